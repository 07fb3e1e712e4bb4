/* variant_load.c — YAML variant files to Variants, through libyaml's document API so
 * every node keeps its line and column. */
#include "variant_load.h"

#include "cond.h"
#include "datadir.h"
#include "fen.h"
#include "notation.h"
#include "rules.h"
#include "betza.h"
#include "chess960.h"
#include "shape.h"
#include "textfile.h"
#include "variant_sides.h"
#include "yaml_guard.h"
#include "yaml_positions.h"

#include <ctype.h>
#include <dirent.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <yaml.h>

enum { MAX_EXTENDS_DEPTH = 16 };

typedef struct Loader {
    yaml_document_t doc;
    const char *text;
    const char *path;
    Variant *v;
    DiagSink *diags;
    int errors;
    VariantCatalog *catalog;
    const char **chain;       /* files being loaded, for cycle detection */
    yaml_node_t *size_node;   /* this file's board: size:, for errors about the board's size */
    yaml_node_t *spares_node; /* rules: explosion_spares:, read once the pieces are known */
    yaml_node_t *immune_node; /* rules: explosion_immune: */
    yaml_node_t *chasing_node;/* rules: chasing:, checked once the pieces are known */
    yaml_node_t *limits_node; /* rules: promotion_limits:, read once the pieces are known */
    yaml_node_t *walls_node;  /* rules: walls: and walls_or_move:, for errors about them */
    yaml_node_t *walls_or_move_node;
    yaml_node_t *rows_node;   /* rules: rows:, read once the pieces are known */
    int depth;
} Loader;

static void err(Loader *L, const yaml_node_t *node, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void err(Loader *L, const yaml_node_t *node, const char *fmt, ...)
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

static yaml_node_t *node_at(Loader *L, int id) { return yaml_document_get_node(&L->doc, id); }

static const char *scalar(const yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

static bool is_plain(const yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE && n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
}

static const char *need_string(Loader *L, const yaml_node_t *n, const char *key)
{
    const char *s = scalar(n);
    if (!s)
        err(L, n, "'%s' must be a text value", key);
    return s;
}

static bool need_bool(Loader *L, const yaml_node_t *n, const char *key, bool *out)
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
    err(L, n, "'%s' must be true or false", key);
    return false;
}

static bool need_number(Loader *L, const yaml_node_t *n, const char *key, double *out)
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
    err(L, n, "'%s' must be a number", key);
    return false;
}

typedef struct Pair {
    const char *key;
    yaml_node_t *knode, *vnode;
} Pair;

/* Iterates a mapping: returns the number of pairs written to `pairs` (at most cap). */
static int mapping_pairs(Loader *L, yaml_node_t *map, Pair *pairs, int cap)
{
    int n = 0;
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top && n < cap; p++) {
        yaml_node_t *k = node_at(L, p->key), *val = node_at(L, p->value);
        const char *key = scalar(k);
        if (!key) {
            err(L, k, "keys must be plain names");
            continue;
        }
        for (int i = 0; i < n; i++)
            if (!strcmp(pairs[i].key, key)) {
                err(L, k, "'%s' is given twice (first at line %d)", key, (int)pairs[i].knode->start_mark.line + 1);
                break;
            }
        pairs[n].key = key;
        pairs[n].knode = k;
        pairs[n].vnode = val;
        n++;
    }
    long total = (long)(map->data.mapping.pairs.top - map->data.mapping.pairs.start);
    if (total > cap) /* never drop entries silently */
        err(L, node_at(L, map->data.mapping.pairs.start[cap].key), "too many entries here (at most %d)", cap);
    return n;
}

static bool need_mapping(Loader *L, yaml_node_t *n, const char *what)
{
    if (n && n->type == YAML_MAPPING_NODE)
        return true;
    err(L, n, "'%s' must be a mapping (key: value lines)", what);
    return false;
}

static void unknown_key(Loader *L, const Pair *p, const char *where, const char *allowed)
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
        err(L, p->knode, "unknown key '%s' in %s (did you mean '%s'?)", p->key, where, hint);
    else
        err(L, p->knode, "unknown key '%s' in %s (allowed: %s)", p->key, where, allowed);
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
static void scalar_map(Loader *L, const yaml_node_t *n, CsmSourceMap *map, const char *what)
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

static void scalar_map_free(CsmSourceMap *map)
{
    free((int *)map->pos_line);
    free((int *)map->pos_col);
    map->pos_line = map->pos_col = NULL;
    map->pos_len = 0;
    map->text = NULL;
}

/* ---- board ---------------------------------------------------------------------- */

/* One side of a size: digits only; a huge number saturates (it is out of range anyway,
 * and must not wrap around into a small one). */
static const char *size_side(const char *s, int *out)
{
    if (*s < '0' || *s > '9')
        return NULL;
    long v = 0;
    while (*s >= '0' && *s <= '9') {
        if (v < 1000000)
            v = v * 10 + (*s - '0');
        s++;
    }
    *out = (int)v;
    return s;
}

static bool parse_size(const char *s, int *files, int *ranks)
{
    s = size_side(s, files);
    if (!s || (*s != 'x' && *s != 'X'))
        return false;
    s = size_side(s + 1, ranks);
    return s && *s == '\0';
}

static void zone_add(Zone *z, Square white_view, Square black_view)
{
    z->squares[white_view >> 6] |= 1ULL << (white_view & 63);
    z->black_squares[black_view >> 6] |= 1ULL << (black_view & 63);
}

/* One zone item: `d4`, `a8-h8` (a rectangle), `rank 8`, `file a`, or the side-relative
 * `rank -N`: the N-th rank counted back from the owner's far edge. */
static bool zone_item(Loader *L, const yaml_node_t *n, Zone *z)
{
    Variant *v = L->v;
    const char *s = scalar(n);
    if (!s) {
        err(L, n, "zone squares must be written like d4, a8-h8, rank 8, rank -1 or file a");
        return false;
    }
    int rank, file;
    char c, tail;
    if (sscanf(s, "rank %d%c", &rank, &tail) == 1 && rank < 0) {
        if (-rank > v->ranks) {
            err(L, n, "rank %d (counted from the owner's far edge) is not on this %dx%d board", rank, v->files,
                v->ranks);
            return false;
        }
        /* rank -1: White's last rank, Black's first */
        for (int f = 0; f < v->files; f++)
            zone_add(z, sq_make(f, v->ranks + rank), sq_make(f, -rank - 1));
        z->relative = true;
        return true;
    }
    if (sscanf(s, "rank %d%c", &rank, &tail) == 1) {
        if (rank < 1 || rank > v->ranks) {
            err(L, n, "rank %d is not on this %dx%d board", rank, v->files, v->ranks);
            return false;
        }
        for (int f = 0; f < v->files; f++)
            zone_add(z, sq_make(f, rank - 1), sq_make(f, rank - 1));
        return true;
    }
    if (sscanf(s, "file %c%c", &c, &tail) == 1) {
        file = c - 'a';
        if (file < 0 || file >= v->files) {
            err(L, n, "file '%c' is not on this %dx%d board", c, v->files, v->ranks);
            return false;
        }
        for (int r = 0; r < v->ranks; r++)
            zone_add(z, sq_make(file, r), sq_make(file, r));
        return true;
    }
    Square a, b;
    int used = square_parse(s, v->files, v->ranks, &a);
    if (used && s[used] == '\0') {
        zone_add(z, a, a);
        return true;
    }
    if (used && s[used] == '-') {
        int used2 = square_parse(s + used + 1, v->files, v->ranks, &b);
        if (used2 && s[used + 1 + used2] == '\0') {
            int f0 = sq_file(a) < sq_file(b) ? sq_file(a) : sq_file(b), f1 = sq_file(a) ^ sq_file(b) ^ f0;
            int r0 = sq_rank(a) < sq_rank(b) ? sq_rank(a) : sq_rank(b), r1 = sq_rank(a) ^ sq_rank(b) ^ r0;
            for (int r = r0; r <= r1; r++)
                for (int f = f0; f <= f1; f++)
                    zone_add(z, sq_make(f, r), sq_make(f, r));
            return true;
        }
    }
    err(L, n, "'%s' is not a square of this %dx%d board, a range like a8-h8, 'rank N' or 'file F'", s, v->files,
        v->ranks);
    return false;
}

static void zone_items(Loader *L, yaml_node_t *list, Zone *z, const char *name)
{
    if (list->type == YAML_SCALAR_NODE) {
        zone_item(L, list, z);
    } else if (list->type == YAML_SEQUENCE_NODE) {
        for (yaml_node_item_t *it = list->data.sequence.items.start; it < list->data.sequence.items.top; it++)
            zone_item(L, node_at(L, *it), z);
    } else {
        err(L, list, "zone '%s' must be a list of squares, or white: and black: lists", name);
    }
}

/* `palace: { white: [d1-f3], black: [d8-f10] }`: each side's own squares (Fairy-Stockfish's
 * mobilityRegionWhite/Black). Items are read as written, for the side they are listed under. */
static void zone_per_side(Loader *L, yaml_node_t *map, Zone *z)
{
    Pair pp[4];
    int np = mapping_pairs(L, map, pp, 4);
    bool seen[2] = {false, false};
    for (int i = 0; i < np; i++) {
        int side = !strcmp(pp[i].key, "white") ? WHITE : !strcmp(pp[i].key, "black") ? BLACK : -1;
        if (side < 0) {
            unknown_key(L, &pp[i], "a zone", "white, black");
            continue;
        }
        seen[side] = true;
        Zone one;
        memset(&one, 0, sizeof one);
        zone_items(L, pp[i].vnode, &one, z->name);
        uint64_t *dst = side == WHITE ? z->squares : z->black_squares;
        const uint64_t *src = side == WHITE ? one.squares : one.black_squares;
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            dst[w] |= src[w];
    }
    if (!seen[WHITE] || !seen[BLACK])
        err(L, map, "zone '%s' lists %s's squares but not %s's (give both white: and black:)", z->name,
            seen[WHITE] ? "White" : "Black", seen[WHITE] ? "Black" : "White");
    z->relative = true;
}

/* `#b22222` or a colour name the look keys accept. */
static bool parse_colour(const char *s, uint32_t *out)
{
    static const struct {
        const char *name;
        uint32_t rgb;
    } NAMED[] = {{"red", 0xb3261e}, {"black", 0x1c1c1c}, {"blue", 0x1f4e9c}, {"green", 0x1e6b38}, {"white", 0xf5f5f0}};
    for (size_t i = 0; i < sizeof NAMED / sizeof NAMED[0]; i++)
        if (!strcmp(s, NAMED[i].name)) {
            *out = NAMED[i].rgb;
            return true;
        }
    unsigned v;
    int used = 0;
    if (s[0] == '#' && strlen(s) == 7 && sscanf(s + 1, "%6x%n", &v, &used) == 1 && used == 6) {
        *out = v;
        return true;
    }
    return false;
}

/* `palaces: [d1-f3, d8-f10]`: rectangles whose diagonals are drawn. */
static void load_palaces(Loader *L, yaml_node_t *list)
{
    BoardLook *look = &L->v->look;
    if (list->type != YAML_SEQUENCE_NODE) {
        err(L, list, "palaces is a list of rectangles like d1-f3");
        return;
    }
    for (yaml_node_item_t *it = list->data.sequence.items.start; it < list->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        Zone z;
        memset(&z, 0, sizeof z);
        const char *t = scalar(item);
        if (!t || !strchr(t, '-')) {
            err(L, item, "a palace is a rectangle like d1-f3");
            continue;
        }
        if (!zone_item(L, item, &z))
            continue;
        if (look->npalaces >= BOARD_MAX_PALACES) {
            err(L, item, "at most %d palaces", BOARD_MAX_PALACES);
            break;
        }
        int f0 = 99, r0 = 99, f1 = -1, r1 = -1;
        for (int sq = 0; sq < CSM_SQUARES; sq++)
            if (zone_has(&z, (Square)sq)) {
                int f = sq_file((Square)sq), r = sq_rank((Square)sq);
                f0 = f < f0 ? f : f0, f1 = f > f1 ? f : f1, r0 = r < r0 ? r : r0, r1 = r > r1 ? r : r1;
            }
        look->palace[look->npalaces].f0 = (uint8_t)f0;
        look->palace[look->npalaces].r0 = (uint8_t)r0;
        look->palace[look->npalaces].f1 = (uint8_t)f1;
        look->palace[look->npalaces].r1 = (uint8_t)r1;
        look->npalaces++;
    }
}

/* board: style, river, palaces, ink -- how the board is drawn, never read by the rules. */
static void load_board_look(Loader *L, Pair *p)
{
    BoardLook *look = &L->v->look;
    const char *s = scalar(p->vnode);
    if (!strcmp(p->key, "style")) {
        if (s && !strcmp(s, "squares"))
            look->style = BOARD_SQUARES;
        else if (s && !strcmp(s, "intersections"))
            look->style = BOARD_INTERSECTIONS;
        else
            err(L, p->vnode, "board style must be 'squares' or 'intersections'");
    } else if (!strcmp(p->key, "river")) {
        double r;
        if (need_number(L, p->vnode, p->key, &r)) {
            if (r != (int)r || r < 1 || r >= L->v->ranks)
                err(L, p->vnode, "river is the rank the river follows: 1 to %d on this board", L->v->ranks - 1);
            else
                look->river = (uint8_t)r;
        }
    } else if (!strcmp(p->key, "palaces")) {
        load_palaces(L, p->vnode);
    } else { /* ink */
        if (!need_mapping(L, p->vnode, "ink"))
            return;
        Pair pp[4];
        int np = mapping_pairs(L, p->vnode, pp, 4);
        look->ink[WHITE] = 0xb3261e, look->ink[BLACK] = 0x1c1c1c;
        for (int i = 0; i < np; i++) {
            int side = !strcmp(pp[i].key, "white") ? WHITE : !strcmp(pp[i].key, "black") ? BLACK : -1;
            const char *c = scalar(pp[i].vnode);
            if (side < 0)
                unknown_key(L, &pp[i], "ink", "white, black");
            else if (!c || !parse_colour(c, &look->ink[side]))
                err(L, pp[i].vnode, "a colour is #rrggbb or one of red, black, blue, green, white");
        }
        look->has_ink = true;
    }
}

static void load_board(Loader *L, yaml_node_t *n)
{
    if (!need_mapping(L, n, "board"))
        return;
    Pair pairs[12];
    int np = mapping_pairs(L, n, pairs, 12);
    /* size first: zones are checked against it */
    for (int i = 0; i < np; i++) {
        if (strcmp(pairs[i].key, "size") != 0)
            continue;
        const char *s = scalar(pairs[i].vnode);
        int f, r;
        if (!s || !parse_size(s, &f, &r)) {
            err(L, pairs[i].vnode, "board size must be written FILESxRANKS, like 8x8");
        } else if (f < CSM_MIN_BOARD || f > CSM_MAX_BOARD || r < CSM_MIN_BOARD || r > CSM_MAX_BOARD) {
            if (f >= 1000000 || r >= 1000000)
                err(L, pairs[i].vnode, "board size '%s' is out of range: each side must be 4 to 16", s);
            else
                err(L, pairs[i].vnode, "board size %dx%d is out of range: each side must be 4 to 16", f, r);
        } else {
            L->v->files = f;
            L->v->ranks = r;
            L->size_node = pairs[i].vnode;
        }
    }
    for (int i = 0; i < np; i++) {
        Pair *p = &pairs[i];
        if (!strcmp(p->key, "size"))
            continue;
        if (!strcmp(p->key, "style") || !strcmp(p->key, "river") || !strcmp(p->key, "palaces") ||
            !strcmp(p->key, "ink")) {
            load_board_look(L, p);
            continue;
        }
        if (strcmp(p->key, "zones") != 0) {
            unknown_key(L, p, "board", "size, zones, style, river, palaces, ink");
            continue;
        }
        if (!need_mapping(L, p->vnode, "zones"))
            continue;
        Pair zp[VARIANT_MAX_ZONES];
        int nz = mapping_pairs(L, p->vnode, zp, VARIANT_MAX_ZONES);
        for (int j = 0; j < nz; j++) {
            int zi = variant_find_zone(L->v, zp[j].key);
            if (zi < 0) {
                if (L->v->nzones >= VARIANT_MAX_ZONES || strlen(zp[j].key) >= CSM_NAME_MAX) {
                    err(L, zp[j].knode, "too many zones, or the name is too long");
                    continue;
                }
                zi = L->v->nzones++;
            }
            Zone *z = &L->v->zones[zi];
            memset(z, 0, sizeof *z);
            snprintf(z->name, sizeof z->name, "%s", zp[j].key);
            yaml_node_t *list = zp[j].vnode;
            if (list->type == YAML_MAPPING_NODE)
                zone_per_side(L, list, z);
            else
                zone_items(L, list, z, zp[j].key);
        }
    }
    /* scripts name zones too (`zone(goal, 0, 1)`): give the compiler their squares */
    CsmSymbols *sym = &L->v->sym;
    sym->nzones = L->v->nzones < CSM_MAX_ZONES ? L->v->nzones : CSM_MAX_ZONES;
    for (int z = 0; z < sym->nzones; z++) {
        const Zone *zone = &L->v->zones[z];
        snprintf(sym->zones[z], sizeof sym->zones[z], "%s", zone->name);
        memcpy(sym->zone_bits[z][WHITE], zone->squares, sizeof zone->squares);
        memcpy(sym->zone_bits[z][BLACK], zone->black_squares, sizeof zone->black_squares);
    }
}

/* ---- pieces --------------------------------------------------------------------- */

/* Scripts are compiled after every piece is declared, so they may name each other. */
typedef struct PendingScript {
    int kind;
    yaml_node_t *node;
} PendingScript;

static cJSON *yaml_to_json(Loader *L, yaml_node_t *n, int depth)
{
    if (depth > 80)
        return NULL;
    switch (n->type) {
    case YAML_MAPPING_NODE: {
        cJSON *obj = cJSON_CreateObject();
        for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
            const char *k = scalar(node_at(L, p->key));
            cJSON *child = yaml_to_json(L, node_at(L, p->value), depth + 1);
            if (k && child)
                cJSON_AddItemToObject(obj, k, child);
            else
                cJSON_Delete(child);
        }
        return obj;
    }
    case YAML_SEQUENCE_NODE: {
        cJSON *arr = cJSON_CreateArray();
        for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
            cJSON *child = yaml_to_json(L, node_at(L, *it), depth + 1);
            if (child)
                cJSON_AddItemToArray(arr, child);
        }
        return arr;
    }
    case YAML_SCALAR_NODE: {
        const char *s = scalar(n);
        if (is_plain(n)) {
            char *end;
            double d = strtod(s, &end);
            if (*s && *end == '\0')
                return cJSON_CreateNumber(d);
            if (!strcmp(s, "true"))
                return cJSON_CreateTrue();
            if (!strcmp(s, "false"))
                return cJSON_CreateFalse();
            if (!strcmp(s, "null") || !strcmp(s, "~"))
                return cJSON_CreateNull();
        }
        return cJSON_CreateString(s);
    }
    default: return NULL;
    }
}

static void dir_of(const char *path, char *out, size_t size)
{
    snprintf(out, size, "%s", path ? path : ".");
    char *slash = strrchr(out, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(out, size, ".");
}


static bool valid_piece_name(const char *s)
{
    if (!s[0] || !(s[0] >= 'a' && s[0] <= 'z') || strlen(s) >= CSM_NAME_MAX)
        return false;
    for (const char *c = s; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'))
            return false;
    return true;
}

static const char *PIECE_KEYS = "letter, icon, glyph, glyph_black, glyph_shape, glyph_size, region, name_ko, value, engine_value, royal, royal_at_most, castling, castling_partner, en_passant, petrify, fifty_moves, promotion, "
                                "demotes_to, drop, chessembly, betza, betza_dialect, shape, shape_file";

/* royal_at_most: N (PieceKind.royal_at_most); the piece must be royal (checked once the
 * piece is read: `royal` may come after it). */
static void load_royal_limit(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    double count;
    if (!need_number(L, n, "royal_at_most", &count))
        return;
    if (count != (int)count || count < 1 || count > 64)
        err(L, n, "royal_at_most is a whole number from 1 to 64");
    else
        pk->royal_at_most = (int)count;
}

/* fifty_moves: reset, irreversible or count (PieceKind.fifty_moves). */
static void load_fifty_moves(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    static const char *const NAMES[] = {[FIFTY_RESET] = "reset", [FIFTY_IRREVERSIBLE] = "irreversible",
                                        [FIFTY_COUNT] = "count"};
    const char *s = need_string(L, n, "fifty_moves");
    if (!s)
        return;
    for (int i = FIFTY_RESET; i <= FIFTY_COUNT; i++)
        if (!strcmp(s, NAMES[i])) {
            pk->fifty_moves = (uint8_t)i;
            return;
        }
    err(L, n, "fifty_moves is 'reset', 'irreversible' or 'count', not '%s'", s);
}

static void load_promotion(Loader *L, PieceKind *pk, yaml_node_t *n, yaml_node_t **promo_to_node)
{
    if (!need_mapping(L, n, "promotion"))
        return;
    Pair pp[6];
    int np = mapping_pairs(L, n, pp, 6);
    pk->promo_zone = PROMO_ZONE_LAST_RANK;
    pk->promo_optional = pk->promo_on_leaving = pk->promo_on_capture = false;
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "to")) {
            *promo_to_node = pp[i].vnode;
        } else if (!strcmp(pp[i].key, "optional")) {
            need_bool(L, pp[i].vnode, "optional", &pk->promo_optional);
        } else if (!strcmp(pp[i].key, "on_leaving")) {
            need_bool(L, pp[i].vnode, "on_leaving", &pk->promo_on_leaving);
        } else if (!strcmp(pp[i].key, "on_capture")) {
            need_bool(L, pp[i].vnode, "on_capture", &pk->promo_on_capture);
        } else if (!strcmp(pp[i].key, "zone") && pp[i].vnode->type == YAML_SEQUENCE_NODE) {
            /* squares written in place: a zone is declared once, under board, and named here */
            err(L, pp[i].vnode,
                "promotion's zone is the name of a zone, not its squares: declare it under board: zones: "
                "(for example `promo: [rank 6]`, or `[rank -3]` for each side's sixth rank) and write "
                "`zone: promo` here, or `zone: last_rank`");
        } else if (!strcmp(pp[i].key, "zone")) {
            const char *z = need_string(L, pp[i].vnode, "zone");
            if (!z)
                continue;
            if (!strcmp(z, "last_rank")) {
                pk->promo_zone = PROMO_ZONE_LAST_RANK;
            } else {
                int zi = variant_find_zone(L->v, z);
                if (zi < 0)
                    err(L, pp[i].vnode, "unknown zone '%s' (use last_rank or a zone under board.zones)", z);
                else
                    pk->promo_zone = zi;
            }
        } else {
            unknown_key(L, &pp[i], "promotion", "to, zone, optional, on_leaving, on_capture");
        }
    }
}

/* drop: false, or drop: { zone: Z, no_doubled: true, mate: forbidden, promoted: [tokin] }
 * (`promoted` is resolved once every piece is declared: *promoted_node) */
static void load_drop(Loader *L, PieceKind *pk, yaml_node_t *n, yaml_node_t **promoted_node)
{
    pk->no_drop = false;
    pk->drop_zone = -1;
    pk->drop_no_doubled = pk->drop_mate_forbidden = pk->drop_mate_loses = pk->drop_check_forbidden = false;
    pk->drop_opposite_colours = false;
    const char *word = n->type == YAML_SCALAR_NODE ? scalar(n) : NULL;
    if (word && (!strcmp(word, "false") || !strcmp(word, "true"))) {
        pk->no_drop = !strcmp(word, "false");
        return;
    }
    if (n->type != YAML_MAPPING_NODE) {
        err(L, n, "drop is false (never dropped), true, or a mapping: { zone: Z, no_doubled: true, mate: loses }");
        return;
    }
    Pair pp[7];
    int np = mapping_pairs(L, n, pp, 7);
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "promoted")) {
            *promoted_node = pp[i].vnode;
        } else if (!strcmp(pp[i].key, "zone")) {
            const char *z = need_string(L, pp[i].vnode, "zone");
            int zi = z ? variant_find_zone(L->v, z) : -1;
            if (z && zi < 0)
                err(L, pp[i].vnode, "unknown zone '%s' (declare it under board: zones:)", z);
            pk->drop_zone = zi;
        } else if (!strcmp(pp[i].key, "no_doubled")) {
            need_bool(L, pp[i].vnode, "no_doubled", &pk->drop_no_doubled);
        } else if (!strcmp(pp[i].key, "mate")) {
            const char *m = scalar(pp[i].vnode);
            pk->drop_mate_forbidden = m && !strcmp(m, "forbidden");
            pk->drop_mate_loses = m && !strcmp(m, "loses");
            if (!m || (strcmp(m, "allowed") && strcmp(m, "forbidden") && strcmp(m, "loses")))
                err(L, pp[i].vnode, "drop mate is 'allowed', 'forbidden' (no such drop) or 'loses' (the side that "
                                    "mates by such a drop loses), for a drop that checkmates");
        } else if (!strcmp(pp[i].key, "check")) {
            const char *c = scalar(pp[i].vnode);
            if (c && (!strcmp(c, "allowed") || !strcmp(c, "forbidden")))
                pk->drop_check_forbidden = !strcmp(c, "forbidden");
            else
                err(L, pp[i].vnode, "drop check is 'allowed' or 'forbidden' (no drop may give check)");
        } else if (!strcmp(pp[i].key, "opposite_colours")) {
            need_bool(L, pp[i].vnode, "opposite_colours", &pk->drop_opposite_colours);
        } else {
            unknown_key(L, &pp[i], "drop", "zone, no_doubled, mate, check, opposite_colours, promoted");
        }
    }
}

/* demotes_to: the kind a captured piece goes to the hand as (a promoted piece's base). */
static void resolve_demotion(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    const char *name = scalar(n);
    int k = name ? variant_find_kind(L->v, name) : -1;
    if (k < 0 || !L->v->kinds[k].defined)
        err(L, n, "demotes_to: unknown piece '%s'", name ? name : "?");
    else if (&L->v->kinds[k] == pk)
        err(L, n, "demotes_to: a piece cannot demote to itself");
    else
        pk->demotes_to = k;
}

/* drop: { promoted: [tokin] }: the promoted forms (each with `demotes_to` this piece) it
 * may also be dropped as; resolved once every piece and its demotes_to are known. */
static void resolve_drop_promoted(Loader *L, int kind, yaml_node_t *list)
{
    PieceKind *pk = &L->v->kinds[kind];
    pk->drop_promoted = 0;
    if (list->type != YAML_SEQUENCE_NODE) {
        err(L, list, "drop: promoted is a list of the piece's promoted forms (pieces with demotes_to: %s)", pk->name);
        return;
    }
    for (yaml_node_item_t *it = list->data.sequence.items.start; it < list->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *name = scalar(item);
        int k = name ? variant_find_kind(L->v, name) : -1;
        if (k < 0 || !L->v->kinds[k].defined)
            err(L, item, "drop: promoted: unknown piece '%s'", name ? name : "?");
        else if (L->v->kinds[k].demotes_to != kind)
            err(L, item, "drop: promoted: '%s' is no promoted form of '%s' (it needs demotes_to: %s)", name, pk->name,
                pk->name);
        else
            pk->drop_promoted |= 1ULL << k;
    }
}

/* Resolves promotion targets once every piece is declared. */
static void resolve_promotion(Loader *L, PieceKind *pk, yaml_node_t *to)
{
    pk->npromo = 0;
    pk->promo_barred = false;
    if (!to)
        return;
    if (to->type != YAML_SEQUENCE_NODE) {
        err(L, to, "promotion 'to' must be a list of piece names");
        return;
    }
    if (to->data.sequence.items.start == to->data.sequence.items.top) {
        /* nothing to promote to: the piece stops before the zone (Fairy-Stockfish's pawns
         * with no promotion types) */
        if (pk->promo_optional)
            err(L, to, "promotion 'to' lists no piece, so staying as it is (optional: true) is the only choice: "
                       "leave the promotion out");
        pk->promo_barred = true;
        return;
    }
    for (yaml_node_item_t *it = to->data.sequence.items.start; it < to->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *name = scalar(item);
        int k = name ? variant_find_kind(L->v, name) : -1;
        if (k < 0 || !L->v->kinds[k].defined) {
            err(L, item, "unknown piece '%s' in promotion", name ? name : "?");
            continue;
        }
        if (pk->npromo >= VARIANT_MAX_PROMO) {
            err(L, item, "at most %d promotion choices", VARIANT_MAX_PROMO);
            break;
        }
        pk->promo_to[pk->npromo++] = (uint8_t)k;
    }
    if (pk->npromo == 0)
        err(L, to, "promotion 'to' lists no piece");
}

typedef struct PieceDecl {
    int kind;
    yaml_node_t *royal_limit; /* royal_at_most:, which needs royal: true */
    yaml_node_t *script;     /* chessembly: */
    yaml_node_t *betza;      /* betza: (translated into Chessembly) */
    BetzaDialect dialect;    /* betza_dialect: how its direction letters read */
    yaml_node_t *shape;      /* shape: */
    yaml_node_t *shape_file; /* shape_file: */
    yaml_node_t *promo_to;
    yaml_node_t *demotes;    /* demotes_to: */
    yaml_node_t *drop_promoted; /* drop: { promoted: [...] } */
    yaml_node_t *name_node;
} PieceDecl;

/* The keys of how a glyph piece looks (glyph, glyph_black, glyph_shape, glyph_size);
 * false when `p` is none of them. */
static bool load_piece_look(Loader *L, PieceKind *pk, const Pair *p)
{
    const char *key = p->key;
    if (!strcmp(key, "glyph")) {
        const char *s = need_string(L, p->vnode, key);
        if (s && (!s[0] || strlen(s) >= sizeof pk->glyph))
            err(L, p->vnode, "glyph is one or two characters drawn on the piece's tile (like 歩 or 成銀)");
        else if (s)
            snprintf(pk->glyph, sizeof pk->glyph, "%s", s);
    } else if (!strcmp(key, "glyph_black")) {
        const char *s = need_string(L, p->vnode, key);
        if (s && (!s[0] || strlen(s) >= sizeof pk->glyph_black))
            err(L, p->vnode, "glyph_black is one or two characters: Black's glyph where it differs (like 卒)");
        else if (s)
            snprintf(pk->glyph_black, sizeof pk->glyph_black, "%s", s);
    } else if (!strcmp(key, "glyph_shape")) {
        const char *s = need_string(L, p->vnode, key);
        if (s && !strcmp(s, "tile"))
            pk->glyph_shape = GLYPH_TILE;
        else if (s && !strcmp(s, "disc"))
            pk->glyph_shape = GLYPH_DISC;
        else if (s && !strcmp(s, "octagon"))
            pk->glyph_shape = GLYPH_OCTAGON;
        else if (s)
            err(L, p->vnode, "glyph_shape must be tile (shogi), disc (xiangqi) or octagon (janggi)");
    } else if (!strcmp(key, "glyph_size")) {
        if (need_number(L, p->vnode, key, &pk->glyph_size) && !(pk->glyph_size >= 0.4 && pk->glyph_size <= 1))
            err(L, p->vnode, "glyph_size is the piece's share of a square, from 0.4 to 1");
    } else {
        return false;
    }
    return true;
}

static const char *const CHASE_ROLE_WORDS[CHASE_ROLE_COUNT] = {
    "none", "chariot", "horse", "elephant", "advisor", "general", "cannon", "soldier"};

/* `chase_role: horse`: the piece's part in the chasing rule (rules: chasing: axf). */
static void load_chase_role(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    const char *s = need_string(L, n, "chase_role");
    if (!s)
        return;
    for (int i = 0; i < CHASE_ROLE_COUNT; i++)
        if (!strcmp(s, CHASE_ROLE_WORDS[i])) {
            pk->chase_role = (uint8_t)i;
            return;
        }
    err(L, n, "chase_role must be chariot, horse, elephant, advisor, general, cannon, soldier or none, not '%s'", s);
}

/* The piece's yes-or-no keys (royal: true, ...); false when `p` is none of them. */
static bool load_piece_flag(Loader *L, PieceKind *pk, Pair *p)
{
    static const struct {
        const char *key;
        size_t offset;
    } flags[] = {
        {"royal", offsetof(PieceKind, royal)},
        {"castling", offsetof(PieceKind, castling)},
        {"castling_partner", offsetof(PieceKind, castling_partner)},
        {"en_passant", offsetof(PieceKind, en_passant)},
        {"petrify", offsetof(PieceKind, petrify)},
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if (!strcmp(p->key, flags[i].key)) {
            need_bool(L, p->vnode, p->key, (bool *)((char *)pk + flags[i].offset));
            return true;
        }
    return false;
}

static void load_piece(Loader *L, const Pair *decl, PieceDecl *out)
{
    Variant *v = L->v;
    memset(out, 0, sizeof *out);
    out->kind = -1;
    out->name_node = decl->knode;
    if (!valid_piece_name(decl->key)) {
        err(L, decl->knode, "piece name '%s' must be lower case letters, digits and '-', starting with a letter",
            decl->key);
        return;
    }
    if (!need_mapping(L, decl->vnode, decl->key))
        return;
    int k = variant_find_kind(v, decl->key);
    if (k < 0)
        k = variant_add_kind(v, decl->key);
    if (k < 0) {
        err(L, decl->knode, "too many piece kinds (at most %d)", CSM_MAX_KINDS);
        return;
    }
    out->kind = k;
    PieceKind *pk = &v->kinds[k];
    pk->defined = true;
    pk->decl_line = (int)decl->knode->start_mark.line + 1;
    pk->decl_col = (int)decl->knode->start_mark.column + 1;
    Pair pp[24];
    int np = mapping_pairs(L, decl->vnode, pp, 24);
    for (int i = 0; i < np; i++) {
        Pair *p = &pp[i];
        const char *key = p->key;
        if (!strcmp(key, "letter")) {
            const char *s = need_string(L, p->vnode, key);
            if (!s)
                continue;
            if (strlen(s) != 1 || !isalpha((unsigned char)s[0])) {
                err(L, p->vnode, "letter must be one letter a-z, not '%s'", s);
                continue;
            }
            pk->letter = (char)tolower((unsigned char)s[0]);
        } else if (!strcmp(key, "name_ko")) {
            const char *s = need_string(L, p->vnode, key);
            if (s && strlen(s) >= sizeof pk->name_ko)
                err(L, p->vnode, "name_ko is at most %d bytes", (int)sizeof pk->name_ko - 1);
            else if (s)
                snprintf(pk->name_ko, sizeof pk->name_ko, "%s", s);
        } else if (load_piece_look(L, pk, p)) {
            continue;
        } else if (!strcmp(key, "chase_role")) {
            load_chase_role(L, pk, p->vnode);
        } else if (!strcmp(key, "region")) {
            const char *s = need_string(L, p->vnode, key);
            if (s) {
                pk->region = variant_find_zone(v, s);
                if (pk->region < 0)
                    err(L, p->vnode, "region '%s' is not one of the board's zones", s);
            }
        } else if (!strcmp(key, "icon")) {
            const char *s = need_string(L, p->vnode, key);
            if (s)
                snprintf(pk->icon, sizeof pk->icon, "%s", s);
        } else if (!strcmp(key, "value")) {
            need_number(L, p->vnode, key, &pk->value);
        } else if (!strcmp(key, "engine_value")) {
            /* the engine's own value, in pawns; without it the engine computes one */
            if (need_number(L, p->vnode, key, &pk->engine_value)) {
                if (!(pk->engine_value >= 0 && pk->engine_value <= 1000))
                    err(L, p->vnode, "engine_value must be between 0 and 1000 pawns");
                else
                    pk->has_engine_value = true;
            }
        } else if (load_piece_flag(L, pk, p)) {
            continue;
        } else if (!strcmp(key, "royal_at_most")) {
            load_royal_limit(L, pk, out->royal_limit = p->vnode);
        } else if (!strcmp(key, "fifty_moves")) {
            load_fifty_moves(L, pk, p->vnode);
        } else if (!strcmp(key, "promotion")) {
            load_promotion(L, pk, p->vnode, &out->promo_to);
        } else if (!strcmp(key, "demotes_to")) {
            if (need_string(L, p->vnode, key))
                out->demotes = p->vnode;
        } else if (!strcmp(key, "drop")) {
            load_drop(L, pk, p->vnode, &out->drop_promoted);
        } else if (!strcmp(key, "chessembly")) {
            if (need_string(L, p->vnode, key))
                out->script = p->vnode;
        } else if (!strcmp(key, "betza")) {
            if (need_string(L, p->vnode, key))
                out->betza = p->vnode;
        } else if (!strcmp(key, "betza_dialect")) {
            const char *d = need_string(L, p->vnode, key) ? scalar(p->vnode) : "fairy-stockfish";
            if (!strcmp(d, "chessembly"))
                out->dialect = BETZA_CHESSEMBLY;
            else if (strcmp(d, "fairy-stockfish") != 0)
                err(L, p->vnode, "betza_dialect is 'fairy-stockfish' (the default) or 'chessembly', not '%s'", d);
        } else if (!strcmp(key, "shape")) {
            if (need_mapping(L, p->vnode, "shape"))
                out->shape = p->vnode;
        } else if (!strcmp(key, "shape_file")) {
            if (need_string(L, p->vnode, key))
                out->shape_file = p->vnode;
        } else {
            unknown_key(L, p, "a piece", PIECE_KEYS);
        }
    }
    int ways = (out->script != NULL) + (out->betza != NULL) + (out->shape != NULL) + (out->shape_file != NULL);
    if (ways > 1)
        err(L, decl->knode, "piece '%s' gives more than one of chessembly, betza, shape and shape_file", decl->key);
    else if (ways == 0 && !pk->program && !pk->shape)
        err(L, decl->knode, "piece '%s' needs its movement: chessembly, betza, shape or shape_file", decl->key);
    /* pawns: the pieces whose moves reset the fifty-move clock, unless it says otherwise */
    pk->resets_clock = pk->fifty_moves == FIFTY_DEFAULT ? pk->en_passant || !strcmp(pk->name, "pawn")
                                                        : pk->fifty_moves != FIFTY_COUNT;
}

/* Follows a shape error's JSON path (`shapes[1].max`) through the YAML tree, so the
 * message can point at the exact line and column of the culprit. */
static yaml_node_t *yaml_path(Loader *L, yaml_node_t *n, const char *path)
{
    const char *p = path;
    while (n && *p && *p != ':' && *p != ' ') {
        if (*p == '.') {
            p++;
            continue;
        }
        if (*p == '[') {
            int idx = atoi(p + 1);
            if (n->type != YAML_SEQUENCE_NODE || idx < 0 ||
                idx >= (int)(n->data.sequence.items.top - n->data.sequence.items.start))
                return NULL;
            n = node_at(L, n->data.sequence.items.start[idx]);
            p = strchr(p, ']');
            if (!p)
                return NULL;
            p++;
            continue;
        }
        size_t len = strcspn(p, ".[: ");
        if (n->type != YAML_MAPPING_NODE)
            return NULL;
        yaml_node_t *next = NULL;
        for (yaml_node_pair_t *pair = n->data.mapping.pairs.start; pair < n->data.mapping.pairs.top; pair++) {
            const char *k = scalar(node_at(L, pair->key));
            if (k && strlen(k) == len && !strncmp(k, p, len)) {
                next = node_at(L, pair->value);
                break;
            }
        }
        n = next;
        p += len;
    }
    return n;
}

static void locate_shape_errors(Loader *L, yaml_node_t *shape, int first)
{
    for (int i = first; i < L->diags->count; i++) {
        Diagnostic *d = &L->diags->items[i];
        if (!d->message || !strchr(d->message, ':'))
            continue;
        yaml_node_t *n = strncmp(d->message, "(root)", 6) == 0 ? shape : yaml_path(L, shape, d->message);
        if (n) {
            d->line = (int)n->start_mark.line + 1;
            d->column = (int)n->start_mark.column + 1;
        }
    }
}

static void compile_piece(Loader *L, PieceDecl *d)
{
    Variant *v = L->v;
    PieceKind *pk = &v->kinds[d->kind];
    if (d->script || d->betza) {
        CsmSourceMap map;
        scalar_map(L, d->script ? d->script : d->betza, &map, d->script ? "the script" : "the betza string");
        int before = L->diags->count;
        /* Betza becomes Chessembly text first; that text is what compiles and runs */
        char *translated = NULL;
        if (d->betza) {
            translated = betza_translate(scalar(d->betza), d->dialect, &map, L->diags);
            scalar_map_free(&map); /* the translation is not the file's text */
            if (!translated) {
                L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
                return;
            }
            map.line_base -= 1; /* run-time errors then name the betza line or just below */
        }
        CsmProgram *prog = csm_compile(translated ? translated : scalar(d->script), &map, &v->sym, L->diags);
        scalar_map_free(&map);
        free(translated);
        if (!prog) {
            L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
            return;
        }
        if (v->nowned >= CSM_MAX_KINDS) {
            /* every override compiles anew; keep the newest programs only */
            csm_program_free(prog);
            err(L, d->script, "too many scripts in one variant chain");
            return;
        }
        v->owned_programs[v->nowned++] = prog;
        pk->program = prog;
        shape_free(pk->shape);
        pk->shape = NULL;
        return;
    }
    Shape *shape = NULL;
    int before = L->diags->count;
    if (d->shape) {
        cJSON *json = yaml_to_json(L, d->shape, 0);
        shape = shape_from_cjson(json, L->path, (int)d->shape->start_mark.line + 1, L->diags);
        cJSON_Delete(json);
        locate_shape_errors(L, d->shape, before);
    } else if (d->shape_file) {
        char dir[PATH_MAX], full[PATH_MAX * 2];
        const char *rel = scalar(d->shape_file);
        dir_of(L->path, dir, sizeof dir);
        if (rel[0] == '/')
            snprintf(full, sizeof full, "%s", rel);
        else
            snprintf(full, sizeof full, "%s/%s", dir, rel);
        char why[160];
        char *text = text_file_load(full, why, sizeof why);
        if (!text) {
            err(L, d->shape_file, "cannot read shape file '%s': %s", full, why);
            return;
        }
        shape = shape_parse_json(text, full, 0, L->diags);
        free(text);
    } else {
        return;
    }
    if (!shape) {
        L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
        return;
    }
    shape_free(pk->shape);
    pk->shape = shape;
    pk->program = NULL;
}

static void load_pieces(Loader *L, yaml_node_t *n)
{
    if (!need_mapping(L, n, "pieces"))
        return;
    static Pair decls[CSM_MAX_KINDS + 8];
    PieceDecl pd[CSM_MAX_KINDS + 8];
    int np = mapping_pairs(L, n, decls, CSM_MAX_KINDS + 8);
    for (int i = 0; i < np; i++) {
        load_piece(L, &decls[i], &pd[i]);
        if (pd[i].kind >= 0 && pd[i].royal_limit && !L->v->kinds[pd[i].kind].royal)
            err(L, pd[i].royal_limit, "royal_at_most applies to a royal piece: add royal: true");
    }
    for (int i = 0; i < np; i++)
        if (pd[i].kind >= 0 && pd[i].demotes)
            resolve_demotion(L, &L->v->kinds[pd[i].kind], pd[i].demotes);
    for (int i = 0; i < np; i++)
        if (pd[i].kind >= 0 && pd[i].drop_promoted)
            resolve_drop_promoted(L, pd[i].kind, pd[i].drop_promoted);
    /* letters are unique, but for a promoted kind that shares its letter with one that
     * is not (crazyhouse's promoted queen is written Q~) */
    for (int a = 0; a < L->v->nkinds; a++)
        for (int b = a + 1; b < L->v->nkinds; b++)
            if (L->v->kinds[a].letter && L->v->kinds[a].letter == L->v->kinds[b].letter &&
                (L->v->kinds[a].demotes_to >= 0) == (L->v->kinds[b].demotes_to >= 0)) {
                const yaml_node_t *where = NULL;
                for (int i = 0; i < np; i++)
                    if (pd[i].kind == b || (pd[i].kind == a && !where))
                        where = pd[i].name_node;
                err(L, where, "letter '%c' is used by both '%s' and '%s'", L->v->kinds[a].letter,
                    L->v->kinds[a].name, L->v->kinds[b].name);
            }
    for (int i = 0; i < np; i++) {
        if (pd[i].kind < 0)
            continue;
        compile_piece(L, &pd[i]);
        if (pd[i].promo_to)
            resolve_promotion(L, &L->v->kinds[pd[i].kind], pd[i].promo_to);
    }
    /* a name used in a script but never declared is an error (a typo must not pass) */
    for (int k = 0; k < L->v->sym.nkinds; k++) {
        if (k < L->v->nkinds && L->v->kinds[k].defined)
            continue;
        const char *names[CSM_MAX_KINDS];
        int nnames = 0;
        for (int j = 0; j < L->v->nkinds; j++)
            if (L->v->kinds[j].defined)
                names[nnames++] = L->v->kinds[j].name;
        const char *hint = diag_suggest(L->v->sym.kinds[k], names, nnames);
        err(L, n, "piece '%s' is used in a script but not declared under pieces%s%s%s", L->v->sym.kinds[k],
            hint ? " (did you mean '" : "", hint ? hint : "", hint ? "'?)" : "");
    }
}

/* ---- rules and conditions --------------------------------------------------------- */

/* One after_move entry: `set-state(key, n)`, `add-state(key, n)` or
 * `add-state(key, n, modulo)`. Returns false when the text is not one of those. */
static bool parse_after_action(const char *text, char *key, size_t key_size, AfterMoveAction *a, const char **why)
{
    const char *p = text;
    while (*p == ' ')
        p++;
    if (!strncmp(p, "set-state", 9))
        a->add = false;
    else if (!strncmp(p, "add-state", 9))
        a->add = true;
    else {
        *why = "expected set-state(key, n) or add-state(key, n) or add-state(key, n, modulo)";
        return false;
    }
    p += 9;
    while (*p == ' ')
        p++;
    if (*p++ != '(') {
        *why = "expected '(' after the action's name";
        return false;
    }
    while (*p == ' ')
        p++;
    size_t n = 0;
    if (!islower((unsigned char)*p)) {
        *why = "the variable's name must start with a lower-case letter";
        return false;
    }
    while ((islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '-') && n + 1 < key_size)
        key[n++] = *p++;
    key[n] = '\0';
    long nums[2] = {0, 0};
    int count = 0;
    while (count < 2) {
        while (*p == ' ')
            p++;
        if (*p != ',')
            break;
        p++;
        char *end;
        nums[count] = strtol(p, &end, 10);
        if (end == p || nums[count] > 1000000000L || nums[count] < -1000000000L) {
            *why = "expected a whole number (at most a billion either way)";
            return false;
        }
        p = end;
        count++;
    }
    while (*p == ' ')
        p++;
    if (*p != ')' || p[1] != '\0' || count == 0 || (count == 2 && !a->add)) {
        *why = a->add ? "expected add-state(key, n) or add-state(key, n, modulo)" : "expected set-state(key, n)";
        return false;
    }
    a->value = (int32_t)nums[0];
    a->modulo = count == 2 ? (int32_t)nums[1] : 0;
    if (count == 2 && a->modulo <= 0) {
        *why = "the modulo must be at least 1";
        return false;
    }
    return true;
}

/* after_move: a list of actions on game variables applied after every move. A file's
 * list replaces the one it extends. */
static void load_after_move(Loader *L, yaml_node_t *n)
{
    if (n->type != YAML_SEQUENCE_NODE) {
        err(L, n, "after_move must be a list of actions such as add-state(turns, 1)");
        return;
    }
    Variant *v = L->v;
    v->nafter = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *text = need_string(L, item, "an after_move action");
        if (!text)
            continue;
        AfterMoveAction a;
        memset(&a, 0, sizeof a);
        char key[CSM_NAME_MAX];
        const char *why = NULL;
        if (!parse_after_action(text, key, sizeof key, &a, &why)) {
            err(L, item, "after_move: '%s': %s", text, why);
            continue;
        }
        if (v->nafter >= VARIANT_MAX_AFTER) {
            err(L, item, "after_move: at most %d actions", VARIANT_MAX_AFTER);
            return;
        }
        int var = csm_symbols_var(&v->sym, key, true);
        if (var < 0) {
            err(L, item, "after_move: too many game variables (at most %d)", CSM_MAX_VARS);
            continue;
        }
        a.var = (uint8_t)var;
        v->after_move[v->nafter++] = a;
    }
}

/* A list of piece names as a bit set of kinds; false (error reported) when it is not one. */
static bool kind_set(Loader *L, yaml_node_t *n, const char *what, uint64_t *out)
{
    if (n->type != YAML_SEQUENCE_NODE) {
        err(L, n, "%s is a list of pieces: [pawn]", what);
        return false;
    }
    *out = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *name = scalar(item);
        int k = name ? variant_find_kind(L->v, name) : -1;
        if (k < 0)
            err(L, item, "%s: unknown piece '%s'", what, name ? name : "?");
        else
            *out |= 1ULL << k;
    }
    return true;
}

/* rules: explosion_spares: [pawn] -- the kinds an explosion next to them leaves standing
 * (when not given: the pawns, the en_passant pieces, as in atomic chess); explosion_immune:
 * the kinds no explosion removes at all. */
static void resolve_spares(Loader *L, Variant *v)
{
    if (!v->rules.explosions)
        return;
    if (L->immune_node)
        kind_set(L, L->immune_node, "explosion_immune", &v->rules.blast_immune);
    yaml_node_t *n = L->spares_node;
    if (!n) {
        if (!v->rules.blast_spared)
            for (int k = 0; k < v->nkinds; k++)
                if (v->kinds[k].en_passant)
                    v->rules.blast_spared |= 1ULL << k;
        return;
    }
    kind_set(L, n, "explosion_spares", &v->rules.blast_spared);
}

/* rules: promotion_limits: [{ pieces: [queen, promoted-queen], at_most: 1 }, ...] */
static void resolve_promo_limits(Loader *L, Variant *v)
{
    yaml_node_t *n = L->limits_node;
    if (!n)
        return;
    const char *shape = "promotion_limits is a list of { pieces: [...], at_most: N }";
    if (n->type != YAML_SEQUENCE_NODE) {
        err(L, n, "%s", shape);
        return;
    }
    v->rules.npromo_limits = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        if (v->rules.npromo_limits == VARIANT_MAX_PROMO_LIMITS) {
            err(L, item, "at most %d promotion limits", VARIANT_MAX_PROMO_LIMITS);
            return;
        }
        if (!need_mapping(L, item, "a promotion limit"))
            continue;
        Pair pp[4];
        int np = mapping_pairs(L, item, pp, 4);
        PromoLimit lim = {0, 0};
        bool counted = false, listed = false;
        for (int i = 0; i < np; i++) {
            double count;
            if (!strcmp(pp[i].key, "pieces")) {
                listed = true;
                kind_set(L, pp[i].vnode, "promotion_limits: pieces", &lim.kinds);
            } else if (!strcmp(pp[i].key, "at_most") && need_number(L, pp[i].vnode, "at_most", &count)) {
                counted = true;
                if (count != (int)count || count < 0 || count > 64)
                    err(L, pp[i].vnode, "at_most is a whole number from 0 to 64");
                lim.at_most = (int)count;
            } else if (strcmp(pp[i].key, "at_most") != 0) {
                unknown_key(L, &pp[i], "a promotion limit", "pieces, at_most");
            }
        }
        if (!listed || !counted)
            err(L, item, "%s: this one lacks %s", shape, !listed ? "its pieces" : "at_most");
        v->rules.promo_limits[v->rules.npromo_limits++] = lim;
    }
}

/* rules: rows: { pieces: [musketeer], along: [rank, file] } -- what the condition counts
 * row, line and block see: those kinds only (default: all), along those lines (default:
 * ranks, files and diagonals). */
static void resolve_rows(Loader *L, Variant *v)
{
    yaml_node_t *n = L->rows_node;
    if (!n || !need_mapping(L, n, "rows"))
        return;
    Pair pp[4];
    int np = mapping_pairs(L, n, pp, 4);
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "pieces")) {
            kind_set(L, pp[i].vnode, "rows: pieces", &v->rules.row_kinds);
        } else if (!strcmp(pp[i].key, "along")) {
            yaml_node_t *a = pp[i].vnode;
            const char *shape = "rows: along is a list of the lines rows count along: [rank, file, diagonal]";
            if (a->type != YAML_SEQUENCE_NODE || a->data.sequence.items.top == a->data.sequence.items.start) {
                err(L, a, "%s", shape);
                continue;
            }
            unsigned along = 0;
            for (yaml_node_item_t *it = a->data.sequence.items.start; it < a->data.sequence.items.top; it++) {
                yaml_node_t *item = node_at(L, *it);
                const char *w = scalar(item);
                if (w && !strcmp(w, "rank"))
                    along |= ROW_ALONG_RANK;
                else if (w && !strcmp(w, "file"))
                    along |= ROW_ALONG_FILE;
                else if (w && !strcmp(w, "diagonal"))
                    along |= ROW_ALONG_DIAGONAL;
                else
                    err(L, item, "%s; '%s' is none of them", shape, w ? w : "?");
            }
            v->rules.row_along = (uint8_t)along;
        } else {
            unknown_key(L, &pp[i], "rows", "pieces, along");
        }
    }
}

/* The chasing rule names every piece by its role and needs the river (soldiers across
 * it may be chased); say which piece lacks a role. */
static void check_chasing(Loader *L, Variant *v, yaml_node_t *root)
{
    if (!v->rules.chasing)
        return;
    yaml_node_t *at = L->chasing_node ? L->chasing_node : root; /* set by an extended file */
    if (!v->look.river)
        err(L, at, "chasing needs the board's river (board: river: 5): soldiers across it may be chased");
    int generals = 0;
    for (int k = 0; k < v->nkinds; k++) {
        if (!v->kinds[k].chase_role)
            err(L, at, "chasing: piece '%s' needs a chase_role (chariot, horse, elephant, advisor, general, "
                "cannon or soldier)", v->kinds[k].name);
        generals += v->kinds[k].chase_role == CHASE_GENERAL;
    }
    if (generals != 1)
        err(L, at, "chasing: exactly one kind has chase_role general (found %d)", generals);
}

/* `castling_files: [c, g]`: where a castling king lands, toward file a and the other way. */
static void load_castling_files(Loader *L, yaml_node_t *n)
{
    const char *msg = "castling_files is two files, where the king lands castling toward file a and the other way "
                      "(like [c, g])";
    if (n->type != YAML_SEQUENCE_NODE || n->data.sequence.items.top - n->data.sequence.items.start != 2) {
        err(L, n, "%s", msg);
        return;
    }
    int f[2];
    for (int i = 0; i < 2; i++) {
        yaml_node_t *item = node_at(L, n->data.sequence.items.start[i]);
        const char *s = scalar(item);
        if (!s || strlen(s) != 1 || s[0] < 'a' || s[0] >= 'a' + L->v->files) {
            err(L, item, "%s; '%s' is not a file of this board", msg, s ? s : "?");
            return;
        }
        f[i] = s[0] - 'a';
    }
    if (f[0] >= f[1]) {
        err(L, n, "%s; the first must lie toward file a of the second", msg);
        return;
    }
    L->v->rules.castle_to[0] = (uint8_t)(f[0] + 1);
    L->v->rules.castle_to[1] = (uint8_t)(f[1] + 1);
}

/* rules: walls: and walls_or_move:; false when `p` is neither. */
static bool load_walls(Loader *L, Pair *p)
{
    if (!strcmp(p->key, "walls")) {
        static const char *const names[] = {"none", "duck", "arrow", "past", "edge"};
        const char *s = scalar(p->vnode);
        int found = -1;
        for (int w = 0; s && w < 5 && found < 0; w++)
            if (!strcmp(s, names[w]))
                found = w;
        if (found < 0)
            err(L, p->vnode, "walls must be 'duck' (the one wall moves to another empty square), 'arrow' (a square "
                             "the moved piece could go to next), 'past' (the square it left), 'edge' (an edge "
                             "square or one next to a wall) or 'none'");
        else
            L->v->rules.walls = (uint8_t)found;
        L->walls_node = p->vnode;
        return true;
    }
    if (!strcmp(p->key, "walls_or_move")) {
        need_bool(L, p->vnode, p->key, &L->v->rules.walls_or_move);
        L->walls_or_move_node = p->vnode;
        return true;
    }
    return false;
}

/* `connect_steps: [east, north]`: the steps a `connected` chain may take (absolute). */
static void load_connect_steps(Loader *L, yaml_node_t *n)
{
    static const char *const words[8] = {"east", "west", "north", "south", "northeast", "northwest", "southeast",
                                         "southwest"};
    const char *msg = "connect_steps is a list of the directions a chain goes on (east, west, north, south, "
                      "northeast, northwest, southeast, southwest)";
    if (n->type != YAML_SEQUENCE_NODE || n->data.sequence.items.top == n->data.sequence.items.start) {
        err(L, n, "%s", msg);
        return;
    }
    unsigned steps = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *s = scalar(item);
        int d = 0;
        while (s && d < 8 && strcmp(s, words[d]))
            d++;
        if (!s || d == 8) {
            err(L, item, "%s; '%s' is none of them", msg, s ? s : "?");
            return;
        }
        steps |= 1u << d;
    }
    L->v->rules.connect_steps = (uint8_t)steps;
}

/* `first_drops: ZONE`: while a square of the zone has no piece, drops go only there. */
static void load_first_drops(Loader *L, yaml_node_t *n)
{
    const char *z = scalar(n);
    int zi = z ? variant_find_zone(L->v, z) : -1;
    if (zi < 0)
        err(L, n, "first_drops names a zone (declare it under board: zones:), found '%s'", z ? z : "?");
    else
        L->v->rules.first_drops = (int8_t)(zi + 1);
}

/* The rules keys about where drops go and what rows count (connect games, reversi, ataxx):
 * drop_entry, must_drop, rows, castling_by_drop, drop_rule, first_drops, flip,
 * connect_steps, free_drops; false when `p` is none of them. */
static bool load_drop_rules(Loader *L, Pair *p)
{
    if (!strcmp(p->key, "drop_entry")) {
        const char *s = scalar(p->vnode);
        if (s && !strcmp(s, "anywhere"))
            L->v->rules.drop_entry = DROP_ENTRY_ANYWHERE;
        else if (s && !strcmp(s, "top"))
            L->v->rules.drop_entry = DROP_ENTRY_TOP;
        else if (s && !strcmp(s, "any_side"))
            L->v->rules.drop_entry = DROP_ENTRY_ANY_SIDE;
        else
            err(L, p->vnode, "drop_entry must be 'anywhere', 'top' (the first rank or a square above a piece, as "
                             "a disc falls in Connect Four) or 'any_side' (pushed in from an edge)");
    } else if (!strcmp(p->key, "must_drop")) {
        need_bool(L, p->vnode, p->key, &L->v->rules.must_drop);
    } else if (!strcmp(p->key, "rows")) {
        L->rows_node = p->vnode;
    } else if (!strcmp(p->key, "castling_by_drop")) {
        const char *f = scalar(p->vnode);
        if (f && strlen(f) == 1 && f[0] >= 'a' && f[0] < 'a' + L->v->files)
            L->v->rules.castling_drop_file = (uint8_t)(f[0] - 'a' + 1);
        else if (f && !strcmp(f, "none"))
            L->v->rules.castling_drop_file = 0;
        else
            err(L, p->vnode, "castling_by_drop is the file of the first rank where a dropped castling king gains "
                             "its castling rights (like e), or 'none'; '%s' is not a file of this board",
                f ? f : "?");
    } else if (!strcmp(p->key, "drop_rule")) {
        const char *s = scalar(p->vnode);
        static const char *const words[] = {"anywhere", "enclosing", "beside_own", "apart"};
        int w = 0;
        while (s && w < 4 && strcmp(s, words[w]))
            w++;
        if (!s || w == 4)
            err(L, p->vnode, "drop_rule must be 'anywhere', 'enclosing' (next to an enemy piece, closing a line of "
                             "them on one of yours), 'beside_own' (next to one of your pieces) or 'apart' (never "
                             "beside an enemy piece along a rank or file)");
        else
            L->v->rules.drop_rule = (uint8_t)w;
    } else if (!strcmp(p->key, "first_drops")) {
        load_first_drops(L, p->vnode);
    } else if (!strcmp(p->key, "flip")) {
        const char *s = scalar(p->vnode);
        static const char *const words[] = {"none", "enclosed", "adjacent", "adjacent_joined"};
        int w = 0;
        while (s && w < 4 && strcmp(s, words[w]))
            w++;
        if (!s || w == 4)
            err(L, p->vnode, "flip must be 'none', 'enclosed' (the enemy lines a move closes on your pieces), "
                             "'adjacent' (every enemy piece next to where the piece lands) or 'adjacent_joined' "
                             "(the same, but after a drop only when it lands next to one of yours)");
        else
            L->v->rules.flip = (uint8_t)w;
    } else if (!strcmp(p->key, "connect_steps")) {
        load_connect_steps(L, p->vnode);
    } else if (!strcmp(p->key, "free_drops")) {
        need_bool(L, p->vnode, p->key, &L->v->rules.free_drops);
    } else {
        return false;
    }
    return true;
}

static void load_rules(Loader *L, yaml_node_t *n)
{
    if (!need_mapping(L, n, "rules"))
        return;
    Pair pp[32];
    int np = mapping_pairs(L, n, pp, 32);
    for (int i = 0; i < np; i++) {
        Pair *p = &pp[i];
        if (!strcmp(p->key, "captures_compulsory")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.captures_compulsory);
        } else if (!strcmp(p->key, "equal_turns")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.equal_turns);
        } else if (!strcmp(p->key, "gating")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.gating);
        } else if (!strcmp(p->key, "flying_general")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.flying_general);
        } else if (!strcmp(p->key, "chasing")) {
            const char *s = scalar(p->vnode);
            if (s && (!strcmp(s, "axf") || !strcmp(s, "none"))) {
                L->v->rules.chasing = !strcmp(s, "axf");
                L->chasing_node = p->vnode;
            } else {
                err(L, p->vnode, "chasing must be 'axf' (a perpetual chase loses, as Fairy-Stockfish's xiangqi) or 'none'");
            }
        } else if (!strcmp(p->key, "bikjang")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.bikjang);
        } else if (!strcmp(p->key, "pass")) {
            const char *s = scalar(p->vnode);
            if (s && !strcmp(s, "stalemate"))
                L->v->rules.pass = L->v->rules.pass_on_stalemate = true;
            else if (!s || (strcmp(s, "true") && strcmp(s, "false")))
                err(L, p->vnode, "pass must be true, false or 'stalemate' (only when there is no other move)");
            else
                L->v->rules.pass = !strcmp(s, "true");
        } else if (!strcmp(p->key, "opposite_castling")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.opposite_castling);
        } else if (!strcmp(p->key, "castling_files")) {
            load_castling_files(L, p->vnode);
        } else if (!strcmp(p->key, "promotion_limits")) {
            L->limits_node = p->vnode;
        } else if (!strcmp(p->key, "counting")) {
            const char *s = scalar(p->vnode);
            if (s && !strcmp(s, "makruk"))
                L->v->rules.counting = COUNTING_MAKRUK;
            else if (s && !strcmp(s, "none"))
                L->v->rules.counting = COUNTING_NONE;
            else
                err(L, p->vnode, "counting must be 'makruk' (board's and pieces' honour, as Fairy-Stockfish) or 'none'");
        } else if (load_walls(L, p)) {
            continue;
        } else if (!strcmp(p->key, "explosions")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.explosions);
        } else if (!strcmp(p->key, "explosion_spares")) {
            L->spares_node = p->vnode;
        } else if (!strcmp(p->key, "explosion_immune")) {
            L->immune_node = p->vnode;
        } else if (!strcmp(p->key, "hands")) {
            need_bool(L, p->vnode, p->key, &L->v->rules.hands);
        } else if (!strcmp(p->key, "captures_to_hand")) {
            bool to_hand = true;
            need_bool(L, p->vnode, p->key, &to_hand);
            L->v->rules.no_capture_to_hand = !to_hand;
        } else if (!strcmp(p->key, "immobility")) {
            const char *s = scalar(p->vnode);
            if (s && (!strcmp(s, "illegal") || !strcmp(s, "allowed")))
                L->v->rules.immobility_illegal = !strcmp(s, "illegal");
            else
                err(L, p->vnode, "immobility must be 'illegal' (no piece may be dropped or left where it can never "
                                 "move) or 'allowed'");
        } else if (load_drop_rules(L, p)) {
            continue;
        } else if (!strcmp(p->key, "giving_check")) {
            const char *s = scalar(p->vnode);
            if (s && !strcmp(s, "allowed"))
                L->v->rules.giving_check_forbidden = false;
            else if (s && !strcmp(s, "forbidden"))
                L->v->rules.giving_check_forbidden = true;
            else
                err(L, p->vnode, "giving_check must be 'allowed' or 'forbidden'");
        } else {
            unknown_key(L, p, "rules",
                        "captures_compulsory, giving_check, equal_turns, hands, captures_to_hand, immobility, explosions, "
                        "explosion_spares, explosion_immune, gating, flying_general, chasing, bikjang, pass, counting, castling_files, "
                        "opposite_castling, promotion_limits, drop_entry, must_drop, rows, castling_by_drop, walls, "
                        "walls_or_move, drop_rule, first_drops, flip, free_drops, connect_steps");
        }
    }
    if (L->v->rules.walls_or_move && !L->v->rules.walls)
        err(L, L->walls_or_move_node, "walls_or_move needs walls: (which squares a wall may go on)");
    if (L->v->rules.walls && (L->v->rules.hands || L->v->rules.gating))
        err(L, L->walls_node, "walls cannot be combined with hands or gating yet (a drop or a gated piece "
                              "and a wall in one move)");
    const Rules *r = &L->v->rules;
    if ((r->drop_rule || r->first_drops || r->free_drops) && !r->hands)
        err(L, n, "drop_rule, first_drops and free_drops are rules of drops: they need 'hands: true'");
}

static bool valid_cond_name(const char *s)
{
    if (!s[0] || strlen(s) >= CSM_NAME_MAX || !isalpha((unsigned char)s[0]))
        return false;
    for (const char *c = s; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '_' && *c != '-')
            return false;
    return true;
}

/* victory: / draw: — remove, then replace, then add, whatever their order. */
static void load_conditions(Loader *L, yaml_node_t *n, const char *section, CondSet **setp)
{
    if (!need_mapping(L, n, section))
        return;
    if (!*setp)
        *setp = cond_set_new();
    CondSet *set = *setp;
    Pair pp[8];
    int np = mapping_pairs(L, n, pp, 8);
    yaml_node_t *part[3] = {NULL, NULL, NULL}; /* remove, replace, add */
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "remove"))
            part[0] = pp[i].vnode;
        else if (!strcmp(pp[i].key, "replace"))
            part[1] = pp[i].vnode;
        else if (!strcmp(pp[i].key, "add"))
            part[2] = pp[i].vnode;
        else
            unknown_key(L, &pp[i], section, "add, replace, remove");
    }
    if (part[0]) {
        yaml_node_t *r = part[0];
        int count = r->type == YAML_SEQUENCE_NODE ? (int)(r->data.sequence.items.top - r->data.sequence.items.start) : 1;
        for (int i = 0; i < count; i++) {
            yaml_node_t *item = r->type == YAML_SEQUENCE_NODE ? node_at(L, r->data.sequence.items.start[i]) : r;
            const char *name = scalar(item);
            if (!name) {
                err(L, item, "%s.remove takes a condition name or a list of names", section);
                continue;
            }
            if (!cond_set_remove(set, name))
                err(L, item, "cannot remove '%s': there is no %s condition of that name", name, section);
        }
    }
    for (int which = 1; which <= 2; which++) {
        yaml_node_t *m = part[which];
        if (!m)
            continue;
        const char *what = which == 1 ? "replace" : "add";
        if (m->type != YAML_MAPPING_NODE) {
            err(L, m, "%s.%s takes name: condition lines", section, what);
            continue;
        }
        Pair cp[64];
        int nc = mapping_pairs(L, m, cp, 64);
        for (int i = 0; i < nc; i++) {
            if (!valid_cond_name(cp[i].key)) {
                err(L, cp[i].knode, "condition name '%s' must be letters, digits and '_'", cp[i].key);
                continue;
            }
            const char *text = scalar(cp[i].vnode);
            if (!text) {
                err(L, cp[i].vnode, "condition '%s' must be written as text, like 'King in zone.hill'", cp[i].key);
                continue;
            }
            if (which == 2 && cond_set_find(set, cp[i].key) >= 0) {
                err(L, cp[i].knode, "cannot add '%s': a %s condition of that name exists (use replace)", cp[i].key,
                    section);
                continue;
            }
            CsmSourceMap map;
            scalar_map(L, cp[i].vnode, &map, "the condition");
            int before = L->diags->count;
            if (!cond_set_put(set, cp[i].key, text, which == 1, &map, L->v, L->diags))
                L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
            scalar_map_free(&map);
        }
    }
}

/* ---- extends ------------------------------------------------------------------------ */

/* The YAML document of the file; false with a located message (and a hint for the two
 * usual causes, which libyaml's words do not name). */
static bool parse_document(Loader *L, const char *text, const char *path, DiagSink *diags)
{
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, strlen(text));
    if (!yaml_parser_load(&parser, &L->doc)) {
        const yaml_mark_t *mark = parser.problem_mark.line || parser.problem_mark.column ? &parser.problem_mark
                                                                                          : &parser.context_mark;
        /* libyaml's words do not say what to change; the two usual causes do */
        const char *hint = "";
        const char *line_start = text + (mark->index <= strlen(text) ? mark->index : 0) - mark->column;
        for (const char *q = line_start; *q == ' ' || *q == '\t'; q++)
            if (*q == '\t')
                hint = " (a tab in the indentation: YAML indents with spaces only)";
        if (!hint[0] && parser.problem &&
            (strstr(parser.problem, "expected key") || strstr(parser.problem, "not allowed in this context") ||
             strstr(parser.problem, "expected <block end>")))
            hint = " (check the indentation of this line against the lines above)";
        diag_add(diags, path, (int)mark->line + 1, (int)mark->column + 1, "YAML: %s%s%s%s",
                 parser.problem ? parser.problem : "syntax error", parser.context ? " " : "",
                 parser.context ? parser.context : "", hint);
        yaml_parser_delete(&parser);
        return false;
    }
    yaml_parser_delete(&parser);
    return true;
}

/* After loading, with no error so far: the tables derived, and the setup checked to be
 * a position of this board. */
static void finish_variant(Loader *L, Variant *v, yaml_node_t *setup_node, yaml_node_t *root)
{
    variant_prepare(v);
    if (v->rules.immobility_illegal)
        rules_compute_stuck(v);
    if (v->attacks.irreversible_kinds)
        rules_compute_quiet_reach(v);
    resolve_spares(L, v);
    resolve_promo_limits(L, v);
    resolve_rows(L, v);
    v->rules.opposite_colour_kinds = 0;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].drop_opposite_colours)
            v->rules.opposite_colour_kinds |= 1ULL << k;
    check_chasing(L, v, root);
    v->tracks_checks = (v->victory && cond_set_uses_checks(v->victory)) || (v->draw && cond_set_uses_checks(v->draw));
    v->uses_perpetual = cond_set_uses_perpetual(v->victory) || cond_set_uses_perpetual(v->draw);
    if (!v->setup)
        return;
    Position pos;
    DiagSink tmp;
    diag_init(&tmp);
    if (!fen_parse(v, v->setup, &pos, NULL, &tmp)) {
        for (int i = 0; i < tmp.count; i++)
            err(L, setup_node ? setup_node : root, "setup: %s", tmp.items[i].message);
    } else if ((pos.files != v->files || pos.ranks != v->ranks) && setup_node) {
        err(L, setup_node, "setup is %dx%d but the board is %dx%d", pos.files, pos.ranks, v->files, v->ranks);
    } else if (pos.files != v->files || pos.ranks != v->ranks) {
        /* the setup came from the variant extended: the size changed here */
        err(L, L->size_node ? L->size_node : root,
            "board size %dx%d does not fit the setup this file inherits (%dx%d): give a setup for this board",
            v->files, v->ranks, pos.files, pos.ranks);
    }
    diag_free(&tmp);
}

static Variant *load_inner(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags,
                           const char **chain, int depth);

/* Reads just the `game:` name of a variant file (for extends by name). */
static bool file_game_name(const char *path, char *out, size_t size)
{
    char *text = text_file_read(path);
    if (!text)
        return false;
    bool found = false;
    DiagSink ignored; /* a file that breaks the limits is simply not a match */
    diag_init(&ignored);
    bool bounded = yaml_guard_check(text, path, &ignored);
    diag_free(&ignored);
    if (!bounded) {
        free(text);
        return false;
    }
    yaml_parser_t parser;
    yaml_document_t doc;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, strlen(text));
    if (yaml_parser_load(&parser, &doc)) {
        yaml_node_t *root = yaml_document_get_root_node(&doc);
        if (root && root->type == YAML_MAPPING_NODE)
            for (yaml_node_pair_t *p = root->data.mapping.pairs.start; p < root->data.mapping.pairs.top; p++) {
                const char *k = scalar(yaml_document_get_node(&doc, p->key));
                const char *val = scalar(yaml_document_get_node(&doc, p->value));
                if (k && val && !strcmp(k, "game")) {
                    snprintf(out, size, "%s", val);
                    found = true;
                }
            }
        yaml_document_delete(&doc);
    }
    yaml_parser_delete(&parser);
    free(text);
    return found;
}

bool variant_file_game_name(const char *path, char *out, size_t size) { return file_game_name(path, out, size); }

/* The files of `dir` whose game is `name`, in file-name order (up to `max`, into
 * out[0..]); returns how many there are. */
static int find_in_dir(const char *dir, const char *name, char (*out)[PATH_MAX], int max)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    int found = 0;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 6 || (strcmp(e->d_name + len - 5, ".yaml") && strcmp(e->d_name + len - 4, ".yml")))
            continue;
        char path[PATH_MAX];
        char game[256];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (!file_game_name(path, game, sizeof game) || strcmp(game, name) != 0)
            continue;
        if (found < max) {
            /* keep them sorted so that messages do not depend on the directory order */
            int at = found;
            while (at > 0 && strcmp(out[at - 1], path) > 0) {
                memcpy(out[at], out[at - 1], PATH_MAX);
                at--;
            }
            snprintf(out[at], PATH_MAX, "%s", path);
        }
        found++;
    }
    closedir(d);
    return found;
}

static bool same_dir(const char *a, const char *b)
{
    char *ra = realpath(a, NULL), *rb = realpath(b, NULL);
    bool same = ra && rb && !strcmp(ra, rb);
    free(ra);
    free(rb);
    return same;
}

/* What an `extends` that found nothing probably meant: a shipped file named like the
 * target ("standard", "standard.yaml") is extended by its game name; a game name written
 * in another case is suggested as written in the file. */
static void extends_hint(const char *target, char *out, size_t size)
{
    out[0] = '\0';
    char shipped[PATH_MAX], stem[PATH_MAX];
    csm_data_path("variants", shipped, sizeof shipped);
    const char *base = strrchr(target, '/') ? strrchr(target, '/') + 1 : target;
    snprintf(stem, sizeof stem, "%s", base);
    char *dot = strrchr(stem, '.');
    if (dot && (!strcmp(dot, ".yaml") || !strcmp(dot, ".yml")))
        *dot = '\0';
    DIR *d = opendir(shipped);
    struct dirent *e;
    while (d && !out[0] && (e = readdir(d))) {
        char path[PATH_MAX * 2], game[256], own[PATH_MAX];
        snprintf(own, sizeof own, "%s", e->d_name);
        char *ext = strrchr(own, '.');
        if (!ext || (strcmp(ext, ".yaml") && strcmp(ext, ".yml")))
            continue;
        *ext = '\0';
        snprintf(path, sizeof path, "%s/%s", shipped, e->d_name);
        if (!file_game_name(path, game, sizeof game))
            continue;
        if (!strcasecmp(own, stem) || !strcasecmp(game, target))
            snprintf(out, size, " (did you mean the shipped game: extends: \"%.200s\"?)", game);
    }
    if (d)
        closedir(d);
}

static Variant *load_base(Loader *L, yaml_node_t *n)
{
    const char *target = scalar(n);
    if (!target) {
        err(L, n, "'extends' must name a game or a file");
        return NULL;
    }
    char dir[PATH_MAX], path[PATH_MAX * 2];
    dir_of(L->path, dir, sizeof dir);
    bool is_path = strchr(target, '/') || strstr(target, ".yaml") || strstr(target, ".yml");
    bool found = false;
    const char *in_memory = NULL;
    if (L->catalog) {
        in_memory = variant_catalog_find(L->catalog, target, is_path, path, sizeof path);
        found = in_memory != NULL;
    } else if (is_path) {
        if (target[0] == '/')
            snprintf(path, sizeof path, "%s", target);
        else
            snprintf(path, sizeof path, "%s/%s", dir, target);
        /* existence only: opening could wait on a FIFO; the read below refuses one */
        found = access(path, F_OK) == 0;
    } else {
        /* by name: the shipped variants first, so that a file in this folder that
         * reuses a shipped game's name (a modified copy) never silently changes what
         * its neighbours extend; then the files next to this one, which must not
         * share the name among themselves */
        char shipped[PATH_MAX];
        csm_data_path("variants", shipped, sizeof shipped);
        char matches[2][PATH_MAX];
        if (find_in_dir(shipped, target, matches, 1) > 0) {
            snprintf(path, sizeof path, "%s", matches[0]);
            found = true;
        } else if (!same_dir(dir, shipped)) {
            int count = find_in_dir(dir, target, matches, 2);
            if (count > 1) {
                err(L, n, "extends: the game name '%s' is used by both %s and %s; extend one by its file name",
                    target, matches[0], matches[1]);
                return NULL;
            }
            if (count == 1) {
                snprintf(path, sizeof path, "%s", matches[0]);
                found = true;
            }
        }
    }
    if (!found) {
        char hint[400];
        extends_hint(target, hint, sizeof hint);
        err(L, n, "extends: no variant %s '%s'%s", is_path ? "file" : "named", target, hint);
        return NULL;
    }
    char *real = realpath(path, NULL);
    const char *key = real ? real : path;
    for (int i = 0; i < L->depth; i++)
        if (L->chain[i] && strcmp(L->chain[i], key) == 0) {
            err(L, n, "extends: '%s' leads back to itself (a cycle)", target);
            free(real);
            return NULL;
        }
    if (L->depth >= MAX_EXTENDS_DEPTH) {
        err(L, n, "extends: chain too long (more than %d files)", MAX_EXTENDS_DEPTH);
        free(real);
        return NULL;
    }
    char why[160] = "out of memory";
    char *text = in_memory ? strdup(in_memory) : text_file_load(path, why, sizeof why);
    if (!text) {
        err(L, n, "extends: cannot read '%s': %s", path, why);
        free(real);
        return NULL;
    }
    L->chain[L->depth] = key;
    int before = L->diags->count;
    Variant *base = load_inner(text, path, L->catalog, L->diags, L->chain, L->depth + 1);
    free(text);
    if (!base) {
        if (L->diags->count == before)
            err(L, n, "extends: '%s' has errors", target);
        else
            err(L, n, "extends: '%s' has the errors above", target);
    }
    free(real);
    return base;
}

/* ---- the file ---------------------------------------------------------------------- */

/* `arrangements: { name: "RNBA1ABNR", ... }`: first ranks New game offers each side
 * (janggi's horse/elephant setups). Each row must fit the board and name declared pieces. */
static void load_arrangements(Loader *L, yaml_node_t *n)
{
    if (!need_mapping(L, n, "arrangements"))
        return;
    Variant *v = L->v;
    Pair pp[VARIANT_MAX_ARRANGEMENTS + 1];
    int np = mapping_pairs(L, n, pp, VARIANT_MAX_ARRANGEMENTS + 1);
    v->narrangements = 0;
    for (int i = 0; i < np; i++) {
        const char *row = need_string(L, pp[i].vnode, pp[i].key);
        if (!row)
            continue;
        if (v->narrangements >= VARIANT_MAX_ARRANGEMENTS) {
            err(L, pp[i].knode, "at most %d arrangements", VARIANT_MAX_ARRANGEMENTS);
            break;
        }
        int width = 0;
        char bad = 0;
        for (const char *c = row; *c && !bad;) {
            if (isdigit((unsigned char)*c)) {
                char *end;
                width += (int)strtol(c, &end, 10);
                c = end;
            } else if (isupper((unsigned char)*c) && variant_kind_by_letter(v, (char)tolower((unsigned char)*c)) >= 0) {
                width++;
                c++;
            } else {
                bad = *c;
            }
        }
        if (bad) {
            err(L, pp[i].vnode, "arrangement '%s': '%c' is not a White piece letter of this variant (write the row "
                                "as White's first rank in FEN, upper case)", pp[i].key, bad);
            continue;
        }
        if (width != v->files || strlen(row) >= sizeof v->arrangements[0].row || strlen(pp[i].key) >= 64) {
            err(L, pp[i].vnode, "arrangement '%s' covers %d files; the board has %d", pp[i].key, width, v->files);
            continue;
        }
        Arrangement *a = &v->arrangements[v->narrangements++];
        snprintf(a->name, sizeof a->name, "%s", pp[i].key);
        snprintf(a->row, sizeof a->row, "%s", row);
    }
}

/* names_first: korean -- the game's own names lead in the window (janggi) */
static void load_names_first(Loader *L, yaml_node_t *n)
{
    const char *s = need_string(L, n, "names_first");
    if (s && (!strcmp(s, "korean") || !strcmp(s, "english")))
        L->v->korean_names_first = !strcmp(s, "korean");
    else if (s)
        err(L, n, "names_first is 'korean' (the pieces' Korean names first, then English) or 'english'");
}

/* sides: [Sente, Gote] (variant_sides.h), when given */
static void load_sides(Loader *L, yaml_node_t *n)
{
    char why[160];
    if (n && !variant_sides_read(L->v, &L->doc, n, why, sizeof why))
        err(L, n, "%s", why);
}

static const char *TOP_KEYS = "game, extends, description, board, setup, start, pieces, rules, victory, draw, after_move, "
                              "name_ko, description_ko, arrangements, names_first, sides";

/* A translated text (`name_ko:`): set from the file, or dropped when the file gives the
 * text it translates without it (an inherited translation would be of the base's name). */
static void load_translation(Loader *L, yaml_node_t *node, bool original_given, const char *key, char **slot)
{
    if (node) {
        const char *t = need_string(L, node, key);
        if (t) {
            free(*slot);
            *slot = strdup(t);
        }
    } else if (original_given) {
        free(*slot);
        *slot = NULL;
    }
}

static Variant *load_inner(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags,
                           const char **chain, int depth)
{
    Loader L;
    memset(&L, 0, sizeof L);
    L.text = text;
    L.path = path;
    L.diags = diags;
    L.catalog = catalog;
    L.chain = chain;
    L.depth = depth;
    if (!yaml_guard_check(text, path, diags))
        return NULL;
    if (!parse_document(&L, text, path, diags))
        return NULL;
    yaml_node_t *root = yaml_document_get_root_node(&L.doc);
    Variant *v = NULL;
    if (!root) {
        diag_add(diags, path, 1, 1, "the file is empty: a variant needs game, board, setup and pieces");
        goto done;
    }
    if (root->type != YAML_MAPPING_NODE) {
        err(&L, root, "a variant file is a mapping of %s", TOP_KEYS);
        goto done;
    }
    Pair top[16];
    int nt = mapping_pairs(&L, root, top, 16);
    enum { NKEYS = 16 };
    yaml_node_t *get[NKEYS] = {0};
    static const char *order[NKEYS] = {"game",    "extends", "description", "board",   "setup",
                                       "pieces",  "rules",   "victory",     "draw",    "after_move",
                                       "name_ko", "description_ko", "start", "arrangements", "names_first", "sides"};
    for (int i = 0; i < nt; i++) {
        int j = 0;
        while (j < NKEYS && strcmp(top[i].key, order[j]))
            j++;
        if (j == NKEYS)
            unknown_key(&L, &top[i], "the variant", TOP_KEYS);
        else
            get[j] = top[i].vnode;
    }
    if (get[1]) {
        v = load_base(&L, get[1]);
        if (!v)
            goto done;
    } else {
        v = variant_new();
    }
    L.v = v;
    if (get[0]) {
        const char *g = need_string(&L, get[0], "game");
        if (g) {
            free(v->name);
            v->name = strdup(g);
        }
    } else {
        err(&L, root, "missing 'game': every variant needs a display name");
    }
    if (get[2]) {
        const char *d = need_string(&L, get[2], "description");
        if (d) {
            free(v->description);
            v->description = strdup(d);
        }
    }
    load_translation(&L, get[10], get[0] != NULL, "name_ko", &v->name_ko);
    load_translation(&L, get[11], get[2] != NULL, "description_ko", &v->description_ko);
    if (get[3])
        load_board(&L, get[3]);
    else if (!get[1])
        err(&L, root, "missing 'board' (a file without extends must give board, setup and pieces)");
    if (get[5])
        load_pieces(&L, get[5]);
    else if (!get[1])
        err(&L, root, "missing 'pieces' (a file without extends must give board, setup and pieces)");
    if (get[6])
        load_rules(&L, get[6]);
    if (get[9]) /* before the conditions: they may read its variables (var turns >= 10) */
        load_after_move(&L, get[9]);
    if (get[7])
        load_conditions(&L, get[7], "victory", &v->victory);
    if (get[8])
        load_conditions(&L, get[8], "draw", &v->draw);
    if (get[4]) {
        const char *s = need_string(&L, get[4], "setup");
        if (s) {
            free(v->setup);
            v->setup = strdup(s);
        }
    } else if (!get[1]) {
        err(&L, root, "missing 'setup' (a file without extends must give board, setup and pieces)");
    }
    if (get[12]) { /* start: chess960 -- each new game from a Chess960 back rank */
        const char *s = need_string(&L, get[12], "start");
        if (s && !strcmp(s, "chess960"))
            v->start_960 = true;
        else if (s && !strcmp(s, "setup"))
            v->start_960 = false;
        else if (s)
            err(&L, get[12], "start is 'setup' (the setup as written) or 'chess960' (a Chess960 back rank each game)");
        char fen[1024];
        if (v->start_960 && v->setup && !chess960_setup(v, 518, fen, sizeof fen))
            err(&L, get[12], "start: chess960 needs a setup whose back ranks are the chess army on 8 files "
                             "(king, queen, two rooks, bishops and knights)");
    }
    if (get[13])
        load_arrangements(&L, get[13]);
    if (get[14])
        load_names_first(&L, get[14]);
    load_sides(&L, get[15]);
    free(v->file);
    v->file = path ? strdup(path) : NULL;
    if (L.errors == 0)
        finish_variant(&L, v, get[4], root);
done:
    yaml_document_delete(&L.doc);
    if (L.errors > 0 && v) {
        variant_free(v);
        v = NULL;
    }
    return v;
}

Variant *variant_load_text(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags)
{
    const char *chain[MAX_EXTENDS_DEPTH + 1] = {0};
    char *real = path ? realpath(path, NULL) : NULL;
    chain[0] = real ? real : path;
    Variant *v = load_inner(text, path, catalog, diags, chain, 1);
    free(real);
    return v;
}

Variant *variant_load_file(const char *path, VariantCatalog *catalog, DiagSink *diags)
{
    char why[160];
    char *text = text_file_load(path, why, sizeof why);
    if (!text) {
        diag_add(diags, path, 0, 0, "cannot read the file: %s", why);
        return NULL;
    }
    Variant *v = variant_load_text(text, path, catalog, diags);
    free(text);
    return v;
}
