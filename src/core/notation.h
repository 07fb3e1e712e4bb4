/* notation.h — squares and moves as text: `e4`, `a10`, `e2e4`, `e7e8=queen`.
 * Castling is written as the king's move; a catch names the caught piece's square. */
#ifndef CSM_NOTATION_H
#define CSM_NOTATION_H

#include <stddef.h>

#include "variant.h"

/* "a1".."p16". Returns the characters used (0 when not a square of this board). */
int square_parse(const char *s, int files, int ranks, Square *out);
/* Writes the square's name (at most 3 characters + NUL). */
void square_name(Square s, char out[4]);

/* `<from><to>` plus `=<piece>` when the move changes the piece's kind. */
void move_text(const Variant *v, const Move *m, char *buf, size_t size);

/* Finds `text` among `moves`. Accepts `e7e8=queen`, `e7e8=q`, `e7e8q` and, for a move
 * without choice, the plain `e2e4`. Returns the index, -1 when none matches, -2 when
 * several do (a choice is needed). */
int move_find(const Variant *v, const Move *moves, int n, const char *text);

const char *move_type_name(int type);


/* An activated square as one line: `d5 capture`, `e4 move -> queen`,
 * `f6 move set mode=1`, `e6 jump x d5` (a jump that removes d5). */
void activation_text(const Variant *v, const Move *m, char *buf, size_t size);
/* The same as a JSON object:
 * {"to":"d5","kind":"capture","captures":["d5"],"transition":null,"set":{}} */
void activation_json(const Variant *v, const Move *m, char *buf, size_t size);

#endif
