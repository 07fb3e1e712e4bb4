/* ui_panel.c — the side panel (see ui_panel.h). */
#include "ui_panel.h"
#include "ui_analysis.h"
#include "ui_review.h"
#include "ui_variations.h"

#include "app.h"
#include "netgame.h"
#include "board_focus.h"
#include "endtext.h"
#include "engine.h"
#include "extengine.h"
#include "gametitle.h"
#include "i18n.h"
#include "movelabels.h"
#include "notation.h"
#include "san.h"
#include "score.h"
#include "shape.h"
#include "theme.h"
#include "varstate.h"
#include "ui_card.h"
#include "ui_hand.h"
#include "ui_sides.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const Command grid[] = {CMD_NEW_GAME, CMD_VARIANT,  CMD_UNDO,     CMD_REDO,       CMD_FLIP,      CMD_AUTOFLIP,
                               CMD_SAVE,     CMD_OPEN,     CMD_COPY_FEN, CMD_PLAYGROUND, CMD_EDIT_BOARD, CMD_SAVE_PGN};
enum { NGRID = sizeof grid / sizeof grid[0], GRID_COLS = 3 };

typedef struct Geo {
    SDL_Rect header, lang, settings, status, material, engine, engine_button, shape, moves_title, moves, hint;
    SDL_Rect act[2];      /* the status card's buttons: resign / offer draw, or accept / decline */
    SDL_Rect clock;       /* the two clocks (h 0 without a clock) */
    SDL_Rect state;       /* checks given, game variables (h 0 when the variant has none) */
    SDL_Rect chat;        /* a network game's last chat lines (h 0 without any) */
    SDL_Rect graph;       /* the review's evaluation graph under the move list (h 0 without one) */
    SDL_Rect summary;     /* under it, each player's inaccuracies, mistakes, blunders, average loss */
    SDL_Rect button[NGRID];
    int row_h;
    int material_row[2];  /* the material card's rows' heights: White's (the top one), Black's */
    HandFit hand_fit[2];  /* with hands in the panel: how each row lays its hand out */
} Geo;

/* button index, 100 + ply, 50 = lang, 51 = settings, 60 = the engine card's button,
 * 70 + i = the status card's button i; 80, 81, 82: the header, the status card and the
 * engine card's text (their tooltips) */
static int hover_id = -1;
static int scroll_px;          /* move list offset */
static unsigned seen_revision = ~0u;
static int seen_moves_h = -1;  /* the list's height when it was last scrolled into place */
static bool follow_end = true;

static StrId label_of(Command c)
{
    switch (c) {
    case CMD_NEW_GAME: return S_NEW_GAME;
    case CMD_VARIANT: return S_VARIANT;
    case CMD_UNDO: return S_UNDO;
    case CMD_REDO: return S_REDO;
    case CMD_FLIP: return S_FLIP;
    case CMD_AUTOFLIP: return S_AUTOFLIP;
    case CMD_SAVE: return S_SAVE;
    case CMD_OPEN: return S_OPEN;
    case CMD_COPY_FEN: return S_COPY_FEN;
    case CMD_PLAYGROUND: return S_PLAYGROUND;
    case CMD_EDIT_BOARD: return S_EDIT_BOARD;
    case CMD_SAVE_PGN: return S_SAVE_PGN;
    default: return S_LANG_TOGGLE;
    }
}

static int desc_lines(void) { return ui_lay.h > U(640) ? 2 : 1; }

/* ---- the selected piece's shape --------------------------------------------------- */

/* Half the grid's width in cells at most: a 17 x 17 grid still has readable cells. */
enum { SHAPE_VIEW_MAX = 8 };

/* The shape of the selected piece as the panel shows it. Offsets are the owner's
 * (+dy forward); on the screen they are turned the way the board shows that piece:
 * `sign` is -1 when exactly one of "the owner is Black" and "the board is flipped"
 * holds, so every dot sits where the piece would land as the player sees it. */
typedef struct ShapeView {
    int kind;
    Color owner;
    Square from;
    const ShapeOffset *offs;
    int n;
    int reach;    /* cells each side of the origin */
    int sign;     /* screen (right, up) = sign * (dx, dy) */
    bool clipped; /* some offsets lie beyond `reach` and could matter on this board */
} ShapeView;

static bool shape_view(ShapeView *sv)
{
    if (!app.game || !app.variant)
        return false;
    int sel = ui_card_square(); /* the selection, else the piece under the mouse */
    if (sel < 0)
        return false;
    Piece p = app.game->pos.board[sel];
    if (!p || !app.variant->kinds[piece_kind(p)].shape)
        return false;
    sv->kind = piece_kind(p);
    sv->owner = piece_color(p);
    sv->from = (Square)sel;
    sv->offs = shape_offsets(app.variant->kinds[sv->kind].shape, &sv->n);
    int far = 1;
    for (int i = 0; i < sv->n; i++) {
        far = SDL_max(far, abs(sv->offs[i].dx));
        far = SDL_max(far, abs(sv->offs[i].dy));
    }
    /* nothing beyond the board's own extent can ever be reached */
    int board_reach = SDL_max(1, SDL_max(app.variant->files, app.variant->ranks) - 1);
    int limit = SDL_min(SHAPE_VIEW_MAX, board_reach);
    sv->reach = SDL_min(far, limit);
    sv->clipped = far > sv->reach && sv->reach < board_reach;
    sv->sign = (sv->owner == BLACK) != app_board_flipped() ? -1 : 1;
    return true;
}

/* The grid's square in the card. */
static SDL_Rect shape_grid_rect(SDL_Rect card, int reach)
{
    int cells = 2 * reach + 1;
    int side = card.h - U(20);
    int cell = SDL_max(1, side / cells);
    side = cell * cells;
    return (SDL_Rect){card.x + card.w - U(12) - side, card.y + (card.h - side) / 2, side, side};
}

static SDL_Rect shape_cell(SDL_Rect box, int reach, int sx, int sy)
{
    int cell = box.w / (2 * reach + 1);
    return (SDL_Rect){box.x + (sx + reach) * cell, box.y + (reach - sy) * cell, cell, cell};
}

/* The engine card shows when a computer plays, or a hint is searched or shown: two
 * people without hints keep the room for the move list and the shape card. */
/* The analysis lines the computer's card shows under its first line. */
static int analysis_rows(void)
{
    if (!app.analysing || !app.game)
        return 0;
    SearchInfo lines[ENGINE_MAX_LINES];
    return engine_analysis(lines, ENGINE_MAX_LINES);
}

static bool engine_card_shown(void)
{
    Move m;
    return app.game && (opponent_computers(&app.opp) > 0 || engine_job() != JOB_NONE || engine_hint(&m) || app.analysing);
}

/* Clocks show in a hot-seat game with a time control. */
/* A network game's chat: its last CHAT_SHOWN lines, the newest at the bottom. */
enum { CHAT_SHOWN = 3 };
static int chat_lines(void)
{
    int n = netgame_stage() == NETGAME_OFF ? 0 : netgame_chat_count();
    return n < CHAT_SHOWN ? n : CHAT_SHOWN;
}

static bool clock_shown(void)
{
    Clock now = app_clock_now(); /* a network game's are the host's */
    return app.game && clock_on(&now) && opponent_computers(&app.opp) < 2;
}

/* The variant's state, one line each: checks given (Three-Check), game variables.
 * Returns how many lines there are; writes them (when `lines` is given) into
 * lines[i] of `size` bytes each. */
static int state_lines(char (*lines)[256], int *nlines, size_t size)
{
    if (!app.game || !app.variant)
        return 0;
    int n = 0;
    if (app.variant->tracks_checks) {
        if (lines) {
            char part[2][96];
            for (int side = 0; side < 2; side++) {
                int target = varstate_check_target(app.variant, side);
                const char *name = tr_side(app.variant, side);
                if (target > 0)
                    snprintf(part[side], sizeof part[side], tr(S_CHECKS_OF_FMT), name, app.game->pos.checks[side], target);
                else
                    snprintf(part[side], sizeof part[side], tr(S_CHECKS_FMT), name, app.game->pos.checks[side]);
            }
            snprintf(lines[n], size, "%s: %s · %s", tr(S_CHECKS_LABEL), part[0], part[1]);
        }
        n++;
    }
    if (app.variant->sym.nvars > 0) {
        if (lines) {
            char vars[200];
            varstate_vars_text(app.variant, &app.game->pos, vars, sizeof vars);
            snprintf(lines[n], size, "%s: %s", tr(S_VARS_LABEL), vars);
        }
        n++;
    }
    if (nlines)
        *nlines = n;
    return n;
}

void ui_panel_state_text(char *buf, size_t size)
{
    char lines[2][256];
    int n = 0;
    state_lines(lines, &n, sizeof lines[0]);
    if (!size)
        return;
    buf[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(buf + strlen(buf), size - strlen(buf), "%s%s", i ? "\n" : "", lines[i]);
}

/* What the status card's two buttons do now (CMD_COUNT: no button). */
static void status_commands(Command out[2])
{
    out[0] = out[1] = CMD_COUNT;
    if (!app.game)
        return;
    if (app.draw_offer) {
        out[0] = CMD_ACCEPT_DRAW;
        out[1] = CMD_DECLINE_DRAW;
    } else if (app_acting_side() >= 0) {
        out[0] = CMD_RESIGN;
        out[1] = CMD_OFFER_DRAW;
    }
}

/* The hands are shown here, unless the board puts them on stands beside it. */
static bool hands_in_panel(void)
{
    /* gating (Seirawan) keeps a hand too: its pieces are shown though never dropped */
    return app.variant && (app.variant->rules.hands || app.variant->rules.gating) && ui_lay.stand_cols == 0;
}

static void material_rows(Geo *g);

static void geometry(Geo *g)
{
    SDL_Rect P = ui_lay.panel;
    int p = U(18), x = P.x + p, w = P.w - 2 * p;
    int y = P.y + p;
    int title_h = ren_line_height(U(20));
    int desc_h = ren_line_height(U(13)) * desc_lines();
    g->header = (SDL_Rect){x, y, w, title_h + U(2) + desc_h};
    int lw = ren_text_width(U(12), true, tr(S_LANG_TOGGLE)) + U(18);
    g->lang = (SDL_Rect){x + w - lw, y + (title_h - U(24)) / 2, lw, U(24)};
    int sw = ren_text_width(U(12), true, tr(S_SETTINGS)) + U(18);
    g->settings = (SDL_Rect){g->lang.x - U(6) - sw, g->lang.y, sw, U(24)};
    y += g->header.h + U(14);
    g->status = (SDL_Rect){x, y, w, U(66)};
    int aw = SDL_min(U(104), w / 3), ah = (g->status.h - U(18)) / 2;
    for (int i = 0; i < 2; i++)
        g->act[i] = (SDL_Rect){x + w - aw - U(8), g->status.y + U(6) + i * (ah + U(6)), aw, ah};
    y += g->status.h + U(10);
    g->clock = (SDL_Rect){x, y, w, 0};
    if (clock_shown()) {
        g->clock.h = U(44);
        y += g->clock.h + U(10);
    }
    /* with hands, each row holds a hand's pieces at a size that reads and picks well */
    g->material = (SDL_Rect){x, y, w, 0};
    material_rows(g);
    y += g->material.h + U(10);
    g->state = (SDL_Rect){x, y, w, 0};
    int lines = state_lines(NULL, NULL, 0);
    if (lines > 0) {
        g->state.h = lines * ren_line_height(U(13)) + U(12);
        y += g->state.h + U(10);
    }
    g->chat = (SDL_Rect){x, y, w, 0};
    if (chat_lines() > 0) {
        g->chat.h = chat_lines() * ren_line_height(U(12)) + U(12);
        y += g->chat.h + U(10);
    }
    y += U(4);
    /* the computer's card, when there is something to say (see engine_card_shown) */
    g->engine = g->engine_button = (SDL_Rect){x, y, 0, 0};
    if (engine_card_shown()) {
        g->engine = (SDL_Rect){x, y - U(4), w, U(40) + analysis_rows() * ren_line_height(U(12))};
        int ebw = SDL_min(U(88), w / 3);
        g->engine_button = (SDL_Rect){x + w - ebw - U(5), g->engine.y + U(5), ebw, U(30)};
        y = g->engine.y + g->engine.h + U(14);
    }
    int bh = U(36), gap = U(8);
    /* three buttons a row: eleven commands in four rows leave the cards and the move
     * list their room */
    int rows = (NGRID + GRID_COLS - 1) / GRID_COLS;
    int hint_h = ren_line_height(U(11)) * 2;
    int grid_h = rows * bh + (rows - 1) * gap;
    int grid_y = P.y + P.h - p - hint_h - U(8) - grid_h;
    int graph_h = ui_review_shown() ? U(52) + U(10) : 0;
    int list_room = ren_line_height(U(13)) + U(6) + U(14) + 8 * U(26) + graph_h;
    if (grid_y - y < list_room + U(84) + U(10)) {
        /* short of room for the piece card and 8 rows of moves: lower buttons, and the
         * keys' line (the same keys are in docs/playing.md) folds away */
        bh = U(30);
        gap = U(6);
        hint_h = 0;
        grid_h = rows * bh + (rows - 1) * gap;
        grid_y = P.y + P.h - p - grid_h;
    }
    /* the piece card (a hovered or selected piece, or a shape piece's shape) has its
     * room whenever the list keeps a few rows, shown or not: the list then stays put as
     * the mouse crosses the board */
    g->shape = (SDL_Rect){x, y, w, 0};
    /* ... and the list keeps 8 rows (and the review's graph its place): with less room
     * the card folds away, as lichess's side cards do */
    int list_min = list_room;
    int card_h = SDL_min(U(128), grid_y - y - U(10) - list_min);
    if (card_h >= U(84)) {
        g->shape.h = card_h;
        y += card_h + U(10);
    }
    g->moves_title = (SDL_Rect){x, y, w, ren_line_height(U(13))};
    y += g->moves_title.h + U(6);
    int bw = (w - (GRID_COLS - 1) * gap) / GRID_COLS;
    for (int i = 0; i < NGRID; i++)
        g->button[i] = (SDL_Rect){x + (i % GRID_COLS) * (bw + gap), grid_y + (i / GRID_COLS) * (bh + gap), bw, bh};
    g->hint = (SDL_Rect){x, grid_y + grid_h + U(8), w, hint_h};
    int moves_h = grid_y - U(14) - y;
    g->graph = (SDL_Rect){x, y, w, 0};
    g->summary = (SDL_Rect){x, y, w, 0};
    if (graph_h > 0 && moves_h > U(60) + graph_h) { /* the review's graph under the list */
        /* and under it the players' summary, where the list keeps its 8 rows (else it
         * folds, as the card does: the moves come first) */
        int summary_h = 2 * ren_line_height(U(12));
        summary_h = moves_h - graph_h - summary_h >= 8 * U(26) ? summary_h : 0;
        g->graph = (SDL_Rect){x, grid_y - U(14) - summary_h - U(52), w, U(52)};
        g->summary = (SDL_Rect){x, grid_y - U(14) - summary_h + U(2), w, summary_h};
        moves_h -= graph_h + summary_h;
    }
    g->moves = (SDL_Rect){x, y, w, moves_h > U(30) ? moves_h : U(30)};
    g->row_h = U(26);
}

/* The engine card's button: Pause / Continue when the computer plays (and is not
 * waiting for a person), else Hint. */
static Command engine_command(void)
{
    int computers = opponent_computers(&app.opp);
    bool human = app_human_to_move();
    if (computers == 2 || (computers == 1 && !human && game_result(app.game)->status == GAME_ONGOING))
        return CMD_PAUSE;
    return app.analysing ? CMD_ANALYSE : CMD_HINT;
}

bool ui_panel_button_rect(Command c, SDL_Rect *r)
{
    Geo g;
    geometry(&g);
    if (c == CMD_LANG) {
        *r = g.lang;
        return true;
    }
    if (c == CMD_SETTINGS) {
        *r = g.settings;
        return true;
    }
    if (app.game && g.engine.w > 0 && c == engine_command()) {
        *r = g.engine_button;
        return true;
    }
    Command sc[2];
    status_commands(sc);
    for (int i = 0; i < 2; i++)
        if (sc[i] == c) {
            *r = g.act[i];
            return true;
        }
    for (int i = 0; i < NGRID; i++)
        if (grid[i] == c) {
            *r = g.button[i];
            return true;
        }
    return false;
}

/* ---- move list ------------------------------------------------------------------ */

static int start_side(void) { return app.game ? app.game->start.side : WHITE; }

/* Row and column of ply p (1-based) in the list. */
static void ply_cell(int ply, int *row, int *col)
{
    int idx = ply - 1 + start_side();
    *row = idx / 2;
    *col = idx % 2;
}

/* The game is over at its last move: the list ends with a result row. */
static bool has_result_row(void)
{
    return app.game && app.game->length == app.game->total && game_result(app.game)->status != GAME_ONGOING;
}

static int move_rows(void)
{
    if (!app.game || app.game->total == 0)
        return 0;
    int row, col;
    ply_cell(app.game->total, &row, &col);
    return row + 1;
}

static int row_count(void) { return move_rows() + (has_result_row() ? 1 : 0); }

void ui_panel_result_label(char *buf, size_t size)
{
    if (!has_result_row()) {
        snprintf(buf, size, "%s", "");
        return;
    }
    const GameResult *r = game_result(app.game);
    char sentence[256];
    end_sentence(app.variant, app.game, sentence, sizeof sentence);
    /* ½-½ as players write it (PGN files keep 1/2-1/2) */
    const char *score = r->status == GAME_DRAW ? "\u00bd-\u00bd" : game_status_text(r->status);
    snprintf(buf, size, "%s · %s", score, sentence);
}

/* The y of each row of the list from its top (a move row with the block of its comments
 * and variations under it); tops[rows] is the whole list's height. Kept until the game,
 * the view or the list's size change. */
static const int *row_tops(const Geo *g)
{
    static int *tops;
    static int cap, k_w = -1, k_rows = -1, k_rh = -1;
    static unsigned k_rev = ~0u, k_view = ~0u;
    int rows = row_count();
    if (tops && k_rev == app.revision && k_view == app.view_revision && k_w == g->moves.w && k_rows == rows &&
        k_rh == g->row_h)
        return tops;
    if (rows + 1 > cap) {
        int *t = realloc(tops, (size_t)(rows + 1) * sizeof *t);
        if (!t)
            return NULL; /* no room: plain rows */
        tops = t;
        cap = rows + 1;
    }
    int y = 0, mrows = move_rows();
    for (int r = 0; r < rows; r++) {
        tops[r] = y;
        y += g->row_h + (r < mrows ? ui_variations_height(r, g->moves.w) : 0);
    }
    tops[rows] = y;
    k_rev = app.revision;
    k_view = app.view_revision;
    k_w = g->moves.w;
    k_rows = rows;
    k_rh = g->row_h;
    return tops;
}

static int row_top(const Geo *g, int row)
{
    const int *t = row_tops(g);
    return t == NULL || row < 0 || row > row_count() ? row * g->row_h : t[row];
}

static void clamp_scroll(const Geo *g)
{
    int max = row_top(g, row_count()) - g->moves.h;
    if (max < 0)
        max = 0;
    if (scroll_px > max)
        scroll_px = max;
    if (scroll_px < 0)
        scroll_px = 0;
}

/* The ply whose row holds the move the board shows: a variation's is the row of the
 * game's move it branches from (it is written under that row). */
static int shown_row_ply(void)
{
    if (!app_browsing())
        return app.game->length;
    const StudyNode *n = app.view_node;
    while (n && n->parent && !study_on_main_line(n))
        n = n->parent;
    return n ? n->ply : 0;
}

/* Browsing (←, Home, a click on the review's graph): the move shown is scrolled into view. */
static void follow_view(const Geo *g)
{
    static unsigned seen_view = ~0u;
    if (seen_view == app.view_revision || !app.game)
        return;
    seen_view = app.view_revision;
    int row, col;
    ply_cell(SDL_max(1, shown_row_ply()), &row, &col);
    int top = row_top(g, row), bottom = row_top(g, row + 1);
    if (top < scroll_px)
        scroll_px = top;
    else if (bottom > scroll_px + g->moves.h)
        scroll_px = bottom - g->moves.h;
    clamp_scroll(g);
}

static void sync(const Geo *g)
{
    follow_view(g);
    if (seen_revision == app.revision && seen_moves_h == g->moves.h)
        return;
    seen_revision = app.revision;
    seen_moves_h = g->moves.h;
    /* keep the current move in view */
    if (app.game && app.game->length > 0) {
        int row, col;
        ply_cell(app.game->length, &row, &col);
        int top = row_top(g, row), bottom = top + g->row_h;
        if (has_result_row())
            bottom += g->row_h; /* the result row shows with the last move */
        if (follow_end || top < scroll_px || bottom > scroll_px + g->moves.h)
            scroll_px = bottom - g->moves.h;
    } else {
        scroll_px = 0;
    }
    follow_end = true;
    clamp_scroll(g);
}

static SDL_Rect cell_rect(const Geo *g, int row, int col)
{
    int num_w = U(44);
    int cw = (g->moves.w - num_w - U(8)) / 2;
    return (SDL_Rect){g->moves.x + num_w + col * (cw + U(4)), g->moves.y + row_top(g, row) - scroll_px, cw,
                      g->row_h};
}

bool ui_panel_move_rect(int ply, SDL_Rect *r)
{
    Geo g;
    geometry(&g);
    sync(&g);
    if (!app.game || ply < 1 || ply > app.game->total)
        return false;
    int row, col;
    ply_cell(ply, &row, &col);
    *r = cell_rect(&g, row, col);
    return r->y >= g.moves.y && r->y + r->h <= g.moves.y + g.moves.h;
}

static int ply_at(const Geo *g, int x, int y)
{
    if (!app.game || !in_rect(g->moves, x, y))
        return -1;
    for (int ply = 1; ply <= app.game->total; ply++) {
        int row, col;
        ply_cell(ply, &row, &col);
        if (in_rect(cell_rect(g, row, col), x, y))
            return ply;
    }
    return -1;
}

const char *ui_panel_move_label(int ply)
{
    if (!app.game || ply < 1 || ply > app.game->total)
        return "";
    /* in the settings' notation (each variant's own by default); a review's mark after it */
    const char *text = movelabels_ply(app.game, movelabels_notation(app.variant, app.notation_choice), ply - 1);
    const char *mark = ui_review_mark(ply - 1);
    if (!mark[0])
        return text;
    static char marked[160];
    snprintf(marked, sizeof marked, "%s%s", text, mark);
    return marked;
}

/* Stepping through the game: which move the board shows, and how to come back. */
static void browsing_text(char *text, size_t size)
{
    char num[32];
    const StudyNode *n = app_view_node();
    if (app.view_ply == 0) {
        snprintf(text, size, "%s", tr(S_BROWSING_START));
        return;
    }
    game_move_number(app.game, app.view_ply - 1, num, sizeof num);
    snprintf(text, size, tr(study_on_main_line(n) ? S_BROWSING_FMT : S_VARIATION_FMT), num, n->san);
}

/* The pill saying so, on the row of the move list's title, right of "Moves": never in the
 * board's margin, where it covered the coordinates along the top (issue 44). Its font
 * shrinks until the text fits beside the title. */
static bool browsing_pill(const Geo *g, char *text, size_t size, SDL_Rect *r, int *px)
{
    if (!app_browsing() || !app.game)
        return false;
    browsing_text(text, size);
    int left = g->moves_title.x + ren_text_width(U(13), true, tr(S_MOVES)) + U(10);
    int room = g->moves_title.x + g->moves_title.w - left;
    *px = U(12);
    while (*px > 8 && ren_text_width(*px, true, text) + U(16) > room)
        (*px)--;
    int w = SDL_min(ren_text_width(*px, true, text) + U(16), room), h = ren_line_height(*px) + U(4);
    *r = (SDL_Rect){g->moves_title.x + g->moves_title.w - w, g->moves_title.y + (g->moves_title.h - h) / 2, w, h};
    return w > 0;
}

static void draw_browsing_pill(const Geo *g)
{
    char text[320];
    SDL_Rect r;
    int px;
    if (!browsing_pill(g, text, sizeof text, &r, &px))
        return;
    ren_round_rect(r, r.h / 2, RGBA(0x1f, 0x6f, 0xd0, 230));
    ren_text_in(px, true, text, r, ALIGN_CENTER, RGBA(0xff, 0xff, 0xff, 255));
}

static void draw_moves(const Geo *g)
{
    ren_text(U(13), true, tr(S_MOVES), g->moves_title.x, g->moves_title.y, C_DIM);
    draw_browsing_pill(g);
    ren_round_rect((SDL_Rect){g->moves.x - U(6), g->moves.y - U(4), g->moves.w + U(12), g->moves.h + U(8)}, U(8),
                   RGB(0x1f, 0x21, 0x25));
    const Game *gm = app.game;
    if (!gm || gm->total == 0) {
        ren_text(U(14), false, tr(S_NO_MOVES_YET), g->moves.x + U(8), g->moves.y + U(6), C_DIM);
        return;
    }
    ren_clip(&g->moves);
    int fullmove0 = gm->start.fullmove > 0 ? gm->start.fullmove : 1;
    int rows = row_count();
    for (int row = 0; row < rows; row++) {
        int y = g->moves.y + row_top(g, row) - scroll_px;
        if (y + (row_top(g, row + 1) - row_top(g, row)) < g->moves.y || y > g->moves.y + g->moves.h)
            continue;
        if (row < move_rows())
            ui_variations_draw(row, g->moves.x, y + g->row_h, g->moves.w);
        if (row == move_rows()) {
            /* the result row: 1-0 and why, in words */
            char result[320];
            ui_panel_result_label(result, sizeof result);
            ren_text_fit(U(14), true, result, g->moves.x + U(12), y + (g->row_h - ren_line_height(U(14))) / 2,
                         g->moves.w - U(16), C_TEXT);
            continue;
        }
        if (row % 2)
            ren_rect((SDL_Rect){g->moves.x, y, g->moves.w, g->row_h}, RGBA(255, 255, 255, 8));
        char num[16];
        snprintf(num, sizeof num, "%d.", fullmove0 + row);
        ren_text_in(U(13), false, num, (SDL_Rect){g->moves.x + U(4), y, U(34), g->row_h}, ALIGN_RIGHT, C_DIM);
        for (int col = 0; col < 2; col++) {
            int ply = row * 2 + col + 1 - start_side();
            if (ply < 1 || ply > gm->total)
                continue;
            SDL_Rect c = cell_rect(g, row, col);
            /* the move the board shows (none of the main line's while a variation is shown) */
            bool current = app_browsing() ? study_on_main_line(app.view_node) && ply == app.view_ply : ply == gm->length;
            bool undone = ply > gm->length;
            if (current)
                ren_round_rect((SDL_Rect){c.x, c.y + U(2), c.w, c.h - U(4)}, U(5), C_ACCENT);
            else if (hover_id == 100 + ply)
                ren_round_rect((SDL_Rect){c.x, c.y + U(2), c.w, c.h - U(4)}, U(5), C_CARD_HOVER);
            const char *text = ui_panel_move_label(ply);
            ren_text_fit(U(14), current, text, c.x + U(8), c.y + (c.h - ren_line_height(U(14))) / 2, c.w - U(10),
                         current ? C_ON_ACCENT : undone ? C_DIM : C_TEXT);
        }
    }
    ren_clip(NULL);
    /* a thin scroll bar when the list is longer than its box */
    int content = row_top(g, rows);
    if (content > g->moves.h) {
        int bar_h = g->moves.h * g->moves.h / content;
        int bar_y = g->moves.y + (g->moves.h - bar_h) * scroll_px / (content - g->moves.h);
        ren_round_rect((SDL_Rect){g->moves.x + g->moves.w + U(1), bar_y, U(4), bar_h}, U(2), RGBA(255, 255, 255, 60));
    }
}

/* ---- status, material ----------------------------------------------------------- */

/* The status card's two lines: whose turn (or who won) and, under it, the move number,
 * a check, a draw offer or how the game ended; `c2`: the second line's colour. */
static void status_lines(char *line1, char *line2, size_t size, RenColor *c2)
{
    const Game *gm = app.game;
    const GameResult *res = game_result(gm);
    Square checks[8];
    *c2 = C_DIM;
    if (res->status != GAME_ONGOING) {
        end_title(app.variant, res, line1, size);
        end_sentence(app.variant, gm, line2, size);
        *c2 = C_ACCENT_HOVER;
        return;
    }
    snprintf(line1, size, tr(S_TO_MOVE_FMT), tr_side(app.variant, gm->pos.side));
    if (app.draw_offer) {
        int by = app.draw_offer - 1;
        snprintf(line1, size, "%s", tr(S_DRAW_OFFERED)); /* line 2 names who answers */
        snprintf(line2, size, tr(S_DRAW_ANSWER_FMT), tr_side(app.variant, !by));
        *c2 = C_TEXT;
    } else if (board_focus_check_squares(checks, 8) > 0) {
        snprintf(line2, size, "%s", tr(S_CHECK));
        *c2 = C_DANGER;
    } else {
        snprintf(line2, size, tr(S_MOVE_NUMBER_FMT), gm->pos.fullmove);
    }
}

void ui_panel_status_text(char *buf, size_t size)
{
    char line1[160], line2[160];
    RenColor c2;
    if (!app.game) {
        snprintf(buf, size, "%s", "");
        return;
    }
    status_lines(line1, line2, sizeof line1, &c2);
    snprintf(buf, size, "%s\n%s", line1, line2);
}

/* Where the status card's side mark sits (the winner's, or whose turn it is). */
static SDL_Rect status_mark(const Geo *g)
{
    return (SDL_Rect){g->status.x + U(16), g->status.y + g->status.h / 2 - U(14), U(28), U(28)};
}

/* Where the material card's mark of `side` sits, on its row. */
static SDL_Rect material_mark(const Geo *g, int side)
{
    int cy = g->material.y + (side ? g->material_row[WHITE] : 0) + g->material_row[side] / 2;
    return (SDL_Rect){g->material.x + U(18) - U(8), cy - U(8), U(16), U(16)};
}

static void draw_status(const Geo *g)
{
    const GameResult *res = game_result(app.game);
    bool over = res->status != GAME_ONGOING;
    Square checks[8];
    bool check = board_focus_check_squares(checks, 8) > 0;
    ren_round_rect(g->status, U(10), C_CARD);
    if (over)
        ren_round_rect((SDL_Rect){g->status.x, g->status.y, U(5), g->status.h}, U(2), C_ACCENT);
    else if (check)
        ren_round_rect((SDL_Rect){g->status.x, g->status.y, U(5), g->status.h}, U(2), C_DANGER);
    SDL_Rect mark = status_mark(g);
    int cx = mark.x + mark.w / 2, cy = mark.y + mark.h / 2;
    char line1[160], line2[160];
    RenColor c2;
    status_lines(line1, line2, sizeof line1, &c2);
    if (res->status == GAME_DRAW) {
        ui_side_mark(cx - U(5), cy, U(11), app.variant, WHITE);
        ui_side_mark(cx + U(5), cy, U(11), app.variant, BLACK);
    } else {
        int shown = over ? (res->status == GAME_WHITE_WINS ? WHITE : BLACK) : app.game->pos.side;
        ui_side_mark(cx, cy, U(14), app.variant, shown);
    }
    Command sc[2];
    status_commands(sc);
    int tx = g->status.x + U(56), tw = g->status.w - U(64);
    if (sc[0] != CMD_COUNT)
        tw = g->act[0].x - U(8) - tx;
    int h1 = ren_line_height(U(18)), h2 = ren_line_height(U(13));
    int ty = g->status.y + (g->status.h - h1 - h2) / 2;
    ren_text_fit(U(18), true, line1, tx, ty, tw, C_TEXT);
    ren_text_fit(U(13), check || over, line2, tx, ty + h1, tw, c2);
    if (hover_id == 81 && (ui_text_cut(U(18), true, line1, tw, 1) || ui_text_cut(U(13), check || over, line2, tw, 1))) {
        char all[330];
        snprintf(all, sizeof all, "%s\n%s", line1, line2);
        ui_tooltip(all);
    }
    static const StrId labels[] = {[CMD_RESIGN] = S_RESIGN, [CMD_OFFER_DRAW] = S_OFFER_DRAW,
                                   [CMD_ACCEPT_DRAW] = S_ACCEPT_DRAW, [CMD_DECLINE_DRAW] = S_DECLINE_DRAW};
    for (int i = 0; i < 2; i++)
        if (sc[i] != CMD_COUNT) {
            /* a thin ring: the card and a plain button share a colour */
            SDL_Rect ring = {g->act[i].x - 1, g->act[i].y - 1, g->act[i].w + 2, g->act[i].h + 2};
            ren_round_rect(ring, U(8) + 1, C_LINE);
            ui_button(g->act[i], tr(labels[sc[i]]), hover_id == 70 + i, ui_command_enabled(sc[i]),
                      sc[i] == CMD_ACCEPT_DRAW);
        }
}

/* ---- clocks and the variant's state ----------------------------------------------- */

void ui_panel_clock_face(int side, char *buf, size_t size)
{
    char periods[32];
    Clock now = app_clock_now();
    clock_face(app_clock_left(side), buf, size);
    clock_overtime_text(&now, side, periods, sizeof periods);
    if (periods[0]) /* in overtime: "0:21 2×30s" */
        snprintf(buf + strlen(buf), size - strlen(buf), " %s", periods);
}

static void draw_clock(const Geo *g)
{
    if (g->clock.h <= 0)
        return;
    int half = (g->clock.w - U(8)) / 2;
    bool on = game_result(app.game)->status == GAME_ONGOING;
    for (int side = 0; side < 2; side++) {
        SDL_Rect r = {g->clock.x + side * (half + U(8)), g->clock.y, half, g->clock.h};
        int64_t left = app_clock_left(side);
        bool running = on && app_clock_ticking() && app.game->pos.side == side;
        bool low = left < 10000;
        RenColor bg = running ? (low ? RGB(0x5a, 0x26, 0x24) : RGB(0x3d, 0x4a, 0x2e)) : C_CARD;
        ren_round_rect(r, U(10), bg);
        ui_side_mark(r.x + U(20), r.y + r.h / 2, U(9), app.variant, side);
        char face[32], periods[32];
        clock_face(left, face, sizeof face);
        RenColor fg = left <= 0 ? C_DANGER : running ? C_TEXT : C_DIM;
        ren_text_in(U(22), true, face, (SDL_Rect){r.x + U(36), r.y, r.w - U(48), r.h}, ALIGN_RIGHT, fg);
        Clock now = app_clock_now();
        clock_overtime_text(&now, side, periods, sizeof periods); /* byoyomi's periods, Canadian's moves */
        if (periods[0])
            ren_text_in(U(12), true, periods, (SDL_Rect){r.x + U(32), r.y, U(60), r.h}, ALIGN_LEFT, C_ACCENT_HOVER);
    }
}

bool ui_panel_chat_says(const char *text)
{
    int n = chat_lines(), first = netgame_chat_count() - n;
    for (int i = 0; i < n; i++)
        if (netgame_chat_line(first + i) && strstr(netgame_chat_line(first + i), text))
            return true;
    return false;
}

static void draw_chat(const Geo *g)
{
    if (g->chat.h <= 0)
        return;
    ren_round_rect(g->chat, U(10), C_CARD);
    int n = chat_lines(), first = netgame_chat_count() - n, lh = ren_line_height(U(12));
    for (int i = 0; i < n; i++) {
        const char *line = netgame_chat_line(first + i);
        int ly = g->chat.y + U(6) + i * lh;
        int mx, my;
        ui_mouse(&mx, &my);
        if (line && in_rect((SDL_Rect){g->chat.x, ly, g->chat.w, lh}, mx, my) &&
            ui_text_cut(U(12), false, line, g->chat.w - U(24), 1))
            ui_tooltip(line); /* a long line, whole */
        ren_text_fit(U(12), false, line ? line : "", g->chat.x + U(12), ly, g->chat.w - U(24), C_TEXT);
    }
}

static void draw_state(const Geo *g)
{
    if (g->state.h <= 0)
        return;
    char lines[2][256];
    int n = 0;
    state_lines(lines, &n, sizeof lines[0]);
    ren_round_rect(g->state, U(10), C_CARD);
    int lh = ren_line_height(U(13));
    for (int i = 0; i < n; i++)
        ren_text_fit(U(13), i == 0 && app.variant->tracks_checks, lines[i], g->state.x + U(12),
                     g->state.y + U(6) + i * lh, g->state.w - U(24), C_TEXT);
}

static int by_value_desc(const void *a, const void *b)
{
    const Piece *x = a, *y = b;
    double vx = app.variant->kinds[piece_kind(*x)].value, vy = app.variant->kinds[piece_kind(*y)].value;
    return vx < vy ? 1 : vx > vy ? -1 : piece_kind(*x) - piece_kind(*y);
}

static SDL_Rect captured_at[2]; /* the first captured icon of each side, as last drawn */
static SDL_Rect hand_at[2][CSM_MAX_KINDS]; /* each kind in each hand, as last drawn (w 0: none) */

bool ui_panel_hand_rect(int side, int kind, SDL_Rect *r)
{
    if (kind < 0 || kind >= CSM_MAX_KINDS || !hands_in_panel())
        return false;
    *r = hand_at[side & 1][kind];
    return r->w > 0;
}

bool ui_panel_captured_rect(int side, SDL_Rect *r)
{
    *r = captured_at[side & 1];
    return r->w > 0;
}

const char *ui_panel_side_label(Color side)
{
    return app.players[side][0] ? app.players[side] : tr_side(app.variant, side);
}

/* A side's points: its pieces' values, and a bonus the variant gives it on top
 * (janggi's Han: "72+1.5"); the total in *total. */
static void points_text(int side, double *total, char *buf, size_t size)
{
    double pieces = score_material(app.variant, &app.game->pos, (Color)side), bonus = app.variant->points_bonus[side];
    *total = pieces + bonus;
    if (bonus > 0)
        snprintf(buf, size, "%g+%g", pieces, bonus);
    else
        snprintf(buf, size, "%g", pieces);
}

void ui_panel_points_text(int side, char *buf, size_t size)
{
    double total;
    if (app.game)
        points_text(side & 1, &total, buf, size);
    else if (size)
        buf[0] = '\0';
}

/* What the head of each row of the material card writes: the sides' names (cut to a
 * third of the card), their points. */
typedef struct MaterialHead {
    const char *label[2];
    char points[2][48];
    double score[2];
    int name_w;
} MaterialHead;

static void material_head(SDL_Rect card, MaterialHead *h)
{
    int name_w = 0;
    for (int side = 0; side < 2; side++) {
        points_text(side, &h->score[side], h->points[side], sizeof h->points[side]);
        /* each side by its player's name when an opened PGN gives one, else by its colour */
        h->label[side] = ui_panel_side_label((Color)side);
        name_w = SDL_max(name_w, ren_text_width(U(13), false, h->label[side]));
    }
    h->name_w = SDL_min(name_w, card.w / 3);
}

/* "+4.5" for the side ahead on points, "" for the other. */
static void lead_text(const MaterialHead *h, int side, char *buf, size_t size)
{
    double diff = h->score[side] - h->score[!side];
    if (diff > 0)
        snprintf(buf, size, "+%g", diff);
    else if (size)
        buf[0] = '\0';
}

/* Where a side's pieces (its hand, or what it took) start in its row: after the head,
 * its lead written or (`lead_room`) room kept for one. */
static int material_pieces_x(SDL_Rect card, const MaterialHead *h, int side, bool lead_room)
{
    int x = card.x + U(32) + h->name_w + U(10);
    x += SDL_max(ren_text_width(U(15), true, h->points[side]), U(28)) + U(6);
    char lead[48];
    lead_text(h, side, lead, sizeof lead);
    int lead_w = lead[0] ? ren_text_width(U(12), true, lead) + U(8) : 0;
    if (lead_room) /* room for a lead of a few points that either side may take */
        lead_w = SDL_max(lead_w, ren_text_width(U(12), true, "+88.8") + U(8));
    return x + lead_w;
}

static void material_rows(Geo *g)
{
    g->material_row[WHITE] = g->material_row[BLACK] = U(36);
    if (app.game && hands_in_panel()) { /* each row as tall as its hand's lines */
        MaterialHead h;
        material_head(g->material, &h);
        for (int side = 0; side < 2; side++) {
            /* laid out as if ahead on points: the card keeps its height as the lead changes */
            int room = g->material.x + g->material.w - U(8) - material_pieces_x(g->material, &h, side, true);
            g->hand_fit[side] = ui_hand_fit(&app.game->pos, side, room);
            g->material_row[side] = ui_hand_row_h(g->hand_fit[side]);
        }
    }
    g->material.h = g->material_row[WHITE] + g->material_row[BLACK];
}

/* The pieces one side took (the other colour's), the most valuable first, from x on. */
static void draw_captured(const Geo *g, int side, int x, int y, int row_h, Piece *taken, int ntaken)
{
    int cy = y + row_h / 2, other = !side;
    qsort(taken, (size_t)ntaken, sizeof(Piece), by_value_desc);
    int icon = U(22), step = icon * 2 / 3;
    int maxx = g->material.x + g->material.w - U(8);
    int shown = 0;
    while (shown < ntaken && x + shown * step + icon <= maxx)
        shown++;
    captured_at[side] = (SDL_Rect){x, cy - icon / 2, shown ? icon : 0, shown ? icon : 0};
    if (other == BLACK && shown) {
        /* black pieces sit on a strip of the board's light colour, as on the board:
         * on the dark panel their dark bodies would vanish */
        int w = (shown - 1) * step + icon;
        ren_round_rect((SDL_Rect){x - U(2), cy - icon / 2 - U(2), w + U(4), icon + U(4)}, U(6),
                       theme_current()->sq_light);
    }
    for (int i = 0; i < ntaken; i++) {
        if (x + icon > maxx) {
            ren_text_in(U(12), true, "…", (SDL_Rect){x, y, U(12), row_h}, ALIGN_LEFT, C_DIM);
            break;
        }
        ui_draw_piece(piece_kind(taken[i]), other == BLACK, (SDL_Rect){x, cy - icon / 2, icon, icon}, 255);
        x += step;
    }
}

/* A side's mark, name, points and lead at the head of its row of the material card. */
static void draw_material_head(const Geo *g, const MaterialHead *h, int side, int y, int row_h)
{
    int cy = y + row_h / 2;
    SDL_Rect mark = material_mark(g, side);
    ui_side_mark(mark.x + U(8), mark.y + U(8), U(8), app.variant, side);
    ren_text_fit(U(13), false, h->label[side], g->material.x + U(32), cy - ren_line_height(U(13)) / 2, h->name_w,
                 app.players[side][0] ? C_TEXT : C_DIM);
    int sx = g->material.x + U(32) + h->name_w + U(10);
    int sw = ren_text_in(U(15), true, h->points[side], (SDL_Rect){sx, y, U(72), row_h}, ALIGN_LEFT, C_TEXT);
    char lead[48];
    lead_text(h, side, lead, sizeof lead);
    if (lead[0])
        ren_text_in(U(12), true, lead, (SDL_Rect){sx + SDL_max(sw, U(28)) + U(6), y, U(48), row_h}, ALIGN_LEFT,
                    C_ACCENT_HOVER);
}

static void draw_material(const Geo *g)
{
    const Game *gm = app.game;
    ren_round_rect(g->material, U(10), C_CARD);
    MaterialHead h;
    material_head(g->material, &h);
    /* pieces taken from each colour, from the undo records */
    static Piece taken[2][CSM_SQUARES];
    int ntaken[2] = {0, 0};
    for (int i = 0; i < gm->length; i++) {
        Piece p = gm->undos[i].captured;
        if (p && ntaken[piece_color(p)] < CSM_SQUARES)
            taken[piece_color(p)][ntaken[piece_color(p)]++] = p;
    }
    for (int side = 0; side < 2; side++) {
        int y = g->material.y + (side ? g->material_row[WHITE] : 0), row_h = g->material_row[side];
        draw_material_head(g, &h, side, y, row_h);
        int x = material_pieces_x(g->material, &h, side, false);
        captured_at[side] = (SDL_Rect){0, 0, 0, 0};
        if (app.variant->rules.hands && !hands_in_panel()) /* on the stands: the score only */
            continue;
        if (hands_in_panel()) /* what was taken is in the hand (Seirawan's: what it may gate): show it */
            ui_hand_draw(&gm->pos, side, g->hand_fit[side], (SDL_Rect){x, y, 0, row_h}, board_focus_selected_hand(),
                         hand_at[side]);
        else
            draw_captured(g, side, x, y, row_h, taken[!side], ntaken[!side]);
    }
    ren_rect((SDL_Rect){g->material.x + U(10), g->material.y + g->material_row[WHITE], g->material.w - U(20), 1},
             C_LINE);
}

/* ---- the engine card ------------------------------------------------------------------ */

/* "+0.35" from the thinking side's point of view, or "wins in 3". */
static void score_text(int score, char *buf, size_t size)
{
    if (search_score_is_mate(score)) {
        int n = search_mate_moves(score);
        snprintf(buf, size, tr(n > 0 ? S_MATE_IN_FMT : S_MATED_IN_FMT), n > 0 ? n : -n);
    } else {
        snprintf(buf, size, "%+.2f", score / 100.0);
    }
}

/* What the computer is doing, or who plays. */
static void engine_line(char *buf, size_t size, RenColor *color)
{
    SearchInfo info;
    bool got = engine_progress(&info);
    const char *side = tr_side(app.variant, app.game->pos.side);
    char score[64], move[80];
    *color = C_TEXT;
    switch (engine_job()) {
    case JOB_MOVE:
        if (got) {
            score_text(info.score, score, sizeof score);
            snprintf(buf, size, tr(S_THINKING_FMT), side, info.depth, score);
        } else {
            snprintf(buf, size, tr(S_THINKING_START_FMT), side);
        }
        return;
    case JOB_HINT:
        if (got)
            snprintf(buf, size, tr(S_HINT_SEARCHING_FMT), info.depth);
        else
            snprintf(buf, size, "%s", tr(S_HINT_SEARCHING));
        return;
    default: break;
    }
    if (engine_job() == JOB_REVIEW) {
        snprintf(buf, size, tr(S_REVIEWING_FMT), engine_review_done(), app.game->length + 1);
        return;
    }
    if (app.analysing) {
        SearchInfo best[ENGINE_MAX_LINES];
        const char *by = extengine_analysing() ? extengine_analyst_name() : NULL;
        GameResult final;
        int to_move;
        char ended[256];
        if (engine_analysis(best, ENGINE_MAX_LINES) > 0 && by) {
            snprintf(buf, size, tr(S_ANALYSIS_BY_FMT), best[0].depth, by);
        } else if (engine_analysis(best, ENGINE_MAX_LINES) > 0) {
            snprintf(buf, size, tr(S_ANALYSIS_FMT), best[0].depth, (int)(best[0].nps / 1000));
        } else if (engine_analysis_final(&final, &to_move)) {
            end_sentence_of(app.variant, &final, to_move, NULL, ended, sizeof ended);
            snprintf(buf, size, tr(S_ANALYSIS_FINAL_FMT), ended);
        } else
            snprintf(buf, size, "%s", tr(S_ANALYSIS_START));
        return;
    }
    Move hint;
    if (engine_hint(&hint)) {
        /* in the move list's notation: Nf3, g1f3, P-7f, C2.5... */
        const Move *last = app.game->length ? &app.game->moves[app.game->length - 1] : NULL;
        notation_write(movelabels_notation(app.variant, app.notation_choice), app.variant, &app.game->pos,
                       app.game->legal, app.game->nlegal, &hint, last, move, sizeof move);
        snprintf(buf, size, tr(S_HINT_FMT), move);
        *color = C_HINT_TEXT;
        return;
    }
    *color = C_DIM;
    int computers = opponent_computers(&app.opp);
    if (app.paused && computers > 0 && game_result(app.game)->status == GAME_ONGOING) {
        snprintf(buf, size, "%s", tr(S_PAUSED));
        *color = C_TEXT;
    } else if (computers == 2) {
        snprintf(buf, size, tr(S_COMPUTERS_FMT), tr_side(app.variant, WHITE), app.opp.level[WHITE],
                 tr_side(app.variant, BLACK), app.opp.level[BLACK]);
    } else if (computers == 1) {
        Color you = opponent_is_computer(&app.opp, WHITE) ? BLACK : WHITE;
        const char *engine = extengine_player_name();
        if (engine) /* another engine: its own options set its strength, not our level */
            snprintf(buf, size, tr(S_VS_ENGINE_FMT), tr_side(app.variant, you), engine);
        else
            snprintf(buf, size, tr(S_VS_COMPUTER_FMT), tr_side(app.variant, you), app.opp.level[!you]);
    } else {
        snprintf(buf, size, "%s", tr(S_HOT_SEAT));
    }
}

void ui_panel_engine_text(char *buf, size_t size)
{
    RenColor color;
    if (app.game)
        engine_line(buf, size, &color);
    else if (size)
        buf[0] = '\0';
}

static void draw_engine(const Geo *g)
{
    if (g->engine.w <= 0)
        return;
    ren_round_rect(g->engine, U(10), C_CARD);
    char line[200];
    RenColor color;
    engine_line(line, sizeof line, &color);
    if (engine_job() != JOB_NONE)
        ren_round_rect((SDL_Rect){g->engine.x, g->engine.y, U(5), g->engine.h}, U(2), C_HINT_LINE);
    int tx = g->engine.x + U(14), tw = g->engine_button.x - U(8) - tx;
    ren_text_fit(U(13), engine_job() != JOB_NONE, line, tx, g->engine.y + (U(40) - ren_line_height(U(13))) / 2, tw,
                 color);
    SearchInfo best[ENGINE_MAX_LINES];
    int n = app.analysing ? engine_analysis(best, ENGINE_MAX_LINES) : 0;
    for (int i = 0; i < n; i++) { /* the best lines, in the move list's notation */
        char text[400];
        ui_analysis_line_text(&best[i], text, sizeof text);
        ren_text_fit(U(12), i == 0, text, tx, g->engine.y + U(36) + i * ren_line_height(U(12)),
                     g->engine.x + g->engine.w - U(10) - tx, i == 0 ? C_TEXT : C_DIM);
    }
    if (hover_id == 82 && ui_text_cut(U(13), engine_job() != JOB_NONE, line, tw, 1))
        ui_tooltip(line);
    Command c = engine_command();
    const char *label = tr(c == CMD_HINT ? S_HINT : c == CMD_ANALYSE ? S_STOP : app.paused ? S_CONTINUE : S_PAUSE);
    ui_button(g->engine_button, label, hover_id == 60, ui_command_enabled(c), c == CMD_PAUSE && app.paused);
}

/* ---- the shape card ----------------------------------------------------------------- */

#define C_SHAPE_INK RGB(0x3a, 0x3c, 0x38)

/* A leap is a filled dot, a slide a ring (the cell's colour shows through). */
static void shape_mark(SDL_Rect c, bool slide, RenColor under)
{
    int cx = c.x + c.w / 2, cy = c.y + c.h / 2;
    int r = SDL_max(2, c.w * 34 / 100);
    ren_disc(cx, cy, r, C_SHAPE_INK);
    if (slide)
        ren_disc(cx, cy, r - SDL_max(1, c.w / 7), under);
}

static void draw_shape(const Geo *g)
{
    ShapeView sv;
    if (g->shape.h <= 0 || !shape_view(&sv))
        return;
    SDL_Rect card = g->shape;
    ren_round_rect(card, U(10), C_CARD);
    SDL_Rect box = shape_grid_rect(card, sv.reach);
    int R = sv.reach;
    /* the cells, coloured like the board squares around the piece */
    int parity = (sq_file(sv.from) + sq_rank(sv.from)) % 2;
    ren_rect((SDL_Rect){box.x - 1, box.y - 1, box.w + 2, box.h + 2}, C_LINE);
    for (int sy = -R; sy <= R; sy++)
        for (int sx = -R; sx <= R; sx++) {
            bool light = (parity + abs(sx) + abs(sy)) % 2 == 1;
            ren_rect(shape_cell(box, R, sx, sy), light ? C_SQ_LIGHT : C_SQ_DARK);
        }
    for (int i = 0; i < sv.n; i++) {
        int sx = sv.sign * sv.offs[i].dx, sy = sv.sign * sv.offs[i].dy;
        if (abs(sx) > R || abs(sy) > R)
            continue;
        bool light = (parity + abs(sx) + abs(sy)) % 2 == 1;
        shape_mark(shape_cell(box, R, sx, sy), sv.offs[i].slide, light ? C_SQ_LIGHT : C_SQ_DARK);
    }
    /* the origin: the piece's square, marked as the board marks a selection */
    SDL_Rect o = shape_cell(box, R, 0, 0);
    ren_rect(o, C_SELECT_LINE);
    if (o.w >= U(14))
        ui_draw_piece(sv.kind, sv.owner == BLACK, (SDL_Rect){o.x + 1, o.y + 1, o.w - 2, o.h - 2}, 255);

    /* left of the grid: the piece, its value, the legend */
    int x = card.x + U(12), y = card.y + U(12);
    int text_w = box.x - U(12) - x;
    int icon = U(40);
    ui_card_header(sv.kind, sv.owner, x, y, text_w);
    /* "Movement shape" (and how far it is drawn when it reaches further) */
    int cap_y = y + icon + U(8);
    if (sv.clipped) {
        char line[96];
        snprintf(line, sizeof line, tr(S_SHAPE_CLIPPED_FMT), R);
        ren_text_fit(U(12), false, line, x, cap_y, text_w, C_DIM);
    } else {
        ren_text_fit(U(12), false, tr(S_SHAPE_TITLE), x, cap_y, text_w, C_DIM);
    }
    /* legend: a leap dot and a slide ring on board-coloured swatches */
    int sw = U(14);
    int ly = card.y + card.h - U(12) - sw;
    int lx = x;
    for (int slide = 0; slide < 2; slide++) {
        SDL_Rect c = {lx, ly, sw, sw};
        ren_rect(c, C_SQ_LIGHT);
        shape_mark(c, slide, C_SQ_LIGHT);
        lx += sw + U(5);
        const char *word = tr(slide ? S_SHAPE_SLIDE : S_SHAPE_LEAP);
        lx += ren_text_in(U(12), false, word, (SDL_Rect){lx, ly, SDL_max(0, x + text_w - lx), sw}, ALIGN_LEFT,
                          C_TEXT) + U(12);
    }
}

bool ui_panel_shape_cell_rect(int sx, int sy, SDL_Rect *r)
{
    Geo g;
    geometry(&g);
    ShapeView sv;
    if (g.shape.h <= 0 || !shape_view(&sv) || abs(sx) > sv.reach || abs(sy) > sv.reach)
        return false;
    *r = shape_cell(shape_grid_rect(g.shape, sv.reach), sv.reach, sx, sy);
    return true;
}

void ui_panel_draw(void)
{
    if (!app.game)
        return;
    Geo g;
    geometry(&g);
    sync(&g);
    ren_rect(ui_lay.panel, C_PANEL);
    ren_rect((SDL_Rect){ui_lay.panel.x, ui_lay.panel.y, 1, ui_lay.panel.h}, C_LINE);
    /* header: the variant's name (with a Chess960 start's number) and description, the language switch */
    char name[256];
    gametitle_text(app.variant, app.game, name, sizeof name);
    ren_text_fit(U(20), true, name, g.header.x, g.header.y, g.settings.x - g.header.x - U(8), C_TEXT);
    int title_h = ren_line_height(U(20));
    const char *desc = tr_text(app.variant->description ? app.variant->description : "", app.variant->description_ko);
    ren_text_wrap(U(13), false, desc, (SDL_Rect){g.header.x, g.header.y + title_h + U(2), g.header.w, 0}, desc_lines(),
                  C_DIM, true);
    if (hover_id == 80) {
        bool name_cut = ui_text_cut(U(20), true, name, g.settings.x - g.header.x - U(8), 1);
        if (name_cut || ui_text_cut(U(13), false, desc, g.header.w, desc_lines())) {
            char all[2048];
            snprintf(all, sizeof all, "%s%s%s", name_cut ? name : "", name_cut ? "\n" : "", desc);
            ui_tooltip(all);
        }
    }
    ren_round_rect(g.lang, U(12), hover_id == 50 ? C_CARD_HOVER : C_CARD);
    ren_text_in(U(12), true, tr(S_LANG_TOGGLE), g.lang, ALIGN_CENTER, C_TEXT);
    ren_round_rect(g.settings, U(12), hover_id == 51 ? C_CARD_HOVER : C_CARD);
    ren_text_in(U(12), true, tr(S_SETTINGS), g.settings, ALIGN_CENTER, C_TEXT);
    draw_status(&g);
    draw_clock(&g);
    draw_material(&g);
    draw_state(&g);
    draw_chat(&g);
    draw_engine(&g);
    if (g.graph.h > 0)
        ui_review_draw_graph(g.graph);
    if (g.summary.h > 0)
        ui_review_draw_summary(g.summary);
    ShapeView sv;
    if (g.shape.h > 0 && !shape_view(&sv) && !ui_card_active()) {
        /* the card's room, empty: what will show there */
        ren_round_rect(g.shape, U(10), C_CARD);
        ren_text_wrap(U(13), false, tr(S_CARD_EMPTY), (SDL_Rect){g.shape.x + U(14), g.shape.y + U(12),
                      g.shape.w - U(28), 0}, 3, C_DIM, true);
    }
    draw_shape(&g);
    if (g.shape.h > 0 && ui_card_active())
        ui_card_draw(g.shape);
    draw_moves(&g);
    for (int i = 0; i < NGRID; i++) {
        Command c = grid[i];
        if (c == CMD_AUTOFLIP)
            ui_checkbox_button(g.button[i], tr(label_of(c)), app.autoflip, hover_id == i);
        else
            ui_button(g.button[i], tr(label_of(c)), hover_id == i, ui_command_enabled(c), c == CMD_NEW_GAME);
    }
    if (g.hint.h > 0)
        ren_text_wrap(U(11), false, tr(S_KEYS_HINT), g.hint, 2, C_DIM, true);
}

/* The move of a variation under (x, y) in the move list, or NULL. */
static StudyNode *variation_at(const Geo *g, int x, int y)
{
    if (!in_rect(g->moves, x, y))
        return NULL;
    for (int row = 0; row < move_rows(); row++) {
        int top = g->moves.y + row_top(g, row) - scroll_px + g->row_h, bottom = g->moves.y + row_top(g, row + 1) - scroll_px;
        if (y >= top && y < bottom)
            return ui_variations_hit(row, g->moves.x, top, g->moves.w, x, y);
    }
    return NULL;
}

static int hit(const Geo *g, int x, int y)
{
    if (in_rect(g->lang, x, y))
        return 50;
    if (in_rect(g->settings, x, y))
        return 51;
    if (g->engine.w > 0 && in_rect(g->engine_button, x, y))
        return 60;
    Command sc[2];
    status_commands(sc);
    for (int i = 0; i < 2; i++)
        if (sc[i] != CMD_COUNT && in_rect(g->act[i], x, y))
            return 70 + i;
    for (int i = 0; i < NGRID; i++)
        if (in_rect(g->button[i], x, y))
            return i;
    int ply = ply_at(g, x, y);
    if (ply > 0)
        return 100 + ply;
    if (in_rect(g->header, x, y))
        return 80;
    if (in_rect(g->status, x, y))
        return 81;
    if (g->engine.w > 0 && in_rect(g->engine, x, y))
        return 82;
    return -1;
}

bool ui_panel_mouse_down(int x, int y)
{
    if (!in_rect(ui_lay.panel, x, y) || !app.game)
        return false;
    for (int k = 0; hands_in_panel() && k < app.variant->nkinds; k++) {
        SDL_Rect r = hand_at[app.game->pos.side][k];
        if (r.w > 0 && in_rect(r, x, y)) {
            board_focus_select_hand(k);
            return true;
        }
    }
    Geo g;
    geometry(&g);
    sync(&g);
    if (g.graph.h > 0 && in_rect(g.graph, x, y)) { /* a point of the review's graph: that move */
        int ply = ui_review_ply_at(g.graph, x);
        if (ply >= 0)
            app_browse_to(study_main_node(&app.study, ply));
        return true;
    }
    StudyNode *var = variation_at(&g, x, y);
    if (var) { /* a move of a variation: its position */
        follow_end = false;
        app_browse_to(var);
        return true;
    }
    int id = hit(&g, x, y);
    if (id == 50)
        ui_command(CMD_LANG);
    else if (id == 51)
        ui_command(CMD_SETTINGS);
    else if (id == 60)
        ui_command(engine_command());
    else if (id == 70 || id == 71) {
        Command sc[2];
        status_commands(sc);
        if (ui_command_enabled(sc[id - 70]))
            ui_command(sc[id - 70]);
    }
    else if (id >= 0 && id < NGRID) {
        if (ui_command_enabled(grid[id]))
            ui_command(grid[id]);
    } else if (id > 100) {
        /* a move of the game: its position, the game staying as it is; a move taken back
         * (dimmed) is played again */
        follow_end = false;
        if (id - 100 <= app.game->length)
            app_browse_to(study_main_node(&app.study, id - 100));
        else
            app_goto(id - 100);
    }
    return true;
}

bool ui_panel_mouse_move(int x, int y)
{
    Geo g;
    geometry(&g);
    sync(&g);
    int id = in_rect(ui_lay.panel, x, y) ? hit(&g, x, y) : -1;
    if (id == hover_id)
        return false;
    hover_id = id;
    return true;
}

bool ui_panel_wheel(int x, int y, int dy)
{
    Geo g;
    geometry(&g);
    sync(&g);
    if (!in_rect(g.moves, x, y))
        return false;
    int before = scroll_px;
    scroll_px -= dy * g.row_h;
    clamp_scroll(&g);
    return scroll_px != before;
}

bool ui_panel_part_rect(const char *part, SDL_Rect *r)
{
    Geo g;
    geometry(&g);
    if (!strcmp(part, "moves"))
        *r = g.moves;
    else if (!strcmp(part, "card"))
        *r = g.shape;
    else if (!strcmp(part, "header"))
        *r = (SDL_Rect){g.header.x, g.header.y, g.header.w - g.lang.w - U(8), g.header.h};
    else if (!strcmp(part, "status"))
        *r = g.status;
    else if (!strcmp(part, "summary"))
        *r = g.summary;
    else if (!strcmp(part, "browsing")) {
        char text[320];
        int px;
        return browsing_pill(&g, text, sizeof text, r, &px);
    } else
        return false;
    return true;
}

SDL_Rect ui_panel_status_mark_rect(void)
{
    Geo g;
    geometry(&g);
    return status_mark(&g);
}

SDL_Rect ui_panel_material_mark_rect(int side)
{
    Geo g;
    geometry(&g);
    return material_mark(&g, side);
}

bool ui_panel_card_cell_rect(Square s, SDL_Rect *r)
{
    Geo g;
    geometry(&g);
    return g.shape.h > 0 && ui_card_active() && ui_card_cell_rect(g.shape, s, r);
}
