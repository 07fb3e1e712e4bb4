/* netline.h — cuts a byte stream into lines under the protocol's limits
 * (docs/network.md): at most NET_LINE_MAX bytes with the LF, no control bytes. A
 * breach is reported as soon as it is seen, never after buffering the whole line.
 * Room: net. */
#ifndef CSM_NETLINE_H
#define CSM_NETLINE_H

#include <stdbool.h>
#include <stddef.h>

enum { NET_LINE_MAX = 4096 };

typedef struct NetLineReader {
    char buf[NET_LINE_MAX + 1];
    size_t len;      /* bytes of the line being read */
    bool bad;        /* a limit was broken: the reader reads no more */
    char error[128]; /* why, when bad */
} NetLineReader;

void net_line_reset(NetLineReader *r);

/* Takes bytes from data[0..size) until a line is complete: then copies it (without LF
 * or CR) to `line` (NET_LINE_MAX bytes) and returns true. *used says how many bytes it
 * took; call again with the rest. False with *used == size: the bytes are kept for
 * the next call. False with r->bad: the stream broke a limit (r->error). */
bool net_line_take(NetLineReader *r, const char *data, size_t size, size_t *used, char *line);

#endif
