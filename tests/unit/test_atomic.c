/* test_atomic.c — explosions (variants/atomic.yaml, lichess's rules): touching kings,
 * a capture next to both kings, en passant explosions, the spared pawns, castling rights
 * blown away, undo. Move counts marked FSF are Fairy-Stockfish's `go perft 1`. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "notation.h"
#include "rules.h"

static void expect_after(const Variant *v, const char *fen, const char *move, const char *after)
{
    Game *g = test_start(v, fen);
    if (game_play_any(g, move) != 0)
        fail_msg("%s refused in %s", move, fen);
    char out[256];
    game_fen(g, out, sizeof out);
    assert_string_equal(out, after);
    /* undo puts every piece the explosion took back */
    assert_true(game_undo(g));
    Game *fresh = test_start(v, fen);
    assert_true(g->pos.hash == fresh->pos.hash);
    game_fen(g, out, sizeof out);
    char want[256];
    game_fen(fresh, want, sizeof want);
    assert_string_equal(out, want);
    game_free(fresh);
    game_free(g);
}

static void test_explosions(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/atomic.yaml");
    /* the capturer and the non-pawns around go; the pawn next to it stays */
    expect_after(v, "4k3/8/8/8/3pn3/4Q3/8/4K3 w - - 0 1", "e3e4", "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");
    /* en passant: the explosion is where the capturing pawn lands (d6), knights next to it go */
    expect_after(v, "4k3/8/2n1n3/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    /* a rook blown up takes its castling right with it */
    expect_after(v, "r3k2r/8/8/8/8/8/6q1/R3K2R b KQkq - 0 1", "g2h1",
                 "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 2");
    variant_free(v);
}

static void test_kings(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/atomic.yaml");
    /* touching kings are never in check: the rook on d1 does not check the white king next
     * to the black one, and the king may not take (it would blow itself up) (FSF: 7); the
     * pawn on a2 keeps K+R v K from being a draw by insufficient material (lichess) */
    Game *g = test_start(v, "8/8/8/3kK3/8/8/p7/3r4 w - - 0 1");
    assert_int_equal(g->nlegal, 7);
    assert_false(rules_in_check(v, &g->pos, WHITE));
    assert_true(move_find(v, g->legal, g->nlegal, "e5d5") < 0);
    game_free(g);
    /* a capture next to both kings would blow up one's own: illegal (FSF: 5) */
    g = test_start(v, "8/8/8/3k4/3p4/3K4/8/8 w - - 0 1");
    assert_int_equal(g->nlegal, 5);
    game_free(g);
    /* blowing up the enemy king wins, even when one's own king is attacked */
    g = test_start(v, "4r3/8/8/8/8/3k4/R1n5/4K3 w - - 0 1");
    assert_true(rules_in_check(v, &g->pos, WHITE));
    assert_int_equal(game_play_any(g, "a2c2"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "king_exploded");
    game_free(g);
    variant_free(v);
}

/* The position's royal hint (where each king was last seen) is right again after an
 * explosion that took a king is taken back: the search finds the king from it instead of
 * walking the pieces for the rest of the line. */
static void test_royal_hint_after_undo(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/atomic.yaml");
    Game *g = test_start(v, "4r3/8/8/8/8/3k4/R1n5/4K3 w - - 0 1");
    Position *pos = &g->pos;
    assert_int_equal(pos->royal_hint[BLACK], sq_make(3, 2));
    assert_int_equal(pos->royal_hint[WHITE], sq_make(4, 0));
    int i = move_find(v, g->legal, g->nlegal, "a2c2");
    assert_true(i >= 0);
    int king = piece_kind(pos->board[sq_make(3, 2)]);
    Undo u;
    rules_make(v, pos, &g->legal[i], &u);
    assert_int_equal(pos->kind_count[BLACK][king], 0); /* the black king blew up */
    rules_unmake(v, pos, &u);
    assert_int_equal(pos->royal_hint[BLACK], sq_make(3, 2));
    assert_int_equal(pos->royal_hint[WHITE], sq_make(4, 0));
    game_free(g);
    variant_free(v);
}

/* spares_own_kind: a piece never captures one of its own kind (Atomar's kings), though
 * other pieces capture it and it captures them. */
static void test_spares_own_kind(void **state)
{
    (void)state;
    const char *text = "game: s\nboard:\n  size: 4x4\nsetup: \"4/1cr1/1C2/4 w - - 0 1\"\n"
                       "pieces:\n  chief:\n    letter: c\n    betza: K\n    spares_own_kind: true\n"
                       "  rook:\n    letter: r\n    betza: R\n";
    Variant *v = test_load_text(text, "s.yaml");
    Game *g = test_start(v, NULL);
    int takes_chief = 0, takes_rook = 0;
    for (int i = 0; i < g->nlegal; i++) {
        takes_chief += g->legal[i].to == sq_make(1, 2);
        takes_rook += g->legal[i].to == sq_make(2, 2);
    }
    assert_int_equal(takes_chief, 0);
    assert_int_equal(takes_rook, 1);
    assert_int_equal(g->nlegal, 7); /* its 8 steps from b2 but the one onto b3 */
    game_free(g);
    /* Black's chief neither (b2); its rook on a2 takes White's chief */
    g = test_start(v, "4/1c2/rC2/4 b - - 0 1");
    int chief_takes = 0, rook_takes = 0;
    for (int i = 0; i < g->nlegal; i++) {
        chief_takes += g->legal[i].from == sq_make(1, 2) && g->legal[i].to == sq_make(1, 1);
        rook_takes += g->legal[i].from == sq_make(0, 1) && g->legal[i].to == sq_make(1, 1);
    }
    assert_int_equal(chief_takes, 0);
    assert_int_equal(rook_takes, 1);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_explosions),
        cmocka_unit_test(test_kings),
        cmocka_unit_test(test_royal_hint_after_undo),
        cmocka_unit_test(test_spares_own_kind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
