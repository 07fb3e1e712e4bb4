/* test_eval_util.h — what the evaluation's equality tests share: two ways of evaluating
 * (two EvalTables set up differently) compared in every position of random games.
 * Include after cmocka.h and test_util.h. */
#ifndef TEST_EVAL_UTIL_H
#define TEST_EVAL_UTIL_H

#include "eval.h"
#include "fen.h"
#include "rules.h"

#include <stdlib.h>

/* Plays `games` random games of `v` from its setup, up to `plies` moves each (the moves
 * drawn with `seed`), and fails when `a` and `b` evaluate a position reached differently;
 * `what` names the pair in the message. Returns how many positions were compared. */
static inline int test_evals_agree_along_games(Variant *v, const EvalTables *a, const EvalTables *b,
                                               const char *what, int games, int plies, uint64_t *seed)
{
    Move *moves = malloc(CSM_MAX_MOVES * sizeof *moves);
    assert_non_null(moves);
    int compared = 0;
    for (int g = 0; g < games; g++) {
        Position pos;
        DiagSink d;
        diag_init(&d);
        assert_true(fen_parse(v, v->setup, &pos, NULL, &d));
        diag_free(&d);
        for (int ply = 0; ply < plies; ply++) {
            int ea = eval_position(a, &pos), eb = eval_position(b, &pos);
            if (ea != eb)
                fail_msg("%s, game %d ply %d: %d against %d", what, g, ply, ea, eb);
            compared++;
            CsmRuntimeError err = {0};
            int n = rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, &err);
            if (n <= 0)
                break;
            Undo u;
            rules_make(v, &pos, &moves[test_rng_below(seed, n)], &u);
        }
    }
    free(moves);
    return compared;
}

#endif
