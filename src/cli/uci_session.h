/* uci_session.h — one UCI conversation over two streams (cmd_uci runs it on standard
 * input and output; the fuzz target on a memory buffer). */
#ifndef CSM_UCI_SESSION_H
#define CSM_UCI_SESSION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Bounds a caller puts on every search and on memory, whatever the commands ask
 * (0: none): max_depth bounds `go perft` too. The fuzz target uses them so that no input
 * can search or count for long. */
typedef struct UciOptions {
    int max_depth;
    uint64_t max_nodes;
    size_t max_hash_mb;
} UciOptions;

/* Reads commands from `in` until `quit` or its end, answering on `out`. The variant is
 * `variant_path` (NULL: Standard Chess) until the GUI picks another. Returns the exit
 * status: 1 when the first variant does not load, else 0. */
int uci_run(FILE *in, FILE *out, const char *variant_path, const UciOptions *caps);

#endif
