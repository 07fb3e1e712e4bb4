/* test_ki2_words.c — which piece moved, in shogi's words (shogi_words.h): in hand-made
 * positions where two or three pieces of a kind can reach one square, each move is
 * written with the word the Japan Shogi Association's rule gives (右 左 直 上 引 寄, and
 * both when one is not enough), KI2 written with it reads back to the same move, and a
 * hand-written KI2 (a board diagram, then ▲ moves with 行 and 入 for 上) reads as meant. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "kif.h"
#include "notations.h"
#include "sfen.h"

#include <stdlib.h>
#include <string.h>

/* `move` (our coordinates) from `sfen` is written `want` in Japanese, and its KI2 reads back to it. */
static void expect_words(const Variant *v, const char *sfen, const char *move, const char *want)
{
    Game *g = test_start_sfen(v, sfen);
    assert_int_equal(game_play_text(g, move), 0);
    Game *before = game_new_at_start(g);
    char text[NOTATION_TEXT_MAX];
    notation_write(NOTATION_JAPANESE, v, &before->pos, before->legal, before->nlegal, &g->moves[0], NULL, text,
                   sizeof text);
    if (strcmp(text, want))
        fail_msg("%s from %s: written '%s', want '%s'", move, sfen, text, want);
    char *ki2 = ki2_write(g, NULL, NULL);
    assert_non_null(ki2);
    assert_non_null(strstr(ki2, want + strlen("☗"))); /* ▲ or △ instead of ☗ ☖ */
    DiagSink d;
    diag_init(&d);
    Game *back = kif_read(ki2, v, "t.ki2", &d);
    if (!back) {
        diag_print(&d, stderr);
        fail_msg("not read back:\n%s", ki2);
    }
    assert_int_equal(back->length, 1);
    assert_true(move_equal(&back->moves[0], &g->moves[0]));
    game_free(back);
    diag_free(&d);
    free(ki2);
    game_free(before);
    game_free(g);
}

/* Golds on 6三 5三 4三 going to 5二: 左, 直, 右 (the movement, 上 for all three, tells nothing). */
static void test_left_straight_right(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    const char *sfen = "k8/9/3GGG3/9/9/9/9/9/4K4 b - 1";
    expect_words(v, sfen, "d7e8", "☗５二金左");
    expect_words(v, sfen, "e7e8", "☗５二金直");
    expect_words(v, sfen, "f7e8", "☗５二金右");
    /* Gote's golds on 6七 5七 4七 going to 5八: right and left as Gote sees them */
    const char *gote = "4k4/9/9/9/9/9/3ggg3/9/K8 w - 1";
    expect_words(v, gote, "d3e2", "☖５八金右");
    expect_words(v, gote, "e3e2", "☖５八金直");
    expect_words(v, gote, "f3e2", "☖５八金左");
    variant_free(v);
}

/* Golds on 6二 5一 4三 going to 5二: the movement alone, 寄 引 上. */
static void test_movement(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    const char *sfen = "k3G4/3G5/5G3/9/9/9/9/9/4K4 b - 1";
    expect_words(v, sfen, "d8e8", "☗５二金寄");
    expect_words(v, sfen, "e9e8", "☗５二金引");
    expect_words(v, sfen, "f7e8", "☗５二金上");
    variant_free(v);
}

/* Silvers on 6五 6七 4七 going to 5六: 引 alone; 右 alone; 左上 (neither word is enough). */
static void test_side_and_movement(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    const char *sfen = "k8/9/9/9/3S5/9/3S1S3/9/4K4 b - 1";
    expect_words(v, sfen, "d5e4", "☗５六銀引");
    expect_words(v, sfen, "f3e4", "☗５六銀右");
    expect_words(v, sfen, "d3e4", "☗５六銀左上");
    /* in the zone the promotion is written after the words */
    expect_words(v, "k8/9/3S1S3/9/9/9/9/9/4K4 b - 1", "d7e8+", "☗５二銀左成");
    variant_free(v);
}

/* Dragons on 2二 and 1三 going to 2四 (both 引): each is right or left of the other. */
static void test_dragons(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    const char *sfen = "k8/7+R1/8+R/9/9/9/9/9/4K4 b - 1";
    expect_words(v, sfen, "h8h6", "☗２四龍左");
    expect_words(v, sfen, "i7h6", "☗２四龍右");
    variant_free(v);
}

/* A hand-written KI2: the golds of test_movement drawn as a diagram, 行 and 入 for 上. */
static void test_read_handwritten(void **state)
{
    (void)state;
    static const char *const DIAGRAM = "後手の持駒：なし\n"
                                       "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
                                       "+---------------------------+\n"
                                       "|v玉 ・ ・ ・ 金 ・ ・ ・ ・|一\n"
                                       "| ・ ・ ・ 金 ・ ・ ・ ・ ・|二\n"
                                       "| ・ ・ ・ ・ ・ 金 ・ ・ ・|三\n"
                                       "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
                                       "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
                                       "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
                                       "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
                                       "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
                                       "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
                                       "+---------------------------+\n"
                                       "先手の持駒：歩二\n";
    static const struct {
        const char *move, *want;
    } CASES[] = {{"▲５二金行", "f7e8"}, {"▲５二金入", "f7e8"}, {"▲５二金上", "f7e8"},
                 {"▲５二金寄", "d8e8"}, {"▲５二金引", "e9e8"}};
    Variant *v = test_load_clean("variants/shogi.yaml");
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char text[2048];
        snprintf(text, sizeof text, "%s%s\n", DIAGRAM, CASES[i].move);
        DiagSink d;
        diag_init(&d);
        Game *g = kif_read(text, v, "t.ki2", &d);
        if (!g)
            diag_print(&d, stderr);
        assert_non_null(g);
        assert_int_equal(g->length, 1);
        assert_string_equal(game_move_text(g, 0), CASES[i].want);
        assert_int_equal(g->start.hand[WHITE][variant_kind_by_letter(v, 'p')], 2);
        game_free(g);
        diag_free(&d);
    }
    /* without a word three golds could go: refused where the move is */
    char text[2048];
    snprintf(text, sizeof text, "%s▲５二金\n", DIAGRAM);
    DiagSink d;
    diag_init(&d);
    assert_null(kif_read(text, v, "t.ki2", &d));
    char first[512];
    diag_first(&d, first, sizeof first, "");
    assert_string_equal(first, "t.ki2:15:2: no single 金 can go there: tell which (右 左 直 上 引 寄) or give its origin, as (77)");
    diag_free(&d);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_left_straight_right), cmocka_unit_test(test_movement),
        cmocka_unit_test(test_side_and_movement),   cmocka_unit_test(test_dragons),
        cmocka_unit_test(test_read_handwritten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
