/* ui_review.h — game review: each move judged by how much it lowered its player's
 * winning chances (engine_review's evaluations), and the evaluation graph under the move
 * list, where a click goes to that move. */
#ifndef UI_REVIEW_H
#define UI_REVIEW_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

/* The mark of the move played after `ply` moves: "??" blunder, "?" mistake, "?!"
 * inaccuracy, or "" (none, or not reviewed yet). */
const char *ui_review_mark(int ply);
/* One player's review in numbers, as lichess sums it up beside its graph. */
typedef struct {
    int inaccuracies, mistakes, blunders;
    int moves;    /* the player's moves judged so far */
    int avg_loss; /* their average loss in centipawns (scores capped at ±1000, as lichess) */
} ReviewSummary;
/* The summary of White's (or Black's) judged moves; false when nothing is judged yet. */
bool ui_review_summary(bool white, ReviewSummary *out);
/* The line the panel shows for it: "White: 1 ?! · 0 ? · 1 ?? · average loss 45 cp". */
void ui_review_summary_text(bool white, char *buf, size_t size);
/* Both players' lines in `r`, under the graph. */
void ui_review_draw_summary(SDL_Rect r);
/* Is there a review of the game as it stands (complete or under way)? */
bool ui_review_shown(void);
/* The graph in `r`: White's winning chances along the game, the marked moves as dots,
 * the move the board shows as a line. */
void ui_review_draw_graph(SDL_Rect r);
/* The ply a click at x in the graph `r` points at, or -1. */
int ui_review_ply_at(SDL_Rect r, int x);

#endif
