/* app_main.h — the frame and the event loop, shared with the test and bench drivers
 * (uitest.c, bench.c), which run the same code the interactive loop runs. */
#ifndef APP_MAIN_H
#define APP_MAIN_H

#include <SDL.h>
#include <stdbool.h>

/* Draws one frame. With `capture`, the frame is also read back into a new surface
 * (the caller frees it). */
void main_frame(SDL_Surface **capture);
/* Runs the interactive loop until the window closes. */
void main_loop(void);
/* Handles every queued event, drawing a frame when something changed. */
void main_pump(void);
/* Seconds since the program started. */
double main_seconds(void);
/* Saves a surface as PNG; false with a message on stderr when it fails. */
bool main_save_png(SDL_Surface *s, const char *path);

/* uitest.c: runs a UI test script; returns the process exit code. */
int uitest_run(const char *path);
/* bench.c: prints the UI figures; returns the process exit code. */
int bench_run(void);

#endif
