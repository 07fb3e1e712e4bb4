/* winplace.h — where the window opens: inside the screen's usable area (without the
 * desktop's panels and docks), at the size and place it had when it was closed.
 *
 * winplace_fit is pure arithmetic (tested on its own): the first start fits the
 * default 1280x800 into the usable area, leaving room for the window's title bar; a
 * remembered place is kept when it is visible and is otherwise moved (and shrunk)
 * onto the display it overlapped most, or the first one. */
#ifndef APP_WINPLACE_H
#define APP_WINPLACE_H

#include <SDL.h>
#include <stdbool.h>

#include "settings.h"

enum { WINPLACE_DEFAULT_W = 1280, WINPLACE_DEFAULT_H = 800, WINPLACE_MIN_W = 640, WINPLACE_MIN_H = 420 };
/* Room kept for the window manager's frame: the title bar above, borders around. */
enum { WINPLACE_TITLE_H = 40, WINPLACE_BORDER = 8 };

/* The usable areas of the displays (at most `cap`); 0 when unknown (the dummy video
 * driver of headless runs has no real screen). Tests may set
 * CHESSEMBLY_TEST_USABLE="WxH+X+Y[;WxH+X+Y...]" to pretend a screen. */
int winplace_displays(SDL_Rect *out, int cap);

/* The place to open the window at, from a remembered one (`p->known`) or the default;
 * with no display known, the size is kept as it is and the position left centred
 * (x = y = SDL_WINDOWPOS_CENTERED). */
WindowPlace winplace_fit(const WindowPlace *p, const SDL_Rect *usable, int n);

/* Notes the window's place now (after a move, resize or maximise) in `p`: the size and
 * position while it is a normal window, and whether it is maximised. */
void winplace_track(SDL_Window *w, WindowPlace *p);

#endif
