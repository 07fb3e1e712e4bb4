/* yaml_positions.c — reads a folded, quoted or plain scalar again as YAML does, to tell
 * where each byte of its value came from. The result is checked against libyaml's own
 * value, so a case read differently here costs precision (every byte placed at the
 * scalar's start), never a wrong place. */
#include "yaml_positions.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cursor {
    const char *p;
    int line, col; /* 0-based, as libyaml's marks */
} Cursor;

typedef struct Out {
    char *text;
    int *line, *col;
    bool *fold; /* this byte is a line break YAML folded into a space */
    size_t len, cap;
    bool failed;
} Out;

static void advance(Cursor *c)
{
    if (*c->p == '\r' && c->p[1] == '\n')
        c->p++;
    if (*c->p == '\n' || *c->p == '\r') {
        c->line++;
        c->col = 0;
    } else {
        c->col++;
    }
    c->p++;
}

static bool is_break(char ch) { return ch == '\n' || ch == '\r'; }
static bool is_blank(char ch) { return ch == ' ' || ch == '\t'; }

static void emit_at(Out *o, char ch, const Cursor *at, bool fold)
{
    if (o->failed)
        return;
    if (o->len == o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 64;
        char *t = realloc(o->text, cap);
        int *l = realloc(o->line, cap * sizeof *l);
        int *c = realloc(o->col, cap * sizeof *c);
        bool *f = realloc(o->fold, cap * sizeof *f);
        if (t)
            o->text = t;
        if (l)
            o->line = l;
        if (c)
            o->col = c;
        if (f)
            o->fold = f;
        if (!t || !l || !c || !f) {
            o->failed = true;
            return;
        }
        o->cap = cap;
    }
    o->text[o->len] = ch;
    o->line[o->len] = at->line + 1;
    o->col[o->len] = at->col + 1;
    o->fold[o->len] = fold;
    o->len++;
}

static void emit_utf8(Out *o, uint32_t cp, const Cursor *at)
{
    if (cp < 0x80) {
        emit_at(o, (char)cp, at, false);
    } else if (cp < 0x800) {
        emit_at(o, (char)(0xC0 | (cp >> 6)), at, false);
        emit_at(o, (char)(0x80 | (cp & 0x3F)), at, false);
    } else if (cp < 0x10000) {
        emit_at(o, (char)(0xE0 | (cp >> 12)), at, false);
        emit_at(o, (char)(0x80 | ((cp >> 6) & 0x3F)), at, false);
        emit_at(o, (char)(0x80 | (cp & 0x3F)), at, false);
    } else {
        emit_at(o, (char)(0xF0 | (cp >> 18)), at, false);
        emit_at(o, (char)(0x80 | ((cp >> 12) & 0x3F)), at, false);
        emit_at(o, (char)(0x80 | ((cp >> 6) & 0x3F)), at, false);
        emit_at(o, (char)(0x80 | (cp & 0x3F)), at, false);
    }
}

static int hex_value(char ch)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if (ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    return -1;
}

/* A double-quoted escape after its backslash (at `esc`); the cursor is on its letter. */
static void read_escape(Out *o, Cursor *c, const char *end, const Cursor *esc)
{
    static const char simple_in[] = "0abt\tnvfre \"/\\";
    static const char simple_out[] = "\0\a\b\t\t\n\v\f\r\x1b \"/\\";
    char ch = *c->p;
    const char *hit = ch ? strchr(simple_in, ch) : NULL;
    if (hit) {
        emit_at(o, simple_out[hit - simple_in], esc, false);
        advance(c);
        return;
    }
    uint32_t named = ch == 'N' ? 0x85 : ch == '_' ? 0xA0 : ch == 'L' ? 0x2028 : ch == 'P' ? 0x2029 : 0;
    if (named) {
        emit_utf8(o, named, esc);
        advance(c);
        return;
    }
    int digits = ch == 'x' ? 2 : ch == 'u' ? 4 : ch == 'U' ? 8 : 0;
    if (!digits) {
        o->failed = true; /* libyaml refuses it; nothing to map */
        return;
    }
    advance(c);
    uint32_t cp = 0;
    for (int i = 0; i < digits; i++) {
        int h = c->p < end ? hex_value(*c->p) : -1;
        if (h < 0) {
            o->failed = true;
            return;
        }
        cp = cp * 16 + (uint32_t)h;
        advance(c);
    }
    emit_utf8(o, cp, esc);
}

/* Quoted (' or ") and plain scalars: line breaks fold to a space, or to one newline per
 * empty line; blanks around a break go; a backslash before a break (") joins the lines. */
static void read_flow(Out *o, Cursor c, const char *end, char quote)
{
    bool pending_blanks = false, escaped_break = false;
    Cursor blanks = c;
    while (c.p < end && !o->failed) {
        char ch = *c.p;
        if (is_blank(ch)) {
            if (!pending_blanks)
                blanks = c;
            pending_blanks = true;
            advance(&c);
            continue;
        }
        if (is_break(ch)) {
            pending_blanks = false;
            Cursor brk = c;
            advance(&c);
            int empty = 0;
            for (;;) {
                while (c.p < end && is_blank(*c.p))
                    advance(&c);
                if (c.p >= end || !is_break(*c.p))
                    break;
                empty++;
                advance(&c);
            }
            if (!escaped_break && empty == 0)
                emit_at(o, ' ', &brk, true);
            for (int i = 0; i < empty; i++)
                emit_at(o, '\n', &brk, false);
            escaped_break = false;
            continue;
        }
        for (; pending_blanks && blanks.p < c.p; advance(&blanks))
            emit_at(o, *blanks.p, &blanks, false);
        pending_blanks = false;
        if (quote == '"' && ch == '\\') {
            Cursor esc = c;
            advance(&c);
            if (c.p < end && is_break(*c.p))
                escaped_break = true;
            else
                read_escape(o, &c, end, &esc);
        } else if (quote == '\'' && ch == '\'' && c.p + 1 < end && c.p[1] == '\'') {
            emit_at(o, '\'', &c, false);
            advance(&c);
            advance(&c);
        } else {
            emit_at(o, ch, &c, false);
            advance(&c);
        }
    }
    for (; pending_blanks && blanks.p < c.p; advance(&blanks))
        emit_at(o, *blanks.p, &blanks, false);
}

/* Skips up to `indent` spaces; true when the line then is empty (a break or the end). */
static bool skip_indent(Cursor *c, const char *end, int indent)
{
    while (c->p < end && *c->p == ' ' && c->col < indent)
        advance(c);
    return c->p >= end || is_break(*c->p);
}

/* A folded block (`>`): lines that both start without a blank join with a space (or,
 * across empty lines, with one newline per empty line); the end keeps one newline, none
 * (`-`) or all (`+`). `base_indent` is the indentation of the line holding the header. */
static void read_folded(Out *o, Cursor c, const char *end, int base_indent)
{
    int chomp = 0, explicit_indent = 0;
    advance(&c); /* the '>' */
    for (; c.p < end && !is_break(*c.p) && !is_blank(*c.p); advance(&c)) {
        if (*c.p == '-')
            chomp = -1;
        else if (*c.p == '+')
            chomp = 1;
        else if (*c.p >= '1' && *c.p <= '9')
            explicit_indent = *c.p - '0';
    }
    while (c.p < end && !is_break(*c.p))
        advance(&c); /* blanks and a comment */
    if (c.p >= end)
        return;
    advance(&c);
    int indent = base_indent + explicit_indent;
    if (!explicit_indent) { /* the first line with text sets it */
        Cursor probe = c;
        for (;;) {
            while (probe.p < end && *probe.p == ' ')
                advance(&probe);
            if (probe.p >= end || !is_break(*probe.p))
                break;
            advance(&probe);
        }
        indent = probe.col > base_indent ? probe.col : base_indent + 1;
    }
    /* empty lines before the first line of text */
    Cursor trail[64];
    int ntrail = 0;
    while (skip_indent(&c, end, indent) && c.p < end) {
        if (ntrail < 64)
            trail[ntrail] = c;
        ntrail++;
        advance(&c);
    }
    bool have_break = false, leading_blank = false;
    Cursor lead = c;
    while (c.p < end && c.col == indent && !o->failed) {
        bool trailing_blank = is_blank(*c.p);
        if (have_break && !leading_blank && !trailing_blank) {
            if (ntrail == 0)
                emit_at(o, ' ', &lead, true);
        } else if (have_break) {
            emit_at(o, '\n', &lead, false);
        }
        for (int i = 0; i < ntrail; i++)
            emit_at(o, '\n', &trail[i < 64 ? i : 63], false);
        ntrail = 0;
        have_break = false;
        leading_blank = is_blank(*c.p);
        while (c.p < end && !is_break(*c.p)) {
            emit_at(o, *c.p, &c, false);
            advance(&c);
        }
        if (c.p >= end)
            break;
        lead = c;
        have_break = true;
        advance(&c);
        while (skip_indent(&c, end, indent) && c.p < end) {
            if (ntrail < 64)
                trail[ntrail] = c;
            ntrail++;
            advance(&c);
        }
    }
    if (chomp >= 0 && have_break)
        emit_at(o, '\n', &lead, false);
    if (chomp == 1)
        for (int i = 0; i < ntrail; i++)
            emit_at(o, '\n', &trail[i < 64 ? i : 63], false);
}

/* The value offset of a '#' comment that a fold joined with the next line, or -1. */
static int folded_comment_at(const Out *o)
{
    int hash = -1;
    for (size_t i = 0; i < o->len; i++) {
        if (o->text[i] == '\n')
            hash = -1;
        else if (o->text[i] == '#' && hash < 0)
            hash = (int)i;
        else if (o->fold[i] && hash >= 0)
            return hash;
    }
    return -1;
}

bool yaml_scalar_positions(const char *file_text, const yaml_node_t *n, int **lines, int **cols,
                           int *folded_comment)
{
    *lines = *cols = NULL;
    *folded_comment = -1;
    Out o = {0};
    Cursor c = {file_text + n->start_mark.index, (int)n->start_mark.line, (int)n->start_mark.column};
    const char *end = file_text + n->end_mark.index;
    switch (n->data.scalar.style) {
    case YAML_FOLDED_SCALAR_STYLE: {
        const char *line_start = c.p;
        while (line_start > file_text && line_start[-1] != '\n')
            line_start--;
        int base_indent = 0;
        while (line_start[base_indent] == ' ')
            base_indent++;
        read_folded(&o, c, end, base_indent);
        break;
    }
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: {
        char quote = *c.p;
        advance(&c);
        read_flow(&o, c, end - 1, quote);
        break;
    }
    case YAML_PLAIN_SCALAR_STYLE:
        read_flow(&o, c, end, 0);
        break;
    default:
        o.failed = true;
        break;
    }
    size_t len = n->data.scalar.length;
    bool exact = !o.failed && o.len == len && (len == 0 || !memcmp(o.text, n->data.scalar.value, len));
    if (exact)
        *folded_comment = folded_comment_at(&o);
    *lines = malloc((len ? len : 1) * sizeof **lines);
    *cols = malloc((len ? len : 1) * sizeof **cols);
    if (*lines && *cols) {
        for (size_t i = 0; i < len; i++) {
            (*lines)[i] = exact ? o.line[i] : (int)n->start_mark.line + 1;
            (*cols)[i] = exact ? o.col[i] : (int)n->start_mark.column + 1;
        }
    } else {
        free(*lines);
        free(*cols);
        *lines = *cols = NULL;
        exact = false;
    }
    free(o.text);
    free(o.line);
    free(o.col);
    free(o.fold);
    return exact;
}
