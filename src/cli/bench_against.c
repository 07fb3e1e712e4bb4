/* bench_against.c — another UCI engine measured next to ours (see bench_against.h). */
#include "bench_against.h"

#include "cli_util.h"
#include "uci_variants.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Says on stderr why the engine gave no answer to `what`, and stops it. */
static bool engine_failed(BenchEngine *e, UciChildRead r, const char *what)
{
    char how[128];
    if (r == UCI_CHILD_TIMEOUT)
        fprintf(stderr, "bench: the engine '%s' did not answer %s within %d s\n", e->command, what,
                BENCH_AGAINST_TIMEOUT_MS / 1000);
    else
        fprintf(stderr, "bench: the engine '%s' ended before answering %s (%s)\n", e->command, what,
                uci_child_exit_text(&e->child, how, sizeof how));
    bench_engine_close(e);
    return false;
}

static bool send_line(BenchEngine *e, const char *line)
{
    if (uci_child_send(&e->child, line))
        return true;
    char how[128];
    fprintf(stderr, "bench: the engine '%s' no longer reads its input (%s)\n", e->command,
            uci_child_exit_text(&e->child, how, sizeof how));
    bench_engine_close(e);
    return false;
}

bool bench_engine_open(BenchEngine *e, const char *command)
{
    memset(e, 0, sizeof *e);
    e->command = command;
    char why[256];
    if (!uci_child_start(&e->child, command, why, sizeof why)) {
        fprintf(stderr, "bench: cannot start the engine '%s': %s\n", command, why);
        return false;
    }
    /* an engine that is gone before it reads `uci` (a command the shell did not find) has
     * ended before answering, whichever comes first: its exit or our write */
    if (!uci_child_send(&e->child, "uci"))
        return engine_failed(e, UCI_CHILD_CLOSED, "uci with uciok");
    for (;;) {
        const char *line;
        UciChildRead r = uci_child_read_line(&e->child, BENCH_AGAINST_TIMEOUT_MS, &line);
        if (r != UCI_CHILD_LINE)
            return engine_failed(e, r, "uci with uciok");
        if (!strcmp(line, "uciok"))
            return true;
        if (!strncmp(line, "option name UCI_Variant ", 24)) {
            free(e->variants);
            e->variants = strdup(line);
        }
    }
}

bool bench_engine_knows(const BenchEngine *e, const char *name)
{
    if (!e->variants)
        return !strcasecmp(name, "chess");
    /* `... type combo default chess var 3check var 5check ...`: the words after `var` */
    const char *p = strstr(e->variants, " var ");
    size_t n = strlen(name);
    while (p) {
        p += 5;
        if (!strncasecmp(p, name, n) && (p[n] == ' ' || p[n] == '\0'))
            return true;
        p = strstr(p, " var ");
    }
    return false;
}

static bool engine_ready(BenchEngine *e)
{
    const char *line;
    if (!send_line(e, "isready"))
        return false;
    UciChildRead r = uci_child_wait_for(&e->child, "readyok", BENCH_AGAINST_TIMEOUT_MS, &line);
    return r == UCI_CHILD_LINE || engine_failed(e, r, "isready with readyok");
}

bool bench_engine_set_variant(BenchEngine *e, const char *name, bool new_game)
{
    if (new_game && !send_line(e, "ucinewgame"))
        return false;
    if (e->variants) {
        char line[256];
        snprintf(line, sizeof line, "setoption name UCI_Variant value %s", name);
        if (!send_line(e, line))
            return false;
    }
    return engine_ready(e);
}

/* Sends the position, then the `go` command, noting when the go left in *t0. */
static bool send_timed_go(BenchEngine *e, const char *position, const char *go, double *t0)
{
    if (!send_line(e, position))
        return false;
    *t0 = cli_now_seconds();
    return send_line(e, go);
}

/* The engine's next line within timeout_ms; false (the failure reported) when none comes. */
static bool answer_line(BenchEngine *e, int timeout_ms, const char *go, const char **line)
{
    UciChildRead r = uci_child_read_line(&e->child, timeout_ms, line);
    return r == UCI_CHILD_LINE || engine_failed(e, r, go);
}

bool bench_engine_perft(BenchEngine *e, int depth, uint64_t *nodes, double *secs)
{
    char go[64];
    snprintf(go, sizeof go, "go perft %d", depth);
    double t0;
    if (!send_timed_go(e, "position startpos", go, &t0))
        return false;
    for (;;) {
        const char *line;
        if (!answer_line(e, BENCH_AGAINST_TIMEOUT_MS, go, &line))
            return false;
        unsigned long long n;
        if (sscanf(line, "Nodes searched: %llu", &n) == 1) {
            *secs = cli_now_seconds() - t0;
            *nodes = n;
            return true;
        }
    }
}

void bench_depths_clear(BenchDepths *d)
{
    d->depth = 0;
    for (int i = 0; i <= BENCH_MAX_DEPTH; i++)
        d->ms[i] = -1;
}

void bench_depths_note(BenchDepths *d, int depth, int ms)
{
    if (depth < 1 || depth > BENCH_MAX_DEPTH)
        return;
    d->depth = depth;
    d->ms[depth] = ms;
}

/* One `info` line of a search: its nodes and depth, and with a score (an iteration's
 * result, not a currmove line) the time it came, its own `time` field when it has one. */
static void read_search_info(const char *line, double t0, uint64_t *nodes, BenchDepths *depths)
{
    const char *p = strstr(line, " nodes ");
    unsigned long long n;
    if (p && sscanf(p, " nodes %llu", &n) == 1)
        *nodes = n;
    const char *d = strstr(line, " depth ");
    int dn, ms;
    if (!depths || !d || sscanf(d, " depth %d", &dn) != 1)
        return;
    if (!strstr(line, " score ")) {
        depths->depth = dn;
        return;
    }
    const char *t = strstr(line, " time ");
    if (!t || sscanf(t, " time %d", &ms) != 1)
        ms = (int)((cli_now_seconds() - t0) * 1000.0);
    bench_depths_note(depths, dn, ms);
}

bool bench_engine_search(BenchEngine *e, const char *fen, int movetime_ms, uint64_t *nodes, double *secs,
                         BenchDepths *depths)
{
    char line_out[1024], go[64];
    if (fen)
        snprintf(line_out, sizeof line_out, "position fen %s", fen);
    else
        snprintf(line_out, sizeof line_out, "position startpos");
    snprintf(go, sizeof go, "go movetime %d", movetime_ms);
    double t0;
    if (!send_timed_go(e, line_out, go, &t0))
        return false;
    *nodes = 0;
    if (depths)
        bench_depths_clear(depths);
    for (;;) {
        const char *line;
        if (!answer_line(e, movetime_ms + BENCH_AGAINST_TIMEOUT_MS, go, &line))
            return false;
        if (!strncmp(line, "bestmove", 8) && (line[8] == ' ' || line[8] == '\0')) {
            *secs = cli_now_seconds() - t0;
            return true;
        }
        if (!strncmp(line, "info ", 5))
            read_search_info(line, t0, nodes, depths);
    }
}

void bench_engine_close(BenchEngine *e)
{
    uci_child_stop(&e->child, 2000);
    free(e->variants);
    e->variants = NULL;
}

const char *bench_against_variant_name(const char *variant_path, char *buf, size_t size)
{
    if (!variant_path)
        return "chess";
    const char *base = strrchr(variant_path, '/');
    base = base ? base + 1 : variant_path;
    size_t n = strlen(base);
    if (n > 5 && !strcmp(base + n - 5, ".yaml"))
        n -= 5;
    else if (n > 4 && !strcmp(base + n - 4, ".yml"))
        n -= 4;
    snprintf(buf, size, "%.*s", (int)n, base);
    const char *fsf = uci_variants_fsf_name(buf);
    return fsf ? fsf : buf;
}

double bench_median(double *secs, int n)
{
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            if (secs[b] < secs[a]) {
                double t = secs[a];
                secs[a] = secs[b];
                secs[b] = t;
            }
    return n > 0 ? secs[n / 2] : 0.0;
}

/* The engine's runs; false (after a message) when it fails or its count is not ours. */
static bool perft_runs(BenchEngine *e, int depth, int runs, uint64_t our_nodes, double *secs, uint64_t *nodes)
{
    for (int r = 0; r < runs; r++) {
        if (!bench_engine_perft(e, depth, nodes, &secs[r]))
            return false;
        printf("against run %d: perft(%d) = %" PRIu64 " nodes in %.3f s (%.0f nodes/s)\n", r + 1, depth, *nodes,
               secs[r], secs[r] > 0 ? (double)*nodes / secs[r] : 0.0);
        if (*nodes != our_nodes) {
            fflush(stdout);
            fprintf(stderr,
                    "warning: the two engines count different perft(%d): ours %" PRIu64 ", theirs %" PRIu64
                    " (the rules differ, or the engine played another variant: see --against-variant)\n",
                    depth, our_nodes, *nodes);
            return false;
        }
    }
    return true;
}

int bench_against_perft(const char *command, const char *variant, int depth, int runs, uint64_t our_nodes,
                        double our_median)
{
    BenchEngine e;
    if (!bench_engine_open(&e, command))
        return 1;
    if (!bench_engine_knows(&e, variant)) {
        fprintf(stderr,
                "bench: the engine '%s' does not know the variant '%s' (%s); name its own with --against-variant\n",
                command, variant, e.variants ? "not among its UCI_Variant values" : "it has no UCI_Variant option");
        bench_engine_close(&e);
        return 1;
    }
    if (!bench_engine_set_variant(&e, variant, false))
        return 1;
    printf("against engine: %s\nagainst variant: %s\n", command, variant);
    double *secs = calloc((size_t)runs, sizeof *secs);
    uint64_t nodes = 0;
    bool ok = secs && perft_runs(&e, depth, runs, our_nodes, secs, &nodes);
    bench_engine_close(&e);
    if (ok) {
        double median = bench_median(secs, runs);
        double theirs = median > 0 ? (double)nodes / median : 0.0;
        double ours = our_median > 0 ? (double)our_nodes / our_median : 0.0;
        printf("against nodes: %" PRIu64 "\nagainst median seconds: %.3f\nagainst nodes per second: %.0f\n", nodes,
               median, theirs);
        printf("ratio (chessembly / against): %.3gx\n", theirs > 0 ? ours / theirs : 0.0);
    }
    free(secs);
    return ok ? 0 : 1;
}
