/* uci_child.h — another engine run as a child process and spoken to over two pipes:
 * start a shell command, send it lines, read its lines with a timeout, stop it. Nothing
 * here waits without a limit, so a child that hangs or dies cannot hang the caller. */
#ifndef CSM_UCI_CHILD_H
#define CSM_UCI_CHILD_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef struct UciChild {
    pid_t pid;      /* 0: not running (never started, or stopped) */
    int to_child;   /* the write end of the child's standard input */
    int from_child; /* the read end of the child's standard output */
    char *in;       /* bytes read but not yet handed out as lines: in[start..len) */
    size_t start, len, cap;
    bool closed;    /* the child closed its output (or reading it failed) */
    int status;     /* the wait status once stopped or found dead, -1 before */
} UciChild;

/* What uci_child_read_line found. */
typedef enum UciChildRead {
    UCI_CHILD_LINE,    /* a line (without its newline) */
    UCI_CHILD_TIMEOUT, /* no whole line within the time */
    UCI_CHILD_CLOSED   /* the child closed its output: no more lines */
} UciChildRead;

/* Runs `command` through /bin/sh -c with its standard input and output on pipes (its
 * standard error stays ours). SIGPIPE is ignored from then on, so a write to a child that
 * died fails instead of killing the caller. False with the reason in `why`. */
bool uci_child_start(UciChild *c, const char *command, char *why, size_t size);

/* Sends one line (the newline is added). False when the child is gone. */
bool uci_child_send(UciChild *c, const char *line);

/* Reads the next line, waiting at most `timeout_ms` for it; `*line` points into `c` and
 * lasts until the next call. Carriage returns at the end are dropped. */
UciChildRead uci_child_read_line(UciChild *c, int timeout_ms, const char **line);

/* Reads lines until one that starts with `prefix` (followed by the end or a space), at
 * most `timeout_ms` in all; `*line` as above. */
UciChildRead uci_child_wait_for(UciChild *c, const char *prefix, int timeout_ms, const char **line);

/* Sends `quit`, gives the child `grace_ms` to exit, then kills it; reaps it, closes the
 * pipes and frees the buffer. Safe to call twice, or on a child that never started. */
void uci_child_stop(UciChild *c, int grace_ms);

/* A few words on how the child ended ("exit status 127", "killed by signal 9"), or
 * "still running"; reaps it when it has ended. */
const char *uci_child_exit_text(UciChild *c, char *buf, size_t size);

#endif
