/* lint.c — checks of a loaded variant beyond parsing (see lint.h). */
#include "lint.h"

#include "fen.h"
#include "game.h"

#include <string.h>

static uint64_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

bool lint_probe_runtime(const Variant *v, int games, int plies, uint64_t seed, CsmRuntimeError *err)
{
    memset(err, 0, sizeof *err);
    Position pos;
    DiagSink diags; /* a bad setup is reported by the loader, not here */
    diag_init(&diags);
    bool ok = fen_parse((Variant *)v, v->setup, &pos, v->file, &diags);
    diag_free(&diags);
    if (!ok)
        return false;
    game_perft_checked(v, &pos, 2, err);
    uint64_t state = seed;
    for (int n = 0; n < games && !err->set; n++) {
        diag_init(&diags);
        Game *g = game_new(v, NULL, &diags);
        diag_free(&diags);
        if (!g)
            return false;
        for (int ply = 0; ply < plies && g->nlegal > 0 && !g->error.set; ply++)
            game_play(g, &g->legal[next_random(&state) % (uint64_t)g->nlegal]);
        if (g->error.set)
            *err = g->error;
        game_free(g);
    }
    return err->set;
}
