/* ui.c — layout, event routing, commands, toasts and the shared widgets (see ui.h). */
#include "ui.h"

#include "app.h"
#include "assets.h"
#include "engine.h"
#include "i18n.h"
#include "sound.h"
#include "ui_anim.h"
#include "ui_board.h"
#include "ui_dialog.h"
#include "ui_panel.h"
#include "ui_playground.h"
#include "ui_settings.h"
#include "winplace.h"
#include "ui_setup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

Layout ui_lay;

static SDL_Window *window;
static bool dirty = true;
static bool quit;
static char toast[1600];
static Uint32 toast_until;
static int mouse_x, mouse_y;
static char title_seen[256];
static char tooltip[1600];      /* offered while drawing this frame */
static char tooltip_shown[1600]; /* what the last frame showed */

void ui_init(SDL_Window *w)
{
    window = w;
    ui_relayout();
}

void ui_shutdown(void)
{
    ui_playground_shutdown();
    ui_dialog_close();
    ui_settings_close();
    sound_shutdown();
}
SDL_Window *ui_window(void) { return window; }
bool ui_dirty(void) { return dirty; }
void ui_set_dirty(void) { dirty = true; }
void ui_clear_dirty(void) { dirty = false; }
bool ui_quit_requested(void) { return quit; }
void ui_request_quit(void) { quit = true; }
void ui_mouse(int *x, int *y) { *x = mouse_x; *y = mouse_y; }
const char *ui_toast_text(void) { return toast_until ? toast : ""; }

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
    int sq = SDL_min(aw / L->files, ah / L->ranks);
    L->sq = sq > 4 ? sq : 4;
    L->board = (SDL_Rect){m + (aw - L->sq * L->files) / 2, m + (ah - L->sq * L->ranks) / 2, L->sq * L->files,
                          L->sq * L->ranks};
}

/* ---- widgets -------------------------------------------------------------------- */

void ui_button(SDL_Rect r, const char *label, bool hover, bool enabled, bool primary)
{
    RenColor bg = primary ? (hover && enabled ? C_ACCENT_HOVER : C_ACCENT) : (hover && enabled ? C_CARD_HOVER : C_CARD);
    RenColor fg = primary ? C_ON_ACCENT : C_TEXT;
    if (!enabled)
        fg = RGB(0x6b, 0x70, 0x78);
    ren_round_rect(r, U(8), bg);
    int px = U(14);
    /* long labels (Korean at small sizes) shrink rather than overflow */
    while (px > U(10) && ren_text_width(px, true, label) > r.w - U(12))
        px--;
    ren_text_in(px, true, label, r, ALIGN_CENTER, fg);
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

void ui_draw_piece(int kind, bool black, SDL_Rect r, uint8_t alpha)
{
    if (!app.variant || kind < 0 || kind >= app.variant->nkinds)
        return;
    const PieceKind *k = &app.variant->kinds[kind];
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

static void draw_tooltip(void)
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

/* ---- commands ------------------------------------------------------------------- */

void ui_toast(const char *msg)
{
    snprintf(toast, sizeof toast, "%s", msg);
    toast_until = SDL_GetTicks() + 2600;
    if (toast_until == 0)
        toast_until = 1;
    dirty = true;
}

void ui_tick(void)
{
    engine_tick(); /* the computer's turn: start thinking */
    app_clock_tick(); /* a flag falls */
    /* a running clock redraws when its face changes, and only then */
    static char face_seen[32];
    if (app_clock_running()) {
        char face[32];
        clock_face(app_clock_left(app.game->pos.side), face, sizeof face);
        if (strcmp(face, face_seen)) {
            snprintf(face_seen, sizeof face_seen, "%s", face);
            dirty = true;
        }
    }
    sound_tick();
    if (ui_anim_active())
        dirty = true; /* a slide runs: every loop turn draws its next frame */
    /* a change made outside an event (start-up, a dialog's answer) still redraws */
    static unsigned drawn_revision = ~0u;
    if (app.revision != drawn_revision) {
        drawn_revision = app.revision;
        dirty = true;
    }
    if (toast_until && SDL_TICKS_PASSED(SDL_GetTicks(), toast_until)) {
        toast_until = 0;
        dirty = true;
    }
    /* an autosave that starts failing is told in the window, not only on stderr */
    static unsigned told_autosave;
    if (app.autosave_news != told_autosave) {
        told_autosave = app.autosave_news;
        char msg[sizeof toast];
        if (app.autosave_error[0])
            snprintf(msg, sizeof msg, tr(S_AUTOSAVE_FAILED_FMT), app.autosave_error);
        else
            snprintf(msg, sizeof msg, "%s", tr(S_AUTOSAVE_WORKS));
        ui_toast(msg);
    }
}

int ui_wait_ms(void)
{
    int wait = SDL_min(ui_anim_wait_ms(), sound_wait_ms());
    if (toast_until) {
        Uint32 now = SDL_GetTicks();
        wait = SDL_min(wait, SDL_TICKS_PASSED(now, toast_until) ? 0 : (int)(toast_until - now));
    }
    int clock = app_clock_wait_ms();
    if (clock >= 0 && clock < wait)
        wait = clock;
    return wait;
}

bool ui_command_enabled(Command c)
{
    if (!app.game)
        return c == CMD_VARIANT || c == CMD_OPEN || c == CMD_LANG || c == CMD_FULLSCREEN || c == CMD_SETTINGS;
    switch (c) {
    case CMD_UNDO: return app.game->length > 0;
    case CMD_REDO: return app.game->length < app.game->total;
    case CMD_HINT: return app_human_to_move() && engine_job() == JOB_NONE;
    case CMD_RESIGN: return app_acting_side() >= 0 && !app.draw_offer;
    case CMD_OFFER_DRAW: return app_acting_side() >= 0 && !app.draw_offer && app_human_to_move();
    case CMD_ACCEPT_DRAW:
    case CMD_DECLINE_DRAW: return app.draw_offer != 0;
    case CMD_PAUSE:
        return opponent_computers(&app.opp) > 0 && game_result(app.game)->status == GAME_ONGOING &&
               (!app.paused || opponent_is_computer(&app.opp, (Color)app.game->pos.side));
    default: return true;
    }
}

void ui_command(Command c)
{
    char buf[1400], err[1200];
    dirty = true;
    switch (c) {
    case CMD_NEW_GAME: ui_dialog_new_game(); break;
    case CMD_VARIANT: ui_dialog_picker(); break;
    case CMD_UNDO: app_undo_turn(); break;
    case CMD_REDO: app_redo_turn(); break;
    case CMD_HINT:
        if (ui_command_enabled(CMD_HINT))
            engine_request_hint();
        break;
    case CMD_PAUSE:
        if (!ui_command_enabled(CMD_PAUSE))
            break;
        if (app.paused)
            app_continue();
        else
            app_pause();
        break;
    case CMD_RESIGN:
        if (ui_command_enabled(c))
            app_resign();
        break;
    case CMD_OFFER_DRAW:
        if (ui_command_enabled(c) && !app_offer_draw() && opponent_computers(&app.opp) == 1)
            ui_toast(tr(S_DRAW_DECLINED));
        break;
    case CMD_ACCEPT_DRAW:
    case CMD_DECLINE_DRAW: app_answer_draw(c == CMD_ACCEPT_DRAW); break;
    case CMD_FLIP: app.flipped = !app.flipped; break;
    case CMD_AUTOFLIP:
        app.autoflip = !app.autoflip;
        app_save_settings();
        break;
    case CMD_SAVE:
    case CMD_SAVE_PGN: {
        bool saved = c == CMD_SAVE ? app_save_game(buf, sizeof buf, err, sizeof err)
                                   : app_save_pgn(buf, sizeof buf, err, sizeof err);
        if (saved) {
            char msg[1500];
            snprintf(msg, sizeof msg, tr(S_SAVED_FMT), buf);
            ui_toast(msg);
        } else {
            ui_dialog_message(tr(S_SAVE_FAILED), err);
        }
        break;
    }
    case CMD_OPEN: ui_dialog_open_games(); break;
    case CMD_COPY_PGN: {
        char *pgn = app_pgn_text();
        if (pgn) {
            SDL_SetClipboardText(pgn);
            ui_toast(tr(S_PGN_COPIED));
        }
        free(pgn);
        break;
    }
    case CMD_PASTE: {
        char *clip = SDL_GetClipboardText();
        int what = app_paste(clip, err, sizeof err);
        if (what == PASTE_FEN)
            ui_toast(tr(S_PASTED_FEN));
        else if (what == PASTE_PGN)
            ui_toast(tr(S_PASTED_PGN));
        else
            ui_dialog_message(tr(S_PASTE_FAILED), err);
        SDL_free(clip);
        break;
    }
    case CMD_COPY_FEN:
        app_fen(buf, sizeof buf);
        SDL_SetClipboardText(buf);
        ui_toast(tr(S_COPIED));
        break;
    case CMD_PLAYGROUND: ui_playground_open(); break;
    case CMD_SETTINGS: ui_settings_open(); break;
    case CMD_EDIT_BOARD: ui_setup_open(); break;
    case CMD_LANG:
        i18n_set_lang(i18n_lang() == LANG_KO ? LANG_EN : LANG_KO);
        snprintf(app.lang_setting, sizeof app.lang_setting, "%s", i18n_lang_code(i18n_lang()));
        app_save_settings();
        break;
    case CMD_FULLSCREEN: {
        bool full = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP;
        SDL_SetWindowFullscreen(window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
        break;
    }
    default: break;
    }
}

/* ---- events --------------------------------------------------------------------- */

static void to_pixels(int wx, int wy, int *x, int *y)
{
    *x = (int)(wx * ui_lay.dpi);
    *y = (int)(wy * ui_lay.dpi);
}

static bool handle_key(const SDL_KeyboardEvent *k)
{
    SDL_Keycode key = k->keysym.sym;
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    if (key == SDLK_F11) {
        ui_command(CMD_FULLSCREEN);
        return true;
    }
    if (ctrl) {
        switch (key) {
        case SDLK_z: ui_command(shift ? CMD_REDO : CMD_UNDO); return true;
        case SDLK_y: ui_command(CMD_REDO); return true;
        case SDLK_c: ui_command(shift ? CMD_COPY_PGN : CMD_COPY_FEN); return true;
        case SDLK_v: ui_command(CMD_PASTE); return true;
        case SDLK_s: ui_command(shift ? CMD_SAVE_PGN : CMD_SAVE); return true;
        case SDLK_o: ui_command(CMD_OPEN); return true;
        case SDLK_q: ui_request_quit(); return true;
        case SDLK_COMMA: ui_command(CMD_SETTINGS); return true;
        default: return false;
        }
    }
    if (k->keysym.mod & (KMOD_ALT | KMOD_GUI))
        return false;
    if (ui_board_key(key))
        return true;
    switch (key) {
    case SDLK_f: ui_command(CMD_FLIP); return true;
    case SDLK_n: ui_command(CMD_NEW_GAME); return true;
    case SDLK_h: ui_command(CMD_HINT); return true;
    case SDLK_e: ui_command(CMD_EDIT_BOARD); return true;
    case SDLK_SPACE: ui_command(CMD_PAUSE); return true;
    case SDLK_LEFT: ui_command(CMD_UNDO); return true;
    case SDLK_RIGHT: ui_command(CMD_REDO); return true;
    default: return false;
    }
}

void ui_handle(const SDL_Event *e)
{
    if (engine_handle_event(e))
        return;
    switch (e->type) {
    case SDL_QUIT: quit = true; return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_EXPOSED ||
            e->window.event == SDL_WINDOWEVENT_RESTORED || e->window.event == SDL_WINDOWEVENT_SHOWN ||
            e->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED) {
            ui_relayout();
            dirty = true;
        }
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_MOVED ||
            e->window.event == SDL_WINDOWEVENT_MAXIMIZED || e->window.event == SDL_WINDOWEVENT_RESTORED)
            winplace_track(window, &app.window); /* saved on quit, restored on the next start */
        if (e->window.event == SDL_WINDOWEVENT_LEAVE) {
            if (ui_board_mouse_move(-1, -1) | ui_panel_mouse_move(-1, -1))
                dirty = true;
        }
        return;
    case SDL_MOUSEMOTION: to_pixels(e->motion.x, e->motion.y, &mouse_x, &mouse_y); break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: to_pixels(e->button.x, e->button.y, &mouse_x, &mouse_y); break;
    default: break;
    }
    ui_relayout();
    if (ui_settings_active()) {
        if (ui_settings_event(e, mouse_x, mouse_y))
            dirty = true;
        return;
    }
    if (ui_dialog_kind() != DLG_NONE) {
        if (ui_dialog_event(e, mouse_x, mouse_y))
            dirty = true;
        return;
    }
    if (ui_setup_active()) {
        if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11)
            ui_command(CMD_FULLSCREEN);
        else if (ui_setup_event(e, mouse_x, mouse_y))
            dirty = true;
        return;
    }
    if (ui_playground_active()) {
        if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11)
            ui_command(CMD_FULLSCREEN);
        else if (ui_playground_event(e, mouse_x, mouse_y))
            dirty = true;
        return;
    }
    switch (e->type) {
    case SDL_KEYDOWN:
        if (handle_key(&e->key))
            dirty = true;
        break;
    case SDL_MOUSEMOTION: {
        bool a = ui_board_mouse_move(mouse_x, mouse_y);
        bool b = ui_panel_mouse_move(mouse_x, mouse_y);
        if (a || b)
            dirty = true;
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button != SDL_BUTTON_LEFT) {
            if (ui_board_deselect())
                dirty = true;
            break;
        }
        if (ui_panel_mouse_down(mouse_x, mouse_y) || ui_board_mouse_down(mouse_x, mouse_y))
            dirty = true;
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT && ui_board_mouse_up(mouse_x, mouse_y))
            dirty = true;
        break;
    case SDL_MOUSEWHEEL:
        if (ui_panel_wheel(mouse_x, mouse_y, e->wheel.y))
            dirty = true;
        break;
    case SDL_DROPFILE: {
        /* a dropped variant file plays it; anything else is tried as a game record */
        char *file = e->drop.file;
        char err[1200];
        size_t n = strlen(file);
        bool yaml = (n > 5 && !strcmp(file + n - 5, ".yaml")) || (n > 4 && !strcmp(file + n - 4, ".yml"));
        if (yaml ? !app_load_variant(file, err, sizeof err) : !app_open_game(file, err, sizeof err))
            ui_dialog_message(tr(yaml ? S_VARIANT_FAILED : S_OPEN_FAILED), err);
        SDL_free(file);
        dirty = true;
        break;
    }
    default: break;
    }
}

/* ---- drawing -------------------------------------------------------------------- */

static void update_title(void)
{
    char t[256];
    snprintf(t, sizeof t, "%s — %s", tr(S_APP_TITLE), app.variant && app.variant->name ? tr_text(app.variant->name, app.variant->name_ko) : "");
    if (strcmp(t, title_seen)) {
        snprintf(title_seen, sizeof title_seen, "%s", t);
        SDL_SetWindowTitle(window, t);
    }
}

static void draw_toast(void)
{
    if (!toast_until)
        return;
    if (SDL_TICKS_PASSED(SDL_GetTicks(), toast_until)) {
        toast_until = 0;
        return;
    }
    int px = U(14), pad = U(12);
    int maxw = ui_lay.board.w > U(200) ? ui_lay.board.w - U(20) : U(300);
    int w = SDL_min(ren_text_width(px, false, toast) + 2 * pad, maxw);
    int h = ren_line_height(px) + pad;
    SDL_Rect r = {ui_lay.board.x + (ui_lay.board.w - w) / 2, ui_lay.board.y + ui_lay.board.h - h - U(16), w, h};
    ren_round_rect((SDL_Rect){r.x, r.y + U(3), r.w, r.h}, h / 2, RGBA(0, 0, 0, 80));
    ren_round_rect(r, h / 2, RGBA(0x20, 0x22, 0x26, 240));
    ren_text_fit(px, false, toast, r.x + pad, r.y + (h - ren_line_height(px)) / 2, w - 2 * pad, C_TEXT);
}

void ui_draw(void)
{
    tooltip[0] = '\0';
    ui_relayout();
    update_title();
    if (ui_playground_active()) {
        ui_playground_draw();
    } else if (ui_setup_active()) {
        ui_setup_draw();
        draw_toast();
    } else {
        ui_board_draw();
        ui_panel_draw();
        draw_toast();
    }
    ui_dialog_draw();
    ui_settings_draw();
    draw_tooltip();
}
