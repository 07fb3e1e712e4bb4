/* ui.h — the window's layout and event routing, shared by the ui_ modules.
 *
 * Layers, as in lite: app_main (loop) → ui (layout, routing, commands) → ui_board /
 * ui_panel / ui_dialog / ui_playground (views) → ren + assets (drawing, caches) → SDL.
 * Views read `app` and call its actions; they never touch SDL_Renderer directly.
 * All coordinates are output pixels; mouse positions are converted on arrival. */
#ifndef UI_UI_H
#define UI_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "ren.h"
#include "theme.h"

/* the palette: theme.h (its C_* names are used by every view) */

/* ---- layout ------------------------------------------------------------------- */
typedef struct Layout {
    int w, h;         /* output size in pixels */
    float dpi;        /* output pixels per window unit (HiDPI) */
    float u;          /* UI scale: 1.0 at 1280x800 on a 1x screen */
    SDL_Rect board;   /* the squares */
    int sq;           /* square size */
    int files, ranks;
    SDL_Rect panel;
} Layout;

extern Layout ui_lay;

static inline int U(float points) { return (int)(points * ui_lay.u + 0.5f); }
static inline bool in_rect(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

/* ---- commands (buttons and keys) ------------------------------------------------ */
typedef enum Command {
    CMD_NEW_GAME = 0,
    CMD_VARIANT,
    CMD_UNDO,
    CMD_REDO,
    CMD_FLIP,
    CMD_AUTOFLIP,
    CMD_SAVE,
    CMD_OPEN,
    CMD_COPY_FEN,
    CMD_PLAYGROUND,
    CMD_LANG,
    CMD_FULLSCREEN,
    CMD_HINT,      /* the best move for the person to move, found in about a second */
    CMD_PAUSE,     /* the computer stops, or goes on */
    CMD_SAVE_PGN,  /* the game as a .pgn file in the games folder */
    CMD_COPY_PGN,  /* the game as PGN text on the clipboard */
    CMD_PASTE,     /* a FEN or PGN from the clipboard */
    CMD_RESIGN,    /* the person acting gives up (app_resign) */
    CMD_OFFER_DRAW,
    CMD_ACCEPT_DRAW,  /* the answer to a hot-seat draw offer */
    CMD_DECLINE_DRAW,
    CMD_SETTINGS,  /* the settings dialog: theme, animation, sound, notation */
    CMD_EDIT_BOARD, /* the board editor (ui_setup.h) */
    CMD_COUNT
} Command;

void ui_init(SDL_Window *window);
void ui_shutdown(void);
void ui_relayout(void);
SDL_Window *ui_window(void);

/* One frame's drawing (between ren_begin_frame and ren_end_frame). */
void ui_draw(void);
/* Handles one event; marks the UI dirty when what it shows changed. */
void ui_handle(const SDL_Event *e);
bool ui_dirty(void);
void ui_set_dirty(void);
void ui_clear_dirty(void);
/* How long the loop may sleep before something timed (a toast) changes. */
int ui_wait_ms(void);
/* Expires timed things (toasts); marks dirty when one ended. */
void ui_tick(void);
bool ui_quit_requested(void);
void ui_request_quit(void);

void ui_command(Command c);
bool ui_command_enabled(Command c);
void ui_toast(const char *msg);
const char *ui_toast_text(void);

/* Tooltips for text shown cut ("…"): a view that draws a cut text under the mouse
 * offers the whole text; it is drawn last, over everything, wrapped, near the mouse.
 * ui_text_cut tells whether a text needs more than `max_lines` lines of width `w`
 * (1: the one line of ren_text_fit). */
void ui_tooltip(const char *text);
bool ui_text_cut(int px, int face, const char *s, int w, int max_lines);
const char *ui_tooltip_text(void); /* the last frame's tooltip, "" when none */

/* The window mouse position in output pixels. */
void ui_mouse(int *x, int *y);

/* A piece kind drawn as its icon or, without one, a disc with its letter. */
void ui_draw_piece(int kind, bool black, SDL_Rect r, uint8_t alpha);

/* A rounded button; returns nothing, hit-testing is the caller's rectangle. */
void ui_button(SDL_Rect r, const char *label, bool hover, bool enabled, bool primary);
void ui_checkbox_button(SDL_Rect r, const char *label, bool checked, bool hover);

#endif
