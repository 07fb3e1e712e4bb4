/* settings.c — settings.txt (see settings.h). */
#include "settings.h"

#include "notations.h"
#include "textfile.h"
#include "theme.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void path_of(const char *pref_dir, char *out, size_t size) { snprintf(out, size, "%ssettings.txt", pref_dir); }

/* "1"/"on" or "0"/"off"; anything else leaves the default */
static void read_flag(const char *val, bool *out)
{
    if (!strcmp(val, "1") || !strcmp(val, "on"))
        *out = true;
    else if (!strcmp(val, "0") || !strcmp(val, "off"))
        *out = false;
}

/* "X,Y,W,H" or "X,Y,W,H,max", in window units; sizes out of reason are ignored */
static void read_window(const char *val, WindowPlace *w)
{
    int x, y, width, height, used = 0;
    if (sscanf(val, "%d,%d,%d,%d%n", &x, &y, &width, &height, &used) != 4)
        return;
    const char *rest = val + used;
    bool max = !strcmp(rest, ",max");
    if ((*rest && !max) || width < 200 || height < 150 || width > 16384 || height > 16384 || x < -32768 ||
        x > 32768 || y < -32768 || y > 32768)
        return;
    *w = (WindowPlace){true, x, y, width, height, max};
}

/* "PROTOCOL<TAB>NAME<TAB>COMMAND": an engine added (a name listed twice keeps the first) */
static void read_engine(const char *val, Settings *s)
{
    const char *t1 = strchr(val, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
    if (!t2 || s->nengines == SETTINGS_ENGINES || t1 - val >= (long)sizeof s->engines[0].protocol ||
        t2 - t1 - 1 >= SETTINGS_ENGINE_NAME || t2 == t1 + 1 || !t2[1] || strlen(t2 + 1) >= SETTINGS_ENGINE_COMMAND)
        return;
    EngineSetting *e = &s->engines[s->nengines];
    memset(e, 0, sizeof *e);
    snprintf(e->protocol, sizeof e->protocol, "%.*s", (int)(t1 - val), val);
    snprintf(e->name, sizeof e->name, "%.*s", (int)(t2 - t1 - 1), t1 + 1);
    snprintf(e->command, sizeof e->command, "%s", t2 + 1);
    for (int i = 0; i < s->nengines; i++)
        if (!strcmp(s->engines[i].name, e->name))
            return;
    s->nengines++;
}

/* "ENGINE<TAB>OPTION<TAB>VALUE", for an engine listed above it */
static void read_engine_option(const char *val, Settings *s)
{
    const char *t1 = strchr(val, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
    if (!t2 || t2 - t1 - 1 >= (long)sizeof s->engines[0].options[0].name || strlen(t2 + 1) >= sizeof s->engines[0].options[0].value)
        return;
    for (int i = 0; i < s->nengines; i++) {
        EngineSetting *e = &s->engines[i];
        if (strlen(e->name) != (size_t)(t1 - val) || strncmp(e->name, val, (size_t)(t1 - val)) || e->noptions == SETTINGS_ENGINE_OPTIONS)
            continue;
        EngineOptionSetting *o = &e->options[e->noptions++];
        snprintf(o->name, sizeof o->name, "%.*s", (int)(t2 - t1 - 1), t1 + 1);
        snprintf(o->value, sizeof o->value, "%s", t2 + 1);
        return;
    }
}

static void write_engines(FILE *f, const Settings *s)
{
    for (int i = 0; i < s->nengines; i++) {
        const EngineSetting *e = &s->engines[i];
        fprintf(f, "engine=%s\t%s\t%s\n", e->protocol, e->name, e->command);
        for (int k = 0; k < e->noptions; k++)
            fprintf(f, "engine-option=%s\t%s\t%s\n", e->name, e->options[k].name, e->options[k].value);
    }
    if (s->computer_engine[0])
        fprintf(f, "computer-engine=%s\n", s->computer_engine);
    if (s->analysis_engine[0])
        fprintf(f, "analysis-engine=%s\n", s->analysis_engine);
}

/* "own", or a notation's name (an alias is kept as written: notation_from_name reads it) */
static bool settings_notation_known(const char *name)
{
    NotationId id;
    return !strcmp(name, "own") || notation_from_name(name, &id);
}

void settings_load(const char *pref_dir, Settings *s)
{
    memset(s, 0, sizeof *s);
    s->animate = true;
    s->your_side_below = true;
    s->sound = true;
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
        else if (!strcmp(line, "theme") && strlen(val) < sizeof s->theme && theme_find(val))
            snprintf(s->theme, sizeof s->theme, "%s", val);
        else if (!strcmp(line, "animation"))
            read_flag(val, &s->animate);
        else if (!strcmp(line, "sound"))
            read_flag(val, &s->sound);
        else if (!strcmp(line, "notation") && strlen(val) < sizeof s->notation && settings_notation_known(val))
            snprintf(s->notation, sizeof s->notation, "%s", val);
        else if (!strcmp(line, "your-side-below"))
            read_flag(val, &s->your_side_below);
        else if (!strcmp(line, "piece-style") && (!strcmp(val, "characters") || !strcmp(val, "pictograms")))
            s->pictograms = !strcmp(val, "pictograms");
        else if (!strcmp(line, "window"))
            read_window(val, &s->window);
        else if (!strcmp(line, "recent-folder") && val[0] == '/' && strlen(val) < sizeof s->recent_dirs[0]) {
            for (int i = 0; i < FOLDERS_RECENT; i++)
                if (!s->recent_dirs[i][0]) { /* in the file's order: newest first */
                    snprintf(s->recent_dirs[i], sizeof s->recent_dirs[i], "%s", val);
                    break;
                }
        } else if (!strcmp(line, "player-name") && strlen(val) < sizeof s->player_name)
            snprintf(s->player_name, sizeof s->player_name, "%s", val);
        else if (!strcmp(line, "save-folder") && strlen(val) < sizeof s->save_dir)
            snprintf(s->save_dir, sizeof s->save_dir, "%s", val);
        else if (!strcmp(line, "engine"))
            read_engine(val, s);
        else if (!strcmp(line, "engine-option"))
            read_engine_option(val, s);
        else if (!strcmp(line, "computer-engine") && strlen(val) < sizeof s->computer_engine)
            snprintf(s->computer_engine, sizeof s->computer_engine, "%s", val);
        else if (!strcmp(line, "analysis-engine") && strlen(val) < sizeof s->analysis_engine)
            snprintf(s->analysis_engine, sizeof s->analysis_engine, "%s", val);
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
    fprintf(f, "theme=%s\nanimation=%d\nsound=%d\nnotation=%s\n", s->theme[0] ? s->theme : theme_at(0)->name,
            s->animate ? 1 : 0, s->sound ? 1 : 0, s->notation[0] ? s->notation : "own");
    fprintf(f, "your-side-below=%d\npiece-style=%s\n", s->your_side_below ? 1 : 0,
            s->pictograms ? "pictograms" : "characters");
    if (s->save_dir[0])
        fprintf(f, "save-folder=%s\n", s->save_dir);
    if (s->player_name[0])
        fprintf(f, "player-name=%s\n", s->player_name);
    for (int i = 0; i < FOLDERS_RECENT; i++)
        if (s->recent_dirs[i][0])
            fprintf(f, "recent-folder=%s\n", s->recent_dirs[i]);
    if (s->window.known)
        fprintf(f, "window=%d,%d,%d,%d%s\n", s->window.x, s->window.y, s->window.w, s->window.h,
                s->window.maximized ? ",max" : "");
    write_engines(f, s);
    bool ok = fflush(f) == 0 && fsync(fileno(f)) == 0;
    ok = fclose(f) == 0 && ok;
    if (ok && rename(tmp, path) == 0)
        return true;
    remove(tmp); /* the old settings stay */
    return false;
}
