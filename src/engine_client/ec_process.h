/* ec_process.h — another program run as a child, spoken to through its standard input
 * and output a line at a time (how every engine protocol works).
 *
 * The command is run by /bin/sh (so "fairy-stockfish --flag" and paths with arguments
 * work), in its own process group, so killing it also kills what the shell started.
 * Reading never blocks: lines that have arrived are handed out one by one, the rest of
 * a line waits in a buffer for its newline. POSIX only; no SDL, no core. */
#ifndef EC_PROCESS_H
#define EC_PROCESS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct EcProcess EcProcess;

/* Starts `command`; NULL with a reason in `err` when it cannot start (the shell starts,
 * so a command that does not exist shows up as an end of output with exit code 127). */
EcProcess *ec_process_spawn(const char *command, char *err, size_t errsize);

/* Sends `line` and a newline; false when the child no longer reads (it ended). */
bool ec_process_send(EcProcess *p, const char *line);

/* One whole line without its newline (and without a '\r'): 1; nothing yet: 0; the child
 * closed its output and every line has been handed out: -1. A line longer than `size`
 * comes cut to size - 1 characters. */
int ec_process_read_line(EcProcess *p, char *line, size_t size);

/* Still running? (false once it ended, was killed or was never started) */
bool ec_process_running(EcProcess *p);
/* The exit status once it ended by itself (-1 before, or when it was killed or died by
 * a signal). */
int ec_process_exit_code(EcProcess *p);

/* Kills the child's group (SIGKILL) and reaps it; NULL is harmless, and freeing after. */
void ec_process_free(EcProcess *p);

#endif
