/* ui_review.c — judgements and the evaluation graph of a game review (see ui_review.h). */
#include "ui_review.h"

#include "app.h"
#include "engine.h"
#include "i18n.h"
#include "ui_kit.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A side's chances from a score in centipawns, on -1 (lost) .. +1 (won): the logistic
 * curve lichess uses for its judgements, so a pawn up early counts for more than a pawn
 * up in a won position. */
static double chances(int cp)
{
    return 2.0 / (1.0 + exp(-0.00368208 * cp)) - 1.0;
}

static int *evals;
static int nevals;

/* The review's evaluations, fetched once per frame would do; fetched on demand. */
static int load(void)
{
    static int cap;
    int want = app.game ? app.game->length + 1 : 0;
    if (want > cap) {
        int *grown = realloc(evals, (size_t)want * sizeof *grown);
        if (!grown)
            return nevals = 0;
        evals = grown;
        cap = want;
    }
    nevals = want > 0 ? engine_review(evals, want) : 0;
    return nevals;
}

bool ui_review_shown(void) { return load() > 0; }

/* Who played the move after `ply` moves: the start's side, then each ply the other. */
static bool white_played(int ply) { return (app.game->start.side == WHITE) == (ply % 2 == 0); }

/* How much the move after `ply` moves lowered its player's chances, on the -1..+1 scale. */
static double chance_loss(int ply)
{
    double before = chances(evals[ply]), after = chances(evals[ply + 1]);
    return white_played(ply) ? before - after : after - before;
}

/* The judgements' thresholds on that scale (lichess's). */
static const char *judge(double loss) { return loss >= 0.3 ? "??" : loss >= 0.2 ? "?" : loss >= 0.1 ? "?!" : ""; }

const char *ui_review_mark(int ply)
{
    if (load() < ply + 2)
        return "";
    return judge(chance_loss(ply));
}

static int capped(int cp) { return cp > 1000 ? 1000 : cp < -1000 ? -1000 : cp; }

bool ui_review_summary(bool white, ReviewSummary *out)
{
    *out = (ReviewSummary){0};
    int n = load(), loss_sum = 0;
    for (int ply = 0; ply + 1 < n; ply++) {
        if (white_played(ply) != white)
            continue;
        const char *m = judge(chance_loss(ply));
        out->blunders += !strcmp(m, "??");
        out->mistakes += !strcmp(m, "?");
        out->inaccuracies += !strcmp(m, "?!");
        /* the centipawns the move gave away, from its player's side; a gain counts 0 */
        int lost = capped(evals[ply]) - capped(evals[ply + 1]);
        lost = white ? lost : -lost;
        loss_sum += lost > 0 ? lost : 0;
        out->moves++;
    }
    if (out->moves)
        out->avg_loss = (loss_sum + out->moves / 2) / out->moves;
    return out->moves > 0;
}

void ui_review_summary_text(bool white, char *buf, size_t size)
{
    ReviewSummary s;
    if (!ui_review_summary(white, &s)) {
        snprintf(buf, size, "%s", "");
        return;
    }
    snprintf(buf, size, tr(S_REVIEW_SUMMARY_FMT), tr_side(app.variant, white ? WHITE : BLACK), s.inaccuracies, s.mistakes,
             s.blunders, s.avg_loss);
}

void ui_review_draw_summary(SDL_Rect r)
{
    int lh = r.h / 2;
    for (int i = 0; i < 2; i++) {
        char line[160];
        ui_review_summary_text(i == 0, line, sizeof line);
        ren_text_in(U(12), false, line, (SDL_Rect){r.x, r.y + i * lh, r.w, lh}, ALIGN_LEFT, C_DIM);
    }
}

static float point_x(SDL_Rect r, int i, int n) { return r.x + (n > 1 ? (float)i * (r.w - 1) / (n - 1) : 0); }
static float point_y(SDL_Rect r, int cp) { return r.y + (float)(1.0 - chances(cp)) / 2.0f * (r.h - 1); }

void ui_review_draw_graph(SDL_Rect r)
{
    int n = load(), total = app.game ? app.game->length + 1 : 0;
    if (n == 0)
        return;
    ren_rect(r, RGBA(0x30, 0x32, 0x36, 255));
    ren_rect((SDL_Rect){r.x, r.y + r.h / 2, r.w, 1}, RGBA(0x70, 0x70, 0x70, 255));
    for (int i = 0; i < n; i++) { /* White's share as a light area from the bottom */
        float x0 = point_x(r, i, total), x1 = point_x(r, i + 1 < total ? i + 1 : i, total);
        float y = point_y(r, evals[i]);
        SDL_Rect bar = {(int)x0, (int)y, (int)(x1 - x0) + 1, r.y + r.h - (int)y};
        ren_rect(bar, RGBA(0xd8, 0xd8, 0xd0, 200));
    }
    for (int i = 0; i + 1 < n; i++) { /* the judged moves as dots where they were played */
        const char *m = ui_review_mark(i);
        if (!m[0])
            continue;
        RenColor c = m[1] == '?' ? RGBA(0xdb, 0x33, 0x33, 255) : m[1] == '!' ? RGBA(0xe6, 0xb4, 0x00, 255)
                                                                            : RGBA(0xe6, 0x7e, 0x22, 255);
        ren_disc((int)point_x(r, i + 1, total), (int)point_y(r, evals[i + 1]), U(3), c);
    }
    int shown = app_browsing() ? app.view_ply : app.game->length;
    ren_rect((SDL_Rect){(int)point_x(r, shown, total), r.y, U(2), r.h}, RGBA(0x1f, 0x6f, 0xd0, 255));
}

int ui_review_ply_at(SDL_Rect r, int x)
{
    int total = app.game ? app.game->length + 1 : 0;
    if (load() == 0 || total < 2 || x < r.x || x >= r.x + r.w)
        return -1;
    int ply = (int)lround((double)(x - r.x) * (total - 1) / (r.w - 1));
    return ply < 0 ? 0 : ply > total - 1 ? total - 1 : ply;
}
