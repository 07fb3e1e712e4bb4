/* chessembly-cli betza — print the Chessembly a Betza string translates into. */
#include "cli_commands.h"

#include "betza.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cmd_betza(int argc, char **argv)
{
    BetzaDialect dialect = BETZA_FSF;
    const char *betza = NULL;
    bool usage = false;
    for (int i = 1; i < argc && !usage; i++) {
        if (!strcmp(argv[i], "--dialect") && i + 1 < argc) {
            const char *d = argv[++i];
            dialect = !strcmp(d, "chessembly") ? BETZA_CHESSEMBLY : BETZA_FSF;
            usage = strcmp(d, "chessembly") != 0 && strcmp(d, "fairy-stockfish") != 0;
        } else if (!betza) {
            betza = argv[i];
        } else {
            usage = true;
        }
    }
    if (!betza || usage) {
        fprintf(stderr, "usage: chessembly-cli betza [--dialect fairy-stockfish|chessembly] \"BETZA\"   "
                        "(for example: betza \"mfWcfFifmnD\")\n");
        return 2;
    }
    DiagSink diags;
    diag_init(&diags);
    CsmSourceMap map = {.file = "betza", .line_base = 0, .col_first = 0, .col_rest = 0};
    char *script = betza_translate(betza, dialect, &map, &diags);
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
