/* ui_variations.c — variations and comments in the move list (see ui_variations.h). */
#include "ui_variations.h"

#include "app.h"
#include "ren.h"
#include "theme.h"
#include "ui_kit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WORDS = 600, WORD_MAX = 160 };

/* One word of a block: a move (clickable), a comment's word or a bracket. */
typedef struct Word {
    char text[WORD_MAX];
    StudyNode *node; /* the move it is, or NULL */
    bool comment;
    int x, line;     /* where the layout put it */
} Word;

static Word words[MAX_WORDS];
static int nwords;

/* The main line's nodes by ply, so a long game's list is laid out in one pass (a lichess
 * export comments every move with its clock). Rebuilt when the game or the view changes. */
static StudyNode **by_ply;
static int nby_ply;

static StudyNode *main_node(int ply)
{
    static unsigned k_rev = ~0u, k_view = ~0u;
    static int cap;
    if (k_rev != app.revision || k_view != app.view_revision || !by_ply) {
        k_rev = app.revision;
        k_view = app.view_revision;
        nby_ply = 0;
        for (StudyNode *n = &app.study.root; n; n = n->nnext > 0 ? n->next[0] : NULL) {
            if (nby_ply == cap) {
                int c = cap ? cap * 2 : 256;
                StudyNode **b = realloc(by_ply, (size_t)c * sizeof *b);
                if (!b)
                    break;
                by_ply = b;
                cap = c;
            }
            by_ply[nby_ply++] = n;
        }
    }
    return ply >= 0 && ply < nby_ply ? by_ply[ply] : NULL;
}

static void add(const char *text, StudyNode *node, bool comment)
{
    if (nwords == MAX_WORDS - 1) { /* the rest is cut: say so once */
        snprintf(words[nwords].text, WORD_MAX, "%s", "…");
        words[nwords].node = NULL;
        words[nwords++].comment = true;
    }
    if (nwords >= MAX_WORDS)
        return;
    Word *w = &words[nwords++];
    snprintf(w->text, WORD_MAX, "%s", text);
    w->node = node;
    w->comment = comment;
}

static void add_comment(const char *text)
{
    char word[WORD_MAX];
    size_t n = 0;
    for (const char *p = text;; p++) {
        if (p[0] == '[' && p[1] == '%') { /* [%clk 0:03:00], [%eval 0.2]: for programs, not shown */
            const char *end = strchr(p, ']');
            if (end) {
                p = end;
                continue;
            }
        }
        if (*p && *p != ' ' && n < WORD_MAX - 1) {
            word[n++] = *p;
            continue;
        }
        if (*p && *p != ' ')
            continue; /* a word longer than the buffer: its end is cut */
        word[n] = '\0';
        if (n)
            add(word, NULL, true);
        n = 0;
        if (!*p)
            break;
    }
}

/* The words of a variation from `first` on, nested ones in their brackets. */
static void add_line(StudyNode *first)
{
    add("(", NULL, false);
    if (first->lead)
        add_comment(first->lead);
    bool need_number = true;
    for (StudyNode *n = first; n; n = n->nnext > 0 ? n->next[0] : NULL) {
        char no[16], word[WORD_MAX];
        game_move_number(app.game, n->ply - 1, no, sizeof no);
        bool white = !strstr(no, "...");
        if (white || need_number)
            snprintf(word, sizeof word, "%s %s", no, n->san);
        else
            snprintf(word, sizeof word, "%s", n->san);
        add(word, n, false);
        need_number = false;
        if (n->comment) {
            add_comment(n->comment);
            need_number = true;
        }
        if (n != first)
            for (int k = 1; k < n->parent->nnext; k++) {
                add_line(n->parent->next[k]);
                need_number = true;
            }
    }
    add(")", NULL, false);
}

/* The plies of main-line row `row` (the move list's rows: one move number each). */
static void row_plies(int row, int *first, int *last)
{
    int side = app.game ? app.game->start.side : 0;
    *first = row * 2 + 1 - side;
    *last = row * 2 + 2 - side;
}

/* The words under row `row`: each of its moves' comment, then the variations instead of it. */
static void collect(int row)
{
    nwords = 0;
    if (!app.game)
        return;
    int first, last;
    row_plies(row, &first, &last);
    for (int ply = first < 1 ? 1 : first; ply <= last && ply <= app.game->length; ply++) {
        StudyNode *n = main_node(ply);
        if (!n || n->ply != ply)
            break;
        if (n->comment)
            add_comment(n->comment);
        for (int k = 1; k < n->parent->nnext; k++)
            add_line(n->parent->next[k]);
    }
}

static int font_px(void) { return U(12.5f); }
static int line_h(void) { return ren_line_height(font_px()) + U(3); }

/* Places the words in lines `width` wide; returns how many lines. Brackets stick to
 * their neighbours, as PGN writes them. */
static int layout(int width)
{
    int px = font_px(), gap = ren_text_width(px, false, " "), x = 0, line = 0;
    int left = U(18), right = width - U(6);
    x = left;
    for (int i = 0; i < nwords; i++) {
        Word *w = &words[i];
        int ww = ren_text_width(px, w->node != NULL, w->text);
        bool glued = !strcmp(w->text, ")") || (i > 0 && !strcmp(words[i - 1].text, "("));
        int at = x + (x > left && !glued ? gap : 0);
        if (at + ww > right && x > left) {
            line++;
            at = left;
        }
        w->x = at;
        w->line = line;
        x = at + ww;
    }
    return nwords ? line + 1 : 0;
}

int ui_variations_height(int row, int width)
{
    collect(row);
    int lines = layout(width);
    return lines ? lines * line_h() + U(6) : 0;
}

void ui_variations_draw(int row, int x, int y, int width)
{
    collect(row);
    int lines = layout(width);
    if (!lines)
        return;
    int px = font_px(), lh = line_h();
    ren_rect((SDL_Rect){x + U(10), y + U(2), U(2), lines * lh}, RGBA(255, 255, 255, 40));
    StudyNode *shown = app_browsing() ? app.view_node : NULL;
    for (int i = 0; i < nwords; i++) {
        const Word *w = &words[i];
        int wx = x + w->x, wy = y + U(3) + w->line * lh;
        bool lit = w->node && w->node == shown;
        if (lit) {
            int ww = ren_text_width(px, true, w->text);
            ren_round_rect((SDL_Rect){wx - U(3), wy, ww + U(6), lh - U(1)}, U(4), C_ACCENT);
        }
        RenColor c = lit ? C_ON_ACCENT : w->comment ? RGB(0x9f, 0xc7, 0x8f) : w->node ? C_TEXT : C_DIM;
        ren_text(px, w->node != NULL, w->text, wx, wy + U(1), c);
    }
}

StudyNode *ui_variations_hit(int row, int x, int y, int width, int px, int py)
{
    collect(row);
    if (!layout(width))
        return NULL;
    int lh = line_h();
    for (int i = 0; i < nwords; i++) {
        const Word *w = &words[i];
        if (!w->node)
            continue;
        SDL_Rect r = {x + w->x - U(3), y + U(3) + w->line * lh, ren_text_width(font_px(), true, w->text) + U(6), lh};
        if (in_rect(r, px, py))
            return w->node;
    }
    return NULL;
}

void ui_variations_text(int row, char *buf, size_t size)
{
    collect(row);
    size_t at = 0;
    buf[0] = '\0';
    for (int i = 0; i < nwords && at < size; i++) {
        bool glued = !strcmp(words[i].text, ")") || (i > 0 && !strcmp(words[i - 1].text, "("));
        int n = snprintf(buf + at, size - at, "%s%s", at && !glued ? " " : "", words[i].text);
        if (n < 0)
            break;
        at += (size_t)n;
    }
}
