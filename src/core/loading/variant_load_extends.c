/* variant_load_extends.c — `extends`: the variant a file builds on, found by path or by
 * game name (the shipped variants first, then the files beside it), with cycles, too
 * long chains and near misses reported. */
#include "variant_load_internal.h"

#include "datadir.h"
#include "textfile.h"
#include "variant_load.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* The files of `dir` whose game is `name`, in file-name order (up to `max`, into
 * out[0..]); returns how many there are. */
static int find_in_dir(const char *dir, const char *name, char (*out)[PATH_MAX], int max)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    int found = 0;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 6 || (strcmp(e->d_name + len - 5, ".yaml") && strcmp(e->d_name + len - 4, ".yml")))
            continue;
        char path[PATH_MAX];
        char game[256];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (!variant_file_game_name(path, game, sizeof game) || strcmp(game, name) != 0)
            continue;
        if (found < max) {
            /* keep them sorted so that messages do not depend on the directory order */
            int at = found;
            while (at > 0 && strcmp(out[at - 1], path) > 0) {
                memcpy(out[at], out[at - 1], PATH_MAX);
                at--;
            }
            snprintf(out[at], PATH_MAX, "%s", path);
        }
        found++;
    }
    closedir(d);
    return found;
}

static bool same_dir(const char *a, const char *b)
{
    char *ra = realpath(a, NULL), *rb = realpath(b, NULL);
    bool same = ra && rb && !strcmp(ra, rb);
    free(ra);
    free(rb);
    return same;
}

/* What an `extends` that found nothing probably meant: a shipped file named like the
 * target ("standard", "standard.yaml") is extended by its game name; a game name written
 * in another case is suggested as written in the file. */
static void extends_hint(const char *target, char *out, size_t size)
{
    out[0] = '\0';
    char shipped[PATH_MAX], stem[PATH_MAX];
    csm_data_path("variants", shipped, sizeof shipped);
    const char *base = strrchr(target, '/') ? strrchr(target, '/') + 1 : target;
    snprintf(stem, sizeof stem, "%s", base);
    char *dot = strrchr(stem, '.');
    if (dot && (!strcmp(dot, ".yaml") || !strcmp(dot, ".yml")))
        *dot = '\0';
    DIR *d = opendir(shipped);
    struct dirent *e;
    while (d && !out[0] && (e = readdir(d))) {
        char path[PATH_MAX * 2], game[256], own[PATH_MAX];
        snprintf(own, sizeof own, "%s", e->d_name);
        char *ext = strrchr(own, '.');
        if (!ext || (strcmp(ext, ".yaml") && strcmp(ext, ".yml")))
            continue;
        *ext = '\0';
        snprintf(path, sizeof path, "%s/%s", shipped, e->d_name);
        if (!variant_file_game_name(path, game, sizeof game))
            continue;
        if (!strcasecmp(own, stem) || !strcasecmp(game, target))
            snprintf(out, size, " (did you mean the shipped game: extends: \"%.200s\"?)", game);
    }
    if (d)
        closedir(d);
}

Variant *load_base(Loader *L, yaml_node_t *n)
{
    const char *target = scalar(n);
    if (!target) {
        loader_err(L, n, "'extends' must name a game or a file");
        return NULL;
    }
    char dir[PATH_MAX], path[PATH_MAX * 2];
    loader_dir_of(L->path, dir, sizeof dir);
    bool is_path = strchr(target, '/') || strstr(target, ".yaml") || strstr(target, ".yml");
    bool found = false;
    const char *in_memory = NULL;
    if (L->catalog && !variant_catalog_records(L->catalog)) {
        in_memory = variant_catalog_find(L->catalog, target, is_path, path, sizeof path);
        found = in_memory != NULL;
    } else if (is_path) {
        if (target[0] == '/')
            snprintf(path, sizeof path, "%s", target);
        else
            snprintf(path, sizeof path, "%s/%s", dir, target);
        /* existence only: opening could wait on a FIFO; the read below refuses one */
        found = access(path, F_OK) == 0;
    } else {
        /* by name: the shipped variants first, so that a file in this folder that
         * reuses a shipped game's name (a modified copy) never silently changes what
         * its neighbours extend; then the files next to this one, which must not
         * share the name among themselves */
        char shipped[PATH_MAX];
        csm_data_path("variants", shipped, sizeof shipped);
        char matches[2][PATH_MAX];
        if (find_in_dir(shipped, target, matches, 1) > 0) {
            snprintf(path, sizeof path, "%s", matches[0]);
            found = true;
        } else if (!same_dir(dir, shipped)) {
            int count = find_in_dir(dir, target, matches, 2);
            if (count > 1) {
                loader_err(L, n, "extends: the game name '%s' is used by both %s and %s; extend one by its file name",
                           target, matches[0], matches[1]);
                return NULL;
            }
            if (count == 1) {
                snprintf(path, sizeof path, "%s", matches[0]);
                found = true;
            }
        }
    }
    if (!found) {
        char hint[400];
        extends_hint(target, hint, sizeof hint);
        loader_err(L, n, "extends: no variant %s '%s'%s", is_path ? "file" : "named", target, hint);
        return NULL;
    }
    char *real = realpath(path, NULL);
    const char *key = real ? real : path;
    for (int i = 0; i < L->depth; i++)
        if (L->chain[i] && strcmp(L->chain[i], key) == 0) {
            loader_err(L, n, "extends: '%s' leads back to itself (a cycle)", target);
            free(real);
            return NULL;
        }
    if (L->depth >= MAX_EXTENDS_DEPTH) {
        loader_err(L, n, "extends: chain too long (more than %d files)", MAX_EXTENDS_DEPTH);
        free(real);
        return NULL;
    }
    char why[160] = "out of memory";
    char *text = in_memory ? strdup(in_memory) : text_file_load(path, why, sizeof why);
    if (!text) {
        loader_err(L, n, "extends: cannot read '%s': %s", path, why);
        free(real);
        return NULL;
    }
    if (!in_memory && variant_catalog_records(L->catalog)) {
        char game[256] = "";
        if (!is_path)
            snprintf(game, sizeof game, "%s", target);
        else if (!variant_file_game_name(path, game, sizeof game))
            game[0] = '\0';
        if (!variant_catalog_add(L->catalog, path, game, text)) {
            loader_err(L, n, "extends: out of memory");
            free(text);
            free(real);
            return NULL;
        }
    }
    L->chain[L->depth] = key;
    int before = L->diags->count;
    Variant *base = load_variant(text, path, L->catalog, L->diags, L->chain, L->depth + 1);
    free(text);
    if (!base) {
        if (L->diags->count == before)
            loader_err(L, n, "extends: '%s' has errors", target);
        else
            loader_err(L, n, "extends: '%s' has the errors above", target);
    }
    free(real);
    return base;
}


char *loader_read_shape_file(Loader *L, const char *full, char *why, size_t why_size)
{
    if (L->catalog && !variant_catalog_records(L->catalog)) {
        char found[PATH_MAX];
        const char *text = variant_catalog_find(L->catalog, full, true, found, sizeof found);
        if (!text)
            snprintf(why, why_size, "not among the variant's files");
        return text ? strdup(text) : NULL;
    }
    char *text = text_file_load(full, why, why_size);
    if (text && variant_catalog_records(L->catalog) && !variant_catalog_add(L->catalog, full, "", text)) {
        snprintf(why, why_size, "out of memory");
        free(text);
        return NULL;
    }
    return text;
}
