/* catalog.h — the variant files of a folder, for the variant picker: each file's game
 * name and description, or its first error when it does not load (a broken file is
 * listed, not hidden). */
#ifndef CSM_CATALOG_H
#define CSM_CATALOG_H

#include <stdbool.h>

typedef struct CatalogEntry {
    char *path;        /* owned: the file */
    char *name;        /* owned: the game's name, or the file name when it is broken */
    char *description; /* owned: may be "" */
    char *name_ko;     /* owned: the Korean name (`name_ko:`), or NULL */
    char *description_ko; /* owned: the Korean description, or NULL */
    char *error;       /* owned: first error as `file:line:column: message`, NULL if it loads */
    int files, ranks;  /* board size when it loads */
    bool user;         /* from the user's own folder */
} CatalogEntry;

typedef struct Catalog {
    CatalogEntry *items; /* owned */
    int count, cap;
} Catalog;

void catalog_init(Catalog *c);
void catalog_free(Catalog *c);

/* Loads every `*.yaml` / `*.yml` file of `dir` and appends one entry per file, sorted
 * by name (working files first, broken ones after). Returns the number added, or -1
 * when the folder cannot be read (a missing folder is not an error: 0). */
int catalog_scan(Catalog *c, const char *dir, bool user);

/* The entry whose path ends with `/<file>` or equals it, or -1. */
int catalog_find_file(const Catalog *c, const char *file);

#endif
