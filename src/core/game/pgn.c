/* pgn.c — PGN reading and writing (see pgn.h). */
#include "pgn.h"

#include "catalog.h"
#include "datadir.h"
#include "fen.h"
#include "san.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* ---- variant names ------------------------------------------------------------ */

static const struct {
    const char *file;
    const char *tag;      /* what we write: lichess's name, or pychess's */
    const char *aliases;  /* other spellings read, '|' separated, compared without case */
} variant_names[] = {
    {"standard.yaml", "Standard", "chess|from position|normal"},
    {"king_of_the_hill.yaml", "King of the Hill", "kingofthehill|koth"},
    {"three_check.yaml", "Three-check", "threecheck|3check|three check"},
    {"antichess.yaml", "Antichess", "giveaway|suicide|losers"},
    {"horde.yaml", "Horde", ""},
    {"racing_kings.yaml", "Racing Kings", "racingkings"},
    {"capablanca.yaml", "Capablanca", "capablanca chess"},
};

enum { NVARIANT_NAMES = sizeof variant_names / sizeof variant_names[0] };

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

const char *pgn_variant_tag_for_file(const char *file)
{
    if (!file)
        return NULL;
    for (int i = 0; i < NVARIANT_NAMES; i++)
        if (!strcmp(base_name(file), variant_names[i].file))
            return variant_names[i].tag;
    return NULL;
}

const char *pgn_variant_file_for_tag(const char *tag)
{
    if (!tag)
        return NULL;
    for (int i = 0; i < NVARIANT_NAMES; i++) {
        if (!strcasecmp(tag, variant_names[i].tag))
            return variant_names[i].file;
        const char *a = variant_names[i].aliases;
        size_t n = strlen(tag);
        while (*a) {
            size_t len = strcspn(a, "|");
            if (len == n && !strncasecmp(a, tag, n))
                return variant_names[i].file;
            a += len + (a[len] == '|');
        }
    }
    return NULL;
}

/* ---- games -------------------------------------------------------------------- */

void pgn_game_init(PgnGame *g) { memset(g, 0, sizeof *g); }

void pgn_game_free(PgnGame *g)
{
    for (int i = 0; i < g->ntags; i++) {
        free(g->tags[i].name);
        free(g->tags[i].value);
    }
    free(g->moves);
    pgn_game_init(g);
}

const char *pgn_tag(const PgnGame *g, const char *name)
{
    for (int i = 0; i < g->ntags; i++)
        if (!strcmp(g->tags[i].name, name))
            return g->tags[i].value;
    return NULL;
}

/* ---- reading ------------------------------------------------------------------ */

void pgn_reader_init(PgnReader *r, const char *text, const char *where)
{
    memset(r, 0, sizeof *r);
    r->text = text ? text : "";
    r->where = where ? where : "pgn";
    r->line = 1;
    r->column = 1;
    if (!strncmp(r->text, "\xef\xbb\xbf", 3)) /* a UTF-8 byte order mark */
        r->at = 3;
}

static int peek(const PgnReader *r) { return (unsigned char)r->text[r->at]; }

static void advance(PgnReader *r)
{
    if (!r->text[r->at])
        return;
    if (r->text[r->at] == '\n') {
        r->line++;
        r->column = 1;
    } else {
        r->column++;
    }
    r->at++;
}

static int fail(PgnReader *r, DiagSink *diags, int line, int column, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static int fail(PgnReader *r, DiagSink *diags, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(diags, r->where, line, column, fmt, ap);
    va_end(ap);
    r->failed = true;
    return -1;
}

/* Skips white space, comments and `%` escape lines. -1 on an unclosed comment. */
static int skip_space(PgnReader *r, DiagSink *diags)
{
    for (;;) {
        int c = peek(r);
        if (c == '%' && r->column == 1) {
            while (peek(r) && peek(r) != '\n')
                advance(r);
        } else if (c == ';') {
            while (peek(r) && peek(r) != '\n')
                advance(r);
        } else if (c == '{') {
            int line = r->line, column = r->column;
            while (peek(r) && peek(r) != '}')
                advance(r);
            if (!peek(r))
                return fail(r, diags, line, column, "this comment `{` is never closed with `}`");
            advance(r);
        } else if (c && isspace(c)) {
            advance(r);
        } else {
            return 0;
        }
    }
}

static bool add_tag(PgnGame *g, const char *name, size_t nlen, const char *value, size_t vlen)
{
    char *n = malloc(nlen + 1), *v = malloc(vlen + 1);
    if (!n || !v) {
        free(n);
        free(v);
        return false;
    }
    memcpy(n, name, nlen);
    n[nlen] = '\0';
    memcpy(v, value, vlen);
    v[vlen] = '\0';
    /* a tag given twice: the last one counts */
    for (int i = 0; i < g->ntags; i++)
        if (!strcmp(g->tags[i].name, n)) {
            free(g->tags[i].value);
            g->tags[i].value = v;
            free(n);
            return true;
        }
    g->tags[g->ntags].name = n;
    g->tags[g->ntags].value = v;
    g->ntags++;
    return true;
}

/* `[Name "value"]` at the reader (which is on the `[`). */
static int read_tag(PgnReader *r, PgnGame *g, DiagSink *diags)
{
    int line = r->line, column = r->column;
    advance(r);
    while (peek(r) == ' ' || peek(r) == '\t')
        advance(r);
    size_t name_at = r->at;
    while (isalnum(peek(r)) || peek(r) == '_')
        advance(r);
    size_t nlen = r->at - name_at;
    if (!nlen)
        return fail(r, diags, r->line, r->column, "a tag needs a name: `[Event \"...\"]`");
    if (nlen > 63)
        return fail(r, diags, line, column + 1, "this tag's name is longer than 63 characters");
    while (peek(r) == ' ' || peek(r) == '\t')
        advance(r);
    if (peek(r) != '"')
        return fail(r, diags, r->line, r->column, "the tag's value must be in double quotes: `[%.*s \"...\"]`",
                    (int)nlen, r->text + name_at);
    advance(r);
    char value[PGN_MAX_TAG_VALUE];
    size_t vlen = 0;
    while (peek(r) != '"') {
        int c = peek(r);
        if (!c || c == '\n')
            return fail(r, diags, line, column, "the value of tag `%.*s` is not closed with `\"`", (int)nlen,
                        r->text + name_at);
        if (c == '\\' && (r->text[r->at + 1] == '"' || r->text[r->at + 1] == '\\')) {
            advance(r);
            c = peek(r);
        }
        if (vlen + 1 >= sizeof value)
            return fail(r, diags, line, column, "the value of tag `%.*s` is longer than %d characters", (int)nlen,
                        r->text + name_at, PGN_MAX_TAG_VALUE - 1);
        value[vlen++] = (char)c;
        advance(r);
    }
    advance(r);
    while (peek(r) == ' ' || peek(r) == '\t')
        advance(r);
    if (peek(r) != ']')
        return fail(r, diags, r->line, r->column, "`]` expected after the tag's value");
    advance(r);
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(nlen < 63 ? nlen : 63), r->text + name_at);
    if (g->ntags >= PGN_MAX_TAGS && !pgn_tag(g, name))
        return fail(r, diags, line, column, "more than %d tags in one game", PGN_MAX_TAGS);
    if (!add_tag(g, r->text + name_at, nlen, value, vlen))
        return fail(r, diags, line, column, "out of memory");
    return 0;
}

/* Skips a variation `( ... )`, nested ones included (the reader is on the `(`). */
static int skip_variation(PgnReader *r, DiagSink *diags)
{
    int line = r->line, column = r->column, depth = 0;
    do {
        int c = peek(r);
        if (!c)
            return fail(r, diags, line, column, "this variation `(` is never closed with `)`");
        if (c == '{' || c == ';' || (c == '%' && r->column == 1)) {
            if (skip_space(r, diags) < 0)
                return -1;
            continue;
        }
        if (c == '(' && ++depth > PGN_MAX_NESTING)
            return fail(r, diags, r->line, r->column, "variations nested more than %d deep", PGN_MAX_NESTING);
        if (c == ')')
            depth--;
        advance(r);
    } while (depth > 0);
    return 0;
}

static bool is_result(const char *t)
{
    return !strcmp(t, "1-0") || !strcmp(t, "0-1") || !strcmp(t, "1/2-1/2") || !strcmp(t, "*");
}

static bool push_move(PgnGame *g, const char *text, int line, int column)
{
    if (g->nmoves == g->cap) {
        int cap = g->cap ? g->cap * 2 : 128;
        PgnMove *m = realloc(g->moves, (size_t)cap * sizeof *m);
        if (!m)
            return false;
        g->moves = m;
        g->cap = cap;
    }
    PgnMove *m = &g->moves[g->nmoves++];
    snprintf(m->text, sizeof m->text, "%s", text);
    m->line = line;
    m->column = column;
    return true;
}

int pgn_read_game(PgnReader *r, PgnGame *g, DiagSink *diags)
{
    pgn_game_free(g);
    if (r->failed)
        return -1;
    if (skip_space(r, diags) < 0)
        return -1;
    if (!peek(r))
        return 0;
    g->line = r->line;
    bool in_moves = false;
    for (;;) {
        if (skip_space(r, diags) < 0)
            return -1;
        int c = peek(r);
        if (!c)
            return 1; /* the last game may lack its result token */
        if (c == '[') {
            if (in_moves)
                return 1; /* the next game's tags: this one had no result token */
            if (read_tag(r, g, diags) < 0)
                return -1;
            continue;
        }
        in_moves = true;
        if (c == '(') {
            if (skip_variation(r, diags) < 0)
                return -1;
            continue;
        }
        if (c == ')')
            return fail(r, diags, r->line, r->column, "`)` without a variation `(` to close");
        if (c == '$') {
            advance(r);
            while (isdigit(peek(r)))
                advance(r);
            continue;
        }
        /* a token: a move, a move number, a result */
        int line = r->line, column = r->column;
        char token[PGN_MOVE_MAX];
        size_t len = 0;
        while (peek(r) && !isspace(peek(r)) && !strchr("{}()[];$", peek(r))) {
            if (len + 1 >= sizeof token)
                return fail(r, diags, line, column, "this move is longer than %d characters", PGN_MOVE_MAX - 1);
            token[len++] = (char)peek(r);
            advance(r);
        }
        token[len] = '\0';
        if (!len)
            return fail(r, diags, line, column, "unexpected `%c`", c);
        if (is_result(token)) {
            snprintf(g->result, sizeof g->result, "%.7s", token);
            return 1;
        }
        /* a move number (`12.`, `12...`), maybe glued to its move (`1.e4`) */
        const char *move = token;
        size_t digits = strspn(token, "0123456789");
        if (digits && (token[digits] == '.' || !token[digits])) {
            move = token + digits + strspn(token + digits, ".");
            column += (int)(move - token);
        }
        if (!*move || strspn(move, ".") == strlen(move))
            continue;
        if (g->nmoves >= PGN_MAX_MOVES)
            return fail(r, diags, line, column, "more than %d moves in one game", PGN_MAX_MOVES);
        if (!push_move(g, move, line, column))
            return fail(r, diags, line, column, "out of memory");
    }
}

/* ---- replaying ---------------------------------------------------------------- */

static GameStatus status_of(const char *result)
{
    return !strcmp(result, "1-0")       ? GAME_WHITE_WINS
           : !strcmp(result, "0-1")     ? GAME_BLACK_WINS
           : !strcmp(result, "1/2-1/2") ? GAME_DRAW
                                        : GAME_ONGOING;
}

Game *pgn_replay(const PgnGame *pg, const Variant *v, const char *where, DiagSink *diags)
{
    where = where ? where : "pgn";
    const char *fen = pgn_tag(pg, "FEN");
    DiagSink local;
    diag_init(&local);
    Game *g = game_new(v, fen, &local);
    if (!g) {
        for (int i = 0; i < local.count; i++)
            diag_add(diags, where, pg->line, 0, "the FEN tag: %s", local.items[i].message);
        if (!local.count)
            diag_add(diags, where, pg->line, 0, "the FEN tag is not a position of %s", v->name ? v->name : "this variant");
        diag_free(&local);
        return NULL;
    }
    diag_free(&local);
    for (int i = 0; i < pg->nmoves; i++) {
        const PgnMove *m = &pg->moves[i];
        int rc = game_play_any(g, m->text);
        if (rc == 0)
            continue;
        const GameResult *res = game_result(g);
        char no[16];
        game_move_number(g, i, no, sizeof no);
        if (res->status != GAME_ONGOING)
            diag_add(diags, where, m->line, m->column, "`%s%s` comes after the game ended (%s, %s)", no, m->text,
                     game_status_text(res->status), res->reason);
        else if (rc == -2)
            diag_add(diags, where, m->line, m->column, "`%s%s` is ambiguous: more than one legal move fits", no,
                     m->text);
        else
            diag_add(diags, where, m->line, m->column, "`%s%s` is not legal here", no, m->text);
        game_free(g);
        return NULL;
    }
    GameStatus said = status_of(pg->result[0] ? pg->result : (pgn_tag(pg, "Result") ? pgn_tag(pg, "Result") : "*"));
    if (said != GAME_ONGOING && game_result(g)->status == GAME_ONGOING) {
        const char *reason = pgn_tag(pg, "EndReason");
        const char *termination = pgn_tag(pg, "Termination");
        if (!reason || !*reason)
            reason = termination && !strcasecmp(termination, "Time forfeit") ? "time forfeit"
                     : said == GAME_DRAW                                      ? "agreement"
                                                                              : "resignation";
        game_adjudicate(g, said, reason);
    }
    return g;
}

/* ---- writing ------------------------------------------------------------------ */

typedef struct Out {
    char *data;
    size_t len, cap;
    bool failed;
    size_t line_start; /* where the current movetext line began */
} Out;

static void put(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(Out *o, const char *fmt, ...)
{
    if (o->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n >= 0 && o->len + (size_t)n + 1 > o->cap) {
        size_t cap = (o->len + (size_t)n + 1) * 2;
        char *d = realloc(o->data, cap);
        if (d) {
            o->data = d;
            o->cap = cap;
        }
    }
    if (n < 0 || o->len + (size_t)n + 1 > o->cap)
        o->failed = true;
    else
        o->len += (size_t)vsnprintf(o->data + o->len, o->cap - o->len, fmt, again);
    va_end(again);
}

static void put_tag(Out *o, const char *name, const char *value)
{
    put(o, "[%s \"", name);
    for (const char *p = value ? value : "?"; *p; p++) {
        if (*p == '"' || *p == '\\')
            put(o, "\\%c", *p);
        else if (*p != '\n' && *p != '\r')
            put(o, "%c", *p);
    }
    put(o, "\"]\n");
}

/* One movetext word, wrapped before 80 columns. */
static void put_word(Out *o, const char *word)
{
    size_t col = o->len - o->line_start;
    if (col && col + 1 + strlen(word) > 79) {
        put(o, "\n");
        o->line_start = o->len;
    } else if (col) {
        put(o, " ");
    }
    put(o, "%s", word);
}

/* Did the game start somewhere else than the variant's setup? */
static bool custom_start(const Game *g, char *fen, size_t size)
{
    fen_write(g->v, &g->start, fen, size);
    Position setup;
    if (!fen_parse((Variant *)g->v, g->v->setup, &setup, NULL, NULL))
        return true;
    char setup_fen[4096];
    fen_write(g->v, &setup, setup_fen, sizeof setup_fen);
    return strcmp(fen, setup_fen) != 0;
}

char *pgn_format(const Game *g, const PgnInfo *info)
{
    PgnInfo none = {0};
    if (!info)
        info = &none;
    Out o = {0};
    const GameResult *res = game_result(g);
    const char *result = game_status_text(res->status);
    put_tag(&o, "Event", info->event);
    put_tag(&o, "Site", info->site);
    put_tag(&o, "Date", info->date ? info->date : "????.??.??");
    put_tag(&o, "Round", info->round);
    put_tag(&o, "White", info->white);
    put_tag(&o, "Black", info->black);
    put_tag(&o, "Result", result);
    const char *file = info->variant_file ? info->variant_file : g->v->file;
    const char *tag = pgn_variant_tag_for_file(file);
    if (!tag || strcmp(tag, "Standard"))
        put_tag(&o, "Variant", tag ? tag : g->v->name);
    char fen[4096];
    if (custom_start(g, fen, sizeof fen)) {
        put_tag(&o, "SetUp", "1");
        put_tag(&o, "FEN", fen);
    }
    if (info->time_control)
        put_tag(&o, "TimeControl", info->time_control);
    if (res->status != GAME_ONGOING) {
        put_tag(&o, "Termination", !strcmp(res->reason, "time forfeit") ? "Time forfeit" : "Normal");
        put_tag(&o, "EndReason", res->reason);
    }
    if (info->variant_file)
        put_tag(&o, "VariantFile", info->variant_file);
    put(&o, "\n");
    o.line_start = o.len;
    int number = g->start.fullmove ? g->start.fullmove : 1;
    Color side = (Color)g->start.side;
    for (int i = 0; i < g->length; i++) {
        char word[SAN_MAX + 16];
        if (side == WHITE)
            snprintf(word, sizeof word, "%d. %s", number, game_move_san(g, i));
        else if (i == 0)
            snprintf(word, sizeof word, "%d... %s", number, game_move_san(g, i));
        else
            snprintf(word, sizeof word, "%s", game_move_san(g, i));
        put_word(&o, word);
        if (side == BLACK)
            number++;
        side = color_flip(side);
    }
    put_word(&o, result);
    put(&o, "\n");
    if (o.failed) {
        free(o.data);
        return NULL;
    }
    return o.data;
}

/* ---- the variant of a game ------------------------------------------------------ */

static bool regular_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool pgn_variant_path(const PgnGame *pg, const char *pgn_file, char *out, size_t size, char *why, size_t wsize)
{
    char shipped[4096];
    const char *file = pgn_tag(pg, "VariantFile");
    if (file && *file) {
        if (regular_file(file)) {
            snprintf(out, size, "%s", file);
            return true;
        }
        const char *slash = pgn_file ? strrchr(pgn_file, '/') : NULL;
        if (slash && file[0] != '/') {
            snprintf(out, size, "%.*s/%s", (int)(slash - pgn_file), pgn_file, file);
            if (regular_file(out))
                return true;
        }
        char rel[1024];
        snprintf(rel, sizeof rel, "variants/%s", base_name(file));
        csm_data_path(rel, shipped, sizeof shipped);
        if (regular_file(shipped)) {
            snprintf(out, size, "%s", shipped);
            return true;
        }
    }
    const char *tag = pgn_tag(pg, "Variant");
    if (!tag || !*tag)
        tag = "Standard";
    const char *known = pgn_variant_file_for_tag(tag);
    if (known) {
        char rel[1024];
        snprintf(rel, sizeof rel, "variants/%s", known);
        snprintf(out, size, "%s", csm_data_path(rel, shipped, sizeof shipped));
        return true;
    }
    /* a shipped variant by its own name (what we write for variants lichess lacks) */
    Catalog c;
    catalog_init(&c);
    char dir[4096];
    catalog_scan(&c, csm_data_path("variants", dir, sizeof dir), false);
    bool found = false;
    for (int i = 0; i < c.count && !found; i++)
        if (!c.items[i].error && !strcasecmp(c.items[i].name, tag)) {
            snprintf(out, size, "%s", c.items[i].path);
            found = true;
        }
    catalog_free(&c);
    if (!found)
        snprintf(why, wsize, "unknown variant \"%s\"%s%s: give the variant file with --variant FILE", tag,
                 file ? " and no variant file " : "", file ? file : "");
    return found;
}
