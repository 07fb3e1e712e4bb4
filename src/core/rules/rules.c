/* rules.c — candidate and legal moves, attacks, make/unmake (see rules.h). */
#include "rules.h"
#include "walls.h"

#include "shape.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- attacks ------------------------------------------------------------------- */

typedef struct HookCtx {
    const Variant *v;
} HookCtx;

static bool hook_danger(void *user, const Position *pos, Square from, Square to);
static bool hook_in_check(void *user, const Position *pos, Color side);

static bool removes_square(const Move *m, Square sq)
{
    return (m->flags & MF_CAPTURE) && m->capture_sq == sq;
}

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
 * has at most that many of it on the board (Fairy-Stockfish's pseudo-royal pieces). */
static uint64_t royal_kinds_of(const Variant *v, const Position *pos, Color side)
{
    uint64_t royal = v->attacks.royal_kinds;
    for (uint64_t limited = v->attacks.limited_royal_kinds; limited; limited &= limited - 1) {
        int k = __builtin_ctzll(limited);
        if (pos->kind_count[side][k] > v->kinds[k].royal_at_most)
            royal &= ~(1ULL << k);
    }
    return royal;
}

/* Do a royal piece of each side stand on one file or rank with nothing between them (the
 * flying general of xiangqi, janggi's bikjang)? */
static bool royals_face(const Variant *v, const Position *pos)
{
    uint64_t royal = royal_kinds_of(v, pos, WHITE), royal_black = royal_kinds_of(v, pos, BLACK);
    for (int i = 0; i < pos->piece_count[WHITE]; i++) {
        Square w = pos->list[WHITE][i];
        if (!((royal >> piece_kind(pos->board[w])) & 1))
            continue;
        for (int j = 0; j < pos->piece_count[BLACK]; j++) {
            Square b = pos->list[BLACK][j];
            /* on one file or one rank, as a rook sees it (Fairy-Stockfish's flying general) */
            if (!((royal_black >> piece_kind(pos->board[b])) & 1) || (sq_file(b) != sq_file(w) && sq_rank(b) != sq_rank(w)))
                continue;
            int df = (sq_file(b) > sq_file(w)) - (sq_file(b) < sq_file(w));
            int dr = (sq_rank(b) > sq_rank(w)) - (sq_rank(b) < sq_rank(w));
            bool clear = true;
            for (int f = sq_file(w) + df, r = sq_rank(w) + dr; (f != sq_file(b) || r != sq_rank(b)) && clear;
                 f += df, r += dr)
                if (pos_blocked(pos, sq_make(f, r)))
                    clear = false;
            if (clear)
                return true;
        }
    }
    return false;
}

bool rules_royals_face(const Variant *v, const Position *pos) { return royals_face(v, pos); }

/* Runs the capture chains the tables could not summarise, for one attacker. */
static bool complex_attack(const Variant *v, const Position *pos, Square from, Square sq)
{
    Piece p = pos->board[from];
    int kind = piece_kind(p);
    const CsmProgram *prog = v->kinds[kind].program;
    if (!prog)
        return false;
    Move buf[CSM_MAX_PIECE_MOVES];
    CsmOut out;
    CsmRun run = {pos, prog, &v->sym, kind, piece_color(p), true, NULL, NULL};
    int n = csm_program_chain_count(prog);
    for (int i = 0; i < n; i++) {
        const CsmChainInfo *info = csm_program_chain(prog, i);
        if (info->pattern || !info->can_capture)
            continue;
        if (info->piece_filter >= 0 && info->piece_filter != kind)
            continue;
        csm_out_init(&out, buf, CSM_MAX_PIECE_MOVES);
        csm_run_chain(&run, i, from, &out);
        for (int j = 0; j < out.count; j++)
            if (removes_square(&out.moves[j], sq) && may_stand(v, p, move_landing(&out.moves[j])))
                return true;
    }
    return false;
}

/* The leap and ride attacks on `sq` by `by`: with few enemy pieces for the steps there
 * are (most positions), each enemy piece is asked whether what separates it from `sq` is
 * one of its leaps or rides (AttackTables.by_delta), and only a ride's squares between are
 * looked at; otherwise each step is walked back from `sq`. */
static bool table_attack(const Variant *v, const Position *pos, Square sq, Color by)
{
    const AttackTables *t = &v->attacks;
    int npieces = pos->piece_count[by];
    if (t->by_delta && t->by_delta_kinds == v->nkinds && npieces <= t->nleap[by] + 2 * t->nride[by]) {
        const uint16_t *table = t->by_delta + (size_t)by * v->nkinds * ATTACK_DELTAS;
        int tf = sq_file(sq), tr = sq_rank(sq);
        for (int i = 0; i < npieces; i++) {
            Square from = pos->list[by][i];
            Piece p = pos->board[from];
            if (!p)
                continue; /* defensive: the lists follow the board */
            int k = piece_kind(p);
            uint16_t e = table[k * ATTACK_DELTAS + attack_delta(tf - sq_file(from), tr - sq_rank(from))];
            if (!e || !may_stand(v, p, sq))
                continue;
            if (e & ATTACK_BY_LEAP)
                return true;
            const AttackStep *s = &t->ride[by][(e & ~ATTACK_BY_LEAP) - 1];
            int step = s->dx + 16 * s->dy, at = from + step;
            while (at != sq && !pos_blocked(pos, (Square)at))
                at += step;
            if (at == sq)
                return true;
        }
        return false;
    }
    int f = sq_file(sq), r = sq_rank(sq);
    for (int i = 0; i < t->nleap[by]; i++) {
        const AttackStep *s = &t->leap[by][i];
        int sf = f - s->dx, sr = r - s->dy;
        if (!pos_on_board(pos, sf, sr))
            continue;
        Piece p = pos->board[sq_make(sf, sr)];
        if (p && piece_color(p) == by && ((s->kinds >> piece_kind(p)) & 1) && may_stand(v, p, sq))
            return true;
    }
    for (int i = 0; i < t->nride[by]; i++) {
        const AttackStep *s = &t->ride[by][i];
        int sf = f, sr = r;
        for (;;) {
            sf -= s->dx;
            sr -= s->dy;
            if (!pos_on_board(pos, sf, sr))
                break;
            Piece p = pos->board[sq_make(sf, sr)];
            if (p) {
                if (piece_color(p) == by && ((s->kinds >> piece_kind(p)) & 1) && may_stand(v, p, sq))
                    return true;
                break;
            }
        }
    }
    return false;
}

bool rules_is_attacked(const Variant *v, Position *pos, Square sq, Color by, Piece phantom)
{
    const AttackTables *t = &v->attacks;
    if (table_attack(v, pos, sq, by))
        return true;
    int f = sq_file(sq), r = sq_rank(sq);
    for (int i = 0; i < t->nslide[by]; i++) {
        const AttackStep *s = &t->slide[by][i];
        int sf = f - s->dx, sr = r - s->dy;
        if (!pos_on_board(pos, sf, sr))
            continue;
        Piece p = pos->board[sq_make(sf, sr)];
        if (!p || piece_color(p) != by || !((s->kinds >> piece_kind(p)) & 1) || !may_stand(v, p, sq))
            continue;
        int ax = abs(s->dx), ay = abs(s->dy);
        int g = ax > ay ? ax : ay;
        while (ax && ay && (ax % g || ay % g))
            g--;
        int ux = s->dx / g, uy = s->dy / g;
        bool clear = true;
        for (int k = 1; k < g && clear; k++)
            if (pos_blocked(pos, sq_make(sf + ux * k, sr + uy * k)))
                clear = false;
        if (clear)
            return true;
    }
    if (t->complex_kinds) {
        bool placed = false;
        if (pos->board[sq] == PIECE_NONE) {
            pos_put(pos, sq, phantom ? phantom : piece_make(0, color_flip(by)));
            placed = true;
        }
        bool hit = false;
        for (int i = 0; i < pos->piece_count[by] && !hit; i++) {
            Square from = pos->list[by][i];
            if ((t->complex_kinds >> piece_kind(pos->board[from])) & 1)
                hit = complex_attack(v, pos, from, sq);
        }
        if (placed)
            pos_remove(pos, sq);
        return hit;
    }
    return false;
}

/* Explosions: is a royal piece of `enemy` next to `s`? A capture there would blow it
 * up too, so nothing standing on `s` is attacked by that side. */
static bool touches_enemy_royal(const Variant *v, const Position *pos, Square s, Color enemy)
{
    uint64_t royal = royal_kinds_of(v, pos, enemy);
    for (int dr = -1; dr <= 1; dr++)
        for (int df = -1; df <= 1; df++) {
            int f = sq_file(s) + df, r = sq_rank(s) + dr;
            if ((!df && !dr) || !pos_on_board(pos, f, r))
                continue;
            Piece p = pos->board[sq_make(f, r)];
            if (p && piece_color(p) == enemy && ((royal >> piece_kind(p)) & 1))
                return true;
        }
    return false;
}

bool rules_in_check(const Variant *v, Position *pos, Color side)
{
    uint64_t royal = royal_kinds_of(v, pos, side);
    if (!royal)
        return false;
    if (v->rules.flying_general && royals_face(v, pos))
        return true; /* the generals see each other: as if each attacked the other */
    for (int i = 0; i < pos->piece_count[side]; i++) {
        Square s = pos->list[side][i];
        if ((royal >> piece_kind(pos->board[s])) & 1) {
            if (v->rules.explosions && touches_enemy_royal(v, pos, s, color_flip(side)))
                continue; /* touching royal pieces are immune */
            if (rules_is_attacked(v, pos, s, color_flip(side), PIECE_NONE))
                return true;
        }
    }
    return false;
}

/* Does `side` still have a royal piece (explosions can blow it up)? */
static bool has_royal(const Variant *v, const Position *pos, Color side)
{
    for (int k = 0; k < v->nkinds; k++)
        if (((royal_kinds_of(v, pos, side) >> k) & 1) && pos->kind_count[side][k])
            return true;
    return false;
}

static bool hook_in_check(void *user, const Position *pos, Color side)
{
    const HookCtx *ctx = user;
    Position copy = *pos;
    return rules_in_check(ctx->v, &copy, side);
}

static bool hook_danger(void *user, const Position *pos, Square from, Square to)
{
    const HookCtx *ctx = user;
    Position copy = *pos;
    Piece me = copy.board[from];
    pos_remove(&copy, from);
    if (copy.board[to])
        pos_remove(&copy, to);
    pos_put(&copy, to, me);
    return rules_is_attacked(ctx->v, &copy, to, color_flip(piece_color(me)), PIECE_NONE);
}

/* ---- candidate moves ------------------------------------------------------------ */

static void shape_moves(const Variant *v, const Position *pos, Square from, CsmOut *out)
{
    int n;
    const ShapeOffset *offs = shape_offsets(v->kinds[piece_kind(pos->board[from])].shape, &n);
    Color me = piece_color(pos->board[from]);
    int f0 = sq_file(from), r0 = sq_rank(from);
    Move m;
    memset(&m, 0, sizeof m);
    m.from = from;
    for (int i = 0; i < n; i++) {
        int dx, dy;
        csm_orient(me, offs[i].dx, offs[i].dy, &dx, &dy);
        int f = f0 + dx, r = r0 + dy;
        if (!pos_on_board(pos, f, r))
            continue;
        if (offs[i].slide) {
            int ax = abs(dx), ay = abs(dy);
            int g = ax > ay ? ax : ay;
            while (ax && ay && (ax % g || ay % g))
                g--;
            bool clear = true;
            for (int k = 1; k < g && clear; k++)
                if (pos_blocked(pos, sq_make(f0 + dx / g * k, r0 + dy / g * k)))
                    clear = false;
            if (!clear)
                continue;
        }
        Square to = sq_make(f, r);
        Piece p = pos->board[to];
        m.to = to;
        if (!p) {
            m.type = MOVE_QUIET;
            m.flags = 0;
        } else if (piece_color(p) != me) {
            m.type = MOVE_CAPTURE;
            m.flags = MF_CAPTURE;
            m.capture_sq = to;
        } else {
            continue;
        }
        csm_out_push(out, &m);
    }
}

static inline void fast_push(CsmOut *out, const Move *m, bool disjoint)
{
    if (disjoint) /* no duplicates, and room checked by the caller */
        out->moves[out->count++] = *m;
    else
        csm_out_push(out, m);
}

/* FastStep.twice: a quiet step; from there, where the bound's square is off the board,
 * the same step again (csm_vm.c run_step_twice). */
static void double_step(const Position *pos, Square from, const FastStep *st, bool disjoint, CsmOut *out)
{
    int f = sq_file(from) + st->dx, r = sq_rank(from) + st->dy;
    if (!pos_on_board(pos, f, r) || pos->board[sq_make(f, r)])
        return;
    Move m = {.from = from, .to = sq_make(f, r), .type = MOVE_QUIET};
    fast_push(out, &m, disjoint);
    if ((unsigned)(f + st->bx) < pos->files && (unsigned)(r + st->by) < pos->ranks)
        return; /* the bound does not hold */
    f += st->dx;
    r += st->dy;
    if (!pos_on_board(pos, f, r) || pos->board[sq_make(f, r)] || sq_make(f, r) == from)
        return;
    m.to = sq_make(f, r);
    fast_push(out, &m, disjoint);
}

/* The moves of a kind compiled to FastMoves: the same moves, in the same order, as the VM
 * running its leap, ride and double-step chains (csm_vm.c run_pattern, run_step_twice). */
static void fast_moves(const Position *pos, Square from, const FastMoves *fm, Color c, CsmOut *out)
{
    const FastStep *st = fm->step[c];
    int f0 = sq_file(from), r0 = sq_rank(from);
    for (int i = 0; i < fm->nsteps; i++) {
        if (st[i].twice) {
            double_step(pos, from, &st[i], fm->disjoint, out);
            continue;
        }
        for (int f = f0 + st[i].dx, r = r0 + st[i].dy; pos_on_board(pos, f, r); f += st[i].dx, r += st[i].dy) {
            Square to = sq_make(f, r);
            Piece p = pos->board[to];
            Move m = {.from = from, .to = to};
            if (p) {
                if (piece_color(p) == c || !st[i].capture)
                    break;
                m.type = st[i].catches ? MOVE_CATCH : MOVE_CAPTURE;
                m.flags = MF_CAPTURE;
                m.capture_sq = to;
            } else if (st[i].quiet) {
                m.type = MOVE_QUIET;
            }
            if (p || st[i].quiet)
                fast_push(out, &m, fm->disjoint);
            if (p || !st[i].ride)
                break;
        }
    }
}

static void piece_moves(const Variant *v, Position *pos, Square from, CsmOut *out, CsmRuntimeError *err)
{
    Piece p = pos->board[from];
    int kind = piece_kind(p);
    const PieceKind *k = &v->kinds[kind];
    int first = out->count;
    const FastMoves *fm = &v->attacks.fast[kind];
    if (fm->nsteps && out->count + fm->most <= out->capacity) {
        fast_moves(pos, from, fm, piece_color(p), out);
    } else if (k->shape) {
        shape_moves(v, pos, from, out);
    } else if (k->program) {
        HookCtx ctx = {v};
        CsmHooks hooks = {hook_danger, hook_in_check, &ctx};
        CsmRun run = {pos, k->program, &v->sym, kind, piece_color(p), false, &hooks, err};
        csm_run_piece(&run, from, out);
    }
    if ((v->attacks.region_kinds >> kind) & 1) { /* none of its moves may leave the region */
        int n = first;
        for (int i = first; i < out->count; i++)
            if (may_stand(v, p, move_landing(&out->moves[i])))
                out->moves[n++] = out->moves[i];
        out->count = n;
    }
}

int rules_piece_moves(const Variant *v, Position *pos, Square from, Move *out, int cap, CsmRuntimeError *err)
{
    CsmOut o;
    csm_out_init(&o, out, cap);
    if (pos->board[from])
        piece_moves(v, pos, from, &o, err);
    return o.count;
}

static bool in_promo_zone(const Variant *v, const PieceKind *k, Color c, Square s)
{
    if (k->promo_zone == PROMO_ZONE_LAST_RANK)
        return sq_rank(s) == (c == WHITE ? v->ranks - 1 : 0);
    return zone_has_side(&v->zones[k->promo_zone], c, s);
}

static int sign(int x) { return (x > 0) - (x < 0); }

/* A multi-step advance an enemy may take en passant: forward along a straight or
 * diagonal line, at least two steps, over squares that were all empty (the squares the
 * piece passed). The pawn's double step and Berolina's diagonal one are both. */
static inline bool passes_squares(const Position *pos, const Move *m, Color c)
{
    int dy = sq_rank(m->to) - sq_rank(m->from);
    if (dy > -2 && dy < 2) /* most moves: one step, decided at once */
        return false;
    int dx = sq_file(m->to) - sq_file(m->from), len = abs(dy);
    if ((c == WHITE ? dy < 0 : dy > 0) || (dx != 0 && abs(dx) != len))
        return false;
    /* the passed squares, as packed-index steps (rank * 16 + file) */
    int step = (dy > 0 ? 16 : -16) + sign(dx);
    for (int i = 1, sq = m->from + step; i < len; i++, sq += step)
        if (pos->board[sq])
            return false;
    return true;
}

/* Has `side` as many pieces as a promotion limit allows of the group holding `kind`? */
static bool over_promo_limit(const Variant *v, const Position *pos, Color side, int kind)
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

/* Adds the variant-rule details to a piece's raw moves: double-step marks and
 * promotion choices. Moves are appended to `out` starting at `first`. */
static int finish_moves(const Variant *v, const Position *pos, Move *moves, int first, int n, int cap)
{
    int end = n, barred = 0, last_from = -1;
    const PieceKind *k = NULL;
    Color c = WHITE;
    for (int i = first; i < end; i++) {
        Move *m = &moves[i];
        if (m->from != last_from) { /* most calls: one piece's moves */
            last_from = m->from;
            Piece p = pos->board[m->from];
            k = &v->kinds[piece_kind(p)];
            c = piece_color(p);
        }
        if (k->en_passant && m->type == MOVE_QUIET && passes_squares(pos, m, c))
            m->flags |= MF_DOUBLE_STEP;
        if (m->type == MOVE_EN_PASSANT) /* never a promotion, even into the zone (Fairy-Stockfish) */
            continue;
        if (k->promo_barred && m->become == 0 && m->type != MOVE_CATCH &&
            (in_promo_zone(v, k, c, m->to) || (k->promo_on_leaving && in_promo_zone(v, k, c, m->from)))) {
            m->type = MOVE_TYPE_COUNT; /* nothing to promote to: no such move (taken out below) */
            barred++;
            continue;
        }
        if (k->npromo && m->become == 0 && m->type != MOVE_CATCH &&
            (!k->promo_on_capture || move_is_capture(m)) &&
            (in_promo_zone(v, k, c, m->to) || (k->promo_on_leaving && in_promo_zone(v, k, c, m->from)))) {
            uint8_t to[VARIANT_MAX_PROMO];
            int nto = 0;
            for (int j = 0; j < k->npromo; j++)
                if (!over_promo_limit(v, pos, c, k->promo_to[j]))
                    to[nto++] = k->promo_to[j];
            if (!nto) /* every choice at its limit: the move is made as it is (Fairy-Stockfish) */
                continue;
            Move base = *m;
            if (k->promo_optional && n < cap) /* staying as it is stays a choice */
                moves[n++] = base;
            m->become = (uint8_t)(to[0] + 1);
            for (int j = 1; j < nto && n < cap; j++) {
                moves[n] = base;
                moves[n].become = (uint8_t)(to[j] + 1);
                n++;
            }
        }
    }
    if (barred) {
        int kept = first;
        for (int i = first; i < n; i++)
            if (moves[i].type != MOVE_TYPE_COUNT)
                moves[kept++] = moves[i];
        n = kept;
    }
    return n;
}

#define MIN2(a, b) ((a) < (b) ? (a) : (b))
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define MIN4(a, b, c, d) MIN2(MIN2(a, b), MIN2(c, d))
#define MAX4(a, b, c, d) MAX2(MAX2(a, b), MAX2(c, d))

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
        if (!(v->rules.explosions && touches_enemy_royal(v, pos, cross, color_flip(me))) &&
            rules_is_attacked(v, pos, cross, color_flip(me), king))
            return false;
        if (f == king_to)
            break;
    }
    return true;
}

static void castling_moves(const Variant *v, Position *pos, CsmOut *out)
{
    Color me = (Color)pos->side;
    int rights = pos->castling >> (me * 2) & 3;
    if (!rights || pos->castle_king[me] < 0)
        return;
    Square ks = (Square)pos->castle_king[me];
    Piece king = pos->board[ks];
    if (!king || piece_color(king) != me || !v->kinds[piece_kind(king)].castling)
        return;
    int rank = sq_rank(ks), kf = sq_file(ks);
    for (int wing = 0; wing < 2; wing++) {
        if (!(rights >> wing & 1) || pos->castle_partner[me][wing] < 0)
            continue;
        Square ps = (Square)pos->castle_partner[me][wing];
        Piece partner = pos->board[ps];
        if (!partner || piece_color(partner) != me || !v->kinds[piece_kind(partner)].castling_partner)
            continue;
        int pf = sq_file(ps);
        int king_to = v->rules.castle_to[wing] ? v->rules.castle_to[wing] - 1 : wing == 0 ? 2 : pos->files - 2;
        int partner_to = wing == 0 ? king_to + 1 : king_to - 1; /* beside the king, on the inner side */
        /* every square the king and the partner cross or land on empty, but for the two
         * (Chess960's rule; in chess it is the squares between them and the landings),
         * and the squares between them too */
        int lo = MIN4(kf, pf, king_to, partner_to), hi = MAX4(kf, pf, king_to, partner_to);
        bool ok = true;
        for (int f = lo; f <= hi && ok; f++) {
            Square s = sq_make(f, rank);
            if (s == ks || s == ps)
                continue;
            bool king_path = (f >= kf && f <= king_to) || (f <= kf && f >= king_to);
            bool partner_path = (f >= pf && f <= partner_to) || (f <= pf && f >= partner_to);
            bool between = (f > kf && f < pf) || (f < kf && f > pf);
            if ((king_path || partner_path || between) && pos_blocked(pos, s))
                ok = false;
        }
        if (!ok)
            continue; /* whether the king is in check or crosses an attack: castle_is_safe */
        Move m;
        memset(&m, 0, sizeof m);
        m.from = ks;
        m.to = sq_make(king_to, rank);
        m.type = MOVE_CASTLE;
        m.capture_sq = ps;
        csm_out_push(out, &m);
    }
}

static void en_passant_moves(const Variant *v, Position *pos, CsmOut *out, CsmRuntimeError *err)
{
    if (pos->ep_square < 0 || pos->ep_victim < 0 || !v->attacks.ep_kinds)
        return;
    Color me = (Color)pos->side;
    Square ep = (Square)pos->ep_square, victim = (Square)pos->ep_victim;
    Piece vp = pos->board[victim];
    if (!vp || piece_color(vp) == me || pos->board[ep])
        return;
    /* every square the piece passed, from ep_square (next to where it started) on */
    int sx = sign(sq_file(victim) - sq_file(ep)), sy = sign(sq_rank(victim) - sq_rank(ep));
    Move buf[CSM_MAX_PIECE_MOVES];
    Square passed = ep;
    for (int steps = 0; passed != victim && steps < CSM_MAX_BOARD; steps++) {
        if (!pos_on_board(pos, sq_file(passed), sq_rank(passed)) || pos->board[passed])
            break;
        pos_put(pos, passed, vp); /* a stand-in for the passed piece, so capture scripts see it */
        /* nothing of ours attacks the square (the attack tables answer most of this
         * without running a script): no piece can take there */
        bool reachable = rules_is_attacked(v, pos, passed, me, vp);
        for (int i = 0; i < pos->piece_count[me] && reachable; i++) {
            Square from = pos->list[me][i];
            int kind = piece_kind(pos->board[from]);
            if (!v->kinds[kind].en_passant)
                continue;
            CsmOut o;
            csm_out_init(&o, buf, CSM_MAX_PIECE_MOVES);
            piece_moves(v, pos, from, &o, err);
            for (int j = 0; j < o.count; j++) {
                Move m = o.moves[j];
                if (m.type != MOVE_CAPTURE || m.to != passed)
                    continue;
                m.type = MOVE_EN_PASSANT;
                m.capture_sq = victim;
                csm_out_push(out, &m);
            }
        }
        pos_remove(pos, passed);
        passed = sq_make(sq_file(passed) + sx, sq_rank(passed) + sy);
    }
}

void rules_drop_idle_ep(const Variant *v, Position *pos)
{
    if (pos->ep_square < 0)
        return;
    Move buf[CSM_MAX_PIECE_MOVES];
    CsmOut o;
    csm_out_init(&o, buf, CSM_MAX_PIECE_MOVES);
    CsmRuntimeError ignored = {0}; /* the same scripts report it when moves are generated */
    en_passant_moves(v, pos, &o, &ignored);
    if (o.count)
        return;
    pos->hash ^= zobrist_ep(pos->ep_square);
    pos->ep_square = pos->ep_victim = NO_SQUARE;
}

/* Has colour `c` a piece of kind `kind` on the file of `s`? (nifu) */
static bool kind_on_file(const Position *pos, int kind, Color c, Square s)
{
    Piece want = piece_make(kind, c);
    for (int r = 0; r < pos->ranks; r++)
        if (pos->board[sq_make(sq_file(s), r)] == want)
            return true;
    return false;
}

/* rules: drop_entry: the squares a drop may enter (entry[s]), for every kind alike.
 * top: the first rank, or a square right above a piece (Connect Four's falling disc).
 * any_side: a piece pushed in along a rank or a file from an edge whose square there is
 * empty. From the left (bottom) edge it slides until a piece stops it or it reaches the
 * far edge; from the right (top) edge it takes, as Fairy-Stockfish computes it, the first
 * empty square counted from the left (bottom) that is on the first file (rank) or next to
 * a piece on that side — the same square wherever the line has no gap. */
static bool occupied_at(const Position *pos, int f, int r)
{
    return pos_on_board(pos, f, r) && pos->board[sq_make(f, r)];
}

static void drop_entries(const Position *pos, int mode, bool *entry)
{
    int F = pos->files, R = pos->ranks;
    memset(entry, 0, CSM_SQUARES * sizeof *entry);
    if (mode == DROP_ENTRY_TOP) {
        for (int r = 0; r < R; r++)
            for (int f = 0; f < F; f++)
                entry[sq_make(f, r)] = r == 0 || occupied_at(pos, f, r - 1);
        return;
    }
    /* along ranks: (dx, dy) = (1, 0); along files: (0, 1); line i of each */
    for (int axis = 0; axis < 2; axis++) {
        int lines = axis ? F : R, len = axis ? R : F;
        for (int i = 0; i < lines; i++) {
#define AT(j) (axis ? sq_make(i, (j)) : sq_make((j), i))
#define FULL(j) ((j) >= 0 && (j) < len && pos->board[AT(j)])
            if (!FULL(0)) /* from the near edge: up to the first piece or the far edge */
                for (int j = 0; j < len; j++)
                    if (!FULL(j) && (j == len - 1 || FULL(j + 1))) {
                        entry[AT(j)] = true;
                        break;
                    }
            if (!FULL(len - 1)) /* from the far edge, as Fairy-Stockfish finds the square */
                for (int j = 0; j < len; j++)
                    if (!FULL(j) && (j == 0 || FULL(j - 1))) {
                        entry[AT(j)] = true;
                        break;
                    }
#undef FULL
#undef AT
        }
    }
}

/* drop: { opposite_colours: true } (placement chess's bishops, as Fairy-Stockfish's
 * dropOppositeColoredBishop): of a side's N pieces of such a kind, board and hand, at most
 * (N+1)/2 may stand on squares of one colour, so a drop of it onto a colour that holds its
 * share is refused; and any other drop must leave squares enough (empty, in the kind's
 * drop zone) for N/2 of them on each colour, counting those already standing there. */
typedef struct ColourBound {
    int kind, total;  /* the kind; its count on the board and in hand */
    int on[2];        /* standing on dark (0) and light (1) squares */
    int free[2];      /* squares it could still be dropped on, per colour */
} ColourBound;

static int square_colour(Square s) { return (sq_file(s) + sq_rank(s)) & 1; } /* a1: dark, 0 */

static int colour_bounds(const Variant *v, Position *pos, Color me, ColourBound *cb)
{
    int n = 0;
    for (int kind = 0; kind < v->nkinds; kind++) {
        if (!((v->rules.opposite_colour_kinds >> kind) & 1))
            continue;
        ColourBound *c = &cb[n++];
        memset(c, 0, sizeof *c);
        c->kind = kind;
        c->total = pos->kind_count[me][kind] + pos->hand[me][kind];
        const PieceKind *k = &v->kinds[kind];
        for (int r = 0; r < pos->ranks; r++)
            for (int f = 0; f < pos->files; f++) {
                Square s = sq_make(f, r);
                Piece p = pos->board[s];
                if (p && piece_color(p) == me && piece_kind(p) == kind)
                    c->on[square_colour(s)]++;
                else if (!pos_blocked(pos, s) && (k->drop_zone < 0 || zone_has_side(&v->zones[k->drop_zone], me, s)) &&
                         may_stand(v, piece_make(kind, me), s))
                    c->free[square_colour(s)]++;
            }
    }
    return n;
}

static bool colour_bound_allows(const Variant *v, const ColourBound *cb, int n, int kind, Square s, Color me)
{
    int col = square_colour(s);
    for (int i = 0; i < n; i++) {
        const ColourBound *c = &cb[i];
        if (kind == c->kind) {
            if (c->on[col] + 1 > (c->total + 1) / 2)
                return false;
            continue;
        }
        const PieceKind *k = &v->kinds[c->kind];
        bool takes = (k->drop_zone < 0 || zone_has_side(&v->zones[k->drop_zone], me, s)) &&
                     may_stand(v, piece_make(c->kind, me), s); /* s was free for it */
        for (int side = 0; side < 2; side++)
            if (c->on[side] + c->free[side] - (takes && side == col) < c->total / 2)
                return false;
    }
    return true;
}

static const int KING_STEPS[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

/* The piece on (f, r) if it lies on the board's grid (a wall reads as empty), else 0. */
static inline Piece piece_at(const Position *pos, int f, int r)
{
    if ((unsigned)f >= pos->files || (unsigned)r >= pos->ranks)
        return PIECE_NONE;
    return pos->board[sq_make(f, r)];
}

static inline bool is_side(Piece p, Color c) { return p && piece_color(p) == c; }

/* Does a drop of `me` on the empty `s` obey rules.drop_rule? */
static bool drop_rule_allows(const Variant *v, const Position *pos, Color me, Square s)
{
    int f = sq_file(s), r = sq_rank(s);
    Color them = color_flip(me);
    switch (v->rules.drop_rule) {
    case DROP_RULE_BESIDE_OWN: /* ataxx's clone: next to one of mine */
        for (int d = 0; d < 8; d++)
            if (is_side(piece_at(pos, f + KING_STEPS[d][0], r + KING_STEPS[d][1]), me))
                return true;
        return false;
    case DROP_RULE_APART: /* snort: never beside an enemy piece along a rank or file */
        for (int d = 0; d < 4; d++)
            if (is_side(piece_at(pos, f + KING_STEPS[d][0], r + KING_STEPS[d][1]), them))
                return false;
        return true;
    case DROP_RULE_ENCLOSING: { /* reversi: next to an enemy, closing a line on one of mine */
        bool beside = false;
        for (int d = 0; d < 8 && !beside; d++)
            beside = is_side(piece_at(pos, f + KING_STEPS[d][0], r + KING_STEPS[d][1]), them);
        if (!beside)
            return false;
        /* along each line, past enemy pieces (and walls, as Fairy-Stockfish looks past
         * them here), the first other square must hold one of mine, not next to `s` */
        for (int d = 0; d < 8; d++) {
            int dx = KING_STEPS[d][0], dy = KING_STEPS[d][1], n = 1;
            int x = f + dx, y = r + dy;
            for (; (unsigned)x < pos->files && (unsigned)y < pos->ranks; x += dx, y += dy, n++) {
                Square t = sq_make(x, y);
                Piece p = pos->board[t];
                if (is_side(p, them) || (!p && pos->has_walls && pos_is_wall(pos, t)))
                    continue;
                if (is_side(p, me) && n >= 2)
                    return true;
                break;
            }
        }
        return false;
    }
    default: return true;
    }
}

/* rules.first_drops: is some square of the zone still without a piece (a wall counts as
 * without, as Fairy-Stockfish's enclosingDropStart sees it)? */
static bool first_drops_open(const Variant *v, const Position *pos)
{
    const Zone *z = &v->zones[v->rules.first_drops - 1];
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++)
            if (zone_has(z, sq_make(f, r)) && !pos->board[sq_make(f, r)])
                return true;
    return false;
}

/* rules.flip: turns the enemy pieces the piece just landed on `to` encloses (or touches)
 * to the mover's colour, marking them in `flipped`. */
static void flip_pieces(const Variant *v, Position *pos, const Move *m, Color me, uint64_t *flipped)
{
    Square to = move_landing(m);
    int f = sq_file(to), r = sq_rank(to);
    Color them = color_flip(me);
    memset(flipped, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    if (v->rules.flip == FLIP_ENCLOSED) {
        for (int d = 0; d < 8; d++) {
            int dx = KING_STEPS[d][0], dy = KING_STEPS[d][1], n = 1;
            int x = f + dx, y = r + dy;
            while (is_side(piece_at(pos, x, y), them))
                x += dx, y += dy, n++;
            if (n < 2 || !is_side(piece_at(pos, x, y), me))
                continue;
            for (x = f + dx, y = r + dy; --n > 0; x += dx, y += dy) {
                Square t = sq_make(x, y);
                flipped[t >> 6] |= 1ULL << (t & 63);
            }
        }
    } else {
        bool joined = v->rules.flip == FLIP_ADJACENT || m->type != MOVE_DROP;
        for (int d = 0; d < 8 && !joined; d++)
            joined = is_side(piece_at(pos, f + KING_STEPS[d][0], r + KING_STEPS[d][1]), me);
        if (!joined) /* a drop touching none of its own pieces turns nothing (quadwrangle) */
            return;
        for (int d = 0; d < 8; d++) {
            int x = f + KING_STEPS[d][0], y = r + KING_STEPS[d][1];
            if (is_side(piece_at(pos, x, y), them)) {
                Square t = sq_make(x, y);
                flipped[t >> 6] |= 1ULL << (t & 63);
            }
        }
    }
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t b = flipped[w]; b; b &= b - 1) {
            Square t = (Square)(w * 64 + __builtin_ctzll(b));
            Piece p = pos->board[t];
            pos_remove(pos, t);
            pos_put(pos, t, piece_make(piece_kind(p), me));
        }
}

/* Every drop of the side to move: each kind in its hand onto each empty square the
 * kind's drop rules allow (the mate rule is a legality test: rules_legal_moves). */
static void drop_moves(const Variant *v, Position *pos, CsmOut *out)
{
    Color me = (Color)pos->side;
    bool free_drops = v->rules.free_drops;
    if (!v->rules.hands || (!pos->hand_total[me] && !free_drops))
        return; /* S-chess's hands only gate */
    bool entry[CSM_SQUARES];
    bool entries = v->rules.drop_entry != DROP_ENTRY_ANYWHERE;
    if (entries)
        drop_entries(pos, v->rules.drop_entry, entry);
    ColourBound cb[CSM_MAX_KINDS];
    int ncb = v->rules.opposite_colour_kinds ? colour_bounds(v, pos, me, cb) : 0;
    bool first = v->rules.first_drops && first_drops_open(v, pos);
    const Zone *first_zone = first ? &v->zones[v->rules.first_drops - 1] : NULL;
    bool ruled = v->rules.drop_rule != DROP_RULE_ANY && !first;
    for (int kind = 0; kind < v->nkinds; kind++) {
        const PieceKind *k = &v->kinds[kind];
        if ((!pos->hand[me][kind] && !free_drops) || k->no_drop)
            continue;
        for (int r = 0; r < pos->ranks; r++)
            for (int f = 0; f < pos->files; f++) {
                Square s = sq_make(f, r);
                if (pos_blocked(pos, s) || (entries && !entry[s]))
                    continue;
                if (first_zone && !zone_has(first_zone, s))
                    continue;
                if (ruled && !drop_rule_allows(v, pos, me, s))
                    continue;
                if (k->drop_zone >= 0 && !zone_has_side(&v->zones[k->drop_zone], me, s))
                    continue;
                if (!may_stand(v, piece_make(kind, me), s)) /* never outside its region */
                    continue;
                if (k->drop_no_doubled && kind_on_file(pos, kind, me, s))
                    continue;
                if (ncb && !colour_bound_allows(v, cb, ncb, kind, s, me))
                    continue;
                Move m;
                memset(&m, 0, sizeof m);
                m.from = m.to = s;
                m.type = MOVE_DROP;
                m.become = (uint8_t)(kind + 1);
                if (!v->rules.immobility_illegal || !kind_stuck_on(k, me, s))
                    csm_out_push_new(out, &m); /* one drop per kind and square: never a duplicate */
                /* dropped already promoted (Kyoto shogi): where the piece in hand may go, and
                 * where the promoted form could still move */
                for (uint64_t forms = k->drop_promoted; forms; forms &= forms - 1) {
                    int form = __builtin_ctzll(forms);
                    if (v->rules.immobility_illegal && kind_stuck_on(&v->kinds[form], me, s))
                        continue;
                    m.become = (uint8_t)(form + 1);
                    m.flags = MF_PROMOTED_DROP;
                    csm_out_push_new(out, &m);
                }
            }
    }
}

static Square castle_partner_to(const Move *m);

/* S-chess: may a piece be gated onto `s` (a first-rank square of `me` whose right stands)? */
static bool gate_open(const Position *pos, Color me, Square s)
{
    int home = me == WHITE ? 0 : pos->ranks - 1;
    return sq_rank(s) == home && ((pos->gates[me] >> sq_file(s)) & 1);
}

/* Gating (S-chess): every move off a first-rank square that still has its right may also
 * bring a piece of the hand onto the square left; castling onto either square left. */
static void gating_moves(const Variant *v, Position *pos, CsmOut *out)
{
    Color me = (Color)pos->side;
    if (!v->rules.gating || !pos->hand_total[me])
        return;
    int n = out->count;
    for (int i = 0; i < n; i++) {
        Move base = out->moves[i];
        if (base.type == MOVE_DROP || base.become)
            continue;
        for (int kind = 0; kind < v->nkinds && kind < 63; kind++) {
            const PieceKind *k = &v->kinds[kind];
            if (!pos->hand[me][kind] || k->no_drop)
                continue;
            /* where a piece may not be dropped it may not be gated either (S-House's pawns) */
            if (k->drop_zone >= 0 && !zone_has_side(&v->zones[k->drop_zone], me, base.from))
                continue;
            uint8_t gate = (uint8_t)((kind + 1) << MF_GATE_SHIFT);
            bool castle = base.type == MOVE_CASTLE;
            /* onto the king's square (or any mover's), unless the castled king stays there or
             * the castled rook lands there (Chess960 castling may leave either in place) */
            if (gate_open(pos, me, base.from) &&
                !(castle && (base.to == base.from || castle_partner_to(&base) == base.from))) {
                Move m = base;
                m.flags = (uint8_t)((m.flags & 3) | gate);
                csm_out_push(out, &m);
            }
            /* castling: onto the rook's square, unless the king lands there or the rook stays */
            if (castle && gate_open(pos, me, base.capture_sq) && base.to != base.capture_sq &&
                castle_partner_to(&base) != base.capture_sq) {
                Move m = base;
                m.flags = (uint8_t)(MF_DOUBLE_STEP | gate);
                csm_out_push(out, &m);
            }
        }
    }
}

/* Has a piece of `kind` on `s` a move on a board holding only it and, on `screen` (or
 * nowhere: -1), a piece of its side of another kind? */
static bool has_quiet_move(const Variant *v, int kind, Color c, Square s, int screen, Move *buf)
{
    Position pos;
    CsmRuntimeError ignored = {0};
    pos_init(&pos, v->files, v->ranks);
    pos.side = (uint8_t)c;
    pos_put(&pos, s, piece_make(kind, c));
    if (screen >= 0)
        pos_put(&pos, (Square)screen, piece_make(kind == 0 && v->nkinds > 1 ? 1 : 0, c));
    int n = rules_piece_moves(v, &pos, s, buf, CSM_MAX_PIECE_MOVES, &ignored);
    for (int i = 0; i < n; i++)
        if (buf[i].to != screen) /* not onto (or swapping with) the screen */
            return true;
    return false;
}

void rules_compute_stuck(Variant *v)
{
    Move buf[CSM_MAX_PIECE_MOVES];
    for (int kind = 0; kind < v->nkinds; kind++) {
        PieceKind *k = &v->kinds[kind];
        memset(k->stuck, 0, sizeof k->stuck);
        if (!k->program && !k->shape)
            continue;
        for (int c = 0; c < 2; c++)
            for (int r = 0; r < v->ranks; r++)
                for (int f = 0; f < v->files; f++) {
                    Square s = sq_make(f, r);
                    if (!has_quiet_move(v, kind, (Color)c, s, -1, buf)) {
                        /* a hopper moves over a screen: one of its own side anywhere (as
                         * Fairy-Stockfish counts a hopper's reach, never stuck by an empty
                         * board) */
                        bool moves = false;
                        for (int t = 0; t < v->files * v->ranks && !moves; t++) {
                            Square screen = sq_make(t % v->files, t / v->files);
                            moves = screen != s && has_quiet_move(v, kind, (Color)c, s, screen, buf);
                        }
                        if (!moves)
                            k->stuck[c][s >> 6] |= 1ULL << (s & 63);
                    }
                }
    }
}

/* For the kinds whose moves reset the fifty-move count only when irreversible: the
 * squares each quiet move reaches from every square of an otherwise empty board. */
void rules_compute_quiet_reach(Variant *v)
{
    Position pos;
    Move buf[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError ignored = {0};
    enum { WORDS = CSM_SQUARES / 64 };
    for (int kind = 0; kind < v->nkinds; kind++) {
        PieceKind *k = &v->kinds[kind];
        free(k->quiet_reach);
        k->quiet_reach = NULL;
        if (!((v->attacks.irreversible_kinds >> kind) & 1) || (!k->program && !k->shape))
            continue;
        k->quiet_reach = calloc((size_t)2 * CSM_SQUARES * WORDS, sizeof *k->quiet_reach);
        if (!k->quiet_reach)
            continue; /* no table: every move resets, as for a pawn */
        for (int c = 0; c < 2; c++)
            for (int r = 0; r < v->ranks; r++)
                for (int f = 0; f < v->files; f++) {
                    Square s = sq_make(f, r);
                    pos_init(&pos, v->files, v->ranks);
                    pos.side = (uint8_t)c;
                    pos_put(&pos, s, piece_make(kind, (Color)c));
                    uint64_t *reach = k->quiet_reach + ((size_t)c * CSM_SQUARES + s) * WORDS;
                    int n = rules_piece_moves(v, &pos, s, buf, CSM_MAX_PIECE_MOVES, &ignored);
                    for (int i = 0; i < n; i++)
                        if ((buf[i].type == MOVE_QUIET || buf[i].type == MOVE_JUMP) && !(buf[i].flags & MF_CAPTURE))
                            reach[buf[i].to >> 6] |= 1ULL << (buf[i].to & 63);
                }
    }
}

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

/* The pass (janggi): written as the royal piece's square twice, as Fairy-Stockfish does
 * (without a royal piece, the lowest square one of the side's pieces stands on). */
static void pass_move(const Variant *v, const Position *pos, CsmOut *out)
{
    Color me = (Color)pos->side;
    int at = -1;
    for (int i = 0; i < pos->piece_count[me]; i++) {
        Square s = pos->list[me][i];
        bool royal = (royal_kinds_of(v, pos, me) >> piece_kind(pos->board[s])) & 1;
        if (royal) {
            at = s;
            break;
        }
        if (at < 0 || s < at)
            at = s;
    }
    if (at < 0)
        return;
    Move m;
    memset(&m, 0, sizeof m);
    m.type = MOVE_PASS;
    m.from = m.to = (Square)at;
    csm_out_push(out, &m);
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

/* The squares move `m`'s wall may go on (walls.h), worked out on the position after it. */
static void wall_squares_of(const Variant *v, Position *pos, const Move *m, uint64_t squares[CSM_SQUARES / 64])
{
    Undo u;
    rules_make(v, pos, m, &u);
    Move next[CSM_MAX_PIECE_MOVES];
    int nnext = 0;
    Square at = move_landing(m);
    if (v->rules.walls == WALLS_ARROW && pos->board[at]) {
        CsmRuntimeError ignored = {0};
        nnext = rules_piece_moves(v, pos, at, next, CSM_MAX_PIECE_MOVES, &ignored);
    }
    walls_squares(v, pos, m, &u, next, nnext, squares);
    rules_unmake(v, pos, &u);
}

/* rules.walls: each of the `n` candidates once per square its wall may go on; with
 * walls_or_move, the candidates as they are and the wall-only moves. */
static int add_walls(const Variant *v, Position *pos, Move *out, int n, int cap)
{
    uint64_t squares[CSM_SQUARES / 64];
    if (v->rules.walls_or_move) {
        Move pass;
        if (!walls_pass(pos, &pass))
            return n;
        wall_squares_of(v, pos, &pass, squares);
        return walls_push(out, n, cap, &pass, squares);
    }
    Move *base = malloc((size_t)(n ? n : 1) * sizeof *base);
    if (!base)
        return 0;
    memcpy(base, out, (size_t)n * sizeof *base);
    int k = 0;
    for (int i = 0; i < n; i++) {
        wall_squares_of(v, pos, &base[i], squares);
        k = walls_push(out, k, cap, &base[i], squares);
    }
    free(base);
    return k;
}

int rules_pseudo_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err)
{
    CsmOut o;
    csm_out_init(&o, out, cap);
    Color me = (Color)pos->side;
    int n = 0;
    for (int i = 0; i < pos->piece_count[me]; i++) {
        Square from = pos->list[me][i];
        /* each piece deduplicates only its own squares */
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            o.seen[w] = 0;
        piece_moves(v, pos, from, &o, err);
        const PieceKind *k = &v->kinds[piece_kind(pos->board[from])];
        if (k->en_passant || k->promo_barred || k->npromo) /* else nothing to mark or promote */
            o.count = finish_moves(v, pos, out, n, o.count, cap);
        n = o.count;
    }
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        o.seen[w] = ~0ULL; /* force full compares for the rule moves */
    en_passant_moves(v, pos, &o, err);
    o.count = finish_moves(v, pos, out, n, o.count, cap);
    castling_moves(v, pos, &o);
    gating_moves(v, pos, &o);
    drop_moves(v, pos, &o);
    if (v->rules.pass)
        pass_move(v, pos, &o);
    if (v->rules.walls)
        return add_walls(v, pos, out, o.count, cap);
    return o.count;
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

bool rules_move_is_legal(const Variant *v, Position *pos, const Move *m)
{
    Color me = (Color)pos->side;
    if (leaves_stuck(v, pos, m))
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
    bool facing = v->rules.bikjang && royals_face(v, pos);
    if (facing && m->type == MOVE_PASS)
        return true;
    Undo u;
    rules_make(v, pos, m, &u);
    bool ok;
    if (v->rules.explosions && u.nblast)
        /* blowing up one's own royal piece is illegal; blowing up the enemy's ends the game */
        ok = has_royal(v, pos, me) && (!has_royal(v, pos, color_flip(me)) || !rules_in_check(v, pos, me));
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
    if (ok && facing && royals_face(v, pos))
        ok = false;
    rules_unmake(v, pos, &u);
    return ok;
}

/* The side's pieces that may be pinned: each stands first on an enemy ride line from one
 * of its royal pieces, with an enemy rider of that direction next beyond it. Moving any
 * other piece off its square cannot open a line onto a royal square. */
static void find_pinned(const Variant *v, const Position *pos, const Square *royals, int nroyals, Color enemy,
                        uint64_t pinned[CSM_SQUARES / 64])
{
    const AttackTables *t = &v->attacks;
    memset(pinned, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
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
                if (own < 0 && piece_color(p) != enemy) {
                    own = s; /* the first piece: ours, maybe pinned */
                    continue;
                }
                if (own >= 0 && piece_color(p) == enemy && ((t->ride[enemy][i].kinds >> piece_kind(p)) & 1))
                    pinned[own >> 6] |= 1ULL << (own & 63);
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

void rules_legality_init(const Variant *v, Position *pos, Legality *l)
{
    Color me = (Color)pos->side, enemy = color_flip(me);
    const AttackTables *t = &v->attacks;
    /* The quick test is exact only when every enemy attack is a table leap or ride:
     * then a non-royal piece stepping off a square that no ride line joins to a royal
     * piece cannot expose it, unless the side is in check already. */
    l->quick = t->royal_kinds && !t->limited_royal_kinds && !t->complex_kinds && !t->nslide[enemy] &&
               !v->rules.giving_check_forbidden && !v->rules.explosions && !v->rules.flying_general &&
               !v->rules.bikjang && !v->rules.walls && !v->attacks.petrify_kinds;
    l->nroyals = 0;
    l->evade = false;
    l->checkers = 0;
    if (!l->quick)
        return;
    for (int i = 0; i < pos->piece_count[me] && l->nroyals < 8; i++) {
        Square s = pos->list[me][i];
        if ((t->royal_kinds >> piece_kind(pos->board[s])) & 1)
            l->royals[l->nroyals++] = s;
    }
    bool in_check = false;
    for (int r = 0; r < l->nroyals && !in_check; r++)
        in_check = rules_is_attacked(v, pos, l->royals[r], enemy, PIECE_NONE);
    /* in check with one royal piece: only a move onto a checker or between it and the
     * royal square can answer, unless the royal piece moves */
    l->evade = in_check && l->nroyals == 1;
    l->quick = !in_check && l->nroyals > 0;
    if (l->quick)
        find_pinned(v, pos, l->royals, l->nroyals, enemy, l->pinned);
    if (l->evade)
        l->checkers = find_checks(v, pos, l->royals[0], enemy, l->answers);
}

bool rules_legality_test(const Variant *v, Position *pos, const Legality *l, const Move *m)
{
    Color enemy = color_flip((Color)pos->side);
    const AttackTables *t = &v->attacks;
    if (m->type == MOVE_DROP) {
        /* a drop adds a piece and opens no line: out of check it is always safe (the
         * table attacks see only the board), in check it must block */
        bool safe = l->quick && !t->any_reads_attacks;
        bool hopeless = l->evade && (l->checkers > 1 || !((l->answers[m->to >> 6] >> (m->to & 63)) & 1));
        return !hopeless && (safe || rules_move_is_legal(v, pos, m)) && !drop_checks_illegally(v, pos, m);
    }
    if (leaves_stuck(v, pos, m))
        return false;
    bool plain = m->type == MOVE_QUIET || m->type == MOVE_CAPTURE;
    bool royal_mover = (t->royal_kinds >> piece_kind(pos->board[m->from])) & 1;
    if (l->quick && royal_mover && plain && !m->become) {
        /* Table attacks only read the board: lift the royal piece and ask about its
         * target square (with it lifted, riders see through its old square). */
        Piece king = pos->board[m->from];
        pos->board[m->from] = PIECE_NONE;
        bool legal = !rules_is_attacked(v, pos, m->to, enemy, king);
        pos->board[m->from] = king;
        return legal && (l->nroyals == 1 || rules_move_is_legal(v, pos, m));
    }
    if (l->evade && plain && !royal_mover)
        return l->checkers == 1 && ((l->answers[m->to >> 6] >> (m->to & 63)) & 1) && rules_move_is_legal(v, pos, m);
    if (l->quick && plain && !royal_mover)
        return !((l->pinned[m->from >> 6] >> (m->from & 63)) & 1) || rules_move_is_legal(v, pos, m);
    return rules_move_is_legal(v, pos, m);
}

bool rules_pseudo_move_is_legal(const Variant *v, Position *pos, const Move *m)
{
    Legality l;
    rules_legality_init(v, pos, &l);
    return rules_legality_test(v, pos, &l, m);
}

int rules_legal_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err)
{
    int n = rules_pseudo_moves(v, pos, out, cap, err);
    Color me = (Color)pos->side;
    Legality l;
    rules_legality_init(v, pos, &l);
    int k = 0;
    bool any_capture = false;
    for (int i = 0; i < n; i++) {
        const Move *m = &out[i];
        if (!rules_legality_test(v, pos, &l, m))
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

/* ---- make / unmake ---------------------------------------------------------------- */

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

static Square castle_partner_to(const Move *m)
{
    /* the partner lands next to the king, on the side facing the partner's start */
    return sq_file(m->capture_sq) < sq_file(m->from) ? (Square)(m->to + 1) : (Square)(m->to - 1);
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
        Square at = m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP) ? m->capture_sq : m->from;
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

int rules_count_limit(const Variant *v, const Position *pos, Color counting)
{
    Color strong = color_flip(counting);
    if (pawns_on_board(v, pos) || pos->piece_count[strong] == 1)
        return 0;
    if (pos->piece_count[counting] > 1)
        return 64; /* board's honour */
    /* pieces' honour: the bare king counts against what the other side has */
    int rooks = count_named(v, pos, strong, "rook"), khons = count_named(v, pos, strong, "khon");
    int knights = count_named(v, pos, strong, "knight");
    return rooks > 1 ? 8 : rooks == 1 ? 16 : khons > 1 ? 22 : knights > 1 ? 32 : khons == 1 ? 44 : 64;
}

/* After a move: the count goes on, starts, or starts again (a capture or a promotion
 * leaving the side to move with a bare king), as Fairy-Stockfish's makruk counts. */
static void update_counting(const Variant *v, Position *pos, const Undo *u)
{
    Color to_move = (Color)pos->side, mover = color_flip(to_move);
    if (pos->count_limit && pos->count_ply < 65535)
        pos->count_ply++;
    bool pawn_taken = u->captured && ((v->attacks.clock_kinds >> piece_kind(u->captured)) & 1);
    if (pawn_taken && pos->piece_count[mover] == 1 && !pawns_on_board(v, pos)) {
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
                pos->piece_count[to_move] > 1 ? 0 : (uint16_t)(2 * (pos->piece_count[WHITE] + pos->piece_count[BLACK]));
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
        flip_pieces(v, pos, m, me, u->flipped);
    if (u->captured && v->rules.explosions)
        explode(v, pos, m, u);
    u->gates[0] = pos->gates[0];
    u->gates[1] = pos->gates[1];
    if (v->rules.gating)
        gate(v, pos, m, me);
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
    if ((m->flags & MF_DOUBLE_STEP) && m->type != MOVE_CASTLE && m->type != MOVE_DROP && (!m->become || v->kinds[m->become - 1].en_passant)) {
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
        Square at = m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP) ? m->capture_sq : m->from;
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
}
