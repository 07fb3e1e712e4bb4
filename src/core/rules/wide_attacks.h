/* wide_attacks.h — is a square attacked, answered from 128-bit masks on boards of up to
 * 128 squares (janggi's and xiangqi's 90, and the smaller boards whose pieces bitboard_attacks.h
 * cannot serve): each kind's leaps as the squares they come from, each ride as the line it
 * comes along, and for the kinds with guarded leaps and hops (the horse's and elephant's
 * blocked leaps, the cannon's screen, the palace diagonals) the squares from which one of
 * them may reach a square, so the test asks only the pieces standing there. Unlike
 * bitboard_attacks.h it also serves kinds held to a region: the caller asks may_stand of
 * the piece it finds. Built from the attack tables (variant.h). Room: rules. */
#ifndef CSM_WIDE_ATTACKS_H
#define CSM_WIDE_ATTACKS_H

#include "board.h"
#include "bitboard_attacks.h"

#include <stdbool.h>
#include <stdint.h>

/* A set of up to 128 squares, bit pos_bit(s) (GCC's and Clang's 128-bit integer). */
__extension__ typedef unsigned __int128 WideSet;

typedef struct WideAttacks {
    uint8_t files, ranks;   /* the board it was built for */
    int nkinds;
    uint8_t square_of[128]; /* the square of each bit (pos_bit's inverse) */
    uint64_t leap_kinds[2]; /* the kinds with a leap, by colour */
    WideSet *leap_from;     /* [(colour * nkinds + kind) * 128 + bit]: where a leap of that kind onto bit comes from */
    WideSet leap_any[2][128]; /* [colour][bit]: the same for every kind together (one test rules out
                               * every leaper; else only the pieces standing there are asked) */
    WideSet *reach_from;    /* [(colour * nkinds + kind) * 128 + bit]: where a guarded leap or hop of
                             * that kind may capture on bit from (AttackTables.fast_reach as squares) */
    WideSet *ray[2];        /* [colour][ride * 128 + bit]: the squares a ride onto bit comes along */
} WideAttacks;

/* Each colour's squares as one set: the position's occupancy (pos->bitboards or pos->wide). */
static inline WideSet wide_occupied(const Position *pos, Color c)
{
    return ((WideSet)pos->occupied_hi[c] << 64) | pos->occupied[c];
}

static inline int wide_lowest(WideSet s)
{
    uint64_t lo = (uint64_t)s;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(s >> 64));
}

static inline int wide_highest(WideSet s)
{
    uint64_t hi = (uint64_t)(s >> 64);
    return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll((uint64_t)s);
}

/* The tables for a board of files x ranks (at most 128 squares, else NULL; NULL too when
 * out of memory) from each colour's leaps and rides and, per kind and colour, the
 * fast_reach entries (by attack_delta; NULL: no reach_from). */
WideAttacks *wide_attacks_build(int files, int ranks, int nkinds, const AttackStep *const leap[2],
                                const int nleap[2], const AttackStep *const ride[2], const int nride[2],
                                const uint8_t *fast_reach);
void wide_attacks_free(WideAttacks *w);

#endif
