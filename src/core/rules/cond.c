/* cond.c — parsing, evaluating and printing ChessLang conditions (see cond.h). */
#include "cond.h"

#include "rules.h"

#include <math.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- the tree ----------------------------------------------------------------------- */

/* OP_COMPARE compares two counts (`pieces > opponent.pieces`): `a` and `b` are OP_COUNT
 * nodes whose own cmp and arg are unused. */
typedef enum CondOp {
    OP_OR, OP_AND, OP_NOT, OP_NAME, OP_ZONE, OP_RANK, OP_FILE, OP_CAPTURED, OP_COUNT, OP_COMPARE, OP_CONNECTED,
    OP_CHECK_BY /* `check by PIECE` (arg 0) or `check only by PIECE` (arg 1) */
} CondOp;

typedef enum NameAtom {
    NAME_CHECKMATE,
    NAME_STALEMATE,
    NAME_CHECK,
    NAME_REPETITION,
    NAME_FIFTY_MOVES,
    NAME_INSUFFICIENT,
    NAME_NO_MOVES,
    NAME_PERPETUAL_CHECK,
    NAME_WHITE,
    NAME_BLACK,
    NAME_MOVED,
    NAME_BIKJANG,
    NAME_DOUBLE_PASS,
    NAME_COUNTING_EXPIRED,
    NAME_PERPETUAL_CHASE,
    NAME_CASTLED_KINGSIDE,
    NAME_CASTLED_QUEENSIDE,
    NAME_CASTLING_KINGSIDE,
    NAME_CASTLING_QUEENSIDE,
    NAME_MOVE_REPETITION,
    NAME_PROMOTIONS_ONLY,
    NAME_CHECK_SERIES,
    NAME_COUNT
} NameAtom;

static const char *const NAME_WORDS[NAME_COUNT] = {"checkmate",   "stalemate",    "check",    "repetition",
                                                   "fifty_moves", "insufficient", "no_moves", "perpetual_check",
                                                   "white",       "black",        "moved",
                                                   "bikjang",     "double_pass",  "counting_expired",
                                                   "perpetual_chase", "castled_kingside", "castled_queenside",
                                                   "castling_kingside", "castling_queenside", "move_repetition",
                                                   "promotions_only", "check_series"};

typedef enum Side { SIDE_ME, SIDE_OPPONENT, SIDE_WHITE, SIDE_BLACK } Side;

static const char *const SIDE_WORDS[] = {"", "opponent", "White", "Black"};

/* The _IN_ZONE counts read Cond.zone; CNT_VAR reads the game variable Cond.var. */
typedef enum CountWhat {
    CNT_PIECES, CNT_KIND, CNT_CHECKS, CNT_CAPTURES, CNT_MOVES, CNT_POSITIONS,
    CNT_PIECES_IN_ZONE, CNT_KIND_IN_ZONE, CNT_VAR, CNT_POINTS, CNT_ROW, CNT_ATTACKED_IN_ZONE, CNT_HAND, CNT_KIND_IN_HAND,
    CNT_LINE, CNT_BLOCK, CNT_EMPTY, CNT_KIND_ATTACKED_IN_ZONE, CNT_HALFMOVES
} CountWhat;

static const char *const COUNT_WORDS[] = {"pieces", "", "checks", "captures", "moves", "position_count",
                                          "pieces", "", "var", "points", "row", "attacked", "pieces", "",
                                          "line", "block", "empty_squares", "", "halfmoves"};

/* The counts written as a word of their own (they are keywords even if a piece shared the
 * name); position_count, empty_squares and halfmoves belong to the position, not a side. */
static const CountWhat WORD_COUNTS[] = {CNT_PIECES, CNT_CHECKS, CNT_CAPTURES, CNT_MOVES, CNT_POSITIONS, CNT_POINTS,
                                        CNT_ROW, CNT_ATTACKED_IN_ZONE, CNT_LINE, CNT_BLOCK, CNT_EMPTY, CNT_HALFMOVES};

static bool of_the_position(CountWhat what)
{
    return what == CNT_POSITIONS || what == CNT_EMPTY || what == CNT_HALFMOVES;
}

typedef enum Cmp { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE } Cmp;

static const char *const CMP_WORDS[] = {"==", "!=", "<", "<=", ">", ">="};

struct Cond {
    uint8_t op;       /* CondOp */
    uint8_t side;     /* Side: whose pieces or counters */
    uint8_t what;     /* NameAtom for OP_NAME, CountWhat for OP_COUNT */
    uint8_t cmp;      /* Cmp */
    int16_t kind;     /* piece kind (zone, rank, file, captured, CNT_KIND) */
    int32_t arg;      /* zone index, 0-based rank or file, or the N of a comparison */
    uint64_t kings, bishops, knights; /* NAME_INSUFFICIENT: the kinds so named */
    const Cond *a, *b;
    int16_t zone;     /* CNT_*_IN_ZONE: zone index */
    int16_t var;      /* CNT_VAR: game variable index (Variant.sym.vars) */
};

/* A condition's nodes live in one array whose element 0 is the root, so freeing the
 * root frees the tree. */
void cond_free(Cond *c) { free(c); }

/* ---- tokens --------------------------------------------------------------------------- */

typedef enum TokType { T_END, T_IDENT, T_NUM, T_LPAREN, T_RPAREN, T_DOT, T_CMP, T_PLUS, T_MINUS, T_BAD } TokType;

typedef struct Tok {
    TokType type;
    int start, len;   /* in the text */
    int line, col;    /* 1-based, in the text */
    int cmp;          /* T_CMP */
    long num;         /* T_NUM */
} Tok;

static bool ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '-'; }

/* Splits `text` into tokens; always ends with T_END. Returns the count, or -1. */
static int tokenize(const char *text, Tok **out)
{
    size_t len = strlen(text);
    Tok *t = malloc((len + 1) * sizeof *t);
    if (!t)
        return -1;
    int n = 0, line = 1, col = 1;
    size_t i = 0;
    while (i < len) {
        char c = text[i];
        if (c == '\n') {
            line++;
            col = 1;
            i++;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r') {
            col++;
            i++;
            continue;
        }
        Tok *k = &t[n++];
        memset(k, 0, sizeof *k);
        k->start = (int)i;
        k->line = line;
        k->col = col;
        size_t j = i + 1;
        if (ident_start(c)) {
            while (j < len && ident_char(text[j]))
                j++;
            k->type = T_IDENT;
        } else if (isdigit((unsigned char)c)) {
            while (j < len && isalnum((unsigned char)text[j]))
                j++;
            k->type = T_NUM;
            char *end;
            k->num = strtol(text + i, &end, 10);
            if (end != text + j || j - i > 6)
                k->type = T_BAD; /* 3a, or absurdly large */
        } else if (c == '(') {
            k->type = T_LPAREN;
        } else if (c == ')') {
            k->type = T_RPAREN;
        } else if (c == '.') {
            k->type = T_DOT;
        } else if (c == '+' || c == '-') {
            k->type = c == '+' ? T_PLUS : T_MINUS;
        } else if ((c == '=' || c == '!' || c == '<' || c == '>') && i + 1 < len && text[i + 1] == '=') {
            k->type = T_CMP;
            k->cmp = c == '=' ? CMP_EQ : c == '!' ? CMP_NE : c == '<' ? CMP_LE : CMP_GE;
            j = i + 2;
        } else if (c == '<' || c == '>') {
            k->type = T_CMP;
            k->cmp = c == '<' ? CMP_LT : CMP_GT;
        } else {
            k->type = T_BAD;
        }
        k->len = (int)(j - i);
        col += (int)(j - i);
        i = j;
    }
    Tok *e = &t[n++];
    memset(e, 0, sizeof *e);
    e->type = T_END;
    e->start = (int)len;
    e->line = line;
    e->col = col;
    *out = t;
    return n;
}

/* ---- parser --------------------------------------------------------------------------- */

enum { COND_MAX_DEPTH = 100 };

typedef struct Parser {
    const char *text;
    Tok *toks;
    int ntok, i;
    Cond *nodes;
    int nnodes, cap;
    const Variant *v;
    const CsmSourceMap *map;
    DiagSink *diags;
    bool failed;
    int depth;
} Parser;

/* The file line and column of a token, as diagnostics report them. */
static int file_line(const Parser *P, const Tok *t)
{
    int line, col;
    csm_map_point(P->map, t->line, t->col, &line, &col);
    return line;
}

static int file_col(const Parser *P, const Tok *t)
{
    int line, col;
    csm_map_point(P->map, t->line, t->col, &line, &col);
    return col;
}

static void perr(Parser *P, const Tok *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void perr(Parser *P, const Tok *at, const char *fmt, ...)
{
    if (P->failed)
        return; /* one message per condition: later ones would only echo the first */
    P->failed = true;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int line = file_line(P, at);
    int col = file_col(P, at);
    const char *file = P->map ? P->map->file : NULL;
    diag_add(P->diags, file, line, col, "%s", msg);
}

static const Tok *peek(const Parser *P) { return &P->toks[P->i]; }
static const Tok *peek_at(const Parser *P, int ahead)
{
    int j = P->i + ahead;
    return &P->toks[j < P->ntok ? j : P->ntok - 1];
}
static const Tok *next(Parser *P)
{
    const Tok *t = &P->toks[P->i];
    if (t->type != T_END)
        P->i++;
    return t;
}

static bool tok_is(const Parser *P, const Tok *t, const char *word)
{
    return t->type == T_IDENT && (int)strlen(word) == t->len && strncmp(P->text + t->start, word, (size_t)t->len) == 0;
}

static bool tok_is_ci(const Parser *P, const Tok *t, const char *word)
{
    return t->type == T_IDENT && (int)strlen(word) == t->len &&
           strncasecmp(P->text + t->start, word, (size_t)t->len) == 0;
}

/* The token as text for messages ("end of the condition" for T_END). */
static const char *tok_text(const Parser *P, const Tok *t, char *buf, size_t size)
{
    if (t->type == T_END) {
        snprintf(buf, size, "the end of the condition");
        return buf;
    }
    int len = t->len < 60 ? t->len : 60;
    snprintf(buf, size, "'%.*s'", len, P->text + t->start);
    return buf;
}

static Cond *new_node(Parser *P, CondOp op)
{
    if (P->nnodes >= P->cap) /* cannot happen: every node consumes a token */
        return NULL;
    Cond *c = &P->nodes[P->nnodes++];
    memset(c, 0, sizeof *c);
    c->op = (uint8_t)op;
    c->kind = -1;
    return c;
}

static int find_kind_ci(const Variant *v, const char *text, int len)
{
    char name[CSM_NAME_MAX];
    if (len <= 0 || len >= CSM_NAME_MAX)
        return -1;
    for (int i = 0; i < len; i++)
        name[i] = (char)tolower((unsigned char)text[i]);
    name[len] = '\0';
    return variant_find_kind(v, name);
}

static const Cond *parse_or(Parser *P);
static const Cond *parse_not(Parser *P);

/* `zone.NAME` or a bare zone NAME after `in` (the `in` already read). Returns the zone
 * index, or -1 after an error. */
static int parse_zone_ref(Parser *P)
{
    char buf[80];
    const Variant *v = P->v;
    const Tok *z = peek(P);
    bool dotted = tok_is(P, z, "zone") && peek_at(P, 1)->type == T_DOT;
    const Tok *name = dotted ? peek_at(P, 2) : z;
    int zi = -1;
    for (int i = 0; name->type == T_IDENT && i < v->nzones; i++)
        if ((int)strlen(v->zones[i].name) == name->len &&
            !strncmp(v->zones[i].name, P->text + name->start, (size_t)name->len))
            zi = i;
    if (!dotted && zi < 0) {
        perr(P, z, "missing operand: expected 'zone.NAME' after 'in', found %s", tok_text(P, z, buf, sizeof buf));
        return -1;
    }
    if (dotted) {
        next(P);
        next(P);
        if (name->type != T_IDENT) {
            perr(P, name, "missing operand: expected a zone name after 'zone.', found %s",
                 tok_text(P, name, buf, sizeof buf));
            return -1;
        }
    }
    next(P);
    if (zi < 0) {
        char list[256] = "";
        size_t used = 0;
        for (int i = 0; i < v->nzones && used < sizeof list - 1; i++) {
            int w = snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "", v->zones[i].name);
            if (w > 0)
                used += (size_t)w;
        }
        char typed[CSM_NAME_MAX];
        snprintf(typed, sizeof typed, "%.*s", name->len < CSM_NAME_MAX - 1 ? name->len : CSM_NAME_MAX - 1,
                 P->text + name->start);
        const char *hint = v->nzones ? diag_suggest_table(typed, v->zones[0].name, v->nzones, sizeof v->zones[0]) : NULL;
        if (hint)
            perr(P, name, "unknown zone %s (did you mean '%s'?)", tok_text(P, name, buf, sizeof buf), hint);
        else if (v->nzones)
            perr(P, name, "unknown zone %s (zones: %s)", tok_text(P, name, buf, sizeof buf), list);
        else
            perr(P, name, "unknown zone %s (define it under board: zones:)", tok_text(P, name, buf, sizeof buf));
        return -1;
    }
    return zi;
}

/* A count may end in `in ZONE` (`pieces in goal`, `Pawn in camp`): then it counts what
 * stands there, as `what_in_zone`. False after an error. */
static bool parse_in_zone(Parser *P, Cond *c, uint8_t what_in_zone)
{
    if (!tok_is(P, peek(P), "in"))
        return true;
    next(P);
    /* `in hand`: the pieces in the hand (unless a zone is named hand) */
    if (tok_is(P, peek(P), "hand") && variant_find_zone(P->v, "hand") < 0 && what_in_zone != CNT_ATTACKED_IN_ZONE &&
        what_in_zone != CNT_KIND_ATTACKED_IN_ZONE) {
        next(P);
        c->what = what_in_zone == CNT_PIECES_IN_ZONE ? CNT_HAND : CNT_KIND_IN_HAND;
        return true;
    }
    int zi = parse_zone_ref(P);
    if (zi < 0)
        return false;
    c->what = what_in_zone;
    c->zone = (int16_t)zi;
    return true;
}

/* `NAME` after `var`: a game variable some script or after_move sets. */
static bool parse_var_ref(Parser *P, const Tok *var_word, Cond *c)
{
    char buf[80];
    const Tok *name = peek(P);
    if (name->type != T_IDENT) {
        perr(P, name, "missing operand: expected a game variable's name after 'var', found %s",
             tok_text(P, name, buf, sizeof buf));
        return false;
    }
    char key[CSM_NAME_MAX];
    int len = name->len < CSM_NAME_MAX - 1 ? name->len : CSM_NAME_MAX - 1;
    memcpy(key, P->text + name->start, (size_t)len);
    key[len] = '\0';
    int var = csm_symbols_find_var(&P->v->sym, key);
    if (var < 0) {
        perr(P, name, "unknown game variable '%s': no script (set-state, if-state) or after_move names it", key);
        return false;
    }
    (void)var_word;
    next(P);
    c->what = CNT_VAR;
    c->var = (int16_t)var;
    return true;
}

/* `opponent.` / `White.` / `Black.` before a word: reads the side and moves *word to
 * the word after the dot. Without a dot the side is the player's own (SIDE_ME) and
 * nothing is read. False, with an error, for an unknown side before a dot. */
static bool read_side_prefix(Parser *P, const Tok **word, Side *side, bool *given)
{
    *side = SIDE_ME;
    *given = false;
    if (peek_at(P, 1)->type != T_DOT)
        return true;
    static const Side sides[] = {SIDE_OPPONENT, SIDE_WHITE, SIDE_BLACK};
    for (int i = 0; i < 3 && !*given; i++)
        if (tok_is_ci(P, *word, SIDE_WORDS[sides[i]])) {
            *side = sides[i];
            *given = true;
        }
    if (!*given) {
        char buf[80];
        perr(P, *word, "unknown side %s before '.': expected opponent, White or Black",
             tok_text(P, *word, buf, sizeof buf));
        return false;
    }
    next(P);
    next(P);
    *word = peek(P);
    return true;
}

/* An optional `+ N` or `- N` after a count (`points > opponent.points + 1`), kept in the
 * count node's `arg` (unused by an operand of OP_COMPARE). */
static bool parse_offset(Parser *P, Cond *c)
{
    char buf[80];
    const Tok *t = peek(P);
    if (t->type != T_PLUS && t->type != T_MINUS)
        return true;
    next(P);
    const Tok *n = peek(P);
    if (n->type != T_NUM) {
        perr(P, n, "missing operand: expected a whole number after '%c', found %s", t->type == T_PLUS ? '+' : '-',
             tok_text(P, n, buf, sizeof buf));
        return false;
    }
    next(P);
    c->arg = (int32_t)(t->type == T_PLUS ? n->num : -n->num);
    return true;
}

/* The right-hand side of `pieces > opponent.pieces`: a count without a comparison. */
/* `attacked in zone.Z`: the zone is not optional. */
static bool parse_attacked_zone(Parser *P, const Tok *word, Cond *c)
{
    if (!tok_is(P, peek(P), "in")) {
        perr(P, word, "'attacked' counts my pieces in a zone that the opponent attacks: write 'attacked in zone.NAME'");
        return false;
    }
    return parse_in_zone(P, c, CNT_ATTACKED_IN_ZONE);
}

static const Cond *parse_count_operand(Parser *P, const Tok *cmp)
{
    char buf[80];
    Side side;
    bool side_given;
    const Tok *word = peek(P);
    if (!read_side_prefix(P, &word, &side, &side_given))
        return NULL;
    Cond *c = new_node(P, OP_COUNT);
    c->side = (uint8_t)side;
    const CountWhat *counters = WORD_COUNTS;
    for (size_t i = 0; i < sizeof WORD_COUNTS / sizeof WORD_COUNTS[0]; i++)
        if (tok_is(P, word, COUNT_WORDS[counters[i]])) {
            if (of_the_position(counters[i]) && side_given) {
                perr(P, word, "%s belongs to the position, not to a side: drop the '%s.'", COUNT_WORDS[counters[i]],
                     SIDE_WORDS[side]);
                return NULL;
            }
            next(P);
            c->what = (uint8_t)counters[i];
            if (counters[i] == CNT_PIECES && !parse_in_zone(P, c, CNT_PIECES_IN_ZONE))
                return NULL;
            if (counters[i] == CNT_ATTACKED_IN_ZONE && !parse_attacked_zone(P, word, c))
                return NULL;
            return parse_offset(P, c) ? c : NULL;
        }
    if (tok_is(P, word, "var") && peek_at(P, 1)->type == T_IDENT) {
        if (side_given) {
            perr(P, word, "game variables belong to the game, not to a side: drop the '%s.'", SIDE_WORDS[side]);
            return NULL;
        }
        next(P);
        return parse_var_ref(P, word, c) ? c : NULL;
    }
    int kind = word->type == T_IDENT ? find_kind_ci(P->v, P->text + word->start, word->len) : -1;
    if (kind < 0) {
        perr(P, word,
             "missing operand: expected a whole number or a count (pieces, opponent.pieces, a piece, var NAME, ...) "
             "after '%s', found %s",
             CMP_WORDS[cmp->cmp], tok_text(P, word, buf, sizeof buf));
        return NULL;
    }
    next(P);
    c->what = CNT_KIND;
    c->kind = (int16_t)kind;
    return parse_in_zone(P, c, CNT_KIND_IN_ZONE) && parse_offset(P, c) ? c : NULL;
}

/* `== 3` (or `> opponent.pieces`) after a count. Returns the node that stands for the
 * whole comparison: `c` itself, or an OP_COMPARE over `c` and the right-hand count. */
static const Cond *parse_comparison(Parser *P, Cond *c, const Tok *subject)
{
    char buf[80], buf2[80];
    if (!parse_offset(P, c))
        return NULL;
    int32_t offset = c->arg; /* `points + 1 >= ...` */
    c->arg = 0;
    const Tok *t = peek(P);
    char after = t->type == T_BAD ? P->text[t->start + 1] : 0;
    if (t->type == T_BAD && P->text[t->start] == '=' && (after == '>' || after == '<')) {
        char op = P->text[t->start + 1];
        perr(P, t, "bad comparison '=%c': did you mean '%c='?", op, op);
        return false;
    }
    if (t->type == T_BAD && P->text[t->start] == '=') {
        perr(P, t, "bad comparison '=': write '==' (comparisons are ==, !=, <, <=, >, >=)");
        return NULL;
    }
    if (t->type != T_CMP) {
        perr(P, t, "bad comparison: expected ==, !=, <, <=, > or >= after %s, found %s",
             tok_text(P, subject, buf, sizeof buf), tok_text(P, t, buf2, sizeof buf2));
        return NULL;
    }
    next(P);
    c->cmp = (uint8_t)t->cmp;
    const Tok *n = peek(P);
    if (n->type == T_IDENT) {
        const Cond *rhs = parse_count_operand(P, t);
        if (!rhs)
            return NULL;
        c->arg = offset;
        Cond *cmp = new_node(P, OP_COMPARE);
        cmp->cmp = (uint8_t)t->cmp;
        cmp->a = c;
        cmp->b = rhs;
        return cmp;
    }
    bool negative = n->type == T_MINUS; /* `pieces + 2 == 1` prints as `pieces == -1` */
    if (negative) {
        next(P);
        n = peek(P);
    }
    if (n->type != T_NUM) {
        perr(P, n, "missing operand: expected a whole number after '%s%s', found %s", CMP_WORDS[t->cmp],
             negative ? " -" : "", tok_text(P, n, buf, sizeof buf));
        return NULL;
    }
    next(P);
    long value = (negative ? -n->num : n->num) - offset; /* count + k CMP N is count CMP N - k */
    if (value > 999999 || value < -999999) {
        perr(P, n, "the number to compare with is out of range once the %+d is moved to it (at most 999999)",
             (int)offset);
        return NULL;
    }
    c->arg = (int32_t)value;
    return c;
}

/* A named atom (checkmate, stalemate, ..., insufficient): insufficient remembers which
 * kinds are kings, bishops and knights in this variant. */
static Cond *name_atom(Parser *P, int i)
{
    Cond *c = new_node(P, OP_NAME);
    c->what = (uint8_t)i;
    if (i == NAME_INSUFFICIENT)
        for (int k = 0; k < P->v->nkinds; k++) {
            const char *name = P->v->kinds[k].name;
            uint64_t bit = 1ULL << k;
            if (!strcmp(name, "king"))
                c->kings |= bit;
            else if (!strcmp(name, "bishop"))
                c->bishops |= bit;
            else if (!strcmp(name, "knight"))
                c->knights |= bit;
        }
    return c;
}

/* `opponent.stalemate`, `White.no_moves`: the two atoms that can be said of a side (the
 * side to move has no move); the others are about the player the condition is for. */
static const Cond *sided_name_atom(Parser *P, const Tok *word, int i, Side side)
{
    if (i != NAME_STALEMATE && i != NAME_NO_MOVES && i != NAME_PERPETUAL_CHECK && i != NAME_PERPETUAL_CHASE &&
        i != NAME_CASTLING_KINGSIDE && i != NAME_CASTLING_QUEENSIDE && i != NAME_MOVE_REPETITION) {
        perr(P, word,
             "'%s' is not said of a side: write it alone (it is read for the player the condition is for); "
             "only stalemate, no_moves, perpetual_check, perpetual_chase, castling_kingside, castling_queenside "
             "and move_repetition take one (opponent.stalemate: the opponent is stalemated)",
             NAME_WORDS[i]);
        return NULL;
    }
    Cond *c = name_atom(P, i);
    c->side = (uint8_t)side;
    return c;
}

/* A word that is neither a keyword nor a piece: with a suggestion where a piece was
 * expected (`as_piece`), else the list of atoms. */
static void unknown_word(Parser *P, const Tok *word, bool as_piece)
{
    char buf[80];
    char typed[CSM_NAME_MAX];
    snprintf(typed, sizeof typed, "%.*s", word->len < CSM_NAME_MAX - 1 ? word->len : CSM_NAME_MAX - 1,
             P->text + word->start);
    for (char *q = typed; *q; q++)
        *q = (char)tolower((unsigned char)*q);
    const char *names[CSM_MAX_KINDS];
    for (int k = 0; k < P->v->nkinds; k++)
        names[k] = P->v->kinds[k].name;
    const char *hint = diag_suggest(typed, names, P->v->nkinds);
    if (as_piece && hint)
        perr(P, word, "unknown piece %s (did you mean '%s'?)", tok_text(P, word, buf, sizeof buf), hint);
    else if (as_piece)
        perr(P, word, "unknown piece %s (this variant's pieces are named under 'pieces')",
             tok_text(P, word, buf, sizeof buf));
    else
        perr(P, word,
             "unknown atom %s: expected checkmate, stalemate, check, repetition, fifty_moves, insufficient, "
             "no_moves, a piece, a count or '('",
             tok_text(P, word, buf, sizeof buf));
}

/* `PIECE on rank N` or `PIECE on file F` (after `on`): a presence test. */
static const Cond *parse_on_line(Parser *P, int kind, Side side)
{
    char buf[80];
    const Variant *v = P->v;
    const Tok *what = peek(P);
    const Tok *val = peek_at(P, 1);
    if (tok_is(P, what, "rank")) {
        next(P);
        if (val->type != T_NUM) {
            perr(P, val, "missing operand: expected a rank number after 'rank', found %s",
                 tok_text(P, val, buf, sizeof buf));
            return NULL;
        }
        next(P);
        if (val->num < 1 || val->num > v->ranks) {
            perr(P, val, "rank %ld is not on this %dx%d board", val->num, v->files, v->ranks);
            return NULL;
        }
        Cond *c = new_node(P, OP_RANK);
        c->kind = (int16_t)kind;
        c->side = (uint8_t)side;
        c->arg = (int32_t)val->num - 1;
        return c;
    }
    if (tok_is(P, what, "file")) {
        next(P);
        if (val->type != T_IDENT || val->len != 1 || !islower((unsigned char)P->text[val->start])) {
            perr(P, val, "missing operand: expected a file letter after 'file', found %s",
                 tok_text(P, val, buf, sizeof buf));
            return NULL;
        }
        next(P);
        int f = P->text[val->start] - 'a';
        if (f >= v->files) {
            perr(P, val, "file %c is not on this %dx%d board", P->text[val->start], v->files, v->ranks);
            return NULL;
        }
        Cond *c = new_node(P, OP_FILE);
        c->kind = (int16_t)kind;
        c->side = (uint8_t)side;
        c->arg = f;
        return c;
    }
    perr(P, what, "missing operand: expected 'rank N' or 'file F' after 'on', found %s",
         tok_text(P, what, buf, sizeof buf));
    return NULL;
}

/* The two zones of `connected zone.A zone.B`, after `connected`. */
static const Cond *parse_connected(Parser *P, Side side)
{
    char buf[80];
    Cond *c = new_node(P, OP_CONNECTED);
    c->side = (uint8_t)side;
    for (int i = 0; i < 2; i++) {
        const Tok *z = peek(P);
        if (z->type != T_IDENT) {
            perr(P, z, "missing operand: 'connected' takes two zones, like 'connected zone.west zone.east', "
                 "found %s", tok_text(P, z, buf, sizeof buf));
            return NULL;
        }
        int zi = parse_zone_ref(P);
        if (zi < 0)
            return NULL;
        if (i == 0)
            c->zone = (int16_t)zi;
        else
            c->arg = zi;
    }
    return c;
}

/* A word that relates a piece to the board: `in`, `on`, `captured`, `attacked`. */
static bool is_relation_word(Parser *P, const Tok *t)
{
    return tok_is(P, t, "in") || tok_is(P, t, "on") || tok_is(P, t, "captured") || tok_is(P, t, "attacked");
}

/* `Lion attacked in zone.goal == 0`, after `attacked`: how many of my pieces of the kind
 * in the zone the opponent attacks (a flag piece that must be safe there). */
static const Cond *parse_kind_attacked(Parser *P, const Tok *word, const Tok *after, int kind, Side side)
{
    Cond *c = new_node(P, OP_COUNT);
    c->kind = (int16_t)kind;
    c->side = (uint8_t)side;
    if (!tok_is(P, peek(P), "in")) {
        perr(P, after, "'attacked' counts my pieces in a zone that the opponent attacks: write '%s attacked in "
             "zone.NAME'", P->v->kinds[kind].name);
        return NULL;
    }
    if (!parse_in_zone(P, c, CNT_KIND_ATTACKED_IN_ZONE))
        return NULL;
    return parse_comparison(P, c, word);
}

/* `check by PIECE` / `check only by PIECE`, after `check`: who gives the check now. */
static const Cond *parse_check_by(Parser *P, Side side)
{
    char buf[80];
    bool only = tok_is(P, peek(P), "only");
    if (only)
        next(P);
    if (!tok_is(P, peek(P), "by")) {
        perr(P, peek(P), "missing operand: expected 'by PIECE' after 'check only', found %s",
             tok_text(P, peek(P), buf, sizeof buf));
        return NULL;
    }
    next(P);
    const Tok *piece = peek(P);
    int kind = piece->type == T_IDENT ? find_kind_ci(P->v, P->text + piece->start, piece->len) : -1;
    if (kind < 0) {
        if (piece->type == T_IDENT)
            unknown_word(P, piece, true);
        else
            perr(P, piece, "missing operand: expected a piece after 'by', found %s", tok_text(P, piece, buf, sizeof buf));
        return NULL;
    }
    next(P);
    Cond *c = new_node(P, OP_CHECK_BY);
    c->kind = (int16_t)kind;
    c->side = (uint8_t)side;
    c->arg = only;
    return c;
}

static const Cond *parse_subject(Parser *P, Side side, bool side_given, const Tok *word)
{
    char buf[80], buf2[80];
    const Tok *after = peek(P);
    bool relation = is_relation_word(P, after);
    bool compare = after->type == T_CMP || after->type == T_PLUS || after->type == T_MINUS ||
                   (after->type == T_BAD && P->text[after->start] == '=');
    /* `connected zone.A zone.B`: a chain of my pieces from A to B */
    if (tok_is(P, word, "connected") && (after->type == T_IDENT))
        return parse_connected(P, side);
    /* counters first: they are keywords even if a piece shared the name */
    const CountWhat *counters = WORD_COUNTS;
    for (size_t i = 0; i < sizeof WORD_COUNTS / sizeof WORD_COUNTS[0]; i++) {
        if (!tok_is(P, word, COUNT_WORDS[counters[i]]))
            continue;
        if (of_the_position(counters[i]) && side_given) {
            perr(P, word, "%s belongs to the position, not to a side: drop the '%s.'", COUNT_WORDS[counters[i]],
                 SIDE_WORDS[side]);
            return NULL;
        }
        Cond *c = new_node(P, OP_COUNT);
        c->what = (uint8_t)counters[i];
        c->side = (uint8_t)side;
        /* pieces in zone.goal >= 3 */
        if (counters[i] == CNT_PIECES && !parse_in_zone(P, c, CNT_PIECES_IN_ZONE))
            return NULL;
        if (counters[i] == CNT_ATTACKED_IN_ZONE && !parse_attacked_zone(P, word, c))
            return NULL;
        return parse_comparison(P, c, word);
    }
    if (tok_is(P, word, "check") && (tok_is(P, after, "by") || tok_is(P, after, "only")))
        return parse_check_by(P, side);
    if (tok_is(P, word, "var") && after->type == T_IDENT) {
        if (side_given) {
            perr(P, word, "game variables belong to the game, not to a side: drop the '%s.'", SIDE_WORDS[side]);
            return NULL;
        }
        Cond *c = new_node(P, OP_COUNT);
        if (!parse_var_ref(P, word, c))
            return NULL;
        return parse_comparison(P, c, word);
    }
    if (!relation && !compare)
        for (int i = 0; i < NAME_COUNT; i++)
            if (tok_is(P, word, NAME_WORDS[i]))
                return side_given ? sided_name_atom(P, word, i, side) : name_atom(P, i);
    int kind = find_kind_ci(P->v, P->text + word->start, word->len);
    if (kind < 0) {
        unknown_word(P, word, relation || compare || side_given);
        return NULL;
    }
    if (compare) {
        Cond *c = new_node(P, OP_COUNT);
        c->what = CNT_KIND;
        c->kind = (int16_t)kind;
        c->side = (uint8_t)side;
        return parse_comparison(P, c, word);
    }
    if (!relation) {
        perr(P, after, "missing operand: expected 'in zone.NAME', 'on rank N', 'on file F', 'captured' or a "
                       "comparison after %s, found %s",
             tok_text(P, word, buf, sizeof buf), tok_text(P, after, buf2, sizeof buf2));
        return NULL;
    }
    next(P);
    if (tok_is(P, after, "captured")) {
        Cond *c = new_node(P, OP_CAPTURED);
        c->kind = (int16_t)kind;
        /* a bare `King captured` is about the opponent's King (the one I take) */
        c->side = (uint8_t)(side_given ? side : SIDE_OPPONENT);
        return c;
    }
    if (tok_is(P, after, "attacked"))
        return parse_kind_attacked(P, word, after, kind, side);
    if (tok_is(P, after, "in") && tok_is(P, peek(P), "hand") && variant_find_zone(P->v, "hand") < 0) {
        /* Knight in hand >= 2: a count of the hand */
        next(P);
        Cond *c = new_node(P, OP_COUNT);
        c->what = CNT_KIND_IN_HAND;
        c->kind = (int16_t)kind;
        c->side = (uint8_t)side;
        return parse_comparison(P, c, word);
    }
    if (tok_is(P, after, "in")) {
        int zi = parse_zone_ref(P);
        if (zi < 0)
            return NULL;
        const Tok *cmp = peek(P);
        if (cmp->type == T_CMP || (cmp->type == T_BAD && P->text[cmp->start] == '=')) {
            /* Queen in zone.goal >= 2: a count, not a presence test */
            Cond *c = new_node(P, OP_COUNT);
            c->what = CNT_KIND_IN_ZONE;
            c->kind = (int16_t)kind;
            c->side = (uint8_t)side;
            c->zone = (int16_t)zi;
            return parse_comparison(P, c, word);
        }
        Cond *c = new_node(P, OP_ZONE);
        c->kind = (int16_t)kind;
        c->side = (uint8_t)side;
        c->arg = zi;
        return c;
    }
    return parse_on_line(P, kind, side);
}

/* One level deeper (parentheses, `not`), within COND_MAX_DEPTH: deep nesting is an
 * error, not a stack overflow. */
static const Cond *parse_nested(Parser *P, const Tok *at, const char *what, const Cond *(*parse)(Parser *))
{
    if (++P->depth > COND_MAX_DEPTH) {
        perr(P, at, "%s nested too deep (more than %d)", what, COND_MAX_DEPTH);
        return NULL;
    }
    const Cond *c = parse(P);
    P->depth--;
    return c;
}

static const Cond *parse_atom(Parser *P)
{
    char buf[80];
    const Tok *t = peek(P);
    const Tok *prev = P->i > 0 ? &P->toks[P->i - 1] : NULL;
    switch (t->type) {
    case T_LPAREN: {
        next(P);
        const Cond *c = parse_nested(P, t, "parentheses", parse_or);
        if (!c)
            return NULL;
        const Tok *close = peek(P);
        if (close->type != T_RPAREN) {
            perr(P, close, "unbalanced parentheses: expected ')' to close the '(' at %d:%d, found %s",
                 file_line(P, t), file_col(P, t), tok_text(P, close, buf, sizeof buf));
            return NULL;
        }
        next(P);
        return c;
    }
    case T_IDENT: {
        Side side;
        bool side_given;
        const Tok *word = t;
        if (!read_side_prefix(P, &word, &side, &side_given))
            return NULL;
        if (side_given) {
            if (word->type != T_IDENT) {
                perr(P, word, "missing operand: expected a piece or a count after '%s.', found %s", SIDE_WORDS[side],
                     tok_text(P, word, buf, sizeof buf));
                return NULL;
            }
        }
        next(P);
        return parse_subject(P, side, side_given, word);
    }
    case T_END:
        if (prev)
            perr(P, t, "missing operand: expected a condition after %s", tok_text(P, prev, buf, sizeof buf));
        else
            perr(P, t, "the condition is empty");
        return NULL;
    case T_RPAREN:
        if (prev && prev->type == T_LPAREN)
            perr(P, t, "missing operand: '()' holds no condition");
        else if (prev)
            perr(P, t, "missing operand: expected a condition after %s, found ')'", tok_text(P, prev, buf, sizeof buf));
        else
            perr(P, t, "unbalanced parentheses: ')' without a matching '('");
        return NULL;
    case T_CMP:
        perr(P, t, "missing operand: %s needs a count on its left, like 'pieces %s 3'",
             tok_text(P, t, buf, sizeof buf), CMP_WORDS[t->cmp]);
        return NULL;
    case T_NUM:
        perr(P, t, "expected a condition, found the number %s", tok_text(P, t, buf, sizeof buf));
        return NULL;
    default:
        perr(P, t, "unexpected %s", tok_text(P, t, buf, sizeof buf));
        return NULL;
    }
}

static const Cond *parse_not(Parser *P)
{
    const Tok *t = peek(P);
    if (!tok_is(P, t, "not"))
        return parse_atom(P);
    next(P);
    const Cond *a = parse_nested(P, t, "'not'", parse_not);
    if (!a)
        return NULL;
    Cond *c = new_node(P, OP_NOT);
    c->a = a;
    return c;
}

static const Cond *parse_binary(Parser *P, const char *word, CondOp op, const Cond *(*operand)(Parser *))
{
    const Cond *left = operand(P);
    while (left && tok_is(P, peek(P), word)) {
        next(P);
        const Cond *right = operand(P);
        if (!right)
            return NULL;
        Cond *c = new_node(P, op);
        c->a = left;
        c->b = right;
        left = c;
    }
    return left;
}

static const Cond *parse_and(Parser *P) { return parse_binary(P, "and", OP_AND, parse_not); }
static const Cond *parse_or(Parser *P) { return parse_binary(P, "or", OP_OR, parse_and); }

Cond *cond_parse(const char *text, const CsmSourceMap *map, const Variant *v, DiagSink *diags)
{
    Parser P;
    memset(&P, 0, sizeof P);
    P.text = text ? text : "";
    P.v = v;
    P.map = map;
    P.diags = diags;
    P.ntok = tokenize(P.text, &P.toks);
    if (P.ntok < 0) {
        diag_add(diags, map ? map->file : NULL, map ? map->line_base + 1 : 0, 0, "out of memory");
        return NULL;
    }
    /* slot 0 is kept for the root; every other node consumes at least one token */
    P.cap = P.ntok + 1;
    P.nodes = calloc((size_t)P.cap, sizeof *P.nodes);
    if (!P.nodes) {
        free(P.toks);
        return NULL;
    }
    P.nnodes = 1;
    const Cond *root = parse_or(&P);
    if (root && !P.failed) {
        char buf[80];
        const Tok *t = peek(&P);
        if (t->type == T_RPAREN)
            perr(&P, t, "unbalanced parentheses: ')' without a matching '('");
        else if (t->type != T_END)
            perr(&P, t, "unexpected %s after a complete condition (join conditions with 'and' or 'or')",
                 tok_text(&P, t, buf, sizeof buf));
    }
    free(P.toks);
    if (!root || P.failed) {
        free(P.nodes);
        return NULL;
    }
    if (root != &P.nodes[0]) {
        P.nodes[0] = *root;
        /* nothing points at the old root slot: it is the tree's top */
    }
    return &P.nodes[0];
}

/* ---- sets ----------------------------------------------------------------------------- */

/* A bound a condition puts on one side's material: it holds only while that side has no
 * more than `most` pieces on the board outside the kinds `except` (bit k: kind k; 0: all
 * pieces count). */
typedef struct PieceCap {
    uint64_t except;
    int16_t most; /* INT16_MAX: no bound found (a piece count never reaches it) */
} PieceCap;

/* What a condition needs, read off the atoms of its `and`s (find_guard), so that
 * cond_set_may_hold can rule it out by a few comparisons: the search asks at every node,
 * and the repetition, fifty-move and material rules almost never hold there. */
typedef struct CondGuard {
    int32_t min_positions; /* position_count at least this */
    int32_t min_halfmove;  /* the halfmove clock at least this */
    const struct Cond *atom; /* one more atom it needs that reads only the position (or NULL) */
    bool atom_reads_me;
} CondGuard;

typedef struct CondEntry {
    char name[CSM_NAME_MAX];
    char *text;
    Cond *cond;
    int8_t only_for; /* a white_ or black_ name: the one colour it is judged for; else -1 */
    /* the material the condition allows [0] "me", [1] the opponent (piece_caps): more,
     * and it cannot hold without being asked */
    bool capped;     /* a cap was found: worth the test */
    PieceCap piece_cap[2];
    bool needs_no_moves; /* holds only when the side to move has no legal move (needs_no_moves) */
    CondGuard guard;     /* cheap tests it cannot hold without (find_guard) */
    const Cond *lead;    /* an `and`: the atom it asks first (down its first operands), asked
                          * alone first, without the walk down to it; else NULL */
} CondEntry;

/* Can `c` hold only where CondQuery.legal_count is 0 (checkmate, stalemate, no_moves, or
 * an `and` with one of them)? Then a set skips it, unasked, wherever there are moves:
 * most of the positions a search judges. */
static bool needs_no_moves(const Cond *c)
{
    if (!c)
        return false;
    if (c->op == OP_AND)
        return needs_no_moves(c->a) || needs_no_moves(c->b);
    if (c->op == OP_OR)
        return needs_no_moves(c->a) && needs_no_moves(c->b);
    return c->op == OP_NAME && (c->what == NAME_CHECKMATE || c->what == NAME_STALEMATE || c->what == NAME_NO_MOVES);
}

static const PieceCap NO_CAP = {0, INT16_MAX};

static int16_t clamp_cap(int32_t most) { return (int16_t)(most < -1 ? -1 : most > INT16_MAX ? INT16_MAX : most); }

/* `x cmp y` with x, y counts: the most x - y can be (INT16_MAX: unbounded). */
static int16_t difference_cap(Cmp cmp, int32_t bound)
{
    return cmp == CMP_EQ || cmp == CMP_LE ? clamp_cap(bound) : cmp == CMP_LT ? clamp_cap(bound - 1) : INT16_MAX;
}

/* `pieces cmp N` bounds the side's pieces; `KIND + a cmp pieces + b` (or the mirror)
 * bounds its pieces outside KIND (`Bishop + 1 == pieces`: one piece besides bishops). */
static void atom_cap(const Cond *c, PieceCap cap[2])
{
    cap[0] = cap[1] = NO_CAP;
    const Cond *pieces = NULL, *kind = NULL;
    Cmp cmp = (Cmp)c->cmp;
    int32_t bound = 0;
    if (c->op == OP_COUNT && c->what == CNT_PIECES) {
        pieces = c;
        bound = c->arg;
    } else if (c->op == OP_COMPARE && c->a->what == CNT_PIECES && c->b->what == CNT_KIND) {
        pieces = c->a; /* pieces + a cmp KIND + b */
        kind = c->b;
        bound = c->b->arg - c->a->arg;
    } else if (c->op == OP_COMPARE && c->a->what == CNT_KIND && c->b->what == CNT_PIECES) {
        pieces = c->b; /* KIND + a cmp pieces + b: the mirrored comparison */
        kind = c->a;
        bound = c->a->arg - c->b->arg;
        static const Cmp MIRROR[] = {CMP_EQ, CMP_NE, CMP_GT, CMP_GE, CMP_LT, CMP_LE};
        cmp = MIRROR[cmp];
    }
    if (!pieces || (pieces->side != SIDE_ME && pieces->side != SIDE_OPPONENT) || (kind && kind->side != pieces->side))
        return;
    PieceCap *out = &cap[pieces->side == SIDE_ME ? 0 : 1];
    out->except = kind ? 1ULL << kind->kind : 0;
    out->most = difference_cap(cmp, bound);
    if (out->most == INT16_MAX)
        *out = NO_CAP;
}

/* The material `c` can hold with, for "me" [0] and the opponent [1]: from its atoms
 * (atom_cap); an `and` keeps the tighter of its two sides' bounds, an `or` one that
 * covers both (the union of the kinds left out, the larger number). Lets a set skip,
 * without asking, the material conditions of an end game (`pieces == 1 and ...`) while
 * the board is full. */
static void piece_caps(const Cond *c, PieceCap cap[2])
{
    cap[0] = cap[1] = NO_CAP;
    if (!c)
        return;
    if (c->op != OP_AND && c->op != OP_OR) {
        atom_cap(c, cap);
        return;
    }
    PieceCap a[2], b[2];
    piece_caps(c->a, a);
    piece_caps(c->b, b);
    for (int i = 0; i < 2; i++) {
        if (c->op == OP_AND)
            cap[i] = a[i].most <= b[i].most ? a[i] : b[i];
        else if (a[i].most < INT16_MAX && b[i].most < INT16_MAX)
            cap[i] = (PieceCap){a[i].except | b[i].except, a[i].most > b[i].most ? a[i].most : b[i].most};
    }
}

struct CondSet {
    CondEntry *items;
    int count, cap;
    bool reads_me; /* some condition's answer depends on whose side it is judged for */
};

/* Does the answer depend on CondQuery.me? Every atom with a side of "me" or "opponent"
 * does but the counts of the position's own (position_count, empty_squares, halfmoves,
 * var), and every named atom but `repetition` (they read the mover or the side named). */
static bool reads_me(const Cond *c)
{
    if (!c)
        return false;
    if (c->op == OP_OR || c->op == OP_AND || c->op == OP_NOT || c->op == OP_COMPARE)
        return reads_me(c->a) || reads_me(c->b);
    if (c->op == OP_NAME)
        return c->what != NAME_REPETITION;
    if (c->op == OP_COUNT && (c->what == CNT_POSITIONS || c->what == CNT_EMPTY || c->what == CNT_HALFMOVES ||
                              c->what == CNT_VAR))
        return false;
    return c->side == SIDE_ME || c->side == SIDE_OPPONENT;
}

static void refresh_reads_me(CondSet *set)
{
    set->reads_me = false;
    for (int i = 0; i < set->count; i++)
        set->reads_me |= set->items[i].only_for >= 0 || reads_me(set->items[i].cond);
}

bool cond_set_reads_me(const CondSet *set) { return set && set->reads_me; }

/* The least value `count cmp arg` lets the count take (INT32_MIN: no bound from below). */
static int32_t count_floor(const Cond *c)
{
    switch ((Cmp)c->cmp) {
    case CMP_EQ:
    case CMP_GE: return c->arg;
    case CMP_GT: return c->arg < INT32_MAX ? c->arg + 1 : c->arg;
    default: return INT32_MIN;
    }
}

/* Does the atom read nothing of the query but the position, the variant and `me` (or, for
 * `insufficient`, the cannot_win conditions' caps: insufficient_may_hold)? Then
 * cond_set_may_hold's query answers it as the game's would. */
static bool plain_atom(const Cond *c)
{
    switch ((CondOp)c->op) {
    case OP_CAPTURED:
    case OP_ZONE:
    case OP_RANK:
    case OP_FILE: return true;
    case OP_COUNT:
        return c->what == CNT_PIECES || c->what == CNT_KIND || c->what == CNT_CHECKS || c->what == CNT_CAPTURES ||
               c->what == CNT_MOVES || c->what == CNT_HAND || c->what == CNT_KIND_IN_HAND || c->what == CNT_VAR;
    case OP_NAME: return c->what == NAME_INSUFFICIENT;
    default: return false;
    }
}

static int32_t max32(int32_t a, int32_t b) { return a > b ? a : b; }

/* Collects into `g` what `c` cannot hold without: the bounds its `and`s put on
 * position_count and the halfmove clock (`repetition` needs 3 positions, `fifty_moves`
 * 100 halfmoves, at least), and its first plain atom. */
static void find_guard(const Cond *c, CondGuard *g)
{
    if (!c)
        return;
    if (c->op == OP_AND) {
        find_guard(c->a, g);
        find_guard(c->b, g);
    } else if (c->op == OP_NAME && c->what == NAME_REPETITION) {
        g->min_positions = max32(g->min_positions, 3);
    } else if (c->op == OP_COUNT && c->what == CNT_POSITIONS) {
        g->min_positions = max32(g->min_positions, count_floor(c));
    } else if (c->op == OP_NAME && c->what == NAME_FIFTY_MOVES) {
        g->min_halfmove = max32(g->min_halfmove, 100); /* or more: the chasing rule's allowance */
    } else if (c->op == OP_COUNT && c->what == CNT_HALFMOVES) {
        g->min_halfmove = max32(g->min_halfmove, count_floor(c)); /* perft counts 0: false anyway */
    } else if (!g->atom && plain_atom(c)) {
        g->atom = c;
        /* insufficient judges both colours whoever asks */
        g->atom_reads_me = reads_me(c) && !(c->op == OP_NAME && c->what == NAME_INSUFFICIENT);
    }
}

CondSet *cond_set_new(void) { return calloc(1, sizeof(CondSet)); }

void cond_set_free(CondSet *set)
{
    if (!set)
        return;
    for (int i = 0; i < set->count; i++) {
        free(set->items[i].text);
        cond_free(set->items[i].cond);
    }
    free(set->items);
    free(set);
}

int cond_set_count(const CondSet *set) { return set ? set->count : 0; }
const char *cond_set_name(const CondSet *set, int i) { return set->items[i].name; }
const Cond *cond_set_cond(const CondSet *set, int i) { return set->items[i].cond; }
const char *cond_set_text(const CondSet *set, int i) { return set->items[i].text; }

int cond_set_find(const CondSet *set, const char *name)
{
    for (int i = 0; set && i < set->count; i++)
        if (strcmp(set->items[i].name, name) == 0)
            return i;
    return -1;
}

bool cond_set_remove(CondSet *set, const char *name)
{
    int i = cond_set_find(set, name);
    if (i < 0)
        return false;
    free(set->items[i].text);
    cond_free(set->items[i].cond);
    memmove(&set->items[i], &set->items[i + 1], (size_t)(set->count - i - 1) * sizeof set->items[0]);
    set->count--;
    refresh_reads_me(set);
    return true;
}

bool cond_set_put(CondSet *set, const char *name, const char *text, bool replace, const CsmSourceMap *map,
                  const struct Variant *v, DiagSink *diags)
{
    if (!set || !name || strlen(name) >= CSM_NAME_MAX) {
        diag_add(diags, map ? map->file : NULL, map ? map->line_base + 1 : 0, 0,
                 "condition name '%s' is too long (at most %d characters)", name ? name : "", CSM_NAME_MAX - 1);
        return false;
    }
    if (strlen(text) > COND_MAX_TEXT) {
        diag_add(diags, map ? map->file : NULL, map ? map->line_base + 1 : 0, map ? map->col_first + 1 : 0,
                 "condition '%s' is too long (%zu characters; at most %d)", name, strlen(text), COND_MAX_TEXT);
        return false;
    }
    Cond *cond = cond_parse(text, map, v, diags);
    if (!cond)
        return false;
    char *copy = strdup(text);
    if (!copy) {
        cond_free(cond);
        return false;
    }
    int i = replace ? cond_set_find(set, name) : -1;
    if (i < 0) {
        if (set->count == set->cap) {
            int cap = set->cap ? set->cap * 2 : 8;
            CondEntry *items = realloc(set->items, (size_t)cap * sizeof *items);
            if (!items) {
                free(copy);
                cond_free(cond);
                return false;
            }
            set->items = items;
            set->cap = cap;
        }
        i = set->count++;
        memset(&set->items[i], 0, sizeof set->items[i]);
    }
    CondEntry *e = &set->items[i];
    free(e->text);
    cond_free(e->cond);
    snprintf(e->name, sizeof e->name, "%s", name);
    e->text = copy;
    e->cond = cond;
    e->only_for = !strncmp(name, "white_", 6) ? WHITE : !strncmp(name, "black_", 6) ? BLACK : -1;
    piece_caps(cond, e->piece_cap);
    e->capped = e->piece_cap[0].most < INT16_MAX || e->piece_cap[1].most < INT16_MAX;
    e->needs_no_moves = needs_no_moves(cond);
    e->guard = (CondGuard){INT32_MIN, INT32_MIN, NULL, false};
    find_guard(cond, &e->guard);
    e->lead = NULL;
    for (const Cond *c = cond; c->op == OP_AND; c = c->a)
        e->lead = c->a;
    refresh_reads_me(set);
    return true;
}

/* Could the entry hold by its piece caps? (`me` and the opponent have no more pieces on
 * the board than it allows.) */
static inline bool within_cap(const PieceCap *cap, const Position *pos, int side)
{
    int outside = pos->piece_count[side];
    for (uint64_t k = cap->except; k; k &= k - 1)
        outside -= pos->kind_count[side][__builtin_ctzll(k)];
    return outside <= cap->most;
}

static inline bool within_caps(const CondEntry *e, const CondQuery *q)
{
    return !e->capped ||
           (within_cap(&e->piece_cap[0], q->pos, q->me) && within_cap(&e->piece_cap[1], q->pos, q->me ^ 1));
}

int cond_set_first_holding(const CondSet *set, const CondQuery *q)
{
    for (int i = 0; set && i < set->count; i++) {
        const CondEntry *e = &set->items[i];
        /* (the guard's bounds first: a repetition or fifty-move draw, not asked before its time) */
        if ((e->only_for < 0 || e->only_for == q->me) && !(e->needs_no_moves && q->legal_count > 0) &&
            q->position_count >= e->guard.min_positions && q->pos->halfmove >= e->guard.min_halfmove &&
            (!e->lead || cond_holds(e->lead, q)) && cond_holds(e->cond, q))
            return i;
    }
    return -1;
}

static bool uses_checks(const Cond *c)
{
    if (!c)
        return false;
    if (c->op == OP_COUNT && c->what == CNT_CHECKS)
        return true;
    return uses_checks(c->a) || uses_checks(c->b);
}

bool cond_set_uses_checks(const CondSet *set)
{
    for (int i = 0; set && i < set->count; i++)
        if (uses_checks(set->items[i].cond))
            return true;
    return false;
}

static bool uses_name(const Cond *c, int what)
{
    if (!c)
        return false;
    if (c->op == OP_NAME && c->what == what)
        return true;
    return uses_name(c->a, what) || uses_name(c->b, what);
}

static bool set_uses_name(const CondSet *set, int what)
{
    for (int i = 0; set && i < set->count; i++)
        if (uses_name(set->items[i].cond, what))
            return true;
    return false;
}

bool cond_set_uses_insufficient(const CondSet *set) { return set_uses_name(set, NAME_INSUFFICIENT); }

bool cond_set_material_capped(const CondSet *set, int i)
{
    return set && i >= 0 && i < set->count && set->items[i].capped;
}

bool cond_set_needs_no_moves(const CondSet *set, int i)
{
    return set && i >= 0 && i < set->count && set->items[i].needs_no_moves;
}

bool cond_side_cannot_win(const CondQuery *q, int side)
{
    const CondSet *set = q->v->cannot_win;
    CondQuery mine = *q;
    mine.me = side;
    mine.judging_material = true;
    for (int i = 0; set && i < set->count; i++)
        if (within_caps(&set->items[i], &mine) && cond_holds(set->items[i].cond, &mine))
            return true;
    return false;
}

/* ---- goals, for the engine ------------------------------------------------------------- */

static int push_goal(CondGoal *out, int n, int cap, int type, int side, int kind, int arg)
{
    if (n < cap)
        out[n] = (CondGoal){type, side, kind, arg};
    return n < cap ? n + 1 : n;
}

int cond_goals(const Cond *c, CondGoal *out, int cap)
{
    if (!c)
        return 0;
    int n = 0;
    switch ((CondOp)c->op) {
    case OP_OR:
    case OP_AND:
        n = cond_goals(c->a, out, cap);
        return n + cond_goals(c->b, out + n, cap - n);
    case OP_NOT:
    case OP_NAME:
    case OP_COMPARE:
    case OP_CONNECTED:
    case OP_CHECK_BY:
        return 0; /* checkmate and friends are found by the search itself */
    case OP_ZONE:
        return push_goal(out, 0, cap, COND_GOAL_ZONE, c->side, c->kind, c->arg);
    case OP_RANK:
        return push_goal(out, 0, cap, COND_GOAL_RANK, c->side, c->kind, c->arg);
    case OP_FILE:
        return push_goal(out, 0, cap, COND_GOAL_FILE, c->side, c->kind, c->arg);
    case OP_CAPTURED:
        /* the parser already made `PIECE captured` the opponent's unless a side is named */
        return push_goal(out, 0, cap, COND_GOAL_KIND_GONE, c->side, c->kind, 0);
    case OP_COUNT: {
        bool at_least = c->cmp == CMP_GE || c->cmp == CMP_GT || c->cmp == CMP_EQ;
        bool at_most = c->cmp == CMP_LE || c->cmp == CMP_LT || c->cmp == CMP_EQ;
        int target = c->cmp == CMP_GT ? c->arg + 1 : c->cmp == CMP_LT ? c->arg - 1 : c->arg;
        if (c->what == CNT_CHECKS && at_least && target > 0)
            return push_goal(out, 0, cap, COND_GOAL_CHECKS, c->side, -1, target);
        if (c->what == CNT_PIECES && at_most && target >= 0)
            return push_goal(out, 0, cap, COND_GOAL_FEW_PIECES, c->side, -1, target);
        if (c->what == CNT_KIND && at_most && target == 0)
            return push_goal(out, 0, cap, COND_GOAL_KIND_GONE, c->side, c->kind, 0);
        return 0;
    }
    }
    return 0;
}

/* ---- evaluation ------------------------------------------------------------------------ */

static Color side_of(const Cond *c, const CondQuery *q)
{
    switch ((Side)c->side) {
    case SIDE_ME: return (Color)q->me;
    case SIDE_OPPONENT: return color_flip((Color)q->me);
    case SIDE_WHITE: return WHITE;
    default: return BLACK;
    }
}

static bool compare(int value, Cmp cmp, int n)
{
    switch (cmp) {
    case CMP_EQ: return value == n;
    case CMP_NE: return value != n;
    case CMP_LT: return value < n;
    case CMP_LE: return value <= n;
    case CMP_GT: return value > n;
    default: return value >= n;
    }
}

static bool square_dark(Square s) { return ((sq_file(s) + sq_rank(s)) & 1) == 0; }

/* The standard rule, on the kinds named king, bishop and knight (see cond.h). */
static bool insufficient(const Cond *c, const Position *pos, int nkinds)
{
    uint64_t minor = c->bishops | c->knights;
    int knights = 0, bishops = 0;
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < nkinds; k++) {
            int n = pos->kind_count[side][k];
            if (!n)
                continue;
            uint64_t bit = 1ULL << k;
            if (!((c->kings | minor) & bit))
                return false; /* a pawn, rook, queen or any other kind can mate */
            if (c->knights & bit)
                knights += n;
            else if (c->bishops & bit)
                bishops += n;
        }
    if (knights == 0 && bishops == 0)
        return true;
    if (knights == 1 && bishops == 0)
        return true;
    if (knights > 0)
        return false;
    /* bishops only: insufficient when they all stand on one colour */
    int light = 0, dark = 0;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < pos->piece_count[side]; i++) {
            Square s = pos->list[side][i];
            if ((c->bishops >> piece_kind(pos->board[s])) & 1) {
                if (square_dark(s))
                    dark++;
                else
                    light++;
            }
        }
    return light == 0 || dark == 0;
}

/* Is some piece of `kind` of `side` on a square that `test` accepts? */
static bool any_piece(const Cond *c, const CondQuery *q, Color side)
{
    const Position *pos = q->pos;
    if (c->kind < 0 || !pos->kind_count[side][c->kind])
        return false;
    for (int i = 0; i < pos->piece_count[side]; i++) {
        Square s = pos->list[side][i];
        if (piece_kind(pos->board[s]) != c->kind)
            continue;
        switch (c->op) {
        case OP_ZONE:
            if (zone_has_side(&q->v->zones[c->arg], side, s))
                return true;
            break;
        case OP_RANK:
            if (sq_rank(s) == c->arg)
                return true;
            break;
        default:
            if (sq_file(s) == c->arg)
                return true;
            break;
        }
    }
    return false;
}

/* Pieces of `side` (of `kind`, or any kind when kind < 0) standing in zone `zone`. */
/* How many pieces of `side` (of `kind`; -1: any) stand in the zone; `attacked`: only those
 * the other side attacks (a flag piece that must be safe). */
static int pieces_in_zone(const CondQuery *q, Color side, int kind, int zone, bool attacked)
{
    Position *pos = q->pos;
    const Zone *z = &q->v->zones[zone];
    /* none of the side's pieces in the zone (a goal on the far rank, most of the time): one test */
    if (pos->bitboards && pos->files == q->v->files && pos->ranks == q->v->ranks &&
        !(z->bits[side] & pos->occupied[side]))
        return 0;
    /* one kind: done once each of its pieces is seen (a lone royal piece: often at once) */
    int left = kind < 0 ? pos->piece_count[side] : pos->kind_count[side][kind];
    int n = 0;
    for (int i = 0; i < pos->piece_count[side] && left > 0; i++) {
        Square s = pos->list[side][i];
        if (kind >= 0 && piece_kind(pos->board[s]) != kind)
            continue;
        left--;
        if (zone_has_side(z, side, s) && (!attacked || rules_is_attacked(q->v, pos, s, color_flip(side), PIECE_NONE)))
            n++;
    }
    return n;
}

/* The sum of the `value`s of a side's pieces on the board, rounded down (janggi's count). */
static int points(const CondQuery *q, Color side)
{
    double sum = 0;
    for (int i = 0; i < q->pos->piece_count[side]; i++)
        sum += q->v->kinds[piece_kind(q->pos->board[q->pos->list[side][i]])].value;
    return (int)floor(sum);
}

/* The counts of pieces in lines (connect-N games), over the kinds and along the lines
 * `rules: rows` names (by default every kind, along ranks, files and diagonals). */
static bool counted_at(const Variant *v, const Position *pos, int f, int r, Color side)
{
    if (!pos_on_board(pos, f, r))
        return false;
    Piece p = pos->board[sq_make(f, r)];
    return p && piece_color(p) == side && (!v->rules.row_kinds || ((v->rules.row_kinds >> piece_kind(p)) & 1));
}

/* The directions (a rank, a file, the two diagonals) that rules: rows: along allows. */
static int row_dirs(const Variant *v, int dirs[4][2])
{
    unsigned along = v->rules.row_along ? v->rules.row_along : ROW_ALONG_ALL;
    int n = 0;
    if (along & ROW_ALONG_RANK)
        dirs[n][0] = 1, dirs[n++][1] = 0;
    if (along & ROW_ALONG_FILE)
        dirs[n][0] = 0, dirs[n++][1] = 1;
    if (along & ROW_ALONG_DIAGONAL) {
        dirs[n][0] = 1, dirs[n++][1] = 1;
        dirs[n][0] = 1, dirs[n++][1] = -1;
    }
    return n;
}

/* `row`: the most of my pieces standing next to each other in one straight line.
 * `line` (gaps): the most of them on one line, whatever stands between. */
static int longest_row(const Variant *v, const Position *pos, Color side, bool gaps)
{
    int dirs[4][2];
    int nd = row_dirs(v, dirs);
    int best = 0;
    for (int i = 0; i < pos->piece_count[side]; i++) {
        Square s = pos->list[side][i];
        if (!counted_at(v, pos, sq_file(s), sq_rank(s), side))
            continue;
        for (int d = 0; d < nd; d++) {
            int dx = dirs[d][0], dy = dirs[d][1];
            int f = sq_file(s) - dx, r = sq_rank(s) - dy;
            bool first = true; /* count each run (line) once, from its first piece */
            for (; pos_on_board(pos, f, r) && first; f -= dx, r -= dy) {
                if (counted_at(v, pos, f, r, side))
                    first = false;
                if (!gaps)
                    break;
            }
            if (!first)
                continue;
            int n = 0;
            for (f = sq_file(s), r = sq_rank(s); pos_on_board(pos, f, r); f += dx, r += dy) {
                if (counted_at(v, pos, f, r, side))
                    n++;
                else if (!gaps)
                    break;
            }
            if (n > best)
                best = n;
        }
    }
    return best;
}

/* `block`: the side of the largest square of the board filled with my pieces (2: four
 * of them on a 2x2 square). */
static int largest_block(const Variant *v, const Position *pos, Color side)
{
    uint8_t size[CSM_SQUARES]; /* the largest filled square with its top right corner here */
    int best = 0;
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++) {
            int n = 0;
            if (counted_at(v, pos, f, r, side)) {
                int below = r ? size[sq_make(f, r - 1)] : 0, left = f ? size[sq_make(f - 1, r)] : 0;
                int diag = r && f ? size[sq_make(f - 1, r - 1)] : 0;
                int m = below < left ? below : left;
                n = (m < diag ? m : diag) + 1;
            }
            size[sq_make(f, r)] = (uint8_t)n;
            if (n > best)
                best = n;
        }
    return best;
}

/* The squares of the board with no piece and no wall (0: the board is full). */
static int empty_squares(const Position *pos)
{
    int n = 0;
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++)
            n += !pos_blocked(pos, sq_make(f, r));
    return n;
}

/* `connected zone.A zone.B`: from a piece of `side` in zone A, a chain of its pieces, each
 * one of the variant's connect steps (rules.connect_steps) from the one before, reaches a
 * piece in zone B (at least one step made). */
static bool connected(const CondQuery *q, Color side, int za, int zb)
{
    static const int STEPS[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    const Position *pos = q->pos;
    const Zone *a = &q->v->zones[za], *b = &q->v->zones[zb];
    unsigned steps = q->v->rules.connect_steps ? q->v->rules.connect_steps : 0xff;
    uint64_t reached[CSM_SQUARES / 64] = {0};
    Square stack[CSM_SQUARES];
    int n = 0;
    for (int i = 0; i < pos->piece_count[side]; i++)
        if (zone_has_side(a, side, pos->list[side][i]))
            stack[n++] = pos->list[side][i];
    while (n > 0) {
        Square s = stack[--n];
        for (int d = 0; d < 8; d++) {
            if (!((steps >> d) & 1))
                continue;
            int f = sq_file(s) + STEPS[d][0], r = sq_rank(s) + STEPS[d][1];
            if ((unsigned)f >= pos->files || (unsigned)r >= pos->ranks)
                continue;
            Square t = sq_make(f, r);
            Piece p = pos->board[t];
            if (!p || piece_color(p) != side || ((reached[t >> 6] >> (t & 63)) & 1))
                continue;
            if (zone_has_side(b, side, t))
                return true;
            reached[t >> 6] |= 1ULL << (t & 63);
            stack[n++] = t;
        }
    }
    return false;
}

/* The value an OP_COUNT node counts (its comparison aside). */
static int count_value(const Cond *c, const CondQuery *q)
{
    const Position *pos = q->pos;
    Color s = side_of(c, q);
    switch ((CountWhat)c->what) {
    case CNT_PIECES: return pos->piece_count[s];
    case CNT_KIND: return pos->kind_count[s][c->kind];
    case CNT_CHECKS: return pos->checks[s];
    case CNT_CAPTURES: return pos->captures[s];
    case CNT_MOVES: return pos->moves_made[s];
    case CNT_PIECES_IN_ZONE: return pieces_in_zone(q, s, -1, c->zone, false);
    case CNT_KIND_IN_ZONE: return pieces_in_zone(q, s, c->kind, c->zone, false);
    case CNT_VAR: return pos->vars[c->var];
    case CNT_POINTS: return points(q, s);
    case CNT_ROW: return longest_row(q->v, pos, s, false);
    case CNT_LINE: return longest_row(q->v, pos, s, true);
    case CNT_BLOCK: return largest_block(q->v, pos, s);
    case CNT_ATTACKED_IN_ZONE: return pieces_in_zone(q, s, -1, c->zone, true);
    case CNT_KIND_ATTACKED_IN_ZONE: return pieces_in_zone(q, s, c->kind, c->zone, true);
    case CNT_HAND: return pos->hand_total[s];
    case CNT_KIND_IN_HAND: return pos->hand[s][c->kind];
    case CNT_EMPTY: return empty_squares(pos);
    case CNT_HALFMOVES: return q->no_claims ? 0 : pos->halfmove; /* a claim, as fifty_moves (perft counts on) */
    default: return q->position_count;
    }
}

/* promotions_only: I am to move, not in check, and every legal move I have promotes the
 * piece it moves (none at all counts too). Sittuyin's draw, which Fairy-Stockfish's perft
 * counts on through, so perft does as for a claim. */
static bool promotions_only(const CondQuery *q)
{
    Position *pos = q->pos;
    Color me = (Color)q->me;
    if (q->no_claims || pos->side != me || rules_in_check(q->v, pos, me))
        return false;
    Move *legal = malloc(CSM_MAX_MOVES * sizeof *legal);
    if (!legal)
        return false;
    CsmRuntimeError ignored = {0};
    int n = rules_legal_moves(q->v, pos, legal, CSM_MAX_MOVES, &ignored);
    bool only = true;
    for (int i = 0; i < n && only; i++)
        only = legal[i].become && legal[i].type != MOVE_DROP;
    free(legal);
    return only;
}

/* check_series: I gave check with a rules.check_series kind somewhere in my unbroken
 * series of checks up to now: the position now (if my move gave check) and the ones after
 * each of my moves before it, back to one that was not check or the game's start. */
static bool check_series(const CondQuery *q)
{
    Position *pos = q->pos;
    Color me = (Color)q->me, them = color_flip(me);
    int i = q->nchecked; /* the history's index of the position now */
    if (pos->side == me) /* my last check stands before my opponent's reply */
        i--;
    else if (!rules_in_check(q->v, pos, them))
        return false;
    else if (rules_checked_by(q->v, pos, them, q->v->rules.check_series))
        return true;
    else
        i -= 2;
    for (; i >= 0 && q->checked; i -= 2) {
        if (!(q->checked[i] & COND_CHECKED))
            return false;
        if (q->checked[i] & COND_CHECKED_BY_SERIES)
            return true;
    }
    return false;
}

static bool name_holds(const Cond *c, const CondQuery *q)
{
    Position *pos = q->pos;
    Color me = (Color)q->me;
    switch ((NameAtom)c->what) {
    case NAME_CHECKMATE:
        return pos->side == color_flip(me) && q->legal_count == 0 && rules_in_check(q->v, pos, color_flip(me));
    case NAME_STALEMATE: {
        Color who = side_of(c, q); /* me, or the side named (opponent.stalemate) */
        return pos->side == who && q->legal_count == 0 && !rules_in_check(q->v, pos, who);
    }
    case NAME_NO_MOVES:
        return pos->side == side_of(c, q) && q->legal_count == 0;
    case NAME_CHECK:
        return rules_in_check(q->v, pos, color_flip(me));
    case NAME_REPETITION:
        return q->position_count >= 3;
    case NAME_FIFTY_MOVES:
        return !q->no_claims && pos->halfmove >= 100 + q->fifty_extra;
    case NAME_INSUFFICIENT:
        if (cond_set_count(q->v->cannot_win) > 0 && !q->judging_material)
            return cond_side_cannot_win(q, WHITE) && cond_side_cannot_win(q, BLACK);
        return insufficient(c, pos, q->v->nkinds);
    case NAME_PERPETUAL_CHECK:
        return q->perpetual[side_of(c, q)];
    case NAME_PERPETUAL_CHASE:
        return q->chasing[side_of(c, q)];
    case NAME_MOVE_REPETITION:
        return q->shuttled[side_of(c, q)];
    case NAME_CHECK_SERIES:
        return check_series(q);
    case NAME_CASTLED_KINGSIDE: /* my last move castled away from file a */
        return pos->side != me && pos->last_castle == 2;
    case NAME_CASTLED_QUEENSIDE:
        return pos->side != me && pos->last_castle == 1;
    case NAME_CASTLING_KINGSIDE: /* the right is still held (castling may be impossible just now) */
        return (pos->castling >> (side_of(c, q) * 2 + 1)) & 1;
    case NAME_CASTLING_QUEENSIDE:
        return (pos->castling >> (side_of(c, q) * 2)) & 1;
    case NAME_WHITE:
        return me == WHITE;
    case NAME_BLACK:
        return me == BLACK;
    case NAME_MOVED:
        return pos->side != me;
    case NAME_BIKJANG: /* a pass left the generals facing: FSF ends the game there */
        return pos->passes >= 1 && rules_royals_face(q->v, pos);
    case NAME_DOUBLE_PASS:
        return pos->passes >= 2;
    case NAME_PROMOTIONS_ONLY:
        return promotions_only(q);
    case NAME_COUNTING_EXPIRED: /* the count ran out, unless the side to move is mated */
        return !q->no_claims && pos->count_limit && pos->count_ply > pos->count_limit &&
               (q->legal_count > 0 || !rules_in_check(q->v, pos, (Color)pos->side));
    default:
        return false;
    }
}

bool cond_holds(const Cond *c, const CondQuery *q)
{
    switch ((CondOp)c->op) {
    case OP_OR:
        return cond_holds(c->a, q) || cond_holds(c->b, q);
    case OP_AND:
        return cond_holds(c->a, q) && cond_holds(c->b, q);
    case OP_NOT:
        return !cond_holds(c->a, q);
    case OP_NAME:
        return name_holds(c, q);
    case OP_ZONE:
    case OP_RANK:
    case OP_FILE:
        return any_piece(c, q, side_of(c, q));
    case OP_CAPTURED: {
        Color s = side_of(c, q);
        int now = q->pos->kind_count[s][c->kind];
        return q->start_kinds ? now < q->start_kinds[s][c->kind] : now == 0;
    }
    case OP_COUNT:
        return compare(count_value(c, q), (Cmp)c->cmp, c->arg);
    case OP_COMPARE:
        return compare(count_value(c->a, q) + c->a->arg, (Cmp)c->cmp, count_value(c->b, q) + c->b->arg);
    case OP_CONNECTED:
        return connected(q, side_of(c, q), c->zone, c->arg);
    case OP_CHECK_BY: {
        Color them = color_flip(side_of(c, q));
        uint64_t kind = 1ULL << c->kind;
        if (c->arg) /* only by: in check, and by no other kind */
            return rules_in_check(q->v, q->pos, them) && !rules_checked_by(q->v, q->pos, them, ~kind);
        return rules_checked_by(q->v, q->pos, them, kind);
    }
    }
    return false;
}

/* `insufficient` needs, without cannot_win conditions, the standard rule to hold; with
 * them, each colour to be within the piece caps of one of them (cond_side_cannot_win). */
static bool insufficient_may_hold(const Cond *c, const CondQuery *q)
{
    const CondSet *set = q->v->cannot_win;
    if (cond_set_count(set) == 0)
        return insufficient(c, q->pos, q->v->nkinds);
    CondQuery mine = *q;
    for (int side = 0; side < 2; side++) {
        mine.me = side;
        bool any = false;
        for (int i = 0; i < set->count && !any; i++)
            any = within_caps(&set->items[i], &mine);
        if (!any)
            return false;
    }
    return true;
}

static bool atom_may_hold(const Cond *c, const CondQuery *q)
{
    return c->op == OP_NAME ? insufficient_may_hold(c, q) : cond_holds(c, q);
}

/* Could the entry hold for either colour it is judged for? The colour-blind tests first. */
static bool entry_may_hold(const CondEntry *e, CondQuery *q)
{
    const CondGuard *g = &e->guard;
    if ((e->needs_no_moves && q->legal_count > 0) || q->position_count < g->min_positions ||
        q->pos->halfmove < g->min_halfmove)
        return false;
    q->me = WHITE;
    if (g->atom && !g->atom_reads_me && !atom_may_hold(g->atom, q))
        return false;
    for (int me = WHITE; me <= BLACK; me++) {
        q->me = me;
        if ((e->only_for < 0 || e->only_for == me) && within_caps(e, q) &&
            (!g->atom || !g->atom_reads_me || atom_may_hold(g->atom, q)))
            return true;
    }
    return false;
}

bool cond_set_may_hold(const CondSet *set, CondQuery *q)
{
    for (int i = 0; set && i < set->count; i++)
        if (entry_may_hold(&set->items[i], q))
            return true;
    return false;
}

/* ---- printing --------------------------------------------------------------------------- */

typedef struct Out {
    char *buf;
    size_t size, len;
} Out;

static void put(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(Out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(o->len < o->size ? o->buf + o->len : NULL, o->len < o->size ? o->size - o->len : 0, fmt, ap);
    va_end(ap);
    if (w > 0)
        o->len += (size_t)w;
}

static int prec(const Cond *c) { return c->op == OP_OR ? 1 : c->op == OP_AND ? 2 : c->op == OP_NOT ? 3 : 4; }

static void put_side(Out *o, const Cond *c)
{
    if (c->side != SIDE_ME)
        put(o, "%s.", SIDE_WORDS[c->side]);
}

static void print_kind(const Cond *c, const Variant *v, char *kind, size_t size)
{
    snprintf(kind, size, "?");
    if (c->kind >= 0 && v && c->kind < v->nkinds) {
        snprintf(kind, size, "%s", v->kinds[c->kind].name);
        kind[0] = (char)toupper((unsigned char)kind[0]);
    }
}

/* A count without its comparison: `opponent.pieces`, `Queen in zone.goal`, `var mode`. */
static void put_count(Out *o, const Cond *c, const Variant *v)
{
    char kind[CSM_NAME_MAX];
    print_kind(c, v, kind, sizeof kind);
    const char *zone = v && c->zone >= 0 && c->zone < v->nzones ? v->zones[c->zone].name : "?";
    put_side(o, c);
    switch ((CountWhat)c->what) {
    case CNT_KIND: put(o, "%s", kind); break;
    case CNT_PIECES_IN_ZONE: put(o, "pieces in zone.%s", zone); break;
    case CNT_ATTACKED_IN_ZONE: put(o, "attacked in zone.%s", zone); break;
    case CNT_HAND: put(o, "pieces in hand"); break;
    case CNT_KIND_IN_HAND: put(o, "%s in hand", kind); break;
    case CNT_KIND_IN_ZONE: put(o, "%s in zone.%s", kind, zone); break;
    case CNT_KIND_ATTACKED_IN_ZONE: put(o, "%s attacked in zone.%s", kind, zone); break;
    case CNT_VAR: put(o, "var %s", v && c->var >= 0 && c->var < v->sym.nvars ? v->sym.vars[c->var] : "?"); break;
    default: put(o, "%s", COUNT_WORDS[c->what]); break;
    }
}

static void print_node(Out *o, const Cond *c, const Variant *v, int min_prec)
{
    bool paren = prec(c) < min_prec;
    if (paren)
        put(o, "(");
    /* piece names print capitalised, as ChessLang writes them (`King`); they match either way */
    char kind[CSM_NAME_MAX] = "?";
    if (c->kind >= 0 && v && c->kind < v->nkinds) {
        snprintf(kind, sizeof kind, "%s", v->kinds[c->kind].name);
        kind[0] = (char)toupper((unsigned char)kind[0]);
    }
    switch ((CondOp)c->op) {
    case OP_OR:
    case OP_AND:
        print_node(o, c->a, v, prec(c));
        put(o, c->op == OP_OR ? " or " : " and ");
        print_node(o, c->b, v, prec(c) + 1);
        break;
    case OP_NOT:
        put(o, "not ");
        print_node(o, c->a, v, 3);
        break;
    case OP_NAME:
        put(o, "%s", NAME_WORDS[c->what]);
        break;
    case OP_ZONE:
        put_side(o, c);
        put(o, "%s in zone.%s", kind, v && c->arg < v->nzones ? v->zones[c->arg].name : "?");
        break;
    case OP_RANK:
        put_side(o, c);
        put(o, "%s on rank %d", kind, c->arg + 1);
        break;
    case OP_FILE:
        put_side(o, c);
        put(o, "%s on file %c", kind, 'a' + c->arg);
        break;
    case OP_CAPTURED:
        if (c->side != SIDE_OPPONENT)
            put_side(o, c);
        put(o, "%s captured", kind);
        break;
    case OP_CONNECTED:
        put_side(o, c);
        put(o, "connected zone.%s zone.%s", v && c->zone < v->nzones ? v->zones[c->zone].name : "?",
            v && c->arg < v->nzones ? v->zones[c->arg].name : "?");
        break;
    case OP_CHECK_BY:
        put_side(o, c);
        put(o, "check %sby %s", c->arg ? "only " : "", kind);
        break;
    case OP_COUNT:
        put_count(o, c, v);
        put(o, " %s %d", CMP_WORDS[c->cmp], (int)c->arg);
        break;
    case OP_COMPARE:
        put_count(o, c->a, v);
        if (c->a->arg)
            put(o, " %c %d", c->a->arg > 0 ? '+' : '-', abs((int)c->a->arg));
        put(o, " %s ", CMP_WORDS[c->cmp]);
        put_count(o, c->b, v);
        if (c->b->arg)
            put(o, " %c %d", c->b->arg > 0 ? '+' : '-', abs((int)c->b->arg));
        break;
    }
    if (paren)
        put(o, ")");
}

int cond_print(const Cond *c, const Variant *v, char *buf, size_t size)
{
    Out o = {buf, size, 0};
    if (buf && size)
        buf[0] = '\0';
    if (c)
        print_node(&o, c, v, 0);
    return (int)o.len;
}

int cond_set_check_target(const CondSet *victory, int side)
{
    int best = 0;
    for (int i = 0; victory && i < victory->count; i++) {
        CondGoal goals[32];
        int n = cond_goals(victory->items[i].cond, goals, 32);
        for (int g = 0; g < n && g < 32; g++) {
            if (goals[g].type != COND_GOAL_CHECKS)
                continue;
            /* "me" is each player in turn; a named side only that one */
            bool mine = goals[g].side == 0 || (goals[g].side == 2 && side == 0) || (goals[g].side == 3 && side == 1);
            if (mine && (best == 0 || goals[g].arg < best))
                best = goals[g].arg;
        }
    }
    return best;
}

bool cond_set_uses_perpetual(const CondSet *set) { return set_uses_name(set, NAME_PERPETUAL_CHECK); }

bool cond_set_uses_check_series(const CondSet *set) { return set_uses_name(set, NAME_CHECK_SERIES); }
