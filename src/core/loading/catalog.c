/* catalog.c — listing variant files (see catalog.h). */
#include "catalog.h"

#include "diag.h"
#include "variant.h"
#include "variant_load.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static char *dup_str(const char *s)
{
    size_t n = strlen(s ? s : "") + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s ? s : "", n);
    return p;
}

void catalog_init(Catalog *c)
{
    c->items = NULL;
    c->count = c->cap = 0;
}

static void entry_free(CatalogEntry *e)
{
    free(e->path);
    free(e->name);
    free(e->description);
    free(e->name_ko);
    free(e->description_ko);
    free(e->error);
}

void catalog_free(Catalog *c)
{
    for (int i = 0; i < c->count; i++)
        entry_free(&c->items[i]);
    free(c->items);
    catalog_init(c);
}

static bool is_variant_file(const char *name)
{
    size_t n = strlen(name);
    if (name[0] == '.')
        return false;
    return (n > 5 && !strcmp(name + n - 5, ".yaml")) || (n > 4 && !strcmp(name + n - 4, ".yml"));
}

static int by_name(const void *a, const void *b)
{
    const CatalogEntry *x = a, *y = b;
    if ((x->error != NULL) != (y->error != NULL))
        return x->error ? 1 : -1;
    int d = strcasecmp(x->name, y->name);
    return d ? d : strcmp(x->path, y->path);
}

static bool load_entry(CatalogEntry *e, const char *path, const char *file, bool user)
{
    memset(e, 0, sizeof *e);
    e->user = user;
    e->path = dup_str(path);
    DiagSink diags;
    diag_init(&diags);
    Variant *v = variant_load_file(path, NULL, &diags);
    if (v) {
        e->name = dup_str(v->name && v->name[0] ? v->name : file);
        e->description = dup_str(v->description);
        if (v->name_ko)
            e->name_ko = dup_str(v->name_ko);
        if (v->description_ko)
            e->description_ko = dup_str(v->description_ko);
        e->files = v->files;
        e->ranks = v->ranks;
        variant_free(v);
    } else {
        char msg[1200];
        if (diags.count)
            diag_format(&diags.items[0], msg, sizeof msg);
        else
            snprintf(msg, sizeof msg, "%s: cannot be loaded", path);
        e->name = dup_str(file);
        e->description = dup_str("");
        e->error = dup_str(msg);
    }
    diag_free(&diags);
    if (!e->path || !e->name || !e->description || (!v && !e->error)) {
        entry_free(e);
        return false;
    }
    return true;
}

int catalog_scan(Catalog *c, const char *dir, bool user)
{
    DIR *d = opendir(dir);
    if (!d)
        return errno == ENOENT ? 0 : -1;
    int first = c->count, added = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (!is_variant_file(de->d_name))
            continue;
        if (c->count == c->cap) {
            int cap = c->cap ? c->cap * 2 : 16;
            CatalogEntry *items = realloc(c->items, (size_t)cap * sizeof *items);
            if (!items)
                break;
            c->items = items;
            c->cap = cap;
        }
        size_t n = strlen(dir) + strlen(de->d_name) + 2;
        char *path = malloc(n);
        if (!path)
            break;
        snprintf(path, n, "%s/%s", dir, de->d_name);
        if (load_entry(&c->items[c->count], path, de->d_name, user)) {
            c->count++;
            added++;
        }
        free(path);
    }
    closedir(d);
    if (added > 1) /* no items at all is a NULL array: qsort must not see it */
        qsort(c->items + first, (size_t)added, sizeof *c->items, by_name);
    return added;
}

int catalog_find_file(const Catalog *c, const char *file)
{
    size_t n = strlen(file);
    for (int i = 0; i < c->count; i++) {
        const char *p = c->items[i].path;
        size_t m = strlen(p);
        if (!strcmp(p, file) || (m > n && p[m - n - 1] == '/' && !strcmp(p + m - n, file)))
            return i;
    }
    return -1;
}
