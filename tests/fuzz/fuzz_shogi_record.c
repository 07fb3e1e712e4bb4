/* fuzz_shogi_record — shogi game records, built as two targets: `kif` (KIF and KI2, whose
 * moves have no numbers and no origins) and `csa` (FUZZ_CSA). The record is read on shogi
 * and on minishogi; one that reads writes back to a record that reads to the same game and
 * writes the very same text again; the game's moves and its final position go through
 * every other notation and record of the family too (fuzz_roundtrip.h). */
#include "fuzz_roundtrip.h"

#ifdef FUZZ_CSA
#define FORMAT_NAME "CSA"
#define FORMAT_READ csa_read
#define FORMAT_WRITE csa_write
#else
#define FORMAT_NAME "KIF"
#define FORMAT_READ kif_read
#define FORMAT_WRITE kif_write
#endif

static void read_record(Variant *v, const char *text)
{
    DiagSink d;
    diag_init(&d);
    Game *g = FORMAT_READ(text, v, "fuzz", &d);
    if (g) {
        fuzz_record_trip(g, FORMAT_NAME, FORMAT_WRITE, FORMAT_READ);
        fuzz_game_trips(g);
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    game_free(g);
    diag_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const files[] = {"shogi.yaml", "minishogi.yaml"};
    static Variant *loaded[sizeof files / sizeof files[0]];
    fuzz_each_variant(files, loaded, sizeof files / sizeof files[0], data, size, read_record);
    return 0;
}
