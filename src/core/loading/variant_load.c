/* variant_load.c — YAML variant files to Variants, through libyaml's document API so
 * every node keeps its line and column. */
#include "variant_load.h"
#include "variant_load_internal.h"

#include "chess960.h"
#include "cond.h"
#include "fen.h"
#include "rules.h"
#include "textfile.h"
#include "variant_sides.h"
#include "yaml_guard.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

/* The YAML document of the file; false with a located message (and a hint for the two
 * usual causes, which libyaml's words do not name). */
static bool parse_document(Loader *L, const char *text, const char *path, DiagSink *diags)
{
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, strlen(text));
    if (!yaml_parser_load(&parser, &L->doc)) {
        const yaml_mark_t *mark = parser.problem_mark.line || parser.problem_mark.column ? &parser.problem_mark
                                                                                          : &parser.context_mark;
        /* libyaml's words do not say what to change; the two usual causes do */
        const char *hint = "";
        const char *line_start = text + (mark->index <= strlen(text) ? mark->index : 0) - mark->column;
        for (const char *q = line_start; *q == ' ' || *q == '\t'; q++)
            if (*q == '\t')
                hint = " (a tab in the indentation: YAML indents with spaces only)";
        if (!hint[0] && parser.problem &&
            (strstr(parser.problem, "expected key") || strstr(parser.problem, "not allowed in this context") ||
             strstr(parser.problem, "expected <block end>")))
            hint = " (check the indentation of this line against the lines above)";
        diag_add(diags, path, (int)mark->line + 1, (int)mark->column + 1, "YAML: %s%s%s%s",
                 parser.problem ? parser.problem : "syntax error", parser.context ? " " : "",
                 parser.context ? parser.context : "", hint);
        yaml_parser_delete(&parser);
        return false;
    }
    yaml_parser_delete(&parser);
    return true;
}

/* After loading, with no error so far: the tables derived, and the setup checked to be
 * a position of this board. */
static void finish_variant(Loader *L, Variant *v, yaml_node_t *setup_node, yaml_node_t *root)
{
    variant_prepare(v);
    if (v->rules.immobility_illegal)
        rules_compute_stuck(v);
    if (v->attacks.irreversible_kinds)
        rules_compute_quiet_reach(v);
    load_rules_finish(L, v, root);
    check_first_moves(L, root);
    v->tracks_checks = cond_set_uses_checks(v->victory) || cond_set_uses_checks(v->draw) ||
                       cond_set_uses_checks(v->cannot_win);
    v->uses_perpetual = cond_set_uses_perpetual(v->victory) || cond_set_uses_perpetual(v->draw);
    v->uses_check_series = cond_set_uses_check_series(v->victory) || cond_set_uses_check_series(v->draw);
    if (v->uses_check_series && !v->rules.check_series)
        loader_err(L, root, "a condition asks check_series, but no piece is named for it: add 'rules: check_series: "
                            "[PIECE, ...]' (the kinds one of whose checks the series needs)");
    if (!v->setup)
        return;
    Position pos;
    DiagSink tmp;
    diag_init(&tmp);
    if (!fen_parse(v, v->setup, &pos, NULL, &tmp)) {
        for (int i = 0; i < tmp.count; i++)
            loader_err(L, setup_node ? setup_node : root, "setup: %s", tmp.items[i].message);
    } else if ((pos.files != v->files || pos.ranks != v->ranks) && setup_node) {
        loader_err(L, setup_node, "setup is %dx%d but the board is %dx%d", pos.files, pos.ranks, v->files, v->ranks);
    } else if (pos.files != v->files || pos.ranks != v->ranks) {
        /* the setup came from the variant extended: the size changed here */
        loader_err(L, L->size_node ? L->size_node : root,
                   "board size %dx%d does not fit the setup this file inherits (%dx%d): give a setup for this board",
                   v->files, v->ranks, pos.files, pos.ranks);
    }
    diag_free(&tmp);
}

/* Reads just the `game:` name of a variant file (for extends by name). */
bool variant_file_game_name(const char *path, char *out, size_t size)
{
    char *text = text_file_read(path);
    if (!text)
        return false;
    bool found = false;
    DiagSink ignored; /* a file that breaks the limits is simply not a match */
    diag_init(&ignored);
    bool bounded = yaml_guard_check(text, path, &ignored);
    diag_free(&ignored);
    if (!bounded) {
        free(text);
        return false;
    }
    yaml_parser_t parser;
    yaml_document_t doc;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, strlen(text));
    if (yaml_parser_load(&parser, &doc)) {
        yaml_node_t *root = yaml_document_get_root_node(&doc);
        if (root && root->type == YAML_MAPPING_NODE)
            for (yaml_node_pair_t *p = root->data.mapping.pairs.start; p < root->data.mapping.pairs.top; p++) {
                const char *k = scalar(yaml_document_get_node(&doc, p->key));
                const char *val = scalar(yaml_document_get_node(&doc, p->value));
                if (k && val && !strcmp(k, "game")) {
                    snprintf(out, size, "%s", val);
                    found = true;
                }
            }
        yaml_document_delete(&doc);
    }
    yaml_parser_delete(&parser);
    free(text);
    return found;
}

/* `arrangements: { name: "RNBA1ABNR", ... }`: first ranks New game offers each side
 * (janggi's horse/elephant setups). Each row must fit the board and name declared pieces. */
static void load_arrangements(Loader *L, yaml_node_t *n)
{
    if (!loader_need_mapping(L, n, "arrangements"))
        return;
    Variant *v = L->v;
    Pair pp[VARIANT_MAX_ARRANGEMENTS + 1];
    int np = loader_pairs(L, n, pp, VARIANT_MAX_ARRANGEMENTS + 1);
    v->narrangements = 0;
    for (int i = 0; i < np; i++) {
        const char *row = loader_need_string(L, pp[i].vnode, pp[i].key);
        if (!row)
            continue;
        if (v->narrangements >= VARIANT_MAX_ARRANGEMENTS) {
            loader_err(L, pp[i].knode, "at most %d arrangements", VARIANT_MAX_ARRANGEMENTS);
            break;
        }
        int width = 0;
        char bad = 0;
        for (const char *c = row; *c && !bad;) {
            if (isdigit((unsigned char)*c)) {
                char *end;
                width += (int)strtol(c, &end, 10);
                c = end;
            } else if (isupper((unsigned char)*c) && variant_kind_by_letter(v, (char)tolower((unsigned char)*c)) >= 0) {
                width++;
                c++;
            } else {
                bad = *c;
            }
        }
        if (bad) {
            loader_err(L, pp[i].vnode, "arrangement '%s': '%c' is not a White piece letter of this variant (write the "
                                       "row as White's first rank in FEN, upper case)", pp[i].key, bad);
            continue;
        }
        if (width != v->files || strlen(row) >= sizeof v->arrangements[0].row || strlen(pp[i].key) >= 64) {
            loader_err(L, pp[i].vnode, "arrangement '%s' covers %d files; the board has %d", pp[i].key, width,
                       v->files);
            continue;
        }
        Arrangement *a = &v->arrangements[v->narrangements++];
        snprintf(a->name, sizeof a->name, "%s", pp[i].key);
        snprintf(a->row, sizeof a->row, "%s", row);
    }
}

/* names_first: korean -- the game's own names lead in the window (janggi) */
static void load_names_first(Loader *L, yaml_node_t *n)
{
    const char *s = loader_need_string(L, n, "names_first");
    if (s && (!strcmp(s, "korean") || !strcmp(s, "english")))
        L->v->korean_names_first = !strcmp(s, "korean");
    else if (s)
        loader_err(L, n, "names_first is 'korean' (the pieces' Korean names first, then English) or 'english'");
}

/* sides: [Sente, Gote] (variant_sides.h), when given */
static void load_sides(Loader *L, yaml_node_t *n)
{
    char why[160];
    if (n && !variant_sides_read(L->v, &L->doc, n, why, sizeof why))
        loader_err(L, n, "%s", why);
}

static const char *TOP_KEYS = "game, extends, description, board, setup, start, pieces, rules, victory, draw, cannot_win, "
                              "after_move, name_ko, description_ko, arrangements, names_first, sides, points_bonus, "
                              "evaluation";

/* points_bonus: { black: 1.5 } -- a side's points on top of its pieces (janggi's Han) */
static void load_points_bonus(Loader *L, yaml_node_t *n)
{
    if (!n || !loader_need_mapping(L, n, "points_bonus"))
        return;
    Pair pp[4];
    int np = loader_pairs(L, n, pp, 4);
    for (int i = 0; i < np; i++) {
        int side = !strcmp(pp[i].key, "white") ? WHITE : !strcmp(pp[i].key, "black") ? BLACK : -1;
        double b = 0;
        if (side < 0)
            loader_unknown_key(L, &pp[i], "points_bonus", "white, black");
        else if (!loader_need_number(L, pp[i].vnode, pp[i].key, &b))
            continue; /* reported */
        else if (b < 0 || b > 1000)
            loader_err(L, pp[i].vnode, "points_bonus: a side's bonus is 0 to 1000 points");
        else
            L->v->points_bonus[side] = b;
    }
}

/* A translated text (`name_ko:`): set from the file, or dropped when the file gives the
 * text it translates without it (an inherited translation would be of the base's name). */
static void load_translation(Loader *L, yaml_node_t *node, bool original_given, const char *key, char **slot)
{
    if (node) {
        const char *t = loader_need_string(L, node, key);
        if (t) {
            free(*slot);
            *slot = strdup(t);
        }
    } else if (original_given) {
        free(*slot);
        *slot = NULL;
    }
}

/* sides:, points_bonus: and evaluation: (after the pieces: its values name them) */
static void load_last_keys(Loader *L, yaml_node_t *sides, yaml_node_t *points_bonus, yaml_node_t *evaluation)
{
    load_sides(L, sides);
    load_points_bonus(L, points_bonus);
    load_evaluation(L, evaluation);
}

Variant *load_variant(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags,
                      const char **chain, int depth)
{
    Loader L;
    memset(&L, 0, sizeof L);
    L.text = text;
    L.path = path;
    L.diags = diags;
    L.catalog = catalog;
    L.chain = chain;
    L.depth = depth;
    if (!yaml_guard_check(text, path, diags))
        return NULL;
    if (!parse_document(&L, text, path, diags))
        return NULL;
    yaml_node_t *root = yaml_document_get_root_node(&L.doc);
    Variant *v = NULL;
    if (!root) {
        diag_add(diags, path, 1, 1, "the file is empty: a variant needs game, board, setup and pieces");
        goto done;
    }
    if (root->type != YAML_MAPPING_NODE) {
        loader_err(&L, root, "a variant file is a mapping of %s", TOP_KEYS);
        goto done;
    }
    Pair top[24];
    int nt = loader_pairs(&L, root, top, 24);
    enum { NKEYS = 19 };
    yaml_node_t *get[NKEYS] = {0};
    static const char *order[NKEYS] = {"game",    "extends", "description", "board",   "setup",
                                       "pieces",  "rules",   "victory",     "draw",    "after_move",
                                       "name_ko", "description_ko", "start", "arrangements", "names_first",
                                       "cannot_win", "sides", "points_bonus", "evaluation"};
    for (int i = 0; i < nt; i++) {
        int j = 0;
        while (j < NKEYS && strcmp(top[i].key, order[j]))
            j++;
        if (j == NKEYS)
            loader_unknown_key(&L, &top[i], "the variant", TOP_KEYS);
        else
            get[j] = top[i].vnode;
    }
    if (get[1]) {
        v = load_base(&L, get[1]);
        if (!v)
            goto done;
    } else {
        v = variant_new();
    }
    L.v = v;
    if (get[0]) {
        const char *g = loader_need_string(&L, get[0], "game");
        if (g) {
            free(v->name);
            v->name = strdup(g);
        }
    } else {
        loader_err(&L, root, "missing 'game': every variant needs a display name");
    }
    if (get[2]) {
        const char *d = loader_need_string(&L, get[2], "description");
        if (d) {
            free(v->description);
            v->description = strdup(d);
        }
    }
    load_translation(&L, get[10], get[0] != NULL, "name_ko", &v->name_ko);
    load_translation(&L, get[11], get[2] != NULL, "description_ko", &v->description_ko);
    if (get[3])
        load_board(&L, get[3]);
    else if (!get[1])
        loader_err(&L, root, "missing 'board' (a file without extends must give board, setup and pieces)");
    if (get[5])
        load_pieces(&L, get[5]);
    else if (!get[1])
        loader_err(&L, root, "missing 'pieces' (a file without extends must give board, setup and pieces)");
    if (get[6])
        load_rules(&L, get[6]);
    if (get[9]) /* before the conditions: they may read its variables (var turns >= 10) */
        load_after_move(&L, get[9]);
    load_condition_sections(&L, get[7], get[8], get[15]);
    if (get[4]) {
        const char *s = loader_need_string(&L, get[4], "setup");
        if (s) {
            free(v->setup);
            v->setup = strdup(s);
        }
    } else if (!get[1]) {
        loader_err(&L, root, "missing 'setup' (a file without extends must give board, setup and pieces)");
    }
    if (get[12]) { /* start: chess960 -- each new game from a Chess960 back rank */
        const char *s = loader_need_string(&L, get[12], "start");
        if (s && !strcmp(s, "chess960"))
            v->start_960 = true;
        else if (s && !strcmp(s, "setup"))
            v->start_960 = false;
        else if (s)
            loader_err(&L, get[12], "start is 'setup' (the setup as written) or 'chess960' (a Chess960 back rank "
                                    "each game)");
        if (v->start_960 && v->setup && !chess960_count(v))
            loader_err(&L, get[12], "start: chess960 needs a setup whose first rank (White's, or Black's) is an "
                                    "army to shuffle: two bishops, a king, two rooks and other pieces, no empty "
                                    "square");
    }
    if (get[13])
        load_arrangements(&L, get[13]);
    if (get[14])
        load_names_first(&L, get[14]);
    load_last_keys(&L, get[16], get[17], get[18]);
    free(v->file);
    v->file = path ? strdup(path) : NULL;
    if (L.errors == 0)
        finish_variant(&L, v, get[4], root);
done:
    yaml_document_delete(&L.doc);
    if (L.errors > 0 && v) {
        variant_free(v);
        v = NULL;
    }
    return v;
}

Variant *variant_load_text(const char *text, const char *path, VariantCatalog *catalog, DiagSink *diags)
{
    const char *chain[MAX_EXTENDS_DEPTH + 1] = {0};
    char *real = path ? realpath(path, NULL) : NULL;
    chain[0] = real ? real : path;
    Variant *v = load_variant(text, path, catalog, diags, chain, 1);
    free(real);
    return v;
}

Variant *variant_load_file(const char *path, VariantCatalog *catalog, DiagSink *diags)
{
    char why[160];
    char *text = text_file_load(path, why, sizeof why);
    if (!text) {
        diag_add(diags, path, 0, 0, "cannot read the file: %s", why);
        return NULL;
    }
    Variant *v = variant_load_text(text, path, catalog, diags);
    free(text);
    return v;
}
