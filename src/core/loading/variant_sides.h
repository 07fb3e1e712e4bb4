/* variant_sides.h — the variant file's `sides:` key: what the players call the two sides.
 *
 *     sides: [Sente, Gote]      # White's name, then Black's
 *
 * Each name is 1..31 bytes of text without control characters. Files that extend a
 * variant inherit its names unless they give their own. */
#ifndef CSM_VARIANT_SIDES_H
#define CSM_VARIANT_SIDES_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

#include "variant.h"

/* Reads the `sides:` node into v->sides. False, with the reason in `why` (to be
 * reported at the node), when it is not a list of two such names. */
bool variant_sides_read(Variant *v, yaml_document_t *doc, const yaml_node_t *node, char *why, size_t size);

#endif
