/* ui_netdlg.c — the network game's dialogs (ui_netdlg.h), built from ui_dialog's
 * questions and messages; the connection itself is netgame's. */
#include "ui_netdlg.h"

#include "app.h"
#include "i18n.h"
#include "netgame.h"
#include "ui_dialog.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

static void stop_waiting(int choice)
{
    (void)choice;
    if (netgame_stage() == NETGAME_WAITING)
        netgame_stop();
}

static void host(void)
{
    char err[512];
    /* the friend plays the other side than the person played last, White by default */
    int guest = app.opp.player[WHITE] == PLAYER_HUMAN ? BLACK : WHITE;
    if (!netgame_host(0, guest, "Host", err, sizeof err)) {
        ui_dialog_message(tr_text("Cannot host", "호스트할 수 없습니다"), err);
        return;
    }
    ui_dialog_ask("net-wait", tr_text("Hosting a network game", "네트워크 게임 호스트"), netgame_status(),
                  tr_text("Stop", "중지"), NULL, stop_waiting);
}

static void join(void)
{
    char *clip = SDL_GetClipboardText();
    char where[256];
    snprintf(where, sizeof where, "%s", clip ? clip : "");
    SDL_free(clip);
    char err[512];
    if (!netgame_join(where, "Guest", err, sizeof err)) {
        char body[1024];
        snprintf(body, sizeof body, "%s\n%s", err,
                 tr_text("Copy the host's invitation code (or ADDRESS:PORT), then press Join.",
                         "호스트의 초대 코드(또는 주소:포트)를 복사한 뒤 참가를 누르세요."));
        ui_dialog_message(tr_text("Cannot join", "참가할 수 없습니다"), body);
        return;
    }
    ui_dialog_ask("net-wait", tr_text("Joining a network game", "네트워크 게임 참가"), netgame_status(),
                  tr_text("Stop", "중지"), NULL, stop_waiting);
}

static void chosen(int choice)
{
    if (choice == 0)
        host();
    else if (choice == 1)
        join();
}

void ui_netdlg_open(void)
{
    const char *labels[] = {tr_text("Host", "호스트"), tr_text("Join", "참가"), tr(S_CANCEL)};
    ui_dialog_choose("network", tr_text("Play a friend over the network", "네트워크로 친구와 두기"),
                     tr_text("Host: your friend joins with the code shown.\n"
                             "Join: copy the host's code (or ADDRESS:PORT) first.",
                             "호스트: 친구가 표시된 코드로 참가합니다.\n"
                             "참가: 먼저 호스트의 코드(또는 주소:포트)를 복사하세요."),
                     labels, 3, chosen);
}

static void answered(int choice) { netgame_accept(choice == 0); }

void ui_netdlg_news(void)
{
    /* a note or a question the game has gone past */
    bool open = ui_dialog_kind() != DLG_NONE;
    bool waiting = open && !strcmp(ui_dialog_tag(), "net-wait");
    bool invited = open && !strcmp(ui_dialog_tag(), "net-invite");
    if (netgame_stage() == NETGAME_INVITED) {
        ui_dialog_ask("net-invite", tr_text("Play this game?", "이 게임을 둘까요?"), netgame_status(),
                      tr_text("Accept", "수락"), tr_text("Decline", "거절"), answered);
    } else if ((waiting && netgame_stage() != NETGAME_WAITING) || invited) {
        ui_dialog_close();
    }
}
