/* search.c — placeholder: plays the first legal move until the real search lands. */
#include "search.h"

#include <stdlib.h>
#include <string.h>

struct Search {
    EvalTables *eval;
};

Search *search_new(size_t hash_mb)
{
    (void)hash_mb;
    return calloc(1, sizeof(Search));
}
void search_free(Search *s)
{
    if (s)
        eval_free(s->eval);
    free(s);
}
bool search_set_hash(Search *s, size_t hash_mb) { (void)s; (void)hash_mb; return true; }
void search_clear(Search *s) { (void)s; }
void search_stop(Search *s) { (void)s; }
const EvalTables *search_eval(const Search *s) { return s->eval; }
SearchResult search_game(Search *s, const Game *g, const SearchLimits *limits, SearchInfoFn info, void *user)
{
    (void)s; (void)limits; (void)info; (void)user;
    SearchResult r;
    memset(&r, 0, sizeof r);
    if (g->nlegal > 0) {
        r.has_move = true;
        r.best = g->legal[0];
    }
    return r;
}
SearchLimits search_level_limits(int level, uint64_t seed)
{
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.movetime_ms = 50 * level;
    l.seed = seed;
    return l;
}
SearchLimits search_hint_limits(void)
{
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.movetime_ms = 1000;
    return l;
}
