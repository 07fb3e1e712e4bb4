/* bench_search.h — `chessembly-cli bench --search`: the search's speed and a node count
 * that changes only when the search's behaviour does. */
#ifndef CSM_BENCH_SEARCH_H
#define CSM_BENCH_SEARCH_H

enum { BENCH_SEARCH_DEFAULT_DEPTH = 6, BENCH_SEARCH_MAX_DEPTH = 20 };

/* Searches a fixed set of positions from several shipped variants to `depth`, each from
 * an empty transposition table, and prints per position the nodes, time and best move,
 * then the total nodes and nodes per second. Returns the exit status. */
int bench_search(int depth);

#endif
