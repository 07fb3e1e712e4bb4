/* ui_panel.h — the side panel: variant, whose turn / check / result, material and
 * captured pieces, the movement shape of a selected shape piece, the scrollable move
 * list, and the command buttons.
 *
 * The shape card appears while a piece whose kind has a `shape:` is selected: a grid
 * (at most ±8 cells, and no wider than the board) with the piece's square in the
 * middle, a filled dot for every leap offset and a ring for every slide offset. The
 * grid is turned the way the board shows that piece (a Black piece, or a flipped
 * board, turns it half round), so each dot sits where the piece would land on the
 * screen. A piece written in Chessembly shows the piece card instead (ui_card.h). Both
 * cards follow the selection or, with nothing selected, the piece under the mouse. */
#ifndef UI_PANEL_H
#define UI_PANEL_H

#include <SDL.h>
#include <stdbool.h>

#include "types.h"
#include "ui_command.h"
#include "ui_kit.h"

void ui_panel_draw(void);
bool ui_panel_mouse_down(int x, int y);
/* Returns true when the hovered element changed. */
bool ui_panel_mouse_move(int x, int y);
bool ui_panel_wheel(int x, int y, int dy);

/* Where a command's button is (false when it has none). */
bool ui_panel_button_rect(Command c, SDL_Rect *r);
/* The shape card's cell `sx` columns right and `sy` rows up from the origin, as drawn
 * on the screen (false when no card shows or the cell is outside the grid). */
bool ui_panel_shape_cell_rect(int sx, int sy, SDL_Rect *r);
/* The engine card's line: the computer thinking (side, depth, score), a hint, or who
 * plays. */
void ui_panel_engine_text(char *buf, size_t size);
/* Where the move list shows ply `ply` (1 = the first move), if visible. */
bool ui_panel_move_rect(int ply, SDL_Rect *r);
/* What the move list shows for ply `ply` (1-based): the move in SAN, or in coordinates
 * when the settings ask for them. */
const char *ui_panel_move_label(int ply);
/* The move list's last row once the game is over ("1-0 · Checkmate — White wins",
 * "½-½ · Draw by agreement"); "" while it goes on or moves are undone. */
void ui_panel_result_label(char *buf, size_t size);
/* The variant-state card's text, lines joined by '\n' ("" when it is not shown). */
void ui_panel_state_text(char *buf, size_t size);
/* The status card's two lines, joined by a newline ("Red to move\nMove 1"). */
void ui_panel_status_text(char *buf, size_t size);
/* A side's points as the material card writes them ("72", janggi's Han "72+1.5"). */
void ui_panel_points_text(int side, char *buf, size_t size);
/* The square the status card's side mark is drawn in. */
SDL_Rect ui_panel_status_mark_rect(void);
/* Where the material card draws side `side`'s mark (for tests). */
SDL_Rect ui_panel_material_mark_rect(int side);
/* What side's clock face reads now ("4:59"). */
void ui_panel_clock_face(int side, char *buf, size_t size);

/* For tests: a part of the panel by name ("header", "status"). */
bool ui_panel_part_rect(const char *part, SDL_Rect *r);
/* Where the last frame drew the first of the pieces `side` captured (false: none). */
bool ui_panel_captured_rect(int side, SDL_Rect *r);
/* Where kind `kind` of `side`'s hand was last drawn (false: not shown). */
bool ui_panel_hand_rect(int side, int kind, SDL_Rect *r);

/* For tests: where square s of the piece card's grid is drawn (false: no card). */
bool ui_panel_card_cell_rect(Square s, SDL_Rect *r);

/* The material card's name for a side: its player's name from an opened PGN, else
 * "White" / "Black". */
const char *ui_panel_side_label(Color side);

/* Tests: does one of the chat lines the panel shows (a network game's last three) hold `text`? */
bool ui_panel_chat_says(const char *text);

#endif
