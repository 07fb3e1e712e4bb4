/* janggi_notation.h — janggi as the Korean Janggi Association writes it (its third revision,
 * the one Korean books and .gib game files use): `79卒78`, `08馬87`, `한수쉼`.
 *
 * Every point is two digits, the row first, counted from the top of the board as Cho (who
 * moves first, at the bottom) sees it, 1 to 9 and 0 for the tenth; then the file, 1 to 9 from
 * the left. A move is the point it leaves, the piece (車 包 馬 象 士, Cho's 楚 and 卒, Han's
 * 漢 and 兵), the point it reaches; a pass is 한수쉼. Readers also take the pieces in hangul
 * (차 포 마 상 사 장 궁 초 한 졸 병), spaces between the parts (`03 馬 84`), and Fairy-Stockfish's
 * letters (`H08-87`, `Cx..`), and for a pass `pass` or the general to its own point (`K25-25`). */
#ifndef CSM_JANGGI_NOTATION_H
#define CSM_JANGGI_NOTATION_H

#include "notation_forms.h"

void janggi_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                  Forms *out);
void janggi_normalize(const char *in, char *out, size_t size);

#endif
