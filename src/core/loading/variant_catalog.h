/* variant_catalog.h — variant files held in memory, for `extends` in tests and fuzzing.
 * Room: loading. */
#ifndef CSM_VARIANT_CATALOG_H
#define CSM_VARIANT_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

typedef struct VariantCatalog VariantCatalog;

/* An in-memory set of variant files (for tests and fuzzing): when a catalog is given,
 * `extends` is resolved only through it, by game name or by file name (the last part
 * of a path), and never touches the file system. */
VariantCatalog *variant_catalog_new(void);
/* Adds a copy of `text`, known as `path` and by the game name `name`. */
bool variant_catalog_add(VariantCatalog *c, const char *path, const char *name, const char *text);
void variant_catalog_free(VariantCatalog *c);
/* A recording catalog, for sending a variant with everything it reads (network play):
 * loading with it reads `extends` and shape files from disk as without a catalog, and
 * adds each file read that way (its path, the game name it was extended by or its own,
 * its text) after the ones already added. */
VariantCatalog *variant_catalog_new_recorder(void);
bool variant_catalog_records(const VariantCatalog *c);
int variant_catalog_count(const VariantCatalog *c);
/* Entry i (0 <= i < count): its path, game name and text. */
void variant_catalog_entry(const VariantCatalog *c, int i, const char **path, const char **name, const char **text);
/* The text for an `extends` target (a name, or a path when `is_path`), with the entry's
 * path in `path_out`; NULL when the catalog has none. */
const char *variant_catalog_find(const VariantCatalog *c, const char *target, bool is_path, char *path_out,
                                 size_t size);

#endif
