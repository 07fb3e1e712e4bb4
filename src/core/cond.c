#include "cond.h"

#include <stdlib.h>
#include <string.h>

typedef struct CondEntry {
    char name[CSM_NAME_MAX];
    char *text;
    Cond *cond;
} CondEntry;

struct CondSet {
    CondEntry *items;
    int count, cap;
};

CondSet *cond_set_new(void) { return calloc(1, sizeof(CondSet)); }

void cond_set_free(CondSet *set)
{
    if (!set)
        return;
    for (int i = 0; i < set->count; i++)
        free(set->items[i].text);
    free(set->items);
    free(set);
}

int cond_set_count(const CondSet *set) { return set ? set->count : 0; }
const char *cond_set_name(const CondSet *set, int i) { return set->items[i].name; }
const Cond *cond_set_cond(const CondSet *set, int i) { return set->items[i].cond; }
const char *cond_set_text(const CondSet *set, int i) { return set->items[i].text; }

int cond_set_find(const CondSet *set, const char *name)
{
    for (int i = 0; set && i < set->count; i++)
        if (strcmp(set->items[i].name, name) == 0)
            return i;
    return -1;
}

bool cond_set_remove(CondSet *set, const char *name)
{
    int i = cond_set_find(set, name);
    if (i < 0)
        return false;
    free(set->items[i].text);
    memmove(&set->items[i], &set->items[i + 1], (size_t)(set->count - i - 1) * sizeof set->items[0]);
    set->count--;
    return true;
}

bool cond_set_put(CondSet *set, const char *name, const char *text, bool replace, const CsmSourceMap *map,
                  const struct Variant *v, DiagSink *diags)
{
    (void)map;
    (void)v;
    (void)diags;
    int i = replace ? cond_set_find(set, name) : -1;
    if (i < 0) {
        if (set->count == set->cap) {
            int cap = set->cap ? set->cap * 2 : 8;
            CondEntry *items = realloc(set->items, (size_t)cap * sizeof *items);
            if (!items)
                return false;
            set->items = items;
            set->cap = cap;
        }
        i = set->count++;
        memset(&set->items[i], 0, sizeof set->items[i]);
    }
    free(set->items[i].text);
    strncpy(set->items[i].name, name, CSM_NAME_MAX - 1);
    set->items[i].text = strdup(text);
    return true;
}

bool cond_set_uses_checks(const CondSet *set)
{
    for (int i = 0; set && i < set->count; i++)
        if (strstr(set->items[i].text, "checks"))
            return true;
    return false;
}

bool cond_holds(const Cond *c, const CondQuery *q)
{
    (void)c;
    (void)q;
    return false;
}
