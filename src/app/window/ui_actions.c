/* ui_actions.c — what each command does (see ui_actions.h): opens the dialogs, the
 * playground and the board editor, and runs the game's actions. */
#include "ui_actions.h"

#include "app.h"
#include "winplace.h"
#include "engine.h"
#include "netgame.h"
#include "pgnfile.h"
#include "i18n.h"
#include "ui_command.h"
#include "ui_dialog.h"
#include "ui_kit.h"
#include "ui_netdlg.h"
#include "ui_playground.h"
#include "ui_savedlg.h"
#include "ui_settings.h"
#include "ui_setup.h"

#include <stdio.h>
#include <stdlib.h>

static void resign_done(int choice)
{
    if (choice != 0)
        return;
    if (netgame_stage() == NETGAME_PLAYING) /* the friend is told; the session ends the game */
        netgame_resign();
    else
        app_resign();
}

/* F11. Entering notes the window's place; leaving puts the window back there, as
 * without a window manager nobody else would (it stayed at the screen's size, and that
 * size was saved for the next start). */
static void toggle_fullscreen(void)
{
    SDL_Window *w = ui_window();
    if (!(SDL_GetWindowFlags(w) & (SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_FULLSCREEN))) {
        winplace_track(w, &app.window);
        SDL_SetWindowFullscreen(w, SDL_WINDOW_FULLSCREEN_DESKTOP);
    } else {
        SDL_SetWindowFullscreen(w, 0);
        if (app.window.maximized) {
            SDL_MaximizeWindow(w);
        } else if (app.window.known) {
            SDL_SetWindowSize(w, app.window.w, app.window.h);
            SDL_SetWindowPosition(w, app.window.x, app.window.y);
        }
    }
    ui_relayout(); /* the layout follows the size drawn now, not the one before */
}

static void run(Command c)
{
    char buf[1400];
    ui_set_dirty();
    switch (c) {
    case CMD_NEW_GAME: ui_dialog_new_game(); break;
    case CMD_VARIANT: ui_dialog_picker(); break;
    case CMD_UNDO:
        if (ui_command_enabled(c) && !netgame_do(NETGAME_TAKEBACK)) /* over the network: the friend is asked */
            app_undo_turn();
        break;
    case CMD_REDO:
        if (ui_command_enabled(c))
            app_redo_turn();
        break;
    case CMD_NETWORK: ui_netdlg_open(); break;
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
        /* one click could lose a game: ask first */
        if (ui_command_enabled(c))
            ui_dialog_ask("resign", tr(S_RESIGN_TITLE), tr(S_RESIGN_BODY), tr(S_RESIGN), tr(S_CANCEL), resign_done);
        break;
    case CMD_OFFER_DRAW:
        if (ui_command_enabled(c) && !netgame_do(NETGAME_OFFER_DRAW) && !app_offer_draw() &&
            opponent_computers(&app.opp) == 1)
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
    case CMD_SAVE_PGN:
        /* where to write it: the save dialog, with the whole path */
        if (app.game)
            ui_savedlg_open(c == CMD_SAVE_PGN);
        break;
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
        ui_dialog_paste(clip ? clip : ""); /* asks before a game in progress goes */
        SDL_free(clip);
        break;
    }
    case CMD_COPY_FEN:
        /* the position as the variant's players share it: SFEN in the shogi family */
        ui_toast(tr(app_copy_position(buf, sizeof buf) ? S_SFEN_COPIED : S_COPIED));
        SDL_SetClipboardText(buf);
        break;
    case CMD_PLAYGROUND: ui_playground_open(); break;
    case CMD_SETTINGS: ui_settings_open(); break;
    case CMD_EDIT_BOARD: ui_setup_open(); break;
    case CMD_ANALYSE:
        app.analysing = !app.analysing;
        if (!app.analysing && engine_job() == JOB_ANALYSE)
            engine_cancel();
        break;
    case CMD_LANG:
        i18n_set_lang(i18n_lang() == LANG_KO ? LANG_EN : LANG_KO);
        snprintf(app.lang_setting, sizeof app.lang_setting, "%s", i18n_lang_code(i18n_lang()));
        app_save_settings();
        break;
    case CMD_FULLSCREEN: toggle_fullscreen(); break;
    default: break;
    }
}

void ui_actions_init(void) { ui_command_set_runner(run); }
