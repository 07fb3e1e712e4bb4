/* uitest_board.c — the UI tests' clicks, drags and right clicks on the board, the board
 * editor, and checks of what the board shows: selection, markers, check, premoves,
 * drawings, slides and blasts, squares' pixels in a screenshot. */
#include "uitest_steps.h"

#include "app.h"
#include "notation.h"
#include "ui_anim.h"
#include "ui_board.h"
#include "ui_coords.h"
#include "ui_kit.h"
#include "ui_panel.h"
#include "ui_setup.h"
#include "ui_stands.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void expect_colour_share(char **a, int n)
{
    Square s;
    SDL_Rect r;
    int i = 3;
    if (!ut_need_shot() || n < 8 || !ut_parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
        ut_fail("bad colour-share check");
        return;
    }
    int q = ut_parse_quadrant(a[3]);
    if (q >= 0) {
        int h = r.w / 2;
        r = (SDL_Rect){r.x + (q & 1) * h, r.y + (q >> 1) * h, q & 1 ? r.w - h : h, q >> 1 ? r.h - h : h};
        i = 4;
    }
    if (n < i + 5) {
        ut_fail("colour-share needs R G B TOL MIN%%");
        return;
    }
    double share = ut_colour_share(ut_shot, r, atoi(a[i]), atoi(a[i + 1]), atoi(a[i + 2]), atoi(a[i + 3])) * 100;
    double lo = atof(a[i + 4]), hi = n > i + 5 ? atof(a[i + 5]) : 100;
    if (share < lo || share > hi)
        ut_fail("%s%s%s in %s: %.1f%% of the pixels near %s %s %s, expected %g%%..%g%%", a[2], q >= 0 ? " " : "",
             q >= 0 ? a[3] : "", ut_last_shot, share, a[i], a[i + 1], a[i + 2], lo, hi);
}

/* The right button: the player's arrows (dragged) and circles (clicked). */
static void right_drag(int x, int y, int x2, int y2)
{
    ut_motion(x, y, false);
    ut_mouse_button(SDL_BUTTON_RIGHT, x, y, true);
    ut_motion(x2, y2, false);
    ut_mouse_button(SDL_BUTTON_RIGHT, x2, y2, false);
}

static void right_click_at(int x, int y)
{
    ut_motion(x, y, false);
    ut_mouse_button(SDL_BUTTON_RIGHT, x, y, true);
    ut_mouse_button(SDL_BUTTON_RIGHT, x, y, false);
}

/* The board editor: ed piece NAME white|black | ed square SQ | ed erase SQ (a right
 * click) | ed button clear|start|side|play|cancel|eraser. */
static void board_editor(char **a, int n)
{
    SDL_Rect r;
    Square s;
    int x, y;
    if (!ui_setup_active()) {
        ut_fail("the board editor is not open");
        return;
    }
    if (!strcmp(a[1], "piece") && n >= 4) {
        if (!ui_setup_palette_rect(a[2], !strcmp(a[3], "black"), &r))
            ut_fail("no palette piece %s %s", a[2], a[3]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if ((!strcmp(a[1], "square") || !strcmp(a[1], "erase")) && n >= 3) {
        if (!ut_parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            ut_fail("not a square: %s", a[2]);
            return;
        }
        x = r.x + r.w / 2;
        y = r.y + r.h / 2;
        if (!strcmp(a[1], "square"))
            ut_click_at(x, y);
        else
            right_click_at(x, y);
    } else if (!strcmp(a[1], "fen-paste")) {
        /* ed fen-paste: the clipboard pasted over the FEN field's text, then Enter */
        if (!ui_setup_button_rect("fen", &r)) {
            ut_fail("no FEN field");
            return;
        }
        ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
        ut_key("ctrl+a");
        ut_key("ctrl+v");
        ut_key("return");
    } else if (!strcmp(a[1], "fen") && n >= 3) {
        /* ed fen TEXT: click the FEN field, select all, type TEXT, press Enter */
        char text[1024];
        ut_join(a, 2, n, text, sizeof text);
        if (!ui_setup_button_rect("fen", &r)) {
            ut_fail("no FEN field");
            return;
        }
        ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
        ut_key("ctrl+a");
        ut_type_text(text);
        ut_key("return");
    } else if (!strcmp(a[1], "button") && n >= 3) {
        if (!ui_setup_button_rect(a[2], &r))
            ut_fail("no board editor button %s", a[2]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else {
        ut_fail("unknown board editor command %s", a[1]);
    }
}

/* expect edge-labels top|bottom|right "NAMES": the coordinates in that margin of the board,
 * in screen order (left to right, top to bottom) joined by spaces; "-" for none */
static void expect_edge_labels(const char *edge, const char *want)
{
    CoordEdge e = !strcmp(edge, "top") ? COORD_TOP : !strcmp(edge, "bottom") ? COORD_BOTTOM : COORD_RIGHT;
    CoordLabel labels[UI_COORDS_MAX];
    int n = ui_coords_labels(labels, UI_COORDS_MAX);
    char got[UI_COORDS_MAX * 17 + 1] = "";
    for (int i = 0; i < n; i++)
        if (labels[i].edge == e) {
            size_t len = strlen(got);
            snprintf(got + len, sizeof got - len, "%s%.15s", len ? " " : "", labels[i].text);
        }
    if (strcmp(got[0] ? got : "-", want))
        ut_fail("edge labels (%s): expected \"%s\", got \"%s\"", edge, want, got[0] ? got : "-");
}

/* Does a coordinate come within U(3) of a hand stand (shogi's rank names at small sizes)? */
static bool touches_stand(const CoordLabel *c)
{
    if (!ui_stands_on())
        return false;
    SDL_Rect near = {c->rect.x - U(3), c->rect.y - U(3), c->rect.w + 2 * U(3), c->rect.h + 2 * U(3)};
    for (int side = 0; side < 2; side++) {
        SDL_Rect st = ui_stand_rect(&app.game->pos, side);
        if (SDL_HasIntersection(&near, &st))
            return true;
    }
    return false;
}

/* expect coordinates-clear: every coordinate lies outside every square of the board (no
 * piece can stand over it) and shows in the last screenshot, its rectangle inked in the
 * labels' colour (a label drawn elsewhere, or hidden, fails), clear of the hand stands */
static void expect_coordinates_clear(void)
{
    if (!ut_need_shot())
        return;
    CoordLabel labels[UI_COORDS_MAX];
    int n = ui_coords_labels(labels, UI_COORDS_MAX);
    RenColor ink = ui_coords_ink();
    for (int i = 0; i < n; i++) {
        const CoordLabel *c = &labels[i];
        for (int s = 0; s < CSM_SQUARES; s++) {
            SDL_Rect r;
            if (sq_file((Square)s) >= app.variant->files || sq_rank((Square)s) >= app.variant->ranks ||
                !ui_board_square_rect((Square)s, &r) || !SDL_HasIntersection(&r, &c->rect))
                continue;
            char name[8];
            square_name((Square)s, name);
            ut_fail("coordinate \"%s\" at %d,%d %dx%d overlaps square %s", c->text, c->rect.x, c->rect.y, c->rect.w,
                    c->rect.h, name);
            return;
        }
        if (touches_stand(c)) {
            ut_fail("coordinate \"%s\" at %d,%d %dx%d touches a hand stand", c->text, c->rect.x, c->rect.y, c->rect.w,
                    c->rect.h);
            return;
        }
        double share = ut_colour_share(ut_shot, c->rect, ink.r, ink.g, ink.b, 40);
        if (share < 0.04)
            ut_fail("coordinate \"%s\" at %d,%d: only %.1f%% of its box in the labels' ink", c->text, c->rect.x,
                    c->rect.y, share * 100);
    }
    if (n == 0)
        ut_fail("coordinates-clear: the board shows no coordinates");
}

/* expect browsing-label-clear: while browsing, the label saying which move the board shows
 * is on screen (its box inked in its blue) and covers no coordinate and no square */
static void expect_browsing_label_clear(void)
{
    SDL_Rect pill;
    if (!ut_need_shot())
        return;
    if (!ui_panel_part_rect("browsing", &pill)) {
        ut_fail("browsing-label-clear: no browsing label shown");
        return;
    }
    CoordLabel labels[UI_COORDS_MAX];
    int n = ui_coords_labels(labels, UI_COORDS_MAX);
    for (int i = 0; i < n; i++)
        if (SDL_HasIntersection(&pill, &labels[i].rect)) {
            ut_fail("browsing label at %d,%d %dx%d covers coordinate \"%s\" at %d,%d", pill.x, pill.y, pill.w, pill.h,
                    labels[i].text, labels[i].rect.x, labels[i].rect.y);
            return;
        }
    SDL_Rect board = ui_lay.board;
    if (SDL_HasIntersection(&pill, &board))
        ut_fail("browsing label at %d,%d %dx%d covers the board", pill.x, pill.y, pill.w, pill.h);
    else if (ut_colour_share(ut_shot, pill, 0x1f, 0x6f, 0xd0, 40) < 0.3)
        ut_fail("browsing label at %d,%d: its box is not drawn in its blue", pill.x, pill.y);
}

static bool board_expect_1(char **a, int n, const char *what, char *want, char *got)
{
    if (!strcmp(what, "selected") && n >= 3) {
        int s = ui_board_selected();
        char name[8] = "none";
        if (s >= 0)
            square_name((Square)s, name);
        if (strcmp(name, a[2]))
            ut_fail("selected: expected %s, got %s", a[2], name);
    } else if (!strcmp(what, "blast") && n >= 3) {
        /* expect blast N: an explosion (atomic) is blowing N pieces away on screen */
        if (ui_anim_blasting() != atoi(a[2]))
            ut_fail("blast: expected %s, got %d", a[2], ui_anim_blasting());
    } else if (!strcmp(what, "marker") && n >= 4) {
        Square s;
        if (!ut_parse_square(a[2], &s)) {
            ut_fail("bad square %s", a[2]);
            return true;
        }
        int count;
        int m = ui_board_marker(s, &count);
        if (strcmp(ut_marker_name(m), a[3]))
            ut_fail("marker on %s: expected %s, got %s", a[2], a[3], ut_marker_name(m));
        else if (n >= 5 && count != atoi(a[4]))
            ut_fail("marker on %s: expected %s choices, got %d", a[2], a[4], count);
    } else if (!strcmp(what, "markers") && n >= 3) {
        int count = 0;
        for (int s = 0; s < CSM_SQUARES; s++)
            if (sq_file((Square)s) < app.variant->files && sq_rank((Square)s) < app.variant->ranks &&
                ui_board_marker((Square)s, NULL) >= 0)
                count++;
        if (count != atoi(a[2]))
            ut_fail("markers: expected %s, got %d", a[2], count);
    } else if (!strcmp(what, "check") && n >= 3) {
        Square c[8];
        int k = ui_board_check_squares(c, 8);
        char name[8] = "none";
        if (k > 0)
            square_name(c[0], name);
        if (strcmp(name, a[2]))
            ut_fail("check glow: expected %s, got %s", a[2], name);
    } else if (!strcmp(what, "cluster-badges") && n >= 4) {
        /* expect cluster-badges SQ yes|no: the cluster on SQ wears the quadrant badges */
        Square s;
        if (!ut_parse_square(a[2], &s) || ui_board_marker(s, NULL) != UI_MARK_CLUSTER)
            ut_fail("no cluster on %s", a[2]);
        else if (ui_board_cluster_badges(s) != ut_yes(a[3]))
            ut_fail("cluster on %s: expected %s badges", a[2], ut_yes(a[3]) ? "its" : "no");
    } else if (!strcmp(what, "edge-labels") && n >= 4) {
        expect_edge_labels(a[2], a[3]);
    } else if (!strcmp(what, "coordinates-clear")) {
        expect_coordinates_clear();
    } else if (!strcmp(what, "browsing-label-clear")) {
        expect_browsing_label_clear();
    } else if (!strcmp(what, "flipped") && n >= 3) {
        if (app_board_flipped() != ut_yes(a[2]))
            ut_fail("flipped: expected %s", a[2]);
    } else if (!strcmp(what, "square-pixel") && n >= 9) {
        /* expect square-pixel SQ FX FY R G B TOL: a point at fractions of the square */
        Square s;
        SDL_Rect r;
        if (!ut_need_shot() || !ut_parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            ut_fail("bad square-pixel check");
            return true;
        }
        int x = r.x + (int)(atof(a[3]) * r.w), y = r.y + (int)(atof(a[4]) * r.h);
        uint32_t p = ut_pixel(ut_shot, x, y);
        if (!ut_close_to(p, atoi(a[5]), atoi(a[6]), atoi(a[7]), atoi(a[8])))
            ut_fail("%s at (%s, %s) in %s: expected %s %s %s, got %u %u %u", a[2], a[3], a[4], ut_last_shot, a[5], a[6],
                 a[7], (p >> 16) & 255, (p >> 8) & 255, p & 255);
    } else if (!strcmp(what, "editor") && n >= 3) {
        /* expect editor yes|no, editor-fen FEN, editor-problem TEXT|none: the board editor */
        if (ui_setup_active() != ut_yes(a[2]))
            ut_fail("board editor: expected %s", a[2]);
    } else if (!strcmp(what, "editor-fen")) {
        ui_setup_fen(got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("editor fen: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "editor-problem")) {
        const char *p = ui_setup_problem();
        if (!strcmp(want, "none") ? p[0] != '\0' : !strstr(p, want))
            ut_fail("editor problem: expected \"%s\", got \"%s\"", want, p);
    } else if (!strcmp(what, "colour-share")) {
        expect_colour_share(a, n);    } else if (!strcmp(what, "square-marked") && n >= 4) {
        Square s;
        SDL_Rect r;
        if (!ut_need_shot() || !ut_parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            ut_fail("bad square-marked check");
            return true;
        }
        double ink = ut_ink_fraction(ut_shot, r);
        bool marked = ink > 0.02;
        if (marked != ut_yes(a[3]))
            ut_fail("%s in %s: expected %s marker ink, found %.1f%%", a[2], ut_last_shot, ut_yes(a[3]) ? "some" : "no",
                 ink * 100);
    } else if (!strcmp(what, "square-differs") && n >= 5) {
        /* expect square-differs SQ OTHER.png yes|no [QUADRANT]: compares with another screenshot */
        Square s;
        SDL_Rect r;
        SDL_Surface *other = ut_load_png(a[3]);
        if (!ut_need_shot() || !other || !ut_parse_square(a[2], &s) || !ui_board_square_rect(s, &r)) {
            ut_fail("bad square-differs check (%s)", a[3]);
            SDL_FreeSurface(other);
            return true;
        }
        int q = n >= 6 ? ut_parse_quadrant(a[5]) : -1;
        if (q >= 0) { /* one quadrant of it: swirl top left, x top right, arrow, square below */
            r.w /= 2;
            r.h /= 2;
            r.x += q % 2 ? r.w : 0;
            r.y += q / 2 ? r.h : 0;
        }
        double d = ut_square_difference(ut_shot, other, r);
        if ((d > 0.03) != ut_yes(a[4]))
            ut_fail("%s: %s and %s differ in %.1f%% of the square", a[2], ut_last_shot, a[3], d * 100);
        SDL_FreeSurface(other);
    } else {
        return false;
    }
    return true;
}

static bool board_expect_2(char **a, int n, const char *what, char *want, char *got)
{
    if (!strcmp(what, "premove") && n >= 3) {
        /* expect premove none|FROM TO: the move queued while the computer thinks */
        Move m;
        char got_text[16] = "none";
        if (ui_board_premove(&m)) {
            char f[4], t[4];
            square_name(m.from, f);
            square_name(m.to, t);
            snprintf(got_text, sizeof got_text, "%s %s", f, t);
        }
        char wanted[16];
        snprintf(wanted, sizeof wanted, "%s%s%s", a[2], n >= 4 ? " " : "", n >= 4 ? a[3] : "");
        if (strcmp(got_text, wanted))
            ut_fail("premove: expected %s, got %s", wanted, got_text);
    } else if (!strcmp(what, "drawings") && n >= 3) {
        /* expect drawings N: the player's arrows and circles on the board */
        if (ui_board_drawings() != atoi(a[2]))
            ut_fail("drawings: expected %s, got %d", a[2], ui_board_drawings());
    } else if (!strcmp(what, "browsing") && n >= 3) {
        /* expect browsing yes|no: the board shows another position than the game's */
        if (app_browsing() != ut_yes(a[2]))
            ut_fail("browsing: expected %s", a[2]);
    } else if (!strcmp(what, "shown-fen") && n >= 3) {
        /* expect shown-fen FEN: the position the board shows */
        ut_join(a, 2, n, want, EXPECT_TEXT);
        game_fen(app_board_game(), got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("shown position: expected \"%s\", got \"%s\"", want, got);
    } else {
        return false;
    }
    return true;
}

bool ut_board_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    return board_expect_1(a, n, a[1], want, got) ||
           board_expect_2(a, n, a[1], want, got);
}

static bool board_command_1(char **a, int n, const char *c)
{
    int x, y;
    if (!strcmp(c, "click") && n >= 2) {
        if (ut_square_point(a, n, 1, &x, &y))
            ut_click_at(x, y);
    } else if (!strcmp(c, "hover") && n >= 2) {
        if (ut_square_point(a, n, 1, &x, &y))
            ut_motion(x, y, false);
    } else if (!strcmp(c, "drag") && n >= 3) {
        int x2, y2;
        char *to[2] = {a[2], n >= 4 ? a[3] : NULL};
        if (ut_square_point(a, 2, 1, &x, &y) && ut_square_point(to, to[1] ? 2 : 1, 0, &x2, &y2)) {
            ut_motion(x, y, false);
            ut_button(x, y, true);
            for (int i = 1; i <= 4; i++)
                ut_motion(x + (x2 - x) * i / 4, y + (y2 - y) * i / 4, true);
            ut_button(x2, y2, false);
        }
    } else if (!strcmp(c, "ed") && n >= 2) {
        board_editor(a, n);
    } else if (!strcmp(c, "click-strip") && n >= 2) {
        if (!ui_board_strip_point(atoi(a[1]), &x, &y))
            ut_fail("no promotion strip icon %s", a[1]);
        else
            ut_click_at(x, y);
    } else if (!strcmp(c, "right-click") && n >= 2) {
        if (ut_square_point(a, n, 1, &x, &y))
            right_click_at(x, y);
    } else if (!strcmp(c, "right-drag") && n >= 3) {
        int x2, y2;
        char *to[1] = {a[2]};
        if (ut_square_point(a, 2, 1, &x, &y) && ut_square_point(to, 1, 0, &x2, &y2))
            right_drag(x, y, x2, y2);    } else {
        return false;
    }
    return true;
}

bool ut_board_command(char **a, int n)
{
    return board_command_1(a, n, a[0]);
}
