/* svgcheck — load SVG art through SDL2_image exactly as the game does, fail loudly on
 * anything that does not load or rasterises to nothing, and write contact sheets.
 *
 * Build: gcc -std=c11 -Wall -Wextra -O2 -o svgcheck tools/svgcheck/svgcheck.c $(pkg-config --cflags --libs sdl2 SDL2_image)
 *
 * Usage:
 *   svgcheck [-o PREFIX] [-s SIZE]... [-z ZOOM] [-c COLS] [-u UNDER.svg] FILE.svg...
 *       Loads every FILE at each SIZE (default 32 and 160) with IMG_LoadSizedSVG_RW.
 *       Writes PREFIX-<SIZE>.png (default PREFIX "contact"): every icon twice, on a
 *       light and on a dark square. -z magnifies the small sheets by an integer factor
 *       (nearest neighbour, so the real pixels stay visible). -u draws UNDER.svg beneath
 *       every icon first (to judge markers drawn over a piece).
 *   svgcheck -r SIZE IN.svg OUT.png
 *       Renders one SVG to a SIZE x SIZE PNG (used for assets/icon-256.png).
 *
 * Exit status: 0 when every file loaded and has visible pixels, 1 otherwise.
 */
#include <SDL.h>
#include <SDL_image.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIZES 8

static const SDL_Color LIGHT_SQ = {0xee, 0xee, 0xd2, 0xff};
static const SDL_Color DARK_SQ = {0x76, 0x96, 0x56, 0xff};

/* Rasterise one SVG file at size x size; NULL with a message on failure. */
static SDL_Surface *load_svg(const char *path, int size)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        fprintf(stderr, "svgcheck: %s: cannot open: %s\n", path, SDL_GetError());
        return NULL;
    }
    SDL_Surface *raw = IMG_LoadSizedSVG_RW(rw, size, size);
    SDL_RWclose(rw);
    if (!raw) {
        fprintf(stderr, "svgcheck: %s: IMG_LoadSizedSVG_RW failed: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    if (!s) {
        fprintf(stderr, "svgcheck: %s: convert failed: %s\n", path, SDL_GetError());
        return NULL;
    }
    return s;
}

/* Fraction of pixels with non-zero alpha, 0..1. */
static double coverage(SDL_Surface *s)
{
    long n = 0;
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y++) {
        const Uint8 *row = (const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch;
        for (int x = 0; x < s->w; x++) {
            if (row[x * 4 + 3] != 0)
                n++;
        }
    }
    SDL_UnlockSurface(s);
    return (double)n / ((double)s->w * (double)s->h);
}

static void fill(SDL_Surface *dst, int x, int y, int w, int h, SDL_Color c)
{
    SDL_Rect r = {x, y, w, h};
    SDL_FillRect(dst, &r, SDL_MapRGBA(dst->format, c.r, c.g, c.b, c.a));
}

static void blit(SDL_Surface *src, SDL_Surface *dst, int x, int y)
{
    SDL_Rect r = {x, y, src->w, src->h};
    SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_BLEND);
    SDL_BlitSurface(src, NULL, dst, &r);
}

/* Nearest-neighbour integer magnification. */
static SDL_Surface *magnify(SDL_Surface *src, int zoom)
{
    SDL_Surface *dst = SDL_CreateRGBSurfaceWithFormat(0, src->w * zoom, src->h * zoom, 32,
                                                      SDL_PIXELFORMAT_RGBA32);
    if (!dst)
        return NULL;
    SDL_LockSurface(src);
    SDL_LockSurface(dst);
    for (int y = 0; y < dst->h; y++) {
        const Uint32 *in = (const Uint32 *)((const Uint8 *)src->pixels + (size_t)(y / zoom) * (size_t)src->pitch);
        Uint32 *out = (Uint32 *)((Uint8 *)dst->pixels + (size_t)y * (size_t)dst->pitch);
        for (int x = 0; x < dst->w; x++)
            out[x] = in[x / zoom];
    }
    SDL_UnlockSurface(dst);
    SDL_UnlockSurface(src);
    return dst;
}

static int render_one(int size, const char *in, const char *out)
{
    SDL_Surface *s = load_svg(in, size);
    if (!s)
        return 1;
    double cov = coverage(s);
    if (cov <= 0.0) {
        fprintf(stderr, "svgcheck: %s: fully transparent at %d px\n", in, size);
        SDL_FreeSurface(s);
        return 1;
    }
    int rc = 0;
    if (IMG_SavePNG(s, out) != 0) {
        fprintf(stderr, "svgcheck: %s: IMG_SavePNG failed: %s\n", out, IMG_GetError());
        rc = 1;
    } else {
        printf("wrote %s (%dx%d)\n", out, s->w, s->h);
    }
    SDL_FreeSurface(s);
    return rc;
}

static void usage(void)
{
    fprintf(stderr,
            "usage: svgcheck [-o PREFIX] [-s SIZE]... [-z ZOOM] [-c COLS] [-u UNDER.svg] FILE.svg...\n"
            "       svgcheck -r SIZE IN.svg OUT.png\n");
}

int main(int argc, char **argv)
{
    const char *prefix = "contact";
    const char *under = NULL;
    int sizes[MAX_SIZES];
    int nsizes = 0;
    int zoom = 1;
    int cols = 8;
    int first = 1;

    if (SDL_Init(0) != 0) {
        fprintf(stderr, "svgcheck: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);

    if (argc == 5 && strcmp(argv[1], "-r") == 0) {
        int rc = render_one(atoi(argv[2]), argv[3], argv[4]);
        IMG_Quit();
        SDL_Quit();
        return rc;
    }

    while (first < argc && argv[first][0] == '-') {
        const char *opt = argv[first];
        if (first + 1 >= argc) {
            usage();
            return 2;
        }
        const char *val = argv[first + 1];
        if (strcmp(opt, "-o") == 0) {
            prefix = val;
        } else if (strcmp(opt, "-s") == 0 && nsizes < MAX_SIZES) {
            sizes[nsizes++] = atoi(val);
        } else if (strcmp(opt, "-z") == 0) {
            zoom = atoi(val);
        } else if (strcmp(opt, "-c") == 0) {
            cols = atoi(val);
        } else if (strcmp(opt, "-u") == 0) {
            under = val;
        } else {
            usage();
            return 2;
        }
        first += 2;
    }
    if (first >= argc || zoom < 1 || cols < 1) {
        usage();
        return 2;
    }
    if (nsizes == 0) {
        sizes[nsizes++] = 32;
        sizes[nsizes++] = 160;
    }

    int nfiles = argc - first;
    int failures = 0;

    for (int si = 0; si < nsizes; si++) {
        int size = sizes[si];
        if (size < 1 || size > 4096) {
            fprintf(stderr, "svgcheck: bad size %d\n", size);
            return 2;
        }
        /* Each file takes two cells (light square, dark square); a gap between files. */
        int gap = size / 8 + 2;
        int cell_w = 2 * size + gap;
        int cell_h = size + gap;
        int ncols = cols < nfiles ? cols : nfiles;
        int nrows = (nfiles + ncols - 1) / ncols;
        SDL_Surface *sheet = SDL_CreateRGBSurfaceWithFormat(0, ncols * cell_w + gap, nrows * cell_h + gap, 32,
                                                            SDL_PIXELFORMAT_RGBA32);
        if (!sheet) {
            fprintf(stderr, "svgcheck: cannot create sheet: %s\n", SDL_GetError());
            return 1;
        }
        fill(sheet, 0, 0, sheet->w, sheet->h, (SDL_Color){0x40, 0x40, 0x48, 0xff});

        SDL_Surface *under_s = NULL;
        if (under) {
            under_s = load_svg(under, size);
            if (!under_s)
                failures++;
        }

        for (int i = 0; i < nfiles; i++) {
            const char *path = argv[first + i];
            int x = gap + (i % ncols) * cell_w;
            int y = gap + (i / ncols) * cell_h;
            fill(sheet, x, y, size, size, LIGHT_SQ);
            fill(sheet, x + size, y, size, size, DARK_SQ);
            SDL_Surface *s = load_svg(path, size);
            if (!s) {
                failures++;
                fill(sheet, x, y, 2 * size, size, (SDL_Color){0xff, 0x00, 0xff, 0xff});
                continue;
            }
            double cov = coverage(s);
            if (cov <= 0.0) {
                fprintf(stderr, "svgcheck: %s: fully transparent at %d px\n", path, size);
                failures++;
            }
            if (si == 0)
                printf("%3d  row %d col %d  %-40s coverage %5.1f%%\n", i, i / ncols, i % ncols, path,
                       cov * 100.0);
            if (under_s) {
                blit(under_s, sheet, x, y);
                blit(under_s, sheet, x + size, y);
            }
            blit(s, sheet, x, y);
            blit(s, sheet, x + size, y);
            SDL_FreeSurface(s);
        }
        if (under_s)
            SDL_FreeSurface(under_s);

        SDL_Surface *out = sheet;
        if (zoom > 1 && size < 100) {
            out = magnify(sheet, zoom);
            if (!out) {
                fprintf(stderr, "svgcheck: magnify failed: %s\n", SDL_GetError());
                out = sheet;
            }
        }
        char name[1024];
        snprintf(name, sizeof name, "%s-%d.png", prefix, size);
        if (IMG_SavePNG(out, name) != 0) {
            fprintf(stderr, "svgcheck: %s: IMG_SavePNG failed: %s\n", name, IMG_GetError());
            failures++;
        } else {
            printf("wrote %s (%dx%d)\n", name, out->w, out->h);
        }
        if (out != sheet)
            SDL_FreeSurface(out);
        SDL_FreeSurface(sheet);
    }

    IMG_Quit();
    SDL_Quit();
    if (failures) {
        fprintf(stderr, "svgcheck: %d failure(s)\n", failures);
        return 1;
    }
    return 0;
}
