/* gamefile.h — a game record file into a playable variant and game: finds the
 * variant the record names (its file, else the same file name among the shipped and
 * the user's variants, else a variant with the same game name), loads it, replays. */
#ifndef APP_GAMEFILE_H
#define APP_GAMEFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "clock.h"
#include "diag.h"
#include "game.h"
#include "opponent.h"
#include "record.h"
#include "variant.h"

/* The variant file for `r` in out, or false when none is found. */
bool gamefile_find_variant(const GameRecord *r, const char *user_dir, char *out, size_t size);

/* Loads `path`. On success *v and *g are new (the caller owns them), variant_path
 * names the variant file, *opp (may be NULL) who played each side (hot seat when
 * the file does not say) and *clock (may be NULL) the clocks (off when the file has
 * none or they cannot be read); on failure `err` holds one readable line. */
bool gamefile_load(const char *path, const char *user_dir, Variant **v, Game **g, char *variant_path,
                   size_t vsize, Opponent *opp, Clock *clock, char *err, size_t esize);

/* Writes the game's record (atomically) with its `opponent:` line and, when `clock`
 * is given and on, its `clock:` line. */
bool gamefile_save(const char *path, const Game *g, const char *variant_path, const Opponent *opp,
                   const Clock *clock, DiagSink *d);

#endif
