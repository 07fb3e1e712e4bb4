/* variant.c — the Variant object and the attack tables derived from its pieces. */
#include "variant.h"

#include "csm_opcodes.h"
#include "shape.h"
#include "wide_attacks.h"

#include <stdlib.h>
#include <string.h>

Variant *variant_new(void)
{
    Variant *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    csm_symbols_init(&v->sym);
    v->files = v->ranks = 8;
    eval_weights_default(&v->eval_weights);
    return v;
}

void variant_sync_kinds(Variant *v)
{
    /* kinds named only inside scripts (transition targets) still need a slot */
    while (v->nkinds < v->sym.nkinds) {
        PieceKind *k = &v->kinds[v->nkinds];
        memset(k, 0, sizeof *k);
        strcpy(k->name, v->sym.kinds[v->nkinds]);
        strcpy(k->icon, k->name);
        k->promo_zone = PROMO_ZONE_LAST_RANK;
        k->demotes_to = -1;
        k->region = -1;
        k->drop_zone = -1;
        v->nkinds++;
    }
}

int variant_add_kind(Variant *v, const char *name)
{
    if (csm_symbols_find_kind(&v->sym, name) >= 0)
        return -1;
    int k = csm_symbols_kind(&v->sym, name, true);
    if (k < 0)
        return -1;
    variant_sync_kinds(v);
    return k;
}

int variant_find_kind(const Variant *v, const char *name)
{
    return csm_symbols_find_kind(&v->sym, name);
}

int variant_kind_by_letter(const Variant *v, char letter)
{
    /* a promoted kind may share its letter (crazyhouse's promoted queen, `Q~`): the
     * kind of its own comes first */
    int promoted = -1;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].letter == letter) {
            if (v->kinds[k].demotes_to < 0)
                return k;
            if (promoted < 0)
                promoted = k;
        }
    return promoted;
}

int variant_find_zone(const Variant *v, const char *name)
{
    for (int i = 0; i < v->nzones; i++)
        if (strcmp(v->zones[i].name, name) == 0)
            return i;
    return -1;
}

static void add_step(AttackStep *steps, int *n, int dx, int dy, int kind)
{
    for (int i = 0; i < *n; i++)
        if (steps[i].dx == dx && steps[i].dy == dy) {
            steps[i].kinds |= 1ULL << kind;
            return;
        }
    if (*n >= ATTACK_MAX_STEPS)
        return;
    steps[*n].dx = (int8_t)dx;
    steps[*n].dy = (int8_t)dy;
    steps[*n].kinds = 1ULL << kind;
    (*n)++;
}

/* AttackTables.by_delta from the leap and ride steps; NULL when a kind's rides overlap
 * (or out of memory): the attack test then walks the steps. */
static uint16_t *build_by_delta(const AttackTables *t, int nkinds)
{
    size_t kinds = nkinds > 0 ? (size_t)nkinds : 1; /* never negative; says so to the optimizer */
    uint16_t *table = calloc(2 * kinds * ATTACK_DELTAS, sizeof *table);
    if (!table)
        return NULL;
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < t->nleap[c]; i++) {
            const AttackStep *s = &t->leap[c][i];
            if (abs(s->dx) > 15 || abs(s->dy) > 15)
                continue; /* never on a 16x16 board */
            for (int k = 0; k < nkinds; k++)
                if ((s->kinds >> k) & 1)
                    table[(c * nkinds + k) * ATTACK_DELTAS + attack_delta(s->dx, s->dy)] |= ATTACK_BY_LEAP;
        }
        for (int i = 0; i < t->nride[c]; i++) {
            const AttackStep *s = &t->ride[c][i];
            for (int k = 0; k < nkinds; k++) {
                if (!((s->kinds >> k) & 1))
                    continue;
                for (int m = 1; abs(m * s->dx) <= 15 && abs(m * s->dy) <= 15 && (s->dx || s->dy); m++) {
                    uint16_t *e = &table[(c * nkinds + k) * ATTACK_DELTAS + attack_delta(m * s->dx, m * s->dy)];
                    if (*e & ~ATTACK_BY_LEAP) { /* two rides reach it: only walking tells which */
                        free(table);
                        return NULL;
                    }
                    *e |= (uint16_t)(i + 1);
                }
            }
        }
    }
    return table;
}

/* One FastStep of a chain for colour c: for a guarded path its leg `leg`, tested by the
 * path's tests up to that leg and by the emptiness of each earlier leg's square. */
static void fill_fast_step(const CsmChainInfo *info, int leg, Color c, FastStep *st)
{
    int dx, dy;
    bool path = info->pattern == CSM_PAT_GUARDED_LEAP;
    int op = path ? info->leg[leg].op : info->op;
    csm_orient(c, path ? info->leg[leg].dx : info->dx, path ? info->leg[leg].dy : info->dy, &dx, &dy);
    st->dx = (int8_t)dx;
    st->dy = (int8_t)dy;
    st->quiet = op == CSM_OP_MOVE || op == CSM_OP_TAKE_MOVE;
    st->capture = op != CSM_OP_MOVE;
    st->catches = op == CSM_OP_CATCH;
    st->ride = info->pattern == CSM_PAT_RIDE;
    st->twice = info->pattern == CSM_PAT_STEP_TWICE;
    st->hop = info->pattern == CSM_PAT_HOP;
    st->hop_slides = info->hop_slides;
    st->hop_not_over = st->hop ? info->hop_not_over : -1;
    st->hop_not_taken = st->hop ? info->hop_not_taken : -1;
    st->guarded = path;
    st->nguards = 0;
    for (int g = 0; path && g < info->nguards; g++) {
        if (info->guard[g].leg > leg)
            continue;
        CsmGuard *gd = &st->guard[st->nguards++];
        *gd = info->guard[g];
        gd->leg = 0;
        csm_orient(c, info->guard[g].dx, info->guard[g].dy, &dx, &dy);
        gd->dx = (int8_t)dx;
        gd->dy = (int8_t)dy;
    }
    for (int l = 0; path && l < leg; l++) { /* the path went on over these squares */
        csm_orient(c, info->leg[l].dx, info->leg[l].dy, &dx, &dy);
        st->guard[st->nguards++] = (CsmGuard){CSM_OP_OBSERVE, false, 0, (int8_t)dx, (int8_t)dy, 0};
    }
    st->special = st->twice || st->hop || st->nguards;
    if (st->twice) {
        st->quiet = true;
        st->capture = st->catches = false;
        csm_orient(c, info->bx, info->by, &dx, &dy);
        st->bx = (int8_t)dx;
        st->by = (int8_t)dy;
    }
}

/* Marks the squares (from the piece, White's view) one step may land on in `reached`;
 * false when one was already marked. Adds how many moves it can give to *most. */
static bool mark_reach(const CsmChainInfo *info, int leg, bool reached[31][31], int *most)
{
    bool hop = info->pattern == CSM_PAT_HOP, ride = info->pattern == CSM_PAT_RIDE;
    bool path = info->pattern == CSM_PAT_GUARDED_LEAP;
    int dx = path ? info->leg[leg].dx : info->dx, dy = path ? info->leg[leg].dy : info->dy;
    int last = ride || hop ? 15 : info->pattern == CSM_PAT_STEP_TWICE ? 2 : 1;
    bool disjoint = true;
    int n = 0;
    for (int m = hop ? 2 : 1; m <= last && (dx || dy); m++) {
        int x = m * dx, y = m * dy;
        if (abs(x) > 15 || abs(y) > 15)
            break;
        if (reached[y + 15][x + 15])
            disjoint = false;
        reached[y + 15][x + 15] = true;
        n++;
    }
    *most += hop && !info->hop_slides ? 1 : n; /* a plain hop captures on one square at most */
    return disjoint;
}

/* Compiles kind k's chains to FastMoves when each is a pattern (CsmPattern): a leap, ride,
 * double step, guarded path (a step per leg) or hop. */
static void build_fast(const Variant *v, int k, FastMoves *fm)
{
    memset(fm, 0, sizeof *fm);
    const PieceKind *pk = &v->kinds[k];
    if (pk->shape || !pk->program)
        return;
    int nch = csm_program_chain_count(pk->program), n = 0;
    bool reached[31][31] = {{false}};
    bool disjoint = true;
    for (int i = 0; i < nch; i++) {
        const CsmChainInfo *info = csm_program_chain(pk->program, i);
        if (info->piece_filter >= 0 && info->piece_filter != k)
            continue;
        int legs = info->pattern == CSM_PAT_GUARDED_LEAP ? info->nlegs : 1;
        if (info->pattern == CSM_PAT_NONE || n + legs > FAST_MAX_STEPS)
            return;
        for (int leg = 0; leg < legs; leg++, n++) {
            for (int c = 0; c < 2; c++)
                fill_fast_step(info, leg, (Color)c, &fm->step[c][n]);
            disjoint &= mark_reach(info, leg, reached, &fm->most);
        }
    }
    fm->nsteps = n;
    fm->disjoint = disjoint;
}

/* AttackTables.fast_reach from the compiled steps' guarded leaps and hops. */
static uint8_t *build_fast_reach(const AttackTables *t, int nkinds)
{
    uint8_t *reach = calloc((size_t)2 * (nkinds ? nkinds : 1) * ATTACK_DELTAS, 1);
    if (!reach)
        return NULL;
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < nkinds; k++)
            for (int i = 0; i < t->fast[k].nsteps; i++) {
                const FastStep *st = &t->fast[k].step[c][i];
                if (!st->capture || (!st->hop && !st->guarded) || (!st->dx && !st->dy))
                    continue;
                for (int m = st->hop ? 2 : 1; m <= (st->hop ? 15 : 1); m++) {
                    if (abs(m * st->dx) > 15 || abs(m * st->dy) > 15)
                        break;
                    reach[(c * nkinds + k) * ATTACK_DELTAS + attack_delta(m * st->dx, m * st->dy)] = 1;
                }
            }
    return reach;
}

/* May a move of compiled kind k from `from` (colour c) promote, be barred or (unless
 * `promotion_only`) pass squares? Read from its steps on the empty board: pieces in the
 * way only take moves away. */
static bool may_need_finish(const Variant *v, int k, Color c, Square from, bool promotion_only)
{
    const PieceKind *pk = &v->kinds[k];
    const FastMoves *fm = &v->attacks.fast[k];
    bool promotes = pk->npromo || pk->promo_barred;
    if (promotes && pk->promo_on_leaving && variant_in_promo_zone(v, pk, c, from))
        return true;
    for (int i = 0; i < fm->nsteps; i++) {
        const FastStep *st = &fm->step[c][i];
        int last = st->ride || st->hop ? 15 : 1;
        if (st->twice) { /* again only where the bound's square, from the first step, is off the board */
            int bf = sq_file(from) + st->dx + st->bx, br = sq_rank(from) + st->dy + st->by;
            last = bf < 0 || br < 0 || bf >= v->files || br >= v->ranks ? 2 : 1;
        }
        for (int m = 1; m <= last; m++) {
            int f = sq_file(from) + m * st->dx, r = sq_rank(from) + m * st->dy;
            if (f < 0 || r < 0 || f >= v->files || r >= v->ranks)
                break;
            if ((promotes && variant_in_promo_zone(v, pk, c, sq_make(f, r))) ||
                (!promotion_only && pk->ep_victim && abs(m * st->dy) >= 2))
                return true;
        }
    }
    return false;
}

static void build_finish_from(Variant *v)
{
    AttackTables *t = &v->attacks;
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        if (!pk->ep_victim && !pk->promo_barred && !pk->npromo) /* en_passant makes ep_victim too */
            continue;
        for (int c = 0; c < 2; c++)
            for (int r = 0; r < v->ranks; r++)
                for (int f = 0; f < v->files; f++) {
                    Square s = sq_make(f, r);
                    if (!t->fast[k].nsteps || may_need_finish(v, k, (Color)c, s, false))
                        t->finish_from[k][c][s >> 6] |= 1ULL << (s & 63);
                    if (!t->fast[k].nsteps || may_need_finish(v, k, (Color)c, s, true))
                        t->promote_from[k][c][s >> 6] |= 1ULL << (s & 63);
                }
    }
}

/* Does every step of compiled kind k land first on one square its first-reach masks can
 * name: a plain leap or ride, or a double step (whose first step is a plain quiet one)? */
static bool steps_are_plain(const Variant *v, int k)
{
    const FastMoves *fm = &v->attacks.fast[k];
    if (!fm->nsteps || ((v->attacks.region_kinds >> k) & 1))
        return false;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < fm->nsteps; i++) {
            const FastStep *st = &fm->step[c][i];
            if ((st->special && !st->twice) || (!st->dx && !st->dy))
                return false;
        }
    return true;
}

/* AttackTables.stepped_kinds (boards of up to 128 squares), and first_reach and
 * movable_kinds on boards of up to 64. */
static void build_first_reach(Variant *v)
{
    AttackTables *t = &v->attacks;
    for (int k = 0; k < v->nkinds && v->files * v->ranks <= 128; k++)
        if (steps_are_plain(v, k))
            t->stepped_kinds |= 1ULL << k;
    if (v->files * v->ranks > 64 || !(t->first_reach = calloc((size_t)v->nkinds * 2 * CSM_SQUARES * 2, sizeof(uint64_t))))
        return;
    for (int k = 0; k < v->nkinds; k++) {
        if (!((t->stepped_kinds >> k) & 1))
            continue;
        t->movable_kinds |= 1ULL << k;
        for (int c = 0; c < 2; c++)
            for (int from = 0; from < v->files * v->ranks; from++)
                for (int i = 0; i < t->fast[k].nsteps; i++) {
                    const FastStep *st = &t->fast[k].step[c][i];
                    int f = from % v->files + st->dx, r = from / v->files + st->dy;
                    if (f < 0 || r < 0 || f >= v->files || r >= v->ranks)
                        continue;
                    Square sq = sq_make(from % v->files, from / v->files);
                    uint64_t *reach = &t->first_reach[((k * 2 + c) * CSM_SQUARES + sq) * 2];
                    if (st->quiet || st->twice)
                        reach[0] |= 1ULL << (r * v->files + f);
                    if (st->capture && !st->twice)
                        reach[1] |= 1ULL << (r * v->files + f);
                }
    }
}

/* One StepReach: step `st` of colour c from (f0, r0), as fast_moves would walk it. */
static StepReach step_reach_of(const Variant *v, const FastStep *st, int f0, int r0)
{
    StepReach sr = {STEP_OFF, 0, STEP_OFF, 0, 0};
    int f = f0 + st->dx, r = r0 + st->dy;
    if (f < 0 || r < 0 || f >= v->files || r >= v->ranks)
        return sr;
    sr.first = sq_make(f, r);
    sr.first_bit = (uint8_t)(r * v->files + f);
    for (sr.count = 1; st->ride; sr.count++) {
        f += st->dx;
        r += st->dy;
        if (f < 0 || r < 0 || f >= v->files || r >= v->ranks)
            break;
    }
    int bf = sq_file(sr.first) + st->bx, br = sq_rank(sr.first) + st->by;
    f = sq_file(sr.first) + st->dx;
    r = sq_rank(sr.first) + st->dy;
    if (st->twice && (bf < 0 || br < 0 || bf >= v->files || br >= v->ranks) && f >= 0 && r >= 0 && f < v->files &&
        r < v->ranks) {
        sr.second = sq_make(f, r);
        sr.second_bit = (uint8_t)(r * v->files + f);
    }
    return sr;
}

/* AttackTables.wide_captures, from the leaper kinds' step tables (boards of 65 to 128
 * squares). */
static void build_wide_captures(Variant *v)
{
    AttackTables *t = &v->attacks;
    int squares = v->files * v->ranks;
    if (squares <= 64 || !t->leaper_kinds || !(t->wide_captures = calloc((size_t)v->nkinds * 2 * 128, sizeof(WideSet))))
        return;
    for (int k = 0; k < v->nkinds; k++) {
        int n = t->fast[k].nsteps;
        for (int c = 0; c < 2 && ((t->leaper_kinds >> k) & 1); c++)
            for (int bit = 0; bit < squares; bit++)
                for (int i = 0; i < n; i++) {
                    const FastStep *st = &t->fast[k].step[c][i];
                    const StepReach *sr = &t->step_reach[t->step_reach_at[k] + (size_t)(c * STEP_REACH_BITS + bit) * n + i];
                    if (st->capture && !st->twice && sr->first != STEP_OFF)
                        t->wide_captures[(k * 2 + c) * 128 + bit] |= (WideSet)1 << sr->first_bit;
                }
    }
}

/* AttackTables.step_reach for the stepped kinds (build_first_reach ran). */
static void build_step_reach(Variant *v)
{
    AttackTables *t = &v->attacks;
    size_t total = 0;
    for (int k = 0; k < v->nkinds; k++) {
        t->step_reach_at[k] = (uint32_t)total;
        if ((t->stepped_kinds >> k) & 1)
            total += (size_t)2 * STEP_REACH_BITS * t->fast[k].nsteps;
    }
    if (!total || !(t->step_reach = malloc(total * sizeof *t->step_reach)))
        return; /* (then generation walks the steps) */
    for (int k = 0; k < v->nkinds; k++) {
        if (!((t->stepped_kinds >> k) & 1))
            continue;
        int n = t->fast[k].nsteps;
        bool rides = false;
        for (int i = 0; i < n; i++)
            rides |= t->fast[k].step[WHITE][i].ride || t->fast[k].step[BLACK][i].ride;
        if (!rides)
            t->leaper_kinds |= 1ULL << k;
        for (int c = 0; c < 2; c++)
            for (int bit = 0; bit < v->files * v->ranks; bit++)
                for (int i = 0; i < n; i++)
                    t->step_reach[t->step_reach_at[k] + (size_t)(c * STEP_REACH_BITS + bit) * n + i] =
                        step_reach_of(v, &t->fast[k].step[c][i], bit % v->files, bit / v->files);
    }
    build_wide_captures(v);
}

/* Are the rides of compiled kind k of colour c exactly those of its ride sets (each
 * direction in both)? */
static bool rides_in_sets(const AttackTables *t, int k, Color c)
{
    const FastMoves *fm = &t->fast[k];
    int nfast = 0, nsets = 0;
    for (int i = 0; i < fm->nsteps; i++) {
        const FastStep *st = &fm->step[c][i];
        if (!st->ride)
            continue;
        nfast++;
        bool found = false;
        for (int j = 0; j < t->rides->nkind[c][k] && !found; j++) {
            const RideSet *s = t->rides->kind[c][k][j];
            for (int d = 0; d < s->ndirs && !found; d++)
                found = s->dir[d][0] == st->dx && s->dir[d][1] == st->dy;
        }
        if (!found)
            return false;
    }
    for (int j = 0; j < t->rides->nkind[c][k]; j++)
        nsets += t->rides->kind[c][k][j]->ndirs;
    return nsets == nfast; /* (no two steps of one kind ride one way) */
}

/* AttackTables.bulk_kinds, once the first-reach masks and the ride sets are built. */
static void build_bulk_kinds(Variant *v)
{
    AttackTables *t = &v->attacks;
    uint64_t barred = t->first_move_kinds | t->in_place_promoters | t->region_kinds;
    for (int k = 0; k < v->nkinds; k++) {
        if (!((t->movable_kinds >> k) & 1) || ((barred >> k) & 1) || v->kinds[k].spares_own_kind)
            continue;
        for (int c = 0; c < 2; c++) {
            const FastMoves *fm = &t->fast[k];
            bool plain = true, rides = false, twice = false;
            for (int i = 0; i < fm->nsteps && plain; i++) {
                const FastStep *st = &fm->step[c][i];
                /* a ride both moves and takes (its sets cannot tell the two apart); a leap
                 * may do either; a double step only moves */
                bool special = st->hop || st->guarded || st->nguards;
                bool does = st->twice  ? st->quiet && !st->capture && !st->ride
                            : st->ride ? st->quiet && st->capture
                                       : st->quiet || st->capture;
                plain = !st->catches && !special && (st->dx || st->dy) && does;
                rides |= st->ride;
                twice |= st->twice;
            }
            if (plain && rides)
                plain = t->rides && ((t->rides->kind_ok[c] >> k) & 1) && rides_in_sets(t, k, (Color)c);
            if ((t->royal_kinds >> k) & 1) /* a royal piece: its leaps only, each square tested */
                t->bulk_royals[c] |= (uint64_t)(plain && !rides && !twice) << k;
            else if (plain)
                t->bulk_kinds[c] |= 1ULL << k;
            if (plain && twice && !((t->royal_kinds >> k) & 1))
                t->bulk_doubles[c] |= 1ULL << k;
        }
    }
}

/* Zone.bits, on boards of up to 64 squares. */
static void build_zone_bits(Variant *v)
{
    for (int z = 0; z < v->nzones; z++) {
        Zone *zone = &v->zones[z];
        zone->bits[WHITE] = zone->bits[BLACK] = 0;
        for (int bit = 0; bit < v->files * v->ranks && v->files * v->ranks <= 64; bit++)
            for (int c = 0; c < 2; c++)
                if (zone_has_side(zone, (Color)c, sq_make(bit % v->files, bit / v->files)))
                    zone->bits[c] |= 1ULL << bit;
    }
}

void variant_prepare(Variant *v)
{
    variant_sync_kinds(v);
    AttackTables *t = &v->attacks;
    free(t->by_delta);
    free(t->fast_reach);
    free(t->first_reach);
    free(t->step_reach);
    free(t->wide_captures);
    bitboard_attacks_free(t->bitboards);
    ride_tables_free(t->rides);
    wide_attacks_free(t->wide);
    memset(t, 0, sizeof *t);
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        if (pk->royal)
            t->royal_kinds |= 1ULL << k;
        if (pk->royal && pk->royal_at_most > 0)
            t->limited_royal_kinds |= 1ULL << k;
        if (pk->petrify)
            t->petrify_kinds |= 1ULL << k;
        if (pk->region >= 0)
            t->region_kinds |= 1ULL << k;
        if (pk->first_program)
            t->first_move_kinds |= 1ULL << k;
        if (pk->en_passant)
            t->ep_kinds |= 1ULL << k;
        if (pk->promo_in_place && pk->npromo)
            t->in_place_promoters |= 1ULL << k;
        if (pk->resets_clock)
            t->clock_kinds |= 1ULL << k;
        if (pk->resets_clock && pk->fifty_moves == FIFTY_IRREVERSIBLE)
            t->irreversible_kinds |= 1ULL << k;
        for (int c = 0; c < 2; c++) {
            int sgn = c == WHITE ? 1 : -1;
            if (pk->shape) {
                int n;
                const ShapeOffset *offs = shape_offsets(pk->shape, &n);
                for (int i = 0; i < n; i++) {
                    if (offs[i].dx > 127 || offs[i].dx < -127 || offs[i].dy > 127 || offs[i].dy < -127)
                        continue; /* can never land on a 16x16 board */
                    if (offs[i].slide && (abs(offs[i].dx) > 1 || abs(offs[i].dy) > 1))
                        add_step(t->slide[c], &t->nslide[c], sgn * offs[i].dx, sgn * offs[i].dy, k);
                    else
                        add_step(t->leap[c], &t->nleap[c], sgn * offs[i].dx, sgn * offs[i].dy, k);
                }
                continue;
            }
            if (!pk->program)
                continue;
            int nch = csm_program_chain_count(pk->program);
            for (int i = 0; i < nch; i++) {
                const CsmChainInfo *info = csm_program_chain(pk->program, i);
                if (info->piece_filter >= 0 && info->piece_filter != k)
                    continue;
                if (info->reads_attacks)
                    t->any_reads_attacks = true;
                if (!info->can_capture)
                    continue;
                if (info->pattern == CSM_PAT_LEAP)
                    add_step(t->leap[c], &t->nleap[c], sgn * info->dx, sgn * info->dy, k);
                else if (info->pattern == CSM_PAT_RIDE)
                    add_step(t->ride[c], &t->nride[c], sgn * info->dx, sgn * info->dy, k);
                else
                    t->complex_kinds |= 1ULL << k;
            }
        }
    }
    t->by_delta = build_by_delta(t, v->nkinds);
    t->by_delta_kinds = v->nkinds;
    for (int k = 0; k < v->nkinds; k++)
        build_fast(v, k, &t->fast[k]);
    t->fast_reach = build_fast_reach(t, v->nkinds);
    for (int k = 0; k < v->nkinds && t->fast_reach; k++)
        if (t->fast[k].nsteps)
            t->reach_kinds |= (t->complex_kinds >> k & 1) << k;
    build_finish_from(v);
    build_first_reach(v);
    build_step_reach(v);
    const AttackStep *const leaps[2] = {t->leap[0], t->leap[1]}, *const rides[2] = {t->ride[0], t->ride[1]};
    t->bitboards = bitboard_attacks_build(v->files, v->ranks, leaps, t->nleap, rides, t->nride);
    t->rides = ride_tables_build(v->files, v->ranks, v->nkinds, rides, t->nride);
    build_bulk_kinds(v);
    build_zone_bits(v);
    t->wide = wide_attacks_build(v->files, v->ranks, v->nkinds, leaps, t->nleap, rides, t->nride, t->fast_reach);
}
