/* variant_load_pieces.c — the pieces: section of a variant file: each piece's keys
 * (letter, look, values, flags, promotion, drops, demotion), then its movement compiled
 * (a Chessembly script, a Betza string, a shape or a shape file) once every piece is
 * declared, so that scripts and promotions may name each other. */
#include "variant_load_internal.h"

#include "betza.h"
#include "shape.h"
#include "textfile.h"

#include <ctype.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cJSON *yaml_to_json(Loader *L, yaml_node_t *n, int depth)
{
    if (depth > 80)
        return NULL;
    switch (n->type) {
    case YAML_MAPPING_NODE: {
        cJSON *obj = cJSON_CreateObject();
        for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
            const char *k = scalar(node_at(L, p->key));
            cJSON *child = yaml_to_json(L, node_at(L, p->value), depth + 1);
            if (k && child)
                cJSON_AddItemToObject(obj, k, child);
            else
                cJSON_Delete(child);
        }
        return obj;
    }
    case YAML_SEQUENCE_NODE: {
        cJSON *arr = cJSON_CreateArray();
        for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
            cJSON *child = yaml_to_json(L, node_at(L, *it), depth + 1);
            if (child)
                cJSON_AddItemToArray(arr, child);
        }
        return arr;
    }
    case YAML_SCALAR_NODE: {
        const char *s = scalar(n);
        if (is_plain(n)) {
            char *end;
            double d = strtod(s, &end);
            if (*s && *end == '\0')
                return cJSON_CreateNumber(d);
            if (!strcmp(s, "true"))
                return cJSON_CreateTrue();
            if (!strcmp(s, "false"))
                return cJSON_CreateFalse();
            if (!strcmp(s, "null") || !strcmp(s, "~"))
                return cJSON_CreateNull();
        }
        return cJSON_CreateString(s);
    }
    default: return NULL;
    }
}

static bool valid_piece_name(const char *s)
{
    if (!s[0] || !(s[0] >= 'a' && s[0] <= 'z') || strlen(s) >= CSM_NAME_MAX)
        return false;
    for (const char *c = s; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'))
            return false;
    return true;
}

static const char *PIECE_KEYS = "letter, icon, glyph, glyph_black, glyph_shape, glyph_size, region, name_ko, value, engine_value, royal, royal_at_most, counted_with, castling, castling_partner, en_passant, initial_zone, petrify, spares_own_kind, fifty_moves, promotion, "
                                "demotes_to, drop, chessembly, betza, betza_dialect, shape, shape_file, first_moves";

/* royal_at_most: N (PieceKind.royal_at_most); the piece must be royal (checked once the
 * piece is read: `royal` may come after it). */
static void load_royal_limit(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    double count;
    if (!loader_need_number(L, n, "royal_at_most", &count))
        return;
    if (count != (int)count || count < 1 || count > 64)
        loader_err(L, n, "royal_at_most is a whole number from 1 to 64");
    else
        pk->royal_at_most = (int)count;
}

/* fifty_moves: reset, irreversible or count (PieceKind.fifty_moves). */
static void load_fifty_moves(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    static const char *const NAMES[] = {[FIFTY_RESET] = "reset", [FIFTY_IRREVERSIBLE] = "irreversible",
                                        [FIFTY_COUNT] = "count"};
    const char *s = loader_need_string(L, n, "fifty_moves");
    if (!s)
        return;
    for (int i = FIFTY_RESET; i <= FIFTY_COUNT; i++)
        if (!strcmp(s, NAMES[i])) {
            pk->fifty_moves = (uint8_t)i;
            return;
        }
    loader_err(L, n, "fifty_moves is 'reset', 'irreversible' or 'count', not '%s'", s);
}

/* `en_passant: true` (its advances may be taken en passant and it takes so), `false`, or
 * `victim`: taken so only, never taking (Fairy-Stockfish's wolf sergeant beside its pawns). */
static void load_en_passant(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    const char *s = scalar(n);
    static const char *const YES[] = {"true", "yes", "on"}, *const NO[] = {"false", "no", "off"};
    bool yes = false, no = false;
    for (int i = 0; s && i < 3; i++) {
        yes = yes || !strcmp(s, YES[i]);
        no = no || !strcmp(s, NO[i]);
    }
    if (s && !strcmp(s, "victim")) {
        pk->en_passant = false;
        pk->ep_victim = true;
    } else if (yes || no) {
        pk->en_passant = pk->ep_victim = yes;
    } else {
        loader_err(L, n, "en_passant is true, false or 'victim' (taken en passant, never taking so), not '%s'",
                   s ? s : "a list or mapping");
    }
}

static void load_promotion(Loader *L, PieceKind *pk, yaml_node_t *n, yaml_node_t **promo_to_node)
{
    if (!loader_need_mapping(L, n, "promotion"))
        return;
    Pair pp[7];
    int np = loader_pairs(L, n, pp, 7);
    pk->promo_zone = PROMO_ZONE_LAST_RANK;
    pk->promo_optional = pk->promo_on_leaving = pk->promo_on_capture = pk->promo_royal_next_move = false;
    pk->promo_in_place = false;
    yaml_node_t *in_place = NULL;
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "to")) {
            *promo_to_node = pp[i].vnode;
        } else if (!strcmp(pp[i].key, "optional")) {
            loader_need_bool(L, pp[i].vnode, "optional", &pk->promo_optional);
        } else if (!strcmp(pp[i].key, "on_leaving")) {
            loader_need_bool(L, pp[i].vnode, "on_leaving", &pk->promo_on_leaving);
        } else if (!strcmp(pp[i].key, "on_capture")) {
            loader_need_bool(L, pp[i].vnode, "on_capture", &pk->promo_on_capture);
        } else if (!strcmp(pp[i].key, "royal_next_move")) {
            loader_need_bool(L, pp[i].vnode, "royal_next_move", &pk->promo_royal_next_move);
        } else if (!strcmp(pp[i].key, "in_place")) {
            loader_need_bool(L, pp[i].vnode, "in_place", &pk->promo_in_place);
            in_place = pp[i].vnode;
        } else if (!strcmp(pp[i].key, "zone") && pp[i].vnode->type == YAML_SEQUENCE_NODE) {
            /* squares written in place: a zone is declared once, under board, and named here */
            loader_err(L, pp[i].vnode,
                       "promotion's zone is the name of a zone, not its squares: declare it under board: zones: "
                       "(for example `promo: [rank 6]`, or `[rank -3]` for each side's sixth rank) and write "
                       "`zone: promo` here, or `zone: last_rank`");
        } else if (!strcmp(pp[i].key, "zone")) {
            const char *z = loader_need_string(L, pp[i].vnode, "zone");
            if (!z)
                continue;
            if (!strcmp(z, "last_rank")) {
                pk->promo_zone = PROMO_ZONE_LAST_RANK;
            } else {
                int zi = variant_find_zone(L->v, z);
                if (zi < 0)
                    loader_err(L, pp[i].vnode, "unknown zone '%s' (use last_rank or a zone under board.zones)", z);
                else
                    pk->promo_zone = zi;
            }
        } else {
            loader_unknown_key(L, &pp[i], "promotion", "to, zone, optional, on_leaving, on_capture, royal_next_move");
            loader_unknown_key(L, &pp[i], "promotion", "to, zone, optional, on_leaving, on_capture, in_place");
        }
    }
    if (pk->promo_in_place && (pk->promo_optional || pk->promo_on_leaving || pk->promo_on_capture))
        loader_err(L, in_place, "promotion in_place is a move of its own, and the piece's other moves never promote: "
                                "optional, on_leaving and on_capture do not go with it");
}

/* drop: { no_doubled: true } (shogi's nifu: one on a file is the most), or a number N:
 * never dropped onto a file holding N of the side's pieces of this kind (tori shogi's 2) */
static void drop_no_doubled(Loader *L, yaml_node_t *n, PieceKind *pk)
{
    const char *s = scalar(n);
    double count = 0;
    if (s && (!strcmp(s, "true") || !strcmp(s, "false")))
        pk->drop_no_doubled = !strcmp(s, "true");
    else if (!loader_need_number(L, n, "no_doubled", &count))
        return;
    else if (count != (int)count || count < 1 || count > 16)
        loader_err(L, n, "no_doubled is true, false, or how many on a file stop a drop (1 to 16)");
    else
        pk->drop_no_doubled = (uint8_t)count;
}

/* drop: false, or drop: { zone: Z, no_doubled: true, mate: forbidden, promoted: [tokin] }
 * (`promoted` is resolved once every piece is declared: *promoted_node) */
static void load_drop(Loader *L, PieceKind *pk, yaml_node_t *n, yaml_node_t **promoted_node)
{
    pk->no_drop = false;
    pk->drop_zone = -1;
    pk->drop_no_doubled = 0;
    pk->drop_mate_forbidden = pk->drop_mate_loses = pk->drop_check_forbidden = false;
    pk->drop_opposite_colours = false;
    const char *word = n->type == YAML_SCALAR_NODE ? scalar(n) : NULL;
    if (word && (!strcmp(word, "false") || !strcmp(word, "true"))) {
        pk->no_drop = !strcmp(word, "false");
        return;
    }
    if (n->type != YAML_MAPPING_NODE) {
        loader_err(L, n, "drop is false (never dropped), true, or a mapping: { zone: Z, no_doubled: true, mate: "
                         "loses }");
        return;
    }
    Pair pp[7];
    int np = loader_pairs(L, n, pp, 7);
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "promoted")) {
            *promoted_node = pp[i].vnode;
        } else if (!strcmp(pp[i].key, "zone")) {
            const char *z = loader_need_string(L, pp[i].vnode, "zone");
            int zi = z ? variant_find_zone(L->v, z) : -1;
            if (z && zi < 0)
                loader_err(L, pp[i].vnode, "unknown zone '%s' (declare it under board: zones:)", z);
            pk->drop_zone = zi;
        } else if (!strcmp(pp[i].key, "no_doubled")) {
            drop_no_doubled(L, pp[i].vnode, pk);
        } else if (!strcmp(pp[i].key, "mate")) {
            const char *m = scalar(pp[i].vnode);
            pk->drop_mate_forbidden = m && !strcmp(m, "forbidden");
            pk->drop_mate_loses = m && !strcmp(m, "loses");
            if (!m || (strcmp(m, "allowed") && strcmp(m, "forbidden") && strcmp(m, "loses")))
                loader_err(L, pp[i].vnode, "drop mate is 'allowed', 'forbidden' (no such drop) or 'loses' (the side "
                                           "that mates by such a drop loses), for a drop that checkmates");
        } else if (!strcmp(pp[i].key, "check")) {
            const char *c = scalar(pp[i].vnode);
            if (c && (!strcmp(c, "allowed") || !strcmp(c, "forbidden")))
                pk->drop_check_forbidden = !strcmp(c, "forbidden");
            else
                loader_err(L, pp[i].vnode, "drop check is 'allowed' or 'forbidden' (no drop may give check)");
        } else if (!strcmp(pp[i].key, "opposite_colours")) {
            loader_need_bool(L, pp[i].vnode, "opposite_colours", &pk->drop_opposite_colours);
        } else {
            loader_unknown_key(L, &pp[i], "drop", "zone, no_doubled, mate, check, opposite_colours, promoted");
        }
    }
}

/* One name of counted_with: a royal_at_most kind counted together with `kind`. */
static void count_royals_with(Loader *L, int kind, yaml_node_t *n)
{
    Variant *v = L->v;
    const char *name = scalar(n);
    int k = name ? variant_find_kind(v, name) : -1;
    if (k < 0 || !v->kinds[k].defined) {
        loader_err(L, n, "counted_with: unknown piece '%s'", name ? name : "?");
        return;
    }
    if (!v->kinds[k].royal_at_most || v->kinds[k].royal_at_most != v->kinds[kind].royal_at_most) {
        loader_err(L, n, "counted_with: '%s' needs royal: true and the same royal_at_most as '%s'", name,
                   v->kinds[kind].name);
        return;
    }
    /* the count is shared both ways: every kind of the group counts all of it */
    uint64_t group = v->kinds[kind].royal_counted | v->kinds[k].royal_counted | (1ULL << kind) | (1ULL << k);
    for (int g = 0; g < v->nkinds; g++)
        if ((group >> g) & 1)
            v->kinds[g].royal_counted = group;
}

/* counted_with: a name or a list of names (PieceKind.royal_counted): royal_at_most counts
 * this kind's pieces and theirs together (Sho shogi's crown prince is a second king). */
static void resolve_counted_with(Loader *L, int kind, yaml_node_t *n)
{
    if (!L->v->kinds[kind].royal_at_most) {
        loader_err(L, n, "counted_with applies to a piece with royal_at_most");
        return;
    }
    if (n->type != YAML_SEQUENCE_NODE) {
        count_royals_with(L, kind, n);
        return;
    }
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++)
        count_royals_with(L, kind, node_at(L, *it));
}

/* demotes_to: the kind a captured piece goes to the hand as (a promoted piece's base). */
static void resolve_demotion(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    const char *name = scalar(n);
    int k = name ? variant_find_kind(L->v, name) : -1;
    if (k < 0 || !L->v->kinds[k].defined)
        loader_err(L, n, "demotes_to: unknown piece '%s'", name ? name : "?");
    else if (&L->v->kinds[k] == pk)
        loader_err(L, n, "demotes_to: a piece cannot demote to itself");
    else
        pk->demotes_to = k;
}

/* drop: { promoted: [tokin] }: the promoted forms (each with `demotes_to` this piece) it
 * may also be dropped as; resolved once every piece and its demotes_to are known. */
static void resolve_drop_promoted(Loader *L, int kind, yaml_node_t *list)
{
    PieceKind *pk = &L->v->kinds[kind];
    pk->drop_promoted = 0;
    if (list->type != YAML_SEQUENCE_NODE) {
        loader_err(L, list, "drop: promoted is a list of the piece's promoted forms (pieces with demotes_to: %s)",
                   pk->name);
        return;
    }
    for (yaml_node_item_t *it = list->data.sequence.items.start; it < list->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *name = scalar(item);
        int k = name ? variant_find_kind(L->v, name) : -1;
        if (k < 0 || !L->v->kinds[k].defined)
            loader_err(L, item, "drop: promoted: unknown piece '%s'", name ? name : "?");
        else if (L->v->kinds[k].demotes_to != kind)
            loader_err(L, item, "drop: promoted: '%s' is no promoted form of '%s' (it needs demotes_to: %s)", name,
                       pk->name, pk->name);
        else
            pk->drop_promoted |= 1ULL << k;
    }
}

/* Adds the pieces listed in `to` to the choices of `pk` for `sides` (bit 0 White, bit 1
 * Black); a piece both lists name is one choice for both. */
static void add_promotion_list(Loader *L, PieceKind *pk, yaml_node_t *to, uint8_t sides)
{
    for (yaml_node_item_t *it = to->data.sequence.items.start; it < to->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *name = scalar(item);
        int k = name ? variant_find_kind(L->v, name) : -1;
        if (k < 0 || !L->v->kinds[k].defined) {
            loader_err(L, item, "unknown piece '%s' in promotion", name ? name : "?");
            continue;
        }
        int j = 0;
        while (j < pk->npromo && pk->promo_to[j] != k)
            j++;
        if (j == pk->npromo && pk->npromo >= VARIANT_MAX_PROMO) {
            loader_err(L, item, "at most %d promotion choices", VARIANT_MAX_PROMO);
            break;
        }
        if (j == pk->npromo) {
            pk->promo_to[pk->npromo++] = (uint8_t)k;
            pk->promo_sides[j] = 0;
        }
        pk->promo_sides[j] |= sides;
    }
}

/* `to: { white: [...], black: [...] }`: each side's own choices (Chigorin chess). */
static void resolve_side_promotions(Loader *L, PieceKind *pk, yaml_node_t *to)
{
    const char *msg = "promotion 'to' by side gives both 'white' and 'black', each a list of at least one piece";
    Pair pp[2];
    int np = loader_pairs(L, to, pp, 2);
    bool seen[2] = {false, false};
    for (int i = 0; i < np; i++) {
        int side = !strcmp(pp[i].key, "white") ? 0 : !strcmp(pp[i].key, "black") ? 1 : -1;
        yaml_node_t *list = pp[i].vnode;
        if (side < 0 || list->type != YAML_SEQUENCE_NODE || list->data.sequence.items.start == list->data.sequence.items.top) {
            loader_err(L, side < 0 ? pp[i].knode : list, "%s", msg);
            return;
        }
        seen[side] = true;
        add_promotion_list(L, pk, list, (uint8_t)(1 << side));
    }
    if (!seen[0] || !seen[1])
        loader_err(L, to, "%s", msg);
}

/* Resolves promotion targets once every piece is declared. */
static void resolve_promotion(Loader *L, PieceKind *pk, yaml_node_t *to)
{
    pk->npromo = 0;
    pk->promo_barred = false;
    if (!to)
        return;
    if (to->type == YAML_MAPPING_NODE) {
        resolve_side_promotions(L, pk, to);
        return;
    }
    if (to->type != YAML_SEQUENCE_NODE) {
        loader_err(L, to, "promotion 'to' must be a list of piece names (or one list per side: { white: [...], "
                          "black: [...] })");
        return;
    }
    if (to->data.sequence.items.start == to->data.sequence.items.top) {
        /* nothing to promote to: the piece stops before the zone (Fairy-Stockfish's pawns
         * with no promotion types) */
        if (pk->promo_optional)
            loader_err(L, to, "promotion 'to' lists no piece, so staying as it is (optional: true) is the only choice: "
                              "leave the promotion out");
        pk->promo_barred = true;
        return;
    }
    add_promotion_list(L, pk, to, 3);
    if (pk->npromo == 0)
        loader_err(L, to, "promotion 'to' lists no piece");
}

typedef struct PieceDecl {
    int kind;
    yaml_node_t *royal_limit; /* royal_at_most:, which needs royal: true */
    yaml_node_t *counted_with; /* counted_with:, which needs royal_at_most */
    yaml_node_t *script;     /* chessembly: */
    yaml_node_t *betza;      /* betza: (translated into Chessembly) */
    BetzaDialect dialect;    /* betza_dialect: how its direction letters read */
    yaml_node_t *initial_zone; /* initial_zone: where betza's initial moves start */
    yaml_node_t *shape;      /* shape: */
    yaml_node_t *shape_file; /* shape_file: */
    yaml_node_t *promo_to;
    yaml_node_t *demotes;    /* demotes_to: */
    yaml_node_t *drop_promoted; /* drop: { promoted: [...] } */
    yaml_node_t *first_moves; /* first_moves: (read once every piece is known) */
    yaml_node_t *name_node;
} PieceDecl;

/* The keys of how a glyph piece looks (glyph, glyph_black, glyph_shape, glyph_size);
 * false when `p` is none of them. */
static bool load_piece_look(Loader *L, PieceKind *pk, const Pair *p)
{
    const char *key = p->key;
    if (!strcmp(key, "glyph")) {
        const char *s = loader_need_string(L, p->vnode, key);
        if (s && (!s[0] || strlen(s) >= sizeof pk->glyph))
            loader_err(L, p->vnode, "glyph is one or two characters drawn on the piece's tile (like 歩 or 成銀)");
        else if (s)
            snprintf(pk->glyph, sizeof pk->glyph, "%s", s);
    } else if (!strcmp(key, "glyph_black")) {
        const char *s = loader_need_string(L, p->vnode, key);
        if (s && (!s[0] || strlen(s) >= sizeof pk->glyph_black))
            loader_err(L, p->vnode, "glyph_black is one or two characters: Black's glyph where it differs (like 卒)");
        else if (s)
            snprintf(pk->glyph_black, sizeof pk->glyph_black, "%s", s);
    } else if (!strcmp(key, "glyph_shape")) {
        const char *s = loader_need_string(L, p->vnode, key);
        if (s && !strcmp(s, "tile"))
            pk->glyph_shape = GLYPH_TILE;
        else if (s && !strcmp(s, "disc"))
            pk->glyph_shape = GLYPH_DISC;
        else if (s && !strcmp(s, "octagon"))
            pk->glyph_shape = GLYPH_OCTAGON;
        else if (s)
            loader_err(L, p->vnode, "glyph_shape must be tile (shogi), disc (xiangqi) or octagon (janggi)");
    } else if (!strcmp(key, "promoted_icon")) {
        const char *s = loader_need_string(L, p->vnode, key);
        if (s)
            snprintf(pk->promoted_icon, sizeof pk->promoted_icon, "%s", s);
    } else if (!strcmp(key, "glyph_size")) {
        if (loader_need_number(L, p->vnode, key, &pk->glyph_size) && !(pk->glyph_size >= 0.4 && pk->glyph_size <= 1))
            loader_err(L, p->vnode, "glyph_size is the piece's share of a square, from 0.4 to 1");
    } else {
        return false;
    }
    return true;
}

static const char *const CHASE_ROLE_WORDS[CHASE_ROLE_COUNT] = {
    "none", "chariot", "horse", "elephant", "advisor", "general", "cannon", "soldier"};

/* `chase_role: horse`: the piece's part in the chasing rule (rules: chasing: axf). */
static void load_chase_role(Loader *L, PieceKind *pk, yaml_node_t *n)
{
    const char *s = loader_need_string(L, n, "chase_role");
    if (!s)
        return;
    for (int i = 0; i < CHASE_ROLE_COUNT; i++)
        if (!strcmp(s, CHASE_ROLE_WORDS[i])) {
            pk->chase_role = (uint8_t)i;
            return;
        }
    loader_err(L, n, "chase_role must be chariot, horse, elephant, advisor, general, cannon, soldier or none, not '%s'",
               s);
}

/* The piece's yes-or-no keys (royal: true, ...); false when `p` is none of them. */
static bool load_piece_flag(Loader *L, PieceKind *pk, Pair *p)
{
    static const struct {
        const char *key;
        size_t offset;
    } flags[] = {
        {"royal", offsetof(PieceKind, royal)},
        {"castling", offsetof(PieceKind, castling)},
        {"castling_partner", offsetof(PieceKind, castling_partner)},
        {"petrify", offsetof(PieceKind, petrify)},
        {"spares_own_kind", offsetof(PieceKind, spares_own_kind)},
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if (!strcmp(p->key, flags[i].key)) {
            loader_need_bool(L, p->vnode, p->key, (bool *)((char *)pk + flags[i].offset));
            return true;
        }
    return false;
}

/* The keys of how a piece moves (chessembly, betza and its dialect and initial zone, shape,
 * shape_file); false when `p` is none of them. */
static bool load_movement_key(Loader *L, const Pair *p, PieceDecl *out)
{
    const char *key = p->key;
    if (!strcmp(key, "chessembly")) {
        if (loader_need_string(L, p->vnode, key))
            out->script = p->vnode;
    } else if (!strcmp(key, "betza")) {
        if (loader_need_string(L, p->vnode, key))
            out->betza = p->vnode;
    } else if (!strcmp(key, "initial_zone")) {
        if (loader_need_string(L, p->vnode, key))
            out->initial_zone = p->vnode;
    } else if (!strcmp(key, "betza_dialect")) {
        const char *d = loader_need_string(L, p->vnode, key) ? scalar(p->vnode) : "fairy-stockfish";
        if (!strcmp(d, "chessembly"))
            out->dialect = BETZA_CHESSEMBLY;
        else if (strcmp(d, "fairy-stockfish") != 0)
            loader_err(L, p->vnode, "betza_dialect is 'fairy-stockfish' (the default) or 'chessembly', not '%s'", d);
    } else if (!strcmp(key, "shape")) {
        if (loader_need_mapping(L, p->vnode, "shape"))
            out->shape = p->vnode;
    } else if (!strcmp(key, "shape_file")) {
        if (loader_need_string(L, p->vnode, key))
            out->shape_file = p->vnode;
    } else {
        return false;
    }
    return true;
}

static void load_piece(Loader *L, const Pair *decl, PieceDecl *out)
{
    Variant *v = L->v;
    memset(out, 0, sizeof *out);
    out->kind = -1;
    out->name_node = decl->knode;
    if (!valid_piece_name(decl->key)) {
        loader_err(L, decl->knode, "piece name '%s' must be lower case letters, digits and '-', starting with a letter",
                   decl->key);
        return;
    }
    if (!loader_need_mapping(L, decl->vnode, decl->key))
        return;
    int k = variant_find_kind(v, decl->key);
    if (k < 0)
        k = variant_add_kind(v, decl->key);
    if (k < 0) {
        loader_err(L, decl->knode, "too many piece kinds (at most %d)", CSM_MAX_KINDS);
        return;
    }
    out->kind = k;
    PieceKind *pk = &v->kinds[k];
    pk->defined = true;
    pk->decl_line = (int)decl->knode->start_mark.line + 1;
    pk->decl_col = (int)decl->knode->start_mark.column + 1;
    Pair pp[24];
    int np = loader_pairs(L, decl->vnode, pp, 24);
    for (int i = 0; i < np; i++) {
        Pair *p = &pp[i];
        const char *key = p->key;
        if (!strcmp(key, "letter")) {
            const char *s = loader_need_string(L, p->vnode, key);
            if (!s)
                continue;
            if (strlen(s) != 1 || !isalpha((unsigned char)s[0])) {
                loader_err(L, p->vnode, "letter must be one letter a-z, not '%s'", s);
                continue;
            }
            pk->letter = (char)tolower((unsigned char)s[0]);
        } else if (!strcmp(key, "name_ko")) {
            const char *s = loader_need_string(L, p->vnode, key);
            if (s && strlen(s) >= sizeof pk->name_ko)
                loader_err(L, p->vnode, "name_ko is at most %d bytes", (int)sizeof pk->name_ko - 1);
            else if (s)
                snprintf(pk->name_ko, sizeof pk->name_ko, "%s", s);
        } else if (load_piece_look(L, pk, p)) {
            continue;
        } else if (!strcmp(key, "chase_role")) {
            load_chase_role(L, pk, p->vnode);
        } else if (!strcmp(key, "region")) {
            const char *s = loader_need_string(L, p->vnode, key);
            if (s) {
                pk->region = variant_find_zone(v, s);
                if (pk->region < 0)
                    loader_err(L, p->vnode, "region '%s' is not one of the board's zones", s);
            }
        } else if (!strcmp(key, "icon")) {
            const char *s = loader_need_string(L, p->vnode, key);
            if (s)
                snprintf(pk->icon, sizeof pk->icon, "%s", s);
        } else if (!strcmp(key, "value")) {
            loader_need_number(L, p->vnode, key, &pk->value);
        } else if (!strcmp(key, "engine_value")) {
            /* the engine's own value, in pawns; without it the engine computes one */
            if (loader_need_number(L, p->vnode, key, &pk->engine_value)) {
                if (!(pk->engine_value >= 0 && pk->engine_value <= 1000))
                    loader_err(L, p->vnode, "engine_value must be between 0 and 1000 pawns");
                else
                    pk->has_engine_value = true;
            }
        } else if (load_piece_flag(L, pk, p)) {
            continue;
        } else if (!strcmp(key, "en_passant")) {
            load_en_passant(L, pk, p->vnode);
        } else if (!strcmp(key, "royal_at_most")) {
            load_royal_limit(L, pk, out->royal_limit = p->vnode);
        } else if (!strcmp(key, "counted_with")) {
            out->counted_with = p->vnode;
        } else if (!strcmp(key, "fifty_moves")) {
            load_fifty_moves(L, pk, p->vnode);
        } else if (!strcmp(key, "promotion")) {
            load_promotion(L, pk, p->vnode, &out->promo_to);
        } else if (!strcmp(key, "demotes_to")) {
            if (loader_need_string(L, p->vnode, key))
                out->demotes = p->vnode;
        } else if (!strcmp(key, "drop")) {
            load_drop(L, pk, p->vnode, &out->drop_promoted);
        } else if (load_movement_key(L, p, out)) {
            continue;
        } else if (!strcmp(key, "first_moves")) {
            out->first_moves = p->vnode;
        } else {
            loader_unknown_key(L, p, "a piece", PIECE_KEYS);
        }
    }
    int ways = (out->script != NULL) + (out->betza != NULL) + (out->shape != NULL) + (out->shape_file != NULL);
    if (ways > 1)
        loader_err(L, decl->knode, "piece '%s' gives more than one of chessembly, betza, shape and shape_file",
                   decl->key);
    else if (ways == 0 && !pk->program && !pk->shape)
        loader_err(L, decl->knode, "piece '%s' needs its movement: chessembly, betza, shape or shape_file", decl->key);
    /* pawns: the pieces whose moves reset the fifty-move clock, unless it says otherwise */
    pk->resets_clock = pk->fifty_moves == FIFTY_DEFAULT ? pk->en_passant || !strcmp(pk->name, "pawn")
                                                        : pk->fifty_moves != FIFTY_COUNT;
}

/* Follows a shape error's JSON path (`shapes[1].max`) through the YAML tree, so the
 * message can point at the exact line and column of the culprit. */
static yaml_node_t *yaml_path(Loader *L, yaml_node_t *n, const char *path)
{
    const char *p = path;
    while (n && *p && *p != ':' && *p != ' ') {
        if (*p == '.') {
            p++;
            continue;
        }
        if (*p == '[') {
            int idx = atoi(p + 1);
            if (n->type != YAML_SEQUENCE_NODE || idx < 0 ||
                idx >= (int)(n->data.sequence.items.top - n->data.sequence.items.start))
                return NULL;
            n = node_at(L, n->data.sequence.items.start[idx]);
            p = strchr(p, ']');
            if (!p)
                return NULL;
            p++;
            continue;
        }
        size_t len = strcspn(p, ".[: ");
        if (n->type != YAML_MAPPING_NODE)
            return NULL;
        yaml_node_t *next = NULL;
        for (yaml_node_pair_t *pair = n->data.mapping.pairs.start; pair < n->data.mapping.pairs.top; pair++) {
            const char *k = scalar(node_at(L, pair->key));
            if (k && strlen(k) == len && !strncmp(k, p, len)) {
                next = node_at(L, pair->value);
                break;
            }
        }
        n = next;
        p += len;
    }
    return n;
}

static void locate_shape_errors(Loader *L, yaml_node_t *shape, int first)
{
    for (int i = first; i < L->diags->count; i++) {
        Diagnostic *d = &L->diags->items[i];
        if (!d->message || !strchr(d->message, ':'))
            continue;
        yaml_node_t *n = strncmp(d->message, "(root)", 6) == 0 ? shape : yaml_path(L, shape, d->message);
        if (n) {
            d->line = (int)n->start_mark.line + 1;
            d->column = (int)n->start_mark.column + 1;
        }
    }
}

CsmProgram *compile_movement(Loader *L, yaml_node_t *script, yaml_node_t *betza, BetzaDialect dialect,
                             const char *initial_zone)
{
    Variant *v = L->v;
    CsmSourceMap map;
    loader_scalar_map(L, script ? script : betza, &map, script ? "the script" : "the betza string");
    int before = L->diags->count;
    /* Betza becomes Chessembly text first; that text is what compiles and runs */
    char *translated = NULL;
    if (betza) {
        translated = betza_translate_zoned(scalar(betza), dialect, initial_zone, &map, L->diags);
        loader_scalar_map_free(&map); /* the translation is not the file's text */
        if (!translated) {
            L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
            return NULL;
        }
        map.line_base -= 1; /* run-time errors then name the betza line or just below */
    }
    CsmProgram *prog = csm_compile(translated ? translated : scalar(script), &map, &v->sym, L->diags);
    loader_scalar_map_free(&map);
    free(translated);
    if (!prog) {
        L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
        return NULL;
    }
    if (v->nowned >= (int)(sizeof v->owned_programs / sizeof v->owned_programs[0])) {
        /* every override compiles anew; keep the newest programs only */
        csm_program_free(prog);
        loader_err(L, script ? script : betza, "too many scripts in one variant chain");
        return NULL;
    }
    v->owned_programs[v->nowned++] = prog;
    return prog;
}

/* `initial_zone: Z`, checked: a zone of the board, beside `betza` (NULL when not given). */
static const char *initial_zone_of(Loader *L, const PieceDecl *d)
{
    if (!d->initial_zone)
        return NULL;
    const char *z = scalar(d->initial_zone);
    if (!d->betza)
        loader_err(L, d->initial_zone, "initial_zone says where Betza's initial moves (i) start: it goes with betza");
    else if (variant_find_zone(L->v, z) < 0)
        loader_err(L, d->initial_zone, "initial_zone '%s' is not one of the board's zones", z);
    else
        return z;
    return NULL;
}

static void compile_piece(Loader *L, PieceDecl *d)
{
    Variant *v = L->v;
    PieceKind *pk = &v->kinds[d->kind];
    pk->betza[0] = '\0'; /* an override (script, shape) forgets the Betza it extends */
    if (d->script || d->betza) {
        CsmProgram *prog = compile_movement(L, d->script, d->betza, d->dialect, initial_zone_of(L, d));
        if (!prog)
            return;
        pk->program = prog;
        /* (the Betza another engine is told: not one whose initial moves start elsewhere) */
        if (d->betza && d->dialect == BETZA_FSF && !d->initial_zone && strlen(scalar(d->betza)) < sizeof pk->betza)
            snprintf(pk->betza, sizeof pk->betza, "%s", scalar(d->betza));
        shape_free(pk->shape);
        pk->shape = NULL;
        return;
    }
    Shape *shape = NULL;
    int before = L->diags->count;
    if (d->shape) {
        cJSON *json = yaml_to_json(L, d->shape, 0);
        shape = shape_from_cjson(json, L->path, (int)d->shape->start_mark.line + 1, L->diags);
        cJSON_Delete(json);
        locate_shape_errors(L, d->shape, before);
    } else if (d->shape_file) {
        char dir[PATH_MAX], full[PATH_MAX * 2];
        const char *rel = scalar(d->shape_file);
        loader_dir_of(L->path, dir, sizeof dir);
        if (rel[0] == '/')
            snprintf(full, sizeof full, "%s", rel);
        else
            snprintf(full, sizeof full, "%s/%s", dir, rel);
        char why[160];
        char *text = loader_read_shape_file(L, full, why, sizeof why);
        if (!text) {
            loader_err(L, d->shape_file, "cannot read shape file '%s': %s", full, why);
            return;
        }
        shape = shape_parse_json(text, full, 0, L->diags);
        free(text);
    } else {
        return;
    }
    if (!shape) {
        L->errors += L->diags->count - before > 0 ? L->diags->count - before : 1;
        return;
    }
    shape_free(pk->shape);
    pk->shape = shape;
    pk->program = NULL;
}

void load_pieces(Loader *L, yaml_node_t *n)
{
    if (!loader_need_mapping(L, n, "pieces"))
        return;
    static Pair decls[CSM_MAX_KINDS + 8];
    PieceDecl pd[CSM_MAX_KINDS + 8];
    int np = loader_pairs(L, n, decls, CSM_MAX_KINDS + 8);
    for (int i = 0; i < np; i++) {
        load_piece(L, &decls[i], &pd[i]);
        if (pd[i].kind >= 0 && pd[i].royal_limit && !L->v->kinds[pd[i].kind].royal)
            loader_err(L, pd[i].royal_limit, "royal_at_most applies to a royal piece: add royal: true");
    }
    for (int i = 0; i < np; i++)
        if (pd[i].kind >= 0 && pd[i].counted_with)
            resolve_counted_with(L, pd[i].kind, pd[i].counted_with);
    for (int i = 0; i < np; i++)
        if (pd[i].kind >= 0 && pd[i].demotes)
            resolve_demotion(L, &L->v->kinds[pd[i].kind], pd[i].demotes);
    for (int i = 0; i < np; i++)
        if (pd[i].kind >= 0 && pd[i].drop_promoted)
            resolve_drop_promoted(L, pd[i].kind, pd[i].drop_promoted);
    /* letters are unique, but for a promoted kind that shares its letter with one that
     * is not (crazyhouse's promoted queen is written Q~) */
    for (int a = 0; a < L->v->nkinds; a++)
        for (int b = a + 1; b < L->v->nkinds; b++)
            if (L->v->kinds[a].letter && L->v->kinds[a].letter == L->v->kinds[b].letter &&
                (L->v->kinds[a].demotes_to >= 0) == (L->v->kinds[b].demotes_to >= 0)) {
                const yaml_node_t *where = NULL;
                for (int i = 0; i < np; i++)
                    if (pd[i].kind == b || (pd[i].kind == a && !where))
                        where = pd[i].name_node;
                loader_err(L, where, "letter '%c' is used by both '%s' and '%s'", L->v->kinds[a].letter,
                           L->v->kinds[a].name, L->v->kinds[b].name);
            }
    for (int i = 0; i < np; i++) {
        if (pd[i].kind < 0)
            continue;
        compile_piece(L, &pd[i]);
        if (pd[i].promo_to)
            resolve_promotion(L, &L->v->kinds[pd[i].kind], pd[i].promo_to);
        if (pd[i].first_moves)
            load_first_moves(L, pd[i].kind, pd[i].first_moves);
    }
    /* a name used in a script but never declared is an error (a typo must not pass) */
    for (int k = 0; k < L->v->sym.nkinds; k++) {
        if (k < L->v->nkinds && L->v->kinds[k].defined)
            continue;
        const char *names[CSM_MAX_KINDS];
        int nnames = 0;
        for (int j = 0; j < L->v->nkinds; j++)
            if (L->v->kinds[j].defined)
                names[nnames++] = L->v->kinds[j].name;
        const char *hint = diag_suggest(L->v->sym.kinds[k], names, nnames);
        loader_err(L, n, "piece '%s' is used in a script but not declared under pieces%s%s%s", L->v->sym.kinds[k],
                   hint ? " (did you mean '" : "", hint ? hint : "", hint ? "'?)" : "");
    }
}
