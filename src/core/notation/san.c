/* san.c — standard algebraic notation: writing (with disambiguation) and reading
 * (lenient, as PGN from other tools needs). See san.h for the written forms. */
#include "san.h"

#include "notation.h"
#include "rules.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static int kind_at(const Position *pos, Square sq)
{
    Piece p = pos->board[sq];
    return p == PIECE_NONE ? -1 : piece_kind(p);
}

/* Pawns are written without a letter, as in chess: the kinds whose FEN letter is p. */
static bool is_pawn(const Variant *v, int kind) { return kind >= 0 && v->kinds[kind].letter == 'p'; }

/* `N`; `+P` for a promoted form without a letter of its own (shogi's tokin); or `[name]`
 * for any other piece without a FEN letter. */
void san_designation(const Variant *v, int kind, char *out, size_t size)
{
    const PieceKind *k = &v->kinds[kind];
    if (k->letter)
        snprintf(out, size, "%c", toupper((unsigned char)k->letter));
    else if (k->demotes_to >= 0 && v->kinds[k->demotes_to].letter)
        snprintf(out, size, "+%c", toupper((unsigned char)v->kinds[k->demotes_to].letter));
    else
        snprintf(out, size, "[%s]", k->name);
}

/* Do two kinds read the same in SAN (Q and crazyhouse's promoted Q~ are both `Q`)? */
static bool same_designation(const Variant *v, int a, int b)
{
    if (a == b)
        return true;
    if (a < 0 || b < 0)
        return false;
    return v->kinds[a].letter && v->kinds[a].letter == v->kinds[b].letter;
}

static bool removes_a_piece(const Move *m)
{
    return move_is_capture(m) || m->type == MOVE_CAPTURE || m->type == MOVE_EN_PASSANT;
}

/* The word a special activation kind is written with, or NULL for the kinds chess has. */
static const char *special_word(const Move *m)
{
    return m->type == MOVE_CATCH || m->type == MOVE_JUMP || m->type == MOVE_SHIFT ? move_type_name(m->type) : NULL;
}

static void file_name(int file, char out[2])
{
    out[0] = (char)('a' + file);
    out[1] = '\0';
}

void san_body(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, char *buf,
              size_t size)
{
    size_t len = 0;
#define ADD(...)                                                                                                       \
    do {                                                                                                               \
        if (len < size)                                                                                                \
            len += (size_t)snprintf(buf + len, size - len, __VA_ARGS__);                                               \
    } while (0)
    if (size)
        buf[0] = '\0';
    int kind = kind_at(pos, m->from);
    char to[4];
    square_name(m->to, to);
    if (m->type == MOVE_PASS) { /* janggi */
        ADD("pass");
    } else if (m->type == MOVE_DROP) { /* N@f3, P@e4: the pawn's letter too, as lichess writes it */
        char d[CSM_NAME_MAX + 2];
        san_designation(v, m->become - 1, d, sizeof d);
        ADD("%s@%s", d, to);
    } else if (m->type == MOVE_CASTLE) {
        ADD("%s", sq_file(m->capture_sq) > sq_file(m->from) ? "O-O" : "O-O-O"); /* by the rook: in Chess960 the king may not move */
    } else {
        bool pawn = is_pawn(v, kind);
        bool capture = removes_a_piece(m);
        /* other pieces of the same kind that can go to the same square */
        bool rivals = false, same_file = false, same_rank = false;
        for (int i = 0; i < n; i++) {
            const Move *r = &legal[i];
            if (r->from == m->from || r->to != m->to || r->type == MOVE_CASTLE || r->type == MOVE_DROP ||
                !same_designation(v, kind_at(pos, r->from), kind))
                continue;
            rivals = true;
            same_file |= sq_file(r->from) == sq_file(m->from);
            same_rank |= sq_rank(r->from) == sq_rank(m->from);
        }
        bool by_file = false, by_rank = false;
        if (pawn && capture) {
            by_file = true;
            by_rank = rivals && same_file;
        } else if (pawn && m->become && m->from != m->to && v->kinds[kind].promo_in_place) {
            by_file = by_rank = true; /* a promotion in place that steps: d5c6=F, as Fairy-Stockfish */
        } else if (rivals) {
            by_file = !same_file || same_rank;
            by_rank = same_file;
        }
        if (!pawn && kind >= 0) {
            char d[CSM_NAME_MAX + 2];
            san_designation(v, kind, d, sizeof d);
            ADD("%s", d);
        }
        char f[2];
        file_name(sq_file(m->from), f);
        if (by_file)
            ADD("%s", f);
        if (by_rank)
            ADD("%d", sq_rank(m->from) + 1);
        ADD("%s%s", capture ? "x" : "", to);
        if (m->become && m->type != MOVE_DROP) {
            char d[CSM_NAME_MAX + 2];
            san_designation(v, m->become - 1, d, sizeof d);
            ADD("=%s", d);
        }
    }
    if (move_gate(m) >= 0) { /* S-chess: Nf3/H; castling onto the rook's square: O-O/Hh1 */
        char d[CSM_NAME_MAX + 2];
        san_designation(v, move_gate(m), d, sizeof d);
        ADD("/%s", d);
        if (m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP)) {
            char rs[4];
            square_name(m->capture_sq, rs);
            ADD("%s", rs);
        }
        return; /* the gate tells it from the same move without one */
    }
    const char *word = special_word(m);
    char removed[4] = "";
    if (word) {
        ADD("/%s", word);
        if (m->type == MOVE_JUMP && move_is_capture(m) && m->capture_sq != m->to) {
            square_name(m->capture_sq, removed);
            ADD("/x%s", removed);
        }
    }
    /* what still tells this move from others on the same squares (variables set,
     * activation kinds chess also has): the coordinate notation's qualifiers, minus
     * the ones already written */
    char coord[MOVE_TEXT_MAX];
    move_text_in(v, legal, n, m, coord, sizeof coord);
    for (char *q = strchr(coord, '/'); q;) {
        char *next = strchr(q + 1, '/');
        size_t qlen = next ? (size_t)(next - q) : strlen(q);
        char item[MOVE_TEXT_MAX];
        snprintf(item, sizeof item, "%.*s", (int)qlen - 1, q + 1);
        bool written = (word && !strcmp(item, word)) || (removed[0] && item[0] == 'x' && !strcmp(item + 1, removed));
        if (m->type == MOVE_CASTLE && !strcmp(item, "castle"))
            written = true;
        if (!written)
            ADD("/%s", item);
        q = next;
    }
    if (m->has_wall) { /* the wall the move puts: e4,d5 */
        char wall[4];
        square_name(m->wall, wall);
        ADD(",%s", wall);
    }
#undef ADD
}

/* ---- reading ------------------------------------------------------------------ */

typedef struct SanQuery {
    bool castle, castle_king_side;
    int kind;          /* -1: a pawn (no letter written) */
    bool kind_given;
    int from_file, from_rank; /* -1: not given */
    Square to;
    int become;        /* kind + 1, 0: not given */
    const char *quals; /* "/catch/x-..." or "" */
    bool special_named;/* the qualifiers name catch, jump or shift */
} SanQuery;

/* A piece designation at *s: a letter (any case when `any_case`) or `[name]`, or a
 * full name after `=`. Returns the kind or -1, advancing *s. */
static int read_designation(const Variant *v, const char **s, bool any_case)
{
    const char *p = *s;
    if (*p == '[') {
        const char *close = strchr(p, ']');
        if (!close || close - p - 1 <= 0 || close - p - 1 >= CSM_NAME_MAX)
            return -1;
        char name[CSM_NAME_MAX];
        snprintf(name, sizeof name, "%.*s", (int)(close - p - 1), p + 1);
        int k = variant_find_kind(v, name);
        if (k >= 0)
            *s = close + 1;
        return k;
    }
    if (*p == '+' && isalpha((unsigned char)p[1])) { /* +P: the promoted form of P */
        int base = variant_kind_by_letter(v, (char)tolower((unsigned char)p[1]));
        for (int k = 0; base >= 0 && k < v->nkinds; k++)
            if (v->kinds[k].demotes_to == base && !v->kinds[k].letter) {
                *s = p + 2;
                return k;
            }
        return -1;
    }
    if (isupper((unsigned char)*p) || (any_case && islower((unsigned char)*p))) {
        int k = variant_kind_by_letter(v, (char)tolower((unsigned char)*p));
        if (k >= 0)
            *s = p + 1;
        return k;
    }
    return -1;
}

static bool parse_san(const Variant *v, const char *text, SanQuery *q, char *work, size_t wsize)
{
    memset(q, 0, sizeof *q);
    q->kind = -1;
    q->from_file = q->from_rank = -1;
    q->quals = "";
    if (snprintf(work, wsize, "%s", text) >= (int)wsize)
        return false;
    /* the qualifiers (ours), then marks other tools add: e.p., +, #, !, ? */
    char *slash = strchr(work, '/');
    if (slash) {
        q->quals = text + (slash - work);
        *slash = '\0';
        q->special_named = strstr(q->quals, "/catch") || strstr(q->quals, "/jump") || strstr(q->quals, "/shift");
    }
    char *ep = strstr(work, "e.p.");
    if (ep)
        memmove(ep, ep + 4, strlen(ep + 4) + 1);
    size_t len = strlen(work);
    while (len && (strchr("+#!? ", work[len - 1])))
        work[--len] = '\0';
    if (!len)
        return false;
    if (!strcmp(work, "O-O") || !strcmp(work, "0-0") || !strcmp(work, "O-O-O") || !strcmp(work, "0-0-0")) {
        q->castle = true;
        q->castle_king_side = len == 3;
        return true;
    }
    const char *p = work;
    if (*p == '[' || isupper((unsigned char)*p) || (*p == '+' && isupper((unsigned char)p[1]))) {
        if (*p == 'P' && variant_kind_by_letter(v, 'p') >= 0) {
            p++; /* an explicit pawn letter */
        } else {
            q->kind = read_designation(v, &p, false);
            if (q->kind < 0)
                return false;
            q->kind_given = true;
        }
    }
    /* squares, files and ranks, ignoring the x, : and - that join them */
    int files[3], ranks[3], nf = 0, nr = 0;
    char order[6];
    int nitems = 0;
    while (*p && *p != '=') {
        if (*p == 'x' || *p == ':' || *p == '-') {
            p++;
        } else if (*p >= 'a' && *p < 'a' + CSM_MAX_BOARD && nitems < 5) {
            if (nf == 3)
                return false;
            files[nf++] = *p++ - 'a';
            order[nitems++] = 'f';
        } else if (isdigit((unsigned char)*p) && nitems < 5) {
            int r = 0;
            while (isdigit((unsigned char)*p) && r < 100)
                r = r * 10 + (*p++ - '0');
            if (r < 1 || r > CSM_MAX_BOARD || nr == 3)
                return false;
            ranks[nr++] = r - 1;
            order[nitems++] = 'r';
        } else {
            break; /* a promotion letter without `=` (e8Q), or garbage */
        }
    }
    /* the target is the last file + rank pair (and nothing joins it to what follows) */
    if (p > work && strchr("x:-", p[-1]))
        return false;
    if (nitems < 2 || order[nitems - 1] != 'r' || order[nitems - 2] != 'f')
        return false;
    q->to = sq_make(files[nf - 1], ranks[nr - 1]);
    int pre = nitems - 2; /* origin hints before the target: file, rank, or both */
    if (pre > 2)
        return false;
    for (int i = 0; i < pre; i++) {
        if (order[i] == 'f')
            q->from_file = files[0];
        else
            q->from_rank = ranks[0];
    }
    if (pre == 2 && !(order[0] == 'f' && order[1] == 'r'))
        return false;
    if (*p == '=')
        p++;
    if (*p) {
        /* a full name (e8=queen), else a letter or [name] (e8=Q, e8q, e8=[archer]) */
        int k = variant_find_kind(v, p);
        if (k >= 0)
            p += strlen(p);
        else
            k = read_designation(v, &p, true);
        if (k < 0)
            return false;
        q->become = k + 1;
    }
    return *p == '\0';
}

static bool standard_type(const Move *m) { return special_word(m) == NULL; }

/* S-chess: `Nf3/H`, `O-O/Hh1`: the move written before the slash, gating that piece (onto
 * that square, for castling). -1 when the text has no gate; -3 when none matches. */
static int san_find_gate(const Variant *v, const Position *pos, const Move *legal, int n, const char *text)
{
    const char *slash = strrchr(text, '/');
    if (!v->rules.gating || !slash || !isupper((unsigned char)slash[1]))
        return -1;
    int kind = variant_kind_by_letter(v, (char)tolower((unsigned char)slash[1]));
    if (kind < 0)
        return -1;
    Square rook = 0;
    bool want_rook = slash[2] && square_parse(slash + 2, CSM_MAX_BOARD, CSM_MAX_BOARD, &rook);
    char plain[SAN_MAX * 2];
    snprintf(plain, sizeof plain, "%.*s", (int)(slash - text), text);
    for (int i = 0; i < n; i++) {
        const Move *m = &legal[i];
        if (move_gate(m) != kind || want_rook != (m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP) != 0) ||
            (want_rook && m->capture_sq != rook))
            continue;
        Move base = *m;
        base.flags &= (uint8_t)(m->type == MOVE_CASTLE ? MF_CAPTURE : (MF_CAPTURE | MF_DOUBLE_STEP));
        char body[SAN_MAX];
        san_body(v, pos, legal, n, &base, body, sizeof body);
        size_t len = strlen(plain);
        while (len && strchr("+#!?", plain[len - 1]))
            len--;
        if (strlen(body) == len && !strncmp(body, plain, len))
            return i;
    }
    return -3;
}

static int san_find_plain(const Variant *v, const Position *pos, const Move *legal, int n, const char *text);

static int find_san_plain(const Variant *v, const void *pos, const Move *legal, int n, const char *text)
{
    return san_find_plain(v, pos, legal, n, text);
}

int san_find(const Variant *v, const Position *pos, const Move *legal, int n, const char *text)
{
    if (!text || !*text)
        return -1;
    const char *comma = strchr(text, ',');
    if (comma && v->rules.walls)
        return move_find_walled(v, legal, n, text, comma, find_san_plain, pos); /* e4,d6 */
    return san_find_plain(v, pos, legal, n, text);
}

static int san_find_plain(const Variant *v, const Position *pos, const Move *legal, int n, const char *text)
{
    if (!text || !*text)
        return -1;
    /* janggi's pass (with the `+` or `#` the writer may add: a pass can end the game);
     * @@@@ as xboard writes it */
    size_t word = strcspn(text, "+#!?");
    if ((word == 4 && !strncmp(text, "pass", 4) && !text[word + strspn(text + word, "+#!?")]) ||
        !strcmp(text, "@@@@")) {
        for (int i = 0; i < n; i++)
            if (legal[i].type == MOVE_PASS)
                return i;
        return -1;
    }
    int gated = san_find_gate(v, pos, legal, n, text);
    if (gated != -1)
        return gated == -3 ? -1 : gated;
    int coord = move_find(v, legal, n, text);
    if (coord != -1)
        return coord;
    SanQuery q;
    char work[SAN_MAX * 2];
    if (!parse_san(v, text, &q, work, sizeof work))
        return -1;
    /* Preferences, as the writer leaves things out: no `=X` means the piece keeps its
     * kind when it can; no special word means a chess kind of move when there is one;
     * a king's move written as such is not castling. */
    bool plain_exists = false, standard_exists = false, non_castle_exists = false;
    int matches[CSM_MAX_MOVES], nmatch = 0;
    for (int i = 0; i < n; i++) {
        const Move *m = &legal[i];
        int kind = kind_at(pos, m->from);
        if (move_gate(m) >= 0)
            continue; /* gating moves say their gate: san_find_gate */
        if (q.castle) {
            if (m->type != MOVE_CASTLE || (sq_file(m->capture_sq) > sq_file(m->from)) != q.castle_king_side)
                continue;
        } else {
            if (m->to != q.to)
                continue;
            if (m->type == MOVE_DROP)
                continue; /* drops are read as P@e4 by the coordinate reader above */
            if (q.kind_given ? !same_designation(v, kind, q.kind) : !is_pawn(v, kind))
                continue;
            if ((q.from_file >= 0 && sq_file(m->from) != q.from_file) ||
                (q.from_rank >= 0 && sq_rank(m->from) != q.from_rank))
                continue;
            if (q.become && !(m->become && same_designation(v, m->become - 1, q.become - 1)))
                continue;
        }
        if (q.quals[0]) {
            /* the qualifiers are the coordinate notation's: let it judge this move */
            char coord_text[SAN_MAX * 2];
            char base[MOVE_TEXT_MAX];
            move_text(v, m, base, sizeof base);
            snprintf(coord_text, sizeof coord_text, "%s%s", base, q.quals);
            if (move_find(v, m, 1, coord_text) != 0)
                continue;
        }
        plain_exists |= m->become == 0;
        standard_exists |= standard_type(m);
        non_castle_exists |= m->type != MOVE_CASTLE;
        matches[nmatch++] = i;
    }
    int found = -1;
    for (int j = 0; j < nmatch; j++) {
        const Move *m = &legal[matches[j]];
        if (!q.become && plain_exists && m->become != 0)
            continue;
        if (!q.special_named && standard_exists && !standard_type(m))
            continue;
        if (!q.castle && non_castle_exists && m->type == MOVE_CASTLE)
            continue;
        if (found < 0)
            found = matches[j];
        else if (!move_equal(m, &legal[found]))
            return -2;
    }
    return found;
}
