/* fsf_import_board.c — the written variant: the YAML buffer, regions as zones, the
 * board with its zones, the setup and the rules block. */
#include "fsf_import_internal.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A region that is one whole rank (`*8`) or a square list (`d4 e4 d5 e5`); returns the
 * rank for a whole rank, 0 for a square list, -1 when unreadable. */
static int region_rank(const char *s)
{
    int r;
    if (s[0] == '*' && imp_parse_int(s + 1, &r))
        return r;
    return 0;
}

unsigned imp_whole_ranks(const char *s)
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

unsigned imp_mirrored(unsigned set, int ranks)
{
    unsigned out = 0;
    for (int r = 1; r <= ranks; r++)
        if (set & (1u << (r - 1)))
            out |= 1u << (ranks - r);
    return out;
}

bool imp_read_region(const char *s, uint16_t out[16])
{
    uint16_t set[16] = {0};
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", s);
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        int n;
        if (!strcmp(tok, "-"))
            break;
        if (tok[0] == '*' && imp_parse_int(tok + 1, &n) && n >= 1 && n <= 16) {
            set[n - 1] = 0xffff;
        } else if (isalpha((unsigned char)tok[0]) && tok[1] == '*' && !tok[2] &&
                   tolower((unsigned char)tok[0]) <= 'p') {
            for (int r = 0; r < 16; r++)
                set[r] |= (uint16_t)(1u << (tolower((unsigned char)tok[0]) - 'a'));
        } else if (isalpha((unsigned char)tok[0]) && tolower((unsigned char)tok[0]) <= 'p' &&
                   imp_parse_int(tok + 1, &n) && n >= 1 && n <= 16) {
            set[n - 1] |= (uint16_t)(1u << (tolower((unsigned char)tok[0]) - 'a'));
        } else {
            return false;
        }
    }
    memcpy(out, set, sizeof set);
    return true;
}

void imp_out(Buf *b, const char *fmt, ...)
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

bool imp_write_zone(Buf *b, const char *region)
{
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", region);
    imp_out(b, "[");
    int n = 0;
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,"), n++) {
        int r;
        if (tok[0] == '*' && sscanf(tok + 1, "%d", &r) == 1)
            imp_out(b, "%srank %d", n ? ", " : "", r);
        else if (islower((unsigned char)tok[0]) && tok[1] == '*' && !tok[2])
            imp_out(b, "%sfile %c", n ? ", " : "", tok[0]);
        else if (islower((unsigned char)tok[0]) && isdigit((unsigned char)tok[1]))
            imp_out(b, "%s%s", n ? ", " : "", tok);
        else
            return false;
    }
    imp_out(b, "]");
    return n > 0;
}

bool imp_region_squares(const Imp *m, const char *region, bool on[16][16])
{
    bool all = !region[0];
    for (int f = 0; f < 16; f++)
        for (int r = 0; r < 16; r++)
            on[f][r] = all && f < m->files && r < m->ranks;
    char copy[INI_TEXT];
    snprintf(copy, sizeof copy, "%s", region);
    for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
        int n;
        if (tok[0] == '*' && imp_parse_int(tok + 1, &n) && n >= 1 && n <= m->ranks) {
            for (int f = 0; f < m->files; f++)
                on[f][n - 1] = true;
        } else if (islower((unsigned char)tok[0]) && tok[1] == '*' && !tok[2] && tok[0] - 'a' < m->files) {
            for (int r = 0; r < m->ranks; r++)
                on[tok[0] - 'a'][r] = true;
        } else if (islower((unsigned char)tok[0]) && tok[0] - 'a' < m->files && imp_parse_int(tok + 1, &n) && n >= 1 &&
                   n <= m->ranks) {
            on[tok[0] - 'a'][n - 1] = true;
        } else if (strcmp(tok, "-") != 0) {
            return false;
        }
    }
    return true;
}

void imp_write_square_zone(Buf *b, const char *name, bool on[2][16][16], int files, int ranks)
{
    imp_out(b, "    %s: { ", name);
    for (int side = 0; side < 2; side++) {
        imp_out(b, "%s: [", side ? ", black" : "white");
        int n = 0;
        for (int r = 0; r < ranks; r++)
            for (int f = 0; f < files; f++)
                if (on[side][f][r])
                    imp_out(b, "%s%c%d", n++ ? ", " : "", 'a' + f, r + 1);
        imp_out(b, "]");
    }
    imp_out(b, " }\n");
}

static bool write_flag_zone(Imp *m, Buf *b, const char *name, const char *region, int line)
{
    if (!region[0])
        return true;
    imp_out(b, "    %s: ", name);
    if (!imp_write_zone(b, region)) {
        imp_fail(m, line, "%s region '%s' cannot be read", name, region);
        return false;
    }
    imp_out(b, "\n");
    return true;
}

/* wallingRegionWhite/Black: a zone `walls` of each side's squares, when either is given. */
static bool imp_walls_zoned(const Imp *m) { return m->walling[0] && (m->walling_region[0][0] || m->walling_region[1][0]); }
/* enPassantRegionWhite/Black: a zone `en_passant`, when either is given. */
static bool imp_ep_zoned(const Imp *m) { return !m->no_en_passant_region && (m->ep_region[0][0] || m->ep_region[1][0]); }

/* A zone `name` of each side's squares from the two regions (`lines`: where each was given). */
static bool write_side_zone(Imp *m, Buf *b, const char *name, char region[2][INI_TEXT], const int lines[2])
{
    static bool on[2][16][16];
    for (int side = 0; side < 2; side++)
        if (!imp_region_squares(m, region[side], on[side])) {
            imp_fail(m, lines[side], "the region '%s' cannot be read", region[side]);
            return false;
        }
    imp_write_square_zone(b, name, on, m->files, m->ranks);
    return true;
}

/* Double steps that differ for the sides: each side's ranks or squares, absolute (a zone
 * per side). */
static bool write_double_step_zone(Imp *m, Buf *b)
{
    unsigned ranks[2] = {m->double_white | (m->first_rank_double ? 1u : 0u), m->double_black};
    if (!m->double_squares[WHITE][0] && !m->double_squares[BLACK][0]) { /* whole ranks only */
        imp_out(b, "    double-step: { ");
        for (int side = 0; side < 2; side++) {
            imp_out(b, "%s: [", side ? ", black" : "white");
            for (int r = 1, n = 0; r <= m->ranks; r++)
                if (ranks[side] & (1u << (r - 1)))
                    imp_out(b, "%srank %d", n++ ? ", " : "", r);
            imp_out(b, "]");
        }
        imp_out(b, " }\n");
        return true;
    }
    static bool on[2][16][16];
    for (int side = 0; side < 2; side++) {
        if (m->double_squares[side][0] && !imp_region_squares(m, m->double_squares[side], on[side])) {
            imp_fail(m, side ? m->double_black_line : 0, "the region '%s' cannot be read", m->double_squares[side]);
            return false;
        }
        for (int f = 0; f < 16; f++)
            for (int r = 0; r < 16; r++)
                on[side][f][r] = (m->double_squares[side][0] && on[side][f][r]) ||
                                 (f < m->files && r < m->ranks && (ranks[side] & (1u << r)));
    }
    imp_write_square_zone(b, "double-step", on, m->files, m->ranks);
    return true;
}

/* The header, the board with its zones, the setup and the rules. */
/* The comments at the top: where it came from, what --lenient changed, the keys ignored. */
static void write_header(const Imp *m, Buf *b, const char *section)
{
    imp_out(b, "# Imported from %s [%s] by chessembly-cli import-ini.\n", m->file ? m->file : "variants.ini", section);
    if (m->changes.count) {
        imp_out(b, "# Imported with --lenient: this game differs from Fairy-Stockfish's [%s]:\n", section);
        for (int i = 0; i < m->changes.count; i++) {
            char line[600];
            diag_format(&m->changes.items[i], line, sizeof line);
            imp_out(b, "#   %s\n", line);
        }
    }
    for (int i = 0; i < m->ignored.count; i++) {
        char line[600];
        diag_format(&m->ignored.items[i], line, sizeof line);
        imp_out(b, "# Warning: %s\n", line);
    }
}

static bool write_board(Imp *m, Buf *b, const char *section, bool promo_zone, bool flags)
{
    write_header(m, b, section);
    imp_out(b, "game: \"%s\"\n", m->game);
    imp_out(b, "description: \"Imported from the Fairy-Stockfish variants.ini section [%s].\"\n", section);
    imp_out(b, "board:\n  size: %dx%d\n", m->files, m->ranks);
    if (m->chasing) /* soldiers across it may be chased */
        imp_out(b, "  river: %d\n", m->soldier_rank - 1);
    bool drop_regions = imp_has_drop_region(m);
    bool pawn_drops = imp_pawn_drop_zone(m) && !drop_regions, piece_promo = m->promoted_types[0] != '\0';
    bool asia = m->nregions || m->diagonal_lines[0] || (m->soldier_rank > 1 && imp_piece_by_name(m, "soldier"));
    bool first_drops = m->piece_drops && m->drop_rule != DROP_RULE_ANY && m->drop_start[0];
    bool regions_connect = imp_connects_regions(m, WHITE) || imp_connects_regions(m, BLACK);
    bool double_zone = (m->double_step && m->double_asymmetric && imp_piece_by_name(m, "pawn")) ||
                       imp_initial_from_zone(m);
    bool walls_zone = imp_walls_zoned(m), ep_zone = imp_ep_zoned(m);
    if (flags || promo_zone || pawn_drops || piece_promo || asia || drop_regions || first_drops || regions_connect ||
        double_zone || walls_zone || ep_zone || imp_rook_drop_zone(m))
        imp_out(b, "  zones:\n");
    if (walls_zone && !write_side_zone(m, b, "walls", m->walling_region, m->walling_region_line))
        return false;
    if (ep_zone && !write_side_zone(m, b, "en_passant", m->ep_region, m->ep_region_line))
        return false;
    if (double_zone && !write_double_step_zone(m, b))
        return false;
    for (int side = 0; side < 2; side++)
        for (int w = 0; w < 2 && imp_connects_regions(m, side); w++) { /* connectRegion1/2White/Black */
            imp_out(b, "    %s_connect_%d: ", side ? "black" : "white", w + 1);
            if (!imp_write_zone(b, m->connect_region[side][w])) {
                imp_fail(m, m->connect_region_line[side][w], "the region '%s' cannot be read",
                         m->connect_region[side][w]);
                return false;
            }
            imp_out(b, "\n");
        }
    if (first_drops) { /* enclosingDropStart: where the first drops go */
        imp_out(b, "    first_drops: ");
        if (!imp_write_zone(b, m->drop_start)) {
            imp_fail(m, m->drop_start_line, "the region '%s' cannot be read", m->drop_start);
            return false;
        }
        imp_out(b, "\n");
    }
    if (drop_regions && !imp_write_drop_zones(m, b))
        return false;
    if (imp_rook_drop_zone(m) && !imp_write_rook_drop_zone(m, b))
        return false;
    if (asia && !imp_write_asia_zones(m, b))
        return false;
    if (piece_promo) /* where pieces may promote: each side's promotion region */
        imp_write_rank_zone(m, b, "piece_promotion", false);
    if (pawn_drops) /* FSF's pawns: not on the first rank nor where they promote, by default */
        imp_write_rank_zone(m, b, "pawn_drops", true);
    if (promo_zone) /* Fairy-Stockfish promotes on entering the region */
        imp_write_rank_zone(m, b, "promotion", false);
    if (flags && (!write_flag_zone(m, b, "white_flag", m->white_flag, m->white_flag_line) ||
                  !write_flag_zone(m, b, "black_flag", m->black_flag, m->black_flag_line)))
        return false;
    imp_out(b, "setup: \"%s\"\n", m->fen);
    if (m->chess960) /* new games from a Chess960 back rank */
        imp_out(b, "start: chess960\n");
    imp_out(b, "rules:\n  captures_compulsory: %s\n  giving_check: %s\n  equal_turns: %s\n",
        m->must_capture ? "true" : "false", m->checking ? "allowed" : "forbidden",
        m->flag_move && !m->flag_safe ? "true" : "false"); /* with flagPieceSafe: in the victories */
    if (m->piece_drops)
        imp_out(b, "  hands: true\n  captures_to_hand: %s\n", m->captures_to_hand ? "true" : "false");
    if (m->immobility_illegal)
        imp_out(b, "  immobility: illegal\n");
    imp_write_drop_and_row_rules(m, b);
    if (m->gating)
        imp_out(b, "  gating: true\n");
    if (m->npromo_limits)
        imp_write_promo_limits(m, b);
    if (m->castling && m->opposite_castling)
        imp_out(b, "  opposite_castling: true\n");
    if (m->castling && (m->castle_queen_file != 'c' || m->castle_king_file != 'a' + m->files - 2))
        imp_out(b, "  castling_files: [%c, %c]\n", m->castle_queen_file, m->castle_king_file);
    if (m->makpong)
        imp_out(b, "  royal_in_check: capture_only\n");
    if (m->flying_general)
        imp_out(b, "  flying_general: true\n");
    if (m->duple_check && m->pseudo_royal) /* without pseudo-royal pieces Fairy-Stockfish ignores it */
        imp_out(b, "  duple_check: true\n");
    if (m->chasing)
        imp_out(b, "  chasing: axf\n");
    if (m->move_repetition && m->n_fold_rule > 0) /* Fairy-Stockfish asks it with the n-fold rule */
        imp_out(b, "  move_repetition: true\n");
    imp_write_check_series(m, b);
    if (m->bikjang)
        imp_out(b, "  bikjang: true\n");
    if (m->pass[WHITE])
        imp_out(b, "  pass: true\n");
    else if (m->pass_on_stalemate[WHITE])
        imp_out(b, "  pass: stalemate\n");
    if (m->counting[0])
        imp_out(b, "  counting: %s\n", m->counting);
    if (m->walling[0])
        imp_out(b, "  walls: %s\n", m->walling);
    if (imp_walls_zoned(m))
        imp_out(b, "  walls_zone: walls\n");
    if (imp_ep_zoned(m))
        imp_out(b, "  en_passant_zone: en_passant\n");
    if (m->walling[0] && m->wall_or_move)
        imp_out(b, "  walls_or_move: true\n");
    if (m->blast_on_capture) { /* FSF spares its pawn type only, not custom pawns */
        ImpPiece *pawn = imp_piece_by_name(m, "pawn");
        imp_out(b, "  explosions: true\n  explosion_spares: [%s]\n", pawn ? pawn->name : "");
        if (m->blast_immune[0]) {
            imp_out(b, "  explosion_immune: [");
            int n = 0;
            for (const char *c = m->blast_immune; *c; c++) {
                ImpPiece *p = imp_piece_by_letter(m, *c);
                if (p)
                    imp_out(b, "%s%s", n++ ? ", " : "", p->name);
            }
            imp_out(b, "]\n");
        }
    }
    return true;
}

char *imp_write_yaml(Imp *m, const char *section)
{
    Buf b = {0};
    /* promotion before the last rank: that rank, seen from each side */
    bool last_rank = m->promo[WHITE][m->ranks - 1] == (1u << m->files) - 1;
    for (int r = 0; r < m->ranks - 1; r++)
        last_rank = last_rank && !m->promo[WHITE][r];
    bool promo_zone = (!last_rank || m->promo_asymmetric) && imp_has_pawn(m);
    bool flags = m->white_flag[0] || m->black_flag[0];
    ImpPiece *flag = m->flag_piece && flags ? imp_piece_by_letter(m, m->flag_piece) : NULL; /* NULL: any piece */
    if (!write_board(m, &b, section, promo_zone, flags)) {
        free(b.s);
        return NULL;
    }
    imp_write_pieces(m, &b, promo_zone);
    imp_write_results(m, &b, flag);
    if (b.failed) {
        free(b.s);
        imp_fail(m, 0, "out of memory writing the variant");
        return NULL;
    }
    return b.s;
}
