/* movelabels.c — the moves in the chosen notation (see movelabels.h). */
#include "movelabels.h"

#include "rules.h"

#include <stdlib.h>
#include <string.h>

NotationId movelabels_own(const Variant *v)
{
    static const NotationId families[] = {NOTATION_HODGES, NOTATION_WXF, NOTATION_JANGGI};
    for (size_t i = 0; v && i < sizeof families / sizeof families[0]; i++)
        if (notation_fits(v, families[i]))
            return families[i];
    return NOTATION_SAN;
}

NotationId movelabels_notation(const Variant *v, int choice)
{
    if (choice >= 0 && choice < NOTATION_COUNT && (!v || notation_fits(v, (NotationId)choice)))
        return (NotationId)choice;
    return movelabels_own(v);
}

/* The labels written so far for one game in one notation: moves[i] and its label, for
 * plies 0..count, and the position after the last of them. */
static struct {
    const Game *game;
    const Variant *v;
    uint64_t start_hash; /* the game's start position (a new game may reuse the old one's memory) */
    NotationId id;
    int count, cap;
    Move *moves;
    char (*labels)[NOTATION_TEXT_MAX];
    Position after;
} cache;

static bool cache_room(int n)
{
    if (n <= cache.cap)
        return true;
    int cap = n + 64;
    Move *moves = realloc(cache.moves, (size_t)cap * sizeof *moves);
    if (moves)
        cache.moves = moves;
    char(*labels)[NOTATION_TEXT_MAX] = realloc(cache.labels, (size_t)cap * sizeof *labels);
    if (labels)
        cache.labels = labels;
    if (!moves || !labels)
        return false;
    cache.cap = cap;
    return true;
}

/* Keeps the labels of the plies the game still plays as before; the position after them. */
static void cache_follow(const Game *g, NotationId id)
{
    int same = 0;
    bool same_game = cache.game == g && cache.v == g->v && cache.id == id && cache.start_hash == g->hashes[0];
    while (same_game && same < cache.count && same < g->total && move_equal(&cache.moves[same], &g->moves[same]))
        same++;
    if (same_game && same == cache.count)
        return;
    cache.game = g;
    cache.v = g->v;
    cache.id = id;
    cache.start_hash = g->hashes[0];
    cache.count = same;
    cache.after = g->start;
    for (int i = 0; i < same; i++) { /* the position after the plies kept */
        Undo u;
        rules_make(g->v, &cache.after, &g->moves[i], &u);
    }
}

const char *movelabels_ply(const Game *g, NotationId id, int ply)
{
    if (!g || ply < 0 || ply >= g->total)
        return "";
    if (id == NOTATION_SAN)
        return game_move_san(g, ply);
    if (id == NOTATION_COORDINATES)
        return game_move_text(g, ply);
    cache_follow(g, id);
    Move *legal = NULL;
    while (cache.count <= ply && cache_room(cache.count + 1)) {
        if (!legal && !(legal = malloc(CSM_MAX_MOVES * sizeof *legal)))
            break;
        CsmRuntimeError err = {0};
        int n = rules_legal_moves(g->v, &cache.after, legal, CSM_MAX_MOVES, &err);
        const Move *m = &g->moves[cache.count];
        notation_write(id, g->v, &cache.after, legal, n, m, cache.count ? &g->moves[cache.count - 1] : NULL,
                       cache.labels[cache.count], NOTATION_TEXT_MAX);
        cache.moves[cache.count++] = *m;
        Undo u;
        rules_make(g->v, &cache.after, m, &u);
    }
    free(legal);
    return cache.count > ply ? cache.labels[ply] : game_move_text(g, ply);
}
