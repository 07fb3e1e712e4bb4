/* movelabels.h — the moves as the window writes them: in the notation the settings
 * choose, or, left to each variant ("its own"), the one its family's players use
 * (shogi: Western/Hodges, xiangqi: WXF, janggi: the Korean Janggi Association's), chess
 * SAN for the rest (notations.h). The move list and the review read the game's moves
 * from here; the hint and the analysis lines write theirs with notation_write in the
 * notation movelabels_notation gives. */
#ifndef APP_MOVELABELS_H
#define APP_MOVELABELS_H

#include <stddef.h>

#include "game.h"
#include "notations.h"

enum { NOTATION_OWN = -1 }; /* app.notation_choice: each variant's own */

/* The notation moves of `v` are written in, for the choice `choice` (NOTATION_OWN or a
 * NotationId): the choice when it fits the variant, else the variant's own. */
NotationId movelabels_notation(const Variant *v, int choice);
/* The variant's own notation: its family's first (hodges, wxf, janggi), else SAN. */
NotationId movelabels_own(const Variant *v);

/* Move `ply` (0-based, < g->total) of `g` in notation `id`. SAN keeps its check mark and
 * coordinates are the record's own text (both kept by the game); the others are written
 * once and kept until the game, the notation or that move changes. */
const char *movelabels_ply(const Game *g, NotationId id, int ply);

#endif
