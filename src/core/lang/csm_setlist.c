/* csm_setlist.c — the interned set-state lists that moves refer to (see csm.h).
 *
 * A square's set-state actions are reduced to the last value per variable (applying
 * them in order gives the same game variables) and sorted by variable, so equal lists
 * get equal ids and moves stay comparable field by field. Lists are added while moves
 * are generated, from a const variant: readers scan the published prefix without a
 * lock, and the rare insertion takes a spin lock and publishes with a release store. */
#include "csm.h"

#include <stdlib.h>
#include <string.h>

enum { POOL_SIZE = 65536 };

typedef struct SetListEntry {
    uint32_t hash;
    uint16_t first; /* index into pool */
    uint8_t count;
} SetListEntry;

struct CsmSetLists {
    atomic_int published;  /* entries [1, published) are complete */
    atomic_flag lock;
    SetListEntry entries[CSM_MAX_SET_LISTS];
    uint16_t pool[POOL_SIZE];
    int pool_used;
};

bool csm_setlists_create(CsmSymbols *sym)
{
    if (sym->setlists)
        return true;
    CsmSetLists *t = calloc(1, sizeof *t);
    if (!t)
        return false;
    atomic_init(&t->published, 1); /* id 0 is the empty list */
    atomic_flag_clear(&t->lock);
    sym->setlists = t;
    return true;
}

void csm_symbols_free(CsmSymbols *sym)
{
    free(sym->setlists);
    sym->setlists = NULL;
}

static uint32_t list_hash(const uint16_t *actions, int n)
{
    uint32_t h = 2166136261u;
    for (int i = 0; i < n; i++) {
        h ^= actions[i];
        h *= 16777619u;
    }
    return h;
}

static int find_list(const CsmSetLists *t, int from, int to, uint32_t h, const uint16_t *actions, int n)
{
    for (int id = from; id < to; id++) {
        const SetListEntry *e = &t->entries[id];
        if (e->hash == h && e->count == n && !memcmp(&t->pool[e->first], actions, (size_t)n * sizeof *actions))
            return id;
    }
    return 0;
}

int csm_setlist_intern(const CsmSymbols *sym, const uint16_t *actions, int n)
{
    /* the last action per variable wins; keep those, ordered by variable */
    uint16_t last[CSM_MAX_VARS];
    uint32_t seen = 0;
    for (int i = 0; i < n; i++) {
        int var = sym->sets[actions[i]].var;
        last[var] = actions[i];
        seen |= 1u << var;
    }
    uint16_t list[CSM_MAX_VARS];
    int count = 0;
    for (int var = 0; var < CSM_MAX_VARS; var++)
        if (seen >> var & 1)
            list[count++] = last[var];
    if (count == 0)
        return 0;
    CsmSetLists *t = sym->setlists;
    if (!t)
        return -1;
    uint32_t h = list_hash(list, count);
    int published = atomic_load_explicit(&t->published, memory_order_acquire);
    int id = find_list(t, 1, published, h, list, count);
    if (id)
        return id;
    while (atomic_flag_test_and_set_explicit(&t->lock, memory_order_acquire))
        ;
    int now = atomic_load_explicit(&t->published, memory_order_relaxed);
    id = find_list(t, published, now, h, list, count);
    if (!id && now < CSM_MAX_SET_LISTS && t->pool_used + count <= POOL_SIZE) {
        SetListEntry *e = &t->entries[now];
        e->hash = h;
        e->first = (uint16_t)t->pool_used;
        e->count = (uint8_t)count;
        memcpy(&t->pool[t->pool_used], list, (size_t)count * sizeof *list);
        t->pool_used += count;
        id = now;
        atomic_store_explicit(&t->published, now + 1, memory_order_release);
    }
    atomic_flag_clear_explicit(&t->lock, memory_order_release);
    return id ? id : -1;
}

int csm_setlist_get(const CsmSymbols *sym, int id, const uint16_t **actions)
{
    if (id <= 0 || !sym->setlists) {
        *actions = NULL;
        return 0;
    }
    const SetListEntry *e = &sym->setlists->entries[id];
    *actions = &sym->setlists->pool[e->first];
    return e->count;
}
