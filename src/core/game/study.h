/* study.h — a game with its variations and comments: a tree of moves whose main line is
 * the game itself and whose side branches are the other moves a player tried while
 * looking at an earlier position (lichess's "study" of a game).
 *
 * Every node is a position; node->next[0] is the move that continues its line and
 * next[1..] are variations, other moves instead of it. The root is the game's start.
 * The main line (root, next[0], next[0], ...) is kept equal to the game's moves by
 * study_sync; variations hanging off it survive as long as the moves they replace do.
 * Each node keeps its move's SAN, so the move list and PGN never replay a position.
 * Room: game (includes game.h only; pgn.h reads and writes studies). */
#ifndef CSM_STUDY_H
#define CSM_STUDY_H

#include <stdbool.h>

#include "game.h"

enum {
    STUDY_MAX_NODES = 100000,  /* moves in one study, main line and variations */
    STUDY_MAX_COMMENT = 2000,  /* characters in one comment */
    STUDY_MAX_NAGS = 8,        /* PGN's glyphs ($1 = !, $2 = ?, ...) kept on one move */
    STUDY_MAX_TAGS = 128,      /* tag pairs kept from the PGN the study was read from */
};

typedef struct StudyNode {
    Move move;                  /* the move that leads here (nothing at the root) */
    char san[128];              /* that move in SAN, as the move list writes it */
    char *comment;              /* the note after the move (owned; NULL: none) */
    char *lead;                 /* a note before the move, where a variation starts (owned) */
    struct StudyNode *parent;   /* NULL at the root */
    struct StudyNode **next;    /* next[0] continues the line, next[1..] are variations */
    int nnext, cap;
    int ply;                    /* moves from the start */
    unsigned char nags[STUDY_MAX_NAGS]; /* PGN's numeric glyphs after the move, in order */
    int nnags;
} StudyNode;

/* A PGN tag pair (both owned). */
typedef struct StudyTag {
    char *name, *value;
} StudyTag;

typedef struct Study {
    StudyNode root;
    int nodes;                  /* all nodes but the root */
    StudyTag *tags;             /* the tags of the PGN it was read from, kept to be written
                                 * back (pgn.h); owned, NULL: none */
    int ntags;
} Study;

void study_init(Study *s);
void study_free(Study *s);

/* Makes the main line exactly the game's played moves: where it differs, the old main
 * continuation goes (with its variations) and a variation that is the game's move becomes
 * the main line. False when out of memory or over STUDY_MAX_NODES (the study is then the
 * main line up to where it stopped). */
bool study_sync(Study *s, const Game *g);

/* The node after move `m` (written `san`) from `at`: the one that is there already, else a
 * new one (a variation when `at` already has a continuation). NULL when out of room. */
StudyNode *study_add(Study *s, StudyNode *at, const Move *m, const char *san);
/* Removes `n` and everything after it (not the root). */
void study_remove(Study *s, StudyNode *n);

/* The node of the main line after `ply` moves (the last one when the line is shorter). */
StudyNode *study_main_node(Study *s, int ply);
bool study_on_main_line(const StudyNode *n);
/* Is `n` the first move of a variation (next[k], k >= 1, of its parent)? */
bool study_starts_variation(const StudyNode *n);

/* Moves a study into `to` (freed first); `from` is left empty. */
void study_move(Study *to, Study *from);

/* Keeps a tag pair (at most STUDY_MAX_TAGS); false when out of memory or room. */
bool study_add_tag(Study *s, const char *name, const char *value);
/* The kept tag's value, or NULL. */
const char *study_tag(const Study *s, const char *name);
/* Adds a numeric glyph to a node (at most STUDY_MAX_NAGS; more are dropped). */
void study_add_nag(StudyNode *n, int nag);

/* Sets a node's comment (NULL or "" clears it); cut at STUDY_MAX_COMMENT characters. */
bool study_set_comment(StudyNode *n, const char *text);
bool study_set_lead(StudyNode *n, const char *text);

/* The game from `g`'s start through the moves that lead to `n` (a new Game to free;
 * NULL when out of memory or a move is no longer legal). */
Game *study_game_at(const Game *g, const StudyNode *n);

#endif
