/* test_net.c — network play's protocol without sockets (docs/network.md): the line
 * reader's limits, messages and escapes, the variant files an invitation carries and
 * their hash, and two sessions talking through memory: a whole game, every kind of bad
 * message, clocks corrected for lag, offers, and resuming after a lost connection. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "netbundle.h"
#include "netinvite.h"
#include "netline.h"
#include "netmsg.h"
#include "netplay.h"
#include "netsession.h"
#include "variant_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

/* ---- lines and messages -------------------------------------------------------------- */

static void test_lines_split_across_reads_and_drop_cr(void **state)
{
    (void)state;
    NetLineReader r;
    net_line_reset(&r);
    char line[NET_LINE_MAX];
    size_t used;
    assert_false(net_line_take(&r, "hel", 3, &used, line));
    assert_int_equal(used, 3);
    assert_true(net_line_take(&r, "lo 1\r\nmove", 10, &used, line));
    assert_string_equal(line, "hello 1");
    assert_int_equal(used, 6);
    assert_false(net_line_take(&r, "move", 4, &used, line));
    assert_true(net_line_take(&r, "\n", 1, &used, line));
    assert_string_equal(line, "move");
}

static void test_lines_refuse_oversize_and_control_bytes(void **state)
{
    (void)state;
    NetLineReader r;
    net_line_reset(&r);
    char line[NET_LINE_MAX], big[NET_LINE_MAX + 10];
    size_t used;
    memset(big, 'a', sizeof big);
    /* 4095 bytes and the LF fit: the limit counts the LF */
    big[NET_LINE_MAX - 1] = '\n';
    assert_true(net_line_take(&r, big, NET_LINE_MAX, &used, line));
    assert_int_equal(strlen(line), NET_LINE_MAX - 1);
    big[NET_LINE_MAX - 1] = 'a';
    assert_false(net_line_take(&r, big, sizeof big, &used, line));
    assert_true(r.bad);
    assert_int_equal(used, NET_LINE_MAX); /* stopped at the first byte too many */
    assert_string_equal(r.error, "line longer than 4096 bytes");
    net_line_reset(&r);
    assert_false(net_line_take(&r, "chat a\001b\n", 9, &used, line));
    assert_string_equal(r.error, "a control byte in a line");
    net_line_reset(&r);
    assert_false(net_line_take(&r, "chat a\rb\n", 9, &used, line));
    assert_string_equal(r.error, "a CR inside a line");
}

static void test_messages_fields_text_and_escapes(void **state)
{
    (void)state;
    NetMsg m;
    char err[200], esc[64];
    assert_true(net_msg_parse("hello 1 - Ada Lovelace", &m, err, sizeof err));
    assert_int_equal(m.verb, NV_HELLO);
    assert_string_equal(m.field[0], "1");
    assert_string_equal(m.field[1], "-");
    assert_string_equal(m.text, "Ada Lovelace");
    assert_true(net_escape("my file%.yaml", esc, sizeof esc));
    assert_string_equal(esc, "my%20file%25.yaml");
    char line[128];
    snprintf(line, sizeof line, "file 3 - %s", esc);
    assert_true(net_msg_parse(line, &m, err, sizeof err));
    assert_string_equal(m.field[2], "my file%.yaml");
    assert_false(net_msg_parse("move 1", &m, err, sizeof err));
    assert_string_equal(err, "malformed move: 2 fields needed");
    assert_false(net_msg_parse("move 1 e2e4 extra", &m, err, sizeof err));
    assert_string_equal(err, "malformed move: more fields than 2");
    assert_false(net_msg_parse("teleport e2", &m, err, sizeof err));
    assert_string_equal(err, "unknown message 'teleport'");
    assert_false(net_msg_parse("file 3 a%2 b", &m, err, sizeof err));
    assert_string_equal(err, "malformed file: a broken %XX escape");
    assert_false(net_msg_parse("file 3 a%00 b", &m, err, sizeof err));
    assert_false(net_msg_parse("chat", &m, err, sizeof err));
    assert_string_equal(err, "malformed chat: its text is missing");
    int64_t n;
    assert_true(net_parse_count("120", 200, &n));
    assert_int_equal(n, 120);
    assert_false(net_parse_count("201", 200, &n));
    assert_false(net_parse_count("-1", 200, &n));
    assert_false(net_parse_count("", 200, &n));
    assert_false(net_parse_count("99999999999999999999", INT64_MAX, &n));
}

static void test_invitation_codes(void **state)
{
    (void)state;
    char code[NET_CODE_TEXT], host[NET_HOST_TEXT], err[200];
    int port;
    assert_true(net_invite_code("192.168.1.20", 7687, code));
    assert_string_equal(code, "C0A8-0114-1E07");
    assert_true(net_invite_parse("  c0a8-0114-1e07 ", 1, host, &port, err, sizeof err));
    assert_string_equal(host, "192.168.1.20");
    assert_int_equal(port, 7687);
    assert_true(net_invite_parse("example.org:9000", 7687, host, &port, err, sizeof err));
    assert_string_equal(host, "example.org");
    assert_int_equal(port, 9000);
    assert_true(net_invite_parse("10.0.0.2", 7687, host, &port, err, sizeof err));
    assert_int_equal(port, 7687);
    assert_false(net_invite_code("300.1.1.1", 7687, code));
    assert_false(net_invite_parse("host:99999", 7687, host, &port, err, sizeof err));
    assert_string_equal(err, "'99999' is not a port (1 to 65535)");
    assert_false(net_invite_parse("rm -rf /", 7687, host, &port, err, sizeof err));
    assert_string_equal(err, "'rm -rf /' is neither an address nor an invitation code (like C0A8-0114-1E07)");
    assert_false(net_invite_parse("", 7687, host, &port, err, sizeof err));
    assert_string_equal(err, "no address or code given");
}

/* IPv6: a bare address keeps the default port, brackets set one apart (issue 41). */
static void test_invitation_ipv6_addresses(void **state)
{
    (void)state;
    char host[NET_HOST_TEXT], err[200];
    int port;
    assert_true(net_invite_parse("::1", 7687, host, &port, err, sizeof err));
    assert_string_equal(host, "::1");
    assert_int_equal(port, 7687);
    assert_true(net_invite_parse(" [2001:db8::1]:5555 ", 7687, host, &port, err, sizeof err));
    assert_string_equal(host, "2001:db8::1");
    assert_int_equal(port, 5555);
    assert_true(net_invite_parse("[fe80::2]", 7687, host, &port, err, sizeof err));
    assert_string_equal(host, "fe80::2");
    assert_int_equal(port, 7687);
    assert_false(net_invite_parse("[::1]:0", 7687, host, &port, err, sizeof err));
    assert_string_equal(err, "'0' is not a port (1 to 65535)");
    assert_false(net_invite_parse("[::1", 7687, host, &port, err, sizeof err));
    assert_string_equal(err, "'[::1' is not an address: write [IPV6] or [IPV6]:PORT");
    assert_false(net_invite_parse("[]:80", 7687, host, &port, err, sizeof err));
    assert_string_equal(err, "no address before the port");
}

/* ---- the invitation's files ------------------------------------------------------------ */

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static char tmpdir[256];

static int make_tmpdir(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/csm_net_XXXXXX");
    return mkdtemp(tmpdir) ? 0 : -1;
}

static int remove_tmpdir(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd) == 0 ? 0 : -1;
}

/* A variant extending a neighbour file by path, which extends the shipped standard by
 * name: the bundle holds all three, and loads with no file on disk. */
static void write_family(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/base.yaml", tmpdir);
    write_file(path, "game: \"Net Base\"\nextends: \"Standard Chess\"\r\n");
    snprintf(path, sizeof path, "%s/child.yaml", tmpdir);
    write_file(path, "game: \"Net Child\"\nextends: base.yaml\nsetup: \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"");
}

static void test_bundle_carries_every_file_and_loads_from_memory(void **state)
{
    (void)state;
    write_family();
    char path[512];
    snprintf(path, sizeof path, "%s/child.yaml", tmpdir);
    NetBundle b;
    net_bundle_init(&b);
    DiagSink d;
    diag_init(&d);
    assert_true(net_bundle_from_file(&b, path, &d));
    assert_int_equal(b.count, 3);
    assert_string_equal(b.files[0].path, "child.yaml");
    assert_string_equal(b.files[1].path, "base.yaml");
    assert_string_equal(b.files[1].name, "Net Base");
    assert_string_equal(b.files[1].text, "game: \"Net Base\"\nextends: \"Standard Chess\"\n"); /* CR dropped */
    assert_string_equal(b.files[2].path, "standard.yaml");
    assert_string_equal(b.files[2].name, "Standard Chess");
    /* the last line got its LF, so that it travels as a line */
    assert_int_equal(b.files[0].text[strlen(b.files[0].text) - 1], '\n');
    uint64_t h = net_rules_hash(&b, NULL);
    /* gone from disk: the bundle still loads, as the guest loads it */
    unlink(path);
    snprintf(path, sizeof path, "%s/base.yaml", tmpdir);
    unlink(path);
    Variant *v = net_bundle_load(&b, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    assert_string_equal(v->name, "Net Child");
    variant_free(v);
    /* the hash follows every byte of the rules and the start */
    assert_true(h != net_rules_hash(&b, "4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    b.files[1].text[0] = 'G';
    assert_true(h != net_rules_hash(&b, NULL));
    char text[NET_HASH_TEXT];
    net_hash_text(0x3f2a91c00b7e55d1ULL, text);
    assert_string_equal(text, "3f2a-91c0-0b7e-55d1");
    net_bundle_free(&b);
    diag_free(&d);
}

static void test_bundle_limits_and_no_disk_for_received_files(void **state)
{
    (void)state;
    NetBundle b;
    net_bundle_init(&b);
    char err[200];
    assert_false(net_bundle_add(&b, "", "x.yaml", "game: x\n\001\n", err, sizeof err));
    assert_string_equal(err, "line 2 has a control byte");
    char *long_line = malloc(NET_LINE_MAX + 1);
    memset(long_line, 'a', NET_LINE_MAX);
    long_line[NET_LINE_MAX] = '\0';
    assert_false(net_bundle_add(&b, "", "x.yaml", long_line, err, sizeof err));
    assert_string_equal(err, "line 1 is longer than 4088 bytes");
    free(long_line);
    /* a received file naming a shape file on the guest's disk: the loader looks among
     * the received files only, so nothing on disk is read */
    char shape[512];
    snprintf(shape, sizeof shape, "%s/secret.json", tmpdir);
    write_file(shape, "{\"moves\": []}");
    char text[1024];
    snprintf(text, sizeof text,
             "game: Thief\nextends: \"Standard Chess\"\npieces:\n  knight:\n    shape_file: %s\n", shape);
    assert_true(net_bundle_add(&b, "", "thief.yaml", text, err, sizeof err));
    char std[600];
    snprintf(std, sizeof std, "%s/variants/standard.yaml", CSM_TEST_DATA_DIR);
    FILE *f = fopen(std, "r");
    assert_non_null(f);
    static char stdtext[65536];
    size_t n = fread(stdtext, 1, sizeof stdtext - 1, f);
    stdtext[n] = '\0';
    fclose(f);
    assert_true(net_bundle_add(&b, "Standard Chess", "standard.yaml", stdtext, err, sizeof err));
    DiagSink d;
    diag_init(&d);
    Variant *v = net_bundle_load(&b, &d);
    assert_null(v);
    char first[400];
    diag_first(&d, first, sizeof first, "");
    assert_non_null(strstr(first, "not among the variant's files"));
    assert_non_null(strstr(first, "thief.yaml:5:"));
    diag_free(&d);
    net_bundle_free(&b);
}

/* ---- two sessions through memory ------------------------------------------------------- */

typedef struct Pair {
    NetSession host, guest;
} Pair;

/* Moves what each side has queued to the other until both are quiet, at `now`. */
static void pump(Pair *p, int64_t now)
{
    for (int round = 0; round < 100; round++) {
        size_t hn, gn;
        const char *h = net_session_output(&p->host, &hn);
        const char *g = net_session_output(&p->guest, &gn);
        if (hn == 0 && gn == 0)
            return;
        if (hn) {
            char *copy = malloc(hn);
            memcpy(copy, h, hn);
            net_session_sent(&p->host, hn);
            net_session_feed(&p->guest, copy, hn, now);
            free(copy);
        }
        if (gn) {
            char *copy = malloc(gn);
            memcpy(copy, g, gn);
            net_session_sent(&p->guest, gn);
            net_session_feed(&p->host, copy, gn, now);
            free(copy);
        }
    }
    fail_msg("the sessions never went quiet");
}

/* The last event of `kind` waiting in `s` (the others are dropped), or fails. */
static NetEvent expect_event(NetSession *s, NetEventKind kind)
{
    NetEvent e, found = {.kind = -1};
    while (net_session_next_event(s, &e))
        if (e.kind == kind)
            found = e;
    if ((int)found.kind != (int)kind)
        fail_msg("no event %d", kind);
    return found;
}

static void drain(NetSession *s)
{
    NetEvent e;
    while (net_session_next_event(s, &e))
        ;
}

static void start_pair(Pair *p, const char *variant_rel, double minutes, int increment, bool virtual_clock,
                       int guest_colour)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", CSM_TEST_DATA_DIR, variant_rel);
    NetBundle b;
    net_bundle_init(&b);
    DiagSink d;
    diag_init(&d);
    assert_true(net_bundle_from_file(&b, path, &d));
    NetConfig hc = {.role = NET_HOST, .name = "Hostess", .virtual_clock = virtual_clock};
    NetConfig gc = {.role = NET_GUEST, .name = "Guest Star", .virtual_clock = virtual_clock};
    NetOffer offer = {.minutes = minutes, .increment_s = increment, .guest_colour = guest_colour,
                      .game_id = 0x1234};
    assert_true(net_session_host(&p->host, &hc, &b, &offer, &d));
    net_session_join(&p->guest, &gc);
    diag_free(&d);
    net_session_connected(&p->host, 0);
    net_session_connected(&p->guest, 0);
    pump(p, 0);
    NetEvent e = expect_event(&p->guest, NET_EV_INVITED);
    char hash[NET_HASH_TEXT];
    net_hash_text(p->host.rules_hash, hash);
    assert_non_null(strstr(e.text, hash));
    assert_string_equal(p->guest.peer_name, "Hostess");
    assert_string_equal(p->host.peer_name, "Guest Star");
    assert_true(net_accept(&p->guest, true, NULL));
    pump(p, 0);
    expect_event(&p->host, NET_EV_STARTED);
    drain(&p->guest);
}

static void play(Pair *p, NetSession *mover, const char *move, int64_t now)
{
    char err[200];
    if (!net_play(mover, move, err, sizeof err))
        fail_msg("%s refused: %s", move, err);
    pump(p, now);
}

static void free_pair(Pair *p)
{
    net_session_free(&p->host);
    net_session_free(&p->guest);
}

static void test_whole_game_both_sides_agree(void **state)
{
    (void)state;
    Pair p;
    start_pair(&p, "variants/standard.yaml", 0, 0, false, BLACK);
    assert_int_equal(p.host.my_colour, WHITE);
    play(&p, &p.host, "f2f3", 0);
    NetEvent e = expect_event(&p.guest, NET_EV_MOVE);
    assert_string_equal(e.text, "f3");
    play(&p, &p.guest, "e7e5", 0);
    play(&p, &p.host, "g2g4", 0);
    char err[200];
    assert_false(net_play(&p.host, "d2d4", err, sizeof err));
    assert_string_equal(err, "not your turn");
    play(&p, &p.guest, "d8h4", 0);
    e = expect_event(&p.host, NET_EV_OVER);
    assert_string_equal(e.text, "0-1 (checkmate)");
    e = expect_event(&p.guest, NET_EV_OVER);
    assert_string_equal(e.text, "0-1 (checkmate)");
    char fh[256], fg[256];
    game_fen(p.host.game, fh, sizeof fh);
    game_fen(p.guest.game, fg, sizeof fg);
    assert_string_equal(fh, fg);
    /* a rematch swaps the colours */
    assert_true(net_ask_rematch(&p.guest));
    pump(&p, 0);
    expect_event(&p.host, NET_EV_REMATCH_ASKED);
    assert_true(net_answer_rematch(&p.host, true));
    pump(&p, 0);
    e = expect_event(&p.guest, NET_EV_STARTED);
    assert_string_equal(e.text, "rematch, you play white");
    assert_int_equal(p.host.my_colour, BLACK);
    assert_int_equal(p.host.game_id, p.guest.game_id);
    play(&p, &p.guest, "e2e4", 0);
    assert_int_equal(p.host.game->length, 1);
    free_pair(&p);
}

static void test_shogi_drops_travel(void **state)
{
    (void)state;
    Pair p;
    start_pair(&p, "variants/shogi.yaml", 0, 0, false, BLACK);
    /* sente is "white" here: the host moves first */
    const char *moves[] = {"c3c4", "g7g6", "b2h8+", "g9h8", "g3g4"};
    for (int i = 0; i < 5; i++)
        play(&p, i % 2 ? &p.guest : &p.host, moves[i], 0);
    assert_int_equal(p.guest.game->length, 5);
    /* gote drops the captured bishop back */
    char err[200];
    assert_true(net_play(&p.guest, "B@e5", err, sizeof err));
    pump(&p, 0);
    assert_int_equal(p.host.game->length, 6);
    char fh[256], fg[256];
    game_fen(p.host.game, fh, sizeof fh);
    game_fen(p.guest.game, fg, sizeof fg);
    assert_string_equal(fh, fg);
    free_pair(&p);
}

/* Feeds one raw line to the host during a game and expects the connection closed with
 * `why`, the game kept as it was. */
static void expect_refused(const char *line, const char *why)
{
    Pair p;
    start_pair(&p, "variants/standard.yaml", 0, 0, false, BLACK);
    play(&p, &p.host, "e2e4", 0);
    net_session_feed(&p.host, line, strlen(line), 0);
    NetEvent e = expect_event(&p.host, NET_EV_CLOSED);
    assert_string_equal(e.text, why);
    assert_int_equal(p.host.phase, NET_PHASE_CLOSED);
    size_t n;
    const char *out = net_session_output(&p.host, &n);
    char expected[400];
    snprintf(expected, sizeof expected, "error %s\n", why);
    /* the last line sent says why (a flood's first messages were answered before) */
    assert_true(n >= strlen(expected));
    assert_memory_equal(out + n - strlen(expected), expected, strlen(expected));
    assert_int_equal(p.host.game->length, 1);
    assert_int_equal(game_result(p.host.game)->status, GAME_ONGOING);
    free_pair(&p);
}

static void test_every_kind_of_bad_message_closes_and_keeps_the_game(void **state)
{
    (void)state;
    expect_refused("move 2 e7e5 e2e4\n", "malformed move: more fields than 2");
    expect_refused("move 3 e7e5\n", "out of order: move 3 where move 2 is due");
    expect_refused("move 2 e7e4\n", "illegal move 2 e7e4: no such legal move");
    expect_refused("move two e7e5\n", "malformed move: 'two' is not a move number");
    expect_refused("hello 1 - again\n", "out of order: a second hello");
    expect_refused("clock-state 1 5 5\n", "out of order: 'clock-state' during the game");
    expect_refused("takeback-accept 0\n", "out of order: takeback-accept 0 was not asked for");
    expect_refused("tick 100\n", "out of order: tick without a virtual clock");
    expect_refused("teleport\n", "unknown message 'teleport'");
    expect_refused("chat \001\n", "a control byte in a line");
    char chat[300] = "chat ";
    memset(chat + 5, 'x', 201);
    strcpy(chat + 206, "\n");
    expect_refused(chat, "chat line longer than 200 bytes");
    char *big = malloc(NET_LINE_MAX * 2);
    memset(big, 'x', NET_LINE_MAX * 2 - 1);
    big[NET_LINE_MAX * 2 - 1] = '\0';
    expect_refused(big, "line longer than 4096 bytes");
    free(big);
    /* a flood: the burst passes, the rest does not */
    size_t size = 300 * 8;
    char *flood = malloc(size + 1);
    for (int i = 0; i < 300; i++)
        memcpy(flood + i * 8, "ping 77\n", 8);
    flood[size] = '\0';
    expect_refused(flood, "flood: more than 50 messages a second");
    free(flood);
}

static void test_bad_handshakes(void **state)
{
    (void)state;
    NetConfig gc = {.role = NET_GUEST, .name = "G"};
    NetSession g;
    const char *cases[][2] = {
        {"hello 2 - H\n", "version 2 is not spoken here (protocol version 1)"},
        {"move 1 e2e4\n", "out of order: 'move' before hello"},
        {"hello 1 - H\naccept\n", "out of order: 'accept' during the invitation"},
        {"hello 1 - H\ndata x\n", "out of order: data outside a file"},
        {"hello 1 - H\nfile 2 - a.yaml\ndata x\noffer 0000000000001234 0000000000000000\n",
         "out of order: an offer inside a file (1 more lines due)"},
        {"hello 1 - H\nfile 1 - a.yaml\ndata x\noffer 0000000000001234 0000000000000000\n",
         "out of order: an offer before the start position"},
        {"hello 1 - H\nfile 2 - a.yaml\ndata x\nstart\n", "out of order: start inside a file (1 more lines due)"},
        {"hello 1 - H\nstart\noffer 0000000000001234 0000000000000000\n", "out of order: an offer before any file"},
        {"hello 1 - H\nfile 1 - a.yaml\ndata game: x\nstart\noffer 0000000000001234 0000000000000001\n",
         "the rules hash differs: the files arrived changed"},
        {"hello 1 virtual-clock H\n", "only one side uses a virtual clock"},
        {"hello 1 - 12345678901234567890123456789012345678901\n", "malformed hello: a name longer than 40 bytes"},
        {"hello 1 - H\nfile 100001 - a.yaml\n", "malformed file: '100001' is not a number of lines up to 100000"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        net_session_join(&g, &gc);
        net_session_connected(&g, 0);
        net_session_feed(&g, cases[i][0], strlen(cases[i][0]), 0);
        NetEvent e = expect_event(&g, NET_EV_CLOSED);
        assert_string_equal(e.text, cases[i][1]);
        net_session_free(&g);
    }
    /* a variant that does not load is declined with the loader's located message */
    net_session_join(&g, &gc);
    net_session_connected(&g, 0);
    NetBundle b;
    net_bundle_init(&b);
    char err[100];
    assert_true(net_bundle_add(&b, "", "bad.yaml", "game: Bad\nboard: {files: 99}\n", err, sizeof err));
    char line[400];
    snprintf(line, sizeof line,
             "hello 1 - H\nfile 2 - bad.yaml\ndata game: Bad\ndata board: {files: 99}\nstart\noffer 0000000000001234 %016llx\n",
             (unsigned long long)net_rules_hash(&b, NULL));
    net_session_feed(&g, line, strlen(line), 0);
    NetEvent e = expect_event(&g, NET_EV_CLOSED);
    assert_non_null(strstr(e.text, "bad.yaml:2:"));
    size_t n;
    const char *out = net_session_output(&g, &n);
    char copy[1024];
    snprintf(copy, sizeof copy, "%.*s", (int)n, out);
    assert_non_null(strstr(copy, "decline the variant does not load: bad.yaml:2:"));
    net_bundle_free(&b);
    net_session_free(&g);
}

static void test_silent_peers_time_out(void **state)
{
    (void)state;
    NetConfig gc = {.role = NET_GUEST, .name = "G", .hello_timeout_ms = 3000, .silence_ms = 10000};
    NetSession g;
    net_session_join(&g, &gc);
    net_session_connected(&g, 1000);
    net_session_tick(&g, 3999);
    assert_int_equal(g.phase, NET_PHASE_HELLO);
    net_session_tick(&g, 4000);
    NetEvent e = expect_event(&g, NET_EV_CLOSED);
    assert_string_equal(e.text, "no hello within 3 s");
    net_session_free(&g);
    /* during a game, a peer that answers no ping is gone after the silence */
    Pair p;
    start_pair(&p, "variants/standard.yaml", 0, 0, false, BLACK);
    p.host.cfg.silence_ms = 10000;
    net_session_tick(&p.host, 5000);
    size_t n;
    const char *out = net_session_output(&p.host, &n);
    assert_int_equal(n, 7);
    assert_memory_equal(out, "ping 1\n", 7);
    net_session_sent(&p.host, n); /* lost: the guest never answers */
    net_session_tick(&p.host, 9999);
    assert_int_equal(p.host.phase, NET_PHASE_PLAYING);
    net_session_tick(&p.host, 10000);
    e = expect_event(&p.host, NET_EV_CLOSED);
    assert_string_equal(e.text, "the peer sent nothing for 10 s");
    /* the game can be claimed once the chosen wait has passed */
    assert_false(net_claim_win(&p.host, 69999, 60000));
    assert_true(net_claim_win(&p.host, 70000, 60000));
    e = expect_event(&p.host, NET_EV_OVER);
    assert_string_equal(e.text, "1-0 (opponent left)");
    free_pair(&p);
}

static void test_host_clock_corrects_for_lag(void **state)
{
    (void)state;
    Pair p;
    start_pair(&p, "variants/standard.yaml", 5, 2, false, WHITE); /* the guest plays white */
    /* a round trip of 400 ms: ping at 5000, the pong back at 5400 */
    net_session_tick(&p.host, 5000);
    net_session_tick(&p.guest, 5000);
    size_t n;
    const char *out = net_session_output(&p.host, &n);
    net_session_feed(&p.guest, out, n, 5200);
    net_session_sent(&p.host, n);
    out = net_session_output(&p.guest, &n);
    net_session_feed(&p.host, out, n, 5400);
    net_session_sent(&p.guest, n);
    assert_int_equal(p.host.rtt_ms, 400);
    pump(&p, 5400);
    /* the guest's move reaches the host 10 s after the start: charged 10 s less 200 ms */
    char err[100];
    assert_true(net_play(&p.guest, "e2e4", err, sizeof err));
    pump(&p, 10000);
    assert_int_equal(p.host.clock.left_ms[WHITE], 300000 - 9800 + 2000);
    assert_int_equal(p.guest.clock.left_ms[WHITE], 300000 - 9800 + 2000);
    /* the host's own move is charged in full (the driver ticks the session as time passes) */
    net_session_tick(&p.host, 13000);
    assert_true(net_play(&p.host, "e7e5", err, sizeof err));
    pump(&p, 13000);
    assert_int_equal(p.guest.clock.left_ms[BLACK], 300000 - 3000 + 2000);
    free_pair(&p);
}

static void test_virtual_clock_and_flag(void **state)
{
    (void)state;
    Pair p;
    start_pair(&p, "variants/standard.yaml", 0.5, 0, true, BLACK);
    /* real time does not count on a virtual clock; ticks do, for both sides */
    assert_true(net_virtual_tick(&p.host, 4000));
    play(&p, &p.host, "e2e4", 999999);
    assert_int_equal(p.guest.clock.left_ms[WHITE], 26000);
    assert_true(net_virtual_tick(&p.guest, 29999));
    pump(&p, 0);
    assert_int_equal(game_result(p.host.game)->status, GAME_ONGOING);
    assert_true(net_virtual_tick(&p.guest, 1));
    pump(&p, 0);
    NetEvent e = expect_event(&p.guest, NET_EV_OVER);
    assert_string_equal(e.text, "1-0 (time forfeit)");
    e = expect_event(&p.host, NET_EV_OVER);
    assert_string_equal(e.text, "1-0 (time forfeit)");
    free_pair(&p);
}

static void test_offers(void **state)
{
    (void)state;
    Pair p;
    start_pair(&p, "variants/standard.yaml", 0, 0, false, BLACK);
    play(&p, &p.host, "e2e4", 0);
    play(&p, &p.guest, "e7e5", 0);
    /* takeback: declined, then accepted */
    assert_true(net_ask_takeback(&p.guest, 1));
    pump(&p, 0);
    expect_event(&p.host, NET_EV_TAKEBACK_ASKED);
    assert_true(net_answer_takeback(&p.host, false));
    pump(&p, 0);
    expect_event(&p.guest, NET_EV_TAKEBACK_DECLINED);
    assert_true(net_ask_takeback(&p.guest, 1));
    pump(&p, 0);
    assert_true(net_answer_takeback(&p.host, true));
    pump(&p, 0);
    assert_int_equal(p.host.game->length, 1);
    assert_int_equal(p.guest.game->length, 1);
    play(&p, &p.guest, "c7c5", 0);
    /* chat */
    assert_true(net_chat(&p.host, "nice move"));
    pump(&p, 0);
    NetEvent e = expect_event(&p.guest, NET_EV_CHAT);
    assert_string_equal(e.text, "nice move");
    /* draw: declined, then accepted */
    assert_true(net_offer_draw(&p.host));
    pump(&p, 0);
    assert_true(net_answer_draw(&p.guest, false));
    pump(&p, 0);
    expect_event(&p.host, NET_EV_DRAW_DECLINED);
    assert_true(net_offer_draw(&p.host));
    pump(&p, 0);
    assert_true(net_answer_draw(&p.guest, true));
    pump(&p, 0);
    e = expect_event(&p.host, NET_EV_OVER);
    assert_string_equal(e.text, "1/2-1/2 (agreement)");
    free_pair(&p);
    /* resign */
    start_pair(&p, "variants/standard.yaml", 0, 0, false, BLACK);
    assert_true(net_resign(&p.guest));
    pump(&p, 0);
    e = expect_event(&p.host, NET_EV_OVER);
    assert_string_equal(e.text, "1-0 (resignation)");
    assert_false(net_resign(&p.host));
    free_pair(&p);
}

static void test_resume_after_a_lost_connection(void **state)
{
    (void)state;
    Pair p;
    start_pair(&p, "variants/standard.yaml", 0, 0, false, BLACK);
    play(&p, &p.host, "e2e4", 0);
    /* the guest's move is lost with the connection */
    char err[100];
    assert_true(net_play(&p.guest, "e7e5", err, sizeof err));
    size_t n;
    net_session_output(&p.guest, &n);
    net_session_sent(&p.guest, n);
    net_session_disconnected(&p.host, 100);
    net_session_disconnected(&p.guest, 100);
    assert_false(net_play(&p.host, "g1f3", err, sizeof err)); /* paused */
    assert_int_equal(p.host.game->length, 1);
    assert_int_equal(p.guest.game->length, 2);
    drain(&p.host);
    drain(&p.guest);
    net_session_connected(&p.host, 200);
    net_session_connected(&p.guest, 200);
    pump(&p, 200);
    expect_event(&p.host, NET_EV_RESUMED);
    expect_event(&p.guest, NET_EV_RESUMED);
    assert_int_equal(p.host.game->length, 2); /* the guest sent the move the host missed */
    play(&p, &p.host, "g1f3", 300);
    assert_int_equal(p.guest.game->length, 3);
    free_pair(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_split_across_reads_and_drop_cr),
        cmocka_unit_test(test_lines_refuse_oversize_and_control_bytes),
        cmocka_unit_test(test_messages_fields_text_and_escapes),
        cmocka_unit_test(test_invitation_codes),
        cmocka_unit_test(test_invitation_ipv6_addresses),
        cmocka_unit_test_setup_teardown(test_bundle_carries_every_file_and_loads_from_memory, make_tmpdir,
                                        remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_bundle_limits_and_no_disk_for_received_files, make_tmpdir,
                                        remove_tmpdir),
        cmocka_unit_test(test_whole_game_both_sides_agree),
        cmocka_unit_test(test_shogi_drops_travel),
        cmocka_unit_test(test_every_kind_of_bad_message_closes_and_keeps_the_game),
        cmocka_unit_test(test_bad_handshakes),
        cmocka_unit_test(test_silent_peers_time_out),
        cmocka_unit_test(test_host_clock_corrects_for_lag),
        cmocka_unit_test(test_virtual_clock_and_flag),
        cmocka_unit_test(test_offers),
        cmocka_unit_test(test_resume_after_a_lost_connection),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
