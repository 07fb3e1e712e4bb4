/* ui_stands.h — each side's pieces in hand on a wooden stand beside the board (`board:
 * hands: stands`, shogi's komadai): full-size pieces, each kind in a place of its own,
 * a count when more than one. The side at the bottom has its stand on the right, level
 * with its first rank; the side at the top on the left, level with its own. A press on
 * a piece of the side to move picks it to drop (click a square, or drag it there). */
#ifndef UI_STANDS_H
#define UI_STANDS_H

#include "variant.h"

#include <SDL.h>
#include <stdbool.h>

/* Does the board show the hands on stands? */
bool ui_stands_on(void);
/* The stand of `side` as drawn for pos (room for every kind its hands hold), wherever
 * the board is turned. */
SDL_Rect ui_stand_rect(const Position *pos, int side);
/* Where kind `kind` of side's hand is drawn: false when the hand holds none of it. */
bool ui_stand_piece_rect(const Position *pos, int side, int kind, SDL_Rect *r);
/* The kind of side's hand under (x, y), or -1. */
int ui_stand_kind_at(const Position *pos, int side, int x, int y);
/* Both stands; `picked`: the kind the side to move picked to drop (-1: none). */
void ui_stands_draw(const Position *pos, int picked);

#endif
