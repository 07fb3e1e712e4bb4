#include "bench_search.h"

#include "cli_variant.h"
#include "uci_move.h"

#include "datadir.h"
#include "game.h"
#include "search.h"
#include "variant_build.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* Openings, middle games and endings of variants whose pieces and conditions differ:
 * scripted and shaped pieces, goal zones, counted checks, compulsory captures, a race. */
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
};

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int bench_search(int depth)
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
    printf("%-22s %5s %12s %9s %10s  %-8s %s\n", "variant", "depth", "nodes", "ms", "nodes/s", "best", "score");
    for (size_t i = 0; i < sizeof bench_positions / sizeof bench_positions[0]; i++) {
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
        /* every position starts from an empty table, so each count stands alone */
        search_clear(s);
        double t0 = now_seconds();
        SearchResult r = search_game(s, g, &limits, NULL, NULL);
        double secs = now_seconds() - t0;
        char best[64] = "0000";
        if (r.has_move)
            uci_move_text(v, &r.best, best, sizeof best);
        printf("%-22.*s %5d %12llu %9.0f %10.0f  %-8s %d\n", (int)(strlen(bench_positions[i].variant) - 5),
               bench_positions[i].variant, r.depth, (unsigned long long)r.nodes, secs * 1000,
               secs > 0 ? (double)r.nodes / secs : 0.0, best, r.score);
        if (r.error.set) {
            fprintf(stderr, "%s:%d: runtime error: %s\n", v->file ? v->file : rel, r.error.line, r.error.message);
            status = 1;
        }
        total_nodes += r.nodes;
        total_secs += secs;
        game_free(g);
        variant_free(v);
    }
    printf("nodes: %llu\nseconds: %.3f\nnodes per second: %.0f\n", (unsigned long long)total_nodes, total_secs,
           total_secs > 0 ? (double)total_nodes / total_secs : 0.0);
    search_free(s);
    return status;
}
