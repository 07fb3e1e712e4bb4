/* gamefile.c — record files into games (see gamefile.h). */
#include "gamefile.h"

#include "catalog.h"
#include "datadir.h"
#include "variant_load.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool is_file(const char *p)
{
    struct stat st;
    return p && stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

bool gamefile_find_variant(const GameRecord *r, const char *user_dir, char *out, size_t size)
{
    if (r->variant_file && is_file(r->variant_file)) {
        snprintf(out, size, "%s", r->variant_file);
        return true;
    }
    char shipped[PATH_MAX];
    csm_data_path("variants", shipped, sizeof shipped);
    const char *dirs[2] = {shipped, user_dir};
    if (r->variant_file) {
        const char *base = strrchr(r->variant_file, '/');
        base = base ? base + 1 : r->variant_file;
        for (int i = 0; i < 2; i++) {
            if (!dirs[i])
                continue;
            char p[PATH_MAX + 256];
            snprintf(p, sizeof p, "%s/%s", dirs[i], base);
            if (is_file(p)) {
                snprintf(out, size, "%s", p);
                return true;
            }
        }
    }
    if (r->variant_name) {
        Catalog c;
        catalog_init(&c);
        for (int i = 0; i < 2; i++)
            if (dirs[i])
                catalog_scan(&c, dirs[i], i == 1);
        bool found = false;
        for (int i = 0; i < c.count && !found; i++)
            if (!c.items[i].error && !strcmp(c.items[i].name, r->variant_name)) {
                snprintf(out, size, "%s", c.items[i].path);
                found = true;
            }
        catalog_free(&c);
        return found;
    }
    return false;
}

bool gamefile_load(const char *path, const char *user_dir, Variant **v, Game **g, char *variant_path,
                   size_t vsize, Opponent *opp, Clock *clock, char *err, size_t esize)
{
    if (clock)
        clock_off(clock);
    *v = NULL;
    *g = NULL;
    if (opp)
        opponent_hot_seat(opp);
    DiagSink d;
    diag_init(&d);
    GameRecord r;
    record_init(&r);
    bool ok = record_read_file(&r, path, &d);
    if (!ok) {
        diag_first(&d, err, esize, "not a game record");
    } else if (!gamefile_find_variant(&r, user_dir, variant_path, vsize)) {
        snprintf(err, esize, "%s: the variant \"%s\" (%s) was not found", path, r.variant_name ? r.variant_name : "?",
                 r.variant_file ? r.variant_file : "no file");
        ok = false;
    } else if (!(*v = variant_load_file(variant_path, NULL, &d))) {
        diag_first(&d, err, esize, "the variant does not load");
        ok = false;
    } else if (!(*g = record_replay(&r, *v, &d))) {
        diag_first(&d, err, esize, "the moves do not replay");
        variant_free(*v);
        *v = NULL;
        ok = false;
    } else if (opp && r.opponent) {
        opponent_parse(r.opponent, opp); /* not understood: hot seat, the game still opens */
    }
    if (ok && clock && r.clock)
        clock_parse(r.clock, clock); /* not understood: no clock, the game still opens */
    record_free(&r);
    diag_free(&d);
    return ok;
}

bool gamefile_save(const char *path, const Game *g, const char *variant_path, const Opponent *opp,
                   const Clock *clock, DiagSink *d)
{
    GameRecord r;
    record_init(&r);
    bool ok = record_from_game(&r, g, variant_path);
    if (ok && opp) {
        char text[OPPONENT_TEXT];
        opponent_format(opp, text, sizeof text);
        ok = (r.opponent = malloc(strlen(text) + 1)) != NULL;
        if (ok)
            memcpy(r.opponent, text, strlen(text) + 1);
    }
    if (ok && clock && clock_on(clock)) {
        char text[CLOCK_TEXT];
        clock_format(clock, text, sizeof text);
        ok = (r.clock = malloc(strlen(text) + 1)) != NULL;
        if (ok)
            memcpy(r.clock, text, strlen(text) + 1);
    }
    if (!ok)
        diag_add(d, path, 0, 0, "out of memory");
    else
        ok = record_write_file(&r, path, d);
    record_free(&r);
    return ok;
}
