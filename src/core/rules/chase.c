/* chase.c — the pieces a xiangqi move chases (see chase.h).
 *
 * Follows Fairy-Stockfish's published rule step by step: the moved piece's new attacks,
 * attacks it uncovered, pieces it pinned so that they no longer protect, and pieces
 * exposed by a discovered check. Squares are sets (ChaseSet) so that each step reads as
 * the rule is stated: "attacked, not protected, not the general, ...". */
#include "chase.h"

#include <stdlib.h>
#include <string.h>

/* ---- square sets ------------------------------------------------------------------ */

static void add(ChaseSet *s, Square sq) { s->w[sq >> 6] |= (uint64_t)1 << (sq & 63); }
static void del(ChaseSet *s, Square sq) { s->w[sq >> 6] &= ~((uint64_t)1 << (sq & 63)); }

static ChaseSet set_or(ChaseSet a, ChaseSet b)
{
    for (int i = 0; i < 4; i++)
        a.w[i] |= b.w[i];
    return a;
}

static ChaseSet set_and(ChaseSet a, ChaseSet b)
{
    for (int i = 0; i < 4; i++)
        a.w[i] &= b.w[i];
    return a;
}

static ChaseSet set_minus(ChaseSet a, ChaseSet b)
{
    for (int i = 0; i < 4; i++)
        a.w[i] &= ~b.w[i];
    return a;
}

static bool set_equal(ChaseSet a, ChaseSet b) { return !memcmp(&a, &b, sizeof a); }

static int set_count(ChaseSet a)
{
    int n = 0;
    for (int i = 0; i < 4; i++)
        n += __builtin_popcountll(a.w[i]);
    return n;
}

/* Removes and returns the lowest square of a non-empty set. */
static Square pop_first(ChaseSet *s)
{
    for (int i = 0; i < 4; i++)
        if (s->w[i]) {
            int bit = __builtin_ctzll(s->w[i]);
            s->w[i] &= s->w[i] - 1;
            return (Square)(i * 64 + bit);
        }
    return 0;
}

static ChaseSet single(Square sq)
{
    ChaseSet s = {{0}};
    add(&s, sq);
    return s;
}

void chase_set_and(ChaseSet *s, const ChaseSet *t) { *s = set_and(*s, *t); }

void chase_undo_move(ChaseSet *s, const ChaseRecord *move)
{
    if (move->moved && chase_set_has(s, move->to)) {
        del(s, move->to);
        add(s, move->from);
    }
}

/* ---- the board as the rule sees it ------------------------------------------------ */

typedef struct Board {
    const Variant *v;
    int files, ranks, river;
    int8_t kind[CSM_SQUARES];          /* kind of the piece on each square (-1: empty) */
    Color us;                          /* the side to move: whose pieces may be chased */
    uint8_t role[CSM_SQUARES];         /* ChaseRole of the piece on each square (0: empty) */
    ChaseSet occ, by[2], of[2][CHASE_ROLE_COUNT];
    int general[2];                    /* each side's general, or -1 */
} Board;

static void board_read(const Variant *v, const Position *pos, Board *b)
{
    memset(b, 0, sizeof *b);
    memset(b->kind, -1, sizeof b->kind);
    b->v = v;
    b->files = pos->files;
    b->ranks = pos->ranks;
    b->river = v->look.river;
    b->us = (Color)pos->side;
    b->general[0] = b->general[1] = -1;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < pos->piece_count[c]; i++) {
            Square sq = pos->list[c][i];
            int role = v->kinds[piece_kind(pos->board[sq])].chase_role;
            b->role[sq] = (uint8_t)role;
            b->kind[sq] = (int8_t)piece_kind(pos->board[sq]);
            add(&b->occ, sq);
            add(&b->by[c], sq);
            add(&b->of[c][role], sq);
            if (role == CHASE_GENERAL)
                b->general[c] = sq;
        }
}

static bool on_board(const Board *b, int f, int r) { return f >= 0 && r >= 0 && f < b->files && r < b->ranks; }

/* Has a soldier of `c` on `sq` crossed the river (and so gained its sideways steps)? */
static bool across(const Board *b, Color c, Square sq)
{
    int r = c == WHITE ? sq_rank(sq) : b->ranks - 1 - sq_rank(sq);
    return r >= b->river;
}

static const int ORTHO[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int DIAG[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

/* The neighbours of `sq` along the four steps. */
static ChaseSet steps(const Board *b, Square sq, const int dirs[4][2], int scale)
{
    ChaseSet s = {{0}};
    for (int i = 0; i < 4; i++) {
        int f = sq_file(sq) + dirs[i][0] * scale, r = sq_rank(sq) + dirs[i][1] * scale;
        if (on_board(b, f, r))
            add(&s, sq_make(f, r));
    }
    return s;
}

/* Every square on the file and rank of `sq`, as on an empty board. */
static ChaseSet lines(const Board *b, Square sq)
{
    ChaseSet s = {{0}};
    for (int f = 0; f < b->files; f++)
        add(&s, sq_make(f, sq_rank(sq)));
    for (int r = 0; r < b->ranks; r++)
        add(&s, sq_make(sq_file(sq), r));
    del(&s, sq);
    return s;
}

/* The whole line through two squares on one file or rank (empty when they share neither). */
static ChaseSet line_through(const Board *b, Square a, Square c)
{
    ChaseSet s = {{0}};
    if (sq_rank(a) == sq_rank(c))
        for (int f = 0; f < b->files; f++)
            add(&s, sq_make(f, sq_rank(a)));
    else if (sq_file(a) == sq_file(c))
        for (int r = 0; r < b->ranks; r++)
            add(&s, sq_make(sq_file(a), r));
    return s;
}

/* The squares strictly between two squares of one file or rank. */
static ChaseSet between(Square a, Square c)
{
    ChaseSet s = {{0}};
    int df = (sq_file(c) > sq_file(a)) - (sq_file(c) < sq_file(a));
    int dr = (sq_rank(c) > sq_rank(a)) - (sq_rank(c) < sq_rank(a));
    int f = sq_file(a) + df, r = sq_rank(a) + dr;
    while (sq_make(f, r) != c) {
        add(&s, sq_make(f, r));
        f += df;
        r += dr;
    }
    return s;
}

/* A chariot's (hops == 0) or a cannon's (hops == 1) attacks along the four lines: the
 * squares up to the first piece, or past one screen up to the next piece. */
static ChaseSet ray_attacks(const Board *b, Square sq, const ChaseSet *occ, int hops)
{
    ChaseSet s = {{0}};
    for (int i = 0; i < 4; i++) {
        int screens = 0;
        for (int f = sq_file(sq) + ORTHO[i][0], r = sq_rank(sq) + ORTHO[i][1]; on_board(b, f, r);
             f += ORTHO[i][0], r += ORTHO[i][1]) {
            Square t = sq_make(f, r);
            bool blocked = chase_set_has(occ, t);
            if (screens == hops)
                add(&s, t);
            if (blocked && ++screens > hops)
                break;
        }
    }
    return s;
}

/* A horse's leaps whose leg (the square next to it toward the longer side) is empty. */
static ChaseSet horse_attacks(const Board *b, Square sq, const ChaseSet *occ)
{
    static const int LEAP[8][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};
    ChaseSet s = {{0}};
    for (int i = 0; i < 8; i++) {
        int dx = LEAP[i][0], dy = LEAP[i][1];
        int f = sq_file(sq) + dx, r = sq_rank(sq) + dy;
        if (!on_board(b, f, r))
            continue;
        int lf = sq_file(sq) + (abs(dx) == 2 ? dx / 2 : 0), lr = sq_rank(sq) + (abs(dy) == 2 ? dy / 2 : 0);
        if (!chase_set_has(occ, sq_make(lf, lr)))
            add(&s, sq_make(f, r));
    }
    return s;
}

/* An elephant's two-step diagonals whose eye is empty. */
static ChaseSet elephant_attacks(const Board *b, Square sq, const ChaseSet *occ)
{
    ChaseSet s = {{0}};
    for (int i = 0; i < 4; i++) {
        int f = sq_file(sq) + 2 * DIAG[i][0], r = sq_rank(sq) + 2 * DIAG[i][1];
        if (on_board(b, f, r) && !chase_set_has(occ, sq_make(sq_file(sq) + DIAG[i][0], sq_rank(sq) + DIAG[i][1])))
            add(&s, sq_make(f, r));
    }
    return s;
}

/* Fairy-Stockfish's bare attacks of a piece of role `role` and colour `c` on `sq` with
 * the board `occ` occupied: regions ignored, a soldier's sideways steps included. */
static ChaseSet raw_attacks(const Board *b, Color c, int role, Square sq, const ChaseSet *occ)
{
    ChaseSet s = {{0}};
    switch (role) {
    case CHASE_CHARIOT: return ray_attacks(b, sq, occ, 0);
    case CHASE_CANNON: return ray_attacks(b, sq, occ, 1);
    case CHASE_HORSE: return horse_attacks(b, sq, occ);
    case CHASE_ELEPHANT: return elephant_attacks(b, sq, occ);
    case CHASE_ADVISOR: return steps(b, sq, DIAG, 1);
    case CHASE_GENERAL: return steps(b, sq, ORTHO, 1);
    case CHASE_SOLDIER: {
        int fwd = c == WHITE ? 1 : -1;
        if (on_board(b, sq_file(sq), sq_rank(sq) + fwd))
            add(&s, sq_make(sq_file(sq), sq_rank(sq) + fwd));
        for (int dx = -1; dx <= 1; dx += 2)
            if (on_board(b, sq_file(sq) + dx, sq_rank(sq)))
                add(&s, sq_make(sq_file(sq) + dx, sq_rank(sq)));
        return s;
    }
    default: return s;
    }
}

/* What the piece standing on `sq` attacks: its bare attacks within its region (a general
 * in its palace), a soldier's sideways ones only across the river. */
static ChaseSet attacks_of(const Board *b, Square sq, const ChaseSet *occ)
{
    Color c = chase_set_has(&b->by[BLACK], sq) ? BLACK : WHITE;
    ChaseSet s = raw_attacks(b, c, b->role[sq], sq, occ);
    if (b->role[sq] == CHASE_SOLDIER && !across(b, c, sq)) {
        ChaseSet file = {{0}};
        for (int r = 0; r < b->ranks; r++)
            add(&file, sq_make(sq_file(sq), r));
        s = set_and(s, file);
    }
    int region = b->v->kinds[b->kind[sq]].region;
    if (region >= 0) {
        const Zone *z = &b->v->zones[region];
        ChaseSet in = {{0}}, all = s;
        while (!chase_set_empty(&all)) {
            Square t = pop_first(&all);
            if (zone_has_side(z, c, t))
                add(&in, t);
        }
        s = in;
    }
    return s;
}

/* The pieces of `c` attacking `sq` with the board `occ` occupied. */
static ChaseSet attackers(const Board *b, Square sq, const ChaseSet *occ, Color c)
{
    ChaseSet out = {{0}}, mine = b->by[c];
    while (!chase_set_empty(&mine)) {
        Square p = pop_first(&mine);
        ChaseSet a = attacks_of(b, p, occ);
        if (chase_set_has(&a, sq))
            add(&out, p);
    }
    return out;
}

/* The pieces (of either side) standing alone between the general of `kc` and an enemy
 * piece that would attack it without them: a chariot or horse or elephant blocked by
 * one piece, a cannon with two screens. */
static ChaseSet blockers_of(const Board *b, Color kc)
{
    ChaseSet out = {{0}};
    if (b->general[kc] < 0)
        return out;
    Square k = (Square)b->general[kc];
    Color them = color_flip(kc);
    ChaseSet snipers = {{0}}, sliding = {{0}};
    ChaseSet on_lines = lines(b, k), enemy = b->by[them];
    while (!chase_set_empty(&enemy)) {
        Square p = pop_first(&enemy);
        int role = b->role[p];
        int dx = abs(sq_file(p) - sq_file(k)), dy = abs(sq_rank(p) - sq_rank(k));
        bool aimed = (role == CHASE_CHARIOT || role == CHASE_CANNON) ? chase_set_has(&on_lines, p)
                     : role == CHASE_HORSE                           ? (dx == 1 && dy == 2) || (dx == 2 && dy == 1)
                     : role == CHASE_ELEPHANT                        ? dx == 2 && dy == 2
                                                                     : false;
        if (!aimed)
            continue;
        ChaseSet a = role == CHASE_HORSE ? attacks_of(b, p, &b->occ) : raw_attacks(b, them, role, p, &b->occ);
        if (chase_set_has(&a, k))
            continue; /* it attacks already: not a sniper */
        add(&snipers, p);
        if (role != CHASE_CANNON)
            add(&sliding, p);
    }
    ChaseSet occupancy = set_minus(b->occ, sliding);
    while (!chase_set_empty(&snipers)) {
        Square p = pop_first(&snipers);
        int role = b->role[p];
        ChaseSet path;
        if (role == CHASE_HORSE)
            path = set_and(steps(b, p, ORTHO, 1), steps(b, k, DIAG, 1)); /* its leg */
        else if (role == CHASE_ELEPHANT)
            path = single(sq_make((sq_file(p) + sq_file(k)) / 2, (sq_rank(p) + sq_rank(k)) / 2));
        else
            path = between(k, p);
        bool hopper = role == CHASE_CANNON;
        ChaseSet in_way = set_and(path, hopper ? b->occ : occupancy);
        int n = set_count(in_way);
        if (n == 1 || (hopper && n == 2))
            out = set_or(out, in_way);
    }
    return out;
}

/* ---- chases ------------------------------------------------------------------------- */

typedef struct Chase {
    const Board *b;
    const Variant *v;
    Color us, them;
    ChaseSet pins;      /* blockers of our general, and the flying general's lone screen */
    ChaseSet exempt;    /* our general and our soldiers not yet across the river */
    ChaseSet chased;    /* the answer so far */
} Chase;

/* Adds, of `hit` (our pieces attacked anew by their piece of `role` on `from`), those it
 * chases: worth more than the attacker, or not truly protected. */
static void add_chased(Chase *c, Square from, int role, ChaseSet hit)
{
    const Board *b = c->b;
    hit = set_minus(hit, c->exempt);
    if (role == CHASE_HORSE || role == CHASE_CANNON)
        c->chased = set_or(c->chased, set_and(hit, b->of[c->us][CHASE_CHARIOT]));
    if (role == CHASE_ELEPHANT || role == CHASE_ADVISOR)
        c->chased = set_or(c->chased, set_and(hit, set_or(b->of[c->us][CHASE_CHARIOT],
                                                          set_or(b->of[c->us][CHASE_CANNON], b->of[c->us][CHASE_HORSE]))));
    ChaseSet corners = set_and(steps(b, from, DIAG, 1), b->occ);
    if (role == CHASE_HORSE && !chase_set_empty(&corners)) {
        /* a hobbled horse may attack a horse that cannot attack it back */
        ChaseSet horses = set_and(hit, b->of[c->us][CHASE_HORSE]);
        while (!chase_set_empty(&horses)) {
            Square h = pop_first(&horses);
            ChaseSet back = raw_attacks(b, c->us, CHASE_HORSE, h, &b->occ);
            if (chase_set_has(&back, from))
                del(&hit, h);
        }
    } else {
        /* a piece of the attacker's own kind could take back, unless it is pinned */
        hit = set_minus(hit, set_minus(b->of[c->us][role], c->pins));
    }
    ChaseSet without = b->occ;
    del(&without, from);
    ChaseSet our_general = b->general[c->us] >= 0 ? single((Square)b->general[c->us]) : (ChaseSet){{0}};
    while (!chase_set_empty(&hit)) {
        Square s = pop_first(&hit);
        ChaseSet roots = set_minus(attackers(b, s, &without, c->us), c->pins);
        bool general_only = false;
        if (c->v->rules.flying_general && b->general[c->them] >= 0 && set_equal(roots, our_general)) {
            /* the general cannot take back onto the enemy general's open file */
            ChaseSet seen = ray_attacks(b, (Square)b->general[c->them], &without, 0);
            general_only = chase_set_has(&seen, s);
        }
        if (chase_set_empty(&roots) || general_only)
            add(&c->chased, s);
    }
}

/* The moved piece's new attacks, and the attacks it uncovered behind it. */
static void direct_and_discovered(Chase *c, const ChaseRecord *m, bool capture)
{
    const Board *b = c->b;
    int moved = b->role[m->to];
    if (moved != CHASE_GENERAL && moved != CHASE_SOLDIER) {
        ChaseSet hit = set_and(attacks_of(b, m->to, &b->occ), b->by[c->us]);
        if (moved == CHASE_CHARIOT || moved == CHASE_CANNON)
            hit = set_minus(hit, line_through(b, m->from, m->to)); /* only new attacks */
        add_chased(c, m->to, moved, hit);
    }
    ChaseSet cands = set_or(set_and(steps(b, m->from, ORTHO, 1), b->of[c->them][CHASE_HORSE]),
                            set_and(steps(b, m->from, DIAG, 1), b->of[c->them][CHASE_ELEPHANT]));
    cands = set_or(cands, set_and(lines(b, m->from), set_or(b->of[c->them][CHASE_CANNON], b->of[c->them][CHASE_CHARIOT])));
    cands = set_or(cands, set_and(lines(b, m->to), b->of[c->them][CHASE_CANNON]));
    ChaseSet before = b->occ;
    if (!capture)
        del(&before, m->to);
    add(&before, m->from);
    while (!chase_set_empty(&cands)) {
        Square s = pop_first(&cands);
        int role = b->role[s];
        ChaseSet now = raw_attacks(b, c->them, role, s, &b->occ);
        ChaseSet then = raw_attacks(b, c->them, role, s, &before);
        add_chased(c, s, role, set_and(b->by[c->us], set_minus(now, then)));
    }
}

/* Pieces of ours that a newly pinned piece protected, now attacked; and pieces a
 * discovered check leaves en prise. */
static void pins_and_discovered_checks(Chase *c, const ChaseSet *new_blockers)
{
    const Board *b = c->b;
    ChaseSet their_blockers = blockers_of(b, c->them);
    ChaseSet pinned = set_and(*new_blockers, b->by[c->us]);
    while (!chase_set_empty(&pinned)) {
        Square s = pop_first(&pinned);
        ChaseSet fake = set_and(set_minus(b->by[c->us], c->exempt), raw_attacks(b, c->us, b->role[s], s, &b->occ));
        while (!chase_set_empty(&fake)) {
            Square s2 = pop_first(&fake);
            ChaseSet a = set_minus(attackers(b, s2, &b->occ, c->them), their_blockers);
            if (!chase_set_empty(&a))
                add(&c->chased, s2);
        }
    }
    if (b->general[c->us] < 0)
        return;
    Square k = (Square)b->general[c->us];
    ChaseSet around = attacks_of(b, k, &b->occ); /* where our general may take */
    ChaseSet discoverers = set_and(*new_blockers, b->by[c->them]);
    while (!chase_set_empty(&discoverers)) {
        Square s = pop_first(&discoverers);
        ChaseSet hit = set_and(attacks_of(b, s, &b->occ), b->by[c->us]);
        c->chased = set_or(c->chased, set_minus(hit, around)); /* the general cannot take these */
        hit = set_and(hit, around);
        ChaseSet occ = b->occ;
        del(&occ, s);
        del(&occ, k);
        while (!chase_set_empty(&hit)) {
            Square s2 = pop_first(&hit);
            ChaseSet guards = attackers(b, s2, &occ, c->them);
            del(&guards, s);
            if (!chase_set_empty(&guards))
                add(&c->chased, s2);
        }
    }
}

void chase_record(const Variant *v, const Position *before, const Position *after, const Move *m, ChaseRecord *out)
{
    chase_record_move(v, after, m, out);
    if (chase_record_may_chase(v, out))
        chase_record_chased(v, before, after, m, out);
}

void chase_record_move(const Variant *v, const Position *after, const Move *m, ChaseRecord *out)
{
    memset(out, 0, sizeof *out);
    if (!chase_records_kept(v))
        return;
    out->from = m->from;
    out->to = m->to;
    out->pass = m->type == MOVE_PASS;
    if (m->type == MOVE_DROP || m->type == MOVE_PASS)
        return;
    out->moved = true;
    out->capture = m->type == MOVE_CAPTURE || (m->flags & MF_CAPTURE);
    out->plain = (m->type == MOVE_QUIET || m->type == MOVE_CAPTURE) && !m->become && move_gate(m) < 0 &&
                 !m->has_wall;
    out->kind = (uint8_t)piece_kind(after->board[m->to]);
}

void chase_record_chased(const Variant *v, const Position *before, const Position *after, const Move *m,
                         ChaseRecord *out)
{
    Board now, then;
    board_read(v, after, &now);
    board_read(v, before, &then);
    Chase c = {&now, v, now.us, color_flip(now.us), {{0}}, {{0}}, {{0}}};
    c.pins = blockers_of(&now, c.us);
    if (v->rules.flying_general && now.general[c.them] >= 0) {
        /* our pieces on the file of their general: with our general there too and only
         * one other of ours, that one may not leave the file */
        int fg = sq_file((Square)now.general[c.them]);
        ChaseSet file = {{0}};
        for (int r = 0; r < now.ranks; r++)
            if (chase_set_has(&now.by[c.us], sq_make(fg, r)))
                add(&file, sq_make(fg, r));
        ChaseSet others = set_minus(file, now.of[c.us][CHASE_GENERAL]);
        if (now.general[c.us] >= 0 && chase_set_has(&file, (Square)now.general[c.us]) && set_count(others) <= 1)
            c.pins = set_or(c.pins, others);
    }
    c.exempt = now.of[c.us][CHASE_GENERAL];
    ChaseSet soldiers = now.of[c.us][CHASE_SOLDIER];
    while (!chase_set_empty(&soldiers)) {
        Square s = pop_first(&soldiers);
        if (!across(&now, c.us, s))
            add(&c.exempt, s);
    }
    direct_and_discovered(&c, out, (m->flags & MF_CAPTURE) != 0);
    ChaseSet new_blockers = set_minus(blockers_of(&now, c.us), blockers_of(&then, c.us));
    pins_and_discovered_checks(&c, &new_blockers);
    out->chased = c.chased;
}
