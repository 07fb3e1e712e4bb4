/* test_fsf_import.c — Fairy-Stockfish variants.ini import: the hand-written ini files of
 * tests/import/ imported, loaded and run against Fairy-Stockfish's perft counts
 * (tests/import/fsf_perft.epd), what is dropped reported per key, and refusals. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "fsf_import.h"
#include "game.h"
#include "notation.h"
#include "textfile.h"
#include "variant_load.h"

static char *import_as(const char *ini, const char *section, bool lenient, DiagSink *errors, DiagSink *notes)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/import/%s", CSM_TEST_DATA_DIR, ini);
    char *text = text_file_read(path);
    assert_non_null(text);
    char *yaml = fsf_import_ini(text, ini, section, lenient, errors, notes);
    free(text);
    return yaml;
}

static char *import(const char *ini, const char *section, DiagSink *errors, DiagSink *notes)
{
    return import_as(ini, section, false, errors, notes);
}

/* Imports the only section of `ini`, which must import exactly (the errors are printed
 * otherwise); the YAML, to free. */
static char *import_exact(const char *ini, DiagSink *errors, DiagSink *notes)
{
    char *yaml = fsf_import_ini(ini, "t.ini", NULL, false, errors, notes);
    if (!yaml)
        diag_print(errors, stderr);
    assert_non_null(yaml);
    return yaml;
}

/* Every line of `expect` is in `sink`, and nothing else is. */
static void expect_messages(const DiagSink *sink, const char *const *expect, int n)
{
    if (sink->count != n)
        diag_print(sink, stderr);
    assert_int_equal(sink->count, n);
    for (int i = 0; i < n; i++) {
        bool found = false;
        for (int j = 0; j < sink->count && !found; j++) {
            char buf[600];
            diag_format(&sink->items[j], buf, sizeof buf);
            found = strstr(buf, expect[i]) != NULL;
        }
        if (!found) {
            diag_print(sink, stderr);
            fail_msg("missing: '%s'", expect[i]);
        }
    }
}

static Variant *import_and_load(const char *ini, const char *section)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import(ini, section, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    Variant *v = variant_load_text(yaml, "imported.yaml", NULL, &errors);
    if (!v) {
        diag_print(&errors, stderr);
        fprintf(stderr, "%s", yaml);
    }
    assert_non_null(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
    return v;
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\n'))
        s[--n] = '\0';
    while (*s == ' ')
        memmove(s, s + 1, strlen(s));
}

static void test_perft_equals_fairy_stockfish(void **state)
{
    (void)state;
    const char *env = getenv("CSM_PERFT_LIMIT");
    unsigned long long limit = env ? strtoull(env, NULL, 10) : 1000000ULL;
    FILE *f = fopen(CSM_TEST_DATA_DIR "/tests/import/fsf_perft.epd", "r");
    assert_non_null(f);
    char line[1024];
    int checked = 0, positions = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *bar1 = strchr(line, '|');
        char *bar2 = bar1 ? strchr(bar1 + 1, '|') : NULL;
        char *semi = bar2 ? strchr(bar2, ';') : NULL;
        assert_non_null(semi);
        *bar1 = *bar2 = *semi = '\0';
        char *ini = line, *section = bar1 + 1, *fen = bar2 + 1;
        trim(ini);
        trim(section);
        trim(fen);
        Variant *v = import_and_load(ini, section);
        positions++;
        for (char *p = semi + 1; p && *p;) {
            int depth;
            unsigned long long expected;
            if (sscanf(p, "D%d %llu", &depth, &expected) != 2)
                break;
            if (expected <= limit) {
                Position pos;
                DiagSink d;
                diag_init(&d);
                if (!fen_parse(v, fen, &pos, "epd", &d))
                    diag_print(&d, stderr);
                diag_free(&d);
                unsigned long long got = game_perft(v, &pos, depth);
                if (got != expected)
                    fprintf(stderr, "%s [%s] perft %d of %s: Fairy-Stockfish %llu, we %llu\n", ini, section, depth,
                            fen, expected, got);
                assert_int_equal(got, expected);
                checked++;
            }
            p = strchr(p, ';');
            if (p)
                p++;
        }
        variant_free(v);
    }
    fclose(f);
    assert_int_equal(positions, 19);
    assert_true(checked >= 30);
}

/* A section that cannot be imported exactly is refused, every change named with its line
 * and the reason (display hints are no change). */
static void test_inexact_import_is_refused(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import("dropped.ini", NULL, &errors, &notes);
    assert_null(yaml);
    const char *expect[] = {
        "dropped.ini:3: cannot import 'mustDropType = q': a side with any piece in hand must drop here",
        "dropped.ini:6: cannot import 'twoBoards = true': bughouse's second board is not supported",
        "dropped.ini:2: [droppy] cannot be imported exactly (2 rules above); --lenient writes the nearest game",
    };
    expect_messages(&errors, expect, (int)(sizeof expect / sizeof expect[0]));
    /* no atom 'O' in Fairy-Stockfish's Betza: it passes over the letter, and so do we */
    const char *warned[] = {"dropped.ini:9: warning: 'customPiece2 = x:NO': Fairy-Stockfish's Betza reader passes "
                            "over 'O' (no letter of its Betza); so does the import (N)"};
    expect_messages(&notes, warned, 1);
    diag_free(&errors);
    diag_free(&notes);
}

/* --lenient writes the nearest game and lists every change, in the notes and at the top
 * of the YAML. */
static void test_lenient_import_lists_changes(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_as("dropped.ini", NULL, true, &errors, &notes);
    assert_non_null(yaml);
    assert_int_equal(errors.count, 0);
    assert_int_equal(notes.count, 3);
    bool two_boards_noted = false;
    for (int i = 0; i < notes.count; i++) {
        char line[600];
        diag_format(&notes.items[i], line, sizeof line);
        two_boards_noted = two_boards_noted || !strcmp(line, "dropped.ini:6: changed: 'twoBoards = true': bughouse's "
                                                             "second board is not supported");
    }
    assert_true(two_boards_noted);
    assert_non_null(strstr(yaml, "# Imported with --lenient: this game differs from Fairy-Stockfish's [droppy]:\n"));
    assert_non_null(strstr(yaml, "#   dropped.ini:6: 'twoBoards = true': bughouse's second board"));
    assert_non_null(strstr(yaml, "#   dropped.ini:3: 'mustDropType = q': a side with any piece"));
    /* the custom piece came through as Betza, and the variant loads */
    assert_non_null(strstr(yaml, "  custom1:\n    letter: g\n    betza: \"gQ\"\n"));
    assert_non_null(strstr(yaml, "    repetition: position_count >= 5\n")); /* nFoldRule = 5 */
    assert_non_null(strstr(yaml, "    move_rule: halfmoves >= 80\n"));      /* nMoveRule = 40 */
    assert_null(strstr(yaml, "fifty_moves"));                              /* dropped, not replaced */
    Variant *v = variant_load_text(yaml, "droppy.yaml", NULL, &errors);
    assert_non_null(v);
    assert_true(variant_find_kind(v, "custom1") >= 0);
    variant_free(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
}

/* Fairy-Stockfish's built-in variants are templates: those we can say import exactly,
 * the others are refused by the keys the built-in needs, at the line naming it. */
/* The rules of Asia and the keys that came with them: regions, janggi's palace lines,
 * the pass and its counted ending, makruk's counting, castling squares, extinction counts. */
static void test_asian_and_counting_keys(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[j:janggi]\n", &errors, &notes);
    assert_non_null(strstr(yaml, "    wazir-region: { white: [d1, e1, f1, d2, e2, f2, d3, e3, f3], black: [d8, e8, f8, "
                                 "d9, e9, f9, d10, e10, f10] }\n"));
    assert_non_null(strstr(yaml, "  bikjang: true\n  pass: true\n"));
    assert_non_null(strstr(yaml, "      zone(lines, 0, 0) zone(lines, 2, 2) peek(1, 1) take-move(1, 1);\n"));
    assert_non_null(strstr(yaml, "and points > opponent.points + 1\n"));
    Variant *v = variant_load_text(yaml, "j.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &errors);
    assert_int_equal(g->nlegal, 32); /* FSF: go perft 1 in janggi */
    game_free(g);
    variant_free(v);
    free(yaml);
    yaml = fsf_import_ini("[m:makruk]\n", "t.ini", NULL, false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  counting: makruk\n"));
    assert_non_null(strstr(yaml, "    counting: counting_expired\n"));
    free(yaml);
    const char *ext = "[e:chess]\nextinctionValue = loss\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n"
                      "castlingKingsideFile = f\ncastlingQueensideFile = b\n";
    yaml = fsf_import_ini(ext, "t.ini", NULL, false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "    extinction: opponent.pieces <= 1\n"));
    assert_non_null(strstr(yaml, "  castling_files: [b, f]\n"));
    free(yaml);
    assert_int_equal(errors.count, 0);
    /* xiangqi's chasing rule: each piece's role, the river, a perpetual chase loses */
    yaml = fsf_import_ini("[x:xiangqi]\n", "t.ini", NULL, false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  river: 5\n"));
    assert_non_null(strstr(yaml, "  chasing: axf\n"));
    assert_non_null(strstr(yaml, "  rook:\n    letter: r\n    chase_role: chariot\n"));
    assert_non_null(strstr(yaml, "    chase_role: general\n"));
    assert_non_null(strstr(yaml, "    perpetual_chase: position_count >= 3 and opponent.perpetual_chase and not "
                                 "perpetual_chase and not perpetual_check and not opponent.perpetual_check\n"));
    v = variant_load_text(yaml, "x.yaml", NULL, &errors);
    assert_non_null(v);
    assert_true(v->rules.chasing);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    /* ... which knows xiangqi's pieces only */
    assert_null(fsf_import_ini("[c:chess]\nchasingRule = axf\n", "t.ini", NULL, false, &errors, &notes));
    assert_int_equal(errors.count, 7);
    assert_int_equal(errors.items[0].line, 2);
    assert_string_equal(errors.items[0].message,
                        "cannot import 'chasingRule = axf': the chasing rule knows xiangqi's pieces only (rook, horse, "
                        "elephant, fers, cannon, soldier and a king moving as a wazir), not 'pawn'");
    diag_free(&errors);
    diag_free(&notes);
}

static void test_builtin_templates(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *hill = "# a comment\n[myhill:kingofthehill]\nnMoveRule = 0\n";
    char *yaml = import_exact(hill, &errors, &notes);
    assert_non_null(strstr(yaml, "    white_flag: [d4, e4, d5, e5]\n"));
    assert_non_null(strstr(yaml, "    black_flag: King in zone.black_flag\n"));
    assert_null(strstr(yaml, "fifty_moves"));
    free(yaml);
    /* giveaway: a commoner king that castles, extinction and stalemate win, captures compulsory */
    yaml = fsf_import_ini("[g:giveaway]\n", "t.ini", NULL, false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  commoner:\n    letter: k\n    castling: true\n    betza: \"K\"\n"));
    assert_non_null(strstr(yaml, "    extinction: pieces == 0\n"));
    assert_non_null(strstr(yaml, "  captures_compulsory: true\n"));
    assert_null(strstr(yaml, "royal"));
    free(yaml);
    assert_int_equal(errors.count, 0);
    /* crazyhouse: hands, and promoted pawns that go back to the hand as pawns (Q~) */
    const char *text = "[one:chess]\n\n[house:crazyhouse]\nmaxRank = 8\n";
    yaml = fsf_import_ini(text, "t.ini", "house", false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  hands: true\n  captures_to_hand: true\n"));
    assert_non_null(strstr(yaml, "  promoted-queen:\n    letter: q\n    demotes_to: pawn\n"));
    assert_non_null(strstr(yaml, "    drop: { zone: pawn_drops }\n"));
    free(yaml);
    /* a rule of hands still missing is named */
    text = "[house:crazyhouse]\nmustDropType = q\n";
    yaml = fsf_import_ini(text, "t.ini", "house", false, &errors, &notes);
    assert_null(yaml);
    const char *expect[] = {
        "t.ini:2: cannot import 'mustDropType = q': a side with any piece in hand must drop here",
        "t.ini:1: [house] cannot be imported exactly (1 rule above)",
    };
    expect_messages(&errors, expect, (int)(sizeof expect / sizeof expect[0]));
    diag_free(&errors);
    diag_free(&notes);
}

/* Imported built-ins play as our own files of the same game: same perft. */
static void test_builtins_play_as_shipped(void **state)
{
    (void)state;
    static const struct {
        const char *ini, *file;
        int depth;
    } same[] = {
        {"[x:kingofthehill]\n", "variants/king_of_the_hill.yaml", 3},
        {"[x:3check]\n", "variants/three_check.yaml", 3},
        {"[x:racingkings]\n", "variants/racing_kings.yaml", 3},
        {"[x:antichess]\n", "variants/antichess.yaml", 3},
        {"[x:capablanca]\n", "variants/capablanca.yaml", 3},
    };
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        DiagSink errors, notes;
        diag_init(&errors);
        diag_init(&notes);
        char *yaml = fsf_import_ini(same[i].ini, "t.ini", NULL, false, &errors, &notes);
        if (!yaml)
            diag_print(&errors, stderr);
        assert_non_null(yaml);
        Variant *imported = variant_load_text(yaml, "x.yaml", NULL, &errors);
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", CSM_TEST_DATA_DIR, same[i].file);
        Variant *shipped = variant_load_file(path, NULL, &errors);
        if (!imported || !shipped)
            diag_print(&errors, stderr);
        assert_non_null(imported);
        assert_non_null(shipped);
        Game *a = game_new(imported, NULL, &errors), *b = game_new(shipped, NULL, &errors);
        assert_non_null(a);
        assert_non_null(b);
        uint64_t na = game_perft(imported, &a->pos, same[i].depth), nb = game_perft(shipped, &b->pos, same[i].depth);
        if (na != nb)
            fail_msg("%s: imported %llu, shipped %llu", same[i].ini, (unsigned long long)na, (unsigned long long)nb);
        game_free(a);
        game_free(b);
        variant_free(imported);
        variant_free(shipped);
        free(yaml);
        diag_free(&errors);
        diag_free(&notes);
    }
}

/* Pseudo-royal pieces (extinctionPseudoRoyal): royal, and the game ends by checkmate,
 * never by extinction (Fairy-Stockfish: they cannot be taken); refused where a side
 * holds more of them than Fairy-Stockfish lets be royal. */
static int legal_after(const char *yaml, const char *fen, const char *moves, char *fen_out, size_t size);

/* Fairy-Stockfish's perft counts for an imported variant: from `fen` (NULL: its setup). */
typedef struct PerftCount {
    const char *fen;
    int depth;
    uint64_t nodes;
} PerftCount;

static void expect_perft_counts(const Variant *v, const PerftCount *counts, size_t n)
{
    DiagSink errors;
    diag_init(&errors);
    for (size_t i = 0; i < n; i++) {
        Game *g = game_new(v, counts[i].fen, &errors);
        assert_non_null(g);
        uint64_t got = game_perft(v, &g->pos, counts[i].depth);
        if (got != counts[i].nodes)
            fprintf(stderr, "%s perft %d: Fairy-Stockfish %llu, we %llu\n", counts[i].fen ? counts[i].fen : "start",
                    counts[i].depth, (unsigned long long)counts[i].nodes, (unsigned long long)got);
        assert_int_equal(got, counts[i].nodes);
        game_free(g);
    }
    diag_free(&errors);
}

static void test_pseudo_royal(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *maharajah = "[maharajah]\npawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\nking = k\n"
                            "amazon = m\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1\n"
                            "extinctionValue = loss\nextinctionPieceTypes = m\nextinctionPseudoRoyal = true\n"
                            "promotionPieceTypes = q\n";
    char *yaml = import_exact(maharajah, &errors, &notes); /* Black has no amazon: not decided at the start */
    assert_null(strstr(yaml, "extinction"));
    assert_non_null(strstr(yaml, "  amazon:\n    letter: m\n    royal: true\n"));
    free(yaml);
    /* two amazons: royal only while one is left (royal_at_most), as Fairy-Stockfish's
     * pseudo-royal pieces (d8 may be left to the a5 queen while e8 stands); FSF's counts */
    char two[512];
    snprintf(two, sizeof two, "%s[m2:maharajah]\nstartFen = 3mm3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n", maharajah);
    yaml = fsf_import_ini(two, "t.ini", "m2", false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  amazon:\n    letter: m\n    royal: true\n    royal_at_most: 1\n"));
    assert_int_equal(legal_after(yaml, "3mm3/8/8/8/Q7/8/8/R3K3 b - - 0 1", NULL, NULL, 0), 42);
    assert_int_equal(legal_after(yaml, "3m4/8/8/8/Q7/8/8/R3K3 b - - 0 1", NULL, NULL, 0), 16);
    free(yaml);
    /* ... and where a pawn may promote to one: Fairy-Stockfish counts that promotion as the
     * count after the move does (b1=M leaves none royal: 18 moves, FSF's count) */
    snprintf(two, sizeof two, "%.*spromotionPieceTypes = m\n[m2:maharajah]\n"
             "startFen = 3mm3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n",
             (int)(strstr(maharajah, "promotionPieceTypes") - maharajah), maharajah);
    yaml = fsf_import_ini(two, "t.ini", "m2", false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "    royal_at_most: 1\n"));
    assert_int_equal(legal_after(yaml, "3m4/8/8/8/Q7/8/1p6/R3K3 b - - 0 1", NULL, NULL, 0), 18);
    free(yaml);
    /* ... refused where drops could bring more of them, whose royalty FSF judges before the move */
    snprintf(two, sizeof two, "%s[m2:maharajah]\npieceDrops = true\n"
             "startFen = 3mm3/8/8/8/8/8/PPPPPPPP/RNBQKBNR[Mm] w KQ - 0 1\n", maharajah);
    assert_null(fsf_import_ini(two, "t.ini", "m2", false, &errors, &notes));
    assert_non_null(strstr(errors.items[0].message, "and gain them by drops or promotion"));
    diag_free(&errors);
    diag_init(&errors);
    /* without a template a section has no promotion types: FSF's pawns then stop short of
     * the last rank yet attack it (the real maharajah; test_pawns_with_nothing_to_promote_to) */
    snprintf(two, sizeof two, "%.*s", (int)(strstr(maharajah, "promotionPieceTypes") - maharajah), maharajah);
    yaml = import_exact(two, &errors, &notes);
    assert_non_null(strstr(yaml, "promotion: { to: [], zone: last_rank }"));
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
}

/* dropRegionWhite/Black: drops only into each side's region (fullmoon: its first rank). */
static void test_drop_regions(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[fm:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1[Rr] w - - 0 1\n"
                      "pieceDrops = true\ndropRegionWhite = *1\ndropRegionBlack = *8\ncastling = false\n";
    char *yaml = import_exact(ini, &errors, &notes);
    assert_non_null(strstr(yaml, "    drops: { white: [a1, b1, c1, d1, e1, f1, g1, h1], black: [a8, b8, c8, d8, e8, "
                                 "f8, g8, h8] }\n"));
    Variant *v = variant_load_text(yaml, "fm.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &errors);
    assert_non_null(g);
    int drops = 0;
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].type == MOVE_DROP) {
            drops++;
            assert_int_equal(sq_rank(g->legal[i].to), 0); /* only h1 is free on the first rank */
        }
    assert_int_equal(drops, 1);
    assert_int_equal(g->nlegal, 20 + 1); /* FSF: go perft 1 */
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* doubleStepRegion of several ranks (semitorpedo: from the second or third rank). */
static void test_double_step_ranks(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini("[st:chess]\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *7 *6\n", "t.ini",
                                NULL, false, &errors, &notes);
    assert_non_null(yaml);
    Variant *v = variant_load_text(yaml, "st.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, "rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR w KQkq - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(g->nlegal, 20); /* FSF: a3a5 and the seven double steps from rank 2 */
    game_free(g);
    variant_free(v);
    free(yaml);
    /* a Black region that does not mirror White's: each side's ranks in a zone (FSF: Black's
     * a6 pawn has no double step, 19 moves) */
    yaml = fsf_import_ini("[st:chess]\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *7\n", "t.ini", NULL,
                          false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "double-step: { white: [rank 2, rank 3], black: [rank 7] }"));
    v = variant_load_text(yaml, "st.yaml", NULL, &errors);
    assert_non_null(v);
    g = game_new(v, "rnbqkbnr/1ppppppp/p7/8/8/P7/1PPPPPPP/RNBQKBNR b KQkq - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(g->nlegal, 19);
    game_free(g);
    variant_free(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
}

/* Imports `ini` exactly, with Fairy-Stockfish's perft `counts` (`contains` is in the file). */
static void expect_imported_perft(const char *ini, const char *contains, const PerftCount *counts, size_t n)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact(ini, &errors, &notes);
    if (!strstr(yaml, contains))
        fail_msg("'%s' is not in:\n%s", contains, yaml);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    assert_non_null(v);
    expect_perft_counts(v, counts, n);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* doubleStepRegion of single squares: a zone `double-step` of each side's squares, which
 * initial moves (Betza `i`) start from too (`initial_zone`), as in Fairy-Stockfish; a
 * pawn's promotedPieceType beside its promotion: one choice more (e7e8+). Wolf: its
 * sergeant (fKifmnD) double-steps from the region, and a pawn may take that step en
 * passant (`en_passant: victim`): c2c4 beside d4 gives d4xc3, b3b5 beside c5 c5xb4, and
 * Black's f9f7 g7xf8. Counts: Fairy-Stockfish's perft. */
static void test_double_step_squares_and_pawn_promoted_form(void **state)
{
    (void)state;
    static const char *const a3 = "rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR w KQkq - 0 1";
    static const PerftCount squares[] = {{a3, 1, 15}, {a3, 3, 5170}};
    expect_imported_perft("[sq:chess]\ndoubleStepRegionWhite = b2 c2 a3\n",
                          "double-step: { white: [b2, c2, a3], black: [a7, b7, c7, d7, e7, f7, g7, h7] }", squares, 2);
    static const PerftCount initial[] = {{NULL, 1, 34}, {NULL, 2, 1286}, {NULL, 3, 45133}};
    expect_imported_perft("[iz:chess]\npawn = -\ncustomPiece1 = s:fKifmnD\ndoubleStepRegionWhite = *2 b3\n"
                          "doubleStepRegionBlack = *7 g6\n"
                          "startFen = rnbqkbnr/sssssss1/6s1/8/8/1S6/S1SSSSSS/RNBQKBNR w - - 0 1\ncastling = false\n",
                          "    betza: \"fKifmnD\"\n    initial_zone: double-step\n", initial, 3);
    static const char *const e7 = "3r1n1k/4P3/8/8/8/8/8/K7 w - - 0 1";
    static const PerftCount promoted[] = {{e7, 1, 18}, {e7, 2, 187}, {e7, 3, 2309}};
    expect_imported_perft("[pp:chess]\ncustomPiece1 = e:NNQ\npromotedPieceType = p:e\n",
                          "to: [queen, rook, bishop, knight, promoted-pawn], zone: last_rank }", promoted, 3);
    static const char *const sergeants = "qwfrbbnk/pssppssp/1pp4p/6P1/8/2p5/3p4/1S3PP1/PSSPPSSP/KNBBRFWQ w - - 0 1";
    static const PerftCount wolf[] = {{NULL, 1, 23},      {NULL, 2, 529},      {NULL, 3, 13722},
                                      {sergeants, 1, 31}, {sergeants, 2, 787}, {sergeants, 3, 25656}};
    expect_imported_perft("[w:wolf]\n", "    en_passant: victim\n", wolf, 6);
}

/* castlingRank: castling where the start position's kings stand (blackletter: rank 2). */
static void test_castling_rank(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[cr:chess]\nmaxRank = 10\nstartFen = 8/r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R/8 w KQkq - 0 1\n"
                      "castlingRank = 2\ndoubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\n"
                      "promotionRegionWhite = *10\npromotionRegionBlack = *1\n";
    char *yaml = import_exact(ini, &errors, &notes);
    Variant *v = variant_load_text(yaml, "cr.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "e2g2"), 0); /* O-O on the second rank */
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "8/r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1/8 b kq - 1 1");
    game_free(g);
    variant_free(v);
    free(yaml);
    /* kings that stand elsewhere: refused */
    assert_null(fsf_import_ini("[cr:chess]\ncastlingRank = 2\n", "t.ini", NULL, false, &errors, &notes));
    assert_non_null(strstr(errors.items[0].message, "castlingRank = 2: the kings of the start position stand elsewhere"));
    diag_free(&errors);
    diag_free(&notes);
}

/* Promotion ranks that differ per side (epicatomic: White 6-8, Black 1-5), a double
 * step that promotes (no en passant after it), dropNoDoubledCount = 0 (never dropped). */
static void test_asymmetric_promotion(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[ep:chess]\npromotionPieceTypes = b\ncastling = false\n"
                      "promotionRegionWhite = *6 *7 *8 *9 *10\npromotionRegionBlack = *5 *4 *3 *2 *1\n";
    char *yaml = import_exact(ini, &errors, &notes);
    assert_non_null(strstr(yaml, "    promotion: { white: [rank 6, rank 7, rank 8], black: [rank 1, rank 2, rank 3, "
                                 "rank 4, rank 5] }\n"));
    Variant *v = variant_load_text(yaml, "ep.yaml", NULL, &errors);
    assert_non_null(v);
    /* Black's h7-h5 double step promotes on rank 5: White's g5 pawn cannot take it en passant */
    Game *g = game_new(v, "4k3/7p/8/6P1/8/8/8/4K3 b - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "h7h5b"), 0);
    assert_int_equal(game_play_text(g, "g5h6"), -1);
    char fen[128];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/6Pb/8/8/8/4K3 w - - 0 2");
    game_free(g);
    variant_free(v);
    free(yaml);
    yaml = fsf_import_ini("[nd:crazyhouse]\ndropNoDoubled = p\ndropNoDoubledCount = 0\n", "t.ini", NULL, false,
                          &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  pawn:\n    letter: p\n    drop: false\n"));
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* dropChecks = false: no drop gives check (against a king proper); atomic with drops:
 * every piece an explosion removes goes to its opponent's hand (atomiczh). */
static void test_drop_checks_and_atomic_hands(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[nc:crazyhouse]\ndropChecks = false\n", &errors, &notes);
    Variant *v = variant_load_text(yaml, "nc.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R[Bb] w KQkq - 0 3", &errors);
    assert_non_null(g);
    assert_int_equal(g->nlegal, 56); /* FSF: 56; 60 with the four checking bishop drops */
    assert_int_equal(game_play_text(g, "B@b5"), -1);
    game_free(g);
    variant_free(v);
    free(yaml);
    yaml = fsf_import_ini("[azh:atomic]\ndropChecks = false\npieceDrops = true\ncapturesToHand = true\ncastling = false\n",
                          "t.ini", NULL, false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    assert_null(strstr(yaml, "check: forbidden")); /* atomic's king is pseudo-royal: FSF sees no check */
    v = variant_load_text(yaml, "azh.yaml", NULL, &errors);
    assert_non_null(v);
    g = game_new(v, "rnbqkbnr/ppppp1pp/8/8/6p1/8/PPPPPPPP/RNBQKBNR w - - 0 1", &errors);
    assert_non_null(g);
    /* the g4 pawn takes on f3: both pawns are blown away, each into its opponent's hand */
    assert_int_equal(game_play_text(g, "f2f3"), 0);
    assert_int_equal(game_play_text(g, "g4f3"), 0);
    char fen[128];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPP1PP/RNBQKBNR[Pp] w - - 0 2");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* promotedPieceType for the pawn (shinobi's p:c: a pawn promotes as a piece does, to a
 * form moving as a commoner), and a promoted form of a royal type is royal (forward). */
static void test_pawn_piece_promotion(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[sh:chess]\ncommoner = c\npromotionRegionWhite = *7 *8\npromotionRegionBlack = *2 *1\n"
                      "promotionPieceTypes = -\npromotedPieceType = p:c\nmandatoryPiecePromotion = true\n"
                      "castling = false\n";
    char *yaml = import_exact(ini, &errors, &notes);
    Variant *v = variant_load_text(yaml, "sh.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, "4k3/8/8/1P6/8/8/8/4K3 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "b5b6"), 0);
    assert_int_equal(game_play_text(g, "e8d8"), 0);
    assert_int_equal(g->nlegal, 6); /* FSF: go perft 1; into the region the pawn must promote */
    int from_b6 = 0;
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].from == sq_make(1, 5)) {
            from_b6++;
            assert_true(g->legal[i].become != 0);
        }
    assert_int_equal(from_b6, 1);
    assert_int_equal(game_play_text(g, "b6b7+"), 0);
    assert_int_equal(g->nlegal, 3); /* FSF: 3 */
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* flagPieceSafe (squatter): a lone piece on the far rank wins only when not attacked;
 * the count `attacked in zone.Z` says so. */
static void test_flag_piece_safe(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini("[sq:chess]\nflagRegionWhite = *8\nflagRegionBlack = *1\nflagPieceSafe = true\n", "t.ini",
                                NULL, false, &errors, &notes);
    assert_non_null(yaml);
    Variant *v = variant_load_text(yaml, "sq.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, "2r1k3/8/8/8/8/8/8/R3K3 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "a1a8"), 0); /* attacked by the c8 rook: on (FSF: 8 moves) */
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(g->nlegal, 8);
    game_free(g);
    g = game_new(v, "4k3/8/8/8/8/8/1r6/R3K3 w - - 0 1", &errors);
    assert_int_equal(game_play_text(g, "a1a8"), 0); /* safe: White wins (FSF: 0 moves) */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_flag");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* pawnTypes naming a piece without 'e': fine where no en-passant square can ever arise
 * (xhess: no piece steps two squares straight), refused where pawns double-step. */
static void test_pawn_types_without_ep(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *base = "[x:chess]\npawnTypes = h\npromotionPieceTypes = q\ncustomPiece2 = h:mfWcfFfhmnN\n";
    char ini[512];
    snprintf(ini, sizeof ini, "%sstartFen = 4k3/hhhhhhhh/8/8/8/8/HHHHHHHH/4K3 w - - 0 1\n", base);
    char *yaml = import_exact(ini, &errors, &notes);
    free(yaml);
    snprintf(ini, sizeof ini, "%sstartFen = 4k3/hhhhhhhh/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\n", base);
    assert_null(fsf_import_ini(ini, "t.ini", NULL, false, &errors, &notes));
    assert_non_null(strstr(errors.items[0].message, "cannot take en passant itself"));
    diag_free(&errors);
    diag_free(&notes);
}

/* Loads `yaml`, sets up `fen`, plays `moves` (space-separated, may be NULL) and returns
 * the number of legal moves then; `fen_out` gets the FEN. */
static int legal_after(const char *yaml, const char *fen, const char *moves, char *fen_out, size_t size)
{
    DiagSink errors;
    diag_init(&errors);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    if (!v)
        diag_print(&errors, stderr);
    assert_non_null(v);
    Game *g = game_new(v, fen, &errors);
    assert_non_null(g);
    char copy[256];
    snprintf(copy, sizeof copy, "%s", moves ? moves : "");
    for (char *mv = strtok(copy, " "); mv; mv = strtok(NULL, " "))
        assert_int_equal(game_play_text(g, mv), 0);
    int n = g->nlegal;
    if (fen_out)
        game_fen(g, fen_out, size);
    game_free(g);
    variant_free(v);
    diag_free(&errors);
    return n;
}

/* promotionPawnTypes and nMoveRuleTypes for one side (khans: Black's `s` promotes to `t`
 * and resets the count), `promotionPawnTypes = -` (caught-in-a-snag: the custom pawn stays
 * a pawn on the last rank), each side's own promotion ranks with pawn drops, and
 * nMoveRuleTypes resetting only for irreversible moves (allwayspawns); the counts are
 * Fairy-Stockfish's (go perft 1, d). */
static void test_promotion_pawn_types(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *khans = "[kh:chess]\ncustomPiece1 = t:mNcK\ncustomPiece2 = s:mfhNcfW\npromotionPawnTypesBlack = s\n"
                        "promotionPieceTypesBlack = t\nnMoveRuleTypesBlack = s\n"
                        "startFen = 4k3/ssssssss/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\n";
    char *yaml = import_exact(khans, &errors, &notes);
    assert_non_null(strstr(yaml, "  custom2:\n    letter: s\n    fifty_moves: irreversible\n"
                                 "    promotion: { to: [custom1], zone: last_rank }\n"));
    assert_non_null(strstr(yaml, "promotion: { to: [queen, rook, bishop, knight], zone: last_rank }"));
    char fen[128];
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/1s6/4K3 b - - 0 1", NULL, NULL, 0), 6); /* b2d1t */
    legal_after(yaml, "4k3/8/8/8/1s6/8/8/4K3 b - - 7 1", "b4c2", fen, sizeof fen);
    assert_string_equal(fen, "4k3/8/8/8/8/8/2s5/4K3 w - - 0 2");
    free(yaml);
    /* White's s would not promote: refused when White may have one */
    char ini[512];
    snprintf(ini, sizeof ini, "%.*sstartFen = 4k3/ssssssss/8/8/8/8/SSSSSSSS/4K3 w - - 0 1\n",
             (int)(strstr(khans, "startFen") - khans), khans);
    assert_null(fsf_import_ini(ini, "t.ini", NULL, false, &errors, &notes));
    assert_non_null(strstr(errors.items[0].message, "'custom2' promotes as a pawn for one side only"));
    diag_free(&errors);
    diag_init(&errors);
    yaml = import_exact("[cs:chess]\ncustomPiece1 = p:fmWfcF\npawnTypes = p\npromotionPawnTypes = -\n", &errors,
                        &notes);
    assert_null(strstr(yaml, "promotion"));
    assert_int_equal(legal_after(yaml, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", NULL, NULL, 0), 6); /* b7b8, no promotion */
    free(yaml);
    yaml = import_exact("[as:crazyhouse]\npromotionRegionWhite = *7 *8\npromotionRegionBlack = *1 *2 *3\n", &errors,
                        &notes);
    assert_non_null(strstr(yaml, "    pawn_drops: { white: [rank 2, rank 3, rank 4, rank 5, rank 6], black: [rank 4, "
                                 "rank 5, rank 6, rank 7] }\n"));
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1", NULL, NULL, 0), 45);
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1", NULL, NULL, 0), 37);
    assert_int_equal(legal_after(yaml, "4k3/8/P7/8/8/8/8/4K3 w - - 0 1", NULL, NULL, 0), 9); /* a7 promotes */
    free(yaml);
    yaml = import_exact("[aw:chess]\ncustomPiece1 = p:mWfceFifmnD\npawnTypes = p\n", &errors, &notes);
    assert_non_null(strstr(yaml, "    fifty_moves: irreversible\n"));
    legal_after(yaml, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e3 e7e5 g1f3 d7d6", fen,
                sizeof fen);
    assert_string_equal(fen, "rnbqkbnr/ppp2ppp/3p4/4p3/8/4PN2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* Promotion regions of squares (argess: g8 h8 h7 for White, a1 a2 b1 for Black), also
 * with pawn drops (never onto a side's promotion squares); counts are Fairy-Stockfish's. */
static void test_promotion_squares(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[ar:chess]\npawnTypes = p\ncustomPiece1 = p:mWcF\ncastling = false\n"
                              "promotionRegionWhite = g8 h8 h7\npromotionRegionBlack = a1 a2 b1\n",
                              &errors, &notes);
    assert_non_null(strstr(yaml, "    promotion: { white: [h7, g8, h8], black: [a1, b1, a2] }\n"));
    /* g7: to g8 and h7 promoting (4 each), to f7 and g6 not, and the king's 5 */
    assert_int_equal(legal_after(yaml, "4k3/6P1/8/8/8/8/8/4K3 w - - 0 1", NULL, NULL, 0), 15);
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", NULL, NULL, 0), 15);
    free(yaml);
    yaml = import_exact("[zh:crazyhouse]\npromotionRegionWhite = h7 *8\npromotionRegionBlack = a2 *1\n", &errors, &notes);
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", NULL, NULL, 0), 52); /* not on h7 */
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1", NULL, NULL, 0), 52);
    assert_int_equal(legal_after(yaml, "4k3/8/7P/8/8/8/8/4K3 w - - 0 1", NULL, NULL, 0), 9);
    free(yaml);
    assert_null(fsf_import_ini("[bad:chess]\npromotionRegionWhite = g8 zz\n", "t.ini", NULL, false, &errors, &notes));
    assert_non_null(strstr(errors.items[0].message, "'promotionRegionWhite = g8 zz': expected ranks (*8), files (a*) "
                                                    "or squares"));
    assert_int_equal(errors.items[0].line, 2);
    diag_free(&errors);
    diag_free(&notes);
}

/* A pawnTypes piece that captures nowhere it could not also move (dragon-chess's KifmnD)
 * never takes en passant in Fairy-Stockfish, nor does anything else there: written
 * without `en_passant`; a piece taking a chess piece's letter takes that type out of the
 * promotion types too (b:BK: no promotion to it). Counts are Fairy-Stockfish's. */
static void test_pawn_types_that_never_take_en_passant(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[dc:chess]\ncustomPiece1 = b:BK\ncustomPiece3 = p:KifmnD\npawnTypes = p\n", &errors,
                              &notes);
    assert_non_null(strstr(yaml, "  custom3:\n    letter: p\n    fifty_moves: irreversible\n"
                                 "    promotion: { to: [queen, rook, knight], zone: last_rank }\n    betza: \"KifmnD\"\n"));
    /* d4 cannot take e4 en passant: its 8 steps and the king's 5 */
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4", NULL, 0), 13);
    assert_int_equal(legal_after(yaml, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", NULL, NULL, 0), 19);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* tripleStepRegion (wildebeest): the pawn's triple step, taken en passant on either
 * square it passed; mandatoryPawnPromotion = false: a move into the region may leave the
 * pawn a pawn. Counts are Fairy-Stockfish's. */
static void test_triple_step_and_optional_promotion(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[ws:chess]\ntripleStepRegionWhite = *2\ntripleStepRegionBlack = *7\n"
                              "mandatoryPawnPromotion = false\ncastling = false\n", &errors, &notes);
    assert_non_null(strstr(yaml, "      bound(0, -1) not bound(0, -2) observe(0, 1) observe(0, 2) move(0, 3);\n"));
    assert_non_null(strstr(yaml, "zone: last_rank, optional: true }"));
    /* after e2-e5, d4 takes on e3 and f5 on e4 en passant: 9 moves */
    assert_int_equal(legal_after(yaml, "4k3/8/8/5p2/3p4/8/4P3/4K3 w - - 0 1", "e2e5", NULL, 0), 9);
    char fen[128];
    assert_int_equal(legal_after(yaml, "4k3/8/8/5p2/3p4/8/4P3/4K3 w - - 0 1", "e2e5 d4e3", fen, sizeof fen), 3);
    assert_string_equal(fen, "4k3/8/8/5p2/8/4p3/8/4K3 w - - 0 2");
    assert_int_equal(legal_after(yaml, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", NULL, NULL, 0), 10); /* b8 unpromoted too */
    free(yaml);
    assert_null(fsf_import_ini("[bad:chess]\ntripleStepRegionWhite = *2\ntripleStepRegionBlack = *6\n", "t.ini", NULL,
                               false, &errors, &notes));
    assert_non_null(strstr(errors.items[0].message, "tripleStepRegionBlack: Black's triple-step ranks must mirror White's"));
    assert_int_equal(errors.items[0].line, 3);
    diag_free(&errors);
    diag_free(&notes);
}

/* flagPieceSafe with flagMove (alapo): a piece that reaches its region unattacked wins at
 * once; an attacked one wins if it is still there after the reply. Fairy-Stockfish: no
 * move after a2a6 b5a4, nor after e2e6. */
static void test_flag_piece_safe_with_flag_move(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[al:chess]\nmaxRank = 6\nmaxFile = f\nking = -\ncommoner = k\ncastling = false\n"
                      "startFen = 2k3/6/6/6/6/2K3 w - - 0 1\nflagRegionWhite = *6\nflagRegionBlack = *1\n"
                      "flagPieceSafe = true\nflagMove = true\n";
    char *yaml = import_exact(ini, &errors, &notes);
    assert_non_null(strstr(yaml, "equal_turns: false"));
    Variant *v = variant_load_text(yaml, "al.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, "6/1k4/6/6/R5/3K2 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "a2a6"), 0); /* attacked by b5: Black replies */
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(game_play_text(g, "b5a4"), 0); /* the rook stays: White wins */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_flag");
    game_free(g);
    g = game_new(v, "6/1k4/6/6/R5/3K2 w - - 0 1", &errors);
    assert_int_equal(game_play_text(g, "a2a6"), 0);
    assert_int_equal(game_play_text(g, "b5a6"), 0); /* taken: on */
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    g = game_new(v, "6/1k4/6/6/4R1/3K2 w - - 0 1", &errors);
    assert_int_equal(game_play_text(g, "e2e6"), 0); /* safe at once */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    variant_free(v);
    free(yaml);
    /* a given flag piece: only it must be safe there, whatever else of its side is attacked
     * (Fairy-Stockfish: after d5d6 the game is over, the rook on a6 attacked; not after d5c6) */
    char given[600];
    snprintf(given, sizeof given, "%sflagPiece = k\n", ini);
    yaml = import_exact(given, &errors, &notes);
    assert_non_null(strstr(yaml, "White.Commoner attacked in zone.white_flag == 0"));
    v = variant_load_text(yaml, "al.yaml", NULL, &errors);
    assert_non_null(v);
    g = game_new(v, "R5/1k1K2/6/6/6/6 w - - 0 1", &errors);
    assert_int_equal(game_play_text(g, "d5d6"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    g = game_new(v, "R5/1k1K2/6/6/6/6 w - - 0 1", &errors);
    assert_int_equal(game_play_text(g, "d5c6"), 0); /* attacked by b5: Black replies */
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    game_free(g);
    variant_free(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
}

/* extinctionPseudoRoyal with pieces promoting into the royal type (backrank): a piece
 * promotes only on the last rank, its flag region, and wins there at once, so the promoted
 * form is not royal: it may promote onto an attacked square (Fairy-Stockfish: b7b8+ is
 * legal and ends the game). Where the game could go on (promotion not mandatory) the
 * promoted form is a royal_at_most king counted with the others. */
static void test_promotion_into_pseudo_royal_wins(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[br:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\n"
                      "extinctionPieceTypes = k\nextinctionPseudoRoyal = true\nflagPiece = k\npromotionPieceTypes = -\n"
                      "promotedPieceType = q:k r:k b:k n:k p:k\nflagRegionWhite = *8\nflagRegionBlack = *1\n"
                      "mandatoryPiecePromotion = true\n";
    char *yaml = import_exact(ini, &errors, &notes);
    assert_non_null(strstr(yaml, "  promoted-pawn:\n    demotes_to: pawn\n    betza: \"K\"\n"));
    Variant *v = variant_load_text(yaml, "br.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "b7b8+"), 0); /* onto the square the rook attacks */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_flag");
    game_free(g);
    variant_free(v);
    free(yaml);
    /* optional piece promotions: a promoted piece is one more king (counted_with), royal
     * from the next move (royal_next_move), as Fairy-Stockfish judges it; b8 still wins */
    char optional[700];
    snprintf(optional, sizeof optional, "%.*s", (int)(strstr(ini, "mandatoryPiecePromotion") - ini), ini);
    yaml = import_exact(optional, &errors, &notes);
    assert_non_null(strstr(yaml, "  promoted-queen:\n    demotes_to: queen\n    royal: true\n    royal_at_most: 1\n"
                                 "    counted_with: commoner\n"));
    v = variant_load_text(yaml, "br.yaml", NULL, &errors);
    assert_non_null(v);
    g = game_new(v, "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(g->nlegal, 7); /* Fairy-Stockfish: b7b8+ b7c8+ and the king's five */
    assert_int_equal(game_play_text(g, "b7b8+"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    game_free(g);
    variant_free(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
}

/* Hoppers with a range (cannonshogi's pB2: over a neighbour onto the square behind it),
 * and a hopper is never "immobile" for immobilityIllegal, as Fairy-Stockfish counts a
 * hopper's reach: the pR moves e5e3 and e5e2 without promoting. Counts are Fairy-
 * Stockfish's (go perft 1). */
static void test_ranged_hoppers_in_shogi(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[hs:shogi]\ncustomPiece1 = a:pR\ncustomPiece2 = w:mRpRmFpB2\n"
                              "startFen = k8/9/9/9/4A4/4P4/9/2W6/4K4[] w - - 0 1\n", &errors, &notes);
    assert_int_equal(legal_after(yaml, "k8/9/9/9/4A4/4P4/9/2W6/4K4[] w - - 0 1", NULL, NULL, 0), 27);
    /* d3 in the way: the W hops it to e4 (and no further), and no longer steps to d3 */
    assert_int_equal(legal_after(yaml, "k8/9/9/9/9/9/3P5/2W6/4K4[] w - - 0 1", NULL, NULL, 0), 26);
    assert_int_equal(legal_after(yaml, "k8/9/9/9/9/9/3P5/2W6/4K4[] w - - 0 1", "c2e4", NULL, 0) > 0, 1);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* Pawns with nothing to promote to (maharajah: no promotion types without a template)
 * never move into the last rank, yet attack it: `promotion: { to: [] }`. The amazon may
 * not step next to the c2 pawn's capture squares. Counts are Fairy-Stockfish's. */
static void test_pawns_with_nothing_to_promote_to(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[maharajah]\npawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\nking = k\n"
                              "amazon = m\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1\n"
                              "extinctionValue = loss\nextinctionPieceTypes = m\nextinctionPseudoRoyal = true\n",
                              &errors, &notes);
    assert_non_null(strstr(yaml, "    promotion: { to: [], zone: last_rank }\n"));
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/2p5/4M3 w - - 0 1", NULL, NULL, 0), 22); /* not d1 */
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/8/8/2p5/1M2N3 b - - 0 1", NULL, NULL, 0), 5); /* c2 stuck */
    free(yaml);
    /* a pawn that may stay as it is enters the region without promoting */
    yaml = import_exact("[mp]\npawn = p\nking = k\nstartFen = 4k3/8/8/8/8/8/2p5/4K3 w - - 0 1\n"
                        "mandatoryPawnPromotion = false\n", &errors, &notes);
    assert_null(strstr(yaml, "promotion"));
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* promotionLimit (grand, shogun): no promotion to a type the side has as many of as the
 * limit allows (0: no limit); an en passant capture never promotes, even into the region
 * (shogun's a4xb3). Counts are Fairy-Stockfish's (go perft 1). */
static void test_promotion_limits(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[gl:chess]\npromotionLimit = q:1 n:0\nmandatoryPawnPromotion = false\ncastling = false\n",
                              &errors, &notes);
    assert_non_null(strstr(yaml, "  promotion_limits:\n    - { pieces: [queen], at_most: 1 }\n"));
    assert_int_equal(legal_after(yaml, "4k3/1P6/8/8/8/8/8/3QK3 w - - 0 1", NULL, NULL, 0), 25); /* b8: r b n, none */
    assert_int_equal(legal_after(yaml, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", NULL, NULL, 0), 10);
    free(yaml);
    yaml = import_exact("[ep:chess]\npromotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *3 *2 *1\n"
                        "mandatoryPawnPromotion = false\ncastling = false\n", &errors, &notes);
    assert_int_equal(legal_after(yaml, "4k3/8/8/8/p7/8/1P6/4K3 w - - 0 1", "b2b4", NULL, 0), 11); /* a4b3: one move */
    free(yaml);
    /* a pawn that must promote, with a choice no limit counts, always has one (FSF: 24) */
    yaml = import_exact("[gm:chess]\npromotionLimit = q:1\n", &errors, &notes);
    assert_int_equal(legal_after(yaml, "4k3/1P6/8/8/8/8/8/3QK3 w - - 0 1", NULL, NULL, 0), 24);
    free(yaml);
    /* ... but one whose every choice is limited would stop short with nothing left: refused */
    assert_null(fsf_import_ini("[gm:chess]\npromotionLimit = q:1 r:1 b:1 n:1\n", "t.ini", NULL, false, &errors,
                               &notes));
    assert_non_null(strstr(errors.items[0].message, "promotionLimit: 'pawn' must promote"));
    diag_free(&errors);
    diag_free(&notes);
}

/* A piece promoting both as a pawn (promotionPawnTypes) and by promotedPieceType, which
 * never leaves the region (elgam's soldier): one promotion with every choice, `+` for the
 * promoted form and the letter for the pawn-style one (W~), each back in hand as the
 * soldier; a lame camel (nC) gives no move in Fairy-Stockfish, nor here. Counts are
 * Fairy-Stockfish's (go perft 1). */
static void test_promotion_both_ways(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[dp:chess]\ncustomPiece1 = s:fsW\ncustomPiece2 = w:W\ncustomPiece3 = o:nC\n"
                              "pawnTypes = s\npromotionPawnTypes = s\npromotionPieceTypes = w\npromotedPieceType = s:w\n"
                              "pieceDrops = true\ncapturesToHand = true\ncastling = false\n"
                              "startFen = 4k3/8/8/8/8/8/SSSSSSSS/4K3[] w - - 0 1\n", &errors, &notes);
    assert_non_null(strstr(yaml, "    promotion: { to: [promoted-custom2, promoted-custom1], zone: last_rank }\n"));
    assert_non_null(strstr(yaml, "  custom3:\n    letter: o\n    chessembly: \"\"\n"));
    /* b7: b8 as W~ or +S, a7, c7; the king's 5; the camel none */
    assert_int_equal(legal_after(yaml, "4k3/1S6/8/8/8/8/8/O3K3[] w - - 0 1", NULL, NULL, 0), 9);
    char fen[128];
    assert_int_equal(legal_after(yaml, "2r1k3/1S6/8/8/8/8/8/4K3[] w - - 0 1", "b7b8+ c8b8", fen, sizeof fen), 5);
    assert_string_equal(fen, "1r2k3/8/8/8/8/8/8/4K3[s] w - - 0 2");
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* diagonalLines beyond the palace (elgam's long lines): from a point of the lines, the
 * rook slides and the cannon hops along a diagonal onto any point of the lines, the
 * squares between need not be points. Counts are Fairy-Stockfish's. */
static void test_long_diagonal_lines(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[dl:janggi]\ndiagonalLines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10 c4 b5 a6 g4 h5 i6\n",
                              &errors, &notes);
    assert_int_equal(legal_after(yaml, "3k5/9/9/9/R8/9/9/9/9/5K3 w - - 0 1", NULL, NULL, 0), 25); /* a6: b5-e2 */
    assert_int_equal(legal_after(yaml, "3k5/9/9/9/C8/1P7/9/9/9/5K3 w - - 0 1", NULL, NULL, 0), 10); /* over b5 */
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* flagPieceBlockedWin (kono): one flag piece in a full region wins, for the mover only
 * (the opponent may be the one who filled it). */
static void test_flag_blocked_win(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[kono]\nmaxRank = 5\nmaxFile = e\ncustomPiece1 = p:mF\nstartFen = ppppp/p3p/5/P3P/PPPPP w - - 0 1\n"
                      "flagPiece = p\nflagRegionWhite = a5 b5 c5 d5 e5 a4 e4\nflagRegionBlack = a1 b1 c1 d1 e1 a2 e2\n"
                      "flagPieceCount = 7\nflagPieceBlockedWin = true\nnFoldRule = 0\nnMoveRule = 0\n";
    char *yaml = import_exact(ini, &errors, &notes);
    Variant *v = variant_load_text(yaml, "kono.yaml", NULL, &errors);
    assert_non_null(v);
    /* Black's last move filled White's region: White to move has not won (FSF plays on) */
    Game *g = game_new(v, "pppPP/p3P/1p2P/pP1pP/1P3 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_result(g)->status, GAME_ONGOING);
    assert_int_equal(game_play_text(g, "b1c2"), 0); /* the region still full after White's move: won */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_flag");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* castlingRookPieces naming a custom piece that took the rook's letter (ajax-orthodox). */
static void test_castling_rook_pieces(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini("[aj:chess]\ncustomPiece1 = r:RmF\ncastlingRookPieces = r\n"
                                "startFen = r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\n",
                                "t.ini", NULL, false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  custom1:\n    letter: r\n    castling_partner: true\n"));
    Variant *v = variant_load_text(yaml, "aj.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "e1g1"), 0);
    char fen[128];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* A later piece key that takes a built-in piece's letter replaces it (symphony over
 * tictactoe's template, whose stones are banners); the banner itself is manchu's
 * chariot+cannon+horse. */
static void test_builtin_piece_replaced(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[ttt]\nmaxRank = 4\nmaxFile = 4\nbanner = p\nstartFen = 4/4/4/4[PPpp] w - - 0 1\n"
                      "pieceDrops = true\ndoubleStep = false\ncastling = false\nconnectN = 3\n"
                      "[sym:ttt]\ncustomPiece1 = p:mfsW\n";
    char *yaml = fsf_import_ini(ini, "t.ini", "sym", false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    assert_null(strstr(yaml, "banner"));
    free(yaml);
    yaml = fsf_import_ini(ini, "t.ini", "ttt", false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "  banner:\n    letter: p\n    betza: \"RcpRnN\"\n"));
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
}

/* oppositeCastling: White's O-O takes Black's kingside right (FSF's FEN: "b q"). */
static void test_opposite_castling(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[oc:chess]\noppositeCastling = true\n", &errors, &notes);
    Variant *v = variant_load_text(yaml, "oc.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "e1g1"), 0);
    char fen[128];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b q - 1 1");
    assert_int_equal(game_play_text(g, "e8g8"), -1);
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* A template's letters name piece types: gemini gives janus's archbishop the letter a,
 * and pawns still promote to it (found by perft-diff); the flying general sees along
 * ranks too (synochess's kings may meet on one). */
static void test_template_letters_and_flying_ranks(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini("[gem:janus]\narchbishop = a\n"
                                "startFen = rnbaqkabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBAQKABNR w KQkq - 0 1\n",
                                "t.ini", NULL, false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "promotion: { to: [archbishop, queen, rook, bishop, knight]"));
    free(yaml);
    yaml = fsf_import_ini("[fg:chess]\nflyingGeneral = true\n", "t.ini", NULL, false, &errors, &notes);
    assert_non_null(yaml);
    Variant *v = variant_load_text(yaml, "fg.yaml", NULL, &errors);
    assert_non_null(v);
    /* Kxd6 would leave the kings facing on the sixth rank (FSF: e5e4 e5f4 only) */
    Game *g = game_new(v, "8/8/3r2k1/2r1K3/8/8/8/8 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "e5d6"), -1);
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* castlingWins (castle chess): castling queenside wins; losing that right loses. */
static void test_castling_wins(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[cw:chess]\ncastlingWins = KQq\n", &errors, &notes);
    Variant *v = variant_load_text(yaml, "cw.yaml", NULL, &errors);
    assert_non_null(v);
    const char *fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1";
    static const struct {
        const char *move, *reason;
        GameStatus status;
    } cases[] = {{"e8c8", "black_castled_queenside", GAME_BLACK_WINS}, /* FSF: 0 moves after each */
                 {"e8g8", "white_wins_castling", GAME_WHITE_WINS},     /* castling kingside gives up q */
                 {"a8b8", "white_wins_castling", GAME_WHITE_WINS}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Game *g = game_new(v, fen, &errors);
        assert_non_null(g);
        assert_int_equal(game_play_text(g, cases[i].move), 0);
        assert_int_equal(game_result(g)->status, cases[i].status);
        assert_string_equal(game_result(g)->reason, cases[i].reason);
        game_free(g);
    }
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* The breakthrough piece is Betza alone (fmWfF): the template imports, perft as FSF's. */
static void test_breakthrough_template(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[b:breakthrough]\n", &errors, &notes);
    Variant *v = variant_load_text(yaml, "b.yaml", NULL, &errors);
    assert_non_null(v);
    Position pos;
    assert_true(fen_parse(v, v->setup, &pos, "t", &errors));
    assert_int_equal(game_perft(v, &pos, 2), 484); /* FSF: go perft 2 */
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* The immobile stone (a piece with no move): a pawn promotes into it on the last rank even
 * with immobilityIllegal, and the promoted form counts as the flag piece (mandala). */
static void test_immobile_stone(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[st:chess]\nshogiPawn = r\nimmobile = c\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\n"
                      "startFen = 4k3/8/2R5/8/8/8/8/4K3 w - - 0 1\nimmobilityIllegal = true\ncastling = false\n"
                      "promotionRegionWhite = *8\npromotionRegionBlack = *1\npromotionPieceTypes = -\n"
                      "promotedPieceType = r:c\nmandatoryPiecePromotion = true\nflagPiece = c\n"
                      "flagRegionWhite = *8\nflagRegionBlack = *1\n";
    char *yaml = import_exact(ini, &errors, &notes);
    assert_non_null(strstr(yaml, "  immobile:\n    letter: c\n    chessembly: \"\"\n"));
    Variant *v = variant_load_text(yaml, "st.yaml", NULL, &errors);
    assert_non_null(v);
    Game *g = game_new(v, NULL, &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "c6c7"), 0);
    assert_int_equal(game_play_text(g, "e8d8"), 0);
    assert_int_equal(game_play_text(g, "c7c8+"), 0); /* into the stone, on the flag rank */
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_flag");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* The flag rule with any piece (flagPiece = *, Fairy-Stockfish's default) and with a
 * count of flag pieces (flagPieceCount): who wins, move by move. */
static void test_flag_counts(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini("[sq:chess]\nflagRegionWhite = *8\nflagRegionBlack = *1\n", "t.ini", NULL, false,
                                &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "    white_flag: pieces in zone.white_flag >= 1\n"));
    Variant *v = variant_load_text(yaml, "sq.yaml", NULL, &errors);
    assert_non_null(v);
    /* any white piece reaching the eighth rank wins, here a rook */
    Game *g = game_new(v, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_play_text(g, "a1a8"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_flag");
    game_free(g);
    variant_free(v);
    free(yaml);
    /* three flag pieces must stand in the region (bajr) */
    const char *bajr = "[bajr]\nmaxRank = 6\nmaxFile = f\ncustomPiece1 = p:mfrWmrfF\nstartFen = 4pp/5p/6/6/P5/PP4 w\n"
                       "flagPiece = p\nflagRegionWhite = e6 f6 f5\nflagRegionBlack = a1 a2 b1\nflagPieceCount = 3\n"
                       "nMoveRule=0\n";
    yaml = fsf_import_ini(bajr, "t.ini", NULL, false, &errors, &notes);
    assert_non_null(yaml);
    assert_non_null(strstr(yaml, "    white_flag: Custom1 in zone.white_flag >= 3\n"));
    v = variant_load_text(yaml, "bajr.yaml", NULL, &errors);
    assert_non_null(v);
    g = game_new(v, "4PP/4P1/6/6/6/pp4 w - - 0 1", &errors);
    assert_non_null(g);
    assert_int_equal(game_result(g)->status, GAME_ONGOING); /* two of three in the region */
    assert_int_equal(game_play_text(g, "e5f5"), 0);
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(g)->reason, "white_flag");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

static void test_translation_details(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import("hill.ini", "hillmini", &errors, &notes);
    assert_non_null(yaml);
    /* the template chain: flags from [hill], nMoveRule from [hillmini] */
    assert_non_null(strstr(yaml, "    white_flag: [d4, e4, d5, e5]\n"));
    assert_non_null(strstr(yaml, "    white_flag: King in zone.white_flag\n"));
    assert_null(strstr(yaml, "fifty_moves"));
    free(yaml);
    yaml = import("threecheck.ini", NULL, &errors, &notes);
    assert_non_null(strstr(yaml, "    check_counting: checks >= 3\n"));
    assert_non_null(strstr(yaml, "setup: \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"\n"));
    free(yaml);
    yaml = import("losalamos.ini", NULL, &errors, &notes);
    assert_non_null(strstr(yaml, "promotion: { to: [knight, rook, queen], zone: last_rank }"));
    assert_null(strstr(yaml, "bishop"));
    assert_null(strstr(yaml, "bound(0, -1)")); /* doubleStep = false */
    free(yaml);
    assert_int_equal(errors.count, 0);
    assert_int_equal(notes.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* pieceDemotion with dropPromoted (Kyoto shogi's rules on a 5x5 board): in a region
 * covering the board a piece promotes with every move and its promoted form turns back
 * with the next; a piece in hand may be dropped promoted. Counts are Fairy-Stockfish's
 * (go perft), and the moves are written as it writes them (c3d4-, +P@e4). */
/* The legal moves from `a` to `b` that change the piece's kind (`changing`) or keep it. */
static int moves_between(const Game *g, const char *a, const char *b, bool changing)
{
    Square from, to;
    assert_true(square_parse(a, g->v->files, g->v->ranks, &from) && square_parse(b, g->v->files, g->v->ranks, &to));
    int n = 0;
    for (int i = 0; i < g->nlegal; i++)
        n += g->legal[i].from == from && g->legal[i].to == to && (g->legal[i].become != 0) == changing;
    return n;
}

static const char KYOTO_INI[] = "[kt]\nmaxRank = 5\nmaxFile = 5\nking = k\ncustomPiece1 = p:fW\nsilver = s\n"
                                "rook = r\nbishop = b\npromotionPieceTypes = -\npromotedPieceType = p:r s:b\n"
                                "promotionRegionWhite = *1 *2 *3 *4 *5\npromotionRegionBlack = *5 *4 *3 *2 *1\n"
                                "startFen = 1ks2/1p3/5/3P1/2SK1[] w - - 0 1\npieceDrops = true\n"
                                "capturesToHand = true\npieceDemotion = true\nmandatoryPiecePromotion = true\n"
                                "dropPromoted = true\ncastling = false\n";

static void test_piece_demotion_and_promoted_drops(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact(KYOTO_INI, &errors, &notes);
    assert_non_null(strstr(yaml, "  promoted-silver:\n    demotes_to: silver\n    promotion: { to: [silver], zone: "
                                 "piece_promotion, optional: false, on_leaving: true }\n"));
    assert_non_null(strstr(yaml, "    drop: { promoted: [promoted-silver] }\n"));
    Variant *v = variant_load_text(yaml, "kt.yaml", NULL, &errors);
    if (!v)
        diag_print(&errors, stderr);
    assert_non_null(v);
    static const PerftCount counts[] = {
        {NULL, 1, 6}, {NULL, 2, 35}, {NULL, 3, 287}, {NULL, 4, 2226},
        /* a pawn in each hand (as a pawn or as its rook: 2 x 20 drops), Black's bishop a
         * promoted silver that turns back as it moves */
        {"1k3/5/2+s2/1P3/2SK1[Pp] w - - 0 1", 1, 45},
        {"1k3/5/2+s2/1P3/2SK1[Pp] w - - 0 1", 2, 1874},
        {"1k3/5/2+s2/1P3/2SK1[Pp] w - - 0 1", 3, 20159},
    };
    expect_perft_counts(v, counts, sizeof counts / sizeof counts[0]);
    /* +P@e4 is the pawn in hand dropped as its rook; c3d4- turns Black's bishop back */
    Game *g = game_new(v, "1k3/5/2+s2/1P3/2SK1[Pp] w - - 0 1", &errors);
    assert_int_equal(game_play_text(g, "+P@e4"), 0);
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "1k3/4+P/2+s2/1P3/2SK1[p] b - - 0 1");
    assert_int_equal(game_play_text(g, "c3d4-"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "1k3/3s+P/5/1P3/2SK1[p] w - - 1 2");
    assert_int_equal(moves_between(g, "c1", "d2", true), 1); /* the silver must promote: c1d2+ only */
    assert_int_equal(moves_between(g, "c1", "d2", false), 0);
    assert_int_equal(game_play_text(g, "c1d2+"), 0);
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "1k3/3s+P/5/1P1+S1/3K1[p] b - - 2 2");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* piecePromotionOnCapture (cetus's wazir): only a capture promotes, and with pieceDemotion
 * only a capture turns the promoted form back; quiet moves leave both as they are.
 * Counts are Fairy-Stockfish's (go perft). */
static void test_promotion_on_capture(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    const char *ini = "[oc]\nmaxRank = 5\nmaxFile = 5\nking = k\nwazir = w\nfers = f\npromotionPieceTypes = -\n"
                      "promotedPieceType = w:f\npromotionRegionWhite = *1 *2 *3 *4 *5\n"
                      "promotionRegionBlack = *5 *4 *3 *2 *1\npiecePromotionOnCapture = true\npieceDemotion = true\n"
                      "mandatoryPiecePromotion = true\nstartFen = 2k2/1w1w1/5/1W1W1/2K2 w - - 0 1\ncastling = false\n";
    char *yaml = import_exact(ini, &errors, &notes);
    assert_non_null(strstr(yaml, "    promotion: { to: [promoted-wazir], zone: piece_promotion, optional: false, "
                                 "on_leaving: true, on_capture: true }\n"));
    Variant *v = variant_load_text(yaml, "oc.yaml", NULL, &errors);
    assert_non_null(v);
    static const PerftCount counts[] = {
        {NULL, 1, 11}, {NULL, 2, 121}, {NULL, 3, 1219}, {NULL, 4, 12090},
        {"2k2/1w3/2+W2/1W1w1/2K2 w - - 0 1", 1, 9},
        {"2k2/1w3/2+W2/1W1w1/2K2 w - - 0 1", 2, 81},
        {"2k2/1w3/2+W2/1W1w1/2K2 w - - 0 1", 3, 732},
    };
    expect_perft_counts(v, counts, sizeof counts / sizeof counts[0]);
    Game *g = game_new(v, "2k2/1w3/2+W2/1W1w1/2K2 w - - 0 1", &errors);
    assert_int_equal(moves_between(g, "c3", "d2", false), 0); /* a capture: the fers must turn back */
    assert_int_equal(moves_between(g, "c3", "d4", true), 0); /* a quiet move: it must not */
    assert_int_equal(game_play_text(g, "c3d2-"), 0);
    assert_int_equal(game_play_text(g, "b4b3"), 0); /* a quiet move: the wazir stays a wazir */
    assert_int_equal(game_play_text(g, "b2b3+"), 0); /* takes: promotes */
    char fen[256];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "2k2/5/1+W3/3W1/2K2 b - - 0 2");
    game_free(g);
    g = game_new(v, "2k2/1w3/2+W2/1W1w1/2K2 w - - 0 1", &errors);
    assert_int_equal(game_play_text(g, "c3d4"), 0); /* a quiet move: the fers stays a fers */
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "2k2/1w1+W1/5/1W1w1/2K2 b - - 1 1");
    game_free(g);
    variant_free(v);
    free(yaml);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

/* Fairy-Stockfish's kyotoshogi and micro as templates: their start positions (promoted
 * pieces in the FEN, +N and +L) give Fairy-Stockfish's go perft 1-4. */
static void test_kyoto_and_micro_templates(void **state)
{
    (void)state;
    static const struct {
        const char *ini;
        uint64_t nodes[4];
    } games[] = {
        {"[k:kyotoshogi]\n", {12, 137, 1636, 18268}},
        {"[m:micro]\n", {9, 80, 767, 7256}},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        DiagSink errors, notes;
        diag_init(&errors);
        diag_init(&notes);
        char *yaml = import_exact(games[i].ini, &errors, &notes);
        Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
        assert_non_null(v);
        Game *g = game_new(v, NULL, &errors);
        assert_non_null(g);
        for (int d = 1; d <= 4; d++)
            assert_int_equal(game_perft(v, &g->pos, d), games[i].nodes[d - 1]);
        game_free(g);
        variant_free(v);
        free(yaml);
        diag_free(&errors);
        diag_free(&notes);
    }
}

static void expect_refusal(const char *text, const char *section, const char *message)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini(text, "t.ini", section, false, &errors, &notes);
    assert_null(yaml);
    assert_true(errors.count >= 1);
    char buf[512];
    diag_format(&errors.items[0], buf, sizeof buf);
    if (strcmp(buf, message) != 0)
        fail_msg("expected '%s', got '%s'", message, buf);
    diag_free(&errors);
    diag_free(&notes);
}

/* The connect games' ini: Connect Four (enclosingDrop = top, connectN), pushed in from any
 * side (anyside), misère (connectValue = loss), teeko (mustDrop, connectNxN), three
 * musketeers (collinearN of one piece type along ranks and files only, connectValue =
 * loss, stalemateValue = win). */
static const char CONNECT_INI[] =
    "[c4]\nmaxRank = 6\nmaxFile = 7\nimmobile = p\n"
    "startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1\n"
    "pieceDrops = true\nenclosingDrop = top\ndoubleStep = false\ncastling = false\nstalemateValue = draw\n"
    "immobilityIllegal = false\nconnectN = 4\nnMoveRule = 0\n"
    "[c4a:c4]\nmaxRank = 7\n"
    "startFen = 7/7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppp] w - - 0 1\n"
    "enclosingDrop = anyside\n"
    "[c4m:c4]\nconnectValue = loss\n"
    "[tt]\nmaxRank = 5\nmaxFile = 5\nimmobile = p\nstartFen = 5/5/5/5/5[PPPPpppp] w - - 0 1\npieceDrops = true\n"
    "doubleStep = false\ncastling = false\nstalemateValue = draw\nimmobilityIllegal = false\nconnectN = 4\n"
    "mustDrop = true\nnMoveRule = 0\nnFoldRule = 0\n"
    "[tk:tt]\nconnectNxN = 2\ncustomPiece1 = p:mK\n"
    "[tm]\nstartFen = ppppM/ppppp/ppMpp/ppppp/Mpppp\nmaxRank = 5\nmaxFile = 5\ncollinearN = 3\n"
    "connectDiagonal = false\ncustomPiece1 = m:cW\ncustomPiece2 = p:mW\nconnectValue = loss\nstalemateValue = win\n"
    "connectPieceTypes = m\n";

/* The section of CONNECT_INI imported exactly and loaded. */
static Variant *connect_variant(const char *section, const char *expect_in_yaml)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini(CONNECT_INI, "t.ini", section, false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    if (!strstr(yaml, expect_in_yaml))
        fail_msg("[%s] lacks '%s':\n%s", section, expect_in_yaml, yaml);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    if (!v)
        diag_print(&errors, stderr);
    assert_non_null(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
    return v;
}

/* Perft `depth` after `moves` (UCI, space-separated) from `fen` (NULL: the start). */
static uint64_t connect_perft(const Variant *v, const char *fen, const char *moves, int depth, GameStatus *status,
                              char *reason, size_t size)
{
    DiagSink errors;
    diag_init(&errors);
    Game *g = game_new(v, fen, &errors);
    assert_non_null(g);
    char copy[512];
    snprintf(copy, sizeof copy, "%s", moves ? moves : "");
    for (char *mv = strtok(copy, " "); mv; mv = strtok(NULL, " "))
        if (game_play_text(g, mv) != 0)
            fail_msg("move %s refused", mv);
    uint64_t n = game_perft(v, &g->pos, depth);
    if (status)
        *status = game_result(g)->status;
    if (reason)
        snprintf(reason, size, "%s", game_result(g)->reason);
    game_free(g);
    diag_free(&errors);
    return n;
}

/* The counts are Fairy-Stockfish's (go perft) for the same sections and positions. */
static void test_connect_games(void **state)
{
    (void)state;
    GameStatus st;
    char why[64];
    const char *rows = "P@a1 P@a2 P@b1 P@b2 P@c1 P@c2"; /* White threatens d1 */
    Variant *v = connect_variant("c4", "  drop_entry: top\n");
    assert_int_equal(connect_perft(v, NULL, NULL, 5, NULL, NULL, 0), 16807);
    assert_int_equal(connect_perft(v, NULL, rows, 1, NULL, NULL, 0), 7);
    assert_int_equal(connect_perft(v, NULL, rows, 3, NULL, NULL, 0), 294);
    assert_int_equal(connect_perft(v, NULL, rows, 4, NULL, NULL, 0), 1806);
    char four[128];
    snprintf(four, sizeof four, "%s P@d1", rows);
    assert_int_equal(connect_perft(v, NULL, four, 1, &st, why, sizeof why), 0);
    assert_int_equal(st, GAME_WHITE_WINS);
    assert_string_equal(why, "connect");
    variant_free(v);

    v = connect_variant("c4m", "    connect_loses: not moved and opponent.row >= 4\n");
    assert_int_equal(connect_perft(v, NULL, rows, 4, NULL, NULL, 0), 1806);
    assert_int_equal(connect_perft(v, NULL, four, 1, &st, why, sizeof why), 0);
    assert_int_equal(st, GAME_BLACK_WINS); /* misère: White's row loses */
    assert_string_equal(why, "connect_loses");
    variant_free(v);

    v = connect_variant("c4a", "  drop_entry: any_side\n");
    const char *gaps = "3p3/7/1P3p1/7/7/2P4/p5P[PPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w - - 0 1";
    assert_int_equal(connect_perft(v, NULL, NULL, 4, NULL, NULL, 0), 252866);
    assert_int_equal(connect_perft(v, gaps, NULL, 1, NULL, NULL, 0), 20);
    assert_int_equal(connect_perft(v, gaps, NULL, 3, NULL, NULL, 0), 6929);
    variant_free(v);

    v = connect_variant("tk", "    connect: row >= 4 or block >= 2\n");
    const char *dropped = "P@a1 P@e5 P@b2 P@d4"; /* pieces on the board and in hand: drop first */
    assert_int_equal(connect_perft(v, NULL, NULL, 4, NULL, NULL, 0), 303600);
    assert_int_equal(connect_perft(v, NULL, dropped, 1, NULL, NULL, 0), 21);
    assert_int_equal(connect_perft(v, NULL, dropped, 3, NULL, NULL, 0), 7980);
    const char *square = "p3p/5/1PP2/1P3/p1Pp1[] w - - 0 1"; /* c1c2 fills b2-c3 */
    assert_int_equal(connect_perft(v, square, NULL, 1, NULL, NULL, 0), 19);
    assert_int_equal(connect_perft(v, square, NULL, 3, NULL, NULL, 0), 4001);
    assert_int_equal(connect_perft(v, square, "c1c2", 1, &st, why, sizeof why), 0);
    assert_int_equal(st, GAME_WHITE_WINS);
    variant_free(v);

    v = connect_variant("tm", "  rows:\n    pieces: [custom1]\n    along: [rank, file]\n");
    assert_int_equal(connect_perft(v, NULL, NULL, 4, NULL, NULL, 0), 736);
    assert_int_equal(connect_perft(v, NULL, NULL, 5, NULL, NULL, 0), 5540);
    /* the musketeers a3, d3 and e3: on one rank with a gap, and White made it: Black wins */
    const char *line = "c3c4 d3c3 c4d4 e3d3 e5e4 e2e3 e4e3 b4c4 d4d3 c4b4 a1a2 c3c4";
    assert_int_equal(connect_perft(v, NULL, line, 1, NULL, NULL, 0), 3);
    assert_int_equal(connect_perft(v, NULL, line, 2, NULL, NULL, 0), 18); /* a2a3 ends it: 0 */
    char made[128];
    snprintf(made, sizeof made, "%s a2a3", line);
    assert_int_equal(connect_perft(v, NULL, made, 1, &st, why, sizeof why), 0);
    assert_int_equal(st, GAME_BLACK_WINS);
    assert_string_equal(why, "connect_loses");
    variant_free(v);
}

/* Placement chess (Fairy-Stockfish's built-in template) and screen: drops compulsory
 * (mustDrop), bishops on opposite colours (dropOppositeColoredBishop), and castling
 * rights gained by dropping the king on e1 and rooks on the corners (castlingDroppedPiece),
 * in either order. The counts are Fairy-Stockfish's. */
static void test_placement_drops(void **state)
{
    (void)state;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = import_exact("[pl:placement]\n", &errors, &notes);
    assert_non_null(strstr(yaml, "  must_drop: true\n  castling_by_drop: e\n"));
    assert_non_null(strstr(yaml, "    drop: { zone: drops, opposite_colours: true }\n"));
    Variant *v = variant_load_text(yaml, "pl.yaml", NULL, &errors);
    assert_non_null(v);
    free(yaml);
    assert_int_equal(connect_perft(v, NULL, NULL, 3, NULL, NULL, 0), 50560);
    assert_int_equal(connect_perft(v, NULL, "B@c1", 1, NULL, NULL, 0), 40);
    /* light squares left: h1 alone, which the second bishop needs */
    const char *light = "B@c1 B@c8 N@b1 N@b8 N@d1 N@d8 R@f1 R@f8";
    assert_int_equal(connect_perft(v, NULL, light, 1, NULL, NULL, 0), 10);
    assert_int_equal(connect_perft(v, NULL, light, 2, NULL, NULL, 0), 100);
    variant_free(v);

    const char *screen = "[screen:placement]\ndropNoDoubled = p\n"
                         "startFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1\n"
                         "dropRegionWhite = *1 *2 *3 *4\ndropRegionBlack = *8 *7 *6 *5\n";
    yaml = import_exact(screen, &errors, &notes);
    v = variant_load_text(yaml, "screen.yaml", NULL, &errors);
    assert_non_null(v);
    free(yaml);
    assert_int_equal(connect_perft(v, NULL, NULL, 2, NULL, NULL, 0), 33268);
    const char *rest = "Q@d2 Q@d7 B@c2 B@c7 B@c3 B@c6 N@b3 N@b6 N@g3 N@g6 P@a4 P@a5 P@b4 P@b5 P@c4 P@c5 P@d4 P@d5 "
                       "P@e4 P@e5 P@f4 P@f5 P@g4 P@g5 P@h4 P@h5";
    char line[512];
    snprintf(line, sizeof line, "K@e1 K@e8 R@h1 R@h8 R@a1 R@a8 %s", rest); /* king first */
    assert_int_equal(connect_perft(v, NULL, line, 1, NULL, NULL, 0), 48); /* with e1g1 and e1c1 */
    assert_int_equal(connect_perft(v, NULL, line, 3, NULL, NULL, 0), 108263);
    snprintf(line, sizeof line, "K@e1 K@e8 R@h1 R@h8 R@a1 R@a8 %s e1g1", rest);
    assert_int_equal(connect_perft(v, NULL, line, 2, NULL, NULL, 0), 2388);
    snprintf(line, sizeof line, "R@h1 R@h8 K@e1 K@e8 R@a1 R@a8 %s", rest); /* a rook first */
    assert_int_equal(connect_perft(v, NULL, line, 1, NULL, NULL, 0), 48);
    /* one dark square left, for the second bishop only (FSF: 2) */
    const char *dark = "4k3/8/8/8/PPPPPPPP/PPPPPPPP/NNNNNNBN/RN1QK1NR[BN] w - - 0 1";
    assert_int_equal(connect_perft(v, dark, NULL, 1, NULL, NULL, 0), 2);
    assert_int_equal(connect_perft(v, dark, NULL, 2, NULL, NULL, 0), 10);
    variant_free(v);
    assert_int_equal(errors.count, 0);
    diag_free(&errors);
    diag_free(&notes);
}

static void test_refusals(void **state)
{
    (void)state;
    expect_refusal("[a:chess]\n[b:chess]\n", NULL, "t.ini: the file has 2 sections; name one: a, b");
    expect_refusal("[a:chess]\n", "zz", "t.ini: no section [zz] in the file");
    expect_refusal("[a:nosuch]\nmaxRank = 9\n", NULL,
                   "t.ini:1: [a:nosuch]: the template 'nosuch' is neither a section of this file nor a "
                   "Fairy-Stockfish variant we know");
    expect_refusal("[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1\n", NULL,
                   "t.ini:2: startFen holds pieces in hand ('[...]') but pieceDrops is false");
    expect_refusal("[a:b]\n[b:a]\n", "a", "t.ini:1: [a]: the template chain is too long or loops");
    /* a flag region that is no region names its key's line (found by fuzzing) */
    expect_refusal("[a:chess]\nflagPiece = k\nflagRegionWhite = zz\nflagRegionBlack = *1\n", NULL,
                   "t.ini:3: white_flag region 'zz' cannot be read");
    expect_refusal("[a:chess]\ndiagonalLines = zz\n", NULL, "t.ini:2: diagonalLines 'zz' cannot be read");
    expect_refusal("maxRank = 9\n", NULL, "t.ini: the file has 0 sections; name one: (none)");
    /* pieceDemotion beside pawn promotions: Fairy-Stockfish would demote a queen to no piece */
    expect_refusal("[a:chess]\npromotedPieceType = n:q\npieceDemotion = true\n", NULL,
                   "t.ini:3: cannot import pieceDemotion: 'p' promotes as a pawn, and Fairy-Stockfish would "
                   "demote what it becomes to no piece at all, which is not said here");
    expect_refusal("[xh:xiangqi]\npieceDrops = true\ncapturesToHand = true\n", NULL,
                   "t.ini:1: cannot import 'chasingRule = axf': the chasing rule together with drops is not said "
                   "here (after a drop Fairy-Stockfish judges the chase from the drop's missing origin square, "
                   "reading past the end of its tables, so which drops chase is no rule that could be matched)");
    expect_refusal("[a:chess]\npromotedPieceType = p:q\npromotionPieceTypes = -\npiecePromotionOnCapture = true\n",
                   NULL, "t.ini:4: cannot import piecePromotionOnCapture: the pawn's promotion by promotedPieceType "
                   "on captures only is not said here");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_equals_fairy_stockfish),
        cmocka_unit_test(test_inexact_import_is_refused),
        cmocka_unit_test(test_lenient_import_lists_changes),
        cmocka_unit_test(test_builtin_templates),
        cmocka_unit_test(test_asian_and_counting_keys),
        cmocka_unit_test(test_builtins_play_as_shipped),
        cmocka_unit_test(test_pseudo_royal),
        cmocka_unit_test(test_drop_regions),
        cmocka_unit_test(test_double_step_ranks),
        cmocka_unit_test(test_castling_rank),
        cmocka_unit_test(test_asymmetric_promotion),
        cmocka_unit_test(test_drop_checks_and_atomic_hands),
        cmocka_unit_test(test_pawn_piece_promotion),
        cmocka_unit_test(test_flag_piece_safe),
        cmocka_unit_test(test_pawn_types_without_ep),
        cmocka_unit_test(test_promotion_pawn_types),
        cmocka_unit_test(test_promotion_squares),
        cmocka_unit_test(test_pawn_types_that_never_take_en_passant),
        cmocka_unit_test(test_triple_step_and_optional_promotion),
        cmocka_unit_test(test_flag_piece_safe_with_flag_move),
        cmocka_unit_test(test_promotion_into_pseudo_royal_wins),
        cmocka_unit_test(test_ranged_hoppers_in_shogi),
        cmocka_unit_test(test_pawns_with_nothing_to_promote_to),
        cmocka_unit_test(test_promotion_limits),
        cmocka_unit_test(test_promotion_both_ways),
        cmocka_unit_test(test_long_diagonal_lines),
        cmocka_unit_test(test_flag_blocked_win),
        cmocka_unit_test(test_double_step_squares_and_pawn_promoted_form),
        cmocka_unit_test(test_castling_rook_pieces),
        cmocka_unit_test(test_builtin_piece_replaced),
        cmocka_unit_test(test_opposite_castling),
        cmocka_unit_test(test_template_letters_and_flying_ranks),
        cmocka_unit_test(test_castling_wins),
        cmocka_unit_test(test_breakthrough_template),
        cmocka_unit_test(test_immobile_stone),
        cmocka_unit_test(test_flag_counts),
        cmocka_unit_test(test_translation_details),
        cmocka_unit_test(test_connect_games),
        cmocka_unit_test(test_placement_drops),
        cmocka_unit_test(test_piece_demotion_and_promoted_drops),
        cmocka_unit_test(test_promotion_on_capture),
        cmocka_unit_test(test_kyoto_and_micro_templates),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
