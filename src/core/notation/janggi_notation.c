#include "janggi_notation.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The piece's hanja by its letter, as each side's are written. */
static const char *janggi_piece(const Variant *v, int kind, Color c)
{
    switch (v->kinds[kind].letter) {
    case 'r': return "車";
    case 'c': return "包";
    case 'n': return "馬";
    case 'b': return "象";
    case 'a': return "士";
    case 'k': return c == WHITE ? "楚" : "漢";
    case 'p': return c == WHITE ? "卒" : "兵";
    default: return NULL;
    }
}

/* Row (from the top, 0 for the tenth) then file (from the left). */
static void janggi_point(const Variant *v, Square s, char out[8])
{
    out[0] = (char)('0' + (v->ranks - sq_rank(s)) % 10);
    out[1] = (char)('0' + (sq_file(s) + 1) % 10); /* at most 9 files: notation_fits */
    out[2] = '\0';
}

void janggi_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                  Forms *out)
{
    (void)legal;
    (void)n;
    (void)last;
    if (m->type == MOVE_PASS) {
        forms_add(out, "한수쉼");
        forms_add(out, "pass");
        return;
    }
    int kind = forms_kind_at(pos, m->from);
    const char *piece = kind >= 0 && m->type != MOVE_DROP ? janggi_piece(v, kind, (Color)pos->side) : NULL;
    if (!piece) {
        forms_add(out, "?");
        return;
    }
    char from[8], to[8];
    janggi_point(v, m->from, from);
    janggi_point(v, m->to, to);
    forms_add(out, "%s%s%s", from, piece, to);
}

void janggi_normalize(const char *in, char *out, size_t size)
{
    /* every name of a piece, to one letter (the origin tells the piece; the name is checked) */
    static const char *const from[] = {"車", "차", "R", "包", "포", "C", "馬", "마", "H", "N", "象", "상", "E", "B",
                                       "士", "사", "A", "楚", "漢", "장", "궁", "초", "한", "K", "G", "卒", "兵",
                                       "졸", "병", "P", "S"};
    static const char to[] = "RRRCCCHHHHEEEEAAAKKKKKKKKPPPPPP";
    _Static_assert(sizeof from / sizeof from[0] == sizeof to - 1, "one letter for each name");
    char letter = 0;
    char digits[8];
    size_t nd = 0, k = 0;
    for (const char *p = in; *p;) {
        if (isdigit((unsigned char)*p)) {
            if (nd < sizeof digits)
                digits[nd++] = *p;
            p++;
            continue;
        }
        bool named = false;
        for (size_t i = 0; i < sizeof from / sizeof from[0] && !named; i++)
            if (!strncmp(p, from[i], strlen(from[i])) && !letter) {
                letter = to[i];
                p += strlen(from[i]);
                named = true;
            }
        if (!named && (*p == ' ' || *p == '-' || *p == 'x' || *p == '+' || *p == '#'))
            p++, named = true;
        if (!named) { /* anything else (한수쉼, pass): compared as written */
            snprintf(out, size, "%s", in);
            return;
        }
    }
    if (nd != 4 || !letter) {
        snprintf(out, size, "%s", in);
        return;
    }
    if (!strncmp(digits, digits + 2, 2)) { /* a piece to its own point: Fairy-Stockfish's pass (K25-25) */
        snprintf(out, size, "pass");
        return;
    }
    k = (size_t)snprintf(out, size, "%.2s%c%.2s", digits, letter, digits + 2);
    (void)k;
}
