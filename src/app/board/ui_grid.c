/* ui_grid.c — the plain grid board (see ui_grid.h). */
#include "ui_grid.h"

#include "app.h"
#include "ren.h"
#include "ui_kit.h"

static const RenColor WOOD = {0xe4, 0xb9, 0x72, 255};
static const RenColor GRID_INK = {0x3b, 0x28, 0x14, 255};

bool ui_grid_board(void) { return app.variant && app.variant->look.style == BOARD_GRID; }

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
