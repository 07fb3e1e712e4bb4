/* board_focus.h — what the player points at on the board, for the views beside it.
 *
 * The board view owns its selection (it drops it when the game changes); the piece card
 * and the panel's hands and check line read it, and a click on a piece in hand picks it,
 * through these hooks, which the window fills in with the board's functions at start-up
 * (ui_init). So no view includes another view's header to reach its state: they meet
 * here, in the state room, as the game and the engine meet through AppHooks. Before the
 * hooks are set every answer is "nothing". */
#ifndef APP_BOARD_FOCUS_H
#define APP_BOARD_FOCUS_H

#include <stdbool.h>

#include "types.h"

typedef struct BoardFocusHooks {
    int (*selected)(void);                     /* the selected square, -1: none */
    int (*hovered)(void);                      /* the square under the mouse, -1: none */
    int (*selected_hand)(void);                /* the kind picked from the hand, -1: none */
    bool (*select_hand)(int kind);             /* picks a kind from the hand: its drops show */
    int (*check_squares)(Square *out, int cap); /* the royal squares in check: how many */
} BoardFocusHooks;
void board_focus_set_hooks(const BoardFocusHooks *hooks);

int board_focus_selected(void);
int board_focus_hovered(void);
int board_focus_selected_hand(void);
/* False when the side to move has no drop of that kind (or nobody may move now). */
bool board_focus_select_hand(int kind);
int board_focus_check_squares(Square *out, int cap);

#endif
