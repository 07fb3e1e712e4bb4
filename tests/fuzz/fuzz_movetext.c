/* fuzz_movetext — moves typed or pasted in a family's notation, built as three targets:
 * `wxf` (xiangqi and minixiangqi: WXF and Chinese), `janggi` (the Korean Janggi
 * Association's notation, hangul, Fairy-Stockfish's letters) and `hodges` (shogi and
 * minishogi: Western and Japanese), chosen by FUZZ_FAMILY.
 *
 * The input is lines: the first may set the start (`fen ...`, or `sfen ...` for shogi);
 * each other line is one move, or words that each may be one (`1. C2.5 H8+7`), read as a
 * game reads typed moves (game_play_any). Every move read is written in each notation the
 * variant offers and read back to the same move, then played; at the end the game goes
 * through every record of its family (fuzz_roundtrip.h). */
#include "fuzz_roundtrip.h"

#define FAMILY_WXF 1
#define FAMILY_JANGGI 2
#define FAMILY_HODGES 3

#if FUZZ_FAMILY == FAMILY_WXF
static const char *const files[] = {"xiangqi.yaml", "minixiangqi.yaml"};
#elif FUZZ_FAMILY == FAMILY_JANGGI
static const char *const files[] = {"janggi.yaml"};
#else
static const char *const files[] = {"shogi.yaml", "minishogi.yaml"};
#endif
enum { NFILES = sizeof files / sizeof files[0], MAX_PLIES = FUZZ_TRIP_PLIES };

/* A new game from the first line when it gives a start (`fen ...`, `sfen ...`), else from
 * the setup; NULL when the start given is refused (with a message). */
static Game *start_game(const Variant *v, const char *first)
{
    DiagSink d;
    diag_init(&d);
    char fen[4096];
    Game *g;
    if (!strncmp(first, "fen ", 4))
        g = game_new(v, first + 4, &d);
    else if (!strncmp(first, "sfen ", 5)) {
        g = sfen_to_fen(v, first, fen, sizeof fen, "fuzz", &d) ? game_new(v, fen, &d) : NULL;
        if (g)
            game_shift_sfen_plies(g, sfen_parity_shifted(first));
    } else
        g = game_new(v, NULL, &d);
    if (!g)
        FUZZ_ASSERT(d.count > 0);
    diag_free(&d);
    return g;
}

/* Plays `text` when it is one legal move in some notation; true when it was. */
static bool play_text(Game *g, const char *text)
{
    const Move *last = g->length ? &g->moves[g->length - 1] : NULL;
    int i = notation_read_any(g->v, &g->pos, g->legal, g->nlegal, last, text);
    if (i < 0)
        return false;
    Move m = g->legal[i];
    fuzz_move_trip(g, &m);
    FUZZ_ASSERT(game_play(g, &m));
    return true;
}

/* One line: the whole line as a move, else each of its words. */
static void play_line(Game *g, char *line)
{
    if (play_text(g, line))
        return;
    for (char *word = strtok(line, " \t\r"); word && g->length < MAX_PLIES; word = strtok(NULL, " \t\r"))
        play_text(g, word);
}

static void play_movetext(Variant *v, const char *text)
{
    char *copy = strdup(text), *save = NULL;
    FUZZ_ASSERT(copy != NULL);
    char *line = strtok_r(copy, "\n", &save);
    Game *g = start_game(v, line ? line : "");
    if (g && line && (!strncmp(line, "fen ", 4) || !strncmp(line, "sfen ", 5)))
        line = strtok_r(NULL, "\n", &save);
    for (; g && line && g->length < MAX_PLIES; line = strtok_r(NULL, "\n", &save))
        play_line(g, line);
    if (g)
        fuzz_game_trips(g);
    game_free(g);
    free(copy);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Variant *loaded[NFILES];
    fuzz_each_variant(files, loaded, NFILES, data, size, play_movetext);
    return 0;
}
