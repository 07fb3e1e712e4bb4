/* test_promote_in_place.c — `promotion: { in_place: true }` (Sittuyin's pawn) and the
 * draw atom `promotions_only`, in a variant written by hand: where the promotions go, the
 * ones a rule takes away (an attacked enemy piece, a check, a pawn outside the zone), make
 * and unmake, and the draw. The import of Fairy-Stockfish's sittuyin is checked against its
 * perft in test_fsf_import_keys.c; the results here against pyffish (noted FSF). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "notation.h"
#include "san.h"

#include <stdlib.h>
#include <string.h>

/* A king, a pawn that promotes in place to a met (fers) on d5 or e5 (d4 or e4 for
 * Black) while its side has no met, a rook; draw: the side with a king and a pawn whose
 * every move promotes. */
static const char VARIANT[] =
    "game: In place\n"
    "board:\n"
    "  size: 8x8\n"
    "  zones:\n"
    "    promo: { white: [d5, e5], black: [d4, e4] }\n"
    "setup: \"4k3/8/8/3P4/8/2P5/8/4K3 w - - 0 1\"\n"
    "rules:\n"
    "  promotion_limits:\n"
    "    - { pieces: [met], at_most: 1 }\n"
    "pieces:\n"
    "  pawn: { letter: p, betza: fmWfcF, promotion: { to: [met], zone: promo, in_place: true } }\n"
    "  met: { letter: f, betza: F }\n"
    "  rook: { letter: r, betza: R }\n"
    "  king: { letter: k, royal: true, betza: K }\n"
    "draw:\n"
    "  add:\n"
    "    promotions_only: pieces == 2 and Pawn == 1 and promotions_only\n";

static bool has_move(const Game *g, const char *text)
{
    return move_find(g->v, g->legal, g->nlegal, text) >= 0;
}

/* The promotions among the legal moves, as "from-to" squares ("d5d5 d5c6 ..."), sorted. */
static void promotions(const Game *g, char *out, size_t size)
{
    char list[64][32];
    int n = 0;
    for (int i = 0; i < g->nlegal && n < 64; i++)
        if (g->legal[i].become)
            snprintf(list[n++], sizeof list[0], "%c%d%c%d", 'a' + sq_file(g->legal[i].from),
                     sq_rank(g->legal[i].from) + 1, 'a' + sq_file(g->legal[i].to), sq_rank(g->legal[i].to) + 1);
    qsort(list, (size_t)n, sizeof list[0], (int (*)(const void *, const void *))strcmp);
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), size - strlen(out), "%s%s", i ? " " : "", list[i]);
}

static void expect_promotions(const Variant *v, const char *fen, const char *expected)
{
    Game *g = test_start(v, fen);
    char got[512];
    promotions(g, got, sizeof got);
    if (strcmp(got, expected) != 0)
        fail_msg("%s: promotions '%s', expected '%s'", fen, got, expected);
    game_free(g);
}

/* In the zone: on its square or a met's step onto an empty square; the ordinary moves
 * never promote (d5d6 stays a pawn); the pawn outside the zone does not promote while it
 * is not the last. */
static void test_where_the_promotions_go(void **state)
{
    (void)state;
    Variant *v = test_load_text(VARIANT, "inplace.yaml");
    expect_promotions(v, NULL, "d5c4 d5c6 d5d5 d5e4 d5e6");
    Game *g = test_start(v, NULL);
    assert_true(has_move(g, "d5d5f"));
    assert_true(has_move(g, "d5d6"));
    assert_false(has_move(g, "d5d6f"));
    assert_false(has_move(g, "c3c3f"));
    assert_int_equal(g->nlegal, 5 + 1 + 1 + 5); /* FSF (sittuyin): 5 promotions, 2 pushes, 5 king moves */
    /* SAN as pyffish writes them: in place d5=F, a step with both squares d5c6=F, a push d6 */
    static const char *const san[][2] = {{"d5d5f", "d5=F"}, {"d5c6f", "d5c6=F"}, {"d5e4f", "d5e4=F"}, {"d5d6", "d6"}};
    for (size_t i = 0; i < sizeof san / sizeof san[0]; i++) {
        int at = move_find(v, g->legal, g->nlegal, san[i][0]);
        assert_true(at >= 0);
        char text[64];
        san_body(v, &g->pos, g->legal, g->nlegal, &g->legal[at], text, sizeof text);
        assert_string_equal(text, san[i][1]);
        assert_int_equal(san_find(v, &g->pos, g->legal, g->nlegal, san[i][1]), at); /* and reads back */
    }
    game_free(g);
    /* the last pawn promotes anywhere */
    expect_promotions(v, "4k3/8/8/8/8/2P5/8/4K3 w - - 0 1", "c3b2 c3b4 c3c3 c3d2 c3d4");
    /* Black's zone is its own */
    expect_promotions(v, "4k3/8/8/8/4p3/5p2/8/3K4 b - - 0 1", "e4d3 e4d5 e4e4 e4f5");
    variant_free(v);
}

/* The new met attacks no enemy piece, and the move gives no check, not even a discovered one. */
static void test_promotions_a_rule_takes_away(void **state)
{
    (void)state;
    Variant *v = test_load_text(VARIANT, "inplace.yaml");
    /* the rook b7: from c6 the met would attack it */
    expect_promotions(v, "4k3/1r6/8/3P4/8/8/8/4K3 w - - 0 1", "d5c4 d5d5 d5e4 d5e6");
    /* the rook c6: a met on d5 attacks it (no promotion in place), and c6 is taken */
    expect_promotions(v, "4k3/8/2r5/3P4/8/8/8/4K3 w - - 0 1", "d5c4 d5e4 d5e6");
    /* the king e6: a met on d5 would check it; e6 itself is taken */
    expect_promotions(v, "8/8/4k3/3P4/8/8/8/4K3 w - - 0 1", "d5c4 d5c6 d5e4");
    /* the rook d1 behind the pawn: every step aside opens the d-file onto the king d8 */
    expect_promotions(v, "3k4/8/8/3P4/8/8/8/3RK3 w - - 0 1", "d5d5");
    variant_free(v);
}

/* Made and unmade: the pawn turns into a met where it stands, or moves as one. */
static void test_make_and_unmake(void **state)
{
    (void)state;
    Variant *v = test_load_text(VARIANT, "inplace.yaml");
    Game *g = test_start(v, NULL);
    char fen[256];
    assert_int_equal(game_play_any(g, "d5d5f"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/3F4/8/2P5/8/4K3 b - - 0 1");
    assert_true(game_undo(g));
    assert_int_equal(game_play_any(g, "d5e6f"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/4F3/8/8/2P5/8/4K3 b - - 0 1");
    assert_true(game_undo(g));
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/3P4/8/2P5/8/4K3 w - - 0 1");
    /* perft walks make and unmake through them: FSF's sittuyin counts 12, 56, 619 */
    assert_int_equal(game_perft(v, &g->pos, 1), 12);
    assert_int_equal(game_perft(v, &g->pos, 2), 56);
    assert_int_equal(game_perft(v, &g->pos, 3), 619);
    game_free(g);
    variant_free(v);
}

/* promotions_only: a king and a pawn whose every legal move promotes draws (pyffish's
 * is_optional_game_end on the same positions); with another move left, or in check, the
 * game goes on. */
static void test_promotions_only_draws(void **state)
{
    (void)state;
    Variant *v = test_load_text(VARIANT, "inplace.yaml");
    /* White: Kh1 hemmed in by Kf2, the pawn h2 blocked by the rook h3; only h2h2f is left */
    Game *g = test_start(v, "8/8/8/8/8/7r/5k1P/7K w - - 0 60");
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    assert_string_equal(game_result(g)->reason, "promotions_only");
    game_free(g);
    /* the same reached by Black's move a3h3 (FSF: a draw after it, none before) */
    g = test_start(v, "8/8/8/8/8/r7/5k1P/7K b - - 0 60");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(game_play_any(g, "a3h3"), 0);
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    game_free(g);
    /* the rook on a3 instead: the pawn may push, so the game goes on */
    g = test_start(v, "8/8/8/8/8/r7/5k1P/7K w - - 0 60");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    /* perft counts on through it, as Fairy-Stockfish's does (its sittuyin: 19, 52, 939) */
    g = test_start(v, "8/8/8/8/8/r7/5k1P/7K b - - 0 60");
    assert_int_equal(game_perft(v, &g->pos, 1), 19);
    assert_int_equal(game_perft(v, &g->pos, 2), 52);
    assert_int_equal(game_perft(v, &g->pos, 3), 939);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_where_the_promotions_go),
        cmocka_unit_test(test_promotions_a_rule_takes_away),
        cmocka_unit_test(test_make_and_unmake),
        cmocka_unit_test(test_promotions_only_draws),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
