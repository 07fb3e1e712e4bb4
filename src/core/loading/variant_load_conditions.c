/* variant_load_conditions.c — the victory:, draw: and cannot_win: sections of a variant file:
 * conditions removed, replaced and added by name, each compiled with its place in the
 * file. */
#include "variant_load_internal.h"

#include "cond.h"

#include <ctype.h>
#include <string.h>

static bool valid_cond_name(const char *s)
{
    if (!s[0] || strlen(s) >= CSM_NAME_MAX || !isalpha((unsigned char)s[0]))
        return false;
    for (const char *c = s; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '_' && *c != '-')
            return false;
    return true;
}

/* victory: / draw: — remove, then replace, then add, whatever their order. */
void load_conditions(Loader *L, yaml_node_t *n, const char *section, CondSet **setp)
{
    if (!loader_need_mapping(L, n, section))
        return;
    if (!*setp)
        *setp = cond_set_new();
    CondSet *set = *setp;
    Pair pp[8];
    int np = loader_pairs(L, n, pp, 8);
    yaml_node_t *part[3] = {NULL, NULL, NULL}; /* remove, replace, add */
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "remove"))
            part[0] = pp[i].vnode;
        else if (!strcmp(pp[i].key, "replace"))
            part[1] = pp[i].vnode;
        else if (!strcmp(pp[i].key, "add"))
            part[2] = pp[i].vnode;
        else
            loader_unknown_key(L, &pp[i], section, "add, replace, remove");
    }
    if (part[0]) {
        yaml_node_t *r = part[0];
        int count = r->type == YAML_SEQUENCE_NODE ? (int)(r->data.sequence.items.top - r->data.sequence.items.start) : 1;
        for (int i = 0; i < count; i++) {
            yaml_node_t *item = r->type == YAML_SEQUENCE_NODE ? node_at(L, r->data.sequence.items.start[i]) : r;
            const char *name = scalar(item);
            if (!name) {
                loader_err(L, item, "%s.remove takes a condition name or a list of names", section);
                continue;
            }
            if (!cond_set_remove(set, name))
                loader_err(L, item, "cannot remove '%s': there is no %s condition of that name", name, section);
        }
    }
    for (int which = 1; which <= 2; which++) {
        yaml_node_t *m = part[which];
        if (!m)
            continue;
        const char *what = which == 1 ? "replace" : "add";
        if (m->type != YAML_MAPPING_NODE) {
            loader_err(L, m, "%s.%s takes name: condition lines", section, what);
            continue;
        }
        Pair cp[64];
        int nc = loader_pairs(L, m, cp, 64);
        for (int i = 0; i < nc; i++) {
            if (!valid_cond_name(cp[i].key)) {
                loader_err(L, cp[i].knode, "condition name '%s' must be letters, digits and '_'", cp[i].key);
                continue;
            }
            const char *text = scalar(cp[i].vnode);
            if (!text) {
                loader_err(L, cp[i].vnode, "condition '%s' must be written as text, like 'King in zone.hill'",
                           cp[i].key);
                continue;
            }
            if (which == 2 && cond_set_find(set, cp[i].key) >= 0) {
                loader_err(L, cp[i].knode, "cannot add '%s': a %s condition of that name exists (use replace)",
                           cp[i].key, section);
                continue;
            }
            CsmSourceMap map;
            loader_scalar_map(L, cp[i].vnode, &map, "the condition");
            int before = L->diags->count;
            if (!cond_set_put(set, cp[i].key, text, which == 1, &map, L->v, L->diags))
                L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
            loader_scalar_map_free(&map);
        }
    }
}

/* The three sections of conditions: victory, draw and cannot_win (insufficient material,
 * per player: cond.h), each when the file has it. */
void load_condition_sections(Loader *L, yaml_node_t *victory, yaml_node_t *draw, yaml_node_t *cannot_win)
{
    if (victory)
        load_conditions(L, victory, "victory", &L->v->victory);
    if (draw)
        load_conditions(L, draw, "draw", &L->v->draw);
    if (cannot_win)
        load_conditions(L, cannot_win, "cannot_win", &L->v->cannot_win);
}
