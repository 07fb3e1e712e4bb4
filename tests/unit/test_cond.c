/* test_cond.c — ChessLang conditions: parsing (and printing back), located errors,
 * evaluation of every atom for "me", the opponent and named sides, and exact
 * detection of check counting. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "cond.h"
#include "fen.h"
#include "rules.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The zones fixture: Standard Chess plus zones hill, top, box, eighth, afile, ... */
static Variant *zones_variant(void) { return test_load("tests/variants/zones.yaml"); }

static Cond *parse_ok(const Variant *v, const char *text)
{
    DiagSink d;
    diag_init(&d);
    Cond *c = cond_parse(text, NULL, v, &d);
    if (!c || d.count) {
        diag_print(&d, stderr);
        fail_msg("expected '%s' to parse", text);
    }
    diag_free(&d);
    return c;
}

/* Parses `text`, expecting exactly one error at line:col whose message contains `what`. */
static void parse_err(const Variant *v, const char *text, int line, int col, const char *what)
{
    DiagSink d;
    diag_init(&d);
    Cond *c = cond_parse(text, NULL, v, &d);
    if (c)
        fail_msg("expected '%s' to fail", text);
    assert_int_equal(d.count, 1);
    if (d.items[0].line != line || d.items[0].column != col || !strstr(d.items[0].message, what))
        fail_msg("'%s': got %d:%d: %s; expected %d:%d: ...%s...", text, d.items[0].line, d.items[0].column,
                 d.items[0].message, line, col, what);
    diag_free(&d);
}

static void roundtrip(const Variant *v, const char *text, const char *expect)
{
    Cond *c = parse_ok(v, text);
    char buf[512];
    int n = cond_print(c, v, buf, sizeof buf);
    assert_int_equal(n, (int)strlen(buf));
    assert_string_equal(buf, expect);
    /* the printed form parses to the same thing */
    Cond *again = parse_ok(v, buf);
    char buf2[512];
    cond_print(again, v, buf2, sizeof buf2);
    assert_string_equal(buf2, expect);
    cond_free(again);
    cond_free(c);
}

/* Evaluates `text` on `fen` for `me`; the start counts are `start_fen`'s (NULL: none). */
static bool eval_full(const Variant *v, const char *text, const char *fen, Color me, int position_count,
                      const char *start_fen)
{
    DiagSink d;
    diag_init(&d);
    Position pos, start;
    if (!fen_parse((Variant *)v, fen, &pos, "fen", &d)) {
        diag_print(&d, stderr);
        fail_msg("bad FEN %s", fen);
    }
    if (start_fen && !fen_parse((Variant *)v, start_fen, &start, "fen", &d))
        fail_msg("bad FEN %s", start_fen);
    diag_free(&d);
    Cond *c = parse_ok(v, text);
    static Move moves[CSM_MAX_MOVES];
    CsmRuntimeError err = {0};
    CondQuery q;
    memset(&q, 0, sizeof q);
    q.v = v;
    q.pos = &pos;
    q.me = me;
    q.legal_count = rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, &err);
    q.position_count = position_count;
    q.start_kinds = start_fen ? (const uint8_t(*)[64])start.kind_count : NULL;
    uint64_t hash = pos.hash;
    bool r = cond_holds(c, &q);
    assert_true(pos.hash == hash); /* evaluation leaves the position as it was */
    cond_free(c);
    return r;
}

static bool eval(const Variant *v, const char *text, const char *fen, Color me)
{
    return eval_full(v, text, fen, me, 1, NULL);
}

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* ---- parsing ---------------------------------------------------------------------- */

static void test_parse_and_print(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    roundtrip(v, "checkmate", "checkmate");
    roundtrip(v, "King in zone.hill", "King in zone.hill");
    roundtrip(v, "KING   in zone.hill", "King in zone.hill");
    roundtrip(v, "King on rank 8", "King on rank 8");
    /* an offset moves to the number, which may then be negative (found by fuzzing) */
    roundtrip(v, "pieces+2==1", "pieces == -1");
    roundtrip(v, "pieces == -3", "pieces == -3");
    roundtrip(v, "opponent.Queen on file a", "opponent.Queen on file a");
    roundtrip(v, "King captured", "King captured");
    roundtrip(v, "opponent.King captured", "King captured");
    roundtrip(v, "White.King captured", "White.King captured");
    roundtrip(v, "pieces == 0", "pieces == 0");
    roundtrip(v, "opponent.pieces<=5", "opponent.pieces <= 5");
    roundtrip(v, "white.pieces == 1 and BLACK.pieces == 1", "White.pieces == 1 and Black.pieces == 1");
    roundtrip(v, "checks >= 3", "checks >= 3");
    roundtrip(v, "Black.captures > 2", "Black.captures > 2");
    roundtrip(v, "moves != 10", "moves != 10");
    roundtrip(v, "position_count >= 5", "position_count >= 5");
    roundtrip(v, "Pawn < 3", "Pawn < 3");
    /* precedence: not > and > or; parentheses kept only where they matter */
    roundtrip(v, "checkmate or stalemate and check", "checkmate or stalemate and check");
    roundtrip(v, "(checkmate or stalemate) and check", "(checkmate or stalemate) and check");
    roundtrip(v, "((checkmate))", "checkmate");
    roundtrip(v, "not not check", "not not check");
    roundtrip(v, "not (check or stalemate)", "not (check or stalemate)");
    roundtrip(v, "(King in zone.hill or King on rank 8) and opponent.pieces <= 3",
              "(King in zone.hill or King on rank 8) and opponent.pieces <= 3");
    roundtrip(v, "repetition or fifty_moves or insufficient or no_moves",
              "repetition or fifty_moves or insufficient or no_moves");
    variant_free(v);
}

static void test_parse_errors_located(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    parse_err(v, "", 1, 1, "empty");
    parse_err(v, "checkmat", 1, 1, "unknown atom 'checkmat'");
    parse_err(v, "pieces - 999999 == 999999", 1, 20, "out of range");
    parse_err(v, "pieces == - x", 1, 13, "whole number after '== -'");
    parse_err(v, "Kong in zone.hill", 1, 1, "unknown piece 'Kong'");
    parse_err(v, "King in zone.moon", 1, 14, "unknown zone 'moon'");
    parse_err(v, "King in hil", 1, 9, "expected 'zone.NAME'"); /* a bare name must be a zone */
    parse_err(v, "checkmate and", 1, 14, "missing operand");
    parse_err(v, "checkmate or\n  not", 2, 6, "missing operand");
    parse_err(v, "pieces = 0", 1, 8, "bad comparison '='");
    parse_err(v, "pieces 0", 1, 8, "bad comparison");
    parse_err(v, "pieces =>", 1, 8, "bad comparison");
    parse_err(v, "pieces >= x", 1, 11, "missing operand");
    parse_err(v, "== 3", 1, 1, "missing operand");
    parse_err(v, "(checkmate", 1, 11, "unbalanced parentheses");
    parse_err(v, "checkmate)", 1, 10, "unbalanced parentheses");
    parse_err(v, ")", 1, 1, "unbalanced parentheses");
    parse_err(v, "checkmate\n   stalemate", 2, 4, "unexpected 'stalemate'");
    parse_err(v, "King on rank 9", 1, 14, "rank 9 is not on this 8x8 board");
    parse_err(v, "King on file z", 1, 14, "file z is not on this 8x8 board");
    parse_err(v, "King on square e4", 1, 9, "expected 'rank N' or 'file F'");
    parse_err(v, "opponent.position_count > 2", 1, 10, "position_count");
    parse_err(v, "Grey.pieces > 2", 1, 1, "unknown side 'Grey'");
    parse_err(v, "opponent.", 1, 10, "missing operand");
    parse_err(v, "King", 1, 5, "missing operand");
    parse_err(v, "checkmate & stalemate", 1, 11, "unexpected '&'");
    parse_err(v, "pieces > 3a", 1, 10, "missing operand");
    parse_err(v, "3", 1, 1, "number");
    /* deep nesting is refused, never a stack overflow */
    char deep[2100];
    memset(deep, '(', 1000);
    strcpy(deep + 1000, "check");
    memset(deep + 1005, ')', 1000);
    deep[2005] = '\0';
    DiagSink d;
    diag_init(&d);
    assert_null(cond_parse(deep, NULL, v, &d));
    assert_int_equal(d.count, 1);
    assert_non_null(strstr(d.items[0].message, "nested too deep"));
    diag_free(&d);
    variant_free(v);
}

/* Errors through a source map: column = (L == 1 ? col_first : col_rest) + C. */
static void test_parse_errors_mapped(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    CsmSourceMap map = {.file = "x.yaml", .line_base = 10, .col_first = 20, .col_rest = 4};
    DiagSink d;
    diag_init(&d);
    assert_null(cond_parse("checkmate or\nKing in zone.moon", &map, v, &d));
    assert_int_equal(d.count, 1);
    assert_string_equal(d.items[0].file, "x.yaml");
    assert_int_equal(d.items[0].line, 12);
    assert_int_equal(d.items[0].column, 4 + 14);
    diag_clear(&d);
    assert_null(cond_parse("pieces = 3", &map, v, &d));
    assert_int_equal(d.items[0].line, 11);
    assert_int_equal(d.items[0].column, 20 + 8);
    diag_free(&d);
    variant_free(v);
}

typedef struct Expect {
    int line, col;
    const char *what;
} Expect;

/* The fixture's conditions: every error at its exact place in the file. */
static void test_fixture_errors(void **state)
{
    (void)state;
    static const Expect expect[] = {
        {8, 22, "unknown zone 'hil'"},
        {9, 9, "unknown piece 'Kong'"},
        {10, 9, "unknown atom 'checkmat'"},
        {11, 22, "missing operand: expected a condition after 'and'"},
        {12, 16, "bad comparison '='"},
        {13, 32, "unbalanced parentheses: expected ')' to close the '(' at 13:9"},
        {14, 18, "unbalanced parentheses: ')' without a matching '('"},
        {15, 19, "unexpected 'stalemate' after a complete condition"},
        {16, 23, "rank 9 is not on this 8x8 board"},      /* double-quoted */
        {17, 20, "missing operand: expected a whole number after '>='"}, /* single-quoted */
        {20, 22, "unknown zone 'moon'"},                   /* literal block, second line */
        {21, 19, "position_count belongs to the position"},
        {22, 15, "missing operand: expected 'in zone.NAME'"},
        {23, 26, "'()' holds no condition"},
    };
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/variants/cond_errors.yaml", CSM_TEST_DATA_DIR);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path, NULL, &d);
    assert_null(v);
    int n = (int)(sizeof expect / sizeof expect[0]);
    if (d.count != n)
        diag_print(&d, stderr);
    assert_int_equal(d.count, n);
    for (int i = 0; i < n; i++) {
        const Diagnostic *g = &d.items[i];
        if (g->line != expect[i].line || g->column != expect[i].col || !strstr(g->message, expect[i].what))
            fail_msg("error %d: got %d:%d: %s; expected %d:%d: ...%s...", i, g->line, g->column, g->message,
                     expect[i].line, expect[i].col, expect[i].what);
        assert_string_equal(g->file, path);
    }
    diag_free(&d);
}

static void test_uses_checks_exact(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    struct {
        const char *text;
        bool uses;
    } cases[] = {
        {"checks >= 3", true},
        {"opponent.checks == 2", true},
        {"not (pieces > 3 or White.checks < 1)", true},
        {"check", false},
        {"checkmate", false},
        {"King captured and check", false},
        {"captures > 2", false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CondSet *set = cond_set_new();
        DiagSink d;
        diag_init(&d);
        assert_true(cond_set_put(set, "x", cases[i].text, false, NULL, v, &d));
        if (cond_set_uses_checks(set) != cases[i].uses)
            fail_msg("'%s': uses_checks should be %d", cases[i].text, cases[i].uses);
        cond_set_free(set);
        diag_free(&d);
    }
    variant_free(v);
    /* and through the loader: Three-Check tracks checks, King of the Hill does not */
    v = test_load("variants/three_check.yaml");
    assert_true(v->tracks_checks);
    variant_free(v);
    v = test_load("variants/king_of_the_hill.yaml");
    assert_false(v->tracks_checks);
    variant_free(v);
}

static void test_set_put_failure_keeps_set(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    CondSet *set = cond_set_new();
    DiagSink d;
    diag_init(&d);
    assert_true(cond_set_put(set, "a", "checkmate", false, NULL, v, &d));
    assert_false(cond_set_put(set, "a", "checkmat", true, NULL, v, &d));
    assert_int_equal(cond_set_count(set), 1);
    assert_string_equal(cond_set_text(set, 0), "checkmate");
    assert_true(cond_set_put(set, "a", "stalemate", true, NULL, v, &d));
    assert_int_equal(cond_set_count(set), 1);
    assert_string_equal(cond_set_text(set, 0), "stalemate");
    assert_true(cond_set_put(set, "b", "stalemate", true, NULL, v, &d)); /* replace of absent = add */
    assert_int_equal(cond_set_count(set), 2);
    assert_true(cond_set_remove(set, "a"));
    assert_false(cond_set_remove(set, "a"));
    assert_string_equal(cond_set_name(set, 0), "b");
    cond_set_free(set);
    diag_free(&d);
    variant_free(v);
}

/* cond_set_reads_me: a set whose answer cannot differ between the two sides is judged
 * once per position (game.c's draws); everything that reads the side must say so. */
static void test_reads_me(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    struct {
        const char *name, *text;
        bool reads;
    } cases[] = {
        {"x", "position_count >= 4", false},
        {"x", "White.pieces == 0 and Black.pieces == 0", false},
        {"x", "halfmoves >= 100 or empty_squares == 0", false},
        {"x", "repetition", false},
        {"x", "pieces == 0", true},
        {"x", "opponent.pieces == 0", true},
        {"x", "White.pieces > pieces", true},
        {"x", "checkmate", true},
        {"x", "fifty_moves", true},
        {"white_x", "position_count >= 4", true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CondSet *set = cond_set_new();
        DiagSink d;
        diag_init(&d);
        assert_true(cond_set_put(set, cases[i].name, cases[i].text, false, NULL, v, &d));
        if (cond_set_reads_me(set) != cases[i].reads)
            fail_msg("'%s: %s': reads_me should be %d", cases[i].name, cases[i].text, cases[i].reads);
        /* one condition that reads the side makes the set read it; removing it again does not */
        assert_true(cond_set_put(set, "y", "checkmate", false, NULL, v, &d));
        assert_true(cond_set_reads_me(set));
        assert_true(cond_set_remove(set, "y"));
        assert_int_equal(cond_set_reads_me(set), cases[i].reads);
        cond_set_free(set);
        diag_free(&d);
    }
    variant_free(v);
}

/* ---- evaluation --------------------------------------------------------------------- */

static void test_eval_mate_and_stalemate(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    /* fool's mate: White is to move, in check, without a move */
    const char *mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_true(eval(v, "checkmate", mate, BLACK));
    assert_false(eval(v, "checkmate", mate, WHITE));
    assert_false(eval(v, "stalemate", mate, WHITE)); /* in check: not stalemate */
    assert_true(eval(v, "no_moves", mate, WHITE));
    assert_false(eval(v, "no_moves", mate, BLACK));
    assert_true(eval(v, "check", mate, BLACK)); /* Black gives check */
    assert_false(eval(v, "check", mate, WHITE));
    /* a check that is not mate */
    const char *check = "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2";
    assert_true(eval(v, "check", check, WHITE));
    assert_false(eval(v, "checkmate", check, WHITE));
    /* stalemate: Black to move, not in check, no move */
    const char *stale = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_true(eval(v, "stalemate", stale, BLACK));
    assert_false(eval(v, "stalemate", stale, WHITE));
    assert_true(eval(v, "no_moves", stale, BLACK));
    assert_false(eval(v, "checkmate", stale, WHITE));
    assert_false(eval(v, "checkmate", START, WHITE));
    assert_false(eval(v, "stalemate", START, WHITE));
    variant_free(v);
}

static void test_eval_clocks_and_repetition(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    assert_false(eval(v, "fifty_moves", "8/8/8/4k3/8/8/4K3/R7 w - - 99 60", WHITE));
    assert_true(eval(v, "fifty_moves", "8/8/8/4k3/8/8/4K3/R7 w - - 100 60", BLACK));
    assert_false(eval_full(v, "repetition", START, WHITE, 2, NULL));
    assert_true(eval_full(v, "repetition", START, WHITE, 3, NULL));
    assert_true(eval_full(v, "position_count == 4", START, BLACK, 4, NULL));
    assert_false(eval_full(v, "position_count >= 5", START, BLACK, 4, NULL));
    variant_free(v);
}

static void test_eval_insufficient(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    struct {
        const char *fen;
        bool insufficient;
    } cases[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},        /* K v K */
        {"4k3/8/8/8/8/8/8/3NK3 w - - 0 1", true},       /* K+N v K */
        {"4k3/8/8/8/8/8/8/3BK3 w - - 0 1", true},       /* K+B v K */
        {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true},     /* bishops on one colour (c1, f8: dark) */
        {"4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false},   /* bishops on both colours (c1 dark, g8 light) */
        {"4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", false},     /* two knights can mate with help */
        {"4kn2/8/8/8/8/8/8/3NK3 w - - 0 1", false},     /* K+N v K+N */
        {"4kn2/8/8/8/8/8/8/3BK3 w - - 0 1", false},     /* K+B v K+N */
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},     /* a pawn */
        {"4k3/8/8/8/8/8/8/3RK3 w - - 0 1", false},      /* a rook */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int me = 0; me < 2; me++)
            if (eval(v, "insufficient", cases[i].fen, (Color)me) != cases[i].insufficient)
                fail_msg("insufficient on %s should be %d", cases[i].fen, cases[i].insufficient);
    variant_free(v);
    /* any other kind is mating material */
    v = test_load("variants/capablanca.yaml");
    assert_false(eval(v, "insufficient", "4k5/10/10/10/10/10/10/3AK5 w - - 0 1", WHITE));
    assert_true(eval(v, "insufficient", "4k5/10/10/10/10/10/10/3NK5 w - - 0 1", WHITE));
    variant_free(v);
}

static void test_eval_zones_ranks_files(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    const char *fen = "8/8/8/3k4/8/8/8/K7 w - - 0 1"; /* White Ka1, Black Kd5 */
    assert_false(eval(v, "King in zone.hill", fen, WHITE));
    assert_true(eval(v, "King in zone.hill", fen, BLACK));
    assert_true(eval(v, "opponent.King in zone.hill", fen, WHITE));
    assert_true(eval(v, "Black.King in zone.hill", fen, WHITE));
    assert_false(eval(v, "White.King in zone.hill", fen, BLACK));
    assert_true(eval(v, "King in zone.afile", fen, WHITE));
    assert_true(eval(v, "King on file a", fen, WHITE));
    assert_true(eval(v, "King on rank 1", fen, WHITE));
    assert_false(eval(v, "King on rank 8", fen, WHITE));
    assert_true(eval(v, "King on rank 5 and King on file d", fen, BLACK));
    assert_false(eval(v, "Queen in zone.hill", fen, BLACK)); /* no queen at all */
    assert_true(eval(v, "King in zone.box", "8/8/8/8/3k4/8/8/K7 w - - 0 1", BLACK));
    variant_free(v);
}

static void test_eval_counts_and_sides(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    const char *fen = "4k3/pppp4/8/8/8/8/8/R3K3 w - - 0 1"; /* White 2, Black 5 */
    assert_true(eval(v, "pieces == 2", fen, WHITE));
    assert_true(eval(v, "pieces == 5", fen, BLACK));
    assert_true(eval(v, "opponent.pieces <= 5", fen, WHITE));
    assert_false(eval(v, "opponent.pieces < 5", fen, WHITE));
    assert_true(eval(v, "White.pieces == 2 and Black.pieces == 5", fen, BLACK));
    assert_true(eval(v, "pawn == 4", fen, BLACK));
    assert_true(eval(v, "Pawn == 0", fen, WHITE));
    assert_true(eval(v, "opponent.ROOK != 0", fen, BLACK));
    assert_true(eval(v, "checks == 2 and opponent.checks == 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=2,1", WHITE));
    assert_true(eval(v, "Black.checks > 0", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=2,1", WHITE));
    assert_true(eval(v, "captures == 0 and moves == 0", fen, WHITE));
    /* and/or/not as written */
    assert_true(eval(v, "not checkmate", fen, WHITE));
    assert_true(eval(v, "checkmate or pieces == 2", fen, WHITE));
    assert_false(eval(v, "checkmate or pieces == 2 and pawn == 1", fen, WHITE));
    assert_true(eval(v, "not checkmate and not stalemate", fen, WHITE));
    variant_free(v);
}

static void test_eval_captured(void **state)
{
    (void)state;
    Variant *v = zones_variant();
    const char *no_black_king = "8/8/8/8/8/8/8/4K3 w - - 0 1";
    /* bare `King captured` = the opponent's King */
    assert_true(eval_full(v, "King captured", no_black_king, WHITE, 1, START));
    assert_false(eval_full(v, "King captured", no_black_king, BLACK, 1, START));
    assert_true(eval_full(v, "Black.King captured", no_black_king, BLACK, 1, START));
    assert_true(eval_full(v, "opponent.King captured", no_black_king, WHITE, 1, START));
    assert_false(eval_full(v, "King captured", START, WHITE, 1, START));
    /* fewer than at the start: one of two knights taken */
    assert_true(eval_full(v, "Knight captured", "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", WHITE,
                          1, START));
    /* without start counts: "has none" */
    assert_true(eval_full(v, "King captured", no_black_king, WHITE, 1, NULL));
    assert_false(eval_full(v, "King captured", START, WHITE, 1, NULL));
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_and_print),
        cmocka_unit_test(test_parse_errors_located),
        cmocka_unit_test(test_parse_errors_mapped),
        cmocka_unit_test(test_fixture_errors),
        cmocka_unit_test(test_uses_checks_exact),
        cmocka_unit_test(test_reads_me),
        cmocka_unit_test(test_set_put_failure_keeps_set),
        cmocka_unit_test(test_eval_mate_and_stalemate),
        cmocka_unit_test(test_eval_clocks_and_repetition),
        cmocka_unit_test(test_eval_insufficient),
        cmocka_unit_test(test_eval_zones_ranks_files),
        cmocka_unit_test(test_eval_counts_and_sides),
        cmocka_unit_test(test_eval_captured),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
