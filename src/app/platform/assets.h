/* assets.h — piece and marker images: SVG files rasterised at the size they are drawn.
 *
 * A texture is made the first time an (image, size) pair is asked for and kept while
 * frames keep using it; when the board is resized the old sizes stop being used and
 * are freed at the end of a frame, so only the sizes on screen stay in memory. The
 * SVG text is read once. Images that do not exist are remembered as missing.
 * Textures are owned here; callers borrow them for the current frame. */
#ifndef UI_ASSETS_H
#define UI_ASSETS_H

#include <SDL.h>
#include <stdbool.h>

typedef enum Marker { MARK_MOVE = 0, MARK_CAPTURE, MARK_JUMP, MARK_SHIFT, MARK_COUNT } Marker;

/* `icon` is a PieceKind.icon; `black` picks the colour. NULL when there is no file. */
SDL_Texture *assets_piece(const char *icon, bool black, int px);
SDL_Texture *assets_marker(Marker m, int px);
/* The application icon (for the window), or NULL. Caller frees. */
SDL_Surface *assets_app_icon(void);

/* Frees textures no frame has used for a while. Call once per frame. */
void assets_end_frame(void);
void assets_shutdown(void);
/* How many rasterisations happened so far (for tests and the bench). */
int assets_raster_count(void);
int assets_live_textures(void);

#endif
