/* uci_variants.c — the names UCI_Variant accepts (see uci_variants.h). */
#include "uci_variants.h"

#include "datadir.h"
#include "fsf_import.h"
#include "ini.h"
#include "lint.h"
#include "textfile.h"
#include "variant_load.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Fairy-Stockfish's names for the shipped variants that play exactly as its own
 * (perft over UCI agrees). Only these: a name that plays differently would change the
 * game silently for a GUI that asks for it. */
static const struct {
    const char *fsf, *id;
} FSF_NAMES[] = {
    {"chess", "standard"},         {"kingofthehill", "king_of_the_hill"}, {"3check", "three_check"},
    {"racingkings", "racing_kings"},
};

const char *uci_variants_fsf_name(const char *id)
{
    for (size_t i = 0; i < sizeof FSF_NAMES / sizeof FSF_NAMES[0]; i++)
        if (!strcmp(FSF_NAMES[i].id, id))
            return FSF_NAMES[i].fsf;
    return NULL;
}

/* Adds a choice; one added later under the same name replaces it. */
static UciVariant *add(UciVariants *c, const char *id, const char *path, const char *yaml, bool shipped)
{
    for (int i = 0; i < c->count; i++)
        if (!c->items[i].shipped && !shipped && !strcasecmp(c->items[i].id, id)) {
            char *p = strdup(path), *y = yaml ? strdup(yaml) : NULL;
            if (!p || (yaml && !y)) {
                free(p);
                free(y);
                return NULL;
            }
            free(c->items[i].path);
            free(c->items[i].yaml);
            c->items[i].path = p;
            c->items[i].yaml = y;
            c->items[i].usi_fit = 0; /* another variant now: not known */
            return &c->items[i];
        }
    if (c->count == c->cap) { /* room for twice as many */
        UciVariant *grown = realloc(c->items, (size_t)(c->cap ? c->cap * 2 : 32) * sizeof *grown);
        if (!grown)
            return NULL;
        c->cap = c->cap ? c->cap * 2 : 32;
        c->items = grown;
    }
    UciVariant *it = &c->items[c->count];
    it->id = strdup(id);
    it->path = strdup(path);
    it->yaml = yaml ? strdup(yaml) : NULL;
    it->shipped = shipped;
    it->usi_fit = 0;
    if (!it->id || !it->path || (yaml && !it->yaml)) {
        free(it->id);
        free(it->path);
        free(it->yaml);
        return NULL;
    }
    c->count++;
    return it;
}

static int compare_ids(const void *a, const void *b)
{
    return strcmp(((const UciVariant *)a)->id, ((const UciVariant *)b)->id);
}

/* The .yaml files of `dir`, sorted by name; -1 when it cannot be read. */
static int add_yaml_files(UciVariants *c, const char *dir, bool shipped)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    int first = c->count, added = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len <= 5 || strcmp(e->d_name + len - 5, ".yaml") != 0)
            continue;
        char id[256], path[PATH_MAX + 256];
        snprintf(id, sizeof id, "%.*s", (int)(len - 5), e->d_name);
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (!add(c, id, path, NULL, shipped))
            break;
        added++;
    }
    closedir(d);
    if (c->count > first)
        qsort(c->items + first, (size_t)(c->count - first), sizeof *c->items, compare_ids);
    return added;
}

void uci_variants_scan(UciVariants *c)
{
    char dir[PATH_MAX];
    csm_data_path("variants", dir, sizeof dir);
    add_yaml_files(c, dir, true);
}

int uci_variants_add_folder(UciVariants *c, const char *dir) { return add_yaml_files(c, dir, false); }

void uci_variants_free(UciVariants *c)
{
    for (int i = 0; i < c->count; i++) {
        free(c->items[i].id);
        free(c->items[i].path);
        free(c->items[i].yaml);
    }
    free(c->items);
    memset(c, 0, sizeof *c);
}

/* The imported text must load and must not be decided before a move (as import-ini). */
static bool imported_plays(const char *yaml, const char *path, const char *section, DiagSink *notes)
{
    DiagSink errors;
    diag_init(&errors);
    Variant *v = variant_load_text(yaml, path, NULL, &errors);
    GameResult r;
    bool ok = v && !lint_decided_at_start(v, &r);
    if (!v)
        diag_add(notes, path, 0, 0, "[%s] was imported but does not load: %s", section,
                 errors.count ? errors.items[0].message : "unknown error");
    else if (!ok)
        diag_add(notes, path, 0, 0, "[%s] is decided in its start position (%s); left out", section, r.reason);
    variant_free(v);
    diag_free(&errors);
    return ok;
}

int uci_variants_add_ini(UciVariants *c, const char *path, DiagSink *notes)
{
    char why[200];
    char *text = text_file_load(path, why, sizeof why);
    if (!text) {
        diag_add(notes, path, 0, 0, "cannot read: %s", why);
        return -1;
    }
    Ini ini = {0};
    if (!ini_parse(text, path, &ini, notes, notes)) {
        free(text);
        ini_free(&ini);
        return -1;
    }
    int added = 0;
    for (int s = 0; s < ini.count; s++) {
        const char *name = ini.sections[s].name;
        DiagSink errors, changes;
        diag_init(&errors);
        diag_init(&changes);
        char *yaml = fsf_import_ini(text, path, name, false, &errors, &changes);
        if (!yaml) {
            diag_add(notes, path, ini.sections[s].line, 0, "[%s] left out: %s", name,
                     errors.count ? errors.items[0].message : "cannot be imported exactly");
        } else if (imported_plays(yaml, path, name, notes) && add(c, name, path, yaml, false)) {
            added++;
        }
        free(yaml);
        diag_free(&errors);
        diag_free(&changes);
    }
    ini_free(&ini);
    free(text);
    return added;
}

const UciVariant *uci_variants_find(const UciVariants *c, const char *name)
{
    /* what a VariantPath added first: an ini may define its own "chess" */
    for (int i = 0; i < c->count; i++)
        if (!c->items[i].shipped && !strcasecmp(c->items[i].id, name))
            return &c->items[i];
    for (size_t i = 0; i < sizeof FSF_NAMES / sizeof FSF_NAMES[0]; i++)
        if (!strcasecmp(name, FSF_NAMES[i].fsf))
            name = FSF_NAMES[i].id;
    for (int i = 0; i < c->count; i++)
        if (c->items[i].shipped && !strcasecmp(c->items[i].id, name))
            return &c->items[i];
    return NULL;
}

/* The names listed first, in this order: polyglot (XBoard's bridge to UCI) keeps only the
 * first 16 of the list, and these are the ones GUIs and XBoard ask for. */
static const char *const COMMON_NAMES[] = {"chess",     "standard",   "chess960", "crazyhouse", "atomic", "antichess",
                                           "kingofthehill", "3check", "racingkings", "horde",   "xiangqi", "shogi",
                                           "janggi",    "makruk",     "capablanca", "seirawan"};

static bool is_common_name(const char *name)
{
    for (size_t i = 0; i < sizeof COMMON_NAMES / sizeof *COMMON_NAMES; i++)
        if (!strcasecmp(name, COMMON_NAMES[i]))
            return true;
    return false;
}

static size_t add_word(char *line, size_t n, size_t size, const char *name)
{
    return n < size ? n + (size_t)snprintf(line + n, size - n, " var %s", name) : n;
}

void uci_variants_combo(const UciVariants *c, char *line, size_t size)
{
    size_t n = strlen(line);
    for (size_t i = 0; i < sizeof COMMON_NAMES / sizeof *COMMON_NAMES; i++)
        if (uci_variants_find(c, COMMON_NAMES[i]))
            n = add_word(line, n, size, COMMON_NAMES[i]);
    for (int i = 0; i < c->count; i++) {
        if (!is_common_name(c->items[i].id))
            n = add_word(line, n, size, c->items[i].id);
        const char *fsf = c->items[i].shipped ? uci_variants_fsf_name(c->items[i].id) : NULL;
        if (fsf && !is_common_name(fsf))
            n = add_word(line, n, size, fsf);
    }
}
