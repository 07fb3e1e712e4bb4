/* ui.h — the window's layout, theme and event routing, shared by the ui_ modules.
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

/* ---- theme -------------------------------------------------------------------- */
#define C_BG RGB(0x1b, 0x1c, 0x20)
#define C_PANEL RGB(0x24, 0x26, 0x2b)
#define C_CARD RGB(0x2e, 0x31, 0x37)
#define C_CARD_HOVER RGB(0x3a, 0x3e, 0x46)
#define C_LINE RGB(0x3b, 0x3f, 0x47)
#define C_TEXT RGB(0xee, 0xef, 0xf1)
#define C_DIM RGB(0x9b, 0xa1, 0xab)
#define C_ACCENT RGB(0x7f, 0xb2, 0x4a)
#define C_ACCENT_HOVER RGB(0x92, 0xc7, 0x5a)
#define C_DANGER RGB(0xe8, 0x55, 0x4a)
#define C_SQ_LIGHT RGB(0xee, 0xee, 0xd2)
#define C_SQ_DARK RGB(0x76, 0x96, 0x56)
#define C_LAST_MOVE RGBA(0xff, 0xe1, 0x3a, 0x78)
#define C_SELECTED RGBA(0xff, 0xd5, 0x2e, 0x99)
#define C_SELECT_LINE RGB(0xe0, 0x9a, 0x00)
#define C_HOVER_TARGET RGBA(0xff, 0xff, 0xff, 0x40)
#define C_CHECK RGBA(0xff, 0x1e, 0x1e, 0xe6)
#define C_HINT RGBA(0x3a, 0x8d, 0xff, 0x80)
#define C_HINT_LINE RGB(0x1f, 0x6f, 0xe0)
#define C_HINT_TEXT RGB(0x8c, 0xbc, 0xff)

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
