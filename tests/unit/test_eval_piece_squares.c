/* test_eval_piece_squares.c — the evaluation's first pass over the pieces, summed from the
 * packed tables (two numbers a word, eval_use_piece_squares), gives exactly the evaluation
 * the tables read one by one give: in positions along random games of variants with pawns,
 * drops, goals, square tables, boards of 64 squares and more; and again after the weights
 * change the values (the packed tables are made again). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "test_util.h"
#include "test_eval_util.h"

#include "eval.h"
#include "fen.h"
#include "rules.h"

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;

/* Plays `games` random games of up to `plies` moves and compares the two evaluations in
 * every position reached; `percent` (not 100) scales every kind's value in both first.
 * Returns how many positions were compared. */
static int compare_along_games(const char *file, int games, int plies, int percent)
{
    Variant *v = test_load_clean(file);
    EvalTables *packed = eval_new(v), *plain = eval_new(v);
    assert_non_null(packed);
    assert_non_null(plain);
    eval_use_piece_squares(plain, false);
    if (percent != 100) {
        EvalWeights w = *eval_weights(packed);
        for (int k = 0; k < v->nkinds; k++)
            w.value_percent[k] = (int16_t)(percent + 7 * k);
        eval_set_weights(packed, &w);
        eval_set_weights(plain, &w);
    }
    char what[256];
    snprintf(what, sizeof what, "%s (values %d %%): packed against one by one", file, percent);
    int compared = test_evals_agree_along_games(v, packed, plain, what, games, plies, &rng_state);
    eval_free(packed);
    eval_free(plain);
    variant_free(v);
    return compared;
}

static const char *const files[] = {
    "variants/standard.yaml",  "variants/crazyhouse.yaml",   "variants/atomic.yaml",      "variants/capablanca.yaml",
    "variants/shogi.yaml",     "variants/minishogi.yaml",    "variants/racing_kings.yaml", "variants/king_of_the_hill.yaml",
    "variants/antichess.yaml", "variants/horde.yaml",        "variants/xiangqi.yaml",     "variants/seirawan.yaml",
    "variants/makruk.yaml",    "variants/three_check.yaml"};

static void test_packed_equals_plain(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        assert_true(compare_along_games(files[i], 4, 80, 100) > 60);
}

static void test_packed_equals_plain_after_new_weights(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i += 3)
        assert_true(compare_along_games(files[i], 2, 60, 73) > 30);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_packed_equals_plain),
        cmocka_unit_test(test_packed_equals_plain_after_new_weights),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
