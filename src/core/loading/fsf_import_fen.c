/* fsf_import_fen.c — a start FEN's board as Fairy-Stockfish reads it.
 *
 * Fairy-Stockfish's FEN reader forgives what ours does not: a letter of no piece is
 * skipped (the rank's later pieces move up one square), a rank shorter than the board is
 * filled with empty squares, what stands past the board's last file is dropped, and
 * ranks it is not given stay empty; in the hand, letters of no piece are skipped. An
 * imported start position is the position Fairy-Stockfish plays, so the import reads it
 * the same way and writes it out whole, with a warning saying what was read differently
 * from the text. */
#include "fsf_import_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

typedef struct FenGrid {
    char cell[16][16][4]; /* [rank][file]: "", "*", "x", "+x" */
    char skipped[32];     /* letters of no piece, each once */
    bool uneven;          /* a rank shorter or longer than the board, or ranks missing */
} FenGrid;

static void note_skipped(FenGrid *g, char c)
{
    size_t n = strlen(g->skipped);
    if (!strchr(g->skipped, c) && n + 1 < sizeof g->skipped)
        g->skipped[n] = c;
}

/* How many empty squares a run of digits says; *p is left on its last digit. */
static int empty_run(const char **p)
{
    int n = **p - '0';
    if (isdigit((unsigned char)(*p)[1])) {
        (*p)++;
        n = n * 10 + (**p - '0');
    }
    return n;
}

/* Reads the board part (up to '[' or its end) into `g`; returns where it stopped. */
static const char *read_board(Imp *m, const char *p, FenGrid *g)
{
    int rank = m->ranks - 1, file = 0, ranks_read = 1;
    for (; *p && *p != '['; p++) {
        if (isdigit((unsigned char)*p)) {
            file += empty_run(&p);
        } else if (*p == '/') {
            g->uneven = g->uneven || file != m->files;
            file = 0;
            ranks_read++;
            if (--rank < 0) {
                g->uneven = true; /* more ranks than the board: dropped */
                break;
            }
        } else if (file >= m->files) {
            g->uneven = true; /* past the board's last file: dropped */
        } else if (*p == '*') {
            snprintf(g->cell[rank][file++], 4, "*");
        } else if (*p == '+' && p[1] && imp_piece_by_letter(m, p[1])) {
            snprintf(g->cell[rank][file++], 4, "+%c", p[1]);
            p++;
        } else if (isalpha((unsigned char)*p) && imp_piece_by_letter(m, *p)) {
            bool promoted = p[1] == '~'; /* r~: kept for the rules of the hand */
            snprintf(g->cell[rank][file++], 4, "%c%s", *p, promoted ? "~" : "");
            p += promoted;
        } else if (isalpha((unsigned char)*p)) {
            note_skipped(g, *p);
        }
    }
    if (rank >= 0)
        g->uneven = g->uneven || file != m->files || ranks_read != m->ranks;
    return p;
}

static void write_board(const Imp *m, const FenGrid *g, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    for (int r = m->ranks - 1; r >= 0 && n < size; r--) {
        int empty = 0;
        for (int f = 0; f < m->files && n < size; f++) {
            if (!g->cell[r][f][0]) {
                empty++;
                continue;
            }
            if (empty)
                n += (size_t)snprintf(out + n, size - n, "%d", empty);
            empty = 0;
            if (n < size)
                n += (size_t)snprintf(out + n, size - n, "%s", g->cell[r][f]);
        }
        if (empty && n < size)
            n += (size_t)snprintf(out + n, size - n, "%d", empty);
        if (r && n < size)
            n += (size_t)snprintf(out + n, size - n, "/");
    }
}

/* The hand `[...]` with letters of no piece skipped; "" for an empty hand in a game
 * without drops (Fairy-Stockfish writes `[]` there, and it holds nothing). */
static void read_hand(Imp *m, const char *p, FenGrid *g, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    if (*p != '[')
        return;
    for (p++; *p && *p != ']'; p++) {
        if (isalpha((unsigned char)*p) && !imp_piece_by_letter(m, *p))
            note_skipped(g, *p);
        else if (n + 3 < size)
            out[++n] = *p; /* out[0] is the '[' written below */
    }
    if (n == 0 && !m->piece_drops && !m->gating)
        return;
    out[0] = '[';
    out[n + 1] = ']';
    out[n + 2] = '\0';
}

void imp_fen_board_as_read(Imp *m, char *placement, size_t size, int line)
{
    FenGrid g;
    memset(&g, 0, sizeof g);
    const char *rest = read_board(m, placement, &g);
    char board[INI_TEXT], hand[INI_TEXT];
    write_board(m, &g, board, sizeof board);
    const char *open = strchr(rest, '[');
    read_hand(m, open ? open : "", &g, hand, sizeof hand);
    if (g.skipped[0])
        diag_add(&m->ignored, m->file, line, 0,
                 "startFen: '%s' %s no piece of this variant; Fairy-Stockfish skips %s, and so does the import",
                 g.skipped, strlen(g.skipped) > 1 ? "are" : "is", strlen(g.skipped) > 1 ? "them" : "it");
    if (g.uneven)
        diag_add(&m->ignored, m->file, line, 0,
                 "startFen's board '%s' is not %dx%d: read as Fairy-Stockfish reads it, '%s' (squares not given "
                 "are empty, squares past the board dropped)",
                 placement, m->files, m->ranks, board);
    snprintf(placement, size, "%s%s", board, hand);
}
