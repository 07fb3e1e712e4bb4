#include "notation.h"

#include "rules.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
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
    static const char *names[] = {"move", "capture", "catch", "jump", "shift", "castle", "en-passant", "drop", "pass"};
    _Static_assert(sizeof names / sizeof names[0] == MOVE_TYPE_COUNT, "a name for every move type");
    return type >= 0 && type < MOVE_TYPE_COUNT ? names[type] : "?";
}

void move_text(const Variant *v, const Move *m, char *buf, size_t size)
{
    char a[4], b[4];
    square_name(m->from, a);
    square_name(m->to, b);
    if (move_gate(m) >= 0) { /* S-chess: g1f3=hawk; castling onto the rook's square: h1e1=hawk */
        bool rook_square = m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP);
        if (rook_square) {
            square_name(m->capture_sq, a);
            square_name(m->from, b);
        }
        snprintf(buf, size, "%s%s=%s", a, b, v->kinds[move_gate(m)].name);
    } else if (m->type == MOVE_DROP) { /* P@e4, as Fairy-Stockfish and lichess write drops */
        const PieceKind *k = &v->kinds[m->become - 1];
        if (k->letter && !(m->flags & MF_PROMOTED_DROP)) /* a form dropped promoted: by name (Q~ is q too) */
            snprintf(buf, size, "%c@%s", toupper((unsigned char)k->letter), b);
        else
            snprintf(buf, size, "%s@%s", k->name, b);
    } else if (m->become)
        snprintf(buf, size, "%s%s=%s", a, b, v->kinds[m->become - 1].name);
    else
        snprintf(buf, size, "%s%s", a, b);
    move_wall_suffix(m, buf, size);
}

/* The moves that put their wall where the text after a move's comma says (`e4d5` as UCI
 * writes it, or `d5`), copied to `out` with their indices in `map`; -1 when the text is
 * not a wall. */
static int move_wall_filter(const Variant *v, const Move *moves, int n, const char *after_comma, Move *out, int *map)
{
    Square a, b;
    int used = square_parse(after_comma, v->files, v->ranks, &a);
    int used2 = used ? square_parse(after_comma + used, v->files, v->ranks, &b) : 0;
    Square wall = used2 ? b : a;
    const char *end = after_comma + used + used2;
    while (*end && strchr("+#!?", *end))
        end++;
    if (!used || *end)
        return -1;
    int k = 0;
    for (int i = 0; i < n; i++)
        /* Fairy-Stockfish writes a move that puts no wall (walls_or_move) with a filler square */
        if (moves[i].has_wall ? moves[i].wall == wall : v->rules.walls_or_move && used2) {
            map[k] = i;
            out[k++] = moves[i];
        }
    return k;
}

void move_wall_suffix(const Move *m, char *buf, size_t size)
{
    if (!m->has_wall)
        return;
    char at[4], wall[4];
    square_name(move_landing(m), at);
    square_name(m->wall, wall);
    size_t len = strlen(buf);
    if (len < size)
        snprintf(buf + len, size - len, ",%s%s", at, wall);
}

void move_text_in(const Variant *v, const Move *moves, int n, const Move *m, char *buf, size_t size)
{
    move_text(v, m, buf, size);
    /* which properties tell m from the other moves with the same short form: the
     * activation kind first, then the removed square, then the variables set, each
     * only when the earlier ones leave some rival undistinguished */
    bool by_type = false, by_capture = false, by_state = false;
    for (int i = 0; i < n; i++) {
        const Move *r = &moves[i];
        if (r->from != m->from || r->to != m->to || r->become != m->become || move_equal(r, m))
            continue;
        if (r->type != m->type)
            by_type = true;
    }
    for (int i = 0; i < n; i++) {
        const Move *r = &moves[i];
        if (r->from != m->from || r->to != m->to || r->become != m->become || move_equal(r, m))
            continue;
        if (by_type && r->type != m->type)
            continue;
        bool capture_differs = (r->flags & MF_CAPTURE) != (m->flags & MF_CAPTURE) ||
                               ((m->flags & MF_CAPTURE) && r->capture_sq != m->capture_sq);
        if (capture_differs)
            by_capture = true;
        else if (r->sets != m->sets)
            by_state = true;
    }
    size_t len = strlen(buf);
    if (by_type && len < size)
        len += (size_t)snprintf(buf + len, size - len, "/%s", move_type_name(m->type));
    if (by_capture && len < size) {
        char cap[4] = "-";
        if (m->flags & MF_CAPTURE)
            square_name(m->capture_sq, cap);
        len += (size_t)snprintf(buf + len, size - len, "/x%s", cap);
    }
    if (by_state && len < size) {
        const uint16_t *sets;
        int nsets = csm_setlist_get(&v->sym, m->sets, &sets);
        if (nsets == 0)
            len += (size_t)snprintf(buf + len, size - len, "/nostate");
        for (int i = 0; i < nsets && len < size; i++) {
            const CsmSetAction *a = &v->sym.sets[sets[i]];
            len += (size_t)snprintf(buf + len, size - len, "/%s=%d", v->sym.vars[a->var], (int)a->value);
        }
    }
}

/* What a written move asks for, parsed. */
typedef struct MoveQuery {
    Square from, to;
    int kind;            /* -1: not named */
    bool promote_plus;   /* `+`: becomes a promoted form (a kind with demotes_to) */
    bool demote_minus;   /* `-`: a promoted form turns back into its base (a kind some form demotes to) */
    bool drop_promoted;  /* `+P@e4`: the piece in hand dropped as its promoted form */
    bool plus_unlettered;/* ... one without a letter of its own, as `+` is written (elgam's soldier
                          * promotes both to +S and to its W~) */
    char letter;         /* the piece was named by this letter: any kind written with it */
    int type;            /* -1: any */
    int capture;         /* -2: any, -1: removes nothing, else the square */
    bool by_state;
    int nvars;
    int vars[CSM_MAX_VARS];
    int32_t values[CSM_MAX_VARS];
} MoveQuery;

static bool parse_item(const Variant *v, const char *item, size_t len, MoveQuery *q)
{
    char word[MOVE_TEXT_MAX];
    if (len == 0 || len >= sizeof word)
        return false;
    memcpy(word, item, len);
    word[len] = '\0';
    for (int t = 0; t < MOVE_TYPE_COUNT; t++)
        if (!strcmp(word, move_type_name(t))) {
            q->type = t;
            return true;
        }
    if (word[0] == 'x') {
        if (!strcmp(word, "x-")) {
            q->capture = -1;
            return true;
        }
        Square sq;
        int used = square_parse(word + 1, CSM_MAX_BOARD, CSM_MAX_BOARD, &sq);
        if (!used || word[1 + used])
            return false;
        q->capture = sq;
        return true;
    }
    q->by_state = true;
    if (!strcmp(word, "nostate"))
        return true;
    char *eq = strchr(word, '=');
    if (!eq || q->nvars >= CSM_MAX_VARS)
        return false;
    *eq = '\0';
    int var = csm_symbols_find_var(&v->sym, word);
    char *end;
    long value = strtol(eq + 1, &end, 10);
    if (var < 0 || end == eq + 1 || *end)
        return false;
    q->vars[q->nvars] = var;
    q->values[q->nvars++] = (int32_t)value;
    return true;
}

/* Parses the text; false when it is not a move of this form at all. */
/* `P@e4` or `name@e4`: a drop. */
static bool parse_drop(const Variant *v, const char *text, const char *at, MoveQuery *q)
{
    char name[CSM_NAME_MAX];
    size_t len = (size_t)(at - text);
    if (len >= sizeof name)
        return false;
    /* `@e4` with no letter: a pawn's drop, as python-chess and chessops write it */
    memcpy(name, len ? text : "p", len ? len : 1);
    name[len ? len : 1] = '\0';
    if (!len)
        len = 1;
    q->kind = variant_find_kind(v, name);
    if (q->kind < 0 && len == 1)
        q->kind = variant_kind_by_letter(v, (char)tolower((unsigned char)name[0]));
    if (q->kind < 0 && len == 2 && name[0] == '+') { /* +P@e4: the piece in hand, dropped promoted */
        q->kind = variant_kind_by_letter(v, (char)tolower((unsigned char)name[1]));
        q->drop_promoted = true;
    }
    int b = square_parse(at + 1, CSM_MAX_BOARD, CSM_MAX_BOARD, &q->to);
    q->from = q->to;
    q->type = MOVE_DROP;
    const char *end = at + 1 + b;
    while (b && *end && strchr("+#!?", *end)) /* check and comment marks, as SAN has them */
        end++;
    return q->kind >= 0 && b && *end == '\0';
}

static bool parse_query(const Variant *v, const char *text, MoveQuery *q)
{
    memset(q, 0, sizeof *q);
    q->kind = q->type = -1;
    q->capture = -2;
    const char *at = strchr(text, '@');
    if (at)
        return parse_drop(v, text, at, q);
    int a = square_parse(text, CSM_MAX_BOARD, CSM_MAX_BOARD, &q->from);
    if (!a)
        return false;
    int b = square_parse(text + a, CSM_MAX_BOARD, CSM_MAX_BOARD, &q->to);
    if (!b)
        return false;
    const char *rest = text + a + b;
    if (*rest == '+' && (rest[1] == '\0' || rest[1] == '/')) { /* shogi: promote to the promoted form */
        q->promote_plus = true;
        rest++;
    } else if (*rest == '-' && (rest[1] == '\0' || rest[1] == '/')) { /* Kyoto shogi: back to the base */
        q->demote_minus = true;
        rest++;
    }
    if (*rest == '=')
        rest++;
    size_t name_len = strcspn(rest, "/");
    if (name_len) {
        char name[CSM_NAME_MAX];
        if (name_len >= sizeof name)
            return false;
        memcpy(name, rest, name_len);
        name[name_len] = '\0';
        q->kind = variant_find_kind(v, name);
        if (q->kind < 0 && name_len == 1) {
            /* a letter names every kind written with it (Q and crazyhouse's Q~) */
            q->kind = variant_kind_by_letter(v, (char)tolower((unsigned char)name[0]));
            q->letter = q->kind >= 0 ? v->kinds[q->kind].letter : 0;
        }
        if (q->kind < 0)
            return false;
        rest += name_len;
    }
    while (*rest == '/') {
        rest++;
        size_t len = strcspn(rest, "/");
        if (!parse_item(v, rest, len, q))
            return false;
        rest += len;
    }
    return *rest == '\0';
}

static bool state_matches(const Variant *v, const MoveQuery *q, const Move *m)
{
    const uint16_t *sets;
    int nsets = csm_setlist_get(&v->sym, m->sets, &sets);
    if (nsets != q->nvars)
        return false;
    for (int i = 0; i < q->nvars; i++) {
        bool found = false;
        for (int j = 0; j < nsets && !found; j++)
            found = v->sym.sets[sets[j]].var == q->vars[i] && v->sym.sets[sets[j]].value == q->values[i];
        if (!found)
            return false;
    }
    return true;
}

/* S-chess: a move that gates a piece matches only a text naming that piece (g1f3h,
 * g1f3=hawk); castling onto the rook's square reads rook to king (h1e1h). */
static bool gate_matches(const Variant *v, const MoveQuery *q, const Move *m)
{
    int gate = move_gate(m);
    bool rook_square = m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP);
    if (rook_square ? (q->from != m->capture_sq || q->to != m->from) : (q->from != m->from || q->to != m->to))
        return false;
    if (q->letter)
        return v->kinds[gate].letter == q->letter;
    return q->kind == gate;
}

/* Is `kind` the base some promoted form turns back into (demotes_to)? */
static bool is_base(const Variant *v, int kind)
{
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].demotes_to == kind)
            return true;
    return false;
}

static bool query_matches(const Variant *v, const MoveQuery *q, const Move *m, bool plain_exists)
{
    if (move_gate(m) >= 0)
        return gate_matches(v, q, m);
    if (m->from != q->from || m->to != q->to)
        return false;
    if (q->promote_plus)
        return m->become && v->kinds[m->become - 1].demotes_to >= 0 && m->type != MOVE_DROP &&
               (!q->plus_unlettered || !v->kinds[m->become - 1].letter) && (q->type < 0 || m->type == q->type);
    if (q->demote_minus)
        return m->become && m->type != MOVE_DROP && is_base(v, m->become - 1) && (q->type < 0 || m->type == q->type);
    if (q->drop_promoted) /* +P@e4: the piece in hand P dropped as its promoted form */
        return m->type == MOVE_DROP && (m->flags & MF_PROMOTED_DROP) && move_hand_kind(v, m) == q->kind;
    if (q->letter && m->type != MOVE_DROP) {
        if (!m->become || v->kinds[m->become - 1].letter != q->letter)
            return false;
    } else if (q->kind >= 0 ? m->become != q->kind + 1 : plain_exists && m->become != 0) {
        return false;
    }
    if (q->type >= 0 && m->type != q->type)
        return false;
    if (q->capture == -1 && (m->flags & MF_CAPTURE))
        return false;
    if (q->capture >= 0 && (!(m->flags & MF_CAPTURE) || m->capture_sq != q->capture))
        return false;
    return !q->by_state || state_matches(v, q, m);
}

static int move_find_unwalled(const Variant *v, const Move *moves, int n, const char *text);

int move_find_walled(const Variant *v, const Move *moves, int n, const char *text, const char *comma,
                     MoveFinder find, const void *ctx)
{
    char base[MOVE_TEXT_MAX];
    size_t len = (size_t)(comma - text);
    Move *walled = malloc((size_t)(n ? n : 1) * sizeof *walled);
    int *map = malloc((size_t)(n ? n : 1) * sizeof *map);
    int found = -1;
    int k = walled && map && len < sizeof base ? move_wall_filter(v, moves, n, comma + 1, walled, map) : -1;
    if (k >= 0) {
        memcpy(base, text, len);
        base[len] = '\0';
        found = find(v, ctx, walled, k, base);
        if (found >= 0)
            found = map[found];
    }
    free(walled);
    free(map);
    return found;
}

static int find_unwalled(const Variant *v, const void *ctx, const Move *moves, int n, const char *text)
{
    (void)ctx;
    return move_find_unwalled(v, moves, n, text);
}

int move_find(const Variant *v, const Move *moves, int n, const char *text)
{
    const char *comma = text && v->rules.walls ? strchr(text, ',') : NULL;
    if (!comma)
        return move_find_unwalled(v, moves, n, text);
    return move_find_walled(v, moves, n, text, comma, find_unwalled, NULL); /* e2e4,e4d6 */
}

static int move_find_unwalled(const Variant *v, const Move *moves, int n, const char *text)
{
    MoveQuery q;
    if (!text || !parse_query(v, text, &q))
        return -1;
    /* without `=PIECE` the plain move (the piece keeps its kind) is meant, if any */
    bool plain_exists = false;
    for (int i = 0; i < n && q.kind < 0 && !q.promote_plus; i++)
        if (moves[i].from == q.from && moves[i].to == q.to && moves[i].become == 0)
            plain_exists = true;
    int found = -1;
    /* `+`: the promoted form written so (without a letter) first, else any */
    for (int pass = q.promote_plus ? 0 : 1; pass < 2 && found < 0; pass++) {
        q.plus_unlettered = pass == 0;
        for (int i = 0; i < n; i++) {
            if (!query_matches(v, &q, &moves[i], plain_exists))
                continue;
            if (found < 0)
                found = i;
            else if (!move_equal(&moves[i], &moves[found]))
                return -2;
        }
    }
    return found;
}

void move_spellings(const Variant *v, const Move *moves, int n, const char *text, char *buf, size_t size)
{
    size_t len = 0;
    if (size)
        buf[0] = '\0';
    Square from, to;
    int a = text ? square_parse(text, CSM_MAX_BOARD, CSM_MAX_BOARD, &from) : 0;
    if (!a || !square_parse(text + a, CSM_MAX_BOARD, CSM_MAX_BOARD, &to))
        return;
    for (int i = 0; i < n && len < size; i++) {
        if (moves[i].from != from || moves[i].to != to)
            continue;
        bool repeated = false;
        for (int j = 0; j < i && !repeated; j++)
            repeated = move_equal(&moves[j], &moves[i]);
        if (repeated)
            continue;
        char one[MOVE_TEXT_MAX];
        move_text_in(v, moves, n, &moves[i], one, sizeof one);
        len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? ", " : "", one);
    }
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
