/* chessembly-cli check — loads variant files and reports every problem, located. */
#include "cli_commands.h"

#include "cond.h"
#include "lint.h"
#include "variant_load.h"

#include <stdio.h>
#include <string.h>

/* The merged conditions as the engine understood them. */
static void print_conditions(const Variant *v, const CondSet *set, const char *section)
{
    for (int i = 0; i < cond_set_count(set); i++) {
        char buf[512];
        cond_print(cond_set_cond(set, i), v, buf, sizeof buf);
        printf("  %s %s: %s\n", section, cond_set_name(set, i), buf);
    }
}

int cmd_check(int argc, char **argv)
{
    bool verbose = argc > 1 && (!strcmp(argv[1], "-v") || !strcmp(argv[1], "--verbose"));
    int first = verbose ? 2 : 1;
    if (argc <= first || !strcmp(argv[1], "--help")) {
        fprintf(argc <= first ? stderr : stdout,
                "usage: chessembly-cli check [-v] FILE...\n"
                "Loads each variant file; prints 'FILE: ok' or its errors as file:line:column: message.\n"
                "Each variant that loads is also played (perft 2 of its setup, every piece on every empty\n"
                "square, 20 seeded random games):\n"
                "a script that fails while running is reported as file:line:column: runtime error: ...\n"
                "Warnings (FILE:LINE:COL: warning: ...) flag what works but looks like a mistake: code after a\n"
                "rider's repeat that never runs, a missing icon, a game over in its start position, a game\n"
                "name used twice. Messages come in file order.\n"
                "-v also prints each victory and draw condition as parsed.\n"
                "Exit status 1 when any file has errors; warnings alone exit 0.\n");
        return argc <= first ? 2 : 0;
    }
    int bad = 0;
    for (int i = first; i < argc; i++) {
        DiagSink diags;
        diag_init(&diags);
        Variant *v = variant_load_file(argv[i], NULL, &diags);
        CsmRuntimeError rt = {0};
        if (v && diags.count == 0) {
            DiagSink warnings;
            diag_init(&warnings);
            lint_variant(v, &warnings);
            if (lint_probe_runtime(v, 20, 60, 1, &rt))
                diag_add(&diags, rt.file, rt.line, rt.col, "runtime error: %s", rt.message);
            diag_append(&diags, &warnings);
            diag_free(&warnings);
        }
        bool errors = !v || (rt.set);
        for (int d = 0; d < diags.count && !errors; d++)
            errors = strncmp(diags.items[d].message, "warning: ", 9) != 0;
        diag_sort(&diags); /* file order */
        if (!errors) {
            diag_print(&diags, stdout);
            if (diags.count)
                printf("%s: ok (%d warning%s)\n", argv[i], diags.count, diags.count == 1 ? "" : "s");
            else
                printf("%s: ok\n", argv[i]);
            if (verbose) {
                print_conditions(v, v->victory, "victory");
                print_conditions(v, v->draw, "draw");
            }
        } else {
            bad++;
            if (diags.count == 0)
                printf("%s: could not be loaded\n", argv[i]);
            diag_print(&diags, stdout);
        }
        variant_free(v);
        diag_free(&diags);
    }
    return bad ? 1 : 0;
}
