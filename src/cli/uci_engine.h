/* uci_engine.h — the engine session that every protocol of `chessembly-cli` drives: the
 * variant and game in play, the search and its thread, the output. cmd_uci.c owns it and
 * speaks UCI (and UCCI, its xiangqi dialect); cecp.c speaks xboard's CECP over the same
 * session; usi.c lends USI (shogi GUIs) its squares, words and answers. */
#ifndef CSM_UCI_ENGINE_H
#define CSM_UCI_ENGINE_H

#include "uci_session.h"
#include "uci_variants.h"

#include "game.h"
#include "search.h"

#include <limits.h>
#include <pthread.h>
#include <stdbool.h>

typedef enum UciDialect {
    UCI_DIALECT_UCI = 0,
    UCI_DIALECT_UCCI, /* xiangqi GUIs: `ucci`, ranks 0-9, `banmoves`, clocks in seconds */
    UCI_DIALECT_CECP, /* xboard/WinBoard protocol 2 (cecp.c) */
    UCI_DIALECT_USI,  /* shogi GUIs: SFEN positions, `7g7f` squares, `usiok`, byoyomi (usi.c) */
} UciDialect;

struct Cecp;

enum { UCI_DEFAULT_HASH_MB = 16, UCI_MAX_HASH_MB = 4096 };

typedef struct Uci {
    /* what is played: owned, replaced only while no search runs */
    Variant *v;
    Game *g;
    Search *search;
    char variant_label[PATH_MAX]; /* id of a shipped variant, or the file loaded */
    size_t hash_mb;
    int level;                    /* SEARCH_MAX_LEVEL: full strength */
    int skill;                    /* Skill Level 0..20 (20: full strength) */
    int features_off;             /* SearchFeaturesOff: SEARCH_OFF_* bits, for measuring */
    bool limit_strength;          /* UCI_LimitStrength: play at UCI_Elo */
    int elo;                      /* UCI_Elo */
    int multipv;                  /* MultiPV */
    bool chess960;                /* UCI_Chess960: castling written as king takes rook */
    UciVariants variants;         /* what UCI_Variant may name */
    bool position_refused;        /* the last `position` was refused: `go` answers 0000 until a good one */
    Move *searchmoves;            /* `go searchmoves`: the moves named (CSM_MAX_MOVES of room) */

    /* the search thread */
    pthread_t thread;
    bool thread_started;
    pthread_mutex_t lock;         /* guards the fields below */
    pthread_cond_t cond;
    bool finished;                /* the thread has printed bestmove */
    bool stop_requested;
    bool hold_bestmove;           /* `go infinite`/`go ponder`: bestmove waits for `stop`/`ponderhit` */
    bool pondering;               /* `go ponder` until `ponderhit` */
    SearchLimits limits;
    uint64_t go_count;

    pthread_mutex_t out_lock;     /* one line at a time on `out` */
    FILE *out;                    /* standard output, or the fuzz target's sink */
    UciOptions caps;              /* bounds on every search (0: none) */

    UciDialect dialect;           /* what the GUI speaks: set by its first word */
    Move *banned;                 /* UCCI `banmoves`: moves the next `go` must not play */
    int nbanned;
    bool millisec;                /* UCCI usemillisec: `go time` in milliseconds, not seconds */
    struct Cecp *cecp;            /* the xboard state while dialect is UCI_DIALECT_CECP */

    /* USI's `go mate`: the search answers `checkmate ...` instead of `bestmove`. Its best
     * line so far is kept by the search thread (on_info), read when it ends. */
    bool usi_mate;
    Move *usi_pv;                 /* SEARCH_MAX_DEPTH of room */
    int usi_pvlen;
    int usi_score;
    int usi_checks;               /* how many checking moves `go mate` searches */
} Uci;


void uci_say(Uci *u, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void uci_say_diags(Uci *u, const DiagSink *diags);
/* A script's runtime error, located like the compiler's errors (file:line:column). */
void uci_say_runtime_error(Uci *u, const CsmRuntimeError *err);
/* A move as this session writes it in `pos` (the dialect's squares; castling as king
 * takes rook under UCI_Chess960). */
void uci_session_move_text(const Uci *u, const Position *pos, const Move *m, char *buf, size_t size);
/* Finds the move `text` (in the dialect's squares) among the legal moves of the game;
 * as uci_move_find. */
int uci_session_move_find(const Uci *u, const char *text);
/* Appends ` MOVE` for each move of the line's principal variation to `line` (of `size`,
 * `n` used), each written where it is played. */
void uci_append_pv(const Uci *u, const SearchInfo *info, char *line, size_t n, size_t size);
bool uci_load_listed_variant(Uci *u, const UciVariant *choice);
/* Starts a search with `l` on the game in play (the caller has stopped any other). With
 * `hold`, the result waits for a stop. False when there is no legal move to search. */
bool uci_start_search(Uci *u, SearchLimits *l, bool hold);
/* Waits for the running search (if any) to end; with `stop`, ends it now. */
void uci_finish_search(Uci *u, bool stop);
bool uci_search_running(Uci *u);
/* `d`: the board, FEN, legal moves and result, for people and tools. */
void uci_show_position(Uci *u);
/* A new game of the variant in play, from its start (false: the old one kept). */
bool uci_new_game(Uci *u);

/* uci_run, speaking `dialect` from the first line (a GUI's `xboard`, `ucci` switch too). */
int uci_run_as(FILE *in, FILE *out, const char *variant_path, const UciOptions *caps, UciDialect dialect);

#endif
