/* test_record.c — game records: writing, reading back, replaying, and the errors a
 * damaged or hand-edited file gives. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "clock.h"
#include "game.h"
#include "record.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

static Variant *standard(void)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(CSM_TEST_DATA_DIR "/variants/standard.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    diag_free(&d);
    assert_non_null(v);
    return v;
}

static void play(Game *g, const char *moves)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        assert_int_equal(game_play_text(g, t), 0);
}

static void fen_of(const Game *g, char *buf, size_t n) { game_fen(g, buf, n); }

static void test_roundtrip_fools_mate(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    play(g, "f2f3 e7e5 g2g4 d8h4");
    /* decided (checkmate once the conditions are loaded; "no legal moves" before) */
    const GameResult *res = game_result(g);
    assert_int_not_equal(res->status, GAME_ONGOING);
    char expect_result[128];
    snprintf(expect_result, sizeof expect_result, "result: %s (%s)\n", game_status_text(res->status), res->reason);

    GameRecord r;
    record_init(&r);
    assert_true(record_from_game(&r, g, "variants/standard.yaml"));
    char *text = record_format(&r);
    assert_non_null(text);
    assert_non_null(strstr(text, "variant: Standard Chess\n"));
    assert_non_null(strstr(text, "variant-file: variants/standard.yaml\n"));
    assert_non_null(strstr(text, "  1. f2f3 e7e5\n  2. g2g4 d8h4\n"));
    assert_non_null(strstr(text, expect_result));
    assert_null(strstr(text, "undone:"));

    GameRecord back;
    record_init(&back);
    DiagSink d;
    diag_init(&d);
    assert_true(record_parse(&back, text, "fools.txt", &d));
    assert_int_equal(d.count, 0);
    assert_string_equal(back.variant_name, "Standard Chess");
    assert_int_equal(back.nmoves, 4);
    assert_int_equal(back.nplayed, 4);
    assert_string_equal(back.moves[3].text, "d8h4");
    assert_int_equal(back.moves[3].line, 8); /* after the header and `format: 2` */
    assert_string_equal(back.result, game_status_text(res->status));
    assert_string_equal(back.reason, res->reason);
    Game *g2 = record_replay(&back, v, &d);
    assert_non_null(g2);
    char a[256], b[256];
    fen_of(g, a, sizeof a);
    fen_of(g2, b, sizeof b);
    assert_string_equal(a, b);
    assert_int_equal(game_result(g2)->status, res->status);
    game_free(g2);
    free(text);
    record_free(&back);
    record_free(&r);
    diag_free(&d);
    game_free(g);
    variant_free(v);
}

static void test_undone_moves_survive(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    play(g, "e2e4 e7e5 g1f3 b8c6");
    game_undo(g);
    game_undo(g);
    GameRecord r;
    record_init(&r);
    assert_true(record_from_game(&r, g, NULL));
    char *text = record_format(&r);
    assert_non_null(strstr(text, "undone: g1f3 b8c6\n"));
    assert_non_null(strstr(text, "result: *\n"));
    GameRecord back;
    record_init(&back);
    DiagSink d;
    diag_init(&d);
    assert_true(record_parse(&back, text, "x", &d));
    assert_int_equal(back.nmoves, 4);
    assert_int_equal(back.nplayed, 2);
    Game *g2 = record_replay(&back, v, &d);
    assert_non_null(g2);
    assert_int_equal(g2->length, 2);
    assert_int_equal(g2->total, 4);
    assert_true(game_redo(g2));
    char f[256];
    game_fen(g2, f, sizeof f);
    assert_string_equal(f, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    game_free(g2);
    free(text);
    record_free(&back);
    record_free(&r);
    diag_free(&d);
    game_free(g);
    variant_free(v);
}

static void test_hand_written_record(void **state)
{
    (void)state;
    const char *text = "# typed by hand\n"
                       "variant: Standard Chess\r\n"
                       "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n"
                       "   w KQkq - 0 1\n"
                       "comment: ignored key\n"
                       "moves: 1. e2e4 e7e5\n"
                       "\n"
                       "   2. g1f3   b8c6\n"
                       "result: *\n";
    GameRecord r;
    record_init(&r);
    DiagSink d;
    diag_init(&d);
    assert_true(record_parse(&r, text, "hand.txt", &d));
    assert_string_equal(r.start_fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_int_equal(r.nmoves, 4);
    assert_string_equal(r.moves[2].text, "g1f3");
    assert_int_equal(r.moves[2].line, 8);
    assert_int_equal(r.moves[2].column, 7);
    assert_null(r.variant_file);
    record_free(&r);
    diag_free(&d);
}

static void test_black_to_move_numbering(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7", NULL);
    assert_non_null(g);
    play(g, "e8d8 e2e4 d8c8");
    GameRecord r;
    record_init(&r);
    record_from_game(&r, g, NULL);
    char *text = record_format(&r);
    assert_non_null(strstr(text, "  7... e8d8\n  8. e2e4 d8c8\n"));
    GameRecord back;
    record_init(&back);
    assert_true(record_parse(&back, text, "x", NULL));
    Game *g2 = record_replay(&back, v, NULL);
    assert_non_null(g2);
    assert_int_equal(g2->length, 3);
    game_free(g2);
    free(text);
    record_free(&back);
    record_free(&r);
    game_free(g);
    variant_free(v);
}

static void test_promotion_text(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", NULL);
    play(g, "e7e8=knight");
    GameRecord r;
    record_init(&r);
    record_from_game(&r, g, NULL);
    assert_string_equal(r.moves[0].text, "e7e8=knight");
    Game *g2 = record_replay(&r, v, NULL);
    char f[128];
    game_fen(g2, f, sizeof f);
    assert_non_null(strstr(f, "4N3/"));
    game_free(g2);
    record_free(&r);
    game_free(g);
    variant_free(v);
}

static void test_errors_have_positions(void **state)
{
    (void)state;
    Variant *v = standard();
    DiagSink d;
    diag_init(&d);
    GameRecord r;
    record_init(&r);

    /* an illegal move: replay names its line and column */
    assert_true(record_parse(&r, "variant: Standard Chess\nmoves:\n  1. e2e4 e7e5\n  2. e4e5\n", "bad.txt", &d));
    assert_null(record_replay(&r, v, &d));
    assert_int_equal(d.count, 1);
    char msg[256];
    diag_format(&d.items[0], msg, sizeof msg);
    assert_string_equal(msg, "bad.txt:4:6: `2.e4e5` is not legal here");
    diag_clear(&d);

    /* an ambiguous promotion */
    assert_true(record_parse(&r, "variant: x\nstart: 8/4P3/8/8/8/8/k7/4K3 w - - 0 1\nmoves: e7e8\n", "amb.txt", &d));
    assert_null(record_replay(&r, v, &d));
    assert_non_null(strstr(d.items[0].message, "ambiguous"));
    diag_clear(&d);

    /* a move after the end */
    assert_true(record_parse(&r, "variant: x\nmoves: f2f3 e7e5 g2g4 d8h4 a2a3\n", "end.txt", &d));
    assert_null(record_replay(&r, v, &d));
    assert_non_null(strstr(d.items[0].message, "after the game ended"));
    diag_clear(&d);

    /* a bad start position */
    assert_true(record_parse(&r, "variant: x\nstart: not a fen\n", "fen.txt", &d));
    assert_null(record_replay(&r, v, &d));
    assert_true(d.count >= 1);
    diag_clear(&d);

    /* garbage is not a record */
    assert_false(record_parse(&r, "hello world\n\x01\x02", "junk.txt", &d));
    assert_true(d.count >= 1);
    diag_format(&d.items[0], msg, sizeof msg);
    assert_string_equal(msg, "junk.txt:1:1: expected `key: value`");
    diag_clear(&d);
    assert_false(record_parse(&r, "moves: e2e4\n", "novariant.txt", &d));
    assert_non_null(strstr(d.items[0].message, "not a game record"));
    diag_clear(&d);
    assert_false(record_parse(&r, "  e2e4\nvariant: x\n", "indent.txt", &d));
    diag_clear(&d);
    assert_false(record_parse(&r, "variant: x\nmoves: e2e4\nmoves: e7e5\n", "twice.txt", &d));

    record_free(&r);
    diag_free(&d);
    variant_free(v);
}

static void test_files_atomic(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    play(g, "d2d4 d7d5");
    char dir[] = "/tmp/csm-record-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/game.txt", dir);
    DiagSink d;
    diag_init(&d);
    assert_true(record_save_game(g, "variants/standard.yaml", path, &d));
    play(g, "c2c4");
    assert_true(record_save_game(g, "variants/standard.yaml", path, &d)); /* replaces */
    GameRecord r;
    record_init(&r);
    assert_true(record_read_file(&r, path, &d));
    assert_int_equal(r.nmoves, 3);
    assert_string_equal(r.where, path);
    /* nothing but the file is left in the folder */
    char cmd[512];
    snprintf(cmd, sizeof cmd, "test $(ls -A %s | wc -l) -eq 1", dir);
    assert_int_equal(system(cmd), 0);
    /* unreadable paths report, never crash */
    assert_false(record_read_file(&r, "/nonexistent/game.txt", &d));
    char bad[300];
    snprintf(bad, sizeof bad, "%s/missing/sub/game.txt", dir);
    assert_false(record_save_game(g, NULL, bad, &d));
    /* a binary file */
    char bin[300];
    snprintf(bin, sizeof bin, "%s/bin.txt", dir);
    FILE *f = fopen(bin, "wb");
    fwrite("variant: x\n\0\0\0", 1, 14, f);
    fclose(f);
    assert_false(record_read_file(&r, bin, &d));
    remove(bin);
    remove(path);
    rmdir(dir);
    record_free(&r);
    diag_free(&d);
    game_free(g);
    variant_free(v);
}

/* The window's `opponent:` line is kept as text, written and read back; a record
 * without it (every older file) reads as before, with no opponent. */
static void test_opponent_line(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    play(g, "e2e4");
    GameRecord r;
    record_init(&r);
    assert_true(record_from_game(&r, g, NULL));
    assert_null(r.opponent);
    char *plain = record_format(&r);
    assert_null(strstr(plain, "opponent"));
    r.opponent = strdup("white human, black computer 3");
    char *text = record_format(&r);
    assert_non_null(strstr(text, "\nopponent: white human, black computer 3\n"));
    GameRecord back;
    record_init(&back);
    assert_true(record_parse(&back, text, "t", NULL));
    assert_string_equal(back.opponent, "white human, black computer 3");
    assert_int_equal(back.nplayed, 1);
    assert_true(record_parse(&back, plain, "t", NULL));
    assert_null(back.opponent);
    free(plain);
    free(text);
    record_free(&back);
    record_free(&r);
    game_free(g);
    variant_free(v);
}

/* `g` saved as a record whose text holds `line`, then read back and replayed. */
static Game *saved_and_reopened(const Game *g, const Variant *v, const char *line)
{
    GameRecord r, back;
    record_init(&r);
    record_init(&back);
    assert_true(record_from_game(&r, g, NULL));
    char *text = record_format(&r);
    assert_non_null(strstr(text, line));
    assert_true(record_parse(&back, text, "t", NULL));
    Game *h = record_replay(&back, v, NULL);
    assert_non_null(h);
    free(text);
    record_free(&r);
    record_free(&back);
    return h;
}

/* A resignation is not reached by the moves: it is kept as the game's adjudication,
 * written as the result line and restored when the record is replayed; undo takes
 * the resignation back before any move. */
static void test_adjudication_roundtrip(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    play(g, "e2e4 e7e5");
    assert_false(game_adjudicate(g, GAME_ONGOING, "x"));
    assert_true(game_adjudicate(g, GAME_WHITE_WINS, "resignation"));
    assert_int_equal(game_result(g)->status, GAME_WHITE_WINS);
    assert_int_equal(g->nlegal, 0);
    assert_int_equal(game_play_text(g, "g1f3"), -1);
    assert_false(game_adjudicate(g, GAME_DRAW, "agreement")); /* already decided */
    Game *h = saved_and_reopened(g, v, "\nresult: 1-0 (resignation)\n");
    assert_int_equal(h->length, 2);
    assert_int_equal(game_result(h)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(h)->reason, "resignation");
    assert_true(game_undo(h)); /* the resignation */
    assert_int_equal(h->length, 2);
    assert_int_equal(game_result(h)->status, GAME_ONGOING);
    assert_true(h->nlegal > 0);
    assert_true(game_undo(h)); /* e7e5 */
    assert_int_equal(h->length, 1);
    game_free(h);
    game_free(g);
    variant_free(v);
}

/* A result that came with no reason (a PGN's bare `1-0`) is saved as a bare result line
 * and reopens with no reason: nothing is invented ("adjudication", "resignation"). */
static void test_bare_result_roundtrip(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    play(g, "e2e4 e7e5");
    assert_true(game_adjudicate(g, GAME_WHITE_WINS, ""));
    Game *h = saved_and_reopened(g, v, "\nresult: 1-0\n");
    assert_int_equal(game_result(h)->status, GAME_WHITE_WINS);
    assert_string_equal(game_result(h)->reason, "");
    game_free(h);
    game_free(g);
    variant_free(v);
}

/* The clocks travel as a `clock:` line: written, read back as the same text, and
 * parsed into the same times; a time forfeit is an adjudication like a resignation. */
static void test_clock_line_roundtrip(void **state)
{
    (void)state;
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    play(g, "e2e4 e7e5");
    Clock c;
    clock_set(&c, 5, 3);
    clock_charge(&c, WHITE, 20600);
    clock_charge(&c, BLACK, 1900);
    char line[CLOCK_TEXT];
    clock_format(&c, line, sizeof line);
    assert_string_equal(line, "5+3 white 282.4 black 301.1");
    assert_true(game_adjudicate(g, GAME_BLACK_WINS, CLOCK_REASON_LOSS));
    GameRecord r;
    record_init(&r);
    assert_true(record_from_game(&r, g, NULL));
    r.clock = strdup(line);
    char *text = record_format(&r);
    assert_non_null(strstr(text, "\nclock: 5+3 white 282.4 black 301.1\n"));
    assert_non_null(strstr(text, "result: 0-1 (time forfeit)"));
    GameRecord back;
    record_init(&back);
    assert_true(record_parse(&back, text, "t", NULL));
    assert_string_equal(back.clock, line);
    Clock c2;
    assert_true(clock_parse(back.clock, &c2));
    assert_int_equal(c2.base_ms, 300000);
    assert_int_equal(c2.increment_ms, 3000);
    assert_int_equal(c2.left_ms[WHITE], 282400);
    assert_int_equal(c2.left_ms[BLACK], 301100);
    Game *h = record_replay(&back, v, NULL);
    assert_non_null(h);
    assert_string_equal(game_result(h)->reason, CLOCK_REASON_LOSS);
    /* no clock line: no clock; garbage: no clock */
    assert_false(clock_parse("fast please", &c2));
    assert_false(clock_on(&c2));
    assert_false(clock_parse("5+3 white -1 black 2", &c2));
    assert_false(clock_parse("5+3 white 1 black", &c2));
    assert_false(clock_parse("0+3 white 1 black 1", &c2));
    assert_true(clock_parse("0.5+0 WHITE 30 Black 29.9", &c2));
    clock_control_text(&c2, line, sizeof line);
    assert_string_equal(line, "0.5+0");
    free(text);
    record_free(&r);
    record_free(&back);
    game_free(h);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roundtrip_fools_mate), cmocka_unit_test(test_undone_moves_survive),
        cmocka_unit_test(test_hand_written_record),  cmocka_unit_test(test_black_to_move_numbering),
        cmocka_unit_test(test_promotion_text),       cmocka_unit_test(test_errors_have_positions),
        cmocka_unit_test(test_files_atomic),          cmocka_unit_test(test_opponent_line),
        cmocka_unit_test(test_adjudication_roundtrip), cmocka_unit_test(test_bare_result_roundtrip),
        cmocka_unit_test(test_clock_line_roundtrip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
