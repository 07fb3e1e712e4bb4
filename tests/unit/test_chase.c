/* test_chase.c — xiangqi's chasing rule (rules: chasing: axf, chase.h).
 *
 * Which pieces a move chases, and how a repetition ends when one side chased throughout.
 * Every expected set and result is what the current Fairy-Stockfish says for the same
 * moves (its `d` prints "Chased:"; a repetition it scores as mate for the chased side);
 * tools/chase_diff.py compares the sets along random games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "chase.h"
#include "notation.h"
#include "search.h"

/* The squares the last move chased, as "e5 f7" ("" for none). */
static void chased_text(const Game *g, char *out, size_t size)
{
    out[0] = '\0';
    const ChaseSet *set = &g->chase[g->length].chased;
    for (int sq = 0; sq < CSM_SQUARES; sq++)
        if (chase_set_has(set, (Square)sq)) {
            char name[4];
            square_name((Square)sq, name);
            size_t len = strlen(out);
            snprintf(out + len, size - len, "%s%s", len ? " " : "", name);
        }
}

static void expect_chased(const Variant *v, const char *fen, const char *moves, const char *want)
{
    Game *g = test_play(v, fen, moves);
    char got[256];
    chased_text(g, got, sizeof got);
    if (strcmp(got, want))
        fail_msg("%s, %s: chased '%s', want '%s'", fen, moves, got, want);
    game_free(g);
}

static void test_what_a_move_chases(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    /* a chariot attacking a lone horse chases it ... */
    expect_chased(v, "3k5/9/9/9/4n4/9/9/9/9/R3K4 w - - 0 1", "a1a6", "e6");
    /* ... not once a chariot protects it ... */
    expect_chased(v, "3k5/9/9/4r4/4n4/9/9/9/9/R3K4 w - - 0 1", "a1a6", "");
    /* ... and never a chariot, which could take back */
    expect_chased(v, "5k3/9/9/9/4r4/9/9/9/9/R2K5 w - - 0 1", "a1a6", "");
    /* a horse attacking a chariot chases it even when protected (a stronger piece) */
    expect_chased(v, "5k3/9/9/9/4r4/4r4/9/9/1N7/3K5 w - - 0 1", "b2c4", "e5");
    /* horses facing each other may both take: no chase */
    expect_chased(v, "5k3/9/9/9/9/4n4/9/9/1N7/3K5 w - - 0 1", "b2c4", "");
    /* a soldier across the river may be chased, one on its own side may not */
    expect_chased(v, "3k5/9/9/9/9/4p4/9/9/9/R3K4 w - - 0 1", "a1a5", "e5");
    expect_chased(v, "3k5/9/9/4p4/9/9/9/9/9/R3K4 w - - 0 1", "a1a7", "");
    /* a horse stepping away uncovers its cannon's attack on a chariot */
    expect_chased(v, "cr1k5/p8/n8/9/9/9/9/9/9/1R2K4 w - - 0 1", "b1a1 a8b6", "a1");
    variant_free(v);
}

static void test_perpetual_chase_loses(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    /* Red's chariot follows a lone horse between a8 and c7; the start comes back a third
     * time after Black's eighth move: Red chased throughout and loses (FSF: mate 1 for
     * Black's c7a8) */
    const char *fen = "3k5/9/n8/9/9/9/9/9/9/2R1K4 w - - 0 1";
    Game *g = test_play(v, fen, "c1a1 a8c7 a1c1 c7a8 c1a1 a8c7 a1c1");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(game_play_text(g, "c7a8"), 0);
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    assert_string_equal(game_result(g)->reason, "perpetual_chase");
    game_free(g);
    /* the same dance with the horse protected (a cannon behind a screen, a chariot on the
     * file) is no chase: a draw (FSF: 0) */
    g = test_play(v, "cr1k5/p8/n8/9/9/9/9/9/9/1R2K4 w - - 0 1", "b1a1 a8b6 a1b1 b6a8 b1a1 a8b6 a1b1 b6a8");
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    assert_string_equal(game_result(g)->reason, "repetition");
    game_free(g);
    variant_free(v);
}

/* The score a depth-`depth` search gives the one root move `text` after `moves`. */
static int score_of_move(const Variant *v, const char *fen, const char *moves, const char *text, int depth)
{
    Game *g = test_play(v, fen, moves);
    Move only;
    bool found = false;
    for (int i = 0; i < g->nlegal && !found; i++) {
        char name[32];
        move_text(v, &g->legal[i], name, sizeof name);
        if (!strcmp(name, text)) {
            only = g->legal[i];
            found = true;
        }
    }
    if (!found)
        fail_msg("%s is not legal after %s", text, moves);
    Search *s = search_new(1);
    SearchLimits lim = {0};
    lim.depth = depth;
    lim.only = &only;
    lim.nonly = 1;
    SearchResult r = search_game(s, g, &lim, NULL, NULL);
    assert_true(r.has_move);
    search_free(s);
    game_free(g);
    return r.score;
}

/* The search judges a perpetual chase inside its own tree as the game does. It works out
 * what a move chased only when a repetition reads it, from the path it searched: here
 * Red's a1c1 (searched) lets Black's c7a8 (searched) bring the start back a third time
 * with Red chasing throughout, so a1c1 loses in two plies; with the horse protected the
 * same dance is only a repetition, no loss. */
static void test_search_judges_a_chase_in_its_tree(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    assert_int_equal(score_of_move(v, "3k5/9/n8/9/9/9/9/9/9/2R1K4 w - - 0 1", "c1a1 a8c7 a1c1 c7a8 c1a1 a8c7", "a1c1", 2),
                     -(SEARCH_MATE - 2));
    assert_int_equal(score_of_move(v, "3k5/9/n8/9/9/9/9/9/9/2R1K4 w - - 0 1", "c1a1 a8c7 a1c1 c7a8 c1a1 a8c7", "a1c1", 4),
                     -(SEARCH_MATE - 2));
    int protected = score_of_move(v, "cr1k5/p8/n8/9/9/9/9/9/9/1R2K4 w - - 0 1", "b1a1 a8b6 a1b1 b6a8 b1a1 a8b6", "a1b1", 2);
    assert_false(search_score_is_mate(protected));
    variant_free(v);
}

/* The result of a xiangqi position whose halfmove clock is `halfmove`, reached after 30
 * plies with no repetition, in which the side not to move gave `checks` checks. */
static GameStatus after_checks(const Variant *v, int halfmove, int checks)
{
    char fen[128];
    snprintf(fen, sizeof fen, "3akar2/9/9/9/9/9/9/9/9/R2K5 w - - %d 40", halfmove);
    Game *g = test_start(v, fen);
    uint64_t hashes[30];
    uint8_t checked[30];
    ChaseRecord chase[31];
    memset(chase, 0, sizeof chase);
    for (int i = 0; i < 30; i++) {
        hashes[i] = 1000 + (uint64_t)i; /* no position repeats */
        /* Black, to move at the odd distances from now, was in check `checks` times */
        checked[i] = (30 - i) % 2 == 1 && (30 - i) / 2 < checks;
    }
    GameHistory h = {hashes, checked, 30, chase, false, NULL, NULL};
    static Move legal[CSM_MAX_MOVES];
    int n;
    CsmRuntimeError err = {0};
    GameResult r = game_decide(v, &g->pos, &h, NULL, false, legal, &n, &err);
    game_free(g);
    return r.status;
}

static void test_fifty_moves_allowance(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    /* ten checks: the fifty-move draw comes at 100 plies, as in chess */
    assert_int_equal(after_checks(v, 99, 10), GAME_ONGOING);
    assert_int_equal(after_checks(v, 100, 10), GAME_DRAW);
    /* twelve checks by one side: two plies more for each past the tenth */
    assert_int_equal(after_checks(v, 100, 12), GAME_ONGOING);
    assert_int_equal(after_checks(v, 103, 12), GAME_ONGOING);
    assert_int_equal(after_checks(v, 104, 12), GAME_DRAW);
    variant_free(v);
}

/* Loads `text` and expects exactly one error, at line:column with this message. */
static void expect_load_error(const char *text, int line, int col, const char *message)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "t.yaml", NULL, &d);
    assert_null(v);
    assert_int_equal(d.count, 1);
    assert_int_equal(d.items[0].line, line);
    assert_int_equal(d.items[0].column, col);
    assert_string_equal(d.items[0].message, message);
    diag_free(&d);
}

static void test_chasing_declarations(void **state)
{
    (void)state;
    expect_load_error("game: t\nboard:\n  size: 9x10\n  river: 5\nsetup: \"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"\n"
                      "rules:\n  chasing: axf\npieces:\n  king: { letter: k, royal: true, chase_role: general, betza: W }\n"
                      "  rook: { letter: r, betza: R }\n",
                      7, 12, "chasing: piece 'rook' needs a chase_role (chariot, horse, elephant, advisor, general, "
                             "cannon or soldier)");
    expect_load_error("game: t\nboard:\n  size: 9x10\nsetup: \"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"\n"
                      "pieces:\n  king: { letter: k, royal: true, chase_role: king, betza: W }\n",
                      6, 47, "chase_role must be chariot, horse, elephant, advisor, general, cannon, soldier or none, "
                             "not 'king'");
    expect_load_error("game: t\nboard:\n  size: 9x10\nsetup: \"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"\n"
                      "rules:\n  chasing: yes\npieces:\n  king: { letter: k, royal: true, betza: W }\n",
                      6, 12, "chasing must be 'axf' (a perpetual chase loses, as Fairy-Stockfish's xiangqi) or 'none'");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_what_a_move_chases),
        cmocka_unit_test(test_perpetual_chase_loses),
        cmocka_unit_test(test_search_judges_a_chase_in_its_tree),
        cmocka_unit_test(test_fifty_moves_allowance),
        cmocka_unit_test(test_chasing_declarations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
