/* fuzz_common.h — shared by the fuzz targets (libFuzzer's LLVMFuzzerTestOneInput).
 *
 * Each target takes one input surface. The same sources are built twice: with clang's
 * libFuzzer for tools/fuzz.sh, and with replay_main.c into a plain program that the
 * normal test suite runs over the seed corpus and the regression corpus (every input
 * that ever crashed, hung or blew up). */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "variant_load.h"

#ifndef CSM_FUZZ_DATA_DIR
#define CSM_FUZZ_DATA_DIR "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input as a C string, cut at the first NUL (the readers refuse files holding one,
 * so text after it never reaches them); the caller frees it. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* A shipped variant, loaded once and kept (the fuzzer runs millions of inputs). */
static inline Variant *fuzz_variant(const char *file)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/variants/%s", CSM_FUZZ_DATA_DIR, file);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path, NULL, &d);
    if (!v) {
        diag_print(&d, stderr);
        abort();
    }
    diag_free(&d);
    return v;
}

/* Runs `each` on the input text in every variant of `files[0..n)` (each loaded once, into
 * `loaded`, which the caller keeps static). */
static inline void fuzz_each_variant(const char *const *files, Variant **loaded, size_t n, const uint8_t *data,
                                     size_t size, void (*each)(Variant *v, const char *text))
{
    char *text = fuzz_text(data, size);
    for (size_t i = 0; i < n; i++) {
        if (!loaded[i])
            loaded[i] = fuzz_variant(files[i]);
        each(loaded[i], text);
    }
    free(text);
}

/* A target's own check failed: a bug even without a crash. */
#define FUZZ_ASSERT(cond)                                                                  \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "%s:%d: fuzz check failed: %s\n", __FILE__, __LINE__, #cond);  \
            abort();                                                                       \
        }                                                                                  \
    } while (0)

#endif
