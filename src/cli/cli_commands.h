/* cli_commands.h — the subcommands of chessembly-cli. Each takes its own argv, where
 * argv[0] is the subcommand name, and returns the process exit status. */
#ifndef CSM_CLI_COMMANDS_H
#define CSM_CLI_COMMANDS_H

int cmd_moves(int argc, char **argv);
int cmd_disasm(int argc, char **argv);
int cmd_shape(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_game(int argc, char **argv);
int cmd_pgn(int argc, char **argv);
int cmd_record(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_values(int argc, char **argv);
int cmd_tune(int argc, char **argv);
int cmd_uci(int argc, char **argv);
int cmd_xboard(int argc, char **argv);
int cmd_usi(int argc, char **argv);
int cmd_betza(int argc, char **argv);
int cmd_import_ini(int argc, char **argv);
int cmd_net(int argc, char **argv);

#endif
