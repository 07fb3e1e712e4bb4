/* ui_engines.c — the engines dialog (see ui_engines.h). */
#include "ui_engines.h"

#include "app.h"
#include "engine_list.h"
#include "extengine.h"
#include "i18n.h"
#include "timesrc.h"
#include "ui_choices.h"
#include "ui_editor.h"
#include "ui_kit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_CHOICES = 160, CHOICE_NAME = UI_CHOICE_NAME, OPTION_ROWS_MAX = 40 };

static bool open_now;
static int hover = -1;
static Editor field; /* the command line typed */
static int selected = -1; /* the engine whose options show */
static int scroll;        /* options scrolled past */
static int count_seen;    /* engines listed at the last layout: a new one gets selected */
static char editing[EC_NAME_MAX]; /* a text option being typed in the field ("" : a command) */
static UiChoice choice_items[MAX_CHOICES];
static UiChoices choices = {choice_items, MAX_CHOICES, 0};

typedef struct Geo {
    SDL_Rect card, title, caption, field, add, status, rows, options_caption, options, close;
    int row_h;
} Geo;

static void geometry(Geo *g)
{
    int w = SDL_min(U(760), ui_lay.w - U(40)), h = SDL_min(U(680), ui_lay.h - U(20));
    g->card = (SDL_Rect){(ui_lay.w - w) / 2, (ui_lay.h - h) / 2, w, h};
    int pad = U(20), x = g->card.x + pad, iw = w - 2 * pad, y = g->card.y + pad;
    int cap_h = ren_line_height(U(13)), bh = U(32);
    g->row_h = bh + U(6);
    g->title = (SDL_Rect){x, y, iw, ren_line_height(U(20))};
    y += g->title.h + U(12);
    g->caption = (SDL_Rect){x, y, iw, cap_h};
    y += cap_h + U(4);
    int aw = U(110);
    g->field = (SDL_Rect){x, y, iw - aw - U(8), bh};
    g->add = (SDL_Rect){x + iw - aw, y, aw, bh};
    y += bh + U(6);
    g->status = (SDL_Rect){x, y, iw, cap_h};
    y += cap_h + U(8);
    g->rows = (SDL_Rect){x, y, iw, (1 + SDL_max(engine_list_count(), 1)) * g->row_h};
    y += g->rows.h + U(8);
    g->options_caption = (SDL_Rect){x, y, iw, cap_h};
    y += cap_h + U(4);
    g->close = (SDL_Rect){g->card.x + w - pad - U(120), g->card.y + h - pad - bh, U(120), bh};
    g->options = (SDL_Rect){x, y, iw, SDL_max(0, g->close.y - U(8) - y)};
}

static void add(const char *name, const char *label, SDL_Rect r, bool sel) { ui_choices_add(&choices, name, label, r, sel); }

/* One row of the list: the engine (or Ours) and its role buttons. */
static void layout_row(const Geo *g, int row, int i)
{
    SDL_Rect r = {g->rows.x, g->rows.y + row * g->row_h, g->rows.w, g->row_h - U(6)};
    int bw = U(150), rw = U(90), gap = U(6);
    bool ours = i < 0;
    int right = ours ? 2 * (bw + gap) : 2 * (bw + gap) + rw + gap;
    SDL_Rect name = {r.x, r.y, r.w - right, r.h};
    SDL_Rect plays = {name.x + name.w + gap, r.y, bw, r.h}, analyses = {plays.x + bw + gap, r.y, bw, r.h};
    char id[CHOICE_NAME], label[160];
    const EngineSetting *s = engine_list_setting(i);
    snprintf(id, sizeof id, ours ? "ours" : "engine-%d", i);
    if (ours)
        snprintf(label, sizeof label, "%s", tr(S_ENGINE_OURS));
    else
        snprintf(label, sizeof label, "%.100s · %s", s->name, s->protocol);
    add(id, label, name, !ours && i == selected);
    snprintf(id, sizeof id, ours ? "plays-ours" : "plays-%d", i);
    add(id, tr(S_ENGINE_PLAYS), plays, engine_list_role(ROLE_COMPUTER) == i);
    snprintf(id, sizeof id, ours ? "analyses-ours" : "analyses-%d", i);
    add(id, tr(S_ENGINE_ANALYSES), analyses, engine_list_role(ROLE_ANALYSIS) == i);
    if (!ours) {
        snprintf(id, sizeof id, "remove-%d", i);
        add(id, tr(S_ENGINE_REMOVE), (SDL_Rect){analyses.x + bw + gap, r.y, rw, r.h}, false);
    }
}

/* An option's controls at the right of its row. */
static void layout_option(SDL_Rect row, const EcOption *o, const char *value)
{
    char id[CHOICE_NAME], label[160];
    int cw = U(220), sw = U(36);
    SDL_Rect control = {row.x + row.w - cw, row.y, cw, row.h};
    snprintf(id, sizeof id, "opt:%s", o->name);
    if (o->type == EC_OPT_SPIN) {
        snprintf(id, sizeof id, "opt:%s:-", o->name);
        add(id, "-", (SDL_Rect){control.x, row.y, sw, row.h}, false);
        snprintf(id, sizeof id, "opt:%s:+", o->name);
        add(id, "+", (SDL_Rect){control.x + cw - sw, row.y, sw, row.h}, false);
        snprintf(id, sizeof id, "opt:%s", o->name);
        control = (SDL_Rect){control.x + sw + U(4), row.y, cw - 2 * sw - U(8), row.h};
    }
    bool on = !strcmp(value, "true") || !strcmp(value, "1");
    if (o->type == EC_OPT_CHECK)
        snprintf(label, sizeof label, "%s", tr(on ? S_ON : S_OFF));
    else if (o->type == EC_OPT_BUTTON)
        snprintf(label, sizeof label, "%.60s", o->name);
    else
        snprintf(label, sizeof label, "%.150s", value[0] ? value : "—");
    add(id, label, control, o->type == EC_OPT_CHECK && on);
}

static int option_rows(const Geo *g) { return SDL_min(OPTION_ROWS_MAX, g->options.h / g->row_h); }

static void layout(const Geo *g)
{
    if (engine_list_count() > count_seen) { /* just added: its options show */
        selected = engine_list_count() - 1;
        scroll = 0;
    }
    count_seen = engine_list_count();
    choices.count = 0;
    add("add", tr(editing[0] ? S_ENGINE_SET : S_ENGINE_ADD), g->add, false);
    add("close", tr(S_CLOSE), g->close, false);
    layout_row(g, 0, -1);
    for (int i = 0; i < engine_list_count(); i++)
        layout_row(g, i + 1, i);
    EcEngine *ec = engine_list_engine(selected);
    if (!ec)
        return;
    int rows = option_rows(g);
    for (int k = 0; k < rows && scroll + k < ec->noptions; k++) {
        const EcOption *o = &ec->options[scroll + k];
        SDL_Rect row = {g->options.x, g->options.y + k * g->row_h, g->options.w, g->row_h - U(6)};
        layout_option(row, o, engine_list_option_value(selected, o->name));
    }
}

void ui_engines_open(void)
{
    editing[0] = '\0';
    open_now = true;
    hover = -1;
    scroll = 0;
    selected = engine_list_count() > 0 ? 0 : -1;
    count_seen = engine_list_count();
    if (selected >= 0)
        engine_list_ready(selected, time_now_ms()); /* its options come when it answers */
    editor_set(&field, "");
    SDL_StartTextInput();
}

void ui_engines_close(void)
{
    open_now = false;
    editor_free(&field);
}

bool ui_engines_active(void) { return open_now; }

/* The choices as the window's size and the list stand now. */
static void lay_out(void)
{
    Geo g;
    geometry(&g);
    layout(&g);
}

bool ui_engines_choice_rect(const char *name, SDL_Rect *r)
{
    if (!open_now)
        return false;
    lay_out();
    return ui_choices_rect(&choices, name, r);
}

/* A spin's step: about fifty steps from end to end. */
static long long spin_step(const EcOption *o) { return SDL_max(1, (o->max - o->min) / 50); }

/* The value after one click on an option's control (`how`: '-', '+' or 0). */
static void next_value(const EcOption *o, const char *now, char how, char *out, size_t size)
{
    snprintf(out, size, "%s", now);
    if (o->type == EC_OPT_CHECK) {
        bool on = !strcmp(now, "true") || !strcmp(now, "1");
        snprintf(out, size, "%s", on ? "false" : "true");
    } else if (o->type == EC_OPT_SPIN && how) {
        long long v = atoll(now) + (how == '+' ? spin_step(o) : -spin_step(o));
        snprintf(out, size, "%lld", SDL_max(o->min, SDL_min(o->max, v)));
    } else if (o->type == EC_OPT_COMBO) { /* the choice after this one, round */
        const char *at = o->choices;
        for (const char *s = o->choices; *s; s = strchr(s, '\n') + 1) {
            size_t len = strcspn(s, "\n");
            if (len == strlen(now) && !strncmp(s, now, len) && s[len] && s[len + 1])
                at = s + len + 1;
        }
        snprintf(out, size, "%.*s", (int)strcspn(at, "\n"), at);
    }
}

static void pick_option(const char *spec)
{
    EcEngine *ec = engine_list_engine(selected);
    char name[EC_NAME_MAX];
    snprintf(name, sizeof name, "%.*s", (int)sizeof name - 1, spec);
    char how = 0;
    size_t n = strlen(name);
    if (n > 2 && name[n - 2] == ':' && (name[n - 1] == '-' || name[n - 1] == '+')) {
        how = name[n - 1];
        name[n - 2] = '\0';
    }
    EcOption *o = ec ? ec_engine_option(ec, name) : NULL;
    if (!o)
        return;
    if (o->type == EC_OPT_STRING) { /* typed in the field, set by Enter or Set */
        snprintf(editing, sizeof editing, "%s", name);
        editor_set(&field, engine_list_option_value(selected, name));
        field.caret = field.anchor = (int)strlen(field.text ? field.text : "");
        return;
    }
    char value[EC_VALUE_MAX];
    next_value(o, engine_list_option_value(selected, name), how, value, sizeof value);
    engine_list_set_option(selected, name, value);
}

/* Another engine plays (or analyses) from now on: what thinks for the old one stops. */
static void choose(EngineRole role, int i)
{
    extengine_cancel();
    engine_list_set_role(role, engine_list_role(role) == i ? -1 : i);
    if (role == ROLE_COMPUTER && extengine_take_fault())
        app_continue(); /* the computer had stopped on that engine's fault: play on */
}

/* The field's line: the command of an engine to add, or the text option being edited. */
static void add_typed(void)
{
    char text[SETTINGS_ENGINE_COMMAND];
    snprintf(text, sizeof text, "%s", field.text ? field.text : "");
    text[strcspn(text, "\r\n")] = '\0';
    if (editing[0]) {
        engine_list_set_option(selected, editing, text);
        editing[0] = '\0';
        editor_set(&field, "");
    } else if (engine_list_add(text, time_now_ms())) {
        editor_set(&field, "");
    }
}

static void remove_engine(int i)
{
    editing[0] = '\0';
    extengine_cancel(); /* only its process stops: the game is never touched */
    engine_list_remove(i);
    if (selected >= engine_list_count())
        selected = engine_list_count() - 1;
    scroll = 0;
}

static void pick(const char *name)
{
    int i = -1;
    if (!strcmp(name, "close"))
        ui_engines_close();
    else if (!strcmp(name, "add"))
        add_typed();
    else if (!strcmp(name, "plays-ours"))
        choose(ROLE_COMPUTER, -1);
    else if (!strcmp(name, "analyses-ours"))
        choose(ROLE_ANALYSIS, -1);
    else if (sscanf(name, "engine-%d", &i) == 1) {
        selected = i;
        scroll = 0;
        engine_list_ready(i, time_now_ms());
    } else if (sscanf(name, "plays-%d", &i) == 1)
        choose(ROLE_COMPUTER, i);
    else if (sscanf(name, "analyses-%d", &i) == 1)
        choose(ROLE_ANALYSIS, i);
    else if (sscanf(name, "remove-%d", &i) == 1)
        remove_engine(i);
    else if (!strncmp(name, "opt:", 4))
        pick_option(name + 4);
    app.revision++; /* the panel shows who plays */
    app_save_settings();
}

void ui_engines_text(char *buf, size_t size)
{
    size_t n = (size_t)snprintf(buf, size, "%s%s%s", tr(S_ENGINE_OURS), engine_list_role(ROLE_COMPUTER) < 0 ? " · plays" : "",
                                engine_list_role(ROLE_ANALYSIS) < 0 ? " · analyses" : "");
    for (int i = 0; i < engine_list_count() && n < size; i++) {
        const EngineSetting *s = engine_list_setting(i);
        n += (size_t)snprintf(buf + n, size - n, " | %s · %s%s%s", s->name, s->protocol,
                              engine_list_role(ROLE_COMPUTER) == i ? " · plays" : "",
                              engine_list_role(ROLE_ANALYSIS) == i ? " · analyses" : "");
    }
    EcEngine *ec = engine_list_engine(selected);
    for (int k = 0; ec && k < ec->noptions && n < size; k++)
        n += (size_t)snprintf(buf + n, size - n, " | %s=%s", ec->options[k].name,
                              engine_list_option_value(selected, ec->options[k].name));
}

static void draw_status(const Geo *g)
{
    char text[1400];
    const char *adding = engine_list_adding();
    if (adding)
        snprintf(text, sizeof text, tr(S_ENGINE_DETECTING_FMT), adding);
    else if (engine_list_add_error()[0])
        snprintf(text, sizeof text, tr(S_EXT_ADD_FAILED_FMT), engine_list_add_error());
    else if (engine_list_count() == 0)
        snprintf(text, sizeof text, "%s", tr(S_ENGINE_NONE));
    else
        text[0] = '\0';
    ren_text_fit(U(13), false, text, g->status.x, g->status.y, g->status.w, C_DIM);
}

/* The option names left of their controls. */
static void draw_option_names(const Geo *g)
{
    EcEngine *ec = engine_list_engine(selected);
    if (!ec)
        return;
    char caption[200];
    snprintf(caption, sizeof caption, "%s — %.150s", tr(S_ENGINE_OPTIONS), engine_list_setting(selected)->name);
    ren_text_fit(U(13), true, caption, g->options_caption.x, g->options_caption.y, g->options_caption.w, C_DIM);
    int rows = option_rows(g);
    for (int k = 0; k < rows && scroll + k < ec->noptions; k++) {
        int y = g->options.y + k * g->row_h + (g->row_h - U(6) - ren_line_height(U(14))) / 2;
        ren_text_fit(U(14), false, ec->options[scroll + k].name, g->options.x, y, g->options.w - U(230), C_TEXT);
    }
}

void ui_engines_draw(void)
{
    if (!open_now)
        return;
    Geo g;
    geometry(&g);
    layout(&g);
    ui_modal_card(g.card);
    ren_text_fit(U(20), true, tr(S_ENGINES_TITLE), g.title.x, g.title.y, g.title.w, C_TEXT);
    char caption[200];
    if (editing[0])
        snprintf(caption, sizeof caption, tr(S_ENGINE_OPTION_TEXT_FMT), editing);
    else
        snprintf(caption, sizeof caption, "%s", tr(S_ENGINE_COMMAND));
    ren_text_fit(U(13), true, caption, g.caption.x, g.caption.y, g.caption.w, C_DIM);
    editor_draw(&field, g.field);
    draw_status(&g);
    draw_option_names(&g);
    for (int i = 0; i < choices.count; i++) {
        const UiChoice *c = &choices.items[i];
        ui_button(c->r, c->label, hover == i, true, c->selected || !strcmp(c->name, "add"));
    }
}

static int hit(int x, int y)
{
    lay_out();
    return ui_choices_at(&choices, x, y);
}

static bool key_event(const SDL_Keysym *k)
{
    Geo g;
    geometry(&g);
    if (k->sym == SDLK_ESCAPE)
        ui_engines_close();
    else if (k->sym == SDLK_RETURN || k->sym == SDLK_KP_ENTER)
        add_typed();
    else
        return editor_key(&field, k, g.field);
    return true;
}

static bool click(int mx, int my)
{
    Geo g;
    geometry(&g);
    int h = hit(mx, my);
    if (in_rect(g.field, mx, my)) {
        editor_click(&field, g.field, mx, my, (SDL_GetModState() & KMOD_SHIFT) != 0);
    } else if (h >= 0) {
        char name[CHOICE_NAME];
        snprintf(name, sizeof name, "%s", choices.items[h].name);
        pick(name);
    } else if (!in_rect(g.card, mx, my)) {
        ui_engines_close(); /* a click beside the card closes it */
    }
    return true;
}

static bool wheel(int dy)
{
    EcEngine *ec = engine_list_engine(selected);
    Geo g;
    geometry(&g);
    int most = ec ? SDL_max(0, ec->noptions - option_rows(&g)) : 0;
    int was = scroll;
    scroll = SDL_max(0, SDL_min(most, scroll - dy));
    return scroll != was;
}

bool ui_engines_event(const SDL_Event *e, int mx, int my)
{
    if (!open_now)
        return false;
    Geo g;
    geometry(&g);
    switch (e->type) {
    case SDL_KEYDOWN: return key_event(&e->key.keysym);
    case SDL_TEXTINPUT: editor_text_input(&field, e->text.text, g.field); return true;
    case SDL_MOUSEMOTION:
        if (field.dragging)
            editor_drag(&field, g.field, mx, my);
        return ui_track_hover(&hover, hit(mx, my)) || field.dragging;
    case SDL_MOUSEBUTTONDOWN: return e->button.button == SDL_BUTTON_LEFT && click(mx, my);
    case SDL_MOUSEBUTTONUP: editor_release(&field); return true;
    case SDL_MOUSEWHEEL: return wheel(e->wheel.y);
    default: return false;
    }
}
