/* extengine.h — another engine (engine_list.h) as the computer opponent or the analyst.
 *
 * engine.c asks here first on every tick: when the player chose another engine for the
 * computer's moves and it is the computer's turn, or for the analysis while analysing,
 * this module drives it and engine.c's own search stays idle. The position goes as the
 * engine expects it (Fairy-Stockfish's FEN, or SFEN for USI) with the variant named by
 * its protocol's means; its move comes back in its notation and is checked against the
 * legal moves. A crash, a hang or an illegal move is refused: the game is kept as it
 * was, the computer paused (Continue asks again) and the player told why. */
#ifndef APP_EXTENGINE_H
#define APP_EXTENGINE_H

#include <stdbool.h>
#include <stddef.h>

#include "search.h"

/* How it tells the player, and asks for a redraw (engine_set_hooks passes them on). */
void extengine_set_hooks(void (*redraw)(void), void (*message)(const char *text));

/* Does another engine take this tick (the computer's move, or the analysis)? Then it
 * starts or follows that engine's work and returns true. `forced_depth` > 0: moves are
 * asked by depth (tests), else by a move time. */
bool extengine_tick(int forced_depth);
/* The game is about to change: whatever it thinks about is dropped. */
void extengine_cancel(void);
/* Is it thinking about the computer's move now? About the position shown? */
bool extengine_thinking(void);
bool extengine_analysing(void);
/* The analysis lines of the position shown (as engine_analysis), 0 when none. */
int extengine_analysis(SearchInfo *out, int max);
/* Its last line while it thinks about the computer's move. */
bool extengine_progress(SearchInfo *out);
/* The analysis engine's name when another engine analyses, else NULL; the same for the
 * engine that plays the computer's moves (when it can play this variant). */
const char *extengine_analyst_name(void);
const char *extengine_player_name(void);
/* Was the computer paused by its engine's fault (since the last call)? Clears it. */
bool extengine_take_fault(void);
/* How long the window may sleep: short while an engine is being detected or thinks. */
int extengine_wait_ms(int wait);

/* "fsf" name of the variant being played: the variant file's name, in
 * Fairy-Stockfish's spelling where it differs (standard -> chess). */
void extengine_variant_name(char *buf, size_t size);

#endif
