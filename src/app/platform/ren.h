/* ren.h — drawing on the window: rectangles, rounded cards, discs, glows, images and
 * text, over an SDL_Renderer.
 *
 * Text is rasterised once per (string, size, weight) into a white texture and tinted
 * when drawn; the cache forgets entries not used for a while, so a frame that stops
 * showing a string eventually frees its texture. All coordinates are output pixels
 * (HiDPI: the drawable size, not the window size). */
#ifndef UI_REN_H
#define UI_REN_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

typedef struct RenColor {
    uint8_t r, g, b, a;
} RenColor;

#define RGBA(r, g, b, a) ((RenColor){(r), (g), (b), (a)})
#define RGB(r, g, b) ((RenColor){(r), (g), (b), 255})

enum { ALIGN_LEFT = 0, ALIGN_CENTER = 1, ALIGN_RIGHT = 2 };

/* `face` arguments: FACE_REGULAR (also `false`), FACE_BOLD (also `true`), FACE_MONO. */
enum { FACE_REGULAR = 0, FACE_BOLD = 1, FACE_MONO = 2 };

/* `vsync`: wait for the display when presenting (off for the bench). Without
 * `software`, SDL's accelerated renderer is used unless OpenGL would only be a software
 * rasteriser (ren_gl_is_software), and unless the player named a driver
 * (SDL_RENDER_DRIVER). */
bool ren_init(SDL_Window *window, bool software, bool vsync);
/* Whether OpenGL under `video_driver` would draw on the processor: Mesa's llvmpipe when
 * no GPU device is open to us under `dev_dir` (dri/renderD*, dri/card*, nvidiactl), or
 * when `always_software` (LIBGL_ALWAYS_SOFTWARE) says so. Such a GL maps LLVM (55 MB
 * resident) and draws slower than SDL's own software renderer, so the window uses that. */
bool ren_gl_is_software(const char *video_driver, const char *dev_dir, const char *always_software);
void ren_shutdown(void);
SDL_Renderer *ren_renderer(void);
const char *ren_driver_name(void);
void ren_output_size(int *w, int *h);

/* A frame: clear, draw, then ren_end_frame presents and ages the caches. */
void ren_begin_frame(RenColor background);
void ren_end_frame(bool present);
unsigned ren_frame_number(void);

void ren_rect(SDL_Rect r, RenColor c);
void ren_frame(SDL_Rect r, int thickness, RenColor c);
void ren_round_rect(SDL_Rect r, int radius, RenColor c);
void ren_round_frame(SDL_Rect r, int radius, int thickness, RenColor c, RenColor inside);
void ren_disc(int cx, int cy, int radius, RenColor c);
/* A straight line `thickness` pixels wide (any direction). */
void ren_line(float x0, float y0, float x1, float y1, float thickness, RenColor c);
/* A filled convex polygon of n points (x, y pairs), such as a janggi piece's octagon. */
void ren_polygon(const float *xy, int n, RenColor c);
/* A soft radial glow filling `r` (brightest in the middle). */
void ren_glow(SDL_Rect r, RenColor c);
void ren_image(SDL_Texture *t, SDL_Rect dst, uint8_t alpha);
void ren_clip(const SDL_Rect *r); /* NULL: no clipping */

/* Draws text with its top-left at (x, y); returns its width. */
int ren_text(int px, int face, const char *s, int x, int y, RenColor c);
/* Draws text aligned in the box horizontally, centred vertically. */
int ren_text_in(int px, int face, const char *s, SDL_Rect box, int align, RenColor c);
/* Like ren_text, cut with "…" to fit max_w. */
int ren_text_fit(int px, int face, const char *s, int x, int y, int max_w, RenColor c);
/* Wraps text in a box of width box.w, at most max_lines lines (0: any), breaking at
 * spaces (and inside words that do not fit); `\n` breaks a line. Draws only when
 * `draw`. Returns the height used. */
int ren_text_wrap(int px, int face, const char *s, SDL_Rect box, int max_lines, RenColor c, bool draw);
int ren_text_width(int px, int face, const char *s);
/* Centred in `box` and turned half round (a shogi piece facing its owner's opponent). */
int ren_text_upside_down(int px, int face, const char *s, SDL_Rect box, RenColor c);
int ren_line_height(int px);

/* The frame being drawn, read back (call before ren_end_frame). Caller frees. */
SDL_Surface *ren_read_pixels(void);

#endif
