/* test_shogi_records.c — shogi's own formats: SFEN positions (sfen.h) written and read
 * back to the same position along random games of shogi and minishogi, the start position
 * as USI writes it, and located refusals; CSA and KIF games (csa.h, kif.h) written and read
 * back to the same moves, the hand-written samples of tests/records, located errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "csa.h"
#include "fen.h"
#include "kif.h"
#include "sfen.h"
#include "shogi_record.h"
#include "textfile.h"
#include "variant_build.h"

#include <stdlib.h>
#include <string.h>

static void sfen_round_trips(const char *file)
{
    Variant *v = test_load_clean(file);
    uint64_t seed = 7;
    int positions = 0;
    for (int game = 0; game < 8; game++) {
        Game *g = test_start(v, NULL);
        for (int ply = 0; ply < 120 && g->nlegal; ply++) {
            char sfen[4096];
            sfen_write(v, &g->pos, sfen, sizeof sfen);
            assert_true(sfen_looks_like(sfen));
            Game *back = test_start_sfen(v, sfen);
            assert_true(back->pos.hash == g->pos.hash);
            assert_int_equal(back->pos.side, g->pos.side);
            char again[4096];
            sfen_write(v, &back->pos, again, sizeof again);
            assert_string_equal(again, sfen);
            game_free(back);
            positions++;
            game_play(g, &g->legal[test_rng_below(&seed, g->nlegal)]);
        }
        game_free(g);
    }
    assert_true(positions > 500);
    variant_free(v);
}

static void test_sfen_round_trips(void **state)
{
    (void)state;
    sfen_round_trips("variants/shogi.yaml");
    sfen_round_trips("variants/minishogi.yaml");
}

static void test_sfen_forms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    Game *g = test_start(v, NULL);
    char sfen[512];
    sfen_write(v, &g->pos, sfen, sizeof sfen);
    assert_string_equal(sfen, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    game_free(g);
    /* Gote to move (w), hands in shogi's order with counts, move 6 */
    g = test_start_sfen(v, "sfen lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w P2b3p 6");
    assert_int_equal(g->pos.side, BLACK);
    assert_int_equal(g->pos.hand[BLACK][variant_kind_by_letter(v, 'b')], 2);
    assert_int_equal(g->pos.hand[BLACK][variant_kind_by_letter(v, 'p')], 3);
    assert_int_equal(g->pos.hand[WHITE][variant_kind_by_letter(v, 'p')], 1);
    sfen_write(v, &g->pos, sfen, sizeof sfen);
    assert_string_equal(sfen, "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w P2b3p 6");
    game_free(g);
    /* a move number of the other parity than the side to move (Gote first at move 1, a
     * handicap's start) is kept, and counted on from (issue 37) */
    static const char *const ODD[][2] = {
        {"lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", " 2"},
        {"lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2", " 3"},
        {"lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 9", " 10"},
    };
    for (size_t i = 0; i < sizeof ODD / sizeof ODD[0]; i++) {
        g = test_start_sfen(v, ODD[i][0]);
        sfen_write(v, &g->pos, sfen, sizeof sfen);
        assert_string_equal(sfen, ODD[i][0]);
        assert_true(game_play(g, &g->legal[0]));
        sfen_write(v, &g->pos, sfen, sizeof sfen);
        assert_string_equal(strrchr(sfen, ' '), ODD[i][1]);
        game_free(g);
    }
    variant_free(v);
}

static void expect_refused(const char *sfen, const char *message)
{
    Variant *v = test_load_clean("variants/shogi.yaml");
    char fen[4096], first[512];
    DiagSink d;
    diag_init(&d);
    assert_false(sfen_to_fen(v, sfen, fen, sizeof fen, "s", &d));
    diag_first(&d, first, sizeof first, "");
    if (strcmp(first, message))
        fail_msg("got '%s', want '%s'", first, message);
    diag_free(&d);
    variant_free(v);
}

static void test_sfen_refused(void **state)
{
    (void)state;
    expect_refused("9/9/9 b", "s:1:8: an SFEN has four fields (board, side to move b or w, hands, move number); this one has 2");
    expect_refused("9/9/9 x - 1", "s:1:7: the side to move is b (Sente) or w (Gote)");
    expect_refused("9/9/9 b 2P0p 1", "s:1:12: the hands are '-' or counts and piece letters (2P3pS)");
    expect_refused("9/9/9 b 2Q 1", "s:1:10: no piece has the letter 'Q' (in the hand)");
    expect_refused("9/9/9 b - x", "s:1:11: the move number is a whole number from 1");
}

/* A random game of `file` from `sfen` (NULL: the setup), written as CSA, KIF and KI2,
 * read back to the same moves. */
static void records_round_trip(const char *file, const char *sfen, uint64_t seed)
{
    Variant *v = test_load_clean(file);
    for (int game = 0; game < 6; game++) {
        Game *g = sfen ? test_start_sfen(v, sfen) : test_start(v, NULL);
        for (int ply = 0; ply < 150 && g->nlegal; ply++)
            game_play(g, &g->legal[test_rng_below(&seed, g->nlegal)]);
        if (game == 0 && game_result(g)->status == GAME_ONGOING)
            game_adjudicate(g, g->pos.side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, "resignation");
        for (int format = 0; format < 3; format++) {
            if (format == 0 && sfen)
                continue; /* CSA's own start is tested with its board */
            char *text = format == 2 ? ki2_write(g, "A", "B") : format ? kif_write(g, "A", "B") : csa_write(g, "A", "B");
            assert_non_null(text);
            DiagSink d;
            diag_init(&d);
            Game *back = format ? kif_read(text, v, "t", &d) : csa_read(text, v, "t", &d);
            if (!back) {
                diag_print(&d, stderr);
                fail_msg("%s game %d: its %s is not read back:\n%s", file, game, format == 2 ? "KI2" : format ? "KIF" : "CSA",
                         text);
            }
            assert_int_equal(back->length, g->length);
            for (int i = 0; i < g->length; i++)
                assert_true(move_equal(&back->moves[i], &g->moves[i]));
            assert_int_equal(game_result(back)->status, game_result(g)->status);
            game_free(back);
            diag_free(&d);
            free(text);
        }
        game_free(g);
    }
    variant_free(v);
}

static void test_csa_kif_round_trips(void **state)
{
    (void)state;
    records_round_trip("variants/shogi.yaml", NULL, 3);
    records_round_trip("variants/minishogi.yaml", NULL, 5);
    /* a handicap (written by its name) and a position of a game (written as a diagram) */
    records_round_trip("variants/shogi.yaml", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", 11);
    records_round_trip("variants/shogi.yaml", "ln1g3nl/1r1s1kg2/p1pppp1pp/1p4p2/9/2P1P4/PP1P1PPPP/1SG4R1/LN2KGSNL b Bb 21", 13);
    records_round_trip("variants/minishogi.yaml", "rb1gk/4p/5/P4/KGS1R b Sb 9", 17);
}

/* The hand-written samples (tests/records) reach the position Fairy-Stockfish reaches with
 * the same moves (c3c4 g7g6 b2h8+ g9h8 B@f5 b7b6 f5g6), and the resignation. */
static void test_samples(void **state)
{
    (void)state;
    static const char *const FILES[] = {"opening.csa", "opening.kifu", "opening.ki2"};
    Variant *v = test_load_clean("variants/shogi.yaml");
    for (int i = 0; i < 3; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/tests/records/%s", CSM_TEST_DATA_DIR, FILES[i]);
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        char text[8192];
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = '\0';
        DiagSink d;
        diag_init(&d);
        Game *g = i == 0 ? csa_read(text, v, FILES[i], &d) : kif_read(text, v, FILES[i], &d);
        if (!g)
            diag_print(&d, stderr);
        assert_non_null(g);
        char fen[1024];
        game_fen(g, fen, sizeof fen);
        assert_string_equal(fen, "lnsgkg1nl/1r5s1/p1pppp1pp/1p4B2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Pb] b - - 0 4");
        assert_int_equal(game_result(g)->status, i < 2 ? GAME_WHITE_WINS : GAME_ONGOING);
        game_free(g);
        diag_free(&d);
    }
    variant_free(v);
}

static Game *read_sample(const Variant *v, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/tests/records/%s", CSM_TEST_DATA_DIR, name);
    char *text = text_file_read(path);
    assert_non_null(text);
    DiagSink d;
    diag_init(&d);
    Game *g = kif_read(text, v, name, &d);
    if (!g)
        diag_print(&d, stderr);
    assert_non_null(g);
    diag_free(&d);
    free(text);
    return g;
}

/* Hand-written KIF starts: a handicap (the upper side, Gote, moves first; he resigns) and
 * a board diagram with both hands; the final positions are Fairy-Stockfish's after the
 * same moves. Each handicap's name gives its start. */
static void test_starts(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    Game *g = read_sample(v, "handicap.kif");
    assert_int_equal(g->start.side, BLACK);
    char fen[1024];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "ln1gkgsnl/9/ppppspppp/4p4/7P1/2P6/PP1PPPP1P/1B5R1/LNSGKGSNL[] b - - 0 4");
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    /* six plies from Gote's first: SFEN counts on from 1 to move 7 (issue 37) */
    char sfen_after[512];
    sfen_write(v, &g->pos, sfen_after, sizeof sfen_after);
    assert_string_equal(sfen_after, "ln1gkgsnl/9/ppppspppp/4p4/7P1/2P6/PP1PPPP1P/1B5R1/LNSGKGSNL w - 7");
    /* ... and so does the same game replayed from its start */
    Game *again = game_new_at_start(g);
    for (int i = 0; i < g->length; i++)
        assert_true(game_play(again, &g->moves[i]));
    sfen_write(v, &again->pos, sfen_after, sizeof sfen_after);
    assert_string_equal(sfen_after, "ln1gkgsnl/9/ppppspppp/4p4/7P1/2P6/PP1PPPP1P/1B5R1/LNSGKGSNL w - 7");
    game_free(again);
    game_free(g);
    g = read_sample(v, "diagram.kif");
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "ln1g3nl/1r4gk1/p1spppppp/2p3B2/9/2P6/PP1PPP1PP/1SG4R1/LN1K1GSNL[BSpp] w - - 0 3");
    game_free(g);
    static const struct {
        const char *name, *sfen;
    } HANDICAPS[] = {
        {"香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -"},
        {"角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -"},
        {"飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -"},
        {"二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -"},
        {"四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -"},
        {"六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -"},
        {"平手", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"},
    };
    for (size_t i = 0; i < sizeof HANDICAPS / sizeof HANDICAPS[0]; i++) {
        char text[256], sfen[512];
        snprintf(text, sizeof text, "手合割：%s\n", HANDICAPS[i].name);
        DiagSink d;
        diag_init(&d);
        g = kif_read(text, v, "t.kif", &d);
        assert_non_null(g);
        sfen_write(v, &g->pos, sfen, sizeof sfen);
        *strrchr(sfen, ' ') = '\0';
        assert_string_equal(sfen, HANDICAPS[i].sfen);
        /* written by its name again */
        char *kif = kif_write(g, NULL, NULL);
        snprintf(text, sizeof text, "手合割：%s\n", HANDICAPS[i].name);
        assert_non_null(strstr(kif, text));
        free(kif);
        game_free(g);
        diag_free(&d);
    }
    variant_free(v);
}

/* A Shift_JIS KIF (what Japanese programs write for .kif) is converted to UTF-8 and read;
 * UTF-8 stays as it is; bytes that are neither are refused. */
static void test_shift_jis(void **state)
{
    (void)state;
    /* 手合割：平手 / ▲７六歩 in CP932 */
    static const char SJIS[] = "\x8e\xe8\x8d\x87\x8a\x84\x81\x46\x95\xbd\x8e\xe8\n\x81\xa3\x82\x56\x98\x5a\x95\xe0\n";
    char *text = shogi_record_utf8(SJIS);
    assert_non_null(text);
    assert_string_equal(text, "手合割：平手\n▲７六歩\n");
    Variant *v = test_load_clean("variants/shogi.yaml");
    DiagSink d;
    diag_init(&d);
    Game *g = kif_read(text, v, "sjis.kif", &d);
    assert_non_null(g);
    assert_string_equal(game_move_text(g, 0), "c3c4");
    game_free(g);
    diag_free(&d);
    free(text);
    text = shogi_record_utf8("▲７六歩");
    assert_string_equal(text, "▲７六歩");
    free(text);
    assert_null(shogi_record_utf8("\x81\x20")); /* a lead byte without its trail */
    variant_free(v);
}

static void expect_record_error(bool csa, const char *text, const char *message)
{
    Variant *v = test_load_clean("variants/shogi.yaml");
    DiagSink d;
    diag_init(&d);
    Game *g = csa ? csa_read(text, v, "r", &d) : kif_read(text, v, "r", &d);
    assert_null(g);
    char first[512];
    diag_first(&d, first, sizeof first, "");
    if (strcmp(first, message))
        fail_msg("got '%s', want '%s'", first, message);
    diag_free(&d);
    variant_free(v);
}

static void test_record_errors(void **state)
{
    (void)state;
    expect_record_error(true, "PI\n+\n+7776FU\n-3334FU,+7775FU\n", "r:4:9: +7775FU is not a legal move here (c3c5)");
    expect_record_error(true, "PI\n+\n+7776XX\n", "r:3:6: 'XX' is not a piece of this game");
    expect_record_error(true, "PI\n+\n-3334FU\n", "r:3:1: it is Sente's move, not Gote's");
    expect_record_error(true, "PI\n+\nQ\n", "r:3:1: 'Q' starts no CSA line (V, N, $, P, +, -, T, %, ')");
    expect_record_error(false, "手合割：平手\n   1 ７六歩(77)\n   2 ３五歩(33)\n",
                        "r:3:6: ３五歩 is not a legal move here (g7g5)");
    expect_record_error(false, "手合割：平手\n   1 同　歩(77)\n", "r:2:6: 同 (the square of the last move) before any move");
    expect_record_error(false, "手合割：十一枚落ち\n",
                        "r:1:5: this start (手合割) is not read: 平手, a handicap (香落ち 角落ち 飛車落ち 二枚落ち 四枚落ち "
                        "六枚落ち ...), or ５五将棋 for minishogi");
    expect_record_error(false, "   1 ７六象(77)\n", "r:1:8: no piece of this game is written so (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sfen_round_trips),
        cmocka_unit_test(test_sfen_forms),
        cmocka_unit_test(test_sfen_refused),
        cmocka_unit_test(test_csa_kif_round_trips),
        cmocka_unit_test(test_samples),
        cmocka_unit_test(test_record_errors),
        cmocka_unit_test(test_starts),
        cmocka_unit_test(test_shift_jis),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
