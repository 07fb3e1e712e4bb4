/* fsf_import_hands.c — pieces in hand and the other move rules of an import: drops and
 * their regions, gating, walls, explosions, petrification, repetition values, and the
 * drop and row rules. */
#include "fsf_import_internal.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* The hand keys that only set a flag of the import. */
static bool apply_flag(Imp *m, const IniKey *k)
{
    static const struct {
        const char *key;
        size_t field;
    } flags[] = {
        {"pieceDrops", offsetof(Imp, piece_drops)},
        {"capturesToHand", offsetof(Imp, captures_to_hand)},
        {"immobilityIllegal", offsetof(Imp, immobility_illegal)},
        {"firstRankPawnDrops", offsetof(Imp, first_rank_pawn_drops)},
        {"promotionZonePawnDrops", offsetof(Imp, promotion_zone_pawn_drops)},
        {"mandatoryPiecePromotion", offsetof(Imp, mandatory_piece_promotion)},
        {"perpetualCheckIllegal", offsetof(Imp, perpetual_illegal)},
        {"moveRepetitionIllegal", offsetof(Imp, move_repetition)},
        {"nFoldValueAbsolute", offsetof(Imp, nfold_absolute)},
        {"chess960", offsetof(Imp, chess960)},
        {"gating", offsetof(Imp, gating)},
        {"seirawanGating", offsetof(Imp, seirawan_gating)},
        {"blastOnCapture", offsetof(Imp, blast_on_capture)},
        {"extinctionPseudoRoyal", offsetof(Imp, pseudo_royal)},
        {"dupleCheck", offsetof(Imp, duple_check)},
        {"mustDrop", offsetof(Imp, must_drop)},
        {"sittuyinRookDrop", offsetof(Imp, sittuyin_rook_drop)},
        {"dropOppositeColoredBishop", offsetof(Imp, drop_opposite_bishops)},
        {"castlingDroppedPiece", offsetof(Imp, castling_dropped)},
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if (!strcmp(k->key, flags[i].key)) {
            imp_read_bool(m, k, (bool *)((char *)m + flags[i].field));
            if (flags[i].field == offsetof(Imp, chess960))
                m->chess960_key = *k;
            return true;
        }
    return false;
}

/* enPassantRegion (both sides; `-`: no piece takes en passant, as before) and
 * enPassantRegionWhite/Black: the squares each side may take en passant on. The last key
 * read wins, as in Fairy-Stockfish. */
static void read_ep_region(Imp *m, const IniKey *k)
{
    int only = !strcmp(k->key, "enPassantRegionWhite") ? WHITE : !strcmp(k->key, "enPassantRegionBlack") ? BLACK : -1;
    if (only < 0 && !strcmp(k->value, "-")) {
        m->no_en_passant_region = true;
        m->ep_region[WHITE][0] = m->ep_region[BLACK][0] = '\0';
        return;
    }
    if (m->no_en_passant_region) /* the other side still takes en passant nowhere */
        for (int side = 0; side < 2; side++)
            snprintf(m->ep_region[side], sizeof m->ep_region[side], "-");
    m->no_en_passant_region = false;
    for (int side = 0; side < 2; side++)
        if (only < 0 || only == side) {
            snprintf(m->ep_region[side], sizeof m->ep_region[side], "%s", k->value);
            m->ep_region_line[side] = k->line;
        }
}

bool imp_apply_hand_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    if (apply_flag(m, k)) {
        return true;
    } else if (!strcmp(key, "sittuyinPromotion")) {
        imp_read_bool(m, k, &m->sittuyin_promotion);
        m->sittuyin_promotion_line = k->line;
    } else if (!strcmp(key, "dropLoop")) {
        imp_read_bool(m, k, &m->drop_loop);
        m->drop_loop_line = k->line;
    } else if (!strcmp(key, "dropRegionWhite") || !strcmp(key, "dropRegionBlack") || !strcmp(key, "whiteDropRegion") ||
               !strcmp(key, "blackDropRegion")) {
        /* whiteDropRegion, blackDropRegion: older names, which the newer ones of the same
         * section override in Fairy-Stockfish */
        bool older = key[0] != 'd';
        int side = older ? key[0] == 'b' : !strcmp(key, "dropRegionBlack");
        if (older && m->drop_region_seq[side] == m->seq)
            return true;
        if (!older)
            m->drop_region_seq[side] = m->seq;
        snprintf(m->drop_region[side], sizeof m->drop_region[side], "%.*s", (int)sizeof m->drop_region[side] - 1, val);
        m->drop_region_line[side] = k->line;
    } else if (!strcmp(key, "pieceDemotion")) {
        imp_read_bool(m, k, &m->piece_demotion);
        m->piece_demotion_line = k->line;
    } else if (!strcmp(key, "piecePromotionOnCapture")) {
        imp_read_bool(m, k, &m->promotion_on_capture);
        m->promotion_on_capture_line = k->line;
    } else if (!strcmp(key, "dropPromoted")) {
        imp_read_bool(m, k, &m->drop_promoted);
        m->drop_promoted_line = k->line;
    } else if (!strcmp(key, "nFoldValue")) {
        if (!strcmp(val, "draw") || !strcmp(val, "win") || !strcmp(val, "loss"))
            snprintf(m->nfold_value, sizeof m->nfold_value, "%.*s", (int)sizeof m->nfold_value - 1, val);
        else
            imp_lose(m, k, "only 'draw', 'win' and 'loss' can be said");
    } else if (!strcmp(key, "wallingRule")) {
        if (!strcmp(val, "none"))
            m->walling[0] = '\0';
        else if (!strcmp(val, "duck") || !strcmp(val, "arrow") || !strcmp(val, "past") || !strcmp(val, "edge") ||
                 !strcmp(val, "static"))
            snprintf(m->walling, sizeof m->walling, "%.7s", val);
        else
            imp_lose(m, k, "only 'duck', 'arrow', 'past', 'edge', 'static' and 'none' can be said");
    } else if (!strcmp(key, "wallingRegionWhite") || !strcmp(key, "wallingRegionBlack") ||
               !strcmp(key, "wallingRegion")) { /* the last one read wins, as in Fairy-Stockfish */
        for (int side = 0; side < 2; side++)
            if (key[13] != (side ? 'W' : 'B')) {
                snprintf(m->walling_region[side], sizeof m->walling_region[side], "%s", val);
                m->walling_region_line[side] = k->line;
            }
    } else if (!strcmp(key, "wallOrMove")) {
        imp_read_bool(m, k, &m->wall_or_move);
    } else if (!strcmp(key, "petrifyOnCaptureTypes")) {
        bool none = !strcmp(val, "-") || !val[0];
        if (none || (imp_is_letter_list(val) && strlen(val) < sizeof m->petrify))
            snprintf(m->petrify, sizeof m->petrify, "%.31s", none ? "" : val);
        else
            imp_lose(m, k, "expected piece letters");
    } else if (!strcmp(key, "enPassantRegion") || !strcmp(key, "enPassantRegionWhite") ||
               !strcmp(key, "enPassantRegionBlack")) {
        read_ep_region(m, k);
    } else if (!strcmp(key, "blastImmuneTypes")) {
        bool none = !strcmp(val, "none") || !strcmp(val, "-") || !val[0];
        if (none || (imp_is_letter_list(val) && strlen(val) < sizeof m->blast_immune))
            snprintf(m->blast_immune, sizeof m->blast_immune, "%.*s", (int)sizeof m->blast_immune - 1, none ? "" : val);
        else
            imp_lose(m, k, "expected piece letters");
    } else if (!strcmp(key, "mutuallyImmuneTypes")) {
        bool none = !strcmp(val, "none") || !strcmp(val, "-") || !val[0];
        if (none || (imp_is_letter_list(val) && strlen(val) < sizeof m->mutually_immune))
            snprintf(m->mutually_immune, sizeof m->mutually_immune, "%.31s", none ? "" : val);
        else
            imp_lose(m, k, "expected piece letters");
        m->mutually_immune_line = k->line;
    } else if (!strcmp(key, "pawnTypes")) {
        bool none = !strcmp(val, "-");
        if (!none && strlen(val) >= sizeof m->pawn_types) {
            imp_lose(m, k, "expected piece letters");
            return true;
        }
        snprintf(m->pawn_types, sizeof m->pawn_types, "%.*s", (int)sizeof m->pawn_types - 1, none ? "" : val);
        m->pawn_types_line = k->line;
        /* they promote as pawns, and their moves reset the count (read before the keys
         * that say so for each) */
        imp_read_types(m, k, &m->promo_pawns, -1, 0);
        imp_read_types(m, k, &m->clock_types, -1, 0);
    } else if (!strcmp(key, "promotedPieceType")) {
        size_t used = strlen(m->promoted_types);
        if (strcmp(val, "-") != 0 && used + strlen(val) + 2 < sizeof m->promoted_types)
            snprintf(m->promoted_types + used, sizeof m->promoted_types - used, "%s%s", used ? " " : "", val);
        m->promoted_line = k->line;
    } else if (!strcmp(key, "dropChecks")) {
        imp_read_bool(m, k, &m->drop_checks);
    } else if (!strcmp(key, "dropNoDoubledCount")) {
        /* a drop is refused on a file holding this many of the piece: 1 is nifu, 0 never */
        if (!imp_parse_int(val, &m->drop_no_doubled_count) || m->drop_no_doubled_count < 0 ||
            m->drop_no_doubled_count > 16)
            imp_lose(m, k, "expected a number from 0 (never dropped) to 16");
    } else if (!strcmp(key, "dropNoDoubled")) {
        m->drop_no_doubled = !strcmp(val, "-") ? 0 : val[0];
    } else if (!strcmp(key, "shogiPawnDropMateIllegal")) {
        bool on = false;
        imp_read_bool(m, k, &on);
        m->drop_mate_piece = on ? 1 : 0;
    } else {
        return false;
    }
    return true;
}

bool imp_has_drop_region(const Imp *m) { return m->piece_drops && (m->drop_region[0][0] || m->drop_region[1][0]); }

bool imp_write_drop_zones(Imp *m, Buf *b)
{
    static bool on[2][16][16];
    for (int side = 0; side < 2; side++)
        if (!imp_region_squares(m, m->drop_region[side], on[side])) {
            imp_fail(m, m->drop_region_line[side], "the drop region '%s' cannot be read", m->drop_region[side]);
            return false;
        }
    imp_write_square_zone(b, "drops", on, m->files, m->ranks);
    if (!imp_piece_by_name(m, "pawn"))
        return true;
    for (int side = 0; side < 2; side++)
        for (int r = 1; r <= m->ranks; r++) { /* r: the side's own rank */
            int at = side == WHITE ? r : m->ranks + 1 - r;
            bool first = r == 1 && !m->first_rank_pawn_drops;
            for (int f = 0; f < m->files; f++)
                if (first || (imp_promo_on(m, side, f, at - 1) && !m->promotion_zone_pawn_drops))
                    on[side][f][at - 1] = false;
        }
    imp_write_square_zone(b, "pawn_drops", on, m->files, m->ranks);
    return true;
}

bool imp_rook_drop_zone(Imp *m) { return m->piece_drops && m->sittuyin_rook_drop && imp_piece_by_name(m, "rook"); }

bool imp_write_rook_drop_zone(Imp *m, Buf *b)
{
    static bool on[2][16][16];
    for (int side = 0; side < 2; side++) {
        if (!imp_region_squares(m, m->drop_region[side], on[side])) {
            imp_fail(m, m->drop_region_line[side], "the drop region '%s' cannot be read", m->drop_region[side]);
            return false;
        }
        int first = side == WHITE ? 0 : m->ranks - 1; /* sittuyinRookDrop: the side's own first rank only */
        for (int f = 0; f < 16; f++)
            for (int r = 0; r < 16; r++)
                on[side][f][r] = on[side][f][r] && r == first;
    }
    imp_write_square_zone(b, "rook_drops", on, m->files, m->ranks);
    return true;
}

bool imp_pawn_drop_zone(Imp *m)
{
    /* gating places pieces from the hand too, under the same rules (a pawn never on rank 1) */
    return (m->piece_drops || m->gating) && imp_piece_by_name(m, "pawn") &&
           (!m->first_rank_pawn_drops || (imp_promo_any(m, WHITE) && !m->promotion_zone_pawn_drops));
}

void imp_write_drop_and_row_rules(Imp *m, Buf *b)
{
    if (m->piece_drops && m->must_drop)
        imp_out(b, "  must_drop: true\n");
    if (m->piece_drops && m->castling && m->castling_dropped) /* Fairy-Stockfish's castling king file */
        imp_out(b, "  castling_by_drop: %c\n", m->castle_from_file ? m->castle_from_file : 'e');
    if (m->piece_drops && m->enclosing_drop[0])
        imp_out(b, "  drop_entry: %s\n", !strcmp(m->enclosing_drop, "top") ? "top" : "any_side");
    if (imp_connects(m))
        imp_write_rows(m, b);
    if (m->piece_drops && m->drop_rule != DROP_RULE_ANY) {
        static const char *const rule[] = {"anywhere", "enclosing", "beside_own", "apart"};
        imp_out(b, "  drop_rule: %s\n", rule[m->drop_rule]);
        if (m->drop_start[0])
            imp_out(b, "  first_drops: first_drops\n");
    }
    if (m->piece_drops && m->free_drops)
        imp_out(b, "  free_drops: true\n");
    if (imp_connects_regions(m, WHITE) || imp_connects_regions(m, BLACK)) {
        /* Fairy-Stockfish grows the chain east, north (and northeast, southeast) only */
        static const char *const dirs[3] = {"east", "north", "northeast, southeast"};
        imp_out(b, "  connect_steps: [");
        for (int d = 0, n = 0; d < 3; d++)
            if (m->connect_dirs[d])
                imp_out(b, "%s%s", n++ ? ", " : "", dirs[d]);
        imp_out(b, "]\n");
    }
    if (m->flip) {
        static const char *const flip[] = {"none", "enclosed", "adjacent", "adjacent_joined"};
        imp_out(b, "  flip: %s\n", flip[m->flip]);
    }
}

/* Does p promote into a pseudo-royal type royal only while few are left? Fairy-Stockfish
 * judges that promotion by the royalty before the move: `royal_next_move`. */
static bool promotes_royal_later(const Imp *m, const ImpPiece *p)
{
    if (p->promotes_to < 0 || !m->pseudo_royal || m->blast_on_capture || m->promoted_not_royal)
        return false;
    char type = m->pieces[p->promotes_to].moves_as;
    return type && strchr(m->extinction_types, type) && strchr(m->royal_limited, type);
}

void imp_write_hand_keys(Imp *m, Buf *b, const ImpPiece *p)
{
    char on_capture[64];
    snprintf(on_capture, sizeof on_capture, "%s%s", m->promotion_on_capture ? ", on_capture: true" : "",
             promotes_royal_later(m, p) ? ", royal_next_move: true" : "");
    if (p->promoted_from >= 0)
        imp_out(b, "    demotes_to: %s\n", m->pieces[p->promoted_from].name);
    if (p->promotes_to >= 0 && !p->promo_to[0]) /* a pawn's is optional as its pawn promotion is */
        imp_out(b, "    promotion: { to: [%s], zone: piece_promotion, optional: %s, on_leaving: true%s }\n",
            m->pieces[p->promotes_to].name,
            (p->pawn ? m->mandatory_pawn_promotion : m->mandatory_piece_promotion) ? "false" : "true", on_capture);
    else if (p->promoted_from >= 0 && m->piece_demotion) /* pieceDemotion: back to its base, as it promoted */
        imp_out(b, "    promotion: { to: [%s], zone: piece_promotion, optional: %s, on_leaving: true%s }\n",
            m->pieces[p->promoted_from].name, m->mandatory_piece_promotion ? "false" : "true", on_capture);
    if (p->never_dropped && m->piece_drops) {
        imp_out(b, "    drop: false\n");
        return;
    }
    /* dropPromoted: a piece with a promoted form may be dropped as it too */
    const char *promoted = m->drop_promoted && m->piece_drops && p->promotes_to >= 0
                               ? m->pieces[p->promotes_to].name : NULL;
    bool regions = imp_has_drop_region(m);
    bool pawn_zone = p->pawn && (imp_pawn_drop_zone(m) || (regions && imp_piece_by_name(m, "pawn")));
    /* Fairy-Stockfish only sees checks on a king proper: with pseudo-royal kings (atomic's
     * commoner) dropChecks changes nothing */
    bool king_type = false;
    for (int i = 0; i < m->npieces; i++)
        king_type = king_type || m->pieces[i].king;
    bool no_checks = m->piece_drops && !m->drop_checks && king_type;
    bool colours = m->piece_drops && m->drop_opposite_bishops && !strcmp(p->name, "bishop");
    bool rook_zone = imp_rook_drop_zone(m) && !strcmp(p->name, "rook");
    if ((m->piece_drops || m->gating) &&
        (pawn_zone || regions || rook_zone || p->no_doubled || p->drop_mate_loses || no_checks || colours || promoted)) {
        imp_out(b, "    drop: {");
        int n = 0;
        if (rook_zone)
            imp_out(b, "%s zone: rook_drops", n++ ? "," : "");
        else if (pawn_zone)
            imp_out(b, "%s zone: pawn_drops", n++ ? "," : "");
        else if (regions)
            imp_out(b, "%s zone: drops", n++ ? "," : "");
        if (p->no_doubled && m->drop_no_doubled_count > 1)
            imp_out(b, "%s no_doubled: %d", n++ ? "," : "", m->drop_no_doubled_count);
        else if (p->no_doubled)
            imp_out(b, "%s no_doubled: true", n++ ? "," : "");
        if (p->drop_mate_loses)
            imp_out(b, "%s mate: loses", n++ ? "," : "");
        if (no_checks)
            imp_out(b, "%s check: forbidden", n++ ? "," : "");
        if (colours) /* Fairy-Stockfish's bishop type only */
            imp_out(b, "%s opposite_colours: true", n++ ? "," : "");
        if (promoted)
            imp_out(b, "%s promoted: [%s]", n++ ? "," : "", promoted);
        imp_out(b, " }\n");
    }
}

void imp_check_hand_rules(Imp *m, int line)
{
    for (int i = 0; i < m->npieces; i++)
        m->pieces[i].tilde_form = -1;
    if (m->promoted_types[0])
        imp_make_promoted_forms(m);
    imp_resolve_pawn_rules(m, line);
    /* dropLoop: a promoted piece is the piece itself, in the hand too (no Q~ form) */
    if (m->piece_drops && m->captures_to_hand && !m->drop_loop)
        imp_make_tilde_forms(m, line);
    if (m->drop_loop && m->promoted_types[0] && m->piece_drops && m->captures_to_hand)
        imp_lose_rule(m, m->drop_loop_line, "dropLoop with promotedPieceType: a captured promoted piece would go to the "
                                            "hand promoted, which is not said here");
    imp_check_promo_limits(m);
    imp_check_demotion_rules(m);
    if (m->piece_drops && !strcmp(m->enclosing_drop, "anyside") && imp_has_drop_region(m))
        imp_lose_rule(m, m->enclosing_line, "enclosingDrop = anyside with drop regions: Fairy-Stockfish ignores the "
                                        "regions then, which is not said here");
    if ((m->connect_n > 0 || m->collinear_n > 0) && !m->connect_along[0] && !m->connect_along[1] &&
        !m->connect_along[2])
        imp_lose_rule(m, line, "connectHorizontal, connectVertical and connectDiagonal all false: rows along no line "
                           "are not said here");
    /* without seirawanGating no piece is ever gated: the gates are only rights (cambodianMoves) */
    if (m->gating && !m->seirawan_gating && (m->piece_drops || m->captures_to_hand))
        imp_lose_rule(m, line, "gating without seirawanGating (gating onto squares other than the one left) is not "
                           "said here");
    if (!m->piece_drops && m->captures_to_hand)
        imp_lose_rule(m, line, "capturesToHand without pieceDrops: captured pieces would pile up in a hand "
                           "nobody drops from, which is not said here");
    if (m->drop_no_doubled) {
        ImpPiece *p = imp_piece_by_letter(m, m->drop_no_doubled);
        if (p && m->drop_no_doubled_count == 0)
            p->never_dropped = true;
        else if (p)
            p->no_doubled = true;
    }
    if (m->drop_mate_piece) {
        ImpPiece *p = imp_piece_by_name(m, "shogi-pawn");
        if (p)
            p->drop_mate_loses = true;
    }
}

void imp_check_flip_rules(Imp *m)
{
    for (int side = 0; side < 2; side++)
        for (int w = 0; w < 2; w++) {
            bool on[16][16];
            if (imp_connects_regions(m, side) && !imp_region_squares(m, m->connect_region[side][w], on))
                imp_lose_rule(m, m->connect_region_line[side][w], "'%s': a square off the board cannot be said here",
                          m->connect_region[side][w]);
        }
    bool on[16][16];
    if (m->piece_drops && m->drop_rule != DROP_RULE_ANY && m->drop_start[0] &&
        !imp_region_squares(m, m->drop_start, on))
        imp_lose_rule(m, m->drop_start_line, "'enclosingDropStart = %s': a square off the board stays empty for ever, "
                  "which is not said here", m->drop_start);
    if (m->stalemate_piece_count && strcmp(m->stalemate, "draw") != 0 &&
        (m->material_janggi || (m->material[0] && strcmp(m->material, "unweighted"))))
        imp_lose_rule(m, m->stalemate_count_line,
                      "'stalematePieceCount = true' with this materialCounting is not said here");
}
