/* move_repetition.c — janggi's rule against shuttling one piece (see move_repetition.h).
 *
 * The moves are read backwards from the last one by the mover's own plies: M(0) the last
 * move, M(2) the mover's move before it, and so on; of the positions in between only
 * whether the mover stood in check before its moves is read. */
#include "move_repetition.h"

/* May a piece of `kind`, played by `side`, stand where the opponent's royal piece may? */
static bool reaches_royal_region(const Variant *v, int kind, Color side)
{
    const PieceKind *mover = &v->kinds[kind];
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *royal = &v->kinds[k];
        if (!royal->royal)
            continue;
        if (mover->region < 0 || royal->region < 0)
            return true; /* one of them may go anywhere */
        for (int r = 0; r < v->ranks; r++)
            for (int f = 0; f < v->files; f++) {
                Square s = sq_make(f, r);
                if (zone_has_side(&v->zones[mover->region], side, s) &&
                    zone_has_side(&v->zones[royal->region], color_flip(side), s))
                    return true;
            }
    }
    return false;
}

/* Is `a` the move `b` made back (a plain move from b's square to b's)? */
static bool is_reverse(const ChaseRecord *a, const ChaseRecord *b)
{
    return a->plain && b->plain && a->from == b->to && a->to == b->from;
}

bool move_repetition_lost(const Variant *v, Color mover, const ChaseRecord *rec, const uint8_t *checked, int n,
                          int window)
{
    int end = window < n ? window : n; /* plies back that may count */
    if (!v->rules.move_repetition || !rec || !checked || end < 4)
        return false;
#define M(j) (&rec[n - (j)])                      /* the move j plies back */
#define CHECKED_BEFORE(j) (checked[n - (j) - 1]) /* the mover stood in check before it */
    const ChaseRecord *last = M(0);
    if (!last->plain || CHECKED_BEFORE(0) || CHECKED_BEFORE(2))
        return false;
    /* run: how far the shuttle is seen to go back: 2 when M(2) was the last move made
     * back, 1 when it was a pass (then M(4) must be the last move made back) */
    int run = is_reverse(M(2), last) ? 2 : M(2)->pass ? 1 : 0;
    if (!run || !reaches_royal_region(v, last->kind, mover))
        return false;
    for (int i = 4; i <= end; i += 2) {
        if (i + 1 <= end && CHECKED_BEFORE(i))
            return false;
        if (run == 4) /* the piece came to the shuttle's square without taking */
            return !M(i)->capture && M(i)->to == M(i - 2)->from;
        if (!is_reverse(M(i), run == 1 ? last : M(i - 2)))
            return false;
        run++;
    }
    return false;
#undef M
#undef CHECKED_BEFORE
}
