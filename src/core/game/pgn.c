/* pgn.c — PGN reading and writing (see pgn.h). */
#include "pgn.h"

#include "catalog.h"
#include "datadir.h"
#include "fen.h"
#include "game_notation.h"
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

static void free_moves(PgnMove *moves, int n)
{
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < moves[i].nvars; k++) {
            free_moves(moves[i].vars[k].moves, moves[i].vars[k].nmoves);
            free(moves[i].vars[k].lead);
        }
        free(moves[i].vars);
        free(moves[i].comment);
    }
    free(moves);
}

void pgn_game_free(PgnGame *g)
{
    for (int i = 0; i < g->ntags; i++) {
        free(g->tags[i].name);
        free(g->tags[i].value);
    }
    free_moves(g->moves, g->nmoves);
    free(g->comment);
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

static bool is_result(const char *t)
{
    return !strcmp(t, "1-0") || !strcmp(t, "0-1") || !strcmp(t, "1/2-1/2") || !strcmp(t, "*");
}

/* A line of moves being read: the game's main line or a variation. */
typedef struct LineRef {
    PgnMove **moves;
    int *n, *cap;
    char **lead;
} LineRef;

static bool push_move(LineRef l, const char *text, int line, int column)
{
    if (*l.n == *l.cap) {
        int cap = *l.cap ? *l.cap * 2 : 16;
        PgnMove *m = realloc(*l.moves, (size_t)cap * sizeof *m);
        if (!m)
            return false;
        *l.moves = m;
        *l.cap = cap;
    }
    PgnMove *m = &(*l.moves)[(*l.n)++];
    memset(m, 0, sizeof *m);
    snprintf(m->text, sizeof m->text, "%s", text);
    m->line = line;
    m->column = column;
    return true;
}

/* PGN's move marks as the numeric glyphs they stand for ($1 to $6). */
static int mark_nag(const char *mark)
{
    static const char *const marks[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (int i = 0; i < 6; i++)
        if (!strcmp(mark, marks[i]))
            return i + 1;
    return 0;
}

/* A glyph for the line's last move; false when there is none to carry it. */
static bool add_nag(LineRef l, int nag)
{
    if (!*l.n)
        return false;
    PgnMove *m = &(*l.moves)[*l.n - 1];
    if (m->nnags < STUDY_MAX_NAGS && nag >= 0 && nag <= 255)
        m->nags[m->nnags++] = (unsigned char)nag;
    return true;
}

/* A comment's words as PGN keeps them: each run of white space (line breaks too) one
 * space, none at either end, at most `max` bytes (cut between words' characters, never
 * inside a UTF-8 one nor before a space). `out` may be `in`: it never runs ahead of it.
 * The reader stores comments so and the writer writes them so, hence a comment written
 * and read back is the same text (and wraps on the same lines). Returns the length. */
static size_t comment_words(const char *in, size_t len, char *out, size_t max)
{
    size_t at = 0, i = 0;
    bool space = false;
    for (; i < len; i++) {
        if (isspace((unsigned char)in[i])) {
            space = at > 0;
            continue;
        }
        if (at + (space ? 2 : 1) > max)
            break;
        if (space)
            out[at++] = ' ';
        space = false;
        out[at++] = in[i];
    }
    if (i < len && ((unsigned char)in[i] & 0xC0) == 0x80) { /* cut inside a character: drop its start */
        while (at > 0 && ((unsigned char)out[at - 1] & 0xC0) == 0x80)
            at--;
        if (at > 0 && (unsigned char)out[at - 1] >= 0xC0)
            at--;
    }
    while (at > 0 && out[at - 1] == ' ')
        at--;
    out[at] = '\0';
    return at;
}

/* Adds `text` to a comment, after what it has and a space (two `{...}` in a row are one
 * comment), then makes the whole its words (comment_words). */
static bool append_comment(char **field, const char *text, size_t len)
{
    size_t had = *field ? strlen(*field) : 0;
    char *c = realloc(*field, had + len + 2);
    if (!c)
        return false;
    *field = c;
    c[had] = ' ';
    memcpy(c + had + 1, text, len);
    if (comment_words(c, had + 1 + len, c, PGN_MAX_COMMENT) == 0) {
        free(c);
        *field = NULL;
    }
    return true;
}

/* A `{...}` comment (the reader is on the `{`): kept after the line's last move, or as
 * the line's lead before its first one. */
static int read_comment(PgnReader *r, LineRef l, DiagSink *diags)
{
    int line = r->line, column = r->column;
    advance(r);
    size_t from = r->at;
    while (peek(r) && peek(r) != '}')
        advance(r);
    if (!peek(r))
        return fail(r, diags, line, column, "this comment `{` is never closed with `}`");
    size_t len = r->at - from;
    advance(r);
    char **field = *l.n ? &(*l.moves)[*l.n - 1].comment : l.lead;
    if (!append_comment(field, r->text + from, len))
        return fail(r, diags, line, column, "out of memory");
    return 0;
}

/* Skips white space, `;` comments and `%` lines (not `{...}`, which read_comment keeps). */
static void skip_blank(PgnReader *r)
{
    for (;;) {
        int c = peek(r);
        if ((c == '%' && r->column == 1) || c == ';') {
            while (peek(r) && peek(r) != '\n')
                advance(r);
        } else if (c && isspace(c)) {
            advance(r);
        } else {
            return;
        }
    }
}

static int read_line(PgnReader *r, PgnGame *g, LineRef l, int depth, DiagSink *diags);

/* A variation `( ... )` after the line's last move (the reader is on the `(`). */
static int read_variation(PgnReader *r, PgnGame *g, LineRef l, int depth, DiagSink *diags)
{
    int line = r->line, column = r->column;
    if (!*l.n)
        return fail(r, diags, line, column, "a variation `(` needs a move before it to stand instead of");
    if (depth >= PGN_MAX_NESTING)
        return fail(r, diags, line, column, "variations nested more than %d deep", PGN_MAX_NESTING);
    PgnMove *m = &(*l.moves)[*l.n - 1];
    PgnLine *vars = realloc(m->vars, (size_t)(m->nvars + 1) * sizeof *vars);
    if (!vars)
        return fail(r, diags, line, column, "out of memory");
    m->vars = vars;
    PgnLine *v = &vars[m->nvars++];
    memset(v, 0, sizeof *v);
    v->line = line;
    v->column = column;
    advance(r);
    LineRef inner = {&v->moves, &v->nmoves, &v->cap, &v->lead};
    int rc = read_line(r, g, inner, depth + 1, diags);
    if (rc < 0)
        return -1;
    if (rc > 0)
        return fail(r, diags, line, column, "this variation `(` is never closed with `)`");
    if (!v->nmoves)
        return fail(r, diags, line, column, "this variation `( )` has no moves");
    return 0;
}

/* How many characters at the reader go on a token of `len` characters: 1, 0 at its end,
 * or 4 for the origin a japanese shogi move carries in brackets (☗５八金(49)), which is
 * no variation: `(`, two digits and `)` right after a move's characters. */
static size_t token_part(const PgnReader *r, size_t len)
{
    const char *p = r->text + r->at;
    if (len && p[0] == '(' && isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[2]) && p[3] == ')')
        return 4;
    return *p && !isspace((unsigned char)*p) && !strchr("{}()[];$", *p) ? 1 : 0;
}

/* One token at the reader: a move (pushed), a move number (skipped) or a result (1). */
static int read_token(PgnReader *r, PgnGame *g, LineRef l, int depth, DiagSink *diags)
{
    int line = r->line, column = r->column, c = peek(r);
    char token[PGN_MOVE_MAX];
    size_t len = 0;
    for (size_t take; (take = token_part(r, len)) > 0;) {
        if (len + take >= sizeof token)
            return fail(r, diags, line, column, "this move is longer than %d characters", PGN_MOVE_MAX - 1);
        while (take-- > 0) {
            token[len++] = (char)peek(r);
            advance(r);
        }
    }
    token[len] = '\0';
    if (!len)
        return fail(r, diags, line, column, "unexpected `%c`", c);
    if (is_result(token)) {
        if (depth > 0)
            return fail(r, diags, line, column, "the result `%s` inside a variation: a `)` is missing", token);
        snprintf(g->result, sizeof g->result, "%.7s", token);
        return 1;
    }
    /* a mark on its own (`a6 !!`), or the en-passant note spaced from its move (`exd6 e.p.`) */
    if (mark_nag(token) && add_nag(l, mark_nag(token)))
        return 0;
    if (!strcmp(token, "e.p.") && *l.n)
        return 0;
    /* a mark glued to its move (`a6!!`): kept as its glyph */
    size_t body = strcspn(token, "!?");
    int glued = body > 0 && body < len ? mark_nag(token + body) : 0;
    if (glued)
        token[body] = '\0';
    /* a move number (`12.`, `12...`), maybe glued to its move (`1.e4`) */
    const char *move = token;
    size_t digits = strspn(token, "0123456789");
    const char *after = token + digits + (token[digits] == '.');
    bool wxf_pawn = digits && after[0] && strspn(after, "0123456789") == strlen(after); /* WXF's 33.4 is a move */
    if (digits && (token[digits] == '.' || !token[digits]) && !wxf_pawn) {
        move = token + digits + strspn(token + digits, ".");
        column += (int)(move - token);
    }
    if (!*move || strspn(move, ".") == strlen(move))
        return 0;
    if (g->nmoves + g->nvariation_moves >= PGN_MAX_MOVES)
        return fail(r, diags, line, column, "more than %d moves in one game, variations included", PGN_MAX_MOVES);
    if (!push_move(l, move, line, column))
        return fail(r, diags, line, column, "out of memory");
    if (glued)
        add_nag(l, glued);
    if (depth > 0)
        g->nvariation_moves++;
    return 0;
}

/* The moves of a line, up to its end: 1 at the game's end (a result token, the next
 * game's tags, the end of the text), 0 at the `)` that closes a variation, -1 on an
 * error. */
static int read_line(PgnReader *r, PgnGame *g, LineRef l, int depth, DiagSink *diags)
{
    for (;;) {
        skip_blank(r);
        int c = peek(r);
        if (!c)
            return 1;
        int rc = 0;
        if (c == '[') {
            if (depth > 0)
                return fail(r, diags, r->line, r->column, "a tag `[` inside a variation: a `)` is missing");
            return 1; /* the next game's tags: this one had no result token */
        } else if (c == '{') {
            rc = read_comment(r, l, diags);
        } else if (c == '(') {
            rc = read_variation(r, g, l, depth, diags);
        } else if (c == ')') {
            if (depth == 0)
                return fail(r, diags, r->line, r->column, "`)` without a variation `(` to close");
            advance(r);
            return 0;
        } else if (c == '$') {
            advance(r);
            int nag = 0;
            while (isdigit(peek(r))) {
                nag = nag < 1000 ? nag * 10 + (peek(r) - '0') : nag;
                advance(r);
            }
            add_nag(l, nag); /* a glyph before any move has nothing to mark: dropped */
        } else {
            rc = read_token(r, g, l, depth, diags);
        }
        if (rc != 0)
            return rc;
    }
}

int pgn_read_game(PgnReader *r, PgnGame *g, DiagSink *diags)
{
    pgn_game_free(g);
    if (r->failed)
        return -1;
    skip_blank(r);
    if (!peek(r))
        return 0;
    g->line = r->line;
    LineRef main = {&g->moves, &g->nmoves, &g->cap, &g->comment};
    for (;;) { /* the tags, and comments among them (kept as the game's lead comment) */
        skip_blank(r);
        int rc = peek(r) == '[' ? read_tag(r, g, diags) : peek(r) == '{' ? read_comment(r, main, diags) : 1;
        if (rc < 0)
            return -1;
        if (rc > 0)
            break;
    }
    if (!peek(r) && !g->ntags)
        return 0; /* only a comment after the last game */
    return read_line(r, g, main, 0, diags) < 0 ? -1 : 1;
}

/* ---- replaying ---------------------------------------------------------------- */

static GameStatus status_of(const char *result)
{
    return !strcmp(result, "1-0")       ? GAME_WHITE_WINS
           : !strcmp(result, "0-1")     ? GAME_BLACK_WINS
           : !strcmp(result, "1/2-1/2") ? GAME_DRAW
                                        : GAME_ONGOING;
}

/* The ways other programs write a null move (a side passing its turn). */
static bool is_null_move(const char *text)
{
    return !strcmp(text, "--") || !strcmp(text, "Z0") || !strcmp(text, "0000") || !strcmp(text, "@@@@") ||
           !strcmp(text, "null");
}

/* Plays a move as the text gives it; false with a located diagnostic saying why not. A
 * game goes on past an ending nobody claimed (a threefold repetition, the fifty-move
 * rule), as python-chess reads it. */
static bool play_or_say(Game *g, const PgnMove *m, const char *where, DiagSink *diags)
{
    int rc = game_play_any(g, m->text);
    if (rc != 0 && game_play_on(g))
        rc = game_play_any(g, m->text);
    if (rc == 0)
        return true;
    if (is_null_move(m->text)) {
        diag_add(diags, where, m->line, m->column,
                 "`%s` is a null move (a side passing its turn, as some programs write analysis); a game with "
                 "one cannot be replayed, so it is refused whole", m->text);
        return false;
    }
    const GameResult *res = game_result(g);
    char no[16];
    game_move_number(g, g->length, no, sizeof no);
    if (res->status != GAME_ONGOING)
        diag_add(diags, where, m->line, m->column, "`%s%s` comes after the game ended (%s, %s)", no, m->text,
                 game_status_text(res->status), res->reason);
    else if (rc == -2)
        diag_add(diags, where, m->line, m->column, "`%s%s` is ambiguous: more than one legal move fits", no, m->text);
    else
        diag_add(diags, where, m->line, m->column, "`%s%s` is not legal here", no, m->text);
    return false;
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
    for (int i = 0; i < pg->nmoves; i++)
        if (!play_or_say(g, &pg->moves[i], where, diags)) {
            game_free(g);
            return NULL;
        }
    GameStatus said = status_of(pg->result[0] ? pg->result : (pgn_tag(pg, "Result") ? pgn_tag(pg, "Result") : "*"));
    if (said != GAME_ONGOING && game_result(g)->status != said)
        game_play_on(g); /* a claimable ending the players went past: the PGN's result stands */
    if (said != GAME_ONGOING && game_result(g)->status == GAME_ONGOING) {
        /* only what the PGN says: EndReason, a time forfeit, else no reason */
        const char *reason = pgn_tag(pg, "EndReason");
        const char *termination = pgn_tag(pg, "Termination");
        if (!reason || !*reason)
            reason = termination && !strcasecmp(termination, "Time forfeit") ? "time forfeit" : "";
        game_adjudicate(g, said, reason);
    }
    return g;
}

/* ---- variations and comments as a study ----------------------------------------- */

static bool out_of_room(const PgnMove *m, const char *where, DiagSink *diags)
{
    diag_add(diags, where, m->line, m->column, "more than %d moves in the game's variations", STUDY_MAX_NODES);
    return false;
}

static bool add_variations(Study *st, Game *w, StudyNode *at, const PgnMove *m, const char *where, DiagSink *diags);

/* One variation from `at` (the position `w` stands in); `w` comes back to it. */
static bool add_line(Study *st, Game *w, StudyNode *at, const PgnLine *line, const char *where, DiagSink *diags)
{
    StudyNode *n = at;
    int played = 0;
    bool ok = true;
    for (int j = 0; ok && j < line->nmoves; j++) {
        const PgnMove *m = &line->moves[j];
        if (!play_or_say(w, m, where, diags)) {
            ok = false;
            break;
        }
        played++;
        StudyNode *c = study_add(st, n, &w->moves[w->length - 1], w->sans[w->length - 1]);
        ok = c && (j > 0 || !line->lead || study_set_lead(c, line->lead)) && (!m->comment || study_set_comment(c, m->comment));
        for (int k = 0; ok && k < m->nnags; k++)
            study_add_nag(c, m->nags[k]);
        if (!ok) {
            out_of_room(m, where, diags);
            break;
        }
        /* the variations of this move stand in the position before it */
        game_undo(w);
        ok = add_variations(st, w, n, m, where, diags) && game_play(w, &c->move);
        n = c;
    }
    while (played-- > 0)
        game_undo(w);
    return ok;
}

static bool add_variations(Study *st, Game *w, StudyNode *at, const PgnMove *m, const char *where, DiagSink *diags)
{
    for (int k = 0; k < m->nvars; k++)
        if (!add_line(st, w, at, &m->vars[k], where, diags))
            return false;
    return true;
}

bool pgn_study(const PgnGame *pg, const Game *g, Study *out, const char *where, DiagSink *diags)
{
    where = where ? where : "pgn";
    study_init(out);
    if (!study_sync(out, g) || (pg->comment && !study_set_lead(&out->root, pg->comment)))
        return false;
    for (int i = 0; i < pg->ntags; i++) /* written back when the game is saved */
        if (!study_add_tag(out, pg->tags[i].name, pg->tags[i].value))
            return false;
    Game *w = study_game_at(g, &out->root);
    bool ok = w != NULL;
    StudyNode *at = &out->root;
    for (int i = 0; ok && i < pg->nmoves && i < g->length && at->nnext > 0; i++) {
        const PgnMove *m = &pg->moves[i];
        ok = add_variations(out, w, at, m, where, diags);
        at = at->next[0];
        ok = ok && (!m->comment || study_set_comment(at, m->comment)) && game_play(w, &at->move);
        for (int k = 0; ok && k < m->nnags; k++)
            study_add_nag(at, m->nags[k]);
    }
    game_free(w);
    return ok;
}

/* ---- writing ------------------------------------------------------------------ */

typedef struct Out {
    char *data;
    size_t len, cap;
    bool failed;
    size_t line_start; /* where the current movetext line began */
    bool glue;         /* the next word follows without a space ("(" and ")") */
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
    bool glue = o->glue;
    o->glue = false;
    if (col && col + 1 + strlen(word) > 79) {
        put(o, "\n");
        o->line_start = o->len;
    } else if (col && !glue) {
        put(o, " ");
    }
    put(o, "%s", word);
}

/* The moves alone, numbered. */
static void put_plain_moves(Out *o, const Game *g, NotationId notation)
{
    NotationText *texts = notation == NOTATION_SAN ? NULL : game_notation_texts(g, notation);
    int number = g->start.fullmove ? g->start.fullmove : 1;
    Color side = (Color)g->start.side;
    for (int i = 0; i < g->length; i++) {
        char word[SAN_MAX + 16];
        if (side == WHITE)
            snprintf(word, sizeof word, "%d. %s", number, texts ? texts[i] : game_move_san(g, i));
        else if (i == 0)
            snprintf(word, sizeof word, "%d... %s", number, texts ? texts[i] : game_move_san(g, i));
        else
            snprintf(word, sizeof word, "%s", texts ? texts[i] : game_move_san(g, i));
        put_word(o, word);
        if (side == BLACK)
            number++;
        side = color_flip(side);
    }
    free(texts);
}

/* Is the study's main line the game's moves (study_sync was called since it changed)? */
static bool study_matches(const Study *st, const Game *g)
{
    const StudyNode *n = &st->root;
    for (int i = 0; i < g->length; i++) {
        if (n->nnext == 0 || !move_equal(&n->next[0]->move, &g->moves[i]))
            return false;
        n = n->next[0];
    }
    return n->nnext == 0;
}

/* A comment as `{...}` words; a `}` in it (PGN cannot escape one) becomes `)`, a `{` in it
 * stays (only `}` ends a comment). One that
 * fits on a line is never broken. Its text is first made what the reader will read
 * (comment_words): a line break or a trailing space typed in a comment would otherwise
 * wrap this text differently from the text read back. The next move needs its number
 * again ("12... Nf6"). */
static void put_comment(Out *o, const char *raw, bool *need_number)
{
    char text[PGN_MAX_COMMENT + 1], word[PGN_MAX_COMMENT + 4];
    if (comment_words(raw, strlen(raw), text, PGN_MAX_COMMENT) == 0)
        return; /* only white space: read back, no comment at all */
    size_t n = 0;
    bool whole = strlen(text) + 2 <= 79;
    word[n++] = '{';
    for (const char *p = text;; p++) {
        if (*p && (*p != ' ' || whole)) {
            if (n < sizeof word - 3)
                word[n++] = *p == '}' ? ')' : *p;
            continue;
        }
        if (!*p)
            word[n++] = '}';
        word[n] = '\0';
        put_word(o, word); /* a lone `{` word too: the reader keeps it as part of the text */
        n = 0;
        if (!*p)
            break;
    }
    *need_number = true;
}

/* The moves of a line from `first` on, with their comments and variations; a variation
 * (`nested`) is written inside `( ... )`. */
static void put_study_line(Out *o, const Game *g, const StudyNode *first, bool nested)
{
    bool need_number = true;
    if (nested) {
        put_word(o, "(");
        o->glue = true;
    }
    if (nested && first->lead)
        put_comment(o, first->lead, &need_number);
    for (const StudyNode *n = first; n; n = n->nnext > 0 ? n->next[0] : NULL) {
        char no[16], word[sizeof n->san + 24];
        game_move_number(g, n->ply - 1, no, sizeof no);
        bool white = !strstr(no, "...");
        if (white || need_number)
            snprintf(word, sizeof word, "%s %s", no, n->san);
        else
            snprintf(word, sizeof word, "%s", n->san);
        put_word(o, word);
        need_number = false;
        for (int k = 0; k < n->nnags; k++) {
            char nag[8];
            snprintf(nag, sizeof nag, "$%d", n->nags[k]);
            put_word(o, nag);
        }
        if (n->comment)
            put_comment(o, n->comment, &need_number);
        /* the variations of this move (not of a variation's own first move: its caller's) */
        if (n != first || !nested)
            for (int k = 1; k < n->parent->nnext; k++) {
                put_study_line(o, g, n->parent->next[k], true);
                need_number = true;
            }
    }
    if (nested) {
        o->glue = true;
        put_word(o, ")");
    }
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

/* A tag of the PGN the game was read from (kept in its study), or NULL. */
static const char *kept_tag(const PgnInfo *info, const char *name)
{
    return info->study ? study_tag(info->study, name) : NULL;
}

/* The tags written from the game itself, which a kept tag of the same name does not
 * repeat (a kept one may stand in for ours where it says the same: put_tags). */
static bool is_generated_tag(const char *name)
{
    static const char *const names[] = {"Event", "Site",  "Date",        "Round",     "White",      "Black",
                                        "Result", "Variant", "SetUp",    "FEN",       "Termination", "EndReason",
                                        "VariantFile", "TimeControl"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(name, names[i]))
            return true;
    return false;
}

/* The seven standard tags, then the variant, the start, the end. A game read from a PGN
 * keeps the tags it came with: its roster (Event, players, ...) over the caller's,
 * its Variant, FEN and Termination where they still say the same, every other tag as
 * it was. */
static void put_tags(Out *o, const Game *g, const PgnInfo *info)
{
    const GameResult *res = game_result(g);
    const char *result = game_status_text(res->status);
    const char *roster[6][3] = {{"Event", info->event, "?"}, {"Site", info->site, "?"},
                                {"Date", info->date, "????.??.??"}, {"Round", info->round, "?"},
                                {"White", info->white, "?"}, {"Black", info->black, "?"}};
    for (int i = 0; i < 6; i++) {
        const char *was = kept_tag(info, roster[i][0]);
        put_tag(o, roster[i][0], was ? was : roster[i][1] ? roster[i][1] : roster[i][2]);
    }
    put_tag(o, "Result", result);
    const char *file = info->variant_file ? info->variant_file : g->v->file;
    const char *tag = pgn_variant_tag_for_file(file), *was = kept_tag(info, "Variant");
    const char *ours_file = tag ? pgn_variant_file_for_tag(tag) : NULL;
    const char *was_file = was ? pgn_variant_file_for_tag(was) : NULL;
    if (ours_file && was_file && !strcmp(ours_file, was_file))
        put_tag(o, "Variant", was); /* the PGN's own spelling of the same variant */
    else if (!tag || strcmp(tag, "Standard"))
        put_tag(o, "Variant", tag ? tag : g->v->name);
    char fen[4096];
    if (kept_tag(info, "FEN")) { /* the game started from the PGN's FEN tag: written as it was */
        put_tag(o, "SetUp", "1");
        put_tag(o, "FEN", kept_tag(info, "FEN"));
    } else if (custom_start(g, fen, sizeof fen)) {
        put_tag(o, "SetUp", "1");
        put_tag(o, "FEN", fen);
    }
    if (info->time_control || kept_tag(info, "TimeControl"))
        put_tag(o, "TimeControl", info->time_control ? info->time_control : kept_tag(info, "TimeControl"));
    const char *termination = kept_tag(info, "Termination"), *said = kept_tag(info, "Result");
    if (termination && said && !strcmp(said, result))
        put_tag(o, "Termination", termination);
    else if (res->status != GAME_ONGOING && res->reason[0]) /* a PGN's bare result: nothing invented */
        put_tag(o, "Termination", !strcmp(res->reason, "time forfeit") ? "Time forfeit" : "Normal");
    if (res->status != GAME_ONGOING && res->reason[0])
        put_tag(o, "EndReason", res->reason);
    if (info->variant_file || kept_tag(info, "VariantFile"))
        put_tag(o, "VariantFile", info->variant_file ? info->variant_file : kept_tag(info, "VariantFile"));
    for (int i = 0; info->study && i < info->study->ntags; i++)
        if (!is_generated_tag(info->study->tags[i].name))
            put_tag(o, info->study->tags[i].name, info->study->tags[i].value);
}

char *pgn_format(const Game *g, const PgnInfo *info)
{
    PgnInfo none = {0};
    if (!info)
        info = &none;
    Out o = {0};
    const char *result = game_status_text(game_result(g)->status);
    put_tags(&o, g, info);
    put(&o, "\n");
    o.line_start = o.len;
    if (info->study && study_matches(info->study, g)) {
        const StudyNode *root = &info->study->root;
        bool need_number = true;
        if (root->lead)
            put_comment(&o, root->lead, &need_number);
        if (root->nnext > 0)
            put_study_line(&o, g, root->next[0], false);
    } else {
        put_plain_moves(&o, g, info->notation);
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
