/* settings.h — the choices kept between runs (settings.txt in the user's folder,
 * `key=value` lines): language, auto-flip, the last variant played, the look and
 * sound of the table (theme, animation, sound, move notation), where the window was
 * and the folder games were last saved in; the other engines added, with their options,
 * and which of them plays and analyses:
 *     engine=uci<TAB>Fairy-Stockfish 14<TAB>/usr/games/fairy-stockfish
 *     engine-option=Fairy-Stockfish 14<TAB>UCI_Elo<TAB>1500
 *     computer-engine=Fairy-Stockfish 14
 * A value that does not read is ignored (its default stays), key by key. */
#ifndef APP_SETTINGS_H
#define APP_SETTINGS_H

#include <limits.h>
#include <stdbool.h>

#include "folders.h"

/* Where the window was: size and position in window units, and maximised. */
typedef struct WindowPlace {
    bool known;       /* false: never saved (a first start) */
    int x, y, w, h;
    bool maximized;
} WindowPlace;

/* Another engine the player added (Settings -> Engines): how to start it, what it is,
 * and the options the player set (its other options keep the engine's defaults). */
enum { SETTINGS_ENGINES = 8, SETTINGS_ENGINE_OPTIONS = 24, SETTINGS_ENGINE_NAME = 128, SETTINGS_ENGINE_COMMAND = 1024 };
typedef struct EngineOptionSetting {
    char name[64];
    char value[256];
} EngineOptionSetting;
typedef struct EngineSetting {
    char name[SETTINGS_ENGINE_NAME]; /* as the engine calls itself (unique in the list) */
    char protocol[8];                /* uci, usi, ucci or xboard */
    char command[SETTINGS_ENGINE_COMMAND];
    EngineOptionSetting options[SETTINGS_ENGINE_OPTIONS];
    int noptions;
} EngineSetting;

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
    EngineSetting engines[SETTINGS_ENGINES];
    int nengines;
    char computer_engine[SETTINGS_ENGINE_NAME]; /* which engine plays the computer ("" : ours) */
    char analysis_engine[SETTINGS_ENGINE_NAME]; /* which engine analyses ("" : ours) */
    char player_name[64];      /* your name in the PGN of games played here ("" : "?") */
    char recent_dirs[FOLDERS_RECENT][PATH_MAX]; /* folders games were opened from or saved in, newest first */
} Settings;

/* Fills `s` with the defaults, then with what settings.txt says. */
void settings_load(const char *pref_dir, Settings *s);
bool settings_save(const char *pref_dir, const Settings *s);

#endif
