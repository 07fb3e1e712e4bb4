/* eval.c — piece values learnt from the pieces' movement, and the static evaluation
 * (see eval.h). */
#include "eval.h"

#include "cond.h"
#include "eval_masks.h"
#include "eval_safety.h"
#include "fen.h"
#include "rules.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* How the values are learnt. The density is that of a middle game (a quarter of the
 * squares occupied); the samples make the averages steady to a few centipawns. */
enum { LEARN_SAMPLES = 400 };
static const double LEARN_DENSITY = 0.25;
/* Centipawns per square of practical mobility: puts the standard knight near 3 pawns. */
static const double CP_PER_SQUARE = 66.0;
/* Share of the gain a promotable piece's value carries before it promotes. */
static const double PROMOTION_SHARE = 0.06;
/* A colour-bound piece can never reach half the board: worth less than its mobility. */
static const double COLOUR_BOUND_FACTOR = 0.85;

enum {
    MAX_GOALS = 16,
    GOAL_CP = 400,        /* a goal piece standing next to its goal, roughly */
    CHECKS_CP = 1200,      /* all the checks needed but the last, roughly */
    MOBILITY_MAX_STEPS = 64,
};
/* The other weights are named and loadable (eval_weights.h): mobility per square beyond a
 * piece's average, the king attack per unit squared (units: attacked zone squares x
 * weight / 4), the hand's worth and danger, passed pawns, the confined royal's zone. */

/* The leaps and rides of one kind, from the attack tables: what it attacks from a square. */
typedef struct KindSteps {
    int nleap, nride;
    int8_t leap[MOBILITY_MAX_STEPS][2], ride[MOBILITY_MAX_STEPS][2]; /* dx, dy */
    /* the same steps as directions of EvalTables.reach and packed-square offsets (valid
     * when `reached`: every step found a direction) */
    uint8_t leap_dir[MOBILITY_MAX_STEPS], ride_dir[MOBILITY_MAX_STEPS];
    int16_t leap_delta[MOBILITY_MAX_STEPS], ride_delta[MOBILITY_MAX_STEPS];
    bool reached;
    /* the rides as EvalTables.masks' ride numbers (valid when `masked`: the board has
     * masks and every ride found room) */
    int ride_line[MOBILITY_MAX_STEPS];
    bool masked;
    bool apart;     /* no two of its steps reach the same square (eval_masks_apart) */
    bool counted;   /* mobility is scored for this kind */
    bool by_sets;   /* masked_activity reads its leaps' mask and its ride sets (a leaper: none) */
    int16_t average; /* squares it attacks at a middle-game density, times 16 */
    int16_t attack_weight; /* what one of its attacks on a royal's zone counts (4: a minor piece) */
    /* the rides as the variant's ride sets (RideTables.kind) where masked and apart, else 0 */
    int nset;
    const RideSet *ride_set[RIDE_KIND_GROUPS];
} KindSteps;

typedef struct Goal {
    CondGoal g;
    Color owner;   /* the player this goal wins for */
    Color target;  /* whose pieces or counters it is about */
} Goal;

enum { EVAL_MAX_DIRS = 255 };

struct EvalTables {
    const Variant *v;
    EvalWeights w;                 /* the variant's, or the tuner's */
    EvalSafety safety;             /* confined royals' zones and drop checks (eval_safety.h) */
    int base_value[CSM_MAX_KINDS]; /* learnt (or the author's), before the weights' percent */
    int value_floor[2][CSM_MAX_KINDS]; /* a kind the opponent must capture to win: at least this */
    int phase_value[CSM_MAX_KINDS];
    /* reach[direction][square]: how many steps of that direction stay on the board (walls
     * aside), so that mobility walks a counted number of steps without edge tests */
    int8_t dirs[EVAL_MAX_DIRS][2];
    int ndirs;
    uint8_t reach[EVAL_MAX_DIRS][CSM_SQUARES];
    uint64_t zone_of[CSM_SQUARES][CSM_SQUARES / 64]; /* a royal piece's square and its neighbours */
    uint64_t zone_bits_of[CSM_SQUARES]; /* the same as bits pos_bit (boards with masks) */
    EvalKindInfo info[CSM_MAX_KINDS];
    /* material per colour: a kind the opponent must capture to win is worth more */
    int value[2][CSM_MAX_KINDS];
    int piece_value[CSM_MAX_KINDS]; /* eval_piece_value of each kind, set with the weights */
    bool royal[CSM_MAX_KINDS];
    uint64_t royal_mask;           /* the same, a bit per kind */
    KindSteps steps[2][CSM_MAX_KINDS]; /* [colour][kind] */
    /* positional tables [kind][colour][square], middle game and end game */
    int16_t pst_mg[CSM_MAX_KINDS][2][CSM_SQUARES];
    int16_t pst_eg[CSM_MAX_KINDS][2][CSM_SQUARES];
    int phase_material;            /* non-pawn, non-royal material of the setup */
    bool counts_for_phase[CSM_MAX_KINDS];
    bool invert[2];                /* this colour wins by losing its pieces */
    bool royal_has_goal[2];        /* a royal piece of this colour has a square to reach */
    int check_target[2];           /* checks this colour needs (0: none) */
    bool extinction[2];            /* this colour wins by taking every enemy piece */
    bool king_safety;              /* royal pieces to attack and defend: the king-attack term */
    uint64_t pawn_kinds;           /* kinds that move as pawns do: reset the clock and promote */
    /* the structure terms (structure_cp): colour-bound kinds (a pair), non-royal kinds that
     * ride both ways along a file (open files), the leaps by which a pawn kind of each
     * colour attacks, and whether some structure weight is not 0 (else nothing is done) */
    uint64_t bound_kinds, file_rider_kinds;
    int8_t pawn_hits[2][8][2];
    int npawn_hits[2];
    /* the same hits as bit shifts (pos_bit numbering, boards of up to 64 squares): a pawn
     * on a square of hit_from[c][j] attacks the square hit_shift[c][j] bits further on */
    int8_t hit_shift[2][8];
    uint64_t hit_from[2][8];
    /* hit_from on boards of 65 to 128 squares (wide_hits), as 128-bit sets */
    WideSet hit_from_wide[2][8];
    bool wide_hits;
    bool structure;
    bool passed_kings;         /* a passed pawn weighs the royals' distances (EW_PASSED_KING_*) */
    /* passed pawns on boards of up to 64 squares (`spans`): [colour][bit pos_bit] the
     * squares ahead of a pawn there on its own and the neighbouring files, where an enemy
     * pawn keeps it from being passed */
    uint64_t passed_span[2][64];
    bool spans;
    /* goal squares: [colour][kind][square] bonus for a piece standing there */
    int16_t (*goal)[CSM_MAX_KINDS][CSM_SQUARES];
    int16_t goal_max[2][CSM_MAX_KINDS];   /* the bonus on the goal itself */
    uint64_t goal_kinds[2];
    /* the squares of zone goals, to see how many the enemy guards */
    Square goal_squares[2][CSM_SQUARES];
    int ngoal_squares[2];
    /* [colour * nkinds + kind][attack_delta(royal square minus piece)]: nonzero when the kind
     * attacks a square within one step of the royal piece (AttackTables.by_delta spread by
     * one square); NULL without by_delta. Lets the attack tests on a royal's neighbours ask
     * only the pieces that could reach them. */
    uint8_t *near_royal;
    /* mobility by masks on boards of up to 64 squares (NULL: larger boards walk) */
    EvalMasks *masks;
    bool use_masks;
    uint64_t counted_kinds[2]; /* [colour]: the kinds whose KindSteps.counted holds */
    Square square_of_bit[64];  /* [pos_bit]: the square (boards with masks) */
    bool wide_sets; /* a board of 65 to 128 squares where some kind reads ride sets (wide_activity) */
    WideSet *wide_bit_of; /* [square]: its bit pos_bit on the variant's board, where wide_sets */
    /* where wide_sets: [(colour * nkinds + kind) * 128 + bit] the squares its leaps land on,
     * for the kinds of wide_set_kinds[colour] (ride sets and leaps apart, or a leaper): one
     * set a piece instead of a test a leap (NULL: out of memory, every leap walked) */
    WideSet *wide_leaps;
    uint64_t wide_set_kinds[2];
    /* the weights' square tables (evaluation: squares:), [kind][colour] each side's way
     * round (eval_table_square); NULL when the weights have none */
    SquareTable (*squares)[2];
    bool turned; /* Black reads a square table turned half round, not mirrored top to bottom */
    /* the per-piece tables above, packed for eval_position's first pass (pack_piece_squares):
     * [(kind * 2 + colour) * CSM_SQUARES + square], and [colour][kind] (phase, material);
     * NULL when out of memory or switched off (eval_use_piece_squares): then read one by one */
    struct PieceSquare *piece_squares;
    uint64_t kind_sums[2][CSM_MAX_KINDS];
    bool use_piece_squares;
    uint8_t bit_of_square[CSM_SQUARES]; /* pos_bit on the variant's board, of up to 64 squares */
};

/* Two numbers in one word, hi * 2^32 + lo: words added add both numbers (as long as each
 * sum fits in 32 bits), so a pass over the pieces sums two tables with one addition. */
typedef struct PieceSquare {
    uint64_t pst;   /* (pst_mg, pst_eg) */
    uint64_t table; /* (squares' mg, eg), 0 without square tables */
} PieceSquare;

static uint64_t pack_two(int hi, int lo) { return ((uint64_t)(uint32_t)hi << 32) + (uint64_t)(int64_t)lo; }
static int packed_lo(uint64_t x) { return (int32_t)(uint32_t)x; }
static int packed_hi(uint64_t x) { return (int32_t)(uint32_t)((x - (uint64_t)(int64_t)packed_lo(x)) >> 32); }

/* ---- learning the values ------------------------------------------------------------- */

static uint64_t rng_next(uint64_t *s)
{
    /* xorshift64*: deterministic, good enough to scatter pieces */
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

static int rng_below(uint64_t *s, int n) { return n > 0 ? (int)(rng_next(s) % (uint64_t)n) : 0; }

static bool has_movement(const PieceKind *k) { return k->program || k->shape; }

/* Values a game variable takes in this variant: 0 and whatever set-state writes. */
static int var_values(const Variant *v, int var, int32_t *out, int cap)
{
    int n = 0;
    out[n++] = 0;
    for (int i = 0; i < v->sym.nsets && n < cap; i++) {
        if (v->sym.sets[i].var != var)
            continue;
        bool seen = false;
        for (int j = 0; j < n; j++)
            seen |= out[j] == v->sym.sets[i].value;
        if (!seen)
            out[n++] = v->sym.sets[i].value;
    }
    return n;
}

static void random_vars(const Variant *v, Position *pos, uint64_t *rng)
{
    for (int var = 0; var < v->sym.nvars && var < CSM_MAX_VARS; var++) {
        int32_t values[16];
        int n = var_values(v, var, values, 16);
        pos_set_var(pos, var, values[rng_below(rng, n)]);
    }
}

/* Counts the distinct target squares of a move list, with captures and forward moves. */
typedef struct Tally {
    int squares, captures, forward, transitions;
    int become_count[CSM_MAX_KINDS];
} Tally;

static void tally_moves(const Move *moves, int n, int kind, Color owner, Tally *t)
{
    uint64_t seen[CSM_SQUARES / 64] = {0};
    for (int i = 0; i < n; i++) {
        const Move *m = &moves[i];
        Square target = m->to; /* a catch's `to` is the caught square: also a target */
        if ((seen[target >> 6] >> (target & 63)) & 1)
            continue;
        seen[target >> 6] |= 1ULL << (target & 63);
        t->squares++;
        if (m->flags & MF_CAPTURE)
            t->captures++;
        int gain = sq_rank(move_landing(m)) - sq_rank(m->from);
        if (owner == BLACK)
            gain = -gain;
        if (gain > 0)
            t->forward++;
        if (m->become && m->become - 1 != kind) {
            t->transitions++;
            t->become_count[m->become - 1]++;
        }
    }
}

static int ordinary_kinds(const Variant *v, int *out)
{
    int n = 0;
    for (int k = 0; k < v->nkinds; k++)
        if (!v->kinds[k].royal && has_movement(&v->kinds[k]))
            out[n++] = k;
    if (n == 0)
        out[n++] = 0;
    return n;
}

/* Can the piece, moving on an empty board, only ever reach squares of the colour it
 * starts on (a bishop, an alfil)? Such a piece sees half the board at most. */
static bool colour_bound(const Variant *v, int k)
{
    uint64_t reached[CSM_SQUARES / 64] = {0};
    Square start = sq_make(v->files / 2, v->ranks / 2);
    if (safety_reachable(v, k, WHITE, start, reached) < 2)
        return false;
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t bits = reached[w]; bits; bits &= bits - 1) {
            Square s = (Square)(w * 64 + __builtin_ctzll(bits));
            if (((sq_file(s) + sq_rank(s)) & 1) != ((sq_file(start) + sq_rank(start)) & 1))
                return false;
        }
    return true;
}

/* Runs kind `k` on an empty board from every square (centralisation) and on crowded
 * random boards (practical mobility). */
static void learn_kind(EvalTables *e, int k, int16_t *empty_mob, double become_share[CSM_MAX_KINDS])
{
    const Variant *v = e->v;
    EvalKindInfo *info = &e->info[k];
    Position pos;
    Move buf[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError err;
    uint64_t rng = 0x9E3779B97F4A7C15ULL ^ (uint64_t)(k + 1) * 0xD1B54A32D192ED03ULL;

    double empty_total = 0;
    int squares = 0;
    for (int r = 0; r < v->ranks; r++)
        for (int f = 0; f < v->files; f++) {
            Square s = sq_make(f, r);
            pos_init(&pos, v->files, v->ranks);
            pos_put(&pos, s, piece_make(k, WHITE));
            memset(&err, 0, sizeof err);
            int n = rules_piece_moves(v, &pos, s, buf, CSM_MAX_PIECE_MOVES, &err);
            Tally t;
            memset(&t, 0, sizeof t);
            tally_moves(buf, n, k, WHITE, &t);
            empty_mob[s] = (int16_t)t.squares;
            empty_total += t.squares;
            squares++;
        }
    info->empty_mobility = squares ? empty_total / squares : 0;
    info->colour_bound = colour_bound(v, k);

    int others[CSM_MAX_KINDS];
    int nothers = ordinary_kinds(v, others);
    Tally sum;
    memset(&sum, 0, sizeof sum);
    for (int i = 0; i < LEARN_SAMPLES; i++) {
        pos_init(&pos, v->files, v->ranks);
        Square from = sq_make(rng_below(&rng, v->files), rng_below(&rng, v->ranks));
        pos_put(&pos, from, piece_make(k, WHITE));
        for (int r = 0; r < v->ranks; r++)
            for (int f = 0; f < v->files; f++) {
                Square s = sq_make(f, r);
                if (s == from || (rng_next(&rng) % 1000) >= (uint64_t)(LEARN_DENSITY * 1000))
                    continue;
                Color c = (rng_next(&rng) & 1) ? BLACK : WHITE;
                pos_put(&pos, s, piece_make(others[rng_below(&rng, nothers)], c));
            }
        random_vars(v, &pos, &rng);
        memset(&err, 0, sizeof err);
        int n = rules_piece_moves(v, &pos, from, buf, CSM_MAX_PIECE_MOVES, &err);
        tally_moves(buf, n, k, WHITE, &sum);
    }
    info->mobility = (double)sum.squares / LEARN_SAMPLES;
    info->captures = (double)sum.captures / LEARN_SAMPLES;
    info->forward_share = sum.squares ? (double)sum.forward / sum.squares : 0;
    double free_share = 1.0 - LEARN_DENSITY / 2; /* friends block, enemies are targets */
    double expected = info->empty_mobility * free_share;
    info->blocker_cost = expected > 0 ? fmax(0.0, 1.0 - info->mobility / expected) : 0;
    for (int j = 0; j < v->nkinds; j++)
        become_share[j] = sum.squares ? (double)sum.become_count[j] / sum.squares : 0;
}

static void learn_values(EvalTables *e, int16_t (*empty_mob)[CSM_SQUARES],
                         double (*become_share)[CSM_MAX_KINDS])
{
    const Variant *v = e->v;
    double base[CSM_MAX_KINDS] = {0};
    for (int k = 0; k < v->nkinds; k++) {
        memset(become_share[k], 0, sizeof become_share[k]);
        if (!has_movement(&v->kinds[k]))
            continue;
        learn_kind(e, k, empty_mob[k], become_share[k]);
        /* captures count a little extra: they are what makes a piece dangerous */
        base[k] = CP_PER_SQUARE * (e->info[k].mobility + 0.25 * e->info[k].captures);
        if (e->info[k].colour_bound)
            base[k] *= COLOUR_BOUND_FACTOR;
    }
    /* a piece that keeps turning into another is worth a blend of the two */
    double blended[CSM_MAX_KINDS];
    for (int k = 0; k < v->nkinds; k++) {
        double share = 0, other = 0;
        for (int j = 0; j < v->nkinds; j++) {
            share += become_share[k][j];
            other += become_share[k][j] * base[j];
        }
        blended[k] = share > 0.3 ? 0.5 * base[k] + 0.5 * (other / share) : base[k];
    }
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        EvalKindInfo *info = &e->info[k];
        double value = blended[k];
        if (pk->npromo) {
            double best = 0;
            for (int i = 0; i < pk->npromo; i++)
                best = fmax(best, blended[pk->promo_to[i]]);
            info->promotion_cp = PROMOTION_SHARE * fmax(0.0, best - value);
            value += info->promotion_cp;
        }
        if (pk->has_engine_value) {
            value = 100.0 * pk->engine_value;
            info->from_author = true;
        }
        /* a piece royal only while few are left (royal_at_most) is material too: an
         * amazon in maharajah2 is the strongest piece on the board until its last one */
        e->royal[k] = pk->royal && !pk->royal_at_most;
        info->value_cp = e->royal[k] ? 0 : (int)lround(value);
        e->base_value[k] = e->phase_value[k] = info->value_cp;
    }
}

/* ---- positional tables ---------------------------------------------------------------- */

static int chebyshev(Square a, Square b)
{
    int df = abs(sq_file(a) - sq_file(b)), dr = abs(sq_rank(a) - sq_rank(b));
    return df > dr ? df : dr;
}

/* King steps from `s` to the nearest square of `z` as `side` sees it (at most `limit`):
 * a side-relative zone such as shogi's promotion ranks is the far side for each. */
static int zone_distance(const Variant *v, Square s, const Zone *z, Color side, int limit)
{
    int d = limit;
    for (int r = 0; r < v->ranks; r++)
        for (int f = 0; f < v->files; f++)
            if (zone_has_side(z, side, sq_make(f, r)) && chebyshev(s, sq_make(f, r)) < d)
                d = chebyshev(s, sq_make(f, r));
    return d;
}

/* King steps from `s` to the squares where kind `pk` of colour `c` promotes. */
static int promotion_distance(const Variant *v, const PieceKind *pk, Color c, Square s, int limit)
{
    if (pk->promo_zone == PROMO_ZONE_LAST_RANK)
        return abs(sq_rank(s) - (c == WHITE ? v->ranks - 1 : 0));
    return zone_distance(v, s, &v->zones[pk->promo_zone], c, limit);
}

static void build_pst(EvalTables *e, int16_t (*empty_mob)[CSM_SQUARES])
{
    const Variant *v = e->v;
    int longest = (v->files > v->ranks ? v->files : v->ranks) - 1;
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        const EvalKindInfo *info = &e->info[k];
        if (!has_movement(pk))
            continue;
        /* centralisation: squares reached from here against the average; worth a tenth
         * of what a square of mobility adds to the value */
        double per_square = pk->royal ? 6.0 : 0.1 * (info->value_cp / fmax(1.0, info->mobility + 1.0));
        for (int c = 0; c < 2; c++)
            for (int r = 0; r < v->ranks; r++)
                for (int f = 0; f < v->files; f++) {
                    /* tables are learnt for White; Black sees the board turned */
                    Square s = sq_make(f, r);
                    Square w = c == WHITE ? s : sq_make(v->files - 1 - f, v->ranks - 1 - r);
                    double centre = (empty_mob[k][w] - info->empty_mobility) * per_square;
                    double mg = centre, eg = centre;
                    if (pk->royal) {
                        /* a royal piece hides while the board is full, walks out later */
                        mg = -centre;
                        eg = centre;
                    }
                    if (pk->npromo) {
                        int d = promotion_distance(v, pk, (Color)c, s, longest);
                        double progress = longest > 0 ? (double)(longest - d) / longest : 0;
                        double gain = info->promotion_cp / PROMOTION_SHARE;
                        mg += gain * 0.10 * progress * progress * progress;
                        eg += gain * 0.30 * progress * progress;
                    }
                    e->pst_mg[k][c][s] = (int16_t)lround(fmax(-2000, fmin(2000, mg)));
                    e->pst_eg[k][c][s] = (int16_t)lround(fmax(-2000, fmin(2000, eg)));
                }
    }
}

/* ---- goals from the victory conditions ---------------------------------------------- */

static Color goal_side(int side, Color me)
{
    switch (side) {
    case 0: return me;
    case 1: return color_flip(me);
    case 2: return WHITE;
    default: return BLACK;
    }
}

static void read_goals(EvalTables *e)
{
    const Variant *v = e->v;
    int n = cond_set_count(v->victory);
    for (int i = 0; i < n; i++) {
        const char *name = cond_set_name(v->victory, i);
        CondGoal gs[MAX_GOALS];
        int ng = cond_goals(cond_set_cond(v->victory, i), gs, MAX_GOALS);
        if (ng > MAX_GOALS)
            ng = MAX_GOALS;
        for (int c = 0; c < 2; c++) {
            /* white_ / black_ conditions are one colour's only (as game.c reads them) */
            if (c != WHITE && !strncmp(name, "white_", 6))
                continue;
            if (c != BLACK && !strncmp(name, "black_", 6))
                continue;
            Color me = (Color)c;
            for (int j = 0; j < ng; j++) {
                const CondGoal *g = &gs[j];
                Color target = goal_side(g->side, me);
                switch (g->type) {
                case COND_GOAL_ZONE:
                case COND_GOAL_RANK:
                case COND_GOAL_FILE: {
                    if (target != me || g->kind < 0)
                        break;
                    int longest = (v->files > v->ranks ? v->files : v->ranks) - 1;
                    e->goal_kinds[me] |= 1ULL << g->kind;
                    if (v->kinds[g->kind].royal)
                        e->royal_has_goal[me] = true;
                    for (int r = 0; r < v->ranks && g->type == COND_GOAL_ZONE; r++)
                        for (int f = 0; f < v->files; f++)
                            if (zone_has_side(&v->zones[g->arg], me, sq_make(f, r)) && e->ngoal_squares[me] < CSM_SQUARES)
                                e->goal_squares[me][e->ngoal_squares[me]++] = sq_make(f, r);
                    for (int r = 0; r < v->ranks; r++)
                        for (int f = 0; f < v->files; f++) {
                            Square s = sq_make(f, r);
                            int d;
                            if (g->type == COND_GOAL_RANK) {
                                d = abs(r - g->arg);
                            } else if (g->type == COND_GOAL_FILE) {
                                d = abs(f - g->arg);
                            } else {
                                d = zone_distance(v, s, &v->zones[g->arg], me, longest);
                            }
                            double closeness = longest > 0 ? (double)(longest - d) / longest : 1;
                            int bonus = (int)lround(GOAL_CP * closeness * closeness);
                            if (bonus > e->goal[me][g->kind][s])
                                e->goal[me][g->kind][s] = (int16_t)bonus;
                            if (d == 0 && bonus > e->goal_max[me][g->kind])
                                e->goal_max[me][g->kind] = (int16_t)bonus;
                        }
                    break;
                }
                case COND_GOAL_CHECKS:
                    if (target == me && (e->check_target[me] == 0 || g->arg < e->check_target[me]))
                        e->check_target[me] = g->arg;
                    break;
                case COND_GOAL_FEW_PIECES:
                    if (target == me)
                        e->invert[me] = true;
                    else
                        e->extinction[me] = true;
                    break;
                case COND_GOAL_KIND_GONE:
                    /* a kind the winner must capture: worth defending and hunting */
                    if (g->kind >= 0)
                        e->value_floor[target][g->kind] = 1500;
                    break;
                }
            }
        }
    }
}

static void measure_phase(EvalTables *e)
{
    const Variant *v = e->v;
    for (int k = 0; k < v->nkinds; k++)
        e->counts_for_phase[k] = !v->kinds[k].royal && !v->kinds[k].npromo;
    Position start;
    DiagSink quiet;
    diag_init(&quiet);
    e->phase_material = 0;
    /* the loader checked the setup; fen_parse leaves a loaded variant unchanged */
    if (v->setup && fen_parse((Variant *)v, v->setup, &start, NULL, &quiet)) {
        for (int c = 0; c < 2; c++)
            for (int i = 0; i < start.piece_count[c]; i++) {
                int k = piece_kind(start.board[start.list[c][i]]);
                if (e->counts_for_phase[k])
                    e->phase_material += e->phase_value[k];
            }
    }
    diag_free(&quiet);
    if (e->phase_material <= 0)
        e->phase_material = 1;
}

/* Copies the steps of `table` that kind k takes into `out`; false when it takes more
 * than MOBILITY_MAX_STEPS (then its mobility is not counted). */
static bool collect_steps(const AttackStep *table, int n, int k, int8_t (*out)[2], int *count)
{
    for (int i = 0; i < n; i++) {
        if (!((table[i].kinds >> k) & 1))
            continue;
        if (*count == MOBILITY_MAX_STEPS)
            return false;
        out[*count][0] = table[i].dx;
        out[(*count)++][1] = table[i].dy;
    }
    return true;
}

/* The direction of (dx, dy) in e->reach, added on first use; -1 when the table is full. */
static int reach_direction(EvalTables *e, int dx, int dy)
{
    for (int i = 0; i < e->ndirs; i++)
        if (e->dirs[i][0] == dx && e->dirs[i][1] == dy)
            return i;
    if (e->ndirs == EVAL_MAX_DIRS)
        return -1;
    int d = e->ndirs++;
    e->dirs[d][0] = (int8_t)dx;
    e->dirs[d][1] = (int8_t)dy;
    for (int r = 0; r < e->v->ranks; r++)
        for (int f = 0; f < e->v->files; f++) {
            int n = 0;
            for (int tf = f + dx, tr = r + dy; (dx || dy) && (unsigned)tf < (unsigned)e->v->files &&
                                               (unsigned)tr < (unsigned)e->v->ranks && n < 255;
                 tf += dx, tr += dy)
                n++;
            e->reach[d][sq_make(f, r)] = (uint8_t)n;
        }
    return d;
}

/* KindSteps' directions and offsets for the walk without edge tests. */
static void reach_steps(EvalTables *e, KindSteps *ks)
{
    ks->reached = true;
    for (int j = 0; j < ks->nleap && ks->reached; j++) {
        int d = reach_direction(e, ks->leap[j][0], ks->leap[j][1]);
        ks->reached = d >= 0;
        ks->leap_dir[j] = (uint8_t)(d < 0 ? 0 : d);
        ks->leap_delta[j] = (int16_t)(ks->leap[j][0] + 16 * ks->leap[j][1]);
    }
    for (int j = 0; j < ks->nride && ks->reached; j++) {
        int d = reach_direction(e, ks->ride[j][0], ks->ride[j][1]);
        ks->reached = d >= 0;
        ks->ride_dir[j] = (uint8_t)(d < 0 ? 0 : d);
        ks->ride_delta[j] = (int16_t)(ks->ride[j][0] + 16 * ks->ride[j][1]);
    }
}

/* KindSteps' leaps and rides entered in e->masks, where the board has them. */
static void mask_steps(EvalTables *e, int c, int k, KindSteps *ks)
{
    ks->masked = e->masks != NULL;
    for (int j = 0; j < ks->nleap && ks->masked; j++)
        eval_masks_add_leap(e->masks, c, k, ks->leap[j][0], ks->leap[j][1]);
    for (int j = 0; j < ks->nride && ks->masked; j++)
        ks->masked = eval_masks_add_ride(e->masks, ks->ride[j][0], ks->ride[j][1], &ks->ride_line[j]);
    ks->apart = eval_masks_apart((const int8_t(*)[2])ks->leap, ks->nleap, (const int8_t(*)[2])ks->ride, ks->nride);
    const RideTables *rides = e->v->attacks.rides;
    ks->nset = 0;
    /* on masks (up to 64 squares) or, on up to 128, with the leaps walked from e->reach (wide_activity) */
    bool readable = ks->masked || (!e->masks && ks->reached);
    if (readable && ks->apart && ks->nride && rides && ((rides->kind_ok[c] >> k) & 1)) {
        ks->nset = rides->nkind[c][k];
        for (int j = 0; j < ks->nset; j++)
            ks->ride_set[j] = rides->kind[c][k][j];
    }
    /* a leaper's squares are its leaps' mask alone: counted as a kind with ride sets is */
    ks->by_sets = ks->nset > 0 || (ks->masked && ks->nride == 0);
}

/* EvalTables.wide_leaps and wide_set_kinds (wide_sets): a kind's leaps from each square as
 * one set, where they and its ride sets reach no square twice (KindSteps.apart) or it has
 * no rides (its leaps are distinct steps, as the masks take them), so that one count of
 * the union is the walk's. */
static void build_wide_leaps(EvalTables *e)
{
    const Variant *v = e->v;
    if (!(e->wide_leaps = calloc((size_t)2 * v->nkinds * 128, sizeof *e->wide_leaps)))
        return;
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < v->nkinds; k++) {
            const KindSteps *ks = &e->steps[c][k];
            if (!ks->counted || !ks->reached || !(ks->nset > 0 || ks->nride == 0))
                continue;
            e->wide_set_kinds[c] |= 1ULL << k;
            for (int r = 0; r < v->ranks; r++)
                for (int f = 0; f < v->files; f++)
                    for (int j = 0; j < ks->nleap; j++) {
                        int tf = f + ks->leap[j][0], tr = r + ks->leap[j][1];
                        if ((unsigned)tf < (unsigned)v->files && (unsigned)tr < (unsigned)v->ranks)
                            e->wide_leaps[((size_t)c * v->nkinds + k) * 128 + r * v->files + f] |=
                                (WideSet)1 << (tr * v->files + tf);
                    }
        }
}

/* Mobility is counted for the ordinary pieces whose every attack is a table leap or
 * ride (not royal, not pawns: their attacks are not where they go). Its average is the
 * learnt middle-game mobility, so the term only tells a piece better placed than usual. */
static void read_steps(EvalTables *e)
{
    const Variant *v = e->v;
    const AttackTables *t = &v->attacks;
    e->counted_kinds[0] = e->counted_kinds[1] = 0;
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < v->nkinds; k++) {
            KindSteps *ks = &e->steps[c][k];
            const PieceKind *pk = &v->kinds[k];
            ks->counted = has_movement(pk) && !pk->royal && !pk->resets_clock && !((t->complex_kinds >> k) & 1) &&
                          !((t->region_kinds >> k) & 1) &&
                          collect_steps(t->leap[c], t->nleap[c], k, ks->leap, &ks->nleap) &&
                          collect_steps(t->ride[c], t->nride[c], k, ks->ride, &ks->nride);
            for (int i = 0; i < t->nslide[c]; i++)
                if ((t->slide[c][i].kinds >> k) & 1)
                    ks->counted = false;
            if (ks->nleap + ks->nride == 0)
                ks->counted = false;
            if (ks->counted) {
                reach_steps(e, ks);
                mask_steps(e, c, k, ks);
                e->counted_kinds[c] |= 1ULL << k;
            }
            ks->average = (int16_t)lround(16.0 * e->info[k].mobility);
            /* a minor piece 4, a rook 6, a queen 10 */
            double w = 4.0 * sqrt(fmax(1.0, e->info[k].value_cp) / 300.0);
            ks->attack_weight = (int16_t)lround(fmin(16.0, w));
        }
}

/* What the structure terms read (EvalTables.bound_kinds .. pawn_hits): a pawn kind's
 * attacks are the attack tables' leaps that name it (at most 8 a colour are kept). */
static void read_structure(EvalTables *e)
{
    const Variant *v = e->v;
    const AttackTables *t = &v->attacks;
    for (int k = 0; k < v->nkinds; k++) {
        if (e->royal[k] || ((e->pawn_kinds >> k) & 1) || !has_movement(&v->kinds[k]))
            continue;
        e->bound_kinds |= (uint64_t)e->info[k].colour_bound << k;
        bool up = false, down = false;
        for (int i = 0; i < t->nride[WHITE]; i++)
            if ((t->ride[WHITE][i].kinds >> k) & 1 && t->ride[WHITE][i].dx == 0) {
                up |= t->ride[WHITE][i].dy == 1;
                down |= t->ride[WHITE][i].dy == -1;
            }
        e->file_rider_kinds |= (uint64_t)(up && down) << k;
    }
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < t->nleap[c] && e->npawn_hits[c] < 8; i++)
            if (t->leap[c][i].kinds & e->pawn_kinds) {
                int j = e->npawn_hits[c]++, dx = t->leap[c][i].dx, dy = t->leap[c][i].dy;
                e->pawn_hits[c][j][0] = (int8_t)dx;
                e->pawn_hits[c][j][1] = (int8_t)dy;
                e->hit_shift[c][j] = (int8_t)(dy * v->files + dx);
                for (int r = 0; r < v->ranks && v->files * v->ranks <= 128; r++)
                    for (int f = 0; f < v->files; f++)
                        if ((unsigned)(f + dx) < (unsigned)v->files && (unsigned)(r + dy) < (unsigned)v->ranks) {
                            if (v->files * v->ranks <= 64)
                                e->hit_from[c][j] |= 1ULL << (r * v->files + f);
                            else
                                e->hit_from_wide[c][j] |= (WideSet)1 << (r * v->files + f);
                        }
            }
    e->wide_hits = v->files * v->ranks > 64 && v->files * v->ranks <= 128;
}

/* EvalTables.passed_span: for White the ranks above, for Black those below. */
static void read_spans(EvalTables *e)
{
    const Variant *v = e->v;
    e->spans = v->files * v->ranks <= 64;
    for (int r = 0; r < v->ranks && e->spans; r++)
        for (int f = 0; f < v->files; f++)
            for (int tr = 0; tr < v->ranks; tr++)
                for (int tf = f - 1; tf <= f + 1; tf++) {
                    if (tf < 0 || tf >= v->files)
                        continue;
                    uint64_t bit = 1ULL << (tr * v->files + tf);
                    e->passed_span[WHITE][r * v->files + f] |= tr > r ? bit : 0;
                    e->passed_span[BLACK][r * v->files + f] |= tr < r ? bit : 0;
                }
}

/* The square `s` and its neighbours, on the board and not walls. */
static void neighbourhood(const Position *pos, Square s, uint64_t zone[CSM_SQUARES / 64])
{
    for (int dr = -1; dr <= 1; dr++)
        for (int df = -1; df <= 1; df++) {
            int f = sq_file(s) + df, r = sq_rank(s) + dr;
            if (pos_on_board(pos, f, r)) {
                Square t = sq_make(f, r);
                zone[t >> 6] |= 1ULL << (t & 63);
            }
        }
}

/* EvalTables.near_royal from the attack tables' by_delta (NULL without them). */
static uint8_t *build_near_royal(const Variant *v)
{
    const AttackTables *t = &v->attacks;
    if (!t->by_delta || t->by_delta_kinds != v->nkinds)
        return NULL;
    size_t rows = 2 * (size_t)v->nkinds;
    uint8_t *near = calloc(rows * ATTACK_DELTAS, 1);
    if (!near)
        return NULL;
    for (size_t row = 0; row < rows; row++)
        for (int dy = -15; dy <= 15; dy++)
            for (int dx = -15; dx <= 15; dx++)
                for (int i = 0; i < 9; i++) {
                    int ny = dy + i / 3 - 1, nx = dx + i % 3 - 1;
                    if (nx >= -15 && nx <= 15 && ny >= -15 && ny <= 15 &&
                        t->by_delta[row * ATTACK_DELTAS + attack_delta(nx, ny)])
                        near[row * ATTACK_DELTAS + attack_delta(dx, dy)] = 1;
                }
    return near;
}

/* A royal piece with a square to reach reads its end-game table in the middle game too
 * (its race does not wait for the end game): copied once here, so the evaluation reads
 * one table for every piece. */
static void royal_goal_tables(EvalTables *e)
{
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < e->v->nkinds && e->royal_has_goal[c]; k++)
            if (e->royal[k])
                memcpy(e->pst_mg[k][c], e->pst_eg[k][c], sizeof e->pst_mg[k][c]);
}

/* Whether the setup maps onto itself turned half round (shogi: each side's rook on its
 * right) and not mirrored top to bottom (chess: the kings on one file): then Black's
 * square tables turn too, so that its pieces read the squares White's do. */
static bool setup_turns(const Variant *v)
{
    Position p;
    DiagSink quiet;
    diag_init(&quiet);
    bool read = v->setup && !v->sym.auto_kinds && fen_parse((Variant *)v, v->setup, &p, "setup", &quiet);
    diag_free(&quiet);
    if (!read)
        return false;
    bool mirrored = true, turned = true;
    for (int r = 0; r < v->ranks; r++)
        for (int f = 0; f < v->files; f++) {
            Piece here = p.board[sq_make(f, r)];
            Piece mirror = p.board[sq_make(f, v->ranks - 1 - r)];
            Piece turn = p.board[sq_make(v->files - 1 - f, v->ranks - 1 - r)];
            if (here == PIECE_NONE)
                continue;
            mirrored &= mirror != PIECE_NONE && piece_kind(mirror) == piece_kind(here) &&
                        piece_color(mirror) != piece_color(here);
            turned &= turn != PIECE_NONE && piece_kind(turn) == piece_kind(here) && piece_color(turn) != piece_color(here);
        }
    return turned && !mirrored;
}

Square eval_table_square(const EvalTables *e, Color c, Square s)
{
    if (c == WHITE)
        return s;
    int f = sq_file(s), r = e->v->ranks - 1 - sq_rank(s);
    return sq_make(e->turned ? e->v->files - 1 - f : f, r);
}

EvalTables *eval_new(const Variant *v)
{
    EvalTables *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->goal = calloc(2, sizeof *e->goal);
    /* scratch for learning, on the heap: eval_new runs on whichever thread searches */
    int16_t (*empty_mob)[CSM_SQUARES] = calloc(CSM_MAX_KINDS, sizeof *empty_mob);
    double (*become_share)[CSM_MAX_KINDS] = calloc(CSM_MAX_KINDS, sizeof *become_share);
    if (!e->goal || !empty_mob || !become_share) {
        free(empty_mob);
        free(become_share);
        eval_free(e);
        return NULL;
    }
    e->v = v;
    learn_values(e, empty_mob, become_share);
    build_pst(e, empty_mob);
    free(empty_mob);
    free(become_share);
    measure_phase(e);
    read_goals(e);
    royal_goal_tables(e);
    e->masks = eval_masks_new(v->files, v->ranks);
    e->use_masks = true;
    read_steps(e);
    for (int c = 0; c < 2 && !e->masks; c++)
        for (int k = 0; k < v->nkinds; k++)
            e->wide_sets |= e->steps[c][k].nset > 0;
    if (e->wide_sets && !(e->wide_bit_of = calloc(CSM_SQUARES, sizeof *e->wide_bit_of)))
        e->wide_sets = false; /* out of memory: the walk */
    for (int r = 0; r < v->ranks && e->wide_sets; r++)
        for (int f = 0; f < v->files; f++)
            e->wide_bit_of[sq_make(f, r)] = (WideSet)1 << (r * v->files + f);
    if (e->wide_sets)
        build_wide_leaps(e);
    Position empty;
    pos_init(&empty, v->files, v->ranks);
    for (int r = 0; r < v->ranks; r++)
        for (int f = 0; f < v->files; f++) {
            neighbourhood(&empty, sq_make(f, r), e->zone_of[sq_make(f, r)]);
            if (e->masks) {
                e->zone_bits_of[sq_make(f, r)] = eval_masks_bits(&empty, e->zone_of[sq_make(f, r)]);
                e->square_of_bit[pos_bit(&empty, sq_make(f, r))] = sq_make(f, r);
            }
            if (v->files * v->ranks <= 64) /* (as EvalTables.spans) */
                e->bit_of_square[sq_make(f, r)] = (uint8_t)pos_bit(&empty, sq_make(f, r));
        }
    for (int k = 0; k < v->nkinds; k++) {
        e->king_safety |= e->royal[k];
        e->royal_mask |= (uint64_t)e->royal[k] << k;
    }
    e->king_safety &= !e->invert[WHITE] && !e->invert[BLACK];
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].resets_clock && v->kinds[k].npromo && !v->kinds[k].royal)
            e->pawn_kinds |= 1ULL << k;
    if (e->invert[WHITE] || e->invert[BLACK])
        e->pawn_kinds = 0;
    read_structure(e);
    read_spans(e);
    safety_build(&e->safety, v);
    e->turned = setup_turns(v);
    e->use_piece_squares = true;
    eval_set_weights(e, &v->eval_weights);
    e->near_royal = build_near_royal(v);
    return e;
}

/* The weights' square tables as each colour reads them; false when out of memory. */
static bool build_square_tables(EvalTables *e, const EvalWeights *w)
{
    free(e->squares);
    e->squares = NULL;
    int n = e->v->nkinds;
    const SquareTable *given[CSM_MAX_KINDS] = {0};
    bool any = false;
    for (int k = 0; k < n; k++) {
        const SquareTable *t = w->squares[k];
        if (t && t->files == e->v->files && t->ranks == e->v->ranks) /* not a base's other board */
            given[k] = t;
        any |= given[k] != NULL;
    }
    if (!any)
        return true;
    if (!(e->squares = calloc((size_t)n, sizeof *e->squares)))
        return false;
    for (int k = 0; k < n; k++)
        for (int c = 0; c < 2 && given[k]; c++)
            for (int r = 0; r < e->v->ranks; r++)
                for (int f = 0; f < e->v->files; f++) {
                    Square s = sq_make(f, r), t = eval_table_square(e, (Color)c, s);
                    e->squares[k][c].mg[s] = given[k]->mg[t];
                    e->squares[k][c].eg[s] = given[k]->eg[t];
                }
    return true;
}

void eval_free(EvalTables *e)
{
    if (!e)
        return;
    free(e->squares);
    free(e->piece_squares);
    free(e->goal);
    free(e->near_royal);
    free(e->wide_bit_of);
    free(e->wide_leaps);
    eval_masks_free(e->masks);
    free(e);
}

/* EvalTables.piece_squares and kind_sums from the tables as they stand (after the
 * weights: the values and square tables change with them). */
static void pack_piece_squares(EvalTables *e)
{
    int n = e->v->nkinds;
    if (!e->piece_squares && !(e->piece_squares = malloc((size_t)n * 2 * CSM_SQUARES * sizeof *e->piece_squares)))
        return; /* out of memory: the tables are read one by one */
    for (int k = 0; k < n; k++)
        for (int c = 0; c < 2; c++) {
            PieceSquare *row = &e->piece_squares[(size_t)(k * 2 + c) * CSM_SQUARES];
            for (int s = 0; s < CSM_SQUARES; s++) {
                row[s].pst = pack_two(e->pst_mg[k][c][s], e->pst_eg[k][c][s]);
                row[s].table = e->squares ? pack_two(e->squares[k][c].mg[s], e->squares[k][c].eg[s]) : 0;
            }
            e->kind_sums[c][k] = pack_two(e->counts_for_phase[k] ? e->phase_value[k] : 0, e->value[c][k]);
        }
}

void eval_use_piece_squares(EvalTables *e, bool on) { e->use_piece_squares = on; }

void eval_set_weights(EvalTables *e, const EvalWeights *w)
{
    e->w = *w;
    if (!build_square_tables(e, w))
        memset(e->w.squares, 0, sizeof e->w.squares); /* out of memory: play without them */
    e->passed_kings = w->w[EW_PASSED_KING_ENEMY] || w->w[EW_PASSED_KING_OWN];
    e->structure = false;
    for (int i = EW_DOUBLED_PAWN; i <= EW_HALF_OPEN_FILE; i++)
        e->structure |= w->w[i] != 0;
    /* material to be lost (antichess): a threatened piece or a pair is no asset */
    e->structure &= !e->invert[WHITE] && !e->invert[BLACK];
    for (int k = 0; k < e->v->nkinds; k++) {
        /* 100 percent leaves the learnt value exactly as it was */
        int value = e->base_value[k] * w->value_percent[k] / 100;
        e->info[k].value_cp = value;
        for (int c = 0; c < 2; c++)
            e->value[c][k] = value < e->value_floor[c][k] ? e->value_floor[c][k] : value;
        e->piece_value[k] = e->royal[k] ? 0 : e->value[WHITE][k];
    }
    pack_piece_squares(e);
}

const EvalWeights *eval_weights(const EvalTables *e) { return &e->w; }

void eval_use_masks(EvalTables *e, bool on) { e->use_masks = on; }

bool eval_weight_matters(const EvalTables *e, EvalWeightId id)
{
    switch (id) {
    case EW_KING_ATTACK:
    case EW_KING_ATTACK_MAX: return e->king_safety;
    case EW_HAND_PERCENT:
    case EW_HAND_FIRST: return e->v->rules.hands || e->v->rules.gating; /* gated pieces wait in a hand too */
    case EW_HAND_DANGER:
    case EW_DROP_CHECKS: return e->v->rules.hands;
    case EW_HAND_ATTACK: return e->v->rules.hands && e->king_safety;
    case EW_ROYAL_GUARDS:
    case EW_ROYAL_INTRUDERS: return e->king_safety;
    case EW_EXPOSED: return e->check_target[WHITE] || e->check_target[BLACK];
    case EW_PASSED_MG_BASE:
    case EW_PASSED_MG_GAIN:
    case EW_PASSED_EG_BASE:
    case EW_PASSED_EG_GAIN: return e->pawn_kinds != 0;
    case EW_PASSED_KING_ENEMY:
    case EW_PASSED_KING_OWN: return e->pawn_kinds != 0 && e->royal_mask != 0;
    case EW_DOUBLED_PAWN:
    case EW_ISOLATED_PAWN: return e->pawn_kinds != 0;
    case EW_PAWN_THREAT: return e->npawn_hits[WHITE] || e->npawn_hits[BLACK];
    case EW_BOUND_PAIR: return e->bound_kinds != 0 && !e->invert[WHITE] && !e->invert[BLACK];
    case EW_OPEN_FILE:
    case EW_HALF_OPEN_FILE: return e->pawn_kinds && e->file_rider_kinds;
    case EW_ZONE_DEFENDERS: return e->safety.defender_kinds[WHITE] || e->safety.defender_kinds[BLACK];
    case EW_ZONE_ATTACKED: return e->safety.confined[WHITE] || e->safety.confined[BLACK];
    default: return id >= 0 && id < EW_COUNT;
    }
}

bool eval_value_matters(const EvalTables *e, int kind) { return !e->royal[kind] && e->base_value[kind] > 0; }

const Variant *eval_variant(const EvalTables *e) { return e->v; }
const EvalKindInfo *eval_kind_info(const EvalTables *e, int kind) { return &e->info[kind]; }
int eval_piece_value(const EvalTables *e, int kind) { return e->piece_value[kind]; }

const int *eval_piece_values(const EvalTables *e) { return e->piece_value; }
bool eval_material_inverted(const EvalTables *e, Color side) { return e->invert[side]; }

/* ---- the evaluation -------------------------------------------------------------------- */

/* The squares of `side`'s royal pieces (of e->royal's kinds) into `out`; returns how
 * many. A lone one is read from the position's hint when the hint still holds it. */
static inline __attribute__((always_inline)) int royal_squares_of(const EvalTables *e, const Position *pos, Color side,
                                                                 Square *out)
{
    int want = 0, n = 0;
    for (uint64_t k = e->royal_mask; k; k &= k - 1)
        want += pos->kind_count[side][__builtin_ctzll(k)];
    int hint = pos->royal_hint[side];
    if (want == 1 && hint != NO_SQUARE && pos->board[hint] && piece_color(pos->board[hint]) == side &&
        e->royal[piece_kind(pos->board[hint])]) {
        out[0] = (Square)hint;
        return 1;
    }
    for (int i = 0; i < pos->piece_count[side] && n < want; i++)
        if (e->royal[piece_kind(pos->board[pos->list[side][i]])])
            out[n++] = pos->list[side][i];
    return n;
}

/* The squares next to (and under) `side`'s royal pieces: where an attack on it gathers;
 * *bits: the same as bits pos_bit where the board is the variant's (for the masks). */
static void royal_zone(const EvalTables *e, const Position *pos, Color side, uint64_t zone[CSM_SQUARES / 64],
                       uint64_t *bits)
{
    memset(zone, 0, CSM_SQUARES / 64 * sizeof *zone);
    *bits = 0;
    bool table = !pos->has_walls && pos->files == e->v->files && pos->ranks == e->v->ranks;
    Square royals[CSM_SQUARES];
    int n = royal_squares_of(e, pos, side, royals);
    for (int i = 0; i < n; i++) {
        Square s = royals[i];
        if (!table) {
            neighbourhood(pos, s, zone);
            continue;
        }
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            zone[w] |= e->zone_of[s][w];
        *bits |= e->zone_bits_of[s];
    }
}

/* The squares next to `side`'s royal pieces that no piece of its own shields (with the
 * royal's own square when `with_own`): how many the enemy attacks (returned) and how many
 * there are (*open). Three-check reads it as where checks come from; drop variants as
 * where dropped pieces land with check. */
/* The enemy pieces that may attack a square next to one of `side`'s royal pieces, into
 * `out`; -1 when the tables cannot tell (then each square asks rules_is_attacked). */
static int royal_attackers(const EvalTables *e, const Position *pos, Color side, Square *out)
{
    Color by = color_flip(side);
    if (!e->near_royal || !rules_attacks_by_table(e->v, pos, by))
        return -1;
    Square royals[CSM_SQUARES];
    int nroyal = royal_squares_of(e, pos, side, royals), n = 0;
    for (int i = 0; i < pos->piece_count[by]; i++) {
        Square from = pos->list[by][i];
        const uint8_t *near = e->near_royal + ((size_t)by * e->v->nkinds + piece_kind(pos->board[from])) * ATTACK_DELTAS;
        for (int j = 0; j < nroyal; j++)
            if (near[attack_delta(sq_file(royals[j]) - sq_file(from), sq_rank(royals[j]) - sq_rank(from))]) {
                out[n++] = from;
                break;
            }
    }
    return n;
}

/* Is `t` attacked by `side`'s enemy: by one of the `n` pieces of royal_attackers, or
 * (n < 0) as rules_is_attacked says. */
static bool zone_square_attacked(const EvalTables *e, const Position *pos, Color side, Square t, const Square *attackers,
                                 int n)
{
    if (n < 0)
        return rules_is_attacked(e->v, (Position *)pos, t, color_flip(side), PIECE_NONE);
    for (int i = 0; i < n; i++)
        if (rules_piece_attacks(e->v, pos, attackers[i], t))
            return true;
    return false;
}

/* Does the rules' attack test read bitboards here (a board of up to 64 squares without
 * walls)? Then asking it square by square is cheaper than first sorting out the enemy
 * pieces that may reach the royal's neighbours. */
static bool attack_bitboards(const EvalTables *e, const Position *pos)
{
    return e->v->attacks.bitboards && !e->v->attacks.region_kinds && pos->bitboards && !pos->has_walls &&
           pos->files == e->v->files && pos->ranks == e->v->ranks;
}

static int royal_neighbours(const EvalTables *e, const Position *pos, Color side, const uint64_t *zone, bool with_own,
                            int *open)
{
    int attacked = 0, nattackers = 0;
    bool found = false;
    Square attackers[CSM_SQUARES];
    *open = 0;
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t bits = zone[w]; bits; bits &= bits - 1) {
            Square t = (Square)(w * 64 + __builtin_ctzll(bits));
            Piece there = pos->board[t];
            if (there && piece_color(there) == side && (!with_own || !e->royal[piece_kind(there)]))
                continue; /* a shield, or the royal piece's own square when not asked for */
            (*open)++;
            if (!found) { /* at the first open square: most zones have one */
                nattackers = attack_bitboards(e, pos) ? -1 : royal_attackers(e, pos, side, attackers);
                found = true;
            }
            attacked += zone_square_attacked(e, pos, side, t, attackers, nattackers);
        }
    return attacked;
}

static int royal_exposure(const EvalTables *e, const Position *pos, Color side, const uint64_t *zone)
{
    int open;
    return royal_neighbours(e, pos, side, zone, true, &open);
}

/* Drop variants: a king's open or attacked neighbours are where pieces in the enemy's
 * hand land with check; the fuller that hand, the more each costs. */
static int hand_king_danger(const EvalTables *e, const Position *pos, Color side, const uint64_t *zone)
{
    Color enemy = color_flip(side);
    int in_hand = pos->hand_total[enemy] < 6 ? pos->hand_total[enemy] : 6;
    int open = 0, attacked = royal_neighbours(e, pos, side, zone, false, &open);
    return (open + 2 * attacked) * e->w.w[EW_HAND_DANGER] * (1 + in_hand) / 4;
}

/* One square a piece attacks: it counts for mobility unless the piece's own side holds
 * it, and toward the attack when it lies in the enemy royal's zone. True when something
 * stands there (a ride stops). */
static inline bool count_square(const Position *pos, int t, Color side, const uint64_t *enemy_zone, int *n, int *near)
{
    Piece p = pos->board[t];
    *n += !p || piece_color(p) != side;
    *near += (enemy_zone[t >> 6] >> (t & 63)) & 1;
    return p != PIECE_NONE;
}

/* A piece's attacked squares (`n`: not held by its own side) and those in the enemy
 * royal's zone (`near`), step by step with edge and wall tests. Always inlined into
 * activity (boards with walls, the duck's), though unmasked_squares calls it too. */
static inline __attribute__((always_inline)) void walk_squares(const KindSteps *ks, const Position *pos, Square s,
                                                               Color side, const uint64_t *enemy_zone, int *n,
                                                               int *near)
{
    int f = sq_file(s), r = sq_rank(s);
    for (int j = 0; j < ks->nleap; j++) {
        int tf = f + ks->leap[j][0], tr = r + ks->leap[j][1];
        if (pos_on_board(pos, tf, tr))
            count_square(pos, sq_make(tf, tr), side, enemy_zone, n, near);
    }
    for (int j = 0; j < ks->nride; j++) {
        int dx = ks->ride[j][0], dy = ks->ride[j][1];
        for (int tf = f + dx, tr = r + dy; pos_on_board(pos, tf, tr); tf += dx, tr += dy)
            if (count_square(pos, sq_make(tf, tr), side, enemy_zone, n, near))
                break;
    }
}

/* The same without walls: each direction's number of steps comes from e->reach. */
static inline void reach_squares(const EvalTables *e, const KindSteps *ks, const Position *pos, Square s, Color side,
                                 const uint64_t *enemy_zone, int *n, int *near)
{
    for (int j = 0; j < ks->nleap; j++)
        if (e->reach[ks->leap_dir[j]][s])
            count_square(pos, s + ks->leap_delta[j], side, enemy_zone, n, near);
    for (int j = 0; j < ks->nride; j++) {
        int t = s, delta = ks->ride_delta[j];
        for (int steps = e->reach[ks->ride_dir[j]][s]; steps > 0; steps--) {
            t += delta;
            if (count_square(pos, t, side, enemy_zone, n, near))
                break;
        }
    }
}

/* What `side`'s table-moving pieces do: the squares they attack that its own pieces do
 * not hold, against each piece's average (times 16), and how they bear on the enemy
 * royal's zone (each piece that reaches it adds its squares there, weighted by its
 * value, to the attack's units). */
typedef struct Activity {
    int mobility16;
    int attackers, units;
} Activity;

/* One piece's squares (n) and those in the enemy royal's zone (near) into out. */
static inline void add_piece(Activity *out, const KindSteps *ks, int n, int near)
{
    out->mobility16 += 16 * n - ks->average;
    if (near) {
        out->attackers++;
        out->units += near * ks->attack_weight;
    }
}

/* On a board activity counts on masks, a kind the masks leave out: by the reach table, or
 * step by step. Not inlined: the masked loop keeps its registers for the masks. */
static __attribute__((noinline)) void unmasked_squares(const EvalTables *e, const KindSteps *ks, const Position *pos,
                                                       Square s, Color side, const uint64_t *enemy_zone, int *n,
                                                       int *near)
{
    if (ks->reached)
        reach_squares(e, ks, pos, s, side, enemy_zone, n, near);
    else
        walk_squares(ks, pos, s, side, enemy_zone, n, near);
}

/* masked_activity's kinds without ride sets: a ride at a time on the masks, or (kinds the
 * masks leave out) unmasked_squares. Apart, so that the loop over the pieces keeps its
 * registers for the sets. */
EVAL_POPCNT_CLONES static EVAL_OUT_OF_LINE void other_squares(const EvalTables *e, const KindSteps *ks,
                                                              const Position *pos, Square s, Color side,
                                                              int bit, const uint64_t *enemy_zone,
                                                              uint64_t zone_bits, int *n, int *near)
{
    if (ks->masked)
        eval_masks_count(e->masks, pos, side, piece_kind(pos->board[s]), bit, ks->ride_line, ks->nride, ks->apart,
                         zone_bits, n, near);
    else
        unmasked_squares(e, ks, pos, s, side, enemy_zone, n, near);
}

/* activity on a board the masks count: built with and without popcnt (EVAL_POPCNT_CLONES). */
/* (`skip`: bits of pieces of kinds not counted, the pawns where the first pass found
 * them: the pieces are read from the occupancy's bits, and these are never looked at.
 * The sums do not depend on the order the pieces come in.) */
EVAL_POPCNT_CLONES static void masked_activity(const EvalTables *e, const Position *pos, Color side,
                                               const uint64_t *enemy_zone, uint64_t zone_bits, uint64_t skip,
                                               Activity *out)
{
    /* what every piece reads is read once, and the sums kept in a local: stored through
     * `out`, they would (for the compiler) change the tables and be read again */
    uint64_t counted = e->counted_kinds[side];
    const KindSteps *steps = e->steps[side];
    const uint64_t *leaps = e->masks->leap[side][0]; /* [kind * 64 + bit] */
    uint64_t own = pos->occupied[side], occupied = own | pos->occupied[side ^ 1];
    Activity sum = *out;
    for (uint64_t pieces = own & ~skip; pieces; pieces &= pieces - 1) {
        int bit = __builtin_ctzll(pieces);
        Square s = e->square_of_bit[bit];
        int k = piece_kind(pos->board[s]);
        if (!((counted >> k) & 1))
            continue; /* (KindSteps.counted, read from one mask) */
        const KindSteps *ks = &steps[k];
        int n = 0, near = 0;
        if (ks->by_sets) { /* rides apart, held in ride sets (RideTables.kind): each set in one read */
            uint64_t all = leaps[k * 64 + bit];
            for (int j = 0; j < ks->nset; j++)
                all |= ride_set_reach(ks->ride_set[j], bit, occupied);
            n = eval_masks_bit_count(all & ~own);
            near = all & zone_bits ? eval_masks_bit_count(all & zone_bits) : 0;
        } else {
            other_squares(e, ks, pos, s, side, bit, enemy_zone, zone_bits, &n, &near);
        }
        add_piece(&sum, ks, n, near);
    }
    *out = sum;
}

/* `squares` (Position square sets) as bits pos_bit on the variant's board (wide_sets). */
static WideSet wide_bits(const EvalTables *e, const uint64_t *squares)
{
    WideSet bits = 0;
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t b = squares[w]; b; b &= b - 1)
            bits |= e->wide_bit_of[w * 64 + __builtin_ctzll(b)];
    return bits;
}

static inline int wide_count(WideSet x)
{
    return eval_masks_bit_count((uint64_t)x) + eval_masks_bit_count((uint64_t)(x >> 64));
}

/* masked_activity on boards of 65 to 128 squares (Position.wide): a kind whose rides are
 * apart has them read from the ride sets (KindSteps.ride_set, 128-bit) and its leaps
 * walked from e->reach; the others as activity walks them. The same counts. */
EVAL_POPCNT_CLONES static void wide_activity(const EvalTables *e, const Position *pos, Color side,
                                             const uint64_t *enemy_zone, Activity *out)
{
    WideSet own = wide_occupied(pos, side), occupied = own | wide_occupied(pos, color_flip(side));
    WideSet zone = wide_bits(e, enemy_zone);
    uint64_t counted = e->counted_kinds[side], sets = e->wide_set_kinds[side];
    const WideSet *leaps = e->wide_leaps; /* [(side * nkinds + kind) * 128 + bit] (read only where sets) */
    size_t first = (size_t)side * e->v->nkinds * 128;
    for (int i = 0; i < pos->piece_count[side]; i++) {
        Square s = pos->list[side][i];
        int k = piece_kind(pos->board[s]);
        if (!((counted >> k) & 1))
            continue;
        const KindSteps *ks = &e->steps[side][k];
        int n = 0, near = 0;
        if ((sets >> k) & 1) { /* leaps and ride sets: one union, counted once */
            int bit = pos_bit(pos, s);
            WideSet all = leaps[first + (size_t)k * 128 + bit];
            for (int j = 0; j < ks->nset; j++)
                all |= ride_set_reach_wide(ks->ride_set[j], bit, occupied);
            n = wide_count(all & ~own);
            near = all & zone ? wide_count(all & zone) : 0;
        } else if (ks->nset) {
            WideSet all = 0;
            for (int j = 0; j < ks->nset; j++)
                all |= ride_set_reach_wide(ks->ride_set[j], pos_bit(pos, s), occupied);
            n = wide_count(all & ~own);
            near = all & zone ? wide_count(all & zone) : 0;
            for (int j = 0; j < ks->nleap; j++)
                if (e->reach[ks->leap_dir[j]][s])
                    count_square(pos, s + ks->leap_delta[j], side, enemy_zone, &n, &near);
        } else if (ks->reached) {
            reach_squares(e, ks, pos, s, side, enemy_zone, &n, &near);
        } else {
            walk_squares(ks, pos, s, side, enemy_zone, &n, &near);
        }
        add_piece(out, ks, n, near);
    }
}

/* enemy_zone and zone_bits: the enemy royal's zone as royal_zone makes it. */
static void activity(const EvalTables *e, const Position *pos, Color side, const uint64_t *enemy_zone,
                     uint64_t zone_bits, uint64_t skip, Activity *out)
{
    memset(out, 0, sizeof *out);
    bool table = !pos->has_walls && pos->files == e->v->files && pos->ranks == e->v->ranks;
    if (table && e->use_masks && e->masks && pos->bitboards) {
        masked_activity(e, pos, side, enemy_zone, zone_bits, skip, out);
        return;
    }
    if (table && e->use_masks && e->wide_sets && pos->wide) {
        wide_activity(e, pos, side, enemy_zone, out);
        return;
    }
    for (int i = 0; i < pos->piece_count[side]; i++) {
        Square s = pos->list[side][i];
        const KindSteps *ks = &e->steps[side][piece_kind(pos->board[s])];
        if (!ks->counted)
            continue;
        int n = 0, near = 0;
        if (ks->reached && table)
            reach_squares(e, ks, pos, s, side, enemy_zone, &n, &near);
        else
            walk_squares(ks, pos, s, side, enemy_zone, &n, &near);
        add_piece(out, ks, n, near);
    }
}

/* The king-attack penalty for the side whose zone is attacked: nothing from a lone
 * attacker, then growing with the square of the units (attacks gather force). */
static int king_attack_cp(const EvalTables *e, const Activity *a)
{
    if (a->attackers < 2)
        return 0;
    int cp = e->w.w[EW_KING_ATTACK] * a->units * a->units / 16;
    return cp > e->w.w[EW_KING_ATTACK_MAX] ? e->w.w[EW_KING_ATTACK_MAX] : cp;
}

/* Drop variants: the pieces in `side`'s hand join an attack on the enemy royal's zone
 * that a piece on the board has begun (a drop lands beside the king in one move, so a
 * full hand makes a small attack dangerous): each counts as an attacker and adds
 * hand_attack percent of its kind's attack weight to the units. Returns what they add
 * to king_attack_cp (0 with the weight at 0, its default). */
static int hand_attack_cp(const EvalTables *e, const Position *pos, Color side, const Activity *a)
{
    int percent = e->w.w[EW_HAND_ATTACK];
    if (!percent || !e->king_safety || !e->v->rules.hands || !pos->hand_total[side] || !a->attackers)
        return 0;
    Activity with = *a;
    int weighted = 0;
    for (int k = 0; k < e->v->nkinds; k++)
        if (pos->hand[side][k]) {
            with.attackers += pos->hand[side][k];
            weighted += pos->hand[side][k] * e->steps[side][k].attack_weight;
        }
    with.units += weighted * percent / 100;
    return king_attack_cp(e, &with) - king_attack_cp(e, a);
}

/* In the end game a passed pawn is worth more the further the enemy royal stands from
 * the square in front of it (it cannot stop the pawn) and the nearer its own (it escorts
 * it): the two weights per king step, up to PASSED_KING_STEPS, grown with the pawn's
 * progress `p` (0..1). Only where each side has a single royal piece. */
enum { PASSED_KING_STEPS = 5 };

/* Each side's royal square where it has exactly one, found at the first passed pawn
 * that asks and kept for the others of the evaluation. */
typedef struct LoneRoyals {
    bool known;
    bool one[2];
    Square at[2];
} LoneRoyals;

static int passed_king_cp(const EvalTables *e, const Position *pos, Color c, Square stop, double p, LoneRoyals *lone)
{
    if (!lone->known) {
        for (int side = 0; side < 2; side++) {
            Square royals[CSM_SQUARES];
            lone->one[side] = royal_squares_of(e, pos, (Color)side, royals) == 1;
            lone->at[side] = lone->one[side] ? royals[0] : 0;
        }
        lone->known = true;
    }
    if (!lone->one[c] || !lone->one[color_flip(c)])
        return 0;
    Square own = lone->at[c], enemy = lone->at[color_flip(c)];
    int d_own = chebyshev(own, stop), d_enemy = chebyshev(enemy, stop);
    if (d_own > PASSED_KING_STEPS)
        d_own = PASSED_KING_STEPS;
    if (d_enemy > PASSED_KING_STEPS)
        d_enemy = PASSED_KING_STEPS;
    const int *w = e->w.w;
    return (int)(p * (w[EW_PASSED_KING_ENEMY] * d_enemy - w[EW_PASSED_KING_OWN] * d_own));
}

/* Passed pawns: a pawn with no enemy pawn ahead of it on its own or a neighbouring file
 * earns a bonus that grows with its progress, mostly in the end game; less when the
 * square in front of it is taken. This is the bonus of colour c's passed pawn on file f,
 * rank r. */
static void passed_bonus(const EvalTables *e, const Position *pos, int c, int f, int r, int mg[2], int eg[2],
                         LoneRoyals *lone)
{
    const Variant *v = e->v;
    int travelled = c == WHITE ? r : v->ranks - 1 - r;
    double p = v->ranks > 2 ? (double)(travelled - 1) / (v->ranks - 2) : 1.0;
    if (p < 0)
        p = 0;
    int ahead = r + (c == WHITE ? 1 : -1);
    bool blocked = ahead >= 0 && ahead < v->ranks && pos->board[sq_make(f, ahead)];
    const int *w = e->w.w;
    int bonus_mg = w[EW_PASSED_MG_BASE] + (int)(w[EW_PASSED_MG_GAIN] * p * p);
    int bonus_eg = w[EW_PASSED_EG_BASE] + (int)(w[EW_PASSED_EG_GAIN] * p * p);
    mg[c] += blocked ? bonus_mg / 2 : bonus_mg;
    eg[c] += blocked ? bonus_eg / 2 : bonus_eg;
    if (e->passed_kings)
        eg[c] += passed_king_cp(e, pos, (Color)c, ahead >= 0 && ahead < v->ranks ? sq_make(f, ahead) : sq_make(f, r), p,
                                lone);
}

/* The passed pawns of both sides, square by square (any board). */
static void passed_pawns(const EvalTables *e, const Position *pos, int mg[2], int eg[2])
{
    const Variant *v = e->v;
    /* [colour][file]: the rank of its pawn furthest back as the enemy sees it: White's
     * lowest, Black's highest (-1 / ranks: none) */
    int rear[2][CSM_MAX_BOARD];
    for (int f = 0; f < v->files; f++) {
        rear[WHITE][f] = v->ranks;
        rear[BLACK][f] = -1;
    }
    Square pawns[2][CSM_SQUARES];
    int npawns[2] = {0, 0};
    LoneRoyals lone = {.known = false};
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < pos->piece_count[c]; i++) {
            Square s = pos->list[c][i];
            if (!((e->pawn_kinds >> piece_kind(pos->board[s])) & 1))
                continue;
            pawns[c][npawns[c]++] = s;
            int f = sq_file(s), r = sq_rank(s);
            if (c == WHITE ? r < rear[WHITE][f] : r > rear[BLACK][f])
                rear[c][f] = r;
        }
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < npawns[c]; i++) {
            int f = sq_file(pawns[c][i]), r = sq_rank(pawns[c][i]);
            bool passed = true;
            for (int df = -1; df <= 1 && passed; df++) {
                if (f + df < 0 || f + df >= v->files)
                    continue;
                /* an enemy pawn ahead: for White, a Black pawn on a higher rank */
                passed = c == WHITE ? rear[BLACK][f + df] <= r : rear[WHITE][f + df] >= r;
            }
            if (passed)
                passed_bonus(e, pos, c, f, r, mg, eg, &lone);
        }
}

/* The same on a board of up to 64 squares from the pawns' bits (pos_bit), each tested
 * against its EvalTables.passed_span. */
static void passed_pawn_bits(const EvalTables *e, const Position *pos, const uint64_t pawns[2], int mg[2], int eg[2])
{
    LoneRoyals lone = {.known = false};
    for (int c = 0; c < 2; c++) {
        /* an enemy pawn stands in a pawn's span exactly when the pawn stands in the enemy
         * pawn's own (the ranks behind it, its file and the neighbouring ones): the
         * enemy's spans, joined, are where no pawn is passed */
        uint64_t stopped = 0;
        for (uint64_t b = pawns[c ^ 1]; b; b &= b - 1)
            stopped |= e->passed_span[c ^ 1][__builtin_ctzll(b)];
        for (uint64_t b = pawns[c] & ~stopped; b; b &= b - 1) {
            int bit = __builtin_ctzll(b);
            passed_bonus(e, pos, c, bit % pos->files, bit / pos->files, mg, eg, &lone);
        }
    }
}

/* Is the piece on `s` of `side` attacked by an enemy pawn kind (EvalTables.pawn_hits)? */
static bool pawn_attacked(const EvalTables *e, const Position *pos, Color side, Square s)
{
    Color enemy = color_flip(side);
    for (int j = 0; j < e->npawn_hits[enemy]; j++) {
        int f = sq_file(s) - e->pawn_hits[enemy][j][0], r = sq_rank(s) - e->pawn_hits[enemy][j][1];
        if (!pos_on_board(pos, f, r))
            continue;
        Piece p = pos->board[sq_make(f, r)];
        if (p && piece_color(p) == enemy && ((e->pawn_kinds >> piece_kind(p)) & 1))
            return true;
    }
    return false;
}

/* What one pass over the pieces gathers for the structure terms, per colour: pawns per
 * file and the files that have any, the squares of the pawns and of the other non-royal
 * pieces (bits pos_bit, boards with bitboards), the colours of square each kind stands
 * on, the files of the file riders. */
typedef struct Structure {
    uint8_t pawns[2][CSM_MAX_BOARD];
    int npawns[2]; /* all of a colour's pawns: the sum of `pawns` */
    uint32_t pawn_files[2];
    uint64_t pawn_bits[2], piece_bits[2];
    uint64_t on_colour[2][2];
    int8_t rider_file[2][CSM_MAX_BOARD]; /* the first CSM_MAX_BOARD file riders of a colour */
    int nriders[2];
    int threatened[2];
    /* boards of 65 to 128 squares (wide_hits): the pawns' and the other non-royal pieces'
     * squares as 128-bit sets, for the pawn threats by shifts (`wide`) */
    bool wide;
    WideSet wide_pawns[2], wide_pieces[2];
} Structure;

/* `side`'s pawn files: doubled pawns (each beyond the first on a file) and isolated ones
 * (no pawn of its side on a neighbouring file) as a cost. */
static inline __attribute__((always_inline)) int pawn_files_cp(const EvalTables *e, const Structure *st, Color side)
{
    uint32_t files = st->pawn_files[side], alone = files & ~(files << 1) & ~(files >> 1);
    /* each pawn beyond the first of its file: all the pawns but one a file that has any
     * (counted in structure_cp's build with popcnt: always inlined there) */
    int doubled = st->npawns[side] - eval_masks_bit_count(files), isolated = 0;
    for (uint32_t b = alone; b; b &= b - 1)
        isolated += st->pawns[side][__builtin_ctz(b)];
    return -e->w.w[EW_DOUBLED_PAWN] * doubled - e->w.w[EW_ISOLATED_PAWN] * isolated;
}

/* The squares `side`'s pawns attack, by the shifts of EvalTables.hit_shift. */
static uint64_t pawn_attack_bits(const EvalTables *e, const Structure *st, Color side)
{
    uint64_t hit = 0;
    for (int j = 0; j < e->npawn_hits[side]; j++) {
        uint64_t from = st->pawn_bits[side] & e->hit_from[side][j];
        int shift = e->hit_shift[side][j];
        hit |= shift >= 0 ? from << shift : from >> -shift;
    }
    return hit;
}

/* pawn_attack_bits on a board of 65 to 128 squares (Structure.wide). */
static WideSet wide_pawn_attacks(const EvalTables *e, const Structure *st, Color side)
{
    WideSet hit = 0;
    for (int j = 0; j < e->npawn_hits[side]; j++) {
        WideSet from = st->wide_pawns[side] & e->hit_from_wide[side][j];
        int shift = e->hit_shift[side][j];
        hit |= shift >= 0 ? from << shift : from >> -shift;
    }
    return hit;
}

/* The structure terms of `side`: its pawn files, a pair of a colour-bound kind on both
 * colours of square (the bishop pair), its pieces an enemy pawn attacks (a cost: the
 * piece must move or be lost) and its file riders on files without its own pawns (open,
 * or half-open with enemy pawns). */
EVAL_POPCNT_CLONES static int structure_cp(const EvalTables *e, const Structure *st, Color side, bool bits)
{
    const int *w = e->w.w;
    Color enemy = color_flip(side);
    int open = 0, half_open = 0;
    for (int i = 0; i < st->nriders[side]; i++) {
        int f = st->rider_file[side][i];
        if (!((st->pawn_files[side] >> f) & 1)) {
            open += !((st->pawn_files[enemy] >> f) & 1);
            half_open += (st->pawn_files[enemy] >> f) & 1;
        }
    }
    int threatened = bits ? eval_masks_bit_count(pawn_attack_bits(e, st, enemy) & st->piece_bits[side])
                     : st->wide ? wide_count(wide_pawn_attacks(e, st, enemy) & st->wide_pieces[side])
                                : st->threatened[side];
    int pairs = eval_masks_bit_count(st->on_colour[side][0] & st->on_colour[side][1] & e->bound_kinds);
    return pawn_files_cp(e, st, side) + w[EW_BOUND_PAIR] * pairs - w[EW_PAWN_THREAT] * threatened +
           w[EW_OPEN_FILE] * open + w[EW_HALF_OPEN_FILE] * half_open;
}

/* structure's pass over `c`'s pieces. The masks and counts are kept in locals: a byte
 * stored into `st` may (for the compiler) change anything, and they, the tables' fields
 * and the position's would be read again after each. */
static void gather_structure(const EvalTables *e, const Position *pos, Color c, bool bits, Structure *st)
{
    uint64_t pawn_kinds = e->pawn_kinds, rider_kinds = e->file_rider_kinds;
    const bool *royal = e->royal;
    bool wide = st->wide, threat_walk = !bits && !wide && e->w.w[EW_PAWN_THREAT];
    uint32_t pawn_files = 0;
    uint64_t pawn_bits = 0, piece_bits = 0, on_colour[2] = {0, 0};
    WideSet wide_pawns = 0, wide_pieces = 0;
    const WideSet *wide_bit_of = e->wide_bit_of; /* (a load: cheaper than a 128-bit shift by pos_bit) */
    int threatened = 0, nriders = 0, npawns = 0;
    uint8_t *pawns = st->pawns[c];
    int8_t *rider_file = st->rider_file[c];
    for (int i = 0, n = pos->piece_count[c]; i < n; i++) {
        Square s = pos->list[c][i];
        int k = piece_kind(pos->board[s]), f = sq_file(s);
        if ((pawn_kinds >> k) & 1) {
            pawns[f]++;
            npawns++;
            pawn_files |= 1u << f;
            pawn_bits |= bits ? 1ULL << pos_bit(pos, s) : 0;
            if (wide)
                wide_pawns |= wide_bit_of[s];
            continue;
        }
        if (royal[k])
            continue;
        on_colour[(f + sq_rank(s)) & 1] |= 1ULL << k;
        if (bits)
            piece_bits |= 1ULL << pos_bit(pos, s);
        else if (wide)
            wide_pieces |= wide_bit_of[s];
        else if (threat_walk)
            threatened += pawn_attacked(e, pos, c, s);
        if ((rider_kinds >> k) & 1 && nriders < CSM_MAX_BOARD)
            rider_file[nriders++] = (int8_t)f;
    }
    st->pawn_files[c] = pawn_files;
    st->pawn_bits[c] = pawn_bits;
    st->piece_bits[c] = piece_bits;
    st->on_colour[c][0] = on_colour[0];
    st->on_colour[c][1] = on_colour[1];
    st->threatened[c] = threatened;
    st->nriders[c] = nriders;
    st->npawns[c] = npawns;
    st->wide_pawns[c] = wide_pawns;
    st->wide_pieces[c] = wide_pieces;
}

/* gather_structure from bits, where the first pass found the pawns (`pawns`, bits
 * pos_bit): the pawns' files from their bits, the other pieces from the occupancy's bits
 * without them. The same Structure, only gathered in another order: no term depends on
 * it, and with more pieces than rider_file holds (the first ones kept), or pawns and
 * pieces that might be, the list is read. */
static void gather_structure_bits(const EvalTables *e, const Position *pos, Color c, uint64_t pawns,
                                  Structure *st)
{
    uint64_t others = pos->occupied[c] & ~pawns;
    if (pos->piece_count[c] > CSM_MAX_BOARD) { /* (no bit count: this build may lack popcnt) */
        gather_structure(e, pos, c, true, st);
        return;
    }
    uint64_t rider_kinds = e->file_rider_kinds;
    const bool *royal = e->royal;
    const Square *square_of = e->square_of_bit;
    uint32_t pawn_files = 0;
    uint64_t on_colour[2] = {0, 0}, piece_bits = 0;
    int nriders = 0, npawns = 0;
    uint8_t *per_file = st->pawns[c];
    int8_t *rider_file = st->rider_file[c];
    for (uint64_t b = pawns; b; b &= b - 1) {
        int f = sq_file(square_of[__builtin_ctzll(b)]);
        per_file[f]++;
        pawn_files |= 1u << f;
        npawns++;
    }
    for (uint64_t b = others; b; b &= b - 1) {
        int bit = __builtin_ctzll(b);
        Square s = square_of[bit];
        int k = piece_kind(pos->board[s]), f = sq_file(s);
        if (royal[k])
            continue;
        on_colour[(f + sq_rank(s)) & 1] |= 1ULL << k;
        piece_bits |= 1ULL << bit;
        if ((rider_kinds >> k) & 1)
            rider_file[nriders++] = (int8_t)f;
    }
    st->pawn_files[c] = pawn_files;
    st->pawn_bits[c] = pawns;
    st->piece_bits[c] = piece_bits;
    st->on_colour[c][0] = on_colour[0];
    st->on_colour[c][1] = on_colour[1];
    st->threatened[c] = 0;
    st->nriders[c] = nriders;
    st->npawns[c] = npawns;
}

/* Both sides' structure terms into score (weights 0 by default: then not called). One
 * pass over the pieces; pawn attacks by bit shifts where the board has bitboards, else
 * square by square. */
static void structure(const EvalTables *e, const Position *pos, int score[2], const uint64_t *pawns)
{
    Structure st; /* rider_file is read only as far as nriders: left as it is; gather_structure sets the rest */
    memset(st.pawns, 0, sizeof st.pawns);
    bool bits = pos->bitboards && pos->files == e->v->files && pos->ranks == e->v->ranks;
    /* (a board of 65 to 128 squares: the threats by shifts where the weight counts; without
     * masks (eval_use_masks) square by square, as the tests compare) */
    st.wide = !bits && e->wide_hits && e->wide_bit_of /* (wide_sets) */ && e->use_masks && e->w.w[EW_PAWN_THREAT] &&
              pos->wide && pos->files == e->v->files && pos->ranks == e->v->ranks;
    for (int c = 0; c < 2; c++) {
        if (bits && pawns)
            gather_structure_bits(e, pos, (Color)c, pawns[c], &st);
        else
            gather_structure(e, pos, (Color)c, bits, &st);
    }
    for (int c = 0; c < 2; c++)
        score[c] += structure_cp(e, &st, (Color)c, bits);
}

/* safety_zone_attacked, asking only the enemy pieces that may reach a square next to a
 * royal piece (royal_attackers) where the attack tables can tell which those are. */
static int zone_attacked(const EvalTables *e, const Position *pos, Color side, const uint64_t *zone)
{
    Square attackers[CSM_SQUARES];
    int nattackers = royal_attackers(e, pos, side, attackers), n = 0;
    if (nattackers < 0)
        return safety_zone_attacked(&e->safety, e->v, pos, side, zone);
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t bits = zone[w] & e->safety.zone[side][w]; bits; bits &= bits - 1)
            n += zone_square_attacked(e, pos, side, (Square)(w * 64 + __builtin_ctzll(bits)), attackers, nattackers);
    return n;
}

/* King safety the weights switch on (0 by default, and then not computed): a royal piece
 * confined to a zone (a palace) counts the defenders it still has and the squares of its
 * zone beside it the enemy attacks (through screens too: the rules' own attack test); in
 * drop variants, the squares from which the enemy's hand pieces would give check; for any
 * royal piece, its own pieces and the enemy's within two squares of it. */
static int royal_shelter(const EvalTables *e, const Position *pos, Color side, const uint64_t *zone)
{
    const int *w = e->w.w;
    int cp = 0;
    if (e->safety.confined[side]) {
        if (w[EW_ZONE_DEFENDERS])
            cp += w[EW_ZONE_DEFENDERS] * safety_defenders(&e->safety, pos, side);
        if (w[EW_ZONE_ATTACKED])
            cp -= w[EW_ZONE_ATTACKED] * zone_attacked(e, pos, side, zone);
    }
    if (w[EW_DROP_CHECKS] && pos->hand_total[color_flip(side)])
        cp -= w[EW_DROP_CHECKS] * safety_drop_checks(&e->safety, pos, side);
    if (w[EW_ROYAL_GUARDS] || w[EW_ROYAL_INTRUDERS]) {
        Square royals[CSM_SQUARES];
        int near[2], n = royal_squares_of(e, pos, side, royals);
        safety_near_royal(&e->safety, pos, side, royals, n, near);
        cp += w[EW_ROYAL_GUARDS] * near[0] - w[EW_ROYAL_INTRUDERS] * near[1];
    }
    return cp;
}

/* 256: all the setup's pieces are on the board (middle game); 0: none left */
static int phase_of(const EvalTables *e, int phase_now)
{
    return phase_now >= e->phase_material ? 256 : phase_now * 256 / e->phase_material;
}

int eval_phase(const EvalTables *e, const Position *pos)
{
    int phase_now = 0;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < pos->piece_count[c]; i++) {
            int k = piece_kind(pos->board[pos->list[c][i]]);
            phase_now += e->counts_for_phase[k] ? e->phase_value[k] : 0;
        }
    return phase_of(e, phase_now);
}

/* One side's sums over its pieces, eval_position's first pass. */
typedef struct PieceSums {
    int material, phase, pst_mg, pst_eg, mg, eg, goal;
    uint64_t pawns; /* bits pos_bit of its pawns (with `spans`, else 0) */
} PieceSums;

/* The sums are kept in locals and the tables read through pointers taken once: added
 * into eval_position's arrays, every store could (for the compiler) change the tables,
 * which were then read again for each piece. */
static void piece_sums(const EvalTables *e, const Position *pos, Color c, bool spans, PieceSums *out)
{
    const int *value = e->value[c], *phase_value = e->phase_value;
    const bool *counts = e->counts_for_phase;
    SquareTable(*squares)[2] = e->squares; /* (not const: ISO C before C2X would not take it) */
    uint64_t pawn_kinds = spans ? e->pawn_kinds : 0, goal_kinds = e->goal_kinds[c];
    int material = 0, phase = 0, pst_mg = 0, pst_eg = 0, mg = 0, eg = 0, goal = 0;
    uint64_t pawns = 0;
    for (int i = 0, n = pos->piece_count[c]; i < n; i++) {
        Square s = pos->list[c][i];
        int k = piece_kind(pos->board[s]);
        if ((pawn_kinds >> k) & 1)
            pawns |= 1ULL << pos_bit(pos, s);
        material += value[k];
        phase += counts[k] ? phase_value[k] : 0;
        pst_mg += e->pst_mg[k][c][s]; /* a royal with a goal: its end-game table (royal_goal_tables) */
        pst_eg += e->pst_eg[k][c][s];
        if (squares) { /* the author's tables, as they are */
            mg += squares[k][c].mg[s];
            eg += squares[k][c].eg[s];
        }
        if ((goal_kinds >> k) & 1)
            goal += e->goal[c][k][s];
    }
    *out = (PieceSums){material, phase, pst_mg, pst_eg, mg, eg, goal, pawns};
}

/* piece_sums from the packed tables (EvalTables.piece_squares): three words added a
 * piece instead of six numbers. */
static void packed_piece_sums(const EvalTables *e, const Position *pos, Color c, bool spans, PieceSums *out)
{
    const PieceSquare *rows = &e->piece_squares[(size_t)c * CSM_SQUARES];
    const uint64_t *kind_sums = e->kind_sums[c];
    uint64_t pawn_kinds = spans ? e->pawn_kinds : 0, goal_kinds = e->goal_kinds[c];
    uint64_t kinds = 0, pst = 0, table = 0, pawns = 0;
    int goal = 0;
    const uint8_t *bit_of = e->bit_of_square; /* (spans: the variant's board, of up to 64 squares) */
    for (int i = 0, n = pos->piece_count[c]; i < n; i++) {
        Square s = pos->list[c][i];
        int k = piece_kind(pos->board[s]);
        if ((pawn_kinds >> k) & 1)
            pawns |= 1ULL << bit_of[s];
        kinds += kind_sums[k];
        const PieceSquare *q = &rows[(size_t)k * 2 * CSM_SQUARES + s];
        pst += q->pst;
        table += q->table;
        if ((goal_kinds >> k) & 1)
            goal += e->goal[c][k][s];
    }
    *out = (PieceSums){packed_lo(kinds), packed_hi(kinds), packed_hi(pst), packed_lo(pst),
                       packed_hi(table), packed_lo(table), goal, pawns};
}

int eval_position(const EvalTables *e, const Position *pos)
{
    int phase_now = 0;
    int material[2] = {0, 0}, mg[2] = {0, 0}, eg[2] = {0, 0}, goal[2] = {0, 0}, pst_mg[2] = {0, 0},
        pst_eg[2] = {0, 0};
    const int *w = e->w.w;
    /* the pawns as bits for passed_pawn_bits, gathered in this pass over the pieces */
    bool spans = e->spans && e->use_masks && pos->bitboards && pos->files == e->v->files && pos->ranks == e->v->ranks;
    uint64_t pawns[2] = {0, 0};
    for (int c = 0; c < 2; c++) {
        PieceSums sums;
        if (e->piece_squares && e->use_piece_squares)
            packed_piece_sums(e, pos, (Color)c, spans, &sums);
        else
            piece_sums(e, pos, (Color)c, spans, &sums);
        pawns[c] = sums.pawns;
        material[c] = sums.material;
        phase_now += sums.phase;
        pst_mg[c] = sums.pst_mg;
        pst_eg[c] = sums.pst_eg;
        mg[c] = sums.mg;
        eg[c] = sums.eg;
        goal[c] = sums.goal;
        /* pieces in hand count as material, a little more than on the board: a drop
         * goes anywhere */
        int hand = 0;
        for (int k = 0; pos->hand_total[c] && k < e->v->nkinds; k++)
            hand += pos->hand[c][k] * e->value[c][k] * w[EW_HAND_PERCENT] / 100 + (pos->hand[c][k] > 0) * w[EW_HAND_FIRST];
        if (e->v->rules.gating && hand) {
            /* S-chess: a piece in hand only enters through a gate (a first-rank piece's
             * first move); with fewer gates left than pieces, some will never come in */
            int gates = __builtin_popcount(pos->gates[c]);
            if (gates < pos->hand_total[c])
                hand = hand * gates / pos->hand_total[c];
        }
        material[c] += hand;
        /* the learnt tables as the weights scale them (100: as learnt, exactly) */
        mg[c] += pst_mg[c] * w[EW_PST_MG] / 100;
        eg[c] += pst_eg[c] * w[EW_PST_EG] / 100;
    }
    if (e->pawn_kinds && spans)
        passed_pawn_bits(e, pos, pawns, mg, eg);
    else if (e->pawn_kinds)
        passed_pawns(e, pos, mg, eg);
    uint64_t zone[2][CSM_SQUARES / 64], zone_bits[2];
    for (int c = 0; c < 2; c++)
        royal_zone(e, pos, (Color)c, zone[c], &zone_bits[c]);
    for (int c = 0; c < 2; c++) {
        Activity a;
        activity(e, pos, (Color)c, zone[color_flip((Color)c)], zone_bits[color_flip((Color)c)], pawns[c], &a);
        mg[c] += w[EW_MOBILITY_MG] * a.mobility16 / 16;
        eg[c] += w[EW_MOBILITY_EG] * a.mobility16 / 16;
        if (e->king_safety)
            mg[c] += king_attack_cp(e, &a); /* the enemy's king is under it: our gain */
        mg[c] += hand_attack_cp(e, pos, (Color)c, &a);
    }
    int phase = phase_of(e, phase_now);
    int score[2];
    for (int c = 0; c < 2; c++) {
        int mat = e->invert[c] ? -material[c] : material[c];
        if (e->ngoal_squares[c] && goal[c]) {
            /* a goal the enemy guards is further away than it looks */
            int free = 0;
            for (int i = 0; i < e->ngoal_squares[c]; i++)
                free += !rules_is_attacked(e->v, (Position *)pos, e->goal_squares[c][i], color_flip((Color)c),
                                           PIECE_NONE);
            goal[c] = goal[c] * (e->ngoal_squares[c] + free) / (2 * e->ngoal_squares[c]);
        }
        score[c] = mat + (mg[c] * phase + eg[c] * (256 - phase)) / 256 + goal[c];
        if (e->check_target[c]) {
            int given = pos->checks[c], need = e->check_target[c];
            score[c] += CHECKS_CP * given * given / (need * need);
        }
        Color enemy = color_flip((Color)c);
        if (e->check_target[enemy]) /* each check the enemy has given makes the next one dearer */
            score[c] -= w[EW_EXPOSED] * (1 + pos->checks[enemy]) * royal_exposure(e, pos, (Color)c, zone[c]);
        if (e->extinction[c])
            score[c] += 20 * (pos->piece_count[color_flip((Color)c)] == 0 ? 100 : 0);
        if (e->v->rules.hands)
            score[c] -= hand_king_danger(e, pos, (Color)c, zone[c]);
        score[c] += royal_shelter(e, pos, (Color)c, zone[c]);
    }
    if (e->structure) /* (the pawns' bits where the first pass found them) */
        structure(e, pos, score, spans && e->masks ? pawns : NULL);
    Color us = (Color)pos->side;
    return score[us] - score[color_flip(us)] + w[EW_TEMPO];
}

int eval_king_attack(const EvalTables *e, const Position *pos, Color attacker)
{
    if (!e->king_safety)
        return 0;
    uint64_t zone[CSM_SQUARES / 64], zone_bits;
    royal_zone(e, pos, color_flip(attacker), zone, &zone_bits);
    Activity a;
    activity(e, pos, attacker, zone, zone_bits, 0, &a);
    return king_attack_cp(e, &a);
}

bool eval_side_has_goals(const EvalTables *e, Color side) { return e->goal_kinds[side] != 0; }

bool eval_move_reaches_goal(const EvalTables *e, const Position *pos, const Move *m)
{
    Color me = (Color)pos->side;
    int k = m->become ? m->become - 1 : piece_kind(pos->board[m->from]);
    if (!((e->goal_kinds[me] >> k) & 1))
        return false;
    Square at = move_landing(m);
    return e->goal[me][k][at] >= e->goal_max[me][k];
}

int eval_checks_to_win(const EvalTables *e, const Position *pos, Color side)
{
    if (!e->check_target[side])
        return 0;
    int left = e->check_target[side] - pos->checks[side];
    return left > 0 ? left : 0;
}
