/* test_relative_ep.c — side-relative zones (`rank -1`) in promotion, conditions and
 * scripts; en passant after a diagonal (Berolina) double step and a three-square step,
 * on every square passed, through FEN and undo. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "game.h"
#include "notation.h"
#include "variant_load.h"

/* The legal moves of the piece on `from`, as sorted text (`e7e8=queen e7e8=knight`). */
static void moves_from(const Game *g, const char *from, char *buf, size_t size)
{
    Square sq;
    assert_true(square_parse(from, g->pos.files, g->pos.ranks, &sq) > 0);
    Move ms[256];
    int n = game_moves_from(g, sq, ms, 256);
    char names[256][32];
    for (int i = 0; i < n; i++)
        move_text(g->v, &ms[i], names[i], sizeof names[i]);
    qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        strncat(buf, i ? " " : "", size - strlen(buf) - 1);
        strncat(buf, names[i], size - strlen(buf) - 1);
    }
}

static void expect_moves(const Game *g, const char *from, const char *expected)
{
    char buf[2048];
    moves_from(g, from, buf, sizeof buf);
    if (strcmp(buf, expected) != 0)
        fail_msg("moves from %s: expected '%s', got '%s'", from, expected, buf);
}

/* Plays `move` (0 when `move` is NULL: nothing played) and checks the FEN then. */
static void expect_fen_after(Game *g, const char *move, const char *fen)
{
    if (move)
        assert_int_equal(game_play_text(g, move), 0);
    char got[256];
    game_fen(g, got, sizeof got);
    assert_string_equal(got, fen);
}

/* The variant file `text` does not load; its first message is `message`. */
static void expect_load_error(const char *text, const char *message)
{
    DiagSink d;
    diag_init(&d);
    assert_null(variant_load_text(text, "b.yaml", NULL, &d));
    assert_true(d.count > 0);
    char buf[512];
    diag_format(&d.items[0], buf, sizeof buf);
    assert_string_equal(buf, message);
    diag_free(&d);
}

static void test_relative_promotion(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/relative_zones.yaml");
    /* White promotes on rank 8, Black on rank 1: one zone `rank -1` says both */
    Game *g = test_start(v, "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1");
    expect_moves(g, "a7", "a7a8=knight a7a8=queen");
    assert_int_equal(game_play_text(g, "a7a8=knight"), 0);
    expect_moves(g, "h2", "h2h1=knight h2h1=queen");
    game_free(g);
    variant_free(v);
}

/* promotion: to: { white: [...], black: [...] }: each side chooses from its own list. */
static void test_promotion_by_side(void **state)
{
    (void)state;
    Variant *v = test_load_clean("tests/variants/side_promotion.yaml");
    Game *g = test_start(v, "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1");
    expect_moves(g, "a7", "a7a8=chancellor a7a8=knight a7a8=rook");
    assert_int_equal(game_play_text(g, "a7a8=knight"), 0);
    expect_moves(g, "h2", "h2h1=bishop h2h1=queen h2h1=rook");
    game_free(g);
    variant_free(v);
    /* located errors: a side left out, a key that is no side */
    static const char *const bad[] = {"{ white: [rook] }", "{ white: [rook], red: [rook] }", "{ white: [rook], black: [] }"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, "game: b\nextends: \"Standard Chess\"\npieces:\n  pawn:\n"
                                    "    promotion: { to: %s, zone: last_rank }\n", bad[i]);
        DiagSink d;
        diag_init(&d);
        assert_null(variant_load_text(text, "b.yaml", NULL, &d));
        assert_true(d.count > 0);
        assert_int_equal(d.items[0].line, 5);
        assert_non_null(strstr(d.items[0].message, "gives both 'white' and 'black'"));
        diag_free(&d);
    }
}

static void test_relative_condition(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/relative_zones.yaml");
    /* a king on its own far rank wins: White's on rank 8, Black's on rank 1 (pawns
     * keep the insufficient-material draw away) */
    Game *g = test_start(v, "8/3K3p/8/8/8/8/P4k2/8 w - - 0 1");
    assert_int_equal(game_play_text(g, "d7d8"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "far_king");
    game_free(g);
    g = test_start(v, "8/3K3p/8/8/8/8/P4k2/8 b - - 0 1");
    assert_int_equal(game_play_text(g, "f2f1"), 0);
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    game_free(g);
    /* Black's king already on rank 1, its far rank: decided on the start position */
    g = test_start(v, "8/3K3p/8/8/8/8/P7/5k2 w - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    game_free(g);
    /* kings on their own first ranks (rank 8 is White's far rank, not Black's) */
    g = test_start(v, "5k2/7p/8/8/8/8/P7/3K4 w - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    variant_free(v);
}

static void test_relative_zone_in_a_script(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/relative_zones.yaml");
    /* heralds double-step only from their own camp (White: ranks 1-2, Black: 7-8) */
    Game *g = test_start(v, "4k3/2h5/8/8/5h2/1H6/6H1/4K3 w - - 0 1");
    expect_moves(g, "g2", "g2g3 g2g4");
    expect_moves(g, "b3", "b3b4");
    assert_int_equal(game_play_text(g, "g2g3"), 0);
    expect_moves(g, "c7", "c7c5 c7c6");
    expect_moves(g, "f4", "f4f3");
    game_free(g);
    variant_free(v);
}

static void test_berolina_en_passant(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/berolina.yaml");
    Game *g = test_start(v, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    expect_moves(g, "e2", "e2c4 e2d3 e2f3 e2g4");
    expect_fen_after(g, "e2c4", "4k3/8/8/8/2Pp4/8/8/4K3 b - d3 0 1"); /* passes d3 */
    /* the black Berolina pawn captures straight forward: onto d3, removing c4 */
    expect_moves(g, "d4", "d4c3 d4d3 d4e3");
    expect_fen_after(g, "d4d3", "4k3/8/8/8/8/3p4/8/4K3 w - - 0 2");
    /* the same from the FEN: the passed square names the line to the piece */
    game_free(g);
    g = test_start(v, "4k3/8/8/8/2Pp4/8/8/4K3 b - d3 0 1");
    expect_moves(g, "d4", "d4c3 d4d3 d4e3");
    assert_int_equal(game_play_text(g, "d4d3"), 0);
    assert_true(game_undo(g));
    expect_fen_after(g, NULL, "4k3/8/8/8/2Pp4/8/8/4K3 b - d3 0 1");
    game_free(g);
    variant_free(v);
}

/* en_passant: victim (a sergeant's double step may be taken en passant by a pawn; the
 * sergeant never takes so) and initial_zone (its initial moves start from a zone). */
static void test_en_passant_victim_and_initial_zone(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/sergeant.yaml");
    /* initial moves from the zone: b3 (White's, not rank 3 elsewhere) and rank 2 */
    Game *g = test_start(v, "4k3/8/8/8/8/1S1S4/4S3/4K3 w - - 0 1");
    expect_moves(g, "b3", "b3a4 b3b4 b3b5 b3c4");
    expect_moves(g, "d3", "d3c4 d3d4 d3e4");
    expect_moves(g, "e2", "e2e3 e2e4 e2f3"); /* (d3: its own piece) */
    game_free(g);
    /* Black's zone: rank 7 and g6; the lame double step needs the square passed empty */
    g = test_start(v, "4k3/3s4/6s1/8/8/8/8/4K3 b - - 0 1");
    expect_moves(g, "g6", "g6f5 g6g4 g6g5 g6h5");
    expect_moves(g, "d7", "d7c6 d7d5 d7d6 d7e6");
    game_free(g);
    /* a pawn takes the sergeant's double step en passant ... */
    g = test_start(v, "4k3/8/8/8/3p4/8/4S3/4K3 w - - 0 1");
    expect_fen_after(g, "e2e4", "4k3/8/8/8/3pS3/8/8/4K3 b - e3 1 1");
    expect_moves(g, "d4", "d4d3 d4e3");
    expect_fen_after(g, "d4e3", "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    game_free(g);
    /* ... and from the FEN; a sergeant never takes a pawn's double step so */
    g = test_start(v, "4k3/8/8/8/3pS3/8/8/4K3 b - e3 0 1");
    expect_moves(g, "d4", "d4d3 d4e3");
    game_free(g);
    g = test_start(v, "4k3/3p4/8/4S3/8/8/8/4K3 b - - 0 1");
    expect_fen_after(g, "d7d5", "4k3/8/8/3pS3/8/8/8/4K3 w - - 0 2");
    Square e5;
    assert_true(square_parse("e5", 8, 8, &e5) > 0);
    Move ms[64];
    assert_int_equal(game_moves_from(g, e5, ms, 64), 3); /* d6 e6 f6, no en passant beside them */
    game_free(g);
    variant_free(v);
    /* located errors: a value that is none, initial_zone without betza or with no zone */
    static const struct {
        const char *piece, *message;
    } bad[] = {
        {"{ letter: s, en_passant: sometimes, betza: fK }",
         "b.yaml:5:38: en_passant is true, false or 'victim' (taken en passant, never taking so), not 'sometimes'"},
        {"{ letter: s, initial_zone: nowhere, betza: ifmnD }", "b.yaml:5:40: initial_zone 'nowhere' is not one of the board's zones"},
        {"{ letter: s, initial_zone: start, chessembly: \"move(0, 1);\" }",
         "b.yaml:5:40: initial_zone says where Betza's initial moves (i) start: it goes with betza"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, "game: b\nextends: \"Standard Chess\"\nboard: { zones: { start: [rank 3] } }\n"
                                    "pieces:\n  sergeant: %s\n", bad[i].piece);
        expect_load_error(text, bad[i].message);
    }
}

static void test_three_step_en_passant(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/triple_step.yaml");
    Game *g = test_start(v, "4k3/8/8/5p2/3p4/8/4P3/4K3 w - - 0 1");
    expect_moves(g, "e2", "e2e3 e2e4 e2e5");
    assert_int_equal(game_play_text(g, "e2e5"), 0); /* passes e3 and e4 */
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/4Pp2/3p4/8/8/4K3 b - e3 0 1");
    /* either square passed: d4 takes on e3, f5 on e4; both remove e5 */
    expect_moves(g, "d4", "d4d3 d4e3");
    expect_moves(g, "f5", "f5e4 f5f4");
    assert_int_equal(game_play_text(g, "f5e4"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/8/3pp3/8/8/4K3 w - - 0 2");
    assert_true(game_undo(g));
    assert_int_equal(game_play_text(g, "d4e3"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/5p2/8/4p3/8/4K3 w - - 0 2");
    /* a single or double step is no three-step: after e2e4 only e3 was passed */
    game_free(g);
    g = test_start(v, "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
    assert_int_equal(game_play_text(g, "e2e4"), 0);
    expect_moves(g, "f4", "f4e3 f4f3");
    game_free(g);
    variant_free(v);
}

/* rules: en_passant_zone: a piece takes en passant only on a square passed that lies in
 * the zone as the capturing side sees it; with none there, no en passant square stays. */
static void test_en_passant_zone(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/ep_zone.yaml");
    assert_true(v->rules.en_passant_zone > 0);
    /* Black's zone is rank 3: d4 takes on e3, f5 may not take on e4 (rank 4 is White's) */
    Game *g = test_start(v, "4k3/8/8/5p2/3p4/8/4P3/4K3 w - - 0 1");
    assert_int_equal(game_play_text(g, "e2e5"), 0);
    expect_moves(g, "d4", "d4d3 d4e3");
    expect_moves(g, "f5", "f5f4");
    game_free(g);
    /* White's zone is rank 5: after e7e4, f4 takes on e5, d5 may not take on e6; c6 may
     * not take on d6 after d7d5, so that step leaves no en passant square in the FEN */
    g = test_start(v, "4k3/4p3/8/3P4/5P2/8/8/4K3 b - - 0 1");
    assert_int_equal(game_play_text(g, "e7e4"), 0);
    expect_moves(g, "f4", "f4e5 f4f5");
    expect_moves(g, "d5", "d5d6");
    game_free(g);
    g = test_start(v, "4k3/3p4/2P5/8/8/8/8/4K3 b - - 0 1");
    assert_int_equal(game_play_text(g, "d7d5"), 0);
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/2P5/3p4/8/8/8/4K3 w - - 0 2");
    game_free(g);
    variant_free(v);
}

static void test_zone_errors_located(void **state)
{
    (void)state;
    const char *text = "game: \"Zone Typos\"\n"
                       "extends: \"Standard Chess\"\n"
                       "board:\n"
                       "  zones:\n"
                       "    far: [rank -1]\n"
                       "    bad: [rank -9]\n"
                       "pieces:\n"
                       "  herald: { letter: h, chessembly: \"zone(fra, 0, 1) move(0, 1);\" }\n";
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "typos.yaml", NULL, &d);
    assert_null(v);
    assert_int_equal(d.count, 2);
    char buf[512];
    diag_format(&d.items[0], buf, sizeof buf);
    assert_string_equal(buf, "typos.yaml:6:11: rank -9 (counted from the owner's far edge) is not on this 8x8 board");
    diag_format(&d.items[1], buf, sizeof buf);
    assert_string_equal(buf,
                        "typos.yaml:8:42: unknown zone 'fra' in 'zone' (zones are declared under board: zones:)");
    diag_free(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_relative_promotion),
        cmocka_unit_test(test_promotion_by_side),
        cmocka_unit_test(test_relative_condition),
        cmocka_unit_test(test_relative_zone_in_a_script),
        cmocka_unit_test(test_berolina_en_passant),
        cmocka_unit_test(test_en_passant_victim_and_initial_zone),
        cmocka_unit_test(test_three_step_en_passant),
        cmocka_unit_test(test_en_passant_zone),
        cmocka_unit_test(test_zone_errors_located),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
