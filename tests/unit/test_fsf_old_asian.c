/* test_fsf_old_asian.c — the built-in templates of the old Asian games and their end
 * rules (issue 38): misère's mate that wins, the bare-king rule of shatranj and courier
 * (extinctionClaim), makpong's king that may only take its checker, shatar's mates
 * (shatarMateRule) and its bare king that draws before any mate (extinctionValue = draw). Perft counts and results are the current Fairy-Stockfish's (perft,
 * and pyffish's is_immediate_game_end / game_result on the same positions). */
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

/* perft from `fen` (NULL: the setup) at each depth 1..n of the imported `ini`. */
static void expect_perft(const char *ini, const char *fen, const uint64_t *nodes, int n)
{
    Variant *v = test_import_load(ini, NULL);
    DiagSink errors;
    diag_init(&errors);
    Game *g = game_new(v, fen, &errors);
    assert_non_null(g);
    for (int d = 1; d <= n; d++) {
        uint64_t got = game_perft(v, &g->pos, d);
        if (got != nodes[d - 1])
            fprintf(stderr, "%s %s perft %d: Fairy-Stockfish %llu, we %llu\n", ini, fen ? fen : "start", d,
                    (unsigned long long)nodes[d - 1], (unsigned long long)got);
        assert_int_equal(got, nodes[d - 1]);
    }
    game_free(g);
    variant_free(v);
    diag_free(&errors);
}

/* Plays the moves (UCI, space separated), each of which must be legal. */
static void play_moves(Game *g, const char *moves)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " "))
        if (game_play_text(g, tok) != 0)
            fail_msg("move %s of '%s' refused", tok, moves);
}

/* The imported `ini` from `fen` after the moves (space separated, UCI): its status and
 * the reason given (status -1: not asked; "" while the game goes on) and its FEN (NULL:
 * not asked). */
static void expect_after(const char *ini, const char *fen, const char *moves, int status, const char *reason,
                         const char *want_fen)
{
    Variant *v = test_import_load(ini, NULL);
    DiagSink errors;
    diag_init(&errors);
    Game *g = game_new(v, fen, &errors);
    assert_non_null(g);
    play_moves(g, moves);
    const GameResult *r = game_result(g);
    if (status >= 0 && (r->status != (GameStatus)status || (status != GAME_ONGOING && strcmp(r->reason, reason) != 0)))
        fail_msg("%s %s after '%s': expected %d (%s), got %d (%s)", ini, fen, moves, status, reason, (int)r->status,
                 r->reason);
    char got[256];
    game_fen(g, got, sizeof got);
    if (want_fen)
        assert_string_equal(got, want_fen);
    game_free(g);
    variant_free(v);
    diag_free(&errors);
}

static void expect_result(const char *ini, const char *fen, const char *moves, GameStatus status, const char *reason)
{
    expect_after(ini, fen, moves, (int)status, reason, NULL);
}

static void expect_fen(const char *ini, const char *fen, const char *moves, const char *want)
{
    expect_after(ini, fen, moves, -1, "", want);
}

/* `ini` is refused, its first error `message`. */
static void expect_refused(const char *ini, const char *message)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    assert_null(fsf_import_ini(ini, "t.ini", NULL, false, &errors, &notes));
    char got[600];
    diag_format(&errors.items[0], got, sizeof got);
    assert_string_equal(got, message);
    diag_free(&errors);
    diag_free(&notes);
}

/* misère (checkmateValue = win): the checkmated side wins; draw: nobody does. */
static void test_checkmate_value(void **state)
{
    (void)state;
    static const char *const fools_mate = "f2f3 e7e5 g2g4 d8h4";
    expect_result("[x:misere]\n", NULL, fools_mate, GAME_WHITE_WINS, "checkmated_wins");
    expect_result("[x:chess]\ncheckmateValue = draw\n", NULL, fools_mate, GAME_DRAW, "no legal moves");
    expect_result("[x:chess]\n", NULL, fools_mate, GAME_BLACK_WINS, "checkmate");
    /* a stalemate stays a draw */
    expect_result("[x:misere]\n", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", GAME_DRAW, "stalemate");
    expect_refused("[x:chess]\ncheckmateValue = mate\n",
                   "t.ini:2: cannot import 'checkmateValue = mate': only 'loss', 'win' and 'draw' (for the checkmated "
                   "side) can be said");
    static const uint64_t mate_in_sight[] = {2, 33, 115};
    expect_perft("[x:misere]\n", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", mate_in_sight, 3);
}

/* extinctionClaim: a bared king loses at once only when the other side could not lose
 * its last piece but the king on the reply (three pieces against it); with two, the bared
 * side moves first, and loses unless it takes back. */
static void test_bare_king_claim(void **state)
{
    (void)state;
    static const char *const shatranj = "[x:shatranj]\n";
    expect_result(shatranj, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "", GAME_ONGOING, "");
    expect_result(shatranj, "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1", "", GAME_WHITE_WINS, "extinction");
    expect_result(shatranj, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "e8d8", GAME_WHITE_WINS, "extinction");
    /* taking back the last piece: two bare kings play on, as in Fairy-Stockfish */
    expect_result(shatranj, "8/8/8/8/8/8/3k4/R2r2K1 w - - 0 1", "a1d1", GAME_ONGOING, "");
    expect_result(shatranj, "8/8/8/8/8/8/3k4/R2r2K1 w - - 0 1", "a1d1 d2d1", GAME_ONGOING, "");
    expect_result(shatranj, "4k3/8/8/8/8/8/4K3/r7 w - - 0 1", "", GAME_ONGOING, "");
    expect_result(shatranj, "4k3/8/8/8/8/8/4K3/r7 w - - 0 1", "e2d3", GAME_BLACK_WINS, "extinction");
    /* the side that bares the other with a capture and keeps three wins at once */
    expect_result(shatranj, "4k3/8/8/8/8/8/4r3/RR2K3 w - - 0 1", "e1e2", GAME_WHITE_WINS, "extinction");
    expect_result(shatranj, "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", "e1e2", GAME_ONGOING, "");
    expect_result("[x:courier]\n", "5k6/12/12/12/12/12/12/R4K6 b - - 0 1", "f8e8", GAME_WHITE_WINS, "extinction");
    expect_result("[x:chaturanga]\n", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "e8d8", GAME_ONGOING, "");

    static const uint64_t start[] = {16, 256, 4176}, opened[] = {23, 460, 10925}, courier[] = {26, 678};
    expect_perft(shatranj, NULL, start, 3);
    expect_perft(shatranj, "r1bk1bnr/ppp1pppp/2n5/3p4/3P4/2N2N2/PPP1PPPP/R1BKQB1R w - - 0 1", opened, 3);
    expect_perft("[x:chaturanga]\n", NULL, start, 3);
    expect_perft("[x:courier]\n", NULL, courier, 2);
}

/* rules: royal_in_check: capture_only, in a variant of its own: the king in check may
 * only take the one piece that checks it (not flee, not take one of two checkers). */
static const char ROYAL_TAKES_CHECKER[] = "game: takes-checker\n"
                                          "board:\n  size: 8x8\n"
                                          "setup: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n"
                                          "rules:\n  royal_in_check: capture_only\n"
                                          "pieces:\n"
                                          "  knight: { letter: n, betza: \"N\" }\n"
                                          "  rook: { letter: r, betza: \"R\" }\n"
                                          "  king: { letter: k, royal: true, betza: \"K\" }\n"
                                          "victory:\n  add:\n    checkmate: checkmate\n";

static int legal_count(const Variant *v, const char *fen)
{
    DiagSink errors;
    diag_init(&errors);
    Game *g = game_new(v, fen, &errors);
    assert_non_null(g);
    Move moves[CSM_MAX_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_legal_moves(v, &g->pos, moves, CSM_MAX_MOVES, &err);
    game_free(g);
    diag_free(&errors);
    return n;
}

static void test_royal_takes_its_checker(void **state)
{
    (void)state;
    DiagSink errors;
    diag_init(&errors);
    Variant *v = variant_load_text(ROYAL_TAKES_CHECKER, "t.yaml", NULL, &errors);
    if (!v)
        diag_print(&errors, stderr);
    assert_non_null(v);
    assert_int_equal(legal_count(v, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"), 1);    /* Kxe2 only */
    assert_int_equal(legal_count(v, "4k3/8/8/8/4r3/8/8/4K3 w - - 0 1"), 0);    /* no flight: mate */
    assert_int_equal(legal_count(v, "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1"), 0);  /* two checkers */
    assert_int_equal(legal_count(v, "4k3/8/8/8/4r3/8/3N4/4K3 w - - 0 1"), 1);  /* Nxe4 */
    assert_int_equal(legal_count(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), 5);      /* not in check: free */
    variant_free(v);
    static const char *const bad = "game: x\nboard:\n  size: 8x8\nrules:\n  royal_in_check: never\n";
    assert_null(variant_load_text(bad, "t.yaml", NULL, &errors));
    bool located = false; /* among the other errors of that file (no setup, no pieces) */
    for (int i = 0; i < errors.count; i++) {
        char message[600];
        diag_format(&errors.items[i], message, sizeof message);
        located = located || strstr(message, "t.yaml:5:19: royal_in_check must be 'any' or 'capture_only'");
    }
    assert_true(located);
    diag_free(&errors);

    /* makpongRule: makruk's counts where the king is in check (makruk: 3 and 65, 4) */
    static const char *const makpong = "[x:makpong]\n";
    static const uint64_t takes[] = {1, 5, 40}, none[] = {0}, two[] = {0}, opening[] = {24, 616, 14284},
                          knights[] = {17, 304, 5160};
    expect_perft(makpong, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", takes, 3);
    expect_perft(makpong, "4k3/8/8/8/4r3/8/8/4K3 w - - 0 1", none, 1);
    expect_perft(makpong, "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1", two, 1);
    expect_perft(makpong, "rns1ksnr/8/pppppppp/8/4m3/PPPPPPPP/8/RNSKMSNR w - - 0 1", opening, 3);
    expect_perft(makpong, "r3k3/8/8/8/8/8/5n2/R3KN2 w - - 0 1", knights, 3);
}

/* countingRule = asean (rules: counting: asean): only a bare king counts, from 0, 16
 * moves against a rook, 44 against a khon, 64 against a knight, none against a met; the
 * count runs out into a draw. FENs as Fairy-Stockfish's get_fen writes them. */
static void test_asean_counting(void **state)
{
    (void)state;
    static const char *const asean = "[x:asean]\n";
    expect_fen(asean, "8/8/8/4k3/8/8/R7/4K3 b - - 0 1", "e5d5 a2a3", "8/8/8/3k4/8/R7/8/4K3 b - 32 0 2");
    expect_fen(asean, "8/8/8/4k3/8/8/N7/4K3 b - - 0 1", "e5d5 a2c3", "8/8/8/3k4/8/2N5/8/4K3 b - 128 0 2");
    expect_fen(asean, "8/8/8/4k3/8/8/B7/4K3 b - - 0 1", "e5d5 a2b3", "8/8/8/3k4/8/1B6/8/4K3 b - 88 0 2");
    expect_fen(asean, "8/8/8/4k3/8/8/Q7/4K3 b - - 0 1", "e5d5 a2b3", "8/8/8/3k4/8/1Q6/8/4K3 b - - 2 2");
    /* taking the rook leaves the knight's side to move with two pieces: the count goes on */
    expect_fen(asean, "8/8/8/8/8/3k4/2R5/4K2N b - 32 10 1", "d3c2 h1g3 c2d3", "8/8/8/8/8/3k2N1/8/4K3 w - 32 13 3");
    expect_result(asean, "8/8/8/4k3/8/8/R7/4K3 b - 32 31 1", "e5d5 a2a3", GAME_DRAW, "counting");
    expect_result(asean, "8/8/8/4k3/8/8/R7/4K3 b - 32 30 1", "e5d5 a2a3", GAME_ONGOING, "");
    static const uint64_t start[] = {23, 529, 12012}, middle[] = {24, 865, 21555};
    expect_perft(asean, NULL, start, 3);
    expect_perft(asean, "r1bqkb1r/8/ppnppnpp/2p5/2PP4/PP2PPPP/4N3/RNBQKB1R w - - 0 1", middle, 3);
}

/* shatar: a mate by knights alone loses for its giver; any other is a draw (niol) unless
 * a knight, rook or bers gave check in the series of checks before it; a bare king draws,
 * before a mate is asked. Results: pyffish's game_result (and is_immediate_game_end for
 * the bare king) on the same lines. */
static void test_shatar(void **state)
{
    (void)state;
    static const char *const shatar = "[x:shatar]\n";
    static const struct {
        const char *fen, *moves;
        GameStatus status;
        const char *reason;
    } lines[] = {
        {"4k3/8/8/8/6n1/8/6PP/6RK b - - 0 1", "g4f2", GAME_WHITE_WINS, "knight_mate"},
        {"2b1k3/8/8/8/8/8/7P/6BK b - - 0 1", "c8b7", GAME_DRAW, "niol"},
        {"2b1kr2/8/8/8/8/8/6KP/6B1 b - - 0 1", "f8g8 g2h1 c8b7", GAME_BLACK_WINS, "checkmate"},
        {"2b1kr2/8/8/8/8/8/6KP/6B1 b - - 0 1", "f8g8 g2h1 e8e7 g1f2 c8b7", GAME_DRAW, "niol"},
        {"2b1k3/8/8/8/7p/8/6KP/6B1 b - - 0 1", "h4h3 g2h1 c8b7", GAME_DRAW, "niol"},
        {"r6k/8/8/8/8/8/5PPP/6K1 b - - 0 1", "a8a1", GAME_BLACK_WINS, "checkmate"},
        /* the rook's mate that takes White's last piece: the bare king draws first */
        {"r7/8/8/8/8/6p1/5k2/R6K b - - 0 1", "a8a1", GAME_DRAW, "extinction"},
        {"4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", "e1e2", GAME_DRAW, "extinction"},
        {"4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", "", GAME_ONGOING, ""},
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        expect_result(shatar, lines[i].fen, lines[i].moves, lines[i].status, lines[i].reason);
    static const uint64_t start[] = {20, 400, 8426, 177344}, opened[] = {25, 627, 16193},
                          bare[] = {3, 36, 395, 6389}, series[] = {20, 170, 3628, 40467};
    expect_perft(shatar, NULL, start, 4);
    expect_perft(shatar, "r1bjkb1r/ppp1pppp/2n2n2/3p4/3P4/2N2N2/PPP1PPPP/R1BJKB1R w - - 0 1", opened, 3);
    expect_perft(shatar, "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", bare, 4);
    expect_perft(shatar, "2b1kr2/8/8/8/8/8/6KP/6B1 b - - 0 1", series, 4);
    /* its rules stated elsewhere: a mate that wins for the mated side is not said with it */
    expect_refused("[x:shatar]\ncheckmateValue = win\n", "t.ini:1: cannot import shatarMateRule with checkmateValue = "
                                                        "win: only a mate that loses is said with it");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_checkmate_value),
        cmocka_unit_test(test_bare_king_claim),
        cmocka_unit_test(test_royal_takes_its_checker),
        cmocka_unit_test(test_asean_counting),
        cmocka_unit_test(test_shatar),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
