#include "cli_util.h"

#include "textfile.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

char *cli_read_file(const char *path)
{
    /* standard input is held to the same limits as a file */
    char why[160];
    char *text = strcmp(path, "-") != 0 ? text_file_load(path, why, sizeof why) : text_stream_load(stdin, why, sizeof why);
    if (!text)
        fprintf(stderr, "%s: cannot read: %s\n", path, why);
    return text;
}

const char *cli_arg_value(int argc, char **argv, int *i)
{
    if (*i + 1 >= argc) {
        fprintf(stderr, "%s needs a value\n", argv[*i]);
        return NULL;
    }
    (*i)++;
    return argv[*i];
}

bool cli_position_option(int argc, char **argv, int *i, const char **variant, const char **fen, bool *bad)
{
    const char **slot = !strcmp(argv[*i], "--variant") ? variant : !strcmp(argv[*i], "--fen") ? fen : NULL;
    if (!slot)
        return false;
    *slot = cli_arg_value(argc, argv, i);
    if (!*slot)
        *bad = true;
    return true;
}

int cli_file_command(int argc, char **argv, const char *command, const CliOption *opts, int nopts, const char **file,
                     int (*usage)(void))
{
    *file = NULL;
    for (int i = 1; i < argc; i++) {
        int o = 0;
        while (o < nopts && strcmp(argv[i], opts[o].name))
            o++;
        if (o < nopts) {
            if (!(*opts[o].value = cli_arg_value(argc, argv, &i)))
                return 2;
        } else if (!strcmp(argv[i], "--help")) {
            usage();
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "%s: unknown option '%s'\n", command, argv[i]);
            return usage();
        } else if (!*file) {
            *file = argv[i];
        } else {
            return usage();
        }
    }
    return *file ? -1 : usage();
}

double cli_now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
