/* The game record: moves in text, undo/redo, repetition, clocks, FEN in and out, and
 * the variant rules castling, en passant and promotion as a player meets them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "game.h"
#include "notation.h"
#include "variant_load.h"

static Variant *standard;

static int setup(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    standard = variant_load_file(CSM_TEST_DATA_DIR "/variants/standard.yaml", NULL, &d);
    diag_print(&d, stderr);
    diag_free(&d);
    return standard ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    variant_free(standard);
    return 0;
}

static Game *new_game(const char *fen)
{
    DiagSink d;
    diag_init(&d);
    Game *g = game_new(standard, fen, &d);
    diag_print(&d, stderr);
    diag_free(&d);
    assert_non_null(g);
    return g;
}

static void play(Game *g, const char *moves)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " ")) {
        int r = game_play_text(g, m);
        if (r != 0)
            fprintf(stderr, "move %s refused (%d)\n", m, r);
        assert_int_equal(r, 0);
    }
}

static void assert_fen(const Game *g, const char *expected)
{
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, expected);
}

static void test_fen_round_trip(void **state)
{
    (void)state;
    const char *fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/8/8/8/8/8/K6k b - - 12 40",
    };
    for (int i = 0; i < 4; i++) {
        Game *g = new_game(fens[i]);
        assert_fen(g, fens[i]);
        game_free(g);
    }
}

static void test_moves_and_clocks(void **state)
{
    (void)state;
    Game *g = new_game(NULL);
    assert_int_equal(g->nlegal, 20);
    play(g, "e2e4");
    assert_fen(g, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    play(g, "g8f6 g1f3");
    assert_fen(g, "rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2");
    assert_int_equal(game_play_text(g, "e2e4"), -1); /* no piece there any more */
    assert_int_equal(game_play_text(g, "f6e4"), 0);  /* capture resets the clock */
    assert_fen(g, "rnbqkb1r/pppppppp/8/8/4n3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
    game_free(g);
}

static void test_undo_redo(void **state)
{
    (void)state;
    Game *g = new_game(NULL);
    play(g, "e2e4 e7e5 g1f3");
    char after[256];
    game_fen(g, after, sizeof after);
    assert_true(game_undo(g));
    assert_true(game_undo(g));
    assert_fen(g, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_true(game_redo(g));
    assert_true(game_redo(g));
    assert_false(game_redo(g));
    assert_fen(g, after);
    assert_true(game_undo(g));
    play(g, "d2d4"); /* a new move forgets the redo line */
    assert_false(game_redo(g));
    while (game_undo(g)) {
    }
    assert_fen(g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_int_equal(g->length, 0);
    game_free(g);
}

static void test_repetition_count(void **state)
{
    (void)state;
    Game *g = new_game(NULL);
    assert_int_equal(game_position_count(g), 1);
    play(g, "g1f3 g8f6 f3g1 f6g8");
    assert_int_equal(game_position_count(g), 2);
    play(g, "g1f3");
    assert_int_equal(game_position_count(g), 2);
    play(g, "g8f6 f3g1 f6g8");
    assert_int_equal(game_position_count(g), 3);
    game_undo(g);
    assert_int_equal(game_position_count(g), 2);
    game_free(g);
}

static void test_castling(void **state)
{
    (void)state;
    Game *g = new_game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(g, "e1g1");
    assert_fen(g, "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    play(g, "e8c8");
    assert_fen(g, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    game_free(g);
    /* no castling through an attacked square, nor out of check */
    g = new_game("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    assert_int_equal(game_play_text(g, "e1g1"), -1);
    assert_int_equal(game_play_text(g, "e1c1"), 0);
    game_free(g);
    g = new_game("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    assert_int_equal(game_play_text(g, "e1g1"), -1);
    assert_int_equal(game_play_text(g, "e1c1"), -1);
    game_free(g);
    /* moving the rook loses that side's right */
    g = new_game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(g, "h1h2 a8a7");
    assert_fen(g, "4k2r/r7/8/8/8/8/7R/R3K3 w Qk - 2 2");
    game_free(g);
}

static void test_en_passant(void **state)
{
    (void)state;
    Game *g = new_game("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play(g, "e2e4");
    assert_fen(g, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    play(g, "d4e3");
    assert_fen(g, "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    game_undo(g);
    game_undo(g);
    play(g, "e2e3 d4e3"); /* a single step gives no en passant: d4e3 is a plain capture */
    assert_fen(g, "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    game_free(g);
    /* en passant that would expose the king along the rank is illegal */
    g = new_game("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert_int_equal(game_play_text(g, "e5d6"), -1);
    /* ...but the square stays: a pawn attacks it, as Fairy-Stockfish keeps it */
    assert_fen(g, "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    game_free(g);
    /* a square no piece could take on is not part of the position: not written, not
     * hashed (the same position as without it, for repetition) */
    Game *a = new_game("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    Game *b = new_game("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert_fen(a, "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert_true(a->pos.hash == b->pos.hash);
    game_free(a);
    game_free(b);
    a = new_game("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    play(a, "e2e4");
    b = new_game("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1");
    play(b, "e3e4");
    assert_true(a->pos.hash == b->pos.hash);
    game_free(a);
    game_free(b);
}

static void test_promotion_choices(void **state)
{
    (void)state;
    Game *g = new_game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    Move moves[16];
    int n = game_moves_from(g, sq_make(0, 6), moves, 16);
    assert_int_equal(n, 4);
    /* plain a7a8 needs a choice */
    assert_int_equal(game_play_text(g, "a7a8"), -2);
    assert_int_equal(game_play_text(g, "a7a8=knight"), 0);
    assert_fen(g, "N3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    game_undo(g);
    assert_int_equal(game_play_text(g, "a7a8q"), 0);
    assert_fen(g, "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    char text[32];
    move_text(standard, &g->moves[0], text, sizeof text);
    assert_string_equal(text, "a7a8=queen");
    game_free(g);
}

static void test_pins_and_check(void **state)
{
    (void)state;
    /* the knight on e2 is pinned: it has no legal move; the king must answer the check */
    Game *g = new_game("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    Move moves[16];
    assert_int_equal(game_moves_from(g, sq_make(4, 1), moves, 16), 0);
    game_free(g);
    g = new_game("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    for (int i = 0; i < g->nlegal; i++)
        assert_int_not_equal(sq_rank(g->legal[i].to), 0);
    assert_int_equal(g->nlegal, 3); /* d2, e2, f2 */
    game_free(g);
}

/* game_decide_with_a_move (the search's quiescence): without generating moves it ends a
 * game that a condition ends (a king on the hill), and leaves going one that only the
 * lack of a move would end (stalemate) or that goes on; game_decide sees all three. */
static GameResult decide_both(Game *g, bool with_moves)
{
    GameHistory h = {g->hashes, g->checked, g->length, NULL, false, NULL, NULL};
    const uint8_t(*kinds)[CSM_MAX_KINDS] = (const uint8_t(*)[CSM_MAX_KINDS])g->start_kinds;
    if (!with_moves)
        return game_decide_with_a_move(g->v, &g->pos, &h, kinds);
    Move legal[CSM_MAX_MOVES];
    int n;
    CsmRuntimeError err = {0};
    return game_decide(g->v, &g->pos, &h, kinds, false, legal, &n, &err);
}

static void test_decide_with_a_move(void **state)
{
    (void)state;
    Game *g = new_game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); /* stalemate */
    assert_int_equal(decide_both(g, true).status, GAME_DRAW);
    assert_int_equal(decide_both(g, false).status, GAME_ONGOING);
    game_free(g);
    g = new_game("7k/Q7/6K1/8/8/8/8/8 w - - 0 1");
    play(g, "a7a8"); /* checkmate: Black is in check, so quiescence would not ask */
    assert_int_equal(decide_both(g, true).status, GAME_WHITE_WINS);
    game_free(g);

    DiagSink d;
    diag_init(&d);
    Variant *hill = variant_load_file(CSM_TEST_DATA_DIR "/variants/king_of_the_hill.yaml", NULL, &d);
    diag_print(&d, stderr);
    diag_free(&d);
    assert_non_null(hill);
    g = game_new(hill, "4k3/p7/8/8/8/4K3/P7/8 w - - 0 1", NULL);
    assert_non_null(g);
    assert_int_equal(decide_both(g, false).status, GAME_ONGOING);
    assert_int_equal(game_play_text(g, "e3e4"), 0);
    GameResult r = decide_both(g, false);
    assert_int_equal(r.status, GAME_WHITE_WINS);
    assert_int_equal(decide_both(g, true).status, GAME_WHITE_WINS);
    game_free(g);
    variant_free(hill);

    /* equal_turns: White's king has reached the last rank; whether Black's reply draws
     * needs Black's moves, so without them the result stays open */
    diag_init(&d);
    Variant *race = variant_load_file(CSM_TEST_DATA_DIR "/variants/racing_kings.yaml", NULL, &d);
    diag_print(&d, stderr);
    diag_free(&d);
    assert_non_null(race);
    g = game_new(race, "K7/8/6k1/8/8/8/8/8 b - - 0 1", NULL); /* Black cannot reach: White wins */
    assert_non_null(g);
    assert_int_equal(decide_both(g, true).status, GAME_WHITE_WINS);
    r = decide_both(g, false);
    assert_int_equal(r.status, GAME_ONGOING);
    assert_string_equal(r.reason, "undecided");
    game_free(g);
    g = game_new(race, "K7/6k1/8/8/8/8/8/8 b - - 0 1", NULL); /* Black reaches g8: pending */
    assert_non_null(g);
    r = decide_both(g, true);
    assert_int_equal(r.status, GAME_ONGOING);
    assert_string_equal(r.reason, "pending");
    assert_string_equal(decide_both(g, false).reason, "undecided");
    game_free(g);
    variant_free(race);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fen_round_trip),  cmocka_unit_test(test_moves_and_clocks),
        cmocka_unit_test(test_undo_redo),       cmocka_unit_test(test_repetition_count),
        cmocka_unit_test(test_castling),        cmocka_unit_test(test_en_passant),
        cmocka_unit_test(test_promotion_choices), cmocka_unit_test(test_pins_and_check),
        cmocka_unit_test(test_decide_with_a_move),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
