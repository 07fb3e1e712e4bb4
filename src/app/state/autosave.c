/* autosave.c — saving and offering back the game in progress (see autosave.h). */
#include "autosave.h"

#include "gamefile.h"
#include "record.h"
#include "variant_build.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

void autosave_file(const char *pref_dir, char *out, size_t size)
{
    snprintf(out, size, "%sautosave.txt", pref_dir);
}

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

static bool move_aside(const char *pref_dir, const char *path, char *out, size_t size)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int i = 1; i < 100; i++) {
        if (i == 1)
            snprintf(out, size, "%sautosave.corrupt-%s.txt", pref_dir, stamp);
        else
            snprintf(out, size, "%sautosave.corrupt-%s-%d.txt", pref_dir, stamp, i);
        if (!exists(out))
            return rename(path, out) == 0;
    }
    return false;
}

AutosaveState autosave_check(const char *pref_dir, const char *user_variants, AutosaveOffer *o)
{
    memset(o, 0, sizeof *o);
    char path[PATH_MAX];
    autosave_file(pref_dir, path, sizeof path);
    if (!exists(path))
        return o->state = AUTOSAVE_NONE;
    Variant *v;
    Game *g;
    if (!gamefile_load(path, user_variants, &v, &g, o->variant_path, sizeof o->variant_path, &o->opponent, &o->clock,
                       o->error, sizeof o->error)) {
        if (!move_aside(pref_dir, path, o->moved_to, sizeof o->moved_to)) {
            o->move_failed = true;
            snprintf(o->moved_to, sizeof o->moved_to, "%s", path);
        }
        return o->state = AUTOSAVE_CORRUPT;
    }
    if (g->length == 0 || game_result(g)->status != GAME_ONGOING) {
        game_free(g);
        variant_free(v);
        return o->state = AUTOSAVE_DONE;
    }
    o->variant = v;
    o->game = g;
    return o->state = AUTOSAVE_RESUMABLE;
}

void autosave_offer_free(AutosaveOffer *o)
{
    game_free(o->game);
    variant_free(o->variant);
    o->game = NULL;
    o->variant = NULL;
}

bool autosave_write(const char *pref_dir, const Game *g, const char *variant_path, const Opponent *opp,
                    const Clock *clock, char *err, size_t size)
{
    char path[PATH_MAX];
    autosave_file(pref_dir, path, sizeof path);
    DiagSink d;
    diag_init(&d);
    bool ok = gamefile_save(path, g, variant_path, opp, clock, &d);
    if (!ok && d.count)
        diag_format(&d.items[0], err, size);
    diag_free(&d);
    return ok;
}
