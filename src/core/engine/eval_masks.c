/* eval_masks.c — the masks of eval_masks.h. */
#include "eval_masks.h"

#include <stdlib.h>

EvalMasks *eval_masks_new(int files, int ranks)
{
    if (files * ranks > 64)
        return NULL;
    EvalMasks *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->files = files;
    m->ranks = ranks;
    return m;
}

void eval_masks_free(EvalMasks *m) { free(m); }

void eval_masks_add_leap(EvalMasks *m, int c, int kind, int dx, int dy)
{
    if (!dx && !dy)
        return;
    for (int bit = 0; bit < m->files * m->ranks; bit++) {
        int f = bit % m->files + dx, r = bit / m->files + dy;
        if (f >= 0 && r >= 0 && f < m->files && r < m->ranks)
            m->leap[c][kind][bit] |= 1ULL << (r * m->files + f);
    }
}

bool eval_masks_add_ride(EvalMasks *m, int dx, int dy, int *ride)
{
    for (int i = 0; i < m->nride; i++)
        if (m->ride_step[i][0] == dx && m->ride_step[i][1] == dy) {
            *ride = i;
            return true;
        }
    if (m->nride == MASK_MAX_RIDES)
        return false;
    int i = m->nride++;
    m->ride_step[i][0] = (int8_t)dx;
    m->ride_step[i][1] = (int8_t)dy;
    m->rising[i] = dy * m->files + dx > 0;
    for (int bit = 0; bit < m->files * m->ranks && (dx || dy); bit++)
        for (int f = bit % m->files + dx, r = bit / m->files + dy; f >= 0 && r >= 0 && f < m->files && r < m->ranks;
             f += dx, r += dy)
            m->line[i][bit] |= 1ULL << (r * m->files + f);
    *ride = i;
    return true;
}

bool eval_masks_apart(const int8_t (*leap)[2], int nleap, const int8_t (*ride)[2], int nride)
{
    for (int i = 0; i < nride; i++) {
        int dx = ride[i][0], dy = ride[i][1];
        for (int j = 0; j < nride; j++) /* another ride the same way: (1,0) and (2,0) */
            if (j != i && dx * ride[j][1] == dy * ride[j][0] && dx * ride[j][0] + dy * ride[j][1] > 0)
                return false;
        for (int j = 0; j < nleap; j++) /* a leap onto the ride's line: a whole number of its steps */
            if (dx * leap[j][1] == dy * leap[j][0] && dx * leap[j][0] + dy * leap[j][1] > 0 &&
                (dx ? leap[j][0] % dx == 0 : leap[j][1] % dy == 0))
                return false;
    }
    return true;
}

uint64_t eval_masks_bits(const Position *pos, const uint64_t *squares)
{
    uint64_t bits = 0;
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t b = squares[w]; b; b &= b - 1)
            bits |= 1ULL << pos_bit(pos, (Square)(w * 64 + __builtin_ctzll(b)));
    return bits;
}
