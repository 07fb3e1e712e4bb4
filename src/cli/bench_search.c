#include "bench_search.h"

#include "bench_against.h"
#include "cli_util.h"
#include "cli_variant.h"
#include "uci_move.h"

#include "datadir.h"
#include "fen.h"
#include "game.h"
#include "search.h"
#include "variant_build.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Openings, middle games and endings of variants whose pieces and conditions differ:
 * scripted and shaped pieces, goal zones, counted checks, compulsory captures, a race,
 * drops, palaces and cannons. */
static const struct {
    const char *variant; /* file under variants/ */
    const char *fen;     /* NULL: the variant's setup */
} bench_positions[] = {
    {"standard.yaml", NULL},
    {"standard.yaml", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
    {"standard.yaml", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    {"standard.yaml", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R1BQ1RK1 w - - 0 9"},
    {"capablanca.yaml", NULL},
    {"king_of_the_hill.yaml", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"},
    {"three_check.yaml", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3"},
    {"racing_kings.yaml", NULL},
    {"antichess.yaml", "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - - 0 1"},
    {"horde.yaml", NULL},
    {"chessembly_army.yaml", NULL},
    {"shape_menagerie.yaml", NULL},
    /* the families with drops, palaces and cannons, and the Thai game (issue 45) */
    {"crazyhouse.yaml", "r1bqk2r/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[Nn] w KQkq - 0 6"},
    {"shogi.yaml", NULL},
    {"xiangqi.yaml", NULL},
    {"janggi.yaml", NULL},
    {"makruk.yaml", NULL},
};

/* What our pass left for the other engine: a position searched, its FEN as
 * Fairy-Stockfish writes it ("" for the variant's setup: startpos), our nodes and time. */
typedef struct BenchDone {
    bool searched;
    uint64_t nodes;
    double secs;
    char fen[512];
} BenchDone;

enum { BENCH_POSITIONS = sizeof bench_positions / sizeof bench_positions[0] };

/* Prints the totals of the other engine and the ratio, over the positions it played. */
static int print_against_totals(int played, const char *skipped, uint64_t our_nodes, double our_secs,
                                uint64_t their_nodes, double their_secs, double log_ratio_sum)
{
    printf("against positions: %d of %d%s%s%s\n", played, (int)BENCH_POSITIONS, *skipped ? " (skipped:" : "", skipped,
           *skipped ? ")" : "");
    if (!played) {
        fprintf(stderr, "bench: the engine plays none of the positions' variants: no ratio\n");
        return 1;
    }
    double ours = our_secs > 0 ? (double)our_nodes / our_secs : 0.0;
    double theirs = their_secs > 0 ? (double)their_nodes / their_secs : 0.0;
    printf("against nodes: %llu\nagainst seconds: %.3f\nagainst nodes per second: %.0f\n",
           (unsigned long long)their_nodes, their_secs, theirs);
    printf("chessembly nodes: %llu\nchessembly seconds: %.3f\nchessembly nodes per second: %.0f\n",
           (unsigned long long)our_nodes, our_secs, ours);
    printf("ratio (chessembly / against) nodes per second: %.3g\n", theirs > 0 ? ours / theirs : 0.0);
    /* the totals weigh each position by its time (one long search outweighs the rest):
     * the geometric mean of the positions' own ratios weighs them alike */
    printf("ratio, geometric mean over the positions: %.3g\n", exp(log_ratio_sum / played));
    return 0;
}

/* The other engine on every position our pass searched whose variant it knows (by its
 * Fairy-Stockfish name), for as long as ours took (at least 100 ms). */
static int bench_against_search(const char *command, const BenchDone *done)
{
    BenchEngine e;
    if (!bench_engine_open(&e, command))
        return 1;
    printf("\nagainst engine: %s\n", command);
    printf("%-22s %-14s %12s %9s %10s %6s\n", "variant", "as", "nodes", "ms", "nodes/s", "ratio");
    double log_ratio_sum = 0;
    uint64_t our_nodes = 0, their_nodes = 0;
    double our_secs = 0, their_secs = 0;
    int played = 0;
    char skipped[512] = "";
    for (size_t i = 0; i < BENCH_POSITIONS; i++) {
        if (!done[i].searched)
            continue;
        char stem[128];
        const char *name = bench_against_variant_name(bench_positions[i].variant, stem, sizeof stem);
        if (!bench_engine_knows(&e, name)) {
            printf("%-22s skipped: the engine has no variant '%s'\n", stem, name);
            size_t n = strlen(skipped);
            snprintf(skipped + n, sizeof skipped - n, " %s", stem);
            continue;
        }
        int ms = (int)(done[i].secs * 1000 + 0.5);
        ms = ms < 100 ? 100 : ms;
        uint64_t nodes;
        double secs;
        if (!bench_engine_set_variant(&e, name, true) ||
            !bench_engine_search(&e, done[i].fen[0] ? done[i].fen : NULL, ms, &nodes, &secs, NULL))
            return 1;
        double theirs = secs > 0 ? (double)nodes / secs : 0.0;
        double ours = done[i].secs > 0 ? (double)done[i].nodes / done[i].secs : 0.0;
        double ratio = theirs > 0 && ours > 0 ? ours / theirs : 1.0;
        printf("%-22s %-14s %12llu %9.0f %10.0f %6.2f\n", stem, name, (unsigned long long)nodes, secs * 1000, theirs,
               ratio);
        log_ratio_sum += log(ratio);
        our_nodes += done[i].nodes;
        our_secs += done[i].secs;
        their_nodes += nodes;
        their_secs += secs;
        played++;
    }
    bench_engine_close(&e);
    return print_against_totals(played, skipped, our_nodes, our_secs, their_nodes, their_secs, log_ratio_sum);
}

int bench_search(int depth, const char *against)
{
    Search *s = search_new(16);
    if (!s) {
        fprintf(stderr, "bench: out of memory\n");
        return 1;
    }
    SearchLimits limits;
    memset(&limits, 0, sizeof limits);
    limits.depth = depth;
    uint64_t total_nodes = 0;
    double total_secs = 0;
    int status = 0;
    BenchDone done[BENCH_POSITIONS];
    memset(done, 0, sizeof done);
    printf("%-22s %5s %12s %9s %10s  %-8s %s\n", "variant", "depth", "nodes", "ms", "nodes/s", "best", "score");
    for (size_t i = 0; i < BENCH_POSITIONS; i++) {
        char rel[PATH_MAX], path[PATH_MAX];
        snprintf(rel, sizeof rel, "variants/%s", bench_positions[i].variant);
        Variant *v = cli_load_variant(csm_data_path(rel, path, sizeof path));
        DiagSink diags;
        diag_init(&diags);
        Game *g = v ? game_new(v, bench_positions[i].fen, &diags) : NULL;
        if (!g) {
            diag_print(&diags, stderr);
            diag_free(&diags);
            variant_free(v);
            status = 1;
            continue;
        }
        diag_free(&diags);
        if (bench_positions[i].fen)
            fen_write_style(v, &g->pos, FEN_STYLE_FSF, done[i].fen, sizeof done[i].fen);
        /* every position starts from an empty table, so each count stands alone; the
         * variant's evaluation is learnt before the clock starts (as the other engine
         * sets its variant up before `go`) */
        search_clear(s);
        search_prepare(s, v);
        double t0 = cli_now_seconds();
        SearchResult r = search_game(s, g, &limits, NULL, NULL);
        double secs = cli_now_seconds() - t0;
        char best[64] = "0000";
        if (r.has_move)
            uci_move_text(v, &g->pos, &r.best, best, sizeof best);
        printf("%-22.*s %5d %12llu %9.0f %10.0f  %-8s %d\n", (int)(strlen(bench_positions[i].variant) - 5),
               bench_positions[i].variant, r.depth, (unsigned long long)r.nodes, secs * 1000,
               secs > 0 ? (double)r.nodes / secs : 0.0, best, r.score);
        if (r.error.set) {
            fprintf(stderr, "%s:%d: runtime error: %s\n", v->file ? v->file : rel, r.error.line, r.error.message);
            status = 1;
        } else {
            done[i].searched = true;
            done[i].nodes = r.nodes;
            done[i].secs = secs;
        }
        total_nodes += r.nodes;
        total_secs += secs;
        game_free(g);
        variant_free(v);
    }
    printf("nodes: %llu\nseconds: %.3f\nnodes per second: %.0f\n", (unsigned long long)total_nodes, total_secs,
           total_secs > 0 ? (double)total_nodes / total_secs : 0.0);
    search_free(s);
    if (against && bench_against_search(against, done))
        status = 1;
    return status;
}
