/* wide_attacks.c — the masks of wide_attacks.h. */
#include "wide_attacks.h"

#include <stdlib.h>

static WideSet wide_bit(int bit) { return (WideSet)1 << bit; }

/* The squares, as bits, from which step (dx, dy) repeated (or once) lands on (f, r). */
static WideSet squares_behind(int files, int ranks, int f, int r, int dx, int dy, bool ride)
{
    WideSet mask = 0;
    if (!dx && !dy)
        return 0;
    for (int x = f - dx, y = r - dy; x >= 0 && y >= 0 && x < files && y < ranks; x -= dx, y -= dy) {
        mask |= wide_bit(y * files + x);
        if (!ride)
            break;
    }
    return mask;
}

/* reach_from for one kind and colour from its fast_reach entries: every square of the
 * board at a separation the entries mark. */
static void fill_reach_from(WideSet *out, int files, int ranks, const uint8_t *reach)
{
    for (int bit = 0; bit < files * ranks; bit++)
        for (int from = 0; from < files * ranks; from++)
            if (reach[attack_delta(bit % files - from % files, bit / files - from / files)])
                out[bit] |= wide_bit(from);
}

static bool fill_steps(WideAttacks *w, int c, const AttackStep *leap, int nleap, const AttackStep *ride, int nride)
{
    int files = w->files, ranks = w->ranks;
    w->ray[c] = calloc((size_t)(nride ? nride : 1) * 128, sizeof(WideSet));
    if (!w->ray[c])
        return false;
    for (int bit = 0; bit < files * ranks; bit++) {
        int f = bit % files, r = bit / files;
        for (int i = 0; i < nleap; i++) {
            WideSet from = squares_behind(files, ranks, f, r, leap[i].dx, leap[i].dy, false);
            for (uint64_t ks = leap[i].kinds; ks && from; ks &= ks - 1) {
                int k = __builtin_ctzll(ks);
                if (k < w->nkinds) {
                    w->leap_from[(c * w->nkinds + k) * 128 + bit] |= from;
                    w->leap_any[c][bit] |= from;
                    w->leap_kinds[c] |= 1ULL << k;
                }
            }
        }
        for (int i = 0; i < nride; i++)
            w->ray[c][i * 128 + bit] = squares_behind(files, ranks, f, r, ride[i].dx, ride[i].dy, true);
    }
    return true;
}

WideAttacks *wide_attacks_build(int files, int ranks, int nkinds, const AttackStep *const leap[2],
                                const int nleap[2], const AttackStep *const ride[2], const int nride[2],
                                const uint8_t *fast_reach)
{
    if (files * ranks > 128 || nkinds < 1)
        return NULL;
    WideAttacks *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->files = (uint8_t)files;
    w->ranks = (uint8_t)ranks;
    w->nkinds = nkinds;
    for (int bit = 0; bit < files * ranks; bit++)
        w->square_of[bit] = sq_make(bit % files, bit / files);
    size_t entries = (size_t)2 * nkinds * 128;
    w->leap_from = calloc(entries, sizeof(WideSet));
    w->reach_from = fast_reach ? calloc(entries, sizeof(WideSet)) : NULL;
    bool ok = w->leap_from && (w->reach_from || !fast_reach);
    for (int c = 0; c < 2 && ok; c++)
        ok = fill_steps(w, c, leap[c], nleap[c], ride[c], nride[c]);
    for (int ck = 0; ck < 2 * nkinds && ok && fast_reach; ck++)
        fill_reach_from(&w->reach_from[ck * 128], files, ranks, fast_reach + (size_t)ck * ATTACK_DELTAS);
    if (!ok) {
        wide_attacks_free(w);
        return NULL;
    }
    return w;
}

void wide_attacks_free(WideAttacks *w)
{
    if (!w)
        return;
    free(w->leap_from);
    free(w->reach_from);
    free(w->ray[0]);
    free(w->ray[1]);
    free(w);
}
