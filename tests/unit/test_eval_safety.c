/* test_eval_safety.c — the pieces near a royal piece counted from the position's bits
 * (safety_near_royal on boards of up to 64 squares: only the squares within two of a
 * royal piece are looked at) are the counts the walk over every piece gives, for both
 * sides in positions along random games of 8x8, 5x5 and 8x8-with-hands variants; boards of
 * more than 64 squares keep the walk. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "test_util.h"

#include "eval_safety.h"
#include "rules.h"

/* `side`'s royal pieces (of the safety's royal kinds), as eval.c finds them. */
static int royals_of(const EvalSafety *s, const Position *pos, Color side, Square out[CSM_SQUARES])
{
    int n = 0;
    for (int i = 0; i < pos->piece_count[side]; i++)
        if ((s->royal_kinds >> piece_kind(pos->board[pos->list[side][i]])) & 1)
            out[n++] = pos->list[side][i];
    return n;
}

/* Returns the (position, side) pairs compared; *near counts the pieces found near. */
static int compare_variant(const char *rel, int games, int *near)
{
    Variant *v = test_load_clean(rel);
    EvalSafety *boxes = malloc(sizeof *boxes), *walk = malloc(sizeof *walk);
    assert_non_null(boxes);
    assert_non_null(walk);
    safety_build(boxes, v);
    *walk = *boxes;
    walk->boxes = false;
    assert_int_equal(boxes->boxes, v->files * v->ranks <= 64);
    uint64_t rng = 17;
    int compared = 0;
    for (int game = 0; game < games; game++) {
        Game *g = test_start(v, NULL);
        for (int ply = 0; ply < 80 && g->nlegal > 0 && game_result(g)->status == GAME_ONGOING; ply++) {
            for (int side = 0; side < 2; side++) {
                Square royals[CSM_SQUARES];
                int n = royals_of(boxes, &g->pos, (Color)side, royals), a[2], b[2];
                safety_near_royal(boxes, &g->pos, (Color)side, royals, n, a);
                safety_near_royal(walk, &g->pos, (Color)side, royals, n, b);
                if (a[0] != b[0] || a[1] != b[1])
                    fail_msg("%s game %d ply %d side %d: bits %d/%d, walk %d/%d", rel, game, ply, side, a[0], a[1], b[0],
                             b[1]);
                *near += a[0] + a[1];
                compared++;
            }
            if (!game_play(g, &g->legal[test_rng_below(&rng, g->nlegal)]))
                break;
        }
        game_free(g);
    }
    free(boxes);
    free(walk);
    variant_free(v);
    return compared;
}

static void test_near_royal_bits_equal_walk(void **state)
{
    (void)state;
    static const char *const files[] = {"variants/crazyhouse.yaml", "variants/makruk.yaml", "variants/standard.yaml",
                                        "variants/minishogi.yaml", "variants/capablanca.yaml"};
    int compared = 0, near = 0;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        compared += compare_variant(files[i], 4, &near);
    print_message("%d positions and sides compared, %d pieces near a royal one\n", compared, near);
    assert_true(compared > 2000);
    assert_true(near > 5000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_near_royal_bits_equal_walk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
