/* netmsg.c — messages: their verbs, fields and escapes. */
#include "netmsg.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How a TEXT rest is taken by a verb. */
enum { REST_NONE, REST_OPTIONAL, REST_REQUIRED };

typedef struct VerbShape {
    const char *name;
    int tokens; /* TOKEN fields, exactly */
    int rest;
} VerbShape;

static const VerbShape shapes[NV_COUNT] = {
    [NV_HELLO] = {"hello", 2, REST_REQUIRED},
    [NV_FILE] = {"file", 3, REST_NONE},
    [NV_DATA] = {"data", 0, REST_OPTIONAL},
    [NV_START] = {"start", 0, REST_OPTIONAL},
    [NV_CLOCK] = {"clock", 1, REST_NONE},
    [NV_COLOUR] = {"colour", 1, REST_NONE},
    [NV_OFFER] = {"offer", 2, REST_NONE},
    [NV_ACCEPT] = {"accept", 0, REST_NONE},
    [NV_DECLINE] = {"decline", 0, REST_OPTIONAL},
    [NV_MOVE] = {"move", 2, REST_NONE},
    [NV_CLOCK_STATE] = {"clock-state", 3, REST_NONE},
    [NV_FLAG] = {"flag", 1, REST_NONE},
    [NV_PING] = {"ping", 1, REST_NONE},
    [NV_PONG] = {"pong", 1, REST_NONE},
    [NV_TICK] = {"tick", 1, REST_NONE},
    [NV_DRAW_OFFER] = {"draw-offer", 0, REST_NONE},
    [NV_DRAW_ACCEPT] = {"draw-accept", 0, REST_NONE},
    [NV_DRAW_DECLINE] = {"draw-decline", 0, REST_NONE},
    [NV_TAKEBACK] = {"takeback", 1, REST_NONE},
    [NV_TAKEBACK_ACCEPT] = {"takeback-accept", 1, REST_NONE},
    [NV_TAKEBACK_DECLINE] = {"takeback-decline", 0, REST_NONE},
    [NV_RESIGN] = {"resign", 0, REST_NONE},
    [NV_REMATCH] = {"rematch", 0, REST_NONE},
    [NV_REMATCH_ACCEPT] = {"rematch-accept", 1, REST_NONE},
    [NV_REMATCH_DECLINE] = {"rematch-decline", 0, REST_NONE},
    [NV_CHAT] = {"chat", 0, REST_REQUIRED},
    [NV_RESUME] = {"resume", 2, REST_NONE},
    [NV_BYE] = {"bye", 0, REST_NONE},
    [NV_ERROR] = {"error", 0, REST_OPTIONAL},
};

const char *net_verb_name(NetVerb v)
{
    return v >= 0 && v < NV_COUNT ? shapes[v].name : "?";
}

/* Decodes %XX in place; false on a broken escape or an escaped NUL. */
static bool unescape(char *s)
{
    char *w = s;
    for (const char *r = s; *r; r++) {
        if (*r != '%') {
            *w++ = *r;
            continue;
        }
        if (!isxdigit((unsigned char)r[1]) || !isxdigit((unsigned char)r[2]))
            return false;
        char hex[3] = {r[1], r[2], '\0'};
        long byte = strtol(hex, NULL, 16);
        if (byte == 0)
            return false; /* a NUL would cut the field short */
        *w++ = (char)byte;
        r += 2;
    }
    *w = '\0';
    return true;
}

bool net_escape(const char *in, char *out, size_t size)
{
    static const char digits[] = "0123456789ABCDEF";
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)in; *p; p++) {
        bool plain = *p > 0x20 && *p < 0x7f && *p != '%';
        if (n + (plain ? 1 : 3) >= size)
            return false;
        if (plain) {
            out[n++] = (char)*p;
        } else {
            out[n++] = '%';
            out[n++] = digits[*p >> 4];
            out[n++] = digits[*p & 15];
        }
    }
    if (size == 0)
        return false;
    out[n] = '\0';
    return true;
}

static int find_verb(const char *word)
{
    for (int v = 0; v < NV_COUNT; v++)
        if (strcmp(shapes[v].name, word) == 0)
            return v;
    return -1;
}

bool net_msg_parse(const char *line, NetMsg *m, char *err, size_t err_size)
{
    size_t len = strlen(line);
    if (len >= sizeof m->store) {
        snprintf(err, err_size, "line longer than %d bytes", NET_LINE_MAX);
        return false;
    }
    memcpy(m->store, line, len + 1);
    for (int i = 0; i < NET_MAX_FIELDS; i++)
        m->field[i] = "";
    m->text = "";
    char *p = m->store, *space = strchr(p, ' ');
    if (space)
        *space = '\0';
    int v = find_verb(p);
    if (v < 0) {
        snprintf(err, err_size, "unknown message '%.40s'", p);
        return false;
    }
    m->verb = (NetVerb)v;
    const VerbShape *s = &shapes[v];
    p = space ? space + 1 : NULL;
    for (int i = 0; i < s->tokens; i++) {
        if (!p || !*p || *p == ' ') {
            snprintf(err, err_size, "malformed %s: %d field%s needed", s->name, s->tokens, s->tokens > 1 ? "s" : "");
            return false;
        }
        char *next = strchr(p, ' ');
        if (next)
            *next = '\0';
        if (!unescape(p)) {
            snprintf(err, err_size, "malformed %s: a broken %%XX escape", s->name);
            return false;
        }
        m->field[i] = p;
        p = next ? next + 1 : NULL;
    }
    if (p && s->rest == REST_NONE) {
        snprintf(err, err_size, "malformed %s: more fields than %d", s->name, s->tokens);
        return false;
    }
    if ((!p || !*p) && s->rest == REST_REQUIRED) {
        snprintf(err, err_size, "malformed %s: its text is missing", s->name);
        return false;
    }
    m->text = p ? p : "";
    return true;
}

bool net_parse_count(const char *s, int64_t max, int64_t *out)
{
    int64_t n = 0;
    if (!*s || strlen(s) > 18)
        return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        n = n * 10 + (*s - '0');
    }
    if (n > max)
        return false;
    *out = n;
    return true;
}
