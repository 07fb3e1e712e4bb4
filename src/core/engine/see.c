/* see.c — static exchange evaluation on a scratch copy of the board, or on masks of it
 * (see see.h). */
#include "see.h"

#include "rules.h"

#include <stddef.h>
#include <string.h>

/* A royal piece on the square: whoever could take it would win the game, so it weighs
 * more than any exchange (a pseudo-legal capture by a royal onto a guarded square then
 * reads as the loss it is). It also sorts royal attackers last. */
enum { SEE_ROYAL_CP = 50000, SEE_MAX_SWAPS = 64 };
/* The list changes an exchange on masks can make: three a take (the taker leaves, the
 * victim leaves, the taker lands), the first move one more (an en passant victim). */
enum { SEE_MAX_LOG = 3 * SEE_MAX_SWAPS + 4 };

typedef struct Exchange {
    const Variant *v;
    const EvalTables *e;
    Square sq;      /* where it happens */
    /* On masks (where the bitboards answer and every kind on the board takes by table leaps
     * and rides, most exchanges): no copy of the board is made. The pieces left are each
     * colour's bits in `occupied`, standing where the position has them (all but `sq`),
     * and their order in the position's lists (of two attackers of one kind the first
     * takes, as on a scratch board) is kept as what pos_remove and pos_put would change:
     * the entries changed, a bit each (a board of up to 64 squares: at most 64 pieces). */
    bool masks;
    const Position *start; /* the position the exchange starts from */
    uint64_t occupied[2];
    int count[2];             /* the pieces in each colour's list */
    uint64_t list_changed[2]; /* bit i: list[c][i] is this exchange's, not start's */
    Square list[2][64];
    uint64_t index_changed;   /* bit pos_bit(s): index[that bit] holds s's list index */
    uint8_t index[64];
    /* pos_remove and pos_put on the lists, not yet replayed into list/index: the lists are
     * read only to choose between two attackers of one kind (rare), and most exchanges end
     * after a take or two, so they are brought up to date only then (masks_sync). Each
     * entry: the square, bit 8 the colour, bit 9 a put. */
    int nlog, synced;
    uint16_t log[SEE_MAX_LOG];
    uint64_t table_kinds; /* kinds whose attacks rules_piece_attacks answers (leaps and rides) */
    uint64_t other_kinds; /* the variant's other kinds (shape slides, capture chains) */
    const int *values;      /* eval_piece_values (kind_value: a royal kind SEE_ROYAL_CP instead) */
    uint64_t royal_kinds;   /* the variant's (AttackTables.royal_kinds) */
    /* from here on only off masks (copy_exchange) */
    Position pos;   /* otherwise: the board as the exchange goes on */
    /* [colour]: the kinds that side has on the board, cheapest first, royal ones last */
    int order[2][CSM_MAX_KINDS];
    int norder[2];
    bool sorted;          /* order and norder are filled (sort_kinds: only when least_by_kind needs them) */
} Exchange;

/* A copy of the exchange to try a capture on: on masks the part before `pos` (the scratch
 * board and the kinds' order are not read there), not its kilobytes, and of the log only
 * the entries made. */
static void copy_exchange(Exchange *to, const Exchange *from)
{
    if (!from->masks) {
        memcpy(to, from, sizeof *from);
        return;
    }
    memcpy(to, from, offsetof(Exchange, log));
    memcpy(to->log, from->log, (size_t)from->nlog * sizeof from->log[0]);
    memcpy(&to->table_kinds, &from->table_kinds, offsetof(Exchange, pos) - offsetof(Exchange, table_kinds));
}

static bool is_royal(const Variant *v, int kind) { return (v->attacks.royal_kinds >> kind) & 1; }

/* Each kind's worth here: its value, a royal one SEE_ROYAL_CP (read where asked: most
 * exchanges ask for a few kinds, not all). */
static int kind_value(const Exchange *x, int kind)
{
    return (x->royal_kinds >> kind) & 1 ? SEE_ROYAL_CP : x->values[kind];
}

bool see_applies(const EvalTables *e)
{
    const Variant *v = eval_variant(e);
    return !v->rules.explosions && !v->rules.captures_compulsory && !v->attacks.petrify_kinds &&
           !eval_material_inverted(e, WHITE) && !eval_material_inverted(e, BLACK);
}

/* The kinds whose every capture is a table leap or ride: no capture chain run by the VM,
 * no shape slide, the by-delta table built. */
static uint64_t table_kinds(const Variant *v)
{
    const AttackTables *t = &v->attacks;
    if (!t->by_delta || t->by_delta_kinds != v->nkinds)
        return 0;
    uint64_t kinds = v->nkinds >= 64 ? ~0ULL : (1ULL << v->nkinds) - 1;
    kinds &= ~t->complex_kinds;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < t->nslide[c]; i++)
            kinds &= ~t->slide[c][i].kinds;
    return kinds;
}

/* Each side's kinds on the board, cheapest first (an insertion sort: a variant has few). */
static void sort_kinds(Exchange *x)
{
    for (int c = 0; c < 2; c++) {
        int n = 0;
        for (int k = 0; k < x->v->nkinds; k++) {
            if (!x->pos.kind_count[c][k])
                continue;
            int value = kind_value(x, k), i = n++;
            for (; i > 0 && kind_value(x, x->order[c][i - 1]) > value; i--)
                x->order[c][i] = x->order[c][i - 1];
            x->order[c][i] = k;
        }
        x->norder[c] = n;
    }
    x->sorted = true;
}

/* Does the piece on `from` take what stands on x->sq, landing there? Its own moves are
 * run (the VM, or its compiled steps) unless the tables answer. */
static bool piece_takes(Exchange *x, Square from)
{
    int kind = piece_kind(x->pos.board[from]);
    if ((x->table_kinds >> kind) & 1)
        return rules_piece_attacks(x->v, &x->pos, from, x->sq);
    Move buf[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_piece_moves(x->v, &x->pos, from, buf, CSM_MAX_PIECE_MOVES, &err);
    for (int i = 0; i < n; i++)
        if (move_is_capture(&buf[i]) && buf[i].capture_sq == x->sq && move_landing(&buf[i]) == x->sq)
            return true;
    return false;
}

/* ---- the exchange on masks (Exchange.masks) ---- */

static int bit_of(const Exchange *x, Square s) { return pos_bit(x->start, s); }

static Square list_at(const Exchange *x, Color c, int i)
{
    return (x->list_changed[c] >> i) & 1 ? x->list[c][i] : x->start->list[c][i];
}

static void set_list(Exchange *x, Color c, int i, Square s)
{
    x->list[c][i] = s;
    x->list_changed[c] |= 1ULL << i;
}

static int masks_index(const Exchange *x, Square s)
{
    int b = bit_of(x, s);
    return (x->index_changed >> b) & 1 ? x->index[b] : x->start->list_index[s];
}

static void set_index(Exchange *x, Square s, int i)
{
    int b = bit_of(x, s);
    x->index[b] = (uint8_t)i;
    x->index_changed |= 1ULL << b;
}

/* pos_remove and pos_put's changes to the lists, replayed from the log. */
static void replay_remove(Exchange *x, Color c, Square s)
{
    int i = masks_index(x, s);
    Square last = list_at(x, c, --x->count[c]);
    set_list(x, c, i, last);
    set_index(x, last, i);
}

static void replay_put(Exchange *x, Color c, Square s)
{
    set_index(x, s, x->count[c]);
    set_list(x, c, x->count[c]++, s);
}

/* Brings list and index up to date with the log (before they are read). */
static void masks_sync(Exchange *x)
{
    for (; x->synced < x->nlog; x->synced++) {
        uint16_t e = x->log[x->synced];
        if ((e >> 9) & 1)
            replay_put(x, (Color)((e >> 8) & 1), (Square)(e & 0xff));
        else
            replay_remove(x, (Color)((e >> 8) & 1), (Square)(e & 0xff));
    }
}

/* pos_remove and pos_put on the masks: the occupancy at once, the lists logged. */
static void masks_remove(Exchange *x, Color c, Square s)
{
    x->log[x->nlog++] = (uint16_t)(s | (unsigned)c << 8);
    x->occupied[c] &= ~(1ULL << bit_of(x, s));
}

static void masks_put(Exchange *x, Color c, Square s)
{
    x->log[x->nlog++] = (uint16_t)(s | (unsigned)c << 8 | 1u << 9);
    x->occupied[c] |= 1ULL << bit_of(x, s);
}

/* Can the exchange from `pos` be played on masks? The bitboards answer, and no kind on
 * the board (of either side) needs more than the table's leaps and rides. */
static bool masks_apply(const Exchange *x, const Position *pos)
{
    if (!rules_bitboards_answer(x->v, pos))
        return false;
    for (uint64_t ks = x->other_kinds; ks; ks &= ks - 1)
        if (pos->kind_count[WHITE][__builtin_ctzll(ks)] || pos->kind_count[BLACK][__builtin_ctzll(ks)])
            return false;
    return true;
}

static void masks_start(Exchange *x, const Position *pos)
{
    x->masks = true;
    x->start = pos;
    for (int c = 0; c < 2; c++) {
        x->occupied[c] = pos->occupied[c];
        x->count[c] = pos->piece_count[c];
        x->list_changed[c] = 0;
    }
    x->index_changed = 0;
    x->nlog = x->synced = 0;
}

/* ---- the pieces, on either board ---- */

/* The piece on `s` (not x->sq: its piece is the exchange's, see play_out). */
static Piece piece_on(const Exchange *x, Square s) { return x->masks ? x->start->board[s] : x->pos.board[s]; }

static int list_index_of(const Exchange *x, Square s) { return x->masks ? masks_index(x, s) : x->pos.list_index[s]; }

/* Is `kind` taken before `than` (cheaper, or as dear and first in the variant's order, as
 * sort_kinds orders them)? */
static bool cheaper(const Exchange *x, int kind, int than)
{
    return kind_value(x, kind) < kind_value(x, than) || (kind_value(x, kind) == kind_value(x, than) && kind < than);
}

/* Makes the piece on `from` *best if it is taken first (cheaper, or of the same kind and
 * first in its side's list). */
static void note_attacker(Exchange *x, const Position *pos, Square from, int *best, int *best_kind)
{
    int kind = piece_kind(pos->board[from]);
    if (*best != NO_SQUARE && kind == *best_kind && x->masks)
        masks_sync(x);
    if (*best == NO_SQUARE || cheaper(x, kind, *best_kind) ||
        (kind == *best_kind && list_index_of(x, from) < list_index_of(x, *best))) {
        *best = from;
        *best_kind = kind;
    }
}

/* least_attacker from one set of all of `by`'s attackers (rules_table_attackers, or
 * rules_wide_attackers on boards of up to 128 squares), where every kind `by` has on the
 * board takes by table leaps and rides only: the piece of the cheapest kind in it, and of
 * two of that kind the one first in `by`'s list, as least_by_kind finds it. False where
 * the set cannot be read (the caller asks kind by kind). */
static bool least_by_set(Exchange *x, Color by, int *found)
{
    for (uint64_t ks = x->masks ? 0 : x->other_kinds; ks; ks &= ks - 1)
        if (x->pos.kind_count[by][__builtin_ctzll(ks)])
            return false;
    const Position *pos = x->masks ? x->start : &x->pos;
    Square on[CSM_SQUARES];
    int n = rules_table_attackers(x->v, pos, x->masks ? x->occupied : NULL, x->sq, by, ~0ULL, on);
    if (n < 0)
        n = rules_wide_attackers(x->v, pos, x->sq, by, ~0ULL, on);
    if (n < 0)
        return false;
    int best = NO_SQUARE, best_kind = 0;
    for (int i = 0; i < n; i++)
        note_attacker(x, pos, on[i], &best, &best_kind);
    *found = best;
    return true;
}

/* least_attacker where no one set answers: one attack test asks whether any piece takes
 * (on most squares of a quiet move none does); then the kinds cheapest first, each as a
 * whole (one attack test), and only the kind found piece by piece. */
static int least_by_kind(Exchange *x, Color by)
{
    if (!x->sorted)
        sort_kinds(x);
    uint64_t present = 0;
    for (int i = 0; i < x->norder[by]; i++)
        if (x->pos.kind_count[by][x->order[by][i]])
            present |= 1ULL << x->order[by][i];
    if (!present || !rules_attacked_by_kinds(x->v, &x->pos, x->sq, by, present))
        return NO_SQUARE;
    for (int i = 0; i < x->norder[by]; i++) {
        int kind = x->order[by][i];
        if (!((present >> kind) & 1) || !rules_attacked_by_kinds(x->v, &x->pos, x->sq, by, 1ULL << kind))
            continue;
        for (int j = 0; j < x->pos.piece_count[by]; j++) {
            Square from = x->pos.list[by][j];
            if (piece_kind(x->pos.board[from]) == kind && piece_takes(x, from))
                return from;
        }
    }
    return NO_SQUARE;
}

/* The square of the cheapest piece of `by` that takes on x->sq now, or NO_SQUARE: from
 * one set of attackers where the bitboards give it, else kind by kind (least_by_kind). */
static int least_attacker(Exchange *x, Color by)
{
    int found;
    if (least_by_set(x, by, &found))
        return found; /* on masks, always */
    return least_by_kind(x, by);
}

/* The kind a piece of `kind` and colour `c` is worth once it lands on `to` from `from`:
 * its dearest promotion where it may promote there, else itself. */
static int landing_kind(const Exchange *x, int kind, Color c, Square from, Square to)
{
    const PieceKind *k = &x->v->kinds[kind];
    if (!k->npromo || k->promo_in_place)
        return kind;
    bool zone = variant_in_promo_zone(x->v, k, c, to) ||
                (k->promo_on_leaving && variant_in_promo_zone(x->v, k, c, from));
    if (!zone)
        return kind;
    int best = k->promo_optional ? kind : -1;
    for (int i = 0; i < k->npromo; i++) {
        int to_kind = k->promo_to[i];
        if (((k->promo_sides[i] >> c) & 1) && (best < 0 || kind_value(x, to_kind) > kind_value(x, best)))
            best = to_kind;
    }
    return best < 0 ? kind : best;
}

/* Moves the piece on `from` onto x->sq (taking what stands there) as `kind`. */
static void take_on_square(Exchange *x, Square from, int kind)
{
    if (x->masks) {
        Color c = piece_color(x->start->board[from]);
        masks_remove(x, c, from);
        uint64_t bit = 1ULL << bit_of(x, x->sq);
        if ((x->occupied[WHITE] | x->occupied[BLACK]) & bit)
            masks_remove(x, (x->occupied[WHITE] & bit) ? WHITE : BLACK, x->sq);
        masks_put(x, c, x->sq);
        return;
    }
    Color c = piece_color(x->pos.board[from]);
    pos_remove(&x->pos, from);
    if (x->pos.board[x->sq])
        pos_remove(&x->pos, x->sq);
    pos_put(&x->pos, x->sq, piece_make(kind, c));
}

/* The value of what `m` takes (0 for none; a pawn's for a victim not on its square). */
static int taken_value(const EvalTables *e, const Position *pos, const Move *m)
{
    if (!move_is_capture(m))
        return 0;
    Piece victim = pos->board[m->capture_sq];
    return victim ? eval_piece_value(e, piece_kind(victim)) : 100;
}

/* Can see_value play `m` out? A capture, quiet move or drop that lands on its square. */
static bool readable(const Position *pos, const Move *m)
{
    switch (m->type) {
    case MOVE_QUIET:
    case MOVE_CAPTURE:
    case MOVE_JUMP:
    case MOVE_EN_PASSANT:
        return pos->board[m->from] != PIECE_NONE;
    case MOVE_DROP:
        return pos->board[m->to] == PIECE_NONE;
    default:
        return false;
    }
}

/* The kind `m` leaves on its square. */
static int mover_kind(const Position *pos, const Move *m)
{
    if (m->become)
        return m->become - 1;
    return piece_kind(pos->board[m->from]);
}

/* The gain of `m` itself: what it takes, and what its promotion adds. */
static int first_gain(const EvalTables *e, const Position *pos, const Move *m)
{
    int gain = taken_value(e, pos, m);
    if (m->become && m->type != MOVE_DROP)
        gain += eval_piece_value(e, m->become - 1) - eval_piece_value(e, piece_kind(pos->board[m->from]));
    return gain;
}

/* Plays `m` on the scratch board: the victim leaves (en passant: from its own square),
 * the mover (or the dropped piece) stands on the square. */
static void play_first(Exchange *x, const Move *m)
{
    const Position *pos = x->masks ? x->start : &x->pos;
    Color me = (Color)pos->side;
    int kind = mover_kind(pos, m);
    if (move_is_capture(m) && m->capture_sq != x->sq && pos->board[m->capture_sq]) {
        if (x->masks)
            masks_remove(x, piece_color(pos->board[m->capture_sq]), m->capture_sq);
        else
            pos_remove(&x->pos, m->capture_sq);
    }
    if (m->type == MOVE_DROP) {
        if (x->masks)
            masks_put(x, me, x->sq);
        else
            pos_put(&x->pos, x->sq, piece_make(kind, me));
        return;
    }
    take_on_square(x, m->from, kind);
}

/* The exchange after the first move: gain[0] is set; fills gain[1..] as each side takes
 * with its cheapest piece in turn, each entry the balance (for the side that took) if
 * the sequence stopped there, and returns how many entries there are. */
static int play_out(Exchange *x, Color mover, int on_square, int gain[SEE_MAX_SWAPS])
{
    int n = 1;
    Color side = color_flip(mover);
    while (n < SEE_MAX_SWAPS) {
        int found = least_attacker(x, side);
        if (found == NO_SQUARE)
            break;
        Square from = (Square)found;
        int kind = piece_kind(piece_on(x, from));
        int lands = landing_kind(x, kind, side, from, x->sq);
        if (is_royal(x->v, kind)) {
            /* a royal piece takes only where nothing can take it back */
            Exchange after;
            copy_exchange(&after, x);
            take_on_square(&after, from, lands);
            if (least_attacker(&after, color_flip(side)) != NO_SQUARE)
                break;
        }
        gain[n] = on_square - gain[n - 1] + kind_value(x, lands) - kind_value(x, kind);
        n++;
        take_on_square(x, from, lands);
        on_square = kind_value(x, lands);
        side = color_flip(side);
    }
    return n;
}

/* Minimax over the balances: each side takes only when that beats stopping. */
static int settle(int gain[SEE_MAX_SWAPS], int n)
{
    for (int i = n - 1; i > 0; i--) {
        int stop = -gain[i - 1];
        gain[i - 1] = -(stop > gain[i] ? stop : gain[i]);
    }
    return gain[0];
}

static int full_exchange(const EvalTables *e, const Position *pos, const Move *m)
{
    Exchange x;
    x.v = eval_variant(e);
    x.e = e;
    x.sq = move_landing(m);
    x.table_kinds = table_kinds(x.v);
    x.other_kinds = (x.v->nkinds >= 64 ? ~0ULL : (1ULL << x.v->nkinds) - 1) & ~x.table_kinds;
    x.sorted = false;
    x.masks = false;
    if (masks_apply(&x, pos))
        masks_start(&x, pos);
    else
        x.pos = *pos;
    x.values = eval_piece_values(e);
    x.royal_kinds = x.v->attacks.royal_kinds;
    Color me = (Color)pos->side;
    int gain[SEE_MAX_SWAPS];
    gain[0] = first_gain(e, pos, m);
    int on_square = kind_value(&x, mover_kind(pos, m));
    play_first(&x, m);
    return settle(gain, play_out(&x, me, on_square, gain));
}

int see_value(const EvalTables *e, const Position *pos, const Move *m)
{
    if (!readable(pos, m))
        return taken_value(e, pos, m);
    return full_exchange(e, pos, m);
}

/* The most a piece of `side` gains in value by promoting as it takes on `sq` (0 where
 * none can): taking the mover back, the enemy may promote, and the exchange may stop
 * there. A kind that promotes on leaving its zone counts wherever it comes from. */
static int most_promotion_gain(const EvalTables *e, Color side, Square sq)
{
    const Variant *v = eval_variant(e);
    int most = 0;
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *kind = &v->kinds[k];
        if (!kind->npromo || (!kind->promo_on_leaving && !variant_in_promo_zone(v, kind, side, sq)))
            continue;
        for (int i = 0; i < kind->npromo; i++) {
            int gain = eval_piece_value(e, kind->promo_to[i]) - eval_piece_value(e, k);
            if (((kind->promo_sides[i] >> side) & 1) && gain > most)
                most = gain;
        }
    }
    return most;
}

/* Could a ride of one of `kinds` of `enemy` pass `from` and go on to `to` (their
 * difference a whole number of one of its steps)? Only such a ride is uncovered at `to`
 * when the piece on `from` leaves. */
static bool ride_through(const Variant *v, Color enemy, uint64_t kinds, Square from, Square to)
{
    int dx = sq_file(to) - sq_file(from), dy = sq_rank(to) - sq_rank(from);
    const AttackTables *t = &v->attacks;
    for (int i = 0; i < t->nride[enemy]; i++) {
        const AttackStep *s = &t->ride[enemy][i];
        if (!(s->kinds & kinds))
            continue;
        int n = s->dx ? dx / s->dx : dy / s->dy;
        if (n > 0 && dx == n * s->dx && dy == n * s->dy)
            return true;
    }
    return false;
}

/* Can nothing take back after the quiet move or drop `m`? Where every enemy kind on the
 * board attacks by table leaps and rides (no hop, guarded leap or capture chain), leaving
 * a square uncovers only the lines that already end on it; so when the enemy attacks
 * neither the landing square nor the square left, no enemy piece reaches the landing
 * square after the move either. This answers most quiet moves without a scratch board.
 * (Captures are left to the count: the ones that get here, a dearer piece taking a
 * cheaper one, are mostly guarded, and the two attack tests cost more than they save.) */
static bool out_of_reach(const EvalTables *e, const Position *pos, const Move *m)
{
    if (m->type != MOVE_QUIET && m->type != MOVE_DROP)
        return false;
    const Variant *v = eval_variant(e);
    Color enemy = color_flip((Color)pos->side);
    uint64_t present = 0;
    for (int k = 0; k < v->nkinds; k++)
        if (pos->kind_count[enemy][k])
            present |= 1ULL << k;
    if (present & ~table_kinds(v))
        return false;
    Position *board = (Position *)pos; /* the attack test leaves the position as it was */
    if (rules_attacked_by_kinds(v, board, move_landing(m), enemy, present))
        return false;
    return m->type == MOVE_DROP || !ride_through(v, enemy, present, m->from, move_landing(m)) ||
           !rules_attacked_by_kinds(v, board, m->from, enemy, present);
}

bool see_ge(const EvalTables *e, const Position *pos, const Move *m, int threshold)
{
    if (!readable(pos, m))
        return true;
    int gain = first_gain(e, pos, m);
    if (gain < threshold)
        return false; /* the enemy may simply not take back: no more than this */
    int kind = mover_kind(pos, m);
    int risked = is_royal(eval_variant(e), kind) ? SEE_ROYAL_CP : eval_piece_value(e, kind);
    if (gain - risked >= threshold && /* the kinds' promotions are looked at only when it could matter */
        gain - risked - most_promotion_gain(e, color_flip((Color)pos->side), move_landing(m)) >= threshold)
        return true; /* even losing the mover to a promoting taker keeps the threshold */
    if (out_of_reach(e, pos, m))
        return true; /* gain (>= threshold) stands: nothing can take back */
    return full_exchange(e, pos, m) >= threshold;
}
