/* tune.h — Texel's method: the evaluation's weights (eval_weights.h) fitted to the
 * results of games.
 *
 * Each position carries the result of the game it came from (1 White won, 0 Black won,
 * 1/2 a draw, or any fraction). The evaluation, turned to White's view, predicts it as
 * 1 / (1 + 10^(-K * eval / 400)); the loss is the mean squared difference. K is fitted
 * first, with the weights as they are; then each weight in turn is moved by one step up
 * or down when that lowers the loss, pass after pass, until no step helps (a local
 * search). No weight goes more than ten steps from where it started: a few hundred
 * games are noisy, and a weight left free runs off to fit the noise.
 * Positions in check are left out when read: the static evaluation cannot stand there. */
#ifndef CSM_TUNE_H
#define CSM_TUNE_H

#include "eval.h"

typedef struct TuneSet {
    Position *pos;
    float *result;  /* White's score, 0..1 */
    int n, cap;
    int in_check;   /* positions read but left out: in check */
} TuneSet;

/* Parameters: the weights (0 .. EW_COUNT-1), then each kind's value percent. */
enum { TUNE_PARAMS = EW_COUNT + CSM_MAX_KINDS };

typedef struct TuneOptions {
    bool tune[TUNE_PARAMS];  /* which parameters move */
    int max_passes;          /* 0: until no step helps */
} TuneOptions;

void tune_set_free(TuneSet *s);
/* Adds one position; false when out of memory (or past `limit` positions, 0: none). */
bool tune_set_add(TuneSet *s, const Position *pos, float result, int limit);
/* Reads `path`: one position a line, `FEN;RESULT` (RESULT 1-0, 0-1, 1/2-1/2 or a number
 * 0..1) or EPD with `c9 "1-0";`; blank lines and lines starting with # are skipped. At
 * most `limit` positions (0: all). False with a located message on a bad line. */
bool tune_read_positions(Variant *v, const char *path, TuneSet *s, int limit, DiagSink *diags);

/* The loss of the current weights of `e` at scale `k`. */
double tune_loss(const EvalTables *e, const TuneSet *s, double k);
/* The K that makes the current weights' loss least. */
double tune_fit_k(const EvalTables *e, const TuneSet *s);
/* Which parameters matter for `e`'s variant (a hand for hand terms, a confined royal for
 * the zone terms, a non-royal kind for a value). */
void tune_default_options(const EvalTables *e, TuneOptions *o);
/* The local search from the weights `e` holds, on `s`. With `check` (positions held out,
 * from other games), the weights kept are those of the pass with the least loss on
 * `check`, and the search stops after two passes that did not lower it (early
 * stopping: past that point the weights learn the games, not the play). Leaves the kept
 * weights in `e` and returns their loss on `s`. `progress` (may be NULL) hears each pass. */
double tune_weights(EvalTables *e, const TuneSet *s, const TuneSet *check, double k, const TuneOptions *o,
                    void (*progress)(void *ctx, int pass, double loss, double check_loss), void *ctx);
/* Moves the last `percent` of `s` (the last games of the file) to `check`. */
bool tune_hold_out(TuneSet *s, int percent, TuneSet *check);
/* The `evaluation:` block of `w`, the tuned parameters only (values by piece name). */
void tune_write_block(const Variant *v, const EvalWeights *w, const TuneOptions *o, FILE *out);

#endif
