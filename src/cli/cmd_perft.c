/* chessembly-cli perft and bench. */
#include "bench_against.h"
#include "bench_all.h"
#include "bench_search.h"
#include "cli_commands.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "fen.h"
#include "game.h"
#include "notation.h"
#include "variant_build.h"

#include <stdlib.h>
#include <string.h>

static void print_divide_line(void *user, const Game *g, const Move *m, uint64_t count)
{
    (void)user;
    char text[MOVE_TEXT_MAX];
    move_text_in(g->v, g->legal, g->nlegal, m, text, sizeof text);
    printf("%s: %llu\n", text, (unsigned long long)count);
}

int cmd_perft(int argc, char **argv)
{
    const char *variant_path = NULL, *fen = NULL;
    bool divide = false;
    int depth = -1;
    bool bad = false;
    for (int i = 1; i < argc && !bad; i++) {
        if (cli_position_option(argc, argv, &i, &variant_path, &fen, &bad))
            continue;
        if (!strcmp(argv[i], "--divide")) {
            divide = true;
        } else {
            char *end;
            long d = strtol(argv[i], &end, 10);
            if (*end || d < 0 || d > 20) {
                fprintf(stderr, "perft: '%s' is not a depth (0..20)\n", argv[i]);
                return 2;
            }
            depth = (int)d;
        }
    }
    if (bad)
        return 2;
    if (depth < 0) {
        fprintf(stderr, "usage: chessembly-cli perft [--variant FILE] [--fen FEN] [--divide] DEPTH\n");
        return 2;
    }
    Position pos;
    Variant *v = cli_load_position(variant_path, fen, &pos);
    if (!v)
        return 1;
    DiagSink diags;
    diag_init(&diags);
    uint64_t total = 0;
    CsmRuntimeError err = {0};
    if (divide && depth >= 1) {
        Game *g = game_new(v, fen, &diags);
        if (!g) {
            diag_print(&diags, stderr);
            variant_free(v);
            return 1;
        }
        total = game_perft_divide(g, depth, print_divide_line, NULL, &err);
        game_free(g);
        printf("\n");
    } else {
        total = game_perft_checked(v, &pos, depth, &err);
    }
    printf("Nodes searched: %llu\n", (unsigned long long)total);
    /* a piece whose script failed lost moves: the count is not to be trusted */
    int status = cli_report_runtime_error(&err, stderr) ? 1 : 0;
    diag_free(&diags);
    variant_free(v);
    return status;
}

/* Trims spaces and newlines at both ends, in place. */
static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* Runs every depth of every position in an EPD-style file and checks the counts: the
 * deep verification that CI leaves out. A line is `FEN ;D1 20 ;D2 400` (played with
 * --variant, default Standard Chess) or `VARIANT_FILE | FEN ;D1 n ...` as in
 * tests/perft/variants.epd, where FEN `setup` is the variant's own start position. */
static int bench_epd(const char *variant_path, const char *epd)
{
    Variant *fallback = cli_load_variant(variant_path);
    if (!fallback)
        return 1;
    FILE *f = fopen(epd, "r");
    if (!f) {
        fprintf(stderr, "bench: cannot open %s\n", epd);
        variant_free(fallback);
        return 1;
    }
    char line[2048];
    int failures = 0, passes = 0, lineno = 0;
    uint64_t all_nodes = 0;
    double all_secs = 0;
    Variant *named = NULL; /* the variant of the last `FILE |` line */
    char named_path[1024] = "";
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char *text = trim(line);
        if (text[0] == '#' || text[0] == '\0')
            continue;
        char *semi = strchr(text, ';');
        if (!semi) {
            fprintf(stderr, "%s:%d: no ';D<depth> <nodes>' counts on this line\n", epd, lineno);
            failures++;
            continue;
        }
        *semi = '\0';
        Variant *v = fallback;
        char *fen = text;
        char *bar = strchr(text, '|');
        if (bar) {
            *bar = '\0';
            char *path = trim(text);
            fen = bar + 1;
            if (!named || strcmp(path, named_path)) {
                variant_free(named);
                snprintf(named_path, sizeof named_path, "%s", path);
                named = cli_load_variant(path);
            }
            if (!named) {
                fprintf(stderr, "%s:%d: cannot load the variant '%s'\n", epd, lineno, path);
                named_path[0] = '\0';
                failures++;
                continue;
            }
            v = named;
        }
        fen = trim(fen);
        if (!strcmp(fen, "setup"))
            fen = v->setup;
        char where[1100];
        snprintf(where, sizeof where, "%s:%d", epd, lineno);
        for (char *p = semi + 1; p && *p;) {
            int depth;
            unsigned long long expected;
            if (sscanf(p, " D%d %llu", &depth, &expected) != 2) {
                fprintf(stderr, "%s: expected ';D<depth> <nodes>', found '%s'\n", where, trim(p));
                failures++;
                break;
            }
            DiagSink diags;
            diag_init(&diags);
            Position pos;
            if (!fen_parse(v, fen, &pos, where, &diags)) {
                diag_print(&diags, stderr);
                diag_free(&diags);
                failures++;
                break;
            }
            diag_free(&diags);
            double t0 = cli_now_seconds();
            CsmRuntimeError err = {0};
            uint64_t got = game_perft_checked(v, &pos, depth, &err);
            double secs = cli_now_seconds() - t0;
            if (cli_report_runtime_error(&err, stderr)) {
                failures++;
                break;
            }
            all_nodes += got;
            all_secs += secs;
            printf("%s %s %s depth %d: %llu (expected %llu) %.3f s\n", got == expected ? "ok  " : "FAIL", where,
                   v->name ? v->name : "", depth, (unsigned long long)got, expected, secs);
            failures += got != expected;
            passes += got == expected;
            p = strchr(p, ';');
            if (p)
                p++;
        }
    }
    fclose(f);
    printf("nodes: %llu\nseconds: %.3f\nnodes per second: %.0f\n%d passed, %d failed\n",
           (unsigned long long)all_nodes, all_secs, all_secs > 0 ? (double)all_nodes / all_secs : 0.0, passes, failures);
    variant_free(named);
    variant_free(fallback);
    return failures ? 1 : 0;
}

static const char BENCH_USAGE[] =
    "usage: chessembly-cli bench [--variant FILE] [--depth N] [--runs N] [--against CMD [--against-variant NAME]]\n"
    "       chessembly-cli bench --epd FILE [--variant FILE]\n"
    "       chessembly-cli bench --search [--depth N] [--against CMD]\n"
    "       chessembly-cli bench --all [--against CMD [--against-default CMD]] [--runs N] [--budget NODES] [--ms N]\n"
    "  --all           every shipped variant: perft at the deepest depth within --budget nodes\n"
    "                  (default 2000000), median of --runs, and a search of --ms ms (default 1000)\n"
    "                  from the start; with --against, the engine's figures and the ratios, and\n"
    "                  the time to depth: the deepest depth both searches reached, each one's ms to it\n"
    "  --against CMD   also time another UCI engine (run with /bin/sh -c), e.g. fairy-stockfish,\n"
    "                  and print the ratio of the two speeds\n"
    "  --against-variant NAME   its UCI_Variant (default: the Fairy-Stockfish name of --variant)\n"
    "  --against-default CMD    with --all: the engine for Standard Chess (Fairy-Stockfish's default build)\n";

/* Perft speed: `runs` timed perft(depth) of the variant's start position, then the
 * median; with `against`, the other engine's the same way and the ratio. */
static int bench_perft(const char *variant_path, int depth, int runs, const char *against,
                       const char *against_variant)
{
    Position pos;
    Variant *v = cli_load_position(variant_path, NULL, &pos);
    if (!v)
        return 1;
    double *secs = calloc((size_t)runs, sizeof *secs);
    uint64_t nodes = 0;
    for (int r = 0; r < runs; r++) {
        double t0 = cli_now_seconds();
        CsmRuntimeError err = {0};
        nodes = game_perft_checked(v, &pos, depth, &err);
        secs[r] = cli_now_seconds() - t0;
        if (cli_report_runtime_error(&err, stderr)) {
            free(secs);
            variant_free(v);
            return 1;
        }
        printf("run %d: perft(%d) = %llu nodes in %.3f s (%.0f nodes/s)\n", r + 1, depth,
               (unsigned long long)nodes, secs[r], (double)nodes / secs[r]);
    }
    double median = bench_median(secs, runs);
    printf("variant: %s\nnodes: %llu\nmedian seconds: %.3f\nnodes per second: %.0f\n", v->name,
           (unsigned long long)nodes, median, (double)nodes / median);
    free(secs);
    variant_free(v);
    if (!against)
        return 0;
    char stem[256];
    const char *name = against_variant ? against_variant : bench_against_variant_name(variant_path, stem, sizeof stem);
    return bench_against_perft(against, name, depth, runs, nodes, median);
}

/* bench --all: every other choice is a mistake. */
static int bench_all_command(const char *against, const char *against_default, int runs, long long budget, int ms,
                             bool others)
{
    if (others || runs < 1 || runs > 50 || budget < 1 || ms < 1 ||
        (against_default && (!against || !*against_default))) {
        fprintf(stderr, "bench --all: takes only --against (and --against-default with it), --runs 1..50, "
                        "--budget NODES (at least 1) and --ms N (at least 1)\n");
        return 2;
    }
    BenchAllOptions opt = {against, against_default, runs, (uint64_t)budget, ms};
    return bench_all(&opt);
}

int cmd_bench(int argc, char **argv)
{
    const char *variant_path = NULL, *epd = NULL, *against = NULL, *against_variant = NULL, *budget = NULL,
               *ms = NULL, *against_default = NULL;
    int depth = 5, runs = 3;
    bool search = false, depth_given = false, all = false;
    for (int i = 1; i < argc; i++) {
        const char **value = !strcmp(argv[i], "--variant")           ? &variant_path
                             : !strcmp(argv[i], "--epd")             ? &epd
                             : !strcmp(argv[i], "--against")         ? &against
                             : !strcmp(argv[i], "--against-variant") ? &against_variant
                             : !strcmp(argv[i], "--against-default") ? &against_default
                             : !strcmp(argv[i], "--budget")          ? &budget
                             : !strcmp(argv[i], "--ms")              ? &ms
                                                                     : NULL;
        if (value) {
            if (!(*value = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (!strcmp(argv[i], "--search")) {
            search = true;
        } else if (!strcmp(argv[i], "--all")) {
            all = true;
        } else if (!strcmp(argv[i], "--depth")) {
            const char *d = cli_arg_value(argc, argv, &i);
            if (!d)
                return 2;
            depth = atoi(d);
            depth_given = true;
        } else if (!strcmp(argv[i], "--runs")) {
            const char *r = cli_arg_value(argc, argv, &i);
            if (!r)
                return 2;
            runs = atoi(r);
        } else {
            fputs(BENCH_USAGE, stderr);
            return 2;
        }
    }
    if (all)
        return bench_all_command(against, against_default, runs, budget ? atoll(budget) : BENCH_ALL_DEFAULT_BUDGET,
                                 ms ? atoi(ms) : BENCH_ALL_DEFAULT_MS,
                                 search || epd || variant_path || against_variant || depth_given || (against && !*against));
    if (budget || ms || against_default) {
        fputs(BENCH_USAGE, stderr);
        return 2;
    }
    if ((against && !*against) || (against_variant && (!against || search || !*against_variant))) {
        fprintf(stderr, "bench: --against takes an engine command; --against-variant goes with --against, "
                        "without --search\n");
        return 2;
    }
    if (search) {
        if (!depth_given)
            depth = BENCH_SEARCH_DEFAULT_DEPTH;
        if (depth < 1 || depth > BENCH_SEARCH_MAX_DEPTH || variant_path || epd) {
            fprintf(stderr, "bench --search: depth 1..%d; the positions are fixed (no --variant, --epd)\n",
                    BENCH_SEARCH_MAX_DEPTH);
            return 2;
        }
        return bench_search(depth, against);
    }
    if (epd) {
        if (against) {
            fprintf(stderr, "bench: --against measures perft or --search, not --epd\n");
            return 2;
        }
        return bench_epd(variant_path, epd);
    }
    if (depth < 1 || depth > 8 || runs < 1 || runs > 50) {
        fprintf(stderr, "bench: depth 1..8, runs 1..50\n");
        return 2;
    }
    return bench_perft(variant_path, depth, runs, against, against_variant);
}
