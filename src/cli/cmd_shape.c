/* chessembly-cli shape — shows a JSON shape (SHAPES.md) so a variant author can check
 * it before using it: a grid by default, the offset list with --json. */
#include "cli_commands.h"

#include "cli_util.h"
#include "diag.h"
#include "shape.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static void shape_usage(FILE *out)
{
    fprintf(out,
            "usage: chessembly-cli shape [--json] FILE.json|-\n"
            "  draws the shape as a grid: o origin, x leap, * slide (every square on the way\n"
            "  must be empty), . nothing; +dy (forward) is up.\n"
            "  --json  print the offsets instead: [{\"dx\":1,\"dy\":2,\"type\":\"leap\"},...]\n");
}

int cmd_shape(int argc, char **argv)
{
    bool json = false;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            shape_usage(stdout);
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "chessembly-cli shape: unknown option '%s'\n", argv[i]);
            shape_usage(stderr);
            return 2;
        } else if (path) {
            fprintf(stderr, "chessembly-cli shape: one file only ('%s' and '%s')\n", path, argv[i]);
            return 2;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        shape_usage(stderr);
        return 2;
    }

    char *text = cli_read_file(path);
    if (!text)
        return 1;
    DiagSink diags;
    diag_init(&diags);
    Shape *shape = shape_parse_json(text, strcmp(path, "-") == 0 ? "<stdin>" : path, 0, &diags);
    free(text);
    if (!shape) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        return 1;
    }
    if (json)
        shape_print_json(shape, stdout);
    else
        shape_print_grid(shape, stdout);
    shape_free(shape);
    diag_free(&diags);
    return 0;
}
