/* cli_play.h — the text-mode game loop, apart from the command line, so a test or a
 * fuzz target can drive it with any stream. */
#ifndef CLI_PLAY_H
#define CLI_PLAY_H

#include <stdio.h>

#include "variant.h"

/* Reads commands from `in` until `end` or end of input, answering on `out`. `v` is
 * borrowed. Returns 0. */
int cli_play_session(Variant *v, FILE *in, FILE *out);

#endif
