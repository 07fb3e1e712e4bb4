/* chessembly-cli disasm — show how a script compiles (chains, patterns, bytecode). */
#include "cli_commands.h"
#include "cli_util.h"

#include "betza.h"
#include "csm.h"

#include <stdlib.h>
#include <string.h>

int cmd_disasm(int argc, char **argv)
{
    bool betza = argc == 3 && strcmp(argv[1], "--betza") == 0;
    if (argc != 2 && !betza) {
        fprintf(stderr, "usage: chessembly-cli disasm FILE | --betza BETZA\n");
        return 2;
    }
    DiagSink diags;
    diag_init(&diags);
    CsmSourceMap map = {.file = betza ? "betza" : argv[1], .line_base = 0, .col_first = 0, .col_rest = 0};
    /* a Betza string disassembles as the Chessembly it translates into */
    char *src = betza ? betza_to_chessembly(argv[2], &map, &diags) : cli_read_file(argv[1]);
    if (!src) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        return 1;
    }
    static CsmSymbols sym;
    csm_symbols_init(&sym);
    sym.auto_kinds = true;
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
