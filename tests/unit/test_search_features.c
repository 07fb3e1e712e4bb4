/* test_search_features.c — each search feature that SearchLimits.features_off can
 * switch off does what it says, measured at a fixed depth (node counts and the depth
 * the lines reach), so that nothing here depends on the machine's speed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "search.h"
#include "timesrc.h"

#include <stdio.h>

/* A few middle-game positions of Standard Chess: the start, an Italian opening, and
 * tactical positions from the "Win at Chess" set (WAC 1, 3, 6). */
static const char *const SUITE[] = {
    NULL,
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
    "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1",
    "7k/p7/1R5K/6r1/6p1/6P1/8/8 w - - 0 1",
};
enum { SUITE_SIZE = sizeof SUITE / sizeof *SUITE };

typedef struct Totals {
    uint64_t nodes;
    int seldepth; /* summed over the suite: the deepest ply each search reached */
} Totals;

static void remember_seldepth(void *user, const SearchInfo *info)
{
    *(int *)user = info->seldepth;
}

/* Searches every position of the suite to `depth` with the features `off` left out, a
 * fresh table each time. */
static Totals search_suite(int depth, unsigned off)
{
    Variant *v = test_load("variants/standard.yaml");
    Totals t = {0, 0};
    for (int i = 0; i < SUITE_SIZE; i++) {
        Game *g = test_start(v, SUITE[i]);
        Search *s = search_new(8);
        assert_non_null(s);
        SearchLimits lim = {0};
        lim.depth = depth;
        lim.features_off = off;
        int seldepth = 0;
        SearchResult r = search_game(s, g, &lim, remember_seldepth, &seldepth);
        assert_true(r.has_move); /* (a forced mate found early ends a search before `depth`) */
        t.nodes += r.nodes;
        t.seldepth += seldepth;
        search_free(s);
        game_free(g);
    }
    variant_free(v);
    return t;
}

/* The singular extension searches a hash move that alone holds its score a ply deeper:
 * at the same nominal depth, the lines reach further (a greater sum of selective depths)
 * and the search costs more nodes. */
static void test_singular_extension_extends(void **state)
{
    (void)state;
    Totals on = search_suite(9, 0);
    Totals off = search_suite(9, SEARCH_OFF_SINGULAR);
    print_message("singular extension: seldepth %d, %llu nodes; without %d, %llu\n", on.seldepth,
                  (unsigned long long)on.nodes, off.seldepth, (unsigned long long)off.nodes);
    if (on.seldepth <= off.seldepth || on.nodes <= off.nodes)
        fail_msg("depth 9 over the suite: selective depths %d and %llu nodes with the singular extension, "
                 "%d and %llu without",
                 on.seldepth, (unsigned long long)on.nodes, off.seldepth, (unsigned long long)off.nodes);
}

/* The time a search takes on a 60 s clock, the test clock moving 30 ms at each reading
 * (every 1024 nodes), so the time is a count of work. */
static int clock_search_ms(const char *fen, unsigned off)
{
    Variant *v = test_load("variants/standard.yaml");
    Game *g = test_start(v, fen);
    Search *s = search_new(8);
    SearchLimits lim = {0};
    lim.time_left_ms = 60000;
    lim.features_off = off;
    time_use_manual(true);
    time_tick_per_reading(30);
    SearchResult r = search_game(s, g, &lim, NULL, NULL);
    time_tick_per_reading(0);
    time_use_manual(false);
    assert_true(r.has_move);
    search_free(s);
    game_free(g);
    variant_free(v);
    return r.time_ms;
}

/* Time use: when the best move stays the same iteration after iteration (here a rook
 * takes a queen left hanging), no new iteration starts after half the planned time; a
 * best move that changes deep in the search gets more; neither goes past the hard limit
 * (a third of the clock). Measured on the test clock: 0.66 s with the feature, 1.35 s
 * without, for the queen; the start position (its choice still open) 1.83 s. */
static void test_stable_best_move_saves_time(void **state)
{
    (void)state;
    const char *hanging = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
    int on = clock_search_ms(hanging, 0), off = clock_search_ms(hanging, SEARCH_OFF_STABILITY);
    print_message("queen left hanging: %d ms, without stability %d ms\n", on, off);
    if (on * 10 > off * 8)
        fail_msg("a stable best move: %d ms with the feature, %d ms without", on, off);
    int open = clock_search_ms(NULL, 0);
    print_message("start position: %d ms\n", open);
    assert_true(open > on && open <= 20000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_singular_extension_extends),
        cmocka_unit_test(test_stable_best_move_saves_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
