#include "game_notation.h"

#include "fen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

NotationText *game_notation_texts(const Game *g, NotationId id)
{
    if (g->length == 0)
        return NULL;
    NotationText *texts = calloc((size_t)g->length, sizeof *texts);
    char fen[4096];
    fen_write(g->v, &g->start, fen, sizeof fen);
    Game *w = texts ? game_new(g->v, fen, NULL) : NULL; /* the positions the moves were played in */
    if (!w) {
        free(texts);
        return NULL;
    }
    for (int i = 0; i < g->length; i++) {
        if (id == NOTATION_SAN)
            snprintf(texts[i], sizeof texts[i], "%s", game_move_san(g, i));
        else
            notation_write(id, g->v, &w->pos, w->legal, w->nlegal, &g->moves[i], i ? &g->moves[i - 1] : NULL,
                           texts[i], sizeof texts[i]);
        /* a game played on past an ending a player could claim (game_play_on) */
        bool played = game_play(w, &g->moves[i]) || (game_play_on(w) && game_play(w, &g->moves[i]));
        if (!played)
            break;
    }
    game_free(w);
    return texts;
}

char *game_notation_movetext(const Game *g, NotationId id)
{
    NotationText *texts = game_notation_texts(g, id);
    size_t cap = (size_t)g->length * (NOTATION_TEXT_MAX + 12) + 1, len = 0;
    char *out = malloc(cap);
    if (!out || (g->length && !texts)) {
        free(out);
        free(texts);
        return NULL;
    }
    out[0] = '\0';
    int number = g->start.fullmove ? g->start.fullmove : 1;
    Color side = (Color)g->start.side;
    for (int i = 0; i < g->length; i++) {
        const char *sep = i ? " " : "";
        if (side == WHITE)
            len += (size_t)snprintf(out + len, cap - len, "%s%d. %s", sep, number, texts[i]);
        else if (i == 0)
            len += (size_t)snprintf(out + len, cap - len, "%d... %s", number, texts[i]);
        else
            len += (size_t)snprintf(out + len, cap - len, " %s", texts[i]);
        number += side == BLACK;
        side = color_flip(side);
    }
    free(texts);
    return out;
}
