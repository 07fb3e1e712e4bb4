#include "textfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

enum { TEXT_FILE_MAX = 16 << 20 };

/* Reads in growing chunks rather than asking for the size first, so pipes, FIFOs and
 * /dev/stdin (which cannot seek) read like any file. */
char *text_file_read(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 8192, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                free(buf);
                buf = NULL;
            }
            break;
        }
        if (n + 1 < cap)
            continue;
        if (cap > TEXT_FILE_MAX) {
            free(buf);
            buf = NULL;
            errno = EFBIG;
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
    if (buf)
        buf[n] = '\0';
    fclose(f);
    return buf;
}
