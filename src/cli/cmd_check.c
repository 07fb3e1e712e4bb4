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
                "Each variant that loads is also played (perft 2 of its setup, 20 seeded random games):\n"
                "a script that fails while running is reported as file:line:column: runtime error: ...\n"
                "-v also prints each victory and draw condition as parsed. Exit status 1 when any file has errors.\n");
        return argc <= first ? 2 : 0;
    }
    int bad = 0;
    for (int i = first; i < argc; i++) {
        DiagSink diags;
        diag_init(&diags);
        Variant *v = variant_load_file(argv[i], NULL, &diags);
        CsmRuntimeError rt = {0};
        if (v && diags.count == 0 && lint_probe_runtime(v, 20, 60, 1, &rt)) {
            bad++;
            char text[512];
            csm_runtime_error_text(&rt, text, sizeof text);
            printf("%s\n", text);
        } else if (v && diags.count == 0) {
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
