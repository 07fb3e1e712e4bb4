/* settings.c — settings.txt (see settings.h). */
#include "settings.h"

#include "textfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void path_of(const char *pref_dir, char *out, size_t size) { snprintf(out, size, "%ssettings.txt", pref_dir); }

void settings_load(const char *pref_dir, Settings *s)
{
    memset(s, 0, sizeof *s);
    char path[PATH_MAX];
    path_of(pref_dir, path, sizeof path);
    /* a regular file only: a FIFO in its place must not hang the start */
    char *text = text_file_read(path);
    if (!text)
        return;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        line[strcspn(line, "\r")] = '\0';
        char *eq = strchr(line, '=');
        if (!eq || line[0] == '#')
            continue;
        *eq = '\0';
        const char *val = eq + 1;
        if (!strcmp(line, "lang") && (!strcmp(val, "en") || !strcmp(val, "ko")))
            snprintf(s->lang, sizeof s->lang, "%s", val);
        else if (!strcmp(line, "autoflip"))
            s->autoflip = val[0] == '1';
        else if (!strcmp(line, "variant"))
            snprintf(s->variant, sizeof s->variant, "%s", val);
    }
    free(text);
}

bool settings_save(const char *pref_dir, const Settings *s)
{
    char path[PATH_MAX], tmp[PATH_MAX + 8];
    path_of(pref_dir, path, sizeof path);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return false;
    fprintf(f, "# Chessembly settings\nlang=%s\nautoflip=%d\nvariant=%s\n", s->lang, s->autoflip ? 1 : 0, s->variant);
    bool ok = fflush(f) == 0 && fsync(fileno(f)) == 0;
    ok = fclose(f) == 0 && ok;
    if (ok && rename(tmp, path) == 0)
        return true;
    remove(tmp); /* the old settings stay */
    return false;
}
