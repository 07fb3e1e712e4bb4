/* ui_playground.c — the playground (seed 004): the face-shaped `test` piece on a
 * board, a Chessembly editor beside it, and the markers recomputed on every keystroke.
 *
 * Every piece on the playground board runs the edited script (variant_from_script);
 * the markers shown are the activations of the selected piece (the test piece at
 * first), without legality filtering, as the seed's playground shows them. Clicking a
 * marker moves the piece, so transitions and set-state can be tried; the palette
 * under the board places other pieces to try captures and blocks. */
#include "ui_playground.h"

#include "assets.h"
#include "datadir.h"
#include "fen.h"
#include "i18n.h"
#include "notation.h"
#include "rules.h"
#include "theme.h"
#include "ui_kit.h"
#include "ui_editor.h"
#include "variant.h"
#include "variant_build.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_SHAPES = 64, NPALETTE = 9 };

typedef struct Sample {
    const char *name;
    const char *script;
} Sample;

/* The seed's examples (004), plus the face piece as the Playground variant ships it. */
static const Sample samples[] = {
    {"Face", "take-move(0, 1) repeat(1);   # straight ahead, as far as it likes\n"
             "take-move(1, 1);             # a diagonal step forward\n"
             "take-move(-1, 1);\n"
             "move(0, -1);                 # one step back, without capturing\n"},
    {"Alfil", "take-move(2, 2);\ntake-move(2, -2);\ntake-move(-2, 2);\ntake-move(-2, -2);\n"},
    {"Bishop", "take-move(1, 1) repeat(1);\ntake-move(1, -1) repeat(1);\ntake-move(-1, 1) repeat(1);\n"
               "take-move(-1, -1) repeat(1);\n"},
    {"Rook", "take-move(1, 0) repeat(1);\ntake-move(-1, 0) repeat(1);\ntake-move(0, 1) repeat(1);\n"
             "take-move(0, -1) repeat(1);\n"},
    {"Wasp", "take-move(0, 1) repeat(1);\nmove(1, -1) repeat(1);\nmove(-1, -1) repeat(1);\n"},
    {"Bouncing-Bishop",
     "do take-move(1, 1) while peek(0, 0) edge-right(1, 1) jne(0) take-move(-1, 1) repeat(1) label(0) edge-top(1, 1) "
     "jne(1) take-move(1, -1) repeat(1) label(1);\n"
     "do take-move(-1, 1) while peek(0, 0) edge-left(-1, 1) jne(0) take-move(1, 1) repeat(1) label(0) edge-top(-1, 1) "
     "jne(1) take-move(-1, -1) repeat(1) label(1);\n"
     "do take-move(1, -1) while peek(0, 0) edge-right(1, -1) jne(0) take-move(-1, -1) repeat(1) label(0) "
     "edge-bottom(1, -1) jne(1) take-move(1, 1) repeat(1) label(1);\n"
     "do take-move(-1, -1) while peek(0, 0) edge-left(-1, -1) jne(0) take-move(1, -1) repeat(1) label(0) "
     "edge-bottom(-1, -1) jne(1) take-move(-1, 1) repeat(1) label(1);\n"},
    {"Tempest-Rook", "take-move(1, 1) { take-move(1, 0) repeat(1) } { take-move(0, 1) repeat(1) };\n"
                     "take-move(-1, 1) { take-move(-1, 0) repeat(1) } { take-move(0, 1) repeat(1) };\n"
                     "take-move(1, -1) { take-move(1, 0) repeat(1) } { take-move(0, -1) repeat(1) };\n"
                     "take-move(-1, -1) { take-move(-1, 0) repeat(1) } { take-move(0, -1) repeat(1) };\n"},
    {"Windmill (state)", "if-state(mode, 0) set-state(mode, 1)\n"
                         "    { take-move(1, 1) repeat(1) }\n    { take-move(1, -1) repeat(1) }\n"
                         "    { take-move(-1, 1) repeat(1) }\n    { take-move(-1, -1) repeat(1) };\n\n"
                         "if-state(mode, 1) set-state(mode, 0)\n"
                         "    { take-move(1, 0) repeat(1) }\n    { take-move(-1, 0) repeat(1) }\n"
                         "    { take-move(0, 1) repeat(1) }\n    { take-move(0, -1) repeat(1) };\n"},
    {"Windmill (transition)",
     "piece(test) transition(windmill-bishop) move(0, 1); # one step forward turns it into a windmill\n\n"
     "piece(windmill-bishop) transition(windmill-rook)\n"
     "    { take-move(1, 1) repeat(1) }\n    { take-move(-1, 1) repeat(1) }\n"
     "    { take-move(1, -1) repeat(1) }\n    { take-move(-1, -1) repeat(1) };\n\n"
     "piece(windmill-rook) transition(windmill-bishop)\n"
     "    { take-move(1, 0) repeat(1) }\n    { take-move(0, 1) repeat(1) }\n"
     "    { take-move(-1, 0) repeat(1) }\n    { take-move(0, -1) repeat(1) };\n"},
};
enum { NSAMPLES = sizeof samples / sizeof samples[0] };

static const char *const START_FEN = "8/8/8/8/3[w:test]4/8/8/8 w - - 0 1";

/* The palette: what a click on the board places. */
static const struct {
    const char *name;
    bool black;
} palette[NPALETTE] = {{"test", false},   {"pawn", false},  {"knight", false}, {"pawn", true},  {"knight", true},
                       {"bishop", true},  {"rook", true},   {"king", true},    {NULL, false}};

static bool active;
static Editor ed;           /* the script being edited */
static Variant *var;        /* the last script that compiled */
static bool broken;         /* the text has errors now: no markers */
static Position pos;        /* the playground board */
static char board_fen[2048];/* the board, kept across recompiles */
static int selected = -1;
static Move moves[CSM_MAX_PIECE_MOVES];
static int nmoves;
static char errors[1200];
static int tool = -1;       /* palette index, -1: select and move */
static char shapes[MAX_SHAPES][CSM_NAME_MAX];
static int nshapes;
static int hover_id = -1;

/* ---- the script and the board ----------------------------------------------------- */

static void recompute_moves(void)
{
    nmoves = 0;
    if (!var || broken || selected < 0 || !pos.board[selected])
        return;
    CsmRuntimeError err;
    memset(&err, 0, sizeof err);
    nmoves = rules_piece_moves(var, &pos, (Square)selected, moves, CSM_MAX_PIECE_MOVES, &err);
    if (err.set && !errors[0])
        csm_runtime_error_text(&err, errors, sizeof errors);
}

static void select_test_piece(void)
{
    selected = -1;
    if (!var)
        return;
    for (int i = 0; i < pos.piece_count[WHITE]; i++) {
        Square s = pos.list[WHITE][i];
        if (selected < 0 || !strcmp(var->kinds[piece_kind(pos.board[s])].name, "test"))
            selected = s;
    }
}

/* Compiles the script and carries the board over (pieces by name, game variables). */
static void recompile(void)
{
    if (var)
        fen_write(var, &pos, board_fen, sizeof board_fen);
    DiagSink d;
    diag_init(&d);
    ed.changed = false;
    Variant *v = variant_from_script(ed.text, NULL, 8, 8, &d);
    errors[0] = '\0';
    ed.error_line = ed.error_column = 0;
    if (!v) {
        /* the first error (in text order) is underlined where it is */
        diag_sort(&d);
        if (d.count > 0 && d.items[0].line > 0) {
            ed.error_line = d.items[0].line;
            ed.error_column = d.items[0].column;
        }
        size_t n = 0;
        for (int i = 0; i < d.count && i < 4 && n < sizeof errors; i++) {
            char line[400];
            diag_format(&d.items[i], line, sizeof line);
            n += (size_t)snprintf(errors + n, sizeof errors - n, "%s%s", i ? "\n" : "", line);
        }
        if (!d.count)
            snprintf(errors, sizeof errors, "?");
        diag_free(&d);
        /* the board stays as it was; only the markers go until the script compiles */
        broken = true;
        nmoves = 0;
        return;
    }
    broken = false;
    Position np;
    if (!fen_parse(v, board_fen, &np, "playground", &d) && !fen_parse(v, START_FEN, &np, "playground", &d)) {
        snprintf(errors, sizeof errors, "cannot set up the board");
        variant_free(v);
        diag_free(&d);
        return;
    }
    diag_free(&d);
    int keep = selected;
    variant_free(var);
    var = v;
    pos = np;
    if (keep < 0 || !pos.board[keep])
        select_test_piece();
    recompute_moves();
}

static void reset_board(void)
{
    snprintf(board_fen, sizeof board_fen, "%s", START_FEN);
    Position np;
    if (var && fen_parse(var, START_FEN, &np, "playground", NULL))
        pos = np;
    else
        recompile();
    select_test_piece();
    recompute_moves();
}

static void set_text(const char *s)
{
    if (editor_set(&ed, s))
        recompile();
}

static void load_shapes(void)
{
    nshapes = 0;
    char dir[PATH_MAX];
    csm_data_path("assets/pieces", dir, sizeof dir);
    DIR *d = opendir(dir);
    struct dirent *de;
    while (d && (de = readdir(d)) != NULL && nshapes < MAX_SHAPES) {
        size_t n = strlen(de->d_name);
        if (strncmp(de->d_name, "white-", 6) || n < 11 || strcmp(de->d_name + n - 4, ".svg"))
            continue;
        snprintf(shapes[nshapes], sizeof shapes[nshapes], "%.*s", (int)(n - 10), de->d_name + 6);
        nshapes++;
    }
    if (d)
        closedir(d);
    for (int i = 1; i < nshapes; i++) /* sorted, for a stable list */
        for (int j = i; j > 0 && strcmp(shapes[j - 1], shapes[j]) > 0; j--) {
            char t[CSM_NAME_MAX];
            memcpy(t, shapes[j], sizeof t);
            memcpy(shapes[j], shapes[j - 1], sizeof t);
            memcpy(shapes[j - 1], t, sizeof t);
        }
}

void ui_playground_open(void)
{
    active = true;
    tool = -1;
    if (!ed.text) {
        load_shapes();
        snprintf(board_fen, sizeof board_fen, "%s", START_FEN);
        set_text(samples[0].script);
        select_test_piece();
        recompute_moves();
    }
    SDL_StartTextInput();
}

void ui_playground_close(void) { active = false; }
bool ui_playground_active(void) { return active; }

void ui_playground_shutdown(void)
{
    variant_free(var);
    var = NULL;
    editor_free(&ed);
    active = false;
}

void ui_playground_set_script(const char *s)
{
    set_text(s);
}

const char *ui_playground_script(void) { return ed.text ? ed.text : ""; }
const char *ui_playground_error(void) { return errors; }





int ui_playground_marker(int sq)
{
    for (int i = 0; i < nmoves; i++)
        if (moves[i].to == sq)
            return ui_move_marker(&moves[i]);
    return -1;
}

/* ---- layout ------------------------------------------------------------------------- */

typedef struct Geo {
    SDL_Rect board, palette[NPALETTE], reset;
    int sq;
    SDL_Rect side, title, back, help, samples[NSAMPLES], editor, status, shapes_title, shapes[MAX_SHAPES];
    int nshape_rects;
} Geo;

static void geometry(Geo *g)
{
    memset(g, 0, sizeof *g);
    int W = ui_lay.w, H = ui_lay.h;
    int side_w = W * 46 / 100;
    if (side_w < U(380))
        side_w = U(380);
    if (side_w > W - U(300))
        side_w = W - U(300);
    g->side = (SDL_Rect){W - side_w, 0, side_w, H};
    int m = U(24);
    int chip = U(40);
    int aw = W - side_w - 2 * m, ah = H - 2 * m - chip - U(14);
    g->sq = SDL_max(4, SDL_min(aw, ah) / 8);
    int bw = g->sq * 8;
    g->board = (SDL_Rect){m + (aw - bw) / 2, m + (ah - bw) / 2, bw, bw};
    int py = g->board.y + bw + U(14);
    int reset_w = ren_text_width(U(13), true, tr(S_PLAYGROUND_RESET)) + U(24);
    int px = g->board.x;
    for (int i = 0; i < NPALETTE; i++) {
        g->palette[i] = (SDL_Rect){px, py, chip, chip};
        px += chip + U(4);
    }
    g->reset = (SDL_Rect){g->board.x + bw - reset_w, py, reset_w, chip};
    /* the side: title and back button, help, samples, editor, status, shapes */
    int p = U(18), x = g->side.x + p, w = side_w - 2 * p, y = p;
    int back_w = ren_text_width(U(13), true, tr(S_PLAYGROUND_BACK)) + U(24);
    g->title = (SDL_Rect){x, y, w - back_w - U(8), ren_line_height(U(20))};
    g->back = (SDL_Rect){x + w - back_w, y, back_w, U(30)};
    y += SDL_max(g->title.h, g->back.h) + U(6);
    g->help = (SDL_Rect){x, y, w, ren_line_height(U(13))};
    y += g->help.h + U(10);
    int cx = x, ch = U(26);
    for (int i = 0; i < NSAMPLES; i++) {
        int cw = ren_text_width(U(12), true, samples[i].name) + U(18);
        if (cx + cw > x + w) {
            cx = x;
            y += ch + U(6);
        }
        g->samples[i] = (SDL_Rect){cx, y, cw, ch};
        cx += cw + U(6);
    }
    y += ch + U(12);
    /* the shapes list at the bottom, then the status box above it */
    int sy = H - p;
    int sx = x, sh = U(22);
    int rows = 1;
    for (int i = 0; i < nshapes; i++) {
        int cw = ren_text_width(U(11), false, shapes[i]) + U(12);
        if (sx + cw > x + w) {
            sx = x;
            rows++;
        }
        sx += cw + U(4);
    }
    int shapes_h = rows * (sh + U(4));
    int shapes_y = sy - shapes_h;
    sx = x;
    int row = 0;
    for (int i = 0; i < nshapes; i++) {
        int cw = ren_text_width(U(11), false, shapes[i]) + U(12);
        if (sx + cw > x + w) {
            sx = x;
            row++;
        }
        g->shapes[i] = (SDL_Rect){sx, shapes_y + row * (sh + U(4)), cw, sh};
        sx += cw + U(4);
    }
    g->nshape_rects = nshapes;
    g->shapes_title = (SDL_Rect){x, shapes_y - ren_line_height(U(12)) - U(4), w, ren_line_height(U(12))};
    int status_h = ren_line_height(U(12)) * 3 + U(12);
    g->status = (SDL_Rect){x, g->shapes_title.y - U(10) - status_h, w, status_h};
    g->editor = (SDL_Rect){x, y, w, g->status.y - U(10) - y};
}

static bool square_rect(const Geo *g, Square s, SDL_Rect *r)
{
    if (sq_file(s) >= 8 || sq_rank(s) >= 8)
        return false;
    *r = (SDL_Rect){g->board.x + sq_file(s) * g->sq, g->board.y + (7 - sq_rank(s)) * g->sq, g->sq, g->sq};
    return true;
}

static int square_at(const Geo *g, int x, int y)
{
    if (!in_rect(g->board, x, y))
        return -1;
    int f = (x - g->board.x) / g->sq, r = 7 - (y - g->board.y) / g->sq;
    return f >= 0 && f < 8 && r >= 0 && r < 8 ? sq_make(f, r) : -1;
}

/* ---- the editor --------------------------------------------------------------------- */

/* ---- drawing -------------------------------------------------------------------------- */

static void draw_board(const Geo *g)
{
    ren_round_rect((SDL_Rect){g->board.x - U(6), g->board.y - U(6), g->board.w + U(12), g->board.h + U(12)}, U(10),
                   C_BOARD_FRAME);
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++) {
            SDL_Rect sr;
            square_rect(g, sq_make(f, r), &sr);
            ren_rect(sr, (f + r) % 2 ? C_SQ_LIGHT : C_SQ_DARK);
        }
    SDL_Rect sel;
    if (selected >= 0 && square_rect(g, (Square)selected, &sel))
        ren_rect(sel, C_SELECTED);
    for (int r = 0; r < 8; r++) {
        char t[4];
        snprintf(t, sizeof t, "%d", r + 1);
        ren_text(g->sq / 5, true, t, g->board.x + g->sq / 20 + 1, g->board.y + (7 - r) * g->sq, r % 2 ? C_SQ_DARK : C_SQ_LIGHT);
    }
    for (int f = 0; f < 8; f++) {
        char t[2] = {(char)('a' + f), 0};
        int w = ren_text_width(g->sq / 5, true, t);
        ren_text(g->sq / 5, true, t, g->board.x + (f + 1) * g->sq - w - g->sq / 20 - 1,
                 g->board.y + g->board.h - ren_line_height(g->sq / 5), f % 2 ? C_SQ_DARK : C_SQ_LIGHT);
    }
    if (var) {
        for (int s = 0; s < CSM_SQUARES; s++) {
            Piece p = pos.board[s];
            SDL_Rect pr;
            if (!p || !square_rect(g, (Square)s, &pr))
                continue;
            const PieceKind *k = &var->kinds[piece_kind(p)];
            SDL_Texture *t = assets_piece(k->icon[0] ? k->icon : k->name, piece_color(p) == BLACK, g->sq);
            if (t) {
                ren_image(t, pr, 255);
            } else {
                ren_disc(pr.x + pr.w / 2, pr.y + pr.h / 2, pr.w * 38 / 100, RGB(0x1f, 0x1f, 0x1f));
                ren_disc(pr.x + pr.w / 2, pr.y + pr.h / 2, pr.w * 34 / 100,
                         piece_color(p) == BLACK ? RGB(0x2b, 0x2b, 0x2b) : RGB(0xf8, 0xf4, 0xea));
                char l[2] = {(char)(k->name[0] - 'a' + 'A'), 0};
                ren_text_in(pr.w * 2 / 5, true, l, pr, ALIGN_CENTER,
                            piece_color(p) == BLACK ? RGB(0xec, 0xe6, 0xd6) : RGB(0x1f, 0x1f, 0x1f));
            }
        }
    }
    if (selected >= 0)
        ren_frame(sel, SDL_max(U(3), g->sq / 22), C_SELECT_LINE);
    for (int i = 0; i < nmoves; i++) {
        bool first = true;
        for (int j = 0; j < i; j++)
            first &= moves[j].to != moves[i].to;
        SDL_Rect mr;
        if (first && square_rect(g, moves[i].to, &mr))
            ren_image(assets_marker((Marker)ui_move_marker(&moves[i]), g->sq), mr, 255);
    }
    /* the palette */
    for (int i = 0; i < NPALETTE; i++) {
        SDL_Rect c = g->palette[i];
        ren_round_rect(c, U(6), tool == i ? C_ACCENT : hover_id == 200 + i ? C_CARD_HOVER : C_CARD);
        if (palette[i].name) {
            SDL_Texture *t = assets_piece(palette[i].name, palette[i].black, c.w - U(6));
            ren_image(t, (SDL_Rect){c.x + U(3), c.y + U(3), c.w - U(6), c.h - U(6)}, 255);
        } else {
            /* the eraser: an X */
            ren_image(assets_marker(MARK_CAPTURE, c.w - U(8)), (SDL_Rect){c.x + U(4), c.y + U(4), c.w - U(8), c.h - U(8)},
                      255);
        }
    }
    ui_button(g->reset, tr(S_PLAYGROUND_RESET), hover_id == 300, true, false);
    /* game variables set by set-state */
    if (var && var->sym.nvars > 0) {
        char vars[512];
        size_t n = 0;
        vars[0] = '\0';
        for (int i = 0; i < var->sym.nvars && n < sizeof vars; i++)
            n += (size_t)snprintf(vars + n, sizeof vars - n, "%s%s = %d", i ? ", " : "", var->sym.vars[i], (int)pos.vars[i]);
        ren_text_fit(U(12), false, vars, g->board.x, g->board.y - U(24) > 0 ? g->board.y - U(22) : 0, g->board.w, C_DIM);
    }
}

void ui_playground_draw(void)
{
    if (!ed.text)
        return;
    Geo g;
    geometry(&g);
    draw_board(&g);
    ren_rect(g.side, C_PANEL);
    ren_rect((SDL_Rect){g.side.x, 0, 1, g.side.h}, C_LINE);
    ren_text_fit(U(20), true, tr(S_PLAYGROUND_TITLE), g.title.x, g.title.y, g.title.w, C_TEXT);
    ui_button(g.back, tr(S_PLAYGROUND_BACK), hover_id == 1, true, false);
    ren_text_fit(U(13), false, tr(S_PLAYGROUND_HELP), g.help.x, g.help.y, g.help.w, C_DIM);
    for (int i = 0; i < NSAMPLES; i++) {
        ren_round_rect(g.samples[i], U(13), hover_id == 100 + i ? C_CARD_HOVER : C_CARD);
        ren_text_in(U(12), true, samples[i].name, g.samples[i], ALIGN_CENTER, C_TEXT);
    }
    editor_draw(&ed, g.editor);
    ren_round_rect(g.status, U(8), C_CARD);
    SDL_Rect sbox = {g.status.x + U(10), g.status.y + U(6), g.status.w - U(20), 0};
    if (errors[0]) {
        ren_text_wrap(U(12), false, errors, sbox, 3, C_DANGER, true);
    } else {
        char ok[96];
        int distinct = 0;
        for (int i = 0; i < nmoves; i++) {
            bool first = true;
            for (int j = 0; j < i; j++)
                first &= moves[j].to != moves[i].to;
            distinct += first;
        }
        snprintf(ok, sizeof ok, tr(S_PLAYGROUND_OK_FMT), distinct);
        ren_text_wrap(U(12), true, ok, sbox, 1, C_ACCENT_HOVER, true);
    }
    ren_text(U(12), true, tr(S_PLAYGROUND_SHAPES), g.shapes_title.x, g.shapes_title.y, C_DIM);
    for (int i = 0; i < g.nshape_rects; i++) {
        ren_round_rect(g.shapes[i], U(11), hover_id == 400 + i ? C_CARD_HOVER : RGB(0x2a, 0x2d, 0x33));
        ren_text_in(U(11), false, shapes[i], g.shapes[i], ALIGN_CENTER, C_DIM);
    }
}

/* ---- events ------------------------------------------------------------------------------ */

static int hit(const Geo *g, int x, int y)
{
    if (in_rect(g->back, x, y))
        return 1;
    for (int i = 0; i < NSAMPLES; i++)
        if (in_rect(g->samples[i], x, y))
            return 100 + i;
    for (int i = 0; i < NPALETTE; i++)
        if (in_rect(g->palette[i], x, y))
            return 200 + i;
    if (in_rect(g->reset, x, y))
        return 300;
    for (int i = 0; i < g->nshape_rects; i++)
        if (in_rect(g->shapes[i], x, y))
            return 400 + i;
    return -1;
}

static void place(int sq)
{
    if (!var || broken)
        return;
    if (pos.board[sq])
        pos_remove(&pos, (Square)sq);
    if (palette[tool].name) {
        int k = variant_find_kind(var, palette[tool].name);
        if (k < 0) {
            /* a name the script does not mention: a new kind running the same script */
            k = variant_add_kind(var, palette[tool].name);
            if (k >= 0) {
                var->kinds[k].program = var->kinds[0].program;
                variant_prepare(var);
            }
        }
        if (k >= 0)
            pos_put(&pos, (Square)sq, piece_make(k, palette[tool].black ? BLACK : WHITE));
        if (k >= 0 && !palette[tool].black)
            selected = sq;
    } else if (selected == sq) {
        selected = -1;
    }
    pos.hash = pos_compute_hash(&pos);
    if (selected < 0 || !pos.board[selected])
        select_test_piece();
    recompute_moves();
}

static void board_click(int sq)
{
    if (tool >= 0) {
        place(sq);
        return;
    }
    for (int i = 0; i < nmoves; i++)
        if (moves[i].to == sq && var && !broken) {
            Undo u;
            Move m = moves[i];
            rules_make(var, &pos, &m, &u);
            /* the playground's pieces always have the move */
            if (pos.side != WHITE) {
                pos.side = WHITE;
                pos.hash ^= zobrist_side();
            }
            selected = move_landing(&m);
            recompute_moves();
            return;
        }
    if (pos.board[sq] && piece_color(pos.board[sq]) == WHITE) {
        selected = sq;
        recompute_moves();
    }
}

static bool handle(const SDL_Event *e, int mx, int my)
{
    Geo g;
    geometry(&g);
    switch (e->type) {
    case SDL_TEXTINPUT:
        editor_text_input(&ed, e->text.text, g.editor);
        return true;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_ESCAPE) {
            if (tool >= 0)
                tool = -1;
            else
                ui_playground_close();
            return true;
        }
        return editor_key(&ed, &e->key.keysym, g.editor);
    case SDL_MOUSEBUTTONUP:
        editor_release(&ed);
        return false;
    case SDL_MOUSEMOTION: {
        if (ed.dragging && (e->motion.state & SDL_BUTTON_LMASK)) {
            editor_drag(&ed, g.editor, mx, my);
            return true;
        }
        return ui_track_hover(&hover_id, hit(&g, mx, my));
    }
    case SDL_MOUSEWHEEL:
        if (in_rect(g.editor, mx, my)) {
            editor_wheel(&ed, g.editor, e->wheel.y);
            return true;
        }
        return false;
    case SDL_MOUSEBUTTONDOWN: {
        if (e->button.button != SDL_BUTTON_LEFT)
            return false;
        int h = hit(&g, mx, my);
        if (h == 1) {
            ui_playground_close();
        } else if (h >= 100 && h < 100 + NSAMPLES) {
            set_text(samples[h - 100].script);
            snprintf(board_fen, sizeof board_fen, "%s", START_FEN);
            reset_board();
        } else if (h >= 200 && h < 200 + NPALETTE) {
            tool = tool == h - 200 ? -1 : h - 200;
        } else if (h == 300) {
            reset_board();
        } else if (h >= 400) {
            editor_insert(&ed, shapes[h - 400]);
        } else if (in_rect(g.editor, mx, my)) {
            editor_click(&ed, g.editor, mx, my, (SDL_GetModState() & KMOD_SHIFT) != 0);
        } else {
            int sq = square_at(&g, mx, my);
            if (sq < 0)
                return false;
            board_click(sq);
        }
        return true;
    }
    default: return false;
    }
}

bool ui_playground_event(const SDL_Event *e, int mx, int my)
{
    if (!ed.text)
        return false;
    bool changed = handle(e, mx, my);
    /* the markers follow every keystroke */
    if (ed.changed)
        recompile();
    return changed;
}

bool ui_playground_point(int what, int i, int *x, int *y)
{
    Geo g;
    geometry(&g);
    SDL_Rect r;
    if (what == PG_SQUARE) {
        if (i < 0 || !square_rect(&g, (Square)i, &r))
            return false;
    } else if (what == PG_SAMPLE && i >= 0 && i < NSAMPLES) {
        r = g.samples[i];
    } else if (what == PG_PALETTE && i >= 0 && i < NPALETTE) {
        r = g.palette[i];
    } else if (what == PG_SHAPE && i >= 0 && i < g.nshape_rects) {
        r = g.shapes[i];
    } else if (what == PG_BACK) {
        r = g.back;
    } else if (what == PG_RESET) {
        r = g.reset;
    } else if (what == PG_EDITOR_END) {
        r = (SDL_Rect){g.editor.x + g.editor.w - U(20), g.editor.y + g.editor.h - U(20), 1, 1};
    } else {
        return false;
    }
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
    return true;
}

const char *ui_playground_piece(int sq)
{
    if (!var || sq < 0 || sq >= CSM_SQUARES || !pos.board[sq])
        return "";
    return var->kinds[piece_kind(pos.board[sq])].name;
}

void ui_playground_selection(char *buf, size_t size)
{
    if (ed.text)
        editor_selection(&ed, buf, size);
    else if (size)
        buf[0] = '\0';
}

bool ui_playground_text_point(int line, int column, int *x, int *y)
{
    Geo g;
    geometry(&g);
    return ed.text && editor_point(&ed, g.editor, line, column, x, y);
}

bool ui_playground_error_rect(SDL_Rect *r)
{
    Geo g;
    geometry(&g);
    return ed.text && editor_error_rect(&ed, g.editor, r);
}
