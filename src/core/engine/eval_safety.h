/* eval_safety.h — king safety that does not assume a chess king: royal pieces held to a
 * zone (a palace, read from where the royal piece can ever go) and drops that give check.
 *
 * Nothing here names a piece. At build time each colour's royal piece is walked on an
 * empty board from its setup square: when it can reach at most a quarter of the board, it
 * is confined and those squares are its zone. The zone's defenders are the kinds of its
 * own side that are confined as well (at most half the board) and can reach the zone (a
 * palace's advisors, a river-bound elephant). The drop steps are the attack tables' leaps
 * and rides, per kind and colour. eval.c weighs the counts (eval_weights.h). */
#ifndef CSM_EVAL_SAFETY_H
#define CSM_EVAL_SAFETY_H

#include "variant.h"

enum { SAFETY_MAX_STEPS = 32 };

typedef struct SafetySteps {
    uint8_t nleap, nride;
    int8_t leap[SAFETY_MAX_STEPS][2], ride[SAFETY_MAX_STEPS][2]; /* dx, dy toward the target */
} SafetySteps;

typedef struct EvalSafety {
    int nkinds;
    uint64_t royal_kinds;
    bool confined[2];
    uint64_t zone[2][CSM_SQUARES / 64]; /* where a confined royal piece of the colour can go */
    uint64_t defender_kinds[2];
    SafetySteps steps[2][CSM_MAX_KINDS]; /* [colour][kind]: its attacks, for drop checks */
    /* Boards of up to 64 squares (Position.bitboards): the squares within two of each bit
     * (safety_near_royal), as bits, and each bit's square; `boxes` when built. */
    bool boxes;
    uint8_t files, ranks;
    uint8_t square_of[64];
    uint64_t near_box[64];
} EvalSafety;

void safety_build(EvalSafety *s, const Variant *v);
/* The squares a piece of kind `k` and colour `c` can ever reach from `from` (counted),
 * moving alone on the empty board, added to `reached`; returns how many squares that is. */
int safety_reachable(const Variant *v, int k, Color c, Square from, uint64_t reached[CSM_SQUARES / 64]);
/* `side`'s pieces of a defending kind (0 unless its royal is confined). */
int safety_defenders(const EvalSafety *s, const Position *pos, Color side);
/* Squares of `near` (a royal piece's square and neighbours) inside `side`'s zone that
 * the enemy attacks. */
int safety_zone_attacked(const EvalSafety *s, const Variant *v, const Position *pos, Color side, const uint64_t *near);
/* For each kind in the enemy's hand, the empty squares from which it would attack one of
 * `side`'s royal pieces (at most 8 a kind). */
int safety_drop_checks(const EvalSafety *s, const Position *pos, Color side);
/* The pieces within two squares (either way, diagonals too) of one of `side`'s `n` royal
 * pieces at `royals`: its own non-royal ones in out[0] (a shelter of golds and silvers),
 * the enemy's in out[1] (an attack gathering). Each piece counts once. */
void safety_near_royal(const EvalSafety *s, const Position *pos, Color side, const Square *royals, int n, int out[2]);

#endif
