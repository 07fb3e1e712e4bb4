/* ui_netdlg.h — the dialogs of a game against a friend over the network: Host or Join
 * (from New game), the host's invitation to give, the guest's question whether to
 * play the game offered (its variant and rules hash shown first), the friend's
 * questions during the game and the chat line. */
#ifndef UI_NETDLG_H
#define UI_NETDLG_H

/* "Play a friend over the network": Host, Join (a field for the invitation code or the
 * address, typed or pasted) or Cancel. */
void ui_netdlg_open(void);
/* What the network game has just said (after netgame_poll): the guest's invitation
 * asks to accept; the friend's draw offer, takeback request or rematch asks for an
 * answer; a game that begins closes the host's waiting note. */
void ui_netdlg_news(void);
/* A chat line to the friend: a one-line field (Enter in a network game). */
void ui_netdlg_chat(void);

#endif
