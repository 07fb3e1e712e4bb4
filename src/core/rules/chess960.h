/* chess960.h — Chess960 (Fischer random) start positions in the standard numbering.
 *
 * Position N (0..959) places the back rank from N as Scharnagl numbered them: the light
 * bishop, the dark bishop, the queen, the knights, then rook-king-rook in the three
 * squares left; 518 is the usual RNBQKBNR. Any variant whose setup has a chess-like back
 * rank (eight files: one king, one queen, two rooks, bishops and knights, White's mirrored
 * by Black's) can start from one: castling then follows the Chess960 rules (the king and
 * the rook end on the usual squares), which our castling already is. */
#ifndef CSM_CHESS960_H
#define CSM_CHESS960_H

#include <stdbool.h>
#include <stddef.h>

#include "variant.h"

/* The back rank of position `n` as FEN letters (lower case, file a first): "rnbqkbnr". */
bool chess960_back_rank(int n, char out[9]);

/* The number of a back rank ("rnbqkbnr" -> 518), or -1 when it is not a Chess960 one. */
int chess960_number(const char *rank);

/* `v`'s setup with both back ranks replaced by position `n`'s (castling rights for the
 * outermost rooks, as X-FEN writes them): false when the setup has no chess-like back
 * rank. */
bool chess960_setup(const Variant *v, int n, char *out, size_t size);

#endif
