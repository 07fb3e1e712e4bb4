/* folders.c — the file chooser's file system (see folders.h). */
#include "folders.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool folders_is_dir(const char *path)
{
    struct stat st;
    return path && *path && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool folders_is_file(const char *path)
{
    struct stat st;
    return path && *path && stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int by_name(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

int folders_list(const char *dir, char (*names)[FOLDER_NAME], int max)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    for (struct dirent *e; n < max && (e = readdir(d));) {
        if (e->d_name[0] == '.' || strlen(e->d_name) >= FOLDER_NAME)
            continue;
        char path[PATH_MAX];
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= sizeof path || !folders_is_dir(path))
            continue;
        snprintf(names[n++], FOLDER_NAME, "%s", e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, FOLDER_NAME, by_name);
    return n;
}

bool folders_parent(const char *dir, char *out, size_t size)
{
    const char *slash = strrchr(dir, '/');
    if (!slash || (slash == dir && dir[1] == '\0'))
        return false;
    size_t n = slash == dir ? 1 : (size_t)(slash - dir); /* "/home" → "/" */
    snprintf(out, size, "%.*s", (int)n, dir);
    return true;
}

/* Appends one path component to `out` (an absolute path), following "." and "..". */
static void add_component(char *out, size_t size, const char *part, size_t len)
{
    if (len == 0 || (len == 1 && part[0] == '.'))
        return;
    if (len == 2 && part[0] == '.' && part[1] == '.') {
        char up[PATH_MAX];
        if (folders_parent(out, up, sizeof up))
            snprintf(out, size, "%s", up);
        return;
    }
    size_t at = strlen(out);
    snprintf(out + at, size - at, "%s%.*s", at > 0 && out[at - 1] == '/' ? "" : "/", (int)len, part);
}

void folders_resolve(const char *typed, const char *base, char *out, size_t size)
{
    const char *home = getenv("HOME");
    if (typed[0] == '~' && (typed[1] == '/' || typed[1] == '\0') && home) {
        snprintf(out, size, "%s", home);
        typed++;
    } else if (typed[0] == '/') {
        snprintf(out, size, "/");
    } else {
        snprintf(out, size, "%s", base);
    }
    for (const char *p = typed; *p;) {
        size_t len = strcspn(p, "/");
        add_component(out, size, p, len);
        p += len;
        while (*p == '/')
            p++;
    }
    if (!out[0])
        snprintf(out, size, "/");
}

void folders_remember(char (*recent)[PATH_MAX], const char *dir)
{
    if (!dir || !*dir)
        return;
    char keep[PATH_MAX];
    snprintf(keep, sizeof keep, "%s", dir);
    int at = FOLDERS_RECENT - 1; /* where it was, else the oldest */
    for (int i = 0; i < FOLDERS_RECENT; i++)
        if (!strcmp(recent[i], keep)) {
            at = i;
            break;
        }
    for (int i = at; i > 0; i--)
        memcpy(recent[i], recent[i - 1], sizeof recent[i]);
    snprintf(recent[0], sizeof recent[0], "%s", keep);
}
