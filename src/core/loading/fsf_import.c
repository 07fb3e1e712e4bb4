/* fsf_import.c — Fairy-Stockfish variants.ini to variant YAML (see fsf_import.h). */
#include "fsf_import.h"

#include "betza.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the ini file ------------------------------------------------------------------ */

enum { INI_MAX_SECTIONS = 1024, INI_MAX_KEYS = 256, INI_TEXT = 1024, INI_LINE = 2048, IMP_MAX_PIECES = 32 };

typedef struct IniKey {
    char key[64];
    char value[INI_TEXT];
    int line;
} IniKey;

typedef struct IniSection {
    char name[64];
    char parent[64];
    int line;
    IniKey *keys; /* grown as read */
    int nkeys, cap;
} IniSection;

typedef struct Ini {
    IniSection *sections; /* grown as read */
    int count, cap;
} Ini;

static void ini_free(Ini *ini)
{
    for (int i = 0; i < ini->count; i++)
        free(ini->sections[i].keys);
    free(ini->sections);
    ini->sections = NULL;
    ini->count = ini->cap = 0;
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    size_t i = 0;
    while (isspace((unsigned char)s[i]))
        i++;
    memmove(s, s + i, n - i + 1);
}

static bool ini_parse(const char *text, const char *file, Ini *ini, DiagSink *errors)
{
    memset(ini, 0, sizeof *ini);
    IniSection *cur = NULL;
    int line = 0;
    for (const char *p = text; *p;) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char buf[INI_LINE];
        line++;
        snprintf(buf, sizeof buf, "%.*s", (int)(len < sizeof buf - 1 ? len : sizeof buf - 1), p);
        p = end ? end + 1 : p + len;
        trim(buf);
        if (!buf[0] || buf[0] == '#' || buf[0] == ';')
            continue;
        if (buf[0] == '[') {
            char *close = strchr(buf, ']');
            if (!close) {
                diag_add(errors, file, line, 1, "expected ']' to close the section name");
                return false;
            }
            *close = '\0';
            if (ini->count >= INI_MAX_SECTIONS) {
                diag_add(errors, file, line, 1, "too many sections (at most %d)", INI_MAX_SECTIONS);
                return false;
            }
            if (ini->count == ini->cap) {
                int cap = ini->cap ? ini->cap * 2 : 8;
                IniSection *grown = realloc(ini->sections, (size_t)cap * sizeof *grown);
                if (!grown) {
                    diag_add(errors, file, line, 1, "out of memory");
                    return false;
                }
                ini->sections = grown;
                ini->cap = cap;
            }
            cur = &ini->sections[ini->count++];
            memset(cur, 0, sizeof *cur);
            char *colon = strchr(buf + 1, ':');
            if (colon) {
                *colon = '\0';
                snprintf(cur->parent, sizeof cur->parent, "%.*s", (int)sizeof cur->parent - 1, colon + 1);
                trim(cur->parent);
            }
            snprintf(cur->name, sizeof cur->name, "%.*s", (int)sizeof cur->name - 1, buf + 1);
            trim(cur->name);
            cur->line = line;
            continue;
        }
        char *eq = strchr(buf, '=');
        if (!eq) {
            diag_add(errors, file, line, 1, "expected 'key = value' or '[section]', found '%.60s'", buf);
            return false;
        }
        if (!cur) {
            diag_add(errors, file, line, 1, "'%.60s' stands before any [section]", buf);
            return false;
        }
        *eq = '\0';
        IniKey k;
        memset(&k, 0, sizeof k);
        snprintf(k.key, sizeof k.key, "%.*s", (int)sizeof k.key - 1, buf);
        snprintf(k.value, sizeof k.value, "%.*s", (int)sizeof k.value - 1, eq + 1);
        trim(k.key);
        trim(k.value);
        k.line = line;
        int slot = cur->nkeys;
        for (int i = 0; i < cur->nkeys; i++)
            if (!strcmp(cur->keys[i].key, k.key))
                slot = i; /* a repeated key: the last one counts, as in Fairy-Stockfish */
        if (slot >= INI_MAX_KEYS) {
            diag_add(errors, file, line, 1, "too many keys in [%s] (at most %d)", cur->name, INI_MAX_KEYS);
            return false;
        }
        if (slot == cur->cap) {
            int cap = cur->cap ? cur->cap * 2 : 16;
            IniKey *grown = realloc(cur->keys, (size_t)cap * sizeof *grown);
            if (!grown) {
                diag_add(errors, file, line, 1, "out of memory");
                return false;
            }
            cur->keys = grown;
            cur->cap = cap;
        }
        cur->keys[slot] = k;
        if (slot == cur->nkeys)
            cur->nkeys++;
    }
    return true;
}

static IniSection *ini_find(Ini *ini, const char *name)
{
    for (int i = 0; i < ini->count; i++)
        if (!strcmp(ini->sections[i].name, name))
            return &ini->sections[i];
    return NULL;
}

/* ---- the variant being built ------------------------------------------------------- */

typedef struct ImpPiece {
    char name[40];
    char letter;
    char betza[96];
    bool pawn, king;
    int line; /* where it was defined, 0 for the chess defaults */
} ImpPiece;

typedef struct Imp {
    const char *file;
    DiagSink *errors, *notes;
    bool failed;
    char game[64];
    int files, ranks;
    ImpPiece pieces[IMP_MAX_PIECES];
    int npieces;
    char fen[INI_TEXT];
    int promo_rank;           /* 1-based, White's view */
    char promo_types[32];
    bool double_step, first_rank_double;
    int double_rank;
    bool castling;
    char castle_king_file, castle_queen_file;
    bool checking, must_capture;
    char stalemate[16], checkmate[16];
    int n_move_rule, n_fold_rule;
    char flag_piece;
    char white_flag[INI_TEXT], black_flag[INI_TEXT];
    bool flag_move;
    bool check_counting;
    int checks_needed;
    char extinction_value[16];
    char extinction_types[32];
} Imp;

static void note(Imp *m, const IniKey *k, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void note(Imp *m, const IniKey *k, const char *fmt, ...)
{
    char why[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    diag_add(m->notes, m->file, k ? k->line : 0, 0, "dropped '%s = %s': %s", k ? k->key : "?", k ? k->value : "?",
             why);
}

static void fail(Imp *m, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail(Imp *m, int line, const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_add(m->errors, m->file, line, 0, "%s", msg);
    m->failed = true;
}

/* Fairy-Stockfish's built-in pieces that Betza can say, by their ini names. */
static const struct {
    const char *fsf;
    const char *betza;
} BUILTIN[] = {
    {"knight", "N"}, {"bishop", "B"}, {"rook", "R"}, {"queen", "Q"}, {"king", "K"},
    {"fers", "F"}, {"alfil", "A"}, {"fersAlfil", "FA"}, {"silver", "FfW"}, {"aiwok", "RNF"},
    {"bers", "RF"}, {"archbishop", "BN"}, {"chancellor", "RN"}, {"amazon", "QN"}, {"knibis", "mNcB"},
    {"biskni", "mBcN"}, {"kniroo", "mNcR"}, {"rookni", "mRcN"}, {"shogiPawn", "fW"}, {"lance", "fR"},
    {"shogiKnight", "ffN"}, {"euroshogiKnight", "ffNsW"}, {"gold", "WfF"}, {"dragonHorse", "BW"},
    {"cannon", "mRcpR"}, {"horse", "nN"}, {"elephant", "nA"}, {"wazir", "W"}, {"commoner", "K"},
    {"centaur", "KN"},
};

/* Pieces Fairy-Stockfish has that we cannot say (special rules of their games). */
static const char *const UNSUPPORTED_PIECES[] = {"clobber", "breakthrough", "immobile", "janggiCannon", "soldier",
                                                 "janggiElephant", "banner"};

/* fersAlfil -> fers-alfil */
static void kebab(const char *in, char *out, size_t size)
{
    size_t n = 0;
    for (const char *p = in; *p && n + 2 < size; p++) {
        if (isupper((unsigned char)*p)) {
            out[n++] = '-';
            out[n++] = (char)tolower((unsigned char)*p);
        } else {
            out[n++] = *p;
        }
    }
    out[n] = '\0';
}

static ImpPiece *piece_by_letter(Imp *m, char letter)
{
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].letter == tolower((unsigned char)letter))
            return &m->pieces[i];
    return NULL;
}

static ImpPiece *piece_by_name(Imp *m, const char *name)
{
    for (int i = 0; i < m->npieces; i++)
        if (!strcmp(m->pieces[i].name, name))
            return &m->pieces[i];
    return NULL;
}

static void remove_piece(Imp *m, ImpPiece *p)
{
    int i = (int)(p - m->pieces);
    memmove(&m->pieces[i], &m->pieces[i + 1], (size_t)(m->npieces - i - 1) * sizeof *p);
    m->npieces--;
}

/* Adds or redefines a piece; a letter held by another piece moves to this one. */
static void set_piece(Imp *m, const char *name, char letter, const char *betza, bool pawn, bool king, int line)
{
    letter = (char)tolower((unsigned char)letter);
    ImpPiece *other = piece_by_letter(m, letter);
    if (other && strcmp(other->name, name) != 0)
        remove_piece(m, other);
    ImpPiece *p = piece_by_name(m, name);
    if (!p) {
        if (m->npieces >= IMP_MAX_PIECES) {
            fail(m, line, "too many pieces (at most %d)", IMP_MAX_PIECES);
            return;
        }
        p = &m->pieces[m->npieces++];
        memset(p, 0, sizeof *p);
        snprintf(p->name, sizeof p->name, "%s", name);
    }
    p->letter = letter;
    snprintf(p->betza, sizeof p->betza, "%s", betza ? betza : "");
    p->pawn = pawn;
    p->king = king;
    p->line = line;
}

static void chess_defaults(Imp *m)
{
    m->files = m->ranks = 8;
    m->npieces = 0;
    set_piece(m, "pawn", 'p', NULL, true, false, 0);
    set_piece(m, "knight", 'n', "N", false, false, 0);
    set_piece(m, "bishop", 'b', "B", false, false, 0);
    set_piece(m, "rook", 'r', "R", false, false, 0);
    set_piece(m, "queen", 'q', "Q", false, false, 0);
    set_piece(m, "king", 'k', "K", false, true, 0);
    snprintf(m->fen, sizeof m->fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    m->promo_rank = 8;
    snprintf(m->promo_types, sizeof m->promo_types, "qrbn");
    m->double_step = true;
    m->double_rank = 2;
    m->castling = true;
    m->castle_king_file = 'g';
    m->castle_queen_file = 'c';
    m->checking = true;
    snprintf(m->stalemate, sizeof m->stalemate, "draw");
    snprintf(m->checkmate, sizeof m->checkmate, "loss");
    m->n_move_rule = 50;
    m->n_fold_rule = 3;
    m->checks_needed = 3;
}

/* ---- reading the keys -------------------------------------------------------------- */

static bool parse_bool(const IniKey *k, bool *out)
{
    if (!strcmp(k->value, "true")) {
        *out = true;
        return true;
    }
    if (!strcmp(k->value, "false")) {
        *out = false;
        return true;
    }
    return false;
}

static bool parse_int(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end || v < -100000 || v > 100000)
        return false;
    *out = (int)v;
    return true;
}

/* A file given as a letter (`j`) or a 1-based number. */
static bool parse_file_count(const char *s, int *out)
{
    if (strlen(s) == 1 && islower((unsigned char)s[0])) {
        *out = s[0] - 'a' + 1;
        return true;
    }
    return parse_int(s, out);
}

/* A region that is one whole rank (`*8`) or a square list (`d4 e4 d5 e5`); returns the
 * rank for a whole rank, 0 for a square list, -1 when unreadable. */
static int region_rank(const char *s)
{
    int r;
    if (s[0] == '*' && parse_int(s + 1, &r))
        return r;
    return 0;
}

static bool is_letter_list(const char *s)
{
    for (; *s; s++)
        if (!isalpha((unsigned char)*s) && *s != '*')
            return false;
    return true;
}

static void apply_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    bool b;
    for (size_t i = 0; i < sizeof BUILTIN / sizeof BUILTIN[0]; i++)
        if (!strcmp(key, BUILTIN[i].fsf)) {
            char name[40];
            kebab(key, name, sizeof name);
            if (!strcmp(val, "-")) {
                ImpPiece *p = piece_by_name(m, name);
                if (p)
                    remove_piece(m, p);
            } else if (strlen(val) == 1 && isalpha((unsigned char)val[0])) {
                set_piece(m, name, val[0], BUILTIN[i].betza, false, !strcmp(key, "king"), k->line);
            } else {
                note(m, k, "a piece's value is one letter, or '-' to remove it");
            }
            return;
        }
    if (!strcmp(key, "pawn")) {
        if (!strcmp(val, "-")) {
            ImpPiece *p = piece_by_name(m, "pawn");
            if (p)
                remove_piece(m, p);
        } else if (strlen(val) == 1 && isalpha((unsigned char)val[0])) {
            set_piece(m, "pawn", val[0], NULL, true, false, k->line);
        } else {
            note(m, k, "a piece's value is one letter, or '-' to remove it");
        }
        return;
    }
    for (size_t i = 0; i < sizeof UNSUPPORTED_PIECES / sizeof UNSUPPORTED_PIECES[0]; i++)
        if (!strcmp(key, UNSUPPORTED_PIECES[i])) {
            note(m, k, "the piece '%s' follows special rules of its game that we cannot express", key);
            return;
        }
    if (!strncmp(key, "customPiece", 11) && parse_int(key + 11, &n)) {
        if (strlen(val) < 3 || !isalpha((unsigned char)val[0]) || val[1] != ':') {
            note(m, k, "expected 'letter:BETZA'");
            return;
        }
        DiagSink bd;
        diag_init(&bd);
        CsmSourceMap map = {m->file, k->line - 1, 0, 0};
        char *script = betza_to_chessembly(val + 2, &map, &bd);
        if (!script) {
            note(m, k, "%s", bd.count ? bd.items[0].message : "not Betza we can translate");
            diag_free(&bd);
            return;
        }
        free(script);
        diag_free(&bd);
        char name[40];
        snprintf(name, sizeof name, "custom%d", n);
        set_piece(m, name, val[0], val + 2, false, false, k->line);
        return;
    }
    if (!strcmp(key, "maxRank")) {
        if (parse_int(val, &n) && n >= 4 && n <= 16)
            m->ranks = n;
        else
            fail(m, k->line, "maxRank = %s: boards have 4 to 16 ranks here", val);
    } else if (!strcmp(key, "maxFile")) {
        if (parse_file_count(val, &n) && n >= 4 && n <= 16)
            m->files = n;
        else
            fail(m, k->line, "maxFile = %s: boards have 4 to 16 files here (a letter d..p or a number)", val);
    } else if (!strcmp(key, "startFen")) {
        snprintf(m->fen, sizeof m->fen, "%.*s", (int)sizeof m->fen - 1, val);
    } else if (!strcmp(key, "promotionRank")) {
        if (parse_int(val, &n))
            m->promo_rank = n;
        else
            note(m, k, "expected a rank number");
    } else if (!strcmp(key, "promotionRegionWhite")) {
        if ((n = region_rank(val)) > 0)
            m->promo_rank = n;
        else
            note(m, k, "only a whole rank (*N) can be a promotion region here");
    } else if (!strcmp(key, "promotionRegionBlack")) {
        if (region_rank(val) <= 0 || region_rank(val) != m->ranks + 1 - m->promo_rank)
            note(m, k, "Black's promotion region must mirror White's whole rank");
    } else if (!strcmp(key, "promotionPieceTypes")) {
        if (is_letter_list(val) && strlen(val) < sizeof m->promo_types)
            snprintf(m->promo_types, sizeof m->promo_types, "%.*s", (int)sizeof m->promo_types - 1, val);
        else
            note(m, k, "expected piece letters");
    } else if (!strcmp(key, "doubleStep")) {
        if (parse_bool(k, &b))
            m->double_step = b;
        else
            note(m, k, "expected true or false");
    } else if (!strcmp(key, "doubleStepRank")) {
        if (parse_int(val, &n) && n >= 1)
            m->double_rank = n;
        else
            note(m, k, "expected a rank number");
    } else if (!strcmp(key, "doubleStepRegionWhite")) {
        if ((n = region_rank(val)) > 0)
            m->double_rank = n;
        else
            note(m, k, "only a whole rank (*N) can be a double-step region here");
    } else if (!strcmp(key, "doubleStepRegionBlack")) {
        if (region_rank(val) != m->ranks + 1 - m->double_rank)
            note(m, k, "Black's double-step region must mirror White's whole rank");
    } else if (!strcmp(key, "firstRankDoubleSteps")) {
        if (parse_bool(k, &b))
            m->first_rank_double = b;
        else
            note(m, k, "expected true or false");
    } else if (!strcmp(key, "castling")) {
        if (parse_bool(k, &b))
            m->castling = b;
        else
            note(m, k, "expected true or false");
    } else if (!strcmp(key, "castlingKingsideFile")) {
        m->castle_king_file = val[0];
    } else if (!strcmp(key, "castlingQueensideFile")) {
        m->castle_queen_file = val[0];
    } else if (!strcmp(key, "castlingRank")) {
        if (!parse_int(val, &n) || n != 1)
            note(m, k, "castling happens on the first rank here");
    } else if (!strcmp(key, "castlingRookPiece")) {
        ImpPiece *p = piece_by_letter(m, val[0]);
        if (strlen(val) != 1 || !p || strcmp(p->name, "rook") != 0)
            note(m, k, "the rook is the castling partner here");
    } else if (!strcmp(key, "kingType")) {
        ImpPiece *p = piece_by_letter(m, val[0]);
        if (strlen(val) != 1 || !p || !p->king)
            note(m, k, "the royal piece moves as a king here");
    } else if (!strcmp(key, "checking")) {
        if (parse_bool(k, &b))
            m->checking = b;
        else
            note(m, k, "expected true or false");
    } else if (!strcmp(key, "mustCapture")) {
        if (parse_bool(k, &b))
            m->must_capture = b;
        else
            note(m, k, "expected true or false");
    } else if (!strcmp(key, "stalemateValue")) {
        if (!strcmp(val, "draw") || !strcmp(val, "win"))
            snprintf(m->stalemate, sizeof m->stalemate, "%.*s", (int)sizeof m->stalemate - 1, val);
        else
            note(m, k, "only 'draw' and 'win' (the stalemated side wins) can be said");
    } else if (!strcmp(key, "checkmateValue")) {
        if (strcmp(val, "loss") != 0)
            note(m, k, "a checkmated side always loses here");
    } else if (!strcmp(key, "nMoveRule")) {
        if (parse_int(val, &n) && (n == 0 || n == 50)) {
            m->n_move_rule = n;
        } else {
            m->n_move_rule = 0; /* a different clock is no fifty-move rule at all */
            note(m, k, "only the fifty-move rule (50) or none (0) can be said");
        }
    } else if (!strcmp(key, "nFoldRule")) {
        if (parse_int(val, &n) && (n == 0 || n >= 2))
            m->n_fold_rule = n; /* 3: repetition; others: position_count >= n */
        else
            note(m, k, "expected 0 (none) or a count of at least 2");
    } else if (!strcmp(key, "flagPiece")) {
        m->flag_piece = val[0];
    } else if (!strcmp(key, "whiteFlag") || !strcmp(key, "flagRegionWhite")) {
        snprintf(m->white_flag, sizeof m->white_flag, "%.*s", (int)sizeof m->white_flag - 1, val);
    } else if (!strcmp(key, "blackFlag") || !strcmp(key, "flagRegionBlack")) {
        snprintf(m->black_flag, sizeof m->black_flag, "%.*s", (int)sizeof m->black_flag - 1, val);
    } else if (!strcmp(key, "flagMove")) {
        if (parse_bool(k, &b))
            m->flag_move = b;
        else
            note(m, k, "expected true or false");
    } else if (!strcmp(key, "checkCounting")) {
        if (parse_bool(k, &b))
            m->check_counting = b;
        else
            note(m, k, "expected true or false");
    } else if (!strcmp(key, "extinctionValue")) {
        if (!strcmp(val, "win") || !strcmp(val, "loss") || !strcmp(val, "none"))
            snprintf(m->extinction_value, sizeof m->extinction_value, "%.*s", (int)sizeof m->extinction_value - 1,
                     val);
        else
            note(m, k, "only 'win', 'loss' or 'none' can be said");
    } else if (!strcmp(key, "extinctionPieceTypes")) {
        if (is_letter_list(val) && strlen(val) < sizeof m->extinction_types)
            snprintf(m->extinction_types, sizeof m->extinction_types, "%.*s", (int)sizeof m->extinction_types - 1,
                     val);
        else
            note(m, k, "expected piece letters or '*'");
    } else if (!strcmp(key, "extinctionPieceCount") || !strcmp(key, "extinctionOpponentPieceCount")) {
        if (!parse_int(val, &n) || n != 0)
            note(m, k, "extinction means none left here (0)");
    } else if (!strcmp(key, "pieceToCharTable") || !strcmp(key, "endgameEval")) {
        note(m, k, "display and engine hints only; nothing to carry over");
    } else if ((!strcmp(key, "pieceDrops") || !strcmp(key, "gating") || !strcmp(key, "seirawanGating") ||
                !strcmp(key, "capturesToHand") || !strcmp(key, "chess960") || !strcmp(key, "twoBoards")) &&
               !strcmp(val, "false")) {
        /* false is the default of these: nothing is lost */
    } else {
        note(m, k, "not supported by Chessembly variants");
    }
}

/* ---- the start position ------------------------------------------------------------ */

/* Checks the FEN's pieces and takes Fairy-Stockfish's check-count field (`3+3`) off it. */
static void check_fen(Imp *m, int line)
{
    char out[INI_TEXT] = "";
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", m->fen);
    int field = 0;
    for (char *tok = strtok(copy, " "); tok; tok = strtok(NULL, " "), field++) {
        if (field == 0) {
            if (strchr(tok, '[')) {
                fail(m, line, "startFen holds pieces in hand ('[...]'): drops are not supported");
                return;
            }
            for (const char *c = tok; *c; c++)
                if (isalpha((unsigned char)*c) && !piece_by_letter(m, *c)) {
                    fail(m, line, "startFen has '%c', a piece this import does not define", *c);
                    return;
                }
        }
        int a, b;
        if (strchr(tok, '+') && sscanf(tok, "%d+%d", &a, &b) == 2) {
            m->checks_needed = a; /* checks White still needs: all of them at the start */
            if (a != b)
                diag_add(m->notes, m->file, line, 0,
                         "dropped the check counts '%s': both sides need %d checks here", tok, a);
            continue;
        }
        size_t used = strlen(out);
        snprintf(out + used, sizeof out - used, "%s%s", used ? " " : "", tok);
    }
    snprintf(m->fen, sizeof m->fen, "%s", out);
}

/* ---- writing YAML ------------------------------------------------------------------ */

typedef struct Buf {
    char *s;
    size_t len, cap;
    bool failed;
} Buf;

static void out(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(Buf *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->failed = true;
            return;
        }
        if (b->s && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 4096;
        while (cap <= b->len + (size_t)n)
            cap *= 2;
        char *g = realloc(b->s, cap);
        if (!g) {
            b->failed = true;
            return;
        }
        b->s = g;
        b->cap = cap;
    }
}

/* A Fairy-Stockfish region as a zone list: `*8` -> [rank 8], `a*` -> [file a], squares. */
static bool write_zone(Buf *b, const char *region)
{
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", region);
    out(b, "[");
    int n = 0;
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,"), n++) {
        int r;
        if (tok[0] == '*' && sscanf(tok + 1, "%d", &r) == 1)
            out(b, "%srank %d", n ? ", " : "", r);
        else if (islower((unsigned char)tok[0]) && tok[1] == '*' && !tok[2])
            out(b, "%sfile %c", n ? ", " : "", tok[0]);
        else if (islower((unsigned char)tok[0]) && isdigit((unsigned char)tok[1]))
            out(b, "%s%s", n ? ", " : "", tok);
        else
            return false;
    }
    out(b, "]");
    return n > 0;
}

static void write_pawn(Buf *b, const Imp *m)
{
    out(b, "    chessembly: |\n      move(0, 1); take(1, 1); take(-1, 1);\n");
    if (!m->double_step)
        return;
    /* the double step from exactly rank r: off the board r squares back, not r-1 */
    int r = m->double_rank;
    if (r == 1 || (r == 2 && m->first_rank_double))
        out(b, "      bound(0, -%d) observe(0, 1) move(0, 2);\n", r);
    else
        out(b, "      bound(0, -%d) not bound(0, -%d) observe(0, 1) move(0, 2);\n", r - 1, r);
    if (m->first_rank_double && r > 2)
        out(b, "      bound(0, -1) observe(0, 1) move(0, 2);\n");
}

static char *write_yaml(Imp *m, const char *section)
{
    Buf b = {0};
    out(&b, "# Imported from %s [%s] by chessembly-cli import-ini.\n", m->file ? m->file : "variants.ini", section);
    out(&b, "game: \"%s\"\n", m->game);
    out(&b, "description: \"Imported from the Fairy-Stockfish variants.ini section [%s].\"\n", section);
    out(&b, "board:\n  size: %dx%d\n", m->files, m->ranks);
    /* promotion before the last rank: that rank, seen from each side */
    bool promo_zone = m->promo_rank >= 1 && m->promo_rank < m->ranks && piece_by_name(m, "pawn");
    bool flags = m->flag_piece && (m->white_flag[0] || m->black_flag[0]);
    ImpPiece *flag = flags ? piece_by_letter(m, m->flag_piece) : NULL;
    if (flags && !flag) {
        diag_add(m->notes, m->file, 0, 0, "dropped the flag rule: flagPiece '%c' is not a piece here", m->flag_piece);
        flags = false;
    }
    if (flags || promo_zone)
        out(&b, "  zones:\n");
    if (promo_zone) /* Fairy-Stockfish promotes on reaching that rank exactly */
        out(&b, "    promotion: [rank -%d]\n", m->ranks + 1 - m->promo_rank);
    if (flags) {
        if (m->white_flag[0]) {
            out(&b, "    white_flag: ");
            if (!write_zone(&b, m->white_flag)) {
                fail(m, 0, "whiteFlag region '%s' cannot be read", m->white_flag);
                free(b.s);
                return NULL;
            }
            out(&b, "\n");
        }
        if (m->black_flag[0]) {
            out(&b, "    black_flag: ");
            if (!write_zone(&b, m->black_flag)) {
                fail(m, 0, "blackFlag region '%s' cannot be read", m->black_flag);
                free(b.s);
                return NULL;
            }
            out(&b, "\n");
        }
    }
    out(&b, "setup: \"%s\"\n", m->fen);
    out(&b, "rules:\n  captures_compulsory: %s\n  giving_check: %s\n  equal_turns: %s\n",
        m->must_capture ? "true" : "false", m->checking ? "allowed" : "forbidden", m->flag_move ? "true" : "false");
    out(&b, "pieces:\n");
    for (int i = 0; i < m->npieces; i++) {
        const ImpPiece *p = &m->pieces[i];
        out(&b, "  %s:\n    letter: %c\n", p->name, p->letter);
        if (p->king)
            out(&b, "    royal: true\n");
        if (p->king && m->castling)
            out(&b, "    castling: true\n");
        if (!strcmp(p->name, "rook") && m->castling)
            out(&b, "    castling_partner: true\n");
        if (p->pawn) {
            out(&b, "    en_passant: true\n");
            if ((m->promo_rank == m->ranks || promo_zone) && m->promo_types[0]) {
                out(&b, "    promotion: { to: [");
                int n = 0;
                for (const char *c = m->promo_types; *c; c++) {
                    ImpPiece *to = piece_by_letter(m, *c);
                    if (to)
                        out(&b, "%s%s", n++ ? ", " : "", to->name);
                }
                out(&b, "], zone: %s }\n", promo_zone ? "promotion" : "last_rank");
            }
            write_pawn(&b, m);
        } else {
            out(&b, "    betza: \"%s\"\n", p->betza);
        }
    }
    out(&b, "victory:\n  add:\n    checkmate: checkmate\n");
    if (!strcmp(m->stalemate, "win"))
        out(&b, "    stalemate: stalemate\n");
    if (flags) {
        char subject[48];
        snprintf(subject, sizeof subject, "%s", flag->name);
        subject[0] = (char)toupper((unsigned char)subject[0]);
        if (m->white_flag[0])
            out(&b, "    white_flag: %s in zone.white_flag\n", subject);
        if (m->black_flag[0])
            out(&b, "    black_flag: %s in zone.black_flag\n", subject);
    }
    if (m->check_counting)
        out(&b, "    check_counting: checks >= %d\n", m->checks_needed);
    if (m->extinction_value[0] && strcmp(m->extinction_value, "none") != 0 && m->extinction_types[0]) {
        /* loss: the side that runs out loses, so I win when my opponent has none */
        const char *whose = !strcmp(m->extinction_value, "loss") ? "opponent." : "";
        out(&b, "    extinction: ");
        int n = 0;
        for (const char *c = m->extinction_types; *c; c++) {
            if (*c == '*') {
                out(&b, "%s%spieces == 0", n++ ? " or " : "", whose);
                continue;
            }
            ImpPiece *p = piece_by_letter(m, *c);
            if (!p)
                continue;
            char subject[48];
            snprintf(subject, sizeof subject, "%s", p->name);
            subject[0] = (char)toupper((unsigned char)subject[0]);
            out(&b, "%s%s%s == 0", n++ ? " or " : "", whose, subject);
        }
        if (!n)
            out(&b, "pieces < 0");
        out(&b, "\n");
    }
    bool any_draw = !strcmp(m->stalemate, "draw") || m->n_fold_rule > 0 || m->n_move_rule == 50;
    if (any_draw) {
        out(&b, "draw:\n  add:\n");
        if (!strcmp(m->stalemate, "draw"))
            out(&b, "    stalemate: stalemate\n");
        if (m->n_fold_rule == 3)
            out(&b, "    repetition: repetition\n");
        else if (m->n_fold_rule > 0)
            out(&b, "    repetition: position_count >= %d\n", m->n_fold_rule);
        if (m->n_move_rule == 50)
            out(&b, "    fifty_moves: fifty_moves\n");
    }
    if (b.failed) {
        free(b.s);
        fail(m, 0, "out of memory writing the variant");
        return NULL;
    }
    return b.s;
}

/* ---- the import ------------------------------------------------------------------------ */

static bool is_chess_base(const char *parent)
{
    return !parent[0] || !strcmp(parent, "chess") || !strcmp(parent, "fairy");
}

char *fsf_import_ini(const char *text, const char *file, const char *name, DiagSink *errors, DiagSink *notes)
{
    Ini ini;
    if (!ini_parse(text ? text : "", file, &ini, errors)) {
        ini_free(&ini);
        return NULL;
    }
    IniSection *sec = NULL;
    if (name) {
        sec = ini_find(&ini, name);
        if (!sec)
            diag_add(errors, file, 0, 0, "no section [%s] in the file", name);
    } else if (ini.count == 1) {
        sec = &ini.sections[0];
    } else {
        char list[512] = "";
        for (int i = 0; i < ini.count; i++) {
            size_t used = strlen(list);
            snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "", ini.sections[i].name);
        }
        diag_add(errors, file, 0, 0, "the file has %d sections; name one: %s", ini.count, ini.count ? list : "(none)");
    }
    if (!sec) {
        ini_free(&ini);
        return NULL;
    }
    /* the template chain, base first */
    IniSection *chain[16];
    int depth = 0;
    for (IniSection *s = sec; s; s = is_chess_base(s->parent) ? NULL : ini_find(&ini, s->parent)) {
        if (depth == 16) {
            diag_add(errors, file, sec->line, 0, "[%s]: the template chain is too long or loops", sec->name);
            ini_free(&ini);
            return NULL;
        }
        chain[depth++] = s;
        if (!is_chess_base(s->parent) && !ini_find(&ini, s->parent)) {
            diag_add(errors, file, s->line, 0,
                     "[%s:%s]: the template '%s' is not in this file; only chess (or fairy) and sections of "
                     "this file can be imported",
                     s->name, s->parent, s->parent);
            ini_free(&ini);
            return NULL;
        }
    }
    Imp *m = calloc(1, sizeof *m);
    if (!m) {
        ini_free(&ini);
        return NULL;
    }
    m->file = file;
    m->errors = errors;
    m->notes = notes;
    snprintf(m->game, sizeof m->game, "%s", sec->name);
    chess_defaults(m);
    int fen_line = 0;
    /* pieces first (startFen and promotions refer to their letters), then the rest */
    for (int pass = 0; pass < 2; pass++)
        for (int d = depth - 1; d >= 0; d--)
            for (int i = 0; i < chain[d]->nkeys; i++) {
                const IniKey *k = &chain[d]->keys[i];
                bool piece_key = !strncmp(k->key, "customPiece", 11) || !strcmp(k->key, "pawn");
                for (size_t j = 0; j < sizeof BUILTIN / sizeof BUILTIN[0]; j++)
                    piece_key = piece_key || !strcmp(k->key, BUILTIN[j].fsf);
                if (piece_key != (pass == 0))
                    continue;
                /* a key the child sets again is read once, from the child */
                bool overridden = false;
                for (int c = d - 1; c >= 0 && !overridden; c--)
                    for (int j = 0; j < chain[c]->nkeys; j++)
                        overridden = overridden || !strcmp(chain[c]->keys[j].key, k->key);
                if (overridden)
                    continue;
                if (!strcmp(k->key, "startFen"))
                    fen_line = k->line;
                apply_key(m, k);
            }
    if (m->castling && (m->castle_queen_file != 'c' || m->castle_king_file != 'a' + m->files - 2)) {
        diag_add(notes, file, sec->line, 0,
                 "dropped castling: the king lands on %c and %c in Fairy-Stockfish, but on c and %c here",
                 m->castle_queen_file, m->castle_king_file, 'a' + m->files - 2);
        m->castling = false;
    }
    if ((m->promo_rank > m->ranks || m->promo_rank < 1) && piece_by_name(m, "pawn"))
        diag_add(notes, file, sec->line, 0,
                 "dropped promotion: pawns promote on rank %d there, which this %d-rank board does not have",
                 m->promo_rank, m->ranks);
    if (!m->failed)
        check_fen(m, fen_line ? fen_line : sec->line);
    char *yaml = m->failed ? NULL : write_yaml(m, sec->name);
    free(m);
    ini_free(&ini);
    return yaml;
}
