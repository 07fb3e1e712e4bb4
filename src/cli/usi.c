/* usi.c — USI's squares, option names and answers over the engine session (see usi.h).
 * cmd_uci.c reads the commands; what differs from UCI is here. */
#include "usi.h"

#include "notations.h"
#include "rules.h"
#include "variant_load.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool usi_fits(const Variant *v) { return v && notation_fits(v, NOTATION_HODGES); }

/* Whether variant files fit, learnt once per process: loading all of them again for each
 * session (the fuzz target runs thousands) would cost more than the session. */
enum { KNOWN_FILES = 128 };
static struct {
    char *path;
    bool fits;
} known_files[KNOWN_FILES];
static int nknown_files;

static int known_file(const char *path)
{
    for (int i = 0; i < nknown_files; i++)
        if (!strcmp(known_files[i].path, path))
            return known_files[i].fits ? 1 : -1;
    return 0;
}

static void learn_file(const char *path, bool fits)
{
    if (nknown_files < KNOWN_FILES && (known_files[nknown_files].path = strdup(path)) != NULL)
        known_files[nknown_files++].fits = fits;
}

bool usi_choice_fits(UciVariant *choice)
{
    if (!choice->usi_fit && !choice->yaml)
        choice->usi_fit = (signed char)known_file(choice->path);
    if (choice->usi_fit)
        return choice->usi_fit > 0;
    DiagSink diags;
    diag_init(&diags);
    Variant *v = choice->yaml ? variant_load_text(choice->yaml, choice->path, NULL, &diags)
                              : variant_load_file(choice->path, NULL, &diags);
    bool fits = usi_fits(v);
    variant_free(v);
    diag_free(&diags);
    choice->usi_fit = fits ? 1 : -1;
    if (!choice->yaml)
        learn_file(choice->path, fits);
    return fits;
}

/* ---- squares ------------------------------------------------------------------------ */

/* Copies `in` to `out` (of `size`), rewriting each square the way `square` finds it at
 * `p` (returning how many characters it read, 0 for none, and writing the other form in
 * `sq`), each drop's `at` as `drop`, and upper-casing the dropped piece's letter. */
typedef size_t (*SquareRewrite)(const Variant *v, const char *p, char sq[16]);

static void rewrite(const Variant *v, const char *in, char at, char drop, SquareRewrite square, char *out,
                    size_t size)
{
    size_t n = 0;
    for (const char *p = in; *p && n + 16 < size;) {
        char sq[16];
        size_t used = square(v, p, sq);
        if (used) {
            n += (size_t)snprintf(out + n, size - n, "%s", sq);
            p += used;
        } else if (*p == at) {
            out[n++] = drop;
            p++;
        } else {
            /* the piece a drop puts: upper case, either side, as USI and FSF write it */
            bool dropped = strchr(p, at) && isalpha((unsigned char)*p);
            out[n++] = dropped ? (char)toupper((unsigned char)*p) : *p;
            p++;
        }
    }
    out[n] = '\0';
}

/* Our square `e5` (file letter, rank from 1 at the bottom) as USI's `5e`. */
static size_t ours_to_usi_square(const Variant *v, const char *p, char sq[16])
{
    if (!islower((unsigned char)p[0]) || !isdigit((unsigned char)p[1]))
        return 0;
    char *end;
    long rank = strtol(p + 1, &end, 10);
    int file = p[0] - 'a';
    if (file >= v->files || rank < 1 || rank > v->ranks)
        return 0;
    snprintf(sq, 16, "%d%c", v->files - file, (char)('a' + (v->ranks - (int)rank)));
    return (size_t)(end - p);
}

/* USI's square `5e` (file from the right, rank letter from the top) as our `e5`. */
static size_t usi_to_ours_square(const Variant *v, const char *p, char sq[16])
{
    if (!isdigit((unsigned char)p[0]) || !islower((unsigned char)p[1]))
        return 0;
    int file = p[0] - '0', rank = p[1] - 'a';
    if (file < 1 || file > v->files || rank >= v->ranks)
        return 0;
    snprintf(sq, 16, "%c%d", (char)('a' + v->files - file), v->ranks - rank);
    return 2;
}

void usi_move_from_ours(const Variant *v, const char *ours, char *out, size_t size)
{
    rewrite(v, ours, '@', '*', ours_to_usi_square, out, size);
}

void usi_move_to_ours(const Variant *v, const char *usi, char *out, size_t size)
{
    rewrite(v, usi, '*', '@', usi_to_ours_square, out, size);
}

/* ---- options ------------------------------------------------------------------------- */

/* Our option names and USI's, where they are not ours with `_` for spaces. */
static const struct {
    const char *ours, *usi;
} OPTION_NAMES[] = {
    {"Hash", "USI_Hash"},       {"Ponder", "USI_Ponder"},           {"MultiPV", "USI_MultiPV"},
    {"UCI_Elo", "USI_Elo"},     {"UCI_LimitStrength", "USI_LimitStrength"},
};

bool usi_option_line(const char *ours, char *out, size_t size)
{
    const char *name = ours + strlen("option name ");
    const char *type = strstr(name, " type ");
    if (!type)
        return false;
    size_t len = (size_t)(type - name);
    if ((len == 12 && !strncmp(name, "UCI_Chess960", len)) || (len == 11 && !strncmp(name, "UCI_Variant", len)))
        return false; /* no castling in shogi; the variant list is usi_variant_combo's */
    char word[256];
    snprintf(word, sizeof word, "%.*s", (int)len, name);
    for (size_t i = 0; i < sizeof OPTION_NAMES / sizeof *OPTION_NAMES; i++)
        if (!strcmp(word, OPTION_NAMES[i].ours))
            snprintf(word, sizeof word, "%s", OPTION_NAMES[i].usi);
    for (char *p = word; *p; p++)
        if (*p == ' ')
            *p = '_';
    /* a GUI offers a file chooser for a filename: VariantPath names a file or folder */
    if (!strcmp(word, "VariantPath") && !strncmp(type, " type string", 12))
        snprintf(out, size, "option name %s type filename%s", word, type + 12);
    else
        snprintf(out, size, "option name %s%s", word, type);
    return true;
}

void usi_option_name(const char *usi, char *out, size_t size)
{
    for (size_t i = 0; i < sizeof OPTION_NAMES / sizeof *OPTION_NAMES; i++)
        if (!strcasecmp(usi, OPTION_NAMES[i].usi)) {
            snprintf(out, size, "%s", OPTION_NAMES[i].ours);
            return;
        }
    if (!strncasecmp(usi, "USI_", 4)) { /* USI_Chess960 and the like: UCI_'s */
        snprintf(out, size, "UCI_%s", usi + 4);
        return;
    }
    snprintf(out, size, "%s", usi);
    for (char *p = out; *p; p++)
        if (*p == '_' && strncasecmp(out, "UCI_", 4) != 0)
            *p = ' ';
}

void usi_variant_combo(Uci *u, const char *current, char *line, size_t size)
{
    snprintf(line, size, "option name USI_Variant type combo default %s", current);
    bool listed = false;
    for (int i = 0; i < u->variants.count; i++) {
        UciVariant *c = &u->variants.items[i];
        if (!usi_choice_fits(c))
            continue;
        listed = listed || !strcasecmp(c->id, current);
        size_t n = strlen(line);
        snprintf(line + n, size - n, " var %s", c->id);
    }
    if (!listed) { /* a file given with --variant: the default is one of the choices */
        size_t n = strlen(line);
        snprintf(line + n, size - n, " var %s", current);
    }
}

void usi_gameover(Uci *u, char **tok, int ntok)
{
    uci_finish_search(u, true);
    if (ntok != 2 || (strcmp(tok[1], "win") && strcmp(tok[1], "lose") && strcmp(tok[1], "draw")))
        uci_say(u, "info string gameover: expected 'gameover win', 'gameover lose' or 'gameover draw'");
}

/* ---- answers ------------------------------------------------------------------------- */

/* Does the line `pv` (from the game's position) mate by checks alone: every move of the
 * side to move gives check, and the last leaves the other side in check without a move?
 * (`go mate` asks for a tsume line, not any mate.) */
static bool mates_by_checks(const Uci *u, const Move *pv, int n)
{
    if (n < 1 || n % 2 == 0)
        return false;
    Move *legal = malloc(CSM_MAX_MOVES * sizeof *legal);
    if (!legal)
        return false;
    Position at = u->g->pos;
    CsmRuntimeError err = {0};
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        int nlegal = rules_legal_moves(u->v, &at, legal, CSM_MAX_MOVES, &err);
        bool found = false;
        for (int k = 0; k < nlegal && !found; k++)
            found = move_equal(&legal[k], &pv[i]);
        Undo undo;
        if (found)
            rules_make(u->v, &at, &pv[i], &undo);
        ok = found && (i % 2 == 1 || rules_in_check(u->v, &at, (Color)at.side));
    }
    ok = ok && rules_legal_moves(u->v, &at, legal, CSM_MAX_MOVES, &err) == 0 && !err.set;
    free(legal);
    return ok;
}

void usi_note_info(Uci *u, const SearchInfo *info)
{
    if (!u->usi_mate || info->multipv > 1)
        return;
    u->usi_pvlen = info->pvlen < SEARCH_MAX_DEPTH ? info->pvlen : SEARCH_MAX_DEPTH;
    memcpy(u->usi_pv, info->pv, (size_t)u->usi_pvlen * sizeof *u->usi_pv);
    u->usi_score = info->score;
    if (info->score > SEARCH_MATE_BOUND && mates_by_checks(u, u->usi_pv, u->usi_pvlen))
        search_stop(u->search); /* found: no need to think on */
}

int usi_checking_moves(const Uci *u, Move *out)
{
    int n = 0;
    for (int i = 0; i < u->g->nlegal; i++) {
        Position at = u->g->pos;
        Undo undo;
        rules_make(u->v, &at, &u->g->legal[i], &undo);
        if (rules_in_check(u->v, &at, (Color)at.side))
            out[n++] = u->g->legal[i];
    }
    return n;
}

void usi_say_no_mate(Uci *u) { uci_say(u, "checkmate nomate"); }

static void say_checkmate(Uci *u)
{
    if (u->usi_score > SEARCH_MATE_BOUND && mates_by_checks(u, u->usi_pv, u->usi_pvlen)) {
        char line[8192];
        size_t n = (size_t)snprintf(line, sizeof line, "checkmate");
        SearchInfo info = {.pvlen = u->usi_pvlen};
        memcpy(info.pv, u->usi_pv, (size_t)u->usi_pvlen * sizeof *u->usi_pv);
        uci_append_pv(u, &info, line, n, sizeof line);
        uci_say(u, "%s", line);
    } else if (u->usi_checks == 0 || u->usi_score < -SEARCH_MATE_BOUND) {
        usi_say_no_mate(u);
    } else {
        uci_say(u, "checkmate timeout"); /* no mate found in the time given: none proven either */
    }
}

bool usi_search_done(Uci *u, const SearchResult *r)
{
    if (u->usi_mate)
        say_checkmate(u);
    else if (!r->has_move)
        uci_say(u, "bestmove resign");
    return u->usi_mate || !r->has_move;
}
