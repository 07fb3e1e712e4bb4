/* variant_load_eval.c — `evaluation:` the engine's weights, by name (eval_weights.h):
 *
 *   evaluation:
 *     mobility_mg: 5
 *     zone_defenders: 20
 *     values: { pawn: 105, knight: 96 }   # percent of each piece's engine value
 *     squares:                             # centipawns where a piece stands
 *       knight:
 *         mg: [[-40, -20, ...], ...]      # one row a rank, the top rank first
 *         eg: [[...], ...]
 *
 * Read after the pieces (values names them). A variant that extends another starts from
 * the base's weights and changes only the names it gives. */
#include "variant_load_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One integer in [lo, hi]; false after a located error. */
static bool need_integer(Loader *L, yaml_node_t *n, const char *key, int lo, int hi, int *out)
{
    double d;
    if (!loader_need_number(L, n, key, &d))
        return false;
    if (d != floor(d) || d < lo || d > hi) {
        loader_err(L, n, "evaluation: '%s' is a whole number from %d to %d", key, lo, hi);
        return false;
    }
    *out = (int)d;
    return true;
}

static void load_value_percents(Loader *L, yaml_node_t *n)
{
    if (!loader_need_mapping(L, n, "evaluation: values"))
        return;
    Variant *v = L->v;
    Pair pp[CSM_MAX_KINDS + 1];
    int np = loader_pairs(L, n, pp, CSM_MAX_KINDS + 1);
    for (int i = 0; i < np; i++) {
        int k = variant_find_kind(v, pp[i].key), percent;
        if (k < 0) {
            loader_err(L, pp[i].knode, "evaluation: values: '%s' is not a piece of this variant", pp[i].key);
            continue;
        }
        if (need_integer(L, pp[i].vnode, pp[i].key, 0, EVAL_VALUE_PERCENT_MAX, &percent))
            v->eval_weights.value_percent[k] = (int16_t)percent;
    }
}

static int sequence_length(const yaml_node_t *n)
{
    return (int)(n->data.sequence.items.top - n->data.sequence.items.start);
}

/* One rank of a square table: `files` whole numbers. */
static void load_table_row(Loader *L, yaml_node_t *row, const char *what, int rank, int16_t *out)
{
    const Variant *v = L->v;
    if (!row || row->type != YAML_SEQUENCE_NODE || sequence_length(row) != v->files) {
        loader_err(L, row, "evaluation: squares: %s: a rank is a list of %d numbers, one a file", what, v->files);
        return;
    }
    for (int f = 0; f < v->files; f++) {
        int value;
        if (need_integer(L, node_at(L, row->data.sequence.items.start[f]), what, -SQUARE_TABLE_MAX, SQUARE_TABLE_MAX,
                         &value))
            out[sq_make(f, rank)] = (int16_t)value;
    }
}

/* `mg:` or `eg:` of one kind: the ranks from the top (White's far side) down. */
static void load_table_phase(Loader *L, yaml_node_t *n, const char *what, int16_t *out)
{
    const Variant *v = L->v;
    if (n->type != YAML_SEQUENCE_NODE || sequence_length(n) != v->ranks) {
        loader_err(L, n, "evaluation: squares: %s is a list of %d ranks (the top rank first), each a list of %d numbers",
                   what, v->ranks, v->files);
        return;
    }
    for (int i = 0; i < v->ranks; i++)
        load_table_row(L, node_at(L, n->data.sequence.items.start[i]), what, v->ranks - 1 - i, out);
}

static void load_square_table(Loader *L, int k, yaml_node_t *n)
{
    char what[96];
    snprintf(what, sizeof what, "evaluation: squares: %s", L->v->kinds[k].name);
    if (!loader_need_mapping(L, n, what))
        return;
    SquareTable *t = L->v->eval_weights.squares[k];
    if (!t && !(t = L->v->eval_weights.squares[k] = calloc(1, sizeof *t))) {
        loader_err(L, n, "evaluation: squares: out of memory");
        return;
    }
    memset(t, 0, sizeof *t); /* a table given again (extends) starts afresh */
    t->files = L->v->files;
    t->ranks = L->v->ranks;
    Pair pp[3];
    int np = loader_pairs(L, n, pp, 3);
    for (int i = 0; i < np; i++) {
        snprintf(what, sizeof what, "%s: %s", L->v->kinds[k].name, pp[i].key);
        if (!strcmp(pp[i].key, "mg"))
            load_table_phase(L, pp[i].vnode, what, t->mg);
        else if (!strcmp(pp[i].key, "eg"))
            load_table_phase(L, pp[i].vnode, what, t->eg);
        else
            loader_unknown_key(L, &pp[i], "evaluation: squares", "mg, eg");
    }
}

/* `squares: {}` drops the tables a file inherits (a variant whose pieces want other
 * squares than its base's). */
static void load_square_tables(Loader *L, yaml_node_t *n)
{
    if (!loader_need_mapping(L, n, "evaluation: squares"))
        return;
    Pair pp[CSM_MAX_KINDS + 1];
    int np = loader_pairs(L, n, pp, CSM_MAX_KINDS + 1);
    for (int k = 0; np == 0 && k < CSM_MAX_KINDS; k++) {
        free(L->v->eval_weights.squares[k]);
        L->v->eval_weights.squares[k] = NULL;
    }
    for (int i = 0; i < np; i++) {
        int k = variant_find_kind(L->v, pp[i].key);
        if (k < 0)
            loader_err(L, pp[i].knode, "evaluation: squares: '%s' is not a piece of this variant", pp[i].key);
        else
            load_square_table(L, k, pp[i].vnode);
    }
}

void load_evaluation(Loader *L, yaml_node_t *n)
{
    if (!n || !loader_need_mapping(L, n, "evaluation"))
        return;
    char names[768];
    eval_weight_names(names, sizeof names);
    Pair pp[EW_COUNT + 3];
    int np = loader_pairs(L, n, pp, EW_COUNT + 3);
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "values")) {
            load_value_percents(L, pp[i].vnode);
            continue;
        }
        if (!strcmp(pp[i].key, "squares")) {
            load_square_tables(L, pp[i].vnode);
            continue;
        }
        int id = eval_weight_by_name(pp[i].key), value;
        if (id < 0)
            loader_unknown_key(L, &pp[i], "evaluation", names);
        else if (need_integer(L, pp[i].vnode, pp[i].key, EVAL_WEIGHT_MIN, EVAL_WEIGHT_MAX, &value))
            L->v->eval_weights.w[id] = value;
    }
}
