/* test_promoted.c — which pieces became what they are by a move (promoted.h): makruk's
 * promoted bia, drawn turned over, keeps the mark as it moves and loses it when taken;
 * a met set up at the start never has it; earlier plies and undone moves are as the
 * board stood then. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "notation.h"
#include "promoted.h"

static bool marked(const Game *g, int ply, const char *square)
{
    uint64_t bits[CSM_SQUARES / 64];
    game_promoted_squares(g, ply, bits);
    Square s = sq_make(square[0] - 'a', square[1] - '1');
    return (bits[s >> 6] >> (s & 63)) & 1;
}

static void test_makruk_bia(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/makruk.yaml");
    assert_string_equal(v->kinds[variant_find_kind(v, "met")].promoted_icon, "bia-flipped");
    assert_string_equal(v->kinds[variant_find_kind(v, "pawn")].promoted_icon, "");
    /* the white met on e1 was set up so; the bia on d5 turns into a met on d6 */
    Game *g = test_start(v, "k3r3/8/8/3P4/8/8/8/4MK2 w - - 0 1");
    uint64_t bits[CSM_SQUARES / 64];
    assert_false(game_promoted_squares(g, g->length, bits));
    assert_int_equal(game_play_any(g, "d5d6"), 0);
    assert_true(marked(g, 1, "d6"));
    assert_false(marked(g, 1, "d5"));
    assert_false(marked(g, 1, "e1"));
    assert_int_equal(game_play_any(g, "e8e7"), 0);
    /* it keeps the mark as a met moving on, the met set up at the start never has it */
    assert_int_equal(game_play_any(g, "d6e7"), 0); /* takes the rook */
    assert_true(marked(g, 3, "e7"));
    assert_false(marked(g, 3, "d6"));
    assert_int_equal(game_play_any(g, "a8b8"), 0);
    assert_int_equal(game_play_any(g, "e1d2"), 0);
    assert_false(marked(g, 5, "d2"));
    assert_true(marked(g, 5, "e7"));
    /* earlier plies and undone moves: as the board stood then */
    assert_false(marked(g, 0, "d5"));
    assert_false(marked(g, 0, "d6"));
    assert_true(game_undo(g));
    assert_true(game_undo(g));
    assert_true(game_undo(g));
    assert_true(marked(g, g->length, "d6"));
    assert_false(marked(g, g->length, "e7"));
    assert_true(marked(g, 99, "e7")); /* clamped to the moves kept for redo */
    game_free(g);
    /* taken, the mark goes: a black rook takes the new met */
    g = test_start(v, "k2r4/8/8/3P4/8/8/8/4MK2 w - - 0 1");
    assert_int_equal(game_play_any(g, "d5d6"), 0);
    assert_int_equal(game_play_any(g, "d8d6"), 0);
    assert_false(marked(g, 2, "d6"));
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_makruk_bia),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
