/* ui_lines.h — boards drawn as lines with the pieces on the intersections (xiangqi,
 * janggi). */
#ifndef UI_LINES_H
#define UI_LINES_H

#include "ren.h"
#include "variant.h"

#include <SDL.h>
#include <stdbool.h>

/* Is the board drawn as lines (`board: style: intersections`)? */
bool ui_lines_board(void);
/* Where the board puts a square (ui_board_square_rect). */
typedef bool (*SquareRectFn)(Square s, SDL_Rect *out);
/* The wood, the lines, the river and the palace diagonals, over the board's rectangle. */
void ui_lines_draw_board(SquareRectFn square_rect);
/* A highlight (last move, selection, hint) on the intersection of the square `sr`. */
void ui_lines_mark(SDL_Rect sr, RenColor c);
/* A ring around the intersection of `sr` (the selected piece). */
void ui_lines_ring(SDL_Rect sr, int thickness, RenColor c);

#endif
