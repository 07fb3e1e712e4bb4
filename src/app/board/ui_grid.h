/* ui_grid.h — a plain board of one colour with lines between its cells (`board: style:
 * grid`: shogi's wooden board, makruk's), star points where it divides in thirds, and
 * shogi's coordinates (`board: coordinates: shogi`): files numbered from the right above
 * the board, ranks 一, 二... from the top beside it, always outside the cells. */
#ifndef UI_GRID_H
#define UI_GRID_H

#include <SDL.h>
#include <stdbool.h>

/* Is the board drawn as a plain grid? */
bool ui_grid_board(void);
/* The wood, the lines and the star points over the board's rectangle. */
void ui_grid_draw_board(void);
/* Does the variant name its squares as shogi does? */
bool ui_grid_shogi_coordinates(void);
/* Shogi's coordinates around the board, seen from the side at the bottom. */
void ui_grid_draw_shogi_coordinates(void);
/* The names written over screen column `col` (0: the left) and beside screen row `row`
 * (0: the top), whichever way the board is turned: "9" ... "1" from the first player's
 * left, "一" ... "九" from the top (ranks past ten in digits). */
void ui_grid_column_name(int col, char *buf, size_t size);
void ui_grid_row_name(int row, char *buf, size_t size);

#endif
