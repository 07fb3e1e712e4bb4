/* netsession.h — one side of a networked game (docs/network.md): the handshake, the
 * invitation, moves checked by the rules, the host's clocks corrected for lag, offers,
 * chat, and resuming after a lost connection. No sockets and no clock reading here:
 * the driver feeds the bytes received and the time (milliseconds, any monotonic
 * source), sends what net_session_output holds, and reads the events. The game
 * survives every fault: a bad message or a lost connection closes the connection and
 * pauses the game; net_session_connected starts a resume. Room: net. */
#ifndef CSM_NETSESSION_H
#define CSM_NETSESSION_H

#include "netstate.h"

/* The host's session: it owns `bundle` from now on (the caller's is emptied). False,
 * with the loader's messages in `diags`, when the bundle or the start does not load. */
bool net_session_host(NetSession *s, const NetConfig *cfg, NetBundle *bundle, const NetOffer *offer,
                      DiagSink *diags);
/* The guest's session, before the invitation. */
void net_session_join(NetSession *s, const NetConfig *cfg);
void net_session_free(NetSession *s);

/* A connection is open (the first or a new one): the hello is queued; with a game
 * already agreed, the resume follows it. */
void net_session_connected(NetSession *s, int64_t now);
/* Bytes received. */
void net_session_feed(NetSession *s, const char *data, size_t size, int64_t now);
/* Time passes: pings, timeouts, the host's flags. */
void net_session_tick(NetSession *s, int64_t now);
/* The connection was lost (closed by the peer, a socket error). */
void net_session_disconnected(NetSession *s, int64_t now);

/* The bytes to send; net_session_sent says how many went. */
const char *net_session_output(const NetSession *s, size_t *size);
void net_session_sent(NetSession *s, size_t size);
/* The next event, oldest first; false when none is waiting. */
bool net_session_next_event(NetSession *s, NetEvent *ev);

/* The clock the players see now: the host's running clock, the guest's last numbers. */
void net_session_clock_now(const NetSession *s, Clock *out);

#endif
