/* test_eval_masks.c — mobility counted with masks (eval_masks.h), and passed pawns found
 * by their bits, give the evaluation the square-by-square walk gives (on boards of 65 to 128
 * squares too: wide_activity's sets), in positions along random games of variants with leapers,
 * riders, drops and compound pieces; and the masks' own counts on a hand-checked board, and
 * the bit count against a bit-by-bit count. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "test_util.h"
#include "test_eval_util.h"

#include "eval.h"
#include "eval_masks.h"
#include "fen.h"
#include "rules.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static uint32_t rng(void)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(rng_state >> 33);
}

/* Plays `games` random games of up to `plies` moves and compares the two evaluations in
 * every position reached; returns how many positions were compared. */
static int compare_along_games(const char *file, int games, int plies)
{
    Variant *v = test_load_clean(file);
    EvalTables *masks = eval_new(v), *walk = eval_new(v);
    assert_non_null(masks);
    eval_use_masks(walk, false);
    char what[256];
    snprintf(what, sizeof what, "%s: masks against walk", file);
    int compared = test_evals_agree_along_games(v, masks, walk, what, games, plies, &rng_state);
    eval_free(masks);
    eval_free(walk);
    variant_free(v);
    return compared;
}

static void test_masks_equal_walk(void **state)
{
    (void)state;
    static const char *const files[] = {"variants/standard.yaml", "variants/crazyhouse.yaml", "variants/atomic.yaml",
                                        "variants/seirawan.yaml", "variants/dobutsu.yaml",  "variants/minishogi.yaml",
                                        "variants/racing_kings.yaml", "variants/antichess.yaml", "variants/horde.yaml",
                                        "variants/makruk.yaml", "variants/duck.yaml", "variants/three_check.yaml",
                                        "variants/king_of_the_hill.yaml",
                                        /* boards of 65 to 128 squares (wide_activity's sets) */
                                        "variants/capablanca.yaml", "variants/shogi.yaml", "variants/janggi.yaml"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        assert_true(compare_along_games(files[i], 6, 80) > 100);
}

/* A rook on d4 of an 8x8 board with a white piece on d6 and a black one on f4: up d5
 * (d6 its own: not counted), right e4 and f4 (the enemy's: counted), left c4 b4 a4, down
 * d3 d2 d1: 1 + 2 + 3 + 3 = 9; of the zone {d6, f4, h8} it reaches d6 and f4. */
static void test_masks_count_a_rook(void **state)
{
    (void)state;
    EvalMasks *m = eval_masks_new(8, 8);
    assert_non_null(m);
    assert_null(eval_masks_new(9, 10));
    static const int8_t steps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int rides[4];
    for (int i = 0; i < 4; i++)
        assert_true(eval_masks_add_ride(m, steps[i][0], steps[i][1], &rides[i]));
    assert_true(eval_masks_apart(NULL, 0, steps, 4));
    static const int8_t twice[2][2] = {{1, 0}, {2, 0}};
    assert_false(eval_masks_apart(NULL, 0, twice, 2)); /* (2,0) lands on (1,0)'s line */
    static const int8_t leap_on_line[1][2] = {{0, 2}};
    assert_false(eval_masks_apart(leap_on_line, 1, steps, 4));
    Position pos;
    pos_init(&pos, 8, 8);
    pos_put(&pos, sq_make(3, 3), piece_make(0, WHITE));
    pos_put(&pos, sq_make(3, 5), piece_make(1, WHITE));
    pos_put(&pos, sq_make(5, 3), piece_make(1, BLACK));
    uint64_t zone[CSM_SQUARES / 64] = {0};
    zone[sq_make(5, 3) >> 6] |= 1ULL << (sq_make(5, 3) & 63); /* f4 and d6 in the zone */
    zone[sq_make(3, 5) >> 6] |= 1ULL << (sq_make(3, 5) & 63);
    zone[sq_make(7, 7) >> 6] |= 1ULL << (sq_make(7, 7) & 63); /* h8: not reached */
    for (int apart = 0; apart < 2; apart++) {
        int n = 0, near = 0;
        eval_masks_count(m, &pos, WHITE, 0, pos_bit(&pos, sq_make(3, 3)), rides, 4, apart,
                         eval_masks_bits(&pos, zone), &n, &near);
        assert_int_equal(n, 9);
        assert_int_equal(near, 2);
    }
    eval_masks_free(m);
}

/* The bit count, in a function built with and without the popcnt instruction as the
 * evaluation's counting functions are (EVAL_POPCNT_CLONES: the loader picks the build this
 * CPU runs), against counting the bits one by one. */
EVAL_POPCNT_CLONES static int counted_mismatches(void)
{
    int wrong = 0;
    for (int i = 0; i < 10000; i++) {
        uint64_t x = (uint64_t)rng() << 32 | rng();
        x &= i % 3 == 0 ? (uint64_t)rng() << 32 | rng() : ~0ULL; /* sparser words too */
        int slow = 0;
        for (int b = 0; b < 64; b++)
            slow += (int)((x >> b) & 1);
        wrong += eval_masks_bit_count(x) != slow;
    }
    return wrong + (eval_masks_bit_count(0) != 0) + (eval_masks_bit_count(~0ULL) != 64);
}

static void test_bit_count(void **state)
{
    (void)state;
    assert_int_equal(counted_mismatches(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_masks_equal_walk),
        cmocka_unit_test(test_masks_count_a_rook),
        cmocka_unit_test(test_bit_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
