/* opponent.h — who plays each side: a person at this computer, or the computer at a
 * strength level. Both people: hot seat; one computer: playing the computer; two:
 * computer against computer.
 *
 * Saved with the game as the record's `opponent:` line, e.g.
 *     opponent: white human, black computer 3
 *     opponent: white human, black computer 3; engine: Fairy-Stockfish 14
 * the second when another engine (Settings -> Engines) played the computer's moves: its
 * name, so the game resumes against it. A line that cannot be read (or none, as in older
 * files) means hot seat. No SDL. */
#ifndef APP_OPPONENT_H
#define APP_OPPONENT_H

#include <stdbool.h>
#include <stddef.h>

#include "types.h"

/* PLAYER_NETWORK: a friend over the network (netgame.h); saved as `network`, read back
 * as a person at this computer, since a program started again has no connection. */
typedef enum PlayerKind { PLAYER_HUMAN = 0, PLAYER_COMPUTER, PLAYER_NETWORK } PlayerKind;

typedef struct Opponent {
    PlayerKind player[2]; /* by Color */
    int level[2];         /* SEARCH_MIN_LEVEL..SEARCH_MAX_LEVEL, used for a computer */
    char engine[128];     /* the other engine that played the computer's moves, as it calls
                           * itself (the engine list's name), or "": ours */
} Opponent;

enum { OPPONENT_TEXT = 64 + 128 + 16, OPPONENT_DEFAULT_LEVEL = 3 };

/* Two people, default levels kept for when a side is handed to the computer. */
void opponent_hot_seat(Opponent *o);
bool opponent_is_computer(const Opponent *o, Color side);
/* Neither side, one side, both sides played by the computer. */
int opponent_computers(const Opponent *o);
/* "white human, black computer 3", and "; engine: NAME" when another engine plays. */
void opponent_format(const Opponent *o, char *buf, size_t size);
/* Reads what opponent_format writes (case and spacing aside); false, with *o set to
 * hot seat, when the text is not understood. */
bool opponent_parse(const char *text, Opponent *o);

#endif
