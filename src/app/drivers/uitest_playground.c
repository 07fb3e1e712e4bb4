/* uitest_playground.c — the UI tests' clicks, drags and checks in the playground: its
 * board's markers and pieces, its editor's selection, script and error underline. */
#include "uitest_steps.h"

#include "notation.h"
#include "ui_editor.h"
#include "ui_kit.h"
#include "ui_playground.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The playground editor: expect pg-selection TEXT (exactly; \n for a line break),
 * pg-script-has TEXT yes|no, clipboard TEXT, and pg-underline LINE COL | none: the
 * wavy red line under the compile error starts at LINE:COL and is red in the last
 * screenshot. */
static void unescape(char *s)
{
    char *w = s;
    for (char *r = s; *r; r++) {
        if (r[0] == '\\' && r[1] == 'n') {
            *w++ = '\n';
            r++;
        } else {
            *w++ = *r;
        }
    }
    *w = '\0';
}

static void expect_editor(char **a, int n)
{
    char want[2048], got[EDITOR_MAX];
    ut_join(a, 2, n, want, sizeof want);
    unescape(want);
    if (!strcmp(a[1], "pg-selection")) {
        ui_playground_selection(got, sizeof got);
        if (strcmp(got, want))
            ut_fail("editor selection: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(a[1], "clipboard")) {
        char *clip = SDL_GetClipboardText();
        if (!clip || strcmp(clip, want))
            ut_fail("clipboard: expected \"%s\", got \"%s\"", want, clip ? clip : "(null)");
        SDL_free(clip);
    } else if (!strcmp(a[1], "pg-script-has") && n >= 4) {
        ut_join(a, 2, n - 1, want, sizeof want);
        unescape(want);
        bool has = strstr(ui_playground_script(), want) != NULL;
        if (has != ut_yes(a[n - 1]))
            ut_fail("script: expected %s\"%s\" in \"%s\"", ut_yes(a[n - 1]) ? "" : "no ", want, ui_playground_script());
    } else if (!strcmp(a[1], "pg-underline") && n >= 3) {
        SDL_Rect r;
        bool shown = ui_playground_error_rect(&r);
        if (!strcmp(a[2], "none")) {
            if (shown)
                ut_fail("expected no error underline");
            return;
        }
        int x, y;
        if (n < 4 || !shown || !ui_playground_text_point(atoi(a[2]), atoi(a[3]), &x, &y)) {
            ut_fail("expected an error underline at %s:%s", a[2], n >= 4 ? a[3] : "?");
            return;
        }
        if (abs(r.x - x) > 1 || r.y < y || r.y > y + U(16))
            ut_fail("the underline is at %d,%d, line %s column %s is at %d,%d", r.x, r.y, a[2], a[3], x, y);
        else if (ut_need_shot() && ut_colour_share(ut_shot, r, 0xe8, 0x55, 0x4a, 40) < 0.2)
            ut_fail("the underline at %d,%d (%dx%d) is not red in %s", r.x, r.y, r.w, r.h, ut_last_shot);
    } else {
        ut_fail("incomplete editor check %s", a[1]);
    }
}

static bool playground_expect_1(char **a, int n, const char *what, char *want, char *got)
{
    (void)got;
    if (!strcmp(what, "playground-marker") && n >= 4) {
        Square s;
        if (square_parse(a[2], 8, 8, &s) <= 0) {
            ut_fail("bad square %s", a[2]);
            return true;
        }
        const char *m = ut_marker_name(ui_playground_marker(s));
        if (strcmp(m, a[3]))
            ut_fail("playground marker on %s: expected %s, got %s", a[2], a[3], m);
    } else if (!strcmp(what, "playground-piece") && n >= 4) {
        Square s;
        if (square_parse(a[2], 8, 8, &s) <= 0) {
            ut_fail("bad square %s", a[2]);
            return true;
        }
        const char *p = ui_playground_piece(s);
        if (strcmp(p[0] ? p : "none", a[3]))
            ut_fail("playground piece on %s: expected %s, got %s", a[2], a[3], p[0] ? p : "none");
    } else if (!strcmp(what, "playground") && n >= 3) {
        if (ui_playground_active() != ut_yes(a[2]))
            ut_fail("playground: expected %s", a[2]);
    } else if (!strcmp(what, "playground-error")) {
        const char *e = ui_playground_error();
        if (n == 2 ? e[0] != '\0' : !strstr(e, want))
            ut_fail("playground error: expected \"%s\", got \"%s\"", want, e);
    } else if (!strcmp(what, "pg-selection") || !strcmp(what, "clipboard") || !strcmp(what, "pg-script-has") ||
               !strcmp(what, "pg-underline")) {
        expect_editor(a, n);
    } else {
        return false;
    }
    return true;
}

bool ut_playground_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    return playground_expect_1(a, n, a[1], want, got);
}

static bool playground_command_1(char **a, int n, const char *c)
{
    int x, y;
    if (!strcmp(c, "pg-drag") && n >= 5) {
        /* pg-drag LINE COL LINE COL: a mouse selection in the playground editor */
        int x2, y2;
        if (!ui_playground_text_point(atoi(a[1]), atoi(a[2]), &x, &y) ||
            !ui_playground_text_point(atoi(a[3]), atoi(a[4]), &x2, &y2)) {
            ut_fail("no such place in the script");
        } else {
            ut_motion(x, y, false);
            ut_button(x, y, true);
            for (int i = 1; i <= 3; i++)
                ut_motion(x + (x2 - x) * i / 3, y + (y2 - y) * i / 3, true);
            ut_button(x2, y2, false);
        }
    } else if (!strcmp(c, "pg-click-text") && n >= 3) {
        if (!ui_playground_text_point(atoi(a[1]), atoi(a[2]), &x, &y))
            ut_fail("no such place in the script");
        else
            ut_click_at(x, y);
    } else if (!strcmp(c, "pg") && n >= 2) {
        /* pg square SQ | pg sample N | pg palette N | pg shape N | pg back | pg reset | pg editor */
        static const char *what[] = {"square", "sample", "palette", "shape", "back", "reset", "editor"};
        int w = -1;
        for (int i = 0; i < 7; i++)
            if (!strcmp(a[1], what[i]))
                w = i;
        int idx = n >= 3 ? atoi(a[2]) : 0;
        Square s;
        if (w == PG_SQUARE) {
            idx = -1;
            if (n >= 3 && square_parse(a[2], 8, 8, &s) > 0)
                idx = s;
        }
        if (w < 0 || !ui_playground_point(w, idx, &x, &y))
            ut_fail("no playground %s %s", a[1], n >= 3 ? a[2] : "");
        else
            ut_click_at(x, y);
    } else {
        return false;
    }
    return true;
}

bool ut_playground_command(char **a, int n)
{
    return playground_command_1(a, n, a[0]);
}
