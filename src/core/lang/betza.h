/* betza.h — Betza notation compiled into Chessembly source text.
 *
 * Betza is the shorthand of the chess-variant world (`N` knight, `BN` archbishop,
 * `mfWcfF` pawn without its double step). Chessembly stays the one engine language: a
 * Betza string is translated once, at load time, into an ordinary Chessembly script,
 * and that script is what compiles, runs and disassembles. docs/variants.md ("Betza
 * notation") lists the supported atoms and modifiers and what each becomes.
 *
 * Grammar: a sequence of parts, each `modifiers ATOM [ATOM | digits]`:
 *   atoms      W F D N A H C Z G (leapers), K = WF, R = WW, B = FF, Q = WWFF
 *   rider      the atom doubled (`WW`, `NN`) = unlimited; digits = at most n steps (`R4`)
 *   move type  m (moves only), c (captures only); neither or both: both
 *   direction  f b l r v s, pairs (fl, ff, fs, rv, ...), rh / lh (chiral halves)
 *   path       n (lame: the squares passed must be empty), j (must jump an occupied one)
 *   hoppers    g (grasshopper: land just past the first piece), p (cannon: hop the
 *              first piece, then ride on)
 *   initial    i (only from the owner's second rank, like the pawn's double step, or a zone)
 *
 * Two dialects read the direction letters (docs/variants.md, "Betza notation"):
 * Fairy-Stockfish's, the default, in which a lone letter counts double (`fN` is `ffN`,
 * the two narrow forward knight moves), `fh`/`rh` are halves of the board and `hr`/`hl`
 * chiral halves, `i` means "from the second rank" and never captures, and `e`, `z` are
 * read and ignored; and Chessembly's own (`fN` all four forward moves, `rh`/`lh` chiral
 * halves, `i` from the first two ranks), chosen with a piece's `betza_dialect: chessembly`. */
#ifndef CSM_BETZA_H
#define CSM_BETZA_H

#include "csm.h"
#include "diag.h"

/* Translates `betza` into Chessembly source (one chain per line, with `#` comments
 * naming the part each chain came from). Returns a malloc'd string the caller frees,
 * or NULL after adding every error to `diags`, each located through `map` at the
 * offending character (the Betza text is one line: line_base + 1, col_first + column). */
char *betza_to_chessembly(const char *betza, const CsmSourceMap *map, DiagSink *diags);

typedef enum BetzaDialect { BETZA_FSF, BETZA_CHESSEMBLY } BetzaDialect;

/* The same in a chosen dialect (betza_to_chessembly reads Fairy-Stockfish's). */
char *betza_translate(const char *betza, BetzaDialect dialect, const CsmSourceMap *map, DiagSink *diags);

/* The same, with initial moves (`i`) made from the squares of the variant's zone
 * `initial_zone` (as the piece's owner sees it) instead of the dialect's ranks (a piece's
 * `initial_zone:`, Fairy-Stockfish's double-step region); NULL: the dialect's ranks. */
char *betza_translate_zoned(const char *betza, BetzaDialect dialect, const char *initial_zone,
                            const CsmSourceMap *map, DiagSink *diags);

#endif
