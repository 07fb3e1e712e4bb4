/* test_move_repetition.c — the rule against shuttling one piece (rules: move_repetition,
 * move_repetition.h): janggimodern's moveRepetitionIllegal as Fairy-Stockfish judges it,
 * and the rule in a variant file of its own.
 *
 * Every janggimodern result below is pyffish's for the same moves (is_optional_game_end:
 * (True, VALUE_MATE) for the side to move after the shuttle's last move, (False, 0) one
 * move before it and in the cases that do not count). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_import.h"
#include "test_util.h"

/* After `moves` the game stands as `status` (with `reason` when it is over). */
static void expect_after(const Variant *v, const char *fen, const char *moves, int status, const char *reason)
{
    Game *g = test_play(v, fen, moves);
    const GameResult *r = game_result(g);
    if ((int)r->status != status || (reason && strcmp(r->reason, reason) != 0))
        fail_msg("%s: status %d (%s), want %d (%s)", moves, r->status, r->reason, status, reason ? reason : "");
    game_free(g);
}

/* White's chariot comes to a2 and goes back and forth: the fourth move back loses; Black,
 * moving other pieces, does not shuttle. */
#define CHARIOT_LINE "a1a2 i10i9 a2a1 a10a9 a1a2 i9i10 a2a1 a9a10"

static void test_janggimodern_shuttle_loses(void **state)
{
    (void)state;
    Variant *v = test_import_load("[x:janggimodern]\n", NULL);
    expect_after(v, NULL, CHARIOT_LINE, GAME_ONGOING, NULL);
    expect_after(v, NULL, CHARIOT_LINE " a1a2", GAME_BLACK_WINS, "move_repetition");
    /* a pass of White's own stands for the first move back, which then comes one move later */
    expect_after(v, NULL, CHARIOT_LINE " e2e2 i10i9", GAME_ONGOING, NULL);
    expect_after(v, NULL, CHARIOT_LINE " e2e2 i10i9 a1a2", GAME_BLACK_WINS, "move_repetition");
    /* Black shuttling its chariot i10-i9 with White's passes between loses too, at ply 10 */
    expect_after(v, NULL, "a1a2 i10i9 a2a1 i9i10 a1a2 i10i9 a2a1 i9i10 e2e2 i10i9", GAME_WHITE_WINS,
                 "move_repetition");
    /* a guard kept in its palace may shuttle: it can never reach the enemy general's */
    expect_after(v, NULL, "d1d2 i10i9 d2d1 a10a9 d1d2 i9i10 d2d1 a9a10 d1d2", GAME_ONGOING, NULL);
    /* a chariot that came to a3 by taking may shuttle; one that came without taking may not */
    const char *line = "a1a3 d10d9 a3a2 d9d10 a2a3 d10d9 a3a2 d9d10 a2a3";
    expect_after(v, "3k5/9/9/9/9/9/9/p8/4K4/R8 w - - 0 1", line, GAME_ONGOING, NULL);
    expect_after(v, "3k5/9/9/9/9/9/9/9/4K4/R7p w - - 0 1", line, GAME_BLACK_WINS, "move_repetition");
    variant_free(v);
    /* janggi's other rules know no such loss (pyffish for janggi: (False, 0)) */
    v = test_import_load("[x:janggi]\n", NULL);
    expect_after(v, NULL, CHARIOT_LINE " a1a2", GAME_ONGOING, NULL);
    variant_free(v);
}

/* The rule in a game of its own: a king that shuttles loses, unless it was in check
 * before one of the moves. */
static const char *const SHUTTLE_GAME = "game: shuttle\n"
                                        "board:\n  size: 5x5\n"
                                        "setup: \"k4/5/2r2/4K/5 w - - 0 1\"\n"
                                        "rules:\n  move_repetition: %s\n"
                                        "pieces:\n"
                                        "  king: { letter: k, royal: true, betza: K }\n"
                                        "  rook: { letter: r, betza: R }\n"
                                        "victory:\n  add:\n    shuttle: opponent.move_repetition\n";

static Variant *shuttle_game(bool rule)
{
    char text[1024];
    snprintf(text, sizeof text, SHUTTLE_GAME, rule ? "true" : "false");
    return test_load_text(text, "shuttle.yaml");
}

static void test_rule_in_a_variant_file(void **state)
{
    (void)state;
    Variant *v = shuttle_game(true);
    /* the white king comes to d1 and goes d1-e1 four times */
    expect_after(v, NULL, "e2d1 a5b5 d1e1 b5b4 e1d1 b4a4 d1e1 a4a5", GAME_ONGOING, NULL);
    expect_after(v, NULL, "e2d1 a5b5 d1e1 b5b4 e1d1 b4a4 d1e1 a4a5 e1d1", GAME_BLACK_WINS, "shuttle");
    /* checked by the rook before the last move: no loss */
    expect_after(v, NULL, "e2d1 a5b5 d1e1 b5b4 e1d1 b4a4 d1e1 c3e3 e1d1", GAME_ONGOING, NULL);
    /* a capture among the last eight plies ends the window: no loss */
    expect_after(v, "k4/5/R1r2/4K/5 w - - 0 1", "e2d1 a5b5 d1e1 c3a3 e1d1 b5b4 d1e1 b4c4 e1d1", GAME_ONGOING,
                 NULL);
    variant_free(v);
    v = shuttle_game(false);
    expect_after(v, NULL, "e2d1 a5b5 d1e1 b5b4 e1d1 b4a4 d1e1 a4a5 e1d1", GAME_ONGOING, NULL);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_janggimodern_shuttle_loses),
        cmocka_unit_test(test_rule_in_a_variant_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
