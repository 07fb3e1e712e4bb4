/* eval_safety.c — confined royals' zones and drop checks (eval_safety.h). */
#include "eval_safety.h"

#include "fen.h"
#include "rules.h"

#include <stdlib.h>
#include <string.h>

enum { DROP_CHECKS_PER_KIND = 8 };

static bool has_bit(const uint64_t *set, Square t) { return (set[t >> 6] >> (t & 63)) & 1; }
static void set_bit(uint64_t *set, Square t) { set[t >> 6] |= 1ULL << (t & 63); }

int safety_reachable(const Variant *v, int k, Color c, Square from, uint64_t reached[CSM_SQUARES / 64])
{
    uint64_t seen[CSM_SQUARES / 64] = {0};
    Square queue[CSM_SQUARES];
    int head = 0, tail = 0;
    queue[tail++] = from;
    set_bit(seen, from);
    Position pos;
    Move buf[CSM_MAX_PIECE_MOVES];
    while (head < tail) {
        Square s = queue[head++];
        pos_init(&pos, v->files, v->ranks);
        pos_put(&pos, s, piece_make(k, c));
        CsmRuntimeError err = {0};
        int n = rules_piece_moves(v, &pos, s, buf, CSM_MAX_PIECE_MOVES, &err);
        for (int i = 0; i < n; i++) {
            Square t = move_landing(&buf[i]);
            if (!has_bit(seen, t)) {
                set_bit(seen, t);
                queue[tail++] = t;
            }
        }
    }
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        reached[w] |= seen[w];
    return tail;
}

static bool overlaps(const uint64_t *a, const uint64_t *b)
{
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        if (a[w] & b[w])
            return true;
    return false;
}

/* Each colour's confined royal zone and its defending kinds, from the setup. */
static void read_zones(EvalSafety *s, const Variant *v)
{
    Position start;
    DiagSink quiet;
    diag_init(&quiet);
    bool ok = v->setup && fen_parse((Variant *)v, v->setup, &start, NULL, &quiet);
    diag_free(&quiet);
    if (!ok)
        return;
    int board = v->files * v->ranks;
    for (int c = 0; c < 2; c++) {
        bool any = false, all_small = true;
        for (int i = 0; i < start.piece_count[c]; i++) {
            Square sq = start.list[c][i];
            int k = piece_kind(start.board[sq]);
            if (!v->kinds[k].royal)
                continue;
            any = true;
            all_small &= 4 * safety_reachable(v, k, (Color)c, sq, s->zone[c]) <= board;
        }
        s->confined[c] = any && all_small;
        if (!s->confined[c])
            continue;
        for (int i = 0; i < start.piece_count[c]; i++) {
            Square sq = start.list[c][i];
            int k = piece_kind(start.board[sq]);
            uint64_t reach[CSM_SQUARES / 64] = {0};
            if (v->kinds[k].royal || (s->defender_kinds[c] >> k) & 1)
                continue;
            if (2 * safety_reachable(v, k, (Color)c, sq, reach) <= board && overlaps(reach, s->zone[c]))
                s->defender_kinds[c] |= 1ULL << k;
        }
    }
}

static void add_steps(const AttackStep *table, int n, int k, int8_t (*out)[2], uint8_t *count)
{
    for (int i = 0; i < n && *count < SAFETY_MAX_STEPS; i++)
        if ((table[i].kinds >> k) & 1) {
            out[*count][0] = table[i].dx;
            out[(*count)++][1] = table[i].dy;
        }
}

enum { NEAR_ROYAL_DISTANCE = 2 };

/* EvalSafety.near_box and square_of on boards of up to 64 squares. */
static void build_boxes(EvalSafety *s, int files, int ranks)
{
    if (files * ranks > 64)
        return;
    s->boxes = true;
    s->files = (uint8_t)files;
    s->ranks = (uint8_t)ranks;
    for (int bit = 0; bit < files * ranks; bit++) {
        int f = bit % files, r = bit / files;
        s->square_of[bit] = (uint8_t)sq_make(f, r);
        for (int tr = r - NEAR_ROYAL_DISTANCE; tr <= r + NEAR_ROYAL_DISTANCE; tr++)
            for (int tf = f - NEAR_ROYAL_DISTANCE; tf <= f + NEAR_ROYAL_DISTANCE; tf++)
                if (tf >= 0 && tr >= 0 && tf < files && tr < ranks)
                    s->near_box[bit] |= 1ULL << (tr * files + tf);
    }
}

void safety_build(EvalSafety *s, const Variant *v)
{
    memset(s, 0, sizeof *s);
    s->nkinds = v->nkinds;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].royal)
            s->royal_kinds |= 1ULL << k;
    read_zones(s, v);
    const AttackTables *t = &v->attacks;
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < v->nkinds && v->rules.hands; k++) {
            SafetySteps *st = &s->steps[c][k];
            add_steps(t->leap[c], t->nleap[c], k, st->leap, &st->nleap);
            add_steps(t->ride[c], t->nride[c], k, st->ride, &st->nride);
        }
    build_boxes(s, v->files, v->ranks);
}

int safety_defenders(const EvalSafety *s, const Position *pos, Color side)
{
    int n = 0;
    for (int i = 0; i < pos->piece_count[side]; i++)
        n += (s->defender_kinds[side] >> piece_kind(pos->board[pos->list[side][i]])) & 1;
    return n;
}

int safety_zone_attacked(const EvalSafety *s, const Variant *v, const Position *pos, Color side, const uint64_t *near)
{
    int n = 0;
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t bits = near[w] & s->zone[side][w]; bits; bits &= bits - 1) {
            Square t = (Square)(w * 64 + __builtin_ctzll(bits));
            n += rules_is_attacked(v, (Position *)pos, t, color_flip(side), PIECE_NONE);
        }
    return n;
}

/* Empty squares from which a `kind` of `enemy` dropped there would attack `target`. */
static int checking_squares(const SafetySteps *st, const Position *pos, Square target)
{
    int n = 0, f = sq_file(target), r = sq_rank(target);
    for (int j = 0; j < st->nleap; j++) {
        int tf = f - st->leap[j][0], tr = r - st->leap[j][1];
        n += pos_on_board(pos, tf, tr) && !pos->board[sq_make(tf, tr)];
    }
    for (int j = 0; j < st->nride; j++) {
        int dx = st->ride[j][0], dy = st->ride[j][1];
        for (int tf = f - dx, tr = r - dy; pos_on_board(pos, tf, tr) && !pos->board[sq_make(tf, tr)];
             tf -= dx, tr -= dy)
            n++;
    }
    return n < DROP_CHECKS_PER_KIND ? n : DROP_CHECKS_PER_KIND;
}

int safety_drop_checks(const EvalSafety *s, const Position *pos, Color side)
{
    Color enemy = color_flip(side);
    int n = 0;
    for (int i = 0; i < pos->piece_count[side]; i++) {
        Square sq = pos->list[side][i];
        if (!((s->royal_kinds >> piece_kind(pos->board[sq])) & 1))
            continue;
        for (int k = 0; k < s->nkinds; k++)
            if (pos->hand[enemy][k])
                n += checking_squares(&s->steps[enemy][k], pos, sq);
    }
    return n;
}

static bool near_any(Square sq, const Square *royals, int n)
{
    for (int j = 0; j < n; j++) {
        int df = abs(sq_file(sq) - sq_file(royals[j])), dr = abs(sq_rank(sq) - sq_rank(royals[j]));
        if (df <= NEAR_ROYAL_DISTANCE && dr <= NEAR_ROYAL_DISTANCE)
            return true;
    }
    return false;
}

void safety_near_royal(const EvalSafety *s, const Position *pos, Color side, const Square *royals, int n, int out[2])
{
    out[0] = out[1] = 0;
    if (s->boxes && pos->bitboards && pos->files == s->files && pos->ranks == s->ranks) {
        /* only the pieces standing within two of a royal piece are looked at */
        uint64_t box = 0;
        for (int j = 0; j < n; j++)
            box |= s->near_box[pos_bit(pos, royals[j])];
        for (int c = 0; c < 2; c++)
            for (uint64_t b = pos->occupied[c] & box; b; b &= b - 1) {
                Square sq = s->square_of[__builtin_ctzll(b)];
                if (c != (int)side || !((s->royal_kinds >> piece_kind(pos->board[sq])) & 1))
                    out[c != (int)side]++;
            }
        return;
    }
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < pos->piece_count[c]; i++) {
            Square sq = pos->list[c][i];
            if (c == (int)side && ((s->royal_kinds >> piece_kind(pos->board[sq])) & 1))
                continue;
            out[c != (int)side] += near_any(sq, royals, n);
        }
}
