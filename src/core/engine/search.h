/* search.h — the computer opponent: a game-tree search for any variant.
 *
 * Iterative deepening with principal-variation search, a transposition table on the
 * position's Zobrist hash, quiescence on moves that remove a piece (less those whose
 * static exchange loses, see.h), move ordering (hash move, captures by victim/attacker
 * value and capture history, killers, history, captures that lose last), null-move,
 * futility and exchange pruning and late-move reductions where they are sound, a check extension and a singular extension
 * (the table's move, when no other move comes near its score, is searched a ply deeper).
 * On a clock, a best move that stays the same iteration after iteration ends the thinking
 * early, one that changes deep in the search lengthens it.
 *
 * Decided positions are scored by the variant's own victory and draw conditions (the
 * same game_decide the game uses), so checkmate, the hill, the third check, antichess's
 * "lose everything", repetition and move limits all come from the variant file.
 *
 * A Search owns its transposition table and works on its own copy of the position: it
 * never touches the Game it was asked about. One search runs at a time per Search
 * object; search_stop may be called from any thread while it runs. Nothing is
 * allocated per node.
 *
 * Scores are centipawns from the side to move's point of view. A decided game is
 * +/-(SEARCH_MATE - plies to the end): a win found N plies ahead scores SEARCH_MATE - N. */
#ifndef CSM_SEARCH_H
#define CSM_SEARCH_H

#include "eval.h"
#include "game.h"

#include <stddef.h>

enum {
    SEARCH_MAX_DEPTH = 64,   /* iterative-deepening depth limit */
    SEARCH_MAX_PLY = 128,    /* plies below the root, quiescence included */
    SEARCH_MATE = 30000,
    SEARCH_MATE_BOUND = SEARCH_MATE - 1000, /* |score| above this: a decided game */
    SEARCH_INFINITE = 32000,
    SEARCH_MIN_LEVEL = 1,
    SEARCH_MAX_LEVEL = 8,
};

/* Search features a test or tools/selfplay.py may switch off (SearchLimits.features_off),
 * to measure what each one does. */
enum {
    SEARCH_OFF_SINGULAR = 1 << 0,  /* no singular extension (nor its multi-cut) */
    SEARCH_OFF_STABILITY = 1 << 1, /* on a clock, think as long whether the best move stays or changes */
    SEARCH_OFF_CONTINUATION = 1 << 2, /* quiet moves ordered and reduced by their own history only */
    SEARCH_OFF_QUIESCENCE_TABLE = 1 << 3, /* quiescence takes no cutoff from the table */
    SEARCH_OFF_FALLING_SCORE = 1 << 4, /* on a clock, no more time when the score falls */
    SEARCH_OFF_NULL_DEPTH = 1 << 5, /* the null move reduced 2 + depth / 4, not by depth and margin */
    SEARCH_OFF_DEEP_FUTILITY = 1 << 6, /* futility only to depth 3, not by the reduced depth further up */
    SEARCH_OFF_SEE = 1 << 7, /* quiescence and the ordering judge captures by the older "dearer piece
                              * takes a cheaper one on a guarded square", not the exchange count */
    SEARCH_OFF_SEE_PRUNING = 1 << 8, /* no pruning of moves whose exchange loses near the leaves */
    SEARCH_OFF_CAPTURE_HISTORY = 1 << 9, /* captures ordered by values alone, late ones not reduced */
    SEARCH_OFF_EVAL_CACHE = 1 << 10, /* every evaluation computed afresh (the same tree, more slowly) */
    SEARCH_OFF_DEEPER_LMR = 1 << 11, /* late moves reduced by the older, milder table (divisor 2.25) */
    SEARCH_OFF_QUIESCENCE_WALL = 1 << 12, /* rules.walls: quiescence tries a capture with every wall
                                           * square, not only the first one */
    SEARCH_OFF_ALL = (1 << 13) - 1,
};

/* When to stop. Zero fields are "no limit"; with nothing set the search runs to
 * SEARCH_MAX_DEPTH (or until search_stop). */
typedef struct SearchLimits {
    int depth;           /* iterations to complete */
    uint64_t nodes;      /* nodes to visit (checked often, so stops close to it) */
    int movetime_ms;     /* think this long */
    int time_left_ms;    /* the side to move's clock (0: no clock) */
    int increment_ms;    /* its increment per move */
    int moves_to_go;     /* moves until the next time control (0: sudden death) */
    bool infinite;       /* ignore time until search_stop (UCI `go infinite`) */
    bool ponder;         /* ignore time until search_ponderhit (then the time limits start) */
    int multipv;         /* best lines to find and report (0 or 1: one) */
    int noise_cp;        /* weaker levels: each root move's score gets up to this much noise */
    uint64_t seed;       /* for the noise: the same seed plays the same moves */
    const Move *only;    /* UCI `go searchmoves`: search only these root moves (borrowed; those */
    int nonly;           /* not legal are left out; 0, or none legal: every move) */
    unsigned features_off; /* SEARCH_OFF_* bits: features left out (0: all of them on) */
} SearchLimits;

/* Progress, reported after each completed iteration (and the final one). */
typedef struct SearchInfo {
    int multipv;         /* which line this is, 1 = the best (only 1 without MultiPV) */
    int depth, seldepth;
    int score;           /* centipawns, side to move */
    uint64_t nodes;
    int time_ms;
    uint64_t nps;
    Move pv[SEARCH_MAX_DEPTH];
    int pvlen;
    uint64_t tt_permille;/* how full the transposition table is, 0..1000 */
} SearchInfo;

typedef void (*SearchInfoFn)(void *user, const SearchInfo *info);

typedef struct SearchResult {
    bool has_move;       /* false when the game is already decided (no legal moves) */
    Move best;
    Move ponder;         /* the expected reply, when has_ponder */
    bool has_ponder;
    int score, depth, seldepth;
    uint64_t nodes;
    int time_ms;
    CsmRuntimeError error; /* a script runtime error met while searching, if any */
} SearchResult;

typedef struct Search Search;

/* A search with a transposition table of about `hash_mb` megabytes (1..4096; 0 picks
 * 16). NULL when out of memory. */
Search *search_new(size_t hash_mb);
void search_free(Search *s);
/* Resizes the table (forgets its contents). False when out of memory (old size kept). */
bool search_set_hash(Search *s, size_t hash_mb);
/* Forgets everything learnt (table, history): a new game. */
void search_clear(Search *s);
/* Learns the evaluation of variant `v` now (piece values, tables) rather than at the
 * start of its first search; false when out of memory. */
bool search_prepare(Search *s, const Variant *v);

/* Searches the current position of `g` (its history counts for repetition) and
 * returns the best move found. `info` (may be NULL) is called after each iteration
 * from the searching thread. The game is only read. */
SearchResult search_game(Search *s, const Game *g, const SearchLimits *limits, SearchInfoFn info, void *user);

/* Asks a running search to stop as soon as possible; it then returns the best move of
 * the deepest iteration completed (or of the partial one, when it is better). Safe from
 * any thread, and harmless when nothing runs. */
void search_stop(Search *s);

/* The move a pondering search (limits.ponder) expected was played: the time limits
 * start counting now. Safe from any thread. The flag stays until cleared with
 * `hit` false, which the caller does before it starts a pondering search (so a
 * ponderhit that comes before the search has begun is not lost). */
void search_ponderhit(Search *s, bool hit);

/* The eval tables of the variant last searched (NULL before the first search). */
const EvalTables *search_eval(const Search *s);

/* Limits for the strength levels SEARCH_MIN_LEVEL..SEARCH_MAX_LEVEL: 1 thinks a few
 * milliseconds and picks among near-equal moves at random, 8 thinks several seconds.
 * `seed` feeds the randomness of the low levels. */
SearchLimits search_level_limits(int level, uint64_t seed);
/* Limits for a strength on UCI_Elo's scale (1350..2850): a node budget, and noise at
 * the low end. `seed` feeds the noise. */
SearchLimits search_elo_limits(int elo, uint64_t seed);
/* The Elo a UCI `Skill Level` (0..20) stands for: 1350 + 75 per level. */
int search_skill_elo(int skill);
/* Limits for a hint: the best move found in about a second. */
SearchLimits search_hint_limits(void);

/* Score helpers: is it a decided game, and in how many moves (positive: the side to
 * move wins; counted in moves, as UCI's `score mate N`). */
static inline bool search_score_is_mate(int score) { return score > SEARCH_MATE_BOUND || score < -SEARCH_MATE_BOUND; }
static inline int search_mate_moves(int score)
{
    return score > 0 ? (SEARCH_MATE - score + 1) / 2 : -((SEARCH_MATE + score) / 2);
}

#endif
