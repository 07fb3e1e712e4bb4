/* netbundle.h — the files a networked game travels with: the variant file and every
 * file it reads (`extends`, shape files), the start position, and the rules hash both
 * players compare (docs/network.md). The guest loads them from memory only, under the
 * same limits as a local file, and nothing is written to disk. Room: net. */
#ifndef CSM_NETBUNDLE_H
#define CSM_NETBUNDLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "variant.h"

enum {
    NET_MAX_FILES = 16,             /* as many files as one `extends` chain may hold */
    NET_MAX_BUNDLE = 1024 * 1024,   /* bytes of text in one invitation */
    NET_HASH_TEXT = 20,             /* "3f2a-91c0-0b7e-55d1" and its NUL */
};

typedef struct NetFile {
    char *name; /* the game name `extends` finds it by ("" for none) */
    char *path; /* the file's name, without folders */
    char *text; /* lines each ending in LF, no CR */
} NetFile;

typedef struct NetBundle {
    NetFile files[NET_MAX_FILES]; /* files[0] is the game's own variant */
    int count;
    size_t bytes;
} NetBundle;

void net_bundle_init(NetBundle *b);
void net_bundle_free(NetBundle *b);

/* Adds a file under the limits (count, size, no control bytes but TAB, every line short
 * enough for one `data` message). CRs before LF are dropped and a last LF added, so
 * that the text travels unchanged. False, with why in `err`, otherwise. */
bool net_bundle_add(NetBundle *b, const char *name, const char *path, const char *text, char *err, size_t err_size);

/* The host: reads `variant_path` and every file loading it reads. False with the
 * loader's messages in `diags` (or a limit's). */
bool net_bundle_from_file(NetBundle *b, const char *variant_path, DiagSink *diags);

/* Both sides: the game's variant from the bundle alone (an in-memory catalog: no file
 * on disk is read). NULL with the loader's messages. */
Variant *net_bundle_load(const NetBundle *b, DiagSink *diags);

/* The rules hash of the files and the start position (NULL or "": the setup). */
uint64_t net_rules_hash(const NetBundle *b, const char *start_fen);
/* "3f2a-91c0-0b7e-55d1" */
void net_hash_text(uint64_t hash, char out[NET_HASH_TEXT]);

#endif
