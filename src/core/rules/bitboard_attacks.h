/* bitboard_attacks.h — is a square attacked, answered from bitboards on boards of up to
 * 64 squares (Position.bitboards): each kind's leaps as the squares they come from, each
 * ride as the line it comes along, so a test reads a few masks instead of walking the
 * enemy's pieces or steps. Built from the attack tables' leaps and rides (variant.h);
 * the slides of shapes and the capture chains the tables cannot hold stay with
 * rules_attack.c. Room: rules. */
#ifndef CSM_BITBOARD_ATTACKS_H
#define CSM_BITBOARD_ATTACKS_H

#include "types.h"

#include <stdbool.h>
#include <stdint.h>

/* One leap or ride of the attack tables (AttackTables in variant.h). */
typedef struct AttackStep {
    int8_t dx, dy;          /* board step from the attacker toward its target (White's view) */
    uint64_t kinds;         /* bit k: kind k attacks along this step */
} AttackStep;

/* What separates an attacker from its target (dx, dy: target minus attacker, each -15..15)
 * as one index of the tables kept by it (AttackTables.by_delta, fast_reach). */
enum { ATTACK_DELTAS = 31 * 31 };
static inline int attack_delta(int dx, int dy) { return (dy + 15) * 31 + dx + 15; }

typedef struct BitboardAttacks {
    uint8_t files, ranks;          /* the board it was built for */
    uint8_t square_of[64];         /* the square of each bit (pos_bit's inverse) */
    uint64_t leap_kinds[2];        /* the kinds with a leap, by colour */
    uint64_t leap_from[2][64][64]; /* [colour][kind][bit]: where a leap of that kind onto bit comes from */
    uint64_t leap_any[2][64];      /* [colour][bit]: the same for every kind together (one test rules
                                    * out every leaper; else only the pieces standing there are asked) */
    uint64_t *ray[2];              /* [colour][ride * 64 + bit]: the squares a ride onto bit comes along */
    uint8_t *ray_high[2];          /* [colour][ride]: 1 when a ride comes from lower bits, so its
                                    * nearest square onto a bit is the line's highest (bitboard_nearest) */
} BitboardAttacks;

/* The tables for a board of files x ranks from each colour's leaps and rides (the attack
 * tables' leap, nleap, ride, nride), or NULL on a board of more than 64 squares or out of
 * memory. */
BitboardAttacks *bitboard_attacks_build(int files, int ranks, const AttackStep *const leap[2], const int nleap[2],
                                        const AttackStep *const ride[2], const int nride[2]);
void bitboard_attacks_free(BitboardAttacks *b);

#endif
