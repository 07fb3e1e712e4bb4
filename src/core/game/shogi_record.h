/* shogi_record.h — what shogi's game records (CSA, KIF) share: the pieces by their codes
 * (CSA's FU, KIF's 歩), squares by shogi's digits (file from Sente's right, rank from the
 * top), and a move played from its parts with a located refusal. */
#ifndef CSM_SHOGI_RECORD_H
#define CSM_SHOGI_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "game.h"
#include "shogi_pieces.h"

/* Can every piece of `v` be written with shogi's codes, on a board of at most 9x9? */
bool shogi_record_fits(const Variant *v);

/* Square from shogi's digits (file 1 on Sente's right, rank 1 at the top); false off the board. */
bool shogi_square(const Variant *v, int file, int rank, Square *out);
void shogi_digits(const Variant *v, Square s, int *file, int *rank);

/* Plays the move from `from` (ignored for a drop) to `to`, dropping `drop_kind` (-1: not a
 * drop), promoting or not. False with "`what` is not a legal move here" at where:line:column. */
bool shogi_record_play(Game *g, bool drop, int drop_kind, Square from, Square to, bool promote, const char *what,
                       const char *where, int line, int column, DiagSink *diags);

/* The text as UTF-8 (malloc'd): a copy when it is UTF-8 already, else read as Shift_JIS
 * (Windows' CP932, what Japanese shogi programs write for .kif). NULL when it is neither
 * or out of memory. */
char *shogi_record_utf8(const char *bytes);

/* A growing text for the writers. */
typedef struct RecordText {
    char *buf;
    size_t len, cap;
    bool failed; /* out of memory: the text is incomplete */
} RecordText;

bool record_text_init(RecordText *t);
void record_text_add(RecordText *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
