/* test_fsf_import.c — Fairy-Stockfish variants.ini import: the hand-written ini files of
 * tests/import/ imported, loaded and run against Fairy-Stockfish's perft counts
 * (tests/import/fsf_perft.epd), what is dropped reported per key, and refusals. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "fsf_import.h"
#include "game.h"
#include "textfile.h"
#include "variant_load.h"

static char *import(const char *ini, const char *section, DiagSink *errors, DiagSink *notes)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/import/%s", CSM_TEST_DATA_DIR, ini);
    char *text = text_file_read(path);
    assert_non_null(text);
    char *yaml = fsf_import_ini(text, ini, section, errors, notes);
    free(text);
    return yaml;
}

static Variant *import_and_load(const char *ini, const char *section)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import(ini, section, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    Variant *v = variant_load_text(yaml, "imported.yaml", NULL, &errors);
    if (!v) {
        diag_print(&errors, stderr);
        fprintf(stderr, "%s", yaml);
    }
    assert_non_null(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
    return v;
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\n'))
        s[--n] = '\0';
    while (*s == ' ')
        memmove(s, s + 1, strlen(s));
}

static void test_perft_equals_fairy_stockfish(void **state)
{
    (void)state;
    const char *env = getenv("CSM_PERFT_LIMIT");
    unsigned long long limit = env ? strtoull(env, NULL, 10) : 1000000ULL;
    FILE *f = fopen(CSM_TEST_DATA_DIR "/tests/import/fsf_perft.epd", "r");
    assert_non_null(f);
    char line[1024];
    int checked = 0, positions = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *bar1 = strchr(line, '|');
        char *bar2 = bar1 ? strchr(bar1 + 1, '|') : NULL;
        char *semi = bar2 ? strchr(bar2, ';') : NULL;
        assert_non_null(semi);
        *bar1 = *bar2 = *semi = '\0';
        char *ini = line, *section = bar1 + 1, *fen = bar2 + 1;
        trim(ini);
        trim(section);
        trim(fen);
        Variant *v = import_and_load(ini, section);
        positions++;
        for (char *p = semi + 1; p && *p;) {
            int depth;
            unsigned long long expected;
            if (sscanf(p, "D%d %llu", &depth, &expected) != 2)
                break;
            if (expected <= limit) {
                Position pos;
                DiagSink d;
                diag_init(&d);
                if (!fen_parse(v, fen, &pos, "epd", &d))
                    diag_print(&d, stderr);
                diag_free(&d);
                unsigned long long got = game_perft(v, &pos, depth);
                if (got != expected)
                    fprintf(stderr, "%s [%s] perft %d of %s: Fairy-Stockfish %llu, we %llu\n", ini, section, depth,
                            fen, expected, got);
                assert_int_equal(got, expected);
                checked++;
            }
            p = strchr(p, ';');
            if (p)
                p++;
        }
        variant_free(v);
    }
    fclose(f);
    assert_int_equal(positions, 19);
    assert_true(checked >= 30);
}

/* Every key we cannot carry over is named with its line and the reason. */
static void test_dropped_keys_are_reported(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import("dropped.ini", NULL, &errors, &notes);
    assert_non_null(yaml);
    const char *expect[] = {
        "dropped.ini:10: dropped 'customPiece2 = x:NO': unsupported Betza atom 'O'",
        "dropped.ini:3: dropped 'pieceDrops = true': not supported by Chessembly variants",
        "dropped.ini:5: dropped 'nMoveRule = 40': only the fifty-move rule (50) or none (0) can be said",
        "dropped.ini:6: dropped 'soldier = s': the piece 'soldier' follows special rules",
        "dropped.ini:7: dropped 'stalemateValue = loss': only 'draw' and 'win'",
        "dropped.ini:8: dropped 'pieceToCharTable = PNBRQ.K': display and engine hints only",
    };
    int n = (int)(sizeof expect / sizeof expect[0]);
    if (notes.count != n)
        diag_print(&notes, stderr);
    assert_int_equal(notes.count, n);
    for (int i = 0; i < n; i++) {
        char buf[512];
        diag_format(&notes.items[i], buf, sizeof buf);
        if (!strstr(buf, expect[i]))
            fail_msg("note %d: expected '%s', got '%s'", i, expect[i], buf);
    }
    /* the custom piece came through as Betza, and the variant loads */
    assert_non_null(strstr(yaml, "  custom1:\n    letter: g\n    betza: \"gQ\"\n"));
    assert_non_null(strstr(yaml, "    repetition: position_count >= 5\n")); /* nFoldRule = 5 */
    assert_null(strstr(yaml, "fifty_moves"));                              /* dropped, not replaced */
    Variant *v = variant_load_text(yaml, "droppy.yaml", NULL, &errors);
    assert_non_null(v);
    assert_true(variant_find_kind(v, "custom1") >= 0);
    variant_free(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
}

static void test_translation_details(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import("hill.ini", "hillmini", &errors, &notes);
    assert_non_null(yaml);
    /* the template chain: flags from [hill], nMoveRule from [hillmini] */
    assert_non_null(strstr(yaml, "    white_flag: [d4, e4, d5, e5]\n"));
    assert_non_null(strstr(yaml, "    white_flag: King in zone.white_flag\n"));
    assert_null(strstr(yaml, "fifty_moves"));
    free(yaml);
    yaml = import("threecheck.ini", NULL, &errors, &notes);
    assert_non_null(strstr(yaml, "    check_counting: checks >= 3\n"));
    assert_non_null(strstr(yaml, "setup: \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"\n"));
    free(yaml);
    yaml = import("losalamos.ini", NULL, &errors, &notes);
    assert_non_null(strstr(yaml, "promotion: { to: [knight, rook, queen], zone: last_rank }"));
    assert_null(strstr(yaml, "bishop"));
    assert_null(strstr(yaml, "bound(0, -1)")); /* doubleStep = false */
    free(yaml);
    assert_int_equal(errors.count, 0);
    assert_int_equal(notes.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

static void expect_refusal(const char *text, const char *section, const char *message)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini(text, "t.ini", section, &errors, &notes);
    assert_null(yaml);
    assert_true(errors.count >= 1);
    char buf[512];
    diag_format(&errors.items[0], buf, sizeof buf);
    if (strcmp(buf, message) != 0)
        fail_msg("expected '%s', got '%s'", message, buf);
    diag_free(&errors);
    diag_free(&notes);
}

static void test_refusals(void **state)
{
    (void)state;
    expect_refusal("[a:chess]\n[b:chess]\n", NULL, "t.ini: the file has 2 sections; name one: a, b");
    expect_refusal("[a:chess]\n", "zz", "t.ini: no section [zz] in the file");
    expect_refusal("[a:shogi]\nmaxRank = 9\n", NULL,
                   "t.ini:1: [a:shogi]: the template 'shogi' is not in this file; only chess (or fairy) and "
                   "sections of this file can be imported");
    expect_refusal("[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n", NULL,
                   "t.ini:2: startFen holds pieces in hand ('[...]'): drops are not supported");
    expect_refusal("[a:chess]\nstartFen = xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", NULL,
                   "t.ini:2: startFen has 'x', a piece this import does not define");
    expect_refusal("[a:b]\n[b:a]\n", "a", "t.ini:1: [a]: the template chain is too long or loops");
    expect_refusal("maxRank = 9\n", NULL, "t.ini:1:1: 'maxRank = 9' stands before any [section]");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_equals_fairy_stockfish),
        cmocka_unit_test(test_dropped_keys_are_reported),
        cmocka_unit_test(test_translation_details),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
