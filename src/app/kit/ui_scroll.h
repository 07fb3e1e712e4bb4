/* ui_scroll.h — a list taller than its box: how far it is scrolled (kept between the
 * top and the last row), a turn of the mouse wheel, and the thin bar at its right that
 * shows where it stands. The Open and variant lists (ui_dialog) and the save dialog's
 * folders (ui_savedlg) scroll with these. */
#ifndef UI_SCROLL_H
#define UI_SCROLL_H

#include <SDL.h>

/* `px` scrolled past the top, kept within 0 .. content_h - view_h. */
int ui_scroll_clamp(int px, int content_h, int view_h);
/* `px` after `wheel` notches of the wheel (SDL's sign: positive is up), clamped. */
int ui_scroll_wheel(int px, int wheel, int content_h, int view_h);
/* The bar at the right edge of `view`, when the content does not fit. */
void ui_scroll_bar(SDL_Rect view, int content_h, int px);

#endif
