/* chess960.h — Chess960 (Fischer random) start positions, on any width.
 *
 * An army is a back rank's letters (lower case, file a first) with two bishops (`b`), a
 * king (`k`) and two rooks (`r`): Chess960's "rnbqkbnr", Capablanca random chess's
 * "rnabqkbcnr". Its shuffles put one bishop on each colour and the king between the
 * rooks, the other pieces anywhere. Shuffle N places the light-squared bishop (N modulo
 * the light squares), then the dark-squared one, then the pieces that stand once (in the
 * army's order), then those that stand more often (each set of squares in lexicographic
 * order), and rook-king-rook in the three squares left: on 8 files this is Scharnagl's
 * numbering, 518 the usual RNBQKBNR. Castling then follows the Chess960 rules (the king
 * and the rook end on the usual squares), which our castling already is. */
#ifndef CSM_CHESS960_H
#define CSM_CHESS960_H

#include <stdbool.h>
#include <stddef.h>

#include "variant.h"

/* How many shuffles `army` has (960 for chess, 84000 for Capablanca's), or 0 when it is
 * no army we shuffle. */
long chess960_count_of(const char *army);

/* Shuffle `n` of `army` (0 .. count - 1) as lower-case letters, strlen(army) + 1 bytes. */
bool chess960_shuffle(const char *army, long n, char *out);

/* The number of `rank` (either case) among `army`'s shuffles, or -1 when it is none. */
long chess960_number_of(const char *army, const char *rank);

/* The chess army's: the back rank of position `n` ("rnbqkbnr"), and the number of one. */
bool chess960_back_rank(int n, char out[9]);
int chess960_number(const char *rank);

/* The shuffles of `v`'s setup: its army is White's first rank (Black's where White's is
 * none, as Horde's pawns), 0 when neither is one. */
long chess960_count(const Variant *v);

/* The number of White's first rank `rank` (lower case) among `v`'s shuffles, or -1. */
long chess960_number_in(const Variant *v, const char *rank);

/* `v`'s setup with both back ranks replaced by shuffle `n` (castling rights for the
 * outermost rooks, as X-FEN writes them): false when the setup has no army. */
bool chess960_setup(const Variant *v, long n, char *out, size_t size);

#endif
