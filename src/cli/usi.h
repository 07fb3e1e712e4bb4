/* usi.h — USI, the shogi GUIs' protocol, as a dialect of the engine session (uci_engine.h):
 * `chessembly-cli usi`, or `usi` as the first command to `chessembly-cli uci`.
 *
 * USI is UCI's commands with shogi's words: squares numbered as shogi writes them (files
 * 1.. from the right, ranks a.. from the top: `7g7f`, drops `P*5e`, promotions `8h2b+`),
 * positions as SFEN (`position sfen ...`), options named `USI_Hash`, `USI_Ponder`,
 * `USI_Variant`, and clocks with a byoyomi period. Sente, who moves first, is USI's
 * `b` (`btime`, `binc`) and our White. Only variants of the shogi family are played
 * (boards of at most 9x9 with pieces in hand and +-promotions: those Hodges notation
 * and SFEN describe). */
#ifndef CSM_USI_H
#define CSM_USI_H

#include "uci_engine.h"

#include <stdbool.h>
#include <stddef.h>

/* Can `v` be played over USI (its squares written `7g`, its positions as SFEN)? */
bool usi_fits(const Variant *v);
/* Does the listed variant `choice` fit USI? (It is loaded to see, once: the answer is
 * kept in it.) */
bool usi_choice_fits(UciVariant *choice);

/* A move written in our coordinates (`h2b8+`, `B@e5`) as USI writes it (`8h2b+`, `B*5e`). */
void usi_move_from_ours(const Variant *v, const char *ours, char *out, size_t size);
/* A move as USI writes it, in our coordinates (text that is no USI move is copied as it is,
 * so that it is refused as no move). */
void usi_move_to_ours(const Variant *v, const char *usi, char *out, size_t size);

/* An option line (`option name Hash type spin ...`) as USI writes it (`USI_Hash`, no
 * spaces in names, VariantPath a filename); false when USI has no such option. */
bool usi_option_line(const char *ours, char *out, size_t size);
/* An option name as USI writes it (`USI_Hash`, `Skill_Level`) as ours (`Hash`, `Skill Level`). */
void usi_option_name(const char *usi, char *out, size_t size);
/* `option name USI_Variant type combo default ... var ...`: the variants that fit. */
void usi_variant_combo(Uci *u, const char *current, char *line, size_t size);

/* `gameover win|lose|draw`: the game is over; a running search stops (no answer). */
void usi_gameover(Uci *u, char **tok, int ntok);

/* From the search thread, after each iteration of a `go mate` search: its line is kept,
 * and the search stopped once it is a mate by checks. */
void usi_note_info(Uci *u, const SearchInfo *info);
/* From the search thread: the answer to `go mate` (`checkmate M...`, `checkmate nomate`,
 * `checkmate timeout`), or `bestmove resign` when there is no move. False when the
 * answer is an ordinary `bestmove`, which the caller says as UCI does. */
bool usi_search_done(Uci *u, const SearchResult *r);
/* The legal moves of the side to move that give check, in `out` (room for all the legal
 * moves): `go mate` searches only these, as every move of a tsume's attacker checks. */
int usi_checking_moves(const Uci *u, Move *out);
/* `go mate` in a position where the side to move has no move: `checkmate nomate`. */
void usi_say_no_mate(Uci *u);

#endif
