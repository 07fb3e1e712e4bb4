/* ui_lines.c — boards drawn as lines, with the pieces on the intersections (xiangqi,
 * janggi: `board: style: intersections`). A square's cell keeps its place: its centre
 * is the intersection, so clicks, markers and animations need nothing of their own. */
#include "ui_lines.h"

#include "app.h"
#include "ren.h"
#include "ui_kit.h"

#include <math.h>
#include <string.h>

static const RenColor WOOD = {0xe6, 0xc0, 0x86, 0xff};
static const RenColor INK_LINE = {0x4a, 0x2c, 0x12, 0xff};

bool ui_lines_board(void) { return app.variant && app.variant->look.style == BOARD_INTERSECTIONS; }

static SquareRectFn square_rect; /* where the board puts a square (ui_board_square_rect) */

static bool centre(int file, int rank, float *x, float *y)
{
    SDL_Rect r;
    if (!square_rect(sq_make(file, rank), &r))
        return false;
    *x = r.x + r.w / 2.0f;
    *y = r.y + r.h / 2.0f;
    return true;
}

static void line_between(int f0, int r0, int f1, int r1, float t)
{
    float x0, y0, x1, y1;
    if (!centre(f0, r0, &x0, &y0) || !centre(f1, r1, &x1, &y1))
        return;
    int w = (int)ceilf(t), h = w / 2;
    /* straight lines as whole pixels, centred on the squares' centre pixels; the
     * palace diagonals as quads */
    if (x0 == x1)
        ren_rect((SDL_Rect){(int)x0 - h, (int)fminf(y0, y1) - h, w, (int)fabsf(y1 - y0) + w}, INK_LINE);
    else if (y0 == y1)
        ren_rect((SDL_Rect){(int)fminf(x0, x1) - h, (int)y0 - h, (int)fabsf(x1 - x0) + w, w}, INK_LINE);
    else
        ren_line(x0, y0, x1, y1, t, INK_LINE);
}

/* The river's words, in the band between its two ranks: 楚河 on one half, 漢界 on the other. */
static void draw_river_words(int river)
{
    float xa, ya, xb, yb;
    int files = ui_lay.files;
    if (!centre(0, river - 1, &xa, &ya) || !centre(files - 1, river, &xb, &yb))
        return;
    int band = (int)fabsf(yb - ya);
    int px = band * 45 / 100;
    int top = (int)(ya < yb ? ya : yb);
    int left = (int)(xa < xb ? xa : xb), width = (int)fabsf(xb - xa);
    RenColor ink = RGBA(0x5a, 0x36, 0x16, 200);
    ren_text_in(px, true, "楚 河", (SDL_Rect){left, top, width / 2, band}, ALIGN_CENTER, ink);
    ren_text_in(px, true, "漢 界", (SDL_Rect){left + width / 2, top, width / 2, band}, ALIGN_CENTER, ink);
}

void ui_lines_draw_board(SquareRectFn rect_of)
{
    square_rect = rect_of;
    const Layout *L = &ui_lay;
    const BoardLook *look = &app.variant->look;
    ren_rect(L->board, WOOD);
    float t = L->sq / 28.0f > 2.5f ? L->sq / 28.0f : 2.5f; /* at least 2.5 px: a line under every centre pixel */
    int files = L->files, ranks = L->ranks, river = look->river;
    for (int r = 0; r < ranks; r++)
        line_between(0, r, files - 1, r, t);
    for (int f = 0; f < files; f++) {
        bool edge = f == 0 || f == files - 1;
        if (river > 0 && river < ranks && !edge) { /* the river cuts the inner files */
            line_between(f, 0, f, river - 1, t);
            line_between(f, river, f, ranks - 1, t);
        } else {
            line_between(f, 0, f, ranks - 1, t);
        }
    }
    for (int i = 0; i < look->npalaces; i++) {
        line_between(look->palace[i].f0, look->palace[i].r0, look->palace[i].f1, look->palace[i].r1, t);
        line_between(look->palace[i].f0, look->palace[i].r1, look->palace[i].f1, look->palace[i].r0, t);
    }
    /* a heavier frame around the lines, a little outside them */
    float x0, y0, x1, y1;
    if (centre(0, 0, &x0, &y0) && centre(files - 1, ranks - 1, &x1, &y1)) {
        float m = L->sq / 10.0f, w = 2.2f * t;
        float ax = fminf(x0, x1) - m, bx = fmaxf(x0, x1) + m, ay = fminf(y0, y1) - m, by = fmaxf(y0, y1) + m;
        ren_line(ax, ay, bx, ay, w, INK_LINE);
        ren_line(ax, by, bx, by, w, INK_LINE);
        ren_line(ax, ay, ax, by, w, INK_LINE);
        ren_line(bx, ay, bx, by, w, INK_LINE);
    }
    if (river > 0 && river < ranks)
        draw_river_words(river);
}

/* A highlight on an intersection: a soft round spot instead of a filled square. */
void ui_lines_mark(SDL_Rect sr, RenColor c)
{
    ren_disc(sr.x + sr.w / 2, sr.y + sr.h / 2, sr.w * 46 / 100, c);
}

void ui_lines_ring(SDL_Rect sr, int thickness, RenColor c)
{
    enum { SEGMENTS = 48 };
    float cx = sr.x + sr.w / 2.0f, cy = sr.y + sr.h / 2.0f, rad = sr.w * 0.5f - thickness / 2.0f;
    for (int i = 0; i < SEGMENTS; i++) {
        float a0 = 2 * (float)M_PI * i / SEGMENTS, a1 = 2 * (float)M_PI * (i + 1) / SEGMENTS;
        /* a little overlap closes the joints */
        ren_line(cx + rad * cosf(a0), cy + rad * sinf(a0), cx + rad * cosf(a1 + 0.02f), cy + rad * sinf(a1 + 0.02f),
                 (float)thickness, c);
    }
}
