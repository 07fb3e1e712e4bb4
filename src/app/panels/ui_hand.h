/* ui_hand.h — a side's hand in the material card of the side panel (variants whose hands
 * are not on stands beside the board, and Seirawan's gating pieces): every kind it holds,
 * in its colour, with a count when more than one. The pieces are as big as half a board
 * square when they fit on one line; more kinds than that are drawn smaller, and past a
 * readable size they wrap onto more lines (the card grows): a kind is never left out. */
#ifndef UI_HAND_H
#define UI_HAND_H

#include "variant.h"

#include <SDL.h>

/* How a hand's pieces are laid out in `room` pixels of width. */
typedef struct HandFit {
    int icon;     /* a piece's width and height */
    int gap;      /* between two pieces, across and down */
    int per_line; /* pieces on a full line */
    int lines;
} HandFit;

/* The count shown for `kind` of side's hand: what it holds, 1 for a free drop's kind
 * (every droppable kind always at hand), 0 when not shown. */
int ui_hand_count(const Position *pos, int side, int kind);
HandFit ui_hand_fit(const Position *pos, int side, int room);
/* The height of a material card's row holding a hand laid out so. */
int ui_hand_row_h(HandFit fit);
/* Draws side's hand laid out as `fit` (from ui_hand_fit) in `area` (centred down it, from
 * its left), `picked` the kind the side to move picked to drop (-1: none); at[k] gets
 * where kind k went (w 0: not shown). */
void ui_hand_draw(const Position *pos, int side, HandFit fit, SDL_Rect area, int picked, SDL_Rect at[CSM_MAX_KINDS]);

#endif
