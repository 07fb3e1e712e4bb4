/* cecp_setup.h — how xboard is told a variant it has no rules of its own for: `setup`
 * names the board, the pieces' letters (in the slots of xboard's piece table), the
 * holdings and the parent variant whose rules xboard borrows, and the start position;
 * then `piece L& BETZA` gives the moves of every piece whose Betza we know (a piece
 * written with `betza:`, and its promoted form as `piece +L& ...`), or can work out from
 * its moves (piece_betza.h) when it was written in Chessembly or as a shape. A piece no
 * Betza describes gets a `#` line saying why: xboard draws it by its slot's letter and
 * the engine referees its moves. */
#ifndef CSM_CECP_SETUP_H
#define CSM_CECP_SETUP_H

#include "uci_engine.h"

/* Says `setup ...` and the `piece` lines for the variant and position in play. */
void cecp_say_setup(Uci *u);

#endif
