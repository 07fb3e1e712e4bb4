/* varstate.h — what a variant's own state shows the player, read from its conditions
 * and the position: checks given against the number that wins, the squares a victory
 * condition sends a piece to, and the game variables. No SDL, no drawing. */
#ifndef APP_VARSTATE_H
#define APP_VARSTATE_H

#include <stdbool.h>
#include <stdint.h>

#include "board.h"
#include "variant.h"

/* The checks `side` must give to win by a victory condition (`checks >= 3`), or 0
 * when no condition counts that side's checks as a goal. */
int varstate_check_target(const Variant *v, int side);

/* Marks in `bits` (CSM_SQUARES bits) every square a victory condition sends a piece
 * to: its zones (as either side sees them), ranks and files. False when there is none. */
bool varstate_goal_squares(const Variant *v, uint64_t bits[CSM_SQUARES / 64]);
static inline bool varstate_has(const uint64_t *bits, Square s) { return (bits[s >> 6] >> (s & 63)) & 1; }

/* "mode = 1 · turns = 3": the game variables by name and value (empty when the
 * variant has none). */
void varstate_vars_text(const Variant *v, const Position *pos, char *buf, size_t size);

/* The squares of the zones where pieces may choose to promote (shogi), for a tint. */
bool varstate_optional_promotion_squares(const Variant *v, uint64_t bits[CSM_SQUARES / 64]);

#endif
