/* test_flips.c — drops that must enclose (reversi), clone (ataxx) or keep apart (snort),
 * the first drops' zone, pieces that change colour (rules: flip), free drops, and the
 * endings counted on a full board or at a stalemate: Fairy-Stockfish's flipello, ataxx,
 * quadwrangle, snort and crusade, imported from small ini sections and checked against
 * its perft counts and positions (go perft, d). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"
#include "test_import.h"

#include "fsf_import.h"
#include "notation.h"

#include <stdlib.h>

static const char FLIPELLO6[] = "[f6:flipello]\nmaxRank = 6\nmaxFile = 6\n"
                                "startFen = 6/6/2pP2/2Pp2/6/6[PPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w 0 1\n"
                                "enclosingDropStart = c3 d3 c4 d4\n";
/* annexation: walls, and flipello's first-drop squares d4 e4 d5 e5, three of them empty */
static const char ANNEX[] = "[ann:flipello]\nmaxRank = 10\nmaxFile = 10\nstartFen = ***4***/***4***/***4***/10/4pP4/"
                            "4Pp4/10/***4***/***4***/***4***[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppp]"
                            " w 0 1\n";
static const char QUAD7[] = "[qw:ataxx]\nmaxRank = 7\nmaxFile = 7\nstartFen = 1PPPPP1/p5P/p5P/p5P/p5P/p5P/1ppppp1\n"
                            "customPiece1 = p:mQ\nflipEnclosedPieces = quadwrangle\nenclosingDrop = none\n";
static const char SNORT6[] = "[sn:ataxx]\nimmobile = p\nstartFen = 6/6/6/6/6/6\nenclosingDrop = snort\n"
                             "flipEnclosedPieces = none\nmaxRank = 6\nmaxFile = 6\npassOnStalemate = false\n"
                             "stalematePieceCount = false\n";
static const char CRUSADE6[] = "[cr:ataxx]\nmaxRank = 6\nmaxFile = 6\nstartFen = PpPpPp/pPpPpP/PpP1Pp/pPpPpP/PpPpPp/pPpPpP\n"
                               "customPiece1 = p:cK\nflipEnclosedPieces = ataxx\nenclosingDrop = none\n"
                               "pieceDrops = false\npassOnStalemate = false\n";

/* gale: snort's stones, dropped anywhere, White joining files a and i, Black ranks 1 and 9 */
static const char GALE[] = "[gl:ataxx]\nimmobile = p\nmaxRank = 9\nmaxFile = 9\nstartFen = 1p1p1p1p1/P1P1P1P1P/"
                           "1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1\n"
                           "enclosingDrop = none\nflipEnclosedPieces = none\npassOnStalemate = false\n"
                           "stalematePieceCount = false\nconnectRegion1White = a*\nconnectRegion2White = i*\n"
                           "connectRegion1Black = *1\nconnectRegion2Black = *9\nconnectDiagonal = false\n";

static Variant *import_load(const char *ini) { return test_import_load(ini, NULL); }

static uint64_t perft_of(const Variant *v, const char *fen, int depth)
{
    Game *g = test_start(v, fen);
    Position pos = g->pos;
    uint64_t n = game_perft(v, &pos, depth);
    game_free(g);
    return n;
}

/* Plays `moves` from `fen` (NULL: the setup) and returns the game; the moves must be legal. */
static Game *played(const Variant *v, const char *fen, const char *moves)
{
    Game *g = test_start(v, fen);
    char copy[256];
    snprintf(copy, sizeof copy, "%s", moves);
    for (char *mv = strtok(copy, " "); mv; mv = strtok(NULL, " ")) {
        if (game_play_text(g, mv) != 0)
            fail_msg("illegal move %s", mv);
    }
    return g;
}

static void expect_board(const Game *g, const char *board)
{
    char fen[256];
    game_fen(g, fen, sizeof fen);
    if (strncmp(fen, board, strlen(board)) != 0)
        fail_msg("board %s, expected %s", fen, board);
}

static bool legal(const Game *g, const char *move) { return move_find(g->v, g->legal, g->nlegal, move) >= 0; }

static void test_reversi_drops_and_flips(void **state)
{
    (void)state;
    Variant *v = import_load(FLIPELLO6);
    const uint64_t fsf[] = {4, 12, 56, 244}; /* Fairy-Stockfish, go perft 1..4 */
    for (int d = 1; d <= 4; d++)
        assert_int_equal(perft_of(v, NULL, d), fsf[d - 1]);
    /* d2 closes d3 on d4; e4 then closes d4 on c4 (FSF: 6/6/2ppp1/2PP2/3P2/6) */
    Game *g = played(v, NULL, "P@d2");
    expect_board(g, "6/6/2pP2/2PP2/3P2/6");
    assert_false(legal(g, "P@d1")); /* encloses nothing */
    game_play_text(g, "P@e4");
    expect_board(g, "6/6/2ppp1/2PP2/3P2/6");
    game_undo(g);
    game_undo(g);
    expect_board(g, "6/6/2pP2/2Pp2/6/6");
    game_free(g);
    /* no drop encloses: White passes (on its lowest piece), then Black; two passes end
     * the game, counted: 4 to 1 (FSF: perft 1 after them is 0) */
    g = played(v, "6/6/2PP2/2PP2/6/5p[Pp] w 0 1", "c3c3");
    assert_int_equal(g->nlegal, 1);
    game_play_text(g, "f1f1");
    assert_int_equal(g->nlegal, 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    /* while a first-drop square is empty, drops go there, enclosing or not (FSF: 2) */
    assert_int_equal(perft_of(v, "6/6/2pp2/6/6/6[Pp] w 0 1", 1), 2);
    /* White without a piece cannot pass: stalemated with fewer pieces, it loses */
    g = test_start(v, "6/6/2pp2/2pp2/6/6[Pp] w 0 1");
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    game_free(g);
    /* the last empty square filled: the board is full, more pieces win */
    g = played(v, "PPPPPP/PPPPPP/PPPPPP/pppppp/pppppp/pppp1p[P] w 0 1", "P@e1");
    expect_board(g, "PPPPPP/PPPPPP/PPPPPP/ppPpPp/pppPPp/ppppPp"); /* FSF */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    variant_free(v);
}

static void test_first_drops_and_walls(void **state)
{
    (void)state;
    Variant *v = import_load(ANNEX);
    const uint64_t fsf[] = {3, 6, 6, 40}; /* d4, e4 and d5 first, whatever they enclose */
    for (int d = 1; d <= 4; d++)
        assert_int_equal(perft_of(v, NULL, d), fsf[d - 1]);
    /* Fairy-Stockfish looks past walls when it asks whether a drop encloses: a4 is next to
     * a5's enemy, and past b3 and c2 (walls) stands d1; the drop turns nothing (FSF: 1 move) */
    const char *fen = "***4***/***4***/***4***/10/10/p2PP5/3PP5/***4***/***4***/***P3***[PPPPPpppp] w - - 0 1";
    assert_int_equal(perft_of(v, fen, 1), 1);
    Game *g = played(v, fen, "P@a4");
    expect_board(g, "***4***/***4***/***4***/10/10/p2PP5/P2PP5/***4***/***4***/***P3***");
    game_free(g);
    variant_free(v);
}

static void test_ataxx_family(void **state)
{
    (void)state;
    Variant *v = import_load(QUAD7);
    assert_int_equal(perft_of(v, NULL, 1), 123); /* free drops anywhere, slides */
    assert_int_equal(perft_of(v, NULL, 2), 13730);
    Game *g = played(v, NULL, "P@b6"); /* joined to b7: a7, a6, a5 turn */
    expect_board(g, "1PPPPP1/PP4P/P5P/p5P/p5P/p5P/1ppppp1");
    game_free(g);
    g = played(v, NULL, "P@d4"); /* alone: nothing turns */
    expect_board(g, "1PPPPP1/p5P/p5P/p2P2P/p5P/p5P/1ppppp1");
    game_free(g);
    variant_free(v);

    v = import_load(CRUSADE6);
    const uint64_t fsf[] = {56, 2648, 112152};
    for (int d = 1; d <= 3; d++)
        assert_int_equal(perft_of(v, NULL, d), fsf[d - 1]);
    g = played(v, NULL, "b1a1"); /* takes a1, and b2 next to it turns (FSF) */
    expect_board(g, "PpPpPp/pPpPpP/PpP1Pp/pPpPpP/PPPpPp/P1pPpP");
    game_free(g);
    /* the board is full at the start: decided there, as many pieces each */
    g = test_start(v, "PpPpPp/pPpPpP/PpPpPp/pPpPpP/PpPpPp/pPpPpP w - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    assert_int_equal(g->nlegal, 0);
    game_free(g);
    variant_free(v);

    v = import_load(SNORT6);
    const uint64_t snort[] = {36, 1140, 34976};
    for (int d = 1; d <= 3; d++)
        assert_int_equal(perft_of(v, NULL, d), snort[d - 1]);
    g = played(v, NULL, "P@c3");
    assert_false(legal(g, "P@c4")); /* beside White's piece along a file */
    assert_true(legal(g, "P@d4"));  /* diagonally is allowed */
    game_free(g);
    /* no drop left for White (every empty square touches Black): White loses */
    g = test_start(v, "1p1p1p/p1p1p1/1p1p1p/p1p1p1/1p1p1p/p1p1p1 w - - 0 1");
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    game_free(g);
    variant_free(v);
}

static void test_connected_regions(void **state)
{
    (void)state;
    Variant *v = import_load(GALE);
    const uint64_t fsf[] = {41, 1640, 63960};
    for (int d = 1; d <= 3; d++)
        assert_int_equal(perft_of(v, NULL, d), fsf[d - 1]);
    /* a chain from file a to file i that steps north joins them: White has won (FSF: 0) */
    Game *g = test_start(v, "9/9/9/4PPPPP/PPPPP4/9/9/9/9 b - - 0 1");
    assert_int_equal(g->nlegal, 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    /* Fairy-Stockfish grows the chain east and north only: one that steps south does not
     * join them (FSF: 71 moves) */
    assert_int_equal(perft_of(v, "9/9/9/9/PPPPP4/4PPPPP/9/9/9 b - - 0 1", 1), 71);
    assert_int_equal(perft_of(v, "9/9/9/PPPPP4/4PPPPP/9/9/9/9 b - - 0 1", 1), 71);
    /* White's drop on e5 closes the chain a5-i5 */
    g = played(v, "9/9/9/9/PPPP1PPPP/9/9/9/9 w - - 0 1", "P@e5");
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    variant_free(v);
}

/* The new keys' values are checked where they are written. */
static void test_flip_keys_errors(void **state)
{
    (void)state;
    const char *base = "game: t\nboard:\n  size: 6x6\n  zones:\n    centre: [c3, d4]\nsetup: \"6/6/6/6/6/6[Pp] w 0 1\"\n"
                       "pieces:\n  stone: { letter: p, chessembly: \"\" }\nrules:\n  hands: true\n";
    const struct {
        const char *rule, *message;
    } cases[] = {
        {"  drop_rule: sideways\n", "t.yaml:11:14: drop_rule must be 'anywhere', 'enclosing'"},
        {"  flip: all\n", "t.yaml:11:9: flip must be 'none', 'enclosed'"},
        {"  first_drops: middle\n", "t.yaml:11:16: first_drops names a zone"},
        {"  free_drops: often\n", "t.yaml:11:15:"},
        {"  connect_steps: [east, up]\n", "t.yaml:11:25: connect_steps is a list of the directions"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml, "%s%s", base, cases[i].rule);
        DiagSink d;
        diag_init(&d);
        Variant *v = variant_load_text(yaml, "t.yaml", NULL, &d);
        assert_null(v);
        char msg[600];
        diag_format(&d.items[0], msg, sizeof msg);
        if (!strstr(msg, cases[i].message))
            fail_msg("got '%s', expected '%s'", msg, cases[i].message);
        diag_free(&d);
    }
    /* drop rules need hands */
    DiagSink d;
    diag_init(&d);
    const char *no_hands = "game: t\nboard:\n  size: 6x6\nsetup: \"6/6/6/6/6/6 w 0 1\"\n"
                           "pieces:\n  stone: { letter: p, chessembly: \"\" }\nrules:\n  free_drops: true\n";
    assert_null(variant_load_text(no_hands, "t.yaml", NULL, &d));
    char msg[600];
    diag_format(&d.items[0], msg, sizeof msg);
    assert_non_null(strstr(msg, "need 'hands: true'"));
    diag_free(&d);
    /* empty_squares belongs to the position */
    diag_init(&d);
    const char *sided = "game: t\nboard:\n  size: 6x6\nsetup: \"6/6/6/6/6/6 w 0 1\"\n"
                        "pieces:\n  stone: { letter: p, chessembly: \"\" }\nvictory:\n  add:\n"
                        "    full: opponent.empty_squares == 0\n";
    assert_null(variant_load_text(sided, "t.yaml", NULL, &d));
    diag_format(&d.items[0], msg, sizeof msg);
    assert_non_null(strstr(msg, "empty_squares belongs to the position"));
    diag_free(&d);
    /* `connected` takes two zones */
    diag_init(&d);
    const char *one_zone = "game: t\nboard:\n  size: 6x6\n  zones:\n    west: [file a]\nsetup: \"6/6/6/6/6/6 w 0 1\"\n"
                           "pieces:\n  stone: { letter: p, chessembly: \"\" }\nvictory:\n  add:\n"
                           "    joined: connected zone.west\n";
    assert_null(variant_load_text(one_zone, "t.yaml", NULL, &d));
    diag_format(&d.items[0], msg, sizeof msg);
    assert_non_null(strstr(msg, "'connected' takes two zones"));
    diag_free(&d);
    /* Fairy-Stockfish's enclosing rules we cannot say are refused, by key */
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    assert_null(fsf_import_ini("[t:flipello]\nenclosingDrop = quadwrangle\n", "t.ini", NULL, false, &errors, &notes));
    diag_format(&errors.items[0], msg, sizeof msg);
    assert_non_null(strstr(msg, "enclosingDrop = quadwrangle"));
    diag_free(&errors);
    diag_free(&notes);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reversi_drops_and_flips),
        cmocka_unit_test(test_first_drops_and_walls),
        cmocka_unit_test(test_ataxx_family),
        cmocka_unit_test(test_connected_regions),
        cmocka_unit_test(test_flip_keys_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
