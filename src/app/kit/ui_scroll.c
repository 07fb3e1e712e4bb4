/* ui_scroll.c — scrolling a list taller than its box (see ui_scroll.h). */
#include "ui_scroll.h"

#include "ui_kit.h"

int ui_scroll_clamp(int px, int content_h, int view_h)
{
    int max = content_h - view_h;
    if (px > max)
        px = max;
    return px < 0 ? 0 : px;
}

int ui_scroll_wheel(int px, int wheel, int content_h, int view_h)
{
    return ui_scroll_clamp(px - wheel * U(60), content_h, view_h);
}

void ui_scroll_bar(SDL_Rect view, int content_h, int px)
{
    if (content_h <= view.h)
        return;
    int bar_h = view.h * view.h / content_h;
    int bar_y = view.y + (view.h - bar_h) * px / (content_h - view.h);
    ren_round_rect((SDL_Rect){view.x + view.w - U(4), bar_y, U(4), bar_h}, U(2), RGBA(255, 255, 255, 60));
}
