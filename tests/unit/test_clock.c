/* test_clock.c — chess clocks: charging a move, the faces and when they change, and
 * who a flag fall gives the game to under each variant's insufficient-material rule. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "clock.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

static Variant *load(const char *file)
{
    char rel[256];
    snprintf(rel, sizeof rel, "variants/%s", file);
    return test_load(rel);
}

/* The result of `flagged` running out of time in `fen` under `file`'s rules. */
static GameStatus flag(const char *file, const char *fen, Color flagged)
{
    Variant *v = load(file);
    Game *g = game_new(v, fen, NULL);
    assert_non_null(g);
    GameStatus s = clock_flag_status(g, flagged);
    game_free(g);
    variant_free(v);
    return s;
}

static void test_charge_and_increment(void **state)
{
    (void)state;
    Clock c;
    clock_set(&c, 3, 2);
    assert_true(clock_on(&c));
    clock_charge(&c, WHITE, 5000);
    assert_int_equal(c.left_ms[WHITE], 180000 - 5000 + 2000);
    clock_charge(&c, BLACK, 200000); /* over the limit: flag, no increment */
    assert_int_equal(c.left_ms[BLACK], 0);
    clock_charge(&c, BLACK, 10);
    assert_int_equal(c.left_ms[BLACK], 0);
    clock_set(&c, 0, 5);
    assert_false(clock_on(&c));
}

/* Byoyomi (issue 44): main time, then periods that a move in time keeps and a period run
 * out loses; the flag falls when the last one runs out. */
static void test_byoyomi(void **state)
{
    (void)state;
    Clock c;
    clock_set(&c, 1, 0);
    clock_set_overtime(&c, OVERTIME_BYOYOMI, 3, 30);
    clock_charge(&c, WHITE, 50000); /* in main time */
    assert_int_equal(c.left_ms[WHITE], 10000);
    assert_false(c.in_overtime[WHITE]);
    clock_charge(&c, WHITE, 25000); /* 10 s of main time, then 15 s of the first period: kept */
    assert_true(c.in_overtime[WHITE]);
    assert_int_equal(c.overtime_left[WHITE], 3);
    assert_int_equal(c.left_ms[WHITE], 30000);
    ClockPlan p = clock_plan(&c, WHITE);
    assert_int_equal(p.time_left_ms, 30000);
    assert_int_equal(p.moves_to_go, 1);
    clock_spend(&c, WHITE, 45000); /* thinking on: the first period lost, 15 s into the second */
    assert_int_equal(c.overtime_left[WHITE], 2);
    assert_int_equal(c.left_ms[WHITE], 15000);
    char text[128];
    clock_format(&c, text, sizeof text);
    assert_string_equal(text, "1+0 byoyomi 3x30 white 15.0 overtime 2 black 60.0");
    Clock back;
    assert_true(clock_parse(text, &back));
    assert_int_equal(back.overtime, OVERTIME_BYOYOMI);
    assert_int_equal(back.overtime_left[WHITE], 2);
    assert_true(back.in_overtime[WHITE]);
    assert_false(back.in_overtime[BLACK]);
    assert_int_equal(back.left_ms[WHITE], 15000);
    clock_overtime_text(&back, WHITE, text, sizeof text);
    assert_string_equal(text, "2×30s");
    clock_charge(&c, WHITE, 15000 + 30000); /* the second and the last period run out */
    assert_int_equal(c.left_ms[WHITE], 0);
    clock_charge(&c, WHITE, 1);
    assert_int_equal(c.left_ms[WHITE], 0);
    assert_false(clock_parse("1+0 byoyomi 3x30 white 15.0 overtime 4 black 60.0", &back)); /* more than 3 */
    assert_false(clock_parse("1+0 byoyomi 0x30 white 15.0 black 60.0", &back));
    assert_false(clock_parse("1+0 white 15.0 overtime 1 black 60.0", &back)); /* no overtime to be in */
}

/* Canadian overtime: N moves in S seconds, the period starting again after the N-th. */
static void test_canadian(void **state)
{
    (void)state;
    Clock c;
    clock_set(&c, 1, 0);
    clock_set_overtime(&c, OVERTIME_CANADIAN, 2, 60);
    clock_charge(&c, BLACK, 70000); /* 60 s of main time, then 10 s of the period: one move made */
    assert_true(c.in_overtime[BLACK]);
    assert_int_equal(c.overtime_left[BLACK], 1);
    assert_int_equal(c.left_ms[BLACK], 50000);
    ClockPlan p = clock_plan(&c, BLACK);
    assert_int_equal(p.moves_to_go, 1);
    clock_charge(&c, BLACK, 20000); /* the second: a new period */
    assert_int_equal(c.overtime_left[BLACK], 2);
    assert_int_equal(c.left_ms[BLACK], 60000);
    char text[128];
    clock_format(&c, text, sizeof text);
    assert_string_equal(text, "1+0 canadian 2/60 white 60.0 black 60.0 overtime 2");
    clock_overtime_text(&c, BLACK, text, sizeof text);
    assert_string_equal(text, "2/1:00");
    clock_spend(&c, BLACK, 60000); /* a period run out: the flag */
    assert_int_equal(c.left_ms[BLACK], 0);
}

static void test_faces(void **state)
{
    (void)state;
    char b[32];
    clock_face(300000, b, sizeof b);
    assert_string_equal(b, "5:00");
    clock_face(299001, b, sizeof b);
    assert_string_equal(b, "5:00");
    clock_face(299000, b, sizeof b);
    assert_string_equal(b, "4:59");
    clock_face(3723000, b, sizeof b);
    assert_string_equal(b, "1:02:03");
    clock_face(9499, b, sizeof b);
    assert_string_equal(b, "9.4");
    clock_face(0, b, sizeof b);
    assert_string_equal(b, "0.0");
    clock_face(-5, b, sizeof b);
    assert_string_equal(b, "0.0");
    assert_int_equal(clock_face_next_change(299500), 500);
    assert_int_equal(clock_face_next_change(10400), 400);
    assert_int_equal(clock_face_next_change(9450), 50);
}

static void test_flag_standard(void **state)
{
    (void)state;
    /* the opponent has a queen: a loss */
    assert_int_equal(flag("standard.yaml", "4k3/8/8/8/8/8/8/3QK3 b - - 0 1", BLACK), GAME_WHITE_WINS);
    /* the opponent has only a king: a draw */
    assert_int_equal(flag("standard.yaml", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", WHITE), GAME_DRAW);
    /* king and knight against king and queen: cannot mate... */
    assert_int_equal(flag("standard.yaml", "4k3/8/8/8/8/8/8/3qKN2 w - - 0 1", BLACK), GAME_DRAW);
    /* ...but against king and rook it can (the rook may block its own king) */
    assert_int_equal(flag("standard.yaml", "4k3/4r3/8/8/8/8/8/4KN2 w - - 0 1", BLACK), GAME_WHITE_WINS);
    /* a lone bishop, no pawns or knights anywhere, bishops all on one colour: a draw */
    assert_int_equal(flag("standard.yaml", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", BLACK), GAME_DRAW);
    /* a bishop against a pawn: the pawn could block its king in */
    assert_int_equal(flag("standard.yaml", "4k3/4p3/8/8/8/8/8/4KB2 w - - 0 1", BLACK), GAME_WHITE_WINS);
    /* a pawn can promote */
    assert_int_equal(flag("standard.yaml", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", BLACK), GAME_WHITE_WINS);
}

static void test_flag_follows_variant(void **state)
{
    (void)state;
    /* Three-Check keeps the rule; Antichess and Racing Kings remove it: always a loss */
    assert_int_equal(flag("three_check.yaml", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", WHITE), GAME_DRAW);
    assert_int_equal(flag("antichess.yaml", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", WHITE), GAME_BLACK_WINS);
    assert_int_equal(flag("racing_kings.yaml", "8/8/8/8/8/8/k7/6K1 w - - 0 1", WHITE), GAME_BLACK_WINS);
    /* a fairy piece is mating material */
    assert_int_equal(flag("capablanca.yaml", "4k5/10/10/10/10/10/10/4KA4 w - - 0 1", BLACK), GAME_WHITE_WINS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_charge_and_increment),
        cmocka_unit_test(test_byoyomi),
        cmocka_unit_test(test_canadian),
        cmocka_unit_test(test_faces),
        cmocka_unit_test(test_flag_standard),
        cmocka_unit_test(test_flag_follows_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
