/* clock.c — chess clocks and flag falls (see clock.h). */
#include "clock.h"

#include "cond.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void clock_off(Clock *c) { memset(c, 0, sizeof *c); }

void clock_set(Clock *c, double minutes, int increment_s)
{
    clock_off(c);
    if (!(minutes > 0) || minutes > CLOCK_MAX_MINUTES)
        return;
    if (increment_s < 0)
        increment_s = 0;
    if (increment_s > CLOCK_MAX_INCREMENT)
        increment_s = CLOCK_MAX_INCREMENT;
    c->base_ms = (int64_t)llround(minutes * 60000.0);
    c->increment_ms = (int64_t)increment_s * 1000;
    c->left_ms[0] = c->left_ms[1] = c->base_ms;
}

void clock_set_overtime(Clock *c, ClockOvertime kind, int periods, int period_s)
{
    c->overtime = OVERTIME_NONE;
    c->periods = 0;
    c->period_ms = 0;
    if (!clock_on(c) || (kind != OVERTIME_BYOYOMI && kind != OVERTIME_CANADIAN) || periods < 1 ||
        periods > CLOCK_MAX_PERIODS || period_s < 1 || period_s > CLOCK_MAX_PERIOD_S)
        return;
    c->overtime = kind;
    c->periods = periods;
    c->period_ms = (int64_t)period_s * 1000;
    c->increment_ms = 0; /* overtime replaces the increment */
}

void clock_restart(Clock *c)
{
    for (int i = 0; i < 2; i++) {
        c->left_ms[i] = c->base_ms;
        c->in_overtime[i] = false;
        c->overtime_left[i] = 0;
    }
}

/* Side's main time (or its period) has just run out: the next period, or none. */
static bool next_period(Clock *c, int side)
{
    if (c->overtime == OVERTIME_NONE)
        return false;
    if (!c->in_overtime[side]) {
        c->in_overtime[side] = true;
        c->overtime_left[side] = c->periods;
    } else if (c->overtime == OVERTIME_CANADIAN || --c->overtime_left[side] <= 0) {
        c->overtime_left[side] = 0;
        return false; /* a Canadian period, or the last byoyomi period, has run out */
    }
    c->left_ms[side] = c->period_ms;
    return true;
}

void clock_spend(Clock *c, int side, int64_t spent_ms)
{
    if (!clock_on(c) || (side != 0 && side != 1) || spent_ms <= 0)
        return;
    int64_t *left = &c->left_ms[side];
    while (spent_ms > 0 && (*left > 0 || next_period(c, side))) {
        int64_t used = spent_ms < *left ? spent_ms : *left;
        *left -= used;
        spent_ms -= used;
        if (*left == 0 && !next_period(c, side))
            return; /* the flag has fallen */
    }
}

void clock_charge(Clock *c, int side, int64_t spent_ms)
{
    if (!clock_on(c) || (side != 0 && side != 1))
        return;
    int64_t *left = &c->left_ms[side];
    if (*left <= 0)
        return;
    clock_spend(c, side, spent_ms < 0 ? 0 : spent_ms);
    if (*left <= 0) {
        *left = 0;
        return;
    }
    if (c->overtime == OVERTIME_BYOYOMI && c->in_overtime[side]) {
        *left = c->period_ms; /* a move within the period keeps it */
    } else if (c->overtime == OVERTIME_CANADIAN && c->in_overtime[side]) {
        if (--c->overtime_left[side] <= 0) { /* the period's moves made: it starts again */
            c->overtime_left[side] = c->periods;
            *left = c->period_ms;
        }
    } else {
        *left += c->increment_ms;
    }
}

ClockPlan clock_plan(const Clock *c, int side)
{
    ClockPlan p = {c->left_ms[side & 1], c->increment_ms, 0};
    if (c->overtime == OVERTIME_NONE)
        return p;
    if (!c->in_overtime[side & 1]) { /* main time, with a period to come for every move after it */
        p.increment_ms = c->overtime == OVERTIME_BYOYOMI ? c->period_ms : c->period_ms / c->periods;
        return p;
    }
    p.increment_ms = 0;
    p.moves_to_go = c->overtime == OVERTIME_BYOYOMI ? 1 : c->overtime_left[side & 1];
    return p;
}

void clock_overtime_text(const Clock *c, int side, char *buf, size_t size)
{
    if (!size)
        return;
    buf[0] = '\0';
    if (c->overtime == OVERTIME_NONE || !c->in_overtime[side & 1])
        return;
    if (c->overtime == OVERTIME_BYOYOMI)
        snprintf(buf, size, "%d×%llds", c->overtime_left[side & 1], (long long)(c->period_ms / 1000));
    else
        snprintf(buf, size, "%d/%lld:%02lld", c->overtime_left[side & 1], (long long)(c->period_ms / 60000),
                 (long long)(c->period_ms / 1000 % 60));
}

/* Minutes as few digits as they need: 5, 0.5, 0.25. */
static void minutes_text(int64_t ms, char *buf, size_t size)
{
    if (ms % 60000 == 0)
        snprintf(buf, size, "%lld", (long long)(ms / 60000));
    else {
        snprintf(buf, size, "%.3f", (double)ms / 60000.0);
        char *p = buf + strlen(buf) - 1;
        while (p > buf && *p == '0')
            *p-- = '\0';
    }
}

void clock_control_text(const Clock *c, char *buf, size_t size)
{
    char m[32];
    minutes_text(c->base_ms, m, sizeof m);
    snprintf(buf, size, "%s+%lld", m, (long long)(c->increment_ms / 1000));
}

void clock_format(const Clock *c, char *buf, size_t size)
{
    if (!clock_on(c)) {
        if (size)
            buf[0] = '\0';
        return;
    }
    char control[48], overtime[48] = "", side[2][48];
    clock_control_text(c, control, sizeof control);
    if (c->overtime != OVERTIME_NONE)
        snprintf(overtime, sizeof overtime, c->overtime == OVERTIME_BYOYOMI ? " byoyomi %dx%lld" : " canadian %d/%lld",
                 c->periods, (long long)(c->period_ms / 1000));
    for (int i = 0; i < 2; i++) {
        side[i][0] = '\0';
        if (c->overtime != OVERTIME_NONE && c->in_overtime[i])
            snprintf(side[i], sizeof side[i], " overtime %d", c->overtime_left[i]);
    }
    snprintf(buf, size, "%s%s white %.1f%s black %.1f%s", control, overtime, (double)c->left_ms[0] / 1000.0, side[0],
             (double)c->left_ms[1] / 1000.0, side[1]);
}

/* A non-negative decimal number at *p (advanced past it); false when none. */
static bool read_number(const char **p, double *out)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (!isdigit((unsigned char)*s) && *s != '.')
        return false;
    char *end;
    double v = strtod(s, &end);
    if (end == s || !isfinite(v) || v < 0)
        return false;
    *out = v;
    *p = end;
    return true;
}

static bool read_word(const char **p, const char *word)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(word);
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != word[i])
            return false;
    if (s[n] && !isspace((unsigned char)s[n]))
        return false;
    *p = s + n;
    return true;
}

/* " byoyomi 3x30" / " canadian 5/300" after the control, if there (p advanced past it). */
static bool read_overtime(const char **p, int *kind, double *periods, double *seconds)
{
    *kind = OVERTIME_NONE;
    char sep;
    if (read_word(p, "byoyomi"))
        *kind = OVERTIME_BYOYOMI, sep = 'x';
    else if (read_word(p, "canadian"))
        *kind = OVERTIME_CANADIAN, sep = '/';
    else
        return true;
    if (!read_number(p, periods) || **p != sep)
        return false;
    (*p)++;
    return read_number(p, seconds) && *periods == floor(*periods) && *seconds == floor(*seconds) &&
           *periods >= 1 && *periods <= CLOCK_MAX_PERIODS && *seconds >= 1 && *seconds <= CLOCK_MAX_PERIOD_S;
}

/* " overtime K" after a side's time, if there: K >= 1 periods or moves left. */
static bool read_side_overtime(const char **p, Clock *c, int side)
{
    double k;
    if (!read_word(p, "overtime"))
        return true;
    if (c->overtime == OVERTIME_NONE || !read_number(p, &k) || k != floor(k) || k < 1 || k > c->periods)
        return false;
    c->in_overtime[side] = true;
    c->overtime_left[side] = (int)k;
    return true;
}

bool clock_parse(const char *text, Clock *c)
{
    clock_off(c);
    if (!text)
        return false;
    const char *p = text;
    double minutes, inc, left[2];
    if (!read_number(&p, &minutes) || *p != '+')
        return false;
    p++;
    if (!read_number(&p, &inc) || inc != floor(inc) || inc > CLOCK_MAX_INCREMENT)
        return false;
    if (!(minutes > 0) || minutes > CLOCK_MAX_MINUTES)
        return false;
    int kind;
    double periods = 0, seconds = 0;
    Clock read;
    clock_set(&read, minutes, (int)inc);
    if (!read_overtime(&p, &kind, &periods, &seconds))
        return false;
    clock_set_overtime(&read, (ClockOvertime)kind, (int)periods, (int)seconds);
    if (!read_word(&p, "white") || !read_number(&p, &left[0]) || !read_side_overtime(&p, &read, WHITE) ||
        !read_word(&p, "black") || !read_number(&p, &left[1]) || !read_side_overtime(&p, &read, BLACK))
        return false;
    while (*p && isspace((unsigned char)*p))
        p++;
    if (*p)
        return false;
    /* a side never has more than a day on its clock (increments included) */
    if (left[0] > 86400 || left[1] > 86400)
        return false;
    *c = read;
    c->left_ms[0] = (int64_t)llround(left[0] * 1000.0);
    c->left_ms[1] = (int64_t)llround(left[1] * 1000.0);
    return true;
}

void clock_face(int64_t ms, char *buf, size_t size)
{
    if (ms < 0)
        ms = 0;
    if (ms < 10000) {
        /* tenths, rounded down: the face reads 0.0 only when the time is gone */
        snprintf(buf, size, "%lld.%lld", (long long)(ms / 1000), (long long)(ms / 100 % 10));
        return;
    }
    /* whole seconds, rounded up, so 4:59 shows until 4:58.000 */
    int64_t s = (ms + 999) / 1000;
    if (s >= 3600)
        snprintf(buf, size, "%lld:%02lld:%02lld", (long long)(s / 3600), (long long)(s / 60 % 60), (long long)(s % 60));
    else
        snprintf(buf, size, "%lld:%02lld", (long long)(s / 60), (long long)(s % 60));
}

int64_t clock_face_next_change(int64_t ms)
{
    if (ms <= 0)
        return 1000;
    if (ms <= 10000) {
        int64_t r = ms % 100;
        return r ? r : 100;
    }
    int64_t r = ms % 1000;
    int64_t next = r ? r : 1000;
    /* crossing into tenths changes the face at exactly ten seconds */
    if (ms - next < 10000)
        next = ms - 10000 > 0 ? ms - 10000 : 1;
    return next;
}

/* ---- flag fall ------------------------------------------------------------------------ */

typedef enum Role { R_KING, R_QUEEN, R_ROOK, R_BISHOP, R_KNIGHT, R_PAWN, R_OTHER } Role;

static Role role_of(const Variant *v, int kind)
{
    static const char *const names[] = {"king", "queen", "rook", "bishop", "knight", "pawn"};
    for (int r = 0; r < R_OTHER; r++)
        if (!strcmp(v->kinds[kind].name, names[r]))
            return (Role)r;
    return R_OTHER;
}

/* How many pieces of each role `side` has. */
static void roles(const Game *g, int side, int count[R_OTHER + 1])
{
    memset(count, 0, sizeof(int) * (R_OTHER + 1));
    for (int k = 0; k < g->v->nkinds; k++)
        count[role_of(g->v, k)] += g->pos.kind_count[side][k];
}

/* The variant's own judgement (its `cannot_win:` conditions), asked of a copy of the
 * position as the rules see it after the last move. */
static bool variant_says_cannot_win(const Game *g, int side)
{
    Position pos = g->pos;
    CondQuery q;
    memset(&q, 0, sizeof q);
    q.v = g->v;
    q.pos = &pos;
    q.me = side;
    q.legal_count = g->nlegal;
    q.position_count = 1;
    return cond_side_cannot_win(&q, side);
}

bool clock_side_can_win(const Game *g, int side)
{
    if (cond_set_count(g->v->cannot_win) > 0)
        return !variant_says_cannot_win(g, side);
    if (!cond_set_uses_insufficient(g->v->draw))
        return true; /* the variant has no insufficient-material rule */
    int me[R_OTHER + 1], them[R_OTHER + 1];
    roles(g, side, me);
    roles(g, !side, them);
    if (me[R_PAWN] || me[R_ROOK] || me[R_QUEEN] || me[R_OTHER])
        return true;
    if (me[R_KNIGHT]) {
        bool lone_knight = me[R_KNIGHT] == 1 && me[R_BISHOP] == 0;
        bool them_only_kings_queens = them[R_ROOK] + them[R_BISHOP] + them[R_KNIGHT] + them[R_PAWN] + them[R_OTHER] == 0;
        return !(lone_knight && them_only_kings_queens);
    }
    if (me[R_BISHOP]) {
        if (them[R_PAWN] || them[R_KNIGHT] || them[R_OTHER])
            return true;
        int light = 0, dark = 0;
        for (int s = 0; s < 2; s++)
            for (int i = 0; i < g->pos.piece_count[s]; i++) {
                Square sq = g->pos.list[s][i];
                if (role_of(g->v, piece_kind(g->pos.board[sq])) != R_BISHOP)
                    continue;
                if ((sq_file(sq) + sq_rank(sq)) % 2 == 0)
                    dark++;
                else
                    light++;
            }
        return light > 0 && dark > 0;
    }
    return false; /* kings only */
}

GameStatus clock_flag_status(const Game *g, int flagged)
{
    int other = !flagged;
    if (!clock_side_can_win(g, other))
        return GAME_DRAW;
    return other == WHITE ? GAME_WHITE_WINS : GAME_BLACK_WINS;
}
