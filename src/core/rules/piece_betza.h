/* piece_betza.h — a Betza string worked out from a piece's moves, for the GUIs that
 * draw and check pieces from Betza (xboard's `piece` command), when the piece was
 * written in Chessembly or as a shape and has none of its own.
 *
 * The piece's moves are read from a lone piece on the empty board (from the centre, and
 * from its second rank for a first move such as the pawn's double step), with one enemy
 * piece put on each square in turn for its captures; they are sorted into leaps and
 * rides by direction, moves and captures, and written as Betza parts. A candidate is kept
 * only when it gives exactly the piece's moves from every square of the board, for both
 * sides, on the empty board and on boards with pieces strewn about (piece_betza_matches).
 * A piece none of the candidates describes (a hopper, a piece kept in a region, one
 * whose moves hang on the game's state or on which pieces stand where) has no Betza.
 * A Betza `i` (a first move) is accepted when the piece makes it from its first two
 * ranks too (Chessembly's reading): our chess pawn, which GUIs read as an unmoved pawn.
 * Not reentrant (its move buffers are static): one thread at a time. Room: rules. */
#ifndef CSM_PIECE_BETZA_H
#define CSM_PIECE_BETZA_H

#include "variant.h"

#include <stdbool.h>
#include <stddef.h>

/* Writes into `out` a Betza string (Fairy-Stockfish's dialect) that moves as `kind` does;
 * false, with `why` (when not NULL) set to a short reason, when none is found. */
bool piece_betza_derive(const Variant *v, int kind, char *out, size_t size, const char **why);

/* Does `betza` (Fairy-Stockfish's dialect) give exactly the moves of `kind` (its script
 * or shape; castling, en passant and promotion aside) from every square of v's board? */
bool piece_betza_matches(const Variant *v, int kind, const char *betza);

#endif
