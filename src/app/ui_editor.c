/* ui_editor.c — the script editor (see ui_editor.h). */
#include "ui_editor.h"

#include "ren.h"
#include "theme.h"
#include "ui.h"

#include <stdlib.h>
#include <string.h>

static int font_px(void) { return U(14); }
static int line_h(void) { return ren_line_height(font_px()); }

/* The text area inside the box. */
static SDL_Rect inner_of(SDL_Rect box) { return (SDL_Rect){box.x + U(10), box.y + U(8), box.w - U(20), box.h - U(16)}; }

static int line_start(const char *t, int at)
{
    while (at > 0 && t[at - 1] != '\n')
        at--;
    return at;
}

static int line_end(const char *t, int at)
{
    while (t[at] && t[at] != '\n')
        at++;
    return at;
}

static int line_of(const char *t, int at)
{
    int n = 0;
    for (int i = 0; i < at; i++)
        n += t[i] == '\n';
    return n;
}

static int width_of(const char *s, int len)
{
    char buf[1024];
    if (len <= 0)
        return 0;
    if (len > (int)sizeof buf - 1)
        len = (int)sizeof buf - 1;
    memcpy(buf, s, (size_t)len);
    buf[len] = '\0';
    return ren_text_width(font_px(), FACE_MONO, buf);
}

/* The character boundary in [start, end] nearest to x pixels from the line start. */
static int byte_at_x(const char *t, int start, int end, int x)
{
    int best = start, best_d = 1 << 30;
    for (int i = start; i <= end; i++) {
        if (i > start && i < end && ((unsigned char)t[i] & 0xc0) == 0x80)
            continue;
        int d = abs(width_of(t + start, i - start) - x);
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return best;
}

static int prev_char(const char *t, int at)
{
    if (at <= 0)
        return 0;
    do
        at--;
    while (at > 0 && ((unsigned char)t[at] & 0xc0) == 0x80);
    return at;
}

static int next_char(const char *t, int at)
{
    if (!t[at])
        return at;
    do
        at++;
    while (t[at] && ((unsigned char)t[at] & 0xc0) == 0x80);
    return at;
}

static void clamp_scroll(Editor *ed, SDL_Rect box)
{
    int max = (line_of(ed->text, (int)strlen(ed->text)) + 1) * line_h() - inner_of(box).h;
    if (ed->scroll_px > max)
        ed->scroll_px = max;
    if (ed->scroll_px < 0)
        ed->scroll_px = 0;
}

static void keep_caret_visible(Editor *ed, SDL_Rect box)
{
    int y = line_of(ed->text, ed->caret) * line_h();
    int h = inner_of(box).h;
    if (y < ed->scroll_px)
        ed->scroll_px = y;
    if (y + line_h() > ed->scroll_px + h)
        ed->scroll_px = y + line_h() - h;
    if (ed->scroll_px < 0)
        ed->scroll_px = 0;
}

bool editor_set(Editor *ed, const char *s)
{
    if (!ed->text)
        ed->text = malloc(EDITOR_MAX);
    if (!ed->text)
        return false;
    size_t n = strlen(s);
    if (n >= EDITOR_MAX)
        n = EDITOR_MAX - 1;
    memcpy(ed->text, s, n);
    ed->text[n] = '\0';
    ed->caret = (int)n;
    ed->scroll_px = 0;
    ed->changed = true;
    return true;
}

void editor_free(Editor *ed)
{
    free(ed->text);
    memset(ed, 0, sizeof *ed);
}

void editor_insert(Editor *ed, const char *s)
{
    size_t n = strlen(s), len = strlen(ed->text);
    if (len + n + 1 >= EDITOR_MAX)
        return;
    memmove(ed->text + ed->caret + n, ed->text + ed->caret, len - (size_t)ed->caret + 1);
    memcpy(ed->text + ed->caret, s, n);
    ed->caret += (int)n;
    ed->changed = true;
}

static void erase(Editor *ed, int from, int to)
{
    if (from >= to)
        return;
    memmove(ed->text + from, ed->text + to, strlen(ed->text + to) + 1);
    ed->caret = from;
    ed->changed = true;
}

void editor_text_input(Editor *ed, const char *s, SDL_Rect box)
{
    editor_insert(ed, s);
    keep_caret_visible(ed, box);
}

bool editor_key(Editor *ed, const SDL_Keysym *k, SDL_Rect box)
{
    char *t = ed->text;
    bool ctrl = (k->mod & KMOD_CTRL) != 0;
    int ls = line_start(t, ed->caret);
    switch (k->sym) {
    case SDLK_BACKSPACE: erase(ed, prev_char(t, ed->caret), ed->caret); break;
    case SDLK_DELETE: erase(ed, ed->caret, next_char(t, ed->caret)); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: {
        /* a new line keeps the indentation of this one */
        char ins[64] = "\n";
        int n = 1;
        for (int i = ls; (t[i] == ' ' || t[i] == '\t') && n < 60; i++)
            ins[n++] = t[i];
        ins[n] = '\0';
        editor_insert(ed, ins);
        break;
    }
    case SDLK_TAB: editor_insert(ed, "    "); break;
    case SDLK_LEFT: ed->caret = prev_char(t, ed->caret); break;
    case SDLK_RIGHT: ed->caret = next_char(t, ed->caret); break;
    case SDLK_HOME: ed->caret = ctrl ? 0 : ls; break;
    case SDLK_END: ed->caret = ctrl ? (int)strlen(t) : line_end(t, ed->caret); break;
    case SDLK_UP:
    case SDLK_DOWN: {
        int x = width_of(t + ls, ed->caret - ls);
        if (k->sym == SDLK_UP && ls > 0) {
            int ps = line_start(t, ls - 1);
            ed->caret = byte_at_x(t, ps, ls - 1, x);
        } else if (k->sym == SDLK_DOWN) {
            int le = line_end(t, ed->caret);
            if (t[le])
                ed->caret = byte_at_x(t, le + 1, line_end(t, le + 1), x);
        }
        break;
    }
    case SDLK_v: {
        if (!ctrl)
            return false;
        char *clip = SDL_GetClipboardText();
        if (clip) {
            for (char *p = clip; *p; p++)
                if (*p == '\r')
                    *p = ' ';
            editor_insert(ed, clip);
            SDL_free(clip);
        }
        break;
    }
    case SDLK_c:
        if (!ctrl)
            return false;
        SDL_SetClipboardText(t);
        break;
    default: return false;
    }
    keep_caret_visible(ed, box);
    return true;
}

void editor_click(Editor *ed, SDL_Rect box, int x, int y)
{
    SDL_Rect in = inner_of(box);
    int line = (y - in.y + ed->scroll_px) / line_h();
    int at = 0;
    for (int l = 0; l < line && ed->text[line_end(ed->text, at)]; l++)
        at = line_end(ed->text, at) + 1;
    ed->caret = byte_at_x(ed->text, at, line_end(ed->text, at), x - in.x);
}

void editor_wheel(Editor *ed, SDL_Rect box, int dy)
{
    ed->scroll_px -= dy * line_h() * 3;
    clamp_scroll(ed, box);
}

void editor_draw(const Editor *ed, SDL_Rect box)
{
    ren_round_rect(box, U(8), RGB(0x17, 0x18, 0x1b));
    SDL_Rect in = inner_of(box);
    ren_clip(&in);
    const char *t = ed->text;
    int lh = line_h(), px = font_px();
    int y = in.y - ed->scroll_px;
    int caret_line = line_of(t, ed->caret);
    char buf[1024];
    for (int at = 0, line = 0;; line++) {
        int end = line_end(t, at);
        if (y + lh >= in.y && y <= in.y + in.h) {
            int len = SDL_min(end - at, (int)sizeof buf - 1);
            memcpy(buf, t + at, (size_t)len);
            buf[len] = '\0';
            /* comments in a quieter colour */
            char *hash = strchr(buf, '#');
            int x = in.x;
            if (hash) {
                *hash = '\0';
                x += ren_text(px, FACE_MONO, buf, x, y, C_TEXT);
                *hash = '#';
                ren_text(px, FACE_MONO, hash, x, y, RGB(0x7d, 0x9a, 0x6a));
            } else {
                ren_text(px, FACE_MONO, buf, x, y, C_TEXT);
            }
            if (line == caret_line)
                ren_rect((SDL_Rect){in.x + width_of(t + at, ed->caret - at), y + U(2), U(2), lh - U(4)}, C_ACCENT_HOVER);
        }
        y += lh;
        if (!t[end])
            break;
        at = end + 1;
    }
    ren_clip(NULL);
}
