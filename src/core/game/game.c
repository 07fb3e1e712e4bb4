/* game.c — history, results and perft (see game.h). */
#include "game.h"
#include "notations.h"
#include "san.h"

#include "cond.h"
#include "fen.h"
#include "move_repetition.h"
#include "notation.h"

#include <stdlib.h>
#include <string.h>

void game_move_number(const Game *g, int ply, char *buf, size_t size)
{
    int first = g->start.fullmove > 0 ? g->start.fullmove : 1;
    int black_first = g->start.side == BLACK;
    int half = ply + black_first; /* plies counted from White's move of move `first` */
    snprintf(buf, size, "%d%s", first + half / 2, half % 2 ? "..." : ".");
}

const char *game_status_text(GameStatus s)
{
    switch (s) {
    case GAME_WHITE_WINS: return "1-0";
    case GAME_BLACK_WINS: return "0-1";
    case GAME_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

static int count_position(uint64_t hash, const uint64_t *hashes, int n, int halfmove)
{
    /* only positions since the last irreversible move can repeat */
    int count = 1;
    int lo = n - halfmove;
    if (lo < 0)
        lo = 0;
    for (int i = n - 2; i >= lo; i -= 2)
        if (hashes[i] == hash)
            count++;
    return count;
}

/* snprintf(out, size, "%s", text) without the formatting machinery (a game decided at a
 * perft leaf's parent copies its reason: Dobutsu's taken lion, often). */
static void copy_text(char *out, size_t size, const char *text)
{
    size_t len = strnlen(text, size - 1);
    memcpy(out, text, len);
    out[len] = '\0';
}

static bool set_holds(const CondSet *set, CondQuery *q, char *reason, size_t size)
{
    int i = cond_set_first_holding(set, q);
    if (i >= 0)
        copy_text(reason, size, cond_set_name(set, i));
    return i >= 0;
}

static bool victory_for(const Variant *v, CondQuery *q, Color who, char *reason, size_t size)
{
    q->me = who;
    return v->victory && set_holds(v->victory, q, reason, size);
}

uint8_t game_checked_flag(const Variant *v, Position *pos)
{
    if (!(v->uses_perpetual || v->rules.move_repetition || v->uses_check_series) || !v->attacks.royal_kinds ||
        !rules_in_check(v, pos, (Color)pos->side))
        return 0;
    if (v->uses_check_series && rules_checked_by(v, pos, (Color)pos->side, v->rules.check_series))
        return COND_CHECKED | COND_CHECKED_BY_SERIES;
    return COND_CHECKED;
}

/* perpetual[c]: since the earliest earlier occurrence of this position, colour c gave
 * check with every move (the other side was in check each time it was to move), as
 * Fairy-Stockfish judges perpetual check at a repetition. */
static void find_perpetual(const Variant *v, Position *pos, const GameHistory *h, int window, bool perpetual[2])
{
    perpetual[0] = perpetual[1] = false;
    if (!v->uses_perpetual || !h->checked)
        return;
    int lo = h->n - window < 0 ? 0 : h->n - window, first = -1;
    for (int i = h->n - 2; i >= lo; i -= 2)
        if (h->hashes[i] == pos->hash)
            first = i;
    if (first < 0)
        return;
    Color now = (Color)pos->side;
    bool checked_now = rules_in_check(v, pos, now);
    /* the side to move now was checked at every position from `first` on where it was
     * to move (those at an even distance from now); the other side at the odd ones */
    bool us = checked_now, them = true;
    for (int i = first; i < h->n; i++) {
        if ((h->n - i) % 2 == 0)
            us = us && (h->checked[i] & COND_CHECKED);
        else
            them = them && (h->checked[i] & COND_CHECKED);
    }
    perpetual[color_flip(now)] = us;  /* the opponent of the side to move gave every check */
    perpetual[now] = them;
}

/* chasing[c]: colour c chased one piece with every move since the earliest earlier
 * occurrence of this position, following each chased piece as it moves away (as
 * Fairy-Stockfish judges a repetition under the chasing rule). */
static void find_chases(const GameHistory *h, uint64_t now, int window, Color side, bool chasing[2])
{
    chasing[0] = chasing[1] = false;
    int n = h->n, lo = n - window < 0 ? 0 : n - window, first = -1;
    if (!h->chase || n < 4)
        return;
    for (int i = n - 2; i >= lo; i -= 2)
        if (h->hashes[i] == now)
            first = i;
    if (first < 0)
        return;
    if (h->complete_chases)
        h->complete_chases(h->ctx, first, n);
    const ChaseRecord *c = h->chase;
    /* them: the side to move's pieces chased by the other side; us: the reverse */
    ChaseSet them = c[n].chased, us = c[n - 1].chased;
    chase_undo_move(&them, &c[n - 1]);
    chase_set_and(&them, &c[n - 2].chased);
    chase_undo_move(&us, &c[n - 2]);
    chase_set_and(&us, &c[n - 3].chased);
    for (int k = n - 4; k >= first; k -= 2) {
        if (c[k].moved) { /* the start knows of no chase */
            chase_undo_move(&them, &c[k + 1]);
            chase_set_and(&them, &c[k].chased);
        }
        if (k == first)
            break;
        chase_undo_move(&us, &c[k]);
        chase_set_and(&us, &c[k - 1].chased);
    }
    chasing[color_flip(side)] = !chase_set_empty(&them);
    chasing[side] = !chase_set_empty(&us);
}

/* The chasing rule lengthens the fifty-move count by two plies for every check past the
 * tenth that one side gave in it (Fairy-Stockfish's allowance, from 20 plies on). */
static int fifty_allowance(const Variant *v, Position *pos, const GameHistory *h)
{
    if (!v->rules.chasing || !h->checked || h->n < 20)
        return 0;
    int end = pos->halfmove < h->n ? pos->halfmove : h->n;
    int checks[2] = {rules_in_check(v, pos, (Color)pos->side), 0};
    for (int i = 1; i <= end && i <= h->n; i++)
        if ((i % 2 == 0 && i < end) || (i % 2 == 1 && i - 1 < end))
            checks[i % 2] += h->checked[h->n - i] & COND_CHECKED;
    int most = checks[0] > checks[1] ? checks[0] : checks[1];
    return most > 10 ? 2 * (most - 10) : 0;
}

/* A game going on. Only the reason's first byte is written: zeroing all of it cost a
 * search node's worth of stores, and nearly every node asks. */
static GameResult going_on(void)
{
    GameResult r;
    r.status = GAME_ONGOING;
    r.reason[0] = '\0';
    return r;
}

/* `legal` NULL: the moves are not generated and the side to move is taken to have one
 * (game_decide_with_a_move). `count_only` (perft's last ply, not with equal_turns, which
 * reads the moves): only *nlegal is wanted, `legal` is scratch room. */
static GameResult decide(const Variant *v, Position *pos, const GameHistory *history,
                         const uint8_t (*start_kinds)[CSM_MAX_KINDS], bool pending_white_win, Move *legal, int *nlegal,
                         bool count_only, CsmRuntimeError *err)
{
    GameResult r = going_on();
    int n = !legal       ? 1
            : count_only ? rules_legal_count(v, pos, legal, CSM_MAX_MOVES, err)
                         : rules_legal_moves(v, pos, legal, CSM_MAX_MOVES, err);
    *nlegal = n;
    CondQuery q;
    q.v = v;
    q.pos = pos;
    q.legal_count = n;
    /* with hands a drop resets the clock but a position may still come back */
    int window = v->rules.hands ? history->n : pos->halfmove;
    q.position_count = history->perft ? 1 : count_position(pos->hash, history->hashes, history->n, window);
    q.no_claims = history->perft;
    q.judging_material = false;
    q.start_kinds = start_kinds;
    q.checked = history->checked;
    q.nchecked = history->n;
    find_perpetual(v, pos, history, window, q.perpetual);
    q.chasing[0] = q.chasing[1] = false;
    if (q.position_count > 1) /* a chase only counts at a repetition */
        find_chases(history, pos->hash, window, (Color)pos->side, q.chasing);
    q.fifty_extra = pos->halfmove >= 100 ? fifty_allowance(v, pos, history) : 0; /* it only defers the draw */
    Color mover = color_flip((Color)pos->side);
    q.shuttled[pos->side] = false;
    q.shuttled[mover] = move_repetition_lost(v, mover, history->chase, history->checked, history->n, window);
    char reason[CSM_NAME_MAX];
    if (pending_white_win) {
        /* equal_turns: Black has had its reply */
        if (victory_for(v, &q, BLACK, reason, sizeof reason)) {
            r.status = GAME_DRAW;
            snprintf(r.reason, sizeof r.reason, "%s (both)", reason);
        } else {
            q.me = WHITE;
            r.status = GAME_WHITE_WINS;
            /* the reason White had: re-evaluate from White's side */
            if (!victory_for(v, &q, WHITE, reason, sizeof reason))
                snprintf(reason, sizeof reason, "equal_turns");
            copy_text(r.reason, sizeof r.reason, reason);
        }
        *nlegal = 0;
        return r;
    }
    if (n == 0 && pos->last_drop && v->kinds[pos->last_drop - 1].drop_mate_loses &&
        rules_in_check(v, pos, (Color)pos->side)) {
        /* checkmate by a drop that may not mate (shogi's pawn): the mated side wins */
        r.status = pos->side == WHITE ? GAME_WHITE_WINS : GAME_BLACK_WINS;
        snprintf(r.reason, sizeof r.reason, "drop_mate");
        return r;
    }
    Color order[2] = {mover, color_flip(mover)};
    for (int i = 0; i < 2; i++) {
        if (victory_for(v, &q, order[i], reason, sizeof reason)) {
            r.status = order[i] == WHITE ? GAME_WHITE_WINS : GAME_BLACK_WINS;
            copy_text(r.reason, sizeof r.reason, reason);
            break;
        }
    }
    char white_reason[CSM_NAME_MAX];
    if (r.status == GAME_BLACK_WINS && v->rules.equal_turns && pos->side == WHITE &&
        victory_for(v, &q, WHITE, white_reason, sizeof white_reason)) {
        /* both have reached their goal and White is to move: Black answered White's
         * arrival by arriving (a FEN without the history says no more), a draw */
        r.status = GAME_DRAW;
        snprintf(r.reason, sizeof r.reason, "%s (both)", reason);
        *nlegal = 0;
        return r;
    }
    if (r.status == GAME_WHITE_WINS && v->rules.equal_turns && pos->side == BLACK) {
        /* Black may still draw by reaching a victory in its reply: then the game goes on */
        if (!legal) { /* only Black's moves can tell: left open */
            r.status = GAME_ONGOING;
            snprintf(r.reason, sizeof r.reason, "undecided");
            return r;
        }
        for (int i = 0; i < n; i++) {
            Undo u;
            rules_make(v, pos, &legal[i], &u);
            Move reply[CSM_MAX_MOVES];
            CondQuery q2 = q;
            q2.legal_count = rules_legal_moves(v, pos, reply, CSM_MAX_MOVES, err);
            q2.position_count = 1;
            bool black_wins = victory_for(v, &q2, BLACK, reason, sizeof reason);
            rules_unmake(v, pos, &u);
            if (black_wins) {
                r.status = GAME_ONGOING;
                r.reason[0] = '\0';
                snprintf(r.reason, sizeof r.reason, "pending");
                return r; /* pending: legal moves stay */
            }
        }
    }
    if (r.status == GAME_ONGOING && v->draw) {
        int sides = cond_set_reads_me(v->draw) ? 2 : 1; /* the same answer for both: asked once */
        for (int i = 0; i < sides && r.status == GAME_ONGOING; i++) {
            q.me = order[i];
            if (set_holds(v->draw, &q, reason, sizeof reason)) {
                r.status = GAME_DRAW;
                copy_text(r.reason, sizeof r.reason, reason);
            }
        }
    }
    if (r.status == GAME_ONGOING && n == 0) {
        r.status = GAME_DRAW;
        snprintf(r.reason, sizeof r.reason, "no legal moves");
    }
    if (r.status != GAME_ONGOING)
        *nlegal = 0;
    return r;
}

GameResult game_decide(const Variant *v, Position *pos, const GameHistory *history,
                       const uint8_t (*start_kinds)[CSM_MAX_KINDS], bool pending_white_win, Move *legal,
                       int *nlegal, CsmRuntimeError *err)
{
    return decide(v, pos, history, start_kinds, pending_white_win, legal, nlegal, false, err);
}

/* Might a victory or draw condition hold here, the side to move having a move? When
 * none can (cond_set_may_hold: at nearly every node of a search), decide would judge the
 * game going on, and its query (repetitions, perpetual checks, chases) is not built. */
static bool may_end_with_a_move(const Variant *v, Position *pos, const GameHistory *history,
                                const uint8_t (*start_kinds)[CSM_MAX_KINDS])
{
    CondQuery q;
    memset(&q, 0, sizeof q);
    q.v = v;
    q.pos = pos;
    q.legal_count = 1;
    int window = v->rules.hands ? history->n : pos->halfmove; /* as decide counts */
    q.position_count = history->perft ? 1 : count_position(pos->hash, history->hashes, history->n, window);
    q.no_claims = history->perft;
    q.start_kinds = start_kinds;
    q.checked = history->checked;
    q.nchecked = history->n;
    return cond_set_may_hold(v->victory, &q) || cond_set_may_hold(v->draw, &q);
}

GameResult game_decide_with_a_move(const Variant *v, Position *pos, const GameHistory *history,
                                   const uint8_t (*start_kinds)[CSM_MAX_KINDS])
{
    if (!may_end_with_a_move(v, pos, history, start_kinds)) {
        return going_on();
    }
    return game_decide_with_a_move_unscreened(v, pos, history, start_kinds);
}

GameResult game_decide_with_a_move_unscreened(const Variant *v, Position *pos, const GameHistory *history,
                                              const uint8_t (*start_kinds)[CSM_MAX_KINDS])
{
    int n;
    return decide(v, pos, history, start_kinds, false, NULL, &n, false, NULL);
}

static bool grow(Game *g)
{
    if (g->total + 2 < g->cap)
        return true;
    int cap = g->cap ? g->cap * 2 : 64;
    Move *moves = realloc(g->moves, (size_t)cap * sizeof *moves);
    if (moves)
        g->moves = moves;
    Undo *undos = realloc(g->undos, (size_t)cap * sizeof *undos);
    if (undos)
        g->undos = undos;
    char(*texts)[128] = realloc(g->texts, (size_t)cap * sizeof *texts);
    if (texts)
        g->texts = texts;
    char(*sans)[128] = realloc(g->sans, (size_t)cap * sizeof *sans);
    if (sans)
        g->sans = sans;
    uint64_t *hashes = realloc(g->hashes, (size_t)(cap + 1) * sizeof *hashes);
    if (hashes)
        g->hashes = hashes;
    GameResult *results = realloc(g->results, (size_t)(cap + 1) * sizeof *results);
    if (results)
        g->results = results;
    uint8_t *pending = realloc(g->pending, (size_t)(cap + 1));
    if (pending)
        g->pending = pending;
    uint8_t *checked = realloc(g->checked, (size_t)(cap + 1));
    if (checked)
        g->checked = checked;
    ChaseRecord *chase = realloc(g->chase, (size_t)(cap + 1) * sizeof *chase);
    if (chase)
        g->chase = chase;
    if (!moves || !undos || !texts || !sans || !hashes || !results || !pending || !checked || !chase)
        return false;
    g->cap = cap;
    return true;
}

static bool is_pending(const GameResult *r) { return r->status == GAME_ONGOING && !strcmp(r->reason, "pending"); }

/* The result of the game's position now, its legal moves into `legal`; `no_claims`: as
 * perft and a GUI playing on see it (repetitions and the fifty-move rule end nothing). */
static GameResult decide_now(Game *g, bool no_claims, Move *legal, int *nlegal, CsmRuntimeError *err)
{
    bool pending = g->length > 0 && is_pending(&g->results[g->length - 1]);
    GameHistory h = {g->hashes, g->checked, g->length, chase_records_kept(g->v) && !no_claims ? g->chase : NULL,
                     no_claims, NULL, NULL};
    return game_decide(g->v, &g->pos, &h, (const uint8_t(*)[CSM_MAX_KINDS])g->start_kinds, pending, legal, nlegal, err);
}

static void refresh(Game *g)
{
    g->results[g->length] = decide_now(g, false, g->legal, &g->nlegal, &g->error);
    g->hashes[g->length] = g->pos.hash;
    g->checked[g->length] = game_checked_flag(g->v, &g->pos);
}

Game *game_new(const Variant *v, const char *fen, DiagSink *diags)
{
    Game *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->v = v;
    const char *where = fen ? "--fen" : v->file;
    if (!fen_parse((Variant *)v, fen ? fen : v->setup, &g->start, where, diags) ||
        !fen_fits_variant(v, &g->start, where, diags) || !grow(g)) {
        game_free(g);
        return NULL;
    }
    memcpy(g->start_kinds, g->start.kind_count, sizeof g->start_kinds);
    g->adjudicated_at = -1;
    g->pos = g->start;
    memset(&g->chase[0], 0, sizeof g->chase[0]);
    refresh(g);
    return g;
}

void game_free(Game *g)
{
    if (!g)
        return;
    free(g->moves);
    free(g->undos);
    free(g->texts);
    free(g->sans);
    free(g->hashes);
    free(g->results);
    free(g->pending);
    free(g->checked);
    free(g->chase);
    free(g);
}

/* Makes move number g->length, with its record (rules.chasing, rules.move_repetition) in
 * chase[length + 1]. */
static void make_recorded(Game *g, const Move *m)
{
    int ply = g->length;
    if (!chase_records_kept(g->v)) {
        rules_make(g->v, &g->pos, m, &g->undos[ply]);
        return;
    }
    Position before = g->pos;
    rules_make(g->v, &g->pos, m, &g->undos[ply]);
    chase_record(g->v, &before, &g->pos, m, &g->chase[ply + 1]);
}

bool game_play(Game *g, const Move *m)
{
    int found = -1;
    for (int i = 0; i < g->nlegal; i++)
        if (move_equal(&g->legal[i], m)) {
            found = i;
            break;
        }
    if (found < 0 || !grow(g))
        return false;
    Move mv = g->legal[found];
    int ply = g->length;
    move_text_in(g->v, g->legal, g->nlegal, &mv, g->texts[ply], sizeof g->texts[ply]);
    san_body(g->v, &g->pos, g->legal, g->nlegal, &mv, g->sans[ply], sizeof g->sans[ply]);
    g->hashes[ply] = g->pos.hash;
    g->checked[ply] = game_checked_flag(g->v, &g->pos);
    make_recorded(g, &mv);
    g->moves[ply] = mv;
    g->length++;
    g->total = g->length;
    refresh(g);
    /* the suffix: # for a move after which a side has won (as lichess and chessops write
     * it: an Antichess move that gives away the last piece too), + for one giving check */
    GameStatus status = game_result(g)->status;
    const char *suffix = status == GAME_WHITE_WINS || status == GAME_BLACK_WINS ? "#"
                         : rules_in_check(g->v, &g->pos, (Color)g->pos.side) ? "+"
                                                                              : "";
    size_t len = strlen(g->sans[ply]);
    snprintf(g->sans[ply] + len, sizeof g->sans[ply] - len, "%s", suffix);
    return true;
}

int game_play_any(Game *g, const char *text)
{
    const Move *last = g->length ? &g->moves[g->length - 1] : NULL; /* shogi's 同: where the last move went */
    int i = notation_read_any(g->v, &g->pos, g->legal, g->nlegal, last, text);
    if (i < 0)
        return i;
    return game_play(g, &g->legal[i]) ? 0 : -1;
}

int game_play_text(Game *g, const char *text)
{
    int i = move_find(g->v, g->legal, g->nlegal, text);
    if (i < 0)
        return i;
    return game_play(g, &g->legal[i]) ? 0 : -1;
}

bool game_play_on(Game *g)
{
    if (game_result(g)->status == GAME_ONGOING || g->adjudicated_at >= 0)
        return false;
    GameResult r = decide_now(g, true, g->legal, &g->nlegal, &g->error);
    if (r.status != GAME_ONGOING) { /* an ending nobody claims: checkmate, a flag, ... */
        g->nlegal = 0;
        return false;
    }
    g->results[g->length] = r;
    return true;
}

bool game_undo(Game *g)
{
    if (g->adjudicated_at >= 0) {
        /* take back the resignation (or agreement, or flag) itself */
        g->adjudicated_at = -1;
        refresh(g);
        return true;
    }
    if (g->length == 0)
        return false;
    g->length--;
    rules_unmake(g->v, &g->pos, &g->undos[g->length]);
    refresh(g);
    return true;
}

bool game_redo(Game *g)
{
    if (g->length >= g->total || g->adjudicated_at >= 0)
        return false;
    int total = g->total;
    Move m = g->moves[g->length];
    g->hashes[g->length] = g->pos.hash;
    g->checked[g->length] = game_checked_flag(g->v, &g->pos);
    make_recorded(g, &m);
    g->length++;
    refresh(g);
    g->total = total;
    return true;
}

_Static_assert(sizeof ((Game *)0)->texts[0] == MOVE_TEXT_MAX, "a written move fits");

const char *game_move_text(const Game *g, int ply) { return g->texts[ply]; }

const char *game_move_san(const Game *g, int ply) { return g->sans[ply]; }

const GameResult *game_result(const Game *g)
{
    return g->adjudicated_at == g->length ? &g->adjudication : &g->results[g->length];
}

bool game_is_adjudicated(const Game *g) { return g->adjudicated_at >= 0; }

void game_shift_sfen_plies(Game *g, bool shifted)
{
    g->start.sfen_ply_shift = g->pos.sfen_ply_shift = shifted;
}

Game *game_new_at_start(const Game *g)
{
    char fen[4096];
    fen_write(g->v, &g->start, fen, sizeof fen);
    DiagSink ignored;
    diag_init(&ignored);
    Game *out = game_new(g->v, fen, &ignored);
    diag_free(&ignored);
    if (out) /* FEN has no room for SFEN's count */
        game_shift_sfen_plies(out, g->start.sfen_ply_shift);
    return out;
}

/* A new game with g's played moves (not its redo ones), replayed from its start. */
static Game *game_replayed(const Game *g)
{
    Game *out = game_new_at_start(g);
    for (int i = 0; out && i < g->length; i++)
        if (!game_play(out, &g->moves[i])) {
            game_free(out);
            out = NULL;
        }
    return out;
}

static bool play_a_pass(Game *g)
{
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].type == MOVE_PASS) {
            Move m = g->legal[i];
            return game_play(g, &m);
        }
    return false;
}

bool game_pass_back_ends(const Game *g, GameResult *out)
{
    if (game_result(g)->status != GAME_ONGOING || g->adjudicated_at == g->length)
        return false;
    Game *copy = game_replayed(g);
    bool ends = copy && play_a_pass(copy) && game_result(copy)->status == GAME_ONGOING && play_a_pass(copy) &&
                game_result(copy)->status != GAME_ONGOING;
    if (ends && out)
        *out = *game_result(copy);
    game_free(copy);
    return ends;
}

bool game_adjudicate(Game *g, GameStatus status, const char *reason)
{
    if (status == GAME_ONGOING || game_result(g)->status != GAME_ONGOING)
        return false;
    g->adjudication.status = status;
    snprintf(g->adjudication.reason, sizeof g->adjudication.reason, "%s", reason ? reason : "");
    g->adjudicated_at = g->length;
    g->total = g->length;
    g->nlegal = 0;
    return true;
}

int game_position_count(const Game *g)
{
    return count_position(g->pos.hash, g->hashes, g->length, g->v->rules.hands ? g->length : g->pos.halfmove);
}

int game_moves_from(const Game *g, Square from, Move *out, int cap)
{
    int n = 0;
    for (int i = 0; i < g->nlegal && n < cap; i++)
        if (g->legal[i].from == from)
            out[n++] = g->legal[i];
    return n;
}

void game_fen(const Game *g, char *buf, size_t size) { fen_write(g->v, &g->pos, buf, size); }

/* ---- perft ------------------------------------------------------------------------ */

typedef struct PerftState {
    const Variant *v;
    Position *pos;
    uint64_t hashes[512];
    uint8_t checked[512];
    int nhashes;
    uint8_t start_kinds[2][CSM_MAX_KINDS];
    bool pending[512];
    CsmRuntimeError *err;      /* the first runtime error met: the caller's, or `ignored` */
    CsmRuntimeError ignored;   /* (one for the whole count: no 280-byte record cleared at each node) */
} PerftState;

static uint64_t perft_rec(PerftState *s, int depth, Move *buf)
{
    int n;
    bool pending = s->nhashes > 0 && s->pending[s->nhashes - 1];
    GameHistory h = {s->hashes, s->checked, s->nhashes, NULL, true, NULL, NULL};
    /* the last ply wants only the count: rules_legal_count */
    bool count_only = depth == 1 && !s->v->rules.equal_turns;
    GameResult r = decide(s->v, s->pos, &h, (const uint8_t(*)[CSM_MAX_KINDS])s->start_kinds, pending, buf, &n,
                          count_only, s->err);
    if (depth == 1 || n == 0)
        return (uint64_t)n;
    uint64_t total = 0;
    s->pending[s->nhashes] = is_pending(&r);
    uint8_t checked = game_checked_flag(s->v, s->pos); /* the position's, before each of its moves */
    for (int i = 0; i < n; i++) {
        Undo u;
        s->checked[s->nhashes] = checked;
        s->hashes[s->nhashes++] = s->pos->hash;
        rules_make(s->v, s->pos, &buf[i], &u);
        total += perft_rec(s, depth - 1, buf + n);
        rules_unmake(s->v, s->pos, &u);
        s->nhashes--;
    }
    return total;
}

uint64_t game_perft(const Variant *v, Position *pos, int depth) { return game_perft_checked(v, pos, depth, NULL); }

uint64_t game_perft_checked(const Variant *v, Position *pos, int depth, CsmRuntimeError *err)
{
    if (depth <= 0)
        return 1;
    static PerftState s;
    memset(&s.ignored, 0, sizeof s.ignored);
    s.err = err ? err : &s.ignored;
    s.v = v;
    s.pos = pos;
    s.nhashes = 0;
    memcpy(s.start_kinds, pos->kind_count, sizeof s.start_kinds);
    Move *buf = malloc(sizeof(Move) * CSM_MAX_MOVES * (size_t)(depth + 1));
    if (!buf)
        return 0;
    uint64_t n = perft_rec(&s, depth, buf);
    free(buf);
    return n;
}

uint64_t game_perft_divide(Game *g, int depth, PerftEach each, void *user, CsmRuntimeError *err)
{
    if (depth <= 0)
        return 1;
    /* below each root move the game goes on: its start (for `captured`) and its history
     * (repetitions) count, not the position after the move as a new start */
    static PerftState s;
    memset(&s.ignored, 0, sizeof s.ignored);
    s.err = err ? err : &s.ignored;
    s.v = g->v;
    s.pos = &g->pos;
    int keep = g->length < 400 ? g->length : 400;
    memcpy(s.hashes, g->hashes + g->length - keep, (size_t)keep * sizeof *s.hashes);
    memcpy(s.checked, g->checked + g->length - keep, (size_t)keep);
    memset(s.pending, 0, sizeof s.pending);
    s.pending[keep] = is_pending(&g->results[g->length]); /* equal_turns: a win waiting for the reply */
    s.nhashes = keep;
    memcpy(s.start_kinds, g->start_kinds, sizeof s.start_kinds);
    Move *buf = malloc(sizeof(Move) * CSM_MAX_MOVES * (size_t)(depth + 1));
    if (!buf)
        return 0;
    /* the root's moves as perft sees them: a claimable ending (fifty moves, a repetition)
     * that ended the game does not stop the count */
    static Move root[CSM_MAX_MOVES];
    int nroot;
    CsmRuntimeError ignored = {0};
    decide_now(g, true, root, &nroot, err ? err : &ignored);
    uint64_t total = 0;
    for (int i = 0; i < nroot; i++) {
        Undo u;
        Move m = root[i];
        s.checked[s.nhashes] = game_checked_flag(g->v, &g->pos);
        s.hashes[s.nhashes++] = g->pos.hash;
        rules_make(g->v, &g->pos, &m, &u);
        uint64_t n = depth == 1 ? 1 : perft_rec(&s, depth - 1, buf);
        rules_unmake(g->v, &g->pos, &u);
        s.nhashes--;
        if (each)
            each(user, g, &m, n);
        total += n;
    }
    free(buf);
    if (err && g->error.set && !err->set)
        *err = g->error;
    return total;
}
