/* chessembly-cli uci — the Universal Chess Interface over standard input and output.
 *
 * The main thread reads commands; `go` starts the search on a thread of its own, so
 * `stop`, `isready` and `quit` are answered while it thinks. Every command that changes
 * the position or the settings first stops a running search and waits for its
 * `bestmove`. Bad input never stops the engine: it gets an `info string` line. */
#include "cli_commands.h"
#include "cli_game.h"
#include "uci_session.h"
#include "uci_engine.h"
#include "cecp.h"
#include "uci_move.h"
#include "uci_variants.h"
#include "usi.h"

#include "byoyomi.h"
#include "datadir.h"
#include "fen.h"
#include "game.h"
#include "search.h"
#include "sfen.h"
#include "variant_load.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

/* ---- output ---------------------------------------------------------------------- */

void uci_say(Uci *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&u->out_lock);
    vfprintf(u->out, fmt, ap);
    fputc('\n', u->out);
    fflush(u->out);
    pthread_mutex_unlock(&u->out_lock);
    va_end(ap);
}

void uci_say_diags(Uci *u, const DiagSink *diags)
{
    for (int i = 0; i < diags->count; i++) {
        char buf[1024];
        diag_format(&diags->items[i], buf, sizeof buf);
        uci_say(u, "info string %s", buf);
    }
}

/* A script's runtime error, located like the compiler's errors (file:line:column). */
void uci_say_runtime_error(Uci *u, const CsmRuntimeError *err)
{
    if (!err->set)
        return;
    char buf[512];
    csm_runtime_error_text(err, buf, sizeof buf);
    uci_say(u, "info string %s", buf);
}

/* A move as this session writes it in `pos` (castling as king takes rook under UCI_Chess960). */
/* UCCI and xboard number the ten ranks of a xiangqi board 0 to 9 (as Fairy-Stockfish
 * does in both): true when the session's squares are ours shifted by one rank. */
static bool ranks_from_zero(const Uci *u)
{
    return (u->dialect == UCI_DIALECT_UCCI || u->dialect == UCI_DIALECT_CECP) && u->v->ranks == 10;
}

/* Copies move text `in` to `out`, adding `delta` to every rank number: a run of digits
 * after a file letter. A piece name after `=` is copied as it is. */
static void shift_ranks(const char *in, int delta, char *out, size_t size)
{
    size_t n = 0;
    bool name = false;
    for (const char *p = in; *p && n + 4 < size;) {
        name = name || *p == '=';
        if (!name && isdigit((unsigned char)*p) && p > in && islower((unsigned char)p[-1])) {
            char *end;
            long rank = strtol(p, &end, 10);
            n += (size_t)snprintf(out + n, size - n, "%ld", rank + delta);
            p = end;
        } else {
            out[n++] = *p++;
        }
    }
    out[n] = '\0';
}

/* XBoard writes castling in Chess960 as O-O (toward file h) and O-O-O, as the king's
 * landing square alone could be a plain king move there. */
static bool castles_by_name(const Uci *u) { return u->dialect == UCI_DIALECT_CECP && u->v->start_960; }

static const char *castling_name(const Move *m)
{
    return sq_file(m->capture_sq) > sq_file(m->from) ? "O-O" : "O-O-O";
}

void uci_session_move_text(const Uci *u, const Position *pos, const Move *m, char *buf, size_t size)
{
    if (castles_by_name(u) && m->type == MOVE_CASTLE) {
        snprintf(buf, size, "%s", castling_name(m));
        return;
    }
    uci_move_write(u->v, pos, m, u->chess960, buf, size);
    if (u->dialect == UCI_DIALECT_USI) {
        char ours[96];
        snprintf(ours, sizeof ours, "%s", buf);
        usi_move_from_ours(u->v, ours, buf, size);
    } else if (ranks_from_zero(u)) {
        char ours[96];
        snprintf(ours, sizeof ours, "%s", buf);
        shift_ranks(ours, -1, buf, size);
    }
}

int uci_session_move_find(const Uci *u, const char *text)
{
    if (castles_by_name(u) && (!strcmp(text, "O-O") || !strcmp(text, "O-O-O"))) {
        for (int i = 0; i < u->g->nlegal; i++)
            if (u->g->legal[i].type == MOVE_CASTLE && !strcmp(castling_name(&u->g->legal[i]), text))
                return i;
        return -1;
    }
    char ours[128];
    if (u->dialect == UCI_DIALECT_USI)
        usi_move_to_ours(u->v, text, ours, sizeof ours);
    else if (ranks_from_zero(u))
        shift_ranks(text, +1, ours, sizeof ours);
    else
        snprintf(ours, sizeof ours, "%s", text);
    return uci_move_find_in(u->v, u->g->legal, u->g->nlegal, ours, u->chess960);
}

/* ---- the position ------------------------------------------------------------------ */

/* Replaces the variant by the file at `path` (or, with `yaml`, by that text read as
 * if from `path`). On any error the old one stays. */
static bool load_variant_text(Uci *u, const char *path, const char *yaml, const char *label)
{
    DiagSink diags;
    diag_init(&diags);
    Variant *v = yaml ? variant_load_text(yaml, path, NULL, &diags) : variant_load_file(path, NULL, &diags);
    Game *g = v ? game_new(v, NULL, &diags) : NULL;
    /* The search keeps tables learnt from the variant it last saw (by address), so a
     * new variant gets a new search. */
    Search *s = g ? search_new(u->hash_mb) : NULL;
    if (!s) {
        uci_say_diags(u, &diags);
        if (g || !diags.count)
            uci_say(u, "info string %s: cannot be loaded (out of memory)", path);
        uci_say(u, "info string variant unchanged: %s", u->v ? u->variant_label : "none");
        game_free(g);
        variant_free(v);
        diag_free(&diags);
        return false;
    }
    diag_free(&diags);
    game_free(u->g);
    search_free(u->search);
    variant_free(u->v);
    u->v = v;
    u->g = g;
    u->search = s;
    snprintf(u->variant_label, sizeof u->variant_label, "%s", label);
    uci_say_runtime_error(u, &g->error);
    return true;
}

static bool load_variant(Uci *u, const char *path, const char *label)
{
    return load_variant_text(u, path, NULL, label);
}

/* A variant of the UCI_Variant list: a shipped file, or a section of a VariantPath ini. */
bool uci_load_listed_variant(Uci *u, const UciVariant *choice)
{
    return load_variant_text(u, choice->path, choice->yaml, choice->id);
}

/* ---- the search thread --------------------------------------------------------------- */

static void on_info(void *user, const SearchInfo *info)
{
    Uci *u = user;
    if (u->dialect == UCI_DIALECT_CECP) {
        cecp_thinking(u, info);
        return;
    }
    char line[8192];
    size_t n = (size_t)snprintf(line, sizeof line, "info depth %d seldepth %d multipv %d score ", info->depth,
                                info->seldepth, info->multipv);
    if (u->dialect == UCI_DIALECT_USI)
        usi_note_info(u, info);
    if (search_score_is_mate(info->score) && u->dialect == UCI_DIALECT_USI) /* USI counts plies */
        n += (size_t)snprintf(line + n, sizeof line - n, "mate %d",
                              info->score > 0 ? SEARCH_MATE - info->score : -(SEARCH_MATE + info->score));
    else if (search_score_is_mate(info->score))
        n += (size_t)snprintf(line + n, sizeof line - n, "mate %d", search_mate_moves(info->score));
    else
        n += (size_t)snprintf(line + n, sizeof line - n, u->dialect == UCI_DIALECT_UCCI ? "%d" : "cp %d", info->score);
    n += (size_t)snprintf(line + n, sizeof line - n, " nodes %llu nps %llu time %d hashfull %llu",
                          (unsigned long long)info->nodes, (unsigned long long)info->nps, info->time_ms,
                          (unsigned long long)info->tt_permille);
    if (info->pvlen > 0 && n < sizeof line)
        n += (size_t)snprintf(line + n, sizeof line - n, " pv");
    uci_append_pv(u, info, line, n, sizeof line);
    uci_say(u, "%s", line);
}

void uci_append_pv(const Uci *u, const SearchInfo *info, char *line, size_t n, size_t size)
{
    Position at = u->g->pos; /* each move written where it is played */
    for (int i = 0; i < info->pvlen && n + 64 < size; i++) {
        char text[64];
        uci_session_move_text(u, &at, &info->pv[i], text, sizeof text);
        n += (size_t)snprintf(line + n, size - n, " %s", text);
        Undo undo;
        rules_make(u->v, &at, &info->pv[i], &undo);
    }
}

/* True when `m` is one of the legal moves now (the search must never send another). */
static bool is_legal_now(const Game *g, const Move *m)
{
    for (int i = 0; i < g->nlegal; i++)
        if (move_equal(&g->legal[i], m))
            return true;
    return false;
}

/* The search's answer as UCI's `bestmove` (with its ponder move). */
static void say_bestmove(Uci *u, SearchResult *r)
{
    char best[64] = "0000", ponder[64] = "";
    if (r->has_move)
        uci_session_move_text(u, &u->g->pos, &r->best, best, sizeof best);
    if (r->has_move && r->has_ponder) {
        Position at = u->g->pos;
        Undo undo;
        rules_make(u->v, &at, &r->best, &undo);
        uci_session_move_text(u, &at, &r->ponder, ponder, sizeof ponder);
    }
    if (ponder[0])
        uci_say(u, "bestmove %s ponder %s", best, ponder);
    else
        uci_say(u, "bestmove %s", best);
}

static void *search_thread(void *arg)
{
    Uci *u = arg;
    SearchResult r = search_game(u->search, u->g, &u->limits, on_info, u);

    /* UCI: after `go infinite` the best move is sent only once `stop` has come. */
    pthread_mutex_lock(&u->lock);
    while (u->hold_bestmove && !u->stop_requested)
        pthread_cond_wait(&u->cond, &u->lock);
    pthread_mutex_unlock(&u->lock);

    uci_say_runtime_error(u, &r.error);
    if (r.has_move && !is_legal_now(u->g, &r.best)) {
        uci_say(u, "%sthe search returned an illegal move; playing the first legal one",
                u->dialect == UCI_DIALECT_CECP ? "# " : "info string ");
        r.has_move = u->g->nlegal > 0;
        r.has_ponder = false;
        if (r.has_move)
            r.best = u->g->legal[0];
    }
    if (u->dialect == UCI_DIALECT_CECP)
        cecp_search_done(u, &r);
    else if (u->dialect != UCI_DIALECT_USI || !usi_search_done(u, &r))
        say_bestmove(u, &r);

    pthread_mutex_lock(&u->lock);
    u->finished = true;
    pthread_cond_broadcast(&u->cond);
    pthread_mutex_unlock(&u->lock);
    return NULL;
}

/* Waits for the running search (if any) to print its bestmove. With `stop`, asks it
 * to end now; the request is repeated until it ends, so a `stop` that comes before the
 * thread has entered search_game is not lost. */
void uci_finish_search(Uci *u, bool stop)
{
    if (!u->thread_started)
        return;
    pthread_mutex_lock(&u->lock);
    if (stop) {
        u->stop_requested = true;
        pthread_cond_broadcast(&u->cond);
    }
    while (!u->finished) {
        if (stop || u->stop_requested) {
            pthread_mutex_unlock(&u->lock);
            search_stop(u->search);
            pthread_mutex_lock(&u->lock);
            struct timespec until;
            clock_gettime(CLOCK_REALTIME, &until);
            until.tv_nsec += 20 * 1000000L;
            if (until.tv_nsec >= 1000000000L) {
                until.tv_sec++;
                until.tv_nsec -= 1000000000L;
            }
            if (!u->finished)
                pthread_cond_timedwait(&u->cond, &u->lock, &until);
        } else {
            pthread_cond_wait(&u->cond, &u->lock);
        }
    }
    pthread_mutex_unlock(&u->lock);
    pthread_join(u->thread, NULL);
    u->thread_started = false;
}

bool uci_search_running(Uci *u)
{
    if (!u->thread_started)
        return false;
    pthread_mutex_lock(&u->lock);
    bool running = !u->finished;
    pthread_mutex_unlock(&u->lock);
    return running;
}

/* ---- commands ----------------------------------------------------------------------- */

/* The variant in play as one UCI_Variant word: its id, or the file name without folder
 * and extension for a file loaded with --variant / VariantPath. */
static void current_variant_word(const Uci *u, char *buf, size_t size)
{
    const char *base = strrchr(u->variant_label, '/');
    base = base ? base + 1 : u->variant_label;
    size_t len = strcspn(base, ".");
    snprintf(buf, size, "%.*s", (int)len, base);
    for (char *p = buf; *p; p++)
        if (isspace((unsigned char)*p))
            *p = '_';
}

enum { UCI_ELO_MIN = 1350, UCI_ELO_MAX = 2850, UCI_MAX_MULTIPV = 500 };

/* An `option name NAME type ...` line; UCCI writes it `option NAME type ...` with the
 * name's spaces as underscores, and Hash as `hashsize` (as Fairy-Stockfish does). */
static void say_option(Uci *u, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say_option(Uci *u, const char *fmt, ...)
{
    char line[16384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (u->dialect == UCI_DIALECT_USI) {
        char usi[sizeof line];
        if (usi_option_line(line, usi, sizeof usi))
            uci_say(u, "%s", usi);
        return;
    }
    if (u->dialect != UCI_DIALECT_UCCI) {
        uci_say(u, "%s", line);
        return;
    }
    char *name = line + strlen("option name ");
    char *type = strstr(name, " type ");
    for (char *p = name; type && p < type; p++)
        if (*p == ' ')
            *p = '_';
    if (!strncmp(name, "Hash ", 5))
        uci_say(u, "option hashsize%s", name + 4);
    else
        uci_say(u, "option %s", name);
}

static void cmd_uci_hello(Uci *u)
{
    uci_say(u, "id name Chessembly %s", CSM_VERSION);
    uci_say(u, "id author the Chessembly authors");
    /* A file given with --variant is the default and one of the choices, so a GUI that
     * sends every option back at its default keeps it. */
    char current[PATH_MAX];
    current_variant_word(u, current, sizeof current);
    char line[16384];
    if (u->dialect == UCI_DIALECT_USI) {
        usi_variant_combo(u, current, line, sizeof line);
        uci_say(u, "%s", line);
    } else {
        snprintf(line, sizeof line, "option name UCI_Variant type combo default %s", current);
        if (!uci_variants_find(&u->variants, current))
            snprintf(line + strlen(line), sizeof line - strlen(line), " var %s", current);
        uci_variants_combo(&u->variants, line, sizeof line);
        say_option(u, "%s", line);
    }
    say_option(u, "option name VariantPath type string default <empty>");
    say_option(u, "option name Threads type spin default 1 min 1 max 1");
    say_option(u, "option name Hash type spin default %d min 1 max %d", UCI_DEFAULT_HASH_MB, UCI_MAX_HASH_MB);
    say_option(u, "option name Clear Hash type button");
    say_option(u, "option name Ponder type check default false");
    say_option(u, "option name MultiPV type spin default 1 min 1 max %d", UCI_MAX_MULTIPV);
    say_option(u, "option name Skill Level type spin default 20 min 0 max 20");
    say_option(u, "option name UCI_LimitStrength type check default false");
    say_option(u, "option name UCI_Elo type spin default %d min %d max %d", UCI_ELO_MIN, UCI_ELO_MIN, UCI_ELO_MAX);
    say_option(u, "option name UCI_Chess960 type check default false");
    say_option(u, "option name Level type spin default %d min %d max %d", SEARCH_MAX_LEVEL, SEARCH_MIN_LEVEL,
            SEARCH_MAX_LEVEL);
    say_option(u, "option name SearchFeaturesOff type spin default 0 min 0 max %d", SEARCH_OFF_ALL);
    if (u->dialect == UCI_DIALECT_UCCI)
        say_option(u, "option name usemillisec type check default %s", u->millisec ? "true" : "false");
    uci_say(u, u->dialect == UCI_DIALECT_UCCI ? "ucciok" : u->dialect == UCI_DIALECT_USI ? "usiok" : "uciok");
}

/* `ucci`: the xiangqi GUIs' dialect from now on; xiangqi is the game unless a variant
 * was given on the command line (Fairy-Stockfish's default under UCCI too). */
static void ucci_hello(Uci *u)
{
    uci_finish_search(u, true);
    u->dialect = UCI_DIALECT_UCCI;
    const UciVariant *xiangqi = uci_variants_find(&u->variants, "xiangqi");
    if (!strcmp(u->variant_label, "standard") && xiangqi && uci_load_listed_variant(u, xiangqi))
        u->position_refused = false;
    cmd_uci_hello(u);
}

/* `usi`: the shogi GUIs' dialect from now on; shogi is the game unless a variant that
 * fits USI was given on the command line (Fairy-Stockfish's default under USI too). */
static void usi_hello(Uci *u)
{
    uci_finish_search(u, true);
    u->dialect = UCI_DIALECT_USI;
    const UciVariant *shogi = uci_variants_find(&u->variants, "shogi");
    if (!usi_fits(u->v) && shogi && uci_load_listed_variant(u, shogi))
        uci_new_game(u);
    cmd_uci_hello(u);
}

/* Reads a whole number in [min, max]; false (with a message) otherwise. */
static bool parse_int(Uci *u, const char *what, const char *text, long long min, long long max, long long *out)
{
    if (!text) {
        uci_say(u, "info string %s needs a number", what);
        return false;
    }
    char *end;
    errno = 0;
    long long x = strtoll(text, &end, 10);
    if (errno || end == text || *end || x < min || x > max) {
        uci_say(u, "info string %s: '%s' is not a number from %lld to %lld", what, text, min, max);
        return false;
    }
    *out = x;
    return true;
}

static bool parse_check(Uci *u, const char *what, const char *text, bool *out)
{
    if (text && (!strcasecmp(text, "true") || !strcasecmp(text, "false"))) {
        *out = !strcasecmp(text, "true");
        return true;
    }
    uci_say(u, "info string %s: '%s' is not true or false", what, text ? text : "");
    return false;
}

/* VariantPath: a Fairy-Stockfish variants.ini (its sections become UCI_Variant choices),
 * a folder of variant files (the same), or one variant file (played at once). */
static void set_variant_path(Uci *u, const char *value)
{
    if (!value || !*value || !strcmp(value, "<empty>"))
        return; /* GUIs send the default back: nothing to load */
    size_t len = strlen(value);
    DIR *dir = opendir(value);
    if (dir) {
        closedir(dir);
        int n = uci_variants_add_folder(&u->variants, value);
        uci_say(u, "info string VariantPath: %d variant files of %s can be chosen with UCI_Variant", n, value);
    } else if (len > 4 && !strcasecmp(value + len - 4, ".ini")) {
        DiagSink notes;
        diag_init(&notes);
        int n = uci_variants_add_ini(&u->variants, value, &notes);
        uci_say_diags(u, &notes);
        if (n >= 0)
            uci_say(u, "info string VariantPath: %d sections of %s imported exactly, %d left out; choose them "
                       "with UCI_Variant", n, value, notes.count);
        diag_free(&notes);
    } else {
        load_variant(u, value, value);
    }
}

/* The options that are numbers or checks; false when `name` is none of them. */
static bool set_value_option(Uci *u, const char *name, const char *value)
{
    long long x;
    if (!strcasecmp(name, "Hash")) {
        if (!parse_int(u, "Hash", value, 1, u->caps.max_hash_mb ? (long long)u->caps.max_hash_mb : UCI_MAX_HASH_MB, &x))
            return true;
        if (!search_set_hash(u->search, (size_t)x))
            uci_say(u, "info string Hash: not enough memory for %lld MB, kept %zu MB", x, u->hash_mb);
        else
            u->hash_mb = (size_t)x;
    } else if (!strcasecmp(name, "Level")) {
        if (parse_int(u, "Level", value, SEARCH_MIN_LEVEL, SEARCH_MAX_LEVEL, &x))
            u->level = (int)x;
    } else if (!strcasecmp(name, "SearchFeaturesOff")) {
        if (parse_int(u, "SearchFeaturesOff", value, 0, SEARCH_OFF_ALL, &x))
            u->features_off = (int)x;
    } else if (!strcasecmp(name, "Skill Level")) {
        if (parse_int(u, "Skill Level", value, 0, 20, &x))
            u->skill = (int)x;
    } else if (!strcasecmp(name, "UCI_Elo")) {
        if (parse_int(u, "UCI_Elo", value, UCI_ELO_MIN, UCI_ELO_MAX, &x))
            u->elo = (int)x;
    } else if (!strcasecmp(name, "MultiPV")) {
        if (parse_int(u, "MultiPV", value, 1, UCI_MAX_MULTIPV, &x))
            u->multipv = (int)x;
    } else if (!strcasecmp(name, "Threads")) {
        parse_int(u, "Threads", value, 1, 1, &x); /* one search thread */
    } else if (!strcasecmp(name, "UCI_LimitStrength")) {
        parse_check(u, name, value, &u->limit_strength);
    } else if (!strcasecmp(name, "UCI_Chess960")) {
        parse_check(u, name, value, &u->chess960);
    } else if (!strcasecmp(name, "Ponder")) {
        bool ponder;
        parse_check(u, name, value, &ponder); /* `go ponder` works either way */
    } else {
        return false;
    }
    return true;
}

static void set_option(Uci *u, char **tok, int ntok, const char *line)
{
    /* setoption name <name words> [value <rest of the line, spaces kept>] */
    if (ntok < 3 || strcmp(tok[1], "name") != 0) {
        uci_say(u, "info string setoption: expected 'setoption name NAME [value VALUE]'");
        return;
    }
    char name[256] = "";
    int i = 2;
    for (; i < ntok && strcmp(tok[i], "value") != 0; i++) {
        if (name[0])
            strncat(name, " ", sizeof name - strlen(name) - 1);
        strncat(name, tok[i], sizeof name - strlen(name) - 1);
    }
    const char *value = NULL;
    if (i < ntok) {
        value = strstr(line, " value");
        while (value && !isspace((unsigned char)value[6]) && value[6])
            value = strstr(value + 1, " value");
        value = value ? value + 6 : "";
        while (isspace((unsigned char)*value))
            value++;
    }
    char asked[sizeof name]; /* messages name it as the GUI wrote it */
    snprintf(asked, sizeof asked, "%s", name);
    if (u->dialect == UCI_DIALECT_USI)
        usi_option_name(asked, name, sizeof name);
    if (!strcasecmp(name, "UCI_Variant")) {
        if (!value || !*value) {
            uci_say(u, "info string UCI_Variant needs a value");
            return;
        }
        char current[PATH_MAX];
        current_variant_word(u, current, sizeof current);
        if (!strcasecmp(value, current))
            return; /* the variant in play (maybe a file of the user's), by its name: keep it */
        const UciVariant *choice = uci_variants_find(&u->variants, value);
        if (!choice) {
            uci_say(u, "info string unknown variant '%s' (see the %s list after '%s')", value,
                    u->dialect == UCI_DIALECT_USI ? "USI_Variant" : "UCI_Variant", u->dialect == UCI_DIALECT_USI ? "usi" : "uci");
            return;
        }
        if (u->dialect == UCI_DIALECT_USI && !usi_choice_fits(&u->variants.items[choice - u->variants.items])) {
            uci_say(u, "info string USI_Variant: %s is not of the shogi family (USI's squares and SFEN cannot "
                       "write it); variant unchanged: %s", value, current);
            return;
        }
        uci_load_listed_variant(u, choice);
    } else if (!strcasecmp(name, "VariantPath")) {
        set_variant_path(u, value);
    } else if (!strcasecmp(name, "Clear Hash")) {
        search_clear(u->search);
    } else if (!set_value_option(u, name, value)) {
        uci_say(u, "info string unknown option '%s'", asked);
    }
}

/* UCCI's `setoption NAME VALUE...`: the name is one word (underscores for spaces,
 * `hashsize` for Hash), the value the words after it. */
static void ucci_set_option(Uci *u, char **tok, int ntok)
{
    char name[256];
    snprintf(name, sizeof name, "%s", !strcasecmp(tok[1], "hashsize") ? "Hash" : tok[1]);
    for (char *p = name; *p; p++)
        if (*p == '_' && strncasecmp(name, "UCI_", 4) != 0)
            *p = ' ';
    char value[4096] = "";
    for (int i = 2; i < ntok; i++)
        snprintf(value + strlen(value), sizeof value - strlen(value), "%s%s", i > 2 ? " " : "", tok[i]);
    if (!strcasecmp(name, "usemillisec"))
        parse_check(u, name, value, &u->millisec);
    else if (!strcasecmp(name, "UCI_Variant") || !strcasecmp(name, "VariantPath") || !strcasecmp(name, "Clear Hash")) {
        char line[4400];
        snprintf(line, sizeof line, "setoption name %s value %s", name, value);
        char w0[] = "setoption", w1[] = "name", w3[] = "value";
        char *words[4] = {w0, w1, name, w3};
        set_option(u, words, value[0] ? 4 : 3, line);
    } else if (!set_value_option(u, name, value))
        uci_say(u, "info string unknown option '%s'", name);
}

static void set_position_words(Uci *u, char **tok, int ntok);

/* position startpos|fen FEN... [moves M...]. A refused command (a bad FEN) leaves no
 * position to answer for: `go` answers `bestmove 0000` until a good one comes, so a
 * GUI never gets a move for the position before. An illegal move leaves the position
 * reached by the moves before it. */
static void set_position(Uci *u, char **tok, int ntok)
{
    u->position_refused = true;
    set_position_words(u, tok, ntok);
}

/* What `go` answers when there is no move to give: UCI's null move, USI's resignation. */
static const char *no_move(const Uci *u) { return u->dialect == UCI_DIALECT_USI ? "resign" : "0000"; }

/* The words of `position fen ...` (or USI's `position sfen ...`) from tok[*i] up to `moves`,
 * joined in `fen`, read as our FEN (an SFEN is turned into one; `shifted`: its move number
 * has the other parity than its side to move, sfen_parity_shifted). False, with a message,
 * when they are missing or no SFEN. */
static bool read_position_fen(Uci *u, char **tok, int ntok, int *i, char *fen, size_t size, bool *shifted)
{
    bool sfen = !strcmp(tok[*i], "sfen");
    char text[4096] = "";
    for ((*i)++; *i < ntok && strcmp(tok[*i], "moves") != 0; (*i)++)
        snprintf(text + strlen(text), sizeof text - strlen(text), "%s%s", text[0] ? " " : "", tok[*i]);
    if (!text[0]) {
        uci_say(u, "info string position %s: the %s is missing; no position until a good one (go answers %s)",
                sfen ? "sfen" : "fen", sfen ? "SFEN" : "FEN", no_move(u));
        return false;
    }
    *shifted = sfen && sfen_parity_shifted(text);
    if (!sfen) {
        snprintf(fen, size, "%s", text);
        return true;
    }
    DiagSink diags;
    diag_init(&diags);
    bool ok = sfen_to_fen(u->v, text, fen, size, "position sfen", &diags);
    uci_say_diags(u, &diags);
    diag_free(&diags);
    if (!ok)
        uci_say(u, "info string position: bad SFEN; no position until a good one (go answers %s)", no_move(u));
    return ok;
}

static void set_position_words(Uci *u, char **tok, int ntok)
{
    int i = 1;
    char fen[4096] = "";
    bool from_fen = false, shifted = false;
    bool usi = u->dialect == UCI_DIALECT_USI;
    if (i < ntok && !strcmp(tok[i], "startpos")) {
        i++;
    } else if (i < ntok && (!strcmp(tok[i], "fen") || (usi && !strcmp(tok[i], "sfen")))) {
        from_fen = true;
        if (!read_position_fen(u, tok, ntok, &i, fen, sizeof fen, &shifted))
            return;
    } else {
        uci_say(u, "info string position: expected 'startpos' or '%s'; no position until a good one (go answers %s)",
                usi ? "sfen SFEN" : "fen FEN", no_move(u));
        return;
    }
    if (i < ntok && strcmp(tok[i], "moves") != 0) {
        uci_say(u, "info string position: unexpected '%s' (expected 'moves'); no position until a good one (go "
                   "answers %s)", tok[i], no_move(u));
        return;
    }
    DiagSink diags;
    diag_init(&diags);
    /* read the FEN once here so its errors name the command, not a CLI option */
    Position check;
    Game *g = NULL;
    const char *where = usi ? "position sfen" : "position fen";
    if (!from_fen || (fen_parse(u->v, fen, &check, where, &diags) && fen_fits_variant(u->v, &check, where, &diags)))
        g = game_new(u->v, from_fen ? fen : NULL, &diags);
    if (!g) {
        uci_say_diags(u, &diags);
        uci_say(u, "info string position: bad %s; no position until a good one (go answers %s)", usi ? "SFEN" : "FEN",
                no_move(u));
        diag_free(&diags);
        return;
    }
    diag_free(&diags);
    game_shift_sfen_plies(g, shifted);
    game_free(u->g);
    u->g = g;
    u->position_refused = false;
    for (i++; i < ntok; i++) {
        int found = uci_session_move_find(u, tok[i]);
        if (found < 0 && game_play_on(g)) /* the GUI plays on past a repetition or the fifty-move rule */
            found = uci_session_move_find(u, tok[i]);
        if (found < 0) {
            const GameResult *r = game_result(g);
            if (r->status != GAME_ONGOING)
                uci_say(u, "info string position: move '%s' is not legal: the game is over (%s, %s); position "
                           "stops before it", tok[i], game_status_text(r->status), r->reason);
            else if (found == -2)
                uci_say(u, "info string position: move '%s' needs the piece it becomes (like %sq); position "
                           "stops before it", tok[i], tok[i]);
            else
                uci_say(u, "info string position: move '%s' is not legal here; position stops before it", tok[i]);
            break;
        }
        Move m = g->legal[found];
        game_play(g, &m);
    }
    uci_say_runtime_error(u, &g->error);
}

/* Caps the limits of `go` by those of the chosen Level (a weaker level thinks less and
 * adds noise whatever the clock says). */
static void apply_level(const Uci *u, SearchLimits *l)
{
    /* UCI_LimitStrength with UCI_Elo first, then Skill Level, then our Level */
    int elo = u->limit_strength ? u->elo : u->skill < 20 ? search_skill_elo(u->skill) : 0;
    if (!elo && u->level >= SEARCH_MAX_LEVEL)
        return;
    SearchLimits cap = elo ? search_elo_limits(elo, l->seed) : search_level_limits(u->level, l->seed);
    if (cap.depth && (!l->depth || cap.depth < l->depth))
        l->depth = cap.depth;
    if (cap.nodes && (!l->nodes || cap.nodes < l->nodes))
        l->nodes = cap.nodes;
    if (cap.movetime_ms && !l->infinite && (!l->movetime_ms || cap.movetime_ms < l->movetime_ms))
        l->movetime_ms = cap.movetime_ms;
    l->noise_cp = cap.noise_cp;
}

/* The session's own bounds (the fuzz target's), over everything the GUI asked and at
 * every level. */
static void apply_caps(const Uci *u, SearchLimits *l)
{
    if (u->caps.max_depth && (!l->depth || l->depth > u->caps.max_depth))
        l->depth = u->caps.max_depth;
    if (u->caps.max_nodes && (!l->nodes || l->nodes > u->caps.max_nodes))
        l->nodes = u->caps.max_nodes;
}

static void say_perft_line(void *user, const Game *g, const Move *m, uint64_t count)
{
    Uci *u = user;
    char text[64];
    uci_session_move_text(u, &g->pos, m, text, sizeof text);
    uci_say(u, "%s: %llu", text, (unsigned long long)count);
}

/* `go perft N`, as Fairy-Stockfish answers it: every legal move with the count below it,
 * a blank line, then the total. Counted here, before any other command is read. */
static void go_perft(Uci *u, const char *depth_text)
{
    long long depth;
    if (!parse_int(u, "perft", depth_text, 0, 20, &depth))
        return;
    if (u->caps.max_depth && depth > u->caps.max_depth)
        depth = u->caps.max_depth; /* a caller's bound (the fuzz target) holds for perft too */
    CsmRuntimeError err = {0};
    uint64_t total = game_perft_divide(u->g, (int)depth, say_perft_line, u, &err);
    if (depth > 0)
        uci_say(u, "%s", "");
    uci_say(u, "Nodes searched: %llu", (unsigned long long)total);
    if (err.set)
        uci_say_runtime_error(u, &err);
}

/* The clocks `go` gives, before the side to move picks its own. */
typedef struct GoClocks {
    long long wtime, btime, winc, binc;
    long long byoyomi; /* USI: the period each move has once the main time is spent */
    bool hold; /* infinite or ponder: bestmove waits for stop / ponderhit */
} GoClocks;

/* UCCI's clocks: the side to move's (`time`, `increment`) and the other's (`opptime`,
 * `oppincrement`), in seconds, or milliseconds with the option usemillisec. USI's: `b` is
 * Sente, who is our White. Translated into UCI's words for our sides; false when `k` is
 * none of them. */
static bool dialect_clock_word(const Uci *u, const char *k, const char **uci_word, long long *scale)
{
    static const char *const usi_words[] = {"btime", "wtime", "binc", "winc"};
    static const char *const usi_as_ours[] = {"wtime", "btime", "winc", "binc"};
    static const char *const words[] = {"time", "increment", "opptime", "oppincrement"};
    static const char *const as_white[] = {"wtime", "winc", "btime", "binc"};
    static const char *const as_black[] = {"btime", "binc", "wtime", "winc"};
    for (size_t i = 0; i < sizeof usi_words / sizeof *usi_words && u->dialect == UCI_DIALECT_USI; i++)
        if (!strcmp(k, usi_words[i])) {
            *uci_word = usi_as_ours[i];
            *scale = 1;
            return true;
        }
    if (u->dialect != UCI_DIALECT_UCCI)
        return false;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (!strcmp(k, words[i])) {
            *uci_word = u->g->pos.side == WHITE ? as_white[i] : as_black[i];
            *scale = u->millisec ? 1 : 1000;
            return true;
        }
    return false;
}

static bool is_number_word(const char *k)
{
    static const char *const words[] = {"wtime", "btime", "winc", "binc", "movetime", "movestogo",
                                        "depth", "nodes", "mate", "byoyomi"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (!strcmp(k, words[i]))
            return true;
    return false;
}

/* `depth 12`, `wtime 30000`, ...: false (with a message) when the number is missing or bad. */
static bool go_number(Uci *u, const char *k, const char *shown, const char *val, SearchLimits *l, GoClocks *c)
{
    const long long big = 1000000000LL;
    long long x;
    /* clocks may run below zero in some GUIs: read as "no time left" */
    long long min = (!strcmp(k, "wtime") || !strcmp(k, "btime")) ? -big : 0;
    if (!parse_int(u, shown, val, min, 1000000000000LL, &x))
        return false;
    if (!strcmp(k, "wtime"))
        c->wtime = x > 0 ? x : 1;
    else if (!strcmp(k, "btime"))
        c->btime = x > 0 ? x : 1;
    else if (!strcmp(k, "winc"))
        c->winc = x;
    else if (!strcmp(k, "binc"))
        c->binc = x;
    else if (!strcmp(k, "movetime"))
        l->movetime_ms = (int)(x > big ? big : (x < 1 ? 1 : x));
    else if (!strcmp(k, "movestogo"))
        l->moves_to_go = (int)(x > 1000 ? 1000 : x);
    else if (!strcmp(k, "depth"))
        l->depth = (int)(x > SEARCH_MAX_DEPTH ? SEARCH_MAX_DEPTH : (x < 1 ? 1 : x));
    else if (!strcmp(k, "nodes"))
        l->nodes = (uint64_t)(x < 1 ? 1 : x);
    else if (!strcmp(k, "byoyomi"))
        c->byoyomi = x;
    else /* mate N: a mate in N moves lies within 2N-1 plies */
        l->depth = (int)(x > SEARCH_MAX_DEPTH / 2 ? SEARCH_MAX_DEPTH : (x < 1 ? 1 : 2 * x - 1));
    return true;
}

/* USI's `go mate TIME|infinite`: a tsume search, answered with `checkmate ...`. */
static bool usi_go_mate(Uci *u, const char *val, SearchLimits *l)
{
    long long x;
    u->usi_mate = true;
    if (val && !strcmp(val, "infinite"))
        l->infinite = true;
    else if (parse_int(u, "mate", val, 1, 1000000000LL, &x))
        l->movetime_ms = (int)x;
    else
        return false;
    return true;
}

/* UCCI's `banmoves`: the moves to search are the legal ones (or those `searchmoves`
 * named) less the banned. */
static void leave_out_banned(Uci *u, SearchLimits *l)
{
    if (u->nbanned == 0)
        return;
    int n = 0;
    int from = l->nonly ? l->nonly : u->g->nlegal;
    for (int i = 0; i < from; i++) {
        const Move *m = l->nonly ? &u->searchmoves[i] : &u->g->legal[i];
        bool banned = false;
        for (int b = 0; b < u->nbanned; b++)
            banned = banned || move_equal(m, &u->banned[b]);
        if (!banned)
            u->searchmoves[n++] = *m;
    }
    l->nonly = n;
    if (n == 0)
        uci_say(u, "info string every legal move is banned: searching them all");
}

/* `banmoves M...` (UCCI): moves the next `go` must not play, until the next `position`. */
static void ban_moves(Uci *u, char **tok, int ntok)
{
    for (int i = 1; i < ntok; i++) {
        int found = uci_session_move_find(u, tok[i]);
        if (found < 0)
            uci_say(u, "info string banmoves: '%s' is not a legal move here", tok[i]);
        else if (u->nbanned < CSM_MAX_MOVES)
            u->banned[u->nbanned++] = u->g->legal[found];
    }
}

/* The words after `go`. False, after a message, on a word that is not understood or a
 * bad number: then nothing is searched (a malformed limit must not become an endless
 * search). `searchmoves` keeps the legal moves that follow it. */
static bool read_go(Uci *u, char **tok, int ntok, SearchLimits *l, GoClocks *c)
{
    bool ok = true;
    const char *word;
    long long scale = 1;
    for (int i = 1; i < ntok; i++) {
        const char *k = tok[i];
        if (!strcmp(k, "infinite")) {
            l->infinite = true;
            c->hold = true;
        } else if (!strcmp(k, "ponder")) {
            /* think on the opponent's time: no time limit until `ponderhit`, then the
             * clock given here counts; bestmove only after `ponderhit` or `stop` */
            l->ponder = true;
            c->hold = true;
        } else if (dialect_clock_word(u, k, &word, &scale)) {
            ok = go_number(u, word, k, i + 1 < ntok ? tok[i + 1] : NULL, l, c) && ok;
            i++;
        } else if (!strcmp(k, "mate") && u->dialect == UCI_DIALECT_USI) {
            ok = usi_go_mate(u, i + 1 < ntok ? tok[i + 1] : NULL, l) && ok;
            i++;
        } else if (is_number_word(k)) {
            ok = go_number(u, k, k, i + 1 < ntok ? tok[i + 1] : NULL, l, c) && ok;
            i++;
        } else if (!strcmp(k, "searchmoves")) {
            int found;
            while (i + 1 < ntok && l->nonly < CSM_MAX_MOVES &&
                   (found = uci_session_move_find(u, tok[i + 1])) >= 0) {
                u->searchmoves[l->nonly++] = u->g->legal[found];
                i++;
            }
            if (l->nonly == 0) {
                uci_say(u, "info string go searchmoves: no legal move follows it");
                ok = false;
            }
        } else {
            uci_say(u, "info string go: unknown parameter '%s'", k);
            ok = false;
            if (i + 1 < ntok && (isdigit((unsigned char)tok[i + 1][0]) || tok[i + 1][0] == '-'))
                i++; /* its value */
        }
    }
    l->only = u->searchmoves;
    c->wtime *= scale;
    c->btime *= scale;
    c->winc *= scale;
    c->binc *= scale;
    leave_out_banned(u, l);
    return ok;
}

/* The answer to a `go` that searches nothing: no move (USI's `go mate`: none found). */
static void say_no_answer(Uci *u)
{
    if (u->usi_mate)
        uci_say(u, "checkmate timeout");
    else
        uci_say(u, "bestmove %s", no_move(u));
}

static void go(Uci *u, char **tok, int ntok)
{
    if (ntok >= 2 && !strcmp(tok[1], "perft")) {
        go_perft(u, ntok >= 3 ? tok[2] : NULL);
        return;
    }
    SearchLimits l;
    memset(&l, 0, sizeof l);
    GoClocks clocks = {0};
    u->usi_mate = false;
    if (!read_go(u, tok, ntok, &l, &clocks)) {
        uci_say(u, "info string go: not searching (see above)");
        say_no_answer(u);
        return;
    }
    if (u->position_refused) {
        uci_say(u, "info string go: the last position command was refused; send a good one");
        say_no_answer(u);
        return;
    }
    long long wtime = clocks.wtime, btime = clocks.btime, winc = clocks.winc, binc = clocks.binc;
    bool hold = clocks.hold;
    Color side = (Color)u->g->pos.side;
    l.time_left_ms = (int)(side == WHITE ? (wtime > 1000000000LL ? 1000000000LL : wtime)
                                         : (btime > 1000000000LL ? 1000000000LL : btime));
    l.increment_ms = (int)(side == WHITE ? (winc > 1000000000LL ? 1000000000LL : winc)
                                         : (binc > 1000000000LL ? 1000000000LL : binc));
    if (u->usi_mate) { /* a tsume: the attacker's first move is a check (the searchmoves' room) */
        u->usi_checks = usi_checking_moves(u, u->searchmoves);
        u->usi_pvlen = 0;
        u->usi_score = 0;
        l.only = u->searchmoves;
        l.nonly = u->usi_checks;
    }
    if (clocks.byoyomi > 0 && !l.movetime_ms)
        byoyomi_limits(&l, l.time_left_ms, clocks.byoyomi);
    l.seed = (uint64_t)time(NULL) * 6364136223846793005ULL + ++u->go_count;
    l.multipv = u->multipv;
    apply_level(u, &l);
    l.features_off = (unsigned)u->features_off;
    apply_caps(u, &l);

    if (u->g->nlegal == 0 && game_result(u->g)->status != GAME_ONGOING) {
        /* asked to move where a player could claim a draw: play on, as Fairy-Stockfish does */
        GameResult claim = *game_result(u->g);
        if (game_play_on(u->g))
            uci_say(u, "info string the game could end here (%s, %s); playing on", game_status_text(claim.status),
                    claim.reason);
    }
    if (u->g->nlegal == 0) {
        const GameResult *r = game_result(u->g);
        if (r->status != GAME_ONGOING)
            uci_say(u, "info string the game is over: %s (%s)", game_status_text(r->status), r->reason);
        else
            uci_say(u, "info string no legal move");
        if (u->usi_mate)
            usi_say_no_mate(u);
        else
            uci_say(u, "bestmove %s", no_move(u));
        return;
    }
    if (u->usi_mate && u->usi_checks == 0) { /* no check, no tsume: nothing to search */
        usi_say_no_mate(u);
        return;
    }
    uci_start_search(u, &l, hold);
}

bool uci_start_search(Uci *u, SearchLimits *l, bool hold)
{
    if (u->g->nlegal == 0)
        return false;
    u->limits = *l;
    u->finished = false;
    u->stop_requested = false;
    u->hold_bestmove = hold;
    u->pondering = l->ponder;
    search_ponderhit(u->search, false);
    if (pthread_create(&u->thread, NULL, search_thread, u) != 0) {
        /* no thread: the search runs here, to its limits (nothing could stop it) */
        u->hold_bestmove = false;
        u->limits.infinite = false;
        search_thread(u);
        return true;
    }
    u->thread_started = true;
    return true;
}

/* The opponent played the expected move: a pondering search goes on, now on the clock
 * its `go ponder` gave, and sends its bestmove when it is done. */
static void ponderhit(Uci *u)
{
    pthread_mutex_lock(&u->lock);
    bool pondering = u->thread_started && u->pondering;
    if (pondering) {
        u->pondering = false;
        u->hold_bestmove = false;
        pthread_cond_broadcast(&u->cond);
    }
    pthread_mutex_unlock(&u->lock);
    if (pondering)
        search_ponderhit(u->search, true);
    else
        uci_say(u, "info string ponderhit: nothing is pondering");
}

/* `d`: the position as text, for people and for tools/match.py. */
void uci_show_position(Uci *u)
{
    pthread_mutex_lock(&u->out_lock);
    cli_print_board(u->g, u->out);
    char fen[2048];
    game_fen(u->g, fen, sizeof fen);
    fprintf(u->out, "variant: %s\nfen: %s\n", u->variant_label, fen);
    if (u->dialect == UCI_DIALECT_USI) {
        sfen_write(u->v, &u->g->pos, fen, sizeof fen);
        fprintf(u->out, "sfen: %s\n", fen);
    }
    fprintf(u->out, "legal:");
    for (int i = 0; i < u->g->nlegal; i++) {
        char text[64];
        uci_session_move_text(u, &u->g->pos, &u->g->legal[i], text, sizeof text);
        fprintf(u->out, " %s", text);
    }
    if (u->g->v->rules.chasing) {
        /* the pieces the last move chased, as Fairy-Stockfish's `d` lists them */
        fprintf(u->out, "\nchased:");
        const ChaseSet *set = &u->g->chase[u->g->length].chased;
        for (int sq = 0; sq < CSM_SQUARES; sq++)
            if (chase_set_has(set, (Square)sq))
                fprintf(u->out, " %c%d", 'a' + sq_file((Square)sq), sq_rank((Square)sq) + 1);
    }
    const GameResult *r = game_result(u->g);
    if (r->status == GAME_ONGOING)
        fprintf(u->out, "\nresult: *\n");
    else
        fprintf(u->out, "\nresult: %s (%s)\n", game_status_text(r->status), r->reason);
    fflush(u->out);
    pthread_mutex_unlock(&u->out_lock);
}

bool uci_new_game(Uci *u)
{
    DiagSink diags;
    diag_init(&diags);
    Game *g = game_new(u->v, NULL, &diags);
    if (g) {
        game_free(u->g);
        u->g = g;
        u->position_refused = false;
        u->nbanned = 0;
    }
    diag_free(&diags);
    return g != NULL;
}

/* How many words `split` will find in `line` (so `tok` has room for all: no word limit). */
static size_t count_words(const char *line)
{
    size_t n = 0;
    for (const char *p = line; *p; p++)
        if (!strchr(" \t\r\n", *p) && (p == line || strchr(" \t\r\n", p[-1])))
            n++;
    return n;
}

/* The words of `line`, in `tok` (room for count_words(line)). */
static int split(char *line, char **tok)
{
    int n = 0;
    for (char *p = strtok(line, " \t\r\n"); p; p = strtok(NULL, " \t\r\n"))
        tok[n++] = p;
    return n;
}

/* Handles one line; returns false on `quit`. */
static bool handle(Uci *u, char *line, char **tok)
{
    char raw[8192];
    snprintf(raw, sizeof raw, "%s", line);
    size_t len = strlen(raw);
    while (len && (raw[len - 1] == '\n' || raw[len - 1] == '\r'))
        raw[--len] = '\0';
    int ntok = split(line, tok);
    if (ntok == 0)
        return true;
    const char *c = tok[0];
    if (u->dialect == UCI_DIALECT_CECP)
        return cecp_handle(u, tok, ntok, raw);
    if (!strcmp(c, "quit")) {
        uci_finish_search(u, true);
        if (u->dialect == UCI_DIALECT_UCCI)
            uci_say(u, "bye");
        return false;
    }
    if (!strcmp(c, "isready")) {
        uci_say(u, "readyok");
    } else if (!strcmp(c, "stop")) {
        uci_finish_search(u, true);
    } else if (!strcmp(c, "ponderhit")) {
        ponderhit(u);
    } else if (!strcmp(c, "uci")) {
        cmd_uci_hello(u);
    } else if (!strcmp(c, "debug")) {
        /* no debug output to switch */
    } else if (!strcmp(c, "setoption")) {
        uci_finish_search(u, true);
        if (u->dialect == UCI_DIALECT_UCCI && ntok >= 2 && strcmp(tok[1], "name") != 0)
            ucci_set_option(u, tok, ntok);
        else
            set_option(u, tok, ntok, raw);
    } else if (!strcmp(c, "ucci")) {
        ucci_hello(u);
    } else if (!strcmp(c, "usi")) {
        usi_hello(u);
    } else if (!strcmp(c, "gameover") && u->dialect == UCI_DIALECT_USI) {
        usi_gameover(u, tok, ntok);
    } else if (!strcmp(c, "xboard")) {
        uci_finish_search(u, true);
        u->dialect = UCI_DIALECT_CECP;
        cecp_begin(u);
    } else if (!strcmp(c, "banmoves") && u->dialect == UCI_DIALECT_UCCI) {
        uci_finish_search(u, true);
        ban_moves(u, tok, ntok);
    } else if (!strcmp(c, "ucinewgame") || (!strcmp(c, "uccinewgame") && u->dialect == UCI_DIALECT_UCCI) ||
               (!strcmp(c, "usinewgame") && u->dialect == UCI_DIALECT_USI)) {
        uci_finish_search(u, true);
        search_clear(u->search);
        uci_new_game(u);
    } else if (!strcmp(c, "position")) {
        uci_finish_search(u, true);
        u->nbanned = 0;
        set_position(u, tok, ntok);
    } else if (!strcmp(c, "go")) {
        if (uci_search_running(u))
            uci_say(u, "info string go: already searching; the running search stops first");
        uci_finish_search(u, true);
        go(u, tok, ntok);
    } else if (!strcmp(c, "d")) {
        uci_show_position(u); /* only reads the game, as a running search does */
    } else {
        uci_say(u, "info string unknown command '%s'", c);
    }
    return true;
}

static const char USAGE[] = "usage: chessembly-cli uci|xboard|usi [--variant FILE]\n"
                            "Speaks the Universal Chess Interface on standard input and output, for chess GUIs\n"
                            "and match runners (xboard: CECP 2; usi: USI, for shogi GUIs). The variant is chosen\n"
                            "with --variant, or by the GUI with the UCI_Variant (USI_Variant) or VariantPath\n"
                            "options; the default is Standard Chess (shogi under USI).\n";

static int usage(void) { return fputs(USAGE, stderr) >= 0 ? 2 : 2; }

/* `uci` and `xboard`: the options they share, the dialect spoken from the start. */
static int run_command(int argc, char **argv, UciDialect dialect)
{
    const char *variant_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--variant") && i + 1 < argc)
            variant_path = argv[++i];
        else if (!strcmp(argv[i], "--help"))
            return usage(), 0;
        else
            return usage();
    }
    UciOptions none = {0};
    return uci_run_as(stdin, stdout, variant_path, &none, dialect);
}

int cmd_uci(int argc, char **argv) { return run_command(argc, argv, UCI_DIALECT_UCI); }

int cmd_xboard(int argc, char **argv) { return run_command(argc, argv, UCI_DIALECT_CECP); }

int cmd_usi(int argc, char **argv) { return run_command(argc, argv, UCI_DIALECT_USI); }

int uci_run(FILE *in, FILE *out, const char *variant_path, const UciOptions *caps)
{
    return uci_run_as(in, out, variant_path, caps, UCI_DIALECT_UCI);
}

int uci_run_as(FILE *in, FILE *out, const char *variant_path, const UciOptions *caps, UciDialect dialect)
{
    Uci *u = calloc(1, sizeof *u);
    Move *searchmoves = malloc(CSM_MAX_MOVES * sizeof *searchmoves);
    Move *banned = malloc(CSM_MAX_MOVES * sizeof *banned);
    Move *usi_pv = malloc(SEARCH_MAX_DEPTH * sizeof *usi_pv);
    if (!u || !searchmoves || !banned || !usi_pv) {
        fprintf(stderr, "uci: out of memory\n");
        free(u);
        free(searchmoves);
        free(banned);
        free(usi_pv);
        return 1;
    }
    u->searchmoves = searchmoves;
    u->banned = banned;
    u->usi_pv = usi_pv;
    char **tok = NULL;
    size_t tok_room = 0;
    u->out = out;
    u->caps = *caps;
    u->hash_mb = UCI_DEFAULT_HASH_MB;
    if (caps->max_hash_mb && u->hash_mb > caps->max_hash_mb)
        u->hash_mb = caps->max_hash_mb;
    u->level = SEARCH_MAX_LEVEL;
    u->skill = 20;
    u->elo = UCI_ELO_MIN;
    u->multipv = 1;
    pthread_mutex_init(&u->lock, NULL);
    pthread_mutex_init(&u->out_lock, NULL);
    pthread_cond_init(&u->cond, NULL);
    uci_variants_scan(&u->variants);
    const UciVariant *standard = uci_variants_find(&u->variants, dialect == UCI_DIALECT_USI ? "shogi" : "standard");
    bool ok = variant_path ? load_variant(u, variant_path, variant_path)
                           : standard && uci_load_listed_variant(u, standard);
    int status = 0;
    if (ok && dialect == UCI_DIALECT_CECP) {
        u->dialect = dialect;
        cecp_begin(u);
    }
    if (ok && dialect == UCI_DIALECT_USI) {
        u->dialect = dialect;
        if (!usi_fits(u->v)) {
            fprintf(stderr, "usi: %s is not of the shogi family (USI's squares and SFEN cannot write it)\n",
                    u->variant_label);
            ok = false;
        }
    }
    if (!ok) {
        status = 1;
    } else {
        char *line = NULL;
        size_t cap = 0;
        bool more = true;
        ssize_t len;
        while (more && (len = getline(&line, &cap, in)) != -1) {
            size_t need = count_words(line) + 1;
            if (need > tok_room) {
                char **grown = realloc(tok, need * sizeof *tok);
                if (!grown) {
                    uci_say(u, "info string out of memory for a command of %zd characters: ignored", len);
                    continue;
                }
                tok = grown;
                tok_room = need;
            }
            more = handle(u, line, tok);
        }
        /* End of input is `quit` (the GUI is gone): a running search stops at once. */
        if (more)
            uci_finish_search(u, true);
        free(line);
    }
    game_free(u->g);
    search_free(u->search);
    variant_free(u->v);
    uci_variants_free(&u->variants);
    pthread_cond_destroy(&u->cond);
    pthread_mutex_destroy(&u->lock);
    pthread_mutex_destroy(&u->out_lock);
    cecp_end(u);
    free(u->searchmoves);
    free(u->banned);
    free(u->usi_pv);
    free(u);
    free(tok);
    return status;
}
