/* uitest_pixels.c — screenshots and what the tests measure in them: a pixel's colour,
 * marker ink, the share of a colour or of light pixels, two pictures compared. */
#include "uitest_steps.h"

#include "main_loop.h"

#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

char ut_last_shot[PATH_MAX];
SDL_Surface *ut_shot; /* the last screenshot, as read back from its file */

bool ut_screenshot(const char *path)
{
    SDL_Surface *s = NULL;
    main_frame(&s);
    bool ok = main_save_png(s, path);
    SDL_FreeSurface(s);
    if (!ok) {
        ut_fail("cannot save screenshot %s", path);
        return false;
    }
    /* checks read the file back, so they test what was saved */
    SDL_FreeSurface(ut_shot);
    ut_shot = NULL;
    SDL_Surface *loaded = IMG_Load(path);
    if (loaded) {
        ut_shot = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
        SDL_FreeSurface(loaded);
    }
    snprintf(ut_last_shot, sizeof ut_last_shot, "%s", path);
    if (!ut_shot)
        ut_fail("cannot read back %s: %s", path, IMG_GetError());
    return ut_shot != NULL;
}

SDL_Surface *ut_load_png(const char *path)
{
    SDL_Surface *loaded = IMG_Load(path);
    if (!loaded)
        return NULL;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(loaded);
    return s;
}

uint32_t ut_pixel(SDL_Surface *s, int x, int y)
{
    if (!s || x < 0 || y < 0 || x >= s->w || y >= s->h)
        return 0;
    return ((uint32_t *)((uint8_t *)s->pixels + y * s->pitch))[x];
}

bool ut_need_shot(void)
{
    if (!ut_shot)
        ut_fail("no screenshot taken yet");
    return ut_shot != NULL;
}

bool ut_close_to(uint32_t p, int r, int g, int b, int tol)
{
    int pr = (p >> 16) & 255, pg = (p >> 8) & 255, pb = p & 255;
    return abs(pr - r) <= tol && abs(pg - g) <= tol && abs(pb - b) <= tol;
}

void ut_expect_rect_pixel(SDL_Rect r, const char *what, char **a)
{
    if (!ut_need_shot())
        return;
    uint32_t p = ut_pixel(ut_shot, r.x + (int)(atof(a[0]) * r.w), r.y + (int)(atof(a[1]) * r.h));
    if (!ut_close_to(p, atoi(a[2]), atoi(a[3]), atoi(a[4]), atoi(a[5])))
        ut_fail("%s at (%s, %s) in %s: expected %s %s %s, got %u %u %u", what, a[0], a[1], ut_last_shot, a[2], a[3],
                a[4], (p >> 16) & 255, (p >> 8) & 255, p & 255);
}

/* Dark grey "ink" of a marker in the middle of a square (pieces aside, nothing else
 * on an empty square is that dark and that grey). */
double ut_ink_fraction(SDL_Surface *s, SDL_Rect r)
{
    int count = 0, total = 0;
    for (int y = r.y + r.h / 4; y < r.y + r.h * 3 / 4; y++)
        for (int x = r.x + r.w / 4; x < r.x + r.w * 3 / 4; x++) {
            uint32_t p = ut_pixel(s, x, y);
            int pr = (p >> 16) & 255, pg = (p >> 8) & 255, pb = p & 255;
            int lum = (pr * 299 + pg * 587 + pb * 114) / 1000;
            if (lum < 112 && abs(pr - pg) < 28 && abs(pg - pb) < 28)
                count++;
            total++;
        }
    return total ? (double)count / total : 0;
}

double ut_square_difference(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
    int differ = 0, total = 0;
    for (int y = r.y + 2; y < r.y + r.h - 2; y++)
        for (int x = r.x + 2; x < r.x + r.w - 2; x++) {
            uint32_t p = ut_pixel(a, x, y), q = ut_pixel(b, x, y);
            if (!ut_close_to(p, (q >> 16) & 255, (q >> 8) & 255, q & 255, 24))
                differ++;
            total++;
        }
    return total ? (double)differ / total : 0;
}

/* The share of pixels of `r` within `tol` of a colour (promotion icons, a captured
 * piece under a cluster). */
double ut_colour_share(SDL_Surface *s, SDL_Rect r, int cr, int cg, int cb, int tol)
{
    int count = 0, total = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            count += ut_close_to(ut_pixel(s, x, y), cr, cg, cb, tol);
            total++;
        }
    return total ? (double)count / total : 0;
}

double ut_light_share(SDL_Surface *s, SDL_Rect r)
{
    int light = 0, all = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            uint32_t p = ut_pixel(s, x, y);
            int cr = (p >> 16) & 255, cg = (p >> 8) & 255, cb = p & 255;
            light += (299 * cr + 587 * cg + 114 * cb) / 1000 >= 150;
            all++;
        }
    return all ? (double)light / all : 0;
}
