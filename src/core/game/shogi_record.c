#include "shogi_record.h"

#include "notation.h"

#include <ctype.h>
#include <iconv.h>
#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

bool shogi_record_fits(const Variant *v)
{
    if (!v->rules.hands || v->files > 9 || v->ranks > 9)
        return false;
    for (int k = 0; k < v->nkinds; k++)
        if (!shogi_kind_code(v, k))
            return false;
    return true;
}

bool shogi_square(const Variant *v, int file, int rank, Square *out)
{
    if (file < 1 || file > v->files || rank < 1 || rank > v->ranks)
        return false;
    *out = sq_make(v->files - file, v->ranks - rank);
    return true;
}

void shogi_digits(const Variant *v, Square s, int *file, int *rank)
{
    *file = v->files - sq_file(s);
    *rank = v->ranks - sq_rank(s);
}

bool shogi_record_play(Game *g, bool drop, int drop_kind, Square from, Square to, bool promote, const char *what,
                       const char *where, int line, int column, DiagSink *diags)
{
    const Variant *v = g->v;
    char text[64], a[4], b[4];
    square_name(from, a);
    square_name(to, b);
    if (drop)
        snprintf(text, sizeof text, "%c@%s", toupper((unsigned char)v->kinds[drop_kind].letter), b);
    else
        snprintf(text, sizeof text, "%s%s%s", a, b, promote ? "+" : "");
    int rc = game_result(g)->status == GAME_ONGOING ? game_play_text(g, text) : -1;
    if (rc == 0)
        return true;
    diag_add(diags, where, line, column, "%s is not a legal move here (%s)", what,
             game_result(g)->status != GAME_ONGOING ? "the game is over" : text);
    return false;
}

/* Is `s` well-formed UTF-8 (no overlong forms checked: enough to tell Shift_JIS apart)? */
static bool is_utf8(const unsigned char *s)
{
    while (*s) {
        int follow = *s < 0x80 ? 0 : (*s & 0xE0) == 0xC0 ? 1 : (*s & 0xF0) == 0xE0 ? 2 : (*s & 0xF8) == 0xF0 ? 3 : -1;
        if (follow < 0)
            return false;
        s++;
        for (int i = 0; i < follow; i++, s++)
            if ((*s & 0xC0) != 0x80)
                return false;
    }
    return true;
}

char *shogi_record_utf8(const char *bytes)
{
    if (is_utf8((const unsigned char *)bytes))
        return strdup(bytes);
    iconv_t cd = iconv_open("UTF-8", "CP932");
    if (cd == (iconv_t)-1)
        cd = iconv_open("UTF-8", "SHIFT_JIS");
    if (cd == (iconv_t)-1)
        return NULL;
    size_t in_left = strlen(bytes), cap = in_left * 3 / 2 + 16, out_left = cap - 1;
    char *out = malloc(cap), *in = (char *)bytes, *o = out;
    bool ok = out && iconv(cd, &in, &in_left, &o, &out_left) != (size_t)-1;
    iconv_close(cd);
    if (!ok) {
        free(out);
        return NULL;
    }
    *o = '\0';
    return out;
}

bool record_text_init(RecordText *t)
{
    t->cap = 1024;
    t->len = 0;
    t->failed = false;
    t->buf = malloc(t->cap);
    if (t->buf)
        t->buf[0] = '\0';
    return t->buf != NULL;
}

void record_text_add(RecordText *t, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = t->failed ? 0 : vsnprintf(t->buf + t->len, t->cap - t->len, fmt, ap);
        va_end(ap);
        if (t->failed || n < 0)
            return;
        if ((size_t)n < t->cap - t->len) {
            t->len += (size_t)n;
            return;
        }
        char *grown = realloc(t->buf, t->cap * 2 + (size_t)n);
        if (!grown) {
            t->failed = true;
            return;
        }
        t->buf = grown;
        t->cap = t->cap * 2 + (size_t)n;
    }
}
