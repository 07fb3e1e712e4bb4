/* ui_editor.h — a small multi-line text editor for Chessembly scripts (the playground):
 * a caret, typing, Backspace/Delete, Enter keeping the indentation, arrows, Home/End,
 * Ctrl+V / Ctrl+C (the whole script), click to place the caret, wheel scrolling;
 * comments drawn in a quieter colour. No selection. The caret does not blink, so an
 * idle playground costs no CPU either. */
#ifndef UI_EDITOR_H
#define UI_EDITOR_H

#include <SDL.h>
#include <stdbool.h>

typedef struct Editor {
    char *text;      /* owned, NUL-terminated, at most EDITOR_MAX bytes */
    int caret;       /* byte offset */
    int scroll_px;
    bool changed;    /* set when the text changed; the owner clears it */
} Editor;

enum { EDITOR_MAX = 32 * 1024 };

bool editor_set(Editor *ed, const char *text);
void editor_free(Editor *ed);
void editor_insert(Editor *ed, const char *s);
/* A key press; true when the editor used it. `box` is where it is drawn. */
bool editor_key(Editor *ed, const SDL_Keysym *k, SDL_Rect box);
void editor_text_input(Editor *ed, const char *s, SDL_Rect box);
void editor_click(Editor *ed, SDL_Rect box, int x, int y);
void editor_wheel(Editor *ed, SDL_Rect box, int dy);
void editor_draw(const Editor *ed, SDL_Rect box);

#endif
