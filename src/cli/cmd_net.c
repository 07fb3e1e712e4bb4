/* chessembly-cli net host|join — one side of a networked game in text (docs/network.md,
 * docs/playing.md): the host offers its variant file, the guest joins by address or
 * invitation code. Commands on standard input play the game (see cli_net_script.c);
 * what happens is printed one line each, so a test can script both sides. */
#include "cli_commands.h"
#include "cli_net.h"

#include "datadir.h"
#include "netbundle.h"
#include "netinvite.h"
#include "netplay.h"
#include "pgn.h"
#include "record.h"
#include "textfile.h"
#include "timesrc.h"

#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct NetOptions {
    const char *variant, *fen, *clock, *colour, *name, *save, *pgn, *address;
    int port;
    double give_up_s;  /* the whole run's safety limit */
    double silence_s;  /* 0: the protocol's 30 s */
    bool virtual_clock, raw;
} NetOptions;

static int usage(FILE *f, int status)
{
    fprintf(f, "usage: chessembly-cli net host [--variant FILE] [--fen FEN] [--clock MIN+SEC] [--colour white|black|random]\n"
               "                              [--port N] [OPTIONS]\n"
               "       chessembly-cli net join ADDRESS[:PORT]|CODE [OPTIONS]\n"
               "options: --name NAME  --save FILE (autosave)  --pgn FILE (at the end)  --silence S  --give-up S\n"
               "         --virtual-clock (tests: time passes by `tick MS`)  --raw (lines as written: tests)\n"
               "commands on standard input: move M, accept, decline, draw, answer-draw yes|no, takeback N,\n"
               "  answer-takeback yes|no, resign, rematch, answer-rematch yes|no, chat TEXT, status,\n"
               "  tick MS (virtual clock: MS pass while this side thinks; waits for its turn),\n"
               "  wait EVENT, drop, reconnect, claim SECONDS, raw TEXT, raw-repeat N TEXT, raw-bytes N,\n"
               "  wait-line PREFIX (raw mode), wait-signal NAME (tests: the file NAME in $CHESSEMBLY_SIGNALS), quit\n");
    return status;
}

static bool parse_options(int argc, char **argv, NetOptions *o)
{
    *o = (NetOptions){.port = NET_DEFAULT_PORT, .give_up_s = 120, .colour = "black"};
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        const char **text = !strcmp(a, "--variant") ? &o->variant : !strcmp(a, "--fen") ? &o->fen
                          : !strcmp(a, "--clock") ? &o->clock : !strcmp(a, "--colour") ? &o->colour
                          : !strcmp(a, "--name") ? &o->name : !strcmp(a, "--save") ? &o->save
                          : !strcmp(a, "--pgn") ? &o->pgn : NULL;
        bool number = !strcmp(a, "--port") || !strcmp(a, "--give-up") || !strcmp(a, "--silence");
        if ((text || number) && i + 1 >= argc) {
            fprintf(stderr, "net: %s needs a value\n", a);
            return false;
        }
        if (text)
            *text = argv[++i];
        else if (!strcmp(a, "--port"))
            o->port = atoi(argv[++i]);
        else if (!strcmp(a, "--give-up"))
            o->give_up_s = atof(argv[++i]);
        else if (!strcmp(a, "--silence"))
            o->silence_s = atof(argv[++i]);
        else if (!strcmp(a, "--virtual-clock"))
            o->virtual_clock = true;
        else if (!strcmp(a, "--raw"))
            o->raw = true;
        else if (a[0] != '-' && !o->address)
            o->address = a;
        else {
            fprintf(stderr, "net: unknown option '%s'\n", a);
            return false;
        }
    }
    if (o->port <= 0 || o->port > 65535) {
        fprintf(stderr, "net: --port must be 1 to 65535\n");
        return false;
    }
    return true;
}

static bool parse_clock(const char *text, double *minutes, int *increment)
{
    *minutes = 0;
    *increment = 0;
    if (!text || !strcmp(text, "none"))
        return true;
    Clock c;
    char line[128];
    snprintf(line, sizeof line, "%.60s white 0 black 0", text);
    if (!clock_parse(line, &c))
        return false;
    *minutes = (double)c.base_ms / 60000.0;
    *increment = (int)(c.increment_ms / 1000);
    return true;
}

static int guest_colour(const char *text)
{
    if (!strcmp(text, "random"))
        return (int)(time_now_ms() & 1) ^ (getpid() & 1);
    return strcmp(text, "white") == 0 ? WHITE : BLACK;
}

static bool setup_host(NetPeer *p, const NetOptions *o, NetConfig *cfg)
{
    char path[4096];
    if (o->variant)
        snprintf(path, sizeof path, "%s", o->variant);
    else
        csm_data_path("variants/standard.yaml", path, (int)sizeof path);
    NetBundle b;
    net_bundle_init(&b);
    DiagSink d;
    diag_init(&d);
    NetOffer offer = {.start_fen = o->fen, .guest_colour = guest_colour(o->colour),
                      .game_id = ((uint64_t)getpid() << 32) ^ time_now_ms() ^ 0x9e3779b97f4a7c15ULL};
    bool ok = parse_clock(o->clock, &offer.minutes, &offer.increment_s);
    if (!ok)
        fprintf(stderr, "net: --clock '%s' is not MINUTES+SECONDS (5+3) or none\n", o->clock);
    ok = ok && net_bundle_from_file(&b, path, &d) && net_session_host(&p->s, cfg, &b, &offer, &d);
    diag_print(&d, stderr);
    if (ok) {
        char hash[NET_HASH_TEXT];
        net_hash_text(p->s.rules_hash, hash);
        fprintf(p->out, "offer: %s, rules %s, %s plays %s\n", p->s.variant->name, hash, "the guest",
                offer.guest_colour == WHITE ? "white" : "black");
    }
    diag_free(&d);
    net_bundle_free(&b);
    return ok;
}

/* What to give the friend: this machine's addresses and their invitation codes (behind a
 * home router, the router's public address with a forwarded port: docs/playing.md). */
static void print_invitation(NetPeer *p, int port)
{
    char addresses[8][NET_ADDRESS_TEXT];
    int n = net_link_local_addresses(addresses, 8);
    for (int i = 0; i < n; i++) {
        char code[NET_CODE_TEXT];
        if (net_invite_code(addresses[i], port, code))
            fprintf(p->out, "invitation: %s (address %s, port %d)\n", code, addresses[i], port);
        else if (strchr(addresses[i], ':')) /* a code holds IPv4 only: IPv6 is given as typed */
            fprintf(p->out, "invitation: [%s]:%d (IPv6)\n", addresses[i], port);
    }
}

static bool setup(NetPeer *p, const NetOptions *o, bool host)
{
    NetConfig cfg = {.role = host ? NET_HOST : NET_GUEST, .virtual_clock = o->virtual_clock,
                     .silence_ms = (int64_t)(o->silence_s * 1000), .hello_timeout_ms = (int64_t)(o->silence_s * 1000)};
    snprintf(cfg.name, sizeof cfg.name, "%s", o->name ? o->name : host ? "Host" : "Guest");
    char err[300];
    if (!net_link_init(err, sizeof err)) {
        fprintf(stderr, "net: %s\n", err);
        return false;
    }
    if (host) {
        if (!o->raw && !setup_host(p, o, &cfg))
            return false;
        p->server = net_link_listen((uint16_t)o->port, err, sizeof err);
        if (!p->server) {
            fprintf(stderr, "net: %s\n", err);
            return false;
        }
        fprintf(p->out, "listening on port %d\n", o->port);
        print_invitation(p, o->port);
        return true;
    }
    net_session_join(&p->s, &cfg);
    if (!o->address) {
        fprintf(stderr, "net: join needs an address or an invitation code\n");
        return false;
    }
    if (!net_invite_parse(o->address, NET_DEFAULT_PORT, p->host, &p->port, err, sizeof err)) {
        fprintf(stderr, "net: %s\n", err);
        return false;
    }
    return cli_net_connect(p);
}

/* ---- the loop ---------------------------------------------------------------------- */

static void print_event(NetPeer *p, const NetEvent *e)
{
    const Game *g = p->s.game;
    switch (e->kind) {
    case NET_EV_INVITED: fprintf(p->out, "invited: %s\n", e->text); break;
    case NET_EV_STARTED: fprintf(p->out, "started: %s\n", e->text); break;
    case NET_EV_MOVE: fprintf(p->out, "move %d: %s\n", g->length, e->text); break;
    case NET_EV_CLOCK: {
        char w[32], b[32];
        clock_face(p->s.clock.left_ms[WHITE], w, sizeof w);
        clock_face(p->s.clock.left_ms[BLACK], b, sizeof b);
        fprintf(p->out, "clock: white %s black %s\n", w, b);
        break;
    }
    case NET_EV_CHAT: fprintf(p->out, "chat: %s\n", e->text); break;
    case NET_EV_OVER: fprintf(p->out, "over: %s\n", e->text); break;
    case NET_EV_RESUMED: fprintf(p->out, "resumed: %s\n", e->text); break;
    case NET_EV_CLOSED: fprintf(p->out, "closed: %s\n", e->text); break;
    default: fprintf(p->out, "%s\n", e->text); break;
    }
}

static void write_pgn(NetPeer *p)
{
    const NetSession *s = &p->s;
    const char *me = s->cfg.name, *peer = s->peer_name;
    char control[40] = "";
    if (clock_on(&s->clock))
        snprintf(control, sizeof control, "%lld+%lld", (long long)(s->clock.base_ms / 1000),
                 (long long)(s->clock.increment_ms / 1000));
    PgnInfo info = {.event = "Network game", .white = s->my_colour == WHITE ? me : peer,
                    .black = s->my_colour == WHITE ? peer : me, .time_control = *control ? control : NULL};
    char *text = pgn_format(s->game, &info);
    DiagSink d;
    diag_init(&d);
    if (!text || !text_file_write_atomic(p->pgn_path, text, &d))
        diag_print(&d, stderr);
    diag_free(&d);
    free(text);
}

/* The autosave after every change to the game, and the PGN when it ends. */
static void keep_game(NetPeer *p)
{
    const Game *g = p->s.game;
    if (!g || !p->s.agreed)
        return;
    int status = game_result(g)->status;
    if (p->save_path && (g->length != p->saved_length || status != p->saved_status)) {
        GameRecord r;
        record_init(&r);
        char clock_text[CLOCK_TEXT];
        clock_format(&p->s.clock, clock_text, sizeof clock_text);
        DiagSink d;
        diag_init(&d);
        if (record_from_game(&r, g, NULL)) {
            r.clock = *clock_text ? strdup(clock_text) : NULL;
            char *text = record_format(&r);
            if (!text || !text_file_write_atomic(p->save_path, text, &d))
                diag_print(&d, stderr);
            free(text);
        }
        record_free(&r);
        diag_free(&d);
        p->saved_length = g->length;
        p->saved_status = status;
    }
    if (p->pgn_path && status != GAME_ONGOING && !p->pgn_written) {
        write_pgn(p);
        p->pgn_written = true;
    }
    if (status == GAME_ONGOING)
        p->pgn_written = false; /* a rematch writes its own */
}

/* Raw mode: the lines received, printed as they are. */
static void print_raw_lines(NetPeer *p, const char *buf, int n)
{
    for (int i = 0; i < n; i++) {
        if (buf[i] == '\n' || p->raw_in_len + 1 >= sizeof p->raw_in) {
            fprintf(p->out, "recv: %.*s\n", (int)p->raw_in_len, p->raw_in);
            char **grown = realloc(p->raw_lines, (size_t)(p->raw_count + 1) * sizeof *grown);
            if (grown) {
                p->raw_lines = grown;
                p->raw_lines[p->raw_count++] = strndup(p->raw_in, p->raw_in_len);
            }
            p->raw_in_len = 0;
        } else {
            p->raw_in[p->raw_in_len++] = buf[i];
        }
    }
}

static void serve(NetPeer *p)
{
    int64_t now = (int64_t)time_now_ms();
    if (!p->conn && p->server) {
        p->conn = net_link_accept(p->server, 10);
        if (p->conn) {
            char who[NET_ADDRESS_TEXT];
            net_link_peer_text(p->conn, who);
            p->ever_connected = true;
            fprintf(p->out, "connected: a peer\n");
            if (!p->raw)
                net_session_connected(&p->s, now);
            (void)who; /* the port differs each time: not printed, so transcripts stay the same */
        }
    }
    if (p->conn) {
        char buf[16384];
        int n = net_link_recv(p->conn, buf, sizeof buf, 10);
        now = (int64_t)time_now_ms();
        if (n > 0 && p->raw)
            print_raw_lines(p, buf, n);
        else if (n > 0)
            net_session_feed(&p->s, buf, (size_t)n, now);
        else if (n < 0)
            cli_net_lost(p);
    } else {
        usleep(10000);
    }
    if (!p->raw)
        net_session_tick(&p->s, (int64_t)time_now_ms());
    cli_net_flush(p);
    NetEvent e;
    while (net_session_next_event(&p->s, &e)) {
        print_event(p, &e);
        p->seen[e.kind]++;
    }
    keep_game(p);
    fflush(p->out);
}

/* The next line of standard input when one is ready (without waiting), or NULL; *eof
 * at the end. */
static const char *next_script_line(bool *eof)
{
    static char buf[NET_SCRIPT_LINE * 2];
    static size_t len;
    static char line[NET_SCRIPT_LINE];
    for (;;) {
        char *nl = memchr(buf, '\n', len);
        if (nl || (*eof && len > 0)) {
            size_t n = nl ? (size_t)(nl - buf) : len;
            size_t keep = n < sizeof line ? n : sizeof line - 1;
            memcpy(line, buf, keep);
            line[keep] = '\0';
            size_t used = nl ? n + 1 : n;
            memmove(buf, buf + used, len - used);
            len -= used;
            return line;
        }
        if (*eof)
            return NULL;
        struct pollfd pfd = {.fd = 0, .events = POLLIN};
        if (poll(&pfd, 1, 0) <= 0)
            return NULL;
        if (len == sizeof buf)
            len = 0; /* a line longer than any command: dropped */
        ssize_t n = read(0, buf + len, sizeof buf - len);
        if (n <= 0)
            *eof = true;
        else
            len += (size_t)n;
    }
}

static int run(NetPeer *p, double give_up_s)
{
    bool eof = false;
    char pending[NET_SCRIPT_LINE] = "";
    bool have = false;
    double start = (double)time_now_ms();
    for (;;) {
        serve(p);
        if (!have) {
            const char *line = next_script_line(&eof);
            if (line) {
                snprintf(pending, sizeof pending, "%s", line);
                have = true;
            } else if (eof) {
                snprintf(pending, sizeof pending, "quit");
                have = true;
            }
        }
        if (have) {
            ScriptStep step = cli_net_command(p, pending);
            if (step == STEP_QUIT)
                return p->failed ? 1 : 0;
            if (step != STEP_WAIT)
                have = false;
        }
        if ((double)time_now_ms() - start > give_up_s * 1000) {
            fprintf(p->out, "net: gave up after %g s (waiting for: %s)\n", give_up_s, have ? pending : "input");
            return 3;
        }
    }
}

int cmd_net(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "host") && strcmp(argv[1], "join")))
        return usage(argc >= 2 && !strcmp(argv[1], "--help") ? stdout : stderr, argc >= 2 && !strcmp(argv[1], "--help") ? 0 : 2);
    NetOptions o;
    if (!parse_options(argc, argv, &o))
        return usage(stderr, 2);
    static NetPeer p; /* large: the session holds its queues */
    memset(&p, 0, sizeof p);
    p.out = stdout;
    p.raw = o.raw;
    p.save_path = o.save;
    p.pgn_path = o.pgn;
    p.saved_length = -1;
    bool host = !strcmp(argv[1], "host");
    int status = setup(&p, &o, host) ? run(&p, o.give_up_s) : 2;
    fflush(p.out);
    net_link_close(p.conn);
    net_link_close(p.server);
    net_session_free(&p.s);
    for (int i = 0; i < p.raw_count; i++)
        free(p.raw_lines[i]);
    free(p.raw_lines);
    net_link_quit();
    return status;
}
