/* netplay.c — the game's messages, both ways: moves checked by the rules, the host's
 * clocks with the lag allowance, offers and their answers, resign, chat, rematch. */
#include "netplay.h"

#include "netstate.h"
#include "record.h"

#include <stdio.h>
#include <string.h>

static bool game_on(const NetSession *s)
{
    return s->phase == NET_PHASE_PLAYING && game_result(s->game)->status == GAME_ONGOING;
}

static void announce_if_over(NetSession *s)
{
    const GameResult *r = game_result(s->game);
    if (r->status != GAME_ONGOING)
        net_event(s, NET_EV_OVER, "%s (%s)", game_status_text(r->status), r->reason);
}

static const char *colour_name(int colour) { return colour == WHITE ? "white" : "black"; }

/* ---- clocks (the host's) ---------------------------------------------------------------- */

/* What the guest's move is not charged for: half the round trip, at most NET_LAG_CAP_MS;
 * nothing on a virtual clock, where no time passes in transit. */
static int64_t lag_allowance(const NetSession *s)
{
    if (s->cfg.virtual_clock || s->rtt_ms < 0)
        return 0;
    int64_t half = s->rtt_ms / 2;
    return half < NET_LAG_CAP_MS ? half : NET_LAG_CAP_MS;
}

void net_host_clock_update(NetSession *s)
{
    if (s->cfg.role == NET_HOST && clock_on(&s->clock))
        net_send(s, "clock-state %d %lld %lld", s->game->length, (long long)s->clock.left_ms[WHITE],
                 (long long)s->clock.left_ms[BLACK]);
}

/* The host charges the side that just moved (the guest less the lag allowance). */
static void host_charge(NetSession *s, int mover)
{
    if (s->cfg.role != NET_HOST || !clock_on(&s->clock))
        return;
    int64_t spent = s->game_now - s->turn_started;
    if (mover != s->my_colour)
        spent -= lag_allowance(s);
    clock_charge(&s->clock, mover, spent > 0 ? spent : 0);
    s->turn_started = s->game_now;
    net_host_clock_update(s);
    net_event(s, NET_EV_CLOCK, "%lld %lld", (long long)s->clock.left_ms[WHITE], (long long)s->clock.left_ms[BLACK]);
}

static void flag_fall(NetSession *s, int side)
{
    s->clock.left_ms[side] = 0;
    GameStatus status = clock_flag_status(s->game, side);
    game_adjudicate(s->game, status, status == GAME_DRAW ? CLOCK_REASON_DRAW : CLOCK_REASON_LOSS);
    announce_if_over(s);
}

void net_host_check_flag(NetSession *s)
{
    if (!clock_on(&s->clock) || !game_on(s))
        return;
    int side = s->game->pos.side;
    int64_t left = s->clock.left_ms[side] - (s->game_now - s->turn_started);
    if (side != s->my_colour)
        left += lag_allowance(s); /* the guest's move may be on its way */
    if (left > 0)
        return;
    net_send(s, "flag %s", colour_name(side));
    flag_fall(s, side);
    net_host_clock_update(s);
}

/* ---- moves ------------------------------------------------------------------------------ */

static void after_move(NetSession *s, int mover)
{
    host_charge(s, mover);
    if (mover == s->my_colour)
        s->draw_from_peer = false; /* moving past an offer declines it */
    else
        s->draw_from_me = false;
    s->takeback_from_me = s->takeback_from_peer = -1;
    announce_if_over(s);
}

bool net_play(NetSession *s, const char *text, char *err, size_t err_size)
{
    if (!net_session_my_turn(s)) {
        snprintf(err, err_size, "%s", game_on(s) ? "not your turn" : "no game is being played");
        return false;
    }
    int r = game_play_text(s->game, text);
    if (r != 0) {
        snprintf(err, err_size, "%s: %s", text, r == -2 ? "ambiguous (say the piece it becomes)" : "no such legal move");
        return false;
    }
    char move[NET_LINE_MAX / 2];
    if (!net_escape(game_move_text(s->game, s->game->length - 1), move, sizeof move))
        snprintf(move, sizeof move, "?");
    net_send(s, "move %d %s", s->game->length, move);
    after_move(s, s->my_colour);
    return true;
}

static void on_move(NetSession *s, const NetMsg *m)
{
    int64_t ply;
    if (!net_parse_count(m->field[0], RECORD_MAX_MOVES, &ply)) {
        net_fail(s, "malformed move: '%.40s' is not a move number", m->field[0]);
        return;
    }
    if (!game_on(s)) {
        net_fail(s, "out of order: move %lld after the end of the game", (long long)ply);
        return;
    }
    if (ply != s->game->length + 1) {
        net_fail(s, "out of order: move %lld where move %d is due", (long long)ply, s->game->length + 1);
        return;
    }
    if (s->game->pos.side != net_peer_colour(s)) {
        net_fail(s, "out of order: move %lld is not yours to play", (long long)ply);
        return;
    }
    int r = game_play_text(s->game, m->field[1]);
    if (r != 0) {
        net_fail(s, "illegal move %lld %.60s: %s", (long long)ply, m->field[1],
                 r == -2 ? "ambiguous" : "no such legal move");
        return;
    }
    net_event(s, NET_EV_MOVE, "%s", game_move_san(s->game, s->game->length - 1));
    after_move(s, net_peer_colour(s));
}

void net_send_moves_from(NetSession *s, int from)
{
    for (int ply = from; ply < s->game->length; ply++) {
        char move[NET_LINE_MAX / 2];
        if (net_escape(game_move_text(s->game, ply), move, sizeof move))
            net_send(s, "move %d %s", ply + 1, move);
    }
}

/* ---- the clocks, guest side ------------------------------------------------------------- */

static void on_clock_state(NetSession *s, const NetMsg *m)
{
    int64_t ply, white, black;
    const int64_t max_ms = (int64_t)CLOCK_MAX_MINUTES * 60000 * 4;
    if (!net_parse_count(m->field[0], RECORD_MAX_MOVES, &ply) || !net_parse_count(m->field[1], max_ms, &white) ||
        !net_parse_count(m->field[2], max_ms, &black)) {
        net_fail(s, "malformed clock-state: a move number and two times in milliseconds are needed");
        return;
    }
    if (ply > s->game->length) {
        net_fail(s, "out of order: clock-state for move %lld, only %d played", (long long)ply, s->game->length);
        return;
    }
    if (ply < s->game->length)
        return; /* our move crossed it: the host's next clock-state counts it */
    s->clock.left_ms[WHITE] = white;
    s->clock.left_ms[BLACK] = black;
    s->turn_started = s->game_now;
    net_event(s, NET_EV_CLOCK, "%lld %lld", (long long)white, (long long)black);
}

static void on_flag(NetSession *s, const NetMsg *m)
{
    if (strcmp(m->field[0], "white") && strcmp(m->field[0], "black")) {
        net_fail(s, "malformed flag: '%.40s' (white or black)", m->field[0]);
        return;
    }
    int side = strcmp(m->field[0], "white") ? BLACK : WHITE;
    if (!game_on(s) || side != s->game->pos.side) {
        net_fail(s, "out of order: flag for %s, who is not to move", m->field[0]);
        return;
    }
    flag_fall(s, side);
}

static void on_tick(NetSession *s, const NetMsg *m)
{
    int64_t ms;
    if (!s->cfg.virtual_clock) {
        net_fail(s, "out of order: tick without a virtual clock");
        return;
    }
    if (!net_parse_count(m->field[0], 3600000, &ms)) {
        net_fail(s, "malformed tick: '%.40s' is not 0..3600000 milliseconds", m->field[0]);
        return;
    }
    s->game_now += ms;
    if (s->cfg.role == NET_HOST)
        net_host_check_flag(s);
}

/* ---- offers ---------------------------------------------------------------------------------- */

static void undo_to(NetSession *s, int ply)
{
    while (s->game->length > ply && game_undo(s->game))
        ;
    s->turn_started = s->game_now;
    s->takeback_from_me = s->takeback_from_peer = -1;
    net_host_clock_update(s);
    net_event(s, NET_EV_TAKEN_BACK, "back to move %d", ply);
}

static void on_takeback(NetSession *s, const NetMsg *m)
{
    int64_t ply;
    if (!net_parse_count(m->field[0], RECORD_MAX_MOVES, &ply)) {
        net_fail(s, "malformed %s: '%.40s' is not a move number", net_verb_name(m->verb), m->field[0]);
        return;
    }
    if (m->verb == NV_TAKEBACK_ACCEPT) {
        if (ply != s->takeback_from_me || !game_on(s))
            net_fail(s, "out of order: takeback-accept %lld was not asked for", (long long)ply);
        else
            undo_to(s, (int)ply);
        return;
    }
    if (!game_on(s) || ply >= s->game->length) {
        net_fail(s, "out of order: takeback to %lld moves with %d played", (long long)ply, s->game->length);
        return;
    }
    s->takeback_from_peer = (int)ply;
    net_event(s, NET_EV_TAKEBACK_ASKED, "%s asks to take back to move %lld", s->peer_name, (long long)ply);
}

static void game_decided(NetSession *s, GameStatus status, const char *reason)
{
    game_adjudicate(s->game, status, reason);
    announce_if_over(s);
}

static GameStatus win_for(int colour) { return colour == WHITE ? GAME_WHITE_WINS : GAME_BLACK_WINS; }

static void start_rematch(NetSession *s)
{
    char err[320];
    s->offered_colour ^= 1;
    s->game_id = s->game_id + 1 ? s->game_id + 1 : 1;
    if (!net_start_game(s, err, sizeof err)) {
        net_fail(s, "the rematch cannot start: %s", err);
        return;
    }
    net_host_clock_update(s);
    net_event(s, NET_EV_STARTED, "rematch, you play %s", colour_name(s->my_colour));
}

/* The messages answering one of our offers, and offers that only need the game on. */
static bool on_offer_message(NetSession *s, const NetMsg *m)
{
    bool on = game_on(s);
    switch (m->verb) {
    case NV_DRAW_OFFER:
        if (!on)
            return false;
        s->draw_from_peer = true;
        net_event(s, NET_EV_DRAW_OFFERED, "%s offers a draw", s->peer_name);
        return true;
    case NV_DRAW_ACCEPT:
        if (!on || !s->draw_from_me)
            return false;
        game_decided(s, GAME_DRAW, "agreement");
        return true;
    case NV_DRAW_DECLINE:
        if (!s->draw_from_me)
            return false;
        s->draw_from_me = false;
        net_event(s, NET_EV_DRAW_DECLINED, "%s declines the draw", s->peer_name);
        return true;
    case NV_TAKEBACK_DECLINE:
        if (s->takeback_from_me < 0)
            return false;
        s->takeback_from_me = -1;
        net_event(s, NET_EV_TAKEBACK_DECLINED, "%s declines the takeback", s->peer_name);
        return true;
    case NV_RESIGN:
        if (!on)
            return false;
        game_decided(s, win_for(s->my_colour), "resignation");
        return true;
    default:
        return false;
    }
}

static bool on_rematch_message(NetSession *s, const NetMsg *m)
{
    bool over = s->phase == NET_PHASE_PLAYING && !game_on(s);
    if (m->verb == NV_REMATCH && over) {
        s->rematch_from_peer = true;
        net_event(s, NET_EV_REMATCH_ASKED, "%s asks for a rematch", s->peer_name);
        return true;
    }
    if (m->verb == NV_REMATCH_DECLINE && s->rematch_from_me) {
        s->rematch_from_me = false;
        net_event(s, NET_EV_REMATCH_DECLINED, "%s declines the rematch", s->peer_name);
        return true;
    }
    if (m->verb == NV_REMATCH_ACCEPT && s->rematch_from_me && over) {
        char next[20];
        snprintf(next, sizeof next, "%016llx", (unsigned long long)(s->game_id + 1 ? s->game_id + 1 : 1));
        if (strcmp(m->field[0], next) != 0) {
            net_fail(s, "malformed rematch-accept: game %.40s, expected %s", m->field[0], next);
            return true;
        }
        start_rematch(s);
        return true;
    }
    return false;
}

bool net_play_message(NetSession *s, const NetMsg *m)
{
    switch (m->verb) {
    case NV_MOVE: on_move(s, m); return true;
    case NV_CLOCK_STATE:
        if (s->cfg.role != NET_GUEST)
            return false;
        on_clock_state(s, m);
        return true;
    case NV_FLAG:
        if (s->cfg.role != NET_GUEST)
            return false;
        on_flag(s, m);
        return true;
    case NV_TICK: on_tick(s, m); return true;
    case NV_TAKEBACK:
    case NV_TAKEBACK_ACCEPT: on_takeback(s, m); return true;
    case NV_CHAT:
        if (strlen(m->text) > NET_CHAT_MAX)
            net_fail(s, "chat line longer than %d bytes", NET_CHAT_MAX);
        else
            net_event(s, NET_EV_CHAT, "%s", m->text);
        return true;
    case NV_REMATCH:
    case NV_REMATCH_ACCEPT:
    case NV_REMATCH_DECLINE: return on_rematch_message(s, m);
    default: return on_offer_message(s, m);
    }
}

/* ---- the player's actions -------------------------------------------------------------- */

bool net_accept(NetSession *s, bool yes, const char *reason)
{
    if (s->phase != NET_PHASE_DECIDE)
        return false;
    if (!yes) {
        s->closing = true;
        net_send(s, reason && *reason ? "decline %s" : "decline", reason);
        net_close(s, "you declined");
        return true;
    }
    net_send(s, "accept");
    s->phase = NET_PHASE_PLAYING;
    s->agreed = true;
    s->turn_started = s->game_now;
    net_event(s, NET_EV_STARTED, "you play %s", colour_name(s->my_colour));
    return true;
}

bool net_offer_draw(NetSession *s)
{
    if (!game_on(s) || s->draw_from_me)
        return false;
    if (s->draw_from_peer)
        return net_answer_draw(s, true);
    s->draw_from_me = true;
    net_send(s, "draw-offer");
    return true;
}

bool net_answer_draw(NetSession *s, bool yes)
{
    if (!game_on(s) || !s->draw_from_peer)
        return false;
    s->draw_from_peer = false;
    net_send(s, yes ? "draw-accept" : "draw-decline");
    if (yes)
        game_decided(s, GAME_DRAW, "agreement");
    return true;
}

bool net_ask_takeback(NetSession *s, int ply)
{
    if (!game_on(s) || ply < 0 || ply >= s->game->length || s->takeback_from_me >= 0)
        return false;
    s->takeback_from_me = ply;
    net_send(s, "takeback %d", ply);
    return true;
}

bool net_answer_takeback(NetSession *s, bool yes)
{
    if (!game_on(s) || s->takeback_from_peer < 0)
        return false;
    int ply = s->takeback_from_peer;
    if (!yes) {
        s->takeback_from_peer = -1;
        net_send(s, "takeback-decline");
        return true;
    }
    net_send(s, "takeback-accept %d", ply);
    undo_to(s, ply);
    return true;
}

bool net_resign(NetSession *s)
{
    if (!game_on(s))
        return false;
    net_send(s, "resign");
    game_decided(s, win_for(net_peer_colour(s)), "resignation");
    return true;
}

bool net_ask_rematch(NetSession *s)
{
    if (s->phase != NET_PHASE_PLAYING || game_on(s) || s->rematch_from_me)
        return false;
    if (s->rematch_from_peer)
        return net_answer_rematch(s, true);
    s->rematch_from_me = true;
    net_send(s, "rematch");
    return true;
}

bool net_answer_rematch(NetSession *s, bool yes)
{
    if (s->phase != NET_PHASE_PLAYING || game_on(s) || !s->rematch_from_peer)
        return false;
    s->rematch_from_peer = false;
    if (!yes) {
        net_send(s, "rematch-decline");
        return true;
    }
    net_send(s, "rematch-accept %016llx", (unsigned long long)(s->game_id + 1 ? s->game_id + 1 : 1));
    start_rematch(s);
    return true;
}

bool net_chat(NetSession *s, const char *text)
{
    if (s->phase != NET_PHASE_PLAYING || !*text || strlen(text) > NET_CHAT_MAX)
        return false;
    for (const char *p = text; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            return false;
    net_send(s, "chat %s", text);
    return true;
}

bool net_virtual_tick(NetSession *s, int64_t ms)
{
    if (!s->cfg.virtual_clock || ms < 0 || ms > 3600000 || s->phase == NET_PHASE_CLOSED)
        return false;
    s->game_now += ms;
    net_send(s, "tick %lld", (long long)ms);
    if (s->cfg.role == NET_HOST && s->phase == NET_PHASE_PLAYING)
        net_host_check_flag(s);
    return true;
}

bool net_claim_win(NetSession *s, int64_t now, int64_t wait_ms)
{
    if (s->phase != NET_PHASE_CLOSED || !s->agreed || !s->game || game_result(s->game)->status != GAME_ONGOING ||
        now - s->closed_at < wait_ms)
        return false;
    game_decided(s, win_for(s->my_colour), "opponent left");
    return true;
}

void net_leave(NetSession *s)
{
    if (s->phase == NET_PHASE_CLOSED)
        return;
    s->closing = true;
    net_send(s, "bye");
    net_close(s, "you left");
}
