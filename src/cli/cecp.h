/* cecp.h — the Chess Engine Communication Protocol (xboard/WinBoard, version 2) over the
 * engine session of uci_engine.h: `chessembly-cli xboard`, or `xboard` as the first
 * command to `chessembly-cli uci`. */
#ifndef CSM_CECP_H
#define CSM_CECP_H

#include "uci_engine.h"

/* Switches the session to CECP (u->dialect is set by the caller). */
void cecp_begin(Uci *u);
/* Frees the CECP state, if any. */
void cecp_end(Uci *u);
/* Handles one command (its words `tok`, the line `raw`); false on `quit`. */
bool cecp_handle(Uci *u, char **tok, int ntok, const char *raw);
/* From the search thread: a finished search's move is played and sent (`move e2e4`),
 * unless the search was analysis or was called off. */
void cecp_search_done(Uci *u, const SearchResult *r);
/* From the search thread: thinking output (`ply score time nodes pv`) when `post` is on. */
void cecp_thinking(Uci *u, const SearchInfo *info);

#endif
