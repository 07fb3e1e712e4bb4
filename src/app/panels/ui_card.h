/* ui_card.h — the piece card of a scripted piece: what its Chessembly program
 * activates on an empty board of the variant's size, from a central square.
 *
 * The panel shows the card for the selected piece or, with nothing selected, the piece
 * under the mouse (ui_card_square). The activations are found by running the piece's
 * own program (rules_piece_moves) on an empty board: squares it moves to are marked
 * "move"; to find captures and jumps, one enemy piece is put on each square in turn
 * and what then activates is marked "capture" (the captured square) or "jump" (where a
 * jump lands). The grid is drawn the way the board shows it (flipped or not), so every
 * mark sits where the piece would go as the player sees it. */
#ifndef UI_CARD_H
#define UI_CARD_H

#include <SDL.h>
#include <stdbool.h>

#include "types.h"

enum { CARD_MOVE = 1, CARD_CAPTURE = 2, CARD_JUMP = 4, CARD_SHIFT = 8 };

/* The square whose piece the panel describes: the selection, else a piece under the
 * mouse; -1 for none. */
int ui_card_square(void);
/* The scripted piece to describe now (a shape piece has the shape card instead). */
bool ui_card_active(void);
/* Draws the card in `card` (its grid on the right, name and legend on the left). */
void ui_card_draw(SDL_Rect card);
/* For tests: the marks of square s on the card's empty board (CARD_* bits), the
 * piece's square there, and where s is drawn inside `card`. */
int ui_card_mark(Square s);
int ui_card_origin(void); /* -1: no card */
bool ui_card_cell_rect(SDL_Rect card, Square s, SDL_Rect *r);

/* A card's head: the piece's icon, its name and its value, from (x, y), `text_w` wide
 * (the piece card and the shape card share it). */
void ui_card_header(int kind, Color owner, int x, int y, int text_w);

/* A piece's name as the card shows it: the variant's Korean name when the window speaks
 * Korean, else the built-in translation or the name itself. */
const char *ui_card_piece_name(int kind);

#endif
