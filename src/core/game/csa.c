#include "csa.h"

#include "fen.h"
#include "shogi_record.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const ShogiPieceCode *code_named(const char *two)
{
    for (int i = 0; i < SHOGI_PIECE_CODES; i++)
        if (!strncmp(SHOGI_PIECES[i].csa, two, 2))
            return &SHOGI_PIECES[i];
    return NULL;
}

/* The start position as it is being read: P-rows, hands, the side to move. */
typedef struct CsaStart {
    Piece board[9][9];  /* [rank from the top][file from the left] */
    int hand[2][SHOGI_PIECE_CODES];
    bool given;         /* PI or P1..: a position was written */
    int side;           /* -1 until + or - */
} CsaStart;

typedef struct CsaReader {
    const Variant *v;
    const char *where;
    DiagSink *diags;
    int line;
    CsaStart start;
    Game *g;
} CsaReader;

static bool csa_fail(CsaReader *r, int column, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool csa_fail(CsaReader *r, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(r->diags, r->where, r->line, column, fmt, ap);
    va_end(ap);
    return false;
}

static bool put_piece(CsaReader *r, const char *s, int column, int file, int rank)
{
    const ShogiPieceCode *code = (s[0] == '+' || s[0] == '-') ? code_named(s + 1) : NULL;
    int kind = code ? shogi_code_kind(r->v, code) : -1;
    if (kind < 0)
        return csa_fail(r, column, "'%.3s' is not a piece: + or - then FU, KY, KE, GI, KI, KA, HI, OU, TO, NY, NK, NG, UM or RY", s);
    Color c = s[0] == '+' ? WHITE : BLACK;
    if (file == 0) { /* 00: in hand */
        r->start.hand[c][code - SHOGI_PIECES]++;
        return true;
    }
    Square sq;
    if (!shogi_square(r->v, file, rank, &sq))
        return csa_fail(r, column, "%d%d is not a square of this board", file, rank);
    r->start.board[r->v->ranks - 1 - sq_rank(sq)][sq_file(sq)] = piece_make(kind, c);
    return true;
}

/* `P1-KY-KE...`: a row of the board, three characters a square (` * ` empty). */
static bool read_row(CsaReader *r, const char *s)
{
    int rank = s[1] - '0';
    const Variant *v = r->v;
    if (rank < 1 || rank > v->ranks)
        return csa_fail(r, 2, "row P%c: this board has rows P1 to P%d", s[1], v->ranks);
    for (int i = 0; i < v->files; i++) {
        const char *cell = s + 2 + 3 * i;
        if ((int)strlen(s) < 2 + 3 * (i + 1))
            return csa_fail(r, 3 + 3 * i, "row P%d has %d squares, not %d", rank, i, v->files);
        if (!strncmp(cell, " * ", 3))
            continue;
        if (!put_piece(r, cell, 3 + 3 * i, v->files - i, rank))
            return false;
    }
    r->start.given = true;
    return true;
}

/* `P+00FU00KA` (hands, or pieces on squares), `P-00AL` (the rest of the pieces: Gote's hand). */
static bool read_pieces(CsaReader *r, const char *s)
{
    for (const char *p = s + 2; *p; p += 4) {
        int column = (int)(p - s) + 1;
        if (strlen(p) < 4 || !isdigit((unsigned char)p[0]) || !isdigit((unsigned char)p[1]))
            return csa_fail(r, column, "pieces are written as a square (00 for the hand) and a piece: 00FU");
        if (!strncmp(p + 2, "AL", 2))
            return csa_fail(r, column, "AL (all the remaining pieces) is not read; list the pieces");
        char piece[4] = {s[1], p[2], p[3], 0};
        if (!put_piece(r, piece, column + 2, p[0] - '0', p[1] - '0'))
            return false;
    }
    r->start.given = true;
    return true;
}

/* The usual start (PI), maybe less some pieces (PI82HI22KA: a handicap). */
static bool read_pi(CsaReader *r, const char *s)
{
    static const char *rows[] = {"-KY-KE-GI-KI-OU-KI-GI-KE-KY", " * -HI *  *  *  *  * -KA * ",
                                 "-FU-FU-FU-FU-FU-FU-FU-FU-FU", " *  *  *  *  *  *  *  *  * ",
                                 " *  *  *  *  *  *  *  *  * ", " *  *  *  *  *  *  *  *  * ",
                                 "+FU+FU+FU+FU+FU+FU+FU+FU+FU", " * +KA *  *  *  *  * +HI * ",
                                 "+KY+KE+GI+KI+OU+KI+GI+KE+KY"};
    if (r->v->files != 9 || r->v->ranks != 9)
        return csa_fail(r, 1, "PI is shogi's 9x9 start; write this board's rows (P1...)");
    for (int i = 0; i < 9; i++) {
        char row[40];
        snprintf(row, sizeof row, "P%d%s", i + 1, rows[i]);
        if (!read_row(r, row))
            return false;
    }
    for (const char *p = s + 2; *p; p += 4) {
        Square sq;
        if (strlen(p) < 4 || !shogi_square(r->v, p[0] - '0', p[1] - '0', &sq))
            return csa_fail(r, (int)(p - s) + 1, "PI is followed by the squares of pieces taken off: PI82HI22KA");
        r->start.board[8 - sq_rank(sq)][sq_file(sq)] = 0;
    }
    return true;
}

/* Our FEN of the start read so far. */
static void start_fen(const CsaReader *r, char *fen, size_t size)
{
    const Variant *v = r->v;
    size_t k = 0;
    for (int row = 0; row < v->ranks; row++) {
        int empty = 0;
        for (int f = 0; f < v->files; f++) {
            Piece p = r->start.board[row][f];
            if (!p) {
                empty++;
                continue;
            }
            if (empty)
                k += (size_t)snprintf(fen + k, size - k, "%d", empty);
            empty = 0;
            const ShogiPieceCode *code = shogi_kind_code(v, piece_kind(p));
            char letter = piece_color(p) == WHITE ? (char)toupper((unsigned char)code->letter) : code->letter;
            k += (size_t)snprintf(fen + k, size - k, "%s%c", code->promoted ? "+" : "", letter);
        }
        if (empty)
            k += (size_t)snprintf(fen + k, size - k, "%d", empty);
        k += (size_t)snprintf(fen + k, size - k, "%s", row + 1 < v->ranks ? "/" : "[");
    }
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < SHOGI_PIECE_CODES; i++)
            for (int n = 0; n < r->start.hand[c][i] && k + 4 < size; n++)
                fen[k++] = c == WHITE ? (char)toupper((unsigned char)SHOGI_PIECES[i].letter) : SHOGI_PIECES[i].letter;
    snprintf(fen + k, size - k, "] %c - - 0 1", r->start.side == BLACK ? 'b' : 'w');
}

static bool begin_game(CsaReader *r)
{
    char fen[1024];
    start_fen(r, fen, sizeof fen);
    r->g = game_new(r->v, r->start.given ? fen : NULL, r->diags);
    return r->g != NULL || csa_fail(r, 1, "the start position cannot be played");
}

/* `+7776FU`: a move of the side to move. */
static bool read_move(CsaReader *r, const char *s, int column)
{
    if (!r->g && !begin_game(r))
        return false;
    const Variant *v = r->v;
    if (strlen(s) < 7 || !isdigit((unsigned char)s[1]) || !isdigit((unsigned char)s[2]) ||
        !isdigit((unsigned char)s[3]) || !isdigit((unsigned char)s[4]))
        return csa_fail(r, column, "a move is + or -, the square it leaves (00 for a drop), the square it reaches "
                                   "and the piece after it: +7776FU");
    if ((s[0] == '+') != (r->g->pos.side == WHITE))
        return csa_fail(r, column, "it is %s's move, not %s's", variant_side_name(v, r->g->pos.side),
                        variant_side_name(v, s[0] == '+' ? WHITE : BLACK));
    const ShogiPieceCode *code = code_named(s + 5);
    int after = code ? shogi_code_kind(v, code) : -1;
    Square from = 0, to;
    bool drop = s[1] == '0' && s[2] == '0';
    if (after < 0)
        return csa_fail(r, column + 5, "'%.2s' is not a piece of this game", s + 5);
    if (!shogi_square(v, s[3] - '0', s[4] - '0', &to) || (!drop && !shogi_square(v, s[1] - '0', s[2] - '0', &from)))
        return csa_fail(r, column + 1, "%.4s: squares of this board are 11 to %d%d", s + 1, v->files, v->ranks);
    Piece moving = drop ? 0 : r->g->pos.board[from];
    bool promote = !drop && moving && piece_kind(moving) != after;
    char what[16];
    snprintf(what, sizeof what, "%.7s", s);
    return shogi_record_play(r->g, drop, after, from, to, promote, what, r->where, r->line, column, r->diags);
}

/* One statement (a line may hold several, joined by `,`). */
static bool read_statement(CsaReader *r, const char *s, int column)
{
    switch (s[0]) {
    case '\0':
    case '\'':
    case 'V':
    case 'N':
    case '$':
    case 'T':
        return true;
    case 'P':
        if (r->g)
            return csa_fail(r, column, "the position is given before the first move");
        if (s[1] == 'I')
            return read_pi(r, s);
        if (s[1] == '+' || s[1] == '-')
            return read_pieces(r, s);
        return read_row(r, s);
    case '+':
    case '-':
        if (!s[1] && !r->g) { /* the side to move */
            r->start.side = s[0] == '+' ? WHITE : BLACK;
            return true;
        }
        return read_move(r, s, column);
    case '%':
        if (!r->g && !begin_game(r))
            return false;
        if (!strcmp(s, "%TORYO") && game_result(r->g)->status == GAME_ONGOING)
            game_adjudicate(r->g, r->g->pos.side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, "resignation");
        return true;
    default:
        return csa_fail(r, column, "'%c' starts no CSA line (V, N, $, P, +, -, T, %%, ')", s[0]);
    }
}

Game *csa_read(const char *text, const Variant *v, const char *where, DiagSink *diags)
{
    CsaReader r = {.v = v, .where = where, .diags = diags, .start.side = -1};
    if (!shogi_record_fits(v)) {
        diag_add(diags, where, 0, 0, "%s's pieces have no CSA codes", v->name);
        return NULL;
    }
    const char *p = text;
    bool ok = true;
    while (ok && *p) {
        r.line++;
        size_t len = strcspn(p, "\n");
        char line[1024];
        snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line ? len : sizeof line - 1), p);
        line[strcspn(line, "\r")] = '\0';
        int column = 1;
        for (char *s = line; ok;) { /* `,` joins statements, but not inside a comment */
            char *comma = s[0] == '\'' ? NULL : strchr(s, ',');
            if (comma)
                *comma = '\0';
            ok = read_statement(&r, s, column);
            if (!comma)
                break;
            column += (int)(comma - s) + 1;
            s = comma + 1;
        }
        p += len + (p[len] == '\n');
    }
    if (ok && !r.g)
        ok = begin_game(&r);
    if (!ok) {
        game_free(r.g);
        return NULL;
    }
    return r.g;
}

/* ---- writing ------------------------------------------------------------------- */

/* P1..Pn rows, then each side's hand (P+00FU...). */
static void write_position(RecordText *t, const Variant *v, const Position *pos)
{
    for (int rank = 1; rank <= v->ranks; rank++) {
        record_text_add(t, "P%d", rank);
        for (int file = v->files; file >= 1; file--) {
            Square sq;
            shogi_square(v, file, rank, &sq);
            Piece p = pos->board[sq];
            if (p)
                record_text_add(t, "%c%s", piece_color(p) == WHITE ? '+' : '-', shogi_kind_code(v, piece_kind(p))->csa);
            else
                record_text_add(t, " * ");
        }
        record_text_add(t, "\n");
    }
    for (int c = WHITE; c <= BLACK; c++) {
        bool any = false;
        for (int k = 0; k < v->nkinds; k++)
            for (int n = 0; n < pos->hand[c][k]; n++) {
                record_text_add(t, "%s00%s", any ? "" : c == WHITE ? "P+" : "P-", shogi_kind_code(v, k)->csa);
                any = true;
            }
        if (any)
            record_text_add(t, "\n");
    }
}

char *csa_write(const Game *g, const char *sente, const char *gote)
{
    const Variant *v = g->v;
    if (!shogi_record_fits(v))
        return NULL;
    RecordText t;
    if (!record_text_init(&t))
        return NULL;
    record_text_add(&t, "V2.2\n");
    if (sente)
        record_text_add(&t, "N+%s\n", sente);
    if (gote)
        record_text_add(&t, "N-%s\n", gote);
    char fen[4096];
    fen_write(v, &g->start, fen, sizeof fen);
    Game *w = game_new(v, NULL, NULL);
    bool usual = w && w->pos.hash == g->start.hash && v->files == 9 && v->ranks == 9;
    game_free(w);
    if (usual)
        record_text_add(&t, "PI\n");
    else
        write_position(&t, v, &g->start);
    record_text_add(&t, "%c\n", g->start.side == WHITE ? '+' : '-');
    w = game_new(v, fen, NULL); /* the positions the moves were played in */
    for (int i = 0; w && i < g->length; i++) {
        const Move *m = &g->moves[i];
        int ff = 0, fr = 0, tf, tr;
        if (m->type != MOVE_DROP)
            shogi_digits(v, m->from, &ff, &fr);
        shogi_digits(v, m->to, &tf, &tr);
        char side = w->pos.side == WHITE ? '+' : '-';
        if (!game_play(w, m) && !(game_play_on(w) && game_play(w, m)))
            break;
        Piece after = w->pos.board[m->to];
        record_text_add(&t, "%c%d%d%d%d%s\n", side, ff, fr, tf, tr, after ? shogi_kind_code(v, piece_kind(after))->csa : "FU");
    }
    game_free(w);
    const GameResult *r = game_result(g);
    if (game_is_adjudicated(g) && !strcmp(r->reason, "resignation"))
        record_text_add(&t, "%%TORYO\n");
    if (t.failed) {
        free(t.buf);
        return NULL;
    }
    return t.buf;
}
