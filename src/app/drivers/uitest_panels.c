/* uitest_panels.c — the UI tests' clicks in the side panel (buttons, hands, the move
 * list) and checks of what it shows: move labels and the result row, the engine line,
 * the shape and piece cards, captured pieces, the variant's state card. */
#include "uitest_steps.h"

#include "app.h"
#include "main_loop.h"
#include "ui_card.h"
#include "ui_command.h"
#include "ui_kit.h"
#include "ui_panel.h"
#include "ui_hand.h"
#include "ui_stands.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where a piece of a hand is drawn: in the panel, or on its stand beside the board. */
static bool hand_piece_rect(int side, int kind, SDL_Rect *r)
{
    return ui_panel_hand_rect(side, kind, r) || (app.game && ui_stand_piece_rect(&app.game->pos, side, kind, r));
}

static const struct {
    const char *name;
    Command cmd;
} buttons[] = {{"new", CMD_NEW_GAME}, {"variant", CMD_VARIANT},   {"undo", CMD_UNDO},         {"redo", CMD_REDO},
               {"flip", CMD_FLIP},    {"autoflip", CMD_AUTOFLIP}, {"save", CMD_SAVE},         {"open", CMD_OPEN},
               {"copy-fen", CMD_COPY_FEN}, {"playground", CMD_PLAYGROUND}, {"lang", CMD_LANG},
               {"hint", CMD_HINT},    {"pause", CMD_PAUSE},       {"resign", CMD_RESIGN},
               {"offer-draw", CMD_OFFER_DRAW}, {"accept-draw", CMD_ACCEPT_DRAW}, {"decline-draw", CMD_DECLINE_DRAW},
               {"settings", CMD_SETTINGS}, {"edit", CMD_EDIT_BOARD}, {"save-pgn", CMD_SAVE_PGN}};

static SDL_Rect noted_part; /* note-panel */

/* expect card-mark SQ none|move|capture|jump|shift... : the marks of SQ on the piece
 * card's empty board (several words: all of them); expect card-inked SQ yes|no: marker
 * ink in the middle of that cell of the card as drawn in the last screenshot. */
static void expect_card(char **a, int n)
{
    Square s;
    if (n < 4 || !ut_parse_square(a[2], &s)) {
        ut_fail("bad card check");
        return;
    }
    if (ui_card_origin() < 0) {
        ut_fail("no piece card shown");
        return;
    }
    if (!strcmp(a[1], "card-mark")) {
        static const char *names[] = {"move", "capture", "jump", "shift"};
        int want = 0;
        for (int i = 3; i < n; i++)
            for (int b = 0; b < 4; b++)
                if (!strcmp(a[i], names[b]))
                    want |= 1 << b;
        int got = ui_card_mark(s);
        if (got != want)
            ut_fail("card mark of %s: expected %d, got %d (bits: move 1, capture 2, jump 4, shift 8)", a[2], want, got);
        return;
    }
    SDL_Rect r;
    if (!ut_need_shot() || !ui_panel_card_cell_rect(s, &r)) {
        ut_fail("no card cell %s", a[2]);
        return;
    }
    /* the whole cell (ink_fraction looks at the middle half of the rectangle it gets) */
    double ink = ut_ink_fraction(ut_shot, (SDL_Rect){r.x - r.w / 2, r.y - r.h / 2, 2 * r.w, 2 * r.h});
    if ((ink > 0.02) != ut_yes(a[3]))
        ut_fail("card cell %s in %s: expected %s ink, found %.1f%%", a[2], ut_last_shot, ut_yes(a[3]) ? "some" : "no",
             ink * 100);
}

/* hover-panel header|status: the mouse over a part of the side panel. */
static void hover_panel(const char *part)
{
    SDL_Rect r;
    if (!ui_panel_part_rect(part, &r)) {
        ut_fail("no panel part %s", part);
        return;
    }
    ut_motion(r.x + r.w / 2, r.y + r.h * 3 / 4, false);
}

static bool panels_expect_1(char **a, int n, const char *what, char *want, char *got)
{
    if (!strcmp(what, "piece-name") && n >= 4) {
        /* expect piece-name KIND TEXT: the name the piece card shows */
        int kind = variant_find_kind(app.variant, a[2]);
        ut_join(a, 3, n, want, EXPECT_TEXT);
        if (kind < 0 || strcmp(ui_card_piece_name(kind), want))
            ut_fail("piece-name %s: expected %s, got %s", a[2], want, kind < 0 ? "(no such piece)" : ui_card_piece_name(kind));
    } else if (!strcmp(what, "move-label") && n >= 4) {
        /* expect move-label PLY TEXT: the move list's entry for that ply */
        ut_join(a, 3, n, want, EXPECT_TEXT);
        const char *label = ui_panel_move_label(atoi(a[2]));
        if (strcmp(label, want))
            ut_fail("move %s: expected \"%s\", got \"%s\"", a[2], want, label);
    } else if (!strcmp(what, "result-row")) {
        /* expect result-row TEXT: the move list's last row (empty: none) */
        ui_panel_result_label(got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("result row: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "engine-text")) {
        ui_panel_engine_text(got, EXPECT_TEXT);
        if (!strstr(got, want))
            ut_fail("engine line: \"%s\" not in \"%s\"", want, got);
    } else if (!strcmp(what, "card-mark") || !strcmp(what, "card-inked")) {
        expect_card(a, n);
    } else if (!strcmp(what, "panel-unchanged") && n >= 3) {
        /* expect panel-unchanged PART: where note-panel found it */
        SDL_Rect r;
        if (!ui_panel_part_rect(a[2], &r))
            ut_fail("no panel part %s", a[2]);
        else if (r.x != noted_part.x || r.y != noted_part.y || r.w != noted_part.w || r.h != noted_part.h)
            ut_fail("panel %s moved: %d,%d %dx%d, noted %d,%d %dx%d", a[2], r.x, r.y, r.w, r.h, noted_part.x,
                 noted_part.y, noted_part.w, noted_part.h);
    } else if (!strcmp(what, "captured-light") && n >= 4) {
        /* expect captured-light white|black MIN%: light pixels (luminance >= 150) in the
         * first piece that side captured, as the last screenshot shows it */
        SDL_Rect r;
        int side = !strcmp(a[2], "white") ? WHITE : BLACK;
        if (!ut_need_shot() || !ui_panel_captured_rect(side, &r)) {
            ut_fail("no captured piece of %s shown", a[2]);
            return true;
        }
        double share = ut_light_share(ut_shot, r) * 100;
        if (share < atof(a[3]))
            ut_fail("captured by %s: %.1f%% light pixels, expected at least %s%%", a[2], share, a[3]);
    } else if (!strcmp(what, "panel-differs") && n >= 4) {
        /* expect panel-differs OTHER.png yes|no: the side panel against another screenshot */
        SDL_Surface *other = ut_load_png(a[2]);
        if (!ut_need_shot() || !other) {
            ut_fail("bad panel-differs check (%s)", a[2]);
            SDL_FreeSurface(other);
            return true;
        }
        double d = ut_square_difference(ut_shot, other, ui_lay.panel);
        if ((d > 0.005) != ut_yes(a[3]))
            ut_fail("the panels of %s and %s differ in %.2f%% of their pixels", ut_last_shot, a[2], d * 100);
        SDL_FreeSurface(other);
    } else if (!strcmp(what, "shape-grid") && n >= 3) {
        /* expect shape-grid yes|no: the panel shows the selected piece's shape */
        SDL_Rect r;
        if (ui_panel_shape_cell_rect(0, 0, &r) != ut_yes(a[2]))
            ut_fail("expected %s shape grid in the panel", ut_yes(a[2]) ? "a" : "no");
    } else if (!strcmp(what, "shape-pixel") && n >= 10) {
        /* expect shape-pixel SX SY FX FY R G B TOL: a point at fractions of the grid cell
         * SX right and SY up from the origin, as drawn */
        SDL_Rect r;
        if (!ut_need_shot() || !ui_panel_shape_cell_rect(atoi(a[2]), atoi(a[3]), &r)) {
            ut_fail("no shape grid cell %s,%s", a[2], a[3]);
            return true;
        }
        int x = r.x + (int)(atof(a[4]) * r.w), y = r.y + (int)(atof(a[5]) * r.h);
        uint32_t p = ut_pixel(ut_shot, x, y);
        if (!ut_close_to(p, atoi(a[6]), atoi(a[7]), atoi(a[8]), atoi(a[9])))
            ut_fail("shape cell %s,%s at (%s, %s) in %s: expected %s %s %s, got %u %u %u", a[2], a[3], a[4], a[5],
                 ut_last_shot, a[6], a[7], a[8], (p >> 16) & 255, (p >> 8) & 255, p & 255);
    } else if (!strcmp(what, "shape-cells-differ") && n >= 7) {
        /* expect shape-cells-differ SX SY SX2 SY2 yes|no: two grid cells, pixel by pixel */
        SDL_Rect r1, r2;
        if (!ut_need_shot() || !ui_panel_shape_cell_rect(atoi(a[2]), atoi(a[3]), &r1) ||
            !ui_panel_shape_cell_rect(atoi(a[4]), atoi(a[5]), &r2)) {
            ut_fail("no shape grid cells %s,%s and %s,%s", a[2], a[3], a[4], a[5]);
            return true;
        }
        int differ = 0, total = 0;
        for (int y = 1; y < r1.h - 1; y++)
            for (int x = 1; x < r1.w - 1; x++) {
                uint32_t p = ut_pixel(ut_shot, r1.x + x, r1.y + y), q = ut_pixel(ut_shot, r2.x + x, r2.y + y);
                if (!ut_close_to(p, (q >> 16) & 255, (q >> 8) & 255, q & 255, 24))
                    differ++;
                total++;
            }
        double d = total ? (double)differ / total : 0;
        if ((d > 0.1) != ut_yes(a[6]))
            ut_fail("shape cells %s,%s and %s,%s of %s differ in %.1f%% of their pixels", a[2], a[3], a[4], a[5],
                 ut_last_shot, d * 100);    } else {
        return false;
    }
    return true;
}

/* expect hands-shown N: every kind each hand holds is drawn, in the panel or on its
 * stand, whole inside the window (a stand clear of the panel, the panel's inside it),
 * clear of the board's squares and of every other kind drawn: a player can see and pick
 * each; N kinds in the two hands together. */
static void expect_hands_shown(int want)
{
    main_frame(NULL);
    const Position *pos = &app.game->pos;
    SDL_Rect drawn[2 * CSM_MAX_KINDS];
    int ndrawn = 0;
    SDL_Rect window = {0, 0, ui_lay.w, ui_lay.h};
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < app.variant->nkinds; k++) {
            const char *who = side ? "black" : "white", *name = app.variant->kinds[k].name;
            SDL_Rect r, in_panel;
            if (!ui_hand_count(pos, side, k))
                continue;
            if (!hand_piece_rect(side, k, &r)) {
                ut_fail("%s's %s in hand is not drawn", who, name);
                continue;
            }
            bool panel = ui_panel_hand_rect(side, k, &in_panel);
            SDL_Rect area = panel ? ui_lay.panel : window;
            if (!SDL_IntersectRect(&r, &area, &in_panel) || !SDL_RectEquals(&r, &in_panel))
                ut_fail("%s's %s in hand at %d,%d %dx%d: not whole inside the %s", who, name, r.x, r.y, r.w, r.h,
                        panel ? "panel" : "window");
            if (SDL_HasIntersection(&r, &ui_lay.board) || (!panel && SDL_HasIntersection(&r, &ui_lay.panel)))
                ut_fail("%s's %s in hand at %d,%d %dx%d: over the board or the panel", who, name, r.x, r.y, r.w, r.h);
            for (int i = 0; i < ndrawn; i++)
                if (SDL_HasIntersection(&r, &drawn[i]))
                    ut_fail("%s's %s in hand at %d,%d %dx%d: over another piece in hand", who, name, r.x, r.y, r.w,
                            r.h);
            drawn[ndrawn++] = r;
        }
    if (ndrawn != want)
        ut_fail("hands-shown: %d kinds in hand drawn, expected %d", ndrawn, want);
}

static bool panels_expect_2(char **a, int n, const char *what, char *want, char *got)
{
    if (!strcmp(what, "hands-shown") && n >= 3) {
        expect_hands_shown(atoi(a[2]));
    } else if (!strcmp(what, "hand-icon") && n >= 5) {
        /* expect hand-icon white|black PIECE MIN%: that hand's icon is at least MIN% of a
         * board square wide */
        int side = !strcmp(a[2], "black"), kind = variant_find_kind(app.variant, a[3]);
        SDL_Rect r;
        main_frame(NULL);
        if (kind < 0 || !hand_piece_rect(side, kind, &r))
            ut_fail("no %s in %s's hand", a[3], a[2]);
        else if (r.w * 100 < atoi(a[4]) * ui_lay.sq)
            ut_fail("hand icon: %d px for a %d px square, expected at least %s%%", r.w, ui_lay.sq, a[4]);
    } else if (!strcmp(what, "move-in-view") && n >= 4) {
        /* expect move-in-view PLY yes|no: that move's entry is in the list's visible part */
        SDL_Rect r;
        main_frame(NULL);
        if (ui_panel_move_rect(atoi(a[2]), &r) != ut_yes(a[3]))
            ut_fail("move %s in view: expected %s", a[2], a[3]);
    } else if (!strcmp(what, "move-rows") && n >= 3) {
        /* expect move-rows N: the move list has room for at least N rows */
        SDL_Rect r;
        main_frame(NULL);
        if (!ui_panel_part_rect("moves", &r) || r.h < atoi(a[2]) * U(26))
            ut_fail("move list: %d px, room for %d rows, expected %s", r.h, r.h / U(26), a[2]);
    } else if (!strcmp(what, "side-label") && n >= 4) {
        /* expect side-label white|black TEXT: the material card's name of that side */
        char label[EXPECT_TEXT];
        ut_join(a, 3, n, label, sizeof label);
        const char *shown = ui_panel_side_label(!strcmp(a[2], "black") ? BLACK : WHITE);
        if (strcmp(shown, label))
            ut_fail("side-label %s: expected \"%s\", got \"%s\"", a[2], label, shown);
    } else if (!strcmp(what, "points-text") && n >= 4) {
        /* expect points-text white|black TEXT: that side's points in the material card */
        ui_panel_points_text(!strcmp(a[2], "black"), got, EXPECT_TEXT);
        if (strcmp(got, a[3]))
            ut_fail("points of %s: expected \"%s\", got \"%s\"", a[2], a[3], got);
    } else if (!strcmp(what, "status-text")) {
        /* the status card's two lines, joined by " / " in the script's want */
        ui_panel_status_text(got, EXPECT_TEXT);
        for (char *nl = strchr(got, '\n'); nl; nl = strchr(nl, '\n'))
            *nl = '|';
        if (!strstr(got, want))
            ut_fail("status-text: expected \"%s\" in \"%s\"", want, got);
    } else if (!strcmp(what, "status-mark-pixel") && n >= 8) {
        /* expect status-mark-pixel FX FY R G B TOL: a point at fractions of the status
         * card's side mark (a disc or a shogi tile), in the last screenshot */
        ut_expect_rect_pixel(ui_panel_status_mark_rect(), "status mark", a + 2);
    } else if (!strcmp(what, "material-mark-pixel") && n >= 9) {
        /* expect material-mark-pixel white|black FX FY R G B TOL: the material card's mark */
        ut_expect_rect_pixel(ui_panel_material_mark_rect(strcmp(a[2], "black") ? WHITE : BLACK), "material mark", a + 3);
    } else if (!strcmp(what, "state-text")) {
        ui_panel_state_text(got, EXPECT_TEXT);
        if (!strstr(got, want))
            ut_fail("state-text: expected \"%s\" in \"%s\"", want, got);
    } else {
        return false;
    }
    return true;
}

bool ut_panels_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    return panels_expect_1(a, n, a[1], want, got) ||
           panels_expect_2(a, n, a[1], want, got);
}

static bool panels_command_1(char **a, int n, const char *c)
{
    if (!strcmp(c, "click-button") && n >= 2) {
        size_t i;
        for (i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
            if (!strcmp(buttons[i].name, a[1]))
                break;
        SDL_Rect r;
        if (i == sizeof buttons / sizeof buttons[0] || !ui_panel_button_rect(buttons[i].cmd, &r))
            ut_fail("no button %s", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "click-hand") && n >= 3) {
        /* click-hand white|black PIECE: a piece in that side's hand, in the panel or on its stand */
        int side = !strcmp(a[1], "black"), kind = variant_find_kind(app.variant, a[2]);
        SDL_Rect r;
        ut_settle();
        main_frame(NULL);
        if (kind < 0 || !hand_piece_rect(side, kind, &r))
            ut_fail("no %s in %s's hand", a[2], a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "drag-hand") && n >= 4) {
        /* drag-hand white|black PIECE SQ: press on a piece of the hand, move, let go on SQ */
        int side = !strcmp(a[1], "black"), kind = variant_find_kind(app.variant, a[2]), x2, y2;
        SDL_Rect r;
        ut_settle();
        main_frame(NULL);
        if (kind < 0 || !hand_piece_rect(side, kind, &r)) {
            ut_fail("no %s in %s's hand", a[2], a[1]);
        } else if (ut_square_point(a, n, 3, &x2, &y2)) {
            int x = r.x + r.w / 2, y = r.y + r.h / 2;
            ut_motion(x, y, false);
            ut_button(x, y, true);
            for (int i = 1; i <= 4; i++)
                ut_motion(x + (x2 - x) * i / 4, y + (y2 - y) * i / 4, true);
            ut_button(x2, y2, false);
        }
    } else if (!strcmp(c, "hover-panel") && n >= 2) {
        hover_panel(a[1]);
    } else if (!strcmp(c, "note-panel") && n >= 2) {
        /* note-panel PART: remember where a part of the side panel is now */
        if (!ui_panel_part_rect(a[1], &noted_part))
            ut_fail("no panel part %s", a[1]);
    } else if (!strcmp(c, "click-move") && n >= 2) {
        SDL_Rect r;
        if (!ui_panel_move_rect(atoi(a[1]), &r))
            ut_fail("move %s is not in view", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else {
        return false;
    }
    return true;
}

bool ut_panels_command(char **a, int n)
{
    return panels_command_1(a, n, a[0]);
}
