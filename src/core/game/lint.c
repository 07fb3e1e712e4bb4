/* lint.c — checks of a loaded variant beyond parsing (see lint.h). */
#include "lint.h"

#include "datadir.h"
#include "fen.h"
#include "game.h"
#include "rules.h"
#include "variant_load.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
    /* every piece kind on every empty square of the setup, for either side: pieces that
     * only appear later (promotions, transitions) run too */
    Move moves[CSM_MAX_PIECE_MOVES];
    for (int k = 0; k < v->nkinds && !err->set; k++) {
        if (!v->kinds[k].program)
            continue;
        for (int r = 0; r < pos.ranks && !err->set; r++)
            for (int f = 0; f < pos.files && !err->set; f++) {
                Square sq = sq_make(f, r);
                if (pos.board[sq])
                    continue;
                for (int c = 0; c < 2 && !err->set; c++) {
                    pos_put(&pos, sq, piece_make(k, (Color)c));
                    rules_piece_moves(v, &pos, sq, moves, CSM_MAX_PIECE_MOVES, err);
                    pos_remove(&pos, sq);
                }
            }
    }
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

static int script_warnings(const Variant *v, DiagSink *out)
{
    int n = 0;
    for (int i = 0; i < v->nowned; i++) {
        const CsmProgram *prog = v->owned_programs[i];
        bool shared = false; /* a YAML anchor shares one program: report it once */
        for (int j = 0; j < i && !shared; j++)
            shared = v->owned_programs[j] == prog;
        if (shared)
            continue;
        for (int w = 0; w < csm_program_warning_count(prog); w++) {
            const CsmWarning *cw = csm_program_warning(prog, w);
            diag_add(out, v->file, cw->line, cw->col, "warning: %s", cw->message);
            n++;
        }
    }
    return n;
}

static int icon_warnings(const Variant *v, DiagSink *out)
{
    int n = 0;
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        if (!pk->defined || !pk->icon[0] || !strcmp(pk->icon, pk->name))
            continue; /* no icon given: the board shows the piece's letter, as documented */
        char rel[128], path[PATH_MAX];
        snprintf(rel, sizeof rel, "assets/pieces/white-%s.svg", pk->icon);
        if (csm_data_path(rel, path, sizeof path) && access(path, R_OK) == 0)
            continue;
        diag_add(out, v->file, pk->decl_line, pk->decl_col,
                 "warning: piece '%s': there is no icon '%s' (assets/pieces/white-%s.svg); the board shows its letter",
                 pk->name, pk->icon, pk->icon);
        n++;
    }
    return n;
}

/* Castling is a variant rule and does not run the king's script: a king that keeps a
 * counter by set-state (a piece that moves every other turn, say) silently skips it
 * when it castles. */
static int castling_state_warnings(const Variant *v, DiagSink *out)
{
    int n = 0;
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        int line, col;
        if (!pk->defined || !pk->castling || !csm_program_sets_state(pk->program, &line, &col))
            continue;
        diag_add(out, v->file, line, col,
                 "warning: piece '%s' castles, but castling does not run its script: the set-state of this "
                 "chain is not done when it castles; keep the count in after_move, or leave castling out",
                 pk->name);
        n++;
    }
    return n;
}

bool lint_decided_at_start(const Variant *v, GameResult *result)
{
    DiagSink ignored;
    diag_init(&ignored);
    Game *g = game_new(v, NULL, &ignored);
    diag_free(&ignored);
    if (!g)
        return false;
    *result = *game_result(g);
    game_free(g);
    return result->status != GAME_ONGOING;
}

static int start_warnings(const Variant *v, DiagSink *out)
{
    GameResult r;
    if (!lint_decided_at_start(v, &r))
        return 0;
    if (!strcmp(r.reason, "no legal moves"))
        diag_add(out, v->file, 0, 0,
                 "warning: the game is over in its start position: the side to move has no legal move (%s)",
                 game_status_text(r.status));
    else
        diag_add(out, v->file, 0, 0,
                 "warning: the game is over in its start position: '%s' already holds (%s); conditions are "
                 "checked on the start position too",
                 r.reason, game_status_text(r.status));
    return 1;
}

static int duplicates_in(const char *dir, const Variant *v, const char *self, DiagSink *out)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 6 || (strcmp(e->d_name + len - 5, ".yaml") && strcmp(e->d_name + len - 4, ".yml")))
            continue;
        char path[PATH_MAX * 2], game[256];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        char *real = realpath(path, NULL);
        bool same = real && self && !strcmp(real, self);
        free(real);
        if (same || !variant_file_game_name(path, game, sizeof game) || strcmp(game, v->name))
            continue;
        diag_add(out, v->file, 0, 0, "warning: the game name '%s' is also used by %s (extends by name takes the "
                 "shipped one first, then the files in this folder)", v->name, path);
        n++;
    }
    closedir(d);
    return n;
}

static int duplicate_warnings(const Variant *v, DiagSink *out)
{
    if (!v->file || !v->name)
        return 0;
    char *self = realpath(v->file, NULL);
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", v->file);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(dir, sizeof dir, ".");
    char shipped[PATH_MAX];
    int n = duplicates_in(dir, v, self, out);
    if (csm_data_path("variants", shipped, sizeof shipped)) {
        char *a = realpath(dir, NULL), *b = realpath(shipped, NULL);
        bool same = a && b && !strcmp(a, b);
        free(a);
        free(b);
        if (!same)
            n += duplicates_in(shipped, v, self, out);
    }
    free(self);
    return n;
}

int lint_variant(const Variant *v, DiagSink *warnings)
{
    return script_warnings(v, warnings) + icon_warnings(v, warnings) + start_warnings(v, warnings) +
           castling_state_warnings(v, warnings) + duplicate_warnings(v, warnings);
}
