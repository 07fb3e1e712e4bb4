/* uitest_engines.c — the UI tests' steps for other engines: clicks in Settings -> Engines,
 * waiting for an engine's answer, and checks of what the dialog lists. */
#include "uitest_steps.h"

#include "engine.h"
#include "engine_list.h"
#include "extengine.h"
#include "ui.h"
#include "ui_engines.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Each wait handles events until its condition holds. No deadline: the engines' own
 * deadlines read the test clock (`time-advance` moves it), another engine's answers come
 * when they come, and a hang runs into CTest's timeout. */
static bool engines_settled(int unused)
{
    (void)unused;
    return !engine_list_settling(); /* no engine being added, detected or stopped */
}

static bool lines_shown(int want)
{
    SearchInfo lines[ENGINE_MAX_LINES];
    return engine_analysis(lines, ENGINE_MAX_LINES) >= want;
}

/* the best analysis line at `depth` (for screenshots of a real engine: a depth, not a time) */
static bool depth_reached(int depth)
{
    SearchInfo lines[ENGINE_MAX_LINES];
    return engine_analysis(lines, ENGINE_MAX_LINES) > 0 && lines[0].depth >= depth;
}

static void wait_until(bool (*done)(int), int arg)
{
    for (;;) {
        ut_settle();
        if (done(arg))
            return;
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, 20))
            ui_handle(&e);
    }
}

bool ut_engines_command(char **a, int n)
{
    if (!strcmp(a[0], "click-engines") && n >= 2) {
        /* click-engines NAME: a control of the engines dialog (ui_engines.h) */
        SDL_Rect r;
        if (!ui_engines_choice_rect(a[1], &r))
            ut_fail("no engines control %s (is the dialog open, the engine selected?)", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(a[0], "wait-engines")) {
        wait_until(engines_settled, 0);
    } else if (!strcmp(a[0], "wait-lines") && n >= 2) {
        wait_until(lines_shown, atoi(a[1]));
    } else if (!strcmp(a[0], "wait-depth") && n >= 2) {
        wait_until(depth_reached, atoi(a[1]));
    } else {
        return false;
    }
    return true;
}

bool ut_engines_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    if (!strcmp(a[1], "engines-open") && n >= 3) {
        if (ui_engines_active() != ut_yes(a[2]))
            ut_fail("engines dialog: expected %s", ut_yes(a[2]) ? "open" : "closed");
    } else if (!strcmp(a[1], "engine-thinking") && n >= 3) {
        /* expect engine-thinking yes|no: another engine thinks about the computer's move */
        if (extengine_thinking() != ut_yes(a[2]))
            ut_fail("another engine thinking: expected %s", a[2]);
    } else if (!strcmp(a[1], "engines-text") && n >= 3) {
        /* expect engines-text TEXT: the dialog's rows (ui_engines_text) contain TEXT */
        ui_engines_text(got, sizeof got);
        if (!strstr(got, want))
            ut_fail("engines dialog: expected \"%s\" in \"%s\"", want, got);
    } else {
        return false;
    }
    return true;
}
