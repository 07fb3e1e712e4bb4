/* variant_load_first_moves.c — a piece's `first_moves:` (Cambodian chess's king leap and
 * met double step): extra moves, never captures, that it may make while it stands
 * unmoved on its side's first rank with that square's gating right standing. The
 * right is a gate (rules: gating), written in the FEN's castling field; the moves are
 * made by first_moves.c. */
#include "variant_load_internal.h"

#include <stdio.h>
#include <string.h>

/* lost_on_line: the piece names whose landing on this piece's rank or file takes the right. */
static uint64_t load_lost_to(Loader *L, yaml_node_t *n)
{
    if (n->type != YAML_SEQUENCE_NODE) {
        loader_err(L, n, "lost_on_line is a list of piece names ([rook])");
        return 0;
    }
    uint64_t kinds = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *name = loader_need_string(L, item, "lost_on_line");
        if (!name)
            continue;
        int k = variant_find_kind(L->v, name);
        if (k < 0 || !L->v->kinds[k].defined)
            loader_err(L, item, "lost_on_line names '%s', which is not one of the pieces", name);
        else
            kinds |= 1ULL << k;
    }
    return kinds;
}

void load_first_moves(Loader *L, int kind, yaml_node_t *n)
{
    PieceKind *pk = &L->v->kinds[kind];
    if (!loader_need_mapping(L, n, "first_moves"))
        return;
    Pair pp[8];
    int np = loader_pairs(L, n, pp, 8);
    yaml_node_t *script = NULL, *betza = NULL;
    bool in_check = true;
    uint64_t lost_to = 0;
    for (int i = 0; i < np; i++) {
        const char *key = pp[i].key;
        if (!strcmp(key, "chessembly") && loader_need_string(L, pp[i].vnode, key))
            script = pp[i].vnode;
        else if (!strcmp(key, "betza") && loader_need_string(L, pp[i].vnode, key))
            betza = pp[i].vnode;
        else if (!strcmp(key, "in_check"))
            loader_need_bool(L, pp[i].vnode, key, &in_check);
        else if (!strcmp(key, "lost_on_line"))
            lost_to = load_lost_to(L, pp[i].vnode);
        else if (strcmp(key, "chessembly") != 0 && strcmp(key, "betza") != 0)
            loader_unknown_key(L, &pp[i], "first_moves", "chessembly, betza, in_check, lost_on_line");
    }
    if ((script != NULL) == (betza != NULL)) {
        loader_err(L, n, "first_moves gives its moves with one of chessembly and betza");
        return;
    }
    const CsmProgram *prog = compile_movement(L, script, betza, BETZA_FSF, NULL);
    if (!prog)
        return;
    pk->first_program = prog;
    pk->first_not_in_check = !in_check;
    pk->first_lost_to = lost_to;
}

void check_first_moves(Loader *L, yaml_node_t *root)
{
    if (L->v->rules.gating)
        return;
    for (int k = 0; k < L->v->nkinds; k++) {
        const PieceKind *pk = &L->v->kinds[k];
        if (!pk->first_program)
            continue;
        char why[200];
        snprintf(why, sizeof why,
                 "piece '%s' has first_moves, which need 'rules: gating: true' (the right to them is a gate, kept in "
                 "the FEN's castling field)",
                 pk->name);
        if (pk->decl_line > 0) {
            diag_add(L->diags, L->path, pk->decl_line, pk->decl_col, "%s", why);
            L->errors++;
        } else {
            loader_err(L, root, "%s", why);
        }
        return;
    }
}
