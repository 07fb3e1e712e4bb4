/* fsf_import_pieces.c — the pieces of an import: Fairy-Stockfish's built-in pieces and
 * custom Betza pieces, chess's defaults, castling, pawnTypes, and the pieces' YAML. */
#include "fsf_import_internal.h"

#include "betza.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    {"cannon", "mRcpR"}, {"horse", "nN"}, {"elephant", "nA"}, {"banner", "RcpRnN"}, /* manchu's chariot+cannon+horse */ {"wazir", "W"}, {"commoner", "K"},
    {"centaur", "KN"}, {"dragon", "RF"}, {"khon", "FfW"}, {"met", "F"},
    {"breakthrough", "fmWfF"}, {"clobber", "cW"}, /* the pieces of those games: Betza alone */
    {"immobile", ""},                              /* a stone that never moves (written as an empty script) */
    /* the soldier and the janggi cannon get their scripts when the YAML is written */
    {"soldier", "fW"}, {"janggiCannon", "mRcpR"}, {"janggiElephant", "nZ"},
};

const char *imp_builtin_betza(const char *fsf_name)
{
    for (size_t i = 0; i < sizeof BUILTIN / sizeof BUILTIN[0]; i++)
        if (!strcmp(fsf_name, BUILTIN[i].fsf))
            return BUILTIN[i].betza;
    return NULL;
}

void imp_kebab(const char *in, char *out, size_t size)
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

ImpPiece *imp_piece_by_letter(Imp *m, char letter)
{
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].letter == tolower((unsigned char)letter))
            return &m->pieces[i];
    return NULL;
}

ImpPiece *imp_piece_by_name(Imp *m, const char *name)
{
    for (int i = 0; i < m->npieces; i++)
        if (!strcmp(m->pieces[i].name, name))
            return &m->pieces[i];
    return NULL;
}

void imp_remove_piece(Imp *m, ImpPiece *p)
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
    ImpPiece *other = imp_piece_by_letter(m, letter);
    if (other && strcmp(other->name, name) != 0)
        imp_remove_piece(m, other);
    ImpPiece *p = imp_piece_by_name(m, name);
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
            imp_fail(m, line, "too many pieces (at most %d)", IMP_MAX_PIECES);
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

void imp_chess_defaults(Imp *m)
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
    m->double_black = 1u << 6; /* Fairy-Stockfish's Rank7BB, whatever the board's size */
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
    m->checks_needed = 1; /* a start FEN without a `3+3` field: the next check wins, as in FSF */
    m->connect_along[0] = m->connect_along[1] = m->connect_along[2] = true;
    m->connect_dirs[0] = m->connect_dirs[1] = m->connect_dirs[2] = true;
}

/* Does `betza` translate? If not, the key is lost with the translator's message. */
static bool betza_translates(Imp *m, const IniKey *k, const char *betza)
{
    DiagSink bd;
    diag_init(&bd);
    CsmSourceMap map = {.file = m->file, .line_base = k->line - 1, .col_first = 0, .col_rest = 0};
    char *script = betza_to_chessembly(betza, &map, &bd);
    if (!script)
        imp_lose(m, k, bd.count ? bd.items[0].message : "not Betza we can translate");
    free(script);
    diag_free(&bd);
    return script != NULL;
}

/* Fairy-Stockfish's Betza reader passes over a letter it does not know (`FaR` is `FR`,
 * `jQ` a queen): `out` is `betza` without such letters, `skipped` lists them. `e` and `z`
 * stay: its variant reader looks for an `e` (en passant), and ours reads both as it does. */
static void fsf_known_letters(const char *betza, char *out, size_t size, char *skipped, size_t skipped_size)
{
    size_t n = 0, s = 0;
    for (const char *c = betza; *c && n + 1 < size; c++) {
        bool known = isdigit((unsigned char)*c) || (islower((unsigned char)*c) && strchr("mcpgnifbvhrlsez", *c)) ||
                     (isupper((unsigned char)*c) && strchr("WFDNAHLCJZGKRBQ", *c));
        if (known)
            out[n++] = *c;
        else if (s + 1 < skipped_size && !memchr(skipped, *c, s))
            skipped[s++] = *c;
    }
    out[n] = '\0';
    skipped[s] = '\0';
    /* modifiers after the last atom modify nothing there (`fR2 # have a double move`);
     * an `e` among them still makes the piece take en passant, so it moves to the front */
    while (n && islower((unsigned char)out[n - 1]))
        n--;
    bool en_passant = strchr(out + n, 'e') != NULL && !memchr(out, 'e', n);
    out[n] = '\0';
    if (en_passant && n + 1 < size) {
        memmove(out + 1, out, n + 1);
        out[0] = 'e';
    }
}

/* Fairy-Stockfish rides along W, F and N lines only: a rider of another leaper (`DD`,
 * `AA`, `D2`) gives no move there. Drops such parts from `betza`; true if one was. */
static bool drop_riders_fsf_lacks(char *betza)
{
    bool dropped = false;
    for (char *part = betza; *part;) {
        char *atom = part;
        while (islower((unsigned char)*atom))
            atom++;
        if (!*atom)
            break;
        char *end = atom + 1;
        bool rider = *end == *atom || isdigit((unsigned char)*end);
        if (rider) /* one repeat or one digit, as Fairy-Stockfish reads it: `D3D` is a rider and a leap */
            end++;
        if (rider && strchr("DAHLCJZG", *atom)) {
            memmove(part, end, strlen(end) + 1);
            dropped = true;
        } else {
            part = end;
        }
    }
    return dropped;
}

/* `betza` as Fairy-Stockfish reads it, with a warning naming the letters it skips. */
static void fsf_read_betza(Imp *m, const IniKey *k, const char *betza, char *out, size_t size)
{
    char skipped[32];
    fsf_known_letters(betza, out, size, skipped, sizeof skipped);
    if (drop_riders_fsf_lacks(out))
        diag_add(&m->ignored, m->file, k->line, 0, "'%s = %s': Fairy-Stockfish rides along W, F and N lines only, "
                 "and a rider of another leaper (DD, AA, D2) gives it no move; so does the import (%s)", k->key,
                 k->value, out[0] ? out : "a piece that never moves");
    if (skipped[0])
        diag_add(&m->ignored, m->file, k->line, 0, "'%s = %s': Fairy-Stockfish's Betza reader passes over '%s' "
                 "(no letter of its Betza); so does the import (%s)", k->key, k->value, skipped,
                 out[0] ? out : "a piece that never moves");
}

/* How a piece's moves passing squares on a line (`ifmnD`, `iR`, `fR`) meet en passant.
 * Fairy-Stockfish leaves an en passant square behind an initial move that passes squares,
 * which its pawns may take; ours leaves one behind any forward advance along a file or a
 * diagonal of an `en_passant: victim` piece. */
typedef enum { ADVANCE_NONE, ADVANCE_VICTIM, ADVANCE_OTHER } InitialAdvance;

/* NONE: no initial part passes squares. VICTIM: every one that does is forward only, and
 * no other part passes squares (so `en_passant: victim` leaves the same squares). OTHER:
 * the rest (a sideways `isR`, a non-initial `fR` beside `ifmnD`). */
/* Is any of `set` among the first `n` characters of `s`? */
static bool strpbrk_n(const char *s, size_t n, const char *set)
{
    for (size_t i = 0; i < n; i++)
        if (strchr(set, s[i]))
            return true;
    return false;
}

static InitialAdvance initial_advance(const char *betza)
{
    bool initial_passes = false, exact = true;
    for (const char *part = betza; *part;) {
        const char *atom = part;
        while (*atom && !isupper((unsigned char)*atom))
            atom++;
        if (!*atom)
            break;
        size_t nmods = (size_t)(atom - part);
        bool initial = memchr(part, 'i', nmods) != NULL;
        bool rider = atom[1] == *atom || isdigit((unsigned char)atom[1]);
        bool passes = strchr("DAHGRBQ", *atom) || (rider && strchr("WFKN", *atom));
        bool forward_only = memchr(part, 'f', nmods) && !strpbrk_n(part, nmods, "bslrvh");
        if (passes && initial)
            initial_passes = true;
        if (passes && (!initial || !forward_only || (rider && *atom == 'N')))
            exact = false;
        part = atom + 1 + (rider ? 1 : 0);
    }
    return !initial_passes ? ADVANCE_NONE : exact ? ADVANCE_VICTIM : ADVANCE_OTHER;
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

/* A direction group that selects no move of its atom (`hF`, `hfF`): Fairy-Stockfish gives
 * it no direction, so the part moves along its other groups, or not at all when it had no
 * other. `betza` loses that group (or the whole part); false when the message is another. */
static bool drop_empty_direction(char *betza, const Diagnostic *d)
{
    const char *q = strstr(d->message, "Betza direction '");
    int at = d->column - 1;
    if (!q || at < 0 || at >= (int)strlen(betza))
        return false;
    q += strlen("Betza direction '");
    size_t len = strcspn(q, "'");
    if (len == 0 || len > 2 || strncmp(betza + at, q, len) != 0)
        return false;
    int start = at, end = at + (int)len; /* the part: its modifiers, its atom and a rider's repeat */
    while (start > 0 && islower((unsigned char)betza[start - 1]))
        start--;
    while (betza[end] && islower((unsigned char)betza[end]))
        end++;
    if (!betza[end])
        return false;
    bool other_group = false;
    for (int i = start; i < end; i++)
        other_group = other_group || ((i < at || i >= at + (int)len) && strchr("fblrvsh", betza[i]));
    int atom_end = end + 1;
    while (betza[atom_end] && (isdigit((unsigned char)betza[atom_end]) || betza[atom_end] == betza[end]))
        atom_end++;
    if (other_group)
        memmove(betza + at, betza + at + len, strlen(betza + at + len) + 1);
    else
        memmove(betza + start, betza + atom_end, strlen(betza + atom_end) + 1);
    return true;
}

/* An initial part that only captures (`icN`): Fairy-Stockfish never gives an initial move
 * a capture, so the part has no move at all. `betza` loses it; false when the message is
 * another. */
static bool drop_initial_capture_part(char *betza, const Diagnostic *d)
{
    const char *q = strstr(d->message, "': initial moves never capture");
    int at = d->column - 1;
    if (!q || d->message[0] != '\'' || at < 0 || at >= (int)strlen(betza))
        return false;
    size_t len = (size_t)(q - d->message - 1);
    if (len == 0 || strncmp(betza + at, d->message + 1, len) != 0)
        return false;
    memmove(betza + at, betza + at + len, strlen(betza + at + len) + 1);
    return true;
}

/* The lines an atom moves along: 1 orthogonal, 2 diagonal, 4 the knight's. */
static unsigned atom_lines(char atom)
{
    if (strchr("WRD", atom))
        return 1;
    if (strchr("FBA", atom))
        return 2;
    if (strchr("QK", atom))
        return 3;
    return atom == 'N' ? 4 : 0;
}

/* Fairy-Stockfish plays some pieces as other than the sum of their parts: a hopper,
 * grasshopper or lame part (`p`, `g`, `n`) lends that to another part along the same lines
 * (`cblpBfsFF`: its forward bishop moves hop too). Betza, as Fairy-Stockfish documents it,
 * adds the parts up, and so does the import; such a piece gets a warning. */
static bool parts_may_mix(const char *betza)
{
    unsigned lines[16] = {0}, special[16] = {0};
    bool dirs[16] = {false}, limited[16] = {false};
    char atoms[16] = {0};
    int n = 0;
    for (const char *c = betza; *c && n < 16;) {
        const char *atom = c;
        while (*atom && !isupper((unsigned char)*atom))
            atom++;
        if (!*atom)
            break;
        for (const char *x = c; x < atom; x++) {
            special[n] |= strchr("pgn", *x) ? (unsigned)*x : 0;
            dirs[n] = dirs[n] || strchr("fblrvsh", *x);
        }
        atoms[n] = *atom;
        limited[n] = isdigit((unsigned char)atom[1]);
        lines[n++] = atom_lines(*atom);
        c = atom + 1;
        while (*c && (isdigit((unsigned char)*c) || *c == *atom))
            c++;
    }
    /* seen so: a part with directions, or a rider of limited distance (`pBF2` rides F
     * unlimited), beside one along the same lines with another modality (a lame step of one
     * square is no different) */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (i != j && special[i] && (lines[i] & lines[j]) && special[j] != special[i] &&
                (dirs[i] || dirs[j] || limited[j]) &&
                !(special[i] == 'n' && !strchr("NADZ", atoms[j])))
                return true;
    return false;
}

/* One part of a Betza string, as far as ranges_overwrite needs it. */
typedef struct BetzaPart {
    char kind;        /* 'h' hopper, 's' slider (rider), 'l' leaper: Fairy-Stockfish's three maps */
    int range;        /* a slider's limit (0: none), a hopper's (1: grasshopper), -1 a lame leap */
    unsigned lines;   /* atom_lines */
    unsigned dirs;    /* f b l r as bits, 15 for none given */
    unsigned modes;   /* 1 moves, 2 captures */
    bool initial;
} BetzaPart;

static unsigned dir_bits(char c)
{
    switch (c) {
    case 'f': return 1;
    case 'b': return 2;
    case 'l': return 4;
    case 'r': return 8;
    case 'v': return 3;
    case 's': return 12;
    case 'h': return 15;
    default: return 0;
    }
}

static int read_betza_parts(const char *betza, BetzaPart *parts, int max)
{
    int n = 0;
    for (const char *c = betza; *c && n < max;) {
        const char *atom = c;
        while (*atom && !isupper((unsigned char)*atom))
            atom++;
        if (!*atom)
            break;
        BetzaPart *p = &parts[n++];
        memset(p, 0, sizeof *p);
        bool hop = false, grass = false, lame = false;
        for (const char *x = c; x < atom; x++) {
            hop = hop || *x == 'p' || *x == 'g';
            grass = grass || *x == 'g';
            lame = lame || *x == 'n';
            p->initial = p->initial || *x == 'i';
            p->modes |= *x == 'm' ? 1u : *x == 'c' ? 2u : 0u;
            p->dirs |= dir_bits(*x);
        }
        p->modes = p->modes ? p->modes : 3;
        p->dirs = p->dirs ? p->dirs : 15;
        p->lines = atom_lines(*atom);
        bool rider = strchr("RBQ", *atom) || isdigit((unsigned char)atom[1]) || atom[1] == *atom;
        p->kind = hop ? 'h' : rider ? 's' : 'l';
        p->range = isdigit((unsigned char)atom[1]) ? atom[1] - '0' : grass ? 1 : (lame && !rider) ? -1 : 0;
        c = atom + 1;
        while (*c && (isdigit((unsigned char)*c) || *c == *atom))
            c++;
    }
    return n;
}

/* Fairy-Stockfish keeps one range per direction for each kind of move (leap, ride, hop), the
 * later part's: `QF2`'s diagonals reach two squares, `RW2` is a W2, `NnN` a lame knight.
 * Betza adds the parts up, and so does the import; such a piece gets a warning. */
static bool ranges_overwrite(const char *betza)
{
    BetzaPart parts[16];
    int n = read_betza_parts(betza, parts, 16);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (parts[i].kind == parts[j].kind && parts[i].range != parts[j].range &&
                (parts[i].lines & parts[j].lines) && (parts[i].dirs & parts[j].dirs) &&
                (parts[i].modes & parts[j].modes) && parts[i].initial == parts[j].initial)
                return true;
    return false;
}

/* Translates `betza` as Fairy-Stockfish plays it: direction groups that select nothing are
 * dropped, each with a warning. False with the translator's message in `why`. */
static bool translates_as_fsf_plays(Imp *m, const IniKey *k, char *betza, char *why, size_t size)
{
    for (int tries = 0; tries < 8; tries++) {
        DiagSink bd;
        diag_init(&bd);
        CsmSourceMap map = {.file = m->file, .line_base = k->line - 1, .col_first = 0, .col_rest = 0};
        char *script = betza_to_chessembly(betza, &map, &bd);
        free(script);
        if (script || !bd.count) {
            snprintf(why, size, "not Betza we can translate");
            diag_free(&bd);
            if (script && parts_may_mix(betza))
                diag_add(&m->ignored, m->file, k->line, 0, "'%s = %s': Fairy-Stockfish may play this piece as other "
                         "than the sum of its parts (a hopper, grasshopper or lame part lends that to another part "
                         "along the same lines, against Betza); the import adds the parts up, as Betza does "
                         "(docs/importing.md, \"Betza\")", k->key, k->value);
            else if (script && ranges_overwrite(betza))
                diag_add(&m->ignored, m->file, k->line, 0, "'%s = %s': Fairy-Stockfish keeps one range per "
                         "direction, the later part's (QF2's diagonals reach two squares), against Betza; the import "
                         "adds the parts up, as Betza does (docs/importing.md, \"Betza\")", k->key, k->value);
            return script != NULL;
        }
        bool dropped = drop_empty_direction(betza, &bd.items[0]) || drop_initial_capture_part(betza, &bd.items[0]);
        if (dropped)
            diag_add(&m->ignored, m->file, k->line, 0, "'%s = %s': %s; Fairy-Stockfish plays the piece without it, "
                     "and so does the import (%s)", k->key, k->value, bd.items[0].message,
                     betza[0] ? betza : "a piece that never moves");
        else
            snprintf(why, size, "%s", bd.items[0].message);
        diag_free(&bd);
        if (!dropped)
            return false;
        if (!betza[0])
            return true;
    }
    snprintf(why, size, "not Betza we can translate");
    return false;
}

bool imp_apply_piece_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    bool is_pawn = !strcmp(key, "pawn");
    const char *betza = imp_builtin_betza(key);
    if (is_pawn || betza) {
        char name[40];
        imp_kebab(key, name, sizeof name);
        if (!strcmp(val, "-")) {
            ImpPiece *p = imp_piece_by_name(m, name);
            if (p)
                imp_remove_piece(m, p);
        } else if (strlen(val) == 1 && isalpha((unsigned char)val[0])) {
            set_piece(m, name, val[0], betza, is_pawn, !strcmp(key, "king"), k->line);
        } else if (!strcmp(key, "king") && strlen(val) > 2 && isalpha((unsigned char)val[0]) && val[1] == ':' &&
                   betza_translates(m, k, val + 2)) {
            set_piece(m, name, val[0], val + 2, false, true, k->line); /* a royal piece moving as the Betza says */
        } else {
            imp_lose(m, k, "a piece's value is one letter, or '-' to remove it");
        }
        return true;
    }
    if (strncmp(key, "customPiece", 11) != 0 || !imp_parse_int(key + 11, &n))
        return false;
    if (strlen(val) < 3 || !isalpha((unsigned char)val[0]) || val[1] != ':') {
        imp_lose(m, k, "expected 'letter:BETZA'");
        return true;
    }
    char known[96], lame_read[96];
    fsf_read_betza(m, k, val + 2, known, sizeof known);
    fsf_lame_parts(known, lame_read, sizeof lame_read);
    if (!lame_read[0] && val[2]) { /* nothing moves, as in Fairy-Stockfish (nC) */
        char name[40];
        snprintf(name, sizeof name, "custom%d", n);
        set_piece(m, name, val[0], "", false, false, k->line);
        return true;
    }
    char why[300];
    if (translates_as_fsf_plays(m, k, lame_read, why, sizeof why)) {
        char name[40];
        snprintf(name, sizeof name, "custom%d", n);
        set_piece(m, name, val[0], lame_read, false, false, k->line);
    } else {
        imp_lose(m, k, why);
    }
    return true;
}

bool imp_apply_castling_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (!strcmp(key, "castling")) {
        imp_read_bool(m, k, &m->castling);
    } else if (!strcmp(key, "castlingKingsideFile")) {
        m->castle_king_file = val[0];
    } else if (!strcmp(key, "castlingQueensideFile")) {
        m->castle_queen_file = val[0];
    } else if (!strcmp(key, "castlingKingFile")) {
        if (strlen(val) == 1 && val[0] >= 'a' && val[0] <= 'p') {
            m->castle_from_file = val[0];
            m->castle_from_key = *k;
        } else {
            imp_lose(m, k, "expected a file letter");
        }
    } else if (!strcmp(key, "castlingRookKingsideFile") || !strcmp(key, "castlingRookQueensideFile")) {
        int wing = key[12] == 'Q'; /* castlingRook[K|Q]... */
        if (strlen(val) == 1 && val[0] >= 'a' && val[0] <= 'p') {
            m->castle_rook_file[wing] = val[0];
            m->castle_rook_file_line[wing] = k->line;
        } else {
            imp_lose(m, k, "expected a file letter");
        }
    } else if (!strcmp(key, "castlingRank")) {
        if (imp_parse_int(val, &n) && n >= 1 && n <= 16) {
            m->castling_rank = n;
            m->castling_rank_line = k->line;
        } else {
            imp_lose(m, k, "expected a rank number");
        }
    } else if (!strcmp(key, "castlingWins")) {
        if (!strcmp(val, "-") || (strlen(val) < sizeof m->castling_wins && strspn(val, "KQkq") == strlen(val)))
            snprintf(m->castling_wins, sizeof m->castling_wins, "%.7s", !strcmp(val, "-") ? "" : val);
        else
            imp_lose(m, k, "expected castling letters (KQkq)");
    } else if (!strcmp(key, "oppositeCastling")) {
        imp_read_bool(m, k, &m->opposite_castling);
    } else if (!strcmp(key, "castlingKingPiece")) {
        /* a letter no piece has: nothing castles (check_rules), as in Fairy-Stockfish */
        if (m->castle_side_seq < m->seq) /* over a template's keys for each side */
            m->castle_piece_side[0] = m->castle_piece_side[1] = '\0';
        if (strlen(val) == 1 && isalpha((unsigned char)val[0]))
            m->castle_piece = (char)tolower((unsigned char)val[0]);
        else
            imp_lose(m, k, "expected the letter of a piece");
    } else if (!strcmp(key, "castlingRookPiece") || !strcmp(key, "castlingRookPieces")) {
        /* letters, resolved once every piece is known (a custom piece may take the rook's) */
        if (m->castle_side_seq < m->seq)
            m->castle_rooks_side[0][0] = m->castle_rooks_side[1][0] = '\0';
        if (imp_is_letter_list(val) && strlen(val) < sizeof m->castle_rooks) {
            for (int i = 0; val[i]; i++)
                m->castle_rooks[i] = (char)tolower((unsigned char)val[i]);
            m->castle_rooks[strlen(val)] = '\0';
            m->castle_rooks_line = k->line;
        } else {
            imp_lose(m, k, "expected piece letters");
        }
    } else if (!strcmp(key, "castlingKingPieceWhite") || !strcmp(key, "castlingKingPieceBlack")) {
        /* each side's, over castlingKingPiece: one piece castles for both here (check_castling_sides) */
        if (strlen(val) == 1 && isalpha((unsigned char)val[0]))
            m->castle_piece_side[key[17] == 'B'] = (char)tolower((unsigned char)val[0]);
        else
            imp_lose(m, k, "expected the letter of a piece");
        m->castle_side_line = k->line;
        m->castle_side_seq = m->seq;
    } else if (!strcmp(key, "castlingRookPiecesWhite") || !strcmp(key, "castlingRookPiecesBlack")) {
        char *rooks = m->castle_rooks_side[key[18] == 'B'];
        if (imp_is_letter_list(val) && !strchr(val, '*') && strlen(val) < sizeof m->castle_rooks_side[0]) {
            for (int i = 0; val[i]; i++)
                rooks[i] = (char)tolower((unsigned char)val[i]);
            rooks[strlen(val)] = '\0';
        } else {
            imp_lose(m, k, "expected piece letters");
        }
        m->castle_side_line = k->line;
        m->castle_side_seq = m->seq;
    } else if (!strcmp(key, "fenSynonyms") && k->origin) {
        /* ours, for the built-ins: a second letter Fairy-Stockfish reads for a piece in a FEN
         * (xiangqi's horse h and elephant e) */
        snprintf(m->fen_synonyms, sizeof m->fen_synonyms, "%s", val);
    } else if (!strcmp(key, "kingType") && k->origin) { /* ours, for the built-ins (Fairy-Stockfish reads none) */
        /* a piece type's name (xiangqi's kings move as a wazir), or the king's own letter */
        /* or a piece's letter: knightmate's `n` (the knight's, even once it is removed) */
        static const char *const BY_LETTER[][2] = {{"n", "knight"}, {"b", "bishop"}, {"r", "rook"},
                                                   {"q", "queen"},  {"k", "king"},   {"f", "fers"},
                                                   {"w", "wazir"}};
        const char *type = val;
        for (size_t i = 0; i < sizeof BY_LETTER / sizeof BY_LETTER[0]; i++)
            if (!strcmp(val, BY_LETTER[i][0]))
                type = BY_LETTER[i][1];
        if (imp_builtin_betza(type))
            snprintf(m->king_type, sizeof m->king_type, "%.39s", !strcmp(type, "king") ? "" : type);
        else
            imp_lose(m, k, "the royal piece moves as a king here, or as a piece type Fairy-Stockfish names (wazir)");
    } else {
        return false;
    }
    return true;
}

/* Do the initial moves (Betza `i`) start from other squares than each side's second rank?
 * Fairy-Stockfish allows them from the double-step region; our Betza from the second rank. */
bool imp_initial_from_zone(const Imp *m)
{
    bool initial = false;
    for (int i = 0; i < m->npieces; i++)
        initial = initial || (!m->pieces[i].pawn && strchr(m->pieces[i].betza, 'i'));
    return initial && (m->double_asymmetric || m->first_rank_double || m->double_white != 1u << 1);
}

static void write_pawn(Buf *b, const Imp *m)
{
    imp_out(b, "    chessembly: |\n      move(0, 1); take(1, 1); take(-1, 1);\n");
    /* the double (triple) step from exactly rank r: off the board r squares back, not r-1;
     * double steps that differ for the sides: from the zone of each side's ranks */
    if (m->double_step && m->double_asymmetric)
        imp_out(b, "      zone(double-step, 0, 0) observe(0, 1) move(0, 2);\n");
    unsigned double_ranks = m->double_step && !m->double_asymmetric ? m->double_white : 0;
    unsigned ranks[2] = {double_ranks | (m->double_step && m->first_rank_double ? 1u : 0u), m->triple_white};
    for (int steps = 2; steps <= 3; steps++)
        for (int r = 1; r <= m->ranks; r++) {
            if (!(ranks[steps - 2] & (1u << (r - 1))))
                continue;
            if (r == 1)
                imp_out(b, "      bound(0, -1) ");
            else
                imp_out(b, "      bound(0, -%d) not bound(0, -%d) ", r - 1, r); /* `not` negates what precedes it */
            imp_out(b, "observe(0, 1) %smove(0, %d);\n", steps == 3 ? "observe(0, 2) " : "", steps);
        }
}

/* `open` and the names of the pieces `letters` promote to (a crazyhouse pawn's Q~ forms). */
static void write_promo_names(Imp *m, Buf *b, const char *open, const char *letters)
{
    imp_out(b, "%s", open);
    int n = 0;
    for (const char *c = letters; *c; c++) {
        ImpPiece *to = imp_piece_by_letter(m, *c);
        if (to && to->tilde_form >= 0)
            to = &m->pieces[to->tilde_form];
        if (to)
            imp_out(b, "%s%s", n++ ? ", " : "", to->name);
    }
}

/* `en_passant` (a pawn: true; a piece whose initial advance a pawn may take: victim) and
 * `fifty_moves`. */
static void write_en_passant_keys(const Imp *m, Buf *b, const ImpPiece *p)
{
    bool takes_ep = p->pawn || (p->pawn_type && !p->no_en_passant);
    if (takes_ep && !m->no_en_passant_region)
        imp_out(b, "    en_passant: true\n");
    else if (p->ep_victim && !m->no_en_passant_region)
        imp_out(b, "    en_passant: victim\n");
    if (p->fifty != FIFTY_DEFAULT)
        imp_out(b, "    fifty_moves: %s\n", p->fifty == FIFTY_COUNT ? "count" : "irreversible");
    else if (takes_ep && m->no_en_passant_region && !p->pawn)
        imp_out(b, "    fifty_moves: reset\n"); /* a pawn by pawnTypes, without en passant */
}

void imp_write_pieces(Imp *m, Buf *b, bool promo_zone)
{
    imp_out(b, "pieces:\n");
    for (int i = 0; i < m->npieces; i++) {
        const ImpPiece *p = &m->pieces[i];
        bool castles = m->castling && p->letter == m->castle_piece;
        imp_out(b, "  %s:\n", p->name);
        if (p->letter)
            imp_out(b, "    letter: %c\n", p->letter);
        imp_write_hand_keys(m, b, p);
        /* a promoted form is of its target's type in Fairy-Stockfish: royal when that is */
        char type_letter = p->moves_as ? p->moves_as : p->letter;
        bool pseudo_royal = m->pseudo_royal && type_letter && strchr(m->extinction_types, type_letter) &&
                            !(p->moves_as && m->promoted_not_royal);
        if (p->king || pseudo_royal) /* FSF's pseudo-royal pieces: never left attacked, lost by extinction */
            imp_out(b, "    royal: true\n");
        if (pseudo_royal && strchr(m->royal_limited, type_letter))
            imp_out(b, "    royal_at_most: %d\n", m->extinction_count + 1);
        if (pseudo_royal && p->moves_as && strchr(m->royal_limited, type_letter) && imp_piece_by_letter(m, p->moves_as))
            imp_out(b, "    counted_with: %s\n", imp_piece_by_letter(m, p->moves_as)->name); /* one type in FSF */
        if (castles)
            imp_out(b, "    castling: true\n");
        if (m->castling && (m->castle_rooks[0] ? p->letter && strchr(m->castle_rooks, p->letter) != NULL
                                               : !strcmp(p->name, "rook")))
            imp_out(b, "    castling_partner: true\n");
        imp_write_asia_piece_keys(m, b, p);
        if (m->chasing && imp_chase_role_of(m, p))
            imp_out(b, "    chase_role: %s\n", imp_chase_role_of(m, p));
        write_en_passant_keys(m, b, p);
        if (p->letter && strchr(m->petrify, p->letter))
            imp_out(b, "    petrify: true\n");
        if (p->letter && strchr(m->mutually_immune, p->letter)) {
            imp_out(b, "    spares_own_kind: true\n");
            if (!strcmp(p->name, "king")) /* Fairy-Stockfish says it cannot be used with kings */
                imp_lose_rule(m, m->mutually_immune_line, "mutuallyImmuneTypes: '%s' is the king, which "
                              "Fairy-Stockfish does not allow there", p->name);
        }
        bool in_place = m->sittuyin_promotion && p->pawn; /* only FSF's pawn, never by its ordinary moves */
        if (p->promo_barred && in_place)
            ; /* nothing to turn into, and no move of it promotes: it moves into the region freely */
        else if (p->promo_barred) /* it never moves into the region, yet attacks it */
            imp_out(b, "    promotion: { to: [], zone: %s }\n", promo_zone ? "promotion" : "last_rank");
        else if (p->promo_to[0]) {
            imp_out(b, "    promotion: { to: ");
            if (p->promo_to_black[0]) { /* each side its own (promotes_to < 0 then) */
                write_promo_names(m, b, "{ white: [", p->promo_to);
                write_promo_names(m, b, "], black: [", p->promo_to_black);
                imp_out(b, "] }");
            } else
                write_promo_names(m, b, "[", p->promo_to);
            bool optional = !m->mandatory_pawn_promotion;
            if (p->promotes_to >= 0) { /* and as a piece (never_leaves_region; the pawn: one choice more) */
                imp_out(b, ", %s", m->pieces[p->promotes_to].name);
                optional = optional && (p->pawn || !m->mandatory_piece_promotion);
            }
            imp_out(b, "%s, zone: %s%s }\n", p->promo_to_black[0] ? "" : "]", promo_zone ? "promotion" : "last_rank",
                    in_place ? ", in_place: true" : optional ? ", optional: true" : "");
        }
        if (p->pawn)
            write_pawn(b, m);
        else if (!p->betza[0]) /* immobile: no move at all */
            imp_out(b, "    chessembly: \"\"\n");
        else if (!imp_write_asia_script(m, b, p)) {
            imp_out(b, "    betza: \"%s\"\n", p->betza);
            if (strchr(p->betza, 'i') && imp_initial_from_zone(m)) /* from the double-step region */
                imp_out(b, "    initial_zone: double-step\n");
        }
    }
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
    const ImpPiece *pawn = imp_piece_by_name(m, "pawn");
    if (pawn && m->double_step) /* the pawn double-steps, if the game has one (start or hands) */
        for (const char *c = m->fen; *c && *c != ' '; c++)
            if (tolower((unsigned char)*c) == pawn->letter)
                return false;
    for (const char *c = m->pawn_types; *c; c++) {
        ImpPiece *p = imp_piece_by_letter(m, *c);
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
    const ImpPiece *pawn = imp_piece_by_name(m, "pawn");
    if (pawn)
        for (const char *c = m->fen; *c && *c != ' '; c++)
            if (tolower((unsigned char)*c) == pawn->letter)
                return false;
    for (const char *c = m->pawn_types; *c; c++) {
        const ImpPiece *p = imp_piece_by_letter(m, *c);
        if (p && (p->pawn || captures_only_somewhere(p->betza)))
            return false;
    }
    return true;
}

void imp_check_custom_pawns(Imp *m)
{
    bool no_ep = no_en_passant_ever(m), no_capture = no_en_passant_capture(m);
    for (const char *c = m->pawn_types; *c; c++) {
        ImpPiece *p = imp_piece_by_letter(m, *c);
        if (!p || p->pawn)
            continue;
        /* without an 'e' it may not take en passant, which only matters if a square can arise */
        if (p->betza[0] && (strchr(p->betza, 'e') || no_ep || no_capture) && !p->king) {
            p->pawn_type = true;
            p->no_en_passant = no_capture && !strchr(p->betza, 'e') && !no_ep;
        } else {
            imp_lose_rule(m, m->pawn_types_line,
                      "'%s': pawnTypes makes it a pawn in Fairy-Stockfish (it promotes and can be taken en passant), "
                      "but it cannot take en passant itself (no 'e' in its Betza), which is not said here",
                      p->name);
        }
    }
    /* (with enPassantRegion = - Fairy-Stockfish leaves no en passant square at all) */
    for (int i = 0; i < m->npieces && !no_capture && !m->no_en_passant_region; i++) {
        ImpPiece *p = &m->pieces[i];
        InitialAdvance advance = p->pawn || strchr(m->pawn_types, p->letter) ? ADVANCE_NONE
                                                                               : initial_advance(p->betza);
        p->ep_victim = advance == ADVANCE_VICTIM; /* a pawn may take it en passant, it never takes so */
        if (advance == ADVANCE_OTHER && p->line)
            diag_add(&m->ignored, m->file, p->line, 0, "'%s' (%s): Fairy-Stockfish leaves an en passant square "
                     "behind this piece's initial move, which its pawns may take; the import's piece leaves none "
                     "(`en_passant: victim` would leave one behind forward advances along a file or diagonal only, "
                     "and this piece has other such moves), so a game where a pawn could take it so differs there",
                     p->name, p->betza);
    }
}

bool imp_fen_castles(const Imp *m)
{
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", m->fen);
    char *save = NULL;
    strtok_r(copy, " ", &save);
    strtok_r(NULL, " ", &save);
    const char *rights = strtok_r(NULL, " ", &save);
    return rights && strcmp(rights, "-") != 0 && !isdigit((unsigned char)rights[0]);
}

void imp_check_castling_sides(Imp *m)
{
    char piece[2], rooks[2][16];
    for (int side = 0; side < 2; side++) {
        piece[side] = m->castle_piece_side[side] ? m->castle_piece_side[side] : m->castle_piece;
        snprintf(rooks[side], sizeof rooks[side], "%s",
                 m->castle_rooks_side[side][0] ? m->castle_rooks_side[side] : m->castle_rooks);
    }
    if (piece[WHITE] != piece[BLACK] || strcmp(rooks[WHITE], rooks[BLACK]) != 0)
        imp_lose_rule(m, m->castle_side_line, "castlingKingPieceWhite/Black, castlingRookPiecesWhite/Black: the sides "
                      "castle with other pieces, which is said here for both sides alike only");
    m->castle_piece = piece[WHITE];
    memcpy(m->castle_rooks, rooks[WHITE], sizeof m->castle_rooks);
}

/* The piece letter on a square of the start FEN (file and rank from 0), '\0' when empty. */
static char fen_piece_at(const Imp *m, int file, int rank)
{
    int r = m->ranks - 1, f = 0;
    for (const char *c = m->fen; *c && *c != ' ' && *c != '['; c++) {
        if (*c == '/') {
            r--, f = 0;
        } else if (isdigit((unsigned char)*c)) {
            f += (int)strtol(c, (char **)&c, 10), c--;
        } else if (*c == '*' || isalpha((unsigned char)*c)) {
            if (r == rank && f == file)
                return *c == '*' ? '\0' : *c;
            f++;
        }
    }
    return '\0';
}

static bool castles_with(Imp *m, char letter)
{
    char lower = (char)tolower((unsigned char)letter);
    if (m->castle_rooks[0])
        return strchr(m->castle_rooks, lower) != NULL;
    const ImpPiece *p = imp_piece_by_letter(m, lower);
    return p && !strcmp(p->name, "rook");
}

/* castlingKingFile: Fairy-Stockfish's start FEN takes the one castling king on a side's
 * castling rank wherever it stands, as ours does; only among two or more does it pick the
 * one on that file, which is not said here. */
static void check_castling_king_file(Imp *m)
{
    if (!m->castling || !m->castle_from_file || m->castle_from_file == 'e')
        return;
    for (int side = 0; side < 2; side++) {
        int rank = side == WHITE ? m->castling_rank - 1 : m->ranks - m->castling_rank, kings = 0;
        for (int f = 0; f < m->files; f++) {
            char c = fen_piece_at(m, f, rank);
            kings += c && (side == WHITE) == (isupper((unsigned char)c) != 0) &&
                     tolower((unsigned char)c) == m->castle_piece;
        }
        if (kings > 1) {
            imp_lose(m, &m->castle_from_key, "two castling kings stand on a castling rank, and Fairy-Stockfish "
                     "castles only the one on this file, which is not said here");
            return;
        }
    }
}

void imp_check_castling_rook_files(Imp *m)
{
    check_castling_king_file(m);
    for (int wing = 0; wing < 2 && m->castling; wing++) {
        if (!m->castle_rook_file[wing])
            continue;
        int from = m->castle_rook_file[wing] - 'a';
        for (int side = 0; side < 2; side++) {
            int rank = side == WHITE ? m->castling_rank - 1 : m->ranks - m->castling_rank;
            /* beyond the file, towards the corner: Fairy-Stockfish never looks there */
            for (int f = wing == 0 ? from + 1 : from - 1; f >= 0 && f < m->files; f += wing == 0 ? 1 : -1) {
                char c = fen_piece_at(m, f, rank);
                if (c && (side == WHITE) == (isupper((unsigned char)c) != 0) && castles_with(m, c)) {
                    imp_lose_rule(m, m->castle_rook_file_line[wing],
                                  "castling%sFile = %c: a partner stands beyond it at %c%d, where "
                                  "Fairy-Stockfish's %c right does not reach, and ours does",
                                  wing == 0 ? "RookKingside" : "RookQueenside", m->castle_rook_file[wing], 'a' + f,
                                  rank + 1, wing == 0 ? 'K' : 'Q');
                    return;
                }
            }
        }
    }
}
