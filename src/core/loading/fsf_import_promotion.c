/* fsf_import_promotion.c — promotion in an import: regions, the promoting types
 * (promotionPieceTypes, promotionPawnTypes, nMoveRuleTypes), double steps, promotedPieceType
 * forms, promotion limits and demotion. */
#include "fsf_import_internal.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

bool imp_promo_any(const Imp *m, int side)
{
    for (int r = 0; r < 16; r++)
        if (m->promo[side][r])
            return true;
    return false;
}

bool imp_promo_on(const Imp *m, int side, int f, int r) { return (m->promo[side][r] >> f) & 1; }

void imp_read_types(Imp *m, const IniKey *k, TypeSet *t, int side, int rank)
{
    const char *val = k->value;
    bool none = !strcmp(val, "-");
    if (!none && (!imp_is_letter_list(val) || strchr(val, '*') || strlen(val) >= sizeof t->letters[0])) {
        imp_lose(m, k, "expected piece letters");
        return;
    }
    for (int c = 0; c < 2; c++) {
        if ((side >= 0 && side != c) || m->seq < t->seq[c] || (m->seq == t->seq[c] && rank < t->rank[c]))
            continue;
        size_t n = 0;
        for (const char *v = none ? "" : val; *v; v++) {
            /* a letter a later section gave a new piece: this key named the type it replaced */
            const ImpPiece *p = imp_piece_by_letter(m, *v);
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
            imp_read_types(m, k, (TypeSet *)((char *)m + KEYS[i].set), KEYS[i].side, KEYS[i].rank);
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
        if (!isalpha((unsigned char)tok[0]) || tok[1] != ':' || !imp_parse_int(tok + 2, &n) || n < 0 || n > 64 ||
            m->npromo_limits == 64) {
            imp_lose(m, k, "expected letter:count pairs (a:1 q:1)");
            m->npromo_limits = 0;
            return;
        }
        if (n == 0) /* no limit, in Fairy-Stockfish */
            continue;
        m->promo_limits[m->npromo_limits][0] = (char)tolower((unsigned char)tok[0]);
        m->promo_limits[m->npromo_limits++][1] = (char)n;
    }
}

/* doubleStepRegionWhite/Black: whole ranks (bits of double_white/black), or any squares
 * (kept as written: the pawns' zone `double-step` of each side's squares). */
static void read_double_step_region(Imp *m, const IniKey *k, int side)
{
    unsigned ranks = imp_whole_ranks(k->value);
    uint16_t squares[16];
    if (!ranks && !imp_read_region(k->value, squares)) {
        imp_lose(m, k, "expected ranks (*2), files (a*) or squares");
        return;
    }
    snprintf(m->double_squares[side], sizeof m->double_squares[side], "%s", ranks ? "" : k->value);
    if (side == WHITE) {
        m->double_region_seq = m->seq;
        m->double_white = ranks;
    } else {
        m->double_black = ranks;
        m->double_black_mirrors = false;
        m->double_black_line = k->line;
    }
}

bool imp_apply_pawn_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (!strcmp(key, "promotionRank")) {
        if (imp_parse_int(val, &n) && n >= 1 && n <= 16) {
            /* Fairy-Stockfish: that rank and every rank beyond it (promotionRank = 6 is
             * ranks 6 to 8); Black's the mirror */
            memset(m->promo[WHITE], 0, sizeof m->promo[WHITE]);
            for (int r = n - 1; r < 16; r++)
                m->promo[WHITE][r] = 0xffff;
            m->promo_black_mirrors = true;
        } else {
            imp_lose(m, k, "expected a rank number");
        }
    } else if (!strcmp(key, "promotionRegionWhite") || !strcmp(key, "promotionRegionBlack")) {
        int side = key[15] == 'W' ? WHITE : BLACK;
        if (!imp_read_region(val, m->promo[side]))
            imp_lose(m, k, "expected ranks (*8), files (a*) or squares");
        else if (side == BLACK)
            m->promo_black_mirrors = false;
    } else if (apply_type_key(m, k)) {
        return true;
    } else if (!strcmp(key, "doubleStep")) {
        imp_read_bool(m, k, &m->double_step);
    } else if (!strcmp(key, "doubleStepRank") || !strcmp(key, "doubleStepRankMin")) {
        /* Fairy-Stockfish: the ranks from doubleStepRankMin to doubleStepRank, each 2 unless
         * given; it reads the minimum only when doubleStepRank is not in the section, and
         * doubleStepRegionWhite of the same section over both */
        bool min = key[14] == 'M';
        if (!imp_parse_int(val, &n) || n < 1 || n > 16)
            imp_lose(m, k, "expected a rank number");
        else if (m->double_region_seq != m->seq && !(min && m->double_rank_seq == m->seq)) {
            int lo = min ? n : 2, hi = min ? 2 : n;
            m->double_white = 0;
            for (int r = lo; r <= hi; r++)
                m->double_white |= 1u << (r - 1);
            if (!min)
                m->double_rank_seq = m->seq;
            m->double_black_mirrors = true; /* both sides' ranks, each seen from its side */
            m->double_squares[WHITE][0] = m->double_squares[BLACK][0] = '\0';
        }
    } else if (!strcmp(key, "doubleStepRegionWhite") || !strcmp(key, "doubleStepRegionBlack")) {
        read_double_step_region(m, k, key[16] == 'W' ? WHITE : BLACK);
    } else if (!strcmp(key, "promotionLimit")) {
        read_promo_limits(m, k);
    } else if (!strcmp(key, "tripleStepRegionWhite") || !strcmp(key, "tripleStepRegionBlack")) {
        unsigned ranks = strcmp(val, "-") ? imp_whole_ranks(val) : 0;
        if (!ranks && strcmp(val, "-") != 0)
            imp_lose(m, k, "only whole ranks (*N) can be a triple-step region here");
        else if (key[16] == 'W')
            m->triple_white = ranks;
        else
            m->triple_black = ranks, m->triple_black_line = k->line;
    } else if (!strcmp(key, "mandatoryPawnPromotion")) {
        imp_read_bool(m, k, &m->mandatory_pawn_promotion);
    } else {
        return false;
    }
    return true;
}

void imp_write_rank_zone(Imp *m, Buf *b, const char *name, bool drops)
{
    static bool on[2][16][16];
    bool whole = true;
    for (int side = 0; side < 2; side++)
        for (int r = 1; r <= m->ranks; r++) { /* r: the side's own rank */
            int at = side == WHITE ? r : m->ranks + 1 - r;
            bool first = r == 1 && !m->first_rank_pawn_drops;
            int n = 0;
            for (int f = 0; f < m->files; f++) {
                bool promo = imp_promo_on(m, side, f, at - 1);
                on[side][f][at - 1] = drops ? !first && !(promo && !m->promotion_zone_pawn_drops) : promo;
                n += on[side][f][at - 1];
            }
            whole = whole && (n == 0 || n == m->files);
        }
    if (!whole) {
        imp_write_square_zone(b, name, on, m->files, m->ranks);
        return;
    }
    int n = 0;
    if (!m->promo_asymmetric) { /* the far ranks first for promotion, the near ones for drops */
        imp_out(b, "    %s: [", name);
        for (int i = 1; i <= m->ranks; i++) {
            int r = drops ? i : m->ranks + 1 - i;
            if (on[WHITE][0][r - 1])
                imp_out(b, "%srank -%d", n++ ? ", " : "", m->ranks + 1 - r);
        }
        imp_out(b, "]\n");
        return;
    }
    imp_out(b, "    %s: { white: [", name);
    for (int r = 1; r <= m->ranks; r++)
        if (on[WHITE][0][r - 1])
            imp_out(b, "%srank %d", n++ ? ", " : "", r);
    imp_out(b, "], black: [");
    n = 0;
    for (int r = 1; r <= m->ranks; r++)
        if (on[BLACK][0][r - 1])
            imp_out(b, "%srank %d", n++ ? ", " : "", r);
    imp_out(b, "] }\n");
}

/* Is piece `i` of Fairy-Stockfish's type `letter`: the piece of that letter, its form
 * written with it (Q~), or a promoted form moving as it (promotedPieceType)? */
static bool of_type(const Imp *m, int i, char letter)
{
    return m->pieces[i].letter == letter || m->pieces[i].moves_as == letter;
}

void imp_write_promo_limits(Imp *m, Buf *b)
{
    imp_out(b, "  promotion_limits:\n");
    for (int l = 0; l < m->npromo_limits; l++) {
        int n = 0;
        for (int i = 0; i < m->npieces; i++)
            if (of_type(m, i, m->promo_limits[l][0]))
                imp_out(b, "%s%s", n++ ? ", " : "    - { pieces: [", m->pieces[i].name);
        if (n)
            imp_out(b, "], at_most: %d }\n", m->promo_limits[l][1]);
    }
}

/* Does `p` promote to some piece no promotionLimit counts? Then it never runs out of choices. */
static bool has_unlimited_choice(const Imp *m, const ImpPiece *p)
{
    for (const char *c = p->promo_to; *c; c++) {
        bool limited = false;
        for (int l = 0; l < m->npromo_limits; l++)
            limited = limited || m->promo_limits[l][0] == *c;
        if (!limited)
            return true;
    }
    return false;
}

void imp_check_promo_limits(Imp *m)
{
    for (int l = 0; l < m->npromo_limits; l++) {
        char t = m->promo_limits[l][0];
        for (int i = 0; i < m->npieces; i++) {
            const ImpPiece *p = &m->pieces[i];
            if (p->pawn && p->promotes_to >= 0 && m->pieces[p->promotes_to].moves_as == t)
                imp_lose_rule(m, m->promo_limit_line, "promotionLimit: the pawn promotes to '%c' by promotedPieceType, "
                          "which Fairy-Stockfish does not limit", t);
            if (strchr(p->promo_to, t) && m->mandatory_pawn_promotion && !has_unlimited_choice(m, p) &&
                !(p->pawn && m->sittuyin_promotion)) /* in place: a move of its own, never forced */
                imp_lose_rule(m, m->promo_limit_line,
                              "promotionLimit: '%s' must promote, and with no '%c' left to promote "
                              "to it stops short in Fairy-Stockfish, which is not said here",
                              p->name, t);
        }
    }
}

bool imp_has_pawn(Imp *m)
{
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].promo_to[0] || m->pieces[i].promo_barred)
            return true;
    return false;
}

/* A new piece named promoted-NAME that moves as `moves_like`; the caller sets the rest. */
static ImpPiece promoted_piece(const char *name, const ImpPiece *moves_like)
{
    ImpPiece made;
    memset(&made, 0, sizeof made);
    snprintf(made.name, sizeof made.name, "promoted-%.28s", name);
    snprintf(made.betza, sizeof made.betza, "%s", moves_like->betza);
    return made;
}

void imp_make_promoted_forms(Imp *m)
{
    for (int i = 0; i < m->npieces; i++)
        m->pieces[i].promoted_from = m->pieces[i].promotes_to = -1;
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", m->promoted_types);
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        ImpPiece *base = strlen(tok) == 3 && tok[1] == ':' ? imp_piece_by_letter(m, tok[0]) : NULL;
        ImpPiece *target = base ? imp_piece_by_letter(m, tok[2]) : NULL;
        /* a pawn may promote as a piece does (shinobi's p:c) when it has no pawn promotion,
         * and with one, its promoted form is one more choice of it (wolf's p:e) */
        bool pawn_base = base && base->pawn;
        if (base && target && !target->pawn && (!base->pawn || pawn_base) && base->promotes_to >= 0) {
            /* a later pair for the same piece: its promoted form moves as the new target */
            char betza[sizeof target->betza];
            memcpy(betza, target->betza, sizeof betza);
            memcpy(m->pieces[base->promotes_to].betza, betza, sizeof betza);
            m->pieces[base->promotes_to].moves_as = target->letter;
            continue;
        }
        if (!base || !target || target->pawn || (base->pawn && !pawn_base)) {
            imp_lose_rule(m, m->promoted_line, "promotedPieceType '%s': not a promotion of one piece to another here",
                      tok);
            continue;
        }
        if (m->npieces >= IMP_MAX_PIECES) {
            imp_fail(m, m->promoted_line, "too many pieces (at most %d)", IMP_MAX_PIECES);
            return;
        }
        int bi = (int)(base - m->pieces);
        ImpPiece made = promoted_piece(base->name, target);
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
    return last == '#' ? imp_piece_by_name(m, "pawn") : imp_piece_by_letter(m, last);
}

static void mark_in_play(Imp *m, bool in[2][IMP_MAX_PIECES], int side, char letter, bool *changed)
{
    ImpPiece *p = letter == '#' ? imp_piece_by_name(m, "pawn") : imp_piece_by_letter(m, letter);
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
                if (promotes_as_pawn(m, p, side) && imp_promo_any(m, side)) {
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
        const ImpPiece *p = imp_piece_by_letter(m, *c);
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

void imp_resolve_pawn_rules(Imp *m, int line)
{
    static bool in[2][IMP_MAX_PIECES];
    pieces_in_play(m, in);
    for (int i = 0; i < m->npieces; i++) {
        ImpPiece *p = &m->pieces[i];
        char sets[2][32];
        bool promotes[2], resets[2], relevant[2], any = false;
        for (int side = 0; side < 2; side++) {
            /* a side with no promotion ranks never promotes: any setting agrees */
            relevant[side] = in[side][i] && imp_promo_any(m, side);
            promotes[side] = promotes_as_pawn(m, p, side);
            type_set_key(m, m->promo_to.letters[side], sets[side], sizeof sets[side]);
            resets[side] = in_types(p, m->clock_types.letters[side]);
        }
        int side = relevant[WHITE] || !relevant[BLACK] ? WHITE : BLACK;
        if (!in[WHITE][i] && !in[BLACK][i]) /* never in the game: as White's would */
            relevant[WHITE] = imp_promo_any(m, WHITE);
        /* each side its own choices: said as `to: { white: [...], black: [...] }` where both
         * have some, the piece has no promotedPieceType and no promotionLimit counts them */
        bool per_side = relevant[WHITE] && relevant[BLACK] && promotes[WHITE] && promotes[BLACK] &&
                        strcmp(sets[WHITE], sets[BLACK]) != 0 && sets[WHITE][0] && sets[BLACK][0] &&
                        p->promotes_to < 0 && !m->npromo_limits;
        p->promo_to_black[0] = '\0';
        if (per_side)
            snprintf(p->promo_to_black, sizeof p->promo_to_black, "%s", m->promo_to.letters[BLACK]);
        if (relevant[WHITE] && relevant[BLACK] && !per_side &&
            (promotes[WHITE] != promotes[BLACK] || (promotes[WHITE] && strcmp(sets[WHITE], sets[BLACK]) != 0)))
            imp_lose_rule(m, m->promo_line ? m->promo_line : line, "promotionPawnTypes: '%s' promotes %s for White and "
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
             * (Fairy-Stockfish's piece promotion also comes on leaving it), and for the pawn,
             * whose promoted form Fairy-Stockfish offers among its promotions only */
            if (sets[side][0] && p->promotes_to >= 0 && !p->pawn && !never_leaves_region(m, p))
                imp_lose_rule(m, m->promoted_line,
                              "promotedPieceType: '%s' promotes both as a pawn and as a piece, which "
                              "is said here only for a piece that never leaves the promotion region",
                              p->name);
        }
        int cs = in[WHITE][i] || !in[BLACK][i] ? WHITE : BLACK;
        if (in[WHITE][i] && in[BLACK][i] && resets[WHITE] != resets[BLACK])
            imp_lose_rule(m, m->promo_line ? m->promo_line : line, "nMoveRuleTypes: the moves of '%s' reset the "
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

void imp_make_tilde_forms(Imp *m, int line)
{
    char targets[64] = "";
    for (int i = 0; i < m->npieces; i++)
        for (int side = 0; side < 2; side++)
            for (const char *c = side ? m->pieces[i].promo_to_black : m->pieces[i].promo_to; *c; c++)
                if (!strchr(targets, *c) && strlen(targets) + 1 < sizeof targets)
                    strncat(targets, c, 1);
    if (!targets[0])
        return;
    ImpPiece *base = main_pawn_type(m, WHITE);
    if (!base || base != main_pawn_type(m, BLACK)) {
        imp_lose_rule(m, m->promo_line ? m->promo_line : line,
                      "promotionPawnTypes: a captured promoted piece goes back "
                      "to the hand as each side's main promotion pawn type, which is not one piece for both here");
        return;
    }
    int pi = (int)(base - m->pieces);
    for (const char *c = targets; *c; c++) {
        ImpPiece *to = imp_piece_by_letter(m, *c);
        if (!to || to->tilde_form >= 0 || m->npieces >= IMP_MAX_PIECES)
            continue;
        int ti = (int)(to - m->pieces);
        ImpPiece made = promoted_piece(to->name, to);
        made.letter = to->letter;
        made.king = to->king;
        made.promoted_from = pi;
        made.promotes_to = made.tilde_form = -1;
        made.line = to->line;
        m->pieces[m->npieces] = made;
        m->pieces[ti].tilde_form = m->npieces++;
    }
}

void imp_check_demotion_rules(Imp *m)
{
    for (int i = 0; i < m->npieces; i++) {
        const ImpPiece *p = &m->pieces[i];
        if (m->piece_demotion && (p->promo_to[0] || p->tilde_form >= 0))
            imp_lose_rule(m, m->piece_demotion_line,
                          "pieceDemotion: '%c' promotes as a pawn, and Fairy-Stockfish would "
                          "demote what it becomes to no piece at all, which is not said here",
                          p->letter);
        if (m->piece_demotion && p->promoted_from >= 0 && p->promotes_to >= 0)
            imp_lose_rule(m, m->piece_demotion_line, "pieceDemotion: the promoted '+%c' could both promote on and "
                      "demote, which is not said here", m->pieces[p->promoted_from].letter);
        if (m->promotion_on_capture && p->pawn && p->promotes_to >= 0)
            imp_lose_rule(m, m->promotion_on_capture_line, "piecePromotionOnCapture: the pawn's promotion by "
                      "promotedPieceType on captures only is not said here");
    }
}

void imp_check_sittuyin_promotion(Imp *m)
{
    int line = m->sittuyin_promotion_line;
    for (int i = 0; i < m->npieces; i++) {
        const ImpPiece *p = &m->pieces[i];
        if (p->promo_to[0] && !p->pawn)
            imp_lose_rule(m, line, "sittuyinPromotion with '%s' promoting as a pawn: Fairy-Stockfish's own pawn "
                          "promotes in place, which is said here for it alone", p->name);
        if (p->pawn && p->promotes_to >= 0)
            imp_lose_rule(m, line, "sittuyinPromotion with the pawn's promotedPieceType is not said here");
        /* Fairy-Stockfish steps the new piece to the squares it attacks: a piece moving
         * and taking alike is said exactly by `in_place`, which takes its quiet moves */
        for (const char *t = p->pawn ? p->promo_to : ""; *t; t++) {
            const ImpPiece *to = imp_piece_by_letter(m, *t);
            if (to && (!to->betza[0] || strpbrk(to->betza, "mcpg") || to->pawn || to->king))
                imp_lose_rule(m, line, "sittuyinPromotion to '%s': its moves and captures may differ, and Fairy-"
                              "Stockfish steps it where it would capture; said here for pieces moving as they "
                              "capture", to->name);
        }
    }
}
