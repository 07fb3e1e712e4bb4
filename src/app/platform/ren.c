/* ren.c — the renderer and its text cache (see ren.h). */
#include "ren.h"

#include <math.h>

#include "fonts.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { TEXT_CACHE = 512, TEXT_MAX_AGE = 90, DISC_SIZE = 256, GLOW_SIZE = 128 };

typedef struct TextEntry {
    char *text;
    uint32_t hash;
    int px;
    int face;
    SDL_Texture *tex;
    int w, h;
    unsigned used;
} TextEntry;

static SDL_Renderer *renderer;
static SDL_Texture *disc_tex, *glow_tex;
static TextEntry cache[TEXT_CACHE];
static unsigned frame;
static char driver[32];

static uint32_t hash_str(const char *s, int px, int face)
{
    uint32_t h = 2166136261u ^ (uint32_t)px * 16777619u ^ (uint32_t)face * 0x9e3779b9u;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

static SDL_Texture *make_alpha_texture(int size, bool glow)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    float c = size / 2.0f;
    for (int y = 0; y < size; y++) {
        uint32_t *row = (uint32_t *)((uint8_t *)s->pixels + y * s->pitch);
        for (int x = 0; x < size; x++) {
            float dx = x + 0.5f - c, dy = y + 0.5f - c;
            float d = SDL_sqrtf(dx * dx + dy * dy);
            float a;
            if (glow) {
                /* full in the middle, fading out before the edge (a king in check) */
                float r = d / c;
                a = r < 0.25f ? 1.0f : r > 0.9f ? 0.0f : 1.0f - (r - 0.25f) / 0.65f;
            } else {
                a = c - d + 0.5f; /* one pixel of antialiasing */
                a = a < 0 ? 0 : a > 1 ? 1 : a;
            }
            row[x] = ((uint32_t)(a * 255.0f + 0.5f) << 24) | 0xffffff;
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(renderer, s);
    SDL_FreeSurface(s);
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}

static bool usable_device(const char *dir, const char *name)
{
    char path[PATH_MAX];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, name) >= sizeof path)
        return false;
    return access(path, R_OK | W_OK) == 0;
}

bool ren_gl_is_software(const char *video_driver, const char *dev_dir, const char *always_software)
{
    if (always_software && *always_software && strcmp(always_software, "0") != 0)
        return true;
    /* elsewhere (Windows, macOS, a test's dummy driver) GL is the system's own business */
    static const char *const mesa_drivers[] = {"x11", "wayland", "kmsdrm"};
    bool mesa = false;
    for (size_t i = 0; i < sizeof mesa_drivers / sizeof mesa_drivers[0]; i++)
        mesa = mesa || (video_driver && !strcmp(video_driver, mesa_drivers[i]));
    if (!mesa)
        return false;
    if (usable_device(dev_dir, "nvidiactl"))
        return false;
    char dri[PATH_MAX];
    snprintf(dri, sizeof dri, "%s/dri", dev_dir);
    DIR *d = opendir(dri);
    if (!d)
        return true;
    bool gpu = false;
    for (struct dirent *e; !gpu && (e = readdir(d));)
        if (!strncmp(e->d_name, "renderD", 7) || !strncmp(e->d_name, "card", 4))
            gpu = usable_device(dri, e->d_name);
    closedir(d);
    return !gpu;
}

bool ren_init(SDL_Window *window, bool software, bool vsync)
{
    renderer = NULL;
    const char *named = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (!software && !(named && *named))
        software = ren_gl_is_software(SDL_GetCurrentVideoDriver(), "/dev", getenv("LIBGL_ALWAYS_SOFTWARE"));
    /* SDL would otherwise open OpenGL once (loading it whole) to decide how to show the
     * software renderer's frames; the window's own buffer (X11's shared memory) it is */
    if (software)
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
    if (!software)
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | (vsync ? SDL_RENDERER_PRESENTVSYNC : 0));
    if (!renderer)
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer)
        return false;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) == 0)
        snprintf(driver, sizeof driver, "%s", info.name);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    disc_tex = make_alpha_texture(DISC_SIZE, false);
    glow_tex = make_alpha_texture(GLOW_SIZE, true);
    return disc_tex && glow_tex;
}

void ren_shutdown(void)
{
    for (int i = 0; i < TEXT_CACHE; i++) {
        if (cache[i].tex)
            SDL_DestroyTexture(cache[i].tex);
        free(cache[i].text);
    }
    memset(cache, 0, sizeof cache);
    if (disc_tex)
        SDL_DestroyTexture(disc_tex);
    if (glow_tex)
        SDL_DestroyTexture(glow_tex);
    disc_tex = glow_tex = NULL;
    if (renderer)
        SDL_DestroyRenderer(renderer);
    renderer = NULL;
}

SDL_Renderer *ren_renderer(void) { return renderer; }
const char *ren_driver_name(void) { return driver; }
unsigned ren_frame_number(void) { return frame; }

void ren_output_size(int *w, int *h)
{
    if (SDL_GetRendererOutputSize(renderer, w, h) != 0)
        *w = *h = 0;
}

void ren_begin_frame(RenColor bg)
{
    frame++;
    SDL_RenderSetClipRect(renderer, NULL);
    SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(renderer);
}

void ren_end_frame(bool present)
{
    /* free text nobody drew for a while: strings that changed leave no garbage */
    for (int i = 0; i < TEXT_CACHE; i++)
        if (cache[i].tex && frame - cache[i].used > TEXT_MAX_AGE) {
            SDL_DestroyTexture(cache[i].tex);
            free(cache[i].text);
            memset(&cache[i], 0, sizeof cache[i]);
        }
    if (present)
        SDL_RenderPresent(renderer);
}

void ren_rect(SDL_Rect r, RenColor c)
{
    if (r.w <= 0 || r.h <= 0 || c.a == 0)
        return;
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(renderer, &r);
}

void ren_frame(SDL_Rect r, int t, RenColor c)
{
    if (t <= 0)
        return;
    ren_rect((SDL_Rect){r.x, r.y, r.w, t}, c);
    ren_rect((SDL_Rect){r.x, r.y + r.h - t, r.w, t}, c);
    ren_rect((SDL_Rect){r.x, r.y + t, t, r.h - 2 * t}, c);
    ren_rect((SDL_Rect){r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

static void tinted(SDL_Texture *t, RenColor c)
{
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
}

void ren_round_rect(SDL_Rect r, int radius, RenColor c)
{
    if (r.w <= 0 || r.h <= 0 || c.a == 0)
        return;
    if (radius * 2 > r.w)
        radius = r.w / 2;
    if (radius * 2 > r.h)
        radius = r.h / 2;
    if (radius <= 0) {
        ren_rect(r, c);
        return;
    }
    /* no overlaps, so translucent colours blend once everywhere */
    ren_rect((SDL_Rect){r.x + radius, r.y, r.w - 2 * radius, r.h}, c);
    ren_rect((SDL_Rect){r.x, r.y + radius, radius, r.h - 2 * radius}, c);
    ren_rect((SDL_Rect){r.x + r.w - radius, r.y + radius, radius, r.h - 2 * radius}, c);
    tinted(disc_tex, c);
    int h = DISC_SIZE / 2;
    SDL_Rect src[4] = {{0, 0, h, h}, {h, 0, h, h}, {0, h, h, h}, {h, h, h, h}};
    SDL_Rect dst[4] = {{r.x, r.y, radius, radius},
                       {r.x + r.w - radius, r.y, radius, radius},
                       {r.x, r.y + r.h - radius, radius, radius},
                       {r.x + r.w - radius, r.y + r.h - radius, radius, radius}};
    for (int i = 0; i < 4; i++)
        SDL_RenderCopy(renderer, disc_tex, &src[i], &dst[i]);
}

void ren_round_frame(SDL_Rect r, int radius, int t, RenColor c, RenColor inside)
{
    ren_round_rect(r, radius, c);
    ren_round_rect((SDL_Rect){r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t}, radius > t ? radius - t : 0, inside);
}

void ren_disc(int cx, int cy, int radius, RenColor c)
{
    tinted(disc_tex, c);
    SDL_Rect d = {cx - radius, cy - radius, radius * 2, radius * 2};
    SDL_RenderCopy(renderer, disc_tex, NULL, &d);
}

void ren_line(float x0, float y0, float x1, float y1, float thickness, RenColor c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0 || c.a == 0)
        return;
    /* a quad: the segment pushed half the thickness to each side */
    float nx = -dy / len * thickness / 2, ny = dx / len * thickness / 2;
    float xy[8] = {x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny};
    ren_polygon(xy, 4, c);
}

void ren_polygon(const float *xy, int n, RenColor c)
{
    enum { MAX_POINTS = 32 };
    if (n < 3 || n > MAX_POINTS || c.a == 0)
        return;
    SDL_Vertex v[MAX_POINTS];
    int idx[3 * (MAX_POINTS - 2)];
    for (int i = 0; i < n; i++)
        v[i] = (SDL_Vertex){{xy[2 * i], xy[2 * i + 1]}, {c.r, c.g, c.b, c.a}, {0, 0}};
    for (int i = 1; i + 1 < n; i++) { /* a fan from the first point: convex polygons only */
        idx[3 * (i - 1)] = 0;
        idx[3 * (i - 1) + 1] = i;
        idx[3 * (i - 1) + 2] = i + 1;
    }
    SDL_RenderGeometry(renderer, NULL, v, n, idx, 3 * (n - 2));
}

void ren_glow(SDL_Rect r, RenColor c)
{
    tinted(glow_tex, c);
    SDL_RenderCopy(renderer, glow_tex, NULL, &r);
}

void ren_image(SDL_Texture *t, SDL_Rect dst, uint8_t alpha)
{
    if (!t)
        return;
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(renderer, t, NULL, &dst);
}

void ren_clip(const SDL_Rect *r) { SDL_RenderSetClipRect(renderer, r); }

static TextEntry *text_entry(int px, int face, const char *s)
{
    if (!s || !*s)
        return NULL;
    uint32_t h = hash_str(s, px, face);
    int slot = (int)(h % TEXT_CACHE);
    /* open addressing over a few neighbours; the oldest one is replaced */
    int victim = slot;
    for (int k = 0; k < 8; k++) {
        TextEntry *e = &cache[(slot + k) % TEXT_CACHE];
        if (e->text && e->hash == h && e->px == px && e->face == face && !strcmp(e->text, s)) {
            e->used = frame;
            return e;
        }
        TextEntry *v = &cache[victim];
        if (!e->text || (v->text && e->used < v->used))
            victim = (slot + k) % TEXT_CACHE;
    }
    TextEntry *e = &cache[victim];
    if (e->tex)
        SDL_DestroyTexture(e->tex);
    free(e->text);
    memset(e, 0, sizeof *e);
    TTF_Font *font = fonts_get(px, face);
    if (!font)
        return NULL;
    SDL_Surface *surf = TTF_RenderUTF8_Blended(font, s, (SDL_Color){255, 255, 255, 255});
    if (!surf)
        return NULL;
    e->tex = SDL_CreateTextureFromSurface(renderer, surf);
    e->w = surf->w;
    e->h = surf->h;
    SDL_FreeSurface(surf);
    if (!e->tex)
        return NULL;
    SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    size_t n = strlen(s) + 1;
    e->text = malloc(n);
    if (!e->text) {
        SDL_DestroyTexture(e->tex);
        e->tex = NULL;
        return NULL;
    }
    memcpy(e->text, s, n);
    e->hash = h;
    e->px = px;
    e->face = face;
    e->used = frame;
    return e;
}

int ren_text_width(int px, int face, const char *s)
{
    if (!s || !*s)
        return 0;
    TTF_Font *font = fonts_get(px, face);
    int w = 0, h = 0;
    if (!font || TTF_SizeUTF8(font, s, &w, &h) != 0)
        return 0;
    return w;
}

int ren_line_height(int px)
{
    TTF_Font *font = fonts_get(px, false);
    return font ? TTF_FontLineSkip(font) : px;
}

int ren_text(int px, int face, const char *s, int x, int y, RenColor c)
{
    TextEntry *e = text_entry(px, face, s);
    if (!e)
        return 0;
    tinted(e->tex, c);
    SDL_Rect d = {x, y, e->w, e->h};
    SDL_RenderCopy(renderer, e->tex, NULL, &d);
    return e->w;
}

int ren_text_in(int px, int face, const char *s, SDL_Rect box, int align, RenColor c)
{
    TextEntry *e = text_entry(px, face, s);
    if (!e)
        return 0;
    int x = align == ALIGN_CENTER ? box.x + (box.w - e->w) / 2 : align == ALIGN_RIGHT ? box.x + box.w - e->w : box.x;
    int y = box.y + (box.h - e->h) / 2;
    tinted(e->tex, c);
    SDL_Rect d = {x, y, e->w, e->h};
    SDL_RenderCopy(renderer, e->tex, NULL, &d);
    return e->w;
}

int ren_text_upside_down(int px, int face, const char *s, SDL_Rect box, RenColor c)
{
    TextEntry *e = text_entry(px, face, s);
    if (!e)
        return 0;
    tinted(e->tex, c);
    SDL_Rect d = {box.x + (box.w - e->w) / 2, box.y + (box.h - e->h) / 2, e->w, e->h};
    SDL_RenderCopyEx(renderer, e->tex, NULL, &d, 180.0, NULL, SDL_FLIP_NONE);
    return e->w;
}

static int utf8_prev(const char *s, int i)
{
    do
        i--;
    while (i > 0 && ((unsigned char)s[i] & 0xc0) == 0x80);
    return i;
}

int ren_text_fit(int px, int face, const char *s, int x, int y, int max_w, RenColor c)
{
    if (ren_text_width(px, face, s) <= max_w)
        return ren_text(px, face, s, x, y, c);
    char buf[512];
    int n = (int)strlen(s);
    if (n > (int)sizeof buf - 4)
        n = (int)sizeof buf - 4;
    while (n > 0) {
        n = utf8_prev(s, n);
        memcpy(buf, s, (size_t)n);
        memcpy(buf + n, "\xe2\x80\xa6", 4);
        if (ren_text_width(px, face, buf) <= max_w)
            break;
    }
    return ren_text(px, face, buf, x, y, c);
}

int ren_text_wrap(int px, int face, const char *s, SDL_Rect box, int max_lines, RenColor c, bool draw)
{
    int lh = ren_line_height(px);
    int lines = 0, y = box.y;
    char line[1024];
    const char *p = s ? s : "";
    while (*p) {
        if (max_lines && lines >= max_lines)
            break;
        /* take as many words as fit */
        int best = 0, n = 0;
        while (p[n] && p[n] != '\n' && n < (int)sizeof line - 8) {
            int end = n;
            while (p[end] == ' ')
                end++;
            while (p[end] && p[end] != ' ' && p[end] != '\n')
                end++;
            memcpy(line, p, (size_t)end);
            line[end] = '\0';
            if (ren_text_width(px, face, line) > box.w)
                break;
            n = end;
            best = end;
        }
        if (best == 0 && p[0] && p[0] != '\n') {
            /* one word wider than the box: cut inside it */
            int k = 0;
            while (p[k] && p[k] != '\n' && k < (int)sizeof line - 8) {
                int next = k + 1;
                while (((unsigned char)p[next] & 0xc0) == 0x80)
                    next++;
                memcpy(line, p, (size_t)next);
                line[next] = '\0';
                if (ren_text_width(px, face, line) > box.w && k > 0)
                    break;
                k = next;
            }
            best = k;
        }
        bool last = max_lines && lines == max_lines - 1 && p[best] && p[best] != '\n';
        memcpy(line, p, (size_t)best);
        line[best] = '\0';
        if (draw) {
            if (last) {
                char rest[1024];
                snprintf(rest, sizeof rest, "%s", p);
                char *nl = strchr(rest, '\n');
                if (nl)
                    *nl = '\0';
                ren_text_fit(px, face, rest, box.x, y, box.w, c);
            } else {
                ren_text(px, face, line, box.x, y, c);
            }
        }
        lines++;
        y += lh;
        p += best;
        while (*p == ' ')
            p++;
        if (*p == '\n')
            p++;
    }
    return lines * lh;
}

SDL_Surface *ren_read_pixels(void)
{
    int w, h;
    ren_output_size(&w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    if (SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0) {
        SDL_FreeSurface(s);
        return NULL;
    }
    return s;
}
