/* ui_board.c — the board view (see ui_board.h). */
#include "ui_board.h"
#include "ui_coords.h"
#include "ui_grid.h"
#include "promoted.h"
#include "ui_lines.h"
#include "ui_stands.h"
#include "ui_analysis.h"

#include "varstate.h"

#include "app.h"
#include "assets.h"
#include "endtext.h"
#include "engine.h"
#include "i18n.h"
#include "notation.h"
#include "rules.h"
#include "san.h"
#include "sound.h"
#include "theme.h"
#include "ui_kit.h"
#include "ui_anim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_CHOICES = 32 };

typedef struct Target {
    Square to;
    int n;                     /* distinct moves to this square */
    int choice[MAX_CHOICES];   /* indices into sel_moves, in promotion order */
    int marker;                /* Marker, or UI_MARK_CLUSTER */
} Target;

static int selected = -1;
static int selected_hand = -1; /* the kind picked from the hand to drop, or -1 */
static Move sel_moves[CSM_MAX_MOVES];
static int nsel;
static Target targets[CSM_SQUARES];
static int ntargets;
static int target_of[CSM_SQUARES];
static unsigned seen_revision = ~0u;

static bool pressing, dragging, press_on_selected;
static bool dropped; /* the last move was dragged onto its square: it does not slide */
static int press_x, press_y, drag_x, drag_y;
static int hover_sq = -1, hover_q = -1, hover_strip = -1;
static int strip_sq = -1; /* the cluster whose icon strip is open */
static bool strip_asked;  /* ... opened by a click on a cluster that was on no choice */

static Square check_sq[8];
/* the player's own arrows and circles (right-drag, right-click) on the position shown;
 * each position keeps its own (coming back to it shows them again) for this game */
enum { MAX_DRAWINGS = 64, MAX_DRAWN_POSITIONS = 128 };
typedef struct Drawing {
    Square from, to; /* from == to: a circle */
    RenColor colour; /* by the keys held, as lichess does: none green, Shift red, Alt blue, both yellow */
} Drawing;
static Drawing drawings[MAX_DRAWINGS];
static int ndrawings;
static struct {
    uint64_t key; /* the position's hash */
    Drawing d[MAX_DRAWINGS];
    int n;
} kept[MAX_DRAWN_POSITIONS];
static int nkept;
static uint64_t drawings_key;
static unsigned drawings_serial = ~0u;
static int right_from = -1;
/* a premove: while the computer thinks, the person's next move waits here */
static bool premoving; /* the selection is for a premove */
static bool has_premove;
static Move premove;
static int premove_length;       /* the game's length when it was made */
static unsigned premove_serial;  /* ... and the game */
static int ncheck;

/* A tooltip is drawn last, over everything, and below its anchor when the strip
 * would hide it. */
static char tip_text[96];
static SDL_Rect tip_anchor;
static bool tip_below;

/* ---- state ---------------------------------------------------------------------- */

/* rules.walls: the move is chosen, its wall's square is asked for next (targets are
 * then the squares the wall may go on, each with the one move that puts it there). */
static bool placing_wall;
static Position wall_preview; /* ... shown meanwhile: the position after the move, without its wall */

static void clear_targets(void)
{
    placing_wall = false;
    ntargets = 0;
    nsel = 0;
    for (int i = 0; i < CSM_SQUARES; i++)
        target_of[i] = -1;
    strip_sq = -1;
    strip_asked = false;
}

static void compute_checks(void)
{
    ncheck = 0;
    const Game *g = app.game;
    if (!g)
        return;
    Position shown;
    Position pos = *app_shown_position(&shown, NULL);
    Color side = (Color)pos.side;
    for (int i = 0; i < pos.piece_count[side] && ncheck < 8; i++) {
        Square s = pos.list[side][i];
        Piece p = pos.board[s];
        if (p && app.variant->kinds[piece_kind(p)].royal &&
            rules_is_attacked(app.variant, &pos, s, color_flip(side), PIECE_NONE))
            check_sq[ncheck++] = s;
    }
}

/* The drawings follow the position shown: the current ones are kept under their position,
 * the shown position's come back. A new game starts with none. */
static void drawings_follow(void)
{
    if (drawings_serial != app.game_serial) {
        drawings_serial = app.game_serial;
        nkept = ndrawings = 0;
    }
    Position buf;
    uint64_t key = app.game ? app_shown_position(&buf, NULL)->hash : 0;
    if (key == drawings_key)
        return;
    int at = 0;
    while (at < nkept && kept[at].key != drawings_key)
        at++;
    if (ndrawings > 0 && at == nkept && nkept < MAX_DRAWN_POSITIONS)
        nkept++;
    if (at < nkept) {
        kept[at].key = drawings_key;
        kept[at].n = ndrawings;
        memcpy(kept[at].d, drawings, sizeof drawings);
    }
    drawings_key = key;
    ndrawings = 0;
    for (int i = 0; i < nkept; i++)
        if (kept[i].key == key) {
            ndrawings = kept[i].n;
            memcpy(drawings, kept[i].d, sizeof drawings);
        }
}

static void sync(void)
{
    static unsigned seen_view = ~0u;
    if (seen_view != app.view_revision && seen_revision == app.revision) {
        /* stepping through the game (← →): nothing selected, the checks of what is shown */
        seen_view = app.view_revision;
        drawings_follow();
        selected = -1;
        selected_hand = -1;
        pressing = dragging = false;
        clear_targets();
        compute_checks();
        return;
    }
    seen_view = app.view_revision;
    if (seen_revision == app.revision)
        return;
    seen_revision = app.revision;
    drawings_follow(); /* a move shows the new position's arrows (none yet) */
    selected = -1;
    selected_hand = -1;
    pressing = dragging = false;
    clear_targets();
    compute_checks();
    int step = ui_anim_observe(app.game, app.game_serial, dropped);
    dropped = false;
    sound_after_step(app.game, step, ncheck > 0);
}

static bool same_choice(const Move *a, const Move *b)
{
    return a->type == b->type && a->become == b->become && a->flags == b->flags &&
           (!(a->flags & MF_CAPTURE) || a->capture_sq == b->capture_sq) &&
           (a->type != MOVE_CASTLE || a->capture_sq == b->capture_sq);
}

/* Promotion choices in the variant's order, then anything else as generated. */
static int choice_rank(const Move *m)
{
    if (m->type == MOVE_DROP) /* the piece as it is in hand, then dropped promoted (Kyoto shogi) */
        return (m->flags & MF_PROMOTED_DROP) ? 1 : 0;
    if (move_gate(m) >= 0) /* the move itself first, then its gates */
        return VARIANT_MAX_PROMO + 2 + move_gate(m);
    const PieceKind *k = &app.variant->kinds[piece_kind(app_board_game()->pos.board[m->from])];
    for (int i = 0; i < k->npromo; i++)
        if (m->become == k->promo_to[i] + 1)
            return i;
    return VARIANT_MAX_PROMO + (m->become ? 0 : 1);
}

/* The piece a choice gives: the kind it becomes, or the mover's own. */
static int choice_kind(const Move *m)
{
    if (move_gate(m) >= 0) /* S-chess: the piece gated in shows the choice */
        return move_gate(m);
    return m->become ? m->become - 1 : piece_kind(app_board_game()->pos.board[m->from]); /* a drop's become is its kind */
}

/* The targets of the moves in sel_moves[0..nsel): one per square, choices sorted. */
static void build_targets(void)
{
    for (int i = 0; i < nsel; i++) {
        const Move *m = &sel_moves[i];
        /* Chess960: castling also by moving the king onto its own rook (as lichess allows),
         * the only way when the king does not move at all */
        if (m->type == MOVE_CASTLE && (m->to == m->from || app.variant->start_960) && target_of[m->capture_sq] < 0 &&
            ntargets < CSM_SQUARES) {
            int r = target_of[m->capture_sq] = ntargets++;
            targets[r].to = m->capture_sq;
            targets[r].n = 1;
            targets[r].choice[0] = i;
        }
        if (m->type == MOVE_CASTLE && m->to == m->from)
            continue; /* the king's own square is no target */
        int t = target_of[m->to];
        if (t < 0) {
            t = target_of[m->to] = ntargets++;
            targets[t].to = m->to;
            targets[t].n = 0;
        }
        Target *tg = &targets[t];
        bool dup = false;
        for (int c = 0; c < tg->n && !dup; c++)
            dup = same_choice(&sel_moves[tg->choice[c]], m);
        if (!dup && tg->n < MAX_CHOICES)
            tg->choice[tg->n++] = i;
    }
    for (int t = 0; t < ntargets; t++) {
        Target *tg = &targets[t];
        /* stable insertion sort by promotion order */
        for (int a = 1; a < tg->n; a++) {
            int v = tg->choice[a], b = a;
            while (b > 0 && choice_rank(&sel_moves[tg->choice[b - 1]]) > choice_rank(&sel_moves[v])) {
                tg->choice[b] = tg->choice[b - 1];
                b--;
            }
            tg->choice[b] = v;
        }
        tg->marker = tg->n > 1 ? UI_MARK_CLUSTER : ui_move_marker(&sel_moves[tg->choice[0]]);
    }
}

/* Moves made now are a variation's, for either side: on a position browsed back to, or
 * on the last one of a game resigned or agreed drawn. */
static bool exploring(void) { return app_browsing() || app_ended_off_board(); }

/* During the computer's turn in a game against it (or a friend's over the network): the
 * person's colour, else -1. */
static int premove_side(void)
{
    if (!app.game || game_result(app.game)->status != GAME_ONGOING || app_browsing())
        return -1;
    Color to_move = (Color)app.game->pos.side;
    if (app.opp.player[to_move] == PLAYER_NETWORK && app.opp.player[color_flip(to_move)] == PLAYER_HUMAN)
        return (int)color_flip(to_move);
    int computers = opponent_computers(&app.opp);
    if (computers == 1)
        return opponent_is_computer(&app.opp, to_move) ? (int)color_flip(to_move) : -1;
    /* two people on a running clock: the one waiting may queue a move, as online */
    return computers == 0 && app_clock_running() ? (int)color_flip(to_move) : -1;
}

/* A premove's choices: the piece's moves as if it were the person's turn now. */
static int premove_moves_from(Square sq, Move *out, int cap)
{
    Position pos = app.game->pos;
    pos.side = (uint8_t)premove_side();
    pos.ep_square = pos.ep_victim = NO_SQUARE;
    Move *all = malloc(CSM_MAX_MOVES * sizeof *all);
    if (!all)
        return 0;
    CsmRuntimeError err = {0};
    int n = rules_legal_moves(app.variant, &pos, all, CSM_MAX_MOVES, &err), k = 0;
    for (int i = 0; i < n && k < cap; i++)
        if (all[i].from == sq && all[i].type != MOVE_DROP && all[i].type != MOVE_PASS)
            out[k++] = all[i];
    free(all);
    return k;
}

static void select_square(int sq)
{
    clear_targets();
    selected = sq;
    selected_hand = -1;
    if (sq < 0)
        return;
    nsel = premoving ? premove_moves_from((Square)sq, sel_moves, CSM_MAX_MOVES)
                     : game_moves_from(app_board_game(), (Square)sq, sel_moves, CSM_MAX_MOVES);
    build_targets();
}

bool ui_board_premove(Move *out)
{
    if (has_premove && out)
        *out = premove;
    return has_premove;
}

void ui_board_cancel_premove(void) { has_premove = false; }

void ui_board_try_premove(void)
{
    if (!has_premove || !app.game || app.game_serial != premove_serial || app.game->length != premove_length + 1) {
        if (has_premove && app.game && app.game->length == premove_length && app.game_serial == premove_serial)
            return; /* the computer still thinks */
        has_premove = false; /* the game changed otherwise (undo, a new game): drop it */
        return;
    }
    if (!app_human_to_move())
        return;
    has_premove = false;
    for (int i = 0; i < app.game->nlegal; i++) { /* the same move, if it is legal now */
        const Move *m = &app.game->legal[i];
        if (m->from == premove.from && m->to == premove.to && m->become == premove.become && m->type == premove.type) {
            Move play = *m;
            app_play(&play);
            return;
        }
    }
}

bool ui_board_select_hand(int kind)
{
    sync();
    clear_targets();
    selected = -1;
    selected_hand = -1;
    if (!app.game || kind < 0 || (!exploring() && !app_human_to_move()))
        return false;
    const Game *bg = app_board_game();
    for (int i = 0; i < bg->nlegal; i++) {
        const Move *m = &bg->legal[i];
        if (m->type == MOVE_DROP && move_hand_kind(app.variant, m) == kind && nsel < CSM_MAX_MOVES)
            sel_moves[nsel++] = *m;
    }
    if (!nsel)
        return false;
    selected_hand = kind;
    build_targets();
    /* it is picked by a press on the hand: the press may become a drag onto the board,
     * dropped where it is let go (ui_board_mouse_up), as a piece dragged on the board */
    pressing = true;
    dragging = press_on_selected = false;
    ui_mouse(&press_x, &press_y);
    drag_x = press_x;
    drag_y = press_y;
    return true;
}

int ui_board_selected_hand(void)
{
    sync();
    return selected_hand;
}

/* ---- geometry ------------------------------------------------------------------- */

static void square_cell(Square s, int *col, int *row)
{
    bool flip = app_board_flipped();
    int f = sq_file(s), r = sq_rank(s);
    *col = flip ? ui_lay.files - 1 - f : f;
    *row = flip ? r : ui_lay.ranks - 1 - r;
}

bool ui_board_square_rect(Square s, SDL_Rect *out)
{
    if (sq_file(s) >= ui_lay.files || sq_rank(s) >= ui_lay.ranks)
        return false;
    int col, row;
    square_cell(s, &col, &row);
    *out = (SDL_Rect){ui_lay.board.x + col * ui_lay.sq, ui_lay.board.y + row * ui_lay.sq, ui_lay.sq, ui_lay.sq};
    return true;
}

int ui_board_square_at(int x, int y)
{
    if (!app.game || !in_rect(ui_lay.board, x, y) || ui_lay.sq <= 0)
        return -1;
    int col = (x - ui_lay.board.x) / ui_lay.sq, row = (y - ui_lay.board.y) / ui_lay.sq;
    if (col >= ui_lay.files || row >= ui_lay.ranks)
        return -1;
    bool flip = app_board_flipped();
    int f = flip ? ui_lay.files - 1 - col : col;
    int r = flip ? row : ui_lay.ranks - 1 - row;
    return sq_make(f, r);
}

static SDL_Rect quadrant_rect(SDL_Rect r, int q)
{
    int h = r.w / 2;
    return (SDL_Rect){r.x + (q & 1) * h, r.y + (q >> 1) * h, q & 1 ? r.w - h : h, q >> 1 ? r.h - h : h};
}

static int quadrant_at(SDL_Rect r, int x, int y)
{
    int qx = (x - r.x) * 2 >= r.w, qy = (y - r.y) * 2 >= r.h;
    return qy * 2 + qx;
}

bool ui_board_quadrant_point(Square s, int q, int *x, int *y)
{
    SDL_Rect r;
    if (!ui_board_square_rect(s, &r) || q < 0 || q > 3)
        return false;
    SDL_Rect qr = quadrant_rect(r, q);
    *x = qr.x + qr.w / 2;
    *y = qr.y + qr.h / 2;
    return true;
}

/* The strip of every choice's icon, above the target (below on the top row). */
static bool strip_geometry(SDL_Rect *bar, int *cell)
{
    if (strip_sq < 0 || target_of[strip_sq] < 0)
        return false;
    const Target *t = &targets[target_of[strip_sq]];
    if (t->n <= 4 && !strip_asked)
        return false;
    SDL_Rect r;
    ui_board_square_rect((Square)strip_sq, &r);
    int c = ui_lay.sq * 3 / 4;
    int pad = c / 8;
    int w = t->n * c + 2 * pad, h = c + 2 * pad;
    int x = r.x + r.w / 2 - w / 2;
    int minx = ui_lay.board.x, maxx = ui_lay.board.x + ui_lay.board.w - w;
    if (x > maxx)
        x = maxx;
    if (x < minx)
        x = minx;
    int y = r.y - h - ui_lay.sq / 8;
    if (y < ui_lay.board.y)
        y = r.y + r.h + ui_lay.sq / 8;
    *bar = (SDL_Rect){x, y, w, h};
    *cell = c;
    return true;
}

static int strip_at(int x, int y)
{
    SDL_Rect bar;
    int c;
    if (!strip_geometry(&bar, &c) || !in_rect(bar, x, y))
        return -1;
    int i = (x - bar.x - c / 8) / c;
    return i >= 0 && i < targets[target_of[strip_sq]].n ? i : -1;
}

bool ui_board_strip_visible(void)
{
    SDL_Rect bar;
    int c;
    return strip_geometry(&bar, &c);
}

bool ui_board_strip_point(int i, int *x, int *y)
{
    SDL_Rect bar;
    int c;
    if (!strip_geometry(&bar, &c) || i < 0 || i >= targets[target_of[strip_sq]].n)
        return false;
    *x = bar.x + c / 8 + i * c + c / 2;
    *y = bar.y + bar.h / 2;
    return true;
}

int ui_board_selected(void)
{
    sync();
    return selected;
}

int ui_board_hovered(void)
{
    sync();
    return hover_sq;
}

int ui_board_marker(Square s, int *n)
{
    sync();
    int t = target_of[s];
    if (n)
        *n = t >= 0 ? targets[t].n : 0;
    return t >= 0 ? targets[t].marker : -1;
}

int ui_board_check_squares(Square *out, int cap)
{
    sync();
    int n = ncheck < cap ? ncheck : cap;
    memcpy(out, check_sq, (size_t)n * sizeof *out);
    return n;
}

/* ---- actions -------------------------------------------------------------------- */

/* The move is picked but for its wall: the squares the wall may go on become the targets. */
static void ask_for_wall(const Move *picked)
{
    Move same[CSM_MAX_MOVES];
    int n = 0;
    for (int i = 0; i < nsel; i++) {
        Move a = sel_moves[i], b = *picked;
        a.wall = b.wall = 0;
        if (move_equal(&a, &b))
            same[n++] = sel_moves[i];
    }
    clear_targets();
    memcpy(sel_moves, same, (size_t)n * sizeof *same);
    nsel = n;
    for (int i = 0; i < n && ntargets < CSM_SQUARES; i++) {
        int t = target_of[same[i].wall] = ntargets++;
        targets[t].to = same[i].wall;
        targets[t].n = 1;
        targets[t].choice[0] = i;
        targets[t].marker = MARK_MOVE;
    }
    placing_wall = true;
    wall_preview = app_board_game()->pos;
    Move plain = *picked;
    plain.has_wall = 0;
    Undo u;
    rules_make(app.variant, &wall_preview, &plain, &u);
    ui_toast(tr(app.variant->rules.walls == WALLS_DUCK ? S_DUCK_WHERE : S_WALL_WHERE));
}

/* ---- a pass the opponent could answer by ending the game: asked first ---- */

static Move pending_pass;
static unsigned pending_pass_serial;
static int pending_pass_length;

static void pass_answer(int choice)
{
    if (choice != 0 || !app.game || app.game_serial != pending_pass_serial || app.game->length != pending_pass_length)
        return; /* Cancel, or the game is no longer the one asked about */
    ui_board_deselect();
    app_play(&pending_pass);
}

/* A pass in the game (not in a variation) after which the opponent's pass would end it
 * (janggi's two passes, by the variant's rules): ask (the window's dialog), saying how
 * it would end. True when asked. */
static bool ask_before_pass(const Move *m)
{
    GameResult end;
    if (m->type != MOVE_PASS || app_browsing() || app_ended_off_board() || !game_pass_back_ends(app.game, &end))
        return false;
    const Variant *v = app.variant;
    int mover = app.game->pos.side;
    char body[384];
    if (end_on_points(&end)) {
        double points[2];
        end_points(v, &app.game->pos, points);
        snprintf(body, sizeof body, tr(S_PASS_ENDS_POINTS_FMT), tr_side(v, !mover), tr_side(v, WHITE),
                 points[WHITE], tr_side(v, BLACK), points[BLACK]);
    } else {
        char how[256];
        end_sentence_of(v, &end, mover, app.game, how, sizeof how);
        snprintf(body, sizeof body, tr(S_PASS_ENDS_FMT), tr_side(v, !mover), how);
    }
    pending_pass = *m;
    pending_pass_serial = app.game_serial;
    pending_pass_length = app.game->length;
    return app_ask("pass", tr(S_PASS_TITLE), body, tr(S_PASS), tr(S_CANCEL), pass_answer);
}

static bool play_choice(int sq, int choice)
{
    int t = target_of[sq];
    if (t < 0 || choice < 0 || choice >= targets[t].n)
        return false;
    Move m = sel_moves[targets[t].choice[choice]];
    if (m.has_wall && !placing_wall) {
        ask_for_wall(&m);
        return true;
    }
    if (premoving) { /* kept until the computer has moved */
        premove = m;
        has_premove = true;
        premove_length = app.game->length;
        premove_serial = app.game_serial;
        premoving = false;
        ui_board_deselect();
        return true;
    }
    if (ask_before_pass(&m))
        return true;
    /* on a position browsed back to, the move goes into the game's study as a variation */
    return app_explore(&m); /* the game's move, or a variation's */
}

/* Plays the move to `sq` picked by the point (x, y): the quadrant of a cluster. */
static bool play_at(int sq, int x, int y)
{
    int t = target_of[sq];
    if (t < 0)
        return false;
    if (targets[t].n == 1)
        return play_choice(sq, 0);
    SDL_Rect r;
    ui_board_square_rect((Square)sq, &r);
    int q = quadrant_at(r, x, y);
    if (targets[t].n > 4)
        strip_sq = sq;
    /* the middle of the square, or a quadrant without a choice, is on no choice: ask
     * with every choice's piece (promote or not, gate or not), never guess one */
    int dx = x - (r.x + r.w / 2), dy = y - (r.y + r.h / 2);
    if (q >= targets[t].n || (abs(dx) < r.w / 6 && abs(dy) < r.h / 6)) {
        strip_sq = sq;
        strip_asked = true;
        return false;
    }
    return play_choice(sq, q);
}

bool ui_board_deselect(void)
{
    sync();
    if (selected < 0 && selected_hand < 0)
        return false;
    selected = -1;
    selected_hand = -1;
    pressing = dragging = false;
    clear_targets();
    return true;
}

/* A piece of the side to move with no move while captures are compulsory and some
 * other piece can capture: say why nothing shows (Antichess). */
static void tell_compulsory_capture(void)
{
    const Game *g = app_board_game();
    if (nsel > 0 || !app.variant->rules.captures_compulsory || g->nlegal == 0)
        return;
    for (int i = 0; i < g->nlegal; i++)
        if (!(g->legal[i].flags & MF_CAPTURE))
            return; /* a plain move is legal somewhere: no capture is forced now */
    ui_toast(tr(S_MUST_CAPTURE));
}

/* Right button: a press on the board starts an arrow (or a circle, released on the same
 * square); with a piece selected it deselects instead, as before. */
bool ui_board_right_down(int x, int y)
{
    sync();
    if (has_premove) { /* a right click takes a premove back */
        has_premove = false;
        return true;
    }
    if (ui_board_deselect())
        return true;
    right_from = ui_board_square_at(x, y);
    return false;
}

bool ui_board_right_up(int x, int y)
{
    int to = ui_board_square_at(x, y);
    int from = right_from;
    right_from = -1;
    if (from < 0 || to < 0 || !app.game)
        return false;
    for (int i = 0; i < ndrawings; i++)
        if (drawings[i].from == from && drawings[i].to == to) { /* the same again: away with it */
            drawings[i] = drawings[--ndrawings];
            return true;
        }
    if (ndrawings < MAX_DRAWINGS) {
        SDL_Keymod mod = SDL_GetModState();
        bool shift = mod & KMOD_SHIFT, alt = mod & (KMOD_ALT | KMOD_CTRL);
        drawings[ndrawings].from = (Square)from;
        drawings[ndrawings].to = (Square)to;
        drawings[ndrawings].colour = shift && alt ? RGBA(0xe6, 0xb4, 0x00, 180)
                                     : shift      ? RGBA(0xc8, 0x2a, 0x2a, 170)
                                     : alt        ? RGBA(0x1f, 0x5f, 0xc8, 170)
                                                  : RGBA(0x15, 0x78, 0x1b, 170);
        ndrawings++;
    }
    return true;
}

int ui_board_drawings(void) { return ndrawings; }

static void draw_drawings(void)
{
    for (int i = 0; i < ndrawings; i++) {
        RenColor green = drawings[i].colour;
        SDL_Rect a, b;
        if (!ui_board_square_rect(drawings[i].from, &a) || !ui_board_square_rect(drawings[i].to, &b))
            continue;
        if (drawings[i].from == drawings[i].to)
            ui_lines_ring(b, SDL_max(U(3), b.w / 16), green);
        else
            ui_analysis_arrow(a, b, b.w / 8.0f, green);
    }
}

/* walls_or_move: a click on an empty square where a wall may go puts it (instead of a move). */
static bool play_wall_only(int sq)
{
    const Game *g = app_board_game();
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].type == MOVE_PASS && g->legal[i].has_wall && g->legal[i].wall == sq) {
            Move m = g->legal[i];
            ui_board_deselect();
            return app_explore(&m); /* the game's move, or a variation's */
        }
    return false;
}

bool ui_board_mouse_down(int x, int y)
{
    sync();
    if (!app.game)
        return false;
    if (ndrawings > 0) /* a left click puts the player's drawings away, as lichess does */
        ndrawings = 0;
    int si = strip_at(x, y);
    if (si >= 0)
        return play_choice(strip_sq, si);
    const Game *bg = app_board_game();
    int from_stand = ui_stand_kind_at(&bg->pos, bg->pos.side, x, y);
    if (from_stand >= 0) { /* a piece of the hand on its stand: picked to drop */
        if (!ui_board_select_hand(from_stand))
            ui_board_deselect();
        return true;
    }
    int sq = ui_board_square_at(x, y);
    if (sq < 0)
        return ui_board_deselect();
    if ((selected >= 0 || selected_hand >= 0) && target_of[sq] >= 0) {
        play_at(sq, x, y);
        return true;
    }
    Piece p = bg->pos.board[sq];
    if (!p && app.variant->rules.walls_or_move && (exploring() || app_human_to_move()) && play_wall_only(sq))
        return true;
    /* only a person's pieces: the computer's side waits for its move, while the person
     * may queue a premove; on a position browsed back to, either side's (a variation) */
    bool own = p && piece_color(p) == bg->pos.side && (exploring() || app_human_to_move());
    bool pre = p && !own && !app_browsing() && (int)piece_color(p) == premove_side();
    if (!own && !pre) {
        ui_board_deselect();
        return true;
    }
    if (premoving != pre) {
        premoving = pre;
        selected = -1;
    }
    press_on_selected = sq == selected;
    if (!press_on_selected) {
        select_square(sq);
        tell_compulsory_capture();
    }
    pressing = true;
    dragging = false;
    press_x = drag_x = x;
    press_y = drag_y = y;
    return true;
}

bool ui_board_mouse_move(int x, int y)
{
    sync();
    bool changed = false;
    int sq = ui_board_square_at(x, y);
    int q = -1;
    if (sq >= 0 && target_of[sq] >= 0 && targets[target_of[sq]].n > 1) {
        SDL_Rect r;
        ui_board_square_rect((Square)sq, &r);
        q = quadrant_at(r, x, y);
        if (targets[target_of[sq]].n > 4 && strip_sq != sq) {
            strip_sq = sq;
            changed = true;
        }
    }
    int hs = strip_at(x, y);
    if (sq != hover_sq || q != hover_q || hs != hover_strip)
        changed = true;
    hover_sq = sq;
    hover_q = q;
    hover_strip = hs;
    if (pressing) {
        int dx = x - press_x, dy = y - press_y;
        if (!dragging && dx * dx + dy * dy > U(5) * U(5))
            dragging = true;
        if (dragging) {
            drag_x = x;
            drag_y = y;
            changed = true;
        }
    }
    return changed;
}

bool ui_board_mouse_up(int x, int y)
{
    sync();
    if (!pressing)
        return false;
    pressing = false;
    if (dragging) {
        dragging = false;
        int sq = ui_board_square_at(x, y);
        if (sq >= 0 && target_of[sq] >= 0)
            dropped = play_at(sq, x, y);
        return true;
    }
    if (press_on_selected)
        ui_board_deselect();
    return true;
}

/* The cluster the promotion keys act on: the hovered one, the open strip, or the
 * only one. */
static int focused_cluster(void)
{
    if (hover_sq >= 0 && target_of[hover_sq] >= 0 && targets[target_of[hover_sq]].n > 1)
        return hover_sq;
    if (strip_sq >= 0 && target_of[strip_sq] >= 0)
        return strip_sq;
    int found = -1;
    for (int t = 0; t < ntargets; t++)
        if (targets[t].n > 1) {
            if (found >= 0)
                return -1;
            found = targets[t].to;
        }
    return found;
}

/* The choice of a cluster whose piece has `letter` as its FEN letter, or -1. */
static int choice_by_letter(int sq, char letter)
{
    const Target *t = &targets[target_of[sq]];
    for (int c = 0; c < t->n; c++) {
        const PieceKind *k = &app.variant->kinds[choice_kind(&sel_moves[t->choice[c]])];
        if (k->letter && k->letter == letter)
            return c;
    }
    return -1;
}

/* Does some open choice (a promotion or transition cluster) answer to this key? */
static bool key_names_a_choice(SDL_Keycode key)
{
    for (int t = 0; t < ntargets; t++) {
        if (targets[t].n <= 1)
            continue;
        if (key >= SDLK_1 && key <= SDLK_9 && key - SDLK_1 < targets[t].n)
            return true;
        if (key >= SDLK_a && key <= SDLK_z && choice_by_letter(targets[t].to, (char)('a' + (key - SDLK_a))) >= 0)
            return true;
    }
    return false;
}

/* P passes the turn where the variant allows it (janggi), unless a promotion choice open
 * on the board takes the letter. */
static bool pass_key(void)
{
    if (!app.variant->rules.pass || !app_human_to_move() || focused_cluster() >= 0)
        return false;
    for (int i = 0; i < app.game->nlegal; i++)
        if (app.game->legal[i].type == MOVE_PASS) {
            Move m = app.game->legal[i];
            ui_board_deselect();
            if (!ask_before_pass(&m))
                app_play(&m);
            return true;
        }
    ui_toast(tr(S_PASS_NONE));
    return true;
}

bool ui_board_key(SDL_Keycode key)
{
    sync();
    if (key == SDLK_ESCAPE)
        return ui_board_deselect();
    if (key == SDLK_p && app.game && pass_key())
        return true;
    if (selected < 0) /* a hand's drops have no choices to pick by key */
        return false;
    /* while a choice is open, a piece's letter is never another command (N is the
     * knight, not New game): with several open and none pointed at, ask which */
    bool names_choice = key_names_a_choice(key);
    int sq = focused_cluster();
    if (sq < 0) {
        if (names_choice)
            ui_toast(tr(S_PROMOTION_WHICH));
        return names_choice;
    }
    /* a letter picks the piece with that FEN letter (Q, R, B, N, or a transition's
     * own); a digit picks by position, as the strip numbers them */
    int choice = -1;
    if (key >= SDLK_a && key <= SDLK_z)
        choice = choice_by_letter(sq, (char)('a' + (key - SDLK_a)));
    else if (key >= SDLK_1 && key <= SDLK_9 && key - SDLK_1 < targets[target_of[sq]].n)
        choice = key - SDLK_1;
    if (choice < 0) {
        if (names_choice)
            ui_toast(tr(S_PROMOTION_WHICH));
        return names_choice;
    }
    play_choice(sq, choice);
    return true;
}

/* ---- drawing -------------------------------------------------------------------- */

static void set_tooltip(SDL_Rect anchor, const char *text, bool below)
{
    snprintf(tip_text, sizeof tip_text, "%s", text);
    tip_anchor = anchor;
    tip_below = below;
}

static void draw_tooltip(SDL_Rect anchor, const char *text, bool below)
{
    int px = U(14), pad = U(8);
    int w = ren_text_width(px, true, text) + 2 * pad, h = ren_line_height(px) + pad;
    int x = anchor.x + anchor.w / 2 - w / 2, y = anchor.y - h - U(6);
    if (below || y < ui_lay.board.y)
        y = anchor.y + anchor.h + U(6);
    if (x < U(4))
        x = U(4);
    if (x + w > ui_lay.w - U(4))
        x = ui_lay.w - U(4) - w;
    SDL_Rect box = {x, y, w, h};
    ren_round_rect((SDL_Rect){x, y + U(2), w, h}, U(6), RGBA(0, 0, 0, 90));
    ren_round_rect(box, U(6), RGBA(0x20, 0x22, 0x26, 240));
    ren_text_in(px, true, text, box, ALIGN_CENTER, C_TEXT);
}

/* Seirawan's choices on one square: the move itself and each gate. "Nf3, gate the hawk on
 * g1" / "Nf3, no gating", the move in SAN. */
static void gating_label(const Move *m, char *buf, size_t size)
{
    const Game *g = app_board_game();
    Move plain = *m;
    plain.flags &= (uint8_t)((1u << MF_GATE_SHIFT) - 1); /* the move without its gate */
    char san[64], at[8];
    san_body(app.variant, &g->pos, g->legal, g->nlegal, &plain, san, sizeof san);
    int gate = move_gate(m);
    if (gate < 0) {
        snprintf(buf, size, tr(S_NO_GATE_FMT), san);
        return;
    }
    square_name(move_gate_square(m), at);
    snprintf(buf, size, tr(S_GATE_FMT), san, tr_piece(app.variant->kinds[gate].name), at);
}

/* Does a cluster hold gating choices (Seirawan)? They show no quadrant badges: a badge
 * reads as a capture or a jump, and a gate is neither. */
static bool gating_cluster(const Target *t)
{
    for (int i = 0; i < t->n; i++)
        if (move_gate(&sel_moves[t->choice[i]]) >= 0)
            return true;
    return false;
}

const char *ui_board_tooltip(void) { return tip_text; }

bool ui_board_cluster_badges(Square s)
{
    sync();
    return target_of[s] >= 0 && targets[target_of[s]].n > 1 && !gating_cluster(&targets[target_of[s]]);
}

static void choice_label(const Move *m, char *buf, size_t size)
{
    if (app.variant->rules.gating && m->type != MOVE_DROP && !m->become) {
        gating_label(m, buf, size);
        return;
    }
    if (m->type == MOVE_DROP) { /* a drop's choices: the piece in hand, or dropped promoted */
        const char *name = tr_piece(app.variant->kinds[m->become - 1].name);
        snprintf(buf, size, tr((m->flags & MF_PROMOTED_DROP) ? S_DROP_PROMOTED_FMT : S_DROP_FMT), name);
        return;
    }
    int mover = piece_kind(app_board_game()->pos.board[m->from]);
    int kind = m->become ? m->become - 1 : mover;
    const char *name = tr_piece(app.variant->kinds[kind].name);
    bool promo = false;
    const PieceKind *k = &app.variant->kinds[mover];
    for (int i = 0; i < k->npromo; i++)
        promo |= m->become == k->promo_to[i] + 1;
    bool demote = m->become && k->demotes_to == m->become - 1; /* a promoted form back to its base */
    snprintf(buf, size, tr(demote ? S_DEMOTE_FMT : promo ? S_PROMOTE_FMT : S_BECOMES_FMT), name);
}

/* In the margin, never under a piece (ui_coords.h). */
void ui_board_draw_coordinates(void) { ui_coords_draw(); }

/* One quadrant of a cluster: the icon of the piece it gives, and its marker shape as
 * a badge in the square's outer corner, so the shape and the piece read together
 * without hovering. */
static void draw_cluster_choice(SDL_Rect qr, int q, int kind, bool black, bool with_badge)
{
    int icon = qr.w * 78 / 100;
    /* the icon leans towards the middle of the square, the badge sits outside it */
    int ix = qr.x + (q & 1 ? 0 : qr.w - icon);
    int iy = qr.y + (q >> 1 ? 0 : qr.h - icon);
    ui_draw_piece(kind, black, (SDL_Rect){ix, iy, icon, icon}, 255);
    if (!with_badge)
        return;
    int b = qr.w * 48 / 100;
    SDL_Rect badge = {qr.x + (q & 1 ? qr.w - b : 0), qr.y + (q >> 1 ? qr.h - b : 0), b, b};
    ren_disc(badge.x + b / 2, badge.y + b / 2, b / 2, RGBA(255, 255, 255, 170));
    ren_image(assets_marker((Marker)q, b), badge, 255);
}

static void draw_cluster(const Target *t, SDL_Rect r)
{
    bool hovered = hover_sq == t->to;
    const Move *first = &sel_moves[t->choice[0]];
    Color mover = piece_color(app_board_game()->pos.board[first->from]);
    /* a light veil keeps the choices readable; a piece being captured there still
     * shows through it (and between the choices), so the capture is not hidden */
    ren_rect(r, RGBA(255, 255, 255, app_board_game()->pos.board[t->to] ? 96 : 70));
    for (int q = 0; q < 4 && q < t->n; q++) {
        SDL_Rect qr = quadrant_rect(r, q);
        int kind = choice_kind(&sel_moves[t->choice[q]]);
        if (hovered && hover_q == q) {
            /* the choice under the mouse: its piece, full size, on amber */
            ren_round_rect((SDL_Rect){qr.x + 1, qr.y + 1, qr.w - 2, qr.h - 2}, qr.w / 5, RGBA(0xff, 0xd5, 0x2e, 200));
            ui_draw_piece(kind, mover == BLACK, qr, 255);
            continue;
        }
        draw_cluster_choice(qr, q, kind, mover == BLACK, !gating_cluster(t));
    }
    if (hovered && hover_q >= 0 && hover_q < t->n) {
        char label[96];
        choice_label(&sel_moves[t->choice[hover_q]], label, sizeof label);
        SDL_Rect bar;
        int c;
        bool strip_above = strip_sq == t->to && strip_geometry(&bar, &c) && bar.y < r.y;
        set_tooltip(r, label, strip_above);
    }
}

/* The pass, offered on the royal piece's own square: a small "Pass" label on it. */
static void draw_pass_badge(SDL_Rect r)
{
    int px = r.w / 5 > U(10) ? r.w / 5 : U(10);
    int w = ren_text_width(px, true, tr(S_PASS)) + px, h = ren_line_height(px) + U(2);
    SDL_Rect pill = {r.x + (r.w - w) / 2, r.y + r.h - h - r.h / 16, w, h};
    ren_round_rect(pill, h / 2, RGBA(0x26, 0x28, 0x2d, 225));
    ren_text_in(px, true, tr(S_PASS), pill, ALIGN_CENTER, RGBA(0xff, 0xff, 0xff, 255));
}

static void draw_strip(void)
{
    SDL_Rect bar;
    int c;
    if (!strip_geometry(&bar, &c))
        return;
    const Target *t = &targets[target_of[strip_sq]];
    ren_round_rect((SDL_Rect){bar.x, bar.y + U(3), bar.w, bar.h}, U(8), RGBA(0, 0, 0, 90));
    ren_round_rect(bar, U(8), RGBA(0x26, 0x28, 0x2d, 245));
    Color mover = piece_color(app_board_game()->pos.board[sel_moves[t->choice[0]].from]);
    for (int i = 0; i < t->n; i++) {
        const Move *m = &sel_moves[t->choice[i]];
        SDL_Rect cell = {bar.x + c / 8 + i * c, bar.y + c / 8, c, c};
        if (i == hover_strip)
            ren_round_rect(cell, U(6), C_CARD_HOVER);
        int kind = m->become ? m->become - 1 : piece_kind(app_board_game()->pos.board[m->from]);
        ui_draw_piece(kind, mover == BLACK, cell, 255);
        if (i < 9) {
            char num[2] = {(char)('1' + i), 0};
            ren_text(U(11), true, num, cell.x + U(3), cell.y + U(1), C_DIM);
        }
    }
    if (hover_strip >= 0) {
        char label[96];
        choice_label(&sel_moves[t->choice[hover_strip]], label, sizeof label);
        SDL_Rect cell = {bar.x + c / 8 + hover_strip * c, bar.y, c, bar.h};
        set_tooltip(cell, label, false);
    }
}

/* A highlight on a square: the square tinted, or on a board of lines a round spot on
 * its intersection. */
static void mark(SDL_Rect sr, RenColor c)
{
    if (ui_lines_board())
        ui_lines_mark(sr, c);
    else
        ren_rect(sr, c);
}

/* The premove waiting for the computer's reply: its squares in red. */
static void draw_premove(void)
{
    SDL_Rect r;
    if (!has_premove)
        return;
    if (ui_board_square_rect(premove.from, &r))
        mark(r, RGBA(0xd0, 0x4f, 0x2f, 120));
    if (ui_board_square_rect(premove.to, &r))
        mark(r, RGBA(0xd0, 0x4f, 0x2f, 120));
}

/* The squares a victory condition sends a piece to (the hill, the last rank), and where
 * pieces may choose to promote (shogi's last three ranks, each side's own). */
static void draw_zones(void)
{
    const Layout *L = &ui_lay;
    uint64_t goal[CSM_SQUARES / 64];
    if (varstate_goal_squares(app.variant, goal))
        for (int r = 0; r < L->ranks; r++)
            for (int f = 0; f < L->files; f++) {
                SDL_Rect sr;
                if (varstate_has(goal, sq_make(f, r)) && ui_board_square_rect(sq_make(f, r), &sr))
                    mark(sr, C_GOAL_ZONE);
            }
    uint64_t promo[CSM_SQUARES / 64];
    if (varstate_optional_promotion_squares(app.variant, promo))
        for (int r = 0; r < L->ranks; r++)
            for (int f = 0; f < L->files; f++) {
                SDL_Rect sr;
                if (varstate_has(promo, sq_make(f, r)) && ui_board_square_rect(sq_make(f, r), &sr))
                    mark(sr, RGBA(0x6b, 0x3d, 0x12, 34));
            }
}

static Move hint_shown; /* the hint drawn under the pieces: its arrow goes over them */
static bool hint_on;

/* Walls (a FEN's '*'): squares no piece may enter, drawn as dark stone blocks. */
static void draw_walls(const Position *pos)
{
    if (!pos->has_walls)
        return;
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++) {
            SDL_Rect sr;
            if (!pos_is_wall(pos, sq_make(f, r)) || !ui_board_square_rect(sq_make(f, r), &sr))
                continue;
            if (app.variant->rules.walls == WALLS_DUCK) { /* the wall is the duck, on its square */
                ren_image(assets_piece("duck", false, sr.w), sr, 255);
                continue;
            }
            int in = SDL_max(U(2), sr.w / 12);
            ren_rect(sr, RGBA(0x3a, 0x34, 0x30, 255));
            ren_round_rect((SDL_Rect){sr.x + in, sr.y + in, sr.w - 2 * in, sr.h - 2 * in}, in, RGBA(0x5c, 0x54, 0x4d, 255));
        }
}

/* The board's frame (a soft shadow) and its squares, or its lines (xiangqi, janggi). */
static void draw_squares(const Layout *L)
{
    /* a soft shadow and frame around the board */
    SDL_Rect frame = {L->board.x - U(6), L->board.y - U(6), L->board.w + U(12), L->board.h + U(12)};
    ren_round_rect((SDL_Rect){frame.x, frame.y + U(4), frame.w, frame.h}, U(10), RGBA(0, 0, 0, 70));
    ren_round_rect(frame, U(10), C_BOARD_FRAME);
    if (ui_lines_board())
        ui_lines_draw_board(ui_board_square_rect);
    else if (ui_grid_board())
        ui_grid_draw_board();
    else
        for (int r = 0; r < L->ranks; r++)
            for (int f = 0; f < L->files; f++) {
                SDL_Rect sr;
                ui_board_square_rect(sq_make(f, r), &sr);
                ren_rect(sr, (f + r) % 2 ? C_SQ_LIGHT : C_SQ_DARK);
            }
}

/* The last move's squares, in the position shown (`shown_ply` moves played). */
static void draw_last_move(const Game *g, int shown_ply)
{
    if (shown_ply > 0) {
        const Move *last = &g->moves[shown_ply - 1];
        SDL_Rect a, b;
        if (ui_board_square_rect(last->from, &a))
            mark(a, C_LAST_MOVE);
        if (last->to != last->from && ui_board_square_rect(last->to, &b))
            mark(b, C_LAST_MOVE);
        if (last->type == MOVE_CASTLE) { /* the rook's squares too, each tinted once (in Chess960
                                          * the king may stay, or land where a rook stood) */
            Square rook_from = last->capture_sq, rook_to = move_castle_partner_to(last);
            if (rook_from != last->from && rook_from != last->to && ui_board_square_rect(rook_from, &a))
                mark(a, C_LAST_MOVE);
            if (rook_to != last->from && rook_to != last->to && rook_to != rook_from && ui_board_square_rect(rook_to, &b))
                mark(b, C_LAST_MOVE);
        }
    }
}

/* The hint's squares, under the pieces (its arrow is drawn over them, from hint_shown). */
static void draw_hint_squares(const Layout *L)
{
    Move hint;
    if (engine_hint(&hint)) {
        /* the hint: both squares tinted blue, framed so it reads over the last move */
        SDL_Rect hr;
        int t = SDL_max(U(3), L->sq / 18);
        Square sq[2] = {hint.from, hint.to};
        for (int i = 0; i < (hint.to != hint.from ? 2 : 1); i++)
            if (ui_board_square_rect(sq[i], &hr)) {
                mark(hr, C_HINT);
                ren_frame(hr, t, C_HINT_LINE);
            }
        hint_shown = hint;
        hint_on = true;
    }
}

/* Whether any piece of the variant is drawn otherwise once promoted: only then is the
 * game replayed, each frame, to learn which pieces were. */
static bool draws_promoted(const Variant *v)
{
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].promoted_icon[0])
            return true;
    return false;
}

static void draw_pieces(const Layout *L, const Position *shown, int shown_ply)
{
    uint64_t promoted[CSM_SQUARES / 64] = {0}; /* pieces that became what they are (a turned-over bia) */
    const Game *g = app_board_game();
    if (draws_promoted(g->v))
        game_promoted_squares(g, shown_ply, promoted);
    for (int r = 0; r < L->ranks; r++)
        for (int f = 0; f < L->files; f++) {
            Square s = sq_make(f, r);
            Piece p = shown->board[s];
            if (!p)
                continue;
            SDL_Rect pr;
            ui_board_square_rect(s, &pr);
            if (!app_browsing() && ui_anim_hides(s))
                continue; /* drawn sliding in, below */
            bool lifted = dragging && s == selected;
            ui_draw_piece_promoted(piece_kind(p), piece_color(p) == BLACK, (promoted[s >> 6] >> (s & 63)) & 1, pr,
                                   lifted ? 90 : 255);
        }
}

/* The markers of the selected piece's (or hand piece's) moves, and its clusters. */
static void draw_markers(const Layout *L)
{
    /* markers */
    for (int i = 0; i < ntargets; i++) {
        const Target *t = &targets[i];
        SDL_Rect r;
        ui_board_square_rect(t->to, &r);
        if (t->marker == UI_MARK_CLUSTER)
            draw_cluster(t, r);
        else if (sel_moves[t->choice[0]].type == MOVE_PASS)
            draw_pass_badge(r); /* clicking the royal piece again passes */
        else if (t->marker == MARK_CAPTURE && app_board_game()->pos.board[t->to]) {
            /* over the piece it would take, the cross sits in the top right corner: the
             * piece stays readable (a xiangqi disc was hidden under a full-size cross) */
            int side = r.w * 9 / 20;
            SDL_Rect corner = {r.x + r.w - side, r.y, side, side};
            ren_image(assets_marker(MARK_CAPTURE, side), corner, 255);
        } else {
            ren_image(assets_marker((Marker)t->marker, L->sq), r, 255);
        }
    }
}

void ui_board_draw(void)
{
    hint_on = false;
    sync();
    const Game *g = app.game;
    if (!g)
        return;
    const Layout *L = &ui_lay;
    tip_text[0] = '\0';
    draw_squares(L);
    draw_zones();
    Position shown_buf;
    int shown_ply;
    const Position *shown = app_shown_position(&shown_buf, &shown_ply);
    if (placing_wall) /* the move made, waiting for its wall */
        shown = &wall_preview;
    draw_walls(shown);
    draw_premove();
    draw_last_move(app_board_game(), shown_ply); /* a variation shows its own last move */
    draw_hint_squares(L);
    SDL_Rect sel;
    if (selected >= 0 && ui_board_square_rect((Square)selected, &sel))
        mark(sel, C_SELECTED);
    if ((selected >= 0 || selected_hand >= 0) && hover_sq >= 0 && target_of[hover_sq] >= 0) {
        SDL_Rect hr;
        ui_board_square_rect((Square)hover_sq, &hr);
        mark(hr, C_HOVER_TARGET);
    }
    ui_board_draw_coordinates();
    for (int i = 0; i < ncheck; i++) {
        SDL_Rect cr;
        ui_board_square_rect(check_sq[i], &cr);
        ren_glow(cr, C_CHECK);
    }
    draw_pieces(L, shown, shown_ply);
    ui_stands_draw(shown, selected_hand);
    if (!app_browsing()) /* browsing, the panel says which move the board shows (ui_panel.c) */
        ui_anim_draw(ui_board_square_rect);
    draw_drawings();
    SDL_Rect ha, hb;
    if (hint_on && hint_shown.from != hint_shown.to && ui_board_square_rect(hint_shown.from, &ha) &&
        ui_board_square_rect(hint_shown.to, &hb)) /* the hint as an arrow too, as lichess shows it */
        ui_analysis_arrow(ha, hb, hb.w / 8.0f, RGBA(0x1f, 0x6f, 0xe0, 190));
    ui_analysis_draw_board(ui_board_square_rect, L->board); /* the analysis' arrows and bar */
    if (selected >= 0) {
        int t = U(3) > L->sq / 22 ? U(3) : L->sq / 22;
        if (ui_lines_board()) /* a ring around the piece on its intersection */
            ui_lines_ring(sel, t, C_SELECT_LINE);
        else
            ren_frame(sel, t, C_SELECT_LINE);
    }
    draw_markers(L);
    draw_strip();
    SDL_Rect d = {drag_x - L->sq / 2, drag_y - L->sq / 2, L->sq, L->sq};
    if (dragging && selected >= 0) {
        Piece p = app_board_game()->pos.board[selected];
        if (p)
            ui_draw_piece(piece_kind(p), piece_color(p) == BLACK, d, 255);
    } else if (dragging && selected_hand >= 0) { /* a piece dragged from the hand */
        ui_draw_piece(selected_hand, app_board_game()->pos.side == BLACK, d, 255);
    }
    if (tip_text[0])
        draw_tooltip(tip_anchor, tip_text, tip_below);
}
