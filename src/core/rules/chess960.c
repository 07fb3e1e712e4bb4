/* chess960.c — Chess960 start positions (see chess960.h). */
#include "chess960.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The knights' two squares among the five left, in the standard numbering's order. */
static const int KNIGHTS[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

bool chess960_back_rank(int n, char out[9])
{
    if (n < 0 || n > 959)
        return false;
    memset(out, 0, 9);
    out[(n % 4) * 2 + 1] = 'b'; /* the light-squared bishop: b, d, f or h */
    n /= 4;
    out[(n % 4) * 2] = 'b'; /* the dark-squared one: a, c, e or g */
    n /= 4;
    int q = n % 6, knights = n / 6;
    int free[6], nfree = 0;
    for (int f = 0; f < 8; f++)
        if (!out[f])
            free[nfree++] = f;
    out[free[q]] = 'q';
    nfree = 0;
    for (int f = 0; f < 8; f++)
        if (!out[f])
            free[nfree++] = f;
    out[free[KNIGHTS[knights][0]]] = 'n';
    out[free[KNIGHTS[knights][1]]] = 'n';
    const char *rkr = "rkr";
    for (int f = 0, i = 0; f < 8; f++)
        if (!out[f])
            out[f] = rkr[i++];
    out[8] = '\0';
    return true;
}

int chess960_number(const char *rank)
{
    char lower[9];
    for (int i = 0; i < 8; i++)
        lower[i] = rank[i] ? (char)tolower((unsigned char)rank[i]) : '\0';
    lower[8] = '\0';
    if (strlen(rank) != 8)
        return -1;
    for (int n = 0; n < 960; n++) {
        char r[9];
        chess960_back_rank(n, r);
        if (!strcmp(r, lower))
            return n;
    }
    return -1;
}

/* The FEN field of rank `index` (0 = the top rank) of the placement `fen`: start and length. */
static bool rank_field(const char *fen, int index, const char **start, size_t *len)
{
    const char *p = fen;
    for (int i = 0; i < index; i++) {
        p = strchr(p, '/');
        if (!p)
            return false;
        p++;
    }
    *start = p;
    *len = strcspn(p, "/ [");
    return true;
}

/* Does the 8-letter rank hold the chess army (one king, one queen, two rooks, bishops and
 * knights) in White's letters (`white`) or Black's? */
static bool is_army(const char *r, bool white, const char *want)
{
    int have[26] = {0}, need[26] = {0};
    for (int i = 0; i < 8; i++) {
        if (!isalpha((unsigned char)r[i]) || (white ? !isupper((unsigned char)r[i]) : !islower((unsigned char)r[i])))
            return false;
        have[tolower((unsigned char)r[i]) - 'a']++;
        need[want[i] - 'a']++;
    }
    return memcmp(have, need, sizeof have) == 0;
}

bool chess960_setup(const Variant *v, int n, char *out, size_t size)
{
    char rank[9];
    if (!v->setup || v->files != 8 || !chess960_back_rank(n, rank))
        return false;
    const char *top, *bottom;
    size_t top_len, bottom_len;
    if (!rank_field(v->setup, 0, &top, &top_len) || !rank_field(v->setup, v->ranks - 1, &bottom, &bottom_len) ||
        top_len != 8 || bottom_len != 8)
        return false;
    /* each back rank that holds the chess army (any order) is shuffled; one that does not
     * (Horde's White pawns) stays as it is */
    bool army[2] = {is_army(top, false, rank), is_army(bottom, true, rank)};
    if (!army[0] && !army[1])
        return false;
    /* the placement with the two ranks replaced; castling for the outermost rooks */
    char white[9], black[9];
    for (int i = 0; i < 8; i++) {
        white[i] = army[1] ? (char)toupper((unsigned char)rank[i]) : bottom[i];
        black[i] = army[0] ? rank[i] : top[i];
    }
    white[8] = black[8] = '\0';
    size_t head = (size_t)(top - v->setup);
    const char *mid = top + 8, *tail = bottom + 8;
    const char *fields = strchr(tail, ' ');
    int w = snprintf(out, size, "%.*s%s%.*s%s%.*s w %s - 0 1", (int)head, v->setup, black, (int)(bottom - mid), mid,
                     white, (int)(fields ? (size_t)(fields - tail) : strlen(tail)), tail,
                     army[0] && army[1] ? "KQkq" : army[1] ? "KQ" : "kq");
    return w > 0 && (size_t)w < size;
}
