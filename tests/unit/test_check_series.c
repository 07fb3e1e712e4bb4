/* test_check_series.c — the condition atoms `check by PIECE`, `check only by PIECE` and
 * `check_series` (rules: check_series), on Shatar's mating rules played with the chess
 * army (tests/variants/cond_check_series.yaml). The positions and their results are the
 * ones Fairy-Stockfish's shatar gives (pyffish game_result), with the queen for the bers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "cond.h"
#include "game.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Plays `moves` from `fen` and checks the result and its reason. */
static void expect_line(const Variant *v, const char *fen, const char *moves, GameStatus status, const char *reason)
{
    Game *g = test_start(v, fen);
    test_play_line(g, moves);
    const GameResult *r = game_result(g);
    if (r->status != status || strcmp(r->reason, reason) != 0)
        fail_msg("%s: expected %s (%s), got %s (%s)", moves, game_status_text(status), reason,
                 game_status_text(r->status), r->reason);
    assert_int_equal(g->nlegal, 0);
    game_free(g);
}

/* smothered by a knight alone: the mated side wins */
static void test_knight_mate_loses(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_check_series.yaml");
    expect_line(v, "4k3/8/8/8/6n1/8/6PP/6RK b - - 0 1", "g4f2", GAME_WHITE_WINS, "knight_mate");
    variant_free(v);
}

/* a bishop's mate with no other check before it: a draw; the same mate after a rook's
 * check two plies before wins; a quiet move between breaks the series */
static void test_mate_needs_a_check_by_the_series_kinds(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_check_series.yaml");
    expect_line(v, "2b1k3/8/8/8/8/8/7P/6BK b - - 0 1", "c8b7", GAME_DRAW, "niol");
    expect_line(v, "2b1kr2/8/8/8/8/8/6KP/6B1 b - - 0 1", "f8g8 g2h1 c8b7", GAME_BLACK_WINS, "checkmate");
    expect_line(v, "2b1kr2/8/8/8/8/8/6KP/6B1 b - - 0 1", "f8g8 g2h1 e8e7 g1f2 c8b7", GAME_DRAW, "niol");
    /* a pawn's check before the bishop's mate: a series, but of no kind it needs */
    expect_line(v, "2b1k3/8/8/8/7p/8/6KP/6B1 b - - 0 1", "h4h3 g2h1 c8b7", GAME_DRAW, "niol");
    /* a mate by the rook itself is a check of the series now */
    expect_line(v, "r6k/8/8/8/8/8/5PPP/6K1 b - - 0 1", "a8a1", GAME_BLACK_WINS, "checkmate");
    variant_free(v);
}

/* The atoms on one position: the rook gives check (not the bishop), then the bishop too */
static void test_check_by_atoms(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_check_series.yaml");
    Game *g = test_start(v, "2b1kr2/8/8/8/8/8/6KP/6B1 b - - 0 1");
    assert_int_equal(game_play_text(g, "f8g8"), 0);
    const char *texts[] = {"check by Rook", "check only by Rook", "check by Bishop", "check_series",
                           "opponent.check by Rook"};
    bool black[] = {true, true, false, true, false}, white[] = {false, false, false, false, true};
    for (int i = 0; i < 5; i++) {
        DiagSink d;
        diag_init(&d);
        Cond *c = cond_parse(texts[i], NULL, v, &d);
        assert_non_null(c);
        CondQuery q = {.v = v, .pos = &g->pos, .me = BLACK, .legal_count = g->nlegal, .position_count = 1,
                       .checked = g->checked, .nchecked = g->length};
        if (cond_holds(c, &q) != black[i])
            fail_msg("'%s' for Black: expected %d", texts[i], black[i]);
        q.me = WHITE;
        if (cond_holds(c, &q) != white[i])
            fail_msg("'%s' for White: expected %d", texts[i], white[i]);
        char printed[128];
        cond_print(c, v, printed, sizeof printed);
        assert_string_equal(printed, texts[i]);
        cond_free(c);
        diag_free(&d);
    }
    game_free(g);
    variant_free(v);
}

static void expect_load_error(const char *yaml, const char *message)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &d);
    assert_null(v);
    bool found = false;
    for (int i = 0; i < d.count; i++) {
        char buf[512];
        diag_format(&d.items[i], buf, sizeof buf);
        if (strstr(buf, message))
            found = true;
        else
            fprintf(stderr, "%s\n", buf);
    }
    if (!found)
        fail_msg("no diagnostic says '%s'", message);
    diag_free(&d);
}

static void test_errors(void **state)
{
    (void)state;
    expect_load_error("game: x\nextends: \"Standard Chess\"\nvictory:\n  add:\n    s: checkmate and check_series\n",
                      "a condition asks check_series, but no piece is named for it");
    expect_load_error("game: x\nextends: \"Standard Chess\"\nrules:\n  check_series: [knigt]\n",
                      "check_series: unknown piece 'knigt'");
    expect_load_error("game: x\nextends: \"Standard Chess\"\nvictory:\n  add:\n    s: check only Rook\n",
                      "expected 'by PIECE' after 'check only', found 'Rook'");
    expect_load_error("game: x\nextends: \"Standard Chess\"\nvictory:\n  add:\n    s: check by Rok\n",
                      "unknown piece 'Rok' (did you mean 'rook'?)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_knight_mate_loses),
        cmocka_unit_test(test_mate_needs_a_check_by_the_series_kinds),
        cmocka_unit_test(test_check_by_atoms),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
