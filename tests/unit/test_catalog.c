/* test_catalog.c — listing variant files: names, descriptions, broken files with their
 * first error, sorting, missing folders. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "catalog.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

static void write_file(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void test_shipped_variants(void **state)
{
    (void)state;
    Catalog c;
    catalog_init(&c);
    int n = catalog_scan(&c, CSM_TEST_DATA_DIR "/variants", false);
    assert_true(n >= 1);
    int i = catalog_find_file(&c, "standard.yaml");
    assert_true(i >= 0);
    assert_string_equal(c.items[i].name, "Standard Chess");
    assert_non_null(strstr(c.items[i].description, "checkmate"));
    assert_null(c.items[i].error);
    assert_int_equal(c.items[i].files, 8);
    assert_int_equal(c.items[i].ranks, 8);
    assert_false(c.items[i].user);
    catalog_free(&c);
}

static void test_user_folder_with_broken_file(void **state)
{
    (void)state;
    char dir[] = "/tmp/csm-catalog-XXXXXX";
    assert_non_null(mkdtemp(dir));
    write_file(dir, "zeta.yaml",
               "game: \"Alpha Test\"\ndescription: \"tiny\"\nboard:\n  size: 4x4\nsetup: \"k3/4/4/K3 w - - 0 1\"\n"
               "pieces:\n  king:\n    letter: k\n    royal: true\n    chessembly: |\n      take-move(1, 0);\n");
    write_file(dir, "broken.yaml", "game: \"Broken\"\nboard:\n  size: 8x8\npieces:\n  king:\n    chessembly: |\n"
                                   "      take-move(1, 0\n");
    write_file(dir, "notes.txt", "not a variant");
    write_file(dir, ".hidden.yaml", "game: x");
    Catalog c;
    catalog_init(&c);
    assert_int_equal(catalog_scan(&c, dir, true), 2);
    assert_int_equal(c.count, 2);
    /* working files first */
    assert_string_equal(c.items[0].name, "Alpha Test");
    assert_string_equal(c.items[0].description, "tiny");
    assert_int_equal(c.items[0].files, 4);
    assert_true(c.items[0].user);
    assert_null(c.items[0].error);
    assert_string_equal(c.items[1].name, "broken.yaml");
    assert_non_null(c.items[1].error);
    /* the first error names the file and a line */
    assert_non_null(strstr(c.items[1].error, "broken.yaml:"));
    assert_int_equal(catalog_find_file(&c, "zeta.yaml"), 0);
    assert_int_equal(catalog_find_file(&c, "eta.yaml"), -1);
    catalog_free(&c);

    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_missing_folder(void **state)
{
    (void)state;
    Catalog c;
    catalog_init(&c);
    assert_int_equal(catalog_scan(&c, "/nonexistent/csm/variants", true), 0);
    assert_int_equal(c.count, 0);
    catalog_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_variants),
        cmocka_unit_test(test_user_folder_with_broken_file),
        cmocka_unit_test(test_missing_folder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
