/* variant_load_internal.h — what the files of the variant loader share (variant_load.c,
 * variant_load_yaml.c and one file a section of the variant file: board, pieces, rules,
 * conditions, extends). Not for other rooms: their contract is variant_load.h. */
#ifndef CSM_VARIANT_LOAD_INTERNAL_H
#define CSM_VARIANT_LOAD_INTERNAL_H

#include "csm.h"
#include "diag.h"
#include "variant.h"
#include "betza.h"
#include "variant_catalog.h"

#include <yaml.h>

/* What loading one file of a variant needs: its YAML document and text, the variant it
 * fills, where messages go, and the nodes read once the pieces are known. */
typedef struct Loader {
    yaml_document_t doc;
    const char *text;
    const char *path;
    Variant *v;
    DiagSink *diags;
    int errors;
    VariantCatalog *catalog;
    const char **chain;       /* files being loaded, for cycle detection */
    yaml_node_t *size_node;   /* this file's board: size:, for errors about the board's size */
    yaml_node_t *spares_node; /* rules: explosion_spares:, read once the pieces are known */
    yaml_node_t *immune_node; /* rules: explosion_immune: */
    yaml_node_t *check_series_node; /* rules: check_series:, read once the pieces are known */
    yaml_node_t *chasing_node;/* rules: chasing:, checked once the pieces are known */
    yaml_node_t *limits_node; /* rules: promotion_limits:, read once the pieces are known */
    yaml_node_t *walls_node;  /* rules: walls: and walls_or_move:, for errors about them */
    yaml_node_t *walls_or_move_node;
    yaml_node_t *walls_zone_node;
    yaml_node_t *rows_node;   /* rules: rows:, read once the pieces are known */
    int depth;
} Loader;

enum { MAX_EXTENDS_DEPTH = 16 }; /* files in one extends chain, at most */

typedef struct Pair {
    const char *key;
    yaml_node_t *knode, *vnode;
} Pair;

/* ---- YAML, located (variant_load_yaml.c) ------------------------------------------- */

/* Reports `fmt` at the node's line and column and counts the error. */
void loader_err(Loader *L, const yaml_node_t *node, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static inline yaml_node_t *node_at(Loader *L, int id) { return yaml_document_get_node(&L->doc, id); }

static inline const char *scalar(const yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

static inline bool is_plain(const yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE && n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
}

/* The value as text, a boolean (true/yes/on, false/no/off) or a number; each reports
 * a located error when the value is not one. */
const char *loader_need_string(Loader *L, const yaml_node_t *n, const char *key);
bool loader_need_bool(Loader *L, const yaml_node_t *n, const char *key, bool *out);
bool loader_need_number(Loader *L, const yaml_node_t *n, const char *key, double *out);
/* Iterates a mapping: returns the number of pairs written to `pairs` (at most cap); a
 * key given twice, a key that is no name, and entries past `cap` are errors. */
int loader_pairs(Loader *L, yaml_node_t *map, Pair *pairs, int cap);
bool loader_need_mapping(Loader *L, yaml_node_t *n, const char *what);
/* An error for a key not among `allowed` (comma-separated), with a "did you mean". */
void loader_unknown_key(Loader *L, const Pair *p, const char *where, const char *allowed);
/* Source map for a script or condition held by a scalar node, so that every position
 * in a message is the real file position (free it: loader_scalar_map_free). */
void loader_scalar_map(Loader *L, const yaml_node_t *n, CsmSourceMap *map, const char *what);
void loader_scalar_map_free(CsmSourceMap *map);
/* The folder of `path` ("." when it has none). */
void loader_dir_of(const char *path, char *out, size_t size);
/* A shape file's text (malloc'd) or NULL with why: from the catalog when the variant is
 * loaded from memory (never the disk, so a file received from the network cannot make
 * the loader read the player's files), else from disk, kept by a recording catalog. */
char *loader_read_shape_file(Loader *L, const char *full, char *why, size_t why_size);

/* ---- the sections of a variant file ------------------------------------------------ */

/* board: size, zones and how it looks (variant_load_board.c). */
void load_board(Loader *L, yaml_node_t *n);
/* pieces: each piece's keys, then (every piece declared) their moves compiled and the
 * names they give each other resolved (variant_load_pieces.c). */
void load_pieces(Loader *L, yaml_node_t *n);
/* A movement given as a script or (when `script` is NULL) a Betza string, compiled and
 * owned by the variant; NULL after a located error. */
CsmProgram *compile_movement(Loader *L, yaml_node_t *script, yaml_node_t *betza, BetzaDialect dialect,
                             const char *initial_zone);
/* A piece's `first_moves:` (variant_load_first_moves.c), read once every piece is known. */
void load_first_moves(Loader *L, int kind, yaml_node_t *n);
/* Every piece with first_moves needs `rules: gating: true` (its right is a gate). */
void check_first_moves(Loader *L, yaml_node_t *root);
/* rules: (variant_load_rules.c); load_rules_finish reads the keys that name pieces
 * (explosion_spares, promotion_limits, rows) and checks chasing, once the variant's
 * tables are prepared. */
void load_rules(Loader *L, yaml_node_t *n);
void load_rules_finish(Loader *L, Variant *v, yaml_node_t *root);
/* after_move: the actions on game variables after every move (variant_load_rules.c). */
void load_after_move(Loader *L, yaml_node_t *n);
/* victory: / draw: / cannot_win: (variant_load_conditions.c). */
void load_conditions(Loader *L, yaml_node_t *n, const char *section, struct CondSet **setp);
/* victory:, draw: and cannot_win:, each when given (NULL when the file has none). */
void load_condition_sections(Loader *L, yaml_node_t *victory, yaml_node_t *draw, yaml_node_t *cannot_win);
/* evaluation: the engine's weights by name (variant_load_eval.c), read after the pieces. */
void load_evaluation(Loader *L, yaml_node_t *n);
/* extends: the variant this file builds on, loaded (variant_load_extends.c); NULL after
 * a located error. */
Variant *load_base(Loader *L, yaml_node_t *n);
/* One file of an extends chain (variant_load.c): `chain` holds the files being loaded,
 * `depth` of them, for cycle detection. */
Variant *load_variant(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags,
                      const char **chain, int depth);

#endif
