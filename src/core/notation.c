#include "notation.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

int square_parse(const char *s, int files, int ranks, Square *out)
{
    if (!s || s[0] < 'a' || s[0] > 'p' || !isdigit((unsigned char)s[1]))
        return 0;
    int file = s[0] - 'a';
    int rank = s[1] - '0';
    int used = 2;
    if (isdigit((unsigned char)s[2])) {
        rank = rank * 10 + (s[2] - '0');
        used = 3;
    }
    if (s[1] == '0' || file >= files || rank < 1 || rank > ranks)
        return 0;
    *out = sq_make(file, rank - 1);
    return used;
}

void square_name(Square s, char out[4])
{
    int rank = sq_rank(s) + 1; /* 1..16 */
    int n = 0;
    out[n++] = (char)('a' + sq_file(s));
    if (rank >= 10)
        out[n++] = '1';
    out[n++] = (char)('0' + rank % 10);
    out[n] = '\0';
}

const char *move_type_name(int type)
{
    static const char *names[] = {"move", "capture", "catch", "jump", "shift", "castle", "en-passant"};
    return type >= 0 && type < MOVE_TYPE_COUNT ? names[type] : "?";
}

void move_text(const Variant *v, const Move *m, char *buf, size_t size)
{
    char a[4], b[4];
    square_name(m->from, a);
    square_name(m->to, b);
    if (m->become)
        snprintf(buf, size, "%s%s=%s", a, b, v->kinds[m->become - 1].name);
    else
        snprintf(buf, size, "%s%s", a, b);
}

int move_find(const Variant *v, const Move *moves, int n, const char *text)
{
    Square from, to;
    int a = square_parse(text, CSM_MAX_BOARD, CSM_MAX_BOARD, &from);
    if (!a)
        return -1;
    int b = square_parse(text + a, CSM_MAX_BOARD, CSM_MAX_BOARD, &to);
    if (!b)
        return -1;
    const char *rest = text + a + b;
    if (*rest == '=')
        rest++;
    int kind = -1;
    if (*rest) {
        kind = variant_find_kind(v, rest);
        if (kind < 0 && rest[1] == '\0')
            kind = variant_kind_by_letter(v, (char)tolower((unsigned char)rest[0]));
        if (kind < 0)
            return -1;
    }
    int found = -1, count = 0;
    for (int i = 0; i < n; i++) {
        const Move *m = &moves[i];
        if (m->from != from || m->to != to)
            continue;
        if (kind >= 0 && m->become != kind + 1)
            continue;
        if (found < 0)
            found = i;
        count++;
    }
    if (count > 1 && kind < 0) {
        /* several moves share from-to: fine when they are the same move but for
         * set-state actions, ambiguous when they differ in the piece chosen */
        for (int i = 0; i < n; i++) {
            const Move *m = &moves[i];
            if (m->from == from && m->to == to && m->become != moves[found].become)
                return -2;
        }
    }
    return found;
}

void activation_text(const Variant *v, const Move *m, char *buf, size_t size)
{
    char to[4], cap[4];
    square_name(m->to, to);
    size_t n = (size_t)snprintf(buf, size, "%s %s", to, move_type_name(m->type));
    if (m->type == MOVE_JUMP && (m->flags & MF_CAPTURE) && n < size) {
        square_name(m->capture_sq, cap);
        n += (size_t)snprintf(buf + n, size - n, " x %s", cap);
    }
    if (m->become && n < size)
        n += (size_t)snprintf(buf + n, size - n, " -> %s", v->kinds[m->become - 1].name);
    const uint16_t *sets;
    int nsets = csm_setlist_get(&v->sym, m->sets, &sets);
    for (int i = 0; i < nsets && n < size; i++) {
        const CsmSetAction *a = &v->sym.sets[sets[i]];
        n += (size_t)snprintf(buf + n, size - n, " set %s=%d", v->sym.vars[a->var], (int)a->value);
    }
}

void activation_json(const Variant *v, const Move *m, char *buf, size_t size)
{
    char to[4], cap[4];
    square_name(m->to, to);
    size_t n = (size_t)snprintf(buf, size, "{\"to\":\"%s\",\"kind\":\"%s\",\"captures\":[", to, move_type_name(m->type));
    if ((m->flags & MF_CAPTURE) && n < size) {
        square_name(m->capture_sq, cap);
        n += (size_t)snprintf(buf + n, size - n, "\"%s\"", cap);
    }
    if (n < size) {
        if (m->become)
            n += (size_t)snprintf(buf + n, size - n, "],\"transition\":\"%s\",\"set\":{", v->kinds[m->become - 1].name);
        else
            n += (size_t)snprintf(buf + n, size - n, "],\"transition\":null,\"set\":{");
    }
    /* the list holds one value per variable: the last one the script set */
    const uint16_t *sets;
    int nsets = csm_setlist_get(&v->sym, m->sets, &sets);
    for (int i = 0; i < nsets && n < size; i++) {
        const CsmSetAction *a = &v->sym.sets[sets[i]];
        n += (size_t)snprintf(buf + n, size - n, "%s\"%s\":%d", buf[n - 1] == '{' ? "" : ",", v->sym.vars[a->var],
                              (int)a->value);
    }
    if (n < size)
        snprintf(buf + n, size - n, "}}");
}
