/* cli_game.h — what `game` and `play` both print about a game. */
#ifndef CSM_CLI_GAME_H
#define CSM_CLI_GAME_H

#include "fen.h"
#include "game.h"
#include "notations.h"

#include <stdio.h>

/* `result: 1-0 (hill)` for a finished game; nothing while it goes on. */
void cli_print_result(const Game *g, FILE *out);

/* The board, rank 8 (the top rank) first with its number on the right, then the file
 * letters under it. White pieces upper case, Black lower case, '.' empty, '?' for a
 * piece without a letter. */
void cli_print_board(const Game *g, FILE *out);

/* A replayed game's end: its FEN and result on stdout; true when a script runtime error
 * was met (reported on stderr). */
bool cli_print_game_end(const Game *g, FenStyle style);

/* The same with the position as SFEN (sfen.h). */
bool cli_print_game_end_sfen(const Game *g);
/* An SFEN given for --fen as our FEN; false with the located reason on stderr. */
bool cli_sfen_as_fen(const Variant *v, const char *sfen, char *fen, size_t size);

/* `--notation NAME` for variant `v`: false with a message on stderr (naming the notations
 * the variant offers) when the name is unknown or does not fit the variant. */
bool cli_notation_for(const char *name, const Variant *v, NotationId *out, const char *command);

/* `moves: 1. P-7f P-3d ...`: the game's moves in notation `id`, on stdout. */
void cli_print_moves_in(const Game *g, NotationId id);

#endif
