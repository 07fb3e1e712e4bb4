/* ui_sides.c — a side's mark (see ui_sides.h). */
#include "ui_sides.h"

#include "ren.h"
#include "ui_kit.h"

#include <string.h>

SideLook side_look(const Variant *v, int c)
{
    static const struct {
        const char *name;
        SideLook look;
    } known[] = {
        {"White", SIDE_LOOK_WHITE}, {"Black", SIDE_LOOK_BLACK}, {"Red", SIDE_LOOK_RED},
        {"Han", SIDE_LOOK_RED},     {"Blue", SIDE_LOOK_BLUE},   {"Cho", SIDE_LOOK_BLUE},
        {"Sente", SIDE_LOOK_FILLED_TILE}, {"Gote", SIDE_LOOK_HOLLOW_TILE},
    };
    const char *name = variant_side_name(v, c);
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (!strcmp(name, known[i].name))
            return known[i].look;
    return (c & 1) ? SIDE_LOOK_BLACK : SIDE_LOOK_WHITE;
}

static void disc(int cx, int cy, int r, RenColor rim, RenColor face)
{
    ren_disc(cx, cy, r, rim);
    ren_disc(cx, cy, r - SDL_max(1, U(2)), face);
}

/* A shogi tile seen from above, point up: five corners around (cx, cy), `inset` in. */
static void tile(int cx, int cy, int r, float inset, RenColor c)
{
    float s = (float)r - inset, x = (float)cx, y = (float)cy;
    float xy[10] = {x, y - s, x + s * 0.72f, y - s * 0.5f, x + s * 0.86f, y + s * 0.95f,
                    x - s * 0.86f, y + s * 0.95f, x - s * 0.72f, y - s * 0.5f};
    ren_polygon(xy, 5, c);
}

void ui_side_mark(int cx, int cy, int r, const Variant *v, int c)
{
    switch (side_look(v, c)) {
    case SIDE_LOOK_WHITE: disc(cx, cy, r, RGB(0x9a, 0x9a, 0x9a), RGB(0xf4, 0xf1, 0xe8)); break;
    case SIDE_LOOK_BLACK: disc(cx, cy, r, RGB(0x0c, 0x0c, 0x0c), RGB(0x30, 0x30, 0x30)); break;
    case SIDE_LOOK_RED: disc(cx, cy, r, RGB(0x7a, 0x10, 0x10), RGB(0xd0, 0x2c, 0x24)); break;
    case SIDE_LOOK_BLUE: disc(cx, cy, r, RGB(0x10, 0x2a, 0x70), RGB(0x2c, 0x5c, 0xd0)); break;
    case SIDE_LOOK_FILLED_TILE:
        tile(cx, cy, r, 0, RGB(0x9a, 0x9a, 0x9a));
        tile(cx, cy, r, (float)SDL_max(1, U(2)), RGB(0x18, 0x18, 0x18));
        break;
    case SIDE_LOOK_HOLLOW_TILE:
        tile(cx, cy, r, 0, RGB(0x18, 0x18, 0x18));
        tile(cx, cy, r, (float)SDL_max(1, U(2)), RGB(0xf4, 0xf1, 0xe8));
        break;
    }
}
