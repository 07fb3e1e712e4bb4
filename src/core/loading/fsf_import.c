/* fsf_import.c — Fairy-Stockfish variants.ini to variant YAML (see fsf_import.h). */
#include "fsf_import.h"

#include "betza.h"
#include "fsf_builtins.h"
#include "fsf_keys.h"
#include "ini.h"
#include "variant_load.h"

#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { IMP_MAX_PIECES = 32 };

/* ---- the variant being built ------------------------------------------------------- */

typedef struct ImpPiece {
    char name[40];
    char letter;
    char betza[96];
    bool pawn, king;
    bool pawn_type; /* a custom piece with the pawn's letter: a pawn in Fairy-Stockfish (pawnTypes) */
    bool no_en_passant; /* ... that nobody can take en passant: written without `en_passant` */
    int promoted_from; /* a promoted form (promotedPieceType): the index of its base piece, else -1 */
    int promotes_to;   /* the index of its promoted form, else -1 */
    char moves_as;     /* a promoted form: the letter of the piece it moves as (promotedPieceType's target) */
    int tilde_form;    /* crazyhouse: the form a pawn promotes to (written Q~), back to the hand as a pawn */
    bool no_doubled, drop_mate_loses;
    bool never_dropped; /* dropNoDoubledCount = 0: no file is free for it */
    char promo_to[32];  /* the letters it promotes to as a pawn does ("": it does not), once every key is read */
    bool promo_barred;  /* it promotes as a pawn, to nothing: it never moves into the region */
    int fifty;          /* FIFTY_*: how its moves count for the fifty-move rule, once every key is read */
    char unsupported[320]; /* a piece of special rules ("immobile = p"): refused if it stays in the game */
    int line; /* where it was defined, 0 for the chess defaults */
    int first_seq; /* the section that first defined it (Imp.seq), 0 for the chess defaults */
} ImpPiece;

/* mobilityRegionWhiteKing = d1 e1 f1 ...: the squares a piece may stand on, per side. */
typedef struct ImpRegion {
    char piece[40];           /* our name for the piece (fers, custom1) */
    char side[2][INI_TEXT];   /* White's and Black's squares ("" = anywhere) */
    int line;
} ImpRegion;

enum { IMP_MAX_REGIONS = 8 };

/* Piece types a key names by letter, for each side ('#' is Fairy-Stockfish's pawn type,
 * whatever its letter): promotionPawnTypes, promotionPieceTypes, nMoveRuleTypes. Fairy-
 * Stockfish reads pawnTypes first, then the key for both sides, then the side's own key,
 * a later section over its template: `seq` and `rank` keep the one that counts. */
typedef struct TypeSet {
    char letters[2][32];
    int seq[2], rank[2];
} TypeSet;

typedef struct Imp {
    const char *file;
    DiagSink *errors, *notes;
    DiagSink changes; /* what the import would change in the game (refused unless lenient) */
    bool failed;
    char game[64];
    int files, ranks;
    ImpPiece pieces[IMP_MAX_PIECES];
    int npieces;
    char fen[INI_TEXT];
    uint16_t promo[2][16];    /* [side][rank - 1]: the files (bit f) of the squares where pieces promote */
    bool promo_asymmetric;    /* Black's do not mirror White's: a zone with each side's squares */
    bool promo_black_mirrors; /* the older promotionRank: one rank for both sides */
    TypeSet promo_to;         /* promotionPieceTypes(White/Black) */
    TypeSet promo_pawns;      /* promotionPawnTypes(White/Black): the pieces that promote as pawns */
    TypeSet clock_types;      /* nMoveRuleTypes(White/Black): the pieces whose moves reset the count */
    int seq;                  /* the section being read: 1 for the chain's base, more for later ones */
    int promo_line;           /* where promotion keys were given, for messages */
    bool double_step, first_rank_double;
    unsigned double_white, double_black; /* double-step ranks (bit r-1: rank r); Black's 0: mirrored */
    int double_black_line;
    unsigned triple_white, triple_black; /* triple-step ranks (tripleStepRegion), as the double step's */
    int triple_black_line;
    bool mandatory_pawn_promotion;       /* false: a promoting move may leave the piece as it is */
    bool castling;
    char castle_king_file, castle_queen_file;
    char castle_piece; /* the letter of the piece that castles */
    char castle_rooks[16];  /* castlingRookPieces: the partners' letters ("": the rook type) */
    bool opposite_castling;
    char castling_wins[8];        /* castlingWins: the castlings that win (K Q k q) */
    int castle_rooks_line;
    bool checking, must_capture;
    char stalemate[16], checkmate[16];
    int n_move_rule, n_fold_rule;
    char flag_piece;
    char white_flag[INI_TEXT], black_flag[INI_TEXT];
    int white_flag_line, black_flag_line; /* where they were given, for messages */
    bool flag_move;
    int flag_count;               /* flagPieceCount: flag pieces that must stand in the region */
    bool flag_safe;               /* flagPieceSafe: ... and, when just that many, none attacked */
    bool flag_blocked_win;        /* flagPieceBlockedWin: or one there with the region full */
    int flag_safe_line;
    int castling_rank, castling_rank_line; /* castlingRank: ours castle where the FEN's kings stand */
    int connect_n;                /* connectN: a row of that many wins */
    int connect_nxn, collinear_n; /* connectNxN: a square of N x N; collinearN: N on one line */
    bool connect_loss;            /* connectValue = loss: they lose for the side that makes them */
    bool connect_along[3];        /* connectHorizontal, connectVertical, connectDiagonal */
    char connect_types[32];       /* connectPieceTypes ("": every piece) */
    int connect_types_line;
    bool must_drop;               /* mustDrop */
    bool drop_opposite_bishops;   /* dropOppositeColoredBishop */
    bool castling_dropped;        /* castlingDroppedPiece */
    char enclosing_drop[16];      /* enclosingDrop: "" (none), top, anyside */
    int enclosing_line;
    bool check_counting;
    int checks_needed;
    char extinction_value[16];
    char extinction_types[32];
    int extinction_count, extinction_opponent_count; /* extinct at <= count, while the other has >= */
    /* pieces in hand */
    bool piece_drops, captures_to_hand, immobility_illegal;
    bool first_rank_pawn_drops, promotion_zone_pawn_drops, mandatory_piece_promotion;
    bool piece_demotion;          /* pieceDemotion: a promoted form may turn back (Kyoto shogi) */
    bool promotion_on_capture;    /* piecePromotionOnCapture: only captures promote (and demote) */
    bool drop_promoted;           /* dropPromoted: a piece in hand may be dropped as its promoted form */
    int piece_demotion_line, promotion_on_capture_line, drop_promoted_line;
    int drop_no_doubled_count;    /* dropNoDoubledCount */
    bool drop_checks;             /* dropChecks: a drop may give check */
    char drop_region[2][INI_TEXT]; /* dropRegionWhite/Black: where drops may land ("": anywhere) */
    int drop_region_line[2];
    bool perpetual_illegal, nfold_absolute;
    char nfold_value[16];
    char promoted_types[INI_TEXT];
    char drop_no_doubled, drop_mate_piece;
    int promoted_line;
    char pawn_types[32];      /* pawnTypes as the section gives it ("" : the pawn alone) */
    bool blast_on_capture, pseudo_royal;
    char walling[8];          /* wallingRule: duck, arrow, past, edge ("" none) */
    bool wall_or_move;
    char petrify[32];         /* petrifyOnCaptureTypes: letters of pieces that turn to walls */
    bool no_en_passant_region;/* enPassantRegion = -: nobody takes en passant */
    bool promoted_not_royal;  /* promotion into the pseudo-royal type wins at once: the form is not royal */
    char royal_limited[32];   /* pseudo-royal types royal only while at most extinction_count + 1 are left */
    char promo_limits[64][2]; /* promotionLimit: a type's letter and how many a side may have ([1] as a count) */
    int npromo_limits, promo_limit_line;
    char blast_immune[32];
    bool gating, seirawan_gating;
    bool chess960;
    int pawn_types_line;
    /* the chess of Asia */
    ImpRegion regions[IMP_MAX_REGIONS];
    int nregions;
    bool chasing;                 /* chasingRule = axf */
    int chasing_line;
    bool flying_general, bikjang, pass[2], pass_on_stalemate[2], material_janggi, counting_makruk;
    char material[16];            /* materialCounting other than janggi: unweighted, whitedrawodds, blackdrawodds */
    int soldier_rank;             /* soldierPromotionRank: where soldiers start stepping sideways */
    char diagonal_lines[INI_TEXT];/* the palace points the janggi lines join */
    int diagonal_lines_line;      /* where it was given, for messages */
    char king_type[40];           /* our builtins' kingType: the king moves as this piece */
    /* enclosing and flipping (reversi, ataxx, snort) */
    int drop_rule;                /* DROP_RULE_* of enclosingDrop */
    char drop_start[INI_TEXT];    /* enclosingDropStart ("": none) */
    int drop_start_line;
    int flip;                     /* FLIP_* of flipEnclosedPieces */
    bool free_drops, stalemate_piece_count, adjudicate_full;
    int stalemate_count_line;
    /* connecting two regions (gale) */
    char connect_region[2][2][INI_TEXT]; /* connectRegion1/2White/Black ("": none) */
    int connect_region_line[2][2];
    bool connect_dirs[3];         /* connectHorizontal, connectVertical, connectDiagonal */
    int connect_dirs_line[3];
} Imp;

static bool connects(const Imp *m);
static bool has_drop_region(const Imp *m);
/* connectRegion1 and 2 given for `side`: joining them wins. */
static bool connects_regions(const Imp *m, int side)
{
    return m->connect_region[side][0][0] && m->connect_region[side][1][0];
}

/* A key the import cannot carry over exactly: the game would change. Refused unless the
 * import is lenient (fsf_import.h). */
static void lose(Imp *m, const IniKey *k, const char *why)
{
    if (k && k->origin)
        diag_add(&m->changes, m->file, k->line, 0, "'%s = %s' (from the built-in template '%s'): %s", k->key, k->value,
                 k->origin, why);
    else
        diag_add(&m->changes, m->file, k ? k->line : 0, 0, "'%s = %s': %s", k ? k->key : "?", k ? k->value : "?", why);
}

/* A change that no single key causes (castling squares, a promotion rank off the board). */
static void lose_rule(Imp *m, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void lose_rule(Imp *m, int line, const char *fmt, ...)
{
    char why[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    diag_add(&m->changes, m->file, line, 0, "%s", why);
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
    {"centaur", "KN"}, {"dragon", "RF"}, {"khon", "FfW"}, {"met", "F"},
    {"breakthrough", "fmWfF"}, {"clobber", "cW"}, /* the pieces of those games: Betza alone */
    {"immobile", ""},                              /* a stone that never moves (written as an empty script) */
    /* the soldier and the janggi cannon get their scripts when the YAML is written */
    {"soldier", "fW"}, {"janggiCannon", "mRcpR"}, {"janggiElephant", "nZ"},
};

/* Pieces Fairy-Stockfish has that we cannot say (special rules of their games). */
static const char *const UNSUPPORTED_PIECES[] = {"banner"};

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
    /* Fairy-Stockfish takes a removed piece type out of the promotion types too */
    for (int side = 0; side < 2 && p->letter; side++) {
        char *l = m->promo_to.letters[side], *at;
        while ((at = strchr(l, p->letter)) != NULL)
            memmove(at, at + 1, strlen(at));
    }
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
    if (p && p->letter && p->letter != letter) {
        /* a piece type given a new letter (gemini's archbishop = a over janus's j): the
         * lists that name it by letter follow, as Fairy-Stockfish keeps them by type */
        TypeSet *sets[] = {&m->promo_to, &m->promo_pawns, &m->clock_types};
        for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++)
            for (int side = 0; side < 2; side++)
                for (char *c = sets[i]->letters[side]; *c; c++)
                    if (*c == p->letter)
                        *c = letter;
        for (char *c = m->extinction_types; *c; c++)
            if (*c == p->letter)
                *c = letter;
        if (m->flag_piece == p->letter)
            m->flag_piece = letter;
        if (m->castle_piece == p->letter)
            m->castle_piece = letter;
        if (m->drop_no_doubled == p->letter)
            m->drop_no_doubled = letter;
        for (char *c = m->connect_types; *c; c++)
            if (*c == p->letter)
                *c = letter;
    }
    if (!p) {
        if (m->npieces >= IMP_MAX_PIECES) {
            fail(m, line, "too many pieces (at most %d)", IMP_MAX_PIECES);
            return;
        }
        p = &m->pieces[m->npieces++];
        memset(p, 0, sizeof *p);
        snprintf(p->name, sizeof p->name, "%s", name);
        p->first_seq = m->seq;
    }
    p->letter = letter;
    snprintf(p->betza, sizeof p->betza, "%s", betza ? betza : "");
    p->pawn = pawn;
    p->king = king;
    p->line = line;
    p->promoted_from = p->promotes_to = p->tilde_form = -1;
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
    m->promo[WHITE][7] = m->promo[BLACK][0] = 0xffff; /* *8, *1 */
    for (int side = 0; side < 2; side++) {
        snprintf(m->promo_to.letters[side], sizeof m->promo_to.letters[side], "qrbn");
        snprintf(m->promo_pawns.letters[side], sizeof m->promo_pawns.letters[side], "#");
        snprintf(m->clock_types.letters[side], sizeof m->clock_types.letters[side], "#");
    }
    m->double_step = true;
    m->mandatory_pawn_promotion = true;
    m->double_white = 1u << 1;
    m->castling = true;
    m->castle_king_file = 'g';
    m->castle_queen_file = 'c';
    m->castle_piece = 'k';
    m->checking = true;
    snprintf(m->stalemate, sizeof m->stalemate, "draw");
    snprintf(m->checkmate, sizeof m->checkmate, "loss");
    m->n_move_rule = 50;
    m->n_fold_rule = 3;
    m->soldier_rank = 1;
    m->flag_count = 1;
    m->drop_no_doubled_count = 1;
    m->drop_checks = true;
    m->castling_rank = 1;
    m->checks_needed = 3;
    m->connect_along[0] = m->connect_along[1] = m->connect_along[2] = true;
    m->connect_dirs[0] = m->connect_dirs[1] = m->connect_dirs[2] = true;
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

/* A region of whole ranks (`*6 *7 *8`) as a bit set (bit r-1 for rank r); 0 when any part
 * is not a whole rank of at most 16. */
static unsigned whole_ranks(const char *s)
{
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", s);
    unsigned set = 0;
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        int r = region_rank(tok);
        if (r < 1 || r > 16)
            return 0;
        set |= 1u << (r - 1);
    }
    return set;
}

/* The ranks of `set` seen from the other side of a board of `ranks` ranks. */
static unsigned mirrored(unsigned set, int ranks)
{
    unsigned out = 0;
    for (int r = 1; r <= ranks; r++)
        if (set & (1u << (r - 1)))
            out |= 1u << (ranks - r);
    return out;
}

/* Does `side` promote anywhere, on square (f, r) (0-based)? */
static bool promo_any(const Imp *m, int side)
{
    for (int r = 0; r < 16; r++)
        if (m->promo[side][r])
            return true;
    return false;
}

static bool promo_on(const Imp *m, int side, int f, int r) { return (m->promo[side][r] >> f) & 1; }

/* A Fairy-Stockfish region (`*8`, `a*`, `g8 h7`, `-`) as files per rank; false when a
 * part cannot be read. The board's size is applied once every key is read. */
static bool read_region(const char *s, uint16_t out[16])
{
    uint16_t set[16] = {0};
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", s);
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        int n;
        if (!strcmp(tok, "-"))
            break;
        if (tok[0] == '*' && parse_int(tok + 1, &n) && n >= 1 && n <= 16) {
            set[n - 1] = 0xffff;
        } else if (isalpha((unsigned char)tok[0]) && tok[1] == '*' && !tok[2] && tolower((unsigned char)tok[0]) <= 'p') {
            for (int r = 0; r < 16; r++)
                set[r] |= (uint16_t)(1u << (tolower((unsigned char)tok[0]) - 'a'));
        } else if (isalpha((unsigned char)tok[0]) && tolower((unsigned char)tok[0]) <= 'p' && parse_int(tok + 1, &n) &&
                   n >= 1 && n <= 16) {
            set[n - 1] |= (uint16_t)(1u << (tolower((unsigned char)tok[0]) - 'a'));
        } else {
            return false;
        }
    }
    memcpy(out, set, sizeof set);
    return true;
}

static bool is_letter_list(const char *s)
{
    for (; *s; s++)
        if (!isalpha((unsigned char)*s) && *s != '*')
            return false;
    return true;
}

/* Does `betza` translate? If not, the key is lost with the translator's message. */
static bool betza_translates(Imp *m, const IniKey *k, const char *betza)
{
    DiagSink bd;
    diag_init(&bd);
    CsmSourceMap map = {.file = m->file, .line_base = k->line - 1, .col_first = 0, .col_rest = 0};
    char *script = betza_to_chessembly(betza, &map, &bd);
    if (!script)
        lose(m, k, bd.count ? bd.items[0].message : "not Betza we can translate");
    free(script);
    diag_free(&bd);
    return script != NULL;
}

/* Fairy-Stockfish's lame leapers (`n`) are the dabbaba, knight, alfil and zebra of xiangqi
 * and janggi: on a rider the `n` does nothing, and a lame part of any other leaper (nC, nW)
 * gives no move at all. `out` is `betza` so read (parts dropped, `n` taken off riders). */
static void fsf_lame_parts(const char *betza, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (const char *part = betza; *part;) {
        const char *atom = part;
        while (*atom && !isupper((unsigned char)*atom))
            atom++;
        const char *end = *atom ? atom + 1 : atom;
        bool rider = *atom && (strchr("RBQ", *atom) || *end == *atom || isdigit((unsigned char)*end));
        while (*end && (isdigit((unsigned char)*end) || *end == *atom))
            end++;
        bool lame = memchr(part, 'n', (size_t)(atom - part)) != NULL;
        if (!lame || rider || (*atom && strchr("DNAZ", *atom)))
            for (const char *c = part; c < end && n + 1 < size; c++)
                if (!(lame && rider && *c == 'n' && c < atom))
                    out[n++] = *c;
        out[n] = '\0';
        part = end;
    }
}

/* `pawn`, `knight`, ..., `customPieceN`: true when `k` names a piece (read or refused). */
static bool apply_piece_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    bool is_pawn = !strcmp(key, "pawn");
    const char *betza = NULL;
    for (size_t i = 0; i < sizeof BUILTIN / sizeof BUILTIN[0] && !betza; i++)
        if (!strcmp(key, BUILTIN[i].fsf))
            betza = BUILTIN[i].betza;
    if (is_pawn || betza) {
        char name[40];
        kebab(key, name, sizeof name);
        if (!strcmp(val, "-")) {
            ImpPiece *p = piece_by_name(m, name);
            if (p)
                remove_piece(m, p);
        } else if (strlen(val) == 1 && isalpha((unsigned char)val[0])) {
            set_piece(m, name, val[0], betza, is_pawn, !strcmp(key, "king"), k->line);
        } else if (!strcmp(key, "king") && strlen(val) > 2 && isalpha((unsigned char)val[0]) && val[1] == ':' &&
                   betza_translates(m, k, val + 2)) {
            set_piece(m, name, val[0], val + 2, false, true, k->line); /* a royal piece moving as the Betza says */
        } else {
            lose(m, k, "a piece's value is one letter, or '-' to remove it");
        }
        return true;
    }
    for (size_t i = 0; i < sizeof UNSUPPORTED_PIECES / sizeof UNSUPPORTED_PIECES[0]; i++)
        if (!strcmp(key, UNSUPPORTED_PIECES[i])) {
            /* held until every key is read: a later piece may take its letter (symphony's p) */
            if (!strcmp(val, "-")) {
                ImpPiece *p = piece_by_name(m, key);
                if (p)
                    remove_piece(m, p);
            } else if (strlen(val) == 1 && isalpha((unsigned char)val[0])) {
                set_piece(m, key, val[0], "", false, false, k->line);
                ImpPiece *p = piece_by_name(m, key);
                if (p)
                    snprintf(p->unsupported, sizeof p->unsupported, "'%.40s = %.40s'%s%.40s%s: the piece '%.40s' follows "
                             "special rules of its game that we cannot express", key, val, k->origin ? " (from the "
                             "built-in template '" : "", k->origin ? k->origin : "", k->origin ? "')" : "", key);
            } else {
                lose(m, k, "a piece's value is one letter, or '-' to remove it");
            }
            return true;
        }
    if (strncmp(key, "customPiece", 11) != 0 || !parse_int(key + 11, &n))
        return false;
    if (strlen(val) < 3 || !isalpha((unsigned char)val[0]) || val[1] != ':') {
        lose(m, k, "expected 'letter:BETZA'");
        return true;
    }
    char lame_read[96];
    fsf_lame_parts(val + 2, lame_read, sizeof lame_read);
    if (!lame_read[0] && val[2]) { /* nothing moves, as in Fairy-Stockfish (nC) */
        char name[40];
        snprintf(name, sizeof name, "custom%d", n);
        set_piece(m, name, val[0], "", false, false, k->line);
        return true;
    }
    DiagSink bd;
    diag_init(&bd);
    CsmSourceMap map = {.file = m->file, .line_base = k->line - 1, .col_first = 0, .col_rest = 0};
    char *script = betza_to_chessembly(lame_read, &map, &bd);
    if (script) {
        char name[40];
        snprintf(name, sizeof name, "custom%d", n);
        set_piece(m, name, val[0], lame_read, false, false, k->line);
    } else {
        lose(m, k, bd.count ? bd.items[0].message : "not Betza we can translate");
    }
    free(script);
    diag_free(&bd);
    return true;
}

static void read_bool(Imp *m, const IniKey *k, bool *out)
{
    if (!parse_bool(k, out))
        lose(m, k, "expected true or false");
}

/* Two keys for White and Black that must say the same (`flagPieceWhite`, ...). */
static bool same_for_black(Imp *m, const IniKey *k, const char *white_value)
{
    if (strcmp(k->value, white_value) != 0) {
        lose(m, k, "both sides must have the same here");
        return false;
    }
    return true;
}

/* A key naming piece types (`nbrq`, `-` for none) for `side` (-1: both) at `rank` in
 * Fairy-Stockfish's reading order (TypeSet). */
static void read_types(Imp *m, const IniKey *k, TypeSet *t, int side, int rank)
{
    const char *val = k->value;
    bool none = !strcmp(val, "-");
    if (!none && (!is_letter_list(val) || strchr(val, '*') || strlen(val) >= sizeof t->letters[0])) {
        lose(m, k, "expected piece letters");
        return;
    }
    for (int c = 0; c < 2; c++) {
        if ((side >= 0 && side != c) || m->seq < t->seq[c] || (m->seq == t->seq[c] && rank < t->rank[c]))
            continue;
        size_t n = 0;
        for (const char *v = none ? "" : val; *v; v++) {
            /* a letter a later section gave a new piece: this key named the type it replaced */
            const ImpPiece *p = piece_by_letter(m, *v);
            if (!p || p->first_seq <= m->seq)
                t->letters[c][n++] = (char)tolower((unsigned char)*v);
        }
        t->letters[c][n] = '\0';
        t->seq[c] = m->seq;
        t->rank[c] = rank;
    }
    m->promo_line = k->line;
}

/* promotionPieceTypes, promotionPawnTypes, nMoveRuleTypes, each for both sides or one. */
static bool apply_type_key(Imp *m, const IniKey *k)
{
    static const struct {
        const char *key;
        size_t set; /* offsetof the TypeSet */
        int side, rank;
    } KEYS[] = {
        {"promotionPieceTypes", offsetof(Imp, promo_to), -1, 1},
        {"promotionPieceTypesWhite", offsetof(Imp, promo_to), WHITE, 2},
        {"promotionPieceTypesBlack", offsetof(Imp, promo_to), BLACK, 2},
        {"promotionPawnTypes", offsetof(Imp, promo_pawns), -1, 1},
        {"promotionPawnTypesWhite", offsetof(Imp, promo_pawns), WHITE, 2},
        {"promotionPawnTypesBlack", offsetof(Imp, promo_pawns), BLACK, 2},
        {"nMoveRuleTypes", offsetof(Imp, clock_types), -1, 1},
        {"nMoveRuleTypesWhite", offsetof(Imp, clock_types), WHITE, 2},
        {"nMoveRuleTypesBlack", offsetof(Imp, clock_types), BLACK, 2},
    };
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++)
        if (!strcmp(k->key, KEYS[i].key)) {
            read_types(m, k, (TypeSet *)((char *)m + KEYS[i].set), KEYS[i].side, KEYS[i].rank);
            return true;
        }
    return false;
}

/* promotionLimit = a:1 q:1 r:2: a side promotes into a type only while it has fewer of it. */
static void read_promo_limits(Imp *m, const IniKey *k)
{
    m->npromo_limits = 0;
    m->promo_limit_line = k->line;
    if (!strcmp(k->value, "-"))
        return;
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", k->value);
    for (char *tok = strtok(copy, " "); tok; tok = strtok(NULL, " ")) {
        int n;
        if (!isalpha((unsigned char)tok[0]) || tok[1] != ':' || !parse_int(tok + 2, &n) || n < 0 || n > 64 ||
            m->npromo_limits == 64) {
            lose(m, k, "expected letter:count pairs (a:1 q:1)");
            m->npromo_limits = 0;
            return;
        }
        if (n == 0) /* no limit, in Fairy-Stockfish */
            continue;
        m->promo_limits[m->npromo_limits][0] = (char)tolower((unsigned char)tok[0]);
        m->promo_limits[m->npromo_limits++][1] = (char)n;
    }
}

/* Board size, pawns: double steps and promotion. True when `k` is one of them. */
static bool apply_pawn_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (!strcmp(key, "promotionRank")) {
        if (parse_int(val, &n) && n >= 1 && n <= 16) {
            memset(m->promo[WHITE], 0, sizeof m->promo[WHITE]);
            m->promo[WHITE][n - 1] = 0xffff;
            m->promo_black_mirrors = true;
        } else {
            lose(m, k, "expected a rank number");
        }
    } else if (!strcmp(key, "promotionRegionWhite") || !strcmp(key, "promotionRegionBlack")) {
        int side = key[15] == 'W' ? WHITE : BLACK;
        if (!read_region(val, m->promo[side]))
            lose(m, k, "expected ranks (*8), files (a*) or squares");
        else if (side == BLACK)
            m->promo_black_mirrors = false;
    } else if (apply_type_key(m, k)) {
        return true;
    } else if (!strcmp(key, "doubleStep")) {
        read_bool(m, k, &m->double_step);
    } else if (!strcmp(key, "doubleStepRank")) {
        if (parse_int(val, &n) && n >= 1 && n <= 16)
            m->double_white = 1u << (n - 1);
        else
            lose(m, k, "expected a rank number");
    } else if (!strcmp(key, "doubleStepRegionWhite")) {
        unsigned ranks = whole_ranks(val);
        if (ranks)
            m->double_white = ranks;
        else
            lose(m, k, "only whole ranks (*N) can be a double-step region here");
    } else if (!strcmp(key, "doubleStepRegionBlack")) {
        unsigned ranks = whole_ranks(val);
        if (ranks) {
            m->double_black = ranks;
            m->double_black_line = k->line;
        } else {
            lose(m, k, "only whole ranks (*N) can be a double-step region here");
        }
    } else if (!strcmp(key, "promotionLimit")) {
        read_promo_limits(m, k);
    } else if (!strcmp(key, "firstRankDoubleSteps")) {
        read_bool(m, k, &m->first_rank_double);
    } else if (!strcmp(key, "tripleStepRegionWhite") || !strcmp(key, "tripleStepRegionBlack")) {
        unsigned ranks = strcmp(val, "-") ? whole_ranks(val) : 0;
        if (!ranks && strcmp(val, "-") != 0)
            lose(m, k, "only whole ranks (*N) can be a triple-step region here");
        else if (key[16] == 'W')
            m->triple_white = ranks;
        else
            m->triple_black = ranks, m->triple_black_line = k->line;
    } else if (!strcmp(key, "mandatoryPawnPromotion")) {
        read_bool(m, k, &m->mandatory_pawn_promotion);
    } else {
        return false;
    }
    return true;
}

static bool apply_castling_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (!strcmp(key, "castling")) {
        read_bool(m, k, &m->castling);
    } else if (!strcmp(key, "castlingKingsideFile")) {
        m->castle_king_file = val[0];
    } else if (!strcmp(key, "castlingQueensideFile")) {
        m->castle_queen_file = val[0];
    } else if (!strcmp(key, "castlingRank")) {
        if (parse_int(val, &n) && n >= 1 && n <= 16) {
            m->castling_rank = n;
            m->castling_rank_line = k->line;
        } else {
            lose(m, k, "expected a rank number");
        }
    } else if (!strcmp(key, "castlingWins")) {
        if (!strcmp(val, "-") || (strlen(val) < sizeof m->castling_wins && strspn(val, "KQkq") == strlen(val)))
            snprintf(m->castling_wins, sizeof m->castling_wins, "%s", !strcmp(val, "-") ? "" : val);
        else
            lose(m, k, "expected castling letters (KQkq)");
    } else if (!strcmp(key, "oppositeCastling")) {
        read_bool(m, k, &m->opposite_castling);
    } else if (!strcmp(key, "castlingKingPiece")) {
        /* a letter no piece has: nothing castles (check_rules), as in Fairy-Stockfish */
        if (strlen(val) == 1 && isalpha((unsigned char)val[0]))
            m->castle_piece = (char)tolower((unsigned char)val[0]);
        else
            lose(m, k, "expected the letter of a piece");
    } else if (!strcmp(key, "castlingRookPiece") || !strcmp(key, "castlingRookPieces")) {
        /* letters, resolved once every piece is known (a custom piece may take the rook's) */
        if (is_letter_list(val) && strlen(val) < sizeof m->castle_rooks) {
            for (int i = 0; val[i]; i++)
                m->castle_rooks[i] = (char)tolower((unsigned char)val[i]);
            m->castle_rooks[strlen(val)] = '\0';
            m->castle_rooks_line = k->line;
        } else {
            lose(m, k, "expected piece letters");
        }
    } else if (!strcmp(key, "kingType")) {
        /* a piece type's name (xiangqi's kings move as a wazir), or the king's own letter */
        /* or a piece's letter: knightmate's `n` (the knight's, even once it is removed) */
        static const char *const BY_LETTER[][2] = {{"n", "knight"}, {"b", "bishop"}, {"r", "rook"},
                                                   {"q", "queen"},  {"k", "king"},   {"f", "fers"},
                                                   {"w", "wazir"}};
        const char *type = val;
        for (size_t i = 0; i < sizeof BY_LETTER / sizeof BY_LETTER[0]; i++)
            if (!strcmp(val, BY_LETTER[i][0]))
                type = BY_LETTER[i][1];
        bool named = false;
        for (size_t i = 0; i < sizeof BUILTIN / sizeof BUILTIN[0]; i++)
            named = named || !strcmp(BUILTIN[i].fsf, type);
        if (named)
            snprintf(m->king_type, sizeof m->king_type, "%.39s", !strcmp(type, "king") ? "" : type);
        else
            lose(m, k, "the royal piece moves as a king here, or as a piece type Fairy-Stockfish names (wazir)");
    } else {
        return false;
    }
    return true;
}

/* How the game ends: checkmate, stalemate, counters, flags, checks, extinction. */
static bool apply_result_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (!strcmp(key, "stalemateValue")) {
        if (!strcmp(val, "draw") || !strcmp(val, "win") || !strcmp(val, "loss"))
            snprintf(m->stalemate, sizeof m->stalemate, "%.*s", (int)sizeof m->stalemate - 1, val);
        else
            lose(m, k, "only 'draw', 'win' and 'loss' (for the stalemated side) can be said");
    } else if (!strcmp(key, "checkmateValue")) {
        if (strcmp(val, "loss") != 0)
            lose(m, k, "a checkmated side always loses here");
    } else if (!strcmp(key, "nMoveRule")) {
        if (parse_int(val, &n) && (n == 0 || n == 50)) {
            m->n_move_rule = n;
        } else {
            m->n_move_rule = 0; /* a different clock is no fifty-move rule at all */
            lose(m, k, "only the fifty-move rule (50) or none (0) can be said");
        }
    } else if (!strcmp(key, "nFoldRule")) {
        if (parse_int(val, &n) && (n == 0 || n >= 2))
            m->n_fold_rule = n; /* 3: repetition; others: position_count >= n */
        else
            lose(m, k, "expected 0 (none) or a count of at least 2");
    } else if (!strcmp(key, "flagPiece") || !strcmp(key, "flagPieceWhite")) {
        m->flag_piece = val[0];
    } else if (!strcmp(key, "flagPieceBlack")) {
        char white[2] = {m->flag_piece, 0};
        same_for_black(m, k, white);
    } else if (!strcmp(key, "whiteFlag") || !strcmp(key, "flagRegionWhite") || !strcmp(key, "flagRegion")) {
        snprintf(m->white_flag, sizeof m->white_flag, "%.*s", (int)sizeof m->white_flag - 1, val);
        m->white_flag_line = k->line;
        if (!strcmp(key, "flagRegion")) {
            snprintf(m->black_flag, sizeof m->black_flag, "%.*s", (int)sizeof m->black_flag - 1, val);
            m->black_flag_line = k->line;
        }
    } else if (!strcmp(key, "blackFlag") || !strcmp(key, "flagRegionBlack")) {
        snprintf(m->black_flag, sizeof m->black_flag, "%.*s", (int)sizeof m->black_flag - 1, val);
        m->black_flag_line = k->line;
    } else if (!strcmp(key, "flagMove")) {
        read_bool(m, k, &m->flag_move);
    } else if (!strncmp(key, "connectRegion", 13) && (key[13] == '1' || key[13] == '2') &&
               (!strcmp(key + 14, "White") || !strcmp(key + 14, "Black"))) {
        int side = key[14] == 'B', which = key[13] - '1';
        uint16_t set[16];
        if (!read_region(val, set))
            lose(m, k, "expected squares, whole ranks (*1) or files (a*), or '-'");
        snprintf(m->connect_region[side][which], sizeof m->connect_region[side][which], "%s",
                 !strcmp(val, "-") ? "" : val);
        m->connect_region_line[side][which] = k->line;
    } else if (!strcmp(key, "connectHorizontal") || !strcmp(key, "connectVertical") ||
               !strcmp(key, "connectDiagonal")) {
        int d = key[7] == 'H' ? 0 : key[7] == 'V' ? 1 : 2;
        read_bool(m, k, &m->connect_dirs[d]);
        m->connect_along[d] = m->connect_dirs[d]; /* the lines rows follow, and a region chain's steps */
        m->connect_dirs_line[d] = k->line;
    } else if (!strcmp(key, "connectN")) {
        if (!parse_int(val, &m->connect_n) || m->connect_n < 0 || m->connect_n > 16)
            lose(m, k, "expected a count from 0 to 16");
    } else if (!strcmp(key, "connectNxN")) {
        if (!parse_int(val, &m->connect_nxn) || m->connect_nxn < 0 || m->connect_nxn > 16)
            lose(m, k, "expected a count from 0 to 16");
    } else if (!strcmp(key, "collinearN")) {
        if (!parse_int(val, &m->collinear_n) || m->collinear_n < 0 || m->collinear_n > 16)
            lose(m, k, "expected a count from 0 to 16");
    } else if (!strcmp(key, "connectValue")) {
        if (!strcmp(val, "win") || !strcmp(val, "loss"))
            m->connect_loss = !strcmp(val, "loss");
        else
            lose(m, k, "only 'win' and 'loss' (for the side that makes the row) can be said");
    } else if (!strcmp(key, "connectPieceTypes")) {
        bool all = !strcmp(val, "*"), none = !strcmp(val, "-");
        if (!all && !none && (!is_letter_list(val) || strchr(val, '*') || strlen(val) >= sizeof m->connect_types))
            lose(m, k, "expected piece letters or '*'");
        else
            snprintf(m->connect_types, sizeof m->connect_types, "%s", all ? "" : !strcmp(val, "-") ? "-" : val);
        m->connect_types_line = k->line;
    } else if (!strcmp(key, "flagPieceBlockedWin")) {
        read_bool(m, k, &m->flag_blocked_win);
    } else if (!strcmp(key, "flagPieceSafe")) {
        read_bool(m, k, &m->flag_safe);
        m->flag_safe_line = k->line;
    } else if (!strcmp(key, "flagPieceCount")) {
        if (!parse_int(val, &m->flag_count) || m->flag_count < 1 || m->flag_count > 256)
            lose(m, k, "expected a count from 1");
    } else if (!strcmp(key, "checkCounting")) {
        read_bool(m, k, &m->check_counting);
    } else if (!strcmp(key, "extinctionValue")) {
        if (!strcmp(val, "win") || !strcmp(val, "loss") || !strcmp(val, "none"))
            snprintf(m->extinction_value, sizeof m->extinction_value, "%.*s", (int)sizeof m->extinction_value - 1,
                     val);
        else
            lose(m, k, "only 'win', 'loss' or 'none' can be said");
    } else if (!strcmp(key, "extinctionPieceTypes")) {
        if (is_letter_list(val) && strlen(val) < sizeof m->extinction_types)
            snprintf(m->extinction_types, sizeof m->extinction_types, "%.*s", (int)sizeof m->extinction_types - 1,
                     val);
        else
            lose(m, k, "expected piece letters or '*'");
    } else if (!strcmp(key, "extinctionPieceCount") || !strcmp(key, "extinctionOpponentPieceCount")) {
        if (!parse_int(val, &n) || n < 0 || n > 64)
            lose(m, k, "expected a count from 0 to 64");
        else if (!strcmp(key, "extinctionPieceCount"))
            m->extinction_count = n;
        else
            m->extinction_opponent_count = n;
    } else {
        return false;
    }
    return true;
}

/* Pieces in hand, drops, piece promotion, and shogi's repetition rules. */
static bool apply_hand_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    if (!strcmp(key, "pieceDrops")) {
        read_bool(m, k, &m->piece_drops);
    } else if (!strcmp(key, "capturesToHand")) {
        read_bool(m, k, &m->captures_to_hand);
    } else if (!strcmp(key, "immobilityIllegal")) {
        read_bool(m, k, &m->immobility_illegal);
    } else if (!strcmp(key, "dropRegionWhite") || !strcmp(key, "dropRegionBlack")) {
        int side = !strcmp(key, "dropRegionBlack");
        snprintf(m->drop_region[side], sizeof m->drop_region[side], "%.*s", (int)sizeof m->drop_region[side] - 1, val);
        m->drop_region_line[side] = k->line;
    } else if (!strcmp(key, "firstRankPawnDrops")) {
        read_bool(m, k, &m->first_rank_pawn_drops);
    } else if (!strcmp(key, "promotionZonePawnDrops")) {
        read_bool(m, k, &m->promotion_zone_pawn_drops);
    } else if (!strcmp(key, "mandatoryPiecePromotion")) {
        read_bool(m, k, &m->mandatory_piece_promotion);
    } else if (!strcmp(key, "pieceDemotion")) {
        read_bool(m, k, &m->piece_demotion);
        m->piece_demotion_line = k->line;
    } else if (!strcmp(key, "piecePromotionOnCapture")) {
        read_bool(m, k, &m->promotion_on_capture);
        m->promotion_on_capture_line = k->line;
    } else if (!strcmp(key, "dropPromoted")) {
        read_bool(m, k, &m->drop_promoted);
        m->drop_promoted_line = k->line;
    } else if (!strcmp(key, "perpetualCheckIllegal")) {
        read_bool(m, k, &m->perpetual_illegal);
    } else if (!strcmp(key, "nFoldValueAbsolute")) {
        read_bool(m, k, &m->nfold_absolute);
    } else if (!strcmp(key, "nFoldValue")) {
        if (!strcmp(val, "draw") || !strcmp(val, "win") || !strcmp(val, "loss"))
            snprintf(m->nfold_value, sizeof m->nfold_value, "%s", val);
        else
            lose(m, k, "only 'draw', 'win' and 'loss' can be said");
    } else if (!strcmp(key, "chess960")) {
        read_bool(m, k, &m->chess960);
    } else if (!strcmp(key, "gating")) {
        read_bool(m, k, &m->gating);
    } else if (!strcmp(key, "seirawanGating")) {
        read_bool(m, k, &m->seirawan_gating);
    } else if (!strcmp(key, "blastOnCapture")) {
        read_bool(m, k, &m->blast_on_capture);
    } else if (!strcmp(key, "wallingRule")) {
        if (!strcmp(val, "none"))
            m->walling[0] = '\0';
        else if (!strcmp(val, "duck") || !strcmp(val, "arrow") || !strcmp(val, "past") || !strcmp(val, "edge"))
            snprintf(m->walling, sizeof m->walling, "%.7s", val);
        else
            lose(m, k, "only 'duck', 'arrow', 'past', 'edge' and 'none' can be said (walls fixed where a piece "
                       "stood are not)");
    } else if (!strcmp(key, "wallOrMove")) {
        read_bool(m, k, &m->wall_or_move);
    } else if (!strcmp(key, "petrifyOnCaptureTypes")) {
        bool none = !strcmp(val, "-") || !val[0];
        if (none || (is_letter_list(val) && strlen(val) < sizeof m->petrify))
            snprintf(m->petrify, sizeof m->petrify, "%.31s", none ? "" : val);
        else
            lose(m, k, "expected piece letters");
    } else if (!strcmp(key, "enPassantRegion")) {
        if (!strcmp(val, "-"))
            m->no_en_passant_region = true;
        else
            lose(m, k, "only '-' (en passant nowhere) can be said; en passant is allowed wherever a double step "
                       "passes");
    } else if (!strcmp(key, "extinctionPseudoRoyal")) {
        read_bool(m, k, &m->pseudo_royal);
    } else if (!strcmp(key, "blastImmuneTypes")) {
        bool none = !strcmp(val, "none") || !strcmp(val, "-") || !val[0];
        if (none || (is_letter_list(val) && strlen(val) < sizeof m->blast_immune))
            snprintf(m->blast_immune, sizeof m->blast_immune, "%s", none ? "" : val);
        else
            lose(m, k, "expected piece letters");
    } else if (!strcmp(key, "pawnTypes")) {
        snprintf(m->pawn_types, sizeof m->pawn_types, "%s", !strcmp(val, "-") ? "" : val);
        m->pawn_types_line = k->line;
        /* they promote as pawns, and their moves reset the count (read before the keys
         * that say so for each) */
        read_types(m, k, &m->promo_pawns, -1, 0);
        read_types(m, k, &m->clock_types, -1, 0);
    } else if (!strcmp(key, "promotedPieceType")) {
        size_t used = strlen(m->promoted_types);
        if (strcmp(val, "-") != 0 && used + strlen(val) + 2 < sizeof m->promoted_types)
            snprintf(m->promoted_types + used, sizeof m->promoted_types - used, "%s%s", used ? " " : "", val);
        m->promoted_line = k->line;
    } else if (!strcmp(key, "dropChecks")) {
        read_bool(m, k, &m->drop_checks);
    } else if (!strcmp(key, "dropNoDoubledCount")) {
        /* a drop is refused on a file holding this many of the piece: 1 is nifu, 0 never */
        if (!parse_int(val, &m->drop_no_doubled_count) || m->drop_no_doubled_count < 0 || m->drop_no_doubled_count > 1)
            lose(m, k, "only 1 (nifu) or 0 (never dropped) can be said");
    } else if (!strcmp(key, "mustDrop")) {
        read_bool(m, k, &m->must_drop);
    } else if (!strcmp(key, "dropOppositeColoredBishop")) {
        read_bool(m, k, &m->drop_opposite_bishops);
    } else if (!strcmp(key, "castlingDroppedPiece")) {
        read_bool(m, k, &m->castling_dropped);
    } else if (!strcmp(key, "dropNoDoubled")) {
        m->drop_no_doubled = !strcmp(val, "-") ? 0 : val[0];
    } else if (!strcmp(key, "shogiPawnDropMateIllegal")) {
        bool on = false;
        read_bool(m, k, &on);
        m->drop_mate_piece = on ? 1 : 0;
    } else {
        return false;
    }
    return true;
}

/* mobilityRegionWhiteFers -> side WHITE, piece "fers"; customPiece1 -> "custom1". */
static bool region_key(const char *key, int *side, char *piece, size_t size)
{
    if (strncmp(key, "mobilityRegion", 14) != 0)
        return false;
    key += 14;
    if (!strncmp(key, "White", 5))
        *side = WHITE;
    else if (!strncmp(key, "Black", 5))
        *side = BLACK;
    else
        return false;
    key += 5;
    if (!isupper((unsigned char)key[0]))
        return false;
    char name[40];
    snprintf(name, sizeof name, "%.39s", key);
    name[0] = (char)tolower((unsigned char)name[0]);
    int n;
    if (!strncmp(name, "customPiece", 11) && parse_int(name + 11, &n))
        snprintf(piece, size, "custom%d", n);
    else
        kebab(name, piece, size);
    return true;
}

/* Regions, palaces, the pass, bikjang, counting: the rules of xiangqi, janggi, makruk. */
static bool apply_asia_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int side;
    char piece[40];
    if (region_key(key, &side, piece, sizeof piece)) {
        ImpRegion *r = NULL;
        for (int i = 0; i < m->nregions && !r; i++)
            if (!strcmp(m->regions[i].piece, piece))
                r = &m->regions[i];
        if (!r && m->nregions < IMP_MAX_REGIONS) {
            r = &m->regions[m->nregions++];
            memset(r, 0, sizeof *r);
            snprintf(r->piece, sizeof r->piece, "%s", piece);
        }
        if (!r)
            lose(m, k, "too many mobility regions (at most 8)");
        else {
            snprintf(r->side[side], sizeof r->side[side], "%s", !strcmp(val, "-") ? "" : val);
            r->line = k->line;
        }
    } else if (!strcmp(key, "flyingGeneral")) {
        read_bool(m, k, &m->flying_general);
    } else if (!strcmp(key, "bikjangRule")) {
        read_bool(m, k, &m->bikjang);
    } else if (!strcmp(key, "pass")) {
        read_bool(m, k, &m->pass[WHITE]);
        m->pass[BLACK] = m->pass[WHITE];
    } else if (!strcmp(key, "passWhite") || !strcmp(key, "passBlack")) {
        read_bool(m, k, &m->pass[key[4] == 'W' ? WHITE : BLACK]);
    } else if (!strcmp(key, "passOnStalemate")) {
        read_bool(m, k, &m->pass_on_stalemate[WHITE]);
        m->pass_on_stalemate[BLACK] = m->pass_on_stalemate[WHITE];
    } else if (!strcmp(key, "passOnStalemateWhite") || !strcmp(key, "passOnStalemateBlack")) {
        read_bool(m, k, &m->pass_on_stalemate[key[15] == 'W' ? WHITE : BLACK]);
    } else if (!strcmp(key, "soldierPromotionRank")) {
        if (!parse_int(val, &m->soldier_rank) || m->soldier_rank < 1 || m->soldier_rank > 16)
            lose(m, k, "expected a rank from 1 to 16");
    } else if (!strcmp(key, "diagonalLines")) {
        snprintf(m->diagonal_lines, sizeof m->diagonal_lines, "%s", !strcmp(val, "-") ? "" : val);
        m->diagonal_lines_line = k->line;
    } else if (!strcmp(key, "materialCounting")) {
        bool known = !strcmp(val, "janggi") || !strcmp(val, "none") || !strcmp(val, "unweighted") ||
                     !strcmp(val, "whitedrawodds") || !strcmp(val, "blackdrawodds");
        m->material_janggi = !strcmp(val, "janggi");
        snprintf(m->material, sizeof m->material, "%.15s",
                 known && strcmp(val, "janggi") && strcmp(val, "none") ? val : "");
        if (!known)
            lose(m, k, "expected janggi, unweighted, whitedrawodds, blackdrawodds or none");
    } else if (!strcmp(key, "countingRule")) {
        if (!strcmp(val, "makruk") || !strcmp(val, "none"))
            m->counting_makruk = !strcmp(val, "makruk");
        else
            lose(m, k, "only makruk's counting rule (or none) can be said");
    } else if (!strcmp(key, "enclosingDrop")) {
        /* top and anyside say where a drop enters (drop_entry); the others which squares a
         * drop may take at all (drop_rule) */
        static const char *const words[] = {"none", "reversi", "ataxx", "snort"};
        int i = 0;
        while (i < 4 && strcmp(val, words[i]))
            i++;
        m->enclosing_drop[0] = '\0';
        m->drop_rule = DROP_RULE_ANY;
        if (!strcmp(val, "top") || !strcmp(val, "anyside"))
            snprintf(m->enclosing_drop, sizeof m->enclosing_drop, "%s", val);
        else if (i < 4)
            m->drop_rule = i == 0 ? DROP_RULE_ANY : i == 1 ? DROP_RULE_ENCLOSING : i == 2 ? DROP_RULE_BESIDE_OWN
                                                                                          : DROP_RULE_APART;
        else
            lose(m, k, "only the enclosing drops none, top, anyside, reversi, ataxx and snort can be said");
        m->enclosing_line = k->line;
    } else if (!strcmp(key, "enclosingDropStart")) {
        uint16_t set[16];
        if (!read_region(val, set))
            lose(m, k, "expected squares (like 'd4 e4 d5 e5'), whole ranks or files, or '-'");
        snprintf(m->drop_start, sizeof m->drop_start, "%s", !strcmp(val, "-") ? "" : val);
        m->drop_start_line = k->line;
    } else if (!strcmp(key, "flipEnclosedPieces")) {
        static const char *const words[] = {"none", "reversi", "ataxx", "quadwrangle"};
        static const int flips[] = {FLIP_NONE, FLIP_ENCLOSED, FLIP_ADJACENT, FLIP_ADJACENT_JOINED};
        int i = 0;
        while (i < 4 && strcmp(val, words[i]))
            i++;
        if (i < 4)
            m->flip = flips[i];
        else
            lose(m, k, "expected none, reversi, ataxx or quadwrangle");
    } else if (!strcmp(key, "freeDrops")) {
        read_bool(m, k, &m->free_drops);
    } else if (!strcmp(key, "stalematePieceCount")) {
        read_bool(m, k, &m->stalemate_piece_count);
        m->stalemate_count_line = k->line;
    } else if (!strcmp(key, "adjudicateFullBoard")) {
        read_bool(m, k, &m->adjudicate_full);
    } else if (!strcmp(key, "chasingRule")) {
        if (!strcmp(val, "axf") || !strcmp(val, "none")) {
            m->chasing = !strcmp(val, "axf");
            m->chasing_line = k->line;
        } else {
            lose(m, k, "expected axf or none");
        }
    } else {
        return false;
    }
    return true;
}

static void apply_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (apply_piece_key(m, k) || apply_pawn_key(m, k) || apply_castling_key(m, k) || apply_result_key(m, k) ||
        apply_hand_key(m, k) || apply_asia_key(m, k))
        return;
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
    } else if (!strcmp(key, "checking")) {
        read_bool(m, k, &m->checking);
    } else if (!strcmp(key, "mustCapture")) {
        read_bool(m, k, &m->must_capture);
    } else {
        /* the rest: display hints, and rules we cannot say yet, harmless at their default */
        const FsfKey *known = fsf_key_find(key);
        if (!known)
            lose(m, k, "not a key Fairy-Stockfish documents (a misspelling?)");
        else if (known->use == FSF_KEY_UNSUPPORTED && !fsf_key_is_default(known, val))
            lose(m, k, known->note);
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
            if (strchr(tok, '[') && !m->piece_drops && !m->gating) {
                fail(m, line, "startFen holds pieces in hand ('[...]') but pieceDrops is false");
                return;
            }
            /* walls: squares no piece enters or crosses; a hopper would take one for a screen
             * in Fairy-Stockfish, which ours do not */
            for (int i = 0; strchr(tok, '*') && i < m->npieces; i++)
                if (strchr(m->pieces[i].betza, 'p') || strchr(m->pieces[i].betza, 'g')) {
                    fail(m, line, "startFen has walls ('*') and '%s' hops: a wall is no screen here", m->pieces[i].name);
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
                lose_rule(m, line, "the check counts '%s' differ: both sides need %d checks here", tok, a);
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

static void write_rows(const Imp *m, Buf *b);

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

/* A Fairy-Stockfish region as squares (`*8` a rank, `a*` a file, `-` none); "" is the
 * whole board. False when a part cannot be read. */
static bool region_squares(const Imp *m, const char *region, bool on[16][16])
{
    bool all = !region[0];
    for (int f = 0; f < 16; f++)
        for (int r = 0; r < 16; r++)
            on[f][r] = all && f < m->files && r < m->ranks;
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", region);
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        int n;
        if (tok[0] == '*' && parse_int(tok + 1, &n) && n >= 1 && n <= m->ranks) {
            for (int f = 0; f < m->files; f++)
                on[f][n - 1] = true;
        } else if (islower((unsigned char)tok[0]) && tok[1] == '*' && !tok[2] && tok[0] - 'a' < m->files) {
            for (int r = 0; r < m->ranks; r++)
                on[tok[0] - 'a'][r] = true;
        } else if (islower((unsigned char)tok[0]) && tok[0] - 'a' < m->files && parse_int(tok + 1, &n) && n >= 1 &&
                   n <= m->ranks) {
            on[tok[0] - 'a'][n - 1] = true;
        } else if (strcmp(tok, "-") != 0) {
            return false;
        }
    }
    return true;
}

/* A zone as explicit squares for each side: `{ white: [a1, b1], black: [a8] }`. */
static void write_square_zone(Buf *b, const char *name, bool on[2][16][16], int files, int ranks)
{
    out(b, "    %s: { ", name);
    for (int side = 0; side < 2; side++) {
        out(b, "%s: [", side ? ", black" : "white");
        int n = 0;
        for (int r = 0; r < ranks; r++)
            for (int f = 0; f < files; f++)
                if (on[side][f][r])
                    out(b, "%s%c%d", n++ ? ", " : "", 'a' + f, r + 1);
        out(b, "]");
    }
    out(b, " }\n");
}

static bool has_drop_region(const Imp *m) { return m->piece_drops && (m->drop_region[0][0] || m->drop_region[1][0]); }

/* dropRegionWhite/Black: the zone `drops` every piece is dropped in, and for pawns that
 * zone without their own forbidden ranks (`pawn_drops`). */
static bool write_drop_zones(Imp *m, Buf *b)
{
    static bool on[2][16][16];
    for (int side = 0; side < 2; side++)
        if (!region_squares(m, m->drop_region[side], on[side])) {
            fail(m, m->drop_region_line[side], "the drop region '%s' cannot be read", m->drop_region[side]);
            return false;
        }
    write_square_zone(b, "drops", on, m->files, m->ranks);
    if (!piece_by_name(m, "pawn"))
        return true;
    for (int side = 0; side < 2; side++)
        for (int r = 1; r <= m->ranks; r++) { /* r: the side's own rank */
            int at = side == WHITE ? r : m->ranks + 1 - r;
            bool first = r == 1 && !m->first_rank_pawn_drops;
            for (int f = 0; f < m->files; f++)
                if (first || (promo_on(m, side, f, at - 1) && !m->promotion_zone_pawn_drops))
                    on[side][f][at - 1] = false;
        }
    write_square_zone(b, "pawn_drops", on, m->files, m->ranks);
    return true;
}

static void write_pawn(Buf *b, const Imp *m)
{
    out(b, "    chessembly: |\n      move(0, 1); take(1, 1); take(-1, 1);\n");
    /* the double (triple) step from exactly rank r: off the board r squares back, not r-1 */
    unsigned ranks[2] = {m->double_step ? m->double_white | (m->first_rank_double ? 1u : 0u) : 0, m->triple_white};
    for (int steps = 2; steps <= 3; steps++)
        for (int r = 1; r <= m->ranks; r++) {
            if (!(ranks[steps - 2] & (1u << (r - 1))))
                continue;
            if (r == 1)
                out(b, "      bound(0, -1) ");
            else
                out(b, "      bound(0, -%d) not bound(0, -%d) ", r - 1, r); /* `not` negates what precedes it */
            out(b, "observe(0, 1) %smove(0, %d);\n", steps == 3 ? "observe(0, 2) " : "", steps);
        }
}

static bool write_flag_zone(Imp *m, Buf *b, const char *name, const char *region, int line)
{
    if (!region[0])
        return true;
    out(b, "    %s: ", name);
    if (!write_zone(b, region)) {
        fail(m, line, "%s region '%s' cannot be read", name, region);
        return false;
    }
    out(b, "\n");
    return true;
}

/* Zones of the chess of Asia: each region (per side; "" is the whole board), where
 * soldiers step sideways, the points the palace lines join. */
static bool write_asia_zones(Imp *m, Buf *b)
{
    for (int i = 0; i < m->nregions; i++) {
        const ImpRegion *r = &m->regions[i];
        out(b, "    %s-region: { ", r->piece);
        for (int side = WHITE; side <= BLACK; side++) {
            out(b, "%s: ", side == WHITE ? "white" : "black");
            if (!r->side[side][0])
                out(b, "[a1-%c%d]", 'a' + m->files - 1, m->ranks);
            else if (!write_zone(b, r->side[side])) {
                fail(m, r->line, "the mobility region '%s' cannot be read", r->side[side]);
                return false;
            }
            out(b, "%s", side == WHITE ? ", " : " }\n");
        }
    }
    if (m->soldier_rank > 1 && piece_by_name(m, "soldier")) {
        out(b, "    soldier-sideways: [");
        for (int r = m->soldier_rank; r <= m->ranks; r++)
            out(b, "%srank -%d", r > m->soldier_rank ? ", " : "", m->ranks + 1 - r);
        out(b, "]\n");
    }
    if (m->diagonal_lines[0]) {
        out(b, "    lines: ");
        if (!write_zone(b, m->diagonal_lines)) {
            fail(m, m->diagonal_lines_line, "diagonalLines '%s' cannot be read", m->diagonal_lines);
            return false;
        }
        out(b, "\n");
    }
    return true;
}

/* The header, the board with its zones, the setup and the rules. */
/* Whether the pawn's drops are limited to some ranks (a zone `pawn_drops`). */
static bool pawn_drop_zone(Imp *m)
{
    /* gating places pieces from the hand too, under the same rules (a pawn never on rank 1) */
    return (m->piece_drops || m->gating) && piece_by_name(m, "pawn") &&
           (!m->first_rank_pawn_drops || (promo_any(m, WHITE) && !m->promotion_zone_pawn_drops));
}

/* A zone of each side's promotion squares, or (`drops`) of the squares where its pawns
 * may be dropped: not the first rank nor where they promote unless the keys allow. Whole
 * ranks are written as ranks, side-relative (`rank -1`) when Black's mirror White's; other
 * regions as each side's squares. */
static void write_rank_zone(Imp *m, Buf *b, const char *name, bool drops)
{
    static bool on[2][16][16];
    bool whole = true;
    for (int side = 0; side < 2; side++)
        for (int r = 1; r <= m->ranks; r++) { /* r: the side's own rank */
            int at = side == WHITE ? r : m->ranks + 1 - r;
            bool first = r == 1 && !m->first_rank_pawn_drops;
            int n = 0;
            for (int f = 0; f < m->files; f++) {
                bool promo = promo_on(m, side, f, at - 1);
                on[side][f][at - 1] = drops ? !first && !(promo && !m->promotion_zone_pawn_drops) : promo;
                n += on[side][f][at - 1];
            }
            whole = whole && (n == 0 || n == m->files);
        }
    if (!whole) {
        write_square_zone(b, name, on, m->files, m->ranks);
        return;
    }
    int n = 0;
    if (!m->promo_asymmetric) { /* the far ranks first for promotion, the near ones for drops */
        out(b, "    %s: [", name);
        for (int i = 1; i <= m->ranks; i++) {
            int r = drops ? i : m->ranks + 1 - i;
            if (on[WHITE][0][r - 1])
                out(b, "%srank -%d", n++ ? ", " : "", m->ranks + 1 - r);
        }
        out(b, "]\n");
        return;
    }
    out(b, "    %s: { white: [", name);
    for (int r = 1; r <= m->ranks; r++)
        if (on[WHITE][0][r - 1])
            out(b, "%srank %d", n++ ? ", " : "", r);
    out(b, "], black: [");
    n = 0;
    for (int r = 1; r <= m->ranks; r++)
        if (on[BLACK][0][r - 1])
            out(b, "%srank %d", n++ ? ", " : "", r);
    out(b, "] }\n");
}

/* Is piece `i` of Fairy-Stockfish's type `letter`: the piece of that letter, its form
 * written with it (Q~), or a promoted form moving as it (promotedPieceType)? */
static bool of_type(const Imp *m, int i, char letter)
{
    return m->pieces[i].letter == letter || m->pieces[i].moves_as == letter;
}

/* promotionLimit: `rules: promotion_limits`, each type with every piece that is of it. */
static void write_promo_limits(Imp *m, Buf *b)
{
    out(b, "  promotion_limits:\n");
    for (int l = 0; l < m->npromo_limits; l++) {
        int n = 0;
        for (int i = 0; i < m->npieces; i++)
            if (of_type(m, i, m->promo_limits[l][0]))
                out(b, "%s%s", n++ ? ", " : "    - { pieces: [", m->pieces[i].name);
        if (n)
            out(b, "], at_most: %d }\n", m->promo_limits[l][1]);
    }
}

/* The limits are ours on every promotion into the type; Fairy-Stockfish's pawn promotes
 * by promotedPieceType unlimited, and with nothing left to promote to a pawn that must
 * promote stops short, where ours moves on unpromoted. */
static void check_promo_limits(Imp *m)
{
    for (int l = 0; l < m->npromo_limits; l++) {
        char t = m->promo_limits[l][0];
        for (int i = 0; i < m->npieces; i++) {
            const ImpPiece *p = &m->pieces[i];
            if (p->pawn && p->promotes_to >= 0 && m->pieces[p->promotes_to].moves_as == t)
                lose_rule(m, m->promo_limit_line, "promotionLimit: the pawn promotes to '%c' by promotedPieceType, "
                          "which Fairy-Stockfish does not limit", t);
            if (strchr(p->promo_to, t) && m->mandatory_pawn_promotion)
                lose_rule(m, m->promo_limit_line, "promotionLimit: '%s' must promote, and with no '%c' left to promote "
                          "to it stops short in Fairy-Stockfish, which is not said here", p->name, t);
        }
    }
}

/* The rules of where drops go and what rows count: must_drop, castling_by_drop,
 * drop_entry, rows, drop_rule, first_drops, free_drops, connect_steps, flip. */
static void write_drop_and_row_rules(Imp *m, Buf *b)
{
    if (m->piece_drops && m->must_drop)
        out(b, "  must_drop: true\n");
    if (m->piece_drops && m->castling && m->castling_dropped) /* Fairy-Stockfish's castling king file */
        out(b, "  castling_by_drop: e\n");
    if (m->piece_drops && m->enclosing_drop[0])
        out(b, "  drop_entry: %s\n", !strcmp(m->enclosing_drop, "top") ? "top" : "any_side");
    if (connects(m))
        write_rows(m, b);
    if (m->piece_drops && m->drop_rule != DROP_RULE_ANY) {
        static const char *const rule[] = {"anywhere", "enclosing", "beside_own", "apart"};
        out(b, "  drop_rule: %s\n", rule[m->drop_rule]);
        if (m->drop_start[0])
            out(b, "  first_drops: first_drops\n");
    }
    if (m->piece_drops && m->free_drops)
        out(b, "  free_drops: true\n");
    if (connects_regions(m, WHITE) || connects_regions(m, BLACK)) {
        /* Fairy-Stockfish grows the chain east, north (and northeast, southeast) only */
        static const char *const dirs[3] = {"east", "north", "northeast, southeast"};
        out(b, "  connect_steps: [");
        for (int d = 0, n = 0; d < 3; d++)
            if (m->connect_dirs[d])
                out(b, "%s%s", n++ ? ", " : "", dirs[d]);
        out(b, "]\n");
    }
    if (m->flip) {
        static const char *const flip[] = {"none", "enclosed", "adjacent", "adjacent_joined"};
        out(b, "  flip: %s\n", flip[m->flip]);
    }
}

static bool write_board(Imp *m, Buf *b, const char *section, bool promo_zone, bool flags)
{
    out(b, "# Imported from %s [%s] by chessembly-cli import-ini.\n", m->file ? m->file : "variants.ini", section);
    if (m->changes.count) {
        out(b, "# Imported with --lenient: this game differs from Fairy-Stockfish's [%s]:\n", section);
        for (int i = 0; i < m->changes.count; i++) {
            char line[600];
            diag_format(&m->changes.items[i], line, sizeof line);
            out(b, "#   %s\n", line);
        }
    }
    out(b, "game: \"%s\"\n", m->game);
    out(b, "description: \"Imported from the Fairy-Stockfish variants.ini section [%s].\"\n", section);
    out(b, "board:\n  size: %dx%d\n", m->files, m->ranks);
    if (m->chasing) /* soldiers across it may be chased */
        out(b, "  river: %d\n", m->soldier_rank - 1);
    bool drop_regions = has_drop_region(m);
    bool pawn_drops = pawn_drop_zone(m) && !drop_regions, piece_promo = m->promoted_types[0] != '\0';
    bool asia = m->nregions || m->diagonal_lines[0] || (m->soldier_rank > 1 && piece_by_name(m, "soldier"));
    bool first_drops = m->piece_drops && m->drop_rule != DROP_RULE_ANY && m->drop_start[0];
    bool regions_connect = connects_regions(m, WHITE) || connects_regions(m, BLACK);
    if (flags || promo_zone || pawn_drops || piece_promo || asia || drop_regions || first_drops || regions_connect)
        out(b, "  zones:\n");
    for (int side = 0; side < 2; side++)
        for (int w = 0; w < 2 && connects_regions(m, side); w++) { /* connectRegion1/2White/Black */
            out(b, "    %s_connect_%d: ", side ? "black" : "white", w + 1);
            if (!write_zone(b, m->connect_region[side][w])) {
                fail(m, m->connect_region_line[side][w], "the region '%s' cannot be read", m->connect_region[side][w]);
                return false;
            }
            out(b, "\n");
        }
    if (first_drops) { /* enclosingDropStart: where the first drops go */
        out(b, "    first_drops: ");
        if (!write_zone(b, m->drop_start)) {
            fail(m, m->drop_start_line, "the region '%s' cannot be read", m->drop_start);
            return false;
        }
        out(b, "\n");
    }
    if (drop_regions && !write_drop_zones(m, b))
        return false;
    if (asia && !write_asia_zones(m, b))
        return false;
    if (piece_promo) /* where pieces may promote: each side's promotion region */
        write_rank_zone(m, b, "piece_promotion", false);
    if (pawn_drops) /* FSF's pawns: not on the first rank nor where they promote, by default */
        write_rank_zone(m, b, "pawn_drops", true);
    if (promo_zone) /* Fairy-Stockfish promotes on entering the region */
        write_rank_zone(m, b, "promotion", false);
    if (flags && (!write_flag_zone(m, b, "white_flag", m->white_flag, m->white_flag_line) ||
                  !write_flag_zone(m, b, "black_flag", m->black_flag, m->black_flag_line)))
        return false;
    out(b, "setup: \"%s\"\n", m->fen);
    if (m->chess960) /* new games from a Chess960 back rank */
        out(b, "start: chess960\n");
    out(b, "rules:\n  captures_compulsory: %s\n  giving_check: %s\n  equal_turns: %s\n",
        m->must_capture ? "true" : "false", m->checking ? "allowed" : "forbidden",
        m->flag_move && !m->flag_safe ? "true" : "false"); /* with flagPieceSafe: in the victories */
    if (m->piece_drops)
        out(b, "  hands: true\n  captures_to_hand: %s\n", m->captures_to_hand ? "true" : "false");
    if (m->immobility_illegal)
        out(b, "  immobility: illegal\n");
    write_drop_and_row_rules(m, b);
    if (m->gating)
        out(b, "  gating: true\n");
    if (m->npromo_limits)
        write_promo_limits(m, b);
    if (m->castling && m->opposite_castling)
        out(b, "  opposite_castling: true\n");
    if (m->castling && (m->castle_queen_file != 'c' || m->castle_king_file != 'a' + m->files - 2))
        out(b, "  castling_files: [%c, %c]\n", m->castle_queen_file, m->castle_king_file);
    if (m->flying_general)
        out(b, "  flying_general: true\n");
    if (m->chasing)
        out(b, "  chasing: axf\n");
    if (m->bikjang)
        out(b, "  bikjang: true\n");
    if (m->pass[WHITE])
        out(b, "  pass: true\n");
    else if (m->pass_on_stalemate[WHITE])
        out(b, "  pass: stalemate\n");
    if (m->counting_makruk)
        out(b, "  counting: makruk\n");
    if (m->walling[0])
        out(b, "  walls: %s\n", m->walling);
    if (m->walling[0] && m->wall_or_move)
        out(b, "  walls_or_move: true\n");
    if (m->blast_on_capture) { /* FSF spares its pawn type only, not custom pawns */
        ImpPiece *pawn = piece_by_name(m, "pawn");
        out(b, "  explosions: true\n  explosion_spares: [%s]\n", pawn ? pawn->name : "");
        if (m->blast_immune[0]) {
            out(b, "  explosion_immune: [");
            int n = 0;
            for (const char *c = m->blast_immune; *c; c++) {
                ImpPiece *p = piece_by_letter(m, *c);
                if (p)
                    out(b, "%s%s", n++ ? ", " : "", p->name);
            }
            out(b, "]\n");
        }
    }
    return true;
}

/* Does some piece promote as a pawn does (resolve_pawn_rules)? */
static bool has_pawn(Imp *m)
{
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].promo_to[0] || m->pieces[i].promo_barred)
            return true;
    return false;
}

/* A piece's part in drops and piece promotion: demotes_to, promotion, drop. */
static void write_hand_keys(Imp *m, Buf *b, const ImpPiece *p)
{
    const char *on_capture = m->promotion_on_capture ? ", on_capture: true" : "";
    if (p->promoted_from >= 0)
        out(b, "    demotes_to: %s\n", m->pieces[p->promoted_from].name);
    if (p->promotes_to >= 0 && !p->promo_to[0]) /* a pawn's is optional as its pawn promotion is */
        out(b, "    promotion: { to: [%s], zone: piece_promotion, optional: %s, on_leaving: true%s }\n",
            m->pieces[p->promotes_to].name,
            (p->pawn ? m->mandatory_pawn_promotion : m->mandatory_piece_promotion) ? "false" : "true", on_capture);
    else if (p->promoted_from >= 0 && m->piece_demotion) /* pieceDemotion: back to its base, as it promoted */
        out(b, "    promotion: { to: [%s], zone: piece_promotion, optional: %s, on_leaving: true%s }\n",
            m->pieces[p->promoted_from].name, m->mandatory_piece_promotion ? "false" : "true", on_capture);
    if (p->never_dropped && m->piece_drops) {
        out(b, "    drop: false\n");
        return;
    }
    /* dropPromoted: a piece with a promoted form may be dropped as it too */
    const char *promoted = m->drop_promoted && m->piece_drops && p->promotes_to >= 0
                               ? m->pieces[p->promotes_to].name : NULL;
    bool regions = has_drop_region(m);
    bool pawn_zone = p->pawn && (pawn_drop_zone(m) || (regions && piece_by_name(m, "pawn")));
    /* Fairy-Stockfish only sees checks on a king proper: with pseudo-royal kings (atomic's
     * commoner) dropChecks changes nothing */
    bool king_type = false;
    for (int i = 0; i < m->npieces; i++)
        king_type = king_type || m->pieces[i].king;
    bool no_checks = m->piece_drops && !m->drop_checks && king_type;
    bool colours = m->piece_drops && m->drop_opposite_bishops && !strcmp(p->name, "bishop");
    if ((m->piece_drops || m->gating) &&
        (pawn_zone || regions || p->no_doubled || p->drop_mate_loses || no_checks || colours || promoted)) {
        out(b, "    drop: {");
        int n = 0;
        if (pawn_zone)
            out(b, "%s zone: pawn_drops", n++ ? "," : "");
        else if (regions)
            out(b, "%s zone: drops", n++ ? "," : "");
        if (p->no_doubled)
            out(b, "%s no_doubled: true", n++ ? "," : "");
        if (p->drop_mate_loses)
            out(b, "%s mate: loses", n++ ? "," : "");
        if (no_checks)
            out(b, "%s check: forbidden", n++ ? "," : "");
        if (colours) /* Fairy-Stockfish's bishop type only */
            out(b, "%s opposite_colours: true", n++ ? "," : "");
        if (promoted)
            out(b, "%s promoted: [%s]", n++ ? "," : "", promoted);
        out(b, " }\n");
    }
}

/* The chasing rule's name for a piece of this type (xiangqi's seven), or NULL. */
static const char *chase_role_of(const Imp *m, const ImpPiece *p)
{
    static const char *const ROLES[][2] = {{"rook", "chariot"}, {"horse", "horse"},     {"elephant", "elephant"},
                                           {"fers", "advisor"}, {"cannon", "cannon"},   {"soldier", "soldier"}};
    if (p->king)
        return !strcmp(m->king_type, "wazir") ? "general" : NULL;
    for (size_t i = 0; i < sizeof ROLES / sizeof ROLES[0]; i++)
        if (!strcmp(p->name, ROLES[i][0]))
            return ROLES[i][1];
    return NULL;
}

/* Janggi's counting weights by Fairy-Stockfish's piece types (its materialCounting). */
static int janggi_weight(const char *name)
{
    static const struct {
        const char *name;
        int weight;
    } W[] = {{"rook", 13}, {"janggi-cannon", 7}, {"horse", 5}, {"janggi-elephant", 3}, {"wazir", 3}, {"soldier", 2}};
    for (size_t i = 0; i < sizeof W / sizeof W[0]; i++)
        if (!strcmp(name, W[i].name))
            return W[i].weight;
    return 0;
}

static void write_asia_piece_keys(Imp *m, Buf *b, const ImpPiece *p)
{
    /* a promoted form is of its target's type in Fairy-Stockfish: that type's region */
    const ImpPiece *as = p->moves_as ? piece_by_letter(m, p->moves_as) : NULL;
    const char *type = as ? as->name : p->name;
    for (int i = 0; i < m->nregions; i++)
        if (!strcmp(m->regions[i].piece, type))
            out(b, "    region: %s-region\n", type);
    if (m->material_janggi)
        out(b, "    value: %d\n", janggi_weight(p->name));
}

/* Is there a pair of points of the lines `k` steps apart along (x, y)? */
static bool lines_pair(const Imp *m, bool on[16][16], int x, int y, int k)
{
    for (int f = 0; f < m->files; f++)
        for (int r = 0; r < m->ranks; r++) {
            int f2 = f + k * x, r2 = r + k * y;
            if (on[f][r] && f2 >= 0 && f2 < m->files && r2 >= 0 && r2 < m->ranks && on[f2][r2])
                return true;
        }
    return false;
}

/* The diagonal-line part of a piece's script, in each of the directions `dirs` ("ne nw
 * se sw"), as Fairy-Stockfish moves along diagonalLines: from a point of the lines, its
 * diagonal move (a step, a slide over empty squares, or the janggi cannon's hop over a
 * piece that is not a cannon) lands on a point of the lines; the squares between need
 * not be points. Written for each distance at which two points lie. */
static void write_lines(Imp *m, Buf *b, const char *dirs, int kind)
{
    static const struct {
        const char *name;
        int dx, dy;
    } D[] = {{"ne", 1, 1}, {"nw", -1, 1}, {"se", 1, -1}, {"sw", -1, -1}};
    static bool on[16][16];
    if (!region_squares(m, m->diagonal_lines, on))
        return; /* reported where the zone is written */
    int longest = m->files > m->ranks ? m->files : m->ranks;
    for (size_t i = 0; i < 4; i++) {
        if (!strstr(dirs, D[i].name))
            continue;
        int x = D[i].dx, y = D[i].dy;
        for (int k = 1; k < (kind == 0 ? 2 : longest); k++) {
            if (!lines_pair(m, on, x, y, k))
                continue;
            if (kind != 2) { /* a step, or a slide over k - 1 empty squares */
                out(b, "      zone(lines, 0, 0) zone(lines, %d, %d) ", k * x, k * y);
                for (int e = 1; e < k; e++)
                    out(b, "peek(%d, %d) ", x, y);
                out(b, "take-move(%d, %d);\n", x, y);
                continue;
            }
            for (int j = 1; j < k; j++) { /* the cannon: its screen j squares away */
                out(b, "      zone(lines, 0, 0) zone(lines, %d, %d) ", k * x, k * y);
                for (int e = 1; e < j; e++)
                    out(b, "peek(%d, %d) ", x, y);
                out(b, "observe(%d, %d) not piece-on(janggi-cannon, %d, %d) not anchor(%d, %d) ", x, y, x, y, x, y);
                for (int e = j + 1; e < k; e++)
                    out(b, "peek(%d, %d) ", x, y);
                out(b, "piece-on(janggi-cannon, %d, %d) not take-move(%d, %d);\n", x, y, x, y);
            }
        }
    }
}

/* The soldier, the janggi cannon, and pieces that move along palace lines (rook, wazir,
 * a king moving as a wazir) are written in Chessembly; false for a plain Betza piece. */
static bool write_asia_script(Imp *m, Buf *b, const ImpPiece *p)
{
    bool lines = m->diagonal_lines[0] != '\0';
    bool soldier = !strcmp(p->name, "soldier"), cannon = !strcmp(p->name, "janggi-cannon");
    bool wazir = !strcmp(p->name, "wazir") || (p->king && !strcmp(m->king_type, "wazir"));
    bool rook = !strcmp(p->name, "rook") && lines;
    if (!soldier && !cannon && !(lines && wazir) && !rook)
        return false;
    out(b, "    chessembly: |\n");
    if (soldier) {
        bool always = m->soldier_rank <= 1;
        out(b, "      take-move(0, 1);\n");
        out(b, "      %stake-move(1, 0);\n      %stake-move(-1, 0);\n", always ? "" : "zone(soldier-sideways, 0, 0) ",
            always ? "" : "zone(soldier-sideways, 0, 0) ");
        if (lines)
            write_lines(m, b, "ne nw", 0);
    } else if (cannon) {
        static const int D[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int i = 0; i < 4; i++) {
            int x = D[i][0], y = D[i][1];
            out(b,
                "      do peek(%d, %d) while piece-on(janggi-cannon, %d, %d) not anchor(%d, %d) piece-on(janggi-cannon, "
                "%d, %d) not take-move(%d, %d) repeat(3);\n",
                x, y, x, y, x, y, x, y, x, y);
        }
        if (lines)
            write_lines(m, b, "ne nw se sw", 2);
    } else if (rook) {
        out(b, "      take-move(1, 0) repeat(1);\n      take-move(-1, 0) repeat(1);\n"
               "      take-move(0, 1) repeat(1);\n      take-move(0, -1) repeat(1);\n");
        write_lines(m, b, "ne nw se sw", 1);
    } else {
        out(b, "      take-move(1, 0); take-move(-1, 0); take-move(0, 1); take-move(0, -1);\n");
        write_lines(m, b, "ne nw se sw", 0);
    }
    return true;
}

static void write_pieces(Imp *m, Buf *b, bool promo_zone)
{
    out(b, "pieces:\n");
    for (int i = 0; i < m->npieces; i++) {
        const ImpPiece *p = &m->pieces[i];
        bool castles = m->castling && p->letter == m->castle_piece;
        out(b, "  %s:\n", p->name);
        if (p->letter)
            out(b, "    letter: %c\n", p->letter);
        write_hand_keys(m, b, p);
        /* a promoted form is of its target's type in Fairy-Stockfish: royal when that is */
        char type_letter = p->moves_as ? p->moves_as : p->letter;
        bool pseudo_royal = m->pseudo_royal && type_letter && strchr(m->extinction_types, type_letter) &&
                            !(p->moves_as && m->promoted_not_royal);
        if (p->king || pseudo_royal) /* FSF's pseudo-royal pieces: never left attacked, lost by extinction */
            out(b, "    royal: true\n");
        if (pseudo_royal && strchr(m->royal_limited, type_letter))
            out(b, "    royal_at_most: %d\n", m->extinction_count + 1);
        if (castles)
            out(b, "    castling: true\n");
        if (m->castling && (m->castle_rooks[0] ? p->letter && strchr(m->castle_rooks, p->letter) != NULL
                                               : !strcmp(p->name, "rook")))
            out(b, "    castling_partner: true\n");
        write_asia_piece_keys(m, b, p);
        if (m->chasing && chase_role_of(m, p))
            out(b, "    chase_role: %s\n", chase_role_of(m, p));
        bool takes_ep = p->pawn || (p->pawn_type && !p->no_en_passant);
        if (takes_ep && !m->no_en_passant_region)
            out(b, "    en_passant: true\n");
        if (p->fifty != FIFTY_DEFAULT)
            out(b, "    fifty_moves: %s\n", p->fifty == FIFTY_COUNT ? "count" : "irreversible");
        else if (takes_ep && m->no_en_passant_region && !p->pawn)
            out(b, "    fifty_moves: reset\n"); /* a pawn by pawnTypes, without en passant */
        if (p->letter && strchr(m->petrify, p->letter))
            out(b, "    petrify: true\n");
        if (p->promo_barred) /* it never moves into the region, yet attacks it */
            out(b, "    promotion: { to: [], zone: %s }\n", promo_zone ? "promotion" : "last_rank");
        else if (p->promo_to[0]) {
            out(b, "    promotion: { to: [");
            int n = 0;
            for (const char *c = p->promo_to; *c; c++) {
                ImpPiece *to = piece_by_letter(m, *c);
                if (to && to->tilde_form >= 0)
                    to = &m->pieces[to->tilde_form];
                if (to)
                    out(b, "%s%s", n++ ? ", " : "", to->name);
            }
            bool optional = !m->mandatory_pawn_promotion;
            if (p->promotes_to >= 0) { /* and as a piece (never_leaves_region) */
                out(b, ", %s", m->pieces[p->promotes_to].name);
                optional = optional && !m->mandatory_piece_promotion;
            }
            out(b, "], zone: %s%s }\n", promo_zone ? "promotion" : "last_rank", optional ? ", optional: true" : "");
        }
        if (p->pawn)
            write_pawn(b, m);
        else if (!p->betza[0]) /* immobile: no move at all */
            out(b, "    chessembly: \"\"\n");
        else if (!write_asia_script(m, b, p))
            out(b, "    betza: \"%s\"\n", p->betza);
    }
}

/* "King" for the condition language: a piece's name, capitalised. */
static void subject_of(const ImpPiece *p, char *out_name, size_t size)
{
    snprintf(out_name, size, "%s", p->name);
    out_name[0] = (char)toupper((unsigned char)out_name[0]);
}

static void write_extinction(Imp *m, Buf *b)
{
    /* loss: the side that runs out loses, so I win when my opponent has none (or no more
     * than extinctionPieceCount, while I keep extinctionOpponentPieceCount of them) */
    bool loss = !strcmp(m->extinction_value, "loss");
    const char *whose = loss ? "opponent." : "", *other = loss ? "" : "opponent.";
    out(b, "    extinction: ");
    int n = 0;
    for (const char *c = m->extinction_types; *c; c++) {
        char subject[48];
        if (*c == '*') {
            snprintf(subject, sizeof subject, "pieces");
        } else {
            ImpPiece *p = piece_by_letter(m, *c);
            if (!p)
                continue;
            subject_of(p, subject, sizeof subject);
        }
        if (m->piece_drops) /* Fairy-Stockfish counts the hand too (check_rules: none left, only) */
            out(b, "%s(%s%s == 0 and %s%s in hand == 0)", n++ ? " or " : "", whose, subject, whose, subject);
        else if (m->extinction_opponent_count > 0)
            out(b, "%s(%s%s <= %d and %s%s >= %d)", n++ ? " or " : "", whose, subject, m->extinction_count, other,
                subject, m->extinction_opponent_count);
        else if (m->extinction_count > 0)
            out(b, "%s%s%s <= %d", n++ ? " or " : "", whose, subject, m->extinction_count);
        else
            out(b, "%s%s%s == 0", n++ ? " or " : "", whose, subject);
    }
    if (!n)
        out(b, "pieces < 0");
    out(b, "\n");
}

/* Janggi's counted endings: what would otherwise be a draw (bikjang, two passes, the
 * fifty-move rule, a repetition that is not a perpetual check). */
static void counted_endings(const Imp *m, int n_fold, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
#define END(...) len += (size_t)snprintf(buf + len, len < size ? size - len : 0, __VA_ARGS__)
    if (m->bikjang)
        END("%sbikjang", len ? " or " : "");
    if (m->pass[WHITE] || m->pass[BLACK] || m->pass_on_stalemate[WHITE] || m->pass_on_stalemate[BLACK])
        END("%sdouble_pass", len ? " or " : "");
    if (m->n_move_rule == 50)
        END("%sfifty_moves", len ? " or " : "");
    if (m->adjudicate_full)
        END("%sempty_squares == 0", len ? " or " : "");
    if (n_fold > 0 && (!m->nfold_value[0] || !strcmp(m->nfold_value, "draw")))
        END("%s(position_count >= %d%s)", len ? " or " : "", n_fold,
            m->perpetual_illegal ? " and not perpetual_check and not opponent.perpetual_check" : "");
    if (!len)
        END("pieces < 0");
#undef END
}

/* flagPieceSafe: `side` has reached `zone` (any piece counts; see check_flag_safe). */
static const char *flag_reached_text(const Imp *m, const char *side, const char *zone)
{
    static char buf[2][256];
    static int turn;
    char *out = buf[turn++ & 1];
    snprintf(out, sizeof buf[0],
             "(%s.pieces in zone.%s >= %d and (%s.pieces in zone.%s > %d or %s.attacked in zone.%s == 0))", side, zone,
             m->flag_count, side, zone, m->flag_count, side, zone);
    return out;
}

/* flagPieceBlockedWin: `or` one flag piece in the region and every square of the region
 * taken, by either side: some k of mine and the rest the opponent's. */
static void write_region_full(Imp *m, Buf *b, int side, const char *subject, const char *zone)
{
    static bool on[16][16];
    if (!region_squares(m, side ? m->black_flag : m->white_flag, on))
        return;
    int size = 0;
    for (int f = 0; f < m->files; f++)
        for (int r = 0; r < m->ranks; r++)
            size += on[f][r];
    out(b, " or (%s in zone.%s >= 1 and (", subject, zone);
    for (int k = 1; k <= size; k++)
        out(b, "%s(pieces in zone.%s >= %d and opponent.pieces in zone.%s >= %d)", k > 1 ? " or " : "", zone, k, zone,
            size - k);
    out(b, "))");
}

/* castlingWins: a side wins by castling so; a side that has lost every such right loses
 * (when both lose them at once, the side that moved, as Fairy-Stockfish checks it first). */
static void write_castling_wins(Imp *m, Buf *b)
{
    static const char *const SIDE[2] = {"White", "Black"}, *const LOW[2] = {"white", "black"};
    char lost[2][128] = {"", ""};
    for (int c = 0; c < 2; c++) {
        char ks = c ? 'k' : 'K', qs = c ? 'q' : 'Q';
        bool k = strchr(m->castling_wins, ks) != NULL, q = strchr(m->castling_wins, qs) != NULL;
        if (!k && !q)
            continue;
        if (k)
            out(b, "    %s_castled_kingside: castled_kingside\n", LOW[c]);
        if (q)
            out(b, "    %s_castled_queenside: castled_queenside\n", LOW[c]);
        /* every winning right of c gone */
        snprintf(lost[c], sizeof lost[c], "%s%s%s%s%s", k ? "not " : "", k ? SIDE[c] : "", k ? ".castling_kingside" : "",
                 k && q ? " and " : "", q ? "not " : "");
        if (q) {
            size_t len = strlen(lost[c]);
            snprintf(lost[c] + len, sizeof lost[c] - len, "%s.castling_queenside", SIDE[c]);
        }
    }
    for (int c = 0; c < 2; c++) {
        if (!lost[c][0])
            continue;
        /* c has lost every winning right: the other side wins */
        if (lost[!c][0])
            out(b, "    %s_wins_castling: (%s) and not (moved and %s)\n", LOW[!c], lost[c], lost[!c]);
        else
            out(b, "    %s_wins_castling: %s\n", LOW[!c], lost[c]);
    }
}

/* The flag victories: reaching the flag region (flagRegion, flagPiece, flagPieceCount,
 * flagPieceSafe, flagPieceBlockedWin, flagMove with flagPieceSafe). */
static void write_flag_victories(Imp *m, Buf *b, const ImpPiece *flag)
{
    if (m->flag_safe && m->flag_move && (m->white_flag[0] || m->black_flag[0])) {
        /* flagPieceSafe with flagMove (alapo): a side that has reached its region wins at
         * once when none of its N pieces there is attacked (or more than N stand there),
         * else if they are still there once the opponent has replied: the side to move
         * wins first, as Fairy-Stockfish asks it first */
        for (int side = 0; side < 2; side++) {
            const char *me = side ? "Black" : "White", *other = side ? "White" : "Black";
            const char *zone = side ? "black_flag" : "white_flag", *other_zone = side ? "white_flag" : "black_flag";
            if (!(side ? m->black_flag : m->white_flag)[0])
                continue;
            out(b, "    %s: (not moved and %s.pieces in zone.%s >= %d) or (moved and %s", zone, me, zone, m->flag_count,
                flag_reached_text(m, me, zone));
            if ((side ? m->white_flag : m->black_flag)[0])
                out(b, " and not %s.pieces in zone.%s >= %d", other, other_zone, m->flag_count);
            out(b, ")\n");
        }
    } else if (m->flag_safe && (m->white_flag[0] || m->black_flag[0])) {
        /* flagPieceSafe: a side has reached its region with N pieces there, more than N, or
         * exactly N none of them attacked; both at once is a draw (written under draw:) */
        out(b, "    white_flag: %s and not %s\n", flag_reached_text(m, "White", "white_flag"),
            flag_reached_text(m, "Black", "black_flag"));
        out(b, "    black_flag: %s and not %s\n", flag_reached_text(m, "Black", "black_flag"),
            flag_reached_text(m, "White", "white_flag"));
    } else if (m->white_flag[0] || m->black_flag[0]) {
        /* the flag piece, or any piece (flagPiece = *, FSF's default); N of them */
        char subject[48] = "pieces", count[24] = "";
        if (flag)
            subject_of(flag, subject, sizeof subject);
        if (!flag || m->flag_count > 1)
            snprintf(count, sizeof count, " >= %d", m->flag_count);
        for (int side = 0; side < 2; side++) {
            const char *zone = side ? "black_flag" : "white_flag";
            if (!(side ? m->black_flag : m->white_flag)[0])
                continue;
            bool blocked = m->flag_blocked_win && m->flag_count > 1;
            /* the opponent may fill my region: Fairy-Stockfish awards it to the mover only */
            out(b, "    %s: %s%s in zone.%s%s", zone, blocked ? "moved and (" : "", subject, zone, count);
            /* a promoted form of the flag piece's type counts too (mandala's pawn that
             * promotes into the stone on the last rank) */
            for (int i = 0; flag && !count[0] && i < m->npieces; i++)
                if (m->pieces[i].moves_as && m->pieces[i].moves_as == flag->letter) {
                    char form[48];
                    subject_of(&m->pieces[i], form, sizeof form);
                    out(b, " or %s in zone.%s", form, zone);
                }
            if (blocked)
                write_region_full(m, b, side, subject, zone);
            out(b, "%s\n", blocked ? ")" : "");
        }
    }
}

/* The connect-N rules count: a row, a square or a line of connectPieceTypes, of which
 * the game has at least one (Fairy-Stockfish leaves out the types not in the game). */
static bool connect_piece_in_game(const Imp *m)
{
    if (!m->connect_types[0])
        return true;
    for (const char *c = m->connect_types; *c; c++)
        if (*c != '-' && piece_by_letter((Imp *)m, *c))
            return true;
    return false;
}

static bool connects(const Imp *m)
{
    return (m->connect_n > 0 || m->connect_nxn > 0 || m->collinear_n > 0) && connect_piece_in_game(m);
}

/* rules: rows: the pieces that count in them and the lines they follow, when not all. */
static void write_rows(const Imp *m, Buf *b)
{
    bool all_lines = m->connect_along[0] && m->connect_along[1] && m->connect_along[2];
    if (!m->connect_types[0] && all_lines)
        return;
    out(b, "  rows:\n");
    if (m->connect_types[0]) {
        out(b, "    pieces: [");
        int n = 0;
        for (const char *c = m->connect_types; *c; c++) {
            const ImpPiece *p = *c == '-' ? NULL : piece_by_letter((Imp *)m, *c);
            if (p)
                out(b, "%s%s", n++ ? ", " : "", p->name);
        }
        out(b, "]\n");
    }
    if (!all_lines) {
        static const char *const LINES[] = {"rank", "file", "diagonal"};
        out(b, "    along: [");
        int n = 0;
        for (int i = 0; i < 3; i++)
            if (m->connect_along[i])
                out(b, "%s%s", n++ ? ", " : "", LINES[i]);
        out(b, "]\n");
    }
}

static void write_results(Imp *m, Buf *b, const ImpPiece *flag)
{
    out(b, "victory:\n  add:\n    checkmate: checkmate\n");
    bool count_at_stalemate = m->stalemate_piece_count && strcmp(m->stalemate, "draw") != 0;
    if (count_at_stalemate) { /* stalematePieceCount: the value goes to the side with fewer pieces */
        bool loss = !strcmp(m->stalemate, "loss");
        out(b, "    stalemated_%s: opponent.stalemate and opponent.pieces %s pieces\n", loss ? "fewer" : "more",
            loss ? "<" : ">");
        out(b, "    stalemate_%s: stalemate and pieces %s opponent.pieces\n", loss ? "more" : "fewer",
            loss ? ">" : "<");
    } else if (!strcmp(m->stalemate, "win")) {
        out(b, "    stalemate: stalemate\n");
    } else if (!strcmp(m->stalemate, "loss")) { /* the stalemated side loses: its opponent wins */
        out(b, "    stalemate_loses: opponent.stalemate\n");
    }
    write_flag_victories(m, b, flag);
    if (m->check_counting)
        out(b, "    check_counting: checks >= %d\n", m->checks_needed);
    if (m->castling_wins[0])
        write_castling_wins(m, b);
    if (connects(m)) { /* Fairy-Stockfish asks after each move whether the mover made one */
        char any[96] = "";
        const char *me = m->connect_loss ? "opponent." : "";
        if (m->connect_n > 0)
            snprintf(any + strlen(any), sizeof any - strlen(any), "%s%srow >= %d", any[0] ? " or " : "", me, m->connect_n);
        if (m->connect_nxn > 0)
            snprintf(any + strlen(any), sizeof any - strlen(any), "%s%sblock >= %d", any[0] ? " or " : "", me,
                     m->connect_nxn);
        if (m->collinear_n > 0)
            snprintf(any + strlen(any), sizeof any - strlen(any), "%s%sline >= %d", any[0] ? " or " : "", me,
                     m->collinear_n);
        bool several = (m->connect_n > 0) + (m->connect_nxn > 0) + (m->collinear_n > 0) > 1;
        if (m->connect_loss) /* the mover's row loses: its opponent wins */
            out(b, "    connect_loses: not moved and %s%s%s\n", several ? "(" : "", any, several ? ")" : "");
        else
            out(b, "    connect: %s\n", any);
    }
    for (int side = 0; side < 2; side++) /* ... and whether the mover joined its two regions */
        if (connects_regions(m, side))
            out(b, "    %s_connects: moved and connected zone.%s_connect_1 zone.%s_connect_2\n", side ? "black" : "white",
                side ? "black" : "white", side ? "black" : "white");
    int n_fold = m->n_fold_rule == 3 ? 3 : m->n_fold_rule;
    if (m->perpetual_illegal && n_fold > 0)
        out(b, "    perpetual_check: position_count >= %d and opponent.perpetual_check and not perpetual_check\n",
            n_fold);
    if (m->chasing && n_fold > 0) /* a chase counts where no side checked throughout */
        out(b, "    perpetual_chase: position_count >= %d and opponent.perpetual_chase and not perpetual_chase%s\n", n_fold,
            m->perpetual_illegal ? " and not perpetual_check and not opponent.perpetual_check" : "");
    /* nFoldValue: for White (absolute), else for the side to move at the repetition:
     * its loss is a win for whoever made the last move (`moved`) */
    bool loss = !strcmp(m->nfold_value, "loss");
    const char *winner = m->nfold_absolute ? (loss ? "black" : "white") : (loss ? "moved" : "not moved");
    if (n_fold > 0 && m->nfold_value[0] && strcmp(m->nfold_value, "draw") != 0)
        out(b, "    repetition_wins: position_count >= %d and %s%s%s\n", n_fold, winner,
            m->perpetual_illegal ? " and not perpetual_check and not opponent.perpetual_check" : "",
            m->chasing ? " and not perpetual_chase and not opponent.perpetual_chase" : "");
    /* Fairy-Stockfish never ends a game by extinction of pseudo-royal pieces (they
     * cannot be taken) unless captures explode: checkmate decides */
    bool royal_types = m->pseudo_royal && !m->blast_on_capture;
    if (m->extinction_value[0] && strcmp(m->extinction_value, "none") != 0 && m->extinction_types[0] && !royal_types)
        write_extinction(m, b);
    if (m->material_janggi) { /* the endings a draw would be, decided by counting points */
        char ends[512];
        counted_endings(m, n_fold, ends, sizeof ends);
        out(b, "    white_wins_on_points: (%s) and points > opponent.points + 1\n", ends);
        out(b, "    black_wins_on_points: (%s) and points + 1 >= opponent.points\n", ends);
    }
    char counted[512] = "";
    if (m->material[0]) { /* the endings a draw would be, decided by the piece count or draw odds */
        counted_endings(m, n_fold, counted, sizeof counted);
        if (!strcmp(m->material, "unweighted"))
            out(b, "    more_pieces: (%s) and pieces > opponent.pieces\n", counted);
        else
            out(b, "    %s_wins_draw_odds: %s\n", !strcmp(m->material, "whitedrawodds") ? "white" : "black", counted);
    }
    bool passes = m->pass[WHITE] || m->pass[BLACK] || m->pass_on_stalemate[WHITE] || m->pass_on_stalemate[BLACK];
    bool counts = m->material_janggi || m->material[0];
    bool both_flags = m->flag_safe && !m->flag_move && m->white_flag[0] && m->black_flag[0];
    bool any_draw = both_flags || !strcmp(m->stalemate, "draw") || m->counting_makruk || count_at_stalemate ||
                    (!counts && (m->n_fold_rule > 0 || m->n_move_rule == 50 || passes || m->bikjang ||
                                 m->adjudicate_full)) ||
                    !strcmp(m->material, "unweighted");
    if (!any_draw)
        return;
    out(b, "draw:\n  add:\n");
    if (both_flags)
        out(b, "    both_flags: %s and %s\n", flag_reached_text(m, "White", "white_flag"),
            flag_reached_text(m, "Black", "black_flag"));
    if (!strcmp(m->stalemate, "draw"))
        out(b, "    stalemate: stalemate\n");
    else if (count_at_stalemate) /* as many pieces each (material counting would find them equal too) */
        out(b, "    stalemate: stalemate and pieces == opponent.pieces\n");
    if (m->counting_makruk)
        out(b, "    counting: counting_expired\n");
    if (!strcmp(m->material, "unweighted")) /* an equal count */
        out(b, "    equal_pieces: %s\n", counted);
    if (counts)
        return;
    if (m->n_fold_rule == 3)
        out(b, "    repetition: repetition\n");
    else if (m->n_fold_rule > 0)
        out(b, "    repetition: position_count >= %d\n", m->n_fold_rule);
    if (m->n_move_rule == 50)
        out(b, "    fifty_moves: fifty_moves\n");
    if (m->bikjang)
        out(b, "    bikjang: bikjang\n");
    if (passes)
        out(b, "    double_pass: double_pass\n");
    if (m->adjudicate_full)
        out(b, "    full_board: empty_squares == 0\n");
}

static char *write_yaml(Imp *m, const char *section)
{
    Buf b = {0};
    /* promotion before the last rank: that rank, seen from each side */
    bool last_rank = m->promo[WHITE][m->ranks - 1] == (1u << m->files) - 1;
    for (int r = 0; r < m->ranks - 1; r++)
        last_rank = last_rank && !m->promo[WHITE][r];
    bool promo_zone = (!last_rank || m->promo_asymmetric) && has_pawn(m);
    bool flags = m->white_flag[0] || m->black_flag[0];
    ImpPiece *flag = m->flag_piece && flags ? piece_by_letter(m, m->flag_piece) : NULL; /* NULL: any piece */
    if (!write_board(m, &b, section, promo_zone, flags)) {
        free(b.s);
        return NULL;
    }
    write_pieces(m, &b, promo_zone);
    write_results(m, &b, flag);
    if (b.failed) {
        free(b.s);
        fail(m, 0, "out of memory writing the variant");
        return NULL;
    }
    return b.s;
}

/* ---- the import ------------------------------------------------------------------------ */

/* The sections a template chain reads, the section itself first. Templates are looked up
 * in the file, then among Fairy-Stockfish's built-ins (fsf_builtins.h). A built-in's keys
 * are reported at the line of the section that names it. */
typedef struct Chain {
    IniSection *at[16];
    const char *builtin[16]; /* the built-in's name, NULL for a section of the file */
    int depth;
    int builtin_line;        /* the line of the file's section whose template is built in */
} Chain;

static bool build_chain(Ini *ini, Ini *builtins, IniSection *sec, const char *file, Chain *c, DiagSink *errors)
{
    memset(c, 0, sizeof *c);
    bool in_builtins = false;
    for (IniSection *s = sec; s;) {
        if (c->depth == 16) {
            diag_add(errors, file, sec->line, 0, "[%s]: the template chain is too long or loops", sec->name);
            return false;
        }
        c->at[c->depth] = s;
        c->builtin[c->depth++] = in_builtins ? s->name : NULL;
        if (!s->parent[0])
            break;
        IniSection *next = in_builtins ? NULL : ini_find(ini, s->parent);
        if (!next) {
            next = ini_find(builtins, s->parent);
            if (!next) {
                diag_add(errors, file, s->line, 0,
                         "[%s:%s]: the template '%s' is neither a section of this file nor a Fairy-Stockfish "
                         "variant we know",
                         s->name, s->parent, s->parent);
                return false;
            }
            if (!in_builtins)
                c->builtin_line = s->line;
            in_builtins = true;
        }
        s = next;
    }
    return true;
}

static bool is_piece_key(const char *key)
{
    if (!strncmp(key, "customPiece", 11) || !strcmp(key, "pawn"))
        return true;
    for (size_t j = 0; j < sizeof BUILTIN / sizeof BUILTIN[0]; j++)
        if (!strcmp(key, BUILTIN[j].fsf))
            return true;
    for (size_t j = 0; j < sizeof UNSUPPORTED_PIECES / sizeof UNSUPPORTED_PIECES[0]; j++)
        if (!strcmp(key, UNSUPPORTED_PIECES[j]))
            return true;
    return false;
}

/* Reads the chain's keys, base first: pieces in a first pass (startFen and promotions
 * name their letters), then the rest. A key a later section sets again is read once,
 * from that section. Returns the startFen's line. */
/* Keys that name piece types by letter, read as types when the key is (Fairy-Stockfish
 * builds a template's variant first): a later section's new letter for a piece applies. */
static bool names_types(const char *key)
{
    static const char *const KEYS[] = {"promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack",
                                       "extinctionPieceTypes", "flagPiece", "flagPieceWhite", "flagPieceBlack",
                                       "castlingKingPiece", "castlingRookPieces", "castlingRookPiece", "dropNoDoubled",
                                       "pawnTypes", "promotedPieceType", "connectPieceTypes", "promotionPawnTypes",
                                       "promotionPawnTypesWhite", "promotionPawnTypesBlack", "nMoveRuleTypes",
                                       "nMoveRuleTypesWhite", "nMoveRuleTypesBlack", "promotionLimit"};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++)
        if (!strcmp(key, KEYS[i]))
            return true;
    return false;
}

/* A piece key of a template that a later section gave another letter: its old letter. */
typedef struct LetterAlias {
    char old, piece[40];
    int depth;
} LetterAlias;

static void piece_key_name(const char *key, char *name, size_t size)
{
    int n;
    if (!strncmp(key, "customPiece", 11) && parse_int(key + 11, &n))
        snprintf(name, size, "custom%d", n);
    else
        kebab(key, name, size);
}

static int read_chain(Imp *m, const Chain *c)
{
    int fen_line = 0;
    LetterAlias alias[64];
    int naliases = 0;
    for (int pass = 0; pass < 2; pass++) {
        /* a piece a template defined and a later section defined again: there since the template */
        for (int a = 0; pass == 1 && a < naliases; a++) {
            ImpPiece *p = piece_by_name(m, alias[a].piece);
            if (p && p->first_seq > c->depth - alias[a].depth)
                p->first_seq = c->depth - alias[a].depth;
        }
        for (int d = c->depth - 1; d >= 0; d--)
            for (int i = 0; i < c->at[d]->nkeys; i++) {
                IniKey k = c->at[d]->keys[i];
                if (is_piece_key(k.key) != (pass == 0))
                    continue;
                /* promotedPieceType adds to its template's (p:g in the template, l:g here:
                 * both), as Fairy-Stockfish reads it; other keys replace */
                bool overridden = false, merges = !strcmp(k.key, "promotedPieceType");
                for (int e = d - 1; e >= 0 && !overridden && !merges; e--)
                    for (int j = 0; j < c->at[e]->nkeys; j++)
                        overridden = overridden || !strcmp(c->at[e]->keys[j].key, k.key);
                if (overridden && pass == 0 && isalpha((unsigned char)k.value[0]) && naliases < 64) {
                    alias[naliases].old = (char)tolower((unsigned char)k.value[0]);
                    piece_key_name(k.key, alias[naliases].piece, sizeof alias[naliases].piece);
                    alias[naliases++].depth = d;
                }
                if (overridden)
                    continue;
                if (pass == 1 && names_types(k.key)) {
                    /* a letter this template gave a piece that now has another */
                    for (char *ch = k.value; *ch; ch++)
                        for (int a = 0; a < naliases; a++) {
                            const ImpPiece *p = alias[a].depth >= d ? piece_by_name(m, alias[a].piece) : NULL;
                            if (p && p->letter && tolower((unsigned char)*ch) == alias[a].old) {
                                *ch = isupper((unsigned char)*ch) ? (char)toupper((unsigned char)p->letter) : p->letter;
                                break;
                            }
                        }
                }
                if (c->builtin[d]) {
                    k.origin = c->builtin[d];
                    k.line = c->builtin_line;
                }
                if (!strcmp(k.key, "startFen"))
                    fen_line = k.line;
                m->seq = c->depth - d;
                apply_key(m, &k);
            }
    }
    return fen_line;
}

/* Could a piece of this Betza move two or three squares straight ahead (what sets an
 * en-passant square in Fairy-Stockfish)? Errs on the side of yes. */
static bool may_step_twice(const char *betza)
{
    for (const char *c = betza; *c; c++)
        if (strchr("DRQHG", *c) || (*c == 'W' && (isdigit((unsigned char)c[1]) || c[1] == 'W')))
            return true;
    return false;
}

/* Does nothing in play ever leave an en-passant square (no double steps at all)? */
static bool no_en_passant_ever(Imp *m)
{
    const ImpPiece *pawn = piece_by_name(m, "pawn");
    if (pawn && m->double_step) /* the pawn double-steps, if the game has one (start or hands) */
        for (const char *c = m->fen; *c && *c != ' '; c++)
            if (tolower((unsigned char)*c) == pawn->letter)
                return false;
    for (const char *c = m->pawn_types; *c; c++) {
        ImpPiece *p = piece_by_letter(m, *c);
        if (p && !p->pawn && may_step_twice(p->betza))
            return false;
    }
    return true;
}

/* Does this Betza have a part that only captures (`cF`)? Fairy-Stockfish's en-passant
 * types take en passant onto squares they attack but could not move to: without such a
 * part a piece never does. */
static bool captures_only_somewhere(const char *betza)
{
    bool m = false, c = false;
    for (const char *ch = betza; *ch; ch++) {
        if (*ch == 'm')
            m = true;
        else if (*ch == 'c')
            c = true;
        else if (isupper((unsigned char)*ch)) {
            if (c && !m)
                return true;
            m = c = false;
        }
    }
    return false;
}

/* Can no piece ever take en passant? Every en-passant type (pawnTypes) in the game is a
 * custom piece that captures nowhere it could not also move, and no pawn proper stands
 * in the start position (it takes en passant whatever the keys say). */
static bool no_en_passant_capture(Imp *m)
{
    const ImpPiece *pawn = piece_by_name(m, "pawn");
    if (pawn)
        for (const char *c = m->fen; *c && *c != ' '; c++)
            if (tolower((unsigned char)*c) == pawn->letter)
                return false;
    for (const char *c = m->pawn_types; *c; c++) {
        const ImpPiece *p = piece_by_letter(m, *c);
        if (p && (p->pawn || captures_only_somewhere(p->betza)))
            return false;
    }
    return true;
}

/* A custom piece that pawnTypes names is one of Fairy-Stockfish's pawns: it
 * promotes, resets the fifty-move count, and its first multi-step moves can be taken en
 * passant. Ours says all that with `en_passant: true`, which also lets it take en
 * passant: so it is carried when its Betza takes en passant (`e`), or when no en-passant
 * square can ever arise; without `en_passant` when no piece can ever take en passant
 * (dragon-chess's KifmnD); else refused. */
static void check_custom_pawns(Imp *m)
{
    bool no_ep = no_en_passant_ever(m), no_capture = no_en_passant_capture(m);
    for (const char *c = m->pawn_types; *c; c++) {
        ImpPiece *p = piece_by_letter(m, *c);
        if (!p || p->pawn)
            continue;
        /* without an 'e' it may not take en passant, which only matters if a square can arise */
        if (p->betza[0] && (strchr(p->betza, 'e') || no_ep || no_capture) && !p->king) {
            p->pawn_type = true;
            p->no_en_passant = no_capture && !strchr(p->betza, 'e') && !no_ep;
        } else {
            lose_rule(m, m->pawn_types_line,
                      "'%s': pawnTypes makes it a pawn in Fairy-Stockfish (it promotes and can be taken en passant), "
                      "but it cannot take en passant itself (no 'e' in its Betza), which is not said here",
                      p->name);
        }
    }
}

/* promotedPieceType = p:g s:g b:h: each base piece gets a promoted form that moves as
 * the target (written +P; back in the hand as the base), promoting in the promotion
 * region when a move starts or ends there. */
static void make_promoted_forms(Imp *m)
{
    for (int i = 0; i < m->npieces; i++)
        m->pieces[i].promoted_from = m->pieces[i].promotes_to = -1;
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", m->promoted_types);
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        ImpPiece *base = strlen(tok) == 3 && tok[1] == ':' ? piece_by_letter(m, tok[0]) : NULL;
        ImpPiece *target = base ? piece_by_letter(m, tok[2]) : NULL;
        /* a pawn may promote as a piece does (shinobi's p:c) when it has no pawn promotion */
        bool pawn_base = base && base->pawn && !m->promo_to.letters[WHITE][0] && !m->promo_to.letters[BLACK][0];
        if (base && target && !target->pawn && (!base->pawn || pawn_base) && base->promotes_to >= 0) {
            /* a later pair for the same piece: its promoted form moves as the new target */
            char betza[sizeof target->betza];
            memcpy(betza, target->betza, sizeof betza);
            memcpy(m->pieces[base->promotes_to].betza, betza, sizeof betza);
            m->pieces[base->promotes_to].moves_as = target->letter;
            continue;
        }
        if (!base || !target || target->pawn || (base->pawn && !pawn_base)) {
            lose_rule(m, m->promoted_line, "promotedPieceType '%s': not a promotion of one piece to another here",
                      tok);
            continue;
        }
        if (m->npieces >= IMP_MAX_PIECES) {
            fail(m, m->promoted_line, "too many pieces (at most %d)", IMP_MAX_PIECES);
            return;
        }
        int bi = (int)(base - m->pieces);
        ImpPiece made;
        memset(&made, 0, sizeof made);
        snprintf(made.name, sizeof made.name, "promoted-%.28s", base->name);
        snprintf(made.betza, sizeof made.betza, "%s", target->betza);
        made.moves_as = target->letter;
        made.tilde_form = -1;
        ImpPiece *p = &m->pieces[m->npieces];
        *p = made;
        p->promoted_from = bi;
        p->promotes_to = -1;
        p->line = m->promoted_line;
        m->pieces[bi].promotes_to = m->npieces++;
    }
}

/* Does `p` belong to the piece types `letters` names ('#': the pawn type)? */
static bool in_types(const ImpPiece *p, const char *letters)
{
    return (p->letter && strchr(letters, p->letter)) || (p->pawn && strchr(letters, '#'));
}

/* Once in its promotion region, can the piece never leave it? The region is whole ranks
 * from the far edge, and the piece moves forward and sideways only: the soldier, or Betza
 * of the wazir, ferz, rook and bishop atoms whose every part says forward or sideways. */
static bool never_leaves_region(const Imp *m, const ImpPiece *p)
{
    for (int side = 0; side < 2; side++) {
        bool inside = true; /* still in the block of whole ranks at the far edge */
        for (int i = 0; i < m->ranks; i++) {
            uint16_t files = m->promo[side][side == WHITE ? m->ranks - 1 - i : i];
            if (files && (files != (1u << m->files) - 1 || !inside))
                return false;
            inside = inside && files;
        }
    }
    if (!strcmp(p->name, "soldier"))
        return true;
    char dirs[16] = "";
    size_t nd = 0;
    for (const char *c = p->betza; *c; c++) {
        if (islower((unsigned char)*c)) {
            if (!strchr("fslrmc", *c) || nd + 1 >= sizeof dirs)
                return false;
            if (*c != 'm' && *c != 'c')
                dirs[nd++] = *c, dirs[nd] = '\0';
        } else if (c > p->betza && c[-1] == *c) { /* WW: the rider of the atom just read */
            continue;
        } else if (strchr("WFRB", *c)) {
            bool orthogonal = *c == 'W' || *c == 'R';
            if (!nd || (!orthogonal && !strchr(dirs, 'f'))) /* lF, sB: backward diagonals */
                return false;
            nd = 0, dirs[0] = '\0';
        } else if (!isdigit((unsigned char)*c)) {
            return false;
        }
    }
    return p->betza[0] != '\0';
}

/* Fairy-Stockfish's pawn always promotes; other pieces when promotionPawnTypes names them. */
static bool promotes_as_pawn(const Imp *m, const ImpPiece *p, int side)
{
    return p->pawn || (p->letter && strchr(m->promo_pawns.letters[side], p->letter));
}


/* The piece a side's captured promoted pieces go back to the hand as: the last type of
 * its promotionPawnTypes (Fairy-Stockfish's main promotion pawn type), or NULL. */
static ImpPiece *main_pawn_type(Imp *m, int side)
{
    const char *l = m->promo_pawns.letters[side];
    if (!l[0])
        return NULL;
    char last = l[strlen(l) - 1];
    return last == '#' ? piece_by_name(m, "pawn") : piece_by_letter(m, last);
}

static void mark_in_play(Imp *m, bool in[2][IMP_MAX_PIECES], int side, char letter, bool *changed)
{
    ImpPiece *p = letter == '#' ? piece_by_name(m, "pawn") : piece_by_letter(m, letter);
    if (p && !in[side][p - m->pieces])
        in[side][p - m->pieces] = *changed = true;
}

/* Which pieces each side may ever have: the start position's (board and hand), what they
 * promote to, and with captures going to the hand, the other side's too. */
static void pieces_in_play(Imp *m, bool in[2][IMP_MAX_PIECES])
{
    memset(in, 0, sizeof(bool) * 2 * IMP_MAX_PIECES);
    bool changed = false;
    for (const char *c = m->fen; *c && *c != ' '; c++)
        if (isalpha((unsigned char)*c))
            mark_in_play(m, in, isupper((unsigned char)*c) ? WHITE : BLACK, (char)tolower((unsigned char)*c),
                         &changed);
    bool hands = m->piece_drops && m->captures_to_hand;
    do {
        changed = false;
        for (int side = 0; side < 2; side++)
            for (int i = 0; i < m->npieces; i++) {
                const ImpPiece *p = &m->pieces[i];
                if (!in[side][i])
                    continue;
                if (promotes_as_pawn(m, p, side) && promo_any(m, side)) {
                    for (const char *c = m->promo_to.letters[side]; *c; c++)
                        mark_in_play(m, in, side, *c, &changed);
                    if (hands && main_pawn_type(m, side))
                        mark_in_play(m, in, !side, main_pawn_type(m, side)->letter, &changed);
                }
                if (p->promotes_to >= 0 && !in[side][p->promotes_to])
                    in[side][p->promotes_to] = changed = true;
                if (hands && !in[!side][i])
                    in[!side][i] = changed = true;
            }
    } while (changed);
}

/* `letters` as a sorted set of the pieces they name ("qrbn" and "nbqr" are one set). */
static void type_set_key(Imp *m, const char *letters, char *out, size_t size)
{
    size_t n = 0;
    for (const char *c = letters; *c && n + 1 < size; c++) {
        const ImpPiece *p = piece_by_letter(m, *c);
        if (p && !memchr(out, p->letter, n))
            out[n++] = p->letter;
    }
    out[n] = '\0';
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && out[j - 1] > out[j]; j--) {
            char t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
}

/* Each piece's pawn-style promotion and its part in the fifty-move rule, which
 * Fairy-Stockfish gives each side apart (promotionPawnTypesBlack, ...) and ours each
 * piece for both: exact when the sides that may ever have the piece agree. */
static void resolve_pawn_rules(Imp *m, int line)
{
    static bool in[2][IMP_MAX_PIECES];
    pieces_in_play(m, in);
    for (int i = 0; i < m->npieces; i++) {
        ImpPiece *p = &m->pieces[i];
        char sets[2][32];
        bool promotes[2], resets[2], relevant[2], any = false;
        for (int side = 0; side < 2; side++) {
            /* a side with no promotion ranks never promotes: any setting agrees */
            relevant[side] = in[side][i] && promo_any(m, side);
            promotes[side] = promotes_as_pawn(m, p, side);
            type_set_key(m, m->promo_to.letters[side], sets[side], sizeof sets[side]);
            resets[side] = in_types(p, m->clock_types.letters[side]);
        }
        int side = relevant[WHITE] || !relevant[BLACK] ? WHITE : BLACK;
        if (!in[WHITE][i] && !in[BLACK][i]) /* never in the game: as White's would */
            relevant[WHITE] = promo_any(m, WHITE);
        if (relevant[WHITE] && relevant[BLACK] &&
            (promotes[WHITE] != promotes[BLACK] || (promotes[WHITE] && strcmp(sets[WHITE], sets[BLACK]) != 0)))
            lose_rule(m, m->promo_line ? m->promo_line : line, "promotionPawnTypes: '%s' promotes %s for White and "
                      "Black, and a piece's promotion is the same for both here", p->name,
                      promotes[WHITE] != promotes[BLACK] ? "as a pawn for one side only" : "to other pieces");
        p->promo_to[0] = '\0';
        p->promo_barred = false;
        for (int c = 0; c < 2; c++)
            any = any || (relevant[c] && promotes[c]);
        if (any && promotes[side] && relevant[side]) {
            snprintf(p->promo_to, sizeof p->promo_to, "%s", m->promo_to.letters[side]);
            /* nothing to promote to: it stops before the region (still attacking it), unless
             * it may stay as it is, or promotes as a piece (promotedPieceType) */
            p->promo_barred = !sets[side][0] && p->promotes_to < 0 && m->mandatory_pawn_promotion;
            /* both ways (elgam's soldier: s:w and promotionPawnTypes s): one promotion with
             * every choice, exact for a piece that never leaves the region it entered
             * (Fairy-Stockfish's piece promotion also comes on leaving it) */
            if (sets[side][0] && p->promotes_to >= 0 && !never_leaves_region(m, p))
                lose_rule(m, m->promoted_line, "promotedPieceType: '%s' promotes both as a pawn and as a piece, which "
                          "is said here only for a piece that never leaves the promotion region", p->name);
        }
        int cs = in[WHITE][i] || !in[BLACK][i] ? WHITE : BLACK;
        if (in[WHITE][i] && in[BLACK][i] && resets[WHITE] != resets[BLACK])
            lose_rule(m, m->promo_line ? m->promo_line : line, "nMoveRuleTypes: the moves of '%s' reset the "
                      "fifty-move count for one side only, which is not said here", p->name);
        if (!in[WHITE][i] && !in[BLACK][i]) { /* never in the game: nothing to say */
            p->fifty = FIFTY_DEFAULT;
            continue;
        }
        bool ours = p->pawn || (p->pawn_type && !p->no_en_passant); /* written en_passant or named pawn: they reset */
        /* Fairy-Stockfish resets it only for a move the piece could not make back; the
         * pawn's never can */
        p->fifty = resets[cs] ? (p->pawn ? FIFTY_DEFAULT : FIFTY_IRREVERSIBLE) : ours ? FIFTY_COUNT : FIFTY_DEFAULT;
    }
}

/* With captures going to the hand, a piece promoted as a pawn goes back as the side's
 * main promotion pawn type (the pawn): each piece promoted to gets a form of its own (same
 * letter, written Q~) that demotes. */
static void make_tilde_forms(Imp *m, int line)
{
    char targets[64] = "";
    for (int i = 0; i < m->npieces; i++)
        for (const char *c = m->pieces[i].promo_to; *c; c++)
            if (!strchr(targets, *c) && strlen(targets) + 1 < sizeof targets)
                strncat(targets, c, 1);
    if (!targets[0])
        return;
    ImpPiece *base = main_pawn_type(m, WHITE);
    if (!base || base != main_pawn_type(m, BLACK)) {
        lose_rule(m, m->promo_line ? m->promo_line : line, "promotionPawnTypes: a captured promoted piece goes back "
                  "to the hand as each side's main promotion pawn type, which is not one piece for both here");
        return;
    }
    int pi = (int)(base - m->pieces);
    for (const char *c = targets; *c; c++) {
        ImpPiece *to = piece_by_letter(m, *c);
        if (!to || to->tilde_form >= 0 || m->npieces >= IMP_MAX_PIECES)
            continue;
        int ti = (int)(to - m->pieces);
        ImpPiece made;
        memset(&made, 0, sizeof made);
        snprintf(made.name, sizeof made.name, "promoted-%.28s", to->name);
        snprintf(made.betza, sizeof made.betza, "%s", to->betza);
        made.letter = to->letter;
        made.king = to->king;
        made.promoted_from = pi;
        made.promotes_to = made.tilde_form = -1;
        made.line = to->line;
        m->pieces[m->npieces] = made;
        m->pieces[ti].tilde_form = m->npieces++;
    }
}

/* pieceDemotion and piecePromotionOnCapture, as far as they are said here: a promoted
 * form turns back into its base by the promotion rule its base promotes by (the same
 * region, mandatory as piece promotion is, on captures only with piecePromotionOnCapture). */
static void check_demotion_rules(Imp *m)
{
    for (int i = 0; i < m->npieces; i++) {
        const ImpPiece *p = &m->pieces[i];
        if (m->piece_demotion && (p->promo_to[0] || p->tilde_form >= 0))
            lose_rule(m, m->piece_demotion_line, "pieceDemotion: '%c' promotes as a pawn, and Fairy-Stockfish would "
                      "demote what it becomes to no piece at all, which is not said here", p->letter);
        if (m->piece_demotion && p->promoted_from >= 0 && p->promotes_to >= 0)
            lose_rule(m, m->piece_demotion_line, "pieceDemotion: the promoted '+%c' could both promote on and "
                      "demote, which is not said here", m->pieces[p->promoted_from].letter);
        if (m->promotion_on_capture && p->pawn && p->promotes_to >= 0)
            lose_rule(m, m->promotion_on_capture_line, "piecePromotionOnCapture: the pawn's promotion by "
                      "promotedPieceType on captures only is not said here");
    }
}

static void check_hand_rules(Imp *m, int line)
{
    for (int i = 0; i < m->npieces; i++)
        m->pieces[i].tilde_form = -1;
    if (m->promoted_types[0])
        make_promoted_forms(m);
    resolve_pawn_rules(m, line);
    if (m->piece_drops && m->captures_to_hand)
        make_tilde_forms(m, line);
    check_promo_limits(m);
    check_demotion_rules(m);
    if (m->gating && m->piece_drops)
        lose_rule(m, line, "gating together with drops (S-House) is not said here exactly");
    if (m->piece_drops && !strcmp(m->enclosing_drop, "anyside") && has_drop_region(m))
        lose_rule(m, m->enclosing_line, "enclosingDrop = anyside with drop regions: Fairy-Stockfish ignores the "
                                        "regions then, which is not said here");
    if ((m->connect_n > 0 || m->collinear_n > 0) && !m->connect_along[0] && !m->connect_along[1] &&
        !m->connect_along[2])
        lose_rule(m, line, "connectHorizontal, connectVertical and connectDiagonal all false: rows along no line "
                           "are not said here");
    if (m->gating && !m->seirawan_gating)
        lose_rule(m, line, "gating without seirawanGating (gating onto squares other than the one left) is not "
                           "said here");
    if (!m->piece_drops && m->captures_to_hand)
        lose_rule(m, line, "capturesToHand without pieceDrops: captured pieces would pile up in a hand "
                           "nobody drops from, which is not said here");
    if (m->drop_no_doubled) {
        ImpPiece *p = piece_by_letter(m, m->drop_no_doubled);
        if (p && m->drop_no_doubled_count == 0)
            p->never_dropped = true;
        else if (p)
            p->no_doubled = true;
    }
    if (m->drop_mate_piece) {
        ImpPiece *p = piece_by_name(m, "shogi-pawn");
        if (p)
            p->drop_mate_loses = true;
    }
}

/* Rules that no single key breaks, checked once every key is read. */
/* Does the start FEN give anyone a castling right? Fairy-Stockfish reads them from its
 * third field only: a FEN that stops before it (or says `-`) gives none. */
static bool fen_castles(const Imp *m)
{
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", m->fen);
    char *save = NULL;
    strtok_r(copy, " ", &save);
    strtok_r(NULL, " ", &save);
    const char *rights = strtok_r(NULL, " ", &save);
    return rights && strcmp(rights, "-") != 0 && !isdigit((unsigned char)rights[0]);
}

/* The chasing rule knows xiangqi's pieces only, and where soldiers cross the river. */
static void check_chasing(Imp *m)
{
    if (!m->chasing)
        return;
    for (int i = 0; i < m->npieces; i++)
        if (!chase_role_of(m, &m->pieces[i]))
            lose_rule(m, m->chasing_line, "'chasingRule = axf': the chasing rule knows xiangqi's pieces only (rook, "
                      "horse, elephant, fers, cannon, soldier and a king moving as a wazir), not '%s'", m->pieces[i].name);
    if (m->soldier_rank < 2 || m->soldier_rank > m->ranks)
        lose_rule(m, m->chasing_line, "'chasingRule = axf': the rule needs a river (soldierPromotionRank from 2 to %d)",
                  m->ranks);
    if (m->piece_drops) /* Fairy-Stockfish's chase after a drop reads past its tables: nothing to match */
        lose_rule(m, m->chasing_line, "'chasingRule = axf': the chasing rule together with drops is not said here "
                  "(after a drop Fairy-Stockfish judges the chase from the drop's missing origin square, reading "
                  "past the end of its tables, so which drops chase is no rule that could be matched)");
}

/* enclosingDropStart and stalematePieceCount in what our rules can say. */
static void check_flip_rules(Imp *m)
{
    for (int side = 0; side < 2; side++)
        for (int w = 0; w < 2; w++) {
            bool on[16][16];
            if (connects_regions(m, side) && !region_squares(m, m->connect_region[side][w], on))
                lose_rule(m, m->connect_region_line[side][w], "'%s': a square off the board cannot be said here",
                          m->connect_region[side][w]);
        }
    bool on[16][16];
    if (m->piece_drops && m->drop_rule != DROP_RULE_ANY && m->drop_start[0] && !region_squares(m, m->drop_start, on))
        lose_rule(m, m->drop_start_line, "'enclosingDropStart = %s': a square off the board stays empty for ever, "
                  "which is not said here", m->drop_start);
    if (m->stalemate_piece_count && strcmp(m->stalemate, "draw") != 0 && (m->material_janggi ||
                                                                        (m->material[0] && strcmp(m->material, "unweighted"))))
        lose_rule(m, m->stalemate_count_line, "'stalematePieceCount = true' with this materialCounting is not said here");
}

static void check_asia_rules(Imp *m, int line)
{
    ImpPiece *king = piece_by_name(m, "king");
    for (size_t i = 0; i < sizeof BUILTIN / sizeof BUILTIN[0] && king && m->king_type[0]; i++)
        if (!strcmp(BUILTIN[i].fsf, m->king_type))
            snprintf(king->betza, sizeof king->betza, "%s", BUILTIN[i].betza);
    if (m->pass[WHITE] != m->pass[BLACK] || m->pass_on_stalemate[WHITE] != m->pass_on_stalemate[BLACK])
        lose_rule(m, line, "passing for one side only is not said here");
    for (int i = 0; i < m->nregions; i++)
        if (!piece_by_name(m, m->regions[i].piece))
            m->regions[i--] = m->regions[--m->nregions]; /* a region of a piece not in play */
    check_chasing(m);
}

/* Fairy-Stockfish's pseudo-royal pieces are royal only while a side has at most
 * extinctionPieceCount + 1 of the type; ours always are: exact when no side can hold more. */
/* Does a piece promoting into the type `t` win on the spot? It lands in its side's
 * promotion region, which lies within that side's flag region, where it is a flag piece
 * that wins alone, unattacked or not (backrank's pieces become commoners on the last rank):
 * how many royal pieces a side has then never matters. Only a piece promoting as it leaves
 * the region could land elsewhere: mandatory piece promotion, no drops and no piece
 * starting in its region leave none there unpromoted. */
static bool promotion_wins(Imp *m, char t)
{
    if ((m->flag_piece && m->flag_piece != '*' && m->flag_piece != t) || m->flag_count != 1 || m->flag_safe ||
        m->flag_move || !m->mandatory_piece_promotion || m->piece_drops || m->gating)
        return false;
    static bool flag[16][16];
    for (int side = 0; side < 2; side++) {
        const char *region = side == WHITE ? m->white_flag : m->black_flag;
        if (!region[0] || !region_squares(m, region, flag))
            return false;
        for (int r = 0; r < m->ranks; r++)
            for (int f = 0; f < m->files; f++)
                if (promo_on(m, side, f, r) && !flag[f][r])
                    return false;
    }
    int rank = m->ranks, file = 0; /* no piece starts in its own promotion region */
    for (const char *c = m->fen; *c && *c != ' ' && *c != '['; c++) {
        if (*c == '/') {
            rank--;
            file = 0;
        } else if (isdigit((unsigned char)*c)) {
            int n = 0;
            for (; isdigit((unsigned char)c[1]); c++)
                n = n * 10 + (*c - '0');
            file += n * 10 + (*c - '0');
        } else if (isalpha((unsigned char)*c)) {
            int side = isupper((unsigned char)*c) ? WHITE : BLACK;
            if (rank >= 1 && file < 16 && promo_on(m, side, file, rank - 1))
                return false;
            file++;
        } else if (*c == '*') { /* a wall; '+' and '~' mark a promoted piece */
            file++;
        }
    }
    return true;
}

static void check_pseudo_royals(Imp *m, int line)
{
    if (!m->pseudo_royal || m->blast_on_capture)
        return;
    for (const char *t = m->extinction_types; *t; t++) {
        int count[2] = {0, 0};
        for (const char *c = m->fen; *c && *c != ' '; c++)
            if (tolower((unsigned char)*c) == *t)
                count[isupper((unsigned char)*c) ? 0 : 1]++;
        /* more than that: royal only while at most so many are left (royal_at_most), which
         * a side's own move must never change (FSF judges a move by the royalty before it):
         * no promotion into the type, no drop or gating of it */
        bool in_hand = false;
        for (const char *c = strchr(m->fen, '['); c && *c && *c != ']'; c++)
            in_hand = in_hand || tolower((unsigned char)*c) == *t;
        bool arrives = strchr(m->promo_to.letters[WHITE], *t) || strchr(m->promo_to.letters[BLACK], *t) ||
                       ((m->piece_drops || m->gating) && (in_hand || m->captures_to_hand));
        for (const char *c = m->promoted_types; *c; c++)
            arrives = arrives || (c[0] && c[1] == ':' && c[2] == *t);
        if ((count[0] > m->extinction_count + 1 || count[1] > m->extinction_count + 1) && !arrives) {
            size_t n = strlen(m->royal_limited);
            if (n + 1 < sizeof m->royal_limited)
                m->royal_limited[n] = *t, m->royal_limited[n + 1] = '\0';
        } else if (count[0] > m->extinction_count + 1 || count[1] > m->extinction_count + 1) {
            lose_rule(m, line, "extinctionPseudoRoyal: a side starts with %d '%c', royal in Fairy-Stockfish only once "
                      "at most %d are left, and a side may gain more of them (promotion, drops)",
                      count[0] > count[1] ? count[0] : count[1], *t, m->extinction_count + 1);
        }
        if (strchr(m->promo_to.letters[WHITE], *t) || strchr(m->promo_to.letters[BLACK], *t))
            lose_rule(m, line, "extinctionPseudoRoyal: pawns may promote to the royal '%c', which Fairy-Stockfish "
                      "makes royal only while few enough are left", *t);
        /* promotedPieceType pairs `x:y` (a piece x promoting to the royal type y): the
         * promoted piece is not royal, and the game must end there */
        for (const char *c = m->promoted_types; *c; c++)
            if (c[0] && c[1] == ':' && c[2] == *t && !strchr(m->extinction_types, c[0])) {
                if (promotion_wins(m, *t))
                    m->promoted_not_royal = true;
                else
                    lose_rule(m, line, "extinctionPseudoRoyal: '%c' promotes to the royal '%c', which Fairy-Stockfish "
                              "makes royal only while few enough are left", c[0], *t);
            }
    }
}

/* The rank (1 = White's first) of the first `letter` piece of that side in the start
 * FEN, or 0. */
static int fen_rank_of(const Imp *m, char letter)
{
    int rank = m->ranks;
    for (const char *c = m->fen; *c && *c != ' ' && *c != '['; c++) {
        if (*c == '/')
            rank--;
        else if (*c == letter)
            return rank;
    }
    return 0;
}

static void check_rules(Imp *m, int line)
{
    /* squares beyond the board are no promotion squares, in Fairy-Stockfish too */
    for (int side = 0; side < 2; side++)
        for (int r = 0; r < 16; r++)
            m->promo[side][r] = r < m->ranks ? (uint16_t)(m->promo[side][r] & ((1u << m->files) - 1)) : 0;
    if (m->promo_black_mirrors)
        for (int r = 0; r < m->ranks; r++)
            m->promo[BLACK][r] = m->promo[WHITE][m->ranks - 1 - r];
    bool extinction = m->extinction_value[0] && strcmp(m->extinction_value, "none") != 0 &&
                      !(m->pseudo_royal && !m->blast_on_capture);
    if (extinction && m->extinction_types[0] && m->piece_drops &&
        (m->extinction_count > 0 || m->extinction_opponent_count > 0))
        lose_rule(m, line, "extinctionPieceCount with pieces in hand: Fairy-Stockfish counts board and hand together, "
                  "which is said here only for none left");
    for (int i = 0; extinction && i < m->npieces; i++)
        if (m->pieces[i].moves_as && strchr(m->extinction_types, m->pieces[i].moves_as))
            lose_rule(m, line, "extinctionPieceTypes: a promoted form of '%c' would count too, which is not said here",
                      m->pieces[i].moves_as);
    for (int i = 0; m->flag_count > 1 && i < m->npieces; i++)
        if (m->pieces[i].moves_as && m->pieces[i].moves_as == m->flag_piece)
            lose_rule(m, line, "flagPieceCount: a promoted form of the flag piece would count too, which is not said "
                      "here");
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].unsupported[0]) { /* still in the game: refused (--lenient: left out) */
            diag_add(&m->changes, m->file, m->pieces[i].line, 0, "%s", m->pieces[i].unsupported);
            remove_piece(m, &m->pieces[i--]);
        }
    check_pseudo_royals(m, line);
    if (m->flag_safe && ((m->flag_piece && m->flag_piece != '*') || m->flag_blocked_win))
        lose_rule(m, m->flag_safe_line, "flagPieceSafe: only with any piece as the flag piece and without "
                  "flagPieceBlockedWin");
    if (m->castling && m->castling_rank != 1) {
        /* our castling kings castle where they stand: on castlingRank in the start position */
        char king = m->castle_piece ? m->castle_piece : 'k';
        if (fen_rank_of(m, (char)toupper((unsigned char)king)) != m->castling_rank ||
            fen_rank_of(m, king) != m->ranks + 1 - m->castling_rank)
            lose_rule(m, m->castling_rank_line, "castlingRank = %d: the kings of the start position stand elsewhere, "
                      "and castling happens where they stand here", m->castling_rank);
    }
    unsigned white_double = m->double_white | (m->first_rank_double ? 1u : 0u);
    if (m->double_black && m->double_black != mirrored(white_double, m->ranks))
        lose_rule(m, m->double_black_line, "doubleStepRegionBlack: Black's double-step ranks must mirror White's");
    if (m->triple_black != mirrored(m->triple_white, m->ranks))
        lose_rule(m, m->triple_black_line, "tripleStepRegionBlack: Black's triple-step ranks must mirror White's");
    check_custom_pawns(m);
    check_asia_rules(m, line);
    check_flip_rules(m);
    check_hand_rules(m, line);
    if (m->castling && !fen_castles(m) && !(m->piece_drops && m->castling_dropped))
        m->castling = false; /* no right in the start position: castling can never happen */
    if (m->castling && m->piece_drops && m->castling_dropped && (m->castling_rank != 1 || m->files < 6))
        lose_rule(m, line, "castlingDroppedPiece: castling rights by drops are said for the first rank and a king "
                           "dropped on file e only");
    if (m->castling && (m->castle_queen_file < 'a' || m->castle_king_file >= 'a' + m->files - 1 ||
                        m->castle_queen_file >= m->castle_king_file - 1)) {
        lose_rule(m, line, "castling: the king lands on %c and %c in Fairy-Stockfish, which this %d-file board cannot "
                           "say (the rook lands beside the king, on the board)",
                  m->castle_queen_file, m->castle_king_file, m->files);
        m->castling = false;
    }
    if (m->castling && !piece_by_letter(m, m->castle_piece))
        m->castling = false; /* no piece castles: FSF has no castling either */
    /* each side's own ranks: the zones of promotion and of pawn drops are written per side */
    m->promo_asymmetric = false;
    for (int r = 0; r < m->ranks; r++)
        m->promo_asymmetric = m->promo_asymmetric || m->promo[BLACK][r] != m->promo[WHITE][m->ranks - 1 - r];
    if (m->flag_piece && m->flag_piece != '*' && (m->white_flag[0] || m->black_flag[0]) &&
        !piece_by_letter(m, m->flag_piece)) {
        lose_rule(m, line, "the flag rule: flagPiece '%c' is not a piece here", m->flag_piece);
        m->white_flag[0] = m->black_flag[0] = '\0'; /* --lenient: no flag rule */
    }
}

static IniSection *choose_section(Ini *ini, const char *file, const char *name, DiagSink *errors)
{
    if (name) {
        IniSection *sec = ini_find(ini, name);
        if (!sec)
            diag_add(errors, file, 0, 0, "no section [%s] in the file", name);
        return sec;
    }
    if (ini->count == 1)
        return &ini->sections[0];
    char list[512] = "";
    for (int i = 0; i < ini->count; i++) {
        size_t used = strlen(list);
        snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "", ini->sections[i].name);
    }
    diag_add(errors, file, 0, 0, "the file has %d sections; name one: %s", ini->count, ini->count ? list : "(none)");
    return NULL;
}

/* Strict: every change is an error. Lenient: every change is a note (and in the YAML). */
static void settle_changes(Imp *m, const IniSection *sec, bool lenient)
{
    DiagSink *to = lenient ? m->notes : m->errors;
    for (int i = 0; i < m->changes.count; i++) {
        const Diagnostic *d = &m->changes.items[i];
        diag_add(to, d->file, d->line, d->column, "%s %s", lenient ? "changed:" : "cannot import", d->message);
    }
    if (!lenient && m->changes.count) {
        diag_add(m->errors, m->file, sec->line, 0,
                 "[%s] cannot be imported exactly (%d rule%s above); --lenient writes the nearest game, with the "
                 "changes listed at its top",
                 sec->name, m->changes.count, m->changes.count == 1 ? "" : "s");
        m->failed = true;
    }
}

/* What the import writes must load: anything our loader refuses (a start FEN's later
 * fields, say, which the import copies as they are) is an error at the section. */
static bool loads(const char *yaml, const char *file, int line, DiagSink *errors)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(yaml, file, NULL, &d);
    if (!v)
        diag_add(errors, file, line, 0, "the imported variant does not load: %s",
                 d.count ? d.items[0].message : "unknown error");
    variant_free(v);
    diag_free(&d);
    return v != NULL;
}

char *fsf_import_ini(const char *text, const char *file, const char *name, bool lenient, DiagSink *errors,
                     DiagSink *notes)
{
    Ini ini, builtins;
    memset(&ini, 0, sizeof ini);
    memset(&builtins, 0, sizeof builtins);
    char *builtin_text = fsf_builtins_ini();
    bool read = builtin_text && ini_parse(text ? text : "", file, &ini, errors) &&
                ini_parse(builtin_text, "fsf_builtins", &builtins, errors);
    free(builtin_text);
    IniSection *sec = read ? choose_section(&ini, file, name, errors) : NULL;
    Chain chain;
    Imp *m = sec && build_chain(&ini, &builtins, sec, file, &chain, errors) ? calloc(1, sizeof *m) : NULL;
    char *yaml = NULL;
    if (m) {
        m->file = file;
        m->errors = errors;
        m->notes = notes;
        diag_init(&m->changes);
        snprintf(m->game, sizeof m->game, "%s", sec->name);
        chess_defaults(m);
        if (!chain.builtin[chain.depth - 1] && !chain.at[chain.depth - 1]->parent[0]) {
            /* no template at all: Fairy-Stockfish starts from no pieces and no promotion
             * types (its other defaults are chess's) */
            m->npieces = 0;
            m->promo_to.letters[WHITE][0] = m->promo_to.letters[BLACK][0] = '\0';
        }
        int fen_line = read_chain(m, &chain);
        check_rules(m, sec->line);
        if (!m->failed)
            check_fen(m, fen_line ? fen_line : sec->line);
        settle_changes(m, sec, lenient);
        yaml = m->failed ? NULL : write_yaml(m, sec->name);
        if (yaml && !loads(yaml, file, fen_line ? fen_line : sec->line, errors)) {
            free(yaml);
            yaml = NULL;
        }
        diag_free(&m->changes);
        free(m);
    }
    ini_free(&ini);
    ini_free(&builtins);
    return yaml;
}
