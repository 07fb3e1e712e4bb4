/* walls.h — rules.walls: a move that also puts a wall on the board (duck chess, Amazons,
 * Snailtrail, Atlantis), and pieces that turn into a wall when they capture (petrify).
 *
 * A wall stands on a square like a piece of nobody's: no piece may enter or cross it
 * (board.h's walls). Each candidate move is offered once per square its wall may go on
 * (Move.wall; rules_moves.c does the offering with the squares worked out here); with
 * walls_or_move the side either moves or puts a wall, the latter written as a pass from
 * the lowest square one of its pieces stands on, as Fairy-Stockfish writes it. */
#ifndef CSM_WALLS_H
#define CSM_WALLS_H

#include "undo.h"

/* The squares the wall of move `m` may go on, given the position right after the move
 * (`u` its undo record) and, for WALLS_ARROW, the moves the piece that moved has from
 * where it landed (`next`, `nnext`). */
void walls_squares(const Variant *v, const Position *after, const Move *m, const Undo *u, const Move *next, int nnext,
                   uint64_t out[CSM_SQUARES / 64]);

/* The squares of `pos` a wall may go on before any rule's limit: on the board, with no
 * piece and no wall. */
void walls_empty(const Position *pos, uint64_t out[CSM_SQUARES / 64]);

/* walls_squares without making the move, from `empty` (walls_empty of `before`), where
 * that gives the same squares: the wall may go on any empty square (WALLS_DUCK, _STATIC)
 * and the move only empties its own squares and fills its landing square (no explosion,
 * flip, gating, petrify or after-move script; not castling, a shift or a catch). False,
 * with `out` unset, where the move must be made to know. */
bool walls_squares_unmade(const Variant *v, const Position *before, const Move *m,
                          const uint64_t empty[CSM_SQUARES / 64], uint64_t out[CSM_SQUARES / 64]);

/* Writes `m` once for each square of `squares`, with its wall there, from out[k] on (up to
 * `cap`); returns the new count. */
int walls_push(Move *out, int k, int cap, const Move *m, const uint64_t squares[CSM_SQUARES / 64]);

/* The wall-only move of walls_or_move, written on the lowest square one of the side's
 * pieces stands on; false when the side has no piece. */
bool walls_pass(const Position *pos, Move *out);

/* The wall part of making a move: the capturer turned to a wall (petrify), the duck lifted,
 * the move's wall put. Saves what walls_unmake needs in `u`. */
void walls_make(const Variant *v, Position *pos, const Move *m, Undo *u);
void walls_unmake(Position *pos, const Undo *u);

#endif
