/* diag.h — one sink for every error that comes from outside input.
 *
 * Scripts, variant files, JSON shapes, saved games and typed commands all report
 * problems here as `file:line:column: message`. Line and column are 1-based; 0 means
 * "not known" and is left out when printed. The sink owns copies of all strings. */
#ifndef CSM_DIAG_H
#define CSM_DIAG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Diagnostic {
    char *file;    /* may be NULL */
    int line, column;
    char *message;
} Diagnostic;

typedef struct DiagSink {
    Diagnostic *items;
    int count, capacity;
    int limit;     /* stop storing after this many (0: 200) */
} DiagSink;

void diag_init(DiagSink *sink);
void diag_free(DiagSink *sink);
void diag_clear(DiagSink *sink);

/* Adds one diagnostic (printf-style message); a NULL sink drops it. */
void diag_add(DiagSink *sink, const char *file, int line, int column, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void diag_vadd(DiagSink *sink, const char *file, int line, int column, const char *fmt, va_list ap);

/* The first diagnostic as one `file:line:column: message` line in `buf`, or `fallback`
 * when there is none (for a window that shows one line). */
void diag_first(const DiagSink *sink, char *buf, size_t size, const char *fallback);

/* Appends every diagnostic of `from` to `to`. */
void diag_append(DiagSink *to, const DiagSink *from);

/* Formats one diagnostic as `file:line:column: message` into buf. */
void diag_format(const Diagnostic *d, char *buf, size_t size);

/* The candidate closest to a misspelt `word` (edit distance at most 2, and less than
 * half the word), or NULL: for "did you mean" hints. NULL entries are skipped. */
const char *diag_suggest(const char *word, const char *const *candidates, int n);
/* The same over names stored `stride` bytes apart (tables of fixed-size names). */
const char *diag_suggest_table(const char *word, const char *names, int n, size_t stride);

/* Sorts the diagnostics by file, line and column (stable), so they read in file order. */
void diag_sort(DiagSink *sink);

/* Prints all diagnostics, one per line. */
void diag_print(const DiagSink *sink, FILE *out);

#endif
