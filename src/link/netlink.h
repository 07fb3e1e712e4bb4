/* netlink.h — TCP for network play, over SDL2_net: the one place that opens sockets
 * (src/link/README.md). Every call that waits takes a limit in milliseconds; nothing
 * blocks for ever but a send, which TCP's own buffers make short. */
#ifndef CSM_NETLINK_H
#define CSM_NETLINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct NetLink NetLink;

enum { NET_DEFAULT_PORT = 7687, NET_ADDRESS_TEXT = 64 };

/* SDL2_net's start and end (counted: each start needs its end). */
bool net_link_init(char *err, size_t err_size);
void net_link_quit(void);

/* Listens on `port` (all interfaces). NULL with why in `err`. */
NetLink *net_link_listen(uint16_t port, char *err, size_t err_size);
/* A peer that connected within `wait_ms`, or NULL. */
NetLink *net_link_accept(NetLink *server, int wait_ms);
/* Connects to `host` (a name or a dotted address) on `port`. */
NetLink *net_link_connect(const char *host, uint16_t port, char *err, size_t err_size);
/* Bytes received within `wait_ms` (>0), 0 when none came, -1 when the peer closed or
 * the connection broke. */
int net_link_recv(NetLink *c, char *buf, int cap, int wait_ms);
/* Sends all of data[0..size); false when the connection broke. */
bool net_link_send(NetLink *c, const char *data, size_t size);
void net_link_close(NetLink *c);

/* The peer's address as "1.2.3.4:5678". */
void net_link_peer_text(const NetLink *c, char out[NET_ADDRESS_TEXT]);
/* Up to `max` of this machine's IPv4 addresses ("192.168.1.20"), loopback last;
 * returns how many. */
int net_link_local_addresses(char (*out)[NET_ADDRESS_TEXT], int max);

#endif
