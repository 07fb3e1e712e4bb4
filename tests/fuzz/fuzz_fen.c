/* fuzz_fen — FEN on a board of the size the FEN itself gives (1x1 to 16x16), with the
 * six standard letters and any bracketed kinds: what parses writes back to a FEN that
 * parses to the same position, and has legal moves that can be generated. The same text
 * is read too as a position of the shipped variants with hands ([Qn], Q~, +P), gating
 * rights, Chess960 castling fields and check counters, written back in each FEN style
 * (ours, Fairy-Stockfish's, lichess's) and read again to the same position. */
#include "fuzz_common.h"

#include "fen.h"
#include "rules.h"

/* Every style writes what reads back to the same position (and hash). */
static void round_trip(Variant *v, const char *text)
{
    DiagSink d;
    diag_init(&d);
    Position pos, back;
    if (fen_parse(v, text, &pos, "fuzz", &d)) {
        for (int style = FEN_STYLE_CHESSEMBLY; style <= FEN_STYLE_SHREDDER; style++) {
            char out[4096];
            fen_write_style(v, &pos, (FenStyle)style, out, sizeof out);
            if (!fen_parse(v, out, &back, "written", &d)) {
                diag_print(&d, stderr);
                fprintf(stderr, "in: %s\nout: %s\n", text, out);
            }
            FUZZ_ASSERT(fen_parse(v, out, &back, "written", &d));
            FUZZ_ASSERT(back.hash == pos.hash);
        }
        static Move moves[CSM_MAX_MOVES];
        CsmRuntimeError err = {0};
        rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, &err);
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    diag_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    static const char *const FAMILIES[] = {"crazyhouse.yaml", "shogi.yaml",  "seirawan.yaml", "chess960.yaml",
                                           "three_check.yaml", "atomic.yaml", "xiangqi.yaml",  "janggi.yaml",
                                           "makruk.yaml"};
    static Variant *loaded[sizeof FAMILIES / sizeof FAMILIES[0]]; /* once: millions of inputs */
    for (size_t i = 0; i < sizeof FAMILIES / sizeof FAMILIES[0]; i++) {
        if (!loaded[i])
            loaded[i] = fuzz_variant(FAMILIES[i]);
        round_trip(loaded[i], text);
    }
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
