/* game_notation.h — a game's moves in any notation (notations.h), for text outputs and
 * for records written in a family's notation (PGN with WXF movetext, KIF, CSA). */
#ifndef CSM_GAME_NOTATION_H
#define CSM_GAME_NOTATION_H

#include "game.h"
#include "notations.h"

typedef char NotationText[NOTATION_TEXT_MAX];

/* The played moves g->moves[0..g->length) in notation `id` (malloc'd, one text a move;
 * NULL when out of memory or when the game has no moves). SAN keeps its `+`/`#` as
 * game_move_san writes it. */
NotationText *game_notation_texts(const Game *g, NotationId id);

/* The moves numbered as PGN numbers them (`1. P-7f P-3d 2. ...`; `1... ` when Black
 * starts), on one line (malloc'd; "" for no moves; NULL when out of memory). */
char *game_notation_movetext(const Game *g, NotationId id);

#endif
