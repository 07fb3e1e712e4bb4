/* test_util.h — what many unit tests share: a variant of the source tree loaded (or the
 * test fails with its diagnostics), a game started, a small deterministic random
 * generator, and a walk over every shipped variant. Include after cmocka.h. */
#ifndef TEST_UTIL_H
#define TEST_UTIL_H

#include "game.h"
#include "sfen.h"
#include "variant_load.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

/* Loads `rel` (a path in the source tree); with `clean`, any warning fails too. */
static inline Variant *test_load_checked(const char *rel, bool clean)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", CSM_TEST_DATA_DIR, rel);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path, NULL, &d);
    if (!v || (clean && d.count)) {
        diag_print(&d, stderr);
        fail_msg("cannot load %s", rel);
    }
    diag_free(&d);
    return v;
}

static inline Variant *test_load(const char *rel) { return test_load_checked(rel, false); }
/* The same, for the shipped variants, which load without a single warning. */
static inline Variant *test_load_clean(const char *rel) { return test_load_checked(rel, true); }

/* A variant from YAML `text` (read as `name`); the test fails with its diagnostics. */
static inline Variant *test_load_text(const char *text, const char *name)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, name, NULL, &d);
    if (!v) {
        diag_print(&d, stderr);
        fail_msg("cannot load %s", name);
    }
    diag_free(&d);
    return v;
}

/* YAML `text` read as if it were variants/mine.yaml, so that `extends` finds the shipped
 * bases by name; the diagnostics go to `d`. */
static inline Variant *test_load_mine(const char *text, DiagSink *d)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/variants/mine.yaml", CSM_TEST_DATA_DIR);
    return variant_load_text(text, path, NULL, d);
}

/* `text` (as variants/mine.yaml) is refused, and the first diagnostic contains `message`. */
static inline void test_expect_mine_refused(const char *text, const char *message)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = test_load_mine(text, &d);
    if (v)
        fail_msg("loaded, expected '%s'", message);
    char first[512];
    diag_first(&d, first, sizeof first, "");
    if (!strstr(first, message))
        fail_msg("expected '%s' in: %s", message, first);
    diag_free(&d);
}

/* A game of `v` from `fen` (NULL: the setup); the test fails on a bad position. */
static inline Game *test_start(const Variant *v, const char *fen)
{
    DiagSink d;
    diag_init(&d);
    Game *g = game_new(v, fen, &d);
    if (!g) {
        diag_print(&d, stderr);
        fail_msg("bad position %s", fen ? fen : "(setup)");
    }
    diag_free(&d);
    return g;
}

/* A game of `v` from `fen` (NULL: the setup) after the space-separated `moves`; the test
 * fails on a move that is not legal. */
static inline Game *test_play(const Variant *v, const char *fen, const char *moves)
{
    Game *g = test_start(v, fen);
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " "))
        if (game_play_text(g, m) != 0)
            fail_msg("%s: move %s is not legal", fen ? fen : "setup", m);
    return g;
}

/* A game of `v` (the shogi family) from an SFEN; the test fails on a bad one. */
static inline Game *test_start_sfen(const Variant *v, const char *sfen)
{
    char fen[4096];
    DiagSink d;
    diag_init(&d);
    if (!sfen_to_fen(v, sfen, fen, sizeof fen, "t", &d)) {
        diag_print(&d, stderr);
        fail_msg("refused %s", sfen);
    }
    diag_free(&d);
    Game *g = test_start(v, fen);
    game_shift_sfen_plies(g, sfen_parity_shifted(sfen));
    return g;
}

/* Plays `moves` (space separated, any notation the game reads); the test fails when the
 * game is already over before one of them or refuses one. */
static inline void test_play_line(Game *g, const char *moves)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " ")) {
        if (game_result(g)->status != GAME_ONGOING)
            fail_msg("%s: the game is already over (%s)", m, game_result(g)->reason);
        if (game_play_text(g, m) != 0)
            fail_msg("%s was refused", m);
    }
}

/* 0..n-1 from a linear congruential generator: the same games on every run. */
static inline int test_rng_below(uint64_t *state, int n)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)((*state >> 33) % (uint64_t)n);
}

/* Calls fn with `variants/NAME.yaml` for every shipped variant; returns how many. */
static inline int test_each_shipped_variant(void (*fn)(const char *rel, void *user), void *user)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/variants", CSM_TEST_DATA_DIR);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    int count = 0;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 5, ".yaml"))
            continue;
        char rel[512];
        snprintf(rel, sizeof rel, "variants/%s", e->d_name);
        fn(rel, user);
        count++;
    }
    closedir(d);
    return count;
}

#endif
