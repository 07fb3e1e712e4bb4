/* opponent.c — who plays each side (see opponent.h). */
#include "opponent.h"

#include "search.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void opponent_hot_seat(Opponent *o)
{
    o->player[WHITE] = o->player[BLACK] = PLAYER_HUMAN;
    o->level[WHITE] = o->level[BLACK] = OPPONENT_DEFAULT_LEVEL;
    o->engine[0] = '\0';
}

bool opponent_is_computer(const Opponent *o, Color side) { return o->player[side] == PLAYER_COMPUTER; }

int opponent_computers(const Opponent *o) { return opponent_is_computer(o, WHITE) + opponent_is_computer(o, BLACK); }

void opponent_format(const Opponent *o, char *buf, size_t size)
{
    char side[2][32];
    for (int c = 0; c < 2; c++) {
        if (o->player[c] == PLAYER_COMPUTER)
            snprintf(side[c], sizeof side[c], "computer %d", o->level[c]);
        else if (o->player[c] == PLAYER_NETWORK)
            snprintf(side[c], sizeof side[c], "network");
        else
            snprintf(side[c], sizeof side[c], "human");
    }
    if (o->engine[0] && opponent_computers(o) > 0)
        snprintf(buf, size, "white %s, black %s; engine: %s", side[WHITE], side[BLACK], o->engine);
    else
        snprintf(buf, size, "white %s, black %s", side[WHITE], side[BLACK]);
}

/* The next word of `*p` (letters and digits) into `word`; false at the end. */
static bool next_word(const char **p, char *word, size_t size)
{
    const char *s = *p;
    while (*s && !isalnum((unsigned char)*s))
        s++;
    size_t n = 0;
    while (isalnum((unsigned char)s[n]))
        n++;
    if (n == 0 || n >= size)
        return false;
    memcpy(word, s, n);
    word[n] = '\0';
    *p = s + n;
    return true;
}

/* The engine's name after "; engine:" (spaces around it dropped) into r->engine; false
 * when the part after ';' is not that. */
static bool parse_engine(const char *part, Opponent *r)
{
    const char *key = "engine:";
    while (isspace((unsigned char)*part))
        part++;
    if (strncasecmp(part, key, strlen(key)))
        return false;
    part += strlen(key);
    while (isspace((unsigned char)*part))
        part++;
    size_t n = strlen(part);
    while (n > 0 && isspace((unsigned char)part[n - 1]))
        n--;
    if (n == 0 || n >= sizeof r->engine)
        return false;
    memcpy(r->engine, part, n);
    r->engine[n] = '\0';
    return true;
}

bool opponent_parse(const char *text, Opponent *o)
{
    Opponent r;
    opponent_hot_seat(&r);
    bool seen[2] = {false, false};
    const char *p = text ? text : "";
    const char *semicolon = strchr(p, ';');
    if (semicolon && !parse_engine(semicolon + 1, &r))
        goto bad;
    char sides[OPPONENT_TEXT];
    size_t len = semicolon ? (size_t)(semicolon - p) : strlen(p);
    if (len >= sizeof sides)
        goto bad;
    memcpy(sides, p, len);
    sides[len] = '\0';
    p = sides;
    char word[16];
    while (next_word(&p, word, sizeof word)) {
        int side = !strcasecmp(word, "white") ? WHITE : !strcasecmp(word, "black") ? BLACK : -1;
        if (side < 0 || seen[side] || !next_word(&p, word, sizeof word))
            goto bad;
        seen[side] = true;
        if (!strcasecmp(word, "human") || !strcasecmp(word, "network")) {
            r.player[side] = PLAYER_HUMAN;
            continue;
        }
        if (strcasecmp(word, "computer"))
            goto bad;
        /* the level is optional: a bare `computer` plays at the default level */
        const char *after = p;
        if (next_word(&after, word, sizeof word) && isdigit((unsigned char)word[0])) {
            char *end;
            long level = strtol(word, &end, 10);
            if (*end || level < SEARCH_MIN_LEVEL || level > SEARCH_MAX_LEVEL)
                goto bad;
            r.level[side] = (int)level;
            p = after;
        }
        r.player[side] = PLAYER_COMPUTER;
    }
    if (!seen[WHITE] && !seen[BLACK])
        goto bad;
    *o = r;
    return true;
bad:
    opponent_hot_seat(o);
    return false;
}
