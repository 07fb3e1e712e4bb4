/* chessembly-cli moves — the activated squares of one piece. */
#include "cli_commands.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "fen.h"
#include "notation.h"
#include "rules.h"
#include "variant_load.h"

#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: chessembly-cli moves (--script FILE --fen FEN | --variant FILE [--fen FEN]) --square SQ [--json]\n"
                    "Lists the activated squares of the piece on SQ: its script (or shape) only, pseudo-legal,\n"
                    "without castling, en passant or promotion. --fen is needed with --script; with --variant\n"
                    "it defaults to the variant's setup.\n");
    return 2;
}

int cmd_moves(int argc, char **argv)
{
    const char *script_path = NULL, *variant_path = NULL, *fen = NULL, *square = NULL;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--script") == 0) {
            if (!(script_path = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (strcmp(argv[i], "--variant") == 0) {
            if (!(variant_path = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (strcmp(argv[i], "--fen") == 0) {
            if (!(fen = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (strcmp(argv[i], "--square") == 0) {
            if (!(square = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else {
            fprintf(stderr, "moves: unknown option '%s'\n", argv[i]);
            return usage();
        }
    }
    if ((!script_path) == (!variant_path) || !square)
        return usage();

    DiagSink diags;
    diag_init(&diags);
    Variant *v = NULL;
    if (script_path) {
        if (!fen)
            return usage();
        char *script = cli_read_file(script_path);
        if (!script)
            return 1;
        int files, ranks;
        fen_board_size(fen, &files, &ranks);
        v = variant_from_script(script, script_path, files, ranks, &diags);
        free(script);
    } else {
        v = variant_load_file(variant_path, NULL, &diags);
    }
    if (!v) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        return 1;
    }
    Position pos;
    if (!fen_parse(v, fen ? fen : v->setup, &pos, "--fen", &diags)) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        variant_free(v);
        return 1;
    }
    v->files = pos.files;
    v->ranks = pos.ranks;
    Square sq;
    int used = square_parse(square, pos.files, pos.ranks, &sq);
    if (!used || square[used]) {
        fprintf(stderr, "moves: '%s' is not a square of this %dx%d board\n", square, pos.files, pos.ranks);
        diag_free(&diags);
        variant_free(v);
        return 1;
    }
    if (!pos.board[sq]) {
        fprintf(stderr, "moves: no piece on %s\n", square);
        diag_free(&diags);
        variant_free(v);
        return 1;
    }
    static Move moves[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_piece_moves(v, &pos, sq, moves, CSM_MAX_PIECE_MOVES, &err);
    char line[512];
    if (json)
        printf("[");
    for (int i = 0; i < n; i++) {
        if (json) {
            activation_json(v, &moves[i], line, sizeof line);
            printf("%s%s", i ? "," : "", line);
        } else {
            activation_text(v, &moves[i], line, sizeof line);
            printf("%s\n", line);
        }
    }
    if (json)
        printf("]\n");
    int status = 0;
    if (cli_report_runtime_error(&err, stderr))
        status = 1;
    diag_free(&diags);
    variant_free(v);
    return status;
}
