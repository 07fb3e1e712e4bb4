/* chess960.c — Chess960 start positions on any width (see chess960.h). */
#include "chess960.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { MAX_FILES = 16 };

/* C(n, k), small n. */
static long choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    long c = 1;
    for (int i = 1; i <= k; i++)
        c = c * (n - k + i) / i;
    return c;
}

/* The army's groups: the letters other than b, k and r, each with its count, those that
 * stand once first (in the order the army names them), then the others (chess: the
 * queen, then the knights: Scharnagl's order). */
static int army_groups(const char *army, char letter[MAX_FILES], int count[MAX_FILES])
{
    int n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (const char *c = army; *c; c++) {
            if (*c == 'b' || *c == 'k' || *c == 'r' || memchr(letter, *c, (size_t)n))
                continue;
            int k = 0;
            for (const char *d = army; *d; d++)
                k += *d == *c;
            if ((k == 1) == (pass == 0))
                letter[n] = *c, count[n++] = k;
        }
    return n;
}

/* Is `army` (lower case) one we shuffle: two bishops, a king and two rooks, the rest
 * letters, on 16 files at most? */
static bool army_ok(const char *army)
{
    size_t w = strlen(army);
    int b = 0, k = 0, r = 0;
    for (const char *c = army; *c; c++) {
        if (!islower((unsigned char)*c))
            return false;
        b += *c == 'b', k += *c == 'k', r += *c == 'r';
    }
    return w >= 5 && w <= MAX_FILES && b == 2 && k == 1 && r == 2;
}

long chess960_count_of(const char *army)
{
    if (!army_ok(army))
        return 0;
    int w = (int)strlen(army), free = w - 2;
    long n = (long)(w / 2) * ((w + 1) / 2); /* a bishop on each colour */
    char letter[MAX_FILES];
    int count[MAX_FILES];
    int groups = army_groups(army, letter, count);
    for (int g = 0; g < groups; g++) {
        n *= choose(free, count[g]);
        free -= count[g];
    }
    return n;
}

/* The `index`-th (0-based) set of `k` squares among the free ones (`out[f] == 0`), in
 * lexicographic order, takes the letter `c`. */
static void place_group(char *out, int w, long index, int k, char c)
{
    int free[MAX_FILES], nfree = 0;
    for (int f = 0; f < w; f++)
        if (!out[f])
            free[nfree++] = f;
    for (int i = 0, from = 0; i < k; i++)
        for (int j = from; j < nfree; j++) {
            long below = choose(nfree - j - 1, k - i - 1); /* the sets with free[j] the next */
            if (index < below) {
                out[free[j]] = c;
                from = j + 1;
                break;
            }
            index -= below;
        }
}

bool chess960_shuffle(const char *army, long n, char *out)
{
    long total = chess960_count_of(army);
    if (n < 0 || n >= total)
        return false;
    int w = (int)strlen(army);
    memset(out, 0, (size_t)w + 1);
    int light = w / 2, dark = (w + 1) / 2; /* a1 is dark: the light squares are b, d, ... */
    out[(n % light) * 2 + 1] = 'b';
    n /= light;
    out[(n % dark) * 2] = 'b';
    n /= dark;
    char letter[MAX_FILES];
    int count[MAX_FILES];
    int groups = army_groups(army, letter, count);
    int free = w - 2;
    for (int g = 0; g < groups; g++) {
        long ways = choose(free, count[g]);
        place_group(out, w, n % ways, count[g], letter[g]);
        n /= ways;
        free -= count[g];
    }
    const char *rkr = "rkr"; /* the king between the rooks, in the three squares left */
    for (int f = 0, i = 0; f < w; f++)
        if (!out[f])
            out[f] = rkr[i++];
    return true;
}

/* The lexicographic index of the squares holding `c` among the free ones (`taken[f]`
 * false), as place_group counts them; they are taken then. -1 when the count is not `k`. */
static long group_index(const char *rank, bool *taken, int w, int k, char c)
{
    int free[MAX_FILES], nfree = 0;
    for (int f = 0; f < w; f++)
        if (!taken[f])
            free[nfree++] = f;
    long index = 0;
    int i = 0;
    for (int j = 0; j < nfree; j++) {
        if (rank[free[j]] == c) {
            taken[free[j]] = true;
            i++;
        } else if (i < k) {
            index += choose(nfree - j - 1, k - i - 1); /* the sets with free[j] the next come first */
        }
    }
    return i == k ? index : -1;
}

long chess960_number_of(const char *army, const char *rank)
{
    if (!chess960_count_of(army) || strlen(rank) != strlen(army))
        return -1;
    int w = (int)strlen(army), light = w / 2, dark = (w + 1) / 2;
    char r[MAX_FILES + 1];
    for (int f = 0; f <= w; f++)
        r[f] = (char)tolower((unsigned char)rank[f]);
    bool taken[MAX_FILES] = {false};
    int bishop[2] = {-1, -1}; /* on a light square, on a dark one */
    for (int f = 0; f < w; f++)
        if (r[f] == 'b') {
            if (bishop[f % 2 == 1 ? 0 : 1] >= 0)
                return -1; /* both on one colour */
            bishop[f % 2 == 1 ? 0 : 1] = f / 2;
            taken[f] = true;
        }
    if (bishop[0] < 0 || bishop[1] < 0)
        return -1;
    char letter[MAX_FILES];
    int count[MAX_FILES];
    int groups = army_groups(army, letter, count), free = w - 2;
    long n = 0, radix = 1;
    n += bishop[0] * radix, radix *= light;
    n += bishop[1] * radix, radix *= dark;
    for (int g = 0; g < groups; g++) {
        long index = group_index(r, taken, w, count[g], letter[g]);
        if (index < 0)
            return -1;
        n += index * radix;
        radix *= choose(free, count[g]);
        free -= count[g];
    }
    const char *rkr = "rkr";
    for (int f = 0, i = 0; f < w; f++)
        if (!taken[f] && r[f] != rkr[i++])
            return -1;
    return n;
}

bool chess960_back_rank(int n, char out[9]) { return chess960_shuffle("rnbqkbnr", n, out); }

int chess960_number(const char *rank) { return strlen(rank) == 8 ? (int)chess960_number_of("rnbqkbnr", rank) : -1; }

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

/* Does the rank of `len` letters hold the army (as a multiset) in White's letters
 * (`white`) or Black's? */
static bool is_army(const char *r, size_t len, bool white, const char *army)
{
    int have[26] = {0}, need[26] = {0};
    if (len != strlen(army))
        return false;
    for (size_t i = 0; i < len; i++) {
        if (!isalpha((unsigned char)r[i]) || (white ? !isupper((unsigned char)r[i]) : !islower((unsigned char)r[i])))
            return false;
        have[tolower((unsigned char)r[i]) - 'a']++;
        need[army[i] - 'a']++;
    }
    return memcmp(have, need, sizeof have) == 0;
}

/* The army of `v`'s setup: White's first rank in lower case, or Black's when White's is
 * no army (Horde's pawns); "" when neither is. */
static void setup_army(const Variant *v, const char **top, const char **bottom, size_t *width, char army[MAX_FILES + 1])
{
    size_t top_len = 0, bottom_len = 0;
    army[0] = '\0';
    if (!v->setup || v->files > MAX_FILES || !rank_field(v->setup, 0, top, &top_len) ||
        !rank_field(v->setup, v->ranks - 1, bottom, &bottom_len) || top_len != (size_t)v->files ||
        bottom_len != (size_t)v->files)
        return;
    *width = (size_t)v->files;
    for (int pick = 0; pick < 2 && !army[0]; pick++) {
        const char *r = pick ? *top : *bottom;
        for (size_t i = 0; i < *width; i++)
            army[i] = (char)tolower((unsigned char)r[i]);
        army[*width] = '\0';
        if (!army_ok(army) || !is_army(r, *width, !pick, army))
            army[0] = '\0';
    }
}

long chess960_count(const Variant *v)
{
    const char *top, *bottom;
    size_t w = 0;
    char army[MAX_FILES + 1];
    setup_army(v, &top, &bottom, &w, army);
    return army[0] ? chess960_count_of(army) : 0;
}

long chess960_number_in(const Variant *v, const char *rank)
{
    const char *top, *bottom;
    size_t w = 0;
    char army[MAX_FILES + 1];
    setup_army(v, &top, &bottom, &w, army);
    return army[0] && strlen(rank) == w ? chess960_number_of(army, rank) : -1;
}

bool chess960_setup(const Variant *v, long n, char *out, size_t size)
{
    const char *top, *bottom;
    size_t w = 0;
    char army[MAX_FILES + 1], rank[MAX_FILES + 1];
    setup_army(v, &top, &bottom, &w, army);
    if (!army[0] || !chess960_shuffle(army, n, rank))
        return false;
    /* each back rank that holds the army (any order) is shuffled; one that does not
     * (Horde's White pawns) stays as it is */
    bool shuffled[2] = {is_army(top, w, false, army), is_army(bottom, w, true, army)};
    /* the placement with the two ranks replaced; castling for the outermost rooks */
    char white[MAX_FILES + 1], black[MAX_FILES + 1];
    for (size_t i = 0; i < w; i++) {
        white[i] = shuffled[1] ? (char)toupper((unsigned char)rank[i]) : bottom[i];
        black[i] = shuffled[0] ? rank[i] : top[i];
    }
    white[w] = black[w] = '\0';
    size_t head = (size_t)(top - v->setup);
    const char *mid = top + w, *tail = bottom + w;
    const char *fields = strchr(tail, ' ');
    int written = snprintf(out, size, "%.*s%s%.*s%s%.*s w %s - 0 1", (int)head, v->setup, black, (int)(bottom - mid),
                           mid, white, (int)(fields ? (size_t)(fields - tail) : strlen(tail)), tail,
                           shuffled[0] && shuffled[1] ? "KQkq" : shuffled[1] ? "KQ" : "kq");
    return written > 0 && (size_t)written < size;
}
