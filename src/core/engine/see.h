/* see.h — static exchange evaluation: what a move wins or loses in material if both
 * sides keep taking on the square it lands on, each with its least valuable piece
 * first, and each free to stop when going on would cost it.
 *
 * It works for any variant the attack tests describe: the attackers are found again
 * after every capture on the changed board, so a rider behind another (a battery), a
 * cannon whose screen leaves or arrives and a lame leaper whose leg is freed all count.
 * Piece values are the evaluation's (eval_piece_value). A royal piece takes only last,
 * when nothing attacks the square after it; a piece that may promote on the square is
 * counted promoted (to its dearest choice). Pins and checks are not looked at.
 *
 * In drop games a taken piece also goes to the taker's hand. The exchange counts each
 * piece once, at its board value: every capture of the sequence would add the same
 * kind of hand gain, which roughly doubles every term and so does not change the sign,
 * and counting once keeps the thresholds the search compares with in one scale across
 * variants.
 *
 * Where the rules make an exchange something else (captures explode, captures are
 * compulsory, a capturer turns into a wall, material is to be lost) see_applies is
 * false and callers must not prune by it. */
#ifndef CSM_SEE_H
#define CSM_SEE_H

#include "eval.h"

/* Does the exchange count mean what it says in this variant (see above)? */
bool see_applies(const EvalTables *e);

/* The material balance, in centipawns for the side making `m`, of the exchange that
 * `m` starts (a capture, a quiet move or a drop: the piece may be taken there). Moves
 * that take without landing on the square, castling and passes: the value of what they
 * take. `pos` is only read (a scratch copy is played on). */
int see_value(const EvalTables *e, const Position *pos, const Move *m);

/* Is see_value(m) at least `threshold`? Stops as soon as the answer is known: most
 * captures are settled by the values of the victim and the mover alone. True for the
 * moves see_value cannot read. */
bool see_ge(const EvalTables *e, const Position *pos, const Move *m, int threshold);

#endif
