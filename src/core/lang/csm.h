/* csm.h — Chessembly: compiler and virtual machine (CHESSEMBLY.md).
 *
 * A script is compiled once into a CsmProgram (opaque, owns its bytecode). Running the
 * program for one piece on one position appends that piece's activated squares to a
 * caller-owned CsmOut as Moves; the VM never allocates.
 *
 * Names are resolved against a CsmSymbols table owned by the caller (normally the
 * variant): piece kinds, game variables and the set-state actions moves refer to. */
#ifndef CSM_CSM_H
#define CSM_CSM_H

#include "board.h"
#include "diag.h"
#include "types.h"

#include <stdatomic.h>

enum { CSM_MAX_SET_ACTIONS = 1024, CSM_MAX_SET_LISTS = 8192, CSM_STEP_BUDGET = 10000, CSM_MAX_ZONES = 32 };

typedef struct CsmSetAction {
    uint8_t var;
    int32_t value;
} CsmSetAction;

/* The set-state lists moves carry (Move.sets is an id into it); see csm_setlist_*. */
typedef struct CsmSetLists CsmSetLists;

typedef struct CsmSymbols {
    char kinds[CSM_MAX_KINDS][CSM_NAME_MAX];
    int nkinds;
    bool auto_kinds; /* unknown piece names become new kinds (playground, --script) */
    char vars[CSM_MAX_VARS][CSM_NAME_MAX];
    int nvars;
    CsmSetAction sets[CSM_MAX_SET_ACTIONS];
    int nsets;
    CsmSetLists *setlists;   /* owned; created by the first set-state the compiler meets */
    /* the variant's zones for `zone(name, dx, dy)`: squares seen from each colour
     * (a side-relative zone like `rank -1` differs per colour); set by the loader */
    char zones[CSM_MAX_ZONES][CSM_NAME_MAX];
    uint64_t zone_bits[CSM_MAX_ZONES][2][CSM_SQUARES / 64];
    int nzones;
} CsmSymbols;

void csm_symbols_init(CsmSymbols *sym);
/* Frees what csm_symbols_init and the compiler allocated (the set-list table). */
void csm_symbols_free(CsmSymbols *sym);
/* Makes sure the set-list table exists. False when out of memory. */
bool csm_setlists_create(CsmSymbols *sym);

/* The id of the list of set-state actions `actions[0..n)` (indices into sym->sets,
 * in the order they apply). The list is reduced to the last action per variable, so
 * lists with the same effect share an id; 0 is the empty list. The table grows while
 * moves are generated (safe from several threads); -1 when it is full
 * (CSM_MAX_SET_LISTS different lists). */
int csm_setlist_intern(const CsmSymbols *sym, const uint16_t *actions, int n);
/* The actions of list `id` (one per variable, ordered by variable); returns the count. */
int csm_setlist_get(const CsmSymbols *sym, int id, const uint16_t **actions);
/* Index of kind `name`, or -1. With `create`, adds it when missing (-1 when full). */
int csm_symbols_kind(CsmSymbols *sym, const char *name, bool create);
int csm_symbols_find_kind(const CsmSymbols *sym, const char *name);
/* Index of variable `name`; with `create`, adds it (-1 when full). */
int csm_symbols_var(CsmSymbols *sym, const char *name, bool create);
int csm_symbols_find_var(const CsmSymbols *sym, const char *name);

/* Where a script's text sits in its file, so errors point into the file itself.
 * Script line L, column C map to file line `line_base + L` and column
 * `(L == 1 ? col_first : col_rest) + C`. All zero: the script is the file.
 * Text that YAML changed on its way from the file (a folded block, a quoted string with
 * escapes or over several lines) cannot be mapped by offsets: then `text` is the script
 * and `pos_line`/`pos_col` give the file position (1-based) of each of its `pos_len`
 * bytes. */
typedef struct CsmSourceMap {
    const char *file;
    int line_base;
    int col_first, col_rest;
    const char *text;
    const int *pos_line, *pos_col;
    int pos_len;
} CsmSourceMap;

/* The file position of script line `line` (1-based), column `col` (1-based). */
void csm_map_point(const CsmSourceMap *map, int line, int col, int *file_line, int *file_col);

/* What the rules engine can tell about a chain without running it. A chain that is
 * exactly one movement expression (a leaper) or one followed by repeat(1) (a rider)
 * is handled by fast code in the rules engine and the VM alike. */
/* Chains the VM runs without interpreting them: a leap, a ride, or a step taken again
 * where a bound holds (a pawn's `move(0, 1) bound(0, -3) move(0, 1)`: the double step). */
/* Two more the rules engine compiles to steps (the VM still interprets them):
 * - a guarded path (CSM_PAT_GUARDED_LEAP): one or more leaps, each after tests of squares
 *   that do not move the anchor, each test perhaps negated by a `not` right after it:
 *   `observe(1, 0) take-move(2, 1)` (a blocked leap, the xiangqi horse), `zone(across, 0, 0)
 *   take-move(1, 0)` (a step allowed only in a region), `observe(1, 1) not piece-on(cannon,
 *   1, 1) not take-move(2, 2)` (a leap over a screen that is no cannon), `zone(z, 1, 1)
 *   take-move(1, 1) zone(z, 1, 1) take-move(1, 1)` (a slide of two steps held to a region).
 *   Every leg but the last is a move or take-move: the path goes on only over an empty square.
 * - a hop over one screen (CSM_PAT_HOP): `do peek(d) while anchor(d) do peek(d) while take(d)`
 *   (the xiangqi cannon's capture: the first piece behind the screen), or `do peek(d) while
 *   anchor(d) take-move(d) repeat(1)` (on over empty squares behind the screen, capturing the
 *   first piece: the janggi cannon); `piece-on(kind, d) not` before the anchor forbids that
 *   kind as the screen, before the last step forbids it as the target (repeat then goes back
 *   to the test). */
typedef enum CsmPattern {
    CSM_PAT_NONE = 0, CSM_PAT_LEAP, CSM_PAT_RIDE, CSM_PAT_STEP_TWICE, CSM_PAT_GUARDED_LEAP, CSM_PAT_HOP
} CsmPattern;

/* CSM_PAT_GUARDED_LEAP: a square tested before leg `leg`, offset from the piece's own
 * square (the legs before it already added): empty (observe), an enemy or an own piece
 * (enemy, friendly), a piece of a kind (piece-on) or in a zone (zone). `negate`: it must
 * not hold (off the board, no test holds, so a negated one does). Every test must pass. */
enum { CSM_MAX_GUARDS = 6, CSM_MAX_LEGS = 3 };
typedef struct CsmGuard {
    uint8_t op;        /* CSM_OP_OBSERVE, _ENEMY, _FRIENDLY, _PIECE_ON or _ZONE */
    bool negate;
    uint8_t leg;       /* tested before this leg (a guarded path); 0 in a FastStep */
    int8_t dx, dy;     /* seen from the owner */
    int16_t arg;       /* CSM_OP_ZONE: the zone's index; CSM_OP_PIECE_ON: the kind */
} CsmGuard;

/* CSM_PAT_GUARDED_LEAP: one leap of the path, its offset from the piece's own square. */
typedef struct CsmLeg {
    uint8_t op;        /* CSM_OP_MOVE/TAKE/TAKE_MOVE/CATCH (move or take-move but in the last) */
    int8_t dx, dy;
} CsmLeg;

typedef struct CsmChainInfo {
    int line;          /* mapped file line of the chain's first expression */
    int piece_filter;  /* kind of a leading piece(name), or -1 */
    uint8_t pattern;   /* CsmPattern */
    uint8_t op;        /* with a pattern: CSM_OP_MOVE/TAKE/TAKE_MOVE/CATCH */
    int8_t dx, dy;     /* with a pattern: the step, seen from the owner */
    int8_t bx, by;     /* CSM_PAT_STEP_TWICE: the bound's offset from the first square */
    uint8_t nguards;   /* CSM_PAT_GUARDED_LEAP: its tests */
    CsmGuard guard[CSM_MAX_GUARDS];
    uint8_t nlegs;     /* CSM_PAT_GUARDED_LEAP: its leaps; the last is also op, dx, dy */
    CsmLeg leg[CSM_MAX_LEGS];
    bool hop_slides;   /* CSM_PAT_HOP: on over empty squares behind the screen, each a move */
    int8_t hop_not_over;  /* CSM_PAT_HOP: the kind that may not be the screen, or -1 */
    int8_t hop_not_taken; /* CSM_PAT_HOP: the kind that ends the hop as its target, or -1 */
    bool can_capture;  /* has take / take-move / catch: some square may remove a piece */
    bool reads_attacks;/* has danger or check */
} CsmChainInfo;

typedef struct CsmProgram CsmProgram;

/* Something legal that is almost certainly a mistake (for `check`), as a file position. */
typedef struct CsmWarning {
    int line, col;
    char message[160];
} CsmWarning;

/* Compiles `source`. Returns NULL and adds every error to `diags` when the script has
 * errors (a script with errors never runs). Names are resolved through `sym`. */
CsmProgram *csm_compile(const char *source, const CsmSourceMap *map, CsmSymbols *sym, DiagSink *diags);
void csm_program_free(CsmProgram *prog);

int csm_program_chain_count(const CsmProgram *prog);
int csm_program_warning_count(const CsmProgram *prog);
const CsmWarning *csm_program_warning(const CsmProgram *prog, int i);
const CsmChainInfo *csm_program_chain(const CsmProgram *prog, int chain);
/* Whether some chain sets game variables (set-state); the first such chain's file position. */
bool csm_program_sets_state(const CsmProgram *prog, int *line, int *col);
/* Disassembly, one instruction per line, for debugging and `chessembly-cli disasm`. */
void csm_program_dump(const CsmProgram *prog, const CsmSymbols *sym, FILE *out);

/* ---- running ---------------------------------------------------------------- */

/* Questions only the rules engine can answer. Both are asked with scripts run in
 * "attack mode", where danger and check read false, so nothing recurses. */
typedef struct CsmHooks {
    /* Could an enemy of the piece on `from` capture it after it moved to `to`? */
    bool (*danger)(void *user, const Position *pos, Square from, Square to);
    /* Is a royal piece of `side` attacked? */
    bool (*in_check)(void *user, const Position *pos, Color side);
    void *user;
} CsmHooks;

/* The first runtime error met (a chain over its step budget, too many squares): where
 * the chain starts in its file, and what went wrong. Later errors are not recorded. */
typedef struct CsmRuntimeError {
    bool set;
    const char *file;  /* the script's file (owned by the program), or NULL */
    int line, col;     /* the chain's first token, as a file position */
    char message[256];
} CsmRuntimeError;

/* `FILE:LINE:COL: runtime error: MESSAGE` (no `FILE:` part when the file is unknown). */
void csm_runtime_error_text(const CsmRuntimeError *err, char *buf, size_t size);

/* The moves found for one piece, deduplicated. The caller owns `moves`. */
typedef struct CsmOut {
    Move *moves;
    int count, capacity;
    bool overflow;
    int hint;                        /* where the last duplicate or push was: checked first */
    uint64_t seen[CSM_SQUARES / 64]; /* targets already present, to skip most compares */
} CsmOut;

static inline void csm_out_init(CsmOut *out, Move *buf, int capacity)
{
    out->moves = buf;
    out->count = 0;
    out->capacity = capacity;
    out->overflow = false;
    out->hint = 0;
    for (int i = 0; i < CSM_SQUARES / 64; i++)
        out->seen[i] = 0;
}

/* Appends m unless an identical move is present; returns its index or -1. */
int csm_out_push(CsmOut *out, const Move *m);
/* Appends m, which the caller knows is not present yet (a drop: one per kind and square),
 * without looking for it; returns its index or -1. Many drops land on each square, and
 * looking for each among the others made drop generation quadratic. */
static inline int csm_out_push_new(CsmOut *out, const Move *m)
{
    /* inline: drop generation pushes hundreds of drops a node in the games with hands */
    if (out->count >= out->capacity) {
        out->overflow = true;
        return -1;
    }
    out->seen[m->to >> 6] |= 1ULL << (m->to & 63);
    out->moves[out->count] = *m;
    return out->count++;
}

typedef struct CsmRun {
    const Position *pos;
    const CsmProgram *prog;
    const CsmSymbols *sym;
    int kind;                /* the moving piece's kind */
    Color owner;
    bool attack_mode;        /* danger / check read false */
    const CsmHooks *hooks;   /* may be NULL: danger / check read false */
    CsmRuntimeError *error;  /* may be NULL */
} CsmRun;

/* Runs every chain that applies to run->kind for the piece on `from`, appending its
 * activated squares to `out`. Returns false when a chain hit a runtime error (the
 * squares found so far are kept). */
bool csm_run_piece(const CsmRun *run, Square from, CsmOut *out);

/* Runs a single chain (no check of its piece filter). */
bool csm_run_chain(const CsmRun *run, int chain, Square from, CsmOut *out);

/* Orientation: a step (dx, dy) seen from `owner` as a board step. */
static inline void csm_orient(Color owner, int dx, int dy, int *bdx, int *bdy)
{
    *bdx = owner == WHITE ? dx : -dx;
    *bdy = owner == WHITE ? dy : -dy;
}

const char *csm_op_name(int op);

#endif
