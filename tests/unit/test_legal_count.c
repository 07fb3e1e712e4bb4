/* test_legal_count.c — rules_legal_count (perft's last ply, counting the moves of unpinned
 * plain leapers, riders and pawns and the plain drops from the hand from masks) gives
 * exactly rules_legal_moves' count: on the
 * published Standard positions (castling, en passant, promotions, pins, checks), on
 * positions of random games from them, and on positions of random games of every shipped
 * variant; and the kinds it counts so are the expected ones in Standard and Dobutsu. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "test_util.h"

#include "game.h"
#include "rules.h"

static int kind_named(const Variant *v, const char *name)
{
    for (int k = 0; k < v->nkinds; k++)
        if (!strcmp(v->sym.kinds[k], name))
            return k;
    fail_msg("no kind %s", name);
    return -1;
}

/* The two counts of the game's position, which must agree; returns it. */
static int compare_counts(const Variant *v, Game *g, const char *where, int ply)
{
    static Move list[CSM_MAX_MOVES], scratch[CSM_MAX_MOVES];
    CsmRuntimeError e1 = {0}, e2 = {0};
    char before[4096], after[4096];
    game_fen(g, before, sizeof before);
    int want = rules_legal_moves(v, &g->pos, list, CSM_MAX_MOVES, &e1);
    int got = rules_legal_count(v, &g->pos, scratch, CSM_MAX_MOVES, &e2);
    if (got != want) {
        char fen[4096];
        game_fen(g, fen, sizeof fen);
        fail_msg("%s ply %d (%s): counted %d, listed %d", where, ply, fen, got, want);
    }
    assert_int_equal(e1.set, e2.set);
    game_fen(g, after, sizeof after); /* the position is left as it was (its piece list perhaps reordered) */
    assert_string_equal(before, after);
    return got;
}

/* `games` random games of up to `plies` from fen (NULL: the setup), every position
 * compared; returns how many. */
static int random_games(const Variant *v, const char *fen, const char *where, int games, int plies, uint64_t seed)
{
    uint64_t rng = seed;
    int compared = 0;
    for (int game = 0; game < games; game++) {
        Game *g = test_start(v, fen);
        for (int ply = 0; ply < plies; ply++) {
            compare_counts(v, g, where, ply);
            compared++;
            if (g->nlegal == 0 || game_result(g)->status != GAME_ONGOING ||
                !game_play(g, &g->legal[test_rng_below(&rng, g->nlegal)]))
                break;
        }
        game_free(g);
    }
    return compared;
}

static const struct {
    const char *fen;
    int moves;
} STANDARD[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 20},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 48},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14},
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6},
    {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 44},
    {"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/3P1N2/PPPQNPPP/R4RK1 w - - 0 10", 46},
    /* en passant that would open the queen's line to the king; a knight pinned on the king's file */
    {"4k3/8/8/q1pP3K/8/8/2R5/3B4 w - c6 0 2", 20},
    {"4k3/4r3/8/8/4N3/8/4K3/8 w - - 0 1", 8},
};

static void test_standard_positions(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    int compared = 0;
    for (size_t i = 0; i < sizeof STANDARD / sizeof STANDARD[0]; i++) {
        Game *g = test_start(v, STANDARD[i].fen);
        assert_int_equal(compare_counts(v, g, STANDARD[i].fen, 0), STANDARD[i].moves);
        game_free(g);
        compared += random_games(v, STANDARD[i].fen, STANDARD[i].fen, 30, 150, 1000 + i);
    }
    print_message("%d Standard positions compared\n", compared);
    assert_true(compared > 10000);
    variant_free(v);
}

typedef struct Tally {
    int variants, with_bulk, compared;
} Tally;

static void walk_variant(const char *rel, void *user)
{
    Tally *t = user;
    Variant *v = test_load_clean(rel);
    t->variants++;
    t->with_bulk += (v->attacks.bulk_kinds[WHITE] | v->attacks.bulk_kinds[BLACK]) != 0;
    t->compared += random_games(v, NULL, rel, 6, 120, 77);
    variant_free(v);
}

static void test_every_variant(void **state)
{
    (void)state;
    Tally t = {0};
    assert_true(test_each_shipped_variant(walk_variant, &t) > 20);
    print_message("%d variants (%d with kinds counted from masks), %d positions compared\n", t.variants, t.with_bulk,
                  t.compared);
    assert_true(t.with_bulk >= 15);
    assert_true(t.compared > 10000);
}

/* Standard: every kind but the king (royal: its leaps counted square by square); Dobutsu:
 * every kind, the lion too (not royal: taking it wins), the chick listed only where it may
 * promote. */
static void test_which_kinds(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    uint64_t want = 0;
    static const char *const counted[] = {"pawn", "knight", "bishop", "rook", "queen"};
    for (int i = 0; i < 5; i++)
        want |= 1ULL << kind_named(v, counted[i]);
    for (int c = 0; c < 2; c++)
        assert_true(v->attacks.bulk_kinds[c] == want);
    assert_true(v->attacks.bulk_doubles[WHITE] == 1ULL << kind_named(v, "pawn"));
    assert_true(v->attacks.bulk_royals[BLACK] == 1ULL << kind_named(v, "king")); /* its squares tested */
    variant_free(v);
    v = test_load_clean("variants/dobutsu.yaml");
    want = 0;
    static const char *const animals[] = {"chick", "hen", "elephant", "giraffe", "lion"};
    for (int i = 0; i < 5; i++)
        want |= 1ULL << kind_named(v, animals[i]);
    assert_true(v->attacks.bulk_kinds[BLACK] == want);
    assert_true(v->attacks.bulk_doubles[BLACK] == 0);
    assert_true(v->attacks.bulk_royals[BLACK] == 0);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard_positions),
        cmocka_unit_test(test_every_variant),
        cmocka_unit_test(test_which_kinds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
