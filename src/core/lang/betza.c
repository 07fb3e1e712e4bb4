/* betza.c — Betza notation to Chessembly source (see betza.h). */
#include "betza.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- output text ------------------------------------------------------------------ */

typedef struct Text {
    char *s;
    size_t len, cap;
    bool failed;
} Text;

static void text_add(Text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void text_add(Text *t, const char *fmt, ...)
{
    if (t->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->s ? t->s + t->len : NULL, t->s ? t->cap - t->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            t->failed = true;
            return;
        }
        if (t->s && t->len + (size_t)n < t->cap) {
            t->len += (size_t)n;
            return;
        }
        size_t cap = t->cap ? t->cap * 2 : 256;
        while (cap <= t->len + (size_t)n)
            cap *= 2;
        char *grown = realloc(t->s, cap);
        if (!grown) {
            t->failed = true;
            return;
        }
        t->s = grown;
        t->cap = cap;
    }
}

/* ---- atoms and parts -------------------------------------------------------------- */

typedef struct Atom {
    char letter;
    int a, b; /* the leap, a >= b >= 0 */
} Atom;

static const Atom ATOMS[] = {
    {'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2},
    {'H', 3, 0}, {'C', 3, 1}, {'Z', 3, 2}, {'G', 3, 3},
    {'L', 3, 1}, {'J', 3, 2}, /* Fairy-Stockfish's other names for the camel and the zebra */
};

static const Atom *find_atom(char c)
{
    for (size_t i = 0; i < sizeof ATOMS / sizeof ATOMS[0]; i++)
        if (ATOMS[i].letter == c)
            return &ATOMS[i];
    return NULL;
}

/* Shorthands that stand for several atoms (R = WW and so on). */
static const char *compound_of(char c, bool *rider)
{
    *rider = c != 'K';
    switch (c) {
    case 'K': return "WF";
    case 'R': return "W";
    case 'B': return "F";
    case 'Q': return "WF";
    default: return NULL;
    }
}

enum { DIR_MAX_GROUPS = 8 };

/* One direction choice: a single letter (`f`) or a pair (`fl`, `ff`, `rh`). */
typedef struct DirGroup {
    char c1, c2; /* c2 == 0 for a single letter */
    int col;     /* 1-based column of c1 in the Betza text */
} DirGroup;

typedef struct Part {
    int col;               /* column where the part starts */
    int atom_col;
    char atom_letter;      /* as written (may be K, R, B, Q) */
    bool move_only, capture_only;
    bool lame, jumping, grasshopper, cannon, initial;
    int lame_col, jump_col, hop_col;
    DirGroup dirs[DIR_MAX_GROUPS];
    int ndirs;
    int range;             /* 1 leaper, 0 unlimited rider, n at most n steps */
    bool range_given;      /* the range was written as digits (`pB2`: a hopper's reach past the screen) */
    const char *text;      /* the part as written, for the comment */
    int text_len;
} Part;

typedef struct Ctx {
    BetzaDialect dialect;
    const char *initial_zone; /* the zone initial moves start from, or NULL: the dialect's ranks */
    const char *src;
    const CsmSourceMap *map;
    DiagSink *diags;
    int errors;
} Ctx;

static void error_at(Ctx *c, int col, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void error_at(Ctx *c, int col, const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int line, fcol;
    csm_map_point(c->map, 1, col, &line, &fcol);
    diag_add(c->diags, c->map ? c->map->file : NULL, line, fcol, "%s", msg);
    c->errors++;
}

/* ---- direction predicates --------------------------------------------------------- */

static int iabs(int x) { return x < 0 ? -x : x; }

/* (x, y) seen from the owner: +y forward, +x right. */
static bool single_dir(char c, int x, int y)
{
    switch (c) {
    case 'f': return y > 0;
    case 'b': return y < 0;
    case 'r': return x > 0;
    case 'l': return x < 0;
    case 'v': return iabs(y) > iabs(x);
    case 's': return iabs(x) > iabs(y);
    default: return false;
    }
}

/* The chiral half containing (1, 2): the knight moves that turn clockwise. */
static bool right_handed(int x, int y)
{
    return (x * y > 0 && iabs(y) > iabs(x)) || (x * y < 0 && iabs(x) > iabs(y));
}

static bool group_has(const DirGroup *g, int x, int y)
{
    if (!g->c2)
        return single_dir(g->c1, x, y);
    char p = g->c1, q = g->c2;
    if (p == 'h' || q == 'h') {
        char side = p == 'h' ? q : p;
        return iabs(x) != iabs(y) && x != 0 && y != 0 && (side == 'r') == right_handed(x, y);
    }
    if (p == q) /* ff: forward and mostly forward */
        return single_dir(p, x, y) && single_dir(p == 'f' || p == 'b' ? 'v' : 's', x, y);
    return single_dir(p, x, y) && single_dir(q, x, y);
}

/* Which letter pairs combine into one direction for an atom of this shape. */
static bool pair_forms(char p, char q, int a, int b)
{
    bool fb_p = p == 'f' || p == 'b', fb_q = q == 'f' || q == 'b';
    bool lr_p = p == 'l' || p == 'r', lr_q = q == 'l' || q == 'r';
    if (b == 0) /* orthogonal: every letter stands alone */
        return false;
    if (a == b) /* diagonal: forward/backward with left/right */
        return (fb_p && lr_q) || (lr_p && fb_q);
    if ((p == 'h' && lr_q) || (q == 'h' && lr_p))
        return true;
    if ((fb_p && lr_q) || (lr_p && fb_q) || (p == q && (fb_p || lr_p)))
        return true;
    return (fb_p && q == 's') || (p == 's' && fb_q) || (lr_p && q == 'v') || (p == 'v' && lr_q);
}

/* Fairy-Stockfish's reading of a direction pair on an atom (a, b), a >= b: the eight
 * moves of the atom, each with the pairs that select it. A lone letter is read doubled
 * (`f` is `ff`: on N the two narrow forward moves), `fh`/`bh`/`rh`/`lh` are halves of the
 * board and `hr`/`hl` the two chiral halves. */
static bool fsf_group_has(const DirGroup *g, int a, int b, int x, int y)
{
    static const struct {
        int fa, fb, ra, rb;   /* forward = fa*a + fb*b, right = ra*a + rb*b */
        const char *pairs;
    } MOVES[8] = {
        {1, 0, 0, 1, "ff vv rf rv fh rh hr"},   {-1, 0, 0, -1, "bb vv lb lv bh lh hr"},
        {0, -1, 1, 0, "rr ss br bs bh rh hr"},  {0, 1, -1, 0, "ll ss fl fs fh lh hr"},
        {0, 1, 1, 0, "rr ss fr fs fh rh hl"},   {0, -1, -1, 0, "ll ss bl bs bh lh hl"},
        {-1, 0, 0, 1, "bb vv rb rv bh rh hl"},  {1, 0, 0, -1, "ff vv lf lv fh lh hl"},
    };
    char pair[3] = {g->c1, g->c2 ? g->c2 : g->c1, 0};
    for (int k = 0; k < 8; k++) {
        int forward = MOVES[k].fa * a + MOVES[k].fb * b, right = MOVES[k].ra * a + MOVES[k].rb * b;
        if (forward != y || right != x)
            continue;
        if (strstr(MOVES[k].pairs, pair)) /* two-letter words: a match never spans two */
            return true;
    }
    return false;
}

/* Fairy-Stockfish pairs a direction letter with the next one when it is the same letter
 * or one of f b v h is next to one of r l s h (h is both). */
static bool fsf_pairs(char p, char q)
{
    if (!p || !q)
        return false;
    return p == q || (strchr("fbvh", p) && strchr("rlsh", q)) || (strchr("rlsh", p) && strchr("fbvh", q));
}

/* ---- parsing ---------------------------------------------------------------------- */

static const char *MODIFIERS = "mcfblrvshnjgpi";
static const char *FSF_MODIFIERS = "mcfblrvshnjgpiez"; /* e, z: read and ignored, as there */

/* Parses one part starting at *pos; returns false on an error (already reported). */
static bool parse_part(Ctx *c, int *pos, Part *part)
{
    const char *s = c->src;
    int i = *pos;
    memset(part, 0, sizeof *part);
    part->col = i + 1;
    part->text = s + i;
    char dirbuf[16];
    int dircol[16], ndir = 0;
    while (s[i] && islower((unsigned char)s[i])) {
        char m = s[i];
        bool fsf = c->dialect == BETZA_FSF;
        if (!strchr(fsf ? FSF_MODIFIERS : MODIFIERS, m)) {
            error_at(c, i + 1, "unsupported Betza modifier '%c' (supported: m c f b l r v s h n j g p i%s)", m,
                     fsf ? " e z" : "");
            return false;
        }
        switch (m) {
        case 'm': part->move_only = true; break;
        case 'c': part->capture_only = true; break;
        case 'n': part->lame = true; part->lame_col = i + 1; break;
        case 'j': part->jumping = true; part->jump_col = i + 1; break;
        case 'g': part->grasshopper = true; part->hop_col = i + 1; break;
        case 'p': part->cannon = true; part->hop_col = i + 1; break;
        case 'i': part->initial = true; break;
        case 'e': /* en passant: the piece's en_passant key says it */
        case 'z': /* crooked moves: Fairy-Stockfish ignores the letter too */
            break;
        default:
            if (ndir < 16) {
                dircol[ndir] = i + 1;
                dirbuf[ndir++] = m;
            }
            break;
        }
        i++;
    }
    if (!s[i]) {
        error_at(c, part->col, "Betza modifiers '%.*s' are not followed by an atom", i - (part->col - 1),
                 part->text);
        return false;
    }
    char L = s[i];
    bool compound_rider;
    if (!find_atom(L) && !compound_of(L, &compound_rider)) {
        if (isupper((unsigned char)L))
            error_at(c, i + 1, "unsupported Betza atom '%c' (supported: W F D N A H C Z G K R B Q)", L);
        else
            error_at(c, i + 1, "unexpected '%c' in Betza notation: expected a modifier or an atom", L);
        return false;
    }
    part->atom_letter = L;
    part->atom_col = i + 1;
    i++;
    part->range = 1;
    if (compound_of(L, &compound_rider) && compound_rider)
        part->range = 0;
    if (s[i] == L) {
        part->range = 0;
        i++;
    } else if (isdigit((unsigned char)s[i])) {
        long n = 0;
        int dcol = i + 1;
        while (isdigit((unsigned char)s[i]) && n < 1000)
            n = n * 10 + (s[i++] - '0');
        if (n > 32) {
            error_at(c, dcol, "Betza range %ld is longer than any board (at most 32)", n);
            return false;
        }
        part->range = (int)n; /* 0: unlimited, as in Betza's `W0` */
        part->range_given = true;
    }
    part->text_len = i - (part->col - 1);
    /* direction letters: pairs where the atom's shape gives the pair a meaning */
    const Atom *atoms_probe = find_atom(L);
    int a = atoms_probe ? atoms_probe->a : 1, b = atoms_probe ? atoms_probe->b : 0;
    if (!atoms_probe && L != 'R')
        b = a; /* K, B, Q: let diagonal pairs (fl, br) form; they act on the F part */
    for (int k = 0; k < ndir;) {
        DirGroup *g = &part->dirs[part->ndirs];
        if (part->ndirs >= DIR_MAX_GROUPS) {
            error_at(c, dircol[k], "too many Betza direction letters");
            return false;
        }
        g->c1 = dirbuf[k];
        g->col = dircol[k];
        bool adjacent = k + 1 < ndir && dircol[k + 1] == dircol[k] + 1;
        bool pairs = c->dialect == BETZA_FSF ? fsf_pairs(dirbuf[k], adjacent ? dirbuf[k + 1] : 0)
                                             : pair_forms(dirbuf[k], adjacent ? dirbuf[k + 1] : 0, a, b);
        if (adjacent && pairs) {
            g->c2 = dirbuf[k + 1];
            k += 2;
        } else {
            k++;
        }
        if (g->c1 == 'h' && !g->c2 && c->dialect == BETZA_CHESSEMBLY) {
            error_at(c, g->col, "Betza 'h' needs 'l' or 'r' beside it (rh, lh: a chiral half) on an oblique atom");
            return false;
        }
        part->ndirs++;
    }
    *pos = i;
    return true;
}

/* ---- emitting --------------------------------------------------------------------- */

typedef struct Dir {
    int x, y;
} Dir;

/* The atom's directions in a fixed order (the order standard.yaml writes them). */
static int atom_dirs(int a, int b, Dir *out)
{
    if (b == 0) {
        const Dir d[4] = {{a, 0}, {-a, 0}, {0, a}, {0, -a}};
        memcpy(out, d, sizeof d);
        return 4;
    }
    if (a == b) {
        const Dir d[4] = {{a, a}, {a, -a}, {-a, a}, {-a, -a}};
        memcpy(out, d, sizeof d);
        return 4;
    }
    const Dir d[8] = {{b, a}, {a, b}, {a, -b}, {b, -a}, {-b, -a}, {-a, -b}, {-a, b}, {-b, a}};
    memcpy(out, d, sizeof d);
    return 8;
}

/* The squares a lame leap passes: straight steps along the longer axis until what is
 * left is a diagonal, then diagonal steps (the Xiangqi horse for N, the elephant for A). */
static int lame_path(int x, int y, Dir *path)
{
    int n = 0, cx = 0, cy = 0;
    int sxn = x > 0 ? 1 : x < 0 ? -1 : 0, syn = y > 0 ? 1 : y < 0 ? -1 : 0;
    while (iabs(x - cx) != iabs(y - cy) && (iabs(x - cx) > 0 || iabs(y - cy) > 0)) {
        if (iabs(x - cx) > iabs(y - cy))
            cx += sxn;
        else
            cy += syn;
        if (cx == x && cy == y)
            return n;
        path[n++] = (Dir){cx, cy};
    }
    while (cx != x || cy != y) {
        cx += sxn;
        cy += syn;
        if (cx == x && cy == y)
            break;
        path[n++] = (Dir){cx, cy};
    }
    return n;
}

static const char *op_for(const Part *p)
{
    if (p->move_only && !p->capture_only)
        return "move";
    if (p->capture_only && !p->move_only)
        return "take";
    return "take-move";
}

static bool captures_only(const Part *p) { return p->capture_only && !p->move_only; }

/* An initial move's test of the square it starts from: a zone when one is given, else a
 * rank (Chessembly has no "has this piece moved?" test). */
static void emit_initial(Text *t, const Part *p, const Ctx *c)
{
    if (p->initial && c->initial_zone)
        text_add(t, "zone(%s, 0, 0) ", c->initial_zone);
    else if (p->initial && c->dialect == BETZA_FSF)
        text_add(t, "bound(0, -1) not bound(0, -2) "); /* the second rank (`not` negates what is before it) */
    else if (p->initial)
        text_add(t, "bound(0, -2) ");
}

/* At most `n` steps along (x, y), unrolled, ending the chain. */
static void emit_steps(Text *t, const Part *p, const char *op, int x, int y, int n)
{
    for (int k = 0; k < n; k++) {
        bool last = k == n - 1;
        if (captures_only(p))
            text_add(t, last ? "take(%d, %d)" : "{ take(%d, %d) } peek(%d, %d) ", x, y, x, y);
        else
            text_add(t, last ? "%s(%d, %d)" : "%s(%d, %d) ", op, x, y);
    }
    text_add(t, ";\n");
}

static void emit_chain(const Ctx *c, Text *t, const Part *p, int x, int y)
{
    BetzaDialect dialect = c->dialect;
    /* Fairy-Stockfish's initial moves never capture */
    const char *op = p->initial && dialect == BETZA_FSF ? "move" : op_for(p);
    emit_initial(t, p, c);
    /* a hopper: one square past the screen for `g`, on past it for `p`; a range written
     * (`pB2`) is read as Fairy-Stockfish does: a digit 1 makes a grasshopper, more a
     * cannon landing at most that far from the piece (pB2: over a neighbour, onto the
     * square behind it) */
    bool hopper = p->grasshopper || p->cannon;
    int reach = p->range_given ? p->range : p->grasshopper ? 1 : 0;
    if (hopper && reach < 2) {
        text_add(t, "do peek(%d, %d) while anchor(%d, %d) ", x, y, x, y);
        if (reach == 1)
            text_add(t, "%s(%d, %d);\n", op, x, y);
        else if (captures_only(p))
            text_add(t, "do peek(%d, %d) while take(%d, %d);\n", x, y, x, y);
        else
            text_add(t, "%s(%d, %d) repeat(1);\n", op, x, y);
        return;
    }
    if (hopper) { /* the screen k squares away, then on for at most reach - k */
        for (int k = 1; k < reach; k++) {
            if (k > 1)
                emit_initial(t, p, c);
            for (int e = 1; e < k; e++)
                text_add(t, "peek(%d, %d) ", x, y);
            text_add(t, "{ observe(%d, %d) } not anchor(%d, %d) ", x, y, x, y);
            emit_steps(t, p, op, x, y, reach - k);
        }
        return;
    }
    if (p->range == 1) {
        Dir path[8];
        int np = lame_path(x, y, path);
        if (p->lame) {
            for (int k = 0; k < np; k++)
                text_add(t, "observe(%d, %d) ", path[k].x, path[k].y);
        } else if (p->jumping) {
            text_add(t, "{");
            for (int k = 0; k < np; k++)
                text_add(t, " observe(%d, %d)", path[k].x, path[k].y);
            text_add(t, " } not ");
        }
        text_add(t, "%s(%d, %d);\n", op, x, y);
        return;
    }
    if (p->range == 0) {
        if (captures_only(p))
            text_add(t, "do peek(%d, %d) while take(%d, %d);\n", x, y, x, y);
        else
            text_add(t, "%s(%d, %d) repeat(1);\n", op, x, y);
        return;
    }
    emit_steps(t, p, op, x, y, p->range);
}

/* Checks the modifiers against the atom; reports what cannot be said. */
static bool check_part(Ctx *c, const Part *p, int a, int b)
{
    if (p->grasshopper && p->cannon) {
        error_at(c, p->hop_col, "Betza 'g' and 'p' cannot be combined");
        return false;
    }
    if ((p->grasshopper || p->cannon) && p->range != 0 && !p->range_given) {
        error_at(c, p->hop_col, "Betza '%c' needs a rider (gQ, pR, gWW) or a range (pB2), not '%.*s'",
                 p->grasshopper ? 'g' : 'p', p->text_len, p->text);
        return false;
    }
    if ((p->lame || p->jumping) && p->range != 1) {
        error_at(c, p->lame ? p->lame_col : p->jump_col, "Betza '%c' applies to leapers only, not '%.*s'",
                 p->lame ? 'n' : 'j', p->text_len, p->text);
        return false;
    }
    if (p->lame && p->jumping) {
        error_at(c, p->jump_col, "Betza 'n' and 'j' cannot be combined");
        return false;
    }
    if ((p->lame || p->jumping) && a <= 1) {
        error_at(c, p->lame ? p->lame_col : p->jump_col,
                 "Betza '%c' has no effect on '%c': it passes no square (use D, N, A, H, C, Z or G)",
                 p->lame ? 'n' : 'j', p->atom_letter);
        return false;
    }
    if (p->initial && c->dialect == BETZA_FSF && captures_only(p)) {
        error_at(c, p->col, "'%.*s': initial moves never capture in Fairy-Stockfish's Betza", p->text_len, p->text);
        return false;
    }
    (void)b;
    return true;
}

/* Does direction group `g` select the move (x, y) of atom (a, b)? `lone_orthogonal`: the
 * part has one orthogonal atom (W, D, H, R), on which Fairy-Stockfish reads a mixed pair
 * `fs` as its two letters (`ff` and `ss`), so `fsW` is the soldier's three steps. */
static bool selects(const Ctx *c, const DirGroup *g, int a, int b, bool lone_orthogonal, int x, int y)
{
    if (c->dialect == BETZA_CHESSEMBLY)
        return group_has(g, x, y);
    if (lone_orthogonal && g->c2 && g->c1 != g->c2) {
        DirGroup first = {g->c1, 0, g->col}, second = {g->c2, 0, g->col};
        return fsf_group_has(&first, a, b, x, y) || fsf_group_has(&second, a, b, x, y);
    }
    return fsf_group_has(g, a, b, x, y);
}

/* Emits the chains of one atom (a, b) of a part, filtered by its directions. Returns the
 * number of directions kept, for the "selects nothing" check. */
static int emit_atom(const Ctx *c, Text *t, const Part *p, int a, int b, bool lone_orthogonal, bool *group_used)
{
    Dir dirs[8];
    int n = atom_dirs(a, b, dirs), kept = 0;
    for (int k = 0; k < n; k++) {
        bool ok = p->ndirs == 0;
        for (int g = 0; g < p->ndirs; g++)
            if (selects(c, &p->dirs[g], a, b, lone_orthogonal, dirs[k].x, dirs[k].y)) {
                ok = true;
                group_used[g] = true;
            }
        if (!ok)
            continue;
        emit_chain(c, t, p, dirs[k].x, dirs[k].y);
        kept++;
    }
    return kept;
}

static void emit_part(Ctx *c, Text *t, const Part *p)
{
    text_add(t, "# %.*s\n", p->text_len, p->text);
    bool used[DIR_MAX_GROUPS] = {false};
    const Atom *atom = find_atom(p->atom_letter);
    bool rider;
    const char *list = atom ? NULL : compound_of(p->atom_letter, &rider);
    char one[2] = {p->atom_letter, 0};
    const char *atoms = atom ? one : list;
    for (const char *l = atoms; *l; l++) {
        const Atom *at = find_atom(*l);
        if (!check_part(c, p, at->a, at->b))
            return;
        emit_atom(c, t, p, at->a, at->b, strlen(atoms) == 1 && at->b == 0, used);
    }
    for (int g = 0; g < p->ndirs; g++)
        if (!used[g]) {
            if (p->dirs[g].c2)
                error_at(c, p->dirs[g].col, "Betza direction '%c%c' selects no move of '%c'", p->dirs[g].c1,
                         p->dirs[g].c2, p->atom_letter);
            else
                error_at(c, p->dirs[g].col, "Betza direction '%c' selects no move of '%c'", p->dirs[g].c1,
                         p->atom_letter);
        }
}

char *betza_to_chessembly(const char *betza, const CsmSourceMap *map, DiagSink *diags)
{
    return betza_translate(betza, BETZA_FSF, map, diags);
}

char *betza_translate(const char *betza, BetzaDialect dialect, const CsmSourceMap *map, DiagSink *diags)
{
    return betza_translate_zoned(betza, dialect, NULL, map, diags);
}

char *betza_translate_zoned(const char *betza, BetzaDialect dialect, const char *initial_zone,
                            const CsmSourceMap *map, DiagSink *diags)
{
    Ctx c = {dialect, initial_zone, betza ? betza : "", map, diags, 0};
    Text t = {0};
    if (!c.src[0]) {
        error_at(&c, 1, "empty Betza notation: give at least one atom (W F D N A H C Z G K R B Q)");
        return NULL;
    }
    text_add(&t, "# Betza \"%s\"\n", c.src);
    for (int pos = 0; c.src[pos];) {
        Part part;
        if (!parse_part(&c, &pos, &part))
            break;
        emit_part(&c, &t, &part);
    }
    if (c.errors || t.failed) {
        if (t.failed && !c.errors)
            error_at(&c, 1, "out of memory translating Betza notation");
        free(t.s);
        return NULL;
    }
    return t.s;
}
