/* test_first_moves.c — a piece's `first_moves:` (moves it may make while its first-rank
 * square keeps its gating right) and `rules: counting: cambodian`, in our own variant
 * files and as the import of Fairy-Stockfish's built-in templates `cambodian` and
 * `karouk` (issue 38). Every count, FEN and result below is the current Fairy-Stockfish's:
 * `go perft` of its binary, and pyffish's get_fen, is_optional_game_end and
 * is_immediate_game_end on the same positions and moves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fsf_import.h"
#include "game.h"
#include "rules.h"
#include "variant_load.h"

#include "test_import.h"
#include "test_util.h"

static const char CAMBODIAN[] = "[x:cambodian]\n";
static const char KAROUK[] = "[x:karouk]\n";

/* perft 1..n of `v` from `fen` (NULL: the setup). */
static void expect_perft_of(const Variant *v, const char *fen, const uint64_t *nodes, int n)
{
    Game *g = test_start(v, fen);
    for (int d = 1; d <= n; d++) {
        uint64_t got = game_perft(v, &g->pos, d);
        if (got != nodes[d - 1])
            fprintf(stderr, "%s perft %d: Fairy-Stockfish %llu, we %llu\n", fen ? fen : "start", d,
                    (unsigned long long)nodes[d - 1], (unsigned long long)got);
        assert_int_equal(got, nodes[d - 1]);
    }
    game_free(g);
}

/* After the moves (UCI, space separated, each legal) from `fen`: the FEN we write, and
 * the result's reason ("" while the game goes on). */
static void expect_game(const Variant *v, const char *fen, const char *moves, const char *want_fen,
                        const char *want_reason)
{
    Game *g = test_play(v, fen, moves);
    char got[256];
    game_fen(g, got, sizeof got);
    assert_string_equal(got, want_fen);
    const GameResult *r = game_result(g);
    if (want_reason[0] == '\0')
        assert_int_equal(r->status, GAME_ONGOING);
    else
        assert_string_equal(r->reason, want_reason);
    game_free(g);
}

/* Positions where the first moves matter: the start; the met's double step over a piece
 * (a leap); the king in check (no leap then); a rook's check and the met's right; a rook
 * that may land on the king's lines; rooks on both sides. */
static const struct {
    const char *fen;
    uint64_t nodes[3];
} CAMBODIAN_PERFT[] = {
    {"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", {25, 625, 15031}},
    {"rnsmksnr/8/pppp1ppp/8/8/PPPP1PPP/4N3/RNSKMS1R w DEde - 0 1", {26, 624, 16083}},
    {"4k3/8/8/8/8/8/8/r2K4 w D - 0 1", {3, 57, 327}},
    {"4k3/8/8/8/8/8/8/r2KM3 w DE - 0 1", {3, 48, 385}},
    {"3mk3/7r/8/8/8/8/3P4/3K4 b Dde - 0 1", {23, 146, 3072}},
    {"r2mk2r/8/8/8/8/8/8/R2KM2R w DEde - 0 1", {27, 635, 16661}},
};

/* Each right as Fairy-Stockfish writes it after the moves: the king's goes with a leap
 * or a rook landing on its rank or file (not one beside it), the met's with its move or
 * its capture; the board's honour counts (126 plies) once a side is down to three pieces. */
static const struct {
    const char *fen, *moves, *want;
} CAMBODIAN_FENS[] = {
    {"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", "d1f2",
     "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/5K2/RNS1MSNR b Ede - 1 1"},
    {"rnsmksnr/8/pppp1ppp/8/8/PPPP1PPP/4N3/RNSKMS1R w DEde - 0 1", "e1e3",
     "rnsmksnr/8/pppp1ppp/8/8/PPPPMPPP/4N3/RNSK1S1R b Dde - 1 1"},
    {"rnsmksnr/8/pppp1ppp/8/8/PPPP1PPP/4N3/RNSKMS1R w DEde - 0 1", "e1e3 e8c7",
     "rnsm1snr/2k5/pppp1ppp/8/8/PPPPMPPP/4N3/RNSK1S1R w Dd - 2 2"},
    {"3mk3/7r/8/8/8/8/3P4/3K4 b Dde - 0 1", "h7d7", "3mk3/3r4/8/8/8/8/3P4/3K4 w de 126 0 2"},
    {"3mk3/7r/8/8/8/8/3P4/3K4 b Dde - 0 1", "h7h1", "3mk3/8/8/8/8/8/3P4/3K3r w de 126 0 2"},
    {"3mk3/7r/8/8/8/8/3P4/3K4 b Dde - 0 1", "h7g7", "3mk3/6r1/8/8/8/8/3P4/3K4 w Dde 126 0 2"},
    {"r2mk2r/8/8/8/8/8/8/R2KM2R w DEde - 0 1", "a1a8", "R2mk2r/8/8/8/8/8/8/3KM2R b DEd 126 0 1"},
    {"r2mk2r/8/8/8/8/8/8/R2KM2R w DEde - 0 1", "h1h7 d8e7 h7e7", "r3k2r/4R3/8/8/8/8/8/R2KM3 b DE 126 0 2"},
};

static void check_cambodian_moves(const Variant *v)
{
    for (size_t i = 0; i < sizeof CAMBODIAN_PERFT / sizeof CAMBODIAN_PERFT[0]; i++)
        expect_perft_of(v, CAMBODIAN_PERFT[i].fen, CAMBODIAN_PERFT[i].nodes, 3);
    for (size_t i = 0; i < sizeof CAMBODIAN_FENS / sizeof CAMBODIAN_FENS[0]; i++)
        expect_game(v, CAMBODIAN_FENS[i].fen, CAMBODIAN_FENS[i].moves, CAMBODIAN_FENS[i].want, "");
}

/* variants/cambodian.yaml, our Ouk Chatrang, plays as Fairy-Stockfish's cambodian. */
static void test_shipped_cambodian(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/cambodian.yaml");
    check_cambodian_moves(v);
    static const uint64_t start4[] = {25, 625, 15031, 361719};
    expect_perft_of(v, NULL, start4, 4);
    variant_free(v);
}

/* [x:cambodian] imports exactly (first_moves on the king and the met, counting: cambodian). */
static void test_import_cambodian(void **state)
{
    (void)state;
    Variant *v = test_import_load(CAMBODIAN, NULL);
    check_cambodian_moves(v);
    variant_free(v);
}

/* Cambodian counting: the pieces' honour one move shorter than makruk's (15 against a
 * rook, 43 against a khon, 7 against two rooks), the board's honour 63 moves and counted
 * with pawns on the board as soon as the side has three pieces or fewer (makruk counts
 * none there); the count that runs out is a draw. */
static void test_cambodian_counting(void **state)
{
    (void)state;
    static const struct {
        const char *fen, *moves, *want, *reason;
    } cases[] = {
        {"8/8/8/4k3/8/8/R7/4K3 b - - 0 1", "e5d5 a2a3", "8/8/8/3k4/8/R7/8/4K3 b - 30 6 2", ""},
        {"8/8/8/4k3/8/8/R7/4K3 b - 30 29 1", "e5d5", "8/8/8/3k4/8/8/R7/4K3 w - 30 30 2", ""},
        {"8/8/8/4k3/8/8/R7/4K3 b - 30 29 1", "e5d5 a2a3", "8/8/8/3k4/8/R7/8/4K3 b - 30 31 2", "counting"},
        {"8/8/8/4k3/8/8/S7/4K3 b - - 0 1", "e5d5 a2b3", "8/8/8/3k4/8/1S6/8/4K3 b - 86 6 2", ""},
        {"8/8/8/4k3/8/8/N7/4K3 b - - 0 1", "e5d5 a2c3", "8/8/8/3k4/8/2N5/8/4K3 b - 126 6 2", ""},
        {"8/8/3p4/4k3/8/8/R7/4K3 b - - 0 1", "e5d5 a2a3", "8/8/3p4/3k4/8/R7/8/4K3 b - 126 1 2", ""},
        {"8/3p4/3p4/2p1k3/8/8/RR6/4K3 b - - 0 1", "e5e4 a2a3", "8/3p4/3p4/2p5/4k3/R7/1R6/4K3 b - 126 1 2", ""},
        {"8/8/3p4/4k3/8/8/RR6/4K3 b - 126 125 1", "e5e4 a2a3", "8/8/3p4/8/4k3/R7/1R6/4K3 b - 126 127 2",
         "counting"},
        {"8/8/8/4k3/8/8/RR6/4K3 b - - 0 1", "e5e4 a2a3", "8/8/8/8/4k3/R7/1R6/4K3 b - 14 8 2", ""},
        {"8/8/8/4k3/8/3r4/R7/3RK3 w - - 0 1", "d1d3", "8/8/8/4k3/8/3R4/R7/4K3 b - 14 8 1", ""},
    };
    Variant *imported = test_import_load(CAMBODIAN, NULL);
    Variant *shipped = test_load_clean("variants/cambodian.yaml");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        expect_game(imported, cases[i].fen, cases[i].moves, cases[i].want, cases[i].reason);
        expect_game(shipped, cases[i].fen, cases[i].moves, cases[i].want, cases[i].reason);
    }
    variant_free(imported);
    variant_free(shipped);
    /* makruk, in the same position, counts nothing while a pawn stands */
    Variant *makruk = test_load_clean("variants/makruk.yaml");
    expect_game(makruk, "8/8/3p4/4k3/8/8/RR6/4K3 b - - 0 1", "e5e4 a2a3", "8/8/3p4/8/4k3/R7/1R6/4K3 b - - 2 2", "");
    variant_free(makruk);
}

/* karouk: cambodian where the first check wins (checks to give: 1+1 in the FEN). */
static void test_import_karouk(void **state)
{
    (void)state;
    Variant *v = test_import_load(KAROUK, NULL);
    expect_game(v, NULL, "d1f2", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/5K2/RNS1MSNR b Ede - 1+1 1 1", "");
    expect_game(v, "4k3/8/8/8/8/8/8/R2K4 w D - 0 1", "a1a8", "R3k3/8/8/8/8/8/8/3K4 b D 30 0+1 6 1",
                "check_counting");
    expect_game(v, "4k3/8/8/8/8/8/8/R2K4 w D - 0 1", "a1a7", "4k3/R7/8/8/8/8/8/3K4 b D 30 1+1 6 1", "");
    Game *g = test_start(v, "4k3/8/8/8/8/8/8/R2K4 w D - 0 1");
    assert_int_equal(game_play_text(g, "a1a8"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    static const uint64_t start[] = {25, 625, 15031};
    expect_perft_of(v, NULL, start, 3);
    variant_free(v);
}

/* cambodianMoves on other pieces: in chess with a fers and gates, the king (e1) leaps to
 * c2 and the fers (d1) over its pawn to d3; without gating there are no gates, so none
 * (makruk's counts). countingRule names one of the three rules. */
static void test_cambodian_moves_elsewhere(void **state)
{
    (void)state;
    static const char chess[] = "[cc:chess]\ngating = true\ncambodianMoves = true\ncastling = false\nfers = f\n"
                                "queen = -\nstartFen = rnbfkbnr/pppppppp/8/8/8/8/PP1P1PPP/RNBFKBNR w DEde - 0 1\n";
    static const uint64_t chess_nodes[] = {27, 563, 15443}, makruk_nodes[] = {23, 529, 12012};
    Variant *v = test_import_load(chess, NULL);
    expect_perft_of(v, NULL, chess_nodes, 3);
    variant_free(v);
    v = test_import_load("[mk:makruk]\ncambodianMoves = true\n", NULL);
    expect_perft_of(v, NULL, makruk_nodes, 3);
    variant_free(v);
    test_import_refused("[b:cambodian]\ncountingRule = thai\n",
                        "t.ini:2: cannot import 'countingRule = thai': expected makruk, asean, cambodian or none");
}

/* first_moves in a variant of one's own (5x5): a guard's script whose double step would
 * capture (never made), a king's leap not out of check, its right lost to a rook. */
static const char FIRST_STEPS[] = "game: first-steps\n"
                                  "board:\n  size: 5x5\n"
                                  "setup: \"2k2/5/4r/5/1RKG1 w CDc - 0 1\"\n"
                                  "rules:\n  gating: true\n"
                                  "pieces:\n"
                                  "  rook: { letter: r, betza: \"R\" }\n"
                                  "  guard: { letter: g, betza: \"W\", first_moves: { chessembly: \"take-move(0, 2);\" } }\n"
                                  "  king: { letter: k, royal: true, betza: \"K\",\n"
                                  "          first_moves: { betza: \"mfsN\", in_check: false, lost_on_line: [rook] } }\n"
                                  "victory:\n  add:\n    checkmate: checkmate\n";

static int legal_count(const Variant *v, const char *fen)
{
    Game *g = test_start(v, fen);
    Move moves[CSM_MAX_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_legal_moves(v, &g->pos, moves, CSM_MAX_MOVES, &err);
    game_free(g);
    return n;
}

/* Loading `text` fails, one message containing `want`. */
static void expect_load_error(const char *text, const char *want)
{
    DiagSink errors;
    diag_init(&errors);
    assert_null(variant_load_text(text, "t.yaml", NULL, &errors));
    bool found = false;
    for (int i = 0; i < errors.count; i++) {
        char message[800];
        diag_format(&errors.items[i], message, sizeof message);
        found = found || strstr(message, want) != NULL;
    }
    if (!found)
        diag_print(&errors, stderr);
    assert_true(found);
    diag_free(&errors);
}

/* FIRST_STEPS with `from` replaced by `to`. */
static char *first_steps_with(const char *from, const char *to)
{
    static char text[1200];
    const char *at = strstr(FIRST_STEPS, from);
    assert_non_null(at);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - FIRST_STEPS), FIRST_STEPS, to, at + strlen(from));
    return text;
}

static void test_first_moves_of_our_own(void **state)
{
    (void)state;
    Variant *v = test_load_text(FIRST_STEPS, "t.yaml");
    /* king b2 c2 d2 and the leap to a2 (e2 is attacked); rook 5; guard d2 e1 and d3 */
    assert_int_equal(legal_count(v, NULL), 3 + 1 + 5 + 2 + 1);
    /* without the rights: no leap, no double step */
    assert_int_equal(legal_count(v, "2k2/5/4r/5/1RKG1 w - - 0 1"), 3 + 5 + 2);
    /* the double step onto an enemy is no capture; the king still leaps to a2 and e2 */
    assert_int_equal(legal_count(v, "2k2/5/3r1/5/1RKG1 w CDc - 0 1"), 2 + 2 + 5 + 2);
    /* in check: the king's leap is gone, the guard's double step is not (though it
     * answers nothing here, so it is not legal either) */
    assert_int_equal(legal_count(v, "2k2/5/2r2/5/1RKG1 w CDc - 0 1"), 2);
    assert_int_equal(legal_count(v, "2k2/5/2r2/5/1RK1G w CEc - 0 1"), 2 + 1);
    /* the rook lands on the king's file or rank: the right goes; beside it, it stays */
    expect_game(v, "2k2/5/4r/5/1RKG1 b CDc - 0 1", "e3c3", "2k2/5/2r2/5/1RKG1 w Dc - 1 2", "");
    expect_game(v, "2k2/5/4r/5/1RKG1 b CDc - 0 1", "e3e1", "2k2/5/5/5/1RKGr w Dc - 1 2", "");
    expect_game(v, "2k2/5/4r/5/1RKG1 b CDc - 0 1", "e3e2", "2k2/5/5/4r/1RKG1 w CDc - 1 2", "");
    expect_game(v, NULL, "c1a2", "2k2/5/4r/K4/1R1G1 b Dc - 1 1", "");
    variant_free(v);

    expect_load_error(first_steps_with("rules:\n  gating: true\n", ""),
                      "t.yaml:7:3: piece 'guard' has first_moves, which need 'rules: gating: true'");
    expect_load_error(first_steps_with("chessembly: \"take-move(0, 2);\"", "chessembly: \"move(0, 2);\", betza: \"mfD\""),
                      "t.yaml:9:48: first_moves gives its moves with one of chessembly and betza");
    expect_load_error(first_steps_with("lost_on_line: [rook]", "lost_on_line: [queen]"),
                      "t.yaml:11:73: lost_on_line names 'queen', which is not one of the pieces");
    expect_load_error(first_steps_with("in_check: false", "in_chek: false"), "t.yaml:11:41: unknown key 'in_chek' in first_moves (did you mean 'in_check'?)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_cambodian),
        cmocka_unit_test(test_import_cambodian),
        cmocka_unit_test(test_cambodian_counting),
        cmocka_unit_test(test_import_karouk),
        cmocka_unit_test(test_cambodian_moves_elsewhere),
        cmocka_unit_test(test_first_moves_of_our_own),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
