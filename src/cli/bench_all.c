#include "bench_all.h"

#include "bench_against.h"
#include "cli_util.h"
#include "cli_variant.h"
#include "uci_variants.h"

#include "game.h"
#include "search.h"
#include "variant_build.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One engine's figures on one variant. */
typedef struct Figures {
    uint64_t perft_nodes;
    double perft_secs;   /* median */
    uint64_t search_nodes;
    double search_secs;
    BenchDepths depths; /* how deep the search went, and when */
} Figures;

typedef enum { THEIRS_NONE, THEIRS_SKIPPED, THEIRS_DIFFER, THEIRS_OK } TheirsState;

/* The geometric means, over the variants that have each ratio. */
typedef struct Means {
    double log_perft, log_search;
    int nperft, nsearch;
} Means;

static double per_second(uint64_t nodes, double secs) { return secs > 0 ? (double)nodes / secs : 0.0; }

/* The deepest perft whose count stays within the budget (at least 1): each depth is
 * counted once, untimed, until the next would pass it at the last depth's growth. */
static int pick_depth(const Variant *v, Position *pos, uint64_t budget, CsmRuntimeError *err)
{
    uint64_t prev = 1;
    for (int d = 1; d < 8; d++) {
        uint64_t n = game_perft_checked(v, pos, d, err);
        if (err->set || n == 0)
            return d;
        double next = (double)n * ((double)n / (double)prev);
        if (next > (double)budget)
            return d;
        prev = n;
    }
    return 8;
}

/* Our perft at `depth`, `runs` times: the count and the median seconds. False after a
 * runtime error (printed). */
static bool our_perft(const Variant *v, Position *pos, int depth, int runs, Figures *f)
{
    double *secs = calloc((size_t)runs, sizeof *secs);
    if (!secs)
        return false;
    CsmRuntimeError err = {0};
    for (int r = 0; r < runs && !err.set; r++) {
        double t0 = cli_now_seconds();
        f->perft_nodes = game_perft_checked(v, pos, depth, &err);
        secs[r] = cli_now_seconds() - t0;
    }
    f->perft_secs = bench_median(secs, runs);
    free(secs);
    return !cli_report_runtime_error(&err, stderr);
}

/* SearchInfoFn: each iteration's depth and time, as the other engine's info lines give them. */
static void note_depth(void *user, const SearchInfo *info)
{
    if (info->multipv <= 1)
        bench_depths_note(user, info->depth, info->time_ms);
}

/* Our search of `ms` from the start position, from an empty table, the variant's
 * evaluation learnt before the clock starts (as the other engine sets its variant up). */
static bool our_search(Search *s, const Variant *v, int ms, Figures *f)
{
    DiagSink diags;
    diag_init(&diags);
    Game *g = game_new(v, NULL, &diags);
    if (!g)
        diag_print(&diags, stderr);
    diag_free(&diags);
    if (!g)
        return false;
    search_clear(s);
    search_prepare(s, v);
    SearchLimits limits;
    memset(&limits, 0, sizeof limits);
    limits.movetime_ms = ms;
    bench_depths_clear(&f->depths);
    double t0 = cli_now_seconds();
    SearchResult r = search_game(s, g, &limits, note_depth, &f->depths);
    f->search_secs = cli_now_seconds() - t0;
    f->search_nodes = r.nodes;
    f->depths.depth = r.depth;
    game_free(g);
    return true;
}

/* The other engine on the variant it calls `name`: perft at our depth (stopping at the
 * first count that is not ours: then no search), then the search. False when it stops
 * answering. */
static bool their_figures(BenchEngine *e, const char *name, int depth, const BenchAllOptions *opt,
                          const Figures *ours, Figures *f, TheirsState *state)
{
    if (!bench_engine_knows(e, name)) {
        *state = THEIRS_SKIPPED;
        return true;
    }
    double *secs = calloc((size_t)opt->runs, sizeof *secs);
    if (!secs || !bench_engine_set_variant(e, name, false)) {
        free(secs);
        return false;
    }
    *state = THEIRS_OK;
    for (int r = 0; r < opt->runs && *state == THEIRS_OK; r++) {
        if (!bench_engine_perft(e, depth, &f->perft_nodes, &secs[r])) {
            free(secs);
            return false;
        }
        if (f->perft_nodes != ours->perft_nodes)
            *state = THEIRS_DIFFER;
    }
    f->perft_secs = bench_median(secs, opt->runs);
    free(secs);
    if (*state == THEIRS_DIFFER)
        return true; /* another game: its search would not compare */
    return bench_engine_set_variant(e, name, true) &&
           bench_engine_search(e, NULL, opt->search_ms, &f->search_nodes, &f->search_secs, &f->depths);
}

/* A ratio column: ours over theirs, added to the mean; "-" without one. */
static void print_ratio(double ours, double theirs, bool have, double *log_sum, int *count)
{
    if (have && ours > 0 && theirs > 0) {
        printf(" %7.2fx", ours / theirs);
        *log_sum += log(ours / theirs);
        (*count)++;
    } else {
        printf(" %8s", "-");
    }
}

/* The deepest depth both searches reached with a time for it (0: none): the time to
 * depth the two are compared at. */
static int common_depth(const BenchDepths *ours, const BenchDepths *theirs)
{
    int d = ours->depth < theirs->depth ? ours->depth : theirs->depth;
    while (d > 0 && (ours->ms[d] < 0 || theirs->ms[d] < 0))
        d--;
    return d;
}

static void print_row(const char *stem, const char *name, int depth, const Figures *ours, const Figures *theirs,
                      TheirsState state, Means *m)
{
    static const char *const said[] = {"", "skipped", "differs", ""};
    printf("%-18s %-16s %2d %12llu %11.0f", stem, name, depth, (unsigned long long)ours->perft_nodes,
           per_second(ours->perft_nodes, ours->perft_secs));
    if (state == THEIRS_OK)
        printf(" %11.0f", per_second(theirs->perft_nodes, theirs->perft_secs));
    else
        printf(" %11s", said[state]);
    print_ratio(per_second(ours->perft_nodes, ours->perft_secs),
                per_second(theirs->perft_nodes, theirs->perft_secs), state == THEIRS_OK, &m->log_perft, &m->nperft);
    printf(" | %10.0f %3d", per_second(ours->search_nodes, ours->search_secs), ours->depths.depth);
    bool searched = state == THEIRS_OK;
    if (searched)
        printf(" %10.0f %3d", per_second(theirs->search_nodes, theirs->search_secs), theirs->depths.depth);
    else
        printf(" %10s %3s", "-", "-");
    print_ratio(per_second(ours->search_nodes, ours->search_secs),
                per_second(theirs->search_nodes, theirs->search_secs), searched, &m->log_search, &m->nsearch);
    int common = searched ? common_depth(&ours->depths, &theirs->depths) : 0;
    if (common)
        printf(" | %3d %8d %8d", common, ours->depths.ms[common], theirs->depths.ms[common]);
    else
        printf(" | %3s %8s %8s", "-", "-", "-");
    putchar('\n');
    fflush(stdout);
}

/* The machine's load average (Linux), to read the figures by. */
static void print_load(void)
{
    FILE *f = fopen("/proc/loadavg", "r");
    char text[128];
    if (f && fgets(text, sizeof text, f)) {
        double a, b, c;
        if (sscanf(text, "%lf %lf %lf", &a, &b, &c) == 3)
            printf("load average: %.2f %.2f %.2f (1, 5, 15 minutes)\n", a, b, c);
    }
    if (f)
        fclose(f);
}

static void print_means(const Means *m)
{
    if (m->nperft)
        printf("perft ratio, geometric mean over %d variants: %.3gx\n", m->nperft, exp(m->log_perft / m->nperft));
    if (m->nsearch)
        printf("search ratio, geometric mean over %d variants: %.3gx\n", m->nsearch,
               exp(m->log_search / m->nsearch));
    print_load();
}

enum { ONE_OK, ONE_FAILED, ONE_ENGINE_STOPPED };

/* One variant: our figures, the other engine's, the line. ONE_FAILED when ours fail
 * (the next variant may still run), ONE_ENGINE_STOPPED when the other engine does. */
static int bench_one(const UciVariant *item, Search *s, BenchEngine *e, BenchEngine *e_chess, const BenchAllOptions *opt,
                     Means *m)
{
    Position pos;
    Variant *v = cli_load_position(item->path, NULL, &pos);
    if (!v)
        return ONE_FAILED;
    Figures ours = {0}, theirs = {0};
    CsmRuntimeError err = {0};
    int depth = pick_depth(v, &pos, opt->budget, &err);
    bool ok = !cli_report_runtime_error(&err, stderr) && our_perft(v, &pos, depth, opt->runs, &ours) &&
              our_search(s, v, opt->search_ms, &ours);
    variant_free(v);
    if (!ok)
        return ONE_FAILED;
    char stem[128];
    const char *name = bench_against_variant_name(item->path, stem, sizeof stem);
    TheirsState state = THEIRS_NONE;
    if (e && e_chess && !strcmp(name, "chess"))
        e = e_chess;
    if (e && !their_figures(e, name, depth, opt, &ours, &theirs, &state))
        return ONE_ENGINE_STOPPED;
    print_row(stem, e ? name : "-", depth, &ours, &theirs, state, m);
    return ONE_OK;
}

int bench_all(const BenchAllOptions *opt)
{
    BenchEngine engine, chess_engine, *e = NULL, *e_chess = NULL;
    if (opt->against) {
        if (!bench_engine_open(&engine, opt->against))
            return 1;
        e = &engine;
        printf("against engine: %s\n", opt->against);
    }
    if (e && opt->against_default) {
        if (!bench_engine_open(&chess_engine, opt->against_default)) {
            bench_engine_close(e);
            return 1;
        }
        e_chess = &chess_engine;
        printf("against engine for chess: %s\n", opt->against_default);
    }
    Search *s = search_new(16);
    UciVariants shipped = {0};
    uci_variants_scan(&shipped);
    printf("perft: the deepest within %llu nodes, median of %d; search: %d ms from the start\n",
           (unsigned long long)opt->budget, opt->runs, opt->search_ms);
    printf("%-18s %-16s %2s %12s %11s %11s %8s | %10s %3s %10s %3s %8s | %3s %8s %8s\n", "variant", "as", "d",
           "perft nodes", "ours n/s", "theirs n/s", "perft", "ours n/s", "d", "theirs n/s", "d", "search", "to",
           "ours ms", "their ms");
    Means m = {0};
    int status = s ? 0 : 1;
    for (int i = 0; s && i < shipped.count; i++) {
        int one = bench_one(&shipped.items[i], s, e, e_chess, opt, &m);
        if (one != ONE_OK) {
            fprintf(stderr, "bench --all: %s failed\n", shipped.items[i].id);
            status = 1;
        }
        if (one == ONE_ENGINE_STOPPED)
            break;
    }
    print_means(&m);
    uci_variants_free(&shipped);
    search_free(s);
    if (e)
        bench_engine_close(e);
    if (e_chess)
        bench_engine_close(e_chess);
    return status;
}
