/* chessembly-cli game — plays a list of moves and tells where the game stands. */
#include "cli_commands.h"
#include "cli_game.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "game.h"
#include "notation.h"

#include <stdio.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: chessembly-cli game [--variant FILE] [--fen FEN] MOVE...\n"
                    "Plays the moves (e2e4, e7e8=queen, castling as the king's move), prints the final FEN\n"
                    "and, once the game is over, 'result: 1-0 (reason)'. Exit status 1 on an illegal move.\n");
    return 2;
}

int cmd_game(int argc, char **argv)
{
    const char *variant_path = NULL, *fen = NULL;
    int first_move = argc;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--variant")) {
            if (!(variant_path = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (!strcmp(argv[i], "--fen")) {
            if (!(fen = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (!strcmp(argv[i], "--help")) {
            usage();
            return 0;
        } else if (!strcmp(argv[i], "--")) {
            first_move = i + 1;
            break;
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            fprintf(stderr, "game: unknown option '%s'\n", argv[i]);
            return usage();
        } else {
            first_move = i;
            break;
        }
    }
    Variant *v = cli_load_variant(variant_path);
    if (!v)
        return 1;
    DiagSink diags;
    diag_init(&diags);
    Game *g = game_new(v, fen, &diags);
    if (!g) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        variant_free(v);
        return 1;
    }
    int status = 0;
    for (int i = first_move; i < argc; i++) {
        int number = i - first_move + 1;
        const GameResult *r = game_result(g);
        if (r->status != GAME_ONGOING) {
            fprintf(stderr, "move %d: %s is not legal: the game is over (%s, %s)\n", number, argv[i],
                    game_status_text(r->status), r->reason);
            status = 1;
            break;
        }
        int rc = game_play_text(g, argv[i]);
        if (rc == -2) {
            char forms[512];
            move_spellings(v, g->legal, g->nlegal, argv[i], forms, sizeof forms);
            fprintf(stderr, "move %d: %s is ambiguous: write one of %s\n", number, argv[i], forms);
            status = 1;
            break;
        }
        if (rc != 0) {
            fprintf(stderr, "move %d: %s is not legal\n", number, argv[i]);
            status = 1;
            break;
        }
    }
    char buf[1024];
    game_fen(g, buf, sizeof buf);
    printf("%s\n", buf);
    cli_print_result(g, stdout);
    if (cli_report_runtime_error(&g->error, stderr))
        status = 1;
    game_free(g);
    diag_free(&diags);
    variant_free(v);
    return status;
}
