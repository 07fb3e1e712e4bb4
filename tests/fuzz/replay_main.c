/* replay_main.c — runs a fuzz target over files, without libFuzzer: the regression
 * corpus and the seed corpus in the normal test suite (plain and sanitizer builds).
 *
 *     replay_TARGET [--max-seconds S] FILE_OR_FOLDER...
 *
 * Each file is one input. Fails when an input crashes (the sanitizers say why) or is
 * missing. The test suite gives no --max-seconds: how long an input takes depends on the
 * machine (shared CI machines, sanitized code), so a test must not judge it; a real hang
 * runs into CTest's timeout. When hunting slow inputs by hand, --max-seconds S fails an
 * input that takes longer than S seconds (a fuzz "hang" is 1 s). */
#include "fuzz_common.h"

#include <dirent.h>
#include <sys/stat.h>
#include <time.h>

static double max_seconds = 0; /* 0: no limit */
static int inputs, slow;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        slow++;
        return;
    }
    size_t cap = 1 << 16, len = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            cap *= 2;
            buf = realloc(buf, cap);
        }
    }
    fclose(f);
    if (!buf)
        abort();
    double t0 = now();
    LLVMFuzzerTestOneInput(buf, len);
    double spent = now() - t0;
    free(buf);
    inputs++;
    if (max_seconds > 0 && spent > max_seconds) {
        fprintf(stderr, "%s: took %.2f s (more than %.1f s)\n", path, spent, max_seconds);
        slow++;
    }
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void run_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "%s: not found\n", path);
        slow++;
        return;
    }
    if (!S_ISDIR(st.st_mode)) {
        run_file(path);
        return;
    }
    DIR *d = opendir(path);
    if (!d)
        return;
    char *names[4096];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 4096)
        if (e->d_name[0] != '.')
            names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int i = 0; i < n; i++) {
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", path, names[i]);
        run_file(full);
        free(names[i]);
    }
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--max-seconds") && i + 1 < argc)
            max_seconds = atof(argv[++i]);
        else
            run_path(argv[i]);
    }
    printf("%d inputs replayed, %d too slow or missing\n", inputs, slow);
    return slow ? 1 : 0;
}
