/* ui_engines.h — Settings -> Engines: add another engine by its command line (its
 * protocol detected), see each engine's name and protocol, choose which plays the
 * computer and which analyses ("Ours": our own), see and set the selected engine's
 * options, remove an engine. Every change is saved in settings.txt at once. While open it
 * gets every event; Esc or Close closes it. */
#ifndef UI_ENGINES_H
#define UI_ENGINES_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

void ui_engines_open(void);
void ui_engines_close(void);
bool ui_engines_active(void);
void ui_engines_draw(void);
/* Returns true when what it shows changed. */
bool ui_engines_event(const SDL_Event *e, int mx, int my);

/* For tests: a control by name — add, close, ours, plays-ours, analyses-ours, engine-N,
 * plays-N, analyses-N, remove-N (N from 0, in the list's order), opt:NAME (an option of
 * the selected engine: toggles a check, takes the next combo choice, presses a button,
 * puts a text option in the field, where Enter or `add` (then Set) sets it),
 * opt:NAME:- and opt:NAME:+ (a spin's steps). False when it is not shown. */
bool ui_engines_choice_rect(const char *name, SDL_Rect *r);
/* For tests: the dialog's text as one line per row ("Fake UCI · uci · plays"). */
void ui_engines_text(char *buf, size_t size);

#endif
