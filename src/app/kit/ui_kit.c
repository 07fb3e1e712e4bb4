/* ui_kit.c — what every view shares: the layout, the dirty flag, toasts, tooltips,
 * the mouse and the common widgets (see ui_kit.h). */
#include "ui_kit.h"
#include "ui_glyph.h"

#include "app.h"
#include "assets.h"
#include "timesrc.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

Layout ui_lay;

static SDL_Window *window;
static bool dirty = true;
static bool quit;
static char toast[1600];
static uint64_t toast_until;  /* time_now_ms (timesrc.h) when the toast ends; 0: none */
static bool toast_whole = true; /* the last toast drawn showed all its text */
static int mouse_x, mouse_y;
static char tooltip[1600];      /* offered while drawing this frame */
static char tooltip_shown[1600]; /* what the last frame showed */

void ui_kit_init(SDL_Window *w) { window = w; }
SDL_Window *ui_window(void) { return window; }
bool ui_dirty(void) { return dirty; }
void ui_set_dirty(void) { dirty = true; }
void ui_clear_dirty(void) { dirty = false; }
bool ui_quit_requested(void) { return quit; }
void ui_request_quit(void) { quit = true; }
void ui_mouse(int *x, int *y) { *x = mouse_x; *y = mouse_y; }
void ui_set_mouse(int x, int y)
{
    mouse_x = x;
    mouse_y = y;
}
const char *ui_toast_text(void) { return toast_until ? toast : ""; }


/* The kinds a stand has a place for, when the variant puts its hands on stands (none
 * otherwise): those of the start position and what they promote to, each as what it
 * goes to the hand as (a promoted piece as what it was), never a royal one nor one
 * never dropped. Minishogi, which takes shogi's pieces, keeps no place for the lance and
 * knight it never has. (A kind in hand beyond these, from a FEN, gets a place when held:
 * see ui_stands.c.) */
static uint64_t stand_set(const Variant *v)
{
    uint64_t seen = 0, set = 0;
    if (!v || !v->look.hand_stands || !v->rules.hands || !v->setup)
        return 0;
    for (const char *c = v->setup; *c && *c != ' '; c++) {
        int k = isalpha((unsigned char)*c) ? variant_kind_by_letter(v, (char)tolower((unsigned char)*c)) : -1;
        if (k >= 0)
            seen |= (uint64_t)1 << k;
    }
    for (bool grew = true; grew;) { /* and what those promote to, and so on */
        grew = false;
        for (int k = 0; k < v->nkinds; k++)
            for (int i = 0; ((seen >> k) & 1) && i < v->kinds[k].npromo; i++)
                if (!((seen >> v->kinds[k].promo_to[i]) & 1)) {
                    seen |= (uint64_t)1 << v->kinds[k].promo_to[i];
                    grew = true;
                }
    }
    for (int k = 0; k < v->nkinds; k++) {
        int base = v->kinds[k].demotes_to >= 0 ? v->kinds[k].demotes_to : k;
        if (((seen >> k) & 1) && !v->kinds[base].royal && !v->kinds[base].no_drop)
            set |= (uint64_t)1 << base;
    }
    return set;
}

void ui_relayout(void)
{
    Layout *L = &ui_lay;
    int ww = 1, wh = 1;
    SDL_GetWindowSize(window, &ww, &wh);
    ren_output_size(&L->w, &L->h);
    if (L->w <= 0 || L->h <= 0) {
        L->w = ww;
        L->h = wh;
    }
    L->dpi = ww > 0 ? (float)L->w / (float)ww : 1.0f;
    float fit = SDL_min((float)L->w / (1280.0f * L->dpi), (float)L->h / (800.0f * L->dpi));
    fit = fit < 0.7f ? 0.7f : fit > 2.0f ? 2.0f : fit;
    L->u = L->dpi * fit;
    L->files = app.variant ? app.variant->files : 8;
    L->ranks = app.variant ? app.variant->ranks : 8;
    int panel_w = U(360);
    if (panel_w > L->w * 45 / 100)
        panel_w = L->w * 45 / 100;
    L->panel = (SDL_Rect){L->w - panel_w, 0, panel_w, L->h};
    int m = U(28);
    int aw = L->w - panel_w - 2 * m, ah = L->h - 2 * m;
    L->stand_set = stand_set(app.variant);
    L->stand_kinds = 0;
    for (int k = 0; k < CSM_MAX_KINDS; k++)
        L->stand_kinds += (int)((L->stand_set >> k) & 1);
    L->stand_cols = L->stand_kinds ? (L->stand_kinds + L->ranks - 1) / L->ranks : 0;
    /* stands: a column of full-size pieces per kind-row on each side, and a gap for the
     * coordinates between board and stand (UI_STAND_GAP squares) */
    float across = L->files + (L->stand_cols ? 2 * (L->stand_cols + UI_STAND_GAP + 0.2f) : 0);
    int sq = SDL_min((int)(aw / across), ah / L->ranks);
    L->sq = sq > 4 ? sq : 4;
    L->board = (SDL_Rect){m + (aw - L->sq * L->files) / 2, m + (ah - L->sq * L->ranks) / 2, L->sq * L->files,
                          L->sq * L->ranks};
}

/* ---- widgets -------------------------------------------------------------------- */

SDL_Rect ui_button_inset(SDL_Rect r, int inset, const char *label, bool hover, bool enabled, bool primary)
{
    RenColor bg = primary ? (hover && enabled ? C_ACCENT_HOVER : C_ACCENT) : (hover && enabled ? C_CARD_HOVER : C_CARD);
    RenColor fg = primary ? C_ON_ACCENT : C_TEXT;
    if (!enabled)
        fg = RGB(0x6b, 0x70, 0x78);
    ren_round_rect(r, U(8), bg);
    SDL_Rect text = {r.x + inset, r.y, r.w - inset, r.h};
    int px = U(14);
    /* long labels (Korean at small sizes) shrink rather than overflow */
    while (px > U(10) && ren_text_width(px, true, label) > text.w - U(12))
        px--;
    ren_text_in(px, true, label, text, ALIGN_CENTER, fg);
    int w = SDL_min(ren_text_width(px, true, label), text.w);
    return (SDL_Rect){text.x + (text.w - w) / 2, r.y, w, r.h};
}

void ui_button(SDL_Rect r, const char *label, bool hover, bool enabled, bool primary)
{
    ui_button_inset(r, 0, label, hover, enabled, primary);
}

void ui_modal_card(SDL_Rect card) { ui_modal_card_over(card, (SDL_Rect){0, 0, ui_lay.w, ui_lay.h}); }

void ui_modal_card_over(SDL_Rect card, SDL_Rect dimmed)
{
    ren_rect(dimmed, RGBA(0, 0, 0, 150));
    ren_round_rect((SDL_Rect){card.x, card.y + U(6), card.w, card.h}, U(14), RGBA(0, 0, 0, 100));
    ren_round_rect(card, U(14), C_PANEL);
    ren_round_frame(card, U(14), 1, C_LINE, C_PANEL);
}

bool ui_track_hover(int *hover, int now)
{
    if (*hover == now)
        return false;
    *hover = now;
    return true;
}

void ui_checkbox_button(SDL_Rect r, const char *label, bool checked, bool hover)
{
    ren_round_rect(r, U(8), hover ? C_CARD_HOVER : C_CARD);
    int b = U(16);
    SDL_Rect box = {r.x + U(12), r.y + (r.h - b) / 2, b, b};
    if (checked) {
        ren_round_rect(box, U(4), C_ACCENT);
        /* a check mark from two short bars */
        int x = box.x, y = box.y;
        for (int i = 0; i < b / 3; i++)
            ren_rect((SDL_Rect){x + b / 5 + i, y + b / 2 + i - 1, U(2), U(2)}, C_ON_ACCENT);
        for (int i = 0; i < b / 2; i++)
            ren_rect((SDL_Rect){x + b / 5 + b / 3 + i, y + b / 2 + b / 3 - i - 2, U(2), U(2)}, C_ON_ACCENT);
    } else {
        ren_round_frame(box, U(4), U(2), C_DIM, hover ? C_CARD_HOVER : C_CARD);
    }
    SDL_Rect t = {box.x + b + U(8), r.y, r.w - b - U(28), r.h};
    int px = U(14);
    while (px > U(10) && ren_text_width(px, true, label) > t.w)
        px--;
    ren_text_in(px, true, label, t, ALIGN_LEFT, C_TEXT);
}

void ui_count_badge(SDL_Rect r, int n)
{
    char t[12];
    snprintf(t, sizeof t, "%d", n);
    int px = SDL_max(U(11), r.w / 4);
    int w = ren_text_width(px, true, t) + U(8), h = ren_line_height(px);
    SDL_Rect badge = {r.x + r.w - w, r.y + r.h - h, w, h};
    ren_round_rect(badge, h / 2, RGBA(0x22, 0x18, 0x10, 230));
    ren_text_in(px, true, t, badge, ALIGN_CENTER, RGB(0xf6, 0xee, 0xdc));
}

void ui_draw_piece_promoted(int kind, bool black, bool promoted, SDL_Rect r, uint8_t alpha)
{
    if (promoted && app.variant && kind >= 0 && kind < app.variant->nkinds && app.variant->kinds[kind].promoted_icon[0]) {
        SDL_Texture *t = assets_piece(app.variant->kinds[kind].promoted_icon, black, r.w);
        if (t) {
            ren_image(t, r, alpha);
            return;
        }
    }
    ui_draw_piece(kind, black, r, alpha);
}

void ui_draw_piece(int kind, bool black, SDL_Rect r, uint8_t alpha)
{
    if (!app.variant || kind < 0 || kind >= app.variant->nkinds)
        return;
    const PieceKind *k = &app.variant->kinds[kind];
    if (k->glyph[0] && k->glyph_shape != GLYPH_TILE) { /* round xiangqi or octagonal janggi pieces */
        ui_glyph_draw_piece(k, black, r, alpha);
        return;
    }
    if (k->glyph[0]) {
        /* a tile with a character (shogi) points at its owner's opponent, whichever way
         * the board is turned: the side at the top's point down, writing upside down */
        bool down = black != app_board_flipped();
        SDL_Texture *tile = assets_piece("shogi-tile", down, r.w);
        if (tile)
            ren_image(tile, r, alpha);
        SDL_Rect box = {r.x, r.y + (down ? -r.h / 20 : r.h / 20), r.w, r.h};
        RenColor ink = k->demotes_to >= 0 ? RGBA(0xb0, 0x1c, 0x1c, alpha) : RGBA(0x1f, 0x14, 0x0c, alpha);
        int px = (int)strlen(k->glyph) > 3 ? r.w * 27 / 100 : r.w * 46 / 100; /* two characters: smaller */
        if (down)
            ren_text_upside_down(px, true, k->glyph, box, ink);
        else
            ren_text_in(px, true, k->glyph, box, ALIGN_CENTER, ink);
        return;
    }
    SDL_Texture *t = assets_piece(k->icon[0] ? k->icon : k->name, black, r.w);
    if (t) {
        ren_image(t, r, alpha);
        return;
    }
    /* no icon: a disc with the piece's letter */
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2, rad = r.w * 38 / 100;
    ren_disc(cx, cy, rad, black ? RGBA(0x11, 0x11, 0x11, alpha) : RGBA(0x1f, 0x1f, 0x1f, alpha));
    ren_disc(cx, cy, rad - SDL_max(2, r.w / 28), black ? RGBA(0x2b, 0x2b, 0x2b, alpha) : RGBA(0xf8, 0xf4, 0xea, alpha));
    char letter[4] = {k->letter ? (char)(k->letter - 'a' + 'A') : (char)(k->name[0] - 'a' + 'A'), 0};
    if (k->letter && (k->letter < 'a' || k->letter > 'z'))
        letter[0] = k->letter;
    ren_text_in(r.w * 2 / 5, true, letter, r, ALIGN_CENTER,
                black ? RGBA(0xec, 0xe6, 0xd6, alpha) : RGBA(0x1f, 0x1f, 0x1f, alpha));
}

/* ---- tooltips ------------------------------------------------------------------- */

void ui_tooltip(const char *text) { snprintf(tooltip, sizeof tooltip, "%s", text ? text : ""); }
const char *ui_tooltip_text(void) { return tooltip_shown; }

bool ui_text_cut(int px, int face, const char *s, int w, int max_lines)
{
    if (!s || !s[0] || w <= 0)
        return false;
    if (max_lines <= 1 && !strchr(s, '\n'))
        return ren_text_width(px, face, s) > w;
    int all = ren_text_wrap(px, face, s, (SDL_Rect){0, 0, w, 0}, 0, C_TEXT, false);
    return all > ren_line_height(px) * max_lines;
}

void ui_draw_tooltip(void)
{
    snprintf(tooltip_shown, sizeof tooltip_shown, "%s", tooltip);
    if (!tooltip[0])
        return;
    int px = U(13), pad = U(8);
    int maxw = SDL_min(U(440), ui_lay.w - U(16));
    int tw = SDL_min(ren_text_width(px, false, tooltip), maxw - 2 * pad);
    if (strchr(tooltip, '\n'))
        tw = maxw - 2 * pad;
    int th = ren_text_wrap(px, false, tooltip, (SDL_Rect){0, 0, tw, 0}, 12, C_TEXT, false);
    int w = tw + 2 * pad, h = th + pad;
    /* below and right of the pointer, kept inside the window */
    int x = mouse_x + U(12), y = mouse_y + U(18);
    if (x + w > ui_lay.w - U(4))
        x = ui_lay.w - U(4) - w;
    if (y + h > ui_lay.h - U(4))
        y = mouse_y - U(8) - h;
    if (x < U(4))
        x = U(4);
    if (y < U(4))
        y = U(4);
    SDL_Rect box = {x, y, w, h};
    ren_round_rect((SDL_Rect){x, y + U(2), w, h}, U(6), RGBA(0, 0, 0, 90));
    ren_round_rect(box, U(6), RGBA(0x20, 0x22, 0x26, 245));
    ren_round_frame(box, U(6), 1, C_LINE, RGBA(0x20, 0x22, 0x26, 245));
    ren_text_wrap(px, false, tooltip, (SDL_Rect){x + pad, y + pad / 2, tw, 0}, 12, C_TEXT, true);
}

/* ---- toasts -------------------------------------------------------------------- */

void ui_toast(const char *msg)
{
    snprintf(toast, sizeof toast, "%s", msg);
    toast_until = time_now_ms() + 2600;
    dirty = true;
}

int ui_toast_wait_ms(int wait)
{
    if (toast_until) {
        uint64_t now = time_now_ms();
        wait = SDL_min(wait, now >= toast_until ? 0 : (int)SDL_min(toast_until - now, 60000));
    }
    return wait;
}

bool ui_toast_expire(void)
{
    if (toast_until && time_now_ms() >= toast_until) {
        toast_until = 0;
        return true;
    }
    return false;
}

void ui_begin_frame(void) { tooltip[0] = '\0'; }

/* Breaks `text` into lines of at most `w` pixels, after a space or a slash where it can
 * (a path has no spaces), else anywhere; returns the number of lines (at most `max`),
 * each written into lines[i]. */
static int break_lines(int px, const char *text, int w, char lines[][512], int max)
{
    int n = 0;
    const char *p = text;
    while (*p && n < max) {
        size_t len = strlen(p), fit = 0, good = 0;
        char probe[512];
        while (fit < len && fit < sizeof probe - 1) {
            /* one UTF-8 character more */
            size_t next = fit + 1;
            while (next < len && ((unsigned char)p[next] & 0xC0) == 0x80)
                next++;
            memcpy(probe, p, next);
            probe[next] = '\0';
            if (ren_text_width(px, false, probe) > w)
                break;
            fit = next;
            if (p[fit - 1] == ' ' || p[fit - 1] == '/')
                good = fit;
        }
        size_t take = fit == len || !good ? fit : good;
        if (take == 0)
            take = 1;
        snprintf(lines[n], 512, "%.*s", (int)take, p);
        n++;
        p += take;
    }
    return n;
}

void ui_draw_toast(void)
{
    if (!toast_until)
        return;
    if (time_now_ms() >= toast_until) {
        toast_until = 0;
        return;
    }
    /* the whole text, on up to four lines: a saved file's path is never cut */
    enum { TOAST_LINES = 6 };
    int px = U(14), pad = U(12), lh = ren_line_height(px);
    /* over the side panel's foot, never over the board's pieces */
    SDL_Rect area = ui_lay.panel.w > U(200) ? ui_lay.panel : ui_lay.board;
    int maxw = area.w > U(200) ? area.w - U(20) : U(300);
    char lines[TOAST_LINES][512];
    int n = break_lines(px, toast, maxw - 2 * pad, lines, TOAST_LINES);
    int textw = 0;
    for (int i = 0; i < n; i++)
        textw = SDL_max(textw, ren_text_width(px, false, lines[i]));
    size_t shown = 0;
    for (int i = 0; i < n; i++)
        shown += strlen(lines[i]);
    toast_whole = shown >= strlen(toast);
    int w = SDL_min(textw + 2 * pad, maxw), h = n * lh + pad;
    SDL_Rect r = {area.x + (area.w - w) / 2, area.y + area.h - h - U(16), w, h};
    int radius = SDL_min(h / 2, U(16));
    ren_round_rect((SDL_Rect){r.x, r.y + U(3), r.w, r.h}, radius, RGBA(0, 0, 0, 80));
    ren_round_rect(r, radius, RGBA(0x20, 0x22, 0x26, 240));
    for (int i = 0; i < n; i++)
        ren_text_fit(px, false, lines[i], r.x + pad, r.y + pad / 2 + i * lh, w - 2 * pad, C_TEXT);
}

bool ui_toast_whole(void) { return toast_whole; }

int ui_move_marker(const Move *m)
{
    switch (m->type) {
    case MOVE_CAPTURE:
    case MOVE_CATCH:
    case MOVE_EN_PASSANT: return MARK_CAPTURE;
    case MOVE_JUMP: return MARK_JUMP;
    case MOVE_SHIFT: return MARK_SHIFT;
    default: return MARK_MOVE; /* quiet moves and castling */
    }
}
