/* test_scenarios.c — whole games: real move sequences played through game_play_text to a
 * decided result, checking the result AND its reason (the condition's name), for both
 * colours where it matters. Also the FEN round trip of the Three-Check counters. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "fen.h"
#include "game.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Scene {
    Variant *v;
    Game *g;
} Scene;

static Scene scene(const char *variant, const char *fen)
{
    Scene s;
    s.v = test_load(variant);
    DiagSink d;
    diag_init(&d);
    s.g = game_new(s.v, fen, &d);
    if (!s.g) {
        diag_print(&d, stderr);
        fail_msg("bad start position for %s", variant);
    }
    diag_free(&d);
    return s;
}

static void scene_free(Scene *s)
{
    game_free(s->g);
    variant_free(s->v);
}

/* Plays space-separated moves; each must be legal and the game undecided before it. */
static void play(Scene *s, const char *moves)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", moves);
    int n = 0;
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " ")) {
        n++;
        const GameResult *r = game_result(s->g);
        if (r->status != GAME_ONGOING)
            fail_msg("move %d (%s): the game is already over: %s %s", n, m, game_status_text(r->status), r->reason);
        int rc = game_play_text(s->g, m);
        if (rc != 0)
            fail_msg("move %d (%s) was refused (%d)", n, m, rc);
    }
}

static void expect(const Scene *s, GameStatus status, const char *reason)
{
    const GameResult *r = game_result(s->g);
    if (r->status != status || strcmp(r->reason, reason) != 0)
        fail_msg("expected %s (%s), got %s (%s)", game_status_text(status), reason, game_status_text(r->status),
                 r->reason);
    if (status != GAME_ONGOING)
        assert_int_equal(s->g->nlegal, 0); /* a finished game has no legal moves */
}

static void expect_ongoing(const Scene *s)
{
    const GameResult *r = game_result(s->g);
    if (r->status != GAME_ONGOING)
        fail_msg("expected the game to go on, got %s (%s)", game_status_text(r->status), r->reason);
    assert_true(s->g->nlegal > 0);
}

static void expect_refused(Scene *s, const char *move)
{
    int rc = game_play_text(s->g, move);
    if (rc == 0)
        fail_msg("%s should have been refused", move);
}

static void expect_fen(const Scene *s, const char *fen)
{
    char buf[512];
    game_fen(s->g, buf, sizeof buf);
    assert_string_equal(buf, fen);
}

#define STANDARD "variants/standard.yaml"

/* ---- standard endings ------------------------------------------------------------------- */

static void test_fools_mate(void **state)
{
    (void)state;
    Scene s = scene(STANDARD, NULL);
    play(&s, "f2f3 e7e5 g2g4");
    expect_ongoing(&s);
    play(&s, "d8h4");
    expect(&s, GAME_BLACK_WINS, "checkmate");
    expect_refused(&s, "a2a3"); /* nothing is legal once decided */
    /* undo reopens the game, redo decides it again */
    assert_true(game_undo(s.g));
    expect_ongoing(&s);
    assert_true(game_redo(s.g));
    expect(&s, GAME_BLACK_WINS, "checkmate");
    scene_free(&s);
}

static void test_white_mate(void **state)
{
    (void)state;
    Scene s = scene(STANDARD, NULL);
    play(&s, "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7");
    expect(&s, GAME_WHITE_WINS, "checkmate");
    scene_free(&s);
}

static void test_stalemate(void **state)
{
    (void)state;
    Scene s = scene(STANDARD, "7k/8/5QK1/8/8/8/8/8 w - - 0 1");
    play(&s, "f6f7");
    expect(&s, GAME_DRAW, "stalemate");
    scene_free(&s);
    /* Black stalemates White */
    s = scene(STANDARD, "8/8/8/8/8/5qk1/8/7K b - - 0 1");
    play(&s, "f3f2");
    expect(&s, GAME_DRAW, "stalemate");
    scene_free(&s);
}

static void test_threefold(void **state)
{
    (void)state;
    Scene s = scene(STANDARD, NULL);
    play(&s, "g1f3 g8f6 f3g1 f6g8");
    expect_ongoing(&s); /* the start position twice */
    assert_int_equal(game_position_count(s.g), 2);
    play(&s, "g1f3 g8f6 f3g1");
    expect_ongoing(&s);
    play(&s, "f6g8");
    expect(&s, GAME_DRAW, "repetition");
    assert_int_equal(game_position_count(s.g), 3);
    scene_free(&s);
}

static void test_fivefold(void **state)
{
    (void)state;
    Scene s = scene("tests/variants/fivefold.yaml", NULL);
    for (int i = 0; i < 3; i++) {
        play(&s, "g1f3 g8f6 f3g1 f6g8");
        expect_ongoing(&s); /* 2, 3 and 4 times: not yet */
    }
    play(&s, "g1f3 g8f6 f3g1 f6g8");
    expect(&s, GAME_DRAW, "repetition");
    assert_int_equal(game_position_count(s.g), 5);
    scene_free(&s);
}

static void test_fifty_moves(void **state)
{
    (void)state;
    Scene s = scene(STANDARD, "8/8/8/4k3/8/8/4K3/R7 w - - 99 60");
    play(&s, "a1a2");
    expect(&s, GAME_DRAW, "fifty_moves");
    scene_free(&s);
    /* a capture on the hundredth ply resets the clock instead */
    s = scene(STANDARD, "8/8/8/4k3/8/8/4K3/R6r w - - 99 60");
    play(&s, "a1h1");
    expect_ongoing(&s);
    expect_fen(&s, "8/8/8/4k3/8/8/4K3/7R b - - 0 60");
    scene_free(&s);
}

static void test_fifty_moves_black(void **state)
{
    (void)state;
    Scene s = scene(STANDARD, "r7/8/8/4k3/8/8/4K3/8 b - - 99 60");
    play(&s, "a8a7");
    expect(&s, GAME_DRAW, "fifty_moves");
    scene_free(&s);
    /* a pawn move resets it */
    s = scene(STANDARD, "r7/7p/8/4k3/8/8/4K3/8 b - - 99 60");
    play(&s, "h7h6");
    expect_ongoing(&s);
    expect_fen(&s, "r7/8/7p/4k3/8/8/4K3/8 w - - 0 61");
    scene_free(&s);
}

static void test_insufficient(void **state)
{
    (void)state;
    /* White's king takes the last rook: K+N v K */
    Scene s = scene(STANDARD, "4k3/8/8/8/8/8/3r4/3NK3 w - - 0 1");
    expect_ongoing(&s);
    play(&s, "e1d2");
    expect(&s, GAME_DRAW, "insufficient");
    scene_free(&s);
    /* Black's bishop takes the last pawn: K v K+B */
    s = scene(STANDARD, "4k3/8/8/2b5/8/8/5P2/4K3 b - - 0 1");
    play(&s, "c5f2");
    expect(&s, GAME_DRAW, "insufficient");
    scene_free(&s);
}

/* ---- variants -------------------------------------------------------------------------------- */

static void test_king_of_the_hill(void **state)
{
    (void)state;
    Scene s = scene("variants/king_of_the_hill.yaml", NULL);
    play(&s, "e2e3 a7a6 e1e2 a6a5 e2d3 a5a4");
    expect_ongoing(&s);
    play(&s, "d3d4");
    expect(&s, GAME_WHITE_WINS, "hill");
    scene_free(&s);
    s = scene("variants/king_of_the_hill.yaml", NULL);
    play(&s, "a2a3 e7e6 a3a4 e8e7 a4a5 e7d6 a5a6");
    expect_ongoing(&s);
    play(&s, "d6d5");
    expect(&s, GAME_BLACK_WINS, "hill");
    scene_free(&s);
}

static void test_three_check(void **state)
{
    (void)state;
    Scene s = scene("variants/three_check.yaml", NULL);
    play(&s, "e2e4 f7f6 d1h5");
    expect_fen(&s, "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2");
    play(&s, "g7g6 h5g6 h7g6 f1e2 e7e6 e2h5");
    expect_ongoing(&s);
    expect_fen(&s, "rnbqkbnr/pppp4/4ppp1/7B/4P3/8/PPPP1PPP/RNB1K1NR b KQkq - 1+3 1 5");
    play(&s, "a7a6 h5g6"); /* the third check, not a mate: the king has e7 */
    expect(&s, GAME_WHITE_WINS, "three_checks");
    scene_free(&s);
    /* Black's third check, from a FEN that carries two */
    s = scene("variants/three_check.yaml", "4k3/8/8/8/8/3q4/8/R3K3 b - - 0 1 checks=0,2");
    play(&s, "d3d2");
    expect(&s, GAME_BLACK_WINS, "three_checks");
    expect_fen(&s, "4k3/8/8/8/8/8/3q4/R3K3 w - - 3+0 1 2");
    scene_free(&s);
}

static void test_three_check_fen_roundtrip(void **state)
{
    (void)state;
    Variant *v = test_load("variants/three_check.yaml");
    static const char *const fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
        "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2",
        "4k3/8/8/8/8/8/3q4/R3K3 b - - 3+1 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 1+1 7 30",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        Position pos;
        DiagSink d;
        diag_init(&d);
        assert_true(fen_parse(v, fens[i], &pos, "fen", &d));
        char out[256];
        fen_write(v, &pos, out, sizeof out);
        assert_string_equal(out, fens[i]);
        diag_free(&d);
    }
    /* without the field the counts start at zero, and are written back (as checks still to
     * give, the form Fairy-Stockfish and python-chess read) */
    Position pos;
    assert_true(fen_parse(v, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &pos, "fen", NULL));
    assert_int_equal(pos.checks[0], 0);
    char out[256];
    fen_write(v, &pos, out, sizeof out);
    assert_string_equal(out, "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1");
    /* the counts are part of the position: same board, different counts, different hash */
    Position other;
    assert_true(fen_parse(v, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks=1,0", &other, "fen", NULL));
    assert_true(pos.hash != other.hash);
    variant_free(v);
}

static void test_racing_kings(void **state)
{
    (void)state;
    /* a move that gives check is refused: the e2 knight to c3 would attack a2 */
    Scene s = scene("variants/racing_kings.yaml", NULL);
    assert_int_equal(s.g->nlegal, 21);
    expect_refused(&s, "e2c3");
    play(&s, "h2h3");
    expect_ongoing(&s);
    scene_free(&s);

    /* White arrives, Black arrives right after: a draw */
    s = scene("variants/racing_kings.yaml", "8/k5K1/8/8/8/8/8/8 w - - 0 1");
    play(&s, "g7g8");
    expect(&s, GAME_ONGOING, "pending");
    play(&s, "a7b8");
    expect(&s, GAME_DRAW, "racing (both)");
    scene_free(&s);

    /* White arrives, Black could but does not: White wins */
    s = scene("variants/racing_kings.yaml", "8/k5K1/8/8/8/8/8/8 w - - 0 1");
    play(&s, "g7g8 a7a6");
    expect(&s, GAME_WHITE_WINS, "racing");
    scene_free(&s);

    /* White arrives and Black cannot reach: White wins at once */
    s = scene("variants/racing_kings.yaml", "8/6K1/8/k7/8/8/8/8 w - - 0 1");
    play(&s, "g7g8");
    expect(&s, GAME_WHITE_WINS, "racing");
    scene_free(&s);

    /* Black arrives first: Black wins at once (it moves second anyway) */
    s = scene("variants/racing_kings.yaml", "8/k7/8/8/8/8/6K1/8 b - - 0 1");
    play(&s, "a7a8");
    expect(&s, GAME_BLACK_WINS, "racing");
    scene_free(&s);
}

static void test_antichess(void **state)
{
    (void)state;
    /* captures are compulsory */
    Scene s = scene("variants/antichess.yaml", NULL);
    play(&s, "e2e4 d7d5");
    expect_refused(&s, "g1f3");
    assert_int_equal(s.g->nlegal, 1);
    play(&s, "e4d5");
    expect_refused(&s, "a7a6");
    play(&s, "d8d5");
    expect_ongoing(&s);
    scene_free(&s);

    /* losing every piece wins: Black takes White's last piece, White wins */
    s = scene("variants/antichess.yaml", "8/8/8/8/8/8/1p6/R7 b - - 0 1");
    expect_refused(&s, "b2b1=queen"); /* the capture is compulsory */
    play(&s, "b2a1=king");
    expect(&s, GAME_WHITE_WINS, "lose_all");
    scene_free(&s);
    /* and the other way round */
    s = scene("variants/antichess.yaml", "8/8/8/8/8/2k5/1R6/8 w - - 0 1");
    play(&s, "b2b3");
    expect_ongoing(&s);
    play(&s, "c3b3");
    expect(&s, GAME_WHITE_WINS, "lose_all");
    scene_free(&s);
    s = scene("variants/antichess.yaml", "8/8/8/8/8/2K5/1r6/8 b - - 0 1");
    play(&s, "b2b3 c3b3");
    expect(&s, GAME_BLACK_WINS, "lose_all");
    scene_free(&s);

    /* stalemate wins: White is left without a move */
    s = scene("variants/antichess.yaml", "8/8/8/8/p7/8/P7/8 b - - 0 1");
    play(&s, "a4a3");
    expect(&s, GAME_WHITE_WINS, "stalemate_wins");
    scene_free(&s);
    s = scene("variants/antichess.yaml", "8/p7/8/P7/8/8/8/8 w - - 0 1");
    play(&s, "a5a6");
    expect(&s, GAME_BLACK_WINS, "stalemate_wins");
    scene_free(&s);

    /* the king is no royal piece: it may step onto attacked squares (a1, b1) */
    s = scene("variants/antichess.yaml", "8/8/8/8/8/8/k7/2R1K3 b - - 0 1");
    assert_int_equal(s.g->nlegal, 5);
    scene_free(&s);
}

static void test_horde(void **state)
{
    (void)state;
    Scene s = scene("variants/horde.yaml", NULL);
    assert_int_equal(s.g->nlegal, 8);
    scene_free(&s);
    /* White mates with a promotion */
    s = scene("variants/horde.yaml", "k7/ppP5/8/8/8/8/8/8 w - - 0 1");
    play(&s, "c7c8=queen");
    expect(&s, GAME_WHITE_WINS, "white_wins");
    scene_free(&s);
    /* Black takes the last White pieces */
    s = scene("variants/horde.yaml", "4k3/8/8/8/8/8/3q4/4P2P b - - 0 1");
    play(&s, "d2e1");
    expect_ongoing(&s);
    play(&s, "h1h2 e1h4 h2h3");
    expect_ongoing(&s);
    play(&s, "h4h3");
    expect(&s, GAME_BLACK_WINS, "black_wins");
    scene_free(&s);
    /* White has no king: checkmate never applies to White, and "black_wins" only to Black */
    s = scene("variants/horde.yaml", "4k3/8/8/8/8/8/8/4q2P w - - 0 1");
    play(&s, "h1h2");
    expect_ongoing(&s);
    scene_free(&s);
}

static void test_domination(void **state)
{
    (void)state;
    /* both halves: king in the centre and the opponent down to five pieces */
    Scene s = scene("variants/domination.yaml", "4k3/pppp4/8/8/8/4K3/8/8 w - - 0 1");
    play(&s, "e3e4");
    expect(&s, GAME_WHITE_WINS, "domination");
    scene_free(&s);
    /* centre, but six pieces left */
    s = scene("variants/domination.yaml", "4k3/ppppp3/8/8/8/4K3/8/8 w - - 0 1");
    play(&s, "e3e4");
    expect_ongoing(&s);
    scene_free(&s);
    /* five pieces, but not the centre */
    s = scene("variants/domination.yaml", "4k3/pppp4/8/8/8/4K3/8/8 w - - 0 1");
    play(&s, "e3f3");
    expect_ongoing(&s);
    scene_free(&s);
    /* Black dominates by taking a centre pawn, which brings White down to five */
    s = scene("variants/domination.yaml", "8/8/3k4/4P3/8/8/PPPP4/4K3 b - - 0 1");
    play(&s, "d6d5"); /* the centre, but White still has six */
    expect_ongoing(&s);
    play(&s, "a2a3 d5e5");
    expect(&s, GAME_BLACK_WINS, "domination");
    scene_free(&s);
}

static void test_king_capture(void **state)
{
    (void)state;
    Scene s = scene("variants/king_capture.yaml", NULL);
    play(&s, "f2f3 e7e5 g2g4 d8h4");
    expect_ongoing(&s); /* "mate" is no ending here */
    play(&s, "a2a3"); /* leaving the king attacked is allowed */
    expect_ongoing(&s);
    play(&s, "h4e1");
    expect(&s, GAME_BLACK_WINS, "king_captured");
    scene_free(&s);
    s = scene("variants/king_capture.yaml", NULL);
    play(&s, "e2e4 f7f5 d1h5 a7a6 h5e8");
    expect(&s, GAME_WHITE_WINS, "king_captured");
    scene_free(&s);
}

static void test_no_checkmate(void **state)
{
    (void)state;
    /* with checkmate removed, a mated side simply has no move: a draw by the general rule */
    Scene s = scene("tests/variants/no_checkmate.yaml", NULL);
    play(&s, "f2f3 e7e5 g2g4 d8h4");
    expect(&s, GAME_DRAW, "no legal moves");
    scene_free(&s);
}

/* game_decide: the mover's victory comes first when both players fulfil a condition */
static void test_mover_first(void **state)
{
    (void)state;
    /* three pieces each; the capture leaves Black two, and "either" holds for both */
    Scene s = scene("tests/variants/mover_first.yaml", "4k3/p7/8/8/8/8/7p/R3K2B w - - 0 1");
    expect_ongoing(&s);
    play(&s, "a1a7");
    expect(&s, GAME_WHITE_WINS, "either");
    scene_free(&s);
    s = scene("tests/variants/mover_first.yaml", "r3k2b/7P/8/8/8/8/P7/4K3 b - - 0 1");
    expect_ongoing(&s);
    play(&s, "a8a2");
    expect(&s, GAME_BLACK_WINS, "either");
    scene_free(&s);
}

/* white_ and black_ conditions belong to one colour */
static void test_colour_only_names(void **state)
{
    (void)state;
    /* Black's king stands on rank 8, but white_far is White's only */
    Scene s = scene("tests/variants/colour_only.yaml", "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1");
    expect_ongoing(&s);
    /* White's king on the hill: black_hill is Black's only */
    play(&s, "e1e2 e8e7 e2e3 e7e6 e3d4");
    expect_ongoing(&s);
    play(&s, "a7a6 d4c4 e6e5");
    expect(&s, GAME_BLACK_WINS, "black_hill");
    scene_free(&s);
    /* and White's own condition */
    s = scene("tests/variants/colour_only.yaml", "8/6K1/8/8/8/8/p7/k7 w - - 0 1");
    play(&s, "g7g8");
    expect(&s, GAME_WHITE_WINS, "white_far");
    scene_free(&s);
}

static void test_perft_stops_at_decided(void **state)
{
    (void)state;
    /* fool's mate one ply before the end: perft(2) counts no replies below the mate */
    Variant *v = test_load(STANDARD);
    Position pos;
    assert_true(fen_parse(v, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", &pos, "fen", NULL));
    Game *g = game_new(v, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", NULL);
    uint64_t expect_nodes = 0;
    for (int i = 0; i < g->nlegal; i++) {
        Undo u;
        Move m = g->legal[i];
        rules_make(v, &pos, &m, &u);
        static Move buf[CSM_MAX_MOVES];
        CsmRuntimeError err = {0};
        int n = rules_legal_moves(v, &pos, buf, CSM_MAX_MOVES, &err);
        expect_nodes += (uint64_t)n; /* a mated side has no moves anyway */
        if (m.from == sq_make(3, 7) && m.to == sq_make(7, 3))
            assert_int_equal(n, 0); /* Qh4# */
        rules_unmake(v, &pos, &u);
    }
    assert_int_equal(game_perft(v, &pos, 2), expect_nodes);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fools_mate),
        cmocka_unit_test(test_white_mate),
        cmocka_unit_test(test_stalemate),
        cmocka_unit_test(test_threefold),
        cmocka_unit_test(test_fivefold),
        cmocka_unit_test(test_fifty_moves),
        cmocka_unit_test(test_fifty_moves_black),
        cmocka_unit_test(test_insufficient),
        cmocka_unit_test(test_king_of_the_hill),
        cmocka_unit_test(test_three_check),
        cmocka_unit_test(test_three_check_fen_roundtrip),
        cmocka_unit_test(test_racing_kings),
        cmocka_unit_test(test_antichess),
        cmocka_unit_test(test_horde),
        cmocka_unit_test(test_domination),
        cmocka_unit_test(test_king_capture),
        cmocka_unit_test(test_no_checkmate),
        cmocka_unit_test(test_mover_first),
        cmocka_unit_test(test_colour_only_names),
        cmocka_unit_test(test_perft_stops_at_decided),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
