/* lint.h — checks of a loaded variant beyond parsing, for `chessembly-cli check`.
 *
 * A variant that loads can still fail while it is played: a script can exceed its
 * step budget on some position. The probe plays the variant and reports the first
 * runtime error it meets. */
#ifndef CSM_LINT_H
#define CSM_LINT_H

#include "game.h"
#include "variant.h"

/* Runs a perft 2 of the setup, every piece kind on every empty square of the setup (for
 * both sides), and `games` random games of at most `plies` moves with a fixed seed.
 * Returns true and fills *err on a runtime error. */
bool lint_probe_runtime(const Variant *v, int games, int plies, uint64_t seed, CsmRuntimeError *err);

/* Is the game over in the variant's own start position (a condition holds, or the side
 * to move has no legal move)? Fills `result` with how it ended. */
bool lint_decided_at_start(const Variant *v, GameResult *result);

/* Adds a warning (`warning: ...` as the message) for each thing in a loaded variant
 * that works but is almost certainly a mistake:
 *   - script code that never runs (an expression after a rider's repeat);
 *   - an `icon` with no picture in assets/pieces/;
 *   - a game decided in its own start position (a condition that already holds);
 *   - a game name that another file in the same folder, or a shipped variant, uses.
 * Returns the number added. */
int lint_variant(const Variant *v, DiagSink *warnings);

#endif
