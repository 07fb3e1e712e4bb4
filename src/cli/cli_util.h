/* cli_util.h — small helpers shared by the subcommands. */
#ifndef CSM_CLI_UTIL_H
#define CSM_CLI_UTIL_H

#include <stdbool.h>
#include <stdio.h>

/* Reads a whole file ("-" is standard input) into a NUL-terminated buffer the caller
 * frees; NULL with a message on stderr when it cannot. */
char *cli_read_file(const char *path);

/* Returns the value after `--name` (argv[i+1]) and advances i, or NULL with a message
 * when it is missing. */
const char *cli_arg_value(int argc, char **argv, int *i);
/* `--variant FILE` and `--fen FEN`, which most commands take: true when argv[*i] was
 * one of them (its value read; a missing value is said on stderr and sets *bad). */
bool cli_position_option(int argc, char **argv, int *i, const char **variant, const char **fen, bool *bad);

/* One `--name VALUE` option of a command that reads one file (cli_file_command). */
typedef struct CliOption {
    const char *name;   /* "--variant" */
    const char **value; /* where its value goes */
} CliOption;

/* Reads the command line of a command that takes `--name VALUE` options (`opts`, `nopts`)
 * and one FILE argument (or "-"). Returns -1 when the command goes on, *file set;
 * otherwise the exit status it should return: 0 after --help (usage printed), 2 for a bad
 * command line (the reason, then usage, on stderr). */
int cli_file_command(int argc, char **argv, const char *command, const CliOption *opts, int nopts, const char **file,
                     int (*usage)(void));

/* Seconds on a monotonic clock, for the benchmarks' timings. */
double cli_now_seconds(void);

#endif
