/* promoted.h — which pieces on the board became what they are during the game.
 *
 * Some sets draw a promoted piece differently from the same piece set up at the start:
 * makruk's promoted bia moves as a met but is the bia turned over. The position keeps no
 * such mark (Fairy-Stockfish's makruk FEN writes it as a met), so it is read from the
 * moves: a piece that changed its kind by a move (a promotion) carries the mark while it
 * moves, and loses it when taken. */
#ifndef PROMOTED_H
#define PROMOTED_H

#include "game.h"

#include <stdint.h>

/* The squares (bit s of bits[s >> 6]) that hold, after the first `ply` moves of g (clamped
 * to those played and undone), a piece that changed its kind by a move. True when any. */
bool game_promoted_squares(const Game *g, int ply, uint64_t bits[CSM_SQUARES / 64]);

#endif
