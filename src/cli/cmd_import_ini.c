/* chessembly-cli import-ini — a Fairy-Stockfish variants.ini section as variant YAML. */
#include "cli_commands.h"
#include "cli_util.h"

#include "fsf_import.h"
#include "fsf_keys.h"
#include "lint.h"
#include "variant_load.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* `import-ini --keys`: every documented key as the Markdown table of docs/importing.md. */
static int print_keys(void)
{
    static const char *const USE[] = {"imported", "display hint", "only its default", "ignored"};
    int n;
    const FsfKey *keys = fsf_keys(&n);
    printf("| key | default | import |\n|---|---|---|\n");
    for (int i = 0; i < n; i++)
        printf("| `%s` | `%s` | %s: %s |\n", keys[i].name, keys[i].fallback, USE[keys[i].use], keys[i].note);
    return 0;
}

/* What we write must load, and must not be over before it starts. */
static bool check_result(const char *yaml, const char *path, const char *section)
{
    DiagSink errors;
    diag_init(&errors);
    Variant *v = variant_load_text(yaml, path, NULL, &errors);
    bool ok = v != NULL;
    if (!v) {
        fprintf(stderr, "import-ini: the imported variant does not load:\n");
        diag_print(&errors, stderr);
    }
    GameResult r;
    if (v && lint_decided_at_start(v, &r)) {
        fprintf(stderr, "import-ini: [%s] is decided in its start position (%s, %s); not written\n",
                section ? section : v->name, r.reason, game_status_text(r.status));
        ok = false;
    }
    variant_free(v);
    diag_free(&errors);
    return ok;
}

static bool write_out(const char *yaml, const char *out_path)
{
    FILE *f = out_path ? fopen(out_path, "w") : stdout;
    bool ok = f && fputs(yaml, f) >= 0;
    if (f && out_path && fclose(f) != 0)
        ok = false;
    if (!ok)
        fprintf(stderr, "import-ini: cannot write '%s'\n", out_path ? out_path : "standard output");
    return ok;
}

int cmd_import_ini(int argc, char **argv)
{
    const char *ini_path = NULL, *name = NULL, *out_path = NULL;
    bool lenient = false, usage = false;
    for (int i = 1; i < argc && !usage; i++) {
        if (!strcmp(argv[i], "-o")) {
            if (!(out_path = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (!strcmp(argv[i], "--lenient")) {
            lenient = true;
        } else if (!strcmp(argv[i], "--keys")) {
            return print_keys();
        } else if (!ini_path) {
            ini_path = argv[i];
        } else if (!name) {
            name = argv[i];
        } else {
            usage = true;
        }
    }
    if (!ini_path || usage) {
        fprintf(stderr, "usage: chessembly-cli import-ini FILE.ini [NAME] [--lenient] [-o OUT.yaml]\n"
                        "       chessembly-cli import-ini --keys\n");
        return 2;
    }
    char *text = cli_read_file(ini_path);
    if (!text)
        return 1;
    DiagSink errors, notes;
    diag_init(&errors);
    diag_init(&notes);
    char *yaml = fsf_import_ini(text, ini_path, name, lenient, &errors, &notes);
    free(text);
    diag_print(&notes, stderr);
    diag_print(&errors, stderr);
    const char *path = out_path ? out_path : "imported.yaml";
    int rc = yaml && check_result(yaml, path, name) && write_out(yaml, out_path) ? 0 : 1;
    free(yaml);
    diag_free(&errors);
    diag_free(&notes);
    return rc;
}
