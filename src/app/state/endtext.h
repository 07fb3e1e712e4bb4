/* endtext.h — how a game ended, as a sentence in the interface's language: "Checkmate
 * — White wins", "White's king reached the hill", "Black resigned — White wins",
 * "Draw by agreement". The result's reason is a condition's name (or an
 * adjudication's, game.h): the condition is looked up in the variant and read for
 * what it asks (checkmate, a zone, a rank, a number of checks, every piece gone), so
 * an author's own name for `King in zone.hill` still reads as the hill. A condition
 * read no other way gives "White wins: <its name>" / "Draw: <its name>". Sides are
 * named as the variant's players name them (`sides:`, i18n tr_side). */
#ifndef APP_ENDTEXT_H
#define APP_ENDTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

/* The headline: "White wins" (in the variant's side names: "Sente wins", "초 승리"), or
 * "Draw". */
void end_title(const Variant *v, const GameResult *r, char *buf, size_t size);

/* How game `g` of variant `v` ended (its result; the side to move in the final position,
 * on whom a flag falls; the points counted, when it was decided on points). */
void end_sentence(const Variant *v, const Game *g, char *buf, size_t size);

/* The same for a result `r` reached with `to_move` to move (a position shown in analysis);
 * `g`, when not NULL, is the game whose points are counted for a decision on points. */
void end_sentence_of(const Variant *v, const GameResult *r, int to_move, const Game *g, char *buf, size_t size);

/* Was the game decided by counting points (a condition named ..._on_points, janggi)? */
bool end_on_points(const GameResult *r);
/* Each side's counted points in `pos`: its pieces' values and the variant's bonus. */
void end_points(const Variant *v, const Position *pos, double points[2]);

#endif
