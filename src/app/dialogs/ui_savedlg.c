/* ui_savedlg.c — the save dialog (see ui_savedlg.h). */
#include "ui_savedlg.h"

#include "app.h"
#include "folders.h"
#include "i18n.h"
#include "shogifile.h"
#include "ui_dialog.h"
#include "ui_editor.h"
#include "ui_kit.h"
#include "ui_scroll.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

static bool open_now;
static bool as_pgn;       /* PGN, or our own record */
static bool commenting;   /* the field is the comment on the move shown, not a path */
static char comment_title[160];
static Editor field;      /* the whole path, editable */
static int hover = -1;    /* 0 Save, 1 Cancel, 10 + a folder row, FORMAT_HIT + a format */

/* In the shogi family Save PGN offers shogi's own records too: a click on one changes the
 * name's ending, which is what chooses the format (app_save_as). */
static const char *const FORMATS[] = {"pgn", "kif", "ki2", "csa", "sfen"};
enum { NFORMATS = 5, FORMAT_HIT = 1000 }; /* past the folder rows' 10 + FOLDERS_MAX */

typedef struct Geo {
    SDL_Rect card, title, caption, field, note, folders, button[2], format[NFORMATS];
} Geo;

/* Under the path: folders to save in (up, the recent ones, those inside the path's
 * folder); a click puts the file name in that folder. FOLDER_ROWS show at a time, the
 * rest are a turn of the wheel away. */
enum { FOLDER_ROWS = 6, FOLDERS_MAX = 128 };
static char folder_path[FOLDERS_MAX][PATH_MAX];
static char folder_label[FOLDERS_MAX][FOLDER_NAME + 32];
static int nfolders;
static int folder_scroll; /* pixels of rows scrolled past the top */

static int folder_row_h(void) { return U(30); }

static void add_folder_row(const char *path, const char *label)
{
    if (nfolders == FOLDERS_MAX)
        return;
    snprintf(folder_path[nfolders], sizeof folder_path[nfolders], "%s", path);
    snprintf(folder_label[nfolders], sizeof folder_label[nfolders], "%s", label);
    nfolders++;
}

/* The folder rows for the path typed now. */
static void find_folders(void)
{
    nfolders = 0;
    char dir[PATH_MAX], up[PATH_MAX], label[FOLDER_NAME + 32];
    if (commenting || !field.text || !folders_parent(field.text, dir, sizeof dir) || !folders_is_dir(dir))
        return;
    if (folders_parent(dir, up, sizeof up)) {
        snprintf(label, sizeof label, ".. (%s)", tr(S_FOLDER_UP));
        add_folder_row(up, label);
    }
    for (int i = 0; i < FOLDERS_RECENT; i++) {
        const char *r = app.recent_dirs[i];
        if (r[0] && strcmp(r, dir) != 0 && folders_is_dir(r)) {
            const char *base = strrchr(r, '/');
            snprintf(label, sizeof label, "%.60s · %.200s", tr(S_FOLDER_RECENT), base && base[1] ? base + 1 : r);
            add_folder_row(r, label);
        }
    }
    static char names[FOLDERS_MAX][FOLDER_NAME];
    int n = folders_list(dir, names, FOLDERS_MAX - nfolders);
    for (int i = 0; i < n; i++) {
        char path[PATH_MAX];
        snprintf(label, sizeof label, "%.250s/", names[i]);
        if ((size_t)snprintf(path, sizeof path, "%s%s%s", dir, strcmp(dir, "/") ? "/" : "", names[i]) < sizeof path)
            add_folder_row(path, label);
    }
}

/* The file name typed, moved into folder row i. */
static void save_in_folder(int i)
{
    const char *slash = field.text ? strrchr(field.text, '/') : NULL;
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s%s%s", folder_path[i], strcmp(folder_path[i], "/") ? "/" : "",
             slash ? slash + 1 : field.text ? field.text : "");
    editor_set(&field, path);
    field.caret = (int)strlen(path);
    slash = strrchr(path, '/');
    field.anchor = slash ? (int)(slash - path) + 1 : 0; /* the name selected, as at the start */
}

static void geometry(Geo *g)
{
    int w = SDL_min(U(720), ui_lay.w - U(40)), pad = U(24);
    int title_h = ren_line_height(U(20)), cap_h = ren_line_height(U(13)), field_h = ren_line_height(U(14)) + U(16);
    int note_h = ren_line_height(U(12)) * 2, bh = U(36);
    int folders_h = commenting ? 0 : FOLDER_ROWS * folder_row_h() + U(8);
    int h = pad + title_h + U(16) + cap_h + U(6) + field_h + U(8) + note_h + folders_h + U(16) + bh + pad;
    g->card = (SDL_Rect){(ui_lay.w - w) / 2, (ui_lay.h - h) / 2, w, h};
    int x = g->card.x + pad, iw = w - 2 * pad, y = g->card.y + pad;
    g->title = (SDL_Rect){x, y, iw, title_h};
    y += title_h + U(16);
    g->caption = (SDL_Rect){x, y, iw, cap_h};
    y += cap_h + U(6);
    g->field = (SDL_Rect){x, y, iw, field_h};
    y += field_h + U(8);
    g->note = (SDL_Rect){x, y, iw, note_h};
    y += note_h + U(8);
    g->folders = (SDL_Rect){x, y, iw, folders_h};
    int bw = U(130);
    g->button[0] = (SDL_Rect){g->card.x + w - pad - bw, g->card.y + h - pad - bh, bw, bh};
    g->button[1] = (SDL_Rect){g->button[0].x - U(10) - bw, g->button[0].y, bw, bh};
    int fw = U(58);
    for (int i = 0; i < NFORMATS; i++)
        g->format[i] = (SDL_Rect){x + i * (fw + U(6)), g->button[0].y, fw, bh};
}

/* Does the dialog offer shogi's records (Save PGN in a variant of the shogi family)? */
static bool offers_formats(void) { return as_pgn && !commenting && app.game && shogifile_is_shogi(app.game->v); }

/* The format the path's ending names now, -1 for none of them. */
static int current_format(void)
{
    const char *dot = field.text ? strrchr(field.text, '.') : NULL;
    for (int i = 0; dot && i < NFORMATS; i++)
        if (!strcmp(dot + 1, FORMATS[i]))
            return i;
    return -1;
}

/* The path's ending becomes format i's (added when the name has none). */
static void choose_format(int i)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s", field.text ? field.text : "");
    char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
    if (dot && (!slash || dot > slash))
        *dot = '\0';
    size_t len = strlen(path);
    snprintf(path + len, sizeof path - len, ".%s", FORMATS[i]);
    editor_set(&field, path);
    field.caret = field.anchor = (int)strlen(path);
}

/* The field is the editor's own box (it pads its text inside). */
static SDL_Rect text_box(const Geo *g) { return g->field; }

void ui_savedlg_open(bool pgn)
{
    char path[PATH_MAX];
    app_suggest_save_path(pgn ? "pgn" : "txt", path, sizeof path);
    editor_set(&field, path);
    /* the caret at the end, the name selected: typing a name replaces it */
    field.caret = (int)strlen(path);
    const char *slash = strrchr(path, '/');
    field.anchor = slash ? (int)(slash - path) + 1 : 0;
    folder_scroll = 0;
    as_pgn = pgn;
    commenting = false;
    open_now = true;
    hover = -1;
    SDL_StartTextInput();
}

bool ui_savedlg_open_comment(void)
{
    StudyNode *n = app.game ? app_view_node() : NULL;
    if (!n || !n->parent) {
        ui_toast(tr(S_COMMENT_NONE));
        return false;
    }
    char no[16];
    game_move_number(app.game, n->ply - 1, no, sizeof no);
    snprintf(comment_title, sizeof comment_title, tr(S_COMMENT_TITLE), no, n->san);
    editor_set(&field, n->comment ? n->comment : "");
    field.caret = field.anchor = n->comment ? (int)strlen(n->comment) : 0;
    commenting = true;
    open_now = true;
    hover = -1;
    SDL_StartTextInput();
    return true;
}

void ui_savedlg_close(void)
{
    open_now = false;
    editor_free(&field);
}

bool ui_savedlg_active(void) { return open_now; }
const char *ui_savedlg_path(void) { return open_now && field.text ? field.text : ""; }

static void save(void)
{
    if (commenting) { /* one line: a paste's line breaks become spaces */
        for (char *p = field.text; p && *p; p++)
            if (*p == '\n' || *p == '\r' || *p == '\t')
                *p = ' ';
        app_set_comment(field.text ? field.text : "");
        ui_savedlg_close();
        return;
    }
    char path[PATH_MAX], err[1200];
    snprintf(path, sizeof path, "%s", field.text ? field.text : "");
    /* one line: the path, without the blanks a paste may bring */
    path[strcspn(path, "\r\n")] = '\0';
    if (app_save_as(path, err, sizeof err)) {
        char msg[PATH_MAX + 64];
        snprintf(msg, sizeof msg, tr(S_SAVED_FMT), path);
        ui_savedlg_close();
        ui_toast(msg);
    } else {
        ui_savedlg_close();
        ui_dialog_message(tr(S_SAVE_FAILED), err);
    }
}

/* The rows' box: FOLDER_ROWS of them (the folders' area less its bottom gap). */
static SDL_Rect folder_view(const Geo *g)
{
    return (SDL_Rect){g->folders.x, g->folders.y, g->folders.w, FOLDER_ROWS * folder_row_h()};
}

/* After the rows changed (typing): still within them. */
static void clamp_folders(const Geo *g)
{
    folder_scroll = ui_scroll_clamp(folder_scroll, nfolders * folder_row_h(), folder_view(g).h);
}

static SDL_Rect folder_rect(const Geo *g, int i)
{
    return (SDL_Rect){g->folders.x, g->folders.y + i * folder_row_h() - folder_scroll, g->folders.w,
                      folder_row_h() - U(4)};
}

/* Row i wholly inside the rows' box (only those take a click). */
static bool folder_shown(const Geo *g, int i)
{
    SDL_Rect r = folder_rect(g, i), v = folder_view(g);
    return r.y >= v.y && r.y + r.h <= v.y + v.h;
}

bool ui_savedlg_folder_rect(const char *suffix, SDL_Rect *r)
{
    if (!open_now)
        return false;
    Geo g;
    geometry(&g);
    find_folders();
    clamp_folders(&g);
    size_t n = strlen(suffix);
    for (int i = 0; i < nfolders; i++) {
        size_t m = strlen(folder_path[i]);
        if (m >= n && !strcmp(folder_path[i] + m - n, suffix) && folder_shown(&g, i)) {
            *r = folder_rect(&g, i);
            return true;
        }
    }
    return false;
}

bool ui_savedlg_folders_rect(SDL_Rect *r)
{
    if (!open_now || commenting)
        return false;
    Geo g;
    geometry(&g);
    *r = folder_view(&g);
    return true;
}

static int hit(const Geo *g, int x, int y)
{
    for (int i = 0; i < nfolders; i++)
        if (folder_shown(g, i) && in_rect(folder_rect(g, i), x, y))
            return 10 + i;
    for (int i = 0; i < 2; i++)
        if (in_rect(g->button[i], x, y))
            return i;
    for (int i = 0; i < NFORMATS && offers_formats(); i++)
        if (in_rect(g->format[i], x, y))
            return FORMAT_HIT + i;
    return -1;
}

/* The wheel over the rows; true when they moved. */
static bool scroll_folders(const Geo *g, int wheel)
{
    find_folders();
    int was = folder_scroll;
    folder_scroll = ui_scroll_wheel(folder_scroll, wheel, nfolders * folder_row_h(), folder_view(g).h);
    return folder_scroll != was;
}

/* Escape cancels; Enter saves (one line: it never breaks the path); the rest edit it. */
static bool field_key(const SDL_Keysym *k, SDL_Rect box)
{
    if (k->sym == SDLK_ESCAPE)
        ui_savedlg_close();
    else if (k->sym == SDLK_RETURN || k->sym == SDLK_KP_ENTER)
        save();
    else
        return editor_key(&field, k, box);
    return true;
}

bool ui_savedlg_event(const SDL_Event *e, int mx, int my)
{
    if (!open_now)
        return false;
    Geo g;
    geometry(&g);
    switch (e->type) {
    case SDL_KEYDOWN:
        return field_key(&e->key.keysym, text_box(&g));
    case SDL_TEXTINPUT:
        editor_text_input(&field, e->text.text, text_box(&g));
        return true;
    case SDL_MOUSEMOTION: {
        if (field.dragging)
            editor_drag(&field, text_box(&g), mx, my);
        int h = hit(&g, mx, my);
        bool changed = h != hover || field.dragging;
        hover = h;
        return changed;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button != SDL_BUTTON_LEFT)
            return false;
        find_folders();
        clamp_folders(&g);
        if (in_rect(g.field, mx, my))
            editor_click(&field, text_box(&g), mx, my, (SDL_GetModState() & KMOD_SHIFT) != 0);
        else if (hit(&g, mx, my) >= FORMAT_HIT)
            choose_format(hit(&g, mx, my) - FORMAT_HIT);
        else if (hit(&g, mx, my) >= 10)
            save_in_folder(hit(&g, mx, my) - 10);
        else if (hit(&g, mx, my) == 0)
            save();
        else if (hit(&g, mx, my) == 1 || !in_rect(g.card, mx, my))
            ui_savedlg_close();
        return true;
    case SDL_MOUSEBUTTONUP:
        editor_release(&field);
        return true;
    case SDL_MOUSEWHEEL:
        return in_rect(folder_view(&g), mx, my) && scroll_folders(&g, e->wheel.y);
    default: return false;
    }
}

bool ui_savedlg_format_rect(const char *ext, SDL_Rect *r)
{
    if (!open_now || !offers_formats())
        return false;
    Geo g;
    geometry(&g);
    for (int i = 0; i < NFORMATS; i++)
        if (!strcmp(ext, FORMATS[i])) {
            *r = g.format[i];
            return true;
        }
    return false;
}

bool ui_savedlg_button_rect(int i, SDL_Rect *r)
{
    if (!open_now || i < 0 || i > 1)
        return false;
    Geo g;
    geometry(&g);
    *r = g.button[i];
    return true;
}

/* The title names what is saved: a record in a shogi-like game, whose format the name's
 * ending chooses, a PGN, or our own saved game. */
const char *ui_savedlg_title(void)
{
    if (commenting)
        return comment_title;
    return tr(offers_formats() ? S_SAVE_RECORD_TITLE : as_pgn ? S_SAVE_PGN_TITLE : S_SAVE_GAME_TITLE);
}

void ui_savedlg_draw(void)
{
    if (!open_now)
        return;
    Geo g;
    geometry(&g);
    ui_modal_card(g.card);
    ren_text_fit(U(20), true, ui_savedlg_title(), g.title.x, g.title.y, g.title.w, C_TEXT);
    if (!commenting)
        ren_text(U(13), true, tr(S_SAVE_FILE_CAPTION), g.caption.x, g.caption.y, C_DIM);
    editor_draw(&field, text_box(&g));
    const char *note = tr(commenting ? S_COMMENT_HINT : offers_formats() ? S_SAVE_SHOGI_NOTE : as_pgn ? S_SAVE_PGN_NOTE : S_SAVE_GAME_NOTE);
    ren_text_wrap(U(12), false, note, g.note, 2, C_DIM, true);
    find_folders();
    clamp_folders(&g);
    SDL_Rect view = folder_view(&g);
    ren_clip(&view);
    for (int i = 0; i < nfolders; i++) {
        SDL_Rect r = folder_rect(&g, i);
        if (r.y + r.h < view.y || r.y > view.y + view.h)
            continue;
        ren_round_rect(r, U(6), hover == 10 + i ? C_CARD_HOVER : C_CARD);
        ren_text_fit(U(13), false, folder_label[i], r.x + U(10), r.y + (r.h - ren_line_height(U(13))) / 2,
                     r.w / 2 - U(10), C_TEXT);
        ren_text_fit(U(11), false, folder_path[i], r.x + r.w / 2, r.y + (r.h - ren_line_height(U(11))) / 2,
                     r.w / 2 - U(10), C_DIM);
    }
    ren_clip(NULL);
    if (!commenting)
        ui_scroll_bar(view, nfolders * folder_row_h(), folder_scroll);
    for (int i = 0; i < NFORMATS && offers_formats(); i++) {
        char label[16];
        snprintf(label, sizeof label, ".%s", FORMATS[i]);
        ui_button(g.format[i], label, hover == FORMAT_HIT + i, true, current_format() == i);
    }
    ui_button(g.button[0], tr(S_SAVE_BUTTON), hover == 0, true, true);
    ui_button(g.button[1], tr(S_CANCEL), hover == 1, true, false);
}
