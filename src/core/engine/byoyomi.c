#include "byoyomi.h"

long long byoyomi_margin_ms(long long byoyomi_ms)
{
    long long margin = byoyomi_ms / 10;
    if (margin < 20)
        margin = 20;
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
    /* the main time spread over the moves still to come (it shrinks as it is spent, so
     * the main time runs out gently); then each move has its own period */
    long long t = (main_ms > most ? most : main_ms) / 30 + byoyomi_ms - byoyomi_margin_ms(byoyomi_ms);
    l->movetime_ms = (int)(t < 1 ? 1 : t > most ? most : t);
    l->time_left_ms = 0;
    l->increment_ms = 0;
    l->moves_to_go = 0;
}
