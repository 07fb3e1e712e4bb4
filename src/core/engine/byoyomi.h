/* byoyomi.h — the time one move may take under a shogi clock: main time, then a fixed
 * period (byoyomi) for every move once it is spent, as USI's `go btime .. wtime ..
 * byoyomi ..` gives it. A move is lost on time only when it takes longer than what is
 * left of the main time plus one period, so the plan spends a share of the main time
 * and most of the period on every move, and keeps a margin for the answer to reach
 * the GUI. */
#ifndef CSM_BYOYOMI_H
#define CSM_BYOYOMI_H

#include "search.h"

/* What is kept back from a period of `byoyomi_ms` for the answer to travel: a fifth,
 * at least 100 ms and at most a second (never the whole period). */
long long byoyomi_margin_ms(long long byoyomi_ms);

/* Sets the time limits of `l` for a move with `main_ms` of main time left and a period
 * of `byoyomi_ms` (> 0) per move: a fixed move time of a twentieth of the main time (all
 * of it once less than three periods are left) plus the period less its margin. */
void byoyomi_limits(SearchLimits *l, long long main_ms, long long byoyomi_ms);

#endif
