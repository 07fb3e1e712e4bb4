/* test_timesrc.c — the manual clock (timesrc.h) stands still until moved, and the
 * search's time limits read it: a search with a move time ends when the test moves the
 * clock past it, whatever the machine's speed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "search.h"
#include "test_util.h"
#include "timesrc.h"

#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <time.h>

static void test_manual_clock(void **state)
{
    (void)state;
    time_use_manual(true);
    uint64_t t0 = time_now_ms();
    struct timespec pause = {0, 30 * 1000 * 1000};
    nanosleep(&pause, NULL);
    assert_int_equal(time_now_ms(), t0); /* real time passed, the test clock did not */
    time_advance(1234);
    assert_int_equal(time_now_ms(), t0 + 1234);
    time_use_manual(false);
    assert_true(time_now_ms() >= t0); /* the real clock again, never going back */
}

typedef struct Job {
    Search *s;
    Game *g;
    SearchResult r;
    atomic_bool done;
} Job;

static void *run(void *arg)
{
    Job *j = arg;
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.movetime_ms = 1000;
    j->r = search_game(j->s, j->g, &lim, NULL, NULL);
    atomic_store(&j->done, true);
    return NULL;
}

static void test_search_reads_the_test_clock(void **state)
{
    (void)state;
    Variant *v = test_load("variants/standard.yaml");
    Game *g = test_start(v, NULL);
    Job j = {search_new(8), g, {0}, false};
    time_use_manual(true);
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, run, &j), 0);
    /* real time passes, the test clock stands still: the search goes on */
    struct timespec pause = {0, 300 * 1000 * 1000};
    nanosleep(&pause, NULL);
    assert_false(atomic_load(&j.done));
    time_advance(5000); /* past its move time: it ends */
    pthread_join(t, NULL);
    time_use_manual(false);
    assert_true(j.r.has_move);
    assert_true(j.r.time_ms >= 5000); /* measured on the test clock */
    search_free(j.s);
    game_free(g);
    variant_free(v);
}

/* A 1+0 game at the strongest level, both sides the computer, on a clock that moves 30 ms
 * every time it is read (the search reads it every 1024 nodes: a slow machine of about
 * 34,000 nodes a second; sanitized builds play a shorter game on a slower one). Neither side may run out of time, and the clock must be what
 * limits the search (level 8 alone would think 4 s a move): each side uses most of its
 * minute over the game. The same game on every machine: time is counted in work. */
static void test_one_minute_game_never_flags(void **state)
{
    (void)state;
    Variant *v = test_load("variants/standard.yaml");
    Game *g = test_start(v, NULL);
    Search *s = search_new(8);
    const char *slow = getenv("CSM_PERFT_LIMIT"); /* sanitized builds: a shorter game */
    int max_plies = slow ? 40 : 160;
    int64_t left[2] = {60000, 60000}, used[2] = {0, 0};
    time_use_manual(true);
    time_tick_per_reading(slow ? 60 : 30);
    int ply = 0;
    for (; ply < max_plies && game_result(g)->status == GAME_ONGOING; ply++) {
        int side = g->pos.side;
        SearchLimits lim = search_level_limits(8, (uint64_t)ply + 1);
        lim.time_left_ms = (int)left[side];
        uint64_t t0 = time_now_ms();
        SearchResult r = search_game(s, g, &lim, NULL, NULL);
        int64_t spent = (int64_t)(time_now_ms() - t0);
        left[side] -= spent;
        used[side] += spent;
        if (left[side] <= 0)
            fail_msg("ply %d: %s ran out of time (%lld ms over)", ply + 1, side ? "Black" : "White",
                     (long long)-left[side]);
        assert_true(r.has_move);
        assert_true(game_play(g, &r.best));
    }
    time_tick_per_reading(0);
    time_use_manual(false);
    print_message("1+0 at level 8: %d plies, White used %.1f s, Black %.1f s\n", ply, used[0] / 1000.0,
                  used[1] / 1000.0);
    /* a game long enough to tell: the sanitized build's shorter game may end in a mate
     * before its 40 plies (it did, at ply 38), and still each side has thought ~20 times.
     * Level 8 alone would think 4 s a move, so a third of the minute in 20 moves (a quarter
     * in the sanitized game, on its slower clock and with a search that now settles a
     * stable best move sooner) shows the clock, not the level, set each move's time. */
    assert_true(ply >= 30);
    int64_t min_used = slow ? 15000 : 20000;
    assert_true(used[WHITE] > min_used);
    assert_true(used[BLACK] > min_used);
    search_free(s);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_manual_clock),
        cmocka_unit_test(test_search_reads_the_test_clock),
        cmocka_unit_test(test_one_minute_game_never_flags),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
