/* engine.c — the search thread and its results (see engine.h). */
#include "engine.h"

#include "app.h"
#include "engine_list.h"
#include "extengine.h"
#include "fen.h"
#include "i18n.h"
#include "score.h"

#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* The thread's inputs and outputs. The UI thread writes them only while no thread
 * runs; the worker writes `result` and the progress only under `lock`. */
static Search *search;
static SDL_Thread *thread;
static SDL_mutex *lock;
static Uint32 ev_done = (Uint32)-1, ev_info = (Uint32)-1;
static EngineJob job;
static unsigned job_revision;  /* app.revision the job was asked for */
static int generation;         /* bumped by every cancel: late events are ignored */
static SearchLimits limits;
static SearchResult result;
static SearchInfo progress;
static bool has_progress;
static Uint32 last_wake;
static int forced_depth;

static EngineHooks hooks; /* how the window hears of changes (engine_set_hooks) */

static Move hint;
static unsigned hint_revision = ~0u;
/* analysis: the best lines of the position of analysis_revision, by multipv */
static SearchInfo lines[ENGINE_MAX_LINES];
static int nlines;
static unsigned analysis_revision = ~0u;
static unsigned analysed_revision = ~0u; /* an analysis that ended (a forced depth): not again */
static Game *analysis_game; /* the earlier position browsed (← →), when the analysis is of one */
/* the position shown when analysis met a final one (mate, stalemate): how it ended */
static GameResult final_result;
static int final_to_move;
static unsigned final_key = ~0u;
/* game review: the evaluation after each ply, from White's side */
static int *review_evals;
static int review_done, review_cap;
static unsigned review_revision = ~0u;
static SDL_atomic_t review_stop;

/* Which position the board shows: the game as it stands, or a ply browsed back to. */
static unsigned shown_key(void)
{
    return app.revision * 1009u + (app_browsing() ? app.view_revision * 7919u + 1u : 0u);
}

/* The game up to the position browsed to (main line or variation), for the analysis:
 * its moves replayed from the start (so repetitions count as in the game). */
static Game *browsed_game(void) { return study_game_at(app.game, app_view_node()); }

void engine_set_hooks(const EngineHooks *h)
{
    hooks = *h;
    extengine_set_hooks(h->redraw, h->message); /* another engine tells the player the same way */
}

static void redraw(void)
{
    if (hooks.redraw)
        hooks.redraw();
}

static void tell(const char *text)
{
    if (hooks.message)
        hooks.message(text);
}

bool engine_init(void)
{
    search = search_new(16);
    lock = SDL_CreateMutex();
    Uint32 first = SDL_RegisterEvents(2);
    if (first != (Uint32)-1) {
        ev_done = first;
        ev_info = first + 1;
    }
    return search && lock && first != (Uint32)-1;
}

void engine_shutdown(void)
{
    engine_cancel();
    engine_list_shutdown();
    game_free(analysis_game);
    analysis_game = NULL;
    free(review_evals);
    review_evals = NULL;
    review_cap = review_done = 0;
    search_free(search);
    search = NULL;
    if (lock)
        SDL_DestroyMutex(lock);
    lock = NULL;
}

void engine_force_depth(int depth) { forced_depth = depth; }

static bool held;
void engine_hold(bool on) { held = on; }
EngineJob engine_job(void) { return job; }

/* From the search thread: `gen` is the job's generation, given to the thread when it
 * started (the UI thread changes `generation` only once the thread has ended). */
static void push(Uint32 type, int gen)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.user.code = gen;
    SDL_PushEvent(&e);
}

/* On the search thread, after each iteration. */
static void on_info(void *user, const SearchInfo *info)
{
    int gen = (int)(intptr_t)user;
    SDL_LockMutex(lock);
    progress = *info;
    has_progress = true;
    if (job == JOB_ANALYSE && info->multipv >= 1 && info->multipv <= ENGINE_MAX_LINES) {
        if (analysis_revision != job_revision) { /* a new position: its first lines */
            analysis_revision = job_revision;
            nlines = 0;
        }
        lines[info->multipv - 1] = *info;
        if (info->multipv > nlines)
            nlines = info->multipv;
    }
    Uint32 now = SDL_GetTicks();
    bool wake = SDL_TICKS_PASSED(now, last_wake + ENGINE_INFO_MS);
    if (wake)
        last_wake = now;
    SDL_UnlockMutex(lock);
    if (wake)
        push(ev_info, gen);
}

/* The review, on the search thread: each position of the game in turn, from a copy made
 * there (the game does not change while a search runs). */
static void review_all(void *arg)
{
    char fen[2048];
    fen_write(app.variant, &app.game->start, fen, sizeof fen);
    DiagSink ignored;
    diag_init(&ignored);
    Game *g = game_new(app.variant, fen, &ignored);
    diag_free(&ignored);
    int plies = app.game->length;
    for (int i = 0; g && i <= plies && !SDL_AtomicGet(&review_stop); i++) {
        if (i > 0)
            game_play(g, &app.game->moves[i - 1]);
        int eval;
        const GameResult *r = game_result(g);
        if (r->status != GAME_ONGOING) { /* decided: a win is worth a mate */
            eval = r->status == GAME_WHITE_WINS ? REVIEW_MATE_CP : r->status == GAME_BLACK_WINS ? -REVIEW_MATE_CP : 0;
        } else {
            SearchResult res = search_game(search, g, &limits, on_info, arg);
            int s = res.score;
            if (s >= SEARCH_MATE_BOUND || s <= -SEARCH_MATE_BOUND)
                s = s > 0 ? REVIEW_MATE_CP : -REVIEW_MATE_CP;
            eval = g->pos.side == WHITE ? s : -s;
        }
        if (SDL_AtomicGet(&review_stop))
            break;
        SDL_LockMutex(lock);
        if (i < review_cap) {
            review_evals[i] = eval;
            review_done = i + 1;
        }
        SDL_UnlockMutex(lock);
        push(ev_info, (int)(intptr_t)arg);
    }
    game_free(g);
}

static int worker(void *arg)
{
    if (job == JOB_REVIEW) {
        review_all(arg);
        push(ev_done, (int)(intptr_t)arg);
        return 0;
    }
    const Game *g = job == JOB_ANALYSE && analysis_game ? analysis_game : app.game;
    SearchResult r = search_game(search, g, &limits, on_info, arg);
    SDL_LockMutex(lock);
    result = r;
    SDL_UnlockMutex(lock);
    push(ev_done, (int)(intptr_t)arg);
    return 0;
}

static bool start(EngineJob j, const SearchLimits *l)
{
    if (!search || thread || !app.game)
        return false;
    limits = *l;
    if (forced_depth > 0) {
        /* depth only: the same moves on a slow test machine as on a fast one */
        limits.depth = forced_depth;
        limits.movetime_ms = limits.time_left_ms = limits.increment_ms = 0;
        limits.nodes = 0;
        limits.infinite = false;
    }
    memset(&result, 0, sizeof result);
    has_progress = false;
    SDL_AtomicSet(&review_stop, 0);
    last_wake = SDL_GetTicks();
    job = j;
    job_revision = j == JOB_ANALYSE ? shown_key() : app.revision;
    thread = SDL_CreateThread(worker, "chessembly-search", (void *)(intptr_t)generation);
    if (!thread) {
        job = JOB_NONE;
        fprintf(stderr, "chessembly: cannot start the search thread: %s\n", SDL_GetError());
        return false;
    }
    redraw();
    return true;
}

/* Stops our own search thread (another engine's work is extengine's). */
static void stop_own(void)
{
    SDL_AtomicSet(&review_stop, 1);
    if (thread) {
        search_stop(search);
        SDL_WaitThread(thread, NULL);
        thread = NULL;
        redraw();
    }
    job = JOB_NONE;
    generation++;
}

void engine_cancel(void)
{
    extengine_cancel();
    stop_own();
}

bool engine_idle(void) { return !thread && !app_computer_to_move(); }

/* Analysis runs when asked for and nobody else needs the engine: not while the
 * computer is to move, and not again on a position whose analysis has ended. */
static void analyse_tick(void)
{
    if (thread && job == JOB_ANALYSE && job_revision != shown_key())
        engine_cancel(); /* the board shows another move now (← →): analyse that one */
    if (thread || !app.analysing || (!app_browsing() && app_computer_to_move()) || analysed_revision == shown_key())
        return;
    if (analysis_game) {
        game_free(analysis_game);
        analysis_game = NULL;
    }
    /* a game resigned or drawn by agreement: its last position is analysed all the same */
    if ((app_browsing() || app_ended_off_board()) && !(analysis_game = browsed_game()))
        return;
    const Game *shown = analysis_game ? analysis_game : app.game;
    if (game_result(shown)->status != GAME_ONGOING) {
        /* nothing to search: the panel says how it ended instead of "looking…" forever */
        final_result = *game_result(shown);
        final_to_move = shown->pos.side;
        final_key = analysed_revision = shown_key();
        redraw();
        return;
    }
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.infinite = true;
    l.multipv = app.analysis_lines > 0 ? app.analysis_lines : 3;
    if (l.multipv > ENGINE_MAX_LINES)
        l.multipv = ENGINE_MAX_LINES;
    l.seed = 1;
    start(JOB_ANALYSE, &l);
}

bool engine_start_review(void)
{
    if (!app.game || app.game->length == 0)
        return false;
    if (thread && job == JOB_ANALYSE)
        engine_cancel(); /* the review takes the engine; the analysis comes back after */
    if (thread)
        return false;
    int need = app.game->length + 1;
    if (need > review_cap) {
        int *grown = realloc(review_evals, (size_t)need * sizeof *grown);
        if (!grown)
            return false;
        review_evals = grown;
        review_cap = need;
    }
    review_done = 0;
    review_revision = app.revision;
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.movetime_ms = REVIEW_MS;
    l.seed = 1;
    return start(JOB_REVIEW, &l);
}

int engine_review_done(void)
{
    if (!lock)
        return 0;
    SDL_LockMutex(lock);
    int n = review_done;
    SDL_UnlockMutex(lock);
    return n;
}

int engine_review(int *evals, int cap)
{
    if (!lock || review_revision != app.revision)
        return 0;
    SDL_LockMutex(lock);
    int n = review_done < cap ? review_done : cap;
    for (int i = 0; i < n; i++)
        evals[i] = review_evals[i];
    SDL_UnlockMutex(lock);
    return n;
}

bool engine_analysis_final(GameResult *ended, int *to_move)
{
    if (!app.analysing || final_key != shown_key())
        return false;
    *ended = final_result;
    *to_move = final_to_move;
    return true;
}

int engine_analysis(SearchInfo *out, int max)
{
    if (!lock)
        return 0;
    if (extengine_analysing())
        return extengine_analysis(out, max);
    SDL_LockMutex(lock);
    int n = app.analysing && analysis_revision == shown_key() ? nlines : 0;
    if (n > max)
        n = max;
    for (int i = 0; i < n; i++)
        out[i] = lines[i];
    SDL_UnlockMutex(lock);
    return n;
}

void engine_tick(void)
{
    if (!app.game || held)
        return;
    if (extengine_tick(forced_depth)) { /* another engine plays or analyses now */
        if (thread && (job == JOB_ANALYSE || job == JOB_MOVE))
            stop_own();
        return;
    }
    if (app_computer_to_move()) {
        if (thread && job == JOB_ANALYSE)
            engine_cancel(); /* the computer's move comes first */
    } else {
        if (app.analysing)
            analyse_tick();
        return;
    }
    if (thread || !app_computer_to_move())
        return;
    Color side = (Color)app.game->pos.side;
    /* the seed follows the game, so the same game gets the same replies */
    uint64_t seed = 0x9e3779b97f4a7c15ull * (uint64_t)(app.game->length + 1) ^ (uint64_t)side;
    SearchLimits l = search_level_limits(app.opp.level[side], seed);
    if (app_clock_running() || clock_on(&app.clock)) {
        /* on a clock the computer keeps to its own time as well as to its level's: the
         * search plans with what is left and the increment, never past it */
        Clock now = app_clock_now();
        ClockPlan plan = clock_plan(&now, side); /* byoyomi and Canadian periods too */
        l.time_left_ms = (int)plan.time_left_ms;
        if (l.time_left_ms < 1)
            l.time_left_ms = 1;
        l.increment_ms = (int)plan.increment_ms;
        l.moves_to_go = plan.moves_to_go;
    }
    if (!start(JOB_MOVE, &l)) {
        app.paused = true; /* no thread: do not try again after every event */
        tell(tr(S_ENGINE_FAILED));
    }
}

bool engine_request_hint(void)
{
    if (thread || !app_human_to_move())
        return false;
    SearchLimits l = search_hint_limits();
    l.seed = 1;
    return start(JOB_HINT, &l);
}

bool engine_hint(Move *out)
{
    if (hint_revision != app.revision)
        return false;
    *out = hint;
    return true;
}

bool engine_progress(SearchInfo *out)
{
    if (extengine_thinking())
        return extengine_progress(out);
    if (!thread || !lock)
        return false;
    SDL_LockMutex(lock);
    bool ok = has_progress;
    if (ok)
        *out = progress;
    SDL_UnlockMutex(lock);
    return ok;
}

bool engine_handle_event(const SDL_Event *e)
{
    if (e->type != ev_done && e->type != ev_info)
        return false;
    if (e->user.code != generation || !thread)
        return true; /* from a cancelled search */
    if (e->type == ev_info) {
        redraw();
        return true;
    }
    SDL_WaitThread(thread, NULL);
    thread = NULL;
    EngineJob j = job;
    job = JOB_NONE;
    generation++;
    redraw();
    SearchResult r = result;
    if (j != JOB_ANALYSE && job_revision != app.revision)
        return true; /* cannot happen (changes cancel first), but never play a stale move */
    if (r.error.set) {
        char msg[600];
        snprintf(msg, sizeof msg, "%s: %s", tr(S_ENGINE_ERROR), r.error.message);
        tell(msg);
    }
    if (j == JOB_ANALYSE) {
        analysed_revision = job_revision; /* a forced depth reached: the lines stay as they are */
        return true;
    }
    if (j == JOB_REVIEW)
        return true; /* the evaluations are in review_evals */
    if (!r.has_move) {
        if (j == JOB_MOVE)
            app.paused = true; /* nothing to play: wait for the player */
        return true;
    }
    if (j == JOB_HINT) {
        hint = r.best;
        hint_revision = app.revision;
    } else if (!app_play(&r.best)) {
        app.paused = true;
        tell(tr(S_ENGINE_FAILED));
    }
    return true;
}

/* What the draw answer weighs (centipawns, the side accepting): lost below the first,
 * level within the second; "little material" is at most this share of the variant's
 * setup, both sides together. */
enum { DRAW_LOST_CP = -250, DRAW_LEVEL_CP = 25, DRAW_ENDGAME_PERCENT = 30 };

/* Is little material left on the board, against the variant's own start position? */
static bool little_material(const Game *g)
{
    DiagSink ignored;
    diag_init(&ignored);
    Game *setup = game_new(g->v, NULL, &ignored);
    diag_free(&ignored);
    if (!setup)
        return false;
    double now = score_material(g->v, &g->pos, WHITE) + score_material(g->v, &g->pos, BLACK);
    double start = score_material(g->v, &setup->pos, WHITE) + score_material(g->v, &setup->pos, BLACK);
    game_free(setup);
    return start > 0 && now * 100 <= start * DRAW_ENDGAME_PERCENT;
}

/* A short fixed search (a node budget, so the answer is the same on every machine)
 * from the side to move's point of view: the computer is the other side. It accepts
 * only when it stands lost, or when the game is dead drawn (level, with little material
 * left) — never because the opening is level. Runs on the UI thread: a few thousand
 * nodes take milliseconds. */
bool engine_accepts_draw(void)
{
    if (!search || !app.game || game_result(app.game)->status != GAME_ONGOING)
        return false;
    engine_cancel();
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.depth = forced_depth > 0 ? forced_depth : 6;
    l.nodes = 40000;
    SearchResult r = search_game(search, app.game, &l, NULL, NULL);
    int computer_score = -r.score;
    if (computer_score <= DRAW_LOST_CP)
        return true;
    return abs(computer_score) <= DRAW_LEVEL_CP && little_material(app.game);
}
