/* ui.h — the window's top: start-up, event routing and the frame.
 *
 * Layers, as in lite (the app's rooms, docs/architecture.md): drivers (app_main) →
 * window (main_loop's frame, ui's routing and drawing order, ui_actions) → the views
 * (board, panels, dialogs, playground, study) → kit (layout, widgets, toasts, commands)
 * → state (app, engine) → platform (ren + assets: drawing, caches) → SDL. Views read
 * `app` and call its actions; they never touch SDL_Renderer directly. */
#ifndef UI_UI_H
#define UI_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "ui_kit.h"

void ui_init(SDL_Window *window);
void ui_shutdown(void);
/* One frame's drawing (between ren_begin_frame and ren_end_frame). */
void ui_draw(void);
/* Handles one event; marks the UI dirty when what it shows changed. */
void ui_handle(const SDL_Event *e);
/* How long the loop may sleep before something timed (a toast, a clock) changes. */
int ui_wait_ms(void);
/* Starts the computer's turn, settles clocks, expires timed things; marks dirty when
 * something shown changed. */
void ui_tick(void);

#endif
