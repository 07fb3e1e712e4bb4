/* ui_stands.c — the hands on stands beside the board (see ui_stands.h). */
#include "ui_stands.h"

#include "app.h"
#include "ren.h"
#include "theme.h"
#include "ui_coords.h"
#include "ui_kit.h"

static const RenColor STAND_WOOD = {0xc9, 0x93, 0x52, 255};
static const RenColor STAND_EDGE = {0x6b, 0x45, 0x1e, 255};

bool ui_stands_on(void) { return app.game && ui_lay.stand_cols > 0; }

static int stand_pad(void) { return ui_lay.sq / 10; }

/* Is side's stand the one of the player at the bottom (on the right)? */
static bool stand_at_bottom(int side) { return (side == WHITE) != app_board_flipped(); }

SDL_Rect ui_stand_rect(int side)
{
    const Layout *L = &ui_lay;
    int rows = (L->stand_kinds + L->stand_cols - 1) / SDL_max(1, L->stand_cols);
    int w = L->stand_cols * L->sq + 2 * stand_pad(), h = rows * L->sq + 2 * stand_pad();
    /* the rank names run between the board and the stand on the right: at small sizes
     * they are wider than the usual gap, and the stand steps aside (both stands alike) */
    int gap = SDL_max((int)(UI_STAND_GAP * L->sq), ui_coords_right_room() + U(6));
    if (stand_at_bottom(side))
        return (SDL_Rect){L->board.x + L->board.w + gap, L->board.y + L->board.h - h, w, h};
    return (SDL_Rect){L->board.x - gap - w, L->board.y, w, h};
}

/* Kind k's place on a stand (its order among the kinds a stand holds, the strongest
 * first: shogi's rook, bishop, gold... pawn), or -1 when it has none. */
static int place_of(int kind)
{
    if (!((ui_lay.stand_set >> kind) & 1))
        return -1;
    int place = 0;
    for (int k = app.variant->nkinds - 1; k > kind; k--)
        place += (int)((ui_lay.stand_set >> k) & 1);
    return place;
}

bool ui_stand_piece_rect(const Position *pos, int side, int kind, SDL_Rect *r)
{
    if (!ui_stands_on() || kind < 0 || kind >= app.variant->nkinds || pos->hand[side & 1][kind] <= 0)
        return false;
    int place = place_of(kind);
    if (place < 0)
        return false;
    const Layout *L = &ui_lay;
    SDL_Rect st = ui_stand_rect(side);
    int col = place % L->stand_cols, row = place / L->stand_cols, pad = stand_pad();
    if (!stand_at_bottom(side)) /* the top stand: turned round, its first place at the bottom right */
        *r = (SDL_Rect){st.x + st.w - pad - (col + 1) * L->sq, st.y + st.h - pad - (row + 1) * L->sq, L->sq, L->sq};
    else
        *r = (SDL_Rect){st.x + pad + col * L->sq, st.y + pad + row * L->sq, L->sq, L->sq};
    return true;
}

int ui_stand_kind_at(const Position *pos, int side, int x, int y)
{
    SDL_Rect r;
    for (int k = 0; ui_stands_on() && k < app.variant->nkinds; k++)
        if (ui_stand_piece_rect(pos, side, k, &r) && in_rect(r, x, y))
            return k;
    return -1;
}

void ui_stands_draw(const Position *pos, int picked)
{
    if (!ui_stands_on())
        return;
    for (int side = 0; side < 2; side++) {
        SDL_Rect st = ui_stand_rect(side);
        ren_round_rect((SDL_Rect){st.x, st.y + U(3), st.w, st.h}, U(6), RGBA(0, 0, 0, 70));
        ren_round_rect(st, U(6), STAND_EDGE);
        ren_round_rect((SDL_Rect){st.x + U(2), st.y + U(2), st.w - U(4), st.h - U(4)}, U(5), STAND_WOOD);
        for (int k = 0; k < app.variant->nkinds; k++) {
            SDL_Rect r;
            if (!ui_stand_piece_rect(pos, side, k, &r))
                continue;
            if (side == pos->side && k == picked)
                ren_round_rect(r, U(4), theme_current()->selected);
            ui_draw_piece(k, side == BLACK, r, 255);
            if (pos->hand[side][k] > 1)
                ui_count_badge(r, pos->hand[side][k]);
        }
    }
}
