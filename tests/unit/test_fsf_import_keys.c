/* test_fsf_import_keys.c — variants.ini keys and templates of issue 38: keys Fairy-Stockfish
 * does not read (ignored with a warning), the older names its parser still reads, piece
 * lists with spaces, promoted pieces in start positions, boards down to 1x1, and the
 * built-in templates added then; perft counts are the current Fairy-Stockfish's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess960.h"
#include "fsf_import.h"
#include "game.h"
#include "variant_load.h"

/* Imports section `name` of `ini` (NULL: its only one), which must import; the YAML. */
static char *import_ok(const char *ini, const char *name, DiagSink *notes)
{
    DiagSink errors;
    diag_init(&errors);
    char *yaml = fsf_import_ini(ini, "t.ini", name, false, &errors, notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    diag_free(&errors);
    return yaml;
}

/* The first message the import of `ini` gives (it must be refused). */
static void expect_refused(const char *ini, const char *message)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    assert_null(fsf_import_ini(ini, "t.ini", NULL, false, &errors, &notes));
    assert_true(errors.count >= 1);
    char buf[600];
    diag_format(&errors.items[0], buf, sizeof buf);
    if (strcmp(buf, message) != 0)
        fail_msg("expected '%s', got '%s'", message, buf);
    diag_free(&errors);
    diag_free(&notes);
}

/* The YAML without its header comments (which name the keys read). */
static const char *body(const char *yaml)
{
    const char *at = strstr(yaml, "game:");
    assert_non_null(at);
    return at;
}

/* Both ini texts import to the same game. */
static void expect_same_game(const char *a, const char *b)
{
    DiagSink notes;
    diag_init(&notes);
    char *ya = import_ok(a, NULL, &notes), *yb = import_ok(b, NULL, &notes);
    if (strcmp(body(ya), body(yb)) != 0)
        fail_msg("different games:\n%s\n---\n%s", ya, yb);
    free(ya);
    free(yb);
    diag_free(&notes);
}

/* perft of section `name` of `ini` from `fen` (NULL: its setup) at each depth 1..n. */
/* The import of `ini` writes `text`. */
static void expect_written(const char *ini, const char *text)
{
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(ini, NULL, &notes);
    if (!strstr(yaml, text))
        fail_msg("'%s' is not in:\n%s", text, yaml);
    free(yaml);
    diag_free(&notes);
}

static void expect_perft(const char *ini, const char *name, const char *fen, const uint64_t *nodes, int n)
{
    DiagSink notes, errors;
    diag_init(&notes);
    diag_init(&errors);
    char *yaml = import_ok(ini, name, &notes);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    if (!v)
        diag_print(&errors, stderr);
    assert_non_null(v);
    Game *g = game_new(v, fen, &errors);
    assert_non_null(g);
    for (int d = 1; d <= n; d++) {
        uint64_t got = game_perft(v, &g->pos, d);
        if (got != nodes[d - 1])
            fprintf(stderr, "[%s] %s perft %d: Fairy-Stockfish %llu, we %llu\n", name ? name : "", fen ? fen : "start",
                    d, (unsigned long long)nodes[d - 1], (unsigned long long)got);
        assert_int_equal(got, nodes[d - 1]);
    }
    game_free(g);
    variant_free(v);
    free(yaml);
    diag_free(&notes);
    diag_free(&errors);
}

static bool has_message(const DiagSink *sink, const char *text)
{
    for (int i = 0; i < sink->count; i++) {
        char buf[600];
        diag_format(&sink->items[i], buf, sizeof buf);
        if (strstr(buf, text))
            return true;
    }
    return false;
}

/* Keys Fairy-Stockfish does not read are ignored as it ignores them: a warning per key
 * (in the notes and the YAML's header), saying the game may differ from what was meant. */
static void test_unknown_keys_are_ignored_with_a_warning(void **state)
{
    (void)state;
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok("[a:chess]\nmaxrank = 9\ndescription = a fork's key\nfirstRankDoubleSteps = true\n"
                           "kingType = wazir\n", NULL, &notes);
    assert_int_equal(notes.count, 4);
    assert_true(has_message(&notes, "t.ini:2: warning: 'maxrank = 9' ignored: not a key Fairy-Stockfish reads, and "
                                    "it plays without it"));
    assert_true(has_message(&notes, "t.ini:3: warning: 'description = a fork's key' ignored"));
    assert_true(has_message(&notes, "t.ini:4: warning: 'firstRankDoubleSteps = true' ignored: Fairy-Stockfish no "
                                    "longer reads it"));
    assert_true(has_message(&notes, "t.ini:5: warning: 'kingType = wazir' ignored"));
    assert_true(has_message(&notes, "if it was meant to change the game, the imported game differs"));
    assert_non_null(strstr(yaml, "# Warning: t.ini:2: 'maxrank = 9' ignored"));
    assert_non_null(strstr(yaml, "size: 8x8"));
    free(yaml);
    diag_free(&notes);
    /* ... and the game is chess's: nothing of the ignored keys is in it */
    expect_same_game("[a:chess]\nmaxrank = 9\ndescription = x\nfirstRankDoubleSteps = true\nkingType = wazir\n",
                     "[a:chess]\n");
}

/* The older names Fairy-Stockfish's parser still reads, and which name wins when a
 * section gives both (the newer, whatever the order). */
static void test_older_key_names(void **state)
{
    (void)state;
    const char *shogi = "[a:crazyhouse]\n";
    char x[256], y[256];
    snprintf(x, sizeof x, "%swhiteDropRegion = *1 *2 *3 *4\nblackDropRegion = *5 *6 *7 *8\n", shogi);
    snprintf(y, sizeof y, "%sdropRegionWhite = *1 *2 *3 *4\ndropRegionBlack = *5 *6 *7 *8\n", shogi);
    expect_same_game(x, y);
    snprintf(x, sizeof x, "%sdropRegionWhite = *1 *2\nwhiteDropRegion = *1 *2 *3 *4\n", shogi);
    snprintf(y, sizeof y, "%sdropRegionWhite = *1 *2\n", shogi);
    expect_same_game(x, y);
    const char *c4 = "[c:chess]\nmaxRank = 6\nmaxFile = 7\nimmobile = p\npieceDrops = true\n"
                     "startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppp] w - - 0 1\nconnectN = 4\n"
                     "stalemateValue = draw\nimmobilityIllegal = false\n";
    snprintf(x, sizeof x, "%sdropOnTop = true\n", c4);
    snprintf(y, sizeof y, "%senclosingDrop = top\n", c4);
    expect_same_game(x, y);
    snprintf(x, sizeof x, "%sdropOnTop = true\nenclosingDrop = none\n", c4);
    snprintf(y, sizeof y, "%senclosingDrop = none\n", c4);
    expect_same_game(x, y);
    expect_same_game("[a:chess]\ncastlingKingPieceWhite = k\ncastlingKingPieceBlack = k\n"
                     "castlingRookPiecesWhite = r\ncastlingRookPiecesBlack = r\n", "[a:chess]\n");
    expect_refused("[a:chess]\nchancellor = c\ncastlingRookPiecesWhite = c\n",
                   "t.ini:3: cannot import castlingKingPieceWhite/Black, castlingRookPiecesWhite/Black: the sides "
                   "castle with other pieces, which is said here for both sides alike only");
}

/* doubleStepRank and doubleStepRankMin: the double step from every rank between them
 * (each 2 unless given); with both, Fairy-Stockfish reads doubleStepRank alone. */
static void test_double_step_rank_range(void **state)
{
    (void)state;
    const char *ini = "[ds3:chess]\ndoubleStepRank = 3\n[dsmin:chess]\ndoubleStepRankMin = 1\n"
                      "[both:chess]\ndoubleStepRank = 3\ndoubleStepRankMin = 1\n";
    static const uint64_t from3[] = {9}, from1[] = {7}, from1_both[] = {6};
    expect_perft(ini, "ds3", "4k3/8/8/8/8/P7/1P6/4K3 w - - 0 1", from3, 1);     /* a3a5 too */
    expect_perft(ini, "dsmin", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", from1, 1);     /* a1a3 */
    expect_perft(ini, "both", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", from1_both, 1); /* no a1a3 */
    static const uint64_t start[] = {20, 400};
    expect_perft(ini, "ds3", NULL, start, 2);
}

/* Piece lists are read a letter at a time, spaces skipped; `r~` (a promoted piece) is the
 * piece where captures do not go to the hand. */
static void test_piece_lists_and_promoted_marks(void **state)
{
    (void)state;
    expect_same_game("[a:chess]\npromotionPieceTypes = q r\nextinctionPieceTypes = k q\n"
                     "extinctionValue = loss\n",
                     "[a:chess]\npromotionPieceTypes = qr\nextinctionPieceTypes = kq\nextinctionValue = loss\n");
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok("[j:xiangqi]\nstartFen = r~n~b~a~ka~b~n~r~/9/1c~5c~1/p~1p~1p~1p~1p~/9/9/"
                           "P~1P~1P~1P~1P~/1C~5C~1/9/R~N~B~A~KA~B~N~R~ w - - 0 1\n", NULL, &notes);
    assert_non_null(strstr(yaml, "setup: \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\""));
    free(yaml);
    diag_free(&notes);
}

/* Boards of 1 to 16 squares a side: Fairy-Stockfish's own small-board sections. */
static void test_small_boards(void **state)
{
    (void)state;
    const char *ini = "[hexapawn]\nmaxRank = 3\nmaxFile = c\nstartFen = ppp/3/PPP w\nflagPiece = p\n"
                      "flagRegionWhite = *3\nflagRegionBlack = *1\ncustomPiece1 = p:mfWcfF\nstalemateValue = loss\n"
                      "[1d-chess:chess]\nmaxRank = 1\nmaxFile = h\ncustomPiece1 = n:D\nstartFen = KNR2rnk w\n"
                      "[ttt]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\nstartFen = 3/3/3[PPPPPpppp] w - - 0 1\n"
                      "pieceDrops = true\ndoubleStep = false\ncastling = false\nstalemateValue = draw\n"
                      "immobilityIllegal = false\nconnectN = 3\n[one]\nmaxRank = 1\nmaxFile = 1\nking = k\n"
                      "startFen = K w - - 0 1\n";
    static const uint64_t hexapawn[] = {3, 10, 28, 56, 70}, line[] = {4, 8, 18, 49, 118},
                          ttt[] = {9, 72, 504, 3024, 15120};
    expect_perft(ini, "hexapawn", NULL, hexapawn, 5);
    expect_perft(ini, "1d-chess", NULL, line, 5);
    expect_perft(ini, "ttt", NULL, ttt, 5);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(ini, "one", &notes);
    assert_non_null(strstr(yaml, "size: 1x1"));
    free(yaml);
    diag_free(&notes);
    expect_refused("[a:chess]\nmaxRank = 0\n", "t.ini:2: maxRank = 0: boards have 1 to 16 ranks here");
    /* a pawnTypes longer than any set of letters is refused, not cut short */
    expect_refused("[a:chess]\npawnTypes = pabcdefghijklmnopqrstuvwxyzABCDEFGH\n", "t.ini:2: cannot import 'pawnTypes = pabcdefghijklmnopqrstuvwxyzABCDEFGH': "
                   "expected piece letters");
}

/* nMoveRule of any N: a draw after 2N plies without a capture or a pawn move (50 stays
 * the fifty-move atom), and Black's double steps from rank 7 on any board, as in
 * Fairy-Stockfish, unless a key says otherwise. */
static void test_move_rule_and_double_steps(void **state)
{
    (void)state;
    DiagSink notes, errors;
    diag_init(&notes);
    diag_init(&errors);
    char *yaml = import_ok("[n1:chess]\nnMoveRule = 1\nstartFen = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n", NULL, &notes);
    assert_non_null(strstr(yaml, "    move_rule: halfmoves >= 2\n"));
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &errors);
    assert_int_equal(game_play_text(g, "a1a2"), 0);
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(game_play_text(g, "e8d8"), 0);
    assert_int_equal(game_result(g)->status, GAME_DRAW);
    assert_string_equal(game_result(g)->reason, "move_rule");
    game_free(g);
    variant_free(v);
    free(yaml);
    yaml = import_ok("[f:chess]\nnMoveRule = 50\n", NULL, &notes);
    assert_non_null(strstr(yaml, "    fifty_moves: fifty_moves\n"));
    free(yaml);
    /* ten ranks: White steps twice from rank 2, Black from rank 7 (Fairy-Stockfish's pawns on
     * rank 8 do not); Fairy-Stockfish's counts after a8a7 (2x10 board) */
    const char *tall = "[long:chess]\nmaxRank = 10\nmaxFile = 2\nstartFen = qk/nr/pp/2/2/2/2/PP/NR/QK w - - 0 1\n"
                       "promotionRank = 10\n";
    yaml = import_ok(tall, NULL, &notes);
    assert_non_null(strstr(yaml, "double-step: { white: [rank 2], black: [rank 7] }"));
    free(yaml);
    static const uint64_t start[] = {3, 9, 36}, after[] = {4};
    expect_perft(tall, NULL, NULL, start, 3);
    expect_perft(tall, NULL, "qk/nr/1p/p1/2/2/2/PP/NR/QK b - - 0 1", after, 1); /* a7a5 too */
    diag_free(&notes);
    diag_free(&errors);
}

/* A Betza direction that selects no move of its atom (`hF`): Fairy-Stockfish plays the
 * piece without that part (its other direction groups stay: `fhF` is `fF`); imported so,
 * with a warning. Fairy-Stockfish's counts with the piece alone on d5. */
static void test_direction_selecting_nothing(void **state)
{
    (void)state;
    static const struct {
        const char *betza, *written;
        uint64_t nodes;
    } pieces[] = {{"hFN", "betza: \"N\"", 11}, {"NhF", "betza: \"N\"", 11}, {"hF", "chessembly: \"\"", 3},
                  {"hfF", "chessembly: \"\"", 3}, {"fhF", "betza: \"fhF\"", 5}};
    for (size_t i = 0; i < sizeof pieces / sizeof pieces[0]; i++) {
        char ini[256];
        snprintf(ini, sizeof ini, "[b:chess]\ncustomPiece1 = a:%s\n"
                 "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n", pieces[i].betza);
        DiagSink notes;
        diag_init(&notes);
        char *yaml = import_ok(ini, NULL, &notes);
        if (!strstr(yaml, pieces[i].written))
            fail_msg("%s: no '%s' in\n%s", pieces[i].betza, pieces[i].written, yaml);
        assert_int_equal(notes.count, strcmp(pieces[i].betza, "fhF") ? 1 : 0);
        if (notes.count)
            assert_true(has_message(&notes, "selects no move of 'F'; Fairy-Stockfish plays the piece without it"));
        free(yaml);
        diag_free(&notes);
        uint64_t nodes[] = {pieces[i].nodes};
        expect_perft(ini, NULL, "8/8/8/3A4/8/8/8/K6k w - - 0 1", nodes, 1);
    }
}

/* Fairy-Stockfish rides only along W, F and N lines: a rider of another atom (`DD`, `A2`,
 * `ZZ`) has no moves there, and the import drops it with a warning; W, F, N and K riders
 * stay. Fairy-Stockfish's counts with the piece alone on d5 (found by tools/betza_diff.py).
 * And an initial part that only captures (`icN`) has no move in Fairy-Stockfish: dropped
 * with a warning, no longer refused (its counts with the piece on d2, pawns to take on c4 and
 * e4). */
static void test_riders_off_fsf_lines(void **state)
{
    (void)state;
    static const struct {
        const char *betza;
        bool warned;
        uint64_t nodes;
    } pieces[] = {{"sDD", true, 3},  {"mfD3bW", true, 4}, {"DDN", true, 11}, {"A2K", true, 11},
                  {"ZZ", true, 3},   {"D3D", true, 7},    {"NN", false, 15},  {"KK", false, 30}};
    for (size_t i = 0; i < sizeof pieces / sizeof pieces[0]; i++) {
        char ini[256];
        snprintf(ini, sizeof ini, "[b:chess]\ncustomPiece1 = a:%s\n"
                 "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n", pieces[i].betza);
        DiagSink notes;
        diag_init(&notes);
        char *yaml = import_ok(ini, NULL, &notes);
        if (has_message(&notes, "rides along W, F and N lines only") != pieces[i].warned)
            fail_msg("%s: warned %d", pieces[i].betza, !pieces[i].warned);
        free(yaml);
        diag_free(&notes);
        uint64_t nodes[] = {pieces[i].nodes};
        expect_perft(ini, NULL, "8/8/8/3A4/8/8/8/K6k w - - 0 1", nodes, 1);
    }
    /* an initial move that passes squares: Fairy-Stockfish's pawns may take it en passant
     * (after KifmnD's e2e4, d4xe3), the piece never takes so: `en_passant: victim`; one
     * that is not forward only (KiR) leaves squares ours does not: said, not silent */
    static const uint64_t victim[] = {12, 73, 839};
    expect_written("[b:chess]\ncustomPiece1 = a:KifmnD\n", "    en_passant: victim\n");
    expect_perft("[b:chess]\ncustomPiece1 = a:KifmnD\n", NULL, "4k3/8/8/8/3p4/8/4A3/4K3 w - - 0 1", victim, 3);
    DiagSink ep_notes;
    diag_init(&ep_notes);
    free(import_ok("[b:chess]\ncustomPiece1 = a:KifmnD\n", NULL, &ep_notes));
    assert_false(has_message(&ep_notes, "leaves an en passant square"));
    diag_free(&ep_notes);
    diag_init(&ep_notes);
    free(import_ok("[b:chess]\ncustomPiece1 = a:KiR\n", NULL, &ep_notes));
    assert_true(has_message(&ep_notes, "leaves an en passant square behind this piece's initial move"));
    diag_free(&ep_notes);
    /* ... and nothing to say where nobody takes en passant (spartan: enPassantRegion = -) */
    diag_init(&ep_notes);
    free(import_ok("[x:spartan]\n", NULL, &ep_notes));
    assert_false(has_message(&ep_notes, "leaves an en passant square"));
    diag_free(&ep_notes);
    /* initial moves are made from the double-step region in Fairy-Stockfish: where it is
     * not each side's second rank (Black's rank 7 on 10 ranks; borderlands' rank 3), the
     * piece's `initial_zone` is the zone `double-step` */
    static const uint64_t ten_ranks[] = {20, 240, 4980}, third_rank[] = {18, 250, 4688};
    static const char ten[] = "[b:chess]\nmaxRank = 10\ncustomPiece1 = a:KifmnD\n"
                              "startFen = rnbakbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n";
    static const char third[] = "[b:chess]\ndoubleStepRegionWhite = *3\ndoubleStepRegionBlack = *6\n"
                                "customPiece1 = a:KifmnD\n";
    expect_written(ten, "    initial_zone: double-step\n");
    expect_written(third, "    double-step: { white: [rank 3], black: [rank 6] }\n");
    expect_perft(ten, NULL, "4k3/8/4a3/3a4/8/8/8/8/3A4/4K3 b - - 0 1", ten_ranks, 3);
    expect_perft(third, NULL, "4k3/8/3a4/8/8/3A4/4A3/4K3 w - - 0 1", third_rank, 3);
    static const struct {
        const char *betza;
        uint64_t nodes;
    } initial[] = {{"icN", 3}, {"icNW", 7}};
    for (size_t i = 0; i < 2; i++) {
        char ini[256];
        snprintf(ini, sizeof ini, "[b:chess]\ncustomPiece1 = a:%s\n"
                 "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n", initial[i].betza);
        DiagSink notes;
        diag_init(&notes);
        free(import_ok(ini, NULL, &notes));
        assert_true(has_message(&notes, "initial moves never capture in Fairy-Stockfish's Betza; Fairy-Stockfish "
                                        "plays the piece without it"));
        diag_free(&notes);
        uint64_t nodes[] = {initial[i].nodes};
        expect_perft(ini, NULL, "7k/8/8/8/2p1p3/8/3A4/K7 w - - 0 1", nodes, 1);
    }
}

/* Six Betza strings where Fairy-Stockfish's piece is not the sum of its parts (each part
 * alone, as it plays it, gives fewer or other moves): imported as Betza adds them up, with a
 * warning; pieces whose parts it does add up get none. */
static void test_betza_parts_fsf_mixes(void **state)
{
    (void)state;
    static const char *const mixed[] = {"cblpBiflWfsFF", "lvFFDmrpB", "bbpBfsB3", "nNlvAmffnA", "csgBrQ", "lhFFgQmN",
                                        "pQcbNF2", "pRW2"};
    static const char *const added[] = {"mRpRmFpB2", "KifmnD", "mRcpR", "fsFF", "pRF2"};
    for (size_t i = 0; i < 13; i++) {
        const char *betza = i < 8 ? mixed[i] : added[i - 8];
        char ini[256];
        snprintf(ini, sizeof ini, "[b:chess]\ncustomPiece1 = a:%s\n"
                 "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n", betza);
        DiagSink notes;
        diag_init(&notes);
        char *yaml = import_ok(ini, NULL, &notes);
        bool warned = has_message(&notes, "may play this piece as other than the sum of its parts");
        if (warned != (i < 8))
            fail_msg("%s: warned %d", betza, warned);
        free(yaml);
        diag_free(&notes);
    }
    /* one range per direction in Fairy-Stockfish, the later part's (QF2 reaches e6-f7-g8 no
     * more); warned where two parts of one kind share a direction and a modality */
    static const char *const ranges[] = {"QF2", "RW2", "NnN", "QR", "fRbR2", "mQcF2", "KifmnD"};
    for (size_t i = 0; i < 7; i++) {
        char ini[256];
        snprintf(ini, sizeof ini, "[b:chess]\ncustomPiece1 = a:%s\n"
                 "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n", ranges[i]);
        DiagSink notes;
        diag_init(&notes);
        free(import_ok(ini, NULL, &notes));
        if (has_message(&notes, "keeps one range per direction, the later part's") != (i < 3))
            fail_msg("%s: warned otherwise", ranges[i]);
        diag_free(&notes);
    }
    /* ours is the sum of the parts: lvFFDmrpB from the start has no d1b3 (d1 over c2 to b3
     * is a hop along lvFF's line, which only mrpB's part hops) */
    static const uint64_t sum[] = {24};
    expect_perft("[b:chess]\ncustomPiece1 = a:lvFFDmrpB\n"
                 "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n", NULL, NULL, sum, 1);
    /* pBF2's ferz rides two squares, as F2 says (Fairy-Stockfish rides it on to e8): from a4,
     * b3 c2 b5 c6 and the king's three */
    static const uint64_t limited[] = {7};
    expect_perft("[b:chess]\ncustomPiece1 = a:pBF2\n"
                 "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n", NULL,
                 "4r2k/8/8/8/A7/8/8/K7 w - - 0 1", limited, 1);
}

/* Built-in templates added for issue 38: each imports, with Fairy-Stockfish's counts from
 * its start; the ones whose rules cannot be said are refused with their key. */
static void test_more_builtin_templates(void **state)
{
    (void)state;
    static const struct {
        const char *ini;
        uint64_t nodes[3];
    } games[] = {
        {"[x:janggitraditional]\n", {32, 1024, 33000}},
        {"[x:janggicasual]\n", {32, 1024, 33316}},
        {"[x:embassy]\n", {28, 784, 25281}},
        {"[x:gothic]\n", {28, 784, 25283}},
        {"[x:capahouse]\n", {28, 784, 25228}},
        {"[x:almost]\n", {22, 484, 11895}},
        {"[x:nightrider]\n", {24, 576, 15586}},
        {"[x:grasshopper]\n", {28, 782, 22314}},
        {"[x:centaur]\n", {28, 784, 24490}},
        {"[x:chancellor]\n", {24, 576, 15896}},
        {"[x:kinglet]\n", {20, 400, 8902}},
        {"[x:threekings]\n", {20, 400, 8942}},
        {"[x:codrus]\n", {20, 400, 8067}},
        {"[x:berolina]\n", {30, 900, 28328}},
        {"[x:pawnsideways]\n", {20, 400, 10022}},
        {"[x:pawnback]\n", {20, 400, 9222}},
        {"[x:euroshogi]\n", {25, 625, 15424}},
        {"[x:dobutsu]\n", {4, 17, 123}},
        {"[x:hoppelpoppel]\n", {20, 400, 9034}},
        {"[x:newzealand]\n", {20, 400, 8976}},
        {"[x:opulent]\n", {50, 2500, 133829}},
        {"[x:tencubed]\n", {40, 1600, 68230}},
        {"[x:perfect]\n", {23, 529, 15082}},
        {"[x:paradigm]\n", {20, 400, 9062}},
        {"[x:gustav3]\n", {22, 484, 12804}},
        {"[x:jesonmor]\n", {30, 900, 27960}},
        {"[x:joust]\n", {8, 62, 356}},
        {"[x:legan]\n", {8, 64, 724}},
        {"[x:fischerandom]\n", {20, 400, 8902}},
        {"[x:armageddon]\n", {20, 400, 8902}},
        {"[x:torpedo]\n", {20, 400, 9194}},
        {"[x:clobber]\n", {49, 2116, 80063}},
        {"[x:flipersi]\n", {4, 12, 24}},
        {"[x:mini]\n", {14, 181, 2512}},
        {"[x:flipello10]\n", {4, 12, 56}},
        {"[x:modern]\n", {24, 576, 15831}},
        {"[x:dragon]\n", {20, 400, 8982}},
        {"[x:omicron]\n", {30, 900, 29540}},
        {"[x:petrified]\n", {20, 400, 10022}},
        {"[x:manchu]\n", {18, 860, 17648}}, /* White's banner on a1, no chasing rule */
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_perft(games[i].ini, NULL, NULL, games[i].nodes, 3);
    static const uint64_t clobber10[] = {180, 31252}; /* depth 3 is five million */
    expect_perft("[x:clobber10]\n", NULL, NULL, clobber10, 2);
    /* losers: a capture must be taken (1 move), then the replies */
    static const uint64_t losers_capture[] = {1, 29, 46};
    expect_perft("[x:losers]\n", NULL, "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", losers_capture, 3);
    /* the banner (RcpRnN): 15 moves from e5: takes c5 as a chariot, g5 over f5 and e8 over
     * e7 as a cannon, leaps as a horse except over the blocked leg f5 (no g4, g6) */
    static const uint64_t banner[] = {19, 468, 9887};
    expect_perft("[x:manchu]\n", NULL, "4k4/9/4r4/4p4/9/2n1MPr2/9/9/9/3AKA3 w - - 0 1", banner, 3);
    DiagSink manchu_notes; /* Fairy-Stockfish builds manchu on xiangqi's base: no chasing rule */
    diag_init(&manchu_notes);
    char *manchu = import_ok("[x:manchu]\n", NULL, &manchu_notes);
    assert_null(strstr(manchu, "chasing"));
    assert_non_null(strstr(manchu, "perpetual_check:"));
    free(manchu);
    diag_free(&manchu_notes);
    /* janggimodern: no bikjang; its shuttle rule (rules: move_repetition) is a game end
     * perft does not see (test_move_repetition.c): Fairy-Stockfish's counts from the start,
     * and from the position after White's chariot shuttled a1-a2 (its `position startpos
     * moves a1a2 i10i9 a2a1 a10a9 a1a2 i9i10 a2a1 a9a10 a1a2` gives the same) */
    static const uint64_t janggimodern[] = {32, 1024, 33316}, after_shuttle[] = {32, 1120, 36335};
    expect_perft("[x:janggimodern]\n", NULL, NULL, janggimodern, 3);
    expect_perft("[x:janggimodern]\n", NULL, "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R3K4/1NBA1ABNR b - - 9 5",
                 after_shuttle, 3);
}

/* chess960 on any width (caparandom): `start: chess960` shuffles Capablanca's army, and
 * castling is by the Chess960 rules on 10 files (the king to i or c). Fairy-Stockfish's
 * counts (go perft) from shuffled starts. A setup with no first rank to shuffle is
 * refused naming the key and its line, not as a game that then fails to load. */
static void test_chess960_any_width(void **state)
{
    (void)state;
    static const struct {
        const char *fen;
        uint64_t nodes[3];
    } starts[] = {
        {"bqrnkarcnb/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKARCNB w KQkq - 0 1", {28, 784, 25172}},
        {"rbqnkcanbr/pppppppppp/10/10/10/10/PPPPPPPPPP/RBQNKCANBR w KQkq - 0 1", {28, 784, 25253}},
        /* both castlings at once: e1 takes h1 (king i1, rook h1) or a1 (king c1, rook d1) */
        {"r3k2r1b/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K2R1B w KQkq - 0 1", {30, 900, 26754}},
    };
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++)
        expect_perft("[x:caparandom]\n", NULL, starts[i].fen, starts[i].nodes, 3);
    DiagSink notes0;
    diag_init(&notes0);
    char *imported = import_ok("[x:caparandom]\n", NULL, &notes0);
    assert_non_null(strstr(imported, "\nstart: chess960\n"));
    Variant *capa = variant_load_text(imported, "t.yaml", NULL, &notes0);
    assert_non_null(capa);
    assert_true(capa->start_960);
    assert_int_equal(chess960_count(capa), 84000);
    variant_free(capa);
    free(imported);
    diag_free(&notes0);
    /* an army no Chess960 start shuffles: played as written, as Fairy-Stockfish plays it */
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_ok("[x:chess]\nchess960 = true\nstartFen = 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\n", NULL, &notes);
    assert_true(has_message(&notes, "'chess960 = true': this setup's first rank is no army a Chess960 start shuffles"));
    assert_null(strstr(yaml, "start: chess960"));
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    if (!v)
        diag_print(&errors, stderr);
    assert_non_null(v);
    assert_false(v->start_960);
    assert_string_equal(v->setup, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    variant_free(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
    /* castlingKingFile beside it: the one king on the rank castles wherever it stands, as in
     * Fairy-Stockfish (its counts); among two castling kings it picks that file: refused */
    static const uint64_t king_on_d[] = {25, 625, 15206};
    expect_perft("[x:chess]\nchess960 = true\ncastlingKingFile = d\n"
                 "startFen = r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w KQkq - 0 1\n", NULL, NULL, king_on_d, 3);
    expect_refused("[x:chess]\ncommoner = c\ncastlingKingPiece = c\ncastlingKingFile = d\n"
                   "startFen = r1ck1c1r/pppppppp/8/8/8/8/PPPPPPPP/R1CK1C1R w KQkq - 0 1\n",
                   "t.ini:4: cannot import 'castlingKingFile = d': two castling kings stand on a castling rank, and "
                   "Fairy-Stockfish castles only the one on this file, which is not said here");
    static const uint64_t fischerandom[] = {20, 400}; /* 8 files: still imported */
    expect_perft("[x:fischerandom]\n", NULL, NULL, fischerandom, 2);
}

/* The rest of Fairy-Stockfish's built-ins (issue 38, item 1): Fairy-Stockfish's counts from
 * the start, measured with its largeboards all=yes build; the refused name their key. */
/* sittuyin's draw, which perft cannot see: a king and a pawn whose every move promotes,
 * as pyffish's is_optional_game_end judges the same lines (a draw after a3h3 and at the
 * position it reaches; none before, nor with the rook on a3 and White to move, nor with
 * a third piece), and a promotion to a piece that takes otherwise than it moves refused. */
static void test_sittuyin_promotions_only_draw(void **state)
{
    (void)state;
    DiagSink notes, errors;
    diag_init(&notes);
    diag_init(&errors);
    char *yaml = import_ok("[x:sittuyin]\n", NULL, &notes);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    assert_non_null(v);
    static const struct {
        const char *fen, *move;
        GameStatus before, after;
    } lines[] = {
        {"8/8/8/8/8/r7/5k1P/7K[] b - - 0 60", "a3h3", GAME_ONGOING, GAME_DRAW},
        {"8/8/8/8/8/7r/5k1P/7K[] w - - 0 60", NULL, GAME_DRAW, GAME_DRAW},
        {"8/8/8/8/8/r7/5k1P/7K[] w - - 0 60", NULL, GAME_ONGOING, GAME_ONGOING},
        {"8/8/8/8/8/7r/5k1P/5F1K[] w - - 0 60", NULL, GAME_ONGOING, GAME_ONGOING},
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        Game *g = game_new(v, lines[i].fen, &errors);
        assert_non_null(g);
        assert_int_equal(game_result(g)->status, lines[i].before);
        if (lines[i].move)
            assert_int_equal(game_play_any(g, lines[i].move), 0);
        assert_int_equal(game_result(g)->status, lines[i].after);
        if (lines[i].after == GAME_DRAW)
            assert_string_equal(game_result(g)->reason, "promotions_only");
        game_free(g);
    }
    variant_free(v);
    free(yaml);
    diag_free(&notes);
    diag_free(&errors);
    expect_refused("[x:sittuyin]\ncustomPiece1 = a:mFcW\npromotionPieceTypes = a\n",
                   "t.ini:1: cannot import sittuyinPromotion to 'custom1': its moves and captures may differ, and "
                   "Fairy-Stockfish steps it where it would capture; said here for pieces moving as they capture");
}

static void test_remaining_builtin_templates(void **state)
{
    (void)state;
    static const struct {
        const char *ini;
        uint64_t nodes[3];
        int depth;
    } games[] = {
        {"[x:ai-wok]\n", {26, 676, 18102}, 3},
        {"[x:losers]\n", {20, 400, 8067}, 3}, /* the mated side wins: checkmateValue = win */
        {"[x:raazuvaa]\n", {12, 144, 2124}, 3},
        {"[x:georgian]\n", {22, 484, 12483}, 3},
        {"[x:judkins]\n", {20, 336, 6183}, 3},
        {"[x:okisakishogi]\n", {37, 1369, 48211}, 3},
        {"[x:yarishogi]\n", {20, 400, 7960}, 3},
        {"[x:troitzky]\n", {20, 400, 8766}, 3},
        {"[x:fox-and-hounds]\n", {2, 14, 56}, 3},
        {"[x:duck]\n", {640, 379440, 0}, 2},
        {"[x:shako]\n", {58, 3364, 185938}, 3},
        {"[x:torishogi]\n", {17, 288, 5430}, 3},
        {"[x:horde]\n", {8, 128, 1274}, 3},
        {"[x:chigorin]\n", {26, 416, 11408}, 3},
        {"[x:sortofalmost]\n", {22, 440, 10815}, 3},
        {"[x:atomar]\n", {20, 400, 8902}, 3},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_perft(games[i].ini, NULL, NULL, games[i].nodes, games[i].depth);
    /* horde: Black never takes en passant on rank 2 (White's pawns step twice from rank 1
     * too), White on rank 6 (enPassantRegionWhite/Black); chess gives 9 in the first */
    static const uint64_t horde_black[] = {8, 18}, horde_white[] = {2, 11};
    expect_perft("[x:horde]\n", NULL, "4k3/1p6/8/P7/8/Pp6/8/8 b - a2 0 1", horde_black, 2);
    expect_perft("[x:horde]\n", NULL, "4k3/8/8/Pp6/8/8/8/8 w - b6 0 1", horde_white, 2);
    /* chigorin and sortofalmost: each side promotes to its own pieces
     * (promotionPieceTypesWhite/Black): White's a7a8 to c, r, n (and b), Black's h2h1 to q, r, b (and n) */
    static const uint64_t chigorin[] = {8, 54, 504}, sortofalmost[] = {9, 69, 684};
    expect_perft("[x:chigorin]\n", NULL, "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1", chigorin, 3);
    expect_perft("[x:sortofalmost]\n", NULL, "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1", sortofalmost, 3);
    /* atomar: the kings (commoners) never take each other (mutuallyImmuneTypes); nocheckatomic gives 8 */
    static const uint64_t atomar[] = {7, 52, 397};
    expect_perft("[x:atomar]\n", NULL, "8/8/8/3kK3/8/8/8/8 w - - 0 1", atomar, 3);
    /* check shogi: the first check wins (shogi gives 83 here) */
    static const uint64_t checkshogi[] = {19, 77};
    expect_perft("[x:checkshogi]\n", NULL, "4k4/9/9/9/9/9/9/9/R3K4[-] w 0 1", checkshogi, 2);
    /* tori shogi: a swallow is dropped onto a file holding one swallow, not two
     * (dropNoDoubledCount = 2: no_doubled: 2) */
    static const uint64_t two_on_c[] = {40, 197}, one_on_c[] = {45, 220};
    expect_perft("[x:torishogi]\n", NULL, "3k3/7/7/7/2S4/2S4/3K3[S] w 0 1", two_on_c, 2);
    expect_perft("[x:torishogi]\n", NULL, "3k3/7/7/7/7/2S4/3K3[S] w 0 1", one_on_c, 2);
    /* shako's rooks castle from b2 and i2 (castlingRookKingside/QueensideFile), the corners
     * holding fers-alfils */
    static const uint64_t shako_castles[] = {54, 2916, 151262};
    expect_perft("[x:shako]\n", NULL, "c8c/er3k2re/pppppppppp/10/10/10/10/PPPPPPPPPP/ER3K2RE/C8C w KQkq - 0 1",
                 shako_castles, 3);
    expect_refused("[x:shako]\ncastlingRookKingsideFile = h\n",
                   "t.ini:2: cannot import castlingRookKingsideFile = h: a partner stands beyond it at i2, where "
                   "Fairy-Stockfish's K right does not reach, and ours does");
    /* loop: the queen b8 taken goes to Black's hand as a queen (crazyhouse: 1933, a pawn);
     * chessgi: pawns are dropped on the first and last ranks too (loop: 51, 2499) */
    static const uint64_t loop[] = {11, 17, 117, 2109}, chessgi[] = {58, 3255};
    expect_perft("[x:loop]\n", NULL, "k7/1P6/8/8/8/8/8/K7[] w - - 0 1", loop, 4);
    expect_perft("[x:chessgi]\n", NULL, "k7/8/8/8/8/8/8/K7[Pp] w - - 0 1", chessgi, 2);
    /* sittuyin: the setup by drops, the rooks on the first rank only (sittuyinRookDrop: 8 of
     * the 88 first drops, then 7304 replies to R@a1); the pawn promoting in place or by a
     * met's step, never attacking an enemy piece (c6) nor giving check (the d-file), only
     * in the zone or as the last pawn, while no met is on the board (sittuyinPromotion) */
    static const uint64_t sittuyin[] = {88, 7744}, rook_dropped[] = {88, 7304},
                          two_pawns[] = {12, 56, 619}, discovers[] = {12, 56, 1092}, attacks[] = {10, 162, 1566},
                          has_met[] = {7, 34, 297}, black_pawns[] = {14, 56, 694};
    expect_perft("[x:sittuyin]\n", NULL, NULL, sittuyin, 2);
    expect_perft("[x:sittuyin]\n", NULL, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KFRSSNNkfrrssnn] b - - 0 1", rook_dropped, 2);
    expect_perft("[x:sittuyin]\n", NULL, "4k3/8/8/3P4/8/2P5/8/4K3[] w - - 0 40", two_pawns, 3);
    expect_perft("[x:sittuyin]\n", NULL, "3k4/8/8/3P4/8/8/8/3RK3[] w - - 0 40", discovers, 3);
    expect_perft("[x:sittuyin]\n", NULL, "4k3/8/2r5/3P4/8/8/8/4K3[] w - - 0 40", attacks, 3);
    expect_perft("[x:sittuyin]\n", NULL, "4k3/8/8/3P4/8/8/8/F3K3[] w - - 0 40", has_met, 3);
    expect_perft("[x:sittuyin]\n", NULL, "4k3/8/8/8/4p3/5p2/8/3K4[] b - - 0 40", black_pawns, 3);
    expect_refused("[x:shogi]\ndropLoop = true\n", "t.ini:2: cannot import dropLoop with promotedPieceType: a captured "
                                                     "promoted piece would go to the hand promoted, which is not said "
                                                     "here");
    static const struct {
        const char *name, *message;
    } refused[] = {
        {"bughouse", "'twoBoards = true' (from the built-in template 'bughouse'): bughouse's second board is not "
                     "supported"},
        {"supply", "'twoBoards = true' (from the built-in template 'supply'): bughouse's second board is not supported"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        char ini[64], message[400];
        snprintf(ini, sizeof ini, "[x:%s]\n", refused[i].name);
        snprintf(message, sizeof message, "t.ini:1: cannot import %s", refused[i].message);
        expect_refused(ini, message);
    }
}

/* checkCounting with a start FEN that gives no check counts: the next check wins, as
 * Fairy-Stockfish reads it (chess gives 68 and 1242 here) */
static void test_check_counting_without_counts(void **state)
{
    (void)state;
    static const uint64_t nodes[] = {15, 65, 1185};
    expect_perft("[x:chess]\ncheckCounting = true\n", NULL, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", nodes, 3);
}

/* Pseudo-royal pieces (issue 38, item 2): spartan's two kings are royal only once one is
 * left, and dupleCheck forbids leaving both attacked; a hoplite promoting to a second king
 * takes the royalty off both; coregal's queens are royal however many. Fairy-Stockfish's
 * counts. */
static void test_pseudo_royals_and_duple_check(void **state)
{
    (void)state;
    static const struct {
        const char *ini, *fen;
        uint64_t nodes[3];
    } games[] = {
        {"[x:spartan]\n", NULL, {20, 640, 14244}},
        /* both kings attacked: one must get out (8, not the king moves only) */
        {"[x:spartan]\n", "2k2k2/8/8/8/8/8/8/2R2R1K b - - 0 1", {8, 192, 1729}},
        /* in check with one king: promoting b2 to a king on c1 or a1 answers it only where
         * the new king is not attacked too */
        {"[x:spartan]\n", "4k3/8/8/8/8/8/1h6/4R2K b - - 0 1", {4, 64, 842}},
        {"[x:spartan]\n", "2k1k3/8/8/8/8/8/1h1h4/R3R2K b - - 0 1", {18, 419, 8050}},
        {"[x:coregal]\n", NULL, {20, 400, 8882}},
        /* b8=Q would stand attacked by the rook: a royal queen may not (chess: 13) */
        {"[x:coregal]\n", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", {12, 120, 1308}},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_perft(games[i].ini, NULL, games[i].fen, games[i].nodes, 3);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok("[x:spartan]\n", NULL, &notes);
    assert_non_null(strstr(yaml, "  duple_check: true\n"));
    assert_non_null(strstr(yaml, "    royal_at_most: 1\n"));
    free(yaml);
    diag_free(&notes);
}

/* S-House (issue 38): Seirawan's gating with crazyhouse's drops. Any piece in hand may be
 * gated or dropped, the captured ones too (not pawns onto the first rank), and the gating
 * rights stay while the hand is empty, as captures may fill it again (the FEN's file
 * letters are gates). Fairy-Stockfish's counts (go perft). */
static void test_shouse_gating_and_drops(void **state)
{
    (void)state;
    static const struct {
        const char *fen;
        uint64_t nodes[3];
        int depth;
    } games[] = {
        {NULL, {92, 7944, 546694}, 3},
        /* an empty hand: bxc3 or dxc3 brings a knight to gate on b1 or g1 next */
        {"rnbqkbnr/pppppppp/8/8/8/2n5/PPPPPPPP/RNBQKBNR[] w KQBCDFGkqbcdfg - 0 1", {20, 536, 14243}, 3},
        {"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HENBPhenbp] w KQkq - 0 1", {269, 67952}, 2},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_perft("[x:shouse]\n", NULL, games[i].fen, games[i].nodes, games[i].depth);
}

/* Sho shogi (issue 38): the drunk elephant promotes to a crown prince, a second king.
 * Fairy-Stockfish judges that promotion by the royalty before it (the old king must not
 * be left attacked, the prince may stand attacked), and counts the prince as a king:
 * with two neither is royal. Fairy-Stockfish's counts (`go perft`, current build). */
static void test_shoshogi_crown_prince(void **state)
{
    (void)state;
    static const struct {
        const char *fen;
        uint64_t nodes[3];
    } games[] = {
        {NULL, {26, 676, 17368}},
        /* in check from e5: the elephant's promotions on d7 do not answer it (royal_next_move) */
        {"4k4/9/3E5/9/4r4/9/9/9/4K4 w - - 0 1", {4, 84, 1304}},
        /* d6-d7+ onto the rook's file: legal; then the two kings are counted together
         * (counted_with) and neither is royal */
        {"3rk4/9/9/3E5/9/9/9/9/4K4 w - - 0 1", {15, 200, 2519}},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_perft("[x:shoshogi]\n", NULL, games[i].fen, games[i].nodes, 3);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok("[x:shoshogi]\n", NULL, &notes);
    assert_non_null(strstr(yaml, "on_leaving: true, royal_next_move: true }\n"));
    assert_non_null(strstr(yaml, "  promoted-custom1:\n    demotes_to: custom1\n    royal: true\n    royal_at_most: 1\n"
                                 "    counted_with: commoner\n"));
    free(yaml);
    diag_free(&notes);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unknown_keys_are_ignored_with_a_warning),
        cmocka_unit_test(test_older_key_names),
        cmocka_unit_test(test_double_step_rank_range),
        cmocka_unit_test(test_piece_lists_and_promoted_marks),
        cmocka_unit_test(test_small_boards),
        cmocka_unit_test(test_move_rule_and_double_steps),
        cmocka_unit_test(test_direction_selecting_nothing),
        cmocka_unit_test(test_betza_parts_fsf_mixes),
        cmocka_unit_test(test_riders_off_fsf_lines),
        cmocka_unit_test(test_shoshogi_crown_prince),
        cmocka_unit_test(test_shouse_gating_and_drops),
        cmocka_unit_test(test_more_builtin_templates),
        cmocka_unit_test(test_remaining_builtin_templates),
        cmocka_unit_test(test_sittuyin_promotions_only_draw),
        cmocka_unit_test(test_chess960_any_width),
        cmocka_unit_test(test_check_counting_without_counts),
        cmocka_unit_test(test_pseudo_royals_and_duple_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
