/* test_eval_weights.c — the evaluation's weights by name (`evaluation:`): loaded, inherited
 * through extends, refused with a location; what they change in the evaluation; and the
 * king-safety counts for confined royals (palaces) and drops. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "test_util.h"

#include "eval.h"
#include "eval_safety.h"
#include "fen.h"
#include "variant_build.h"

static Position parse_fen(const Variant *v, const char *fen)
{
    Position pos;
    DiagSink d;
    diag_init(&d);
    if (!fen_parse((Variant *)v, fen, &pos, NULL, &d)) {
        diag_print(&d, stderr);
        fail_msg("bad FEN %s", fen);
    }
    diag_free(&d);
    return pos;
}

static int eval_fen(const Variant *v, const EvalWeights *w, const char *fen)
{
    Position pos = parse_fen(v, fen);
    EvalTables *e = eval_new(v);
    if (w)
        eval_set_weights(e, w);
    int score = eval_position(e, &pos);
    eval_free(e);
    return score;
}

static void test_block_loaded_and_inherited(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = test_load_mine("game: Mine\nextends: Standard Chess\nevaluation:\n  tempo: 25\n  mobility_eg: -3\n"
                           "  values: { knight: 120 }\n", &d);
    assert_non_null(v);
    EvalWeights def;
    eval_weights_default(&def);
    assert_int_equal(v->eval_weights.w[EW_TEMPO], 25);
    assert_int_equal(v->eval_weights.w[EW_MOBILITY_EG], -3);
    assert_int_equal(v->eval_weights.w[EW_MOBILITY_MG], def.w[EW_MOBILITY_MG]);
    int knight = variant_find_kind(v, "knight");
    assert_int_equal(v->eval_weights.value_percent[knight], 120);
    /* the value the engine uses is the learnt one times the percentage */
    Variant *plain = test_load_clean("variants/standard.yaml");
    EvalTables *e0 = eval_new(plain), *e1 = eval_new(v);
    assert_int_equal(eval_piece_value(e1, knight), eval_piece_value(e0, knight) * 120 / 100);
    /* the table the exchange count reads follows the weights as they are set again: the
     * knight at 50 percent, the king (royal) at 0 */
    EvalWeights half = v->eval_weights;
    half.value_percent[knight] = 50;
    eval_set_weights(e1, &half);
    assert_int_equal(eval_piece_values(e1)[knight], eval_piece_value(e0, knight) * 50 / 100);
    for (int k = 0; k < v->nkinds; k++)
        assert_int_equal(eval_piece_values(e1)[k], eval_piece_value(e1, k));
    assert_int_equal(eval_piece_values(e1)[variant_find_kind(v, "king")], 0);
    eval_free(e0);
    eval_free(e1);
    /* the tempo is the only difference in the start position (symmetric otherwise) */
    assert_int_equal(eval_fen(v, NULL, v->setup), 25);
    assert_int_equal(eval_fen(plain, NULL, plain->setup), def.w[EW_TEMPO]);
    variant_free(plain);
    variant_free(v);
    diag_free(&d);
}

/* A file that extends a family inherits the family's tuned block and may change single
 * names of it. */
static void test_block_inherited(void **state)
{
    (void)state;
    Variant *base = test_load_clean("variants/janggi.yaml");
    EvalWeights def;
    eval_weights_default(&def);
    assert_true(memcmp(&base->eval_weights, &def, sizeof def) != 0); /* the shipped block */
    DiagSink d;
    diag_init(&d);
    Variant *same = test_load_mine("game: My janggi\nextends: Janggi\n", &d);
    Variant *own = test_load_mine("game: My janggi\nextends: Janggi\nevaluation: { tempo: 3 }\n", &d);
    assert_non_null(same);
    assert_non_null(own);
    assert_memory_equal(&same->eval_weights, &base->eval_weights, sizeof def);
    EvalWeights expected = base->eval_weights;
    expected.w[EW_TEMPO] = 3;
    assert_memory_equal(&own->eval_weights, &expected, sizeof def);
    variant_free(same);
    variant_free(own);
    variant_free(base);
    diag_free(&d);
}

static void test_block_refused(void **state)
{
    (void)state;
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation:\n  mobilty_mg: 3\n", "mine.yaml:4:3:");
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation:\n  mobilty_mg: 3\n", "mobility_mg");
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation:\n  tempo: 2.5\n",
                   "mine.yaml:4:10: evaluation: 'tempo' is a whole number");
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation:\n  tempo: lots\n", "mine.yaml:4:10: 'tempo' must be");
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation:\n  tempo: 20000\n", "from -10000 to 10000");
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation:\n  values: { wizard: 90 }\n",
                   "mine.yaml:4:13: evaluation: values: 'wizard' is not a piece");
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation:\n  values: { pawn: -5 }\n", "from 0 to 1000");
    test_expect_mine_refused("game: X\nextends: Standard Chess\nevaluation: 5\n", "mine.yaml:3:13:");
}

/* Xiangqi's general is held to its palace: its advisors and elephants defend it; chess
 * and shogi kings go anywhere (nothing is counted). Janggi: the guards only. */
static void test_confined_royal_zone(void **state)
{
    (void)state;
    struct { const char *file; bool confined; int defenders; } cases[] = {
        {"variants/xiangqi.yaml", true, 4}, {"variants/janggi.yaml", true, 2},
        {"variants/standard.yaml", false, 0}, {"variants/shogi.yaml", false, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Variant *v = test_load_clean(cases[i].file);
        EvalSafety *s = calloc(1, sizeof *s);
        safety_build(s, v);
        Position pos;
        DiagSink d;
        diag_init(&d);
        assert_true(fen_parse(v, v->setup, &pos, NULL, &d));
        diag_free(&d);
        for (int c = 0; c < 2; c++) {
            if (s->confined[c] != cases[i].confined)
                fail_msg("%s: colour %d confined %d", cases[i].file, c, s->confined[c]);
            assert_int_equal(safety_defenders(s, &pos, (Color)c), cases[i].defenders);
        }
        free(s);
        variant_free(v);
    }
}

/* Xiangqi: a weight on the defenders makes the side that lost an advisor worse off by
 * exactly that weight (and the advisor's value); the attacked zone term sees a cannon
 * behind a screen. */
static void test_zone_terms_weighted(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    const char *full = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    const char *no_advisor = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNB1KABNR w - - 0 1";
    EvalWeights w;
    eval_weights_default(&w);
    int base_loss = eval_fen(v, &w, full) - eval_fen(v, &w, no_advisor);
    w.w[EW_ZONE_DEFENDERS] = 40;
    int weighted_loss = eval_fen(v, &w, full) - eval_fen(v, &w, no_advisor);
    assert_int_equal(weighted_loss - base_loss, 40);
    /* Black's cannon on e8 (the central file) with the pawn e7 and Red's pawn e4 between:
     * two screens, no attack; with Red's e4 pawn gone, one screen: of the palace squares
     * at and beside the general (e1), the cannon attacks e2 and e1 itself: two */
    eval_weights_default(&w);
    w.w[EW_ZONE_ATTACKED] = 50;
    const char *two = "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    const char *one = "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    EvalWeights off;
    eval_weights_default(&off);
    int with = eval_fen(v, &w, two) - eval_fen(v, &w, one);
    int without = eval_fen(v, &off, two) - eval_fen(v, &off, one);
    assert_int_equal(with - without, 2 * 50);
    variant_free(v);
}

/* Crazyhouse: a knight in Black's hand checks White's king on e1 from c2, d3, f3, g2
 * when those are empty. */
static void test_drop_checks(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/crazyhouse.yaml");
    EvalSafety *s = calloc(1, sizeof *s);
    safety_build(s, v);
    Position pos;
    DiagSink d;
    diag_init(&d);
    assert_true(fen_parse(v, "4k3/8/8/8/8/8/8/4K3[n] w - - 0 1", &pos, NULL, &d));
    assert_int_equal(safety_drop_checks(s, &pos, WHITE), 4);
    assert_int_equal(safety_drop_checks(s, &pos, BLACK), 0);
    assert_true(fen_parse(v, "4k3/8/8/8/8/3P4/2P5/4K3[n] w - - 0 1", &pos, NULL, &d));
    assert_int_equal(safety_drop_checks(s, &pos, WHITE), 2);
    /* a rook in hand: the rank and the file, up to 8 squares */
    assert_true(fen_parse(v, "k7/8/8/8/8/8/8/4K3[r] w - - 0 1", &pos, NULL, &d));
    assert_int_equal(safety_drop_checks(s, &pos, WHITE), 8);
    diag_free(&d);
    free(s);
    variant_free(v);
}

/* The first piece of a kind in hand earns hand_first once per kind: Crazyhouse, two pawns
 * and a knight in White's hand, two kinds. */
static void test_hand_first(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/crazyhouse.yaml");
    const char *fen = "4k3/8/8/8/8/8/8/4K3[PPN] w - - 0 1";
    EvalWeights w;
    eval_weights_default(&w);
    int before = eval_fen(v, &w, fen);
    w.w[EW_HAND_FIRST] = 40;
    assert_int_equal(eval_fen(v, &w, fen) - before, 2 * 40);
    variant_free(v);
}

/* Pieces within two squares of a royal piece: White's king e1 has d2, e2 and the c1
 * bishop of its own (not the a8 rook), and Black's knight on f3 near it. */
static void test_near_royal(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    const char *fen = "R3k3/8/8/8/8/5n2/3PP3/2B1K3 w - - 0 1";
    Position pos = parse_fen(v, fen);
    EvalSafety *s = calloc(1, sizeof *s);
    safety_build(s, v);
    Square king = sq_make(4, 0);
    int near[2];
    safety_near_royal(s, &pos, WHITE, &king, 1, near);
    assert_int_equal(near[0], 3);
    assert_int_equal(near[1], 1);
    /* weighted: White gains 3 guards x 7 and loses 1 intruder x 11; Black's king e8 has
     * neither (the a8 rook is four files away) */
    EvalWeights w;
    eval_weights_default(&w);
    int before = eval_fen(v, &w, fen);
    w.w[EW_ROYAL_GUARDS] = 7;
    w.w[EW_ROYAL_INTRUDERS] = 11;
    assert_int_equal(eval_fen(v, &w, fen) - before, 3 * 7 - 11);
    free(s);
    variant_free(v);
}

/* Crazyhouse (its own block: king_attack 13): Black's knight on g4 reaches f2, one square
 * of White's king zone (e1 and its neighbours), a lone attacker and so no king attack. A
 * knight in Black's hand joins it: two attackers, and at hand_attack 100 the hand knight
 * adds its whole attack weight (4) to the units: 13 x (4 + 4)^2 / 16 = 52 for Black,
 * the whole board still there (middle game). Without a board piece at the zone the hand
 * adds nothing. */
static void test_hand_attack(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/crazyhouse.yaml");
    const char *begun = "rnbqkb1r/pppppppp/8/8/6n1/8/PPPPPPPP/RNBQKBNR[n] w KQkq - 0 1";
    const char *none = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[n] w KQkq - 0 1";
    EvalWeights w = v->eval_weights;
    w.w[EW_HAND_ATTACK] = 0;
    int before = eval_fen(v, &w, begun), before_none = eval_fen(v, &w, none);
    w.w[EW_HAND_ATTACK] = 100;
    assert_int_equal(eval_fen(v, &w, begun) - before, -52);
    assert_int_equal(eval_fen(v, &w, none) - before_none, 0);
    /* at 50 the hand knight adds half its weight: 13 x (4 + 2)^2 / 16 = 29 (29.25) */
    w.w[EW_HAND_ATTACK] = 50;
    assert_int_equal(eval_fen(v, &w, begun) - before, -29);
    variant_free(v);
}

/* The eval's change when the weight `id` goes from 0 to `value` in Standard. */
static int structure_gain(const Variant *v, EvalWeightId id, int value, const char *fen)
{
    EvalWeights w;
    eval_weights_default(&w);
    int before = eval_fen(v, &w, fen);
    w.w[id] = value;
    return eval_fen(v, &w, fen) - before;
}

/* The structure terms, each alone (all 0 by default): White's a2, a3 and c2 are one
 * doubled pawn and three isolated ones, Black's g7 and h7 neither; White's bishops c1 and
 * f1 stand on both colours, Black's c8 and d7 on one; Black's pawn e6 attacks White's
 * knight on d5, White's b2 Black's knight a3 and bishop c3 (two threatened: +2 x 40 - 40);
 * White's rook a1 has an open file, h1 a half-open one (Black's h7), Black's d8 a
 * half-open one (White's d2). */
static void test_structure_terms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    const char *pawns = "4k3/6pp/8/8/8/P7/P1P5/4K3 w - - 0 1";
    assert_int_equal(structure_gain(v, EW_DOUBLED_PAWN, 7, pawns), -7);
    assert_int_equal(structure_gain(v, EW_ISOLATED_PAWN, 5, pawns), -15);
    assert_int_equal(structure_gain(v, EW_ISOLATED_PAWN, 5, "4k3/6pp/8/8/8/P7/P1P5/4K3 b - - 0 1"), 15);
    assert_int_equal(structure_gain(v, EW_BOUND_PAIR, 30, "2b1k3/3b4/8/8/8/8/8/2B1KB2 w - - 0 1"), 30);
    assert_int_equal(structure_gain(v, EW_BOUND_PAIR, 30, "2b1k3/4b3/8/8/8/8/8/2B1KB2 w - - 0 1"), 0);
    assert_int_equal(structure_gain(v, EW_PAWN_THREAT, 40, "4k3/8/4p3/3N4/8/n1b5/1P6/4K3 w - - 0 1"), 40);
    assert_int_equal(structure_gain(v, EW_PAWN_THREAT, 40, "4k3/8/4p3/3N4/8/8/8/4K3 w - - 0 1"), -40);
    const char *files = "3rk3/7p/8/8/8/8/3P4/R3K2R w - - 0 1";
    assert_int_equal(structure_gain(v, EW_OPEN_FILE, 20, files), 20);
    assert_int_equal(structure_gain(v, EW_HALF_OPEN_FILE, 10, files), 0);
    assert_int_equal(structure_gain(v, EW_HALF_OPEN_FILE, 10, "3rk3/7p/8/8/8/8/8/R3K2R w - - 0 1"), 10);
    /* Capablanca's 80 squares have no bitboards: the threat is found square by square, and
     * the chancellor (a rook that also leaps) rides an open file too */
    Variant *capa = test_load_clean("variants/capablanca.yaml");
    assert_int_equal(structure_gain(capa, EW_PAWN_THREAT, 40, "5k4/10/5p4/4N5/10/10/10/5K4 w - - 0 1"), -40);
    assert_int_equal(structure_gain(capa, EW_OPEN_FILE, 20, "5k4/10/10/10/10/10/10/C4K4 w - - 0 1"), 20);
    variant_free(capa);
    /* Antichess (lose your pieces): no pair bonus, pawns are not pawn kinds there */
    Variant *anti = test_load_clean("variants/antichess.yaml");
    assert_int_equal(structure_gain(anti, EW_BOUND_PAIR, 30, "2b1k3/3b4/8/8/8/8/8/2B1KB2 w - - 0 1"), 0);
    EvalTables *e = eval_new(v);
    assert_true(eval_weight_matters(e, EW_BOUND_PAIR) && eval_weight_matters(e, EW_OPEN_FILE));
    eval_free(e);
    variant_free(anti);
    variant_free(v);
}

/* A passed pawn's royal distances (0 by default), in the end game: White's d5 has gone
 * half its way (p = 0.5); the square in front of it, d6, is 2 king steps from White's
 * king on e4 and 4 from Black's on h8. Black's own passed pawn reads the same from its
 * side; Capablanca's board (no bitboards) finds the pawn square by square. */
static void test_passed_king_distance(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    const char *white = "7k/8/8/3P4/4K3/8/8/8 w - - 0 1";
    assert_int_equal(structure_gain(v, EW_PASSED_KING_ENEMY, 10, white), 20); /* 0.5 x 10 x 4 */
    assert_int_equal(structure_gain(v, EW_PASSED_KING_OWN, 10, white), -10);  /* 0.5 x 10 x 2 */
    assert_int_equal(structure_gain(v, EW_PASSED_KING_ENEMY, 10, "7k/8/8/3P4/4K3/8/8/8 b - - 0 1"), -20);
    /* Black's d4 (mirror of White's d5), its king on e5, White's on h1: the same for Black */
    assert_int_equal(structure_gain(v, EW_PASSED_KING_ENEMY, 10, "8/8/8/4k3/3p4/8/8/7K b - - 0 1"), 20);
    /* a king far off counts PASSED_KING_STEPS (5) steps: a1 is 5 files and 5 ranks from f6... */
    assert_int_equal(structure_gain(v, EW_PASSED_KING_ENEMY, 10, "8/8/8/5P2/8/8/8/k6K w - - 0 1"), 25);
    /* ...and a pawn with an enemy pawn ahead is no passed pawn */
    assert_int_equal(structure_gain(v, EW_PASSED_KING_ENEMY, 10, "7k/4p3/8/3P4/4K3/8/8/8 w - - 0 1"), 0);
    Variant *capa = test_load_clean("variants/capablanca.yaml");
    assert_int_equal(structure_gain(capa, EW_PASSED_KING_OWN, 10, "9k/10/10/4P5/5K4/10/10/10 w - - 0 1"), -10);
    EvalTables *e = eval_new(v);
    assert_true(eval_weight_matters(e, EW_PASSED_KING_ENEMY) && eval_weight_matters(e, EW_PASSED_KING_OWN));
    eval_free(e);
    variant_free(capa);
    variant_free(v);
}

/* Standard's block switches the structure terms on and gives every piece a square
 * table; Chess960 inherits them, Crazyhouse (a block fitted without them) keeps the
 * terms at 0 and drops the tables, as Antichess does. */
static void test_standard_structure_block(void **state)
{
    (void)state;
    Variant *std = test_load_clean("variants/standard.yaml");
    Variant *c960 = test_load_clean("variants/chess960.yaml");
    Variant *zh = test_load_clean("variants/crazyhouse.yaml");
    assert_int_equal(std->eval_weights.w[EW_BOUND_PAIR], 40);
    assert_int_equal(std->eval_weights.w[EW_PAWN_THREAT], 40);
    assert_int_equal(c960->eval_weights.w[EW_OPEN_FILE], 25);
    for (int id = EW_DOUBLED_PAWN; id <= EW_HALF_OPEN_FILE; id++)
        assert_int_equal(zh->eval_weights.w[id], 0);
    /* the passed pawn's fitted weights: Chess960 inherits them, Crazyhouse keeps its own
     * without the kings' distances, Seirawan the defaults */
    assert_int_equal(std->eval_weights.w[EW_PASSED_KING_ENEMY], 38);
    assert_int_equal(c960->eval_weights.w[EW_PASSED_KING_OWN], 34);
    assert_int_equal(zh->eval_weights.w[EW_PASSED_KING_ENEMY], 0);
    Variant *sei = test_load_clean("variants/seirawan.yaml");
    EvalWeights defaults;
    eval_weights_default(&defaults);
    for (int id = EW_PASSED_MG_BASE; id <= EW_PASSED_EG_GAIN; id++)
        assert_int_equal(sei->eval_weights.w[id], defaults.w[id]);
    assert_int_equal(sei->eval_weights.w[EW_PASSED_KING_OWN], 0);
    variant_free(sei);
    /* the square tables too: Chess960 keeps them, the files fitted without them drop them */
    Variant *anti = test_load_clean("variants/antichess.yaml");
    for (int k = 0; k < std->nkinds; k++) {
        assert_non_null(std->eval_weights.squares[k]);
        assert_non_null(c960->eval_weights.squares[k]);
        assert_null(zh->eval_weights.squares[k]);
        assert_null(anti->eval_weights.squares[k]);
    }
    variant_free(anti);
    variant_free(std);
    variant_free(c960);
    variant_free(zh);
}

/* A square table (8 ranks, the top first): `value` on one square (file f, rank r from
 * the bottom), 0 elsewhere, as YAML lines under `name:`. */
static void table_yaml(char *out, size_t size, const char *name, int f, int r, int value)
{
    size_t used = (size_t)snprintf(out, size, "      %s:\n", name);
    for (int row = 7; row >= 0; row--) {
        used += (size_t)snprintf(out + used, size - used, "        - [");
        for (int file = 0; file < 8; file++)
            used += (size_t)snprintf(out + used, size - used, "%s%d", file ? ", " : "",
                                     file == f && row == r ? value : 0);
        used += (size_t)snprintf(out + used, size - used, "]\n");
    }
}

/* `squares:` puts a kind's worth on a square: White's knight on c3 gains the middle-game
 * entry in full while every piece is on the board; Black's knight on c6 reads the same
 * entry (mirrored), so the symmetric position is level again; with no piece but kings
 * and pawns, the end-game entry counts in full. */
static void test_square_tables(void **state)
{
    (void)state;
    char mg[1024], eg[1024], text[4096];
    table_yaml(mg, sizeof mg, "mg", 2, 2, 40);
    table_yaml(eg, sizeof eg, "eg", 2, 2, 0);
    char pawn_eg[1024];
    table_yaml(pawn_eg, sizeof pawn_eg, "eg", 2, 2, 30);
    snprintf(text, sizeof text,
             "game: Mine\nextends: Standard Chess\nevaluation:\n  squares:\n    knight:\n%s%s    pawn:\n%s", mg, eg,
             pawn_eg);
    DiagSink d;
    diag_init(&d);
    Variant *v = test_load_mine(text, &d);
    diag_print(&d, stderr);
    assert_non_null(v);
    int knight = variant_find_kind(v, "knight"), pawn = variant_find_kind(v, "pawn");
    assert_non_null(v->eval_weights.squares[knight]);
    assert_int_equal(v->eval_weights.squares[knight]->mg[sq_make(2, 2)], 40);
    assert_int_equal(v->eval_weights.squares[knight]->mg[sq_make(2, 5)], 0);
    assert_int_equal(v->eval_weights.squares[pawn]->eg[sq_make(2, 2)], 30);
    /* the kinds the file leaves out keep the base's tables */
    Variant *base = test_load_clean("variants/standard.yaml");
    int queen = variant_find_kind(v, "queen");
    assert_true((v->eval_weights.squares[queen] == NULL) == (base->eval_weights.squares[queen] == NULL));
    if (base->eval_weights.squares[queen])
        assert_memory_equal(v->eval_weights.squares[queen], base->eval_weights.squares[queen], sizeof(SquareTable));
    variant_free(base);
    EvalWeights none = v->eval_weights;
    none.squares[knight] = none.squares[pawn] = NULL;
    const char *one = "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1";
    const char *both = "r1bqkbnr/pppppppp/2n5/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 2 2";
    const char *pawns = "4k3/8/8/8/8/2P5/8/4K3 w - - 0 1";
    assert_int_equal(eval_fen(v, NULL, one), eval_fen(v, &none, one) - 40); /* Black to move */
    assert_int_equal(eval_fen(v, NULL, both), eval_fen(v, &none, both));
    assert_int_equal(eval_fen(v, NULL, pawns), eval_fen(v, &none, pawns) + 30);
    /* `squares: {}` drops what a file inherits */
    snprintf(text, sizeof text, "game: Mine\nextends: Standard Chess\nevaluation:\n  squares:\n    knight:\n%s", mg);
    Variant *with = test_load_mine(text, &d);
    Variant *cleared = test_load_mine("game: Mine 2\nextends: Standard Chess\nevaluation: { squares: {} }\n", &d);
    assert_non_null(with);
    assert_non_null(cleared);
    for (int k = 0; k < cleared->nkinds; k++)
        assert_null(cleared->eval_weights.squares[k]);
    variant_free(with);
    variant_free(cleared);
    variant_free(v);
    diag_free(&d);
}

/* Black reads White's table mirrored top to bottom in chess (the kings share a file), and
 * turned half round in shogi (each side's rook stands on its right). */
static void test_square_tables_turn(void **state)
{
    (void)state;
    Variant *chess = test_load_clean("variants/standard.yaml");
    Variant *shogi = test_load_clean("variants/shogi.yaml");
    EvalTables *ec = eval_new(chess), *es = eval_new(shogi);
    assert_int_equal(eval_table_square(ec, WHITE, sq_make(1, 6)), sq_make(1, 6));
    assert_int_equal(eval_table_square(ec, BLACK, sq_make(1, 6)), sq_make(1, 1));
    assert_int_equal(eval_table_square(es, BLACK, sq_make(1, 7)), sq_make(7, 1));
    eval_free(ec);
    eval_free(es);
    variant_free(chess);
    variant_free(shogi);
}

static void test_square_tables_refused(void **state)
{
    (void)state;
    const char *head = "game: X\nextends: Standard Chess\nevaluation:\n  squares:\n";
    char text[2048];
    snprintf(text, sizeof text, "%s    knight:\n      mg:\n        - [1, 2, 3]\n", head);
    test_expect_mine_refused(text, "mine.yaml:7:9: evaluation: squares: knight: mg is a list of 8 ranks");
    char rows[1024];
    table_yaml(rows, sizeof rows, "mg", 0, 0, 3000);
    snprintf(text, sizeof text, "%s    knight:\n%s", head, rows);
    test_expect_mine_refused(text, "mine.yaml:14:12: evaluation: 'knight: mg' is a whole number from -2000 to 2000");
    snprintf(text, sizeof text, "%s    wizard: {}\n", head);
    test_expect_mine_refused(text, "mine.yaml:5:5: evaluation: squares: 'wizard' is not a piece");
    snprintf(text, sizeof text, "%s    knight: { middle: [] }\n", head);
    test_expect_mine_refused(text, "mine.yaml:5:15:");
    snprintf(text, sizeof text, "%s    knight:\n      mg: [[1, 2, 3, 4, 5, 6, 7], [], [], [], [], [], [], []]\n", head);
    test_expect_mine_refused(text, "evaluation: squares: knight: mg: a rank is a list of 8 numbers");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_block_loaded_and_inherited),
        cmocka_unit_test(test_block_inherited),
        cmocka_unit_test(test_block_refused),
        cmocka_unit_test(test_confined_royal_zone),
        cmocka_unit_test(test_zone_terms_weighted),
        cmocka_unit_test(test_drop_checks),
        cmocka_unit_test(test_hand_first),
        cmocka_unit_test(test_near_royal),
        cmocka_unit_test(test_hand_attack),
        cmocka_unit_test(test_structure_terms),
        cmocka_unit_test(test_passed_king_distance),
        cmocka_unit_test(test_standard_structure_block),
        cmocka_unit_test(test_square_tables),
        cmocka_unit_test(test_square_tables_turn),
        cmocka_unit_test(test_square_tables_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
