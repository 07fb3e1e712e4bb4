/* ui_savedlg.h — the save dialog: the whole path of the file to write, editable (a
 * time-stamped name in the folder last saved in, or the games folder), with folders
 * to save in under it (up, recent ones, those inside: a click moves the name there;
 * more than six scroll under the mouse wheel), Save and Cancel.
 * Enter saves, Escape cancels; a name ending in .pgn is written as PGN, anything else
 * as our game record. The folder is remembered for the next save (settings.h). */
#ifndef UI_SAVEDLG_H
#define UI_SAVEDLG_H

#include <SDL.h>
#include <stdbool.h>

/* Opens the dialog for a PGN (`pgn`) or a game record. */
void ui_savedlg_open(bool pgn);
/* Opens it for the comment on the move the board shows (saved with the game's PGN);
 * false, with a toast, when no move is shown (the start). */
bool ui_savedlg_open_comment(void);
void ui_savedlg_close(void);
bool ui_savedlg_active(void);
const char *ui_savedlg_title(void); /* the open save dialog's title, as drawn */
/* Handles an event while open; true when something shown changed. */
bool ui_savedlg_event(const SDL_Event *e, int mx, int my);
void ui_savedlg_draw(void);
/* Tests: the path as it stands; where button i is (0 Save, 1 Cancel). */
const char *ui_savedlg_path(void);
bool ui_savedlg_button_rect(int i, SDL_Rect *r);
/* Tests: the folder row (under the path) whose folder ends in `suffix`, when it is in
 * view (the rows scroll: FOLDER_ROWS show); the box the rows scroll in. */
/* The format choice for `ext` (pgn kif ki2 csa sfen), shown in the shogi family's Save PGN;
 * false when it is not shown. */
bool ui_savedlg_format_rect(const char *ext, SDL_Rect *r);
bool ui_savedlg_folder_rect(const char *suffix, SDL_Rect *r);
bool ui_savedlg_folders_rect(SDL_Rect *r);

#endif
