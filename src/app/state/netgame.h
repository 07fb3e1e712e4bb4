/* netgame.h — the window's side of a game against a friend over the network
 * (docs/network.md): the connection (src/link), the session (core/net) and the game on
 * the table, kept in step. netgame_poll runs once a frame and never waits: the sockets
 * are asked with a zero timeout. The friend's side is a PLAYER_NETWORK opponent; a move
 * the person makes on the board is sent from here, a move the friend sends is checked by
 * the session and played on the table. No SDL drawing. */
#ifndef APP_NETGAME_H
#define APP_NETGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum NetGameStage {
    NETGAME_OFF,       /* no network game */
    NETGAME_WAITING,   /* host: listening, no friend yet; guest: the invitation comes */
    NETGAME_INVITED,   /* guest: the invitation is here; accept or decline */
    NETGAME_PLAYING,   /* the game is on (or over) */
    NETGAME_PAUSED,    /* the connection is gone; the game is kept */
} NetGameStage;

/* Hosts the current variant from its setup, the friend playing `guest_colour` (Color),
 * on `port` (0: the protocol's default, 7687). The invitation code and the addresses are in netgame_status. */
bool netgame_host(int port, int guest_colour, const char *name, char *err, size_t err_size);
/* The port Host uses when none is given (tests: a free one). */
void netgame_set_default_port(int port);
/* Tests: the next game's time passes only by netgame_tick (docs/network.md, "virtual
 * clock"; the friend must say so too); whether a ping waits for its pong. */
void netgame_set_virtual_clock(bool on);
bool netgame_tick(int64_t ms);
bool netgame_ping_waiting(void);
/* Joins a host: an invitation code, "ADDRESS" or "ADDRESS:PORT". The connection is made
 * on a thread (netconnect.h): netgame_poll says when it is there ("Connected to ...")
 * or why it is not ("Cannot join: ...", and the stage is off again). False, with why in
 * `err`, only for what is wrong at once (not an address). */
bool netgame_join(const char *where, const char *name, char *err, size_t err_size);
/* The guest's answer to the invitation. */
bool netgame_accept(bool yes);
/* Reads, sends and plays what is due; true when something changed that the player
 * should be told of (netgame_status holds it). */
bool netgame_poll(void);
/* The person resigns; the friend is told. */
bool netgame_resign(void);
/* What a player asks of the other during a game (or after it: a rematch), and a chat
 * line. netgame_can: possible now (the game is on, nothing of the kind waits);
 * netgame_do: asked (the friend answers; the table follows what both agree). */
typedef enum NetGameAction {
    NETGAME_NONE, NETGAME_OFFER_DRAW, NETGAME_TAKEBACK, NETGAME_REMATCH, NETGAME_CHAT,
} NetGameAction;
bool netgame_can(NetGameAction a);
bool netgame_do(NetGameAction a);
/* What the friend asks now and waits for an answer to (NETGAME_NONE: nothing); the answer. */
NetGameAction netgame_question(void);
bool netgame_answer(NetGameAction a, bool yes);
/* Sends a chat line (at most 200 bytes); the chat's last lines, both sides', each
 * "NAME: TEXT", numbered from 0 (NULL for one no longer kept). */
enum { NETGAME_CHAT_KEPT = 8 };
bool netgame_chat(const char *text);
int netgame_chat_count(void);
const char *netgame_chat_line(int i);
/* After a lost connection (NETGAME_PAUSED): the guest joins the same host again, the
 * host listens again (it goes on listening by itself); both then resume from the last
 * move both have. False with why in `err`. */
bool netgame_reconnect(char *err, size_t err_size);
/* A friend gone NETGAME_CLAIM_AFTER_MS (tests may change it) can be claimed a loss:
 * netgame_claim_in_ms says how long until then (0: now; -1: no game to claim). */
enum { NETGAME_CLAIM_AFTER_MS = 60000 };
void netgame_set_claim_after(int64_t ms);
int64_t netgame_claim_in_ms(void);
bool netgame_claim_win(void);
/* Ends the network game (an orderly goodbye); the game on the table stays. */
void netgame_stop(void);
NetGameStage netgame_stage(void);
/* The host's: this machine's address, the port listened on and the invitation code that
 * holds both ("" and 0 before hosting). */
const char *netgame_address(void);
/* One of this machine's IPv6 addresses a friend can reach, "" when there is none. */
const char *netgame_address6(void);
int netgame_port(void);
const char *netgame_code(void);
/* The last thing that happened, in a sentence ("Black played e5", "invited: ..."). */
const char *netgame_status(void);
/* Every sentence said so far is numbered from 0; the last NETGAME_SAID_KEPT are kept
 * (NULL for an older one), so none is missed when several come in one frame. */
enum { NETGAME_SAID_KEPT = 32 };
int netgame_said_count(void);
const char *netgame_said(int i);

#endif
