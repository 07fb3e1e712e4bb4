/* test_end_screen.c — game_decide_with_a_move rules the endings out by cheap tests
 * (cond_set_may_hold) before judging them; its answer must be the full judgement's at
 * every position: along random games, half of whose moves step back where the mover came
 * from so that positions repeat, in variants whose endings read repetitions, the
 * fifty-move count, material, checks, captured kings and zones. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "test_util.h"

#include "chase.h"

/* The move back to where the move `plies` ago came from, if legal; else a random one. */
static Move next_move(const Game *g, uint64_t *seed)
{
    if (g->length >= 2 && test_rng_below(seed, 2)) {
        const Move *before = &g->moves[g->length - 2];
        for (int i = 0; i < g->nlegal; i++)
            if (g->legal[i].from == before->to && g->legal[i].to == before->from &&
                g->legal[i].type == MOVE_QUIET)
                return g->legal[i];
    }
    return g->legal[test_rng_below(seed, g->nlegal)];
}

/* Plays `games` random games of `plies` from `fen`; returns how many positions the full
 * judgement ended (so the caller can ask that some did). */
static int screen_agrees_in(const char *variant, const char *fen, int games, int plies, uint64_t seed)
{
    Variant *v = test_load(variant);
    int ended = 0;
    for (int game = 0; game < games; game++) {
        Game *g = test_start(v, fen);
        for (int ply = 0; ply <= plies; ply++) {
            GameHistory h = {g->hashes, g->checked, g->length, chase_records_kept(v) ? g->chase : NULL, false,
                             NULL, NULL};
            const uint8_t(*kinds)[CSM_MAX_KINDS] = (const uint8_t(*)[CSM_MAX_KINDS])g->start_kinds;
            GameResult full = game_decide_with_a_move_unscreened(v, &g->pos, &h, kinds);
            GameResult screened = game_decide_with_a_move(v, &g->pos, &h, kinds);
            if (full.status != screened.status || strcmp(full.reason, screened.reason))
                fail_msg("%s game %d ply %d: screened %d '%s', full %d '%s'", variant, game, ply,
                         (int)screened.status, screened.reason, (int)full.status, full.reason);
            ended += full.status != GAME_ONGOING;
            if (g->nlegal == 0)
                break;
            Move m = next_move(g, &seed);
            assert_true(game_play(g, &m));
        }
        game_free(g);
    }
    variant_free(v);
    return ended;
}

static void test_screen_agrees_from_the_setups(void **state)
{
    (void)state;
    static const char *const variants[] = {
        "variants/standard.yaml",   "variants/crazyhouse.yaml",  "variants/capablanca.yaml",
        "variants/minishogi.yaml",  "variants/shogi.yaml",       "variants/duck.yaml",
        "variants/three_check.yaml", "variants/atomic.yaml",     "variants/king_of_the_hill.yaml",
        "variants/xiangqi.yaml",    "variants/janggi.yaml",      "variants/makruk.yaml",
        "variants/racing_kings.yaml", "variants/horde.yaml",     "variants/antichess.yaml",
        "variants/seirawan.yaml",   "variants/sittuyin.yaml",    "variants/king_capture.yaml",
    };
    int ended = 0;
    for (size_t i = 0; i < sizeof variants / sizeof *variants; i++)
        ended += screen_agrees_in(variants[i], NULL, 3, 120, 100 + i);
    assert_true(ended > 0);
}

/* Few pieces: bare kings and lone minors (insufficient, cannot_win), the fifty-move count
 * near its end, and kings walking back and forth into repetitions. */
static void test_screen_agrees_in_endings(void **state)
{
    (void)state;
    int ended = 0;
    ended += screen_agrees_in("variants/standard.yaml", "8/8/4k3/8/2K5/8/3N1b2/4R3 w - - 80 120", 4, 60, 1);
    ended += screen_agrees_in("variants/standard.yaml", "8/5k2/8/3B4/8/8/1K6/6b1 w - - 0 100", 4, 60, 2);
    ended += screen_agrees_in("variants/crazyhouse.yaml", "8/8/4k3/8/2K5/8/3N4/2n5[] w - - 0 60", 4, 60, 3);
    ended += screen_agrees_in("variants/crazyhouse.yaml", "8/8/4k3/8/2K5/8/8/8[Nb] w - - 0 60", 4, 60, 4);
    ended += screen_agrees_in("variants/standard.yaml", "8/8/4k3/3p4/2K5/8/3N4/8 w - - 0 60", 4, 30, 8);
    ended += screen_agrees_in("variants/standard.yaml", "8/8/4k3/8/2K5/8/3N4/8 w - - 0 60", 1, 1, 9);
    ended += screen_agrees_in("variants/crazyhouse.yaml", "8/8/4k3/8/2K5/8/3N4/8[] w - - 0 60", 1, 1, 10);
    ended += screen_agrees_in("variants/atomic.yaml", "8/8/4k3/8/2K5/8/3N4/8 w - - 0 60", 1, 1, 11);
    ended += screen_agrees_in("variants/atomic.yaml", "8/8/4k3/8/2K5/8/3N4/4R3 w - - 0 60", 4, 60, 5);
    ended += screen_agrees_in("variants/three_check.yaml", "8/8/4k3/8/2K5/8/3N4/4R3 w - - 0 60 +2+2", 4, 60, 6);
    ended += screen_agrees_in("variants/king_of_the_hill.yaml", "8/8/6k1/8/8/1K6/8/8 w - - 0 60", 4, 30, 7);
    assert_true(ended >= 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_screen_agrees_from_the_setups),
        cmocka_unit_test(test_screen_agrees_in_endings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
