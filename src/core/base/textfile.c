/* textfile.c — bounded reads of regular text files (see textfile.h). */
#include "textfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void say(char *why, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void say(char *why, size_t size, const char *fmt, ...)
{
    if (!why || !size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, size, fmt, ap);
    va_end(ap);
}

/* NULL when the text holds no NUL byte; else frees it and says where the NUL is. */
static char *refuse_nul(char *buf, size_t len, char *why, size_t size)
{
    const char *nul = memchr(buf, '\0', len);
    if (!nul)
        return buf;
    int line = 1, col = 1;
    for (const char *p = buf; p < nul; p++) {
        if (*p == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
    }
    say(why, size, "a NUL byte at line %d, column %d: this is not a text file", line, col);
    free(buf);
    return NULL;
}

static void say_too_large(char *why, size_t size)
{
    say(why, size, "too large (more than %d MiB, the limit for any file Chessembly reads)", TEXT_FILE_MAX >> 20);
}

/* The text read, `len` bytes in `buf` (room for one more): refused when too large or
 * holding a NUL byte, else terminated. */
static char *finish_text(char *buf, size_t len, char *why, size_t why_size)
{
    if (len > TEXT_FILE_MAX) {
        say_too_large(why, why_size);
        free(buf);
        return NULL;
    }
    buf[len] = '\0';
    return refuse_nul(buf, len, why, why_size);
}

char *text_file_load(const char *path, char *why, size_t why_size)
{
    /* O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        say(why, why_size, "%s", strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        say(why, why_size, "%s", strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        say(why, why_size, "not a regular file (%s)",
            S_ISDIR(st.st_mode) ? "a folder" : S_ISFIFO(st.st_mode) ? "a pipe" : "a device or socket");
        close(fd);
        return NULL;
    }
    if (st.st_size > TEXT_FILE_MAX) {
        say_too_large(why, why_size);
        close(fd);
        return NULL;
    }
    /* the size may change while reading: never read past the limit */
    size_t cap = (size_t)st.st_size + 1, len = 0;
    char *buf = malloc(cap + 1);
    if (!buf) {
        say(why, why_size, "out of memory");
        close(fd);
        return NULL;
    }
    for (;;) {
        if (len == cap) {
            if (cap > TEXT_FILE_MAX) {
                say_too_large(why, why_size);
                free(buf);
                close(fd);
                return NULL;
            }
            size_t more = cap * 2 > (size_t)TEXT_FILE_MAX + 1 ? (size_t)TEXT_FILE_MAX + 1 : cap * 2;
            char *b = realloc(buf, more + 1);
            if (!b) {
                say(why, why_size, "out of memory");
                free(buf);
                close(fd);
                return NULL;
            }
            buf = b;
            cap = more;
        }
        ssize_t got = read(fd, buf + len, cap - len);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            say(why, why_size, "%s", strerror(errno));
            free(buf);
            close(fd);
            return NULL;
        }
        if (got == 0)
            break;
        len += (size_t)got;
    }
    close(fd);
    return finish_text(buf, len, why, why_size);
}

char *text_file_read(const char *path) { return text_file_load(path, NULL, 0); }

char *text_stream_load(void *stdio_file, char *why, size_t why_size)
{
    FILE *f = stdio_file;
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        if (len == cap) {
            if (cap > TEXT_FILE_MAX) {
                say_too_large(why, why_size);
                free(buf);
                return NULL;
            }
            char *b = realloc(buf, cap * 2 + 1);
            if (!b) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    if (!buf) {
        say(why, why_size, "out of memory");
        return NULL;
    }
    if (ferror(f)) {
        say(why, why_size, "read error");
        free(buf);
        return NULL;
    }
    return finish_text(buf, len, why, why_size);
}

bool text_file_is_regular(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool text_file_write_atomic(const char *path, const char *text, DiagSink *diags)
{
    size_t n = strlen(path) + 32;
    char *tmp = malloc(n);
    if (!tmp) {
        diag_add(diags, path, 0, 0, "out of memory");
        return false;
    }
    snprintf(tmp, n, "%s.tmp-%ld", path, (long)getpid());
    bool ok = false;
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        diag_add(diags, path, 0, 0, "cannot write %s: %s", tmp, strerror(errno));
    } else {
        size_t len = strlen(text);
        bool wrote = fwrite(text, 1, len, f) == len && fflush(f) == 0 && fsync(fileno(f)) == 0;
        int err = errno;
        if (fclose(f) != 0)
            wrote = false;
        if (!wrote) {
            diag_add(diags, path, 0, 0, "cannot write %s: %s", tmp, strerror(err));
            remove(tmp);
        } else if (rename(tmp, path) != 0) {
            diag_add(diags, path, 0, 0, "cannot replace %s: %s", path, strerror(errno));
            remove(tmp);
        } else {
            ok = true;
        }
    }
    free(tmp);
    return ok;
}
