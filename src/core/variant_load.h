/* variant_load.h — variant files (YAML) into Variants (VARIANTS.md).
 *
 * Every problem is reported as `file:line:column: message`; a file with any error
 * gives NULL. `extends` names a file (a path relative to the extending file) or a
 * game: by name, the shipped variants are searched first, then the files next to the
 * extending one (two of them with that name is an error naming both). */
#ifndef CSM_VARIANT_LOAD_H
#define CSM_VARIANT_LOAD_H

#include "diag.h"
#include "variant.h"

typedef struct VariantCatalog VariantCatalog;

/* An in-memory set of variant files (for tests and fuzzing): when a catalog is given,
 * `extends` is resolved only through it, by game name or by file name (the last part
 * of a path), and never touches the file system. */
VariantCatalog *variant_catalog_new(void);
/* Adds a copy of `text`, known as `path` and by the game name `name`. */
bool variant_catalog_add(VariantCatalog *c, const char *path, const char *name, const char *text);
void variant_catalog_free(VariantCatalog *c);
/* The text for an `extends` target (a name, or a path when `is_path`), with the entry's
 * path in `path_out`; NULL when the catalog has none. */
const char *variant_catalog_find(const VariantCatalog *c, const char *target, bool is_path, char *path_out,
                                 size_t size);

/* Loads one file. `catalog` may be NULL: then `extends` accepts paths, and the game
 * names of the variants in the data directory. */
Variant *variant_load_file(const char *path, VariantCatalog *catalog, DiagSink *diags);
/* Loads from text; `path` is used for messages and relative `extends`. */
Variant *variant_load_text(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags);

/* Reads only the `game:` name of a variant file. False when it has none. */
bool variant_file_game_name(const char *path, char *out, size_t size);

#endif
