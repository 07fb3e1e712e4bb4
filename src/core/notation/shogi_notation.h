/* shogi_notation.h — shogi's Western notation (Hodges) as spellings for notation_forms:
 * P-7f, Bx2b+, S*5d, +R-5b, G6i-5h, S-3c= (see shogi_notation.c for the rules). */
#ifndef CSM_SHOGI_NOTATION_H
#define CSM_SHOGI_NOTATION_H

#include "notation_forms.h"

/* The written form of `m` first, then the forms other programs write (numbered ranks,
 * the origin always given or left out, a declined promotion without its `=`). */
void hodges_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                  Forms *out);
/* Drops the separators (`-`, `x`) and trailing marks, reads `'` as `*`. */
void hodges_normalize(const char *in, char *out, size_t size);

/* Japanese: ☗７六歩, ☖同　銀 (on the square the last move reached), ☗４五角打, ☗２二角成,
 * ☗３三銀不成, and the origin in brackets when another piece of the kind could go there
 * (☗５八金(69), as KIF writes every move). Readers also take ▲ △, no mark, ASCII or kanji
 * digits, the square instead of 同, a drop without 打, and 王 竜 杏 圭 全. */
void japanese_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                    Forms *out);
void japanese_normalize(const char *in, char *out, size_t size);

#endif
