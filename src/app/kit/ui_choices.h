/* ui_choices.h — the named buttons of a dialog, laid out anew for each frame: what a click
 * hits, what a test finds by name ("theme-wood", "plays-0"). The view owns the array. */
#ifndef UI_CHOICES_H
#define UI_CHOICES_H

#include <SDL.h>
#include <stdbool.h>

enum { UI_CHOICE_NAME = 96, UI_CHOICE_LABEL = 160 };

typedef struct UiChoice {
    char name[UI_CHOICE_NAME];
    char label[UI_CHOICE_LABEL];
    SDL_Rect r;
    bool selected;
} UiChoice;

typedef struct UiChoices {
    UiChoice *items; /* the view's array of `cap` */
    int cap, count;
} UiChoices;

/* Adds one (ignored when the array is full). */
void ui_choices_add(UiChoices *c, const char *name, const char *label, SDL_Rect r, bool selected);
/* The index of the choice named `name`, or of the one under (x, y); -1 when none. */
int ui_choices_find(const UiChoices *c, const char *name);
int ui_choices_at(const UiChoices *c, int x, int y);
/* The rectangle of the choice named `name`; false when there is none. */
bool ui_choices_rect(const UiChoices *c, const char *name, SDL_Rect *r);

#endif
