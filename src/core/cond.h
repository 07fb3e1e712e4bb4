/* cond.h — ChessLang victory and draw conditions (VARIANTS.md).
 *
 * A CondSet is a named list of conditions, OR-ed. Each condition is parsed once into
 * a small expression tree; evaluation asks the game (game.h) about the position. */
#ifndef CSM_COND_H
#define CSM_COND_H

#include "csm.h"
#include "diag.h"

struct Variant;
typedef struct CondSet CondSet;
typedef struct Cond Cond;

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
 * `replace` is set (and adding otherwise). Errors are located through `map`. */
bool cond_set_put(CondSet *set, const char *name, const char *text, bool replace, const CsmSourceMap *map,
                  const struct Variant *v, DiagSink *diags);

/* What a condition may ask about the position just reached. */
typedef struct CondQuery {
    const struct Variant *v;
    struct Position *pos;      /* the position after the move (restored before returning) */
    int me;                    /* Color whose point of view "me" is */
    int legal_count;           /* legal moves of pos->side */
    int position_count;        /* times this position has occurred in the game, now included */
    const uint8_t (*start_kinds)[64]; /* kind counts per colour at the game's start ([2][64]) */
} CondQuery;

/* Does the condition hold for q->me? */
bool cond_holds(const Cond *c, const CondQuery *q);

/* Does any condition count checks (so the engine must track them)? */
bool cond_set_uses_checks(const CondSet *set);

#endif
