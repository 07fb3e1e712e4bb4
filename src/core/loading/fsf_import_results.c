/* fsf_import_results.c — how an imported game ends: checkmate, stalemate, the move and
 * repetition counters, flags, check counting, rows, castling wins, extinction and
 * pseudo-royal pieces. */
#include "fsf_import_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool imp_connects_regions(const Imp *m, int side)
{
    return m->connect_region[side][0][0] && m->connect_region[side][1][0];
}

bool imp_apply_result_key(Imp *m, const IniKey *k)
{
    const char *key = k->key, *val = k->value;
    int n;
    if (!strcmp(key, "stalemateValue")) {
        if (!strcmp(val, "draw") || !strcmp(val, "win") || !strcmp(val, "loss"))
            snprintf(m->stalemate, sizeof m->stalemate, "%.*s", (int)sizeof m->stalemate - 1, val);
        else
            imp_lose(m, k, "only 'draw', 'win' and 'loss' (for the stalemated side) can be said");
    } else if (!strcmp(key, "checkmateValue")) {
        if (!strcmp(val, "loss") || !strcmp(val, "win") || !strcmp(val, "draw"))
            snprintf(m->checkmate, sizeof m->checkmate, "%.*s", (int)sizeof m->checkmate - 1, val);
        else
            imp_lose(m, k, "only 'loss', 'win' and 'draw' (for the checkmated side) can be said");
    } else if (!strcmp(key, "nMoveRule")) {
        /* any N: 50 is the fifty_moves atom, others `halfmoves >= 2N`; 0 none */
        if (imp_parse_int(val, &n) && n >= 0 && n <= 10000) {
            m->n_move_rule = n;
            m->n_move_line = k->line;
        } else {
            imp_lose(m, k, "expected a number of moves (0: none)");
        }
    } else if (!strcmp(key, "nFoldRule")) {
        if (imp_parse_int(val, &n) && (n == 0 || n >= 2))
            m->n_fold_rule = n; /* 3: repetition; others: position_count >= n */
        else
            imp_lose(m, k, "expected 0 (none) or a count of at least 2");
    } else if (!strcmp(key, "flagPiece") || !strcmp(key, "flagPieceWhite")) {
        m->flag_piece = val[0];
    } else if (!strcmp(key, "flagPieceBlack")) {
        char white[2] = {m->flag_piece, 0};
        imp_same_for_black(m, k, white);
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
        imp_read_bool(m, k, &m->flag_move);
    } else if (!strncmp(key, "connectRegion", 13) && (key[13] == '1' || key[13] == '2') &&
               (!strcmp(key + 14, "White") || !strcmp(key + 14, "Black"))) {
        int side = key[14] == 'B', which = key[13] - '1';
        uint16_t set[16];
        if (!imp_read_region(val, set))
            imp_lose(m, k, "expected squares, whole ranks (*1) or files (a*), or '-'");
        snprintf(m->connect_region[side][which], sizeof m->connect_region[side][which], "%s",
                 !strcmp(val, "-") ? "" : val);
        m->connect_region_line[side][which] = k->line;
    } else if (!strcmp(key, "connectHorizontal") || !strcmp(key, "connectVertical") ||
               !strcmp(key, "connectDiagonal")) {
        int d = key[7] == 'H' ? 0 : key[7] == 'V' ? 1 : 2;
        imp_read_bool(m, k, &m->connect_dirs[d]);
        m->connect_along[d] = m->connect_dirs[d]; /* the lines rows follow, and a region chain's steps */
        m->connect_dirs_line[d] = k->line;
    } else if (!strcmp(key, "connectN")) {
        if (!imp_parse_int(val, &m->connect_n) || m->connect_n < 0 || m->connect_n > 16)
            imp_lose(m, k, "expected a count from 0 to 16");
    } else if (!strcmp(key, "connectNxN")) {
        if (!imp_parse_int(val, &m->connect_nxn) || m->connect_nxn < 0 || m->connect_nxn > 16)
            imp_lose(m, k, "expected a count from 0 to 16");
    } else if (!strcmp(key, "collinearN")) {
        if (!imp_parse_int(val, &m->collinear_n) || m->collinear_n < 0 || m->collinear_n > 16)
            imp_lose(m, k, "expected a count from 0 to 16");
    } else if (!strcmp(key, "connectValue")) {
        if (!strcmp(val, "win") || !strcmp(val, "loss"))
            m->connect_loss = !strcmp(val, "loss");
        else
            imp_lose(m, k, "only 'win' and 'loss' (for the side that makes the row) can be said");
    } else if (!strcmp(key, "connectPieceTypes")) {
        bool all = !strcmp(val, "*"), none = !strcmp(val, "-");
        if (!all && !none && (!imp_is_letter_list(val) || strchr(val, '*') || strlen(val) >= sizeof m->connect_types))
            imp_lose(m, k, "expected piece letters or '*'");
        else
            snprintf(m->connect_types, sizeof m->connect_types, "%.31s", all ? "" : none ? "-" : val);
        m->connect_types_line = k->line;
    } else if (!strcmp(key, "flagPieceBlockedWin")) {
        imp_read_bool(m, k, &m->flag_blocked_win);
    } else if (!strcmp(key, "flagPieceSafe")) {
        imp_read_bool(m, k, &m->flag_safe);
        m->flag_safe_line = k->line;
    } else if (!strcmp(key, "flagPieceCount")) {
        if (!imp_parse_int(val, &m->flag_count) || m->flag_count < 1 || m->flag_count > 256)
            imp_lose(m, k, "expected a count from 1");
    } else if (!strcmp(key, "checkCounting")) {
        imp_read_bool(m, k, &m->check_counting);
    } else if (!strcmp(key, "extinctionValue")) {
        if (!strcmp(val, "win") || !strcmp(val, "loss") || !strcmp(val, "none") || !strcmp(val, "draw")) {
            snprintf(m->extinction_value, sizeof m->extinction_value, "%.*s", (int)sizeof m->extinction_value - 1,
                     val);
            m->extinction_line = k->line;
        } else {
            imp_lose(m, k, "only 'win', 'loss', 'draw' or 'none' can be said");
        }
    } else if (!strcmp(key, "shatarMateRule")) {
        imp_read_bool(m, k, &m->shatar_mate);
        m->shatar_line = k->line;
    } else if (!strcmp(key, "extinctionClaim")) {
        imp_read_bool(m, k, &m->extinction_claim);
    } else if (!strcmp(key, "extinctionPieceTypes")) {
        if (imp_is_letter_list(val) && strlen(val) < sizeof m->extinction_types)
            snprintf(m->extinction_types, sizeof m->extinction_types, "%.*s", (int)sizeof m->extinction_types - 1,
                     val);
        else
            imp_lose(m, k, "expected piece letters or '*'");
    } else if (!strcmp(key, "extinctionPieceCount") || !strcmp(key, "extinctionOpponentPieceCount")) {
        if (!imp_parse_int(val, &n) || n < 0 || n > 64)
            imp_lose(m, k, "expected a count from 0 to 64");
        else if (!strcmp(key, "extinctionPieceCount"))
            m->extinction_count = n;
        else
            m->extinction_opponent_count = n;
    } else {
        return false;
    }
    return true;
}

/* "King" for the condition language: a piece's name, capitalised. */
static void subject_of(const ImpPiece *p, char *out_name, size_t size)
{
    snprintf(out_name, size, "%s", p->name);
    out_name[0] = (char)toupper((unsigned char)out_name[0]);
}

/* The extinction of `whose` ("" me, "opponent." my opponent) while `other` keeps its
 * pieces, as one condition: the pieces of an extinction type no more than
 * extinctionPieceCount, while the other side keeps extinctionOpponentPieceCount of them
 * (with extinctionClaim one more while the extinct side is to move, as it may still take
 * one back: Fairy-Stockfish asks the side to move for that many; `claim_moved` is the
 * turn that allows it). */
static void write_extinct(Imp *m, Buf *b, const char *whose, const char *other, const char *claim_moved)
{
    int n = 0;
    for (const char *c = m->extinction_types; *c; c++) {
        char subject[48];
        if (*c == '*') {
            snprintf(subject, sizeof subject, "pieces");
        } else {
            ImpPiece *p = imp_piece_by_letter(m, *c);
            if (!p)
                continue;
            subject_of(p, subject, sizeof subject);
        }
        if (m->piece_drops) /* Fairy-Stockfish counts the hand too (check_rules: none left, only) */
            imp_out(b, "%s(%s%s == 0 and %s%s in hand == 0)", n++ ? " or " : "", whose, subject, whose, subject);
        else if (m->extinction_claim) /* the side to move needs one more: the bared side may take back */
            imp_out(b, "%s(%s%s <= %d and (%s%s >= %d or (%s and %s%s >= %d)))", n++ ? " or " : "", whose, subject,
                    m->extinction_count, other, subject, m->extinction_opponent_count + 1, claim_moved, other,
                    subject, m->extinction_opponent_count);
        else if (m->extinction_opponent_count > 0)
            imp_out(b, "%s(%s%s <= %d and %s%s >= %d)", n++ ? " or " : "", whose, subject, m->extinction_count, other,
                subject, m->extinction_opponent_count);
        else if (m->extinction_count > 0)
            imp_out(b, "%s%s%s <= %d", n++ ? " or " : "", whose, subject, m->extinction_count);
        else
            imp_out(b, "%s%s%s == 0", n++ ? " or " : "", whose, subject);
    }
    if (!n)
        imp_out(b, "pieces < 0");
}

/* loss: the side that runs out loses, so I win when my opponent is extinct; win: I win
 * when I am */
static void write_extinction(Imp *m, Buf *b)
{
    bool loss = !strcmp(m->extinction_value, "loss");
    imp_out(b, "    extinction: ");
    write_extinct(m, b, loss ? "opponent." : "", loss ? "" : "opponent.", loss ? "not moved" : "moved");
    imp_out(b, "\n");
}

/* Either side extinct (extinctionValue = draw; without extinctionClaim). */
static void write_any_extinct(Imp *m, Buf *b)
{
    write_extinct(m, b, "", "opponent.", "moved");
    imp_out(b, " or ");
    write_extinct(m, b, "opponent.", "", "not moved");
}

/* extinctionValue = draw: Fairy-Stockfish ends the game by extinction before it asks for
 * any victory (checkmate too), so each victory is said only while no side is extinct. */
static void guard_victories_by_extinction(Imp *m, Buf *b, size_t first_victory)
{
    char *lines = malloc(b->len - first_victory + 1);
    if (!lines) {
        b->failed = true;
        return;
    }
    memcpy(lines, b->s + first_victory, b->len - first_victory + 1);
    b->len = first_victory;
    b->s[b->len] = '\0';
    for (char *line = lines, *end; *line; line = end + 1) {
        end = strchr(line, '\n');
        char *colon = strstr(line, ": ");
        if (!end || !colon || colon > end)
            break; /* every victory is one `    name: condition` line */
        imp_out(b, "%.*s: (%.*s) and not (", (int)(colon - line), line, (int)(end - colon - 2), colon + 2);
        write_any_extinct(m, b);
        imp_out(b, ")\n");
    }
    free(lines);
}

/* nMoveRule N: the fifty-move atom for 50, else N moves (2N plies) without a capture or a
 * move of a piece that resets the count, a claim as the fifty-move rule is. */
static void move_rule_text(const Imp *m, char *out, size_t size)
{
    if (m->n_move_rule == 50)
        snprintf(out, size, "fifty_moves");
    else
        snprintf(out, size, "halfmoves >= %d", 2 * m->n_move_rule);
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
    if (m->n_move_rule > 0) {
        char rule[32];
        move_rule_text(m, rule, sizeof rule);
        END("%s%s", len ? " or " : "", rule);
    }
    if (m->adjudicate_full)
        END("%sempty_squares == 0", len ? " or " : "");
    if (n_fold > 0 && (!m->nfold_value[0] || !strcmp(m->nfold_value, "draw")))
        END("%s(position_count >= %d%s)", len ? " or " : "", n_fold,
            m->perpetual_illegal ? " and not perpetual_check and not opponent.perpetual_check" : "");
    if (!len)
        END("pieces < 0");
#undef END
}

/* What flagPieceSafe counts: `pieces` (any piece) or the flag piece's kind (`Lion`). */
static void flag_subject(const Imp *m, char *out, size_t size)
{
    const ImpPiece *flag = m->flag_piece && m->flag_piece != '*' ? imp_piece_by_letter((Imp *)m, m->flag_piece) : NULL;
    if (flag)
        subject_of(flag, out, size);
    else
        snprintf(out, size, "pieces");
}

/* flagPieceSafe: `side` has reached `zone` with its flag pieces (any piece, or the flag
 * piece's kind): more than N there, or N none of them attacked. */
static const char *flag_reached_text(const Imp *m, const char *side, const char *zone)
{
    static char buf[2][320];
    static int turn;
    char *out = buf[turn++ & 1], who[48];
    flag_subject(m, who, sizeof who);
    bool any = !strcmp(who, "pieces");
    snprintf(out, sizeof buf[0],
             "(%s.%s in zone.%s >= %d and (%s.%s in zone.%s > %d or %s.%s%sattacked in zone.%s == 0))", side, who, zone,
             m->flag_count, side, who, zone, m->flag_count, side, any ? "" : who, any ? "" : " ", zone);
    return out;
}

/* flagPieceBlockedWin: `or` one flag piece in the region and every square of the region
 * taken, by either side: some k of mine and the rest the opponent's. */
static void write_region_full(Imp *m, Buf *b, int side, const char *subject, const char *zone)
{
    static bool on[16][16];
    if (!imp_region_squares(m, side ? m->black_flag : m->white_flag, on))
        return;
    int size = 0;
    for (int f = 0; f < m->files; f++)
        for (int r = 0; r < m->ranks; r++)
            size += on[f][r];
    imp_out(b, " or (%s in zone.%s >= 1 and (", subject, zone);
    for (int k = 1; k <= size; k++)
        imp_out(b, "%s(pieces in zone.%s >= %d and opponent.pieces in zone.%s >= %d)", k > 1 ? " or " : "", zone, k,
                zone, size - k);
    imp_out(b, "))");
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
            imp_out(b, "    %s_castled_kingside: castled_kingside\n", LOW[c]);
        if (q)
            imp_out(b, "    %s_castled_queenside: castled_queenside\n", LOW[c]);
        /* every winning right of c gone */
        snprintf(lost[c], sizeof lost[c], "%s%s%s%s%s", k ? "not " : "", k ? SIDE[c] : "",
                 k ? ".castling_kingside" : "", k && q ? " and " : "", q ? "not " : "");
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
            imp_out(b, "    %s_wins_castling: (%s) and not (moved and %s)\n", LOW[!c], lost[c], lost[!c]);
        else
            imp_out(b, "    %s_wins_castling: %s\n", LOW[!c], lost[c]);
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
            char who[48];
            flag_subject(m, who, sizeof who);
            imp_out(b, "    %s: (not moved and %s.%s in zone.%s >= %d) or (moved and %s", zone, me, who, zone,
                    m->flag_count, flag_reached_text(m, me, zone));
            if ((side ? m->white_flag : m->black_flag)[0])
                imp_out(b, " and not %s.%s in zone.%s >= %d", other, who, other_zone, m->flag_count);
            imp_out(b, ")\n");
        }
    } else if (m->flag_safe && (m->white_flag[0] || m->black_flag[0])) {
        /* flagPieceSafe: a side has reached its region with N pieces there, more than N, or
         * exactly N none of them attacked; both at once is a draw (written under draw:) */
        imp_out(b, "    white_flag: %s and not %s\n", flag_reached_text(m, "White", "white_flag"),
            flag_reached_text(m, "Black", "black_flag"));
        imp_out(b, "    black_flag: %s and not %s\n", flag_reached_text(m, "Black", "black_flag"),
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
            imp_out(b, "    %s: %s%s in zone.%s%s", zone, blocked ? "moved and (" : "", subject, zone, count);
            /* a promoted form of the flag piece's type counts too (mandala's pawn that
             * promotes into the stone on the last rank) */
            for (int i = 0; flag && !count[0] && i < m->npieces; i++)
                if (m->pieces[i].moves_as && m->pieces[i].moves_as == flag->letter) {
                    char form[48];
                    subject_of(&m->pieces[i], form, sizeof form);
                    imp_out(b, " or %s in zone.%s", form, zone);
                }
            if (blocked)
                write_region_full(m, b, side, subject, zone);
            imp_out(b, "%s\n", blocked ? ")" : "");
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
        if (*c != '-' && imp_piece_by_letter((Imp *)m, *c))
            return true;
    return false;
}

bool imp_connects(const Imp *m)
{
    return (m->connect_n > 0 || m->connect_nxn > 0 || m->collinear_n > 0) && connect_piece_in_game(m);
}

void imp_write_rows(const Imp *m, Buf *b)
{
    bool all_lines = m->connect_along[0] && m->connect_along[1] && m->connect_along[2];
    if (!m->connect_types[0] && all_lines)
        return;
    imp_out(b, "  rows:\n");
    if (m->connect_types[0]) {
        imp_out(b, "    pieces: [");
        int n = 0;
        for (const char *c = m->connect_types; *c; c++) {
            const ImpPiece *p = *c == '-' ? NULL : imp_piece_by_letter((Imp *)m, *c);
            if (p)
                imp_out(b, "%s%s", n++ ? ", " : "", p->name);
        }
        imp_out(b, "]\n");
    }
    if (!all_lines) {
        static const char *const LINES[] = {"rank", "file", "diagonal"};
        imp_out(b, "    along: [");
        int n = 0;
        for (int i = 0; i < 3; i++)
            if (m->connect_along[i])
                imp_out(b, "%s%s", n++ ? ", " : "", LINES[i]);
        imp_out(b, "]\n");
    }
}

/* shatarMateRule: Fairy-Stockfish's knight, rook and bers types (its shak: a check by
 * one of them), those in play; returns how many. */
static int shak_pieces(Imp *m, ImpPiece *out[3])
{
    static const char *const SHAK[] = {"knight", "rook", "bers"};
    int n = 0;
    for (int i = 0; i < 3; i++)
        if ((out[n] = imp_piece_by_name(m, SHAK[i])) != NULL)
            n++;
    return n;
}

void imp_write_check_series(Imp *m, Buf *b)
{
    ImpPiece *shak[3];
    int n = m->shatar_mate ? shak_pieces(m, shak) : 0;
    for (int i = 0; i < n; i++)
        imp_out(b, "%s%s", i ? ", " : "  check_series: [", shak[i]->name);
    if (n)
        imp_out(b, "]\n");
}

/* A mate by knights alone wins for the mated side; any other wins for the mating side
 * when a shak type gave check in its series of checks, and draws otherwise (niol, in the
 * draws). */
static void write_shatar_mates(Imp *m, Buf *b)
{
    ImpPiece *shak[3];
    int n = shak_pieces(m, shak);
    ImpPiece *knight = imp_piece_by_name(m, "knight");
    char name[48] = "";
    if (knight)
        subject_of(knight, name, sizeof name);
    if (n)
        imp_out(b, "    checkmate: checkmate and check_series%s%s\n", knight ? " and not check only by " : "", name);
    if (knight)
        imp_out(b, "    knight_mate: no_moves and opponent.check only by %s\n", name);
}

/* The victories when a side has no move: checkmateValue (the mated side is the one to
 * move, in check, without a move; a draw needs no condition, as a side with no move and
 * nothing decided draws) and stalemateValue. */
static void write_no_move_victories(Imp *m, Buf *b, bool count_at_stalemate)
{
    if (!strcmp(m->checkmate, "loss") && m->shatar_mate)
        write_shatar_mates(m, b);
    else if (!strcmp(m->checkmate, "loss"))
        imp_out(b, "    checkmate: checkmate\n");
    else if (!strcmp(m->checkmate, "win"))
        imp_out(b, "    checkmated_wins: no_moves and not stalemate\n");
    if (count_at_stalemate) { /* stalematePieceCount: the value goes to the side with fewer pieces */
        bool loss = !strcmp(m->stalemate, "loss");
        imp_out(b, "    stalemated_%s: opponent.stalemate and opponent.pieces %s pieces\n", loss ? "fewer" : "more",
            loss ? "<" : ">");
        imp_out(b, "    stalemate_%s: stalemate and pieces %s opponent.pieces\n", loss ? "more" : "fewer",
            loss ? ">" : "<");
    } else if (!strcmp(m->stalemate, "win")) {
        imp_out(b, "    stalemate: stalemate\n");
    } else if (!strcmp(m->stalemate, "loss")) { /* the stalemated side loses: its opponent wins */
        imp_out(b, "    stalemate_loses: opponent.stalemate\n");
    }
}

/* The draws that take the place of a mate: extinctionValue = draw (either side's, so it
 * is the reason even for a mate) and shatar's niol (a mate no victory takes). */
static void write_draws_before_mates(Imp *m, Buf *b, bool extinct_draws)
{
    if (extinct_draws) {
        imp_out(b, "    extinction: ");
        write_any_extinct(m, b);
        imp_out(b, "\n");
    }
    if (m->shatar_mate)
        imp_out(b, "    niol: checkmate\n");
}

/* The victories a repetition decides: perpetual check and chase, the shuttle rule, and a
 * repetition scored for one side (nFoldValue). */
static void write_repetition_victories(const Imp *m, Buf *b, int n_fold)
{
    if (m->perpetual_illegal && n_fold > 0)
        imp_out(b, "    perpetual_check: position_count >= %d and opponent.perpetual_check and not perpetual_check\n",
            n_fold);
    if (m->move_repetition && n_fold > 0) /* the side that shuttled one piece loses */
        imp_out(b, "    move_repetition: opponent.move_repetition\n");
    if (m->chasing && n_fold > 0) /* a chase counts where no side checked throughout */
        imp_out(b, "    perpetual_chase: position_count >= %d and opponent.perpetual_chase and not perpetual_chase%s\n",
                n_fold, m->perpetual_illegal ? " and not perpetual_check and not opponent.perpetual_check" : "");
    /* nFoldValue: for White (absolute), else for the side to move at the repetition:
     * its loss is a win for whoever made the last move (`moved`) */
    bool loss = !strcmp(m->nfold_value, "loss");
    const char *winner = m->nfold_absolute ? (loss ? "black" : "white") : (loss ? "moved" : "not moved");
    if (n_fold > 0 && m->nfold_value[0] && strcmp(m->nfold_value, "draw") != 0)
        imp_out(b, "    repetition_wins: position_count >= %d and %s%s%s\n", n_fold, winner,
            m->perpetual_illegal ? " and not perpetual_check and not opponent.perpetual_check" : "",
            m->chasing ? " and not perpetual_chase and not opponent.perpetual_chase" : "");
}

void imp_write_results(Imp *m, Buf *b, const ImpPiece *flag)
{
    size_t victories_at = b->len;
    imp_out(b, "victory:\n  add:\n");
    size_t first_victory = b->len;
    bool count_at_stalemate = m->stalemate_piece_count && strcmp(m->stalemate, "draw") != 0;
    write_no_move_victories(m, b, count_at_stalemate);
    write_flag_victories(m, b, flag);
    if (m->check_counting)
        imp_out(b, "    check_counting: checks >= %d\n", m->checks_needed);
    if (m->castling_wins[0])
        write_castling_wins(m, b);
    if (imp_connects(m)) { /* Fairy-Stockfish asks after each move whether the mover made one */
        char any[96] = "";
        const char *me = m->connect_loss ? "opponent." : "";
        if (m->connect_n > 0)
            snprintf(any + strlen(any), sizeof any - strlen(any), "%s%srow >= %d", any[0] ? " or " : "", me,
                     m->connect_n);
        if (m->connect_nxn > 0)
            snprintf(any + strlen(any), sizeof any - strlen(any), "%s%sblock >= %d", any[0] ? " or " : "", me,
                     m->connect_nxn);
        if (m->collinear_n > 0)
            snprintf(any + strlen(any), sizeof any - strlen(any), "%s%sline >= %d", any[0] ? " or " : "", me,
                     m->collinear_n);
        bool several = (m->connect_n > 0) + (m->connect_nxn > 0) + (m->collinear_n > 0) > 1;
        if (m->connect_loss) /* the mover's row loses: its opponent wins */
            imp_out(b, "    connect_loses: not moved and %s%s%s\n", several ? "(" : "", any, several ? ")" : "");
        else
            imp_out(b, "    connect: %s\n", any);
    }
    for (int side = 0; side < 2; side++) /* ... and whether the mover joined its two regions */
        if (imp_connects_regions(m, side))
            imp_out(b, "    %s_connects: moved and connected zone.%s_connect_1 zone.%s_connect_2\n",
                    side ? "black" : "white", side ? "black" : "white", side ? "black" : "white");
    int n_fold = m->n_fold_rule == 3 ? 3 : m->n_fold_rule;
    write_repetition_victories(m, b, n_fold);
    /* Fairy-Stockfish never ends a game by extinction of pseudo-royal pieces (they
     * cannot be taken) unless captures explode: checkmate decides */
    bool royal_types = m->pseudo_royal && !m->blast_on_capture;
    bool extinct_draws = !strcmp(m->extinction_value, "draw") && m->extinction_types[0] && !royal_types;
    if (m->extinction_value[0] && strcmp(m->extinction_value, "none") != 0 && m->extinction_types[0] && !royal_types &&
        !extinct_draws)
        write_extinction(m, b);
    if (m->material_janggi) { /* the endings a draw would be, decided by counting points */
        char ends[512];
        counted_endings(m, n_fold, ends, sizeof ends);
        imp_out(b, "    white_wins_on_points: (%s) and points > opponent.points + 1\n", ends);
        imp_out(b, "    black_wins_on_points: (%s) and points + 1 >= opponent.points\n", ends);
    }
    char counted[512] = "";
    if (m->material[0]) { /* the endings a draw would be, decided by the piece count or draw odds */
        counted_endings(m, n_fold, counted, sizeof counted);
        if (!strcmp(m->material, "unweighted"))
            imp_out(b, "    more_pieces: (%s) and pieces > opponent.pieces\n", counted);
        else
            imp_out(b, "    %s_wins_draw_odds: %s\n", !strcmp(m->material, "whitedrawodds") ? "white" : "black",
                    counted);
    }
    if (extinct_draws)
        guard_victories_by_extinction(m, b, first_victory);
    if (b->len == first_victory && !b->failed) { /* no victory at all (checkmateValue = draw): no section */
        b->len = victories_at;
        b->s[b->len] = '\0';
    }
    bool passes = m->pass[WHITE] || m->pass[BLACK] || m->pass_on_stalemate[WHITE] || m->pass_on_stalemate[BLACK];
    bool counts = m->material_janggi || m->material[0];
    bool both_flags = m->flag_safe && !m->flag_move && m->white_flag[0] && m->black_flag[0];
    bool promotions_only = m->sittuyin_promotion && imp_piece_by_name(m, "pawn");
    bool any_draw = both_flags || extinct_draws || m->shatar_mate || !strcmp(m->stalemate, "draw") || m->counting[0] ||
                    count_at_stalemate || promotions_only ||
                    (!counts && (m->n_fold_rule > 0 || m->n_move_rule > 0 || passes || m->bikjang ||
                                 m->adjudicate_full)) ||
                    !strcmp(m->material, "unweighted");
    if (!any_draw)
        return;
    imp_out(b, "draw:\n  add:\n");
    if (both_flags)
        imp_out(b, "    both_flags: %s and %s\n", flag_reached_text(m, "White", "white_flag"),
            flag_reached_text(m, "Black", "black_flag"));
    write_draws_before_mates(m, b, extinct_draws);
    if (!strcmp(m->stalemate, "draw"))
        imp_out(b, "    stalemate: stalemate\n");
    else if (count_at_stalemate) /* as many pieces each (material counting would find them equal too) */
        imp_out(b, "    stalemate: stalemate and pieces == opponent.pieces\n");
    if (m->counting[0])
        imp_out(b, "    counting: counting_expired\n");
    if (promotions_only) /* sittuyinPromotion: a king and one pawn, whose every move would promote it */
        imp_out(b, "    promotions_only: pieces == 2 and Pawn == 1 and promotions_only\n");
    if (!strcmp(m->material, "unweighted")) /* an equal count */
        imp_out(b, "    equal_pieces: %s\n", counted);
    if (counts)
        return;
    if (m->n_fold_rule == 3)
        imp_out(b, "    repetition: repetition\n");
    else if (m->n_fold_rule > 0)
        imp_out(b, "    repetition: position_count >= %d\n", m->n_fold_rule);
    if (m->n_move_rule > 0) {
        char rule[32];
        move_rule_text(m, rule, sizeof rule);
        imp_out(b, "    %s: %s\n", m->n_move_rule == 50 ? "fifty_moves" : "move_rule", rule);
    }
    if (m->bikjang)
        imp_out(b, "    bikjang: bikjang\n");
    if (passes)
        imp_out(b, "    double_pass: double_pass\n");
    if (m->adjudicate_full)
        imp_out(b, "    full_board: empty_squares == 0\n");
}

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
        if (!region[0] || !imp_region_squares(m, region, flag))
            return false;
        for (int r = 0; r < m->ranks; r++)
            for (int f = 0; f < m->files; f++)
                if (imp_promo_on(m, side, f, r) && !flag[f][r])
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
            if (rank >= 1 && file < 16 && imp_promo_on(m, side, file, rank - 1))
                return false;
            file++;
        } else if (*c == '*') { /* a wall; '+' and '~' mark a promoted piece */
            file++;
        }
    }
    return true;
}

void imp_check_pseudo_royals(Imp *m, int line)
{
    if (!m->pseudo_royal || m->blast_on_capture)
        return;
    for (const char *t = m->extinction_types; *t; t++) {
        int count[2] = {0, 0};
        for (const char *c = m->fen; *c && *c != ' '; c++)
            if (tolower((unsigned char)*c) == *t)
                count[isupper((unsigned char)*c) ? 0 : 1]++;
        /* more than that: royal only while at most so many are left (royal_at_most). FSF
         * judges a move by the royalty before it, except that it counts a pawn's promotion
         * into the type, as the count after the move does: so no drop, gating or piece
         * promotion may bring more of the type then */
        bool in_hand = false;
        for (const char *c = strchr(m->fen, '['); c && *c && *c != ']'; c++)
            in_hand = in_hand || tolower((unsigned char)*c) == *t;
        bool pawn_brings = strchr(m->promo_to.letters[WHITE], *t) || strchr(m->promo_to.letters[BLACK], *t);
        bool other_brings = (m->piece_drops || m->gating) && (in_hand || m->captures_to_hand);
        /* a piece's promotion into the type (promotedPieceType) is judged before the move too:
         * the form counts with the type (counted_with) and promotes with royal_next_move */
        bool piece_brings = false;
        for (const char *c = m->promoted_types; *c; c++)
            piece_brings = piece_brings || (c[0] && c[1] == ':' && c[2] == *t && !strchr(m->extinction_types, c[0]));
        bool over = count[0] > m->extinction_count + 1 || count[1] > m->extinction_count + 1;
        if ((over || pawn_brings || piece_brings) && other_brings) {
            imp_lose_rule(m, line,
                          "extinctionPseudoRoyal: a side may have more than %d '%c' (royal in Fairy-Stockfish only "
                          "while at most so many are left), and gain them by drops or promotion, whose royalty it "
                          "judges before the move",
                          m->extinction_count + 1, *t);
        } else if ((over || pawn_brings || piece_brings) && m->extinction_count + 1 < 64) { /* 64 or more: always royal */
            size_t n = strlen(m->royal_limited);
            if (n + 1 < sizeof m->royal_limited)
                m->royal_limited[n] = *t, m->royal_limited[n + 1] = '\0';
        }
        /* promotedPieceType pairs `x:y` (a piece x promoting to the royal type y): where the
         * promotion wins at once the promoted piece is not royal; elsewhere it is one more
         * of the type (counted_with), royal from the next move (royal_next_move) */
        for (const char *c = m->promoted_types; *c; c++)
            if (c[0] && c[1] == ':' && c[2] == *t && !strchr(m->extinction_types, c[0])) {
                if (promotion_wins(m, *t))
                    m->promoted_not_royal = true;
                else if (!strchr(m->royal_limited, *t))
                    imp_lose_rule(m, line,
                                  "extinctionPseudoRoyal: '%c' promotes to the royal '%c', which Fairy-Stockfish "
                                  "makes royal only while few enough are left",
                                  c[0], *t);
            }
    }
}
