/* cli_variant.h — the variant a subcommand plays: --variant FILE or Standard Chess. */
#ifndef CSM_CLI_VARIANT_H
#define CSM_CLI_VARIANT_H

#include "board.h"
#include "variant.h"

#include <stdio.h>

/* Loads `path` (NULL: the shipped Standard Chess). Prints errors and returns NULL. */
Variant *cli_load_variant(const char *path);

/* Loads the variant and reads `fen` (NULL: its setup) into *pos. Prints errors and
 * returns NULL when either fails. */
Variant *cli_load_position(const char *variant_path, const char *fen, Position *pos);

/* Prints a script runtime error as `FILE:LINE:COL: runtime error: ...` on `out`.
 * Returns whether there was one. */
bool cli_report_runtime_error(const CsmRuntimeError *err, FILE *out);

#endif
