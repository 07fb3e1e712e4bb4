#include "kif.h"

#include "fen.h"
#include "kif_board.h"
#include "notations.h"
#include "sfen.h"
#include "shogi_record.h"
#include "shogi_words.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static bool starts(const char *s, const char *word) { return !strncmp(s, word, strlen(word)); }

/* A digit 1..9 at *s written as ASCII, full-width or kanji; advances *s. */
static int read_digit(const char **s)
{
    if (**s >= '1' && **s <= '9')
        return *(*s)++ - '0';
    for (int d = 1; d <= 9; d++)
        if (starts(*s, SHOGI_WIDE_DIGITS[d]) || starts(*s, SHOGI_KANJI_DIGITS[d])) {
            *s += strlen(SHOGI_WIDE_DIGITS[d]);
            return d;
        }
    return 0;
}

typedef struct KifReader {
    const Variant *v;
    const char *where;
    DiagSink *diags;
    int line;
    const char *text;   /* the line being read, for columns in characters */
    Game *g;
    bool have_last;
    Square last_to;
    char start_sfen[256]; /* 手合割's handicap ("" for the setup) */
    bool handicap;         /* 手合割 names a handicap: the upper side (Gote) moves first */
    KifBoard board;        /* a diagram, when the record draws one */
} KifReader;

static bool kif_fail(KifReader *r, int column, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool kif_fail(KifReader *r, int column, const char *fmt, ...)
{
    int chars = 1; /* the byte column as characters: editors count those */
    for (int i = 0; r->text && i < column - 1 && r->text[i]; i++)
        chars += ((unsigned char)r->text[i] & 0xC0) != 0x80;
    column = chars;
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(r->diags, r->where, r->line, column, fmt, ap);
    va_end(ap);
    return false;
}

/* The piece of `kind` that can go to `to` (promoting or not) and fits KI2's `words` (右,
 * 上 ...; "" fits all), for a move written without its origin; false when none or several. */
static bool find_origin(const Game *g, int kind, Square to, bool promote, const char *words, Square *from)
{
    int found = 0;
    for (int i = 0; i < g->nlegal; i++) {
        const Move *m = &g->legal[i];
        Piece p = m->type == MOVE_DROP ? 0 : g->pos.board[m->from];
        bool promotes = m->become && g->v->kinds[m->become - 1].demotes_to >= 0;
        if (p && piece_kind(p) == kind && m->to == to && promotes == promote && (!found || *from != m->from) &&
            shogi_words_fit(g->v, &g->pos, g->legal, g->nlegal, m, words)) {
            *from = m->from;
            found++;
        }
    }
    return found == 1;
}

/* One move: `７六歩(77)`, `同　銀(31)`, `４五角打`, `２二角成(88)`, from `s` (column `col`). */
static bool read_move(KifReader *r, const char *s, int col, const char **end)
{
    const char *p = s, *start = s;
    Square to;
    if (starts(p, "同")) {
        p += strlen("同");
        while (starts(p, "　") || *p == ' ')
            p += *p == ' ' ? 1 : strlen("　");
        if (!r->have_last)
            return kif_fail(r, col, "同 (the square of the last move) before any move");
        to = r->last_to;
    } else {
        int file = read_digit(&p), rank = file ? read_digit(&p) : 0;
        if (!file || !rank || !shogi_square(r->v, file, rank, &to))
            return kif_fail(r, col, "a move starts with the square it reaches (７六) or 同");
    }
    int piece_col = col + (int)(p - start);
    const ShogiPieceCode *code = kif_read_piece(&p);
    int kind = code ? shogi_code_kind(r->v, code) : -1;
    if (kind < 0)
        return kif_fail(r, piece_col, "no piece of this game is written so (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)");
    char words[SHOGI_WORDS_MAX] = "";
    size_t nwords = shogi_words_span(p);
    if (nwords >= sizeof words)
        return kif_fail(r, col + (int)(p - start), "too many words for which piece moves (右 左 直 上 引 寄)");
    memcpy(words, p, nwords);
    words[nwords] = '\0';
    p += nwords;
    bool promote = false, drop = false;
    if (starts(p, "不成"))
        p += strlen("不成");
    else if (starts(p, "成"))
        promote = true, p += strlen("成");
    else if (starts(p, "打"))
        drop = true, p += strlen("打");
    Square from = 0;
    if (*p == '(') {
        int ff = 0, fr = 0;
        if (sscanf(p, "(%1d%1d)", &ff, &fr) != 2 || !shogi_square(r->v, ff, fr, &from))
            return kif_fail(r, col + (int)(p - start), "the origin is two digits in brackets: (77)");
    } else if (!drop && !find_origin(r->g, kind, to, promote, words, &from)) {
        /* KI2: no origin; a drop when no piece on the board can go there */
        if (!words[0] && r->g->pos.hand[r->g->pos.side][kind] && !find_origin(r->g, kind, to, false, "", &from))
            drop = true;
        else
            return kif_fail(r, col, "no single %s%s can go there: tell which (右 左 直 上 引 寄) or give its origin, as (77)",
                            code->kanji, words);
    }
    char what[64];
    snprintf(what, sizeof what, "%.*s", (int)(p - start), start);
    if (!shogi_record_play(r->g, drop, kind, from, to, promote, what, r->where, r->line, col, r->diags))
        return false;
    r->have_last = true;
    r->last_to = to;
    *end = p + (*p == '(' ? strcspn(p, ")") + (strchr(p, ')') != NULL) : 0);
    return true;
}

/* Words that end a game instead of a move. */
static bool read_ending(KifReader *r, const char *s)
{
    if (!starts(s, "投了") && !starts(s, "中断") && !starts(s, "詰み") && !starts(s, "千日手") &&
        !starts(s, "持将棋") && !starts(s, "切れ負け") && !starts(s, "反則"))
        return false;
    if (starts(s, "投了") && game_result(r->g)->status == GAME_ONGOING)
        game_adjudicate(r->g, r->g->pos.side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, "resignation");
    return true;
}

/* `手合割：平手` and the like, before the moves. */
static bool read_fact(KifReader *r, const char *s)
{
    const char *colon = strstr(s, "：");
    if (!colon || !starts(s, "手合割"))
        return true;
    const char *value = colon + strlen("：");
    if (!kif_handicap_sfen(r->v, value, r->start_sfen, sizeof r->start_sfen))
        return kif_fail(r, (int)(value - s) + 1,
                        "this start (手合割) is not read: 平手, a handicap (香落ち 角落ち 飛車落ち 二枚落ち 四枚落ち 六枚落ち ...), "
                        "or ５五将棋 for minishogi");
    r->handicap = r->start_sfen[0] != '\0';
    return true;
}

/* The game, once the start is known: a diagram, else 手合割's start. */
static bool start_game(KifReader *r)
{
    if (r->g)
        return true;
    char sfen[600] = "", fen[800], why[200];
    if (r->board.seen) {
        if (!r->board.side_said && r->handicap)
            r->board.gote_to_move = true;
        if (!kif_board_sfen(&r->board, r->v, sfen, sizeof sfen, why, sizeof why))
            return kif_fail(r, 1, "%s", why);
    } else {
        snprintf(sfen, sizeof sfen, "%s", r->start_sfen);
    }
    if (sfen[0] && !sfen_to_fen(r->v, sfen, fen, sizeof fen, r->where, r->diags))
        return false;
    r->g = game_new(r->v, sfen[0] ? fen : NULL, r->diags);
    if (r->g)
        game_shift_sfen_plies(r->g, sfen[0] && sfen_parity_shifted(sfen));
    return r->g != NULL;
}

/* One line of moves: `   1 ７六歩(77)   ( 0:00/00:00:00)`, or KI2's `▲７六歩　△３四歩`. */
static bool read_moves_line(KifReader *r, const char *line)
{
    const char *p = line;
    while (*p == ' ')
        p++;
    bool numbered = *p >= '0' && *p <= '9';
    while (*p >= '0' && *p <= '9')
        p++;
    for (;;) {
        while (*p == ' ' || starts(p, "　") || *p == '\t')
            p += starts(p, "　") ? strlen("　") : 1;
        if (starts(p, "▲") || starts(p, "△") || starts(p, "☗") || starts(p, "☖"))
            p += strlen("▲");
        if (!*p || *p == '(')
            return true;
        if (read_ending(r, p))
            return true;
        if (!read_move(r, p, (int)(p - line) + 1, &p))
            return false;
        if (numbered)
            return true; /* KIF: one move a line, then its time */
    }
}

/* One line of the record: a fact, a part of the start's diagram, or moves. */
static bool read_line(KifReader *r, const char *line)
{
    if (!line[0] || line[0] == '*' || line[0] == '#' || line[0] == '&' || starts(line, "手数") || starts(line, "まで"))
        return true;
    if (!r->g) {
        char why[200];
        int at = 0;
        int board = kif_board_line(&r->board, r->v, line, why, sizeof why, &at);
        if (board < 0)
            return kif_fail(r, at + 1, "%s", why);
        if (board > 0)
            return true;
    }
    if (strstr(line, "："))
        return read_fact(r, line);
    return start_game(r) && read_moves_line(r, line);
}

Game *kif_read(const char *text, const Variant *v, const char *where, DiagSink *diags)
{
    KifReader r = {.v = v, .where = where, .diags = diags};
    if (!shogi_record_fits(v)) {
        diag_add(diags, where, 0, 0, "%s's pieces have no KIF names", v->name);
        return NULL;
    }
    bool ok = true;
    char line[1024];
    for (const char *p = text; ok && *p;) {
        r.line++;
        size_t len = strcspn(p, "\n");
        snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line ? len : sizeof line - 1), p);
        line[strcspn(line, "\r")] = '\0';
        p += len + (p[len] == '\n');
        if (starts(line, "\xEF\xBB\xBF")) /* a byte-order mark */
            memmove(line, line + 3, strlen(line + 3) + 1);
        r.text = line;
        if (starts(line, "変化"))
            break; /* the main line is read; variations follow */
        ok = read_line(&r, line);
    }
    r.text = NULL;
    if (!ok || !start_game(&r)) {
        game_free(r.g);
        return NULL;
    }
    return r.g;
}

/* ---- writing ------------------------------------------------------------------- */

/* `７六歩(77)`, `同　銀(31)`, `４五角打`, `２二角成(88)`, `３三角不成(88)`. */
static void kif_move(const Game *w, const Move *m, const Move *last, char *buf, size_t size)
{
    const Variant *v = w->v;
    int tf, tr;
    shogi_digits(v, m->to, &tf, &tr);
    char square[16];
    if (last && last->to == m->to)
        snprintf(square, sizeof square, "同　");
    else
        snprintf(square, sizeof square, "%s%s", SHOGI_WIDE_DIGITS[tf], SHOGI_KANJI_DIGITS[tr]);
    if (m->type == MOVE_DROP) {
        snprintf(buf, size, "%s%s打", square, shogi_kind_code(v, move_hand_kind(v, m))->kanji);
        return;
    }
    bool promotes = m->become && v->kinds[m->become - 1].demotes_to >= 0, could = false;
    for (int i = 0; i < w->nlegal; i++)
        could |= w->legal[i].from == m->from && w->legal[i].to == m->to && w->legal[i].become;
    int ff, fr;
    shogi_digits(v, m->from, &ff, &fr);
    snprintf(buf, size, "%s%s%s(%d%d)", square, shogi_kind_code(v, piece_kind(w->pos.board[m->from]))->kanji,
             promotes ? "成" : could ? "不成" : "", ff, fr);
}

/* The facts before the moves: the start (手合割, or a diagram when it is no handicap) and
 * the players (下手/上手 in a handicap game). False when the game's pieces have no KIF names. */
static bool write_start(RecordText *t, const Game *g, const char *sente, const char *gote, const char *format)
{
    const Variant *v = g->v;
    Game *setup = shogi_record_fits(v) ? game_new(v, NULL, NULL) : NULL;
    if (!setup)
        return false;
    const char *handicap = kif_handicap_name(v, &g->start, setup->pos.hash);
    bool usual = setup->pos.hash == g->start.hash;
    game_free(setup);
    record_text_add(t, "# %s written by Chessembly\n", format);
    if (handicap)
        record_text_add(t, "手合割：%s\n", handicap);
    else
        kif_board_write(t, v, &g->start);
    bool upper = handicap && !usual; /* the handicap's giver, Gote, is 上手 */
    record_text_add(t, "%s：%s\n%s：%s\n", upper ? "下手" : "先手", sente ? sente : "", upper ? "上手" : "後手",
                    gote ? gote : "");
    return true;
}

/* まで…の勝ち, and 投了 as the last move of a resigned game (numbered for KIF). */
static void write_end(RecordText *t, const Game *g, bool numbered)
{
    const GameResult *r = game_result(g);
    if (game_is_adjudicated(g) && !strcmp(r->reason, "resignation")) {
        if (numbered)
            record_text_add(t, "%4d 投了\n", g->length + 1);
        else
            record_text_add(t, "投了\n");
    }
    if (r->status == GAME_WHITE_WINS || r->status == GAME_BLACK_WINS)
        record_text_add(t, "まで%d手で%sの勝ち\n", g->length, r->status == GAME_WHITE_WINS ? "先手" : "後手");
}

static char *finished(RecordText *t)
{
    if (!t->failed)
        return t->buf;
    free(t->buf);
    return NULL;
}

char *kif_write(const Game *g, const char *sente, const char *gote)
{
    RecordText t;
    Game *w = game_new_at_start(g); /* the positions the moves were played in */
    if (!w || !record_text_init(&t)) {
        game_free(w);
        return NULL;
    }
    if (!write_start(&t, g, sente, gote, "KIF")) {
        game_free(w);
        free(t.buf);
        return NULL;
    }
    record_text_add(&t, "手数----指手---------消費時間--\n");
    for (int i = 0; i < g->length; i++) {
        char move[64];
        kif_move(w, &g->moves[i], i ? &g->moves[i - 1] : NULL, move, sizeof move);
        record_text_add(&t, "%4d %s\n", i + 1, move);
        if (!game_play(w, &g->moves[i]) && !(game_play_on(w) && game_play(w, &g->moves[i])))
            break;
    }
    game_free(w);
    write_end(&t, g, true);
    return finished(&t);
}

char *ki2_write(const Game *g, const char *sente, const char *gote)
{
    RecordText t;
    Game *w = game_new_at_start(g);
    if (!w || !record_text_init(&t)) {
        game_free(w);
        return NULL;
    }
    if (!write_start(&t, g, sente, gote, "KI2")) {
        game_free(w);
        free(t.buf);
        return NULL;
    }
    for (int i = 0; i < g->length; i++) {
        char move[NOTATION_TEXT_MAX];
        notation_write(NOTATION_JAPANESE, g->v, &w->pos, w->legal, w->nlegal, &g->moves[i],
                       i ? &g->moves[i - 1] : NULL, move, sizeof move);
        /* KI2 marks the sides ▲ △; japanese notation ☗ ☖ (both three bytes) */
        bool sente_moves = starts(move, "☗");
        const char *rest = starts(move, "☗") || starts(move, "☖") ? move + strlen("☗") : move;
        record_text_add(&t, "%s%s%s", sente_moves ? "▲" : "△", rest, (i % 6 == 5 || i == g->length - 1) ? "\n" : "　");
        if (!game_play(w, &g->moves[i]) && !(game_play_on(w) && game_play(w, &g->moves[i])))
            break;
    }
    game_free(w);
    write_end(&t, g, false);
    return finished(&t);
}
