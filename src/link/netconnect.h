/* netconnect.h — connecting without waiting: the name lookup and TCP's handshake (which
 * may take a minute to fail on an address where nobody answers) run on a thread of their
 * own, so a window's frame loop only asks whether they are done. */
#ifndef CSM_NETCONNECT_H
#define CSM_NETCONNECT_H

#include "netlink.h"

typedef struct NetConnecting NetConnecting;

/* Starts connecting to `host` on `port`; NULL (why in `err`) when no thread starts. */
NetConnecting *net_connect_start(const char *host, uint16_t port, char *err, size_t err_size);
/* 0: still connecting; 1: connected (*out); -1: failed (why in `err`). After 1 or -1 the
 * handle is gone. */
int net_connect_poll(NetConnecting *c, NetLink **out, char *err, size_t err_size);
/* Given up: the handle is gone now, the connection (if one comes) closed when it comes. */
void net_connect_abandon(NetConnecting *c);

#endif
