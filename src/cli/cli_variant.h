/* cli_variant.h — the variant a subcommand plays: --variant FILE or Standard Chess. */
#ifndef CSM_CLI_VARIANT_H
#define CSM_CLI_VARIANT_H

#include "variant.h"

/* Loads `path` (NULL: the shipped Standard Chess). Prints errors and returns NULL. */
Variant *cli_load_variant(const char *path);

#endif
