/* test_family_records.c — saved games of the new families read back to the same game:
 * our record (drops N@f3, shogi promotions, gates, explosions, Chess960 castling), and PGN
 * with the variant's name and SAN (N@f3, +P, Nf3/H, O-O by the rook). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "pgn.h"
#include "record.h"

#include <stdlib.h>

static const struct {
    const char *file, *fen, *moves;
} GAMES[] = {
    {"variants/crazyhouse.yaml", NULL, "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@e4 c8g4 f1b5 c7c6 b5c6 b7c6 g1f3 B@b4"},
    {"variants/shogi.yaml", NULL, "c3c4 g7g6 b2h8+ g9h8 B@e5 a7a6"},
    {"variants/seirawan.yaml", NULL, "g1f3h e7e6 e2e3 f8e7 f1e2 g8h6 d2d4 e8g8e"},
    {"variants/atomic.yaml", NULL, "e2e4 d7d5 e4d5 d8d5 g1f3 d5f3"},
    {"variants/chess960.yaml", "rk5r/8/8/8/8/8/8/4RK1R w KQkq - 0 1", "O-O O-O-O"},
};

static Game *play_line(const Variant *v, const char *fen, const char *moves)
{
    Game *g = test_start(v, fen);
    char buf[512];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " "))
        if (game_play_any(g, m) != 0)
            fail_msg("%s refused", m);
    return g;
}

static void test_records_and_pgn(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof GAMES / sizeof GAMES[0]; i++) {
        Variant *v = test_load_clean(GAMES[i].file);
        Game *g = play_line(v, GAMES[i].fen, GAMES[i].moves);
        /* our record */
        GameRecord r;
        record_init(&r);
        assert_true(record_from_game(&r, g, GAMES[i].file));
        char *text = record_format(&r);
        record_free(&r);
        GameRecord back;
        record_init(&back);
        DiagSink d;
        diag_init(&d);
        assert_true(record_parse(&back, text, "t", &d));
        Game *again = record_replay(&back, v, &d);
        if (!again)
            diag_print(&d, stderr);
        assert_non_null(again);
        assert_true(again->pos.hash == g->pos.hash);
        assert_int_equal(again->length, g->length);
        game_free(again);
        record_free(&back);
        free(text);
        /* PGN, in SAN */
        PgnInfo info = {.variant_file = GAMES[i].file};
        char *pgn = pgn_format(g, &info);
        assert_non_null(pgn);
        PgnReader rd;
        pgn_reader_init(&rd, pgn, "t.pgn");
        PgnGame pg;
        pgn_game_init(&pg);
        assert_int_equal(pgn_read_game(&rd, &pg, &d), 1);
        Game *replayed = pgn_replay(&pg, v, "t.pgn", &d);
        if (!replayed) {
            diag_print(&d, stderr);
            fprintf(stderr, "%s\n", pgn);
        }
        assert_non_null(replayed);
        assert_true(replayed->pos.hash == g->pos.hash);
        game_free(replayed);
        pgn_game_free(&pg);
        free(pgn);
        diag_free(&d);
        game_free(g);
        variant_free(v);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_records_and_pgn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
