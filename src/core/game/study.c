/* study.c — a game's tree of variations (see study.h). */
#include "study.h"

#include "fen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void study_init(Study *s) { memset(s, 0, sizeof *s); }

/* Frees what hangs below `n` and `n`'s own strings (not `n` itself). A line is walked in
 * a loop and only variations recurse, so a long game does not run deep. */
static void free_below(StudyNode *n)
{
    StudyNode *line = n;
    while (line) {
        StudyNode *next = line->nnext > 0 ? line->next[0] : NULL;
        for (int i = 1; i < line->nnext; i++) {
            free_below(line->next[i]);
            free(line->next[i]);
        }
        free(line->next);
        free(line->comment);
        free(line->lead);
        if (line != n)
            free(line);
        line = next;
    }
}

/* How many nodes `n` and its subtree hold. */
static int count(const StudyNode *n)
{
    int c = 0;
    for (; n; n = n->nnext > 0 ? n->next[0] : NULL) {
        c++;
        for (int i = 1; i < n->nnext; i++)
            c += count(n->next[i]);
    }
    return c;
}

void study_free(Study *s)
{
    free_below(&s->root);
    for (int i = 0; i < s->ntags; i++) {
        free(s->tags[i].name);
        free(s->tags[i].value);
    }
    free(s->tags);
    study_init(s);
}

bool study_add_tag(Study *s, const char *name, const char *value)
{
    if (s->ntags >= STUDY_MAX_TAGS)
        return false;
    StudyTag *tags = realloc(s->tags, (size_t)(s->ntags + 1) * sizeof *tags);
    if (!tags)
        return false;
    s->tags = tags;
    char *n = strdup(name), *v = strdup(value ? value : "");
    if (!n || !v) {
        free(n);
        free(v);
        return false;
    }
    s->tags[s->ntags++] = (StudyTag){n, v};
    return true;
}

const char *study_tag(const Study *s, const char *name)
{
    for (int i = 0; s && i < s->ntags; i++)
        if (!strcmp(s->tags[i].name, name))
            return s->tags[i].value;
    return NULL;
}

void study_add_nag(StudyNode *n, int nag)
{
    if (n->nnags < STUDY_MAX_NAGS && nag >= 0 && nag <= 255)
        n->nags[n->nnags++] = (unsigned char)nag;
}

void study_move(Study *to, Study *from)
{
    study_free(to);
    *to = *from;
    for (int i = 0; i < to->root.nnext; i++)
        to->root.next[i]->parent = &to->root; /* the root moved */
    study_init(from);
}

static void detach(StudyNode *parent, int index)
{
    memmove(&parent->next[index], &parent->next[index + 1], (size_t)(parent->nnext - index - 1) * sizeof *parent->next);
    parent->nnext--;
}

void study_remove(Study *s, StudyNode *n)
{
    StudyNode *p = n->parent;
    if (!p)
        return;
    for (int i = 0; i < p->nnext; i++)
        if (p->next[i] == n) {
            s->nodes -= count(n);
            detach(p, i);
            free_below(n);
            free(n);
            return;
        }
}

static StudyNode *append(Study *s, StudyNode *at, const Move *m, const char *san)
{
    if (s->nodes >= STUDY_MAX_NODES)
        return NULL;
    if (at->nnext == at->cap) {
        int cap = at->cap ? at->cap * 2 : 2;
        StudyNode **next = realloc(at->next, (size_t)cap * sizeof *next);
        if (!next)
            return NULL;
        at->next = next;
        at->cap = cap;
    }
    StudyNode *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->move = *m;
    snprintf(n->san, sizeof n->san, "%s", san ? san : "");
    n->parent = at;
    n->ply = at->ply + 1;
    at->next[at->nnext++] = n;
    s->nodes++;
    return n;
}

StudyNode *study_add(Study *s, StudyNode *at, const Move *m, const char *san)
{
    for (int i = 0; i < at->nnext; i++)
        if (move_equal(&at->next[i]->move, m))
            return at->next[i];
    return append(s, at, m, san);
}

/* Makes `at`'s continuation the move `m`: a variation that is `m` moves up to next[0],
 * an old continuation that is not goes. */
static StudyNode *continue_with(Study *s, StudyNode *at, const Move *m, const char *san)
{
    int found = -1;
    for (int i = 0; i < at->nnext; i++)
        if (move_equal(&at->next[i]->move, m))
            found = i;
    if (found == 0)
        return at->next[0];
    if (at->nnext > 0) {
        StudyNode *old = at->next[0];
        study_remove(s, old);
        found = found > 0 ? found - 1 : -1;
    }
    if (found < 0) {
        if (!append(s, at, m, san))
            return NULL;
        found = at->nnext - 1;
    }
    StudyNode *n = at->next[found];
    memmove(&at->next[1], &at->next[0], (size_t)found * sizeof *at->next);
    at->next[0] = n;
    return n;
}

bool study_sync(Study *s, const Game *g)
{
    StudyNode *at = &s->root;
    for (int i = 0; i < g->length; i++) {
        StudyNode *n = continue_with(s, at, &g->moves[i], g->sans[i]);
        if (!n)
            return false;
        /* the SAN follows the game's (a + or # it gained by the game's rules) */
        snprintf(n->san, sizeof n->san, "%s", g->sans[i]);
        at = n;
    }
    /* the main line ends where the game does: what hung after its last move goes (a move
     * played there is played in the game) */
    while (at->nnext > 0)
        study_remove(s, at->next[at->nnext - 1]);
    return true;
}

StudyNode *study_main_node(Study *s, int ply)
{
    StudyNode *n = &s->root;
    while (n->ply < ply && n->nnext > 0)
        n = n->next[0];
    return n;
}

bool study_on_main_line(const StudyNode *n)
{
    for (; n->parent; n = n->parent)
        if (n->parent->next[0] != n)
            return false;
    return true;
}

bool study_starts_variation(const StudyNode *n) { return n->parent && n->parent->next[0] != n; }

static bool set_text(char **field, const char *text)
{
    free(*field);
    *field = NULL;
    if (!text || !*text)
        return true;
    size_t len = strlen(text);
    if (len > STUDY_MAX_COMMENT)
        len = STUDY_MAX_COMMENT;
    *field = malloc(len + 1);
    if (!*field)
        return false;
    memcpy(*field, text, len);
    (*field)[len] = '\0';
    return true;
}

bool study_set_comment(StudyNode *n, const char *text) { return set_text(&n->comment, text); }
bool study_set_lead(StudyNode *n, const char *text) { return set_text(&n->lead, text); }

Game *study_game_at(const Game *g, const StudyNode *n)
{
    const StudyNode **path = malloc(((size_t)n->ply + 1) * sizeof *path);
    if (!path)
        return NULL;
    int len = 0;
    for (const StudyNode *p = n; p && p->parent && len <= n->ply; p = p->parent)
        path[len++] = p;
    Game *out = game_new_at_start(g);
    for (int i = len - 1; out && i >= 0; i--)
        if (!game_play(out, &path[i]->move)) {
            game_free(out);
            out = NULL;
        }
    free(path);
    return out;
}
