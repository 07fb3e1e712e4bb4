/* csm_compile.c — Chessembly text to bytecode.
 *
 * One pass over the tokens builds each chain's instructions and remembers, per
 * expression, its block and source position; a second step per chain resolves
 * repeat / jmp / jne / while targets. Every error is reported (with recovery to the
 * next expression or chain), and a program with errors is not returned. */
#include "csm.h"
#include "csm_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- opcode table from the X-macro ------------------------------------------ */

typedef struct OpInfo {
    const char *name;
    const char *sig;
    const char *params;
    int flags;
} OpInfo;

static const OpInfo op_info[CSM_OP_COUNT] = {
#define CSM_X_INFO(name, text, sig, params, flags, doc) {text, sig, params, flags},
    CSM_OPCODES(CSM_X_INFO)
#undef CSM_X_INFO
};

const char *csm_op_name(int op)
{
    static const char *internal[CSM_OP_COUNT] = {
#define CSM_X_NAME(name, text, sig, params, flags, doc) #name,
        CSM_OPCODES(CSM_X_NAME)
#undef CSM_X_NAME
    };
    if (op < 0 || op >= CSM_OP_COUNT)
        return "?";
    return op_info[op].name ? op_info[op].name : internal[op];
}

/* ---- symbols ------------------------------------------------------------------ */

void csm_symbols_init(CsmSymbols *sym)
{
    memset(sym, 0, sizeof *sym);
}

int csm_symbols_find_kind(const CsmSymbols *sym, const char *name)
{
    for (int i = 0; i < sym->nkinds; i++)
        if (strcmp(sym->kinds[i], name) == 0)
            return i;
    return -1;
}

int csm_symbols_kind(CsmSymbols *sym, const char *name, bool create)
{
    int k = csm_symbols_find_kind(sym, name);
    if (k >= 0 || !create)
        return k;
    if (sym->nkinds >= CSM_MAX_KINDS || strlen(name) >= CSM_NAME_MAX)
        return -1;
    strcpy(sym->kinds[sym->nkinds], name);
    return sym->nkinds++;
}

int csm_symbols_find_var(const CsmSymbols *sym, const char *name)
{
    for (int i = 0; i < sym->nvars; i++)
        if (strcmp(sym->vars[i], name) == 0)
            return i;
    return -1;
}

int csm_symbols_var(CsmSymbols *sym, const char *name, bool create)
{
    int v = csm_symbols_find_var(sym, name);
    if (v >= 0 || !create)
        return v;
    if (sym->nvars >= CSM_MAX_VARS || strlen(name) >= CSM_NAME_MAX)
        return -1;
    strcpy(sym->vars[sym->nvars], name);
    return sym->nvars++;
}

static int symbols_set_action(CsmSymbols *sym, int var, int32_t value)
{
    for (int i = 0; i < sym->nsets; i++)
        if (sym->sets[i].var == var && sym->sets[i].value == value)
            return i;
    if (sym->nsets >= CSM_MAX_SET_ACTIONS)
        return -1;
    sym->sets[sym->nsets].var = (uint8_t)var;
    sym->sets[sym->nsets].value = value;
    return sym->nsets++;
}

/* ---- lexer -------------------------------------------------------------------- */

typedef enum TokKind {
    TOK_NAME, TOK_INT, TOK_LPAREN, TOK_RPAREN, TOK_COMMA, TOK_LBRACE, TOK_RBRACE,
    TOK_SEMI, TOK_EOF
} TokKind;

static const char *tok_desc[] = {"a name", "a number", "'('", "')'", "','", "'{'", "'}'", "';'",
                                 "the end of the script"};

typedef struct Token {
    TokKind kind;
    int line, col;
    const char *start;
    int len;
    long long value;     /* TOK_INT */
    bool overflow;       /* TOK_INT too large */
    bool reported;       /* TOK_NAME with upper-case letters, already reported */
} Token;

typedef struct Compiler {
    const char *src;
    const char *p;
    int line, col;
    Token tok;           /* current token */
    const CsmSourceMap *map;
    CsmSymbols *sym;
    DiagSink *diags;
    int errors;
    /* output */
    CsmInstr *code;
    int ncode, capcode;
    CsmChain *chains;
    int nchains, capchains;
    CsmWarning *warnings;
    int nwarnings, capwarnings;
} Compiler;

static void error_at(Compiler *c, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void error_at(Compiler *c, int line, int col, const char *fmt, ...)
{
    int fl = line, fc = col;
    const char *file = NULL;
    if (c->map) {
        file = c->map->file;
        csm_map_point(c->map, line, col, &fl, &fc);
    }
    va_list ap;
    va_start(ap, fmt);
    if (c->diags)
        diag_vadd(c->diags, file, fl, fc, fmt, ap);
    va_end(ap);
    c->errors++;
}

static int mapped_line(const Compiler *c, int line, int col)
{
    int fl, fc;
    csm_map_point(c->map, line, col, &fl, &fc);
    return fl;
}

/* The file column of script column `col` on script line `line`. */
static int mapped_col(const Compiler *c, int line, int col)
{
    int fl, fc;
    csm_map_point(c->map, line, col, &fl, &fc);
    return fc;
}

static void advance_char(Compiler *c)
{
    if (*c->p == '\n') {
        c->line++;
        c->col = 1;
    } else {
        c->col++;
    }
    c->p++;
}

static bool is_name_start(int ch) { return ch >= 'a' && ch <= 'z'; }
static bool is_name_char(int ch) { return is_name_start(ch) || (ch >= '0' && ch <= '9') || ch == '-'; }
static bool is_upper(int ch) { return ch >= 'A' && ch <= 'Z'; }

static void next_token(Compiler *c)
{
    for (;;) {
        while (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')
            advance_char(c);
        if (*c->p == '#') {
            while (*c->p && *c->p != '\n')
                advance_char(c);
            continue;
        }
        Token *t = &c->tok;
        t->line = c->line;
        t->col = c->col;
        t->start = c->p;
        t->len = 1;
        t->overflow = false;
        t->reported = false;
        char ch = *c->p;
        switch (ch) {
        case '\0': t->kind = TOK_EOF; t->len = 0; return;
        case '(': t->kind = TOK_LPAREN; advance_char(c); return;
        case ')': t->kind = TOK_RPAREN; advance_char(c); return;
        case ',': t->kind = TOK_COMMA; advance_char(c); return;
        case '{': t->kind = TOK_LBRACE; advance_char(c); return;
        case '}': t->kind = TOK_RBRACE; advance_char(c); return;
        case ';': t->kind = TOK_SEMI; advance_char(c); return;
        default: break;
        }
        if (is_name_start((unsigned char)ch) || is_upper((unsigned char)ch)) {
            /* A name with upper-case letters is one error for the whole name; the
             * token still counts as a name so that the rest of the line parses. */
            bool upper = false;
            while (is_name_char((unsigned char)*c->p) || is_upper((unsigned char)*c->p)) {
                upper |= is_upper((unsigned char)*c->p);
                advance_char(c);
            }
            t->kind = TOK_NAME;
            t->len = (int)(c->p - t->start);
            if (upper) {
                error_at(c, t->line, t->col, "'%.*s': names are written in lower case", t->len > 40 ? 40 : t->len,
                         t->start);
                t->reported = true;
            }
            return;
        }
        if (isdigit((unsigned char)ch) || ((ch == '-' || ch == '+') && isdigit((unsigned char)c->p[1]))) {
            bool neg = ch == '-';
            if (ch == '-' || ch == '+')
                advance_char(c);
            long long v = 0;
            while (isdigit((unsigned char)*c->p)) {
                if (v < 100000000000LL)
                    v = v * 10 + (*c->p - '0');
                else
                    t->overflow = true;
                advance_char(c);
            }
            t->kind = TOK_INT;
            t->value = neg ? -v : v;
            t->len = (int)(c->p - t->start);
            if (is_name_char((unsigned char)*c->p) || is_upper((unsigned char)*c->p)) {
                error_at(c, c->line, c->col, "unexpected '%c' right after the number", *c->p);
                while (is_name_char((unsigned char)*c->p) || is_upper((unsigned char)*c->p))
                    advance_char(c);
            }
            return;
        }
        if ((unsigned char)ch < 0x20 || (unsigned char)ch >= 0x7f)
            error_at(c, c->line, c->col, "unexpected character (byte 0x%02x)", (unsigned char)ch);
        else
            error_at(c, c->line, c->col, "unexpected character '%c'", ch);
        advance_char(c);
    }
}

/* ---- code emission ------------------------------------------------------------ */

static int emit(Compiler *c, int op, int a, int b, int32_t v)
{
    if (c->ncode == c->capcode) {
        int cap = c->capcode ? c->capcode * 2 : 64;
        CsmInstr *code = realloc(c->code, (size_t)cap * sizeof *code);
        if (!code) {
            error_at(c, c->tok.line, c->tok.col, "out of memory");
            return c->ncode - 1;
        }
        c->code = code;
        c->capcode = cap;
    }
    CsmInstr *in = &c->code[c->ncode];
    in->op = (uint8_t)op;
    in->a = (int16_t)a;
    in->b = (int16_t)b;
    in->c = v;
    return c->ncode++;
}

/* ---- chain parsing ------------------------------------------------------------ */

enum { MAX_EXPRS_PER_CHAIN = 4096, MAX_NESTING = 64, MAX_ARGS = 3 };

typedef struct ExprRec {
    int ip;          /* instruction of this expression */
    int block;       /* id of the innermost block holding it (0: chain level) */
    int line, col;
    int op;
    long long arg;   /* repeat / label / jmp / jne number */
    bool bad;        /* its arguments were wrong (reported): no follow-on errors */
} ExprRec;

typedef struct Arg {
    bool is_int;
    long long value;
    bool overflow;
    bool reported;  /* a name already reported by the lexer */
    char name[CSM_NAME_MAX + 8];
    int line, col;
} Arg;

typedef struct ChainState {
    ExprRec *exprs;
    int nexprs;
    int block_stack[MAX_NESTING + 1]; /* block ids; [0] = 0 for the chain level */
    int block_ip[MAX_NESTING + 1];    /* BLOCK_BEGIN instruction of each open block */
    int block_line[MAX_NESTING + 1], block_col[MAX_NESTING + 1];
    int depth;
    int next_block_id;
    bool overflowed;
} ChainState;

static int lookup_op(const Token *t)
{
    for (int op = 0; op < CSM_OP_COUNT; op++) {
        const char *n = op_info[op].name;
        if (n && (int)strlen(n) == t->len && strncmp(n, t->start, (size_t)t->len) == 0)
            return op;
    }
    return -1;
}

/* Skips to the end of a broken argument list: the next ')' or a token that cannot be
 * inside one. */
static void skip_args(Compiler *c)
{
    while (c->tok.kind != TOK_RPAREN && c->tok.kind != TOK_SEMI && c->tok.kind != TOK_EOF &&
           c->tok.kind != TOK_LBRACE && c->tok.kind != TOK_RBRACE)
        next_token(c);
    if (c->tok.kind == TOK_RPAREN)
        next_token(c);
}

/* Parses "(a, b, ...)" after an expression name. Returns the count, or -1 after an
 * error (already reported and skipped). */
static int parse_args(Compiler *c, const char *expr, Arg *args)
{
    int n = 0;
    int open_line = c->tok.line, open_col = c->tok.col;
    next_token(c); /* '(' */
    if (c->tok.kind == TOK_RPAREN) {
        next_token(c);
        return 0;
    }
    for (;;) {
        Token *t = &c->tok;
        if (t->kind != TOK_INT && t->kind != TOK_NAME) {
            error_at(c, t->line, t->col, "expected an argument of '%s' (a number or a name), found %s", expr,
                     tok_desc[t->kind]);
            skip_args(c);
            return -1;
        }
        if (n < MAX_ARGS) {
            Arg *a = &args[n];
            a->is_int = t->kind == TOK_INT;
            a->value = t->value;
            a->overflow = t->overflow;
            a->reported = t->reported;
            a->line = t->line;
            a->col = t->col;
            int len = t->len < (int)sizeof a->name - 1 ? t->len : (int)sizeof a->name - 1;
            memcpy(a->name, t->start, (size_t)len);
            a->name[len] = '\0';
            if (t->kind == TOK_NAME && t->len >= CSM_NAME_MAX) {
                error_at(c, t->line, t->col, "name '%.*s...' is too long (at most %d characters)", 16, t->start,
                         CSM_NAME_MAX - 1);
            }
        }
        n++;
        next_token(c);
        if (c->tok.kind == TOK_COMMA) {
            next_token(c);
            continue;
        }
        if (c->tok.kind == TOK_RPAREN) {
            next_token(c);
            return n;
        }
        if (c->tok.kind == TOK_SEMI || c->tok.kind == TOK_EOF)
            error_at(c, c->tok.line, c->tok.col, "expected ')' to close the '(' of '%s' at %d:%d, found %s", expr,
                     mapped_line(c, open_line, open_col), mapped_col(c, open_line, open_col), tok_desc[c->tok.kind]);
        else
            error_at(c, c->tok.line, c->tok.col, "expected ',' or ')' in the arguments of '%s', found %s", expr,
                     tok_desc[c->tok.kind]);
        skip_args(c);
        return -1;
    }
}

static void record_expr(Compiler *c, ChainState *cs, int ip, int line, int col, int op, long long arg)
{
    if (cs->nexprs >= MAX_EXPRS_PER_CHAIN) {
        if (!cs->overflowed)
            error_at(c, line, col, "chain is too long (more than %d expressions)", MAX_EXPRS_PER_CHAIN);
        cs->overflowed = true;
        return;
    }
    ExprRec *e = &cs->exprs[cs->nexprs++];
    e->ip = ip;
    e->block = cs->block_stack[cs->depth];
    e->line = line;
    e->col = col;
    e->op = op;
    e->arg = arg;
    e->bad = false;
}

/* Records an expression whose name or arguments were already reported as wrong. It
 * still counts for repeat, but its number takes part in no label / jmp check. */
static void record_bad(Compiler *c, ChainState *cs, int op, int line, int col)
{
    if (op < 0)
        op = CSM_OP_NOT; /* a neutral placeholder */
    int before = cs->nexprs;
    record_expr(c, cs, emit(c, op, 0, 0, 0), line, col, op, 0);
    if (cs->nexprs > before)
        cs->exprs[cs->nexprs - 1].bad = true;
}

static const char *plural(int n) { return n == 1 ? "" : "s"; }

/* Parses one expression starting at a TOK_NAME. */
/* `unknown expression 'x'`, with the closest expression name when there is one. */
static void unknown_expression(Compiler *c, int line, int col, const char *text)
{
    const char *names[CSM_OP_COUNT];
    for (int i = 0; i < CSM_OP_COUNT; i++)
        names[i] = op_info[i].name;
    const char *hint = diag_suggest(text, names, CSM_OP_COUNT);
    if (hint)
        error_at(c, line, col, "unknown expression '%s' (did you mean '%s'?)", text, hint);
    else
        error_at(c, line, col, "unknown expression '%s'", text);
}

/* A number argument of `op`: in range, or a step so far that it leaves every board. */
static bool number_arg(Compiler *c, int op, const char *text, const OpInfo *info, const Arg *a, int i, int *out)
{
    if (!a->is_int) {
        error_at(c, a->line, a->col, "argument %d of '%s' (%s) must be a number, found the name '%s'", i + 1,
                 text, info->params, a->name);
        return false;
    }
    long long lim = (op == CSM_OP_IF_STATE || op == CSM_OP_SET_STATE || op == CSM_OP_LABEL ||
                     op == CSM_OP_JMP || op == CSM_OP_JNE)
                        ? 2147483647LL
                        : (op == CSM_OP_REPEAT ? MAX_EXPRS_PER_CHAIN : 127);
    if (lim == 127 && (a->overflow || a->value > lim || a->value < -lim)) {
        /* A step that far leaves any board (at most 16x16) from any anchor, as
         * does ±127: the expression is simply false there (§4, §6). */
        *out = a->value < 0 ? -127 : 127;
        return true;
    }
    if (a->overflow || a->value > lim || a->value < -lim) {
        error_at(c, a->line, a->col, "number %s is out of range for '%s' (at most %lld in size)", a->name,
                 text, lim);
        return false;
    }
    *out = (int)a->value;
    return true;
}

/* A name argument of `op`: a zone, a game variable or a piece kind, looked up. */
static bool name_arg(Compiler *c, int op, const char *text, const Arg *a, int i, int *kind, int *var)
{
    bool ok = true;
    if (a->is_int) {
        error_at(c, a->line, a->col, "argument %d of '%s' must be a %s name, found the number %s", i + 1,
                 text,
                 (op == CSM_OP_IF_STATE || op == CSM_OP_SET_STATE) ? "variable"
                 : op == CSM_OP_ZONE                                ? "zone"
                                                                    : "piece",
                 a->name);
        return false;
    }
    if (strlen(a->name) >= CSM_NAME_MAX) {
        return false;
    }
    if (op == CSM_OP_ZONE) {
        *kind = -1; /* the zone index travels in `kind` */
        for (int z = 0; z < c->sym->nzones; z++)
            if (!strcmp(c->sym->zones[z], a->name))
                *kind = z;
        if (*kind < 0) {
            error_at(c, a->line, a->col, "unknown zone '%s' in 'zone' (zones are declared under board: zones:)",
                     a->name);
            ok = false;
        }
    } else if (op == CSM_OP_IF_STATE || op == CSM_OP_SET_STATE) {
        *var = csm_symbols_var(c->sym, a->name, true);
        if (*var < 0) {
            error_at(c, a->line, a->col, "too many game variables (at most %d)", CSM_MAX_VARS);
            ok = false;
        }
    } else {
        *kind = csm_symbols_kind(c->sym, a->name, c->sym->auto_kinds);
        if (*kind < 0) {
            if (c->sym->auto_kinds)
                error_at(c, a->line, a->col, "too many piece kinds (at most %d)", CSM_MAX_KINDS);
            else {
                const char *hint =
                    diag_suggest_table(a->name, c->sym->kinds[0], c->sym->nkinds, CSM_NAME_MAX);
                error_at(c, a->line, a->col, "unknown piece '%s' in '%s'%s%s%s", a->name, text,
                         hint ? " (did you mean '" : "", hint ? hint : "", hint ? "'?)" : "");
            }
            ok = false;
        }
    }

    return ok;
}

static void parse_expression(Compiler *c, ChainState *cs)
{
    Token name = c->tok;
    int line = name.line, col = name.col;
    char text[64];
    int tl = name.len < 63 ? name.len : 63;
    memcpy(text, name.start, (size_t)tl);
    text[tl] = '\0';
    int op = lookup_op(&name);
    next_token(c);
    bool has_parens = c->tok.kind == TOK_LPAREN;
    Arg args[MAX_ARGS];
    int nargs = 0;
    if (has_parens) {
        nargs = parse_args(c, text, args);
        if (nargs < 0) {
            if (op < 0 && !name.reported)
                unknown_expression(c, line, col, text);
            record_bad(c, cs, op, line, col);
            return;
        }
    }
    if (op < 0) {
        if (!name.reported)
            unknown_expression(c, line, col, text);
        /* keep expression counting right for later repeat checks */
        record_bad(c, cs, -1, line, col);
        return;
    }
    /* The two bare forms. */
    if (!has_parens && op == CSM_OP_SET_STATE)
        op = CSM_OP_SET_STATE_POP;
    else if (!has_parens && op == CSM_OP_TRANSITION)
        op = CSM_OP_TRANSITION_NONE;

    const OpInfo *info = &op_info[op];
    int want = (int)strlen(info->sig);
    if (nargs != want) {
        if (want == 0)
            error_at(c, line, col, "'%s' takes no arguments", text);
        else
            error_at(c, line, col, "'%s' takes %d argument%s (%s), got %d", text, want, plural(want), info->params,
                     nargs);
        record_bad(c, cs, op, line, col);
        return;
    }
    int ival[MAX_ARGS] = {0};
    int kind = -1, var = -1;
    bool ok = true;
    for (int i = 0; i < want; i++) {
        Arg *a = &args[i];
        char need = info->sig[i];
        if (a->reported) {
            ok = false;
            continue;
        }
        bool good = need == 'i' ? number_arg(c, op, text, info, a, i, &ival[i])
                                : name_arg(c, op, text, a, i, &kind, &var);
        ok = ok && good;
    }
    int ip;
    switch (op) {
    case CSM_OP_PIECE_ON:
    case CSM_OP_ZONE: ip = emit(c, op, ival[1], ival[2], kind); break;
    case CSM_OP_PIECE:
    case CSM_OP_TRANSITION: ip = emit(c, op, 0, 0, kind); break;
    case CSM_OP_IF_STATE: ip = emit(c, op, var, 0, ival[1]); break;
    case CSM_OP_SET_STATE: {
        int action = ok ? symbols_set_action(c->sym, var, ival[1]) : 0;
        if (action >= 0 && !csm_setlists_create(c->sym)) {
            error_at(c, line, col, "out of memory");
            ok = false;
        } else if (action < 0) {
            error_at(c, line, col, "too many different set-state actions (at most %d)", CSM_MAX_SET_ACTIONS);
            ok = false;
        }
        ip = emit(c, op, var, 0, action);
        break;
    }
    case CSM_OP_REPEAT:
        if (ok && ival[0] < 1) {
            error_at(c, args[0].line, args[0].col, "repeat(%d): the count must be at least 1", ival[0]);
            ok = false;
        }
        ip = emit(c, op, 0, 0, ival[0]);
        break;
    case CSM_OP_LABEL:
    case CSM_OP_JMP:
    case CSM_OP_JNE: ip = emit(c, op, 0, 0, ival[0]); break;
    default: ip = emit(c, op, ival[0], ival[1], 0); break;
    }
    int before = cs->nexprs;
    record_expr(c, cs, ip, line, col, op, want > 0 && info->sig[want - 1] == 'i' ? ival[want - 1] : 0);
    if (!ok && cs->nexprs > before)
        cs->exprs[cs->nexprs - 1].bad = true;
}

/* Resolves repeat, jmp/jne and do/while targets of one chain. */
static void resolve_chain(Compiler *c, ChainState *cs)
{
    /* do ... while: a stack of open do's. Block ids grow in source order, so when a
     * while in block B looks down the stack, a do of a block with a larger id sits in a
     * block opened after B's '{' and already closed: it can never get its while (report
     * it now and drop it). A do of block B is its partner. A do of a smaller id is in an
     * enclosing or an earlier block: no do of B is open, the while has no partner. */
    int do_stack[MAX_EXPRS_PER_CHAIN];
    int ndo = 0;
    for (int i = 0; i < cs->nexprs; i++) {
        ExprRec *e = &cs->exprs[i];
        if (e->op == CSM_OP_DO) {
            do_stack[ndo++] = i;
        } else if (e->op == CSM_OP_WHILE) {
            while (ndo > 0 && cs->exprs[do_stack[ndo - 1]].block > e->block) {
                ExprRec *d = &cs->exprs[do_stack[--ndo]];
                error_at(c, d->line, d->col, "'do' without 'while' in its block");
            }
            if (ndo > 0 && cs->exprs[do_stack[ndo - 1]].block == e->block) {
                c->code[e->ip].a = (int16_t)cs->exprs[do_stack[--ndo]].ip;
            } else if (ndo > 0) {
                ExprRec *d = &cs->exprs[do_stack[ndo - 1]];
                error_at(c, e->line, e->col, "'while' must be in the same block as its 'do' (the open 'do' is at %d:%d)",
                         mapped_line(c, d->line, d->col), mapped_col(c, d->line, d->col));
            } else {
                error_at(c, e->line, e->col, "'while' without 'do'");
            }
        }
    }
    for (int k = 0; k < ndo; k++) {
        ExprRec *d = &cs->exprs[do_stack[k]];
        error_at(c, d->line, d->col, "'do' without 'while' in its block");
    }
    /* labels */
    for (int i = 0; i < cs->nexprs; i++) {
        ExprRec *e = &cs->exprs[i];
        if (e->op != CSM_OP_LABEL || e->bad)
            continue;
        for (int j = 0; j < i; j++) {
            ExprRec *f = &cs->exprs[j];
            if (f->op == CSM_OP_LABEL && !f->bad && f->arg == e->arg) {
                error_at(c, e->line, e->col, "label(%lld) is used twice in this chain (first at %d:%d)", e->arg,
                         mapped_line(c, f->line, f->col), mapped_col(c, f->line, f->col));
                break;
            }
        }
    }
    /* a label whose number could not be read may be the one a jmp wants: no error then */
    bool bad_label = false;
    for (int i = 0; i < cs->nexprs; i++)
        if (cs->exprs[i].op == CSM_OP_LABEL && cs->exprs[i].bad)
            bad_label = true;
    for (int i = 0; i < cs->nexprs; i++) {
        ExprRec *e = &cs->exprs[i];
        if (e->bad)
            continue;
        if (e->op == CSM_OP_JMP || e->op == CSM_OP_JNE) {
            int target = -1;
            bool elsewhere = false;
            for (int j = 0; j < cs->nexprs; j++) {
                ExprRec *f = &cs->exprs[j];
                if (f->op == CSM_OP_LABEL && !f->bad && f->arg == e->arg) {
                    if (f->block == e->block) {
                        target = f->ip;
                        break;
                    }
                    elsewhere = true;
                }
            }
            if (target < 0 && !bad_label)
                error_at(c, e->line, e->col, "%s(%lld) has no label(%lld) in its block%s",
                         e->op == CSM_OP_JMP ? "jmp" : "jne", e->arg, e->arg,
                         elsewhere ? " (a label in another block cannot be reached)" : "");
            else
                c->code[e->ip].a = (int16_t)target;
        } else if (e->op == CSM_OP_REPEAT && e->arg >= 1) {
            long long t = i - e->arg;
            if (t < 0)
                error_at(c, e->line, e->col, "repeat(%lld) reaches back past the start of its chain", e->arg);
            else if (cs->exprs[t].block != e->block)
                error_at(c, e->line, e->col,
                         "repeat(%lld) target '%s' at %d:%d lies outside the repeat's own block", e->arg,
                         csm_op_name(cs->exprs[t].op), mapped_line(c, cs->exprs[t].line, cs->exprs[t].col),
                         mapped_col(c, cs->exprs[t].line, cs->exprs[t].col));
            else
                c->code[e->ip].a = (int16_t)cs->exprs[t].ip;
        }
    }
}

static bool is_leap_op(int op)
{
    return op == CSM_OP_MOVE || op == CSM_OP_TAKE || op == CSM_OP_TAKE_MOVE || op == CSM_OP_CATCH;
}

static bool is_guard_op(int op)
{
    return op == CSM_OP_OBSERVE || op == CSM_OP_ENEMY || op == CSM_OP_FRIENDLY || op == CSM_OP_PIECE_ON ||
           op == CSM_OP_ZONE;
}

/* Tests (each perhaps followed by `not`) and leaps: CSM_PAT_GUARDED_LEAP. `code` holds the
 * chain's n instructions (no blocks, one per expression). The rules engine turns leg i
 * into a leap with the tests before it and an emptiness test of each earlier leg's
 * square, so the last leg's tests and those squares must fit in CSM_MAX_GUARDS. */
static bool analyse_path(const CsmInstr *code, int n, CsmChainInfo *info)
{
    CsmChainInfo path = {0};
    int x = 0, y = 0;
    for (int i = 0; i < n; i++) {
        const CsmInstr *in = &code[i];
        if (is_guard_op(in->op)) {
            if (path.nguards == CSM_MAX_GUARDS)
                return false;
            bool negate = i + 1 < n && code[i + 1].op == CSM_OP_NOT;
            path.guard[path.nguards++] = (CsmGuard){in->op, negate, path.nlegs, (int8_t)(x + in->a),
                                                    (int8_t)(y + in->b), (int16_t)in->c};
            i += negate;
            continue;
        }
        bool last = i + 1 == n;
        bool ok = last ? is_leap_op(in->op) : in->op == CSM_OP_MOVE || in->op == CSM_OP_TAKE_MOVE;
        if (!ok || (!in->a && !in->b) || path.nlegs == CSM_MAX_LEGS)
            return false;
        x += in->a;
        y += in->b;
        if (abs(x) > 15 || abs(y) > 15 || (!x && !y))
            return false; /* never on a 16x16 board, or back on its own square */
        path.leg[path.nlegs++] = (CsmLeg){in->op, (int8_t)x, (int8_t)y};
    }
    if (path.nlegs == 0 || !is_leap_op(code[n - 1].op) || (path.nlegs == 1 && path.nguards == 0) ||
        path.nguards + path.nlegs - 1 > CSM_MAX_GUARDS)
        return false; /* a plain leap is CSM_PAT_LEAP */
    memcpy(info->guard, path.guard, sizeof path.guard);
    memcpy(info->leg, path.leg, sizeof path.leg);
    info->nguards = path.nguards;
    info->nlegs = path.nlegs;
    info->pattern = CSM_PAT_GUARDED_LEAP;
    info->op = path.leg[path.nlegs - 1].op;
    info->dx = path.leg[path.nlegs - 1].dx;
    info->dy = path.leg[path.nlegs - 1].dy;
    return true;
}

/* Reads `op(dx, dy)` at code[*i], the hop's own step, and moves past it. */
static bool hop_expect(const CsmInstr *code, int n, int *i, int op, int dx, int dy)
{
    if (*i >= n || code[*i].op != op || code[*i].a != dx || code[*i].b != dy)
        return false;
    (*i)++;
    return true;
}

/* An optional `piece-on(kind, d) not` at code[*i]: the kind, or -1 when absent. */
static int hop_kind_test(const CsmInstr *code, int n, int *i, int dx, int dy)
{
    if (*i + 1 >= n || code[*i].op != CSM_OP_PIECE_ON || code[*i].a != dx || code[*i].b != dy ||
        code[*i + 1].op != CSM_OP_NOT || code[*i].c < 0 || code[*i].c > 127)
        return -1;
    *i += 2;
    return code[*i - 2].c;
}

/* `do peek(d) while` at code[*i], its while going back to its own do (ips count from
 * `start`). */
static bool hop_walk(const CsmInstr *code, int start, int n, int *i, int dx, int dy)
{
    int at = *i;
    if (at + 2 >= n || code[at].op != CSM_OP_DO || code[at + 1].op != CSM_OP_PEEK || code[at + 1].a != dx ||
        code[at + 1].b != dy || code[at + 2].op != CSM_OP_WHILE || code[at + 2].a != start + at)
        return false;
    *i = at + 3;
    return true;
}

/* A hop over one screen (csm.h, CSM_PAT_HOP): over empty squares to a screen, then either
 * over empty squares to the piece it captures, or on over empty squares, each a move, to
 * the first piece, captured. */
static bool analyse_hop(const CsmInstr *code, int start, int n, CsmChainInfo *info)
{
    if (n < 5 || code[1].op != CSM_OP_PEEK)
        return false;
    int dx = code[1].a, dy = code[1].b, i = 0;
    if ((!dx && !dy) || !hop_walk(code, start, n, &i, dx, dy))
        return false;
    int not_over = hop_kind_test(code, n, &i, dx, dy);
    if (!hop_expect(code, n, &i, CSM_OP_ANCHOR, dx, dy))
        return false;
    bool slides = !hop_walk(code, start, n, &i, dx, dy);
    int test_at = i;
    int not_taken = hop_kind_test(code, n, &i, dx, dy);
    int op = i < n ? code[i].op : -1;
    bool op_ok = slides ? op == CSM_OP_MOVE || op == CSM_OP_TAKE_MOVE : op == CSM_OP_TAKE || op == CSM_OP_TAKE_MOVE;
    if (!op_ok || !hop_expect(code, n, &i, op, dx, dy))
        return false;
    if (slides && (i + 1 != n || code[i].op != CSM_OP_REPEAT || code[i].a != start + test_at))
        return false; /* the slide goes back to its test (or its step) */
    if (i + slides != n)
        return false;
    info->pattern = CSM_PAT_HOP;
    info->op = (uint8_t)op;
    info->dx = (int8_t)dx;
    info->dy = (int8_t)dy;
    info->hop_slides = slides;
    info->hop_not_over = (int8_t)not_over;
    info->hop_not_taken = (int8_t)not_taken;
    return true;
}

/* What the rules engine may know about a chain without running it. */
static void analyse_chain(Compiler *c, CsmChain *ch, const ChainState *cs)
{
    CsmChainInfo *info = &ch->info;
    info->piece_filter = -1;
    int first = 0;
    /* A leading piece(name) decides whether the chain runs at all, unless the next
     * expression is an exception (jmp, not, ...) that would still run after false.
     * It must be the chain's very first instruction: `{ piece(x) ... } ...` is an
     * ordinary condition inside a block (a false value ends only the block), and
     * starting the VM inside that block would unbalance its block stack. */
    bool next_runs_anyway = cs->nexprs > 1 && (op_info[cs->exprs[1].op].flags & CSM_F_EXCEPTION);
    if (cs->nexprs > 0 && cs->exprs[0].op == CSM_OP_PIECE && cs->exprs[0].ip == ch->start && !next_runs_anyway) {
        info->piece_filter = c->code[cs->exprs[0].ip].c;
        first = 1;
        ch->start = cs->exprs[0].ip + 1;
    }
    for (int i = 0; i < cs->nexprs; i++) {
        int op = cs->exprs[i].op;
        if (op == CSM_OP_TAKE || op == CSM_OP_TAKE_MOVE || op == CSM_OP_CATCH)
            info->can_capture = true;
        if (op == CSM_OP_DANGER || op == CSM_OP_CHECK)
            info->reads_attacks = true;
    }
    int n = cs->nexprs - first;
    const ExprRec *e = &cs->exprs[first];
    /* a pattern chain has no blocks: its instructions are exactly its expressions */
    int ninstr = 0;
    for (int ip = ch->start; c->code[ip].op != CSM_OP_CHAIN_END; ip++)
        ninstr++;
    if (ninstr != n || n < 1)
        return;
    if (analyse_path(&c->code[ch->start], n, info) || analyse_hop(&c->code[ch->start], ch->start, n, info))
        return;
    if (n > 3)
        return;
    const CsmInstr *m = &c->code[e[0].ip];
    if (m->a == 0 && m->b == 0)
        return;
    if (n == 3) {
        const CsmInstr *b = &c->code[e[1].ip], *m2 = &c->code[e[2].ip];
        if (m->op == CSM_OP_MOVE && e[1].op == CSM_OP_BOUND && m2->op == CSM_OP_MOVE && m2->a == m->a &&
            m2->b == m->b) {
            info->pattern = CSM_PAT_STEP_TWICE;
            info->op = m->op;
            info->dx = (int8_t)m->a;
            info->dy = (int8_t)m->b;
            info->bx = (int8_t)b->a;
            info->by = (int8_t)b->b;
        }
        return;
    }
    if (n == 1 && (m->op == CSM_OP_MOVE || m->op == CSM_OP_TAKE || m->op == CSM_OP_TAKE_MOVE || m->op == CSM_OP_CATCH)) {
        info->pattern = CSM_PAT_LEAP;
    } else if (n == 2 && (m->op == CSM_OP_MOVE || m->op == CSM_OP_TAKE_MOVE) && e[1].op == CSM_OP_REPEAT &&
               e[1].arg == 1) {
        info->pattern = CSM_PAT_RIDE;
    } else {
        return;
    }
    info->op = m->op;
    info->dx = (int8_t)m->a;
    info->dy = (int8_t)m->b;
}

static void add_chain(Compiler *c, int start, int line, int col, ChainState *cs)
{
    if (c->nchains == c->capchains) {
        int cap = c->capchains ? c->capchains * 2 : 16;
        CsmChain *chains = realloc(c->chains, (size_t)cap * sizeof *chains);
        if (!chains) {
            error_at(c, line, 1, "out of memory");
            return;
        }
        c->chains = chains;
        c->capchains = cap;
    }
    CsmChain *ch = &c->chains[c->nchains++];
    memset(ch, 0, sizeof *ch);
    ch->start = start;
    ch->line = mapped_line(c, line, col);
    ch->col = mapped_col(c, line, col);
    ch->info.line = ch->line;
    if (c->errors == 0)
        analyse_chain(c, ch, cs);
    else
        ch->info.piece_filter = -1;
}

static void warn_at(Compiler *c, int line, int col, const char *fmt, const char *a, long long n)
{
    if (c->nwarnings == c->capwarnings) {
        int cap = c->capwarnings ? c->capwarnings * 2 : 4;
        CsmWarning *w = realloc(c->warnings, (size_t)cap * sizeof *w);
        if (!w)
            return;
        c->warnings = w;
        c->capwarnings = cap;
    }
    CsmWarning *w = &c->warnings[c->nwarnings++];
    w->line = mapped_line(c, line, col);
    w->col = mapped_col(c, line, col);
    snprintf(w->message, sizeof w->message, fmt, a, n);
}

/* An expression right after repeat(n) in the same block never runs: repeat always
 * jumps back, and once the value is false the rest of the block is skipped. Only a
 * label (a jump target) or an exception expression could be reached. The usual
 * cause is a missing ';' after a rider: `take-move(1, 0) repeat(1) take-move(0, 1)`. */
static void warn_unreachable(Compiler *c, const ChainState *cs)
{
    for (int i = 0; i + 1 < cs->nexprs; i++) {
        const ExprRec *r = &cs->exprs[i], *next = &cs->exprs[i + 1];
        if (r->op != CSM_OP_REPEAT || r->bad || next->block != r->block || next->op < 0)
            continue;
        if (op_info[next->op].flags & CSM_F_EXCEPTION)
            continue;
        warn_at(c, next->line, next->col, "'%s' after repeat(%lld) never runs; is a ';' missing after the repeat?",
                csm_op_name(next->op), r->arg);
    }
}

/* Parses one chain up to and including its ';' (or the end of the script). */
static void parse_chain(Compiler *c, ChainState *cs)
{
    cs->nexprs = 0;
    cs->depth = 0;
    cs->block_stack[0] = 0;
    cs->next_block_id = 1;
    cs->overflowed = false;
    int start = c->ncode;
    int line = c->tok.line, col = c->tok.col;
    bool any = false;
    for (;;) {
        Token t = c->tok;
        if (t.kind == TOK_SEMI || t.kind == TOK_EOF)
            break;
        any = true;
        switch (t.kind) {
        case TOK_NAME: parse_expression(c, cs); break;
        case TOK_LBRACE:
            if (cs->depth >= MAX_NESTING) {
                error_at(c, t.line, t.col, "blocks are nested too deeply (at most %d)", MAX_NESTING);
                next_token(c);
                break;
            }
            cs->depth++;
            cs->block_stack[cs->depth] = cs->next_block_id++;
            cs->block_ip[cs->depth] = emit(c, CSM_OP_BLOCK_BEGIN, 0, 0, 0);
            cs->block_line[cs->depth] = t.line;
            cs->block_col[cs->depth] = t.col;
            next_token(c);
            break;
        case TOK_RBRACE:
            if (cs->depth == 0) {
                error_at(c, t.line, t.col, "unmatched '}': no '{' is open in this chain");
            } else {
                int end = emit(c, CSM_OP_BLOCK_END, 0, 0, 0);
                c->code[cs->block_ip[cs->depth]].a = (int16_t)end;
                cs->depth--;
            }
            next_token(c);
            break;
        case TOK_INT:
            error_at(c, t.line, t.col, "expected an expression, found the number %.*s", t.len, t.start);
            next_token(c);
            break;
        default:
            error_at(c, t.line, t.col, "expected an expression, found %s", tok_desc[t.kind]);
            next_token(c);
            break;
        }
    }
    while (cs->depth > 0) {
        error_at(c, c->tok.line, c->tok.col, "expected '}' to close the '{' at %d:%d before %s",
                 mapped_line(c, cs->block_line[cs->depth], cs->block_col[cs->depth]),
                 mapped_col(c, cs->block_line[cs->depth], cs->block_col[cs->depth]), tok_desc[c->tok.kind]);
        int end = emit(c, CSM_OP_BLOCK_END, 0, 0, 0);
        c->code[cs->block_ip[cs->depth]].a = (int16_t)end;
        cs->depth--;
    }
    emit(c, CSM_OP_CHAIN_END, 0, 0, 0);
    if (any) {
        resolve_chain(c, cs);
        if (c->errors == 0)
            warn_unreachable(c, cs);
        add_chain(c, start, line, col, cs);
    } else {
        c->ncode = start; /* an empty chain (";;") has nothing to run */
    }
    if (c->tok.kind == TOK_SEMI)
        next_token(c);
}

CsmProgram *csm_compile(const char *source, const CsmSourceMap *map, CsmSymbols *sym, DiagSink *diags)
{
    Compiler c;
    memset(&c, 0, sizeof c);
    c.src = source ? source : "";
    c.p = c.src;
    c.line = 1;
    c.col = 1;
    c.map = map;
    c.sym = sym;
    c.diags = diags;
    ChainState cs;
    memset(&cs, 0, sizeof cs);
    cs.exprs = malloc(sizeof(ExprRec) * MAX_EXPRS_PER_CHAIN);
    if (!cs.exprs) {
        error_at(&c, 1, 1, "out of memory");
        return NULL;
    }
    next_token(&c);
    while (c.tok.kind != TOK_EOF) {
        parse_chain(&c, &cs);
        if (c.ncode > 30000) {
            error_at(&c, c.tok.line, c.tok.col, "script is too long (more than 30000 instructions)");
            break;
        }
    }
    free(cs.exprs);
    if (c.errors > 0) {
        free(c.code);
        free(c.chains);
        free(c.warnings);
        return NULL;
    }
    CsmProgram *prog = calloc(1, sizeof *prog);
    if (!prog) {
        free(c.code);
        free(c.chains);
        free(c.warnings);
        return NULL;
    }
    prog->code = c.code;
    prog->ncode = c.ncode;
    prog->chains = c.chains;
    prog->nchains = c.nchains;
    prog->warnings = c.warnings;
    prog->nwarnings = c.nwarnings;
    if (map && map->file) {
        size_t n = strlen(map->file) + 1;
        prog->file = malloc(n);
        if (prog->file)
            memcpy(prog->file, map->file, n);
    }
    return prog;
}

void csm_program_free(CsmProgram *prog)
{
    if (!prog)
        return;
    free(prog->code);
    free(prog->chains);
    free(prog->file);
    free(prog->warnings);
    free(prog);
}

int csm_program_chain_count(const CsmProgram *prog) { return prog->nchains; }

int csm_program_warning_count(const CsmProgram *prog) { return prog->nwarnings; }

const CsmWarning *csm_program_warning(const CsmProgram *prog, int i) { return &prog->warnings[i]; }

const CsmChainInfo *csm_program_chain(const CsmProgram *prog, int chain) { return &prog->chains[chain].info; }

bool csm_program_sets_state(const CsmProgram *prog, int *line, int *col)
{
    for (int i = 0; prog && i < prog->nchains; i++) {
        int end = i + 1 < prog->nchains ? prog->chains[i + 1].start : prog->ncode;
        for (int ip = prog->chains[i].start; ip < end; ip++)
            if (prog->code[ip].op == CSM_OP_SET_STATE) {
                *line = prog->chains[i].line;
                *col = prog->chains[i].col;
                return true;
            }
    }
    return false;
}

void csm_program_dump(const CsmProgram *prog, const CsmSymbols *sym, FILE *out)
{
    for (int ch = 0; ch < prog->nchains; ch++) {
        const CsmChain *chain = &prog->chains[ch];
        fprintf(out, "chain %d (line %d)", ch, chain->line);
        if (chain->info.piece_filter >= 0)
            fprintf(out, " for %s", sym->kinds[chain->info.piece_filter]);
        if (chain->info.pattern == CSM_PAT_STEP_TWICE)
            fprintf(out, " [step twice move(%d, %d) where bound(%d, %d)]", chain->info.dx, chain->info.dy,
                    chain->info.bx, chain->info.by);
        else if (chain->info.pattern == CSM_PAT_LEAP || chain->info.pattern == CSM_PAT_RIDE)
            fprintf(out, " [%s %s(%d, %d)]", chain->info.pattern == CSM_PAT_LEAP ? "leaper" : "rider",
                    csm_op_name(chain->info.op), chain->info.dx, chain->info.dy);
        fputc('\n', out);
        for (int ip = chain->start;; ip++) {
            const CsmInstr *in = &prog->code[ip];
            fprintf(out, "  %4d  %-16s", ip, csm_op_name(in->op));
            switch (in->op) {
            case CSM_OP_PIECE:
            case CSM_OP_TRANSITION: fprintf(out, " %s", sym->kinds[in->c]); break;
            case CSM_OP_PIECE_ON: fprintf(out, " %s %d %d", sym->kinds[in->c], in->a, in->b); break;
            case CSM_OP_ZONE: fprintf(out, " %s %d %d", sym->zones[in->c], in->a, in->b); break;
            case CSM_OP_IF_STATE: fprintf(out, " %s == %d", sym->vars[in->a], (int)in->c); break;
            case CSM_OP_SET_STATE:
                fprintf(out, " %s := %d", sym->vars[sym->sets[in->c].var], (int)sym->sets[in->c].value);
                break;
            case CSM_OP_REPEAT:
            case CSM_OP_JMP:
            case CSM_OP_JNE:
            case CSM_OP_WHILE:
            case CSM_OP_BLOCK_BEGIN: fprintf(out, " -> %d", in->a); break;
            case CSM_OP_LABEL: fprintf(out, " %d", (int)in->c); break;
            default:
                if (op_info[in->op].sig[0] == 'i')
                    fprintf(out, " %d %d", in->a, in->b);
                break;
            }
            fputc('\n', out);
            if (in->op == CSM_OP_CHAIN_END)
                break;
        }
    }
}
