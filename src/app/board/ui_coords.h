/* ui_coords.h — the names of the files and ranks around the board, as the variant's players
 * read them (board_labels.h: chess, shogi, xiangqi, janggi), always in the margin outside
 * the board where no piece can cover them: file names under the board (chess, janggi),
 * over it (shogi) or along both edges (xiangqi: each side's own numbers on its own edge),
 * rank names down its right-hand side, whichever way the board is turned. */
#ifndef UI_COORDS_H
#define UI_COORDS_H

#include <SDL.h>

#include "ren.h"

enum { UI_COORDS_MAX = 3 * 16 }; /* two edges of files and one of ranks, at most 16 each */

/* Which margin a label is in. */
typedef enum CoordEdge { COORD_TOP, COORD_BOTTOM, COORD_RIGHT } CoordEdge;

typedef struct CoordLabel {
    char text[16];
    CoordEdge edge;
    SDL_Rect rect; /* where its glyphs are drawn, in output pixels */
    int px;        /* the font size */
} CoordLabel;

/* The labels as the board shows them now, in screen order along each edge (left to right,
 * top to bottom); returns how many. */
int ui_coords_labels(CoordLabel *out, int max);
/* How far right of the board the rank names reach (0 without them): what stands beside
 * the board keeps clear of. */
int ui_coords_right_room(void);
/* Draws them. */
void ui_coords_draw(void);
/* The ink of the labels (on the window's background). */
RenColor ui_coords_ink(void);

#endif
