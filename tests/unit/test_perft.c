/* Perft against published counts, read from tests/perft/standard.epd.
 * Depths whose count exceeds CSM_PERFT_LIMIT nodes (default 5,000,000) are left to
 * `chessembly-cli perft --epd` so CI stays quick; the sanitizer run sets a lower limit. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csm.h"
#include "fen.h"
#include "game.h"
#include "rules.h"
#include "rules_internal.h"
#include "variant_load.h"

#include <dirent.h>

static Variant *load_named(const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s", CSM_TEST_DATA_DIR, file);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path, NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    diag_free(&d);
    return v;
}

static Variant *load_standard(void) { return load_named("standard.yaml"); }

static void test_standard_suite(void **state)
{
    (void)state;
    Variant *v = load_standard();
    assert_non_null(v);
    const char *env = getenv("CSM_PERFT_LIMIT");
    unsigned long long limit = env ? strtoull(env, NULL, 10) : 5000000ULL;
    FILE *f = fopen(CSM_TEST_DATA_DIR "/tests/perft/standard.epd", "r");
    assert_non_null(f);
    char line[1024];
    int checked = 0, positions = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *semi = strchr(line, ';');
        assert_non_null(semi);
        *semi = '\0';
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
                assert_true(fen_parse(v, line, &pos, "epd", &d));
                diag_free(&d);
                unsigned long long got = game_perft(v, &pos, depth);
                if (got != expected)
                    fprintf(stderr, "perft %d of %s: expected %llu, got %llu\n", depth, line, expected, got);
                assert_int_equal(got, expected);
                checked++;
            }
            p = strchr(p, ';');
            if (p)
                p++;
        }
    }
    fclose(f);
    printf("perft: %d depths checked over %d positions (limit %llu nodes)\n", checked, positions, limit);
    assert_int_equal(positions, 6);
    assert_true(checked >= 18);
    variant_free(v);
}

/* make/unmake must restore everything, and the incremental hash must equal a fresh one */
static void walk(const Variant *v, Position *pos, int depth, int *checked)
{
    Move moves[CSM_MAX_MOVES];
    int n = rules_legal_moves(v, pos, moves, CSM_MAX_MOVES, NULL);
    for (int i = 0; i < n; i++) {
        Position before = *pos;
        Undo u;
        rules_make(v, pos, &moves[i], &u);
        assert_true(pos->hash == pos_compute_hash(pos));
        if (depth > 1)
            walk(v, pos, depth - 1, checked);
        rules_unmake(v, pos, &u);
        assert_true(pos->hash == before.hash);
        assert_memory_equal(pos->board, before.board, sizeof pos->board);
        assert_int_equal(pos->castling, before.castling);
        assert_int_equal(pos->ep_square, before.ep_square);
        assert_int_equal(pos->halfmove, before.halfmove);
        assert_int_equal(pos->piece_count[0], before.piece_count[0]);
        assert_int_equal(pos->piece_count[1], before.piece_count[1]);
        (*checked)++;
    }
}

static void test_make_unmake_restores(void **state)
{
    (void)state;
    Variant *v = load_standard();
    assert_non_null(v);
    const char *fens[] = {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
    for (int i = 0; i < 3; i++) {
        Position pos;
        DiagSink d;
        diag_init(&d);
        assert_true(fen_parse(v, fens[i], &pos, "t", &d));
        diag_free(&d);
        int checked = 0;
        walk(v, &pos, 2, &checked);
        assert_true(checked > 100);
    }
    variant_free(v);
}

/* Minishogi with shogi's other reading of a pawn drop that mates: not allowed at all */
static Variant *load_uchifuzume(void)
{
    const char *text = "game: \"Uchifuzume test\"\n"
                       "extends: \"Minishogi\"\n"
                       "pieces:\n"
                       "  pawn:\n"
                       "    drop: { no_doubled: true, mate: forbidden }\n";
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, CSM_TEST_DATA_DIR "/variants/uchifuzume_test.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    diag_free(&d);
    return v;
}

/* The one-move legality test (one Legality worked out per position, as the search does),
 * asked of every candidate move, keeps exactly the legal ones; and it agrees with making
 * the move and looking for an attack on the royal piece (rules_move_is_legal), which
 * judges every move the slow way (drops: their own rules come on top of that). */
static void agree(const Variant *v, Position *pos, int depth, int *rejected, int *tested)
{
    Move pseudo[CSM_MAX_MOVES], legal[CSM_MAX_MOVES];
    int np = rules_pseudo_moves(v, pos, pseudo, CSM_MAX_MOVES, NULL);
    int nl = rules_legal_moves(v, pos, legal, CSM_MAX_MOVES, NULL);
    Legality l;
    rules_legality_init(v, pos, &l);
    int kept = 0;
    for (int i = 0; i < np; i++) {
        bool listed = false;
        for (int j = 0; j < nl && !listed; j++)
            listed = move_equal(&pseudo[i], &legal[j]);
        bool ok = rules_legality_test(v, pos, &l, &pseudo[i]);
        assert_int_equal(ok, listed);
        assert_int_equal(rules_pseudo_move_is_legal(v, pos, &pseudo[i]), ok);
        bool slow = rules_move_is_legal(v, pos, &pseudo[i]);
        if (pseudo[i].type == MOVE_DROP)
            assert_true(slow || !ok);
        else
            assert_int_equal(slow, ok);
        kept += ok;
        *rejected += !ok;
        (*tested)++;
    }
    assert_int_equal(kept, nl);
    for (int i = 0; depth > 1 && i < nl; i++) {
        Undo u;
        rules_make(v, pos, &legal[i], &u);
        agree(v, pos, depth - 1, rejected, tested);
        rules_unmake(v, pos, &u);
    }
}

/* The position `fen` of a loaded variant (both must be good). */
static void set_up(Variant *v, const char *fen, Position *pos)
{
    assert_non_null(v);
    DiagSink d;
    diag_init(&d);
    assert_true(fen_parse(v, fen, pos, "t", &d));
    diag_free(&d);
}

static void test_pseudo_move_is_legal(void **state)
{
    (void)state;
    const struct {
        const char *variant, *fen;
    } cases[] = {
        {"standard.yaml", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"standard.yaml", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
        {"standard.yaml", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
        {"crazyhouse.yaml", "r1b1k2r/ppp2ppp/2n5/3qp3/1b1P4/2N2N2/PPP2PPP/R1BQKB1R[Pn] w KQkq - 0 7"},
        /* P@e4 would mate: a pawn drop may not here (uchifuzume), though it is a candidate */
        {"uchifuzume", "3rk/3s1/4G/5/K4[P] w - - 0 1"},
        /* explosions: quiet moves judged quickly, captures made and tested; a pinned
         * pawn (g3), kings side by side (never in check); flying generals: the slow way */
        {"atomic.yaml", "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"},
        {"atomic.yaml", "rnb1kbnr/pppp1ppp/8/4p3/7q/6P1/PPPPP2P/RNBQKBNR w KQkq - 0 3"},
        {"atomic.yaml", "8/8/2n5/3Kk3/8/8/1q6/R6B w - - 0 1"},
        {"xiangqi.yaml", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
        /* in check: only moves onto the checker or between it and the king answer */
        {"standard.yaml", "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3"},
        /* no check may be given: the quick test asks the table about the moving piece's
         * checks, and the knight on a4 (between the rook and the king on the a-file) discovers one */
        {"racing_kings.yaml", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"},
        {"racing_kings.yaml", "4b1r1/8/k4n2/8/N7/8/1Q6/R5BK w - - 0 1"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Variant *v = strcmp(cases[c].variant, "uchifuzume") ? load_named(cases[c].variant) : load_uchifuzume();
        Position pos;
        set_up(v, cases[c].fen, &pos);
        int rejected = 0, tested = 0;
        agree(v, &pos, 2, &rejected, &tested);
        assert_true(tested > 150);
        assert_true(rejected > 0); /* pinned pieces, kings walking into attacks, checks to answer */
        variant_free(v);
    }
}

/* The Legality of `fen` in `variant`, after checking that the quick test agrees with
 * making every move two plies deep (over 20 moves, at least `min_rejected` refused). */
static Legality legality_agreeing(const char *variant, const char *fen, int min_rejected)
{
    Variant *v = load_named(variant);
    Position pos;
    set_up(v, fen, &pos);
    Legality l;
    rules_legality_init(v, &pos, &l);
    int rejected = 0, tested = 0;
    agree(v, &pos, 2, &rejected, &tested);
    assert_true(tested > 20);
    assert_true(rejected >= min_rejected);
    variant_free(v);
    return l;
}

/* Hops, blocked leaps and the flying general no longer force every move to be made: the
 * quick test reads the squares those attacks on the general depend on (the screens). It
 * must still agree with making each move, two plies deep, where a screen is what matters:
 * xiangqi: a cannon on a2 behind two pieces (b2, c2) on the general's rank, a horse on f4
 * whose leg (f3) is filled, a lone chariot between the generals on the e-file, a general
 * that may not step onto the enemy general's open file (d1-e1); janggi: a
 * cannon behind a cannon and a chariot (only moving the chariot is safe: a cannon may not
 * be a screen), a cannon on a palace diagonal with its screen point (e2) empty, a horse
 * with a filled leg; minixiangqi: a cannon behind two pieces and a lone chariot between
 * the generals again. With the generals facing (janggi's bikjang) every move is made. */
static void test_screens_judged_quickly(void **state)
{
    (void)state;
    const struct {
        const char *variant, *fen;
        bool quick;
    } cases[] = {
        {"xiangqi.yaml", "9/4k4/9/9/9/4R4/5n3/5N3/cNR1K4/9 w - - 0 1", true},
        {"xiangqi.yaml", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", true},
        {"xiangqi.yaml", "4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", true},
        {"minixiangqi.yaml", "7/3k3/7/3R3/7/cNRK3/7 w - - 0 1", true},
        {"janggi.yaml", "9/4k4/3c5/9/9/3R5/3C5/2n2c3/2R6/3KA4 w - - 0 1", true},
        {"janggi.yaml", "3k5/9/9/9/9/9/9/2c6/4A4/3K5 w - - 0 1", false},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        assert_int_equal(legality_agreeing(cases[c].variant, cases[c].fen, 1).quick, cases[c].quick);
}

/* Where nothing can expose a royal piece no move is made to test it: a variant without
 * royal pieces (antichess, duck chess: Legality.every), and a side without one (horde's
 * White: Legality.unroyal; Black, with its king, is judged as before: its rook on e7 is
 * pinned by the queen). The answers still agree with making every move, two plies deep. */
static void test_sides_without_royals_skip_the_test(void **state)
{
    (void)state;
    const struct {
        const char *variant, *fen;
        bool every, unroyal;
        int min_rejected;
    } cases[] = {
        {"antichess.yaml", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", true, false, 0},
        {"duck.yaml", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", true, false, 0},
        {"horde.yaml", "4k3/4r3/8/8/8/8/PPP5/4Q3 w - - 0 1", false, true, 1},
        {"horde.yaml", "4k3/4r3/8/8/8/8/PPP5/4Q3 b - - 0 1", false, false, 1},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Legality l = legality_agreeing(cases[c].variant, cases[c].fen, cases[c].min_rejected);
        assert_int_equal(l.every, cases[c].every);
        assert_int_equal(l.unroyal, cases[c].unroyal);
    }
}

/* The compiled kinds (AttackTables.fast) give the moves the VM gives, in the same order:
 * every piece of both sides of every shipped variant, over 24 plies of a fixed game. */
static int compare_with_vm(const Variant *v, Position *pos)
{
    int compared = 0;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < pos->piece_count[c]; i++) {
            Square from = pos->list[c][i];
            int kind = piece_kind(pos->board[from]);
            const PieceKind *k = &v->kinds[kind];
            if (!v->attacks.fast[kind].nsteps || ((v->attacks.region_kinds >> kind) & 1))
                continue;
            Move fast[CSM_MAX_MOVES], vm[CSM_MAX_MOVES];
            int nf = rules_piece_moves(v, pos, from, fast, CSM_MAX_MOVES, NULL);
            CsmOut out;
            csm_out_init(&out, vm, CSM_MAX_MOVES);
            CsmRun run = {pos, k->program, &v->sym, kind, (Color)c, false, NULL, NULL};
            assert_true(csm_run_piece(&run, from, &out));
            assert_int_equal(nf, out.count);
            for (int j = 0; j < nf; j++)
                assert_true(move_equal(&fast[j], &vm[j]));
            /* the one-test skip of a piece without moves: never a piece that has one, and
             * on a board without walls every such piece of a kind it covers */
            bool stuck = surely_stuck(v, pos, from, pos->board[from]);
            if (stuck)
                assert_int_equal(nf, 0);
            if (pos->bitboards && !pos->has_walls && ((v->attacks.movable_kinds >> kind) & 1))
                assert_int_equal(stuck, nf == 0);
            compared++;
        }
    return compared;
}

/* The bitboards' attack test (AttackTables.bitboards) answers as the walk over the
 * pieces and steps does: every square, both sides. Returns the squares compared. */
static int compare_bitboard_attacks(Variant *v, Position *pos)
{
    struct BitboardAttacks *b = v->attacks.bitboards;
    if (!b)
        return 0;
    int compared = 0;
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++)
            for (int c = 0; c < 2; c++) {
                bool fast = rules_is_attacked(v, pos, sq_make(f, r), (Color)c, PIECE_NONE);
                v->attacks.bitboards = NULL;
                bool walked = rules_is_attacked(v, pos, sq_make(f, r), (Color)c, PIECE_NONE);
                v->attacks.bitboards = b;
                assert_int_equal(fast, walked);
                compared++;
            }
    /* and so do the pins and discovering pieces the legality test reads */
    Legality with, without;
    memset(&with, 0, sizeof with);
    memset(&without, 0, sizeof without);
    rules_legality_init(v, pos, &with);
    v->attacks.bitboards = NULL;
    rules_legality_init(v, pos, &without);
    v->attacks.bitboards = b;
    assert_int_equal(with.quick, without.quick);
    assert_memory_equal(with.pinned, without.pinned, sizeof with.pinned);
    assert_memory_equal(with.discovers, without.discovers, sizeof with.discovers);
    return compared;
}

/* The step tables (AttackTables.step_reach, and the leapers' tests in the position's
 * masks) give the side to move the same candidate moves, in the same order, as the
 * compiled steps walked square by square. Returns how many moves were compared. */
static int compare_step_tables(Variant *v, Position *pos)
{
    StepReach *tables = v->attacks.step_reach;
    if (!tables)
        return 0;
    static Move with[CSM_MAX_MOVES], without[CSM_MAX_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_pseudo_moves(v, pos, with, CSM_MAX_MOVES, &err);
    v->attacks.step_reach = NULL;
    int walked = rules_pseudo_moves(v, pos, without, CSM_MAX_MOVES, &err);
    v->attacks.step_reach = tables;
    assert_int_equal(n, walked);
    for (int i = 0; i < n; i++)
        assert_true(move_equal(&with[i], &without[i]));
    return n;
}

/* ... and in positions with promotions, en passant and castling (Standard), and in
 * horde's start. */
static void test_step_tables_match_the_walk(void **state)
{
    (void)state;
    static const struct {
        const char *variant, *fen;
    } cases[] = {
        {"standard.yaml", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"standard.yaml", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"},
        {"standard.yaml", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
        {"horde.yaml", NULL},
    };
    int compared = 0;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Variant *v = load_named(cases[c].variant);
        assert_non_null(v);
        Game *g = game_new(v, cases[c].fen, NULL);
        assert_non_null(g);
        int n = compare_step_tables(v, &g->pos);
        assert_true(n >= g->nlegal && g->nlegal > 0); /* every legal move is a candidate */
        compared += n;
        game_free(g);
        variant_free(v);
    }
    assert_true(compared >= 48 + 24 + 30 + 8); /* the positions' legal moves */
}

/* Quiescence's list without drops is the full list with every drop left out, in the
 * same order; the drops land on each empty square once per kind in hand (pawns not on
 * the first or last rank), as a square-by-square count of the board says. */
static void test_moves_without_drops(void **state)
{
    (void)state;
    Variant *v = load_named("crazyhouse.yaml");
    assert_non_null(v);
    Game *g = game_new(v, "r3kb1r/ppp2pp1/2b5/4qN2/6p1/2N1PN2/PPPP1KPP/R1B2B1R[NPqpp] w kq - 0 16", NULL);
    assert_non_null(g);
    static Move all[CSM_MAX_MOVES], board[CSM_MAX_MOVES];
    int n = rules_pseudo_moves(v, &g->pos, all, CSM_MAX_MOVES, NULL);
    int nb = rules_pseudo_moves_without_drops(v, &g->pos, board, CSM_MAX_MOVES, NULL);
    int kept = 0, drops = 0, empty = 0, empty_inner = 0;
    for (int i = 0; i < n; i++) {
        if (all[i].type == MOVE_DROP) {
            assert_int_equal(g->pos.board[all[i].to], PIECE_NONE);
            drops++;
            continue;
        }
        assert_true(kept < nb && move_equal(&all[i], &board[kept]));
        kept++;
    }
    assert_int_equal(kept, nb);
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++)
            if (!g->pos.board[sq_make(f, r)]) {
                empty++;
                empty_inner += r > 0 && r < 7;
            }
    assert_int_equal(drops, empty + empty_inner); /* a knight anywhere, a pawn off ranks 1 and 8 */
    assert_true(drops > 50);
    game_free(g);
    variant_free(v);
}

static void test_compiled_kinds_match_the_vm(void **state)
{
    (void)state;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/variants", CSM_TEST_DATA_DIR);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *ent;
    int compiled_variants = 0, compared = 0, attacks_compared = 0, tables_compared = 0, wide_tables = 0;
    uint32_t seed = 12345;
    while ((ent = readdir(d)) != NULL) {
        size_t len = strlen(ent->d_name);
        if (len < 6 || strcmp(ent->d_name + len - 5, ".yaml") != 0)
            continue;
        Variant *v = load_named(ent->d_name);
        if (!v)
            continue; /* not a playable variant on its own (a fragment): other tests load it */
        bool any = false;
        for (int k = 0; k < v->nkinds; k++)
            any = any || v->attacks.fast[k].nsteps > 0;
        compiled_variants += any;
        Game *g = game_new(v, NULL, NULL);
        for (int ply = 0; g && ply < 24; ply++) {
            compared += compare_with_vm(v, &g->pos);
            attacks_compared += compare_bitboard_attacks(v, &g->pos);
            int tables = compare_step_tables(v, &g->pos);
            tables_compared += tables;
            wide_tables += g->pos.wide ? tables : 0; /* boards of 65 to 128 squares have the step tables too */
            if (g->nlegal == 0)
                break;
            seed = seed * 1103515245u + 12345u;
            Move m = g->legal[(seed >> 16) % (uint32_t)g->nlegal];
            if (!game_play(g, &m))
                break;
        }
        game_free(g);
        variant_free(v);
    }
    closedir(d);
    assert_true(compiled_variants >= 20);
    assert_true(compared > 5000);
    assert_true(attacks_compared > 20000);
    assert_true(tables_compared > 5000);
    assert_true(wide_tables > 1000);
}

/* rules_tactical_moves against the list it stands for: rules_pseudo_moves_without_drops
 * sifted down to its captures and promotions, move for move in the same order. Returns
 * how many moves matched; counts the promotions among them. */
static int compare_tactical(const Variant *v, Position *pos, int *promotions)
{
    static Move all[CSM_MAX_MOVES], tactical[CSM_MAX_MOVES];
    int n = rules_pseudo_moves_without_drops(v, pos, all, CSM_MAX_MOVES, NULL);
    int nt = rules_tactical_moves(v, pos, tactical, CSM_MAX_MOVES, NULL);
    int kept = 0;
    for (int i = 0; i < n; i++) {
        bool promotion = all[i].become && all[i].type != MOVE_DROP;
        if (!move_is_capture(&all[i]) && !promotion)
            continue;
        assert_true(kept < nt && move_equal(&all[i], &tactical[kept]));
        kept++;
        *promotions += promotion;
    }
    assert_int_equal(kept, nt);
    return kept;
}

/* Quiescence's captures-and-promotions generator gives the sifted full list in random
 * games of every variant (hoppers, rides, double steps, en passant, promotions with and
 * without a choice, hands, boards larger than 64 squares), and in positions full of
 * promotions. */
static void test_tactical_moves_match_the_sift(void **state)
{
    (void)state;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/variants", CSM_TEST_DATA_DIR);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *ent;
    int variants = 0, positions = 0, compared = 0, promotions = 0;
    uint32_t seed = 4242;
    while ((ent = readdir(d)) != NULL) {
        size_t len = strlen(ent->d_name);
        if (len < 6 || strcmp(ent->d_name + len - 5, ".yaml") != 0)
            continue;
        Variant *v = load_named(ent->d_name);
        if (!v)
            continue;
        int before = compared;
        for (int game = 0; game < 3; game++) {
            Game *g = game_new(v, NULL, NULL);
            for (int ply = 0; g && ply < 80 && g->nlegal > 0; ply++) {
                compared += compare_tactical(v, &g->pos, &promotions);
                positions++;
                seed = seed * 1103515245u + 12345u;
                Move m = g->legal[(seed >> 16) % (uint32_t)g->nlegal];
                if (!game_play(g, &m))
                    break;
            }
            game_free(g);
        }
        variants += compared > before;
        variant_free(v);
    }
    closedir(d);
    static const struct {
        const char *variant, *fen;
    } cases[] = {
        {"standard.yaml", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"},
        {"standard.yaml", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1"},
        {"standard.yaml", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
        {"shogi.yaml", "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Variant *v = load_named(cases[c].variant);
        assert_non_null(v);
        Game *g = game_new(v, cases[c].fen, NULL);
        assert_non_null(g);
        compared += compare_tactical(v, &g->pos, &promotions);
        game_free(g);
        variant_free(v);
    }
    printf("tactical: %d variants, %d positions, %d moves, %d promotions\n", variants, positions, compared,
           promotions);
    assert_true(variants >= 20);
    assert_true(compared > 3000 && promotions >= 20);
}

/* Boards of up to 64 squares keep each colour's squares as a bitboard, and a piece whose
 * steps are plain leaps, rides and double steps without a move is passed over with one
 * mask test: horde's start has 36 White pawns and only the 8 in front can move. */
static void test_stuck_pieces_are_skipped(void **state)
{
    (void)state;
    Variant *v = load_named("horde.yaml");
    assert_non_null(v);
    Game *g = game_new(v, NULL, NULL);
    assert_non_null(g);
    int pawn = variant_find_kind(v, "pawn");
    assert_true(pawn >= 0 && ((v->attacks.movable_kinds >> pawn) & 1));
    int stuck = 0;
    uint64_t seen[2] = {0, 0};
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < g->pos.piece_count[c]; i++) {
            Square s = g->pos.list[c][i];
            seen[c] |= 1ULL << (sq_rank(s) * 8 + sq_file(s));
            stuck += c == WHITE && surely_stuck(v, &g->pos, s, g->pos.board[s]);
        }
    assert_int_equal(stuck, 28);
    assert_true(g->pos.occupied[WHITE] == seen[WHITE] && g->pos.occupied[BLACK] == seen[BLACK]);
    /* make and unmake keep the bitboards in step with the board */
    Move m = g->legal[0];
    Undo u;
    rules_make(v, &g->pos, &m, &u);
    assert_true(g->pos.occupied[WHITE] != seen[WHITE]);
    rules_unmake(v, &g->pos, &u);
    assert_true(g->pos.occupied[WHITE] == seen[WHITE] && g->pos.occupied[BLACK] == seen[BLACK]);
    game_free(g);
    variant_free(v);
    /* xiangqi's 90 squares: no bitboards, nothing skipped this way */
    v = load_named("xiangqi.yaml");
    assert_non_null(v);
    assert_null(v->attacks.first_reach);
    assert_true(v->attacks.movable_kinds == 0);
    variant_free(v);
}

/* Blocked leaps (observe), steps allowed only in a zone, paths along the palace lines,
 * and the cannons' hops over one screen (janggi's: not over a cannon, never taking one)
 * compile to steps too, so xiangqi and janggi run all their pieces without the VM;
 * test_compiled_kinds_match_the_vm checks those steps give the VM's moves. */
static void test_guarded_leaps_and_hops_compile(void **state)
{
    (void)state;
    const struct {
        const char *variant, *kinds[7];
    } cases[] = {
        {"xiangqi.yaml", {"horse", "elephant", "cannon", "soldier", "general", "chariot", "advisor"}},
        {"janggi.yaml", {"horse", "elephant", "guard", "soldier", "general", "chariot", "cannon"}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Variant *v = load_named(cases[c].variant);
        assert_non_null(v);
        for (int i = 0; i < 7; i++) {
            int k = variant_find_kind(v, cases[c].kinds[i]);
            assert_true(k >= 0);
            assert_true(v->attacks.fast[k].nsteps > 0);
        }
        variant_free(v);
    }
}

/* finish_from: move generation looks at a pawn's moves again (double-step marks,
 * promotions) only from the squares where one of them may need it: the double steps
 * from the first two ranks (horde's pawns step twice from the first) and the rank before
 * the last, for each colour; a knight never. Of those, only the rank before the last
 * goes through the promotion pass (AttackTables.promote_from). */
static bool finish_from(const Variant *v, int kind, Color c, Square s)
{
    return (v->attacks.finish_from[kind][c][s >> 6] >> (s & 63)) & 1;
}

static void test_finish_only_where_needed(void **state)
{
    (void)state;
    Variant *v = load_standard();
    assert_non_null(v);
    int pawn = variant_find_kind(v, "pawn"), knight = variant_find_kind(v, "knight");
    assert_true(pawn >= 0 && knight >= 0);
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++) {
            Square s = sq_make(f, r);
            assert_int_equal(finish_from(v, pawn, WHITE, s), r <= 1 || r == 6);
            assert_int_equal(finish_from(v, pawn, BLACK, s), r >= 6 || r == 1);
            assert_false(finish_from(v, knight, WHITE, s));
            /* the full pass (promotions) only from the rank before the last; elsewhere
             * only the double steps are marked */
            assert_int_equal((v->attacks.promote_from[pawn][WHITE][s >> 6] >> (s & 63)) & 1, r == 6);
            assert_int_equal((v->attacks.promote_from[pawn][BLACK][s >> 6] >> (s & 63)) & 1, r == 1);
        }
    variant_free(v);
    /* shogi: a piece moving out of the zone may promote too, so from inside it as well */
    v = load_named("shogi.yaml");
    assert_non_null(v);
    int silver = variant_find_kind(v, "silver");
    assert_true(silver >= 0);
    assert_true(finish_from(v, silver, WHITE, sq_make(4, 7)));  /* in Black's camp */
    assert_true(finish_from(v, silver, WHITE, sq_make(4, 5)));  /* one step from it */
    assert_false(finish_from(v, silver, WHITE, sq_make(4, 3)));
    variant_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard_suite),
        cmocka_unit_test(test_make_unmake_restores),
        cmocka_unit_test(test_pseudo_move_is_legal),
        cmocka_unit_test(test_screens_judged_quickly),
        cmocka_unit_test(test_sides_without_royals_skip_the_test),
        cmocka_unit_test(test_compiled_kinds_match_the_vm),
        cmocka_unit_test(test_step_tables_match_the_walk),
        cmocka_unit_test(test_moves_without_drops),
        cmocka_unit_test(test_tactical_moves_match_the_sift),
        cmocka_unit_test(test_guarded_leaps_and_hops_compile),
        cmocka_unit_test(test_finish_only_where_needed),
        cmocka_unit_test(test_stuck_pieces_are_skipped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
