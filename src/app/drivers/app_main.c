/* app_main.c — `chessembly`: options, start-up (autosave offer), the event loop. */
#include "app.h"
#include "assets.h"
#include "autosave.h"
#include "bench.h"
#include "bench_memory.h"
#include "datadir.h"
#include "engine.h"
#include "engine_list.h"
#include "fonts.h"
#include "i18n.h"
#include "main_loop.h"
#include "movelabels.h"
#include "netgame.h"
#include "ren.h"
#include "settings.h"
#include "theme.h"
#include "ui.h"
#include "ui_dialog.h"
#include "uitest.h"
#include "winplace.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct Options {
    const char *variant, *data_dir, *lang, *fen, *script, *screenshot, *pref_dir, *open;
    int width, height;
    int engine_depth; /* hidden, for tests: depth-limited searches */
    bool software, bench, help, version, no_autosave, print_pref;
    bool bench_memory, bench_memory_one; /* --bench-memory; its child per variant (also sets bench) */
    bool size_given; /* --size: exactly that size, not the remembered one */
} Options;

static AutosaveOffer offer;

static void usage(FILE *out)
{
    fprintf(out, "usage: chessembly [options] [VARIANT.yaml | GAME.txt]\n"
                 "  --variant FILE     play this variant file\n"
                 "  --fen FEN          start from this position\n"
                 "  --open FILE        open a saved game record\n"
                 "  --data-dir DIR     where assets/ and variants/ are\n"
                 "  --lang en|ko       user interface language\n"
                 "  --size WxH         window size (default: as last closed, else 1280x800 fitted to the screen)\n"
                 "  --software         use the software renderer\n"
                 "  --pref-dir DIR     the user's folder (default: SDL_GetPrefPath)\n"
                 "  --no-autosave      do not offer or write the autosave\n"
                 "  --print-pref-dir   print the user's folder (autosave, games, variants) and exit\n"
                 "  --screenshot FILE  render one frame to a PNG and exit\n"
                 "  --script FILE      run a UI test script and exit (see tests/ui/README.md)\n"
                 "  --bench-ui         print UI timings, idle CPU and memory\n"
                 "  --bench-memory     print the memory held at start in every shipped variant\n"
                 "  --version, --help\n");
}

static bool parse_options(int argc, char **argv, Options *o)
{
    memset(o, 0, sizeof *o);
    o->width = 1280;
    o->height = 800;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char **slot = NULL;
        if (!strcmp(a, "--variant"))
            slot = &o->variant;
        else if (!strcmp(a, "--data-dir"))
            slot = &o->data_dir;
        else if (!strcmp(a, "--lang"))
            slot = &o->lang;
        else if (!strcmp(a, "--fen"))
            slot = &o->fen;
        else if (!strcmp(a, "--script"))
            slot = &o->script;
        else if (!strcmp(a, "--screenshot"))
            slot = &o->screenshot;
        else if (!strcmp(a, "--pref-dir"))
            slot = &o->pref_dir;
        else if (!strcmp(a, "--open"))
            slot = &o->open;
        if (slot) {
            if (i + 1 >= argc) {
                fprintf(stderr, "chessembly: %s needs a value\n", a);
                return false;
            }
            *slot = argv[++i];
        } else if (!strcmp(a, "--size")) {
            if (i + 1 >= argc || sscanf(argv[++i], "%dx%d", &o->width, &o->height) != 2 || o->width < 200 ||
                o->height < 150 || o->width > 16384 || o->height > 16384) {
                fprintf(stderr, "chessembly: --size wants WxH, e.g. 1280x800\n");
                return false;
            }
            o->size_given = true;
        } else if (!strcmp(a, "--engine-depth")) {
            /* not in --help: tests use it so the computer plays the same on any machine */
            if (i + 1 >= argc || (o->engine_depth = atoi(argv[++i])) < 1 || o->engine_depth > SEARCH_MAX_DEPTH) {
                fprintf(stderr, "chessembly: --engine-depth wants 1..%d\n", SEARCH_MAX_DEPTH);
                return false;
            }
        } else if (!strcmp(a, "--software"))
            o->software = true;
        else if (!strcmp(a, "--bench-ui"))
            o->bench = true;
        else if (!strcmp(a, "--bench-memory"))
            o->bench_memory = true;
        else if (!strcmp(a, "--bench-memory-one"))
            o->bench = o->bench_memory_one = true;
        else if (!strcmp(a, "--no-autosave"))
            o->no_autosave = true;
        else if (!strcmp(a, "--print-pref-dir"))
            o->print_pref = true;
        else if (!strcmp(a, "--help") || !strcmp(a, "-h"))
            o->help = true;
        else if (!strcmp(a, "--version"))
            o->version = true;
        else if (a[0] != '-') {
            /* a file given alone (the desktop entry's %f): a variant or a game record */
            size_t n = strlen(a);
            bool yaml = (n > 5 && !strcmp(a + n - 5, ".yaml")) || (n > 4 && !strcmp(a + n - 4, ".yml"));
            if (yaml)
                o->variant = a;
            else
                o->open = a;
        }
        else {
            fprintf(stderr, "chessembly: unknown option %s\n", a);
            return false;
        }
    }
    return true;
}

static void resume_answer(int choice)
{
    if (choice == 0 && offer.state == AUTOSAVE_RESUMABLE) {
        Variant *v = offer.variant;
        Game *g = offer.game;
        offer.variant = NULL;
        offer.game = NULL;
        app_resume_opponent(&offer.opponent); /* the computer plays on where it left off */
        app_adopt_clock(v, g, offer.variant_path, &offer.clock);
    }
    autosave_offer_free(&offer);
    offer.state = AUTOSAVE_NONE;
    /* from here on every change is saved (the offered game is no longer at risk) */
    app.autosave = true;
    app_write_autosave();
}

/* Reads the autosave and asks about it; returns whether saving may start now. A start
 * that names its game (`--variant`, `--fen`, a file) is not asked: an unfinished saved
 * game is kept, untouched, for the next plain start. */
/* Who plays the resumed game, when the computer does: ours at its level, or the other
 * engine (Settings -> Engines) that played it, by its name. */
static void say_who_plays(const Opponent *o, const Variant *v, char *buf, size_t size)
{
    bool engine = o->engine[0] != '\0';
    if (opponent_computers(o) == 2 && engine) {
        snprintf(buf, size, tr(S_ENGINES_FMT), tr_side(v, WHITE), tr_side(v, BLACK), o->engine);
    } else if (opponent_computers(o) == 2) {
        snprintf(buf, size, tr(S_COMPUTERS_FMT), tr_side(v, WHITE), o->level[WHITE], tr_side(v, BLACK),
                 o->level[BLACK]);
    } else {
        Color you = opponent_is_computer(o, WHITE) ? BLACK : WHITE;
        if (engine)
            snprintf(buf, size, tr(S_VS_ENGINE_FMT), tr_side(v, you), o->engine);
        else
            snprintf(buf, size, tr(S_VS_COMPUTER_FMT), tr_side(v, you), o->level[!you]);
    }
}

static bool offer_autosave(bool game_named)
{
    char body[2400];
    autosave_check(app.pref_dir, app.user_variants_dir, &offer);
    if (game_named && offer.state == AUTOSAVE_RESUMABLE) {
        autosave_offer_free(&offer);
        offer.state = AUTOSAVE_NONE;
        return false;
    }
    switch (offer.state) {
    case AUTOSAVE_RESUMABLE: {
        const Game *g = offer.game;
        /* "move 3", as the move list numbers it (not the count of half-moves played) */
        int n = snprintf(body, sizeof body, tr(S_RESUME_BODY_FMT),
                         tr_text(offer.variant->name ? offer.variant->name : "?", offer.variant->name_ko),
                         g->pos.fullmove, tr_side(offer.variant, g->pos.side));
        if (n > 0 && (size_t)n < sizeof body - 2 && opponent_computers(&offer.opponent) > 0) {
            body[n++] = '\n';
            say_who_plays(&offer.opponent, offer.variant, body + n, sizeof body - (size_t)n);
        }
        ui_dialog_ask("resume", tr(S_RESUME_TITLE), body, tr(S_RESUME), tr(S_NEW_GAME), resume_answer);
        return false; /* until answered: closing now keeps the saved game */
    }
    case AUTOSAVE_CORRUPT:
        snprintf(body, sizeof body, tr(S_CORRUPT_BODY_FMT), offer.error, offer.moved_to);
        fprintf(stderr, "chessembly: autosave unreadable: %s (kept as %s)\n", offer.error, offer.moved_to);
        ui_dialog_message(tr(S_CORRUPT_TITLE), body);
        return !offer.move_failed; /* a file that could not be moved is never overwritten */
    default: return true;
    }
}

/* A start-up problem: on stderr, and in a dialog unless a question is waiting. */
static void startup_message(StrId title, const char *err)
{
    fprintf(stderr, "chessembly: %s\n", err);
    if (ui_dialog_kind() == DLG_NONE)
        ui_dialog_message(tr(title), err);
}

/* Only the window's place changes in settings.txt: everything else is saved when it
 * is chosen. */
static void save_window_place(SDL_Window *win)
{
    winplace_track(win, &app.window);
    if (!app.window.known)
        return;
    Settings s;
    settings_load(app.pref_dir, &s);
    s.window = app.window;
    settings_save(app.pref_dir, &s);
}

static bool start_variant(const Options *o, const Settings *s)
{
    char err[1200], path[PATH_MAX];
    if (o->variant) {
        /* a relative path that is not here is one of the data folder's (`variants/…`) */
        const char *file = o->variant;
        if (file[0] != '/' && access(file, F_OK) != 0 && access(csm_data_path(file, path, sizeof path), F_OK) == 0)
            file = path;
        if (app_load_variant(file, err, sizeof err))
            return true;
        startup_message(S_VARIANT_FAILED, err);
    } else if (!o->fen && s->variant[0] && app_load_variant(s->variant, err, sizeof err)) {
        /* the last variant played; a FEN alone is a Standard Chess position */
        return true;
    }
    csm_data_path("variants/standard.yaml", path, sizeof path);
    if (app_load_variant(path, err, sizeof err))
        return true;
    fprintf(stderr, "chessembly: %s\n", err);
    return false;
}

/* The choices kept between runs (settings.h), as the app uses them. */
static void apply_settings(const Options *o, Settings *settings)
{
    settings_load(app.pref_dir, settings);
    snprintf(app.lang_setting, sizeof app.lang_setting, "%s", settings->lang);
    i18n_set_lang(i18n_detect(o->lang ? o->lang : settings->lang));
    app.autoflip = settings->autoflip;
    theme_set(settings->theme);
    app.animate = settings->animate;
    app.sound = settings->sound;
    NotationId chosen;
    app.notation_choice = notation_from_name(settings->notation, &chosen) ? (int)chosen : NOTATION_OWN;
    app.your_side_below = settings->your_side_below;
    app.pictograms = settings->pictograms;
    app.analysis_lines = 3;
    snprintf(app.save_dir, sizeof app.save_dir, "%s", settings->save_dir);
    engine_list_load(settings); /* started only when asked to play, analyse or show options */
    snprintf(app.player_name, sizeof app.player_name, "%s", settings->player_name);
    memcpy(app.recent_dirs, settings->recent_dirs, sizeof app.recent_dirs);
}

/* The window, where it was closed (inside the screen's usable area), with its renderer
 * and icon; NULL with a message on stderr. */
static SDL_Window *open_window(const Options *o, const Settings *settings)
{
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (o->screenshot)
        flags |= SDL_WINDOW_HIDDEN;
    WindowPlace place = {false, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, o->width, o->height, false};
    if (!o->size_given && !o->screenshot && !o->bench) {
        SDL_Rect usable[8];
        int displays = winplace_displays(usable, 8);
        place = winplace_fit(&settings->window, usable, displays);
    }
    app.window = place;
    SDL_Window *win = SDL_CreateWindow("Chessembly", place.x, place.y, place.w, place.h, flags);
    if (!win || !ren_init(win, o->software, !o->bench)) {
        fprintf(stderr, "chessembly: window: %s\n", SDL_GetError());
        if (win)
            SDL_DestroyWindow(win);
        return NULL;
    }
    if (getenv("CHESSEMBLY_TRACE_STARTUP"))
        fprintf(stderr, "startup: fonts, window and renderer at %.1f ms\n", main_seconds() * 1000);
    SDL_SetWindowMinimumSize(win, SDL_min(WINPLACE_MIN_W, place.w), SDL_min(WINPLACE_MIN_H, place.h));
    if (place.maximized)
        SDL_MaximizeWindow(win);
    SDL_Surface *icon = assets_app_icon();
    if (icon) {
        SDL_SetWindowIcon(win, icon);
        SDL_FreeSurface(icon);
    }
    return win;
}

/* SDL with its image and font libraries; false (with a message) when one cannot start. */
static bool start_sdl(const Options *o)
{
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
    if (o->software) /* no GL anywhere, not even to present the software frame */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "chessembly: SDL_Init: %s\n", SDL_GetError());
        return false;
    }
    if (TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        fprintf(stderr, "chessembly: SDL_ttf / SDL_image: %s\n", SDL_GetError());
        SDL_Quit();
        return false;
    }
    return true;
}

/* The game on the table at start: the autosave offered (read before anything can
 * overwrite it), the variant, then --fen and --open. False when no variant loads. */
static bool start_game(const Options *o, const Settings *settings)
{
    app.autosave = false;
    bool quiet = o->no_autosave || o->screenshot || o->bench;
    bool save_now = !quiet && offer_autosave(o->variant || o->fen || o->open);
    if (!start_variant(o, settings))
        return false;
    if (o->fen) {
        char err[1200];
        if (!app_new_game(o->fen, err, sizeof err))
            startup_message(S_VARIANT_FAILED, err);
    }
    if (o->open) {
        char err[1200];
        if (!app_open_game(o->open, err, sizeof err))
            startup_message(S_OPEN_FAILED, err);
    }
    app.autosave = save_now;
    ui_relayout();
    if (getenv("CHESSEMBLY_TRACE_STARTUP"))
        fprintf(stderr, "startup: variant and autosave at %.1f ms\n", main_seconds() * 1000);
    return true;
}

/* Who drives the window this run: a screenshot, the bench, a test script or a person.
 * Returns the exit code. */
static int drive(const Options *o)
{
    if (o->screenshot) {
        SDL_Surface *shot = NULL;
        main_frame(&shot);
        int rc = main_save_png(shot, o->screenshot) ? 0 : 1;
        SDL_FreeSurface(shot);
        return rc;
    }
    if (o->bench)
        return o->bench_memory_one ? bench_memory_one() : bench_run();
    if (o->script)
        return uitest_run(o->script);
    main_loop();
    return 0;
}

int main(int argc, char **argv)
{
    main_start_clock();
    /* past a file-size limit a write fails (reported like a full disk), not the game */
    signal(SIGXFSZ, SIG_IGN);
    Options o;
    if (!parse_options(argc, argv, &o)) {
        usage(stderr);
        return 2;
    }
    if (o.help) {
        usage(stdout);
        return 0;
    }
    if (o.version) {
        printf("chessembly 0.1.0\n");
        return 0;
    }
    if (o.data_dir)
        csm_set_data_dir(o.data_dir);
    if (o.bench_memory)
        return bench_memory();
    if (!start_sdl(&o))
        return 1;
    int rc = 0;
    if (!app_init_paths(o.pref_dir)) {
        fprintf(stderr, "chessembly: no folder for saved games: %s\n", SDL_GetError());
        rc = 1;
        goto out_sdl;
    }
    if (o.print_pref) {
        printf("%s\n", app.pref_dir);
        goto out_sdl;
    }
    Settings settings;
    apply_settings(&o, &settings);
    if (getenv("CHESSEMBLY_TRACE_STARTUP"))
        fprintf(stderr, "startup: paths and settings at %.1f ms\n", main_seconds() * 1000);
    if (!fonts_init()) {
        fprintf(stderr, "chessembly: no font found (install fonts-noto-cjk or fonts-dejavu-core)\n");
        rc = 1;
        goto out_sdl;
    }
    SDL_Window *win = open_window(&o, &settings);
    if (!win) {
        rc = 1;
        goto out_fonts;
    }
    ui_init(win);
    opponent_hot_seat(&app.opp);
    if (!engine_init())
        fprintf(stderr, "chessembly: the computer opponent is not available: %s\n", SDL_GetError());
    engine_force_depth(o.engine_depth);
    if (!start_game(&o, &settings)) {
        rc = 1;
        goto out_ui;
    }
    rc = drive(&o);
    /* closing the window never loses the game, nor where the window was */
    app_write_autosave();
    if (!o.screenshot && !o.bench)
        save_window_place(win);
    if (app.autosave_error[0])
        fprintf(stderr, "chessembly: autosave: %s\n", app.autosave_error);

out_ui:
    netgame_stop(); /* a friend over the network is told goodbye */
    engine_shutdown();
    autosave_offer_free(&offer);
    ui_shutdown();
    assets_shutdown();
    ren_shutdown();
    app_shutdown();
    SDL_DestroyWindow(win);
out_fonts:
    fonts_shutdown();
out_sdl:
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return rc;
}
