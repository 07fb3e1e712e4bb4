/* eval_masks.h — a piece's attacked squares counted with masks on boards of up to 64
 * squares (Position.bitboards), for the evaluation's mobility and king-zone terms.
 *
 * The mobility walk steps square by square: every leap tests the edge and the square,
 * every ride each square until something stands there. On a small board the same counts
 * come from a few masks: a kind's leaps from a square are one mask, a ride's line from a
 * square is one mask cut at the first occupied square (the lowest or highest bit of the
 * line's occupied squares: bits run rank by rank, so along any one step they only grow
 * or only shrink). The counts are exactly the walk's: a ride counts its own squares even
 * where two rides of the piece cross, as the walk does. Room: engine. */
#ifndef CSM_EVAL_MASKS_H
#define CSM_EVAL_MASKS_H

#include "board.h"
#include "ride_sets.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct EvalMasks EvalMasks;

enum { MASK_MAX_RIDES = 64 };

struct EvalMasks { /* in the header so that the count below inlines into the evaluation */
    int files, ranks;
    uint64_t leap[2][CSM_MAX_KINDS][64]; /* [colour][kind][bit]: where its leaps land */
    int nride;
    int8_t ride_step[MASK_MAX_RIDES][2];
    bool rising[MASK_MAX_RIDES];         /* the line's bits grow: its first square is the lowest */
    uint64_t line[MASK_MAX_RIDES][64];   /* [ride][bit]: the squares along the ride from bit, bit itself not */
};

/* The build targets x86-64 without the popcnt instruction (every x86-64 since about 2008
 * has it, but the package must run on all). A function marked EVAL_POPCNT_CLONES is built
 * twice, with and without popcnt, and the loader picks one by the CPU (GCC's and clang's
 * target_clones, an ELF ifunc): there eval_masks_bit_count is one instruction. Elsewhere,
 * or where the target has no such clones, it is the compiler's own count (the halving
 * sums, or a libgcc call). */
#if defined(__x86_64__) && defined(__ELF__) && !defined(__POPCNT__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define EVAL_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#endif
#endif
#ifndef EVAL_POPCNT_CLONES
#define EVAL_POPCNT_CLONES
#endif

/* A function kept out of line so that its caller's loop keeps its registers. Clang refuses
 * noinline beside target_clones; there a clone set is called through its resolver and is
 * never inlined anyway. */
#if defined(__clang__)
#define EVAL_OUT_OF_LINE
#else
#define EVAL_OUT_OF_LINE __attribute__((noinline))
#endif

static inline int eval_masks_bit_count(uint64_t x) { return __builtin_popcountll(x); }

/* Empty tables for a files x ranks board, or NULL when it has more than 64 squares or
 * memory runs out. Steps are added with eval_masks_add_*; they are directions (dx, dy)
 * in White's view as the attacker moves. */
EvalMasks *eval_masks_new(int files, int ranks);
void eval_masks_free(EvalMasks *m);

/* Adds a leap of kind `kind`, colour `c` to its leap mask. */
void eval_masks_add_leap(EvalMasks *m, int c, int kind, int dx, int dy);
/* The ride line of (dx, dy) as ride number `ride` (kept by the caller); false when the
 * table is full (then the caller keeps walking). */
bool eval_masks_add_ride(EvalMasks *m, int dx, int dy, int *ride);

/* Can no two of these leaps and rides reach the same square (no ride the same way as
 * another, no leap a whole number of a ride's steps)? */
bool eval_masks_apart(const int8_t (*leap)[2], int nleap, const int8_t (*ride)[2], int nride);

/* A ride's squares from `bit`: its line up to and with the first occupied square. */
static inline uint64_t eval_masks_ride_squares(const EvalMasks *m, int i, int bit, uint64_t occupied)
{
    uint64_t line = m->line[i][bit], stops = line & occupied;
    if (stops) /* cut what lies beyond the first occupied square */
        line &= ~m->line[i][m->rising[i] ? __builtin_ctzll(stops) : 63 - __builtin_clzll(stops)];
    return line;
}

/* The squares a piece of colour `c`, kind `kind` on bit `bit` attacks, with `nride` rides
 * (numbers from eval_masks_add_ride): how many its own side does not hold (*n) and how
 * many lie in `zone` (*near), both added to. `apart` (eval_masks_apart) lets the squares
 * be gathered into one set and counted once. */
static inline void eval_masks_count(const EvalMasks *m, const Position *pos, int c, int kind, int bit,
                                    const int *rides, int nride, bool apart, uint64_t zone, int *n, int *near)
{
    uint64_t own = pos->occupied[c], occupied = own | pos->occupied[c ^ 1];
    uint64_t all = m->leap[c][kind][bit];
    if (apart) { /* no square is reached twice: one set, counted once */
        for (int j = 0; j < nride; j++)
            all |= eval_masks_ride_squares(m, rides[j], bit, occupied);
        *n += eval_masks_bit_count(all & ~own);
        if (all & zone)
            *near += eval_masks_bit_count(all & zone);
        return;
    }
    for (int j = -1; j < nride; j++) {
        uint64_t squares = j < 0 ? all : eval_masks_ride_squares(m, rides[j], bit, occupied);
        *n += eval_masks_bit_count(squares & ~own);
        if (squares & zone)
            *near += eval_masks_bit_count(squares & zone);
    }
}

/* `squares` (a Position square set, CSM_SQUARES / 64 words) as bits pos_bit. */
uint64_t eval_masks_bits(const Position *pos, const uint64_t *squares);

#endif
