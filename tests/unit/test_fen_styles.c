/* test_fen_styles.c — FEN as Fairy-Stockfish and lichess write it: the three-check
 * counters in either form (read and written), the en-passant square only where a
 * capture is possible; the same position whatever the form it came in. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "fen.h"

static void expect_styles(const Variant *v, const char *fen, const char *ours, const char *fsf, const char *lichess)
{
    Game *g = test_start(v, fen);
    char out[512];
    fen_write_style(v, &g->pos, FEN_STYLE_CHESSEMBLY, out, sizeof out);
    assert_string_equal(out, ours);
    fen_write_style(v, &g->pos, FEN_STYLE_FSF, out, sizeof out);
    assert_string_equal(out, fsf);
    fen_write_style(v, &g->pos, FEN_STYLE_LICHESS, out, sizeof out);
    assert_string_equal(out, lichess);
    /* each form reads back to the same position */
    const char *forms[] = {ours, fsf, lichess};
    for (int i = 0; i < 3; i++) {
        Game *back = test_start(v, forms[i]);
        assert_true(back->pos.hash == g->pos.hash);
        assert_int_equal(back->pos.checks[WHITE], g->pos.checks[WHITE]);
        assert_int_equal(back->pos.checks[BLACK], g->pos.checks[BLACK]);
        game_free(back);
    }
    game_free(g);
}

static void test_three_check_counters(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/three_check.yaml");
    /* Fairy-Stockfish's own `d` after 1.e4 d5 2.Bb5+ in 3check */
    expect_styles(v, "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2",
                  "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2",
                  "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2",
                  "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2 +1+0");
    expect_styles(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 30 +2+1", "4k3/8/8/8/8/8/8/4K3 w - - 1+2 0 30",
                  "4k3/8/8/8/8/8/8/4K3 w - - 1+2 0 30", "4k3/8/8/8/8/8/8/4K3 w - - 0 30 +2+1");
    DiagSink d;
    diag_init(&d);
    Position pos;
    assert_false(fen_parse(v, "4k3/8/8/8/8/8/8/4K3 w - - 4+3 0 1", &pos, "t", &d));
    assert_string_equal(d.items[0].message, "bad FEN: '4+3': at most 3+3 checks remain in this variant");
    diag_free(&d);
    variant_free(v);
    /* Standard Chess counts no checks: a remaining count means nothing there */
    v = test_load_clean("variants/standard.yaml");
    diag_init(&d);
    assert_false(fen_parse(v, "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1", &pos, "t", &d));
    assert_string_equal(d.items[0].message, "bad FEN: '3+3' counts the checks each side has still to give, but no "
                                            "victory condition of this variant counts checks");
    diag_free(&d);
    variant_free(v);
}

/* The en-passant square is written where a pawn could take (FSF's `d` after 1.e4 a6
 * 2.e5 d5 shows d6), not after 1.e4 (nothing can take on e3). */
static void test_en_passant_only_when_capturable(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    Game *g = test_start(v, NULL);
    assert_int_equal(game_play_text(g, "e2e4"), 0);
    char out[256];
    fen_write_style(v, &g->pos, FEN_STYLE_FSF, out, sizeof out);
    assert_string_equal(out, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_int_equal(game_play_text(g, "a7a6"), 0);
    assert_int_equal(game_play_text(g, "e4e5"), 0);
    assert_int_equal(game_play_text(g, "d7d5"), 0);
    fen_write_style(v, &g->pos, FEN_STYLE_FSF, out, sizeof out);
    assert_string_equal(out, "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_three_check_counters),
        cmocka_unit_test(test_en_passant_only_when_capturable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
