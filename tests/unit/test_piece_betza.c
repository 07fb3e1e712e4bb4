/* A Betza string worked out from a piece's moves (piece_betza.h), for xboard's `piece`:
 * every shipped piece that has a Betza gets one back that moves exactly as it does;
 * chess's pieces written in Chessembly get the Betza chess players write; pieces that
 * cannot be said (a bounce off the edge, a piece that turns into another, a hopper, a
 * piece kept in its palace) get none, with the reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "piece_betza.h"
#include "test_util.h"
#include "variant_build.h"

static int kind_named(const Variant *v, const char *name)
{
    for (int k = 0; k < v->nkinds; k++)
        if (!strcmp(v->kinds[k].name, name))
            return k;
    fail_msg("no piece %s in %s", name, v->name);
    return -1;
}

/* The derived Betza of `name` in the variant file `rel` is `want` ("" : none, for `why`). */
static void expect_derived(const char *rel, const char *name, const char *want, const char *why)
{
    Variant *v = test_load(rel);
    char got[96];
    const char *reason = NULL;
    bool ok = piece_betza_derive(v, kind_named(v, name), got, sizeof got, &reason);
    if (want[0]) {
        if (!ok)
            fail_msg("%s %s: no Betza (%s)", rel, name, reason);
        assert_string_equal(got, want);
    } else {
        if (ok)
            fail_msg("%s %s: derived %s, expected none", rel, name, got);
        assert_string_equal(reason, why);
    }
    variant_free(v);
}

static void test_chess_pieces_in_chessembly(void **state)
{
    (void)state;
    const char *rel = "variants/standard.yaml";
    expect_derived(rel, "pawn", "mfWcfFimfnD", "");
    expect_derived(rel, "knight", "N", "");
    expect_derived(rel, "bishop", "B", "");
    expect_derived(rel, "rook", "R", "");
    expect_derived(rel, "queen", "RB", "");
    expect_derived(rel, "king", "WF", "");
}

static void test_scripted_army(void **state)
{
    (void)state;
    const char *rel = "variants/chessembly_army.yaml";
    expect_derived(rel, "alfil", "A", "");
    expect_derived(rel, "bouncing-bishop", "", "no Betza gives its moves from every square");
    expect_derived(rel, "windmill-bishop", "", "no Betza gives its moves from every square");
}

static void test_region_and_hopper(void **state)
{
    (void)state;
    expect_derived("variants/xiangqi.yaml", "general", "", "it never leaves a region of the board");
    expect_derived("variants/xiangqi.yaml", "cannon", "", "no Betza gives its moves from every square");
}

/* The check can fail: a Betza that is not the piece's moves is refused. */
static void test_matches_refuses_other_moves(void **state)
{
    (void)state;
    Variant *v = test_load("variants/standard.yaml");
    int pawn = kind_named(v, "pawn"), knight = kind_named(v, "knight"), rook = kind_named(v, "rook");
    assert_true(piece_betza_matches(v, knight, "N"));
    assert_false(piece_betza_matches(v, knight, "nN"));
    assert_true(piece_betza_matches(v, rook, "R7")); /* on 8x8, at most 7 steps is every step */
    assert_false(piece_betza_matches(v, rook, "R6"));
    assert_false(piece_betza_matches(v, pawn, "mfWcfFimfnD")); /* from the first rank too, not only the second */
    assert_false(piece_betza_matches(v, pawn, "mfWcfFimfD"));
    assert_false(piece_betza_matches(v, pawn, "mfWcfF"));
    variant_free(v);
}

typedef struct Tally { int given, derived, unsaid; } Tally;

/* Every piece given with `betza:`: a Betza worked out from its moves moves as the given
 * one does (the given one, translated, is the piece's own moves); only a hopper or a
 * piece kept in a region may have none. */
static void check_given(const char *rel, void *user)
{
    Tally *t = user;
    Variant *v = test_load_clean(rel);
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        if (!pk->betza[0])
            continue;
        t->given++;
        char got[96];
        const char *why = NULL;
        if (piece_betza_derive(v, k, got, sizeof got, &why)) {
            t->derived++;
            if (!piece_betza_matches(v, k, got) || !piece_betza_matches(v, k, pk->betza))
                fail_msg("%s %s: derived %s, given %s, do not move alike", rel, pk->name, got, pk->betza);
            continue;
        }
        t->unsaid++;
        bool hopper = strpbrk(pk->betza, "pgj") != NULL;
        if (!hopper && pk->region < 0)
            fail_msg("%s %s (%s): no Betza derived: %s", rel, pk->name, pk->betza, why);
        printf("# %s %s (%s): none derived: %s\n", rel, pk->name, pk->betza, why);
    }
    variant_free(v);
}

static void test_shipped_betza_pieces(void **state)
{
    (void)state;
    Tally t = {0, 0, 0};
    int files = test_each_shipped_variant(check_given, &t);
    printf("# %d variants: %d pieces with Betza, %d derived, %d hoppers or kept in a region\n", files, t.given,
           t.derived, t.unsaid);
    assert_true(files >= 20);
    assert_true(t.given >= 30);
    assert_true(t.derived >= t.given - 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chess_pieces_in_chessembly),
        cmocka_unit_test(test_scripted_army),
        cmocka_unit_test(test_region_and_hopper),
        cmocka_unit_test(test_matches_refuses_other_moves),
        cmocka_unit_test(test_shipped_betza_pieces),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
