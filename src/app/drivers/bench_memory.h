/* bench_memory.h — the window's memory benchmark (`chessembly --bench-memory`). */
#ifndef APP_BENCH_MEMORY_H
#define APP_BENCH_MEMORY_H

/* `--bench-memory`: the resident memory at start in every shipped variant, each in a
 * process of its own (bench_memory_one); returns the exit code. */
int bench_memory(void);
/* The child's part: draws the table, then prints "RSS PEAK RENDERER" (kB). */
int bench_memory_one(void);
/* A field of /proc/self/status in kB ("VmRSS"), -1 when unknown. */
long bench_status_kb(const char *key);

#endif
