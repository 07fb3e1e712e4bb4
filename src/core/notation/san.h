/* san.h — moves in standard algebraic notation (SAN), for every variant.
 *
 * Written as players and other tools expect: `Nf3`, `exd5`, `O-O`, `O-O-O`, `e8=Q`,
 * `Qh4#`, `Nbd7`, `R1e2`, `Qh4xe1`. Variant pieces use their FEN letter in upper case;
 * a piece without a letter is written by name in brackets: `[archer]e4`, `e8=[archer]`.
 * Chessembly's special activation kinds keep the words the coordinate notation uses,
 * after the move: `Rxd5/catch` (the rook stays on its square and removes d5),
 * `Nf5/jump`, `Nxf5/jump/xf4` (a jump that removes another square's piece),
 * `Bd5/shift` (the two pieces swap). When moves still look alike after all that
 * (different game variables set), the coordinate notation's qualifiers follow:
 * `Ke2/mode=1`.
 *
 * The suffix: `+` when the move leaves a royal piece of the side to move attacked,
 * `#` when it wins the game for the mover (checkmate, or a variant's victory: the hill,
 * the third check, antichess's last capture). A move that both checks and wins is `#`. */
#ifndef CSM_SAN_H
#define CSM_SAN_H

#include <stddef.h>

#include "board.h"
#include "variant.h"

enum { SAN_MAX = 128 }; /* room for any move's SAN, with qualifiers and suffix */

/* The SAN of `m` without the `+`/`#` suffix; `legal[0..n)` are the legal moves of
 * `pos` (m among them), used to disambiguate. */
void san_body(const Variant *v, const Position *pos, const Move *legal, int n, const Move *m, char *buf,
              size_t size);

/* A piece as SAN writes it: `N`; `+P` for a promoted form without a letter of its own
 * (shogi's tokin); `[name]` for any other piece without a letter. */
void san_designation(const Variant *v, int kind, char *out, size_t size);

/* Finds a move written in SAN among `legal` (the legal moves of `pos`). Accepts what
 * san_body writes and what other tools write: `0-0`, `e8Q`, `e8=q`, `exd6e.p.`,
 * over-specified origins (`Ng1f3`, `Ng1-f3`), check and annotation marks (`+ # ! ?`),
 * and, when the text is not SAN, the coordinate notation (`e2e4`, `e7e8=queen`).
 * Returns the index, -1 when nothing matches, -2 when several moves do (for example
 * a promotion without its piece). */
int san_find(const Variant *v, const Position *pos, const Move *legal, int n, const char *text);

#endif
