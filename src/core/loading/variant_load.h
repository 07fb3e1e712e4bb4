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
#include "variant_build.h"

#include "variant_catalog.h"

/* Loads one file. `catalog` may be NULL: then `extends` accepts paths, and the game
 * names of the variants in the data directory. */
Variant *variant_load_file(const char *path, VariantCatalog *catalog, DiagSink *diags);
/* Loads from text; `path` is used for messages and relative `extends`. */
Variant *variant_load_text(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags);

/* Reads only the `game:` name of a variant file. False when it has none. */
bool variant_file_game_name(const char *path, char *out, size_t size);

#endif
