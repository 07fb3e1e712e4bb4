/* gametitle.h — the name the side panel's header gives the game: the variant's (in
 * Korean when the window speaks it), and for a game started from a Chess960 back rank
 * the position's number as lichess writes it (0-959): "Chess960 #518" (Standard Chess or
 * a variant that always starts so), "King of the Hill · Chess960 #27" for another; a
 * variant that always shuffles another army says its name: "Caparandom #41237". */
#ifndef APP_GAMETITLE_H
#define APP_GAMETITLE_H

#include <stddef.h>

#include "game.h"

/* The Chess960 number of `g`'s start (White's back rank) among its army's shuffles
 * (chess960.h), or -1 when the game did not start from one: a variant with no army, or (unless it always starts
 * from a Chess960 rank) the variant's own setup. */
long gametitle_chess960_number(const Variant *v, const Game *g);

/* The header's title for `v` and its game `g` (NULL: the variant's name alone). */
void gametitle_text(const Variant *v, const Game *g, char *buf, size_t size);

#endif
