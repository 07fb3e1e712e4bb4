/* ui_panel.h — the side panel: variant, whose turn / check / result, material and
 * captured pieces, the scrollable move list, and the command buttons. */
#ifndef UI_PANEL_H
#define UI_PANEL_H

#include <SDL.h>
#include <stdbool.h>

#include "ui.h"

void ui_panel_draw(void);
bool ui_panel_mouse_down(int x, int y);
/* Returns true when the hovered element changed. */
bool ui_panel_mouse_move(int x, int y);
bool ui_panel_wheel(int x, int y, int dy);

/* Where a command's button is (false when it has none). */
bool ui_panel_button_rect(Command c, SDL_Rect *r);
/* Where the move list shows ply `ply` (1 = the first move), if visible. */
bool ui_panel_move_rect(int ply, SDL_Rect *r);

#endif
