/* xiangqi_notation.c — xiangqi's WXF notation: C2.5, H8+7, R1-2, R+.3, P3.4.
 *
 * Four parts, each side counting from its own right: the piece (K A E H R C P), the file
 * it stands on, `+` forward / `-` backward / `.` along the rank, then the file it lands
 * on, or for a straight move along its file the number of points moved. Two pieces of a
 * kind on one file are told apart by `+` (the front one) or `-` (the rear one) instead of
 * the file; for pawns the WXF rules go further: the middle one of three keeps its file,
 * four or five use `++` and `--` for the foremost and rearmost, and when two files each
 * hold several pawns the file comes first (3+.4, 33.4, 3-.4). Readers also take `=` for
 * `.`, N and B for H and E, the file form for a piece that alone can make the move (A6+5,
 * as Fairy-Stockfish writes), and Fairy-Stockfish's tandem numbers (1 from the front). */
#include "xiangqi_notation.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static char wxf_letter(const Variant *v, int kind)
{
    char c = (char)tolower((unsigned char)v->kinds[kind].letter);
    switch (c) {
    case 'n': return 'H';
    case 'b': return 'E';
    case 0: return '?';
    default: return (char)toupper((unsigned char)c);
    }
}

/* File number as the side `c` counts it: 1 on its right. */
static int wxf_file(const Variant *v, Color c, int file) { return c == WHITE ? v->files - file : file + 1; }

/* How far forward rank `r` is for side `c`. */
static int ahead(const Variant *v, Color c, int rank) { return c == WHITE ? rank : v->ranks - 1 - rank; }

/* The pieces of `kind` and colour `c` on `file`: how many, and how many stand ahead of `sq`. */
static int file_count(const Variant *v, const Position *pos, int kind, Color c, Square sq, int *in_front)
{
    int count = 0;
    *in_front = 0;
    for (int r = 0; r < v->ranks; r++) {
        Piece p = pos->board[sq_make(sq_file(sq), r)];
        if (!p || piece_kind(p) != kind || piece_color(p) != c)
            continue;
        count++;
        if (ahead(v, c, r) > ahead(v, c, sq_rank(sq)))
            (*in_front)++;
    }
    return count;
}

/* Files holding two or more pieces of `kind` and colour `c`. */
static int tandem_files(const Variant *v, const Position *pos, int kind, Color c)
{
    int files = 0;
    for (int f = 0; f < v->files; f++) {
        int count = 0;
        for (int r = 0; r < v->ranks; r++) {
            Piece p = pos->board[sq_make(f, r)];
            count += p && piece_kind(p) == kind && piece_color(p) == c;
        }
        files += count >= 2;
    }
    return files;
}

/* The first two characters, by the WXF's rules for tandem pieces. */
static void wxf_origin(char letter, int file, int count, int index, bool by_file, char *out, size_t size)
{
    static const char *four[] = {"++", "+", "-", "--"};
    static const char *five[] = {"++", "+", "", "-", "--"};
    char mark[8] = "";
    if (count == 2 || count == 3)
        snprintf(mark, sizeof mark, "%s", index == 0 ? "+" : index == count - 1 ? "-" : "");
    else if (count == 4 || count == 5)
        snprintf(mark, sizeof mark, "%s", (count == 4 ? four : five)[index]);
    if (count > 5) /* more than the WXF's rules foresee: the place from the front, then the file */
        snprintf(out, size, "%d%d", index + 1, file);
    else if (count == 1)
        snprintf(out, size, "%c%d", letter, file);
    else if (!mark[0] && by_file) /* the middle one keeps its file */
        snprintf(out, size, "%d%d", file, file);
    else if (!mark[0])
        snprintf(out, size, "%c%d", letter, file);
    else if (by_file)
        snprintf(out, size, "%d%s", file, mark);
    else if (mark[1])
        snprintf(out, size, "%s", mark);
    else
        snprintf(out, size, "%c%s", letter, mark);
}

void wxf_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
               Forms *out)
{
    (void)legal;
    (void)n;
    (void)last;
    int kind = forms_kind_at(pos, m->from);
    if (m->type == MOVE_DROP || m->type == MOVE_PASS || kind < 0) {
        forms_add(out, "%s", m->type == MOVE_PASS ? "pass" : "?");
        return;
    }
    Color c = (Color)pos->side;
    char letter = wxf_letter(v, kind);
    int file = wxf_file(v, c, sq_file(m->from));
    int in_front;
    int count = file_count(v, pos, kind, c, m->from, &in_front);
    bool by_file = letter == 'P' && tandem_files(v, pos, kind, c) >= 2;
    int dr = ahead(v, c, sq_rank(m->to)) - ahead(v, c, sq_rank(m->from));
    char op = dr > 0 ? '+' : dr < 0 ? '-' : '.';
    int dest = sq_file(m->to) == sq_file(m->from) ? (dr < 0 ? -dr : dr) : wxf_file(v, c, sq_file(m->to));
    char origin[16];
    wxf_origin(letter, file, count, in_front, by_file, origin, sizeof origin);
    forms_add(out, "%s%c%d", origin, op, dest);
    forms_add(out, "%c%d%c%d", letter, file, op, dest); /* by its file alone: right when no other piece there can */
    if (count == 2)
        forms_add(out, "%c%c%c%d", letter, in_front ? '-' : '+', op, dest);
    if (count >= 2) /* Fairy-Stockfish's tandem numbers: the place from the front, then the file */
        forms_add(out, "%d%d%c%d", in_front + 1, file, op, dest);
}

void wxf_normalize(const char *in, char *out, size_t size)
{
    size_t k = 0;
    for (const char *p = in; *p && k + 1 < size; p++) {
        char ch = (char)toupper((unsigned char)*p);
        if (ch == ' ')
            continue;
        if (k == 0 && (ch == 'N' || ch == 'B'))
            ch = ch == 'N' ? 'H' : 'E';
        out[k++] = ch == '=' ? '.' : ch;
    }
    out[k] = '\0';
}

/* ---- Chinese: 炮二平五, 马８进７, 前车进一, 中兵平四 ---- */

static const char *const RED_NUMERALS[10] = {"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
static const char *const BLACK_NUMERALS[10] = {"０", "１", "２", "３", "４", "５", "６", "７", "８", "９"};

/* The piece's Chinese name by its WXF letter, as each side's pieces are called. */
static const char *chinese_piece(char letter, Color c)
{
    static const char letters[] = "KAEHRCP";
    static const char *const red[] = {"帅", "仕", "相", "马", "车", "炮", "兵"};
    static const char *const black[] = {"将", "士", "象", "马", "车", "炮", "卒"};
    const char *at = strchr(letters, letter);
    if (!at || !letter)
        return NULL;
    return (c == WHITE ? red : black)[at - letters];
}

void chinese_spell(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, const Move *last,
                   Forms *out)
{
    (void)legal;
    (void)n;
    (void)last;
    int kind = forms_kind_at(pos, m->from);
    Color c = (Color)pos->side;
    const char *piece = kind >= 0 ? chinese_piece(wxf_letter(v, kind), c) : NULL;
    if (m->type == MOVE_DROP || m->type == MOVE_PASS || !piece) {
        forms_add(out, "%s", m->type == MOVE_PASS ? "pass" : "?");
        return;
    }
    const char *const *num = c == WHITE ? RED_NUMERALS : BLACK_NUMERALS;
    int file = wxf_file(v, c, sq_file(m->from));
    int in_front;
    int count = file_count(v, pos, kind, c, m->from, &in_front);
    bool by_file = wxf_letter(v, kind) == 'P' && tandem_files(v, pos, kind, c) >= 2;
    int dr = ahead(v, c, sq_rank(m->to)) - ahead(v, c, sq_rank(m->from));
    const char *op = dr > 0 ? "进" : dr < 0 ? "退" : "平";
    int dest = sq_file(m->to) == sq_file(m->from) ? (dr < 0 ? -dr : dr) : wxf_file(v, c, sq_file(m->to));
    if (dest < 1 || dest > 9 || file > 9) {
        forms_add(out, "?");
        return;
    }
    /* two or three on a file: 前 中 后; four or five: 一 .. 五 from the front */
    static const char *const three[] = {"前", "中", "后"};
    char origin[32];
    if (count == 1)
        snprintf(origin, sizeof origin, "%s%s", piece, num[file]);
    else if (count <= 3)
        snprintf(origin, sizeof origin, "%s%s%s", three[in_front == 0 ? 0 : in_front == count - 1 ? 2 : 1], piece,
                 by_file ? num[file] : "");
    else
        snprintf(origin, sizeof origin, "%s%s%s", RED_NUMERALS[in_front + 1 <= 9 ? in_front + 1 : 9], piece,
                 by_file ? num[file] : "");
    forms_add(out, "%s%s%s", origin, op, num[dest]);
    forms_add(out, "%s%s%s%s", piece, num[file], op, num[dest]); /* by its file alone */
}

void chinese_normalize(const char *in, char *out, size_t size)
{
    /* both sides' names, traditional and simplified, to one letter; numerals to digits */
    static const char *const from[] = {"帅", "帥", "将", "將", "仕", "士", "相", "象", "马", "馬", "傌", "车", "車",
                                       "俥", "炮", "砲", "包", "兵", "卒", "进", "進", "退", "平", "前", "中", "后",
                                       "後", " ", "　"};
    static const char to[] = "KKKKAAEEHHHRRRCCCPP++-.FMBB  ";
    _Static_assert(sizeof from / sizeof from[0] == sizeof to - 1, "one letter for each name");
    size_t k = 0;
    for (const char *p = in; *p && k + 2 < size;) {
        bool done = false;
        for (size_t i = 0; i < sizeof from / sizeof from[0] && !done; i++)
            if (!strncmp(p, from[i], strlen(from[i]))) {
                p += strlen(from[i]);
                if (to[i] != ' ')
                    out[k++] = to[i];
                done = true;
            }
        for (int d = 1; d <= 9 && !done; d++)
            if (!strncmp(p, RED_NUMERALS[d], strlen(RED_NUMERALS[d])) ||
                !strncmp(p, BLACK_NUMERALS[d], strlen(BLACK_NUMERALS[d]))) {
                p += strlen(RED_NUMERALS[d]);
                out[k++] = (char)('0' + d);
                done = true;
            }
        if (!done)
            out[k++] = *p++;
    }
    out[k] = '\0';
}
