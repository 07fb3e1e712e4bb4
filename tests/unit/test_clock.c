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
        cmocka_unit_test(test_faces),
        cmocka_unit_test(test_flag_standard),
        cmocka_unit_test(test_flag_follows_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
