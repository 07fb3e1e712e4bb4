/* uitest_net.c — the UI-test interpreter's part for network play: host or join a
 * friend (in the tests, `chessembly-cli net` on this machine), answer the invitation,
 * wait for what the friend does, and check what the window says of it. */
#include "uitest_steps.h"

#include "app.h"
#include "main_loop.h"
#include "netgame.h"
#include "netinvite.h"
#include "ui_panel.h"
#include "timesrc.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How long `net-wait` may wait for the friend: a bound for a broken test only (the
 * friend is a script on this machine), never part of what passes. */
enum { NET_WAIT_ROUNDS = 3000, NET_WAIT_ROUND_MS = 10 };

static const char *stage_name(NetGameStage s)
{
    static const char *names[] = {"off", "waiting", "invited", "playing", "paused"};
    return names[s];
}

/* Frames run (each polls the connection) until the window has said `text`, since the
 * sentence the last wait found. */
static void wait_for(const char *text)
{
    static int seen; /* sentences before this one were looked at by an earlier wait */
    for (int i = 0; i < NET_WAIT_ROUNDS; i++) {
        ut_settle();
        for (; seen < netgame_said_count(); seen++) {
            const char *said = netgame_said(seen);
            if (said && strstr(said, text)) {
                seen++;
                return;
            }
        }
        SDL_Delay(NET_WAIT_ROUND_MS);
    }
    ut_fail("net-wait: no '%s' came (the window says: %s)", text, netgame_status());
}

/* net-time MS STEP: the test clock moves on by MS in steps of STEP; after each, frames
 * run until the friend has answered the ping that step sent, so the host's clocks are
 * charged for exactly the time moved on (the round trip measured is 0) and a friend
 * who answers is never taken for a silent one. */
static void advance(int ms, int step)
{
    if (step <= 0)
        step = ms;
    for (int done = 0; done < ms; done += step) {
        time_advance((uint64_t)(ms - done < step ? ms - done : step));
        ut_settle();
        for (int i = 0; i < NET_WAIT_ROUNDS && netgame_ping_waiting(); i++) {
            SDL_Delay(NET_WAIT_ROUND_MS);
            ut_settle();
        }
    }
}

/* net-signal NAME: the friend's script, waiting with `wait-signal NAME`, goes on (the
 * file NAME in $CHESSEMBLY_SIGNALS, which net_pair.sh sets). */
static void signal_peer(const char *name)
{
    const char *dir = getenv("CHESSEMBLY_SIGNALS");
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir ? dir : "", name);
    FILE *f = dir && *dir ? fopen(path, "w") : NULL;
    if (!f)
        ut_fail("net-signal %s: cannot write %s", name, path);
    else
        fclose(f);
}

/* The window's name to the friend: the player name setting, "Window" without one. */
static const char *my_name(void) { return app.player_name[0] ? app.player_name : "Window"; }

bool ut_net_command(char **a, int n)
{
    char err[512] = "", text[EXPECT_TEXT];
    const char *c = a[0];
    if (!strcmp(c, "net-host") && n >= 3) {
        if (!netgame_host(atoi(a[1]), !strcmp(a[2], "white") ? WHITE : BLACK, my_name(), err, sizeof err))
            ut_fail("net-host: %s", err);
    } else if (!strcmp(c, "net-join") && n >= 2) {
        if (!netgame_join(a[1], my_name(), err, sizeof err))
            ut_fail("net-join: %s", err);
    } else if (!strcmp(c, "net-accept") && n >= 2) {
        if (!netgame_accept(ut_yes(a[1])))
            ut_fail("net-accept: there is no invitation to answer");
    } else if (!strcmp(c, "net-wait") && n >= 2) {
        ut_join(a, 1, n, text, sizeof text);
        wait_for(text);
    } else if (!strcmp(c, "net-port") && n >= 2) {
        netgame_set_default_port(atoi(a[1]));
    } else if (!strcmp(c, "net-time") && n >= 3) {
        advance(atoi(a[1]), atoi(a[2]));
    } else if (!strcmp(c, "net-virtual") && n >= 2) {
        netgame_set_virtual_clock(ut_yes(a[1]));
    } else if (!strcmp(c, "net-tick") && n >= 2) {
        if (!netgame_tick(atoll(a[1])))
            ut_fail("net-tick: no virtual clock runs");
    } else if (!strcmp(c, "net-signal") && n >= 2) {
        signal_peer(a[1]);
    } else if (!strcmp(c, "net-stop")) {
        netgame_stop();
    } else {
        return false;
    }
    ut_settle();
    return true;
}

bool ut_net_expect(char **a, int n)
{
    char want[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    if (!strcmp(a[1], "net-status")) {
        if (!strstr(netgame_status(), want))
            ut_fail("net-status: want '%s', the window says '%s'", want, netgame_status());
    } else if (!strcmp(a[1], "clipboard-code-port") && n >= 3) {
        /* the clipboard holds an invitation code (not an address) for port N */
        char *clip = SDL_GetClipboardText(), host[NET_HOST_TEXT], err[256];
        int port = 0;
        bool code = clip && !strchr(clip, '.') && net_invite_parse(clip, 1, host, &port, err, sizeof err);
        if (!code || port != atoi(a[2]))
            ut_fail("clipboard-code-port: '%s' is not an invitation code for port %s", clip ? clip : "", a[2]);
        SDL_free(clip);
    } else if (!strcmp(a[1], "panel-chat")) {
        if (!ui_panel_chat_says(want))
            ut_fail("panel-chat: the panel's chat lines do not say '%s'", want);
    } else if (!strcmp(a[1], "net-stage")) {
        if (strcmp(stage_name(netgame_stage()), want))
            ut_fail("net-stage: want %s, got %s", want, stage_name(netgame_stage()));
    } else {
        return false;
    }
    return true;
}
