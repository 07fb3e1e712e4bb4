/* fen.h — positions as text.
 *
 * The six standard fields, with two extensions: a piece without a FEN letter is
 * written `[w:name]` / `[b:name]`, and optional fields after the sixth give game
 * variables (`vars=key:n,key:n`) and checks given (`checks=W,B`). Checks are read and
 * written as Fairy-Stockfish and python-chess write them (`3+3` after the en-passant
 * field: checks still to give) and read as lichess does (`+0+0` after the move number:
 * checks given). Missing trailing fields take their defaults (`w - - 0 1`; a bare board
 * with no field at all gets every castling right its pieces allow). The board size
 * follows the FEN; a game checks that it is its variant's (fen_fits_variant). */
#ifndef CSM_FEN_H
#define CSM_FEN_H

#include <stddef.h>

#include "board.h"
#include "diag.h"
#include "variant.h"

/* Parses `fen` into `pos`. When v->sym.auto_kinds is set, unknown `[w:name]` pieces
 * become new kinds of v (sharing the first kind's program). On error returns false
 * with a message naming the column in the FEN. */
bool fen_parse(Variant *v, const char *fen, Position *pos, const char *where, DiagSink *diags);

/* Does the board of `pos` (read from a FEN) have the variant's size? False with a message
 * (`bad FEN at column 1: the board is 8x7; this variant's is 8x8`) when not: a game is
 * never played on a board its variant does not have. */
bool fen_fits_variant(const Variant *v, const Position *pos, const char *where, DiagSink *diags);

/* The board size a FEN's placement describes (files = squares in the first rank,
 * ranks = fields), clamped to 8 when out of 4..16 so callers can still report the FEN's
 * own error. Used to size a script variant before the FEN is parsed for real. */
void fen_board_size(const char *fen, int *files, int *ranks);

/* Writes the FEN of `pos` (FEN_STYLE_CHESSEMBLY); `vars=` only when they are not all zero. */
void fen_write(const Variant *v, const Position *pos, char *buf, size_t size);

/* The check counters as each program writes them (all read any of the three):
 * Fairy-Stockfish's and python-chess's `W+B` (still to give) after the en-passant field,
 * which ours writes too; lichess's `+W+B` (given) after the move number. Where the
 * variant's victory names no number of checks for each side (so none "remain"), ours
 * writes `checks=W,B` (given) at the end and Fairy-Stockfish's lichess's form. */
typedef enum FenStyle { FEN_STYLE_CHESSEMBLY, FEN_STYLE_FSF, FEN_STYLE_LICHESS, FEN_STYLE_SHREDDER } FenStyle;
/* FEN_STYLE_SHREDDER: ours, with castling rights as the partners' files (HAha), as
 * Shredder-FEN writes Chess960 positions. */
void fen_write_style(const Variant *v, const Position *pos, FenStyle style, char *buf, size_t size);

#endif
