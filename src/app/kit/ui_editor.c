/* ui_editor.c — the script editor (see ui_editor.h). */
#include "ui_editor.h"

#include "ren.h"
#include "theme.h"
#include "ui_kit.h"

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

/* ---- selection -------------------------------------------------------------------- */

static void sel_range(const Editor *ed, int *a, int *b)
{
    *a = SDL_min(ed->anchor, ed->caret);
    *b = SDL_max(ed->anchor, ed->caret);
}

static bool has_selection(const Editor *ed) { return ed->anchor != ed->caret; }

void editor_selection(const Editor *ed, char *buf, size_t size)
{
    int a, b;
    sel_range(ed, &a, &b);
    size_t n = (size_t)(b - a);
    if (!size)
        return;
    if (n >= size)
        n = size - 1;
    memcpy(buf, ed->text + a, n);
    buf[n] = '\0';
}

/* ---- undo ---------------------------------------------------------------------------- */

enum { EDIT_NONE, EDIT_TYPE, EDIT_OTHER };

static void drop_snapshots(EditorSnapshot *list, int *n)
{
    for (int i = 0; i < *n; i++)
        free(list[i].text);
    *n = 0;
}

static bool push_snapshot(EditorSnapshot *list, int *n, const char *text, int caret)
{
    char *copy = strdup(text);
    if (!copy)
        return false;
    if (*n == EDITOR_UNDO) { /* the oldest state goes */
        free(list[0].text);
        memmove(list, list + 1, sizeof *list * (EDITOR_UNDO - 1));
        (*n)--;
    }
    list[*n].text = copy;
    list[*n].caret = caret;
    (*n)++;
    return true;
}

/* Called before every edit: keeps the state before it, except in a run of typing,
 * which undoes as one. */
static void remember(Editor *ed, int kind)
{
    if (!(kind == EDIT_TYPE && ed->last_edit == EDIT_TYPE) || ed->nundo == 0)
        push_snapshot(ed->undo, &ed->nundo, ed->text, ed->caret);
    drop_snapshots(ed->redo, &ed->nredo);
    ed->last_edit = kind;
}

static void restore(Editor *ed, EditorSnapshot *from, int *nfrom, EditorSnapshot *to, int *nto)
{
    if (*nfrom == 0)
        return;
    push_snapshot(to, nto, ed->text, ed->caret);
    EditorSnapshot *s = &from[--(*nfrom)];
    snprintf(ed->text, EDITOR_MAX, "%s", s->text);
    ed->caret = ed->anchor = SDL_min(s->caret, (int)strlen(ed->text));
    free(s->text);
    s->text = NULL;
    ed->changed = true;
    ed->last_edit = EDIT_NONE;
}

/* ---- editing -------------------------------------------------------------------------- */

bool editor_set(Editor *ed, const char *s)
{
    if (!ed->text) {
        ed->text = malloc(EDITOR_MAX);
        if (!ed->text)
            return false;
        ed->text[0] = '\0';
    } else if (ed->text[0]) {
        remember(ed, EDIT_OTHER); /* a sample loaded over the text can be undone */
    }
    size_t n = strlen(s);
    if (n >= EDITOR_MAX)
        n = EDITOR_MAX - 1;
    memcpy(ed->text, s, n);
    ed->text[n] = '\0';
    ed->caret = ed->anchor = (int)n;
    ed->scroll_px = 0;
    ed->changed = true;
    ed->last_edit = EDIT_NONE;
    return true;
}

void editor_free(Editor *ed)
{
    drop_snapshots(ed->undo, &ed->nundo);
    drop_snapshots(ed->redo, &ed->nredo);
    free(ed->text);
    memset(ed, 0, sizeof *ed);
}

static void erase(Editor *ed, int from, int to)
{
    if (from >= to)
        return;
    memmove(ed->text + from, ed->text + to, strlen(ed->text + to) + 1);
    ed->caret = ed->anchor = from;
    ed->changed = true;
}

static void erase_selection(Editor *ed)
{
    int a, b;
    sel_range(ed, &a, &b);
    erase(ed, a, b);
}

static void insert_raw(Editor *ed, const char *s)
{
    erase_selection(ed);
    size_t n = strlen(s), len = strlen(ed->text);
    if (len + n + 1 >= EDITOR_MAX)
        return;
    memmove(ed->text + ed->caret + n, ed->text + ed->caret, len - (size_t)ed->caret + 1);
    memcpy(ed->text + ed->caret, s, n);
    ed->caret += (int)n;
    ed->anchor = ed->caret;
    ed->changed = true;
}

void editor_insert(Editor *ed, const char *s)
{
    remember(ed, EDIT_OTHER);
    insert_raw(ed, s);
}

void editor_text_input(Editor *ed, const char *s, SDL_Rect box)
{
    /* a space ends a run of typing, so undo goes back word by word */
    remember(ed, has_selection(ed) || strchr(s, ' ') ? EDIT_OTHER : EDIT_TYPE);
    insert_raw(ed, s);
    keep_caret_visible(ed, box);
}

static void copy_selection(const Editor *ed)
{
    if (!has_selection(ed)) {
        SDL_SetClipboardText(ed->text); /* nothing selected: the whole script */
        return;
    }
    int a, b;
    sel_range(ed, &a, &b);
    char *buf = malloc((size_t)(b - a) + 1);
    if (!buf)
        return;
    editor_selection(ed, buf, (size_t)(b - a) + 1);
    SDL_SetClipboardText(buf);
    free(buf);
}

/* Moves the caret; with Shift the anchor stays, so the selection grows or shrinks. */
static void move_caret(Editor *ed, int to, bool shift)
{
    ed->caret = to;
    if (!shift)
        ed->anchor = to;
    ed->last_edit = EDIT_NONE;
}

bool editor_key(Editor *ed, const SDL_Keysym *k, SDL_Rect box)
{
    char *t = ed->text;
    bool ctrl = (k->mod & KMOD_CTRL) != 0;
    bool shift = (k->mod & KMOD_SHIFT) != 0;
    int ls = line_start(t, ed->caret);
    int a, b;
    sel_range(ed, &a, &b);
    switch (k->sym) {
    case SDLK_BACKSPACE:
    case SDLK_DELETE:
        remember(ed, EDIT_OTHER);
        if (has_selection(ed))
            erase_selection(ed);
        else if (k->sym == SDLK_BACKSPACE)
            erase(ed, prev_char(t, ed->caret), ed->caret);
        else
            erase(ed, ed->caret, next_char(t, ed->caret));
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: {
        /* a new line keeps the indentation of this one */
        char ins[64] = "\n";
        int n = 1;
        for (int i = ls; (t[i] == ' ' || t[i] == '\t') && n < 60 && i < a; i++)
            ins[n++] = t[i];
        ins[n] = '\0';
        editor_insert(ed, ins);
        break;
    }
    case SDLK_TAB: editor_insert(ed, "    "); break;
    case SDLK_LEFT:
        /* without Shift, a selection collapses to its start */
        move_caret(ed, !shift && has_selection(ed) ? a : prev_char(t, ed->caret), shift);
        break;
    case SDLK_RIGHT: move_caret(ed, !shift && has_selection(ed) ? b : next_char(t, ed->caret), shift); break;
    case SDLK_HOME: move_caret(ed, ctrl ? 0 : ls, shift); break;
    case SDLK_END: move_caret(ed, ctrl ? (int)strlen(t) : line_end(t, ed->caret), shift); break;
    case SDLK_UP:
    case SDLK_DOWN: {
        int x = width_of(t + ls, ed->caret - ls);
        int to = ed->caret;
        if (k->sym == SDLK_UP && ls > 0) {
            int ps = line_start(t, ls - 1);
            to = byte_at_x(t, ps, ls - 1, x);
        } else if (k->sym == SDLK_DOWN) {
            int le = line_end(t, ed->caret);
            if (t[le])
                to = byte_at_x(t, le + 1, line_end(t, le + 1), x);
        }
        move_caret(ed, to, shift);
        break;
    }
    case SDLK_a:
        if (!ctrl)
            return false;
        ed->anchor = 0;
        ed->caret = (int)strlen(t);
        break;
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
        copy_selection(ed);
        return true;
    case SDLK_x:
        if (!ctrl)
            return false;
        if (has_selection(ed)) {
            copy_selection(ed);
            remember(ed, EDIT_OTHER);
            erase_selection(ed);
        }
        break;
    case SDLK_z:
        if (!ctrl)
            return false;
        if (shift)
            restore(ed, ed->redo, &ed->nredo, ed->undo, &ed->nundo);
        else
            restore(ed, ed->undo, &ed->nundo, ed->redo, &ed->nredo);
        break;
    case SDLK_y:
        if (!ctrl)
            return false;
        restore(ed, ed->redo, &ed->nredo, ed->undo, &ed->nundo);
        break;
    default: return false;
    }
    keep_caret_visible(ed, box);
    return true;
}

static int byte_at_point(const Editor *ed, SDL_Rect box, int x, int y)
{
    SDL_Rect in = inner_of(box);
    int line = (y - in.y + ed->scroll_px) / line_h();
    int at = 0;
    for (int l = 0; l < line && ed->text[line_end(ed->text, at)]; l++)
        at = line_end(ed->text, at) + 1;
    return byte_at_x(ed->text, at, line_end(ed->text, at), x - in.x);
}

void editor_click(Editor *ed, SDL_Rect box, int x, int y, bool shift)
{
    move_caret(ed, byte_at_point(ed, box, x, y), shift);
    ed->dragging = true;
}

void editor_drag(Editor *ed, SDL_Rect box, int x, int y)
{
    if (!ed->dragging)
        return;
    ed->caret = byte_at_point(ed, box, x, y);
    keep_caret_visible(ed, box);
}

void editor_release(Editor *ed) { ed->dragging = false; }

void editor_wheel(Editor *ed, SDL_Rect box, int dy)
{
    ed->scroll_px -= dy * line_h() * 3;
    clamp_scroll(ed, box);
}

/* The byte offset of line:column (1-based), clamped to the line; -1 past the text. */
static int offset_of(const char *t, int line, int column)
{
    int at = 0;
    for (int l = 1; l < line; l++) {
        int e = line_end(t, at);
        if (!t[e])
            return -1;
        at = e + 1;
    }
    int e = line_end(t, at);
    return SDL_min(at + SDL_max(0, column - 1), e);
}

bool editor_point(const Editor *ed, SDL_Rect box, int line, int column, int *x, int *y)
{
    int off = offset_of(ed->text, line, column);
    if (off < 0)
        return false;
    SDL_Rect in = inner_of(box);
    int ls = line_start(ed->text, off);
    *x = in.x + width_of(ed->text + ls, off - ls);
    *y = in.y + (line - 1) * line_h() - ed->scroll_px + line_h() / 2;
    return true;
}

static bool word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

bool editor_error_rect(const Editor *ed, SDL_Rect box, SDL_Rect *r)
{
    if (!ed->text || ed->error_line <= 0)
        return false;
    const char *t = ed->text;
    int off = offset_of(t, ed->error_line, ed->error_column);
    if (off < 0)
        return false;
    /* under the word that starts there (or one character; a small stub at a line end) */
    int end = off;
    while (word_char(t[end]))
        end++;
    if (end == off && t[end] && t[end] != '\n')
        end = next_char(t, end);
    SDL_Rect in = inner_of(box);
    int ls = line_start(t, off);
    int x0 = in.x + width_of(t + ls, off - ls);
    int w = end > off ? width_of(t + off, end - off) : U(8);
    int y = in.y + (ed->error_line - 1) * line_h() - ed->scroll_px + line_h() - U(3);
    *r = (SDL_Rect){x0, y, SDL_max(w, U(6)), U(4)};
    return y >= in.y && y < in.y + in.h;
}

/* A red zigzag across r: the compile error's place. */
static void draw_wavy(SDL_Rect r)
{
    int step = SDL_max(2, U(2));
    for (int x = r.x, i = 0; x < r.x + r.w; x += step, i++) {
        int up = i % 2;
        ren_rect((SDL_Rect){x, r.y + (up ? 0 : r.h - step), step, step}, C_DANGER);
        ren_rect((SDL_Rect){x, r.y + (r.h - step) / 2, step, step}, C_DANGER);
    }
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
    int sa, sb;
    sel_range(ed, &sa, &sb);
    char buf[1024];
    for (int at = 0, line = 0;; line++) {
        int end = line_end(t, at);
        if (y + lh >= in.y && y <= in.y + in.h) {
            /* the selection's part of this line (a selected line break: a little more) */
            if (sa < sb && sa <= end && sb > at) {
                int from = SDL_max(sa, at), to = SDL_min(sb, end);
                int x0 = in.x + width_of(t + at, from - at), x1 = in.x + width_of(t + at, to - at);
                if (sb > end && t[end])
                    x1 += U(6);
                ren_rect((SDL_Rect){x0, y, x1 - x0, lh}, RGBA(0x3a, 0x8d, 0xff, 0x70));
            }
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
    SDL_Rect err;
    if (editor_error_rect(ed, box, &err))
        draw_wavy(err);
    ren_clip(NULL);
}
