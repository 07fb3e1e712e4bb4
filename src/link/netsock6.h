/* netsock6.h — the IPv6 half of netlink: SDL2_net 2 knows IPv4 only, so a dual-stack
 * listener and connections to IPv6 addresses use POSIX sockets here, and nowhere else. */
#ifndef CSM_NETSOCK6_H
#define CSM_NETSOCK6_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A listening socket on `port` taking IPv6 and IPv4 peers alike, or -1 when this machine
 * has no IPv6 (the caller falls back to IPv4). */
int sock6_listen(uint16_t port);
/* A peer waiting on listener `fd` within `wait_ms`, or -1. */
int sock6_accept(int fd, int wait_ms);
/* Connects to `host` when it is, or its name resolves to, an IPv6 address: the socket
 * (>= 0); -2 when it has no IPv6 address (the caller tries IPv4); -1 when connecting
 * failed, why in `err`. */
int sock6_connect(const char *host, uint16_t port, char *err, size_t err_size);
/* As net_link_recv. */
int sock6_recv(int fd, char *buf, int cap, int wait_ms);
bool sock6_send(int fd, const char *data, size_t size);
/* "[2001:db8::1]:5678", or "1.2.3.4:5678" for an IPv4 peer on a dual-stack socket. */
void sock6_peer_text(int fd, char *out, size_t out_size);
/* Up to `max` of this machine's IPv6 addresses that a friend can reach (not loopback nor
 * link-local); returns how many. */
int sock6_local_addresses(char (*out)[64], int max);

#endif
