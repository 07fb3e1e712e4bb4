/* variant_load_board.c — the board: section of a variant file: its size, its zones
 * (squares, ranges, ranks, files, per side) and how it is drawn (style, river, palaces,
 * ink). */
#include "variant_load_internal.h"

#include "notation.h"

#include <stdio.h>
#include <string.h>

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
        loader_err(L, n, "zone squares must be written like d4, a8-h8, rank 8, rank -1 or file a");
        return false;
    }
    int rank, file;
    char c, tail;
    if (sscanf(s, "rank %d%c", &rank, &tail) == 1 && rank < 0) {
        if (-rank > v->ranks) {
            loader_err(L, n, "rank %d (counted from the owner's far edge) is not on this %dx%d board", rank, v->files,
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
            loader_err(L, n, "rank %d is not on this %dx%d board", rank, v->files, v->ranks);
            return false;
        }
        for (int f = 0; f < v->files; f++)
            zone_add(z, sq_make(f, rank - 1), sq_make(f, rank - 1));
        return true;
    }
    if (sscanf(s, "file %c%c", &c, &tail) == 1) {
        file = c - 'a';
        if (file < 0 || file >= v->files) {
            loader_err(L, n, "file '%c' is not on this %dx%d board", c, v->files, v->ranks);
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
    loader_err(L, n, "'%s' is not a square of this %dx%d board, a range like a8-h8, 'rank N' or 'file F'", s, v->files,
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
        loader_err(L, list, "zone '%s' must be a list of squares, or white: and black: lists", name);
    }
}

/* `palace: { white: [d1-f3], black: [d8-f10] }`: each side's own squares (Fairy-Stockfish's
 * mobilityRegionWhite/Black). Items are read as written, for the side they are listed under. */
static void zone_per_side(Loader *L, yaml_node_t *map, Zone *z)
{
    Pair pp[4];
    int np = loader_pairs(L, map, pp, 4);
    bool seen[2] = {false, false};
    for (int i = 0; i < np; i++) {
        int side = !strcmp(pp[i].key, "white") ? WHITE : !strcmp(pp[i].key, "black") ? BLACK : -1;
        if (side < 0) {
            loader_unknown_key(L, &pp[i], "a zone", "white, black");
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
        loader_err(L, map, "zone '%s' lists %s's squares but not %s's (give both white: and black:)", z->name,
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
        loader_err(L, list, "palaces is a list of rectangles like d1-f3");
        return;
    }
    for (yaml_node_item_t *it = list->data.sequence.items.start; it < list->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        Zone z;
        memset(&z, 0, sizeof z);
        const char *t = scalar(item);
        if (!t || !strchr(t, '-')) {
            loader_err(L, item, "a palace is a rectangle like d1-f3");
            continue;
        }
        if (!zone_item(L, item, &z))
            continue;
        if (look->npalaces >= BOARD_MAX_PALACES) {
            loader_err(L, item, "at most %d palaces", BOARD_MAX_PALACES);
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

/* board: style, river, palaces, ink, coordinates, hands -- how the board is drawn, never read by the rules. */
static void load_board_look(Loader *L, Pair *p)
{
    BoardLook *look = &L->v->look;
    const char *s = scalar(p->vnode);
    if (!strcmp(p->key, "style")) {
        if (s && !strcmp(s, "squares"))
            look->style = BOARD_SQUARES;
        else if (s && !strcmp(s, "intersections"))
            look->style = BOARD_INTERSECTIONS;
        else if (s && !strcmp(s, "grid"))
            look->style = BOARD_GRID;
        else
            loader_err(L, p->vnode, "board style must be 'squares', 'intersections' or 'grid'");
    } else if (!strcmp(p->key, "coordinates")) {
        static const char *const names[] = {[COORDS_CHESS] = "chess", [COORDS_SHOGI] = "shogi",
                                            [COORDS_XIANGQI] = "xiangqi", [COORDS_JANGGI] = "janggi"};
        int found = -1;
        for (int i = 0; s && i < (int)(sizeof names / sizeof names[0]); i++)
            if (!strcmp(s, names[i]))
                found = i;
        if (found >= 0)
            look->coords = (uint8_t)found;
        else
            loader_err(L, p->vnode,
                       "board coordinates must be 'chess' (a1), 'shogi' (files from the right, ranks from the "
                       "top), 'xiangqi' (each side's files from its right) or 'janggi' (rows 1-9, 0 and files 1-9)");
    } else if (!strcmp(p->key, "hands")) {
        if (s && (!strcmp(s, "panel") || !strcmp(s, "stands")))
            look->hand_stands = !strcmp(s, "stands");
        else
            loader_err(L, p->vnode, "board hands must be 'panel' (in the side panel) or 'stands' (beside the board)");
    } else if (!strcmp(p->key, "river")) {
        double r;
        if (loader_need_number(L, p->vnode, p->key, &r)) {
            if (r != (int)r || r < 1 || r >= L->v->ranks)
                loader_err(L, p->vnode, "river is the rank the river follows: 1 to %d on this board", L->v->ranks - 1);
            else
                look->river = (uint8_t)r;
        }
    } else if (!strcmp(p->key, "palaces")) {
        load_palaces(L, p->vnode);
    } else { /* ink */
        if (!loader_need_mapping(L, p->vnode, "ink"))
            return;
        Pair pp[4];
        int np = loader_pairs(L, p->vnode, pp, 4);
        look->ink[WHITE] = 0xb3261e, look->ink[BLACK] = 0x1c1c1c;
        for (int i = 0; i < np; i++) {
            int side = !strcmp(pp[i].key, "white") ? WHITE : !strcmp(pp[i].key, "black") ? BLACK : -1;
            const char *c = scalar(pp[i].vnode);
            if (side < 0)
                loader_unknown_key(L, &pp[i], "ink", "white, black");
            else if (!c || !parse_colour(c, &look->ink[side]))
                loader_err(L, pp[i].vnode, "a colour is #rrggbb or one of red, black, blue, green, white");
        }
        look->has_ink = true;
    }
}

void load_board(Loader *L, yaml_node_t *n)
{
    if (!loader_need_mapping(L, n, "board"))
        return;
    Pair pairs[12];
    int np = loader_pairs(L, n, pairs, 12);
    /* size first: zones are checked against it */
    for (int i = 0; i < np; i++) {
        if (strcmp(pairs[i].key, "size") != 0)
            continue;
        const char *s = scalar(pairs[i].vnode);
        int f, r;
        if (!s || !parse_size(s, &f, &r)) {
            loader_err(L, pairs[i].vnode, "board size must be written FILESxRANKS, like 8x8");
        } else if (f < CSM_MIN_BOARD || f > CSM_MAX_BOARD || r < CSM_MIN_BOARD || r > CSM_MAX_BOARD) {
            if (f >= 1000000 || r >= 1000000)
                loader_err(L, pairs[i].vnode, "board size '%s' is out of range: each side must be 1 to 16", s);
            else
                loader_err(L, pairs[i].vnode, "board size %dx%d is out of range: each side must be 1 to 16", f, r);
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
            !strcmp(p->key, "ink") || !strcmp(p->key, "coordinates") || !strcmp(p->key, "hands")) {
            load_board_look(L, p);
            continue;
        }
        if (strcmp(p->key, "zones") != 0) {
            loader_unknown_key(L, p, "board", "size, zones, style, river, palaces, ink, coordinates, hands");
            continue;
        }
        if (!loader_need_mapping(L, p->vnode, "zones"))
            continue;
        Pair zp[VARIANT_MAX_ZONES];
        int nz = loader_pairs(L, p->vnode, zp, VARIANT_MAX_ZONES);
        for (int j = 0; j < nz; j++) {
            int zi = variant_find_zone(L->v, zp[j].key);
            if (zi < 0) {
                if (L->v->nzones >= VARIANT_MAX_ZONES || strlen(zp[j].key) >= CSM_NAME_MAX) {
                    loader_err(L, zp[j].knode, "too many zones, or the name is too long");
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
