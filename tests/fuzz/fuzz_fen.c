/* fuzz_fen — FEN on a board of the size the FEN itself gives (4x4 to 16x16), with the
 * six standard letters and any bracketed kinds: what parses writes back to a FEN that
 * parses to the same position, and has legal moves that can be generated. */
#include "fuzz_common.h"

#include "fen.h"
#include "rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    int files = 8, ranks = 8;
    fen_board_size(text, &files, &ranks);
    if (files < 4 || files > 16 || ranks < 4 || ranks > 16)
        files = ranks = 8;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_from_script("take-move(1, 0) repeat(1); take-move(1, 1); move(0, 1) set-state(mode, 1);",
                                     "fuzz.csm", files, ranks, &d);
    if (!v)
        abort();
    Position pos, back;
    if (fen_parse(v, text, &pos, "fuzz", &d)) {
        char out[4096], again[4096];
        fen_write(v, &pos, out, sizeof out);
        FUZZ_ASSERT(fen_parse(v, out, &back, "written", &d));
        fen_write(v, &back, again, sizeof again);
        FUZZ_ASSERT(strcmp(out, again) == 0);
        FUZZ_ASSERT(back.hash == pos.hash);
        static Move moves[CSM_MAX_MOVES];
        rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, NULL);
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    variant_free(v);
    diag_free(&d);
    free(text);
    return 0;
}
