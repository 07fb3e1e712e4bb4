/* replay_main.c — runs a fuzz target over files, without libFuzzer: the regression
 * corpus and the seed corpus in the normal test suite (plain and sanitizer builds).
 *
 *     replay_TARGET FILE_OR_FOLDER...
 *
 * Each file is one input. Fails when an input crashes (the sanitizers say why) or is
 * missing. How long an input takes is not judged: that depends on the machine (shared CI
 * machines, sanitized code); a real hang runs into CTest's timeout, and a slow input is
 * hunted with the fuzzer itself (`build-fuzz/fuzz/fuzz_NAME -timeout=1 FILE`). */
#include "fuzz_common.h"

#include <dirent.h>
#include <sys/stat.h>

static int inputs, missing;

static void run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        missing++;
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
    LLVMFuzzerTestOneInput(buf, len);
    free(buf);
    inputs++;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void run_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "%s: not found\n", path);
        missing++;
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
    for (int i = 1; i < argc; i++)
        run_path(argv[i]);
    printf("%d inputs replayed, %d missing\n", inputs, missing);
    return missing ? 1 : 0;
}
