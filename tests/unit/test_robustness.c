/* Bad input never crashes: thousands of deterministic random mutations of real
 * scripts, variant files and FENs go through the compiler, the loader and the FEN
 * reader. Each either works or fails with located diagnostics; programs that compile
 * are run on a position (the budget keeps every run finite). Run under ASan/UBSan by
 * the test command, this is where memory errors would show. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "game.h"
#include "record.h"
#include "rules.h"
#include "textfile.h"
#include "variant_load.h"

static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static unsigned rnd(unsigned n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % n);
}

static const char *tokens[] = {"(", ")", "{", "}", ";", ",", "repeat(1)", "while", "do", "jmp(1)", "label(1)",
                               "-",  "9999999999", "take-move(1,1)", "#", "\n", "not", "end", "piece(", "\"",
                               ":", "- ", "  ", "[", "]", "zone.", "and", "or", "==", "\t", "\xc3\xa9", "\x01"};

/* One random edit: delete, duplicate, or insert a token, at a random place. */
static void mutate(char *buf, size_t cap)
{
    size_t len = strlen(buf);
    size_t at = len ? rnd((unsigned)len) : 0;
    switch (rnd(3)) {
    case 0: {
        size_t n = 1 + rnd(8);
        if (at + n > len)
            n = len - at;
        memmove(buf + at, buf + at + n, len - at - n + 1);
        break;
    }
    case 1: {
        size_t n = 1 + rnd(12);
        if (at + n > len)
            n = len - at;
        if (len + n + 1 < cap) {
            memmove(buf + at + n, buf + at, len - at + 1);
        }
        break;
    }
    default: {
        const char *t = tokens[rnd(sizeof tokens / sizeof tokens[0])];
        size_t n = strlen(t);
        if (len + n + 1 < cap) {
            memmove(buf + at + n, buf + at, len - at + 1);
            memcpy(buf + at, t, n);
        }
        break;
    }
    }
}

static void assert_located(const DiagSink *d)
{
    assert_true(d->count > 0);
    for (int i = 0; i < d->count; i++)
        assert_non_null(d->items[i].message);
}

static void test_mutated_scripts(void **state)
{
    (void)state;
    const char *seeds[] = {
        "take-move(1, 0) repeat(1); take-move(0, 1) repeat(1);",
        "do take-move(1, 1) while peek(0, 0) edge-right(1, 1) jne(0) take-move(-1, 1) repeat(1) label(0);",
        "if-state(mode, 0) set-state(mode, 1) { take-move(1, 1) repeat(1) } { take-move(-1, 1) repeat(1) };",
        "piece(chameleon) piece-on(bishop, 2, 2) transition(mirrored-bishop) catch(2, 2);",
        "take(1, 1) jump(1, 1) take(1, 1) jump(1, 1); shift(0, 1); danger(0, 1) not move(0, 1); check not end;",
    };
    int compiled = 0, rejected = 0;
    for (int iter = 0; iter < 3000; iter++) {
        char buf[2048];
        snprintf(buf, sizeof buf, "%s", seeds[iter % 5]);
        int edits = 1 + (int)rnd(iter % 3 == 0 ? 6 : 2);
        for (int e = 0; e < edits; e++)
            mutate(buf, sizeof buf);
        DiagSink d;
        diag_init(&d);
        Variant *v = variant_from_script(buf, "fuzz.csm", 8, 8, &d);
        if (!v) {
            assert_located(&d);
            for (int i = 0; i < d.count; i++)
                assert_true(d.items[i].line >= 1 && d.items[i].column >= 1);
            rejected++;
        } else {
            Position pos;
            assert_true(fen_parse(v, "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1", &pos, "f", &d));
            Move moves[CSM_MAX_MOVES];
            CsmRuntimeError err = {0};
            rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, &err);
            variant_free(v);
            compiled++;
        }
        diag_free(&d);
    }
    printf("scripts: %d compiled and ran, %d rejected with located errors\n", compiled, rejected);
    assert_true(compiled > 100 && rejected > 1000);
}

static void test_mutated_variant_files(void **state)
{
    (void)state;
    const char *files[] = {"variants/standard.yaml", "variants/king_of_the_hill.yaml", "variants/shape_menagerie.yaml",
                           "variants/chessembly_army.yaml", "variants/racing_kings.yaml"};
    int loaded = 0, rejected = 0;
    for (int f = 0; f < 5; f++) {
        char *text = text_file_read(files[f]);
        assert_non_null(text);
        size_t cap = strlen(text) + 4096;
        char *buf = malloc(cap);
        for (int iter = 0; iter < 300; iter++) {
            snprintf(buf, cap, "%s", text);
            int edits = 1 + (int)rnd(4);
            for (int e = 0; e < edits; e++)
                mutate(buf, cap);
            DiagSink d;
            diag_init(&d);
            /* the variants folder path keeps `extends: "Standard Chess"` resolvable */
            Variant *v = variant_load_text(buf, files[f], NULL, &d);
            if (v) {
                Game *g = game_new(v, NULL, &d);
                if (g) {
                    for (int m = 0; m < 6 && g->nlegal > 0; m++)
                        game_play(g, &g->legal[rnd((unsigned)g->nlegal)]);
                    game_free(g);
                }
                variant_free(v);
                loaded++;
            } else {
                assert_located(&d);
                assert_non_null(d.items[0].file);
                rejected++;
            }
            diag_free(&d);
        }
        free(buf);
        free(text);
    }
    printf("variant files: %d loaded and played, %d rejected with located errors\n", loaded, rejected);
    assert_true(rejected > 500);
}

static void test_mutated_fens(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file("variants/standard.yaml", NULL, &d);
    assert_non_null(v);
    int ok = 0, bad = 0;
    for (int iter = 0; iter < 5000; iter++) {
        char buf[512];
        snprintf(buf, sizeof buf, "%s",
                 iter % 2 ? "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 checks=1,0"
                          : "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2 vars=mode:1");
        int edits = 1 + (int)rnd(3);
        for (int e = 0; e < edits; e++)
            mutate(buf, sizeof buf);
        Position pos;
        diag_clear(&d);
        if (fen_parse(v, buf, &pos, "fen", &d)) {
            Move moves[CSM_MAX_MOVES];
            rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, NULL);
            char out[512];
            fen_write(v, &pos, out, sizeof out);
            ok++;
        } else {
            assert_located(&d);
            bad++;
        }
    }
    printf("fens: %d read, %d refused\n", ok, bad);
    assert_true(bad > 1000 && ok > 100);
    diag_free(&d);
    variant_free(v);
}

static void test_mutated_game_records(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file("variants/standard.yaml", NULL, &d);
    assert_non_null(v);
    const char *text = "# Chessembly game record\nvariant: Standard Chess\n"
                       "variant-file: variants/standard.yaml\n"
                       "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                       "moves:\n  1. e2e4 e7e5\n  2. g1f3 b8c6\n  3. f1b5\nundone: a7a6\nresult: * (ongoing)\n";
    int replayed = 0, refused = 0;
    for (int iter = 0; iter < 3000; iter++) {
        char buf[1024];
        snprintf(buf, sizeof buf, "%s", text);
        int edits = 1 + (int)rnd(3);
        for (int e = 0; e < edits; e++)
            mutate(buf, sizeof buf);
        GameRecord r;
        record_init(&r);
        diag_clear(&d);
        Game *g = NULL;
        if (record_parse(&r, buf, "save.txt", &d))
            g = record_replay(&r, v, &d);
        if (g) {
            replayed++;
            game_free(g);
        } else {
            assert_located(&d);
            refused++;
        }
        record_free(&r);
    }
    printf("game records: %d replayed, %d refused with a reason\n", replayed, refused);
    assert_true(replayed > 100 && refused > 100);
    diag_free(&d);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mutated_scripts),
        cmocka_unit_test(test_mutated_variant_files),
        cmocka_unit_test(test_mutated_fens),
        cmocka_unit_test(test_mutated_game_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
