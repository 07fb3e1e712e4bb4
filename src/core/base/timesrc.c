/* timesrc.c — the real or the manual clock (see timesrc.h). */
#include "timesrc.h"

#include <stdatomic.h>
#include <time.h>

static atomic_bool manual;
static atomic_uint_least64_t manual_now;
static atomic_uint_least64_t tick; /* added at every reading of the manual clock */

static uint64_t real_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

uint64_t time_now_ms(void)
{
    if (!atomic_load(&manual))
        return real_ms();
    uint64_t step = atomic_load(&tick);
    return step ? atomic_fetch_add(&manual_now, step) + step : atomic_load(&manual_now);
}

void time_use_manual(bool on)
{
    if (on && !atomic_load(&manual))
        atomic_store(&manual_now, real_ms());
    atomic_store(&manual, on);
}

void time_advance(uint64_t ms) { atomic_fetch_add(&manual_now, ms); }

void time_tick_per_reading(uint64_t ms) { atomic_store(&tick, ms); }
