/* engine.h — the computer opponent in the window: one Search, run on its own thread.
 *
 * The search reads app.game while it runs, so nothing may change the game then: every
 * action in app.c that changes it calls engine_cancel first (search_stop, then join).
 * The result comes back as an SDL user event (engine_handle_event, on the UI thread),
 * which plays the move with app_play or keeps it as the hint. Progress (depth, score)
 * is copied under a mutex after each iteration, and a wake-up event is sent at most
 * every ENGINE_INFO_MS so the thinking line redraws a few times a second and the
 * window still sleeps when nobody thinks. */
#ifndef APP_ENGINE_H
#define APP_ENGINE_H

#include <SDL.h>
#include <stdbool.h>

#include "game.h"
#include "search.h"

enum { ENGINE_INFO_MS = 150 };

typedef enum EngineJob { JOB_NONE = 0, JOB_MOVE, JOB_HINT, JOB_ANALYSE, JOB_REVIEW } EngineJob;

enum { ENGINE_MAX_LINES = 5 };

/* How the engine tells the window: it asks for a redraw (progress, a result) and gives
 * the player a short note (an error). Set once by the window; either may be NULL. */
typedef struct EngineHooks {
    void (*redraw)(void);
    void (*message)(const char *text);
} EngineHooks;
void engine_set_hooks(const EngineHooks *hooks);
bool engine_init(void);
/* Stops and joins any search and frees the engine. */
void engine_shutdown(void);

/* Stops a running search, waits for its thread and forgets its result. Harmless when
 * nothing runs; must be called before anything changes app.game. */
void engine_cancel(void);
/* What the thread is doing now. */
EngineJob engine_job(void);

/* Starts the computer's move when it is its turn (see app_computer_to_move) and no
 * search runs. Called after every event batch (ui_tick). */
void engine_tick(void);
/* True when neither a search runs nor one is due: for tests, "the computer is done". */
bool engine_idle(void);

/* Handles the engine's own user events; false for any other event. */
bool engine_handle_event(const SDL_Event *e);

/* Asks for a hint for the side to move (a person); false when one cannot start now. */
bool engine_request_hint(void);
/* The hint for the position shown, once found (until the next change). */
bool engine_hint(Move *out);

/* Analysis (app.analysing): the engine searches the position shown without end, its
 * best lines (app.analysis_lines of them) kept for the window. Fills up to `max` lines,
 * best first, of the position shown now; returns how many (0: none yet). */
int engine_analysis(SearchInfo *out, int max);
/* The position shown is final (checkmate, stalemate, a goal reached): no lines will
 * come. True with how it ended and the side to move there, while analysis is on. */
bool engine_analysis_final(GameResult *ended, int *to_move);

/* Game review: every position of the game searched in turn (REVIEW_MS each, or the
 * forced depth in tests), in the background. False when it cannot start now. */
enum { REVIEW_MS = 250 };
bool engine_start_review(void);
/* The review of the game as it stands: `evals[i]` is the position after i moves, in
 * centipawns from White's side (mates as +-REVIEW_MATE_CP); returns how many positions
 * are done (0: none, or the game has changed since). */
enum { REVIEW_MATE_CP = 10000 };
int engine_review(int *evals, int cap);
int engine_review_done(void); /* positions the running review has done */

/* The last progress report of the running search (false when nothing runs or it has
 * not finished an iteration yet). */
bool engine_progress(SearchInfo *out);

/* A draw offered by the person to move: does the computer (the other side) accept?
 * Only when a short search says it stands lost, or the game is dead drawn (level, with
 * little material left): never in a level opening. */
bool engine_accepts_draw(void);

/* Test-only: every search stops at this depth (0: the levels' own limits), so test
 * games are the same on every machine. */
void engine_force_depth(int depth);
/* Test-only: while held, no search starts (a test enters a premove while the computer is
 * "thinking", without racing a real search). */
void engine_hold(bool on);

#endif
