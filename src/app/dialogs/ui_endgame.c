/* ui_endgame.c — the end-of-game dialog (see ui_endgame.h). */
#include "ui_endgame.h"

#include "app.h"
#include "netgame.h"
#include "engine.h"
#include "endtext.h"
#include "i18n.h"
#include "ui_command.h"
#include "ui_dialog.h"

#include <stdbool.h>
#include <stdio.h>

enum { END_REMATCH, END_NEW_GAME, END_SAVE_PGN, END_ANALYSE, END_CLOSE, END_BUTTONS };

/* What the last turn saw: the game (by serial) and whether it was going on. */
static unsigned seen_serial = ~0u;
static bool seen_ongoing;
static bool enabled = true;

void ui_endgame_enable(bool on) { enabled = on; }

/* The same players with colours swapped (against the computer you take the other side;
 * two people or two computers change nothing), and a new game on the same clock. */
static void rematch(void)
{
    if (netgame_do(NETGAME_REMATCH)) /* a friend over the network is asked */
        return;
    Opponent o = app.opp;
    PlayerKind white = o.player[WHITE];
    int level = o.level[WHITE];
    o.player[WHITE] = o.player[BLACK];
    o.level[WHITE] = o.level[BLACK];
    o.player[BLACK] = white;
    o.level[BLACK] = level;
    app_set_opponent(&o);
    app_new_game(NULL, NULL, 0);
}

static void endgame_done(int choice)
{
    switch (choice) {
    case END_REMATCH: rematch(); break;
    case END_NEW_GAME: ui_command(CMD_NEW_GAME); break;
    case END_SAVE_PGN: ui_command(CMD_SAVE_PGN); break;
    case END_ANALYSE: /* the analysis board, one move back: where the game was decided */
        engine_start_review(); /* every move judged, with the graph; then the analysis */
        if (!app.analysing)
            ui_command(CMD_ANALYSE);
        app_browse(-1);
        break;
    default: break;
    }
}

static void announce(void)
{
    const GameResult *r = game_result(app.game);
    char title[128];
    end_title(app.variant, r, title, sizeof title);
    char sentence[512];
    end_sentence(app.variant, app.game, sentence, sizeof sentence);
    const char *labels[END_BUTTONS] = {tr(S_REMATCH), tr(S_NEW_GAME), tr(S_SAVE_PGN), tr(S_ANALYSE), tr(S_CLOSE)};
    ui_dialog_choose("game-over", title, sentence, labels, END_BUTTONS, endgame_done);
    if (r->status == GAME_WHITE_WINS || r->status == GAME_BLACK_WINS) /* the winner's mark (☗, a red disc...) */
        ui_dialog_title_mark(r->status == GAME_WHITE_WINS ? WHITE : BLACK);
}

void ui_endgame_tick(void)
{
    if (!app.game || !enabled)
        return;
    bool ongoing = game_result(app.game)->status == GAME_ONGOING;
    bool same_game = app.game_serial == seen_serial;
    /* a dialog already open (a question, a list) keeps its place; the end is told after */
    if (same_game && seen_ongoing && !ongoing && ui_dialog_kind() == DLG_NONE)
        announce();
    else if (same_game && seen_ongoing && !ongoing)
        return; /* tell it once the other dialog has closed */
    seen_serial = app.game_serial;
    seen_ongoing = ongoing;
}
