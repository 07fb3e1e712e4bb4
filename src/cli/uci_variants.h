/* uci_variants.h — the variants a UCI session can choose by name (UCI_Variant): the
 * shipped files by their id and by the names Fairy-Stockfish gives them, and what a
 * VariantPath adds: the sections of a Fairy-Stockfish variants.ini (imported exactly, or
 * left out with the importer's reason) or the YAML files of a folder. */
#ifndef CSM_UCI_VARIANTS_H
#define CSM_UCI_VARIANTS_H

#include "diag.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct UciVariant {
    char *id;    /* what UCI_Variant names it */
    char *path;  /* the file: a variant YAML, or the ini a section came from */
    char *yaml;  /* an ini section's imported YAML text, or NULL (load `path`) */
    bool shipped;
    signed char usi_fit; /* can it be played over USI: 0 not known yet, 1 yes, -1 no (usi.c) */
} UciVariant;

typedef struct UciVariants {
    UciVariant *items; /* shipped ids sorted, then ini sections in file order */
    int count, cap;
} UciVariants;

/* The shipped variants of <data>/variants. */
void uci_variants_scan(UciVariants *c);
/* Every .yaml file of folder `dir` as a choice named by its file stem; how many (-1: the
 * folder cannot be read). */
int uci_variants_add_folder(UciVariants *c, const char *dir);
void uci_variants_free(UciVariants *c);

/* Imports every section of the ini file at `path`; a section that cannot be imported
 * exactly is left out with the importer's messages in `notes`. Sections replace earlier
 * ones of the same name. Returns how many were added, -1 when the file cannot be read or
 * parsed (the reason in `notes`). */
int uci_variants_add_ini(UciVariants *c, const char *path, DiagSink *notes);

/* The variant a UCI_Variant value names (any case; Fairy-Stockfish's names of our
 * shipped variants too), or NULL. */
const UciVariant *uci_variants_find(const UciVariants *c, const char *name);

/* The Fairy-Stockfish name of a shipped id ("chess" for "standard"), or NULL. */
const char *uci_variants_fsf_name(const char *id);

/* Appends ` var NAME` for every choice (ours and Fairy-Stockfish's names) to `line`, the
 * common names first (polyglot keeps only the first 16). */
void uci_variants_combo(const UciVariants *c, char *line, size_t size);

#endif
