/* ui_command.h — what a button or a key asks for, and whether it may now. The panel's
 * buttons, the end-of-game dialog and the keys (ui.c) ask for commands here, below
 * every view; what a command does (open a dialog, change the game) is the window's
 * (window/ui_actions.c), which sets itself as the runner at start-up. */
#ifndef UI_COMMAND_H
#define UI_COMMAND_H

#include <stdbool.h>

/* ---- commands (buttons and keys) ------------------------------------------------ */
typedef enum Command {
    CMD_NEW_GAME = 0,
    CMD_VARIANT,
    CMD_UNDO,
    CMD_REDO,
    CMD_FLIP,
    CMD_AUTOFLIP,
    CMD_SAVE,
    CMD_OPEN,
    CMD_COPY_FEN,
    CMD_PLAYGROUND,
    CMD_LANG,
    CMD_FULLSCREEN,
    CMD_HINT,      /* the best move for the person to move, found in about a second */
    CMD_PAUSE,     /* the computer stops, or goes on */
    CMD_SAVE_PGN,  /* the game as a .pgn file in the games folder */
    CMD_COPY_PGN,  /* the game as PGN text on the clipboard */
    CMD_PASTE,     /* a FEN or PGN from the clipboard */
    CMD_RESIGN,    /* the person acting gives up (app_resign) */
    CMD_OFFER_DRAW,
    CMD_ACCEPT_DRAW,  /* the answer to a hot-seat draw offer */
    CMD_DECLINE_DRAW,
    CMD_SETTINGS,  /* the settings dialog: theme, animation, sound, notation */
    CMD_EDIT_BOARD, /* the board editor (ui_setup.h) */
    CMD_ANALYSE,   /* the analysis board on or off: the engine's best lines, a bar, arrows */
    CMD_NETWORK,   /* play a friend over the network: host or join (netgame.h) */
    CMD_COUNT
} Command;

/* Runs command `c` (nothing before the window has set the runner). */
void ui_command(Command c);
void ui_command_set_runner(void (*run)(Command c));
bool ui_command_enabled(Command c);

#endif
