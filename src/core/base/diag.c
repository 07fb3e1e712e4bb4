#include "diag.h"

#include <stdlib.h>
#include <string.h>

void diag_init(DiagSink *sink)
{
    memset(sink, 0, sizeof *sink);
}

void diag_clear(DiagSink *sink)
{
    for (int i = 0; i < sink->count; i++) {
        free(sink->items[i].file);
        free(sink->items[i].message);
    }
    sink->count = 0;
}

void diag_free(DiagSink *sink)
{
    diag_clear(sink);
    free(sink->items);
    sink->items = NULL;
    sink->capacity = 0;
}

static char *dup_or_null(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

void diag_vadd(DiagSink *sink, const char *file, int line, int column, const char *fmt, va_list ap)
{
    if (!sink)
        return; /* the caller only wants to know whether it worked */
    int limit = sink->limit > 0 ? sink->limit : 200;
    if (sink->count >= limit)
        return;
    if (sink->count == sink->capacity) {
        int cap = sink->capacity ? sink->capacity * 2 : 8;
        Diagnostic *items = realloc(sink->items, (size_t)cap * sizeof *items);
        if (!items)
            return;
        sink->items = items;
        sink->capacity = cap;
    }
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    Diagnostic *d = &sink->items[sink->count++];
    d->file = dup_or_null(file);
    d->line = line;
    d->column = column;
    d->message = dup_or_null(msg);
}

void diag_add(DiagSink *sink, const char *file, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(sink, file, line, column, fmt, ap);
    va_end(ap);
}

void diag_append(DiagSink *to, const DiagSink *from)
{
    for (int i = 0; i < from->count; i++) {
        const Diagnostic *d = &from->items[i];
        diag_add(to, d->file, d->line, d->column, "%s", d->message ? d->message : "");
    }
}

void diag_format(const Diagnostic *d, char *buf, size_t size)
{
    const char *msg = d->message ? d->message : "";
    const char *file = d->file ? d->file : "";
    if (d->line > 0 && d->column > 0)
        snprintf(buf, size, "%s%s%d:%d: %s", file, *file ? ":" : "", d->line, d->column, msg);
    else if (d->line > 0)
        snprintf(buf, size, "%s%s%d: %s", file, *file ? ":" : "", d->line, msg);
    else if (*file)
        snprintf(buf, size, "%s: %s", file, msg);
    else
        snprintf(buf, size, "%s", msg);
}

void diag_print(const DiagSink *sink, FILE *out)
{
    char buf[1400];
    for (int i = 0; i < sink->count; i++) {
        diag_format(&sink->items[i], buf, sizeof buf);
        fprintf(out, "%s\n", buf);
    }
}

/* Levenshtein distance, capped: anything above `cap` is reported as cap + 1. */
static int edit_distance(const char *a, const char *b, int cap)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 63 || lb > 63)
        return cap + 1;
    int row[64];
    for (size_t j = 0; j <= lb; j++)
        row[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = (int)i;
        int best = row[0];
        for (size_t j = 1; j <= lb; j++) {
            int up = row[j];
            int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int v = diag + cost;
            if (row[j - 1] + 1 < v)
                v = row[j - 1] + 1;
            if (up + 1 < v)
                v = up + 1;
            row[j] = v;
            diag = up;
            if (v < best)
                best = v;
        }
        if (best > cap)
            return cap + 1;
    }
    return row[lb];
}

static const char *suggest_one(const char *word, const char *cand, const char *best, int *best_d)
{
    if (!cand || !cand[0] || !strcmp(cand, word))
        return best;
    int limit = (int)strlen(word) / 2;
    if (limit > 2)
        limit = 2;
    if (limit < 1)
        return best;
    int d = edit_distance(word, cand, limit);
    if (d <= limit && d < *best_d) {
        *best_d = d;
        return cand;
    }
    return best;
}

const char *diag_suggest(const char *word, const char *const *candidates, int n)
{
    const char *best = NULL;
    int best_d = 1 << 20;
    for (int i = 0; i < n; i++)
        best = suggest_one(word, candidates[i], best, &best_d);
    return best;
}

const char *diag_suggest_table(const char *word, const char *names, int n, size_t stride)
{
    const char *best = NULL;
    int best_d = 1 << 20;
    for (int i = 0; i < n; i++)
        best = suggest_one(word, names + (size_t)i * stride, best, &best_d);
    return best;
}

static int compare_diags(const Diagnostic *a, const Diagnostic *b)
{
    int f = strcmp(a->file ? a->file : "", b->file ? b->file : "");
    if (f)
        return f;
    if (a->line != b->line)
        return a->line < b->line ? -1 : 1;
    return a->column < b->column ? -1 : a->column > b->column;
}

void diag_sort(DiagSink *sink)
{
    /* insertion sort: stable, and the lists are short */
    for (int i = 1; i < sink->count; i++) {
        Diagnostic d = sink->items[i];
        int j = i;
        while (j > 0 && compare_diags(&sink->items[j - 1], &d) > 0) {
            sink->items[j] = sink->items[j - 1];
            j--;
        }
        sink->items[j] = d;
    }
}

void diag_first(const DiagSink *sink, char *buf, size_t size, const char *fallback)
{
    if (!buf || !size)
        return;
    if (sink && sink->count)
        diag_format(&sink->items[0], buf, size);
    else
        snprintf(buf, size, "%s", fallback);
}
