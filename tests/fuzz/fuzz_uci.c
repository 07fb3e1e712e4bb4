/* fuzz_uci — the UCI engine (`chessembly-cli uci`): any bytes as a GUI's command lines.
 * Built four times (tests/fuzz/CMakeLists.txt): `uci`, and with FUZZ_DIALECT set, `cecp`
 * (xboard), `ucci` (xiangqi GUIs) and `usi` (shogi GUIs), each session speaking that
 * dialect from its first line, as `chessembly-cli xboard` / `ucci` / `usi` do; separate targets so each has its own seeds
 * and dictionary instead of spending most inputs on the other dialects' words.
 * Searches are bounded (depth 2, 200 nodes: a janggi node costs 80 us, 1 ms under the
 * sanitizers; 1 MB of hash) so every input ends fast;
 * `go infinite` is stopped by the end of input as with a real GUI that closes. */
#include "fuzz_common.h"

#include "uci_engine.h"

#ifndef FUZZ_DIALECT
#define FUZZ_DIALECT UCI_DIALECT_UCI
#endif

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
    FUZZ_ASSERT(uci_run_as(in, devnull, NULL, &caps, FUZZ_DIALECT) == 0); /* the session ends normally */
    fclose(in);
    return 0;
}
