/* test_board_labels.c — the names at a board's edges (`board: coordinates:`), as each
 * family's players read them, checked against what the family's notation writes: a
 * xiangqi file number is the one WXF gives a piece standing on it, a janggi label pair is
 * the point the KJA notation names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "board_labels.h"
#include "notations.h"

/* The labels of every file on one edge, joined by spaces ("-" for none). */
static void file_row(const Variant *v, Color edge, bool at_bottom, char *out, size_t size)
{
    out[0] = '\0';
    char t[16];
    for (int f = 0; f < v->files; f++)
        if (board_file_label(v, f, edge, at_bottom, t, sizeof t))
            snprintf(out + strlen(out), size - strlen(out), "%s%s", out[0] ? " " : "", t);
    if (!out[0])
        snprintf(out, size, "-");
}

/* The labels of every rank, from rank 1 up. */
static void rank_column(const Variant *v, char *out, size_t size)
{
    out[0] = '\0';
    char t[16];
    for (int r = 0; r < v->ranks; r++)
        if (board_rank_label(v, r, t, sizeof t))
            snprintf(out + strlen(out), size - strlen(out), "%s%s", out[0] ? " " : "", t);
    if (!out[0])
        snprintf(out, size, "-");
}

static void expect_labels(const char *file, const char *white_bottom, const char *black_top, const char *black_bottom,
                          const char *ranks)
{
    Variant *v = test_load_clean(file);
    char got[256];
    file_row(v, WHITE, true, got, sizeof got);
    assert_string_equal(got, white_bottom);
    file_row(v, BLACK, false, got, sizeof got);
    assert_string_equal(got, black_top);
    file_row(v, BLACK, true, got, sizeof got); /* the board turned: Black's edge at the bottom */
    assert_string_equal(got, black_bottom);
    rank_column(v, got, sizeof got);
    assert_string_equal(got, ranks);
    variant_free(v);
}

static void test_shipped_families(void **state)
{
    (void)state;
    expect_labels("variants/standard.yaml", "a b c d e f g h", "-", "a b c d e f g h", "1 2 3 4 5 6 7 8");
    expect_labels("variants/capablanca.yaml", "a b c d e f g h i j", "-", "a b c d e f g h i j", "1 2 3 4 5 6 7 8");
    expect_labels("variants/shogi.yaml", "-", "9 8 7 6 5 4 3 2 1", "-", "九 八 七 六 五 四 三 二 一");
    expect_labels("variants/minishogi.yaml", "-", "5 4 3 2 1", "-", "五 四 三 二 一");
    expect_labels("variants/xiangqi.yaml", "九 八 七 六 五 四 三 二 一", "1 2 3 4 5 6 7 8 9", "1 2 3 4 5 6 7 8 9", "-");
    expect_labels("variants/minixiangqi.yaml", "七 六 五 四 三 二 一", "1 2 3 4 5 6 7", "1 2 3 4 5 6 7", "-");
    expect_labels("variants/janggi.yaml", "1 2 3 4 5 6 7 8 9", "-", "1 2 3 4 5 6 7 8 9", "0 9 8 7 6 5 4 3 2 1");
}

enum { GAMES = 3, PLIES = 60 };

/* A xiangqi move's file, where its notation names it: Black's from WXF (`C2.5`), Red's from
 * the Chinese notation (`炮二平五`), each the label on that side's own edge. Tandem pieces
 * (`+R`, `前车`) name no file and are skipped; returns how many moves were compared. */
static int xiangqi_files_agree(const Variant *v, const Game *g)
{
    int compared = 0;
    for (int i = 0; i < g->nlegal; i++) {
        const Move *m = &g->legal[i];
        char wxf[NOTATION_TEXT_MAX], chinese[NOTATION_TEXT_MAX], label[16];
        notation_write(NOTATION_WXF, v, &g->pos, g->legal, g->nlegal, m, NULL, wxf, sizeof wxf);
        if (!(wxf[0] >= 'A' && wxf[0] <= 'Z' && wxf[1] >= '1' && wxf[1] <= '9'))
            continue;
        Color side = g->pos.side;
        assert_true(board_file_label(v, sq_file(m->from), side, side == WHITE, label, sizeof label));
        if (side == BLACK) {
            assert_int_equal(strlen(label), 1);
            assert_int_equal(label[0], wxf[1]);
        } else {
            notation_write(NOTATION_CHINESE, v, &g->pos, g->legal, g->nlegal, m, NULL, chinese, sizeof chinese);
            assert_memory_equal(chinese + 3, label, 3); /* after the piece, its file: one CJK character */
        }
        compared++;
    }
    return compared;
}

/* A janggi move's two points (`79卒78`): row then file, each the labels beside that row and
 * under that file. */
static int janggi_points_agree(const Variant *v, const Game *g)
{
    int compared = 0;
    for (int i = 0; i < g->nlegal; i++) {
        const Move *m = &g->legal[i];
        if (m->type == MOVE_PASS)
            continue;
        char kja[NOTATION_TEXT_MAX], row[16], file[16];
        notation_write(NOTATION_JANGGI, v, &g->pos, g->legal, g->nlegal, m, NULL, kja, sizeof kja);
        size_t len = strlen(kja);
        assert_true(len >= 5);
        Square ends[2] = {m->from, m->to};
        const char *written[2] = {kja, kja + len - 2};
        for (int e = 0; e < 2; e++) {
            assert_true(board_rank_label(v, sq_rank(ends[e]), row, sizeof row));
            assert_true(board_file_label(v, sq_file(ends[e]), WHITE, true, file, sizeof file));
            assert_int_equal(written[e][0], row[0]);
            assert_int_equal(written[e][1], file[0]);
        }
        compared++;
    }
    return compared;
}

static void play_and_compare(const char *rel, int (*agree)(const Variant *, const Game *), int *compared)
{
    Variant *v = test_load_clean(rel);
    uint64_t seed = 44;
    for (int game = 0; game < GAMES; game++) {
        Game *g = test_start(v, NULL);
        for (int ply = 0; ply < PLIES && g->nlegal; ply++) {
            *compared += agree(v, g);
            game_play(g, &g->legal[test_rng_below(&seed, g->nlegal)]);
        }
        game_free(g);
    }
    variant_free(v);
}

static void test_labels_are_the_notations_names(void **state)
{
    (void)state;
    int compared = 0;
    play_and_compare("variants/xiangqi.yaml", xiangqi_files_agree, &compared);
    assert_true(compared > 1000);
    compared = 0;
    play_and_compare("variants/janggi.yaml", janggi_points_agree, &compared);
    assert_true(compared > 1000);
}

/* A file may name them; anything else is refused where it is written. */
static void test_named_in_a_file(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    char path[1024];
    snprintf(path, sizeof path, "%s/variants/g.yaml", CSM_TEST_DATA_DIR); /* extends finds Standard Chess by name */
    Variant *v = variant_load_text("game: G\nextends: Standard Chess\nboard:\n  coordinates: janggi\n", path, NULL, &d);
    assert_non_null(v);
    assert_int_equal(v->look.coords, COORDS_JANGGI);
    variant_free(v);
    v = variant_load_text("game: G\nextends: Standard Chess\nboard:\n  coordinates: roman\n", path, NULL, &d);
    assert_null(v);
    char text[512];
    diag_format(&d.items[0], text, sizeof text);
    assert_non_null(strstr(text, "g.yaml:4:16")); /* the value's line and column */
    assert_non_null(strstr(text, "'xiangqi'"));
    diag_free(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_families),
        cmocka_unit_test(test_labels_are_the_notations_names),
        cmocka_unit_test(test_named_in_a_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
