/* sound.h — short sounds for the table: a move, a capture, a check, a promotion and
 * the end of a game (assets/sounds/NAME.wav, made by tools/make_sounds.py).
 *
 * Played with SDL's own audio: one device opened on first use and fed with
 * SDL_QueueAudio; a new sound cuts the one still playing. The device is paused as
 * soon as its queue runs dry, so an idle window has no audio thread working (the loop
 * is woken once, by sound_wait_ms, to do that). Without an audio device (headless, no
 * sound card) or a WAV file, nothing is heard and nothing fails: the sound still
 * counts as played, which is what the UI tests check. Muted (the settings' choice, asked
 * through sound_set_wanted): nothing is played or counted. */
#ifndef APP_SOUND_H
#define APP_SOUND_H

#include <stdbool.h>

#include "game.h"

typedef enum SoundId { SOUND_MOVE = 0, SOUND_CAPTURE, SOUND_CHECK, SOUND_PROMOTION, SOUND_GAME_END, SOUND_COUNT } SoundId;

/* Whether sounds are wanted now (app.sound). The window sets it at start-up, so this
 * platform file never reads the game's state; until then (NULL) every sound is muted. */
void sound_set_wanted(bool (*is_wanted)(void));
void sound_play(SoundId id);
/* The sound of the game's last change: after a move or a redo (`step` 1) the end of
 * the game, a check (`check`: a royal piece is attacked), a promotion or transition,
 * a capture, else a move; nothing after an undo or a jump through the history. */
void sound_after_step(const Game *g, int step, bool check);
/* Closes the device and frees the sounds. */
void sound_shutdown(void);
/* Pauses the device once what was queued has played. */
void sound_tick(void);
/* How long the loop may sleep before sound_tick has something to do (60000: never). */
int sound_wait_ms(void);

/* For tests: sounds played so far, the last one (-1: none), its file name. */
int sound_played_count(void);
int sound_last(void);
const char *sound_name(SoundId id);
/* Whether a real device is open (for the bench and diagnostics). */
bool sound_device_open(void);

#endif
