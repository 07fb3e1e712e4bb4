/* tune.c — Texel's method for the evaluation's weights (tune.h). */
#include "tune.h"

#include "fen.h"
#include "rules.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How far one step of the local search moves a weight: about a tenth of its default,
 * so each parameter's steps are felt in the loss (a percentage moves by 3). */
static const int WEIGHT_STEP[EW_COUNT] = {
    [EW_TEMPO] = 2,           [EW_MOBILITY_MG] = 1,     [EW_MOBILITY_EG] = 1,
    [EW_KING_ATTACK] = 1,     [EW_KING_ATTACK_MAX] = 50, [EW_HAND_PERCENT] = 5,
    [EW_HAND_DANGER] = 2,     [EW_EXPOSED] = 5,         [EW_PASSED_MG_BASE] = 2,
    [EW_PASSED_MG_GAIN] = 5,  [EW_PASSED_EG_BASE] = 2,  [EW_PASSED_EG_GAIN] = 10,
    [EW_PST_MG] = 5,          [EW_PST_EG] = 5,          [EW_ZONE_DEFENDERS] = 5,
    [EW_ZONE_ATTACKED] = 5,   [EW_DROP_CHECKS] = 2,     [EW_HAND_FIRST] = 5,
    [EW_ROYAL_GUARDS] = 3,    [EW_ROYAL_INTRUDERS] = 3, [EW_HAND_ATTACK] = 10,
    [EW_DOUBLED_PAWN] = 3,    [EW_ISOLATED_PAWN] = 3,   [EW_BOUND_PAIR] = 5,
    [EW_PAWN_THREAT] = 5,     [EW_OPEN_FILE] = 3,       [EW_HALF_OPEN_FILE] = 3,
    [EW_PASSED_KING_ENEMY] = 2, [EW_PASSED_KING_OWN] = 2,
};
_Static_assert(EW_PASSED_KING_OWN == EW_COUNT - 1, "every weight has a step");
enum { VALUE_STEP = 3, TUNE_MAX_STEPS = 10, TUNE_PATIENCE = 2 };

void tune_set_free(TuneSet *s)
{
    free(s->pos);
    free(s->result);
    memset(s, 0, sizeof *s);
}

bool tune_set_add(TuneSet *s, const Position *pos, float result, int limit)
{
    if (limit > 0 && s->n >= limit)
        return false;
    if (s->n == s->cap) {
        int cap = s->cap ? 2 * s->cap : 1024;
        Position *p = realloc(s->pos, (size_t)cap * sizeof *p);
        if (p)
            s->pos = p;
        float *r = realloc(s->result, (size_t)cap * sizeof *r);
        if (r)
            s->result = r;
        if (!p || !r)
            return false;
        s->cap = cap;
    }
    s->pos[s->n] = *pos;
    s->result[s->n++] = result;
    return true;
}

/* "1-0", "0-1", "1/2-1/2" or a number 0..1 (quotes and spaces around allowed). */
static bool parse_result(const char *text, float *out)
{
    char buf[32];
    size_t n = 0;
    for (const char *c = text; *c && n + 1 < sizeof buf; c++)
        if (*c != '"' && *c != ' ' && *c != '\t' && *c != ';' && *c != '\r' && *c != '\n')
            buf[n++] = *c;
    buf[n] = '\0';
    if (!strcmp(buf, "1-0") || !strcmp(buf, "0-1") || !strcmp(buf, "1/2-1/2")) {
        *out = buf[0] == '0' ? 0.0f : buf[1] == '/' ? 0.5f : 1.0f;
        return true;
    }
    char *end;
    double d = strtod(buf, &end);
    if (!n || *end || d < 0 || d > 1)
        return false;
    *out = (float)d;
    return true;
}

/* Splits a line into its FEN and result text (in place); the column of the result, or 0
 * when the line has none. */
static int split_line(char *line, char **result)
{
    char *c9 = strstr(line, " c9 ");
    char *semi = strrchr(line, ';');
    if (c9) { /* EPD: the result is the c9 operand */
        *c9 = '\0';
        *result = c9 + 4;
        return (int)(*result - line) + 1;
    }
    if (!semi)
        return 0;
    *semi = '\0';
    *result = semi + 1;
    return (int)(*result - line) + 1;
}

/* One line: false after a located message. */
static bool read_line(Variant *v, char *line, const char *path, int number, TuneSet *s, int limit, DiagSink *diags,
                      bool *full)
{
    line[strcspn(line, "\r\n")] = '\0';
    if (!line[strspn(line, " \t")] || line[0] == '#')
        return true;
    char *result_text = NULL;
    int column = split_line(line, &result_text);
    float result;
    if (!column) {
        diag_add(diags, path, number, 1, "a position is 'FEN;RESULT' (1-0, 0-1, 1/2-1/2 or 0..1) or EPD with c9");
        return false;
    }
    if (!parse_result(result_text, &result)) {
        diag_add(diags, path, number, column, "'%s' is no result: 1-0, 0-1, 1/2-1/2 or a number from 0 to 1",
                 result_text);
        return false;
    }
    char where[64];
    snprintf(where, sizeof where, "line %d", number);
    Position pos;
    DiagSink why;
    diag_init(&why);
    bool ok = fen_parse(v, line, &pos, where, &why);
    if (!ok) {
        char first[256];
        diag_first(&why, first, sizeof first, "");
        diag_add(diags, path, number, 1, "not a position of %s: %s", v->name ? v->name : "the variant", first);
    }
    diag_free(&why);
    if (!ok)
        return false;
    if (rules_in_check(v, &pos, (Color)pos.side)) {
        s->in_check++;
        return true;
    }
    if (!tune_set_add(s, &pos, result, limit))
        *full = true;
    return true;
}

bool tune_read_positions(Variant *v, const char *path, TuneSet *s, int limit, DiagSink *diags)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        diag_add(diags, path, 0, 0, "cannot read the positions");
        return false;
    }
    char *line = NULL;
    size_t size = 0;
    bool ok = true, full = false;
    for (int number = 1; ok && !full && getline(&line, &size, f) >= 0; number++)
        ok = read_line(v, line, path, number, s, limit, diags, &full);
    free(line);
    fclose(f);
    return ok;
}

double tune_loss(const EvalTables *e, const TuneSet *s, double k)
{
    double sum = 0;
    for (int i = 0; i < s->n; i++) {
        int score = eval_position(e, &s->pos[i]);
        if (s->pos[i].side == BLACK)
            score = -score;
        double predicted = 1.0 / (1.0 + pow(10.0, -k * score / 400.0));
        double d = s->result[i] - predicted;
        sum += d * d;
    }
    return s->n ? sum / s->n : 0;
}

double tune_fit_k(const EvalTables *e, const TuneSet *s)
{
    /* golden-section search: the loss has one minimum in K */
    const double ratio = (sqrt(5.0) - 1) / 2;
    double lo = 0.01, hi = 5.0;
    double a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo);
    double la = tune_loss(e, s, a), lb = tune_loss(e, s, b);
    for (int i = 0; i < 40; i++) {
        if (la < lb) {
            hi = b, b = a, lb = la;
            a = hi - ratio * (hi - lo);
            la = tune_loss(e, s, a);
        } else {
            lo = a, a = b, la = lb;
            b = lo + ratio * (hi - lo);
            lb = tune_loss(e, s, b);
        }
    }
    return (lo + hi) / 2;
}

void tune_default_options(const EvalTables *e, TuneOptions *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 0; i < EW_COUNT; i++)
        o->tune[i] = eval_weight_matters(e, (EvalWeightId)i);
    for (int k = 0; k < eval_variant(e)->nkinds; k++)
        o->tune[EW_COUNT + k] = eval_value_matters(e, k);
}

/* Parameter `p` of `w` moved by `delta` steps; false when that would take it more than
 * TUNE_MAX_STEPS steps from where the search started (`start`) or out of its range: a
 * few hundred games are noisy, and a weight left free runs off to fit the noise. */
static bool nudge(EvalWeights *w, const EvalWeights *start, int p, int delta)
{
    if (p < EW_COUNT) {
        int v = w->w[p] + delta * WEIGHT_STEP[p];
        if (v < EVAL_WEIGHT_MIN || v > EVAL_WEIGHT_MAX || abs(v - start->w[p]) > TUNE_MAX_STEPS * WEIGHT_STEP[p])
            return false;
        w->w[p] = v;
        return true;
    }
    int k = p - EW_COUNT, v = w->value_percent[k] + delta * VALUE_STEP;
    if (v < 0 || v > EVAL_VALUE_PERCENT_MAX || abs(v - start->value_percent[k]) > TUNE_MAX_STEPS * VALUE_STEP)
        return false;
    w->value_percent[k] = (int16_t)v;
    return true;
}

/* One step of parameter `p` up, else down, kept when the loss falls (Texel's local
 * search: one step a pass, so that every weight moves with the others). */
static bool step_parameter(EvalTables *e, const TuneSet *s, double k, const EvalWeights *start, int p, double *best)
{
    EvalWeights before = *eval_weights(e);
    for (int dir = 1; dir >= -1; dir -= 2) {
        EvalWeights w = before;
        if (!nudge(&w, start, p, dir))
            continue;
        eval_set_weights(e, &w);
        double loss = tune_loss(e, s, k);
        if (loss < *best - 1e-12) {
            *best = loss;
            return true;
        }
    }
    eval_set_weights(e, &before);
    return false;
}

/* One pass: each parameter in turn a step. True when some step helped. */
static bool tune_pass(EvalTables *e, const TuneSet *s, double k, const TuneOptions *o, const EvalWeights *start,
                      double *best)
{
    bool improved = false;
    for (int p = 0; p < TUNE_PARAMS; p++)
        if (o->tune[p])
            improved |= step_parameter(e, s, k, start, p, best);
    return improved;
}

double tune_weights(EvalTables *e, const TuneSet *s, const TuneSet *check, double k, const TuneOptions *o,
                    void (*progress)(void *ctx, int pass, double loss, double check_loss), void *ctx)
{
    const EvalWeights start = *eval_weights(e);
    EvalWeights kept = start;
    double best = tune_loss(e, s, k);
    double best_check = check ? tune_loss(e, check, k) : 0, kept_loss = best;
    int stale = 0; /* passes since the held-out loss last fell */
    for (int pass = 1; o->max_passes <= 0 || pass <= o->max_passes; pass++) {
        bool improved = tune_pass(e, s, k, o, &start, &best);
        double check_loss = check ? tune_loss(e, check, k) : 0;
        if (progress)
            progress(ctx, pass, best, check_loss);
        if (!check || check_loss < best_check) {
            kept = *eval_weights(e);
            kept_loss = best;
            best_check = check_loss;
            stale = 0;
        } else if (++stale >= TUNE_PATIENCE) {
            break; /* fitting the noise of the games tuned on, no longer the play */
        }
        if (!improved)
            break;
    }
    eval_set_weights(e, &kept);
    return kept_loss;
}

bool tune_hold_out(TuneSet *s, int percent, TuneSet *check)
{
    int keep = s->n - (int)((long long)s->n * percent / 100);
    for (int i = keep; i < s->n; i++)
        if (!tune_set_add(check, &s->pos[i], s->result[i], 0))
            return false;
    s->n = keep;
    return true;
}

void tune_write_block(const Variant *v, const EvalWeights *w, const TuneOptions *o, FILE *out)
{
    fprintf(out, "evaluation:\n");
    for (int i = 0; i < EW_COUNT; i++)
        if (o->tune[i])
            fprintf(out, "  %s: %d\n", eval_weight_name((EvalWeightId)i), w->w[i]);
    bool any = false;
    for (int k = 0; k < v->nkinds; k++)
        if (o->tune[EW_COUNT + k]) {
            fprintf(out, "%s%s: %d", any ? ", " : "  values: { ", v->kinds[k].name, w->value_percent[k]);
            any = true;
        }
    if (any)
        fprintf(out, " }\n");
}
