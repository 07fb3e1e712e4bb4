/* fuzz_betza — Betza notation as Fairy-Stockfish reads it (and our own dialect): what is
 * accepted becomes Chessembly that compiles, and its moves can be generated on an empty
 * board; what is refused says why, at a place in the string. */
#include "fuzz_common.h"

#include "betza.h"
#include "csm.h"
#include "rules.h"
#include "variant_build.h"

static void check_dialect(const char *text, BetzaDialect dialect)
{
    DiagSink d;
    diag_init(&d);
    CsmSourceMap map = {.file = "betza", .line_base = 0, .col_first = 0, .col_rest = 0};
    char *script = betza_translate(text, dialect, &map, &d);
    if (!script) {
        FUZZ_ASSERT(d.count > 0);
        for (int i = 0; i < d.count; i++)
            FUZZ_ASSERT(d.items[i].line == 1 && d.items[i].column >= 1); /* located in the string */
        diag_free(&d);
        return;
    }
    /* accepted: a one-piece variant of it compiles and moves on an empty 8x8 board */
    DiagSink vd;
    diag_init(&vd);
    Variant *v = variant_from_script(script, "betza", 8, 8, &vd);
    if (v) {
        Position pos;
        pos_init(&pos, 8, 8);
        pos_put(&pos, sq_make(3, 3), piece_make(0, WHITE));
        Move moves[CSM_MAX_MOVES];
        CsmRuntimeError err = {0};
        int n = rules_piece_moves(v, &pos, sq_make(3, 3), moves, CSM_MAX_MOVES, &err);
        FUZZ_ASSERT(n >= 0 && n <= CSM_MAX_MOVES);
        variant_free(v);
    } else {
        /* the translation may pass the compiler's size limits, and only those */
        for (int i = 0; i < vd.count; i++)
            FUZZ_ASSERT(strstr(vd.items[i].message, "too long") || strstr(vd.items[i].message, "too many"));
    }
    diag_free(&vd);
    free(script);
    diag_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 256)
        return 0; /* Betza strings are short; long ones only repeat what short ones test */
    char *text = fuzz_text(data, size);
    check_dialect(text, BETZA_FSF);
    check_dialect(text, BETZA_CHESSEMBLY);
    free(text);
    return 0;
}
