/* ui_dialog.h — modal dialogs over the board: questions (resume), messages, the
 * new-game dialog (who plays: two people, against the computer, computer against
 * computer, with colour and levels), the variant picker and the saved-games list. While one is open it gets
 * every event; Esc closes it (the "cancel" answer), Enter takes the first button. */
#ifndef UI_DIALOG_H
#define UI_DIALOG_H

#include <SDL.h>
#include <stdbool.h>

typedef enum DialogKind { DLG_NONE = 0, DLG_ASK, DLG_MESSAGE, DLG_PICKER, DLG_OPEN, DLG_NEW_GAME, DLG_PGN_GAMES } DialogKind;

/* A question with one or two buttons; `done` gets 0 or 1 (the button), -1 on Esc.
 * `tag` names it for tests ("resume", "message"). */
/* Ctrl+V: a PGN of several games gives a list to pick from; then (like Open) a PGN's
 * game or a FEN's position asks whether the game in progress may be replaced. Text
 * that is neither (or a FEN that does not fit) gets a message. Copies `text`. */
void ui_dialog_paste(const char *text);
/* A file from outside (dropped on the window), as if chosen in Open game: a variant
 * file is played, a game record or PGN opened, each asking first when a game in
 * progress would be replaced. */
void ui_dialog_open_file(const char *path);
void ui_dialog_ask(const char *tag, const char *title, const char *body, const char *b0, const char *b1,
                   void (*done)(int choice));
void ui_dialog_message(const char *title, const char *body);
/* A question with up to four answers (labels[0] is the main one, drawn on the right);
 * `done` gets the index of the one clicked, or -1 when the dialog is closed. */
void ui_dialog_choose(const char *tag, const char *title, const char *body, const char *const *labels, int n,
                      void (*done)(int));
/* The open dialog's title starts with side `side`'s mark (the end dialog's winner, ☗ or
 * ☖ in shogi); -1: none. Opening another dialog forgets it. */
void ui_dialog_title_mark(int side);
/* Where that mark is drawn; false when the open dialog has none. */
bool ui_dialog_title_mark_rect(SDL_Rect *r);
void ui_dialog_picker(void);
/* New game: starts with the players of the current game; Start (Enter) begins a new
 * game of the current variant with the players chosen. Tag "new-game". */
void ui_dialog_new_game(void);
/* Open game: a file chooser. It shows the games (.pgn and .txt records) of a folder,
 * then the folders to go to (up, the recent ones, those inside); a path typed in its
 * field (a folder, or a file) and Enter go there. It starts in the folder last opened
 * from or saved in. */
void ui_dialog_open_games(void);
/* The folder the Open list shows ("" when it is not open). */
const char *ui_dialog_open_folder(void);
void ui_dialog_close(void);

DialogKind ui_dialog_kind(void);
const char *ui_dialog_tag(void);
const char *ui_dialog_title(void);
/* Does a caption or a choice of the open New game dialog contain `text`? */
bool ui_dialog_choices_say(const char *text);
const char *ui_dialog_body(void);

void ui_dialog_draw(void);
/* Returns true when the dialog's look changed. */
bool ui_dialog_event(const SDL_Event *e, int mx, int my);

/* For tests: buttons and list items. */
bool ui_dialog_button_rect(int i, SDL_Rect *r);
int ui_dialog_item_count(void);
/* Scrolls item i into view and gives its rectangle. */
bool ui_dialog_item_rect(int i, SDL_Rect *r);
const char *ui_dialog_item_path(int i);
const char *ui_dialog_item_error(int i);
/* The line under an entry (what the file holds, or why it does not open). */
const char *ui_dialog_item_detail(int i);
/* A choice of the new-game dialog by name: mode-human, mode-computer, mode-computers,
 * you-white, you-black, level-N (the computer's), white-N, black-N (computer against
 * computer). */
bool ui_dialog_choice_rect(const char *name, SDL_Rect *r);

/* Tests: the colour the next "Random" draw gives you (WHITE or BLACK; -1: a real draw). */
void ui_dialog_force_colour(int colour);
/* Tests: the Chess960 position the next random draw gives (-1: a real draw). */
void ui_dialog_force_960(int n);

#endif
