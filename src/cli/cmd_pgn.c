/* chessembly-cli pgn — replays every game of a PGN file and tells where each one ends. */
#include "cli_commands.h"
#include "cli_game.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "pgn.h"
#include "textfile.h"
#include "variant_build.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: chessembly-cli pgn [--variant FILE] [--notation N] [--save OUT.pgn] FILE.pgn|-\n"
                    "Replays every game of the PGN (the variant from its Variant / VariantFile tags unless\n"
                    "--variant is given; moves in SAN, coordinates or the variant's family notations) and prints,\n"
                    "per game, a `game N: White - Black` line, the final FEN and, once the game is over,\n"
                    "'result: 1-0 (reason)'. --notation san|coordinates|hodges|wxf: a 'moves:' line after the\n"
                    "game line, the moves written so. Exit status 1 when a game cannot be replayed.\n"
                    "--save writes the games replayed to OUT.pgn as the window saves them: their tags, comments,\n"
                    "glyphs ($1) and variations kept, the moves in our SAN.\n");
    return 2;
}

/* The variant of the last game, kept while the next games use the same file. */
typedef struct VariantCache {
    char path[PATH_MAX];
    Variant *v;
} VariantCache;

static Variant *variant_for(VariantCache *cache, const char *path)
{
    if (cache->v && !strcmp(cache->path, path))
        return cache->v;
    variant_free(cache->v);
    cache->v = cli_load_variant(path);
    snprintf(cache->path, sizeof cache->path, "%s", cache->v ? path : "");
    return cache->v;
}

/* --save: the games read so far, as PGN text. */
typedef struct Saved {
    char *text;
    size_t len;
    bool failed;
} Saved;

/* Adds game `g` (read as `pg`) to `out` with its tags, comments, glyphs and variations. */
static void save_game(Saved *out, const PgnGame *pg, const Game *g, const char *variant_path, const char *where,
                      DiagSink *diags)
{
    Study st;
    bool studied = pgn_study(pg, g, &st, where, diags);
    PgnInfo info = {.variant_file = variant_path, .study = studied ? &st : NULL};
    char *text = pgn_format(g, &info);
    study_free(&st);
    size_t add = text ? strlen(text) : 0;
    char *grown = text ? realloc(out->text, out->len + add + 2) : NULL;
    if (!grown) {
        out->failed = true;
        free(text);
        return;
    }
    out->text = grown;
    memcpy(out->text + out->len, text, add);
    out->len += add;
    out->text[out->len++] = '\n'; /* a blank line between games */
    out->text[out->len] = '\0';
    free(text);
}

static bool write_saved(const Saved *saved, const char *path)
{
    if (saved->failed) {
        fprintf(stderr, "pgn: out of memory; %s not written\n", path);
        return false;
    }
    DiagSink d;
    diag_init(&d);
    bool ok = text_file_write_atomic(path, saved->text ? saved->text : "", &d);
    diag_print(&d, stderr);
    diag_free(&d);
    return ok;
}

int cmd_pgn(int argc, char **argv)
{
    const char *variant_path = NULL, *file = NULL, *save_path = NULL, *notation_arg = NULL;
    Saved saved = {0};
    const CliOption opts[] = {{"--variant", &variant_path}, {"--save", &save_path}, {"--notation", &notation_arg}};
    int finished = cli_file_command(argc, argv, "pgn", opts, 3, &file, usage);
    if (finished >= 0)
        return finished;
    char *text = cli_read_file(file);
    if (!text)
        return 1;
    const char *where = strcmp(file, "-") ? file : "<stdin>";
    PgnReader reader;
    pgn_reader_init(&reader, text, where);
    PgnGame pg;
    pgn_game_init(&pg);
    VariantCache cache = {0};
    DiagSink diags;
    diag_init(&diags);
    int status = 0, number = 0, rc;
    while ((rc = pgn_read_game(&reader, &pg, &diags)) == 1) {
        number++;
        const char *white = pgn_tag(&pg, "White"), *black = pgn_tag(&pg, "Black");
        printf("game %d: %s - %s\n", number, white ? white : "?", black ? black : "?");
        char path[PATH_MAX], why[512];
        const char *use = variant_path;
        if (!use) {
            if (!pgn_variant_path(&pg, file, path, sizeof path, why, sizeof why)) {
                fprintf(stderr, "%s:%d: game %d: %s\n", where, pg.line, number, why);
                status = 1;
                continue;
            }
            use = path;
        }
        Variant *v = variant_for(&cache, use);
        if (!v) {
            status = 1;
            continue;
        }
        Game *g = pgn_replay(&pg, v, where, &diags);
        diag_print(&diags, stderr);
        diag_clear(&diags);
        if (!g) {
            status = 1;
            continue;
        }
        NotationId notation;
        if (notation_arg && !cli_notation_for(notation_arg, v, &notation, "pgn"))
            status = 1;
        else if (notation_arg)
            cli_print_moves_in(g, notation);
        if (cli_print_game_end(g, FEN_STYLE_CHESSEMBLY))
            status = 1;
        if (save_path) {
            save_game(&saved, &pg, g, variant_path, where, &diags);
            diag_print(&diags, stderr);
            diag_clear(&diags);
        }
        game_free(g);
    }
    if (rc < 0) {
        diag_print(&diags, stderr);
        status = 1;
    } else if (number == 0) {
        fprintf(stderr, "%s: no game in this file\n", where);
        status = 1;
    }
    if (save_path && !write_saved(&saved, save_path))
        status = 1;
    free(saved.text);
    pgn_game_free(&pg);
    variant_free(cache.v);
    diag_free(&diags);
    free(text);
    return status;
}
