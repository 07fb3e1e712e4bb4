/* variant_catalog.c — variant files held in memory, for `extends` (see variant_catalog.h). */
#include "variant_catalog.h"

#include <stdlib.h>
#include <string.h>

typedef struct CatalogFile {
    char *path, *name, *text;
} CatalogFile;

struct VariantCatalog {
    CatalogFile *files;
    int count, cap;
    bool records; /* reads the disk and keeps what it read (variant_catalog_new_recorder) */
};

VariantCatalog *variant_catalog_new(void) { return calloc(1, sizeof(VariantCatalog)); }

VariantCatalog *variant_catalog_new_recorder(void)
{
    VariantCatalog *c = variant_catalog_new();
    if (c)
        c->records = true;
    return c;
}

bool variant_catalog_records(const VariantCatalog *c) { return c && c->records; }

int variant_catalog_count(const VariantCatalog *c) { return c ? c->count : 0; }

void variant_catalog_entry(const VariantCatalog *c, int i, const char **path, const char **name, const char **text)
{
    *path = c->files[i].path;
    *name = c->files[i].name;
    *text = c->files[i].text;
}

bool variant_catalog_add(VariantCatalog *c, const char *path, const char *name, const char *text)
{
    if (c->count == c->cap) {
        int cap = c->cap ? c->cap * 2 : 16;
        CatalogFile *f = realloc(c->files, (size_t)cap * sizeof *f);
        if (!f)
            return false;
        c->files = f;
        c->cap = cap;
    }
    CatalogFile *f = &c->files[c->count];
    f->path = strdup(path);
    f->name = strdup(name);
    f->text = strdup(text);
    if (!f->path || !f->name || !f->text) {
        free(f->path);
        free(f->name);
        free(f->text);
        return false;
    }
    c->count++;
    return true;
}

void variant_catalog_free(VariantCatalog *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->count; i++) {
        free(c->files[i].path);
        free(c->files[i].name);
        free(c->files[i].text);
    }
    free(c->files);
    free(c);
}

static const char *base_name(const char *p)
{
    const char *slash = strrchr(p, '/');
    return slash ? slash + 1 : p;
}

const char *variant_catalog_find(const VariantCatalog *c, const char *target, bool is_path, char *path_out,
                                 size_t size)
{
    for (int i = 0; i < c->count; i++) {
        const CatalogFile *f = &c->files[i];
        bool match = is_path ? !strcmp(base_name(f->path), base_name(target)) : !strcmp(f->name, target);
        if (match) {
            size_t n = strlen(f->path);
            if (n >= size)
                return NULL;
            memcpy(path_out, f->path, n + 1);
            return f->text;
        }
    }
    return NULL;
}
