/* uitest.c — `chessembly --script FILE`: drives the real window with synthesized
 * events and checks what it shows (the game state, and pixels of saved screenshots).
 * The command language is described in tests/ui/README.md. Every event goes through
 * ui_handle, the function the interactive loop calls, and every step draws a frame.
 *
 * This file reads the script; each command and each `expect` goes to the part that
 * knows what it tests (uitest_steps.h lists them). */
#include "uitest.h"
#include "uitest_steps.h"

#include "main_loop.h"
#include "timesrc.h"
#include "ui_anim.h"
#include "ui_endgame.h"
#include "ui_kit.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *script_name;
static int line_no;
static int failures;

void ut_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: ", script_name, line_no);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    failures++;
}

/* expect WHAT ...: the part that knows WHAT checks it. */
static void expect(char **a, int n)
{
    if (!(ut_look_expect(a, n) || ut_net_expect(a, n) || ut_game_expect(a, n) || ut_board_expect(a, n) || ut_panels_expect(a, n) ||
          ut_dialogs_expect(a, n) || ut_study_expect(a, n) || ut_playground_expect(a, n) || ut_engines_expect(a, n)))
        ut_fail("unknown or incomplete expectation: expect %s", a[1]);
}

static bool runner_command_1(char **a, int n, const char *c)
{
    if (!strcmp(c, "click-at") && n >= 3) {
        ut_click_at(atoi(a[1]), atoi(a[2]));
    } else if (!strcmp(c, "hover-at") && n >= 3) {
        ut_motion(atoi(a[1]), atoi(a[2]), false);
    } else if (!strcmp(c, "key") && n >= 2) {
        ut_key(a[1]);
    } else if (!strcmp(c, "type")) {
        char text[1024];
        ut_join(a, 1, n, text, sizeof text);
        ut_type_text(text);
    } else if (!strcmp(c, "wait")) {
        /* the test clock moves on by MS and due events run; nothing sleeps (a test that
         * needs the engine's thread to get somewhere waits for it: wait-thinking,
         * wait-engine) */
        if (n >= 2)
            time_advance((uint64_t)atoi(a[1]));
        ut_settle();
    } else if (!strcmp(c, "time-advance") && n >= 2) {
        /* time-advance MS: the test clock moves on, nothing waits */
        time_advance((uint64_t)atoi(a[1]));
        ut_settle();
    } else if (!strcmp(c, "screenshot") && n >= 2) {
        ut_screenshot(a[1]);
    } else if (!strcmp(c, "expect") && n >= 2) {
        expect(a, n);
    } else if (!strcmp(c, "echo")) {
        char text[1024];
        ut_join(a, 1, n, text, sizeof text);
        printf("%s\n", text);    } else {
        return false;
    }
    return true;
}
static bool runner_command(char **a, int n)
{
    return runner_command_1(a, n, a[0]);
}

/* Splits a line into words, expanding ${VAR} from the environment; "quoted words"
 * keep their spaces. */
static int split(char *line, char *store, size_t size, char **args)
{
    int n = 0;
    size_t used = 0;
    char *p = line;
    while (*p && n < MAX_ARGS) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p || *p == '#')
            break;
        args[n++] = store + used;
        bool quoted = *p == '"';
        if (quoted)
            p++;
        while (*p && (quoted ? *p != '"' : !isspace((unsigned char)*p))) {
            if (p[0] == '$' && p[1] == '{') {
                char *end = strchr(p, '}');
                if (end) {
                    char var[128];
                    snprintf(var, sizeof var, "%.*s", (int)(end - p - 2), p + 2);
                    const char *val = getenv(var);
                    for (const char *v = val ? val : ""; *v && used + 2 < size; v++)
                        store[used++] = *v;
                    p = end + 1;
                    continue;
                }
            }
            if (used + 2 < size)
                store[used++] = *p;
            p++;
        }
        if (quoted && *p == '"')
            p++;
        store[used++] = '\0';
    }
    return n;
}

static bool run_command(char **a, int n)
{
    const char *c = a[0];
    ui_relayout(); /* a variant of another size may have been loaded */
    if (!strcmp(c, "quit"))
        return false;
    if (!(runner_command(a, n) || ut_game_command(a, n) || ut_board_command(a, n) || ut_panels_command(a, n) ||
          ut_dialogs_command(a, n) || ut_study_command(a, n) || ut_playground_command(a, n) || ut_look_command(a, n) || ut_engines_command(a, n) ||
          ut_net_command(a, n)))
        ut_fail("unknown or incomplete command: %s", c);
    return true;
}

int uitest_run(const char *path)
{
    script_name = path;
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "chessembly: cannot open script %s\n", path);
        return 2;
    }
    /* slides end at once unless a script asks (anim-elapsed): screenshots taken right
     * after a move show the position, as they did before pieces slid */
    ui_anim_test_elapsed(UI_ANIM_MS);
    ui_endgame_enable(false); /* scripts about it turn it on (end-dialog on) */
    /* the test clock stands still but for `wait` and `time-advance`: clocks, toasts and
     * slides read exact times however busy the machine is */
    time_use_manual(true);
    main_frame(NULL);
    char line[4096], store[8192];
    int commands = 0;
    while (fgets(line, sizeof line, f)) {
        line_no++;
        char *args[MAX_ARGS];
        int n = split(line, store, sizeof store, args);
        if (n == 0)
            continue;
        commands++;
        if (!run_command(args, n))
            break;
    }
    fclose(f);
    SDL_FreeSurface(ut_shot);
    ut_shot = NULL;
    if (failures)
        fprintf(stderr, "%s: %d check(s) failed\n", path, failures);
    else
        printf("%s: %d commands, all checks passed\n", path, commands);
    return failures ? 1 : 0;
}
