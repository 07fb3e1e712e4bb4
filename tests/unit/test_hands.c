/* test_hands.c — pieces in hand: captures into the hand (demoted), drops and their rules
 * (drop zones, nifu, immobility, the drop-mate rule), optional and forced promotion, the
 * FEN and SAN forms, and how shogi games end (stalemate, perpetual check, sennichite).
 * Move counts marked FSF are Fairy-Stockfish's `go perft 1` for the same position. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "fen.h"
#include "notation.h"
#include "san.h"

#include <stdlib.h>
#include <string.h>

static bool has_move(const Game *g, const char *text)
{
    return move_find(g->v, g->legal, g->nlegal, text) >= 0;
}

static void play_all(Game *g, const char *moves)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " ")) {
        if (game_play_any(g, m) != 0)
            fail_msg("move %s refused", m);
    }
}

static void expect_fen(const Game *g, const char *fen)
{
    char out[512];
    game_fen(g, out, sizeof out);
    assert_string_equal(out, fen);
}

static void test_crazyhouse_captures_and_drops(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/crazyhouse.yaml");
    Game *g = test_start(v, NULL);
    play_all(g, "e2e4 d7d5 e4d5 d8d5");
    expect_fen(g, "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3");
    assert_true(has_move(g, "P@e6"));
    assert_false(has_move(g, "P@e8")); /* pawns never on the last rank... */
    assert_false(has_move(g, "P@d5")); /* ...nor on an occupied square */
    game_free(g);
    /* pawns neither on the first rank: 6 ranks x 8 files, and the king's 5 moves */
    g = test_start(v, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    assert_int_equal(g->nlegal, 48 + 5);
    assert_false(has_move(g, "P@a1"));
    assert_true(has_move(g, "P@a2"));
    game_free(g);
    /* a promoted queen (Q~) goes back to the hand as a pawn */
    g = test_start(v, "r3k3/8/8/8/8/8/8/Q~3K3[] b - - 0 1");
    play_all(g, "a8a1");
    expect_fen(g, "4k3/8/8/8/8/8/8/r3K3[p] w - - 0 2");
    game_free(g);
    /* a promotion makes the promoted kind, written Q~, and SAN says =Q */
    g = test_start(v, "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");
    int i = move_find(v, g->legal, g->nlegal, "b7b8q");
    assert_true(i >= 0);
    char san[64];
    san_body(v, &g->pos, g->legal, g->nlegal, &g->legal[i], san, sizeof san);
    assert_string_equal(san, "b8=Q");
    play_all(g, "b8=Q");
    expect_fen(g, "1Q~2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    game_free(g);
    variant_free(v);
}

static void test_drop_notation_round_trip(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/crazyhouse.yaml");
    Game *g = test_start(v, "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1");
    int i = move_find(v, g->legal, g->nlegal, "N@f3");
    assert_true(i >= 0);
    assert_int_equal(g->legal[i].type, MOVE_DROP);
    char text[64], san[64];
    move_text(v, &g->legal[i], text, sizeof text);
    assert_string_equal(text, "N@f3");
    san_body(v, &g->pos, g->legal, g->nlegal, &g->legal[i], san, sizeof san);
    assert_string_equal(san, "N@f3");
    assert_int_equal(san_find(v, &g->pos, g->legal, g->nlegal, "N@f3+"), i);
    /* FEN round trip: the hand, with counts, reads back to the same position */
    Game *back = test_start(v, "4k3/8/8/8/8/8/8/4K3[QQRnp] b - - 0 1");
    expect_fen(back, "4k3/8/8/8/8/8/8/4K3[QQRnp] b - - 0 1");
    assert_int_equal(back->pos.hand[WHITE][variant_find_kind(v, "queen")], 2);
    Game *other = test_start(v, "4k3/8/8/8/8/8/8/4K3[pnRQQ] b - - 0 1");
    assert_true(other->pos.hash == back->pos.hash); /* the order in the brackets does not matter */
    game_free(other);
    game_free(back);
    game_free(g);
    variant_free(v);
}

static void test_shogi_drop_rules(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    /* nifu: no pawn drop on the e-file, where White has one (FSF: 70 moves) */
    Game *g = test_start(v, "4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1");
    assert_int_equal(g->nlegal, 70);
    assert_false(has_move(g, "P@e5"));
    assert_true(has_move(g, "P@d5"));
    assert_false(has_move(g, "P@d9")); /* never where it could not move again */
    game_free(g);
    /* immobility: knights not on the last two ranks, lances not on the last (FSF: 138) */
    g = test_start(v, "4k4/9/9/9/9/9/9/9/4K4[NL] w - - 0 1");
    assert_int_equal(g->nlegal, 138);
    assert_false(has_move(g, "N@a8"));
    assert_false(has_move(g, "N@a9"));
    assert_true(has_move(g, "N@a7"));
    assert_false(has_move(g, "L@a9"));
    assert_true(has_move(g, "L@a8"));
    game_free(g);
    /* checkmate by a pawn drop: the move is there (FSF: 77), and the dropper loses */
    g = test_start(v, "3lkl3/9/4G4/9/9/9/9/9/4K4[P] w - - 0 1");
    assert_int_equal(g->nlegal, 77);
    play_all(g, "P@e8");
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    assert_string_equal(game_result(g)->reason, "drop_mate");
    game_free(g);
    /* ...a gold may mate by a drop */
    g = test_start(v, "3lkl3/9/4G4/9/9/9/9/9/4K4[G] w - - 0 1");
    play_all(g, "G@e8");
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "checkmate");
    game_free(g);
    variant_free(v);
}

static void test_shogi_promotion(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    /* into the zone: promoting is a choice (FSF: 7 moves) */
    Game *g = test_start(v, "k8/9/9/4P4/9/9/9/9/4K4[] w - - 0 1");
    assert_int_equal(g->nlegal, 7);
    assert_true(has_move(g, "e6e7"));
    assert_true(has_move(g, "e6e7+"));
    game_free(g);
    /* onto the last rank: only promoting (FSF: 6 moves) */
    g = test_start(v, "k8/4P4/9/9/9/9/9/9/4K4[] w - - 0 1");
    assert_int_equal(g->nlegal, 6);
    int to_last = 0;
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].to == sq_make(4, 8)) {
            to_last++;
            assert_int_equal(g->legal[i].become - 1, variant_find_kind(v, "tokin"));
        }
    assert_int_equal(to_last, 1);
    assert_true(has_move(g, "e8e9+"));
    game_free(g);
    /* out of the zone: a silver leaving it may promote too (FSF: 15 moves) */
    g = test_start(v, "k8/9/4S4/9/9/9/9/9/4K4[] w - - 0 1");
    assert_int_equal(g->nlegal, 15);
    assert_true(has_move(g, "e7d6+"));
    assert_true(has_move(g, "e7d6"));
    play_all(g, "e7d6+");
    expect_fen(g, "k8/9/9/3+S5/9/9/9/9/4K4[] b - - 1 1");
    game_free(g);
    /* a captured promoted piece goes to the hand as what it was */
    g = test_start(v, "4k4/9/9/9/4+P4/9/9/9/K3r4[] b - - 0 1");
    play_all(g, "e1e5");
    expect_fen(g, "4k4/9/9/9/4r4/9/9/9/K8[p] w - - 0 2");
    game_free(g);
    variant_free(v);
}

static void test_shogi_game_ends(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    /* the fourth time by perpetual check: the side giving check loses */
    Game *g = test_start(v, "8k/R8/9/9/9/9/9/9/4K4[] w - - 0 1");
    play_all(g, "a8a9 i9i8 a9a8 i8i9 a8a9 i9i8 a9a8 i8i9 a8a9 i9i8 a9a8");
    assert_int_equal(game_result(g)->status, GAME_ONGOING); /* three times so far */
    play_all(g, "i8i9");
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    assert_string_equal(game_result(g)->reason, "perpetual_check");
    game_free(g);
    /* the fourth time without checks: a draw (sennichite) */
    g = test_start(v, "k8/5K3/9/9/9/9/9/9/9[] w - - 0 1");
    play_all(g, "f8f7 a9a8 f7f8 a8a9 f8f7 a9a8 f7f8 a8a9 f8f7 a9a8 f7f8 a8a9");
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    game_free(g);
    /* no move left loses (here Black, stalemated in the corner) */
    g = test_start(v, "k8/2G6/1G7/9/9/9/9/9/4K4[] w - - 0 1");
    play_all(g, "c8b8");
    assert_int_equal(g->nlegal, 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    variant_free(v);
    /* minishogi: sennichite is lost by White */
    v = test_load_clean("variants/minishogi.yaml");
    g = test_start(v, "k4/5/5/5/4K[] w - - 0 1");
    play_all(g, "e1e2 a5a4 e2e1 a4a5 e1e2 a5a4 e2e1 a4a5 e1e2 a5a4 e2e1 a4a5");
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    assert_string_equal(game_result(g)->reason, "sennichite");
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_crazyhouse_captures_and_drops),
        cmocka_unit_test(test_drop_notation_round_trip),
        cmocka_unit_test(test_shogi_drop_rules),
        cmocka_unit_test(test_shogi_promotion),
        cmocka_unit_test(test_shogi_game_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
