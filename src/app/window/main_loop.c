/* main_loop.c — the frame and the event loop (see main_loop.h). */
#include "main_loop.h"

#include "assets.h"
#include "ren.h"
#include "theme.h"
#include "ui.h"

#include <SDL_image.h>
#include <stdio.h>

static Uint64 t_start;
static bool keep_frames;         /* tests: keep a copy of every frame shown */
static SDL_Surface *last_shown;  /* the last frame shown, when kept */

void main_keep_frames(bool on)
{
    keep_frames = on;
    if (!on) {
        SDL_FreeSurface(last_shown);
        last_shown = NULL;
    }
}

SDL_Surface *main_shown_frame(void) { return last_shown; }

void main_start_clock(void) { t_start = SDL_GetPerformanceCounter(); }

double main_seconds(void) { return (double)(SDL_GetPerformanceCounter() - t_start) / (double)SDL_GetPerformanceFrequency(); }

void main_frame(SDL_Surface **capture)
{
    ren_begin_frame(C_BG);
    ui_draw();
    if (capture)
        *capture = ren_read_pixels();
    if (keep_frames) {
        SDL_FreeSurface(last_shown);
        last_shown = ren_read_pixels();
    }
    ren_end_frame(true);
    assets_end_frame();
    ui_clear_dirty();
}

void main_pump(void)
{
    SDL_Event e;
    while (SDL_PollEvent(&e))
        ui_handle(&e);
    ui_tick();
    if (ui_dirty())
        main_frame(NULL);
}

void main_loop(void)
{
    ui_tick(); /* a computer to move at start (an opened game) starts thinking */
    main_frame(NULL);
    while (!ui_quit_requested()) {
        SDL_Event e;
        /* sleep until something happens: an idle window costs no CPU */
        if (SDL_WaitEventTimeout(&e, ui_wait_ms())) {
            ui_handle(&e);
            while (!ui_quit_requested() && SDL_PollEvent(&e))
                ui_handle(&e);
        }
        ui_tick();
        if (ui_dirty() && !ui_quit_requested())
            main_frame(NULL);
    }
}

bool main_save_png(SDL_Surface *s, const char *path)
{
    if (!s || IMG_SavePNG(s, path) != 0) {
        fprintf(stderr, "chessembly: cannot save %s: %s\n", path, SDL_GetError());
        return false;
    }
    return true;
}
