/* netmsg.h — the protocol's messages (docs/network.md): a verb, TOKEN fields with
 * %XX escapes, and for some verbs a TEXT rest of line. Reading checks the shape only
 * (which verb, how many fields); what the fields mean is the session's business.
 * Room: net. */
#ifndef CSM_NETMSG_H
#define CSM_NETMSG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "netline.h"

typedef enum NetVerb {
    NV_HELLO, NV_FILE, NV_DATA, NV_START, NV_CLOCK, NV_COLOUR, NV_OFFER, NV_ACCEPT, NV_DECLINE,
    NV_MOVE, NV_CLOCK_STATE, NV_FLAG, NV_PING, NV_PONG, NV_TICK,
    NV_DRAW_OFFER, NV_DRAW_ACCEPT, NV_DRAW_DECLINE,
    NV_TAKEBACK, NV_TAKEBACK_ACCEPT, NV_TAKEBACK_DECLINE, NV_RESIGN,
    NV_REMATCH, NV_REMATCH_ACCEPT, NV_REMATCH_DECLINE, NV_CHAT, NV_RESUME, NV_BYE, NV_ERROR,
    NV_COUNT
} NetVerb;

enum { NET_MAX_FIELDS = 3 };

typedef struct NetMsg {
    NetVerb verb;
    const char *field[NET_MAX_FIELDS]; /* unescaped TOKEN fields */
    const char *text;                  /* the TEXT rest ("" when absent or not allowed) */
    char store[NET_LINE_MAX + 8];
} NetMsg;

/* Reads one line (without its LF). False, with why in `err`, when it is malformed. */
bool net_msg_parse(const char *line, NetMsg *m, char *err, size_t err_size);

/* The verb's name as written ("draw-offer"). */
const char *net_verb_name(NetVerb v);

/* `in` as a TOKEN: space, '%' and bytes below 0x21 or 0x7f and above become %XX.
 * False when it does not fit in `size`. */
bool net_escape(const char *in, char *out, size_t size);

/* A whole number 0..max written in decimal digits only; false otherwise. */
bool net_parse_count(const char *s, int64_t max, int64_t *out);

#endif
