/* bench_against.h — `chessembly-cli bench --against CMD`: another UCI engine (as a rule
 * Fairy-Stockfish) measured in the same run as ours, for a ratio of the two speeds. */
#ifndef CSM_BENCH_AGAINST_H
#define CSM_BENCH_AGAINST_H

#include "uci_child.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* How long the other engine may stay silent while it should be answering. */
enum { BENCH_AGAINST_TIMEOUT_MS = 60000 };

typedef struct BenchEngine {
    UciChild child;
    const char *command;
    char *variants; /* the text of its `option name UCI_Variant ...` line, or NULL */
} BenchEngine;

/* Starts `command` and waits for `uciok`. On failure prints why on stderr, leaves
 * nothing running and returns false. */
bool bench_engine_open(BenchEngine *e, const char *command);
/* Whether the engine offers `name` as a UCI_Variant value; an engine without the option
 * plays "chess" only. */
bool bench_engine_knows(const BenchEngine *e, const char *name);
/* `ucinewgame` (when asked), UCI_Variant = name (when the engine has the option), then
 * isready/readyok. False, with a message, when the engine does not answer. */
bool bench_engine_set_variant(BenchEngine *e, const char *name, bool new_game);
/* `position startpos` and `go perft depth`: the engine's count and the seconds it took.
 * False, with a message, when it does not answer. */
bool bench_engine_perft(BenchEngine *e, int depth, uint64_t *nodes, double *secs);
enum { BENCH_MAX_DEPTH = 128 };

/* How deep a timed search went: the depth of its last `info depth N` line (0 without one)
 * and, for each depth, when its last line with a score came (its `time` field, else the
 * milliseconds since `go`; -1: none): the time the search took to reach that depth. */
typedef struct BenchDepths {
    int depth;
    int ms[BENCH_MAX_DEPTH + 1];
} BenchDepths;

/* No depth reached yet. */
void bench_depths_clear(BenchDepths *d);
/* A depth reached after `ms` milliseconds (a later report of the same depth replaces it). */
void bench_depths_note(BenchDepths *d, int depth, int ms);

/* `position fen FEN` (startpos when fen is NULL) and `go movetime ms`: the nodes of its
 * last `info ... nodes N` line, the depths it reached (when `depths` is not NULL) and the
 * seconds until `bestmove`. */
bool bench_engine_search(BenchEngine *e, const char *fen, int movetime_ms, uint64_t *nodes, double *secs,
                         BenchDepths *depths);
/* Sends quit; kills it when it does not go. */
void bench_engine_close(BenchEngine *e);

/* The Fairy-Stockfish name of a variant file: that of its shipped id (the file's stem,
 * uci_variants_fsf_name), else the stem itself (Fairy-Stockfish calls crazyhouse, shogi,
 * capablanca ... as we do); "chess" when there is no file. */
const char *bench_against_variant_name(const char *variant_path, char *buf, size_t size);

/* The median of n times (sorts them in place). */
double bench_median(double *secs, int n);

/* Perft mode: runs the engine's `go perft depth` `runs` times on the start position of
 * the variant it calls `variant`, prints its runs and figures and the ratio of our nodes
 * per second to its; a count that differs from `our_nodes` is a warning and status 1. */
int bench_against_perft(const char *command, const char *variant, int depth, int runs, uint64_t our_nodes,
                        double our_median);

#endif
