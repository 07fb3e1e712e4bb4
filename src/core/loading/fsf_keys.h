/* fsf_keys.h — every key Fairy-Stockfish's variants.ini documents, with its default and
 * what an import does with it. The importer asks it whether a key it cannot carry over
 * is harmless (at its default, or a display hint); `import-ini --keys` prints it as the
 * table in docs/importing.md. Room: loading. */
#ifndef CSM_FSF_KEYS_H
#define CSM_FSF_KEYS_H

#include <stdbool.h>

typedef enum FsfKeyUse {
    FSF_KEY_IMPORTED,    /* carried over into the variant file (`note` says how, or its limits) */
    FSF_KEY_HINT,        /* display or engine hint: nothing to carry over, the game is the same */
    FSF_KEY_UNSUPPORTED, /* a rule we cannot say yet: only its default value imports */
    FSF_KEY_IGNORED,     /* a key the current Fairy-Stockfish no longer reads: ignored with a warning, as it does */
} FsfKeyUse;

typedef struct FsfKey {
    const char *name;
    const char *fallback; /* Fairy-Stockfish's default value, as its documentation writes it */
    FsfKeyUse use;
    const char *note;     /* how it is imported, or why it cannot be */
} FsfKey;

/* The documented key `name` (pieces excepted: see fsf_import.c), or NULL. Keys that
 * name a colour and a piece (`mobilityRegionWhiteKing`) are found by their prefix. */
const FsfKey *fsf_key_find(const char *name);
/* Is `value` the key's default (`-`, `none` and an empty value all mean "nothing")? */
bool fsf_key_is_default(const FsfKey *k, const char *value);
/* The whole table, in the documentation's order. */
const FsfKey *fsf_keys(int *count);

#endif
