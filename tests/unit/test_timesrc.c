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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_manual_clock),
        cmocka_unit_test(test_search_reads_the_test_clock),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
