/* test_fsf_import_reach.c — what other projects' variants.ini files need (issue 38):
 * Fairy-Stockfish's reader skips what it cannot read (text before the first section, a
 * line without '=', a FEN letter of no piece, an empty hand in a game without drops), and
 * the import reads the same, with a warning. Perft counts are the current
 * Fairy-Stockfish's, loading the same ini. */
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
#include "ini.h"
#include "textfile.h"
#include "variant_load.h"

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

/* Imports section `name` of `ini`, which must import; its warnings go to `notes`. */
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

/* perft 1..n of section `name` from its own start position. */
static void expect_perft(const char *ini, const char *name, const uint64_t *nodes, int n)
{
    DiagSink notes, errors;
    diag_init(&notes);
    diag_init(&errors);
    char *yaml = import_ok(ini, name, &notes);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &errors);
    assert_non_null(g);
    for (int d = 1; d <= n; d++) {
        uint64_t got = game_perft(v, &g->pos, d);
        if (got != nodes[d - 1])
            fprintf(stderr, "[%s] perft %d: Fairy-Stockfish %llu, we %llu\n", name, d,
                    (unsigned long long)nodes[d - 1], (unsigned long long)got);
        assert_int_equal(got, nodes[d - 1]);
    }
    game_free(g);
    variant_free(v);
    free(yaml);
    diag_free(&notes);
    diag_free(&errors);
}

static void expect_refused(const char *ini, const char *name, const char *message)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    assert_null(fsf_import_ini(ini, "t.ini", name, false, &errors, &notes));
    if (!has_message(&errors, message)) {
        diag_print(&errors, stderr);
        fail_msg("expected '%s'", message);
    }
    diag_free(&errors);
    diag_free(&notes);
}

/* Text before the first section (a file whose header comment lost its '#') and a line in a
 * section with no '=' are skipped, as Fairy-Stockfish skips them, each with a warning. */
static void test_lines_fsf_skips(void **state)
{
    (void)state;
    const char *ini = "customPiece1 = c:fFfWbW\nmaxRank = 5\n[a:chess]\nmaxFile = 8\njust words\n";
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(ini, "a", &notes);
    assert_true(has_message(&notes, "t.ini:1:1: warning: 'customPiece1 = c:fFfWbW' ignored: it stands before any "
                                    "[section], which Fairy-Stockfish skips"));
    assert_true(has_message(&notes, "t.ini:2:1: warning: 'maxRank = 5' ignored"));
    assert_true(has_message(&notes, "t.ini:5:1: warning: 'just words' ignored: a line with no '='"));
    assert_non_null(strstr(yaml, "size: 8x8"));
    free(yaml);
    diag_free(&notes);
    static const uint64_t chess[] = {20, 400, 8902};
    expect_perft(ini, "a", chess, 3);
}

/* The start FEN as Fairy-Stockfish reads it: a letter of no piece is skipped (the rank's
 * later pieces move up a square), ranks not given whole are filled with empty squares,
 * an empty hand in a game without drops holds nothing, and letters of no piece in a hand
 * are skipped. */
static void test_start_fen_read_as_fsf_reads_it(void **state)
{
    (void)state;
    const char *ini = "[skip:chess]\nstartFen = 4k3/8/8/8/8/8/8/xR2K3 w - - 0 1\n"
                      "[short:chess]\nstartFen = 4k/8/8/8/8/8/8/R3K w Q - 0 1\n"
                      "[emptyhand:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n"
                      "[hand:crazyhouse]\nstartFen = 4k3/8/8/8/8/8/8/4K3[Zqz] w - - 0 1\n";
    static const struct {
        const char *name;
        uint64_t nodes[3];
    } games[] = {
        {"skip", {14, 65, 1175}},      /* R on a1, K on d1 */
        {"short", {16, 71, 1287}},     /* e8 and e1, castling with a1 */
        {"emptyhand", {20, 400, 8902}},
        {"hand", {5, 335, 1552}},      /* Black holds a queen; z is no piece */
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_perft(ini, games[i].name, games[i].nodes, 3);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(ini, "skip", &notes);
    assert_true(has_message(&notes, "t.ini:2: warning: startFen: 'x' is no piece of this variant; Fairy-Stockfish "
                                    "skips it, and so does the import"));
    assert_non_null(strstr(yaml, "setup: \"4k3/8/8/8/8/8/8/R2K4 w - - 0 1\""));
    free(yaml);
    diag_free(&notes);
    diag_init(&notes);
    yaml = import_ok(ini, "short", &notes);
    assert_true(has_message(&notes, "t.ini:4: warning: startFen's board '4k/8/8/8/8/8/8/R3K' is not 8x8: read as "
                                    "Fairy-Stockfish reads it, '4k3/8/8/8/8/8/8/R3K3'"));
    free(yaml);
    diag_free(&notes);
    /* a hand that holds pieces in a game without drops is still refused */
    expect_refused("[a:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1\n", NULL,
                   "startFen holds pieces in hand ('[...]') but pieceDrops is false");
}

/* A section with no template and no pieces: Fairy-Stockfish loads an empty board and ends
 * it at once; the import says why there is nothing to play. */
static void test_section_without_pieces(void **state)
{
    (void)state;
    expect_refused("[MiniFairy]\nstartFen = rnqkfg/pppppp/6/6/PPPPPP/RNQKFG w - - 0 1\n", NULL,
                   "t.ini:1: the section defines no piece (a section with no template starts from none in "
                   "Fairy-Stockfish), so there is no game to play");
}

/* Letters Fairy-Stockfish's Betza reader does not know are passed over (FaR is FR, jQ and
 * oxQ are queens), with a warning naming them. */
static void test_betza_letters_fsf_passes_over(void **state)
{
    (void)state;
    const char *ini = "[far:chess]\ncustomPiece1 = a:FaR\n"
                      "startFen = rnbakbnr/pppppppp/8/8/3A4/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\n"
                      "[jq:far]\ncustomPiece1 = a:jQ\n[oxq:far]\ncustomPiece1 = a:oxQ\n"
                      "[fonf:far]\ncustomPiece1 = a:FyafsW\n";
    static const uint64_t far[] = {35, 681, 23447}, queen[] = {39, 757, 28526}, fonf[] = {27, 537, 14758};
    expect_perft(ini, "far", far, 3);
    expect_perft(ini, "jq", queen, 3);
    expect_perft(ini, "oxq", queen, 3);
    expect_perft(ini, "fonf", fonf, 3);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(ini, "fonf", &notes);
    assert_true(has_message(&notes, "t.ini:9: warning: 'customPiece1 = a:FyafsW': Fairy-Stockfish's Betza reader "
                                    "passes over 'ya' (no letter of its Betza); so does the import (FfsW)"));
    free(yaml);
    diag_free(&notes);
}

/* A section named as one of Fairy-Stockfish's own variants: Fairy-Stockfish keeps its own
 * ("already exists") and skips the section; the import gives its own too, and says so. */
static void test_section_named_as_a_builtin(void **state)
{
    (void)state;
    const char *ini = "[atomar:atomic]\nmaxRank = 10\nmaxFile = 10\n"
                      "startFen = r8r/1xzbqkbnc1/pppp2pppp/4ww4/10/10/4WW4/PPPP2PPPP/1XZBQKBNC1/R8R w - - 0 1\n";
    static const uint64_t atomar[] = {20, 400, 8902, 197779};
    expect_perft(ini, "atomar", atomar, 4);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(ini, "atomar", &notes);
    assert_true(has_message(&notes, "t.ini:1: warning: [atomar] is the name of a variant Fairy-Stockfish defines "
                                    "itself: it keeps its own atomar and skips this section"));
    assert_non_null(strstr(yaml, "size: 8x8"));
    free(yaml);
    diag_free(&notes);
}

/* Atomic captures beside a king that is mated (racing kings' king, say): Fairy-Stockfish
 * lets the mover's king blow up (perft: a2a3 and c2a3 after e7a3 in Liatomic's atomicrk),
 * a game with no king that no rule says; refused, naming the rule. */
static void test_blast_beside_a_mated_king(void **state)
{
    (void)state;
    expect_refused("[atomicrk:racingkings]\nstartFen = 4BNRQ/4BNRK/8/8/8/8/krnb4/qrnb4 w - - 0 1\n"
                   "blastOnCapture = true\n", NULL,
                   "cannot import blastOnCapture with a king that is mated: Fairy-Stockfish lets a capture blow up "
                   "the mover's own king");
}

/* A later section that gives a template piece's letter to another piece removes the
 * template's piece; the template's keys that named it still mean the removed type, as
 * Fairy-Stockfish builds the template first (perft counts from it). */
static void test_letters_taken_from_a_template_piece(void **state)
{
    (void)state;
    /* Liatomic's epicatomic: the extinction of the removed commoner ends FSF's game at once */
    expect_refused("[epicatomic:atomic]\nking = k\ncastling = false\n", NULL,
                   "cannot import the letter k: 'king = k' takes it from the commoner, which the template's "
                   "extinctionPieceTypes still names");
    /* a flag kept on the removed pawn is never reached: the custom piece plays on past rank 1 */
    const char *rugby = "[pawnsonly:chess]\nstartFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1\n"
                        "promotionPieceTypes = q\ncastling = false\nflagPiece = q\nflagRegionWhite = *8\n"
                        "flagRegionBlack = *1\n[pawns:pawnsonly]\nking = -\nqueen = -\npromotionPieceTypes = p\n"
                        "flagPiece = p\n[rugby:pawns]\ncustomPiece1 = p:mKcFbcF\n"
                        "startFen = 8/3P4/8/8/8/8/8/pppp4 w - - 0 1\n";
    DiagSink notes;
    diag_init(&notes);
    free(import_ok(rugby, "rugby", &notes));
    assert_true(has_message(&notes, "so no flag is ever reached: imported without the flag rule"));
    diag_free(&notes);
    expect_perft(rugby, "rugby", (const uint64_t[]){8, 96, 660}, 3);
    /* an old pychess cannonshogi (no dropNoDoubled of its own): shogi's rule stays on the
     * removed shogi pawn, so two soldiers may stand on a file (Fairy-Stockfish's 412; the
     * soldier held to it gave 385) */
    const char *cannon = "[oldcannon:shogi]\nshogiPawnDropMateIllegal = false\nsoldier = p\ncannon = u\n"
                         "customPiece1 = a:pR\ncustomPiece2 = c:mBcpB\ncustomPiece3 = i:pB\n"
                         "customPiece4 = w:mRpRmFpB2\ncustomPiece5 = f:mBpBmWpR2\n"
                         "promotedPieceType = u:w a:w c:f i:f p:g\n"
                         "startFen = 4k4/9/9/9/9/9/9/4P4/4K4[P] w - - 0 1\n";
    expect_perft(cannon, "oldcannon", (const uint64_t[]){85, 412}, 2);
    /* the castling king kept on the removed king: the commoner that took its letter never castles */
    expect_perft("[base:chess]\ncastlingKingPiece = k\n[kcastle:base]\ncommoner = k\n"
                 "startFen = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n",
                 "kcastle", (const uint64_t[]){24, 515, 13029}, 3);
}

/* Comments after a value: Fairy-Stockfish reads a number and stops (`25 # ...` is 25), and
 * its Betza reader finds no atom after `fR2`, so the letters there modify nothing (an `e`
 * among them still makes the piece take en passant). */
static void test_comments_after_values(void **state)
{
    (void)state;
    const char *ini = "[cm:chess]\ncustomPiece1 = a:fR2 # moves twice forward, at most\n"
                      "nMoveRule = 25 # shorter than fifty\n"
                      "startFen = rnbakbnr/pppppppp/8/8/3A4/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\n";
    static const uint64_t nodes[] = {22, 439, 10096};
    expect_perft(ini, "cm", nodes, 3);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(ini, "cm", &notes);
    assert_non_null(strstr(yaml, "move_rule: halfmoves >= 50"));
    free(yaml);
    diag_free(&notes);
}

/* Fairy-Stockfish rides along W, F and N lines only: DD, AA, D2 give no move there (the
 * chaotic mode's xlstandard has y:ZRNNHGBDDCAA), NN is a nightrider. */
static void test_riders_fsf_lacks(void **state)
{
    (void)state;
    static const struct {
        const char *ini;
        uint64_t nodes[2];
    } games[] = {
        {"[t:chess]\ncustomPiece1 = a:DD\nstartFen = 4k3/8/8/8/3A4/8/8/4K3 w - - 0 1\n", {5, 25}},
        {"[t:chess]\ncustomPiece1 = a:AA\nstartFen = 4k3/8/8/8/3A4/8/8/4K3 w - - 0 1\n", {5, 25}},
        {"[t:chess]\ncustomPiece1 = a:D2\nstartFen = 4k3/8/8/8/3A4/8/8/4K3 w - - 0 1\n", {5, 25}},
        {"[t:chess]\ncustomPiece1 = a:D\nstartFen = 4k3/8/8/8/3A4/8/8/4K3 w - - 0 1\n", {9, 44}},
        {"[t:chess]\ncustomPiece1 = a:NN\nstartFen = 4k3/8/8/8/3A4/8/8/4K3 w - - 0 1\n", {17, 67}},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_perft(games[i].ini, "t", games[i].nodes, 2);
    DiagSink notes;
    diag_init(&notes);
    char *yaml = import_ok(games[0].ini, "t", &notes);
    assert_true(has_message(&notes, "t.ini:2: warning: 'customPiece1 = a:DD': Fairy-Stockfish rides along W, F and N "
                                    "lines only"));
    free(yaml);
    diag_free(&notes);
}

/* One line of tests/import/other/expected.txt against what the import does. */
static void check_other_section(const char *file, const char *section, const char *outcome, const uint64_t *nodes,
                                int *imported, int *refused)
{
    char path[512], why[200];
    snprintf(path, sizeof path, "%s/tests/import/other/%s", CSM_TEST_DATA_DIR, file);
    char *text = text_file_load(path, why, sizeof why);
    assert_non_null(text);
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini(text, file, section, false, &errors, &notes);
    if ((yaml != NULL) != !strcmp(outcome, "imported")) {
        diag_print(&errors, stderr);
        fail_msg("%s [%s]: expected %s", file, section, outcome);
    }
    *imported += yaml != NULL;
    *refused += yaml == NULL;
    free(yaml);
    if (!strcmp(outcome, "imported"))
        expect_perft(text, section, nodes, 3);
    diag_free(&errors);
    diag_free(&notes);
    free(text);
}

/* Other projects' files (tests/import/other, with their sources and licences): each
 * section imports or is refused as expected.txt says, the imported ones with
 * Fairy-Stockfish's perft counts, and every section of every file is listed. */
static void test_other_projects_files(void **state)
{
    (void)state;
    FILE *f = fopen(CSM_TEST_DATA_DIR "/tests/import/other/expected.txt", "r");
    assert_non_null(f);
    char line[512];
    int imported = 0, refused = 0, listed = 0;
    while (fgets(line, sizeof line, f)) {
        char file[128], section[64], outcome[16];
        unsigned long long n[3] = {0, 0, 0};
        if (line[0] == '#' || sscanf(line, "%127s %63s %15s %llu %llu %llu", file, section, outcome, &n[0], &n[1],
                                     &n[2]) < 3)
            continue;
        uint64_t nodes[3] = {n[0], n[1], n[2]};
        check_other_section(file, section, outcome, nodes, &imported, &refused);
        listed++;
    }
    fclose(f);
    assert_int_equal(imported, 4);
    assert_int_equal(refused, 1);
    /* no section left out of the list: the files hold as many as it names */
    static const char *const FILES[] = {"kings-gambit.ini", "pgn4-converter.ini", "shogi05-copper.ini",
                                        "tokenchess.ini", "wildcat-shogi.ini"};
    int sections = 0;
    for (size_t i = 0; i < sizeof FILES / sizeof FILES[0]; i++) {
        char path[512], why[200];
        snprintf(path, sizeof path, "%s/tests/import/other/%s", CSM_TEST_DATA_DIR, FILES[i]);
        char *text = text_file_load(path, why, sizeof why);
        assert_non_null(text);
        Ini ini;
        DiagSink errors;
        diag_init(&errors);
        assert_true(ini_parse(text, FILES[i], &ini, &errors, NULL));
        sections += ini.count;
        ini_free(&ini);
        diag_free(&errors);
        free(text);
    }
    assert_int_equal(sections, listed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_fsf_skips),
        cmocka_unit_test(test_start_fen_read_as_fsf_reads_it),
        cmocka_unit_test(test_section_without_pieces),
        cmocka_unit_test(test_letters_taken_from_a_template_piece),
        cmocka_unit_test(test_betza_letters_fsf_passes_over),
        cmocka_unit_test(test_section_named_as_a_builtin),
        cmocka_unit_test(test_blast_beside_a_mated_king),
        cmocka_unit_test(test_comments_after_values),
        cmocka_unit_test(test_riders_fsf_lacks),
        cmocka_unit_test(test_other_projects_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
