/* rules_drops.c — where the pieces in hand may be dropped (zones, no doubled pawns,
 * entry squares, opposite colours, the drop rules of connect games, ataxx and reversi),
 * and the flips of reversi-like games after a move. */
#include "rules_internal.h"

#include <string.h>

/* Has colour `c` a piece of kind `kind` on the file of `s`? (nifu) */
static int kind_on_file(const Position *pos, int kind, Color c, Square s)
{
    Piece want = piece_make(kind, c);
    int n = 0;
    for (int r = 0; r < pos->ranks; r++)
        n += pos->board[sq_make(sq_file(s), r)] == want;
    return n;
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
void rules_flip_pieces(const Variant *v, Position *pos, const Move *m, Color me, uint64_t *flipped)
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
/* The squares a drop may land on as far as the board goes (on it, empty, not a wall),
 * rank by rank from the first, into `out`; returns how many. Found once per position for
 * every kind in hand: with bitboards from the occupied masks, else square by square. */
static int empty_squares(const Position *pos, Square *out)
{
    int n = 0;
    if (pos->bitboards && !pos->has_walls) {
        int size = pos->files * pos->ranks;
        uint64_t empty = ~(pos->occupied[WHITE] | pos->occupied[BLACK]);
        if (size < 64)
            empty &= (1ULL << size) - 1;
        for (; empty; empty &= empty - 1) {
            int bit = __builtin_ctzll(empty);
            out[n++] = sq_make(bit % pos->files, bit / pos->files);
        }
        return n;
    }
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++)
            if (!pos_blocked(pos, sq_make(f, r)))
                out[n++] = sq_make(f, r);
    return n;
}

void rules_drop_moves(const Variant *v, Position *pos, CsmOut *out)
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
    Square empty[CSM_SQUARES];
    int nempty = empty_squares(pos, empty);
    for (int kind = 0; kind < v->nkinds; kind++) {
        const PieceKind *k = &v->kinds[kind];
        if ((!pos->hand[me][kind] && !free_drops) || k->no_drop)
            continue;
        /* the kind's rules read once: each push writes bytes the compiler must take to
         * alias them, so read in the loop they would be fetched again for every square */
        const Zone *zone = k->drop_zone >= 0 ? &v->zones[k->drop_zone] : NULL;
        int no_doubled = k->drop_no_doubled;
        bool region = (v->attacks.region_kinds >> kind) & 1, stuck_test = v->rules.immobility_illegal;
        Move m;
        memset(&m, 0, sizeof m);
        m.type = MOVE_DROP;
        for (int i = 0; i < nempty; i++) {
            Square s = empty[i];
            if (entries && !entry[s])
                continue;
            if (first_zone && !zone_has(first_zone, s))
                continue;
            if (ruled && !drop_rule_allows(v, pos, me, s))
                continue;
            if (zone && !zone_has_side(zone, me, s))
                continue;
            if (region && !may_stand(v, piece_make(kind, me), s)) /* never outside its region */
                continue;
            if (no_doubled && kind_on_file(pos, kind, me, s) >= no_doubled)
                continue;
            if (ncb && !colour_bound_allows(v, cb, ncb, kind, s, me))
                continue;
            m.from = m.to = s;
            m.become = (uint8_t)(kind + 1);
            m.flags = 0;
            if (!stuck_test || !kind_stuck_on(k, me, s))
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
