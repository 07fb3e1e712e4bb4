/* test_asia.c — the rules of xiangqi, janggi and makruk (variants/xiangqi.yaml,
 * janggi.yaml, makruk.yaml): the flying general, a blocked horse leg and elephant eye,
 * regions (palace, river), the soldier's sideways step, the janggi cannon, the pass,
 * bikjang and counting points, makruk's counting rule, stalemate that loses.
 * Move counts marked FSF are Fairy-Stockfish's `go perft 1` for the same FEN. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "cond.h"
#include "notation.h"
#include "rules.h"

static bool legal(const Game *g, const char *move) { return move_find(g->v, g->legal, g->nlegal, move) >= 0; }

static void expect_count(const Variant *v, const char *fen, int n)
{
    Game *g = test_start(v, fen);
    if (g->nlegal != n)
        fail_msg("%s: %d legal moves, want %d", fen, g->nlegal, n);
    game_free(g);
}

static void test_flying_general(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    /* the white general may not step onto the open d-file facing the black one (FSF: 5) */
    Game *g = test_start(v, "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    assert_int_equal(g->nlegal, 5);
    assert_false(legal(g, "e1d1"));
    assert_true(legal(g, "e1f1"));
    game_free(g);
    /* the chariot between the generals may move along the file, never off it (FSF: 10) */
    g = test_start(v, "4k4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
    assert_int_equal(g->nlegal, 10);
    assert_true(legal(g, "e2e9"));
    assert_false(legal(g, "e2d2"));
    game_free(g);
    variant_free(v);
}

static void test_legs_eyes_regions(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    /* the horse on b1 with its leg b2 blocked cannot jump forward (FSF: 2, the king's) */
    Game *g = test_start(v, "4k4/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1");
    assert_int_equal(g->nlegal, 2);
    assert_false(legal(g, "b1a3"));
    assert_false(legal(g, "b1c3"));
    game_free(g);
    /* the elephant on c1 with its eye d2 blocked cannot reach e3 */
    g = test_start(v, "3k5/9/9/9/9/9/9/9/3P5/2B1K4 w - - 0 1");
    assert_false(legal(g, "c1e3"));
    assert_true(legal(g, "c1a3"));
    game_free(g);
    /* an elephant on the river bank may not cross (c5 -> a7, e7 are beyond) (FSF: 3) */
    g = test_start(v, "4k4/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    assert_int_equal(g->nlegal, 3);
    assert_false(legal(g, "c5e7"));
    assert_true(legal(g, "c5e3"));
    game_free(g);
    /* the advisor and general keep to the palace */
    g = test_start(v, "4k4/9/9/9/9/9/9/9/9/3AK4 w - - 0 1");
    assert_true(legal(g, "d1e2"));
    assert_false(legal(g, "d1c2"));
    game_free(g);
    variant_free(v);
}

static void test_soldier(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    /* on its own side a soldier only steps forward ... */
    Game *g = test_start(v, "3k5/9/9/9/9/9/2P6/9/9/4K4 w - - 0 1");
    assert_true(legal(g, "c4c5"));
    assert_false(legal(g, "c4b4"));
    game_free(g);
    /* ... across the river sideways too, never back (FSF: 5 with the general's) */
    g = test_start(v, "3k5/9/9/9/2P6/9/9/9/9/4K4 w - - 0 1");
    assert_int_equal(g->nlegal, 5);
    assert_true(legal(g, "c6b6"));
    assert_true(legal(g, "c6d6"));
    assert_false(legal(g, "c6c5"));
    game_free(g);
    variant_free(v);
}

static void test_janggi_cannon(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    /* a cannon may not jump over a cannon, nor take one (FSF: 2, the king's) */
    Game *g = test_start(v, "3k5/9/9/9/9/9/9/4c4/4C4/3K5 w - - 0 1");
    assert_int_equal(g->nlegal, 2);
    assert_false(legal(g, "e2e3"));
    game_free(g);
    g = test_start(v, "3k5/9/9/9/9/4c4/9/4p4/4C4/4K4 w - - 0 1");
    assert_false(legal(g, "e2e5")); /* over the soldier, onto the cannon: no */
    assert_true(legal(g, "e2e4"));  /* but it may move past the soldier to e4 */
    game_free(g);
    /* with a soldier as the screen and a soldier beyond, it takes */
    g = test_start(v, "3k5/9/9/9/9/4p4/9/4p4/4C4/4K4 w - - 0 1");
    assert_true(legal(g, "e2e5"));
    assert_true(legal(g, "e2e4"));
    game_free(g);
    /* across the palace: from d1 over e2 to f3 */
    g = test_start(v, "4k4/9/9/9/9/9/9/5r3/4P4/3C1K3 w - - 0 1");
    assert_true(legal(g, "d1f3"));
    game_free(g);
    variant_free(v);
}

static void test_palace_lines(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    /* a chariot on d1 rides the palace diagonal d1-e2-f3, no further (FSF: 17 with the king's) */
    Game *g = test_start(v, "3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1");
    assert_int_equal(g->nlegal, 17);
    assert_true(legal(g, "d1e2"));
    assert_true(legal(g, "d1f3"));
    assert_false(legal(g, "d1g4"));
    game_free(g);
    /* off the lines (d2) there is no diagonal step */
    g = test_start(v, "3k5/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1");
    assert_false(legal(g, "d2e3"));
    assert_false(legal(g, "d2e1"));
    assert_true(legal(g, "d2d3"));
    game_free(g);
    variant_free(v);
}

static void test_pass_and_bikjang(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    /* a pass is a move: written `pass` in SAN and the general's square twice in UCI */
    Game *g = test_start(v, NULL);
    assert_true(legal(g, "e2e2"));
    assert_int_equal(game_play_any(g, "pass"), 0);
    assert_string_equal(g->sans[0], "pass");
    assert_int_equal(game_play_any(g, "e9e9"), 0);
    /* two passes in a row end the game by counting: equal material, Han (Black) gets 1.5 */
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    assert_string_equal(game_result(g)->reason, "black_wins_on_points");
    game_free(g);
    /* no pass while in check (FSF: 5, the king's moves) */
    g = test_start(v, "3k5/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1");
    assert_int_equal(g->nlegal, 5);
    assert_false(legal(g, "e2e2"));
    game_free(g);
    /* bikjang: the generals face each other; the side to move must break it or pass
     * (FSF: 7) -- the pass ends the game, counted: White's chariot wins it */
    g = test_start(v, "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1");
    assert_false(legal(g, "a1a2"));
    assert_true(legal(g, "e2d2"));
    assert_int_equal(game_play_any(g, "pass"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_wins_on_points");
    game_free(g);
    expect_count(v, "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", 7);
    /* in bikjang a pass is allowed even in check */
    g = test_start(v, "4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1"); /* the chariot on a2 checks (FSF: 5) */
    assert_int_equal(g->nlegal, 5);
    assert_true(legal(g, "e2e2"));
    game_free(g);
    variant_free(v);
}

/* `pass: stalemate` (Fairy-Stockfish's passOnStalemate): the pass only when nothing else
 * is legal; two passes in a row end the game. */
static void test_pass_on_stalemate(void **state)
{
    (void)state;
    const char *text = "game: t\nextends: Antichess\nrules:\n  pass: stalemate\ndraw:\n  add:\n"
                       "    double_pass: double_pass\n";
    char path[1024];
    snprintf(path, sizeof path, "%s/variants/t.yaml", CSM_TEST_DATA_DIR);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, path, NULL, &d);
    assert_non_null(v);
    Game *g = test_start(v, "8/8/8/8/1p6/p7/P7/8 w - - 0 1"); /* White's pawn is blocked */
    assert_int_equal(g->nlegal, 1);
    assert_int_equal(g->legal[0].type, MOVE_PASS);
    assert_int_equal(game_play_any(g, "pass"), 0);
    assert_false(legal(g, "b4b4")); /* Black can move: no pass */
    game_free(g);
    g = test_start(v, "8/8/8/8/8/p7/P7/8 w - - 0 1"); /* both blocked: pass, pass, drawn */
    assert_int_equal(game_play_any(g, "pass"), 0);
    assert_int_equal(game_play_any(g, "pass"), 0);
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    assert_string_equal(game_result(g)->reason, "double_pass");
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

static void test_stalemate_loses(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    /* Black's general on d10 is stalemated by the chariots: in xiangqi that loses */
    Game *g = test_start(v, "3k5/9/R8/9/9/9/9/9/9/4KR3 w - - 0 1");
    assert_int_equal(game_play_any(g, "a8a9"), 0);
    assert_int_equal(g->nlegal, 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "stalemate_loses");
    game_free(g);
    variant_free(v);
}

static void test_makruk_counting(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/makruk.yaml");
    /* a bare king against king and rook: pieces' honour, 16 moves; the count starts at
     * the pieces on the board, as FSF writes it in the FEN (limit, then plies counted) */
    Game *g = test_start(v, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    assert_int_equal(game_play_any(g, "a1a2"), 0);
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "8/8/8/4k3/8/8/R7/4K3 b - 32 6 1");
    game_free(g);
    /* read back, one ply before the limit, the next move ends the count: a draw */
    g = test_start(v, "8/8/8/4k3/8/8/R7/4K3 b - 32 32 20");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(game_play_any(g, "e5d5"), 0);
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    assert_string_equal(game_result(g)->reason, "counting");
    game_free(g);
    /* pawns on the board: no count */
    g = test_start(v, "8/8/8/4k3/8/3P4/8/R3K3 w - - 0 1");
    assert_int_equal(game_play_any(g, "a1a2"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "8/8/8/4k3/8/3P4/R7/4K3 b - - 1 1");
    game_free(g);
    /* a pawn promotes to a met on the sixth rank */
    g = test_start(v, "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1");
    assert_int_equal(game_play_any(g, "d5d6"), 0);
    game_fen(g, fen, sizeof fen);
    /* ... which leaves Black's king bare: the count (64 moves) starts, as FSF's FEN shows */
    assert_string_equal(fen, "4k3/8/3M4/8/8/8/8/4K3 b - 128 6 1");
    game_free(g);
    variant_free(v);
}

static void test_points_condition(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    DiagSink d;
    diag_init(&d);
    Cond *c = cond_parse("points + 1 >= opponent.points", NULL, v, &d);
    assert_non_null(c);
    char out[128];
    cond_print(c, v, out, sizeof out);
    assert_string_equal(out, "points + 1 >= opponent.points");
    cond_free(c);
    assert_null(cond_parse("points + >= 3", NULL, v, &d));
    assert_int_equal(d.count, 1);
    assert_string_equal(d.items[0].message,
                        "missing operand: expected a whole number after '+', found '>='");
    diag_free(&d);
    variant_free(v);
}

static void test_bad_declarations(void **state)
{
    (void)state;
    const char *text = "game: t\nboard:\n  size: 9x10\n  zones:\n    palace: { white: [d1-f3] }\n"
                       "setup: \"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"\n"
                       "pieces:\n  king: { letter: k, royal: true, region: palce, betza: W }\n";
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "t.yaml", NULL, &d);
    assert_null(v);
    assert_int_equal(d.count, 2);
    assert_int_equal(d.items[0].line, 5);
    assert_string_equal(d.items[0].message,
                        "zone 'palace' lists White's squares but not Black's (give both white: and black:)");
    assert_int_equal(d.items[1].line, 8);
    assert_int_equal(d.items[1].column, 43);
    assert_string_equal(d.items[1].message, "region 'palce' is not one of the board's zones");
    diag_free(&d);
}

/* game_pass_back_ends: the pass the opponent may answer with a pass that ends the game
 * (the window asks before it), by the rules, on a copy: the game itself is untouched. */
static void test_pass_back_ends(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    Game *g = test_start(v, NULL);
    GameResult end = {0};
    assert_true(game_pass_back_ends(g, &end));
    assert_int_equal(end.status, GAME_BLACK_WINS);
    assert_string_equal(end.reason, "black_wins_on_points");
    assert_int_equal(g->length, 0);
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    /* Han's answering pass ends the game itself: nothing left for Cho to answer */
    assert_int_equal(game_play_any(g, "pass"), 0);
    assert_false(game_pass_back_ends(g, NULL));
    /* a move in between: the next pass is again one the opponent may answer */
    assert_int_equal(game_play_any(g, "a7b7"), 0);
    assert_true(game_pass_back_ends(g, NULL));
    game_free(g);
    /* bikjang: the pass ends the game at once, no reply */
    g = test_start(v, "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1");
    assert_false(game_pass_back_ends(g, NULL));
    game_free(g);
    variant_free(v);
    /* no pass in chess */
    v = test_load_clean("variants/standard.yaml");
    g = test_start(v, NULL);
    assert_false(game_pass_back_ends(g, NULL));
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_flying_general),  cmocka_unit_test(test_legs_eyes_regions),
        cmocka_unit_test(test_soldier),         cmocka_unit_test(test_janggi_cannon),
        cmocka_unit_test(test_palace_lines),    cmocka_unit_test(test_pass_and_bikjang),
        cmocka_unit_test(test_stalemate_loses), cmocka_unit_test(test_makruk_counting),
        cmocka_unit_test(test_pass_on_stalemate), cmocka_unit_test(test_pass_back_ends),
        cmocka_unit_test(test_points_condition), cmocka_unit_test(test_bad_declarations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
