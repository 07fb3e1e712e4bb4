/* chessembly-cli — text front end: moves, perft, bench, check, game, play, shape, betza, import-ini. */
#include "cli_commands.h"

#include <stdio.h>
#include <string.h>

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} Command;

static const Command commands[] = {
    {"moves", cmd_moves, "moves (--script FILE --fen FEN | --variant FILE [--fen FEN]) --square SQ [--json]"},
    {"perft", cmd_perft, "perft [--variant FILE] [--fen FEN] [--divide] DEPTH"},
    {"bench", cmd_bench, "bench [--variant FILE] [--depth N] [--runs N] [--epd FILE] [--search]   perft speed / deep perft suite / search speed\n"
                         "        (--epd lines: 'FEN ;D1 n ;D2 n' or 'VARIANT_FILE | FEN-or-setup ;D1 n')\n"
                         "        [--against \"ENGINE COMMAND\" [--against-variant NAME]]   also time another UCI engine\n"
                         "        (e.g. fairy-stockfish) in the same run, perft or --search, and print the ratio"},
    {"disasm", cmd_disasm, "disasm FILE | --betza BETZA   show the compiled bytecode of a script"},
    {"betza", cmd_betza, "betza [--dialect fairy-stockfish|chessembly] BETZA   print the Chessembly a Betza string becomes"},
    {"import-ini", cmd_import_ini, "import-ini FILE.ini [NAME] [--lenient] [-o OUT.yaml] | --keys   a Fairy-Stockfish variant as YAML"},
    {"check", cmd_check, "check [-v] FILE...     load variant files, report located errors (-v: conditions)"},
    {"game", cmd_game, "game [--variant FILE] [--fen FEN] [--pgn] [--notation N] MOVE...   play moves (SAN, e2e4, P-7f, C2.5), print FEN and result (--pgn: the game as PGN)"},
    {"pgn", cmd_pgn, "pgn [--variant FILE] [--notation N] FILE.pgn|-   replay every game of a PGN: final FEN and result"},
    {"record", cmd_record, "record [--variant FILE] [--format csa|kif|pgn|sfen] FILE|-   read a shogi record (CSA, KIF): final FEN and result"},
    {"play", cmd_play, "play [--variant FILE]  text-mode game: start, move b2 b3, status, end"},
    {"values", cmd_values, "values [FILE]          the piece values the engine learns from the scripts"},
    {"tune", cmd_tune, "tune --variant FILE --positions FILE [--out FILE]   fit the evaluation's weights to game results (Texel)"},
    {"uci", cmd_uci, "uci [--variant FILE]    the engine over the Universal Chess Interface (for GUIs; `ucci`,\n"
                     "        `usi` and `xboard` as the first command switch to those protocols)"},
    {"xboard", cmd_xboard, "xboard [--variant FILE] the engine over xboard's protocol (CECP 2): xboard -fcp \"chessembly-cli xboard\""},
    {"net", cmd_net, "net host [--variant FILE] [--clock MIN+SEC] [--port N] ... | net join ADDRESS|CODE ...\n"
                     "        play a friend over the network; commands on standard input (net --help)"},
    {"usi", cmd_usi, "usi [--variant FILE]    the engine over USI, for shogi GUIs (shogi, minishogi, dobutsu; SFEN, 7g7f)"},
    {"shape", cmd_shape, "shape FILE.json|- [--json]   draw a shape's offsets"},
};

static void usage(FILE *out)
{
    fprintf(out, "usage: chessembly-cli COMMAND [ARGS]\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  %s\n", commands[i].usage);
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "chessembly-cli: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
