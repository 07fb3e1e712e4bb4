/* ui_grid.h — a plain board of one colour with lines between its cells (`board: style:
 * grid`: shogi's wooden board, makruk's), star points where it divides in thirds. */
#ifndef UI_GRID_H
#define UI_GRID_H

#include <SDL.h>
#include <stdbool.h>

/* Is the board drawn as a plain grid? */
bool ui_grid_board(void);
/* The wood, the lines and the star points over the board's rectangle. */
void ui_grid_draw_board(void);

#endif
