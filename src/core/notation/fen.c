#include "fen.h"

#include "notation.h"
#include "cond.h"
#include "rules.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool fen_fail(DiagSink *diags, const char *where, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static bool fen_fail(DiagSink *diags, const char *where, int col, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (col > 0)
        diag_add(diags, where, 0, 0, "bad FEN at column %d: %s", col, msg);
    else
        diag_add(diags, where, 0, 0, "bad FEN: %s", msg);
    return false;
}

#define FEN_ERROR(col, ...) return fen_fail(diags, where, col, __VA_ARGS__)

/* A bracket at the very end of the placement that is not a `[w:name]` piece: the hand. */
static bool is_hand(const char *open, const char *close)
{
    bool at_end = close[1] == ' ' || close[1] == '\0';
    bool piece = (open[1] == 'w' || open[1] == 'b') && open[2] == ':';
    return at_end && !piece;
}

/* Reads a run of digits at *p (an empty-square count), leaving *p on its last digit
 * as the placement loops expect. A run longer than any board stays large but finite. */
static int read_count(const char **p)
{
    int n = 0;
    while (isdigit((unsigned char)**p)) {
        if (n < 1000)
            n = n * 10 + (**p - '0');
        (*p)++;
    }
    (*p)--;
    return n;
}

static int kind_for_name(Variant *v, const char *name)
{
    int k = variant_find_kind(v, name);
    if (k >= 0 || !v->sym.auto_kinds)
        return k;
    k = variant_add_kind(v, name);
    if (k >= 0 && v->nkinds > 1) {
        v->kinds[k].program = v->kinds[0].program;
        variant_prepare(v);
    }
    return k;
}

/* The castling king of `c`: its square, or false. */
static bool castling_king(const Variant *v, const Position *pos, Color c, int *king_file, int *king_rank)
{
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++) {
            Piece p = pos->board[sq_make(f, r)];
            if (p && piece_color(p) == c && v->kinds[piece_kind(p)].castling) {
                *king_file = f;
                *king_rank = r;
                return true;
            }
        }
    return false;
}

/* X-FEN and Shredder-FEN: a file letter names the partner (A-P White, a-p Black), for a
 * Chess960 rook that is not the outermost one. */
static bool setup_castling_file(const Variant *v, Position *pos, Color c, int file)
{
    int kf, kr;
    if (!castling_king(v, pos, c, &kf, &kr) || file == kf || file >= pos->files)
        return false;
    Piece p = pos->board[sq_make(file, kr)];
    if (!p || piece_color(p) != c || !v->kinds[piece_kind(p)].castling_partner)
        return false;
    int wing = file > kf;
    pos->castle_king[c] = (int16_t)sq_make(kf, kr);
    pos->castle_partner[c][wing] = (int16_t)sq_make(file, kr);
    pos->castling |= (uint8_t)(1 << (c * 2 + wing));
    return true;
}

/* Is the partner castling toward `wing` the outermost one on that side (written K/Q)? */
static bool outermost_partner(const Variant *v, const Position *pos, Color c, int wing)
{
    int ps = pos->castle_partner[c][wing], ks = pos->castle_king[c];
    if (ps < 0 || ks < 0)
        return true;
    int step = wing == 0 ? -1 : 1;
    for (int f = sq_file((Square)ps) + step; f >= 0 && f < pos->files; f += step) {
        Piece p = pos->board[sq_make(f, sq_rank((Square)ks))];
        if (p && piece_color(p) == c && v->kinds[piece_kind(p)].castling_partner)
            return false;
    }
    return true;
}

static bool set_gate(Position *pos, Color c, int file)
{
    if (file < 0 || file >= pos->files)
        return false;
    pos->gates[c] |= (uint16_t)(1u << file);
    return true;
}

/* S-chess: a castling right carries the gating rights of the king's and the rook's squares. */
static void gates_of_castling(Position *pos)
{
    for (int c = 0; c < 2; c++)
        for (int wing = 0; wing < 2; wing++)
            if (pos->castling & (1 << (c * 2 + wing))) {
                pos->gates[c] |= (uint16_t)(1u << sq_file((Square)pos->castle_king[c]));
                pos->gates[c] |= (uint16_t)(1u << sq_file((Square)pos->castle_partner[c][wing]));
            }
}

/* Finds the castling king of `c`, and the outermost partner toward `wing`. */
static void setup_castling(const Variant *v, Position *pos, Color c, int wing)
{
    int king_rank = -1, king_file = -1;
    for (int r = 0; r < pos->ranks && king_rank < 0; r++)
        for (int f = 0; f < pos->files; f++) {
            Piece p = pos->board[sq_make(f, r)];
            if (p && piece_color(p) == c && v->kinds[piece_kind(p)].castling) {
                king_rank = r;
                king_file = f;
                break;
            }
        }
    if (king_rank < 0)
        return;
    int step = wing == 0 ? -1 : 1;
    int outer = -1;
    for (int f = king_file + step; f >= 0 && f < pos->files; f += step) {
        Piece p = pos->board[sq_make(f, king_rank)];
        if (p && piece_color(p) == c && v->kinds[piece_kind(p)].castling_partner)
            outer = f;
    }
    if (outer < 0)
        return;
    pos->castle_king[c] = (int16_t)sq_make(king_file, king_rank);
    pos->castle_partner[c][wing] = (int16_t)sq_make(outer, king_rank);
    pos->castling |= (uint8_t)(1 << (c * 2 + wing));
}

/* Pass 1: the size of the placement, every rank the same length. */
static bool fen_measure(const char *fen, int *files_out, int *ranks_out, const char *where, DiagSink *diags)
{
    const char *p = fen;
    int ranks = 0, files = -1, cur = 0;
    /* the first rank whose length differs: listed top first, so its number is known
     * only once every rank has been counted */
    int bad_index = -1, bad_col = 0, bad_len = 0;
    for (;; p++) {
        int col = (int)(p - fen) + 1;
        if (*p == '/' || *p == ' ' || *p == '\0') {
            if (files < 0) {
                files = cur;
            } else if (cur != files && bad_index < 0) {
                bad_index = ranks;
                bad_col = col;
                bad_len = cur;
            }
            ranks++;
            cur = 0;
            if (*p != '/')
                break;
        } else if (isdigit((unsigned char)*p)) {
            int n = read_count(&p);
            if (n < 1 || n > CSM_MAX_BOARD)
                FEN_ERROR(col, "empty-square count %d is out of range", n);
            cur += n;
        } else if (*p == '[') {
            const char *close = strchr(p, ']');
            if (!close)
                FEN_ERROR(col, "'[' without ']'");
            if (!is_hand(p, close))
                cur++;
            p = close;
        } else if (isalpha((unsigned char)*p) || *p == '*') { /* a piece, or a wall */
            cur++;
        } else if (*p == '+' || *p == '~') {
            /* marks of a promoted piece: +P (shogi), Q~ (crazyhouse) */
        } else {
            FEN_ERROR(col, "unexpected character '%c' in the placement", *p);
        }
    }
    if (bad_index >= 0)
        FEN_ERROR(bad_col, "rank %d has %d squares, but rank %d (the top rank, listed first) has %d",
                  ranks - bad_index, bad_len, ranks, files);
    if (files < CSM_MIN_BOARD || files > CSM_MAX_BOARD || ranks < CSM_MIN_BOARD || ranks > CSM_MAX_BOARD)
        FEN_ERROR(1, "the board is %dx%d; boards are 1x1 to 16x16", files, ranks);
    *files_out = files;
    *ranks_out = ranks;
    return true;
}

/* The pieces in hand, `[QNnp]` right after the last rank (letters, upper case White;
 * `-` or nothing for none), as Fairy-Stockfish and lichess write them. */
static bool fen_hand(Variant *v, const char *p, const char *close, Position *pos, int col, const char *where,
                     DiagSink *diags)
{
    for (const char *c = p + 1; c < close; c++) {
        if (*c == '-')
            continue;
        int kind = isalpha((unsigned char)*c) ? variant_kind_by_letter(v, (char)tolower((unsigned char)*c)) : -1;
        if (kind < 0)
            FEN_ERROR(col + (int)(c - p), "no piece has the letter '%c' (in the hand)", *c);
        Color color = isupper((unsigned char)*c) ? WHITE : BLACK;
        if (pos->hand[color][kind] == 255)
            FEN_ERROR(col + (int)(c - p), "more than 255 pieces of one kind in hand");
        pos_hand_add(pos, color, kind, +1);
    }
    return true;
}

/* The kind `+X` names: the promoted form of X's kind (a kind that demotes to it). */
static int promoted_kind_of(const Variant *v, int base)
{
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].demotes_to == base && !v->kinds[k].letter)
            return k;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].demotes_to == base)
            return k;
    return -1;
}

/* The kind `X~` names: a promoted kind written with the letter X. */
static int tilde_kind_of(const Variant *v, char letter)
{
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].letter == letter && v->kinds[k].demotes_to >= 0)
            return k;
    return -1;
}

/* Pass 2: the pieces, top rank first; *rest is left after the placement. */
static bool fen_place(Variant *v, const char *fen, Position *pos, const char **rest, const char *where,
                      DiagSink *diags)
{
    int ranks = pos->ranks;
    const char *p;
    int rank = ranks - 1, file = 0;
    for (p = fen; *p && *p != ' '; p++) {
        int col = (int)(p - fen) + 1;
        if (*p == '/') {
            rank--;
            file = 0;
            continue;
        }
        if (isdigit((unsigned char)*p)) {
            file += read_count(&p);
            continue;
        }
        int kind;
        Color color;
        if (*p == '[' && is_hand(p, strchr(p, ']'))) {
            const char *close = strchr(p, ']');
            if (!fen_hand(v, p, close, pos, col, where, diags))
                return false;
            p = close;
            continue;
        }
        if (*p == '~')
            continue; /* read with the letter before it */
        if (*p == '*') { /* a wall, as Fairy-Stockfish writes it: a square nobody may enter */
            if (rank < 0 || file >= pos->files)
                FEN_ERROR(col, "too many squares");
            Square s = sq_make(file, rank);
            pos->walls[s >> 6] |= (uint64_t)1 << (s & 63);
            pos->has_walls = 1;
            file++;
            continue;
        }
        bool promoted = *p == '+';
        if (promoted && !isalpha((unsigned char)p[1]))
            FEN_ERROR(col, "'+' must come before a piece letter (+P: a promoted pawn)");
        if (promoted)
            p++;
        if (*p == '[') {
            const char *close = strchr(p, ']');
            char name[64];
            int len = (int)(close - p - 1);
            if (len < 3 || len >= (int)sizeof name || (p[1] != 'w' && p[1] != 'b') || p[2] != ':')
                FEN_ERROR(col, "expected [w:name] or [b:name]");
            memcpy(name, p + 3, (size_t)(len - 2));
            name[len - 2] = '\0';
            color = p[1] == 'w' ? WHITE : BLACK;
            kind = kind_for_name(v, name);
            if (kind < 0)
                FEN_ERROR(col, "unknown piece '%s'", name);
            p = close;
        } else {
            color = isupper((unsigned char)*p) ? WHITE : BLACK;
            char letter = (char)tolower((unsigned char)*p);
            kind = variant_kind_by_letter(v, letter);
            if (kind < 0)
                FEN_ERROR(col, "no piece has the letter '%c'", *p);
            if (p[1] == '~') {
                kind = tilde_kind_of(v, letter);
                if (kind < 0)
                    FEN_ERROR(col, "no promoted piece is written %c~ in this variant", *p);
            }
        }
        if (promoted) {
            kind = promoted_kind_of(v, kind);
            if (kind < 0)
                FEN_ERROR(col, "no piece is the promoted form of '%c' in this variant", *p);
        }
        if (rank < 0 || file >= pos->files)
            FEN_ERROR(col, "too many squares");
        pos_put(pos, sq_make(file, rank), piece_make(kind, color));
        file++;
    }
    *rest = p;
    return true;
}

/* The en-passant field: the square is the first one the piece passed. */
static bool fen_en_passant(Variant *v, const char *ep, Position *pos, const char *where, DiagSink *diags)
{
    int files = pos->files, ranks = pos->ranks;
    if (strcmp(ep, "-") != 0) {
        Square s;
        int used = square_parse(ep, files, ranks, &s);
        if (!used || ep[used])
            FEN_ERROR(0, "en passant square '%s' is not a square of this board", ep);
        /* The square is the first one the piece passed. The piece stands further on,
         * away from the side to move: straight on (a double or triple step), else along a
         * diagonal (Berolina), past empty squares; the first line that ends on an enemy
         * en-passant piece counts (straight on, any enemy one rank beyond, as always). */
        int dy = pos->side == WHITE ? -1 : 1;
        static const int dxs[3] = {0, -1, 1};
        for (int d = 0; d < 3 && pos->ep_square < 0 && !pos->board[s]; d++) {
            int f = sq_file(s) + dxs[d], r = sq_rank(s) + dy;
            while (f >= 0 && f < files && r >= 0 && r < ranks && !pos->board[sq_make(f, r)]) {
                f += dxs[d];
                r += dy;
            }
            if (f < 0 || f >= files || r < 0 || r >= ranks)
                continue;
            Square victim = sq_make(f, r);
            Piece vp = pos->board[victim];
            bool adjacent_straight = d == 0 && r == sq_rank(s) + dy;
            if (piece_color(vp) != pos->side && (adjacent_straight || v->kinds[piece_kind(vp)].ep_victim)) {
                pos->ep_square = (int16_t)s;
                pos->ep_victim = (int16_t)victim;
            }
        }
    }
    return true;
}

/* `W+B` (Fairy-Stockfish: checks each side has still to give) or, with `plus_first`,
 * `+W+B` (lichess: checks each side has given). */
static bool check_pair(const char *text, bool plus_first, int *w, int *b)
{
    char tail;
    if (plus_first)
        return sscanf(text, "+%d+%d%c", w, b, &tail) == 2 && *w >= 0 && *b >= 0 && *w <= 255 && *b <= 255;
    return isdigit((unsigned char)text[0]) && sscanf(text, "%d+%d%c", w, b, &tail) == 2 && *w >= 0 && *b >= 0 &&
           *w <= 255 && *b <= 255;
}

/* Checks remaining become checks given: the variant's victory says how many win. */
static bool remaining_checks(const Variant *v, Position *pos, int w, int b, const char *text, const char *where,
                             DiagSink *diags)
{
    int need[2] = {cond_set_check_target(v->victory, WHITE), cond_set_check_target(v->victory, BLACK)};
    if (!need[WHITE] || !need[BLACK])
        FEN_ERROR(0, "'%s' counts the checks each side has still to give, but no victory condition of this "
                     "variant counts checks", text);
    if (w > need[WHITE] || b > need[BLACK])
        FEN_ERROR(0, "'%s': at most %d+%d checks remain in this variant", text, need[WHITE], need[BLACK]);
    pos->checks[WHITE] = (uint8_t)(need[WHITE] - w);
    pos->checks[BLACK] = (uint8_t)(need[BLACK] - b);
    return true;
}

/* Side to move, castling, en passant and the two counters; *rest is left on the
 * extensions (vars=, checks=). */
static bool fen_fields(Variant *v, const char *fen, const char **rest, Position *pos, const char *where,
                       DiagSink *diags)
{
    const char *p = *rest;
    char field[6][64];
    int nf = 0;
    while (*p == ' ')
        p++;
    while (*p && nf < 5 && strncmp(p, "vars=", 5) != 0 && strncmp(p, "checks=", 7) != 0 && *p != '+') {
        int len = 0;
        while (p[len] && p[len] != ' ')
            len++;
        if (len >= 64)
            FEN_ERROR((int)(p - fen) + 1, "field too long");
        memcpy(field[nf], p, (size_t)len);
        field[nf][len] = '\0';
        p += len;
        while (*p == ' ')
            p++;
        int w, b;
        if (check_pair(field[nf], false, &w, &b)) { /* Fairy-Stockfish: checks remaining */
            if (!remaining_checks(v, pos, w, b, field[nf], where, diags))
                return false;
            continue;
        }
        nf++;
    }
    /* Fairy-Stockfish's short forms leave out castling and en passant before the
     * counters: `w 0 1`, `w - 0 1` */
    for (int slot = 1; slot <= 2; slot++)
        if (nf > slot && nf < 5 && field[slot][0] && strspn(field[slot], "0123456789") == strlen(field[slot])) {
            for (int i = nf - 1; i >= slot; i--)
                memcpy(field[i + 1], field[i], sizeof field[i]);
            strcpy(field[slot], "-");
            nf++;
        }
    const char *side = nf > 0 ? field[0] : "w";
    if (strcmp(side, "w") == 0)
        pos->side = WHITE;
    else if (strcmp(side, "b") == 0)
        pos->side = BLACK;
    else
        FEN_ERROR(0, "side to move must be 'w' or 'b', not '%s'", side);
    /* no castling field: none, as Fairy-Stockfish and python-chess read `... w`; a bare
     * board with no field at all (a variant's setup written so) gets every right the
     * pieces allow */
    const char *castle = nf > 1 ? field[1] : nf == 0 ? "KQkq" : "-";
    if (strcmp(castle, "-") != 0)
        for (const char *c = castle; *c; c++) {
            switch (*c) {
            case 'K': setup_castling(v, pos, WHITE, 1); break;
            case 'Q': setup_castling(v, pos, WHITE, 0); break;
            case 'k': setup_castling(v, pos, BLACK, 1); break;
            case 'q': setup_castling(v, pos, BLACK, 0); break;
            default:
                if (v->rules.gating && set_gate(pos, isupper((unsigned char)*c) ? WHITE : BLACK,
                                                tolower((unsigned char)*c) - 'a'))
                    break; /* S-chess: a file where a piece may still be gated */
                if (isupper((unsigned char)*c) && setup_castling_file(v, pos, WHITE, *c - 'A'))
                    break;
                if (islower((unsigned char)*c) && setup_castling_file(v, pos, BLACK, *c - 'a'))
                    break;
                FEN_ERROR(0, "castling rights must be made of K, Q, k, q, the files of castling partners "
                             "(Chess960: HAha) or be '-', not '%s'", castle);
            }
        }
    if (v->rules.gating)
        gates_of_castling(pos);
    const char *ep = nf > 2 ? field[2] : "-";
    if (v->rules.counting && ep[0] && strspn(ep, "0123456789") == strlen(ep)) {
        /* makruk: Fairy-Stockfish writes the counting limit where the en-passant square goes */
        long limit = strtol(ep, NULL, 10);
        if (limit > 60000)
            FEN_ERROR(0, "the counting limit must be a number up to 60000, not '%s'", ep);
        pos->count_limit = (uint16_t)limit;
        ep = "-";
    }
    if (!fen_en_passant(v, ep, pos, where, diags))
        return false;
    for (int i = 3; i < 5; i++) {
        if (nf <= i)
            break;
        char *end;
        long n = strtol(field[i], &end, 10);
        if (*end || n < 0 || n > 60000)
            FEN_ERROR(0, "%s must be a number, not '%s'", i == 3 ? "the halfmove clock" : "the move number",
                      field[i]);
        if (i == 3)
            pos->halfmove = (uint16_t)n;
        else
            pos->fullmove = (uint16_t)(n < 1 ? 1 : n);
    }
    if (pos->count_limit) { /* ... and the plies counted where the halfmove clock goes */
        pos->count_ply = pos->halfmove;
        pos->halfmove = 0;
    }
    *rest = p;
    return true;
}

/* The extensions after the standard fields: game variables and checks given. */
static bool fen_extensions(Variant *v, const char *p, Position *pos, const char *where, DiagSink *diags)
{
    while (*p) {
        int len = 0;
        while (p[len] && p[len] != ' ')
            len++;
        char ext[256];
        if (len >= (int)sizeof ext)
            FEN_ERROR(0, "field too long");
        memcpy(ext, p, (size_t)len);
        ext[len] = '\0';
        p += len;
        while (*p == ' ')
            p++;
        if (strncmp(ext, "vars=", 5) == 0) {
            char *item = ext + 5;
            while (*item) {
                char *comma = strchr(item, ',');
                if (comma)
                    *comma = '\0';
                char *colon = strchr(item, ':');
                if (!colon)
                    FEN_ERROR(0, "vars: expected key:n, got '%s'", item);
                *colon = '\0';
                if (!item[0])
                    FEN_ERROR(0, "vars: a value without a name ('%s')", colon + 1);
                char *end;
                errno = 0;
                long n = strtol(colon + 1, &end, 10);
                if (*end || colon[1] == '\0')
                    FEN_ERROR(0, "vars: '%s' is not a number", colon + 1);
                if (errno == ERANGE || n < INT32_MIN || n > INT32_MAX)
                    FEN_ERROR(0, "vars: %s:%s is out of range (-2147483648 to 2147483647)", item, colon + 1);
                int var = csm_symbols_var(&v->sym, item, true);
                if (var < 0)
                    FEN_ERROR(0, "vars: too many variables");
                pos->vars[var] = (int32_t)n;
                if (!comma)
                    break;
                item = comma + 1;
            }
        } else if (ext[0] == '+') {
            int w, b;
            if (!check_pair(ext, true, &w, &b))
                FEN_ERROR(0, "checks: expected +W+B (checks given, as lichess writes them), got '%s'", ext);
            pos->checks[WHITE] = (uint8_t)w;
            pos->checks[BLACK] = (uint8_t)b;
        } else if (strncmp(ext, "checks=", 7) == 0) {
            int w, b;
            char tail;
            if (sscanf(ext + 7, "%d,%d%c", &w, &b, &tail) != 2 || w < 0 || b < 0 || w > 255 || b > 255)
                FEN_ERROR(0, "checks: expected checks=W,B, got '%s'", ext);
            pos->checks[WHITE] = (uint8_t)w;
            pos->checks[BLACK] = (uint8_t)b;
        } else {
            FEN_ERROR(0, "unknown field '%s' (expected vars=..., checks=W,B or +W+B)", ext);
        }
    }
    return true;
}

bool fen_parse(Variant *v, const char *fen, Position *pos, const char *where, DiagSink *diags)
{
    if (!fen)
        fen = "";
    while (*fen == ' ')
        fen++;
    int files = 0, ranks = 0;
    if (!fen_measure(fen, &files, &ranks, where, diags))
        return false;
    pos_init(pos, files, ranks);
    const char *p;
    if (!fen_place(v, fen, pos, &p, where, diags) || !fen_fields(v, fen, &p, pos, where, diags) ||
        !fen_extensions(v, p, pos, where, diags))
        return false;
    rules_drop_idle_ep(v, pos);
    rules_note_royals(v, pos);
    pos->hash = pos_compute_hash(pos);
    return true;
}

bool fen_fits_variant(const Variant *v, const Position *pos, const char *where, DiagSink *diags)
{
    if (pos->files == v->files && pos->ranks == v->ranks)
        return true;
    return fen_fail(diags, where, 1, "the board is %dx%d; this variant's is %dx%d", pos->files, pos->ranks, v->files,
                    v->ranks);
}

void fen_write(const Variant *v, const Position *pos, char *buf, size_t size)
{
    fen_write_style(v, pos, FEN_STYLE_CHESSEMBLY, buf, size);
}

void fen_write_style(const Variant *v, const Position *pos, FenStyle style, char *buf, size_t size)
{
    size_t n = 0;
#define PUT(...) \
    do { \
        int w_ = snprintf(buf + n, n < size ? size - n : 0, __VA_ARGS__); \
        if (w_ > 0) \
            n += (size_t)w_; \
    } while (0)
    for (int r = pos->ranks - 1; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < pos->files; f++) {
            Piece p = pos->board[sq_make(f, r)];
            bool wall = pos->has_walls && pos_is_wall(pos, sq_make(f, r));
            if (!p && !wall) {
                empty++;
                continue;
            }
            if (empty)
                PUT("%d", empty);
            empty = 0;
            if (wall) {
                PUT("*");
                continue;
            }
            const PieceKind *k = &v->kinds[piece_kind(p)];
            bool white = piece_color(p) == WHITE;
            const PieceKind *base = k->demotes_to >= 0 ? &v->kinds[k->demotes_to] : NULL;
            if (k->letter)
                PUT("%c%s", white ? toupper((unsigned char)k->letter) : k->letter, base ? "~" : "");
            else if (base && base->letter) /* a promoted form: +P */
                PUT("+%c", white ? toupper((unsigned char)base->letter) : base->letter);
            else
                PUT("[%c:%s]", white ? 'w' : 'b', k->name);
        }
        if (empty)
            PUT("%d", empty);
        if (r)
            PUT("/");
    }
    if (v->rules.hands || pos->hand_total[WHITE] || pos->hand_total[BLACK]) {
        PUT("[");
        for (int c = 0; c < 2; c++)
            for (int kind = v->nkinds - 1; kind >= 0; kind--) /* as Fairy-Stockfish: QRBNP */
                for (int i = 0; i < pos->hand[c][kind] && v->kinds[kind].letter; i++)
                    PUT("%c", c == WHITE ? toupper((unsigned char)v->kinds[kind].letter) : v->kinds[kind].letter);
        PUT("]");
    }
    PUT(" %c ", pos->side == WHITE ? 'w' : 'b');
    if (!pos->castling && !pos->gates[WHITE] && !pos->gates[BLACK])
        PUT("-");
    /* K/Q for the outermost partner, its file otherwise (X-FEN, as Chess960 needs); then
     * S-chess's gating files that no castling right carries (FSF: KQBCDFGkqbcdfg) */
    static const char *const WING_LETTERS[2] = {"QK", "qk"};
    for (int c = 0; c < 2; c++) {
        uint16_t implied = 0;
        for (int wing = 1; wing >= 0; wing--) {
            if (!(pos->castling & (1 << (c * 2 + wing))))
                continue;
            implied |= (uint16_t)((1u << sq_file((Square)pos->castle_king[c])) |
                                  (1u << sq_file((Square)pos->castle_partner[c][wing])));
            /* Shredder's files, but where files are gating rights (S-chess) */
            bool files = style == FEN_STYLE_SHREDDER && !v->rules.gating;
            /* the eleventh file's letter (k, K) reads as a wing: a partner there came from
             * that wing's letter (the reader never takes it as a file), so write the wing */
            if (files && sq_file((Square)pos->castle_partner[c][wing]) == 'k' - 'a')
                files = false;
            if (!files && outermost_partner(v, pos, (Color)c, wing))
                PUT("%c", WING_LETTERS[c][wing]);
            else
                PUT("%c", (c == WHITE ? 'A' : 'a') + sq_file((Square)pos->castle_partner[c][wing]));
        }
        for (int f = 0; f < pos->files; f++)
            if (((pos->gates[c] & ~implied) >> f) & 1)
                PUT("%c", (c == WHITE ? 'A' : 'a') + f);
    }
    if (pos->count_limit) {
        PUT(" %d", pos->count_limit);
    } else if (pos->ep_square >= 0) {
        char s[4];
        square_name((Square)pos->ep_square, s);
        PUT(" %s", s);
    } else {
        PUT(" -");
    }
    bool counts = pos->checks[0] || pos->checks[1] || v->tracks_checks;
    int need_w = cond_set_check_target(v->victory, WHITE), need_b = cond_set_check_target(v->victory, BLACK);
    /* checks still to give (Fairy-Stockfish's and python-chess's form, which ours writes
     * too), which a count past the target (a FEN may say so) cannot be */
    bool fsf_checks = style != FEN_STYLE_LICHESS && counts && need_w && need_b && pos->checks[WHITE] <= need_w &&
                      pos->checks[BLACK] <= need_b;
    if (fsf_checks) /* checks still to give, between en passant and the clocks */
        PUT(" %d+%d", need_w > pos->checks[WHITE] ? need_w - pos->checks[WHITE] : 0,
            need_b > pos->checks[BLACK] ? need_b - pos->checks[BLACK] : 0);
    PUT(" %d %d", pos->count_limit ? pos->count_ply : pos->halfmove, pos->fullmove);
    if ((style == FEN_STYLE_LICHESS || (style == FEN_STYLE_FSF && !fsf_checks)) && counts)
        PUT(" +%d+%d", pos->checks[WHITE], pos->checks[BLACK]);
    bool any = false;
    for (int i = 0; i < v->sym.nvars; i++)
        if (pos->vars[i]) {
            PUT("%s%s:%d", any ? "," : " vars=", v->sym.vars[i], (int)pos->vars[i]);
            any = true;
        }
    if (counts && !fsf_checks && (style == FEN_STYLE_CHESSEMBLY || style == FEN_STYLE_SHREDDER))
        PUT(" checks=%d,%d", pos->checks[0], pos->checks[1]);
#undef PUT
}

void fen_board_size(const char *fen, int *files, int *ranks)
{
    int r = 0, f = 0, first = -1;
    for (const char *p = fen; *p && *p != ' '; p++) {
        if (*p == '/') {
            if (first < 0)
                first = f;
            r++;
            f = 0;
        } else if (isdigit((unsigned char)*p)) {
            f += read_count(&p);
        } else if (*p == '[') {
            const char *c = strchr(p, ']');
            if (!c)
                break;
            p = c;
            f++;
        } else {
            f++;
        }
    }
    if (first < 0)
        first = f;
    *files = first < CSM_MIN_BOARD || first > CSM_MAX_BOARD ? 8 : first;
    *ranks = r + 1 < CSM_MIN_BOARD || r + 1 > CSM_MAX_BOARD ? 8 : r + 1;
}
