/* ui_choices.c — a dialog's named buttons (see ui_choices.h). */
#include "ui_choices.h"

#include <stdio.h>
#include <string.h>

void ui_choices_add(UiChoices *c, const char *name, const char *label, SDL_Rect r, bool selected)
{
    if (c->count >= c->cap)
        return;
    UiChoice *it = &c->items[c->count++];
    snprintf(it->name, sizeof it->name, "%.*s", UI_CHOICE_NAME - 1, name);
    snprintf(it->label, sizeof it->label, "%.*s", UI_CHOICE_LABEL - 1, label);
    it->r = r;
    it->selected = selected;
}

int ui_choices_find(const UiChoices *c, const char *name)
{
    for (int i = 0; i < c->count; i++)
        if (!strcmp(c->items[i].name, name))
            return i;
    return -1;
}

int ui_choices_at(const UiChoices *c, int x, int y)
{
    for (int i = 0; i < c->count; i++) {
        SDL_Rect r = c->items[i].r;
        if (x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h)
            return i;
    }
    return -1;
}

bool ui_choices_rect(const UiChoices *c, const char *name, SDL_Rect *r)
{
    int i = ui_choices_find(c, name);
    if (i >= 0)
        *r = c->items[i].r;
    return i >= 0;
}
