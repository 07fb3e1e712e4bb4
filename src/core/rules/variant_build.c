/* variant_build.c — a Variant's whole life beyond its fields: a one-script variant for
 * `moves --script` and the playground, and freeing everything a Variant owns (programs,
 * shapes, condition sets). It sits above cond.c, so variant.c need not know conditions. */
#include "variant_build.h"

#include "cond.h"
#include "shape.h"
#include "wide_attacks.h"

#include <stdlib.h>
#include <string.h>

void variant_free(Variant *v)
{
    if (!v)
        return;
    for (int i = 0; i < v->nowned; i++)
        csm_program_free(v->owned_programs[i]);
    for (int k = 0; k < v->nkinds; k++) {
        shape_free(v->kinds[k].shape);
        free(v->kinds[k].quiet_reach);
        free(v->eval_weights.squares[k]);
    }
    cond_set_free(v->victory);
    cond_set_free(v->draw);
    cond_set_free(v->cannot_win);
    free(v->name);
    free(v->description);
    free(v->name_ko);
    free(v->description_ko);
    free(v->file);
    free(v->setup);
    csm_symbols_free(&v->sym);
    free(v->attacks.by_delta);
    free(v->attacks.fast_reach);
    free(v->attacks.first_reach);
    free(v->attacks.step_reach);
    free(v->attacks.wide_captures);
    bitboard_attacks_free(v->attacks.bitboards);
    ride_tables_free(v->attacks.rides);
    wide_attacks_free(v->attacks.wide);
    free(v);
}

Variant *variant_from_script(const char *script, const char *file, int files, int ranks, DiagSink *diags)
{
    static const struct {
        const char *name;
        char letter;
    } standard[] = {{"pawn", 'p'}, {"knight", 'n'}, {"bishop", 'b'}, {"rook", 'r'}, {"queen", 'q'}, {"king", 'k'}};
    Variant *v = variant_new();
    if (!v)
        return NULL;
    v->files = files;
    v->ranks = ranks;
    v->name = strdup("Script");
    for (int i = 0; i < 6; i++) {
        int k = variant_add_kind(v, standard[i].name);
        v->kinds[k].letter = standard[i].letter;
        v->kinds[k].defined = true;
    }
    v->kinds[variant_find_kind(v, "king")].royal = true;
    v->sym.auto_kinds = true;
    CsmSourceMap map = {.file = file, .line_base = 0, .col_first = 0, .col_rest = 0};
    CsmProgram *prog = csm_compile(script, &map, &v->sym, diags);
    if (!prog) {
        variant_free(v);
        return NULL;
    }
    v->owned_programs[v->nowned++] = prog;
    variant_sync_kinds(v);
    for (int k = 0; k < v->nkinds; k++)
        v->kinds[k].program = prog;
    variant_prepare(v);
    return v;
}
