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

/* The kinds either hand of pos holds. */
static uint64_t held(const Position *pos)
{
    uint64_t set = 0;
    for (int k = 0; k < app.variant->nkinds; k++)
        if (pos->hand[WHITE][k] > 0 || pos->hand[BLACK][k] > 0)
            set |= (uint64_t)1 << k;
    return set;
}

/* A stand as drawn for a position: its places are the layout's, and one more for each
 * kind a hand holds beyond them (set up from a FEN or the board editor), so a kind in
 * hand always shows. Both stands alike, whatever each holds. */
typedef struct Stand {
    uint64_t set; /* the kinds with a place */
    int cell;     /* a place's size: a board square, less when more places must fit */
    int cols;     /* places across */
    SDL_Rect rect;
} Stand;

/* The biggest places, a square at most, that fit n kinds in w x h. */
static void fit_places(int n, int w, int h, Stand *st)
{
    for (st->cell = ui_lay.sq; st->cell > 1; st->cell--) {
        st->cols = SDL_max(1, w / st->cell);
        if ((n + st->cols - 1) / st->cols * st->cell <= h)
            return;
    }
    st->cols = SDL_max(1, w);
}

static Stand stand_of(const Position *pos, int side)
{
    const Layout *L = &ui_lay;
    Stand st = {L->stand_set | held(pos), L->sq, L->stand_cols, {0, 0, 0, 0}};
    int n = 0;
    for (int k = 0; k < CSM_MAX_KINDS; k++)
        n += (int)((st.set >> k) & 1);
    /* as wide as laid out, as tall as the board at most */
    fit_places(n, L->stand_cols * L->sq, L->ranks * L->sq, &st);
    int rows = (n + st.cols - 1) / st.cols;
    int w = L->stand_cols * L->sq + 2 * stand_pad(), h = rows * st.cell + 2 * stand_pad();
    /* the rank names run between the board and the stand on the right: at small sizes
     * they are wider than the usual gap, and the stand steps aside (both stands alike) */
    int gap = SDL_max((int)(UI_STAND_GAP * L->sq), ui_coords_right_room() + U(6));
    if (stand_at_bottom(side))
        st.rect = (SDL_Rect){L->board.x + L->board.w + gap, L->board.y + L->board.h - h, w, h};
    else
        st.rect = (SDL_Rect){L->board.x - gap - w, L->board.y, w, h};
    return st;
}

SDL_Rect ui_stand_rect(const Position *pos, int side) { return stand_of(pos, side).rect; }

/* Kind k's place on a stand (its order among the kinds the stand has places for, the
 * strongest first: shogi's rook, bishop, gold... pawn), or -1 when it has none. */
static int place_of(const Stand *st, int kind)
{
    if (!((st->set >> kind) & 1))
        return -1;
    int place = 0;
    for (int k = app.variant->nkinds - 1; k > kind; k--)
        place += (int)((st->set >> k) & 1);
    return place;
}

bool ui_stand_piece_rect(const Position *pos, int side, int kind, SDL_Rect *r)
{
    if (!ui_stands_on() || kind < 0 || kind >= app.variant->nkinds || pos->hand[side & 1][kind] <= 0)
        return false;
    Stand st = stand_of(pos, side);
    int place = place_of(&st, kind);
    if (place < 0)
        return false;
    int col = place % st.cols, row = place / st.cols, pad = stand_pad(), c = st.cell;
    if (!stand_at_bottom(side)) /* the top stand: turned round, its first place at the bottom right */
        *r = (SDL_Rect){st.rect.x + st.rect.w - pad - (col + 1) * c, st.rect.y + st.rect.h - pad - (row + 1) * c, c, c};
    else
        *r = (SDL_Rect){st.rect.x + pad + col * c, st.rect.y + pad + row * c, c, c};
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
        SDL_Rect st = ui_stand_rect(pos, side);
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
