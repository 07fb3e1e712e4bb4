/* assets.c — the SVG texture cache (see assets.h). */
#include "assets.h"

#include "datadir.h"
#include "ren.h"

#include <SDL_image.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_SOURCES = 160, MAX_TEXTURES = 256, MAX_AGE = 120 };

typedef struct Source {
    char name[96];  /* "pieces/white-king.svg" */
    char *svg;      /* file contents, or NULL when missing */
    size_t len;
    bool missing;
} Source;

typedef struct Raster {
    int source;
    int px;
    SDL_Texture *tex;
    unsigned used;
} Raster;

static Source sources[MAX_SOURCES];
static int nsources;
static Raster rasters[MAX_TEXTURES];
static int raster_count;

static int source_for(const char *name)
{
    for (int i = 0; i < nsources; i++)
        if (!strcmp(sources[i].name, name))
            return i;
    if (nsources == MAX_SOURCES)
        return -1;
    Source *s = &sources[nsources];
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", name);
    char rel[128], path[PATH_MAX];
    snprintf(rel, sizeof rel, "assets/%s", name);
    csm_data_path(rel, path, sizeof path);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (rw) {
        Sint64 size = SDL_RWsize(rw);
        if (size > 0 && size < (4 << 20)) {
            s->svg = malloc((size_t)size);
            if (s->svg && SDL_RWread(rw, s->svg, 1, (size_t)size) == (size_t)size)
                s->len = (size_t)size;
            else {
                free(s->svg);
                s->svg = NULL;
            }
        }
        SDL_RWclose(rw);
    }
    s->missing = s->svg == NULL;
    return nsources++;
}

static SDL_Texture *raster(int src, int px)
{
    if (src < 0 || sources[src].missing || px <= 0)
        return NULL;
    unsigned now = ren_frame_number();
    for (int i = 0; i < MAX_TEXTURES; i++) {
        Raster *r = &rasters[i];
        if (r->tex && r->source == src && r->px == px) {
            r->used = now;
            return r->tex;
        }
    }
    /* a new size replaces the sizes this frame has not drawn (a resize) */
    for (int i = 0; i < MAX_TEXTURES; i++) {
        Raster *r = &rasters[i];
        if (r->tex && r->source == src && r->used != now) {
            SDL_DestroyTexture(r->tex);
            memset(r, 0, sizeof *r);
        }
    }
    int free_slot = -1, oldest = 0;
    for (int i = 0; i < MAX_TEXTURES; i++) {
        Raster *r = &rasters[i];
        if (!r->tex && free_slot < 0)
            free_slot = i;
        if (r->tex && r->used < rasters[oldest].used)
            oldest = i;
    }
    int slot = free_slot >= 0 ? free_slot : oldest;
    Raster *r = &rasters[slot];
    if (r->tex)
        SDL_DestroyTexture(r->tex);
    memset(r, 0, sizeof *r);
    SDL_RWops *rw = SDL_RWFromConstMem(sources[src].svg, (int)sources[src].len);
    SDL_Surface *surf = rw ? IMG_LoadSizedSVG_RW(rw, px, px) : NULL;
    if (rw)
        SDL_RWclose(rw);
    if (!surf) {
        sources[src].missing = true;
        return NULL;
    }
    raster_count++;
    r->tex = SDL_CreateTextureFromSurface(ren_renderer(), surf);
    SDL_FreeSurface(surf);
    if (!r->tex)
        return NULL;
    SDL_SetTextureBlendMode(r->tex, SDL_BLENDMODE_BLEND);
    r->source = src;
    r->px = px;
    r->used = now;
    return r->tex;
}

SDL_Texture *assets_piece(const char *icon, bool black, int px)
{
    if (!icon || !*icon)
        return NULL;
    char name[96];
    snprintf(name, sizeof name, "pieces/%s-%s.svg", black ? "black" : "white", icon);
    return raster(source_for(name), px);
}

SDL_Texture *assets_marker(Marker m, int px)
{
    static const char *names[MARK_COUNT] = {"markers/move.svg", "markers/capture.svg", "markers/jump.svg",
                                            "markers/shift.svg"};
    if ((unsigned)m >= MARK_COUNT)
        return NULL;
    return raster(source_for(names[m]), px);
}

SDL_Surface *assets_app_icon(void)
{
    char path[PATH_MAX];
    csm_data_path("assets/icon-256.png", path, sizeof path);
    return IMG_Load(path);
}

void assets_end_frame(void)
{
    unsigned frame = ren_frame_number();
    for (int i = 0; i < MAX_TEXTURES; i++)
        if (rasters[i].tex && frame - rasters[i].used >= MAX_AGE) {
            SDL_DestroyTexture(rasters[i].tex);
            memset(&rasters[i], 0, sizeof rasters[i]);
        }
}

void assets_shutdown(void)
{
    for (int i = 0; i < MAX_TEXTURES; i++)
        if (rasters[i].tex)
            SDL_DestroyTexture(rasters[i].tex);
    memset(rasters, 0, sizeof rasters);
    for (int i = 0; i < nsources; i++)
        free(sources[i].svg);
    nsources = 0;
}

int assets_raster_count(void) { return raster_count; }

int assets_live_textures(void)
{
    int n = 0;
    for (int i = 0; i < MAX_TEXTURES; i++)
        n += rasters[i].tex != NULL;
    return n;
}
