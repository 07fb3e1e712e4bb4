/* netplay.h — what the player does in a networked game: accept the invitation, move,
 * offer or answer a draw, a takeback or a rematch, resign, chat, claim a win from a
 * peer that has gone. Each queues its message (net_session_output) and returns false,
 * doing nothing, when it is not possible now (not your turn, nothing to answer, an
 * illegal move). Room: net. */
#ifndef CSM_NETPLAY_H
#define CSM_NETPLAY_H

#include "netstate.h"

/* The guest's answer to the invitation (`reason` may be NULL). */
bool net_accept(NetSession *s, bool yes, const char *reason);
/* A move written as game_play_text reads it; why it is refused in `err`. */
bool net_play(NetSession *s, const char *text, char *err, size_t err_size);
bool net_offer_draw(NetSession *s);
bool net_answer_draw(NetSession *s, bool yes);
/* Asks to take the game back to `ply` moves. */
bool net_ask_takeback(NetSession *s, int ply);
bool net_answer_takeback(NetSession *s, bool yes);
bool net_resign(NetSession *s);
bool net_ask_rematch(NetSession *s);
bool net_answer_rematch(NetSession *s, bool yes);
bool net_chat(NetSession *s, const char *text);
/* Virtual clock (tests): `ms` pass for both sides. */
bool net_virtual_tick(NetSession *s, int64_t ms);
/* The connection has been gone for `wait_ms` (the player's choice) at `now`: the game
 * is won ("opponent left"). */
bool net_claim_win(NetSession *s, int64_t now, int64_t wait_ms);
/* An orderly goodbye; the connection is to be closed after sending it. */
void net_leave(NetSession *s);

#endif
