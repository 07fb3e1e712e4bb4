/* ride_sets.h — the squares a set of rides reaches from a square, on boards of up to 128
 * squares (Position.bitboards, Position.wide), read from one table entry instead of walked
 * ray by ray.
 *
 * Ray by ray, each ride costs a mask, a bit scan for its nearest piece and a second mask
 * to cut what lies beyond (bitboard_nearest, eval_masks_ride_squares). A rook's four rides
 * or a bishop's four are one set here: the occupied squares that can stop one of its
 * rides (each ray but its last square, which stops nothing beyond the edge) are mapped by
 * a multiply and a shift to an index, and the entry there is every ride's squares up to
 * and with the first occupied one (the "magic" index of bitboard chess engines, the
 * multipliers found by trial when the variant is loaded, for any board shape and any
 * rides). The answer is exactly the walk's. Room: rules. */
#ifndef CSM_RIDE_SETS_H
#define CSM_RIDE_SETS_H

#include "bitboard_attacks.h"
#include "wide_attacks.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { RIDE_SET_MAX_DIRS = 16, RIDE_SET_MAX_BITS = 9 };

typedef struct RideSquare {
    uint64_t mask;   /* the squares that can stop a ride from here (rays but their last square) */
    uint64_t magic;  /* the multiplier mapping mask's subsets to distinct entries (or to one reach) */
    uint32_t offset; /* the square's first entry in RideSet.reach */
    uint8_t shift;   /* 64 - the index's bits */
    /* boards of 65 to 128 squares: the mask's and the multiplier's part for bits 64..127,
     * the index the two products' sum (0 on smaller boards) */
    uint64_t mask_hi, magic_hi;
} RideSquare;

typedef struct RideSet {
    int files, ranks;
    int ndirs;
    int8_t dir[RIDE_SET_MAX_DIRS][2]; /* (dx, dy) of each ride, one square of it */
    bool wide;                        /* more than 64 squares: the entries are wide_reach's */
    RideSquare sq[128];               /* by bit (rank by rank, as pos_bit) */
    uint64_t *reach;                  /* boards of up to 64 squares */
    WideSet *wide_reach;              /* boards of 65 to 128 squares */
} RideSet;

/* The most stopping squares a set of these rides has on any one square of a files x
 * ranks board: the index's bits its table needs there (rides_fit decides with it). */
int ride_set_bits(int files, int ranks, const int8_t (*dir)[2], int ndirs);

/* The table for the rides `dir` (ndirs of them, each (dx, dy) one step) on a files x ranks
 * board, or NULL on more than 128 squares, more than RIDE_SET_MAX_DIRS rides, more than
 * RIDE_SET_MAX_BITS stopping squares on a square, or out of memory. Deterministic. */
RideSet *ride_set_build(int files, int ranks, const int8_t (*dir)[2], int ndirs);
void ride_set_free(RideSet *s);

/* The squares the set's rides reach from `bit` with `occupied` standing: each ride's
 * squares up to and with the first occupied one. */
static inline uint64_t ride_set_reach(const RideSet *s, int bit, uint64_t occupied)
{
    const RideSquare *q = &s->sq[bit];
    return s->reach[q->offset + (((occupied & q->mask) * q->magic) >> q->shift)];
}

/* ride_set_reach on a board of 65 to 128 squares (RideSet.wide). */
static inline WideSet ride_set_reach_wide(const RideSet *s, int bit, WideSet occupied)
{
    const RideSquare *q = &s->sq[bit];
    uint64_t lo = (uint64_t)occupied & q->mask, hi = (uint64_t)(occupied >> 64) & q->mask_hi;
    return s->wide_reach[q->offset + ((lo * q->magic + hi * q->magic_hi) >> q->shift)];
}

/* The same walked square by square (the tables' reference, and the tests'). */
uint64_t ride_set_walk(int files, int ranks, const int8_t (*dir)[2], int ndirs, int bit, uint64_t occupied);
WideSet ride_set_walk_wide(int files, int ranks, const int8_t (*dir)[2], int ndirs, int bit, WideSet occupied);

/* A variant's ride tables (AttackTables.rides): each colour's rides in sets, built once
 * when it is loaded and shared where two uses need the same rides. */
enum { RIDE_TABLES_MAX_SETS = 32, RIDE_GROUPS_MAX = 32, RIDE_KIND_GROUPS = 4 };

typedef struct RideGroup {
    const RideSet *set;
    uint64_t kinds; /* the kinds that ride so (every ride of the set the same kinds) */
} RideGroup;

typedef struct RideTables {
    int nsets;
    RideSet *set[RIDE_TABLES_MAX_SETS]; /* owned; no two with the same rides */
    size_t bytes;                       /* their tables' room */
    /* The attack test: [colour] the rides onto a square, turned round (from the target
     * outward, where the attacker stands), in groups of one kinds mask; attack_ok[c]
     * when every ride of c is in one. */
    bool attack_ok[2];
    int nattack[2];
    RideGroup attack[2][RIDE_GROUPS_MAX];
    /* Each kind's own rides (from the piece outward) as sets: kind_ok bit k of colour c
     * when its rides are all in kind[c][k][0 .. nkind[c][k]). */
    uint64_t kind_ok[2];
    uint8_t nkind[2][CSM_MAX_KINDS];
    const RideSet *kind[2][CSM_MAX_KINDS][RIDE_KIND_GROUPS];
} RideTables;

/* The tables for each colour's rides (the attack tables' ride, nride) on a files x ranks
 * board, or NULL on more than 128 squares, without rides, or out of memory. A use whose
 * rides do not fit (a ride too long for one table, too many sets) is left out (its ok
 * flag false: the caller walks). */
RideTables *ride_tables_build(int files, int ranks, int nkinds, const AttackStep *const ride[2], const int nride[2]);
void ride_tables_free(RideTables *t);

#endif
