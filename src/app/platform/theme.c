/* theme.c — the palettes (see theme.h). */
#include "theme.h"

#include <string.h>

/* ren.h's RGB() is a compound literal; a static table wants plain initialisers */
#define CRGB(r, g, b) {(r), (g), (b), 255}
#define CRGBA(r, g, b, a) {(r), (g), (b), (a)}

/* The marks on the board and the danger colour, the same in every colour theme (the
 * high-contrast theme has its own) */
#define COLOUR_THEME_MARKS                                                                         \
    .danger = CRGB(0xe8, 0x55, 0x4a), .hover_target = CRGBA(0xff, 0xff, 0xff, 0x40),             \
    .check = CRGBA(0xff, 0x1e, 0x1e, 0xe6), .hint = CRGBA(0x3a, 0x8d, 0xff, 0x80),                \
    .hint_text = CRGB(0x8c, 0xbc, 0xff), .goal_zone = CRGBA(0x9b, 0x59, 0xd0, 0x46)

static const Theme themes[] = {
    {
        .name = "green",
        .bg = CRGB(0x1b, 0x1c, 0x20),
        .panel = CRGB(0x24, 0x26, 0x2b),
        .card = CRGB(0x2e, 0x31, 0x37),
        .card_hover = CRGB(0x3a, 0x3e, 0x46),
        .line = CRGB(0x3b, 0x3f, 0x47),
        .text = CRGB(0xee, 0xef, 0xf1),
        .dim = CRGB(0x9b, 0xa1, 0xab),
        .on_accent = CRGB(0x14, 0x1a, 0x0e),
        .accent = CRGB(0x7f, 0xb2, 0x4a),
        .accent_hover = CRGB(0x92, 0xc7, 0x5a),
        .sq_light = CRGB(0xee, 0xee, 0xd2),
        .sq_dark = CRGB(0x76, 0x96, 0x56),
        .board_frame = CRGB(0x2f, 0x33, 0x2b),
        .last_move = CRGBA(0xff, 0xe1, 0x3a, 0x78),
        .selected = CRGBA(0xff, 0xd5, 0x2e, 0x99),
        .select_line = CRGB(0xe0, 0x9a, 0x00),
        COLOUR_THEME_MARKS,
        .hint_line = CRGB(0x1f, 0x6f, 0xe0),
    },
    {
        /* warm wood, as on a club board */
        .name = "wood",
        .bg = CRGB(0x1e, 0x1a, 0x17),
        .panel = CRGB(0x28, 0x23, 0x1f),
        .card = CRGB(0x34, 0x2d, 0x28),
        .card_hover = CRGB(0x42, 0x39, 0x32),
        .line = CRGB(0x45, 0x3c, 0x35),
        .text = CRGB(0xf1, 0xec, 0xe6),
        .dim = CRGB(0xa9, 0x9e, 0x93),
        .on_accent = CRGB(0x1e, 0x14, 0x08),
        .accent = CRGB(0xd0, 0x8c, 0x3f),
        .accent_hover = CRGB(0xe2, 0xa0, 0x55),
        .sq_light = CRGB(0xf0, 0xd9, 0xb5),
        .sq_dark = CRGB(0xb5, 0x88, 0x63),
        .board_frame = CRGB(0x4a, 0x33, 0x22),
        .last_move = CRGBA(0xff, 0xe1, 0x3a, 0x70),
        .selected = CRGBA(0xff, 0xd5, 0x2e, 0x90),
        .select_line = CRGB(0xc2, 0x6a, 0x00),
        COLOUR_THEME_MARKS,
        .hint_line = CRGB(0x1f, 0x6f, 0xe0),
    },
    {
        .name = "blue",
        .bg = CRGB(0x19, 0x1c, 0x22),
        .panel = CRGB(0x22, 0x26, 0x2e),
        .card = CRGB(0x2c, 0x31, 0x3b),
        .card_hover = CRGB(0x38, 0x3e, 0x4a),
        .line = CRGB(0x3a, 0x40, 0x4c),
        .text = CRGB(0xee, 0xf0, 0xf4),
        .dim = CRGB(0x9c, 0xa3, 0xb0),
        .on_accent = CRGB(0x0c, 0x14, 0x20),
        .accent = CRGB(0x5b, 0x9b, 0xd5),
        .accent_hover = CRGB(0x72, 0xae, 0xe4),
        .sq_light = CRGB(0xde, 0xe3, 0xe6),
        .sq_dark = CRGB(0x8c, 0xa2, 0xad),
        .board_frame = CRGB(0x2a, 0x33, 0x3b),
        .last_move = CRGBA(0x9b, 0xc7, 0x00, 0x70),
        .selected = CRGBA(0xff, 0xd5, 0x2e, 0x99),
        .select_line = CRGB(0xe0, 0x9a, 0x00),
        COLOUR_THEME_MARKS,
        .hint_line = CRGB(0x1f, 0x5f, 0xc0),
    },
    {
        /* high contrast for low vision: white and mid-grey squares keep both piece
         * colours readable; black surroundings, white text, bright yellow marks */
        .name = "contrast",
        .bg = CRGB(0x00, 0x00, 0x00),
        .panel = CRGB(0x00, 0x00, 0x00),
        .card = CRGB(0x1c, 0x1c, 0x1c),
        .card_hover = CRGB(0x3a, 0x3a, 0x3a),
        .line = CRGB(0xff, 0xff, 0xff),
        .text = CRGB(0xff, 0xff, 0xff),
        .dim = CRGB(0xe0, 0xe0, 0xe0),
        .on_accent = CRGB(0x00, 0x00, 0x00),
        .accent = CRGB(0xff, 0xd8, 0x00),
        .accent_hover = CRGB(0xff, 0xe8, 0x60),
        .danger = CRGB(0xff, 0x50, 0x50),
        .sq_light = CRGB(0xff, 0xff, 0xff),
        .sq_dark = CRGB(0x8a, 0x8a, 0x8a),
        .board_frame = CRGB(0xff, 0xd8, 0x00),
        .last_move = CRGBA(0xff, 0xd8, 0x00, 0x90),
        .selected = CRGBA(0x00, 0xc8, 0xff, 0x90),
        .select_line = CRGB(0x00, 0x60, 0xff),
        .hover_target = CRGBA(0x00, 0xc8, 0xff, 0x60),
        .check = CRGBA(0xff, 0x00, 0x00, 0xff),
        .hint = CRGBA(0x00, 0x60, 0xff, 0x80),
        .hint_line = CRGB(0x00, 0x40, 0xff),
        .hint_text = CRGB(0x80, 0xd0, 0xff),
        .goal_zone = CRGBA(0xc0, 0x40, 0xff, 0x70),
    },
};

enum { NTHEMES = sizeof themes / sizeof themes[0] };

static const Theme *current = &themes[0];

const Theme *theme_current(void) { return current; }
int theme_count(void) { return NTHEMES; }
const Theme *theme_at(int i) { return i >= 0 && i < NTHEMES ? &themes[i] : NULL; }

const Theme *theme_find(const char *name)
{
    for (int i = 0; name && i < NTHEMES; i++)
        if (!strcmp(themes[i].name, name))
            return &themes[i];
    return NULL;
}

bool theme_set(const char *name)
{
    const Theme *t = theme_find(name);
    if (t)
        current = t;
    return t != NULL;
}
