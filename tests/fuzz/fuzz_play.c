/* fuzz_play — the text-mode game (`chessembly-cli play`): any bytes as typed lines. */
#include "fuzz_common.h"

#include "cli_play.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Variant *v;
    static FILE *devnull;
    if (!v) {
        v = fuzz_variant("standard.yaml");
        devnull = fopen("/dev/null", "w");
    }
    if (size == 0)
        return 0; /* nothing typed: the loop just ends */
    FILE *in = fmemopen((void *)data, size, "rb");
    if (!in)
        abort();
    cli_play_session(v, in, devnull);
    fclose(in);
    return 0;
}
