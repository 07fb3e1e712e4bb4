/* uitest_dialogs.c — the UI tests' clicks in dialogs (new game, the lists of variants and
 * games, settings, the end of a game) and checks of what they show. */
#include "uitest_steps.h"

#include "app.h"
#include "notations.h"
#include "main_loop.h"
#include "theme.h"
#include "ui_dialog.h"
#include "ui_endgame.h"
#include "ui_kit.h"
#include "ui_netline.h"
#include "ui_savedlg.h"
#include "ui_settings.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The dialog list entry whose path ends in `suffix`, or, for `game:N`, the N-th game of
 * a PGN file's list; -1 when none. */
static int find_item(const char *suffix)
{
    int game = 0;
    if (!strncmp(suffix, "game:", 5))
        game = atoi(suffix + 5);
    for (int i = 0, games = 0; i < ui_dialog_item_count(); i++) {
        const char *p = ui_dialog_item_path(i);
        size_t lp = strlen(p), ls = strlen(suffix);
        if (game > 0 ? p[0] && ++games == game : lp >= ls && !strcmp(p + lp - ls, suffix))
            return i;
    }
    return -1;
}

/* hover-item SUFFIX: the mouse over a dialog list entry (its tooltip). */
static void hover_item(const char *suffix)
{
    for (int i = 0; i < ui_dialog_item_count(); i++) {
        const char *p = ui_dialog_item_path(i);
        size_t lp = strlen(p), ls = strlen(suffix);
        SDL_Rect r;
        if (lp >= ls && !strcmp(p + lp - ls, suffix) && ui_dialog_item_rect(i, &r)) {
            ut_settle();
            main_frame(NULL);
            ut_motion(r.x + r.w / 2, r.y + r.h / 2, false);
            return;
        }
    }
    ut_fail("no list item %s", suffix);
}

static bool dialogs_expect_1(char **a, int n, const char *what, char *want, char *got)
{
    (void)got;
    if (!strcmp(what, "setting") && n >= 4) {
        /* expect setting theme|animation|sound|notation VALUE */
        const char *value = "?";
        if (!strcmp(a[2], "theme"))
            value = theme_current()->name;
        else if (!strcmp(a[2], "animation"))
            value = app.animate ? "on" : "off";
        else if (!strcmp(a[2], "sound"))
            value = app.sound ? "on" : "off";
        else if (!strcmp(a[2], "notation"))
            value = app.notation_choice >= 0 ? notation_name((NotationId)app.notation_choice) : "own";
        char rest[EXPECT_TEXT];
        ut_join(a, 3, n, rest, sizeof rest);
        if (!strcmp(a[2], "player-name")) /* the name may have spaces: the rest of the line */
            value = app.player_name;
        if (strcmp(value, rest))
            ut_fail("setting %s: expected %s, got %s", a[2], rest, value);
    } else if (!strcmp(what, "settings-open") && n >= 3) {
        if (ui_settings_active() != ut_yes(a[2]))
            ut_fail("settings dialog: expected %s", ut_yes(a[2]) ? "open" : "closed");
    } else if (!strcmp(what, "dialog") && n >= 3) {
        const char *k = ui_netline_active() ? ui_netline_tag() : ui_dialog_kind() == DLG_NONE ? "none" : ui_dialog_tag();
        if (strcmp(k, a[2]))
            ut_fail("dialog: expected %s, got %s", a[2], k);
    } else if (!strcmp(what, "dialog-text")) {
        bool in_save = ui_savedlg_active() && strstr(ui_savedlg_title(), want);
        if (!in_save && !strstr(ui_dialog_title(), want) && !strstr(ui_dialog_body(), want) &&
            !ui_dialog_choices_say(want))
            ut_fail("dialog text: \"%s\" not in \"%s\" / \"%s\" (nor a New game caption or choice)", want,
                    ui_dialog_title(), ui_dialog_body());
    } else if (!strcmp(what, "dialog-mark-pixel") && n >= 8) {
        /* expect dialog-mark-pixel FX FY R G B TOL: the mark before the dialog's title */
        SDL_Rect r;
        if (ui_dialog_title_mark_rect(&r))
            ut_expect_rect_pixel(r, "dialog title mark", a + 2);
        else
            ut_fail("dialog-mark-pixel: the dialog's title has no mark");
    } else if (!strcmp(what, "dialog-mark") && n >= 3) { /* expect dialog-mark none */
        SDL_Rect r;
        if (ui_dialog_title_mark_rect(&r) != (strcmp(a[2], "none") != 0))
            ut_fail("dialog-mark: expected %s", a[2]);
    } else if (!strcmp(what, "item-error")) {
        bool found = false;
        for (int i = 0; i < ui_dialog_item_count() && !found; i++)
            found = ui_dialog_item_error(i) && strstr(ui_dialog_item_error(i), want);
        if (!found)
            ut_fail("no list item with the error \"%s\"", want);
    } else if (!strcmp(what, "settings-label-clear") && n >= 3) {
        /* expect settings-label-clear theme-NAME: its label is not under its swatch */
        if (!ui_settings_label_clear(a[2]))
            ut_fail("settings: the label of %s runs under its swatch", a[2]);    } else if (!strcmp(what, "item-detail") && n >= 4) {
        /* expect item-detail SUFFIX TEXT: the line under the entry whose path ends so */
        ut_join(a, 3, n, want, EXPECT_TEXT);
        int found = find_item(a[2]);
        const char *detail = found >= 0 ? ui_dialog_item_detail(found) : NULL;
        if (!detail || !strstr(detail, want))
            ut_fail("item %s: detail \"%s\" not in \"%s\"", a[2], want, detail ? detail : "(no such item)");
    } else if (!strcmp(what, "no-item") && n >= 3) {
        /* expect no-item SUFFIX: no entry's path ends so (a file the filter leaves out) */
        if (find_item(a[2]) >= 0)
            ut_fail("list: an entry %s is listed", a[2]);
    } else if (!strcmp(what, "open-folder") && n >= 3) {
        /* expect open-folder SUFFIX: the Open list shows the folder whose path ends so */
        const char *dir = ui_dialog_open_folder();
        size_t a2 = strlen(a[2]), d = strlen(dir);
        if (d < a2 || strcmp(dir + d - a2, a[2]))
            ut_fail("open-folder: expected ...%s, got \"%s\"", a[2], dir);
    } else if (!strcmp(what, "item-before") && n >= 4) {
        /* expect item-before SUFFIX SUFFIX: the first entry is listed above the second */
        int first = find_item(a[2]), second = find_item(a[3]);
        if (first < 0 || second < 0 || first >= second)
            ut_fail("list: %s (entry %d) is not above %s (entry %d)", a[2], first, a[3], second);
    } else if (!strcmp(what, "items") && n >= 3) {
        int count = 0;
        for (int i = 0; i < ui_dialog_item_count(); i++)
            count += ui_dialog_item_path(i)[0] != '\0';
        if (count < atoi(a[2]))
            ut_fail("list items: expected at least %s, got %d", a[2], count);
    } else if (!strcmp(what, "save-path-has") && n >= 3) {
        /* expect save-path-has TEXT: the save dialog's path contains TEXT */
        if (!strstr(ui_savedlg_path(), a[2]))
            ut_fail("save dialog path \"%s\" lacks \"%s\"", ui_savedlg_path(), a[2]);
    } else if (!strcmp(what, "save-folder-in-view") && n >= 4) {
        /* expect save-folder-in-view SUFFIX yes|no: that folder row shows (can be clicked) */
        SDL_Rect r;
        if (ui_savedlg_folder_rect(a[2], &r) != ut_yes(a[3]))
            ut_fail("save dialog folder ...%s: expected %sin view", a[2], ut_yes(a[3]) ? "" : "not ");
    } else {
        return false;
    }
    return true;
}

bool ut_dialogs_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    return dialogs_expect_1(a, n, a[1], want, got);
}

/* wheel-save-folders N: N notches of the wheel over the save dialog's folder rows
 * (SDL's sign: negative scrolls down the list). */
static void wheel_save_folders(int notches)
{
    SDL_Rect r;
    if (!ui_savedlg_folders_rect(&r)) {
        ut_fail("no save dialog folder rows to scroll");
        return;
    }
    ut_motion(r.x + r.w / 2, r.y + r.h / 2, false);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = notches;
    ut_send(&e);
}

static bool dialogs_command_1(char **a, int n, const char *c)
{
    if (!strcmp(c, "click-dialog") && n >= 2) {
        SDL_Rect r;
        if (!(ui_netline_active() ? ui_netline_button_rect(atoi(a[1]), &r) : ui_dialog_button_rect(atoi(a[1]), &r)))
            ut_fail("no dialog button %s", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "draw-960") && n >= 2) {
        /* draw-960 N: the next random Chess960 start is position N */
        ui_dialog_force_960(atoi(a[1]));
    } else if (!strcmp(c, "click-item") && n >= 2) {
        int found = find_item(a[1]);
        SDL_Rect r;
        if (found < 0 || !ui_dialog_item_rect(found, &r)) {
            ut_fail("no list item %s", a[1]);
        } else {
            ut_settle();
            main_frame(NULL);
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
        }
    } else if (!strcmp(c, "hover-item") && n >= 2) {
        hover_item(a[1]);
    } else if (!strcmp(c, "click-choice") && n >= 2) {
        SDL_Rect r;
        if (!ui_dialog_choice_rect(a[1], &r))
            ut_fail("no new-game choice %s", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "click-save-folder") && n >= 2) {
        /* click-save-folder SUFFIX: the save dialog's folder row whose folder ends so */
        SDL_Rect r;
        if (!ui_savedlg_folder_rect(a[1], &r))
            ut_fail("no folder ...%s in view under the save dialog's path", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "click-save-format") && n >= 2) {
        /* click-save-format EXT: the save dialog's format choice (the shogi family's Save PGN) */
        SDL_Rect r;
        if (!ui_savedlg_format_rect(a[1], &r))
            ut_fail("no format choice .%s in the save dialog", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);
    } else if (!strcmp(c, "wheel-save-folders") && n >= 2) {
        wheel_save_folders(atoi(a[1]));
    } else if (!strcmp(c, "click-setting") && n >= 2) {
        SDL_Rect r;
        if (!ui_settings_choice_rect(a[1], &r))
            ut_fail("no settings choice %s (is the dialog open?)", a[1]);
        else
            ut_click_at(r.x + r.w / 2, r.y + r.h / 2);    } else if (!strcmp(c, "end-dialog") && n >= 2) {
        /* end-dialog on|off: the end-of-game dialog (scripts start with it off) */
        ui_endgame_enable(!strcmp(a[1], "on"));
    } else if (!strcmp(c, "colour-draw") && n >= 2) {
        /* colour-draw white|black|real: what the next "Random" colour gives you */
        ui_dialog_force_colour(!strcmp(a[1], "white") ? WHITE : !strcmp(a[1], "black") ? BLACK : -1);
    } else {
        return false;
    }
    return true;
}

bool ut_dialogs_command(char **a, int n)
{
    return dialogs_command_1(a, n, a[0]);
}
