/* fsf_import_asia.c — the chess of Asia in an import: mobility regions, palace lines,
 * the soldier and the janggi cannon, the pass, bikjang, counting, chasing, and the
 * enclosing drops and flips of reversi and ataxx. */
#include "fsf_import_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

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
    if (!strncmp(name, "customPiece", 11) && imp_parse_int(name + 11, &n))
        snprintf(piece, size, "custom%d", n);
    else
        imp_kebab(name, piece, size);
    return true;
}

bool imp_apply_asia_key(Imp *m, const IniKey *k)
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
            imp_lose(m, k, "too many mobility regions (at most 8)");
        else {
            snprintf(r->side[side], sizeof r->side[side], "%s", !strcmp(val, "-") ? "" : val);
            r->line = k->line;
        }
    } else if (!strcmp(key, "makpongRule")) {
        imp_read_bool(m, k, &m->makpong);
    } else if (!strcmp(key, "cambodianMoves")) {
        imp_read_bool(m, k, &m->cambodian_moves);
        m->cambodian_line = k->line;
    } else if (!strcmp(key, "flyingGeneral")) {
        imp_read_bool(m, k, &m->flying_general);
    } else if (!strcmp(key, "bikjangRule")) {
        imp_read_bool(m, k, &m->bikjang);
    } else if (!strcmp(key, "pass")) {
        imp_read_bool(m, k, &m->pass[WHITE]);
        m->pass[BLACK] = m->pass[WHITE];
    } else if (!strcmp(key, "passWhite") || !strcmp(key, "passBlack")) {
        imp_read_bool(m, k, &m->pass[key[4] == 'W' ? WHITE : BLACK]);
    } else if (!strcmp(key, "passOnStalemate")) {
        imp_read_bool(m, k, &m->pass_on_stalemate[WHITE]);
        m->pass_on_stalemate[BLACK] = m->pass_on_stalemate[WHITE];
    } else if (!strcmp(key, "passOnStalemateWhite") || !strcmp(key, "passOnStalemateBlack")) {
        imp_read_bool(m, k, &m->pass_on_stalemate[key[15] == 'W' ? WHITE : BLACK]);
    } else if (!strcmp(key, "soldierPromotionRank")) {
        if (!imp_parse_int(val, &m->soldier_rank) || m->soldier_rank < 1 || m->soldier_rank > 16)
            imp_lose(m, k, "expected a rank from 1 to 16");
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
            imp_lose(m, k, "expected janggi, unweighted, whitedrawodds, blackdrawodds or none");
    } else if (!strcmp(key, "countingRule")) {
        if (!strcmp(val, "makruk") || !strcmp(val, "asean") || !strcmp(val, "cambodian") || !strcmp(val, "none"))
            snprintf(m->counting, sizeof m->counting, "%.11s", !strcmp(val, "none") ? "" : val);
        else
            imp_lose(m, k, "expected makruk, asean, cambodian or none");
    } else if (!strcmp(key, "enclosingDrop")) {
        /* top and anyside say where a drop enters (drop_entry); the others which squares a
         * drop may take at all (drop_rule) */
        static const char *const words[] = {"none", "reversi", "ataxx", "snort"};
        int i = 0;
        while (i < 4 && strcmp(val, words[i]))
            i++;
        m->enclosing_seq = m->seq;
        m->enclosing_drop[0] = '\0';
        m->drop_rule = DROP_RULE_ANY;
        if (!strcmp(val, "top") || !strcmp(val, "anyside"))
            snprintf(m->enclosing_drop, sizeof m->enclosing_drop, "%.15s", val);
        else if (i < 4)
            m->drop_rule = i == 0 ? DROP_RULE_ANY : i == 1 ? DROP_RULE_ENCLOSING : i == 2 ? DROP_RULE_BESIDE_OWN
                                                                                          : DROP_RULE_APART;
        else
            imp_lose(m, k, "only the enclosing drops none, top, anyside, reversi, ataxx and snort can be said");
        m->enclosing_line = k->line;
    } else if (!strcmp(key, "dropOnTop")) {
        /* an older name: true is enclosingDrop = top, unless the section says enclosingDrop */
        bool on = false;
        imp_read_bool(m, k, &on);
        if (on && m->enclosing_seq != m->seq) {
            snprintf(m->enclosing_drop, sizeof m->enclosing_drop, "top");
            m->drop_rule = DROP_RULE_ANY;
            m->enclosing_line = k->line;
        }
    } else if (!strcmp(key, "enclosingDropStart")) {
        uint16_t set[16];
        if (!imp_read_region(val, set))
            imp_lose(m, k, "expected squares (like 'd4 e4 d5 e5'), whole ranks or files, or '-'");
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
            imp_lose(m, k, "expected none, reversi, ataxx or quadwrangle");
    } else if (!strcmp(key, "freeDrops")) {
        imp_read_bool(m, k, &m->free_drops);
    } else if (!strcmp(key, "stalematePieceCount")) {
        imp_read_bool(m, k, &m->stalemate_piece_count);
        m->stalemate_count_line = k->line;
    } else if (!strcmp(key, "adjudicateFullBoard")) {
        imp_read_bool(m, k, &m->adjudicate_full);
    } else if (!strcmp(key, "chasingRule")) {
        if (!strcmp(val, "axf") || !strcmp(val, "none")) {
            m->chasing = !strcmp(val, "axf");
            m->chasing_line = k->line;
        } else {
            imp_lose(m, k, "expected axf or none");
        }
    } else {
        return false;
    }
    return true;
}

bool imp_write_asia_zones(Imp *m, Buf *b)
{
    for (int i = 0; i < m->nregions; i++) {
        const ImpRegion *r = &m->regions[i];
        imp_out(b, "    %s-region: { ", r->piece);
        for (int side = WHITE; side <= BLACK; side++) {
            imp_out(b, "%s: ", side == WHITE ? "white" : "black");
            if (!r->side[side][0])
                imp_out(b, "[a1-%c%d]", 'a' + m->files - 1, m->ranks);
            else if (!imp_write_zone(b, r->side[side])) {
                imp_fail(m, r->line, "the mobility region '%s' cannot be read", r->side[side]);
                return false;
            }
            imp_out(b, "%s", side == WHITE ? ", " : " }\n");
        }
    }
    if (m->soldier_rank > 1 && imp_piece_by_name(m, "soldier")) {
        imp_out(b, "    soldier-sideways: [");
        for (int r = m->soldier_rank; r <= m->ranks; r++)
            imp_out(b, "%srank -%d", r > m->soldier_rank ? ", " : "", m->ranks + 1 - r);
        imp_out(b, "]\n");
    }
    if (m->diagonal_lines[0]) {
        imp_out(b, "    lines: ");
        if (!imp_write_zone(b, m->diagonal_lines)) {
            imp_fail(m, m->diagonal_lines_line, "diagonalLines '%s' cannot be read", m->diagonal_lines);
            return false;
        }
        imp_out(b, "\n");
    }
    return true;
}

const char *imp_chase_role_of(const Imp *m, const ImpPiece *p)
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

void imp_write_asia_piece_keys(Imp *m, Buf *b, const ImpPiece *p)
{
    /* a promoted form is of its target's type in Fairy-Stockfish: that type's region */
    const ImpPiece *as = p->moves_as ? imp_piece_by_letter(m, p->moves_as) : NULL;
    const char *type = as ? as->name : p->name;
    for (int i = 0; i < m->nregions; i++)
        if (!strcmp(m->regions[i].piece, type))
            imp_out(b, "    region: %s-region\n", type);
    if (m->material_janggi)
        imp_out(b, "    value: %d\n", janggi_weight(p->name));
    /* cambodianMoves: Fairy-Stockfish's king type leaps, its fers type (the met) steps
     * twice, each while its gate stands: without gating there are no gates, nor moves */
    bool cambodian = m->cambodian_moves && m->gating;
    if (cambodian && p->king)
        imp_out(b, "    first_moves: { betza: \"mfsN\", in_check: false%s }\n",
                imp_piece_by_name(m, "rook") ? ", lost_on_line: [rook]" : "");
    else if (cambodian && (!strcmp(type, "fers") || !strcmp(type, "met")))
        imp_out(b, "    first_moves: { betza: \"mfD\" }\n");
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
    if (!imp_region_squares(m, m->diagonal_lines, on))
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
                imp_out(b, "      zone(lines, 0, 0) zone(lines, %d, %d) ", k * x, k * y);
                for (int e = 1; e < k; e++)
                    imp_out(b, "peek(%d, %d) ", x, y);
                imp_out(b, "take-move(%d, %d);\n", x, y);
                continue;
            }
            for (int j = 1; j < k; j++) { /* the cannon: its screen j squares away */
                imp_out(b, "      zone(lines, 0, 0) zone(lines, %d, %d) ", k * x, k * y);
                for (int e = 1; e < j; e++)
                    imp_out(b, "peek(%d, %d) ", x, y);
                imp_out(b, "observe(%d, %d) not piece-on(janggi-cannon, %d, %d) not anchor(%d, %d) ", x, y, x, y, x, y);
                for (int e = j + 1; e < k; e++)
                    imp_out(b, "peek(%d, %d) ", x, y);
                imp_out(b, "piece-on(janggi-cannon, %d, %d) not take-move(%d, %d);\n", x, y, x, y);
            }
        }
    }
}

bool imp_write_asia_script(Imp *m, Buf *b, const ImpPiece *p)
{
    bool lines = m->diagonal_lines[0] != '\0';
    bool soldier = !strcmp(p->name, "soldier"), cannon = !strcmp(p->name, "janggi-cannon");
    bool wazir = !strcmp(p->name, "wazir") || (p->king && !strcmp(m->king_type, "wazir"));
    bool rook = !strcmp(p->name, "rook") && lines;
    if (!soldier && !cannon && !(lines && wazir) && !rook)
        return false;
    imp_out(b, "    chessembly: |\n");
    if (soldier) {
        bool always = m->soldier_rank <= 1;
        imp_out(b, "      take-move(0, 1);\n");
        imp_out(b, "      %stake-move(1, 0);\n      %stake-move(-1, 0);\n",
                always ? "" : "zone(soldier-sideways, 0, 0) ", always ? "" : "zone(soldier-sideways, 0, 0) ");
        if (lines)
            write_lines(m, b, "ne nw", 0);
    } else if (cannon) {
        static const int D[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int i = 0; i < 4; i++) {
            int x = D[i][0], y = D[i][1];
            imp_out(b,
                    "      do peek(%d, %d) while piece-on(janggi-cannon, %d, %d) not anchor(%d, %d) "
                    "piece-on(janggi-cannon, "
                    "%d, %d) not take-move(%d, %d) repeat(3);\n",
                    x, y, x, y, x, y, x, y, x, y);
        }
        if (lines)
            write_lines(m, b, "ne nw se sw", 2);
    } else if (rook) {
        imp_out(b, "      take-move(1, 0) repeat(1);\n      take-move(-1, 0) repeat(1);\n"
               "      take-move(0, 1) repeat(1);\n      take-move(0, -1) repeat(1);\n");
        write_lines(m, b, "ne nw se sw", 1);
    } else {
        imp_out(b, "      take-move(1, 0); take-move(-1, 0); take-move(0, 1); take-move(0, -1);\n");
        write_lines(m, b, "ne nw se sw", 0);
    }
    return true;
}

/* The chasing rule knows xiangqi's pieces only, and where soldiers cross the river. */
static void check_chasing(Imp *m)
{
    if (!m->chasing)
        return;
    for (int i = 0; i < m->npieces; i++)
        if (!imp_chase_role_of(m, &m->pieces[i]))
            imp_lose_rule(m, m->chasing_line,
                          "'chasingRule = axf': the chasing rule knows xiangqi's pieces only (rook, "
                          "horse, elephant, fers, cannon, soldier and a king moving as a wazir), not '%s'",
                          m->pieces[i].name);
    if (m->soldier_rank < 2 || m->soldier_rank > m->ranks)
        imp_lose_rule(m, m->chasing_line,
                      "'chasingRule = axf': the rule needs a river (soldierPromotionRank from 2 to %d)", m->ranks);
    if (m->piece_drops) /* Fairy-Stockfish's chase after a drop reads past its tables: nothing to match */
        imp_lose_rule(m, m->chasing_line, "'chasingRule = axf': the chasing rule together with drops is not said here "
                  "(after a drop Fairy-Stockfish judges the chase from the drop's missing origin square, reading "
                  "past the end of its tables, so which drops chase is no rule that could be matched)");
}

void imp_check_asia_rules(Imp *m, int line)
{
    ImpPiece *king = imp_piece_by_name(m, "king");
    const char *king_betza = m->king_type[0] ? imp_builtin_betza(m->king_type) : NULL;
    if (king && king_betza)
        snprintf(king->betza, sizeof king->betza, "%s", king_betza);
    if (m->pass[WHITE] != m->pass[BLACK] || m->pass_on_stalemate[WHITE] != m->pass_on_stalemate[BLACK])
        imp_lose_rule(m, line, "passing for one side only is not said here");
    for (int i = 0; i < m->nregions; i++)
        if (!imp_piece_by_name(m, m->regions[i].piece))
            m->regions[i--] = m->regions[--m->nregions]; /* a region of a piece not in play */
    check_chasing(m);
    bool has_king = false;
    for (int i = 0; i < m->npieces; i++)
        has_king = has_king || m->pieces[i].king;
    if (m->cambodian_moves && m->gating && !has_king)
        imp_lose_rule(m, m->cambodian_line, "cambodianMoves without a king: Fairy-Stockfish's rule reads the king's "
                                            "square");
}
