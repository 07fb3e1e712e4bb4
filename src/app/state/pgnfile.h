/* pgnfile.h — games as PGN files and clipboard text for the window: the tags filled
 * from the game (players, date, variant file), the variant of a PGN found among the
 * shipped and the user's variants, and the first game of a PGN opened. No SDL. */
#ifndef APP_PGNFILE_H
#define APP_PGNFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "clock.h"
#include "game.h"
#include "opponent.h"
#include "study.h"
#include "variant.h"

/* The game as PGN (malloc'd; NULL when out of memory). A computer player is named
 * "Chessembly level N" and is recognised again when the PGN is opened; a person is
 * `names[side]` (`names` or an entry NULL: "?"); a clock (may be NULL or off) becomes
 * the TimeControl tag. */
char *pgnfile_text(const Game *g, const Study *study, const char *variant_path, const Opponent *opp,
                   const Clock *clock, const char *const *names);

/* Writes the PGN atomically (a temporary file renamed over `path`). */
bool pgnfile_save(const char *path, const Game *g, const Study *study, const char *variant_path, const Opponent *opp,
                  const Clock *clock, const char *const *names, char *err, size_t esize);

/* Does this text look like PGN rather than a FEN or a record (a tag pair or a move
 * number first)? */
bool pgnfile_looks_like_pgn(const char *text);

/* The first game of PGN text: its variant found and loaded, the moves replayed. On
 * success *v and *g are new (the caller owns them); on failure `err` holds one line
 * (`where:line:column: message`). *opp (may be NULL) gets who played each side. */
bool pgnfile_load_text(const char *text, const char *where, const char *user_dir, Variant **v, Game **g,
                       char *variant_path, size_t vsize, Opponent *opp, char *err, size_t esize);

/* Game `index` (0 = the first) of PGN text, as pgnfile_load_text; `study` (may be NULL)
 * gets its variations and comments (to free with study_free when the load worked). */
bool pgnfile_load_game(const char *text, const char *where, int index, const char *user_dir, Variant **v, Game **g,
                       char *variant_path, size_t vsize, Opponent *opp, Study *study, char *err, size_t esize);

/* What a person needs to pick a game of a file: players, event, result, length. */
typedef struct PgnfileGameInfo {
    char white[64], black[64], event[96], result[16];
    int plies;
} PgnfileGameInfo;
/* Reads every game's tags (at most `max` into `out`); returns how many games the text
 * holds. */
int pgnfile_list_games(const char *text, const char *where, PgnfileGameInfo *out, int max);
/* The White and Black tags of game `index` into out[WHITE], out[BLACK]; "" for a tag
 * that is missing or says "?" (unknown). */
void pgnfile_players(const char *text, const char *where, int index, char out[2][64]);

/* One line about the file's first game for the open dialog ("King of the Hill · move 12
 * · 1-0 · 3 games"), read and replayed (variants also from `user_dir`); false with the
 * first error in `out` when it does not open. */
bool pgnfile_summary(const char *path, const char *user_dir, char *out, size_t size);

#endif
