/* ui_netdlg.h — the dialogs of a game against a friend over the network: Host or Join
 * (from New game), the host's invitation to give, and the guest's question whether to
 * play the game offered (its variant and rules hash shown first). */
#ifndef UI_NETDLG_H
#define UI_NETDLG_H

/* "Play a friend over the network": Host, Join (the invitation code or address on the
 * clipboard) or Cancel. */
void ui_netdlg_open(void);
/* What the network game has just said (after netgame_poll): the guest's invitation
 * asks to accept; a game that begins closes the host's waiting note. */
void ui_netdlg_news(void);

#endif
