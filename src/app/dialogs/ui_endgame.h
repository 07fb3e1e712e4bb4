/* ui_endgame.h — when a game ends while it is played (a move, a resignation, a flag, an
 * agreed draw), a dialog says who won and why in words, with Rematch (the same players
 * and clock, colours swapped), New game, Save PGN and Close. Opening a finished game
 * says nothing: the result row of the move list shows it. */
#ifndef UI_ENDGAME_H
#define UI_ENDGAME_H

#include <stdbool.h>

/* Called every loop turn (ui_tick): opens the dialog once when the game has just ended. */
void ui_endgame_tick(void);
/* Tests: off, no dialog comes (UI test scripts start with it off, as with slides). */
void ui_endgame_enable(bool on);

#endif
