/* gamefile.h — a game record file into a playable variant and game: finds the
 * variant the record names (its file, else the same file name among the shipped and
 * the user's variants, else a variant with the same game name), loads it, replays. */
#ifndef APP_GAMEFILE_H
#define APP_GAMEFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "record.h"
#include "variant.h"

/* The variant file for `r` in out, or false when none is found. */
bool gamefile_find_variant(const GameRecord *r, const char *user_dir, char *out, size_t size);

/* Loads `path`. On success *v and *g are new (the caller owns them) and variant_path
 * names the variant file; on failure `err` holds one readable line. */
bool gamefile_load(const char *path, const char *user_dir, Variant **v, Game **g, char *variant_path,
                   size_t vsize, char *err, size_t esize);

#endif
