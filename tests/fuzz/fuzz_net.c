/* fuzz_net — a peer's bytes to network play's session (docs/network.md). The first
 * byte picks the side the input talks to (even: the host of a Standard Chess game;
 * odd: a guest awaiting an invitation) and how the rest is cut into reads; time moves
 * 700 ms between reads so timeouts, pings and the flood limit are reached too.
 * Checks: every line this side sends is a whole line within the protocol's limit and
 * reads back as a message; a closed connection always says why; a guest that gets a
 * complete invitation accepts it and plays on. */
#include "fuzz_common.h"

#include "netbundle.h"
#include "netmsg.h"
#include "netplay.h"
#include "netsession.h"
#include "notation.h"


/* Whatever the session queued is lines of the protocol, each under the limit. */
static void check_output(NetSession *s)
{
    size_t n;
    const char *out = net_session_output(s, &n);
    FUZZ_ASSERT(n == 0 || out[n - 1] == '\n');
    for (size_t at = 0; at < n;) {
        const char *nl = memchr(out + at, '\n', n - at);
        size_t len = (size_t)(nl - (out + at));
        FUZZ_ASSERT(len < NET_LINE_MAX);
        char line[NET_LINE_MAX];
        memcpy(line, out + at, len);
        line[len] = '\0';
        NetMsg m;
        char err[200];
        FUZZ_ASSERT(net_msg_parse(line, &m, err, sizeof err));
        at += len + 1;
    }
    net_session_sent(s, n);
}

static void start(NetSession *s, bool host)
{
    NetConfig cfg = {.role = host ? NET_HOST : NET_GUEST, .name = "fuzz"};
    if (!host) {
        net_session_join(s, &cfg);
        return;
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/variants/standard.yaml", CSM_FUZZ_DATA_DIR);
    NetBundle b;
    net_bundle_init(&b);
    DiagSink d;
    diag_init(&d);
    NetOffer offer = {.minutes = 1, .increment_s = 1, .guest_colour = BLACK, .game_id = 0x1234};
    FUZZ_ASSERT(net_bundle_from_file(&b, path, &d) && net_session_host(s, &cfg, &b, &offer, &d));
    diag_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static NetSession s;
    bool host = (data[0] & 1) == 0;
    size_t chunk = 1 + (data[0] >> 1) * 13u;
    start(&s, host);
    int64_t now = 1000;
    net_session_connected(&s, now);
    check_output(&s);
    for (size_t at = 1; at < size; at += chunk) {
        size_t n = size - at < chunk ? size - at : chunk;
        net_session_feed(&s, (const char *)data + at, n, now);
        now += 700;
        net_session_tick(&s, now);
        if (s.phase == NET_PHASE_DECIDE)
            FUZZ_ASSERT(net_accept(&s, true, NULL));
        if (net_session_my_turn(&s) && s.game->nlegal > 0) {
            char err[200], move[128];
            move_text_in(s.variant, s.game->legal, s.game->nlegal, &s.game->legal[0], move, sizeof move);
            FUZZ_ASSERT(net_play(&s, move, err, sizeof err));
        }
        check_output(&s);
    }
    NetEvent e;
    while (net_session_next_event(&s, &e))
        FUZZ_ASSERT(e.kind != NET_EV_CLOSED || e.text[0]);
    FUZZ_ASSERT(s.phase != NET_PHASE_CLOSED || s.why_closed[0]);
    net_session_free(&s);
    return 0;
}
