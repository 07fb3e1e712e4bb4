/* ui_variations.h — the move list's variations and comments (issue 25): under the row of
 * a move, the comments on it and the other moves tried instead of it, written as lichess
 * writes them, "(2. Nc3 Nf6 {Vienna} 3. f4)", in a smaller, lighter type, wrapped to the
 * list's width. Every move in them can be clicked; the one the board shows is lit.
 * Room: app/study (reads app.study; draws with ren). */
#ifndef APP_UI_VARIATIONS_H
#define APP_UI_VARIATIONS_H

#include <SDL.h>

#include "study.h"

/* The block's height under main-line row `row` of a list `width` pixels wide (0: none). */
int ui_variations_height(int row, int width);
/* Draws the block of row `row` with its top-left corner at (x, y). */
void ui_variations_draw(int row, int x, int y, int width);
/* The move under (px, py) in the block drawn at (x, y), or NULL. */
StudyNode *ui_variations_hit(int row, int x, int y, int width, int px, int py);
/* The block's text as drawn, for tests ("" when none). */
void ui_variations_text(int row, char *buf, size_t size);

#endif
