/* tune_squares.h — Texel's method for square tables (`evaluation: squares:`): how much
 * each piece kind is worth on each square, middle game and end game, fitted to the
 * results of games (tune.h's positions and loss).
 *
 * The rest of the evaluation stays as it is. A table entry enters the evaluation as a
 * sum (plus on White's pieces, minus on Black's, blended by the phase), so the loss is
 * smooth in the entries and gradient descent (with momentum) fits them all at once, where the
 * weights' local search (tune_weights) moves one at a time. The entries start from the
 * tables the weights hold (0 where none) and move at most `limit` centipawns from there;
 * with positions held out, the entries kept are those that predicted them best. */
#ifndef CSM_TUNE_SQUARES_H
#define CSM_TUNE_SQUARES_H

#include "tune.h"

#include <stdint.h>
#include <stdio.h>

typedef struct SquareFitOptions {
    uint64_t kinds;  /* a bit per kind whose table is fitted */
    int iterations;  /* passes of gradient descent (0: 800) */
    int limit;       /* centipawns an entry may move (0: 150) */
} SquareFitOptions;

/* Every kind that moves: pieces in hand only (no movement) have no square. */
uint64_t tune_square_kinds(const EvalTables *e);

/* Fits the tables of `o->kinds` on `s` (scale `k`, tune_fit_k). On success `out[kind]` is
 * a new table (free it) for each fitted kind and NULL for the others, and the function
 * returns true; false when out of memory (nothing allocated). `progress` (may be NULL)
 * hears the loss every 50 passes (held-out loss 0 without `check`). */
bool tune_squares(const EvalTables *e, const TuneSet *s, const TuneSet *check, double k, const SquareFitOptions *o,
                  SquareTable *out[CSM_MAX_KINDS],
                  void (*progress)(void *ctx, int pass, double loss, double check_loss), void *ctx);

/* `  squares:` and the tables given (non-NULL), one row a rank from the top, to follow
 * an `evaluation:` line. */
void tune_write_squares(const Variant *v, SquareTable *const tables[CSM_MAX_KINDS], FILE *out);

#endif
