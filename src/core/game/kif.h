/* kif.h — shogi games in KIF, the format of Kakinoki's Kifu for Windows and most shogi
 * programs (UTF-8, as .kifu files are; a Shift_JIS .kif goes through shogi_record_utf8 first):
 *
 *     手合割：平手
 *     先手：Sente's name
 *     後手：Gote's name
 *     手数----指手---------消費時間--
 *        1 ７六歩(77)
 *        2 ３四歩(33)
 *        3 ２二角成(88)         成: promotes (不成: could and does not)
 *        4 同　銀(31)           同: on the square the last move reached
 *        5 ４五角打             打: dropped from the hand
 *        6 投了
 *
 * A move is the square reached (a full-width file digit, a kanji rank), the piece, 成,
 * 不成 or 打, and where it came from in ASCII digits; the time after it is ignored. Lines
 * starting `*` or `#` are comments, `key：value` lines the game's facts; reading stops at
 * the first variation (変化). The start is 平手 (shogi's usual one), a handicap (香落ち,
 * 角落ち, 飛車落ち, 二枚落ち, 四枚落ち, 六枚落ち ...: the upper side, Gote, moves first),
 * ５五将棋 for minishogi, or a board diagram (kif_board.h). A move without its origin (as
 * KI2 writes them, after ▲ or △) is read when only one piece of that kind can make it,
 * or when the words after the piece (右 左 直 上 引 寄, shogi_words.h) tell which. */
#ifndef CSM_KIF_H
#define CSM_KIF_H

#include "diag.h"
#include "game.h"

/* Plays a KIF record on `v` (borrowed). NULL with a diagnostic at where:line:column. */
Game *kif_read(const char *text, const Variant *v, const char *where, DiagSink *diags);

/* The game as KIF (malloc'd); NULL when `v`'s pieces have no KIF names. A start other than
 * the setup is written as its handicap's name, else as a board diagram. */
char *kif_write(const Game *g, const char *sente, const char *gote);

/* The game as KI2: KIF's facts, then the moves as players write them, six a line
 * (▲７六歩　△３四歩 ...; ５八金右 when two golds could go there), without origins. */
char *ki2_write(const Game *g, const char *sente, const char *gote);

#endif
