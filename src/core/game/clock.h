/* clock.h — chess clocks: a time control, the time each side has left, how they are
 * written in a game record, and who a flag fall gives the game to. No real time here:
 * the caller says how many milliseconds passed, so everything is testable.
 *
 * A record keeps the clocks as one line of text (record.h `clock:`):
 *     clock: 5+3 white 182.4 black 201.0
 * the control as `MINUTES+INCREMENT_SECONDS` (minutes may be fractional: `0.5+0`),
 * then each side's time left in seconds. A line that cannot be read means no clock.
 *
 * Flag fall ("time forfeit"): the side whose time runs out loses, unless its opponent
 * cannot possibly win. That follows the variant's own insufficient-material rule: a
 * variant that states `cannot_win:` conditions (cond.h cond_side_cannot_win) is judged
 * by them alone. Otherwise, only when the variant's draw conditions use `insufficient`
 * is the opponent's material looked at, the way lichess judges a timeout, on the kinds named king,
 * queen, rook, bishop, knight and pawn (any other kind can win):
 *   - a bare king cannot win;
 *   - king and one knight cannot win when the flagged side has nothing but kings and
 *     queens (anything else could block its own king in);
 *   - king and bishops cannot win when every bishop on the board stands on one colour
 *     and there is no pawn and no knight on the board.
 * Otherwise the flag is a loss (Racing Kings, King of the Hill, Horde and King Capture
 * remove `insufficient`: there a flag always loses). The draw's reason is
 * CLOCK_REASON_DRAW, the loss's CLOCK_REASON_LOSS. */
#ifndef CSM_CLOCK_H
#define CSM_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

#define CLOCK_REASON_LOSS "time forfeit"
#define CLOCK_REASON_DRAW "time forfeit, insufficient material"

enum { CLOCK_TEXT = 96, CLOCK_MAX_MINUTES = 600, CLOCK_MAX_INCREMENT = 600 };

typedef struct Clock {
    int64_t base_ms;      /* the control's starting time; 0: no clock */
    int64_t increment_ms; /* added to the mover's time after each move */
    int64_t left_ms[2];   /* by Color */
} Clock;

/* No clock. */
void clock_off(Clock *c);
/* A fresh clock for `minutes` + `increment_s`; off when minutes <= 0. */
void clock_set(Clock *c, double minutes, int increment_s);
static inline bool clock_on(const Clock *c) { return c->base_ms > 0; }

/* The side `mover` made a move after thinking `spent_ms`: its time goes down, then the
 * increment is added (a side already at 0 stays at 0: its flag has fallen). */
void clock_charge(Clock *c, int side, int64_t spent_ms);

/* "5+3", "0.5+0", "custom" minutes as written. */
void clock_control_text(const Clock *c, char *buf, size_t size);
/* "5+3 white 182.4 black 201.0"; "" when the clock is off. */
void clock_format(const Clock *c, char *buf, size_t size);
/* Reads clock_format's text; false (and the clock off) when it is not understood. */
bool clock_parse(const char *text, Clock *c);

/* How a clock face reads `ms`: "4:59", "1:02:03" above an hour, "9.4" under ten
 * seconds (tenths), "0.0" at zero. */
void clock_face(int64_t ms, char *buf, size_t size);
/* Milliseconds until clock_face(ms - passed) changes, for a running clock: the window
 * sleeps that long. */
int64_t clock_face_next_change(int64_t ms);

/* Can `side` still possibly win, by the variant's insufficient-material rule (above)? */
bool clock_side_can_win(const Game *g, int side);
/* The result when `flagged` runs out of time now: the other side wins, or a draw. */
GameStatus clock_flag_status(const Game *g, int flagged);

#endif
