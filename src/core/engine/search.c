/* search.c — iterative deepening PVS over the variant's own rules (see search.h). */
#include "search.h"

#include "see.h"
#include "timesrc.h"

#include <limits.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <time.h>

/* ---- transposition table ----------------------------------------------------------- */

enum { TT_NONE = 0, TT_EXACT, TT_LOWER, TT_UPPER };

typedef struct TTEntry {
    uint64_t key;
    Move move;       /* best or refuting move (from == to == 0 and type 0: none) */
    int16_t score;
    int8_t depth;
    uint8_t flag;
    uint8_t has_move;
    uint8_t age;
} TTEntry;

/* A key for "White's win is pending Black's reply" (equal_turns): such a position is
 * not the same as the bare board. */
static const uint64_t PENDING_KEY = 0x5bd1e9955bd1e995ULL;

/* ---- the search's state --------------------------------------------------------------- */

enum { LMR_MAX = 64, CONT_DISTANCES = 2, CONT_BITS = 22, CONT_SIZE = 1 << CONT_BITS, CONT_MAX_COL_BITS = 12 };
/* late-move reductions: plies = 0.75 + ln(depth) ln(moves searched) / divisor (fill_lmr);
 * 2.0 reduces more than the 2.25 before it (SEARCH_OFF_DEEPER_LMR) and scored +31 +- 40
 * and +31 +- 43 against it in Standard (200 games each at 10,000 nodes; 2.6: +7, 1.8: +26) */
static const double LMR_DIVISOR = 2.0, LMR_DIVISOR_MILD = 2.25;
enum { CAPTURE_HISTORY_SIZE = CSM_MAX_KINDS * CSM_MAX_KINDS * CSM_SQUARES };
/* Search.step: the record of a position below the root is complete (STEP_MOVE), waits for
 * its `chased` set (STEP_CHASE_LATER), or follows a null move (STEP_NULL, chases nothing). */
typedef enum StepState { STEP_MOVE, STEP_CHASE_LATER, STEP_NULL } StepState;
enum { NO_SCORE = INT_MIN }; /* an evaluation not computed yet */
/* The evaluation cache's entry holds the position's hash with its low 16 bits replaced
 * by the score: with 2^16 entries or more those bits are part of the index, so the whole
 * key is checked. 2^18 (2 MB): at 400,000 nodes of Standard 6 % fewer evaluations than
 * 2^16 (of 359,018: 291,527 computed against 309,908), 2^20 only 3 % fewer again. */
enum { EVAL_CACHE_BITS = 16, EVAL_CACHE_SIZE = 1 << EVAL_CACHE_BITS };
_Static_assert(EVAL_CACHE_BITS >= 16, "the index holds the bits the score replaces");

struct Search {
    TTEntry *tt;
    uint64_t *eval_cache; /* EVAL_CACHE_SIZE entries: see evaluate() */
    size_t tt_mask;      /* entries - 1 (a power of two) */
    uint8_t age;
    atomic_bool stop;
    atomic_bool ponderhit;

    const Variant *v;
    EvalTables *eval;
    char eval_name[CSM_NAME_MAX * 2];
    int eval_nkinds, eval_files, eval_ranks;

    /* the position being searched: a copy, never the game's */
    Position pos;
    uint64_t *hashes;    /* game history, then the path below the root */
    uint8_t *checked;    /* for each: was the side to move in check (perpetual_check only) */
    ChaseRecord *chase;  /* for each and the position now: what its move chased (rules.chasing only) */
    /* The search fills a record's `chased` only when a repetition reads it (complete_chases):
     * for each position below the root, the move that led there and whether that is still
     * to do; the root position and its index replay the path. */
    Move *path;
    uint8_t *step;       /* StepState */
    Position root;
    int root_n;
    int nhashes, hashes_cap;
    /* Whether the side to move is in check in the position of stack index check_n (-1:
     * not known): asked again by the child node right after its parent asked (a quiet
     * move's gives-check test), and read off a Three-Check count when the move is made.
     * make() and the null move set it for the position they reach, unmake() forgets it. */
    int check_n;
    bool check_value;
    bool pending[SEARCH_MAX_PLY + 2]; /* equal_turns: a win pending at this ply */
    uint8_t start_kinds[2][CSM_MAX_KINDS];

    Move (*moves)[CSM_MAX_MOVES];     /* [ply]: the legal moves there */
    int (*order)[CSM_MAX_MOVES];      /* [ply]: their ordering scores */
    int (*demote)[CSM_MAX_MOVES];     /* [ply]: a capture's score if its exchange, not counted yet, loses (0: none) */
    /* [ply], rules.walls (pick_index): what the last pick there left known. With the pick
     * at pick_at next, no score from there on is above pick_top, and none before
     * pick_from equals it (pick_at -1: nothing known; score_moves forgets). */
    int pick_at[SEARCH_MAX_PLY + 2], pick_top[SEARCH_MAX_PLY + 2], pick_from[SEARCH_MAX_PLY + 2];
    Move killers[SEARCH_MAX_PLY + 1][2];
    int (*history)[CSM_SQUARES][CSM_SQUARES];   /* [colour][from][to] */
    int drop_history[2][CSM_MAX_KINDS][CSM_SQUARES]; /* [colour][kind][to]: drops apart from moves */
    /* Continuation history: how a quiet move fared after the move a ply before it (the
     * enemy's, a counter-move) and two plies before (our own, a follow-up), each keyed by
     * who moved where (move_key). Each distance's CONT_SIZE entries form a table with a row
     * per earlier move and a column per later move, so the lookups of one node (all after
     * the same earlier moves) stay within two rows and in the cache. Who moved where is
     * numbered densely over the variant's kinds and squares (cont_unit); a variant with
     * more of those than the rows or columns hold shares them by a hash. */
    int16_t *cont;                          /* [distance - 1][row][column] */
    int cont_nkinds, cont_nsquares;         /* the variant the numbering is for */
    int cont_col_bits, cont_row_bits;
    /* Capture history: how a capture fared, by the kind that takes, the square and the
     * kind taken ([(mover * CSM_MAX_KINDS + victim) * CSM_SQUARES + to]). */
    int16_t *capture_history;
    uint32_t move_key[SEARCH_MAX_PLY + 2];  /* [ply]: the move played there (0: a pass, or none) */
    Move pv[SEARCH_MAX_PLY + 1][SEARCH_MAX_PLY + 1];
    int pvlen[SEARCH_MAX_PLY + 1];
    int8_t lmr[LMR_MAX][LMR_MAX];     /* [depth][moves searched before]: plies a late quiet move is reduced */
    double lmr_divisor;               /* the divisor lmr was filled with */

    /* this search */
    SearchLimits lim;
    uint64_t started_ms;     /* timesrc.h */
    int soft_ms, hard_ms;    /* stop deepening after soft, stop at once after hard */
    uint64_t nodes;
    int seldepth;
    bool aborted;
    bool null_ok, lmr_ok;
    bool see_ok;          /* the exchange count means what it says here (see_applies) */
    bool lazy_quiescence; /* quiescence may stand pat before generating moves */
    bool pseudo_quiescence; /* ... and then try pseudo-legal moves, each tested when tried */
    bool pseudo_nodes;      /* the main search may too, once one legal move is found */
    bool pseudo[SEARCH_MAX_PLY + 1]; /* [ply]: s->moves[ply] holds pseudo-legal moves */
    Legality legality[SEARCH_MAX_PLY + 1]; /* [ply]: for testing those, once worked out */
    bool legality_ready[SEARCH_MAX_PLY + 1];
    int root_depth;
    Move excluded[SEARCH_MAX_PLY + 1];   /* [ply]: the move a singular test leaves out ... */
    bool exclude_on[SEARCH_MAX_PLY + 1]; /* ... while this is set */
    CsmRuntimeError error;
};

static const Move NO_MOVE;

/* ---- time ------------------------------------------------------------------------------- */

static int elapsed_ms(const Search *s) { return (int)(time_now_ms() - s->started_ms); }

static void plan_time(Search *s)
{
    const SearchLimits *l = &s->lim;
    s->soft_ms = s->hard_ms = INT_MAX;
    if (l->infinite || l->ponder)
        return;
    if (l->movetime_ms > 0) {
        /* keep a few milliseconds for the answer to travel */
        int t = l->movetime_ms > 30 ? l->movetime_ms - 5 : l->movetime_ms;
        s->soft_ms = s->hard_ms = t;
    }
    if (l->time_left_ms > 0) {
        int moves = l->moves_to_go > 0 ? l->moves_to_go + 1 : 30;
        int target = l->time_left_ms / moves + l->increment_ms * 3 / 4;
        int hard = l->time_left_ms / 3;
        if (target > hard)
            target = hard;
        int reserve = l->time_left_ms - 50; /* never run the clock out */
        if (hard > target * 4)
            hard = target * 4;
        if (hard > reserve)
            hard = reserve > 1 ? reserve : 1;
        if (target > hard)
            target = hard;
        if (target < s->soft_ms)
            s->soft_ms = target;
        if (hard < s->hard_ms)
            s->hard_ms = hard;
    }
}

/* A ponderhit: from now on the search is an ordinary timed one. */
static void start_clock_now(Search *s)
{
    s->lim.ponder = false;
    s->started_ms = time_now_ms();
    plan_time(s);
}

/* Checked every few thousand nodes: time, node budget, the stop flag. */
static bool out_of_time(Search *s)
{
    if (s->aborted)
        return true;
    if ((s->nodes & 1023) == 0) {
        if (s->lim.ponder && atomic_load_explicit(&s->ponderhit, memory_order_relaxed))
            start_clock_now(s);
        if (atomic_load_explicit(&s->stop, memory_order_relaxed))
            s->aborted = true;
        else if (s->hard_ms != INT_MAX && elapsed_ms(s) >= s->hard_ms)
            s->aborted = true;
    }
    if (s->lim.nodes && s->nodes >= s->lim.nodes)
        s->aborted = true;
    return s->aborted;
}

/* The late-move reduction table for `divisor` (see LMR_DIVISOR). */
static void fill_lmr(Search *s, double divisor)
{
    for (int d = 1; d < LMR_MAX; d++)
        for (int m = 1; m < LMR_MAX; m++) {
            int r = (int)(0.75 + log((double)d) * log((double)m) / divisor);
            s->lmr[d][m] = (int8_t)(r < 1 ? 1 : r);
        }
    s->lmr_divisor = divisor;
}

/* ---- life cycle --------------------------------------------------------------------------- */

static bool alloc_tt(Search *s, size_t hash_mb)
{
    if (hash_mb == 0)
        hash_mb = 16;
    if (hash_mb > 4096)
        hash_mb = 4096;
    size_t entries = 1;
    while (entries * 2 * sizeof(TTEntry) <= hash_mb * 1024 * 1024)
        entries *= 2;
    TTEntry *tt = calloc(entries, sizeof *tt);
    if (!tt)
        return false;
    free(s->tt);
    s->tt = tt;
    s->tt_mask = entries - 1;
    return true;
}

Search *search_new(size_t hash_mb)
{
    Search *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    atomic_init(&s->stop, false);
    atomic_init(&s->ponderhit, false);
    s->check_n = -1;
    s->moves = calloc(SEARCH_MAX_PLY + 2, sizeof *s->moves);
    s->order = calloc(SEARCH_MAX_PLY + 2, sizeof *s->order);
    s->demote = calloc(SEARCH_MAX_PLY + 2, sizeof *s->demote);
    s->history = calloc(2, sizeof *s->history);
    s->cont = calloc(CONT_DISTANCES * CONT_SIZE, sizeof *s->cont);
    s->capture_history = calloc(CAPTURE_HISTORY_SIZE, sizeof *s->capture_history);
    s->eval_cache = calloc(EVAL_CACHE_SIZE, sizeof *s->eval_cache);
    fill_lmr(s, LMR_DIVISOR);
    if (!s->moves || !s->order || !s->demote || !s->history || !s->cont || !s->capture_history || !s->eval_cache ||
        !alloc_tt(s, hash_mb)) {
        search_free(s);
        return NULL;
    }
    return s;
}

void search_free(Search *s)
{
    if (!s)
        return;
    free(s->tt);
    free(s->moves);
    free(s->order);
    free(s->demote);
    free(s->history);
    free(s->cont);
    free(s->capture_history);
    free(s->eval_cache);
    free(s->hashes);
    free(s->checked);
    free(s->chase);
    free(s->path);
    free(s->step);
    eval_free(s->eval);
    free(s);
}

bool search_set_hash(Search *s, size_t hash_mb) { return alloc_tt(s, hash_mb); }

void search_clear(Search *s)
{
    memset(s->tt, 0, (s->tt_mask + 1) * sizeof *s->tt);
    memset(s->history, 0, 2 * sizeof *s->history);
    memset(s->drop_history, 0, sizeof s->drop_history);
    memset(s->cont, 0, CONT_DISTANCES * CONT_SIZE * sizeof *s->cont);
    memset(s->capture_history, 0, CAPTURE_HISTORY_SIZE * sizeof *s->capture_history);
    memset(s->killers, 0, sizeof s->killers);
    memset(s->eval_cache, 0, EVAL_CACHE_SIZE * sizeof *s->eval_cache);
    eval_free(s->eval);
    s->eval = NULL;
}

void search_stop(Search *s) { atomic_store(&s->stop, true); }

void search_ponderhit(Search *s, bool hit) { atomic_store(&s->ponderhit, hit); }

const EvalTables *search_eval(const Search *s) { return s->eval; }

static void cont_shape(Search *s, const Variant *v);

/* The eval tables are learnt once per variant. A variant freed and another loaded at
 * the same address is told apart by its name and shape; search_clear forgets them. */
static bool ensure_eval(Search *s, const Variant *v)
{
    const char *name = v->name ? v->name : "";
    if (s->eval && eval_variant(s->eval) == v && !strncmp(s->eval_name, name, sizeof s->eval_name) &&
        s->eval_nkinds == v->nkinds && s->eval_files == v->files && s->eval_ranks == v->ranks)
        return true;
    eval_free(s->eval);
    s->eval = eval_new(v);
    memset(s->eval_cache, 0, EVAL_CACHE_SIZE * sizeof *s->eval_cache); /* another evaluation's scores */
    snprintf(s->eval_name, sizeof s->eval_name, "%s", name);
    s->eval_nkinds = v->nkinds;
    s->eval_files = v->files;
    s->eval_ranks = v->ranks;
    cont_shape(s, v);
    return s->eval != NULL;
}

bool search_prepare(Search *s, const Variant *v) { return ensure_eval(s, v); }

static bool push_hash(Search *s, uint64_t h)
{
    if (s->nhashes >= s->hashes_cap)
        return false; /* sized for the deepest path in search_game */
    s->checked[s->nhashes] = game_checked_flag(s->v, &s->pos); /* 0 unless a rule reads it */
    s->hashes[s->nhashes++] = h;
    return true;
}

/* ---- scores ------------------------------------------------------------------------------- */

static int decided_score(const GameResult *r, Color to_move, int ply)
{
    if (r->status == GAME_DRAW)
        return 0;
    Color winner = r->status == GAME_WHITE_WINS ? WHITE : BLACK;
    return winner == to_move ? SEARCH_MATE - ply : -SEARCH_MATE + ply;
}

static bool result_pending(const GameResult *r)
{
    return r->status == GAME_ONGOING && !strcmp(r->reason, "pending");
}

/* Mate scores are stored relative to the node, so they mean the same from any path. */
static int score_to_tt(int score, int ply)
{
    if (score > SEARCH_MATE_BOUND)
        return score + ply;
    if (score < -SEARCH_MATE_BOUND)
        return score - ply;
    return score;
}

static int score_from_tt(int score, int ply)
{
    if (score > SEARCH_MATE_BOUND)
        return score - ply;
    if (score < -SEARCH_MATE_BOUND)
        return score + ply;
    return score;
}

static uint64_t node_key(const Search *s, int ply)
{
    return s->pos.hash ^ (s->pending[ply] ? PENDING_KEY : 0);
}

static TTEntry *tt_probe(Search *s, uint64_t key) { return &s->tt[key & s->tt_mask]; }

static void tt_store(Search *s, uint64_t key, int depth, int score, int flag, const Move *best, int ply)
{
    TTEntry *e = tt_probe(s, key);
    /* replace an older search's entry, another position's shallower one, or our own */
    if (e->key != key && e->age == s->age && e->depth > depth && e->flag != TT_NONE)
        return;
    if (e->key == key && e->depth > depth && e->age == s->age && flag != TT_EXACT)
        return;
    e->key = key;
    e->depth = (int8_t)(depth > 127 ? 127 : depth);
    e->score = (int16_t)score_to_tt(score, ply);
    e->flag = (uint8_t)flag;
    e->age = s->age;
    if (best) {
        e->move = *best;
        e->has_move = 1;
    } else if (e->key != key) {
        e->has_move = 0;
    }
}

/* ---- making moves -------------------------------------------------------------------------- */

typedef struct NullUndo {
    int16_t ep_square, ep_victim;
    uint16_t halfmove;
    uint64_t hash;
} NullUndo;

/* Passes the turn: only the side to move and the en-passant chance change. */
static void make_null(Position *pos, NullUndo *u)
{
    u->ep_square = pos->ep_square;
    u->ep_victim = pos->ep_victim;
    u->halfmove = pos->halfmove;
    u->hash = pos->hash;
    pos->hash ^= zobrist_ep(pos->ep_square);
    pos->ep_square = pos->ep_victim = NO_SQUARE;
    pos->hash ^= zobrist_ep(NO_SQUARE);
    pos->side = (uint8_t)color_flip((Color)pos->side);
    pos->hash ^= zobrist_side();
    if (pos->halfmove < 65535)
        pos->halfmove++;
}

static void unmake_null(Position *pos, const NullUndo *u)
{
    pos->side = (uint8_t)color_flip((Color)pos->side);
    pos->ep_square = u->ep_square;
    pos->ep_victim = u->ep_victim;
    pos->halfmove = u->halfmove;
    pos->hash = u->hash;
}

/* GameHistory.complete_chases: works out the `chased` sets of the records first..last
 * that make() left, replaying the path from the root (the positions before and after
 * each move are needed). Only at a repetition, so rarely. */
static void complete_chases(void *ctx, int first, int last)
{
    Search *s = ctx;
    int lo = first > s->root_n ? first : s->root_n + 1, todo = -1;
    for (int i = lo; i <= last; i++)
        if (s->step[i] == STEP_CHASE_LATER)
            todo = i;
    if (todo < 0)
        return;
    Position pos = s->root;
    for (int i = s->root_n + 1; i <= todo; i++) {
        if (s->step[i] == STEP_NULL) {
            NullUndo nu;
            make_null(&pos, &nu);
            continue;
        }
        Position before = pos;
        Undo u;
        rules_make(s->v, &pos, &s->path[i], &u);
        if (i >= lo && s->step[i] == STEP_CHASE_LATER) {
            chase_record_chased(s->v, &before, &pos, &s->path[i], &s->chase[i]);
            s->step[i] = STEP_MOVE;
        }
    }
}

/* ---- move ordering ----------------------------------------------------------------------------- */

enum {
    ORDER_HASH = 1 << 30,
    ORDER_CAPTURE = 1 << 28,
    ORDER_PROMOTION = 1 << 27,
    ORDER_KILLER = 1 << 26,
    ORDER_LOSING_CAPTURE = -(1 << 25), /* below every quiet move */
    HISTORY_LIMIT = 16384,    /* history entries stay within +-this */
    HISTORY_BONUS_MAX = 1600, /* the most one cutoff moves an entry */
    HISTORY_LMR_DIV = 8192,   /* history per ply of reduction taken off or added */
    CAPTURE_HISTORY_ORDER_DIV = 32, /* capture history per ordering point: at most +-512, a third
                                     * of what a pawn's more in the victim's value adds (16 a cp) */
};

static Square captured_square(const Move *m) { return m->type == MOVE_CATCH ? m->to : m->capture_sq; }

/* A drop names its piece in `become` too, but it is a quiet move: ordered by history,
 * reduced and pruned like one, and left out of quiescence (in crazyhouse or shogi the
 * drops outnumber every other move, and searching them all to the end of every line
 * starved the search). */
static bool is_promotion(const Move *m) { return m->become && m->type != MOVE_DROP; }

static bool is_tactical(const Move *m) { return move_is_capture(m) || is_promotion(m); }

static int *history_slot(Search *s, Color me, const Move *m)
{
    if (m->type == MOVE_DROP)
        return &s->drop_history[me][m->become - 1][m->to];
    return &s->history[me][m->from][m->to];
}

/* Who moves where: the side, the kind that moves (or is dropped) and its square, never 0. */
static uint32_t move_key(const Position *pos, const Move *m)
{
    int kind = m->type == MOVE_DROP ? m->become - 1 : piece_kind(pos->board[m->from]);
    return 1 + (((uint32_t)pos->side * CSM_MAX_KINDS + (uint32_t)(kind & (CSM_MAX_KINDS - 1))) << 8 | m->to);
}

/* Who moved where as a dense number: (side, kind, square) over the variant's kinds and
 * squares; `with_side` false leaves the side out (a column's mover is the node's side). */
static uint32_t cont_unit(const Search *s, uint32_t key, bool with_side)
{
    uint32_t k = key - 1, to = k & 0xFF, sk = k >> 8;
    uint32_t side = sk / CSM_MAX_KINDS, kind = sk % CSM_MAX_KINDS;
    return ((with_side ? side * (uint32_t)s->cont_nkinds : 0) + kind) * (uint32_t)s->cont_nsquares + to;
}

/* A dense number as an index of `bits` bits: itself where it fits, else a hash of it. */
static uint32_t cont_index(uint32_t unit, int bits)
{
    return unit < (1u << bits) ? unit : (unit * 0x9E3779B1u) >> (32 - bits);
}

/* The continuation row of the moves played `distance` plies after the move keyed `before`
 * (indexed by cont_column). */
static int16_t *cont_row(Search *s, int distance, uint32_t before)
{
    uint32_t row = cont_index(cont_unit(s, before, true), s->cont_row_bits);
    return &s->cont[(size_t)(distance - 1) * CONT_SIZE + ((size_t)row << s->cont_col_bits)];
}

static uint32_t cont_column(const Search *s, uint32_t key) { return cont_index(cont_unit(s, key, false), s->cont_col_bits); }

/* The continuation entry of a move keyed `key` played `distance` plies after the move
 * keyed `before`. */
static int16_t *cont_slot(Search *s, int distance, uint32_t before, uint32_t key)
{
    return cont_row(s, distance, before) + cont_column(s, key);
}

/* Sizes the continuation table's rows and columns for the variant (its entries are
 * forgotten when the variant changes: they were about other pieces). */
static void cont_shape(Search *s, const Variant *v)
{
    int nsquares = v->files * v->ranks;
    if (s->cont_nkinds == v->nkinds && s->cont_nsquares == nsquares)
        return;
    s->cont_nkinds = v->nkinds;
    s->cont_nsquares = nsquares;
    int cols = v->nkinds * nsquares, bits = 1;
    while (bits < CONT_MAX_COL_BITS && (1 << bits) < cols)
        bits++;
    s->cont_col_bits = bits;
    s->cont_row_bits = CONT_BITS - bits;
    memset(s->cont, 0, CONT_DISTANCES * CONT_SIZE * sizeof *s->cont);
}

/* The continuation entries of a move at `ply` (NULL where there is no move that far back,
 * or the feature is off). */
static void cont_slots(Search *s, int ply, uint32_t key, int16_t *slots[CONT_DISTANCES])
{
    for (int d = 1; d <= CONT_DISTANCES; d++) {
        uint32_t before = ply >= d ? s->move_key[ply - d] : 0;
        slots[d - 1] = before && !(s->lim.features_off & SEARCH_OFF_CONTINUATION) ? cont_slot(s, d, before, key) : NULL;
    }
}

/* The continuation rows the quiet moves at `ply` are read in (NULL as in cont_slots): the
 * same for every move of a node, so the ordering finds them once. */
static void cont_rows(Search *s, int ply, int16_t *rows[CONT_DISTANCES])
{
    for (int d = 1; d <= CONT_DISTANCES; d++) {
        uint32_t before = ply >= d ? s->move_key[ply - d] : 0;
        rows[d - 1] = before && !(s->lim.features_off & SEARCH_OFF_CONTINUATION) ? cont_row(s, d, before) : NULL;
    }
}

/* A row of zeros, read where a node has no continuation row (cont_rows' NULL): the ordering
 * adds every row without a test. */
static const int16_t no_cont_row[1 << CONT_MAX_COL_BITS];

/* A quiet move's history: its own, and how it did after the last two moves (`rows`,
 * read_rows of its ply: every row there, no test). */
static int quiet_history(Search *s, const int16_t *const rows[CONT_DISTANCES], const Move *m)
{
    int h = *history_slot(s, (Color)s->pos.side, m);
    /* cont_column(s, move_key(&s->pos, m)) without packing the key to unpack it again: the
     * ordering asks this of every quiet move */
    int kind = m->type == MOVE_DROP ? m->become - 1 : piece_kind(s->pos.board[m->from]);
    uint32_t unit = (uint32_t)(kind & (CSM_MAX_KINDS - 1)) * (uint32_t)s->cont_nsquares + m->to;
    uint32_t col = cont_index(unit, s->cont_col_bits);
    for (int d = 0; d < CONT_DISTANCES; d++)
        h += rows[d][col];
    return h;
}

/* Does the capture give a dearer piece for a cheaper one on a square the enemy guards?
 * (It loses material, as a full exchange count would show.) */
static bool losing_capture(Search *s, const Move *m, int victim_cp, int mover_cp)
{
    if (m->become || m->type == MOVE_DROP || victim_cp >= mover_cp || mover_cp == 0)
        return false;
    Undo u;
    rules_make(s->v, &s->pos, m, &u);
    bool guarded = rules_is_attacked(s->v, &s->pos, move_landing(m), (Color)s->pos.side, PIECE_NONE);
    rules_unmake(s->v, &s->pos, &u);
    return guarded;
}

/* ---- exchanges and capture history (see.h) ------------------------------------------------ */

/* Is the exchange count used here (the variant allows it, no feature bit says no)? */
static bool see_on(const Search *s) { return s->see_ok && !(s->lim.features_off & SEARCH_OFF_SEE); }

/* Does the capture lose material? By the exchange count where it is used, else by the
 * older test (a dearer piece for a cheaper one on a guarded square). */
static bool capture_loses(Search *s, const Move *m, int victim_cp, int mover_cp)
{
    if (see_on(s))
        return !see_ge(s->eval, &s->pos, m, 0);
    return losing_capture(s, m, victim_cp, mover_cp);
}

/* The capture history entry of a capture in the position searched (NULL: not a capture
 * of a piece on the board by a piece on the board, or the feature is off). */
static int16_t *capture_history_slot(Search *s, const Move *m)
{
    if ((s->lim.features_off & SEARCH_OFF_CAPTURE_HISTORY) || !move_is_capture(m) || m->type == MOVE_DROP)
        return NULL;
    Piece mover = s->pos.board[m->from], victim = s->pos.board[m->capture_sq];
    if (!mover || !victim)
        return NULL;
    int index = (piece_kind(mover) * CSM_MAX_KINDS + piece_kind(victim)) * CSM_SQUARES + m->to;
    return &s->capture_history[index];
}

static int capture_history(Search *s, const Move *m)
{
    const int16_t *slot = capture_history_slot(s, m);
    return slot ? *slot : 0;
}

/* Orders the moves: the hash move, winning and even captures (the most valuable victim
 * first), promotions, killers, quiet moves by history, and last the captures that lose
 * material (`sort_losing`: only worth finding in the main search). */
/* cont_rows for reading: no_cont_row where there is none. */
static void read_rows(Search *s, int ply, const int16_t *rows[CONT_DISTANCES])
{
    int16_t *found[CONT_DISTANCES];
    cont_rows(s, ply, found);
    for (int d = 0; d < CONT_DISTANCES; d++)
        rows[d] = found[d] ? found[d] : no_cont_row;
}

/* Do two moves differ at most in their wall (rules.walls)? Their histories are the same:
 * the rules offer one move once per wall square, side by side. */
static bool same_but_wall(const Move *a, const Move *b)
{
    /* every field but the wall's two stands before them, with no padding: one compare of
     * eight bytes where there are a thousand copies a node */
    _Static_assert(offsetof(Move, wall) == 8 && offsetof(Move, sets) == 6, "Move's fields before its wall");
    return memcmp(a, b, offsetof(Move, wall)) == 0;
}

/* What the ordering counts a capture's victim worth (0: none on its square). */
static int ordered_victim_value(const Search *s, const Move *m)
{
    Piece victim = s->pos.board[captured_square(m)];
    int vv = victim ? eval_piece_value(s->eval, piece_kind(victim)) : 0;
    return victim && vv == 0 ? 2000 : vv; /* a royal or valueless target: look at it first */
}

/* Is `m` one of `b`'s copies, whatever its wall (b NULL: no)? */
static bool copy_of(const Move *m, const Move *b)
{
    if (!b)
        return false;
    Move t = *b;
    t.has_wall = m->has_wall;
    t.wall = m->wall;
    return move_equal(m, &t);
}

/* With walls, may the copies of move m that follow it take its score (and demote) as
 * they stand? Yes unless one of them may be the hash move or a killer, or, a capture
 * tested for a loss on the board, where its wall may stand in a guard's way. */
static bool copies_share_score(Search *s, int ply, const Move *m, const Move *hash_move, bool sort_losing,
                               const int *demote)
{
    if (copy_of(m, hash_move) || copy_of(m, &s->killers[ply][0]) || copy_of(m, &s->killers[ply][1]))
        return false;
    return !(move_is_capture(m) && sort_losing && !demote);
}

/* Gives moves[i]'s score (and demote) to the copies that follow it (the rules put them
 * side by side) where copies_share_score; returns the last one's index (i: none). */
static int share_score(Search *s, int ply, int i, int n, const Move *hash_move, bool sort_losing, int *demote)
{
    const Move *moves = s->moves[ply];
    int *order = s->order[ply];
    if (!copies_share_score(s, ply, &moves[i], hash_move, sort_losing, demote))
        return i;
    int j = i;
    for (; j + 1 < n && same_but_wall(&moves[j + 1], &moves[i]); j++) {
        order[j + 1] = order[i];
        if (demote)
            demote[j + 1] = demote[i];
    }
    return j;
}

/* (`demote`, with sort_losing: a capture's exchange is not counted here; the capture is
 * scored as if it did not lose and demote[i] holds its score should it lose, for
 * pick_counted; 0 for the other moves.) */
static void score_range(Search *s, int ply, int from, int n, const Move *hash_move, bool sort_losing, int *demote,
                        const int16_t *rows[CONT_DISTANCES])
{
    const Position *pos = &s->pos;
    Move *moves = s->moves[ply];
    int *order = s->order[ply];
    Move history_of = {0}; /* with `have_history`: the move whose quiet history `history` holds */
    bool have_history = false, have_rows = rows[0] != NULL; /* (rows: read_rows, at the first quiet move) */
    int history = 0;
    for (int i = from; i < n; i++) {
        const Move *m = &moves[i];
        int score;
        if (demote)
            demote[i] = 0;
        if (hash_move && move_equal(m, hash_move)) {
            score = ORDER_HASH;
        } else if (move_is_capture(m)) {
            int vv = ordered_victim_value(s, m);
            int av = eval_piece_value(s->eval, piece_kind(pos->board[m->from]));
            /* among captures of one victim, the one that did best before first */
            int learnt = capture_history(s, m) / CAPTURE_HISTORY_ORDER_DIV;
            score = ORDER_CAPTURE + vv * 16 - av / 8 + (m->become ? eval_piece_value(s->eval, m->become - 1) : 0) +
                    learnt;
            int losing = ORDER_LOSING_CAPTURE + vv * 16 - av / 8 + learnt;
            if (sort_losing && demote)
                demote[i] = losing;
            else if (sort_losing && capture_loses(s, m, vv, av))
                score = losing;
        } else if (is_promotion(m)) {
            score = ORDER_PROMOTION + eval_piece_value(s->eval, m->become - 1);
        } else if (move_equal(m, &s->killers[ply][0])) {
            score = ORDER_KILLER + 1;
        } else if (move_equal(m, &s->killers[ply][1])) {
            score = ORDER_KILLER;
        } else {
            /* (the last history kept only for moves with a wall: the others come once each) */
            if (!m->has_wall || !have_history || !same_but_wall(m, &history_of)) {
                if (!have_rows)
                    read_rows(s, ply, rows);
                have_rows = true;
                history = quiet_history(s, rows, m);
                if (m->has_wall) {
                    history_of = *m;
                    have_history = true;
                }
            }
            score = history;
        }
        order[i] = score;
    }
}

/* score_range of the whole list; with walls, a move's copies scored once where they may
 * be (share_score; apart, so that the list without walls pays no test for it). */
static void score_moves(Search *s, int ply, int n, const Move *hash_move, bool sort_losing, int *demote)
{
    s->pick_at[ply] = -1;
    const int16_t *rows[CONT_DISTANCES] = {NULL}; /* cont_rows, found at the first quiet move */
    if (!s->v->rules.walls) {
        score_range(s, ply, 0, n, hash_move, sort_losing, demote, rows);
        return;
    }
    for (int i = 0; i < n; i++) {
        score_range(s, ply, i, i + 1, hash_move, sort_losing, demote, rows);
        if (s->moves[ply][i].has_wall)
            i = share_score(s, ply, i, n, hash_move, sort_losing, demote);
    }
}

typedef int Int4 __attribute__((vector_size(16)));

/* Where the highest of order[from..n) first stands (n > from). With a thousand moves a node
 * (duck chess) this scan is much of the search's time: the highest value is found four at a
 * time, branch-free, then its first place. */
static int first_highest(const int *order, int from, int n)
{
    int top = order[from], j = from + 1;
    if (n - j < 8) { /* a short list: where the highest stands is kept as it is found */
        int best = from;
        for (; j < n; j++)
            if (order[j] > top) {
                top = order[j];
                best = j;
            }
        return best;
    }
    Int4 tops, next;
    memcpy(&tops, &order[j], sizeof tops);
    for (j += 4; j + 4 <= n; j += 4) {
        memcpy(&next, &order[j], sizeof next);
        Int4 higher = next > tops; /* -1 where next is higher */
        tops = (next & higher) | (tops & ~higher);
    }
    for (int k = 0; k < 4; k++)
        top = tops[k] > top ? tops[k] : top;
    for (; j < n; j++)
        top = order[j] > top ? order[j] : top;
    int best = from;
    while (order[best] != top)
        best++;
    return best;
}

/* Moves the best remaining move to position i (selection, so cutoffs stop the work). */
static void swap_moves(Move *moves, int *order, int i, int j)
{
    Move tm = moves[i];
    moves[i] = moves[j];
    moves[j] = tm;
    int to = order[i];
    order[i] = order[j];
    order[j] = to;
}

/* first_highest(order[ply], i, n) with walls, and what it leaves known for the next pick (pick_at).
 * With walls a move comes once per wall square, side by side, mostly with one score: the
 * next copy is found just past the last pick, not by a scan of a thousand scores. */
static int pick_walls(Search *s, int ply, int i, int n)
{
    const int *order = s->order[ply];
    int best = -1;
    if (s->pick_at[ply] == i) /* the first score equal to the bound is the highest */
        for (int j = s->pick_from[ply] > i ? s->pick_from[ply] : i; j < n && best < 0; j++)
            if (order[j] == s->pick_top[ply])
                best = j;
    if (best < 0)
        best = first_highest(order, i, n);
    /* once order[best] is swapped to i, the scores from i + 1 up to best are below it
     * (pick_counted, lowering it instead, picks at i again) */
    s->pick_at[ply] = i + 1;
    s->pick_top[ply] = order[best];
    s->pick_from[ply] = best + 1;
    return best;
}

/* first_highest(order[ply], i, n); with walls by pick_walls. (Inline: without walls, as
 * in Standard, it costs no call of its own.) */
static inline int pick_index(Search *s, int ply, int i, int n)
{
    return s->v->rules.walls ? pick_walls(s, ply, i, n) : first_highest(s->order[ply], i, n);
}

static void pick_move(Search *s, int ply, int i, int n)
{
    int best = pick_index(s, ply, i, n);
    if (best != i)
        swap_moves(s->moves[ply], s->order[ply], i, best);
}

/* pick_move where score_moves left the exchanges to count (`demote`): the best by the
 * scores as they stand, unless it is a capture not yet counted that loses, which takes its
 * losing score before the pick is made again. A count only lowers a score, so the move
 * picked, and every swap, is the one of counting them all first: the same order, with
 * the counts of the captures after a cutoff never made. */
static void pick_counted(Search *s, int ply, int i, int n)
{
    Move *moves = s->moves[ply];
    int *order = s->order[ply], *demote = s->demote[ply];
    int best = pick_index(s, ply, i, n);
    while (demote[best]) {
        int losing = demote[best];
        demote[best] = 0;
        const Move *m = &moves[best];
        int mover = eval_piece_value(s->eval, piece_kind(s->pos.board[m->from]));
        if (!capture_loses(s, m, ordered_victim_value(s, m), mover))
            break;
        order[best] = losing;
        s->pick_at[ply] = losing < s->pick_top[ply] ? i : -1; /* lowered: below the bound, not equal to it */
        best = pick_index(s, ply, i, n);
    }
    if (best != i) {
        swap_moves(moves, order, i, best);
        int d = demote[i];
        demote[i] = demote[best];
        demote[best] = d;
    }
}

/* History with gravity: a bonus or malus moves an entry part of the way towards
 * +-HISTORY_LIMIT, so entries stay bounded and recent results weigh most. */
static void history_update(int *h, int bonus)
{
    int magnitude = bonus < 0 ? -bonus : bonus;
    *h += bonus - *h * magnitude / HISTORY_LIMIT;
}

static void cont_update(int16_t *slot, int bonus)
{
    if (!slot)
        return;
    int h = *slot;
    history_update(&h, bonus);
    *slot = (int16_t)h;
}

/* A quiet move's histories, its own and its continuations, gain `bonus` (or lose). */
static void quiet_history_update(Search *s, int ply, const Move *m, int bonus)
{
    history_update(history_slot(s, (Color)s->pos.side, m), bonus);
    int16_t *slots[CONT_DISTANCES];
    cont_slots(s, ply, move_key(&s->pos, m), slots);
    for (int d = 0; d < CONT_DISTANCES; d++)
        cont_update(slots[d], bonus);
}

static int history_bonus(int depth)
{
    int b = 16 * depth * depth;
    return b > HISTORY_BONUS_MAX ? HISTORY_BONUS_MAX : b;
}

/* A quiet move refuted the position: it becomes a killer and gains history, and the
 * quiet moves tried before it (which did not refute it) lose as much. */
static void reward_quiet(Search *s, int ply, const Move *m, int depth, const Move *tried, int ntried)
{
    if (!move_equal(m, &s->killers[ply][0])) {
        s->killers[ply][1] = s->killers[ply][0];
        s->killers[ply][0] = *m;
    }
    int bonus = history_bonus(depth);
    quiet_history_update(s, ply, m, bonus);
    for (int i = 0; i < ntried; i++)
        quiet_history_update(s, ply, &tried[i], -bonus);
}

/* A move refuted the position: if it took something its capture history gains, and the
 * captures tried before it lose as much. */
static void reward_captures(Search *s, const Move *m, int depth, const Move *tried, int ntried)
{
    int bonus = history_bonus(depth);
    cont_update(capture_history_slot(s, m), bonus);
    for (int i = 0; i < ntried; i++)
        cont_update(capture_history_slot(s, &tried[i]), -bonus);
}

/* ---- the tree ------------------------------------------------------------------------------------ */

/* Does the side to move have a piece that is neither royal nor a promoting piece?
 * Without one, zugzwang is likely and a null move would lie. */
static bool has_big_piece(const Search *s)
{
    const Position *pos = &s->pos;
    Color me = (Color)pos->side;
    for (int k = 0; k < s->v->nkinds; k++)
        if (pos->kind_count[me][k] && !s->v->kinds[k].royal && !s->v->kinds[k].npromo)
            return true;
    return false;
}

static bool in_check(Search *s)
{
    if (!s->v->attacks.royal_kinds)
        return false;
    if (s->check_n != s->nhashes) {
        s->check_value = rules_in_check(s->v, &s->pos, (Color)s->pos.side);
        s->check_n = s->nhashes;
    }
    return s->check_value;
}

/* The history game_decide reads: the game's, then the path below the root. */
static GameHistory history(Search *s)
{
    GameHistory h = {s->hashes, s->checked, s->nhashes, chase_records_kept(s->v) ? s->chase : NULL, false,
                     s->v->rules.chasing ? complete_chases : NULL, s};
    return h;
}

/* Decides the node by the variant's conditions; fills s->moves[ply] with the legal
 * moves. Returns true and the score when the game is over here. */
static bool decide(Search *s, int ply, int *n, int *score)
{
    CsmRuntimeError err;
    err.set = false; /* (the rest is written with it when an error is set: not cleared at every node) */
    GameHistory h = history(s);
    GameResult r = game_decide(s->v, &s->pos, &h, (const uint8_t(*)[CSM_MAX_KINDS])s->start_kinds, s->pending[ply],
                               s->moves[ply], n, &err);
    if (err.set && !s->error.set)
        s->error = err;
    s->pending[ply + 1] = result_pending(&r);
    s->pseudo[ply] = false;
    if (r.status != GAME_ONGOING) {
        *score = decided_score(&r, (Color)s->pos.side, ply);
        return true;
    }
    return false;
}

/* Decides the node by the endings that need no move list, the side to move taken to have
 * a move (game_decide_with_a_move). True with the score when the game is over here;
 * *undecided when only the moves can tell (equal_turns: can Black's reply draw?). */
static bool decided_without_moves(Search *s, int ply, int *score, bool *undecided)
{
    GameHistory h = history(s);
    GameResult r = game_decide_with_a_move(s->v, &s->pos, &h, (const uint8_t(*)[CSM_MAX_KINDS])s->start_kinds);
    /* (the first letter first: at most nodes the reason is empty, and strcmp is a call) */
    *undecided = r.status == GAME_ONGOING && r.reason[0] == 'u' && !strcmp(r.reason, "undecided");
    if (r.status == GAME_ONGOING)
        return false;
    *score = decided_score(&r, (Color)s->pos.side, ply);
    return true;
}

/* The static evaluation, from the cache when the position was evaluated before: a
 * fifth to a quarter of the calls are (a node's stand-pat after its parent's static
 * score of a sibling line, re-searches, transpositions). The hash covers everything
 * eval_position reads (pieces, side, hands, checks, gates, walls, variables); the cache
 * is emptied when the evaluation tables change. A key whose upper 48 bits are all zero
 * would match an empty entry: it is not cached. */
static int evaluate(Search *s)
{
    uint64_t key = s->pos.hash, high = key & ~(uint64_t)0xFFFF;
    bool cached = high && !(s->lim.features_off & SEARCH_OFF_EVAL_CACHE);
    uint64_t *slot = &s->eval_cache[key & (EVAL_CACHE_SIZE - 1)];
    if (cached && (*slot & ~(uint64_t)0xFFFF) == high)
        return (int16_t)(*slot & 0xFFFF);
    int score = eval_position(s->eval, &s->pos);
    if (cached && score >= INT16_MIN && score <= INT16_MAX)
        *slot = high | (uint16_t)score;
    return score;
}

static int qnode(Search *s, int ply, int alpha, int beta, int qdepth);

/* Plays a move on the search's own position, remembering the hash for repetitions. */
static void make(Search *s, const Move *m, Undo *u)
{
    push_hash(s, s->pos.hash);
    Color me = (Color)s->pos.side;
    uint8_t checks_before = s->pos.checks[me];
    rules_make(s->v, &s->pos, m, u);
    /* the child reads its table entry first thing: ask memory for it now, while the rest
     * of the move is done (a table larger than the caches misses at nearly every node) */
    __builtin_prefetch(tt_probe(s, s->pos.hash));
    /* with checks counted the move has asked already: the count went up exactly when it
     * left the enemy in check (unless it stood at its cap) */
    s->check_n = s->v->tracks_checks && checks_before < 255 ? s->nhashes : -1;
    s->check_value = s->pos.checks[me] != checks_before;
    if (!chase_records_kept(s->v))
        return;
    /* janggi: what moved, at once (its shuttle rule reads it at every node); xiangqi: what
     * the move chased only if a repetition asks (complete_chases), as most never do */
    int i = s->nhashes;
    chase_record_move(s->v, &s->pos, m, &s->chase[i]);
    if (!s->v->rules.chasing)
        return;
    s->path[i] = *m;
    s->step[i] = chase_record_may_chase(s->v, &s->chase[i]) ? STEP_CHASE_LATER : STEP_MOVE;
}

static void unmake(Search *s, const Undo *u)
{
    rules_unmake(s->v, &s->pos, u);
    s->nhashes--;
    s->check_n = -1;
}

static void update_pv(Search *s, int ply, const Move *m)
{
    s->pv[ply][ply] = *m;
    for (int i = ply + 1; i < s->pvlen[ply + 1]; i++)
        s->pv[ply][i] = s->pv[ply + 1][i];
    s->pvlen[ply] = s->pvlen[ply + 1] > ply + 1 ? s->pvlen[ply + 1] : ply + 1;
}

/* QSEARCH_FORCED_PLIES: where captures are compulsory, quiescence follows a choice of
 * forced captures without standing pat only this deep; past it the side to move may
 * stand when it has more than one capture (as in any quiescence, an estimate), while a
 * single forced capture is still followed (it does not branch). */
enum { QSEARCH_CHECK_PLIES = 1, QSEARCH_MAX_PLIES = 12, QSEARCH_FORCED_PLIES = 2 };

/* Quiescence, with the legal moves of this node already in s->moves[ply] (n of them):
 * only moves that remove a piece or promote are tried, except when the side to move is
 * in check near the horizon (then every move), or must capture (captures are
 * compulsory and every legal move captures: no standing pat). */
/* The value of the piece a move takes (0 for none; a pawn's for a victim not on its square). */
static int victim_value(const Search *s, const Move *m)
{
    if (!move_is_capture(m))
        return 0;
    Piece victim = s->pos.board[m->capture_sq];
    return victim ? eval_piece_value(s->eval, piece_kind(victim)) : 100;
}

/* Quiescence does not try a capture that cannot bring the score near alpha (delta
 * pruning), nor one that gives a dearer piece for a cheaper one on a square the enemy
 * guards (it loses material, as a full exchange count would show). */
enum { DELTA_MARGIN_CP = 200 };

static bool futile_capture(Search *s, const Move *m, int stand, int alpha)
{
    if (m->type == MOVE_DROP || !s->pos.board[m->from])
        return false;
    int mover = eval_piece_value(s->eval, piece_kind(s->pos.board[m->from]));
    /* what it wins at most: the piece taken (twice where it goes to the taker's hand: the
     * enemy loses it and we may drop it) and what a promotion adds */
    int gain = victim_value(s, m) * (s->v->rules.hands ? 2 : 1);
    if (m->become)
        gain += eval_piece_value(s->eval, m->become - 1) - mover;
    if (stand + gain + DELTA_MARGIN_CP < alpha)
        return true;
    int victim = move_is_capture(m) && s->pos.board[m->capture_sq] ? victim_value(s, m) : 0;
    return capture_loses(s, m, victim, mover); /* not an even or better trade, nor a royal's capture */
}

/* Is this move of a pseudo-legal list (s->pseudo[ply]) legal? What the test needs is
 * worked out at the first move tested. */
static bool pseudo_legal(Search *s, int ply, const Move *m)
{
    if (!s->legality_ready[ply]) {
        rules_legality_init(s->v, &s->pos, &s->legality[ply]);
        s->legality_ready[ply] = true;
    }
    return rules_legality_test(s->v, &s->pos, &s->legality[ply], m);
}

/* Out of check and with no winning check to look for, quiescence tries only captures,
 * promotions and (`goals`) the moves that reach a goal: the others leave the list, in
 * one pass, before the list is scored, so that neither scoring nor picking the best of
 * what is left reads them. */
/* In a variant with walls (rules.walls) each capture is offered once per square its wall
 * may go on, side by side (walls.h): some sixty times in duck chess. Quiescence only
 * settles the exchanges, and the wall rarely changes one, yet a capture that fails low
 * was tried with every square, and a line that reached quiescence with captures open
 * cost sixty times as much. So quiescence keeps only the first of each capture's run
 * (the main search still tries each square; SEARCH_OFF_QUIESCENCE_WALL: all here too). */
static bool quiescence_one_wall(const Search *s)
{
    return s->v->rules.walls != WALLS_NONE && !(s->lim.features_off & SEARCH_OFF_QUIESCENCE_WALL);
}

static int keep_quiescence_moves(Search *s, int ply, int n, bool goals)
{
    Move *moves = s->moves[ply];
    bool one_wall = quiescence_one_wall(s);
    int kept = 0;
    for (int i = 0; i < n; i++) {
        bool tactical = is_tactical(&moves[i]);
        if (!tactical && !(goals && eval_move_reaches_goal(s->eval, &s->pos, &moves[i])))
            continue;
        if (one_wall && tactical && kept > 0 && moves[i].has_wall && same_but_wall(&moves[i], &moves[kept - 1]))
            continue; /* the same capture with its wall elsewhere */
        moves[kept++] = moves[i];
    }
    return kept;
}

/* What the table knows of a quiescence node, whose endings are judged: true with the
 * stored score when its bound settles the window (any depth: a main search's result is
 * at least a quiescence). The table's move is not tried first: it was best at depth,
 * among quiet moves too, and put before the most valuable victim it cost nodes. */
static bool quiescence_table(Search *s, int ply, int alpha, int beta, int *score)
{
    if (s->lim.features_off & SEARCH_OFF_QUIESCENCE_TABLE)
        return false;
    uint64_t key = node_key(s, ply);
    const TTEntry *e = tt_probe(s, key);
    if (e->key != key || e->flag == TT_NONE)
        return false;
    *score = score_from_tt(e->score, ply);
    if (e->flag == TT_EXACT || (e->flag == TT_LOWER && *score >= beta) || (e->flag == TT_UPPER && *score <= alpha))
        return true;
    return false;
}

static int quiesce(Search *s, int ply, int alpha, int beta, int n, bool check, int qdepth, int stand)
{
    int table_score;
    if (quiescence_table(s, ply, alpha, beta, &table_score))
        return table_score;
    bool forced = false;
    if (s->v->rules.captures_compulsory && n > 0) {
        forced = true;
        for (int i = 0; i < n && forced; i++)
            forced = move_is_capture(&s->moves[ply][i]);
        forced = forced && (n == 1 || qdepth < QSEARCH_FORCED_PLIES);
    }
    int best = -SEARCH_INFINITE;
    bool all_moves = check && qdepth < QSEARCH_CHECK_PLIES;
    if (!all_moves && (!forced || qdepth >= QSEARCH_MAX_PLIES || ply >= SEARCH_MAX_PLY - 1)) {
        if (stand == NO_SCORE)
            stand = evaluate(s);
        if (stand >= beta || qdepth >= QSEARCH_MAX_PLIES || ply >= SEARCH_MAX_PLY - 1)
            return stand;
        if (stand > alpha)
            alpha = stand;
        best = stand;
    }
    /* in check with a hand (crazyhouse, shogi), blocking drops are legion: quiescence
     * tries the other answers, and drops only when there is nothing else */
    bool skip_drops = false;
    for (int i = 0; all_moves && i < n && !skip_drops; i++)
        skip_drops = s->moves[ply][i].type != MOVE_DROP;
    /* one check short of a check-counting win: a checking move ends the game */
    bool checks_win = qdepth < QSEARCH_CHECK_PLIES && eval_checks_to_win(s->eval, &s->pos, (Color)s->pos.side) == 1;
    bool goals = eval_side_has_goals(s->eval, (Color)s->pos.side);
    if (!all_moves && !checks_win)
        n = keep_quiescence_moves(s, ply, n, goals);
    /* scored after the sifting: a move's score does not depend on the others, and most
     * of the list (the quiet moves and drops) is never tried here */
    score_moves(s, ply, n, NULL, false, NULL);
    for (int i = 0; i < n; i++) {
        pick_move(s, ply, i, n);
        const Move *m = &s->moves[ply][i];
        if (skip_drops && m->type == MOVE_DROP)
            continue;
        /* the tactical moves come first: after them, only a goal or a winning check
         * could still be worth a look */
        if (!all_moves && !checks_win && !is_tactical(m) && !goals)
            break;
        bool goal = !all_moves && !is_tactical(m) && eval_move_reaches_goal(s->eval, &s->pos, m);
        if (!all_moves && !goal && !checks_win && !is_tactical(m))
            continue;
        if (!all_moves && !forced && !goal && !checks_win && best > -SEARCH_INFINITE &&
            futile_capture(s, m, best, alpha))
            continue;
        if (s->pseudo[ply] && (m->type == MOVE_PASS || !pseudo_legal(s, ply, m)))
            continue; /* quiescence_moves: tested only now (a pass is never a quiescence move) */
        s->move_key[ply] = move_key(&s->pos, m);
        Undo u;
        make(s, m, &u);
        if (checks_win && !all_moves && !goal && !is_tactical(m) && !in_check(s)) {
            unmake(s, &u);
            continue;
        }
        int score = -qnode(s, ply + 1, -beta, -alpha, qdepth + 1);
        unmake(s, &u);
        if (s->aborted)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                update_pv(s, ply, m);
                if (score >= beta)
                    break;
            }
        }
    }
    if (best == -SEARCH_INFINITE)
        best = evaluate(s); /* forced or in check, yet nothing tried: cannot happen, be safe */
    return best;
}

static void enter_node(Search *s, int ply)
{
    s->pvlen[ply] = ply;
    s->nodes++;
    if (ply > s->seldepth)
        s->seldepth = ply;
}

/* A quiescence node whose side to move, not in check, may stand on its evaluation: when
 * that holds beta, no move needs generating. Only the endings that need no move list are
 * judged first (a stalemate there goes unseen, as in every engine's quiescence). True
 * when *score is the node's value; otherwise *stand is the evaluation (NO_SCORE: not
 * computed). */
static bool stand_first(Search *s, int ply, int beta, int qdepth, bool check, int *score, int *stand)
{
    *stand = NO_SCORE;
    if (!s->lazy_quiescence || s->pending[ply] || check)
        return false;
    bool undecided;
    if (decided_without_moves(s, ply, score, &undecided))
        return true;
    if (undecided)
        return false; /* the moves decide this node */
    *score = *stand = evaluate(s);
    return *stand >= beta || qdepth >= QSEARCH_MAX_PLIES || ply >= SEARCH_MAX_PLY - 1;
}

/* Could quiesce() try a drop at a node where the side to move stands on its evaluation
 * (so is not in check)? Only to reach a goal, to give a check that wins, or where
 * captures are compulsory (a drop in the list lifts the compulsion); otherwise its
 * list is sifted down to captures and promotions, which drops never are, and the drops
 * need not be generated at all. */
static bool quiescence_needs_drops(Search *s)
{
    Color me = (Color)s->pos.side;
    return s->v->rules.captures_compulsory || eval_side_has_goals(s->eval, me) ||
           eval_checks_to_win(s->eval, &s->pos, me) == 1;
}

/* The moves of a quiescence node whose evaluation (`stand`, NO_SCORE: not taken) did
 * not hold beta: most will never be tried, so where the variant allows they stay
 * pseudo-legal and each is tested when it is tried. Otherwise decide() generates the
 * legal ones. True with *score when the game is over here. (A node deep in quiescence
 * with no legal move at all then goes unseen, like the stalemate of stand_first.) */
static bool quiescence_moves(Search *s, int ply, int stand, int *n, int *score)
{
    if (stand == NO_SCORE || !s->pseudo_quiescence)
        return decide(s, ply, n, score);
    CsmRuntimeError err;
    err.set = false; /* (as in decide) */
    if (quiescence_needs_drops(s))
        *n = rules_pseudo_moves(s->v, &s->pos, s->moves[ply], CSM_MAX_MOVES, &err);
    else
        *n = rules_tactical_moves(s->v, &s->pos, s->moves[ply], CSM_MAX_MOVES, &err); /* what the sift keeps */
    if (err.set && !s->error.set)
        s->error = err;
    s->pending[ply + 1] = false;
    s->pseudo[ply] = true;
    s->legality_ready[ply] = false;
    return false;
}

static int qnode(Search *s, int ply, int alpha, int beta, int qdepth)
{
    int n, score, stand;
    enter_node(s, ply);
    if (out_of_time(s))
        return 0;
    bool check = qdepth < QSEARCH_CHECK_PLIES && in_check(s);
    if (stand_first(s, ply, beta, qdepth, check, &score, &stand))
        return score;
    if (quiescence_moves(s, ply, stand, &n, &score))
        return score;
    return quiesce(s, ply, alpha, beta, n, check, qdepth, stand);
}

static int node(Search *s, int depth, int ply, int alpha, int beta, bool allow_null);

/* What the table knows of this node: its stored move (*hash_move), and true with the
 * stored score when that score settles the node at this depth and window (never at a
 * PV node). */
static bool tt_cutoff(Search *s, uint64_t key, int depth, int ply, int alpha, int beta, bool pv_node,
                      const Move **hash_move, int *score)
{
    TTEntry *e = tt_probe(s, key);
    if (e->key != key || e->flag == TT_NONE)
        return false;
    if (e->has_move)
        *hash_move = &e->move;
    *score = score_from_tt(e->score, ply);
    return !pv_node && e->depth >= depth &&
           (e->flag == TT_EXACT || (e->flag == TT_LOWER && *score >= beta) || (e->flag == TT_UPPER && *score <= alpha));
}

/* Before the moves are generated (half the cost of a node): the endings that need no
 * move list, the mate-distance bounds and the table. True with *score when one of them
 * settles the node. A position without legal moves is never stored, so a stored entry
 * stands for a position that has some (except where a result waits for the reply,
 * `pending`, or captures are compulsory: there the moves are generated first). */
static bool table_first(Search *s, int depth, int ply, int *alpha, int *beta, bool pv_node, uint64_t key,
                        const Move **hash_move, int *score, int *n)
{
    *n = -1; /* not generated yet */
    bool needs_moves = s->pending[ply] || !s->lazy_quiescence;
    if (!needs_moves && decided_without_moves(s, ply, score, &needs_moves))
        return true;
    if (needs_moves && decide(s, ply, n, score))
        return true;
    /* mate distance: nothing here can beat a shorter mate already found */
    int mate_alpha = -SEARCH_MATE + ply, mate_beta = SEARCH_MATE - ply - 1;
    if (*alpha < mate_alpha)
        *alpha = mate_alpha;
    if (*beta > mate_beta)
        *beta = mate_beta;
    if (*alpha >= *beta) {
        *score = *alpha;
        return true;
    }
    return tt_cutoff(s, key, depth, ply, *alpha, *beta, pv_node, hash_move, score);
}

/* The moves of a main-search node the table did not settle. Where the variant allows,
 * they stay pseudo-legal and each is tested when it is tried; the node is then known to
 * be undecided (table_first judged the endings that need no move list) as soon as one
 * legal move is found, mostly the first. Without one, decide() judges it on the empty
 * legal list, as before. True with *score when the game is over here. */
static bool node_moves(Search *s, int ply, int *n, int *score)
{
    if (!s->pseudo_nodes)
        return decide(s, ply, n, score);
    CsmRuntimeError err;
    err.set = false; /* (as in decide) */
    *n = rules_pseudo_moves(s->v, &s->pos, s->moves[ply], CSM_MAX_MOVES, &err);
    if (err.set && !s->error.set)
        s->error = err;
    s->pseudo[ply] = true;
    s->legality_ready[ply] = false;
    for (int i = 0; i < *n; i++)
        if (pseudo_legal(s, ply, &s->moves[ply][i])) {
            s->pending[ply + 1] = false;
            return false;
        }
    return decide(s, ply, n, score);
}

/* Plies the null move's reply is searched shallower: 3 + depth / 3, and one more per
 * NULL_MARGIN_CP the static score stands above beta (up to NULL_MARGIN_MAX), since the
 * further above beta, the less a shallow look can miss; with SEARCH_OFF_NULL_DEPTH the
 * older 2 + depth / 4. */
enum { NULL_MARGIN_CP = 200, NULL_MARGIN_MAX = 3 };

static int null_reduction(const Search *s, int depth, int static_eval, int beta)
{
    if (s->lim.features_off & SEARCH_OFF_NULL_DEPTH)
        return 2 + depth / 4;
    int margin = (static_eval - beta) / NULL_MARGIN_CP;
    return 3 + depth / 3 + (margin < NULL_MARGIN_MAX ? margin : NULL_MARGIN_MAX);
}

/* The null move's score: the side to move passes, and the enemy's reply is searched
 * `r` plies shallower with a window at beta. */
static int null_move(Search *s, int depth, int ply, int beta, int r)
{
    NullUndo nu;
    push_hash(s, s->pos.hash);
    make_null(&s->pos, &nu);
    s->check_n = -1;
    memset(&s->chase[s->nhashes], 0, sizeof s->chase[0]); /* a pass chases nothing */
    s->step[s->nhashes] = STEP_NULL;
    s->pending[ply + 1] = false;
    s->move_key[ply] = 0; /* a pass: no continuation */
    int score = -node(s, depth - 1 - r, ply + 1, -beta, -beta + 1, false);
    unmake_null(&s->pos, &nu);
    s->nhashes--;
    s->check_n = -1;
    return score;
}

/* Pruning near the leaves (non-PV nodes, not in check), as it was before the deeper
 * futility below (which SEARCH_OFF_DEEP_FUTILITY switches back to this; late-move
 * pruning stays as here), at depth up to FUTILITY_DEPTH: a static score FUTILITY_CP per ply above beta
 * stands (reverse futility); quiet moves from FUTILITY_CP per ply below alpha, and the
 * quiet ones after LMP_BASE + 3 * depth^2 moves, are not searched when they give no
 * check. A node with no hash move at depth IIR_DEPTH or more is searched a ply shallower
 * (internal iterative reduction). */
enum { FUTILITY_DEPTH = 3, FUTILITY_CP = 150, LMP_BASE = 4, IIR_DEPTH = 4, QUIETS_MAX = 64 };

/* Deeper pruning, the default (each may be switched off to measure it; a first try with
 * narrower margins, 120 a ply and 100 + 120 a ply, started badly in crazyhouse and was
 * widened to these): reverse futility up to
 * DEEP_FUTILITY_DEPTH with DEEP_REVERSE_CP a ply; a quiet move pruned when the static
 * score plus MOVE_FUTILITY_BASE_CP + MOVE_FUTILITY_CP per ply of the depth it would be
 * searched at after its late-move reduction stays at or below alpha. */
enum { DEEP_FUTILITY_DEPTH = 7, DEEP_REVERSE_CP = FUTILITY_CP, MOVE_FUTILITY_BASE_CP = 150, MOVE_FUTILITY_CP = 130 };

/* Singular extension: at depth SINGULAR_DEPTH or more, when the table's move scored at
 * least a bound searched nearly as deep, the other moves are searched at half depth
 * against that score less SINGULAR_CP per ply. If none reaches it, the table's move is
 * the only good one and is searched a ply deeper; if one does and that bound is still
 * at or above beta, two moves hold beta and the node is cut (multi-cut). */
enum { SINGULAR_DEPTH = 6, SINGULAR_TT_SLACK = 3, SINGULAR_CP = 2 };

/* Plies a late quiet move is searched less: the later the move and the deeper the node,
 * the less it is likely to matter (a logarithmic table, as strong engines use); an open
 * window reduces one ply less. */
static int table_reduction(const Search *s, int depth, int searched, int history)
{
    int r = s->lmr[depth < LMR_MAX ? depth : LMR_MAX - 1][searched < LMR_MAX ? searched : LMR_MAX - 1];
    return r - history / HISTORY_LMR_DIV; /* a move that refuted often is reduced less */
}

static int late_move_reduction(const Search *s, int depth, int searched, bool pv_node, int history)
{
    int r = table_reduction(s, depth, searched, history) - (pv_node ? 1 : 0);
    if (r < 0)
        r = 0;
    return r > depth - 2 ? depth - 2 : r;
}

/* What a main-search node knows before it tries its moves. */
typedef struct NodeCtx {
    int depth, ply;
    bool pv_node, check;
    bool excluding;      /* a singular test: s->excluded[ply] is left out */
    bool has_hash_move;
    Move hash_move;      /* a copy: the table's slot may be overwritten below */
    TTEntry tt;          /* the table's entry for the node (flag TT_NONE: none) */
    int extend_hash;     /* plies the hash move is searched deeper (singular) */
    bool futile;         /* quiet moves may be pruned (futility) */
    int late_moves;      /* quiet moves tried before the rest are pruned */
    int static_eval;     /* the node's evaluation (NO_SCORE: not taken, or no pruning by it) */
} NodeCtx;


/* The singular test of the hash move (see SINGULAR_DEPTH). Returns true with *score
 * when the node is cut (multi-cut); otherwise sets c->extend_hash. */
static bool singular(Search *s, NodeCtx *c, int beta, int *score)
{
    const TTEntry *e = &c->tt;
    if (c->excluding || !c->has_hash_move || c->depth < SINGULAR_DEPTH || (s->lim.features_off & SEARCH_OFF_SINGULAR) ||
        e->depth < c->depth - SINGULAR_TT_SLACK || (e->flag != TT_LOWER && e->flag != TT_EXACT) ||
        c->ply >= 2 * s->root_depth)
        return false;
    int tt_score = score_from_tt(e->score, c->ply);
    if (search_score_is_mate(tt_score))
        return false;
    int sbeta = tt_score - SINGULAR_CP * c->depth;
    s->excluded[c->ply] = c->hash_move;
    s->exclude_on[c->ply] = true;
    int v = node(s, (c->depth - 1) / 2, c->ply, sbeta - 1, sbeta, false);
    s->exclude_on[c->ply] = false;
    s->pvlen[c->ply] = c->ply; /* the test's line is not this node's */
    if (s->aborted)
        return false;
    if (v < sbeta) {
        c->extend_hash = 1;
        return false;
    }
    *score = sbeta;
    return sbeta >= beta;
}

/* Before the moves: reverse futility and the null move. True with *score when one of
 * them settles the node (or the time ran out); sets what the move loop prunes by
 * (c->futile, c->late_moves). */
static bool prune_before_moves(Search *s, NodeCtx *c, int alpha, int beta, bool allow_null, int *score)
{
    int depth = c->depth, ply = c->ply;
    unsigned off = s->lim.features_off;
    c->futile = false;
    c->late_moves = CSM_MAX_MOVES;
    c->static_eval = NO_SCORE;
    if (c->excluding)
        return false;
    /* near the leaves, a position far above beta stays above it (reverse futility), and a
     * quiet move from one far below alpha will not reach it (futility, in the loop) */
    bool deep = !(off & SEARCH_OFF_DEEP_FUTILITY);
    bool prunable = !c->check && !c->pv_node && s->null_ok;
    bool near_leaf = prunable && depth <= (deep ? DEEP_FUTILITY_DEPTH : FUTILITY_DEPTH);
    bool lmp = prunable && depth <= FUTILITY_DEPTH;
    bool may_null = allow_null && s->null_ok && !c->pv_node && !c->check && depth >= 3 && !s->pending[ply] &&
                    beta < SEARCH_MATE_BOUND && !s->pending[ply + 1];
    int static_eval = near_leaf || may_null ? evaluate(s) : 0;
    int reverse_margin = (deep ? DEEP_REVERSE_CP : FUTILITY_CP) * depth;
    if (near_leaf && beta < SEARCH_MATE_BOUND && beta > -SEARCH_MATE_BOUND && static_eval - reverse_margin >= beta) {
        *score = static_eval;
        return true;
    }
    bool alpha_plain = alpha > -SEARCH_MATE_BOUND && alpha < SEARCH_MATE_BOUND;
    c->futile = !deep && near_leaf && alpha_plain && static_eval + FUTILITY_CP * depth <= alpha;
    if (deep && near_leaf && alpha_plain)
        c->static_eval = static_eval; /* the loop prunes by each move's reduced depth */
    if (lmp)
        c->late_moves = LMP_BASE + 3 * depth * depth;
    /* null move: if passing still holds beta, a real move will too (not in check, not
     * with compulsory captures, not where zugzwang is likely; decide() set pending[ply + 1]
     * for the real children, which the null move's child overwrites, so it is kept) */
    bool pending_child = s->pending[ply + 1];
    if (may_null && static_eval >= beta && has_big_piece(s)) {
        int ns = null_move(s, depth, ply, beta, null_reduction(s, depth, static_eval, beta));
        s->pending[ply + 1] = pending_child;
        *score = ns > SEARCH_MATE_BOUND ? beta : ns;
        if (s->aborted) {
            *score = 0;
            return true;
        }
        if (ns >= beta)
            return true;
    }
    return false;
}

/* Is a quiet move that gives no check (`searched` moves tried before it, `history` its
 * ordering score) left unsearched? Futility near the leaves, late-move pruning, and
 * with the deeper futility (c->static_eval set) futility by the depth the move would be
 * searched at after its reduction. Never the first move. */
static bool prune_quiet(const Search *s, const NodeCtx *c, int searched, int history, int alpha)
{
    if (searched == 0)
        return false;
    if (c->futile || searched >= c->late_moves)
        return true;
    if (c->static_eval == NO_SCORE)
        return false;
    int r = table_reduction(s, c->depth, searched, history);
    int reduced_depth = c->depth - 1 - (r > 0 ? r : 0);
    if (reduced_depth < 0)
        reduced_depth = 0;
    return c->static_eval + MOVE_FUTILITY_BASE_CP + MOVE_FUTILITY_CP * reduced_depth <= alpha;
}

/* Pruning by the exchange count (non-PV nodes, not in check, once a move has been
 * searched, to depth SEE_PRUNE_DEPTH): a capture or promotion whose exchange loses more
 * than SEE_CAPTURE_CP a ply of depth, and a quiet move that gives no check and loses
 * more than SEE_QUIET_CP times the depth squared (it hangs the piece), are not searched. */
enum { SEE_PRUNE_DEPTH = 6, SEE_CAPTURE_CP = 180, SEE_QUIET_CP = 30 };

static bool see_prunes(const Search *s, const NodeCtx *c, int searched, int best)
{
    return s->see_ok && !(s->lim.features_off & SEARCH_OFF_SEE_PRUNING) && !c->pv_node && !c->check && searched > 0 &&
           c->depth <= SEE_PRUNE_DEPTH && best > -SEARCH_MATE_BOUND;
}

/* Does the move's exchange lose more than its margin at this depth (see SEE_PRUNE_DEPTH)? */
static bool see_loses(Search *s, const NodeCtx *c, const Move *m, bool tactical)
{
    int margin = tactical ? SEE_CAPTURE_CP * c->depth : SEE_QUIET_CP * c->depth * c->depth;
    return !see_ge(s->eval, &s->pos, m, -margin);
}

/* Did the ordering already count this capture's exchange as even or better (score_moves:
 * see_ge at 0 put it among the winning captures)? Then it loses less than any margin of
 * see_loses and is not counted again. */
static bool ordered_even(const Search *s, const Move *m, int order)
{
    return see_on(s) && move_is_capture(m) && order >= ORDER_KILLER;
}

/* Late-move reduction of a capture (`order` its ordering score, `learnt` its capture
 * history): one that loses material by the ordering's count is reduced as a quiet move
 * less a ply; another only when its history is poor, by a ply. */
enum { CAPTURE_LMR_POOR = -2000 };

static int capture_reduction(const Search *s, const NodeCtx *c, int searched, int order, int learnt)
{
    if (s->lim.features_off & SEARCH_OFF_CAPTURE_HISTORY)
        return 0;
    int r = order < ORDER_KILLER ? table_reduction(s, c->depth, searched, learnt) - 1 - (c->pv_node ? 1 : 0)
                                 : learnt < CAPTURE_LMR_POOR;
    if (r < 0)
        r = 0;
    return r > c->depth - 2 ? c->depth - 2 : r;
}

/* The moves of a main-search node, best first by the ordering, with pruning and
 * late-move reductions; stores the result in the table. */
static int search_moves(Search *s, NodeCtx *c, int alpha, int beta, int n, uint64_t key)
{
    int depth = c->depth, ply = c->ply;
    bool pending_child = s->pending[ply + 1];
    /* the exchange count is left until a capture is picked; the older test, which makes
     * the capture on the board, is not (in atomic, unmaking an explosion may reorder the
     * piece lists, and with them the moves generated later) */
    score_moves(s, ply, n, c->has_hash_move ? &c->hash_move : NULL, true, see_on(s) ? s->demote[ply] : NULL);
    int best = -SEARCH_INFINITE, alpha0 = alpha, score;
    Move best_move = NO_MOVE;
    int searched = 0;
    Move quiets[QUIETS_MAX]; /* the quiet moves tried, for their history malus */
    int nquiets = 0;
    Move captures[QUIETS_MAX]; /* the captures tried, for their capture history malus */
    int ncaptures = 0;
    for (int i = 0; i < n; i++) {
        if (see_on(s))
            pick_counted(s, ply, i, n);
        else
            pick_move(s, ply, i, n);
        Move m = s->moves[ply][i];
        if (c->excluding && move_equal(&m, &s->excluded[ply]))
            continue;
        if (s->pseudo[ply] && !pseudo_legal(s, ply, &m))
            continue;
        bool tactical = is_tactical(&m);
        bool quiet = !tactical && s->order[ply][i] < ORDER_KILLER;
        int history = quiet ? s->order[ply][i] : 0; /* score_moves' quiet_history */
        bool see_prune = (tactical || quiet) && s->order[ply][i] < ORDER_HASH && see_prunes(s, c, searched, best);
        if (see_prune && tactical && !ordered_even(s, &m, s->order[ply][i]) && see_loses(s, c, &m, true))
            continue; /* the exchange it starts loses too much to be worth a look */
        bool may_prune = quiet && searched > 0 && (c->futile || searched >= c->late_moves || c->static_eval != NO_SCORE);
        bool too_quiet = may_prune && prune_quiet(s, c, searched, history, alpha);
        /* a move pruned as too quiet anyway (unless it gives check) needs no exchange count */
        bool hangs = see_prune && quiet && !too_quiet && see_loses(s, c, &m, false);
        s->move_key[ply] = move_key(&s->pos, &m);
        int learnt = move_is_capture(&m) ? capture_history(s, &m) : 0;
        Undo u;
        make(s, &m, &u);
        s->pending[ply + 1] = pending_child;
        bool may_reduce = s->lmr_ok && depth >= 3 && searched >= 3 && !c->check;
        bool gives_check = quiet && (may_prune || may_reduce || hangs) && in_check(s); /* asked only when it matters */
        if ((hangs || too_quiet) && !gives_check) {
            unmake(s, &u); /* pruned: too quiet to matter this near the leaves, or it hangs the piece */
            continue;
        }
        int reduction = may_reduce && quiet && !gives_check
                            ? late_move_reduction(s, depth, searched, c->pv_node, history)
                            : 0;
        if (may_reduce && move_is_capture(&m) && !is_promotion(&m) && s->order[ply][i] < ORDER_HASH && !in_check(s))
            reduction = capture_reduction(s, c, searched, s->order[ply][i], learnt);
        int extend = c->extend_hash && c->has_hash_move && move_equal(&m, &c->hash_move) ? c->extend_hash : 0;
        if (searched == 0) {
            score = -node(s, depth - 1 + extend, ply + 1, -beta, -alpha, true);
        } else {
            score = -node(s, depth - 1 - reduction + extend, ply + 1, -alpha - 1, -alpha, true);
            if (!s->aborted && score > alpha && reduction)
                score = -node(s, depth - 1 + extend, ply + 1, -alpha - 1, -alpha, true);
            if (!s->aborted && score > alpha && score < beta)
                score = -node(s, depth - 1 + extend, ply + 1, -beta, -alpha, true);
        }
        unmake(s, &u);
        if (s->aborted)
            return 0;
        searched++;
        if (score > best) {
            best = score;
            best_move = m;
            if (score > alpha) {
                alpha = score;
                update_pv(s, ply, &m);
                if (score >= beta) {
                    if (!tactical)
                        reward_quiet(s, ply, &m, depth, quiets, nquiets);
                    reward_captures(s, &m, depth, captures, ncaptures);
                    break;
                }
            }
        }
        if (!tactical && nquiets < QUIETS_MAX)
            quiets[nquiets++] = m;
        if (move_is_capture(&m) && ncaptures < QUIETS_MAX)
            captures[ncaptures++] = m;
    }
    if (c->excluding)
        return searched ? best : alpha0; /* the singular test: nothing to store */
    int flag = best >= beta ? TT_LOWER : best > alpha0 ? TT_EXACT : TT_UPPER;
    tt_store(s, key, depth, best, flag, &best_move, ply);
    return best;
}

/* The main search. */
static int node(Search *s, int depth, int ply, int alpha, int beta, bool allow_null)
{
    int n, score, stand = NO_SCORE;
    enter_node(s, ply);
    if (out_of_time(s))
        return 0;
    bool check = in_check(s);
    if (check && ply < 2 * s->root_depth + 8)
        depth++; /* check extension: see the answer to the check */
    if (depth <= 0) {
        if (stand_first(s, ply, beta, 0, check, &score, &stand))
            return score;
        if (quiescence_moves(s, ply, stand, &n, &score))
            return score;
        return ply >= SEARCH_MAX_PLY - 1 ? evaluate(s) : quiesce(s, ply, alpha, beta, n, check, 0, stand);
    }
    NodeCtx c;
    memset(&c, 0, sizeof c);
    c.ply = ply;
    c.check = check;
    c.pv_node = beta - alpha > 1;
    c.excluding = s->exclude_on[ply];
    uint64_t key = node_key(s, ply);
    const Move *hash_move = NULL;
    /* a singular test takes no cutoff from the table: the entry counts the left-out move */
    if (table_first(s, depth, ply, &alpha, &beta, c.pv_node || c.excluding, key, &hash_move, &score, &n))
        return score;
    TTEntry *e = tt_probe(s, key);
    if (e->key == key)
        c.tt = *e;
    if (hash_move) {
        c.has_hash_move = true;
        c.hash_move = *hash_move;
    }
    if (ply >= SEARCH_MAX_PLY - 1)
        return n < 0 && node_moves(s, ply, &n, &score) ? score : evaluate(s);
    /* no move to try first: a shallower search finds one cheaper (internal reduction) */
    if (!hash_move && depth >= IIR_DEPTH)
        depth--;
    c.depth = depth;
    /* the singular test searches this very position: before its moves are generated */
    if (n < 0 && singular(s, &c, beta, &score))
        return score;
    if (s->aborted)
        return 0;
    /* Where the moves wait (pseudo_nodes), reverse futility and the null move go first:
     * a fifth to two fifths of these nodes end there, and need no list. Only a position
     * with no legal move (not in check: neither prunes in check) is judged otherwise
     * than with the list first, as in other engines. Its real children's pending flag
     * is the one node_moves would set once a legal move is found. */
    bool prune_first = n < 0 && s->pseudo_nodes;
    if (prune_first) {
        s->pending[ply + 1] = false;
        if (prune_before_moves(s, &c, alpha, beta, allow_null, &score))
            return score;
    }
    if (n < 0 && node_moves(s, ply, &n, &score))
        return score;
    if (!prune_first && prune_before_moves(s, &c, alpha, beta, allow_null, &score))
        return score;
    return search_moves(s, &c, alpha, beta, n, key);
}

/* ---- the root ------------------------------------------------------------------------------------ */

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

/* The noise a weak level adds to a root move's score: fixed per (seed, position, move). */
static int root_noise(const Search *s, const Move *m)
{
    if (s->lim.noise_cp <= 0)
        return 0;
    uint64_t h = mix64(s->lim.seed ^ s->pos.hash ^ ((uint64_t)m->from << 8 | m->to) ^ ((uint64_t)m->become << 16));
    return (int)(h % (uint64_t)(2 * s->lim.noise_cp + 1)) - s->lim.noise_cp;
}

typedef struct RootMove {
    Move move;
    int score;    /* last completed score (with noise) */
    int noise;
} RootMove;

static int compare_root(const void *a, const void *b)
{
    const RootMove *x = a, *y = b;
    return (y->score > x->score) - (y->score < x->score);
}

static void report(Search *s, SearchInfoFn info, void *user, int line, int depth, int score, const Move *pv,
                   int pvlen)
{
    if (!info)
        return;
    SearchInfo in;
    memset(&in, 0, sizeof in);
    in.multipv = line;
    in.depth = depth;
    in.seldepth = s->seldepth;
    in.score = score;
    in.nodes = s->nodes;
    in.time_ms = elapsed_ms(s);
    in.nps = in.time_ms > 0 ? s->nodes * 1000 / (uint64_t)in.time_ms : s->nodes * 1000;
    in.pvlen = pvlen > SEARCH_MAX_DEPTH ? SEARCH_MAX_DEPTH : pvlen;
    memcpy(in.pv, pv, (size_t)in.pvlen * sizeof *pv);
    size_t used = 0, sample = s->tt_mask + 1 < 1000 ? s->tt_mask + 1 : 1000;
    for (size_t i = 0; i < sample; i++)
        used += s->tt[i].flag != TT_NONE && s->tt[i].age == s->age;
    in.tt_permille = sample ? used * 1000 / sample : 0;
    info(user, &in);
}

/* The search's own copy of the position and its history (repetitions, pending wins). */
static bool copy_game(Search *s, const Game *g)
{
    int need = g->length + SEARCH_MAX_PLY + 8;
    if (need > s->hashes_cap) {
        uint64_t *h = realloc(s->hashes, (size_t)need * sizeof *h);
        if (h)
            s->hashes = h;
        uint8_t *c = realloc(s->checked, (size_t)need);
        if (c)
            s->checked = c;
        ChaseRecord *r = realloc(s->chase, (size_t)(need + 1) * sizeof *r);
        if (r)
            s->chase = r;
        Move *path = realloc(s->path, (size_t)(need + 1) * sizeof *path);
        if (path)
            s->path = path;
        uint8_t *step = realloc(s->step, (size_t)(need + 1));
        if (step)
            s->step = step;
        if (!h || !c || !r || !path || !step)
            return false;
        s->hashes_cap = need;
    }
    memcpy(s->hashes, g->hashes, (size_t)g->length * sizeof *s->hashes);
    memcpy(s->checked, g->checked, (size_t)g->length);
    memcpy(s->chase, g->chase, (size_t)(g->length + 1) * sizeof *s->chase);
    s->nhashes = g->length;
    s->check_n = -1;
    s->pos = g->pos;
    s->root = g->pos;
    s->root_n = g->length;
    memcpy(s->start_kinds, g->start_kinds, sizeof s->start_kinds);
    memset(s->pending, 0, sizeof s->pending);
    s->pending[0] = g->length > 0 && result_pending(&g->results[g->length - 1]);
    memset(s->killers, 0, sizeof s->killers);

    return true;
}

/* The root's moves (the game decided them), with their noise and a first order: the
 * hash move, then captures. NULL when out of memory. */
static RootMove *root_moves(Search *s, const Game *g)
{
    int nroot = g->nlegal;
    RootMove *root = malloc((size_t)nroot * sizeof *root);
    if (!root)
        return NULL;
    for (int i = 0; i < nroot; i++) {
        root[i].move = g->legal[i];
        root[i].noise = root_noise(s, &g->legal[i]);
        root[i].score = -SEARCH_INFINITE;
    }
    /* a first guess at the order: the hash move, captures */
    {
        int n = nroot;
        memcpy(s->moves[0], g->legal, (size_t)n * sizeof(Move));
        TTEntry *e = tt_probe(s, node_key(s, 0));
        score_moves(s, 0, n, e->key == node_key(s, 0) && e->has_move ? &e->move : NULL, true, NULL);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < nroot; j++)
                if (move_equal(&root[j].move, &s->moves[0][i])) {
                    root[j].score = s->order[0][i] / 1024 - SEARCH_INFINITE / 2;
                    break;
                }
        }
        qsort(root, (size_t)nroot, sizeof *root, compare_root);
    }

    return root;
}

/* `go searchmoves`: keeps the root moves the limits name, in their order; all of them
 * when the limits name none (or none that is legal). Returns how many are kept. */
static int keep_search_moves(RootMove *root, int nroot, const SearchLimits *limits)
{
    int kept = 0;
    for (int i = 0; i < nroot && limits->nonly > 0; i++)
        for (int j = 0; j < limits->nonly; j++)
            if (move_equal(&root[i].move, &limits->only[j])) {
                root[kept++] = root[i];
                break;
            }
    return kept ? kept : nroot;
}

/* One iteration over the root moves at `depth` within the window (alpha, beta): the
 * index of the best (-1: none searched before the time ran out), its score and principal
 * variation. A score at or below alpha is a bound (every move failed low); the first
 * move to reach beta ends the iteration (it failed high). */
static int search_root(Search *s, const Game *g, RootMove *root, int nroot, int depth, int alpha, int beta,
                       int *iter_score, Move *iter_pv, int *iter_pvlen)
{
    int iter_best = -1;
    for (int i = 0; i < nroot; i++) {
        RootMove *rm = &root[i];
        Undo u;
        enter_node(s, 0);
        s->pvlen[0] = 0;
        s->move_key[0] = move_key(&s->pos, &rm->move);
        make(s, &rm->move, &u);
        /* the game decided the root: its result says whether a win is pending */
        s->pending[1] = result_pending(game_result(g));
        /* search the child so that its true score beats alpha - noise */
        int a = alpha - rm->noise, b = beta - rm->noise;
        int score;
        if (i == 0) {
            score = -node(s, depth - 1, 1, -b, -a, true);
        } else {
            score = -node(s, depth - 1, 1, -a - 1, -a, true);
            if (!s->aborted && score > a)
                score = -node(s, depth - 1, 1, -b, -a, true);
        }
        unmake(s, &u);
        if (s->aborted)
            break;
        int noisy = score + rm->noise;
        rm->score = i == 0 || noisy > alpha ? noisy : -SEARCH_INFINITE + 1;
        if (noisy > *iter_score || iter_best < 0) {
            *iter_score = noisy;
            iter_best = i;
            iter_pv[0] = rm->move;
            *iter_pvlen = 1;
            for (int j = 1; j < s->pvlen[1]; j++)
                iter_pv[(*iter_pvlen)++] = s->pv[1][j];
            if (noisy > alpha)
                alpha = noisy;
            if (noisy >= beta)
                break;
        }
    }
    return iter_best;
}

/* An iteration with an aspiration window around `guess` (when `guess_known` and the
 * score is no mate): a window that the score falls outside is widened and the iteration
 * searched again. A result at or below the window's low end is kept only when nothing
 * better came (-1 otherwise). */
enum { ASPIRATION_DEPTH = 5, ASPIRATION_CP = 40 };

static int iterate(Search *s, const Game *g, RootMove *root, int nroot, int depth, bool guess_known, int guess,
                   int *score, Move *pv, int *pvlen)
{
    int delta = ASPIRATION_CP;
    bool narrow = guess_known && !search_score_is_mate(guess);
    int alpha = narrow ? guess - delta : -SEARCH_INFINITE, beta = narrow ? guess + delta : SEARCH_INFINITE;
    for (;;) {
        *score = -SEARCH_INFINITE;
        *pvlen = 0;
        int best = search_root(s, g, root, nroot, depth, alpha, beta, score, pv, pvlen);
        if (best < 0)
            return -1;
        if (*score <= alpha && alpha > -SEARCH_INFINITE) {
            if (s->aborted)
                return -1; /* a bound only: the last iteration's move stands */
            alpha = alpha - delta < -SEARCH_INFINITE ? -SEARCH_INFINITE : alpha - delta;
        } else if (*score >= beta && beta < SEARCH_INFINITE) {
            if (s->aborted)
                return best; /* it beat the best so far: worth playing */
            beta = beta + delta > SEARCH_INFINITE ? SEARCH_INFINITE : beta + delta;
        } else {
            return best;
        }
        delta *= 2;
        /* the root moves are searched again in their order: the best first */
        RootMove top = root[best];
        memmove(root + 1, root, (size_t)best * sizeof *root);
        root[0] = top;
    }
}

/* A line beyond the best one (MultiPV): its score and principal variation. */
typedef struct ExtraLine {
    int score, pvlen;
    Move pv[SEARCH_MAX_PLY + 1];
} ExtraLine;

/* MultiPV: with the best move at root[0], the next best lines one by one, each among
 * the moves not yet chosen (moved to root[k] as it is found). Returns how many lines
 * (the best included) were completed before the time ran out. */
static int search_more_lines(Search *s, const Game *g, RootMove *root, int nroot, int depth, int lines,
                             ExtraLine *extra)
{
    int done = 1;
    for (int k = 1; k < lines && k < nroot; k++) {
        ExtraLine *line = &extra[k];
        line->score = -SEARCH_INFINITE;
        line->pvlen = 0;
        int best = search_root(s, g, root + k, nroot - k, depth, -SEARCH_INFINITE, SEARCH_INFINITE, &line->score,
                               line->pv, &line->pvlen);
        if (best < 0 || s->aborted)
            break;
        RootMove top = root[k + best];
        root[k + best] = root[k];
        root[k] = top;
        done = k + 1;
    }
    return done;
}

/* On a clock, the time after which no new iteration starts (half of it, since the next
 * one would take about as long as all before): the planned time, less when the best move
 * has stayed the same for STABLE_ITERATIONS iterations (more thought would hardly change
 * it), more when the last iteration changed it deep in the search (the choice is still
 * open), and more again when the score fell by FALLING_CP or more since the iteration
 * before (something went wrong that a deeper look may still mend); never past the hard
 * limit. */
enum {
    STABLE_ITERATIONS = 4, STABLE_PERCENT = 50, UNSTABLE_DEPTH = 6, UNSTABLE_PERCENT = 170,
    FALLING_CP = 30, FALLING_PERCENT = 160,
};

static int deepen_until_ms(const Search *s, int stable, int depth, int fell_cp)
{
    int64_t ms = s->soft_ms;
    if (!(s->lim.features_off & SEARCH_OFF_STABILITY)) {
        if (stable >= STABLE_ITERATIONS)
            ms = ms * STABLE_PERCENT / 100;
        else if (stable == 0 && depth >= UNSTABLE_DEPTH)
            ms = ms * UNSTABLE_PERCENT / 100;
    }
    if (!(s->lim.features_off & SEARCH_OFF_FALLING_SCORE) && fell_cp >= FALLING_CP && depth >= UNSTABLE_DEPTH)
        ms = ms * FALLING_PERCENT / 100;
    if (ms > s->hard_ms)
        ms = s->hard_ms;
    return (int)(ms / 2);
}

SearchResult search_game(Search *s, const Game *g, const SearchLimits *limits, SearchInfoFn info, void *user)
{
    SearchResult res;
    memset(&res, 0, sizeof res);
    s->started_ms = time_now_ms();
    atomic_store(&s->stop, false);
    s->lim = *limits;
    double divisor = (limits->features_off & SEARCH_OFF_DEEPER_LMR) ? LMR_DIVISOR_MILD : LMR_DIVISOR;
    if (divisor != s->lmr_divisor)
        fill_lmr(s, divisor);
    s->nodes = 0;
    s->seldepth = 0;
    s->aborted = false;
    memset(&s->error, 0, sizeof s->error);
    s->age++;
    plan_time(s);
    if (s->lim.ponder && atomic_load(&s->ponderhit))
        start_clock_now(s);
    const Variant *v = g->v;
    s->v = v;
    if (!ensure_eval(s, v) || g->nlegal == 0)
        return res;

    if (!copy_game(s, g))
        return res;
    /* pruning that is only sound in some variants */
    bool forced_captures = v->rules.captures_compulsory;
    s->null_ok = !forced_captures && !eval_material_inverted(s->eval, WHITE) &&
                 !eval_material_inverted(s->eval, BLACK);
    s->lmr_ok = !forced_captures;
    s->see_ok = see_applies(s->eval);
    /* with compulsory captures standing pat is no option (with equal turns, the nodes
     * where a win waits on the reply generate their moves: decided_without_moves) */
    s->lazy_quiescence = !forced_captures;
    s->pseudo_quiescence = s->lazy_quiescence && !v->rules.must_drop;
    s->pseudo_nodes = s->pseudo_quiescence && !v->rules.pass; /* a pass's legality reads the whole list */

    RootMove *root = root_moves(s, g);
    if (!root)
        return res;
    int nroot = keep_search_moves(root, g->nlegal, limits);

    res.has_move = true;
    res.best = root[0].move;
    Move best_pv[SEARCH_MAX_PLY + 1];
    int best_pvlen = 1;
    best_pv[0] = root[0].move;
    int max_depth = limits->depth > 0 && limits->depth < SEARCH_MAX_DEPTH ? limits->depth : SEARCH_MAX_DEPTH;
    int lines = limits->multipv > 1 ? (limits->multipv < nroot ? limits->multipv : nroot) : 1;
    ExtraLine *extra = lines > 1 ? calloc((size_t)lines, sizeof *extra) : NULL;
    if (!extra)
        lines = 1;

    bool aspiration = false;
    bool reported = false, partial = false; /* an info line given; a stopped first iteration's best */
    int stable = 0; /* iterations in a row that kept the best move */
    int last_score = 0; /* the iteration before's (when depth > 1) */
    for (int depth = 1; depth <= max_depth; depth++) {
        Move before = res.best;
        s->root_depth = depth;
        s->seldepth = 0;
        int iter_score, iter_pvlen;
        Move iter_pv[SEARCH_MAX_PLY + 1];
        int iter_best = iterate(s, g, root, nroot, depth, aspiration, res.score, &iter_score, iter_pv, &iter_pvlen);
        aspiration = lines == 1 && s->lim.noise_cp <= 0 && depth >= ASPIRATION_DEPTH - 1;
        if (iter_best >= 0) {
            /* a finished iteration, or a partial one: its best was searched in full */
            res.best = root[iter_best].move;
            res.score = iter_score;
            res.depth = s->aborted ? depth - 1 : depth;
            res.seldepth = s->seldepth;
            memcpy(best_pv, iter_pv, (size_t)iter_pvlen * sizeof *iter_pv);
            best_pvlen = iter_pvlen;
            partial = s->aborted;
        }
        if (s->aborted)
            break;
        /* the best first next time, the rest by this iteration's scores */
        RootMove top = root[iter_best];
        root[iter_best] = root[0];
        root[0] = top;
        int done = lines > 1 ? search_more_lines(s, g, root, nroot, depth, lines, extra) : 1;
        qsort(root + done, (size_t)(nroot - done), sizeof *root, compare_root);
        report(s, info, user, 1, depth, iter_score, best_pv, best_pvlen);
        reported = true;
        for (int k = 1; k < done; k++)
            report(s, info, user, k + 1, depth, extra[k].score, extra[k].pv, extra[k].pvlen);
        if (s->aborted)
            break;
        /* a pondering search becomes a timed one at ponderhit */
        bool timed = !s->lim.infinite && !s->lim.ponder && !limits->depth && !limits->nodes;
        if (search_score_is_mate(iter_score) && depth >= search_mate_moves(iter_score > 0 ? iter_score : -iter_score) * 2 + 2)
            break; /* a forced result: deeper search cannot change it */
        if (timed && nroot == 1)
            break; /* one legal move: nothing to think about */
        stable = depth > 1 && move_equal(&before, &res.best) ? stable + 1 : 0;
        int fell = depth > 1 ? last_score - iter_score : 0;
        last_score = iter_score;
        if (s->lim.time_left_ms > 0 && s->soft_ms != INT_MAX && elapsed_ms(s) >= deepen_until_ms(s, stable, depth, fell))
            break; /* on a clock, save the time an unfinished iteration would waste; a
                    * fixed move time is used in full (the partial iteration still counts) */
    }
    if (!reported && partial) /* stopped inside the first iteration: its best still has a score to show */
        report(s, info, user, 1, 1, res.score, best_pv, best_pvlen);
    res.nodes = s->nodes;
    res.time_ms = elapsed_ms(s);
    if (best_pvlen > 1) {
        res.ponder = best_pv[1];
        res.has_ponder = true;
    }
    res.error = s->error;
    free(root);
    free(extra);
    return res;
}

/* ---- strength levels ---------------------------------------------------------------------------- */

SearchLimits search_level_limits(int level, uint64_t seed)
{
    /* depth-limited and noisy at the bottom, time-limited at the top. The depths and the
     * noise are set by matches (docs/playing.md, tools/level_test.py): one ply of depth
     * is worth more than any noise, so level 1 takes less noise than level 2, or it would
     * fall far below its Elo. */
    static const struct {
        int depth, movetime_ms, noise_cp;
    } LEVELS[SEARCH_MAX_LEVEL] = {
        {1, 50, 50}, {2, 100, 80}, {3, 200, 80}, {0, 100, 30},
        {0, 300, 0},  {0, 1000, 0},  {0, 2000, 0}, {0, 4000, 0},
    };
    if (level < SEARCH_MIN_LEVEL)
        level = SEARCH_MIN_LEVEL;
    if (level > SEARCH_MAX_LEVEL)
        level = SEARCH_MAX_LEVEL;
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.depth = LEVELS[level - 1].depth;
    l.movetime_ms = LEVELS[level - 1].movetime_ms;
    l.noise_cp = LEVELS[level - 1].noise_cp;
    l.seed = seed;
    return l;
}

/* Strength on the Elo scale of UCI_Elo: a node budget that doubles every ELO_STEP points
 * up to ELO_KNEE and every ELO_STEP_HIGH points above (a deeper search gains less per
 * doubling), and, below ELO_NOISE_TOP, noise on the root moves' scores. Nodes, not
 * time, so a rating plays the same on a fast and a slow machine. The constants come
 * from matches against Fairy-Stockfish's UCI_Elo (docs/playing.md quotes them). */
enum {
    ELO_BASE = 1350, ELO_BASE_NODES = 1500, ELO_STEP = 100, ELO_KNEE = 1500, ELO_STEP_HIGH = 60,
    ELO_NOISE_TOP = 1700, ELO_NOISE_DIV = 7,
};

SearchLimits search_elo_limits(int elo, uint64_t seed)
{
    SearchLimits l;
    memset(&l, 0, sizeof l);
    if (elo < ELO_BASE)
        elo = ELO_BASE;
    int low = elo < ELO_KNEE ? elo : ELO_KNEE;
    double doublings = (double)(low - ELO_BASE) / ELO_STEP + (double)(elo - low) / ELO_STEP_HIGH;
    double nodes = ELO_BASE_NODES * pow(2.0, doublings);
    l.nodes = (uint64_t)(nodes > 1e12 ? 1e12 : nodes);
    l.noise_cp = elo < ELO_NOISE_TOP ? (ELO_NOISE_TOP - elo) / ELO_NOISE_DIV : 0;
    l.seed = seed;
    return l;
}

int search_skill_elo(int skill)
{
    if (skill < 0)
        skill = 0;
    if (skill > 20)
        skill = 20;
    return ELO_BASE + skill * 75; /* 0: 1350 ... 20: 2850, the UCI_Elo range */
}

SearchLimits search_hint_limits(void)
{
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.movetime_ms = 1000;
    return l;
}
