/* ui_hand.c — a hand in the material card (see ui_hand.h). */
#include "ui_hand.h"

#include "app.h"
#include "theme.h"
#include "ui_kit.h"

/* About half a board square (it was a small 24-point icon), within what the panel can spare. */
static int full_icon(void) { return SDL_max(U(24), SDL_min(U(48), ui_lay.sq * 11 / 20)); }

/* The smallest piece worth a line of its own: smaller, a second line reads better. */
static int least_icon(void) { return SDL_max(U(20), full_icon() * 3 / 4); }

int ui_hand_count(const Position *pos, int side, int kind)
{
    const PieceKind *k = &app.variant->kinds[kind];
    if (app.variant->rules.free_drops && !k->no_drop && k->defined)
        return 1;
    return SDL_max(0, pos->hand[side & 1][kind]);
}

static int kinds_shown(const Position *pos, int side)
{
    int n = 0;
    for (int k = 0; k < app.variant->nkinds; k++)
        n += ui_hand_count(pos, side, k) > 0;
    return n;
}

HandFit ui_hand_fit(const Position *pos, int side, int room)
{
    int n = SDL_max(1, kinds_shown(pos, side)), big = full_icon();
    HandFit f = {big, U(12), n, 1};
    if (n * (big + f.gap) - f.gap <= room)
        return f;
    f.gap = U(6); /* closer together, then smaller, then on more lines */
    for (;; f.lines++) {
        f.per_line = (n + f.lines - 1) / f.lines;
        f.icon = SDL_min(big, (room + f.gap) / f.per_line - f.gap);
        if (f.icon >= least_icon() || f.per_line == 1)
            break;
    }
    f.icon = SDL_max(f.icon, U(8));
    f.lines = (n + f.per_line - 1) / f.per_line;
    return f;
}

int ui_hand_row_h(HandFit fit)
{
    int one_line = full_icon() + U(12);
    return SDL_max(one_line, fit.lines * (fit.icon + fit.gap) - fit.gap + U(12));
}

void ui_hand_draw(const Position *pos, int side, HandFit f, SDL_Rect area, int picked, SDL_Rect at[CSM_MAX_KINDS])
{
    int top = area.y + (area.h - (f.lines * (f.icon + f.gap) - f.gap)) / 2;
    int place = 0;
    for (int k = 0; k < CSM_MAX_KINDS; k++)
        at[k] = (SDL_Rect){0, 0, 0, 0};
    /* in the stands' order: the variant's last kind first (chess's and shogi's strongest) */
    for (int k = app.variant->nkinds - 1; k >= 0; k--) {
        int n = ui_hand_count(pos, side, k);
        if (!n)
            continue;
        int col = place % f.per_line, line = place / f.per_line;
        SDL_Rect r = {area.x + col * (f.icon + f.gap), top + line * (f.icon + f.gap), f.icon, f.icon};
        place++;
        at[k] = r;
        bool mine = pos->side == side && picked == k;
        if (side == BLACK || mine) /* dark pieces on the board's light colour, as on the board */
            ren_round_rect((SDL_Rect){r.x - U(2), r.y - U(2), r.w + U(4), r.h + U(4)}, U(6),
                           mine ? theme_current()->sq_dark : theme_current()->sq_light);
        ui_draw_piece(k, side == BLACK, r, 255);
        if (n > 1)
            ui_count_badge(r, n);
    }
    if (!place)
        ren_text_in(U(12), false, "-", (SDL_Rect){area.x, area.y + area.h / 2 - U(8), U(20), U(16)}, ALIGN_LEFT, C_DIM);
}
