/* sound.c — the game's sounds over SDL audio (see sound.h). */
#include "sound.h"

#include "datadir.h"
#include "game.h"

#include <SDL.h>
#include <limits.h>
#include <stdio.h>

static const char *const names[SOUND_COUNT] = {"move", "capture", "check", "promotion", "game-end"};

typedef struct Clip {
    Uint8 *data; /* in the device's format */
    Uint32 len;
} Clip;

static bool tried;         /* the device was asked for (after a failure it is not asked again) */
static SDL_AudioDeviceID dev;
static SDL_AudioSpec have;
static Clip clips[SOUND_COUNT];
static bool clip_tried[SOUND_COUNT];
static Uint32 playing_until; /* SDL_GetTicks when the queue has run dry; 0: paused */
static Uint32 close_at;      /* when the quiet device is closed; 0: not open or playing */

/* Even paused, SDL's audio thread keeps feeding silence to the sound server, and the
 * audio subsystem itself may poll for new devices (ALSA: ten times a second): left
 * open, they would wake the idle window. So the device is closed and the subsystem
 * shut after a few quiet seconds, and started again for the next sound. */
enum { CLOSE_AFTER_MS = 3000 };
static int played;
static int last = -1;
static bool (*wanted)(void); /* the settings' choice, asked before each sound */

void sound_set_wanted(bool (*is_wanted)(void)) { wanted = is_wanted; }

const char *sound_name(SoundId id) { return (unsigned)id < SOUND_COUNT ? names[id] : "none"; }
int sound_played_count(void) { return played; }
int sound_last(void) { return last; }
bool sound_device_open(void) { return dev != 0; }

static bool open_device(void)
{
    if (tried)
        return dev != 0;
    tried = true;
    if (!SDL_WasInit(SDL_INIT_AUDIO) && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        fprintf(stderr, "chessembly: no sound: %s\n", SDL_GetError());
        return false;
    }
    SDL_AudioSpec want;
    SDL_zero(want);
    want.freq = 22050;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512; /* short: a move's sound starts with the move */
    dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE);
    if (!dev) {
        fprintf(stderr, "chessembly: no sound: %s\n", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO); /* nothing left polling for devices */
    }
    return dev != 0;
}

/* Loads a WAV and converts it to the device's format once. */
static Clip *clip(SoundId id)
{
    Clip *c = &clips[id];
    if (clip_tried[id])
        return c->data ? c : NULL;
    clip_tried[id] = true;
    char rel[64], path[PATH_MAX];
    snprintf(rel, sizeof rel, "assets/sounds/%s.wav", names[id]);
    csm_data_path(rel, path, sizeof path);
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) {
        fprintf(stderr, "chessembly: sound %s: %s\n", path, SDL_GetError());
        return NULL;
    }
    SDL_AudioCVT cvt;
    int need = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, have.format, have.channels, have.freq);
    if (need < 0) {
        SDL_FreeWAV(buf);
        return NULL;
    }
    cvt.len = (int)len;
    cvt.buf = SDL_malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (!cvt.buf) {
        SDL_FreeWAV(buf);
        return NULL;
    }
    SDL_memcpy(cvt.buf, buf, len);
    SDL_FreeWAV(buf);
    if (need > 0 && SDL_ConvertAudio(&cvt) != 0) {
        SDL_free(cvt.buf);
        return NULL;
    }
    c->data = cvt.buf;
    c->len = need > 0 ? (Uint32)cvt.len_cvt : len;
    return c;
}

void sound_play(SoundId id)
{
    if (!wanted || !wanted() || (unsigned)id >= SOUND_COUNT)
        return;
    played++;
    last = (int)id;
    if (!open_device())
        return;
    Clip *c = clip(id);
    if (!c)
        return;
    SDL_ClearQueuedAudio(dev); /* the newest sound is the one that matters */
    if (SDL_QueueAudio(dev, c->data, c->len) != 0)
        return;
    int bytes_per_second = have.freq * have.channels * (int)(SDL_AUDIO_BITSIZE(have.format) / 8);
    Uint32 ms = bytes_per_second > 0 ? (Uint32)((Uint64)c->len * 1000 / (Uint64)bytes_per_second) : 500;
    close_at = 0;
    playing_until = SDL_GetTicks() + ms + 60;
    if (playing_until == 0)
        playing_until = 1;
    SDL_PauseAudioDevice(dev, 0);
}

static void close_device(void)
{
    if (dev) {
        SDL_CloseAudioDevice(dev);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    dev = 0;
    for (int i = 0; i < SOUND_COUNT; i++) {
        SDL_free(clips[i].data);
        clips[i].data = NULL;
        clip_tried[i] = false;
    }
    tried = false;
    playing_until = close_at = 0;
}

void sound_tick(void)
{
    Uint32 now = SDL_GetTicks();
    if (playing_until && SDL_TICKS_PASSED(now, playing_until)) {
        if (dev && SDL_GetQueuedAudioSize(dev) > 0) {
            playing_until = now + 50;
            return;
        }
        playing_until = 0;
        if (dev) {
            SDL_PauseAudioDevice(dev, 1);
            close_at = now + CLOSE_AFTER_MS;
            if (close_at == 0)
                close_at = 1;
        }
    }
    if (close_at && SDL_TICKS_PASSED(now, close_at))
        close_device();
}

static int until(Uint32 when, Uint32 now) { return SDL_TICKS_PASSED(now, when) ? 0 : (int)(when - now); }

int sound_wait_ms(void)
{
    Uint32 now = SDL_GetTicks();
    int wait = 60000;
    if (playing_until)
        wait = SDL_min(wait, until(playing_until, now));
    if (close_at)
        wait = SDL_min(wait, until(close_at, now));
    return wait;
}

void sound_shutdown(void) { close_device(); }

void sound_after_step(const Game *g, int step, bool check)
{
    if (!g || step != 1 || g->length < 1)
        return;
    const Move *m = &g->moves[g->length - 1];
    if (game_result(g)->status != GAME_ONGOING)
        sound_play(SOUND_GAME_END);
    else if (check)
        sound_play(SOUND_CHECK);
    else if (m->become)
        sound_play(SOUND_PROMOTION);
    else if ((m->flags & MF_CAPTURE) || m->type == MOVE_CAPTURE || m->type == MOVE_EN_PASSANT || m->type == MOVE_CATCH)
        sound_play(SOUND_CAPTURE);
    else
        sound_play(SOUND_MOVE);
}
