/* ui_setup.h — the board editor: set up a position of the current variant and play
 * from it.
 *
 * It takes the board's place (the board on the left, its tools in the side panel):
 * a palette of the variant's pieces in both colours and an eraser; a click places the
 * chosen piece (or erases), a right click removes a piece; Clear empties the board,
 * Start position puts the variant's setup back; the side to move is a toggle. "Play
 * from here" writes the position as a FEN (fen_write) and starts a new game from it
 * (app_new_game) once it is playable: every side that has a royal piece in the
 * variant's setup has one, the side not to move is not in check, and the FEN parses;
 * otherwise the editor stays open and says why. Castling rights are kept for a king
 * and partner still on their setup squares; no en passant; the game's variables are
 * carried over. Esc (or Cancel) leaves the game as it was. */
#ifndef UI_SETUP_H
#define UI_SETUP_H

#include <SDL.h>
#include <stdbool.h>

void ui_setup_open(void);
void ui_setup_close(void);
bool ui_setup_active(void);
void ui_setup_draw(void);
/* Returns true when the screen changed. */
bool ui_setup_event(const SDL_Event *e, int mx, int my);

/* For tests: the parts by name ("clear", "start", "side", "play", "cancel", "eraser"),
 * a palette chip (kind, black), and the edited position's FEN and last complaint. */
bool ui_setup_button_rect(const char *name, SDL_Rect *r);
bool ui_setup_palette_rect(const char *kind_name, bool black, SDL_Rect *r);
void ui_setup_fen(char *buf, size_t size);
const char *ui_setup_problem(void);

#endif
