/* eval_weights.h — the evaluation's weights, by name: what a variant file's
 * `evaluation:` block sets and `chessembly-cli tune` fits (engine/eval.c reads them).
 *
 * Every weight has a default; a variant without the block plays exactly as the
 * built-in constants did. Per piece kind there is also a percentage of its learnt (or
 * author-given) value. Plain data: a Variant holds one and `extends` inherits it. */
#ifndef CSM_EVAL_WEIGHTS_H
#define CSM_EVAL_WEIGHTS_H

#include "types.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum EvalWeightId {
    EW_TEMPO,              /* the side to move's bonus */
    EW_MOBILITY_MG,        /* per square a piece attacks beyond its average, middle game */
    EW_MOBILITY_EG,        /* ... end game */
    EW_KING_ATTACK,        /* per unit squared of attack on the enemy royal's zone */
    EW_KING_ATTACK_MAX,    /* the king attack's cap */
    EW_HAND_PERCENT,       /* a piece in hand against the same piece on the board */
    EW_HAND_DANGER,        /* per open square next to a king, per quarter of the enemy hand */
    EW_EXPOSED,            /* check counting: per attacked square next to a royal piece */
    EW_PASSED_MG_BASE, EW_PASSED_MG_GAIN, EW_PASSED_EG_BASE, EW_PASSED_EG_GAIN,
    EW_PST_MG,             /* percent of the learnt positional tables, middle game */
    EW_PST_EG,             /* ... end game */
    EW_ZONE_DEFENDERS,     /* per own piece that can reach a confined royal's zone */
    EW_ZONE_ATTACKED,      /* per square of a confined royal's zone near it the enemy attacks */
    EW_DROP_CHECKS,        /* per (enemy hand kind, empty square it would check from) */
    EW_HAND_FIRST,         /* per kind a side holds in hand at all: the first of a kind is worth more */
    EW_ROYAL_GUARDS,       /* per own piece within two squares of its royal piece */
    EW_ROYAL_INTRUDERS,    /* per enemy piece within two squares of a side's royal piece (a cost) */
    EW_HAND_ATTACK,        /* percent of its attack weight a piece in hand adds to a begun king attack */
    EW_DOUBLED_PAWN,       /* per pawn beyond the first of a side on one file (a cost) */
    EW_ISOLATED_PAWN,      /* per pawn with no pawn of its side on a neighbouring file (a cost) */
    EW_BOUND_PAIR,         /* per colour-bound kind a side has on both colours of square (bishop pair) */
    EW_PAWN_THREAT,        /* per non-pawn piece an enemy pawn attacks (a cost) */
    EW_OPEN_FILE,          /* per file rider (rook) on a file without pawns */
    EW_HALF_OPEN_FILE,     /* ... on a file with enemy pawns only */
    EW_PASSED_KING_ENEMY,  /* end game, per step of the enemy royal from a passed pawn's next square */
    EW_PASSED_KING_OWN,    /* ... per step of its own royal from it (a cost) */
    EW_COUNT
} EvalWeightId;

enum { EVAL_WEIGHT_MIN = -10000, EVAL_WEIGHT_MAX = 10000, EVAL_VALUE_PERCENT_MAX = 1000 };

/* An author's (or the tuner's) square table for one kind: centipawns added where a piece
 * of the kind stands, middle game and end game, as White sees the board (indexed
 * sq_make(file, rank)); Black reads it from the other side (eval.c, eval_table_square). */
typedef struct SquareTable {
    int16_t mg[CSM_SQUARES], eg[CSM_SQUARES];
    int files, ranks; /* the board it was written for: another board's variant leaves it out */
} SquareTable;

enum { SQUARE_TABLE_MAX = 2000 }; /* a table's entries lie in -SQUARE_TABLE_MAX .. SQUARE_TABLE_MAX */

typedef struct EvalWeights {
    int w[EW_COUNT];
    int16_t value_percent[CSM_MAX_KINDS]; /* of each kind's engine value (100: as learnt) */
    /* `evaluation: squares:` per kind, NULL where none is given. Owned by the Variant that
     * read them (variant_free); a copy of the weights shares them. */
    SquareTable *squares[CSM_MAX_KINDS];
} EvalWeights;

/* The built-in weights (every value percentage 100). */
void eval_weights_default(EvalWeights *out);
/* A weight's name as the file writes it ("mobility_mg"), and back (-1: none). */
const char *eval_weight_name(EvalWeightId id);
int eval_weight_by_name(const char *name);
/* The names, comma-separated (with "values"), for "did you mean" messages. */
void eval_weight_names(char *out, size_t size);

#endif
