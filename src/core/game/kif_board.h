/* kif_board.h — how a KIF or KI2 record says where its game starts: a handicap by name
 * (手合割：香落ち ...), or a board diagram, as Kifu for Windows writes them:
 *
 *     後手の持駒：なし                      (上手の持駒 in a handicap game)
 *       ９ ８ ７ ６ ５ ４ ３ ２ １
 *     +---------------------------+
 *     |v香v桂v銀v金v玉v金v銀v桂 ・|一        v: Gote's piece; ・ an empty square
 *     | ・v飛 ・ ・ ・ ・ ・v角 ・|二
 *     ...
 *     +---------------------------+
 *     先手の持駒：歩二　角                  a count in kanji after the piece
 *     後手番                                Gote (上手番: the upper side) to move
 *
 * A handicap game starts with the upper side (上手, Gote) to move. Shogi only (9x9); a
 * diagram is read on any board shogi's records fit. */
#ifndef CSM_KIF_BOARD_H
#define CSM_KIF_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "shogi_pieces.h"
#include "shogi_record.h"
#include "variant.h"

/* The SFEN of a handicap named as 手合割 names it (香落ち 角落ち 飛車落ち 二枚落ち
 * 四枚落ち 六枚落ち ...; 平手 and ５五将棋: the variant's setup, *sfen ""). False when the
 * name is not one. */
bool kif_handicap_sfen(const Variant *v, const char *name, char *sfen, size_t size);

/* The handicap's name when `start` is one (平手 or ５五将棋 for the setup), NULL if none. */
const char *kif_handicap_name(const Variant *v, const Position *start, uint64_t setup_hash);

/* The piece written at *s (the longest name that fits, or 王 竜 杏 圭 全), advancing *s;
 * NULL when none. */
const ShogiPieceCode *kif_read_piece(const char **s);

/* A diagram being read, line by line. */
typedef struct KifBoard {
    char rows[9][64];   /* SFEN ranks from the top */
    int nrows;
    char hands[2][96];  /* SFEN hand letters: [0] Sente's (upper case), [1] Gote's */
    bool gote_to_move;
    bool side_said;     /* a 番 line said who moves */
    bool seen;          /* any part of a diagram was read */
} KifBoard;

/* Reads `line` when it belongs to a diagram (returns 1), else returns 0; -1 with a message
 * in `why` and the byte offset in *at when it does but cannot be read. */
int kif_board_line(KifBoard *b, const Variant *v, const char *line, char *why, size_t wsize, int *at);

/* The diagram's position as SFEN; false with `why` when its rows are not the board's. */
bool kif_board_sfen(const KifBoard *b, const Variant *v, char *sfen, size_t size, char *why, size_t wsize);

/* Writes `pos` as a diagram (hands, board, whose move). */
void kif_board_write(RecordText *t, const Variant *v, const Position *pos);

#endif
