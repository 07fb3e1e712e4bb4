#include "notations.h"

#include "notation.h"
#include "janggi_notation.h"
#include "notation_forms.h"
#include "shogi_notation.h"
#include "shogi_pieces.h"
#include "xiangqi_notation.h"
#include "san.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

_Static_assert((int)FORMS_TEXT_MAX == (int)NOTATION_TEXT_MAX, "a family's spelling is a written move");

static const struct {
    const char *name, *alias, *alias2;
} NAMES[NOTATION_COUNT] = {
    [NOTATION_SAN] = {"san", "algebraic", NULL},
    [NOTATION_COORDINATES] = {"coordinates", "coord", "uci"},
    [NOTATION_HODGES] = {"hodges", "western", "shogi"},
    [NOTATION_WXF] = {"wxf", "xiangqi", NULL},
    [NOTATION_JAPANESE] = {"japanese", "kanji", "ja"},
    [NOTATION_CHINESE] = {"chinese", "zh", NULL},
    [NOTATION_JANGGI] = {"janggi", "korean", "ko"},
};

const char *notation_name(NotationId id) { return id >= 0 && id < NOTATION_COUNT ? NAMES[id].name : "?"; }

bool notation_from_name(const char *name, NotationId *out)
{
    for (int i = 0; name && i < NOTATION_COUNT; i++)
        if (!strcasecmp(name, NAMES[i].name) || (NAMES[i].alias && !strcasecmp(name, NAMES[i].alias)) ||
            (NAMES[i].alias2 && !strcasecmp(name, NAMES[i].alias2))) {
            *out = (NotationId)i;
            return true;
        }
    return false;
}

void notation_names_for(const Variant *v, char *buf, size_t size)
{
    size_t len = 0;
    if (size)
        buf[0] = '\0';
    for (int i = 0; i < NOTATION_COUNT && len < size; i++)
        if (notation_fits(v, (NotationId)i))
            len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? ", " : "", NAMES[i].name);
}

/* Shogi's promotions: every promoted form is written + and its base (no letter of its own). */
static bool shogi_promotions(const Variant *v)
{
    int forms = 0;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].demotes_to >= 0) {
            if (v->kinds[k].letter)
                return false;
            forms++;
        }
    return forms > 0;
}

/* Every piece has a shogi name (歩 ... 龍). */
static bool shogi_army(const Variant *v)
{
    for (int k = 0; k < v->nkinds; k++)
        if (!shogi_kind_code(v, k))
            return false;
    return true;
}

/* The xiangqi army's letters only (k a b n r c p, each one kind), with a cannon. */
static bool xiangqi_army(const Variant *v)
{
    int seen[128] = {0};
    for (int k = 0; k < v->nkinds; k++) {
        char c = v->kinds[k].letter;
        if (!c || !strchr("kabnrcp", c) || seen[(unsigned char)c]++)
            return false;
    }
    return seen['c'] > 0;
}

bool notation_fits(const Variant *v, NotationId id)
{
    switch (id) {
    case NOTATION_SAN:
    case NOTATION_COORDINATES: return true;
    case NOTATION_HODGES: return v->rules.hands && v->files <= 9 && v->ranks <= 9 && shogi_promotions(v);
    case NOTATION_WXF:
    case NOTATION_CHINESE: return v->files <= 9 && !v->rules.hands && !v->rules.pass && xiangqi_army(v);
    case NOTATION_JAPANESE: return notation_fits(v, NOTATION_HODGES) && shogi_army(v);
    case NOTATION_JANGGI: return v->files <= 9 && v->ranks <= 10 && !v->rules.hands && v->rules.pass && xiangqi_army(v);
    default: return false;
    }
}

static SpellFn speller(NotationId id, NormalizeFn *norm)
{
    switch (id) {
    case NOTATION_HODGES: *norm = hodges_normalize; return hodges_spell;
    case NOTATION_WXF: *norm = wxf_normalize; return wxf_spell;
    case NOTATION_JAPANESE: *norm = japanese_normalize; return japanese_spell;
    case NOTATION_CHINESE: *norm = chinese_normalize; return chinese_spell;
    case NOTATION_JANGGI: *norm = janggi_normalize; return janggi_spell;
    default: return NULL;
    }
}

void notation_write(NotationId id, const Variant *v, const Position *pos, const Move *legal, int n, const Move *m,
                    const Move *last, char *buf, size_t size)
{
    NormalizeFn norm;
    SpellFn spell = speller(id, &norm);
    if (id == NOTATION_SAN || !spell || !notation_fits(v, id)) {
        if (id == NOTATION_COORDINATES)
            move_text_in(v, legal, n, m, buf, size);
        else
            san_body(v, pos, legal, n, m, buf, size);
        return;
    }
    Forms forms = {.n = 0};
    spell(v, pos, legal, n, m, last, &forms);
    snprintf(buf, size, "%s", forms.n ? forms.text[0] : "?");
}

int notation_read(NotationId id, const Variant *v, const Position *pos, const Move *legal, int n, const Move *last,
                  const char *text)
{
    if (id == NOTATION_SAN)
        return san_find(v, pos, legal, n, text);
    if (id == NOTATION_COORDINATES)
        return move_find(v, legal, n, text);
    NormalizeFn norm;
    SpellFn spell = speller(id, &norm);
    if (!spell || !notation_fits(v, id))
        return -1;
    return forms_find(spell, norm, v, pos, legal, n, last, text);
}

/* The one kind whose name starts with `c` (Fairy-Stockfish's H for horse, E for elephant,
 * D for dragon), -1 when none or several do. */
static int kind_by_initial(const Variant *v, char c)
{
    int found = -1;
    for (int k = 0; k < v->nkinds; k++)
        if (tolower((unsigned char)v->kinds[k].name[0]) == tolower((unsigned char)c)) {
            if (found >= 0)
                return -1;
            found = k;
        }
    return found;
}

/* SAN with Fairy-Stockfish's piece letters (Hg6, Ege8, Bxb2=H, Dd2) as ours: a capital
 * that names no kind of `v`, where a piece is written (first, or after `=`), becomes the
 * designation of the kind its initial names (N, B, +B, +R). False when nothing changed. */
static bool san_from_synonyms(const Variant *v, const char *text, char *out, size_t size)
{
    size_t k = 0;
    bool changed = false;
    for (const char *p = text; *p && k + 4 < size; p++) {
        bool piece_place = p == text || p[-1] == '=';
        int kind = -1;
        if (piece_place && isupper((unsigned char)*p) && variant_kind_by_letter(v, (char)tolower((unsigned char)*p)) < 0)
            kind = kind_by_initial(v, *p);
        if (kind < 0) {
            out[k++] = *p;
            continue;
        }
        char d[CSM_NAME_MAX + 4];
        san_designation(v, kind, d, sizeof d);
        if (d[0] == '[') { /* no letter to write it with */
            out[k++] = *p;
            continue;
        }
        for (const char *c = d; *c && k + 2 < size; c++)
            out[k++] = *c;
        changed = true;
    }
    out[k] = '\0';
    return changed;
}

/* Fairy-Stockfish writes shogi's promoted minor pieces by what they move like, the gold:
 * a tokin's move `Gxh8`, a promotion `Pxa3=G`. The letter at `at` is read as each
 * promoted form's designation in turn (+P, +L, +N, +S ...): the one move that fits, -1 when
 * none does, -2 when several do. */
static int san_as_promoted_forms(const Variant *v, const Position *pos, const Move *legal, int n, const char *text,
                                 size_t at)
{
    int found = -1;
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        if (pk->letter || pk->demotes_to < 0 || !v->kinds[pk->demotes_to].letter)
            continue;
        char tried[NOTATION_TEXT_MAX];
        snprintf(tried, sizeof tried, "%.*s+%c%s", (int)at, text, toupper((unsigned char)v->kinds[pk->demotes_to].letter),
                 text + at + 1);
        int i = san_find(v, pos, legal, n, tried);
        if (i == -2 || (i >= 0 && found >= 0 && !move_equal(&legal[i], &legal[found])))
            return -2;
        if (i >= 0)
            found = i;
    }
    return found;
}

/* SAN as Fairy-Stockfish writes it for the families, where ours differs: piece letters
 * by name (H, E, D) and shogi's gold-movers. */
static int san_fsf(const Variant *v, const Position *pos, const Move *legal, int n, const char *text)
{
    char translated[NOTATION_TEXT_MAX];
    if (strlen(text) >= sizeof translated)
        return -1;
    if (san_from_synonyms(v, text, translated, sizeof translated)) {
        int found = san_find(v, pos, legal, n, translated);
        if (found != -1)
            return found;
    } else {
        snprintf(translated, sizeof translated, "%s", text);
    }
    const char *eq = strrchr(translated, '=');
    if (eq && isupper((unsigned char)eq[1]))
        return san_as_promoted_forms(v, pos, legal, n, translated, (size_t)(eq + 1 - translated));
    return isupper((unsigned char)translated[0]) ? san_as_promoted_forms(v, pos, legal, n, translated, 0) : -1;
}

int notation_read_any(const Variant *v, const Position *pos, const Move *legal, int n, const Move *last,
                      const char *text)
{
    int found = san_find(v, pos, legal, n, text);
    if (found == -1 && text)
        found = san_fsf(v, pos, legal, n, text);
    for (int id = NOTATION_HODGES; found == -1 && id < NOTATION_COUNT; id++)
        if (notation_fits(v, (NotationId)id))
            found = notation_read((NotationId)id, v, pos, legal, n, last, text);
    return found;
}
