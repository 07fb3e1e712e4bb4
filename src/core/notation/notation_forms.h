/* notation_forms.h — what the family notations (shogi, xiangqi) share: a move's
 * spellings, the written form first and then the other forms readers meet, compared with
 * a text once both are normalised (separators and synonyms a notation ignores). Inside
 * core/notation only; notations.h is the contract, shogi_notation.h and
 * xiangqi_notation.h the families' spellers. */
#ifndef CSM_NOTATION_FORMS_H
#define CSM_NOTATION_FORMS_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "variant.h"

enum { FORMS_MAX = 12, FORMS_TEXT_MAX = 128 /* NOTATION_TEXT_MAX */ };

typedef struct Forms {
    char text[FORMS_MAX][FORMS_TEXT_MAX];
    int n;
} Forms;

/* Adds a spelling (printf-style); one already there, or past FORMS_MAX, is dropped. */
void forms_add(Forms *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

typedef void (*SpellFn)(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m,
                        const Move *last, Forms *out);
typedef void (*NormalizeFn)(const char *in, char *out, size_t size);

/* The move whose spellings include `text` (both normalised). A text that is some move's
 * written form (its first spelling) means that move, before any other spelling is looked
 * at. -1: none; -2: several different moves. */
int forms_find(SpellFn spell, NormalizeFn norm, const Variant *v, const Position *pos, const Move *legal, int n,
               const Move *last, const char *text);

/* The kind on `sq`, -1 when empty. */
int forms_kind_at(const Position *pos, Square sq);

#endif
