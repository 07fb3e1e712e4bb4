/* netinvite.c — invitation codes and typed addresses. */
#include "netinvite.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool net_invite_code(const char *ipv4, int port, char out[NET_CODE_TEXT])
{
    unsigned b[4];
    char end;
    if (sscanf(ipv4, "%u.%u.%u.%u%c", &b[0], &b[1], &b[2], &b[3], &end) != 4 || b[0] > 255 || b[1] > 255 ||
        b[2] > 255 || b[3] > 255 || port <= 0 || port > 65535)
        return false;
    snprintf(out, NET_CODE_TEXT, "%02X%02X-%02X%02X-%04X", b[0], b[1], b[2], b[3], (unsigned)port);
    return true;
}

/* "C0A8-0114-1E07" (any case) into its twelve digits; false when it is not a code. */
static bool code_digits(const char *text, size_t len, char digits[13])
{
    if (len != 14 || text[4] != '-' || text[9] != '-')
        return false;
    int n = 0;
    for (size_t i = 0; i < len; i++) {
        if (i == 4 || i == 9)
            continue;
        if (!isxdigit((unsigned char)text[i]))
            return false;
        digits[n++] = text[i];
    }
    digits[n] = '\0';
    return true;
}

static bool from_code(const char digits[13], char host[NET_HOST_TEXT], int *port)
{
    unsigned long long v = strtoull(digits, NULL, 16);
    *port = (int)(v & 0xffff);
    snprintf(host, NET_HOST_TEXT, "%llu.%llu.%llu.%llu", (v >> 40) & 255, (v >> 32) & 255, (v >> 24) & 255,
             (v >> 16) & 255);
    return *port > 0;
}

static bool parse_port(const char *text, int *port, char *err, size_t err_size)
{
    char *end;
    long p = strtol(text, &end, 10);
    if (*end || end == text || p <= 0 || p > 65535) {
        snprintf(err, err_size, "'%.20s' is not a port (1 to 65535)", text);
        return false;
    }
    *port = (int)p;
    return true;
}

/* Takes the port off "NAME:PORT", "[IPV6]:PORT" or "[IPV6]", leaving the address alone in
 * `host`; a bare IPv6 address ("::1": two colons or more) has no port of its own, since
 * its last group could not be told from one. */
static bool split_port(char *host, int *port, char *err, size_t err_size)
{
    if (host[0] == '[') {
        char *close = strchr(host, ']');
        if (!close || (close[1] && close[1] != ':')) {
            snprintf(err, err_size, "'%.60s' is not an address: write [IPV6] or [IPV6]:PORT", host);
            return false;
        }
        if (close[1] && !parse_port(close + 2, port, err, err_size))
            return false;
        size_t n = (size_t)(close - host - 1);
        memmove(host, host + 1, n);
        host[n] = '\0';
        return true;
    }
    char *colon = strchr(host, ':');
    if (!colon || strchr(colon + 1, ':'))
        return true;
    if (!parse_port(colon + 1, port, err, err_size))
        return false;
    *colon = '\0';
    return true;
}

bool net_invite_parse(const char *text, int default_port, char host[NET_HOST_TEXT], int *port, char *err,
                      size_t err_size)
{
    while (isspace((unsigned char)*text))
        text++;
    size_t len = strlen(text);
    while (len > 0 && isspace((unsigned char)text[len - 1]))
        len--;
    char digits[13];
    if (code_digits(text, len, digits)) {
        if (!from_code(digits, host, port)) {
            snprintf(err, err_size, "the code %.14s names port 0", text);
            return false;
        }
        return true;
    }
    if (len == 0 || len >= NET_HOST_TEXT) {
        snprintf(err, err_size, "%s", len ? "the address is too long" : "no address or code given");
        return false;
    }
    memcpy(host, text, len);
    host[len] = '\0';
    *port = default_port;
    if (!split_port(host, port, err, err_size))
        return false;
    for (const char *p = host; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '.' && *p != '-' && *p != ':') {
            snprintf(err, err_size, "'%.60s' is neither an address nor an invitation code (like C0A8-0114-1E07)",
                     text);
            return false;
        }
    if (!*host) {
        snprintf(err, err_size, "no address before the port");
        return false;
    }
    return true;
}
