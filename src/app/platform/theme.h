/* theme.h — the window's colours: one palette per theme, chosen in the settings.
 *
 * Every view takes its colours from the current theme (theme_current()); the C_*
 * names below read it, so drawing code says what a colour is for (C_SQ_LIGHT), never
 * which theme is on. Themes: "green" (the default), "wood", "blue" and "contrast"
 * (high contrast for low vision: black and white, bright yellow accents, stronger
 * highlights). No SDL here beyond the colour type; this module depends on nothing
 * of the UI, so any view can include it without a circle through ui.c. */
#ifndef UI_THEME_H
#define UI_THEME_H

#include <stdbool.h>

#include "ren.h"

typedef struct Theme {
    const char *name;         /* saved in settings.txt: theme=NAME */
    RenColor bg, panel, card, card_hover, line, text, dim, on_accent;
    RenColor accent, accent_hover, danger;
    RenColor sq_light, sq_dark, board_frame;
    RenColor last_move, selected, select_line, hover_target, check;
    RenColor hint, hint_line, hint_text;
    RenColor goal_zone;       /* a victory condition's squares, under the pieces */
} Theme;

const Theme *theme_current(void);
int theme_count(void);
const Theme *theme_at(int i);
/* The theme called `name`, or NULL. */
const Theme *theme_find(const char *name);
/* Makes `name` current; false (and nothing changes) for an unknown name. */
bool theme_set(const char *name);

#define C_BG (theme_current()->bg)
#define C_PANEL (theme_current()->panel)
#define C_CARD (theme_current()->card)
#define C_CARD_HOVER (theme_current()->card_hover)
#define C_LINE (theme_current()->line)
#define C_TEXT (theme_current()->text)
#define C_DIM (theme_current()->dim)
#define C_ON_ACCENT (theme_current()->on_accent)
#define C_ACCENT (theme_current()->accent)
#define C_ACCENT_HOVER (theme_current()->accent_hover)
#define C_DANGER (theme_current()->danger)
#define C_SQ_LIGHT (theme_current()->sq_light)
#define C_SQ_DARK (theme_current()->sq_dark)
#define C_BOARD_FRAME (theme_current()->board_frame)
#define C_LAST_MOVE (theme_current()->last_move)
#define C_SELECTED (theme_current()->selected)
#define C_SELECT_LINE (theme_current()->select_line)
#define C_HOVER_TARGET (theme_current()->hover_target)
#define C_CHECK (theme_current()->check)
#define C_HINT (theme_current()->hint)
#define C_HINT_LINE (theme_current()->hint_line)
#define C_HINT_TEXT (theme_current()->hint_text)
#define C_GOAL_ZONE (theme_current()->goal_zone)

#endif
