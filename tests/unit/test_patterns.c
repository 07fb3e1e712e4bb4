/* test_patterns.c — chains the VM runs without interpreting them (csm.h's CsmPattern)
 * give exactly the moves the interpreter gives for the same chain.
 *
 * Each pattern chain is compared with the same expressions inside a block `{ ... }`,
 * which the compiler never takes for a pattern, on random positions of both colours with
 * pieces and walls in the way and pieces near every edge. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "test_util.h"

#include "notation.h"
#include "rules.h"

static Variant *one_piece(const char *chain)
{
    char text[512];
    snprintf(text, sizeof text,
             "game: p\nboard:\n  size: 8x8\nsetup: \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n"
             "pieces:\n  king:\n    letter: k\n    royal: true\n    betza: K\n"
             "  pawn:\n    letter: p\n    chessembly: \"%s\"\n",
             chain);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "p.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    diag_free(&d);
    return v;
}

/* The moves of the piece on `sq` as one sorted text, to compare sets. */
static void moves_text(const Variant *v, Position *pos, Square sq, char *out, size_t size)
{
    Move moves[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_piece_moves(v, pos, sq, moves, CSM_MAX_PIECE_MOVES, &err);
    bool used[CSM_MAX_PIECE_MOVES] = {false};
    out[0] = '\0';
    for (int k = 0; k < n; k++) { /* smallest target first: the order of the set, not of the chain */
        int best = -1;
        for (int i = 0; i < n; i++)
            if (!used[i] && (best < 0 || moves[i].to < moves[best].to ||
                             (moves[i].to == moves[best].to && moves[i].type < moves[best].type)))
                best = i;
        used[best] = true;
        char one[MOVE_TEXT_MAX];
        move_text(v, &moves[best], one, sizeof one);
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s/%d ", one, moves[best].type);
    }
}

/* Attack tests read the compiled steps too: every square, empty or the other side's,
 * attacked by either side. */
static void compare_attacks(const Variant *fast, const Variant *slow, Position *pos, const char *chain)
{
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++)
            for (int c = 0; c < 2; c++) {
                Square s = sq_make(f, r);
                if (pos_is_wall(pos, s) || (pos->board[s] && piece_color(pos->board[s]) == (Color)c))
                    continue;
                bool a = rules_is_attacked(fast, pos, s, (Color)c, PIECE_NONE);
                bool b = rules_is_attacked(slow, pos, s, (Color)c, PIECE_NONE);
                if (a != b)
                    fail_msg("%s: square %d attacked by %d: pattern says %d, the interpreter %d", chain, s, c, a, b);
            }
}

static void compare_on_random_positions(const char *chain, int pattern)
{
    char block[256];
    snprintf(block, sizeof block, "{ %s }", chain);
    Variant *fast = one_piece(chain), *slow = one_piece(block);
    int pawn = variant_find_kind(fast, "pawn");
    const CsmChainInfo *info = csm_program_chain(fast->kinds[pawn].program, 0);
    assert_int_equal(info->pattern, pattern); /* the fast path is what is tested */
    assert_int_equal(csm_program_chain(slow->kinds[pawn].program, 0)->pattern, CSM_PAT_NONE);
    uint64_t rng = 12345;
    for (int trial = 0; trial < 400; trial++) {
        Position pos;
        pos_init(&pos, 8, 8);
        pos_put(&pos, sq_make(4, 0), piece_make(variant_find_kind(fast, "king"), WHITE));
        pos_put(&pos, sq_make(4, 7), piece_make(variant_find_kind(fast, "king"), BLACK));
        for (int i = 0; i < 14; i++) {
            Square s = sq_make(test_rng_below(&rng, 8), test_rng_below(&rng, 8));
            if (pos.board[s] || pos_is_wall(&pos, s))
                continue;
            if (test_rng_below(&rng, 6) == 0)
                pos_set_wall(&pos, s, true);
            else
                pos_put(&pos, s, piece_make(pawn, (Color)test_rng_below(&rng, 2)));
        }
        for (int s = 0; s < CSM_SQUARES; s++) {
            if (!pos.board[s] || piece_kind(pos.board[s]) != pawn)
                continue;
            char a[2048], b[2048];
            moves_text(fast, &pos, (Square)s, a, sizeof a);
            moves_text(slow, &pos, (Square)s, b, sizeof b);
            if (strcmp(a, b) != 0)
                fail_msg("%s from square %d: pattern gives '%s', the interpreter '%s'", chain, s, a, b);
        }
        compare_attacks(fast, slow, &pos, chain);
    }
    variant_free(fast);
    variant_free(slow);
}

static void test_step_twice(void **state)
{
    (void)state;
    compare_on_random_positions("move(0, 1) bound(0, -3) move(0, 1)", CSM_PAT_STEP_TWICE);
    compare_on_random_positions("move(1, 1) bound(0, -2) move(1, 1)", CSM_PAT_STEP_TWICE);
    compare_on_random_positions("move(0, -1) bound(0, 5) move(0, -1)", CSM_PAT_STEP_TWICE);
}

static void test_leap_and_ride(void **state)
{
    (void)state;
    compare_on_random_positions("take-move(1, 2)", CSM_PAT_LEAP);
    compare_on_random_positions("take(1, 1)", CSM_PAT_LEAP);
    compare_on_random_positions("take-move(0, 1) repeat(1)", CSM_PAT_RIDE);
}

/* Tests before the leaps, negated by `not`, and paths of several legs (csm.h,
 * CSM_PAT_GUARDED_LEAP): a leap over a screen that is no pawn onto no king, a slide of
 * two and three steps, tests of enemies and friends on the way. */
static void test_guarded_paths(void **state)
{
    (void)state;
    compare_on_random_positions("observe(1, 0) take-move(2, 1)", CSM_PAT_GUARDED_LEAP);
    compare_on_random_positions("observe(1, 1) not piece-on(pawn, 1, 1) not piece-on(king, 2, 2) not take-move(2, 2)",
                                CSM_PAT_GUARDED_LEAP);
    compare_on_random_positions("take-move(1, 1) take-move(1, 1)", CSM_PAT_GUARDED_LEAP);
    compare_on_random_positions("move(0, 1) friendly(1, 0) take-move(0, 1) enemy(-1, 0) not take(1, 1)",
                                CSM_PAT_GUARDED_LEAP);
    compare_on_random_positions("friendly(1, 0) not enemy(-1, 1) catch(0, 1)", CSM_PAT_GUARDED_LEAP);
}

/* Hops over one screen (csm.h, CSM_PAT_HOP): to the capture behind it, or on over the
 * empty squares behind it; a screen and a target of a kind forbidden. */
static void test_hops(void **state)
{
    (void)state;
    compare_on_random_positions("do peek(0, 1) while anchor(0, 1) do peek(0, 1) while take(0, 1)", CSM_PAT_HOP);
    compare_on_random_positions("do peek(1, 1) while anchor(1, 1) do peek(1, 1) while piece-on(pawn, 1, 1) not "
                                "take-move(1, 1)",
                                CSM_PAT_HOP);
    compare_on_random_positions("do peek(1, 0) while piece-on(pawn, 1, 0) not anchor(1, 0) piece-on(king, 1, 0) not "
                                "take-move(1, 0) repeat(3)",
                                CSM_PAT_HOP);
    compare_on_random_positions("do peek(-1, 0) while anchor(-1, 0) take-move(-1, 0) repeat(1)", CSM_PAT_HOP);
    compare_on_random_positions("do peek(0, -1) while piece-on(king, 0, -1) not anchor(0, -1) move(0, -1) repeat(1)",
                                CSM_PAT_HOP);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_step_twice),
        cmocka_unit_test(test_leap_and_ride),
        cmocka_unit_test(test_guarded_paths),
        cmocka_unit_test(test_hops),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
