/* kif_board.c — KIF's handicaps and board diagrams (see kif_board.h). */
#include "kif_board.h"

#include "sfen.h"
#include "shogi_pieces.h"

#include <stdio.h>
#include <string.h>

static bool starts(const char *s, const char *word) { return !strncmp(s, word, strlen(word)); }

/* Gote's first two ranks after each handicap; the rest is the usual setup. */
static const struct {
    const char *name, *rank1, *rank2;
} HANDICAPS[] = {
    {"香落ち", "lnsgkgsn1", "1r5b1"},   {"右香落ち", "1nsgkgsnl", "1r5b1"}, {"角落ち", "lnsgkgsnl", "1r7"},
    {"飛車落ち", "lnsgkgsnl", "7b1"},   {"飛香落ち", "lnsgkgsn1", "7b1"},   {"二枚落ち", "lnsgkgsnl", "9"},
    {"三枚落ち", "lnsgkgsn1", "9"},     {"四枚落ち", "1nsgkgsn1", "9"},     {"五枚落ち", "2sgkgsn1", "9"},
    {"左五枚落ち", "1nsgkgs2", "9"},    {"六枚落ち", "2sgkgs2", "9"},       {"八枚落ち", "3gkg3", "9"},
    {"十枚落ち", "4k4", "9"},
};
static const char *const SHOGI_REST = "ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";

static bool is_setup_name(const Variant *v, const char *name)
{
    return (starts(name, "平手") && v->files == 9) ||
           ((starts(name, "５五将棋") || starts(name, "5五将棋")) && v->files == 5);
}

bool kif_handicap_sfen(const Variant *v, const char *name, char *sfen, size_t size)
{
    if (is_setup_name(v, name)) {
        snprintf(sfen, size, "%s", "");
        return true;
    }
    for (size_t i = 0; v->files == 9 && v->ranks == 9 && i < sizeof HANDICAPS / sizeof HANDICAPS[0]; i++)
        if (starts(name, HANDICAPS[i].name)) {
            snprintf(sfen, size, "%s/%s/%s", HANDICAPS[i].rank1, HANDICAPS[i].rank2, SHOGI_REST);
            return true;
        }
    return false;
}

const char *kif_handicap_name(const Variant *v, const Position *start, uint64_t setup_hash)
{
    if (start->hash == setup_hash)
        return v->files == 5 ? "５五将棋" : "平手";
    if (v->files != 9 || v->ranks != 9)
        return NULL;
    char have[512], want[512];
    sfen_write(v, start, have, sizeof have);
    *strrchr(have, ' ') = '\0'; /* the move number aside: a handicap is its board, side and hands */
    for (size_t i = 0; i < sizeof HANDICAPS / sizeof HANDICAPS[0]; i++) {
        kif_handicap_sfen(v, HANDICAPS[i].name, want, sizeof want);
        *strrchr(want, ' ') = '\0';
        if (!strcmp(have, want))
            return HANDICAPS[i].name;
    }
    return NULL;
}

const ShogiPieceCode *kif_read_piece(const char **s)
{
    static const struct {
        const char *kanji, *csa;
    } aliases[] = {{"王", "OU"}, {"竜", "RY"}, {"杏", "NY"}, {"圭", "NK"}, {"全", "NG"}};
    const ShogiPieceCode *best = NULL;
    size_t best_len = 0;
    for (int i = 0; i < SHOGI_PIECE_CODES; i++) {
        size_t len = strlen(SHOGI_PIECES[i].kanji);
        if (len > best_len && starts(*s, SHOGI_PIECES[i].kanji))
            best = &SHOGI_PIECES[i], best_len = len;
    }
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (starts(*s, aliases[i].kanji) && strlen(aliases[i].kanji) > best_len)
            for (int k = 0; k < SHOGI_PIECE_CODES; k++)
                if (!strcmp(SHOGI_PIECES[k].csa, aliases[i].csa))
                    best = &SHOGI_PIECES[k], best_len = strlen(aliases[i].kanji);
    *s += best_len;
    return best;
}

/* A count in kanji (二, 十, 十八); 1 when none is written. */
static int read_count(const char **s)
{
    int n = 0;
    if (starts(*s, "十"))
        n = 10, *s += strlen("十");
    for (int d = 1; d <= 9; d++)
        if (starts(*s, SHOGI_KANJI_DIGITS[d])) {
            *s += strlen(SHOGI_KANJI_DIGITS[d]);
            return n + d;
        }
    return n ? n : 1;
}

/* `歩二　角` after 持駒： into SFEN hand letters (upper case for Sente). */
static bool read_hand(const char *s, bool sente, char *out, size_t size, char *why, size_t wsize, int *at,
                      const char *line)
{
    out[0] = '\0';
    size_t len = 0;
    while (*s) {
        if (*s == ' ' || starts(s, "　")) {
            s += *s == ' ' ? 1 : strlen("　");
            continue;
        }
        if (starts(s, "なし"))
            break;
        const char *piece_at = s;
        const ShogiPieceCode *code = kif_read_piece(&s);
        if (!code || code->promoted || code->letter == 'k') {
            *at = (int)(piece_at - line);
            snprintf(why, wsize, "a piece in hand is written 飛 角 金 銀 桂 香 歩, with its count in kanji (歩三)");
            return false;
        }
        int n = read_count(&s);
        char letter = sente ? (char)(code->letter - 'a' + 'A') : code->letter;
        if (n > 1)
            len += (size_t)snprintf(out + len, len < size ? size - len : 0, "%d", n);
        len += (size_t)snprintf(out + len, len < size ? size - len : 0, "%c", letter);
    }
    return len < size;
}

/* One row `|v香v桂 ・...|一` into an SFEN rank. */
static bool read_row(const char *s, const char *line, char *out, size_t size, char *why, size_t wsize, int *at)
{
    size_t len = 0;
    int empty = 0;
    for (s++; *s && *s != '|';) {
        bool gote = *s == 'v';
        if (*s != ' ' && *s != 'v') {
            *at = (int)(s - line);
            snprintf(why, wsize, "a square of the diagram is ' ' or 'v' (Gote's) and a piece, or ' ・' (empty)");
            return false;
        }
        s++;
        if (starts(s, "・")) {
            s += strlen("・");
            empty++;
            continue;
        }
        const char *piece_at = s;
        const ShogiPieceCode *code = kif_read_piece(&s);
        if (!code) {
            *at = (int)(piece_at - line);
            snprintf(why, wsize, "no shogi piece is written so in a diagram (歩 香 桂 銀 金 角 飛 玉 と 杏 圭 全 馬 龍)");
            return false;
        }
        char letter = gote ? code->letter : (char)(code->letter - 'a' + 'A');
        if (empty)
            len += (size_t)snprintf(out + len, len < size ? size - len : 0, "%d", empty);
        empty = 0;
        len += (size_t)snprintf(out + len, len < size ? size - len : 0, "%s%c", code->promoted ? "+" : "", letter);
    }
    if (empty)
        len += (size_t)snprintf(out + len, len < size ? size - len : 0, "%d", empty);
    return len < size;
}

int kif_board_line(KifBoard *b, const Variant *v, const char *line, char *why, size_t wsize, int *at)
{
    (void)v;
    *at = 0;
    static const char *const hands[][2] = {{"先手の持駒", "s"}, {"下手の持駒", "s"}, {"後手の持駒", "g"},
                                           {"上手の持駒", "g"}};
    for (size_t i = 0; i < sizeof hands / sizeof hands[0]; i++)
        if (starts(line, hands[i][0])) {
            const char *colon = strstr(line, "：");
            b->seen = true;
            bool sente = hands[i][1][0] == 's';
            return read_hand(colon ? colon + strlen("：") : "", sente, b->hands[sente ? 0 : 1], sizeof b->hands[0], why,
                             wsize, at, line)
                       ? 1
                       : -1;
        }
    if (starts(line, "後手番") || starts(line, "上手番") || starts(line, "先手番") || starts(line, "下手番")) {
        b->gote_to_move = starts(line, "後手番") || starts(line, "上手番");
        b->side_said = true;
        return 1;
    }
    if (line[0] == '+' || starts(line, "  ９") || starts(line, "  ５") || starts(line, "  9"))
        return 1; /* the frame and the files' numbers */
    if (line[0] != '|')
        return 0;
    if (b->nrows == 9) {
        snprintf(why, wsize, "a diagram has at most nine rows");
        return -1;
    }
    b->seen = true;
    return read_row(line, line, b->rows[b->nrows++], sizeof b->rows[0], why, wsize, at) ? 1 : -1;
}

bool kif_board_sfen(const KifBoard *b, const Variant *v, char *sfen, size_t size, char *why, size_t wsize)
{
    if (b->nrows != v->ranks) {
        snprintf(why, wsize, "the diagram has %d rows; %s's board has %d", b->nrows, v->name, v->ranks);
        return false;
    }
    size_t len = 0;
    for (int r = 0; r < b->nrows; r++)
        len += (size_t)snprintf(sfen + len, len < size ? size - len : 0, "%s%s", r ? "/" : "", b->rows[r]);
    bool none = !b->hands[0][0] && !b->hands[1][0];
    len += (size_t)snprintf(sfen + len, len < size ? size - len : 0, " %c %s%s%s 1", b->gote_to_move ? 'w' : 'b',
                            none ? "-" : "", b->hands[0], b->hands[1]);
    return len < size;
}

/* ---- writing ----------------------------------------------------------------------- */

/* A piece as one character, as diagrams draw it (杏 圭 全 for the promoted minors). */
static const char *diagram_kanji(const ShogiPieceCode *code)
{
    return !strcmp(code->csa, "NY") ? "杏" : !strcmp(code->csa, "NK") ? "圭" : !strcmp(code->csa, "NG") ? "全" : code->kanji;
}

static void write_count(RecordText *t, int n)
{
    if (n >= 10)
        record_text_add(t, "十");
    if (n % 10 && n > 1)
        record_text_add(t, "%s", SHOGI_KANJI_DIGITS[n % 10]);
}

static void write_hand(RecordText *t, const Variant *v, const Position *pos, Color c, const char *who)
{
    static const char order[] = "rbgsnlp"; /* 飛 角 金 銀 桂 香 歩 */
    record_text_add(t, "%s：", who);
    bool any = false;
    for (const char *l = order; *l; l++)
        for (int i = 0; i < SHOGI_PIECE_CODES; i++) {
            const ShogiPieceCode *code = &SHOGI_PIECES[i];
            int kind = code->letter == *l && !code->promoted ? shogi_code_kind(v, code) : -1;
            if (kind >= 0 && pos->hand[c][kind]) {
                record_text_add(t, "%s%s", any ? "　" : "", code->kanji);
                write_count(t, pos->hand[c][kind]);
                any = true;
            }
        }
    record_text_add(t, "%s\n", any ? "" : "なし");
}

void kif_board_write(RecordText *t, const Variant *v, const Position *pos)
{
    write_hand(t, v, pos, BLACK, "後手の持駒");
    record_text_add(t, " ");
    for (int f = v->files; f >= 1; f--)
        record_text_add(t, " %s", SHOGI_WIDE_DIGITS[f]);
    record_text_add(t, "\n+");
    for (int f = 0; f < v->files; f++)
        record_text_add(t, "---");
    record_text_add(t, "+\n");
    for (int rank = 1; rank <= v->ranks; rank++) {
        record_text_add(t, "|");
        for (int file = v->files; file >= 1; file--) {
            Square s;
            shogi_square(v, file, rank, &s);
            Piece p = pos->board[s];
            const ShogiPieceCode *code = p ? shogi_kind_code(v, piece_kind(p)) : NULL;
            if (code)
                record_text_add(t, "%s%s", piece_color(p) == WHITE ? " " : "v", diagram_kanji(code));
            else
                record_text_add(t, " ・");
        }
        record_text_add(t, "|%s\n", SHOGI_KANJI_DIGITS[rank]);
    }
    record_text_add(t, "+");
    for (int f = 0; f < v->files; f++)
        record_text_add(t, "---");
    record_text_add(t, "+\n");
    write_hand(t, v, pos, WHITE, "先手の持駒");
    if (pos->side == BLACK)
        record_text_add(t, "後手番\n");
}
