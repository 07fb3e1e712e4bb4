/* variant_load_rules.c — the rules: and after_move: sections of a variant file: the rule
 * families a variant switches on (captures, hands and drops, explosions, gating, walls,
 * castling, counting, chasing, rows), and the keys that name pieces, read once the
 * pieces are known. */
#include "variant_load_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One after_move entry: `set-state(key, n)`, `add-state(key, n)` or
 * `add-state(key, n, modulo)`. Returns false when the text is not one of those. */
static bool parse_after_action(const char *text, char *key, size_t key_size, AfterMoveAction *a, const char **why)
{
    const char *p = text;
    while (*p == ' ')
        p++;
    if (!strncmp(p, "set-state", 9))
        a->add = false;
    else if (!strncmp(p, "add-state", 9))
        a->add = true;
    else {
        *why = "expected set-state(key, n) or add-state(key, n) or add-state(key, n, modulo)";
        return false;
    }
    p += 9;
    while (*p == ' ')
        p++;
    if (*p++ != '(') {
        *why = "expected '(' after the action's name";
        return false;
    }
    while (*p == ' ')
        p++;
    size_t n = 0;
    if (!islower((unsigned char)*p)) {
        *why = "the variable's name must start with a lower-case letter";
        return false;
    }
    while ((islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '-') && n + 1 < key_size)
        key[n++] = *p++;
    key[n] = '\0';
    long nums[2] = {0, 0};
    int count = 0;
    while (count < 2) {
        while (*p == ' ')
            p++;
        if (*p != ',')
            break;
        p++;
        char *end;
        nums[count] = strtol(p, &end, 10);
        if (end == p || nums[count] > 1000000000L || nums[count] < -1000000000L) {
            *why = "expected a whole number (at most a billion either way)";
            return false;
        }
        p = end;
        count++;
    }
    while (*p == ' ')
        p++;
    if (*p != ')' || p[1] != '\0' || count == 0 || (count == 2 && !a->add)) {
        *why = a->add ? "expected add-state(key, n) or add-state(key, n, modulo)" : "expected set-state(key, n)";
        return false;
    }
    a->value = (int32_t)nums[0];
    a->modulo = count == 2 ? (int32_t)nums[1] : 0;
    if (count == 2 && a->modulo <= 0) {
        *why = "the modulo must be at least 1";
        return false;
    }
    return true;
}

/* after_move: a list of actions on game variables applied after every move. A file's
 * list replaces the one it extends. */
void load_after_move(Loader *L, yaml_node_t *n)
{
    if (n->type != YAML_SEQUENCE_NODE) {
        loader_err(L, n, "after_move must be a list of actions such as add-state(turns, 1)");
        return;
    }
    Variant *v = L->v;
    v->nafter = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *text = loader_need_string(L, item, "an after_move action");
        if (!text)
            continue;
        AfterMoveAction a;
        memset(&a, 0, sizeof a);
        char key[CSM_NAME_MAX];
        const char *why = NULL;
        if (!parse_after_action(text, key, sizeof key, &a, &why)) {
            loader_err(L, item, "after_move: '%s': %s", text, why);
            continue;
        }
        if (v->nafter >= VARIANT_MAX_AFTER) {
            loader_err(L, item, "after_move: at most %d actions", VARIANT_MAX_AFTER);
            return;
        }
        int var = csm_symbols_var(&v->sym, key, true);
        if (var < 0) {
            loader_err(L, item, "after_move: too many game variables (at most %d)", CSM_MAX_VARS);
            continue;
        }
        a.var = (uint8_t)var;
        v->after_move[v->nafter++] = a;
    }
}

/* A list of piece names as a bit set of kinds; false (error reported) when it is not one. */
static bool kind_set(Loader *L, yaml_node_t *n, const char *what, uint64_t *out)
{
    if (n->type != YAML_SEQUENCE_NODE) {
        loader_err(L, n, "%s is a list of pieces: [pawn]", what);
        return false;
    }
    *out = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *name = scalar(item);
        int k = name ? variant_find_kind(L->v, name) : -1;
        if (k < 0)
            loader_err(L, item, "%s: unknown piece '%s'", what, name ? name : "?");
        else
            *out |= 1ULL << k;
    }
    return true;
}

/* rules: explosion_spares: [pawn] -- the kinds an explosion next to them leaves standing
 * (when not given: the pawns, the en_passant pieces, as in atomic chess); explosion_immune:
 * the kinds no explosion removes at all. */
static void resolve_spares(Loader *L, Variant *v)
{
    if (!v->rules.explosions)
        return;
    if (L->immune_node)
        kind_set(L, L->immune_node, "explosion_immune", &v->rules.blast_immune);
    yaml_node_t *n = L->spares_node;
    if (!n) {
        if (!v->rules.blast_spared)
            for (int k = 0; k < v->nkinds; k++)
                if (v->kinds[k].en_passant)
                    v->rules.blast_spared |= 1ULL << k;
        return;
    }
    kind_set(L, n, "explosion_spares", &v->rules.blast_spared);
}

/* rules: promotion_limits: [{ pieces: [queen, promoted-queen], at_most: 1 }, ...] */
static void resolve_promo_limits(Loader *L, Variant *v)
{
    yaml_node_t *n = L->limits_node;
    if (!n)
        return;
    const char *shape = "promotion_limits is a list of { pieces: [...], at_most: N }";
    if (n->type != YAML_SEQUENCE_NODE) {
        loader_err(L, n, "%s", shape);
        return;
    }
    v->rules.npromo_limits = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        if (v->rules.npromo_limits == VARIANT_MAX_PROMO_LIMITS) {
            loader_err(L, item, "at most %d promotion limits", VARIANT_MAX_PROMO_LIMITS);
            return;
        }
        if (!loader_need_mapping(L, item, "a promotion limit"))
            continue;
        Pair pp[4];
        int np = loader_pairs(L, item, pp, 4);
        PromoLimit lim = {0, 0};
        bool counted = false, listed = false;
        for (int i = 0; i < np; i++) {
            double count;
            if (!strcmp(pp[i].key, "pieces")) {
                listed = true;
                kind_set(L, pp[i].vnode, "promotion_limits: pieces", &lim.kinds);
            } else if (!strcmp(pp[i].key, "at_most") && loader_need_number(L, pp[i].vnode, "at_most", &count)) {
                counted = true;
                if (count != (int)count || count < 0 || count > 64)
                    loader_err(L, pp[i].vnode, "at_most is a whole number from 0 to 64");
                lim.at_most = (int)count;
            } else if (strcmp(pp[i].key, "at_most") != 0) {
                loader_unknown_key(L, &pp[i], "a promotion limit", "pieces, at_most");
            }
        }
        if (!listed || !counted)
            loader_err(L, item, "%s: this one lacks %s", shape, !listed ? "its pieces" : "at_most");
        v->rules.promo_limits[v->rules.npromo_limits++] = lim;
    }
}

/* rules: rows: { pieces: [musketeer], along: [rank, file] } -- what the condition counts
 * row, line and block see: those kinds only (default: all), along those lines (default:
 * ranks, files and diagonals). */
static void resolve_rows(Loader *L, Variant *v)
{
    yaml_node_t *n = L->rows_node;
    if (!n || !loader_need_mapping(L, n, "rows"))
        return;
    Pair pp[4];
    int np = loader_pairs(L, n, pp, 4);
    for (int i = 0; i < np; i++) {
        if (!strcmp(pp[i].key, "pieces")) {
            kind_set(L, pp[i].vnode, "rows: pieces", &v->rules.row_kinds);
        } else if (!strcmp(pp[i].key, "along")) {
            yaml_node_t *a = pp[i].vnode;
            const char *shape = "rows: along is a list of the lines rows count along: [rank, file, diagonal]";
            if (a->type != YAML_SEQUENCE_NODE || a->data.sequence.items.top == a->data.sequence.items.start) {
                loader_err(L, a, "%s", shape);
                continue;
            }
            unsigned along = 0;
            for (yaml_node_item_t *it = a->data.sequence.items.start; it < a->data.sequence.items.top; it++) {
                yaml_node_t *item = node_at(L, *it);
                const char *w = scalar(item);
                if (w && !strcmp(w, "rank"))
                    along |= ROW_ALONG_RANK;
                else if (w && !strcmp(w, "file"))
                    along |= ROW_ALONG_FILE;
                else if (w && !strcmp(w, "diagonal"))
                    along |= ROW_ALONG_DIAGONAL;
                else
                    loader_err(L, item, "%s; '%s' is none of them", shape, w ? w : "?");
            }
            v->rules.row_along = (uint8_t)along;
        } else {
            loader_unknown_key(L, &pp[i], "rows", "pieces, along");
        }
    }
}

/* The chasing rule names every piece by its role and needs the river (soldiers across
 * it may be chased); say which piece lacks a role. */
static void check_chasing(Loader *L, Variant *v, yaml_node_t *root)
{
    if (!v->rules.chasing)
        return;
    yaml_node_t *at = L->chasing_node ? L->chasing_node : root; /* set by an extended file */
    if (!v->look.river)
        loader_err(L, at, "chasing needs the board's river (board: river: 5): soldiers across it may be chased");
    int generals = 0;
    for (int k = 0; k < v->nkinds; k++) {
        if (!v->kinds[k].chase_role)
            loader_err(L, at, "chasing: piece '%s' needs a chase_role (chariot, horse, elephant, advisor, general, "
                       "cannon or soldier)", v->kinds[k].name);
        generals += v->kinds[k].chase_role == CHASE_GENERAL;
    }
    if (generals != 1)
        loader_err(L, at, "chasing: exactly one kind has chase_role general (found %d)", generals);
}

/* `castling_files: [c, g]`: where a castling king lands, toward file a and the other way. */
static void load_castling_files(Loader *L, yaml_node_t *n)
{
    const char *msg = "castling_files is two files, where the king lands castling toward file a and the other way "
                      "(like [c, g])";
    if (n->type != YAML_SEQUENCE_NODE || n->data.sequence.items.top - n->data.sequence.items.start != 2) {
        loader_err(L, n, "%s", msg);
        return;
    }
    int f[2];
    for (int i = 0; i < 2; i++) {
        yaml_node_t *item = node_at(L, n->data.sequence.items.start[i]);
        const char *s = scalar(item);
        if (!s || strlen(s) != 1 || s[0] < 'a' || s[0] >= 'a' + L->v->files) {
            loader_err(L, item, "%s; '%s' is not a file of this board", msg, s ? s : "?");
            return;
        }
        f[i] = s[0] - 'a';
    }
    if (f[0] >= f[1]) {
        loader_err(L, n, "%s; the first must lie toward file a of the second", msg);
        return;
    }
    L->v->rules.castle_to[0] = (uint8_t)(f[0] + 1);
    L->v->rules.castle_to[1] = (uint8_t)(f[1] + 1);
}

/* A rule naming a zone (`first_drops: ZONE`, `walls_zone: ZONE`): its index + 1, or 0
 * after a located error. */
static int8_t load_zone_ref(Loader *L, yaml_node_t *n, const char *key)
{
    const char *z = scalar(n);
    int zi = z ? variant_find_zone(L->v, z) : -1;
    if (zi < 0)
        loader_err(L, n, "%s names a zone (declare it under board: zones:), found '%s'", key, z ? z : "?");
    return (int8_t)(zi + 1);
}

/* rules: walls:, walls_zone: and walls_or_move:; false when `p` is neither. */
static bool load_walls(Loader *L, Pair *p)
{
    if (!strcmp(p->key, "walls")) {
        static const char *const names[] = {"none", "duck", "arrow", "past", "edge", "static"};
        const char *s = scalar(p->vnode);
        int found = -1;
        for (int w = 0; s && w < 6 && found < 0; w++)
            if (!strcmp(s, names[w]))
                found = w;
        if (found < 0)
            loader_err(L, p->vnode, "walls must be 'duck' (the one wall moves to another empty square), 'arrow' (a "
                                    "square the moved piece could go to next), 'past' (the square it left), 'edge' "
                                    "(an edge square or one next to a wall), 'static' (any empty square) or 'none'");
        else
            L->v->rules.walls = (uint8_t)found;
        L->walls_node = p->vnode;
        return true;
    }
    if (!strcmp(p->key, "walls_zone")) {
        L->v->rules.walls_zone = load_zone_ref(L, p->vnode, "walls_zone");
        L->walls_zone_node = p->vnode;
        return true;
    }
    if (!strcmp(p->key, "walls_or_move")) {
        loader_need_bool(L, p->vnode, p->key, &L->v->rules.walls_or_move);
        L->walls_or_move_node = p->vnode;
        return true;
    }
    return false;
}

/* `connect_steps: [east, north]`: the steps a `connected` chain may take (absolute). */
static void load_connect_steps(Loader *L, yaml_node_t *n)
{
    static const char *const words[8] = {"east", "west", "north", "south", "northeast", "northwest", "southeast",
                                         "southwest"};
    const char *msg = "connect_steps is a list of the directions a chain goes on (east, west, north, south, "
                      "northeast, northwest, southeast, southwest)";
    if (n->type != YAML_SEQUENCE_NODE || n->data.sequence.items.top == n->data.sequence.items.start) {
        loader_err(L, n, "%s", msg);
        return;
    }
    unsigned steps = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top; it++) {
        yaml_node_t *item = node_at(L, *it);
        const char *s = scalar(item);
        int d = 0;
        while (s && d < 8 && strcmp(s, words[d]))
            d++;
        if (!s || d == 8) {
            loader_err(L, item, "%s; '%s' is none of them", msg, s ? s : "?");
            return;
        }
        steps |= 1u << d;
    }
    L->v->rules.connect_steps = (uint8_t)steps;
}


/* The rules keys about where drops go and what rows count (connect games, reversi, ataxx):
 * drop_entry, must_drop, rows, castling_by_drop, drop_rule, first_drops, flip,
 * connect_steps, free_drops; false when `p` is none of them. */
static bool load_drop_rules(Loader *L, Pair *p)
{
    if (!strcmp(p->key, "drop_entry")) {
        const char *s = scalar(p->vnode);
        if (s && !strcmp(s, "anywhere"))
            L->v->rules.drop_entry = DROP_ENTRY_ANYWHERE;
        else if (s && !strcmp(s, "top"))
            L->v->rules.drop_entry = DROP_ENTRY_TOP;
        else if (s && !strcmp(s, "any_side"))
            L->v->rules.drop_entry = DROP_ENTRY_ANY_SIDE;
        else
            loader_err(L, p->vnode, "drop_entry must be 'anywhere', 'top' (the first rank or a square above a piece, "
                                    "as a disc falls in Connect Four) or 'any_side' (pushed in from an edge)");
    } else if (!strcmp(p->key, "must_drop")) {
        loader_need_bool(L, p->vnode, p->key, &L->v->rules.must_drop);
    } else if (!strcmp(p->key, "rows")) {
        L->rows_node = p->vnode;
    } else if (!strcmp(p->key, "castling_by_drop")) {
        const char *f = scalar(p->vnode);
        if (f && strlen(f) == 1 && f[0] >= 'a' && f[0] < 'a' + L->v->files)
            L->v->rules.castling_drop_file = (uint8_t)(f[0] - 'a' + 1);
        else if (f && !strcmp(f, "none"))
            L->v->rules.castling_drop_file = 0;
        else
            loader_err(L, p->vnode, "castling_by_drop is the file of the first rank where a dropped castling king "
                                    "gains its castling rights (like e), or 'none'; '%s' is not a file of this board",
                       f ? f : "?");
    } else if (!strcmp(p->key, "drop_rule")) {
        const char *s = scalar(p->vnode);
        static const char *const words[] = {"anywhere", "enclosing", "beside_own", "apart"};
        int w = 0;
        while (s && w < 4 && strcmp(s, words[w]))
            w++;
        if (!s || w == 4)
            loader_err(L, p->vnode, "drop_rule must be 'anywhere', 'enclosing' (next to an enemy piece, closing a "
                                    "line of them on one of yours), 'beside_own' (next to one of your pieces) or "
                                    "'apart' (never beside an enemy piece along a rank or file)");
        else
            L->v->rules.drop_rule = (uint8_t)w;
    } else if (!strcmp(p->key, "first_drops")) {
        L->v->rules.first_drops = load_zone_ref(L, p->vnode, "first_drops");
    } else if (!strcmp(p->key, "flip")) {
        const char *s = scalar(p->vnode);
        static const char *const words[] = {"none", "enclosed", "adjacent", "adjacent_joined"};
        int w = 0;
        while (s && w < 4 && strcmp(s, words[w]))
            w++;
        if (!s || w == 4)
            loader_err(L, p->vnode, "flip must be 'none', 'enclosed' (the enemy lines a move closes on your pieces), "
                                    "'adjacent' (every enemy piece next to where the piece lands) or 'adjacent_joined' "
                                    "(the same, but after a drop only when it lands next to one of yours)");
        else
            L->v->rules.flip = (uint8_t)w;
    } else if (!strcmp(p->key, "connect_steps")) {
        load_connect_steps(L, p->vnode);
    } else if (!strcmp(p->key, "free_drops")) {
        loader_need_bool(L, p->vnode, p->key, &L->v->rules.free_drops);
    } else {
        return false;
    }
    return true;
}

void load_rules(Loader *L, yaml_node_t *n)
{
    if (!loader_need_mapping(L, n, "rules"))
        return;
    Pair pp[32];
    int np = loader_pairs(L, n, pp, 32);
    for (int i = 0; i < np; i++) {
        Pair *p = &pp[i];
        if (!strcmp(p->key, "captures_compulsory")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.captures_compulsory);
        } else if (!strcmp(p->key, "equal_turns")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.equal_turns);
        } else if (!strcmp(p->key, "gating")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.gating);
        } else if (!strcmp(p->key, "flying_general")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.flying_general);
        } else if (!strcmp(p->key, "royal_in_check")) {
            const char *s = scalar(p->vnode);
            if (s && (!strcmp(s, "capture_only") || !strcmp(s, "any")))
                L->v->rules.royal_takes_checker = !strcmp(s, "capture_only");
            else
                loader_err(L, p->vnode, "royal_in_check must be 'any' or 'capture_only' (a royal piece in check "
                                        "may only take the one piece that gives check: makpong)");
        } else if (!strcmp(p->key, "duple_check")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.duple_check);
        } else if (!strcmp(p->key, "chasing")) {
            const char *s = scalar(p->vnode);
            if (s && (!strcmp(s, "axf") || !strcmp(s, "none"))) {
                L->v->rules.chasing = !strcmp(s, "axf");
                L->chasing_node = p->vnode;
            } else {
                loader_err(L, p->vnode, "chasing must be 'axf' (a perpetual chase loses, as Fairy-Stockfish's "
                                        "xiangqi) or 'none'");
            }
        } else if (!strcmp(p->key, "move_repetition")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.move_repetition);
        } else if (!strcmp(p->key, "bikjang")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.bikjang);
        } else if (!strcmp(p->key, "pass")) {
            const char *s = scalar(p->vnode);
            if (s && !strcmp(s, "stalemate"))
                L->v->rules.pass = L->v->rules.pass_on_stalemate = true;
            else if (!s || (strcmp(s, "true") && strcmp(s, "false")))
                loader_err(L, p->vnode, "pass must be true, false or 'stalemate' (only when there is no other move)");
            else
                L->v->rules.pass = !strcmp(s, "true");
        } else if (!strcmp(p->key, "opposite_castling")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.opposite_castling);
        } else if (!strcmp(p->key, "castling_files")) {
            load_castling_files(L, p->vnode);
        } else if (!strcmp(p->key, "promotion_limits")) {
            L->limits_node = p->vnode;
        } else if (!strcmp(p->key, "counting")) {
            const char *s = scalar(p->vnode);
            if (s && !strcmp(s, "makruk"))
                L->v->rules.counting = COUNTING_MAKRUK;
            else if (s && !strcmp(s, "asean"))
                L->v->rules.counting = COUNTING_ASEAN;
            else if (s && !strcmp(s, "cambodian"))
                L->v->rules.counting = COUNTING_CAMBODIAN;
            else if (s && !strcmp(s, "none"))
                L->v->rules.counting = COUNTING_NONE;
            else
                loader_err(L, p->vnode, "counting must be 'makruk' (board's and pieces' honour, as Fairy-Stockfish), "
                                        "'asean' (a bare king's count only), 'cambodian' (Ouk Chatrang's) or 'none'");
        } else if (load_walls(L, p)) {
            continue;
        } else if (!strcmp(p->key, "explosions")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.explosions);
        } else if (!strcmp(p->key, "explosion_spares")) {
            L->spares_node = p->vnode;
        } else if (!strcmp(p->key, "explosion_immune")) {
            L->immune_node = p->vnode;
        } else if (!strcmp(p->key, "check_series")) {
            L->check_series_node = p->vnode;
        } else if (!strcmp(p->key, "hands")) {
            loader_need_bool(L, p->vnode, p->key, &L->v->rules.hands);
        } else if (!strcmp(p->key, "captures_to_hand")) {
            bool to_hand = true;
            loader_need_bool(L, p->vnode, p->key, &to_hand);
            L->v->rules.no_capture_to_hand = !to_hand;
        } else if (!strcmp(p->key, "immobility")) {
            const char *s = scalar(p->vnode);
            if (s && (!strcmp(s, "illegal") || !strcmp(s, "allowed")))
                L->v->rules.immobility_illegal = !strcmp(s, "illegal");
            else
                loader_err(L, p->vnode, "immobility must be 'illegal' (no piece may be dropped or left where it can "
                                        "never move) or 'allowed'");
        } else if (!strcmp(p->key, "en_passant_zone")) {
            L->v->rules.en_passant_zone = load_zone_ref(L, p->vnode, "en_passant_zone");
        } else if (load_drop_rules(L, p)) {
            continue;
        } else if (!strcmp(p->key, "giving_check")) {
            const char *s = scalar(p->vnode);
            if (s && !strcmp(s, "allowed"))
                L->v->rules.giving_check_forbidden = false;
            else if (s && !strcmp(s, "forbidden"))
                L->v->rules.giving_check_forbidden = true;
            else
                loader_err(L, p->vnode, "giving_check must be 'allowed' or 'forbidden'");
        } else {
            loader_unknown_key(L, p, "rules", "captures_compulsory, giving_check, equal_turns, hands, "
                                              "captures_to_hand, immobility, explosions, explosion_spares, "
                                              "explosion_immune, gating, flying_general, royal_in_check, duple_check, chasing, move_repetition, "
                                              "check_series, bikjang, pass, "
                                              "counting, castling_files, opposite_castling, promotion_limits, "
                                              "drop_entry, must_drop, rows, castling_by_drop, walls, walls_or_move, walls_zone, "
                                              "drop_rule, first_drops, flip, free_drops, connect_steps, en_passant_zone");
        }
    }
    if (L->v->rules.walls_or_move && !L->v->rules.walls)
        loader_err(L, L->walls_or_move_node, "walls_or_move needs walls: (which squares a wall may go on)");
    if (L->v->rules.walls_zone && !L->v->rules.walls)
        loader_err(L, L->walls_zone_node, "walls_zone needs walls: (the rule that puts the walls)");
    if (L->v->rules.walls && (L->v->rules.hands || L->v->rules.gating))
        loader_err(L, L->walls_node, "walls cannot be combined with hands or gating yet (a drop or a gated piece "
                                     "and a wall in one move)");
    const Rules *r = &L->v->rules;
    if ((r->drop_rule || r->first_drops || r->free_drops) && !r->hands)
        loader_err(L, n, "drop_rule, first_drops and free_drops are rules of drops: they need 'hands: true'");
}

void load_rules_finish(Loader *L, Variant *v, yaml_node_t *root)
{
    resolve_spares(L, v);
    resolve_promo_limits(L, v);
    resolve_rows(L, v);
    if (L->check_series_node)
        kind_set(L, L->check_series_node, "check_series", &v->rules.check_series);
    v->rules.opposite_colour_kinds = 0;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].drop_opposite_colours)
            v->rules.opposite_colour_kinds |= 1ULL << k;
    check_chasing(L, v, root);
}
