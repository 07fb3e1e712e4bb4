/* Betza notation: the translation into Chessembly, located errors, the standard pieces
 * in Betza against the published perft counts, and Betza pieces against hand-written
 * scripts on random boards. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "betza.h"
#include "csm.h"
#include "fen.h"
#include "game.h"
#include "variant_load.h"

static char *translate(const char *betza, DiagSink *d)
{
    CsmSourceMap map = {.file = "t", .line_base = 0, .col_first = 0, .col_rest = 0};
    return betza_to_chessembly(betza, &map, d);
}

static char *translate_in(const char *betza, BetzaDialect dialect, DiagSink *d)
{
    CsmSourceMap map = {.file = "t", .line_base = 0, .col_first = 0, .col_rest = 0};
    return betza_translate(betza, dialect, &map, d);
}

static void test_pawn_translation_is_exact(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    char *s = translate("mfWcfFifmnD", &d);
    assert_non_null(s);
    assert_string_equal(s, "# Betza \"mfWcfFifmnD\"\n"
                           "# mfW\nmove(0, 1);\n"
                           "# cfF\ntake(1, 1);\ntake(-1, 1);\n"
                           "# ifmnD\nbound(0, -1) not bound(0, -2) observe(0, 1) move(0, 2);\n");
    free(s);
    s = translate("gR", &d);
    assert_non_null(s);
    assert_non_null(strstr(s, "do peek(0, -1) while anchor(0, -1) take-move(0, -1);\n"));
    free(s);
    assert_int_equal(d.count, 0);
    diag_free(&d);
}

static void expect_error(const char *betza, const char *message)
{
    DiagSink d;
    diag_init(&d);
    char *s = translate(betza, &d);
    assert_null(s);
    assert_true(d.count >= 1);
    char buf[512];
    diag_format(&d.items[0], buf, sizeof buf);
    if (strcmp(buf, message) != 0)
        fprintf(stderr, "betza '%s': got '%s'\n", betza, buf);
    assert_string_equal(buf, message);
    diag_free(&d);
}

static void test_errors_name_the_atom_and_its_column(void **state)
{
    (void)state;
    expect_error("BO", "t:1:2: unsupported Betza atom 'O' (supported: W F D N A H C Z G K R B Q)");
    expect_error("fxN", "t:1:2: unsupported Betza modifier 'x' (supported: m c f b l r v s h n j g p i e z)");
    expect_error("WhN", "t:1:2: Betza direction 'h' selects no move of 'N'"); /* FSF reads a lone h as hh */
    expect_error("NgW", "t:1:2: Betza 'g' needs a rider (gQ, pR, gWW) or a range (pB2), not 'gW'");
    expect_error("nWW", "t:1:1: Betza 'n' applies to leapers only, not 'nWW'");
    expect_error("mf", "t:1:1: Betza modifiers 'mf' are not followed by an atom");
    expect_error("", "t:1:1: empty Betza notation: give at least one atom (W F D N A H C Z G K R B Q)");
}

static void test_errors_in_a_variant_file_are_located(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(CSM_TEST_DATA_DIR "/tests/variants/betza_errors.yaml", NULL, &d);
    assert_null(v);
    char all[2048] = "";
    for (int i = 0; i < d.count; i++) {
        char buf[512];
        diag_format(&d.items[i], buf, sizeof buf);
        strncat(all, buf, sizeof all - strlen(all) - 2);
        strcat(all, "\n");
    }
    assert_non_null(strstr(all, "betza_errors.yaml:4:22: unsupported Betza atom 'O'"));
    assert_non_null(strstr(all, "betza_errors.yaml:6:13: unsupported Betza modifier 'x'"));
    assert_non_null(strstr(all, "betza_errors.yaml:7:3: piece 'rook' gives more than one of chessembly, betza"));
    diag_free(&d);
}

/* The standard pieces in Betza give the published counts (same limit as test_perft). */
static void test_betza_standard_perft_suite(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(CSM_TEST_DATA_DIR "/tests/variants/betza_standard.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    /* the pieces really come from Betza: the pawn's double step is the lame-D chain */
    const CsmProgram *pawn = v->kinds[variant_find_kind(v, "pawn")].program;
    assert_int_equal(csm_program_chain_count(pawn), 4);
    const char *env = getenv("CSM_PERFT_LIMIT");
    unsigned long long limit = env ? strtoull(env, NULL, 10) : 5000000ULL;
    FILE *f = fopen(CSM_TEST_DATA_DIR "/tests/perft/standard.epd", "r");
    assert_non_null(f);
    char line[1024];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *semi = strchr(line, ';');
        assert_non_null(semi);
        *semi = '\0';
        for (char *p = semi + 1; p && *p;) {
            int depth;
            unsigned long long expected;
            if (sscanf(p, "D%d %llu", &depth, &expected) != 2)
                break;
            if (expected <= limit) {
                Position pos;
                assert_true(fen_parse(v, line, &pos, "epd", &d));
                unsigned long long got = game_perft(v, &pos, depth);
                if (got != expected)
                    fprintf(stderr, "betza perft %d of %s: expected %llu, got %llu\n", depth, line, expected, got);
                assert_int_equal(got, expected);
                checked++;
            }
            p = strchr(p, ';');
            if (p)
                p = p + 1;
        }
    }
    fclose(f);
    assert_true(checked >= 18);
    diag_free(&d);
    variant_free(v);
}

/* ---- Betza against hand-written scripts on random boards ------------------------ */

typedef struct Pair {
    const char *betza;
    const char *script; /* written by hand, in a different style where one exists */
    BetzaDialect dialect;
} Pair;

static const Pair PAIRS[] = {
    /* grasshopper: label/jmp loops instead of do/while */
    {"gQ", "label(0) peek(1, 0) jmp(0) anchor(1, 0) take-move(1, 0);"
           "label(0) peek(-1, 0) jmp(0) anchor(-1, 0) take-move(-1, 0);"
           "label(0) peek(0, 1) jmp(0) anchor(0, 1) take-move(0, 1);"
           "label(0) peek(0, -1) jmp(0) anchor(0, -1) take-move(0, -1);"
           "label(0) peek(1, 1) jmp(0) anchor(1, 1) take-move(1, 1);"
           "label(0) peek(1, -1) jmp(0) anchor(1, -1) take-move(1, -1);"
           "label(0) peek(-1, 1) jmp(0) anchor(-1, 1) take-move(-1, 1);"
           "label(0) peek(-1, -1) jmp(0) anchor(-1, -1) take-move(-1, -1);", BETZA_FSF},
    /* archbishop */
    {"BN", "take-move(1, 1) repeat(1); take-move(1, -1) repeat(1); take-move(-1, 1) repeat(1);"
           "take-move(-1, -1) repeat(1); take-move(1, 2); take-move(2, 1); take-move(2, -1);"
           "take-move(1, -2); take-move(-1, -2); take-move(-2, -1); take-move(-2, 1); take-move(-1, 2);", BETZA_FSF},
    /* Xiangqi cannon: rides to move, hops one piece to capture */
    {"mRcpR", "move(1, 0) repeat(1); move(-1, 0) repeat(1); move(0, 1) repeat(1); move(0, -1) repeat(1);"
              "label(0) peek(1, 0) jmp(0) anchor(1, 0) label(1) peek(1, 0) jmp(1) take(1, 0);"
              "label(0) peek(-1, 0) jmp(0) anchor(-1, 0) label(1) peek(-1, 0) jmp(1) take(-1, 0);"
              "label(0) peek(0, 1) jmp(0) anchor(0, 1) label(1) peek(0, 1) jmp(1) take(0, 1);"
              "label(0) peek(0, -1) jmp(0) anchor(0, -1) label(1) peek(0, -1) jmp(1) take(0, -1);", BETZA_FSF},
    /* Xiangqi horse: the orthogonal step first, with peek moving the anchor */
    {"nN", "peek(0, 1) take-move(1, 1); peek(0, 1) take-move(-1, 1); peek(0, -1) take-move(1, -1);"
           "peek(0, -1) take-move(-1, -1); peek(1, 0) take-move(1, 1); peek(1, 0) take-move(1, -1);"
           "peek(-1, 0) take-move(-1, 1); peek(-1, 0) take-move(-1, -1);", BETZA_FSF},
    /* a leaper that must jump an occupied square */
    {"jD", "friendly(1, 0) take-move(2, 0); enemy(1, 0) take-move(2, 0); friendly(-1, 0) take-move(-2, 0);"
           "enemy(-1, 0) take-move(-2, 0); friendly(0, 1) take-move(0, 2); enemy(0, 1) take-move(0, 2);"
           "friendly(0, -1) take-move(0, -2); enemy(0, -1) take-move(0, -2);", BETZA_FSF},
    /* nightrider; the standard pawn; a forward-only short rook; Shogi silver */
    {"NN", "take-move(1, 2) repeat(1); take-move(2, 1) repeat(1); take-move(2, -1) repeat(1);"
           "take-move(1, -2) repeat(1); take-move(-1, -2) repeat(1); take-move(-2, -1) repeat(1);"
           "take-move(-2, 1) repeat(1); take-move(-1, 2) repeat(1);", BETZA_FSF},
    {"mfWcfFifmnD", "move(0, 1) bound(0, -3) move(0, 1); take(1, 1); take(-1, 1);", BETZA_CHESSEMBLY},
    {"fR2", "take-move(0, 1) take-move(0, 1);", BETZA_FSF},
    {"FfW", "take-move(1, 1); take-move(1, -1); take-move(-1, 1); take-move(-1, -1); take-move(0, 1);", BETZA_FSF},
    /* capture-only limited rider and chiral knight */
    {"cR2", "{ take(1, 0) } peek(1, 0) take(1, 0); { take(-1, 0) } peek(-1, 0) take(-1, 0);"
            "{ take(0, 1) } peek(0, 1) take(0, 1); { take(0, -1) } peek(0, -1) take(0, -1);", BETZA_FSF},
    {"rhN", "take-move(1, 2); take-move(2, -1); take-move(-1, -2); take-move(-2, 1);", BETZA_CHESSEMBLY},
    {"fN", "take-move(1, 2); take-move(2, 1); take-move(-1, 2); take-move(-2, 1);", BETZA_CHESSEMBLY},
    /* Fairy-Stockfish's reading: a lone letter counts double, h halves, i from rank 2 */
    {"fN", "take-move(1, 2); take-move(-1, 2);", BETZA_FSF},
    {"fhN", "take-move(1, 2); take-move(2, 1); take-move(-1, 2); take-move(-2, 1);", BETZA_FSF},
    {"rhN", "take-move(1, 2); take-move(2, 1); take-move(2, -1); take-move(1, -2);", BETZA_FSF},
    {"hrN", "take-move(1, 2); take-move(-1, -2); take-move(2, -1); take-move(-2, 1);", BETZA_FSF},
    {"fsW", "take-move(0, 1); take-move(1, 0); take-move(-1, 0);", BETZA_FSF},
    {"frN", "take-move(2, 1);", BETZA_FSF},
    {"rfN", "take-move(1, 2);", BETZA_FSF},
    {"efmWzcF", "move(0, 1); take(1, 1); take(-1, 1); take(1, -1); take(-1, -1);", BETZA_FSF},
    {"mfWifmnD", "move(0, 1); bound(0, -1) not bound(0, -2) peek(0, 1) move(0, 1);", BETZA_FSF},
    /* hoppers with a range, as Fairy-Stockfish reads the digit: landing at most that far
     * from the piece (cannonshogi's pB2: over a neighbour onto the square behind it) */
    {"pB2", "{ observe(1, 1) } not take-move(2, 2); { observe(1, -1) } not take-move(2, -2);"
            "{ observe(-1, 1) } not take-move(-2, 2); { observe(-1, -1) } not take-move(-2, -2);", BETZA_FSF},
    {"pR3", "{ observe(1, 0) } not take-move(2, 0); { observe(1, 0) } not observe(2, 0) take-move(3, 0);"
             "observe(1, 0) { observe(2, 0) } not take-move(3, 0);"
             "{ observe(-1, 0) } not take-move(-2, 0); { observe(-1, 0) } not observe(-2, 0) take-move(-3, 0);"
             "observe(-1, 0) { observe(-2, 0) } not take-move(-3, 0);"
             "{ observe(0, 1) } not take-move(0, 2); { observe(0, 1) } not observe(0, 2) take-move(0, 3);"
             "observe(0, 1) { observe(0, 2) } not take-move(0, 3);"
             "{ observe(0, -1) } not take-move(0, -2); { observe(0, -1) } not observe(0, -2) take-move(0, -3);"
             "observe(0, -1) { observe(0, -2) } not take-move(0, -3);", BETZA_FSF},
    {"pR1", "do peek(1, 0) while anchor(1, 0) take-move(1, 0); do peek(-1, 0) while anchor(-1, 0) take-move(-1, 0);"
            "do peek(0, 1) while anchor(0, 1) take-move(0, 1); do peek(0, -1) while anchor(0, -1) take-move(0, -1);",
     BETZA_FSF},
};

static CsmProgram *compile_or_fail(const char *src, CsmSymbols *sym)
{
    DiagSink d;
    diag_init(&d);
    CsmSourceMap map = {.file = "pair", .line_base = 0, .col_first = 0, .col_rest = 0};
    CsmProgram *p = csm_compile(src, &map, sym, &d);
    if (!p)
        diag_print(&d, stderr);
    diag_free(&d);
    return p;
}

static int move_cmp(const void *a, const void *b)
{
    const Move *x = a, *y = b;
    if (x->to != y->to)
        return x->to - y->to;
    if (x->type != y->type)
        return x->type - y->type;
    return (x->flags & MF_CAPTURE ? x->capture_sq : 0) - (y->flags & MF_CAPTURE ? y->capture_sq : 0);
}

static int run_sorted(const Position *pos, const CsmProgram *prog, const CsmSymbols *sym, Square from,
                      Color owner, Move *buf)
{
    CsmOut out;
    csm_out_init(&out, buf, 256);
    CsmRun run = {pos, prog, sym, 0, owner, false, NULL, NULL};
    csm_run_piece(&run, from, &out);
    qsort(buf, (size_t)out.count, sizeof *buf, move_cmp);
    return out.count;
}

/* Returns how many of `boards` random boards gave a different move list. */
static int compare_on_random_boards(const char *a_src, const char *b_src, int boards, unsigned seed, int *moves_seen)
{
    static CsmSymbols sym;
    csm_symbols_init(&sym);
    sym.auto_kinds = true;
    csm_symbols_kind(&sym, "piece", true);
    csm_symbols_kind(&sym, "other", true);
    CsmProgram *a = compile_or_fail(a_src, &sym);
    CsmProgram *b = compile_or_fail(b_src, &sym);
    assert_non_null(a);
    assert_non_null(b);
    srand(seed);
    int differing = 0;
    *moves_seen = 0;
    for (int n = 0; n < boards; n++) {
        Position pos;
        int files = 6 + rand() % 5, ranks = 6 + rand() % 5;
        pos_init(&pos, files, ranks);
        Color owner = rand() % 2 ? BLACK : WHITE;
        Square from = sq_make(rand() % files, rand() % ranks);
        pos_put(&pos, from, piece_make(0, owner));
        int density = 10 + rand() % 40;
        for (int f = 0; f < files; f++)
            for (int r = 0; r < ranks; r++)
                if (sq_make(f, r) != from && rand() % 100 < density)
                    pos_put(&pos, sq_make(f, r), piece_make(1, rand() % 2 ? BLACK : WHITE));
        Move ma[256], mb[256];
        int na = run_sorted(&pos, a, &sym, from, owner, ma);
        int nb = run_sorted(&pos, b, &sym, from, owner, mb);
        bool same = na == nb;
        for (int i = 0; same && i < na; i++)
            same = move_cmp(&ma[i], &mb[i]) == 0;
        differing += !same;
        *moves_seen += na;
    }
    csm_program_free(a);
    csm_program_free(b);
    return differing;
}

static void test_betza_pieces_match_hand_written_scripts(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof PAIRS / sizeof PAIRS[0]; i++) {
        DiagSink d;
        diag_init(&d);
        char *generated = translate_in(PAIRS[i].betza, PAIRS[i].dialect, &d);
        diag_print(&d, stderr);
        assert_non_null(generated);
        int seen;
        int diff = compare_on_random_boards(generated, PAIRS[i].script, 400, 1000u + (unsigned)i, &seen);
        if (diff)
            fprintf(stderr, "betza '%s': %d of 400 boards differ\n", PAIRS[i].betza, diff);
        assert_int_equal(diff, 0);
        if (seen <= 200)
            fprintf(stderr, "betza '%s': only %d moves over 400 boards\n", PAIRS[i].betza, seen);
        assert_true(seen > 200); /* the boards gave the piece real work */
        free(generated);
        diag_free(&d);
    }
}

/* The comparison can fail: a grasshopper missing one direction is caught. */
static void test_comparison_catches_a_wrong_script(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    char *generated = translate("gQ", &d);
    int seen;
    int diff = compare_on_random_boards(generated, "do peek(1, 0) while anchor(1, 0) take-move(1, 0);"
                                                   "do peek(-1, 0) while anchor(-1, 0) take-move(-1, 0);"
                                                   "do peek(0, 1) while anchor(0, 1) take-move(0, 1);",
                                        200, 7, &seen);
    assert_true(diff > 50);
    free(generated);
    diag_free(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pawn_translation_is_exact),
        cmocka_unit_test(test_errors_name_the_atom_and_its_column),
        cmocka_unit_test(test_errors_in_a_variant_file_are_located),
        cmocka_unit_test(test_betza_standard_perft_suite),
        cmocka_unit_test(test_betza_pieces_match_hand_written_scripts),
        cmocka_unit_test(test_comparison_catches_a_wrong_script),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
