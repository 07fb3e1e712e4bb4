/* variant_build.h — creating a variant from one script and freeing any variant.
 * Room: rules (may include base, lang and the rest of rules). */
#ifndef CSM_VARIANT_BUILD_H
#define CSM_VARIANT_BUILD_H

#include "variant.h"

/* Frees the variant and everything it owns (programs, shapes, conditions, strings).
 * NULL is allowed. */
void variant_free(Variant *v);

/* A variant where every piece runs the same script: the six standard letters plus any
 * names the script or a FEN mentions; kings are royal. For `moves --script` and the
 * playground. Returns NULL with diagnostics when the script has errors. */
Variant *variant_from_script(const char *script, const char *file, int files, int ranks, DiagSink *diags);

#endif
