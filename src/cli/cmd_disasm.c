/* chessembly-cli disasm — show how a script compiles (chains, patterns, bytecode). */
#include "cli_commands.h"
#include "cli_util.h"

#include "csm.h"

#include <stdlib.h>

int cmd_disasm(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: chessembly-cli disasm FILE\n");
        return 2;
    }
    char *src = cli_read_file(argv[1]);
    if (!src)
        return 1;
    static CsmSymbols sym;
    csm_symbols_init(&sym);
    sym.auto_kinds = true;
    DiagSink diags;
    diag_init(&diags);
    CsmSourceMap map = {argv[1], 0, 0, 0};
    CsmProgram *prog = csm_compile(src, &map, &sym, &diags);
    free(src);
    if (!prog) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        return 1;
    }
    csm_program_dump(prog, &sym, stdout);
    csm_program_free(prog);
    csm_symbols_free(&sym);
    diag_free(&diags);
    return 0;
}
