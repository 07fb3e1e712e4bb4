/* ride_sets.c — the tables of ride_sets.h and the search for their multipliers. */
#include "ride_sets.h"

#include <stdlib.h>

enum { ATTACK_MAX_STEPS_FOR_SETS = 64 }; /* kinds masks among one colour's rides */

static bool on_board(int files, int ranks, int f, int r) { return f >= 0 && r >= 0 && f < files && r < ranks; }

static WideSet one(int bit) { return (WideSet)1 << bit; }

static int count_bits(WideSet x) { return __builtin_popcountll((uint64_t)x) + __builtin_popcountll((uint64_t)(x >> 64)); }

WideSet ride_set_walk_wide(int files, int ranks, const int8_t (*dir)[2], int ndirs, int bit, WideSet occupied)
{
    WideSet reach = 0;
    for (int i = 0; i < ndirs; i++) {
        int dx = dir[i][0], dy = dir[i][1];
        if (!dx && !dy)
            continue;
        for (int f = bit % files + dx, r = bit / files + dy; on_board(files, ranks, f, r); f += dx, r += dy) {
            WideSet b = one(r * files + f);
            reach |= b;
            if (occupied & b)
                break;
        }
    }
    return reach;
}

uint64_t ride_set_walk(int files, int ranks, const int8_t (*dir)[2], int ndirs, int bit, uint64_t occupied)
{
    return (uint64_t)ride_set_walk_wide(files, ranks, dir, ndirs, bit, occupied);
}

/* The squares that can stop one of the rides from `bit`: each ray but its last square. */
static WideSet stop_mask(int files, int ranks, const int8_t (*dir)[2], int ndirs, int bit)
{
    WideSet mask = 0;
    for (int i = 0; i < ndirs; i++) {
        int dx = dir[i][0], dy = dir[i][1];
        if (!dx && !dy)
            continue;
        for (int f = bit % files + dx, r = bit / files + dy; on_board(files, ranks, f + dx, r + dy); f += dx, r += dy)
            mask |= one(r * files + f);
    }
    return mask;
}

int ride_set_bits(int files, int ranks, const int8_t (*dir)[2], int ndirs)
{
    int most = 0;
    for (int bit = 0; bit < files * ranks && files * ranks <= 128; bit++) {
        int n = count_bits(stop_mask(files, ranks, dir, ndirs, bit));
        most = n > most ? n : most;
    }
    return most;
}

static uint64_t next_random(uint64_t *state) /* splitmix64: a fixed sequence, the same tables each load */
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* The subsets of one square's mask and the walk's reach for each (the search's work). */
typedef struct Subsets {
    int count;
    WideSet occ[1 << RIDE_SET_MAX_BITS];
    WideSet reach[1 << RIDE_SET_MAX_BITS];
    uint32_t stamp[1 << (RIDE_SET_MAX_BITS + 2)]; /* trial number that last wrote the entry */
    WideSet table[1 << (RIDE_SET_MAX_BITS + 2)];  /* a trial's entries */
} Subsets;

/* A square's entry for `occ` (ride_set_reach's index, both halves). */
static uint64_t index_of(const RideSquare *q, WideSet occ)
{
    return ((uint64_t)occ * q->magic + (uint64_t)(occ >> 64) * q->magic_hi) >> q->shift;
}

/* Does q's multiplier pair give every subset an entry of its own reach (two subsets may
 * share one only where their reach is the same)? Fills `table` as it goes. */
static bool magic_fits(const Subsets *s, const RideSquare *q, WideSet *table, uint32_t *stamp, uint32_t trial)
{
    for (int i = 0; i < s->count; i++) {
        uint64_t idx = index_of(q, s->occ[i]);
        if (stamp[idx] != trial) {
            stamp[idx] = trial;
            table[idx] = s->reach[i];
        } else if (table[idx] != s->reach[i]) {
            return false;
        }
    }
    return true;
}

/* Finds multipliers for one square (q's masks set), its index of `bits` bits, or more
 * where none turns up soon (a bigger table, found faster); false only past
 * RIDE_SET_MAX_BITS + 2. */
static bool find_magic(Subsets *s, RideSquare *q, int bits, uint64_t *rng)
{
    static const int TRIALS = 200000;
    uint32_t trial = 0;
    for (; bits <= RIDE_SET_MAX_BITS + 2; bits++) {
        for (int i = 0; i < 1 << bits; i++)
            s->stamp[i] = 0;
        q->shift = (uint8_t)(64 - bits);
        for (int t = 0; t < TRIALS; t++) {
            /* sparse multipliers (three draws and-ed) find the 64-bit indexes soonest; the
             * pairs for two halves, denser ones (two draws) */
            q->magic = 0;
            if (q->mask) {
                q->magic = next_random(rng) & next_random(rng);
                q->magic &= q->mask_hi ? ~0ULL : next_random(rng);
            }
            q->magic_hi = q->mask_hi ? next_random(rng) & next_random(rng) : 0;
            if (bits >= 6 && __builtin_popcountll((q->mask * q->magic + q->mask_hi * q->magic_hi) >> (64 - bits)) < bits / 2)
                continue; /* too few of the mask's bits reach the index: it will collide */
            if (magic_fits(s, q, s->table, s->stamp, ++trial))
                return true;
        }
    }
    return false;
}

static void fill_subsets(Subsets *s, int files, int ranks, const int8_t (*dir)[2], int ndirs, int bit, WideSet mask)
{
    WideSet sub = 0;
    s->count = 0;
    do { /* every subset of mask (the carry-rippler walk) */
        s->occ[s->count] = sub;
        s->reach[s->count++] = ride_set_walk_wide(files, ranks, dir, ndirs, bit, sub);
        sub = (sub - mask) & mask;
    } while (sub);
}

/* Room for `more` entries after `used` in the set's table (64- or 128-bit entries). */
static bool grow_table(RideSet *set, size_t *cap, size_t used, size_t more)
{
    if (used + more <= *cap)
        return true;
    size_t grow = *cap ? *cap * 2 : 4096;
    while (grow < used + more)
        grow *= 2;
    void *table = set->wide ? (void *)set->wide_reach : (void *)set->reach;
    void *bigger = realloc(table, grow * (set->wide ? sizeof(WideSet) : sizeof(uint64_t)));
    if (!bigger)
        return false;
    if (set->wide)
        set->wide_reach = bigger;
    else
        set->reach = bigger;
    *cap = grow;
    return true;
}

/* Finds every square's multipliers and fills the set's table; false when out of memory. */
static bool build_squares(RideSet *set, Subsets *s)
{
    uint64_t rng = 0x5EED0F1DE5ULL + (uint64_t)set->files * 131 + (uint64_t)set->ranks;
    size_t cap = 0, used = 0;
    const int8_t(*dir)[2] = (const int8_t(*)[2])set->dir;
    for (int bit = 0; bit < set->files * set->ranks; bit++) {
        WideSet mask = stop_mask(set->files, set->ranks, dir, set->ndirs, bit);
        fill_subsets(s, set->files, set->ranks, dir, set->ndirs, bit, mask);
        RideSquare *q = &set->sq[bit];
        *q = (RideSquare){.mask = (uint64_t)mask, .mask_hi = (uint64_t)(mask >> 64), .offset = (uint32_t)used};
        if (!find_magic(s, q, count_bits(mask) + 1, &rng))
            return false;
        size_t size = (size_t)1 << (64 - q->shift);
        if (!grow_table(set, &cap, used, size))
            return false;
        for (size_t i = 0; i < size; i++) { /* entries no subset reaches are never read */
            if (set->wide)
                set->wide_reach[used + i] = 0;
            else
                set->reach[used + i] = 0;
        }
        for (int i = 0; i < s->count; i++) {
            uint64_t idx = used + index_of(q, s->occ[i]);
            if (set->wide)
                set->wide_reach[idx] = s->reach[i];
            else
                set->reach[idx] = (uint64_t)s->reach[i];
        }
        used += size;
    }
    return true;
}

RideSet *ride_set_build(int files, int ranks, const int8_t (*dir)[2], int ndirs)
{
    if (files * ranks > 128 || ndirs > RIDE_SET_MAX_DIRS || ride_set_bits(files, ranks, dir, ndirs) > RIDE_SET_MAX_BITS)
        return NULL;
    RideSet *set = calloc(1, sizeof *set);
    Subsets *s = malloc(sizeof *s);
    if (!set || !s) {
        free(set);
        free(s);
        return NULL;
    }
    set->files = files;
    set->ranks = ranks;
    set->wide = files * ranks > 64;
    set->ndirs = ndirs;
    for (int i = 0; i < ndirs; i++) {
        set->dir[i][0] = dir[i][0];
        set->dir[i][1] = dir[i][1];
    }
    bool ok = build_squares(set, s);
    free(s);
    if (!ok) {
        ride_set_free(set);
        return NULL;
    }
    return set;
}

void ride_set_free(RideSet *s)
{
    if (!s)
        return;
    free(s->reach);
    free(s->wide_reach);
    free(s);
}

/* ---- a variant's sets (RideTables) ---- */

enum { RIDE_TABLES_MAX_BYTES = 4 << 20 }; /* past this a use walks instead */

/* The rank of a ride in the canonical order: along files and ranks first, then the
 * diagonals, then the others; so a queen's rides split as a rook's and a bishop's. */
static int dir_rank(const int8_t d[2])
{
    int ax = abs(d[0]), ay = abs(d[1]);
    int family = !ax || !ay ? 0 : ax == ay ? 1 : 2;
    return ((family * 64 + ax + ay) * 64 + (d[0] + 16)) * 64 + d[1] + 16;
}

static int dir_compare(const void *a, const void *b) { return dir_rank(a) - dir_rank(b); }

/* The set of these rides (sorted, distinct), from the tables' own or built; NULL when it
 * cannot be had. */
static const RideSet *set_of(RideTables *t, int files, int ranks, int8_t (*dir)[2], int n)
{
    qsort(dir, (size_t)n, sizeof dir[0], dir_compare);
    for (int i = 0; i < t->nsets; i++) {
        const RideSet *s = t->set[i];
        bool same = s->ndirs == n;
        for (int j = 0; j < n && same; j++)
            same = s->dir[j][0] == dir[j][0] && s->dir[j][1] == dir[j][1];
        if (same)
            return s;
    }
    if (t->nsets == RIDE_TABLES_MAX_SETS || t->bytes > RIDE_TABLES_MAX_BYTES)
        return NULL;
    RideSet *s = ride_set_build(files, ranks, (const int8_t(*)[2])dir, n);
    if (!s)
        return NULL;
    int last = files * ranks - 1;
    size_t entries = (size_t)s->sq[last].offset + ((size_t)1 << (64 - s->sq[last].shift));
    t->bytes += sizeof *s + entries * (s->wide ? sizeof(WideSet) : sizeof(uint64_t));
    t->set[t->nsets++] = s;
    return s;
}

/* Rides `dir` (distinct) in sets of at most RIDE_SET_MAX_BITS stopping squares: a ride
 * with its opposite (one line) where they fit together, lines added to a set while it
 * fits, in the canonical order. Returns how many sets (at most `max`), -1 where they
 * cannot be had. */
static int split_rides(RideTables *t, int files, int ranks, int8_t (*dir)[2], int n, const RideSet **out, int max)
{
    int8_t line[RIDE_SET_MAX_DIRS * 4][2], group[RIDE_SET_MAX_DIRS][2];
    if (n > RIDE_SET_MAX_DIRS * 4)
        return -1;
    qsort(dir, (size_t)n, sizeof dir[0], dir_compare);
    int nline = 0, ngroups = 0, ng = 0;
    bool taken[RIDE_SET_MAX_DIRS * 4] = {false};
    for (int i = 0; i < n; i++) { /* each ride, then its opposite */
        if (taken[i])
            continue;
        line[nline][0] = dir[i][0];
        line[nline++][1] = dir[i][1];
        for (int j = i + 1; j < n; j++)
            if (!taken[j] && dir[j][0] == -dir[i][0] && dir[j][1] == -dir[i][1]) {
                taken[j] = true;
                line[nline][0] = dir[j][0];
                line[nline++][1] = dir[j][1];
                break;
            }
    }
    for (int i = 0; i < nline; i++) {
        if (ng < RIDE_SET_MAX_DIRS) { /* a full set takes no more: the ride starts the next */
            group[ng][0] = line[i][0];
            group[ng][1] = line[i][1];
            if (ride_set_bits(files, ranks, (const int8_t(*)[2])group, ng + 1) <= RIDE_SET_MAX_BITS) {
                ng++;
                continue;
            }
        }
        if (!ng || ngroups == max)
            return -1; /* one ride alone too long for a table, or too many sets */
        if (!(out[ngroups++] = set_of(t, files, ranks, group, ng)))
            return -1;
        ng = 0;
        i--; /* the ride starts the next set */
    }
    if (ng) {
        if (ngroups == max || !(out[ngroups++] = set_of(t, files, ranks, group, ng)))
            return -1;
    }
    return ngroups;
}

/* The attack test's groups for colour c: its rides turned round, by kinds mask. */
static bool attack_groups(RideTables *t, int files, int ranks, int c, const AttackStep *ride, int nride)
{
    uint64_t done_masks[ATTACK_MAX_STEPS_FOR_SETS];
    int ndone = 0;
    for (int i = 0; i < nride; i++) {
        bool seen = false;
        for (int j = 0; j < ndone && !seen; j++)
            seen = done_masks[j] == ride[i].kinds;
        if (seen)
            continue;
        if (ndone == ATTACK_MAX_STEPS_FOR_SETS)
            return false;
        done_masks[ndone++] = ride[i].kinds;
        int8_t dir[RIDE_SET_MAX_DIRS * 4][2];
        int n = 0;
        for (int j = i; j < nride; j++)
            if (ride[j].kinds == ride[i].kinds) {
                if (n == RIDE_SET_MAX_DIRS * 4)
                    return false;
                dir[n][0] = (int8_t)-ride[j].dx;
                dir[n++][1] = (int8_t)-ride[j].dy;
            }
        const RideSet *sets[RIDE_GROUPS_MAX];
        int ns = split_rides(t, files, ranks, dir, n, sets, RIDE_GROUPS_MAX - t->nattack[c]);
        if (ns < 0)
            return false;
        for (int j = 0; j < ns; j++)
            t->attack[c][t->nattack[c]++] = (RideGroup){sets[j], ride[i].kinds};
    }
    return true;
}

/* Kind k's own rides of colour c as sets (kind_ok, nkind, kind). */
static void kind_groups(RideTables *t, int files, int ranks, int c, int k, const AttackStep *ride, int nride)
{
    int8_t dir[RIDE_SET_MAX_DIRS * 4][2];
    int n = 0;
    for (int i = 0; i < nride; i++)
        if ((ride[i].kinds >> k) & 1) {
            if (n == RIDE_SET_MAX_DIRS * 4)
                return;
            dir[n][0] = ride[i].dx;
            dir[n++][1] = ride[i].dy;
        }
    if (!n)
        return;
    int ns = split_rides(t, files, ranks, dir, n, t->kind[c][k], RIDE_KIND_GROUPS);
    if (ns < 0)
        return;
    t->nkind[c][k] = (uint8_t)ns;
    t->kind_ok[c] |= 1ULL << k;
}

RideTables *ride_tables_build(int files, int ranks, int nkinds, const AttackStep *const ride[2], const int nride[2])
{
    if (files * ranks > 128 || (!nride[0] && !nride[1]))
        return NULL;
    RideTables *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    for (int c = 0; c < 2; c++) {
        t->attack_ok[c] = attack_groups(t, files, ranks, c, ride[c], nride[c]);
        if (!t->attack_ok[c])
            t->nattack[c] = 0;
        for (int k = 0; k < nkinds && k < CSM_MAX_KINDS; k++)
            kind_groups(t, files, ranks, c, k, ride[c], nride[c]);
    }
    return t;
}

void ride_tables_free(RideTables *t)
{
    if (!t)
        return;
    for (int i = 0; i < t->nsets; i++)
        ride_set_free(t->set[i]);
    free(t);
}
