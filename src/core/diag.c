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
