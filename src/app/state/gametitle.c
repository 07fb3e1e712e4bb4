/* gametitle.c — the header's title (see gametitle.h). */
#include "gametitle.h"

#include "chess960.h"
#include "i18n.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { RANK_MAX = 16 };

/* White's first rank of `pos` as lower-case letters, or false when a square holds no
 * piece with a letter or another side's piece. */
static bool back_rank(const Variant *v, const Position *pos, char out[RANK_MAX + 1])
{
    if (v->files > RANK_MAX)
        return false;
    for (int f = 0; f < v->files; f++) {
        Piece p = pos->board[sq_make(f, 0)];
        if (!p || piece_color(p) != WHITE || !v->kinds[piece_kind(p)].letter)
            return false;
        out[f] = v->kinds[piece_kind(p)].letter;
    }
    out[v->files] = '\0';
    return true;
}

/* Is `rank` (lower case) White's first rank in the setup's FEN (its last rank written)? */
static bool setup_rank_is(const Variant *v, const char *rank)
{
    const char *board_end = v->setup + strcspn(v->setup, " [");
    const char *last = board_end;
    while (last > v->setup && last[-1] != '/')
        last--;
    if (board_end - last != (long)strlen(rank))
        return false;
    for (size_t f = 0; rank[f]; f++)
        if (tolower((unsigned char)last[f]) != rank[f])
            return false;
    return true;
}

long gametitle_chess960_number(const Variant *v, const Game *g)
{
    char rank[RANK_MAX + 1];
    if (!v || !g || !v->setup || !back_rank(v, &g->start, rank))
        return -1;
    long n = chess960_number_in(v, rank);
    /* the variant's own start is no Chess960 game, unless the variant always starts so */
    return n >= 0 && !v->start_960 && setup_rank_is(v, rank) ? -1 : n;
}

void gametitle_text(const Variant *v, const Game *g, char *buf, size_t size)
{
    const char *name = v && v->name ? tr_text(v->name, v->name_ko) : "?";
    long n = gametitle_chess960_number(v, g);
    if (n < 0)
        snprintf(buf, size, "%s", name);
    else if ((v->start_960 && chess960_number_in(v, "rnbqkbnr") >= 0) || !strcmp(v->name, "Standard Chess"))
        snprintf(buf, size, "Chess960 #%ld", n);
    else if (v->start_960) /* another army always shuffled (Capablanca random chess): its own name */
        snprintf(buf, size, "%s #%ld", name, n);
    else
        snprintf(buf, size, "%s · Chess960 #%ld", name, n);
}
