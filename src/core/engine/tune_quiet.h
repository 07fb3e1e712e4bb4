/* tune_quiet.h — quiet positions for Texel's method (tune.h): each sampled position
 * replaced by the end of its capture search's principal variation, so that the tuner
 * does not learn from an exchange half played. */
#ifndef CSM_TUNE_QUIET_H
#define CSM_TUNE_QUIET_H

#include "tune.h"

/* The last position of the principal variation of a capture search from `pos` (captures
 * only, the static evaluation standing pat, at most 8 plies): where the exchange that may
 * be under way at `pos` has settled. False when out of memory. */
bool tune_quiet_leaf(const EvalTables *e, const Position *pos, Position *leaf);
/* Replaces every position of `s` by its quiet leaf (keeping its result); leaves that are
 * in check are left out (counted in in_check). Returns how many positions changed, -1
 * when out of memory. */
int tune_quiet_set(const EvalTables *e, TuneSet *s);

#endif
