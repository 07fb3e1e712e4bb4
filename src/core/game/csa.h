/* csa.h — shogi games in the CSA format (Computer Shogi Association, version 2.2):
 *
 *     V2.2
 *     N+Sente's name
 *     N-Gote's name
 *     PI                       the usual start (or P1..P9 rows, P+00FU hands, then + or -)
 *     +
 *     +7776FU                  a move: side, from (00: a drop), to, the piece after it
 *     -3334FU,T5               `,` joins statements; T: seconds the move took
 *     %TORYO                   the side to move resigns
 *
 * Squares are two digits, the file from Sente's right and the rank from the top; pieces
 * FU KY KE GI KI KA HI OU and the promoted TO NY NK NG UM RY. Lines starting `'` are
 * comments, `$` lines are the game's facts (event, time), both kept out of the game. */
#ifndef CSM_CSA_H
#define CSM_CSA_H

#include "diag.h"
#include "game.h"

/* Plays a CSA record on `v` (borrowed; must outlive the game). NULL with a diagnostic at
 * where:line:column of the first statement that cannot be read or played. */
Game *csa_read(const char *text, const Variant *v, const char *where, DiagSink *diags);

/* The game as CSA (malloc'd; NULL when out of memory or when `v`'s pieces have no CSA
 * codes: shogi_record_fits). The sides' names as N+ / N- lines when not NULL. */
char *csa_write(const Game *g, const char *sente, const char *gote);

#endif
