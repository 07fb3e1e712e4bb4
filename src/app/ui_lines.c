/* ui_lines.c — boards drawn as lines, with the pieces on the intersections (xiangqi,
 * janggi: `board: style: intersections`), and the round and octagonal glyph pieces
 * those games use. A square's cell keeps its place: its centre is the intersection,
 * so clicks, markers and animations need nothing of their own. */
#include "ui_lines.h"

#include "app.h"
#include "assets.h"
#include "ren.h"
#include "theme.h"
#include "ui.h"
#include "ui_board.h"

#include <math.h>
#include <string.h>

static const RenColor WOOD = {0xe6, 0xc0, 0x86, 0xff};
static const RenColor INK_LINE = {0x4a, 0x2c, 0x12, 0xff};

bool ui_lines_board(void) { return app.variant && app.variant->look.style == BOARD_INTERSECTIONS; }

static bool centre(int file, int rank, float *x, float *y)
{
    SDL_Rect r;
    if (!ui_board_square_rect(sq_make(file, rank), &r))
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

void ui_lines_draw_board(void)
{
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

static RenColor ink_of(bool black, uint8_t alpha)
{
    const BoardLook *look = &app.variant->look;
    uint32_t rgb = look->has_ink ? look->ink[black] : black ? 0x1c1c1c : 0xb3261e;
    return RGBA((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, alpha);
}

static void octagon(float cx, float cy, float rad, RenColor c)
{
    float xy[16];
    for (int i = 0; i < 8; i++) {
        float a = (float)M_PI / 8 + i * (float)M_PI / 4;
        xy[2 * i] = cx + rad * cosf(a);
        xy[2 * i + 1] = cy + rad * sinf(a);
    }
    ren_polygon(xy, 8, c);
}

void ui_lines_draw_glyph_piece(const PieceKind *k, bool black, SDL_Rect r, uint8_t alpha)
{
    double size = k->glyph_size > 0 ? k->glyph_size : 0.9;
    float cx = r.x + r.w / 2.0f, cy = r.y + r.h / 2.0f, rad = (float)(r.w * 0.48 * size);
    RenColor ink = ink_of(black, alpha);
    RenColor rim = RGBA(0x5b, 0x3a, 0x1a, alpha), face = RGBA(0xf4, 0xe4, 0xc4, alpha);
    if (k->glyph_shape == GLYPH_OCTAGON) {
        octagon(cx + rad / 14, cy + rad / 10, rad, RGBA(0, 0, 0, alpha / 4)); /* shadow */
        octagon(cx, cy, rad, rim);
        octagon(cx, cy, rad * 0.9f, face);
        octagon(cx, cy, rad * 0.8f, RGBA(ink.r, ink.g, ink.b, alpha / 5));
        octagon(cx, cy, rad * 0.76f, face);
    } else { /* a round xiangqi piece: a rim, a face, an ink ring */
        ren_disc((int)(cx + rad / 14), (int)(cy + rad / 10), (int)rad, RGBA(0, 0, 0, alpha / 4));
        ren_disc((int)cx, (int)cy, (int)rad, rim);
        ren_disc((int)cx, (int)cy, (int)(rad * 0.9f), face);
        ren_disc((int)cx, (int)cy, (int)(rad * 0.78f), ink);
        ren_disc((int)cx, (int)cy, (int)(rad * 0.72f), face);
    }
    if (app.pictograms) { /* the piece's pictogram (its Western-style icon) on the disc */
        SDL_Texture *icon = assets_piece(k->icon[0] ? k->icon : k->name, black, (int)(1.3f * rad));
        if (icon) {
            int side = (int)(1.3f * rad);
            ren_image(icon, (SDL_Rect){(int)(cx - side / 2.0f), (int)(cy - side / 2.0f), side, side}, alpha);
            return;
        }
    }
    const char *glyph = black && k->glyph_black[0] ? k->glyph_black : k->glyph;
    int px = (int)(rad * (strlen(glyph) > 3 ? 0.6f : 1.05f));
    ren_text_in(px, true, glyph, (SDL_Rect){(int)(cx - rad), (int)(cy - rad), (int)(2 * rad), (int)(2 * rad)},
                ALIGN_CENTER, ink);
}
