/* settings.h — the choices kept between runs (settings.txt in the user's folder,
 * `key=value` lines): language, auto-flip, the last variant played, the look and
 * sound of the table (theme, animation, sound, move notation), where the window was
 * and the folder games were last saved in. A value that does not read is ignored (its default stays), key by key. */
#ifndef APP_SETTINGS_H
#define APP_SETTINGS_H

#include <limits.h>
#include <stdbool.h>

/* Where the window was: size and position in window units, and maximised. */
typedef struct WindowPlace {
    bool known;       /* false: never saved (a first start) */
    int x, y, w, h;
    bool maximized;
} WindowPlace;

typedef struct Settings {
    char lang[8];              /* "", "en" or "ko" ("" : from the locale) */
    bool autoflip;
    char variant[PATH_MAX];    /* "" : Standard Chess */
    char theme[16];            /* a theme name (theme.h); "" : the default */
    bool animate;              /* pieces slide (default on) */
    bool sound;                /* sounds play (default on); off = muted */
    char notation[16];         /* how moves are written: "own" (each variant's own) or a notation (notations.h) */
    bool your_side_below;      /* against the computer, the person's side at the bottom (default on) */
    bool pictograms;           /* xiangqi and janggi pieces as pictograms instead of characters */
    WindowPlace window;
    char save_dir[PATH_MAX];   /* the folder games were last saved in ("" : the games folder) */
} Settings;

/* Fills `s` with the defaults, then with what settings.txt says. */
void settings_load(const char *pref_dir, Settings *s);
bool settings_save(const char *pref_dir, const Settings *s);

#endif
