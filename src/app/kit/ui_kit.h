/* ui_kit.h — what every view shares: the layout, the dirty flag, toasts, tooltips, the
 * mouse and the common widgets. The views (ui_board, ui_panel, ui_dialog, ...) include
 * this, never ui.h: the top (ui.c) calls the views, the views call the kit.
 * All coordinates are output pixels; mouse positions are converted on arrival. */
#ifndef UI_KIT_H
#define UI_KIT_H

#include <SDL.h>
#include <stdbool.h>

#include "ren.h"
#include "theme.h"
#include "types.h"

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
    int stand_cols;   /* hands on stands (`board: hands: stands`): columns of pieces a stand holds, else 0 */
    int stand_kinds;  /* a stand's places: one for each kind of stand_set */
    uint64_t stand_set; /* the kinds (bit k) a stand has a place for */
} Layout;

extern Layout ui_lay;

/* The gap between the board and a stand, in squares (room for the rank names). */
#define UI_STAND_GAP 0.4f

static inline int U(float points) { return (int)(points * ui_lay.u + 0.5f); }
static inline bool in_rect(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

void ui_kit_init(SDL_Window *window);
SDL_Window *ui_window(void);
/* Recomputes the layout from the window's size and the variant's board. */
void ui_relayout(void);

bool ui_dirty(void);
void ui_set_dirty(void);
void ui_clear_dirty(void);
bool ui_quit_requested(void);
void ui_request_quit(void);

/* The window mouse position in output pixels (set by the event routing). */
void ui_mouse(int *x, int *y);
void ui_set_mouse(int x, int y);

/* A short note at the bottom of the board for a few seconds. */
void ui_toast(const char *msg);
const char *ui_toast_text(void);
/* `wait` shortened to when the toast ends; ui_toast_expire ends it once due (true then). */
int ui_toast_wait_ms(int wait);
bool ui_toast_expire(void);
void ui_draw_toast(void);
/* Tests: did the last toast drawn show its whole text (wrapped, never cut)? */
bool ui_toast_whole(void);

/* Tooltips for text shown cut ("…"): a view that draws a cut text under the mouse
 * offers the whole text; it is drawn last, over everything, wrapped, near the mouse.
 * ui_text_cut tells whether a text needs more than `max_lines` lines of width `w`
 * (1: the one line of ren_text_fit). */
void ui_tooltip(const char *text);
bool ui_text_cut(int px, int face, const char *s, int w, int max_lines);
const char *ui_tooltip_text(void); /* the last frame's tooltip, "" when none */
/* A frame starts (no tooltip offered yet) and ends with the tooltip drawn over all. */
void ui_begin_frame(void);
void ui_draw_tooltip(void);

/* A piece kind drawn as its icon or, without one, a disc with its letter. */
void ui_draw_piece(int kind, bool black, SDL_Rect r, uint8_t alpha);
/* The same, for a piece that became this kind by a move (`promoted`): drawn with the
 * kind's `promoted_icon` where it has one (makruk's bia turned over). */
void ui_draw_piece_promoted(int kind, bool black, bool promoted, SDL_Rect r, uint8_t alpha);
/* How many of a piece (a hand's): the number in a small dark badge at r's lower right
 * corner, light on dark so it reads on any piece and any background. */
void ui_count_badge(SDL_Rect r, int n);
/* A rounded button; returns nothing, hit-testing is the caller's rectangle. */
void ui_button(SDL_Rect r, const char *label, bool hover, bool enabled, bool primary);
/* The same with its label centred in the part right of `inset` pixels (room for an
 * icon on the left); returns where the label's text went. */
SDL_Rect ui_button_inset(SDL_Rect r, int inset, const char *label, bool hover, bool enabled, bool primary);
void ui_checkbox_button(SDL_Rect r, const char *label, bool checked, bool hover);
/* A modal card: the window dimmed, then the card with its shadow and frame. */
void ui_modal_card(SDL_Rect card);
/* The same, dimming only `dimmed` behind it (a card beside the board leaves it in sight). */
void ui_modal_card_over(SDL_Rect card, SDL_Rect dimmed);
/* The marker a move shows (assets.h's MARK_*): capture, jump, shift, or a plain move (the
 * board's and the playground's markers). */
int ui_move_marker(const Move *m);
/* What the mouse is over now (a part's index, -1: none): true when that changed. */
bool ui_track_hover(int *hover, int now);

#endif
