/* test_ride_sets.c — the ride sets of ride_sets.h give exactly the squares the walk gives,
 * for rides of many shapes on boards of several sizes and random occupancies; and in every
 * shipped variant on up to 128 squares the attack test, the table attackers (SEE's) and the
 * evaluation read from them agree with the ray-by-ray masks on every square of positions
 * from random games (on boards of 65 to 128 squares the attack test and the wide list of
 * attackers), with the sets built where expected (8x8, 5x5; wide on 10x8 capablanca, 9x9
 * shogi, 9x10 xiangqi). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "test_util.h"

#include "eval.h"
#include "ride_sets.h"
#include "rules.h"

static uint64_t random_word(uint64_t *state)
{
    uint64_t hi = (uint64_t)test_rng_below(state, 1 << 30), lo = (uint64_t)test_rng_below(state, 1 << 30);
    return hi << 34 ^ lo << 4 ^ (uint64_t)test_rng_below(state, 16);
}

/* Every square, with random occupancies of three densities, against the walk. */
static int compare_set(int files, int ranks, const int8_t (*dir)[2], int n, uint64_t *rng)
{
    RideSet *s = ride_set_build(files, ranks, dir, n);
    if (!s)
        return 0;
    assert_int_equal(s->wide, files * ranks > 64);
    WideSet board = files * ranks == 128 ? ~(WideSet)0 : ((WideSet)1 << (files * ranks)) - 1;
    int compared = 0;
    for (int bit = 0; bit < files * ranks; bit++)
        for (int i = 0; i < 300; i++) {
            WideSet occ = (WideSet)random_word(rng) << 64 | random_word(rng);
            WideSet thin = (WideSet)random_word(rng) << 64 | random_word(rng);
            occ &= i % 3 == 0 ? thin : i % 3 == 1 ? thin & ((WideSet)random_word(rng) << 64 | random_word(rng)) : ~(WideSet)0;
            occ &= board;
            WideSet got = s->wide ? ride_set_reach_wide(s, bit, occ) : ride_set_reach(s, bit, (uint64_t)occ);
            WideSet want = ride_set_walk_wide(files, ranks, dir, n, bit, occ);
            if (!s->wide)
                assert_true(ride_set_walk(files, ranks, dir, n, bit, (uint64_t)occ) == (uint64_t)want);
            if (got != want)
                fail_msg("%dx%d set of %d rides, bit %d: %llx %llx, walk %llx %llx", files, ranks, n, bit,
                         (unsigned long long)(got >> 64), (unsigned long long)got, (unsigned long long)(want >> 64),
                         (unsigned long long)want);
            compared++;
        }
    ride_set_free(s);
    return compared;
}

static void test_sets_equal_walk(void **state)
{
    (void)state;
    static const int8_t rank[2][2] = {{1, 0}, {-1, 0}}, file[2][2] = {{0, 1}, {0, -1}};
    static const int8_t bishop[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    static const int8_t night[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}}; /* four of a nightrider's */
    static const int8_t skip[2][2] = {{2, 0}, {0, -2}};
    static const int8_t lance[1][2] = {{0, 1}};
    static const int sizes[][2] = {{8, 8},  {5, 5},  {6, 6}, {7, 7},  {8, 7},   {4, 4},
                                   {3, 4},  {16, 4}, {4, 16}, {10, 8}, {9, 9}, {9, 10}, {11, 11}, {16, 8}};
    uint64_t rng = 7;
    int compared = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int f = sizes[i][0], r = sizes[i][1];
        compared += compare_set(f, r, rank, 2, &rng) + compare_set(f, r, file, 2, &rng);
        compared += compare_set(f, r, bishop, 4, &rng) + compare_set(f, r, night, 4, &rng);
        compared += compare_set(f, r, skip, 2, &rng) + compare_set(f, r, lance, 1, &rng);
    }
    assert_true(compared > 600000);
    /* too many stopping squares for one table (a rook's four rides on 8x8: 12), more than 128 squares */
    static const int8_t rook[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    assert_null(ride_set_build(8, 8, rook, 4));
    assert_null(ride_set_build(12, 11, lance, 1));
}

typedef struct Tally {
    int variants; /* shipped variants with ride sets */
    int compared; /* (square, side) pairs */
    int wide;     /* ... with a wide list of attackers (boards of 65 to 128 squares, kinds held to a region) */
    int attacked;
    int evals;
} Tally;

static int square_order(const void *a, const void *b) { return *(const Square *)a - *(const Square *)b; }

/* rules_is_attacked, rules_table_attackers and rules_wide_attackers with the ride sets and with them taken
 * away (the ray-by-ray masks), on every square for both sides. */
static void compare_attacks(Variant *v, Position *pos, const char *rel, Tally *t)
{
    RideTables *rides = v->attacks.rides;
    for (int by = 0; by < 2; by++)
        for (int r = 0; r < pos->ranks; r++)
            for (int f = 0; f < pos->files; f++) {
                Square sq = sq_make(f, r), with[CSM_SQUARES], without[CSM_SQUARES];
                if (!pos_on_board(pos, f, r))
                    continue;
                bool a = rules_is_attacked(v, pos, sq, (Color)by, PIECE_NONE);
                int n = rules_table_attackers(v, pos, NULL, sq, (Color)by, ~0ULL, with);
                int wn = rules_wide_attackers(v, pos, sq, (Color)by, ~0ULL, with);
                v->attacks.rides = NULL;
                bool b = rules_is_attacked(v, pos, sq, (Color)by, PIECE_NONE);
                int m = rules_table_attackers(v, pos, NULL, sq, (Color)by, ~0ULL, without);
                int wm = rules_wide_attackers(v, pos, sq, (Color)by, ~0ULL, without);
                v->attacks.rides = rides;
                if (a != b || n != m || wn != wm)
                    fail_msg("%s: square %d,%d by %d: sets %d (%d/%d attackers), rays %d (%d/%d)", rel, f, r, by, a, n,
                             wn, b, m, wm);
                if (wn > 0) { /* the wide list in another order: compared as sets */
                    qsort(with, (size_t)wn, sizeof *with, square_order);
                    qsort(without, (size_t)wm, sizeof *without, square_order);
                    n = wn;
                    t->wide++;
                }
                for (int i = 0; i < n; i++)
                    assert_int_equal(with[i], without[i]);
                t->compared++;
                t->attacked += a;
            }
}

static void walk_variant(const char *rel, void *user)
{
    Tally *t = user;
    Variant *v = test_load_clean(rel);
    if (!v->attacks.rides) {
        variant_free(v);
        return;
    }
    t->variants++;
    EvalTables *sets = eval_new(v);
    RideTables *rides = v->attacks.rides;
    v->attacks.rides = NULL;
    EvalTables *rays = eval_new(v); /* built without the sets: counts ride by ride */
    v->attacks.rides = rides;
    uint64_t rng = 45;
    for (int game = 0; game < 2; game++) {
        Game *g = test_start(v, NULL);
        for (int ply = 0; ply < 50 && g->nlegal > 0 && game_result(g)->status == GAME_ONGOING; ply++) {
            compare_attacks(v, &g->pos, rel, t);
            int a = eval_position(sets, &g->pos), b = eval_position(rays, &g->pos);
            if (a != b)
                fail_msg("%s ply %d: evaluation with sets %d, ray by ray %d", rel, ply, a, b);
            t->evals++;
            if (!game_play(g, &g->legal[test_rng_below(&rng, g->nlegal)]))
                break;
        }
        game_free(g);
    }
    eval_free(sets);
    eval_free(rays);
    variant_free(v);
}

static void test_variants_agree_with_rays(void **state)
{
    (void)state;
    Tally t = {0};
    assert_true(test_each_shipped_variant(walk_variant, &t) > 20);
    print_message("%d variants with ride sets, %d compared (%d wide lists), %d attacked, %d evaluations\n", t.variants,
                  t.compared, t.wide, t.attacked, t.evals);
    assert_true(t.variants >= 20);
    assert_true(t.compared > 100000);
    assert_true(t.attacked > 20000);
    assert_true(t.evals > 1500);
    assert_true(t.wide > 5000);
}

/* Which boards get the sets, and Standard's as expected: the attack test's rides in one
 * set a line for rooks and queens and one for bishops and queens; a queen's own rides in
 * three sets (two lines, the diagonals), shared with the rook's and the bishop's. */
static void test_where_sets_are_built(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    const RideTables *t = v->attacks.rides;
    assert_non_null(t);
    assert_int_equal(t->nsets, 3);
    for (int c = 0; c < 2; c++) {
        assert_true(t->attack_ok[c]);
        assert_int_equal(t->nattack[c], 3);
    }
    int rook = -1, bishop = -1, queen = -1;
    for (int k = 0; k < v->nkinds; k++) {
        const char *name = v->sym.kinds[k];
        rook = !strcmp(name, "rook") ? k : rook;
        bishop = !strcmp(name, "bishop") ? k : bishop;
        queen = !strcmp(name, "queen") ? k : queen;
    }
    assert_true(rook >= 0 && bishop >= 0 && queen >= 0);
    assert_int_equal(t->nkind[WHITE][rook], 2);
    assert_int_equal(t->nkind[WHITE][bishop], 1);
    assert_int_equal(t->nkind[BLACK][queen], 3);
    assert_ptr_equal(t->kind[WHITE][queen][2], t->kind[WHITE][bishop][0]);
    variant_free(v);
    static const char *const wide[] = {"variants/capablanca.yaml", "variants/shogi.yaml", "variants/xiangqi.yaml"};
    v = test_load_clean("variants/minishogi.yaml");
    assert_non_null(v->attacks.rides);
    assert_false(v->attacks.rides->set[0]->wide);
    variant_free(v);
    for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++) {
        v = test_load_clean(wide[i]);
        assert_non_null(v->attacks.rides);
        assert_true(v->attacks.rides->attack_ok[WHITE] && v->attacks.rides->attack_ok[BLACK]);
        assert_true(v->attacks.rides->set[0]->wide);
        variant_free(v);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sets_equal_walk),
        cmocka_unit_test(test_variants_agree_with_rays),
        cmocka_unit_test(test_where_sets_are_built),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
