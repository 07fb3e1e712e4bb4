/* shogi_notation.c — shogi's Western notation (Hodges): P-7f, Bx2b+, S*5d, +R-5b.
 *
 * Squares are seen from Sente (White, at the bottom here): files numbered from Sente's
 * right (file a of the board is the highest number), ranks lettered from the top (Gote's
 * side is a). A piece is its letter, a promoted one `+` and its base's letter; the origin
 * square follows when another piece of the same kind could go to the same square; `-`
 * a move, `x` a capture, `*` a drop; `+` after a move that promotes, `=` after one that
 * could have and does not. Readers also take the forms with numbered ranks (P-76, as
 * Fairy-Stockfish writes by default, and Hosking's P76), `'` for a drop, and a move
 * that declines promotion without its `=`. */
#include "shogi_notation.h"

#include "san.h"
#include "shogi_pieces.h"
#include "shogi_words.h"
#include "rules.h"

#include <stdio.h>
#include <string.h>

/* The square as Hodges writes it: `7f`, or with a numbered rank `76`. */
static void shogi_square(const Variant *v, Square s, bool numbered, char out[8])
{
    int file = v->files - sq_file(s);
    int rank = v->ranks - sq_rank(s); /* 1 at the top */
    if (numbered)
        snprintf(out, 8, "%d%d", file, rank);
    else
        snprintf(out, 8, "%d%c", file, 'a' + rank - 1);
}

static bool is_promotion(const Variant *v, const Move *m)
{
    return m->become && m->type != MOVE_DROP && v->kinds[m->become - 1].demotes_to >= 0;
}

static bool is_promotion(const Variant *v, const Move *m);

/* Could another piece of the same kind go to the same square, promoting or not as this
 * one does? (A rival that can only make the other choice is told apart by the suffix.) */
static bool has_rival(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m)
{
    int kind = forms_kind_at(pos, m->from);
    for (int i = 0; i < n; i++)
        if (legal[i].type != MOVE_DROP && legal[i].to == m->to && legal[i].from != m->from &&
            forms_kind_at(pos, legal[i].from) == kind && is_promotion(v, &legal[i]) == is_promotion(v, m))
            return true;
    return false;
}

/* "+" (promotes), "=" (could promote, does not), "=X" (becomes another kind), or "". */
static void shogi_suffix(const Variant *v, const Move *legal, int n, const Move *m, char *out, size_t size)
{
    out[0] = '\0';
    if (is_promotion(v, m)) {
        snprintf(out, size, "+");
    } else if (m->become) {
        char d[CSM_NAME_MAX + 4];
        san_designation(v, m->become - 1, d, sizeof d);
        snprintf(out, size, "=%s", d);
    } else {
        for (int i = 0; i < n; i++)
            if (legal[i].from == m->from && legal[i].to == m->to && is_promotion(v, &legal[i]))
                snprintf(out, size, "=");
    }
}

void hodges_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                  Forms *out)
{
    (void)last;
    char piece[CSM_NAME_MAX + 4];
    if (m->type == MOVE_DROP) {
        san_designation(v, move_hand_kind(v, m), piece, sizeof piece);
        for (int numbered = 0; numbered < 2; numbered++) {
            char to[8];
            shogi_square(v, m->to, numbered, to);
            forms_add(out, "%s*%s", piece, to);
        }
        return;
    }
    if (m->type == MOVE_PASS) {
        forms_add(out, "pass");
        return;
    }
    int kind = forms_kind_at(pos, m->from);
    if (kind < 0)
        return;
    san_designation(v, kind, piece, sizeof piece);
    char suffix[CSM_NAME_MAX + 8];
    shogi_suffix(v, legal, n, m, suffix, sizeof suffix);
    const char *sep = (m->flags & MF_CAPTURE) ? "x" : "-";
    bool rival = has_rival(v, pos, legal, n, m);
    for (int numbered = 0; numbered < 2; numbered++) {
        char from[8], to[8];
        shogi_square(v, m->from, numbered, from);
        shogi_square(v, m->to, numbered, to);
        forms_add(out, "%s%s%s%s%s", piece, rival ? from : "", sep, to, suffix);
        forms_add(out, "%s%s%s%s%s", piece, from, sep, to, suffix); /* the origin written anyway */
        forms_add(out, "%s%s%s%s", piece, sep, to, suffix);            /* or left out: ambiguous when needed */
        if (!strcmp(suffix, "=")) /* promotion declined without saying so */
            forms_add(out, "%s%s%s%s", piece, rival ? from : "", sep, to);
    }
}

void hodges_normalize(const char *in, char *out, size_t size)
{
    size_t k = 0;
    for (const char *p = in; *p && k + 1 < size; p++) {
        if (*p == '-' || *p == 'x' || *p == ' ')
            continue; /* separators tell nothing the squares do not */
        out[k++] = *p == '\'' ? '*' : *p;
    }
    while (k && strchr("#!?", out[k - 1]))
        k--;
    out[k] = '\0';
}

/* ---- Japanese: ☗７六歩, ☖同　銀, ☗４五角打, ☗２二角成, ☗３三銀不成, ☗５八金右 (or 金(69)) ---- */

static void japanese_square(const Variant *v, Square s, char *out, size_t size)
{
    snprintf(out, size, "%s%s", SHOGI_WIDE_DIGITS[v->files - sq_file(s)], SHOGI_KANJI_DIGITS[v->ranks - sq_rank(s)]);
}

void japanese_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                    Forms *out)
{
    const char *mark = pos->side == WHITE ? "☗" : "☖";
    char to[16], same[16] = "";
    japanese_square(v, m->to, to, sizeof to);
    if (last && move_landing(last) == m->to)
        snprintf(same, sizeof same, "同　");
    if (m->type == MOVE_DROP || m->type == MOVE_PASS) {
        const ShogiPieceCode *code = m->type == MOVE_DROP ? shogi_kind_code(v, move_hand_kind(v, m)) : NULL;
        if (!code) {
            forms_add(out, "%s", m->type == MOVE_PASS ? "pass" : "?");
            return;
        }
        forms_add(out, "%s%s%s打", mark, same[0] ? same : to, code->kanji);
        forms_add(out, "%s%s%s打", mark, to, code->kanji);
        forms_add(out, "%s%s%s", mark, same[0] ? same : to, code->kanji); /* KI2 leaves 打 out when no piece could move there */
        return;
    }
    const ShogiPieceCode *code = shogi_kind_code(v, forms_kind_at(pos, m->from));
    if (!code) {
        forms_add(out, "?");
        return;
    }
    char suffix[CSM_NAME_MAX + 8];
    shogi_suffix(v, legal, n, m, suffix, sizeof suffix);
    const char *word = !strcmp(suffix, "+") ? "成" : !strcmp(suffix, "=") ? "不成" : "";
    char origin[16];
    snprintf(origin, sizeof origin, "(%d%d)", v->files - sq_file(m->from), v->ranks - sq_rank(m->from));
    bool rival = has_rival(v, pos, legal, n, m);
    char words[SHOGI_WORDS_MAX];
    if (rival && shogi_words_for(v, pos, legal, n, m, words, sizeof words) && words[0]) {
        /* which piece, in words (５二金左上), as players and KI2 write it */
        forms_add(out, "%s%s%s%s%s", mark, same[0] ? same : to, code->kanji, words, word);
        forms_add(out, "%s%s%s%s%s", mark, to, code->kanji, words, word);
    }
    forms_add(out, "%s%s%s%s%s", mark, same[0] ? same : to, code->kanji, word, rival ? origin : "");
    forms_add(out, "%s%s%s%s%s", mark, to, code->kanji, word, rival ? origin : "");
    forms_add(out, "%s%s%s%s%s", mark, same[0] ? same : to, code->kanji, word, origin);
    forms_add(out, "%s%s%s%s%s", mark, to, code->kanji, word, origin);
}

/* Marks, spaces and 同's space dropped; digits as ASCII; 王 竜 杏 圭 全 as 玉 龍 成香 成桂 成銀. */
void japanese_normalize(const char *in, char *out, size_t size)
{
    static const char *const skip[] = {"☗", "☖", "▲", "△", "　", " "};
    static const char *const from[] = {"王", "竜", "杏", "圭", "全"};
    static const char *const to[] = {"玉", "龍", "成香", "成桂", "成銀"};
    size_t k = 0;
    for (const char *p = in; *p && k + 8 < size;) {
        bool done = false;
        for (size_t i = 0; i < sizeof skip / sizeof skip[0] && !done; i++)
            if (!strncmp(p, skip[i], strlen(skip[i])))
                p += strlen(skip[i]), done = true;
        for (int d = 1; d <= 9 && !done; d++)
            if (!strncmp(p, SHOGI_WIDE_DIGITS[d], strlen(SHOGI_WIDE_DIGITS[d])) ||
                !strncmp(p, SHOGI_KANJI_DIGITS[d], strlen(SHOGI_KANJI_DIGITS[d])))
                p += strlen(SHOGI_WIDE_DIGITS[d]), out[k++] = (char)('0' + d), done = true;
        for (size_t i = 0; i < sizeof from / sizeof from[0] && !done; i++)
            if (!strncmp(p, from[i], strlen(from[i])))
                p += strlen(from[i]), k += (size_t)snprintf(out + k, size - k, "%s", to[i]), done = true;
        if (!done)
            out[k++] = *p++;
    }
    out[k] = '\0';
}
