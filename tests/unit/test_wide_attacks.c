/* test_wide_attacks.c — the 128-bit masks of wide_attacks.h (boards of up to 128 squares:
 * janggi, xiangqi, shogi, capablanca, and the smaller boards with guarded leaps and hops)
 * answer the attack test exactly as the walk over the pieces and steps does, on every
 * square of positions from random games, and the janggi cannon's and horse's rules hold
 * on hand-made positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "test_util.h"

#include "rules.h"
#include "wide_attacks.h"

typedef struct Tally {
    int variants;     /* shipped variants with wide masks */
    int big;          /* ... of them on more than 64 squares */
    int compared;     /* (square, side, stand-in) triples compared */
    int attacked;     /* ... found attacked */
    int complex_hits; /* ... attacked in a variant whose kinds have guarded leaps or hops */
} Tally;

/* rules_is_attacked with the masks against the same with the masks (and the 64-bit
 * bitboards) taken away, which walks. */
static bool attacked_walking(Variant *v, Position *pos, Square sq, Color by, Piece phantom)
{
    struct WideAttacks *wide = v->attacks.wide;
    struct BitboardAttacks *bits = v->attacks.bitboards;
    v->attacks.wide = NULL;
    v->attacks.bitboards = NULL;
    bool hit = rules_is_attacked(v, pos, sq, by, phantom);
    v->attacks.wide = wide;
    v->attacks.bitboards = bits;
    return hit;
}

/* Every square against both sides, empty squares with the default stand-in and as if a
 * piece of kind `kind` stood there (a cannon never takes a cannon). */
static void compare_position(Variant *v, Position *pos, const char *rel, int kind, Tally *t)
{
    for (int by = 0; by < 2; by++)
        for (int r = 0; r < pos->ranks; r++)
            for (int f = 0; f < pos->files; f++) {
                Square sq = sq_make(f, r);
                if (!pos_on_board(pos, f, r))
                    continue;
                Piece stand_ins[2] = {PIECE_NONE, piece_make(kind, color_flip((Color)by))};
                for (int s = 0; s < 2; s++) {
                    bool masks = rules_is_attacked(v, pos, sq, (Color)by, stand_ins[s]);
                    bool walked = attacked_walking(v, pos, sq, (Color)by, stand_ins[s]);
                    if (masks != walked)
                        fail_msg("%s: square %d,%d by %s (stand-in %d): masks say %d, the walk %d", rel, f, r,
                                 by == WHITE ? "white" : "black", s, masks, walked);
                    t->compared++;
                    t->attacked += masks;
                    t->complex_hits += masks && v->attacks.reach_kinds;
                }
            }
}

static int move_order(const void *a, const void *b)
{
    const Move *x = a, *y = b;
    int kx[] = {x->from, x->to, x->type, x->flags, x->capture_sq, x->become, x->sets, x->has_wall, x->wall};
    int ky[] = {y->from, y->to, y->type, y->flags, y->capture_sq, y->become, y->sets, y->has_wall, y->wall};
    for (size_t i = 0; i < sizeof kx / sizeof kx[0]; i++)
        if (kx[i] != ky[i])
            return kx[i] < ky[i] ? -1 : 1;
    return 0;
}

/* The legal moves (the legality test reads the attack test) agree too, as sets: making
 * and taking back moves to test them may leave the piece lists in another order. */
static void compare_legal_moves(Variant *v, Game *g)
{
    static Move with[CSM_MAX_MOVES], without[CSM_MAX_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_legal_moves(v, &g->pos, with, CSM_MAX_MOVES, &err);
    struct WideAttacks *wide = v->attacks.wide;
    v->attacks.wide = NULL;
    int m = rules_legal_moves(v, &g->pos, without, CSM_MAX_MOVES, &err);
    v->attacks.wide = wide;
    assert_int_equal(n, m);
    qsort(with, (size_t)n, sizeof *with, move_order);
    qsort(without, (size_t)m, sizeof *without, move_order);
    for (int i = 0; i < n; i++)
        assert_true(move_equal(&with[i], &without[i]));
}

static void walk_variant(const char *rel, void *user)
{
    Tally *t = user;
    Variant *v = test_load_clean(rel);
    if (!v->attacks.wide) {
        variant_free(v);
        return;
    }
    t->variants++;
    t->big += v->files * v->ranks > 64;
    uint64_t rng = 90;
    for (int game = 0; game < 3; game++) {
        Game *g = test_start(v, NULL);
        for (int ply = 0; ply < 60 && g->nlegal > 0 && game_result(g)->status == GAME_ONGOING; ply++) {
            compare_position(v, &g->pos, rel, ply % v->nkinds, t);
            compare_legal_moves(v, g);
            if (!game_play(g, &g->legal[test_rng_below(&rng, g->nlegal)]))
                break;
        }
        game_free(g);
    }
    variant_free(v);
}

static void test_masks_agree_with_the_walk(void **state)
{
    (void)state;
    Tally t = {0};
    assert_true(test_each_shipped_variant(walk_variant, &t) > 20);
    print_message("%d variants (%d over 64 squares), %d compared, %d attacked, %d with hops or guarded leaps\n",
                  t.variants, t.big, t.compared, t.attacked, t.complex_hits);
    assert_true(t.big >= 4); /* janggi, xiangqi, shogi, capablanca */
    assert_true(t.compared > 100000);
    assert_true(t.attacked > 20000);
    assert_true(t.complex_hits > 5000);
}

/* A janggi position from `fen`: is each square of `squares` (algebraic, space separated)
 * attacked by White as `expect` says, with the masks and walking? */
static void expect_white_attacks(Variant *v, const char *fen, const char *squares, bool expect)
{
    Game *g = test_start(v, fen);
    assert_true(g->pos.wide);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", squares);
    for (char *s = strtok(buf, " "); s; s = strtok(NULL, " ")) {
        Square sq = sq_make(s[0] - 'a', atoi(s + 1) - 1);
        bool masks = rules_is_attacked(v, &g->pos, sq, WHITE, PIECE_NONE);
        if (masks != expect || attacked_walking(v, &g->pos, sq, WHITE, PIECE_NONE) != expect)
            fail_msg("%s: %s attacked by White: expected %d", fen, s, expect);
    }
    game_free(g);
}

/* The cannon hops one screen that is not a cannon and never takes a cannon; the horse's
 * leap is blocked by a piece on its first, orthogonal step. */
static void test_janggi_screens_and_blocked_leaps(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    assert_non_null(v->attacks.wide);
    /* cannon a1 over the soldier on a4: a5..a10; nothing before the screen */
    const char *screen = "4k4/9/9/9/9/4P4/p8/9/4K4/C8 w - - 0 1";
    expect_white_attacks(v, screen, "a5 a6 a7 a8 a9 a10", true);
    expect_white_attacks(v, screen, "a2 a3 b1 b4", false);
    /* a cannon as the screen: no hop at all */
    expect_white_attacks(v, "4k4/9/9/9/9/4P4/c8/9/4K4/C8 w - - 0 1", "a5 a6 a7 a8 a9 a10", false);
    /* a cannon behind the screen is not taken, and stops the hop */
    const char *target = "4k4/9/9/c8/9/4P4/p8/9/4K4/C8 w - - 0 1";
    expect_white_attacks(v, target, "a5 a6", true);
    expect_white_attacks(v, target, "a7 a8 a9 a10", false);
    /* horse e5 with a soldier on e6: not d7 and f7; c6, g6, c4, g4, d3, f3 stay */
    const char *horse = "4k4/9/9/9/4p4/4N4/9/9/4K4/9 w - - 0 1";
    expect_white_attacks(v, horse, "c6 g6 c4 g4 d3 f3", true);
    expect_white_attacks(v, horse, "d7 f7", false);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_masks_agree_with_the_walk),
        cmocka_unit_test(test_janggi_screens_and_blocked_leaps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
