/* uci_move.h — moves in UCI coordinates, for `chessembly-cli uci`.
 *
 * A move is `<from><to>` with squares as in notation.h (`a10` for rank 10), plus the
 * FEN letter of the piece it becomes (`e7e8q`), or `=name` for a piece without a
 * letter (`e7e8=wizard`), `+` for a promoted form without a letter (`g6g7+`), `-` for a
 * promoted form turning back into its base (`g6g7-`), `+P@e4` for a piece dropped
 * already promoted. Castling is the king's move (`e1g1`); the Chess960 form
 * "king takes its own rook" (`e1h1`) is read too. */
#ifndef CSM_UCI_MOVE_H
#define CSM_UCI_MOVE_H

#include "variant.h"

#include <stddef.h>

/* Writes the move's UCI text (at most 7 + CSM_NAME_MAX characters) in position `pos`
 * (where it is played: a promoted form turning back into its base is written `g6g7-`;
 * NULL: told by the variant alone). */
void uci_move_text(const Variant *v, const Position *pos, const Move *m, char *buf, size_t size);
/* The same; with `chess960` (UCI_Chess960), castling as the king taking its rook (`e1h1`). */
void uci_move_write(const Variant *v, const Position *pos, const Move *m, bool chess960, char *buf, size_t size);

/* Finds `text` among `moves` (the legal moves of a position). Returns the index, -1
 * when no move matches, -2 when the text needs a choice it does not make (a
 * promotion without its letter). */
int uci_move_find(const Variant *v, const Move *moves, int n, const char *text);
/* The same; with `chess960` (UCI_Chess960), castling is read only as king takes rook. */
int uci_move_find_in(const Variant *v, const Move *moves, int n, const char *text, bool chess960);

#endif
