/* shogi_pieces.h — shogi's pieces by the codes its records and notations use: CSA's two
 * letters (FU, TO ...) and the kanji (歩, と ...), for the kinds of a variant that has them. */
#ifndef CSM_SHOGI_PIECES_H
#define CSM_SHOGI_PIECES_H

#include <stdbool.h>

#include "variant.h"

typedef struct ShogiPieceCode {
    char letter;        /* the base piece's FEN letter */
    bool promoted;
    const char *csa;    /* FU, TO, ... */
    const char *kanji;  /* 歩, と, ...: KIF's (the first of its spellings) */
} ShogiPieceCode;

enum { SHOGI_PIECE_CODES = 14 };
extern const ShogiPieceCode SHOGI_PIECES[SHOGI_PIECE_CODES];

/* Digits as shogi writes squares: full-width for files (７), kanji for ranks (六). */
extern const char *const SHOGI_WIDE_DIGITS[10];
extern const char *const SHOGI_KANJI_DIGITS[10];

/* The kind a code stands for in `v` (the base by letter, or its promoted form), -1 if none. */
int shogi_code_kind(const Variant *v, const ShogiPieceCode *code);
/* The code of a kind of `v`, NULL when it has none. */
const ShogiPieceCode *shogi_kind_code(const Variant *v, int kind);

#endif
