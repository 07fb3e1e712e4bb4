/* rules_legal.c — legality: which candidate moves are legal (royal safety by make, test,
 * unmake; castling through attacks, immobility, drops that may not check or mate) and
 * the faster test of many moves of one position (Legality: checkers and pinned pieces),
 * and the list of legal moves with the rules that read the whole list (see rules.h). */
#include "rules_internal.h"

#include <stdlib.h>
#include <string.h>

/* The rest of castling's conditions, judged with the other legality tests (most
 * generated castlings are never tried by the search): the king is not in check, and no
 * square it crosses or lands on is attacked (a king that is not royal -- giveaway's,
 * no-check atomic's -- may castle through attacks). */
static bool castle_is_safe(const Variant *v, Position *pos, const Move *m)
{
    Color me = (Color)pos->side;
    if (rules_in_check(v, pos, me))
        return false;
    Piece king = pos->board[m->from];
    if (!((royal_kinds_of(v, pos, me) >> piece_kind(king)) & 1))
        return true;
    int rank = sq_rank(m->from), kf = sq_file(m->from), king_to = sq_file(m->to);
    int step = king_to > kf ? 1 : -1;
    for (int f = kf + step; king_to != kf; f += step) {
        Square cross = sq_make(f, rank);
        if (!(v->rules.explosions && rules_touches_enemy_royal(v, pos, cross, color_flip(me))) &&
            rules_is_attacked(v, pos, cross, color_flip(me), king))
            return false;
        if (f == king_to)
            break;
    }
    return true;
}

/* A royal piece may not capture where capturing turns it into a wall. */
static bool royal_petrifies(const Variant *v, const Position *pos, const Move *m)
{
    if (m->type == MOVE_DROP || m->type == MOVE_PASS || m->type == MOVE_CATCH || !(m->flags & MF_CAPTURE))
        return false;
    int kind = piece_kind(pos->board[m->from]);
    int lands_as = m->become ? m->become - 1 : kind;
    return v->kinds[lands_as].petrify && ((v->attacks.royal_kinds >> kind) & 1);
}

/* A piece may not end a move where it could never move again (immobility_illegal):
 * then only its promotions are legal there. */
static bool leaves_stuck(const Variant *v, const Position *pos, const Move *m)
{
    /* a move that promotes or transforms is never refused for it (as Fairy-Stockfish: a
     * pawn may promote to a stone that never moves, mandala's) */
    if (!v->rules.immobility_illegal || m->type == MOVE_DROP || m->type == MOVE_CATCH || m->become)
        return false;
    Piece p = pos->board[m->from];
    return kind_stuck_on(&v->kinds[piece_kind(p)], piece_color(p), move_landing(m));
}

/* royal_in_check: capture_only (makpong): a royal piece in check may not flee; it may
 * only take the piece that gives check, when that is the only one. That piece, turned to
 * the mover's colour where it stands (lines stay as they are), checks no more: if the
 * side is still in check, another piece gives check too. */
static bool royal_may_not_flee(const Variant *v, Position *pos, const Move *m)
{
    Color me = (Color)pos->side;
    if (!v->rules.royal_takes_checker || m->type == MOVE_DROP || m->type == MOVE_PASS || m->type == MOVE_CATCH ||
        !((royal_kinds_of(v, pos, me) >> piece_kind(pos->board[m->from])) & 1) || !rules_in_check(v, pos, me))
        return false;
    if (!(m->flags & MF_CAPTURE) || m->capture_sq != m->to || !pos->board[m->to])
        return true;
    Piece taken = pos->board[m->to];
    pos_remove(pos, m->to);
    pos_put(pos, m->to, piece_make(piece_kind(taken), me));
    bool another = rules_in_check(v, pos, me);
    pos_remove(pos, m->to);
    pos_put(pos, m->to, taken);
    return another;
}

/* A promotion by a piece whose `promotion: royal_next_move` is set into a kind royal only
 * while few are left (royal_at_most): its royalty is judged as before the move, so the
 * promoted piece is neither counted nor royal yet (Fairy-Stockfish's piece promotion into
 * a pseudo-royal type: Sho shogi's crown prince). */
static bool promotes_royal_next_move(const Variant *v, const Position *pos, const Move *m)
{
    if (!m->become || m->type == MOVE_DROP || m->type == MOVE_PASS || !pos->board[m->from])
        return false;
    int from_kind = piece_kind(pos->board[m->from]);
    return v->kinds[from_kind].promo_royal_next_move && m->become - 1 != from_kind &&
           ((v->attacks.limited_royal_kinds >> (m->become - 1)) & 1);
}

bool rules_move_is_legal(const Variant *v, Position *pos, const Move *m)
{
    Color me = (Color)pos->side;
    if (leaves_stuck(v, pos, m) || royal_may_not_flee(v, pos, m))
        return false;
    if (m->type == MOVE_CASTLE && !castle_is_safe(v, pos, m))
        return false;
    if (!v->attacks.royal_kinds)
        return true;
    if (m->type == MOVE_PASS && m->has_wall && v->rules.walls_or_move)
        return !rules_in_check(v, pos, me); /* a wall put instead of a move never answers a check */
    if (v->attacks.petrify_kinds && royal_petrifies(v, pos, m))
        return false;
    /* bikjang: with the generals facing, a pass is always legal (even in check), and
     * any other move must break the facing */
    bool facing = v->rules.bikjang && rules_royals_face(v, pos);
    if (facing && m->type == MOVE_PASS)
        return true;
    Undo u;
    bool royal_next_move = promotes_royal_next_move(v, pos, m);
    Piece mover = royal_next_move ? pos->board[m->from] : PIECE_NONE;
    rules_make(v, pos, m, &u);
    if (royal_next_move) { /* judged as before the move: the promoted piece not yet of its new kind */
        pos_remove(pos, m->to);
        pos_put(pos, m->to, mover);
    }
    bool ok;
    if (v->rules.explosions && u.nblast)
        /* blowing up one's own royal piece is illegal; blowing up the enemy's ends the game */
        ok = rules_has_royal(v, pos, me) && (!rules_has_royal(v, pos, color_flip(me)) || !rules_in_check(v, pos, me));
    else if (move_gate(m) >= 0 && m->type != MOVE_CASTLE && pos->board[m->from]) {
        /* a gated piece never shields its own king: the move must be legal without it, as
         * Fairy-Stockfish judges gating (a pinned piece stays pinned) */
        Piece gated = pos->board[m->from];
        pos_remove(pos, m->from);
        ok = !rules_in_check(v, pos, me);
        pos_put(pos, m->from, gated);
    } else {
        ok = !rules_in_check(v, pos, me);
    }
    if (ok && v->rules.giving_check_forbidden && rules_in_check(v, pos, color_flip(me)))
        ok = false;
    if (ok && facing && rules_royals_face(v, pos))
        ok = false;
    if (royal_next_move) {
        pos_remove(pos, m->to);
        pos_put(pos, m->to, piece_make(m->become - 1, me));
    }
    rules_unmake(v, pos, &u);
    return ok;
}

/* find_line_blockers from the bitboards: along each ride line onto a royal square, the
 * nearest piece and the one after it. */
static void bitboard_line_blockers(const Variant *v, const Position *pos, const Square *royals, int nroyals,
                                   Color rider, Color blocker, uint64_t found[CSM_SQUARES / 64])
{
    const AttackTables *t = &v->attacks;
    const BitboardAttacks *b = t->bitboards;
    uint64_t all = pos->occupied[WHITE] | pos->occupied[BLACK];
    for (int r = 0; r < nroyals; r++) {
        int bit = pos_bit(pos, royals[r]);
        for (int i = 0; i < t->nride[rider]; i++) {
            const AttackStep *s = &t->ride[rider][i];
            uint64_t line = b->ray[rider][i * 64 + bit] & all;
            if (!line)
                continue;
            int first = bitboard_nearest(b, rider, i, line);
            line &= ~(1ULL << first);
            if (!((pos->occupied[blocker] >> first) & 1) || !line)
                continue;
            Piece p = pos->board[b->square_of[bitboard_nearest(b, rider, i, line)]];
            if (piece_color(p) == rider && ((s->kinds >> piece_kind(p)) & 1)) {
                Square own = b->square_of[first];
                found[own >> 6] |= 1ULL << (own & 63);
            }
        }
    }
}

/* The pieces of `blocker` that stand first on a ride line of `rider` from one of the
 * royal pieces, with a rider of that side and direction next beyond: the pieces that may
 * be pinned (blocker: the royal pieces' side) or whose move may give a discovered check
 * (blocker and rider: the side to move). Moving any other piece of `blocker` off its
 * square cannot open such a line onto a royal square. */
static void find_line_blockers(const Variant *v, const Position *pos, const Square *royals, int nroyals, Color rider,
                               Color blocker, uint64_t found[CSM_SQUARES / 64])
{
    const AttackTables *t = &v->attacks;
    Color enemy = rider;
    memset(found, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    if (bitboards_answer(v, pos)) {
        bitboard_line_blockers(v, pos, royals, nroyals, rider, blocker, found);
        return;
    }
    for (int r = 0; r < nroyals; r++)
        for (int i = 0; i < t->nride[enemy]; i++) {
            int dx = -t->ride[enemy][i].dx, dy = -t->ride[enemy][i].dy; /* from the royal outward */
            int f = sq_file(royals[r]), rk = sq_rank(royals[r]);
            int own = -1;
            for (;;) {
                f += dx;
                rk += dy;
                if ((unsigned)f >= pos->files || (unsigned)rk >= pos->ranks)
                    break;
                Square s = sq_make(f, rk);
                Piece p = pos->board[s];
                if (!p) {
                    if (pos->has_walls && pos_is_wall(pos, s))
                        break;
                    continue;
                }
                if (own < 0 && piece_color(p) == blocker) {
                    own = s; /* the first piece: the blocker's, maybe pinned or discovering */
                    continue;
                }
                if (own >= 0 && piece_color(p) == enemy && ((t->ride[enemy][i].kinds >> piece_kind(p)) & 1))
                    found[own >> 6] |= 1ULL << (own & 63);
                break;
            }
        }
}

/* The squares a piece other than the royal one on `royal` may move to and so perhaps
 * answer a check: each checker's square and, for a rider, the squares between (table
 * attacks only, as the quick legality test). Returns how many pieces give check. */
static int find_checks(const Variant *v, const Position *pos, Square royal, Color enemy,
                       uint64_t answers[CSM_SQUARES / 64])
{
    const AttackTables *t = &v->attacks;
    memset(answers, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    int checkers = 0;
    int f0 = sq_file(royal), r0 = sq_rank(royal);
    for (int i = 0; i < t->nleap[enemy]; i++) {
        const AttackStep *st = &t->leap[enemy][i];
        int f = f0 - st->dx, r = r0 - st->dy;
        if (!pos_on_board(pos, f, r))
            continue;
        Square s = sq_make(f, r);
        Piece p = pos->board[s];
        if (p && piece_color(p) == enemy && ((st->kinds >> piece_kind(p)) & 1) && may_stand(v, p, royal) &&
            !((answers[s >> 6] >> (s & 63)) & 1)) {
            answers[s >> 6] |= 1ULL << (s & 63);
            checkers++;
        }
    }
    for (int i = 0; i < t->nride[enemy]; i++) {
        const AttackStep *st = &t->ride[enemy][i];
        uint64_t line[CSM_SQUARES / 64] = {0};
        int f = f0, r = r0;
        for (;;) {
            f -= st->dx;
            r -= st->dy;
            if (!pos_on_board(pos, f, r))
                break;
            Square s = sq_make(f, r);
            line[s >> 6] |= 1ULL << (s & 63);
            Piece p = pos->board[s];
            if (!p)
                continue;
            if (piece_color(p) == enemy && ((st->kinds >> piece_kind(p)) & 1) && may_stand(v, p, royal) &&
                !((answers[s >> 6] >> (s & 63)) & 1)) {
                for (int w = 0; w < CSM_SQUARES / 64; w++)
                    answers[w] |= line[w];
                checkers++;
            }
            break;
        }
    }
    return checkers;
}

/* A drop that gives a check its kind may not give (drop: { check: forbidden }), or a
 * checkmate it may not give (mate: forbidden, uchifuzume: the opponent is in check and
 * has no legal answer; their answers are not held to this rule in turn). */
static bool drop_checks_illegally(const Variant *v, Position *pos, const Move *m)
{
    /* a promoted drop: checks as the piece in hand may give, mates as the form dropped */
    const PieceKind *k = &v->kinds[m->become - 1], *hand = &v->kinds[move_hand_kind(v, m)];
    if ((!k->drop_mate_forbidden && !hand->drop_check_forbidden) || !v->attacks.royal_kinds)
        return false;
    Undo u;
    rules_make(v, pos, m, &u);
    bool mate = false;
    Color them = (Color)pos->side;
    if (hand->drop_check_forbidden) {
        mate = rules_in_check(v, pos, them); /* no drop may give check at all */
    } else if (rules_in_check(v, pos, them)) {
        Move *replies = malloc(CSM_MAX_MOVES * sizeof *replies);
        CsmRuntimeError ignored = {0};
        int n = replies ? rules_pseudo_moves(v, pos, replies, CSM_MAX_MOVES, &ignored) : 1;
        mate = replies != NULL;
        for (int i = 0; i < n && mate; i++)
            if (rules_move_is_legal(v, pos, &replies[i]))
                mate = false;
        free(replies);
    }
    rules_unmake(v, pos, &u);
    return mate;
}

static inline void mark_square(uint64_t *set, int s) { set[s >> 6] |= 1ULL << (s & 63); }
static inline bool square_marked(const uint64_t *set, int s) { return (set[s >> 6] >> (s & 63)) & 1; }

/* A hop of the piece on `from` along its step toward `royal`: it captures there when
 * exactly one piece stands between. A plain move changes how many stand there by one at
 * most, so with three or more it cannot open the hop; otherwise every square between is
 * marked (a piece leaving, arriving, or a screen of another kind taken there). */
static void mark_hop_line(const Position *pos, Square from, Square royal, const FastStep *st, uint64_t *screens)
{
    int df = sq_file(royal) - sq_file(from), dr = sq_rank(royal) - sq_rank(from);
    int dx = st->dx, dy = st->dy;
    bool along = dx ? df % dx == 0 && df / dx > 1 && df * dy == dr * dx : !df && dr % dy == 0 && dr / dy > 1;
    if (!along)
        return;
    int step = dx + 16 * dy, between = 0;
    for (int at = from + step; at != royal; at += step)
        between += pos_blocked(pos, (Square)at);
    if (between > 2)
        return;
    for (int at = from + step; at != royal; at += step)
        mark_square(screens, at);
}

/* The board squares a guarded leap of the piece on `from` onto `royal` reads (a zone
 * test reads none). */
static void mark_guards(const Position *pos, Square from, Square royal, const FastStep *st, uint64_t *screens)
{
    if (sq_file(royal) - sq_file(from) != st->dx || sq_rank(royal) - sq_rank(from) != st->dy)
        return;
    for (int g = 0; g < st->nguards; g++) {
        const CsmGuard *gd = &st->guard[g];
        int f = sq_file(from) + gd->dx, r = sq_rank(from) + gd->dy;
        bool reads_board = gd->op == CSM_OP_OBSERVE || gd->op == CSM_OP_ENEMY || gd->op == CSM_OP_FRIENDLY ||
                           gd->op == CSM_OP_PIECE_ON;
        if (reads_board && pos_on_board(pos, f, r))
            mark_square(screens, sq_make(f, r));
    }
}

/* The flying general: a lone piece between `royal` and an enemy royal piece on its file
 * or rank is pinned there (two or more cannot all leave in one move). */
static void mark_lone_blocker(const Variant *v, const Position *pos, Square royal, Color enemy, uint64_t *screens)
{
    uint64_t theirs = royal_kinds_of(v, pos, enemy);
    for (int i = 0; i < pos->piece_count[enemy]; i++) {
        Square e = pos->list[enemy][i];
        if (!((theirs >> piece_kind(pos->board[e])) & 1) ||
            (sq_file(e) != sq_file(royal) && sq_rank(e) != sq_rank(royal)))
            continue;
        int step = sign(sq_file(e) - sq_file(royal)) + 16 * sign(sq_rank(e) - sq_rank(royal));
        int between = 0, lone = -1;
        for (int at = royal + step; at != e; at += step)
            if (pos_blocked(pos, (Square)at)) {
                between++;
                lone = at;
            }
        if (between == 1)
            mark_square(screens, lone);
    }
}

/* Legality.screens: for each royal piece, the squares the enemy's hops and guarded leaps
 * onto it read (they are only in complex_attack, not in the ride tables), and under the
 * flying general the lone piece between the two generals (its own pin). */
static void find_screens(const Variant *v, const Position *pos, Legality *l, Color enemy)
{
    const AttackTables *t = &v->attacks;
    memset(l->screens, 0, sizeof l->screens);
    for (int r = 0; r < l->nroyals; r++) {
        Square royal = l->royals[r];
        for (int i = 0; i < pos->piece_count[enemy] && t->complex_kinds; i++) {
            Square from = pos->list[enemy][i];
            int kind = piece_kind(pos->board[from]);
            if (!((t->complex_kinds >> kind) & 1))
                continue;
            if (t->fast_reach && t->by_delta_kinds == v->nkinds && !t->fast_reach[(enemy * v->nkinds + kind) * ATTACK_DELTAS +
                                                attack_delta(sq_file(royal) - sq_file(from),
                                                             sq_rank(royal) - sq_rank(from))])
                continue; /* none of its hops or guarded leaps lands there */
            const FastMoves *fm = &t->fast[kind];
            for (int k = 0; k < fm->nsteps; k++) {
                const FastStep *st = &fm->step[enemy][k];
                if (st->capture && st->hop)
                    mark_hop_line(pos, from, royal, st, l->screens);
                else if (st->capture && st->guarded)
                    mark_guards(pos, from, royal, st, l->screens);
            }
        }
        if (l->flying)
            mark_lone_blocker(v, pos, royal, enemy, l->screens);
    }
}

/* Has `side` a piece of one of `kinds` on the board? */
static bool side_has_kinds(const Position *pos, Color side, uint64_t kinds)
{
    for (; kinds; kinds &= kinds - 1)
        if (pos->kind_count[side][__builtin_ctzll(kinds)])
            return true;
    return false;
}

/* The squares of the first 8 royal pieces of `side` (by its piece list). */
static int royals_of(const Variant *v, const Position *pos, Color side, Square out[8])
{
    int n = 0, want = 0; /* done once every royal piece the counts know of is found */
    for (uint64_t ks = v->attacks.royal_kinds; ks; ks &= ks - 1)
        want += pos->kind_count[side][__builtin_ctzll(ks)];
    want = want < 8 ? want : 8;
    for (int i = 0; i < pos->piece_count[side] && n < want; i++) {
        Square s = pos->list[side][i];
        if ((v->attacks.royal_kinds >> piece_kind(pos->board[s])) & 1)
            out[n++] = s;
    }
    return n;
}

/* Are the kinds whose captures the tables cannot hold all compiled to steps (hops and
 * guarded leaps), so that find_screens can read what their attacks depend on? */
static bool complex_kinds_compiled(const Variant *v)
{
    for (uint64_t k = v->attacks.complex_kinds; k; k &= k - 1)
        if (!v->attacks.fast[__builtin_ctzll(k)].nsteps)
            return false;
    return true;
}

void rules_legality_init(const Variant *v, Position *pos, Legality *l)
{
    Color me = (Color)pos->side, enemy = color_flip(me);
    const AttackTables *t = &v->attacks;
    /* Without royal pieces (antichess, duck chess, king capture) no move can expose one,
     * castling crosses no check and no drop gives one: only immobility could refuse a
     * candidate (rules_move_is_legal's tests all start from a royal piece or it). */
    l->every = !t->royal_kinds && !v->rules.immobility_illegal && !v->rules.duple_check;
    /* A side without a piece of a royal kind has nothing to expose either: its moves
     * stand unless a rule reads more (explosions want a royal piece kept, racing kings
     * forbid checks, facing generals; a drop may still not check or mate the enemy). */
    l->unroyal = !l->every && !v->rules.immobility_illegal && !v->rules.duple_check && !v->rules.explosions &&
                 !v->rules.giving_check_forbidden && !v->rules.bikjang && !v->rules.royal_takes_checker &&
                 !side_has_kinds(pos, me, t->royal_kinds);
    /* The quick test is exact only when every enemy attack is a table leap or ride:
     * then a non-royal piece stepping off a square that no ride line joins to a royal
     * piece cannot expose it, unless the side is in check already. */
    l->quick = t->royal_kinds && !t->limited_royal_kinds && complex_kinds_compiled(v) && !t->nslide[enemy] &&
               !v->rules.duple_check && !v->rules.walls && !v->attacks.petrify_kinds;
    /* generals facing already (bikjang's state; never after a legal xiangqi move): every
     * move is made, as the facing rules ask */
    l->flying = v->rules.flying_general;
    if (l->quick && (v->rules.flying_general || v->rules.bikjang) && rules_royals_face(v, pos))
        l->quick = false;
    /* with explosions (atomic) only quiet moves are judged quickly: a capture blows up
     * the squares around it and is made and tested; a royal piece next to an enemy one is
     * never in check */
    l->explosions = v->rules.explosions;
    /* where giving check is forbidden (racing kings) the quick test also asks whether a
     * move checks: from the table, for the moving piece, and the discovered checks by
     * the pieces that stand on one of the side's ride lines to an enemy royal piece */
    l->no_check = v->rules.giving_check_forbidden;
    if (l->no_check && (t->nslide[me] || !t->by_delta || t->by_delta_kinds != v->nkinds || t->complex_kinds))
        l->quick = false;
    l->nroyals = 0;
    l->evade = false;
    l->checkers = 0;
    if (!l->quick)
        return;
    l->nroyals = royals_of(v, pos, me, l->royals);
    l->ntheirs = l->no_check ? royals_of(v, pos, enemy, l->theirs) : 0;
    bool in_check = false;
    for (int r = 0; r < l->nroyals && !in_check; r++)
        in_check = !(l->explosions && rules_touches_enemy_royal(v, pos, l->royals[r], enemy)) &&
                   rules_is_attacked(v, pos, l->royals[r], enemy, PIECE_NONE);
    /* in check with one royal piece: only a move onto a checker or between it and the
     * royal square can answer, unless the royal piece moves */
    /* (a capture nearby may answer there; a hop's check is also answered by moving its screen) */
    l->evade = in_check && l->nroyals == 1 && !l->explosions && !t->complex_kinds;
    l->quick = !in_check && l->nroyals > 0;
    if (l->quick)
        find_line_blockers(v, pos, l->royals, l->nroyals, enemy, me, l->pinned);
    if (l->quick && (t->complex_kinds || l->flying))
        find_screens(v, pos, l, enemy);
    if (l->quick && l->no_check)
        find_line_blockers(v, pos, l->theirs, l->ntheirs, me, me, l->discovers);
    if (l->evade)
        l->checkers = find_checks(v, pos, l->royals[0], enemy, l->answers);
}

/* Legality.no_check: does the plain move m, tested quickly, give check? 1 yes, 0 no, -1
 * when only making it tells (a promotion, a capture elsewhere than its target, a piece
 * that may discover a check, a move onto a royal piece). */
static int quick_gives_check(const Variant *v, const Position *pos, const Legality *l, const Move *m)
{
    if (m->become || ((m->flags & MF_CAPTURE) && m->capture_sq != m->to) ||
        ((l->discovers[m->from >> 6] >> (m->from & 63)) & 1))
        return -1;
    const AttackTables *t = &v->attacks;
    Piece p = pos->board[m->from];
    const uint16_t *table = t->by_delta + ((size_t)piece_color(p) * v->nkinds + piece_kind(p)) * ATTACK_DELTAS;
    for (int r = 0; r < l->ntheirs; r++) {
        Square royal = l->theirs[r];
        if (royal == m->to)
            return -1;
        uint16_t e = table[attack_delta(sq_file(royal) - sq_file(m->to), sq_rank(royal) - sq_rank(m->to))];
        if (!e || !may_stand(v, p, royal))
            continue;
        if (e & ATTACK_BY_LEAP)
            return 1;
        const AttackStep *st = &t->ride[piece_color(p)][(e & ~ATTACK_BY_LEAP) - 1];
        int step = st->dx + 16 * st->dy, at = m->to + step;
        while (at != royal && (at == m->from || !pos_blocked(pos, (Square)at)))
            at += step; /* the square it left is empty now */
        if (at == royal)
            return 1;
    }
    return 0;
}

/* The quick test's answer for a move it found safe for the mover's royal pieces: where
 * giving check is forbidden, also that it gives none. */
static bool quick_and_no_check(const Variant *v, Position *pos, const Legality *l, const Move *m)
{
    if (!l->no_check)
        return true;
    int checks = quick_gives_check(v, pos, l, m);
    return checks < 0 ? rules_move_is_legal(v, pos, m) : checks == 0;
}

bool rules_legality_test(const Variant *v, Position *pos, const Legality *l, const Move *m)
{
    if (l->every || (l->unroyal && m->type != MOVE_DROP))
        return true;
    Color enemy = color_flip((Color)pos->side);
    const AttackTables *t = &v->attacks;
    if (m->type == MOVE_DROP) {
        /* a side with no royal piece on the board (sittuyin's setup, before its king is
         * placed) has none a drop could expose, unless the drop places one */
        if (l->unroyal && !((t->royal_kinds >> (m->become - 1)) & 1))
            return !drop_checks_illegally(v, pos, m);
        /* a drop adds a piece and opens no line: out of check it is always safe (the
         * table attacks see only the board), in check it must block */
        bool safe = l->quick && !t->any_reads_attacks;
        bool hopeless = l->evade && (l->checkers > 1 || !((l->answers[m->to >> 6] >> (m->to & 63)) & 1));
        return !hopeless && (safe || rules_move_is_legal(v, pos, m)) && !drop_checks_illegally(v, pos, m);
    }
    if (leaves_stuck(v, pos, m))
        return false;
    bool plain = m->type == MOVE_QUIET || (m->type == MOVE_CAPTURE && !l->explosions);
    bool royal_mover = (t->royal_kinds >> piece_kind(pos->board[m->from])) & 1;
    /* a promotion to a royal kind (coregal's queen) brings a royal piece the tests below
     * never looked at: judge it on the board */
    if (m->become && ((t->royal_kinds >> (m->become - 1)) & 1))
        return rules_move_is_legal(v, pos, m);
    /* (a royal capture where hops read the kind of their target is made: the taken
     * piece would still stand there for the test) */
    if (l->quick && royal_mover && plain && !m->become && !(t->complex_kinds && (m->flags & MF_CAPTURE))) {
        /* Table attacks only read the board: lift the royal piece and ask about its
         * target square (with it lifted, riders see through its old square). */
        Piece king = pos->board[m->from];
        pos->board[m->from] = PIECE_NONE;
        pos_flip_occupied(pos, piece_color(king), m->from); /* (the occupancy masks too) */
        bool legal = (l->explosions && rules_touches_enemy_royal(v, pos, m->to, enemy)) ||
                     !rules_is_attacked(v, pos, m->to, enemy, king);
        if (legal && l->flying)
            legal = !rules_faces_enemy_royal(v, pos, m->to, enemy);
        pos->board[m->from] = king;
        pos_flip_occupied(pos, piece_color(king), m->from);
        return legal && (l->nroyals == 1 || rules_move_is_legal(v, pos, m)) && quick_and_no_check(v, pos, l, m);
    }
    if (l->evade && plain && !royal_mover)
        return l->checkers == 1 && ((l->answers[m->to >> 6] >> (m->to & 63)) & 1) && rules_move_is_legal(v, pos, m);
    if (l->quick && plain && !royal_mover) {
        bool safe = !square_marked(l->pinned, m->from) &&
                    !((t->complex_kinds || l->flying) &&
                      (square_marked(l->screens, m->from) || square_marked(l->screens, m->to)));
        return (safe || rules_move_is_legal(v, pos, m)) && quick_and_no_check(v, pos, l, m);
    }
    return rules_move_is_legal(v, pos, m);
}

bool rules_pseudo_move_is_legal(const Variant *v, Position *pos, const Move *m)
{
    Legality l;
    rules_legality_init(v, pos, &l);
    return rules_legality_test(v, pos, &l, m);
}

/* Where rules_legality_test's first answer for a plain move of an unpinned piece that is
 * not royal needs nothing more (out of check; no immobility rule, screened attacks, flying
 * general or forbidden checks): is m such a move? Then it is legal, as the test says. */
static inline bool plainly_legal(const Variant *v, const Position *pos, const Legality *l, const Move *m)
{
    bool plain = m->type == MOVE_QUIET || (m->type == MOVE_CAPTURE && !l->explosions);
    uint64_t royal = v->attacks.royal_kinds;
    return plain && !square_marked(l->pinned, m->from) && !((royal >> piece_kind(pos->board[m->from])) & 1) &&
           !(m->become && ((royal >> (m->become - 1)) & 1));
}

/* Where plainly_legal's answer holds (l judged the position quick). */
static inline bool plain_test_answers(const Variant *v, const Legality *l)
{
    return l->quick && !l->unroyal && !l->no_check && !l->flying && !v->rules.immobility_illegal &&
           !v->attacks.complex_kinds;
}

/* The legal ones of the n candidates out[] (l: the position's Legality), with the rules
 * that read the whole list; returns how many, kept in place. */
static int keep_legal(const Variant *v, Position *pos, const Legality *l, Move *out, int n)
{
    Color me = (Color)pos->side;
    int k = l->every ? n : 0; /* every candidate stands: only the captures to look for */
    bool any_capture = false;
    for (int i = 0; i < n && l->every; i++)
        any_capture |= move_is_capture(&out[i]);
    bool plain_test = plain_test_answers(v, l);
    for (int i = 0; i < n && !l->every; i++) {
        const Move *m = &out[i];
        if (!(plain_test && plainly_legal(v, pos, l, m)) && !rules_legality_test(v, pos, l, m))
            continue;
        if (move_is_capture(m))
            any_capture = true;
        if (k != i) /* until a move is dropped, every one is in place already */
            out[k] = *m;
        k++;
    }
    if (v->rules.captures_compulsory && any_capture) {
        int c = 0;
        for (int i = 0; i < k; i++)
            if (move_is_capture(&out[i]))
                out[c++] = out[i];
        k = c;
    }
    if (v->rules.must_drop && pos->hand_total[me]) { /* a legal drop, if any, is compulsory */
        int drops = 0;
        for (int i = 0; i < k; i++)
            if (out[i].type == MOVE_DROP)
                out[drops++] = out[i];
        if (drops)
            k = drops;
    }
    if (v->rules.pass_on_stalemate && k > 1) { /* the pass only when nothing else is legal */
        int c = 0;
        for (int i = 0; i < k; i++)
            if (out[i].type != MOVE_PASS)
                out[c++] = out[i];
        k = c;
    }
    return k;
}

int rules_legal_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err)
{
    int n = rules_pseudo_moves(v, pos, out, cap, err);
    Legality l;
    rules_legality_init(v, pos, &l);
    return keep_legal(v, pos, &l, out, n);
}

/* The second squares (bits) of the double steps of the piece of kind `kind` on `bit`
 * whose both squares are empty. */
static uint64_t double_step_squares(const AttackTables *t, int kind, Color c, int bit, uint64_t empty)
{
    const FastStep *st = t->fast[kind].step[c];
    int n = t->fast[kind].nsteps;
    const StepReach *sr = &t->step_reach[t->step_reach_at[kind] + (size_t)(c * STEP_REACH_BITS + bit) * n];
    uint64_t seconds = 0;
    for (int i = 0; i < n; i++)
        if (st[i].twice && sr[i].second != STEP_OFF && ((empty >> sr[i].first_bit) & 1))
            seconds |= (empty >> sr[i].second_bit & 1) << sr[i].second_bit;
    return seconds;
}

/* The bits set in x (a few operations, not a library call on a build for any x86-64). */
static inline int bits_in(uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

/* rules_legal_count's moves from masks: the pieces of bulk kinds (variant.h) that are not
 * pinned and stand where none of their moves may promote. Where every candidate stands
 * (no royal piece) or, out of check, the plain test answers, each of their moves is
 * legal, and they give one move a square (csm_out_push keeps one; the double-step mark
 * changes no count). Their places in the side's piece list (at most 64 on a board of 64
 * squares) go to *counted; returns how many moves they have. */
/* The moves of the lone royal piece on `from` (a bulk_royals kind) to the squares of
 * `reach`: those not attacked with it lifted (rules_legality_test's quick answer for a
 * royal piece's plain move, with one royal piece and no flying general, forbidden check
 * or screened attack). */
static int count_royal_moves(const Variant *v, Position *pos, Square from, uint64_t reach)
{
    Piece king = pos->board[from];
    Color enemy = color_flip(piece_color(king));
    const BitboardAttacks *b = v->attacks.bitboards;
    int moves = 0;
    pos->board[from] = PIECE_NONE;
    pos_flip_occupied(pos, piece_color(king), from);
    for (; reach; reach &= reach - 1)
        moves += !rules_is_attacked(v, pos, b->square_of[__builtin_ctzll(reach)], enemy, king);
    pos->board[from] = king;
    pos_flip_occupied(pos, piece_color(king), from);
    return moves;
}

static int count_bulk_moves(const Variant *v, Position *pos, const Legality *l, uint64_t *counted)
{
    const AttackTables *t = &v->attacks;
    Color me = (Color)pos->side;
    uint64_t own = pos->occupied[me], enemy = pos->occupied[color_flip(me)], empty = ~(own | enemy);
    uint64_t bulk = t->bulk_kinds[me], riders = t->rides ? t->rides->kind_ok[me] : 0, doubles = t->bulk_doubles[me];
    /* the royal piece's leaps, each square tested, where the quick test answers them so */
    uint64_t royals = !l->every && l->nroyals == 1 && t->bitboards ? t->bulk_royals[me] : 0;
    int moves = 0;
    *counted = 0;
    for (int i = 0; i < pos->piece_count[me]; i++) {
        Square from = pos->list[me][i];
        int kind = piece_kind(pos->board[from]);
        if (!((bulk >> kind) & 1) || (!l->every && square_marked(l->pinned, from)) ||
            square_marked(t->promote_from[kind][me], from)) {
            if (((royals >> kind) & 1) && !square_marked(t->promote_from[kind][me], from)) {
                const uint64_t *first = &t->first_reach[((kind * 2 + me) * CSM_SQUARES + from) * 2];
                moves += count_royal_moves(v, pos, from, (first[0] & empty) | (first[1] & enemy));
                *counted |= 1ULL << i;
            }
            continue;
        }
        const uint64_t *first = &t->first_reach[((kind * 2 + me) * CSM_SQUARES + from) * 2];
        uint64_t reach = (first[0] & empty) | (first[1] & enemy);
        if (((riders | doubles) >> kind) & 1) {
            int bit = pos_bit(pos, from);
            if ((riders >> kind) & 1) /* (bulk kinds that ride have all their rides in sets) */
                for (int j = 0; j < t->rides->nkind[me][kind]; j++)
                    reach |= ride_set_reach(t->rides->kind[me][kind][j], bit, ~empty) & ~own;
            if ((doubles >> kind) & 1)
                reach |= double_step_squares(t, kind, me, bit, empty);
        }
        moves += bits_in(reach);
        *counted |= 1ULL << i;
    }
    return moves;
}

/* Can rules_legal_count take moves from masks here: the masks and tables of the variant's
 * board without walls, no rule that reads the whole list, and every candidate legal or a
 * quick position (out of check) where the plain test answers? */
static bool bulk_count_answers(const Variant *v, const Position *pos, const Legality *l)
{
    const Rules *r = &v->rules;
    return v->attacks.bulk_kinds[pos->side] && first_reach_answers(v, pos) && !pos->has_walls &&
           (l->every || (!l->explosions && plain_test_answers(v, l))) && !r->captures_compulsory && !r->must_drop &&
           !r->pass_on_stalemate && !r->gating && !r->walls;
}

/* Where bulk_count_answers: the drops from the hand, when each is one move a kind on an
 * empty square (of its drop zone) that rules_drop_moves would give and the legality test
 * pass (no drop rule beyond an empty square, no file or colour rule, no promoted form, no
 * check or mate a drop may not give, no script asking about attacks); -1 when not so. */
static int count_drops(const Variant *v, const Position *pos, const Legality *l)
{
    const Rules *r = &v->rules;
    Color me = (Color)pos->side;
    if (!r->hands || !pos->hand_total[me])
        return 0;
    if (r->free_drops || r->drop_entry != DROP_ENTRY_ANYWHERE || r->first_drops || r->drop_rule != DROP_RULE_ANY ||
        r->opposite_colour_kinds || r->immobility_illegal || (!l->every && v->attacks.any_reads_attacks))
        return -1;
    int size = pos->files * pos->ranks, drops = 0;
    uint64_t empty = ~(pos->occupied[WHITE] | pos->occupied[BLACK]) & (size < 64 ? (1ULL << size) - 1 : ~0ULL);
    for (int kind = 0; kind < v->nkinds; kind++) {
        const PieceKind *k = &v->kinds[kind];
        if (!pos->hand[me][kind] || k->no_drop)
            continue;
        if (k->drop_no_doubled || k->drop_promoted || ((v->attacks.region_kinds >> kind) & 1) ||
            (!l->every && (k->drop_mate_forbidden || k->drop_check_forbidden)))
            return -1;
        /* (a drop zone as the side sees it: Zone.bits, built for this board) */
        drops += bits_in(k->drop_zone >= 0 ? empty & v->zones[k->drop_zone].bits[me] : empty);
    }
    return drops;
}

/* With every piece and the drops counted: are there no other candidates to list (no en
 * passant square, no castling right, no first move, promotion in place, gating, pass or
 * wall)? Then rules_pseudo_moves would list nothing. */
static bool nothing_left(const Variant *v, const Position *pos, uint64_t counted, int drops)
{
    int pieces = pos->piece_count[pos->side];
    /* (the variant's rules, then the rights, which rarely change from one node to the next) */
    return !v->attacks.first_move_kinds && !v->attacks.in_place_promoters && !v->rules.gating && !v->rules.pass &&
           !v->rules.walls && !((pos->castling >> (pos->side * 2)) & 3) && pos->ep_square < 0 && drops >= 0 &&
           counted == (pieces >= 64 ? ~0ULL : (1ULL << pieces) - 1);
}

int rules_legal_count(const Variant *v, Position *pos, Move *buf, int cap, CsmRuntimeError *err)
{
    Legality l;
    rules_legality_init(v, pos, &l);
    uint64_t counted = 0;
    int bulk = 0, drops = -1;
    if (bulk_count_answers(v, pos, &l)) {
        bulk = count_bulk_moves(v, pos, &l, &counted);
        drops = count_drops(v, pos, &l);
        if (nothing_left(v, pos, counted, drops))
            return bulk + drops;
    }
    int n = rules_pseudo_moves_skipping(v, pos, buf, cap, counted, drops < 0, err);
    return bulk + (drops > 0 ? drops : 0) + keep_legal(v, pos, &l, buf, n);
}
