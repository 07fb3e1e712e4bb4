/* yaml_guard.c — depth, anchor and expansion limits for YAML text (see yaml_guard.h). */
#include "yaml_guard.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

typedef struct Anchor {
    char *name;
    long values; /* values the anchored node stands for, aliases expanded */
} Anchor;

typedef struct Guard {
    Anchor anchors[YAML_MAX_ANCHORS];
    int nanchors;
    /* per open collection: the count when it began, and its anchor (owned) */
    long start[YAML_MAX_DEPTH];
    char *anchor[YAML_MAX_DEPTH];
    int depth;
    long values;
} Guard;

static void fail(DiagSink *diags, const char *path, const yaml_mark_t *m, const char *msg)
{
    diag_add(diags, path, (int)m->line + 1, (int)m->column + 1, "%s", msg);
}

static bool remember(Guard *g, const unsigned char *name, long values)
{
    if (!name)
        return true;
    if (g->nanchors >= YAML_MAX_ANCHORS)
        return false;
    char *copy = strdup((const char *)name);
    if (!copy)
        return false;
    g->anchors[g->nanchors].name = copy;
    g->anchors[g->nanchors].values = values;
    g->nanchors++;
    return true;
}

static long alias_values(const Guard *g, const unsigned char *name)
{
    /* the newest definition wins, as in YAML */
    for (int i = g->nanchors - 1; i >= 0; i--)
        if (!strcmp(g->anchors[i].name, (const char *)name))
            return g->anchors[i].values;
    return 1; /* undefined: the loader reports it */
}

bool yaml_guard_check(const char *text, const char *path, DiagSink *diags)
{
    Guard *g = calloc(1, sizeof *g);
    if (!g) {
        diag_add(diags, path, 0, 0, "out of memory");
        return false;
    }
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, strlen(text));
    bool ok = true, done = false;
    char msg[160];
    while (ok && !done) {
        yaml_event_t ev;
        if (!yaml_parser_parse(&parser, &ev))
            break; /* a syntax error: the loader reports it */
        const unsigned char *anchor_name = NULL;
        switch (ev.type) {
        case YAML_SEQUENCE_START_EVENT:
        case YAML_MAPPING_START_EVENT:
            if (g->depth >= YAML_MAX_DEPTH) {
                snprintf(msg, sizeof msg, "nested more than %d levels deep (the limit for a YAML file)",
                         YAML_MAX_DEPTH);
                fail(diags, path, &ev.start_mark, msg);
                ok = false;
                break;
            }
            anchor_name = ev.type == YAML_SEQUENCE_START_EVENT ? ev.data.sequence_start.anchor
                                                                : ev.data.mapping_start.anchor;
            g->anchor[g->depth] = anchor_name ? strdup((const char *)anchor_name) : NULL;
            g->start[g->depth] = g->values;
            g->depth++;
            g->values++;
            break;
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            if (g->depth > 0) {
                g->depth--;
                char *name = g->anchor[g->depth];
                g->anchor[g->depth] = NULL;
                if (name && !remember(g, (const unsigned char *)name, g->values - g->start[g->depth])) {
                    snprintf(msg, sizeof msg, "more than %d anchors (&name) in one file", YAML_MAX_ANCHORS);
                    fail(diags, path, &ev.start_mark, msg);
                    ok = false;
                }
                free(name);
            }
            break;
        case YAML_SCALAR_EVENT:
            g->values++;
            if (!remember(g, ev.data.scalar.anchor, 1)) {
                snprintf(msg, sizeof msg, "more than %d anchors (&name) in one file", YAML_MAX_ANCHORS);
                fail(diags, path, &ev.start_mark, msg);
                ok = false;
            }
            break;
        case YAML_ALIAS_EVENT:
            g->values += alias_values(g, ev.data.alias.anchor);
            break;
        case YAML_DOCUMENT_END_EVENT:
        case YAML_STREAM_END_EVENT:
            done = true; /* only the first document is loaded */
            break;
        default:
            break;
        }
        if (ok && g->values > YAML_MAX_VALUES) {
            snprintf(msg, sizeof msg,
                     "more than %d values once aliases are expanded (the limit for a YAML file; "
                     "aliases (*name) nested in aliases multiply)",
                     YAML_MAX_VALUES);
            fail(diags, path, &ev.start_mark, msg);
            ok = false;
        }
        yaml_event_delete(&ev);
    }
    yaml_parser_delete(&parser);
    for (int i = 0; i < g->depth; i++)
        free(g->anchor[i]);
    for (int i = 0; i < g->nanchors; i++)
        free(g->anchors[i].name);
    free(g);
    return ok;
}
