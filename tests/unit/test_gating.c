/* test_gating.c — Seirawan (S-chess) gating, checked against Fairy-Stockfish's seirawan:
 * a gate onto the square left, castling gates onto the king's or the rook's square, the
 * rights in the FEN's castling field, notation (UCI g1f3h and h1e1h, SAN Nf3/H, O-O/Hh1),
 * and undo. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "notation.h"
#include "san.h"
#include "fen.h"

static void expect_line(const Variant *v, const char *fen, const char *moves, const char *after)
{
    Game *g = test_start(v, fen);
    char buf[512];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " "))
        if (game_play_any(g, m) != 0)
            fail_msg("%s refused", m);
    char out[256];
    game_fen(g, out, sizeof out);
    assert_string_equal(out, after);
    while (game_undo(g))
        ;
    Game *fresh = test_start(v, fen);
    assert_true(g->pos.hash == fresh->pos.hash);
    game_free(fresh);
    game_free(g);
}

static void test_gates(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/seirawan.yaml");
    /* perft from the start as FSF: 28, 784, 24830 */
    Position pos;
    DiagSink d;
    diag_init(&d);
    assert_true(fen_parse(v, v->setup, &pos, "t", &d));
    assert_int_equal(game_perft(v, &pos, 3), 24830);
    /* a gate, in SAN and in UCI form, and the rights it spends (FSF's FEN after the same) */
    expect_line(v, v->setup, "Nf3/H", "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1");
    expect_line(v, v->setup, "g1f3e e7e6", "rnbqkbnr/pppp1ppp/4p3/8/8/5N2/PPPPPPPP/RNBQKBER[Heh] w KQBCDFkqbcdfg - 0 2");
    /* castling: onto the rook's square (h1e1h, O-O/Hh1) or the king's (e8c8e) */
    expect_line(v, "r3k2r/8/8/8/8/8/8/R3K2R[HEhe] w KQkq - 0 1", "h1e1h e8c8e",
                "2kre2r/8/8/8/8/8/8/R4RKH[Eh] w Ah - 2 2");
    expect_line(v, "r3k2r/8/8/8/8/8/8/R3K2R[HEhe] w KQkq - 0 1", "O-O/Hh1 O-O-O/E",
                "2kre2r/8/8/8/8/8/8/R4RKH[Eh] w Ah - 2 2");
    /* the names: SAN says the gate, a plain move is the move without one */
    Game *g = test_start(v, NULL);
    int plain = san_find(v, &g->pos, g->legal, g->nlegal, "Nf3");
    int gated = san_find(v, &g->pos, g->legal, g->nlegal, "Nf3/E");
    assert_true(plain >= 0 && gated >= 0 && plain != gated);
    char san[64];
    san_body(v, &g->pos, g->legal, g->nlegal, &g->legal[gated], san, sizeof san);
    assert_string_equal(san, "Nf3/E");
    game_free(g);
    diag_free(&d);
    variant_free(v);
}

/* A gated piece never shields its own king (Fairy-Stockfish): a pinned piece may not
 * leave its line even when the piece gated behind it would block, nor a king step along
 * a line its gate would close. */
static void test_gate_does_not_shield(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/seirawan.yaml");
    /* Black's queen on d8 is pinned by the queen on b8: d8a5e would put an elephant
     * between, still illegal (FSF: only d8c8, d8b8 and their gates) */
    Game *g = test_start(v, "rQ1qkb2/p2pp2r/b3h1pB/8/P1p3p1/E2P3N/1P2PP1P/1RH1Kn1R[e] b Kqdf - 0 18");
    int queen = 0;
    for (int i = 0; i < g->nlegal; i++)
        queen += g->legal[i].from == sq_make(3, 7);
    assert_int_equal(queen, 4);
    assert_int_equal(game_play_text(g, "d8a5e"), -1);
    assert_int_equal(g->nlegal, 40); /* FSF: go perft 1 */
    game_free(g);
    /* pawns in hand (from a FEN) are never gated onto the first rank (FSF: 20) */
    g = test_start(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQBCDFGkqbcdfg - 0 1");
    assert_int_equal(g->nlegal, 20);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gates),
        cmocka_unit_test(test_gate_does_not_shield),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
