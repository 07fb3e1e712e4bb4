/* board_focus.c — the board's selection as the other views see it (see board_focus.h). */
#include "board_focus.h"

static BoardFocusHooks focus;

void board_focus_set_hooks(const BoardFocusHooks *hooks) { focus = *hooks; }

int board_focus_selected(void) { return focus.selected ? focus.selected() : -1; }
int board_focus_hovered(void) { return focus.hovered ? focus.hovered() : -1; }
int board_focus_selected_hand(void) { return focus.selected_hand ? focus.selected_hand() : -1; }
bool board_focus_select_hand(int kind) { return focus.select_hand && focus.select_hand(kind); }
int board_focus_check_squares(Square *out, int cap) { return focus.check_squares ? focus.check_squares(out, cap) : 0; }
