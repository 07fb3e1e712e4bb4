/* test_shogi_records.c — shogi's own formats: SFEN positions (sfen.h) written and read
 * back to the same position along random games of shogi and minishogi, the start position
 * as USI writes it, and located refusals. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "fen.h"
#include "sfen.h"
#include "variant_build.h"

#include <stdlib.h>

static Game *game_from_sfen(const Variant *v, const char *sfen)
{
    char fen[4096];
    DiagSink d;
    diag_init(&d);
    if (!sfen_to_fen(v, sfen, fen, sizeof fen, "t", &d)) {
        diag_print(&d, stderr);
        fail_msg("refused %s", sfen);
    }
    diag_free(&d);
    return test_start(v, fen);
}

static void sfen_round_trips(const char *file)
{
    Variant *v = test_load_clean(file);
    uint64_t seed = 7;
    int positions = 0;
    for (int game = 0; game < 8; game++) {
        Game *g = test_start(v, NULL);
        for (int ply = 0; ply < 120 && g->nlegal; ply++) {
            char sfen[4096];
            sfen_write(v, &g->pos, sfen, sizeof sfen);
            assert_true(sfen_looks_like(sfen));
            Game *back = game_from_sfen(v, sfen);
            assert_true(back->pos.hash == g->pos.hash);
            assert_int_equal(back->pos.side, g->pos.side);
            char again[4096];
            sfen_write(v, &back->pos, again, sizeof again);
            assert_string_equal(again, sfen);
            game_free(back);
            positions++;
            game_play(g, &g->legal[test_rng_below(&seed, g->nlegal)]);
        }
        game_free(g);
    }
    assert_true(positions > 500);
    variant_free(v);
}

static void test_sfen_round_trips(void **state)
{
    (void)state;
    sfen_round_trips("variants/shogi.yaml");
    sfen_round_trips("variants/minishogi.yaml");
}

static void test_sfen_forms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    Game *g = test_start(v, NULL);
    char sfen[512];
    sfen_write(v, &g->pos, sfen, sizeof sfen);
    assert_string_equal(sfen, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    game_free(g);
    /* Gote to move (w), hands in shogi's order with counts, move 6 */
    g = game_from_sfen(v, "sfen lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w P2b3p 6");
    assert_int_equal(g->pos.side, BLACK);
    assert_int_equal(g->pos.hand[BLACK][variant_kind_by_letter(v, 'b')], 2);
    assert_int_equal(g->pos.hand[BLACK][variant_kind_by_letter(v, 'p')], 3);
    assert_int_equal(g->pos.hand[WHITE][variant_kind_by_letter(v, 'p')], 1);
    sfen_write(v, &g->pos, sfen, sizeof sfen);
    assert_string_equal(sfen, "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w P2b3p 6");
    game_free(g);
    variant_free(v);
}

static void expect_refused(const char *sfen, const char *message)
{
    Variant *v = test_load_clean("variants/shogi.yaml");
    char fen[4096], first[512];
    DiagSink d;
    diag_init(&d);
    assert_false(sfen_to_fen(v, sfen, fen, sizeof fen, "s", &d));
    diag_first(&d, first, sizeof first, "");
    if (strcmp(first, message))
        fail_msg("got '%s', want '%s'", first, message);
    diag_free(&d);
    variant_free(v);
}

static void test_sfen_refused(void **state)
{
    (void)state;
    expect_refused("9/9/9 b", "s:1:8: an SFEN has four fields (board, side to move b or w, hands, move number); this one has 2");
    expect_refused("9/9/9 x - 1", "s:1:7: the side to move is b (Sente) or w (Gote)");
    expect_refused("9/9/9 b 2P0p 1", "s:1:12: the hands are '-' or counts and piece letters (2P3pS)");
    expect_refused("9/9/9 b 2Q 1", "s:1:10: no piece has the letter 'Q' (in the hand)");
    expect_refused("9/9/9 b - x", "s:1:11: the move number is a whole number from 1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sfen_round_trips),
        cmocka_unit_test(test_sfen_forms),
        cmocka_unit_test(test_sfen_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
