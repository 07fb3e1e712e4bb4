/* netstate.h — a networked game's session as netsession.c (the connection, handshake,
 * invitation, resume) and netplay.c (the game's messages and the player's actions) both
 * see it: its types, and the few functions they share. The driver's calls are in
 * netsession.h, the player's in netplay.h. Room: net. */
#ifndef CSM_NETSTATE_H
#define CSM_NETSTATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "clock.h"
#include "game.h"
#include "netbundle.h"
#include "netline.h"
#include "netmsg.h"

enum { NET_NAME_MAX = 40, NET_CHAT_MAX = 200, NET_EVENTS = 256, NET_LAG_CAP_MS = 1000 };

typedef enum NetRole { NET_HOST, NET_GUEST } NetRole;

typedef enum NetPhase {
    NET_PHASE_IDLE,    /* not connected yet */
    NET_PHASE_HELLO,   /* waiting for the peer's hello */
    NET_PHASE_INVITE,  /* host: invitation sent, waiting for the answer; guest: receiving it */
    NET_PHASE_DECIDE,  /* guest: the invitation is complete, the player decides */
    NET_PHASE_RESUME,  /* waiting for the peer's resume */
    NET_PHASE_PLAYING, /* the game is on (or over, with a rematch possible) */
    NET_PHASE_CLOSED,  /* the connection is gone; a game in progress is paused */
} NetPhase;

typedef enum NetEventKind {
    NET_EV_INVITED,       /* guest: text = variant name and rules hash; accept or decline */
    NET_EV_STARTED,       /* the game begins (also after a rematch) */
    NET_EV_MOVE,          /* the peer's move was played; text = its SAN */
    NET_EV_CLOCK,         /* the clocks changed (host's numbers) */
    NET_EV_CHAT,          /* text = the peer's line */
    NET_EV_DRAW_OFFERED, NET_EV_DRAW_DECLINED,
    NET_EV_TAKEBACK_ASKED, NET_EV_TAKEN_BACK, NET_EV_TAKEBACK_DECLINED,
    NET_EV_REMATCH_ASKED, NET_EV_REMATCH_DECLINED,
    NET_EV_OVER,          /* text = "1-0 (resignation)" */
    NET_EV_RESUMED,       /* the game goes on after a reconnection */
    NET_EV_CLOSED,        /* text = why (a peer's or our error, a decline, a lost connection) */
} NetEventKind;

typedef struct NetEvent {
    NetEventKind kind;
    char text[320];
} NetEvent;

typedef struct NetConfig {
    NetRole role;
    char name[NET_NAME_MAX + 1];
    bool virtual_clock;      /* tests: game time passes only by tick messages */
    int64_t hello_timeout_ms; /* 0: 30000 */
    int64_t silence_ms;       /* 0: 30000 */
    int64_t ping_every_ms;    /* 0: 5000 */
    int flood_burst;          /* 0: 200 */
    int flood_per_second;     /* 0: 50 */
} NetConfig;

/* What the host offers. */
typedef struct NetOffer {
    const char *start_fen; /* NULL: the setup */
    double minutes;        /* 0: no clock */
    int increment_s;
    int guest_colour;      /* WHITE or BLACK */
    uint64_t game_id;
} NetOffer;

typedef struct NetSession {
    NetConfig cfg;
    NetPhase phase;
    bool closing;               /* send what is queued, then close */
    char peer_name[NET_NAME_MAX + 1];
    bool peer_virtual;
    NetLineReader reader;
    char *out;                  /* bytes to send */
    size_t out_len, out_cap;
    NetEvent events[NET_EVENTS];
    int ev_head, ev_count;
    /* the game */
    NetBundle bundle;
    char *start_fen;            /* NULL: the setup */
    Variant *variant;
    Game *game;
    Clock clock;
    int my_colour;
    uint64_t game_id;
    uint64_t rules_hash;
    bool agreed;                /* both sides said yes: a lost connection resumes this game */
    /* guest: the invitation being read */
    int data_left;              /* `data` lines still due for the file being read */
    char *data_text;
    size_t data_len;
    char data_name[NET_LINE_MAX], data_path[NET_LINE_MAX];
    int offered_colour;
    double offered_minutes;
    int offered_increment;
    bool have_start;
    /* requests waiting for an answer */
    bool draw_from_peer, draw_from_me;
    int takeback_from_peer, takeback_from_me;   /* the ply asked for, or -1 */
    bool rematch_from_peer, rematch_from_me;
    /* time */
    int64_t now;                /* the driver's last reading */
    int64_t game_now;           /* the game's time: `now`, or the virtual clock */
    int64_t connected_at, last_heard, closed_at;
    int64_t turn_started;       /* host: game time the side to move began thinking */
    int64_t rtt_ms;             /* smoothed round trip, -1 before the first pong */
    int64_t ping_sent_at;
    int ping_serial;
    bool ping_waiting;
    double flood_tokens;
    int64_t flood_at;
    char why_closed[320];
} NetSession;

/* Whether the game is on and it is this side's turn. */
bool net_session_my_turn(const NetSession *s);

/* Queues one line (printf-style, without the LF). */
void net_send(NetSession *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Queues an event (dropped when the queue is full: the driver reads them after every feed). */
void net_event(NetSession *s, NetEventKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A protocol error: `error TEXT` is queued, the connection closes, the game is kept. */
void net_fail(NetSession *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The connection ends (no error sent); `why` becomes the CLOSED event's text. */
void net_close(NetSession *s, const char *why);

/* A new game of the agreed bundle: the variant loaded, the game started, the clock set,
 * requests cleared. False with why in `err`. */
bool net_start_game(NetSession *s, char *err, size_t err_size);
/* The colour each side has. */
static inline int net_peer_colour(const NetSession *s) { return s->my_colour ^ 1; }

/* netplay.c: one message of the game phase; false when it was not one of them. */
bool net_play_message(NetSession *s, const NetMsg *m);
/* netplay.c: the host's clocks after a move or a takeback; sends clock-state. */
void net_host_clock_update(NetSession *s);
/* netplay.c: the host flags the side to move when its time is gone. */
void net_host_check_flag(NetSession *s);
/* netplay.c: the `move` lines for plies from+1 .. the game's length. */
void net_send_moves_from(NetSession *s, int from);

#endif
