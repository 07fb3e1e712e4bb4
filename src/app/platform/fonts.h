/* fonts.h — the UI font, found at run time, opened at the pixel sizes asked for.
 *
 * One family serves both languages: a CJK font that has Hangul and Latin (Noto Sans
 * CJK), found by probing the usual paths and then fontconfig (`fc-match`), with
 * DejaVu Sans as the Latin-only fallback. Fonts are owned here; callers borrow. */
#ifndef UI_FONTS_H
#define UI_FONTS_H

#include <SDL_ttf.h>
#include <stdbool.h>

/* Finds the font files; false when no usable font exists at all. */
bool fonts_init(void);
void fonts_shutdown(void);

/* The font at `px` pixels in a face (0 regular, 1 bold, 2 monospaced for the
 * playground editor); cached, at most a handful of sizes stay open. */
TTF_Font *fonts_get(int px, int face);
const char *fonts_file(int face);
/* Does the font have Hangul? */
bool fonts_have_hangul(void);

#endif
