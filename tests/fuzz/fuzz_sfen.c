/* fuzz_sfen — shogi positions as USI's SFEN, read on shogi and minishogi (and on
 * crazyhouse, whose hands SFEN can hold too): an SFEN that reads is a position whose legal
 * moves can be generated, and written back it reads to the same position and the same
 * SFEN. A refusal always has a message. */
#include "fuzz_roundtrip.h"

#include "rules.h"

static void read_sfen(Variant *v, const char *text)
{
    static Move moves[CSM_MAX_MOVES];
    DiagSink d;
    diag_init(&d);
    char fen[4096];
    Position pos;
    if (sfen_to_fen(v, text, fen, sizeof fen, "fuzz", &d) && fen_parse(v, fen, &pos, "fuzz", &d)) {
        pos.sfen_ply_shift = sfen_parity_shifted(text);
        fuzz_sfen_trip(v, &pos);
        rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, NULL);
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    diag_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const files[] = {"shogi.yaml", "minishogi.yaml", "crazyhouse.yaml"};
    static Variant *loaded[sizeof files / sizeof files[0]];
    fuzz_each_variant(files, loaded, sizeof files / sizeof files[0], data, size, read_sfen);
    return 0;
}
