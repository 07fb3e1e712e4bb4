#include "shape.h"
#include "types.h"

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct Shape {
    ShapeOffset *offs;
    int count;
};

/* ---- where each cJSON node sits in the text ------------------------------------ */

/* cJSON keeps no positions, so after a successful parse we walk the text once more in
 * step with the tree (same order, same nesting) and note where each value and key is. */
typedef struct NodePos {
    const cJSON *node;
    int line, col;         /* first character of the value */
    int key_line, key_col; /* its key when it is an object member, else 0 */
} NodePos;

typedef struct PosMap {
    NodePos *items;
    int count, cap;
    bool failed;
} PosMap;

typedef struct Scan {
    const char *text;
    size_t pos;
    int line, col;
    PosMap *map;
} Scan;

static char scan_cur(const Scan *s)
{
    return s->text[s->pos];
}

static void scan_adv(Scan *s)
{
    if (s->text[s->pos] == '\0')
        return;
    if (s->text[s->pos] == '\n') {
        s->line++;
        s->col = 1;
    } else {
        s->col++;
    }
    s->pos++;
}

/* cJSON treats every byte 1..32 as whitespace; so must we to stay in step. */
static void scan_ws(Scan *s)
{
    while (scan_cur(s) != '\0' && (unsigned char)scan_cur(s) <= 32)
        scan_adv(s);
}

static void scan_string(Scan *s)
{
    scan_adv(s); /* opening quote */
    while (scan_cur(s) != '\0' && scan_cur(s) != '"') {
        if (scan_cur(s) == '\\')
            scan_adv(s);
        scan_adv(s);
    }
    if (scan_cur(s) == '"')
        scan_adv(s);
    else
        s->map->failed = true;
}

static void pos_record(PosMap *m, const cJSON *node, int line, int col, int key_line, int key_col)
{
    if (m->count == m->cap) {
        int cap = m->cap ? m->cap * 2 : 64;
        NodePos *items = realloc(m->items, (size_t)cap * sizeof *items);
        if (!items) {
            m->failed = true;
            return;
        }
        m->items = items;
        m->cap = cap;
    }
    m->items[m->count++] = (NodePos){node, line, col, key_line, key_col};
}

static void scan_value(Scan *s, const cJSON *node, int key_line, int key_col)
{
    if (s->map->failed || !node) {
        s->map->failed = true;
        return;
    }
    scan_ws(s);
    pos_record(s->map, node, s->line, s->col, key_line, key_col);
    char c = scan_cur(s);
    if (c == '{' || c == '[') {
        bool obj = c == '{';
        if (obj ? !cJSON_IsObject(node) : !cJSON_IsArray(node)) {
            s->map->failed = true;
            return;
        }
        char close = obj ? '}' : ']';
        const cJSON *child = node->child;
        scan_adv(s);
        while (!s->map->failed) {
            scan_ws(s);
            c = scan_cur(s);
            if (c == close) {
                scan_adv(s);
                return;
            }
            if (c == ',') {
                scan_adv(s);
                continue;
            }
            int kl = 0, kc = 0;
            if (obj) {
                if (c != '"') {
                    s->map->failed = true;
                    return;
                }
                kl = s->line;
                kc = s->col;
                scan_string(s);
                scan_ws(s);
                if (scan_cur(s) != ':') {
                    s->map->failed = true;
                    return;
                }
                scan_adv(s);
            }
            scan_value(s, child, kl, kc);
            child = child ? child->next : NULL;
        }
    } else if (c == '"') {
        scan_string(s);
    } else {
        while (scan_cur(s) != '\0' && (unsigned char)scan_cur(s) > 32 && !strchr(",]}", scan_cur(s)))
            scan_adv(s);
    }
}

static int pos_cmp(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)((const NodePos *)a)->node, y = (uintptr_t)((const NodePos *)b)->node;
    return x < y ? -1 : x > y;
}

static void pos_build(PosMap *m, const char *text, const cJSON *root)
{
    Scan s = {text, 0, 1, 1, m};
    if (strncmp(text, "\xEF\xBB\xBF", 3) == 0) /* cJSON skips a UTF-8 BOM too */
        s.pos = 3;
    scan_value(&s, root, 0, 0);
    if (!m->failed && m->count > 1)
        qsort(m->items, (size_t)m->count, sizeof *m->items, pos_cmp);
}

static const NodePos *pos_find(const PosMap *m, const cJSON *node)
{
    if (!m || m->failed || !node)
        return NULL;
    NodePos key = {.node = node};
    return bsearch(&key, m->items, (size_t)m->count, sizeof *m->items, pos_cmp);
}

/* ---- diagnostics ------------------------------------------------------------------ */

typedef struct Ctx {
    DiagSink *diags;
    const char *file;
    int line;          /* used when a node's position is unknown */
    int line_shift;    /* added to positions found in the text */
    const PosMap *map; /* NULL: no source text */
    int errors;
    char path[2048];   /* JSON path of the node being checked; "" is the root */
    size_t path_len;
} Ctx;

static size_t path_push(Ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Appends to the path; returns the old length for path_pop. Truncates silently: the
 * path is only ever shown to people. */
static size_t path_push(Ctx *c, const char *fmt, ...)
{
    size_t old = c->path_len;
    size_t room = sizeof c->path - old;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(c->path + old, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        c->path_len = (size_t)n < room ? old + (size_t)n : sizeof c->path - 1;
    return old;
}

static size_t path_push_key(Ctx *c, const char *key)
{
    return path_push(c, c->path_len ? ".%s" : "%s", key);
}

static void path_pop(Ctx *c, size_t old)
{
    c->path_len = old;
    c->path[old] = '\0';
}

enum { AT_VALUE, AT_KEY };

static void report(Ctx *c, const cJSON *at, int where, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* Reports an error about `at` (its key or its value) under the current path. */
static void report(Ctx *c, const cJSON *at, int where, const char *fmt, ...)
{
    int line = c->line, col = 0;
    const NodePos *p = pos_find(c->map, at);
    if (p) {
        bool key = where == AT_KEY && p->key_line > 0;
        line = (key ? p->key_line : p->line) + c->line_shift;
        col = key ? p->key_col : p->col;
    }
    char msg[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_add(c->diags, c->file, line, col, "%s: %s", c->path_len ? c->path : "(root)", msg);
    c->errors++;
}

/* What a wrong value was, for messages: `got 3.5`, `got the string "3"`. */
static const char *describe(const cJSON *j, char *buf, size_t size)
{
    if (cJSON_IsNumber(j))
        snprintf(buf, size, "%.15g", j->valuedouble);
    else if (cJSON_IsString(j))
        snprintf(buf, size, "the string \"%.40s\"", j->valuestring ? j->valuestring : "");
    else if (cJSON_IsTrue(j))
        snprintf(buf, size, "true");
    else if (cJSON_IsFalse(j))
        snprintf(buf, size, "false");
    else if (cJSON_IsNull(j))
        snprintf(buf, size, "null");
    else if (cJSON_IsArray(j))
        snprintf(buf, size, "an array");
    else if (cJSON_IsObject(j))
        snprintf(buf, size, "an object");
    else
        snprintf(buf, size, "an invalid value");
    return buf;
}

/* ---- offset sets ------------------------------------------------------------------ */

typedef struct OffSet {
    ShapeOffset *v;
    int n, cap;
} OffSet;

static bool set_push(OffSet *s, int dx, int dy, int slide)
{
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 32;
        ShapeOffset *v = realloc(s->v, (size_t)cap * sizeof *v);
        if (!v)
            return false;
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n++] = (ShapeOffset){(int16_t)dx, (int16_t)dy, (uint8_t)slide};
    return true;
}

static void set_free(OffSet *s)
{
    free(s->v);
    *s = (OffSet){0};
}

static int cmp_pos(const ShapeOffset *a, const ShapeOffset *b)
{
    if (a->dy != b->dy)
        return a->dy > b->dy ? -1 : 1;
    if (a->dx != b->dx)
        return a->dx < b->dx ? -1 : 1;
    return 0;
}

/* Leaps sort before slides on the same square, so keeping the first copy lets the
 * leap win, as union requires. */
static int cmp_tagged(const void *pa, const void *pb)
{
    const ShapeOffset *a = pa, *b = pb;
    int c = cmp_pos(a, b);
    return c ? c : (int)a->slide - (int)b->slide;
}

static int cmp_untagged(const void *pa, const void *pb)
{
    return cmp_pos(pa, pb);
}

/* Sorts, removes duplicates (leap wins) and the origin. */
static void set_normalize(OffSet *s)
{
    if (s->n == 0)
        return;
    qsort(s->v, (size_t)s->n, sizeof *s->v, cmp_tagged);
    int w = 0;
    for (int r = 0; r < s->n; r++) {
        if (s->v[r].dx == 0 && s->v[r].dy == 0)
            continue;
        if (w > 0 && cmp_pos(&s->v[w - 1], &s->v[r]) == 0)
            continue;
        s->v[w++] = s->v[r];
    }
    s->n = w;
}

static bool set_has(const OffSet *s, const ShapeOffset *o)
{
    return s->n > 0 && bsearch(o, s->v, (size_t)s->n, sizeof *s->v, cmp_untagged) != NULL;
}

/* Keeps the offsets of `s` that are (keep_if_in) or are not in `other`; tags stay. */
static void set_filter(OffSet *s, const OffSet *other, bool keep_if_in)
{
    int w = 0;
    for (int r = 0; r < s->n; r++)
        if (set_has(other, &s->v[r]) == keep_if_in)
            s->v[w++] = s->v[r];
    s->n = w;
}

static bool set_append(OffSet *to, const OffSet *from)
{
    for (int i = 0; i < from->n; i++)
        if (!set_push(to, from->v[i].dx, from->v[i].dy, from->v[i].slide))
            return false;
    return true;
}

/* ---- the node vocabulary ---------------------------------------------------------- */

typedef enum Kind { K_CIRCLE, K_SQUARE, K_RAY, K_POINT, K_CONE, K_UNION, K_INTERSECT, K_SUBTRACT, K_REFLECT, K_COUNT } Kind;

static const struct {
    const char *name;
    const char *keys[3]; /* besides "kind" */
} KINDS[K_COUNT] = {
    [K_CIRCLE] = {"circle", {"radius"}},
    [K_SQUARE] = {"square", {"size"}},
    [K_RAY] = {"ray", {"dirs", "min", "max"}},
    [K_POINT] = {"point", {"delta"}},
    [K_CONE] = {"cone", {"dir", "length"}},
    [K_UNION] = {"union", {"shapes"}},
    [K_INTERSECT] = {"intersect", {"shapes"}},
    [K_SUBTRACT] = {"subtract", {"shapes"}},
    [K_REFLECT] = {"reflect", {"axis", "shapes"}},
};

static const struct {
    const char *name;
    int dx, dy;
} DIRS[8] = {
    {"N", 0, 1}, {"NE", 1, 1}, {"E", 1, 0}, {"SE", 1, -1},
    {"S", 0, -1}, {"SW", -1, -1}, {"W", -1, 0}, {"NW", -1, 1},
};

#define DIR_NAMES "N, NE, E, SE, S, SW, W, NW"

static int dir_index(const char *name)
{
    for (int i = 0; i < 8; i++)
        if (strcmp(name, DIRS[i].name) == 0)
            return i;
    return -1;
}

/* ---- reading values --------------------------------------------------------------- */

/* Checks the object's keys: each must be one of `keys` (NULL-terminated, at most 4)
 * and appear once. */
static void check_keys(Ctx *c, const cJSON *obj, const char *const *keys, const char *what, const char *expected)
{
    int seen[4] = {0};
    for (const cJSON *it = obj->child; it; it = it->next) {
        const char *key = it->string ? it->string : "";
        int k = -1;
        for (int i = 0; i < 4 && keys[i]; i++)
            if (strcmp(key, keys[i]) == 0)
                k = i;
        size_t old = path_push_key(c, key);
        if (k < 0)
            report(c, it, AT_KEY, "unknown key '%s' in %s (expected %s)", key, what, expected);
        else if (++seen[k] == 2)
            report(c, it, AT_KEY, "duplicate key '%s'", key);
        path_pop(c, old);
    }
}

/* Finds `key` in `obj`, reporting it when missing. The path stays pushed on success:
 * the caller pops `*old`. */
static const cJSON *get_key(Ctx *c, const cJSON *obj, const char *key, const char *what, size_t *old)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    *old = path_push_key(c, key);
    if (!item) {
        report(c, obj, AT_VALUE, "missing key '%s' (%s)", key, what);
        path_pop(c, *old);
    }
    return item;
}

/* Reads an integer member. Accepts integral JSON numbers only (3 and 3.0, not 3.5,
 * "3" or true); values beyond ±2^31 are out of range. */
static bool get_int(Ctx *c, const cJSON *obj, const char *key, const char *what, long long *out)
{
    size_t old;
    const cJSON *item = get_key(c, obj, key, what, &old);
    if (!item)
        return false;
    bool ok = false;
    char buf[80];
    if (!cJSON_IsNumber(item)) {
        report(c, item, AT_VALUE, "expected an integer, got %s", describe(item, buf, sizeof buf));
    } else {
        double v = item->valuedouble;
        if (v != v || v != floor(v))
            report(c, item, AT_VALUE, "expected an integer, got %s", describe(item, buf, sizeof buf));
        else if (fabs(v) > (double)INT_MAX)
            report(c, item, AT_VALUE, "integer %s is out of range", describe(item, buf, sizeof buf));
        else {
            *out = (long long)v;
            ok = true;
        }
    }
    path_pop(c, old);
    return ok;
}

/* Reads a string member; the path stays pushed on success (caller pops `*old`). */
static const char *get_string(Ctx *c, const cJSON *obj, const char *key, const char *what, const cJSON **item_out,
                              size_t *old)
{
    const cJSON *item = get_key(c, obj, key, what, old);
    *item_out = item;
    if (!item)
        return NULL;
    if (!cJSON_IsString(item) || !item->valuestring) {
        char buf[80];
        report(c, item, AT_VALUE, "expected a string, got %s", describe(item, buf, sizeof buf));
        path_pop(c, *old);
        return NULL;
    }
    return item->valuestring;
}

static void report_too_many(Ctx *c, const cJSON *node, const char *what, long long count)
{
    if (count > 0)
        report(c, node, AT_VALUE, "too many offsets: %s gives %lld, more than %d", what, count, SHAPE_MAX_OFFSETS);
    else
        report(c, node, AT_VALUE, "too many offsets: %s gives more than %d", what, SHAPE_MAX_OFFSETS);
}

static bool report_oom(Ctx *c, const cJSON *node)
{
    report(c, node, AT_VALUE, "out of memory");
    return false;
}

/* ---- primitives ------------------------------------------------------------------- */

static long long isqrt_ll(long long n)
{
    long long r = (long long)sqrt((double)n);
    while (r > 0 && r * r > n)
        r--;
    while ((r + 1) * (r + 1) <= n)
        r++;
    return r;
}

/* circle and square: a distance bound `r` around the origin. */
static bool eval_disc(Ctx *c, const cJSON *node, Kind kind, OffSet *out)
{
    bool circle = kind == K_CIRCLE;
    const char *key = circle ? "radius" : "size";
    long long r;
    if (!get_int(c, node, key, circle ? "a circle needs a radius" : "a square needs a size", &r))
        return false;
    if (r < 0) {
        size_t old = path_push_key(c, key);
        report(c, cJSON_GetObjectItemCaseSensitive(node, key), AT_VALUE, "must be at least 0, got %lld", r);
        path_pop(c, old);
        return false;
    }
    char what[128];
    snprintf(what, sizeof what, "%s with %s %lld", KINDS[kind].name, key, r);
    if (r > SHAPE_MAX_OFFSETS) {
        report_too_many(c, node, what, -1);
        return false;
    }
    long long count = circle ? 2 * r * (r + 1) : (2 * r + 1) * (2 * r + 1) - 1;
    if (count > SHAPE_MAX_OFFSETS) {
        report_too_many(c, node, what, count);
        return false;
    }
    int n = (int)r;
    for (int dy = n; dy >= -n; dy--)
        for (int dx = -n; dx <= n; dx++) {
            int d = circle ? abs(dx) + abs(dy) : (abs(dx) > abs(dy) ? abs(dx) : abs(dy));
            if (d <= n && (dx || dy) && !set_push(out, dx, dy, 0))
                return report_oom(c, node);
        }
    return true;
}

static bool eval_ray(Ctx *c, const cJSON *node, OffSet *out)
{
    bool ok = true;
    int mask = 0, ndirs = 0;
    size_t old;
    const cJSON *dirs = get_key(c, node, "dirs", "a ray needs dirs, min and max", &old);
    if (!dirs) {
        ok = false;
    } else {
        char buf[80];
        if (!cJSON_IsArray(dirs)) {
            report(c, dirs, AT_VALUE, "expected an array of directions, got %s", describe(dirs, buf, sizeof buf));
            ok = false;
        } else if (!dirs->child) {
            report(c, dirs, AT_VALUE, "a ray needs at least one direction, got none");
            ok = false;
        }
        int i = 0;
        for (const cJSON *d = cJSON_IsArray(dirs) ? dirs->child : NULL; d; d = d->next, i++) {
            size_t o2 = path_push(c, "[%d]", i);
            int k = cJSON_IsString(d) && d->valuestring ? dir_index(d->valuestring) : -1;
            if (!cJSON_IsString(d)) {
                report(c, d, AT_VALUE, "expected a direction (%s), got %s", DIR_NAMES, describe(d, buf, sizeof buf));
                ok = false;
            } else if (k < 0) {
                report(c, d, AT_VALUE, "unknown direction '%.40s' (expected %s)", d->valuestring, DIR_NAMES);
                ok = false;
            } else if (!(mask & (1 << k))) {
                mask |= 1 << k;
                ndirs++;
            }
            path_pop(c, o2);
        }
        path_pop(c, old);
    }

    long long min = 0, max = 0;
    bool have_min = get_int(c, node, "min", "a ray needs dirs, min and max", &min);
    bool have_max = get_int(c, node, "max", "a ray needs dirs, min and max", &max);
    if (have_min && min < 1) {
        old = path_push_key(c, "min");
        report(c, cJSON_GetObjectItemCaseSensitive(node, "min"), AT_VALUE, "must be at least 1, got %lld", min);
        path_pop(c, old);
        have_min = false;
    }
    if (have_max) {
        const cJSON *it = cJSON_GetObjectItemCaseSensitive(node, "max");
        old = path_push_key(c, "max");
        if (have_min && max < min) {
            report(c, it, AT_VALUE, "max (%lld) must be at least min (%lld)", max, min);
            have_max = false;
        } else if (max > SHAPE_MAX_COORD) {
            report(c, it, AT_VALUE, "max %lld is out of range (at most %d)", max, SHAPE_MAX_COORD);
            have_max = false;
        }
        path_pop(c, old);
    }
    if (!ok || !have_min || !have_max)
        return false;

    long long count = (long long)ndirs * (max - min + 1);
    if (count > SHAPE_MAX_OFFSETS) {
        char what[128];
        snprintf(what, sizeof what, "ray with %d directions from %lld to %lld", ndirs, min, max);
        report_too_many(c, node, what, count);
        return false;
    }
    for (int k = 0; k < 8; k++)
        if (mask & (1 << k))
            for (long long s = min; s <= max; s++)
                if (!set_push(out, (int)(DIRS[k].dx * s), (int)(DIRS[k].dy * s), 1))
                    return report_oom(c, node);
    return true;
}

static bool eval_point(Ctx *c, const cJSON *node, OffSet *out)
{
    size_t old;
    const cJSON *delta = get_key(c, node, "delta", "a point needs a delta {\"x\": .., \"y\": ..}", &old);
    if (!delta)
        return false;
    if (!cJSON_IsObject(delta)) {
        char buf[80];
        report(c, delta, AT_VALUE, "expected an object {\"x\": .., \"y\": ..}, got %s", describe(delta, buf, sizeof buf));
        path_pop(c, old);
        return false;
    }
    static const char *const keys[] = {"x", "y", NULL};
    check_keys(c, delta, keys, "delta", "x and y");
    long long v[2];
    bool ok = true;
    for (int i = 0; i < 2; i++) {
        if (!get_int(c, delta, keys[i], "a delta needs x and y", &v[i])) {
            ok = false;
        } else if (v[i] < -SHAPE_MAX_COORD || v[i] > SHAPE_MAX_COORD) {
            size_t o2 = path_push_key(c, keys[i]);
            report(c, cJSON_GetObjectItemCaseSensitive(delta, keys[i]), AT_VALUE, "%lld is out of range (-%d to %d)", v[i],
                   SHAPE_MAX_COORD, SHAPE_MAX_COORD);
            path_pop(c, o2);
            ok = false;
        }
    }
    path_pop(c, old);
    if (!ok)
        return false;
    if ((v[0] || v[1]) && !set_push(out, (int)v[0], (int)v[1], 0))
        return report_oom(c, node);
    return true;
}

static bool eval_cone(Ctx *c, const cJSON *node, OffSet *out)
{
    size_t old;
    const cJSON *dir_item;
    int k = -1;
    bool ok = true;
    const char *dir = get_string(c, node, "dir", "a cone needs a dir and a length", &dir_item, &old);
    if (!dir) {
        ok = false;
    } else {
        k = dir_index(dir);
        if (k < 0) {
            report(c, dir_item, AT_VALUE, "unknown direction '%.40s' (expected %s)", dir, DIR_NAMES);
            ok = false;
        }
        path_pop(c, old);
    }
    long long len = 0;
    if (!get_int(c, node, "length", "a cone needs a dir and a length", &len)) {
        ok = false;
    } else if (len < 1) {
        old = path_push_key(c, "length");
        report(c, cJSON_GetObjectItemCaseSensitive(node, "length"), AT_VALUE, "must be at least 1, got %lld", len);
        path_pop(c, old);
        ok = false;
    }
    if (!ok)
        return false;

    int a = DIRS[k].dx, b = DIRS[k].dy;
    bool diagonal = a != 0 && b != 0;
    char what[128];
    snprintf(what, sizeof what, "cone %s of length %lld", DIRS[k].name, len);
    if (len > SHAPE_MAX_OFFSETS) {
        report_too_many(c, node, what, -1);
        return false;
    }
    /* Diagonal reach is floor(L*sqrt(2)), taken in integers so no rounding can flip it. */
    long long reach = diagonal ? isqrt_ll(2 * len * len) : len;
    long long count = diagonal ? reach * (reach + 3) / 2 : len * len + 2 * len;
    if (count > SHAPE_MAX_OFFSETS) {
        report_too_many(c, node, what, count);
        return false;
    }
    int r = (int)reach;
    for (int dy = r; dy >= -r; dy--)
        for (int dx = -r; dx <= r; dx++) {
            bool in;
            if (diagonal) {
                int fx = dx * a, fy = dy * b; /* both >= 0 inside the quarter */
                in = fx >= 0 && fy >= 0 && fx + fy >= 1 && fx + fy <= r;
            } else {
                int fwd = dx * a + dy * b, side = abs(dx * b - dy * a);
                in = fwd >= 1 && fwd <= r && side <= fwd;
            }
            if (in && !set_push(out, dx, dy, 0))
                return report_oom(c, node);
        }
    return true;
}

/* ---- combinators ------------------------------------------------------------------ */

static bool eval_node(Ctx *c, const cJSON *node, int depth, OffSet *out);

static bool eval_combinator(Ctx *c, const cJSON *node, Kind kind, int depth, OffSet *out)
{
    bool ok = true;
    int axis = 0; /* reflect: 1 horizontal, 2 vertical, 3 both */
    size_t old;
    if (kind == K_REFLECT) {
        const cJSON *item;
        const char *s = get_string(c, node, "axis", "reflect needs an axis and shapes", &item, &old);
        if (!s) {
            ok = false;
        } else {
            axis = strcmp(s, "horizontal") == 0 ? 1 : strcmp(s, "vertical") == 0 ? 2 : strcmp(s, "both") == 0 ? 3 : 0;
            if (!axis) {
                report(c, item, AT_VALUE, "unknown axis '%.40s' (expected horizontal, vertical or both)", s);
                ok = false;
            }
            path_pop(c, old);
        }
    }

    const char *name = KINDS[kind].name;
    char need[64];
    snprintf(need, sizeof need, "%s needs %sshapes", name, kind == K_REFLECT ? "an axis and " : "");
    const cJSON *shapes = get_key(c, node, "shapes", need, &old);
    if (!shapes)
        return false;
    if (!cJSON_IsArray(shapes)) {
        char buf[80];
        report(c, shapes, AT_VALUE, "expected an array of shapes, got %s", describe(shapes, buf, sizeof buf));
        path_pop(c, old);
        return false;
    }
    int nchild = 0;
    for (const cJSON *ch = shapes->child; ch; ch = ch->next)
        nchild++;
    int need_n = kind == K_SUBTRACT ? 2 : 1;
    if (nchild < need_n) {
        report(c, shapes, AT_VALUE, "%s needs at least %s, got %d", name,
               need_n == 2 ? "two shapes (the base and what to remove)" : "one shape", nchild);
        ok = false;
    }

    /* Children fold into `acc` one at a time, so memory stays near two node results
     * however many children there are; every child is still checked for errors. */
    OffSet acc = {0};
    bool overflow = false;
    int i = 0;
    for (const cJSON *ch = shapes->child; ch; ch = ch->next, i++) {
        size_t o2 = path_push(c, "[%d]", i);
        OffSet one = {0};
        bool child_ok = eval_node(c, ch, depth + 1, &one);
        path_pop(c, o2);
        if (!child_ok)
            ok = false;
        if (ok && !overflow) {
            if (i == 0 || kind == K_UNION || kind == K_REFLECT) {
                if (!set_append(&acc, &one)) {
                    set_free(&one);
                    set_free(&acc);
                    path_pop(c, old);
                    return report_oom(c, node);
                }
                set_normalize(&acc);
                overflow = acc.n > SHAPE_MAX_OFFSETS;
            } else {
                set_filter(&acc, &one, kind == K_INTERSECT);
            }
        }
        set_free(&one);
    }
    path_pop(c, old);
    if (!ok) {
        set_free(&acc);
        return false;
    }
    if (overflow) {
        set_free(&acc);
        report_too_many(c, node, name, -1);
        return false;
    }

    if (kind == K_REFLECT) {
        int n = acc.n;
        for (int j = 0; j < n; j++) {
            ShapeOffset o = acc.v[j];
            bool pushed = true;
            if (axis & 1)
                pushed = pushed && set_push(&acc, -o.dx, o.dy, o.slide);
            if (axis & 2)
                pushed = pushed && set_push(&acc, o.dx, -o.dy, o.slide);
            if (axis == 3)
                pushed = pushed && set_push(&acc, -o.dx, -o.dy, o.slide);
            if (!pushed) {
                set_free(&acc);
                return report_oom(c, node);
            }
        }
        set_normalize(&acc);
        if (acc.n > SHAPE_MAX_OFFSETS) {
            report_too_many(c, node, "reflect", acc.n);
            set_free(&acc);
            return false;
        }
    }
    *out = acc;
    return true;
}

/* ---- nodes ------------------------------------------------------------------------ */

/* Checks `node` (at the current path) and everything below it, reporting every error.
 * When all is valid, fills `out` (empty on entry) with the node's normalized offsets. */
static bool eval_node(Ctx *c, const cJSON *node, int depth, OffSet *out)
{
    char buf[80];
    if (depth > SHAPE_MAX_DEPTH) {
        report(c, node, AT_VALUE, "shapes nested deeper than %d levels", SHAPE_MAX_DEPTH);
        return false;
    }
    if (!cJSON_IsObject(node)) {
        report(c, node, AT_VALUE, "expected a shape object, got %s", describe(node, buf, sizeof buf));
        return false;
    }
    const cJSON *kind_item;
    size_t old;
    const char *kname = get_string(c, node, "kind", "every shape needs a kind", &kind_item, &old);
    if (!kname)
        return false;
    int kind = -1;
    for (int k = 0; k < K_COUNT; k++)
        if (strcmp(kname, KINDS[k].name) == 0)
            kind = k;
    if (kind < 0) {
        report(c, kind_item, AT_VALUE,
               "unknown kind '%.40s' (expected circle, square, ray, point, cone, union, intersect, subtract or "
               "reflect)",
               kname);
        path_pop(c, old);
        return false;
    }
    path_pop(c, old);

    const char *keys[5] = {"kind"};
    char expected[64] = "kind";
    for (int i = 0; i < 3 && KINDS[kind].keys[i]; i++) {
        keys[i + 1] = KINDS[kind].keys[i];
        size_t l = strlen(expected);
        snprintf(expected + l, sizeof expected - l, ", %s", KINDS[kind].keys[i]);
    }
    check_keys(c, node, keys, KINDS[kind].name, expected);

    bool ok;
    switch ((Kind)kind) {
    case K_CIRCLE:
    case K_SQUARE: ok = eval_disc(c, node, (Kind)kind, out); break;
    case K_RAY: ok = eval_ray(c, node, out); break;
    case K_POINT: ok = eval_point(c, node, out); break;
    case K_CONE: ok = eval_cone(c, node, out); break;
    default: ok = eval_combinator(c, node, (Kind)kind, depth, out); break;
    }
    if (ok)
        set_normalize(out);
    else
        set_free(out);
    return ok;
}

static Shape *build(Ctx *c, const cJSON *root)
{
    OffSet set = {0};
    int errors_before = c->errors;
    bool ok = eval_node(c, root, 1, &set);
    if (!ok || c->errors > errors_before) {
        set_free(&set);
        return NULL;
    }
    Shape *s = malloc(sizeof *s);
    if (!s) {
        set_free(&set);
        report(c, root, AT_VALUE, "out of memory");
        return NULL;
    }
    s->offs = set.v;
    s->count = set.n;
    return s;
}

/* ---- public ----------------------------------------------------------------------- */

static void line_col(const char *text, const char *at, int *line, int *col)
{
    *line = 1;
    *col = 1;
    for (const char *p = text; p < at && *p; p++) {
        if (*p == '\n') {
            (*line)++;
            *col = 1;
        } else {
            (*col)++;
        }
    }
}

Shape *shape_parse_json(const char *text, const char *file, int line_base, DiagSink *diags)
{
    int shift = line_base > 0 ? line_base - 1 : 0;
    if (!text) {
        diag_add(diags, file, line_base, 0, "(root): no JSON text");
        return NULL;
    }
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithOpts(text, &end, 1);
    if (!root) {
        int line, col;
        if (!end)
            end = text;
        line_col(text, end, &line, &col);
        unsigned char ch = (unsigned char)*end;
        if (ch == '\0')
            diag_add(diags, file, line + shift, col, "invalid JSON: unexpected end of input");
        else if (ch > 32 && ch < 127)
            diag_add(diags, file, line + shift, col, "invalid JSON near '%c'", ch);
        else
            diag_add(diags, file, line + shift, col, "invalid JSON near byte 0x%02x", ch);
        return NULL;
    }
    PosMap map = {0};
    pos_build(&map, text, root);
    Ctx c = {.diags = diags, .file = file, .line = line_base, .line_shift = shift, .map = &map};
    Shape *s = build(&c, root);
    free(map.items);
    cJSON_Delete(root);
    return s;
}

Shape *shape_from_cjson(const cJSON *node, const char *file, int line, DiagSink *diags)
{
    Ctx c = {.diags = diags, .file = file, .line = line > 0 ? line : 0};
    if (!node) {
        report(&c, NULL, AT_VALUE, "expected a shape object, got nothing");
        return NULL;
    }
    return build(&c, node);
}

void shape_free(Shape *s)
{
    if (!s)
        return;
    free(s->offs);
    free(s);
}

const ShapeOffset *shape_offsets(const Shape *s, int *count)
{
    *count = s->count;
    return s->offs;
}

static int num_width(int v)
{
    char buf[16];
    return snprintf(buf, sizeof buf, "%d", v);
}

void shape_print_grid(const Shape *s, FILE *out)
{
    /* no board reaches further than 15 squares: a far ray is cut there rather than
     * drawn as millions of dots */
    const int reach = CSM_MAX_BOARD - 1;
    int r = 1, beyond = 0;
    for (int i = 0; i < s->count; i++) {
        int ax = abs(s->offs[i].dx), ay = abs(s->offs[i].dy);
        if (ax > reach || ay > reach) {
            beyond++;
            continue;
        }
        if (ax > r)
            r = ax;
        if (ay > r)
            r = ay;
    }
    int w = num_width(-r);
    /* Offsets are sorted in reading order (top row first, left to right), so one pass
     * over them fills the grid without a lookup table; the ones outside are passed. */
    int i = 0;
    for (int dy = r; dy >= -r; dy--) {
        fprintf(out, "%*d |", w, dy);
        for (int dx = -r; dx <= r; dx++) {
            while (i < s->count && (s->offs[i].dy > dy || (s->offs[i].dy == dy && s->offs[i].dx < dx)))
                i++;
            char ch = '.';
            if (dx == 0 && dy == 0) {
                ch = 'o';
            } else if (i < s->count && s->offs[i].dx == dx && s->offs[i].dy == dy) {
                ch = s->offs[i].slide ? '*' : 'x';
                i++;
            }
            fprintf(out, " %*c", w, ch);
        }
        fputc('\n', out);
    }
    fprintf(out, "%*s +", w, "");
    for (int dx = -r; dx <= r; dx++)
        fprintf(out, "%.*s", w + 1, "----------------");
    fputc('\n', out);
    fprintf(out, "%*s  ", w, "");
    for (int dx = -r; dx <= r; dx++)
        fprintf(out, " %*d", w, dx);
    fputc('\n', out);
    if (beyond)
        fprintf(out, "(%d offset%s beyond %d squares, where no board reaches, not drawn; --json lists every offset)\n",
                beyond, beyond == 1 ? "" : "s", reach);
}

void shape_print_json(const Shape *s, FILE *out)
{
    fputc('[', out);
    for (int i = 0; i < s->count; i++)
        fprintf(out, "%s{\"dx\":%d,\"dy\":%d,\"type\":\"%s\"}", i ? "," : "", s->offs[i].dx, s->offs[i].dy,
                s->offs[i].slide ? "slide" : "leap");
    fputs("]\n", out);
}

typedef struct Out {
    char *buf;
    size_t size, len;
} Out;

static void out_add(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void out_add(Out *o, const char *fmt, ...)
{
    bool room = o->buf && o->len < o->size;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(room ? o->buf + o->len : NULL, room ? o->size - o->len : 0, fmt, ap);
    va_end(ap);
    if (n > 0)
        o->len += (size_t)n;
}

static int gcd(int a, int b)
{
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int shape_to_chessembly(const Shape *s, char *buf, size_t size)
{
    Out o = {buf, size, 0};
    if (buf && size)
        buf[0] = '\0';
    for (int i = 0; i < s->count; i++) {
        int dx = s->offs[i].dx, dy = s->offs[i].dy;
        /* no board is that large: such an offset never lands, and as a slide it would
         * cost hundreds of peeks for nothing */
        if (abs(dx) >= CSM_MAX_BOARD || abs(dy) >= CSM_MAX_BOARD)
            continue;
        if (!s->offs[i].slide) {
            out_add(&o, "take-move(%d, %d);\n", dx, dy);
            continue;
        }
        int g = gcd(abs(dx), abs(dy));
        int ux = dx / g, uy = dy / g;
        for (int k = 1; k < g; k++)
            out_add(&o, "peek(%d, %d) ", ux, uy);
        out_add(&o, "take-move(%d, %d);\n", ux, uy);
    }
    return o.len > INT_MAX ? INT_MAX : (int)o.len;
}
