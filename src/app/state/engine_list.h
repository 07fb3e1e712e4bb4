/* engine_list.h — the other engines the player added (Settings -> Engines), and which
 * of them plays the computer's moves and which analyses.
 *
 * Each entry is what settings.txt keeps (EngineSetting: name, protocol, command, the
 * options the player set) and its process (EcEngine), started when needed: to play, to
 * analyse, or to show its options. Adding an engine starts it and detects its protocol
 * (ec_engine.h); once it answers it joins the list and the settings. Every started
 * engine is polled here; what it says beyond its detection goes to the listener (the
 * player of its moves, extengine). Removing an engine only stops its process: the game
 * is never touched. No drawing. */
#ifndef APP_ENGINE_LIST_H
#define APP_ENGINE_LIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ec_engine.h"
#include "settings.h"

typedef enum EngineRole { ROLE_COMPUTER = 0, ROLE_ANALYSIS, ROLE_COUNT } EngineRole;

/* Hears each engine's events other than its detection (index into the list). */
typedef void (*EngineListener)(int index, EcEvent ev);
void engine_list_set_listener(EngineListener fn);
/* How the list tells the player (an engine could not be added, or failed). */
void engine_list_set_message(void (*message)(const char *text));

/* From the settings at start-up, and back into them (app_save_settings). */
void engine_list_load(const Settings *s);
void engine_list_store(Settings *s);
/* Stops every engine. */
void engine_list_shutdown(void);

int engine_list_count(void);
const EngineSetting *engine_list_setting(int i);
/* Its process and what it said about itself (options, variants); never NULL for a valid i. */
EcEngine *engine_list_engine(int i);
int engine_list_find(const char *name); /* -1: none */

/* Starts `command` to detect its protocol; it is listed once it answers (see
 * engine_list_adding). False when the list is full or the command empty. */
bool engine_list_add(const char *command, uint64_t now);
/* An engine being detected (its command), or NULL. */
const char *engine_list_adding(void);
/* The last engine that could not be added, and why ("" when none); cleared by the next add. */
const char *engine_list_add_error(void);
void engine_list_remove(int i);

/* Sets an option: kept in the settings (saved) and sent when the engine runs. */
bool engine_list_set_option(int i, const char *name, const char *value);
/* The value the player set, or the engine's own default ("" when neither is known). */
const char *engine_list_option_value(int i, const char *name);

/* Makes its process run (started again after a failure, with its saved options); false
 * while it is not ready yet. */
bool engine_list_ready(int i, uint64_t now);

/* Which engine plays the computer / analyses: -1 for ours. */
int engine_list_role(EngineRole r);
void engine_list_set_role(EngineRole r, int i);

/* Reads every started engine (detections, then the listener); true when something
 * happened (an engine was added or failed to be, or one said something). */
bool engine_list_tick(uint64_t now);
/* True while an engine is being added, detected again or stopped (tests wait for it). */
bool engine_list_settling(void);
/* True while some engine is being detected or thinks (the window keeps waking up). */
bool engine_list_busy(void);

#endif
