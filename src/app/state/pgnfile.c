/* pgnfile.c — PGN for the window (see pgnfile.h). */
#include "pgnfile.h"

#include "i18n.h"

#include "gamefile.h"
#include "pgn.h"
#include "record.h"
#include "search.h"
#include "textfile.h"
#include "variant_load.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define COMPUTER_NAME "Chessembly level "

static void player_name(const Opponent *opp, Color side, const char *const *names, char *out, size_t size)
{
    if (opp && opponent_is_computer(opp, side) && opp->engine[0])
        snprintf(out, size, "%s", opp->engine);
    else if (opp && opponent_is_computer(opp, side))
        snprintf(out, size, COMPUTER_NAME "%d", opp->level[side]);
    else
        snprintf(out, size, "%s", names && names[side] && names[side][0] ? names[side] : "?");
}

char *pgnfile_text(const Game *g, const Study *study, const char *variant_path, const Opponent *opp,
                   const Clock *clock, const char *const *names)
{
    char control[48] = "";
    if (clock && clock_on(clock))
        snprintf(control, sizeof control, "%lld+%lld", (long long)(clock->base_ms / 1000),
                 (long long)(clock->increment_ms / 1000));
    char white[sizeof opp->engine], black[sizeof opp->engine], date[16]; /* a name fits whole */
    player_name(opp, WHITE, names, white, sizeof white);
    player_name(opp, BLACK, names, black, sizeof black);
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(date, sizeof date, "%Y.%m.%d", &tm);
    PgnInfo info = {.event = "Chessembly game",
                    .site = "Chessembly",
                    .date = date,
                    .white = white,
                    .black = black,
                    .variant_file = variant_path && *variant_path ? variant_path : NULL,
                    .time_control = control[0] ? control : NULL,
                    .study = study};
    return pgn_format(g, &info);
}

bool pgnfile_save(const char *path, const Game *g, const Study *study, const char *variant_path, const Opponent *opp,
                  const Clock *clock, const char *const *names, char *err, size_t esize)
{
    char *text = pgnfile_text(g, study, variant_path, opp, clock, names);
    if (!text) {
        snprintf(err, esize, "%s: out of memory", path);
        return false;
    }
    DiagSink d;
    diag_init(&d);
    bool ok = text_file_write_atomic(path, text, &d);
    if (!ok)
        diag_first(&d, err, esize, "cannot write the file");
    diag_free(&d);
    free(text);
    return ok;
}

bool pgnfile_looks_like_pgn(const char *text)
{
    while (*text && isspace((unsigned char)*text))
        text++;
    if (!strncmp(text, "\xef\xbb\xbf", 3))
        text += 3;
    if (*text == '[' || *text == '{')
        return true;
    /* a move number: `1.` or `1...` */
    size_t digits = strspn(text, "0123456789");
    return digits > 0 && text[digits] == '.';
}

/* The variant of a PGN game: pgn_variant_path (shipped variants, lichess's names, the
 * VariantFile as written), else the user's variants by file name or game name. */
static bool find_variant(const PgnGame *pg, const char *where, const char *user_dir, char *out, size_t size,
                         char *err, size_t esize)
{
    if (pgn_variant_path(pg, where, out, size, err, esize))
        return true;
    GameRecord r;
    record_init(&r);
    const char *file = pgn_tag(pg, "VariantFile"), *name = pgn_tag(pg, "Variant");
    r.variant_file = file ? strdup(file) : NULL;
    r.variant_name = name ? strdup(name) : NULL;
    bool found = gamefile_find_variant(&r, user_dir, out, size);
    record_free(&r);
    return found;
}

static void read_player(const char *tag, Opponent *opp, Color side)
{
    size_t n = strlen(COMPUTER_NAME);
    if (tag && !strncmp(tag, COMPUTER_NAME, n)) {
        int level = atoi(tag + n);
        if (level >= SEARCH_MIN_LEVEL && level <= SEARCH_MAX_LEVEL) {
            opp->player[side] = PLAYER_COMPUTER;
            opp->level[side] = level;
        }
    }
}

bool pgnfile_load_text(const char *text, const char *where, const char *user_dir, Variant **v, Game **g,
                       char *variant_path, size_t vsize, Opponent *opp, char *err, size_t esize)
{
    return pgnfile_load_game(text, where, 0, user_dir, v, g, variant_path, vsize, opp, NULL, err, esize);
}

int pgnfile_list_games(const char *text, const char *where, PgnfileGameInfo *out, int max)
{
    PgnReader reader;
    pgn_reader_init(&reader, text, where);
    int n = 0;
    for (;;) {
        PgnGame pg;
        pgn_game_init(&pg);
        int rc = pgn_read_game(&reader, &pg, NULL);
        if (rc > 0 && n < max) {
            const char *w = pgn_tag(&pg, "White"), *b = pgn_tag(&pg, "Black"), *e = pgn_tag(&pg, "Event"),
                       *r = pgn_tag(&pg, "Result");
            PgnfileGameInfo *gi = &out[n];
            snprintf(gi->white, sizeof gi->white, "%s", w && *w ? w : "?");
            snprintf(gi->black, sizeof gi->black, "%s", b && *b ? b : "?");
            snprintf(gi->event, sizeof gi->event, "%s", e && *e ? e : "");
            snprintf(gi->result, sizeof gi->result, "%s", pg.result[0] ? pg.result : r ? r : "*");
            gi->plies = pg.nmoves;
        }
        pgn_game_free(&pg);
        if (rc <= 0)
            break;
        n++;
    }
    return n;
}

void pgnfile_players(const char *text, const char *where, int index, char out[2][64])
{
    out[WHITE][0] = out[BLACK][0] = '\0';
    PgnReader reader;
    pgn_reader_init(&reader, text, where);
    for (int n = 0;; n++) {
        PgnGame pg;
        pgn_game_init(&pg);
        int rc = pgn_read_game(&reader, &pg, NULL);
        if (rc > 0 && n == index)
            for (int side = 0; side < 2; side++) {
                const char *tag = pgn_tag(&pg, side == WHITE ? "White" : "Black");
                if (tag && strcmp(tag, "?") != 0)
                    snprintf(out[side], 64, "%.63s", tag);
            }
        pgn_game_free(&pg);
        if (rc <= 0 || n >= index)
            return;
    }
}

bool pgnfile_load_game(const char *text, const char *where, int index, const char *user_dir, Variant **v, Game **g,
                       char *variant_path, size_t vsize, Opponent *opp, Study *study, char *err, size_t esize)
{
    *v = NULL;
    *g = NULL;
    if (opp)
        opponent_hot_seat(opp);
    DiagSink d;
    diag_init(&d);
    PgnReader reader;
    pgn_reader_init(&reader, text, where);
    PgnGame pg;
    pgn_game_init(&pg);
    int rc = pgn_read_game(&reader, &pg, &d);
    for (int skip = 0; skip < index && rc > 0; skip++) { /* the games before the one asked for */
        pgn_game_free(&pg);
        pgn_game_init(&pg);
        rc = pgn_read_game(&reader, &pg, &d);
    }
    bool ok = false;
    if (rc <= 0) {
        diag_first(&d, err, esize, "no game in this PGN");
        if (rc == 0)
            snprintf(err, esize, "%s: no game in this PGN", where);
    } else if (!find_variant(&pg, where, user_dir, variant_path, vsize, err, esize)) {
        /* err says which variant is unknown */
    } else if (!(*v = variant_load_file(variant_path, NULL, &d))) {
        diag_first(&d, err, esize, "the variant does not load");
    } else if (!(*g = pgn_replay(&pg, *v, where, &d))) {
        diag_first(&d, err, esize, "the moves do not replay");
        variant_free(*v);
        *v = NULL;
    } else if (study && !pgn_study(&pg, *g, study, where, &d)) {
        diag_first(&d, err, esize, "the variations do not replay");
        study_free(study);
        game_free(*g);
        variant_free(*v);
        *g = NULL;
        *v = NULL;
    } else {
        ok = true;
        if (opp) {
            read_player(pgn_tag(&pg, "White"), opp, WHITE);
            read_player(pgn_tag(&pg, "Black"), opp, BLACK);
        }
    }
    pgn_game_free(&pg);
    diag_free(&d);
    return ok;
}

bool pgnfile_summary(const char *path, const char *user_dir, char *out, size_t size)
{
    char why[160];
    char *text = text_file_load(path, why, sizeof why);
    if (!text) {
        snprintf(out, size, "%s", why);
        return false;
    }
    /* the first game is replayed, so a file that does not open is never listed as fine */
    Variant *v = NULL;
    Game *g = NULL;
    char variant_path[PATH_MAX];
    bool ok = pgnfile_load_text(text, path, user_dir, &v, &g, variant_path, sizeof variant_path, NULL, out, size);
    if (ok) {
        int games = pgnfile_list_games(text, path, NULL, 0);
        char moves[48], more[48] = "";
        snprintf(moves, sizeof moves, tr(S_MOVES_COUNT_FMT), (g->length + 1) / 2);
        if (games > 1)
            snprintf(more, sizeof more, tr(S_GAMES_IN_FILE_FMT), games);
        const GameResult *r = game_result(g);
        snprintf(out, size, "%s · %s · %s%s", v->name ? tr_text(v->name, v->name_ko) : "?", g->length ? moves : "—",
                 game_status_text(r->status), more);
    }
    game_free(g);
    variant_free(v);
    free(text);
    return ok;
}
