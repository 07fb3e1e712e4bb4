/* shogi_words.h — the words Japanese notation and KI2 add after the piece when more than
 * one piece of that kind can reach the square (the Japan Shogi Association's rule):
 *
 *     上 (also written 行 or 入)  moves forward      引  moves back      寄  moves sideways
 *     右 / 左  the piece on the mover's right / left: of the square reached, or for 龍 and
 *              馬 (never more than two) of the other one
 *     直      a gold, silver or promoted minor going straight forward
 *
 * The movement alone is written when it tells the piece; else the side alone; else both
 * (side first: ５二金左上). Japanese notation and the KIF/KI2 reader share these. */
#ifndef CSM_SHOGI_WORDS_H
#define CSM_SHOGI_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "variant.h"

enum { SHOGI_WORDS_MAX = 16 }; /* bytes: two words of three bytes, and the NUL */

/* The words that tell `m` (a board move of the side to move) from every other legal move
 * of the same kind to the same square that promotes as it does: "" when there is no such
 * move. False when no words tell it (not for shogi's own pieces); `out` is then "". */
bool shogi_words_for(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, char *out,
                     size_t size);

/* Does `m` fit the words (any of 右 左 直 上 行 入 引 寄, each at most once)? "" fits all. */
bool shogi_words_fit(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m,
                     const char *words);

/* The length in bytes of the words at the start of `s` (0: none), for readers. */
size_t shogi_words_span(const char *s);

#endif
