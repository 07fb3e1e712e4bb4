/* settings.h — the few choices kept between runs (settings.txt in the user's folder,
 * `key=value` lines): language, auto-flip, the last variant played. */
#ifndef APP_SETTINGS_H
#define APP_SETTINGS_H

#include <limits.h>
#include <stdbool.h>

typedef struct Settings {
    char lang[8];              /* "", "en" or "ko" ("" : from the locale) */
    bool autoflip;
    char variant[PATH_MAX];    /* "" : Standard Chess */
} Settings;

void settings_load(const char *pref_dir, Settings *s);
bool settings_save(const char *pref_dir, const Settings *s);

#endif
