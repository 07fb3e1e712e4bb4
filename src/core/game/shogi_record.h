/* shogi_record.h — what shogi's game records (CSA, KIF) share: the pieces by their codes
 * (CSA's FU, KIF's 歩), squares by shogi's digits (file from Sente's right, rank from the
 * top), and a move played from its parts with a located refusal. */
#ifndef CSM_SHOGI_RECORD_H
#define CSM_SHOGI_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "game.h"

typedef struct ShogiPieceCode {
    char letter;        /* the base piece's FEN letter */
    bool promoted;
    const char *csa;    /* FU, TO, ... */
    const char *kanji;  /* 歩, と, ...: KIF's (the first of its spellings) */
} ShogiPieceCode;

enum { SHOGI_PIECE_CODES = 14 };
extern const ShogiPieceCode SHOGI_PIECES[SHOGI_PIECE_CODES];

/* The kind a code stands for in `v` (the base by letter, or its promoted form), -1 if none. */
int shogi_code_kind(const Variant *v, const ShogiPieceCode *code);
/* The code of a kind of `v`, NULL when it has none. */
const ShogiPieceCode *shogi_kind_code(const Variant *v, int kind);
/* Can every piece of `v` be written with shogi's codes, on a board of at most 9x9? */
bool shogi_record_fits(const Variant *v);

/* Square from shogi's digits (file 1 on Sente's right, rank 1 at the top); false off the board. */
bool shogi_square(const Variant *v, int file, int rank, Square *out);
void shogi_digits(const Variant *v, Square s, int *file, int *rank);

/* Plays the move from `from` (ignored for a drop) to `to`, dropping `drop_kind` (-1: not a
 * drop), promoting or not. False with "`what` is not a legal move here" at where:line:column. */
bool shogi_record_play(Game *g, bool drop, int drop_kind, Square from, Square to, bool promote, const char *what,
                       const char *where, int line, int column, DiagSink *diags);

/* A growing text for the writers. */
typedef struct RecordText {
    char *buf;
    size_t len, cap;
    bool failed; /* out of memory: the text is incomplete */
} RecordText;

bool record_text_init(RecordText *t);
void record_text_add(RecordText *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
