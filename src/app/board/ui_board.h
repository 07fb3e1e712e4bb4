/* ui_board.h — the board view: squares, coordinates, pieces, highlights, move
 * markers, the promotion / transition marker cluster, click and drag moves.
 *
 * A target square with one move shows the marker of its kind (move: swirl; capture,
 * catch, en passant: X; jump: arrow; shift: square; castling: swirl on the king's
 * target). A target reached by several moves that differ in what the piece becomes
 * (promotion, Chessembly transitions) shows a 2x2 cluster: the first four choices
 * as swirl, X, arrow, square (the variant's promotion order), each quarter showing the
 * icon of the piece it gives with its marker as a corner badge, over a light veil that
 * leaves a captured piece visible; a strip with every choice's icon when there are
 * more than four. A key picks the choice whose piece has that FEN letter, a digit
 * picks by position. */
#ifndef UI_BOARD_H
#define UI_BOARD_H

#include <SDL.h>
#include <stdbool.h>

#include "types.h"

enum { UI_MARK_CLUSTER = 100 };

void ui_board_draw(void);
bool ui_board_mouse_down(int x, int y);
/* The right button: arrows and circles the player draws (and deselecting). */
bool ui_board_right_down(int x, int y);
bool ui_board_right_up(int x, int y);
int ui_board_drawings(void); /* how many are shown */
/* Premoves: the person's move queued while the computer thinks (false: none); tried after
 * the computer's reply (played if legal then, else dropped). */
bool ui_board_premove(Move *out);
void ui_board_cancel_premove(void);
void ui_board_try_premove(void);
/* Returns true when what the board shows changed. */
bool ui_board_mouse_move(int x, int y);
bool ui_board_mouse_up(int x, int y);
/* Esc, and the choice keys (a piece's FEN letter, 1-9); true when the key was used. */
bool ui_board_key(SDL_Keycode key);
bool ui_board_deselect(void);
/* Picks a piece kind from the hand of the side to move: its drops show as markers (false
 * when it has none, or it is not a person's turn). */
bool ui_board_select_hand(int kind);
int ui_board_selected_hand(void); /* the kind picked from the hand, or -1 */

/* For tests and layout: where things are. */
bool ui_board_square_rect(Square s, SDL_Rect *r);
int ui_board_square_at(int x, int y);
int ui_board_selected(void);
/* The square under the mouse, -1 when it is off the board. */
int ui_board_hovered(void);
/* What `s` shows: -1 nothing, a Marker, or UI_MARK_CLUSTER (choices in *n). */
int ui_board_marker(Square s, int *n);
/* Does the cluster of choices on `s` wear the quadrant badges (none on Seirawan's gating
 * choices)? False when `s` holds no cluster. */
bool ui_board_cluster_badges(Square s);
/* The board's own tooltip in the last frame (a cluster choice's name), "" when none. */
const char *ui_board_tooltip(void);
bool ui_board_quadrant_point(Square s, int q, int *x, int *y);
bool ui_board_strip_point(int i, int *x, int *y);
bool ui_board_strip_visible(void);
/* The royal squares glowing (in check); returns the count. */
int ui_board_check_squares(Square *out, int cap);

/* The files' letters and the ranks' numbers in the edge squares (the board editor
 * draws them too). */
void ui_board_draw_coordinates(void);

#endif
