/* ini.c — the variants.ini reader (see ini.h). */
#include "ini.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ini_free(Ini *ini)
{
    for (int i = 0; i < ini->count; i++)
        free(ini->sections[i].keys);
    free(ini->sections);
    ini->sections = NULL;
    ini->count = ini->cap = 0;
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    size_t i = 0;
    while (isspace((unsigned char)s[i]))
        i++;
    memmove(s, s + i, n - i + 1);
}

/* Fairy-Stockfish reads nothing before the first section and skips a section's lines
 * that have no `=`; so do we, saying what was skipped. */
static void skipped(DiagSink *warnings, const char *file, int line, const char *text, bool before_sections)
{
    if (warnings)
        diag_add(warnings, file, line, 1, "warning: '%.60s' ignored: %s, which Fairy-Stockfish skips", text,
                 before_sections ? "it stands before any [section]" : "a line with no '='");
}

bool ini_parse(const char *text, const char *file, Ini *ini, DiagSink *errors, DiagSink *warnings)
{
    memset(ini, 0, sizeof *ini);
    IniSection *cur = NULL;
    int line = 0;
    for (const char *p = text; *p;) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char buf[INI_LINE];
        line++;
        snprintf(buf, sizeof buf, "%.*s", (int)(len < sizeof buf - 1 ? len : sizeof buf - 1), p);
        p = end ? end + 1 : p + len;
        trim(buf);
        if (!buf[0] || buf[0] == '#' || buf[0] == ';')
            continue;
        if (buf[0] == '[') {
            char *close = strchr(buf, ']');
            if (!close) {
                diag_add(errors, file, line, 1, "expected ']' to close the section name");
                return false;
            }
            *close = '\0';
            if (ini->count >= INI_MAX_SECTIONS) {
                diag_add(errors, file, line, 1, "too many sections (at most %d)", INI_MAX_SECTIONS);
                return false;
            }
            if (ini->count == ini->cap) {
                int cap = ini->cap ? ini->cap * 2 : 8;
                IniSection *grown = realloc(ini->sections, (size_t)cap * sizeof *grown);
                if (!grown) {
                    diag_add(errors, file, line, 1, "out of memory");
                    return false;
                }
                ini->sections = grown;
                ini->cap = cap;
            }
            cur = &ini->sections[ini->count++];
            memset(cur, 0, sizeof *cur);
            char *colon = strchr(buf + 1, ':');
            if (colon) {
                *colon = '\0';
                snprintf(cur->parent, sizeof cur->parent, "%.*s", (int)sizeof cur->parent - 1, colon + 1);
                trim(cur->parent);
            }
            snprintf(cur->name, sizeof cur->name, "%.*s", (int)sizeof cur->name - 1, buf + 1);
            trim(cur->name);
            cur->line = line;
            continue;
        }
        char *eq = strchr(buf, '=');
        if (!cur || !eq) {
            skipped(warnings, file, line, buf, !cur);
            continue;
        }
        *eq = '\0';
        IniKey k;
        memset(&k, 0, sizeof k);
        snprintf(k.key, sizeof k.key, "%.*s", (int)sizeof k.key - 1, buf);
        snprintf(k.value, sizeof k.value, "%.*s", (int)sizeof k.value - 1, eq + 1);
        trim(k.key);
        trim(k.value);
        k.line = line;
        int slot = cur->nkeys;
        for (int i = 0; i < cur->nkeys; i++)
            if (!strcmp(cur->keys[i].key, k.key))
                slot = i; /* a repeated key: the last one counts, as in Fairy-Stockfish */
        if (slot >= INI_MAX_KEYS) {
            diag_add(errors, file, line, 1, "too many keys in [%s] (at most %d)", cur->name, INI_MAX_KEYS);
            return false;
        }
        if (slot == cur->cap) {
            int cap = cur->cap ? cur->cap * 2 : 16;
            IniKey *grown = realloc(cur->keys, (size_t)cap * sizeof *grown);
            if (!grown) {
                diag_add(errors, file, line, 1, "out of memory");
                return false;
            }
            cur->keys = grown;
            cur->cap = cap;
        }
        cur->keys[slot] = k;
        if (slot == cur->nkeys)
            cur->nkeys++;
    }
    return true;
}

IniSection *ini_find(Ini *ini, const char *name)
{
    for (int i = 0; i < ini->count; i++)
        if (!strcmp(ini->sections[i].name, name))
            return &ini->sections[i];
    return NULL;
}
