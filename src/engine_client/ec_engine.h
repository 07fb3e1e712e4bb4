/* ec_engine.h — another engine, driven through whichever protocol it speaks.
 *
 * Started with its command line, it is asked in turn `uci` (answer `uciok`), `usi`
 * (`usiok`), `ucci` (`ucciok`) and `xboard` + `protover 2` (`feature ... done=1`), each in
 * a fresh process and within EC_DETECT_MS; the first that answers is its protocol, and what
 * it said about itself on the way (its name, its options, CECP's variants) is kept.
 *
 * Nothing blocks: the caller polls (ec_engine_poll) with the time now, from whatever clock
 * it uses (tests a manual one), and gets one event at a time. Asked for a move, the engine
 * has the time it was given plus EC_MARGIN_MS; past that it is killed and a fault
 * reported, as when it ends or says "Illegal move"/"Error". What it answers is checked by
 * the caller against the rules (this module knows no chess), which reports an illegal
 * move with ec_engine_fail. No core, no SDL. */
#ifndef EC_ENGINE_H
#define EC_ENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include "ec_parse.h"
#include "ec_process.h"

enum {
    EC_DETECT_MS = 3000,  /* for each protocol's answer */
    EC_MARGIN_MS = 2000,  /* past a move's time before the engine counts as hung */
    EC_DEPTH_MS = 60000,  /* a move asked for by depth alone: the time it may take */
    EC_MAX_OPTIONS = 96,
    EC_LINE_MAX = 8192,
};

typedef enum EcState {
    EC_OFF = 0,     /* not started, or stopped */
    EC_DETECTING,   /* asking for a protocol */
    EC_READY,       /* waiting for a question */
    EC_THINKING,    /* a move asked for */
    EC_ANALYSING,   /* thinking without end until ec_engine_stop */
    EC_STOPPING,    /* told to stop: its last answer is dropped */
    EC_FAILED,      /* crashed, hung, misbehaved or answered no protocol: see fault */
} EcState;

typedef enum EcEvent {
    EC_EV_NONE = 0,
    EC_EV_DETECTED, /* its protocol is known: proto, name, options */
    EC_EV_INFO,     /* a line of its thinking: info */
    EC_EV_MOVE,     /* its move: move (as it wrote it) */
    EC_EV_FAULT,    /* it failed: fault says how; the state is EC_FAILED */
} EcEvent;

typedef struct EcEngine {
    char command[1024];
    EcProcess *proc;
    EcProtocol proto;
    EcState state;
    int probe;          /* which protocol is being asked (while detecting) */
    EcProtocol known;   /* the protocol asked first (ec_engine_start) */
    uint64_t deadline;  /* when the awaited answer is late (0: none awaited) */
    char name[128];
    char variants[4096]; /* CECP's variants feature; UCI_Variant's choices for the others */
    EcOption options[EC_MAX_OPTIONS];
    int noptions;
    EcInfo info;        /* the last EC_EV_INFO */
    char move[64];      /* the last EC_EV_MOVE */
    char fault[512];    /* why it failed */
    char line[EC_LINE_MAX];
    bool awaiting_ready;   /* detected, waiting for readyok (UCI, USI, UCCI) */
    char sent_variant[64]; /* the variant last told to the engine */
    int sent_lines;        /* the MultiPV last told (0: never) */
} EcEngine;

/* Starts `command` and begins detecting its protocol (EC_EV_DETECTED or EC_EV_FAULT
 * follow from ec_engine_poll). `known`: the protocol found before, asked first (EC_NONE:
 * the usual order). Stops whatever ran before. */
void ec_engine_start(EcEngine *e, const char *command, EcProtocol known, uint64_t now);

/* Reads what the engine has said and checks its time; returns the first event, EC_EV_NONE
 * when there is nothing (more) now. Call it until it returns EC_EV_NONE. */
EcEvent ec_engine_poll(EcEngine *e, uint64_t now);

/* Its option by name (NULL: none). */
EcOption *ec_engine_option(EcEngine *e, const char *name);
/* Sets an option: kept in `options` and sent at once when ready (a button is pressed);
 * false when unknown or not sent. */
bool ec_engine_set_option(EcEngine *e, const char *name, const char *value);

/* The variant for the next positions: UCI_Variant (USI_Variant) when the engine has it,
 * CECP's `variant` (nothing for "chess"/"normal"). False when the engine says it cannot
 * play it (a list of variants that does not hold it). */
bool ec_engine_variant_ok(const EcEngine *e, const char *variant);

/* Asks for a move in `position` (FSF's FEN, or SFEN for USI) of `variant`, in `movetime_ms`
 * (or to `depth` when movetime_ms is 0). False when not ready. */
bool ec_engine_go(EcEngine *e, const char *variant, const char *position, int movetime_ms, int depth, uint64_t now);
/* Thinks about `position` without end, `lines` best lines (MultiPV when it has it). */
bool ec_engine_analyse(EcEngine *e, const char *variant, const char *position, int lines, uint64_t now);
/* Stops the thinking: its move is dropped; EC_READY again once it answered. */
void ec_engine_stop(EcEngine *e, uint64_t now);

/* The caller found its answer wrong (an illegal move): it is stopped, `why` is its fault. */
void ec_engine_fail(EcEngine *e, const char *why);

/* Ends the process (a polite quit, then a kill) and forgets it; the options stay. */
void ec_engine_close(EcEngine *e);

#endif
