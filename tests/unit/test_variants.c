/* test_variants.c — variant files: merging victory/draw sections (remove, replace, add),
 * extends (by name, by path, chains, cycles), zones, and every shipped variant. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "cond.h"
#include "fen.h"
#include "game.h"
#include "notation.h"
#include "rules.h"
#include "variant_load.h"

#include "test_util.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

static void data_path(const char *rel, char *out, size_t size) { snprintf(out, size, "%s/%s", CSM_TEST_DATA_DIR, rel); }

static Variant *load(const char *rel) { return test_load_clean(rel); }

/* Loads a file that must fail; returns its diagnostics (caller frees). */
static DiagSink load_fails(const char *rel)
{
    char path[1024];
    data_path(rel, path, sizeof path);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path, NULL, &d);
    if (v)
        fail_msg("%s should not load", rel);
    assert_true(d.count > 0);
    return d;
}

static bool has_diag(const DiagSink *d, const char *file_suffix, int line, int col, const char *what)
{
    for (int i = 0; i < d->count; i++) {
        const Diagnostic *g = &d->items[i];
        size_t fl = g->file ? strlen(g->file) : 0, sl = strlen(file_suffix);
        if (fl >= sl && !strcmp(g->file + fl - sl, file_suffix) && g->line == line && g->column == col &&
            strstr(g->message, what))
            return true;
    }
    return false;
}

#define ASSERT_DIAG(d, file, line, col, what) \
    do { \
        if (!has_diag(&(d), file, line, col, what)) { \
            diag_print(&(d), stderr); \
            fail_msg("expected %s:%d:%d: ...%s...", file, line, col, what); \
        } \
    } while (0)

static void expect_names(const CondSet *set, const char *const *names, const char *const *texts, int n)
{
    if (cond_set_count(set) != n) {
        for (int i = 0; i < cond_set_count(set); i++)
            fprintf(stderr, "  %s: %s\n", cond_set_name(set, i), cond_set_text(set, i));
        fail_msg("expected %d conditions, got %d", n, cond_set_count(set));
    }
    for (int i = 0; i < n; i++) {
        assert_string_equal(cond_set_name(set, i), names[i]);
        assert_string_equal(cond_set_text(set, i), texts[i]);
    }
}

/* ---- merging ---------------------------------------------------------------------- */

static void test_standard_defaults(void **state)
{
    (void)state;
    Variant *v = load("variants/standard.yaml");
    static const char *const vn[] = {"checkmate"};
    expect_names(v->victory, vn, vn, 1);
    static const char *const dn[] = {"stalemate", "repetition", "fifty_moves", "insufficient"};
    expect_names(v->draw, dn, dn, 4);
    variant_free(v);
}

/* add, replace and remove in one section in the "wrong" order; two sections. */
static void test_merge_order(void **state)
{
    (void)state;
    Variant *v = load("tests/variants/merge_order.yaml");
    static const char *const vn[] = {"king_gone", "hill", "checkmate"};
    static const char *const vt[] = {"King captured", "King in zone.hill", "checkmate or King on rank 8"};
    expect_names(v->victory, vn, vt, 3);
    static const char *const dn[] = {"repetition", "insufficient", "stalemate", "bare_kings"};
    static const char *const dt[] = {"position_count >= 5", "insufficient", "no_moves",
                                     "White.pieces == 1 and Black.pieces == 1"};
    expect_names(v->draw, dn, dt, 4);
    variant_free(v);
}

static void test_merge_errors(void **state)
{
    (void)state;
    DiagSink d = load_fails("tests/variants/add_existing.yaml");
    ASSERT_DIAG(d, "add_existing.yaml", 5, 5, "cannot add 'checkmate'");
    diag_free(&d);
    d = load_fails("tests/variants/remove_absent.yaml");
    assert_int_equal(d.count, 1);
    ASSERT_DIAG(d, "remove_absent.yaml", 4, 23, "cannot remove 'no_such_condition'");
    diag_free(&d);
    /* replace runs before add: an add of the name replace created is an error */
    d = load_fails("tests/variants/replace_then_add.yaml");
    ASSERT_DIAG(d, "replace_then_add.yaml", 6, 5, "cannot add 'hill2'");
    diag_free(&d);
}

/* ---- extends -------------------------------------------------------------------------- */

static void test_extends_chain(void **state)
{
    (void)state;
    /* C extends B by path, B extends A by name, A extends Standard Chess by name */
    Variant *v = load("tests/variants/chain_c.yaml");
    assert_string_equal(v->name, "Chain C");
    assert_string_equal(v->description, "third link");
    assert_int_equal(v->nzones, 1);
    assert_string_equal(v->zones[0].name, "hill");
    static const char *const vn[] = {"checkmate", "hill", "three_checks"};
    static const char *const vt[] = {"checkmate", "King in zone.hill", "checks >= 3"};
    expect_names(v->victory, vn, vt, 3);
    static const char *const dn[] = {"stalemate", "repetition", "fifty_moves"};
    expect_names(v->draw, dn, dn, 3);
    assert_true(v->tracks_checks);
    int knight = variant_find_kind(v, "knight");
    assert_true(knight >= 0);
    assert_true(v->kinds[knight].value == 3.0); /* B's override */
    assert_non_null(v->kinds[knight].program); /* the movement still comes from Standard */
    /* the middle link alone */
    Variant *b = load("tests/variants/chain_b.yaml");
    assert_string_equal(b->description, "first link"); /* inherited */
    assert_int_equal(cond_set_count(b->draw), 4);
    variant_free(b);
    variant_free(v);
}

static void test_extends_cycle(void **state)
{
    (void)state;
    DiagSink d = load_fails("tests/variants/cycle_a.yaml");
    ASSERT_DIAG(d, "cycle_b.yaml", 2, 10, "leads back to itself (a cycle)");
    ASSERT_DIAG(d, "cycle_a.yaml", 2, 10, "extends: 'cycle_b.yaml' has the errors above");
    diag_free(&d);
}

static void test_extends_unknown(void **state)
{
    (void)state;
    DiagSink d = load_fails("tests/variants/unknown_base.yaml");
    assert_int_equal(d.count, 1);
    ASSERT_DIAG(d, "unknown_base.yaml", 2, 10, "no variant named 'No Such Game'");
    diag_free(&d);
}

/* ---- zones ------------------------------------------------------------------------------ */

static int zone_size(const Zone *z)
{
    int n = 0;
    for (int i = 0; i < CSM_SQUARES; i++)
        n += zone_has(z, (Square)i);
    return n;
}

static void expect_zone(const Variant *v, const char *name, const char *squares)
{
    int zi = variant_find_zone(v, name);
    if (zi < 0)
        fail_msg("no zone %s", name);
    const Zone *z = &v->zones[zi];
    int n = 0;
    char buf[8];
    for (const char *p = squares; *p;) {
        int len = 0;
        while (p[len] && p[len] != ' ')
            len++;
        snprintf(buf, sizeof buf, "%.*s", len, p);
        Square s;
        assert_true(square_parse(buf, 8, 8, &s) > 0);
        if (!zone_has(z, s))
            fail_msg("zone %s lacks %s", name, buf);
        n++;
        p += len;
        while (*p == ' ')
            p++;
    }
    assert_int_equal(zone_size(z), n);
}

static void test_zones(void **state)
{
    (void)state;
    Variant *v = load("tests/variants/zones.yaml");
    expect_zone(v, "hill", "d4 d5 e4 e5");
    expect_zone(v, "top", "a8 b8 c8 d8 e8 f8 g8 h8");
    expect_zone(v, "box", "c3 d3 c4 d4");
    expect_zone(v, "backwards", "e5 f5 e6 f6");
    expect_zone(v, "eighth", "a8 b8 c8 d8 e8 f8 g8 h8");
    expect_zone(v, "afile", "a1 a2 a3 a4 a5 a6 a7 a8");
    expect_zone(v, "mixed", "a1 a2 b2 c2 d2 e2 f2 g2 h2 h1 h3 h4 h5 h6 h7 h8 b3 c3");
    expect_zone(v, "single", "e4");
    /* a condition over a zone of the file */
    Game *g = game_new(v, "7r/8/8/8/8/1k6/8/2K4R b - - 0 1", NULL);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "b3a3"), 0);
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    assert_string_equal(game_result(g)->reason, "afile_win");
    game_free(g);
    variant_free(v);
}

static void test_zone_errors(void **state)
{
    (void)state;
    static const char text[] = "game: \"Bad Zones\"\n"
                               "extends: \"Standard Chess\"\n"
                               "board:\n"
                               "  zones:\n"
                               "    a: [i1]\n"
                               "    b: [rank 9]\n"
                               "    c: [file q]\n"
                               "    d: [a1-z9]\n";
    char path[1024];
    data_path("tests/variants/inline_bad_zones.yaml", path, sizeof path); /* never read: only named */
    DiagSink d;
    diag_init(&d);
    assert_null(variant_load_text(text, path, NULL, &d));
    ASSERT_DIAG(d, "inline_bad_zones.yaml", 5, 9, "'i1' is not a square");
    ASSERT_DIAG(d, "inline_bad_zones.yaml", 6, 9, "rank 9 is not on this 8x8 board");
    ASSERT_DIAG(d, "inline_bad_zones.yaml", 7, 9, "file 'q' is not on this 8x8 board");
    ASSERT_DIAG(d, "inline_bad_zones.yaml", 8, 9, "'a1-z9' is not a square");
    diag_free(&d);
}

/* ---- shipped variants --------------------------------------------------------------------- */

static void test_every_shipped_variant_loads(void **state)
{
    (void)state;
    char dir[1024];
    data_path("variants", dir, sizeof dir);
    DIR *dp = opendir(dir);
    assert_non_null(dp);
    struct dirent *e;
    int n = 0;
    while ((e = readdir(dp))) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 5, ".yaml"))
            continue;
        char rel[512];
        snprintf(rel, sizeof rel, "variants/%s", e->d_name);
        Variant *v = load(rel);
        assert_non_null(v->name);
        if (!v->description || !v->description[0])
            fail_msg("%s has no description", rel);
        /* the setup is a playable position: a game starts with legal moves */
        Game *g = game_new(v, NULL, NULL);
        assert_non_null(g);
        if (g->nlegal == 0)
            fail_msg("%s: no legal move at the start", rel);
        assert_int_equal(game_result(g)->status, GAME_ONGOING);
        /* every piece on the board has an icon name */
        for (int k = 0; k < v->nkinds; k++)
            assert_true(v->kinds[k].icon[0] != '\0');
        game_free(g);
        variant_free(v);
        n++;
    }
    closedir(dp);
    assert_true(n >= 13);
}

static void test_variant_rules(void **state)
{
    (void)state;
    Variant *v = load("variants/racing_kings.yaml");
    assert_true(v->rules.giving_check_forbidden);
    assert_true(v->rules.equal_turns);
    assert_int_equal(cond_set_find(v->victory, "checkmate"), -1);
    assert_true(cond_set_find(v->victory, "racing") >= 0);
    assert_int_equal(cond_set_find(v->draw, "insufficient"), -1);
    variant_free(v);

    v = load("variants/antichess.yaml");
    assert_true(v->rules.captures_compulsory);
    int king = variant_find_kind(v, "king"), pawn = variant_find_kind(v, "pawn");
    assert_false(v->kinds[king].royal);
    assert_false(v->kinds[king].castling);
    assert_int_equal(v->kinds[pawn].npromo, 5);
    assert_int_equal(v->kinds[pawn].promo_to[4], king);
    assert_int_equal(v->attacks.royal_kinds, 0);
    variant_free(v);

    v = load("variants/king_capture.yaml");
    assert_false(v->kinds[variant_find_kind(v, "king")].royal);
    assert_true(cond_set_find(v->victory, "king_captured") >= 0);
    assert_int_equal(cond_set_find(v->victory, "checkmate"), -1);
    assert_int_equal(cond_set_find(v->draw, "insufficient"), -1);
    variant_free(v);

    v = load("variants/horde.yaml");
    static const char *const hn[] = {"white_wins", "black_wins"};
    static const char *const ht[] = {"checkmate", "opponent.pieces == 0"};
    expect_names(v->victory, hn, ht, 2);
    assert_int_equal(cond_set_find(v->draw, "insufficient"), -1);
    variant_free(v);

    v = load("variants/capablanca.yaml");
    assert_int_equal(v->files, 10);
    assert_int_equal(v->ranks, 8);
    assert_true(variant_kind_by_letter(v, 'a') == variant_find_kind(v, "archbishop"));
    assert_true(variant_kind_by_letter(v, 'c') == variant_find_kind(v, "chancellor"));
    variant_free(v);
}

/* Capablanca castling: the king lands on c or i, the rook beside it. */
static void test_capablanca_castling(void **state)
{
    (void)state;
    Variant *v = load("variants/capablanca.yaml");
    Game *g = game_new(v, "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", NULL);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "f1i1"), 0);
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "r4k3r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    assert_int_equal(game_play_text(g, "f8c8"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "2kr5r/10/10/10/10/10/10/R6RK1 w - - 2 2");
    game_free(g);
    variant_free(v);
}

/* The showcases move as their files say. */
static bool has_move(Game *g, const char *text)
{
    return move_find(g->v, g->legal, g->nlegal, text) >= 0;
}

static void test_showcases(void **state)
{
    (void)state;
    /* Chameleon: the catch of §9 turns the chameleon into a mirrored-bishop on its square */
    Variant *v = load("variants/chameleon.yaml");
    Game *g = game_new(v, "4k3/8/8/3b4/8/1C6/8/4K3 w - - 0 1", NULL);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "b3d5"), 0);
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/8/8/1D6/8/4K3 b - - 0 1");
    game_free(g);
    /* the mirrored-rook capturing a pawn becomes a mirrored-pawn */
    g = game_new(v, "4k3/8/8/8/8/8/8/M1p1K3 w - - 0 1", NULL);
    assert_int_equal(game_play_text(g, "a1c1"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/8/8/8/8/2W1K3 b - - 0 1");
    game_free(g);
    variant_free(v);

    /* Chessembly Army: the windmill alternates bishop and rook */
    v = load("variants/chessembly_army.yaml");
    g = game_new(v, "4k3/8/8/8/8/8/8/I3K3 w - - 0 1", NULL);
    assert_true(has_move(g, "a1d4"));
    assert_false(has_move(g, "a1a4"));
    assert_int_equal(game_play_text(g, "a1d4"), 0);
    assert_int_equal(game_play_text(g, "e8f8"), 0);
    assert_true(has_move(g, "d4d8"));
    assert_false(has_move(g, "d4g7"));
    game_free(g);
    /* the bouncing bishop comes back off the right edge */
    g = game_new(v, "4k3/8/8/8/8/8/8/4KO2 w - - 0 1", NULL);
    assert_true(has_move(g, "f1h3"));
    assert_true(has_move(g, "f1g4"));
    assert_true(has_move(g, "f1b7"));  /* up-left to a6, then back off the left edge */
    assert_false(has_move(g, "f1c7"));
    game_free(g);
    variant_free(v);

    /* Shape Menagerie: leapers from shapes */
    v = load("variants/shape_menagerie.yaml");
    g = game_new(v, "4k3/8/8/8/3C4/8/8/4K3 w - - 0 1", NULL);
    assert_true(has_move(g, "d4e7"));  /* camel (1,3) */
    assert_true(has_move(g, "d4a5"));  /* camel (-3,1) */
    assert_false(has_move(g, "d4e6"));
    game_free(g);
    g = game_new(v, "4k3/8/8/8/3Z4/8/8/4K3 w - - 0 1", NULL);
    assert_true(has_move(g, "d4f7"));  /* zebra (2,3) */
    assert_true(has_move(g, "d4a2"));  /* zebra (-3,-2) */
    assert_int_equal(g->nlegal, 8 + 5);
    game_free(g);
    g = game_new(v, "4k3/8/8/8/8/8/8/A3K3 w - - 0 1", NULL);
    assert_true(has_move(g, "a1h8"));
    assert_true(has_move(g, "a1b3"));
    game_free(g);
    variant_free(v);

    /* Playground: the test piece */
    v = load("variants/playground.yaml");
    g = game_new(v, "4k3/8/8/8/8/8/8/2T1K3 w - - 0 1", NULL);
    assert_true(has_move(g, "c1c8"));
    assert_true(has_move(g, "c1d2"));
    assert_false(has_move(g, "c1c0"));
    game_free(g);
    variant_free(v);
}

/* Random legal games in every shipped variant: each position's FEN reads back to itself,
 * a decided game has no legal moves, and undoing everything returns to the start. */
static uint32_t rng_state = 2463534242u;
static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static void test_random_games(void **state)
{
    (void)state;
    static const char *const files[] = {
        "variants/standard.yaml",     "variants/king_of_the_hill.yaml", "variants/three_check.yaml",
        "variants/racing_kings.yaml", "variants/antichess.yaml",        "variants/horde.yaml",
        "variants/domination.yaml",   "variants/king_capture.yaml",     "variants/capablanca.yaml",
        "variants/chessembly_army.yaml", "variants/chameleon.yaml",     "variants/playground.yaml",
        "variants/shape_menagerie.yaml", "variants/duck.yaml",   "variants/sittuyin.yaml",
    };
    int decided = 0;
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        Variant *v = load(files[f]);
        for (int game = 0; game < 6; game++) {
            Game *g = game_new(v, NULL, NULL);
            assert_non_null(g);
            char start[512], fen[512], again[512];
            game_fen(g, start, sizeof start);
            int plies = 0;
            while (game_result(g)->status == GAME_ONGOING && plies < 400) {
                assert_true(g->nlegal > 0);
                Move m = g->legal[rng() % (uint32_t)g->nlegal];
                assert_true(game_play(g, &m));
                plies++;
                game_fen(g, fen, sizeof fen);
                Position pos;
                DiagSink d;
                diag_init(&d);
                if (!fen_parse(v, fen, &pos, "fen", &d)) {
                    diag_print(&d, stderr);
                    fail_msg("%s: FEN %s does not read back", files[f], fen);
                }
                diag_free(&d);
                fen_write(v, &pos, again, sizeof again);
                assert_string_equal(fen, again);
            }
            if (game_result(g)->status != GAME_ONGOING) {
                assert_int_equal(g->nlegal, 0);
                assert_true(game_result(g)->reason[0] != '\0');
                decided++;
            }
            while (game_undo(g))
                ;
            game_fen(g, fen, sizeof fen);
            assert_string_equal(fen, start);
            assert_int_equal(game_result(g)->status, GAME_ONGOING);
            game_free(g);
        }
        variant_free(v);
    }
    assert_true(decided > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard_defaults),
        cmocka_unit_test(test_merge_order),
        cmocka_unit_test(test_merge_errors),
        cmocka_unit_test(test_extends_chain),
        cmocka_unit_test(test_extends_cycle),
        cmocka_unit_test(test_extends_unknown),
        cmocka_unit_test(test_zones),
        cmocka_unit_test(test_zone_errors),
        cmocka_unit_test(test_every_shipped_variant_loads),
        cmocka_unit_test(test_variant_rules),
        cmocka_unit_test(test_capablanca_castling),
        cmocka_unit_test(test_showcases),
        cmocka_unit_test(test_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
