/* test_cond_more.c — the richer condition atoms (pieces in a zone, game variables,
 * comparing the two sides), the evaluation point (the start position is judged too),
 * and the variant-level after_move actions, in scenario games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "cond.h"
#include "fen.h"
#include "game.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void expect(const Game *g, GameStatus status, const char *reason)
{
    const GameResult *r = game_result(g);
    if (r->status != status || strcmp(r->reason, reason) != 0)
        fail_msg("expected %s (%s), got %s (%s)", game_status_text(status), reason, game_status_text(r->status),
                 r->reason);
}

/* pieces in goal >= 3: the third piece on rank 5 wins; two are not enough */
static void test_pieces_in_zone(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_invasion.yaml");
    Game *g = test_start(v, NULL);
    test_play_line(g, "e2e4 a7a6 e4e5 a6a5 d2d4 h7h6 d4d5 h6h5 c2c4 b7b6");
    expect(g, GAME_ONGOING, ""); /* White 2 on rank 5 (d5, e5), Black 2 (a5, h5) */
    test_play_line(g, "c4c5");
    expect(g, GAME_WHITE_WINS, "invasion");
    assert_int_equal(g->nlegal, 0);
    game_free(g);
    variant_free(v);
}

/* pieces > opponent.pieces: the first capture wins; the count is per side */
static void test_compare_sides(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_ahead.yaml");
    Game *g = test_start(v, NULL);
    test_play_line(g, "e2e4 d7d5");
    expect(g, GAME_ONGOING, "");
    test_play_line(g, "e4d5");
    expect(g, GAME_WHITE_WINS, "ahead");
    game_free(g);
    g = test_start(v, NULL);
    test_play_line(g, "e2e4 d7d5 g1f3 d5e4");
    expect(g, GAME_BLACK_WINS, "ahead");
    game_free(g);
    variant_free(v);
}

/* The evaluation point: conditions are judged after every move AND on the start
 * position; a start that already fulfils a condition is decided before any move. */
static void test_start_position_is_judged(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_invasion.yaml");
    Game *g = test_start(v, "4k3/8/8/PPP5/8/8/8/4K3 b - - 0 1");
    expect(g, GAME_WHITE_WINS, "invasion");
    assert_int_equal(g->nlegal, 0);
    game_free(g);
    g = test_start(v, "4k3/8/8/PP6/8/8/8/4K3 w - - 0 1");
    expect(g, GAME_ONGOING, "");
    test_play_line(g, "e1d2");
    expect(g, GAME_ONGOING, "");
    game_free(g);
    variant_free(v);
}

static void expect_vars(const Game *g, const char *tail)
{
    char fen[512];
    game_fen(g, fen, sizeof fen);
    const char *vars = strstr(fen, " vars=");
    if (!vars || strcmp(vars + 1, tail) != 0)
        fail_msg("FEN %s: expected the field '%s'", fen, tail);
}

/* after_move: a ply counter read by a draw condition (var turns >= 6), a cycling phase
 * read by the knight's script, both undone with the move. */
static void test_after_move_and_var(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_turns.yaml");
    Game *g = test_start(v, NULL);
    test_play_line(g, "g1f3"); /* phase 0 before the move: the knight may go */
    expect_vars(g, "vars=phase:1,turns:1");
    assert_int_not_equal(game_play_text(g, "g8f6"), 0); /* phase 1: knights stay */
    test_play_line(g, "e7e5 e2e4");
    expect_vars(g, "vars=turns:3"); /* a variable at 0 is left out of the FEN */
    test_play_line(g, "g8f6 d2d4");
    expect(g, GAME_ONGOING, "");
    expect_vars(g, "vars=phase:2,turns:5");
    test_play_line(g, "d7d5");
    expect(g, GAME_DRAW, "turn_limit");
    assert_true(game_undo(g));
    expect(g, GAME_ONGOING, "");
    expect_vars(g, "vars=phase:2,turns:5");
    game_free(g);
    /* perft from the start: each ply's legal moves depend on the phase it reaches */
    Position pos;
    DiagSink d;
    diag_init(&d);
    assert_true(fen_parse(v, v->setup, &pos, "setup", &d));
    diag_free(&d);
    uint64_t hash = pos.hash;
    /* ply 1: 20 moves (phase 0); ply 2: Black without knights (16) */
    assert_int_equal(game_perft(v, &pos, 1), 20);
    assert_int_equal(game_perft(v, &pos, 2), 20 * 16);
    assert_int_equal(pos.hash, hash);
    assert_int_equal(pos.vars[0] + pos.vars[1], 0);
    variant_free(v);
}

static void roundtrip(const Variant *v, const char *text, const char *printed)
{
    DiagSink d;
    diag_init(&d);
    Cond *c = cond_parse(text, NULL, v, &d);
    if (!c)
        diag_print(&d, stderr);
    assert_non_null(c);
    char buf[256];
    cond_print(c, v, buf, sizeof buf);
    assert_string_equal(buf, printed);
    Cond *again = cond_parse(buf, NULL, v, &d);
    assert_non_null(again);
    char buf2[256];
    cond_print(again, v, buf2, sizeof buf2);
    assert_string_equal(buf2, printed);
    cond_free(c);
    cond_free(again);
    diag_free(&d);
}

static void parse_error(const Variant *v, const char *text, const char *message)
{
    DiagSink d;
    diag_init(&d);
    Cond *c = cond_parse(text, NULL, v, &d);
    assert_null(c);
    assert_int_equal(d.count, 1);
    char buf[512];
    diag_format(&d.items[0], buf, sizeof buf);
    if (strcmp(buf, message) != 0)
        fprintf(stderr, "'%s': got '%s'\n", text, buf);
    assert_string_equal(buf, message);
    diag_free(&d);
}

static void test_new_atoms_parse_print_and_errors(void **state)
{
    (void)state;
    Variant *v = test_load("tests/variants/cond_turns.yaml");
    /* cond_turns has no zones; borrow the zones fixture for the zone atoms */
    Variant *z = test_load("tests/variants/zones.yaml");
    roundtrip(z, "pieces in hill >= 3", "pieces in zone.hill >= 3");
    roundtrip(z, "opponent.Pawn in zone.top == 0", "opponent.Pawn in zone.top == 0");
    roundtrip(z, "pieces > opponent.pieces", "pieces > opponent.pieces");
    roundtrip(z, "King in top or pieces in zone.hill < opponent.pieces in zone.hill",
              "King in zone.top or pieces in zone.hill < opponent.pieces in zone.hill");
    roundtrip(z, "captures >= White.Queen", "captures >= White.Queen");
    roundtrip(v, "var turns >= 3 and var phase != opponent.moves", "var turns >= 3 and var phase != opponent.moves");
    parse_error(v, "var turn >= 3",
                "1:5: unknown game variable 'turn': no script (set-state, if-state) or after_move names it");
    parse_error(v, "White.var turns > 1", "1:7: game variables belong to the game, not to a side: drop the 'White.'");
    parse_error(v, "pieces > x",
                "1:10: missing operand: expected a whole number or a count (pieces, opponent.pieces, a piece, var "
                "NAME, ...) after '>', found 'x'");
    parse_error(z, "pieces in moon > 1", "1:11: missing operand: expected 'zone.NAME' after 'in', found 'moon'");
    variant_free(z);
    variant_free(v);
}

/* The new atoms evaluated on a position, for me and the opponent */
static void test_new_atoms_evaluate(void **state)
{
    (void)state;
    Variant *z = test_load("tests/variants/zones.yaml");
    Position pos;
    DiagSink d;
    diag_init(&d);
    /* hill = d4 d5 e4 e5: White has 2 there, Black 1 */
    assert_true(fen_parse(z, "4k3/8/8/3Pp3/3N4/8/8/4K3 w - - 0 1", &pos, "t", &d));
    CondQuery q = {z, &pos, WHITE, 10, 1, NULL, {false, false}, {false, false}, 0, false, false, {false, false}, NULL, 0};
    struct {
        const char *text;
        bool white, black;
    } cases[] = {
        {"pieces in hill == 2", true, false},
        {"pieces in hill == 1", false, true},
        {"Knight in hill >= 1", true, false},
        {"pieces in hill > opponent.pieces in hill", true, false},
        {"pieces >= opponent.pieces", true, false},
        {"opponent.pieces < pieces", true, false},
        {"Pawn == opponent.Pawn", true, true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Cond *c = cond_parse(cases[i].text, NULL, z, &d);
        assert_non_null(c);
        q.me = WHITE;
        if (cond_holds(c, &q) != cases[i].white)
            fail_msg("'%s' for White: expected %d", cases[i].text, cases[i].white);
        q.me = BLACK;
        if (cond_holds(c, &q) != cases[i].black)
            fail_msg("'%s' for Black: expected %d", cases[i].text, cases[i].black);
        cond_free(c);
    }
    diag_free(&d);
    variant_free(z);
}

static void test_after_move_errors_located(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(CSM_TEST_DATA_DIR "/tests/variants/after_move_errors.yaml", NULL, &d);
    assert_null(v);
    const char *expect_msgs[] = {
        "5:5: after_move: 'add-state(turns)': expected add-state(key, n) or add-state(key, n, modulo)",
        "6:5: after_move: 'set-state(mode, 1, 2)': expected set-state(key, n)",
        "7:5: after_move: 'add-state(x, 1, 0)': the modulo must be at least 1",
        "8:5: after_move: 'bump(turns, 1)': expected set-state(key, n) or add-state(key, n) or "
        "add-state(key, n, modulo)",
        "11:15: unknown game variable 'turn': no script (set-state, if-state) or after_move names it",
    };
    assert_int_equal(d.count, 5);
    for (int i = 0; i < 5; i++) {
        char buf[512];
        diag_format(&d.items[i], buf, sizeof buf);
        assert_non_null(strstr(buf, expect_msgs[i]));
    }
    diag_free(&d);
}

/* cond_side_cannot_win skips a condition that caps the pieces on the board when there
 * are more (piece_caps): the answers stay those of the conditions themselves, with
 * `and` taking the smaller cap, `or` the larger (a side without a cap: none). */
static void test_cannot_win_caps(void **state)
{
    (void)state;
    Variant *v = test_load("variants/standard.yaml");
    Position pos;
    DiagSink d;
    diag_init(&d);
    /* White: rook, knight, bishop and king (4 pieces); Black: the king alone */
    assert_true(fen_parse(v, "4k3/8/8/8/8/8/8/RNB1K3 w - - 0 1", &pos, "t", &d));
    CondQuery q = {v, &pos, WHITE, 10, 1, NULL, {false, false}, {false, false}, 0, false, false, {false, false}, NULL, 0};
    struct {
        const char *text;
        bool white, black;
    } cases[] = {
        {"pieces == 1 and opponent.pieces == 1", false, false},
        {"opponent.pieces == 1 and pieces <= 4", true, false},
        {"pieces == 1 or Knight == 1", true, true},
        {"pieces < 4", false, true},
        {"pieces < 5 and opponent.pieces < 2", true, false},
        {"(pieces == 1 or pieces == 4) and opponent.pieces >= 1", true, true},
        {"pieces == -1 or opponent.pieces == 0", false, false},
        {"Knight + 3 == pieces", true, false},
        {"Bishop + 1 == pieces", false, true},
        {"pieces <= Rook + 3 and opponent.pieces == 1", true, false},
        {"pieces < Rook + 3", false, true},
        {"pieces - 2 == Queen or opponent.Knight + 1 == opponent.pieces", true, false},
        {"Bishop + 1 == pieces or (pieces == 4 and Knight == 1)", true, true},
        {"Bishop + 4 >= pieces", true, true},
        {"Bishop + 3 > pieces", false, true},
    };
    CondSet *saved = v->cannot_win;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CondSet *set = cond_set_new();
        assert_true(cond_set_put(set, "material", cases[i].text, false, NULL, v, &d));
        v->cannot_win = set;
        if (cond_side_cannot_win(&q, WHITE) != cases[i].white)
            fail_msg("'%s' for White: expected %d", cases[i].text, cases[i].white);
        if (cond_side_cannot_win(&q, BLACK) != cases[i].black)
            fail_msg("'%s' for Black: expected %d", cases[i].text, cases[i].black);
        cond_set_free(set);
    }
    v->cannot_win = saved;
    diag_free(&d);
    variant_free(v);
}

/* The caps read a side's pieces outside one kind as well (`Bishop + 1 == pieces`: one
 * piece besides its bishops), written either way round, and through `and` and `or`;
 * comparisons that bound nothing leave a condition uncapped. */
static void test_cannot_win_kind_caps(void **state)
{
    (void)state;
    Variant *v = test_load("variants/standard.yaml");
    DiagSink d;
    diag_init(&d);
    struct {
        const char *text;
        bool capped;
    } cases[] = {
        {"Bishop + 1 == pieces", true},
        {"pieces <= Knight + 2", true},
        {"pieces < Knight + 2", true},
        {"opponent.Bishop + 1 >= opponent.pieces", true},
        {"Bishop + 1 == pieces or pieces == 3", true},
        {"Queen == 0 and Bishop + 1 == pieces", true},
        {"Bishop + 1 <= pieces", false},
        {"Bishop + 1 == pieces or Queen == 0", false},
        {"opponent.Bishop + 1 == pieces", false},
        {"Bishop != pieces", false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CondSet *set = cond_set_new();
        assert_true(cond_set_put(set, "material", cases[i].text, false, NULL, v, &d));
        if (cond_set_material_capped(set, 0) != cases[i].capped)
            fail_msg("'%s': expected capped %d", cases[i].text, cases[i].capped);
        cond_set_free(set);
    }
    diag_free(&d);
    variant_free(v);
}

/* The conditions that need the side to move without a legal move are skipped where it
 * has one; the others (an `or` with something else, a `not`) are still asked, and the
 * answers with no legal move stay the conditions' own. */
static void test_needs_no_moves(void **state)
{
    (void)state;
    Variant *v = test_load("variants/standard.yaml");
    Position pos;
    DiagSink d;
    diag_init(&d);
    /* White, to move, is stalemated in the corner; Black has king and queen */
    assert_true(fen_parse(v, "k7/8/8/8/8/8/5q2/7K w - - 0 1", &pos, "t", &d));
    CondQuery q = {v, &pos, WHITE, 0, 1, NULL, {false, false}, {false, false}, 0, false, false, {false, false}, NULL, 0};
    struct {
        const char *text;
        bool needs, holds_without_moves, holds_with_moves;
    } cases[] = {
        {"stalemate", true, true, false},
        {"stalemate and pieces == 1", true, true, false},
        {"checkmate or stalemate", true, true, false},
        {"stalemate or opponent.pieces == 2", false, true, true},
        {"not checkmate", false, true, true},
        {"no_moves and opponent.Queen == 1", true, true, false},
        {"opponent.pieces == 2 and checkmate", true, false, false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CondSet *set = cond_set_new();
        assert_true(cond_set_put(set, "end", cases[i].text, false, NULL, v, &d));
        if (cond_set_needs_no_moves(set, 0) != cases[i].needs)
            fail_msg("'%s': expected needs_no_moves %d", cases[i].text, cases[i].needs);
        q.legal_count = 0;
        if ((cond_set_first_holding(set, &q) == 0) != cases[i].holds_without_moves)
            fail_msg("'%s' without moves: expected %d", cases[i].text, cases[i].holds_without_moves);
        q.legal_count = 3;
        if ((cond_set_first_holding(set, &q) == 0) != cases[i].holds_with_moves)
            fail_msg("'%s' with moves: expected %d", cases[i].text, cases[i].holds_with_moves);
        cond_set_free(set);
    }
    diag_free(&d);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pieces_in_zone),
        cmocka_unit_test(test_compare_sides),
        cmocka_unit_test(test_start_position_is_judged),
        cmocka_unit_test(test_after_move_and_var),
        cmocka_unit_test(test_new_atoms_parse_print_and_errors),
        cmocka_unit_test(test_new_atoms_evaluate),
        cmocka_unit_test(test_cannot_win_caps),
        cmocka_unit_test(test_cannot_win_kind_caps),
        cmocka_unit_test(test_needs_no_moves),
        cmocka_unit_test(test_after_move_errors_located),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
