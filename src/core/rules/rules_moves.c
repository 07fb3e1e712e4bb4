/* rules_moves.c — candidate moves: each piece's own (compiled steps, shape or script),
 * then the variant's rules added (double steps and promotion choices, castling, en
 * passant, gating, drops, the pass, walls); and what a piece reaches on an empty board,
 * worked out once a variant is loaded (see rules.h). */
#include "rules_internal.h"
#include "walls.h"

#include "shape.h"

#include <stdlib.h>
#include <string.h>

/* A script may ask whether a square it moves to is attacked, or whether a side is in
 * check (CsmHooks): answered on a copy, so the script's position stays as it was. */
typedef struct HookCtx {
    const Variant *v;
} HookCtx;

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

/* FastStep.hop: the moves behind the screen, as the VM runs the chain (csm.h, CSM_PAT_HOP):
 * with hop_slides each empty square first, then the capture of the first piece. */
static void hop_moves(const Position *pos, Square from, const FastStep *st, Color c, bool quiet, bool disjoint,
                      CsmOut *out)
{
    int s = fast_hop_screen(pos, from, st);
    if (s < 0)
        return;
    Move m = {.from = from};
    bool slides = quiet && st->hop_slides && st->quiet;
    int f = sq_file((Square)s) + st->dx, r = sq_rank((Square)s) + st->dy;
    for (; pos_on_board(pos, f, r) && !pos->board[sq_make(f, r)]; f += st->dx, r += st->dy) {
        if (slides) {
            m.to = sq_make(f, r);
            fast_push(out, &m, disjoint);
        }
    }
    if (!st->capture || !pos_on_board(pos, f, r))
        return;
    Piece p = pos->board[sq_make(f, r)];
    if (piece_color(p) == c || piece_kind(p) == st->hop_not_taken)
        return;
    m.to = sq_make(f, r);
    m.type = MOVE_CAPTURE;
    m.flags = MF_CAPTURE;
    m.capture_sq = m.to;
    fast_push(out, &m, disjoint);
}

/* The moves of a kind compiled to FastMoves: the same moves, in the same order, as the VM
 * running its leap, ride and double-step chains (csm_vm.c run_pattern, run_step_twice),
 * its guarded leaps and its hops (CsmPattern). */
static void fast_moves(const Variant *v, const Position *pos, Square from, const FastMoves *fm, Color c, CsmOut *out)
{
    const FastStep *st = fm->step[c];
    int f0 = sq_file(from), r0 = sq_rank(from);
    for (int i = 0; i < fm->nsteps; i++) {
        if (st[i].special) {
            if (st[i].twice)
                double_step(pos, from, &st[i], fm->disjoint, out);
            else if (st[i].hop)
                hop_moves(pos, from, &st[i], c, true, fm->disjoint, out);
            if (st[i].twice || st[i].hop || !fast_guards_hold(v, pos, from, &st[i], c))
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

/* Can the step tables (AttackTables.step_reach) stand in for walking a stepped kind's
 * steps: a board of the size they were built for, without walls (which end rides)? */
static inline bool step_tables_answer(const Variant *v, const Position *pos)
{
    return v->attacks.step_reach && (pos->bitboards || pos->wide) && !pos->has_walls && pos->files == v->files &&
           pos->ranks == v->ranks;
}

/* The step table's row for a kind of colour c on bit `bit`: one StepReach per step. */
static const StepReach *step_reach_of(const Variant *v, int kind, Color c, int bit)
{
    return &v->attacks.step_reach[v->attacks.step_reach_at[kind] +
                                  (size_t)(c * STEP_REACH_BITS + bit) * v->attacks.fast[kind].nsteps];
}

/* ride_run's and leaper_moves_as's push of `m`: with `disjoint` straight into `list` at
 * `n` (the caller writes n back to out->count once), else through `out`. A macro, not a
 * function: as a call, inlined or not, the compiler no longer kept n in a register. */
#define PUSH_LISTED(out, list, n, m, disjoint) \
    do {                                       \
        if (disjoint)                          \
            (list)[(n)++] = (m);               \
        else                                   \
            csm_out_push((out), &(m));         \
    } while (0)

/* One step's ride for table_moves: `left` squares from `to` on, by `delta`, each empty
 * one a quiet move where the step has them, up to the first piece, taken where it may be.
 * With `disjoint` (a constant where it is inlined) the moves are written straight into the
 * list, its end in a register: a move is bytes, which the compiler must take to touch
 * anything, so pushing through `out` reloaded the list and the step's flags each square. */
static inline __attribute__((always_inline)) void ride_run(const Position *pos, int to, int delta, int left,
                                                            const FastStep *st, Color c, Move m, CsmOut *out,
                                                            bool disjoint)
{
    bool quiet = st->quiet, capture = st->capture;
    uint8_t take = st->catches ? MOVE_CATCH : MOVE_CAPTURE;
    Move *list = out->moves;
    int n = out->count;
    for (; left > 0; left--, to += delta) {
        Piece p = pos->board[to];
        m.to = (Square)to;
        if (p) {
            if (piece_color(p) == c || !capture)
                break;
            m.type = take;
            m.flags = MF_CAPTURE;
            m.capture_sq = (Square)to;
            PUSH_LISTED(out, list, n, m, disjoint);
            break;
        }
        if (!quiet)
            continue;
        PUSH_LISTED(out, list, n, m, disjoint);
    }
    if (disjoint)
        out->count = n;
}

/* fast_moves for a movable kind (plain leaps, rides and double steps) where
 * step_tables_answer: each step's squares read from the table instead of worked out from
 * the board's edges; the same moves in the same order. */
static inline __attribute__((always_inline)) void table_moves_as(const Variant *v, const Position *pos, Square from,
                                                                  int kind, Color c, CsmOut *out, bool disjoint)
{
    const FastMoves *fm = &v->attacks.fast[kind];
    const FastStep *st = fm->step[c];
    const StepReach *sr = step_reach_of(v, kind, c, pos_bit(pos, from));
    for (int i = 0; i < fm->nsteps; i++) {
        int to = sr[i].first;
        if (to == STEP_OFF)
            continue;
        Move m = {.from = from, .to = (Square)to, .type = MOVE_QUIET};
        if (st[i].twice) { /* a quiet step, then again where it may */
            if (pos->board[to])
                continue;
            fast_push(out, &m, disjoint);
            if (sr[i].second != STEP_OFF && !pos->board[sr[i].second]) {
                m.to = sr[i].second;
                fast_push(out, &m, disjoint);
            }
            continue;
        }
        int delta = st[i].dy * 16 + st[i].dx; /* along the packed squares (sq_make) */
        ride_run(pos, to, delta, sr[i].count, &st[i], c, m, out, disjoint);
    }
}

static void table_moves(const Variant *v, const Position *pos, Square from, int kind, Color c, CsmOut *out)
{
    if (v->attacks.fast[kind].disjoint)
        table_moves_as(v, pos, from, kind, c, out, true);
    else
        table_moves_as(v, pos, from, kind, c, out, false);
}

/* The captures of fast_moves, in its order: each step's first piece in its way where an
 * enemy stands there (a hop's behind its screen); no double step (always quiet). */
static void fast_captures(const Variant *v, const Position *pos, Square from, const FastMoves *fm, Color c,
                          CsmOut *out)
{
    const FastStep *st = fm->step[c];
    int f0 = sq_file(from), r0 = sq_rank(from);
    for (int i = 0; i < fm->nsteps; i++) {
        if (!st[i].capture)
            continue;
        if (st[i].special) {
            if (st[i].hop)
                hop_moves(pos, from, &st[i], c, false, fm->disjoint, out);
            if (st[i].twice || st[i].hop || !fast_guards_hold(v, pos, from, &st[i], c))
                continue;
        }
        for (int f = f0 + st[i].dx, r = r0 + st[i].dy; pos_on_board(pos, f, r); f += st[i].dx, r += st[i].dy) {
            Square to = sq_make(f, r);
            Piece p = pos->board[to];
            if (p && piece_color(p) != c) {
                Move m = {.from = from, .to = to, .type = st[i].catches ? MOVE_CATCH : MOVE_CAPTURE};
                m.flags = MF_CAPTURE;
                m.capture_sq = to;
                fast_push(out, &m, fm->disjoint);
            }
            if (p || !st[i].ride)
                break;
        }
    }
}

/* The captures of table_moves, in its order. */
static void table_captures(const Variant *v, const Position *pos, Square from, int kind, Color c, CsmOut *out)
{
    const FastMoves *fm = &v->attacks.fast[kind];
    const FastStep *st = fm->step[c];
    const StepReach *sr = step_reach_of(v, kind, c, pos_bit(pos, from));
    for (int i = 0; i < fm->nsteps; i++) {
        int to = sr[i].first;
        if (to == STEP_OFF || !st[i].capture || st[i].twice)
            continue;
        int delta = st[i].dy * 16 + st[i].dx; /* along the packed squares (sq_make) */
        for (int left = sr[i].count; left > 0; left--, to += delta) {
            Piece p = pos->board[to];
            if (!p)
                continue;
            if (piece_color(p) != c) {
                Move m = {.from = from, .to = (Square)to, .type = st[i].catches ? MOVE_CATCH : MOVE_CAPTURE};
                m.flags = MF_CAPTURE;
                m.capture_sq = (Square)to;
                fast_push(out, &m, fm->disjoint);
            }
            break;
        }
    }
}

/* table_moves for a leaper kind (AttackTables.leaper_kinds: leaps and double steps, no
 * ride), each step's one square tested in the position's masks (`empty`, `enemy`); the
 * same moves in the same order. */
static inline __attribute__((always_inline)) void leaper_moves_as(const Variant *v, Square from, int bit, int kind,
                                                                   Color c, uint64_t empty, uint64_t enemy,
                                                                   CsmOut *out, bool disjoint)
{
    const FastMoves *fm = &v->attacks.fast[kind];
    const FastStep *st = fm->step[c];
    const StepReach *sr = step_reach_of(v, kind, c, bit);
    Move *list = out->moves; /* (disjoint: its end kept in a register, as in ride_run) */
    int n = out->count, nsteps = fm->nsteps;
    for (int i = 0; i < nsteps; i++) {
        if (sr[i].first == STEP_OFF)
            continue;
        Move m = {.from = from, .to = sr[i].first, .type = MOVE_QUIET};
        if ((empty >> sr[i].first_bit) & 1) {
            if (!st[i].quiet)
                continue;
            PUSH_LISTED(out, list, n, m, disjoint);
            if (st[i].twice && sr[i].second != STEP_OFF && ((empty >> sr[i].second_bit) & 1)) {
                m.to = sr[i].second;
                PUSH_LISTED(out, list, n, m, disjoint);
            }
        } else if (((enemy >> sr[i].first_bit) & 1) && st[i].capture) {
            m.type = st[i].catches ? MOVE_CATCH : MOVE_CAPTURE;
            m.flags = MF_CAPTURE;
            m.capture_sq = m.to;
            PUSH_LISTED(out, list, n, m, disjoint);
        }
    }
    if (disjoint)
        out->count = n;
}

static inline __attribute__((always_inline)) void leaper_moves(const Variant *v, Square from, int bit, int kind,
                                                                Color c, uint64_t empty, uint64_t enemy, CsmOut *out)
{
    if (v->attacks.fast[kind].disjoint)
        leaper_moves_as(v, from, bit, kind, c, empty, enemy, out, true);
    else
        leaper_moves_as(v, from, bit, kind, c, empty, enemy, out, false);
}

/* A kind held to a region: none of its moves out[first..) may leave it. */
static void keep_in_region(const Variant *v, Piece p, CsmOut *out, int first)
{
    int n = first;
    for (int i = first; i < out->count; i++)
        if (may_stand(v, p, move_landing(&out->moves[i])))
            out->moves[n++] = out->moves[i];
    out->count = n;
}

/* piece_moves, told whether step_tables_answer (own_moves asks once a position, not once
 * a piece). */
static void piece_moves_with(const Variant *v, Position *pos, Square from, CsmOut *out, CsmRuntimeError *err,
                             bool tables)
{
    Piece p = pos->board[from];
    int kind = piece_kind(p);
    const PieceKind *k = &v->kinds[kind];
    int first = out->count;
    const FastMoves *fm = &v->attacks.fast[kind];
    if (((v->attacks.stepped_kinds >> kind) & 1) && out->count + fm->most <= out->capacity && tables) {
        table_moves(v, pos, from, kind, piece_color(p), out);
    } else if (fm->nsteps && out->count + fm->most <= out->capacity) {
        fast_moves(v, pos, from, fm, piece_color(p), out);
    } else if (k->shape) {
        shape_moves(v, pos, from, out);
    } else if (k->program) {
        HookCtx ctx = {v};
        CsmHooks hooks = {hook_danger, hook_in_check, &ctx};
        CsmRun run = {pos, k->program, &v->sym, kind, piece_color(p), false, &hooks, err};
        csm_run_piece(&run, from, out);
    }
    if ((v->attacks.region_kinds >> kind) & 1)
        keep_in_region(v, p, out, first);
}

static void piece_moves(const Variant *v, Position *pos, Square from, CsmOut *out, CsmRuntimeError *err)
{
    piece_moves_with(v, pos, from, out, err, step_tables_answer(v, pos));
}

/* The captures of piece_moves, in its order, where the kind's steps are compiled (else
 * all its moves: the caller sifts them). `tables`: as for piece_moves_with. */
static void piece_captures(const Variant *v, Position *pos, Square from, CsmOut *out, CsmRuntimeError *err,
                           bool tables)
{
    Piece p = pos->board[from];
    int kind = piece_kind(p);
    int first = out->count;
    const FastMoves *fm = &v->attacks.fast[kind];
    if (((v->attacks.stepped_kinds >> kind) & 1) && out->count + fm->most <= out->capacity && tables)
        table_captures(v, pos, from, kind, piece_color(p), out);
    else if (fm->nsteps && out->count + fm->most <= out->capacity)
        fast_captures(v, pos, from, fm, piece_color(p), out);
    else {
        piece_moves_with(v, pos, from, out, err, tables); /* (which keeps to the region itself) */
        return;
    }
    if ((v->attacks.region_kinds >> kind) & 1)
        keep_in_region(v, p, out, first);
}

int rules_piece_moves(const Variant *v, Position *pos, Square from, Move *out, int cap, CsmRuntimeError *err)
{
    CsmOut o;
    csm_out_init(&o, out, cap);
    if (pos->board[from])
        piece_moves(v, pos, from, &o, err);
    return o.count;
}

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
        if (k->ep_victim && m->type == MOVE_QUIET && passes_squares(pos, m, c))
            m->flags |= MF_DOUBLE_STEP;
        if (m->type == MOVE_EN_PASSANT) /* never a promotion, even into the zone (Fairy-Stockfish) */
            continue;
        if (!(k->promo_barred || (k->npromo && !k->promo_in_place)) || m->become || m->type == MOVE_CATCH ||
            !(variant_in_promo_zone(v, k, c, m->to) || (k->promo_on_leaving && variant_in_promo_zone(v, k, c, m->from))))
            continue; /* no promotion rule for this move */
        if (k->promo_barred) {
            m->type = MOVE_TYPE_COUNT; /* nothing to promote to: no such move (taken out below) */
            barred++;
            continue;
        }
        if (k->promo_on_capture && !move_is_capture(m))
            continue;
        uint8_t to[VARIANT_MAX_PROMO];
        int nto = 0;
        for (int j = 0; j < k->npromo; j++)
            if (((k->promo_sides[j] >> c) & 1) && !rules_over_promo_limit(v, pos, c, k->promo_to[j]))
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
    if (barred) {
        int kept = first;
        for (int i = first; i < n; i++)
            if (moves[i].type != MOVE_TYPE_COUNT)
                moves[kept++] = moves[i];
        n = kept;
    }
    return n;
}

/* finish_moves where no move can promote: only the double-step marks (a piece of a kind
 * with ep_victim passing squares an enemy may take it on). */
static inline __attribute__((always_inline)) void mark_double_steps(const PieceKind *k, const Position *pos,
                                                                     Move *moves, int first, int n, Color c)
{
    if (!k->ep_victim)
        return;
    for (int i = first; i < n; i++)
        if (moves[i].type == MOVE_QUIET && passes_squares(pos, &moves[i], c))
            moves[i].flags |= MF_DOUBLE_STEP;
}

#define MIN2(a, b) ((a) < (b) ? (a) : (b))
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define MIN4(a, b, c, d) MIN2(MIN2(a, b), MIN2(c, d))
#define MAX4(a, b, c, d) MAX2(MAX2(a, b), MAX2(c, d))

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

/* False when the piece on `from` surely cannot capture on `sq`: its kind's captures are
 * all table leaps and rides (no script, no shape slide) and none spans the distance. */
static bool may_capture_on(const Variant *v, const Position *pos, Square from, Square sq)
{
    const AttackTables *t = &v->attacks;
    Piece p = pos->board[from];
    int kind = piece_kind(p);
    Color c = piece_color(p);
    if (!t->by_delta || t->by_delta_kinds != v->nkinds || t->nslide[c] || ((t->complex_kinds >> kind) & 1))
        return true;
    const uint16_t *table = t->by_delta + ((size_t)c * v->nkinds + kind) * ATTACK_DELTAS;
    return table[attack_delta(sq_file(sq) - sq_file(from), sq_rank(sq) - sq_rank(from))] != 0;
}

/* The pieces of `me` that may capture on `passed`, as indices into its piece list in the
 * list's order: where the bitboards hold every capture of its en-passant kinds (leaps and
 * rides, as may_capture_on reads them), those standing on the squares such a capture comes
 * from, a handful at most; else every piece. Returns how many. */
static int ep_candidates(const Variant *v, const Position *pos, Color me, Square passed, uint8_t idx[CSM_SQUARES])
{
    const AttackTables *t = &v->attacks;
    int n = 0;
    if (!bitboards_answer(v, pos) || !t->by_delta || t->by_delta_kinds != v->nkinds || t->nslide[me] ||
        (t->ep_kinds & t->complex_kinds)) {
        for (n = 0; n < pos->piece_count[me]; n++)
            idx[n] = (uint8_t)n;
        return n;
    }
    const BitboardAttacks *b = t->bitboards;
    int bit = pos_bit(pos, passed);
    uint64_t from = 0;
    for (uint64_t ks = t->ep_kinds & b->leap_kinds[me]; ks; ks &= ks - 1)
        from |= b->leap_from[me][__builtin_ctzll(ks)][bit];
    for (int i = 0; i < t->nride[me]; i++)
        if (t->ride[me][i].kinds & t->ep_kinds)
            from |= b->ray[me][i * 64 + bit];
    for (uint64_t at = from & pos->occupied[me]; at; at &= at - 1) {
        uint8_t k = pos->list_index[b->square_of[__builtin_ctzll(at)]];
        int j = n++;
        for (; j > 0 && idx[j - 1] > k; j--) /* kept in the list's order */
            idx[j] = idx[j - 1];
        idx[j] = k;
    }
    return n;
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
    const Zone *zone = v->rules.en_passant_zone ? &v->zones[v->rules.en_passant_zone - 1] : NULL;
    for (int steps = 0; passed != victim && steps < CSM_MAX_BOARD; steps++) {
        if (!pos_on_board(pos, sq_file(passed), sq_rank(passed)) || pos->board[passed])
            break;
        /* (the candidates are ours: the stand-in, the enemy's, changes none of them; after
         * most double steps there is none, and the square is passed without a stand-in) */
        uint8_t idx[CSM_SQUARES];
        int ncand = ep_candidates(v, pos, me, passed, idx);
        if (!ncand) {
            passed = sq_make(sq_file(passed) + sx, sq_rank(passed) + sy);
            continue;
        }
        pos_put(pos, passed, vp); /* a stand-in for the passed piece, so capture scripts see it */
        /* nothing of ours attacks the square (the attack tables answer most of this
         * without running a script), or it lies outside the zone: no piece can take there */
        bool reachable = (!zone || zone_has_side(zone, me, passed)) && rules_is_attacked(v, pos, passed, me, vp);
        for (int i = 0; i < ncand && reachable; i++) {
            Square from = pos->list[me][idx[i]];
            int kind = piece_kind(pos->board[from]);
            if (!v->kinds[kind].en_passant || !may_capture_on(v, pos, from, passed))
                continue; /* (only the few next to the square run their moves) */
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
    CsmRuntimeError ignored; /* the same scripts report it when moves are generated */
    ignored.set = false;      /* (all a run reads of it: zeroing its message cost each double step) */
    en_passant_moves(v, pos, &o, &ignored);
    if (o.count)
        return;
    pos->hash ^= zobrist_ep(pos->ep_square);
    pos->ep_square = pos->ep_victim = NO_SQUARE;
}

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
    /* the kinds of the hand that may come in, found once rather than for every move */
    uint64_t in_hand = 0;
    for (int kind = 0; kind < v->nkinds && kind < 63; kind++)
        if (pos->hand[me][kind] && !v->kinds[kind].no_drop)
            in_hand |= 1ULL << kind;
    int n = out->count;
    for (int i = 0; i < n; i++) {
        Move base = out->moves[i];
        if (base.type == MOVE_DROP || base.become)
            continue;
        /* most moves leave no open gate: nothing to add for any kind */
        if (!gate_open(pos, me, base.from) && !(base.type == MOVE_CASTLE && gate_open(pos, me, base.capture_sq)))
            continue;
        for (uint64_t kinds = in_hand; kinds; kinds &= kinds - 1) {
            int kind = __builtin_ctzll(kinds);
            const PieceKind *k = &v->kinds[kind];
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
                csm_out_push_new(out, &m); /* new: no base move carries gate bits */
            }
            /* castling: onto the rook's square, unless the king lands there or the rook stays */
            if (castle && gate_open(pos, me, base.capture_sq) && base.to != base.capture_sq &&
                castle_partner_to(&base) != base.capture_sq) {
                Move m = base;
                m.flags = (uint8_t)(MF_DOUBLE_STEP | gate);
                csm_out_push_new(out, &m);
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
    uint64_t empty[CSM_SQUARES / 64];
    walls_empty(pos, empty);
    int k = 0;
    for (int i = 0; i < n; i++) {
        /* most moves tell their squares without being made: only what they empty and fill */
        if (!walls_squares_unmade(v, pos, &base[i], empty, squares))
            wall_squares_of(v, pos, &base[i], squares);
        k = walls_push(out, k, cap, &base[i], squares);
    }
    free(base);
    return k;
}

/* spares_own_kind: the moves out[from..to) without those that capture a piece of `kind`;
 * returns the new end. */
static inline __attribute__((always_inline)) int drop_own_kind_captures(const Position *pos, Move *out, int from,
                                                                         int to, int kind)
{
    int k = from;
    for (int i = from; i < to; i++) {
        Piece victim = (out[i].flags & MF_CAPTURE) ? pos->board[out[i].capture_sq] : PIECE_NONE;
        if (!victim || piece_kind(victim) != kind)
            out[k++] = out[i];
    }
    return k;
}

/* The first place in the side's piece list from i on whose bit (0..63) `skip` has not:
 * the pieces rules_legal_count counts are passed over without a look. */
static inline int next_listed(uint64_t skip, int i)
{
    if (!skip || i >= 64)
        return i;
    uint64_t left = ~skip & (~0ULL << i);
    return left ? __builtin_ctzll(left) : 64;
}

/* Has a rider of a bulk kind (AttackTables.bulk_kinds: every capture a plain leap in
 * first_reach or a ride in its ride sets) no enemy to take from `from`? Quiescence's sliders
 * mostly have none: a ride set's table read instead of each ray walked to its first piece. */
static inline bool rider_takes_nothing(const Variant *v, int kind, Color c, Square from, int bit, uint64_t occupied,
                                       uint64_t enemy)
{
    const AttackTables *t = &v->attacks;
    uint64_t reach = t->first_reach[((kind * 2 + c) * CSM_SQUARES + from) * 2 + 1];
    for (int j = 0; j < t->rides->nkind[c][kind]; j++)
        reach |= ride_set_reach(t->rides->kind[c][kind][j], bit, occupied);
    return !(reach & enemy);
}

/* Each piece's own moves, with their double-step marks and promotion choices, piece by
 * piece in the order of the side's list; returns the count. `tactical`: for
 * rules_tactical_moves, only the captures of a piece that cannot promote from its square
 * (all the moves of one that can: a push may promote; the caller sifts). The pieces at
 * the places of `skip`'s bits are passed over. */
static inline __attribute__((always_inline)) int own_moves_but(const Variant *v, Position *pos, CsmOut *o,
                                                                bool tactical, uint64_t skip, CsmRuntimeError *err)
{
    Color me = (Color)pos->side;
    Move *out = o->moves;
    int n = 0;
    /* the first-reach masks pass over a piece with no move in one test (horde's blocked
     * pawns): none of the squares its steps reach first is empty for a quiet step or an
     * enemy's for a capture */
    uint64_t movable = first_reach_answers(v, pos) ? v->attacks.movable_kinds : 0;
    uint64_t empty = ~(pos->occupied[WHITE] | pos->occupied[BLACK]), enemy = pos->occupied[color_flip(me)];
    /* a leaper's steps read those masks too (not with walls, which they do not show; not on
     * boards of more than 64 squares, whose masks are wider) */
    bool tables = step_tables_answer(v, pos);
    uint64_t leapers = pos->bitboards && tables ? v->attacks.leaper_kinds : 0;
    /* on boards of 65 to 128 squares the leapers' captures in 128-bit masks */
    const WideSet *wide_captures = tactical && pos->wide && tables ? v->attacks.wide_captures : NULL;
    WideSet wide_enemy = wide_captures ? wide_occupied(pos, color_flip(me)) : 0;
    /* the riders whose captures masks answer (rules_legal_count's bulk kinds that ride) */
    uint64_t riders = tactical && movable && !pos->has_walls && v->attacks.rides
                          ? v->attacks.bulk_kinds[me] & v->attacks.rides->kind_ok[me]
                          : 0;
    for (int i = next_listed(skip, 0); i < pos->piece_count[me]; i = next_listed(skip, i + 1)) {
        Square from = pos->list[me][i];
        int kind = piece_kind(pos->board[from]);
        bool captures = false;
        uint64_t open = empty;
        if (tactical) {
            const uint64_t *promote = v->attacks.promote_from[kind][me];
            captures = !((promote[from >> 6] >> (from & 63)) & 1);
            /* a leaper giving only captures has none unless an enemy stands where one lands */
            if (captures && ((leapers >> kind) & 1))
                open = 0;
            if (captures && wide_captures && ((v->attacks.leaper_kinds >> kind) & 1) &&
                !(wide_captures[(kind * 2 + me) * 128 + pos_bit(pos, from)] & wide_enemy))
                continue;
            if (captures && ((riders >> kind) & 1) &&
                rider_takes_nothing(v, kind, me, from, pos_bit(pos, from), ~empty, enemy))
                continue;
        }
        if (((movable >> kind) & 1) && blocked_by_masks(v, kind, me, from, open, enemy))
            continue;
        /* each piece deduplicates only its own squares */
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            o->seen[w] = 0;
        if (((leapers >> kind) & 1) && o->count + v->attacks.fast[kind].most <= o->capacity)
            leaper_moves(v, from, pos_bit(pos, from), kind, me, captures ? 0 : empty, enemy, o);
        else if (captures)
            piece_captures(v, pos, from, o, err, tables);
        else
            piece_moves_with(v, pos, from, o, err, tables);
        const PieceKind *k = &v->kinds[kind];
        if (k->spares_own_kind)
            o->count = drop_own_kind_captures(pos, out, n, o->count, kind);
        /* (nothing to mark or promote: no moves -- a blocked pawn --, a kind without those
         * rules, or a square from which no move of the kind reaches the zone or passes squares) */
        const uint64_t *finish = v->attacks.finish_from[kind][me];
        if (o->count > n && ((finish[from >> 6] >> (from & 63)) & 1)) {
            const uint64_t *promote = v->attacks.promote_from[kind][me];
            if ((promote[from >> 6] >> (from & 63)) & 1)
                o->count = finish_moves(v, pos, out, n, o->count, o->capacity);
            else
                mark_double_steps(k, pos, out, n, o->count, me);
        }
        n = o->count;
    }
    return n;
}

/* own_moves_but without a piece to pass over (the search's: its copy tests no `skip`),
 * and with (rules_legal_count's). */
static int own_moves(const Variant *v, Position *pos, CsmOut *o, bool tactical, CsmRuntimeError *err)
{
    return own_moves_but(v, pos, o, tactical, 0, err);
}

static int own_moves_skipping(const Variant *v, Position *pos, CsmOut *o, uint64_t skip, CsmRuntimeError *err)
{
    return own_moves_but(v, pos, o, false, skip, err);
}

static int pseudo_moves(const Variant *v, Position *pos, Move *out, int cap, bool drops, uint64_t skip,
                        CsmRuntimeError *err)
{
    CsmOut o;
    csm_out_init(&o, out, cap);
    int n = skip ? own_moves_skipping(v, pos, &o, skip, err) : own_moves(v, pos, &o, false, err);
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        o.seen[w] = ~0ULL; /* force full compares for the rule moves */
    en_passant_moves(v, pos, &o, err);
    o.count = finish_moves(v, pos, out, n, o.count, cap);
    if (v->attacks.in_place_promoters)
        o.count = rules_promote_in_place(v, pos, out, o.count, cap, err);
    castling_moves(v, pos, &o);
    rules_first_moves(v, pos, &o, err);
    gating_moves(v, pos, &o);
    if (drops)
        rules_drop_moves(v, pos, &o);
    if (v->rules.pass)
        pass_move(v, pos, &o);
    if (v->rules.walls)
        return add_walls(v, pos, out, o.count, cap);
    return o.count;
}

int rules_pseudo_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err)
{
    return pseudo_moves(v, pos, out, cap, true, 0, err);
}

int rules_pseudo_moves_without_drops(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err)
{
    return pseudo_moves(v, pos, out, cap, false, 0, err);
}

int rules_pseudo_moves_skipping(const Variant *v, Position *pos, Move *out, int cap, uint64_t skip, bool drops,
                                CsmRuntimeError *err)
{
    return pseudo_moves(v, pos, out, cap, drops, skip, err);
}

/* Does rules_tactical_moves' short way answer: no walls, gating or promotion in place
 * (rules that add captures or promotions of their own), no first moves (scripted)? The
 * rule moves it then leaves out, castling and the pass, never capture nor promote. */
static bool tactical_short_way(const Variant *v)
{
    return !v->rules.walls && !v->rules.gating && !v->attacks.in_place_promoters && !v->attacks.first_move_kinds;
}

int rules_tactical_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err)
{
    int n;
    if (tactical_short_way(v)) {
        CsmOut o;
        csm_out_init(&o, out, cap);
        int own = own_moves(v, pos, &o, true, err);
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            o.seen[w] = ~0ULL; /* force full compares for the rule moves */
        en_passant_moves(v, pos, &o, err);
        n = finish_moves(v, pos, out, own, o.count, cap);
    } else {
        n = pseudo_moves(v, pos, out, cap, false, 0, err);
    }
    int kept = 0;
    for (int i = 0; i < n; i++)
        if (move_is_capture(&out[i]) || (out[i].become && out[i].type != MOVE_DROP))
            out[kept++] = out[i];
    return kept;
}
