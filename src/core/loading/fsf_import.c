/* fsf_import.c — Fairy-Stockfish variants.ini to variant YAML (see fsf_import.h): the
 * template chain, reading its keys in Fairy-Stockfish's order, the checks that need every
 * key, and the import itself. The key families live in fsf_import_*.c (fsf_import_internal.h). */
#include "fsf_import.h"

#include "chess960.h"

#include "fsf_builtins.h"
#include "fsf_import_internal.h"
#include "fsf_keys.h"
#include "ini.h"
#include "variant_load.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does the placement `fen` (of `ranks` ranks) have a first rank, White's or Black's, that
 * Chess960 starts shuffle (chess960.h)? */
static bool shuffled_army(const char *fen, int ranks)
{
    for (int pick = 0; pick < 2; pick++) {
        const char *r = fen;
        for (int i = 0; i < (pick ? 0 : ranks - 1) && r; i++)
            r = strchr(r, '/') ? strchr(r, '/') + 1 : NULL;
        if (!r)
            return false;
        char army[17];
        size_t n = 0;
        for (; *r && !strchr("/ [", *r) && n < 16; r++)
            army[n++] = isalpha((unsigned char)*r) ? (char)tolower((unsigned char)*r) : '?';
        army[n] = '\0';
        if (chess960_count_of(army) > 0)
            return true;
    }
    return false;
}

void imp_lose(Imp *m, const IniKey *k, const char *why)
{
    if (k && k->origin)
        diag_add(&m->changes, m->file, k->line, 0, "'%s = %s' (from the built-in template '%s'): %s", k->key, k->value,
                 k->origin, why);
    else
        diag_add(&m->changes, m->file, k ? k->line : 0, 0, "'%s = %s': %s", k ? k->key : "?", k ? k->value : "?", why);
}

/* A message at `line` of the ini file into `sink`, formatted from `fmt` and `ap`. */
static void imp_vsay(const Imp *m, DiagSink *sink, int line, const char *fmt, va_list ap)
{
    char msg[300];
    vsnprintf(msg, sizeof msg, fmt, ap);
    diag_add(sink, m->file, line, 0, "%s", msg);
}

void imp_lose_rule(Imp *m, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    imp_vsay(m, &m->changes, line, fmt, ap);
    va_end(ap);
}

void imp_fail(Imp *m, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    imp_vsay(m, m->errors, line, fmt, ap);
    va_end(ap);
    m->failed = true;
}

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

bool imp_parse_int(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    /* Fairy-Stockfish reads the number and nothing after it: `25 # a comment` is 25 */
    if (end == s || (*end && !isspace((unsigned char)*end)) || v < -100000 || v > 100000)
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
    return imp_parse_int(s, out);
}

bool imp_is_letter_list(const char *s)
{
    for (; *s; s++)
        if (!isalpha((unsigned char)*s) && *s != '*')
            return false;
    return true;
}

void imp_read_bool(Imp *m, const IniKey *k, bool *out)
{
    if (parse_bool(k, out))
        return;
    /* Fairy-Stockfish sets a flag to whether the value is exactly `true`: `True` is false */
    *out = false;
    diag_add(&m->ignored, m->file, k->line, 0, "'%s = %s' read as false, as Fairy-Stockfish reads it (only 'true' "
             "is true); if it was meant to be true, the imported game differs from what its author meant", k->key,
             k->value);
}

bool imp_same_for_black(Imp *m, const IniKey *k, const char *white_value)
{
    if (strcmp(k->value, white_value) != 0) {
        imp_lose(m, k, "both sides must have the same here");
        return false;
    }
    return true;
}

static void apply_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (imp_apply_piece_key(m, k) || imp_apply_pawn_key(m, k) || imp_apply_castling_key(m, k) ||
        imp_apply_result_key(m, k) || imp_apply_hand_key(m, k) || imp_apply_asia_key(m, k))
        return;
    if (!strcmp(key, "maxRank")) {
        if (imp_parse_int(val, &n) && n >= 1 && n <= 16)
            m->ranks = n;
        else
            imp_fail(m, k->line, "maxRank = %s: boards have 1 to 16 ranks here", val);
    } else if (!strcmp(key, "maxFile")) {
        if (parse_file_count(val, &n) && n >= 1 && n <= 16)
            m->files = n;
        else
            imp_fail(m, k->line, "maxFile = %s: boards have 1 to 16 files here (a letter a..p or a number)", val);
    } else if (!strcmp(key, "startFen")) {
        snprintf(m->fen, sizeof m->fen, "%.*s", (int)sizeof m->fen - 1, val);
    } else if (!strcmp(key, "checking")) {
        imp_read_bool(m, k, &m->checking);
    } else if (!strcmp(key, "mustCapture")) {
        imp_read_bool(m, k, &m->must_capture);
    } else {
        /* the rest: display hints, and rules we cannot say yet, harmless at their default */
        const FsfKey *known = fsf_key_find(key);
        if (!known || known->use == FSF_KEY_IGNORED)
            diag_add(&m->ignored, m->file, k->line, 0, "'%s = %s' ignored: %s; if it was meant to change the game, "
                     "the imported game differs from what its author meant", key, val,
                     known ? "Fairy-Stockfish no longer reads it, and plays without it" : "not a key Fairy-Stockfish "
                     "reads, and it plays without it (a misspelling, or a key of another program?)");
        else if (known->use == FSF_KEY_UNSUPPORTED && !fsf_key_is_default(known, val))
            imp_lose(m, k, known->note);
    }
}

static void drop_tildes(char *s)
{
    char *to = s;
    for (; *s; s++)
        if (*s != '~')
            *to++ = *s;
    *to = '\0';
}

/* A letter of the FEN's board that is a synonym of a piece's (fenSynonyms): that piece's
 * letter, in the same case; else the letter itself. */
static char main_letter(Imp *m, char c)
{
    char lower = (char)tolower((unsigned char)c);
    if (!isalpha((unsigned char)c) || imp_piece_by_letter(m, lower))
        return c;
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", m->fen_synonyms);
    char *save = NULL; /* check_fen is inside a strtok of its own */
    for (char *tok = strtok_r(copy, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        char *colon = strchr(tok, ':');
        if (!colon || colon[1] != lower)
            continue;
        *colon = '\0';
        const ImpPiece *p = imp_piece_by_name(m, tok);
        if (p && p->letter)
            return isupper((unsigned char)c) ? (char)toupper((unsigned char)p->letter) : p->letter;
    }
    return c;
}

/* Checks the FEN's pieces and takes Fairy-Stockfish's check-count field (`3+3`) off it. */
static void check_fen(Imp *m, int line)
{
    char out[INI_TEXT] = "";
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", m->fen);
    int field = 0;
    char placement[INI_TEXT]; /* the board as Fairy-Stockfish reads it */
    for (char *tok = strtok(copy, " "); tok; tok = strtok(NULL, " "), field++) {
        if (field == 0) {
            /* `r~`, a promoted piece: it only matters when captures go to the hand (it goes
             * back as a pawn), so Fairy-Stockfish plays it as the piece elsewhere */
            if (!(m->piece_drops && m->captures_to_hand) || m->drop_loop)
                drop_tildes(tok);
            for (char *c = tok; *c; c++)
                *c = main_letter(m, *c);
            snprintf(placement, sizeof placement, "%s", tok);
            imp_fen_board_as_read(m, placement, sizeof placement, line);
            tok = placement;
            if (strchr(tok, '[') && !m->piece_drops && !m->gating) {
                imp_fail(m, line, "startFen holds pieces in hand ('[...]') but pieceDrops is false");
                return;
            }
            /* walls: squares no piece enters or crosses; a hopper would take one for a screen
             * in Fairy-Stockfish, which ours do not */
            for (int i = 0; strchr(tok, '*') && i < m->npieces; i++)
                if (strchr(m->pieces[i].betza, 'p') || strchr(m->pieces[i].betza, 'g')) {
                    imp_fail(m, line, "startFen has walls ('*') and '%s' hops: a wall is no screen here",
                             m->pieces[i].name);
                    return;
                }
        }
        int a, b;
        if (strchr(tok, '+') && sscanf(tok, "%d+%d", &a, &b) == 2) {
            m->checks_needed = a; /* checks White still needs: all of them at the start */
            if (a != b)
                imp_lose_rule(m, line, "the check counts '%s' differ: both sides need %d checks here", tok, a);
            continue;
        }
        size_t used = strlen(out), len = strlen(tok);
        if (used + len + 2 < sizeof out) { /* a FEN longer than a line of the ini is cut, as it was read */
            if (used)
                out[used++] = ' ';
            memcpy(out + used, tok, len + 1);
        }
    }
    snprintf(m->fen, sizeof m->fen, "%s", out);
}

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
    /* a section named as one of Fairy-Stockfish's own variants: it keeps its own and
     * skips the section ("already exists"), so the chain is the built-in's */
    IniSection *own = ini_find(builtins, sec->name);
    bool in_builtins = own != NULL;
    if (own) {
        c->builtin_line = sec->line;
        sec = own;
    }
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
    return imp_builtin_betza(key) != NULL;
}

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

/* Keys whose value is a set of piece letters, which Fairy-Stockfish reads a letter at a
 * time, skipping white space (`promotionPieceTypes = r n b q`). */
static bool is_piece_set_key(const char *key)
{
    static const char *const PREFIXES[] = {"promotionPieceTypes", "promotionPawnTypes", "nMoveRuleTypes",
                                           "extinctionPieceTypes", "castlingRookPiece", "connectPieceTypes",
                                           "pawnTypes", "blastImmuneTypes", "petrifyOnCaptureTypes",
                                           "mutuallyImmuneTypes", "enPassantTypes"};
    for (size_t i = 0; i < sizeof PREFIXES / sizeof PREFIXES[0]; i++)
        if (!strncmp(key, PREFIXES[i], strlen(PREFIXES[i])))
            return true;
    return false;
}

static void drop_spaces(char *s)
{
    char *to = s;
    for (; *s; s++)
        if (!isspace((unsigned char)*s))
            *to++ = *s;
    *to = '\0';
}

/* A piece key of a template that a later section gave another letter: its old letter. */
typedef struct LetterAlias {
    char old, piece[40];
    int depth;
} LetterAlias;

static void piece_key_name(const char *key, char *name, size_t size)
{
    int n;
    if (!strncmp(key, "customPiece", 11) && imp_parse_int(key + 11, &n))
        snprintf(name, size, "custom%d", n);
    else
        imp_kebab(key, name, size);
}

/* A piece a later section removed by giving its letter to another piece (epicatomic's
 * `king = k` over atomic's commoner): Fairy-Stockfish builds the template first, so the
 * template's keys that name the removed type by letter still mean it. */
typedef struct TakenLetter {
    char letter, removed[40], taker[40];
    int depth, line;
} TakenLetter;

/* In pass 0, before a piece key is read: the piece its letter takes, if any. */
static void note_taken_letter(Imp *m, const IniKey *k, int depth, TakenLetter *taken, int *ntaken)
{
    char name[40];
    piece_key_name(k->key, name, sizeof name);
    const ImpPiece *holder = isalpha((unsigned char)k->value[0]) ? imp_piece_by_letter(m, k->value[0]) : NULL;
    if (!holder || !strcmp(holder->name, name) || *ntaken >= 16)
        return;
    TakenLetter *t = &taken[(*ntaken)++];
    t->letter = (char)tolower((unsigned char)k->value[0]);
    snprintf(t->removed, sizeof t->removed, "%s", holder->name);
    snprintf(t->taker, sizeof t->taker, "%s", name);
    t->depth = depth;
    t->line = k->line;
}

/* A template's key (at `depth`) that names a removed type by its letter: the type is on
 * no square, so a set loses the letter; the castling king and the flag piece keep a type
 * no piece is: nothing castles, no flag is reached; an extinction type that no piece is
 * ends Fairy-Stockfish's game before the first move, which is refused. Returns false when
 * the key is to be skipped. */
static bool forget_taken_letters(Imp *m, IniKey *k, int depth, const TakenLetter *taken, int ntaken)
{
    for (int t = 0; t < ntaken; t++) {
        if (taken[t].depth >= depth)
            continue;
        char *at = k->value;
        while ((at = strpbrk(at, (char[]){taken[t].letter, (char)toupper((unsigned char)taken[t].letter), 0})))
            if (!strcmp(k->key, "flagPiece") || !strcmp(k->key, "flagPieceWhite") ||
                !strcmp(k->key, "flagPieceBlack")) {
                diag_add(&m->ignored, m->file, taken[t].line, 0, "the letter %c: '%s = %c' takes it from the %s, "
                         "which the template's %s still names; Fairy-Stockfish keeps the flag on the removed piece, "
                         "which is on no square, so no flag is ever reached: imported without the flag rule",
                         taken[t].letter, taken[t].taker, taken[t].letter, taken[t].removed, k->key);
                m->flag_piece_lost = true;
                return false;
            } else if (!strcmp(k->key, "extinctionPieceTypes")) {
                snprintf(m->type_lost, sizeof m->type_lost, "the letter %c: '%s = %c' takes it from the %s, "
                         "which the template's %s still names", taken[t].letter, taken[t].taker, taken[t].letter,
                         taken[t].removed, k->key);
                m->type_lost_line = taken[t].line;
                memmove(at, at + 1, strlen(at));
            } else if (!strcmp(k->key, "castlingKingPiece")) {
                m->castle_piece_lost = true;
                return false;
            } else if (!strcmp(k->key, "dropNoDoubled")) {
                return false;
            } else if (!strcmp(k->key, "promotedPieceType")) {
                /* the removed type's own promotion goes; a promotion into it is left to the
                 * letter's new piece, as before (the type FSF would make has no letter) */
                size_t len = strcspn(at, " ,");
                if (at[1] == ':')
                    memmove(at, at + len, strlen(at + len) + 1);
                else
                    at += len;
            } else {
                memmove(at, at + 1, strlen(at));
            }
    }
    return true;
}

/* Reads the chain's keys, base first: pieces in a first pass (startFen and promotions
 * name their letters), then the rest. A key a later section sets again is read once,
 * from that section. Returns the startFen's line. */
static int read_chain(Imp *m, const Chain *c)
{
    int fen_line = 0;
    LetterAlias alias[64];
    int naliases = 0;
    TakenLetter taken[16];
    int ntaken = 0;
    for (int pass = 0; pass < 2; pass++) {
        /* a piece a template defined and a later section defined again: there since the template */
        for (int a = 0; pass == 1 && a < naliases; a++) {
            ImpPiece *p = imp_piece_by_name(m, alias[a].piece);
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
                if (is_piece_set_key(k.key) && strchr(k.value, ' '))
                    drop_spaces(k.value);
                if (pass == 0)
                    note_taken_letter(m, &k, d, taken, &ntaken);
                if (pass == 1 && names_types(k.key)) {
                    if (!forget_taken_letters(m, &k, d, taken, ntaken))
                        continue;
                    /* a letter this template gave a piece that now has another */
                    for (char *ch = k.value; *ch; ch++)
                        for (int a = 0; a < naliases; a++) {
                            const ImpPiece *p = alias[a].depth >= d ? imp_piece_by_name(m, alias[a].piece) : NULL;
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

/* What forget_taken_letters found: an extinction type no piece is ends Fairy-Stockfish's
 * game before the first move (refused); a flag piece no piece is is never reached. */
static void check_taken_letters(Imp *m)
{
    if (m->type_lost[0] && m->extinction_value[0] && strcmp(m->extinction_value, "none") != 0)
        imp_lose_rule(m, m->type_lost_line, "%s: Fairy-Stockfish keeps counting the removed piece, which is on no "
                      "square, so its extinction rule ends the game before the first move", m->type_lost);
    if (m->flag_piece_lost)
        m->white_flag[0] = m->black_flag[0] = '\0';
}

/* Rules that no single key breaks, checked once every key is read. */
static void check_rules(Imp *m, int line)
{
    if (m->npieces == 0) { /* Fairy-Stockfish loads it, and ends it before the first move */
        imp_fail(m, line, "the section defines no piece (a section with no template starts from none in "
                          "Fairy-Stockfish), so there is no game to play");
        return;
    }
    for (int i = 0; i < m->npieces && m->blast_on_capture && !m->pseudo_royal; i++)
        if (m->pieces[i].king) { /* FSF's atomic has a commoner that must not die instead */
            imp_lose_rule(m, line, "blastOnCapture with a king that is mated: Fairy-Stockfish lets a capture blow "
                                   "up the mover's own king (or the king capture and blow up itself), which leaves "
                                   "a game without a king that no rule here says");
            break;
        }
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
        (m->extinction_count > 0 || m->extinction_opponent_count > 0 || m->extinction_claim))
        imp_lose_rule(m, line,
                      "extinctionPieceCount with pieces in hand: Fairy-Stockfish counts board and hand together, "
                      "which is said here only for none left (and without extinctionClaim)");
    check_taken_letters(m);
    for (int i = 0; extinction && i < m->npieces; i++)
        if (m->pieces[i].moves_as && strchr(m->extinction_types, m->pieces[i].moves_as))
            imp_lose_rule(m, line,
                          "extinctionPieceTypes: a promoted form of '%c' would count too, which is not said here",
                          m->pieces[i].moves_as);
    for (int i = 0; m->flag_count > 1 && i < m->npieces; i++)
        if (m->pieces[i].moves_as && m->pieces[i].moves_as == m->flag_piece)
            imp_lose_rule(m, line,
                          "flagPieceCount: a promoted form of the flag piece would count too, which is not said "
                          "here");
    if (extinction && !strcmp(m->extinction_value, "draw") && m->extinction_claim)
        imp_lose_rule(m, m->extinction_line ? m->extinction_line : line,
                      "extinctionValue = draw with extinctionClaim: the bared side's reply is not said for a draw");
    if (m->shatar_mate && strcmp(m->checkmate, "loss") != 0)
        imp_lose_rule(m, m->shatar_line ? m->shatar_line : line,
                      "shatarMateRule with checkmateValue = %s: only a mate that loses is said with it", m->checkmate);
    if (m->makpong && m->pseudo_royal) /* FSF's rule reads the king's checks only */
        imp_lose_rule(m, line, "makpongRule with extinctionPseudoRoyal: Fairy-Stockfish holds only the king to it");
    imp_check_pseudo_royals(m, line);
    imp_check_castling_sides(m);
    imp_check_castling_rook_files(m);
    if (m->chasing && m->n_move_rule > 0 && m->n_move_rule != 50)
        imp_lose_rule(m, m->n_move_line ? m->n_move_line : line, "nMoveRule = %d with the chasing rule: its checks "
                      "lengthen the fifty-move rule only here", m->n_move_rule);
    /* Fairy-Stockfish itself never shuffles: it plays the start FEN, chess960 only naming
     * castling its own way; a site using it (pychess-variants) shuffles. Ours shuffles the
     * armies `start: chess960` can; any other is played as written, as Fairy-Stockfish does. */
    if (m->chess960 && !shuffled_army(m->fen, m->ranks)) {
        diag_add(&m->ignored, m->file, m->chess960_key.line, 0, "'chess960 = true': this setup's first rank is no "
                 "army a Chess960 start shuffles here (two bishops, a king, two rooks and other pieces); imported "
                 "with the setup as written each game, as Fairy-Stockfish plays it (a site that shuffles it its own "
                 "way starts elsewhere)");
        m->chess960 = false;
    }
    if (m->flag_safe && m->flag_blocked_win)
        imp_lose_rule(m, m->flag_safe_line, "flagPieceSafe: only without flagPieceBlockedWin");
    for (int i = 0; m->flag_safe && m->flag_piece && m->flag_piece != '*' && i < m->npieces; i++)
        if (m->pieces[i].moves_as == m->flag_piece)
            imp_lose_rule(m, m->flag_safe_line, "flagPieceSafe: a promoted form of the flag piece would count too, "
                          "which is not said here");
    if (m->castling && m->castling_rank != 1) {
        /* our castling kings castle where they stand: on castlingRank in the start position */
        char king = m->castle_piece ? m->castle_piece : 'k';
        if (fen_rank_of(m, (char)toupper((unsigned char)king)) != m->castling_rank ||
            fen_rank_of(m, king) != m->ranks + 1 - m->castling_rank)
            imp_lose_rule(m, m->castling_rank_line,
                          "castlingRank = %d: the kings of the start position stand elsewhere, "
                          "and castling happens where they stand here",
                          m->castling_rank);
    }
    unsigned white_double = m->double_white | (m->first_rank_double ? 1u : 0u);
    unsigned on_board = m->ranks >= 16 ? 0xffffu : (1u << m->ranks) - 1;
    if (m->double_black_mirrors)
        m->double_black = imp_mirrored(white_double, m->ranks);
    m->double_black &= on_board;
    m->double_asymmetric = m->double_black != imp_mirrored(white_double & on_board, m->ranks) ||
                           m->double_squares[WHITE][0] || m->double_squares[BLACK][0];
    if (m->triple_black != imp_mirrored(m->triple_white, m->ranks))
        imp_lose_rule(m, m->triple_black_line, "tripleStepRegionBlack: Black's triple-step ranks must mirror White's");
    imp_check_custom_pawns(m);
    imp_check_asia_rules(m, line);
    imp_check_flip_rules(m);
    imp_check_hand_rules(m, line);
    if (m->sittuyin_promotion) /* once the pawn's promotion types are known */
        imp_check_sittuyin_promotion(m);
    if (m->castling && !imp_fen_castles(m) && !(m->piece_drops && m->castling_dropped))
        m->castling = false; /* no right in the start position: castling can never happen */
    if (m->castling && m->piece_drops && m->castling_dropped && (m->castling_rank != 1 || m->files < 6))
        imp_lose_rule(m, line, "castlingDroppedPiece: castling rights by drops are said for the first rank and a king "
                           "dropped on file e only");
    if (m->castling && (m->castle_queen_file < 'a' || m->castle_king_file >= 'a' + m->files - 1 ||
                        m->castle_queen_file >= m->castle_king_file - 1)) {
        imp_lose_rule(m, line,
                      "castling: the king lands on %c and %c in Fairy-Stockfish, which this %d-file board cannot "
                      "say (the rook lands beside the king, on the board)",
                      m->castle_queen_file, m->castle_king_file, m->files);
        m->castling = false;
    }
    if (m->castling && (m->castle_piece_lost || !imp_piece_by_letter(m, m->castle_piece)))
        m->castling = false; /* no piece castles: FSF has no castling either */
    /* each side's own ranks: the zones of promotion and of pawn drops are written per side */
    m->promo_asymmetric = false;
    for (int r = 0; r < m->ranks; r++)
        m->promo_asymmetric = m->promo_asymmetric || m->promo[BLACK][r] != m->promo[WHITE][m->ranks - 1 - r];
    if (m->flag_piece && m->flag_piece != '*' && (m->white_flag[0] || m->black_flag[0]) &&
        !imp_piece_by_letter(m, m->flag_piece)) {
        imp_lose_rule(m, line, "the flag rule: flagPiece '%c' is not a piece here", m->flag_piece);
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
    bool read = builtin_text && ini_parse(text ? text : "", file, &ini, errors, notes) &&
                ini_parse(builtin_text, "fsf_builtins", &builtins, errors, NULL);
    free(builtin_text);
    IniSection *sec = read ? choose_section(&ini, file, name, errors) : NULL;
    Chain chain;
    Imp *m = sec && build_chain(&ini, &builtins, sec, file, &chain, errors) ? calloc(1, sizeof *m) : NULL;
    if (m && chain.builtin[0])
        diag_add(notes, file, sec->line, 0, "warning: [%s] is the name of a variant Fairy-Stockfish defines itself: "
                 "it keeps its own %s and skips this section, and so does the import (name the section otherwise "
                 "to play it)", sec->name, sec->name);
    char *yaml = NULL;
    if (m) {
        m->file = file;
        m->errors = errors;
        m->notes = notes;
        diag_init(&m->changes);
        diag_init(&m->ignored);
        snprintf(m->game, sizeof m->game, "%s", sec->name);
        imp_chess_defaults(m);
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
        for (int i = 0; i < m->ignored.count; i++)
            diag_add(notes, file, m->ignored.items[i].line, 0, "warning: %s", m->ignored.items[i].message);
        yaml = m->failed ? NULL : imp_write_yaml(m, sec->name);
        if (yaml && !loads(yaml, file, fen_line ? fen_line : sec->line, errors)) {
            free(yaml);
            yaml = NULL;
        }
        diag_free(&m->changes);
        diag_free(&m->ignored);
        free(m);
    }
    ini_free(&ini);
    ini_free(&builtins);
    return yaml;
}
