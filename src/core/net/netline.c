/* netline.c — lines out of a byte stream, with the protocol's limits. */
#include "netline.h"

#include <stdio.h>
#include <string.h>

void net_line_reset(NetLineReader *r)
{
    r->len = 0;
    r->bad = false;
    r->error[0] = '\0';
}

static bool refuse(NetLineReader *r, const char *why)
{
    r->bad = true;
    snprintf(r->error, sizeof r->error, "%s", why);
    return false;
}

bool net_line_take(NetLineReader *r, const char *data, size_t size, size_t *used, char *line)
{
    *used = 0;
    if (r->bad)
        return false;
    while (*used < size) {
        unsigned char c = (unsigned char)data[(*used)++];
        if (c == '\n') {
            size_t n = r->len;
            if (n > 0 && r->buf[n - 1] == '\r')
                n--;
            memcpy(line, r->buf, n);
            line[n] = '\0';
            r->len = 0;
            return true;
        }
        /* a CR is kept only to be dropped before the LF; anywhere else it is a control byte */
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
            return refuse(r, "a control byte in a line");
        if (r->len > 0 && r->buf[r->len - 1] == '\r')
            return refuse(r, "a CR inside a line");
        if (r->len + 1 >= NET_LINE_MAX) /* the LF must still fit in the limit */
            return refuse(r, "line longer than 4096 bytes");
        r->buf[r->len++] = (char)c;
    }
    return false;
}
