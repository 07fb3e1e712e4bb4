/* ui_grid.c — the plain grid board and shogi's coordinates (see ui_grid.h). */
#include "ui_grid.h"

#include "app.h"
#include "ren.h"
#include "ui_kit.h"

#include <stdio.h>

static const RenColor WOOD = {0xe4, 0xb9, 0x72, 255};
static const RenColor GRID_INK = {0x3b, 0x28, 0x14, 255};

bool ui_grid_board(void) { return app.variant && app.variant->look.style == BOARD_GRID; }

bool ui_grid_shogi_coordinates(void) { return app.variant && app.variant->look.coords == COORDS_SHOGI; }

void ui_grid_draw_board(void)
{
    const Layout *L = &ui_lay;
    SDL_Rect b = L->board;
    ren_rect(b, WOOD);
    int t = SDL_max(1, L->sq / 45);
    for (int i = 0; i <= L->files; i++) /* the lines between the cells; the outer ones thicker */
        ren_rect((SDL_Rect){b.x + i * L->sq - t / 2 - (i == 0 || i == L->files) * t / 2, b.y,
                            t * (1 + (i == 0 || i == L->files)), b.h},
                 GRID_INK);
    for (int i = 0; i <= L->ranks; i++)
        ren_rect((SDL_Rect){b.x, b.y + i * L->sq - t / 2 - (i == 0 || i == L->ranks) * t / 2, b.w,
                            t * (1 + (i == 0 || i == L->ranks))},
                 GRID_INK);
    /* star points where the board divides in thirds both ways (shogi's four) */
    if (L->files % 3 || L->ranks % 3 || L->files < 6 || L->ranks < 6)
        return;
    int r = SDL_max(2, L->sq / 16);
    for (int i = 1; i <= 2; i++)
        for (int j = 1; j <= 2; j++)
            ren_disc(b.x + i * L->files / 3 * L->sq, b.y + j * L->ranks / 3 * L->sq, r, GRID_INK);
}

void ui_grid_column_name(int col, char *buf, size_t size)
{
    int file = app_board_flipped() ? ui_lay.files - 1 - col : col;
    snprintf(buf, size, "%d", ui_lay.files - file); /* the first player's left-hand file is the highest */
}

void ui_grid_row_name(int row, char *buf, size_t size)
{
    static const char *const kanji[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九", "十"};
    int from_top = app_board_flipped() ? ui_lay.ranks - row : row + 1; /* 1: the far rank as the first player sees it */
    if (from_top >= 1 && from_top <= 10)
        snprintf(buf, size, "%s", kanji[from_top - 1]);
    else
        snprintf(buf, size, "%d", from_top);
}

void ui_grid_draw_shogi_coordinates(void)
{
    const Layout *L = &ui_lay;
    int px = SDL_max(U(11), L->sq / 4);
    RenColor ink = RGBA(0xd8, 0xcf, 0xc0, 235); /* on the window's dark background, outside the board */
    int frame = U(6), h = ren_line_height(px);
    char t[16];
    for (int col = 0; col < L->files; col++) { /* numbers over the files */
        ui_grid_column_name(col, t, sizeof t);
        ren_text_in(px, true, t, (SDL_Rect){L->board.x + col * L->sq, L->board.y - frame - h, L->sq, h}, ALIGN_CENTER,
                    ink);
    }
    for (int row = 0; row < L->ranks; row++) { /* the ranks down the right-hand edge */
        ui_grid_row_name(row, t, sizeof t);
        ren_text_in(px, true, t,
                    (SDL_Rect){L->board.x + L->board.w + frame + U(2), L->board.y + row * L->sq, ren_text_width(px, true, t),
                               L->sq},
                    ALIGN_LEFT, ink);
    }
}
