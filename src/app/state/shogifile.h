/* shogifile.h — shogi's own records for the window: SFEN (a position), KIF, KI2 and CSA
 * (games), told apart by the file's extension or, for pasted text and unknown names, by
 * their lines; a Shift_JIS KIF (what Japanese programs write for .kif) converted to UTF-8
 * first. The game is played on the shipped Shogi, or Minishogi when the record says so
 * (KIF's ５五将棋, a five-rank SFEN or CSA board). No SDL. */
#ifndef APP_SHOGIFILE_H
#define APP_SHOGIFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "variant.h"

typedef enum ShogiFileKind {
    SHOGI_FILE_NONE, /* not a shogi record */
    SHOGI_FILE_SFEN,
    SHOGI_FILE_KIF,  /* KIF or KI2: one reader takes both */
    SHOGI_FILE_KI2,  /* written as KI2 (read as KIF) */
    SHOGI_FILE_CSA,
} ShogiFileKind;

/* What a file name (may be NULL: pasted text) and its text hold. The extension decides
 * (.sfen .kif .kifu .ki2 .csa); otherwise the text's lines do. */
ShogiFileKind shogifile_kind(const char *name, const char *text);

/* Reads a record of `kind` (UTF-8) into a new variant and game (the caller owns both),
 * trying the variant file `prefer` first (may be NULL: the one being played, when it is
 * of the shogi family), then the shipped Shogi and Minishogi; `variant_path` gets the
 * file that read it. False with `where:line:column: message` in `err` (the shipped
 * game's reason the record names: Minishogi's for ５五将棋). */
bool shogifile_load(const char *text, ShogiFileKind kind, const char *where, const char *prefer, Variant **v,
                    Game **g, char *variant_path, size_t vsize, char *err, size_t esize);

/* A file's record (read, converted from Shift_JIS when it is, told by its name or lines),
 * loaded as shogifile_load. False with the reason in `err`; *kind (may be NULL) says
 * what it was (SHOGI_FILE_NONE: not a shogi record, nothing loaded). */
bool shogifile_read_file(const char *path, const char *prefer, ShogiFileKind *kind, Variant **v, Game **g,
                         char *variant_path, size_t vsize, char *err, size_t esize);

/* The game as `kind` (SFEN: its position now), malloc'd; NULL when the game's variant
 * has no shogi record (its pieces have no shogi names) or the start cannot be written. */
char *shogifile_text(const Game *g, ShogiFileKind kind, const char *sente, const char *gote);

/* Does `v` write its positions as SFEN (the shogi family)? */
bool shogifile_is_shogi(const Variant *v);

#endif
