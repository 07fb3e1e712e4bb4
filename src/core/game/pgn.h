/* pgn.h — games as PGN (Portable Game Notation), the format other chess tools share.
 *
 * Writing: the seven standard tags (Event, Site, Date, Round, White, Black, Result),
 * then Variant (lichess's name for the variants we share with it, else the variant's
 * own name), SetUp and FEN when the game did not start from the variant's setup,
 * Termination ("Normal", "Time forfeit") and two of our own: VariantFile (the variant
 * file, so our reader finds the exact rules) and EndReason (why the game ended, in the
 * words game.h uses: "checkmate", "resignation", "agreement"). The moves are SAN
 * (san.h), numbered, wrapped before 80 columns, ending with the result. A standard
 * chess game is read by any PGN reader.
 *
 * Reading: any number of games; tag pairs, comments (`{...}`, `;` to the line's end),
 * `%` escape lines, move numbers (`12.`, `12...`, `1.e4`), NAGs (`$3`), annotation
 * marks, variations (`( ... )`, nested, kept as a tree: PgnMove.vars) and the four
 * result tokens. Moves may be SAN or the coordinate notation. A Study (study.h) is
 * written with its comments and variations, and read back from them (pgn_study).
 * Every problem is a `file:line:column` diagnostic; the limits (PGN_MAX_*) are checked
 * before anything large is stored. */
#ifndef CSM_PGN_H
#define CSM_PGN_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "game.h"
#include "notations.h"
#include "study.h"

enum {
    PGN_MAX_TAGS = 128,        /* tag pairs in one game */
    PGN_MAX_TAG_VALUE = 4096,  /* characters in one tag value */
    PGN_MAX_MOVES = 20000,     /* moves (plies) in one game, as records */
    PGN_MAX_NESTING = 64,      /* variations inside variations */
    PGN_MOVE_MAX = 128,        /* characters in one move */
    PGN_MAX_COMMENT = 2000,    /* characters kept of one comment */
};

typedef struct PgnTag {
    char *name, *value; /* owned */
} PgnTag;

typedef struct PgnLine PgnLine;

typedef struct PgnMove {
    char text[PGN_MOVE_MAX];
    int line, column;
    unsigned char nags[STUDY_MAX_NAGS]; /* `$3`, and marks (`!!` is $3) glued or spaced, in order */
    int nnags;
    char *comment;  /* the `{...}` comments after it, joined (owned; NULL: none) */
    PgnLine *vars;  /* variations `( ... )` after it: other moves instead of it (owned) */
    int nvars;
} PgnMove;

/* A variation: its moves, and a comment before its first move. */
struct PgnLine {
    PgnMove *moves; /* owned */
    int nmoves, cap;
    char *lead;     /* owned; NULL: none */
    int line, column; /* where its `(` is */
};

typedef struct PgnGame {
    PgnTag tags[PGN_MAX_TAGS];
    int ntags;
    PgnMove *moves; /* owned */
    int nmoves, cap;
    char result[8]; /* the movetext's result token: "1-0", "0-1", "1/2-1/2", "*" ("" when missing) */
    int line;       /* where the game starts */
    char *comment;  /* a comment before the first move (owned; NULL: none) */
    int nvariation_moves; /* moves inside variations, all depths */
} PgnGame;

typedef struct PgnReader {
    const char *text;
    const char *where; /* the file name for messages */
    size_t at;
    int line, column;
    bool failed;       /* after an error nothing more is read */
} PgnReader;

void pgn_reader_init(PgnReader *r, const char *text, const char *where);
/* Reads the next game into `g` (freed first): 1 when one was read, 0 at the end of the
 * text, -1 on an error (reported in `diags`; reading stops there). */
int pgn_read_game(PgnReader *r, PgnGame *g, DiagSink *diags);
void pgn_game_init(PgnGame *g);
void pgn_game_free(PgnGame *g);
/* A tag's value, or NULL. */
const char *pgn_tag(const PgnGame *g, const char *name);

/* Plays the game on `v` (borrowed; must outlive the game) from its FEN tag or the
 * variant's setup. A result the moves do not reach (a resignation, an agreed draw, a
 * flag) becomes the game's adjudication, its reason from EndReason, else Termination
 * ("time forfeit"), else "resignation" for a win and "agreement" for a draw. NULL with
 * a located diagnostic at the first move that is not legal. */
Game *pgn_replay(const PgnGame *pg, const Variant *v, const char *where, DiagSink *diags);

/* The game's comments and variations as a study over `g` (the game pgn_replay made of
 * `pg`): every variation's moves are checked as the main line's are. False with a located
 * diagnostic at the first move that is not legal where it stands. `out` is to be freed
 * (study_free) either way. */
bool pgn_study(const PgnGame *pg, const Game *g, Study *out, const char *where, DiagSink *diags);

/* The tags the caller chooses; NULL fields get PGN's "unknown" values ("?"). */
typedef struct PgnInfo {
    const char *event, *site, *date, *round, *white, *black;
    const char *variant_file; /* written as VariantFile when not NULL */
    const char *time_control; /* PGN's TimeControl ("300+3": seconds + increment), or NULL */
    const Study *study;       /* the game's comments and variations (main line = the game), or NULL */
    NotationId notation;      /* the movetext's notation (notations.h; 0, NOTATION_SAN, by default; a study is SAN) */
} PgnInfo;

/* The game (its played moves) as PGN text (malloc'd, or NULL when out of memory). */
char *pgn_format(const Game *g, const PgnInfo *info);

/* Variant names: lichess's name for a shipped variant file ("king_of_the_hill.yaml" →
 * "King of the Hill"), or NULL; and the shipped file for a Variant tag (lichess's and
 * pychess's spellings, any case), or NULL. "Standard", "Chess" and "From Position"
 * are standard.yaml. */
const char *pgn_variant_tag_for_file(const char *file);
const char *pgn_variant_file_for_tag(const char *tag);

/* The variant file a game is played in: its VariantFile tag (as given, then next to
 * `pgn_file`, then among the shipped variants by file name), else its Variant tag
 * (pgn_variant_file_for_tag, then a shipped variant with that `name:`), else Standard
 * Chess. False with the reason in `why` when the tags name nothing we have. */
bool pgn_variant_path(const PgnGame *pg, const char *pgn_file, char *out, size_t size, char *why, size_t wsize);

#endif
