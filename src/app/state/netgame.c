/* netgame.c — the window's network game: one connection, one session, the table kept in
 * step with the session's game (see netgame.h). */
#include "netgame.h"

#include "app.h"
#include "netinvite.h"
#include "netconnect.h"
#include "netlink.h"
#include "netplay.h"
#include "netsession.h"
#include "timesrc.h"
#include "variant_build.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static struct {
    NetGameStage stage;
    NetSession s;
    NetLink *server, *conn;
    NetConnecting *connecting; /* guest: joining (again), on its own thread */
    unsigned table_serial;     /* app.game_serial of the agreed game on the table */
    bool linked;              /* net_link_init was called */
    char address[NET_ADDRESS_TEXT], code[NET_CODE_TEXT]; /* host: what the friend is given */
    char address6[NET_ADDRESS_TEXT]; /* host: an IPv6 address too, "" when there is none */
    int port;                 /* host: listened on; guest: joined */
    char joined[NET_HOST_TEXT]; /* guest: the host joined, to join again */
    char said[NETGAME_SAID_KEPT][400];
    int nsaid;
    bool news;
} net;

NetGameStage netgame_stage(void) { return net.stage; }
const char *netgame_address(void) { return net.address; }
const char *netgame_address6(void) { return net.address6; }
int netgame_port(void) { return net.port; }
const char *netgame_code(void) { return net.code; }
const char *netgame_status(void) { return net.nsaid > 0 ? netgame_said(net.nsaid - 1) : ""; }
int netgame_said_count(void) { return net.nsaid; }
const char *netgame_said(int i)
{
    return i >= 0 && i < net.nsaid && i >= net.nsaid - NETGAME_SAID_KEPT ? net.said[i % NETGAME_SAID_KEPT] : NULL;
}

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(net.said[net.nsaid % NETGAME_SAID_KEPT], sizeof net.said[0], fmt, ap);
    va_end(ap);
    net.nsaid++;
    net.news = true;
}

static void close_links(void)
{
    net_connect_abandon(net.connecting);
    net.connecting = NULL;
    net_link_close(net.conn);
    net_link_close(net.server);
    net.conn = net.server = NULL;
}

void netgame_stop(void)
{
    if (net.stage == NETGAME_OFF && !net.linked) /* a failed start or a refused game holds a session too */
        return;
    if (net.conn) {
        net_leave(&net.s);
        size_t size;
        const char *out = net_session_output(&net.s, &size);
        if (size > 0)
            net_link_send(net.conn, out, size);
    }
    close_links();
    app_set_clock_source(NULL);
    if (app.opp.player[WHITE] == PLAYER_NETWORK || app.opp.player[BLACK] == PLAYER_NETWORK) {
        /* no friend plays here any more: the table is two people's (as its record says
         * when opened again), and the next New game starts from that */
        Opponent people;
        opponent_hot_seat(&people);
        app_set_opponent(&people);
    }
    net_session_free(&net.s);
    if (net.linked)
        net_link_quit();
    net.linked = false;
    net.stage = NETGAME_OFF;
}

static void chat_clear(void);

static bool start_link(char *err, size_t err_size)
{
    netgame_stop();
    chat_clear();
    memset(&net.s, 0, sizeof net.s);
    net.linked = net_link_init(err, err_size);
    return net.linked;
}

static bool virtual_clock; /* tests: the game's time passes only by ticks */
void netgame_set_virtual_clock(bool on) { virtual_clock = on; }
bool netgame_tick(int64_t ms) { return net.stage != NETGAME_OFF && net_virtual_tick(&net.s, ms); }
bool netgame_ping_waiting(void) { return net.conn && net.s.ping_waiting; }

static void config(NetConfig *cfg, NetRole role, const char *name)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->role = role;
    cfg->virtual_clock = virtual_clock;
    snprintf(cfg->name, sizeof cfg->name, "%s", name && *name ? name : "Player");
}

static int default_port = NET_DEFAULT_PORT;
void netgame_set_default_port(int port) { default_port = port > 0 ? port : NET_DEFAULT_PORT; }

bool netgame_host(int port, int guest_colour, const char *name, char *err, size_t err_size)
{
    if (!app.variant_path[0]) {
        snprintf(err, err_size, "this variant has no file to send");
        return false;
    }
    if (!start_link(err, err_size))
        return false;
    if (port <= 0)
        port = default_port;
    NetConfig cfg;
    config(&cfg, NET_HOST, name);
    NetBundle b;
    net_bundle_init(&b);
    DiagSink d;
    diag_init(&d);
    /* the table's time control travels (main time and increment: the protocol has no
     * overtime), and the host keeps it */
    const Clock *tc = &app.time_control;
    NetOffer offer = {.guest_colour = guest_colour, .game_id = time_now_ms() ^ 0x9e3779b97f4a7c15ULL,
                      .minutes = clock_on(tc) ? (double)tc->base_ms / 60000.0 : 0,
                      .increment_s = (int)(tc->increment_ms / 1000)};
    bool ok = net_bundle_from_file(&b, app.variant_path, &d) && net_session_host(&net.s, &cfg, &b, &offer, &d);
    if (!ok)
        snprintf(err, err_size, "%s", d.count > 0 ? d.items[0].message : "the variant cannot be sent");
    diag_free(&d);
    net_bundle_free(&b);
    if (ok) {
        net.server = net_link_listen((uint16_t)port, err, err_size);
        ok = net.server != NULL;
    }
    if (!ok) {
        netgame_stop();
        return false;
    }
    char addr[4][NET_ADDRESS_TEXT];
    int n = net_link_local_addresses(addr, 4);
    snprintf(net.address, sizeof net.address, "%s", n > 0 ? addr[0] : "?");
    net.address6[0] = '\0';
    for (int i = n - 1; i >= 0; i--) /* IPv4 comes first, so addr[0] is one when there is one */
        if (strchr(addr[i], ':'))
            snprintf(net.address6, sizeof net.address6, "%s", addr[i]);
    net.code[0] = '\0';
    if (n > 0)
        net_invite_code(addr[0], port, net.code);
    net.port = port;
    say("Waiting for a friend: address %s, port %d, invitation code %s", net.address, port,
        *net.code ? net.code : "-");
    net.stage = NETGAME_WAITING;
    return true;
}

bool netgame_join(const char *where, const char *name, char *err, size_t err_size)
{
    char host[NET_HOST_TEXT];
    int port;
    if (!net_invite_parse(where, NET_DEFAULT_PORT, host, &port, err, err_size) || !start_link(err, err_size))
        return false;
    NetConfig cfg;
    config(&cfg, NET_GUEST, name);
    net_session_join(&net.s, &cfg);
    snprintf(net.joined, sizeof net.joined, "%s", host);
    net.port = port;
    if (!(net.connecting = net_connect_start(host, (uint16_t)port, err, err_size))) {
        netgame_stop();
        return false;
    }
    say("Connecting to %s:%d", host, port);
    net.stage = NETGAME_WAITING;
    return true;
}

bool netgame_accept(bool yes)
{
    if (net.stage != NETGAME_INVITED || !net_accept(&net.s, yes, yes ? NULL : "declined"))
        return false;
    net.stage = yes ? NETGAME_WAITING : NETGAME_OFF;
    return true;
}

bool netgame_resign(void) { return net.stage == NETGAME_PLAYING && net_resign(&net.s); }

/* ---- after a lost connection -------------------------------------------------------- */

bool netgame_reconnect(char *err, size_t err_size)
{
    if (net.stage != NETGAME_PAUSED) {
        snprintf(err, err_size, "the network game is not paused");
        return false;
    }
    if (net.s.cfg.role == NET_HOST) { /* the friend comes back to the port we listen on */
        if (!net.server && !(net.server = net_link_listen((uint16_t)net.port, err, err_size)))
            return false;
        say("Listening again on port %d for %s", net.port, net.s.peer_name);
        return true;
    }
    if (net.connecting) {
        snprintf(err, err_size, "already connecting to %s:%d", net.joined, net.port);
        return false;
    }
    if (!(net.connecting = net_connect_start(net.joined, (uint16_t)net.port, err, err_size)))
        return false;
    say("Connecting to %s:%d again", net.joined, net.port);
    return true;
}

static void on_event(const NetEvent *e);

static int64_t claim_after_ms = NETGAME_CLAIM_AFTER_MS;
void netgame_set_claim_after(int64_t ms) { claim_after_ms = ms > 0 ? ms : NETGAME_CLAIM_AFTER_MS; }

int64_t netgame_claim_in_ms(void)
{
    if (net.stage != NETGAME_PAUSED || !net.s.game || game_result(net.s.game)->status != GAME_ONGOING)
        return -1;
    int64_t left = net.s.closed_at + claim_after_ms - (int64_t)time_now_ms();
    return left > 0 ? left : 0;
}

bool netgame_claim_win(void)
{
    if (netgame_claim_in_ms() != 0 || !net_claim_win(&net.s, (int64_t)time_now_ms(), claim_after_ms))
        return false;
    NetEvent e;
    while (net_session_next_event(&net.s, &e)) /* the end, on the table too */
        on_event(&e);
    return true;
}

/* ---- offers, answers and chat ------------------------------------------------------- */

static bool playing(void) { return net.stage == NETGAME_PLAYING && net.s.phase == NET_PHASE_PLAYING && net.s.game; }
static bool game_going(void) { return playing() && game_result(net.s.game)->status == GAME_ONGOING; }

/* Taking back the person's last move: to before it (the friend's reply, if made, goes too). */
static int takeback_target(void)
{
    int len = net.s.game->length;
    int mine = net_session_my_turn(&net.s) ? len - 2 : len - 1; /* the ply of my last move */
    return mine >= 0 ? mine : -1;
}

bool netgame_can(NetGameAction a)
{
    switch (a) {
    case NETGAME_OFFER_DRAW: return game_going() && !net.s.draw_from_me;
    case NETGAME_TAKEBACK: return game_going() && net.s.takeback_from_me < 0 && takeback_target() >= 0;
    case NETGAME_REMATCH: return playing() && !game_going() && !net.s.rematch_from_me;
    case NETGAME_CHAT: return playing();
    default: return false;
    }
}

bool netgame_do(NetGameAction a)
{
    if (!netgame_can(a))
        return false;
    bool ok = false;
    switch (a) {
    case NETGAME_OFFER_DRAW:
        if ((ok = net_offer_draw(&net.s)))
            say("You offer a draw");
        break;
    case NETGAME_TAKEBACK:
        if ((ok = net_ask_takeback(&net.s, takeback_target())))
            say("You ask to take back your last move");
        break;
    case NETGAME_REMATCH:
        if ((ok = net_ask_rematch(&net.s)))
            say("You ask for a rematch");
        break;
    default: break;
    }
    return ok;
}

NetGameAction netgame_question(void)
{
    if (!playing())
        return NETGAME_NONE;
    if (net.s.draw_from_peer && game_going())
        return NETGAME_OFFER_DRAW;
    if (net.s.takeback_from_peer >= 0 && game_going())
        return NETGAME_TAKEBACK;
    if (net.s.rematch_from_peer && !game_going())
        return NETGAME_REMATCH;
    return NETGAME_NONE;
}

bool netgame_answer(NetGameAction a, bool yes)
{
    if (netgame_question() != a)
        return false;
    bool ok = a == NETGAME_OFFER_DRAW ? net_answer_draw(&net.s, yes)
            : a == NETGAME_TAKEBACK ? net_answer_takeback(&net.s, yes)
            : a == NETGAME_REMATCH && net_answer_rematch(&net.s, yes);
    if (ok && !yes)
        say("You decline the %s", a == NETGAME_OFFER_DRAW ? "draw" : a == NETGAME_TAKEBACK ? "takeback" : "rematch");
    return ok;
}

/* The chat, both sides' lines, the last NETGAME_CHAT_KEPT of them. */
static struct {
    char line[NETGAME_CHAT_KEPT][NET_NAME_MAX + 2 + 320 + 1]; /* "NAME: " and an event's text */
    int n;
} chat;

static void chat_clear(void) { chat.n = 0; }

static void chat_add(const char *who, const char *text)
{
    snprintf(chat.line[chat.n % NETGAME_CHAT_KEPT], sizeof chat.line[0], "%s: %s", who, text);
    chat.n++;
}

int netgame_chat_count(void) { return chat.n; }
const char *netgame_chat_line(int i)
{
    return i >= 0 && i < chat.n && i >= chat.n - NETGAME_CHAT_KEPT ? chat.line[i % NETGAME_CHAT_KEPT] : NULL;
}

bool netgame_chat(const char *text)
{
    if (!netgame_can(NETGAME_CHAT) || !*text || !net_chat(&net.s, text))
        return false;
    chat_add(net.s.cfg.name, text);
    net.news = true;
    return true;
}

/* ---- keeping the table in step ------------------------------------------------------ */

/* The clocks the table shows: the session's (the host's running ones, or the numbers the
 * guest was last sent). */
static bool session_clock(Clock *out)
{
    if (!net.s.game || !clock_on(&net.s.clock))
        return false;
    net_session_clock_now(&net.s, out);
    return true;
}

/* The agreed game on the table: the variant loaded again from what travelled (the
 * session keeps its own), the person's side theirs, the friend's PLAYER_NETWORK. */
static void table_start(void)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = net_bundle_load(&net.s.bundle, &d);
    Game *g = v ? game_new(v, net.s.start_fen, &d) : NULL;
    diag_free(&d);
    if (!g) {
        variant_free(v);
        say("The agreed game does not load here");
        return;
    }
    Opponent o;
    opponent_hot_seat(&o);
    o.player[net_peer_colour(&net.s)] = PLAYER_NETWORK;
    app_set_opponent(&o);
    /* the host's own file stays the table's; a guest's variant came from the network and
     * was written nowhere */
    char path[sizeof app.variant_path];
    snprintf(path, sizeof path, "%s", net.s.cfg.role == NET_HOST ? app.variant_path : "");
    /* the table's clock is the agreed control (the PGN's TimeControl, the autosave's
     * clock line), never run here: the session's numbers are shown (session_clock) */
    Clock control = net.s.clock;
    clock_restart(&control);
    app_adopt_clock(v, g, path, &control);
    /* the PGN's White and Black: each side's name as its hello gave it (the player name
     * setting; app.players outlives a save and a rematch's new game is started here too) */
    snprintf(app.players[net.s.my_colour], sizeof app.players[0], "%s", net.s.cfg.name);
    snprintf(app.players[net_peer_colour(&net.s)], sizeof app.players[0], "%s", net.s.peer_name);
    app_set_clock_source(session_clock);
    net.table_serial = app.game_serial;
    net.stage = NETGAME_PLAYING;
    say("The game begins against %s: you play %s", net.s.peer_name, net.s.my_colour == WHITE ? "white" : "black");
}

/* The moves the session has and the table lacks (the friend's, one or, after a
 * resume, several), played on the table; false when one is not legal there. */
static bool table_catch_up(void)
{
    const Game *sg = net.s.game;
    while (sg && app.game->length < sg->length) {
        const Move *m = &sg->moves[app.game->length];
        bool played = false;
        for (int i = 0; i < app.game->nlegal && !played; i++)
            if (move_equal(&app.game->legal[i], m))
                played = app_play(&app.game->legal[i]);
        if (!played)
            return false;
    }
    return true;
}

/* The friend's move, checked by the session already, played on the table. */
static void table_peer_move(const char *san)
{
    if (table_catch_up())
        say("%s played %s", net.s.peer_name, san);
}

/* A move the person made on the board goes to the friend. */
static void table_send_own_move(void)
{
    if (net.stage != NETGAME_PLAYING || !net.s.game || app.game->length != net.s.game->length + 1
        || !net_session_my_turn(&net.s))
        return;
    char err[256];
    if (!net_play(&net.s, game_move_text(app.game, app.game->length - 1), err, sizeof err))
        say("Your move was not sent: %s", err);
}

/* A takeback both agreed: the table goes back to the session's game. */
static void table_take_back(const char *text)
{
    while (app.game->length > net.s.game->length && app_undo())
        ;
    say("Taken %s", text);
}

/* An end the board did not see (a resignation, a flag, a draw agreed) on the table too. */
static void table_result(const char *text)
{
    const GameResult *r = game_result(net.s.game);
    if (game_result(app.game)->status == GAME_ONGOING && r->status != GAME_ONGOING)
        app_adjudicate(r->status, r->reason);
    say("Game over: %s", text);
}

static void on_event(const NetEvent *e)
{
    switch (e->kind) {
    case NET_EV_INVITED:
        net.stage = NETGAME_INVITED;
        say("Invited by %s: %s", net.s.peer_name, e->text);
        break;
    case NET_EV_STARTED: table_start(); break;
    case NET_EV_MOVE: table_peer_move(e->text); break;
    case NET_EV_OVER: table_result(e->text); break;
    case NET_EV_CHAT:
        chat_add(net.s.peer_name, e->text);
        say("%s says: %s", net.s.peer_name, e->text);
        break;
    case NET_EV_TAKEN_BACK: table_take_back(e->text); break;
    case NET_EV_CLOCK: break; /* the panel shows the numbers (session_clock); nothing to say */
    case NET_EV_CLOSED:
        net_link_close(net.conn);
        net.conn = NULL;
        if (!net.s.agreed) /* nothing to come back to */
            close_links();
        net.stage = net.s.agreed ? NETGAME_PAUSED : NETGAME_OFF;
        say(net.s.agreed ? "Connection lost, the game is paused: %s" : "No network game: %s", e->text);
        break;
    case NET_EV_RESUMED:
        net.stage = NETGAME_PLAYING;
        table_catch_up();
        say("The game goes on: %s", e->text);
        break;
    default: say("%s", e->text); break;
    }
}

static void flush(void)
{
    size_t size;
    const char *out = net_session_output(&net.s, &size);
    if (size > 0 && net.conn) {
        if (net_link_send(net.conn, out, size))
            net_session_sent(&net.s, size);
        else
            net_session_disconnected(&net.s, (int64_t)time_now_ms());
    }
    if (net.s.closing && net.conn && net_session_output(&net.s, &size) && size == 0) {
        net_link_close(net.conn);
        net.conn = NULL;
        net_session_disconnected(&net.s, (int64_t)time_now_ms());
    }
}

/* The guest's connection, when its thread has an answer: the session starts (or
 * resumes) on it; a join that fails ends the network game, a reconnection that fails
 * leaves it paused. */
static void finish_connecting(int64_t now)
{
    char err[400];
    NetLink *link = NULL;
    int r = net_connect_poll(net.connecting, &link, err, sizeof err);
    if (r == 0)
        return;
    net.connecting = NULL;
    if (r < 0 && net.stage == NETGAME_PAUSED) {
        say("Cannot reconnect: %s", err);
    } else if (r < 0) {
        say("Cannot join: %s", err);
        netgame_stop();
    } else {
        net.conn = link;
        net_session_connected(&net.s, now);
        say(net.stage == NETGAME_PAUSED ? "Connected to %s:%d again; the game resumes"
                                        : "Connected to %s:%d; the invitation comes",
            net.joined, net.port);
    }
}

bool netgame_poll(void)
{
    if (net.stage == NETGAME_OFF)
        return false;
    int64_t now = (int64_t)time_now_ms();
    if ((net.stage == NETGAME_PLAYING || net.stage == NETGAME_PAUSED) && app.game_serial != net.table_serial) {
        /* the player put another game on the table (New game, Open): the friend is told
         * goodbye, and neither side's moves reach the other game */
        say("The network game has ended: another game is on the table");
        netgame_stop();
    }
    if (net.connecting)
        finish_connecting(now);
    if (net.stage == NETGAME_OFF) { /* the join failed: say so */
        bool news = net.news;
        net.news = false;
        return news;
    }
    if (!net.conn && net.server && (net.conn = net_link_accept(net.server, 0)) != NULL) {
        char peer[NET_ADDRESS_TEXT];
        net_link_peer_text(net.conn, peer);
        net_session_connected(&net.s, now);
        say("A friend connected from %s", peer);
    }
    for (int reads = 0; net.conn && reads < 16; reads++) {
        char buf[8192];
        int n = net_link_recv(net.conn, buf, sizeof buf, 0);
        if (n == 0)
            break;
        if (n < 0) {
            net_link_close(net.conn);
            net.conn = NULL;
            net_session_disconnected(&net.s, now);
            break;
        }
        net_session_feed(&net.s, buf, (size_t)n, now);
    }
    net_session_tick(&net.s, now);
    if (app.game)
        table_send_own_move();
    flush();
    NetEvent e;
    while (net_session_next_event(&net.s, &e))
        on_event(&e);
    flush();
    bool news = net.news;
    net.news = false;
    return news;
}
