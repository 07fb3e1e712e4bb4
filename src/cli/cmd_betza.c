/* chessembly-cli betza — print the Chessembly a Betza string translates into. */
#include "cli_commands.h"

#include "betza.h"

#include <stdio.h>
#include <stdlib.h>

int cmd_betza(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: chessembly-cli betza \"BETZA\"   (for example: betza \"mfWcfFifmnD\")\n");
        return 2;
    }
    DiagSink diags;
    diag_init(&diags);
    CsmSourceMap map = {"betza", 0, 0, 0};
    char *script = betza_to_chessembly(argv[1], &map, &diags);
    if (!script) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        return 1;
    }
    fputs(script, stdout);
    free(script);
    diag_free(&diags);
    return 0;
}
