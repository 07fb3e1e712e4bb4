/* test_castling_files.c — `rules: castling_files: [b, g]`: where a castling king lands
 * (Fairy-Stockfish's castlingQueensideFile / castlingKingsideFile), the partner beside it
 * on the inner side; and the located errors of a bad list. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

static const char *const BASE = "game: t\nextends: \"Standard Chess\"\nrules:\n  castling_files: %s\n";

static Variant *load_with(const char *files, DiagSink *d)
{
    char text[512];
    snprintf(text, sizeof text, BASE, files);
    char path[1024];
    snprintf(path, sizeof path, "%s/variants/t.yaml", CSM_TEST_DATA_DIR);
    return variant_load_text(text, path, NULL, d);
}

static void test_landing_files(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = load_with("[b, f]", &d);
    assert_non_null(v);
    Game *g = test_start(v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_int_equal(game_play_any(g, "O-O-O"), 0); /* king to b1, rook to c1 */
    assert_int_equal(game_play_any(g, "O-O"), 0);   /* king to f8, rook to e8 */
    char fen[128];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "r3rk2/8/8/8/8/8/8/1KR4R w - - 2 2");
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

static void test_bad_lists(void **state)
{
    (void)state;
    static const struct {
        const char *files, *message;
        int column;
    } CASES[] = {
        {"[g, c]", "castling_files is two files, where the king lands castling toward file a and the other way (like "
                   "[c, g]); the first must lie toward file a of the second", 19},
        {"[c, k]", "castling_files is two files, where the king lands castling toward file a and the other way (like "
                   "[c, g]); 'k' is not a file of this board", 23},
        {"c", "castling_files is two files, where the king lands castling toward file a and the other way (like "
              "[c, g])", 19},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        DiagSink d;
        diag_init(&d);
        assert_null(load_with(CASES[i].files, &d));
        assert_int_equal(d.count, 1);
        assert_int_equal(d.items[0].line, 4);
        assert_int_equal(d.items[0].column, CASES[i].column);
        assert_string_equal(d.items[0].message, CASES[i].message);
        diag_free(&d);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_landing_files), cmocka_unit_test(test_bad_lists)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
