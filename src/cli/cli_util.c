#include "cli_util.h"

#include "textfile.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

char *cli_read_file(const char *path)
{
    if (strcmp(path, "-") != 0) {
        char *text = text_file_read(path);
        if (!text)
            fprintf(stderr, "%s: cannot read: %s\n", path, errno ? strerror(errno) : "too large");
        return text;
    }
    FILE *f = stdin;
    if (!f) {
        fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
        if (n + 1 >= cap) {
            if (cap > (64u << 20)) {
                fprintf(stderr, "%s: file too large\n", path);
                free(buf);
                buf = NULL;
                break;
            }
            char *more = realloc(buf, cap * 2);
            if (!more) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = more;
            cap *= 2;
        }
    }
    if (f != stdin)
        fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
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
