/* test_perft_variants.c — perft of the variants, read from tests/perft/variants.epd
 * (`VARIANT_FILE | FEN ;D1 n ;D2 n ...`). Depths above CSM_PERFT_MAX_DEPTH (default 4)
 * are skipped, so a slow machine or a quick run can lower it and a thorough run raise it
 * (sanitizer builds default to 3). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "fen.h"
#include "game.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

/* Sanitizer builds run about ten times slower: they stop one ply earlier by default. */
#if defined(__SANITIZE_ADDRESS__)
enum { DEFAULT_MAX_DEPTH = 3 };
#else
enum { DEFAULT_MAX_DEPTH = 4 };
#endif

static int max_depth(void)
{
    const char *s = getenv("CSM_PERFT_MAX_DEPTH");
    int d = s ? atoi(s) : DEFAULT_MAX_DEPTH;
    return d > 0 ? d : DEFAULT_MAX_DEPTH;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

typedef struct Loaded {
    char path[512];
    Variant *v;
} Loaded;

static void test_perft_file(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/perft/variants.epd", CSM_TEST_DATA_DIR);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    int limit = max_depth();
    Loaded cache = {"", NULL};
    char line[1024];
    int lineno = 0, positions = 0, checked = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char *s = trim(line);
        if (!*s || *s == '#')
            continue;
        char *bar = strchr(s, '|');
        char *semi = strchr(s, ';');
        if (!bar || !semi || semi < bar)
            fail_msg("%s:%d: expected VARIANT | FEN ;D1 n ...", path, lineno);
        *bar = '\0';
        *semi = '\0';
        char *variant = trim(s), *fen = trim(bar + 1);
        if (strcmp(cache.path, variant) != 0) {
            variant_free(cache.v);
            char vpath[1024];
            snprintf(vpath, sizeof vpath, "%s/%s", CSM_TEST_DATA_DIR, variant);
            DiagSink d;
            diag_init(&d);
            cache.v = variant_load_file(vpath, NULL, &d);
            if (!cache.v) {
                diag_print(&d, stderr);
                fail_msg("%s:%d: cannot load %s", path, lineno, variant);
            }
            diag_free(&d);
            snprintf(cache.path, sizeof cache.path, "%s", variant);
        }
        Position pos;
        DiagSink d;
        diag_init(&d);
        const char *start = strcmp(fen, "setup") == 0 ? cache.v->setup : fen;
        if (!fen_parse(cache.v, start, &pos, path, &d)) {
            diag_print(&d, stderr);
            fail_msg("%s:%d: bad FEN", path, lineno);
        }
        diag_free(&d);
        positions++;
        /* ;D1 20 ;D2 400 ... */
        for (char *p = semi + 1; p && *p;) {
            int depth;
            unsigned long long expect;
            if (sscanf(p, " D%d %llu", &depth, &expect) != 2)
                fail_msg("%s:%d: expected ;Dn count", path, lineno);
            if (depth <= limit) {
                clock_t t0 = clock();
                uint64_t got = game_perft(cache.v, &pos, depth);
                double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
                if (got != expect)
                    fail_msg("%s:%d: %s %s depth %d: %llu nodes, expected %llu", path, lineno, cache.v->name,
                             start, depth, (unsigned long long)got, expect);
                if (secs > 1.0)
                    printf("  %s depth %d: %.2f s\n", cache.v->name, depth, secs);
                checked++;
            }
            p = strchr(p, ';');
            if (p)
                p++;
        }
    }
    fclose(f);
    variant_free(cache.v);
    printf("  %d positions, %d perft counts checked (depth <= %d)\n", positions, checked, limit);
    assert_true(positions >= 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
