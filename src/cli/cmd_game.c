/* chessembly-cli game — plays a list of moves and tells where the game stands. */
#include "cli_commands.h"
#include "cli_game.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "game.h"
#include "notation.h"
#include "pgn.h"
#include "sfen.h"
#include "variant_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: chessembly-cli game [--variant FILE] [--fen FEN] [--pgn] [--fen-style S] [--notation N] MOVE...\n"
                    "Plays the moves (SAN: e4 Nf3 O-O e8=Q, coordinates: e2e4 e7e8=queen, or the variant's family\n"
                    "notations: P-7f, C2.5; one line may mix them), prints the final FEN and, once the game is\n"
                    "over, 'result: 1-0 (reason)'; with --pgn, the game as PGN instead.\n"
                    "--notation san|coordinates|hodges|wxf: first a 'moves:' line with the moves written so\n"
                    "(with --pgn: the movetext).\n"
                    "--fen-style chessembly|fsf|lichess|shredder|sfen: check counters (and, shredder, castling\n"
                    "files) as that program writes them; sfen: shogi's SFEN. --fen also takes an SFEN.\n"
                    "Exit status 1 on an illegal move.\n");
    return 2;
}

int cmd_game(int argc, char **argv)
{
    const char *variant_path = NULL, *fen = NULL, *notation_arg = NULL;
    bool as_pgn = false;
    FenStyle style = FEN_STYLE_CHESSEMBLY;
    bool as_sfen = false;
    int first_move = argc;
    bool bad = false;
    for (int i = 1; i < argc && !bad; i++) {
        if (cli_position_option(argc, argv, &i, &variant_path, &fen, &bad))
            continue;
        if (!strcmp(argv[i], "--pgn")) {
            as_pgn = true;
        } else if (!strcmp(argv[i], "--notation")) {
            if (!(notation_arg = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (!strcmp(argv[i], "--fen-style")) {
            const char *name = cli_arg_value(argc, argv, &i);
            if (!name)
                return 2;
            if (!strcmp(name, "fsf"))
                style = FEN_STYLE_FSF;
            else if (!strcmp(name, "lichess"))
                style = FEN_STYLE_LICHESS;
            else if (!strcmp(name, "shredder"))
                style = FEN_STYLE_SHREDDER;
            else if (!strcmp(name, "sfen"))
                as_sfen = true;
            else if (strcmp(name, "chessembly") != 0) {
                fprintf(stderr, "game: --fen-style is chessembly, fsf, lichess, shredder or sfen, not '%s'\n", name);
                return 2;
            }
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
    if (bad)
        return 2;
    Variant *v = cli_load_variant(variant_path);
    if (!v)
        return 1;
    NotationId notation = NOTATION_SAN;
    if (notation_arg && !cli_notation_for(notation_arg, v, &notation, "game")) {
        variant_free(v);
        return 2;
    }
    DiagSink diags;
    diag_init(&diags);
    char from_sfen[4096];
    if (fen && sfen_looks_like(fen) && !cli_sfen_as_fen(v, fen, from_sfen, sizeof from_sfen)) {
        diag_free(&diags);
        variant_free(v);
        return 1;
    }
    Game *g = game_new(v, fen && sfen_looks_like(fen) ? from_sfen : fen, &diags);
    if (g && fen && sfen_looks_like(fen))
        game_shift_sfen_plies(g, sfen_parity_shifted(fen));
    if (!g) {
        diag_print(&diags, stderr);
        diag_free(&diags);
        variant_free(v);
        return 1;
    }
    int status = 0;
    for (int i = first_move; i < argc; i++) {
        char number[16];
        game_move_number(g, i - first_move, number, sizeof number);
        const GameResult *r = game_result(g);
        if (r->status != GAME_ONGOING) {
            fprintf(stderr, "%s%s is not legal: the game is over (%s, %s)\n", number, argv[i],
                    game_status_text(r->status), r->reason);
            status = 1;
            break;
        }
        int rc = game_play_any(g, argv[i]);
        if (rc == -2) {
            char forms[512];
            move_spellings(v, g->legal, g->nlegal, argv[i], forms, sizeof forms);
            if (forms[0])
                fprintf(stderr, "%s%s is ambiguous: write one of %s\n", number, argv[i], forms);
            else
                fprintf(stderr, "%s%s is ambiguous: more than one legal move fits (add the piece it becomes, "
                                "like e8=Q, or its origin, like Nbd2)\n",
                        number, argv[i]);
            status = 1;
            break;
        }
        if (rc != 0) {
            fprintf(stderr, "%s%s is not legal\n", number, argv[i]);
            status = 1;
            break;
        }
    }
    if (notation_arg && !as_pgn)
        cli_print_moves_in(g, notation);
    if (as_pgn) {
        PgnInfo info = {.variant_file = variant_path, .notation = notation};
        char *text = pgn_format(g, &info);
        if (text)
            fputs(text, stdout);
        free(text);
        if (cli_report_runtime_error(&g->error, stderr))
            status = 1;
    } else if (as_sfen ? cli_print_game_end_sfen(g) : cli_print_game_end(g, style)) {
        status = 1;
    }
    game_free(g);
    diag_free(&diags);
    variant_free(v);
    return status;
}
