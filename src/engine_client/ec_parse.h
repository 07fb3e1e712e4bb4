/* ec_parse.h — the text of the four engine protocols: what an engine says about its
 * options, its thinking and its move, and its moves turned into our coordinates.
 *
 *   UCI, USI, UCCI   option name Hash type spin default 16 min 1 max 1024
 *                    info depth 9 multipv 1 score cp 23 nodes 1200 pv e2e4 e7e5
 *                    bestmove e2e4 ponder e7e5
 *   CECP (xboard 2)  feature myname="Fairy-Stockfish" variants="normal,shogi" done=1
 *                    feature option="Skill Level -spin 20 -20 20"
 *                    9 23 15 1200 e2e4 e7e5        (analysis: ply score centiseconds nodes pv)
 *                    move e2e4
 * Squares differ: USI counts files from the right and ranks by letter (7g7f, P*5e, 8h2b+);
 * UCCI, and CECP on a ten-rank board, count ranks from 0 (h2e2). No core, no SDL. */
#ifndef EC_PARSE_H
#define EC_PARSE_H

#include <stdbool.h>
#include <stddef.h>

typedef enum EcProtocol { EC_NONE = 0, EC_UCI, EC_USI, EC_UCCI, EC_CECP } EcProtocol;
/* "uci", "usi", "ucci", "xboard" ("" for none). */
const char *ec_protocol_name(EcProtocol p);
/* The reverse; EC_NONE for anything else. */
EcProtocol ec_protocol_from_name(const char *name);

typedef enum EcOptionType { EC_OPT_CHECK, EC_OPT_SPIN, EC_OPT_COMBO, EC_OPT_BUTTON, EC_OPT_STRING } EcOptionType;

enum { EC_NAME_MAX = 64, EC_VALUE_MAX = 256, EC_CHOICES_MAX = 4096 };

typedef struct EcOption {
    char name[EC_NAME_MAX];
    EcOptionType type;
    char value[EC_VALUE_MAX]; /* the engine's default until set */
    long long min, max;       /* spin */
    char choices[EC_CHOICES_MAX]; /* combo: the choices, each followed by '\n' */
} EcOption;

/* "option name ... type ..." (UCI, USI, UCCI): false when the line is not one. */
bool ec_parse_option(const char *line, EcOption *out);
/* The inside of CECP's feature option="...": "Name -spin 1 0 5", "Ponder -check 0",
 * "Style -combo Solid /// *Normal /// Risky", "Book -file book.bin", "Clear -button". */
bool ec_parse_cecp_option(const char *text, EcOption *out);

/* One feature of a CECP "feature" line, read in turn: `*pos` starts at 0 (the text after
 * "feature"); fills the name and value (quotes removed) and returns true while there is one. */
bool ec_next_feature(const char *line, size_t *pos, char *name, size_t name_size, char *value, size_t value_size);

/* Is `choice` among the option's combo choices? */
bool ec_option_has_choice(const EcOption *o, const char *choice);

/* What an engine reports while it thinks (one line of it). */
typedef struct EcInfo {
    int multipv;   /* 1: the best line */
    int depth;
    int score_cp;  /* side to move, centipawns; a mate as +-(EC_MATE_CP - plies) */
    bool has_score;
    long long nodes;
    char pv[1024]; /* the moves as the engine writes them, space-separated */
} EcInfo;
enum { EC_MATE_CP = 30000 };

/* "info ... " (UCI, USI, UCCI) or CECP's thinking line: false when `line` is neither or
 * says nothing about a line of play. */
bool ec_parse_info(EcProtocol p, const char *line, EcInfo *out);

/* The engine's move: "bestmove X" (UCI, USI, UCCI) or "move X" (CECP). Returns true with
 * the move's text (which may be "(none)", "resign", "0000" or garbage: the caller checks it
 * against the legal moves); false when the line is not a move. */
bool ec_parse_bestmove(EcProtocol p, const char *line, char *move, size_t size);

/* The engine's move text in our coordinates (notation.h: `e2e4`, `P@e5`, `e7e8q`,
 * `c3c2+`) on a board of `files` x `ranks`; false when it cannot be one (wrong shape). */
bool ec_move_to_ours(EcProtocol p, int files, int ranks, const char *move, char *out, size_t size);

#endif
