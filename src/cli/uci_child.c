/* uci_child.c — another engine as a child process on two pipes (see uci_child.h). */
#include "uci_child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* A line longer than this is handed out in pieces of this size. */
enum { UCI_CHILD_MAX_LINE = 1 << 20 };

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

bool uci_child_start(UciChild *c, const char *command, char *why, size_t size)
{
    memset(c, 0, sizeof *c);
    c->to_child = c->from_child = -1;
    c->status = -1;
    int down[2], up[2]; /* down: we write, the child reads; up: the other way */
    if (pipe(down)) {
        snprintf(why, size, "pipe: %s", strerror(errno));
        return false;
    }
    if (pipe(up)) {
        snprintf(why, size, "pipe: %s", strerror(errno));
        close(down[0]);
        close(down[1]);
        return false;
    }
    /* our ends are not for any other child started later */
    fcntl(down[1], F_SETFD, FD_CLOEXEC);
    fcntl(up[0], F_SETFD, FD_CLOEXEC);
    struct sigaction ignore;
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ignore, NULL);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(why, size, "fork: %s", strerror(errno));
        close(down[0]);
        close(down[1]);
        close(up[0]);
        close(up[1]);
        return false;
    }
    if (pid == 0) {
        /* a group of its own, so that stopping it reaches what the shell started too */
        setpgid(0, 0);
        signal(SIGPIPE, SIG_DFL);
        dup2(down[0], STDIN_FILENO);
        dup2(up[1], STDOUT_FILENO);
        close(down[0]);
        close(down[1]);
        close(up[0]);
        close(up[1]);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid); /* also here: whichever runs first, the group exists before a kill */
    close(down[0]);
    close(up[1]);
    c->pid = pid;
    c->to_child = down[1];
    c->from_child = up[0];
    return true;
}

bool uci_child_send(UciChild *c, const char *line)
{
    if (c->to_child < 0)
        return false;
    size_t n = strlen(line);
    char *text = malloc(n + 1);
    if (!text)
        return false;
    memcpy(text, line, n);
    text[n] = '\n';
    size_t done = 0;
    while (done < n + 1) {
        ssize_t w = write(c->to_child, text + done, n + 1 - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            free(text);
            close_fd(&c->to_child);
            return false;
        }
        done += (size_t)w;
    }
    free(text);
    return true;
}

/* Hands out in[start..end) as a line, `end` being a newline or the end of the bytes. */
static const char *take_line(UciChild *c, size_t end)
{
    char *line = c->in + c->start;
    c->in[end] = '\0';
    c->start = end < c->len ? end + 1 : end;
    size_t n = strlen(line);
    while (n && line[n - 1] == '\r')
        line[--n] = '\0';
    return line;
}

/* Room for more bytes at the end of the buffer; false when out of memory. */
static bool make_room(UciChild *c)
{
    if (c->start) {
        memmove(c->in, c->in + c->start, c->len - c->start);
        c->len -= c->start;
        c->start = 0;
    }
    if (c->len + 1 < c->cap)
        return true;
    size_t cap = c->cap ? c->cap * 2 : 4096;
    char *grown = realloc(c->in, cap);
    if (!grown)
        return false;
    c->in = grown;
    c->cap = cap;
    return true;
}

/* Waits until the child's output can be read or the deadline passes; reads what is
 * there. False on the deadline. */
static bool read_more(UciChild *c, int64_t deadline)
{
    for (;;) {
        int64_t left = deadline - now_ms();
        if (left <= 0)
            return false;
        struct pollfd p = {.fd = c->from_child, .events = POLLIN};
        int ready = poll(&p, 1, left > INT32_MAX ? INT32_MAX : (int)left);
        if (ready == 0)
            return false;
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            c->closed = true;
            return true;
        }
        ssize_t got = read(c->from_child, c->in + c->len, c->cap - c->len - 1);
        if (got < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (got <= 0)
            c->closed = true;
        else
            c->len += (size_t)got;
        return true;
    }
}

UciChildRead uci_child_read_line(UciChild *c, int timeout_ms, const char **line)
{
    int64_t deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
    *line = NULL;
    for (;;) {
        if (c->in) {
            char *nl = memchr(c->in + c->start, '\n', c->len - c->start);
            if (nl) {
                *line = take_line(c, (size_t)(nl - c->in));
                return UCI_CHILD_LINE;
            }
            if (c->len - c->start >= UCI_CHILD_MAX_LINE || (c->closed && c->start < c->len)) {
                *line = take_line(c, c->len);
                return UCI_CHILD_LINE;
            }
        }
        if (c->closed || c->from_child < 0)
            return UCI_CHILD_CLOSED;
        if (!make_room(c)) {
            c->closed = true;
            continue;
        }
        if (!read_more(c, deadline))
            return UCI_CHILD_TIMEOUT;
    }
}

UciChildRead uci_child_wait_for(UciChild *c, const char *prefix, int timeout_ms, const char **line)
{
    int64_t deadline = now_ms() + timeout_ms;
    size_t n = strlen(prefix);
    for (;;) {
        int64_t left = deadline - now_ms();
        UciChildRead r = uci_child_read_line(c, left > 0 ? (int)(left > INT32_MAX ? INT32_MAX : left) : 0, line);
        if (r != UCI_CHILD_LINE)
            return r;
        if (!strncmp(*line, prefix, n) && ((*line)[n] == '\0' || (*line)[n] == ' '))
            return UCI_CHILD_LINE;
    }
}

/* Reaps the child if it has ended; true then. */
static bool reap(UciChild *c)
{
    if (c->pid <= 0)
        return true;
    int status;
    pid_t got = waitpid(c->pid, &status, WNOHANG);
    if (got == 0)
        return false;
    c->status = got == c->pid ? status : -1;
    c->pid = 0;
    return true;
}

void uci_child_stop(UciChild *c, int grace_ms)
{
    if (c->pid > 0) {
        uci_child_send(c, "quit");
        close_fd(&c->to_child); /* an engine that ignores quit still sees the end of its input */
        int64_t deadline = now_ms() + grace_ms;
        while (!reap(c) && now_ms() < deadline) {
            struct timespec pause = {0, 10 * 1000000};
            nanosleep(&pause, NULL);
        }
        if (c->pid > 0) {
            kill(-c->pid, SIGKILL);
            kill(c->pid, SIGKILL);
            int status;
            if (waitpid(c->pid, &status, 0) == c->pid)
                c->status = status;
            c->pid = 0;
        }
    }
    close_fd(&c->to_child);
    close_fd(&c->from_child);
    free(c->in);
    c->in = NULL;
    c->start = c->len = c->cap = 0;
}

const char *uci_child_exit_text(UciChild *c, char *buf, size_t size)
{
    /* it closed its output but may be on its way out: up to a second to see how it ends */
    for (int waited = 0; !reap(c); waited += 10) {
        if (waited >= 1000) {
            snprintf(buf, size, "still running");
            return buf;
        }
        struct timespec pause = {0, 10 * 1000000};
        nanosleep(&pause, NULL);
    }
    int s = c->status;
    if (s == -1)
        snprintf(buf, size, "ended");
    else if (WIFEXITED(s))
        snprintf(buf, size, "exit status %d%s", WEXITSTATUS(s),
                 WEXITSTATUS(s) == 127   ? ": the shell did not find the command"
                 : WEXITSTATUS(s) == 126 ? ": the command is not executable"
                                         : "");
    else if (WIFSIGNALED(s))
        snprintf(buf, size, "killed by signal %d", WTERMSIG(s));
    else
        snprintf(buf, size, "ended");
    return buf;
}
