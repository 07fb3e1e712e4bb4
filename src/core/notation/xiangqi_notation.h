/* xiangqi_notation.h — xiangqi's WXF notation as spellings for notation_forms: C2.5,
 * H8+7, R1-2, R+.3, P3.4, 33.4 (see xiangqi_notation.c for the rules). */
#ifndef CSM_XIANGQI_NOTATION_H
#define CSM_XIANGQI_NOTATION_H

#include "notation_forms.h"

/* The WXF form of `m` first, then Fairy-Stockfish's (the file for a tandem piece that alone
 * can make the move, its tandem numbers). */
void wxf_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
               Forms *out);
/* Upper case, `=` read as `.`, N and B as H and E. */
void wxf_normalize(const char *in, char *out, size_t size);

/* Chinese: 炮二平五, 马８进７ (Red's files in Chinese numerals, Black's in full-width digits),
 * 进 forward, 退 back, 平 along the rank; two or three pieces on a file 前 中 后 (前车进一),
 * four or five 一 .. 五 from the front, and the file after the piece when two files hold
 * several pawns. Readers take traditional characters (炮 砲 包, 車, 馬, 帥, 將, 後, 進), either
 * side's numerals and ASCII digits. */
void chinese_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                   Forms *out);
void chinese_normalize(const char *in, char *out, size_t size);

#endif
