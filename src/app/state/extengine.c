/* extengine.c — another engine plays or analyses (see extengine.h). */
#include "extengine.h"

#include "app.h"
#include "engine_list.h"
#include "fen.h"
#include "i18n.h"
#include "notation.h"
#include "sfen.h"
#include "timesrc.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MOVE_TIME_MS = 1000, POLL_MS = 25, FEN_MAX = 2048, EXT_MAX_LINES = 5 };

typedef enum Job { JOB_IDLE = 0, JOB_MOVE, JOB_ANALYSE } Job;

static Job job;
static int job_engine = -1;        /* which engine of the list does it */
static char job_position[FEN_MAX]; /* our FEN of the position thought about */
static SearchInfo lines[EXT_MAX_LINES];
static int nlines;
static SearchInfo progress;
static bool has_progress;
static bool fault_paused;         /* the computer waits because its engine failed */
static int broken_analyst = -1;    /* the analyst failed: not again until chosen anew */
static void (*redraw_fn)(void);
static void (*message_fn)(const char *text);

static void listen(int index, EcEvent ev);

void extengine_set_hooks(void (*redraw)(void), void (*message)(const char *text))
{
    redraw_fn = redraw;
    message_fn = message;
    engine_list_set_listener(listen);
    engine_list_set_message(message);
}

static void redraw(void)
{
    if (redraw_fn)
        redraw_fn();
}

static void tell(const char *text)
{
    if (message_fn)
        message_fn(text);
}

void extengine_variant_name(char *buf, size_t size)
{
    static const char *const fsf[][2] = {
        {"standard", "chess"}, {"king_of_the_hill", "kingofthehill"}, {"three_check", "3check"}, {"racing_kings", "racingkings"},
    };
    const char *slash = strrchr(app.variant_path, '/');
    const char *stem = slash ? slash + 1 : app.variant_path;
    snprintf(buf, size, "%.*s", (int)strcspn(stem, "."), stem);
    for (size_t i = 0; i < sizeof fsf / sizeof fsf[0]; i++)
        if (!strcmp(buf, fsf[i][0]))
            snprintf(buf, size, "%s", fsf[i][1]);
}

static const char *engine_name(int i)
{
    const EngineSetting *s = engine_list_setting(i);
    return s ? s->name : "?";
}

/* The position as the engine expects it: SFEN for USI, else Fairy-Stockfish's FEN. */
static void engine_position(const EcEngine *ec, const Position *pos, char *buf, size_t size)
{
    if (ec->proto == EC_USI)
        sfen_write(app.variant, pos, buf, size);
    else
        fen_write_style(app.variant, pos, FEN_STYLE_FSF, buf, size);
}

/* The engine's move text among `g`'s legal moves: its index, -1 when none. */
static int find_move(const EcEngine *ec, const Game *g, const char *text)
{
    char ours[MOVE_TEXT_MAX];
    if (!ec_move_to_ours(ec->proto, app.variant->files, app.variant->ranks, text, ours, sizeof ours))
        return -1;
    return move_find(app.variant, g->legal, g->nlegal, ours);
}

/* An engine's thinking line as our SearchInfo: its moves read on a copy of the position
 * (the line stops at the first move that does not read). */
static void to_search_info(const EcEngine *ec, const EcInfo *in, SearchInfo *out)
{
    memset(out, 0, sizeof *out);
    out->multipv = in->multipv;
    out->depth = in->depth;
    out->score = in->score_cp;
    out->nodes = (uint64_t)(in->nodes > 0 ? in->nodes : 0);
    DiagSink ignored;
    diag_init(&ignored);
    Game *g = game_new(app.variant, job_position, &ignored);
    diag_free(&ignored);
    char pv[sizeof in->pv];
    snprintf(pv, sizeof pv, "%s", in->pv);
    char *save = NULL;
    for (char *w = strtok_r(pv, " ", &save); g && w && out->pvlen < SEARCH_MAX_DEPTH; w = strtok_r(NULL, " ", &save)) {
        int k = find_move(ec, g, w);
        if (k < 0)
            break;
        out->pv[out->pvlen++] = g->legal[k];
        game_play(g, &g->legal[k]);
    }
    game_free(g);
}

static void end_job(void)
{
    job = JOB_IDLE;
    job_engine = -1;
    has_progress = false;
    redraw();
}

/* The computer's engine failed or cheated: the game stays, the computer waits. */
static void refuse(const char *why_fmt, const char *a, const char *b)
{
    char msg[1400];
    snprintf(msg, sizeof msg, tr(why_fmt ? S_EXT_REFUSED_FMT : S_EXT_FAILED_FMT), a, b);
    app.paused = true;
    fault_paused = true;
    app.revision++; /* the panel shows Continue */
    end_job();
    tell(msg);
}

/* Is the game's position the one the move was asked for? */
static bool same_position(void)
{
    char now[FEN_MAX];
    fen_write(app.variant, &app.game->pos, now, sizeof now);
    return !strcmp(now, job_position);
}

static void on_move(int index, EcEngine *ec)
{
    if (job != JOB_MOVE || index != job_engine)
        return;
    if (!same_position()) { /* cannot happen (changes cancel first): never play it */
        end_job();
        return;
    }
    int k = find_move(ec, app.game, ec->move);
    if (k < 0) {
        char move[80];
        snprintf(move, sizeof move, "%s", ec->move);
        ec_engine_fail(ec, "an illegal move");
        refuse("illegal", engine_name(index), move);
        return;
    }
    Move m = app.game->legal[k];
    end_job();
    if (!app_play(&m)) {
        app.paused = true;
        tell(tr(S_ENGINE_FAILED));
    }
}

static void on_info(int index, EcEngine *ec)
{
    if (job == JOB_IDLE || index != job_engine)
        return;
    SearchInfo info;
    to_search_info(ec, &ec->info, &info);
    if (job == JOB_MOVE) {
        progress = info;
        has_progress = true;
    } else if (info.multipv >= 1 && info.multipv <= EXT_MAX_LINES) {
        lines[info.multipv - 1] = info;
        if (info.multipv > nlines)
            nlines = info.multipv;
    }
    redraw();
}

static void listen(int index, EcEvent ev)
{
    EcEngine *ec = engine_list_engine(index);
    if (ev == EC_EV_MOVE)
        on_move(index, ec);
    else if (ev == EC_EV_INFO)
        on_info(index, ec);
    else if (ev == EC_EV_FAULT && index == job_engine) {
        if (job == JOB_ANALYSE)
            broken_analyst = index;
        char fault[sizeof ec->fault];
        snprintf(fault, sizeof fault, "%s", ec->fault);
        if (job == JOB_MOVE)
            refuse(NULL, engine_name(index), fault);
        else {
            end_job();
            char msg[1400];
            snprintf(msg, sizeof msg, tr(S_EXT_FAILED_FMT), engine_name(index), fault);
            tell(msg);
        }
    }
}

void extengine_cancel(void)
{
    if (job == JOB_IDLE)
        return;
    EcEngine *ec = engine_list_engine(job_engine);
    if (ec)
        ec_engine_stop(ec, time_now_ms());
    end_job();
}

/* The computer's move by engine `i`: asked once it is ready. */
static void computer_tick(int i, int forced_depth)
{
    if (job == JOB_MOVE && job_engine == i && same_position())
        return; /* it thinks */
    if (job != JOB_IDLE)
        extengine_cancel();
    uint64_t now = time_now_ms();
    if (!engine_list_ready(i, now))
        return; /* starting, or still stopping: asked at a later tick */
    EcEngine *ec = engine_list_engine(i);
    char variant[64], pos[FEN_MAX];
    extengine_variant_name(variant, sizeof variant);
    engine_position(ec, &app.game->pos, pos, sizeof pos);
    fen_write(app.variant, &app.game->pos, job_position, sizeof job_position);
    int movetime = forced_depth > 0 ? 0 : MOVE_TIME_MS;
    if (app_clock_running() || clock_on(&app.clock)) { /* on a clock: a share of what is left */
        int left = (int)app_clock_left((Color)app.game->pos.side);
        movetime = forced_depth > 0 ? 0 : SDL_max(50, SDL_min(movetime, left / 30 + (int)app.clock.increment_ms));
    }
    if (ec_engine_go(ec, variant, pos, movetime, forced_depth, now)) {
        job = JOB_MOVE;
        job_engine = i;
        has_progress = false;
        redraw();
    }
}

/* The analysis of the position shown by engine `i`. */
static void analysis_tick(int i)
{
    Position buf;
    const Position *shown = app_shown_position(&buf, NULL);
    char ours[FEN_MAX];
    fen_write(app.variant, shown, ours, sizeof ours);
    if (job == JOB_ANALYSE && job_engine == i && !strcmp(ours, job_position))
        return; /* it thinks about this one */
    if (job != JOB_IDLE)
        extengine_cancel();
    uint64_t now = time_now_ms();
    if (game_result(app_board_game())->status != GAME_ONGOING || !engine_list_ready(i, now))
        return;
    EcEngine *ec = engine_list_engine(i);
    char variant[64], pos[FEN_MAX];
    extengine_variant_name(variant, sizeof variant);
    engine_position(ec, shown, pos, sizeof pos);
    int want = app.analysis_lines > 0 ? SDL_min(app.analysis_lines, EXT_MAX_LINES) : 3;
    if (ec_engine_analyse(ec, variant, pos, want, now)) {
        job = JOB_ANALYSE;
        job_engine = i;
        snprintf(job_position, sizeof job_position, "%s", ours);
        nlines = 0;
        redraw();
    }
}

/* Can engine `i` play this variant? Said once per refusal, then ours plays. */
static bool plays_variant(int i)
{
    static unsigned told_serial = ~0u;
    EcEngine *ec = engine_list_engine(i);
    char variant[64];
    extengine_variant_name(variant, sizeof variant);
    if (ec->state != EC_READY && ec->state != EC_THINKING && ec->state != EC_ANALYSING)
        return true; /* not known yet: it is asked once it answered */
    if (ec_engine_variant_ok(ec, variant))
        return true;
    if (told_serial != app.game_serial) {
        told_serial = app.game_serial;
        char msg[600];
        snprintf(msg, sizeof msg, tr(S_EXT_CANNOT_PLAY_FMT), engine_name(i), app.variant->name);
        tell(msg);
    }
    return false;
}

bool extengine_tick(int forced_depth)
{
    if (engine_list_tick(time_now_ms()))
        redraw(); /* an engine added, or its options known: the dialog shows them */
    if (!app.game)
        return false;
    int player = engine_list_role(ROLE_COMPUTER), analyst = engine_list_role(ROLE_ANALYSIS);
    if (app_computer_to_move() && !app_browsing()) {
        if (player < 0 || !plays_variant(player)) {
            if (job != JOB_IDLE)
                extengine_cancel();
            return false;
        }
        computer_tick(player, forced_depth);
        return true;
    }
    if (job == JOB_MOVE)
        extengine_cancel(); /* paused, or no longer its turn */
    if (analyst != broken_analyst)
        broken_analyst = -1;
    if (!app.analysing || analyst < 0 || analyst == broken_analyst || !plays_variant(analyst)) {
        if (job == JOB_ANALYSE)
            extengine_cancel();
        return false;
    }
    analysis_tick(analyst);
    return true;
}

bool extengine_thinking(void) { return job == JOB_MOVE; }
bool extengine_analysing(void) { return job == JOB_ANALYSE; }

int extengine_analysis(SearchInfo *out, int max)
{
    Position buf;
    char ours[FEN_MAX];
    if (job != JOB_ANALYSE || !app.game)
        return 0;
    fen_write(app.variant, app_shown_position(&buf, NULL), ours, sizeof ours);
    if (strcmp(ours, job_position))
        return 0;
    int n = SDL_min(nlines, max);
    for (int i = 0; i < n; i++)
        out[i] = lines[i];
    return n;
}

bool extengine_progress(SearchInfo *out)
{
    if (job != JOB_MOVE || !has_progress)
        return false;
    *out = progress;
    return true;
}

const char *extengine_analyst_name(void)
{
    int a = engine_list_role(ROLE_ANALYSIS);
    return a >= 0 ? engine_name(a) : NULL;
}

const char *extengine_player_name(void)
{
    int p = engine_list_role(ROLE_COMPUTER);
    if (p < 0 || !app.game)
        return NULL;
    EcEngine *ec = engine_list_engine(p);
    char variant[64];
    extengine_variant_name(variant, sizeof variant);
    bool known = ec->state == EC_READY || ec->state == EC_THINKING || ec->state == EC_ANALYSING;
    return !known || ec_engine_variant_ok(ec, variant) ? engine_name(p) : NULL;
}

int extengine_wait_ms(int wait) { return engine_list_busy() && wait > POLL_MS ? POLL_MS : wait; }

bool extengine_take_fault(void)
{
    bool was = fault_paused;
    fault_paused = false;
    return was;
}
