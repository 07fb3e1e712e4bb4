/* promoted.c — pieces that became what they are by a move (see promoted.h). */
#include "promoted.h"

#include "rules.h"

#include <string.h>

static bool has(const uint64_t *bits, Square s) { return (bits[s >> 6] >> (s & 63)) & 1; }

static void put(uint64_t *bits, Square s, bool on)
{
    if (on)
        bits[s >> 6] |= 1ULL << (s & 63);
    else
        bits[s >> 6] &= ~(1ULL << (s & 63));
}

/* The marks after one move: they travel with the pieces that moved. */
static void follow(uint64_t *bits, const Move *m)
{
    switch (m->type) {
    case MOVE_PASS: return;
    case MOVE_DROP: put(bits, m->to, false); return; /* from the hand: a piece as it was set up */
    case MOVE_CATCH: put(bits, m->to, false); return; /* the mover stays where it was */
    case MOVE_SHIFT: {
        bool a = has(bits, m->from), b = has(bits, m->to);
        put(bits, m->from, b);
        put(bits, m->to, a || m->become);
        return;
    }
    case MOVE_CASTLE: {
        bool king = has(bits, m->from), partner = has(bits, m->capture_sq);
        put(bits, m->from, false);
        put(bits, m->capture_sq, false);
        put(bits, m->to, king);
        put(bits, move_castle_partner_to(m), partner);
        break;
    }
    default: { /* quiet moves, captures, jumps, en passant */
        bool mark = has(bits, m->from) || m->become;
        if (m->flags & MF_CAPTURE)
            put(bits, m->capture_sq, false);
        put(bits, m->from, false);
        put(bits, m->to, mark);
        break;
    }
    }
    if (move_gate(m) >= 0) /* a piece gated in from the hand is new */
        put(bits, move_gate_square(m), false);
}

bool game_promoted_squares(const Game *g, int ply, uint64_t bits[CSM_SQUARES / 64])
{
    memset(bits, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    if (ply > g->total)
        ply = g->total;
    for (int i = 0; i < ply; i++)
        follow(bits, &g->moves[i]);
    bool any = false;
    for (int i = 0; i < CSM_SQUARES / 64; i++)
        any |= bits[i] != 0;
    return any;
}
