/* sfen.h — shogi positions as USI's SFEN: `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`.
 *
 * Four fields: the board from the top rank (Gote's side) down, each rank from file 9 to
 * file 1 (our FEN's placement: Sente, our White, is at the bottom), promoted pieces `+P`;
 * the side to move, `b` for Sente (who moves first, "black" in shogi's words) and `w` for
 * Gote; the pieces in hand, `-` or counts before letters (`2P3pS`), Sente's upper case;
 * and the number of the next move, counting both sides' (1 at the start). A leading `sfen `
 * (as USI sends it) is allowed. */
#ifndef CSM_SFEN_H
#define CSM_SFEN_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "diag.h"
#include "variant.h"

/* Does `text` have SFEN's shape (four fields, the second `b` or `w`, the last a number)?
 * For commands that take a FEN or an SFEN. */
bool sfen_looks_like(const char *text);

/* The SFEN as our FEN (`board[hand] w - - 0 N`), for fen_parse (`v` knows the hand's
 * letters; the board is fen_parse's to check). False with a message at the SFEN's column (`where`:1:column) in `diags` when it is not one. */
bool sfen_to_fen(const Variant *v, const char *sfen, char *fen, size_t size, const char *where, DiagSink *diags);

/* Is the SFEN's move number of the other parity than its side to move (Gote to move at an
 * odd number, as at a handicap's start)? A position read from it then wants
 * sfen_ply_shift = 1 (game_shift_sfen_plies) for sfen_write to count on from that number. */
bool sfen_parity_shifted(const char *sfen);

/* The position as SFEN (its move number one less when pos->sfen_ply_shift). */
void sfen_write(const Variant *v, const Position *pos, char *buf, size_t size);

#endif
