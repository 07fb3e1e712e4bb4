/* ui_glyph.c — the round xiangqi and octagonal janggi pieces (see ui_glyph.h). */
#include "ui_glyph.h"

#include "app.h"
#include "assets.h"

#include <math.h>
#include <string.h>

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

void ui_glyph_draw_piece(const PieceKind *k, bool black, SDL_Rect r, uint8_t alpha)
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
