/* ui_command.c — commands asked for by the views, run by the window (see ui_command.h). */
#include "ui_command.h"

#include "app.h"
#include "engine.h"
#include "netgame.h"

static void (*runner)(Command c);

void ui_command_set_runner(void (*run)(Command c)) { runner = run; }

void ui_command(Command c)
{
    if (runner)
        runner(c);
}

bool ui_command_enabled(Command c)
{
    if (!app.game)
        return c == CMD_VARIANT || c == CMD_OPEN || c == CMD_LANG || c == CMD_FULLSCREEN || c == CMD_SETTINGS;
    /* a game with a friend over the network changes only by what both sides agree */
    bool net = netgame_stage() == NETGAME_PLAYING;
    switch (c) {
    case CMD_UNDO: return net ? netgame_can(NETGAME_TAKEBACK) : app.game->length > 0; /* net: asks the friend */
    case CMD_REDO: return app.game->length < app.game->total && !net;
    case CMD_HINT: return app_human_to_move() && engine_job() == JOB_NONE && !app.analysing;
    case CMD_RESIGN: return net ? game_result(app.game)->status == GAME_ONGOING : app_acting_side() >= 0 && !app.draw_offer;
    case CMD_OFFER_DRAW:
        return net ? netgame_can(NETGAME_OFFER_DRAW) : app_acting_side() >= 0 && !app.draw_offer && app_human_to_move();
    case CMD_ACCEPT_DRAW:
    case CMD_DECLINE_DRAW: return app.draw_offer != 0;
    case CMD_PAUSE:
        return opponent_computers(&app.opp) > 0 && game_result(app.game)->status == GAME_ONGOING &&
               (!app.paused || opponent_is_computer(&app.opp, (Color)app.game->pos.side));
    default: return true;
    }
}
