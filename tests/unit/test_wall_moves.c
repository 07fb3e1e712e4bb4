/* test_wall_moves.c — walls put during the game (rules: walls, walls_or_move) and pieces that
 * turn into walls when they capture (petrify: true).
 *
 * Counts are the current Fairy-Stockfish's for the same games (its variants.ini sections
 * atomicduck, la-mancha-squeez, atlantis and nuclear, cut down to what the test needs):
 * `go perft N` and the FEN its `d` prints after the same moves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "test_util.h"

#include "test_import.h"
#include "notation.h"
#include "rules.h"
#include "walls.h"

static Variant *imported(const char *ini, const char *name) { return test_import_load(ini, name); }

static Game *play(const Variant *v, const char *fen, const char *moves)
{
    Game *g = test_start(v, fen);
    char buf[512];
    snprintf(buf, sizeof buf, "%s", moves ? moves : "");
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " "))
        if (game_play_any(g, m) != 0)
            fail_msg("%s: move %s is not legal", fen ? fen : "setup", m);
    return g;
}

static uint64_t perft_after(const Variant *v, const char *fen, const char *moves, int depth, char *fen_out,
                            size_t size)
{
    Game *g = play(v, fen, moves);
    if (fen_out)
        game_fen(g, fen_out, size);
    uint64_t n = game_perft(v, &g->pos, depth);
    game_free(g);
    return n;
}

static const char ATOMIC_DUCK[] = "[dk:atomic]\nwallingRule = duck\nstalemateValue = win\n";

/* The duck: every move also moves the one wall to another empty square. */
static void test_duck(void **state)
{
    (void)state;
    Variant *v = imported(ATOMIC_DUCK, "dk");
    assert_int_equal(v->rules.walls, WALLS_DUCK);
    char fen[256];
    assert_int_equal(perft_after(v, NULL, NULL, 1, NULL, 0), 640); /* 20 moves x 32 empty squares */
    assert_int_equal(perft_after(v, NULL, NULL, 2, NULL, 0), 379440);
    assert_int_equal(perft_after(v, NULL, "e2e4,e4d6", 1, fen, sizeof fen), 558);
    assert_string_equal(fen, "rnbqkbnr/pppppppp/3*4/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /* the duck must move: d6 is not offered again; it blocks the d-pawn */
    Game *g = play(v, NULL, "e2e4,e4d6");
    for (int i = 0; i < g->nlegal; i++) {
        assert_false(g->legal[i].has_wall && g->legal[i].wall == sq_make(3, 5));
        assert_false(g->legal[i].from == sq_make(3, 6));
    }
    /* the same move with the duck elsewhere is another position */
    Game *h = play(v, NULL, "e2e4,e4d5");
    assert_true(g->pos.hash != h->pos.hash);
    game_free(h);
    game_free(g);
    variant_free(v);
}

/* Each move's wall in notation, as Fairy-Stockfish writes it (e2e4,e4d6) and in SAN (e4,d6). */
static void test_wall_notation(void **state)
{
    (void)state;
    Variant *v = imported(ATOMIC_DUCK, "dk");
    Game *g = play(v, NULL, "e4,d6 Nf6,f3");
    assert_string_equal(game_move_san(g, 0), "e4,d6");
    assert_string_equal(game_move_san(g, 1), "Nf6,f3");
    char text[MOVE_TEXT_MAX];
    move_text(v, &g->moves[0], text, sizeof text);
    assert_string_equal(text, "e2e4,e4d6");
    /* a move without its wall is not enough to tell which it is */
    assert_int_not_equal(game_play_text(g, "d2d4"), 0);
    game_free(g);
    variant_free(v);
}

/* Snailtrail: the wall goes where the piece stood. */
static void test_past(void **state)
{
    (void)state;
    Variant *v = imported("[sn:snailtrail]\nmaxRank = 9\nmaxFile = 9\nstartFen = p7P/9/9/9/3p*P3/9/9/9/p7P w 0 1\n",
                          "sn");
    assert_int_equal(v->rules.walls, WALLS_PAST);
    assert_int_equal(perft_after(v, NULL, NULL, 3, NULL, 0), 2237);
    char fen[256];
    perft_after(v, NULL, "i1h1,h1i1", 1, fen, sizeof fen);
    assert_string_equal(fen, "p7P/9/9/9/3p*P3/9/9/9/p6P* b - - 1 1");
    variant_free(v);
}

/* Atlantis: a move or a wall, the wall on an edge square or beside a wall; a wall is no
 * answer to check. Fairy-Stockfish writes a move without a wall with a filler square. */
static void test_edge_or_move(void **state)
{
    (void)state;
    Variant *v = imported("[at:chess]\nwallingRule = edge\nwallOrMove = true\n", "at");
    assert_true(v->rules.walls_or_move);
    assert_int_equal(perft_after(v, NULL, NULL, 1, NULL, 0), 28); /* 20 moves, 8 edge walls */
    assert_int_equal(perft_after(v, NULL, NULL, 2, NULL, 0), 778);
    char fen[256];
    assert_int_equal(perft_after(v, NULL, "a1a1,a1a3", 2, fen, sizeof fen), 697);
    assert_string_equal(fen, "rnbqkbnr/pppppppp/8/8/8/*7/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /* next to the wall on a3: b3 now may take one too */
    Game *g = play(v, NULL, "a1a1,a1a3");
    int b3 = 0;
    for (int i = 0; i < g->nlegal; i++)
        b3 += g->legal[i].has_wall && g->legal[i].wall == sq_make(1, 2);
    assert_int_equal(b3, 1);
    game_free(g);
    /* in check: no wall, even one that would block (a5 on the e1-a5 diagonal is an edge square) */
    g = play(v, "rnb1kbnr/pppp1ppp/8/4p3/7q/5P2/PPPPP1PP/RNBQKBNR w KQkq - 1 3", NULL);
    for (int i = 0; i < g->nlegal; i++)
        assert_false(g->legal[i].has_wall);
    assert_int_equal(g->nlegal, 1); /* g2g3 */
    game_free(g);
    variant_free(v);
}

/* Nuclear: a capturing piece turns into a wall where it landed (with explosions: where it
 * blew up); no en passant anywhere. */
static void test_petrify(void **state)
{
    (void)state;
    Variant *v = imported("[nu:atomic]\npawn = -\ncustomPiece1 = p:fmWfceFifmnD\npawnTypes = p\n"
                          "petrifyOnCaptureTypes = pnbrq\nenPassantRegion = -\n",
                          "nu");
    char fen[256];
    assert_int_equal(perft_after(v, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5", 1, fen,
                                 sizeof fen),
                     27);
    assert_string_equal(fen, "rnbqkbnr/ppp1pppp/8/3*4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    assert_int_equal(perft_after(v, "rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2", "d2d4", 1, NULL, 0),
                     30); /* e4xd3 en passant is not offered */
    variant_free(v);
}

/* The same without explosions, in a variant file: the capturer is gone, a wall is left,
 * and unmaking the move brings both back. */
static void test_petrify_without_explosions(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text("game: stone\nboard:\n  size: 4x4\nsetup: \"3k/r3/4/R2K w - - 0 1\"\n"
                                   "pieces:\n  king:\n    letter: k\n    royal: true\n    betza: K\n"
                                   "  rook:\n    letter: r\n    petrify: true\n    betza: R\n",
                                   "stone.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    Game *g = play(v, NULL, NULL);
    uint64_t before = g->pos.hash;
    int found = move_find(v, g->legal, g->nlegal, "a1a3");
    assert_true(found >= 0);
    Move m = g->legal[found];
    Undo u;
    rules_make(v, &g->pos, &m, &u);
    assert_true(pos_is_wall(&g->pos, sq_make(0, 2)));
    assert_int_equal(g->pos.board[sq_make(0, 2)], PIECE_NONE);
    assert_int_equal(g->pos.piece_count[WHITE], 1);
    rules_unmake(v, &g->pos, &u);
    assert_true(g->pos.hash == before);
    assert_false(g->pos.has_walls);
    assert_int_equal(piece_kind(g->pos.board[sq_make(0, 0)]), variant_find_kind(v, "rook"));
    game_free(g);
    g = play(v, NULL, "a1a3");
    char fen[128];
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "3k/*3/4/3K b - - 0 1");
    /* the wall stops the black king's way nowhere but a3; the rook is gone */
    assert_int_equal(g->nlegal, 3); /* d4: c4 c3 d3 */
    game_free(g);
    variant_free(v);
    diag_free(&d);
}

/* walls: static with a walls_zone of each side's own squares: a wall goes on any empty
 * square of the mover's part of the zone, and stays. */
static void test_static_zone(void **state)
{
    (void)state;
    const char *text = "game: z\nboard:\n  size: 4x4\n  zones:\n"
                       "    mine: { white: [a1-d2], black: [a3-d4] }\n"
                       "setup: \"k3/4/4/3K w - - 0 1\"\nrules:\n  walls: static\n  walls_zone: mine\n"
                       "pieces:\n  king:\n    letter: k\n    royal: true\n    betza: K\n";
    Variant *v = test_load_text(text, "z.yaml");
    assert_int_equal(v->rules.walls, WALLS_STATIC);
    /* White's king: c1 c2 d2, each with a wall on the 8 squares of ranks 1-2 it leaves empty */
    Game *g = play(v, NULL, NULL);
    assert_int_equal(g->nlegal, 3 * 7);
    for (int i = 0; i < g->nlegal; i++)
        assert_true(sq_rank(g->legal[i].wall) <= 1);
    game_free(g);
    /* Black then walls ranks 3-4 only; White's wall on a1 stays */
    char fen[128];
    g = play(v, NULL, "d1c2,c2a1");
    assert_int_equal(g->nlegal, 2 * 7); /* b4 a3 (b3 is beside White's king), each with 7 squares of ranks 3-4 */
    for (int i = 0; i < g->nlegal; i++)
        assert_true(sq_rank(g->legal[i].wall) >= 2);
    game_free(g);
    g = play(v, NULL, "d1c2,c2a1 a4b4,b4a4");
    game_fen(g, fen, sizeof fen);
    assert_string_equal(fen, "*k2/4/2K1/*3 w - - 2 2");
    game_free(g);
    variant_free(v);
}

/* Isolation (Fairy-Stockfish's isolation and isolation7x7 built-ins): a wall anywhere in
 * the walling region after each move; the counts are Fairy-Stockfish's `go perft 2`. */
static void test_isolation(void **state)
{
    (void)state;
    Variant *v = imported("[iso:isolation]\n", "iso");
    assert_int_equal(v->rules.walls, WALLS_STATIC);
    assert_int_equal(perft_after(v, NULL, NULL, 2, NULL, 0), 47300);
    assert_int_equal(perft_after(v, "3p2/6/6/2*3/6/1*4/6/2P3 w - - 0 1", "c1c2,c2b1", 2, NULL, 0), 48405);
    /* the region leaves out c1 and d8: no wall goes there, even once the piece has left */
    Game *g = play(v, NULL, "c1c2,c2b1");
    for (int i = 0; i < g->nlegal; i++)
        assert_false(g->legal[i].wall == sq_make(2, 0) || g->legal[i].wall == sq_make(3, 7));
    game_free(g);
    variant_free(v);
    v = imported("[iso7:isolation7x7]\n", "iso7");
    assert_int_equal(perft_after(v, NULL, NULL, 2, NULL, 0), 49500);
    variant_free(v);
}

/* walls_squares_unmade reads a plain move's wall squares off the position before it;
 * they must be the squares walls_squares gives once the move is made, for every move it
 * answers. Returns how many moves it answered (the others must be made). */
static int unmade_agrees(const Variant *v, const char *fen)
{
    Game *g = play(v, fen, NULL);
    Position pos = g->pos;
    uint64_t empty[CSM_SQUARES / 64];
    walls_empty(&pos, empty);
    int answered = 0;
    for (int i = 0; i < g->nlegal; i++) {
        Move base = g->legal[i];
        base.has_wall = 0;
        base.wall = 0;
        if (i > 0 && g->legal[i - 1].from == base.from && g->legal[i - 1].to == base.to &&
            g->legal[i - 1].type == base.type && g->legal[i - 1].become == base.become)
            continue; /* the same move with the wall elsewhere */
        uint64_t quick[CSM_SQUARES / 64], made[CSM_SQUARES / 64];
        if (!walls_squares_unmade(v, &pos, &base, empty, quick))
            continue;
        Undo u;
        rules_make(v, &pos, &base, &u);
        walls_squares(v, &pos, &base, &u, NULL, 0, made);
        rules_unmake(v, &pos, &u);
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            assert_true(quick[w] == made[w]);
        answered++;
    }
    game_free(g);
    return answered;
}

static void test_wall_squares_unmade(void **state)
{
    (void)state;
    Variant *v = imported("[d:duck]\n", "d");
    assert_int_equal(unmade_agrees(v, NULL), 20);
    /* 35 moves: en passant (e5xf6), captures, promotions with and without capture; only
     * the two castlings are made */
    assert_int_equal(unmade_agrees(v, "r3k2r/1P4pp/8/4Pp2/3*4/2n5/8/R3K2R w KQkq f6 0 1"), 33);
    variant_free(v);
    v = imported("[iso:isolation]\n", "iso");
    assert_true(unmade_agrees(v, "3p2/6/6/2*3/6/1*4/6/2P3 w - - 0 1") > 0);
    variant_free(v);
    /* an explosion empties more squares: those moves are always made */
    v = imported(ATOMIC_DUCK, "dk");
    assert_int_equal(unmade_agrees(v, NULL), 0);
    variant_free(v);
}

/* Located errors for what a file says wrong about walls. */
static void test_wall_errors(void **state)
{
    (void)state;
    const char *base = "game: w\nboard:\n  size: 4x4\nsetup: \"k3/4/4/3K w - - 0 1\"\n"
                       "pieces:\n  king:\n    letter: k\n    royal: true\n    betza: K\n";
    char text[512];
    DiagSink d;
    snprintf(text, sizeof text, "%srules:\n  walls: ducks\n", base);
    diag_init(&d);
    assert_null(variant_load_text(text, "w.yaml", NULL, &d));
    assert_true(d.count > 0);
    assert_int_equal(d.items[0].line, 11);
    assert_int_equal(d.items[0].column, 10);
    assert_non_null(strstr(d.items[0].message, "walls must be 'duck'"));
    diag_free(&d);
    snprintf(text, sizeof text, "%srules:\n  walls_or_move: true\n", base);
    diag_init(&d);
    assert_null(variant_load_text(text, "w.yaml", NULL, &d));
    assert_non_null(strstr(d.items[0].message, "walls_or_move needs walls"));
    assert_int_equal(d.items[0].line, 11);
    diag_free(&d);
    snprintf(text, sizeof text, "%srules:\n  walls: static\n  walls_zone: nowhere\n", base);
    diag_init(&d);
    assert_null(variant_load_text(text, "w.yaml", NULL, &d));
    assert_non_null(strstr(d.items[0].message, "walls_zone names a zone"));
    assert_int_equal(d.items[0].line, 12);
    assert_int_equal(d.items[0].column, 15);
    diag_free(&d);
    snprintf(text, sizeof text, "%s    petrify: maybe\n", base);
    diag_init(&d);
    assert_null(variant_load_text(text, "w.yaml", NULL, &d));
    assert_int_equal(d.items[0].line, 10);
    diag_free(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_duck),
        cmocka_unit_test(test_wall_notation),
        cmocka_unit_test(test_past),
        cmocka_unit_test(test_edge_or_move),
        cmocka_unit_test(test_static_zone),
        cmocka_unit_test(test_isolation),
        cmocka_unit_test(test_petrify),
        cmocka_unit_test(test_petrify_without_explosions),
        cmocka_unit_test(test_wall_errors),
        cmocka_unit_test(test_wall_squares_unmade),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
