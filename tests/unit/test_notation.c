/* test_notation.c — every legal move has one written form that reads back to it
 * (issue 10): random games of every shipped variant and of test pieces whose scripts
 * offer several moves between the same squares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "game.h"
#include "notation.h"
#include "record.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;
static int rng_below(int n) { return test_rng_below(&rng_state, n); }

/* Writes every legal move of the game's position and reads it back. Returns how
 * many moves shared their squares with a different move (the hard cases). */
static int round_trip_position(const Game *g, const char *what)
{
    int shared = 0;
    for (int i = 0; i < g->nlegal; i++) {
        const Move *m = &g->legal[i];
        char text[MOVE_TEXT_MAX];
        move_text_in(g->v, g->legal, g->nlegal, m, text, sizeof text);
        int j = move_find(g->v, g->legal, g->nlegal, text);
        if (j < 0 || !move_equal(&g->legal[j], m)) {
            char fen[1024];
            game_fen(g, fen, sizeof fen);
            fail_msg("%s: '%s' reads back as %d in %s", what, text, j, fen);
        }
        for (int k = 0; k < g->nlegal; k++)
            if (k != i && g->legal[k].from == m->from && g->legal[k].to == m->to && !move_equal(&g->legal[k], m)) {
                shared++;
                break;
            }
    }
    return shared;
}

/* Plays `games` random games of at most `plies` moves, each move by its written form;
 * every position's moves round-trip, and the saved record reopens to the same game. */
static int random_games(const Variant *v, const char *what, int games, int plies)
{
    int shared = 0;
    for (int n = 0; n < games; n++) {
        Game *g = game_new(v, NULL, NULL);
        assert_non_null(g);
        for (int ply = 0; ply < plies && g->nlegal > 0; ply++) {
            shared += round_trip_position(g, what);
            const Move *m = &g->legal[rng_below(g->nlegal)];
            char text[MOVE_TEXT_MAX];
            move_text_in(v, g->legal, g->nlegal, m, text, sizeof text);
            assert_int_equal(game_play_text(g, text), 0);
            assert_string_equal(game_move_text(g, ply), text);
        }
        GameRecord r;
        record_init(&r);
        assert_true(record_from_game(&r, g, v->file));
        Game *again = game_new(v, NULL, NULL);
        for (int i = 0; i < r.nmoves; i++)
            assert_int_equal(game_play_text(again, r.moves[i].text), 0);
        assert_int_equal(again->pos.hash, g->pos.hash);
        game_free(again);
        record_free(&r);
        game_free(g);
    }
    return shared;
}

static void round_trip_variant(const char *rel, void *user)
{
    (void)user;
    Variant *v = test_load_clean(rel);
    random_games(v, rel, 6, 80);
    variant_free(v);
}

static void test_shipped_variants_round_trip(void **state)
{
    (void)state;
    rng_state = 10;
    assert_true(test_each_shipped_variant(round_trip_variant, NULL) >= 10);
}

static void test_colliding_moves_round_trip(void **state)
{
    (void)state;
    Variant *v = test_load_clean("tests/notation/collisions.yaml");
    rng_state = 7;
    int shared = random_games(v, "collisions.yaml", 30, 60);
    /* the pieces really do offer different moves on the same squares */
    assert_true(shared > 100);
    variant_free(v);
}

/* The example: a plain step and two transition choices to the same square. */
static void test_plain_move_beside_choices(void **state)
{
    (void)state;
    Variant *v = test_load_clean("tests/notation/collisions.yaml");
    Game *g = game_new(v, "4k3/8/8/8/8/8/8/1S2K3 w - - 0 1", NULL);
    assert_non_null(g);
    int plain = move_find(v, g->legal, g->nlegal, "b1b2");
    assert_true(plain >= 0);
    assert_int_equal(g->legal[plain].become, 0);
    char text[MOVE_TEXT_MAX];
    move_text_in(v, g->legal, g->nlegal, &g->legal[plain], text, sizeof text);
    assert_string_equal(text, "b1b2");
    int bishop = move_find(v, g->legal, g->nlegal, "b1b2=bishop");
    assert_true(bishop >= 0);
    assert_int_equal(g->legal[bishop].become, variant_find_kind(v, "bishop") + 1);
    move_spellings(v, g->legal, g->nlegal, "b1b2", text, sizeof text);
    assert_string_equal(text, "b1b2=bishop, b1b2=rook, b1b2");
    game_free(g);
    variant_free(v);
}

/* Moves that differ in more than the piece get qualifiers, and read back. */
static void test_qualifiers(void **state)
{
    (void)state;
    Variant *v = test_load_clean("tests/notation/collisions.yaml");
    Game *g = game_new(v, "4k3/8/8/8/8/1pp5/1H6/4K3 w - - 0 1", NULL);
    assert_non_null(g);
    char all[512];
    move_spellings(v, g->legal, g->nlegal, "b2b3", all, sizeof all);
    assert_string_equal(all, "b2b3/catch, b2b3/capture");
    move_spellings(v, g->legal, g->nlegal, "b2b4", all, sizeof all);
    assert_string_equal(all, "b2b4/jump, b2b4/move");
    move_spellings(v, g->legal, g->nlegal, "b2c4", all, sizeof all);
    assert_string_equal(all, "b2c4/jump/xb3, b2c4/jump/xc3, b2c4/move");
    assert_int_equal(game_play_text(g, "b2c4/jump/xc3"), 0);
    assert_int_equal(g->pos.board[sq_make(2, 2)], PIECE_NONE);
    assert_int_not_equal(g->pos.board[sq_make(1, 2)], PIECE_NONE);
    game_undo(g);
    assert_int_equal(move_find(v, g->legal, g->nlegal, "b2b3"), -2);
    assert_int_equal(move_find(v, g->legal, g->nlegal, "b2b3/shift"), -1);
    game_free(g);

    g = game_new(v, "4k3/8/8/8/8/8/1T6/4K3 w - - 0 1", NULL);
    move_spellings(v, g->legal, g->nlegal, "b2b3", all, sizeof all);
    assert_string_equal(all, "b2b3/turn=1, b2b3/turn=2, b2b3/nostate");
    move_spellings(v, g->legal, g->nlegal, "b2c3", all, sizeof all);
    assert_string_equal(all, "b2c3/turn=1/mode=3, b2c3/mode=3");
    assert_int_equal(game_play_text(g, "b2b3/turn=2"), 0);
    assert_int_equal(g->pos.vars[csm_symbols_find_var(&v->sym, "turn")], 2);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_move_beside_choices),
        cmocka_unit_test(test_qualifiers),
        cmocka_unit_test(test_colliding_moves_round_trip),
        cmocka_unit_test(test_shipped_variants_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
