/* tune_quiet.c — the quiet leaf of a position for Texel's method (tune.h).
 *
 * A position sampled from a game is often in the middle of an exchange: a piece has just
 * been taken and will be taken back. The static evaluation cannot see that, so the loss
 * would learn from noise. Here each position is replaced by the leaf of its capture
 * search's principal variation: a small alpha-beta over captures only, with the static
 * evaluation as the score of standing pat, exactly what the engine's quiescence does. */
#include "tune_quiet.h"

#include "rules.h"

#include <stdlib.h>
#include <string.h>

enum { QUIET_MAX_PLY = 8, QUIET_MAX_NODES = 2000, QUIET_INF = 32000 };

typedef struct Quiet {
    const EvalTables *e;
    const Variant *v;
    Move *moves; /* CSM_MAX_MOVES per ply */
    int nodes;
} Quiet;

/* Captures of `pos` that are legal, most valuable victim first, into `out`. */
static int legal_captures(Quiet *q, Position *pos, Move *out)
{
    CsmRuntimeError err = {0};
    int n = rules_pseudo_moves(q->v, pos, out, CSM_MAX_MOVES, &err), kept = 0;
    int value[CSM_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        if (!move_is_capture(&out[i]) || !rules_pseudo_move_is_legal(q->v, pos, &out[i]))
            continue;
        Piece victim = pos->board[out[i].capture_sq];
        int v = victim ? eval_piece_value(q->e, piece_kind(victim)) : 0;
        /* insertion by victim value: a capture search tries the big prizes first */
        int j = kept++;
        for (; j > 0 && value[j - 1] < v; j--) {
            out[j] = out[j - 1];
            value[j] = value[j - 1];
        }
        out[j] = out[i];
        value[j] = v;
    }
    return kept;
}

/* The capture search's score of `pos` (side to move), its principal variation's last
 * position into `leaf`. */
static int quiet_search(Quiet *q, Position *pos, int alpha, int beta, int ply, Position *leaf)
{
    q->nodes++;
    int stand = eval_position(q->e, pos);
    *leaf = *pos;
    if (stand >= beta || ply >= QUIET_MAX_PLY || q->nodes >= QUIET_MAX_NODES)
        return stand;
    if (stand > alpha)
        alpha = stand;
    Move *moves = q->moves + (size_t)ply * CSM_MAX_MOVES;
    int n = legal_captures(q, pos, moves);
    Position *child_leaf = malloc(sizeof *child_leaf);
    if (!child_leaf)
        return stand;
    for (int i = 0; i < n; i++) {
        Undo u;
        rules_make(q->v, pos, &moves[i], &u);
        int score = -quiet_search(q, pos, -beta, -alpha, ply + 1, child_leaf);
        rules_unmake(q->v, pos, &u);
        if (score > alpha) {
            alpha = score;
            *leaf = *child_leaf;
            if (alpha >= beta)
                break;
        }
    }
    free(child_leaf);
    return alpha;
}

bool tune_quiet_leaf(const EvalTables *e, const Position *pos, Position *leaf)
{
    Quiet q = {e, eval_variant(e), malloc((size_t)QUIET_MAX_PLY * CSM_MAX_MOVES * sizeof(Move)), 0};
    if (!q.moves)
        return false;
    Position work = *pos;
    quiet_search(&q, &work, -QUIET_INF, QUIET_INF, 0, leaf);
    free(q.moves);
    return true;
}

int tune_quiet_set(const EvalTables *e, TuneSet *s)
{
    Position *leaf = malloc(sizeof *leaf);
    if (!leaf)
        return -1;
    int kept = 0, changed = 0;
    for (int i = 0; i < s->n; i++) {
        if (!tune_quiet_leaf(e, &s->pos[i], leaf)) {
            free(leaf);
            return -1;
        }
        /* a leaf in check is no more quiet than its root: the position is left out */
        if (rules_in_check(eval_variant(e), leaf, (Color)leaf->side)) {
            s->in_check++;
            continue;
        }
        changed += memcmp(leaf->board, s->pos[i].board, sizeof leaf->board) != 0;
        s->pos[kept] = *leaf;
        s->result[kept++] = s->result[i];
    }
    s->n = kept;
    free(leaf);
    return changed;
}
