/* tune_squares.c — square tables fitted by gradient descent (tune_squares.h). */
#include "tune_squares.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { DEFAULT_ITERATIONS = 800, DEFAULT_LIMIT = 150, REPORT_EVERY = 50, CHECK_EVERY = 10 };
enum { NPARAMS = CSM_MAX_KINDS * CSM_SQUARES }; /* kind * CSM_SQUARES + White's square */

/* Gradient descent with momentum. The step is scaled so that an entry of a piece that
 * stands in every position moves about STEP_SHARE of the way to its best value a pass;
 * an entry seen in few positions has a small gradient and moves little, so squares the
 * games seldom saw keep close to where they began (a plain step size, or Adam, moves
 * them as fast as the rest, and they learn the noise). */
static const double STEP_SHARE = 0.05, MOMENTUM = 0.9;

/* The positions as the fit sees them: the evaluation without the fitted part (White's
 * view), the phase as a share of the middle game, and each fitted piece's parameter
 * with its sign (+1 White, -1 Black). */
typedef struct Samples {
    int n;
    float *base, *middle, *result;
    int *first;            /* positions' features: first[i] .. first[i + 1] - 1 */
    uint16_t *param;
    int8_t *sign;
} Samples;

typedef struct Params {
    float mg[NPARAMS], eg[NPARAMS];
} Params;

uint64_t tune_square_kinds(const EvalTables *e)
{
    const Variant *v = eval_variant(e);
    uint64_t kinds = 0;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].program || v->kinds[k].shape)
            kinds |= 1ULL << k;
    return kinds;
}

static void samples_free(Samples *m)
{
    free(m->base);
    free(m->middle);
    free(m->result);
    free(m->first);
    free(m->param);
    free(m->sign);
    memset(m, 0, sizeof *m);
}

static bool samples_make(const EvalTables *e, const TuneSet *s, uint64_t kinds, Samples *m)
{
    memset(m, 0, sizeof *m);
    size_t features = 0;
    for (int i = 0; i < s->n; i++)
        features += (size_t)(s->pos[i].piece_count[WHITE] + s->pos[i].piece_count[BLACK]);
    m->base = malloc((size_t)(s->n + 1) * sizeof *m->base);
    m->middle = malloc((size_t)(s->n + 1) * sizeof *m->middle);
    m->result = malloc((size_t)(s->n + 1) * sizeof *m->result);
    m->first = malloc((size_t)(s->n + 1) * sizeof *m->first);
    m->param = malloc((features + 1) * sizeof *m->param);
    m->sign = malloc((features + 1) * sizeof *m->sign);
    if (!m->base || !m->middle || !m->result || !m->first || !m->param || !m->sign || features > INT32_MAX) {
        samples_free(m);
        return false;
    }
    int f = 0;
    for (int i = 0; i < s->n; i++) {
        const Position *p = &s->pos[i];
        int score = eval_position(e, p);
        m->base[i] = (float)(p->side == BLACK ? -score : score);
        m->middle[i] = (float)eval_phase(e, p) / 256.0f;
        m->result[i] = s->result[i];
        m->first[i] = f;
        for (int c = 0; c < 2; c++)
            for (int j = 0; j < p->piece_count[c]; j++) {
                Square sq = p->list[c][j];
                int kind = piece_kind(p->board[sq]);
                if (!((kinds >> kind) & 1))
                    continue;
                m->param[f] = (uint16_t)(kind * CSM_SQUARES + eval_table_square(e, (Color)c, sq));
                m->sign[f++] = c == WHITE ? 1 : -1;
            }
    }
    m->first[s->n] = f;
    m->n = s->n;
    return true;
}

/* The loss of `x` on `m`; with `grad`, adds the loss's gradient to it. */
static double loss_and_gradient(const Samples *m, const Params *x, double k, Params *grad)
{
    const double scale = k * log(10.0) / 400.0;
    double sum = 0;
    for (int i = 0; i < m->n; i++) {
        double middle = m->middle[i], score = m->base[i];
        for (int f = m->first[i]; f < m->first[i + 1]; f++)
            score += m->sign[f] * (x->mg[m->param[f]] * middle + x->eg[m->param[f]] * (1 - middle));
        double predicted = 1.0 / (1.0 + exp(-scale * score));
        double miss = m->result[i] - predicted;
        sum += miss * miss;
        if (!grad)
            continue;
        double g = -2 * miss * predicted * (1 - predicted) * scale / m->n;
        for (int f = m->first[i]; f < m->first[i + 1]; f++) {
            grad->mg[m->param[f]] += (float)(g * m->sign[f] * middle);
            grad->eg[m->param[f]] += (float)(g * m->sign[f] * (1 - middle));
        }
    }
    return m->n ? sum / m->n : 0;
}

/* One pass's step: `velocity` keeps the momentum; each entry within `limit` of 0. */
static void momentum_step(float *x, const float *g, float *velocity, double rate, int limit)
{
    for (int i = 0; i < NPARAMS; i++) {
        if (g[i] == 0 && velocity[i] == 0)
            continue; /* a square no fitted piece stood on */
        velocity[i] = (float)(MOMENTUM * velocity[i] - rate * g[i]);
        x[i] = (float)fmax(-limit, fmin(limit, x[i] + velocity[i]));
    }
}

typedef struct Fit {
    Params x, grad, velocity, best;
} Fit;

static void descend(const Samples *set, const Samples *check, double k, const SquareFitOptions *o, Fit *fit,
                    void (*progress)(void *, int, double, double), void *ctx)
{
    int iterations = o->iterations > 0 ? o->iterations : DEFAULT_ITERATIONS;
    int limit = o->limit > 0 ? o->limit : DEFAULT_LIMIT;
    double best = check ? loss_and_gradient(check, &fit->x, k, NULL) : 0;
    /* the loss's curvature in an entry seen everywhere is about 2 * (1/4)^2 * scale^2
     * (the logistic's slope at even odds): its inverse makes a step of the whole way */
    double scale = k * log(10.0) / 400.0, rate = STEP_SHARE / (0.125 * scale * scale);
    for (int t = 1; t <= iterations; t++) {
        memset(&fit->grad, 0, sizeof fit->grad);
        double loss = loss_and_gradient(set, &fit->x, k, &fit->grad);
        momentum_step(fit->x.mg, fit->grad.mg, fit->velocity.mg, rate, limit);
        momentum_step(fit->x.eg, fit->grad.eg, fit->velocity.eg, rate, limit);
        double held = 0;
        if (check && (t % CHECK_EVERY == 0 || t == iterations)) {
            held = loss_and_gradient(check, &fit->x, k, NULL);
            if (held < best) { /* the entries that predict other games best are kept */
                best = held;
                fit->best = fit->x;
            }
        }
        if (progress && (t % REPORT_EVERY == 0 || t == iterations))
            progress(ctx, t, loss, held);
    }
    if (!check)
        fit->best = fit->x;
}

bool tune_squares(const EvalTables *e, const TuneSet *s, const TuneSet *check, double k, const SquareFitOptions *o,
                  SquareTable *out[CSM_MAX_KINDS], void (*progress)(void *, int, double, double), void *ctx)
{
    const Variant *v = eval_variant(e);
    const EvalWeights *w = eval_weights(e);
    memset(out, 0, CSM_MAX_KINDS * sizeof *out);
    Samples set, held = {0};
    Fit *fit = calloc(1, sizeof *fit);
    if (!fit || !samples_make(e, s, o->kinds, &set)) {
        free(fit);
        return false;
    }
    bool ok = !check || samples_make(e, check, o->kinds, &held);
    for (int kind = 0; ok && kind < v->nkinds; kind++)
        if ((o->kinds >> kind) & 1)
            ok = (out[kind] = calloc(1, sizeof *out[kind])) != NULL;
    if (ok)
        descend(&set, check ? &held : NULL, k, o, fit, progress, ctx);
    for (int kind = 0; kind < v->nkinds; kind++)
        for (int sq = 0; ok && out[kind] && sq < CSM_SQUARES; sq++) {
            const SquareTable *was = w->squares[kind];
            out[kind]->files = v->files;
            out[kind]->ranks = v->ranks;
            if (was && (was->files != v->files || was->ranks != v->ranks))
                was = NULL; /* a base's table for another board: not in the evaluation */
            double mg = (was ? was->mg[sq] : 0) + fit->best.mg[kind * CSM_SQUARES + sq];
            double eg = (was ? was->eg[sq] : 0) + fit->best.eg[kind * CSM_SQUARES + sq];
            out[kind]->mg[sq] = (int16_t)lround(fmax(-SQUARE_TABLE_MAX, fmin(SQUARE_TABLE_MAX, mg)));
            out[kind]->eg[sq] = (int16_t)lround(fmax(-SQUARE_TABLE_MAX, fmin(SQUARE_TABLE_MAX, eg)));
        }
    for (int kind = 0; !ok && kind < v->nkinds; kind++) {
        free(out[kind]);
        out[kind] = NULL;
    }
    samples_free(&set);
    samples_free(&held);
    free(fit);
    return ok;
}

static void write_phase(const Variant *v, const int16_t *table, const char *name, FILE *out)
{
    fprintf(out, "      %s:\n", name);
    for (int r = v->ranks - 1; r >= 0; r--) {
        fprintf(out, "        - [");
        for (int f = 0; f < v->files; f++)
            fprintf(out, "%s%4d", f ? ", " : "", table[sq_make(f, r)]);
        fprintf(out, "]\n");
    }
}

void tune_write_squares(const Variant *v, SquareTable *const tables[CSM_MAX_KINDS], FILE *out)
{
    fprintf(out, "  squares:\n");
    for (int k = 0; k < v->nkinds; k++)
        if (tables[k]) {
            fprintf(out, "    %s:\n", v->kinds[k].name);
            write_phase(v, tables[k]->mg, "mg", out);
            write_phase(v, tables[k]->eg, "eg", out);
        }
}
