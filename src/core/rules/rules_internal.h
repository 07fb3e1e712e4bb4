/* rules_internal.h — what the files of the move rules share (rules_attack.c,
 * rules_moves.c, rules_drops.c, rules_legal.c, rules_make.c; their contract with the
 * rest of the program is rules.h). The small tests every stage asks in its inner loops
 * are static inline here, so that they stay inlined in each file. */
#ifndef CSM_RULES_INTERNAL_H
#define CSM_RULES_INTERNAL_H

#include "rules.h"
#include "csm_opcodes.h"

#include <stdint.h>

/* May a piece `p` stand on `s`? Pieces held to a region (the xiangqi palace) may not
 * leave it, so they neither move nor attack outside it. */
static inline bool may_stand(const Variant *v, Piece p, Square s)
{
    int k = piece_kind(p);
    if (!((v->attacks.region_kinds >> k) & 1))
        return true;
    return zone_has_side(&v->zones[v->kinds[k].region], piece_color(p), s);
}

/* The kinds royal for `side` now: a kind with royal_at_most is royal only while the side
 * has at most that many of it on the board (Fairy-Stockfish's pseudo-royal pieces), counted
 * with the kinds of its counted_with. */
static inline uint64_t royal_kinds_of(const Variant *v, const Position *pos, Color side)
{
    uint64_t royal = v->attacks.royal_kinds;
    for (uint64_t limited = v->attacks.limited_royal_kinds; limited; limited &= limited - 1) {
        int k = __builtin_ctzll(limited);
        int count = pos->kind_count[side][k];
        if (v->kinds[k].royal_counted) { /* counted_with: the group's pieces together */
            count = 0;
            for (uint64_t g = v->kinds[k].royal_counted; g; g &= g - 1)
                count += pos->kind_count[side][__builtin_ctzll(g)];
        }
        if (count > v->kinds[k].royal_at_most)
            royal &= ~(1ULL << k);
    }
    return royal;
}

/* FastStep.guard: does every square a guarded leap of colour `c` from `from` tests pass
 * (the test holds, or a negated one does not; off the board none holds), as the VM's
 * observe, enemy, friendly, piece-on and zone read it? */
static inline bool fast_guards_hold(const Variant *v, const Position *pos, Square from, const FastStep *st, Color c)
{
    for (int g = 0; g < st->nguards; g++) {
        const CsmGuard *gd = &st->guard[g];
        int f = sq_file(from) + gd->dx, r = sq_rank(from) + gd->dy;
        bool holds = false;
        if (pos_on_board(pos, f, r)) {
            Square t = sq_make(f, r);
            Piece p = pos->board[t];
            switch (gd->op) {
            case CSM_OP_OBSERVE: holds = p == PIECE_NONE; break;
            case CSM_OP_ENEMY: holds = p != PIECE_NONE && piece_color(p) != c; break;
            case CSM_OP_FRIENDLY: holds = p != PIECE_NONE && piece_color(p) == c; break;
            case CSM_OP_PIECE_ON: holds = p != PIECE_NONE && piece_kind(p) == gd->arg; break;
            default: holds = (v->sym.zone_bits[gd->arg][c][t >> 6] >> (t & 63)) & 1; break;
            }
        }
        if (holds == gd->negate)
            return false;
    }
    return true;
}

/* The first piece from (f, r) along (dx, dy), not counting (f, r): its square, or -1
 * when the line leaves the board (or meets a wall) first. */
static inline int first_piece_along(const Position *pos, int f, int r, int dx, int dy)
{
    do {
        f += dx;
        r += dy;
        if (!pos_on_board(pos, f, r))
            return -1;
    } while (pos->board[sq_make(f, r)] == PIECE_NONE);
    return sq_make(f, r);
}

/* FastStep.hop: the square of its screen, the first piece from `from` along the step,
 * or -1 when the line ends first or the screen is of the kind it may not hop. */
static inline int fast_hop_screen(const Position *pos, Square from, const FastStep *st)
{
    int s = first_piece_along(pos, sq_file(from), sq_rank(from), st->dx, st->dy);
    return s >= 0 && st->hop_not_over >= 0 && piece_kind(pos->board[s]) == st->hop_not_over ? -1 : s;
}

/* FastStep.hop: the square of the piece behind the screen (any colour; the caller
 * decides), or -1 when there is none or it is of the kind the hop may not take. */
static inline int fast_hop_target(const Position *pos, Square from, const FastStep *st)
{
    int s = fast_hop_screen(pos, from, st);
    if (s >= 0)
        s = first_piece_along(pos, sq_file((Square)s), sq_rank((Square)s), st->dx, st->dy);
    return s >= 0 && st->hop_not_taken >= 0 && piece_kind(pos->board[s]) == st->hop_not_taken ? -1 : s;
}

/* Can the first-reach masks (AttackTables.first_reach) tell which of this position's
 * pieces have no move: a board of the size they were built for (a position of another
 * size has other bits)? */
static inline bool first_reach_answers(const Variant *v, const Position *pos)
{
    return v->attacks.movable_kinds && pos->bitboards && pos->files == v->files && pos->ranks == v->ranks;
}

/* For a movable kind where first_reach_answers: none of the squares its steps reach
 * first from `from` is `empty` for a quiet step or `enemy` for a capture (the position's
 * masks, which move generation reads once per position). */
static inline bool blocked_by_masks(const Variant *v, int kind, Color c, Square from, uint64_t empty, uint64_t enemy)
{
    const uint64_t *reach = &v->attacks.first_reach[((kind * 2 + c) * CSM_SQUARES + from) * 2];
    return !((reach[0] & empty) | (reach[1] & enemy));
}

/* Has the piece `p` on `from` surely no move of its own? Answered only where
 * first_reach_answers, for the kinds the first-reach masks cover. False whenever unsure. */
static inline bool surely_stuck(const Variant *v, const Position *pos, Square from, Piece p)
{
    int kind = piece_kind(p);
    if (!first_reach_answers(v, pos) || !((v->attacks.movable_kinds >> kind) & 1))
        return false;
    Color c = piece_color(p);
    return blocked_by_masks(v, kind, c, from, ~(pos->occupied[WHITE] | pos->occupied[BLACK]),
                            pos->occupied[color_flip(c)]);
}

/* Can the bitboards (AttackTables.bitboards) stand in for walking the leaps and rides:
 * a board of the size they were built for, without walls (which stop rides) or kinds
 * held to a region (may_stand)? */
static inline bool bitboards_answer(const Variant *v, const Position *pos)
{
    const BitboardAttacks *b = v->attacks.bitboards;
    return b && pos->bitboards && !pos->has_walls && !v->attacks.region_kinds && pos->files == b->files &&
           pos->ranks == b->ranks;
}

/* The bit of `line` (squares along `c`'s ride `i` onto some square, nonzero) nearest to
 * that square: the highest where the ride comes from lower bits, else the lowest. */
static inline int bitboard_nearest(const BitboardAttacks *b, int c, int i, uint64_t line)
{
    return b->ray_high[c][i] ? 63 - __builtin_clzll(line) : __builtin_ctzll(line);
}

static inline int sign(int x) { return (x > 0) - (x < 0); }

/* Where a castling partner lands (rules_make, and gating onto the squares castling leaves). */
static inline Square castle_partner_to(const Move *m) { return move_castle_partner_to(m); }

/* Explosions: is a royal piece of `enemy` next to `s`? A capture there would blow it
 * up too, so nothing standing on `s` is attacked by that side (rules_attack.c). */
bool rules_touches_enemy_royal(const Variant *v, const Position *pos, Square s, Color enemy);
/* Would a royal piece on `sq` face one of `enemy`'s on an open file or rank (the flying
 * general)? The caller lifts its own royal piece first when it is the one moving. */
bool rules_faces_enemy_royal(const Variant *v, const Position *pos, Square sq, Color enemy);
/* Does `side` still have a royal piece (explosions can blow it up)? (rules_attack.c) */
bool rules_has_royal(const Variant *v, const Position *pos, Color side);

/* Has `side` as many pieces as a promotion limit allows of the group holding `kind`? */
bool rules_over_promo_limit(const Variant *v, const Position *pos, Color side, int kind);
/* promotion: in_place: appends to out[n..cap) the promotions of the side to move that are
 * moves of their own; returns the new count (rules_promote.c). */
int rules_promote_in_place(const Variant *v, Position *pos, Move *out, int n, int cap, CsmRuntimeError *err);

/* Every drop of the side to move (rules_drops.c). */
void rules_drop_moves(const Variant *v, Position *pos, CsmOut *out);

/* rules_pseudo_moves without the own moves of the pieces whose places in the side's piece
 * list are the bits of `skip` (0..63), and with the drops only if `drops`:
 * rules_legal_count counts those from masks. */
int rules_pseudo_moves_skipping(const Variant *v, Position *pos, Move *out, int cap, uint64_t skip, bool drops,
                                CsmRuntimeError *err);
/* first_moves.c: the side to move's first moves (pieces standing on their gates), and
 * the rights an enemy piece landing on `to` takes away (PieceKind.first_lost_to). */
void rules_first_moves(const Variant *v, Position *pos, CsmOut *out, CsmRuntimeError *err);
void rules_first_rights_lost(const Variant *v, Position *pos, Piece moved, Square to);
/* rules.flip: turns the enemy pieces the piece just landed encloses (or touches) to the
 * mover's colour, marking them in `flipped` (rules_drops.c). */
void rules_flip_pieces(const Variant *v, Position *pos, const Move *m, Color me, uint64_t *flipped);

#endif
