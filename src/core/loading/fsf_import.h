/* fsf_import.h — a Fairy-Stockfish variants.ini section as a Chessembly variant file.
 *
 * Reads the ini text (sections `[name]` or `[name:template]`, `key = value` lines, `#`
 * and `;` comment lines), follows the section's template chain inside the file (a chain
 * ending in `chess`, `fairy` or no template starts from Fairy-Stockfish's chess
 * defaults), and writes variant YAML for the rules we support: board size, pieces
 * (Fairy-Stockfish's built-in piece names and `customPieceN = x:BETZA`, both as Betza),
 * start FEN, promotion pieces and rank, castling, en passant, double steps, and the win
 * rules checkmate, stalemate value, flag regions, check counting and extinction.
 * docs/importing.md lists every key and what it becomes.
 *
 * Templates are sections of the same file or Fairy-Stockfish's built-in variants
 * (fsf_builtins.h), read through the same keys.
 *
 * An import never changes a game silently: every key or rule that cannot be carried over
 * exactly is an error (file:line: cannot import 'key = value': why) and the result is
 * NULL; with `lenient`, those become notes (changed: ...) and are listed in a comment at
 * the top of the YAML. Display hints and unsupported keys at their default value change
 * nothing and are accepted. fsf_keys.h lists every key and what becomes of it. */
#ifndef CSM_FSF_IMPORT_H
#define CSM_FSF_IMPORT_H

#include "diag.h"

#include <stdbool.h>

/* Imports section `name` (NULL: the file's only section) of the ini `text`, read from
 * `file` (for messages and the YAML's header comment). Returns malloc'd YAML the caller
 * frees, or NULL with `errors` filled. */
char *fsf_import_ini(const char *text, const char *file, const char *name, bool lenient, DiagSink *errors,
                     DiagSink *notes);

#endif
