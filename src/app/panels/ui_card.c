/* ui_card.c — the piece card of a scripted piece (see ui_card.h). */
#include "ui_card.h"

#include "app.h"
#include "board_focus.h"
#include "assets.h"
#include "board.h"
#include "i18n.h"
#include "rules.h"
#include "ui_kit.h"

#include <stdio.h>
#include <string.h>

/* The card being shown, recomputed when the piece, the variant or the game changes. */
static struct {
    const Variant *variant;
    unsigned revision;
    int kind;
    Color owner;
    Square origin;
    uint8_t mark[CSM_SQUARES];
} card = {.kind = -1};

int ui_card_square(void)
{
    if (!app.game)
        return -1;
    int s = board_focus_selected();
    if (s < 0)
        s = board_focus_hovered();
    return s >= 0 && app.game->pos.board[s] ? s : -1;
}

bool ui_card_active(void)
{
    int s = ui_card_square();
    if (s < 0)
        return false;
    const PieceKind *k = &app.variant->kinds[piece_kind(app.game->pos.board[s])];
    return k->program && !k->shape;
}

/* Runs the program from `origin` on `pos` and marks what activates. */
static void run(Position *pos, Square origin, int enemy_on)
{
    Move moves[CSM_MAX_PIECE_MOVES];
    CsmRuntimeError err;
    memset(&err, 0, sizeof err);
    int n = rules_piece_moves(app.variant, pos, origin, moves, CSM_MAX_PIECE_MOVES, &err);
    for (int i = 0; i < n; i++) {
        const Move *m = &moves[i];
        if (enemy_on < 0) {
            card.mark[m->to] |= m->type == MOVE_SHIFT ? CARD_SHIFT : m->type == MOVE_JUMP ? CARD_JUMP : CARD_MOVE;
        } else if (m->type == MOVE_JUMP) {
            card.mark[m->to] |= CARD_JUMP;
        } else if ((m->flags & MF_CAPTURE) && m->capture_sq == enemy_on) {
            card.mark[m->capture_sq] |= CARD_CAPTURE;
        }
    }
}

static void compute(int kind, Color owner)
{
    const Variant *v = app.variant;
    card.variant = v;
    card.revision = app.revision;
    card.kind = kind;
    card.owner = owner;
    memset(card.mark, 0, sizeof card.mark);
    /* White from just below the middle, Black from just above it (the mirror square) */
    int f = (v->files - 1) / 2, r = (v->ranks - 1) / 2;
    if (owner == BLACK) {
        f = v->files - 1 - f;
        r = v->ranks - 1 - r;
    }
    card.origin = sq_make(f, r);
    Position pos;
    pos_init(&pos, v->files, v->ranks);
    memcpy(pos.vars, app.game->pos.vars, sizeof pos.vars); /* the game's state, as it is now */
    pos.side = (uint8_t)owner;
    pos_put(&pos, card.origin, piece_make(kind, owner));
    pos.hash = pos_compute_hash(&pos);
    run(&pos, card.origin, -1);
    /* captures and jumps need a piece: one enemy on each square in turn */
    Piece enemy = piece_make(kind, color_flip(owner));
    for (int rr = 0; rr < v->ranks; rr++)
        for (int ff = 0; ff < v->files; ff++) {
            Square s = sq_make(ff, rr);
            if (s == card.origin)
                continue;
            pos_put(&pos, s, enemy);
            run(&pos, card.origin, s);
            pos_remove(&pos, s);
        }
}

static bool sync(void)
{
    int s = ui_card_square();
    if (s < 0 || !ui_card_active())
        return false;
    Piece p = app.game->pos.board[s];
    if (card.variant != app.variant || card.revision != app.revision || card.kind != piece_kind(p) ||
        card.owner != piece_color(p))
        compute(piece_kind(p), piece_color(p));
    return true;
}

int ui_card_mark(Square s) { return sync() ? card.mark[s] : 0; }
int ui_card_origin(void) { return sync() ? card.origin : -1; }

/* The grid: the whole board, right of the card, its cells square. */
static SDL_Rect grid_rect(SDL_Rect c)
{
    int files = app.variant->files, ranks = app.variant->ranks;
    int side_h = c.h - U(20), side_w = c.w / 2;
    int cell = SDL_max(1, SDL_min(side_h / ranks, side_w / files));
    return (SDL_Rect){c.x + c.w - U(12) - cell * files, c.y + (c.h - cell * ranks) / 2, cell * files, cell * ranks};
}

bool ui_card_cell_rect(SDL_Rect c, Square s, SDL_Rect *r)
{
    if (!sync() || sq_file(s) >= app.variant->files || sq_rank(s) >= app.variant->ranks)
        return false;
    SDL_Rect g = grid_rect(c);
    int cell = g.w / app.variant->files;
    bool flip = app_board_flipped();
    int col = flip ? app.variant->files - 1 - sq_file(s) : sq_file(s);
    int row = flip ? sq_rank(s) : app.variant->ranks - 1 - sq_rank(s);
    *r = (SDL_Rect){g.x + col * cell, g.y + row * cell, cell, cell};
    return true;
}


const char *ui_card_piece_name(int kind)
{
    const PieceKind *k = &app.variant->kinds[kind];
    if (k->name_ko[0] && i18n_lang() != LANG_KO && app.variant->korean_names_first) {
        static char both[CSM_NAME_MAX + 80]; /* janggi: 차 · Chariot */
        snprintf(both, sizeof both, "%s · %s", k->name_ko, tr_piece(k->name));
        return both;
    }
    return k->name_ko[0] && i18n_lang() == LANG_KO ? k->name_ko : tr_piece(k->name);
}

void ui_card_header(int kind, Color owner, int x, int y, int text_w)
{
    const PieceKind *k = &app.variant->kinds[kind];
    int icon = U(40);
    ui_draw_piece(kind, owner == BLACK, (SDL_Rect){x, y, icon, icon}, 255);
    char name[CSM_NAME_MAX + 8];
    snprintf(name, sizeof name, "%s", ui_card_piece_name(kind));
    if (name[0] >= 'a' && name[0] <= 'z')
        name[0] = (char)(name[0] - 'a' + 'A');
    int tx = x + icon + U(8), tw = text_w - icon - U(8);
    int h16 = ren_line_height(U(16)), h12 = ren_line_height(U(12));
    int ty = y + (icon - h16 - h12) / 2;
    ren_text_fit(U(16), true, name, tx, ty, tw, C_TEXT);
    char num[32], line[96];
    snprintf(num, sizeof num, "%g", k->value);
    snprintf(line, sizeof line, tr(S_SHAPE_VALUE_FMT), num);
    ren_text_fit(U(12), false, line, tx, ty + h16, tw, C_DIM);
}

/* Cells are small: a move is a plain dot (a swirl would not read at this size); the
 * capture X, jump arrow and shift square are the board's markers. A square both moved
 * to and captured on shows the dot inside the X. */
static void draw_mark(SDL_Rect r, int mark)
{
    if (mark & CARD_MOVE)
        ren_disc(r.x + r.w / 2, r.y + r.h / 2, SDL_max(2, r.w * 22 / 100), RGB(0x3a, 0x3c, 0x38));
    if (mark & CARD_SHIFT)
        ren_image(assets_marker(MARK_SHIFT, r.w), r, 255);
    if (mark & CARD_JUMP)
        ren_image(assets_marker(MARK_JUMP, r.w), r, 255);
    if (mark & CARD_CAPTURE)
        ren_image(assets_marker(MARK_CAPTURE, r.w), r, 255);
}

void ui_card_draw(SDL_Rect c)
{
    if (!sync())
        return;
    ren_round_rect(c, U(10), C_CARD);
    SDL_Rect g = grid_rect(c);
    ren_rect((SDL_Rect){g.x - 1, g.y - 1, g.w + 2, g.h + 2}, C_LINE);
    for (int r = 0; r < app.variant->ranks; r++)
        for (int f = 0; f < app.variant->files; f++) {
            SDL_Rect cr;
            Square s = sq_make(f, r);
            ui_card_cell_rect(c, s, &cr);
            ren_rect(cr, (f + r) % 2 ? C_SQ_LIGHT : C_SQ_DARK);
            if (s == card.origin) {
                ren_rect(cr, C_SELECT_LINE);
                ui_draw_piece(card.kind, card.owner == BLACK, cr, 255);
            } else if (card.mark[s]) {
                draw_mark(cr, card.mark[s]);
            }
        }
    /* left of the grid: the piece, its value, what the grid is, a legend */
    int x = c.x + U(12), y = c.y + U(12);
    int text_w = g.x - U(12) - x;
    int icon = U(40);
    ui_card_header(card.kind, card.owner, x, y, text_w);
    ren_text_fit(U(12), false, tr(S_CARD_TITLE), x, y + icon + U(6), text_w, C_DIM);
    /* legend: the marks that appear, each with its word */
    static const struct {
        int bit;
        StrId word;
    } legend[] = {{CARD_MOVE, S_CARD_MOVE},
                  {CARD_CAPTURE, S_CARD_CAPTURE},
                  {CARD_JUMP, S_CARD_JUMP},
                  {CARD_SHIFT, S_CARD_SHIFT}};
    int seen = 0;
    for (int s = 0; s < CSM_SQUARES; s++)
        seen |= card.mark[s];
    int sw = U(14), lx = x, ly = c.y + c.h - U(10) - sw;
    for (size_t i = 0; i < sizeof legend / sizeof legend[0]; i++) {
        if (!(seen & legend[i].bit))
            continue;
        const char *word = tr(legend[i].word);
        int need = sw + U(4) + ren_text_width(U(11), false, word);
        if (lx + need > x + text_w && lx > x) {
            lx = x;
            ly -= sw + U(3);
        }
        SDL_Rect sr = {lx, ly, sw, sw};
        ren_rect(sr, C_SQ_LIGHT);
        draw_mark(sr, legend[i].bit);
        lx += sw + U(4);
        lx += ren_text_in(U(11), false, word, (SDL_Rect){lx, ly, SDL_max(0, x + text_w - lx), sw}, ALIGN_LEFT, C_TEXT) +
              U(8);
    }
    if (!seen)
        ren_text_fit(U(11), false, tr(S_CARD_NONE), x, ly, text_w, C_DIM);
}
