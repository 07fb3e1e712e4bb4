/* bench_search.h — `chessembly-cli bench --search`: the search's speed and a node count
 * that changes only when the search's behaviour does. */
#ifndef CSM_BENCH_SEARCH_H
#define CSM_BENCH_SEARCH_H

enum { BENCH_SEARCH_DEFAULT_DEPTH = 6, BENCH_SEARCH_MAX_DEPTH = 20 };

/* Searches a fixed set of positions from several shipped variants to `depth`, each from
 * an empty transposition table, and prints per position the nodes, time and best move,
 * then the total nodes and nodes per second. With `against` (a shell command starting a
 * UCI engine, or NULL), then gives that engine each position for as long as ours took
 * (`go movetime`, at least 100 ms) and prints its nodes per second and the ratio of ours
 * to its over the positions it plays. Returns the exit status. */
int bench_search(int depth, const char *against);

#endif
