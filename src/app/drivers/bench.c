/* bench.c — `chessembly --bench-ui`: first-frame time, frame time at 1280x800,
 * slides (frames drawn while a move slides, their time, frames a 60 Hz display would
 * miss), click-to-markers time on the largest shipped board, idle CPU while the loop
 * waits, and memory. Everything runs through the same frame and event code as the game. */
#include "bench.h"
#include "bench_memory.h"

#include "app.h"
#include "main_loop.h"
#include "catalog.h"
#include "datadir.h"
#include "ren.h"
#include "ui.h"
#include "ui_anim.h"
#include "ui_board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

enum { FRAMES = 60, CLICKS = 30, SLIDES = 10, SLIDE_FRAMES = 4096 };

static double now_ms(void) { return main_seconds() * 1000.0; }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void mouse(Uint32 type, int px, int py)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    int x = (int)(px / ui_lay.dpi), y = (int)(py / ui_lay.dpi);
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
    }
    ui_handle(&e);
}

/* The shipped variant with the most squares. */
static bool largest_variant(char *out, size_t size, int *files, int *ranks)
{
    char dir[PATH_MAX];
    csm_data_path("variants", dir, sizeof dir);
    Catalog c;
    catalog_init(&c);
    catalog_scan(&c, dir, false);
    int best = -1;
    for (int i = 0; i < c.count; i++)
        if (!c.items[i].error && (best < 0 || c.items[i].files * c.items[i].ranks > c.items[best].files * c.items[best].ranks))
            best = i;
    if (best >= 0) {
        snprintf(out, size, "%s", c.items[best].path);
        *files = c.items[best].files;
        *ranks = c.items[best].ranks;
    }
    catalog_free(&c);
    return best >= 0;
}

/* Plays e2e4 and takes it back SLIDES times, drawing every frame the loop asks for
 * while the piece slides. A 60 Hz display shows a frame every 16.7 ms: an interval of
 * the slide without a new frame is a dropped frame. */
static void bench_slides(void)
{
    static double draw[SLIDE_FRAMES];
    int n = 0, dropped = 0, slides = 0, intervals = 0;
    bool animate = app.animate, sound = app.sound;
    app.animate = true;
    app.sound = false; /* the figures are the window's; the audio device is not measured */
    const double period = 1000.0 / 60.0;
    for (int k = 0; k < SLIDES; k++) {
        bool ok = k % 2 == 0 ? game_play_text(app.game, "e2e4") == 0 : game_undo(app.game);
        if (!ok)
            break;
        app.revision++;
        main_frame(NULL); /* the frame that starts the slide */
        if (!ui_anim_active())
            continue;
        slides++;
        double start = now_ms();
        bool shown[64] = {false}; /* which 16.7 ms intervals got a frame */
        while (ui_anim_active() && n < SLIDE_FRAMES) {
            SDL_Event e;
            if (SDL_WaitEventTimeout(&e, ui_wait_ms()))
                ui_handle(&e);
            ui_tick();
            if (!ui_dirty())
                continue;
            double a = now_ms();
            main_frame(NULL);
            double b = now_ms();
            draw[n++] = b - a;
            int slot = (int)((b - start) / period);
            if (slot >= 0 && slot < 64)
                shown[slot] = true;
        }
        int slots = (int)((now_ms() - start) / period);
        for (int i = 0; i < slots && i < 64; i++) {
            intervals++;
            dropped += !shown[i];
        }
    }
    app.animate = animate;
    app.sound = sound;
    if (n == 0) {
        printf("slide:               no slide ran\n");
        return;
    }
    double worst = 0;
    for (int i = 0; i < n; i++)
        worst = draw[i] > worst ? draw[i] : worst;
    printf("slide at %dx%d:    %d slides of %d ms, %d frames (%.0f per slide), frame %.2f ms median, %.2f ms max, "
           "%d of %d 60 Hz intervals without a frame\n",
           ui_lay.w, ui_lay.h, slides, UI_ANIM_MS, n, (double)n / slides, median(draw, n), worst, dropped, intervals);
}

int bench_run(void)
{
    /* 1. the first frame */
    main_frame(NULL);
    double first = now_ms();
    printf("renderer:            %s\n", ren_driver_name());
    printf("first frame:         %.1f ms after start\n", first);

    /* 2. redraws at 1280x800 */
    SDL_SetWindowSize(ui_window(), 1280, 800);
    main_pump();
    ui_relayout();
    double t[FRAMES > CLICKS ? FRAMES : CLICKS];
    for (int i = 0; i < FRAMES; i++) {
        double a = now_ms();
        ui_set_dirty();
        main_frame(NULL);
        t[i] = now_ms() - a;
    }
    printf("frame at %dx%d:    %.2f ms median of %d forced redraws\n", ui_lay.w, ui_lay.h, median(t, FRAMES), FRAMES);

    /* 2b. slides at 1280x800: moves played and taken back, the loop running as the
     * game's does (no vsync here: frames come as fast as the loop asks for them) */
    bench_slides();

    /* 3. click a piece to markers shown, on the largest shipped board */
    char path[PATH_MAX], err[1200];
    int files = 0, ranks = 0;
    if (largest_variant(path, sizeof path, &files, &ranks) && app_load_variant(path, err, sizeof err)) {
        main_frame(NULL);
        /* the piece with the most legal moves */
        int counts[CSM_SQUARES] = {0};
        int best = -1;
        for (int i = 0; i < app.game->nlegal; i++) {
            int f = app.game->legal[i].from;
            if (++counts[f] > (best >= 0 ? counts[best] : 0))
                best = f;
        }
        if (best >= 0) {
            SDL_Rect r;
            ui_board_square_rect((Square)best, &r);
            int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
            int markers = 0;
            for (int i = 0; i < CLICKS; i++) {
                ui_board_deselect();
                main_frame(NULL);
                double a = now_ms();
                mouse(SDL_MOUSEBUTTONDOWN, cx, cy);
                mouse(SDL_MOUSEBUTTONUP, cx, cy);
                main_frame(NULL);
                t[i] = now_ms() - a;
                markers = 0;
                for (int s = 0; s < CSM_SQUARES; s++)
                    markers += ui_board_marker((Square)s, NULL) >= 0;
            }
            printf("click to markers:    %.2f ms median of %d (%s, %dx%d, %d markers)\n", median(t, CLICKS), CLICKS,
                   app.variant->name, files, ranks, markers);
        }
        ui_board_deselect();
        main_frame(NULL);
    } else {
        printf("click to markers:    no shipped variant loads\n");
    }

    /* 4. idle: wait in the event loop, as the game does, and count CPU time */
    double seconds = 10;
    const char *env = getenv("CHESSEMBLY_BENCH_IDLE_SECONDS");
    if (env && atof(env) > 0)
        seconds = atof(env);
    main_pump(); /* anything left from the clicks is drawn before measuring */
    struct rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    double start = now_ms(), end = start + seconds * 1000;
    int wakeups = 0, frames = 0;
    while (now_ms() < end) {
        SDL_Event e;
        int wait = (int)(end - now_ms()) + 1;
        if (wait > ui_wait_ms())
            wait = ui_wait_ms();
        if (SDL_WaitEventTimeout(&e, wait)) {
            ui_handle(&e);
            wakeups++;
        }
        ui_tick();
        if (ui_dirty()) {
            main_frame(NULL);
            frames++;
        }
    }
    getrusage(RUSAGE_SELF, &after);
    double cpu = (double)(after.ru_utime.tv_sec - before.ru_utime.tv_sec) * 1000.0 +
                 (double)(after.ru_utime.tv_usec - before.ru_utime.tv_usec) / 1000.0 +
                 (double)(after.ru_stime.tv_sec - before.ru_stime.tv_sec) * 1000.0 +
                 (double)(after.ru_stime.tv_usec - before.ru_stime.tv_usec) / 1000.0;
    double wall = now_ms() - start;
    printf("idle CPU:            %.1f ms over %.1f s (%.3f%%), %d events, %d frames, video driver %s\n", cpu,
           wall / 1000, 100.0 * cpu / wall, wakeups, frames, SDL_GetCurrentVideoDriver());

    /* 5. memory */
    printf("memory:              RSS %ld kB (peak %ld kB)\n", bench_status_kb("VmRSS"), bench_status_kb("VmHWM"));
    return 0;
}
