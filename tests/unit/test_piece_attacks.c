/* test_piece_attacks.c — rules_attacks_by_table and rules_piece_attacks (what the
 * evaluation asks instead of one rules_is_attacked per square next to a king): wherever
 * the tables hold all of a side's attacks, a square is attacked exactly when one of that
 * side's pieces attacks it, on every square of positions from random games in every
 * shipped variant. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "rules.h"

typedef struct Tally {
    int compared;  /* (position, side) pairs the tables answered for */
    int attacked;  /* squares found attacked among them */
    int refused;   /* pairs the tables could not answer (slides, capture chains) */
} Tally;

/* Every square of the position against both sides: the pieces' answer against rules_is_attacked. */
static void compare_position(const Variant *v, Position *pos, const char *rel, Tally *t)
{
    for (int by = 0; by < 2; by++) {
        if (!rules_attacks_by_table(v, pos, (Color)by)) {
            t->refused++;
            continue;
        }
        t->compared++;
        for (int r = 0; r < pos->ranks; r++)
            for (int f = 0; f < pos->files; f++) {
                Square sq = sq_make(f, r);
                if (!pos_on_board(pos, f, r))
                    continue;
                bool pieces = false;
                for (int i = 0; i < pos->piece_count[by] && !pieces; i++)
                    pieces = rules_piece_attacks(v, pos, pos->list[by][i], sq);
                bool whole = rules_is_attacked(v, pos, sq, (Color)by, PIECE_NONE);
                if (pieces != whole)
                    fail_msg("%s: square %d%d by %s: pieces say %d, rules_is_attacked %d", rel, f, r,
                             by == WHITE ? "white" : "black", pieces, whole);
                t->attacked += whole;
            }
    }
}

static void walk_variant(const char *rel, void *user)
{
    Tally *t = user;
    Variant *v = test_load_clean(rel);
    uint64_t rng = 45;
    for (int game = 0; game < 3; game++) {
        Game *g = test_start(v, NULL);
        for (int ply = 0; ply < 40 && g->nlegal > 0 && game_result(g)->status == GAME_ONGOING; ply++) {
            compare_position(v, &g->pos, rel, t);
            if (!game_play(g, &g->legal[test_rng_below(&rng, g->nlegal)]))
                break;
        }
        game_free(g);
    }
    variant_free(v);
}

static void test_pieces_agree_with_attack_test(void **state)
{
    (void)state;
    Tally t = {0, 0, 0};
    assert_true(test_each_shipped_variant(walk_variant, &t) > 20);
    /* not vacuous: most shipped variants' pieces are all table leaps and rides */
    assert_true(t.compared > 1000);
    assert_true(t.attacked > 10000);
    assert_true(t.refused > 0); /* and some are not */
    print_message("%d sides compared, %d refused, %d squares attacked\n", t.compared, t.refused, t.attacked);
}

/* A rook's ride stops at the first piece. */
static void test_blocked_ride(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    Game *g = test_start(v, "4k3/8/8/8/R2p3q/8/8/4K3 w - - 0 1");
    assert_true(rules_attacks_by_table(v, &g->pos, WHITE));
    assert_true(rules_piece_attacks(v, &g->pos, sq_make(0, 3), sq_make(3, 3)));  /* a4 takes d4 */
    assert_false(rules_piece_attacks(v, &g->pos, sq_make(0, 3), sq_make(4, 3))); /* not beyond it */
    assert_true(rules_piece_attacks(v, &g->pos, sq_make(0, 3), sq_make(0, 7)));  /* up the file */
    assert_false(rules_piece_attacks(v, &g->pos, sq_make(0, 3), sq_make(1, 4))); /* no diagonal */
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pieces_agree_with_attack_test),
        cmocka_unit_test(test_blocked_ride),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
