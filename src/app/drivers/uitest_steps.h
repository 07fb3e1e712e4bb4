/* uitest_steps.h — what the parts of the UI-test interpreter share (uitest.c reads the
 * script and hands each command and `expect` to the parts in turn: uitest_game.c,
 * uitest_board.c, uitest_panels.c, uitest_dialogs.c, uitest_study.c,
 * uitest_playground.c, uitest_look.c, uitest_engines.c). The helpers are the interpreter's hands
 * (uitest_drive.c) and eyes (uitest_pixels.c); a header of the family, with no .c of
 * its own. The command language is described in tests/ui/README.md. */
#ifndef APP_UITEST_STEPS_H
#define APP_UITEST_STEPS_H

#include <SDL.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "types.h"

enum { MAX_ARGS = 16, EXPECT_TEXT = 2048 };

/* A failed check, reported as script:line: message (uitest.c). */
void ut_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- the parts: each takes a command (a[0]) or an expectation (`expect` a[1]) of its
 * own and returns true, or false when the word is not one of its. */
bool ut_game_command(char **a, int n);
bool ut_game_expect(char **a, int n);
bool ut_board_command(char **a, int n);
bool ut_board_expect(char **a, int n);
bool ut_panels_command(char **a, int n);
bool ut_panels_expect(char **a, int n);
bool ut_dialogs_command(char **a, int n);
bool ut_dialogs_expect(char **a, int n);
bool ut_study_command(char **a, int n);
bool ut_study_expect(char **a, int n);
bool ut_playground_command(char **a, int n);
bool ut_playground_expect(char **a, int n);
bool ut_look_command(char **a, int n);
bool ut_look_expect(char **a, int n);
bool ut_engines_command(char **a, int n);
bool ut_engines_expect(char **a, int n);
bool ut_net_command(char **a, int n);
bool ut_net_expect(char **a, int n);

/* ---- driving the window (uitest_drive.c) --------------------------------------------- */
/* Events pending are handled and a frame is drawn when something changed. */
void ut_settle(void);
/* One event through ui_handle, then ut_settle. */
void ut_send(SDL_Event *e);
void ut_to_window(int px, int py, int *wx, int *wy);
void ut_motion(int px, int py, bool held);
/* A mouse button (SDL_BUTTON_LEFT, _RIGHT) pressed or released at a point; ut_button: the left one. */
void ut_mouse_button(int which, int px, int py, bool down);
void ut_button(int px, int py, bool down);
void ut_click_at(int x, int y);
/* A key press by name with modifiers ("ctrl+shift+z"), and typed text. */
void ut_key(const char *spec);
void ut_type_text(const char *text);
bool ut_parse_square(const char *s, Square *out);
int ut_parse_quadrant(const char *s);
/* The point of a square (or of one of its cluster quadrants) in output pixels. */
bool ut_square_point(char **args, int nargs, int first, int *x, int *y);
bool ut_yes(const char *s);
/* Words from..nargs joined by spaces. */
void ut_join(char **args, int from, int nargs, char *out, size_t size);
int ut_count_files(const char *dir, const char *prefix, const char *suffix);
const char *ut_marker_name(int m);

/* ---- screenshots (uitest_pixels.c) ---------------------------------------------------- */
extern SDL_Surface *ut_shot;          /* the last screenshot, as read back from its file */
extern char ut_last_shot[PATH_MAX];   /* its path */
bool ut_screenshot(const char *path);
SDL_Surface *ut_load_png(const char *path);
uint32_t ut_pixel(SDL_Surface *s, int x, int y);
bool ut_need_shot(void); /* fails the check when there is no screenshot yet */
bool ut_close_to(uint32_t p, int r, int g, int b, int tol);
/* A check of the last screenshot's pixel at fractions a[0], a[1] of r: colour a[2..4]
 * within a[5]; `what` names the place in the failure. */
void ut_expect_rect_pixel(SDL_Rect r, const char *what, char **a);
double ut_ink_fraction(SDL_Surface *s, SDL_Rect r);
double ut_square_difference(SDL_Surface *a, SDL_Surface *b, SDL_Rect r);
double ut_colour_share(SDL_Surface *s, SDL_Rect r, int cr, int cg, int cb, int tol);
double ut_light_share(SDL_Surface *s, SDL_Rect r);

#endif
