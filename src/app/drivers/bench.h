/* bench.h — the window's benchmark: frame and slide timings on the real window code. */
#ifndef APP_BENCH_H
#define APP_BENCH_H

/* Prints the UI figures; returns the process exit code. */
int bench_run(void);

#endif
