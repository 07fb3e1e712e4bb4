/* settings.c — settings.txt (see settings.h). */
#include "settings.h"

#include <stdio.h>
#include <string.h>

static void path_of(const char *pref_dir, char *out, size_t size) { snprintf(out, size, "%ssettings.txt", pref_dir); }

void settings_load(const char *pref_dir, Settings *s)
{
    memset(s, 0, sizeof *s);
    char path[PATH_MAX];
    path_of(pref_dir, path, sizeof path);
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    char line[PATH_MAX + 64];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
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
    fclose(f);
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
    bool ok = fclose(f) == 0;
    return ok && rename(tmp, path) == 0;
}
