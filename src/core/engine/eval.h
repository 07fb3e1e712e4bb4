/* eval.h — a generic evaluation for any variant, learnt from the variant itself.
 *
 * Nothing here knows a piece by name. When a variant is prepared for the engine
 * (eval_new), every piece's movement is run on boards of the variant's size:
 *   - an empty board gives, per square, how many squares the piece reaches from there
 *     (the centralisation table);
 *   - boards sprinkled with friends and enemies at a middle-game density give its
 *     practical mobility: squares it reaches, how many of those remove an enemy, how
 *     many lie forward, and how much a blocker costs it (rider vs leaper);
 *   - game variables are drawn from the values the variant's set-state actions use and
 *     transitions blend a piece with what it becomes.
 * The engine value of a piece is proportional to that mobility (scaled so the standard
 * knight is about 3 pawns), lowered for a colour-bound piece, plus a promotion premium;
 * royal pieces are not material.
 * An author may override it with `engine_value:` (in pawns) in the variant file.
 *
 * The victory conditions give the variant terms (cond_goals): a goal zone, rank or file
 * draws the named piece toward it, counted checks reward giving check, "lose all your
 * pieces" flips the sign of material, extinction of the opponent rewards captures.
 *
 * Scores are centipawns from the point of view of the side to move. */
#ifndef CSM_EVAL_H
#define CSM_EVAL_H

#include "variant.h"

typedef struct EvalTables EvalTables;

/* What was learnt about one kind (for `chessembly-cli values` and tests). */
typedef struct EvalKindInfo {
    int value_cp;          /* engine value in centipawns (0 for royal pieces) */
    bool from_author;      /* taken from the file's engine_value: */
    double mobility;       /* average squares reached at middle-game density */
    double captures;       /* ... of which remove an enemy */
    double empty_mobility; /* average squares reached on the empty board */
    double forward_share;  /* share of moves that gain ground (0..1) */
    double blocker_cost;   /* how much mobility a crowded board takes away (0 leaper .. 1) */
    double promotion_cp;   /* premium for promoting, included in value_cp */
    bool colour_bound;     /* only ever reaches squares of one colour (bishop, alfil) */
} EvalKindInfo;

/* Learns the tables for `v` (borrowed: must outlive the tables). Deterministic: the
 * same variant always gives the same tables. NULL only when out of memory. */
EvalTables *eval_new(const Variant *v);
void eval_free(EvalTables *e);
/* The weights the evaluation uses: the variant's `evaluation:` block (or the defaults)
 * after eval_new; the tuner sets others. Cheap: nothing is learnt again. */
void eval_set_weights(EvalTables *e, const EvalWeights *w);
const EvalWeights *eval_weights(const EvalTables *e);
/* The square of White's square table (evaluation: squares:) that colour `c` reads for a
 * piece on `s`: Black's is mirrored top to bottom, or turned half round when the setup
 * is symmetric that way and not the other (shogi). */
Square eval_table_square(const EvalTables *e, Color c, Square s);
/* How far the game is from its end as the evaluation blends its middle-game and
 * end-game terms: 256 with all the setup's pieces on the board, 0 with none left. */
int eval_phase(const EvalTables *e, const Position *pos);
/* On boards of up to 64 squares mobility is counted with masks (eval_masks.h) and passed
 * pawns are found by their bits; `false` walks the squares instead, as larger boards do.
 * The two give the same evaluation: a test compares them. */
void eval_use_masks(EvalTables *e, bool on);
/* The first pass over the pieces sums material, phase and the square tables from packed
 * copies of the tables (two numbers a word); `false` reads the tables one by one. The
 * two give the same evaluation: a test compares them. */
void eval_use_piece_squares(EvalTables *e, bool on);
/* Does the weight change anything in this variant (a hand term with hands, the zone terms
 * with a confined royal)? Does the kind's value percent (a non-royal piece with a value)? */
bool eval_weight_matters(const EvalTables *e, EvalWeightId id);
bool eval_value_matters(const EvalTables *e, int kind);

const Variant *eval_variant(const EvalTables *e);
const EvalKindInfo *eval_kind_info(const EvalTables *e, int kind);
/* Engine value of a kind in centipawns (royal: 0). */
int eval_piece_value(const EvalTables *e, int kind);
/* The same for every kind, indexed by kind (valid until the weights change): for a loop
 * over the kinds without a call each. */
const int *eval_piece_values(const EvalTables *e);

/* The static evaluation of `pos` for the side to move, in centipawns. Does not look
 * for checkmate or other decided results (the search asks the variant's conditions). */
int eval_position(const EvalTables *e, const Position *pos);

/* True when material is to be avoided (a victory condition says "lose your pieces"). */
bool eval_material_inverted(const EvalTables *e, Color side);

/* Does the move put a piece onto a square a victory condition asks it to reach (the
 * hill, the last rank)? The search tries such moves in quiescence. */
bool eval_move_reaches_goal(const EvalTables *e, const Position *pos, const Move *m);

/* The king-attack term `attacker` earns (centipawns, middle game): its pieces that bear
 * on the squares around the enemy royal pieces, weighted by value; 0 with fewer than two
 * such pieces, or where no side has a royal piece to lose. */
int eval_king_attack(const EvalTables *e, const Position *pos, Color attacker);

/* Can a move of `side` reach a goal square at all (some kind of its has a goal)? */
bool eval_side_has_goals(const EvalTables *e, Color side);

/* Checks `side` still needs to win by counting checks (0: no such condition, or none
 * left). */
int eval_checks_to_win(const EvalTables *e, const Position *pos, Color side);

#endif
