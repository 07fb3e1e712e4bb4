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

/* A target's own check failed: a bug even without a crash. */
#define FUZZ_ASSERT(cond)                                                                  \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "%s:%d: fuzz check failed: %s\n", __FILE__, __LINE__, #cond);  \
            abort();                                                                       \
        }                                                                                  \
    } while (0)

#endif
