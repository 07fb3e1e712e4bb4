/* rules_promote.c — where a piece may promote, the promotion limits, and promotions
 * that are moves of their own (`promotion: { in_place: true }`, Sittuyin's pawn): the
 * piece turns into its choice where it stands, or onto an empty square the choice could
 * move to from there, provided the new piece attacks no enemy piece and the move gives
 * no check. Only a piece in its zone may, or the last of its kind on its side anywhere. */
#include "rules_internal.h"

#include <string.h>

bool rules_over_promo_limit(const Variant *v, const Position *pos, Color side, int kind)
{
    for (int i = 0; i < v->rules.npromo_limits; i++) {
        const PromoLimit *l = &v->rules.promo_limits[i];
        if (!((l->kinds >> kind) & 1))
            continue;
        int count = 0;
        for (uint64_t ks = l->kinds; ks; ks &= ks - 1)
            count += pos->kind_count[side][__builtin_ctzll(ks)];
        if (count >= l->at_most)
            return true;
    }
    return false;
}

/* Would the piece on `at` take an enemy piece with one of its own moves (checks included:
 * the enemy's royal piece is a piece too)? */
static bool attacks_an_enemy(const Variant *v, Position *pos, Square at, Color me, CsmRuntimeError *err)
{
    Move buf[CSM_MAX_PIECE_MOVES];
    int n = rules_piece_moves(v, pos, at, buf, CSM_MAX_PIECE_MOVES, err);
    for (int i = 0; i < n; i++) {
        if (buf[i].type != MOVE_CATCH && !(buf[i].flags & MF_CAPTURE))
            continue;
        Piece victim = pos->board[buf[i].type == MOVE_CATCH ? buf[i].to : buf[i].capture_sq];
        if (victim && piece_color(victim) != me)
            return true;
    }
    return false;
}

/* The in-place promotions of the piece on `from` into `kind`: on its square, or onto each
 * empty square a quiet move of `kind` reaches from there. */
static int promote_from(const Variant *v, const Position *pos, Square from, int kind, Move *out, int n, int cap,
                        CsmRuntimeError *err)
{
    Color me = piece_color(pos->board[from]);
    Position turned = *pos; /* a copy: the piece lists of the real position keep their order */
    pos_remove(&turned, from);
    pos_put(&turned, from, piece_make(kind, me));
    Move steps[CSM_MAX_PIECE_MOVES];
    int nsteps = rules_piece_moves(v, &turned, from, steps, CSM_MAX_PIECE_MOVES, err);
    for (int i = -1; i < nsteps && n < cap; i++) { /* -1: where it stands */
        if (i >= 0 && (steps[i].type != MOVE_QUIET || steps[i].become || steps[i].to == from))
            continue;
        Square to = i < 0 ? from : steps[i].to;
        Position after = turned;
        if (to != from)
            pos_move_piece(&after, from, to);
        if (attacks_an_enemy(v, &after, to, me, err) || rules_in_check(v, &after, color_flip(me)))
            continue;
        Move m;
        memset(&m, 0, sizeof m);
        m.from = from;
        m.to = to;
        m.type = MOVE_QUIET;
        m.become = (uint8_t)(kind + 1);
        out[n++] = m;
    }
    return n;
}

int rules_promote_in_place(const Variant *v, Position *pos, Move *out, int n, int cap, CsmRuntimeError *err)
{
    Color me = (Color)pos->side;
    for (int i = 0; i < pos->piece_count[me]; i++) {
        Square from = pos->list[me][i];
        int kind = piece_kind(pos->board[from]);
        const PieceKind *k = &v->kinds[kind];
        if (!((v->attacks.in_place_promoters >> kind) & 1))
            continue;
        /* the last of its kind may promote anywhere, the others in the zone only */
        if (pos->kind_count[me][kind] > 1 && !variant_in_promo_zone(v, k, me, from))
            continue;
        for (int j = k->npromo - 1; j >= 0; j--)
            if (((k->promo_sides[j] >> me) & 1) && !rules_over_promo_limit(v, pos, me, k->promo_to[j]))
                n = promote_from(v, pos, from, k->promo_to[j], out, n, cap, err);
    }
    return n;
}
