#include "sfen.h"

#include "fen.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *skip_prefix(const char *s)
{
    while (*s == ' ')
        s++;
    return !strncmp(s, "sfen ", 5) ? s + 5 : s;
}

bool sfen_looks_like(const char *text)
{
    if (!text)
        return false;
    char side[4], hand[128], number[16], extra[2];
    char board[1024];
    int n = sscanf(skip_prefix(text), "%1023s %3s %127s %15s %1s", board, side, hand, number, extra);
    return n == 4 && (!strcmp(side, "b") || !strcmp(side, "w")) && strspn(number, "0123456789") == strlen(number);
}

/* `2P3pS` as `PPpppS`; false at the column of what is not a count or a piece letter. */
static bool expand_hand(const char *hand, size_t len, char *out, size_t size, int *bad)
{
    size_t k = 0;
    if (len == 1 && hand[0] == '-') {
        out[0] = '\0';
        return true;
    }
    for (size_t i = 0; i < len;) {
        int count = 0;
        size_t start = i;
        while (i < len && isdigit((unsigned char)hand[i]) && count < 100)
            count = count * 10 + (hand[i++] - '0');
        if (i == len || !isalpha((unsigned char)hand[i]) || (i > start && count < 1)) {
            *bad = (int)(i < len ? i : start);
            return false;
        }
        for (int c = 0; c < (i > start ? count : 1) && k + 1 < size; c++)
            out[k++] = hand[i];
        i++;
    }
    out[k] = '\0';
    return true;
}

bool sfen_parity_shifted(const char *sfen)
{
    char board[1024], side[4];
    long ply = 0;
    if (sscanf(skip_prefix(sfen), "%1023s %3s %*s %ld", board, side, &ply) != 3)
        return false;
    return (!strcmp(side, "w") && ply % 2 == 1) || (!strcmp(side, "b") && ply % 2 == 0);
}

bool sfen_to_fen(const Variant *v, const char *sfen, char *fen, size_t size, const char *where, DiagSink *diags)
{
    const char *s = skip_prefix(sfen);
    const char *field[4];
    size_t len[4];
    const char *p = s;
    for (int i = 0; i < 4; i++) {
        while (*p == ' ')
            p++;
        if (!*p) {
            diag_add(diags, where, 1, (int)(p - sfen) + 1,
                     "an SFEN has four fields (board, side to move b or w, hands, move number); this one has %d", i);
            return false;
        }
        field[i] = p;
        len[i] = strcspn(p, " ");
        p += len[i];
    }
    int col = (int)(field[1] - sfen) + 1;
    if (len[1] != 1 || (field[1][0] != 'b' && field[1][0] != 'w')) {
        diag_add(diags, where, 1, col, "the side to move is b (Sente) or w (Gote)");
        return false;
    }
    char hand[512];
    int bad = 0;
    if (!expand_hand(field[2], len[2], hand, sizeof hand, &bad)) {
        diag_add(diags, where, 1, (int)(field[2] - sfen) + 1 + bad,
                 "the hands are '-' or counts and piece letters (2P3pS)");
        return false;
    }
    for (const char *c = hand; *c; c++)
        if (variant_kind_by_letter(v, (char)tolower((unsigned char)*c)) < 0) {
            const char *at = memchr(field[2], *c, len[2]);
            diag_add(diags, where, 1, (int)((at ? at : field[2]) - sfen) + 1, "no piece has the letter '%c' (in the hand)",
                     *c);
            return false;
        }
    char *end;
    long ply = strtol(field[3], &end, 10);
    if (end != field[3] + len[3] || ply < 1 || ply > 100000) {
        diag_add(diags, where, 1, (int)(field[3] - sfen) + 1, "the move number is a whole number from 1");
        return false;
    }
    char side = field[1][0] == 'b' ? 'w' : 'b'; /* Sente is our White */
    /* a shifted count (sfen_parity_shifted) takes the fullmove that sfen_write, one behind, gives back */
    long fullmove = sfen_parity_shifted(sfen) ? ply / 2 + 1 : (ply + 1) / 2;
    snprintf(fen, size, "%.*s[%s] %c - - 0 %ld", (int)len[0], field[0], hand, side, fullmove);
    return true;
}

void sfen_write(const Variant *v, const Position *pos, char *buf, size_t size)
{
    char fen[4096];
    fen_write(v, pos, fen, sizeof fen);
    size_t board = strcspn(fen, "[ ");
    /* shogi's order in hand: rook, bishop, gold, silver, knight, lance, pawn; then others */
    static const char order[] = "rbgsnlp";
    char hands[256] = "";
    size_t k = 0;
    /* Sente's then Gote's, each in that order, then any other kind */
    for (int c = WHITE; c <= BLACK; c++) {
        for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i < (pass ? v->nkinds : (int)strlen(order)); i++) {
                int kind = pass ? i : variant_kind_by_letter(v, order[i]);
                if (kind < 0 || (pass && v->kinds[kind].letter && strchr(order, v->kinds[kind].letter)))
                    continue;
                int count = pos->hand[c][kind];
                char letter = v->kinds[kind].letter;
                if (!count || !letter || k + 8 >= sizeof hands)
                    continue;
                if (count > 1)
                    k += (size_t)snprintf(hands + k, sizeof hands - k, "%d", count);
                hands[k++] = c == WHITE ? (char)toupper((unsigned char)letter) : letter;
                hands[k] = '\0';
            }
    }
    int ply = ((pos->fullmove ? pos->fullmove : 1) - 1) * 2 + (pos->side == BLACK) + 1 - pos->sfen_ply_shift;
    snprintf(buf, size, "%.*s %c %s %d", (int)board, fen, pos->side == WHITE ? 'b' : 'w', k ? hands : "-", ply);
}
