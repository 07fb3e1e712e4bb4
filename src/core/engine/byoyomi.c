#include "byoyomi.h"

long long byoyomi_margin_ms(long long byoyomi_ms)
{
    /* a pipe, a busy machine: a match on a loaded two-core machine saw an answer come
     * 135 ms after the planned time (tools/usi_match.py) */
    long long margin = byoyomi_ms / 5;
    if (margin < 100)
        margin = 100;
    if (margin > 1000)
        margin = 1000;
    return margin < byoyomi_ms ? margin : byoyomi_ms - 1;
}

void byoyomi_limits(SearchLimits *l, long long main_ms, long long byoyomi_ms)
{
    const long long most = 1000000000LL;
    if (main_ms < 0)
        main_ms = 0;
    if (byoyomi_ms > most)
        byoyomi_ms = most;
    /* a twentieth of the main time (it shrinks as it is spent, so the main time runs out
     * gently; the period is always there behind it, so it can go faster than on a clock
     * without one); a rest of less than three periods is not worth spreading: spent at
     * once. Then each move has its own period. */
    long long share = main_ms < 3 * byoyomi_ms ? main_ms : (main_ms > most ? most : main_ms) / 20;
    long long t = share + byoyomi_ms - byoyomi_margin_ms(byoyomi_ms);
    l->movetime_ms = (int)(t < 1 ? 1 : t > most ? most : t);
    l->time_left_ms = 0;
    l->increment_ms = 0;
    l->moves_to_go = 0;
}
