/* winplace.c — the window's place on the screen (see winplace.h). */
#include "winplace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int winplace_displays(SDL_Rect *out, int cap)
{
    const char *test = getenv("CHESSEMBLY_TEST_USABLE");
    if (test && *test) {
        int n = 0;
        for (const char *p = test; p && *p && n < cap; p = strchr(p, ';') ? strchr(p, ';') + 1 : NULL) {
            SDL_Rect r;
            if (sscanf(p, "%dx%d+%d+%d", &r.w, &r.h, &r.x, &r.y) == 4 && r.w > 0 && r.h > 0)
                out[n++] = r;
        }
        return n;
    }
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver || !strcmp(driver, "dummy") || !strcmp(driver, "offscreen"))
        return 0;
    int n = SDL_GetNumVideoDisplays(), k = 0;
    for (int i = 0; i < n && k < cap; i++)
        if (SDL_GetDisplayUsableBounds(i, &out[k]) == 0 && out[k].w > 0 && out[k].h > 0)
            k++;
    return k;
}

static int overlap(SDL_Rect a, SDL_Rect b)
{
    int w = SDL_min(a.x + a.w, b.x + b.w) - SDL_max(a.x, b.x);
    int h = SDL_min(a.y + a.h, b.y + b.h) - SDL_max(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
}

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

WindowPlace winplace_fit(const WindowPlace *p, const SDL_Rect *usable, int n)
{
    WindowPlace out = *p;
    if (!p->known) {
        out.w = WINPLACE_DEFAULT_W;
        out.h = WINPLACE_DEFAULT_H;
        out.maximized = false;
    }
    if (n <= 0) {
        if (!p->known)
            out.x = out.y = SDL_WINDOWPOS_CENTERED;
        return out;
    }
    /* the display it was on: the most overlap, else the first */
    int best = 0, most = 0;
    if (p->known) {
        SDL_Rect was = {p->x, p->y, p->w, p->h};
        for (int i = 0; i < n; i++)
            if (overlap(was, usable[i]) > most) {
                most = overlap(was, usable[i]);
                best = i;
            }
    }
    SDL_Rect u = usable[best];
    /* the client area may take the usable area less the frame */
    int max_w = SDL_max(u.w - 2 * WINPLACE_BORDER, 200);
    int max_h = SDL_max(u.h - WINPLACE_TITLE_H - WINPLACE_BORDER, 150);
    out.w = SDL_min(out.w, max_w);
    out.h = SDL_min(out.h, max_h);
    int min_x = u.x + WINPLACE_BORDER, max_x = u.x + u.w - WINPLACE_BORDER - out.w;
    int min_y = u.y + WINPLACE_TITLE_H, max_y = u.y + u.h - WINPLACE_BORDER - out.h;
    if (!p->known || most == 0) {
        out.x = min_x + (max_x - min_x) / 2;
        out.y = min_y + (max_y - min_y) / 2;
    } else {
        out.x = clampi(p->x, min_x, SDL_max(min_x, max_x));
        out.y = clampi(p->y, min_y, SDL_max(min_y, max_y));
    }
    out.known = p->known;
    return out;
}

void winplace_track(SDL_Window *w, WindowPlace *p)
{
    Uint32 flags = SDL_GetWindowFlags(w);
    if (flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_FULLSCREEN_DESKTOP))
        return; /* full screen is not a place to come back to */
    p->maximized = (flags & SDL_WINDOW_MAXIMIZED) != 0;
    if (p->maximized || (flags & SDL_WINDOW_MINIMIZED))
        return; /* keep the normal size to restore to */
    int x, y, width, height;
    SDL_GetWindowPosition(w, &x, &y);
    SDL_GetWindowSize(w, &width, &height);
    if (width >= 200 && height >= 150) {
        p->known = true;
        p->x = x;
        p->y = y;
        p->w = width;
        p->h = height;
    }
}
