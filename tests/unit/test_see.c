/* test_see.c — the static exchange count (see.h) on hand-built positions: each expected
 * balance is written from the piece values the evaluation gives, as the exchange a
 * player would count by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "notation.h"
#include "see.h"

typedef struct Exchange {
    Variant *v;
    Game *g;
    EvalTables *e;
    Move m;
} Exchange;

static int kind_named(const Variant *v, const char *name)
{
    int k = variant_find_kind(v, name);
    if (k < 0)
        fail_msg("no kind %s", name);
    return k;
}

static int value_of(const Exchange *x, const char *kind) { return eval_piece_value(x->e, kind_named(x->v, kind)); }

/* The game `g` of `v` and its legal move `move`. */
static Exchange exchange_in(Variant *v, Game *g, const char *move)
{
    Exchange x = {v, g, eval_new(v), {0}};
    assert_non_null(x.e);
    int i = move_find(v, g->legal, g->nlegal, move);
    if (i < 0)
        fail_msg("%s is not legal here", move);
    x.m = g->legal[i];
    return x;
}

static Exchange exchange_at(const char *variant, const char *fen, const char *moves, const char *move)
{
    Variant *v = test_load(variant);
    Game *g = moves ? test_play(v, fen, moves) : test_start(v, fen);
    return exchange_in(v, g, move);
}

static void exchange_free(Exchange *x)
{
    eval_free(x->e);
    game_free(x->g);
    variant_free(x->v);
}

/* see_value gives `expected`, and see_ge agrees at that threshold and one above. */
static void expect_balance(Exchange *x, int expected)
{
    int got = see_value(x->e, &x->g->pos, &x->m);
    if (got != expected)
        fail_msg("exchange balance %d, expected %d", got, expected);
    assert_true(see_ge(x->e, &x->g->pos, &x->m, expected));
    assert_false(see_ge(x->e, &x->g->pos, &x->m, expected + 1));
    exchange_free(x);
}

/* A knight takes a pawn a pawn guards: it wins the pawn and loses itself. */
static void test_chess_pawn_guards(void **state)
{
    (void)state;
    Exchange x = exchange_at("variants/standard.yaml", "4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", NULL, "f3e5");
    int expected = value_of(&x, "pawn") - value_of(&x, "knight");
    assert_true(expected < 0);
    expect_balance(&x, expected);
}

/* Two rooks on a file: the back one takes again once the front one has gone, so the
 * pawn is won (counting only the front rook would lose a rook for it). */
static void test_chess_rook_battery_xray(void **state)
{
    (void)state;
    Exchange x = exchange_at("variants/standard.yaml", "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1", NULL, "e2e5");
    expect_balance(&x, value_of(&x, "pawn"));
}

/* En passant: the pawn taken stands beside the square; once it is gone the d-file is
 * open, and the rook on d1 takes back what takes the capturing pawn. */
static void test_chess_en_passant_opens_file(void **state)
{
    (void)state;
    Exchange x = exchange_at("variants/standard.yaml", "4k3/2pp4/8/4P3/8/8/8/3RK3 b - - 0 1", "d7d5", "e5d6");
    assert_int_equal(x.m.type, MOVE_EN_PASSANT);
    expect_balance(&x, value_of(&x, "pawn"));
}

/* A king takes back only last: with a second rook behind, it may not, and the pawn is
 * won; alone, it takes the rook. */
static void test_chess_king_recaptures_last(void **state)
{
    (void)state;
    Exchange guarded = exchange_at("variants/standard.yaml", "4k3/4p3/8/8/8/8/4R3/4R1K1 w - - 0 1", NULL, "e2e7");
    expect_balance(&guarded, value_of(&guarded, "pawn"));
    Exchange alone = exchange_at("variants/standard.yaml", "4k3/4p3/8/8/8/8/4R3/6K1 w - - 0 1", NULL, "e2e7");
    expect_balance(&alone, value_of(&alone, "pawn") - value_of(&alone, "rook"));
}

/* A quiet move onto a square a pawn guards hangs the piece. */
static void test_chess_quiet_move_hangs(void **state)
{
    (void)state;
    Exchange x = exchange_at("variants/standard.yaml", "4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", NULL, "f3e5");
    expect_balance(&x, -value_of(&x, "knight"));
}

/* A capture of a pawn nothing guards yet: the queen leaving d4 opens the d-file to the
 * rook behind it, which takes her back (the shortcut for unguarded victims must see the
 * square the mover leaves). */
static void test_chess_capture_uncovers_a_rider(void **state)
{
    (void)state;
    Exchange x = exchange_at("variants/standard.yaml", "6k1/8/8/3p4/3Q4/8/7K/3r4 w - - 0 1", NULL, "d4d5");
    expect_balance(&x, value_of(&x, "pawn") - value_of(&x, "queen"));
}

/* Minimax over balances as a player counts them: each entry the balance for the side
 * that took, if the exchange stopped there; each side takes only when that beats stopping. */
static int settle_by_hand(int *gain, int n)
{
    for (int i = n - 1; i > 0; i--)
        gain[i - 1] = gain[i - 1] < -gain[i] ? gain[i - 1] : -gain[i];
    return gain[0];
}

/* Two white rooks take on d5 after the knight's trade; the one first in white's list
 * goes first (of two attackers of one kind). The rook on d3 uncovers black's doubled
 * rooks behind it, the one on a5 nothing: the balance depends on which goes first, and
 * the count on masks (which brings the lists up to date only for such a choice) gives the
 * one the list order gives, as the count on a plain copy of the board does. */
static void test_chess_equal_attackers_by_list_order(void **state)
{
    (void)state;
    Exchange x = exchange_at("variants/standard.yaml", "3k4/8/4p3/R2p4/1N6/3R3K/3r4/3r4 w - - 0 1", NULL, "b4d5");
    int p = value_of(&x, "pawn"), n = value_of(&x, "knight"), r = value_of(&x, "rook");
    const Position *pos = &x.g->pos;
    bool a5_first = pos->list_index[sq_make(0, 4)] < pos->list_index[sq_make(3, 2)];
    int gain[6] = {p, n - p};
    gain[2] = p - gain[1];
    int moves = 3;
    if (!a5_first) { /* Rd3xd5 Rd2xd5 Ra5xd5 Rd1xd5 */
        gain[3] = r - gain[2];
        gain[4] = r - gain[3];
        gain[5] = r - gain[4];
        moves = 6;
    }
    int expected = settle_by_hand(gain, moves);
    Position plain = x.g->pos;
    plain.bitboards = plain.wide = 0;
    assert_int_equal(see_value(x.e, &plain, &x.m), expected);
    expect_balance(&x, expected);
}

/* Xiangqi: the chariot on c2 is the cannon's screen. When the chariot takes on c7 the
 * screen leaves with it, and the cannon cannot take back: the chariot is lost for a
 * soldier. */
static void test_xiangqi_screen_vanishes(void **state)
{
    (void)state;
    Exchange x = exchange_at("variants/xiangqi.yaml", "2r1k4/9/9/2p6/9/9/9/9/2R6/2CK5 w - - 0 1", NULL, "c2c7");
    expect_balance(&x, value_of(&x, "soldier") - value_of(&x, "chariot"));
}

/* Xiangqi: Black's cannon on c10 looks at c7 over two pieces (horse, chariot): no attack.
 * When the chariot takes on c7 only the horse is left between, and the cannon takes
 * back what Red's cannon (screened by its soldier on c4) took. Red wins a soldier and
 * a chariot for a chariot and a cannon. */
static void test_xiangqi_screen_appears(void **state)
{
    (void)state;
    Exchange x =
        exchange_at("variants/xiangqi.yaml", "2c1k4/2n6/2r6/R1p6/9/9/2P6/9/9/2CK5 w - - 0 1", NULL, "a7c7");
    int soldier = value_of(&x, "soldier"), chariot = value_of(&x, "chariot"), cannon = value_of(&x, "cannon");
    assert_true(cannon < chariot); /* so Red takes back with the cannon rather than stop a chariot down */
    expect_balance(&x, soldier - cannon);
}

/* Shogi: the silver takes a pawn and promotes; the gold takes it; the rook behind takes
 * the gold and promotes to a dragon (it enters the zone). Each side stops when going
 * on is worse: written out as the nested choice. */
static void test_shogi_promotions_on_capture(void **state)
{
    (void)state;
    Variant *v = test_load("variants/shogi.yaml");
    Game *g = test_start_sfen(v, "4k4/5g3/5p3/5S3/9/9/9/9/3K1R3 b - 1");
    Exchange x = exchange_in(v, g, "f6f7+"); /* 4d4c+ */
    int p = value_of(&x, "pawn"), s = value_of(&x, "silver"), ps = value_of(&x, "promoted-silver");
    int gold = value_of(&x, "gold"), r = value_of(&x, "rook"), d = value_of(&x, "dragon");
    int took = p + ps - s;             /* Sente: silver takes the pawn, promoting */
    int gold_back = ps - took;         /* Gote: gold takes the promoted silver */
    int rook_back = gold - gold_back + d - r; /* Sente: rook takes the gold, promoting */
    int gote = gold_back < -rook_back ? gold_back : -rook_back; /* Gote takes only if it pays */
    int expected = took < -gote ? took : -gote;
    assert_true(d > r); /* the dragon's promotion is part of the count */
    expect_balance(&x, expected);
}

/* Does see_value play `m` out (see.h: not castling, a pass, a swap or a catch, for
 * which see_ge answers true whatever they take)? */
static bool counted(const Move *m)
{
    return m->type == MOVE_QUIET || m->type == MOVE_CAPTURE || m->type == MOVE_JUMP || m->type == MOVE_EN_PASSANT ||
           m->type == MOVE_DROP;
}

/* see_ge's shortcuts (a cheap first gain, a square no enemy reaches after a quiet move
 * or drop) answer as the full count does: along random games of several
 * variants, every legal move it plays out at thresholds around its balance. */
static void shortcuts_agree_in(const char *variant, uint64_t seed)
{
    static const int thresholds[] = {-1000, -300, -120, -30, 0, 1, 90, 300};
    Variant *v = test_load(variant);
    Game *g = test_start(v, NULL);
    EvalTables *e = eval_new(v);
    assert_non_null(e);
    int checked = 0;
    for (int ply = 0; ply < 60 && g->nlegal > 0; ply++) {
        for (int i = 0; i < g->nlegal; i++) {
            if (!counted(&g->legal[i]))
                continue;
            int full = see_value(e, &g->pos, &g->legal[i]);
            for (size_t t = 0; t < sizeof thresholds / sizeof *thresholds; t++) {
                if (see_ge(e, &g->pos, &g->legal[i], thresholds[t]) != (full >= thresholds[t]))
                    fail_msg("%s ply %d move %d: see_ge at %d disagrees with the balance %d", variant, ply,
                             i, thresholds[t], full);
                checked++;
            }
        }
        Move m = g->legal[test_rng_below(&seed, g->nlegal)];
        assert_true(game_play(g, &m));
    }
    assert_true(checked > 1000);
    eval_free(e);
    game_free(g);
    variant_free(v);
}

/* The exchange read from one set of attackers (the bitboards on boards of up to 64
 * squares, the 128-bit masks on larger ones) comes to the balance the count kind by kind
 * gives: along random games, every legal move it plays out, on the game's position and on
 * a copy without those masks. */
static void sets_agree_in(const char *variant, uint64_t seed)
{
    Variant *v = test_load(variant);
    Game *g = test_start(v, NULL);
    EvalTables *e = eval_new(v);
    assert_non_null(e);
    assert_true(g->pos.bitboards || g->pos.wide);
    int checked = 0;
    for (int ply = 0; ply < 80 && g->nlegal > 0; ply++) {
        Position plain = g->pos;
        plain.bitboards = plain.wide = 0; /* the attack tests walk the steps: no set is read */
        for (int i = 0; i < g->nlegal; i++) {
            if (!counted(&g->legal[i]))
                continue;
            int by_set = see_value(e, &g->pos, &g->legal[i]), by_kind = see_value(e, &plain, &g->legal[i]);
            if (by_set != by_kind)
                fail_msg("%s ply %d move %d: balance %d from the set, %d kind by kind", variant, ply, i, by_set,
                         by_kind);
            checked++;
        }
        Move m = g->legal[test_rng_below(&seed, g->nlegal)];
        assert_true(game_play(g, &m));
    }
    assert_true(checked > 1000);
    eval_free(e);
    game_free(g);
    variant_free(v);
}

static void test_attacker_sets_agree_with_kinds(void **state)
{
    (void)state;
    sets_agree_in("variants/standard.yaml", 21);
    sets_agree_in("variants/crazyhouse.yaml", 22);
    sets_agree_in("variants/seirawan.yaml", 23);
    sets_agree_in("variants/makruk.yaml", 24);
    sets_agree_in("variants/minishogi.yaml", 25);
    sets_agree_in("variants/three_check.yaml", 26);
    sets_agree_in("variants/shogi.yaml", 27);
    sets_agree_in("variants/capablanca.yaml", 28);
}

static void test_shortcuts_agree_with_the_count(void **state)
{
    (void)state;
    shortcuts_agree_in("variants/standard.yaml", 11);
    shortcuts_agree_in("variants/crazyhouse.yaml", 12);
    shortcuts_agree_in("variants/shogi.yaml", 13);
    shortcuts_agree_in("variants/xiangqi.yaml", 14);
    shortcuts_agree_in("variants/seirawan.yaml", 15);
    /* and where other attackers meet the square: a 10x8 board (the wide masks), janggi's
     * palace and cannons, makruk, shapes and scripted pieces */
    shortcuts_agree_in("variants/capablanca.yaml", 16);
    shortcuts_agree_in("variants/janggi.yaml", 17);
    shortcuts_agree_in("variants/makruk.yaml", 18);
    shortcuts_agree_in("variants/shape_menagerie.yaml", 19);
    shortcuts_agree_in("variants/chessembly_army.yaml", 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chess_pawn_guards),
        cmocka_unit_test(test_chess_rook_battery_xray),
        cmocka_unit_test(test_chess_en_passant_opens_file),
        cmocka_unit_test(test_chess_king_recaptures_last),
        cmocka_unit_test(test_chess_quiet_move_hangs),
        cmocka_unit_test(test_chess_capture_uncovers_a_rider),
        cmocka_unit_test(test_chess_equal_attackers_by_list_order),
        cmocka_unit_test(test_xiangqi_screen_vanishes),
        cmocka_unit_test(test_xiangqi_screen_appears),
        cmocka_unit_test(test_shogi_promotions_on_capture),
        cmocka_unit_test(test_shortcuts_agree_with_the_count),
        cmocka_unit_test(test_attacker_sets_agree_with_kinds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
