/* rules_make.c — make and unmake: a move's effect on the position (pieces, hands,
 * explosions, gating, walls, variables, rights, en passant, clocks, counting) and its
 * exact undoing from the undo record (see rules.h, undo.h). */
#include "rules_internal.h"
#include "walls.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Does a quiet move of this piece from `from` to `to` reset the fifty-move count? A kind
 * marked `fifty_moves: irreversible` resets it only when it could not come straight back
 * (Fairy-Stockfish's nMoveRuleTypes). */
static bool move_resets_clock(const Variant *v, const Undo *u, const Move *m, Color me)
{
    int kind = piece_kind(u->moved);
    if (!((v->attacks.clock_kinds >> kind) & 1))
        return false;
    if (!((v->attacks.irreversible_kinds >> kind) & 1) || m->become || m->type != MOVE_QUIET)
        return true;
    const uint64_t *reach = v->kinds[kind].quiet_reach;
    if (!reach)
        return true;
    reach += ((size_t)me * CSM_SQUARES + m->to) * (CSM_SQUARES / 64);
    return !((reach[m->from >> 6] >> (m->from & 63)) & 1);
}

/* rules: castling_drop_file: a castling king dropped on that file of its side's first
 * rank gains castling with each castling partner standing on a corner of that rank; a
 * partner dropped on a corner, with that king there, gains its wing (placement chess, as
 * Fairy-Stockfish's castlingDroppedPiece). */
static void castling_by_drop(const Variant *v, Position *pos, const Move *m, Color me, Undo *u)
{
    int rank = me == WHITE ? 0 : pos->ranks - 1, kf = v->rules.castling_drop_file - 1, last = pos->files - 1;
    if (sq_rank(m->to) != rank)
        return;
    const PieceKind *k = &v->kinds[m->become - 1];
    Square ks = sq_make(kf, rank);
    int wings = 0; /* bit w: the wing's partner square is a corner holding a partner */
    if (k->castling && sq_file(m->to) == kf) {
        for (int w = 0; w < 2; w++) {
            Piece p = pos->board[sq_make(w ? last : 0, rank)];
            if (p && piece_color(p) == me && v->kinds[piece_kind(p)].castling_partner)
                wings |= 1 << w;
        }
    } else if (k->castling_partner && (sq_file(m->to) == 0 || sq_file(m->to) == last)) {
        Piece king = pos->board[ks];
        if (king && piece_color(king) == me && v->kinds[piece_kind(king)].castling)
            wings = sq_file(m->to) == 0 ? 1 : 2;
    }
    if (!wings)
        return;
    u->castle_squares_set = true;
    u->castle_king_old = pos->castle_king[me];
    u->castle_partner_old[0] = pos->castle_partner[me][0];
    u->castle_partner_old[1] = pos->castle_partner[me][1];
    pos->castle_king[me] = (int16_t)ks;
    for (int w = 0; w < 2; w++)
        if (wings >> w & 1) {
            pos->castle_partner[me][w] = (int16_t)sq_make(w ? last : 0, rank);
            pos->castling |= (uint8_t)(1 << (me * 2 + w));
        }
}

static void drop_rights_for(Position *pos, int sq)
{
    for (int c = 0; c < 2; c++) {
        if (pos->castle_king[c] == sq)
            pos->castling &= (uint8_t) ~(3 << (c * 2));
        for (int w = 0; w < 2; w++)
            if (pos->castle_partner[c][w] == sq)
                pos->castling &= (uint8_t) ~(1 << (c * 2 + w));
    }
}

/* The variant's after_move actions, in order; each sees what the ones before it left. */
static void apply_after_move(const Variant *v, Position *pos, Undo *u)
{
    for (int i = 0; i < v->nafter; i++) {
        const AfterMoveAction *a = &v->after_move[i];
        int32_t old = pos->vars[a->var];
        u->after_old[i] = old;
        int64_t value = a->add ? (int64_t)old + a->value : a->value;
        if (a->add && a->modulo > 0)
            value = ((value % a->modulo) + a->modulo) % a->modulo;
        if (value > INT32_MAX || value < INT32_MIN)
            value = old; /* a counter stops at the end of its range rather than wrapping */
        pos_set_var(pos, a->var, (int32_t)value);
    }
}

/* Atomic: the capturer and every piece next to the capture square, but the spared
 * kinds, are blown away (kept in the undo record, castling rights with them). */
static void explode(const Variant *v, Position *pos, const Move *m, Undo *u)
{
    Square centre = m->to;
    for (int dr = -1; dr <= 1; dr++)
        for (int df = -1; df <= 1; df++) {
            int f = sq_file(centre) + df, r = sq_rank(centre) + dr;
            if (!pos_on_board(pos, f, r))
                continue;
            Square s = sq_make(f, r);
            Piece p = pos->board[s];
            if (!p || ((df || dr) && ((v->rules.blast_spared >> piece_kind(p)) & 1)) ||
                ((v->rules.blast_immune >> piece_kind(p)) & 1))
                continue;
            u->blast_sq[u->nblast] = s;
            u->blast_piece[u->nblast++] = p;
            pos_remove(pos, s);
        }
}

/* S-chess: the gated piece onto the square left (the rook's, for MF_DOUBLE_STEP on a
 * castling), and the rights of the first-rank squares the move emptied or took. */
static void gate(const Variant *v, Position *pos, const Move *m, Color me)
{
    (void)v;
    int kind = move_gate(m);
    if (kind >= 0) {
        Square at = move_gate_square(m);
        pos_hand_add(pos, me, kind, -1);
        pos_put(pos, at, piece_make(kind, me));
    }
    uint16_t before[2] = {pos->gates[0], pos->gates[1]};
    int home[2] = {0, pos->ranks - 1};
    Square left[2] = {m->from, m->type == MOVE_CASTLE ? m->capture_sq : m->from};
    for (int i = 0; i < 2; i++)
        if (sq_rank(left[i]) == home[me])
            pos->gates[me] &= (uint16_t) ~(1u << sq_file(left[i]));
    Square taken = m->flags & MF_CAPTURE ? m->capture_sq : m->type == MOVE_CATCH ? m->to : m->to;
    if (sq_rank(taken) == home[!me])
        pos->gates[!me] &= (uint16_t) ~(1u << sq_file(taken));
    for (int c = 0; c < 2; c++)
        pos->hash ^= zobrist_gates((Color)c, before[c]) ^ zobrist_gates((Color)c, pos->gates[c]);
}

/* The board part of a move: pieces moved, removed, dropped, swapped. */
static void move_pieces(const Variant *v, Position *pos, const Move *m, Undo *u, Color me)
{
    switch (m->type) {
    case MOVE_QUIET:
        if (m->from != m->to) /* else a promotion in place (promotion: in_place) */
            pos_move_piece(pos, m->from, m->to);
        break;
    case MOVE_DROP:
        if (!v->rules.free_drops)
            pos_hand_add(pos, me, move_hand_kind(v, m), -1);
        pos_put(pos, m->to, piece_make(m->become - 1, me));
        break;
    case MOVE_PASS:
        break;
    case MOVE_CAPTURE:
    case MOVE_EN_PASSANT:
    case MOVE_JUMP:
        if (m->flags & MF_CAPTURE) {
            u->captured = pos->board[m->capture_sq];
            pos_remove(pos, m->capture_sq);
        }
        pos_move_piece(pos, m->from, m->to);
        break;
    case MOVE_CATCH:
        u->captured = pos->board[m->to];
        pos_remove(pos, m->to);
        break;
    case MOVE_SHIFT:
        if (pos->board[m->to]) {
            u->displaced = pos->board[m->to];
            pos_remove(pos, m->to);
            pos_move_piece(pos, m->from, m->to);
            pos_put(pos, m->from, u->displaced);
        } else {
            pos_move_piece(pos, m->from, m->to);
        }
        break;
    case MOVE_CASTLE: {
        Piece partner = pos->board[m->capture_sq];
        u->displaced = partner;
        pos_remove(pos, m->capture_sq);
        if (m->to != m->from)
            pos_move_piece(pos, m->from, m->to);
        pos_put(pos, castle_partner_to(m), partner);
        break;
    }
    default: assert(0 && "unknown move type"); break;
    }
}

/* ---- counting rules (makruk) ------------------------------------------------------ */

static int count_named(const Variant *v, const Position *pos, Color c, const char *name)
{
    int k = variant_find_kind(v, name);
    return k < 0 ? 0 : pos->kind_count[c][k];
}

static int pawns_on_board(const Variant *v, const Position *pos)
{
    int n = 0;
    for (int k = 0; k < v->nkinds; k++)
        if ((v->attacks.clock_kinds >> k) & 1)
            n += pos->kind_count[WHITE][k] + pos->kind_count[BLACK][k];
    return n;
}

/* ASEAN chess: only a bare king counts, against the strongest piece of the other side
 * (a rook 16 moves, a khon 44, a knight 64; nothing else: no count). */
static int asean_count_limit(const Variant *v, const Position *pos, Color counting)
{
    Color strong = color_flip(counting);
    if (pawns_on_board(v, pos) || pos->piece_count[counting] > 1)
        return 0;
    return count_named(v, pos, strong, "rook")     ? 16
           : count_named(v, pos, strong, "khon")   ? 44
           : count_named(v, pos, strong, "knight") ? 64
                                                   : 0;
}

/* Makruk's pieces' honour: the moves a bare king counts against what `strong` has. */
static int pieces_honour(const Variant *v, const Position *pos, Color strong)
{
    int rooks = count_named(v, pos, strong, "rook"), khons = count_named(v, pos, strong, "khon");
    int knights = count_named(v, pos, strong, "knight");
    return rooks > 1 ? 8 : rooks == 1 ? 16 : khons > 1 ? 22 : knights > 1 ? 32 : khons == 1 ? 44 : 64;
}

/* Ouk Chatrang (Fairy-Stockfish's cambodian counting): the board's honour counts 63 moves
 * for a side down to two or three pieces, pawns or not; the pieces' honour, for a bare
 * king with no pawn left, one move less than makruk's against each force. */
static int cambodian_count_limit(const Variant *v, const Position *pos, Color counting)
{
    Color strong = color_flip(counting);
    if (pos->piece_count[counting] > 3 || pos->piece_count[strong] == 1)
        return 0;
    if (pos->piece_count[counting] > 1)
        return 63;
    return pawns_on_board(v, pos) ? 0 : pieces_honour(v, pos, strong) - 1;
}

int rules_count_limit(const Variant *v, const Position *pos, Color counting)
{
    if (v->rules.counting == COUNTING_ASEAN)
        return asean_count_limit(v, pos, counting);
    if (v->rules.counting == COUNTING_CAMBODIAN)
        return cambodian_count_limit(v, pos, counting);
    Color strong = color_flip(counting);
    if (pawns_on_board(v, pos) || pos->piece_count[strong] == 1)
        return 0;
    if (pos->piece_count[counting] > 1)
        return 64; /* board's honour */
    return pieces_honour(v, pos, strong); /* the bare king counts against what the other side has */
}

/* After a move: the count goes on, starts, or starts again (a capture or a promotion
 * leaving the side to move with a bare king), as Fairy-Stockfish's makruk counts; ASEAN
 * chess counts a bare king's moves from 0 (and a capture of the last pawn starts none). */
static void update_counting(const Variant *v, Position *pos, const Undo *u)
{
    Color to_move = (Color)pos->side, mover = color_flip(to_move);
    if (pos->count_limit && pos->count_ply < 65535)
        pos->count_ply++;
    bool pawn_taken = u->captured && ((v->attacks.clock_kinds >> piece_kind(u->captured)) & 1);
    bool asean = v->rules.counting == COUNTING_ASEAN;
    if (pawn_taken && !asean && pos->piece_count[mover] == 1 && !pawns_on_board(v, pos)) {
        int limit = rules_count_limit(v, pos, mover);
        if (limit) {
            pos->count_limit = (uint16_t)(2 * limit);
            pos->count_ply = (uint16_t)(2 * (pos->piece_count[WHITE] + pos->piece_count[BLACK]) - 1);
        }
    }
    bool promoted = u->move.become && u->move.type != MOVE_DROP;
    if (!pos->count_limit || ((u->captured || promoted) && pos->piece_count[to_move] == 1)) {
        int limit = rules_count_limit(v, pos, to_move);
        if (limit) {
            pos->count_limit = (uint16_t)(2 * limit);
            pos->count_ply =
                asean || pos->piece_count[to_move] > 1 ? 0
                                                       : (uint16_t)(2 * (pos->piece_count[WHITE] + pos->piece_count[BLACK]));
        }
    }
}

/* Pieces in hand: the captured piece into the capturer's hand, demoted, and every piece
 * an explosion blew away into its opponent's (Fairy-Stockfish's atomic with captures to
 * hand), each noted in the undo record. */
static void captures_to_hand(const Variant *v, Position *pos, Undo *u, Color me)
{
    int kind = piece_kind(u->captured);
    int base = v->kinds[kind].demotes_to >= 0 ? v->kinds[kind].demotes_to : kind;
    if (pos->hand[me][base] < 255) {
        pos_hand_add(pos, me, base, +1);
        u->hand_kind = (int8_t)base;
    }
    /* every piece the explosion blew away is captured too: into its opponent's hand
     * (Fairy-Stockfish's atomic with captures to hand) */
    for (int i = 0; i < u->nblast; i++) {
        Piece p = u->blast_piece[i];
        int bk = v->kinds[piece_kind(p)].demotes_to >= 0 ? v->kinds[piece_kind(p)].demotes_to : piece_kind(p);
        Color to = color_flip(piece_color(p));
        if (pos->hand[to][bk] < 255) {
            pos_hand_add(pos, to, bk, +1);
            u->blast_hand |= (uint16_t)(1u << i);
        }
    }
}

void rules_make(const Variant *v, Position *pos, const Move *m, Undo *u)
{
    Color me = (Color)pos->side;
    u->move = *m;
    u->moved = m->type == MOVE_DROP ? piece_make(m->become - 1, me) : pos->board[m->from];
    u->captured = PIECE_NONE;
    u->displaced = PIECE_NONE;
    u->castling = pos->castling;
    u->checks[0] = pos->checks[0];
    u->checks[1] = pos->checks[1];
    u->ep_square = pos->ep_square;
    u->ep_victim = pos->ep_victim;
    u->halfmove = pos->halfmove;
    u->fullmove = pos->fullmove;
    u->captures[0] = pos->captures[0];
    u->captures[1] = pos->captures[1];
    u->moves_made[0] = pos->moves_made[0];
    u->moves_made[1] = pos->moves_made[1];
    u->hash = pos->hash;
    u->royal_hint[0] = pos->royal_hint[0];
    u->royal_hint[1] = pos->royal_hint[1];
    u->hand_kind = -1;
    u->nblast = 0;
    u->blast_hand = 0;
    u->last_drop = pos->last_drop;
    pos->last_drop = m->type == MOVE_DROP ? m->become : 0;
    u->last_castle = pos->last_castle;
    pos->last_castle = m->type != MOVE_CASTLE ? 0 : sq_file(m->capture_sq) < sq_file(m->from) ? 1 : 2;
    u->passes = pos->passes;
    u->count_limit = pos->count_limit;
    u->count_ply = pos->count_ply;
    pos->passes = m->type == MOVE_PASS ? (uint8_t)(pos->passes < 255 ? pos->passes + 1 : 255) : 0;

    move_pieces(v, pos, m, u, me);
    if (m->become && m->type != MOVE_DROP) {
        Square at = move_landing(m);
        pos_remove(pos, at);
        pos_put(pos, at, piece_make(m->become - 1, me));
    }
    if (v->rules.flip && m->type != MOVE_PASS)
        rules_flip_pieces(v, pos, m, me, u->flipped);
    if (u->captured && v->rules.explosions)
        explode(v, pos, m, u);
    u->gates[0] = pos->gates[0];
    u->gates[1] = pos->gates[1];
    if (v->rules.gating)
        gate(v, pos, m, me);
    if (v->attacks.first_move_kinds && m->type != MOVE_PASS)
        rules_first_rights_lost(v, pos, u->moved, move_landing(m));
    u->walls_saved = false;
    if (v->rules.walls || v->attacks.petrify_kinds)
        walls_make(v, pos, m, u);
    if (u->captured && v->rules.hands && !v->rules.no_capture_to_hand)
        captures_to_hand(v, pos, u, me);
    const uint16_t *sets;
    int nsets = csm_setlist_get(&v->sym, m->sets, &sets);
    for (int i = 0; i < nsets; i++) {
        const CsmSetAction *a = &v->sym.sets[sets[i]];
        u->old_vars[i] = pos->vars[a->var];
        pos_set_var(pos, a->var, a->value);
    }
    if (v->nafter)
        apply_after_move(v, pos, u);
    /* rights, en passant, clocks, counters */
    pos->hash ^= zobrist_castling(pos->castling);
    if (pos->castling && m->type != MOVE_PASS) { /* a pass is written on a piece's square: it stays */
        drop_rights_for(pos, m->from);
        drop_rights_for(pos, m->to);
        if (m->flags & MF_CAPTURE)
            drop_rights_for(pos, m->capture_sq);
        for (int i = 0; i < u->nblast; i++)
            drop_rights_for(pos, u->blast_sq[i]);
        if (v->rules.opposite_castling && m->type == MOVE_CASTLE) {
            /* the opponent may no longer castle on the wing just used */
            int wing = sq_file(m->capture_sq) > sq_file(m->from);
            pos->castling &= (uint8_t) ~(1 << (color_flip(me) * 2 + wing));
        }
    }
    u->castle_squares_set = false;
    if (v->rules.castling_drop_file && m->type == MOVE_DROP)
        castling_by_drop(v, pos, m, me, u);
    pos->hash ^= zobrist_castling(pos->castling);
    pos->hash ^= zobrist_ep(pos->ep_square);
    pos->ep_square = pos->ep_victim = NO_SQUARE;
    if ((m->flags & MF_DOUBLE_STEP) && m->type != MOVE_CASTLE && m->type != MOVE_DROP && (!m->become || v->kinds[m->become - 1].ep_victim)) {
        /* the first square passed; the others lie on the line to the piece (a double step
         * that promotes leaves no pawn to take en passant) */
        pos->ep_square = (int16_t)sq_make(sq_file(m->from) + sign(sq_file(m->to) - sq_file(m->from)),
                                          sq_rank(m->from) + sign(sq_rank(m->to) - sq_rank(m->from)));
        pos->ep_victim = (int16_t)m->to;
        pos->hash ^= zobrist_ep(pos->ep_square);
    }
    if (u->captured || m->type == MOVE_DROP || move_resets_clock(v, u, m, me))
        pos->halfmove = 0; /* a drop cannot be undone either (as Fairy-Stockfish counts) */
    else if (pos->halfmove < 65535)
        pos->halfmove++;
    if (u->captured)
        pos->captures[me]++;
    pos->moves_made[me]++;
    if (me == BLACK)
        pos->fullmove++;
    pos->side = (uint8_t)color_flip(me);
    pos->hash ^= zobrist_side();
    rules_drop_idle_ep(v, pos);
    if (v->rules.counting)
        update_counting(v, pos, u);
    if (v->tracks_checks && rules_in_check(v, pos, color_flip(me))) {
        pos->hash ^= zobrist_checks(me, pos->checks[me]);
        if (pos->checks[me] < 255)
            pos->checks[me]++;
        pos->hash ^= zobrist_checks(me, pos->checks[me]);
    }
}

void rules_unmake(const Variant *v, Position *pos, const Undo *u)
{
    const Move *m = &u->move;
    if (u->walls_saved)
        walls_unmake(pos, u);
    if (v->rules.flip && m->type != MOVE_PASS) /* the flipped pieces back to their colour */
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            for (uint64_t b = u->flipped[w]; b; b &= b - 1) {
                Square t = (Square)(w * 64 + __builtin_ctzll(b));
                Piece p = pos->board[t];
                pos_remove(pos, t);
                pos_put(pos, t, piece_make(piece_kind(p), color_flip(piece_color(p))));
            }
    for (int i = v->nafter - 1; i >= 0; i--)
        pos->vars[v->after_move[i].var] = u->after_old[i];
    const uint16_t *sets;
    int nsets = csm_setlist_get(&v->sym, m->sets, &sets);
    for (int i = nsets - 1; i >= 0; i--) {
        const CsmSetAction *a = &v->sym.sets[sets[i]];
        pos->vars[a->var] = u->old_vars[i];
    }
    int gated = move_gate(m);
    if (gated >= 0) { /* the gated piece back to the hand */
        Square at = move_gate_square(m);
        pos_remove(pos, at);
        pos_hand_add(pos, piece_color(u->moved), gated, +1);
    }
    pos->gates[0] = u->gates[0];
    pos->gates[1] = u->gates[1];
    for (int i = u->nblast - 1; i >= 0; i--) { /* what the explosion blew away, back first */
        Piece p = u->blast_piece[i];
        if ((u->blast_hand >> i) & 1) {
            int bk = v->kinds[piece_kind(p)].demotes_to >= 0 ? v->kinds[piece_kind(p)].demotes_to : piece_kind(p);
            pos_hand_add(pos, color_flip(piece_color(p)), bk, -1);
        }
        pos_put(pos, u->blast_sq[i], p);
    }
    if (u->hand_kind >= 0)
        pos_hand_add(pos, piece_color(u->moved), u->hand_kind, -1);
    if (m->become && m->type != MOVE_DROP) {
        Square at = move_landing(m);
        pos_remove(pos, at);
        pos_put(pos, at, u->moved);
    }
    switch (m->type) {
    case MOVE_QUIET:
        if (m->from != m->to)
            pos_move_piece(pos, m->to, m->from);
        break;
    case MOVE_DROP:
        pos_remove(pos, m->to);
        if (!v->rules.free_drops)
            pos_hand_add(pos, piece_color(u->moved), move_hand_kind(v, m), +1);
        break;
    case MOVE_CAPTURE:
    case MOVE_EN_PASSANT:
    case MOVE_JUMP:
        pos_move_piece(pos, m->to, m->from);
        if (u->captured)
            pos_put(pos, m->capture_sq, u->captured);
        break;
    case MOVE_CATCH:
        pos_put(pos, m->to, u->captured);
        break;
    case MOVE_SHIFT:
        if (u->displaced) {
            pos_remove(pos, m->from);
            pos_move_piece(pos, m->to, m->from);
            pos_put(pos, m->to, u->displaced);
        } else {
            pos_move_piece(pos, m->to, m->from);
        }
        break;
    case MOVE_CASTLE:
        pos_remove(pos, castle_partner_to(m));
        if (m->to != m->from)
            pos_move_piece(pos, m->to, m->from);
        pos_put(pos, m->capture_sq, u->displaced);
        break;
    default: break;
    }
    pos->side = (uint8_t)piece_color(u->moved);
    pos->castling = u->castling;
    if (u->castle_squares_set) {
        Color c = piece_color(u->moved);
        pos->castle_king[c] = u->castle_king_old;
        pos->castle_partner[c][0] = u->castle_partner_old[0];
        pos->castle_partner[c][1] = u->castle_partner_old[1];
    }
    pos->checks[0] = u->checks[0];
    pos->checks[1] = u->checks[1];
    pos->ep_square = u->ep_square;
    pos->ep_victim = u->ep_victim;
    pos->halfmove = u->halfmove;
    pos->fullmove = u->fullmove;
    pos->captures[0] = u->captures[0];
    pos->captures[1] = u->captures[1];
    pos->moves_made[0] = u->moves_made[0];
    pos->moves_made[1] = u->moves_made[1];
    pos->last_drop = u->last_drop;
    pos->last_castle = u->last_castle;
    pos->passes = u->passes;
    pos->count_limit = u->count_limit;
    pos->count_ply = u->count_ply;
    pos->hash = u->hash;
    pos->royal_hint[0] = u->royal_hint[0];
    pos->royal_hint[1] = u->royal_hint[1];
}
