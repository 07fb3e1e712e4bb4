/* ui_dialog.c — dialogs (see ui_dialog.h). */
#include "ui_dialog.h"
#include "pgnfile.h"
#include "shogifile.h"

#include "app.h"
#include "chess960.h"
#include "catalog.h"
#include "datadir.h"
#include "folders.h"
#include "i18n.h"
#include "record.h"
#include "search.h"
#include "textfile.h"
#include "ui_command.h"
#include "theme.h"
#include "ui_editor.h"
#include "ui_kit.h"
#include "ui_scroll.h"
#include "ui_sides.h"
#include "variant_build.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>
#include <time.h>

enum { MAX_ITEMS = 400 };

typedef struct Item {
    bool header;          /* a section title, not clickable */
    char title[160];
    char detail[1200];
    char path[PATH_MAX];
    bool broken, current;
    bool folder;          /* the Open list: a folder to go to, not a game */
    char tag[48];
} Item;

static DialogKind kind;
static char tag[32];
static char title[200];
static int title_side = -1; /* the side whose mark stands before the title (the winner), or -1 */
static char body[2048];
enum { DIALOG_MAX_BUTTONS = 5 };
static char buttons[DIALOG_MAX_BUTTONS][64];
static int nbuttons;
static void (*on_done)(int);
static Item *items;
static int nitems;
static int scroll_px;
static int hover = -1; /* button i, 100 + item, 200 + choice */

/* ---- the new-game dialog's choices ---- */
enum { MODE_HOT_SEAT, MODE_VS_COMPUTER, MODE_COMPUTERS, MAX_CHOICES = 48 };

typedef struct Choice {
    char name[16];
    char label[64];
    SDL_Rect r;
    bool selected;
} Choice;

static Opponent chosen;
static bool random_colour;  /* "Random": your colour is drawn when the game starts */
static int forced_colour = -1; /* tests: what the next draw gives (-1: a real draw) */

void ui_dialog_force_colour(int colour) { forced_colour = colour; }
static int forced_960 = -1; /* tests: what the next random Chess960 draw gives */
void ui_dialog_force_960(int n) { forced_960 = n; }

/* Your colour for a "Random" game: a fair draw (or the one a test asked for). */
static Color draw_colour(void)
{
    if (forced_colour >= 0)
        return (Color)forced_colour;
    return (Color)((SDL_GetPerformanceCounter() ^ (Uint64)time(NULL)) & 1);
}
/* The new game's clock: a preset (index into PRESETS) or custom minutes + increment.
 * The last two are overtime controls, for every variant: byoyomi (10 minutes, then 3
 * periods of 30 seconds) and Canadian (10 minutes, then 5 moves every 5 minutes). */
static const struct {
    const char *name; /* the choice's name, and its label unless `label` gives one */
    int minutes, increment;
    ClockOvertime overtime;
    int periods, period_s;
    const char *label;
} PRESETS[] = {{"none", 0, 0, OVERTIME_NONE, 0, 0, NULL},
               {"1+0", 1, 0, OVERTIME_NONE, 0, 0, NULL},
               {"3+2", 3, 2, OVERTIME_NONE, 0, 0, NULL},
               {"5+3", 5, 3, OVERTIME_NONE, 0, 0, NULL},
               {"10+5", 10, 5, OVERTIME_NONE, 0, 0, NULL},
               {"15+10", 15, 10, OVERTIME_NONE, 0, 0, NULL},
               {"byoyomi", 10, 0, OVERTIME_BYOYOMI, 3, 30, "10+3×30s"},
               {"canadian", 10, 0, OVERTIME_CANADIAN, 5, 300, "10+5/5:00"}};
enum { NPRESETS = sizeof PRESETS / sizeof PRESETS[0], TC_CUSTOM = NPRESETS };
static int tc_choice;                      /* 0..NPRESETS-1, or TC_CUSTOM */
/* the start position: the variant's setup, a random Chess960 one, or one by number */
enum { START_SETUP, START_960_RANDOM, START_960_NUMBER };
static int start_choice;
static long start_number = 518;
static int arrangement[2]; /* janggi: the first-rank arrangement each side chose (Variant.arrangements) */
static int custom_min = 10, custom_inc = 0;
static Choice choices[MAX_CHOICES];
static int nchoices;

static void forget_typed_path(void);

static void reset(void)
{
    forget_typed_path();
    free(items);
    items = NULL;
    nitems = 0;
    scroll_px = 0;
    hover = -1;
    on_done = NULL;
    nbuttons = 0;
    tag[0] = title[0] = body[0] = '\0';
    title_side = -1;
}

void ui_dialog_title_mark(int side) { title_side = side; }

void ui_dialog_close(void)
{
    reset();
    kind = DLG_NONE;
}

DialogKind ui_dialog_kind(void) { return kind; }
const char *ui_dialog_tag(void) { return tag; }
const char *ui_dialog_title(void) { return title; }
const char *ui_dialog_body(void) { return body; }

void ui_dialog_choose(const char *t, const char *ti, const char *bo, const char *const *labels, int n,
                      void (*done)(int))
{
    reset();
    kind = DLG_ASK;
    snprintf(tag, sizeof tag, "%s", t);
    snprintf(title, sizeof title, "%s", ti);
    snprintf(body, sizeof body, "%s", bo ? bo : "");
    nbuttons = n < DIALOG_MAX_BUTTONS ? n : DIALOG_MAX_BUTTONS;
    for (int i = 0; i < nbuttons; i++)
        snprintf(buttons[i], sizeof buttons[i], "%s", labels[i]);
    on_done = done;
}

void ui_dialog_ask(const char *t, const char *ti, const char *bo, const char *b0, const char *b1, void (*done)(int))
{
    const char *labels[2] = {b0, b1};
    ui_dialog_choose(t, ti, bo, labels, b1 ? 2 : 1, done);
}

void ui_dialog_message(const char *ti, const char *bo)
{
    ui_dialog_ask("message", ti, bo, tr(S_OK), NULL, NULL);
    kind = DLG_MESSAGE;
}

static Item *add_item(void)
{
    if (nitems == MAX_ITEMS)
        return NULL;
    Item *it = &items[nitems++];
    memset(it, 0, sizeof *it);
    return it;
}

/* A list dialog (picker, open): a title, a Close button and room for items. */
static bool begin_list(DialogKind k, const char *t, const char *ti)
{
    ui_dialog_ask(t, ti, NULL, tr(S_CLOSE), NULL, NULL);
    kind = k;
    items = calloc(MAX_ITEMS, sizeof *items);
    return items != NULL;
}

static void add_header(const char *text)
{
    Item *it = add_item();
    if (it) {
        it->header = true;
        snprintf(it->title, sizeof it->title, "%s", text);
    }
}

static void add_catalog(const Catalog *c)
{
    for (int i = 0; i < c->count; i++) {
        const CatalogEntry *e = &c->items[i];
        Item *it = add_item();
        if (!it)
            return;
        snprintf(it->title, sizeof it->title, "%s", tr_text(e->name, e->name_ko));
        snprintf(it->path, sizeof it->path, "%s", e->path);
        it->broken = e->error != NULL;
        if (e->error) {
            /* the path is long and shown in the title already: keep line:col: message */
            const char *msg = e->error;
            const char *base = strrchr(e->path, '/');
            base = base ? base + 1 : e->path;
            const char *at = strstr(msg, base);
            if (at)
                msg = at;
            snprintf(it->detail, sizeof it->detail, "%s", msg);
            snprintf(it->tag, sizeof it->tag, "%s", tr(S_PICKER_BROKEN));
        } else {
            snprintf(it->detail, sizeof it->detail, "%s", tr_text(e->description, e->description_ko));
            snprintf(it->tag, sizeof it->tag, "%dx%d", e->files, e->ranks);
            char real[PATH_MAX];
            it->current = realpath(e->path, real) && !strcmp(real, app.variant_path);
        }
    }
}

/* The shipped variants as a player looks for them: Standard first, then chess with
 * other goals or rules, chess with more pieces, the East Asian games, Chessembly's own;
 * a file not named here comes after them, by name. */
static int family_rank(const CatalogEntry *e)
{
    static const char *const order[] = {
        "standard",   "chess960",   "three_check", "king_of_the_hill", "racing_kings", "antichess",
        "atomic",     "horde",      "king_capture", "domination",      "crazyhouse",   "seirawan",
        "duck",       "capablanca", "shogi",        "minishogi",       "xiangqi",      "minixiangqi",
        "janggi",     "makruk",     "chessembly_army", "chameleon",    "shape_menagerie", "playground"};
    const char *base = strrchr(e->path, '/');
    base = base ? base + 1 : e->path;
    size_t n = strcspn(base, ".");
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
        if (strlen(order[i]) == n && !strncmp(base, order[i], n))
            return (int)i;
    return (int)(sizeof order / sizeof order[0]);
}

static int by_family(const void *pa, const void *pb)
{
    const CatalogEntry *a = pa, *b = pb;
    int ra = family_rank(a), rb = family_rank(b);
    if ((a->error != NULL) != (b->error != NULL)) /* broken files stay last */
        return a->error ? 1 : -1;
    return ra != rb ? ra - rb : strcmp(a->name ? a->name : "", b->name ? b->name : "");
}

void ui_dialog_picker(void)
{
    if (!begin_list(DLG_PICKER, "picker", tr(S_PICKER_TITLE)))
        return;
    char shipped[PATH_MAX];
    csm_data_path("variants", shipped, sizeof shipped);
    Catalog c;
    catalog_init(&c);
    catalog_scan(&c, shipped, false);
    if (c.count > 1)
        qsort(c.items, (size_t)c.count, sizeof *c.items, by_family);
    add_header(tr(S_PICKER_SHIPPED));
    add_catalog(&c);
    catalog_free(&c);
    add_header(tr(S_PICKER_USER));
    catalog_scan(&c, app.user_variants_dir, true);
    if (c.count == 0) {
        Item *it = add_item();
        if (it)
            snprintf(it->detail, sizeof it->detail, tr(S_PICKER_USER_EMPTY_FMT), app.user_variants_dir);
    }
    add_catalog(&c);
    catalog_free(&c);
}

/* The setup with each side's chosen first rank (janggi's horses and elephants): White's
 * is the FEN's last row, Black's the first, in lower case. False when nothing changes. */
static bool arranged_setup(char *fen, size_t size)
{
    const Variant *v = app.variant;
    if (!v || !v->setup || v->narrangements == 0 || (arrangement[WHITE] == 0 && arrangement[BLACK] == 0))
        return false;
    const char *first_slash = strchr(v->setup, '/'), *space = strchr(v->setup, ' ');
    if (!first_slash || !space || first_slash > space)
        return false;
    const char *last_slash = first_slash;
    for (const char *c = first_slash; c < space; c++)
        if (*c == '/')
            last_slash = c;
    char black[40];
    snprintf(black, sizeof black, "%s", v->arrangements[arrangement[BLACK]].row);
    for (char *c = black; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    int n = snprintf(fen, size, "%s%.*s%s%s", black, (int)(last_slash + 1 - first_slash), first_slash,
                     v->arrangements[arrangement[WHITE]].row, space);
    return n > 0 && (size_t)n < size;
}

/* The clock chosen in the dialog becomes the control for new games (none between two
 * computers). */
static void apply_time_control(const Opponent *o)
{
    if (opponent_computers(o) > 1 || tc_choice == 0)
        app_set_time_control(0, 0);
    else if (tc_choice == TC_CUSTOM)
        app_set_time_control(custom_min, custom_inc);
    else {
        app_set_time_control(PRESETS[tc_choice].minutes, PRESETS[tc_choice].increment);
        app_set_overtime(PRESETS[tc_choice].overtime, PRESETS[tc_choice].periods, PRESETS[tc_choice].period_s);
    }
}

static void new_game_done(int choice)
{
    if (choice == 2) { /* "Play a friend over the network", on the clock chosen (the host's) */
        Opponent people;
        opponent_hot_seat(&people);
        apply_time_control(&people);
        ui_command(CMD_NETWORK);
    }
    if (choice != 0)
        return;
    if (random_colour && opponent_computers(&chosen) == 1) {
        Color you = draw_colour();
        int level = chosen.level[opponent_is_computer(&chosen, WHITE) ? WHITE : BLACK];
        chosen.player[you] = PLAYER_HUMAN;
        chosen.player[!you] = PLAYER_COMPUTER;
        chosen.level[!you] = level;
    }
    Opponent o = chosen;
    app_set_opponent(&o);
    /* clocks for two people, or a person and the computer; not between two computers */
    apply_time_control(&o);
    char fen[1024], err[256];
    long shuffles = app.variant ? chess960_count(app.variant) : 0;
    long n = !shuffles                           ? -1
             : start_choice == START_960_NUMBER ? start_number % shuffles
             : start_choice == START_960_RANDOM ? (forced_960 >= 0 ? forced_960
                                                                   : (long)((SDL_GetPerformanceCounter() ^ (Uint64)time(NULL)) %
                                                                            (Uint64)shuffles))
                                                : -1;
    if (n >= 0 && chess960_setup(app.variant, n, fen, sizeof fen) && app_new_game(fen, err, sizeof err))
        return;
    if (arranged_setup(fen, sizeof fen) && app_new_game(fen, err, sizeof err))
        return;
    app_new_game(NULL, NULL, 0);
}

void ui_dialog_new_game(void)
{
    ui_dialog_ask("new-game", tr(S_NEWGAME_TITLE), NULL, tr(S_START), tr(S_CANCEL), new_game_done);
    kind = DLG_NEW_GAME;
    snprintf(buttons[nbuttons++], sizeof buttons[0], "%s", tr_text("Play a friend over the network", "네트워크로 친구와 두기"));
    chosen = app.opp;
    random_colour = false;
    start_choice = app.variant && app.variant->start_960 ? START_960_RANDOM : START_SETUP;
    arrangement[WHITE] = arrangement[BLACK] = 0;
    /* the control last used, as a preset when it is one */
    tc_choice = 0;
    if (clock_on(&app.time_control)) {
        int64_t m = app.time_control.base_ms / 60000, inc = app.time_control.increment_ms / 1000;
        tc_choice = TC_CUSTOM;
        custom_min = (int)SDL_max(1, m);
        custom_inc = (int)inc;
        for (int i = 1; i < NPRESETS; i++)
            if (app.time_control.base_ms == PRESETS[i].minutes * 60000LL && inc == PRESETS[i].increment &&
                app.time_control.overtime == (int)PRESETS[i].overtime &&
                app.time_control.period_ms == PRESETS[i].period_s * 1000LL)
                tc_choice = i;
    }
}

static int chosen_mode(void)
{
    int n = opponent_computers(&chosen);
    return n == 0 ? MODE_HOT_SEAT : n == 1 ? MODE_VS_COMPUTER : MODE_COMPUTERS;
}

static int newest_first(const void *a, const void *b) { return strcmp(((const Item *)b)->path, ((const Item *)a)->path); }

/* One saved game of the Open list: what the file holds, or why it does not open. */
static void describe_game(Item *it, bool pgn)
{
    if (pgn) {
        if (!pgnfile_summary(it->path, app.user_variants_dir, it->detail, sizeof it->detail))
            it->broken = true; /* the detail says why */
        return;
    }
    GameRecord r;
    record_init(&r);
    if (record_read_file(&r, it->path, NULL)) {
        /* the number of the last move played, as the move list numbers it (not plies) */
        char count[48];
        snprintf(count, sizeof count, tr(S_MOVES_COUNT_FMT), (r.nplayed + 1) / 2);
        snprintf(it->detail, sizeof it->detail, "%s · %s · %s%s%s%s", r.variant_name ? r.variant_name : "?",
                 r.nplayed ? count : "—", r.result, r.reason[0] ? " (" : "", r.reason, r.reason[0] ? ")" : "");
    } else {
        it->broken = true;
        snprintf(it->detail, sizeof it->detail, "%s", tr(S_OPEN_FAILED));
    }
    record_free(&r);
}

/* A shogi record of the Open list (KIF, KI2, CSA, SFEN): its game, or why it does not open. */
static void describe_shogi(Item *it)
{
    Variant *v;
    Game *g;
    char vpath[PATH_MAX], err[sizeof it->detail];
    if (!shogifile_read_file(it->path, NULL, NULL, &v, &g, vpath, sizeof vpath, err, sizeof err)) {
        it->broken = true;
        snprintf(it->detail, sizeof it->detail, "%s", err);
        return;
    }
    char count[48];
    snprintf(count, sizeof count, tr(S_MOVES_COUNT_FMT), (g->length + 1) / 2);
    const GameResult *r = game_result(g);
    snprintf(it->detail, sizeof it->detail, "%s · %s · %s", tr_text(v->name, v->name_ko), g->length ? count : "—",
             game_status_text(r->status));
    game_free(g);
    variant_free(v);
}

/* Adds the saved games (.txt records, .pgn files and shogi records) of one folder. */
static void list_games_in(const char *dir)
{
    DIR *d = opendir(dir);
    while (d) {
        struct dirent *de = readdir(d);
        if (!de)
            break;
        size_t n = strlen(de->d_name);
        bool pgn = n >= 5 && !strcmp(de->d_name + n - 4, ".pgn");
        bool shogi = shogifile_kind(de->d_name, NULL) != SHOGI_FILE_NONE;
        if (de->d_name[0] == '.' || n < 5 || (strcmp(de->d_name + n - 4, ".txt") && !pgn && !shogi))
            continue;
        Item *it = add_item();
        if (!it)
            break;
        snprintf(it->title, sizeof it->title, "%.150s", de->d_name);
        if (snprintf(it->path, sizeof it->path, "%s/%s", dir, de->d_name) >= (int)sizeof it->path) {
            nitems--;
            continue;
        }
        if (shogi)
            describe_shogi(it);
        else
            describe_game(it, pgn);
    }
    if (d)
        closedir(d);
}

/* ---- the Open list as a file chooser: a folder's games, then where to go from it ---- */

static char browse_dir[PATH_MAX]; /* the folder the Open list shows */
static Editor path_field;          /* a path typed: a folder to go to or a file to open */

static void forget_typed_path(void) { editor_free(&path_field); }

static void add_folder(const char *path, const char *name, StrId what)
{
    Item *it = add_item();
    if (!it)
        return;
    it->folder = true;
    snprintf(it->title, sizeof it->title, "%.150s", name);
    snprintf(it->path, sizeof it->path, "%s", path);
    snprintf(it->detail, sizeof it->detail, "%s", path);
    snprintf(it->tag, sizeof it->tag, "%s", tr(what));
}

/* The folders to go to: up, the recent ones (and the games folder), those inside. */
static void list_folders(const char *dir)
{
    add_header(tr(S_FOLDERS));
    char up[PATH_MAX];
    if (folders_parent(dir, up, sizeof up))
        add_folder(up, "..", S_FOLDER_UP);
    for (int i = -1; i < FOLDERS_RECENT; i++) {
        char real[PATH_MAX];
        const char *r = i < 0 ? app.games_dir : app.recent_dirs[i];
        if (r[0] && realpath(r, real) && strcmp(real, dir) != 0 && folders_is_dir(real)) {
            const char *base = strrchr(real, '/');
            add_folder(real, base && base[1] ? base + 1 : real, S_FOLDER_RECENT);
        }
    }
    enum { SHOWN = 200 };
    char (*names)[FOLDER_NAME] = calloc(SHOWN, FOLDER_NAME);
    int n = names ? folders_list(dir, names, SHOWN) : 0;
    for (int i = 0; i < n; i++) {
        char path[PATH_MAX];
        if ((size_t)snprintf(path, sizeof path, "%s%s%s", dir, strcmp(dir, "/") ? "/" : "", names[i]) < sizeof path)
            add_folder(path, names[i], S_FOLDER_IN);
    }
    free(names);
}

static void browse(const char *dir)
{
    char real[PATH_MAX];
    if (!realpath(dir, real))
        snprintf(real, sizeof real, "%s", dir);
    if (!begin_list(DLG_OPEN, "open", tr(S_OPEN_TITLE)))
        return;
    snprintf(browse_dir, sizeof browse_dir, "%s", real);
    char typed[PATH_MAX + 1];
    snprintf(typed, sizeof typed, "%s%s", real, strcmp(real, "/") ? "/" : "");
    editor_set(&path_field, typed);
    path_field.caret = path_field.anchor = (int)strlen(typed);
    SDL_StartTextInput();
    add_header(tr(S_GAMES_HERE));
    if (nitems > 0)
        snprintf(items[nitems - 1].detail, sizeof items[nitems - 1].detail, "%.1150s", real);
    int first = nitems;
    list_games_in(real);
    qsort(items + first, (size_t)(nitems - first), sizeof *items, newest_first);
    if (nitems == first) {
        Item *it = add_item();
        if (it) {
            it->header = true;
            snprintf(it->detail, sizeof it->detail, tr(S_OPEN_EMPTY_FMT), real);
        }
    }
    list_folders(real);
}

const char *ui_dialog_open_folder(void) { return kind == DLG_OPEN ? browse_dir : ""; }

/* Where Open starts: the folder last opened from or saved in, else the games folder. */
void ui_dialog_open_games(void)
{
    const char *start = app.games_dir;
    if (folders_is_dir(app.recent_dirs[0]))
        start = app.recent_dirs[0];
    else if (folders_is_dir(app.save_dir))
        start = app.save_dir;
    browse(start);
}

/* ---- geometry ------------------------------------------------------------------- */

typedef struct Geo {
    SDL_Rect card, title, body, list, field, button[DIALOG_MAX_BUTTONS];
} Geo;

/* The new-game dialog's rows: a caption and a row of buttons each. */
enum { NG_ROWS = 6 };
static int ng_caption_h(void) { return ren_line_height(U(13)); }
static int ng_row_h(void) { return ng_caption_h() + U(6) + U(34) + U(14); }
static int ng_note_h(void) { return ren_line_height(U(12)) * 4 + U(4); }

static bool is_list(void) { return kind == DLG_PICKER || kind == DLG_OPEN || kind == DLG_PGN_GAMES; }

static int item_height(const Item *it)
{
    if (it->header)
        return it->title[0] ? U(34) + (it->detail[0] ? ren_line_height(U(12)) * 2 : 0) : ren_line_height(U(12)) * 2 + U(8);
    if (!it->title[0])
        return ren_line_height(U(12)) * 2 + U(12);
    return U(14) + ren_line_height(U(15)) + ren_line_height(U(12)) * 2;
}

/* The end of a game is told beside the board, over the side panel, so the final
 * position (the mating piece) stays in sight (issue 37, item 8). */
static bool beside_board(void) { return !strcmp(tag, "game-over") && ui_lay.panel.w >= U(240); }

/* That card: the panel's width, its buttons two a row under the words. */
static void geometry_beside(Geo *g, int pad, int title_h, int bh)
{
    int w = ui_lay.panel.w - U(24), gap = U(8), rows = (nbuttons + 1) / 2;
    int body_h = ren_text_wrap(U(14), false, body, (SDL_Rect){0, 0, w - 2 * pad, 0}, 12, C_TEXT, false);
    int buttons_h = rows * bh + (rows - 1) * gap;
    int h = SDL_min(pad + title_h + U(12) + body_h + U(20) + buttons_h + pad, ui_lay.h - U(20));
    g->card = (SDL_Rect){ui_lay.panel.x + U(12), (ui_lay.h - h) / 2, w, h};
    g->title = (SDL_Rect){g->card.x + pad, g->card.y + pad, w - 2 * pad, title_h};
    int by = g->card.y + h - pad - buttons_h;
    g->body = (SDL_Rect){g->card.x + pad, g->title.y + title_h + U(12), w - 2 * pad, by - U(20) - (g->title.y + title_h + U(12))};
    g->list = g->body;
    int bw = (w - 2 * pad - gap) / 2;
    for (int i = 0; i < nbuttons; i++)
        g->button[i] = (SDL_Rect){g->card.x + pad + (i % 2) * (bw + gap), by + (i / 2) * (bh + gap), bw, bh};
}

static void geometry(Geo *g)
{
    int pad = U(24);
    if (beside_board()) {
        geometry_beside(g, pad, ren_line_height(U(20)), U(38));
        return;
    }
    int w = is_list() ? U(720) : U(520);
    if (w > ui_lay.w - U(40))
        w = ui_lay.w - U(40);
    int title_h = ren_line_height(U(20));
    int bh = U(38);
    int h;
    if (is_list()) {
        h = ui_lay.h * 85 / 100;
    } else if (kind == DLG_NEW_GAME) {
        w = SDL_min(U(600), ui_lay.w - U(40));
        h = pad + title_h + U(16) + NG_ROWS * ng_row_h() + ng_note_h() + U(12) + bh + pad;
    } else {
        int body_h = ren_text_wrap(U(14), false, body, (SDL_Rect){0, 0, w - 2 * pad, 0}, 12, C_TEXT, false);
        h = pad + title_h + U(12) + body_h + U(20) + bh + pad;
    }
    if (h > ui_lay.h - U(20))
        h = ui_lay.h - U(20);
    g->card = (SDL_Rect){(ui_lay.w - w) / 2, (ui_lay.h - h) / 2, w, h};
    g->title = (SDL_Rect){g->card.x + pad, g->card.y + pad, w - 2 * pad, title_h};
    int by = g->card.y + h - pad - bh;
    g->body = (SDL_Rect){g->card.x + pad, g->title.y + title_h + U(12), w - 2 * pad, by - U(20) - (g->title.y + title_h + U(12))};
    g->list = (SDL_Rect){g->card.x + U(12), g->title.y + title_h + U(12), w - U(24), by - U(16) - (g->title.y + title_h + U(12))};
    g->field = (SDL_Rect){0, 0, 0, 0};
    if (kind == DLG_OPEN) { /* the path field above the list: a folder or a file typed */
        int fh = ren_line_height(U(14)) + U(16);
        g->field = (SDL_Rect){g->body.x, g->list.y, g->body.w, fh};
        g->list.y += fh + U(8);
        g->list.h -= fh + U(8);
    }
    int bw = nbuttons > 0 ? SDL_min(U(150), (w - 2 * pad - (nbuttons - 1) * U(10)) / nbuttons) : U(150);
    for (int i = 0; i < nbuttons; i++) {
        int k = nbuttons - 1 - i; /* the first button on the right */
        g->button[i] = (SDL_Rect){g->card.x + w - pad - bw - k * (bw + U(10)), by, bw, bh};
    }
}

static void add_choice(const char *name, const char *label, SDL_Rect r, bool selected)
{
    if (nchoices == MAX_CHOICES)
        return;
    Choice *c = &choices[nchoices++];
    snprintf(c->name, sizeof c->name, "%s", name);
    snprintf(c->label, sizeof c->label, "%s", label);
    c->r = r;
    c->selected = selected;
}

/* `n` equal buttons across a row of width w, each at most `most` wide. */
static SDL_Rect row_cell(SDL_Rect row, int n, int i, int most)
{
    int gap = U(6);
    int cw = SDL_min(most, (row.w - (n - 1) * gap) / n);
    return (SDL_Rect){row.x + i * (cw + gap), row.y, cw, row.h};
}

static void level_row(SDL_Rect row, const char *prefix, Color side)
{
    for (int level = SEARCH_MIN_LEVEL; level <= SEARCH_MAX_LEVEL; level++) {
        char name[16], label[8];
        snprintf(name, sizeof name, "%s-%d", prefix, level);
        snprintf(label, sizeof label, "%d", level);
        add_choice(name, label, row_cell(row, SEARCH_MAX_LEVEL, level - 1, U(56)), chosen.level[side] == level);
    }
}

/* Lays the choices out for the current `chosen`; the captions go in `caption`. */
/* The clock's presets in `row`, and under them (`custom`) the custom control's steppers. */
static void clock_rows(SDL_Rect row, SDL_Rect custom, StrId caption[2])
{
    caption[0] = S_CLOCK_LABEL;
    int cells = NPRESETS + 1;
    for (int i = 0; i < NPRESETS; i++) {
        char name[24];
        snprintf(name, sizeof name, "clock-%s", PRESETS[i].name);
        const char *label = i == 0 ? tr(S_CLOCK_NONE) : PRESETS[i].label ? PRESETS[i].label : PRESETS[i].name;
        add_choice(name, label, row_cell(row, cells, i, U(76)), tc_choice == i);
    }
    add_choice("clock-custom", tr(S_CLOCK_CUSTOM), row_cell(row, cells, NPRESETS, U(76)), tc_choice == TC_CUSTOM);
    if (tc_choice != TC_CUSTOM)
        return;
    caption[1] = S_CLOCK_CUSTOM;
    char label[32];
    add_choice("custom-min-down", "−", row_cell(custom, 6, 0, U(60)), false);
    snprintf(label, sizeof label, "%d min", custom_min);
    add_choice("custom-min", label, row_cell(custom, 6, 1, U(60)), true);
    add_choice("custom-min-up", "+", row_cell(custom, 6, 2, U(60)), false);
    add_choice("custom-inc-down", "−", row_cell(custom, 6, 3, U(60)), false);
    snprintf(label, sizeof label, "+%d s", custom_inc);
    add_choice("custom-inc", label, row_cell(custom, 6, 4, U(60)), true);
    add_choice("custom-inc-up", "+", row_cell(custom, 6, 5, U(60)), false);
}

/* Janggi: each side's arrangement, stepped through with − and +; the name shows the
 * pieces in the order they stand (마상상마). */
static void arrangement_row(SDL_Rect row)
{
    int gap = U(8), step = U(34), name_w = (row.w - 4 * step - 5 * gap - U(16)) / 2;
    int x = row.x;
    for (int side = WHITE; side <= BLACK; side++) {
        const char *who = side == WHITE ? "white" : "black";
        char name[32];
        snprintf(name, sizeof name, "arr-%s-down", who);
        add_choice(name, "−", (SDL_Rect){x, row.y, step, row.h}, false);
        x += step + gap;
        snprintf(name, sizeof name, "arr-%s", who);
        add_choice(name, app.variant->arrangements[arrangement[side]].name, (SDL_Rect){x, row.y, name_w, row.h}, true);
        x += name_w + gap;
        snprintf(name, sizeof name, "arr-%s-up", who);
        add_choice(name, "+", (SDL_Rect){x, row.y, step, row.h}, false);
        x += step + gap + U(16);
    }
}

/* "Sente · 先手": the side's name, and its own players' form when that differs. */
static const char *side_label(Color c, char *buf, size_t size)
{
    const char *native = tr_side_native(app.variant, c);
    if (native)
        snprintf(buf, size, "%s · %s", tr_side(app.variant, c), native);
    else
        snprintf(buf, size, "%s", tr_side(app.variant, c));
    return buf;
}

/* Row i's caption, with the variant's side names where it names sides. */
static const char *caption_text(StrId id, int row, char *buf, size_t size)
{
    if (id == S_SIDE_LEVEL_FMT) /* computer vs computer: White's level on row 1, Black's on row 2 */
        snprintf(buf, size, tr(id), tr_side(app.variant, row == 1 ? WHITE : BLACK));
    else if (id == S_ARRANGEMENTS_FMT)
        snprintf(buf, size, tr(id), tr_side(app.variant, WHITE), tr_side(app.variant, BLACK));
    else
        snprintf(buf, size, "%s", tr(id));
    return buf;
}

static void layout_choices(const Geo *g, StrId caption[NG_ROWS], SDL_Rect caption_at[NG_ROWS])
{
    nchoices = 0;
    int y = g->title.y + g->title.h + U(16);
    SDL_Rect rows[NG_ROWS];
    for (int i = 0; i < NG_ROWS; i++) {
        caption_at[i] = (SDL_Rect){g->body.x, y, g->body.w, ng_caption_h()};
        rows[i] = (SDL_Rect){g->body.x, y + ng_caption_h() + U(6), g->body.w, U(34)};
        caption[i] = S_COUNT;
        y += ng_row_h();
    }
    int mode = chosen_mode();
    caption[0] = S_MODE_LABEL;
    add_choice("mode-human", tr(S_MODE_HOT_SEAT), row_cell(rows[0], 3, 0, g->body.w), mode == MODE_HOT_SEAT);
    add_choice("mode-computer", tr(S_MODE_VS_COMPUTER), row_cell(rows[0], 3, 1, g->body.w), mode == MODE_VS_COMPUTER);
    add_choice("mode-computers", tr(S_MODE_COMPUTERS), row_cell(rows[0], 3, 2, g->body.w), mode == MODE_COMPUTERS);
    if (mode == MODE_HOT_SEAT) {
        clock_rows(rows[1], rows[2], caption + 1);
    } else if (mode == MODE_VS_COMPUTER) {
        Color you = opponent_is_computer(&chosen, WHITE) ? BLACK : WHITE;
        caption[1] = S_YOU_PLAY;
        char side[2][64];
        add_choice("you-white", side_label(WHITE, side[0], sizeof side[0]), row_cell(rows[1], 3, 0, U(140)),
                   !random_colour && you == WHITE);
        add_choice("you-black", side_label(BLACK, side[1], sizeof side[1]), row_cell(rows[1], 3, 1, U(140)),
                   !random_colour && you == BLACK);
        add_choice("you-random", tr(S_RANDOM_COLOUR), row_cell(rows[1], 3, 2, U(140)), random_colour);
        caption[2] = S_COMPUTER_LEVEL;
        level_row(rows[2], "level", (Color)!you);
        clock_rows(rows[3], rows[4], caption + 3); /* a clock against the computer too */
    } else if (mode == MODE_COMPUTERS) {
        caption[1] = S_SIDE_LEVEL_FMT; /* White's, then (caption_text) Black's */
        level_row(rows[1], "white", WHITE);
        caption[2] = S_SIDE_LEVEL_FMT;
        level_row(rows[2], "black", BLACK);
    }
    /* the chess army on 8 files, or a variant that always shuffles its army (caparandom) */
    if (app.variant && (chess960_number_in(app.variant, "rnbqkbnr") >= 0 || (app.variant->start_960 && chess960_count(app.variant)))) {
        caption[NG_ROWS - 1] = S_START_POSITION;
        char label[16];
        add_choice("start-setup", tr(S_START_SETUP), row_cell(rows[NG_ROWS - 1], 5, 0, U(110)), start_choice == START_SETUP);
        add_choice("start-960", tr(S_START_960_RANDOM), row_cell(rows[NG_ROWS - 1], 5, 1, U(110)),
                   start_choice == START_960_RANDOM);
        add_choice("start-960-down", "−", row_cell(rows[NG_ROWS - 1], 5, 2, U(110)), false);
        snprintf(label, sizeof label, "960 #%ld", start_number);
        add_choice("start-960-number", label, row_cell(rows[NG_ROWS - 1], 5, 3, U(110)), start_choice == START_960_NUMBER);
        add_choice("start-960-up", "+", row_cell(rows[NG_ROWS - 1], 5, 4, U(110)), false);
    } else if (app.variant && app.variant->narrangements > 1) {
        caption[NG_ROWS - 1] = S_ARRANGEMENTS_FMT;
        arrangement_row(rows[NG_ROWS - 1]);
    }
}

static void pick_choice(const char *name)
{
    int level;
    if (!strncmp(name, "arr-", 4) && app.variant && app.variant->narrangements > 0) {
        int side = !strncmp(name + 4, "black", 5) ? BLACK : WHITE, n = app.variant->narrangements;
        if (strstr(name, "-up"))
            arrangement[side] = (arrangement[side] + 1) % n;
        else if (strstr(name, "-down"))
            arrangement[side] = (arrangement[side] + n - 1) % n;
        return;
    }
    if (!strncmp(name, "start-", 6)) {
        if (!strcmp(name, "start-setup"))
            start_choice = START_SETUP;
        else if (!strcmp(name, "start-960"))
            start_choice = START_960_RANDOM;
        else {
            long shuffles = app.variant && chess960_count(app.variant) ? chess960_count(app.variant) : 960;
            if (!strcmp(name, "start-960-up"))
                start_number = (start_number + 1) % shuffles;
            else if (!strcmp(name, "start-960-down"))
                start_number = (start_number + shuffles - 1) % shuffles;
            start_choice = START_960_NUMBER;
        }
        return;
    }
    if (!strncmp(name, "clock-", 6)) {
        tc_choice = TC_CUSTOM;
        for (int i = 0; i < NPRESETS; i++)
            if (!strcmp(name + 6, PRESETS[i].name))
                tc_choice = i;
        return;
    }
    if (!strncmp(name, "custom-", 7)) {
        /* steps of 1 minute (up to an hour, then 5) and 1 second */
        int mstep = custom_min >= 60 ? 5 : 1;
        if (!strcmp(name, "custom-min-up"))
            custom_min = SDL_min(CLOCK_MAX_MINUTES, custom_min + mstep);
        else if (!strcmp(name, "custom-min-down"))
            custom_min = SDL_max(1, custom_min - (custom_min > 60 ? 5 : 1));
        else if (!strcmp(name, "custom-inc-up"))
            custom_inc = SDL_min(60, custom_inc + 1);
        else if (!strcmp(name, "custom-inc-down"))
            custom_inc = SDL_max(0, custom_inc - 1);
        return;
    }
    if (!strcmp(name, "mode-human")) {
        chosen.player[WHITE] = chosen.player[BLACK] = PLAYER_HUMAN;
    } else if (!strcmp(name, "mode-computer")) {
        /* from two people: you keep White; from two computers: you take White */
        if (opponent_computers(&chosen) != 1) {
            chosen.player[WHITE] = PLAYER_HUMAN;
            chosen.player[BLACK] = PLAYER_COMPUTER;
        }
    } else if (!strcmp(name, "mode-computers")) {
        chosen.player[WHITE] = chosen.player[BLACK] = PLAYER_COMPUTER;
    } else if (!strcmp(name, "you-random")) {
        random_colour = true;
    } else if (!strcmp(name, "you-white") || !strcmp(name, "you-black")) {
        random_colour = false;
        Color you = name[4] == 'w' ? WHITE : BLACK;
        /* the computer keeps its level when it changes colour */
        int kept = chosen.level[opponent_is_computer(&chosen, WHITE) ? WHITE : BLACK];
        chosen.player[you] = PLAYER_HUMAN;
        chosen.player[!you] = PLAYER_COMPUTER;
        chosen.level[!you] = kept;
    } else if (sscanf(name, "level-%d", &level) == 1) {
        chosen.level[opponent_is_computer(&chosen, WHITE) ? WHITE : BLACK] = level;
    } else if (sscanf(name, "white-%d", &level) == 1) {
        chosen.level[WHITE] = level;
    } else if (sscanf(name, "black-%d", &level) == 1) {
        chosen.level[BLACK] = level;
    }
}

/* Lays out the open New game dialog's choices and captions; false when it is not open. */
static bool new_game_laid_out(StrId cap[NG_ROWS], SDL_Rect at[NG_ROWS])
{
    if (kind != DLG_NEW_GAME)
        return false;
    Geo g;
    geometry(&g);
    layout_choices(&g, cap, at);
    return true;
}

bool ui_dialog_choice_rect(const char *name, SDL_Rect *r)
{
    StrId cap[NG_ROWS];
    SDL_Rect at[NG_ROWS];
    if (!new_game_laid_out(cap, at))
        return false;
    for (int i = 0; i < nchoices; i++)
        if (!strcmp(choices[i].name, name)) {
            *r = choices[i].r;
            return true;
        }
    return false;
}

bool ui_dialog_choices_say(const char *text)
{
    StrId cap[NG_ROWS];
    SDL_Rect at[NG_ROWS];
    if (!new_game_laid_out(cap, at))
        return false;
    char caption[160];
    for (int i = 0; i < NG_ROWS; i++)
        if (cap[i] != S_COUNT && strstr(caption_text(cap[i], i, caption, sizeof caption), text))
            return true;
    for (int i = 0; i < nchoices; i++)
        if (strstr(choices[i].label, text))
            return true;
    return false;
}

static int content_height(void)
{
    int h = 0;
    for (int i = 0; i < nitems; i++)
        h += item_height(&items[i]);
    return h;
}

static void clamp_scroll(const Geo *g) { scroll_px = ui_scroll_clamp(scroll_px, content_height(), g->list.h); }

static SDL_Rect item_rect(const Geo *g, int i)
{
    int y = g->list.y - scroll_px;
    for (int k = 0; k < i; k++)
        y += item_height(&items[k]);
    return (SDL_Rect){g->list.x, y, g->list.w, item_height(&items[i])};
}

bool ui_dialog_title_mark_rect(SDL_Rect *r)
{
    if (kind == DLG_NONE || title_side < 0)
        return false;
    Geo g;
    geometry(&g);
    int d = SDL_min(g.title.h, U(24));
    *r = (SDL_Rect){g.title.x, g.title.y + (g.title.h - d) / 2, d, d};
    return true;
}

bool ui_dialog_button_rect(int i, SDL_Rect *r)
{
    if (kind == DLG_NONE || i < 0 || i >= nbuttons)
        return false;
    Geo g;
    geometry(&g);
    *r = g.button[i];
    return true;
}

int ui_dialog_item_count(void) { return nitems; }

bool ui_dialog_item_rect(int i, SDL_Rect *r)
{
    if (!is_list() || i < 0 || i >= nitems)
        return false;
    Geo g;
    geometry(&g);
    SDL_Rect ir = item_rect(&g, i);
    if (ir.y < g.list.y)
        scroll_px -= g.list.y - ir.y;
    else if (ir.y + ir.h > g.list.y + g.list.h)
        scroll_px += ir.y + ir.h - (g.list.y + g.list.h);
    clamp_scroll(&g);
    *r = item_rect(&g, i);
    return true;
}

const char *ui_dialog_item_path(int i) { return i >= 0 && i < nitems ? items[i].path : ""; }
const char *ui_dialog_item_detail(int i) { return i >= 0 && i < nitems ? items[i].detail : ""; }
const char *ui_dialog_item_error(int i) { return i >= 0 && i < nitems && items[i].broken ? items[i].detail : NULL; }

/* ---- drawing -------------------------------------------------------------------- */

static void draw_item(const Item *it, SDL_Rect r, bool hovered)
{
    if (it->header) {
        int y = r.y + U(12);
        if (it->title[0]) {
            ren_text(U(13), true, it->title, r.x + U(12), y, C_DIM);
            y += ren_line_height(U(13)) + U(2);
        }
        if (it->detail[0])
            ren_text_wrap(U(12), false, it->detail, (SDL_Rect){r.x + U(12), y, r.w - U(24), 0}, 2, C_DIM, true);
        return;
    }
    if (!it->title[0]) {
        ren_text_wrap(U(12), false, it->detail, (SDL_Rect){r.x + U(12), r.y + U(4), r.w - U(24), 0}, 2, C_DIM, true);
        return;
    }
    SDL_Rect card = {r.x, r.y + U(3), r.w, r.h - U(6)};
    ren_round_rect(card, U(8), hovered && !it->broken ? C_CARD_HOVER : C_CARD);
    if (it->current)
        ren_round_rect((SDL_Rect){card.x, card.y, U(4), card.h}, U(2), C_ACCENT);
    int x = card.x + U(14), y = card.y + U(5);
    int tagw = ren_text_width(U(12), true, it->tag) + U(16);
    ren_text_fit(U(15), true, it->title, x, y, card.w - tagw - U(40), it->broken ? C_DANGER : C_TEXT);
    if (it->tag[0]) {
        SDL_Rect t = {card.x + card.w - tagw - U(10), y + U(1), tagw, U(20)};
        ren_round_rect(t, U(10), it->broken ? RGBA(0xe8, 0x55, 0x4a, 60) : RGB(0x24, 0x26, 0x2b));
        ren_text_in(U(12), true, it->tag, t, ALIGN_CENTER, it->broken ? C_DANGER : C_DIM);
    }
    if (it->current) {
        const char *cur = tr(S_PICKER_CURRENT);
        int cw = ren_text_width(U(12), true, cur) + U(16);
        SDL_Rect t = {card.x + card.w - tagw - cw - U(16), y + U(1), cw, U(20)};
        ren_round_rect(t, U(10), C_ACCENT);
        ren_text_in(U(12), true, cur, t, ALIGN_CENTER, C_ON_ACCENT);
    }
    y += ren_line_height(U(15));
    ren_text_wrap(U(12), false, it->detail, (SDL_Rect){x, y, card.w - U(28), 0}, 2,
                  it->broken ? RGB(0xf0, 0x9a, 0x92) : C_DIM, true);
    /* a description (or error) longer than its two lines: the whole text on hover */
    bool title_cut = ui_text_cut(U(15), true, it->title, card.w - tagw - U(40), 1);
    if (hovered && (title_cut || ui_text_cut(U(12), false, it->detail, card.w - U(28), 2))) {
        char all[sizeof it->title + sizeof it->detail + 2];
        snprintf(all, sizeof all, "%s%s%s", title_cut ? it->title : "", title_cut ? "\n" : "", it->detail);
        ui_tooltip(all);
    }
}

void ui_dialog_draw(void)
{
    if (kind == DLG_NONE)
        return;
    Geo g;
    geometry(&g);
    ui_modal_card_over(g.card, beside_board() ? ui_lay.panel : (SDL_Rect){0, 0, ui_lay.w, ui_lay.h});
    SDL_Rect mark;
    if (ui_dialog_title_mark_rect(&mark)) { /* the winner's mark, then the title beside it */
        ui_side_mark(mark.x + mark.w / 2, mark.y + mark.h / 2, mark.w / 2, app.variant, title_side);
        int shift = mark.w + U(10);
        ren_text_fit(U(20), true, title, g.title.x + shift, g.title.y, g.title.w - shift, C_TEXT);
    } else {
        ren_text_fit(U(20), true, title, g.title.x, g.title.y, g.title.w, C_TEXT);
    }
    if (is_list()) {
        clamp_scroll(&g);
        ren_clip(&g.list);
        for (int i = 0; i < nitems; i++) {
            SDL_Rect r = item_rect(&g, i);
            if (r.y + r.h < g.list.y || r.y > g.list.y + g.list.h)
                continue;
            draw_item(&items[i], r, hover == 100 + i);
        }
        ren_clip(NULL);
        ui_scroll_bar(g.list, content_height(), scroll_px);
        if (kind == DLG_OPEN) {
            editor_draw(&path_field, g.field);
            ren_text_fit(U(11), false, tr(S_OPEN_PATH_HINT), g.card.x + U(24),
                         g.button[0].y + (g.button[0].h - ren_line_height(U(11))) / 2, g.card.w - U(220), C_DIM);
        }
        if (kind == DLG_PICKER)
            ren_text_fit(U(11), false, app.user_variants_dir, g.card.x + U(24),
                         g.button[0].y + (g.button[0].h - ren_line_height(U(11))) / 2, g.card.w - U(220), C_DIM);
    } else if (kind == DLG_NEW_GAME) {
        StrId cap[NG_ROWS];
        SDL_Rect at[NG_ROWS];
        layout_choices(&g, cap, at);
        for (int i = 0; i < NG_ROWS; i++)
            if (cap[i] != S_COUNT) {
                char text[160];
                ren_text(U(13), true, caption_text(cap[i], i, text, sizeof text), at[i].x, at[i].y, C_DIM);
            }
        for (int i = 0; i < nchoices; i++) {
            ui_button(choices[i].r, choices[i].label, hover == 200 + i, true, choices[i].selected);
            if (!strcmp(choices[i].name, "you-white") || !strcmp(choices[i].name, "you-black")) /* its mark */
                ui_side_mark(choices[i].r.x + U(14), choices[i].r.y + choices[i].r.h / 2, U(7), app.variant,
                             choices[i].name[4] == 'b' ? BLACK : WHITE);
        }
        char note[600];
        snprintf(note, sizeof note, "%s%s%s", tr(chosen_mode() == MODE_HOT_SEAT ? S_HOT_SEAT_NOTE : S_LEVEL_NOTE),
                 app_in_progress() ? "\n" : "", app_in_progress() ? tr(S_CONFIRM_NEW_BODY) : "");
        SDL_Rect nr = {g.body.x, at[NG_ROWS - 1].y + ng_row_h(), g.body.w, 0};
        ren_text_wrap(U(12), false, note, nr, 4, C_DIM, true);
    } else {
        ren_text_wrap(U(14), false, body, g.body, 12, C_TEXT, true);
    }
    for (int i = 0; i < nbuttons; i++)
        ui_button(g.button[i], buttons[i], hover == i, true, i == 0 && nbuttons > 1);
}

/* ---- events --------------------------------------------------------------------- */

static void finish(int choice)
{
    void (*done)(int) = on_done;
    ui_dialog_close();
    if (done)
        done(choice);
}

/* The variant chosen while a game was in progress, waiting for the player's answer. */
static char pending_variant[PATH_MAX];

static void load_variant(const char *path)
{
    char err[1200];
    if (!app_load_variant(path, err, sizeof err)) {
        ui_dialog_message(tr(S_VARIANT_FAILED), err);
        return;
    }
    app_save_settings(); /* the next start begins with this variant */
}

static void switch_variant_done(int choice)
{
    if (choice == 0)
        load_variant(pending_variant);
    pending_variant[0] = '\0';
}

/* ---- opening a game: which one, and whether the game in progress may go ----------- */

#define CLIPBOARD_SOURCE "(clipboard)" /* an item's path: a game of the pasted PGN */
static char *pasted_pgn;                /* the clipboard's PGN, while its games are listed */
static char opening_path[PATH_MAX];     /* the game waiting for the answer to "replace?" */
static int opening_index;               /* ... its game in a PGN (-1: a file's only game) */

static bool pasted_fen; /* the clipboard's text opens at once (a FEN or a shogi record), not a PGN's list */
static int pasted_what; /* PASTE_FEN, PASTE_PGN or PASTE_RECORD */

static bool open_source(const char *path, int index, char *err, size_t size)
{
    if (!strcmp(path, CLIPBOARD_SOURCE) && pasted_fen)
        return pasted_pgn && app_paste(pasted_pgn, err, size) == pasted_what;
    if (!strcmp(path, CLIPBOARD_SOURCE))
        return pasted_pgn && app_open_pgn_text_game(pasted_pgn, "clipboard", index < 0 ? 0 : index, err, size);
    return index < 0 ? app_open_game(path, err, size) : app_open_pgn_game(path, index, err, size);
}

static void open_chosen(const char *path, int index)
{
    char err[1200];
    bool pasted = !strcmp(path, CLIPBOARD_SOURCE);
    if (!open_source(path, index, err, sizeof err)) {
        ui_dialog_message(tr(pasted ? S_PASTE_FAILED : S_OPEN_FAILED), err);
        return;
    }
    ui_dialog_close();
    if (pasted)
        ui_toast(tr(pasted_what == PASTE_RECORD ? S_PASTED_RECORD : pasted_fen ? S_PASTED_FEN : S_PASTED_PGN));
    else
        app_remember_folder_of(path); /* the next Open starts there */
}

static void replace_done(int choice)
{
    if (choice == 0)
        open_chosen(opening_path, opening_index);
    opening_path[0] = '\0';
}

/* Opens a game from a file or the clipboard, first asking (as New game does) when a
 * game in progress would be replaced: the same question for Ctrl+O and Ctrl+V. */
static void open_after_asking(const char *path, int index)
{
    if (!app_in_progress()) {
        open_chosen(path, index);
        return;
    }
    snprintf(opening_path, sizeof opening_path, "%s", path);
    opening_index = index;
    ui_dialog_ask("replace-game", tr(S_OPEN), tr(S_CONFIRM_NEW_BODY), tr(S_OPEN), tr(S_CANCEL), replace_done);
}

/* How many games a .pgn file holds (0 for anything else). */
static int pgn_game_count(const char *path)
{
    size_t n = strlen(path);
    if (n < 4 || strcmp(path + n - 4, ".pgn") != 0)
        return 0;
    char *text = text_file_read(path);
    int count = text ? pgnfile_list_games(text, path, NULL, 0) : 0;
    free(text);
    return count;
}

static void list_pgn_text(const char *text, const char *path);

/* The games of a PGN file to pick from: players, event, result and length each. */
static void list_pgn_games(const char *path)
{
    char *text = text_file_read(path);
    list_pgn_text(text, path);
    free(text);
}

/* The games of PGN text (a file's, or the clipboard's when `path` is CLIPBOARD_SOURCE). */
static void list_pgn_text(const char *text, const char *path)
{
    enum { SHOWN = 200 };
    PgnfileGameInfo *info = text ? calloc(SHOWN, sizeof *info) : NULL;
    int n = info ? pgnfile_list_games(text, path, info, SHOWN) : 0;
    char file[PATH_MAX];
    snprintf(file, sizeof file, "%s", path);
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    char t[256];
    snprintf(t, sizeof t, tr(S_PGN_GAMES_TITLE_FMT), base, n);
    if (begin_list(DLG_PGN_GAMES, "pgn-games", t)) {
        for (int i = 0; i < n && i < SHOWN; i++) {
            Item *it = add_item();
            if (!it)
                break;
            snprintf(it->title, sizeof it->title, "%.60s – %.60s", info[i].white, info[i].black);
            char moves[48];
            snprintf(moves, sizeof moves, tr(S_MOVES_COUNT_FMT), (info[i].plies + 1) / 2);
            snprintf(it->detail, sizeof it->detail, "%s%s%s · %s", info[i].event, info[i].event[0] ? " · " : "",
                     info[i].result, info[i].plies ? moves : "—");
            snprintf(it->path, sizeof it->path, "%s", file);
            snprintf(it->tag, sizeof it->tag, "#%d", i + 1);
        }
    }
    free(info);
}

void ui_dialog_paste(const char *text)
{
    char err[1200];
    int what = app_paste_check(text, err, sizeof err);
    if (what == PASTE_FAILED) {
        ui_dialog_message(tr(S_PASTE_FAILED), err);
        return;
    }
    while (isspace((unsigned char)*text))
        text++;
    free(pasted_pgn);
    pasted_pgn = strdup(text);
    pasted_fen = what != PASTE_PGN;
    pasted_what = what;
    if (!pasted_pgn)
        return;
    if (!pasted_fen && pgnfile_list_games(pasted_pgn, "clipboard", NULL, 0) > 1)
        list_pgn_text(pasted_pgn, CLIPBOARD_SOURCE); /* which one? as Open asks */
    else
        open_after_asking(CLIPBOARD_SOURCE, 0);
}

/* A variant file: played now, or after asking when a game is in progress. */
static void switch_variant_asking(const char *path, const char *name)
{
    if (!app_in_progress()) {
        ui_dialog_close();
        load_variant(path);
        return;
    }
    /* as New game does: a game in progress is not thrown away unasked */
    char t[256];
    snprintf(pending_variant, sizeof pending_variant, "%s", path);
    snprintf(t, sizeof t, tr(S_SWITCH_VARIANT_FMT), name);
    ui_dialog_ask("switch-variant", t, tr(S_CONFIRM_NEW_BODY), tr(S_SWITCH), tr(S_CANCEL), switch_variant_done);
}

/* A game file: a PGN of several games lists them, else it opens after asking. */
static void open_game_file(const char *path)
{
    if (pgn_game_count(path) > 1)
        list_pgn_games(path); /* which one? */
    else
        open_after_asking(path, -1);
}

void ui_dialog_open_file(const char *path)
{
    size_t n = strlen(path);
    bool yaml = (n > 5 && !strcmp(path + n - 5, ".yaml")) || (n > 4 && !strcmp(path + n - 4, ".yml"));
    if (!yaml) {
        open_game_file(path);
        return;
    }
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    switch_variant_asking(path, base);
}

static void choose_item(int i)
{
    Item *it = &items[i];
    if (it->header || !it->path[0])
        return;
    char err[1200], path[PATH_MAX];
    snprintf(path, sizeof path, "%s", it->path);
    if (it->folder) {
        browse(path);
        return;
    }
    if (kind == DLG_PICKER) {
        if (it->broken) {
            char t[256];
            snprintf(t, sizeof t, "%s", it->title);
            snprintf(err, sizeof err, "%s", it->detail);
            ui_dialog_message(t, err);
            return;
        }
        switch_variant_asking(path, it->title);
    } else if (kind == DLG_PGN_GAMES) {
        open_after_asking(path, atoi(it->tag + 1) - 1);
    } else {
        open_game_file(path);
    }
}

/* Enter in the Open list: a folder typed is shown, a file is opened (a PGN of several
 * games lists them), anything else is said not to be there. */
static void go_typed_path(void)
{
    char typed[PATH_MAX], path[PATH_MAX];
    snprintf(typed, sizeof typed, "%s", path_field.text ? path_field.text : "");
    typed[strcspn(typed, "\r\n")] = '\0';
    folders_resolve(typed, browse_dir, path, sizeof path);
    if (folders_is_dir(path)) {
        browse(path);
    } else if (folders_is_file(path)) {
        open_game_file(path);
    } else {
        char why[PATH_MAX + 80];
        snprintf(why, sizeof why, tr(S_NO_SUCH_PATH_FMT), path);
        ui_dialog_message(tr(S_OPEN_FAILED), why);
    }
}

static int hit(const Geo *g, int x, int y)
{
    for (int i = 0; i < nbuttons; i++)
        if (in_rect(g->button[i], x, y))
            return i;
    if (is_list() && in_rect(g->list, x, y))
        for (int i = 0; i < nitems; i++)
            if (!items[i].header && items[i].path[0] && in_rect(item_rect(g, i), x, y))
                return 100 + i;
    if (kind == DLG_NEW_GAME) {
        StrId cap[NG_ROWS];
        SDL_Rect at[NG_ROWS];
        layout_choices(g, cap, at);
        for (int i = 0; i < nchoices; i++)
            if (in_rect(choices[i].r, x, y))
                return 200 + i;
    }
    return -1;
}

static bool scroll_list(const Geo *g, int wheel)
{
    scroll_px = ui_scroll_wheel(scroll_px, wheel, content_height(), g->list.h);
    return true;
}

bool ui_dialog_event(const SDL_Event *e, int mx, int my)
{
    if (kind == DLG_NONE)
        return false;
    Geo g;
    geometry(&g);
    switch (e->type) {
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_ESCAPE) {
            finish(-1);
            return true;
        }
        if (kind == DLG_OPEN && (e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_KP_ENTER)) {
            go_typed_path();
            return true;
        }
        if (e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_KP_ENTER) {
            finish(0);
            return true;
        }
        return kind == DLG_OPEN && editor_key(&path_field, &e->key.keysym, g.field);
    case SDL_TEXTINPUT:
        if (kind != DLG_OPEN)
            return false;
        editor_text_input(&path_field, e->text.text, g.field);
        return true;
    case SDL_MOUSEMOTION:
        return ui_track_hover(&hover, hit(&g, mx, my));
    case SDL_MOUSEWHEEL:
        return is_list() && scroll_list(&g, e->wheel.y);
    case SDL_MOUSEBUTTONDOWN: {
        if (e->button.button != SDL_BUTTON_LEFT)
            return false;
        int h = hit(&g, mx, my);
        if (h >= 0 && h < nbuttons)
            finish(h);
        else if (h >= 200)
            pick_choice(choices[h - 200].name);
        else if (h >= 100)
            choose_item(h - 100);
        else if (!in_rect(g.card, mx, my) && is_list())
            finish(-1);
        return true;
    }
    default: return false;
    }
}
