/* main_loop.h — the frame and the event loop, shared by the program (app_main.c) and
 * the test and bench drivers (drivers/: uitest.c, bench.c), which run the same code the
 * interactive loop runs. */
#ifndef APP_MAIN_LOOP_H
#define APP_MAIN_LOOP_H

#include <SDL.h>
#include <stdbool.h>

/* Draws one frame. With `capture`, the frame is also read back into a new surface
 * (the caller frees it). */
void main_frame(SDL_Surface **capture);
/* Runs the interactive loop until the window closes. */
void main_loop(void);
/* Handles every queued event, drawing a frame when something changed. */
void main_pump(void);
/* Starts the clock main_seconds reads (at program start). */
void main_start_clock(void);
/* Seconds since main_start_clock. */
double main_seconds(void);
/* Tests: keep a copy of every frame drawn, to see what the window shows between two
 * steps without drawing again (main_shown_frame: NULL before the first kept frame). */
void main_keep_frames(bool on);
SDL_Surface *main_shown_frame(void);
/* Saves a surface as PNG; false with a message on stderr when it fails. */
bool main_save_png(SDL_Surface *s, const char *path);

#endif
