/* ui_netline.c — the network game's one-line questions (see ui_netline.h): the field is
 * ui_editor's, kept to one line by the dialog (Enter answers, a paste's breaks go). */
#include "ui_netline.h"

#include "i18n.h"
#include "ui_editor.h"
#include "ui_kit.h"

#include <stdio.h>
#include <string.h>

static struct {
    bool open;
    char tag[32], title[160], note[400], ok[64];
    void (*done)(const char *text);
    Editor field;
    int hover; /* 0 OK, 1 Cancel, -1 none */
} nl = {.hover = -1};

typedef struct Geo {
    SDL_Rect card, title, field, note, button[2];
} Geo;

static void geometry(Geo *g)
{
    int w = SDL_min(U(560), ui_lay.w - U(40)), pad = U(24);
    int title_h = ren_line_height(U(20)), field_h = ren_line_height(U(14)) + U(16);
    int note_h = ren_line_height(U(12)) * 3, bh = U(36);
    int h = pad + title_h + U(16) + field_h + U(8) + note_h + U(16) + bh + pad;
    g->card = (SDL_Rect){(ui_lay.w - w) / 2, (ui_lay.h - h) / 2, w, h};
    int x = g->card.x + pad, iw = w - 2 * pad, y = g->card.y + pad;
    g->title = (SDL_Rect){x, y, iw, title_h};
    y += title_h + U(16);
    g->field = (SDL_Rect){x, y, iw, field_h};
    y += field_h + U(8);
    g->note = (SDL_Rect){x, y, iw, note_h};
    int bw = U(130);
    g->button[0] = (SDL_Rect){g->card.x + w - pad - bw, g->card.y + h - pad - bh, bw, bh};
    g->button[1] = (SDL_Rect){g->button[0].x - U(10) - bw, g->button[0].y, bw, bh};
}

void ui_netline_open(const char *tag, const char *title, const char *note, const char *text, const char *ok,
                     void (*done)(const char *text))
{
    ui_netline_close();
    snprintf(nl.tag, sizeof nl.tag, "%s", tag);
    snprintf(nl.title, sizeof nl.title, "%s", title);
    snprintf(nl.note, sizeof nl.note, "%s", note);
    snprintf(nl.ok, sizeof nl.ok, "%s", ok);
    nl.done = done;
    editor_set(&nl.field, text ? text : "");
    nl.field.anchor = 0;
    nl.field.caret = (int)strlen(nl.field.text);
    nl.hover = -1;
    nl.open = true;
    SDL_StartTextInput();
}

void ui_netline_close(void)
{
    if (!nl.open)
        return;
    nl.open = false;
    editor_free(&nl.field);
}

bool ui_netline_active(void) { return nl.open; }
const char *ui_netline_tag(void) { return nl.open ? nl.tag : ""; }
const char *ui_netline_text(void) { return nl.open && nl.field.text ? nl.field.text : ""; }

/* OK: the line (one line, whatever a paste brought) goes to `done`, which may open
 * another dialog, so this one is closed first. */
static void answer(void)
{
    char text[1024];
    snprintf(text, sizeof text, "%s", ui_netline_text());
    for (char *p = text; *p; p++)
        if (*p == '\n' || *p == '\r' || *p == '\t')
            *p = ' ';
    void (*done)(const char *) = nl.done;
    ui_netline_close();
    if (done)
        done(text);
}

static int hit(const Geo *g, int x, int y)
{
    for (int i = 0; i < 2; i++)
        if (in_rect(g->button[i], x, y))
            return i;
    return -1;
}

static bool key(const SDL_Keysym *k, SDL_Rect box)
{
    if (k->sym == SDLK_ESCAPE)
        ui_netline_close();
    else if (k->sym == SDLK_RETURN || k->sym == SDLK_KP_ENTER)
        answer();
    else
        return editor_key(&nl.field, k, box);
    return true;
}

bool ui_netline_event(const SDL_Event *e, int mx, int my)
{
    if (!nl.open)
        return false;
    Geo g;
    geometry(&g);
    switch (e->type) {
    case SDL_KEYDOWN: return key(&e->key.keysym, g.field);
    case SDL_TEXTINPUT:
        editor_text_input(&nl.field, e->text.text, g.field);
        return true;
    case SDL_MOUSEMOTION: {
        if (nl.field.dragging)
            editor_drag(&nl.field, g.field, mx, my);
        int h = hit(&g, mx, my);
        bool changed = h != nl.hover || nl.field.dragging;
        nl.hover = h;
        return changed;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button != SDL_BUTTON_LEFT)
            return false;
        if (in_rect(g.field, mx, my))
            editor_click(&nl.field, g.field, mx, my, (SDL_GetModState() & KMOD_SHIFT) != 0);
        else if (hit(&g, mx, my) == 0)
            answer();
        else if (hit(&g, mx, my) == 1 || !in_rect(g.card, mx, my))
            ui_netline_close();
        return true;
    case SDL_MOUSEBUTTONUP:
        editor_release(&nl.field);
        return true;
    default: return false;
    }
}

bool ui_netline_button_rect(int i, SDL_Rect *r)
{
    if (!nl.open || i < 0 || i > 1)
        return false;
    Geo g;
    geometry(&g);
    *r = g.button[i];
    return true;
}

void ui_netline_draw(void)
{
    if (!nl.open)
        return;
    Geo g;
    geometry(&g);
    ui_modal_card(g.card);
    ren_text_fit(U(20), true, nl.title, g.title.x, g.title.y, g.title.w, C_TEXT);
    editor_draw(&nl.field, g.field);
    ren_text_wrap(U(12), false, nl.note, g.note, 3, C_DIM, true);
    ui_button(g.button[0], nl.ok, nl.hover == 0, true, true);
    ui_button(g.button[1], tr(S_CANCEL), nl.hover == 1, true, false);
}
