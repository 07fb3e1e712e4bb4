/* engine_list.c — the other engines (see engine_list.h). */
#include "engine_list.h"

#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Entry {
    EngineSetting saved;
    EcEngine *ec;
} Entry;

static Entry entries[SETTINGS_ENGINES];
static int count;
static int roles[ROLE_COUNT] = {-1, -1};
static EcEngine *pending; /* an engine being added */
static char add_error[EC_LINE_MAX / 4 + sizeof ((EcEngine *)0)->fault];
static EngineListener listener;
static void (*tell)(const char *text);

void engine_list_set_listener(EngineListener fn) { listener = fn; }
void engine_list_set_message(void (*message)(const char *text)) { tell = message; }

int engine_list_count(void) { return count; }
const EngineSetting *engine_list_setting(int i) { return i >= 0 && i < count ? &entries[i].saved : NULL; }
EcEngine *engine_list_engine(int i) { return i >= 0 && i < count ? entries[i].ec : NULL; }
const char *engine_list_adding(void) { return pending ? pending->command : NULL; }
const char *engine_list_add_error(void) { return add_error; }

int engine_list_find(const char *name)
{
    for (int i = 0; i < count; i++)
        if (!strcmp(entries[i].saved.name, name))
            return i;
    return -1;
}

static bool append(const EngineSetting *s)
{
    if (count == SETTINGS_ENGINES)
        return false;
    EcEngine *ec = calloc(1, sizeof *ec);
    if (!ec)
        return false;
    entries[count].saved = *s;
    entries[count].ec = ec;
    count++;
    return true;
}

void engine_list_load(const Settings *s)
{
    engine_list_shutdown();
    for (int i = 0; i < s->nengines; i++)
        append(&s->engines[i]);
    roles[ROLE_COMPUTER] = s->computer_engine[0] ? engine_list_find(s->computer_engine) : -1;
    roles[ROLE_ANALYSIS] = s->analysis_engine[0] ? engine_list_find(s->analysis_engine) : -1;
}

void engine_list_store(Settings *s)
{
    s->nengines = count;
    for (int i = 0; i < count; i++)
        s->engines[i] = entries[i].saved;
    int c = roles[ROLE_COMPUTER], a = roles[ROLE_ANALYSIS];
    snprintf(s->computer_engine, sizeof s->computer_engine, "%s", c >= 0 ? entries[c].saved.name : "");
    snprintf(s->analysis_engine, sizeof s->analysis_engine, "%s", a >= 0 ? entries[a].saved.name : "");
}

static void free_engine(EcEngine *e)
{
    if (!e)
        return;
    ec_engine_close(e);
    free(e);
}

void engine_list_shutdown(void)
{
    for (int i = 0; i < count; i++)
        free_engine(entries[i].ec);
    count = 0;
    free_engine(pending);
    pending = NULL;
    roles[ROLE_COMPUTER] = roles[ROLE_ANALYSIS] = -1;
}

bool engine_list_add(const char *command, uint64_t now)
{
    while (*command == ' ')
        command++;
    add_error[0] = '\0';
    if (!*command || count == SETTINGS_ENGINES || strlen(command) >= SETTINGS_ENGINE_COMMAND)
        return false;
    free_engine(pending);
    if (!(pending = calloc(1, sizeof *pending)))
        return false;
    ec_engine_start(pending, command, EC_NONE, now);
    return true;
}

void engine_list_remove(int i)
{
    if (i < 0 || i >= count)
        return;
    free_engine(entries[i].ec);
    memmove(&entries[i], &entries[i + 1], (size_t)(count - i - 1) * sizeof entries[0]);
    count--;
    for (int r = 0; r < ROLE_COUNT; r++)
        roles[r] = roles[r] == i ? -1 : roles[r] > i ? roles[r] - 1 : roles[r];
}

/* The saved value of an option the player set, or NULL. */
static EngineOptionSetting *saved_option(Entry *e, const char *name)
{
    for (int k = 0; k < e->saved.noptions; k++)
        if (!strcmp(e->saved.options[k].name, name))
            return &e->saved.options[k];
    return NULL;
}

bool engine_list_set_option(int i, const char *name, const char *value)
{
    if (i < 0 || i >= count)
        return false;
    Entry *e = &entries[i];
    EcOption *o = ec_engine_option(e->ec, name);
    if (!o || o->type != EC_OPT_BUTTON) { /* a button is pressed, not kept */
        EngineOptionSetting *s = saved_option(e, name);
        if (!s && e->saved.noptions < SETTINGS_ENGINE_OPTIONS)
            s = &e->saved.options[e->saved.noptions++];
        if (!s)
            return false;
        snprintf(s->name, sizeof s->name, "%s", name);
        snprintf(s->value, sizeof s->value, "%s", value);
    }
    if (o)
        ec_engine_set_option(e->ec, name, value);
    return true;
}

const char *engine_list_option_value(int i, const char *name)
{
    if (i < 0 || i >= count)
        return "";
    EngineOptionSetting *s = saved_option(&entries[i], name);
    if (s)
        return s->value;
    EcOption *o = ec_engine_option(entries[i].ec, name);
    return o ? o->value : "";
}

bool engine_list_ready(int i, uint64_t now)
{
    if (i < 0 || i >= count)
        return false;
    EcEngine *ec = entries[i].ec;
    if (ec->state == EC_OFF || ec->state == EC_FAILED)
        ec_engine_start(ec, entries[i].saved.command, ec_protocol_from_name(entries[i].saved.protocol), now);
    return ec->state == EC_READY;
}

int engine_list_role(EngineRole r) { return r >= 0 && r < ROLE_COUNT ? roles[r] : -1; }

void engine_list_set_role(EngineRole r, int i)
{
    if (r >= 0 && r < ROLE_COUNT)
        roles[r] = i >= 0 && i < count ? i : -1;
}

/* A name not yet in the list: the engine's own, or its command's first word. */
static void unique_name(const EcEngine *ec, char *out, size_t size)
{
    char base[SETTINGS_ENGINE_NAME];
    if (ec->name[0])
        snprintf(base, sizeof base, "%s", ec->name);
    else
        snprintf(base, sizeof base, "%.*s", (int)strcspn(ec->command, " "), ec->command);
    snprintf(out, size, "%s", base);
    for (int n = 2; engine_list_find(out) >= 0; n++)
        snprintf(out, size, "%.100s (%d)", base, n);
}

/* The engine being added answered or failed. */
static bool pending_tick(uint64_t now)
{
    EcEvent ev;
    bool changed = false;
    while (pending && (ev = ec_engine_poll(pending, now)) != EC_EV_NONE) {
        changed = true;
        if (ev == EC_EV_FAULT) {
            snprintf(add_error, sizeof add_error, "%.1024s: %.512s", pending->command, pending->fault);
            char msg[sizeof add_error + 100];
            snprintf(msg, sizeof msg, tr(S_EXT_ADD_FAILED_FMT), add_error);
            if (tell)
                tell(msg);
            free_engine(pending);
            pending = NULL;
        } else if (ev == EC_EV_DETECTED) {
            EngineSetting s;
            memset(&s, 0, sizeof s);
            unique_name(pending, s.name, sizeof s.name);
            snprintf(s.protocol, sizeof s.protocol, "%s", ec_protocol_name(pending->proto));
            snprintf(s.command, sizeof s.command, "%s", pending->command);
            if (append(&s)) {
                free(entries[count - 1].ec);
                entries[count - 1].ec = pending; /* keeps running, its options known */
            } else {
                free_engine(pending);
            }
            pending = NULL;
        }
    }
    return changed;
}

/* A (re)started engine answered: the options the player set go to it. */
static void send_saved_options(Entry *e)
{
    for (int k = 0; k < e->saved.noptions; k++)
        ec_engine_set_option(e->ec, e->saved.options[k].name, e->saved.options[k].value);
}

bool engine_list_tick(uint64_t now)
{
    bool changed = pending_tick(now);
    for (int i = 0; i < count; i++) {
        EcEvent ev;
        while ((ev = ec_engine_poll(entries[i].ec, now)) != EC_EV_NONE) {
            changed = true;
            if (ev == EC_EV_DETECTED)
                send_saved_options(&entries[i]);
            if (listener)
                listener(i, ev);
        }
    }
    return changed;
}

bool engine_list_settling(void)
{
    if (pending)
        return true;
    for (int i = 0; i < count; i++)
        if (entries[i].ec->state == EC_DETECTING || entries[i].ec->state == EC_STOPPING)
            return true;
    return false;
}

bool engine_list_busy(void)
{
    if (pending)
        return true;
    for (int i = 0; i < count; i++) {
        EcState s = entries[i].ec->state;
        if (s == EC_DETECTING || s == EC_THINKING || s == EC_ANALYSING || s == EC_STOPPING)
            return true;
    }
    return false;
}
