/* ui_setup.c — the board editor (see ui_setup.h). */
#include "ui_setup.h"

#include "app.h"
#include "diag.h"
#include "assets.h"
#include "fen.h"
#include "i18n.h"
#include "rules.h"
#include "ui_kit.h"
#include "ui_board.h"
#include "ui_editor.h"

#include <stdio.h>
#include <string.h>

enum { TOOL_ERASER = -1 };

static bool active;
static Position pos;          /* the position being edited */
static int tool_kind;         /* a kind, or TOOL_ERASER */
static bool tool_black;
static char problem[1200];     /* why "Play from here" refused, "" when it did not */
static int hover_id = -1;     /* 0..4 the buttons, 100 + chip */
static bool paused_computer;  /* the editor paused the computer: Cancel lets it go on */
static Editor fen_field;      /* the position as a FEN, to type or paste into */
static bool fen_focused;      /* keys go to the FEN field */

typedef enum SetupButton { BTN_CLEAR, BTN_START, BTN_SIDE, BTN_PLAY, BTN_CANCEL, NBUTTONS } SetupButton;
static const char *const button_names[NBUTTONS] = {"clear", "start", "side", "play", "cancel"};

/* ---- the position ------------------------------------------------------------------- */

static void show_fen(void);

static bool setup_position(Position *out)
{
    return fen_parse(app.variant, app.variant->setup, out, "setup", NULL);
}

void ui_setup_open(void)
{
    if (!app.game || !app.variant)
        return;
    active = true;
    pos = app.game->pos;
    tool_kind = 0;
    tool_black = false;
    problem[0] = '\0';
    ui_board_deselect();
    fen_focused = false;
    show_fen();
    SDL_StartTextInput();
    /* the computer does not move under the editor */
    paused_computer = app_computer_to_move();
    if (paused_computer)
        app_pause();
}

static void cancel(void)
{
    active = false;
    fen_focused = false;
    editor_free(&fen_field);
    if (paused_computer)
        app_continue();
    paused_computer = false;
}

void ui_setup_close(void) { cancel(); }
bool ui_setup_active(void) { return active; }
const char *ui_setup_problem(void) { return problem; }

/* Castling rights of the setup whose king and partner still stand on their squares. */
static void keep_castling(Position *p)
{
    Position sp;
    p->castling = 0;
    if (!setup_position(&sp))
        return;
    for (int c = 0; c < 2; c++)
        for (int wing = 0; wing < 2; wing++) {
            int bit = 1 << (c * 2 + wing);
            int k = sp.castle_king[c], r = sp.castle_partner[c][wing];
            if (!(sp.castling & bit) || k < 0 || r < 0)
                continue;
            if (p->board[k] == sp.board[k] && p->board[r] == sp.board[r]) {
                p->castling |= (uint8_t)bit;
                p->castle_king[c] = sp.castle_king[c];
                p->castle_partner[c][wing] = sp.castle_partner[c][wing];
            }
        }
}

/* The edited position as it will be played: rights fixed up, no en passant. */
static void playable(Position *p)
{
    *p = pos;
    keep_castling(p);
    p->ep_square = p->ep_victim = NO_SQUARE;
    p->halfmove = 0;
    p->fullmove = 1;
    p->checks[0] = p->checks[1] = 0;
    p->hash = pos_compute_hash(p);
}

void ui_setup_fen(char *buf, size_t size)
{
    Position p;
    playable(&p);
    fen_write(app.variant, &p, buf, size);
}

static int royal_count(const Position *p, Color c)
{
    int n = 0;
    for (int k = 0; k < app.variant->nkinds; k++)
        if (app.variant->kinds[k].royal)
            n += p->kind_count[c][k];
    return n;
}

/* Why the position cannot be played (into `problem`), or true when it can. */
static bool check_position(const Position *p)
{
    Position sp;
    bool have_setup = setup_position(&sp);
    for (int c = 0; c < 2; c++) {
        if (have_setup && royal_count(&sp, (Color)c) > 0 && royal_count(p, (Color)c) == 0) {
            snprintf(problem, sizeof problem, tr(S_SETUP_NO_ROYAL_FMT), tr_side(app.variant, c));
            return false;
        }
    }
    Position q = *p;
    Color waiting = color_flip((Color)p->side);
    if (royal_count(p, waiting) > 0 && rules_in_check(app.variant, &q, waiting)) {
        snprintf(problem, sizeof problem, tr(S_SETUP_IN_CHECK_FMT), tr_side(app.variant, waiting));
        return false;
    }
    return true;
}

/* The FEN field shows the position as it stands (unless the player is typing in it). */
static void show_fen(void)
{
    if (fen_focused)
        return;
    char fen[2048];
    ui_setup_fen(fen, sizeof fen);
    editor_set(&fen_field, fen);
    fen_field.caret = fen_field.anchor = (int)strlen(fen);
}

/* Enter in the FEN field: the board takes the position typed or pasted there. */
static void apply_fen(void)
{
    char fen[2048];
    snprintf(fen, sizeof fen, "%s", fen_field.text ? fen_field.text : "");
    fen[strcspn(fen, "\r\n")] = '\0';
    DiagSink d;
    diag_init(&d);
    Position p;
    if (fen_parse(app.variant, fen, &p, "FEN", &d)) {
        pos = p;
        problem[0] = '\0';
        fen_focused = false;
        show_fen();
    } else {
        diag_first(&d, problem, sizeof problem, "not a FEN of this variant");
    }
    diag_free(&d);
}

static void play_from_here(void)
{
    Position p;
    playable(&p);
    problem[0] = '\0';
    if (!check_position(&p))
        return;
    char fen[2048], err[1200];
    fen_write(app.variant, &p, fen, sizeof fen);
    if (!app_new_game(fen, err, sizeof err)) {
        /* game_new's own diagnostics: the FEN does not fit the variant */
        snprintf(problem, sizeof problem, "%s", err);
        return;
    }
    active = false;
    paused_computer = false;
}

static void place(int sq)
{
    if (pos.board[sq])
        pos_remove(&pos, (Square)sq);
    if (tool_kind != TOOL_ERASER)
        pos_put(&pos, (Square)sq, piece_make(tool_kind, tool_black ? BLACK : WHITE));
    problem[0] = '\0';
    show_fen();
}

static void erase_at(int sq)
{
    if (pos.board[sq])
        pos_remove(&pos, (Square)sq);
    problem[0] = '\0';
    show_fen();
}

static void press(SetupButton b)
{
    Position sp;
    problem[0] = '\0';
    switch (b) {
    case BTN_CLEAR: {
        uint8_t side = pos.side;
        int32_t vars[CSM_MAX_VARS];
        memcpy(vars, pos.vars, sizeof vars);
        pos_init(&pos, app.variant->files, app.variant->ranks);
        pos.side = side;
        memcpy(pos.vars, vars, sizeof vars);
        break;
    }
    case BTN_START:
        if (setup_position(&sp))
            pos = sp;
        break;
    case BTN_SIDE: pos.side = (uint8_t)color_flip((Color)pos.side); break;
    case BTN_PLAY: play_from_here(); break;
    case BTN_CANCEL: cancel(); break;
    default: break;
    }
    if (active && b != BTN_PLAY)
        show_fen();
}

/* ---- layout ------------------------------------------------------------------------- */

typedef struct Geo {
    SDL_Rect title, help, chips[2 * CSM_MAX_KINDS + 1], button[NBUTTONS], fen_caption, fen, problem;
    int nchips;
} Geo;

/* Chip i: kinds in White, then in Black, then the eraser. */
static void chip_piece(int i, int *kind, bool *black)
{
    int n = app.variant->nkinds;
    *kind = i < 2 * n ? i % n : TOOL_ERASER;
    *black = i >= n && i < 2 * n;
}

static void geometry(Geo *g)
{
    SDL_Rect P = ui_lay.panel;
    int p = U(18), x = P.x + p, w = P.w - 2 * p, y = P.y + p;
    g->title = (SDL_Rect){x, y, w, ren_line_height(U(20))};
    y += g->title.h + U(4);
    g->help = (SDL_Rect){x, y, w, ren_line_height(U(12)) * 2};
    y += g->help.h + U(12);
    int n = app.variant->nkinds;
    g->nchips = 2 * n + 1;
    int chip = U(40), gap = U(4);
    int per_row = SDL_max(1, (w + gap) / (chip + gap));
    if (per_row > n && n > 0)
        per_row = n + 1; /* one colour a row when it fits, the eraser after White */
    for (int i = 0; i < g->nchips; i++) {
        /* White's pieces, then Black's on new rows; the eraser last */
        int row, col;
        if (i < n) {
            row = i / per_row;
            col = i % per_row;
        } else {
            int rows_white = (n + per_row - 1) / per_row;
            int j = i - n;
            row = rows_white + j / per_row;
            col = j % per_row;
        }
        g->chips[i] = (SDL_Rect){x + col * (chip + gap), y + row * (chip + gap), chip, chip};
    }
    y = g->chips[g->nchips - 1].y + chip + U(16);
    int bh = U(36), gap2 = U(8), bw = (w - gap2) / 2;
    g->button[BTN_CLEAR] = (SDL_Rect){x, y, bw, bh};
    g->button[BTN_START] = (SDL_Rect){x + bw + gap2, y, bw, bh};
    y += bh + gap2;
    g->button[BTN_SIDE] = (SDL_Rect){x, y, w, bh};
    y += bh + U(16);
    g->fen_caption = (SDL_Rect){x, y, w, ren_line_height(U(13))};
    y += g->fen_caption.h + U(6);
    g->fen = (SDL_Rect){x, y, w, ren_line_height(U(14)) + U(16)};
    y += g->fen.h + U(12);
    g->problem = (SDL_Rect){x, y, w, ren_line_height(U(13)) * 4};
    int by = P.y + P.h - p - bh;
    g->button[BTN_PLAY] = (SDL_Rect){x, by, bw, bh};
    g->button[BTN_CANCEL] = (SDL_Rect){x + bw + gap2, by, bw, bh};
}

bool ui_setup_button_rect(const char *name, SDL_Rect *r)
{
    Geo g;
    if (!active)
        return false;
    geometry(&g);
    if (!strcmp(name, "eraser")) {
        *r = g.chips[g.nchips - 1];
        return true;
    }
    if (!strcmp(name, "fen")) {
        *r = g.fen;
        return true;
    }
    for (int i = 0; i < NBUTTONS; i++)
        if (!strcmp(name, button_names[i])) {
            *r = g.button[i];
            return true;
        }
    return false;
}

bool ui_setup_palette_rect(const char *kind_name, bool black, SDL_Rect *r)
{
    Geo g;
    if (!active)
        return false;
    geometry(&g);
    int k = variant_find_kind(app.variant, kind_name);
    if (k < 0)
        return false;
    *r = g.chips[k + (black ? app.variant->nkinds : 0)];
    return true;
}

/* ---- drawing ------------------------------------------------------------------------- */

void ui_setup_draw(void)
{
    if (!active)
        return;
    const Layout *L = &ui_lay;
    SDL_Rect frame = {L->board.x - U(6), L->board.y - U(6), L->board.w + U(12), L->board.h + U(12)};
    ren_round_rect(frame, U(10), C_ACCENT);
    for (int r = 0; r < L->ranks; r++)
        for (int f = 0; f < L->files; f++) {
            SDL_Rect sr;
            Square s = sq_make(f, r);
            ui_board_square_rect(s, &sr);
            ren_rect(sr, (f + r) % 2 ? C_SQ_LIGHT : C_SQ_DARK);
            if (pos.board[s])
                ui_draw_piece(piece_kind(pos.board[s]), piece_color(pos.board[s]) == BLACK, sr, 255);
        }
    ui_board_draw_coordinates();
    Geo g;
    geometry(&g);
    ren_rect(L->panel, C_PANEL);
    ren_rect((SDL_Rect){L->panel.x, L->panel.y, 1, L->panel.h}, C_LINE);
    ren_text_fit(U(20), true, tr(S_SETUP_TITLE), g.title.x, g.title.y, g.title.w, C_TEXT);
    ren_text_wrap(U(12), false, tr(S_SETUP_HELP), g.help, 2, C_DIM, true);
    for (int i = 0; i < g.nchips; i++) {
        int kind;
        bool black;
        chip_piece(i, &kind, &black);
        SDL_Rect c = g.chips[i];
        bool chosen = kind == tool_kind && (kind == TOOL_ERASER || black == tool_black);
        ren_round_rect(c, U(6), chosen ? C_ACCENT : hover_id == 100 + i ? C_CARD_HOVER : C_CARD);
        SDL_Rect in = {c.x + U(3), c.y + U(3), c.w - U(6), c.h - U(6)};
        if (kind == TOOL_ERASER)
            ren_image(assets_marker(MARK_CAPTURE, in.w), in, 255);
        else
            ui_draw_piece(kind, black, in, 255);
    }
    ui_button(g.button[BTN_CLEAR], tr(S_SETUP_CLEAR), hover_id == BTN_CLEAR, true, false);
    ui_button(g.button[BTN_START], tr(S_SETUP_START), hover_id == BTN_START, true, false);
    char side[128];
    snprintf(side, sizeof side, tr(S_TO_MOVE_FMT), tr_side(app.variant, pos.side));
    ui_button(g.button[BTN_SIDE], side, hover_id == BTN_SIDE, true, false);
    ren_text(U(13), true, tr(S_SETUP_FEN_CAPTION), g.fen_caption.x, g.fen_caption.y, C_DIM);
    editor_draw(&fen_field, g.fen);
    if (fen_focused)
        ren_round_frame(g.fen, U(8), 2, C_ACCENT, RGBA(0, 0, 0, 0));
    if (problem[0])
        ren_text_wrap(U(13), false, problem, g.problem, 4, C_DANGER, true);
    ui_button(g.button[BTN_PLAY], tr(S_SETUP_PLAY), hover_id == BTN_PLAY, true, true);
    ui_button(g.button[BTN_CANCEL], tr(S_CANCEL), hover_id == BTN_CANCEL, true, false);
}

/* ---- events --------------------------------------------------------------------------- */

/* A key while the FEN field has the focus: Enter applies it, Escape leaves it. */
static bool fen_key(const SDL_Keysym *k, SDL_Rect box)
{
    if (k->sym == SDLK_RETURN || k->sym == SDLK_KP_ENTER) {
        apply_fen();
        return true;
    }
    if (k->sym == SDLK_ESCAPE) {
        fen_focused = false;
        show_fen();
        return true;
    }
    editor_key(&fen_field, k, box);
    return true;
}

static int hit(const Geo *g, int x, int y)
{
    for (int i = 0; i < NBUTTONS; i++)
        if (in_rect(g->button[i], x, y))
            return i;
    for (int i = 0; i < g->nchips; i++)
        if (in_rect(g->chips[i], x, y))
            return 100 + i;
    return -1;
}

bool ui_setup_event(const SDL_Event *e, int mx, int my)
{
    if (!active)
        return false;
    Geo g;
    geometry(&g);
    switch (e->type) {
    case SDL_KEYDOWN:
        if (fen_focused)
            return fen_key(&e->key.keysym, g.fen);
        if (e->key.keysym.sym == SDLK_ESCAPE) {
            cancel();
            return true;
        }
        return false;
    case SDL_TEXTINPUT:
        if (fen_focused)
            editor_text_input(&fen_field, e->text.text, g.fen);
        return fen_focused;
    case SDL_MOUSEMOTION: {
        return ui_track_hover(&hover_id, hit(&g, mx, my));
    }
    case SDL_MOUSEBUTTONDOWN: {
        int sq = ui_board_square_at(mx, my);
        if (e->button.button == SDL_BUTTON_RIGHT) {
            if (sq >= 0)
                erase_at(sq);
            return sq >= 0;
        }
        if (e->button.button != SDL_BUTTON_LEFT)
            return false;
        if (in_rect(g.fen, mx, my)) {
            fen_focused = true;
            editor_click(&fen_field, g.fen, mx, my, (SDL_GetModState() & KMOD_SHIFT) != 0);
            return true;
        }
        if (fen_focused) { /* a click elsewhere leaves the field as the position shows it */
            fen_focused = false;
            show_fen();
        }
        int h = hit(&g, mx, my);
        if (h >= 100) {
            chip_piece(h - 100, &tool_kind, &tool_black);
        } else if (h >= 0) {
            press((SetupButton)h);
        } else if (sq >= 0) {
            place(sq);
        } else {
            return false;
        }
        return true;
    }
    default: return false;
    }
}
