/* varstate.c — the variant's state for the panel and the board (see varstate.h). */
#include "varstate.h"

#include "cond.h"

#include <stdio.h>
#include <string.h>

enum { MAX_GOALS = 32 };

/* The goals of every victory condition, appended to out[0..cap). */
static int victory_goals(const Variant *v, CondGoal *out, int cap)
{
    int n = 0;
    for (int i = 0; v->victory && i < cond_set_count(v->victory) && n < cap; i++)
        n += cond_goals(cond_set_cond(v->victory, i), out + n, cap - n);
    return n < cap ? n : cap;
}

int varstate_check_target(const Variant *v, int side) { return cond_set_check_target(v->victory, side); }

bool varstate_goal_squares(const Variant *v, uint64_t bits[CSM_SQUARES / 64])
{
    memset(bits, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    CondGoal goals[MAX_GOALS];
    int n = victory_goals(v, goals, MAX_GOALS);
    bool any = false;
    for (int i = 0; i < n; i++) {
        const CondGoal *g = &goals[i];
        for (int r = 0; r < v->ranks; r++)
            for (int f = 0; f < v->files; f++) {
                Square s = sq_make(f, r);
                bool in = false;
                if (g->type == COND_GOAL_ZONE && g->arg >= 0 && g->arg < v->nzones)
                    in = zone_has_side(&v->zones[g->arg], WHITE, s) || zone_has_side(&v->zones[g->arg], BLACK, s);
                else if (g->type == COND_GOAL_RANK)
                    in = r == g->arg;
                else if (g->type == COND_GOAL_FILE)
                    in = f == g->arg;
                if (in) {
                    bits[s >> 6] |= 1ULL << (s & 63);
                    any = true;
                }
            }
    }
    return any;
}

void varstate_vars_text(const Variant *v, const Position *pos, char *buf, size_t size)
{
    if (!size)
        return;
    buf[0] = '\0';
    size_t used = 0;
    for (int i = 0; i < v->sym.nvars && used < size; i++) {
        int w = snprintf(buf + used, size - used, "%s%s = %d", i ? " · " : "", v->sym.vars[i], (int)pos->vars[i]);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}

bool varstate_optional_promotion_squares(const Variant *v, uint64_t bits[CSM_SQUARES / 64])
{
    memset(bits, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    bool any = false;
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        if (!pk->promo_optional || !pk->npromo || pk->promo_zone < 0)
            continue;
        for (int r = 0; r < v->ranks; r++)
            for (int f = 0; f < v->files; f++) {
                Square s = sq_make(f, r);
                if (zone_has_side(&v->zones[pk->promo_zone], WHITE, s) ||
                    zone_has_side(&v->zones[pk->promo_zone], BLACK, s)) {
                    bits[s >> 6] |= 1ULL << (s & 63);
                    any = true;
                }
            }
    }
    return any;
}
