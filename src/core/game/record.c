/* record.c — game records as text (see record.h). */
#include "record.h"

#include "fen.h"
#include "notation.h"
#include "textfile.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *dup_str(const char *s) { return s ? strdup(s) : NULL; }

void record_init(GameRecord *r)
{
    memset(r, 0, sizeof *r);
    snprintf(r->result, sizeof r->result, "*");
}

void record_free(GameRecord *r)
{
    free(r->variant_name);
    free(r->variant_file);
    free(r->start_fen);
    free(r->opponent);
    free(r->clock);
    free(r->moves);
    free(r->where);
    record_init(r);
}

static bool push_move(GameRecord *r, const char *text, size_t len, int line, int column)
{
    if (r->nmoves == r->cap) {
        int cap = r->cap ? r->cap * 2 : 64;
        RecordMove *m = realloc(r->moves, (size_t)cap * sizeof *m);
        if (!m)
            return false;
        r->moves = m;
        r->cap = cap;
    }
    RecordMove *m = &r->moves[r->nmoves++];
    if (len >= sizeof m->text)
        len = sizeof m->text - 1;
    memcpy(m->text, text, len);
    m->text[len] = '\0';
    m->line = line;
    m->column = column;
    return true;
}

bool record_from_game(GameRecord *r, const Game *g, const char *variant_file)
{
    record_free(r);
    r->variant_name = dup_str(g->v->name ? g->v->name : "");
    r->variant_file = dup_str(variant_file ? variant_file : g->v->file);
    char fen[4096];
    fen_write(g->v, &g->start, fen, sizeof fen);
    r->start_fen = dup_str(fen);
    if (!r->variant_name || !r->start_fen)
        return false;
    for (int i = 0; i < g->total; i++) {
        const char *text = game_move_text(g, i);
        if (!push_move(r, text, strlen(text), 0, 0))
            return false;
    }
    r->nplayed = g->length;
    const GameResult *res = game_result(g);
    snprintf(r->result, sizeof r->result, "%s", game_status_text(res->status));
    snprintf(r->reason, sizeof r->reason, "%s", res->status == GAME_ONGOING ? "" : res->reason);
    return true;
}

/* ---- writing ------------------------------------------------------------------ */

typedef struct Buf {
    char *data;
    size_t len, cap;
    bool failed;
} Buf;

static void buf_add(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void buf_add(Buf *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->data ? b->data + b->len : NULL, b->data ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->failed = true;
            return;
        }
        if (b->data && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 1024;
        while (cap < b->len + (size_t)n + 1)
            cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = true;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
}

/* Keeps values on one line: a newline in a name would start a new key. */
static void add_value(Buf *b, const char *key, const char *value)
{
    buf_add(b, "%s: ", key);
    for (const char *p = value ? value : ""; *p; p++)
        buf_add(b, "%c", (*p == '\n' || *p == '\r') ? ' ' : *p);
    buf_add(b, "\n");
}

static int fen_side_and_number(const char *fen, int *number)
{
    /* the side field and the full-move number of a FEN, for move numbers */
    int side = 0;
    *number = 1;
    const char *p = fen ? strchr(fen, ' ') : NULL;
    if (!p)
        return 0;
    while (*p == ' ')
        p++;
    side = *p == 'b' ? 1 : 0;
    for (int field = 0; field < 4 && p; field++) {
        p = strchr(p, ' ');
        while (p && *p == ' ')
            p++;
    }
    if (p && isdigit((unsigned char)*p))
        *number = atoi(p);
    if (*number < 1)
        *number = 1;
    return side;
}

char *record_format(const GameRecord *r)
{
    Buf b = {0};
    buf_add(&b, "# Chessembly game record\n");
    buf_add(&b, "format: %d\n", RECORD_FORMAT);
    add_value(&b, "variant", r->variant_name);
    if (r->variant_file)
        add_value(&b, "variant-file", r->variant_file);
    if (r->start_fen)
        add_value(&b, "start", r->start_fen);
    if (r->opponent)
        add_value(&b, "opponent", r->opponent);
    if (r->clock)
        add_value(&b, "clock", r->clock);
    buf_add(&b, "moves:\n");
    int number;
    int side = fen_side_and_number(r->start_fen, &number);
    for (int i = 0; i < r->nplayed; i++) {
        if (side == 0)
            buf_add(&b, "  %d. %s", number, r->moves[i].text);
        else if (i == 0)
            buf_add(&b, "  %d... %s\n", number, r->moves[i].text);
        else
            buf_add(&b, " %s\n", r->moves[i].text);
        if (side == 1)
            number++;
        side ^= 1;
    }
    if (side == 1 && r->nplayed > 0)
        buf_add(&b, "\n");
    if (r->nmoves > r->nplayed) {
        buf_add(&b, "undone:");
        for (int i = r->nplayed; i < r->nmoves; i++)
            buf_add(&b, " %s", r->moves[i].text);
        buf_add(&b, "\n");
    }
    if (r->reason[0])
        buf_add(&b, "result: %s (%s)\n", r->result, r->reason);
    else
        buf_add(&b, "result: %s\n", r->result);
    /* the last line: a file cut before it is known to be incomplete */
    buf_add(&b, "end: %d moves\n", r->nmoves);
    if (b.failed) {
        free(b.data);
        return NULL;
    }
    return b.data;
}

bool record_write_file(const GameRecord *r, const char *path, DiagSink *diags)
{
    char *text = record_format(r);
    if (!text) {
        diag_add(diags, path, 0, 0, "out of memory");
        return false;
    }
    bool ok = text_file_write_atomic(path, text, diags);
    free(text);
    return ok;
}

bool record_save_game(const Game *g, const char *variant_file, const char *path, DiagSink *diags)
{
    GameRecord r;
    record_init(&r);
    bool ok = record_from_game(&r, g, variant_file);
    if (!ok)
        diag_add(diags, path, 0, 0, "out of memory");
    else
        ok = record_write_file(&r, path, diags);
    record_free(&r);
    return ok;
}

/* ---- reading ------------------------------------------------------------------ */

typedef enum Key {
    KEY_NONE, KEY_VARIANT, KEY_FILE, KEY_START, KEY_OPPONENT, KEY_CLOCK, KEY_MOVES, KEY_UNDONE, KEY_RESULT, KEY_FORMAT, KEY_END,
    KEY_OTHER
} Key;

static Key key_of(const char *s, size_t n)
{
    static const struct {
        const char *name;
        Key key;
    } keys[] = {{"variant", KEY_VARIANT}, {"variant-file", KEY_FILE}, {"start", KEY_START},
                {"opponent", KEY_OPPONENT}, {"clock", KEY_CLOCK},
                {"moves", KEY_MOVES},     {"undone", KEY_UNDONE},     {"result", KEY_RESULT},
                {"format", KEY_FORMAT},   {"end", KEY_END}};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (strlen(keys[i].name) == n && !strncmp(keys[i].name, s, n))
            return keys[i].key;
    return KEY_OTHER;
}

static char *trimmed_dup(const char *s, size_t n)
{
    while (n && isspace((unsigned char)*s)) {
        s++;
        n--;
    }
    while (n && isspace((unsigned char)s[n - 1]))
        n--;
    char *p = malloc(n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = '\0';
    }
    return p;
}

/* Adds the moves of one line; `undone` marks where played moves end. */
static bool read_moves(GameRecord *r, const char *s, size_t n, int line, int col0, const char *where,
                       DiagSink *diags)
{
    size_t i = 0;
    while (i < n) {
        while (i < n && isspace((unsigned char)s[i]))
            i++;
        size_t start = i;
        while (i < n && !isspace((unsigned char)s[i]))
            i++;
        if (i == start)
            break;
        const char *tok = s + start;
        size_t len = i - start;
        if (tok[len - 1] == '.') {
            bool number = true;
            for (size_t k = 0; k < len; k++)
                if (!isdigit((unsigned char)tok[k]) && tok[k] != '.')
                    number = false;
            if (number)
                continue;
        }
        if (r->nmoves >= RECORD_MAX_MOVES) {
            diag_add(diags, where, line, col0 + (int)start + 1,
                     "more than %d moves: the limit for a game record", RECORD_MAX_MOVES);
            return false;
        }
        if (len >= RECORD_MOVE_TEXT) {
            diag_add(diags, where, line, col0 + (int)start + 1, "move text too long");
            return false;
        }
        if (!push_move(r, tok, len, line, col0 + (int)start + 1)) {
            diag_add(diags, where, line, 0, "out of memory");
            return false;
        }
    }
    return true;
}

/* A whole number at the start of s[0..n) (after spaces), then optional `rest`; -1 if not. */
static long leading_number(const char *s, size_t n, const char *rest)
{
    size_t i = 0;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    long v = 0;
    size_t d = i;
    while (i < n && isdigit((unsigned char)s[i]) && v < 100000000)
        v = v * 10 + (s[i++] - '0');
    if (i == d || (i < n && isdigit((unsigned char)s[i])))
        return -1;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    size_t k = strlen(rest);
    if (k && n - i >= k && !strncmp(s + i, rest, k))
        i += k;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    return i == n ? v : -1;
}

static void read_result(GameRecord *r, const char *s, size_t n)
{
    char *v = trimmed_dup(s, n);
    if (!v)
        return;
    char *paren = strchr(v, '(');
    if (paren) {
        char *close = strrchr(paren, ')');
        if (close)
            *close = '\0';
        snprintf(r->reason, sizeof r->reason, "%s", paren + 1);
        *paren = '\0';
    }
    char *end = v + strlen(v);
    while (end > v && isspace((unsigned char)end[-1]))
        *--end = '\0';
    snprintf(r->result, sizeof r->result, "%s", v[0] ? v : "*");
    free(v);
}

/* variant:, variant-file:, start:, opponent:, clock: — a text value, which a long one
 * may continue on the next, indented line. */
static void read_text_value(GameRecord *r, Key key, const char *value, size_t vlen)
{
    char **slot = key == KEY_VARIANT ? &r->variant_name
                  : key == KEY_FILE  ? &r->variant_file
                  : key == KEY_START ? &r->start_fen
                  : key == KEY_CLOCK ? &r->clock
                                     : &r->opponent;
    char *v = trimmed_dup(value, vlen);
    if (*slot && v && **slot && *v) {
        size_t a = strlen(*slot), b = strlen(v);
        char *joined = realloc(*slot, a + b + 2);
        if (joined) {
            joined[a] = ' ';
            memcpy(joined + a + 1, v, b + 1);
            *slot = joined;
        }
        free(v);
    } else if (v && *v) {
        free(*slot);
        *slot = v;
    } else {
        free(v);
    }
}

/* format: N — refused when newer than this version reads. */
static bool read_format(GameRecord *r, const char *value, size_t vlen, int line, int vcol, const char *where,
                        DiagSink *diags)
{
    long f = leading_number(value, vlen, "");
    if (f < 1) {
        diag_add(diags, where, line, vcol + 1, "`format:` takes a whole number");
        return false;
    }
    if (f > RECORD_FORMAT) {
        diag_add(diags, where, line, vcol + 1,
                 "this record was saved by a newer Chessembly (format %ld); this version reads "
                 "format %d and older",
                 f, RECORD_FORMAT);
        return false;
    }
    r->format = (int)f;
    return true;
}

/* The whole record was written: its `end:` count matches, and it names its variant. */
static bool check_complete(const GameRecord *r, long end_count, int end_line, int last_line, const char *where,
                           DiagSink *diags)
{
    if (r->format >= 2 && end_count < 0) {
        diag_add(diags, where, last_line, 0,
                 "the record is cut short: its last line `end: N moves` is missing (the file was not "
                 "written completely)");
        return false;
    }
    if (end_count >= 0 && end_count != r->nmoves) {
        diag_add(diags, where, end_line, 1, "the record says it holds %ld moves but has %d: it was cut or edited",
                 end_count, r->nmoves);
        return false;
    }
    if (!r->variant_name && !r->variant_file) {
        diag_add(diags, where, 0, 0, "no `variant:` or `variant-file:` line: this is not a game record");
        return false;
    }
    return true;
}

bool record_parse(GameRecord *r, const char *text, const char *where, DiagSink *diags)
{
    record_free(r);
    r->where = dup_str(where ? where : "record");
    where = r->where;
    bool ok = true, seen_moves = false, seen_undone = false;
    long end_count = -1;
    int end_line = 0;
    r->format = 1;
    Key current = KEY_NONE;
    int line = 0;
    const char *p = text;
    while (*p) {
        line++;
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        const char *s = p;
        p = eol ? eol + 1 : p + n;
        if (n && s[n - 1] == '\r')
            n--;
        size_t lead = 0;
        while (lead < n && (s[lead] == ' ' || s[lead] == '\t'))
            lead++;
        if (lead == n || s[lead] == '#')
            continue;
        for (size_t i = 0; i < n; i++)
            if ((unsigned char)s[i] < 0x20 && s[i] != '\t') {
                diag_add(diags, where, line, (int)i + 1, "control character in a record");
                return false;
            }
        const char *value;
        size_t vlen;
        int vcol;
        if (lead > 0) {
            /* continuation of the previous key */
            if (current == KEY_NONE) {
                diag_add(diags, where, line, (int)lead + 1, "indented line outside a key");
                ok = false;
                continue;
            }
            value = s + lead;
            vlen = n - lead;
            vcol = (int)lead;
        } else {
            const char *colon = memchr(s, ':', n);
            if (!colon) {
                diag_add(diags, where, line, 1, "expected `key: value`");
                ok = false;
                current = KEY_NONE;
                continue;
            }
            current = key_of(s, (size_t)(colon - s));
            value = colon + 1;
            vlen = n - (size_t)(value - s);
            vcol = (int)(value - s);
            if (current == KEY_MOVES) {
                if (seen_moves || seen_undone) {
                    diag_add(diags, where, line, 1, "`moves:` given twice or after `undone:`");
                    ok = false;
                }
                seen_moves = true;
            } else if (current == KEY_UNDONE) {
                if (!seen_undone)
                    r->nplayed = r->nmoves;
                seen_undone = true;
            }
        }
        switch (current) {
        case KEY_VARIANT:
        case KEY_FILE:
        case KEY_START:
        case KEY_OPPONENT:
        case KEY_CLOCK:
            read_text_value(r, current, value, vlen);
            break;
        case KEY_MOVES:
        case KEY_UNDONE:
            if (!read_moves(r, value, vlen, line, vcol, where, diags)) {
                if (r->nmoves >= RECORD_MAX_MOVES)
                    return false; /* stop before reading any more of it */
                ok = false;
            }
            break;
        case KEY_FORMAT:
            if (!read_format(r, value, vlen, line, vcol, where, diags))
                return false;
            break;
        case KEY_END:
            end_count = leading_number(value, vlen, "moves");
            end_line = line;
            if (end_count < 0) {
                diag_add(diags, where, line, vcol + 1, "`end:` takes the number of moves, like `end: 12 moves`");
                ok = false;
            }
            break;
        case KEY_RESULT:
            read_result(r, value, vlen);
            break;
        default:
            break;
        }
    }
    if (!seen_undone)
        r->nplayed = r->nmoves;
    return ok && check_complete(r, end_count, end_line, line, where, diags);
}

bool record_read_file(GameRecord *r, const char *path, DiagSink *diags)
{
    char why[160];
    char *text = text_file_load(path, why, sizeof why);
    if (!text) {
        diag_add(diags, path, 0, 0, "cannot read the game record: %s", why);
        return false;
    }
    bool ok = record_parse(r, text, path, diags);
    free(text);
    return ok;
}

Game *record_replay(const GameRecord *r, const Variant *v, DiagSink *diags)
{
    const char *where = r->where ? r->where : "record";
    DiagSink local;
    diag_init(&local);
    Game *g = game_new(v, r->start_fen, &local);
    if (!g) {
        for (int i = 0; i < local.count; i++)
            diag_add(diags, where, 0, 0, "start position: %s", local.items[i].message);
        if (!local.count)
            diag_add(diags, where, 0, 0, "bad start position");
        diag_free(&local);
        return NULL;
    }
    diag_free(&local);
    for (int i = 0; i < r->nmoves; i++) {
        const RecordMove *m = &r->moves[i];
        int rc = game_play_text(g, m->text);
        if (rc != 0) {
            char no[16];
            game_move_number(g, i, no, sizeof no);
            if (game_result(g)->status != GAME_ONGOING)
                diag_add(diags, where, m->line, m->column, "`%s%s` comes after the game ended", no, m->text);
            else if (rc == -2) {
                char forms[512];
                move_spellings(g->v, g->legal, g->nlegal, m->text, forms, sizeof forms);
                diag_add(diags, where, m->line, m->column, "`%s%s` is ambiguous: write one of %s", no, m->text,
                         forms);
            }
            else
                diag_add(diags, where, m->line, m->column, "`%s%s` is not legal here", no, m->text);
            game_free(g);
            return NULL;
        }
    }
    for (int i = r->nplayed; i < r->nmoves; i++)
        game_undo(g);
    /* A result the moves do not reach was decided outside the rules (a resignation,
     * an agreed draw, a flag): it is kept as the game's adjudication. */
    if (r->nplayed == r->nmoves && game_result(g)->status == GAME_ONGOING) {
        GameStatus s = !strcmp(r->result, "1-0")       ? GAME_WHITE_WINS
                       : !strcmp(r->result, "0-1")     ? GAME_BLACK_WINS
                       : !strcmp(r->result, "1/2-1/2") ? GAME_DRAW
                                                       : GAME_ONGOING;
        if (s != GAME_ONGOING)
            game_adjudicate(g, s, r->reason); /* no reason given: none invented */
    }
    return g;
}
