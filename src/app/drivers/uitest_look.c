/* uitest_look.c — the UI tests' checks of the table's look and sound: settings, sounds,
 * slides, the window's size and place, toasts and tooltips, the texture caches, a pixel. */
#include "uitest_steps.h"

#include "app.h"
#include "assets.h"
#include "i18n.h"
#include "main_loop.h"
#include "ren.h"
#include "sound.h"
#include "theme.h"
#include "timesrc.h"
#include "ui_anim.h"
#include "ui_board.h"
#include "ui_kit.h"
#include "ui_settings.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void resize(int w, int h)
{
    SDL_SetWindowSize(ui_window(), w, h);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    e.window.data1 = w;
    e.window.data2 = h;
    ut_send(&e);
    ui_relayout();
    main_frame(NULL);
}

/* Two strings that read the same in one language and differently in the other are two
 * actions (or messages) a player cannot tell apart there: Korean's 다시 두기 was both
 * Redo and Rematch. (Capitals alone do not make two meanings.) Returns how many such pairs were reported. */
static int label_clashes(void)
{
    int clashes = 0;
    for (int i = 0; i < S_COUNT; i++)
        for (int j = i + 1; j < S_COUNT; j++)
            for (int l = 0; l < LANG_COUNT; l++) {
                int other = (l + 1) % LANG_COUNT;
                if (!strcmp(tr_in((StrId)i, (Lang)l), tr_in((StrId)j, (Lang)l)) &&
                    strcasecmp(tr_in((StrId)i, (Lang)other), tr_in((StrId)j, (Lang)other))) {
                    ut_fail("\"%s\" says both \"%s\" and \"%s\"", tr_in((StrId)i, (Lang)l),
                            tr_in((StrId)i, (Lang)other), tr_in((StrId)j, (Lang)other));
                    clashes++;
                }
            }
    return clashes;
}

static bool look_expect_1(char **a, int n, const char *what, char *want, char *got)
{
    if (!strcmp(what, "labels-distinct")) {
        label_clashes();
        return true;
    }
    if (!strcmp(what, "layout-fills")) {
        /* the layout is as large as what is drawn on (nothing cropped, no empty band) */
        int w = 0, h = 0;
        ren_output_size(&w, &h);
        if (ui_lay.w != w || ui_lay.h != h)
            ut_fail("layout %dx%d, drawn on %dx%d", ui_lay.w, ui_lay.h, w, h);
        return true;
    }
    if (!strcmp(what, "gl-software") && n >= 6) {
        /* expect gl-software VIDEO DEVDIR ALWAYS yes|no: the renderer's choice for a video
         * driver, a /dev folder and LIBGL_ALWAYS_SOFTWARE ("-": unset) */
        bool soft = ren_gl_is_software(a[2], a[3], strcmp(a[4], "-") ? a[4] : NULL);
        if (soft != ut_yes(a[5]))
            ut_fail("gl-software %s %s %s: expected %s, got %s", a[2], a[3], a[4], a[5], soft ? "yes" : "no");
        return true;
    }
    (void)got;
    if (!strcmp(what, "sound") && n >= 3) {
        /* the last sound played since the previous `expect sound` (none: no sound) */
        static int checked;
        int count = sound_played_count();
        const char *value = count == checked ? "none" : sound_name((SoundId)sound_last());
        checked = count;
        if (strcmp(value, a[2]))
            ut_fail("sound: expected %s, got %s", a[2], value);
    } else if (!strcmp(what, "sounds") && n >= 3) {
        if (sound_played_count() != atoi(a[2]))
            ut_fail("sounds played: expected %s, got %d", a[2], sound_played_count());
    } else if (!strcmp(what, "slides") && n >= 3) {
        if (ui_anim_started() != atoi(a[2]))
            ut_fail("slides started: expected %s, got %d", a[2], ui_anim_started());
    } else if (!strcmp(what, "sliding") && n >= 3) {
        if (ui_anim_sliding() != atoi(a[2]))
            ut_fail("pieces sliding: expected %s, got %d", a[2], ui_anim_sliding());
    } else if (!strcmp(what, "window") && n >= 4) {
        int w, h;
        SDL_GetWindowSize(ui_window(), &w, &h);
        if (w != atoi(a[2]) || h != atoi(a[3]))
            ut_fail("window size: expected %sx%s, got %dx%d", a[2], a[3], w, h);
    } else if (!strcmp(what, "window-pos") && n >= 4) {
        int x, y;
        SDL_GetWindowPosition(ui_window(), &x, &y);
        if (x != atoi(a[2]) || y != atoi(a[3]))
            ut_fail("window position: expected %s,%s, got %d,%d", a[2], a[3], x, y);    } else if (!strcmp(what, "toast") && !strcmp(want, "none")) {
        if (ui_toast_text()[0])
            ut_fail("toast: expected none, got \"%s\"", ui_toast_text());
    } else if (!strcmp(what, "toast")) {
        if (!strstr(ui_toast_text(), want))
            ut_fail("toast: \"%s\" not in \"%s\"", want, ui_toast_text());
    } else if (!strcmp(what, "redraw-rasterises") && n >= 3) {
        /* forced redraws of an unchanged window must reuse every cached texture */
        int before = assets_raster_count();
        for (int i = 0; i < 3; i++) {
            ui_set_dirty();
            main_frame(NULL);
        }
        int made = assets_raster_count() - before;
        if ((made > 0) != ut_yes(a[2]))
            ut_fail("redraws rasterised %d SVG image(s)", made);
    } else if (!strcmp(what, "live-textures-at-most") && n >= 3) {
        if (assets_live_textures() > atoi(a[2]))
            ut_fail("%d SVG textures alive, expected at most %s", assets_live_textures(), a[2]);
    } else if (!strcmp(what, "pixel") && n >= 8) {
        if (!ut_need_shot())
            return true;
        uint32_t p = ut_pixel(ut_shot, atoi(a[2]), atoi(a[3]));
        if (!ut_close_to(p, atoi(a[4]), atoi(a[5]), atoi(a[6]), atoi(a[7])))
            ut_fail("pixel %s,%s of %s: expected %s %s %s, got %u %u %u", a[2], a[3], ut_last_shot, a[4], a[5], a[6],
                 (p >> 16) & 255, (p >> 8) & 255, p & 255);
    } else if (!strcmp(what, "tooltip")) {
        /* expect tooltip none | TEXT: the tooltip of the last frame (the window's, or the
         * board's own over a cluster of choices) */
        const char *t = ui_tooltip_text()[0] ? ui_tooltip_text() : ui_board_tooltip();
        if (!strcmp(want, "none") ? t[0] != '\0' : !strstr(t, want))
            ut_fail("tooltip: expected \"%s\", got \"%s\"", want, t);
    } else if (!strcmp(what, "toast-whole")) {
        /* expect toast-whole: the toast drawn last showed all of its text */
        if (!ui_toast_whole())
            ut_fail("the toast was cut: \"%s\"", ui_toast_text());
    } else {
        return false;
    }
    return true;
}

bool ut_look_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    return look_expect_1(a, n, a[1], want, got);
}

static bool look_command_1(char **a, int n, const char *c)
{
    if ((!strcmp(c, "resize") || !strcmp(c, "size")) && n >= 3) {
        resize(atoi(a[1]), atoi(a[2]));
    } else if (!strcmp(c, "anim-elapsed") && n >= 2) {
        /* slides drawn as if MS had passed since they started; `real`: the real clock */
        ui_anim_test_elapsed(!strcmp(a[1], "real") ? -1 : atoi(a[1]));
        ui_set_dirty();
        ut_settle();
    } else if (!strcmp(c, "anim-advance") && n >= 2) {
        /* the slide clock moves on, as time does: no frame is asked for here, the loop
         * draws what it asks for itself */
        ui_anim_test_elapsed(atoi(a[1]));
        ut_settle();
    } else if (!strcmp(c, "keep-frames") && n >= 2) {
        main_keep_frames(!strcmp(a[1], "on"));
    } else if (!strcmp(c, "screenshot-shown") && n >= 2) {
        /* the frame the window shows now, not drawn again */
        SDL_Surface *shown = main_shown_frame();
        if (!shown || !main_save_png(shown, a[1]))
            ut_fail("screenshot-shown %s: no frame kept (keep-frames on first)", a[1]);
    } else if (!strcmp(c, "real-clock")) {
        time_use_manual(false); /* benchmarks only: timed things follow the wall clock */
    } else {
        return false;
    }
    return true;
}

bool ut_look_command(char **a, int n)
{
    return look_command_1(a, n, a[0]);
}
