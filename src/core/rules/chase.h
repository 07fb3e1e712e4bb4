/* chase.h — xiangqi's chasing rule (rules.chasing), as Fairy-Stockfish plays it.
 *
 * Under the Asian Xiangqi Federation's rules a player may not repeat a position by
 * chasing: attacking the same enemy piece with every move. Fairy-Stockfish marks, after
 * every move, the pieces of the side to move that the move "chases": pieces newly
 * attacked (directly or by discovery) that are unprotected, or worth more than the
 * attacker, leaving out the general, soldiers on their own side of the river, and a
 * piece of the attacker's own kind that could take back. At a repetition, a side that
 * chased one piece through the whole cycle loses (both: a draw); game.c judges that.
 *
 * The rule reads each piece's role (PieceKind.chase_role) rather than its movement, as
 * the AXF rules name the pieces, and sees attacks geometrically (a general "defends" a
 * square outside its palace), exactly as Fairy-Stockfish does. */
#ifndef CSM_CHASE_H
#define CSM_CHASE_H

#include "board.h"
#include "variant.h"

/* A set of squares (packed indices, see types.h). */
typedef struct ChaseSet {
    uint64_t w[CSM_SQUARES / 64];
} ChaseSet;

static inline bool chase_set_has(const ChaseSet *s, Square sq) { return (s->w[sq >> 6] >> (sq & 63)) & 1; }
static inline bool chase_set_empty(const ChaseSet *s)
{
    return !(s->w[0] | s->w[1] | s->w[2] | s->w[3]);
}

/* What one position of a game's history knows for the rules that judge a repetition by
 * its moves: the pieces the move that led here chased (rules.chasing), and that move's
 * squares and kind (to follow a chased piece that moves away; rules.move_repetition).
 * `from` and `to` are the move's own (a drop's square twice, a pass's royal square twice). */
typedef struct ChaseRecord {
    ChaseSet chased;
    Square from, to;
    bool moved;               /* a piece moved here from the board (false at the start, after a
                               * drop or a pass: nothing was chased) */
    bool pass;                /* the move was a pass (rules.pass) */
    bool plain;               /* ... a piece's move from `from` to `to` and nothing else: no
                               * promotion, castling, en passant, gating or wall */
    bool capture;             /* ... it took a piece */
    uint8_t kind;             /* ... the kind that moved (with `moved`) */
} ChaseRecord;

/* Does the game keep a ChaseRecord for every move (the chasing or move-repetition rule)? */
static inline bool chase_records_kept(const Variant *v) { return v->rules.chasing || v->rules.move_repetition; }

/* The record of `after`, reached from `before` by `m`. An empty record when the variant
 * keeps none (chase_records_kept); what was chased only with the chasing rule, and
 * nothing after a drop or a pass. */
void chase_record(const Variant *v, const Position *before, const Position *after, const Move *m,
                  ChaseRecord *out);

/* The same in two parts, for the search, which reads `chased` only at a repetition:
 * chase_record_move fills everything but `chased` (left empty) from the move and the
 * position after it, cheaply; chase_record_chased then fills `chased` of a record
 * chase_record_move made, which needs the position before the move too. */
void chase_record_move(const Variant *v, const Position *after, const Move *m, ChaseRecord *out);
void chase_record_chased(const Variant *v, const Position *before, const Position *after, const Move *m,
                         ChaseRecord *out);

/* Does the record still need chase_record_chased (a piece moved under the chasing rule)? */
static inline bool chase_record_may_chase(const Variant *v, const ChaseRecord *r)
{
    return v->rules.chasing && r->moved;
}

/* Moves a set back over a move: a piece the set holds on the move's `to` was on `from`. */
void chase_undo_move(ChaseSet *s, const ChaseRecord *move);

/* s &= t */
void chase_set_and(ChaseSet *s, const ChaseSet *t);

#endif
