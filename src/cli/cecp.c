/* cecp.c — xboard's protocol (CECP version 2) over the engine session (see cecp.h).
 *
 * The engine plays one side (or none, in force mode); the GUI sends the other side's
 * moves with `usermove`, and the engine answers with `move`. The search runs on the
 * session's thread: a command that changes the game first calls the search off (its
 * move is then dropped), `?` ends it and keeps its move. Bad input gets the protocol's
 * forms: `Illegal move: e2e5`, `Error (unknown command): frobnicate`. */
#include "cecp.h"
#include "cecp_setup.h"

#include "fen.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct Cecp {
    bool force;             /* the engine plays neither side */
    int engine_side;        /* WHITE or BLACK: the side it plays when not in force mode */
    bool analyzing;         /* `analyze` until `exit` */
    bool post;              /* thinking output on */
    bool refused;           /* the last setboard was refused: moves are illegal until new/setboard */
    bool keep_variant;      /* the session began with a --variant file: `new` keeps it */
    char own_word[64];      /* ... offered to XBoard under its file's name (`variant NAME` gives
                             * `setup`), unless that is a name XBoard knows; "" otherwise */
    char own_path[PATH_MAX];
    int depth;              /* sd (0: none) */
    long long move_ms;      /* st (0: none) */
    int mps;                /* level: moves per time control (0: the whole game) */
    long long base_ms, inc_ms;
    long long time_ms;      /* the engine's clock from `time` (-1: not told) */
    char hint[64];          /* the reply the last search expected, for `hint` */

    /* guarded by u->lock: shared with the search thread */
    bool discard;           /* the running search was called off: its move is dropped */
    int last_depth;         /* progress for `.` */
    unsigned long long last_nodes;
    int last_time_ms;
} Cecp;

/* XBoard's variant names, and the shipped variants that play by the same rules. */
static const struct {
    const char *xboard, *id;
} XBOARD_NAMES[] = {
    {"normal", "standard"},     {"fischerandom", "chess960"}, {"crazyhouse", "crazyhouse"}, {"shogi", "shogi"},
    {"xiangqi", "xiangqi"},     {"capablanca", "capablanca"}, {"seirawan", "seirawan"},     {"makruk", "makruk"},
    {"atomic", "atomic"},       {"3check", "three_check"},
};

/* Variants XBoard has no rules for: XBoard is told the board, pieces and their moves
 * with `setup` and `piece` (cecp_setup.h) and leaves the rules to the engine, under a
 * parent variant ("fairy", or shogi's for drops), as Fairy-Stockfish does for them. */
static const struct {
    const char *xboard, *id;
} FAIRY_NAMES[] = {
    {"kingofthehill", "king_of_the_hill"},
    {"racingkings", "racing_kings"},
    {"minishogi", "minishogi"},
    {"dobutsu", "dobutsu"},
    {"minixiangqi", "minixiangqi"},
};

/* The shipped id of an XBoard variant name; *fairy when XBoard needs `setup` for it. */
static const char *xboard_id(const char *name, bool *fairy)
{
    *fairy = false;
    for (size_t i = 0; i < sizeof XBOARD_NAMES / sizeof *XBOARD_NAMES; i++)
        if (!strcmp(XBOARD_NAMES[i].xboard, name))
            return XBOARD_NAMES[i].id;
    for (size_t i = 0; i < sizeof FAIRY_NAMES / sizeof *FAIRY_NAMES; i++)
        if (!strcmp(FAIRY_NAMES[i].xboard, name)) {
            *fairy = true;
            return FAIRY_NAMES[i].id;
        }
    return NULL;
}

/* The --variant file's name as one word for XBoard's variant list: its file name without
 * folder and extension, spaces made '_' (chessembly_army). */
static void name_own_variant(const Uci *u, Cecp *c)
{
    const char *base = strrchr(u->variant_label, '/');
    base = base ? base + 1 : u->variant_label;
    size_t len = strcspn(base, ".");
    bool fairy;
    if (len == 0 || len >= sizeof c->own_word || strlen(u->variant_label) >= sizeof c->own_path)
        return;
    snprintf(c->own_word, sizeof c->own_word, "%.*s", (int)len, base);
    for (char *p = c->own_word; *p; p++)
        if (isspace((unsigned char)*p) || *p == ',' || *p == '"')
            *p = '_';
    if (xboard_id(c->own_word, &fairy)) { /* crazyhouse.yaml: XBoard's own name already says it */
        c->own_word[0] = '\0';
        return;
    }
    snprintf(c->own_path, sizeof c->own_path, "%s", u->variant_label);
}

void cecp_begin(Uci *u)
{
    if (u->cecp)
        return;
    Cecp *c = calloc(1, sizeof *c);
    if (!c) {
        uci_say(u, "tellusererror out of memory");
        return;
    }
    c->engine_side = BLACK;
    c->time_ms = -1;
    c->keep_variant = strcmp(u->variant_label, "standard") != 0;
    if (c->keep_variant)
        name_own_variant(u, c);
    u->cecp = c;
}

void cecp_end(Uci *u)
{
    free(u->cecp);
    u->cecp = NULL;
}

/* ---- the search ------------------------------------------------------------------- */

/* Ends a running search; with `keep`, its move is played and sent (`?`), else dropped. */
static void call_off(Uci *u, bool keep)
{
    pthread_mutex_lock(&u->lock);
    u->cecp->discard = !keep;
    pthread_mutex_unlock(&u->lock);
    uci_finish_search(u, true);
    u->cecp->discard = false;
}

/* "1-0 {reason}" once the game is decided; true when it is. */
static bool say_result_if_over(Uci *u)
{
    const GameResult *r = game_result(u->g);
    if (r->status == GAME_ONGOING)
        return false;
    uci_say(u, "%s {%s}", game_status_text(r->status), r->reason);
    return true;
}

/* The limits of the engine's own move: sd, st, or its clock under `level`. */
static SearchLimits move_limits(const Uci *u)
{
    const Cecp *c = u->cecp;
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.depth = c->depth;
    if (c->move_ms) {
        l.movetime_ms = (int)c->move_ms;
    } else if (c->time_ms >= 0 || c->base_ms) {
        long long left = c->time_ms >= 0 ? c->time_ms : c->base_ms;
        l.time_left_ms = (int)(left < 1 ? 1 : left > 1000000000LL ? 1000000000LL : left);
        l.increment_ms = (int)c->inc_ms;
        if (c->mps) /* moves until the next control: the engine's moves so far count */
            l.moves_to_go = c->mps - (u->g->length / 2) % c->mps;
    } else if (!c->depth) {
        l.movetime_ms = 5000; /* no time control given: a few seconds a move */
    }
    l.seed = (uint64_t)u->g->length * 0x9E3779B97F4A7C15ULL + 1;
    if (u->caps.max_depth && (!l.depth || l.depth > u->caps.max_depth))
        l.depth = u->caps.max_depth;
    if (u->caps.max_nodes)
        l.nodes = u->caps.max_nodes;
    return l;
}

/* Thinks when it is the engine's turn (or analyses, in analyze mode). */
static void think_if_due(Uci *u)
{
    Cecp *c = u->cecp;
    if (c->refused)
        return;
    if (c->analyzing) {
        SearchLimits l;
        memset(&l, 0, sizeof l);
        l.infinite = true;
        if (u->caps.max_depth)
            l.depth = u->caps.max_depth;
        uci_start_search(u, &l, true);
        return;
    }
    if (c->force || (int)u->g->pos.side != c->engine_side)
        return;
    if (say_result_if_over(u))
        return;
    SearchLimits l = move_limits(u);
    uci_start_search(u, &l, false);
}

void cecp_search_done(Uci *u, const SearchResult *r)
{
    Cecp *c = u->cecp;
    pthread_mutex_lock(&u->lock);
    bool drop = c->discard || c->analyzing;
    pthread_mutex_unlock(&u->lock);
    if (drop || !r->has_move)
        return;
    char text[64];
    uci_session_move_text(u, &u->g->pos, &r->best, text, sizeof text);
    Position at = u->g->pos;
    c->hint[0] = '\0';
    if (r->has_ponder) {
        Undo undo;
        rules_make(u->v, &at, &r->best, &undo);
        uci_session_move_text(u, &at, &r->ponder, c->hint, sizeof c->hint);
    }
    game_play(u->g, &r->best);
    uci_say(u, "move %s", text);
    say_result_if_over(u);
}

void cecp_thinking(Uci *u, const SearchInfo *info)
{
    Cecp *c = u->cecp;
    pthread_mutex_lock(&u->lock);
    c->last_depth = info->depth;
    c->last_nodes = (unsigned long long)info->nodes;
    c->last_time_ms = info->time_ms;
    pthread_mutex_unlock(&u->lock);
    if (!c->post || info->multipv > 1)
        return;
    /* mate in n is written 100000 + n, as XBoard shows it (#n) */
    int score = info->score;
    if (search_score_is_mate(score)) {
        int n = search_mate_moves(score);
        score = n > 0 ? 100000 + n : -100000 + n;
    }
    char line[8192];
    size_t n = (size_t)snprintf(line, sizeof line, "%d %d %d %llu", info->depth, score, info->time_ms / 10,
                                (unsigned long long)info->nodes);
    uci_append_pv(u, info, line, n, sizeof line);
    uci_say(u, "%s", line);
}

/* ---- commands ----------------------------------------------------------------------- */

static void say_features(Uci *u)
{
    char variants[1024] = "";
    for (size_t i = 0; i < sizeof XBOARD_NAMES / sizeof *XBOARD_NAMES; i++)
        if (uci_variants_find(&u->variants, XBOARD_NAMES[i].id))
            snprintf(variants + strlen(variants), sizeof variants - strlen(variants), "%s%s", variants[0] ? "," : "",
                     XBOARD_NAMES[i].xboard);
    for (size_t i = 0; i < sizeof FAIRY_NAMES / sizeof *FAIRY_NAMES; i++)
        if (uci_variants_find(&u->variants, FAIRY_NAMES[i].id))
            snprintf(variants + strlen(variants), sizeof variants - strlen(variants), ",%s", FAIRY_NAMES[i].xboard);
    if (u->cecp->own_word[0])
        snprintf(variants + strlen(variants), sizeof variants - strlen(variants), ",%s", u->cecp->own_word);
    uci_say(u, "feature done=0");
    uci_say(u, "feature ping=1 setboard=1 usermove=1 playother=1 san=0 time=1 draw=0 sigint=0 sigterm=0 "
               "reuse=1 analyze=1 colors=0 name=0 pause=0 nps=0 debug=1 memory=0 smp=0");
    uci_say(u, "feature myname=\"Chessembly %s\"", CSM_VERSION);
    uci_say(u, "feature variants=\"%s\"", variants);
    uci_say(u, "feature done=1");
}

/* A new game of the variant in play; a refused setboard is forgotten. */
static void restart(Uci *u)
{
    if (uci_new_game(u))
        u->cecp->refused = false;
    u->cecp->hint[0] = '\0';
}

static void cmd_new(Uci *u)
{
    Cecp *c = u->cecp;
    const UciVariant *standard = uci_variants_find(&u->variants, "standard");
    if (!c->keep_variant && strcmp(u->variant_label, "standard") != 0 && standard)
        uci_load_listed_variant(u, standard);
    restart(u);
    search_clear(u->search);
    c->force = false;
    c->engine_side = BLACK;
    c->depth = 0;
    c->move_ms = 0;
    c->time_ms = -1;
}

static void cmd_variant(Uci *u, char **tok, int ntok)
{
    bool fairy;
    const char *id = ntok >= 2 ? xboard_id(tok[1], &fairy) : NULL;
    const UciVariant *choice = id ? uci_variants_find(&u->variants, id) : NULL;
    UciVariant own = {.id = u->cecp->own_path, .path = u->cecp->own_path, .yaml = NULL, .shipped = false, .usi_fit = 0};
    if (!choice && ntok >= 2 && u->cecp->own_word[0] && !strcmp(tok[1], u->cecp->own_word)) {
        choice = &own; /* the --variant file, under its own name */
        fairy = true;
    }
    if (!choice) {
        uci_say(u, "Error (unsupported variant): %s", ntok >= 2 ? tok[1] : "variant");
        return;
    }
    if (!uci_load_listed_variant(u, choice))
        return;
    restart(u);
    if (fairy)
        cecp_say_setup(u);
}

/* Reads a number of `what`; false after `Error (bad number): COMMAND` otherwise. */
static bool read_number(Uci *u, const char *text, double min, double max, const char *raw, double *out)
{
    char *end;
    errno = 0;
    double x = text ? strtod(text, &end) : 0;
    if (!text || errno || end == text || *end || !(x >= min && x <= max)) {
        uci_say(u, "Error (bad number): %s", raw);
        return false;
    }
    *out = x;
    return true;
}

/* level MPS BASE INC: BASE in minutes, or minutes:seconds. */
static void cmd_level(Uci *u, char **tok, int ntok, const char *raw)
{
    double mps, minutes, seconds = 0, inc;
    char base[64];
    snprintf(base, sizeof base, "%s", ntok >= 3 ? tok[2] : "");
    char *colon = strchr(base, ':');
    if (colon)
        *colon = '\0';
    if (ntok != 4 || !read_number(u, tok[1], 0, 10000, raw, &mps) || !read_number(u, base, 0, 100000, raw, &minutes) ||
        (colon && !read_number(u, colon + 1, 0, 59, raw, &seconds)) || !read_number(u, tok[3], 0, 100000, raw, &inc)) {
        if (ntok != 4)
            uci_say(u, "Error (expected level MPS BASE INC): %s", raw);
        return;
    }
    Cecp *c = u->cecp;
    c->mps = (int)mps;
    c->base_ms = (long long)((minutes * 60 + seconds) * 1000);
    c->inc_ms = (long long)(inc * 1000);
    c->move_ms = 0;
}

/* st, sd, time, otim: one number each. */
static void cmd_number(Uci *u, char **tok, int ntok, const char *raw)
{
    double x;
    if (ntok != 2 || !read_number(u, tok[1], -1e9, 1e9, raw, &x)) {
        if (ntok != 2)
            uci_say(u, "Error (expected one number): %s", raw);
        return;
    }
    Cecp *c = u->cecp;
    if (!strcmp(tok[0], "st") && x >= 0)
        c->move_ms = (long long)(x * 1000);
    else if (!strcmp(tok[0], "sd") && x >= 0)
        c->depth = x > SEARCH_MAX_DEPTH ? SEARCH_MAX_DEPTH : (int)x;
    else if (!strcmp(tok[0], "time"))
        c->time_ms = (long long)(x * 10); /* centiseconds */
    else if (!strcmp(tok[0], "otim"))
        ; /* the opponent's clock does not change how long the engine thinks */
    else
        uci_say(u, "Error (bad number): %s", raw);
}

/* The GUI's move (`usermove e2e4`, or the move alone). */
static void user_move(Uci *u, const char *text)
{
    Cecp *c = u->cecp;
    call_off(u, false);
    int found = c->refused ? -1 : uci_session_move_find(u, text);
    if (found < 0 && !c->refused && game_result(u->g)->status != GAME_ONGOING) {
        uci_say(u, "Illegal move (the game is over): %s", text);
        return;
    }
    if (found == -2) {
        uci_say(u, "Illegal move (say the piece it becomes): %s", text);
        return;
    }
    if (found < 0) {
        uci_say(u, "Illegal move: %s", text);
        return;
    }
    Move m = u->g->legal[found];
    game_play(u->g, &m);
    if (!c->analyzing && say_result_if_over(u))
        return;
    think_if_due(u);
}

/* setboard FEN: refused positions are told to the user; moves are then illegal until a
 * good one (or `new`), as the protocol suggests. */
static void cmd_setboard(Uci *u, const char *raw)
{
    Cecp *c = u->cecp;
    const char *fen = raw + strlen("setboard");
    while (isspace((unsigned char)*fen))
        fen++;
    DiagSink diags;
    diag_init(&diags);
    Position check;
    Game *g = NULL;
    if (fen_parse(u->v, fen, &check, "setboard", &diags) && fen_fits_variant(u->v, &check, "setboard", &diags))
        g = game_new(u->v, fen, &diags);
    if (!g) {
        for (int i = 0; i < diags.count; i++) {
            char buf[1024];
            diag_format(&diags.items[i], buf, sizeof buf);
            uci_say(u, "# %s", buf);
        }
        uci_say(u, "tellusererror Illegal position");
        c->refused = true;
    } else {
        game_free(u->g);
        u->g = g;
        c->refused = false;
        c->hint[0] = '\0';
    }
    diag_free(&diags);
}

/* undo (one move) and remove (two). */
static void take_back(Uci *u, int plies, const char *raw)
{
    if (u->g->length < plies) {
        uci_say(u, "Error (no move to take back): %s", raw);
        return;
    }
    for (int i = 0; i < plies; i++)
        game_undo(u->g);
    u->cecp->hint[0] = '\0';
}

/* The move the engine expects from the user: from its last search, or a short one now. */
static void cmd_hint(Uci *u)
{
    Cecp *c = u->cecp;
    if (c->refused || u->g->nlegal == 0 || uci_search_running(u))
        return;
    if (c->hint[0] && uci_session_move_find(u, c->hint) >= 0) {
        uci_say(u, "Hint: %s", c->hint);
        return;
    }
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.depth = c->depth && c->depth < 3 ? c->depth : 3;
    l.nodes = u->caps.max_nodes; /* a caller's bound (the fuzz target) holds here too */
    l.seed = 1;
    SearchResult r = search_game(u->search, u->g, &l, NULL, NULL);
    if (r.has_move) {
        char text[64];
        uci_session_move_text(u, &u->g->pos, &r.best, text, sizeof text);
        uci_say(u, "Hint: %s", text);
    }
}

/* `.` in analyze mode: time (centiseconds), nodes, depth, moves left, moves in all. */
static void cmd_status(Uci *u)
{
    Cecp *c = u->cecp;
    if (!c->analyzing)
        return;
    pthread_mutex_lock(&u->lock);
    uci_say(u, "stat01: %d %llu %d 0 %d", c->last_time_ms / 10, c->last_nodes, c->last_depth, u->g->nlegal);
    pthread_mutex_unlock(&u->lock);
}

/* Commands that change the game or what the engine does with it. */
static bool game_command(Uci *u, char **tok, int ntok, const char *raw)
{
    Cecp *c = u->cecp;
    const char *w = tok[0];
    if (!strcmp(w, "new") || !strcmp(w, "variant") || !strcmp(w, "force") || !strcmp(w, "result") ||
        !strcmp(w, "setboard") || !strcmp(w, "undo") || !strcmp(w, "remove") || !strcmp(w, "exit") ||
        !strcmp(w, "analyze") || !strcmp(w, "go") || !strcmp(w, "playother"))
        call_off(u, false);
    else
        return false;
    if (!strcmp(w, "new"))
        cmd_new(u);
    else if (!strcmp(w, "variant"))
        cmd_variant(u, tok, ntok);
    else if (!strcmp(w, "force") || !strcmp(w, "result"))
        c->force = true;
    else if (!strcmp(w, "setboard"))
        cmd_setboard(u, raw);
    else if (!strcmp(w, "undo"))
        take_back(u, 1, raw);
    else if (!strcmp(w, "remove"))
        take_back(u, 2, raw);
    else if (!strcmp(w, "exit"))
        c->analyzing = false;
    else if (!strcmp(w, "analyze"))
        c->analyzing = true;
    else if (!strcmp(w, "go") || !strcmp(w, "playother")) {
        c->force = false;
        c->engine_side = !strcmp(w, "go") ? u->g->pos.side : !u->g->pos.side;
    }
    if (strcmp(w, "result") != 0)
        think_if_due(u);
    return true;
}

/* Commands that are accepted and need nothing (GUI information, features we turned off). */
static bool is_ignored(const char *w)
{
    static const char *const words[] = {"xboard", "accepted", "rejected", "random", "hard", "easy", "computer",
                                        "name", "rating", "ics", "draw", "bk", "cores", "memory", "egtpath",
                                        "option", "otim"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (!strcmp(w, words[i]))
            return true;
    return false;
}

bool cecp_handle(Uci *u, char **tok, int ntok, const char *raw)
{
    Cecp *c = u->cecp;
    const char *w = tok[0];
    if (!c)
        return strcmp(w, "quit") != 0;
    if (!strcmp(w, "quit")) {
        call_off(u, false);
        return false;
    }
    if (game_command(u, tok, ntok, raw))
        return true;
    if (!strcmp(w, "protover"))
        say_features(u);
    else if (!strcmp(w, "ping")) {
        /* after a move being thought about: pong then says every move before it is sent */
        if (!c->analyzing)
            uci_finish_search(u, false);
        uci_say(u, "pong %s", ntok >= 2 ? tok[1] : "");
    }
    else if (!strcmp(w, "usermove"))
        ntok == 2 ? user_move(u, tok[1]) : uci_say(u, "Error (expected usermove MOVE): %s", raw);
    else if (!strcmp(w, "?")) {
        if (!c->analyzing) /* move now; analysis goes on */
            call_off(u, true);
    }
    else if (!strcmp(w, "level"))
        cmd_level(u, tok, ntok, raw);
    else if (!strcmp(w, "st") || !strcmp(w, "sd") || !strcmp(w, "time"))
        cmd_number(u, tok, ntok, raw);
    else if (!strcmp(w, "post") || !strcmp(w, "nopost"))
        c->post = !strcmp(w, "post");
    else if (!strcmp(w, "hint"))
        cmd_hint(u);
    else if (!strcmp(w, "."))
        cmd_status(u);
    else if (!strcmp(w, "d"))
        uci_search_running(u) ? (void)0 : uci_show_position(u);
    else if (is_ignored(w))
        ;
    else if (ntok == 1 && !c->refused && !uci_search_running(u) && uci_session_move_find(u, w) >= 0)
        user_move(u, w); /* a move without `usermove` (protocol 1 GUIs) */
    else
        uci_say(u, "Error (unknown command): %s", w);
    return true;
}
