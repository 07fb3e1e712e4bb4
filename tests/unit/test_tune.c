/* test_tune.c — Texel's method (tune.h): positions labelled by a known set of weights are
 * fitted back from the defaults; K is found again; the positions file is read with its
 * results, positions in check left out, and a bad line refused with its place; a position
 * is resolved to its capture search's quiet leaf; a square table is fitted back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdlib.h>

#include "test_util.h"

#include "fen.h"
#include "rules.h"
#include "tune.h"
#include "tune_quiet.h"
#include "tune_squares.h"
#include "variant_build.h"

enum { PLAYOUTS = 150, PLIES_MIN = 12, PLIES_SPAN = 40 };

/* Positions from random games of Standard Chess (deterministic), not in check. */
static void random_positions(Variant *v, TuneSet *set)
{
    uint64_t rng = 12345;
    Move *moves = malloc(CSM_MAX_MOVES * sizeof *moves);
    DiagSink d;
    diag_init(&d);
    for (int game = 0; game < PLAYOUTS; game++) {
        Position pos;
        assert_true(fen_parse(v, v->setup, &pos, NULL, &d));
        rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
        int plies = PLIES_MIN + (int)((rng >> 33) % PLIES_SPAN);
        for (int ply = 0; ply < plies; ply++) {
            CsmRuntimeError err = {0};
            int n = rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, &err);
            if (n == 0)
                break;
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            Undo u;
            rules_make(v, &pos, &moves[(rng >> 33) % (uint64_t)n], &u);
            if (ply >= PLIES_MIN / 2 && !rules_in_check(v, &pos, (Color)pos.side))
                assert_true(tune_set_add(set, &pos, 0.5f, 0));
        }
    }
    diag_free(&d);
    free(moves);
}

/* Each position's result is what `truth` predicts at K = `k`. */
static void label(const Variant *v, const EvalWeights *truth, double k, TuneSet *set)
{
    EvalTables *e = eval_new(v);
    eval_set_weights(e, truth);
    for (int i = 0; i < set->n; i++) {
        int score = eval_position(e, &set->pos[i]);
        if (set->pos[i].side == BLACK)
            score = -score;
        set->result[i] = (float)(1.0 / (1.0 + pow(10.0, -k * score / 400.0)));
    }
    eval_free(e);
}

static void test_recovers_known_weights(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    int knight = variant_find_kind(v, "knight");
    TuneSet set = {0};
    random_positions(v, &set);
    assert_true(set.n > 1000);
    EvalWeights truth;
    eval_weights_default(&truth);
    truth.w[EW_TEMPO] = 20;
    truth.w[EW_MOBILITY_MG] = 7;
    truth.w[EW_PST_MG] = 130;
    truth.value_percent[knight] = 112;
    label(v, &truth, 1.0, &set);

    EvalTables *e = eval_new(v);
    /* K first: with the true weights, the K the labels were made with */
    eval_set_weights(e, &truth);
    assert_true(fabs(tune_fit_k(e, &set) - 1.0) < 0.02);
    /* from the defaults, the four weights found again (within a step) and the loss near 0 */
    EvalWeights def;
    eval_weights_default(&def);
    eval_set_weights(e, &def);
    double before = tune_loss(e, &set, 1.0);
    TuneOptions o = {0};
    o.tune[EW_TEMPO] = o.tune[EW_MOBILITY_MG] = o.tune[EW_PST_MG] = o.tune[EW_COUNT + knight] = true;
    double after = tune_weights(e, &set, NULL, 1.0, &o, NULL, NULL);
    const EvalWeights *got = eval_weights(e);
    print_message("loss %.6f -> %.6f: tempo %d mobility_mg %d pst_mg %d knight %d%%\n", before, after,
                  got->w[EW_TEMPO], got->w[EW_MOBILITY_MG], got->w[EW_PST_MG], got->value_percent[knight]);
    assert_true(after < before / 20);
    assert_true(abs(got->w[EW_TEMPO] - 20) <= 2);
    assert_true(abs(got->w[EW_MOBILITY_MG] - 7) <= 1);
    assert_true(abs(got->w[EW_PST_MG] - 130) <= 5);
    assert_true(abs(got->value_percent[knight] - 112) <= 3);
    /* the weights that were not asked for did not move */
    assert_int_equal(got->w[EW_MOBILITY_EG], def.w[EW_MOBILITY_EG]);
    eval_free(e);
    tune_set_free(&set);
    variant_free(v);
}

/* Held-out positions that the defaults predict exactly: every step away from them makes
 * the held-out loss worse, so the search stops early and keeps the defaults, though the
 * positions tuned on were labelled by other weights. */
static void test_hold_out_stops_early(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    TuneSet set = {0}, check = {0};
    random_positions(v, &set);
    assert_true(tune_hold_out(&set, 25, &check));
    assert_true(check.n > 200 && set.n > 3 * check.n - 4 && set.n < 3 * check.n + 4);
    EvalWeights truth, def;
    def = v->eval_weights; /* Standard's own block: what eval_new starts from */
    truth = def;
    truth.w[EW_MOBILITY_MG] = 9;
    truth.w[EW_TEMPO] = 30;
    label(v, &truth, 1.0, &set);
    label(v, &def, 1.0, &check);
    EvalTables *e = eval_new(v);
    TuneOptions o = {0};
    o.tune[EW_TEMPO] = o.tune[EW_MOBILITY_MG] = true;
    tune_weights(e, &set, &check, 1.0, &o, NULL, NULL);
    assert_int_equal(eval_weights(e)->w[EW_TEMPO], def.w[EW_TEMPO]);
    assert_int_equal(eval_weights(e)->w[EW_MOBILITY_MG], def.w[EW_MOBILITY_MG]);
    /* without the held-out positions the same search goes to the labels' weights */
    tune_weights(e, &set, NULL, 1.0, &o, NULL, NULL);
    assert_int_equal(eval_weights(e)->w[EW_MOBILITY_MG], 9);
    eval_free(e);
    tune_set_free(&set);
    tune_set_free(&check);
    variant_free(v);
}

static const char *write_temp(const char *text)
{
    static char path[] = "/tmp/csm_tune_XXXXXX";
    strcpy(path, "/tmp/csm_tune_XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs(text, f);
    fclose(f);
    return path;
}

static void test_reads_positions(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    const char *path = write_temp("# a comment\n"
                                  "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;1-0\n"
                                  "\n"
                                  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2;1/2-1/2\n"
                                  "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3;0-1\n"
                                  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 \"0.25\";\n");
    TuneSet set = {0};
    DiagSink d;
    diag_init(&d);
    assert_true(tune_read_positions(v, path, &set, 0, &d));
    assert_int_equal(set.n, 3);
    assert_int_equal(set.in_check, 1); /* the mate in two: White is in check */
    assert_true(set.result[0] == 1.0f && set.result[1] == 0.5f && set.result[2] == 0.25f);
    tune_set_free(&set);
    remove(path);

    path = write_temp("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;1-0\n"
                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;2-0\n");
    assert_false(tune_read_positions(v, path, &set, 0, &d));
    char first[512];
    diag_first(&d, first, sizeof first, "");
    if (!strstr(first, ":2:58: '2-0' is no result"))
        fail_msg("got: %s", first);
    tune_set_free(&set);
    remove(path);
    diag_free(&d);

    diag_init(&d);
    path = write_temp("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1;1-0\n");
    assert_false(tune_read_positions(v, path, &set, 0, &d));
    diag_first(&d, first, sizeof first, "");
    if (!strstr(first, ":1:1: not a position of Standard Chess"))
        fail_msg("got: %s", first);
    tune_set_free(&set);
    remove(path);
    diag_free(&d);
    variant_free(v);
}

static Position parse_or_fail(Variant *v, const char *fen)
{
    Position pos;
    DiagSink d;
    diag_init(&d);
    if (!fen_parse(v, fen, &pos, NULL, &d))
        fail_msg("bad FEN %s", fen);
    diag_free(&d);
    return pos;
}

/* The quiet leaf: an undefended pawn is taken (the leaf is the position after exd5, Black to
 * move); a defended one is not (Qxd5 cxd5 loses the queen: the leaf is the root); a leaf in
 * check is left out of a set, and the others keep their results. */
static void test_quiet_leaf(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    EvalTables *e = eval_new(v);
    Position leaf;
    Position hanging = parse_or_fail(v, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_true(tune_quiet_leaf(e, &hanging, &leaf));
    assert_int_equal(leaf.side, BLACK);
    assert_int_equal(leaf.board[sq_make(3, 4)], piece_make(variant_find_kind(v, "pawn"), WHITE));
    assert_int_equal(leaf.board[sq_make(4, 3)], PIECE_NONE);
    assert_int_equal(leaf.piece_count[BLACK], 1);

    Position defended = parse_or_fail(v, "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1");
    assert_true(tune_quiet_leaf(e, &defended, &leaf));
    assert_int_equal(leaf.side, WHITE);
    assert_memory_equal(leaf.board, defended.board, sizeof leaf.board);

    /* Rxe7+ wins a knight with check (the other rook guards e7): that leaf is in check, so
     * the position is dropped */
    Position checking = parse_or_fail(v, "4k3/4n3/8/8/8/8/4R3/K3R3 w - - 0 1");
    TuneSet set = {0};
    assert_true(tune_set_add(&set, &checking, 0.75f, 0));
    assert_true(tune_set_add(&set, &hanging, 1.0f, 0));
    assert_true(tune_set_add(&set, &defended, 0.25f, 0));
    assert_int_equal(tune_quiet_set(e, &set), 1);
    assert_int_equal(set.n, 2);
    assert_int_equal(set.in_check, 1);
    assert_true(set.result[0] == 1.0f && set.result[1] == 0.25f);
    assert_int_equal(set.pos[0].side, BLACK);
    tune_set_free(&set);
    eval_free(e);
    variant_free(v);
}

/* A knight table the labels were made with (+50 in the middle, -30 on the rim, middle
 * game; half that in the end game) is found again from no table at all, within a few
 * centipawns on every square a knight stood on often. */
static void test_recovers_square_table(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    int knight = variant_find_kind(v, "knight");
    TuneSet set = {0};
    random_positions(v, &set);
    EvalWeights truth;
    eval_weights_default(&truth);
    SquareTable *table = calloc(1, sizeof *table);
    table->files = table->ranks = 8;
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++) {
            bool rim = f == 0 || f == 7 || r == 0 || r == 7, middle = f >= 2 && f <= 5 && r >= 2 && r <= 5;
            table->mg[sq_make(f, r)] = (int16_t)(middle ? 50 : rim ? -30 : 0);
            table->eg[sq_make(f, r)] = (int16_t)(table->mg[sq_make(f, r)] / 2);
        }
    truth.squares[knight] = table;
    label(v, &truth, 1.0, &set);

    EvalTables *e = eval_new(v);
    EvalWeights def;
    eval_weights_default(&def);
    eval_set_weights(e, &def);
    double before = tune_loss(e, &set, 1.0);
    SquareFitOptions o = {.kinds = 1ULL << knight, .iterations = 3000};
    SquareTable *fit[CSM_MAX_KINDS];
    assert_true(tune_squares(e, &set, NULL, 1.0, &o, fit, NULL, NULL));
    for (int k = 0; k < v->nkinds; k++)
        assert_true((fit[k] != NULL) == (k == knight)); /* only the kind asked for */
    def.squares[knight] = fit[knight];
    eval_set_weights(e, &def);
    double after = tune_loss(e, &set, 1.0);
    print_message("loss %.6f -> %.6f\n", before, after);
    assert_true(after < before / 10);
    /* White's knights stand on the squares as they are, Black's on the mirror squares */
    int seen[CSM_SQUARES] = {0};
    for (int i = 0; i < set.n; i++)
        for (int c = 0; c < 2; c++)
            for (int j = 0; j < set.pos[i].piece_count[c]; j++) {
                Square sq = set.pos[i].list[c][j];
                if (piece_kind(set.pos[i].board[sq]) == knight)
                    seen[eval_table_square(e, (Color)c, sq)]++;
            }
    int checked = 0;
    for (int sq = 0; sq < CSM_SQUARES; sq++)
        if (seen[sq] >= 200) {
            if (abs(fit[knight]->mg[sq] - table->mg[sq]) > 6) print_message("sq %d seen %d fit %d truth %d\n", sq, seen[sq], fit[knight]->mg[sq], table->mg[sq]);
            assert_true(abs(fit[knight]->mg[sq] - table->mg[sq]) <= 6);
            checked++;
        }
    assert_true(checked >= 8);
    assert_int_equal(fit[knight]->files, 8);
    eval_free(e);
    free(fit[knight]);
    free(table);
    tune_set_free(&set);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_recovers_known_weights),
        cmocka_unit_test(test_recovers_square_table),
        cmocka_unit_test(test_hold_out_stops_early),
        cmocka_unit_test(test_reads_positions),
        cmocka_unit_test(test_quiet_leaf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
