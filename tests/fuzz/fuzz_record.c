/* fuzz_record — saved games: parse, replay on Standard Chess; a record that replays
 * formats back to text that parses and replays to the same position. */
#include "fuzz_common.h"

#include "game.h"
#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Variant *v;
    if (!v)
        v = fuzz_variant("standard.yaml");
    char *text = fuzz_text(data, size);
    DiagSink d;
    diag_init(&d);
    GameRecord r;
    record_init(&r);
    if (record_parse(&r, text, "fuzz.txt", &d)) {
        FUZZ_ASSERT(r.nmoves <= RECORD_MAX_MOVES);
        Game *g = record_replay(&r, v, &d);
        if (g) {
            GameRecord again;
            record_init(&again);
            FUZZ_ASSERT(record_from_game(&again, g, NULL));
            char *saved = record_format(&again);
            FUZZ_ASSERT(saved != NULL);
            FUZZ_ASSERT(record_parse(&again, saved, "saved.txt", &d));
            Game *g2 = record_replay(&again, v, &d);
            FUZZ_ASSERT(g2 != NULL);
            char fen1[4096], fen2[4096];
            game_fen(g, fen1, sizeof fen1);
            game_fen(g2, fen2, sizeof fen2);
            FUZZ_ASSERT(strcmp(fen1, fen2) == 0);
            game_free(g2);
            free(saved);
            record_free(&again);
            game_free(g);
        }
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    record_free(&r);
    diag_free(&d);
    free(text);
    return 0;
}
