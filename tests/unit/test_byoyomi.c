/* test_byoyomi.c — time for a move under a shogi clock (byoyomi.h): main time, then a
 * period for every move. Games are played by the search on the manual clock (timesrc.h),
 * which moves on at every reading, so time is counted in work and the same game is played
 * on every machine. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "byoyomi.h"
#include "test_util.h"
#include "timesrc.h"

#include <stdlib.h>

static void test_move_times(void **state)
{
    (void)state;
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.time_left_ms = 77; /* the plain clock's fields give way to the byoyomi plan */
    byoyomi_limits(&l, 600000, 10000);
    assert_int_equal(l.movetime_ms, 30000 + 10000 - 1000); /* a twentieth, and the period less a second */
    assert_int_equal(l.time_left_ms, 0);
    byoyomi_limits(&l, 0, 1000);
    assert_int_equal(l.movetime_ms, 800); /* the period less a fifth */
    byoyomi_limits(&l, 2500, 1000); /* under three periods of main time: all of it now */
    assert_int_equal(l.movetime_ms, 2500 + 800);
    byoyomi_limits(&l, 0, 300);
    assert_int_equal(l.movetime_ms, 200); /* the margin is at least 100 ms ... */
    byoyomi_limits(&l, 0, 60000);
    assert_int_equal(l.movetime_ms, 59000); /* ... and at most a second */
    byoyomi_limits(&l, 0, 10);
    assert_true(l.movetime_ms >= 1 && l.movetime_ms < 10); /* never the whole period */
}

/* A shogi game between two searches on a clock of `main_ms` and `byoyomi_ms` a move, the
 * test clock moving `tick` ms at every reading (a machine of a known speed). Neither side
 * may lose on time; each must spend its main time and then use most of every period. */
static void play_byoyomi_game(long long main_ms, long long byoyomi_ms, uint64_t tick, int plies)
{
    Variant *v = test_load("variants/shogi.yaml");
    Game *g = test_start(v, NULL);
    Search *s = search_new(8);
    long long left[2] = {main_ms, main_ms};
    int periods[2] = {0, 0};
    time_use_manual(true);
    time_tick_per_reading(tick);
    int ply = 0;
    for (; ply < plies && game_result(g)->status == GAME_ONGOING; ply++) {
        int side = g->pos.side;
        SearchLimits lim;
        memset(&lim, 0, sizeof lim);
        byoyomi_limits(&lim, left[side], byoyomi_ms);
        uint64_t t0 = time_now_ms();
        SearchResult r = search_game(s, g, &lim, NULL, NULL);
        long long spent = (long long)(time_now_ms() - t0);
        if (spent >= left[side] + byoyomi_ms)
            fail_msg("ply %d: %lld ms spent with %lld + %lld left: lost on time", ply + 1, spent, left[side],
                     byoyomi_ms);
        if (left[side] == 0) { /* in byoyomi: most of the period is used */
            periods[side]++;
            if (spent < byoyomi_ms * 3 / 4)
                fail_msg("ply %d: only %lld ms of a %lld ms period used", ply + 1, spent, byoyomi_ms);
        }
        left[side] = spent > left[side] ? 0 : left[side] - spent;
        assert_true(r.has_move);
        assert_true(game_play(g, &r.best));
    }
    time_tick_per_reading(0);
    time_use_manual(false);
    print_message("%lld+%lld byoyomi: %d plies, %d and %d moves in byoyomi\n", main_ms, byoyomi_ms, ply,
                  periods[0], periods[1]);
    assert_int_equal(ply, plies);
    assert_true(periods[WHITE] >= 3); /* the main time was spent, and the periods then used */
    assert_true(periods[BLACK] >= 3);
    search_free(s);
    game_free(g);
    variant_free(v);
}

static void test_game_never_loses_on_time(void **state)
{
    (void)state;
    /* The search looks at the clock every 1024 nodes, so it may stop a few readings late:
     * a tick of 20 ms (51,000 nodes a second) is within a 1 s period's 200 ms margin. */
    if (getenv("CSM_PERFT_LIMIT")) /* sanitized builds: a shorter game */
        play_byoyomi_game(1000, 600, 20, 8);
    else
        play_byoyomi_game(6000, 1000, 20, 30);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_move_times),
        cmocka_unit_test(test_game_never_loses_on_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
