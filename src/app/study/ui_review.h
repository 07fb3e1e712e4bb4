/* ui_review.h — game review: each move judged by how much it lowered its player's
 * winning chances (engine_review's evaluations), and the evaluation graph under the move
 * list, where a click goes to that move. */
#ifndef UI_REVIEW_H
#define UI_REVIEW_H

#include <SDL.h>
#include <stdbool.h>

/* The mark of the move played after `ply` moves: "??" blunder, "?" mistake, "?!"
 * inaccuracy, or "" (none, or not reviewed yet). */
const char *ui_review_mark(int ply);
/* Is there a review of the game as it stands (complete or under way)? */
bool ui_review_shown(void);
/* The graph in `r`: White's winning chances along the game, the marked moves as dots,
 * the move the board shows as a line. */
void ui_review_draw_graph(SDL_Rect r);
/* The ply a click at x in the graph `r` points at, or -1. */
int ui_review_ply_at(SDL_Rect r, int x);

#endif
