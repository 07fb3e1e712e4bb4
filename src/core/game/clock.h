/* clock.h — chess clocks: a time control, the time each side has left, how they are
 * written in a game record, and who a flag fall gives the game to. No real time here:
 * the caller says how many milliseconds passed, so everything is testable.
 *
 * A record keeps the clocks as one line of text (record.h `clock:`):
 *     clock: 5+3 white 182.4 black 201.0
 *     clock: 10+0 byoyomi 3x30 white 412.0 black 21.5 overtime 2
 *     clock: 10+0 canadian 5/300 white 212.0 overtime 3 black 300.0
 * the control as `MINUTES+INCREMENT_SECONDS` (minutes may be fractional: `0.5+0`), its
 * overtime if any, then each side's time left in seconds; a side in overtime has its
 * current period's time, then `overtime K`: the periods it has left (this one included,
 * byoyomi) or the moves still to make in this period (Canadian). A line that cannot be
 * read means no clock.
 *
 * Overtime, once a side's main time is used up:
 *   - byoyomi `NxS`: N periods of S seconds; a move made within a period keeps it (the
 *     next move has S seconds again), a period that runs out is lost and the next
 *     begins; the flag falls when the last one runs out (Japanese byoyomi);
 *   - Canadian `N/S`: N moves to make in S seconds; after the N-th the period starts
 *     again; the flag falls when a period runs out.
 * Neither adds an increment.
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

typedef enum ClockOvertime { OVERTIME_NONE, OVERTIME_BYOYOMI, OVERTIME_CANADIAN } ClockOvertime;

enum { CLOCK_MAX_PERIODS = 99, CLOCK_MAX_PERIOD_S = 3600 };

typedef struct Clock {
    int64_t base_ms;      /* the control's starting time; 0: no clock */
    int64_t increment_ms; /* added to the mover's time after each move */
    int64_t left_ms[2];   /* by Color: main time, or in overtime the current period's */
    int overtime;         /* ClockOvertime */
    int periods;          /* byoyomi: periods; Canadian: moves a period */
    int64_t period_ms;    /* a period's length */
    bool in_overtime[2];  /* the side's main time is used up */
    int overtime_left[2]; /* in overtime: byoyomi periods left (the current one too), Canadian moves to make */
} Clock;

/* What a side's clock gives a search to plan with (search.h SearchLimits). */
typedef struct ClockPlan {
    int64_t time_left_ms, increment_ms;
    int moves_to_go;      /* 0: unknown */
} ClockPlan;

/* No clock. */
void clock_off(Clock *c);
/* A fresh clock for `minutes` + `increment_s`; off when minutes <= 0. */
void clock_set(Clock *c, double minutes, int increment_s);
static inline bool clock_on(const Clock *c) { return c->base_ms > 0; }

/* Adds overtime to a clock set with clock_set (which gives the main time): `periods`
 * periods of `period_s` seconds (byoyomi) or `periods` moves in `period_s` seconds
 * (Canadian); none when kind is OVERTIME_NONE, the clock is off or a number is out of
 * range (1..CLOCK_MAX_PERIODS, 1..CLOCK_MAX_PERIOD_S). */
void clock_set_overtime(Clock *c, ClockOvertime kind, int periods, int period_s);

/* The control from its start: both sides with the whole main time, out of overtime. */
void clock_restart(Clock *c);

/* `spent_ms` of side's thinking pass, with no move made yet: main time first, then the
 * periods. The flag has fallen when left_ms[side] is 0 afterwards. */
void clock_spend(Clock *c, int side, int64_t spent_ms);

/* The side `mover` made a move after thinking `spent_ms`: its time goes down
 * (clock_spend), then the increment is added, a byoyomi period starts again or a
 * Canadian period counts the move (a side already at 0 stays at 0: its flag has fallen). */
void clock_charge(Clock *c, int side, int64_t spent_ms);

/* What side has to think with now: its time left and the increment (Fischer); the main
 * time with a period's length as the increment, or in overtime the period's time for one
 * move (byoyomi) or for the moves still to make (Canadian). */
ClockPlan clock_plan(const Clock *c, int side);

/* "3×30s" (byoyomi: periods left × seconds) or "5/5:00" (Canadian: moves to make in
 * the period's time) for a side in overtime, else "". */
void clock_overtime_text(const Clock *c, int side, char *buf, size_t size);

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
