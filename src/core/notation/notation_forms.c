#include "notation_forms.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void forms_add(Forms *f, const char *fmt, ...)
{
    if (f->n >= FORMS_MAX)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->text[f->n], sizeof f->text[f->n], fmt, ap);
    va_end(ap);
    for (int i = 0; i < f->n; i++)
        if (!strcmp(f->text[i], f->text[f->n]))
            return;
    f->n++;
}

int forms_kind_at(const Position *pos, Square sq)
{
    Piece p = pos->board[sq];
    return p ? piece_kind(p) : -1;
}

/* Adds move i to the matches unless an equal move is there; false when a different one is. */
static bool note_match(const Move *legal, int i, int *found)
{
    if (*found < 0) {
        *found = i;
        return true;
    }
    return move_equal(&legal[*found], &legal[i]);
}

int forms_find(SpellFn spell, NormalizeFn norm, const Variant *v, const Position *pos, const Move *legal, int n,
               const Move *last, const char *text)
{
    if (!text || !*text || strlen(text) >= FORMS_TEXT_MAX)
        return -1;
    char want[FORMS_TEXT_MAX], have[FORMS_TEXT_MAX];
    norm(text, want, sizeof want);
    if (!want[0])
        return -1;
    Forms forms; /* one move's spellings at a time: nothing is kept between moves */
    int written = -1, other = -1;
    bool written_clash = false, other_clash = false;
    for (int i = 0; i < n; i++) {
        forms.n = 0;
        spell(v, pos, legal, n, &legal[i], last, &forms);
        for (int k = 0; k < forms.n; k++) {
            norm(forms.text[k], have, sizeof have);
            if (strcmp(have, want) != 0)
                continue;
            if (k == 0)
                written_clash |= !note_match(legal, i, &written);
            else
                other_clash |= !note_match(legal, i, &other);
        }
    }
    if (written >= 0)
        return written_clash ? -2 : written;
    if (other >= 0)
        return other_clash ? -2 : other;
    return -1;
}
