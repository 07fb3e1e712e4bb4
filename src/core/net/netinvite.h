/* netinvite.h — the invitation code a host gives a friend: an IPv4 address and a port
 * in twelve hex digits, "C0A8-0114-1E07" (192.168.1.20, port 7687), easy to read out
 * or paste. Joining also takes "ADDRESS" or "ADDRESS:PORT". Room: net. */
#ifndef CSM_NETINVITE_H
#define CSM_NETINVITE_H

#include <stdbool.h>
#include <stddef.h>

enum { NET_CODE_TEXT = 16, NET_HOST_TEXT = 256 };

/* The code for a dotted IPv4 address and a port; false when `ipv4` is not one. */
bool net_invite_code(const char *ipv4, int port, char out[NET_CODE_TEXT]);
/* What a guest typed or pasted (a code, "ADDRESS" or "ADDRESS:PORT"; spaces around are
 * ignored): the host to connect to and the port (`default_port` when none is given).
 * False with why in `err`. */
bool net_invite_parse(const char *text, int default_port, char host[NET_HOST_TEXT], int *port, char *err,
                      size_t err_size);

#endif
