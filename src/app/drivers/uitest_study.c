/* uitest_study.c — the UI tests' waits for the computer and checks of its thinking, hints,
 * the analysis board (lines, bar, score) and the variations under the move list. */
#include "uitest_steps.h"

#include "app.h"
#include "engine.h"
#include "notation.h"
#include "ui.h"
#include "ui_analysis.h"
#include "ui_kit.h"
#include "ui_panel.h"
#include "ui_review.h"
#include "ui_variations.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Handles events until the computer has nothing to do (no search running, none due),
 * the way the interactive loop would: sleeping until the search thread's event. No
 * deadline: test searches are depth-limited (engine_force_depth), so they end, however
 * slow and busy the machine; a search that never ends runs into CTest's timeout. */
static void wait_engine(void)
{
    for (;;) {
        ut_settle();
        if (engine_idle())
            return;
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, 20))
            ui_handle(&e);
    }
}

/* Handles events until the running search has reported a depth (what the thinking line
 * shows), however long the machine takes; fails when no search runs. */
static void wait_thinking(void)
{
    for (;;) {
        ut_settle();
        SearchInfo info;
        if (engine_progress(&info))
            return;
        if (engine_idle()) {
            ut_fail("wait-thinking: the computer is not thinking");
            return;
        }
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, 20))
            ui_handle(&e);
    }
}

static bool study_expect_1(char **a, int n, const char *what, char *want, char *got)
{
    if (!strcmp(what, "thinking") && n >= 3) {
        if ((engine_job() == JOB_MOVE) != ut_yes(a[2]))
            ut_fail("thinking: expected %s", a[2]);
    } else if (!strcmp(what, "hint") && n >= 3) {
        Move m;
        char from[8] = "none", to[8] = "";
        if (engine_hint(&m)) {
            square_name(m.from, from);
            square_name(m.to, to);
        }
        if (strcmp(from, a[2]) || (n >= 4 && strcmp(to, a[3])))
            ut_fail("hint: expected %s %s, got %s %s", a[2], n >= 4 ? a[3] : "", from, to);
    } else if (!strcmp(what, "analysis-lines") && n >= 3) {
        /* expect analysis-lines N: the analysis board shows N lines */
        SearchInfo lines[ENGINE_MAX_LINES];
        int have = engine_analysis(lines, ENGINE_MAX_LINES);
        if (have != atoi(a[2]))
            ut_fail("analysis: expected %s lines, got %d", a[2], have);
    } else if (!strcmp(what, "analysis-line") && n >= 4) {
        /* expect analysis-line N TEXT: line N (1 = the best) as the card writes it */
        SearchInfo lines[ENGINE_MAX_LINES];
        int i = atoi(a[2]), have = engine_analysis(lines, ENGINE_MAX_LINES);
        char text[400] = "";
        if (i >= 1 && i <= have)
            ui_analysis_line_text(&lines[i - 1], text, sizeof text);
        char wanted[EXPECT_TEXT];
        ut_join(a, 3, n, wanted, sizeof wanted);
        if (!strstr(text, wanted))
            ut_fail("analysis line %s: \"%s\" not in \"%s\"", a[2], wanted, text);    } else if (!strcmp(what, "variations") && n >= 3) {
        ut_join(a, 3, n, want, EXPECT_TEXT);
        /* expect variations PLY TEXT: the comments and variations under that move's row */
        int side = app.game ? app.game->start.side : 0;
        ui_variations_text((atoi(a[2]) - 1 + side) / 2, got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("variations after ply %s: expected \"%s\", got \"%s\"", a[2], want, got);
    } else if (!strcmp(what, "review-summary") && n >= 4) {
        /* expect review-summary white|black TEXT: that player's line under the graph */
        ut_join(a, 3, n, want, EXPECT_TEXT);
        ui_review_summary_text(!strcmp(a[2], "white"), got, EXPECT_TEXT);
        SDL_Rect shown = {0};
        if (!ui_panel_part_rect("summary", &shown) || shown.h == 0)
            ut_fail("review summary: not shown under the graph");
        else if (strcmp(got, want))
            ut_fail("review summary of %s: expected \"%s\", got \"%s\"", a[2], want, got);
    } else if (!strcmp(what, "bar-white") && n >= 4) {
        /* expect bar-white below|above PERMILLE: White's light part of the evaluation bar
         * in the last screenshot, counted in its pixels (the middle column) */
        SDL_Rect bar;
        if (!ut_need_shot() || !ui_analysis_bar_rect(ui_lay.board, &bar)) {
            ut_fail("bad bar-white check");
            return true;
        }
        int light = 0;
        for (int y = bar.y; y < bar.y + bar.h; y++) {
            uint32_t p = ut_pixel(ut_shot, bar.x + bar.w / 2, y);
            light += ((p >> 16) & 255) > 200 && ((p >> 8) & 255) > 200;
        }
        int share = bar.h ? light * 1000 / bar.h : 0;
        bool below = !strcmp(a[2], "below");
        if (below ? share >= atoi(a[3]) : share <= atoi(a[3]))
            ut_fail("bar: White's part is %d/1000, expected %s %s", share, a[2], a[3]);
    } else if (!strcmp(what, "white-score") && n >= 4) {
        /* expect white-score below|above CP: the analysis' best line, from White's side */
        SearchInfo lines[ENGINE_MAX_LINES];
        Position buf;
        int have = engine_analysis(lines, ENGINE_MAX_LINES);
        int score = have ? lines[0].score * (app_shown_position(&buf, NULL)->side == WHITE ? 1 : -1) : 0;
        bool below = !strcmp(a[2], "below");
        if (!have || (below ? score >= atoi(a[3]) : score <= atoi(a[3])))
            ut_fail("white's score: expected %s %s, got %d (%d lines)", a[2], a[3], score, have);    } else {
        return false;
    }
    return true;
}

bool ut_study_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    return study_expect_1(a, n, a[1], want, got);
}

static bool study_command_1(char **a, int n, const char *c)
{
    if (!strcmp(c, "wait-engine")) {
        wait_engine();
    } else if (!strcmp(c, "wait-thinking")) {
        wait_thinking();
    } else if (!strcmp(c, "engine-hold") && n >= 2) {
        engine_hold(!strcmp(a[1], "on") || ut_yes(a[1]));
    } else {
        return false;
    }
    return true;
}

bool ut_study_command(char **a, int n)
{
    return study_command_1(a, n, a[0]);
}
