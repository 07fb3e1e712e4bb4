#include "textfile.h"

#include <stdio.h>
#include <stdlib.h>

enum { TEXT_FILE_MAX = 16 << 20 };

char *text_file_read(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    long size = -1;
    if (fseek(f, 0, SEEK_END) == 0)
        size = ftell(f);
    if (size >= 0 && size <= TEXT_FILE_MAX && fseek(f, 0, SEEK_SET) == 0) {
        buf = malloc((size_t)size + 1);
        if (buf) {
            size_t got = fread(buf, 1, (size_t)size, f);
            buf[got] = '\0';
        }
    }
    fclose(f);
    return buf;
}
