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

#include <stdbool.h>
#include <stdint.h>

typedef struct EvalMasks EvalMasks;

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

/* The squares a piece of colour `c`, kind `kind` on bit `bit` attacks, with `nride` rides
 * (numbers from eval_masks_add_ride): how many its own side does not hold (*n) and how
 * many lie in `zone` (*near), both added to. `apart` (eval_masks_apart) lets the squares
 * be gathered into one set and counted once. */
void eval_masks_count(const EvalMasks *m, const Position *pos, int c, int kind, int bit, const int *rides, int nride,
                      bool apart, uint64_t zone, int *n, int *near);

/* Can no two of these leaps and rides reach the same square (no ride the same way as
 * another, no leap a whole number of a ride's steps)? */
bool eval_masks_apart(const int8_t (*leap)[2], int nleap, const int8_t (*ride)[2], int nride);

/* `squares` (a Position square set, CSM_SQUARES / 64 words) as bits pos_bit. */
uint64_t eval_masks_bits(const Position *pos, const uint64_t *squares);

#endif
