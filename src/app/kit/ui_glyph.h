/* ui_glyph.h — pieces drawn with their character on a round (xiangqi) or octagonal
 * (janggi) piece, in the side's ink, or with a pictogram when the player asks for them. */
#ifndef UI_GLYPH_H
#define UI_GLYPH_H

#include "ren.h"
#include "variant.h"

#include <SDL.h>
#include <stdbool.h>

/* A disc (GLYPH_DISC) or octagon (GLYPH_OCTAGON) piece in `r`. */
void ui_glyph_draw_piece(const PieceKind *k, bool black, SDL_Rect r, uint8_t alpha);

#endif
