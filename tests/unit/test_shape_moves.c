/* Shape pieces move through the same rules engine as Chessembly pieces: for random
 * shapes on random boards, a shape piece and a Chessembly piece generated from the
 * same offsets have identical legal moves (and identical attacks, hence checks). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "notation.h"
#include "rules.h"
#include "shape.h"
#include "variant_load.h"

static uint64_t rng = 0x1234567887654321ULL;
static int rnd(int n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (int)(rng % (uint64_t)n);
}

static const char *dirs[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

/* A random shape as JSON, small enough to stay under the offset limit. */
static int random_shape(char *buf, size_t size, int depth)
{
    int kind = depth > 2 ? rnd(5) : rnd(9);
    switch (kind) {
    case 0: return snprintf(buf, size, "{\"kind\":\"circle\",\"radius\":%d}", rnd(4));
    case 1: return snprintf(buf, size, "{\"kind\":\"square\",\"size\":%d}", rnd(3));
    case 2: {
        int min = 1 + rnd(3);
        int n = snprintf(buf, size, "{\"kind\":\"ray\",\"min\":%d,\"max\":%d,\"dirs\":[\"%s\"", min, min + rnd(8),
                         dirs[rnd(8)]);
        int extra = rnd(4);
        for (int i = 0; i < extra; i++)
            n += snprintf(buf + n, size - (size_t)n, ",\"%s\"", dirs[rnd(8)]);
        return n + snprintf(buf + n, size - (size_t)n, "]}");
    }
    case 3: return snprintf(buf, size, "{\"kind\":\"point\",\"delta\":{\"x\":%d,\"y\":%d}}", rnd(9) - 4, rnd(9) - 4);
    case 4: return snprintf(buf, size, "{\"kind\":\"cone\",\"dir\":\"%s\",\"length\":%d}", dirs[rnd(8)], 1 + rnd(4));
    default: {
        static const char *combo[] = {"union", "intersect", "subtract", "reflect"};
        const char *c = combo[kind - 5];
        int n = snprintf(buf, size, "{\"kind\":\"%s\",", c);
        if (kind == 8)
            n += snprintf(buf + n, size - (size_t)n, "\"axis\":\"%s\",",
                          (const char *[]){"horizontal", "vertical", "both"}[rnd(3)]);
        n += snprintf(buf + n, size - (size_t)n, "\"shapes\":[");
        int kids = 2 + rnd(2);
        for (int i = 0; i < kids; i++) {
            if (i)
                n += snprintf(buf + n, size - (size_t)n, ",");
            n += random_shape(buf + n, size - (size_t)n, depth + 1);
        }
        return n + snprintf(buf + n, size - (size_t)n, "]}");
    }
    }
}

static Variant *make_variant(const char *movement_yaml)
{
    static char text[65536];
    snprintf(text, sizeof text,
             "game: T\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\npieces:\n"
             "  king:\n    letter: k\n    royal: true\n    chessembly: |\n"
             "      take-move(1, 0); take-move(-1, 0); take-move(0, 1); take-move(0, -1);\n"
             "      take-move(1, 1); take-move(1, -1); take-move(-1, 1); take-move(-1, -1);\n"
             "  wall:\n    letter: w\n    chessembly: \"observe(0, 0);\"\n"
             "  rook:\n    letter: r\n    chessembly: \"take-move(1, 0) repeat(1); take-move(-1, 0) repeat(1); "
             "take-move(0, 1) repeat(1); take-move(0, -1) repeat(1);\"\n"
             "  shaped:\n    letter: s\n%s",
             movement_yaml);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "generated.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    diag_free(&d);
    return v;
}

static int move_cmp(const void *a, const void *b)
{
    const Move *x = a, *y = b;
    if (x->from != y->from)
        return x->from - y->from;
    if (x->to != y->to)
        return x->to - y->to;
    return x->type - y->type;
}

static void random_fen(char *fen, size_t size, int files, int ranks)
{
    char board[16][16];
    memset(board, 0, sizeof board);
    int wk = rnd(files * ranks), bk;
    do
        bk = rnd(files * ranks);
    while (abs(bk % files - wk % files) < 2 && abs(bk / files - wk / files) < 2);
    board[wk / files][wk % files] = 'K';
    board[bk / files][bk % files] = 'k';
    const char pieces[] = "SSsswwWWrR";
    int count = 3 + rnd(8);
    for (int i = 0; i < count; i++) {
        int s = rnd(files * ranks);
        if (!board[s / files][s % files])
            board[s / files][s % files] = pieces[rnd((int)sizeof pieces - 1)];
    }
    size_t n = 0;
    for (int r = ranks - 1; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < files; f++) {
            if (!board[r][f]) {
                empty++;
                continue;
            }
            if (empty)
                n += (size_t)snprintf(fen + n, size - n, "%d", empty);
            empty = 0;
            fen[n++] = board[r][f];
        }
        if (empty)
            n += (size_t)snprintf(fen + n, size - n, "%d", empty);
        if (r)
            fen[n++] = '/';
    }
    snprintf(fen + n, size - n, " %c - - 0 1", rnd(2) ? 'w' : 'b');
}

static void test_random_shapes_match_generated_scripts(void **state)
{
    (void)state;
    int compared_positions = 0, compared_moves = 0, shapes = 0;
    for (int iter = 0; iter < 150; iter++) {
        char json[8192];
        random_shape(json, sizeof json, 0);
        DiagSink d;
        diag_init(&d);
        Shape *shape = shape_parse_json(json, "random", 0, &d);
        diag_free(&d);
        if (!shape)
            continue; /* e.g. too many offsets: not what this test is about */
        int noffs;
        shape_offsets(shape, &noffs);
        if (noffs == 0) {
            shape_free(shape);
            continue;
        }
        static char script[1 << 16], yaml_a[1 << 14], yaml_b[1 << 17];
        shape_to_chessembly(shape, script, sizeof script);
        snprintf(yaml_a, sizeof yaml_a, "    shape: %s\n", json);
        int n = snprintf(yaml_b, sizeof yaml_b, "    chessembly: |\n");
        for (char *line = strtok(script, "\n"); line; line = strtok(NULL, "\n"))
            n += snprintf(yaml_b + n, sizeof yaml_b - (size_t)n, "      %s\n", line);
        Variant *va = make_variant(yaml_a), *vb = make_variant(yaml_b);
        assert_non_null(va);
        assert_non_null(vb);
        shapes++;
        for (int b = 0; b < 6; b++) {
            char fen[256];
            int files = 5 + rnd(8), ranks = 5 + rnd(8);
            random_fen(fen, sizeof fen, files, ranks);
            Position pa, pb;
            DiagSink d2;
            diag_init(&d2);
            assert_true(fen_parse(va, fen, &pa, "fen", &d2));
            assert_true(fen_parse(vb, fen, &pb, "fen", &d2));
            diag_free(&d2);
            Move ma[CSM_MAX_MOVES], mb[CSM_MAX_MOVES];
            int na = rules_legal_moves(va, &pa, ma, CSM_MAX_MOVES, NULL);
            int nb = rules_legal_moves(vb, &pb, mb, CSM_MAX_MOVES, NULL);
            qsort(ma, (size_t)na, sizeof ma[0], move_cmp);
            qsort(mb, (size_t)nb, sizeof mb[0], move_cmp);
            if (na != nb)
                fprintf(stderr, "shape %s\nfen %s: %d legal moves with the shape, %d with the script\n", json, fen,
                        na, nb);
            assert_int_equal(na, nb);
            for (int i = 0; i < na; i++)
                assert_int_equal(move_cmp(&ma[i], &mb[i]), 0);
            assert_int_equal(rules_in_check(va, &pa, WHITE), rules_in_check(vb, &pb, WHITE));
            assert_int_equal(rules_in_check(va, &pa, BLACK), rules_in_check(vb, &pb, BLACK));
            compared_positions++;
            compared_moves += na;
        }
        variant_free(va);
        variant_free(vb);
        shape_free(shape);
    }
    printf("compared %d shapes, %d positions, %d legal moves\n", shapes, compared_positions, compared_moves);
    assert_true(shapes >= 100);
    assert_true(compared_moves > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_shapes_match_generated_scripts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
