/* timesrc.h — the one clock that timed things read: the game clocks, toasts, slides,
 * sounds, the engine's progress reports and its time limits. Milliseconds from a
 * monotonic clock; in tests, a manual clock that stands still until the test moves it,
 * so what a test checks never depends on how fast the machine is.
 * Room: base. Thread-safe (the search thread reads it). */
#ifndef CSM_TIMESRC_H
#define CSM_TIMESRC_H

#include <stdbool.h>
#include <stdint.h>

/* Milliseconds since an arbitrary start, never going back. */
uint64_t time_now_ms(void);

/* Tests: switch to the manual clock (it keeps the current reading and stands still),
 * or back to the real one. */
void time_use_manual(bool on);
/* Tests: the manual clock moves on by `ms`. */
void time_advance(uint64_t ms);
/* Tests: the manual clock also moves on by `ms` at every reading (0: only when told), so
 * time passes with the work done, as on a machine of a known, steady speed. */
void time_tick_per_reading(uint64_t ms);

#endif
