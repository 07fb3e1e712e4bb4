/* fuzz_uci — the UCI engine (`chessembly-cli uci`): any bytes as a GUI's command lines.
 * Searches are bounded (depth 2, 200 nodes: a janggi node costs 80 us, 1 ms under the
 * sanitizers; 1 MB of hash) so every input ends fast;
 * `go infinite` is stopped by the end of input as with a real GUI that closes. */
#include "fuzz_common.h"

#include "uci_session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *devnull;
    if (!devnull)
        devnull = fopen("/dev/null", "w");
    if (size == 0)
        return 0;
    FILE *in = fmemopen((void *)data, size, "rb");
    if (!in)
        abort();
    UciOptions caps = {.max_depth = 2, .max_nodes = 200, .max_hash_mb = 1};
    FUZZ_ASSERT(uci_run(in, devnull, NULL, &caps) == 0);
    fclose(in);
    return 0;
}
