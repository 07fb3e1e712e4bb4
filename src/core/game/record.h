/* record.h — a game record on disk: plain text a person can read and edit.
 *
 *     # Chessembly game record
 *     format: 2
 *     variant: Standard Chess
 *     variant-file: /usr/share/chessembly/variants/standard.yaml
 *     start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
 *     opponent: white human, black computer 3
 *     clock: 5+3 white 182.4 black 201.0
 *     moves:
 *       1. e2e4 e7e5
 *       2. g1f3
 *     undone: b8c6
 *     result: * (ongoing)
 *     end: 4 moves
 *
 * Lines are `key: value`; an indented line continues the previous key; `#` starts a
 * comment line. Move numbers (`1.`, `1...`) are ignored when reading. `undone:` holds
 * moves taken back that can still be redone. A replay decides the result again; a
 * `result:` the moves do not reach (no undone moves, the game still on after them) was
 * decided outside the rules and becomes the game's adjudication (game_adjudicate), its
 * reason in parentheses: `result: 0-1 (resignation)`. `opponent:` (optional) is kept as text for the window, which
 * says who plays each side; the core does not read it. `clock:` (optional) is
 * kept as text too: the time control and each side's time left in seconds when the
 * record was written (clock.h reads it; absent: no clock). Unknown keys are ignored, so newer files stay readable.
 *
 * Format 2 (written since the `format:` line exists) ends with `end: N moves`, N
 * counting played and undone moves: a file cut short at a line boundary, which would
 * otherwise open silently with fewer moves, is refused. Files without `format:` are
 * format 1 and are read as before; a format newer than RECORD_FORMAT is refused. A
 * record holds at most RECORD_MAX_MOVES moves: more is refused before they are stored.
 *
 * Errors (bad lines, missing fields, moves that are not legal when replayed) come
 * back through a DiagSink as `file:line:column: message`; nothing here exits. */
#ifndef CSM_RECORD_H
#define CSM_RECORD_H

#include <stdbool.h>

#include "diag.h"
#include "game.h"

enum {
    RECORD_MOVE_TEXT = 128,  /* MOVE_TEXT_MAX */
    RECORD_FORMAT = 2,         /* the format this version writes, and the newest it reads */
    RECORD_MAX_MOVES = 20000,  /* played + undone moves (plies) in one record */
};

typedef struct RecordMove {
    char text[RECORD_MOVE_TEXT]; /* `e2e4`, `e7e8=queen` */
    int line, column;            /* where it was read (0 when built from a game) */
} RecordMove;

typedef struct GameRecord {
    char *variant_name;  /* owned; may be NULL */
    char *variant_file;  /* owned; may be NULL */
    char *start_fen;     /* owned; NULL: the variant's setup */
    char *opponent;      /* owned; the `opponent:` line's text, NULL when absent */
    char *clock;         /* owned; the `clock:` line's text (clock.h), NULL when absent */
    RecordMove *moves;   /* owned: moves[0..nplayed) played, then the undone ones */
    int nmoves, nplayed, cap;
    char result[16];     /* "1-0", "0-1", "1/2-1/2", "*" */
    char reason[64];
    char *where;         /* owned: the file name used in messages */
    int format;          /* as read: 1 when the file has no `format:` line */
} GameRecord;

void record_init(GameRecord *r);
void record_free(GameRecord *r);

/* Fills `r` (freed first) from a game; `variant_file` may be NULL. */
bool record_from_game(GameRecord *r, const Game *g, const char *variant_file);

/* The record as text (malloc'd; the caller frees it), or NULL when out of memory. */
char *record_format(const GameRecord *r);

/* Parses record text into `r` (freed first). `where` names it in messages. */
bool record_parse(GameRecord *r, const char *text, const char *where, DiagSink *diags);
bool record_read_file(GameRecord *r, const char *path, DiagSink *diags);

/* Writes the record atomically: a temporary file next to `path`, flushed, then
 * renamed over it, so a crash leaves either the old file or the new one. */
bool record_write_file(const GameRecord *r, const char *path, DiagSink *diags);

/* Replays the record on `v` (borrowed; must outlive the game): the start position,
 * every move, then takes back the undone ones so they can be redone. NULL with a
 * diagnostic at the offending move when one is not legal. */
Game *record_replay(const GameRecord *r, const Variant *v, DiagSink *diags);

/* record_from_game + record_write_file. */
bool record_save_game(const Game *g, const char *variant_file, const char *path, DiagSink *diags);

#endif
