/* yaml_positions.h — where each byte of a YAML scalar's value stands in its file.
 *
 * YAML changes some text on its way from the file: a folded block (`>`) joins lines, a
 * quoted string turns escapes into characters and folds its line breaks, a plain scalar
 * over several lines is folded too. A script or condition written that way still gets
 * messages at the right place: this reads the scalar again as YAML does and tells, for
 * every byte of the value, the file line and column (1-based) it came from. */
#ifndef YAML_POSITIONS_H
#define YAML_POSITIONS_H

#include <stdbool.h>
#include <yaml.h>

/* Fills newly allocated `*lines` and `*cols` (one entry per value byte; free both).
 * Returns true when the reading gave exactly the value libyaml gave; false when it did
 * not (then every byte is placed at the scalar's first character) or for a literal
 * block, which needs no table. `*folded_comment` is set to the value offset of a `#`
 * whose comment YAML joined with the next line, or -1. */
bool yaml_scalar_positions(const char *file_text, const yaml_node_t *n, int **lines, int **cols,
                           int *folded_comment);

#endif
