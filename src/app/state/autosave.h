/* autosave.h — the game in progress, kept in the user's folder after every move.
 *
 * The file is a game record (record.h) written atomically (temporary file + rename),
 * so a crash or a closed window leaves the last complete save. At start the file is
 * read back: an unfinished game is offered for resuming; a file that cannot be read
 * is renamed `autosave.corrupt-<time>.txt` and reported, never overwritten. */
#ifndef APP_AUTOSAVE_H
#define APP_AUTOSAVE_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "clock.h"
#include "game.h"
#include "opponent.h"
#include "variant.h"

typedef enum AutosaveState {
    AUTOSAVE_NONE = 0,   /* nothing saved */
    AUTOSAVE_RESUMABLE,  /* an unfinished game with moves: offer it */
    AUTOSAVE_DONE,       /* finished or empty: nothing to offer */
    AUTOSAVE_CORRUPT,    /* unreadable: moved aside (moved_to) and reported (error) */
} AutosaveState;

typedef struct AutosaveOffer {
    AutosaveState state;
    Variant *variant;             /* owned while state is RESUMABLE */
    Game *game;                   /* owned while state is RESUMABLE */
    char variant_path[PATH_MAX];
    Opponent opponent;            /* who played each side */
    Clock clock;                  /* the clocks as saved (off: none) */
    char error[1024];
    char moved_to[PATH_MAX];
    bool move_failed;             /* could not rename: autosaving must stay off */
} AutosaveOffer;

void autosave_file(const char *pref_dir, char *out, size_t size);
AutosaveState autosave_check(const char *pref_dir, const char *user_variants, AutosaveOffer *offer);
void autosave_offer_free(AutosaveOffer *offer);
bool autosave_write(const char *pref_dir, const Game *g, const char *variant_path, const Opponent *opp,
                    const Clock *clock, char *err, size_t size);

#endif
