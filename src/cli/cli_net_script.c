/* cli_net_script.c — the commands of `chessembly-cli net`: the player's actions, waits
 * for what the peer does, faults made on purpose (drop, reconnect) and, for tests of a
 * peer's defences, raw lines sent as written. A command that cannot run yet (a move
 * when it is not our turn, an answer to an offer not yet made) waits. */
#include "cli_net.h"

#include "netinvite.h"
#include "netplay.h"
#include "timesrc.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

void cli_net_flush(NetPeer *p)
{
    size_t n;
    const char *out = net_session_output(&p->s, &n);
    if (n > 0 && p->conn && !net_link_send(p->conn, out, n))
        cli_net_lost(p);
    net_session_sent(&p->s, n);
    if (p->s.closing && p->conn) {
        net_link_close(p->conn);
        p->conn = NULL;
        p->s.closing = false;
    }
}

void cli_net_lost(NetPeer *p)
{
    net_link_close(p->conn);
    p->conn = NULL;
    if (p->raw) {
        fprintf(p->out, "closed: by the peer\n");
        p->raw_closed++;
        return;
    }
    net_session_disconnected(&p->s, (int64_t)time_now_ms());
}

bool cli_net_connect(NetPeer *p)
{
    char err[300];
    p->conn = net_link_connect(p->host, (uint16_t)p->port, err, sizeof err);
    if (!p->conn) {
        fprintf(p->out, "net: %s\n", err);
        return false;
    }
    p->ever_connected = true;
    fprintf(p->out, "connected: %s\n", p->raw ? "raw" : "to the host");
    if (!p->raw)
        net_session_connected(&p->s, (int64_t)time_now_ms());
    return true;
}

static const char *const event_words[NET_EV_CLOSED + 1] = {
    [NET_EV_INVITED] = "invited", [NET_EV_STARTED] = "started", [NET_EV_MOVE] = "move",
    [NET_EV_CLOCK] = "clock", [NET_EV_CHAT] = "chat", [NET_EV_DRAW_OFFERED] = "draw-offer",
    [NET_EV_DRAW_DECLINED] = "draw-declined", [NET_EV_TAKEBACK_ASKED] = "takeback",
    [NET_EV_TAKEN_BACK] = "taken-back", [NET_EV_TAKEBACK_DECLINED] = "takeback-declined",
    [NET_EV_REMATCH_ASKED] = "rematch", [NET_EV_REMATCH_DECLINED] = "rematch-declined",
    [NET_EV_OVER] = "over", [NET_EV_RESUMED] = "resumed", [NET_EV_CLOSED] = "closed",
};

static ScriptStep failed(NetPeer *p, const char *fmt, const char *arg)
{
    fprintf(p->out, "error: ");
    fprintf(p->out, fmt, arg);
    fprintf(p->out, "\n");
    p->failed = true;
    return STEP_FAILED;
}

/* `wait EVENT`: one event of that kind seen since the last wait for it. */
static ScriptStep wait_for(NetPeer *p, const char *what)
{
    if (p->raw && !strcmp(what, "closed")) {
        if (p->raw_closed == 0)
            return STEP_WAIT;
        p->raw_closed--;
        return STEP_DONE;
    }
    for (int k = 0; k <= NET_EV_CLOSED; k++)
        if (event_words[k] && !strcmp(event_words[k], what)) {
            if (p->seen[k] == 0)
                return STEP_WAIT;
            p->seen[k]--;
            return STEP_DONE;
        }
    return failed(p, "wait: no event '%s'", what);
}

/* `wait-signal NAME`: the file NAME in $CHESSEMBLY_SIGNALS exists: another process of
 * the test (the window) has got somewhere, so the script goes on in a known order
 * without a sleep. */
static ScriptStep wait_signal(NetPeer *p, const char *name)
{
    const char *dir = getenv("CHESSEMBLY_SIGNALS");
    if (!dir || !*dir || !*name || strchr(name, '/'))
        return failed(p, "wait-signal %s: needs a plain name and CHESSEMBLY_SIGNALS set", name);
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return access(path, F_OK) == 0 ? STEP_DONE : STEP_WAIT;
}

/* Raw mode, `wait-line PREFIX`: a line received since the last one waited for. */
static ScriptStep wait_line(NetPeer *p, const char *prefix)
{
    for (int i = p->raw_waited; i < p->raw_count; i++)
        if (!strncmp(p->raw_lines[i], prefix, strlen(prefix))) {
            p->raw_waited = i + 1;
            return STEP_DONE;
        }
    return p->conn || !p->ever_connected ? STEP_WAIT : failed(p, "wait-line %s: the connection is closed", prefix);
}

static bool yes_no(const char *word, bool *yes)
{
    *yes = !strcmp(word, "yes");
    return *yes || !strcmp(word, "no");
}

static ScriptStep play_move(NetPeer *p, const char *move)
{
    NetSession *s = &p->s;
    if (!s->game || !s->agreed || s->phase != NET_PHASE_PLAYING)
        return STEP_WAIT;
    if (game_result(s->game)->status != GAME_ONGOING)
        return failed(p, "move %s: the game is over", move);
    if (!net_session_my_turn(s))
        return STEP_WAIT;
    char err[300];
    if (!net_play(s, move, err, sizeof err))
        return failed(p, "move %s", err);
    fprintf(p->out, "played %d: %s\n", s->game->length, game_move_san(s->game, s->game->length - 1));
    return STEP_DONE;
}

static ScriptStep answer(NetPeer *p, const char *what, const char *word)
{
    bool yes;
    if (!yes_no(word, &yes))
        return failed(p, "answer-%s: say yes or no", what);
    bool asked = !strcmp(what, "draw") ? p->s.draw_from_peer
               : !strcmp(what, "takeback") ? p->s.takeback_from_peer >= 0 : p->s.rematch_from_peer;
    if (!asked)
        return STEP_WAIT;
    bool ok = !strcmp(what, "draw") ? net_answer_draw(&p->s, yes)
            : !strcmp(what, "takeback") ? net_answer_takeback(&p->s, yes) : net_answer_rematch(&p->s, yes);
    return ok ? STEP_DONE : failed(p, "answer-%s: not possible now", what);
}

static ScriptStep raw_send(NetPeer *p, const char *text, size_t size, long times)
{
    if (!p->conn)
        return STEP_WAIT;
    for (long i = 0; i < times && p->conn; i++)
        if (!net_link_send(p->conn, text, size))
            cli_net_lost(p);
    return STEP_DONE;
}

static ScriptStep raw_command(NetPeer *p, const char *cmd, const char *rest)
{
    if (!strcmp(cmd, "raw-bytes")) {
        long n = atol(rest);
        char *junk = malloc((size_t)(n > 0 ? n : 1));
        memset(junk, 'x', (size_t)(n > 0 ? n : 1));
        ScriptStep step = raw_send(p, junk, (size_t)(n > 0 ? n : 0), 1);
        free(junk);
        return step;
    }
    long times = 1;
    if (!strcmp(cmd, "raw-repeat")) {
        char *end;
        times = strtol(rest, &end, 10);
        rest = *end == ' ' ? end + 1 : end;
    }
    char line[NET_SCRIPT_LINE + 2];
    int n = snprintf(line, sizeof line, "%s\n", rest);
    return raw_send(p, line, (size_t)n, times);
}

static ScriptStep status(NetPeer *p)
{
    const Game *g = p->s.game;
    if (!g) {
        fprintf(p->out, "status: no game\n");
        return STEP_DONE;
    }
    char fen[512];
    game_fen(g, fen, sizeof fen);
    fprintf(p->out, "status: %s | %s | %d moves\n", fen, game_status_text(game_result(g)->status), g->length);
    return STEP_DONE;
}

static ScriptStep quit(NetPeer *p)
{
    if (!p->raw)
        net_leave(&p->s);
    cli_net_flush(p);
    return STEP_QUIT;
}

/* The commands that are the player's own actions, immediate when possible. */
static ScriptStep action(NetPeer *p, const char *cmd, const char *rest)
{
    NetSession *s = &p->s;
    bool ok;
    if (!strcmp(cmd, "accept") || !strcmp(cmd, "decline")) {
        if (s->phase != NET_PHASE_DECIDE)
            return s->phase == NET_PHASE_CLOSED ? failed(p, "%s: no invitation", cmd) : STEP_WAIT;
        ok = net_accept(s, !strcmp(cmd, "accept"), rest);
    } else if (!strcmp(cmd, "draw")) {
        ok = net_offer_draw(s);
    } else if (!strcmp(cmd, "takeback")) {
        ok = net_ask_takeback(s, atoi(rest));
    } else if (!strcmp(cmd, "resign")) {
        ok = net_resign(s);
    } else if (!strcmp(cmd, "rematch")) {
        ok = net_ask_rematch(s);
    } else if (!strcmp(cmd, "chat")) {
        if (s->phase != NET_PHASE_PLAYING)
            return STEP_WAIT;
        ok = net_chat(s, rest);
    } else if (!strcmp(cmd, "tick")) {
        /* the time this side thinks: it passes on its own turn, so a script's clocks do
         * not depend on when the peer's move arrives */
        if (!net_session_my_turn(s))
            return s->phase == NET_PHASE_CLOSED ? failed(p, "%s: the connection is closed", cmd) : STEP_WAIT;
        ok = net_virtual_tick(s, atoll(rest));
    } else if (!strcmp(cmd, "claim")) {
        ok = net_claim_win(s, (int64_t)time_now_ms(), (int64_t)(atof(rest) * 1000));
        if (ok)
            fprintf(p->out, "claimed: %s\n", game_result(s->game)->reason);
    } else {
        return failed(p, "unknown command '%s'", cmd);
    }
    return ok ? STEP_DONE : failed(p, "%s: not possible now", cmd);
}

ScriptStep cli_net_command(NetPeer *p, const char *line)
{
    char cmd[64] = "";
    const char *space = strchr(line, ' ');
    size_t n = space ? (size_t)(space - line) : strlen(line);
    snprintf(cmd, sizeof cmd, "%.*s", (int)(n < sizeof cmd ? n : sizeof cmd - 1), line);
    const char *rest = space ? space + 1 : "";
    if (!*cmd || cmd[0] == '#')
        return STEP_DONE;
    if (!strcmp(cmd, "quit"))
        return quit(p);
    if (!strcmp(cmd, "wait"))
        return wait_for(p, rest);
    if (!strcmp(cmd, "wait-line"))
        return wait_line(p, rest);
    if (!strncmp(cmd, "raw", 3))
        return raw_command(p, cmd, rest);
    if (!strcmp(cmd, "status"))
        return status(p);
    if (!strcmp(cmd, "move"))
        return play_move(p, rest);
    if (!strncmp(cmd, "answer-", 7))
        return answer(p, cmd + 7, rest);
    if (!strcmp(cmd, "wait-signal"))
        return wait_signal(p, rest);
    if (!strcmp(cmd, "drop")) {
        cli_net_lost(p);
        return STEP_DONE;
    }
    if (!strcmp(cmd, "reconnect"))
        return p->server ? STEP_DONE : cli_net_connect(p) ? STEP_DONE : failed(p, "%s", "reconnect failed");
    return action(p, cmd, rest);
}
