/* test_claims.c — endings a player claims (repetition, the fifty-move rule) against
 * perft and UCI's play-on, and the connect-N count `row`.
 *
 * Fairy-Stockfish's and chessops' perft count on past a claimable ending, and a GUI may
 * send moves past one: both are checked here against Fairy-Stockfish's counts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include <stdlib.h>

#include "fsf_import.h"
#include "variant_load.h"

static void play_all(Game *g, const char *moves)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " "))
        if (game_play_text(g, m) != 0)
            fail_msg("move %s is not legal", m);
}

static void count_root(void *user, const Game *g, const Move *m, uint64_t n)
{
    (void)g;
    (void)m;
    (void)n;
    ++*(int *)user;
}

static void test_perft_counts_past_fifty_moves(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    /* the rook's move makes the hundredth quiet ply: drawn, but perft counts on (FSF: 5) */
    Game *g = test_start(v, "4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
    play_all(g, "a1a2");
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    assert_string_equal(game_result(g)->reason, "fifty_moves");
    assert_int_equal(g->nlegal, 0);
    int roots = 0;
    CsmRuntimeError err = {0};
    assert_int_equal(game_perft_divide(g, 1, count_root, &roots, &err), 5);
    assert_int_equal(roots, 5);
    assert_int_equal(game_perft_divide(g, 2, NULL, NULL, &err), 95); /* FSF: 95 */
    /* a GUI that plays on gets the moves back */
    assert_true(game_play_on(g));
    assert_int_equal(g->nlegal, 5);
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(game_play_text(g, "e8d7"), 0);
    game_free(g);
    /* checkmate is no claim: play_on refuses */
    g = test_start(v, "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    play_all(g, "h1h8");
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_false(game_play_on(g));
    assert_int_equal(g->nlegal, 0);
    game_free(g);
    variant_free(v);
}

static void test_perft_counts_past_repetition(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    Game *g = test_start(v, NULL);
    play_all(g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    assert_int_equal(game_result(g)->status, GAME_DRAW); /* the start, a third time */
    CsmRuntimeError err = {0};
    assert_int_equal(game_perft_divide(g, 2, NULL, NULL, &err), 400);
    assert_true(game_play_on(g));
    assert_int_equal(g->nlegal, 20);
    game_free(g);
    variant_free(v);
}

static Variant *load_text(const char *text)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "t.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    diag_free(&d);
    assert_non_null(v);
    return v;
}

static void test_row(void **state)
{
    (void)state;
    Variant *v = load_text("game: t\nboard:\n  size: 5x5\nsetup: \"5/5/5/5/5 w - - 0 1\"\n"
                           "pieces:\n  stone: { letter: p, betza: mW }\nvictory:\n  add:\n    connect: row >= 3\n");
    /* two in a row and one apart: not yet; a diagonal of three: won */
    Game *g = test_start(v, "5/5/5/5/PP1P1 w - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    g = test_start(v, "5/5/2P2/1P3/P3p b - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "connect");
    game_free(g);
    g = test_start(v, "5/p4/p4/p4/P3P w - - 0 1"); /* Black's file a: three */
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    game_free(g);
    g = test_start(v, "p4/5/5/1P3/P1P2 b - - 0 1"); /* bent, not a row */
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    variant_free(v);
}

/* line (gaps allowed) and block (a filled square), for the kinds and along the lines
 * rules: rows names. */
static void test_line_and_block(void **state)
{
    (void)state;
    Variant *v = load_text("game: t\nboard:\n  size: 5x5\nsetup: \"5/5/5/5/5 w - - 0 1\"\n"
                           "rules:\n  rows: { pieces: [stone], along: [rank, file] }\n"
                           "pieces:\n  stone: { letter: p, betza: mW }\n  wall: { letter: w, betza: mW }\n"
                           "victory:\n  add:\n    line: line >= 3\n    block: block >= 2\n");
    Game *g = test_start(v, "5/5/5/5/P1P1P b - - 0 1"); /* three on rank 1, with gaps */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "line");
    game_free(g);
    g = test_start(v, "4p/5/2P2/1P3/P4 b - - 0 1"); /* a diagonal: not along rank or file */
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    g = test_start(v, "4p/5/5/5/P1W1P b - - 0 1"); /* the wall does not count */
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    g = test_start(v, "5/5/5/2PP1/2PP1 b - - 0 1"); /* a 2x2 square */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "block");
    game_free(g);
    g = test_start(v, "4p/5/5/2PW1/2PP1 b - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    variant_free(v);
}

static void test_hand_counts(void **state)
{
    (void)state;
    Variant *v = load_text("game: t\nextends: \"Crazyhouse\"\nvictory:\n  add:\n"
                           "    gone: opponent.pieces == 0 and opponent.pieces in hand == 0\n"
                           "    knights: Knight in hand >= 2\n");
    Game *g = test_start(v, "4k3/8/8/8/8/8/8/4K3[NNn] w - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "knights");
    game_free(g);
    g = test_start(v, "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    variant_free(v);
}

static void test_import_connect(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[asimplegame]\nmaxRank = 4\nmaxFile = d\ncustomPiece1 = p:mW\nconnectN = 3\n"
                      "startFen = pPpP/4/4/PpPp w - - 0 1\nnMoveRule = 0\nnFoldRule = 2\n";
    char *yaml = fsf_import_ini(ini, "t.ini", NULL, false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "    connect: row >= 3\n"));
    free(yaml);
    /* rows along ranks only: rules: rows: along */
    char two[512];
    snprintf(two, sizeof two, "%s[c:asimplegame]\nconnectDiagonal = false\nconnectVertical = false\n", ini);
    yaml = fsf_import_ini(two, "t.ini", "c", false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  rows:\n    along: [rank]\n"));
    free(yaml);
    /* a row that draws cannot be said: refused, by key */
    snprintf(two, sizeof two, "%s[c:asimplegame]\nconnectValue = draw\n", ini);
    assert_null(fsf_import_ini(two, "t.ini", "c", false, &errors, &notes));
    assert_int_equal(errors.count, 2);
    assert_string_equal(errors.items[0].message, "cannot import 'connectValue = draw': only 'win' and 'loss' (for the "
                                                 "side that makes the row) can be said");
    diag_free(&errors);
    diag_free(&notes);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_counts_past_fifty_moves),
        cmocka_unit_test(test_perft_counts_past_repetition),
        cmocka_unit_test(test_row),
        cmocka_unit_test(test_line_and_block),
        cmocka_unit_test(test_hand_counts),
        cmocka_unit_test(test_import_connect),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
