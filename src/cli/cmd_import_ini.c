/* chessembly-cli import-ini — a Fairy-Stockfish variants.ini section as variant YAML. */
#include "cli_commands.h"
#include "cli_util.h"

#include "fsf_import.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cmd_import_ini(int argc, char **argv)
{
    const char *ini_path = NULL, *name = NULL, *out_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o")) {
            if (!(out_path = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (!ini_path) {
            ini_path = argv[i];
        } else if (!name) {
            name = argv[i];
        } else {
            ini_path = NULL;
            break;
        }
    }
    if (!ini_path) {
        fprintf(stderr, "usage: chessembly-cli import-ini FILE.ini [NAME] [-o OUT.yaml]\n");
        return 2;
    }
    char *text = cli_read_file(ini_path);
    if (!text)
        return 1;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini(text, ini_path, name, &errors, &notes);
    free(text);
    diag_print(&notes, stderr);
    int rc = 0;
    if (!yaml) {
        diag_print(&errors, stderr);
        rc = 1;
    } else {
        /* what we write must load: check it with the real loader first */
        Variant *v = variant_load_text(yaml, out_path ? out_path : "imported.yaml", NULL, &errors);
        if (!v) {
            fprintf(stderr, "import-ini: the imported variant does not load:\n");
            diag_print(&errors, stderr);
            rc = 1;
        }
        variant_free(v);
        if (rc == 0) {
            FILE *f = out_path ? fopen(out_path, "w") : stdout;
            if (!f) {
                fprintf(stderr, "import-ini: cannot write '%s'\n", out_path);
                rc = 1;
            } else {
                fputs(yaml, f);
                if (out_path && fclose(f) != 0) {
                    fprintf(stderr, "import-ini: cannot write '%s'\n", out_path);
                    rc = 1;
                }
            }
        }
    }
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
    return rc;
}
