/* bitboard_attacks.c — the leap and ride masks of bitboard_attacks.h. */
#include "bitboard_attacks.h"

#include <stdlib.h>

/* The squares, as bits, from which step (dx, dy) repeated (or once) lands on (f, r). */
static uint64_t squares_behind(int files, int ranks, int f, int r, int dx, int dy, bool ride)
{
    uint64_t mask = 0;
    if (!dx && !dy)
        return 0;
    for (int x = f - dx, y = r - dy; x >= 0 && y >= 0 && x < files && y < ranks; x -= dx, y -= dy) {
        mask |= 1ULL << (y * files + x);
        if (!ride)
            break;
    }
    return mask;
}

BitboardAttacks *bitboard_attacks_build(int files, int ranks, const AttackStep *const leap[2], const int nleap[2],
                                        const AttackStep *const ride[2], const int nride[2])
{
    if (files * ranks > 64)
        return NULL;
    BitboardAttacks *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->files = (uint8_t)files;
    b->ranks = (uint8_t)ranks;
    for (int bit = 0; bit < files * ranks; bit++)
        b->square_of[bit] = sq_make(bit % files, bit / files);
    for (int c = 0; c < 2; c++) {
        b->ray[c] = calloc((size_t)(nride[c] ? nride[c] : 1) * 64, sizeof(uint64_t));
        b->ray_high[c] = calloc((size_t)(nride[c] ? nride[c] : 1), 1);
        if (!b->ray[c] || !b->ray_high[c]) {
            bitboard_attacks_free(b);
            return NULL;
        }
        for (int i = 0; i < nride[c]; i++)
            b->ray_high[c][i] = ride[c][i].dy * files + ride[c][i].dx > 0;
        for (int bit = 0; bit < files * ranks; bit++) {
            int f = bit % files, r = bit / files;
            for (int i = 0; i < nleap[c]; i++) {
                const AttackStep *s = &leap[c][i];
                uint64_t from = squares_behind(files, ranks, f, r, s->dx, s->dy, false);
                for (uint64_t ks = s->kinds; ks && from; ks &= ks - 1) {
                    b->leap_from[c][__builtin_ctzll(ks)][bit] |= from;
                    b->leap_kinds[c] |= ks & -ks;
                    b->leap_any[c][bit] |= from;
                }
            }
            for (int i = 0; i < nride[c]; i++) {
                const AttackStep *s = &ride[c][i];
                b->ray[c][i * 64 + bit] = squares_behind(files, ranks, f, r, s->dx, s->dy, true);
            }
        }
    }
    return b;
}

void bitboard_attacks_free(BitboardAttacks *b)
{
    if (!b)
        return;
    free(b->ray[0]);
    free(b->ray[1]);
    free(b->ray_high[0]);
    free(b->ray_high[1]);
    free(b);
}
