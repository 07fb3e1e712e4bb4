/* notation.h — squares and moves as text: `e4`, `a10`, `e2e4`, `e7e8=queen`.
 * Castling is written as the king's move; a catch names the caught piece's square.
 *
 * Every legal move has one written form (move_text_in) that move_find reads back to
 * that same move:  FROM TO [=PIECE] [/QUALIFIER]...
 *   - no `=PIECE`: the move that keeps the piece's kind (a plain move wins over the
 *     transition or promotion choices on the same square);
 *   - qualifiers only appear when moves on the same squares with the same piece still
 *     differ: the activation kind (`/jump`, `/catch`, `/shift`, `/castle`, `/move`,
 *     `/capture`, `/en-passant`), the removed square (`/xd5`, `/x-` for none) and the
 *     game variables set (`/mode=1/turn=2`, `/nostate` for none). */
#ifndef CSM_NOTATION_H
#define CSM_NOTATION_H

#include <stddef.h>

#include "variant.h"

/* "a1".."p16". Returns the characters used (0 when not a square of this board). */
int square_parse(const char *s, int files, int ranks, Square *out);
/* Writes the square's name (at most 3 characters + NUL). */
void square_name(Square s, char out[4]);

enum { MOVE_TEXT_MAX = 128 }; /* room for any move's written form */

/* A move written with its wall (`e2e4,e4d6`, SAN `e4,d6`; `comma` points into `text`):
 * `find` looks for the part before the comma among the moves that put their wall where
 * the part after it says; the index into `moves`, or what `find` returns. */
typedef int (*MoveFinder)(const Variant *v, const void *ctx, const Move *moves, int n, const char *text);
int move_find_walled(const Variant *v, const Move *moves, int n, const char *text, const char *comma,
                     MoveFinder find, const void *ctx);

/* Appends a move's wall as Fairy-Stockfish writes it: `,` then the landing square and the
 * wall's (e2e4,e4d5); nothing for a move without a wall. */
void move_wall_suffix(const Move *m, char *buf, size_t size);

/* `<from><to>` plus `=<piece>` when the move changes the piece's kind: the short form,
 * unique unless moves on the same squares differ in more than the piece; a move's wall
 * after a comma. */
void move_text(const Variant *v, const Move *m, char *buf, size_t size);

/* The written form of `m` among the legal moves `moves[0..n)` (m must be one of
 * them): the short form plus the qualifiers that tell it from its rivals. */
void move_text_in(const Variant *v, const Move *moves, int n, const Move *m, char *buf, size_t size);

/* Finds `text` among `moves`. Accepts every form move_text_in writes, and as
 * shorthands `e7e8=q`, `e7e8q`, and a plain `e7e8` when every move on those squares
 * changes the piece to the same kind; Fairy-Stockfish's `g6g7+` (to a promoted form),
 * `g6g7-` (a promoted form back to its base) and `+P@e4` (dropped promoted). Returns the index, -1 when none matches, -2
 * when several different moves do (a choice is needed: see move_spellings). */
int move_find(const Variant *v, const Move *moves, int n, const char *text);

/* The written forms of every move between the squares `text` starts with, joined by
 * ", " (for "write one of ..." messages). Empty when there are none. */
void move_spellings(const Variant *v, const Move *moves, int n, const char *text, char *buf, size_t size);

const char *move_type_name(int type);


/* An activated square as one line: `d5 capture`, `e4 move -> queen`,
 * `f6 move set mode=1`, `e6 jump x d5` (a jump that removes d5). */
void activation_text(const Variant *v, const Move *m, char *buf, size_t size);
/* The same as a JSON object:
 * {"to":"d5","kind":"capture","captures":["d5"],"transition":null,"set":{}} */
void activation_json(const Variant *v, const Move *m, char *buf, size_t size);

#endif
