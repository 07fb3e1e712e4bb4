/* ui_coords.c — the board's coordinates in its margin (see ui_coords.h). */
#include "ui_coords.h"

#include "app.h"
#include "board_labels.h"
#include "ui_kit.h"

#include <stdio.h>

RenColor ui_coords_ink(void) { return RGBA(0xd8, 0xcf, 0xc0, 255); }

/* Room between the board's frame and a label, and the font: as large as a square asks,
 * as small as the margin above and below the board needs (at least U(28) high). */
static int frame_gap(void) { return U(8); }

static int label_px(void)
{
    const Layout *L = &ui_lay;
    int margin = SDL_min(L->board.y, L->h - (L->board.y + L->board.h)) - frame_gap();
    int px = SDL_max(U(11), SDL_min(L->sq / 4, U(16)));
    while (px > 8 && ren_line_height(px) > margin)
        px--;
    return px;
}

static void add(CoordLabel *out, int max, int *n, const char *text, CoordEdge edge, SDL_Rect r, int px)
{
    if (*n >= max)
        return;
    CoordLabel *c = &out[(*n)++];
    snprintf(c->text, sizeof c->text, "%s", text);
    c->edge = edge;
    c->rect = r;
    c->px = px;
}

/* File names along the top or the bottom margin, centred under their columns. */
static void file_labels(CoordLabel *out, int max, int *n, bool bottom, int px)
{
    const Layout *L = &ui_lay;
    bool flip = app_board_flipped();
    Color edge = bottom != flip ? WHITE : BLACK; /* whose home edge this margin runs along */
    int h = ren_line_height(px);
    int y = bottom ? L->board.y + L->board.h + frame_gap() : L->board.y - frame_gap() - h;
    char t[16];
    for (int col = 0; col < L->files; col++) {
        int file = flip ? L->files - 1 - col : col;
        if (!board_file_label(app.variant, file, edge, bottom, t, sizeof t))
            continue;
        int w = ren_text_width(px, true, t);
        add(out, max, n, t, bottom ? COORD_BOTTOM : COORD_TOP,
            (SDL_Rect){L->board.x + col * L->sq + (L->sq - w) / 2, y, w, h}, px);
    }
}

int ui_coords_labels(CoordLabel *out, int max)
{
    const Layout *L = &ui_lay;
    int n = 0;
    if (!app.variant)
        return 0;
    int px = label_px(), h = ren_line_height(px);
    file_labels(out, max, &n, false, px);
    file_labels(out, max, &n, true, px);
    bool flip = app_board_flipped();
    char t[16];
    for (int row = 0; row < L->ranks; row++) { /* down the right-hand side, beside their rows */
        int rank = flip ? row : L->ranks - 1 - row;
        if (!board_rank_label(app.variant, rank, t, sizeof t))
            continue;
        add(out, max, &n, t, COORD_RIGHT,
            (SDL_Rect){L->board.x + L->board.w + frame_gap(), L->board.y + row * L->sq + (L->sq - h) / 2,
                       ren_text_width(px, true, t), h},
            px);
    }
    return n;
}

int ui_coords_right_room(void)
{
    CoordLabel labels[UI_COORDS_MAX];
    int n = ui_coords_labels(labels, UI_COORDS_MAX), room = 0;
    for (int i = 0; i < n; i++)
        if (labels[i].edge == COORD_RIGHT)
            room = SDL_max(room, labels[i].rect.x + labels[i].rect.w - (ui_lay.board.x + ui_lay.board.w));
    return room;
}

void ui_coords_draw(void)
{
    CoordLabel labels[UI_COORDS_MAX];
    int n = ui_coords_labels(labels, UI_COORDS_MAX);
    for (int i = 0; i < n; i++)
        ren_text_in(labels[i].px, true, labels[i].text, labels[i].rect, ALIGN_LEFT, ui_coords_ink());
}
