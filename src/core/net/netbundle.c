/* netbundle.c — the variant files of a networked game and their hash. */
#include "netbundle.h"

#include "netline.h"
#include "textfile.h"
#include "variant_catalog.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void net_bundle_init(NetBundle *b) { memset(b, 0, sizeof *b); }

void net_bundle_free(NetBundle *b)
{
    for (int i = 0; i < b->count; i++) {
        free(b->files[i].name);
        free(b->files[i].path);
        free(b->files[i].text);
    }
    net_bundle_init(b);
}

/* The text as it travels: CR before LF dropped, a final LF; NULL (why in err) when a
 * byte or a line cannot travel. */
static char *travelling_text(const char *text, char *err, size_t err_size)
{
    size_t n = strlen(text);
    char *out = malloc(n + 2);
    if (!out) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    size_t w = 0, line_start = 0;
    int line = 1;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\r' && text[i + 1] == '\n')
            continue;
        if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7f) {
            snprintf(err, err_size, "line %d has a control byte", line);
            free(out);
            return NULL;
        }
        out[w++] = (char)c;
        if (c == '\n') {
            line_start = w;
            line++;
        } else if (w - line_start > NET_LINE_MAX - 8) { /* "data " + LF must fit */
            snprintf(err, err_size, "line %d is longer than %d bytes", line, NET_LINE_MAX - 8);
            free(out);
            return NULL;
        }
    }
    if (w > 0 && out[w - 1] != '\n')
        out[w++] = '\n';
    out[w] = '\0';
    return out;
}

static const char *base_name(const char *p)
{
    const char *slash = strrchr(p, '/');
    return slash ? slash + 1 : p;
}

bool net_bundle_add(NetBundle *b, const char *name, const char *path, const char *text, char *err, size_t err_size)
{
    if (b->count >= NET_MAX_FILES) {
        snprintf(err, err_size, "more than %d files", NET_MAX_FILES);
        return false;
    }
    size_t size = strlen(text);
    if (size > NET_MAX_BUNDLE || b->bytes + size > NET_MAX_BUNDLE) {
        snprintf(err, err_size, "more than %d bytes of variant files", NET_MAX_BUNDLE);
        return false;
    }
    char *clean = travelling_text(text, err, err_size);
    if (!clean)
        return false;
    NetFile *f = &b->files[b->count];
    f->name = strdup(name);
    f->path = strdup(base_name(path));
    f->text = clean;
    if (!f->name || !f->path || !*f->path) {
        snprintf(err, err_size, "%s", f->path && !*f->path ? "a file without a name" : "out of memory");
        free(f->name);
        free(f->path);
        free(clean);
        return false;
    }
    b->bytes += strlen(clean);
    b->count++;
    return true;
}

static bool add_recorded(NetBundle *b, const VariantCatalog *rec, const char *variant_path, DiagSink *diags)
{
    for (int i = 0; i < variant_catalog_count(rec); i++) {
        const char *path, *name, *text;
        char err[160];
        variant_catalog_entry(rec, i, &path, &name, &text);
        if (!net_bundle_add(b, name, path, text, err, sizeof err)) {
            diag_add(diags, i == 0 ? variant_path : path, 0, 0, "cannot be sent: %s", err);
            return false;
        }
    }
    return true;
}

bool net_bundle_from_file(NetBundle *b, const char *variant_path, DiagSink *diags)
{
    char why[160];
    char *text = text_file_load(variant_path, why, sizeof why);
    if (!text) {
        diag_add(diags, variant_path, 0, 0, "cannot read: %s", why);
        return false;
    }
    char game[256] = "";
    variant_file_game_name(variant_path, game, sizeof game);
    VariantCatalog *rec = variant_catalog_new_recorder();
    bool ok = rec && variant_catalog_add(rec, variant_path, game, text);
    Variant *v = ok ? variant_load_text(text, variant_path, rec, diags) : NULL;
    ok = v && add_recorded(b, rec, variant_path, diags);
    variant_free(v);
    variant_catalog_free(rec);
    free(text);
    return ok;
}

Variant *net_bundle_load(const NetBundle *b, DiagSink *diags)
{
    if (b->count == 0) {
        diag_add(diags, NULL, 0, 0, "the invitation holds no variant file");
        return NULL;
    }
    VariantCatalog *c = variant_catalog_new();
    bool ok = c != NULL;
    for (int i = 1; ok && i < b->count; i++)
        ok = variant_catalog_add(c, b->files[i].path, b->files[i].name, b->files[i].text);
    Variant *v = ok ? variant_load_text(b->files[0].text, b->files[0].path, c, diags) : NULL;
    variant_catalog_free(c);
    return v;
}

static uint64_t fnv(uint64_t h, const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s;; p++) {
        h ^= *p;
        h *= 1099511628211ULL;
        if (!*p) /* the NUL is hashed too, so that fields cannot slide into each other */
            return h;
    }
}

uint64_t net_rules_hash(const NetBundle *b, const char *start_fen)
{
    uint64_t h = 14695981039346656037ULL;
    for (int i = 0; i < b->count; i++) {
        h = fnv(h, b->files[i].name);
        h = fnv(h, b->files[i].path);
        h = fnv(h, b->files[i].text);
    }
    return fnv(h, start_fen ? start_fen : "");
}

void net_hash_text(uint64_t hash, char out[NET_HASH_TEXT])
{
    snprintf(out, NET_HASH_TEXT, "%04x-%04x-%04x-%04x", (unsigned)(hash >> 48) & 0xffff,
             (unsigned)(hash >> 32) & 0xffff, (unsigned)(hash >> 16) & 0xffff, (unsigned)hash & 0xffff);
}
