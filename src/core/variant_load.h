/* variant_load.h — variant files (YAML) into Variants (VARIANTS.md).
 *
 * Every problem is reported as `file:line:column: message`; a file with any error
 * gives NULL. `extends` is resolved through a VariantCatalog: by game name among the
 * variants it knows, or by path relative to the extending file. */
#ifndef CSM_VARIANT_LOAD_H
#define CSM_VARIANT_LOAD_H

#include "diag.h"
#include "variant.h"

typedef struct VariantCatalog VariantCatalog;

/* Loads one file. `catalog` may be NULL: then `extends` accepts paths, and the game
 * names of the variants in the data directory. */
Variant *variant_load_file(const char *path, VariantCatalog *catalog, DiagSink *diags);
/* Loads from text; `path` is used for messages and relative `extends`. */
Variant *variant_load_text(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags);

#endif
