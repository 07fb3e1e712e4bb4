/* ui.c — the window's top: start-up, event routing to the views, timed things and the
 * frame's drawing order (see ui.h). */
#include "ui.h"

#include "app.h"
#include "board_focus.h"
#include "engine.h"
#include "extengine.h"
#include "netgame.h"
#include "i18n.h"
#include "sound.h"
#include "ui_actions.h"
#include "ui_anim.h"
#include "ui_board.h"
#include "ui_command.h"
#include "ui_dialog.h"
#include "ui_endgame.h"
#include "ui_engines.h"
#include "ui_kit.h"
#include "ui_netdlg.h"
#include "ui_panel.h"
#include "ui_playground.h"
#include "ui_netline.h"
#include "ui_savedlg.h"
#include "ui_settings.h"
#include "ui_setup.h"
#include "winplace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char title_seen[256];

static bool sound_is_wanted(void) { return app.sound; }

void ui_init(SDL_Window *w)
{
    ui_kit_init(w);
    /* the game reaches the engine and the window only through these (app.h) */
    AppHooks hooks = {engine_cancel, ui_toast, engine_accepts_draw, ui_dialog_ask, extengine_player_name};
    app_set_hooks(&hooks);
    EngineHooks engine_hooks = {ui_set_dirty, ui_toast};
    engine_set_hooks(&engine_hooks);
    sound_set_wanted(sound_is_wanted);
    ui_actions_init();
    /* the piece card and the panel's hands read the board's selection through these */
    BoardFocusHooks focus = {ui_board_selected, ui_board_hovered, ui_board_selected_hand, ui_board_select_hand,
                             ui_board_check_squares};
    board_focus_set_hooks(&focus);
    ui_relayout();
}

void ui_shutdown(void)
{
    ui_savedlg_close();
    ui_netline_close();
    ui_playground_shutdown();
    ui_dialog_close();
    ui_settings_close();
    ui_engines_close();
    sound_shutdown();
}
void ui_tick(void)
{
    ui_board_try_premove(); /* the computer has replied: a queued premove goes now */
    engine_tick(); /* the computer's turn: start thinking */
    app_clock_tick(); /* a flag falls */
    bool net_news = netgame_poll(); /* a network game: read and send without waiting */
    ui_endgame_tick(); /* a game that has just ended says so */
    if (net_news) { /* after the end's dialog: a friend's question (a rematch) goes over it */
        ui_toast(netgame_status());
        ui_netdlg_news();
    }
    /* a running clock redraws when its face changes, and only then */
    static char face_seen[32];
    if (app_clock_ticking()) {
        char face[32];
        clock_face(app_clock_left(app.game->pos.side), face, sizeof face);
        if (strcmp(face, face_seen)) {
            snprintf(face_seen, sizeof face_seen, "%s", face);
            ui_set_dirty();
        }
    }
    sound_tick();
    if (ui_anim_needs_frame())
        ui_set_dirty(); /* a slide runs (every loop turn draws its next frame) or just ended */
    /* a change made outside an event (start-up, a dialog's answer) still redraws */
    static unsigned drawn_revision = ~0u;
    if (app.revision != drawn_revision) {
        drawn_revision = app.revision;
        ui_set_dirty();
    }
    if (ui_toast_expire())
        ui_set_dirty();
    /* an autosave that starts failing is told in the window, not only on stderr */
    static unsigned told_autosave;
    if (app.autosave_news != told_autosave) {
        told_autosave = app.autosave_news;
        char msg[1600];
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
    wait = ui_toast_wait_ms(wait);
    if (netgame_stage() != NETGAME_OFF)
        wait = SDL_min(wait, 20); /* the sockets are polled, never waited on */
    int clock = app_clock_wait_ms();
    if (clock >= 0 && clock < wait)
        wait = clock;
    return extengine_wait_ms(wait); /* another engine's answers are read as they come */
}

/* ---- events --------------------------------------------------------------------- */

static void track_mouse(int wx, int wy)
{
    ui_set_mouse((int)(wx * ui_lay.dpi), (int)(wy * ui_lay.dpi));
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
    if ((key == SDLK_RETURN || key == SDLK_KP_ENTER) && netgame_can(NETGAME_CHAT)) {
        ui_netdlg_chat(); /* a line to the friend over the network */
        return true;
    }
    if (ui_board_key(key))
        return true;
    switch (key) {
    case SDLK_f: ui_command(CMD_FLIP); return true;
    case SDLK_n: ui_command(CMD_NEW_GAME); return true;
    case SDLK_h: ui_command(CMD_HINT); return true;
    case SDLK_a: ui_command(CMD_ANALYSE); return true;
    case SDLK_r: /* game review: every move judged, the graph under the move list */
        if (!engine_start_review())
            ui_toast(tr(S_REVIEW_NOT_NOW));
        return true;
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS:
    case SDLK_MINUS:
    case SDLK_KP_MINUS: /* the analysis' number of lines, 1 to 5 */
        if (!app.analysing)
            return false;
        app_set_analysis_lines(app.analysis_lines + (key == SDLK_MINUS || key == SDLK_KP_MINUS ? -1 : 1));
        return true;
    case SDLK_e: ui_command(CMD_EDIT_BOARD); return true;
    case SDLK_c: ui_savedlg_open_comment(); return true; /* a comment on the move shown */
    case SDLK_SPACE: ui_command(CMD_PAUSE); return true;
    case SDLK_LEFT: app_browse(-1); return true;  /* step back through the game, changing nothing */
    case SDLK_RIGHT: app_browse(+1); return true;
    case SDLK_HOME: app_browse(-100000); return true;
    case SDLK_END: app_browse_live(); return true;
    default: return false;
    }
}

/* The window itself: resized, shown or moved (the layout follows, the place is kept), or
 * left by the mouse. */
static void window_event(const SDL_Event *e)
{
    if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_EXPOSED ||
        e->window.event == SDL_WINDOWEVENT_RESTORED || e->window.event == SDL_WINDOWEVENT_SHOWN ||
        e->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED) {
        ui_relayout();
        ui_set_dirty();
    }
    if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_MOVED ||
        e->window.event == SDL_WINDOWEVENT_MAXIMIZED || e->window.event == SDL_WINDOWEVENT_RESTORED)
        winplace_track(ui_window(), &app.window); /* saved on quit, restored on the next start */
    if (e->window.event == SDL_WINDOWEVENT_LEAVE) {
        if (ui_board_mouse_move(-1, -1) | ui_panel_mouse_move(-1, -1))
            ui_set_dirty();
    }
}

/* A screen over the table (settings, the save dialog, a dialog, the board editor, the
 * playground) takes every event while it is open: true when one is. */
static bool modal_event(const SDL_Event *e, int mouse_x, int mouse_y)
{
    if (ui_settings_active()) {
        if (ui_settings_event(e, mouse_x, mouse_y))
            ui_set_dirty();
        return true;
    }
    if (ui_engines_active()) {
        if (ui_engines_event(e, mouse_x, mouse_y))
            ui_set_dirty();
        return true;
    }
    if (ui_savedlg_active()) {
        if (ui_savedlg_event(e, mouse_x, mouse_y))
            ui_set_dirty();
        return true;
    }
    if (ui_netline_active()) {
        if (ui_netline_event(e, mouse_x, mouse_y))
            ui_set_dirty();
        return true;
    }
    if (ui_dialog_kind() != DLG_NONE) {
        if (ui_dialog_event(e, mouse_x, mouse_y))
            ui_set_dirty();
        return true;
    }
    if (ui_setup_active()) {
        if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11)
            ui_command(CMD_FULLSCREEN);
        else if (ui_setup_event(e, mouse_x, mouse_y))
            ui_set_dirty();
        return true;
    }
    if (ui_playground_active()) {
        if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11)
            ui_command(CMD_FULLSCREEN);
        else if (ui_playground_event(e, mouse_x, mouse_y))
            ui_set_dirty();
        return true;
    }
    return false;
}

/* A file dropped on the window: as if chosen in Open game (a variant file plays it,
 * anything else is tried as a game record), asking before a game in progress goes. */
static void drop_file(char *file)
{
    ui_dialog_open_file(file);
    SDL_free(file);
    ui_set_dirty();
}

/* The table: keys, the board and the side panel, a dropped file. */
static void table_event(const SDL_Event *e, int mouse_x, int mouse_y)
{
    switch (e->type) {
    case SDL_KEYDOWN:
        if (handle_key(&e->key))
            ui_set_dirty();
        break;
    case SDL_MOUSEMOTION: {
        bool a = ui_board_mouse_move(mouse_x, mouse_y);
        bool b = ui_panel_mouse_move(mouse_x, mouse_y);
        if (a || b)
            ui_set_dirty();
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button == SDL_BUTTON_RIGHT) {
            if (ui_board_right_down(mouse_x, mouse_y))
                ui_set_dirty();
            break;
        }
        if (e->button.button != SDL_BUTTON_LEFT) {
            if (ui_board_deselect())
                ui_set_dirty();
            break;
        }
        if (ui_panel_mouse_down(mouse_x, mouse_y) || ui_board_mouse_down(mouse_x, mouse_y))
            ui_set_dirty();
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT && ui_board_mouse_up(mouse_x, mouse_y))
            ui_set_dirty();
        else if (e->button.button == SDL_BUTTON_RIGHT && ui_board_right_up(mouse_x, mouse_y))
            ui_set_dirty();
        break;
    case SDL_MOUSEWHEEL:
        if (ui_panel_wheel(mouse_x, mouse_y, e->wheel.y))
            ui_set_dirty();
        break;
    case SDL_DROPFILE: drop_file(e->drop.file); break;
    default: break;
    }
}

/* The last key went to the table: its SDL_TEXTINPUT, if one follows, is dropped. */
static bool key_owns_text;

void ui_handle(const SDL_Event *e)
{
    if (engine_handle_event(e))
        return;
    switch (e->type) {
    case SDL_QUIT: ui_request_quit(); return;
    case SDL_WINDOWEVENT: window_event(e); return;
    case SDL_MOUSEMOTION: track_mouse(e->motion.x, e->motion.y); break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: track_mouse(e->button.x, e->button.y); break;
    default: break;
    }
    /* SDL sends a printable key twice: SDL_KEYDOWN, then its SDL_TEXTINPUT. A key the
     * table took (C opens the comment box, E the board editor) owns its text too, so a
     * box it opened must not receive the letter that opened it. */
    if (e->type == SDL_TEXTINPUT && key_owns_text) {
        key_owns_text = false;
        return;
    }
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_TEXTINPUT)
        key_owns_text = false;
    ui_relayout();
    int mouse_x, mouse_y;
    ui_mouse(&mouse_x, &mouse_y);
    if (!modal_event(e, mouse_x, mouse_y)) {
        table_event(e, mouse_x, mouse_y);
        /* only a printable key has a text to follow (Enter, which opens the chat line, has none) */
        key_owns_text = e->type == SDL_KEYDOWN && e->key.keysym.sym >= 32 && e->key.keysym.sym < 127 &&
                        !(e->key.keysym.mod & (KMOD_CTRL | KMOD_ALT));
    }
}

/* ---- drawing -------------------------------------------------------------------- */

static void update_title(void)
{
    char t[256];
    snprintf(t, sizeof t, "%s — %s", tr(S_APP_TITLE), app.variant && app.variant->name ? tr_text(app.variant->name, app.variant->name_ko) : "");
    if (strcmp(t, title_seen)) {
        snprintf(title_seen, sizeof title_seen, "%s", t);
        SDL_SetWindowTitle(ui_window(), t);
    }
}

void ui_draw(void)
{
    ui_begin_frame();
    ui_relayout();
    update_title();
    if (ui_playground_active()) {
        ui_playground_draw();
    } else if (ui_setup_active()) {
        ui_setup_draw();
        ui_draw_toast();
    } else {
        ui_board_draw();
        ui_panel_draw();
        ui_draw_toast();
    }
    ui_dialog_draw();
    ui_settings_draw();
    ui_engines_draw();
    ui_savedlg_draw();
    ui_netline_draw();
    ui_draw_tooltip();
}
