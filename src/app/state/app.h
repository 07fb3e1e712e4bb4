/* app.h — the game the window shows and everything that changes it.
 *
 * One App (a singleton, like lite's globals) owns the variant, the game and the
 * view options. Every change bumps `revision`, which the views watch to drop stale
 * state (a selection, a scrolled move list), and is saved to the autosave file at
 * once. No SDL drawing here: the ui_ modules read this and call these actions. */
#ifndef APP_APP_H
#define APP_APP_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "clock.h"
#include "game.h"
#include "opponent.h"
#include "settings.h"
#include "study.h"
#include "variant.h"

typedef struct App {
    Variant *variant;             /* owned */
    char variant_path[PATH_MAX];  /* the file it came from */
    Game *game;                   /* owned */
    unsigned revision;            /* bumped by every change below */
    bool flipped;                 /* the user's flip (F) */
    bool autoflip;                /* hot seat: the side to move at the bottom */
    bool autosave;                /* write the autosave after every change */
    char pref_dir[PATH_MAX];      /* SDL_GetPrefPath, ends with '/' */
    char games_dir[PATH_MAX];     /* saved games */
    char user_variants_dir[PATH_MAX];
    char last_saved[PATH_MAX];
    char save_dir[PATH_MAX];      /* where the save dialog starts ("" : games_dir) */
    char autosave_error[512];     /* why autosaving fails now; "" while it works */
    unsigned autosave_news;       /* bumped when it starts failing, fails anew or works again */
    char lang_setting[8];         /* "" (from the locale), "en" or "ko" */
    Opponent opp;                 /* who plays each side; saved with the game */
    bool paused;                  /* the computer waits (after undo, or Pause) */
    Clock clock;                  /* hot-seat clocks (clock.h); off without a time control */
    Clock time_control;           /* what a new game's clocks start from (off: none) */
    uint64_t clock_since;         /* time_now_ms (timesrc.h) when the running clock was last settled */
    int draw_offer;               /* 0, or 1 + the Color that offers a draw (hot seat) */
    unsigned game_serial;         /* bumped when app.game is replaced (not by moves) */
    /* the settings dialog's choices (saved in settings.txt; the theme is theme.h's) */
    bool animate;                 /* pieces slide to their squares */
    bool sound;                   /* sounds play (false: muted) */
    int notation_choice;          /* how moves are written: NOTATION_OWN (each variant's own) or a NotationId */
    bool your_side_below;         /* against the computer: the person's side at the bottom */
    bool pictograms;              /* xiangqi and janggi pieces drawn as pictograms, not characters */
    bool analysing;               /* the analysis board: the engine searches the position shown */
    Study study;                  /* the game with the variations and comments entered on it */
    StudyNode *view_node;         /* the position the board shows when it is not the game's own */
    bool browsing;                /* the board shows another position than the game's (view_node) ... */
    int view_ply;                 /* ... the one after this many moves */
    unsigned view_revision;       /* bumped when the ply shown changes (the board redraws) */
    int analysis_lines;           /* how many best lines it shows (1..5) */
    WindowPlace window;           /* where the window is, saved for the next start */
    char player_name[64];         /* your name, for the PGN tags of a side played here ("": "?") */
    char recent_dirs[FOLDERS_RECENT][PATH_MAX]; /* the file chooser's recent folders, newest first ("": none) */
    char players[2][64];          /* by Color: the names an opened PGN gives ("": none given) */
} App;

extern App app;

/* How the game tells the rest of the window about itself, without knowing it (the
 * window sets them at start-up: app_main.c). Any of them may be NULL. */
typedef struct AppHooks {
    void (*before_change)(void);      /* about to change app.game: stop reading it */
    void (*message)(const char *text); /* a short note for the player (a toast) */
    bool (*accepts_draw)(void);       /* the computer, offered a draw: does it accept? */
    /* a question with two buttons (ui_dialog_ask): `done` gets 0, 1, or -1 when closed */
    void (*ask)(const char *tag, const char *title, const char *body, const char *b0, const char *b1,
                void (*done)(int choice));
    /* the name of the other engine that plays the computer's moves now, or NULL: ours */
    const char *(*computer_engine)(void);
} AppHooks;
void app_set_hooks(const AppHooks *hooks);
/* Asks the player through the window's `ask` hook; false (nothing asked) without one. */
bool app_ask(const char *tag, const char *title, const char *body, const char *b0, const char *b1,
             void (*done)(int choice));

/* Finds (and creates) the user's folders. `pref` overrides SDL_GetPrefPath. */
bool app_init_paths(const char *pref);
void app_shutdown(void);

/* Loads a variant file and starts a new game of it (the current one is kept when
 * the file does not load; `err` gets the first error). */
bool app_load_variant(const char *path, char *err, size_t size);
/* Takes over a variant and game (e.g. a resumed autosave); the App owns them. */
void app_adopt(Variant *v, Game *g, const char *variant_path);
/* A new game of the current variant, from `fen` (NULL: the variant's setup). */
bool app_new_game(const char *fen, char *err, size_t size);

bool app_play(const Move *m);
bool app_undo(void);
bool app_redo(void);
/* Undoes or redoes until `ply` moves are played. */
void app_goto(int ply);
/* Stepping through the game without changing it (← and →): the board shows the position
 * after `ply` moves; the game itself (and a computer's thinking, a clock) goes on. */
void app_browse(int delta);
/* The analysis board's number of lines (1..5); a running analysis starts again with them. */
void app_set_analysis_lines(int n);
void app_browse_live(void);
bool app_browsing(void);
/* Shows the position of a node of app.study (the game's own end: the game as it stands). */
void app_browse_to(StudyNode *n);
/* The node of app.study the board shows (the main line's end while not browsing). */
StudyNode *app_view_node(void);
/* The game the board acts on: app.game, or while browsing the moves that lead to the
 * position shown (borrowed; valid until the next change of the view or the game). */
const Game *app_board_game(void);
/* The game ended off the board (a resignation, a draw agreed, a flag) at the position it
 * stands in: that position is still analysed and may be played on from, as a variation. */
bool app_ended_off_board(void);
/* A move made on a position browsed back to: it enters the study as a variation (or
 * follows the move that is there already) and the board shows its position; the game
 * itself stays as it is. False when it is not legal there. */
bool app_explore(const Move *m);
/* The comment of the move shown (NULL or "" clears it); false without a move shown. */
bool app_set_comment(const char *text);
/* The position the board shows (the browsed one, or the game's), the number of moves
 * played up to it. */
const Position *app_shown_position(Position *buf, int *ply);

/* Against the computer, undo and redo go by turns: undo takes back the computer's
 * reply and your move, so it is your turn again; redo plays both again. With two
 * people they are app_undo / app_redo. Whenever they leave the computer to move it is
 * paused (see app.paused): it goes on with app_continue. */
bool app_undo_turn(void);
bool app_redo_turn(void);
/* Sets who plays each side (the game stays); saved with the game. */
void app_set_opponent(const Opponent *o);
/* Who plays, as saved with the game: app.opp with the name of the other engine that plays
 * the computer's moves now (Settings -> Engines), or none when ours does. */
const Opponent *app_opponent(void);
/* A game read back (the autosave, a saved file) goes on against who played it: another
 * engine named by its `opponent:` line plays the computer's moves again when it is still
 * in the list; when it is not, ours does and the player is told. */
void app_resume_opponent(const Opponent *o);
/* The computer goes on playing (clears `paused`); false when it has no turn now. */
bool app_continue(void);
/* Stops the computer (its search is dropped) until app_continue. */
void app_pause(void);
/* The game is on and the side to move is the computer's, which is not paused. */
bool app_computer_to_move(void);
/* The game is on and the side to move is a person's. */
bool app_human_to_move(void);
bool app_in_progress(void);          /* moves played and no result yet */
bool app_board_flipped(void);        /* what the board shows: flip and auto-flip */

/* ---- clocks (hot seat only: a computer in the game turns them off) ----------------
 * The clock of the side to move runs from the first move on while the game is on;
 * each move charges the mover's time and adds the increment. Its time runs out
 * (app_clock_tick): a loss, or a draw when the opponent cannot possibly win
 * (clock_flag_status). Undo never gives time back; undoing a time forfeit stops the
 * clocks for the rest of the game (the flagged side has no time to go on with). */
/* The control for new games (minutes <= 0: none); the current game's clocks restart. */
void app_set_time_control(double minutes, int increment_s);
/* After app_set_time_control: overtime for that control (byoyomi, Canadian; clock.h). */
void app_set_overtime(ClockOvertime kind, int periods, int period_s);
bool app_clock_running(void);
/* Another keeper of the clocks (a network game's host, netgame): while set, the table's
 * own clocks stand still and app_clock_now shows what `source` gives (when it gives
 * true). NULL: the table's own again. */
void app_set_clock_source(bool (*source)(Clock *out));
/* The side to move's clock runs, the table's or the source's (the panel lights it). */
bool app_clock_ticking(void);
/* The clocks as they stand now: the running side's elapsed time spent (its main time,
 * then its periods). */
Clock app_clock_now(void);
/* The time `side` has now, the running clock's elapsed time taken off. */
int64_t app_clock_left(int side);
/* Milliseconds until the running clock's face changes; -1 when no clock runs. */
int app_clock_wait_ms(void);
/* Settles the running clock and ends the game when the side to move is out of time. */
void app_clock_tick(void);
/* Takes over a variant and game with these clocks (NULL: fresh from the control). */
void app_adopt_clock(Variant *v, Game *g, const char *variant_path, const Clock *clock);

/* ---- resigning and draws -------------------------------------------------------------
 * The person acting is the side to move in hot seat, the person against the computer.
 * Resigning gives the game to the other side ("resignation"). A draw offer in hot seat
 * waits for the opponent's answer (app.draw_offer; any change withdraws it); against
 * the computer it is answered at once (engine_accepts_draw). Accepted: a draw
 * ("agreement"). Undo takes either back. */
int app_acting_side(void);           /* the Color, or -1 when nobody may act now */
bool app_resign(void);
/* The game ends off the board as decided elsewhere (a network friend's resignation or
 * flag, which the session has checked). */
bool app_adjudicate(GameStatus status, const char *reason);
/* Hot seat: records the offer; against the computer: true when it accepted. */
bool app_offer_draw(void);
bool app_answer_draw(bool accept);

/* Saves the game under games_dir with a time-stamped name (path in `out`). */
bool app_save_game(char *out, size_t size, char *err, size_t esize);
/* Opens a saved game: our record (.txt) or the first game of a PGN (.pgn). */
bool app_open_game(const char *path, char *err, size_t size);
/* Opens game `index` (0 = the first) of a PGN file. */
/* Game `index` (0 = the first) of PGN text (the clipboard's); `where` names it in errors. */
bool app_open_pgn_text_game(const char *text, const char *where, int index, char *err, size_t size);
bool app_open_pgn_game(const char *path, int index, char *err, size_t size);
/* Saves the game as PGN under games_dir (path in `out`). */
bool app_save_pgn(char *out, size_t size, char *err, size_t esize);
/* Where a new save would go: a time-stamped name with extension `ext` ("pgn", "txt") in
 * the folder last saved in (or the games folder). */
void app_suggest_save_path(const char *ext, char *out, size_t size);
/* Saves the game at `path`: PGN when it ends in .pgn, else our record; the folder is
 * remembered for the next save. */
bool app_save_as(const char *path, char *err, size_t esize);
/* The folder of `file` (which exists) becomes the first of the recent folders, saved. */
void app_remember_folder_of(const char *file);
/* The game as PGN text (malloc'd; the caller frees it), for the clipboard. */
char *app_pgn_text(void);
/* Pasted text: a PGN opens its first game, a shogi record (KIF, KI2, CSA, SFEN) its game, a FEN starts a new game of the current
 * variant from that position. Returns what it was, or PASTE_FAILED with `err` saying
 * why (the FEN's or the PGN's first error). */
enum { PASTE_FAILED = 0, PASTE_FEN, PASTE_PGN, PASTE_RECORD /* a shogi record or SFEN (shogifile.h) */ };
int app_paste(const char *text, char *err, size_t size);
/* What app_paste would do with `text` (PASTE_FAILED with `err`: why), changing nothing:
 * so the window can ask before a game in progress is replaced. */
int app_paste_check(const char *text, char *err, size_t size);
void app_fen(char *buf, size_t size);
/* The position for the clipboard: SFEN in the shogi family (true), else the FEN. */
bool app_copy_position(char *buf, size_t size);

/* Writes the autosave file now (after every change, and on quit). */
void app_write_autosave(void);
/* Writes settings.txt: language choice, auto-flip, the variant being played, the
 * theme, animation, sound, notation and the window's place. */
void app_save_settings(void);

#endif
