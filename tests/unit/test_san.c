/* test_san.c — standard algebraic notation (issue 13): the forms chess players know
 * (castling, promotion, check, mate, disambiguation, en passant), the lenient forms
 * other tools write, and for every shipped variant that each legal move has a SAN of
 * its own that reads back to it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "game.h"
#include "san.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Plays `moves` (any notation) and checks the SAN the game keeps for each. */
static void expect_sans(const Variant *v, const char *fen, const char *moves, const char *sans)
{
    Game *g = game_new(v, fen, NULL);
    assert_non_null(g);
    char buf[2048], expect[2048], got[2048] = "";
    snprintf(buf, sizeof buf, "%s", moves);
    snprintf(expect, sizeof expect, "%s", sans);
    int ply = 0;
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        if (game_play_any(g, t) != 0)
            fail_msg("%s is not legal after %s", t, got);
        size_t len = strlen(got);
        snprintf(got + len, sizeof got - len, "%s%s", len ? " " : "", game_move_san(g, ply++));
    }
    assert_string_equal(got, expect);
    game_free(g);
}

static void test_standard_game(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    /* castling both ways, a capture, a check, and a pawn capture */
    expect_sans(v, NULL, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1 c8g4 d2d3 d8d6 c1e3 e8c8 b1d2 d6b4",
                "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O Bg4 d3 Qd6 Be3 O-O-O Nbd2 Qb4");
    /* the fool's mate ends with # */
    expect_sans(v, NULL, "f2f3 e7e5 g2g4 d8h4", "f3 e5 g4 Qh4#");
    /* the scholar's mate, written in SAN */
    expect_sans(v, NULL, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#", "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    /* promotion with check, under-promotion, capture-promotion */
    expect_sans(v, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8=queen", "b8=Q+");
    expect_sans(v, "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8=knight", "bxc8=N");
    expect_sans(v, "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxc8=Q+", "bxc8=Q+");
    /* en passant */
    expect_sans(v, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6");
    /* disambiguation by file, by rank, by both */
    expect_sans(v, "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2", "Nbd2");
    expect_sans(v, "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1", "a1a2", "R1a2");
    expect_sans(v, "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2", "Qa1b2");
    /* a pawn capture where two pawns on one file could take */
    variant_free(v);
}

static void test_variant_suffixes(void **state)
{
    (void)state;
    Variant *koth = test_load_clean("variants/king_of_the_hill.yaml");
    /* the king reaching the hill wins: # */
    expect_sans(koth, "4k3/p7/8/8/8/4K3/8/8 w - - 0 1", "e3e4", "Ke4#");
    variant_free(koth);
    Variant *three = test_load_clean("variants/three_check.yaml");
    expect_sans(three, NULL, "e2e4 e7e5 f1c4 a7a6 c4f7", "e4 e5 Bc4 a6 Bxf7+");
    variant_free(three);
    Variant *anti = test_load_clean("variants/antichess.yaml");
    /* antichess: no royal piece, no +; losing the last piece wins for the one who lost it */
    expect_sans(anti, NULL, "e2e3 b7b5 f1b5", "e3 b5 Bxb5");
    /* a move after which the game is won gets #, as lichess and chessops write it, also
     * when the winner is the other side: here Black, whose last piece White takes */
    expect_sans(anti, "8/8/8/8/8/8/1p6/2B5 w - - 0 1", "c1b2", "Bxb2#");
    expect_sans(anti, "8/8/8/8/8/8/1p6/2B5 b - - 0 1", "b2c1q", "bxc1=Q#");
    variant_free(anti);
}

static void test_lenient_reading(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    Game *g = game_new(v, "r3k2r/1P6/8/3pP3/8/8/6N1/R3K2R w KQkq d6 0 1", NULL);
    assert_non_null(g);
    const char *ok[] = {"0-0", "O-O", "O-O-O", "0-0-0", "Ng2e3", "Ng2-e3", "Ne3", "N2e3", "Nge3", "b8q", "b8=q", "b8Q",
                        "bxa8=Q", "bxa8Q+", "b7b8=queen", "exd6e.p.", "exd6", "e5xd6", "ed6", "Ne3!?", "Kd1", "Pe6"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        if (san_find(v, &g->pos, g->legal, g->nlegal, ok[i]) < 0)
            fail_msg("'%s' is not read", ok[i]);
    /* a promotion needs its piece; nonsense and illegal moves are refused */
    assert_int_equal(san_find(v, &g->pos, g->legal, g->nlegal, "b8"), -2);
    const char *bad[] = {"Nf5", "Ke3", "Qd4", "e6x", "O-O-O-O", "", "xx", "Z9", "b8=K", "[nothing]e4", "a17", "Ne3/catch"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        if (san_find(v, &g->pos, g->legal, g->nlegal, bad[i]) != -1)
            fail_msg("'%s' is read as a move", bad[i]);
    game_free(g);
    variant_free(v);
}

static uint64_t rng_state = 42;
static int rng_below(int n) { return test_rng_below(&rng_state, n); }

/* Every legal move's SAN is its own (no two moves share one) and reads back. */
static void san_round_trip(const Game *g, const char *what)
{
    static char sans[CSM_MAX_MOVES][SAN_MAX];
    for (int i = 0; i < g->nlegal; i++) {
        san_body(g->v, &g->pos, g->legal, g->nlegal, &g->legal[i], sans[i], SAN_MAX);
        int j = san_find(g->v, &g->pos, g->legal, g->nlegal, sans[i]);
        char fen[1024];
        game_fen(g, fen, sizeof fen);
        if (j < 0 || !move_equal(&g->legal[j], &g->legal[i]))
            fail_msg("%s: '%s' reads back as %d in %s", what, sans[i], j, fen);
        for (int k = 0; k < i; k++)
            if (!strcmp(sans[k], sans[i]) && !move_equal(&g->legal[k], &g->legal[i]))
                fail_msg("%s: two moves are written '%s' in %s", what, sans[i], fen);
    }
}

static void random_games(const char *rel, int games, int plies)
{
    Variant *v = test_load_clean(rel);
    for (int n = 0; n < games; n++) {
        Game *g = game_new(v, NULL, NULL);
        assert_non_null(g);
        for (int ply = 0; ply < plies && g->nlegal > 0; ply++) {
            san_round_trip(g, rel);
            int pick = rng_below(g->nlegal);
            char san[SAN_MAX];
            san_body(v, &g->pos, g->legal, g->nlegal, &g->legal[pick], san, sizeof san);
            assert_int_equal(game_play_any(g, san), 0);
            /* the kept SAN is the body plus its suffix, and reads back too */
            assert_int_equal(strncmp(game_move_san(g, ply), san, strlen(san)), 0);
        }
        game_free(g);
    }
    variant_free(v);
}

static void round_trip_variant(const char *rel, void *user)
{
    (void)user;
    random_games(rel, 5, 80);
}

static void test_every_variant_round_trip(void **state)
{
    (void)state;
    assert_true(test_each_shipped_variant(round_trip_variant, NULL) >= 10);
    /* pieces that offer catches, jumps, shifts and transitions on the same squares */
    random_games("tests/notation/collisions.yaml", 20, 60);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard_game),
        cmocka_unit_test(test_variant_suffixes),
        cmocka_unit_test(test_lenient_reading),
        cmocka_unit_test(test_every_variant_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
