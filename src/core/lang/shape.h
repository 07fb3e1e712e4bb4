/* shape.h — the JSON shape DSL (SHAPES.md, seed 003): a movement pattern as a set of
 * offsets.
 *
 * A shape is a tree of JSON nodes: primitives `circle`, `square`, `ray`, `point`,
 * `cone`; combinators `union`, `intersect`, `subtract`; the unary `reflect`. Parsing
 * validates the whole tree, reports every problem it finds to a DiagSink and, when
 * there is none, evaluates it once into an immutable Shape.
 *
 * Offsets are seen from the piece's owner, as in Chessembly: +dy is forward (N), +dx is
 * to the owner's right (E). The origin is never part of a shape. Each offset is a leap
 * (only the target square matters) or a slide (every square strictly between the
 * origin and the target must be empty); only `ray` makes slides.
 *
 * Error messages start with the JSON path of the culprit: `shapes[1].max: ...`,
 * `shapes[0].delta.x: ...`; the root node itself is `(root)`. */
#ifndef CSM_SHAPE_H
#define CSM_SHAPE_H

#include "diag.h"

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum {
    /* Most offsets any node of a shape may yield. Primitive sizes are computed from
     * their parameters before anything is enumerated, so a huge radius costs nothing. */
    SHAPE_MAX_OFFSETS = 4096,
    /* Most shape nodes on the way from the root to a leaf, the root included. */
    SHAPE_MAX_DEPTH = 64,
    /* Largest |dx| or |dy| a `point` or `ray` may reach. Boards are at most 16x16;
     * the bound keeps offsets in int16_t and grids printable. */
    SHAPE_MAX_COORD = 1024,
};

typedef struct ShapeOffset {
    int16_t dx, dy;
    uint8_t slide; /* 1: every square between origin and target must be empty (ray); 0: leap */
} ShapeOffset;

typedef struct Shape Shape; /* opaque: the validated, evaluated shape */

/* Parses, validates and evaluates the JSON text `text` (NUL-terminated).
 * Returns a new Shape the caller frees with shape_free, or NULL after adding every
 * error found to `diags` (invalid JSON stops at the first syntax error).
 * `file` names the source in diagnostics (may be NULL). Errors carry the line and
 * column of the offending key or value: JSON line L is reported as L when `line_base`
 * is 0 (a standalone file), and as `line_base + L - 1` when the JSON starts on line
 * `line_base` of another file (columns are then exact from the JSON's second line on). */
Shape *shape_parse_json(const char *text, const char *file, int line_base, DiagSink *diags);

/* Same from an already-parsed cJSON node (borrowed, not modified): used by the variant
 * loader for inline shapes. Without source text every error is reported at
 * `file:line` (the `shape:` key's line; 0 leaves it out) with the JSON path in the
 * message. */
Shape *shape_from_cjson(const cJSON *node, const char *file, int line, DiagSink *diags);

/* Frees a shape; NULL is fine. */
void shape_free(Shape *s);

/* The offsets, sorted by (dy descending, dx ascending), each (dx, dy) once, origin
 * excluded. The array belongs to the shape; it may be NULL when *count is 0. */
const ShapeOffset *shape_offsets(const Shape *s, int *count);

/* Prints the shape as a grid from -R to R on both axes (R = the largest |dx| or |dy|,
 * at least 1): origin `o`, leap `x`, slide `*`, blank `.`. +dy is up; dy labels run
 * down the left, dx labels along the bottom. Offsets further than 15 squares (no board
 * reaches them) are not drawn; a last line says how many. */
void shape_print_grid(const Shape *s, FILE *out);

/* Prints the offsets as one line of JSON, in shape_offsets order:
 * [{"dx":1,"dy":2,"type":"leap"},{"dx":0,"dy":3,"type":"slide"}] */
void shape_print_json(const Shape *s, FILE *out);

/* Writes a Chessembly script that moves exactly like the shape, one chain per offset
 * and per line: a leap (dx,dy) is `take-move(dx, dy);`; a slide (dx,dy) with
 * g = gcd(|dx|,|dy|) and unit u = (dx/g, dy/g) is `peek(u) ` g-1 times, then
 * `take-move(u);`. Offsets of 16 squares or more in either direction, which no board
 * can hold, are left out. Like snprintf: writes at most `size` bytes including the NUL
 * (buf may be NULL when size is 0) and returns the length the full script needs. */
int shape_to_chessembly(const Shape *s, char *buf, size_t size);

#endif
