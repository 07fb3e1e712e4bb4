/* test_notations.c — the families' notations (notations.h): on random games of every
 * shipped variant each notation fits, every legal move of every position is written and
 * read back to that same move, by its own reader and by the any-notation reader; and the
 * forms players write, checked square by square: shogi's Hodges (P-7f, Bx2b+, S*5d, G6i-5h,
 * S-3c=), xiangqi's WXF (C2.5, H8+7, R+.3 and the WXF's tandem pawns); and SAN as
 * Fairy-Stockfish writes it for these families (Hg3, Ece8, Bxe3=H, Pa9=G). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "notation.h"
#include "notations.h"
#include "variant_build.h"

#include <stdlib.h>

enum { GAMES = 4, PLIES = 80 }; /* every legal move of each position, in each notation */

typedef struct RoundTrip {
    int variants, moves;
} RoundTrip;

static void check_position(const Variant *v, const Game *g, NotationId id, RoundTrip *rt)
{
    const Move *last = g->length ? &g->moves[g->length - 1] : NULL;
    for (int i = 0; i < g->nlegal; i++) {
        char text[NOTATION_TEXT_MAX];
        notation_write(id, v, &g->pos, g->legal, g->nlegal, &g->legal[i], last, text, sizeof text);
        int back = notation_read(id, v, &g->pos, g->legal, g->nlegal, last, text);
        int any = notation_read_any(v, &g->pos, g->legal, g->nlegal, last, text);
        if (back < 0 || !move_equal(&g->legal[back], &g->legal[i]) || any < 0 ||
            !move_equal(&g->legal[any], &g->legal[i])) {
            char fen[1024], coord[MOVE_TEXT_MAX];
            game_fen(g, fen, sizeof fen);
            move_text(v, &g->legal[i], coord, sizeof coord);
            fail_msg("%s: %s %s (%s) reads back as %d / %d in %s", v->name, notation_name(id), text, coord, back, any,
                     fen);
        }
        rt->moves++;
    }
}

static void round_trip_variant(const char *rel, void *user)
{
    RoundTrip *rt = user;
    Variant *v = test_load_clean(rel);
    for (int id = NOTATION_HODGES; id < NOTATION_COUNT; id++) {
        if (!notation_fits(v, (NotationId)id))
            continue;
        rt->variants++;
        uint64_t seed = 44;
        for (int game = 0; game < GAMES; game++) {
            Game *g = test_start(v, NULL);
            for (int ply = 0; ply < PLIES && g->nlegal; ply++) {
                check_position(v, g, (NotationId)id, rt);
                game_play(g, &g->legal[test_rng_below(&seed, g->nlegal)]);
            }
            game_free(g);
        }
    }
    variant_free(v);
}

static void test_round_trips(void **state)
{
    (void)state;
    RoundTrip rt = {0};
    test_each_shipped_variant(round_trip_variant, &rt);
    /* hodges and japanese: shogi, minishogi; hodges: dobutsu (its animals have no kanji);
     * wxf and chinese: xiangqi, minixiangqi; janggi */
    assert_int_equal(rt.variants, 10);
    assert_true(rt.moves > 20000);
}

/* The move `text` (coordinates) is written `want` in notation `id` from `fen`, and `want`
 * reads back as it. */
static void expect_written(const Variant *v, const char *fen, NotationId id, const char *coord, const char *want)
{
    Game *g = test_start(v, fen);
    int i = move_find(v, g->legal, g->nlegal, coord);
    if (i < 0)
        fail_msg("%s is not a move of %s", coord, fen);
    char text[NOTATION_TEXT_MAX];
    notation_write(id, v, &g->pos, g->legal, g->nlegal, &g->legal[i], NULL, text, sizeof text);
    if (strcmp(text, want))
        fail_msg("%s from %s: wrote %s, want %s", coord, fen ? fen : "start", text, want);
    assert_int_equal(notation_read(id, v, &g->pos, g->legal, g->nlegal, NULL, want), i);
    game_free(g);
}

/* `text` reads as the move `coord` (NULL: as ambiguous, -2). */
static void expect_read(const Variant *v, const char *fen, const char *text, const char *coord)
{
    Game *g = test_start(v, fen);
    int i = notation_read_any(v, &g->pos, g->legal, g->nlegal, NULL, text);
    int want = coord ? move_find(v, g->legal, g->nlegal, coord) : -2;
    if (i != want)
        fail_msg("%s read as %d, want %s (%d)", text, i, coord ? coord : "ambiguous", want);
    game_free(g);
}

static void test_hodges_forms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    expect_written(v, NULL, NOTATION_HODGES, "c3c4", "P-7f");
    expect_written(v, NULL, NOTATION_HODGES, "h2c2", "R-7h");
    /* bishop takes on 2b promoting, and declining; drops */
    const char *open = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - - 0 3";
    expect_written(v, open, NOTATION_HODGES, "b2h8+", "Bx2b+");
    expect_written(v, open, NOTATION_HODGES, "b2h8", "Bx2b=");
    expect_read(v, open, "Bx2b", "b2h8");
    expect_read(v, open, "B-22+", "b2h8+");
    expect_read(v, open, "B22+", "b2h8+");
    const char *hand = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[Sp] w - - 0 1";
    expect_written(v, hand, NOTATION_HODGES, "S@e6", "S*5d");
    expect_read(v, hand, "S'54", "S@e6");
    /* two golds can reach 5h: the origin is written; one alone: not */
    expect_written(v, NULL, NOTATION_HODGES, "d1e2", "G6i-5h");
    expect_written(v, NULL, NOTATION_HODGES, "d1d2", "G-6h");
    expect_read(v, NULL, "G-5h", NULL);
    /* a dragon is +R */
    expect_written(v, "4k4/9/9/9/9/9/9/9/4K2+R1[] w - - 0 1", NOTATION_HODGES, "h1h8", "+R-2b");
    variant_free(v);
    v = test_load_clean("variants/minishogi.yaml");
    expect_written(v, NULL, NOTATION_HODGES, "a2a3", "P-5c");
    variant_free(v);
}

static void test_wxf_forms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    expect_written(v, NULL, NOTATION_WXF, "h3e3", "C2.5");
    expect_written(v, NULL, NOTATION_WXF, "h1g3", "H2+3");
    expect_written(v, NULL, NOTATION_WXF, "b1c3", "H8+7");
    expect_written(v, NULL, NOTATION_WXF, "a1a2", "R9+1");
    expect_read(v, NULL, "C2=5", "h3e3");
    expect_read(v, NULL, "N8+7", "b1c3");
    /* Black counts from its own right: its cannon on b8 stands on its file 2 */
    const char *black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    expect_written(v, black, NOTATION_WXF, "b8e8", "C2.5");
    expect_written(v, black, NOTATION_WXF, "i10i8", "R9+2");
    /* two chariots on one file: + the front one, - the rear one */
    const char *rooks = "4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1";
    expect_written(v, rooks, NOTATION_WXF, "a3d3", "R+.6");
    expect_written(v, rooks, NOTATION_WXF, "a1a2", "R-+1");
    /* three pawns on a file (past the river, so each can go sideways): +, the middle one
     * by its file, - */
    const char *pawns3 = "4k4/9/6P2/6P2/6P2/9/9/9/9/3K5 w - - 0 1";
    expect_written(v, pawns3, NOTATION_WXF, "g8f8", "P+.4");
    expect_written(v, pawns3, NOTATION_WXF, "g7f7", "P3.4");
    expect_written(v, pawns3, NOTATION_WXF, "g6f6", "P-.4");
    /* and a second file with two: the file first */
    const char *pawns5 = "4k4/9/P5P2/P5P2/6P2/9/9/9/9/3K5 w - - 0 1";
    expect_written(v, pawns5, NOTATION_WXF, "g8f8", "3+.4");
    expect_written(v, pawns5, NOTATION_WXF, "g7f7", "33.4");
    expect_written(v, pawns5, NOTATION_WXF, "g6f6", "3-.4");
    expect_written(v, pawns5, NOTATION_WXF, "a8b8", "9+.8");
    /* four in one file: ++ P+ P- -- */
    const char *pawns4 = "4k4/6P2/6P2/6P2/6P2/9/9/9/9/3K5 w - - 0 1";
    expect_written(v, pawns4, NOTATION_WXF, "g9f9", "++.4");
    expect_written(v, pawns4, NOTATION_WXF, "g8f8", "P+.4");
    expect_written(v, pawns4, NOTATION_WXF, "g7f7", "P-.4");
    expect_written(v, pawns4, NOTATION_WXF, "g6f6", "--.4");
    variant_free(v);
}

/* `coord` written `want` in notation `id` after the moves `before` (coordinates). */
static void expect_after(const Variant *v, const char *before, NotationId id, const char *coord, const char *want)
{
    Game *g = test_start(v, NULL);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", before);
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " "))
        assert_int_equal(game_play_text(g, w), 0);
    int i = move_find(v, g->legal, g->nlegal, coord);
    assert_true(i >= 0);
    const Move *last = g->length ? &g->moves[g->length - 1] : NULL;
    char text[NOTATION_TEXT_MAX];
    notation_write(id, v, &g->pos, g->legal, g->nlegal, &g->legal[i], last, text, sizeof text);
    if (strcmp(text, want))
        fail_msg("%s: wrote %s, want %s", coord, text, want);
    assert_int_equal(notation_read(id, v, &g->pos, g->legal, g->nlegal, last, want), i);
    assert_int_equal(notation_read_any(v, &g->pos, g->legal, g->nlegal, last, want), i);
    game_free(g);
}

static void test_japanese_forms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    expect_after(v, "", NOTATION_JAPANESE, "c3c4", "☗７六歩");
    expect_after(v, "c3c4 g7g6", NOTATION_JAPANESE, "b2h8+", "☗２二角成");
    expect_after(v, "c3c4 g7g6", NOTATION_JAPANESE, "b2h8", "☗２二角不成");
    expect_after(v, "c3c4 g7g6 b2h8+", NOTATION_JAPANESE, "g9h8", "☖同　銀");
    expect_after(v, "c3c4 g7g6 b2h8+ g9h8", NOTATION_JAPANESE, "B@f5", "☗４五角打");
    expect_after(v, "", NOTATION_JAPANESE, "d1e2", "☗５八金左"); /* the gold on the left of 5八, not 4九's */
    /* other spellings: ▲, ASCII digits, the square for 同, a drop without 打 */
    Game *g = test_start(v, NULL);
    assert_int_equal(game_play_any(g, "▲７六歩"), 0);
    assert_int_equal(game_play_any(g, "△3四歩"), 0);
    assert_int_equal(game_play_any(g, "２二角成"), 0);
    assert_int_equal(game_play_any(g, "☖２二銀"), 0);
    assert_int_equal(game_play_any(g, "☗45角"), 0);
    char fen[512];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 3");
    game_free(g);
    variant_free(v);
}

static void test_chinese_forms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/xiangqi.yaml");
    expect_after(v, "", NOTATION_CHINESE, "h3e3", "炮二平五");
    expect_after(v, "h3e3", NOTATION_CHINESE, "h10g8", "马８进７");
    expect_after(v, "h3e3 h10g8", NOTATION_CHINESE, "h1g3", "马二进三");
    expect_after(v, "h3e3 h10g8 h1g3", NOTATION_CHINESE, "i10h10", "车９平８");
    Game *g = test_start(v, "4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1");
    int i = move_find(v, g->legal, g->nlegal, "a3d3");
    char text[NOTATION_TEXT_MAX];
    notation_write(NOTATION_CHINESE, v, &g->pos, g->legal, g->nlegal, &g->legal[i], NULL, text, sizeof text);
    assert_string_equal(text, "前车平六");
    assert_int_equal(notation_read_any(v, &g->pos, g->legal, g->nlegal, NULL, "前車平六"), i);
    game_free(g);
    /* traditional characters and the other side's numerals */
    g = test_start(v, NULL);
    assert_int_equal(game_play_any(g, "砲二平五"), 0);
    assert_int_equal(game_play_any(g, "馬八進七"), 0);
    char fen[512];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
    game_free(g);
    variant_free(v);
}

static void test_janggi_forms(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    /* the soldier on a4 (row 7, file 1) steps sideways; Han's horse on b10 (row 1, file 2) */
    expect_after(v, "", NOTATION_JANGGI, "a4b4", "71卒72");
    expect_after(v, "", NOTATION_JANGGI, "h1g3", "08馬87");
    expect_after(v, "h1g3", NOTATION_JANGGI, "b10c8", "12馬33");
    expect_after(v, "h1g3", NOTATION_JANGGI, "i7h7", "49兵48");
    Game *g = test_start(v, NULL);
    assert_int_equal(game_play_any(g, "02 馬 83"), 0);  /* spaces between the parts */
    assert_int_equal(game_play_any(g, "12마33"), 0);    /* hangul */
    assert_int_equal(game_play_any(g, "H08-87"), 0);   /* Fairy-Stockfish's letters */
    assert_int_equal(game_play_any(g, "K95-95"), 0);   /* Fairy-Stockfish's pass */
    char fen[512];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "r1ba1abnr/4k4/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/4K4/R1BA1AB1R w - - 4 3");
    assert_int_equal(game_play_any(g, "한수쉼"), 0); /* and ours */
    assert_int_equal(g->pos.side, BLACK);
    game_free(g);
    variant_free(v);
}

/* SAN as Fairy-Stockfish (and pychess-variants' PGN) writes it for the families */
static void test_fsf_san(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    expect_read(v, NULL, "Hg3", "h1g3");
    expect_read(v, NULL, "Pe5", "e4e5");
    variant_free(v);
    v = test_load_clean("variants/xiangqi.yaml");
    expect_read(v, "rnbakabnr/9/3c5/p1p1p1p1p/9/6P2/PcP1P3P/R1C6/7C1/1NBAKABNR b - - 9 5", "Ece8", "c10e8");
    expect_read(v, NULL, "Hg3", "h1g3");
    variant_free(v);
    v = test_load_clean("variants/minishogi.yaml");
    expect_read(v, "3gk/b1s1p/1R2S/P1G2/K1bR1[] b - - 2 8", "Bxe3=H", "c1e3+");
    expect_read(v, "3k1/b1s1p/2R1+b/P1G2/K4[Gsr] b - - 1 10", "Hd2", "e3d2");
    variant_free(v);
    v = test_load_clean("variants/shogi.yaml");
    /* a pawn promoting is written by what a tokin moves like, and a tokin moves as G */
    const char *tokin = "4k4/P8/9/9/9/9/9/9/4K4[] w - - 0 1";
    expect_read(v, tokin, "Pa9=G", "a8a9+");
    expect_read(v, "4k4/+P8/9/9/9/9/9/9/4K4[] w - - 0 1", "Gb8", "a8b8");
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trips),
        cmocka_unit_test(test_hodges_forms),
        cmocka_unit_test(test_wxf_forms),
        cmocka_unit_test(test_fsf_san),
        cmocka_unit_test(test_japanese_forms),
        cmocka_unit_test(test_chinese_forms),
        cmocka_unit_test(test_janggi_forms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
