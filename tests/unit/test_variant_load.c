/* Variant files: what loads, and every bad file gives a located message. */
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

#define PIECES_OK \
    "pieces:\n" \
    "  king:\n" \
    "    letter: k\n" \
    "    royal: true\n" \
    "    chessembly: \"take-move(1, 0); take-move(-1, 0); take-move(0, 1); take-move(0, -1);\"\n" \
    "  rook:\n" \
    "    letter: r\n" \
    "    chessembly: |\n" \
    "      take-move(1, 0) repeat(1);\n" \
    "      take-move(0, 1) repeat(1);\n"

/* Loads `text`; expects failure with exactly one diagnostic at line:col whose message
 * contains `needle`. */
static void expect_error(const char *text, int line, int col, const char *needle)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "bad.yaml", NULL, &d);
    if (v || d.count != 1 || d.items[0].line != line || d.items[0].column != col ||
        !strstr(d.items[0].message, needle)) {
        fprintf(stderr, "expected one error at %d:%d containing '%s', got %d:\n", line, col, needle, d.count);
        diag_print(&d, stderr);
    }
    assert_null(v);
    assert_int_equal(d.count, 1);
    assert_int_equal(d.items[0].line, line);
    assert_int_equal(d.items[0].column, col);
    assert_non_null(strstr(d.items[0].message, needle));
    assert_string_equal(d.items[0].file, "bad.yaml");
    diag_free(&d);
}

static void test_good_file_loads(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    const char *text = "game: Tiny\nboard:\n  size: 5x6\nsetup: \"4k/5/5/5/5/R3K w - - 0 1\"\n" PIECES_OK;
    Variant *v = variant_load_text(text, "tiny.yaml", NULL, &d);
    diag_print(&d, stderr);
    assert_non_null(v);
    assert_int_equal(v->files, 5);
    assert_int_equal(v->ranks, 6);
    assert_string_equal(v->name, "Tiny");
    Game *g = game_new(v, NULL, &d);
    assert_non_null(g);
    /* rook a1: right along rank 1 to d1 (king on e1), up the a-file to a6: 3 + 5;
     * king e1: left d1, up e2 (right and down are off the board) */
    assert_int_equal(g->nlegal, 3 + 5 + 2);
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

static void test_missing_keys(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\n" PIECES_OK, 1, 1, "missing 'setup'");
    expect_error("board:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK, 1, 1, "missing 'game'");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n", 1, 1, "missing 'pieces'");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\npieces:\n  king:\n    letter: k\n",
                 6, 3, "needs its movement");
}

static void test_unknown_keys(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\nbord: 1\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK, 4, 1,
                 "unknown key 'bord'");
    expect_error("game: X\nboard:\n  size: 8x8\n  colour: red\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK, 4, 3,
                 "unknown key 'colour' in board");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK "    roayl: true\n", 15, 5,
                 "unknown key 'roayl'");
}

/* fifty_moves: reset, irreversible or count; anything else is a located error. */
/* promotion: { to: [] } bars the zone; it cannot also be optional (a located error). */
static void test_promotion_to_nothing(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "    promotion: { to: [], optional: true }\n",
                 15, 22, "promotion 'to' lists no piece, so staying as it is (optional: true) is the only choice");
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/R7/4K3 w\"\n" PIECES_OK
                                   "    promotion: { to: [] }\n",
                                   "ok.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &d);
    assert_non_null(g);
    /* the rook (right and up only) stops on rank 7: a3-a7 and b2-h2, and the king's 3 */
    assert_int_equal(g->nlegal, 5 + 7 + 3);
    assert_int_equal(game_play_text(g, "a2a8"), -1);
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

/* drop: { promoted: [...] } names promoted forms of the piece (demotes_to it), and a
 * promotion's on_capture is true or false: located errors otherwise. */
static void test_promoted_drops_and_on_capture(void **state)
{
    (void)state;
    /* PIECES_OK's rook is on lines 10-14; the tokin follows */
    const char *head = "game: X\nrules:\n  hands: true\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n";
    char text[1024];
    snprintf(text, sizeof text, "%s" PIECES_OK "    drop: { promoted: [king] }\n  tokin: { demotes_to: rook, betza: W }\n",
             head);
    expect_error(text, 17, 24, "drop: promoted: 'king' is no promoted form of 'rook' (it needs demotes_to: rook)");
    snprintf(text, sizeof text, "%s" PIECES_OK "    drop: { promoted: [tokn] }\n  tokin: { demotes_to: rook, betza: W }\n",
             head);
    expect_error(text, 17, 24, "drop: promoted: unknown piece 'tokn'");
    snprintf(text, sizeof text, "%s" PIECES_OK "    drop: { promoted: tokin }\n  tokin: { demotes_to: rook, betza: W }\n",
             head);
    expect_error(text, 17, 23, "drop: promoted is a list of the piece's promoted forms");
    snprintf(text, sizeof text,
             "%s" PIECES_OK "    promotion: { to: [tokin], zone: last_rank, on_capture: maybe }\n"
             "  tokin: { demotes_to: rook, betza: W }\n",
             head);
    expect_error(text, 17, 60, "on_capture");
    /* in_place (a promotion that is a move of its own) with a rule of ordinary moves' promotions */
    snprintf(text, sizeof text,
             "%s" PIECES_OK "    promotion: { to: [tokin], zone: last_rank, optional: true, in_place: true }\n"
             "  tokin: { demotes_to: rook, betza: W }\n",
             head);
    expect_error(text, 17, 74, "promotion in_place is a move of its own, and the piece's other moves never promote: "
                              "optional, on_leaving and on_capture do not go with it");
    /* the good form loads: the rook may also be dropped as its tokin */
    snprintf(text, sizeof text,
             "%s" PIECES_OK "    drop: { promoted: [tokin] }\n    promotion: { to: [tokin], zone: last_rank, on_capture: true }\n"
             "  tokin: { demotes_to: rook, betza: W, promotion: { to: [rook], zone: last_rank } }\n",
             head);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "good.yaml", NULL, &d);
    diag_print(&d, stderr);
    assert_non_null(v);
    int rook = variant_find_kind(v, "rook"), tokin = variant_find_kind(v, "tokin");
    assert_true(v->kinds[rook].promo_on_capture);
    assert_true(v->kinds[rook].drop_promoted == 1ULL << tokin);
    /* a rook in hand: 62 empty squares, as a rook or as a tokin */
    Game *g = game_new(v, "4k3/8/8/8/8/8/8/4K3[R] w - - 0 1", &d);
    assert_non_null(g);
    int drops = 0, promoted = 0;
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].type == MOVE_DROP) {
            drops++;
            promoted += (g->legal[i].flags & MF_PROMOTED_DROP) != 0;
            assert_int_equal(move_hand_kind(v, &g->legal[i]), rook);
        }
    assert_int_equal(drops, 2 * 62);
    assert_int_equal(promoted, 62);
    for (int i = 0; i < g->nlegal; i++) { /* each written form reads back as its move (tokin@e4) */
        char written[MOVE_TEXT_MAX];
        move_text_in(v, g->legal, g->nlegal, &g->legal[i], written, sizeof written);
        assert_int_equal(move_find(v, g->legal, g->nlegal, written), i);
    }
    assert_true(move_find(v, g->legal, g->nlegal, "+R@e4") >= 0); /* as Fairy-Stockfish writes it */
    assert_true(g->legal[move_find(v, g->legal, g->nlegal, "+R@e4")].become == tokin + 1);
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

/* A variant text that must load (its errors printed when it does not). */
static Variant *load_ok(const char *text, DiagSink *d)
{
    Variant *v = variant_load_text(text, "ok.yaml", NULL, d);
    if (!v)
        diag_print(d, stderr);
    assert_non_null(v);
    return v;
}

/* royal_at_most: royal only while the side has at most that many of the kind; only on a
 * royal piece (a located error). */
static void test_royal_at_most(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "    royal_at_most: 1\n",
                 15, 20, "royal_at_most applies to a royal piece: add royal: true");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "    royal: true\n    royal_at_most: 0\n",
                 16, 20, "royal_at_most is a whole number from 1 to 64");
    DiagSink d;
    diag_init(&d);
    /* two guards: neither is royal, so they need no shelter; once one is taken the other is */
    const char *text = "game: X\nboard:\n  size: 8x8\nsetup: \"g6g/8/8/8/8/8/8/R3K3 w - - 0 1\"\npieces:\n"
                       "  king: { letter: k, royal: true, betza: \"W\" }\n"
                       "  guard: { letter: g, royal: true, royal_at_most: 1, betza: \"W\" }\n"
                       "  rook: { letter: r, chessembly: \"take-move(1, 0) repeat(1); take-move(0, 1) repeat(1);\" }\n";
    Variant *v = load_ok(text, &d);
    Game *g = game_new(v, NULL, &d);
    assert_non_null(g);
    assert_int_equal(g->nlegal, 10 + 3); /* the rook may take a8 though h8 stands on its line */
    assert_int_equal(game_play_text(g, "a1a8"), 0);
    assert_int_equal(g->nlegal, 1); /* h8 is royal now and attacked: only h7 (g8 is on the rook's rank) */
    assert_int_equal(game_play_text(g, "h8g8"), -1);
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

/* The legal moves' count of `setup` in a small game of a king, a crown prince (a second
 * king, royal_at_most: 1 with `prince_keys`), an elephant promoting to it on the last rank
 * (`promotion_keys`) and a rook. */
static int crown_prince_legal(const char *setup, const char *prince_keys, const char *promotion_keys)
{
    char text[1024];
    snprintf(text, sizeof text,
             "game: X\nboard:\n  size: 8x8\nsetup: \"%s\"\npieces:\n"
             "  king: { letter: k, royal: true, royal_at_most: 1, betza: \"K\" }\n"
             "  prince: { letter: c, royal: true, royal_at_most: 1%s, betza: \"K\" }\n"
             "  elephant: { letter: e, betza: \"K\", promotion: { to: [prince], zone: last_rank%s } }\n"
             "  rook: { letter: r, betza: \"R\" }\n",
             setup, prince_keys, promotion_keys);
    DiagSink d;
    diag_init(&d);
    Variant *v = load_ok(text, &d);
    Game *g = game_new(v, NULL, &d);
    assert_non_null(g);
    int n = g->nlegal;
    game_free(g);
    variant_free(v);
    diag_free(&d);
    return n;
}

/* counted_with: royal_at_most counts the kinds together (Sho shogi's prince is a second
 * king); promotion's royal_next_move: a promotion into such a kind is judged by the
 * royalty before it. Located errors for both. */
static void test_counted_with_and_royal_next_move(void **state)
{
    (void)state;
    /* the rook on e8 attacks the prince on d8 and the king on e1: counted together there
     * are two, neither royal (10 moves); counted apart both are, and only Cxe8 saves both */
    assert_int_equal(crown_prince_legal("3Cr3/8/8/8/8/8/8/4K2k w - - 0 1", ", counted_with: king", ""), 10);
    assert_int_equal(crown_prince_legal("3Cr3/8/8/8/8/8/8/4K2k w - - 0 1", "", ""), 1);
    /* in check from e8: the elephant's promotions on c8 and d8 leave the king attacked. As
     * the move's result (two kings, neither royal) they are legal; judged before it, not */
    assert_int_equal(crown_prince_legal("4r3/3E4/8/8/8/8/8/4K2k w - - 0 1", ", counted_with: king", ""), 9);
    assert_int_equal(crown_prince_legal("4r3/3E4/8/8/8/8/8/4K2k w - - 0 1", ", counted_with: king",
                                        ", royal_next_move: true"),
                     7);
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "    counted_with: king\n",
                 15, 19, "counted_with applies to a piece with royal_at_most");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "    royal: true\n    royal_at_most: 1\n    counted_with: [king]\n",
                 17, 20, "counted_with: 'king' needs royal: true and the same royal_at_most as 'rook'");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "    royal: true\n    royal_at_most: 1\n    counted_with: queen\n",
                 17, 19, "counted_with: unknown piece 'queen'");
}

/* rules: promotion_limits: located errors, and a limit reached takes the choice away. */
static void test_promotion_limits_key(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\nrules:\n  promotion_limits: 3\n"
                 PIECES_OK, 6, 21, "promotion_limits is a list of { pieces: [...], at_most: N }");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\nrules:\n"
                 "  promotion_limits: [{ pieces: [rook], at_most: 1.5 }]\n" PIECES_OK,
                 6, 49, "at_most is a whole number from 0 to 64");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\nrules:\n"
                 "  promotion_limits: [{ pieces: [rokk], at_most: 1 }]\n" PIECES_OK,
                 6, 33, "promotion_limits: pieces: unknown piece 'rokk'");
    DiagSink d;
    diag_init(&d);
    const char *text = "game: X\nboard:\n  size: 8x8\nsetup: \"4k3/R7/8/8/8/8/8/4K3 w - - 0 1\"\n"
                       "rules:\n  promotion_limits: [{ pieces: [queen], at_most: 1 }]\npieces:\n"
                       "  king: { letter: k, royal: true, betza: \"W\" }\n"
                       "  queen: { letter: q, betza: \"W\" }\n"
                       "  rook: { letter: r, betza: \"fW\", promotion: { to: [queen], optional: true } }\n";
    Variant *v = variant_load_text(text, "ok.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &d);
    assert_non_null(g);
    assert_int_equal(g->nlegal, 2 + 3); /* a8, a8=queen, and the king's */
    game_free(g);
    g = game_new(v, "4k3/R7/8/8/8/8/8/3QK3 w - - 0 1", &d);
    assert_int_equal(g->nlegal, 1 + 2 + 2); /* a queen already: a8 as a rook only */
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

static void test_fifty_moves_key(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "    fifty_moves: sometimes\n",
                 15, 18, "fifty_moves is 'reset', 'irreversible' or 'count', not 'sometimes'");
    /* pieces that reset the count only with a move they cannot make back on an empty
     * board: the king's step can be, the rook's (right and up only) cannot */
    DiagSink d;
    diag_init(&d);
    const char *text = "game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/R3K3 w - - 9 1\"\npieces:\n"
                       "  king:\n    letter: k\n    royal: true\n    fifty_moves: irreversible\n"
                       "    chessembly: \"take-move(1, 0); take-move(-1, 0); take-move(0, 1); take-move(0, -1);\"\n"
                       "  rook:\n    letter: r\n    fifty_moves: irreversible\n"
                       "    chessembly: \"take-move(1, 0) repeat(1); take-move(0, 1) repeat(1);\"\n";
    Variant *v = variant_load_text(text, "ok.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &d);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "e1e2"), 0);
    char fen[128];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/8/8/8/4K3/R7 b - - 10 1");
    assert_int_equal(game_play_text(g, "e8e7"), 0);
    assert_int_equal(game_play_text(g, "a1a5"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "8/4k3/8/R7/8/8/4K3/8 b - - 0 2");
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

static void test_bad_board_sizes(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 0x3\nsetup: \"k2/3/2K w\"\n" PIECES_OK, 3, 9, "0x3 is out of range");
    expect_error("game: X\nboard:\n  size: 17x8\nsetup: \"k2/3/2K w\"\n" PIECES_OK, 3, 9, "17x8 is out of range");
    expect_error("game: X\nboard:\n  size: eight\nsetup: \"k2/3/2K w\"\n" PIECES_OK, 3, 9, "FILESxRANKS");
}

static void test_bad_fen(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4X3 w\"\n" PIECES_OK, 4, 8,
                 "no piece has the letter 'X'");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K w\"\n" PIECES_OK, 4, 8, "rank");
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 x\"\n" PIECES_OK, 4, 8,
                 "side to move");
    expect_error("game: X\nboard:\n  size: 10x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK, 4, 8,
                 "setup is 8x8 but the board is 10x8");
}

static void test_letter_twice(void **state)
{
    (void)state;
    expect_error("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                 "  rider:\n    letter: r\n    chessembly: \"take-move(1, 1);\"\n",
                 15, 3, "letter 'r' is used by both 'rook' and 'rider'");
}

static void test_script_error_located_in_file(void **state)
{
    (void)state;
    /* block scalar: the error points into the file (line 10, column 7 + 10) */
    const char *text = "game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\npieces:\n  king:\n"
                       "    letter: k\n    royal: true\n    chessembly: |\n"
                       "      take-move(1, 0);\n"
                       "      take-move(0, 1) repaet(1);\n";
    expect_error(text, 11, 23, "unknown expression 'repaet'");
    /* quoted scalar on one line: column counts from the opening quote */
    const char *text2 = "game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\npieces:\n  king:\n"
                        "    letter: k\n    chessembly: \"move(1)\"\n";
    expect_error(text2, 8, 18, "'move' takes 2 arguments");
}

static void test_unknown_piece_in_script(void **state)
{
    (void)state;
    const char *text = "game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\npieces:\n  king:\n"
                       "    letter: k\n    chessembly: \"transition(qeen) move(0, 1);\"\n";
    expect_error(text, 8, 29, "unknown piece 'qeen'");
}

static void test_yaml_syntax_error(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text("game: X\nboard: [8x8\n", "bad.yaml", NULL, &d);
    assert_null(v);
    assert_int_equal(d.count, 1);
    assert_true(d.items[0].line >= 2);
    assert_non_null(strstr(d.items[0].message, "YAML"));
    diag_free(&d);
}

static void test_zones(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    const char *text = "game: Z\nboard:\n  size: 8x8\n  zones:\n    hill: [d4, d5, e4, e5]\n    top: [a8-h8]\n"
                       "    r3: [rank 3]\n    fa: [file a]\n    box: [b2-c3]\n"
                       "setup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK;
    Variant *v = variant_load_text(text, "z.yaml", NULL, &d);
    diag_print(&d, stderr);
    assert_non_null(v);
    const Zone *hill = &v->zones[variant_find_zone(v, "hill")];
    assert_true(zone_has(hill, sq_make(3, 3)) && zone_has(hill, sq_make(4, 4)));
    assert_false(zone_has(hill, sq_make(2, 3)));
    const Zone *top = &v->zones[variant_find_zone(v, "top")];
    for (int f = 0; f < 8; f++)
        assert_true(zone_has(top, sq_make(f, 7)));
    assert_false(zone_has(top, sq_make(0, 6)));
    const Zone *r3 = &v->zones[variant_find_zone(v, "r3")];
    assert_true(zone_has(r3, sq_make(5, 2)) && !zone_has(r3, sq_make(5, 3)));
    const Zone *fa = &v->zones[variant_find_zone(v, "fa")];
    assert_true(zone_has(fa, sq_make(0, 7)) && !zone_has(fa, sq_make(1, 7)));
    const Zone *box = &v->zones[variant_find_zone(v, "box")];
    int count = 0;
    for (int s = 0; s < 256; s++)
        count += zone_has(box, (Square)s);
    assert_int_equal(count, 4);
    variant_free(v);
    diag_free(&d);
}

static void test_shape_pieces(void **state)
{
    (void)state;
    /* a good inline shape: a camel (1,3) leaper, written as YAML flow */
    DiagSink d;
    diag_init(&d);
    const char *good = "game: S\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/3C4/8/8/4K3 w - - 0 1\"\n" PIECES_OK
                       "  camel:\n    letter: c\n"
                       "    shape: {kind: reflect, axis: both, shapes: [{kind: point, delta: {x: 1, y: 3}},\n"
                       "            {kind: point, delta: {x: 3, y: 1}}]}\n";
    Variant *v = variant_load_text(good, "s.yaml", NULL, &d);
    diag_print(&d, stderr);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &d);
    assert_non_null(g);
    Move moves[32];
    /* eight camel leaps from d4, but e1 holds the own king */
    assert_int_equal(game_moves_from(g, sq_make(3, 3), moves, 32), 7);
    game_free(g);
    variant_free(v);
    diag_free(&d);
    /* a bad one: the error names the shape's line in the file and the JSON path */
    diag_init(&d);
    const char *bad = "game: S\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w\"\n" PIECES_OK
                      "  camel:\n    letter: c\n"
                      "    shape:\n      kind: union\n      shapes:\n        - {kind: circle, radius: 1}\n"
                      "        - {kind: ray, dirs: [N], min: 3, max: 2}\n";
    v = variant_load_text(bad, "bad.yaml", NULL, &d);
    diag_print(&d, stderr);
    assert_null(v);
    assert_true(d.count >= 1);
    assert_string_equal(d.items[0].file, "bad.yaml");
    /* the exact place of `max: 2` inside the inline shape */
    assert_int_equal(d.items[0].line, 21);
    assert_int_equal(d.items[0].column, 47);
    assert_non_null(strstr(d.items[0].message, "shapes[1].max"));
    diag_free(&d);
}

/* drop: { no_doubled: N }: how many of the kind on a file stop a drop (1 to 16, or true) */
static void test_drop_no_doubled_count(void **state)
{
    (void)state;
    const char *head = "game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3[P] w\"\nrules:\n  hands: true\n";
    char text[1024];
    snprintf(text, sizeof text, "%s" PIECES_OK "  pawn:\n    letter: p\n    betza: fW\n    drop: { no_doubled: 2 }\n",
             head);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "ok.yaml", NULL, &d);
    diag_print(&d, stderr);
    assert_non_null(v);
    bool found = false;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].letter == 'p')
            found = v->kinds[k].drop_no_doubled == 2;
    assert_true(found);
    variant_free(v);
    diag_free(&d);
    snprintf(text, sizeof text, "%s" PIECES_OK "  pawn:\n    letter: p\n    betza: fW\n    drop: { no_doubled: 0 }\n",
             head);
    expect_error(text, 20, 25, "no_doubled is true, false, or how many on a file stop a drop (1 to 16)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_good_file_loads),
        cmocka_unit_test(test_missing_keys),
        cmocka_unit_test(test_unknown_keys),
        cmocka_unit_test(test_fifty_moves_key),
        cmocka_unit_test(test_promotion_limits_key),
        cmocka_unit_test(test_royal_at_most),
        cmocka_unit_test(test_counted_with_and_royal_next_move),
        cmocka_unit_test(test_promoted_drops_and_on_capture),
        cmocka_unit_test(test_promotion_to_nothing),
        cmocka_unit_test(test_bad_board_sizes),
        cmocka_unit_test(test_bad_fen),
        cmocka_unit_test(test_letter_twice),
        cmocka_unit_test(test_script_error_located_in_file),
        cmocka_unit_test(test_unknown_piece_in_script),
        cmocka_unit_test(test_yaml_syntax_error),
        cmocka_unit_test(test_zones),
        cmocka_unit_test(test_shape_pieces),
        cmocka_unit_test(test_drop_no_doubled_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
