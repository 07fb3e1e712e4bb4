/* uitest_drive.c — the UI tests' hands: mouse and key events made up and sent through
 * ui_handle as the interactive loop would, squares found on the board, script words read. */
#include "uitest_steps.h"

#include "app.h"
#include "assets.h"
#include "main_loop.h"
#include "notation.h"
#include "ui.h"
#include "ui_board.h"

#include <SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Files in `dir` whose names start with `prefix` and end with `suffix` (0 when the
 * folder does not exist). */
int ut_count_files(const char *dir, const char *prefix, const char *suffix)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int count = 0;
    size_t np = strlen(prefix), ns = strlen(suffix);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        if (len >= np && len >= ns && !strncmp(e->d_name, prefix, np) && !strcmp(e->d_name + len - ns, suffix))
            count++;
    }
    closedir(d);
    return count;
}

void ut_settle(void)
{
    main_pump();
    if (ui_dirty())
        main_frame(NULL);
}

void ut_send(SDL_Event *e)
{
    e->common.timestamp = SDL_GetTicks();
    ui_handle(e);
    ut_settle();
}

void ut_to_window(int px, int py, int *wx, int *wy)
{
    *wx = (int)(px / ui_lay.dpi);
    *wy = (int)(py / ui_lay.dpi);
}

void ut_motion(int px, int py, bool held)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    ut_to_window(px, py, &e.motion.x, &e.motion.y);
    e.motion.state = held ? SDL_BUTTON_LMASK : 0;
    ut_send(&e);
}

void ut_mouse_button(int which, int px, int py, bool down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.button = (Uint8)which;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    ut_to_window(px, py, &e.button.x, &e.button.y);
    ut_send(&e);
}

void ut_button(int px, int py, bool down) { ut_mouse_button(SDL_BUTTON_LEFT, px, py, down); }

void ut_click_at(int x, int y)
{
    ut_motion(x, y, false);
    ut_button(x, y, true);
    ut_button(x, y, false);
}

bool ut_parse_square(const char *s, Square *out)
{
    if (!app.variant)
        return false;
    int n = square_parse(s, app.variant->files, app.variant->ranks, out);
    return n > 0 && s[n] == '\0';
}

int ut_parse_quadrant(const char *s)
{
    static const char *names[] = {"swirl", "x", "arrow", "square"};
    for (int i = 0; i < 4; i++)
        if (!strcmp(s, names[i]))
            return i;
    return -1;
}

/* The point of a square (or of one of its cluster quadrants) in output pixels. */
bool ut_square_point(char **args, int nargs, int first, int *x, int *y)
{
    Square s;
    if (first >= nargs || !ut_parse_square(args[first], &s)) {
        ut_fail("not a square of this board: %s", first < nargs ? args[first] : "(none)");
        return false;
    }
    if (first + 1 < nargs) {
        int q = ut_parse_quadrant(args[first + 1]);
        if (q < 0) {
            ut_fail("quadrant must be swirl, x, arrow or square: %s", args[first + 1]);
            return false;
        }
        return ui_board_quadrant_point(s, q, x, y);
    }
    SDL_Rect r;
    ui_board_square_rect(s, &r);
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
    return true;
}

void ut_key(const char *spec)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    char buf[64];
    snprintf(buf, sizeof buf, "%s", spec);
    char *name = buf;
    for (;;) {
        char *plus = strchr(name, '+');
        if (!plus || plus[1] == '\0')
            break;
        *plus = '\0';
        if (!strcasecmp(name, "ctrl"))
            e.key.keysym.mod |= KMOD_LCTRL;
        else if (!strcasecmp(name, "shift"))
            e.key.keysym.mod |= KMOD_LSHIFT;
        else if (!strcasecmp(name, "alt"))
            e.key.keysym.mod |= KMOD_LALT;
        else
            ut_fail("unknown modifier %s", name);
        name = plus + 1;
    }
    SDL_Keycode k = SDL_GetKeyFromName(name);
    if (k == SDLK_UNKNOWN) {
        ut_fail("unknown key %s", name);
        return;
    }
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    ut_send(&e);
    /* as SDL does (text input is on from the start on a desktop): a printable key without
     * Ctrl or Alt is followed by its text */
    if (k >= 32 && k < 127 && !(e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT))) {
        char text[2] = {(char)k, '\0'};
        if ((e.key.keysym.mod & KMOD_SHIFT) && k >= 'a' && k <= 'z')
            text[0] = (char)(k - 'a' + 'A');
        ut_type_text(text);
    }
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    ut_send(&e);
}

void ut_type_text(const char *text)
{
    /* SDL_TEXTINPUT carries at most 31 bytes: split on character boundaries */
    size_t n = strlen(text), i = 0;
    while (i < n) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_TEXTINPUT;
        size_t take = 0;
        while (i + take < n && take < 24) {
            take++;
            while (i + take < n && ((unsigned char)text[i + take] & 0xc0) == 0x80)
                take++;
        }
        memcpy(e.text.text, text + i, take);
        ut_send(&e);
        i += take;
    }
}

bool ut_yes(const char *s) { return !strcmp(s, "yes") || !strcmp(s, "true") || !strcmp(s, "1"); }

void ut_join(char **args, int from, int nargs, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = from; i < nargs; i++) {
        strncat(out, args[i], size - strlen(out) - 1);
        if (i + 1 < nargs)
            strncat(out, " ", size - strlen(out) - 1);
    }
}

const char *ut_marker_name(int m)
{
    switch (m) {
    case MARK_MOVE: return "move";
    case MARK_CAPTURE: return "capture";
    case MARK_JUMP: return "jump";
    case MARK_SHIFT: return "shift";
    case UI_MARK_CLUSTER: return "cluster";
    default: return "none";
    }
}
