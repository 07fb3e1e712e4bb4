/* test_chess960.c — Chess960: the standard numbering, shuffles on ten files, start
 * positions from a variant's setup, X-FEN / Shredder-FEN castling fields, and castling by the Chess960 rules (perft
 * counts from Fairy-Stockfish with UCI_Chess960, the first matching the published
 * Chess960 perft suite). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "chess960.h"
#include "fen.h"

/* A shuffled rank keeps the rules: a bishop on each colour, the king between the rooks,
 * and `knights` knights. */
static void assert_shuffle_rules(const char *r, int knights)
{
    int b[2] = {0, 0}, rook1 = -1, king = -1, rook2 = -1, n = 0;
    for (int f = 0; r[f]; f++) {
        b[f % 2] += r[f] == 'b';
        n += r[f] == 'n';
        if (r[f] == 'r' && rook1 < 0)
            rook1 = f;
        else if (r[f] == 'r')
            rook2 = f;
        if (r[f] == 'k')
            king = f;
    }
    assert_true(b[0] == 1 && b[1] == 1 && rook1 < king && king < rook2 && n == knights);
}

static void test_numbering(void **state)
{
    (void)state;
    char r[9];
    assert_true(chess960_back_rank(0, r));
    assert_string_equal(r, "bbqnnrkr");
    assert_true(chess960_back_rank(518, r));
    assert_string_equal(r, "rnbqkbnr");
    assert_true(chess960_back_rank(959, r));
    assert_string_equal(r, "rkrnnqbb");
    assert_false(chess960_back_rank(960, r));
    assert_int_equal(chess960_number("RNBQKBNR"), 518);
    assert_int_equal(chess960_number("rbnkqbnr"), -1); /* both bishops on light squares */
    /* every number gives a legal Chess960 rank: bishops on both colours, king between rooks */
    for (int n = 0; n < 960; n++) {
        chess960_back_rank(n, r);
        assert_shuffle_rules(r, 2);
        assert_int_equal(chess960_number(r), n);
    }
}

/* Any width: Capablanca random chess's 84000 shuffles of "rnabqkbcnr", each with a bishop
 * on each colour and the king between the rooks, each read back to its own number. */
static void test_ten_files(void **state)
{
    (void)state;
    const char *army = "rnabqkbcnr";
    assert_int_equal(chess960_count_of(army), 25 * 8 * 7 * 6 * 10);
    assert_int_equal(chess960_count_of("rnbqkbnr"), 960);
    assert_int_equal(chess960_count_of("rnbqkqnr"), 0); /* one bishop */
    char r[11];
    assert_true(chess960_shuffle(army, 0, r));
    assert_string_equal(r, "bbaqcnnrkr"); /* bishops b then a; the singles a, q, c; the knights; r k r */
    assert_false(chess960_shuffle(army, 84000, r));
    for (long n = 0; n < 84000; n++) {
        assert_true(chess960_shuffle(army, n, r));
        assert_shuffle_rules(r, 2);
        assert_int_equal(chess960_number_of(army, r), n);
    }
    assert_int_equal(chess960_number_of(army, "RNABQKBCNR"), chess960_number_of(army, "rnabqkbcnr"));
    assert_int_equal(chess960_number_of(army, "rbnbqkacnr"), -1); /* both bishops on light squares */
    Variant *capa = test_load_clean("variants/capablanca.yaml");
    assert_int_equal(chess960_count(capa), 84000);
    char fen[256];
    assert_true(chess960_setup(capa, 0, fen, sizeof fen));
    assert_string_equal(fen, "bbaqcnnrkr/pppppppppp/10/10/10/10/PPPPPPPPPP/BBAQCNNRKR w KQkq - 0 1");
    variant_free(capa);
    /* start: chess960 needs a first rank to shuffle */
    DiagSink d;
    diag_init(&d);
    assert_null(variant_load_text("game: X\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n"
                                  "start: chess960\npieces:\n  king: { letter: k, royal: true, betza: K }\n",
                                  "t.yaml", NULL, &d));
    char msg[600];
    diag_format(&d.items[0], msg, sizeof msg);
    assert_non_null(strstr(msg, "t.yaml:5:8: start: chess960 needs a setup whose first rank"));
    diag_free(&d);
}

static void test_setup_and_fen(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/chess960.yaml");
    assert_true(v->start_960);
    char fen[256];
    assert_true(chess960_setup(v, 0, fen, sizeof fen));
    assert_string_equal(fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /* crazyhouse's setup (with its hands) takes a Chess960 rank too */
    Variant *zh = test_load_clean("variants/crazyhouse.yaml");
    assert_true(chess960_setup(zh, 959, fen, sizeof fen));
    assert_string_equal(fen, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB[] w KQkq - 0 1");
    variant_free(zh);
    /* Horde: only Black's back rank is the chess army; White's pawns stay */
    Variant *horde = test_load_clean("variants/horde.yaml");
    assert_true(chess960_setup(horde, 0, fen, sizeof fen));
    assert_string_equal(fen, "bbqnnrkr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1");
    variant_free(horde);
    /* X-FEN: a file letter for a rook that is not the outermost; Shredder's HAha reads too */
    Game *g = test_start(v, "1r2k1r1/8/8/8/8/8/8/R2RK1R1 w Dg - 0 1");
    char out[256];
    game_fen(g, out, sizeof out);
    assert_string_equal(out, "1r2k1r1/8/8/8/8/8/8/R2RK1R1 w Dk - 0 1");
    game_free(g);
    g = test_start(v, "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
    game_fen(g, out, sizeof out);
    assert_string_equal(out, "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1");
    fen_write_style(v, &g->pos, FEN_STYLE_SHREDDER, out, sizeof out); /* and back to Shredder's */
    assert_string_equal(out, "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
    game_free(g);
    variant_free(v);
}

static void test_castling_perft(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/chess960.yaml");
    static const struct {
        const char *fen;
        uint64_t d3, d4;
    } cases[] = {
        {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 12189, 326672},
        {"2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 0, 667366},
        {"b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 0, 273318},
        {"qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 0, 382958},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Position pos;
        DiagSink d;
        diag_init(&d);
        assert_true(fen_parse(v, cases[i].fen, &pos, "t", &d));
        diag_free(&d);
        if (cases[i].d3) {
            Position p3 = pos;
            assert_int_equal(game_perft(v, &p3, 3), cases[i].d3);
        }
        assert_int_equal(game_perft(v, &pos, 4), cases[i].d4);
    }
    /* the king already on g1: O-O moves only the rook, written and read by the rook's side */
    Game *k = test_start(v, "rk5r/8/8/8/8/8/8/6KR w H - 0 1");
    assert_int_equal(game_play_any(k, "O-O"), 0);
    char fen[128];
    game_fen(k, fen, sizeof fen);
    assert_string_equal(fen, "rk5r/8/8/8/8/8/8/5RK1 b - - 1 1");
    assert_string_equal(k->sans[0], "O-O");
    game_free(k);
    /* the king and the rook trade squares (king f1, rook g1), the rook does not move
     * (rook f1), the king lands where the rook stood (b1/c1): perft 2 as FSF (58, 47, 58) */
    static const struct {
        const char *fen, *castle, *after;
        uint64_t perft2;
    } edges[] = {
        {"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", 58},
        {"4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", 47},
        {"4k3/8/8/8/8/8/8/1RK5 w B - 0 1", "O-O-O", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1", 58},
    };
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) {
        Game *e = test_start(v, edges[i].fen);
        Position p2 = e->pos;
        assert_int_equal(game_perft(v, &p2, 2), edges[i].perft2);
        assert_int_equal(game_play_any(e, edges[i].castle), 0);
        game_fen(e, fen, sizeof fen);
        assert_string_equal(fen, edges[i].after);
        game_free(e);
    }
    /* the king crosses a square a piece stands on: no castling (e1 holds a knight) */
    Game *g = test_start(v, "4k3/8/8/8/8/8/8/2B1NRKR w F - 0 1");
    for (int i = 0; i < g->nlegal; i++)
        assert_int_not_equal(g->legal[i].type, MOVE_CASTLE);
    game_free(g);
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_numbering),
        cmocka_unit_test(test_ten_files),
        cmocka_unit_test(test_setup_and_fen),
        cmocka_unit_test(test_castling_perft),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
