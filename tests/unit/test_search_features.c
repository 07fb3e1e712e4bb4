/* test_search_features.c — each search feature that SearchLimits.features_off can
 * switch off does what it says, measured at a fixed depth (node counts and the depth
 * the lines reach), so that nothing here depends on the machine's speed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "test_util.h"

#include "notation.h"
#include "search.h"
#include "timesrc.h"

#include <stdio.h>
#include <string.h>

/* A few middle-game positions of Standard Chess: the start, an Italian opening, and
 * tactical positions from the "Win at Chess" set (WAC 1, 3, 6). */
static const char *const SUITE[] = {
    NULL,
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
    "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1",
    "7k/p7/1R5K/6r1/6p1/6P1/8/8 w - - 0 1",
};
enum { SUITE_SIZE = sizeof SUITE / sizeof *SUITE };

typedef struct Totals {
    uint64_t nodes;
    int seldepth; /* summed over the suite: the deepest ply each search reached */
} Totals;

static void remember_seldepth(void *user, const SearchInfo *info)
{
    *(int *)user = info->seldepth;
}

/* Standard's square tables left out (freed: they belong to the variant). */
static void drop_square_tables(Variant *v)
{
    for (int k = 0; k < v->nkinds; k++) {
        free(v->eval_weights.squares[k]);
        v->eval_weights.squares[k] = NULL;
    }
}

/* Standard's evaluation as it was when the positions of the time tests were found: no
 * square tables, and the passed pawn's default weights (without the royals' distances). */
static void evaluation_before_tables(Variant *v)
{
    drop_square_tables(v);
    EvalWeights defaults;
    eval_weights_default(&defaults);
    for (int id = EW_PASSED_MG_BASE; id <= EW_PASSED_EG_GAIN; id++)
        v->eval_weights.w[id] = defaults.w[id];
    v->eval_weights.w[EW_PASSED_KING_ENEMY] = v->eval_weights.w[EW_PASSED_KING_OWN] = 0;
}

/* Searches every position of the suite to `depth` with the features `off` left out, a
 * fresh table each time. */
static Totals search_suite(int depth, unsigned off)
{
    Variant *v = test_load("variants/standard.yaml");
    /* the default weights: the trees these counts were chosen on (with Standard's
     * structure block the Italian position's depth-9 tree alone is 3.5 times as large and
     * swamps the suite, with or without a feature) */
    drop_square_tables(v);
    eval_weights_default(&v->eval_weights);
    Totals t = {0, 0};
    for (int i = 0; i < SUITE_SIZE; i++) {
        Game *g = test_start(v, SUITE[i]);
        Search *s = search_new(8);
        assert_non_null(s);
        SearchLimits lim = {0};
        lim.depth = depth;
        lim.features_off = off;
        int seldepth = 0;
        SearchResult r = search_game(s, g, &lim, remember_seldepth, &seldepth);
        assert_true(r.has_move); /* (a forced mate found early ends a search before `depth`) */
        t.nodes += r.nodes;
        t.seldepth += seldepth;
        search_free(s);
        game_free(g);
    }
    variant_free(v);
    return t;
}

/* The singular extension searches a hash move that alone holds its score a ply deeper:
 * at the same nominal depth, the lines reach further (a greater sum of selective depths)
 * and the search costs more nodes. */
static void test_singular_extension_extends(void **state)
{
    (void)state;
    Totals on = search_suite(9, 0);
    Totals off = search_suite(9, SEARCH_OFF_SINGULAR);
    print_message("singular extension: seldepth %d, %llu nodes; without %d, %llu\n", on.seldepth,
                  (unsigned long long)on.nodes, off.seldepth, (unsigned long long)off.nodes);
    if (on.seldepth <= off.seldepth || on.nodes <= off.nodes)
        fail_msg("depth 9 over the suite: selective depths %d and %llu nodes with the singular extension, "
                 "%d and %llu without",
                 on.seldepth, (unsigned long long)on.nodes, off.seldepth, (unsigned long long)off.nodes);
}

/* A feature that orders or prunes better reaches the same depth over the suite with
 * fewer nodes than the search without it (both without the features `base`). */
static void expect_fewer_nodes_than(const char *what, unsigned feature, unsigned base)
{
    Totals on = search_suite(9, base);
    Totals off = search_suite(9, base | feature);
    print_message("%s: %llu nodes to depth 9; without %llu\n", what, (unsigned long long)on.nodes,
                  (unsigned long long)off.nodes);
    if (on.nodes >= off.nodes)
        fail_msg("%s: depth 9 over the suite took %llu nodes with it, %llu without", what,
                 (unsigned long long)on.nodes, (unsigned long long)off.nodes);
}

static void expect_fewer_nodes(const char *what, unsigned feature) { expect_fewer_nodes_than(what, feature, 0); }

/* Continuation history: a quiet move that refuted the same enemy move before (or
 * followed our own move before) is tried early and reduced less. */
static void test_continuation_history_orders_better(void **state)
{
    (void)state;
    expect_fewer_nodes("continuation history", SEARCH_OFF_CONTINUATION);
}

/* A feature kept for what it scored in self-play, where this suite's tree no longer says
 * which way it goes: its switch changes the tree, and each of the two searches comes out
 * the same when run again (so the switch, not chance, made the difference). */
static void expect_switch_changes_tree(const char *what, unsigned feature, unsigned base)
{
    Totals on = search_suite(9, base), off = search_suite(9, base | feature);
    print_message("%s: %llu nodes to depth 9; without %llu\n", what, (unsigned long long)on.nodes,
                  (unsigned long long)off.nodes);
    assert_true(on.nodes != off.nodes);
    assert_true(search_suite(9, base).nodes == on.nodes);
    assert_true(search_suite(9, base | feature).nodes == off.nodes);
}

/* Quiescence takes a cutoff from the table's bounds. It shrank this suite's tree as it
 * was added; since the deeper late-move reductions, and the null move tried before the
 * move list (whose later list breaks ties among equal moves otherwise), the two trees
 * come out within a fraction of a per cent (186,922 nodes with it, 186,515 without, with
 * the milder reductions), and in self-play it stayed even (+9 +- 43, docs/playing.md). */
static void test_quiescence_reads_the_table(void **state)
{
    (void)state;
    expect_switch_changes_tree("quiescence table", SEARCH_OFF_QUIESCENCE_TABLE, SEARCH_OFF_DEEPER_LMR);
}

/* The deeper late-move reductions were kept for what they scored in self-play, not for
 * the size of this suite's tree (230,701 nodes to depth 9 with them, 170,029 without):
 * the switch gives the milder table back (the tree of the search before them, 170,029
 * nodes), and each of the two searches comes out the same when run again. */
static void test_deeper_reductions_switch(void **state)
{
    (void)state;
    expect_switch_changes_tree("deeper late-move reductions", SEARCH_OFF_DEEPER_LMR, 0);
}

/* Nodes of a fresh search of duck chess's start to `depth` with the features `off` left out. */
static uint64_t duck_nodes(int depth, unsigned off)
{
    Variant *v = test_load("variants/duck.yaml");
    Game *g = test_start(v, NULL);
    Search *s = search_new(8);
    assert_non_null(s);
    SearchLimits lim = {.depth = depth, .features_off = off};
    SearchResult r = search_game(s, g, &lim, NULL, NULL);
    assert_true(r.has_move);
    search_free(s);
    game_free(g);
    variant_free(v);
    return r.nodes;
}

/* Quiescence tries each capture of a wall variant with one wall square: in duck chess a
 * capture that failed low was tried with each of some sixty squares, and with the deeper
 * late-move reductions depth 4 from the start took 2,722,149 nodes (63,288 with the
 * milder ones); with one square 46,587 (46,592). Without walls the tree is the same. */
static void test_quiescence_one_wall_square(void **state)
{
    (void)state;
    uint64_t one = duck_nodes(4, 0), every = duck_nodes(4, SEARCH_OFF_QUIESCENCE_WALL);
    uint64_t mild_one = duck_nodes(4, SEARCH_OFF_DEEPER_LMR);
    uint64_t mild_every = duck_nodes(4, SEARCH_OFF_DEEPER_LMR | SEARCH_OFF_QUIESCENCE_WALL);
    print_message("duck depth 4: %llu nodes with one wall square in quiescence, %llu with every one; "
                  "milder reductions %llu and %llu\n",
                  (unsigned long long)one, (unsigned long long)every, (unsigned long long)mild_one,
                  (unsigned long long)mild_every);
    assert_true(one * 10 < every);
    assert_true(mild_one < mild_every);
    assert_true(search_suite(7, 0).nodes == search_suite(7, SEARCH_OFF_QUIESCENCE_WALL).nodes);
}

/* With walls the ordering scores a move's copies once and looks for the next pick just
 * past the last one (search.c pick_index): a shortcut, the same tree as scanning every
 * score, pinned here by its node count (46,587 before and after the shortcut). */
static void test_wall_ordering_keeps_the_tree(void **state)
{
    (void)state;
    assert_int_equal(duck_nodes(4, 0), 46587);
}

/* The pruning of the later rounds, each on its own: the null move's reply searched
 * shallower the deeper the node and the further its static score stands above beta;
 * reverse futility up to depth 7 and quiet moves pruned by the depth they would be
 * searched at after their reduction; captures and quiet moves whose exchange loses
 * too much near the leaves. The deeper futility is measured as it was added, without
 * the exchange pruning: with it, this suite no longer shrinks by it (docs/playing.md);
 * both it and the null move's with the milder late-move reductions, as they were added
 * (with the deeper ones the suite does not shrink by them; self-play found the null
 * move's even, docs/playing.md). */
static void test_pruning_shrinks_the_tree(void **state)
{
    (void)state;
    static const struct {
        const char *what;
        unsigned feature, base;
    } PRUNING[] = {
        {"null move reduced by depth and margin", SEARCH_OFF_NULL_DEPTH, SEARCH_OFF_DEEPER_LMR},
        {"deeper futility", SEARCH_OFF_DEEP_FUTILITY, SEARCH_OFF_SEE_PRUNING | SEARCH_OFF_DEEPER_LMR},
        {"pruning by the exchange count", SEARCH_OFF_SEE_PRUNING, 0},
    };
    for (size_t i = 0; i < sizeof PRUNING / sizeof *PRUNING; i++)
        expect_fewer_nodes_than(PRUNING[i].what, PRUNING[i].feature, PRUNING[i].base);
}

/* The exchange count in quiescence and the ordering (a capture that loses material is
 * not tried in quiescence and comes after the quiet moves), against the older test that
 * only caught a dearer piece taking a cheaper one on a guarded square. */
static void test_exchange_count_orders_better(void **state)
{
    (void)state;
    expect_fewer_nodes("exchange count", SEARCH_OFF_SEE);
}

/* Capture history: among captures of one victim, the one that refuted before first;
 * late captures with a poor history reduced. It shrank this suite's tree as it was
 * added; with the null move tried before the move list the suite's tree is larger with
 * it (227,594 nodes against 191,625), and what it is worth is measured in self-play
 * (docs/playing.md, "Reverse futility and the null move before the list"). */
static void test_capture_history_switch(void **state)
{
    (void)state;
    expect_switch_changes_tree("capture history", SEARCH_OFF_CAPTURE_HISTORY, 0);
}

/* The move a fresh search to `depth` plays from `fen`, written into `text`. */
static void best_at_depth(const Variant *v, const char *fen, int depth, char *text, size_t size)
{
    Game *g = test_start(v, fen);
    Search *s = search_new(8);
    assert_non_null(s);
    SearchLimits lim = {.depth = depth};
    SearchResult r = search_game(s, g, &lim, NULL, NULL);
    move_text(v, &r.best, text, size);
    search_free(s);
    game_free(g);
}

/* With every feature on, the tactics of the suite are still found at depth 9: WAC 1
 * Qg6, WAC 3 Rg3, WAC 6 Rb7 (the pruning must not hide them). */
static void test_features_keep_the_tactics(void **state)
{
    (void)state;
    static const struct {
        int suite_index;
        const char *best;
    } WAC[] = {{2, "g3g6"}, {3, "e3g3"}, {4, "b6b7"}};
    Variant *v = test_load("variants/standard.yaml");
    for (size_t i = 0; i < sizeof WAC / sizeof *WAC; i++) {
        const char *fen = SUITE[WAC[i].suite_index];
        char text[32];
        best_at_depth(v, fen, 9, text, sizeof text);
        if (strcmp(text, WAC[i].best) != 0)
            fail_msg("%s: played %s at depth 9, the solution is %s", fen, text, WAC[i].best);
    }
    variant_free(v);
}

/* The deepest fall of the score from one iteration to the next, from depth 6 on. */
typedef struct Fall {
    int last_score, last_depth, worst;
} Fall;

static void remember_fall(void *user, const SearchInfo *info)
{
    Fall *f = user;
    if (info->depth > 6 && f->last_depth == info->depth - 1 && f->last_score - info->score > f->worst)
        f->worst = f->last_score - info->score;
    f->last_score = info->score;
    f->last_depth = info->depth;
}

/* The time a search takes on a 60 s clock, the test clock moving 30 ms at each reading
 * (every 1024 nodes), so the time is a count of work; *fall (when given) gets the
 * deepest fall of the score between iterations. */
static int clock_search_fall_ms(const char *fen, unsigned off, int *fall, int clock_ms)
{
    Variant *v = test_load("variants/standard.yaml");
    /* the positions below were found with the evaluation of before the square tables and
     * the passed pawn's fitted weights: with it, each still does what its test needs */
    evaluation_before_tables(v);
    Game *g = test_start(v, fen);
    Search *s = search_new(8);
    SearchLimits lim = {0};
    lim.time_left_ms = clock_ms;
    lim.features_off = off;
    time_use_manual(true);
    time_tick_per_reading(30);
    Fall f = {0, 0, 0};
    SearchResult r = search_game(s, g, &lim, remember_fall, &f);
    if (fall)
        *fall = f.worst;
    time_tick_per_reading(0);
    time_use_manual(false);
    assert_true(r.has_move);
    search_free(s);
    game_free(g);
    variant_free(v);
    return r.time_ms;
}

static int clock_search_ms(const char *fen, unsigned off) { return clock_search_fall_ms(fen, off, NULL, 60000); }

/* Time use: when the best move stays the same iteration after iteration (here a rook
 * takes a queen left hanging), no new iteration starts after half the planned time; a
 * best move that changes deep in the search gets more; neither goes past the hard limit
 * (a third of the clock). Measured on the test clock: 0.54 s with the feature, 1.14 s
 * without, for the queen; the start position (its choice still open) 2.34 s. */
static void test_stable_best_move_saves_time(void **state)
{
    (void)state;
    const char *hanging = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
    int on = clock_search_ms(hanging, 0), off = clock_search_ms(hanging, SEARCH_OFF_STABILITY);
    print_message("queen left hanging: %d ms, without stability %d ms\n", on, off);
    if (on * 10 > off * 8)
        fail_msg("a stable best move: %d ms with the feature, %d ms without", on, off);
    int open = clock_search_ms(NULL, 0);
    print_message("start position: %d ms\n", open);
    assert_true(open > on && open <= 20000);
}

/* Time use: when the score falls by 30 centipawns or more from one iteration to the
 * next, the search goes on deeper than it would with the score steady. Here (WAC 1 with
 * Black to move) the score falls by 34 centipawns, after 1.74 s of a 150 s clock on the
 * test clock: without the feature no new iteration starts, with it one more does (3.21
 * s); both within the hard limit, a third of the clock. (With the null move tried before
 * the move list the fall comes later than it did, and on the 100 s clock used before,
 * the planned time ran out first with or without the feature; from 130 s on it shows.) */
static void test_falling_score_takes_more_time(void **state)
{
    (void)state;
    const char *fen = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 b - - 0 1";
    int fell = 0, fell_off = 0;
    /* the position was found with the pruning of before the null move's deeper reduction
     * and the rest of that round: with it the fall comes at another iteration, so the
     * test keeps those off and measures the time rule alone */
    unsigned older = SEARCH_OFF_NULL_DEPTH | SEARCH_OFF_DEEP_FUTILITY;
    int on = clock_search_fall_ms(fen, older, &fell, 150000);
    int off = clock_search_fall_ms(fen, older | SEARCH_OFF_FALLING_SCORE, &fell_off, 150000);
    print_message("falling score: %d ms (fell %d cp), without the feature %d ms (fell %d)\n", on, fell, off, fell_off);
    assert_true(fell >= 30 && fell_off >= 30); /* the position does what the test needs */
    if (on <= off || on > 150000 / 3)
        fail_msg("a falling score: %d ms with the feature, %d without", on, off);
}

/* Two searches that keep their tables over a game, one with the evaluation cache, one
 * computing every evaluation afresh, give the same node counts, scores and moves at
 * each ply of random games in variants whose evaluation reads hands, counted checks,
 * goal squares and palaces: a cached score is the evaluation's own. Returns the nodes. */
static uint64_t compare_cache_over_game(const char *rel, uint64_t seed)
{
    Variant *v = test_load(rel);
    Game *g = test_start(v, NULL);
    Search *cached = search_new(8), *fresh = search_new(8);
    assert_true(cached && fresh);
    uint64_t nodes = 0;
    for (int ply = 0; ply < 16 && g->nlegal > 0; ply++) {
        SearchLimits lim = {.nodes = 2000};
        SearchResult a = search_game(cached, g, &lim, NULL, NULL);
        lim.features_off = SEARCH_OFF_EVAL_CACHE;
        SearchResult b = search_game(fresh, g, &lim, NULL, NULL);
        if (a.nodes != b.nodes || a.score != b.score || a.depth != b.depth || !move_equal(&a.best, &b.best))
            fail_msg("%s ply %d: %llu nodes, score %d, depth %d with the cache; %llu, %d, %d without", rel, ply,
                     (unsigned long long)a.nodes, a.score, a.depth, (unsigned long long)b.nodes, b.score, b.depth);
        nodes += a.nodes;
        assert_true(game_play(g, &g->legal[test_rng_below(&seed, g->nlegal)]));
    }
    search_free(cached);
    search_free(fresh);
    game_free(g);
    variant_free(v);
    return nodes;
}

static void test_eval_cache_keeps_the_tree(void **state)
{
    (void)state;
    static const char *const VARIANTS[] = {
        "variants/standard.yaml",   "variants/crazyhouse.yaml",       "variants/shogi.yaml",
        "variants/xiangqi.yaml",    "variants/three_check.yaml",      "variants/king_of_the_hill.yaml",
        "variants/atomic.yaml",     "variants/capablanca.yaml",       "variants/seirawan.yaml",
    };
    for (size_t i = 0; i < sizeof VARIANTS / sizeof *VARIANTS; i++) {
        uint64_t nodes = compare_cache_over_game(VARIANTS[i], 7 + i);
        print_message("%s: %llu nodes the same with and without the evaluation cache\n", VARIANTS[i],
                      (unsigned long long)nodes);
        assert_true(nodes > 16000);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_singular_extension_extends),
        cmocka_unit_test(test_continuation_history_orders_better),
        cmocka_unit_test(test_quiescence_reads_the_table),
        cmocka_unit_test(test_deeper_reductions_switch),
        cmocka_unit_test(test_pruning_shrinks_the_tree),
        cmocka_unit_test(test_quiescence_one_wall_square),
        cmocka_unit_test(test_wall_ordering_keeps_the_tree),
        cmocka_unit_test(test_exchange_count_orders_better),
        cmocka_unit_test(test_capture_history_switch),
        cmocka_unit_test(test_features_keep_the_tactics),
        cmocka_unit_test(test_stable_best_move_saves_time),
        cmocka_unit_test(test_falling_score_takes_more_time),
        cmocka_unit_test(test_eval_cache_keeps_the_tree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
