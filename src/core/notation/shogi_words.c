/* shogi_words.c — which piece of several moved, in shogi's words (see shogi_words.h). */
#include "shogi_words.h"

#include "notation_forms.h"
#include "shogi_pieces.h"

#include <stdio.h>
#include <string.h>

/* Pieces of one kind that can reach one square: a board holds few of a kind. */
enum { RIVALS_MAX = 64 };

static const char *const MOVEMENT_WORDS[] = {"上", "行", "入", "引", "寄"};
static const char *const SIDE_WORDS[] = {"右", "左", "直"};

static bool is_promotion(const Variant *v, const Move *m)
{
    return m->become && m->type != MOVE_DROP && v->kinds[m->become - 1].demotes_to >= 0;
}

/* Forward for the side to move: +1 when the move goes towards the opponent. */
static int forward(const Position *pos, const Move *m)
{
    int dr = sq_rank(m->to) - sq_rank(m->from);
    if (pos->side != WHITE)
        dr = -dr;
    return dr > 0 ? 1 : dr < 0 ? -1 : 0;
}

/* How far `a` lies to the right of `b`, as the side to move sees the board. */
static int rightward(const Position *pos, Square a, Square b)
{
    int dx = sq_file(a) - sq_file(b);
    return pos->side == WHITE ? dx : -dx;
}

static const char *movement_word(const Position *pos, const Move *m)
{
    int f = forward(pos, m);
    return f > 0 ? "上" : f < 0 ? "引" : "寄";
}

/* Moves straight forward by 直: a gold, a silver, or a minor piece promoted to a gold. */
static bool goes_straight(const ShogiPieceCode *code)
{
    static const char *const csa[] = {"KI", "GI", "TO", "NY", "NK", "NG"};
    for (size_t i = 0; i < sizeof csa / sizeof csa[0]; i++)
        if (code && !strcmp(code->csa, csa[i]))
            return true;
    return false;
}

/* The legal moves of m's kind to m's square that promote as m does (m among them). */
static int rivals(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move **out)
{
    int kind = forms_kind_at(pos, m->from), count = 0;
    for (int i = 0; i < n && count < RIVALS_MAX; i++)
        if (legal[i].type != MOVE_DROP && legal[i].type != MOVE_PASS && legal[i].to == m->to &&
            forms_kind_at(pos, legal[i].from) == kind && is_promotion(v, &legal[i]) == is_promotion(v, m))
            out[count++] = &legal[i];
    return count;
}

/* 右, 左, 直 or "" for `m` among its rivals. */
static const char *side_word(const Variant *v, const Position *pos, const Move *m, const Move *const *r, int nr)
{
    const ShogiPieceCode *code = shogi_kind_code(v, forms_kind_at(pos, m->from));
    bool pair = code && (!strcmp(code->csa, "RY") || !strcmp(code->csa, "UM"));
    if (pair) { /* beside the other one */
        bool rightmost = true, leftmost = true;
        for (int i = 0; i < nr; i++)
            if (r[i]->from != m->from) {
                rightmost &= rightward(pos, m->from, r[i]->from) > 0;
                leftmost &= rightward(pos, m->from, r[i]->from) < 0;
            }
        return rightmost ? "右" : leftmost ? "左" : "";
    }
    int dx = rightward(pos, m->from, m->to);
    if (dx == 0)
        return goes_straight(code) && forward(pos, m) > 0 ? "直" : "";
    return dx > 0 ? "右" : "左";
}

static bool has_word(const char *words, const char *word) { return strstr(words, word) != NULL; }

bool shogi_words_fit(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m,
                     const char *words)
{
    const Move *r[RIVALS_MAX];
    int nr = rivals(v, pos, legal, n, m, r);
    const char *side = side_word(v, pos, m, r, nr), *movement = movement_word(pos, m);
    for (size_t i = 0; i < sizeof SIDE_WORDS / sizeof SIDE_WORDS[0]; i++)
        if (has_word(words, SIDE_WORDS[i]) && strcmp(side, SIDE_WORDS[i]))
            return false;
    bool up = has_word(words, "上") || has_word(words, "行") || has_word(words, "入");
    if ((up && strcmp(movement, "上")) || (has_word(words, "引") && strcmp(movement, "引")) ||
        (has_word(words, "寄") && strcmp(movement, "寄")))
        return false;
    return true;
}

/* Is `m` the only one of its rivals the words fit? */
static bool tells_apart(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m,
                        const Move *const *r, int nr, const char *words)
{
    for (int i = 0; i < nr; i++)
        if (r[i]->from != m->from && shogi_words_fit(v, pos, legal, n, r[i], words))
            return false;
    return true;
}

bool shogi_words_for(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, char *out,
                     size_t size)
{
    out[0] = '\0';
    const Move *r[RIVALS_MAX];
    int nr = rivals(v, pos, legal, n, m, r);
    bool alone = true;
    for (int i = 0; i < nr; i++)
        alone &= r[i]->from == m->from;
    if (alone)
        return true;
    const char *side = side_word(v, pos, m, r, nr), *movement = movement_word(pos, m);
    char both[SHOGI_WORDS_MAX];
    snprintf(both, sizeof both, "%s%s", side, !strcmp(side, "直") ? "" : movement);
    const char *tries[3] = {movement, side, both};
    for (int i = 0; i < 3; i++)
        if (tries[i][0] && tells_apart(v, pos, legal, n, m, r, nr, tries[i])) {
            snprintf(out, size, "%s", tries[i]);
            return true;
        }
    return false;
}

size_t shogi_words_span(const char *s)
{
    size_t len = 0;
    for (bool more = true; more;) {
        more = false;
        for (size_t i = 0; i < sizeof MOVEMENT_WORDS / sizeof MOVEMENT_WORDS[0]; i++)
            if (!strncmp(s + len, MOVEMENT_WORDS[i], strlen(MOVEMENT_WORDS[i])))
                len += strlen(MOVEMENT_WORDS[i]), more = true;
        for (size_t i = 0; i < sizeof SIDE_WORDS / sizeof SIDE_WORDS[0]; i++)
            if (!strncmp(s + len, SIDE_WORDS[i], strlen(SIDE_WORDS[i])))
                len += strlen(SIDE_WORDS[i]), more = true;
    }
    return len;
}
