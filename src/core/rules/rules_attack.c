/* rules_attack.c — attacks: is a square attacked (the attack tables first, then the
 * scripts the tables could not summarise), is a side in check, do the royal pieces face
 * each other (see rules.h). */
#include "rules_internal.h"
#include "wide_attacks.h"

#include <stdlib.h>

static bool removes_square(const Move *m, Square sq)
{
    return (m->flags & MF_CAPTURE) && m->capture_sq == sq;
}

/* How many royal pieces `side` has on the board (of the kinds in `royal`): the scans below
 * stop once they have met that many instead of walking the whole piece list. */
static int royal_count(const Position *pos, Color side, uint64_t royal)
{
    int n = 0;
    for (; royal; royal &= royal - 1)
        n += pos->kind_count[side][__builtin_ctzll(royal)];
    return n;
}

/* The squares of `side`'s royal pieces (at most `max`); returns how many. A lone royal
 * piece is found from the position's hint when the hint still holds it. */
static inline __attribute__((always_inline)) int royal_squares(const Position *pos, Color side, uint64_t royal,
                                                                Square *out, int max)
{
    int want = royal_count(pos, side, royal), n = 0;
    int hint = pos->royal_hint[side];
    if (want == 1 && max >= 1 && hint != NO_SQUARE && pos->board[hint] && piece_color(pos->board[hint]) == side &&
        ((royal >> piece_kind(pos->board[hint])) & 1)) {
        out[0] = (Square)hint;
        return 1;
    }
    for (int i = 0; i < pos->piece_count[side] && n < want && n < max; i++) {
        Square s = pos->list[side][i];
        if ((royal >> piece_kind(pos->board[s])) & 1)
            out[n++] = s;
    }
    return n;
}

/* Is every square strictly between `a` and `b` (one file or one rank) empty? */
static bool line_clear(const Position *pos, Square a, Square b)
{
    int df = (sq_file(b) > sq_file(a)) - (sq_file(b) < sq_file(a));
    int dr = (sq_rank(b) > sq_rank(a)) - (sq_rank(b) < sq_rank(a));
    for (int f = sq_file(a) + df, r = sq_rank(a) + dr; f != sq_file(b) || r != sq_rank(b); f += df, r += dr)
        if (pos_blocked(pos, sq_make(f, r)))
            return false;
    return true;
}

/* Do a royal piece of each side stand on one file or rank with nothing between them (the
 * flying general of xiangqi, janggi's bikjang)? The royal squares are found first (a
 * variant has few), so the lists are walked once per side and only the line between a
 * facing pair is looked at. */
static bool royals_face(const Variant *v, const Position *pos)
{
    Square white[CSM_SQUARES], black[CSM_SQUARES]; /* room for every square: no cap on royals */
    int nw = royal_squares(pos, WHITE, royal_kinds_of(v, pos, WHITE), white, CSM_SQUARES);
    if (!nw)
        return false;
    int nb = royal_squares(pos, BLACK, royal_kinds_of(v, pos, BLACK), black, CSM_SQUARES);
    for (int i = 0; i < nw; i++)
        for (int j = 0; j < nb; j++) {
            Square w = white[i], b = black[j];
            /* on one file or one rank, as a rook sees it (Fairy-Stockfish's flying general) */
            if ((sq_file(b) == sq_file(w) || sq_rank(b) == sq_rank(w)) && line_clear(pos, w, b))
                return true;
        }
    return false;
}

bool rules_royals_face(const Variant *v, const Position *pos) { return royals_face(v, pos); }

bool rules_faces_enemy_royal(const Variant *v, const Position *pos, Square sq, Color enemy)
{
    Square theirs[CSM_SQUARES];
    int n = royal_squares(pos, enemy, royal_kinds_of(v, pos, enemy), theirs, CSM_SQUARES);
    for (int i = 0; i < n; i++)
        if (theirs[i] != sq && (sq_file(theirs[i]) == sq_file(sq) || sq_rank(theirs[i]) == sq_rank(sq)) &&
            line_clear(pos, sq, theirs[i]))
            return true;
    return false;
}

void rules_note_royals(const Variant *v, Position *pos)
{
    for (int c = 0; c < 2; c++) {
        Square s;
        pos->royal_hint[c] = royal_squares(pos, (Color)c, royal_kinds_of(v, pos, (Color)c), &s, 1) ? s : NO_SQUARE;
    }
}

/* complex_attack for a kind compiled to steps: its guarded leaps and hops (the tables
 * hold its plain leaps and rides). */
static bool fast_attack(const Variant *v, const Position *pos, Square from, Square sq, const FastMoves *fm)
{
    Piece p = pos->board[from];
    Color c = piece_color(p);
    int df = sq_file(sq) - sq_file(from), dr = sq_rank(sq) - sq_rank(from);
    for (int i = 0; i < fm->nsteps; i++) {
        const FastStep *st = &fm->step[c][i];
        if (!st->capture || (!st->hop && !st->guarded))
            continue;
        if (st->hop) { /* only along its line, beyond the next square */
            int dx = st->dx, dy = st->dy;
            bool along = dx ? df % dx == 0 && df / dx > 1 && df * dy == dr * dx
                            : !df && dr % dy == 0 && dr / dy > 1;
            if (along && fast_hop_target(pos, from, st) == sq && may_stand(v, p, sq))
                return true;
            continue;
        }
        if (df != st->dx || dr != st->dy || !fast_guards_hold(v, pos, from, st, c))
            continue;
        if (may_stand(v, p, st->catches ? from : sq))
            return true;
    }
    return false;
}

/* Runs the capture chains the tables could not summarise, for one attacker (the caller
 * has asked AttackTables.fast_reach first where it answers). */
static bool complex_attack(const Variant *v, const Position *pos, Square from, Square sq)
{
    Piece p = pos->board[from];
    int kind = piece_kind(p);
    const CsmProgram *prog = v->kinds[kind].program;
    if (!prog)
        return false;
    if (v->attacks.fast[kind].nsteps)
        return fast_attack(v, pos, from, sq, &v->attacks.fast[kind]);
    Move buf[CSM_MAX_PIECE_MOVES];
    CsmOut out;
    CsmRun run = {pos, prog, &v->sym, kind, piece_color(p), true, NULL, NULL};
    int n = csm_program_chain_count(prog);
    for (int i = 0; i < n; i++) {
        const CsmChainInfo *info = csm_program_chain(prog, i);
        if (info->pattern == CSM_PAT_LEAP || info->pattern == CSM_PAT_RIDE || !info->can_capture)
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

/* Can the 128-bit masks (AttackTables.wide) stand in for walking: a board of the size
 * and kinds they were built for, its occupancy kept (Position.bitboards or wide), no walls? */
static inline bool wide_answers(const Variant *v, const Position *pos)
{
    const WideAttacks *w = v->attacks.wide;
    return w && (pos->bitboards || pos->wide) && !pos->has_walls && pos->files == w->files &&
           pos->ranks == w->ranks && w->nkinds == v->nkinds;
}

/* complex_attack for the piece on `from`, with `sq` occupied first (an enemy piece, or
 * `phantom`) as a capture needs a target; *placed says whether it was put there. */
static bool attacker_hits(const Variant *v, Position *pos, Square from, Square sq, Color by, Piece phantom,
                          bool *placed)
{
    if (!*placed && pos->board[sq] == PIECE_NONE) {
        pos_put(pos, sq, phantom ? phantom : piece_make(0, color_flip(by)));
        *placed = true;
    }
    return complex_attack(v, pos, from, sq);
}

/* The kinds of `screened` (covered by fast_reach) asked from the wide masks: only `by`'s
 * pieces standing where such a kind may reach `sq` from run their steps. */
static bool complex_by_masks(const Variant *v, Position *pos, Square sq, Color by, Piece phantom,
                             uint64_t screened, bool *placed)
{
    const WideAttacks *w = v->attacks.wide;
    const WideSet *reach = w->reach_from + (size_t)by * w->nkinds * 128 + pos_bit(pos, sq);
    WideSet theirs = wide_occupied(pos, by);
    for (uint64_t ks = screened; ks; ks &= ks - 1) {
        int k = __builtin_ctzll(ks);
        if (!pos->kind_count[by][k])
            continue;
        for (WideSet from = reach[k * 128] & theirs; from; from &= from - 1) {
            Square s = w->square_of[wide_lowest(from)];
            if (piece_kind(pos->board[s]) == k && attacker_hits(v, pos, s, sq, by, phantom, placed))
                return true;
        }
    }
    return false;
}

/* The capture chains of `by`'s pieces of `wanted` (complex kinds) onto `sq`. The kinds
 * fast_reach covers are asked from the wide masks where they answer; otherwise each
 * enemy piece is ruled out by its one fast_reach entry for what separates it from `sq`,
 * in this loop, and only the others run their steps or script. */
static bool complex_attacks(const Variant *v, Position *pos, Square sq, Color by, Piece phantom, uint64_t wanted)
{
    const AttackTables *t = &v->attacks;
    uint64_t screened = t->fast_reach && t->by_delta_kinds == v->nkinds ? wanted & t->reach_kinds : 0;
    bool placed = false, hit = false;
    if (screened && wide_answers(v, pos) && t->wide->reach_from) {
        hit = complex_by_masks(v, pos, sq, by, phantom, screened, &placed);
        wanted &= ~screened;
        screened = 0;
    }
    const uint8_t *reach = screened ? t->fast_reach + (size_t)by * v->nkinds * ATTACK_DELTAS : NULL;
    int tf = sq_file(sq), tr = sq_rank(sq);
    for (int i = 0; i < pos->piece_count[by] && !hit && wanted; i++) {
        Square from = pos->list[by][i];
        int k = piece_kind(pos->board[from]);
        if (!((wanted >> k) & 1))
            continue;
        if (((screened >> k) & 1) && !reach[k * ATTACK_DELTAS + attack_delta(tf - sq_file(from), tr - sq_rank(from))])
            continue; /* none of its guarded leaps or hops lands there */
        hit = attacker_hits(v, pos, from, sq, by, phantom, &placed);
    }
    if (placed)
        pos_remove(pos, sq);
    return hit;
}

/* The pieces of `by` (among `theirs`, of `kinds`, that may stand on `sq`) that leap onto
 * `sq`, from the wide masks: only the pieces standing where some kind's leap comes from
 * (WideAttacks.leap_any) are asked about their own kind's leaps; into out (up to `room`),
 * or with out NULL only whether there is one. */
static inline __attribute__((always_inline)) int wide_leap_attackers(const Variant *v, const Position *pos, Square sq,
                                                                     Color by, WideSet theirs, uint64_t kinds,
                                                                     Square *out, int room)
{
    const WideAttacks *w = v->attacks.wide;
    int bit = pos_bit(pos, sq), n = 0;
    kinds &= w->leap_kinds[by];
    for (WideSet from = w->leap_any[by][bit] & theirs; from; from &= from - 1) {
        int at = wide_lowest(from);
        Square s = w->square_of[at];
        Piece p = pos->board[s];
        int k = piece_kind(p);
        if (!((kinds >> k) & 1) || !((w->leap_from[(by * w->nkinds + k) * 128 + bit] >> at) & 1) ||
            !may_stand(v, p, sq))
            continue;
        if (!out)
            return 1;
        if (n < room)
            out[n++] = s;
    }
    return n;
}

/* The pieces of `by` of `kinds` (that may stand on `sq`) whose rides reach `sq` first
 * with `all` standing, from the ride sets (RideTables.attack) on a board the wide masks
 * serve: into out (up to `room`), or with out NULL only whether there is one. */
static inline __attribute__((always_inline)) int wide_set_attackers(const Variant *v, const Position *pos, Square sq, Color by, WideSet all, uint64_t kinds,
                              Square *out, int room)
{
    const RideTables *rt = v->attacks.rides;
    const uint8_t *square_of = v->attacks.wide->square_of;
    int bit = pos_bit(pos, sq), n = 0;
    WideSet theirs = wide_occupied(pos, by);
    for (int g = 0; g < rt->nattack[by]; g++) {
        const RideGroup *group = &rt->attack[by][g];
        uint64_t want = group->kinds & kinds;
        if (!want)
            continue;
        const RideSet *set = group->set;
        WideSet reach = set->wide ? ride_set_reach_wide(set, bit, all) : ride_set_reach(set, bit, (uint64_t)all);
        for (WideSet from = reach & theirs; from; from &= from - 1) {
            Square s = square_of[wide_lowest(from)];
            Piece p = pos->board[s];
            if (!((want >> piece_kind(p)) & 1) || !may_stand(v, p, sq))
                continue;
            if (!out)
                return 1;
            if (n < room)
                out[n++] = s;
        }
    }
    return n;
}

/* table_attack from the wide masks (AttackTables.wide): as bitboard_attack, on boards of
 * up to 128 squares, and asking may_stand of the piece found (kinds held to a region). */
static bool wide_attack(const Variant *v, const Position *pos, Square sq, Color by, uint64_t kinds)
{
    const AttackTables *t = &v->attacks;
    const WideAttacks *w = t->wide;
    int bit = pos_bit(pos, sq);
    WideSet theirs = wide_occupied(pos, by);
    if (wide_leap_attackers(v, pos, sq, by, theirs, kinds, NULL, 0))
        return true;
    WideSet all = theirs | wide_occupied(pos, color_flip(by));
    if (t->rides && t->rides->attack_ok[by])
        return wide_set_attackers(v, pos, sq, by, all, kinds, NULL, 0) > 0;
    for (int i = 0; i < t->nride[by]; i++) {
        const AttackStep *s = &t->ride[by][i];
        WideSet line = w->ray[by][i * 128 + bit] & all;
        if (!line || !(s->kinds & kinds))
            continue;
        int first = s->dy * pos->files + s->dx > 0 ? wide_highest(line) : wide_lowest(line);
        Piece p = pos->board[w->square_of[first]];
        if (piece_color(p) == by && (((s->kinds & kinds) >> piece_kind(p)) & 1) && may_stand(v, p, sq))
            return true;
    }
    return false;
}

/* The pieces of `by` (among `theirs`, of `kinds`) that leap onto bit `bit`: only the
 * pieces standing where some kind's leap comes from (BitboardAttacks.leap_any) are
 * asked whether their own kind leaps so; `first`: stop at the first found. */
static inline uint64_t leap_attackers(const BitboardAttacks *b, const Position *pos, int bit, Color by,
                                      uint64_t theirs, uint64_t kinds, bool first)
{
    uint64_t found = 0;
    kinds &= b->leap_kinds[by];
    for (uint64_t from = b->leap_any[by][bit] & theirs; from; from &= from - 1) {
        int k = piece_kind(pos->board[b->square_of[__builtin_ctzll(from)]]);
        if (((kinds >> k) & 1) && (b->leap_from[by][k][bit] & from & -from)) {
            found |= from & -from;
            if (first)
                return found;
        }
    }
    return found;
}

/* The pieces of `by` (of `kinds`) whose rides reach bit `bit` first with `all` standing,
 * from the ride sets (RideTables.attack: each set's squares turned round are where its
 * riders stand); `first`: stop at the first found. */
static inline uint64_t set_attackers(const AttackTables *t, const Position *pos, int bit, Color by, uint64_t theirs,
                                     uint64_t all, uint64_t kinds, bool first)
{
    const RideTables *rt = t->rides;
    const uint8_t *square_of = t->bitboards->square_of;
    uint64_t found = 0;
    for (int g = 0; g < rt->nattack[by]; g++) {
        const RideGroup *group = &rt->attack[by][g];
        uint64_t want = group->kinds & kinds;
        if (!want)
            continue;
        for (uint64_t from = ride_set_reach(group->set, bit, all) & theirs; from; from &= from - 1)
            if ((want >> piece_kind(pos->board[square_of[__builtin_ctzll(from)]])) & 1) {
                found |= from & -from;
                if (first)
                    return found;
            }
    }
    return found;
}

/* table_attack from the bitboards (AttackTables.bitboards): each leaping kind of `by`
 * asked whether one of its pieces stands where its leaps onto `sq` come from, and along
 * each ride the first piece (the nearest bit: the highest where the line comes from
 * lower bits) whether it is one of `by`'s that rides so. */
static bool bitboard_attack(const AttackTables *t, const Position *pos, Square sq, Color by, uint64_t kinds)
{
    const BitboardAttacks *b = t->bitboards;
    int bit = pos_bit(pos, sq);
    uint64_t theirs = pos->occupied[by];
    if (leap_attackers(b, pos, bit, by, theirs, kinds, true))
        return true;
    uint64_t all = theirs | pos->occupied[color_flip(by)];
    if (t->rides && t->rides->attack_ok[by])
        return set_attackers(t, pos, bit, by, theirs, all, kinds, true) != 0;
    const uint64_t *ray = b->ray[by] + bit;
    for (int i = 0; i < t->nride[by]; i++) {
        uint64_t line = ray[i * 64] & all;
        if (!line)
            continue;
        int first = bitboard_nearest(b, by, i, line);
        if (((theirs >> first) & 1) && (((t->ride[by][i].kinds & kinds) >> piece_kind(pos->board[b->square_of[first]])) & 1))
            return true;
    }
    return false;
}

bool rules_bitboards_answer(const Variant *v, const Position *pos) { return bitboards_answer(v, pos); }

int rules_table_attackers(const Variant *v, const Position *pos, const uint64_t occupied[2], Square sq, Color by,
                          uint64_t kinds, Square out[64])
{
    if (!bitboards_answer(v, pos))
        return -1;
    if (!occupied)
        occupied = pos->occupied;
    const AttackTables *t = &v->attacks;
    const BitboardAttacks *b = t->bitboards;
    int bit = pos_bit(pos, sq);
    uint64_t theirs = occupied[by], found = leap_attackers(b, pos, bit, by, theirs, kinds, false);
    uint64_t all = theirs | occupied[color_flip(by)];
    const uint64_t *ray = b->ray[by] + bit;
    for (int i = 0; i < t->nride[by] && !(t->rides && t->rides->attack_ok[by]); i++) {
        uint64_t line = ray[i * 64] & all;
        if (!line)
            continue;
        int first = bitboard_nearest(b, by, i, line);
        if (((theirs >> first) & 1) && (((t->ride[by][i].kinds & kinds) >> piece_kind(pos->board[b->square_of[first]])) & 1))
            found |= 1ULL << first;
    }
    if (t->rides && t->rides->attack_ok[by])
        found |= set_attackers(t, pos, bit, by, theirs, all, kinds, false);
    int n = 0;
    for (; found; found &= found - 1)
        out[n++] = b->square_of[__builtin_ctzll(found)];
    return n;
}

int rules_wide_attackers(const Variant *v, const Position *pos, Square sq, Color by, uint64_t kinds,
                         Square out[CSM_SQUARES])
{
    if (bitboards_answer(v, pos) || !wide_answers(v, pos))
        return -1;
    const AttackTables *t = &v->attacks;
    const WideAttacks *w = t->wide;
    int bit = pos_bit(pos, sq);
    WideSet theirs = wide_occupied(pos, by);
    int n = wide_leap_attackers(v, pos, sq, by, theirs, kinds, out, CSM_SQUARES);
    WideSet all = theirs | wide_occupied(pos, color_flip(by));
    if (t->rides && t->rides->attack_ok[by])
        return n + wide_set_attackers(v, pos, sq, by, all, kinds, out + n, CSM_SQUARES - n);
    for (int i = 0; i < t->nride[by]; i++) {
        const AttackStep *st = &t->ride[by][i];
        WideSet line = w->ray[by][i * 128 + bit] & all;
        if (!line || !(st->kinds & kinds))
            continue;
        Square s = w->square_of[st->dy * pos->files + st->dx > 0 ? wide_highest(line) : wide_lowest(line)];
        Piece p = pos->board[s];
        if (piece_color(p) == by && (((st->kinds & kinds) >> piece_kind(p)) & 1) && may_stand(v, p, sq) && n < CSM_SQUARES)
            out[n++] = s;
    }
    return n;
}

/* Does the piece `p` on `from` take `sq`, given `e`, its AttackTables.by_delta entry for
 * what separates them (nonzero)? A ride needs the squares between empty. */
static inline bool by_delta_attack(const Variant *v, const Position *pos, uint16_t e, Square from, Piece p, Square sq)
{
    if (!may_stand(v, p, sq))
        return false;
    if (e & ATTACK_BY_LEAP)
        return true;
    const AttackStep *s = &v->attacks.ride[piece_color(p)][(e & ~ATTACK_BY_LEAP) - 1];
    int step = s->dx + 16 * s->dy, at = from + step;
    while (at != sq && !pos_blocked(pos, (Square)at))
        at += step;
    return at == sq;
}

bool rules_attacks_by_table(const Variant *v, const Position *pos, Color by)
{
    const AttackTables *t = &v->attacks;
    if (!t->by_delta || t->by_delta_kinds != v->nkinds || t->nslide[by])
        return false;
    for (uint64_t k = t->complex_kinds; k; k &= k - 1)
        if (pos->kind_count[by][__builtin_ctzll(k)])
            return false; /* a piece with capture chains the tables do not hold */
    return true;
}

bool rules_piece_attacks(const Variant *v, const Position *pos, Square from, Square sq)
{
    Piece p = pos->board[from];
    const uint16_t *table = v->attacks.by_delta + ((size_t)piece_color(p) * v->nkinds + piece_kind(p)) * ATTACK_DELTAS;
    uint16_t e = table[attack_delta(sq_file(sq) - sq_file(from), sq_rank(sq) - sq_rank(from))];
    return e && by_delta_attack(v, pos, e, from, p, sq);
}

/* The leap and ride attacks on `sq` by `by`: with few enemy pieces for the steps there
 * are (most positions), each enemy piece is asked whether what separates it from `sq` is
 * one of its leaps or rides (AttackTables.by_delta), and only a ride's squares between are
 * looked at; otherwise each step is walked back from `sq`. */
static bool table_attack(const Variant *v, const Position *pos, Square sq, Color by, uint64_t kinds)
{
    const AttackTables *t = &v->attacks;
    if (bitboards_answer(v, pos))
        return bitboard_attack(t, pos, sq, by, kinds);
    if (wide_answers(v, pos))
        return wide_attack(v, pos, sq, by, kinds);
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
            if (e && ((kinds >> k) & 1) && by_delta_attack(v, pos, e, from, p, sq))
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
        if (p && piece_color(p) == by && (((s->kinds & kinds) >> piece_kind(p)) & 1) && may_stand(v, p, sq))
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
                if (piece_color(p) == by && (((s->kinds & kinds) >> piece_kind(p)) & 1) && may_stand(v, p, sq))
                    return true;
                break;
            }
        }
    }
    return false;
}

/* rules_is_attacked by the pieces of `kinds` only (the others still block and screen). */
static bool attacked_by_kinds(const Variant *v, Position *pos, Square sq, Color by, Piece phantom, uint64_t kinds)
{
    const AttackTables *t = &v->attacks;
    if (table_attack(v, pos, sq, by, kinds))
        return true;
    int f = sq_file(sq), r = sq_rank(sq);
    for (int i = 0; i < t->nslide[by]; i++) {
        const AttackStep *s = &t->slide[by][i];
        int sf = f - s->dx, sr = r - s->dy;
        if (!pos_on_board(pos, sf, sr))
            continue;
        Piece p = pos->board[sq_make(sf, sr)];
        if (!p || piece_color(p) != by || !(((s->kinds & kinds) >> piece_kind(p)) & 1) || !may_stand(v, p, sq))
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
    if (t->complex_kinds & kinds)
        return complex_attacks(v, pos, sq, by, phantom, t->complex_kinds & kinds);
    return false;
}

bool rules_is_attacked(const Variant *v, Position *pos, Square sq, Color by, Piece phantom)
{
    return attacked_by_kinds(v, pos, sq, by, phantom, ~0ULL);
}

bool rules_attacked_by_kinds(const Variant *v, Position *pos, Square sq, Color by, uint64_t kinds)
{
    return attacked_by_kinds(v, pos, sq, by, PIECE_NONE, kinds);
}

/* Explosions: is a royal piece of `enemy` next to `s`? A capture there would blow it
 * up too, so nothing standing on `s` is attacked by that side. */
bool rules_touches_enemy_royal(const Variant *v, const Position *pos, Square s, Color enemy)
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

/* duple_check: every piece of the side's royal kinds (royal now or not) is attacked. */
static bool all_royal_kinds_attacked(const Variant *v, Position *pos, Color side, uint64_t kinds)
{
    Square squares[CSM_SQUARES];
    int n = royal_squares(pos, side, v->attacks.royal_kinds, squares, CSM_SQUARES);
    for (int i = 0; i < n; i++)
        if ((v->rules.explosions && rules_touches_enemy_royal(v, pos, squares[i], color_flip(side))) ||
            !attacked_by_kinds(v, pos, squares[i], color_flip(side), PIECE_NONE, kinds))
            return false;
    return n > 0;
}

bool rules_checked_by(const Variant *v, Position *pos, Color side, uint64_t kinds)
{
    uint64_t royal = royal_kinds_of(v, pos, side);
    if (v->rules.duple_check && all_royal_kinds_attacked(v, pos, side, kinds))
        return true;
    if (!royal)
        return false;
    if (v->rules.flying_general && (royal_kinds_of(v, pos, color_flip(side)) & kinds) && royals_face(v, pos))
        return true; /* the generals see each other: as if each attacked the other */
    Square royals[CSM_SQUARES];
    int n = royal_squares(pos, side, royal, royals, CSM_SQUARES);
    for (int i = 0; i < n; i++) {
        if (v->rules.explosions && rules_touches_enemy_royal(v, pos, royals[i], color_flip(side)))
            continue; /* touching royal pieces are immune */
        if (attacked_by_kinds(v, pos, royals[i], color_flip(side), PIECE_NONE, kinds))
            return true;
    }
    return false;
}

bool rules_in_check(const Variant *v, Position *pos, Color side) { return rules_checked_by(v, pos, side, ~0ULL); }

/* Does `side` still have a royal piece (explosions can blow it up)? */
bool rules_has_royal(const Variant *v, const Position *pos, Color side)
{
    for (int k = 0; k < v->nkinds; k++)
        if (((royal_kinds_of(v, pos, side) >> k) & 1) && pos->kind_count[side][k])
            return true;
    return false;
}
