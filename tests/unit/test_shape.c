/* test_shape.c — the JSON shape DSL: every kind, every validation error, the seed's
 * examples, printing and the Chessembly translation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "shape.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

typedef struct Exp {
    int dx, dy, slide;
} Exp;

#define LEAP(x, y) {x, y, 0}
#define SLIDE(x, y) {x, y, 1}
#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- helpers ---------------------------------------------------------------------- */

static Shape *parse_ok(const char *json)
{
    DiagSink d;
    diag_init(&d);
    Shape *s = shape_parse_json(json, "test.json", 0, &d);
    if (!s || d.count) {
        diag_print(&d, stderr);
        fail_msg("expected a valid shape: %s", json);
    }
    diag_free(&d);
    return s;
}

static int exp_cmp(const void *pa, const void *pb)
{
    const Exp *a = pa, *b = pb;
    if (a->dy != b->dy)
        return b->dy - a->dy;
    return a->dx - b->dx;
}

/* The shape's invariants (sorted by dy desc then dx asc, unique, no origin), then an
 * exact comparison with `exp` given in any order. */
static void check_offsets(const Shape *s, Exp *exp, int n)
{
    int count;
    const ShapeOffset *o = shape_offsets(s, &count);
    for (int i = 0; i < count; i++) {
        assert_false(o[i].dx == 0 && o[i].dy == 0);
        if (i > 0)
            assert_true(o[i - 1].dy > o[i].dy || (o[i - 1].dy == o[i].dy && o[i - 1].dx < o[i].dx));
    }
    qsort(exp, (size_t)n, sizeof *exp, exp_cmp);
    if (count != n) {
        for (int i = 0; i < count; i++)
            fprintf(stderr, "  got (%d,%d,%d)\n", o[i].dx, o[i].dy, o[i].slide);
        fail_msg("expected %d offsets, got %d", n, count);
    }
    for (int i = 0; i < n; i++) {
        if (o[i].dx != exp[i].dx || o[i].dy != exp[i].dy || o[i].slide != exp[i].slide)
            fail_msg("offset %d: expected (%d,%d,%s), got (%d,%d,%s)", i, exp[i].dx, exp[i].dy,
                     exp[i].slide ? "slide" : "leap", o[i].dx, o[i].dy, o[i].slide ? "slide" : "leap");
    }
}

static void expect_shape(const char *json, Exp *exp, int n)
{
    Shape *s = parse_ok(json);
    check_offsets(s, exp, n);
    shape_free(s);
}

static int shape_count(const Shape *s)
{
    int n;
    shape_offsets(s, &n);
    return n;
}

static int count_of(const char *json)
{
    Shape *s = parse_ok(json);
    int n = shape_count(s);
    shape_free(s);
    return n;
}

/* The offsets whose (dx, dy) satisfy `in`, tagged `slide`, in [-r, r]^2. */
static int brute(Exp *out, int r, int slide, int (*in)(int, int, int), int param)
{
    int n = 0;
    for (int dy = -r; dy <= r; dy++)
        for (int dx = -r; dx <= r; dx++)
            if ((dx || dy) && in(dx, dy, param))
                out[n++] = (Exp){dx, dy, slide};
    return n;
}

static int in_circle(int dx, int dy, int r) { return abs(dx) + abs(dy) <= r; }
static int in_square(int dx, int dy, int r) { return abs(dx) <= r && abs(dy) <= r; }

/* Expects failure; returns the first diagnostic whose message starts with `path: ` and
 * contains `words` (fails the test when there is none). The sink is the caller's. */
static const Diagnostic *find_error(DiagSink *d, const char *path, const char *words)
{
    char prefix[256];
    snprintf(prefix, sizeof prefix, "%s: ", path);
    for (int i = 0; i < d->count; i++) {
        const char *m = d->items[i].message;
        if (strncmp(m, prefix, strlen(prefix)) == 0 && strstr(m, words))
            return &d->items[i];
    }
    diag_print(d, stderr);
    fail_msg("no error '%s ... %s'", path, words);
    return NULL;
}

static void expect_error_at(const char *json, const char *path, const char *words, int line, int col)
{
    DiagSink d;
    diag_init(&d);
    Shape *s = shape_parse_json(json, "bad.json", 0, &d);
    if (s)
        fail_msg("expected an error for %s", json);
    assert_true(d.count >= 1);
    const Diagnostic *e = find_error(&d, path, words);
    assert_string_equal(e->file, "bad.json");
    if (line > 0) {
        assert_int_equal(e->line, line);
        assert_int_equal(e->column, col);
    }
    diag_free(&d);
}

static void expect_error(const char *json, const char *path, const char *words)
{
    expect_error_at(json, path, words, 0, 0);
}

static int count_errors(const char *json)
{
    DiagSink d;
    diag_init(&d);
    Shape *s = shape_parse_json(json, "bad.json", 0, &d);
    assert_null(s);
    int n = d.count;
    diag_free(&d);
    return n;
}

static char *capture(const Shape *s, void (*print)(const Shape *, FILE *))
{
    FILE *f = tmpfile();
    assert_non_null(f);
    print(s, f);
    long len = ftell(f);
    rewind(f);
    char *buf = calloc((size_t)len + 1, 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)len, f), (size_t)len);
    fclose(f);
    return buf;
}

static char *read_text(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/tests/shapes/%s", CSM_TEST_DATA_DIR, name);
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    char *buf = calloc(1, 65536);
    assert_non_null(buf);
    size_t got = fread(buf, 1, 65535, f);
    assert_true(got > 0);
    fclose(f);
    return buf;
}

/* ---- primitives ------------------------------------------------------------------- */

static void test_circle(void **state)
{
    (void)state;
    assert_int_equal(count_of("{\"kind\":\"circle\",\"radius\":0}"), 0);
    Exp r1[] = {LEAP(0, 1), LEAP(-1, 0), LEAP(1, 0), LEAP(0, -1)};
    expect_shape("{\"kind\":\"circle\",\"radius\":1}", r1, COUNT(r1));
    Exp r2[] = {LEAP(0, 2),  LEAP(-1, 1), LEAP(0, 1),   LEAP(1, 1),  LEAP(-2, 0), LEAP(-1, 0),
                LEAP(1, 0),  LEAP(2, 0),  LEAP(-1, -1), LEAP(0, -1), LEAP(1, -1), LEAP(0, -2)};
    expect_shape("{\"kind\":\"circle\",\"radius\":2}", r2, COUNT(r2));
    Exp big[200];
    int n = brute(big, 6, 0, in_circle, 6);
    assert_int_equal(n, 2 * 6 * 7);
    expect_shape("{\"kind\":\"circle\",\"radius\":6}", big, n);
}

static void test_square(void **state)
{
    (void)state;
    assert_int_equal(count_of("{\"kind\":\"square\",\"size\":0}"), 0);
    Exp king[] = {LEAP(-1, 1), LEAP(0, 1),   LEAP(1, 1),  LEAP(-1, 0),
                  LEAP(1, 0),  LEAP(-1, -1), LEAP(0, -1), LEAP(1, -1)};
    expect_shape("{\"kind\":\"square\",\"size\":1}", king, COUNT(king));
    Exp big[200];
    int n = brute(big, 3, 0, in_square, 3);
    assert_int_equal(n, 48);
    expect_shape("{\"kind\":\"square\",\"size\":3}", big, n);
}

static void test_ray(void **state)
{
    (void)state;
    Exp two[] = {SLIDE(0, 2), SLIDE(0, 3), SLIDE(2, 0), SLIDE(3, 0)};
    expect_shape("{\"kind\":\"ray\",\"dirs\":[\"N\",\"E\"],\"min\":2,\"max\":3}", two, COUNT(two));
    /* a repeated direction adds nothing */
    Exp sw[] = {SLIDE(-1, -1)};
    expect_shape("{\"kind\":\"ray\",\"dirs\":[\"SW\",\"SW\"],\"min\":1,\"max\":1}", sw, COUNT(sw));
    Exp all[] = {SLIDE(0, 1), SLIDE(1, 1),  SLIDE(1, 0),  SLIDE(1, -1),
                 SLIDE(0, -1), SLIDE(-1, -1), SLIDE(-1, 0), SLIDE(-1, 1)};
    expect_shape("{\"kind\":\"ray\",\"dirs\":[\"N\",\"NE\",\"E\",\"SE\",\"S\",\"SW\",\"W\",\"NW\"],\"min\":1,\"max\":1}",
                 all, COUNT(all));
}

static void test_point(void **state)
{
    (void)state;
    Exp p[] = {LEAP(1, 2)};
    expect_shape("{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":2}}", p, COUNT(p));
    Exp neg[] = {LEAP(-3, -5)};
    expect_shape("{\"kind\":\"point\",\"delta\":{\"y\":-5,\"x\":-3}}", neg, COUNT(neg));
    /* the origin is never part of a shape */
    assert_int_equal(count_of("{\"kind\":\"point\",\"delta\":{\"x\":0,\"y\":0}}"), 0);
    /* integral numbers written with a fraction or exponent are integers */
    Exp q[] = {LEAP(3, 1)};
    expect_shape("{\"kind\":\"point\",\"delta\":{\"x\":3.0,\"y\":1e0}}", q, COUNT(q));
}

/* ---- cone ------------------------------------------------------------------------- */

/* Independent of the library's membership test: cardinal cones are generated for N and
 * turned by quarter turns; diagonal cones are generated per quadrant from a floating
 * floor(L * sqrt 2). */
static int cone_expected(Exp *out, const char *dir, int len)
{
    static const char *const card[4] = {"N", "E", "S", "W"}; /* each a clockwise quarter turn */
    static const struct {
        const char *name;
        int sx, sy;
    } diag[4] = {{"NE", 1, 1}, {"SE", 1, -1}, {"SW", -1, -1}, {"NW", -1, 1}};
    int n = 0;
    for (int t = 0; t < 4; t++) {
        if (strcmp(dir, card[t]) != 0)
            continue;
        for (int y = 1; y <= len; y++)
            for (int x = -y; x <= y; x++) {
                int dx = x, dy = y;
                for (int k = 0; k < t; k++) { /* (x, y) -> (y, -x): N becomes E */
                    int tmp = dx;
                    dx = dy;
                    dy = -tmp;
                }
                out[n++] = (Exp){dx, dy, 0};
            }
        return n;
    }
    for (int t = 0; t < 4; t++) {
        if (strcmp(dir, diag[t].name) != 0)
            continue;
        int reach = (int)floor(len * sqrt(2.0));
        for (int i = 0; i <= reach; i++)
            for (int j = 0; i + j <= reach; j++)
                if (i + j >= 1)
                    out[n++] = (Exp){diag[t].sx * i, diag[t].sy * j, 0};
        return n;
    }
    fail_msg("bad direction %s", dir);
    return 0;
}

static void test_cone_all_directions(void **state)
{
    (void)state;
    static const char *const dirs[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    for (int d = 0; d < 8; d++)
        for (int len = 1; len <= 4; len++) {
            Exp exp[128];
            int n = cone_expected(exp, dirs[d], len);
            bool diagonal = strlen(dirs[d]) == 2;
            int reach = (int)floor(len * sqrt(2.0));
            assert_int_equal(n, diagonal ? reach * (reach + 3) / 2 : len * len + 2 * len);
            char json[128];
            snprintf(json, sizeof json, "{\"kind\":\"cone\",\"dir\":\"%s\",\"length\":%d}", dirs[d], len);
            expect_shape(json, exp, n);
        }
}

static void test_cone_by_hand(void **state)
{
    (void)state;
    Exp n1[] = {LEAP(-1, 1), LEAP(0, 1), LEAP(1, 1)};
    expect_shape("{\"kind\":\"cone\",\"dir\":\"N\",\"length\":1}", n1, COUNT(n1));
    Exp ne1[] = {LEAP(0, 1), LEAP(1, 0)}; /* floor(sqrt 2) = 1 */
    expect_shape("{\"kind\":\"cone\",\"dir\":\"NE\",\"length\":1}", ne1, COUNT(ne1));
    Exp e2[] = {LEAP(1, -1), LEAP(1, 0),  LEAP(1, 1),  LEAP(2, -2),
                LEAP(2, -1), LEAP(2, 0), LEAP(2, 1), LEAP(2, 2)};
    expect_shape("{\"kind\":\"cone\",\"dir\":\"E\",\"length\":2}", e2, COUNT(e2));
    Exp sw2[] = {LEAP(0, -1), LEAP(-1, 0), LEAP(0, -2), LEAP(-1, -1), LEAP(-2, 0)}; /* floor(2.83) = 2 */
    expect_shape("{\"kind\":\"cone\",\"dir\":\"SW\",\"length\":2}", sw2, COUNT(sw2));
    Exp s3[] = {LEAP(-1, -1), LEAP(0, -1), LEAP(1, -1), LEAP(-2, -2), LEAP(-1, -2), LEAP(0, -2),
                LEAP(1, -2),  LEAP(2, -2), LEAP(-3, -3), LEAP(-2, -3), LEAP(-1, -3), LEAP(0, -3),
                LEAP(1, -3),  LEAP(2, -3), LEAP(3, -3)};
    expect_shape("{\"kind\":\"cone\",\"dir\":\"S\",\"length\":3}", s3, COUNT(s3));
    /* L = 3: floor(4.24) = 4, so NW reaches x + y = 4 */
    Shape *s = parse_ok("{\"kind\":\"cone\",\"dir\":\"NW\",\"length\":3}");
    int n;
    const ShapeOffset *o = shape_offsets(s, &n);
    assert_int_equal(n, 14);
    assert_int_equal(o[0].dx, 0);
    assert_int_equal(o[0].dy, 4);
    shape_free(s);
}

/* ---- combinators ------------------------------------------------------------------ */

static void test_union(void **state)
{
    (void)state;
    /* the seed's king example: circle 1 and square 1 make the square, duplicates gone */
    Exp king[] = {LEAP(-1, 1), LEAP(0, 1),   LEAP(1, 1),  LEAP(-1, 0),
                  LEAP(1, 0),  LEAP(-1, -1), LEAP(0, -1), LEAP(1, -1)};
    expect_shape("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"circle\",\"radius\":1},{\"kind\":\"square\",\"size\":1}]}",
                 king, COUNT(king));
    Exp one[] = {LEAP(2, 1)};
    expect_shape("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":2,\"y\":1}},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":2,\"y\":1}}]}",
                 one, COUNT(one));
}

static void test_union_leap_wins(void **state)
{
    (void)state;
    Exp exp[] = {LEAP(0, 1), SLIDE(0, 2), SLIDE(0, 3)};
    Exp exp2[] = {LEAP(0, 1), SLIDE(0, 2), SLIDE(0, 3)};
    expect_shape("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":3},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":0,\"y\":1}}]}",
                 exp, COUNT(exp));
    expect_shape("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":0,\"y\":1}},"
                 "{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":3}]}",
                 exp2, COUNT(exp2));
}

static void test_intersect(void **state)
{
    (void)state;
    /* the seed's example: circle 2 within square 2 is circle 2 */
    Exp c2[20];
    int n = brute(c2, 2, 0, in_circle, 2);
    expect_shape("{\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"circle\",\"radius\":2},{\"kind\":\"square\",\"size\":2}]}",
                 c2, n);
    /* the first operand's tags stay */
    Exp slides[] = {SLIDE(0, 1), SLIDE(0, 2)};
    expect_shape("{\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":3},"
                 "{\"kind\":\"square\",\"size\":2}]}",
                 slides, COUNT(slides));
    Exp leaps[] = {LEAP(0, 1), LEAP(0, 2)};
    expect_shape("{\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"square\",\"size\":2},"
                 "{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":3}]}",
                 leaps, COUNT(leaps));
    /* three operands; one alone is itself */
    Exp three[] = {LEAP(0, 1)};
    expect_shape("{\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"square\",\"size\":2},{\"kind\":\"circle\",\"radius\":1},"
                 "{\"kind\":\"cone\",\"dir\":\"N\",\"length\":1}]}",
                 three, COUNT(three));
    assert_int_equal(count_of("{\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"square\",\"size\":1}]}"), 8);
    assert_int_equal(count_of("{\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":5,\"y\":5}},"
                              "{\"kind\":\"square\",\"size\":1}]}"),
                     0);
}

static int in_ring(int dx, int dy, int unused)
{
    (void)unused;
    int d = abs(dx) + abs(dy);
    return d >= 2 && d <= 3;
}

static void test_subtract(void **state)
{
    (void)state;
    /* the seed's hollow circle */
    Exp ring[40];
    int n = brute(ring, 3, 0, in_ring, 0);
    assert_int_equal(n, 20);
    expect_shape("{\"kind\":\"subtract\",\"shapes\":[{\"kind\":\"circle\",\"radius\":3},{\"kind\":\"circle\",\"radius\":1}]}",
                 ring, n);
    /* the first operand's tags stay */
    Exp gaps[] = {SLIDE(0, 1), SLIDE(0, 3)};
    expect_shape("{\"kind\":\"subtract\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":3},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":0,\"y\":2}}]}",
                 gaps, COUNT(gaps));
    /* everything after the first is removed */
    assert_int_equal(count_of("{\"kind\":\"subtract\",\"shapes\":[{\"kind\":\"square\",\"size\":2},"
                              "{\"kind\":\"square\",\"size\":1},{\"kind\":\"point\",\"delta\":{\"x\":2,\"y\":2}}]}"),
                     15);
}

static void test_reflect(void **state)
{
    (void)state;
    /* the seed's example: "both" gives all four sign combinations */
    Exp four[] = {LEAP(2, 1), LEAP(-2, 1), LEAP(2, -1), LEAP(-2, -1)};
    expect_shape("{\"kind\":\"reflect\",\"axis\":\"both\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":2,\"y\":1}}]}",
                 four, COUNT(four));
    Exp h[] = {LEAP(2, 1), LEAP(-2, 1)};
    expect_shape("{\"kind\":\"reflect\",\"axis\":\"horizontal\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":2,\"y\":1}}]}",
                 h, COUNT(h));
    Exp v[] = {LEAP(2, 1), LEAP(2, -1)};
    expect_shape("{\"kind\":\"reflect\",\"axis\":\"vertical\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":2,\"y\":1}}]}",
                 v, COUNT(v));
    /* points on an axis mirror onto themselves */
    Exp on_axis[] = {LEAP(0, 2), LEAP(0, -2)};
    expect_shape("{\"kind\":\"reflect\",\"axis\":\"both\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":0,\"y\":2}}]}",
                 on_axis, COUNT(on_axis));
    /* tags are kept; several children are unioned first */
    Exp tags[] = {SLIDE(0, 1), SLIDE(0, 2), SLIDE(0, -1), SLIDE(0, -2), LEAP(1, 1), LEAP(1, -1)};
    expect_shape("{\"kind\":\"reflect\",\"axis\":\"vertical\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":2},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":1}}]}",
                 tags, COUNT(tags));
    /* an image meeting an offset of the other tag: the leap wins, as in union; here
     * each square gets a leap (the point's image on (0,1), the point itself on (0,-1)) */
    Exp meet[] = {LEAP(0, 1), LEAP(0, -1)};
    expect_shape("{\"kind\":\"reflect\",\"axis\":\"vertical\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":1},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":0,\"y\":-1}}]}",
                 meet, COUNT(meet));
}

static void test_nesting(void **state)
{
    (void)state;
    /* (knight + king) minus the forward cone of length 1 */
    Exp exp[] = {LEAP(-1, 2),  LEAP(1, 2),  LEAP(-2, 1),  LEAP(2, 1),  LEAP(-1, 0),  LEAP(1, 0),
                 LEAP(-2, -1), LEAP(2, -1), LEAP(-1, -1), LEAP(0, -1), LEAP(1, -1), LEAP(-1, -2),
                 LEAP(1, -2)};
    expect_shape("{\"kind\":\"subtract\",\"shapes\":["
                 " {\"kind\":\"union\",\"shapes\":["
                 "  {\"kind\":\"reflect\",\"axis\":\"both\",\"shapes\":["
                 "   {\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":2}},{\"kind\":\"point\",\"delta\":{\"x\":2,\"y\":1}}]},"
                 "  {\"kind\":\"square\",\"size\":1}]},"
                 " {\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"cone\",\"dir\":\"N\",\"length\":1},{\"kind\":\"square\",\"size\":3}]}]}",
                 exp, COUNT(exp));
}

/* `levels` shape nodes deep: unions wrapping one point. */
static char *nested_json(int levels)
{
    size_t cap = (size_t)levels * 40 + 100;
    char *buf = malloc(cap), *p = buf;
    assert_non_null(buf);
    for (int i = 0; i < levels - 1; i++)
        p += sprintf(p, "{\"kind\":\"union\",\"shapes\":[");
    p += sprintf(p, "{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":0}}");
    for (int i = 0; i < levels - 1; i++)
        p += sprintf(p, "]}");
    return buf;
}

static void test_depth(void **state)
{
    (void)state;
    char *ok = nested_json(SHAPE_MAX_DEPTH);
    Exp one[] = {LEAP(1, 0)};
    expect_shape(ok, one, COUNT(one));
    free(ok);

    char *bad = nested_json(SHAPE_MAX_DEPTH + 1);
    DiagSink d;
    diag_init(&d);
    assert_null(shape_parse_json(bad, "deep.json", 0, &d));
    assert_int_equal(d.count, 1);
    assert_non_null(strstr(d.items[0].message, "nested deeper than 64"));
    assert_int_equal(strncmp(d.items[0].message, "shapes[0].shapes[0].shapes[0]", 29), 0);
    diag_free(&d);
    free(bad);

    /* far deeper still: one error, no trouble */
    bad = nested_json(400);
    assert_int_equal(count_errors(bad), 1);
    free(bad);
}

/* ---- limits ----------------------------------------------------------------------- */

static void test_too_many_offsets(void **state)
{
    (void)state;
    assert_int_equal(count_of("{\"kind\":\"circle\",\"radius\":44}"), 3960);
    expect_error("{\"kind\":\"circle\",\"radius\":45}", "(root)", "more than 4096");
    assert_int_equal(count_of("{\"kind\":\"square\",\"size\":31}"), 3968);
    expect_error("{\"kind\":\"square\",\"size\":32}", "(root)", "more than 4096");
    /* checked from the parameters: no time or memory goes into these */
    expect_error("{\"kind\":\"circle\",\"radius\":2000000000}", "(root)", "too many offsets");
    expect_error("{\"kind\":\"square\",\"size\":2147483647}", "(root)", "too many offsets");
    expect_error("{\"kind\":\"cone\",\"dir\":\"NE\",\"length\":2000000000}", "(root)", "too many offsets");
    expect_error("{\"kind\":\"cone\",\"dir\":\"N\",\"length\":64}", "(root)", "more than 4096");
    assert_int_equal(count_of("{\"kind\":\"cone\",\"dir\":\"N\",\"length\":63}"), 63 * 63 + 126);
    assert_int_equal(count_of("{\"kind\":\"ray\",\"dirs\":[\"N\",\"NE\",\"E\",\"SE\",\"S\",\"SW\",\"W\",\"NW\"],"
                              "\"min\":1,\"max\":512}"),
                     4096);
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"N\",\"NE\",\"E\",\"SE\",\"S\",\"SW\",\"W\",\"NW\"],\"min\":1,\"max\":513}",
                 "(root)", "more than 4096");
    /* combinators count their real result */
    expect_error("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"square\",\"size\":31},"
                 "{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":32,\"max\":200}]}",
                 "(root)", "union gives more than 4096");
    assert_int_equal(count_of("{\"kind\":\"reflect\",\"axis\":\"both\",\"shapes\":["
                              "{\"kind\":\"ray\",\"dirs\":[\"NE\"],\"min\":1,\"max\":1024}]}"),
                     4096);
    expect_error("{\"kind\":\"reflect\",\"axis\":\"both\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"NE\"],\"min\":1,\"max\":1024},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":2}}]}",
                 "(root)", "reflect gives 4100");
    /* a nested node names its own path */
    expect_error("{\"kind\":\"intersect\",\"shapes\":[{\"kind\":\"square\",\"size\":1},{\"kind\":\"circle\",\"radius\":99}]}",
                 "shapes[1]", "more than 4096");
    /* coordinates stay within reach */
    Exp far[] = {LEAP(-1024, 1024)};
    expect_shape("{\"kind\":\"point\",\"delta\":{\"x\":-1024,\"y\":1024}}", far, COUNT(far));
    expect_error("{\"kind\":\"point\",\"delta\":{\"x\":1025,\"y\":0}}", "delta.x", "out of range");
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":1025}", "max", "out of range");
}

/* ---- validation ------------------------------------------------------------------- */

static void test_errors_kind_and_keys(void **state)
{
    (void)state;
    expect_error_at("{\"kind\":\"blob\"}", "kind", "unknown kind 'blob'", 1, 9);
    expect_error("{\"kind\":3}", "kind", "expected a string");
    expect_error_at("{\"radius\":1}", "kind", "missing key 'kind'", 1, 1);
    expect_error_at("{\"kind\":\"circle\",\"radius\":1,\"colour\":3}", "colour", "unknown key 'colour'", 1, 29);
    expect_error("{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":2,\"z\":3}}", "delta.z", "unknown key 'z'");
    expect_error("{\"kind\":\"circle\",\"radius\":1,\"radius\":2}", "radius", "duplicate key");
    expect_error("{\"kind\":\"circle\"}", "radius", "missing key 'radius'");
    expect_error("{\"kind\":\"square\"}", "size", "missing key 'size'");
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1}", "max", "missing key 'max'");
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"max\":1}", "min", "missing key 'min'");
    expect_error("{\"kind\":\"ray\",\"min\":1,\"max\":1}", "dirs", "missing key 'dirs'");
    expect_error("{\"kind\":\"point\"}", "delta", "missing key 'delta'");
    expect_error("{\"kind\":\"point\",\"delta\":{\"x\":1}}", "delta.y", "missing key 'y'");
    expect_error("{\"kind\":\"point\",\"delta\":[1,2]}", "delta", "expected an object");
    expect_error("{\"kind\":\"cone\",\"length\":2}", "dir", "missing key 'dir'");
    expect_error("{\"kind\":\"cone\",\"dir\":\"N\"}", "length", "missing key 'length'");
    expect_error("{\"kind\":\"union\"}", "shapes", "missing key 'shapes'");
    expect_error("{\"kind\":\"reflect\",\"shapes\":[{\"kind\":\"square\",\"size\":1}]}", "axis", "missing key 'axis'");
    expect_error("{\"kind\":\"union\",\"shapes\":{}}", "shapes", "expected an array");
}

static void test_errors_numbers(void **state)
{
    (void)state;
    expect_error_at("{\"kind\":\"circle\",\"radius\":3.5}", "radius", "expected an integer, got 3.5", 1, 27);
    expect_error("{\"kind\":\"circle\",\"radius\":\"3\"}", "radius", "expected an integer, got the string \"3\"");
    expect_error("{\"kind\":\"circle\",\"radius\":true}", "radius", "expected an integer, got true");
    expect_error("{\"kind\":\"circle\",\"radius\":null}", "radius", "expected an integer, got null");
    expect_error("{\"kind\":\"circle\",\"radius\":1e300}", "radius", "out of range");
    expect_error("{\"kind\":\"point\",\"delta\":{\"x\":1.5,\"y\":0}}", "delta.x", "expected an integer");
    expect_error("{\"kind\":\"circle\",\"radius\":-1}", "radius", "at least 0, got -1");
    expect_error("{\"kind\":\"square\",\"size\":-2}", "size", "at least 0, got -2");
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":0,\"max\":3}", "min", "at least 1, got 0");
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":3,\"max\":2}", "max", "max (2) must be at least min (3)");
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":2.5}", "max", "expected an integer");
    expect_error("{\"kind\":\"cone\",\"dir\":\"N\",\"length\":0}", "length", "at least 1, got 0");
}

static void test_errors_directions(void **state)
{
    (void)state;
    expect_error("{\"kind\":\"ray\",\"dirs\":[],\"min\":1,\"max\":2}", "dirs", "at least one direction");
    expect_error("{\"kind\":\"ray\",\"dirs\":\"N\",\"min\":1,\"max\":2}", "dirs", "expected an array");
    expect_error_at("{\"kind\":\"ray\",\"dirs\":[\"N\",\"UP\"],\"min\":1,\"max\":2}", "dirs[1]", "unknown direction 'UP'", 1,
                    27);
    expect_error("{\"kind\":\"ray\",\"dirs\":[\"n\"],\"min\":1,\"max\":2}", "dirs[0]", "unknown direction 'n'");
    expect_error("{\"kind\":\"ray\",\"dirs\":[4],\"min\":1,\"max\":2}", "dirs[0]", "expected a direction");
    expect_error("{\"kind\":\"cone\",\"dir\":\"NNE\",\"length\":2}", "dir", "unknown direction 'NNE'");
    expect_error("{\"kind\":\"cone\",\"dir\":[\"N\"],\"length\":2}", "dir", "expected a string");
    expect_error("{\"kind\":\"reflect\",\"axis\":\"diagonal\",\"shapes\":[{\"kind\":\"square\",\"size\":1}]}", "axis",
                 "unknown axis 'diagonal'");
}

static void test_errors_children(void **state)
{
    (void)state;
    expect_error("{\"kind\":\"union\",\"shapes\":[]}", "shapes", "union needs at least one shape");
    expect_error("{\"kind\":\"intersect\",\"shapes\":[]}", "shapes", "intersect needs at least one shape");
    expect_error("{\"kind\":\"reflect\",\"axis\":\"both\",\"shapes\":[]}", "shapes", "reflect needs at least one shape");
    expect_error("{\"kind\":\"subtract\",\"shapes\":[{\"kind\":\"square\",\"size\":1}]}", "shapes",
                 "subtract needs at least two shapes");
    expect_error("{\"kind\":\"subtract\",\"shapes\":[]}", "shapes", "subtract needs at least two shapes");
    expect_error("{\"kind\":\"union\",\"shapes\":[3]}", "shapes[0]", "expected a shape object, got 3");
    expect_error("[{\"kind\":\"square\",\"size\":1}]", "(root)", "expected a shape object, got an array");
    expect_error("\"square\"", "(root)", "expected a shape object");
    expect_error("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"circle\",\"radius\":1},"
                 "{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":3,\"max\":2}]}",
                 "shapes[1].max", "must be at least min");
    expect_error("{\"kind\":\"subtract\",\"shapes\":[{\"kind\":\"square\",\"size\":1},"
                 "{\"kind\":\"reflect\",\"axis\":\"both\",\"shapes\":[{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":\"2\"}}]}]}",
                 "shapes[1].shapes[0].delta.y", "expected an integer");
}

static void test_errors_all_reported(void **state)
{
    (void)state;
    const char *json = "{\"kind\":\"union\",\"shapes\":["
                       "{\"kind\":\"circle\",\"radius\":-1},"
                       "{\"kind\":\"ray\",\"dirs\":[\"X\"],\"min\":0,\"max\":1},"
                       "{\"kind\":\"point\",\"delta\":{\"x\":1}},"
                       "{\"kind\":\"square\",\"size\":1}],"
                       "\"extra\":true}";
    DiagSink d;
    diag_init(&d);
    assert_null(shape_parse_json(json, "many.json", 0, &d));
    assert_int_equal(d.count, 5);
    find_error(&d, "extra", "unknown key");
    find_error(&d, "shapes[0].radius", "at least 0");
    find_error(&d, "shapes[1].dirs[0]", "unknown direction 'X'");
    find_error(&d, "shapes[1].min", "at least 1");
    find_error(&d, "shapes[2].delta.y", "missing key 'y'");
    diag_free(&d);
    /* an unknown kind hides its node's keys but not its siblings */
    assert_int_equal(count_errors("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"blob\",\"x\":1},{\"kind\":\"circle\"}]}"), 2);
}

static void test_invalid_json_positions(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    assert_null(shape_parse_json("{\"kind\": \"circle\",\n \"radius\": }", "bad.json", 0, &d));
    assert_int_equal(d.count, 1);
    assert_int_equal(d.items[0].line, 2);
    assert_int_equal(d.items[0].column, 12);
    assert_non_null(strstr(d.items[0].message, "invalid JSON"));
    diag_clear(&d);

    assert_null(shape_parse_json("", "empty.json", 0, &d));
    assert_int_equal(d.count, 1);
    assert_non_null(strstr(d.items[0].message, "unexpected end of input"));
    diag_clear(&d);

    assert_null(shape_parse_json("{\"kind\":\"square\",\"size\":1}\n  x", "trail.json", 0, &d));
    assert_int_equal(d.count, 1);
    assert_int_equal(d.items[0].line, 2);
    assert_int_equal(d.items[0].column, 3);
    diag_clear(&d);

    /* embedded in another file from line 10 */
    assert_null(shape_parse_json("{\"kind\": \"circle\",\n \"radius\": }", "v.yaml", 10, &d));
    assert_int_equal(d.items[0].line, 11);
    diag_free(&d);
}

static void test_error_positions(void **state)
{
    (void)state;
    const char *text = "{\n  \"kind\": \"circle\",\n  \"radius\": -2\n}\n";
    DiagSink d;
    diag_init(&d);
    assert_null(shape_parse_json(text, "c.json", 0, &d));
    assert_int_equal(d.count, 1);
    assert_string_equal(d.items[0].file, "c.json");
    assert_int_equal(d.items[0].line, 3);
    assert_int_equal(d.items[0].column, 13);
    char buf[256];
    diag_format(&d.items[0], buf, sizeof buf);
    assert_string_equal(buf, "c.json:3:13: radius: must be at least 0, got -2");
    diag_clear(&d);

    /* the same JSON starting on line 20 of a variant file */
    assert_null(shape_parse_json(text, "v.yaml", 20, &d));
    assert_int_equal(d.items[0].line, 22);
    assert_int_equal(d.items[0].column, 13);
    diag_clear(&d);

    /* an unknown key points at the key; a missing one at its object */
    assert_null(shape_parse_json("{\"kind\":\"union\",\"shapes\":[\n  {\"kind\":\"ray\",\n   \"dirs\":[\"N\"], \"mn\":1}]}",
                                 "k.json", 0, &d));
    const Diagnostic *e = find_error(&d, "shapes[0].mn", "unknown key");
    assert_int_equal(e->line, 3);
    assert_int_equal(e->column, 18);
    e = find_error(&d, "shapes[0].min", "missing key 'min'");
    assert_int_equal(e->line, 2);
    assert_int_equal(e->column, 3);
    diag_free(&d);
}

static void test_from_cjson(void **state)
{
    (void)state;
    cJSON *good = cJSON_Parse("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":2}");
    assert_non_null(good);
    DiagSink d;
    diag_init(&d);
    Shape *s = shape_from_cjson(good, "v.yaml", 7, &d);
    assert_non_null(s);
    assert_int_equal(d.count, 0);
    Exp exp[] = {SLIDE(0, 1), SLIDE(0, 2)};
    check_offsets(s, exp, COUNT(exp));
    shape_free(s);
    /* the node is borrowed: still intact */
    assert_int_equal(cJSON_GetObjectItem(good, "max")->valueint, 2);
    cJSON_Delete(good);

    cJSON *bad = cJSON_Parse("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"circle\",\"radius\":1},"
                             "{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":3,\"max\":2}]}");
    assert_null(shape_from_cjson(bad, "v.yaml", 12, &d));
    assert_int_equal(d.count, 1);
    assert_string_equal(d.items[0].file, "v.yaml");
    assert_int_equal(d.items[0].line, 12);
    assert_int_equal(d.items[0].column, 0);
    char buf[256];
    diag_format(&d.items[0], buf, sizeof buf);
    assert_string_equal(buf, "v.yaml:12: shapes[1].max: max (2) must be at least min (3)");
    cJSON_Delete(bad);
    diag_clear(&d);

    assert_null(shape_from_cjson(NULL, "v.yaml", 3, &d));
    assert_int_equal(d.count, 1);
    diag_free(&d);
}

/* ---- the seed's examples, from files ------------------------------------------------ */

static Shape *load_fixture(const char *name)
{
    char *text = read_text(name);
    DiagSink d;
    diag_init(&d);
    Shape *s = shape_parse_json(text, name, 0, &d);
    if (!s) {
        diag_print(&d, stderr);
        fail_msg("%s should load", name);
    }
    diag_free(&d);
    free(text);
    return s;
}

static int fixture_count(const char *name, int *slides)
{
    Shape *s = load_fixture(name);
    int n;
    const ShapeOffset *o = shape_offsets(s, &n);
    *slides = 0;
    for (int i = 0; i < n; i++)
        *slides += o[i].slide;
    shape_free(s);
    return n;
}

static void test_seed_examples(void **state)
{
    (void)state;
    int slides;
    assert_int_equal(fixture_count("king.json", &slides), 8);
    assert_int_equal(slides, 0);
    assert_int_equal(fixture_count("queen.json", &slides), 64);
    assert_int_equal(slides, 64);
    assert_int_equal(fixture_count("rook.json", &slides), 32);
    assert_int_equal(slides, 32);
    assert_int_equal(fixture_count("bishop.json", &slides), 32);
    assert_int_equal(slides, 32);
    assert_int_equal(fixture_count("union_king.json", &slides), 8);
    assert_int_equal(fixture_count("intersect.json", &slides), 12);
    assert_int_equal(fixture_count("hollow_circle.json", &slides), 20);
    assert_int_equal(fixture_count("cone_n3.json", &slides), 15);

    Shape *s = load_fixture("rook.json");
    Exp rook[32];
    int n = 0;
    for (int k = 1; k <= 8; k++) {
        rook[n++] = (Exp){0, k, 1};
        rook[n++] = (Exp){k, 0, 1};
        rook[n++] = (Exp){0, -k, 1};
        rook[n++] = (Exp){-k, 0, 1};
    }
    check_offsets(s, rook, n);
    shape_free(s);

    s = load_fixture("bishop.json");
    n = 0;
    for (int k = 1; k <= 8; k++) {
        rook[n++] = (Exp){k, k, 1};
        rook[n++] = (Exp){k, -k, 1};
        rook[n++] = (Exp){-k, -k, 1};
        rook[n++] = (Exp){-k, k, 1};
    }
    check_offsets(s, rook, n);
    shape_free(s);

    /* knight: the exact list, in the documented order */
    s = load_fixture("knight.json");
    const ShapeOffset *o = shape_offsets(s, &n);
    static const int order[8][2] = {{-1, 2}, {1, 2}, {-2, 1}, {2, 1}, {-2, -1}, {2, -1}, {-1, -2}, {1, -2}};
    assert_int_equal(n, 8);
    for (int i = 0; i < 8; i++) {
        assert_int_equal(o[i].dx, order[i][0]);
        assert_int_equal(o[i].dy, order[i][1]);
        assert_int_equal(o[i].slide, 0);
    }
    shape_free(s);

    s = load_fixture("pawn.json");
    Exp pawn[] = {LEAP(0, 1)};
    check_offsets(s, pawn, COUNT(pawn));
    shape_free(s);

    s = load_fixture("reflected_point.json");
    Exp four[] = {LEAP(2, 1), LEAP(-2, 1), LEAP(2, -1), LEAP(-2, -1)};
    check_offsets(s, four, COUNT(four));
    shape_free(s);

    /* an invalid file reports positions in the file */
    char *text = read_text("bad_ray.json");
    DiagSink d;
    diag_init(&d);
    assert_null(shape_parse_json(text, "bad_ray.json", 0, &d));
    assert_int_equal(d.count, 2);
    char buf[256];
    diag_format(&d.items[0], buf, sizeof buf);
    assert_string_equal(buf, "bad_ray.json:5:36: shapes[1].dirs[1]: unknown direction 'UP' (expected N, NE, E, SE, S, SW, W, NW)");
    diag_format(&d.items[1], buf, sizeof buf);
    assert_string_equal(buf, "bad_ray.json:5:60: shapes[1].max: max (2) must be at least min (3)");
    diag_free(&d);
    free(text);
}

/* ---- output ------------------------------------------------------------------------ */

static void test_print_grid(void **state)
{
    (void)state;
    Shape *s = load_fixture("knight.json");
    char *got = capture(s, shape_print_grid);
    assert_string_equal(got, " 2 |  .  x  .  x  .\n"
                             " 1 |  x  .  .  .  x\n"
                             " 0 |  .  .  o  .  .\n"
                             "-1 |  x  .  .  .  x\n"
                             "-2 |  .  x  .  x  .\n"
                             "   +---------------\n"
                             "     -2 -1  0  1  2\n");
    free(got);
    shape_free(s);

    s = parse_ok("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":2},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":1}}]}");
    got = capture(s, shape_print_grid);
    assert_string_equal(got, " 2 |  .  .  *  .  .\n"
                             " 1 |  .  .  *  x  .\n"
                             " 0 |  .  .  o  .  .\n"
                             "-1 |  .  .  .  .  .\n"
                             "-2 |  .  .  .  .  .\n"
                             "   +---------------\n"
                             "     -2 -1  0  1  2\n");
    free(got);
    shape_free(s);

    s = parse_ok("{\"kind\":\"circle\",\"radius\":0}");
    got = capture(s, shape_print_grid);
    assert_string_equal(got, " 1 |  .  .  .\n"
                             " 0 |  .  o  .\n"
                             "-1 |  .  .  .\n"
                             "   +---------\n"
                             "     -1  0  1\n");
    free(got);
    shape_free(s);

    /* wider labels widen every column */
    s = parse_ok("{\"kind\":\"point\",\"delta\":{\"x\":10,\"y\":0}}");
    got = capture(s, shape_print_grid);
    assert_int_equal(strncmp(got, " 10 |   .   .", 13), 0);
    assert_non_null(strstr(got, " 0 |   .   .   .   .   .   .   .   .   .   .   o   .   .   .   .   .   .   .   .   .   x\n"));
    assert_non_null(strstr(got, "  -10  -9"));
    free(got);
    shape_free(s);
}

static void test_print_json(void **state)
{
    (void)state;
    Shape *s = load_fixture("pawn.json");
    char *got = capture(s, shape_print_json);
    assert_string_equal(got, "[{\"dx\":0,\"dy\":1,\"type\":\"leap\"}]\n");
    free(got);
    shape_free(s);

    s = parse_ok("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":2},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":1}}]}");
    got = capture(s, shape_print_json);
    assert_string_equal(got, "[{\"dx\":0,\"dy\":2,\"type\":\"slide\"},{\"dx\":0,\"dy\":1,\"type\":\"slide\"},"
                             "{\"dx\":1,\"dy\":1,\"type\":\"leap\"}]\n");
    /* and it is JSON */
    cJSON *arr = cJSON_Parse(got);
    assert_non_null(arr);
    assert_int_equal(cJSON_GetArraySize(arr), 3);
    cJSON_Delete(arr);
    free(got);
    shape_free(s);

    s = parse_ok("{\"kind\":\"square\",\"size\":0}");
    got = capture(s, shape_print_json);
    assert_string_equal(got, "[]\n");
    free(got);
    shape_free(s);
}

static void test_to_chessembly(void **state)
{
    (void)state;
    char buf[512];
    Shape *s = parse_ok("{\"kind\":\"point\",\"delta\":{\"x\":1,\"y\":2}}");
    assert_int_equal(shape_to_chessembly(s, buf, sizeof buf), 17);
    assert_string_equal(buf, "take-move(1, 2);\n");
    /* size query and truncation behave like snprintf */
    assert_int_equal(shape_to_chessembly(s, NULL, 0), 17);
    char small[5];
    assert_int_equal(shape_to_chessembly(s, small, sizeof small), 17);
    assert_string_equal(small, "take");
    shape_free(s);

    s = parse_ok("{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":3,\"max\":3}");
    int n = shape_to_chessembly(s, buf, sizeof buf);
    assert_string_equal(buf, "peek(0, 1) peek(0, 1) take-move(0, 1);\n");
    assert_int_equal(n, (int)strlen(buf));
    shape_free(s);

    s = parse_ok("{\"kind\":\"ray\",\"dirs\":[\"SW\"],\"min\":1,\"max\":2}");
    shape_to_chessembly(s, buf, sizeof buf);
    assert_string_equal(buf, "take-move(-1, -1);\n"
                             "peek(-1, -1) take-move(-1, -1);\n");
    shape_free(s);

    /* leaps and slides mixed, in offset order */
    s = parse_ok("{\"kind\":\"union\",\"shapes\":[{\"kind\":\"ray\",\"dirs\":[\"N\"],\"min\":1,\"max\":2},"
                 "{\"kind\":\"point\",\"delta\":{\"x\":-2,\"y\":1}}]}");
    n = shape_to_chessembly(s, buf, sizeof buf);
    assert_string_equal(buf, "peek(0, 1) take-move(0, 1);\n"
                             "take-move(-2, 1);\n"
                             "take-move(0, 1);\n");
    assert_int_equal(n, (int)strlen(buf));
    shape_free(s);

    s = parse_ok("{\"kind\":\"circle\",\"radius\":0}");
    buf[0] = 'z';
    assert_int_equal(shape_to_chessembly(s, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    shape_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_circle),
        cmocka_unit_test(test_square),
        cmocka_unit_test(test_ray),
        cmocka_unit_test(test_point),
        cmocka_unit_test(test_cone_all_directions),
        cmocka_unit_test(test_cone_by_hand),
        cmocka_unit_test(test_union),
        cmocka_unit_test(test_union_leap_wins),
        cmocka_unit_test(test_intersect),
        cmocka_unit_test(test_subtract),
        cmocka_unit_test(test_reflect),
        cmocka_unit_test(test_nesting),
        cmocka_unit_test(test_depth),
        cmocka_unit_test(test_too_many_offsets),
        cmocka_unit_test(test_errors_kind_and_keys),
        cmocka_unit_test(test_errors_numbers),
        cmocka_unit_test(test_errors_directions),
        cmocka_unit_test(test_errors_children),
        cmocka_unit_test(test_errors_all_reported),
        cmocka_unit_test(test_invalid_json_positions),
        cmocka_unit_test(test_error_positions),
        cmocka_unit_test(test_from_cjson),
        cmocka_unit_test(test_seed_examples),
        cmocka_unit_test(test_print_grid),
        cmocka_unit_test(test_print_json),
        cmocka_unit_test(test_to_chessembly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
