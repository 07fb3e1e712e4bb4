/* score.h — material score as seed 002 counts it: each piece its `value` (Q 9, R 5,
 * B 3, N 2.5, P 1 in Standard Chess), except that pawns sharing a file with another
 * pawn of the same colour count 0.5 each. "Pawns" are the kinds named `pawn`. */
#ifndef CSM_SCORE_H
#define CSM_SCORE_H

#include "board.h"
#include "variant.h"

double score_material(const Variant *v, const Position *pos, Color side);

#endif
