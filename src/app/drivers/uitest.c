/* uitest.c — `chessembly --script FILE`: drives the real window with synthesized
 * events and checks what it shows (the game state, and pixels of saved screenshots).
 * The command language is described in tests/ui/README.md. Every event goes through
 * ui_handle, the function the interactive loop calls, and every step draws a frame. */
#include "uitest.h"
#include "ui_analysis.h"

#include "app.h"
#include "main_loop.h"
#include "assets.h"
#include "datadir.h"
#include "endtext.h"
#include "engine.h"
#include "fen.h"
#include "i18n.h"
#include "notation.h"
#include "sound.h"
#include "theme.h"
#include "ui.h"
#include "ui_anim.h"
#include "ui_board.h"
#include "ui_card.h"
#include "ui_dialog.h"
#include "ui_endgame.h"
#include "ui_savedlg.h"
#include "ui_panel.h"
#include "textfile.h"
#include "ui_editor.h"
#include "ui_playground.h"
#include "ui_variations.h"
#include "ui_settings.h"
#include "ui_setup.h"
#include "timesrc.h"

#include <SDL_image.h>
#include <ctype.h>
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* Files in `dir` whose names start with `prefix` and end with `suffix` (0 when the
 * folder does not exist). */
static int count_files(const char *dir, const char *prefix, const char *suffix)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int count = 0;
    size_t np = strlen(prefix), ns = strlen(suffix);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        if (len >= np && len >= ns && !strncmp(e->d_name, prefix, np) && !strcmp(e->d_name + len - ns, suffix))
            count++;
    }
    closedir(d);
    return count;
}

enum { MAX_ARGS = 16 };

static const char *script_name;
static int line_no;
static int failures;
static char last_shot[PATH_MAX];
static SDL_Surface *shot; /* the last screenshot, as read back from its file */

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: ", script_name, line_no);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    failures++;
}

/* ---- driving the window ----------------------------------------------------------- */

static void settle(void)
{
    main_pump();
    if (ui_dirty())
        main_frame(NULL);
}

static void send(SDL_Event *e)
{
    e->common.timestamp = SDL_GetTicks();
    ui_handle(e);
    settle();
}

static void to_window(int px, int py, int *wx, int *wy)
{
    *wx = (int)(px / ui_lay.dpi);
    *wy = (int)(py / ui_lay.dpi);
}

static void motion(int px, int py, bool held)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    to_window(px, py, &e.motion.x, &e.motion.y);
    e.motion.state = held ? SDL_BUTTON_LMASK : 0;
    send(&e);
}

static void button(int px, int py, bool down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    to_window(px, py, &e.button.x, &e.button.y);
    send(&e);
}

static void click_at(int x, int y)
{
    motion(x, y, false);
    button(x, y, true);
    button(x, y, false);
}

static bool parse_square(const char *s, Square *out)
{
    if (!app.variant)
        return false;
    int n = square_parse(s, app.variant->files, app.variant->ranks, out);
    return n > 0 && s[n] == '\0';
}

static int parse_quadrant(const char *s)
{
    static const char *names[] = {"swirl", "x", "arrow", "square"};
    for (int i = 0; i < 4; i++)
        if (!strcmp(s, names[i]))
            return i;
    return -1;
}

/* The point of a square (or of one of its cluster quadrants) in output pixels. */
static bool square_point(char **args, int nargs, int first, int *x, int *y)
{
    Square s;
    if (first >= nargs || !parse_square(args[first], &s)) {
        fail("not a square of this board: %s", first < nargs ? args[first] : "(none)");
        return false;
    }
    if (first + 1 < nargs) {
        int q = parse_quadrant(args[first + 1]);
        if (q < 0) {
            fail("quadrant must be swirl, x, arrow or square: %s", args[first + 1]);
            return false;
        }
        return ui_board_quadrant_point(s, q, x, y);
    }
    SDL_Rect r;
    ui_board_square_rect(s, &r);
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
    return true;
}

static const struct {
    const char *name;
    Command cmd;
} buttons[] = {{"new", CMD_NEW_GAME}, {"variant", CMD_VARIANT},   {"undo", CMD_UNDO},         {"redo", CMD_REDO},
               {"flip", CMD_FLIP},    {"autoflip", CMD_AUTOFLIP}, {"save", CMD_SAVE},         {"open", CMD_OPEN},
               {"copy-fen", CMD_COPY_FEN}, {"playground", CMD_PLAYGROUND}, {"lang", CMD_LANG},
               {"hint", CMD_HINT},    {"pause", CMD_PAUSE},       {"resign", CMD_RESIGN},
               {"offer-draw", CMD_OFFER_DRAW}, {"accept-draw", CMD_ACCEPT_DRAW}, {"decline-draw", CMD_DECLINE_DRAW},
               {"settings", CMD_SETTINGS}, {"edit", CMD_EDIT_BOARD}, {"save-pgn", CMD_SAVE_PGN}};

static void key(const char *spec)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    char buf[64];
    snprintf(buf, sizeof buf, "%s", spec);
    char *name = buf;
    for (;;) {
        char *plus = strchr(name, '+');
        if (!plus || plus[1] == '\0')
            break;
        *plus = '\0';
        if (!strcasecmp(name, "ctrl"))
            e.key.keysym.mod |= KMOD_LCTRL;
        else if (!strcasecmp(name, "shift"))
            e.key.keysym.mod |= KMOD_LSHIFT;
        else if (!strcasecmp(name, "alt"))
            e.key.keysym.mod |= KMOD_LALT;
        else
            fail("unknown modifier %s", name);
        name = plus + 1;
    }
    SDL_Keycode k = SDL_GetKeyFromName(name);
    if (k == SDLK_UNKNOWN) {
        fail("unknown key %s", name);
        return;
    }
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    send(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    send(&e);
}

static void type_text(const char *text)
{
    /* SDL_TEXTINPUT carries at most 31 bytes: split on character boundaries */
    size_t n = strlen(text), i = 0;
    while (i < n) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_TEXTINPUT;
        size_t take = 0;
        while (i + take < n && take < 24) {
            take++;
            while (i + take < n && ((unsigned char)text[i + take] & 0xc0) == 0x80)
                take++;
        }
        memcpy(e.text.text, text + i, take);
        send(&e);
        i += take;
    }
}

/* Handles events until the computer has nothing to do (no search running, none due),
 * the way the interactive loop would: sleeping until the search thread's event. No
 * deadline: test searches are depth-limited (engine_force_depth), so they end, however
 * slow and busy the machine; a search that never ends runs into CTest's timeout. */
static void wait_engine(void)
{
    for (;;) {
        settle();
        if (engine_idle())
            return;
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, 20))
            ui_handle(&e);
    }
}

/* Handles events until the running search has reported a depth (what the thinking line
 * shows), however long the machine takes; fails when no search runs. */
static void wait_thinking(void)
{
    for (;;) {
        settle();
        SearchInfo info;
        if (engine_progress(&info))
            return;
        if (engine_idle()) {
            fail("wait-thinking: the computer is not thinking");
            return;
        }
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, 20))
            ui_handle(&e);
    }
}

/* ---- screenshots ------------------------------------------------------------------ */

static bool take_screenshot(const char *path)
{
    SDL_Surface *s = NULL;
    main_frame(&s);
    bool ok = main_save_png(s, path);
    SDL_FreeSurface(s);
    if (!ok) {
        fail("cannot save screenshot %s", path);
        return false;
    }
    /* checks read the file back, so they test what was saved */
    SDL_FreeSurface(shot);
    shot = NULL;
    SDL_Surface *loaded = IMG_Load(path);
    if (loaded) {
        shot = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
        SDL_FreeSurface(loaded);
    }
    snprintf(last_shot, sizeof last_shot, "%s", path);
    if (!shot)
        fail("cannot read back %s: %s", path, IMG_GetError());
    return shot != NULL;
}

static SDL_Surface *load_png(const char *path)
{
    SDL_Surface *loaded = IMG_Load(path);
    if (!loaded)
        return NULL;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(loaded);
    return s;
}

static uint32_t pixel(SDL_Surface *s, int x, int y)
{
    if (!s || x < 0 || y < 0 || x >= s->w || y >= s->h)
        return 0;
    return ((uint32_t *)((uint8_t *)s->pixels + y * s->pitch))[x];
}

static bool need_shot(void)
{
    if (!shot)
        fail("no screenshot taken yet");
    return shot != NULL;
}

static bool close_to(uint32_t p, int r, int g, int b, int tol)
{
    int pr = (p >> 16) & 255, pg = (p >> 8) & 255, pb = p & 255;
    return abs(pr - r) <= tol && abs(pg - g) <= tol && abs(pb - b) <= tol;
}

/* Dark grey "ink" of a marker in the middle of a square (pieces aside, nothing else
 * on an empty square is that dark and that grey). */
static double ink_fraction(SDL_Surface *s, SDL_Rect r)
{
    int count = 0, total = 0;
    for (int y = r.y + r.h / 4; y < r.y + r.h * 3 / 4; y++)
        for (int x = r.x + r.w / 4; x < r.x + r.w * 3 / 4; x++) {
            uint32_t p = pixel(s, x, y);
            int pr = (p >> 16) & 255, pg = (p >> 8) & 255, pb = p & 255;
            int lum = (pr * 299 + pg * 587 + pb * 114) / 1000;
            if (lum < 112 && abs(pr - pg) < 28 && abs(pg - pb) < 28)
                count++;
            total++;
        }
    return total ? (double)count / total : 0;
}

static double square_difference(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
    int differ = 0, total = 0;
    for (int y = r.y + 2; y < r.y + r.h - 2; y++)
        for (int x = r.x + 2; x < r.x + r.w - 2; x++) {
            uint32_t p = pixel(a, x, y), q = pixel(b, x, y);
            if (!close_to(p, (q >> 16) & 255, (q >> 8) & 255, q & 255, 24))
                differ++;
            total++;
        }
    return total ? (double)differ / total : 0;
}

static bool yes(const char *s) { return !strcmp(s, "yes") || !strcmp(s, "true") || !strcmp(s, "1"); }

static void join(char **args, int from, int nargs, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = from; i < nargs; i++) {
        strncat(out, args[i], size - strlen(out) - 1);
        if (i + 1 < nargs)
            strncat(out, " ", size - strlen(out) - 1);
    }
}

/* The share of pixels of `r` within `tol` of a colour (promotion icons, a captured
 * piece under a cluster). */
static double colour_share(SDL_Surface *s, SDL_Rect r, int cr, int cg, int cb, int tol)
{
    int count = 0, total = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            count += close_to(pixel(s, x, y), cr, cg, cb, tol);
            total++;
        }
    return total ? (double)count / total : 0;
}

/* expect colour-share SQ [QUADRANT] R G B TOL MIN% [MAX%]: the square (or one quadrant
 * of it) has between MIN% and MAX% of its pixels within TOL of the colour. */
/* The share of pixels in `r` with a luminance of at least 150 (of 255). */
static SDL_Rect noted_part; /* note-panel */

/* The dialog list entry whose path ends in `suffix`, or, for `game:N`, the N-th game of
 * a PGN file's list; -1 when none. */
static int find_item(const char *suffix)
{
    int game = 0;
    if (!strncmp(suffix, "game:", 5))
        game = atoi(suffix + 5);
    for (int i = 0, games = 0; i < ui_dialog_item_count(); i++) {
        const char *p = ui_dialog_item_path(i);
        size_t lp = strlen(p), ls = strlen(suffix);
        if (game > 0 ? p[0] && ++games == game : lp >= ls && !strcmp(p + lp - ls, suffix))
            return i;
    }
    return -1;
}

static double light_share(SDL_Surface *s, SDL_Rect r)
{
    int light = 0, all = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            uint32_t p = pixel(s, x, y);
            int cr = (p >> 16) & 255, cg = (p >> 8) & 255, cb = p & 255;
            light += (299 * cr + 587 * cg + 114 * cb) / 1000 >= 150;
            all++;
        }
    return all ? (double)light / all : 0;
}

static void expect_colour_share(char **a, int n)
{
    Square s;
    SDL_Rect r;
    int i = 3;
    if (!need_shot() || n < 8 || !parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
        fail("bad colour-share check");
        return;
    }
    int q = parse_quadrant(a[3]);
    if (q >= 0) {
        int h = r.w / 2;
        r = (SDL_Rect){r.x + (q & 1) * h, r.y + (q >> 1) * h, q & 1 ? r.w - h : h, q >> 1 ? r.h - h : h};
        i = 4;
    }
    if (n < i + 5) {
        fail("colour-share needs R G B TOL MIN%%");
        return;
    }
    double share = colour_share(shot, r, atoi(a[i]), atoi(a[i + 1]), atoi(a[i + 2]), atoi(a[i + 3])) * 100;
    double lo = atof(a[i + 4]), hi = n > i + 5 ? atof(a[i + 5]) : 100;
    if (share < lo || share > hi)
        fail("%s%s%s in %s: %.1f%% of the pixels near %s %s %s, expected %g%%..%g%%", a[2], q >= 0 ? " " : "",
             q >= 0 ? a[3] : "", last_shot, share, a[i], a[i + 1], a[i + 2], lo, hi);
}

/* expect card-mark SQ none|move|capture|jump|shift... : the marks of SQ on the piece
 * card's empty board (several words: all of them); expect card-inked SQ yes|no: marker
 * ink in the middle of that cell of the card as drawn in the last screenshot. */
static void expect_card(char **a, int n)
{
    Square s;
    if (n < 4 || !parse_square(a[2], &s)) {
        fail("bad card check");
        return;
    }
    if (ui_card_origin() < 0) {
        fail("no piece card shown");
        return;
    }
    if (!strcmp(a[1], "card-mark")) {
        static const char *names[] = {"move", "capture", "jump", "shift"};
        int want = 0;
        for (int i = 3; i < n; i++)
            for (int b = 0; b < 4; b++)
                if (!strcmp(a[i], names[b]))
                    want |= 1 << b;
        int got = ui_card_mark(s);
        if (got != want)
            fail("card mark of %s: expected %d, got %d (bits: move 1, capture 2, jump 4, shift 8)", a[2], want, got);
        return;
    }
    SDL_Rect r;
    if (!need_shot() || !ui_panel_card_cell_rect(s, &r)) {
        fail("no card cell %s", a[2]);
        return;
    }
    /* the whole cell (ink_fraction looks at the middle half of the rectangle it gets) */
    double ink = ink_fraction(shot, (SDL_Rect){r.x - r.w / 2, r.y - r.h / 2, 2 * r.w, 2 * r.h});
    if ((ink > 0.02) != yes(a[3]))
        fail("card cell %s in %s: expected %s ink, found %.1f%%", a[2], last_shot, yes(a[3]) ? "some" : "no",
             ink * 100);
}

/* The playground editor: expect pg-selection TEXT (exactly; \n for a line break),
 * pg-script-has TEXT yes|no, clipboard TEXT, and pg-underline LINE COL | none: the
 * wavy red line under the compile error starts at LINE:COL and is red in the last
 * screenshot. */
static void unescape(char *s)
{
    char *w = s;
    for (char *r = s; *r; r++) {
        if (r[0] == '\\' && r[1] == 'n') {
            *w++ = '\n';
            r++;
        } else {
            *w++ = *r;
        }
    }
    *w = '\0';
}

static void expect_editor(char **a, int n)
{
    char want[2048], got[EDITOR_MAX];
    join(a, 2, n, want, sizeof want);
    unescape(want);
    if (!strcmp(a[1], "pg-selection")) {
        ui_playground_selection(got, sizeof got);
        if (strcmp(got, want))
            fail("editor selection: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(a[1], "clipboard")) {
        char *clip = SDL_GetClipboardText();
        if (!clip || strcmp(clip, want))
            fail("clipboard: expected \"%s\", got \"%s\"", want, clip ? clip : "(null)");
        SDL_free(clip);
    } else if (!strcmp(a[1], "pg-script-has") && n >= 4) {
        join(a, 2, n - 1, want, sizeof want);
        unescape(want);
        bool has = strstr(ui_playground_script(), want) != NULL;
        if (has != yes(a[n - 1]))
            fail("script: expected %s\"%s\" in \"%s\"", yes(a[n - 1]) ? "" : "no ", want, ui_playground_script());
    } else if (!strcmp(a[1], "pg-underline") && n >= 3) {
        SDL_Rect r;
        bool shown = ui_playground_error_rect(&r);
        if (!strcmp(a[2], "none")) {
            if (shown)
                fail("expected no error underline");
            return;
        }
        int x, y;
        if (n < 4 || !shown || !ui_playground_text_point(atoi(a[2]), atoi(a[3]), &x, &y)) {
            fail("expected an error underline at %s:%s", a[2], n >= 4 ? a[3] : "?");
            return;
        }
        if (abs(r.x - x) > 1 || r.y < y || r.y > y + U(16))
            fail("the underline is at %d,%d, line %s column %s is at %d,%d", r.x, r.y, a[2], a[3], x, y);
        else if (need_shot() && colour_share(shot, r, 0xe8, 0x55, 0x4a, 40) < 0.2)
            fail("the underline at %d,%d (%dx%d) is not red in %s", r.x, r.y, r.w, r.h, last_shot);
    } else {
        fail("incomplete editor check %s", a[1]);
    }
}

/* ---- expectations --------------------------------------------------------------------- */


static const char *marker_name(int m)
{
    switch (m) {
    case MARK_MOVE: return "move";
    case MARK_CAPTURE: return "capture";
    case MARK_JUMP: return "jump";
    case MARK_SHIFT: return "shift";
    case UI_MARK_CLUSTER: return "cluster";
    default: return "none";
    }
}


/* ---- the variant's state, clocks, end sentences (issue 13) --------------------------- */

/* expect state-text TEXT / clock SIDE FACE / clock-line TEXT / end-text TEXT /
 * draw-offer none|white|black. False when `what` is none of these. */
static bool expect_state(const char *what, char **a, int n, const char *want)
{
    char got[1024];
    if (!strcmp(what, "state-text")) {
        ui_panel_state_text(got, sizeof got);
        if (!strstr(got, want))
            fail("state-text: expected \"%s\" in \"%s\"", want, got);
    } else if (!strcmp(what, "clock") && n >= 4) {
        int side = !strcmp(a[2], "black") ? BLACK : WHITE;
        ui_panel_clock_face(side, got, sizeof got);
        if (strcmp(got, a[3]))
            fail("clock %s: expected %s, got %s", a[2], a[3], got);
    } else if (!strcmp(what, "clock-line")) {
        clock_format(&app.clock, got, sizeof got);
        if (strcmp(got, want))
            fail("clock-line: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "end-text")) {
        end_sentence(app.variant, game_result(app.game), app.game->pos.side, got, sizeof got);
        if (strcmp(got, want))
            fail("end-text: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "variant-title")) {
        const char *t = tr_text(app.variant->name, app.variant->name_ko);
        if (strcmp(t, want))
            fail("variant-title: expected \"%s\", got \"%s\"", want, t);
    } else if (!strcmp(what, "captured") && n >= 4) {
        /* pieces the side named has captured so far */
        int side = !strcmp(a[2], "black") ? BLACK : WHITE, count = 0;
        for (int i = 0; i < app.game->length; i++)
            if (app.game->undos[i].captured && (int)piece_color(app.game->undos[i].captured) != side)
                count++;
        if (count != atoi(a[3]))
            fail("captured %s: expected %s, got %d", a[2], a[3], count);
    } else if (!strcmp(what, "draw-offer") && n >= 3) {
        const char *by = app.draw_offer == 0 ? "none" : app.draw_offer - 1 == WHITE ? "white" : "black";
        if (strcmp(by, a[2]))
            fail("draw-offer: expected %s, got %s", a[2], by);
    } else {
        return false;
    }
    return true;
}

/* Expectations of the table's look and sound (settings, themes, slides, sounds, the
 * window): true when `what` was one of them. */
static bool expect_look(char **a, int n)
{
    const char *what = a[1];
    if (!strcmp(what, "setting") && n >= 4) {
        /* expect setting theme|animation|sound|notation VALUE */
        const char *got = "?";
        if (!strcmp(a[2], "theme"))
            got = theme_current()->name;
        else if (!strcmp(a[2], "animation"))
            got = app.animate ? "on" : "off";
        else if (!strcmp(a[2], "sound"))
            got = app.sound ? "on" : "off";
        else if (!strcmp(a[2], "notation"))
            got = app.notation_coordinates ? "coordinates" : "san";
        if (strcmp(got, a[3]))
            fail("setting %s: expected %s, got %s", a[2], a[3], got);
    } else if (!strcmp(what, "settings-open") && n >= 3) {
        if (ui_settings_active() != yes(a[2]))
            fail("settings dialog: expected %s", yes(a[2]) ? "open" : "closed");
    } else if (!strcmp(what, "sound") && n >= 3) {
        /* the last sound played since the previous `expect sound` (none: no sound) */
        static int checked;
        int count = sound_played_count();
        const char *got = count == checked ? "none" : sound_name((SoundId)sound_last());
        checked = count;
        if (strcmp(got, a[2]))
            fail("sound: expected %s, got %s", a[2], got);
    } else if (!strcmp(what, "sounds") && n >= 3) {
        if (sound_played_count() != atoi(a[2]))
            fail("sounds played: expected %s, got %d", a[2], sound_played_count());
    } else if (!strcmp(what, "slides") && n >= 3) {
        if (ui_anim_started() != atoi(a[2]))
            fail("slides started: expected %s, got %d", a[2], ui_anim_started());
    } else if (!strcmp(what, "sliding") && n >= 3) {
        if (ui_anim_sliding() != atoi(a[2]))
            fail("pieces sliding: expected %s, got %d", a[2], ui_anim_sliding());
    } else if (!strcmp(what, "window") && n >= 4) {
        int w, h;
        SDL_GetWindowSize(ui_window(), &w, &h);
        if (w != atoi(a[2]) || h != atoi(a[3]))
            fail("window size: expected %sx%s, got %dx%d", a[2], a[3], w, h);
    } else if (!strcmp(what, "window-pos") && n >= 4) {
        int x, y;
        SDL_GetWindowPosition(ui_window(), &x, &y);
        if (x != atoi(a[2]) || y != atoi(a[3]))
            fail("window position: expected %s,%s, got %d,%d", a[2], a[3], x, y);
    } else {
        return false;
    }
    return true;
}

/* clock-left SIDE SECONDS: sets a side's time left (a flag to fall soon). */
static bool state_command(char **a, int n)
{
    if (!strcmp(a[0], "clock-left") && n >= 3) {
        if (!clock_on(&app.clock)) {
            fail("clock-left: no clock runs in this game");
            return true;
        }
        int side = !strcmp(a[1], "black") ? BLACK : WHITE;
        app.clock.left_ms[side] = (int64_t)(atof(a[2]) * 1000);
        app.clock_since = time_now_ms();
        ui_set_dirty();
        return true;
    }
    return false;
}

enum { EXPECT_TEXT = 2048 };

/* expect, checks group 1 of 4 (the chain is split to keep functions short). */
static bool expect_group_1(char **a, int n, const char *what, char *want, char *got)
{
    (void)got;
    (void)want;
    if (!strcmp(what, "fen")) {
        app_fen(got, EXPECT_TEXT);
        if (strcmp(got, want))
            fail("fen: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "fen-board")) {
        app_fen(got, EXPECT_TEXT);
        got[strcspn(got, " ")] = '\0';
        if (strcmp(got, want))
            fail("board: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "piece") && n >= 4) {
        Square s;
        if (!parse_square(a[2], &s)) {
            fail("bad square %s", a[2]);
            return true;
        }
        Piece p = app.game->pos.board[s];
        const char *name = p ? app.variant->kinds[piece_kind(p)].name : "none";
        if (strcmp(name, a[3]))
            fail("piece on %s: expected %s, got %s", a[2], a[3], name);
        else if (p && n >= 5 && strcmp(a[4], piece_color(p) == WHITE ? "white" : "black"))
            fail("piece on %s: expected a %s one", a[2], a[4]);
    } else if (!strcmp(what, "result") && n >= 3) {
        const GameResult *r = game_result(app.game);
        if (strcmp(game_status_text(r->status), a[2]))
            fail("result: expected %s, got %s (%s)", a[2], game_status_text(r->status), r->reason);
        else if (n >= 4) {
            join(a, 3, n, want, EXPECT_TEXT);
            if (strcmp(r->reason, want))
                fail("result reason: expected %s, got %s", want, r->reason);
        }
    } else if (!strcmp(what, "turn") && n >= 3) {
        const char *side = app.game->pos.side == WHITE ? "white" : "black";
        if (strcmp(side, a[2]))
            fail("turn: expected %s, got %s", a[2], side);
    } else if (!strcmp(what, "selected") && n >= 3) {
        int s = ui_board_selected();
        char name[8] = "none";
        if (s >= 0)
            square_name((Square)s, name);
        if (strcmp(name, a[2]))
            fail("selected: expected %s, got %s", a[2], name);
    } else if (!strcmp(what, "piece-name") && n >= 4) {
        /* expect piece-name KIND TEXT: the name the piece card shows */
        int kind = variant_find_kind(app.variant, a[2]);
        join(a, 3, n, want, EXPECT_TEXT);
        if (kind < 0 || strcmp(ui_card_piece_name(kind), want))
            fail("piece-name %s: expected %s, got %s", a[2], want, kind < 0 ? "(no such piece)" : ui_card_piece_name(kind));
    } else if (!strcmp(what, "blast") && n >= 3) {
        /* expect blast N: an explosion (atomic) is blowing N pieces away on screen */
        if (ui_anim_blasting() != atoi(a[2]))
            fail("blast: expected %s, got %d", a[2], ui_anim_blasting());
    } else if (!strcmp(what, "marker") && n >= 4) {
        Square s;
        if (!parse_square(a[2], &s)) {
            fail("bad square %s", a[2]);
            return true;
        }
        int count;
        int m = ui_board_marker(s, &count);
        if (strcmp(marker_name(m), a[3]))
            fail("marker on %s: expected %s, got %s", a[2], a[3], marker_name(m));
        else if (n >= 5 && count != atoi(a[4]))
            fail("marker on %s: expected %s choices, got %d", a[2], a[4], count);
    } else if (!strcmp(what, "markers") && n >= 3) {
        int count = 0;
        for (int s = 0; s < CSM_SQUARES; s++)
            if (sq_file((Square)s) < app.variant->files && sq_rank((Square)s) < app.variant->ranks &&
                ui_board_marker((Square)s, NULL) >= 0)
                count++;
        if (count != atoi(a[2]))
            fail("markers: expected %s, got %d", a[2], count);
    } else if (!strcmp(what, "check") && n >= 3) {
        Square c[8];
        int k = ui_board_check_squares(c, 8);
        char name[8] = "none";
        if (k > 0)
            square_name(c[0], name);
        if (strcmp(name, a[2]))
            fail("check glow: expected %s, got %s", a[2], name);
    } else if (!strcmp(what, "moves") && n >= 3) {
        if (app.game->length != atoi(a[2]))
            fail("moves played: expected %s, got %d", a[2], app.game->length);
    } else if (!strcmp(what, "total") && n >= 3) {
        if (app.game->total != atoi(a[2]))
            fail("moves recorded: expected %s, got %d", a[2], app.game->total);
    } else if (!strcmp(what, "flipped") && n >= 3) {
        if (app_board_flipped() != yes(a[2]))
            fail("flipped: expected %s", a[2]);
    } else if (!strcmp(what, "variant")) {
        if (strcmp(app.variant->name ? app.variant->name : "", want))
            fail("variant: expected \"%s\", got \"%s\"", want, app.variant->name);
    } else if (!strcmp(what, "dialog") && n >= 3) {
        const char *k = ui_dialog_kind() == DLG_NONE ? "none" : ui_dialog_tag();
        if (strcmp(k, a[2]))
            fail("dialog: expected %s, got %s", a[2], k);
    } else if (!strcmp(what, "dialog-text")) {
        if (!strstr(ui_dialog_title(), want) && !strstr(ui_dialog_body(), want))
            fail("dialog text: \"%s\" not in \"%s\" / \"%s\"", want, ui_dialog_title(), ui_dialog_body());
    } else if (!strcmp(what, "item-error")) {
        bool found = false;
        for (int i = 0; i < ui_dialog_item_count() && !found; i++)
            found = ui_dialog_item_error(i) && strstr(ui_dialog_item_error(i), want);
        if (!found)
            fail("no list item with the error \"%s\"", want);
    } else if (!strcmp(what, "settings-label-clear") && n >= 3) {
        /* expect settings-label-clear theme-NAME: its label is not under its swatch */
        if (!ui_settings_label_clear(a[2]))
            fail("settings: the label of %s runs under its swatch", a[2]);
    } else {
        return false;
    }
    return true;
}

/* expect, checks group 2 of 4 (the chain is split to keep functions short). */
static bool expect_group_2(char **a, int n, const char *what, char *want, char *got)
{
    (void)got;
    (void)want;
    if (!strcmp(what, "item-detail") && n >= 4) {
        /* expect item-detail SUFFIX TEXT: the line under the entry whose path ends so */
        join(a, 3, n, want, EXPECT_TEXT);
        int found = find_item(a[2]);
        const char *detail = found >= 0 ? ui_dialog_item_detail(found) : NULL;
        if (!detail || !strstr(detail, want))
            fail("item %s: detail \"%s\" not in \"%s\"", a[2], want, detail ? detail : "(no such item)");
    } else if (!strcmp(what, "items") && n >= 3) {
        int count = 0;
        for (int i = 0; i < ui_dialog_item_count(); i++)
            count += ui_dialog_item_path(i)[0] != '\0';
        if (count < atoi(a[2]))
            fail("list items: expected at least %s, got %d", a[2], count);
    } else if (!strcmp(what, "move-label") && n >= 4) {
        /* expect move-label PLY TEXT: the move list's entry for that ply */
        join(a, 3, n, want, EXPECT_TEXT);
        const char *label = ui_panel_move_label(atoi(a[2]));
        if (strcmp(label, want))
            fail("move %s: expected \"%s\", got \"%s\"", a[2], want, label);
    } else if (!strcmp(what, "result-row")) {
        /* expect result-row TEXT: the move list's last row (empty: none) */
        ui_panel_result_label(got, EXPECT_TEXT);
        if (strcmp(got, want))
            fail("result row: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "saved-pgns") && n >= 3) {
        int count = count_files(app.games_dir, "", "pgn");
        if (count != atoi(a[2]))
            fail("saved PGN files: expected %s, got %d", a[2], count);
    } else if (!strcmp(what, "clipboard-has")) {
        char *clip = SDL_GetClipboardText();
        if (!clip || !strstr(clip, want))
            fail("clipboard: \"%s\" not in \"%s\"", want, clip ? clip : "(null)");
        SDL_free(clip);
    } else if (!strcmp(what, "clipboard-fen")) {
        char *clip = SDL_GetClipboardText();
        app_fen(got, EXPECT_TEXT);
        if (!clip || strcmp(clip, got))
            fail("clipboard: expected \"%s\", got \"%s\"", got, clip ? clip : "(null)");
        SDL_free(clip);
    } else if (!strcmp(what, "toast") && !strcmp(want, "none")) {
        if (ui_toast_text()[0])
            fail("toast: expected none, got \"%s\"", ui_toast_text());
    } else if (!strcmp(what, "toast")) {
        if (!strstr(ui_toast_text(), want))
            fail("toast: \"%s\" not in \"%s\"", want, ui_toast_text());
    } else if (!strcmp(what, "lang") && n >= 3) {
        if (strcmp(i18n_lang_code(i18n_lang()), a[2]))
            fail("language: expected %s, got %s", a[2], i18n_lang_code(i18n_lang()));
    } else if (!strcmp(what, "pref-files") && n >= 4) {
        /* expect pref-files PREFIX COUNT: files in the user's folder starting so */
        int count = count_files(app.pref_dir, a[2], "");
        if (count != atoi(a[3]))
            fail("files %s* in %s: expected %s, got %d", a[2], app.pref_dir, a[3], count);
    } else if (!strcmp(what, "saved-games") && n >= 3) {
        int count = count_files(app.games_dir, "", "txt");
        if (count != atoi(a[2]))
            fail("saved games: expected %s, got %d", a[2], count);
    } else if (!strcmp(what, "playground-marker") && n >= 4) {
        Square s;
        if (square_parse(a[2], 8, 8, &s) <= 0) {
            fail("bad square %s", a[2]);
            return true;
        }
        const char *m = marker_name(ui_playground_marker(s));
        if (strcmp(m, a[3]))
            fail("playground marker on %s: expected %s, got %s", a[2], a[3], m);
    } else if (!strcmp(what, "playground-piece") && n >= 4) {
        Square s;
        if (square_parse(a[2], 8, 8, &s) <= 0) {
            fail("bad square %s", a[2]);
            return true;
        }
        const char *p = ui_playground_piece(s);
        if (strcmp(p[0] ? p : "none", a[3]))
            fail("playground piece on %s: expected %s, got %s", a[2], a[3], p[0] ? p : "none");
    } else if (!strcmp(what, "playground") && n >= 3) {
        if (ui_playground_active() != yes(a[2]))
            fail("playground: expected %s", a[2]);
    } else if (!strcmp(what, "playground-error")) {
        const char *e = ui_playground_error();
        if (n == 2 ? e[0] != '\0' : !strstr(e, want))
            fail("playground error: expected \"%s\", got \"%s\"", want, e);
    } else if (!strcmp(what, "redraw-rasterises") && n >= 3) {
        /* forced redraws of an unchanged window must reuse every cached texture */
        int before = assets_raster_count();
        for (int i = 0; i < 3; i++) {
            ui_set_dirty();
            main_frame(NULL);
        }
        int made = assets_raster_count() - before;
        if ((made > 0) != yes(a[2]))
            fail("redraws rasterised %d SVG image(s)", made);
    } else if (!strcmp(what, "live-textures-at-most") && n >= 3) {
        if (assets_live_textures() > atoi(a[2]))
            fail("%d SVG textures alive, expected at most %s", assets_live_textures(), a[2]);
    } else if (!strcmp(what, "opponent")) {
        opponent_format(&app.opp, got, EXPECT_TEXT);
        if (strcmp(got, want))
            fail("opponent: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "paused") && n >= 3) {
        if (app.paused != yes(a[2]))
            fail("paused: expected %s", a[2]);
    } else {
        return false;
    }
    return true;
}

/* expect, checks group 5: the analysis board and the player's drawings (issue 25). */
static bool expect_group_5(char **a, int n, const char *what)
{
    if (!strcmp(what, "premove") && n >= 3) {
        /* expect premove none|FROM TO: the move queued while the computer thinks */
        Move m;
        char got_text[16] = "none";
        if (ui_board_premove(&m)) {
            char f[4], t[4];
            square_name(m.from, f);
            square_name(m.to, t);
            snprintf(got_text, sizeof got_text, "%s %s", f, t);
        }
        char wanted[16];
        snprintf(wanted, sizeof wanted, "%s%s%s", a[2], n >= 4 ? " " : "", n >= 4 ? a[3] : "");
        if (strcmp(got_text, wanted))
            fail("premove: expected %s, got %s", wanted, got_text);
    } else if (!strcmp(what, "drawings") && n >= 3) {
        /* expect drawings N: the player's arrows and circles on the board */
        if (ui_board_drawings() != atoi(a[2]))
            fail("drawings: expected %s, got %d", a[2], ui_board_drawings());
    } else if (!strcmp(what, "analysis-lines") && n >= 3) {
        /* expect analysis-lines N: the analysis board shows N lines */
        SearchInfo lines[ENGINE_MAX_LINES];
        int have = engine_analysis(lines, ENGINE_MAX_LINES);
        if (have != atoi(a[2]))
            fail("analysis: expected %s lines, got %d", a[2], have);
    } else if (!strcmp(what, "analysis-line") && n >= 4) {
        /* expect analysis-line N TEXT: line N (1 = the best) as the card writes it */
        SearchInfo lines[ENGINE_MAX_LINES];
        int i = atoi(a[2]), have = engine_analysis(lines, ENGINE_MAX_LINES);
        char text[400] = "";
        if (i >= 1 && i <= have)
            ui_analysis_line_text(&lines[i - 1], text, sizeof text);
        char wanted[EXPECT_TEXT];
        join(a, 3, n, wanted, sizeof wanted);
        if (!strstr(text, wanted))
            fail("analysis line %s: \"%s\" not in \"%s\"", a[2], wanted, text);
    } else {
        return false;
    }
    return true;
}

/* expect, checks of variations, comments and the analysis' score (group 6). */
static bool expect_group_6(char **a, int n, const char *what)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    join(a, 3, n, want, sizeof want);
    if (!strcmp(what, "browsing") && n >= 3) {
        /* expect browsing yes|no: the board shows another position than the game's */
        if (app_browsing() != yes(a[2]))
            fail("browsing: expected %s", a[2]);
    } else if (!strcmp(what, "variations") && n >= 3) {
        /* expect variations PLY TEXT: the comments and variations under that move's row */
        int side = app.game ? app.game->start.side : 0;
        ui_variations_text((atoi(a[2]) - 1 + side) / 2, got, sizeof got);
        if (strcmp(got, want))
            fail("variations after ply %s: expected \"%s\", got \"%s\"", a[2], want, got);
    } else if (!strcmp(what, "shown-fen") && n >= 3) {
        /* expect shown-fen FEN: the position the board shows */
        join(a, 2, n, want, sizeof want);
        game_fen(app_board_game(), got, sizeof got);
        if (strcmp(got, want))
            fail("shown position: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "bar-white") && n >= 4) {
        /* expect bar-white below|above PERMILLE: White's light part of the evaluation bar
         * in the last screenshot, counted in its pixels (the middle column) */
        SDL_Rect bar;
        if (!need_shot() || !ui_analysis_bar_rect(ui_lay.board, &bar)) {
            fail("bad bar-white check");
            return true;
        }
        int light = 0;
        for (int y = bar.y; y < bar.y + bar.h; y++) {
            uint32_t p = pixel(shot, bar.x + bar.w / 2, y);
            light += ((p >> 16) & 255) > 200 && ((p >> 8) & 255) > 200;
        }
        int share = bar.h ? light * 1000 / bar.h : 0;
        bool below = !strcmp(a[2], "below");
        if (below ? share >= atoi(a[3]) : share <= atoi(a[3]))
            fail("bar: White's part is %d/1000, expected %s %s", share, a[2], a[3]);
    } else if (!strcmp(what, "white-score") && n >= 4) {
        /* expect white-score below|above CP: the analysis' best line, from White's side */
        SearchInfo lines[ENGINE_MAX_LINES];
        Position buf;
        int have = engine_analysis(lines, ENGINE_MAX_LINES);
        int score = have ? lines[0].score * (app_shown_position(&buf, NULL)->side == WHITE ? 1 : -1) : 0;
        bool below = !strcmp(a[2], "below");
        if (!have || (below ? score >= atoi(a[3]) : score <= atoi(a[3])))
            fail("white's score: expected %s %s, got %d (%d lines)", a[2], a[3], score, have);
    } else {
        return false;
    }
    return true;
}

/* expect, checks group 3 of 4 (the chain is split to keep functions short). */
static bool expect_group_3(char **a, int n, const char *what, char *want, char *got)
{
    (void)got;
    (void)want;
    if (!strcmp(what, "thinking") && n >= 3) {
        if ((engine_job() == JOB_MOVE) != yes(a[2]))
            fail("thinking: expected %s", a[2]);
    } else if (!strcmp(what, "engine-text")) {
        ui_panel_engine_text(got, EXPECT_TEXT);
        if (!strstr(got, want))
            fail("engine line: \"%s\" not in \"%s\"", want, got);
    } else if (!strcmp(what, "hint") && n >= 3) {
        Move m;
        char from[8] = "none", to[8] = "";
        if (engine_hint(&m)) {
            square_name(m.from, from);
            square_name(m.to, to);
        }
        if (strcmp(from, a[2]) || (n >= 4 && strcmp(to, a[3])))
            fail("hint: expected %s %s, got %s %s", a[2], n >= 4 ? a[3] : "", from, to);
    } else if (!strcmp(what, "pixel") && n >= 8) {
        if (!need_shot())
            return true;
        uint32_t p = pixel(shot, atoi(a[2]), atoi(a[3]));
        if (!close_to(p, atoi(a[4]), atoi(a[5]), atoi(a[6]), atoi(a[7])))
            fail("pixel %s,%s of %s: expected %s %s %s, got %u %u %u", a[2], a[3], last_shot, a[4], a[5], a[6],
                 (p >> 16) & 255, (p >> 8) & 255, p & 255);
    } else if (!strcmp(what, "square-pixel") && n >= 9) {
        /* expect square-pixel SQ FX FY R G B TOL: a point at fractions of the square */
        Square s;
        SDL_Rect r;
        if (!need_shot() || !parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            fail("bad square-pixel check");
            return true;
        }
        int x = r.x + (int)(atof(a[3]) * r.w), y = r.y + (int)(atof(a[4]) * r.h);
        uint32_t p = pixel(shot, x, y);
        if (!close_to(p, atoi(a[5]), atoi(a[6]), atoi(a[7]), atoi(a[8])))
            fail("%s at (%s, %s) in %s: expected %s %s %s, got %u %u %u", a[2], a[3], a[4], last_shot, a[5], a[6],
                 a[7], (p >> 16) & 255, (p >> 8) & 255, p & 255);
    } else if (!strcmp(what, "editor") && n >= 3) {
        /* expect editor yes|no, editor-fen FEN, editor-problem TEXT|none: the board editor */
        if (ui_setup_active() != yes(a[2]))
            fail("board editor: expected %s", a[2]);
    } else if (!strcmp(what, "editor-fen")) {
        ui_setup_fen(got, EXPECT_TEXT);
        if (strcmp(got, want))
            fail("editor fen: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "editor-problem")) {
        const char *p = ui_setup_problem();
        if (!strcmp(want, "none") ? p[0] != '\0' : !strstr(p, want))
            fail("editor problem: expected \"%s\", got \"%s\"", want, p);
    } else if (!strcmp(what, "tooltip")) {
        /* expect tooltip none | TEXT: the tooltip of the last frame */
        const char *t = ui_tooltip_text();
        if (!strcmp(want, "none") ? t[0] != '\0' : !strstr(t, want))
            fail("tooltip: expected \"%s\", got \"%s\"", want, t);
    } else if (!strcmp(what, "pg-selection") || !strcmp(what, "clipboard") || !strcmp(what, "pg-script-has") ||
               !strcmp(what, "pg-underline")) {
        expect_editor(a, n);
    } else if (!strcmp(what, "card-mark") || !strcmp(what, "card-inked")) {
        expect_card(a, n);
    } else if (!strcmp(what, "toast-whole")) {
        /* expect toast-whole: the toast drawn last showed all of its text */
        if (!ui_toast_whole())
            fail("the toast was cut: \"%s\"", ui_toast_text());
    } else if (!strcmp(what, "file-exists") && n >= 3) {
        FILE *f = fopen(a[2], "r");
        if (!f)
            fail("no file %s", a[2]);
        else
            fclose(f);
    } else if (!strcmp(what, "save-path-has") && n >= 3) {
        /* expect save-path-has TEXT: the save dialog's path contains TEXT */
        if (!strstr(ui_savedlg_path(), a[2]))
            fail("save dialog path \"%s\" lacks \"%s\"", ui_savedlg_path(), a[2]);
    } else if (!strcmp(what, "panel-unchanged") && n >= 3) {
        /* expect panel-unchanged PART: where note-panel found it */
        SDL_Rect r;
        if (!ui_panel_part_rect(a[2], &r))
            fail("no panel part %s", a[2]);
        else if (r.x != noted_part.x || r.y != noted_part.y || r.w != noted_part.w || r.h != noted_part.h)
            fail("panel %s moved: %d,%d %dx%d, noted %d,%d %dx%d", a[2], r.x, r.y, r.w, r.h, noted_part.x,
                 noted_part.y, noted_part.w, noted_part.h);
    } else if (!strcmp(what, "captured-light") && n >= 4) {
        /* expect captured-light white|black MIN%: light pixels (luminance >= 150) in the
         * first piece that side captured, as the last screenshot shows it */
        SDL_Rect r;
        int side = !strcmp(a[2], "white") ? WHITE : BLACK;
        if (!need_shot() || !ui_panel_captured_rect(side, &r)) {
            fail("no captured piece of %s shown", a[2]);
            return true;
        }
        double share = light_share(shot, r) * 100;
        if (share < atof(a[3]))
            fail("captured by %s: %.1f%% light pixels, expected at least %s%%", a[2], share, a[3]);
    } else if (!strcmp(what, "colour-share")) {
        expect_colour_share(a, n);
    } else {
        return false;
    }
    return true;
}

/* expect, checks group 4 of 4 (the chain is split to keep functions short). */
static bool expect_group_4(char **a, int n, const char *what, char *want, char *got)
{
    (void)got;
    (void)want;
    if (!strcmp(what, "square-marked") && n >= 4) {
        Square s;
        SDL_Rect r;
        if (!need_shot() || !parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            fail("bad square-marked check");
            return true;
        }
        double ink = ink_fraction(shot, r);
        bool marked = ink > 0.02;
        if (marked != yes(a[3]))
            fail("%s in %s: expected %s marker ink, found %.1f%%", a[2], last_shot, yes(a[3]) ? "some" : "no",
                 ink * 100);
    } else if (!strcmp(what, "square-differs") && n >= 5) {
        /* expect square-differs SQ OTHER.png yes|no: compares with another screenshot */
        Square s;
        SDL_Rect r;
        SDL_Surface *other = load_png(a[3]);
        if (!need_shot() || !other || !parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            fail("bad square-differs check (%s)", a[3]);
            SDL_FreeSurface(other);
            return true;
        }
        double d = square_difference(shot, other, r);
        if ((d > 0.03) != yes(a[4]))
            fail("%s: %s and %s differ in %.1f%% of the square", a[2], last_shot, a[3], d * 100);
        SDL_FreeSurface(other);
    } else if (!strcmp(what, "panel-differs") && n >= 4) {
        /* expect panel-differs OTHER.png yes|no: the side panel against another screenshot */
        SDL_Surface *other = load_png(a[2]);
        if (!need_shot() || !other) {
            fail("bad panel-differs check (%s)", a[2]);
            SDL_FreeSurface(other);
            return true;
        }
        double d = square_difference(shot, other, ui_lay.panel);
        if ((d > 0.005) != yes(a[3]))
            fail("the panels of %s and %s differ in %.2f%% of their pixels", last_shot, a[2], d * 100);
        SDL_FreeSurface(other);
    } else if (!strcmp(what, "shape-grid") && n >= 3) {
        /* expect shape-grid yes|no: the panel shows the selected piece's shape */
        SDL_Rect r;
        if (ui_panel_shape_cell_rect(0, 0, &r) != yes(a[2]))
            fail("expected %s shape grid in the panel", yes(a[2]) ? "a" : "no");
    } else if (!strcmp(what, "shape-pixel") && n >= 10) {
        /* expect shape-pixel SX SY FX FY R G B TOL: a point at fractions of the grid cell
         * SX right and SY up from the origin, as drawn */
        SDL_Rect r;
        if (!need_shot() || !ui_panel_shape_cell_rect(atoi(a[2]), atoi(a[3]), &r)) {
            fail("no shape grid cell %s,%s", a[2], a[3]);
            return true;
        }
        int x = r.x + (int)(atof(a[4]) * r.w), y = r.y + (int)(atof(a[5]) * r.h);
        uint32_t p = pixel(shot, x, y);
        if (!close_to(p, atoi(a[6]), atoi(a[7]), atoi(a[8]), atoi(a[9])))
            fail("shape cell %s,%s at (%s, %s) in %s: expected %s %s %s, got %u %u %u", a[2], a[3], a[4], a[5],
                 last_shot, a[6], a[7], a[8], (p >> 16) & 255, (p >> 8) & 255, p & 255);
    } else if (!strcmp(what, "shape-cells-differ") && n >= 7) {
        /* expect shape-cells-differ SX SY SX2 SY2 yes|no: two grid cells, pixel by pixel */
        SDL_Rect r1, r2;
        if (!need_shot() || !ui_panel_shape_cell_rect(atoi(a[2]), atoi(a[3]), &r1) ||
            !ui_panel_shape_cell_rect(atoi(a[4]), atoi(a[5]), &r2)) {
            fail("no shape grid cells %s,%s and %s,%s", a[2], a[3], a[4], a[5]);
            return true;
        }
        int differ = 0, total = 0;
        for (int y = 1; y < r1.h - 1; y++)
            for (int x = 1; x < r1.w - 1; x++) {
                uint32_t p = pixel(shot, r1.x + x, r1.y + y), q = pixel(shot, r2.x + x, r2.y + y);
                if (!close_to(p, (q >> 16) & 255, (q >> 8) & 255, q & 255, 24))
                    differ++;
                total++;
            }
        double d = total ? (double)differ / total : 0;
        if ((d > 0.1) != yes(a[6]))
            fail("shape cells %s,%s and %s,%s of %s differ in %.1f%% of their pixels", a[2], a[3], a[4], a[5],
                 last_shot, d * 100);
    } else {
        return false;
    }
    return true;
}

static void expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    const char *what = a[1];
    join(a, 2, n, want, sizeof want);
    if (expect_look(a, n))
        return;
    if (expect_group_1(a, n, what, want, got) || expect_group_2(a, n, what, want, got) || expect_group_3(a, n, what, want, got) || expect_group_4(a, n, what, want, got) ||
        expect_group_5(a, n, what) || expect_group_6(a, n, what))
        return;
    if (!expect_state(what, a, n, want))
        fail("unknown or incomplete expectation: expect %s", what);
}

/* ---- the script ------------------------------------------------------------------------- */

/* Splits a line into words, expanding ${VAR} from the environment; "quoted words"
 * keep their spaces. */
static int split(char *line, char *store, size_t size, char **args)
{
    int n = 0;
    size_t used = 0;
    char *p = line;
    while (*p && n < MAX_ARGS) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p || *p == '#')
            break;
        args[n++] = store + used;
        bool quoted = *p == '"';
        if (quoted)
            p++;
        while (*p && (quoted ? *p != '"' : !isspace((unsigned char)*p))) {
            if (p[0] == '$' && p[1] == '{') {
                char *end = strchr(p, '}');
                if (end) {
                    char var[128];
                    snprintf(var, sizeof var, "%.*s", (int)(end - p - 2), p + 2);
                    const char *val = getenv(var);
                    for (const char *v = val ? val : ""; *v && used + 2 < size; v++)
                        store[used++] = *v;
                    p = end + 1;
                    continue;
                }
            }
            if (used + 2 < size)
                store[used++] = *p;
            p++;
        }
        if (quoted && *p == '"')
            p++;
        store[used++] = '\0';
    }
    return n;
}

static void resize(int w, int h)
{
    SDL_SetWindowSize(ui_window(), w, h);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    e.window.data1 = w;
    e.window.data2 = h;
    send(&e);
    ui_relayout();
    main_frame(NULL);
}

/* hover-item SUFFIX: the mouse over a dialog list entry (its tooltip). */
static void hover_item(const char *suffix)
{
    for (int i = 0; i < ui_dialog_item_count(); i++) {
        const char *p = ui_dialog_item_path(i);
        size_t lp = strlen(p), ls = strlen(suffix);
        SDL_Rect r;
        if (lp >= ls && !strcmp(p + lp - ls, suffix) && ui_dialog_item_rect(i, &r)) {
            settle();
            main_frame(NULL);
            motion(r.x + r.w / 2, r.y + r.h / 2, false);
            return;
        }
    }
    fail("no list item %s", suffix);
}

/* hover-panel header|status: the mouse over a part of the side panel. */
static void hover_panel(const char *part)
{
    SDL_Rect r;
    if (!ui_panel_part_rect(part, &r)) {
        fail("no panel part %s", part);
        return;
    }
    motion(r.x + r.w / 2, r.y + r.h * 3 / 4, false);
}

static void right_drag(int x, int y, int x2, int y2)
{
    motion(x, y, false);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_RIGHT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    to_window(x, y, &e.button.x, &e.button.y);
    send(&e);
    motion(x2, y2, false);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    to_window(x2, y2, &e.button.x, &e.button.y);
    send(&e);
}

static void right_click_at(int x, int y)
{
    motion(x, y, false);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_RIGHT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    to_window(x, y, &e.button.x, &e.button.y);
    send(&e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    send(&e);
}

/* The board editor: ed piece NAME white|black | ed square SQ | ed erase SQ (a right
 * click) | ed button clear|start|side|play|cancel|eraser. */
static void board_editor(char **a, int n)
{
    SDL_Rect r;
    Square s;
    int x, y;
    if (!ui_setup_active()) {
        fail("the board editor is not open");
        return;
    }
    if (!strcmp(a[1], "piece") && n >= 4) {
        if (!ui_setup_palette_rect(a[2], !strcmp(a[3], "black"), &r))
            fail("no palette piece %s %s", a[2], a[3]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if ((!strcmp(a[1], "square") || !strcmp(a[1], "erase")) && n >= 3) {
        if (!parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            fail("not a square: %s", a[2]);
            return;
        }
        x = r.x + r.w / 2;
        y = r.y + r.h / 2;
        if (!strcmp(a[1], "square"))
            click_at(x, y);
        else
            right_click_at(x, y);
    } else if (!strcmp(a[1], "fen-paste")) {
        /* ed fen-paste: the clipboard pasted over the FEN field's text, then Enter */
        if (!ui_setup_button_rect("fen", &r)) {
            fail("no FEN field");
            return;
        }
        click_at(r.x + r.w / 2, r.y + r.h / 2);
        key("ctrl+a");
        key("ctrl+v");
        key("return");
    } else if (!strcmp(a[1], "fen") && n >= 3) {
        /* ed fen TEXT: click the FEN field, select all, type TEXT, press Enter */
        char text[1024];
        join(a, 2, n, text, sizeof text);
        if (!ui_setup_button_rect("fen", &r)) {
            fail("no FEN field");
            return;
        }
        click_at(r.x + r.w / 2, r.y + r.h / 2);
        key("ctrl+a");
        type_text(text);
        key("return");
    } else if (!strcmp(a[1], "button") && n >= 3) {
        if (!ui_setup_button_rect(a[2], &r))
            fail("no board editor button %s", a[2]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else {
        fail("unknown board editor command %s", a[1]);
    }
}

/* run_command, commands group 1 of 2 (split to keep functions short); false when
 * the command is not one of this group. */
/* run_command: the right button on the board (the player's arrows and circles). */
static bool command_group_3(char **a, int n, const char *c)
{
    int x, y;
    if (!strcmp(c, "engine-hold") && n >= 2) {
        engine_hold(!strcmp(a[1], "on") || yes(a[1]));
    } else if (!strcmp(c, "real-clock")) {
        time_use_manual(false); /* benchmarks only: timed things follow the wall clock */
    } else if (!strcmp(c, "right-click") && n >= 2) {
        if (square_point(a, n, 1, &x, &y))
            right_click_at(x, y);
    } else if (!strcmp(c, "right-drag") && n >= 3) {
        int x2, y2;
        char *to[1] = {a[2]};
        if (square_point(a, 2, 1, &x, &y) && square_point(to, 1, 0, &x2, &y2))
            right_drag(x, y, x2, y2);
    } else {
        return false;
    }
    return true;
}

static bool command_group_1(char **a, int n, const char *c)
{
    int x, y;
    if ((!strcmp(c, "resize") || !strcmp(c, "size")) && n >= 3) {
        resize(atoi(a[1]), atoi(a[2]));
    } else if (!strcmp(c, "variant") && n >= 2) {
        char err[1200], path[PATH_MAX];
        struct stat st;
        const char *file = a[1];
        if (stat(file, &st) != 0)
            file = csm_data_path(a[1], path, sizeof path);
        if (!app_load_variant(file, err, sizeof err))
            fail("variant %s: %s", a[1], err);
        settle();
    } else if (!strcmp(c, "setup")) {
        char fen[1024], err[1200];
        join(a, 1, n, fen, sizeof fen);
        if (!app_new_game(fen, err, sizeof err))
            fail("setup: %s", err);
        settle();
    } else if (!strcmp(c, "click") && n >= 2) {
        if (square_point(a, n, 1, &x, &y))
            click_at(x, y);
    } else if (!strcmp(c, "hover") && n >= 2) {
        if (square_point(a, n, 1, &x, &y))
            motion(x, y, false);
    } else if (!strcmp(c, "click-at") && n >= 3) {
        click_at(atoi(a[1]), atoi(a[2]));
    } else if (!strcmp(c, "drag") && n >= 3) {
        int x2, y2;
        char *to[2] = {a[2], n >= 4 ? a[3] : NULL};
        if (square_point(a, 2, 1, &x, &y) && square_point(to, to[1] ? 2 : 1, 0, &x2, &y2)) {
            motion(x, y, false);
            button(x, y, true);
            for (int i = 1; i <= 4; i++)
                motion(x + (x2 - x) * i / 4, y + (y2 - y) * i / 4, true);
            button(x2, y2, false);
        }
    } else if (!strcmp(c, "click-button") && n >= 2) {
        size_t i;
        for (i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
            if (!strcmp(buttons[i].name, a[1]))
                break;
        SDL_Rect r;
        if (i == sizeof buttons / sizeof buttons[0] || !ui_panel_button_rect(buttons[i].cmd, &r))
            fail("no button %s", a[1]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "click-dialog") && n >= 2) {
        SDL_Rect r;
        if (!ui_dialog_button_rect(atoi(a[1]), &r))
            fail("no dialog button %s", a[1]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "draw-960") && n >= 2) {
        /* draw-960 N: the next random Chess960 start is position N */
        ui_dialog_force_960(atoi(a[1]));
    } else if (!strcmp(c, "click-hand") && n >= 3) {
        /* click-hand white|black PIECE: a piece in that side's hand, as the panel draws it */
        int side = !strcmp(a[1], "black"), kind = variant_find_kind(app.variant, a[2]);
        SDL_Rect r;
        settle();
        main_frame(NULL);
        if (kind < 0 || !ui_panel_hand_rect(side, kind, &r))
            fail("no %s in %s's hand", a[2], a[1]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "click-item") && n >= 2) {
        int found = find_item(a[1]);
        SDL_Rect r;
        if (found < 0 || !ui_dialog_item_rect(found, &r)) {
            fail("no list item %s", a[1]);
        } else {
            settle();
            main_frame(NULL);
            click_at(r.x + r.w / 2, r.y + r.h / 2);
        }
    } else if (!strcmp(c, "pg-drag") && n >= 5) {
        /* pg-drag LINE COL LINE COL: a mouse selection in the playground editor */
        int x2, y2;
        if (!ui_playground_text_point(atoi(a[1]), atoi(a[2]), &x, &y) ||
            !ui_playground_text_point(atoi(a[3]), atoi(a[4]), &x2, &y2)) {
            fail("no such place in the script");
        } else {
            motion(x, y, false);
            button(x, y, true);
            for (int i = 1; i <= 3; i++)
                motion(x + (x2 - x) * i / 3, y + (y2 - y) * i / 3, true);
            button(x2, y2, false);
        }
    } else if (!strcmp(c, "pg-click-text") && n >= 3) {
        if (!ui_playground_text_point(atoi(a[1]), atoi(a[2]), &x, &y))
            fail("no such place in the script");
        else
            click_at(x, y);
    } else if (!strcmp(c, "ed") && n >= 2) {
        board_editor(a, n);
    } else if (!strcmp(c, "hover-item") && n >= 2) {
        hover_item(a[1]);
    } else if (!strcmp(c, "hover-at") && n >= 3) {
        motion(atoi(a[1]), atoi(a[2]), false);
    } else if (!strcmp(c, "hover-panel") && n >= 2) {
        hover_panel(a[1]);
    } else if (!strcmp(c, "click-choice") && n >= 2) {
        SDL_Rect r;
        if (!ui_dialog_choice_rect(a[1], &r))
            fail("no new-game choice %s", a[1]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "click-setting") && n >= 2) {
        SDL_Rect r;
        if (!ui_settings_choice_rect(a[1], &r))
            fail("no settings choice %s (is the dialog open?)", a[1]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else {
        return false;
    }
    return true;
}

/* run_command, commands group 2 of 2 (split to keep functions short); false when
 * the command is not one of this group. */
static bool command_group_2(char **a, int n, const char *c)
{
    int x, y;
    if (!strcmp(c, "anim-elapsed") && n >= 2) {
        /* slides drawn as if MS had passed since they started; `real`: the real clock */
        ui_anim_test_elapsed(!strcmp(a[1], "real") ? -1 : atoi(a[1]));
        ui_set_dirty();
        settle();
    } else if (!strcmp(c, "anim-advance") && n >= 2) {
        /* the slide clock moves on, as time does: no frame is asked for here, the loop
         * draws what it asks for itself */
        ui_anim_test_elapsed(atoi(a[1]));
        settle();
    } else if (!strcmp(c, "note-panel") && n >= 2) {
        /* note-panel PART: remember where a part of the side panel is now */
        if (!ui_panel_part_rect(a[1], &noted_part))
            fail("no panel part %s", a[1]);
    } else if (!strcmp(c, "end-dialog") && n >= 2) {
        /* end-dialog on|off: the end-of-game dialog (scripts start with it off) */
        ui_endgame_enable(!strcmp(a[1], "on"));
    } else if (!strcmp(c, "colour-draw") && n >= 2) {
        /* colour-draw white|black|real: what the next "Random" colour gives you */
        ui_dialog_force_colour(!strcmp(a[1], "white") ? WHITE : !strcmp(a[1], "black") ? BLACK : -1);
    } else if (!strcmp(c, "keep-frames") && n >= 2) {
        main_keep_frames(!strcmp(a[1], "on"));
    } else if (!strcmp(c, "screenshot-shown") && n >= 2) {
        /* the frame the window shows now, not drawn again */
        SDL_Surface *shown = main_shown_frame();
        if (!shown || !main_save_png(shown, a[1]))
            fail("screenshot-shown %s: no frame kept (keep-frames on first)", a[1]);
    } else if (!strcmp(c, "wait-engine")) {
        wait_engine();
    } else if (!strcmp(c, "wait-thinking")) {
        wait_thinking();
    } else if (!strcmp(c, "click-strip") && n >= 2) {
        if (!ui_board_strip_point(atoi(a[1]), &x, &y))
            fail("no promotion strip icon %s", a[1]);
        else
            click_at(x, y);
    } else if (!strcmp(c, "clipboard-set")) {
        /* clipboard-set TEXT: what another program copied */
        char text[2048];
        join(a, 1, n, text, sizeof text);
        SDL_SetClipboardText(text);
    } else if (!strcmp(c, "clipboard-file") && n >= 2) {
        /* clipboard-file PATH: a whole file copied, e.g. a PGN */
        char *text = text_file_read(a[1]);
        if (!text)
            fail("clipboard-file: cannot read %s", a[1]);
        else
            SDL_SetClipboardText(text);
        free(text);
    } else if (!strcmp(c, "click-move") && n >= 2) {
        SDL_Rect r;
        if (!ui_panel_move_rect(atoi(a[1]), &r))
            fail("move %s is not in view", a[1]);
        else
            click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "pg") && n >= 2) {
        /* pg square SQ | pg sample N | pg palette N | pg shape N | pg back | pg reset | pg editor */
        static const char *what[] = {"square", "sample", "palette", "shape", "back", "reset", "editor"};
        int w = -1;
        for (int i = 0; i < 7; i++)
            if (!strcmp(a[1], what[i]))
                w = i;
        int idx = n >= 3 ? atoi(a[2]) : 0;
        Square s;
        if (w == PG_SQUARE) {
            idx = -1;
            if (n >= 3 && square_parse(a[2], 8, 8, &s) > 0)
                idx = s;
        }
        if (w < 0 || !ui_playground_point(w, idx, &x, &y))
            fail("no playground %s %s", a[1], n >= 3 ? a[2] : "");
        else
            click_at(x, y);
    } else if (!strcmp(c, "key") && n >= 2) {
        key(a[1]);
    } else if (!strcmp(c, "type")) {
        char text[1024];
        join(a, 1, n, text, sizeof text);
        type_text(text);
    } else if (state_command(a, n)) {
        /* handled */
    } else if (!strcmp(c, "wait")) {
        /* the test clock moves on by MS and due events run; nothing sleeps (a test that
         * needs the engine's thread to get somewhere waits for it: wait-thinking,
         * wait-engine) */
        if (n >= 2)
            time_advance((uint64_t)atoi(a[1]));
        settle();
    } else if (!strcmp(c, "time-advance") && n >= 2) {
        /* time-advance MS: the test clock moves on, nothing waits */
        time_advance((uint64_t)atoi(a[1]));
        settle();
    } else if (!strcmp(c, "screenshot") && n >= 2) {
        take_screenshot(a[1]);
    } else if (!strcmp(c, "expect") && n >= 2) {
        expect(a, n);
    } else if (!strcmp(c, "echo")) {
        char text[1024];
        join(a, 1, n, text, sizeof text);
        printf("%s\n", text);
    } else {
        return false;
    }
    return true;
}

static bool run_command(char **a, int n)
{
    const char *c = a[0];
    ui_relayout(); /* a variant of another size may have been loaded */
    if (!strcmp(c, "quit"))
        return false;
    if (!(command_group_1(a, n, c) || command_group_2(a, n, c) || command_group_3(a, n, c)))
        fail("unknown or incomplete command: %s", c);
    return true;
}

int uitest_run(const char *path)
{
    script_name = path;
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "chessembly: cannot open script %s\n", path);
        return 2;
    }
    /* slides end at once unless a script asks (anim-elapsed): screenshots taken right
     * after a move show the position, as they did before pieces slid */
    ui_anim_test_elapsed(UI_ANIM_MS);
    ui_endgame_enable(false); /* scripts about it turn it on (end-dialog on) */
    /* the test clock stands still but for `wait` and `time-advance`: clocks, toasts and
     * slides read exact times however busy the machine is */
    time_use_manual(true);
    main_frame(NULL);
    char line[4096], store[8192];
    int commands = 0;
    while (fgets(line, sizeof line, f)) {
        line_no++;
        char *args[MAX_ARGS];
        int n = split(line, store, sizeof store, args);
        if (n == 0)
            continue;
        commands++;
        if (!run_command(args, n))
            break;
    }
    fclose(f);
    SDL_FreeSurface(shot);
    shot = NULL;
    if (failures)
        fprintf(stderr, "%s: %d check(s) failed\n", path, failures);
    else
        printf("%s: %d commands, all checks passed\n", path, commands);
    return failures ? 1 : 0;
}
