/* app.c — the game state and its actions (see app.h). */
#include "app.h"

#include "autosave.h"
#include "datadir.h"
#include "engine.h"
#include "fen.h"
#include "gamefile.h"
#include "record.h"
#include "settings.h"
#include "theme.h"
#include "ui.h"
#include "variant_load.h"

#include <SDL.h>
#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

App app;

static bool make_dir(const char *p)
{
    return mkdir(p, 0700) == 0 || errno == EEXIST;
}

bool app_init_paths(const char *pref)
{
    app.autosave = true;
    if (pref && *pref) {
        size_t n = strlen(pref);
        snprintf(app.pref_dir, sizeof app.pref_dir, "%s%s", pref, pref[n - 1] == '/' ? "" : "/");
        make_dir(app.pref_dir);
    } else {
        char *p = SDL_GetPrefPath("chessembly", "chessembly");
        if (!p)
            return false;
        snprintf(app.pref_dir, sizeof app.pref_dir, "%s", p);
        SDL_free(p);
    }
    if (strlen(app.pref_dir) + 16 >= sizeof app.games_dir)
        return false;
    memcpy(app.games_dir, app.pref_dir, strlen(app.pref_dir) + 1);
    strcat(app.games_dir, "games");
    memcpy(app.user_variants_dir, app.pref_dir, strlen(app.pref_dir) + 1);
    strcat(app.user_variants_dir, "variants");
    make_dir(app.games_dir);
    make_dir(app.user_variants_dir);
    return true;
}

void app_shutdown(void)
{
    engine_cancel();
    game_free(app.game);
    variant_free(app.variant);
    app.game = NULL;
    app.variant = NULL;
}

/* A script runtime error reaches the player once per game: a toast and stderr. */
static bool script_error_reported; /* cleared whenever app.game is replaced */

static void report_script_error(void)
{
    if (!app.game || !app.game->error.set || script_error_reported)
        return;
    script_error_reported = true;
    char text[512];
    csm_runtime_error_text(&app.game->error, text, sizeof text);
    fprintf(stderr, "chessembly: %s\n", text);
    ui_toast(text);
}

static void changed(void)
{
    app.revision++;
    report_script_error();
    app_write_autosave();
}

void app_write_autosave(void)
{
    if (!app.autosave || !app.game)
        return;
    char err[512];
    if (!autosave_write(app.pref_dir, app.game, app.variant_path, &app.opp, err, sizeof err)) {
        /* the window tells the player (ui_tick); the previous save file is untouched */
        if (strcmp(err, app.autosave_error) != 0) {
            snprintf(app.autosave_error, sizeof app.autosave_error, "%s", err);
            app.autosave_news++;
        }
    } else if (app.autosave_error[0]) {
        app.autosave_error[0] = '\0';
        app.autosave_news++;
    }
}

static void first_error(const DiagSink *d, char *err, size_t size, const char *fallback)
{
    if (!err)
        return;
    if (d->count)
        diag_format(&d->items[0], err, size);
    else
        snprintf(err, size, "%s", fallback);
}

bool app_load_variant(const char *path, char *err, size_t size)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path, NULL, &d);
    Game *g = v ? game_new(v, NULL, &d) : NULL;
    if (!g) {
        first_error(&d, err, size, "the variant does not load");
        variant_free(v);
        diag_free(&d);
        return false;
    }
    diag_free(&d);
    app_adopt(v, g, path);
    return true;
}

void app_adopt(Variant *v, Game *g, const char *variant_path)
{
    engine_cancel();
    app.paused = false;
    game_free(app.game);
    variant_free(app.variant);
    app.variant = v;
    app.game = g;
    app.game_serial++;
    script_error_reported = false;
    char real[PATH_MAX];
    if (realpath(variant_path, real))
        variant_path = real;
    snprintf(app.variant_path, sizeof app.variant_path, "%s", variant_path);
    changed();
}

bool app_new_game(const char *fen, char *err, size_t size)
{
    if (!app.variant)
        return false;
    DiagSink d;
    diag_init(&d);
    Game *g = game_new(app.variant, fen, &d);
    if (!g) {
        first_error(&d, err, size, "bad position");
        diag_free(&d);
        return false;
    }
    diag_free(&d);
    engine_cancel();
    app.paused = false;
    game_free(app.game);
    app.game = g;
    app.game_serial++;
    script_error_reported = false;
    changed();
    return true;
}

bool app_play(const Move *m)
{
    if (!app.game)
        return false;
    engine_cancel();
    if (!game_play(app.game, m))
        return false;
    app.paused = false; /* a move goes on from here, whoever made it */
    changed();
    return true;
}

/* After a step through the history: the computer does not play over moves that can
 * still be redone, and computer against computer stops to let the player look. */
static void pause_after_history(void)
{
    bool computer = opponent_is_computer(&app.opp, (Color)app.game->pos.side);
    app.paused = opponent_computers(&app.opp) == 2 || (computer && app.game->length < app.game->total);
}

bool app_undo(void)
{
    if (!app.game)
        return false;
    engine_cancel();
    if (!game_undo(app.game))
        return false;
    pause_after_history();
    changed();
    return true;
}

bool app_redo(void)
{
    if (!app.game)
        return false;
    engine_cancel();
    if (!game_redo(app.game))
        return false;
    pause_after_history();
    changed();
    return true;
}

void app_goto(int ply)
{
    if (!app.game)
        return;
    engine_cancel();
    bool moved = false;
    while (app.game->length > ply && game_undo(app.game))
        moved = true;
    while (app.game->length < ply && game_redo(app.game))
        moved = true;
    if (moved) {
        pause_after_history();
        changed();
    }
}

static bool computer_side(void) { return opponent_is_computer(&app.opp, (Color)app.game->pos.side); }

bool app_undo_turn(void)
{
    if (!app.game || opponent_computers(&app.opp) != 1)
        return app_undo();
    engine_cancel();
    if (!game_undo(app.game))
        return false;
    /* the computer's reply went; now the person's move, so it is their turn again */
    if (computer_side() && app.game->length > 0)
        game_undo(app.game);
    pause_after_history();
    changed();
    return true;
}

bool app_redo_turn(void)
{
    if (!app.game || opponent_computers(&app.opp) != 1)
        return app_redo();
    engine_cancel();
    if (!game_redo(app.game))
        return false;
    if (computer_side() && app.game->length < app.game->total)
        game_redo(app.game);
    pause_after_history();
    changed();
    return true;
}

void app_set_opponent(const Opponent *o)
{
    engine_cancel();
    app.opp = *o;
    app.paused = false;
    changed();
}

bool app_continue(void)
{
    if (!app.game || game_result(app.game)->status != GAME_ONGOING || !computer_side() || !app.paused)
        return false;
    app.paused = false;
    app.revision++; /* redraw; nothing to save */
    return true;
}

void app_pause(void)
{
    engine_cancel();
    app.paused = true;
    app.revision++;
}

bool app_computer_to_move(void)
{
    return app.game && !app.paused && game_result(app.game)->status == GAME_ONGOING && computer_side();
}

bool app_human_to_move(void)
{
    return app.game && game_result(app.game)->status == GAME_ONGOING && !computer_side();
}

bool app_in_progress(void)
{
    return app.game && app.game->length > 0 && game_result(app.game)->status == GAME_ONGOING;
}

bool app_board_flipped(void)
{
    bool black_below = app.autoflip && app.game && app.game->pos.side == BLACK;
    return app.flipped != black_below;
}

bool app_save_game(char *out, size_t size, char *err, size_t esize)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y-%m-%d_%H%M%S", &tm);
    snprintf(out, size, "%s/game-%s.txt", app.games_dir, stamp);
    /* two saves in one second keep both */
    struct stat st;
    for (int i = 2; stat(out, &st) == 0 && i < 100; i++)
        snprintf(out, size, "%s/game-%s-%d.txt", app.games_dir, stamp, i);
    DiagSink d;
    diag_init(&d);
    bool ok = gamefile_save(out, app.game, app.variant_path, &app.opp, &d);
    if (!ok)
        first_error(&d, err, esize, "cannot write");
    else
        snprintf(app.last_saved, sizeof app.last_saved, "%s", out);
    diag_free(&d);
    return ok;
}

bool app_open_game(const char *path, char *err, size_t size)
{
    Variant *v;
    Game *g;
    char vpath[PATH_MAX];
    Opponent opp;
    if (!gamefile_load(path, app.user_variants_dir, &v, &g, vpath, sizeof vpath, &opp, err, size))
        return false;
    engine_cancel();
    app.opp = opp;
    app_adopt(v, g, vpath);
    return true;
}

void app_fen(char *buf, size_t size)
{
    if (app.game)
        game_fen(app.game, buf, size);
    else if (size)
        buf[0] = '\0';
}

void app_save_settings(void)
{
    Settings s;
    memset(&s, 0, sizeof s);
    snprintf(s.lang, sizeof s.lang, "%s", app.lang_setting);
    s.autoflip = app.autoflip;
    snprintf(s.variant, sizeof s.variant, "%s", app.variant_path);
    snprintf(s.theme, sizeof s.theme, "%s", theme_current()->name);
    s.animate = app.animate;
    s.sound = app.sound;
    s.notation_coordinates = app.notation_coordinates;
    s.window = app.window;
    settings_save(app.pref_dir, &s);
}
