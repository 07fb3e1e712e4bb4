/* ec_process.c — a child program on pipes (see ec_process.h). */

#include "ec_process.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { EC_BUFFER = 1 << 16 };

struct EcProcess {
    pid_t pid;
    int to_child, from_child; /* our ends of the two pipes */
    bool ended, eof;
    int exit_code;
    char buf[EC_BUFFER];
    size_t len;
};

/* In the child: its pipes become stdin and stdout, then the shell runs the command. */
static void run_child(const char *command, int in_fd, int out_fd)
{
    setpgid(0, 0); /* its own group: a kill reaches what the shell started too */
#ifdef PR_SET_PDEATHSIG
    prctl(PR_SET_PDEATHSIG, SIGKILL); /* never outlives us, even when we are killed */
#endif
    dup2(in_fd, STDIN_FILENO);
    dup2(out_fd, STDOUT_FILENO);
    for (int fd = 3; fd < 256; fd++)
        close(fd);
    signal(SIGPIPE, SIG_DFL);
    char *line = malloc(strlen(command) + 6);
    if (line) {
        sprintf(line, "exec %s", command); /* no shell left between us and the engine */
        execl("/bin/sh", "sh", "-c", line, (char *)NULL);
    }
    _exit(127);
}

EcProcess *ec_process_spawn(const char *command, char *err, size_t errsize)
{
    int in[2], out[2];
    if (pipe(in) != 0) {
        snprintf(err, errsize, "cannot make a pipe: %s", strerror(errno));
        return NULL;
    }
    if (pipe(out) != 0) {
        snprintf(err, errsize, "cannot make a pipe: %s", strerror(errno));
        close(in[0]);
        close(in[1]);
        return NULL;
    }
    EcProcess *p = calloc(1, sizeof *p);
    pid_t pid = p ? fork() : -1;
    if (pid == 0)
        run_child(command, in[0], out[1]);
    close(in[0]);
    close(out[1]);
    if (pid < 0) {
        snprintf(err, errsize, "cannot start a process: %s", p ? strerror(errno) : "out of memory");
        close(in[1]);
        close(out[0]);
        free(p);
        return NULL;
    }
    signal(SIGPIPE, SIG_IGN); /* a child that died must not kill us on the next write */
    fcntl(out[0], F_SETFL, fcntl(out[0], F_GETFL) | O_NONBLOCK);
    fcntl(in[1], F_SETFD, FD_CLOEXEC);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    p->pid = pid;
    p->to_child = in[1];
    p->from_child = out[0];
    p->exit_code = -1;
    return p;
}

bool ec_process_send(EcProcess *p, const char *line)
{
    if (!p || p->to_child < 0)
        return false;
    size_t n = strlen(line);
    char *msg = malloc(n + 2);
    if (!msg)
        return false;
    memcpy(msg, line, n);
    msg[n++] = '\n';
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(p->to_child, msg + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    free(msg);
    return done == n;
}

/* Takes what the pipe holds now into the buffer, without waiting. */
static void fill(EcProcess *p)
{
    while (!p->eof && p->len < sizeof p->buf) {
        ssize_t r = read(p->from_child, p->buf + p->len, sizeof p->buf - p->len);
        if (r > 0)
            p->len += (size_t)r;
        else if (r == 0)
            p->eof = true;
        else if (errno != EINTR)
            break; /* EAGAIN: nothing more for now */
    }
}

/* Hands out buf[0..n) as a line and drops it (and `skip` more bytes) from the buffer. */
static int take(EcProcess *p, size_t n, size_t skip, char *line, size_t size)
{
    size_t keep = n < size ? n : size - 1;
    memcpy(line, p->buf, keep);
    line[keep] = '\0';
    if (keep > 0 && line[keep - 1] == '\r')
        line[keep - 1] = '\0';
    memmove(p->buf, p->buf + n + skip, p->len - n - skip);
    p->len -= n + skip;
    return 1;
}

int ec_process_read_line(EcProcess *p, char *line, size_t size)
{
    if (!p || size == 0)
        return -1;
    fill(p);
    char *nl = memchr(p->buf, '\n', p->len);
    if (nl)
        return take(p, (size_t)(nl - p->buf), 1, line, size);
    if (p->len == sizeof p->buf) /* a line longer than the buffer: hand out what there is */
        return take(p, p->len, 0, line, size);
    if (p->eof && p->len > 0) /* the last line had no newline */
        return take(p, p->len, 0, line, size);
    return p->eof ? -1 : 0;
}

bool ec_process_running(EcProcess *p)
{
    if (!p || p->ended)
        return false;
    int status;
    pid_t r = waitpid(p->pid, &status, WNOHANG);
    if (r == p->pid) {
        p->ended = true;
        p->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return false;
    }
    return r == 0;
}

/* Asked once its output has ended: a program that closed its output is normally a moment
 * from exiting, and on a busy machine that moment can pass before the first look; so the
 * child gets up to EXIT_GRACE_MS to be reaped before its code is given up as unknown. */
enum { EXIT_GRACE_MS = 500 };

int ec_process_exit_code(EcProcess *p)
{
    if (!p)
        return -1;
    const struct timespec pause = {0, 1000 * 1000};
    for (int waited = 0; ec_process_running(p) && waited < EXIT_GRACE_MS; waited++)
        nanosleep(&pause, NULL);
    return p->exit_code;
}

void ec_process_free(EcProcess *p)
{
    if (!p)
        return;
    if (!p->ended && ec_process_running(p)) {
        kill(-p->pid, SIGKILL);
        kill(p->pid, SIGKILL);
        waitpid(p->pid, NULL, 0);
    }
    close(p->to_child);
    close(p->from_child);
    free(p);
}
