/* ui_netline.h — a one-line question of the network game: the address or invitation
 * code to join (typed, or pasted with Ctrl+V), or a chat line to send. A title, a note
 * under the field, OK and Cancel; Enter is OK, Escape cancels. Line breaks a paste
 * brings become spaces. */
#ifndef UI_NETLINE_H
#define UI_NETLINE_H

#include <SDL.h>
#include <stdbool.h>

/* Opens it with `text` in the field (selected, so typing replaces it); `done` gets the
 * text on OK. `tag` names it for tests ("net-join", "net-chat"). */
void ui_netline_open(const char *tag, const char *title, const char *note, const char *text, const char *ok,
                     void (*done)(const char *text));
void ui_netline_close(void);
bool ui_netline_active(void);
const char *ui_netline_tag(void);
/* The field as it stands ("" when closed). */
const char *ui_netline_text(void);
/* Handles an event while open; true when something shown changed. */
bool ui_netline_event(const SDL_Event *e, int mx, int my);
void ui_netline_draw(void);
/* Tests: where button i is (0 OK, 1 Cancel). */
bool ui_netline_button_rect(int i, SDL_Rect *r);

#endif
