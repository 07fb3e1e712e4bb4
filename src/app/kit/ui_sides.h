/* ui_sides.h — the mark that stands for a side wherever the window names one: a disc in
 * the side's colour (white/black, red/black for xiangqi, blue/red for janggi) or, for
 * shogi's sente and gote, the filled and hollow tile (☗ ☖) their players write.
 *
 * The look follows the variant's `sides:` names, so an author's own variant that calls
 * its sides Red and Black, or Sente and Gote, gets the same marks. */
#ifndef UI_SIDES_H
#define UI_SIDES_H

#include "variant.h"

typedef enum SideLook {
    SIDE_LOOK_WHITE,
    SIDE_LOOK_BLACK,
    SIDE_LOOK_RED,
    SIDE_LOOK_BLUE,
    SIDE_LOOK_FILLED_TILE, /* ☗ sente */
    SIDE_LOOK_HOLLOW_TILE, /* ☖ gote */
} SideLook;

/* How side `c` of `v` is marked (v NULL: chess's white and black). */
SideLook side_look(const Variant *v, int c);

/* Draws side c's mark centred on (cx, cy), `r` from the centre to its edge. */
void ui_side_mark(int cx, int cy, int r, const Variant *v, int c);

#endif
