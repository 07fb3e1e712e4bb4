/* ui_anim.h — pieces slide from where they stood to where they stand now.
 *
 * The board view hands every new position to ui_anim_observe. It compares the board
 * with the one it saw before: a piece that left one square and a piece of the same
 * side on a square it did not hold are one piece that moved (the nearest match, the
 * same kind first), so a move, castling (king and rook), a promotion, a computer's
 * move, undo and redo all slide the same way, in every variant, with no knowledge of
 * move kinds. A piece that left and went nowhere (the captured one) stays on its
 * square, fading, until the slides end. A change of more than two plies, a new game,
 * a move dropped by dragging, or animation turned off shows at once.
 *
 * A slide takes UI_ANIM_MS; while one runs the loop asks for frames
 * (ui_anim_wait_ms), afterwards it sleeps again. */
#ifndef UI_ANIM_H
#define UI_ANIM_H

#include <SDL.h>
#include <stdbool.h>

#include "game.h"

enum { UI_ANIM_MS = 180 };

/* Sees the game's board now; `serial` names the game (app.game_serial) and `dropped`
 * says the move was dragged there. Returns the plies stepped since the last call
 * (+1 a move or redo, -1 an undo, 0 another game or nothing). */
int ui_anim_observe(const Game *g, unsigned serial, bool dropped);
/* Forgets the slides (the next observe starts afresh). */
void ui_anim_reset(void);
bool ui_anim_active(void);
/* Does the loop need a frame: a slide runs, or one ended since the last call (its end
 * shows the position as it is, e.g. the promoted piece)? */
bool ui_anim_needs_frame(void);
/* The square is the end of a running slide: the board leaves its piece to
 * ui_anim_draw. */
bool ui_anim_hides(int sq);
/* Draws the fading captured pieces, then the sliding ones; `rect_of` places a square. */
void ui_anim_draw(bool (*rect_of)(Square s, SDL_Rect *r));
/* 0..a frame's time while a slide runs; 60000 otherwise. */
int ui_anim_wait_ms(void);

/* For tests: slides started so far; and a frozen clock: every slide is drawn as if
 * `ms` had passed since it started (-1: the real clock). */
int ui_anim_started(void);
/* Pieces sliding now (0 when no slide runs). */
int ui_anim_sliding(void);
/* How many pieces an explosion (atomic) is blowing away on screen now. */
int ui_anim_blasting(void);
void ui_anim_test_elapsed(int ms);

#endif
