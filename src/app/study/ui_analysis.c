/* ui_analysis.c — the analysis board's lines, bar and arrows (see ui_analysis.h). */
#include "ui_analysis.h"

#include "app.h"
#include "engine.h"
#include "movelabels.h"
#include "notation.h"
#include "rules.h"
#include "san.h"
#include "ui_kit.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PV_SHOWN = 8 }; /* moves of a line written out */

/* Scores from the side to move's view; mates are SEARCH_MATE - plies. */
static bool is_mate(int score) { return abs(score) >= SEARCH_MATE_BOUND; }
static int mate_moves(int score) { return (SEARCH_MATE - abs(score) + 1) / 2; }

/* The side to move in the position the board shows (the analysed one). */
static Color shown_side(void)
{
    Position buf;
    return (Color)app_shown_position(&buf, NULL)->side;
}

void ui_analysis_score_text(const SearchInfo *info, char *buf, size_t size)
{
    int white = shown_side() == WHITE ? info->score : -info->score;
    if (is_mate(white))
        snprintf(buf, size, "#%s%d", white < 0 ? "-" : "", mate_moves(white));
    else
        snprintf(buf, size, "%+.2f", white / 100.0);
}

int ui_analysis_white_share(const SearchInfo *info)
{
    int white = shown_side() == WHITE ? info->score : -info->score;
    if (is_mate(white))
        return white > 0 ? 1000 : 0;
    /* a logistic curve: +1 pawn is about 60 %, +4 pawns about 85 % */
    return (int)(1000.0 / (1.0 + exp(-white / 250.0)));
}

void ui_analysis_line_text(const SearchInfo *info, char *buf, size_t size)
{
    char score[24];
    ui_analysis_score_text(info, score, sizeof score);
    size_t len = (size_t)snprintf(buf, size, "%s ", score);
    Position shown;
    int shown_ply;
    Position pos = *app_shown_position(&shown, &shown_ply);
    NotationId id = movelabels_notation(app.variant, app.notation_choice);
    const Move *last = shown_ply > 0 ? &app_board_game()->moves[shown_ply - 1] : NULL;
    Move *legal = malloc(CSM_MAX_MOVES * sizeof *legal);
    if (!legal)
        return;
    for (int i = 0; i < info->pvlen && i < PV_SHOWN && len < size; i++) {
        CsmRuntimeError err = {0};
        int n = rules_legal_moves(app.variant, &pos, legal, CSM_MAX_MOVES, &err);
        bool found = false;
        for (int j = 0; j < n && !found; j++)
            found = move_equal(&legal[j], &info->pv[i]);
        if (!found)
            break; /* a line from another position: stop rather than write nonsense */
        char text[NOTATION_TEXT_MAX]; /* in the move list's notation */
        notation_write(id, app.variant, &pos, legal, n, &info->pv[i], i ? &info->pv[i - 1] : last, text, sizeof text);
        len += (size_t)snprintf(buf + len, size - len, " %s", text);
        Undo u;
        rules_make(app.variant, &pos, &info->pv[i], &u);
    }
    free(legal);
}

/* An arrow from the centre of one square to another's, its head at `to`. */
void ui_analysis_arrow(SDL_Rect from, SDL_Rect to, float width, RenColor c)
{
    float x0 = from.x + from.w / 2.0f, y0 = from.y + from.h / 2.0f;
    float x1 = to.x + to.w / 2.0f, y1 = to.y + to.h / 2.0f;
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 1)
        return;
    float ux = dx / len, uy = dy / len, head = width * 2.6f;
    float bx = x1 - ux * head, by = y1 - uy * head; /* where the head begins */
    ren_line(x0, y0, bx, by, width, c);
    float tri[6] = {x1, y1, bx - uy * head * 0.6f, by + ux * head * 0.6f, bx + uy * head * 0.6f, by - ux * head * 0.6f};
    ren_polygon(tri, 3, c);
}

bool ui_analysis_bar_rect(SDL_Rect board, SDL_Rect *out)
{
    int w = U(14), gap = U(10);
    *out = (SDL_Rect){board.x - gap - w, board.y, w, board.h};
    return out->x >= 0;
}

static void draw_bar(SDL_Rect board, const SearchInfo *best)
{
    SDL_Rect bar;
    if (!ui_analysis_bar_rect(board, &bar))
        return;
    int w = bar.w;
    int white = ui_analysis_white_share(best) * bar.h / 1000;
    bool flip = app_board_flipped();
    /* White's part grows from White's side of the board */
    ren_rect(bar, RGBA(0x30, 0x30, 0x30, 255));
    SDL_Rect wpart = {bar.x, flip ? bar.y : bar.y + bar.h - white, w, white};
    ren_rect(wpart, RGBA(0xf2, 0xf2, 0xec, 255));
    char score[24];
    ui_analysis_score_text(best, score, sizeof score);
    int px = U(10);
    int tw = ren_text_width(px, true, score);
    bool white_ahead = ui_analysis_white_share(best) >= 500;
    /* the score on the side that is ahead, in the other colour */
    int ty = (white_ahead != flip) ? bar.y + bar.h - ren_line_height(px) - U(2) : bar.y + U(2);
    ren_text(px, true, score, bar.x + (w - tw) / 2, ty,
             white_ahead ? RGBA(0x20, 0x20, 0x20, 255) : RGBA(0xf2, 0xf2, 0xec, 255));
}

void ui_analysis_draw_board(AnalysisSquareFn square_rect, SDL_Rect board)
{
    if (!app.analysing || !app.game)
        return;
    SearchInfo best[ENGINE_MAX_LINES];
    int n = engine_analysis(best, ENGINE_MAX_LINES);
    if (n == 0)
        return;
    draw_bar(board, &best[0]);
    for (int i = n - 1; i >= 0; i--) { /* the best line's arrow on top */
        if (best[i].pvlen == 0)
            continue;
        const Move *m = &best[i].pv[0];
        SDL_Rect a, b;
        if (!square_rect(m->from, &a) || !square_rect(m->to, &b))
            continue;
        RenColor c = i == 0 ? RGBA(0x1f, 0x6f, 0xd0, 200) : RGBA(0x1f, 0x6f, 0xd0, 110);
        if (m->from == m->to) /* a drop or a pass: a ring on the square */
            ren_disc(b.x + b.w / 2, b.y + b.h / 2, b.w / 4, c);
        else
            ui_analysis_arrow(a, b, b.w / (i == 0 ? 7.0f : 10.0f), c);
    }
}
