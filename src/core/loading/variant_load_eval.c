/* variant_load_eval.c — `evaluation:` the engine's weights, by name (eval_weights.h):
 *
 *   evaluation:
 *     mobility_mg: 5
 *     zone_defenders: 20
 *     values: { pawn: 105, knight: 96 }   # percent of each piece's engine value
 *
 * Read after the pieces (values names them). A variant that extends another starts from
 * the base's weights and changes only the names it gives. */
#include "variant_load_internal.h"

#include <math.h>
#include <stdio.h>
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

void load_evaluation(Loader *L, yaml_node_t *n)
{
    if (!n || !loader_need_mapping(L, n, "evaluation"))
        return;
    char names[768];
    eval_weight_names(names, sizeof names);
    Pair pp[EW_COUNT + 2];
    int np = loader_pairs(L, n, pp, EW_COUNT + 2);
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "values")) {
            load_value_percents(L, pp[i].vnode);
            continue;
        }
        int id = eval_weight_by_name(pp[i].key), value;
        if (id < 0)
            loader_unknown_key(L, &pp[i], "evaluation", names);
        else if (need_integer(L, pp[i].vnode, pp[i].key, EVAL_WEIGHT_MIN, EVAL_WEIGHT_MAX, &value))
            L->v->eval_weights.w[id] = value;
    }
}
