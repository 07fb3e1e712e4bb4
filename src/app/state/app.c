/* app.c — the game state and its actions (see app.h). */
#include "app.h"

#include "folders.h"

#include "autosave.h"
#include "datadir.h"
#include "fen.h"
#include "gamefile.h"
#include "i18n.h"
#include "movelabels.h"
#include "pgnfile.h"
#include "sfen.h"
#include "shogi_record.h"
#include "shogifile.h"
#include "textfile.h"
#include "record.h"
#include "engine_list.h"
#include "settings.h"
#include "theme.h"
#include "variant_load.h"
#include "timesrc.h"

#include <SDL.h>
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>

App app;

/* The window's listeners (app_set_hooks); each may be NULL, as in the tests of app.c. */
static AppHooks hooks;

void app_set_hooks(const AppHooks *h) { hooks = *h; }

bool app_ask(const char *tag, const char *title, const char *body, const char *b0, const char *b1,
             void (*done)(int choice))
{
    if (!hooks.ask)
        return false;
    hooks.ask(tag, title, body, b0, b1, done);
    return true;
}

/* Every change to app.game waits for a running search to stop first. */
static void stop_thinking(void)
{
    if (hooks.before_change)
        hooks.before_change();
}

static void tell(const char *text)
{
    if (hooks.message)
        hooks.message(text);
}

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

static Game *view_game; /* app_board_game's game while browsing */

void app_shutdown(void)
{
    stop_thinking();
    game_free(view_game);
    view_game = NULL;
    study_free(&app.study);
    app.view_node = NULL;
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
    tell(text);
}

/* ---- clocks ---------------------------------------------------------------------- */

/* A network game's clocks are the host's (netgame): shown here, never run here. */
static bool (*clock_source)(Clock *out);
void app_set_clock_source(bool (*source)(Clock *out)) { clock_source = source; }

bool app_clock_running(void)
{
    return !clock_source && app.game && clock_on(&app.clock) && opponent_computers(&app.opp) < 2 && app.game->length > 0 &&
           game_result(app.game)->status == GAME_ONGOING;
}

/* Takes the running clock's elapsed time off the side to move (no increment) and
 * restarts the count; called before anything changes the game or reads the times. */
static void clock_settle(void)
{
    uint64_t now = time_now_ms();
    if (app_clock_running()) /* main time first, then overtime's periods */
        clock_spend(&app.clock, app.game->pos.side, (int64_t)(now - app.clock_since));
    app.clock_since = now;
}

bool app_clock_ticking(void)
{
    Clock shown;
    if (clock_source && clock_source(&shown))
        return clock_on(&shown) && app.game && game_result(app.game)->status == GAME_ONGOING;
    return app_clock_running();
}

Clock app_clock_now(void)
{
    Clock now = app.clock;
    if (clock_source && clock_source(&now))
        return now;
    if (app_clock_running())
        clock_spend(&now, app.game->pos.side, (int64_t)(time_now_ms() - app.clock_since));
    return now;
}

int64_t app_clock_left(int side)
{
    if (side != WHITE && side != BLACK)
        return 0;
    int64_t left = app_clock_now().left_ms[side];
    return left > 0 ? left : 0;
}

int app_clock_wait_ms(void)
{
    Clock shown;
    if (clock_source && clock_source(&shown) && app.game && game_result(app.game)->status == GAME_ONGOING)
        return 100; /* the host's numbers: looked at again soon (they are polled each frame) */
    if (!app_clock_running())
        return -1;
    int64_t next = clock_face_next_change(app_clock_left(app.game->pos.side));
    return next > 60000 ? 60000 : next < 1 ? 1 : (int)next;
}

static void changed(void);

void app_clock_tick(void)
{
    if (!app_clock_running() || app_clock_left(app.game->pos.side) > 0)
        return;
    clock_settle();
    int flagged = app.game->pos.side;
    app.clock.left_ms[flagged] = 0;
    GameStatus s = clock_flag_status(app.game, flagged);
    if (game_adjudicate(app.game, s, s == GAME_DRAW ? CLOCK_REASON_DRAW : CLOCK_REASON_LOSS))
        changed();
}

void app_set_time_control(double minutes, int increment_s)
{
    clock_set(&app.time_control, minutes, increment_s);
    app.clock = app.time_control;
    app.clock_since = time_now_ms();
}

void app_set_overtime(ClockOvertime kind, int periods, int period_s)
{
    clock_set_overtime(&app.time_control, kind, periods, period_s);
    app.clock = app.time_control;
}

/* After an undo or redo: a side with no time left cannot go on, so the clocks stop. */
static void clock_after_history(void)
{
    if (clock_on(&app.clock) && app.game && app.clock.left_ms[app.game->pos.side] <= 0)
        clock_off(&app.clock);
}

/* The study follows the game: a new game starts a new one; its main line is the game's. */
static void sync_study(void)
{
    static unsigned studied_serial = ~0u;
    if (studied_serial != app.game_serial) {
        study_free(&app.study);
        studied_serial = app.game_serial;
    }
    if (app.game && !study_sync(&app.study, app.game))
        tell(tr(S_STUDY_FULL));
}

static void changed(void)
{
    app.revision++;
    app.browsing = false; /* any change of the game shows it as it stands */
    app.view_node = NULL;
    sync_study();
    app.draw_offer = 0;
    report_script_error();
    app_write_autosave();
}

void app_write_autosave(void)
{
    if (!app.autosave || !app.game)
        return;
    char err[512];
    clock_settle();
    if (!autosave_write(app.pref_dir, app.game, app.variant_path, app_opponent(), &app.clock, err, sizeof err)) {
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

bool app_load_variant(const char *path, char *err, size_t size)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path, NULL, &d);
    Game *g = v ? game_new(v, NULL, &d) : NULL;
    if (!g) {
        diag_first(&d, err, size, "the variant does not load");
        variant_free(v);
        diag_free(&d);
        return false;
    }
    diag_free(&d);
    app_adopt(v, g, path);
    return true;
}

void app_adopt(Variant *v, Game *g, const char *variant_path) { app_adopt_clock(v, g, variant_path, NULL); }

void app_adopt_clock(Variant *v, Game *g, const char *variant_path, const Clock *clock)
{
    stop_thinking();
    app.players[WHITE][0] = app.players[BLACK][0] = '\0'; /* a PGN's are set after */
    /* clocks are for two people at the board: a game against the computer that was saved
     * on a clock opens without it, and says so */
    Clock none;
    clock_off(&none);
    if (clock && clock_on(clock) && opponent_computers(&app.opp) > 1) {
        tell(tr(S_CLOCK_NOT_KEPT));
        clock = &none;
    }
    app.clock = clock ? *clock : app.time_control;
    app.clock_since = time_now_ms();
    if (clock && clock_on(clock)) { /* the next new game keeps this control */
        app.time_control = *clock;
        clock_restart(&app.time_control);
    }
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

/* A new game of the current variant from `fen` (NULL: its start), or NULL with `err`. */
static Game *build_game(const char *fen, char *err, size_t size)
{
    if (!app.variant) {
        snprintf(err, size, "no variant");
        return NULL;
    }
    DiagSink d;
    diag_init(&d);
    Game *g = game_new(app.variant, fen, &d);
    if (!g)
        diag_first(&d, err, size, "bad position");
    diag_free(&d);
    return g;
}

/* `g` becomes the game on the table, with the clock of the time control. */
static void adopt_game(Game *g)
{
    stop_thinking();
    app.players[WHITE][0] = app.players[BLACK][0] = '\0'; /* a new game: played here */
    app.paused = false;
    game_free(app.game);
    app.game = g;
    app.game_serial++;
    script_error_reported = false;
    app.clock = app.time_control;
    app.clock_since = time_now_ms();
    changed();
}

bool app_new_game(const char *fen, char *err, size_t size)
{
    Game *g = build_game(fen, err, size);
    if (!g)
        return false;
    adopt_game(g);
    return true;
}

bool app_play(const Move *m)
{
    if (!app.game)
        return false;
    stop_thinking();
    bool timed = app_clock_running();
    int mover = app.game->pos.side;
    clock_settle();
    if (timed && app.clock.left_ms[mover] <= 0) {
        app_clock_tick(); /* too late: the flag fell before the move */
        return false;
    }
    if (!game_play(app.game, m))
        return false;
    if (timed) /* the time was spent above: the increment, or a byoyomi or Canadian period's turn */
        clock_charge(&app.clock, mover, 0);
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
    stop_thinking();
    clock_settle();
    if (!game_undo(app.game))
        return false;
    clock_after_history();
    pause_after_history();
    changed();
    return true;
}

bool app_redo(void)
{
    if (!app.game)
        return false;
    stop_thinking();
    clock_settle();
    if (!game_redo(app.game))
        return false;
    clock_after_history();
    pause_after_history();
    changed();
    return true;
}

void app_goto(int ply)
{
    if (!app.game)
        return;
    stop_thinking();
    clock_settle();
    bool moved = false;
    while (app.game->length > ply && game_undo(app.game))
        moved = true;
    while (app.game->length < ply && game_redo(app.game))
        moved = true;
    if (moved) {
        clock_after_history();
        pause_after_history();
        changed();
    }
}

bool app_browsing(void) { return app.game && app.browsing && app.view_node; }

StudyNode *app_view_node(void)
{
    if (app_browsing())
        return app.view_node;
    return study_main_node(&app.study, app.game ? app.game->length : 0);
}

void app_browse_to(StudyNode *n)
{
    if (!app.game || !n)
        return;
    bool live = n == study_main_node(&app.study, app.game->length);
    app.view_node = live ? NULL : n;
    app.browsing = !live;
    app.view_ply = n->ply;
    app.view_revision++;
}

void app_browse(int delta)
{
    if (!app.game)
        return;
    StudyNode *at = app_view_node();
    for (; delta < 0 && at->parent; delta++)
        at = at->parent;
    for (; delta > 0 && at->nnext > 0; delta--)
        at = at->next[0];
    app_browse_to(at);
}

bool app_ended_off_board(void)
{
    return app.game && app.game->adjudicated_at >= 0 && app.game->adjudicated_at == app.game->length;
}

const Game *app_board_game(void)
{
    static unsigned built_view = ~0u, built_revision = ~0u;
    if (!app_browsing() && !app_ended_off_board())
        return app.game;
    if (!view_game || built_view != app.view_revision || built_revision != app.revision) {
        game_free(view_game);
        view_game = study_game_at(app.game, app_view_node());
        built_view = app.view_revision;
        built_revision = app.revision;
    }
    return view_game ? view_game : app.game;
}

bool app_explore(const Move *m)
{
    if (!app_browsing() && !app_ended_off_board())
        return app_play(m);
    /* a move on a position browsed back to, or on the last one of a game resigned or
     * agreed drawn: a variation, the game stays as it ended */
    StudyNode *from = app_view_node();
    Game *g = study_game_at(app.game, from);
    if (!g || !game_play(g, m)) {
        game_free(g);
        return false;
    }
    StudyNode *n = study_add(&app.study, from, m, g->sans[g->length - 1]);
    game_free(g);
    if (!n) {
        tell(tr(S_STUDY_FULL));
        return false;
    }
    app_browse_to(n);
    return true;
}

bool app_set_comment(const char *text)
{
    StudyNode *n = app.game ? app_view_node() : NULL;
    if (!n || !n->parent || !study_set_comment(n, text))
        return false;
    app.view_revision++; /* the move list shows it */
    return true;
}

void app_set_analysis_lines(int n)
{
    n = n < 1 ? 1 : n > 5 ? 5 : n;
    if (n == app.analysis_lines)
        return;
    app.analysis_lines = n;
    app.view_revision++;
    app.revision++; /* a new key for the analysis: engine_tick starts it again with n lines */
}

void app_browse_live(void)
{
    if (app.browsing) {
        app.browsing = false;
        app.view_node = NULL;
        app.view_revision++;
    }
}

const Position *app_shown_position(Position *buf, int *ply)
{
    if (!app_browsing()) {
        if (ply)
            *ply = app.game->length;
        return &app.game->pos;
    }
    *buf = app_board_game()->pos;
    if (ply)
        *ply = app.view_ply;
    return buf;
}

static bool computer_side(void) { return opponent_is_computer(&app.opp, (Color)app.game->pos.side); }

bool app_undo_turn(void)
{
    if (!app.game || opponent_computers(&app.opp) != 1)
        return app_undo();
    stop_thinking();
    clock_settle();
    if (!game_undo(app.game))
        return false;
    /* the computer's reply went; now the person's move, so it is their turn again */
    if (computer_side() && app.game->length > 0)
        game_undo(app.game);
    clock_after_history();
    pause_after_history();
    changed();
    return true;
}

bool app_redo_turn(void)
{
    if (!app.game || opponent_computers(&app.opp) != 1)
        return app_redo();
    stop_thinking();
    clock_settle();
    if (!game_redo(app.game))
        return false;
    if (computer_side() && app.game->length < app.game->total)
        game_redo(app.game);
    clock_after_history();
    pause_after_history();
    changed();
    return true;
}

const Opponent *app_opponent(void)
{
    const char *other = opponent_computers(&app.opp) > 0 && hooks.computer_engine ? hooks.computer_engine() : NULL;
    snprintf(app.opp.engine, sizeof app.opp.engine, "%s", other ? other : "");
    return &app.opp;
}

void app_resume_opponent(const Opponent *o)
{
    app.opp = *o;
    if (!o->engine[0] || opponent_computers(o) == 0)
        return;
    int i = engine_list_find(o->engine);
    if (i >= 0) {
        engine_list_set_role(ROLE_COMPUTER, i);
        app_save_settings();
        return;
    }
    char text[256];
    snprintf(text, sizeof text, "%.127s played this game but is not in Settings -> Engines: our engine plays on",
             o->engine);
    app.opp.engine[0] = '\0';
    tell(text);
}

void app_set_opponent(const Opponent *o)
{
    stop_thinking();
    app.opp = *o;
    if (opponent_computers(o) > 1) /* clocks are for people: a person may play the computer on one */
        clock_off(&app.time_control);
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
    stop_thinking();
    app.paused = true;
    app.revision++;
}

bool app_computer_to_move(void)
{
    return app.game && !app.paused && game_result(app.game)->status == GAME_ONGOING && computer_side();
}

bool app_human_to_move(void)
{
    return app.game && game_result(app.game)->status == GAME_ONGOING && !computer_side()
           && app.opp.player[app.game->pos.side] != PLAYER_NETWORK;
}

bool app_in_progress(void)
{
    return app.game && app.game->length > 0 && game_result(app.game)->status == GAME_ONGOING;
}

bool app_board_flipped(void)
{
    bool black_below = app.autoflip && app.game && app.game->pos.side == BLACK;
    /* against the computer, the person's side at the bottom, as lichess turns the board */
    if (app.your_side_below && opponent_computers(&app.opp) == 1)
        black_below = opponent_is_computer(&app.opp, WHITE);
    else if (app.opp.player[WHITE] == PLAYER_NETWORK) /* a friend over the network plays white */
        black_below = true;
    return app.flipped != black_below;
}

/* A new file name in games_dir named after the time: game-2026-03-14_153012.EXT. */
static void save_path_in(const char *dir, char *out, size_t size, const char *ext)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y-%m-%d_%H%M%S", &tm);
    snprintf(out, size, "%s/game-%s.%s", dir, stamp, ext);
    /* two saves in one second keep both */
    struct stat st;
    for (int i = 2; stat(out, &st) == 0 && i < 100; i++)
        snprintf(out, size, "%s/game-%s-%d.%s", dir, stamp, i, ext);
}

static void new_save_path(char *out, size_t size, const char *ext) { save_path_in(app.games_dir, out, size, ext); }

void app_suggest_save_path(const char *ext, char *out, size_t size)
{
    struct stat st;
    bool usable = app.save_dir[0] && stat(app.save_dir, &st) == 0 && S_ISDIR(st.st_mode);
    save_path_in(usable ? app.save_dir : app.games_dir, out, size, ext);
}

bool app_save_game(char *out, size_t size, char *err, size_t esize)
{
    new_save_path(out, size, "txt");
    DiagSink d;
    diag_init(&d);
    clock_settle();
    bool ok = gamefile_save(out, app.game, app.variant_path, app_opponent(), &app.clock, &d);
    if (!ok)
        diag_first(&d, err, esize, "cannot write");
    else
        snprintf(app.last_saved, sizeof app.last_saved, "%s", out);
    diag_free(&d);
    return ok;
}

static bool has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcasecmp(s + n - m, suffix);
}

/* The PGN's White and Black: an opened game's own players, else your name for a side
 * played here (NULL: "?"); a computer's side is named by pgnfile_text. */
static const char *const *pgn_names(void)
{
    static const char *names[2];
    for (int side = 0; side < 2; side++)
        names[side] = app.players[side][0] ? app.players[side] : app.player_name[0] ? app.player_name : NULL;
    return names;
}

bool app_save_pgn(char *out, size_t size, char *err, size_t esize)
{
    new_save_path(out, size, "pgn");
    return pgnfile_save(out, app.game, &app.study, app.variant_path, app_opponent(), &app.clock, pgn_names(), err, esize);
}

void app_remember_folder_of(const char *file)
{
    char real[PATH_MAX], dir[PATH_MAX];
    if (!realpath(file, real) || !folders_parent(real, dir, sizeof dir))
        return;
    folders_remember(app.recent_dirs, dir);
    app_save_settings();
}

/* A shogi record (KIF, KI2, CSA) or the position as SFEN, chosen by the name's ending. */
static bool save_shogi(const char *path, ShogiFileKind kind, char *err, size_t esize)
{
    const char *const *names = pgn_names();
    char *text = shogifile_text(app.game, kind, names[WHITE], names[BLACK]);
    if (!text) {
        snprintf(err, esize, "%s: %s has no shogi record (its pieces have no shogi names)", path,
                 app.variant && app.variant->name ? app.variant->name : "this game");
        return false;
    }
    DiagSink d;
    diag_init(&d);
    bool ok = text_file_write_atomic(path, text, &d);
    if (!ok)
        diag_first(&d, err, esize, "cannot write");
    diag_free(&d);
    free(text);
    return ok;
}

bool app_save_as(const char *path, char *err, size_t esize)
{
    if (!app.game || !path[0]) {
        snprintf(err, esize, "no file name");
        return false;
    }
    clock_settle();
    bool ok;
    ShogiFileKind shogi = shogifile_kind(path, NULL);
    if (has_suffix(path, ".pgn")) {
        ok = pgnfile_save(path, app.game, &app.study, app.variant_path, app_opponent(), &app.clock, pgn_names(), err, esize);
    } else if (shogi != SHOGI_FILE_NONE) {
        ok = save_shogi(path, shogi, err, esize);
    } else {
        DiagSink d;
        diag_init(&d);
        ok = gamefile_save(path, app.game, app.variant_path, app_opponent(), &app.clock, &d);
        if (!ok)
            diag_first(&d, err, esize, "cannot write");
        diag_free(&d);
    }
    if (!ok)
        return false;
    snprintf(app.last_saved, sizeof app.last_saved, "%s", path);
    /* the folder, for the next save */
    const char *slash = strrchr(path, '/');
    if (slash && slash > path && (size_t)(slash - path) < sizeof app.save_dir)
        snprintf(app.save_dir, sizeof app.save_dir, "%.*s", (int)(slash - path), path);
    app_remember_folder_of(path);
    return true;
}

char *app_pgn_text(void)
{
    return app.game ? pgnfile_text(app.game, &app.study, app.variant_path, app_opponent(), &app.clock, pgn_names()) : NULL;
}

/* Takes over game `index` of PGN text read from a file or the clipboard. */
static bool open_pgn_game(const char *text, const char *where, int index, char *err, size_t size)
{
    Variant *v;
    Game *g;
    char vpath[PATH_MAX];
    Opponent opp;
    Study study;
    if (!pgnfile_load_game(text, where, index, app.user_variants_dir, &v, &g, vpath, sizeof vpath, &opp, &study, err,
                           size))
        return false;
    stop_thinking();
    app_resume_opponent(&opp);
    Clock none = {0}; /* a PGN's game is looked at or played on without a clock */
    app_adopt_clock(v, g, vpath, &none);
    study_move(&app.study, &study); /* its variations and comments, on the game just adopted */
    pgnfile_players(text, where, index, app.players);
    app.view_revision++;
    return true;
}

static bool open_pgn_text(const char *text, const char *where, char *err, size_t size)
{
    return open_pgn_game(text, where, 0, err, size);
}

bool app_open_pgn_text_game(const char *text, const char *where, int index, char *err, size_t size)
{
    return open_pgn_game(text, where, index, err, size);
}

bool app_open_pgn_game(const char *path, int index, char *err, size_t size)
{
    char why[160];
    char *text = text_file_load(path, why, sizeof why);
    if (!text) {
        snprintf(err, size, "%s: %s", path, why);
        return false;
    }
    bool ok = open_pgn_game(text, path, index, err, size);
    free(text);
    return ok;
}

/* Could the text's first word be a FEN's board field (ranks of pieces and counts
 * between slashes)? Plain text is neither a FEN nor a PGN and is said to be so. */
static bool looks_like_fen(const char *text)
{
    size_t n = strcspn(text, " \t\r\n");
    bool slash = false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '/')
            slash = true;
        else if (!isalnum(c) && !strchr("[]~+*-", c))
            return false;
    }
    return slash;
}

/* The game a pasted FEN would start (NULL with `err` saying why), or, with `pgn` set, a
 * PGN's text to open: nothing on the table changes. */
static Game *pasted_game(const char *text, bool *pgn, bool *record, char *err, size_t size)
{
    *pgn = *record = false;
    while (text && isspace((unsigned char)*text))
        text++;
    if (!text || !*text) {
        snprintf(err, size, "the clipboard is empty");
        return NULL;
    }
    /* a PGN's tags first: its Japanese movetext has ☗ as KI2 has */
    if (pgnfile_looks_like_pgn(text) && (*text == '[' || shogifile_kind(NULL, text) == SHOGI_FILE_NONE)) {
        *pgn = true;
        return NULL;
    }
    if (shogifile_kind(NULL, text) != SHOGI_FILE_NONE) {
        *record = true;
        return NULL;
    }
    if (!looks_like_fen(text)) {
        size_t shown = strcspn(text, "\r\n");
        snprintf(err, size, tr(S_PASTE_NEITHER_FMT), (int)(shown > 40 ? 40 : shown), text, shown > 40 ? "…" : "");
        return NULL;
    }
    /* a FEN: one line, surrounding blanks trimmed */
    char fen[4096];
    size_t len = strcspn(text, "\r\n");
    if (len >= sizeof fen) {
        snprintf(err, size, "the clipboard text is too long for a FEN");
        return NULL;
    }
    memcpy(fen, text, len);
    fen[len] = '\0';
    while (len && isspace((unsigned char)fen[len - 1]))
        fen[--len] = '\0';
    char why[1024];
    Game *g = build_game(fen, why, sizeof why);
    if (g)
        return g;
    /* the FEN reader names its input `--fen`; here it is what the player pasted */
    const char *reason = !strncmp(why, "--fen: ", 7) ? why + 7 : why;
    snprintf(err, size, tr(S_PASTE_FEN_FMT), app.variant && app.variant->name ? tr_text(app.variant->name, app.variant->name_ko) : "?", reason);
    return NULL;
}

/* The variant being played, when a shogi record may be read on it (an author's own
 * shogi-like game), else NULL: the shipped Shogi and Minishogi are tried. */
static const char *shogi_prefer(void) { return shogifile_is_shogi(app.variant) ? app.variant_path : NULL; }

/* A shogi record's game on the table: two people at the board, no clock. */
static void adopt_record(Variant *v, Game *g, const char *variant_path)
{
    stop_thinking();
    opponent_hot_seat(&app.opp);
    Clock none = {0};
    app_adopt_clock(v, g, variant_path, &none);
    app.view_revision++;
}

static bool open_shogi_text(const char *text, char *err, size_t size)
{
    Variant *v;
    Game *g;
    char vpath[PATH_MAX];
    char *utf8 = shogi_record_utf8(text);
    bool ok = utf8 && shogifile_load(utf8, shogifile_kind(NULL, utf8), "clipboard", shogi_prefer(), &v, &g, vpath,
                                     sizeof vpath, err, size);
    if (!utf8)
        snprintf(err, size, "clipboard: the text is neither UTF-8 nor Shift_JIS");
    free(utf8);
    if (ok)
        adopt_record(v, g, vpath);
    return ok;
}

int app_paste_check(const char *text, char *err, size_t size)
{
    bool pgn, record;
    Game *g = pasted_game(text, &pgn, &record, err, size);
    game_free(g);
    return pgn ? PASTE_PGN : record ? PASTE_RECORD : g ? PASTE_FEN : PASTE_FAILED;
}

int app_paste(const char *text, char *err, size_t size)
{
    bool pgn, record;
    Game *g = pasted_game(text, &pgn, &record, err, size);
    while (isspace((unsigned char)*text))
        text++;
    if (pgn)
        return open_pgn_text(text, "clipboard", err, size) ? PASTE_PGN : PASTE_FAILED;
    if (record)
        return open_shogi_text(text, err, size) ? PASTE_RECORD : PASTE_FAILED;
    if (!g)
        return PASTE_FAILED;
    adopt_game(g);
    return PASTE_FEN;
}

bool app_open_game(const char *path, char *err, size_t size)
{
    if (!has_suffix(path, ".pgn") && !has_suffix(path, ".txt")) {
        ShogiFileKind kind;
        Variant *sv;
        Game *sg;
        char svpath[PATH_MAX];
        bool read = shogifile_read_file(path, shogi_prefer(), &kind, &sv, &sg, svpath, sizeof svpath, err, size);
        if (read)
            adopt_record(sv, sg, svpath);
        if (kind != SHOGI_FILE_NONE)
            return read;
    }

    if (has_suffix(path, ".pgn")) {
        char why[160];
        char *text = text_file_load(path, why, sizeof why);
        if (!text) {
            snprintf(err, size, "%s: %s", path, why);
            return false;
        }
        bool ok = open_pgn_text(text, path, err, size);
        free(text);
        return ok;
    }
    Variant *v;
    Game *g;
    char vpath[PATH_MAX];
    Opponent opp;
    Clock clock;
    if (!gamefile_load(path, app.user_variants_dir, &v, &g, vpath, sizeof vpath, &opp, &clock, err, size))
        return false;
    stop_thinking();
    app_resume_opponent(&opp);
    app_adopt_clock(v, g, vpath, &clock);
    return true;
}

bool app_copy_position(char *buf, size_t size)
{
    if (app.game && shogifile_is_shogi(app.variant)) {
        sfen_write(app.variant, &app.game->pos, buf, size);
        return true;
    }
    app_fen(buf, size);
    return false;
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
    snprintf(s.notation, sizeof s.notation, "%s",
             app.notation_choice >= 0 ? notation_name((NotationId)app.notation_choice) : "own");
    s.your_side_below = app.your_side_below;
    s.pictograms = app.pictograms;
    s.window = app.window;
    snprintf(s.save_dir, sizeof s.save_dir, "%s", app.save_dir);
    engine_list_store(&s);
    snprintf(s.player_name, sizeof s.player_name, "%s", app.player_name);
    memcpy(s.recent_dirs, app.recent_dirs, sizeof s.recent_dirs);
    settings_save(app.pref_dir, &s);
}

/* ---- resigning and draws ------------------------------------------------------------ */

int app_acting_side(void)
{
    if (!app.game || game_result(app.game)->status != GAME_ONGOING)
        return -1;
    int computers = opponent_computers(&app.opp);
    if (computers == 2)
        return -1;
    if (computers == 1)
        return opponent_is_computer(&app.opp, WHITE) ? BLACK : WHITE;
    return app.game->pos.side;
}

bool app_adjudicate(GameStatus status, const char *reason)
{
    stop_thinking();
    clock_settle();
    if (!app.game || !game_adjudicate(app.game, status, reason))
        return false;
    changed();
    return true;
}

bool app_resign(void)
{
    int side = app_acting_side();
    if (side < 0)
        return false;
    stop_thinking();
    clock_settle();
    if (!game_adjudicate(app.game, side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, "resignation"))
        return false;
    changed();
    return true;
}

bool app_offer_draw(void)
{
    int side = app_acting_side();
    if (side < 0)
        return false;
    if (opponent_computers(&app.opp) == 1) {
        if (!app_human_to_move() || !hooks.accepts_draw || !hooks.accepts_draw())
            return false;
        clock_settle();
        if (game_adjudicate(app.game, GAME_DRAW, "agreement"))
            changed();
        return true;
    }
    app.draw_offer = 1 + side;
    app.revision++; /* redraw; nothing to save */
    return true;
}

bool app_answer_draw(bool accept)
{
    if (!app.draw_offer || !app.game)
        return false;
    app.draw_offer = 0;
    clock_settle();
    if (accept && game_adjudicate(app.game, GAME_DRAW, "agreement"))
        changed();
    else
        app.revision++;
    return true;
}
