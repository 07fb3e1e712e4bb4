/* fuzz_script — Chessembly: compile any text; when it compiles, run it for every
 * piece of a small busy position (both colours, enemies to take, edges near) and
 * generate the legal moves, which asks the attack questions too. */
#include "fuzz_common.h"

#include "fen.h"
#include "rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *script = fuzz_text(data, size);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_from_script(script, "fuzz.csm", 8, 8, &d);
    if (v) {
        Position pos;
        static const char *fen = "r3k2r/1p1[b:test]2p1/2n5/3pP3/2[w:test]5/5N2/P2B1PPP/R3K2R w KQkq d6 0 1";
        if (fen_parse(v, fen, &pos, "fuzz", &d)) {
            static Move moves[CSM_MAX_MOVES];
            for (int sq = 0; sq < CSM_SQUARES; sq++)
                if (pos_on_board(&pos, sq_file((Square)sq), sq_rank((Square)sq)) && pos.board[sq]) {
                    CsmRuntimeError err = {0};
                    int n = rules_piece_moves(v, &pos, (Square)sq, moves, CSM_MAX_MOVES, &err);
                    FUZZ_ASSERT(n >= 0 && n <= CSM_MAX_MOVES);
                }
            int n = rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, NULL);
            FUZZ_ASSERT(n >= 0 && n <= CSM_MAX_MOVES);
        }
        variant_free(v);
    } else {
        FUZZ_ASSERT(d.count > 0); /* a refused script always says why */
    }
    diag_free(&d);
    free(script);
    return 0;
}
