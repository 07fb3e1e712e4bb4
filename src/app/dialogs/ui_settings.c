/* ui_settings.c — the settings dialog (see ui_settings.h). */
#include "ui_settings.h"

#include "app.h"
#include "i18n.h"
#include "movelabels.h"
#include "theme.h"
#include "ui_choices.h"
#include "ui_editor.h"
#include "ui_engines.h"
#include "ui_kit.h"

#include <stdio.h>
#include <string.h>

enum { ROWS = 7, NAME_ROW = 6, MAX_CHOICES = 20 };

static bool open_now;
static int hover = -1;
static SDL_Rect label_drawn[MAX_CHOICES]; /* where the last frame put each label */
static UiChoice choice_items[MAX_CHOICES];
static UiChoices choices = {choice_items, MAX_CHOICES, 0};
static Editor name_field; /* your name for saved games: typed while the dialog is open */

void ui_settings_open(void)
{
    open_now = true;
    hover = -1;
    editor_set(&name_field, app.player_name);
    editor_key(&name_field, &(SDL_Keysym){.sym = SDLK_END}, (SDL_Rect){0, 0, 1, 1});
}

void ui_settings_close(void)
{
    open_now = false;
    editor_free(&name_field);
}

/* The field's text becomes the setting: one line, what fits, saved at once. */
static void take_name(void)
{
    if (!name_field.changed)
        return;
    name_field.changed = false;
    const char *t = name_field.text ? name_field.text : "";
    size_t n = strcspn(t, "\r\n");
    if (n >= sizeof app.player_name)
        n = sizeof app.player_name - 1;
    while (n > 0 && ((unsigned char)t[n] & 0xC0) == 0x80) /* not inside a character */
        n--;
    snprintf(app.player_name, sizeof app.player_name, "%.*s", (int)n, t);
    app_save_settings();
}
bool ui_settings_active(void) { return open_now; }

static StrId theme_label(const char *name)
{
    if (!strcmp(name, "wood"))
        return S_THEME_WOOD;
    if (!strcmp(name, "blue"))
        return S_THEME_BLUE;
    if (!strcmp(name, "contrast"))
        return S_THEME_CONTRAST;
    return S_THEME_GREEN;
}

typedef struct Geo {
    SDL_Rect card, title, caption[ROWS], row[ROWS], close, engines;
} Geo;

static void geometry(Geo *g)
{
    int w = SDL_min(U(600), ui_lay.w - U(40));
    int cap_h = ren_line_height(U(13)), bh = U(36), gap = U(16);
    int h = U(24) + ren_line_height(U(20)) + U(16) + ROWS * (cap_h + U(6) + bh + gap) + bh + U(24);
    h = SDL_min(h, ui_lay.h - U(20));
    g->card = (SDL_Rect){(ui_lay.w - w) / 2, (ui_lay.h - h) / 2, w, h};
    int x = g->card.x + U(24), iw = w - U(48);
    int y = g->card.y + U(24);
    g->title = (SDL_Rect){x, y, iw, ren_line_height(U(20))};
    y += g->title.h + U(16);
    for (int i = 0; i < ROWS; i++) {
        g->caption[i] = (SDL_Rect){x, y, iw, cap_h};
        y += cap_h + U(6);
        g->row[i] = (SDL_Rect){x, y, iw, bh};
        y += bh + gap;
    }
    int cw = U(120);
    g->close = (SDL_Rect){g->card.x + w - U(24) - cw, g->card.y + h - U(24) - bh, cw, bh};
    g->engines = (SDL_Rect){x, g->close.y, U(160), bh};
}

static SDL_Rect cell(SDL_Rect row, int n, int i)
{
    int gap = U(8), w = (row.w - (n - 1) * gap) / n;
    return (SDL_Rect){row.x + i * (w + gap), row.y, w, row.h};
}

static int swatch_size(void) { return 2 * U(8); }

static SDL_Rect swatch_rect(SDL_Rect button)
{
    int size = swatch_size();
    return (SDL_Rect){button.x + U(8), button.y + (button.h - size) / 2, size, size};
}

bool ui_settings_label_clear(const char *name)
{
    for (int i = 0; i < choices.count && i < theme_count(); i++)
        if (!strcmp(choices.items[i].name, name)) {
            SDL_Rect sw = swatch_rect(choices.items[i].r), t = label_drawn[i];
            return t.x >= sw.x + sw.w || t.x + t.w <= sw.x;
        }
    return true;
}

static void add(const char *name, const char *label, SDL_Rect r, bool selected)
{
    ui_choices_add(&choices, name, label, r, selected);
}

/* The notations: each variant's own, SAN, coordinates, and those of the current
 * variant's family (shogi's Western and Japanese, xiangqi's WXF and Chinese, janggi's). */
static void notation_row(SDL_Rect row)
{
    static const struct {
        NotationId id;
        StrId label;
    } family[] = {{NOTATION_HODGES, S_NOTATION_HODGES}, {NOTATION_JAPANESE, S_NOTATION_JAPANESE},
                  {NOTATION_WXF, S_NOTATION_WXF},       {NOTATION_CHINESE, S_NOTATION_CHINESE},
                  {NOTATION_JANGGI, S_NOTATION_JANGGI}};
    int n = 3, fits[5], nf = 0;
    for (int i = 0; i < 5; i++)
        if (app.variant && notation_fits(app.variant, family[i].id))
            fits[nf++] = i;
    n += nf;
    int shown = movelabels_notation(app.variant, app.notation_choice); /* what "own" gives here */
    add("notation-own", tr(S_NOTATION_OWN), cell(row, n, 0), app.notation_choice == NOTATION_OWN);
    add("notation-san", tr(S_NOTATION_SAN), cell(row, n, 1),
        app.notation_choice != NOTATION_OWN && shown == NOTATION_SAN);
    add("notation-coordinates", tr(S_NOTATION_COORDINATES), cell(row, n, 2),
        app.notation_choice != NOTATION_OWN && shown == NOTATION_COORDINATES);
    for (int i = 0; i < nf; i++) {
        char name[24];
        snprintf(name, sizeof name, "notation-%s", notation_name(family[fits[i]].id));
        add(name, tr(family[fits[i]].label), cell(row, n, 3 + i),
            app.notation_choice != NOTATION_OWN && shown == (int)family[fits[i]].id);
    }
}

static void layout(const Geo *g)
{
    choices.count = 0;
    int nt = theme_count();
    for (int i = 0; i < nt; i++) {
        char name[24];
        snprintf(name, sizeof name, "theme-%s", theme_at(i)->name);
        add(name, tr(theme_label(theme_at(i)->name)), cell(g->row[0], nt, i), theme_at(i) == theme_current());
    }
    add("animation-on", tr(S_ON), cell(g->row[1], 2, 0), app.animate);
    add("animation-off", tr(S_OFF), cell(g->row[1], 2, 1), !app.animate);
    add("sound-on", tr(S_ON), cell(g->row[2], 2, 0), app.sound);
    add("sound-off", tr(S_OFF), cell(g->row[2], 2, 1), !app.sound);
    notation_row(g->row[3]);
    add("your-side-on", tr(S_ON), cell(g->row[4], 2, 0), app.your_side_below);
    add("your-side-off", tr(S_OFF), cell(g->row[4], 2, 1), !app.your_side_below);
    add("pieces-characters", tr(S_PIECE_CHARACTERS), cell(g->row[5], 2, 0), !app.pictograms);
    add("pieces-pictograms", tr(S_PIECE_PICTOGRAMS), cell(g->row[5], 2, 1), app.pictograms);
    add("close", tr(S_CLOSE), g->close, false);
    add("engines", tr(S_ENGINES), g->engines, false);
}

bool ui_settings_choice_rect(const char *name, SDL_Rect *r)
{
    if (!open_now)
        return false;
    Geo g;
    geometry(&g);
    layout(&g);
    if (!strcmp(name, "player-name")) {
        *r = g.row[NAME_ROW];
        return true;
    }
    return ui_choices_rect(&choices, name, r);
}

static void pick(const char *name)
{
    if (!strcmp(name, "close")) {
        ui_settings_close();
        return;
    }
    if (!strcmp(name, "engines")) { /* the engines take the settings' place */
        ui_settings_close();
        ui_engines_open();
        return;
    }
    if (!strncmp(name, "theme-", 6))
        theme_set(name + 6);
    else if (!strcmp(name, "animation-on") || !strcmp(name, "animation-off"))
        app.animate = !strcmp(name, "animation-on");
    else if (!strcmp(name, "sound-on") || !strcmp(name, "sound-off"))
        app.sound = !strcmp(name, "sound-on");
    else if (!strncmp(name, "notation-", 9)) {
        NotationId id;
        app.notation_choice = notation_from_name(name + 9, &id) ? (int)id : NOTATION_OWN;
    }
    else if (!strncmp(name, "your-side-", 10))
        app.your_side_below = !strcmp(name, "your-side-on");
    else if (!strncmp(name, "pieces-", 7))
        app.pictograms = !strcmp(name, "pieces-pictograms");
    app.revision++; /* views that read a setting redraw (the move list's notation) */
    app_save_settings();
}

void ui_settings_draw(void)
{
    if (!open_now)
        return;
    Geo g;
    geometry(&g);
    layout(&g);
    ui_modal_card(g.card);
    ren_text_fit(U(20), true, tr(S_SETTINGS), g.title.x, g.title.y, g.title.w, C_TEXT);
    static const StrId captions[ROWS] = {S_THEME,           S_ANIMATION,   S_SOUND,      S_NOTATION,
                                         S_YOUR_SIDE_BELOW, S_PIECE_STYLE, S_PLAYER_NAME};
    for (int i = 0; i < ROWS; i++)
        ren_text(U(13), true, tr(captions[i]), g.caption[i].x, g.caption[i].y, C_DIM);
    editor_draw(&name_field, g.row[NAME_ROW]);
    /* each theme's button shows its two squares on the left, its label right of them */
    for (int i = 0; i < choices.count; i++) {
        const UiChoice *c = &choices.items[i];
        int inset = i < theme_count() ? U(8) + swatch_size() : 0;
        label_drawn[i] = ui_button_inset(c->r, inset, c->label, hover == i, true, c->selected);
    }
    for (int i = 0; i < theme_count() && i < choices.count; i++) {
        SDL_Rect sw = swatch_rect(choices.items[i].r);
        int q = sw.w / 2;
        ren_rect(sw, theme_at(i)->sq_light);
        ren_rect((SDL_Rect){sw.x + q, sw.y, q, q}, theme_at(i)->sq_dark);
        ren_rect((SDL_Rect){sw.x, sw.y + q, q, q}, theme_at(i)->sq_dark);
        ren_frame(sw, 1, RGBA(0, 0, 0, 120));
    }
}

static SDL_Rect name_box(void)
{
    Geo g;
    geometry(&g);
    return g.row[NAME_ROW];
}

static int hit(int x, int y)
{
    Geo g;
    geometry(&g);
    layout(&g);
    return ui_choices_at(&choices, x, y);
}

bool ui_settings_event(const SDL_Event *e, int mx, int my)
{
    if (!open_now)
        return false;
    switch (e->type) {
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_ESCAPE || e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_KP_ENTER) {
            ui_settings_close();
            return true;
        }
        if (editor_key(&name_field, &e->key.keysym, name_box())) {
            take_name();
            return true;
        }
        return false;
    case SDL_TEXTINPUT:
        editor_text_input(&name_field, e->text.text, name_box());
        take_name();
        return true;
    case SDL_MOUSEMOTION: {
        return ui_track_hover(&hover, hit(mx, my));
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (e->button.button != SDL_BUTTON_LEFT)
            return false;
        int h = hit(mx, my);
        Geo g;
        geometry(&g);
        if (in_rect(g.row[NAME_ROW], mx, my)) {
            editor_click(&name_field, g.row[NAME_ROW], mx, my, false);
            editor_release(&name_field);
        } else if (h >= 0) {
            char name[UI_CHOICE_NAME];
            snprintf(name, sizeof name, "%s", choices.items[h].name);
            pick(name);
        } else if (!in_rect(g.card, mx, my)) {
            ui_settings_close(); /* a click beside the card closes it */
        }
        return true;
    }
    default: return false;
    }
}
