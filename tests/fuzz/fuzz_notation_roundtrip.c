/* fuzz_notation_roundtrip — a differential target over every shipped variant: the first
 * byte picks the variant (variants/, in name order), each next two bytes one of the legal
 * moves of the position, until the bytes or the game end. Every move, before it is
 * played, is written in each notation the variant offers and read back in the same
 * position: the same move (WXF's tandem pawns, shogi's 同 and 打, janggi's forms, SAN's
 * disambiguation). The whole game then goes through PGN in each of those notations and,
 * for the shogi family, KIF, KI2, CSA and SFEN (fuzz_roundtrip.h). */
#include "fuzz_roundtrip.h"

#include <dirent.h>

enum { MAX_VARIANTS = 64 };

/* qsort's order for the rows of names (each row a string). */
static int by_name(const void *a, const void *b) { return strcmp(a, b); }

/* The shipped variants' files, in name order (so an input keeps its variant). */
static int variant_files(char names[][256])
{
    int n = 0;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/variants", CSM_FUZZ_DATA_DIR);
    DIR *d = opendir(dir);
    FUZZ_ASSERT(d != NULL);
    struct dirent *e;
    while ((e = readdir(d)) && n < MAX_VARIANTS) {
        size_t len = strlen(e->d_name);
        if (len > 5 && len < 256 && !strcmp(e->d_name + len - 5, ".yaml"))
            snprintf(names[n++], 256, "%s", e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, 256, by_name);
    return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char names[MAX_VARIANTS][256];
    static Variant *loaded[MAX_VARIANTS];
    static int nvariants = -1;
    if (nvariants < 0)
        nvariants = variant_files(names);
    if (size < 1 || nvariants == 0)
        return 0;
    int which = data[0] % nvariants;
    if (!loaded[which])
        loaded[which] = fuzz_variant(names[which]);
    Game *g = game_new(loaded[which], NULL, NULL);
    FUZZ_ASSERT(g != NULL);
    for (size_t at = 1; at + 1 < size && g->nlegal > 0 && g->length < FUZZ_TRIP_PLIES; at += 2) {
        Move m = g->legal[(data[at] | data[at + 1] << 8) % g->nlegal];
        fuzz_move_trip(g, &m);
        FUZZ_ASSERT(game_play(g, &m));
    }
    fuzz_game_trips(g);
    game_free(g);
    return 0;
}
