/* cond.h — ChessLang victory and draw conditions (VARIANTS.md).
 *
 * A CondSet is a named list of conditions, OR-ed. Each condition is parsed once (when
 * the variant loads) into a small expression tree; evaluation asks the position.
 *
 * Grammar (VARIANTS.md "Conditions: grammar"):
 *   cond  := or ;  or := and ('or' and)* ;  and := not ('and' not)* ;  not := 'not' not | atom
 *   atom  := '(' cond ')' | NAME | subject 'in' 'zone.' ZONE | subject 'on' ('rank' N | 'file' F)
 *          | subject 'captured' | count CMP N | [side '.'] 'connected' ZONEREF ZONEREF
 *          | count CMP count
 *   count := [side '.'] ('pieces' | PIECE | 'checks' | 'captures' | 'moves') | 'position_count' | 'empty_squares'
 *          | [side '.'] ('pieces' | PIECE) 'in' ZONEREF | 'var' NAME
 *   side  := 'opponent' | 'White' | 'Black' ;  subject := [side '.'] PIECE
 *   ZONEREF := 'zone.' ZONE | ZONE (a bare name must be one of the variant's zones)
 * Keywords and NAME atoms are lower case; piece and side names match without regard to
 * case (`King` is the kind `king`, `white` is `White`).
 *
 * Meaning, for the player "me" a condition is evaluated for (the decisions the spec
 * leaves open are marked *):
 *   checkmate      my opponent is to move, in check, and has no legal move
 *   stalemate      I am to move, not in check, and have no legal move
 *   no_moves       I am to move and have no legal move
 *   check        * my opponent's royal piece is attacked now (I am giving check)
 *   check by PIECE, check only by PIECE   ... by a piece of that kind (among others, or
 *                  only by pieces of that kind); a side may be named: `opponent.check by Knight`
 *   check_series   I gave check with a kind of rules.check_series in my unbroken series of
 *                  checks up to now (the position now, if check, and those after each of my
 *                  moves before it, back to one that was not check or the game's start)
 *   repetition     this position has occurred 3 times (position_count >= 3)
 *   fifty_moves    halfmove clock >= 100
 *   insufficient * neither side can win by the variant's `cannot_win` conditions (each
 *                  evaluated for that side; cond_side_cannot_win); without them, neither
 *                  side can mate, by the standard rule applied to the kinds
 *                  named king, bishop and knight: every piece on the board is one of
 *                  those, and either there is no knight and all bishops stand on
 *                  squares of one colour (none at all counts), or there is exactly one
 *                  knight and no bishop. Any other kind is mating material.
 *   PIECE in zone.Z  some piece of that kind of mine (or of the side named) is in Z
 *   PIECE on rank N / file F   likewise, absolute ranks 1.. and files a..
 *   PIECE captured * the opponent (or the side named: `White.King captured`) has fewer
 *                  pieces of that kind than at the start of the game (fewer than
 *                  `start_kinds`; without them: has none)
 *   pieces, PIECE, checks, captures, moves   my (or the named side's) piece count,
 *                  count of that kind, checks given, pieces captured, moves made
 *   position_count how many times the current position has occurred (no side)
 *   empty_squares  how many squares hold neither a piece nor a wall (no side)
 *   connected A B  a chain of my pieces, each a step of rules.connect_steps from the one
 *                  before, leads from one in zone A to one in zone B
 *   pieces in Z, PIECE in Z (as counts)   my (or the named side's) pieces in zone Z
 *   var NAME       the game variable NAME (no side; unknown names are an error)
 *   count CMP count  both counts read for "me", each with its own side prefix
 * Conditions are evaluated after every move and on the start position (game.h). */
#ifndef CSM_COND_H
#define CSM_COND_H

#include "csm.h"
#include "diag.h"

#include <stddef.h>

struct Variant;
struct Position;
typedef struct CondSet CondSet;
typedef struct Cond Cond;

/* The longest condition text accepted: a condition is read on every move. */
enum { COND_MAX_TEXT = 4096 };

CondSet *cond_set_new(void);
void cond_set_free(CondSet *set);
int cond_set_count(const CondSet *set);
const char *cond_set_name(const CondSet *set, int i);
const Cond *cond_set_cond(const CondSet *set, int i);
const char *cond_set_text(const CondSet *set, int i);
int cond_set_find(const CondSet *set, const char *name);
/* Removes `name`; false when it is not there. */
bool cond_set_remove(CondSet *set, const char *name);
/* Parses `text` and stores it under `name`, replacing a condition of that name when
 * `replace` is set (and adding otherwise). Piece kinds and zones are looked up in `v`.
 * Returns false, after adding one located diagnostic to `diags`, when the text is not
 * a condition (the set is then unchanged). `map` (may be NULL) places the text in its
 * file: text line L, column C is reported at file line `line_base + L`, column
 * `(L == 1 ? col_first : col_rest) + C`. */
bool cond_set_put(CondSet *set, const char *name, const char *text, bool replace, const CsmSourceMap *map,
                  const struct Variant *v, DiagSink *diags);

/* Parses one condition on its own (for tools and tests). NULL with a diagnostic. Free
 * with cond_free. */
Cond *cond_parse(const char *text, const CsmSourceMap *map, const struct Variant *v, DiagSink *diags);
void cond_free(Cond *c);

/* GameHistory.checked / CondQuery.checked: bits of a position in the history. */
enum {
    COND_CHECKED = 1,           /* the side to move was in check */
    COND_CHECKED_BY_SERIES = 2  /* ... by a piece of a rules.check_series kind */
};

/* What a condition may ask about the position just reached. */
typedef struct CondQuery {
    const struct Variant *v;
    struct Position *pos;      /* the position after the move (restored before returning) */
    int me;                    /* Color whose point of view "me" is */
    int legal_count;           /* legal moves of pos->side */
    int position_count;        /* times this position has occurred in the game, now included */
    const uint8_t (*start_kinds)[64]; /* kind counts per colour at the game's start ([2][64]), or NULL */
    bool perpetual[2];         /* by colour: it gave check with every move since this position first
                                * occurred (only when position_count > 1; perpetual_check) */
    bool chasing[2];           /* by colour: it chased one piece through the whole repetition
                                * (rules.chasing; perpetual_chase) */
    int fifty_extra;           /* plies the fifty-move count is extended by (the chasing rule's
                                * allowance for checks) */
    bool no_claims;            /* perft: the fifty-move and counting rules never hold (a player
                                * would claim them; Fairy-Stockfish's perft counts on) */
    bool judging_material;     /* inside the variant's cannot_win conditions: `insufficient` there
                                * is the standard rule (no judgement calls itself) */
    bool shuttled[2];          /* by colour: its last move completed a forbidden shuttle
                                * (rules.move_repetition; move_repetition) */
    const uint8_t *checked;    /* the positions before this one, oldest first: COND_CHECKED bits (kept
                                * when a condition asks perpetual_check or check_series), or NULL */
    int nchecked;              /* how many */
} CondQuery;

/* Does the condition hold for q->me? Cheap tests run first: the rules engine is asked
 * about check only when the move counts already allow the answer to be true. */
bool cond_holds(const Cond *c, const CondQuery *q);
/* The index of the set's first condition that holds for q->me, or -1. A condition named
 * white_... or black_... belongs to that colour only and is not judged for the other. */
int cond_set_first_holding(const CondSet *set, const CondQuery *q);
/* Might a condition of the set hold for either colour (as cond_set_first_holding would
 * find)? False only when each is ruled out by cheap tests it needs: no legal move (with
 * q->legal_count above 0), position_count or the halfmove clock at least a bound read from
 * its `and`s, its piece caps, one atom that reads only the position. q->perpetual,
 * chasing, shuttled and fifty_extra are not read; q->me is overwritten. */
bool cond_set_may_hold(const CondSet *set, CondQuery *q);
/* Might a condition of the set answer differently for White than for Black (a side of
 * "me" or "opponent", a named atom, a white_/black_ name)? If not, judging it once does. */
bool cond_set_reads_me(const CondSet *set);

/* Does any condition count checks (so the engine must track them)? Exact: read from the
 * parse trees, so a piece named `checksum` or the atom `check` does not count. */
bool cond_set_uses_checks(const CondSet *set);

/* Does any condition use the atom `insufficient` (so the variant follows the standard
 * insufficient-material rule, which a flag fall follows too: clock.h)? */
bool cond_set_uses_insufficient(const CondSet *set);

/* Can `side` (a Color) not win, whatever happens, in the position of `q` (its `me` is
 * ignored)? True when one of the variant's `cannot_win:` conditions (variant files: the
 * player a condition holds for has insufficient material) holds for `side`; false when
 * none does or the variant states none (then the standard rule applies: clock.h). The
 * atom `insufficient` holds when neither player can win by them. */
bool cond_side_cannot_win(const CondQuery *q, int side);
/* Does condition `i` of `set` bound the pieces its side or the opponent may have on the
 * board (`pieces == 1`, `Bishop + 1 == pieces`: one piece besides the bishops), so that
 * cond_side_cannot_win skips it unasked on a fuller board? */
bool cond_set_material_capped(const CondSet *set, int i);
/* Can condition `i` of `set` hold only where the side to move has no legal move
 * (checkmate, stalemate, no_moves, alone or in an `and`)? cond_set_first_holding skips
 * it, unasked, when CondQuery.legal_count is above 0. */
bool cond_set_needs_no_moves(const CondSet *set, int i);

/* Does any condition use `perpetual_check` (so the game keeps which positions were check)? */
bool cond_set_uses_perpetual(const CondSet *set);
/* ... `check_series` (so it keeps which were check by a rules.check_series kind too)? */
bool cond_set_uses_check_series(const CondSet *set);

/* What a victory condition asks a player to reach, for the engine's evaluation: the
 * atoms that are not under a `not`. Sides are as written: 0 the player the condition
 * is evaluated for, 1 the opponent, 2 White, 3 Black. */
typedef enum CondGoalType {
    COND_GOAL_ZONE,         /* piece of `kind` of `side` in zone `arg` */
    COND_GOAL_RANK,         /* ... on rank `arg` (0-based) */
    COND_GOAL_FILE,         /* ... on file `arg` (0-based) */
    COND_GOAL_CHECKS,       /* `side` has given `arg` checks */
    COND_GOAL_FEW_PIECES,   /* `side` has at most `arg` pieces */
    COND_GOAL_KIND_GONE,    /* `side` has fewer pieces of `kind` than at the start / none */
} CondGoalType;

typedef struct CondGoal {
    int type;  /* CondGoalType */
    int side;  /* 0 me, 1 opponent, 2 White, 3 Black */
    int kind;  /* piece kind, or -1 */
    int arg;
} CondGoal;

/* Appends the goals of `c` to out[0..cap); returns how many were written. */
int cond_goals(const Cond *c, CondGoal *out, int cap);

/* The fewest checks `side` (0 White, 1 Black) must give to win by a victory condition,
 * or 0 when none counts checks (Three-Check: 3). */
int cond_set_check_target(const CondSet *victory, int side);

/* Writes the condition back in canonical form (`King in zone.hill and opponent.pieces
 * <= 5`: single spaces, piece names capitalised, parentheses only where needed; the
 * text parses back to the same tree). Like snprintf: returns the length needed. */
int cond_print(const Cond *c, const struct Variant *v, char *buf, size_t size);

#endif
