/* cli_net.h — `chessembly-cli net host|join`: a text peer for network play
 * (docs/network.md), driven by commands on standard input so a test can script one
 * side of a game. cmd_net.c owns the connection and the loop, cli_net_script.c the
 * commands. */
#ifndef CSM_CLI_NET_H
#define CSM_CLI_NET_H

#include "netlink.h"
#include "netsession.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum { NET_SCRIPT_LINE = 8192 };

typedef enum ScriptStep { STEP_DONE, STEP_WAIT, STEP_FAILED, STEP_QUIT } ScriptStep;

typedef struct NetPeer {
    NetSession s;
    bool raw;                  /* no session: lines go out as written, lines in are printed */
    NetLink *server, *conn;
    char host[256];
    int port;
    FILE *out;
    const char *save_path, *pgn_path;
    int seen[NET_EV_CLOSED + 1];  /* events seen and not yet waited for, by kind */
    int raw_closed;               /* raw mode: the peer closed (waited for by `wait closed`) */
    int saved_length, saved_status;
    bool pgn_written;
    bool failed;
    char raw_in[NET_LINE_MAX * 2];
    size_t raw_in_len;
    char **raw_lines;             /* raw mode: every line received, for `wait-line` */
    int raw_count, raw_waited;
    bool ever_connected;          /* a connection was made (a host waits for its first) */
} NetPeer;

/* Runs one script line; STEP_WAIT when it cannot run yet (try again later). */
ScriptStep cli_net_command(NetPeer *p, const char *line);
/* Sends what the session queued; closes the connection when the session is closing. */
void cli_net_flush(NetPeer *p);
/* The connection is gone (dropped by a command or by the network). */
void cli_net_lost(NetPeer *p);
/* The guest connects again (`reconnect`); false with a message printed. */
bool cli_net_connect(NetPeer *p);

#endif
