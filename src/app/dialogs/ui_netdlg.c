/* ui_netdlg.c — the network game's dialogs (ui_netdlg.h), built from ui_dialog's
 * questions and messages; the connection itself is netgame's. */
#include "ui_netdlg.h"

#include "app.h"
#include "i18n.h"
#include "netgame.h"
#include "netinvite.h"
#include "ui_dialog.h"
#include "ui_kit.h"
#include "ui_netline.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

static void stop_waiting(int choice)
{
    (void)choice;
    if (netgame_stage() == NETGAME_WAITING)
        netgame_stop();
}

static void host_card(void);

/* The host's waiting card: the address, port and code to give, one a line; "Copy code"
 * puts the code on the clipboard and the card stays. */
static void waiting_done(int choice)
{
    if (choice == 1) {
        SDL_SetClipboardText(netgame_code());
        ui_toast(tr_text("Invitation code copied", "초대 코드를 복사했습니다"));
        host_card();
        return;
    }
    stop_waiting(choice);
}

static void host_card(void)
{
    char body[512];
    snprintf(body, sizeof body, tr_text("Give your friend the invitation code %s\n(or address %s, port %d).",
                                        "친구에게 초대 코드 %s 를 알려 주세요\n(또는 주소 %s, 포트 %d)."),
             *netgame_code() ? netgame_code() : "-", netgame_address(), netgame_port());
    if (*netgame_address6() && strcmp(netgame_address6(), netgame_address()) != 0) {
        size_t used = strlen(body);
        snprintf(body + used, sizeof body - used, tr_text("\nOver IPv6: [%s]:%d", "\nIPv6: [%s]:%d"),
                 netgame_address6(), netgame_port());
    }
    ui_dialog_ask("net-wait", tr_text("Hosting a network game", "네트워크 게임 호스트"), body,
                  tr_text("Stop", "중지"), tr_text("Copy code", "코드 복사"), waiting_done);
}

static void host(void)
{
    char err[512];
    /* the friend plays the other side than the person played last, White by default */
    int guest = app.opp.player[WHITE] == PLAYER_HUMAN ? BLACK : WHITE;
    if (!netgame_host(0, guest, app.player_name, err, sizeof err)) {
        ui_dialog_message(tr_text("Cannot host", "호스트할 수 없습니다"), err);
        return;
    }
    host_card();
}

static const char *join_hint(void)
{
    return tr_text("Type or paste the host's invitation code (or ADDRESS:PORT), then press Join.",
                   "호스트의 초대 코드(또는 주소:포트)를 입력하거나 붙여 넣은 뒤 참가를 누르세요.");
}

static void join_typed(const char *where)
{
    char err[512];
    if (!netgame_join(where, app.player_name, err, sizeof err)) {
        char body[1024];
        snprintf(body, sizeof body, "%s\n%s", err, join_hint());
        ui_dialog_message(tr_text("Cannot join", "참가할 수 없습니다"), body);
        return;
    }
    ui_dialog_ask("net-wait", tr_text("Joining a network game", "네트워크 게임 참가"), netgame_status(),
                  tr_text("Stop", "중지"), NULL, stop_waiting);
}

/* The field starts with the clipboard when it holds a code or an address (a friend's
 * code just copied), else empty. */
static void join(void)
{
    char *clip = SDL_GetClipboardText();
    char start[NET_HOST_TEXT + 16] = "", host_name[NET_HOST_TEXT], err[256];
    int port;
    if (clip && net_invite_parse(clip, 1, host_name, &port, err, sizeof err))
        snprintf(start, sizeof start, "%s", clip);
    SDL_free(clip);
    ui_netline_open("net-join", tr_text("Join a network game", "네트워크 게임 참가"),
                    tr_text("The host's invitation code (C0A8-0114-1E07), or ADDRESS or ADDRESS:PORT. "
                            "IPv4 only.",
                            "호스트의 초대 코드(C0A8-0114-1E07) 또는 주소, 주소:포트. IPv4만 됩니다."),
                    start, tr_text("Join", "참가"), join_typed);
}

static void chosen(int choice)
{
    if (choice == 0)
        host();
    else if (choice == 1)
        join();
}

/* ---- a lost connection ------------------------------------------------------------ */

enum { LOST_RECONNECT, LOST_CLAIM, LOST_CLOSE };

static void lost_done(int choice)
{
    char err[512], msg[256];
    if (choice == LOST_RECONNECT && !netgame_reconnect(err, sizeof err)) {
        ui_dialog_message(tr_text("Cannot reconnect", "다시 연결할 수 없습니다"), err);
    } else if (choice == LOST_CLAIM && !netgame_claim_win()) {
        int64_t in = netgame_claim_in_ms();
        snprintf(msg, sizeof msg, tr_text("The win can be claimed in %lld s.", "%lld초 뒤에 승리를 청구할 수 있습니다."),
                 (long long)((in + 999) / 1000));
        ui_toast(msg);
    }
}

/* The game is paused: reconnect (the guest joins again; the host listens, as it does
 * anyway), claim the win from a friend gone long enough, or wait. */
static void lost_card(void)
{
    char body[700];
    snprintf(body, sizeof body,
             tr_text("%s\nThe game is kept. Either side can reconnect and it resumes from the last move both "
                     "have; a friend gone %d s can be claimed a loss.",
                     "%s\n게임은 보관됩니다. 어느 쪽이든 다시 연결하면 마지막 수부터 이어집니다. "
                     "%d초 동안 돌아오지 않은 친구에게는 승리를 청구할 수 있습니다."),
             netgame_status(), NETGAME_CLAIM_AFTER_MS / 1000);
    const char *labels[] = {tr_text("Reconnect", "다시 연결"), tr_text("Claim the win", "승리 청구"),
                            tr_text("Wait", "기다리기")};
    ui_dialog_choose("net-lost", tr_text("Connection lost", "연결이 끊겼습니다"), body, labels, 3, lost_done);
}

void ui_netdlg_open(void)
{
    if (netgame_stage() == NETGAME_PAUSED) { /* the paused game's choices again */
        lost_card();
        return;
    }
    const char *labels[] = {tr_text("Host", "호스트"), tr_text("Join", "참가"), tr(S_CANCEL)};
    ui_dialog_choose("network", tr_text("Play a friend over the network", "네트워크로 친구와 두기"),
                     tr_text("Host: your friend joins with the code shown.\n"
                             "Join: type or paste the host's code (or ADDRESS:PORT).",
                             "호스트: 친구가 표시된 코드로 참가합니다.\n"
                             "참가: 호스트의 코드(또는 주소:포트)를 입력하거나 붙여 넣으세요."),
                     labels, 3, chosen);
}

static void answered(int choice) { netgame_accept(choice == 0); }

/* The friend's question now (a draw, a takeback, a rematch): its dialog's tag. */
static const char *question_tag(NetGameAction q)
{
    return q == NETGAME_OFFER_DRAW ? "net-draw" : q == NETGAME_TAKEBACK ? "net-takeback"
         : q == NETGAME_REMATCH ? "net-rematch" : "";
}

static void question_answered(int choice) { netgame_answer(netgame_question(), choice == 0); }

static void ask_question(NetGameAction q)
{
    const char *title = q == NETGAME_OFFER_DRAW ? tr_text("Draw offered", "무승부 제안")
                      : q == NETGAME_TAKEBACK ? tr_text("Takeback asked", "무르기 요청")
                                              : tr_text("Rematch asked", "재대국 요청");
    ui_dialog_ask(question_tag(q), title, netgame_status(), tr_text("Accept", "수락"), tr_text("Decline", "거절"),
                  question_answered);
}

void ui_netdlg_news(void)
{
    /* a note or a question the game has gone past */
    bool open = ui_dialog_kind() != DLG_NONE;
    const char *tag = open ? ui_dialog_tag() : "";
    bool waiting = open && !strcmp(tag, "net-wait");
    bool invited = open && !strcmp(tag, "net-invite");
    bool asking = open && !strncmp(tag, "net-", 4) && !waiting && !invited; /* a question, or the lost card */
    NetGameAction q = netgame_question();
    if (netgame_stage() == NETGAME_INVITED) {
        ui_dialog_ask("net-invite", tr_text("Play this game?", "이 게임을 둘까요?"), netgame_status(),
                      tr_text("Accept", "수락"), tr_text("Decline", "거절"), answered);
    } else if (netgame_stage() == NETGAME_PAUSED && app.game && game_result(app.game)->status == GAME_ONGOING) {
        if (strcmp(tag, "net-lost")) /* a game over needs no coming back */
            lost_card();
    } else if (q != NETGAME_NONE) {
        if (!asking || strcmp(tag, question_tag(q)))
            ask_question(q);
    } else if (waiting && netgame_stage() == NETGAME_OFF) { /* a join that failed, a friend who declined */
        char body[1024];
        bool join_failed = !strncmp(netgame_status(), "Cannot join", 11);
        snprintf(body, sizeof body, "%s%s%s", netgame_status(), join_failed ? "\n" : "",
                 join_failed ? join_hint() : "");
        ui_dialog_message(tr_text("No network game", "네트워크 게임이 없습니다"), body);
    } else if ((waiting && netgame_stage() != NETGAME_WAITING) || invited || asking) {
        ui_dialog_close();
    }
}

static void chat_typed(const char *text)
{
    if (*text && !netgame_chat(text))
        ui_toast(tr_text("The line was not sent", "보내지 못했습니다"));
}

void ui_netdlg_chat(void)
{
    ui_netline_open("net-chat", tr_text("Say to your friend", "친구에게 말하기"),
                    tr_text("One line, at most 200 bytes. Enter sends it.", "한 줄, 200바이트까지. Enter로 보냅니다."),
                    "", tr_text("Send", "보내기"), chat_typed);
}
