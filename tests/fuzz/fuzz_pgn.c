/* fuzz_pgn — PGN files: read every game, replay it in its variant (the Variant tag
 * picks among the shipped ones held in memory); a game that replays writes PGN that
 * reads and replays to the same position and result. Its variations and comments, when
 * every move in them is legal, make a study that is written and read back to the very
 * same text. */
#include "fuzz_roundtrip.h"

#include <strings.h>

static const char *const files[] = {"standard.yaml",   "king_of_the_hill.yaml", "three_check.yaml",
                                    "antichess.yaml",  "horde.yaml",            "racing_kings.yaml",
                                    "capablanca.yaml", "crazyhouse.yaml",       "shogi.yaml",
                                    "xiangqi.yaml",    "janggi.yaml",           "makruk.yaml"};
enum { NFILES = sizeof files / sizeof files[0] };

static const Variant *variant_for(const PgnGame *pg)
{
    static Variant *loaded[NFILES];
    const char *tag = pgn_tag(pg, "Variant") ? pgn_tag(pg, "Variant") : "Standard";
    const char *file = pgn_variant_file_for_tag(tag);
    int i = 0;
    while (file && i < NFILES && strcmp(files[i], file))
        i++;
    if (!file) /* the shipped variants lichess lacks go by their game name (Janggi) */
        for (i = 0; i < NFILES; i++) {
            if (!loaded[i])
                loaded[i] = fuzz_variant(files[i]);
            if (!strcasecmp(loaded[i]->name, tag))
                break;
        }
    if (i == NFILES)
        i = 0;
    if (!loaded[i])
        loaded[i] = fuzz_variant(files[i]);
    return loaded[i];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    DiagSink d;
    diag_init(&d);
    PgnReader r;
    pgn_reader_init(&r, text, "fuzz.pgn");
    PgnGame pg;
    pgn_game_init(&pg);
    int rc, games = 0;
    while ((rc = pgn_read_game(&r, &pg, &d)) == 1) {
        FUZZ_ASSERT(pg.nmoves <= PGN_MAX_MOVES && ++games <= (int)size + 1);
        const Variant *v = variant_for(&pg);
        Game *g = pgn_replay(&pg, v, "fuzz.pgn", &d);
        if (!g) {
            FUZZ_ASSERT(d.count > 0);
            continue;
        }
        Study st;
        bool studied = pgn_study(&pg, g, &st, "fuzz.pgn", &d);
        FUZZ_ASSERT(studied || d.count > 0);
        PgnInfo info = {.study = studied ? &st : NULL};
        char *out = pgn_format(g, &info);
        FUZZ_ASSERT(out != NULL);
        PgnReader again;
        pgn_reader_init(&again, out, "saved.pgn");
        PgnGame pg2;
        pgn_game_init(&pg2);
        FUZZ_ASSERT(pgn_read_game(&again, &pg2, &d) == 1);
        Game *g2 = pgn_replay(&pg2, v, "saved.pgn", &d);
        FUZZ_ASSERT(g2 != NULL);
        FUZZ_ASSERT(g2->pos.hash == g->pos.hash && g2->length == g->length);
        FUZZ_ASSERT(game_result(g2)->status == game_result(g)->status);
        if (studied) { /* the study survives the trip: the same text again */
            Study st2;
            FUZZ_ASSERT(pgn_study(&pg2, g2, &st2, "saved.pgn", &d));
            PgnInfo info2 = {.study = &st2};
            char *out2 = pgn_format(g2, &info2);
            if (!out2 || strcmp(out, out2))
                fuzz_trip_report("PGN study", out, out2, NULL);
            FUZZ_ASSERT(out2 != NULL && !strcmp(out, out2));
            free(out2);
            study_free(&st2);
        }
        study_free(&st);
        game_free(g2);
        pgn_game_free(&pg2);
        free(out);
        game_free(g);
    }
    if (rc < 0)
        FUZZ_ASSERT(d.count > 0);
    pgn_game_free(&pg);
    diag_free(&d);
    free(text);
    return 0;
}
