/* test_import.h — what the tests of imported Fairy-Stockfish sections share: a section
 * imported exactly and loaded (the test fails, printing why, otherwise). Include after
 * cmocka.h. */
#ifndef TEST_IMPORT_H
#define TEST_IMPORT_H

#include "fsf_import.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>

/* Section `name` of `ini` (NULL: its only section), imported exactly and loaded. */
static inline Variant *test_import_load(const char *ini, const char *name)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini(ini, "t.ini", name, false, &errors, &notes);
    if (!yaml)
        diag_print(&errors, stderr);
    assert_non_null(yaml);
    Variant *v = variant_load_text(yaml, "t.yaml", NULL, &errors);
    if (!v) {
        diag_print(&errors, stderr);
        fprintf(stderr, "%s", yaml);
    }
    assert_non_null(v);
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
    return v;
}

/* `ini` is refused; its first message is `want`. */
static inline void test_import_refused(const char *ini, const char *want)
{
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    assert_null(fsf_import_ini(ini, "t.ini", NULL, false, &errors, &notes));
    assert_true(errors.count > 0);
    char message[800];
    diag_format(&errors.items[0], message, sizeof message);
    assert_string_equal(message, want);
    diag_free(&errors);
    diag_free(&notes);
}

#endif
