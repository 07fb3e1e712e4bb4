/* ini.h — Fairy-Stockfish's variants.ini format, read into sections of keys.
 *
 * Sections are `[name]` or `[name:template]`; lines are `key = value`; `#` and `;` start
 * comment lines. A key repeated in a section counts once, its last value (as in
 * Fairy-Stockfish). What Fairy-Stockfish's reader skips is skipped here too, with a
 * warning: anything before the first section, and a line in a section with no `=`.
 * Room: loading. */
#ifndef CSM_INI_H
#define CSM_INI_H

#include "diag.h"

#include <stdbool.h>

enum { INI_MAX_SECTIONS = 1024, INI_MAX_KEYS = 256, INI_TEXT = 1024, INI_LINE = 2048 };

typedef struct IniKey {
    char key[64];
    char value[INI_TEXT];
    int line;
    const char *origin; /* NULL: the file read; else the built-in template it came from */
} IniKey;

typedef struct IniSection {
    char name[64];
    char parent[64];
    int line;
    IniKey *keys; /* grown as read */
    int nkeys, cap;
} IniSection;

typedef struct Ini {
    IniSection *sections; /* grown as read */
    int count, cap;
} Ini;

/* Reads `text` (named `file` in messages); false with a located error in `errors`.
 * Lines skipped as Fairy-Stockfish skips them are warnings in `warnings` (may be NULL). */
bool ini_parse(const char *text, const char *file, Ini *ini, DiagSink *errors, DiagSink *warnings);
IniSection *ini_find(Ini *ini, const char *name);
void ini_free(Ini *ini);

#endif
