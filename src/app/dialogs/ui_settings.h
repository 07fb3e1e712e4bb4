/* ui_settings.h — the settings dialog: board theme, piece animation, sound (mute) and
 * move notation (SAN or coordinates). A choice takes effect at once and is saved in
 * settings.txt; Esc, Enter or Close closes it. While open it gets every event. */
#ifndef UI_SETTINGS_H
#define UI_SETTINGS_H

#include <SDL.h>
#include <stdbool.h>

void ui_settings_open(void);
void ui_settings_close(void);
bool ui_settings_active(void);
void ui_settings_draw(void);
/* Returns true when what it shows changed. */
bool ui_settings_event(const SDL_Event *e, int mx, int my);

/* For tests: a choice by name — theme-NAME (theme.h's names), animation-on,
 * animation-off, sound-on, sound-off, notation-san, notation-coordinates, close, engines
 * (opens the engines dialog, ui_engines.h, in its place). */
bool ui_settings_choice_rect(const char *name, SDL_Rect *r);

/* Tests: in the last frame, does the label of theme choice `name` ("theme-contrast")
 * stay clear of its swatch? */
bool ui_settings_label_clear(const char *name);

#endif
