/* eval_weights.c — names and defaults of the evaluation's weights (eval_weights.h). */
#include "eval_weights.h"

#include <stdio.h>
#include <string.h>

typedef struct WeightSpec {
    const char *name;
    int value;
} WeightSpec;

/* the defaults are the constants the evaluation had before weights could be loaded; the
 * confined-royal, drop-check, first-in-hand, near-royal and hand-attack terms, and the
 * pawn-structure, pair, pawn-threat and open-file terms, are off until a variant's block
 * switches them on */
static const WeightSpec SPECS[EW_COUNT] = {
    [EW_TEMPO] = {"tempo", 10},
    [EW_MOBILITY_MG] = {"mobility_mg", 4},
    [EW_MOBILITY_EG] = {"mobility_eg", 4},
    [EW_KING_ATTACK] = {"king_attack", 3},
    [EW_KING_ATTACK_MAX] = {"king_attack_max", 500},
    [EW_HAND_PERCENT] = {"hand_percent", 110},
    [EW_HAND_DANGER] = {"hand_danger", 12},
    [EW_EXPOSED] = {"exposed", 30},
    [EW_PASSED_MG_BASE] = {"passed_mg_base", 5},
    [EW_PASSED_MG_GAIN] = {"passed_mg_gain", 30},
    [EW_PASSED_EG_BASE] = {"passed_eg_base", 10},
    [EW_PASSED_EG_GAIN] = {"passed_eg_gain", 100},
    [EW_PST_MG] = {"pst_mg", 100},
    [EW_PST_EG] = {"pst_eg", 100},
    [EW_ZONE_DEFENDERS] = {"zone_defenders", 0},
    [EW_ZONE_ATTACKED] = {"zone_attacked", 0},
    [EW_DROP_CHECKS] = {"drop_checks", 0},
    [EW_HAND_FIRST] = {"hand_first", 0},
    [EW_ROYAL_GUARDS] = {"royal_guards", 0},
    [EW_ROYAL_INTRUDERS] = {"royal_intruders", 0},
    [EW_HAND_ATTACK] = {"hand_attack", 0},
    [EW_DOUBLED_PAWN] = {"doubled_pawn", 0},
    [EW_ISOLATED_PAWN] = {"isolated_pawn", 0},
    [EW_BOUND_PAIR] = {"bound_pair", 0},
    [EW_PAWN_THREAT] = {"pawn_threat", 0},
    [EW_OPEN_FILE] = {"open_file", 0},
    [EW_HALF_OPEN_FILE] = {"half_open_file", 0},
    [EW_PASSED_KING_ENEMY] = {"passed_king_enemy", 0},
    [EW_PASSED_KING_OWN] = {"passed_king_own", 0},
};

void eval_weights_default(EvalWeights *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < EW_COUNT; i++)
        out->w[i] = SPECS[i].value;
    for (int k = 0; k < CSM_MAX_KINDS; k++)
        out->value_percent[k] = 100;
}

const char *eval_weight_name(EvalWeightId id) { return id >= 0 && id < EW_COUNT ? SPECS[id].name : "?"; }

int eval_weight_by_name(const char *name)
{
    for (int i = 0; i < EW_COUNT; i++)
        if (!strcmp(SPECS[i].name, name))
            return i;
    return -1;
}

void eval_weight_names(char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < EW_COUNT && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s, ", SPECS[i].name);
    if (used < size)
        snprintf(out + used, size - used, "values, squares");
}
