/* ec_engine.c — an engine driven through its protocol (see ec_engine.h). */
#include "ec_engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The probes' order; `known` (a protocol found before) goes first. */
static EcProtocol probe_protocol(EcProtocol known, int i)
{
    static const EcProtocol order[] = {EC_UCI, EC_USI, EC_UCCI, EC_CECP};
    if (known == EC_NONE)
        return i < 4 ? order[i] : EC_NONE;
    if (i == 0)
        return known;
    for (int k = 0, n = 1; k < 4; k++)
        if (order[k] != known && n++ == i)
            return order[k];
    return EC_NONE;
}

static EcEvent fail_now(EcEngine *e, const char *why)
{
    ec_process_free(e->proc);
    e->proc = NULL;
    e->state = EC_FAILED;
    e->deadline = 0;
    snprintf(e->fault, sizeof e->fault, "%.*s", (int)sizeof e->fault - 1, why);
    return EC_EV_FAULT;
}

void ec_engine_fail(EcEngine *e, const char *why) { fail_now(e, why); }

static void send(EcEngine *e, const char *line) { ec_process_send(e->proc, line); }

/* Starts a fresh process and asks it the protocol of probe number e->probe. */
static EcEvent begin_probe(EcEngine *e, uint64_t now)
{
    ec_process_free(e->proc);
    e->proc = NULL;
    e->name[0] = e->variants[0] = e->sent_variant[0] = '\0';
    e->noptions = 0;
    e->sent_lines = 0;
    e->awaiting_ready = false;
    e->proto = probe_protocol(e->known, e->probe);
    if (e->proto == EC_NONE)
        return fail_now(e, "it answered none of uci, usi, ucci and xboard");
    char err[256];
    if (!(e->proc = ec_process_spawn(e->command, err, sizeof err)))
        return fail_now(e, err);
    if (e->proto == EC_CECP) {
        send(e, "xboard");
        send(e, "protover 2");
    } else {
        send(e, ec_protocol_name(e->proto));
    }
    e->state = EC_DETECTING;
    e->deadline = now + EC_DETECT_MS;
    return EC_EV_NONE;
}

void ec_engine_start(EcEngine *e, const char *command, EcProtocol known, uint64_t now)
{
    ec_engine_close(e);
    snprintf(e->command, sizeof e->command, "%s", command);
    e->fault[0] = '\0';
    e->known = known;
    e->probe = 0;
    begin_probe(e, now);
}

static void add_option(EcEngine *e, const EcOption *o)
{
    if (e->noptions < EC_MAX_OPTIONS)
        e->options[e->noptions++] = *o;
}

EcOption *ec_engine_option(EcEngine *e, const char *name)
{
    for (int i = 0; i < e->noptions; i++)
        if (!strcmp(e->options[i].name, name))
            return &e->options[i];
    return NULL;
}

/* The option naming the variant in this protocol's words. */
static const char *variant_option(EcProtocol p) { return p == EC_USI ? "USI_Variant" : "UCI_Variant"; }

static EcEvent detected(EcEngine *e)
{
    e->state = EC_READY;
    e->deadline = 0;
    e->awaiting_ready = false;
    if (e->proto == EC_USI)
        send(e, "usinewgame");
    if (e->proto != EC_CECP) {
        EcOption *v = ec_engine_option(e, variant_option(e->proto));
        if (v && v->type == EC_OPT_COMBO)
            for (char *s = v->choices, *d = e->variants; *s && d < e->variants + sizeof e->variants - 1; s++, d++)
                *d = *s == '\n' ? (s[1] ? ',' : '\0') : *s;
    }
    return EC_EV_DETECTED;
}

/* A line of CECP's "feature" while detecting. */
static EcEvent cecp_features(EcEngine *e, const char *line, uint64_t now)
{
    size_t pos = 7;
    char name[64], value[EC_CHOICES_MAX], reply[128];
    bool done = false;
    while (ec_next_feature(line, &pos, name, sizeof name, value, sizeof value)) {
        EcOption o;
        if (!strcmp(name, "myname"))
            snprintf(e->name, sizeof e->name, "%.*s", (int)sizeof e->name - 1, value);
        else if (!strcmp(name, "variants"))
            snprintf(e->variants, sizeof e->variants, "%s", value);
        else if (!strcmp(name, "option") && ec_parse_cecp_option(value, &o))
            add_option(e, &o);
        else if (!strcmp(name, "done"))
            done = value[0] == '1';
        if (!strcmp(name, "done") && value[0] == '0')
            e->deadline = now + 10 * EC_DETECT_MS; /* it asked for more time */
        snprintf(reply, sizeof reply, "accepted %s", name);
        send(e, reply);
    }
    return done ? detected(e) : EC_EV_NONE;
}

static EcEvent detecting_line(EcEngine *e, const char *line, uint64_t now)
{
    if (e->proto == EC_CECP)
        return strncmp(line, "feature ", 8) ? EC_EV_NONE : cecp_features(e, line, now);
    char ok[16];
    snprintf(ok, sizeof ok, "%sok", ec_protocol_name(e->proto));
    EcOption o;
    if (!strncmp(line, "id name ", 8)) {
        snprintf(e->name, sizeof e->name, "%s", line + 8);
    } else if (ec_parse_option(line, &o)) {
        add_option(e, &o);
    } else if (!strcmp(line, ok) && !e->awaiting_ready) {
        e->awaiting_ready = true; /* some engines load their nets only now */
        e->deadline = now + 5 * EC_DETECT_MS;
        send(e, "isready");
    } else if (!strcmp(line, "readyok") && e->awaiting_ready) {
        return detected(e);
    }
    return EC_EV_NONE;
}

static bool is_error(EcProtocol p, const char *line)
{
    return p == EC_CECP && (!strncmp(line, "Illegal move", 12) || !strncmp(line, "Error", 5));
}

/* A line while it thinks (or stops). */
static EcEvent thinking_line(EcEngine *e, const char *line)
{
    if (is_error(e->proto, line) && e->state == EC_THINKING) {
        char why[EC_LINE_MAX / 2];
        snprintf(why, sizeof why, "it said \"%.200s\"", line);
        return fail_now(e, why);
    }
    if (ec_parse_bestmove(e->proto, line, e->move, sizeof e->move)) {
        EcState was = e->state;
        e->state = EC_READY;
        e->deadline = 0;
        return was == EC_THINKING ? EC_EV_MOVE : EC_EV_NONE;
    }
    if (e->state == EC_STOPPING || !ec_parse_info(e->proto, line, &e->info))
        return EC_EV_NONE;
    return EC_EV_INFO;
}

static EcEvent ended(EcEngine *e)
{
    if (e->state == EC_DETECTING) {
        e->probe++;
        return EC_EV_NONE; /* the next probe starts at the next poll */
    }
    char why[128];
    int code = ec_process_exit_code(e->proc);
    if (code >= 0)
        snprintf(why, sizeof why, "the engine stopped (exit code %d)", code);
    else
        snprintf(why, sizeof why, "the engine stopped");
    return fail_now(e, why);
}

static EcEvent late(EcEngine *e, uint64_t now)
{
    if (e->state == EC_DETECTING) {
        e->probe++;
        return begin_probe(e, now);
    }
    if (e->state == EC_STOPPING) { /* it never answered the stop: end it quietly */
        ec_engine_close(e);
        return EC_EV_NONE;
    }
    return fail_now(e, "it gave no move in its time: stopped");
}

EcEvent ec_engine_poll(EcEngine *e, uint64_t now)
{
    if (e->state == EC_OFF || e->state == EC_FAILED)
        return EC_EV_NONE;
    for (;;) {
        int r = ec_process_read_line(e->proc, e->line, sizeof e->line);
        if (r == 0)
            break;
        if (r < 0) {
            EcEvent ev = ended(e);
            if (ev != EC_EV_NONE || e->state != EC_DETECTING)
                return ev;
            return begin_probe(e, now);
        }
        EcEvent ev = EC_EV_NONE;
        if (e->state == EC_DETECTING)
            ev = detecting_line(e, e->line, now);
        else if (e->state == EC_THINKING || e->state == EC_ANALYSING || e->state == EC_STOPPING)
            ev = thinking_line(e, e->line);
        if (ev != EC_EV_NONE)
            return ev;
    }
    if (e->deadline && now >= e->deadline)
        return late(e, now);
    return EC_EV_NONE;
}

bool ec_engine_set_option(EcEngine *e, const char *name, const char *value)
{
    EcOption *o = ec_engine_option(e, name);
    if (!o)
        return false;
    if (o->type != EC_OPT_BUTTON)
        snprintf(o->value, sizeof o->value, "%s", value);
    if (e->state != EC_READY)
        return false; /* kept in the list, not sent */
    char line[EC_NAME_MAX + EC_VALUE_MAX + 40];
    if (e->proto == EC_CECP)
        snprintf(line, sizeof line, "option %s%s%s", name, o->type == EC_OPT_BUTTON ? "" : "=", o->type == EC_OPT_BUTTON ? "" : value);
    else if (e->proto == EC_UCCI)
        snprintf(line, sizeof line, "setoption %s %s", name, value);
    else if (o->type == EC_OPT_BUTTON)
        snprintf(line, sizeof line, "setoption name %s", name);
    else
        snprintf(line, sizeof line, "setoption name %s value %s", name, value);
    send(e, line);
    return true;
}

/* "chess" for UCI is "normal" for CECP. */
static const char *cecp_variant(const char *v) { return !strcmp(v, "chess") ? "normal" : v; }

/* Is `name` in the comma-separated list? */
static bool listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *s = list; *s;) {
        size_t len = strcspn(s, ",");
        if (len == n && !strncmp(s, name, n))
            return true;
        s += len + (s[len] == ',');
    }
    return false;
}

bool ec_engine_variant_ok(const EcEngine *e, const char *variant)
{
    const char *v = e->proto == EC_CECP ? cecp_variant(variant) : variant;
    if (e->variants[0])
        return listed(e->variants, v);
    /* no list: only the protocol's own game */
    static const char *const native[] = {"", "chess", "shogi", "xiangqi", "normal"};
    return !strcmp(v, native[e->proto]);
}

/* The variant, MultiPV and position, as the protocol sends them before a go. */
static void send_position(EcEngine *e, const char *variant, const char *position, int lines)
{
    char line[EC_LINE_MAX];
    if (e->proto == EC_CECP) {
        send(e, "new");
        if (strcmp(cecp_variant(variant), "normal")) {
            snprintf(line, sizeof line, "variant %s", cecp_variant(variant));
            send(e, line);
        }
        send(e, "force");
        snprintf(line, sizeof line, "setboard %s", position);
        send(e, line);
        send(e, "post");
        return;
    }
    if (strcmp(e->sent_variant, variant) && ec_engine_option(e, variant_option(e->proto))) {
        ec_engine_set_option(e, variant_option(e->proto), variant);
        snprintf(e->sent_variant, sizeof e->sent_variant, "%s", variant);
    }
    const char *multipv = e->proto == EC_USI ? "USI_MultiPV" : "MultiPV";
    if (lines != e->sent_lines && ec_engine_option(e, multipv)) {
        char n[16];
        snprintf(n, sizeof n, "%d", lines);
        ec_engine_set_option(e, multipv, n);
        e->sent_lines = lines;
    }
    snprintf(line, sizeof line, "position %s %s", e->proto == EC_USI ? "sfen" : "fen", position);
    send(e, line);
}

bool ec_engine_go(EcEngine *e, const char *variant, const char *position, int movetime_ms, int depth, uint64_t now)
{
    if (e->state != EC_READY)
        return false;
    send_position(e, variant, position, 1);
    char line[128];
    if (e->proto == EC_CECP) {
        if (movetime_ms > 0)
            snprintf(line, sizeof line, "st %d", movetime_ms < 1000 ? 1 : movetime_ms / 1000);
        else
            snprintf(line, sizeof line, "sd %d", depth);
        send(e, line);
        send(e, "go");
    } else {
        if (movetime_ms <= 0)
            snprintf(line, sizeof line, "go depth %d", depth);
        else if (e->proto == EC_USI)
            snprintf(line, sizeof line, "go btime 0 wtime 0 byoyomi %d", movetime_ms);
        else
            snprintf(line, sizeof line, "go movetime %d", movetime_ms);
        send(e, line);
    }
    e->state = EC_THINKING;
    e->deadline = now + (uint64_t)(movetime_ms > 0 ? movetime_ms : EC_DEPTH_MS) + EC_MARGIN_MS;
    return true;
}

bool ec_engine_analyse(EcEngine *e, const char *variant, const char *position, int lines, uint64_t now)
{
    (void)now;
    if (e->state != EC_READY)
        return false;
    send_position(e, variant, position, lines);
    send(e, e->proto == EC_CECP ? "analyze" : "go infinite");
    e->state = EC_ANALYSING;
    e->deadline = 0; /* no end: nothing is late */
    return true;
}

void ec_engine_stop(EcEngine *e, uint64_t now)
{
    if (e->state == EC_ANALYSING && e->proto == EC_CECP) {
        send(e, "exit"); /* leaves analyze mode without a move */
        e->state = EC_READY;
        return;
    }
    if (e->state != EC_THINKING && e->state != EC_ANALYSING)
        return;
    send(e, e->proto == EC_CECP ? "?" : "stop");
    e->state = EC_STOPPING;
    e->deadline = now + EC_MARGIN_MS;
}

void ec_engine_close(EcEngine *e)
{
    if (e->proc && e->state != EC_FAILED)
        send(e, "quit");
    ec_process_free(e->proc);
    e->proc = NULL;
    if (e->state != EC_FAILED)
        e->state = EC_OFF;
    e->deadline = 0;
}
