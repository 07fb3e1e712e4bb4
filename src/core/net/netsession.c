/* netsession.c — a networked game's connection: the output queue and events, reading
 * lines under the limits, the hello, the invitation, resuming, and the timeouts. The
 * game's own messages are in netplay.c. */
#include "netsession.h"
#include "netplay.h"
#include "netstate.h"

#include "variant_build.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_FILE_LINES = 100000, PROTOCOL_VERSION = 1 };

static int64_t config_or(int64_t value, int64_t fallback) { return value > 0 ? value : fallback; }

static void session_init(NetSession *s, const NetConfig *cfg)
{
    memset(s, 0, sizeof *s);
    s->cfg = *cfg;
    s->cfg.hello_timeout_ms = config_or(cfg->hello_timeout_ms, 30000);
    s->cfg.silence_ms = config_or(cfg->silence_ms, 30000);
    s->cfg.ping_every_ms = config_or(cfg->ping_every_ms, 5000);
    s->cfg.flood_burst = (int)config_or(cfg->flood_burst, 200);
    s->cfg.flood_per_second = (int)config_or(cfg->flood_per_second, 50);
    s->phase = NET_PHASE_IDLE;
    s->rtt_ms = -1;
    s->takeback_from_me = s->takeback_from_peer = -1;
    net_bundle_init(&s->bundle);
    net_line_reset(&s->reader);
    clock_off(&s->clock);
}

void net_session_join(NetSession *s, const NetConfig *cfg)
{
    session_init(s, cfg);
    s->cfg.role = NET_GUEST;
}

bool net_session_host(NetSession *s, const NetConfig *cfg, NetBundle *bundle, const NetOffer *offer,
                      DiagSink *diags)
{
    session_init(s, cfg);
    s->cfg.role = NET_HOST;
    s->bundle = *bundle;
    net_bundle_init(bundle);
    s->start_fen = offer->start_fen && *offer->start_fen ? strdup(offer->start_fen) : NULL;
    s->offered_minutes = offer->minutes;
    s->offered_increment = offer->increment_s;
    s->offered_colour = offer->guest_colour == BLACK ? BLACK : WHITE;
    s->game_id = offer->game_id;
    s->rules_hash = net_rules_hash(&s->bundle, s->start_fen);
    char err[320];
    if (!net_start_game(s, err, sizeof err)) {
        diag_add(diags, NULL, 0, 0, "%s", err);
        return false;
    }
    s->game_id = offer->game_id; /* the game is agreed only when the guest accepts */
    return true;
}

void net_session_free(NetSession *s)
{
    game_free(s->game);
    variant_free(s->variant);
    net_bundle_free(&s->bundle);
    free(s->start_fen);
    free(s->out);
    free(s->data_text);
    memset(s, 0, sizeof *s);
}

bool net_start_game(NetSession *s, char *err, size_t err_size)
{
    DiagSink d;
    diag_init(&d);
    if (!s->variant)
        s->variant = net_bundle_load(&s->bundle, &d);
    Game *g = s->variant ? game_new(s->variant, s->start_fen, &d) : NULL;
    if (!g) {
        diag_first(&d, err, err_size, "the variant does not load");
        diag_free(&d);
        return false;
    }
    diag_free(&d);
    game_free(s->game);
    s->game = g;
    s->my_colour = s->cfg.role == NET_HOST ? (s->offered_colour ^ 1) : s->offered_colour;
    clock_set(&s->clock, s->offered_minutes, s->offered_increment);
    s->turn_started = s->game_now;
    s->draw_from_me = s->draw_from_peer = s->rematch_from_me = s->rematch_from_peer = false;
    s->takeback_from_me = s->takeback_from_peer = -1;
    return true;
}

/* ---- output and events ------------------------------------------------------------ */

void net_send(NetSession *s, const char *fmt, ...)
{
    if (s->phase == NET_PHASE_CLOSED && !s->closing)
        return; /* nobody listens */
    char line[NET_LINE_MAX + 64];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= NET_LINE_MAX)
        n = NET_LINE_MAX - 1; /* only an error's text can be that long: cut it */
    line[n++] = '\n';
    if (s->out_len + (size_t)n > s->out_cap) {
        size_t cap = s->out_cap ? s->out_cap : 4096;
        while (cap < s->out_len + (size_t)n)
            cap *= 2;
        char *grown = realloc(s->out, cap);
        if (!grown)
            return;
        s->out = grown;
        s->out_cap = cap;
    }
    memcpy(s->out + s->out_len, line, (size_t)n);
    s->out_len += (size_t)n;
}

const char *net_session_output(const NetSession *s, size_t *size)
{
    *size = s->out_len;
    return s->out;
}

void net_session_sent(NetSession *s, size_t size)
{
    if (size >= s->out_len) {
        s->out_len = 0;
        return;
    }
    memmove(s->out, s->out + size, s->out_len - size);
    s->out_len -= size;
}

void net_event(NetSession *s, NetEventKind kind, const char *fmt, ...)
{
    if (s->ev_count == NET_EVENTS)
        return;
    NetEvent *e = &s->events[(s->ev_head + s->ev_count++) % NET_EVENTS];
    e->kind = kind;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->text, sizeof e->text, fmt, ap);
    va_end(ap);
}

bool net_session_next_event(NetSession *s, NetEvent *ev)
{
    if (s->ev_count == 0)
        return false;
    *ev = s->events[s->ev_head];
    s->ev_head = (s->ev_head + 1) % NET_EVENTS;
    s->ev_count--;
    return true;
}

void net_close(NetSession *s, const char *why)
{
    if (s->phase == NET_PHASE_CLOSED)
        return;
    s->phase = NET_PHASE_CLOSED;
    s->closed_at = s->now;
    s->ping_waiting = false;
    snprintf(s->why_closed, sizeof s->why_closed, "%s", why);
    net_event(s, NET_EV_CLOSED, "%s", why);
}

void net_fail(NetSession *s, const char *fmt, ...)
{
    if (s->phase == NET_PHASE_CLOSED)
        return;
    char why[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    s->closing = true;
    net_send(s, "error %s", why);
    net_close(s, why);
}

void net_session_disconnected(NetSession *s, int64_t now)
{
    s->now = now;
    s->closing = false;
    net_close(s, "the connection was lost");
}

bool net_session_my_turn(const NetSession *s)
{
    return s->phase == NET_PHASE_PLAYING && s->game && game_result(s->game)->status == GAME_ONGOING &&
           s->game->pos.side == s->my_colour;
}

void net_session_clock_now(const NetSession *s, Clock *out)
{
    *out = s->clock;
    if (!clock_on(out) || !s->game || game_result(s->game)->status != GAME_ONGOING ||
        s->phase != NET_PHASE_PLAYING)
        return;
    int side = s->game->pos.side;
    int64_t left = out->left_ms[side] - (s->game_now - s->turn_started);
    out->left_ms[side] = left > 0 ? left : 0;
}

/* ---- connecting, hello, resume ------------------------------------------------------ */

void net_session_connected(NetSession *s, int64_t now)
{
    s->now = now;
    if (!s->cfg.virtual_clock)
        s->game_now = now;
    s->connected_at = s->last_heard = s->flood_at = now;
    s->flood_tokens = s->cfg.flood_burst;
    s->closing = false;
    s->ping_waiting = false;
    s->out_len = 0;
    s->data_left = 0;
    net_line_reset(&s->reader);
    s->phase = NET_PHASE_HELLO;
    net_send(s, "hello %d %s %s", PROTOCOL_VERSION, s->cfg.virtual_clock ? "virtual-clock" : "-", s->cfg.name);
}

static void send_invitation(NetSession *s)
{
    for (int i = 0; i < s->bundle.count; i++) {
        const NetFile *f = &s->bundle.files[i];
        char name[NET_LINE_MAX / 4], path[NET_LINE_MAX / 4];
        if (!net_escape(*f->name ? f->name : "-", name, sizeof name) || !net_escape(f->path, path, sizeof path)) {
            net_fail(s, "the variant file's name is too long to send");
            return;
        }
        int lines = 0;
        for (const char *p = f->text; *p; p++)
            lines += *p == '\n';
        net_send(s, "file %d %s %s", lines, name, path);
        for (const char *p = f->text; *p;) {
            const char *eol = strchr(p, '\n');
            int len = (int)(eol - p);
            net_send(s, len ? "data %.*s" : "data", len, p);
            p = eol + 1;
        }
    }
    net_send(s, s->start_fen ? "start %s" : "start", s->start_fen);
    if (s->offered_minutes > 0)
        net_send(s, "clock %g+%d", s->offered_minutes, s->offered_increment);
    else
        net_send(s, "clock none");
    net_send(s, "colour %s", s->offered_colour == WHITE ? "white" : "black");
    net_send(s, "offer %016llx %016llx", (unsigned long long)s->game_id, (unsigned long long)s->rules_hash);
    s->phase = NET_PHASE_INVITE;
}

static void on_hello(NetSession *s, const NetMsg *m)
{
    bool virtual_peer = !strcmp(m->field[1], "virtual-clock");
    if (strcmp(m->field[0], "1") != 0) {
        net_fail(s, "version %s is not spoken here (protocol version %d)", m->field[0], PROTOCOL_VERSION);
        return;
    }
    if (!virtual_peer && strcmp(m->field[1], "-") != 0) {
        net_fail(s, "malformed hello: unknown flags '%s'", m->field[1]);
        return;
    }
    if (virtual_peer != s->cfg.virtual_clock) {
        net_fail(s, "only one side uses a virtual clock");
        return;
    }
    if (strlen(m->text) > NET_NAME_MAX) {
        net_fail(s, "malformed hello: a name longer than %d bytes", NET_NAME_MAX);
        return;
    }
    snprintf(s->peer_name, sizeof s->peer_name, "%s", m->text);
    if (s->agreed) {
        s->phase = NET_PHASE_RESUME;
        net_send(s, "resume %016llx %d", (unsigned long long)s->game_id, s->game->length);
    } else if (s->cfg.role == NET_HOST) {
        send_invitation(s);
    } else {
        s->phase = NET_PHASE_INVITE;
    }
}

static bool parse_id(const char *text, uint64_t *out)
{
    if (strlen(text) != 16)
        return false;
    uint64_t v = 0;
    for (const char *p = text; *p; p++) {
        int d = (*p >= '0' && *p <= '9') ? *p - '0' : (*p >= 'a' && *p <= 'f') ? *p - 'a' + 10 : -1;
        if (d < 0)
            return false;
        v = v * 16 + (uint64_t)d;
    }
    *out = v;
    return true;
}

static void on_resume(NetSession *s, const NetMsg *m)
{
    uint64_t id;
    int64_t ply;
    if (!parse_id(m->field[0], &id) || !net_parse_count(m->field[1], 100000, &ply)) {
        net_fail(s, "malformed resume: a game id and a number of moves are needed");
        return;
    }
    if (id != s->game_id) {
        net_fail(s, "resume: game %s is not the game here", m->field[0]);
        return;
    }
    s->phase = NET_PHASE_PLAYING;
    if (ply < s->game->length)
        net_send_moves_from(s, (int)ply);
    if (s->cfg.role == NET_HOST)
        net_host_clock_update(s);
    net_event(s, NET_EV_RESUMED, "resumed at move %d", s->game->length);
}

/* ---- the invitation, guest side -------------------------------------------------------- */

static void on_file(NetSession *s, const NetMsg *m)
{
    int64_t lines;
    if (s->data_left > 0) {
        net_fail(s, "out of order: a file before the last one's %d lines", s->data_left);
        return;
    }
    if (!net_parse_count(m->field[0], MAX_FILE_LINES, &lines)) {
        net_fail(s, "malformed file: '%.40s' is not a number of lines up to %d", m->field[0], MAX_FILE_LINES);
        return;
    }
    if (s->bundle.count >= NET_MAX_FILES) {
        net_fail(s, "invitation larger than %d files", NET_MAX_FILES);
        return;
    }
    snprintf(s->data_name, sizeof s->data_name, "%s", strcmp(m->field[1], "-") ? m->field[1] : "");
    snprintf(s->data_path, sizeof s->data_path, "%s", m->field[2]);
    free(s->data_text);
    s->data_text = NULL;
    s->data_len = 0;
    s->data_left = (int)lines;
}

static void finish_file(NetSession *s)
{
    char err[200];
    if (!net_bundle_add(&s->bundle, s->data_name, s->data_path, s->data_text ? s->data_text : "", err, sizeof err))
        net_fail(s, "invitation refused: %s", err);
    free(s->data_text);
    s->data_text = NULL;
    s->data_len = 0;
}

static void on_data(NetSession *s, const NetMsg *m)
{
    if (s->data_left <= 0) {
        net_fail(s, "out of order: data outside a file");
        return;
    }
    size_t n = strlen(m->text);
    if (s->bundle.bytes + s->data_len + n + 1 > NET_MAX_BUNDLE) {
        net_fail(s, "invitation larger than %d bytes", NET_MAX_BUNDLE);
        return;
    }
    char *grown = realloc(s->data_text, s->data_len + n + 2);
    if (!grown) {
        net_fail(s, "out of memory");
        return;
    }
    s->data_text = grown;
    memcpy(s->data_text + s->data_len, m->text, n);
    s->data_len += n;
    s->data_text[s->data_len++] = '\n';
    s->data_text[s->data_len] = '\0';
    if (--s->data_left == 0)
        finish_file(s);
}

static void on_setting(NetSession *s, const NetMsg *m)
{
    if (s->data_left > 0) {
        net_fail(s, "out of order: %s inside a file (%d more lines due)", net_verb_name(m->verb), s->data_left);
        return;
    }
    if (m->verb == NV_START) {
        free(s->start_fen);
        s->start_fen = *m->text ? strdup(m->text) : NULL;
        s->have_start = true;
    } else if (m->verb == NV_COLOUR) {
        if (strcmp(m->field[0], "white") && strcmp(m->field[0], "black")) {
            net_fail(s, "malformed colour: '%.40s' (white or black)", m->field[0]);
            return;
        }
        s->offered_colour = strcmp(m->field[0], "white") ? BLACK : WHITE;
    } else if (strcmp(m->field[0], "none") == 0) {
        s->offered_minutes = 0;
    } else {
        Clock c;
        char text[NET_LINE_MAX + 40];
        snprintf(text, sizeof text, "%s white 0 black 0", m->field[0]);
        if (!clock_parse(text, &c)) {
            net_fail(s, "malformed clock: '%.40s' (MINUTES+SECONDS or none)", m->field[0]);
            return;
        }
        s->offered_minutes = (double)c.base_ms / 60000.0;
        s->offered_increment = (int)(c.increment_ms / 1000);
    }
}

static void on_offer(NetSession *s, const NetMsg *m)
{
    uint64_t id, hash;
    if (s->data_left > 0) {
        net_fail(s, "out of order: an offer inside a file (%d more lines due)", s->data_left);
        return;
    }
    if (s->bundle.count == 0 || !s->have_start) {
        net_fail(s, "out of order: an offer before %s", s->bundle.count == 0 ? "any file" : "the start position");
        return;
    }
    if (!parse_id(m->field[0], &id) || !parse_id(m->field[1], &hash) || id == 0) {
        net_fail(s, "malformed offer: a game id and a rules hash of 16 hex digits each are needed");
        return;
    }
    s->rules_hash = net_rules_hash(&s->bundle, s->start_fen);
    if (hash != s->rules_hash) {
        net_fail(s, "the rules hash differs: the files arrived changed");
        return;
    }
    char err[320];
    if (!net_start_game(s, err, sizeof err)) {
        s->closing = true;
        net_send(s, "decline the variant does not load: %s", err);
        net_close(s, err);
        return;
    }
    s->game_id = id;
    s->phase = NET_PHASE_DECIDE;
    char hash_text[NET_HASH_TEXT];
    net_hash_text(hash, hash_text);
    net_event(s, NET_EV_INVITED, "%s, rules %s", s->variant->name, hash_text);
}

static void on_invitation_message(NetSession *s, const NetMsg *m)
{
    switch (m->verb) {
    case NV_FILE: on_file(s, m); break;
    case NV_DATA: on_data(s, m); break;
    case NV_START:
    case NV_CLOCK:
    case NV_COLOUR: on_setting(s, m); break;
    case NV_OFFER: on_offer(s, m); break;
    default: net_fail(s, "out of order: '%s' during the invitation", net_verb_name(m->verb)); break;
    }
}

/* ---- reading lines ------------------------------------------------------------------- */

/* Counts a message against the flood limit; false when it breaks it. */
static bool within_flood_limit(NetSession *s, NetVerb verb)
{
    if (verb == NV_DATA)
        return true;
    int64_t passed = s->now > s->flood_at ? s->now - s->flood_at : 0; /* a clock going back earns nothing */
    double earned = (double)passed * s->cfg.flood_per_second / 1000.0;
    s->flood_at = s->now;
    s->flood_tokens += earned;
    if (s->flood_tokens > s->cfg.flood_burst)
        s->flood_tokens = s->cfg.flood_burst;
    if (s->flood_tokens < 1.0)
        return false;
    s->flood_tokens -= 1.0;
    return true;
}

/* A round trip measured: the lag allowance follows it, smoothed (3/4 old, 1/4 new). */
static void on_pong(NetSession *s, const NetMsg *m)
{
    int64_t serial;
    if (!s->ping_waiting || !net_parse_count(m->field[0], INT32_MAX, &serial) || serial != s->ping_serial)
        return; /* a late or unasked pong says nothing about the round trip now */
    s->ping_waiting = false;
    int64_t sample = s->now - s->ping_sent_at;
    s->rtt_ms = s->rtt_ms < 0 ? sample : (s->rtt_ms * 3 + sample) / 4;
}

static void on_message(NetSession *s, const NetMsg *m)
{
    if (m->verb == NV_ERROR) {
        char why[300];
        snprintf(why, sizeof why, "the peer reported an error: %s", m->text);
        net_close(s, why);
        return;
    }
    if (m->verb == NV_BYE) {
        net_close(s, "the peer left");
        return;
    }
    if (m->verb == NV_PING) {
        char serial[NET_LINE_MAX / 2];
        if (net_escape(m->field[0], serial, sizeof serial))
            net_send(s, "pong %s", serial);
        return;
    }
    if (m->verb == NV_PONG) {
        on_pong(s, m);
        return;
    }
    if (s->phase == NET_PHASE_HELLO) {
        if (m->verb == NV_HELLO)
            on_hello(s, m);
        else
            net_fail(s, "out of order: '%s' before hello", net_verb_name(m->verb));
    } else if (m->verb == NV_HELLO) {
        net_fail(s, "out of order: a second hello");
    } else if (s->phase == NET_PHASE_RESUME && m->verb == NV_RESUME) {
        on_resume(s, m);
    } else if (s->phase == NET_PHASE_INVITE && s->cfg.role == NET_GUEST) {
        on_invitation_message(s, m);
    } else if (s->phase == NET_PHASE_INVITE && m->verb == NV_ACCEPT) {
        s->phase = NET_PHASE_PLAYING;
        s->agreed = true;
        s->turn_started = s->game_now;
        net_event(s, NET_EV_STARTED, "%s accepted", s->peer_name);
        net_host_clock_update(s);
    } else if (s->phase == NET_PHASE_INVITE && m->verb == NV_DECLINE) {
        char why[300];
        snprintf(why, sizeof why, "%s declined%s%s", s->peer_name, *m->text ? ": " : "", m->text);
        net_close(s, why);
    } else if (!(s->phase == NET_PHASE_PLAYING && net_play_message(s, m))) {
        net_fail(s, "out of order: '%s' %s", net_verb_name(m->verb),
                 s->phase == NET_PHASE_PLAYING ? "during the game" : "before the game started");
    }
}

static void on_line(NetSession *s, const char *line)
{
    NetMsg m;
    char err[200];
    s->last_heard = s->now;
    if (!net_msg_parse(line, &m, err, sizeof err)) {
        net_fail(s, "%s", err);
        return;
    }
    if (!within_flood_limit(s, m.verb)) {
        net_fail(s, "flood: more than %d messages a second", s->cfg.flood_per_second);
        return;
    }
    on_message(s, &m);
}

void net_session_feed(NetSession *s, const char *data, size_t size, int64_t now)
{
    char line[NET_LINE_MAX];
    s->now = now;
    if (!s->cfg.virtual_clock)
        s->game_now = now;
    while (size > 0 && s->phase != NET_PHASE_CLOSED && s->phase != NET_PHASE_IDLE) {
        size_t used;
        bool got = net_line_take(&s->reader, data, size, &used, line);
        data += used;
        size -= used;
        if (got)
            on_line(s, line);
        else if (s->reader.bad)
            net_fail(s, "%s", s->reader.error);
    }
}

void net_session_tick(NetSession *s, int64_t now)
{
    s->now = now;
    if (!s->cfg.virtual_clock)
        s->game_now = now;
    if (s->phase == NET_PHASE_CLOSED || s->phase == NET_PHASE_IDLE)
        return;
    if (s->phase == NET_PHASE_HELLO && now - s->connected_at >= s->cfg.hello_timeout_ms) {
        net_fail(s, "no hello within %lld s", (long long)(s->cfg.hello_timeout_ms / 1000));
        return;
    }
    if (now - s->last_heard >= s->cfg.silence_ms) {
        char why[120];
        snprintf(why, sizeof why, "the peer sent nothing for %lld s", (long long)(s->cfg.silence_ms / 1000));
        s->closing = true;
        net_send(s, "error %s", why);
        net_close(s, why);
        return;
    }
    if (s->phase != NET_PHASE_HELLO && !s->ping_waiting && now - s->ping_sent_at >= s->cfg.ping_every_ms) {
        s->ping_waiting = true;
        s->ping_sent_at = now;
        net_send(s, "ping %d", ++s->ping_serial);
    }
    if (s->phase == NET_PHASE_PLAYING && s->cfg.role == NET_HOST)
        net_host_check_flag(s);
}
