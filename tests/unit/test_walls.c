/* test_walls.c — walls, a FEN's '*' (as Fairy-Stockfish writes them): squares no piece
 * enters or crosses; read and written back, closed to sliders, leapers, drops and
 * castling, while `bound` still means the board's edge. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "fen.h"
#include "notation.h"

static bool legal(const Game *g, const char *move) { return move_find(g->v, g->legal, g->nlegal, move) >= 0; }

static void test_walls_read_and_block(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    const char *fen = "4k3/8/8/8/2*5/8/1N6/R3K3 w - - 0 1";
    Game *g = test_start(v, fen);
    char out[128];
    game_fen(g, out, sizeof out);
    assert_string_equal(out, fen);
    assert_false(legal(g, "b2c4")); /* a knight never lands on it */
    assert_true(legal(g, "b2d3"));
    game_free(g);
    /* a rook's file stops short of the wall, and a king may not castle across one */
    g = test_start(v, "4k3/8/8/8/*7/8/8/R3K2R w KQ - 0 1");
    assert_true(legal(g, "a1a3"));
    assert_false(legal(g, "a1a4"));
    assert_false(legal(g, "a1a5"));
    assert_true(legal(g, "e1c1"));
    game_free(g);
    g = test_start(v, "4k3/8/8/8/8/8/8/R1*1K2R w KQ - 0 1");
    assert_false(legal(g, "e1c1"));
    assert_true(legal(g, "e1g1"));
    game_free(g);
    variant_free(v);
}

static void test_walls_and_drops(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/crazyhouse.yaml");
    /* the knight in hand drops on every empty square but the wall: 60 (FSF: 61 without the
     * pawn on a7, which keeps K+N v K from being a draw by insufficient material) */
    Game *g = test_start(v, "4k3/p7/8/8/3*4/8/8/4K3[N] w - - 0 1");
    int drops = 0;
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].type == MOVE_DROP) {
            drops++;
            assert_int_not_equal(g->legal[i].to, sq_make(3, 3));
        }
    assert_int_equal(drops, 60);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walls_read_and_block),
        cmocka_unit_test(test_walls_and_drops),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
