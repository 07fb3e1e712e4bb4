/* test_sides.c — `sides:` in a variant file: the names the shipped families use, what a
 * file that extends one inherits, and located refusals of malformed lists. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "variant_build.h"

static void expect_sides(const char *file, const char *white, const char *black)
{
    Variant *v = test_load_clean(file);
    assert_string_equal(variant_side_name(v, WHITE), white);
    assert_string_equal(variant_side_name(v, BLACK), black);
    variant_free(v);
}

static void test_shipped_sides(void **state)
{
    (void)state;
    expect_sides("variants/shogi.yaml", "Sente", "Gote");
    expect_sides("variants/minishogi.yaml", "Sente", "Gote");
    expect_sides("variants/xiangqi.yaml", "Red", "Black");
    expect_sides("variants/minixiangqi.yaml", "Red", "Black");
    expect_sides("variants/janggi.yaml", "Cho", "Han");
    expect_sides("variants/standard.yaml", "White", "Black");
    expect_sides("variants/makruk.yaml", "White", "Black");
}

static void test_inherited_and_own(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = test_load_mine("game: My shogi\nextends: Shogi\n", &d);
    assert_non_null(v);
    assert_string_equal(variant_side_name(v, BLACK), "Gote");
    variant_free(v);
    v = test_load_mine("game: My shogi\nextends: Shogi\nsides: [Black, White]\n", &d);
    assert_non_null(v);
    assert_string_equal(variant_side_name(v, WHITE), "Black");
    assert_string_equal(variant_side_name(v, BLACK), "White");
    variant_free(v);
    diag_free(&d);
}

static void test_refused(void **state)
{
    (void)state;
    test_expect_mine_refused("game: X\nextends: Shogi\nsides: Sente\n", "mine.yaml:3:8: sides is a list of two names");
    test_expect_mine_refused("game: X\nextends: Shogi\nsides: [A, B, C]\n", "mine.yaml:3:8: sides is a list of two names");
    test_expect_mine_refused("game: X\nextends: Shogi\nsides: [A, A]\n", "the two sides need different names");
    test_expect_mine_refused("game: X\nextends: Shogi\nsides: [A, \"\"]\n", "each name is 1 to 31 bytes");
    test_expect_mine_refused("game: X\nextends: Shogi\nsides: [A, [B]]\n", "sides is a list of two names");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_sides),
        cmocka_unit_test(test_inherited_and_own),
        cmocka_unit_test(test_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
