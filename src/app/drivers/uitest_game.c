/* uitest_game.c — the UI tests' checks of the game itself: the position, moves and
 * results, clocks and draw offers, the variant loaded, saved files and the clipboard. */
#include "uitest_steps.h"

#include "app.h"
#include "datadir.h"
#include "endtext.h"
#include "gametitle.h"
#include "i18n.h"
#include "main_loop.h"
#include "textfile.h"
#include "timesrc.h"
#include "ui_kit.h"
#include "ui_panel.h"

#include <SDL.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool game_expect_1(char **a, int n, const char *what, char *want, char *got)
{
    if (!strcmp(what, "fen")) {
        app_fen(got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("fen: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "fen-board")) {
        app_fen(got, EXPECT_TEXT);
        got[strcspn(got, " ")] = '\0';
        if (strcmp(got, want))
            ut_fail("board: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "piece") && n >= 4) {
        Square s;
        if (!ut_parse_square(a[2], &s)) {
            ut_fail("bad square %s", a[2]);
            return true;
        }
        Piece p = app.game->pos.board[s];
        const char *name = p ? app.variant->kinds[piece_kind(p)].name : "none";
        if (strcmp(name, a[3]))
            ut_fail("piece on %s: expected %s, got %s", a[2], a[3], name);
        else if (p && n >= 5 && strcmp(a[4], piece_color(p) == WHITE ? "white" : "black"))
            ut_fail("piece on %s: expected a %s one", a[2], a[4]);
    } else if (!strcmp(what, "result") && n >= 3) {
        const GameResult *r = game_result(app.game);
        if (strcmp(game_status_text(r->status), a[2]))
            ut_fail("result: expected %s, got %s (%s)", a[2], game_status_text(r->status), r->reason);
        else if (n >= 4) {
            ut_join(a, 3, n, want, EXPECT_TEXT);
            if (strcmp(r->reason, want))
                ut_fail("result reason: expected %s, got %s", want, r->reason);
        }
    } else if (!strcmp(what, "turn") && n >= 3) {
        const char *side = app.game->pos.side == WHITE ? "white" : "black";
        if (strcmp(side, a[2]))
            ut_fail("turn: expected %s, got %s", a[2], side);
    } else if (!strcmp(what, "moves") && n >= 3) {
        if (app.game->length != atoi(a[2]))
            ut_fail("moves played: expected %s, got %d", a[2], app.game->length);
    } else if (!strcmp(what, "total") && n >= 3) {
        if (app.game->total != atoi(a[2]))
            ut_fail("moves recorded: expected %s, got %d", a[2], app.game->total);
    } else if (!strcmp(what, "variant")) {
        if (strcmp(app.variant->name ? app.variant->name : "", want))
            ut_fail("variant: expected \"%s\", got \"%s\"", want, app.variant->name);
    } else if (!strcmp(what, "saved-pgns") && n >= 3) {
        int count = ut_count_files(app.games_dir, "", "pgn");
        if (count != atoi(a[2]))
            ut_fail("saved PGN files: expected %s, got %d", a[2], count);
    } else if (!strcmp(what, "clipboard-tag") && n >= 4) {
        /* expect clipboard-tag NAME VALUE...: the clipboard's PGN has [NAME "VALUE"] */
        char value[EXPECT_TEXT - 64];
        ut_join(a, 3, n, value, sizeof value);
        snprintf(want, EXPECT_TEXT, "[%s \"%s\"]", a[2], value);
        char *clip = SDL_GetClipboardText();
        if (!clip || !strstr(clip, want))
            ut_fail("clipboard: %s not in \"%s\"", want, clip ? clip : "(null)");
        SDL_free(clip);
    } else if (!strcmp(what, "clipboard-has")) {
        char *clip = SDL_GetClipboardText();
        if (!clip || !strstr(clip, want))
            ut_fail("clipboard: \"%s\" not in \"%s\"", want, clip ? clip : "(null)");
        SDL_free(clip);
    } else if (!strcmp(what, "clipboard-fen")) {
        char *clip = SDL_GetClipboardText();
        app_fen(got, EXPECT_TEXT);
        if (!clip || strcmp(clip, got))
            ut_fail("clipboard: expected \"%s\", got \"%s\"", got, clip ? clip : "(null)");
        SDL_free(clip);
    } else if (!strcmp(what, "lang") && n >= 3) {
        if (strcmp(i18n_lang_code(i18n_lang()), a[2]))
            ut_fail("language: expected %s, got %s", a[2], i18n_lang_code(i18n_lang()));
    } else if (!strcmp(what, "pref-files") && n >= 4) {
        /* expect pref-files PREFIX COUNT: files in the user's folder starting so */
        int count = ut_count_files(app.pref_dir, a[2], "");
        if (count != atoi(a[3]))
            ut_fail("files %s* in %s: expected %s, got %d", a[2], app.pref_dir, a[3], count);
    } else if (!strcmp(what, "saved-games") && n >= 3) {
        int count = ut_count_files(app.games_dir, "", "txt");
        if (count != atoi(a[2]))
            ut_fail("saved games: expected %s, got %d", a[2], count);
    } else if (!strcmp(what, "opponent")) {
        opponent_format(app_opponent(), got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("opponent: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "paused") && n >= 3) {
        if (app.paused != ut_yes(a[2]))
            ut_fail("paused: expected %s", a[2]);    } else if (!strcmp(what, "file-exists") && n >= 3) {
        FILE *f = fopen(a[2], "r");
        if (!f)
            ut_fail("no file %s", a[2]);
        else
            fclose(f);
    } else if (!strcmp(what, "clock") && n >= 4) {
        int side = !strcmp(a[2], "black") ? BLACK : WHITE;
        ui_panel_clock_face(side, got, EXPECT_TEXT);
        if (strcmp(got, a[3]))
            ut_fail("clock %s: expected %s, got %s", a[2], a[3], got);
    } else if (!strcmp(what, "clock-line")) {
        clock_format(&app.clock, got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("clock-line: expected \"%s\", got \"%s\"", want, got);
    } else if (!strcmp(what, "end-text")) {
        end_sentence(app.variant, app.game, got, EXPECT_TEXT);
        if (strcmp(got, want))
            ut_fail("end-text: expected \"%s\", got \"%s\"", want, got);
    } else {
        return false;
    }
    return true;
}

static bool game_expect_2(char **a, int n, const char *what, char *want, char *got)
{
    (void)got;
    if (!strcmp(what, "variant-title")) {
        char t[256];
        gametitle_text(app.variant, app.game, t, sizeof t); /* as the header shows it */
        if (strcmp(t, want))
            ut_fail("variant-title: expected \"%s\", got \"%s\"", want, t);
    } else if (!strcmp(what, "captured") && n >= 4) {
        /* pieces the side named has captured so far */
        int side = !strcmp(a[2], "black") ? BLACK : WHITE, count = 0;
        for (int i = 0; i < app.game->length; i++)
            if (app.game->undos[i].captured && (int)piece_color(app.game->undos[i].captured) != side)
                count++;
        if (count != atoi(a[3]))
            ut_fail("captured %s: expected %s, got %d", a[2], a[3], count);
    } else if (!strcmp(what, "draw-offer") && n >= 3) {
        const char *by = app.draw_offer == 0 ? "none" : app.draw_offer - 1 == WHITE ? "white" : "black";
        if (strcmp(by, a[2]))
            ut_fail("draw-offer: expected %s, got %s", a[2], by);    } else {
        return false;
    }
    return true;
}

bool ut_game_expect(char **a, int n)
{
    char want[EXPECT_TEXT], got[EXPECT_TEXT];
    ut_join(a, 2, n, want, sizeof want);
    return game_expect_1(a, n, a[1], want, got) ||
           game_expect_2(a, n, a[1], want, got);
}

static bool game_command_1(char **a, int n, const char *c)
{
    if (!strcmp(c, "variant") && n >= 2) {
        char err[1200], path[PATH_MAX];
        struct stat st;
        const char *file = a[1];
        if (stat(file, &st) != 0)
            file = csm_data_path(a[1], path, sizeof path);
        if (!app_load_variant(file, err, sizeof err))
            ut_fail("variant %s: %s", a[1], err);
        ut_settle();
    } else if (!strcmp(c, "setup")) {
        char fen[1024], err[1200];
        ut_join(a, 1, n, fen, sizeof fen);
        if (!app_new_game(fen, err, sizeof err))
            ut_fail("setup: %s", err);
        ut_settle();
    } else if (!strcmp(c, "clipboard-set")) {
        /* clipboard-set TEXT: what another program copied */
        char text[2048];
        ut_join(a, 1, n, text, sizeof text);
        SDL_SetClipboardText(text);
    } else if (!strcmp(c, "clipboard-file") && n >= 2) {
        /* clipboard-file PATH: a whole file copied, e.g. a PGN */
        char *text = text_file_read(a[1]);
        if (!text)
            ut_fail("clipboard-file: cannot read %s", a[1]);
        else
            SDL_SetClipboardText(text);
        free(text);
    } else if (!strcmp(c, "drop-file") && n >= 2) {
        /* drop-file PATH: a file dropped on the window from a file manager */
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_DROPFILE;
        e.drop.file = SDL_strdup(a[1]);
        ut_send(&e);
    } else if (!strcmp(c, "clock-left") && n >= 3) {
        if (!clock_on(&app.clock)) {
            ut_fail("clock-left: no clock runs in this game");
            return true;
        }
        int side = !strcmp(a[1], "black") ? BLACK : WHITE;
        app.clock.left_ms[side] = (int64_t)(atof(a[2]) * 1000);
        app.clock_since = time_now_ms();
        ui_set_dirty();
    } else {
        return false;
    }
    return true;
}

bool ut_game_command(char **a, int n)
{
    return game_command_1(a, n, a[0]);
}
