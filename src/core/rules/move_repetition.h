/* move_repetition.h — janggi's rule against shuttling one piece (rules.move_repetition), as
 * Fairy-Stockfish plays it (its moveRepetitionIllegal, the Kakao Janggi rule of janggimodern).
 *
 * A side that moves one piece back and forth between two squares loses as it makes the
 * fourth move back of the shuttle: its piece came to square B without taking anything,
 * went B->A, A->B, B->A, and now A->B again, the side not in check before any of those
 * moves. One pass of its own may stand in place of the first move back (B->A is then made
 * one move later). The move that completes it must be a plain move (not a promotion,
 * castling, drop or pass) of a piece whose region (its `region:` zone, else the whole
 * board) shares a square with the region of the opponent's royal piece: janggi's guards
 * and general, confined to their own palace, may shuttle freely. The opponent's moves in
 * between do not matter, but every move counted must be within the repetition window (no
 * capture or fifty-move reset among the last eight plies, as for repeated positions).
 *
 * The result is the condition atom `move_repetition` (the player whose last move completed
 * a shuttle): janggi's victory `opponent.move_repetition`. */
#ifndef CSM_MOVE_REPETITION_H
#define CSM_MOVE_REPETITION_H

#include "chase.h"

/* Did `mover`'s last move complete a forbidden shuttle? `rec[1..n]` are the records of the moves
 * so far (rec[k] of the move that led to position k, rec[n] of the last one), `checked[k]`
 * for k < n whether the side to move at position k was in check; `window` is how many of
 * the last plies may count (the plies since the last reset of the fifty-move count). */
bool move_repetition_lost(const Variant *v, Color mover, const ChaseRecord *rec, const uint8_t *checked, int n,
                          int window);

#endif
