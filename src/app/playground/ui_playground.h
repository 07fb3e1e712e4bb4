/* ui_playground.h — the playground screen (seed 004): a board with the face-shaped
 * `test` piece and a Chessembly editor; the markers follow what is typed. */
#ifndef UI_PLAYGROUND_H
#define UI_PLAYGROUND_H

#include <SDL.h>
#include <stdbool.h>

void ui_playground_open(void);
void ui_playground_close(void);
bool ui_playground_active(void);
void ui_playground_draw(void);
/* Returns true when the screen changed. */
bool ui_playground_event(const SDL_Event *e, int mx, int my);
void ui_playground_shutdown(void);

/* For tests: replace the script, and what the test piece activates now. */
void ui_playground_set_script(const char *text);
const char *ui_playground_script(void);
int ui_playground_marker(int sq);
const char *ui_playground_error(void);
/* The editor's selected text; where line:column of the script is drawn; the wavy
 * line under the compile error (false when none shows). */
void ui_playground_selection(char *buf, size_t size);
bool ui_playground_text_point(int line, int column, int *x, int *y);
bool ui_playground_error_rect(SDL_Rect *r);
/* Where things are, for tests: a square (i = Square), a sample chip, a palette chip,
 * a transition shape chip, the back and reset buttons, the editor's empty end. */
enum { PG_SQUARE, PG_SAMPLE, PG_PALETTE, PG_SHAPE, PG_BACK, PG_RESET, PG_EDITOR_END };
bool ui_playground_point(int what, int i, int *x, int *y);
/* The kind name on a square of the playground board ("" when empty). */
const char *ui_playground_piece(int sq);

#endif
