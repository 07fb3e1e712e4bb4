/* fsf_builtins.h — Fairy-Stockfish's built-in variants, written as variants.ini sections,
 * so that `[name:crazyhouse]` or `[name:kingofthehill]` can be imported like a template
 * of the same file. Room: loading. */
#ifndef CSM_FSF_BUILTINS_H
#define CSM_FSF_BUILTINS_H

/* The ini text of every built-in template we know ([chess], [kingofthehill:chess], ...),
 * malloc'd (the caller frees it); NULL when out of memory. */
char *fsf_builtins_ini(void);

#endif
