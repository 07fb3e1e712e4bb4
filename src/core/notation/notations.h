/* notations.h — every way a move can be written, by name: chess SAN and the coordinate
 * notation for every variant, and the notations of the families' own players where the
 * variant is one of theirs:
 *
 *   san          Nf3, exd5, +Bxe2, N@f3 (san.h); also reads Fairy-Stockfish's SAN
 *   coordinates  e2e4, e7e8=queen (notation.h)
 *   hodges       shogi, Western (Hodges): P-7f, Bx2b+, S*5d, +R-5b, G6i-5h, S-3c= ;
 *                files 1.. from the right, ranks a.. from the top, as Sente sees the board
 *   wxf          xiangqi, the World Xiangqi Federation's: C2.5, H8+7, R1-2, R+.3, P3.4
 *                (tandem pieces + front, - rear, as the WXF's rules say)
 *   japanese     shogi as Japanese records write it: ☗７六歩, ☖同　銀, ☗４五角打, ☗２二角成,
 *                ☗３三銀不成, ☗５八金(69) (the origin when two pieces could go there)
 *   chinese      xiangqi in Chinese: 炮二平五, 马８进７ (Red's files in Chinese numerals, Black's in
 *                digits), 前车进一 / 后炮平四 for two pieces on a file
 *   janggi       the Korean Janggi Association's: 79卒78, 08馬87 (row from the top, 0 the tenth,
 *                then file from the left; origin, piece, destination), 한수쉼 for a pass
 *
 * Each notation writes one form of a move and reads that form back to the same move;
 * readers also take what other programs write (Fairy-Stockfish's Hodges with numbered
 * ranks P-76, its WXF C2=5, its tandem numbers). */
#ifndef CSM_NOTATIONS_H
#define CSM_NOTATIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "variant.h"

typedef enum NotationId {
    NOTATION_SAN,
    NOTATION_COORDINATES,
    NOTATION_HODGES,
    NOTATION_WXF,
    NOTATION_JAPANESE,
    NOTATION_CHINESE,
    NOTATION_JANGGI,
    NOTATION_COUNT
} NotationId;

enum { NOTATION_TEXT_MAX = 128 };

/* "san", "coordinates", "hodges", "wxf", "japanese", "chinese", "janggi". */
const char *notation_name(NotationId id);
/* A name (or an alias: "western" for hodges, "coord"/"uci" for coordinates), any case. */
bool notation_from_name(const char *name, NotationId *out);
/* The names of the notations `v` offers, ", "-joined (for usage and error messages). */
void notation_names_for(const Variant *v, char *buf, size_t size);

/* Does the notation describe this variant's moves? SAN and coordinates fit every variant;
 * hodges fits a board of at most 9x9 with pieces in hand whose promoted forms have no
 * letter of their own (+P: the shogi family); wxf a board
 * of at most 9 files whose pieces all have xiangqi's letters (k a b n r c p, a cannon among
 * them), with no hands and no pass (the xiangqi family); japanese as hodges, its pieces all
 * shogi's; chinese as wxf; janggi a board of at most 9x10 with xiangqi's pieces and the
 * pass (the janggi family). */
bool notation_fits(const Variant *v, NotationId id);

/* The move `m` (one of `legal[0..n)`, the legal moves of `pos`) in notation `id`. `last`
 * is the move played just before (NULL at the start): notations that refer to it need
 * it. SAN is written without its check suffix here (game.h keeps SAN with it). */
void notation_write(NotationId id, const Variant *v, const Position *pos, const Move *legal, int n, const Move *m,
                    const Move *last, char *buf, size_t size);

/* Finds `text` written in notation `id` among `legal`: the index, -1 when no move is
 * written so, -2 when several different moves are. */
int notation_read(NotationId id, const Variant *v, const Position *pos, const Move *legal, int n, const Move *last,
                  const char *text);

/* Finds `text` in any notation `v` offers: SAN and coordinates first (as before), then the
 * family's. Returns as notation_read. */
int notation_read_any(const Variant *v, const Position *pos, const Move *legal, int n, const Move *last,
                      const char *text);

#endif
