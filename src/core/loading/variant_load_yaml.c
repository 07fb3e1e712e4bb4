/* variant_load_yaml.c — the variant loader's YAML helpers: values read with located
 * errors, mappings walked, and source maps for the scripts and conditions a file holds. */
#include "variant_load_internal.h"

#include "yaml_positions.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void loader_err(Loader *L, const yaml_node_t *node, const char *fmt, ...)
{
    char msg[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int line = node ? (int)node->start_mark.line + 1 : 0;
    int col = node ? (int)node->start_mark.column + 1 : 0;
    diag_add(L->diags, L->path, line, col, "%s", msg);
    L->errors++;
}

const char *loader_need_string(Loader *L, const yaml_node_t *n, const char *key)
{
    const char *s = scalar(n);
    if (!s)
        loader_err(L, n, "'%s' must be a text value", key);
    return s;
}

bool loader_need_bool(Loader *L, const yaml_node_t *n, const char *key, bool *out)
{
    const char *s = scalar(n);
    if (s && is_plain(n)) {
        if (!strcmp(s, "true") || !strcmp(s, "yes") || !strcmp(s, "on")) {
            *out = true;
            return true;
        }
        if (!strcmp(s, "false") || !strcmp(s, "no") || !strcmp(s, "off")) {
            *out = false;
            return true;
        }
    }
    loader_err(L, n, "'%s' must be true or false", key);
    return false;
}

bool loader_need_number(Loader *L, const yaml_node_t *n, const char *key, double *out)
{
    const char *s = scalar(n);
    char *end;
    if (s && is_plain(n) && *s) {
        double d = strtod(s, &end);
        if (*end == '\0') {
            *out = d;
            return true;
        }
    }
    loader_err(L, n, "'%s' must be a number", key);
    return false;
}

/* Iterates a mapping: returns the number of pairs written to `pairs` (at most cap). */
int loader_pairs(Loader *L, yaml_node_t *map, Pair *pairs, int cap)
{
    int n = 0;
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top && n < cap; p++) {
        yaml_node_t *k = node_at(L, p->key), *val = node_at(L, p->value);
        const char *key = scalar(k);
        if (!key) {
            loader_err(L, k, "keys must be plain names");
            continue;
        }
        for (int i = 0; i < n; i++)
            if (!strcmp(pairs[i].key, key)) {
                loader_err(L, k, "'%s' is given twice (first at line %d)", key,
                           (int)pairs[i].knode->start_mark.line + 1);
                break;
            }
        pairs[n].key = key;
        pairs[n].knode = k;
        pairs[n].vnode = val;
        n++;
    }
    long total = (long)(map->data.mapping.pairs.top - map->data.mapping.pairs.start);
    if (total > cap) /* never drop entries silently */
        loader_err(L, node_at(L, map->data.mapping.pairs.start[cap].key), "too many entries here (at most %d)", cap);
    return n;
}

bool loader_need_mapping(Loader *L, yaml_node_t *n, const char *what)
{
    if (n && n->type == YAML_MAPPING_NODE)
        return true;
    loader_err(L, n, "'%s' must be a mapping (key: value lines)", what);
    return false;
}

void loader_unknown_key(Loader *L, const Pair *p, const char *where, const char *allowed)
{
    /* the allowed keys as a list, for a "did you mean" */
    char copy[512];
    snprintf(copy, sizeof copy, "%s", allowed);
    const char *keys[32];
    int n = 0;
    for (char *tok = strtok(copy, ", "); tok && n < 32; tok = strtok(NULL, ", "))
        keys[n++] = tok;
    const char *hint = diag_suggest(p->key, keys, n);
    if (hint)
        loader_err(L, p->knode, "unknown key '%s' in %s (did you mean '%s'?)", p->key, where, hint);
    else
        loader_err(L, p->knode, "unknown key '%s' in %s (allowed: %s)", p->key, where, allowed);
}

/* A table of positions for text YAML changed (folded, escaped, joined lines): each byte
 * of the value placed where it stands in the file. A '#' comment that a fold joined with
 * the next line gets a warning: the script after it on the next file line is comment. */
static void table_map(Loader *L, const yaml_node_t *n, CsmSourceMap *map, const char *what)
{
    int *lines, *cols, folded_comment;
    yaml_scalar_positions(L->text, n, &lines, &cols, &folded_comment);
    if (!lines)
        return; /* out of memory: the offsets below still name the scalar's line */
    map->text = (const char *)n->data.scalar.value;
    map->pos_line = lines;
    map->pos_col = cols;
    map->pos_len = (int)n->data.scalar.length;
    if (folded_comment >= 0)
        diag_add(L->diags, L->path, lines[folded_comment], cols[folded_comment],
                 "warning: in %s, YAML joins this '#' comment's line with the next one, so what follows is "
                 "comment too; write it as a literal block ('|') to keep lines apart",
                 what);
}

/* Source map for a script or condition held by a scalar node, so that every position
 * in a message is the real file position. Literal blocks (`|`, `|-`, `|2`) and one-line
 * scalars without escapes map by offsets; other styles (folded `>`, escapes, quoted or
 * plain text over several lines) by a table of positions (free it: scalar_map_free). */
void loader_scalar_map(Loader *L, const yaml_node_t *n, CsmSourceMap *map, const char *what)
{
    memset(map, 0, sizeof *map);
    map->file = L->path;
    int line0 = (int)n->start_mark.line; /* 0-based line of the scalar's start */
    int col0 = (int)n->start_mark.column;
    const char *src = L->text + n->start_mark.index;
    size_t len = n->end_mark.index - n->start_mark.index;
    bool one_line = n->end_mark.line == n->start_mark.line;
    switch (n->data.scalar.style) {
    case YAML_LITERAL_SCALAR_STYLE: {
        /* the header `|`, `|-`, `|+`, `|2`, `|2-`...: an explicit indentation counts
         * from the indentation of the line the header is on */
        const char *line_start = src;
        while (line_start > L->text && line_start[-1] != '\n')
            line_start--;
        int header_indent = 0;
        while (line_start[header_indent] == ' ')
            header_indent++;
        int explicit_indent = 0;
        for (const char *h = src + 1; *h && *h != '\n' && *h != ' ' && *h != '#'; h++)
            if (*h >= '1' && *h <= '9')
                explicit_indent = *h - '0';
        /* content starts on the next line (leading empty lines are part of it, so
         * script line 1 is always that line); without an explicit indentation the
         * first non-empty line sets it */
        map->line_base = line0 + 1;
        const char *p = src;
        while (*p && *p != '\n')
            p++;
        int indent = 0;
        while (*p == '\n') {
            p++;
            indent = 0;
            while (p[indent] == ' ')
                indent++;
            if (p[indent] != '\n' && p[indent] != '\r')
                break;
            p += indent;
        }
        if (explicit_indent)
            indent = header_indent + explicit_indent;
        map->col_first = map->col_rest = indent;
        return;
    }
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: {
        bool escapes = false;
        for (size_t i = 1; i + 1 < len; i++)
            if (n->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE ? src[i] == '\\'
                                                                         : src[i] == '\'' && src[i + 1] == '\'')
                escapes = true;
        map->line_base = line0;
        map->col_first = col0 + 1;
        if (!one_line || escapes)
            table_map(L, n, map, what);
        return;
    }
    default: /* plain, and folded */
        map->line_base = line0;
        map->col_first = col0;
        if (!one_line || n->data.scalar.style == YAML_FOLDED_SCALAR_STYLE)
            table_map(L, n, map, what);
        return;
    }
}

void loader_scalar_map_free(CsmSourceMap *map)
{
    free((int *)map->pos_line);
    free((int *)map->pos_col);
    map->pos_line = map->pos_col = NULL;
    map->pos_len = 0;
    map->text = NULL;
}

void loader_dir_of(const char *path, char *out, size_t size)
{
    snprintf(out, size, "%s", path ? path : ".");
    char *slash = strrchr(out, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(out, size, ".");
}
