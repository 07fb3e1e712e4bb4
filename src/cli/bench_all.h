/* bench_all.h — `chessembly-cli bench --all`: every shipped variant's perft and search
 * speed, and another UCI engine's (as a rule Fairy-Stockfish) in the same run. */
#ifndef CSM_BENCH_ALL_H
#define CSM_BENCH_ALL_H

#include <stdint.h>

enum { BENCH_ALL_DEFAULT_BUDGET = 2000000, BENCH_ALL_DEFAULT_MS = 1000 };

typedef struct BenchAllOptions {
    const char *against; /* a shell command starting a UCI engine, or NULL: ours only */
    const char *against_default; /* another engine for Fairy-Stockfish's `chess` (Standard Chess:
                                  * its default build is faster on 8x8), or NULL: `against` */
    int runs;            /* timed perft runs per engine; the median counts */
    uint64_t budget;     /* perft depth: the deepest whose count stays within this many nodes */
    int search_ms;       /* each engine's `go movetime` from the start position */
} BenchAllOptions;

/* For each shipped variant (sorted by file name): perft from the start position at the
 * depth the budget allows, `runs` times, then the same for the other engine when it plays
 * the variant (by its Fairy-Stockfish name) and counts alike, and the ratio of our nodes
 * per second to its; then a search of search_ms from the start by each, with nodes per
 * second, the depth each completed and the ratio. One line per variant, then the
 * geometric means of the ratios and the machine's load average. Returns the exit status
 * (1 when a variant fails to load or the other engine stops answering; a count that
 * differs is reported on its line, without a ratio or a search). */
int bench_all(const BenchAllOptions *opt);

#endif
