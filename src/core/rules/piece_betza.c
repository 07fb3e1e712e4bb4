/* piece_betza.c — a Betza string from a piece's moves (see piece_betza.h). */
#include "piece_betza.h"

#include "betza.h"
#include "rules.h"
#include "variant_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Offsets -15..15 each way: reach[dx + SPAN][dy + SPAN], bits QUIET and TAKES. */
enum { SPAN = 15, SIDE = 2 * SPAN + 1, QUIET = 1, TAKES = 2 };
typedef uint8_t Reach[SIDE][SIDE];

/* The directions Betza's atoms move in (White's view: forward is +dy, right is +dx),
 * by family: the orthogonal W (D, H its double and triple leaps), the diagonal F (A, G),
 * and the oblique N, C (camel), Z (zebra), eight directions each. */
typedef struct Family {
    char atom, twice, thrice; /* the leap of one, two, three steps ('\0': none) */
    int ndirs;
    int dirs[8][2];
} Family;

static const Family FAMILIES[] = {
    {'W', 'D', 'H', 4, {{0, 1}, {0, -1}, {-1, 0}, {1, 0}}},
    {'F', 'A', 'G', 4, {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}}},
    {'N', 0, 0, 8, {{-1, 2}, {1, 2}, {-1, -2}, {1, -2}, {-2, 1}, {2, 1}, {-2, -1}, {2, -1}}},
    {'C', 0, 0, 8, {{-1, 3}, {1, 3}, {-1, -3}, {1, -3}, {-3, 1}, {3, 1}, {-3, -1}, {3, -1}}},
    {'Z', 0, 0, 8, {{-2, 3}, {2, 3}, {-2, -3}, {2, -3}, {-3, 2}, {3, 2}, {-3, -2}, {3, -2}}},
};
enum { NFAMILIES = sizeof FAMILIES / sizeof FAMILIES[0] };

/* Direction sets Betza can name, by bits of Family.dirs, largest first (the greedy cover
 * takes the first that fits). Oblique atoms are named only by pairs both dialects read
 * alike (a lone `f` on N means two moves to Fairy-Stockfish, four to Betza's paper). */
typedef struct DirName { unsigned bits; const char *name; } DirName;
static const DirName ORTHO_NAMES[] = {{15, ""}, {3, "v"}, {12, "s"}, {1, "f"}, {2, "b"}, {4, "l"}, {8, "r"}, {0, NULL}};
static const DirName DIAG_NAMES[] = {{15, ""}, {3, "f"}, {12, "b"}, {5, "l"}, {10, "r"},
                                     {1, "fl"}, {2, "fr"}, {4, "bl"}, {8, "br"}, {0, NULL}};
static const DirName OBLIQUE_NAMES[] = {{255, ""}, {3, "ff"}, {12, "bb"}, {48, "fs"}, {192, "bs"}, {0, NULL}};

/* How a candidate reads ambiguous reaches: `rides` takes every square up to the edge,
 * even one, for a ride (a rook on a small board), and 1..n for a ride of at most n
 * steps; `lame` makes every longer leap lame (`n`: the xiangqi horse, the pawn's
 * double step). */
typedef struct Reading { bool rides, lame; } Reading;

/* One part of the Betza being built: an atom token (`W`, `R`, `nD`, `W2`) with the
 * directions it goes in, for moves and for captures. */
enum { MAX_TOKENS = 48 };
typedef struct Token { char text[16]; int family; unsigned dirs[2]; } Token;
typedef struct Parts { Token t[MAX_TOKENS]; int n; bool failed; } Parts;

static bool matches_in(const Variant *v, int kind, const char *betza, BetzaDialect dialect);

static void lone_piece(const Variant *v, Position *pos, int kind, Color c, Square s)
{
    pos_init(pos, v->files, v->ranks);
    pos->side = (uint8_t)c;
    pos_put(pos, s, piece_make(kind, c));
}

/* What a White `kind` on (file, rank) reaches on the empty board: each quiet move, and
 * each capture of an enemy put alone on a square. */
static void read_reach(const Variant *v, int kind, int file, int rank, Reach reach)
{
    static Move buf[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError err = {0};
    Position pos;
    Square s = sq_make(file, rank);
    memset(reach, 0, sizeof(Reach));
    lone_piece(v, &pos, kind, WHITE, s);
    int n = rules_piece_moves(v, &pos, s, buf, CSM_MAX_PIECE_MOVES, &err);
    for (int i = 0; i < n; i++)
        if (!move_is_capture(&buf[i]) && buf[i].type == MOVE_QUIET)
            reach[sq_file(buf[i].to) - file + SPAN][sq_rank(buf[i].to) - rank + SPAN] |= QUIET;
    for (int r = 0; r < v->ranks; r++)
        for (int f = 0; f < v->files; f++) {
            Square t = sq_make(f, r);
            if (t == s)
                continue;
            lone_piece(v, &pos, kind, WHITE, s);
            pos_put(&pos, t, piece_make(kind, BLACK));
            n = rules_piece_moves(v, &pos, s, buf, CSM_MAX_PIECE_MOVES, &err);
            for (int i = 0; i < n; i++)
                if (move_is_capture(&buf[i]) && buf[i].to == t && buf[i].capture_sq == t)
                    reach[f - file + SPAN][r - rank + SPAN] |= TAKES;
        }
}

/* Adds `text` going in direction `dir` of `family` for `mode` (0 moves, 1 captures). */
static void add_token(Parts *p, const char *text, int family, int dir, int mode)
{
    int i = 0;
    while (i < p->n && (strcmp(p->t[i].text, text) || p->t[i].family != family))
        i++;
    if (i == p->n) {
        if (p->n == MAX_TOKENS) {
            p->failed = true;
            return;
        }
        memset(&p->t[i], 0, sizeof p->t[i]);
        snprintf(p->t[i].text, sizeof p->t[i].text, "%s", text);
        p->t[i].family = family;
        p->n++;
    }
    p->t[i].dirs[mode] |= 1u << dir;
}

/* The leaps (or ride) of one direction and mode: `k` (bit k) the step counts reached,
 * `edge` the most the board allows from the square read. */
static void classify(Parts *p, int family, int dir, int mode, unsigned k, int edge, Reading how)
{
    const Family *fam = &FAMILIES[family];
    unsigned all = (2u << edge) - 2; /* steps 1..edge */
    int top = 0;
    while (k >> (top + 1))
        top++;
    char text[16];
    if (k == all && (edge >= 2 || (how.rides && edge >= 1))) {
        snprintf(text, sizeof text, "%c", fam->atom == 'W' ? 'R' : fam->atom == 'F' ? 'B' : fam->atom);
        if (fam->atom != 'W' && fam->atom != 'F')
            snprintf(text, sizeof text, "%c%c", fam->atom, fam->atom);
        add_token(p, text, family, dir, mode);
        return;
    }
    if (how.rides && top >= 2 && k == (2u << top) - 2) {
        snprintf(text, sizeof text, "%c%d", fam->atom, top);
        add_token(p, text, family, dir, mode);
        return;
    }
    for (int step = 1; step <= top; step++) {
        if (!((k >> step) & 1))
            continue;
        char atom = step == 1 ? fam->atom : step == 2 ? fam->twice : step == 3 ? fam->thrice : 0;
        if (!atom) {
            p->failed = true;
            return;
        }
        bool lame = how.lame && (atom != 'W' && atom != 'F');
        snprintf(text, sizeof text, "%s%c", lame ? "n" : "", atom);
        add_token(p, text, family, dir, mode);
    }
}

/* Sorts what a piece on (file, rank) reaches (`only`: the offsets to read, NULL: all) into tokens. */
static void sort_reach(const Variant *v, Reach reach, int file, int rank, Reading how, Parts *p)
{
    for (int fam = 0; fam < NFAMILIES; fam++)
        for (int d = 0; d < FAMILIES[fam].ndirs; d++) {
            int dx = FAMILIES[fam].dirs[d][0], dy = FAMILIES[fam].dirs[d][1];
            unsigned k[2] = {0, 0};
            int edge = 0;
            for (int step = 1; step <= SPAN; step++) {
                int x = dx * step, y = dy * step;
                if (x < -SPAN || x > SPAN || y < -SPAN || y > SPAN)
                    break;
                if (file + x >= 0 && file + x < v->files && rank + y >= 0 && rank + y < v->ranks)
                    edge = step;
                for (int mode = 0; mode < 2; mode++)
                    k[mode] |= (unsigned)((reach[x + SPAN][y + SPAN] >> mode) & 1) << step;
            }
            for (int mode = 0; mode < 2; mode++)
                if (k[mode])
                    classify(p, fam, d, mode, k[mode], edge, how);
        }
}

/* Is every offset reached one of the families' (nothing the tokens leave out)? */
static bool reach_covered(Reach reach)
{
    for (int x = 0; x < SIDE; x++)
        for (int y = 0; y < SIDE; y++) {
            if (!reach[x][y])
                continue;
            bool found = false;
            for (int fam = 0; fam < NFAMILIES && !found; fam++)
                for (int d = 0; d < FAMILIES[fam].ndirs && !found; d++)
                    for (int step = 1; step <= SPAN && !found; step++)
                        found = FAMILIES[fam].dirs[d][0] * step == x - SPAN &&
                                FAMILIES[fam].dirs[d][1] * step == y - SPAN;
            if (!found)
                return false;
        }
    return true;
}

/* Appends `prefix` + direction names covering `dirs` + `token` to out; false when some
 * direction cannot be named. */
static bool write_dirs(char *out, size_t size, const char *prefix, unsigned dirs, const Token *t)
{
    const DirName *names = t->family == 0 ? ORTHO_NAMES : t->family == 1 ? DIAG_NAMES : OBLIQUE_NAMES;
    while (dirs) {
        const DirName *n = names;
        while (n->name && (n->bits & dirs) != n->bits)
            n++;
        if (!n->name)
            return false;
        size_t len = strlen(out);
        if ((size_t)snprintf(out + len, size - len, "%s%s%s", prefix, n->name, t->text) >= size - len)
            return false;
        dirs &= ~n->bits;
    }
    return true;
}

/* Writes the parts: both moves and captures unmarked, `m` and `c` for one only, with
 * `initial` ("i" or "") before each. */
static bool write_parts(const Parts *p, const char *initial, char *out, size_t size)
{
    char m[4], c[4];
    snprintf(m, sizeof m, "%sm", initial);
    snprintf(c, sizeof c, "%sc", initial);
    for (int i = 0; i < p->n; i++) {
        const Token *t = &p->t[i];
        unsigned both = t->dirs[0] & t->dirs[1];
        if (!write_dirs(out, size, initial, both, t) || !write_dirs(out, size, m, t->dirs[0] & ~both, t) ||
            !write_dirs(out, size, c, t->dirs[1] & ~both, t))
            return false;
    }
    return true;
}

/* A candidate Betza for `kind` read as `how`; false when its moves cannot be said. */
static bool candidate(const Variant *v, int kind, Reading how, char *out, size_t size)
{
    static Reach centre, second;
    int file = v->files / 2, rank = v->ranks / 2;
    read_reach(v, kind, file, rank, centre);
    if (!reach_covered(centre))
        return false;
    Parts p = {.n = 0};
    sort_reach(v, centre, file, rank, how, &p);
    out[0] = '\0';
    if (p.failed || p.n == 0 || !write_parts(&p, "", out, size))
        return false;
    if (rank <= 1)
        return true;
    /* the first moves from the second rank that the centre has not (the pawn's double step) */
    read_reach(v, kind, file, 1, second);
    for (int x = 0; x < SIDE; x++)
        for (int y = 0; y < SIDE; y++) { /* (what the centre could not reach, off the board, is no first move) */
            bool seen_from_centre = file + x - SPAN >= 0 && file + x - SPAN < v->files && rank + y - SPAN >= 0 &&
                                    rank + y - SPAN < v->ranks;
            second[x][y] = seen_from_centre ? (uint8_t)(second[x][y] & QUIET & ~centre[x][y]) : 0;
        }
    Parts first = {.n = 0};
    Reading leaps = {.rides = false, .lame = how.lame};
    sort_reach(v, second, file, 1, leaps, &first);
    return !first.failed && write_parts(&first, "i", out, size);
}

bool piece_betza_derive(const Variant *v, int kind, char *out, size_t size, const char **why)
{
    const PieceKind *k = &v->kinds[kind];
    const char *reason = NULL;
    if (k->region >= 0)
        reason = "it never leaves a region of the board";
    else if (!k->program && !k->shape)
        reason = "it has no moves";
    for (int c = 0; !reason && c < 4; c++) {
        Reading how = {.rides = (c & 1) == 0, .lame = (c & 2) != 0};
        /* a first move (`i`) read as the GUIs read it, a piece's first move, is also
         * Chessembly's "from the first two ranks": our chess pawn steps twice from either
         * (Horde's pawns on the first rank), which xboard's unmoved pawns do alike */
        if (candidate(v, kind, how, out, size) &&
            (piece_betza_matches(v, kind, out) || (strchr(out, 'i') && matches_in(v, kind, out, BETZA_CHESSEMBLY))))
            return true;
    }
    if (why)
        *why = reason ? reason : "no Betza gives its moves from every square";
    out[0] = '\0';
    return false;
}

/* The moves of the piece on `s`, as sortable keys (where to, what it takes, how, and what
 * it turns into or sets: a piece that changes as it moves has no Betza). */
static int move_keys(const Variant *v, Position *pos, Square s, uint64_t *keys)
{
    static Move buf[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_piece_moves(v, pos, s, buf, CSM_MAX_PIECE_MOVES, &err);
    for (int i = 0; i < n; i++)
        keys[i] = (uint64_t)buf[i].to | (uint64_t)(move_is_capture(&buf[i]) ? buf[i].capture_sq : 0) << 8 |
                  (uint64_t)move_is_capture(&buf[i]) << 16 | (uint64_t)buf[i].type << 17 |
                  (uint64_t)buf[i].become << 24 | (uint64_t)buf[i].sets << 32 | (uint64_t)buf[i].has_wall << 48;
    for (int i = 1; i < n; i++) /* insertion sort: a piece has few moves */
        for (int j = i; j > 0 && keys[j - 1] > keys[j]; j--) {
            uint64_t t = keys[j];
            keys[j] = keys[j - 1];
            keys[j - 1] = t;
        }
    return n;
}

/* The same board for the piece and its Betza twin: `kind` (or `twin`) of colour c on
 * s, and, unless `scatter` is 0, other pieces on about one square in four (kinds drawn
 * among the variant's; the twin's board has `filler` there). */
static void strew(const Variant *v, int kind, Color c, Square s, uint64_t seed, int filler, Position *pos)
{
    lone_piece(v, pos, kind, c, s);
    if (!seed)
        return;
    for (int r = 0; r < v->ranks; r++)
        for (int f = 0; f < v->files; f++) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            unsigned draw = (unsigned)(seed >> 33);
            Square t = sq_make(f, r);
            if (t == s || draw % 4)
                continue;
            int other = filler >= 0 ? filler : (int)((draw >> 3) % (unsigned)v->nkinds);
            pos_put(pos, t, piece_make(other, (draw >> 2) & 1 ? WHITE : BLACK));
        }
}

static int kind_of_letter(const Variant *v, char letter)
{
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].letter == letter)
            return k;
    return -1;
}

/* piece_betza_matches in either dialect. */
static bool matches_in(const Variant *v, int kind, const char *betza, BetzaDialect dialect)
{
    DiagSink d;
    diag_init(&d);
    CsmSourceMap map = {.file = "betza", .line_base = 0, .col_first = 0, .col_rest = 0};
    char *script = betza_translate(betza, dialect, &map, &d);
    Variant *twin = script ? variant_from_script(script, "betza", v->files, v->ranks, &d) : NULL;
    free(script);
    diag_free(&d);
    int tk = twin ? kind_of_letter(twin, 'n') : -1, filler = twin ? kind_of_letter(twin, 'p') : -1;
    static uint64_t mine[CSM_MAX_PIECE_MOVES], theirs[CSM_MAX_PIECE_MOVES];
    bool same = tk >= 0 && filler >= 0;
    for (int c = 0; same && c < 2; c++)
        for (int r = 0; same && r < v->ranks; r++)
            for (int f = 0; same && f < v->files; f++)
                for (uint64_t seed = 0; same && seed < 6; seed++) {
                    Position a, b;
                    Square s = sq_make(f, r);
                    uint64_t mix = seed ? seed * 0x9E3779B97F4A7C15ULL + (uint64_t)s * 131 + (uint64_t)c : 0;
                    strew(v, kind, (Color)c, s, mix, -1, &a);
                    strew(twin, tk, (Color)c, s, mix, filler, &b);
                    int n = move_keys(v, &a, s, mine), m = move_keys(twin, &b, s, theirs);
                    same = n == m && !memcmp(mine, theirs, (size_t)n * sizeof *mine);
                }
    variant_free(twin);
    return same;
}

bool piece_betza_matches(const Variant *v, int kind, const char *betza)
{
    return matches_in(v, kind, betza, BETZA_FSF);
}
