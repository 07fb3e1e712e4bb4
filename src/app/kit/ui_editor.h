/* ui_editor.h — a small multi-line text editor for Chessembly scripts (the playground):
 * a caret, typing, Backspace/Delete, Enter keeping the indentation, arrows, Home/End,
 * click to place the caret, wheel scrolling; comments drawn in a quieter colour.
 *
 * Selection: mouse drag, Shift with arrows / Home / End (and Shift+click), Ctrl+A for
 * all. Ctrl+C / Ctrl+X copy / cut the selection to the system clipboard (Ctrl+C with
 * nothing selected copies the whole script), Ctrl+V pastes over it; typing replaces it.
 * Ctrl+Z undoes an edit, Ctrl+Y or Ctrl+Shift+Z redoes it; a run of typed characters
 * is one edit. The owner may mark an error position: a wavy red line under the word
 * there. The caret does not blink, so an idle playground costs no CPU either. */
#ifndef UI_EDITOR_H
#define UI_EDITOR_H

#include <SDL.h>
#include <stdbool.h>

enum { EDITOR_MAX = 32 * 1024, EDITOR_UNDO = 200 };

/* One state of the text, for undo and redo. */
typedef struct EditorSnapshot {
    char *text; /* owned */
    int caret;
} EditorSnapshot;

typedef struct Editor {
    char *text;      /* owned, NUL-terminated, at most EDITOR_MAX bytes */
    int caret;       /* byte offset */
    int anchor;      /* the other end of the selection; == caret: none */
    int scroll_px;
    bool changed;    /* set when the text changed; the owner clears it */
    bool dragging;   /* a mouse selection in progress */
    int error_line, error_column; /* 1-based; 0: no error to underline */
    EditorSnapshot undo[EDITOR_UNDO];
    int nundo;       /* states before the current one */
    EditorSnapshot redo[EDITOR_UNDO];
    int nredo;
    int last_edit;   /* what the last edit was, to merge runs of typing */
} Editor;

bool editor_set(Editor *ed, const char *text);
void editor_free(Editor *ed);
void editor_insert(Editor *ed, const char *s);
/* A key press; true when the editor used it. `box` is where it is drawn. */
bool editor_key(Editor *ed, const SDL_Keysym *k, SDL_Rect box);
void editor_text_input(Editor *ed, const char *s, SDL_Rect box);
/* Mouse down (Shift extends the selection), drag with the button held, release. */
void editor_click(Editor *ed, SDL_Rect box, int x, int y, bool shift);
void editor_drag(Editor *ed, SDL_Rect box, int x, int y);
void editor_release(Editor *ed);
/* The selected text into buf ("" when nothing is selected). */
void editor_selection(const Editor *ed, char *buf, size_t size);
/* Where line:column (1-based) of the text is drawn (its left edge, mid-line). */
bool editor_point(const Editor *ed, SDL_Rect box, int line, int column, int *x, int *y);
/* The underlined error: the wavy line's rectangle as drawn (false when none shows). */
bool editor_error_rect(const Editor *ed, SDL_Rect box, SDL_Rect *r);
void editor_wheel(Editor *ed, SDL_Rect box, int dy);
void editor_draw(const Editor *ed, SDL_Rect box);

#endif
