/* fuzz_roundtrip.h — the round-trip oracles the record and notation targets share: a
 * game or a position written in a format, read back, must be the same game or position,
 * and writing it again must give the very same text (a writer and a reader that disagree
 * show up as a text that changes on its second trip). */
#ifndef FUZZ_ROUNDTRIP_H
#define FUZZ_ROUNDTRIP_H

#include "fuzz_common.h"

#include "fen.h"
#include "csa.h"
#include "game.h"
#include "game_notation.h"
#include "kif.h"
#include "notations.h"
#include "pgn.h"
#include "sfen.h"

/* A shogi game record's writer and reader (kif.h, csa.h). */
typedef char *(*FuzzRecordWrite)(const Game *g, const char *sente, const char *gote);
typedef Game *(*FuzzRecordRead)(const char *text, const Variant *v, const char *where, DiagSink *diags);

/* Prints what failed a trip before the check aborts, so a finding explains itself. */
static inline void fuzz_trip_report(const char *what, const char *first, const char *second, DiagSink *d)
{
    fprintf(stderr, "%s round trip:\n--- first ---\n%s\n--- second ---\n%s\n", what, first ? first : "(none)",
            second ? second : "(none)");
    if (d)
        diag_print(d, stderr);
}

/* Two games are the same game: the same moves to the same position and result. */
static inline bool fuzz_same_game(const Game *a, const Game *b)
{
    return a->length == b->length && a->pos.hash == b->pos.hash && game_result(a)->status == game_result(b)->status;
}

/* `g` written, read back and written again: the same game, the same text. A game the
 * writer refuses (NULL: not from the setup, pieces without codes) is left alone. */
static inline void fuzz_record_trip(const Game *g, const char *what, FuzzRecordWrite write, FuzzRecordRead read)
{
    char *out = write(g, "Sente", "Gote");
    if (!out)
        return;
    DiagSink d;
    diag_init(&d);
    Game *g2 = read(out, g->v, "written", &d);
    char *again = g2 ? write(g2, "Sente", "Gote") : NULL;
    if (!g2 || !fuzz_same_game(g, g2) || !again || strcmp(out, again))
        fuzz_trip_report(what, out, again, &d);
    FUZZ_ASSERT(g2 != NULL && fuzz_same_game(g, g2));
    FUZZ_ASSERT(again != NULL && !strcmp(out, again));
    free(again);
    game_free(g2);
    free(out);
    diag_free(&d);
}

/* A position as SFEN, read back (sfen_to_fen, fen_parse): the same position and SFEN. */
static inline void fuzz_sfen_trip(const Variant *v, const Position *pos)
{
    char sfen[4096], fen[4096], again[4096] = "";
    sfen_write(v, pos, sfen, sizeof sfen);
    DiagSink d;
    diag_init(&d);
    Position back;
    bool read = sfen_to_fen(v, sfen, fen, sizeof fen, "written", &d) &&
                fen_parse((Variant *)v, fen, &back, "written", &d); /* as game_new casts it */
    if (read) {
        back.sfen_ply_shift = sfen_parity_shifted(sfen);
        sfen_write(v, &back, again, sizeof again);
    }
    if (!read || back.hash != pos->hash || strcmp(sfen, again))
        fuzz_trip_report("SFEN", sfen, again, &d);
    FUZZ_ASSERT(read && back.hash == pos->hash && !strcmp(sfen, again));
    diag_free(&d);
}

/* `g` as PGN with its movetext in notation `id`, read and replayed: the same game, and the
 * same PGN written again. */
static inline void fuzz_pgn_trip(const Game *g, NotationId id)
{
    PgnInfo info = {.notation = id};
    char *out = pgn_format(g, &info);
    FUZZ_ASSERT(out != NULL);
    DiagSink d;
    diag_init(&d);
    PgnReader r;
    pgn_reader_init(&r, out, "written.pgn");
    PgnGame pg;
    pgn_game_init(&pg);
    Game *g2 = pgn_read_game(&r, &pg, &d) == 1 ? pgn_replay(&pg, g->v, "written.pgn", &d) : NULL;
    char *again = g2 ? pgn_format(g2, &info) : NULL;
    if (!g2 || !fuzz_same_game(g, g2) || !again || strcmp(out, again))
        fuzz_trip_report(notation_name(id), out, again, &d);
    FUZZ_ASSERT(g2 != NULL && fuzz_same_game(g, g2));
    FUZZ_ASSERT(again != NULL && !strcmp(out, again));
    free(again);
    game_free(g2);
    pgn_game_free(&pg);
    free(out);
    diag_free(&d);
}

/* The move `m` (one of g->legal) in every notation the variant offers: read back in the
 * same position by that notation's reader and by the any-notation reader movetext goes
 * through (game_play_any: PGN, typed moves), it is the same move. */
static inline void fuzz_move_trip(const Game *g, const Move *m)
{
    const Move *last = g->length ? &g->moves[g->length - 1] : NULL;
    for (int id = 0; id < NOTATION_COUNT; id++) {
        if (!notation_fits(g->v, (NotationId)id))
            continue;
        char text[NOTATION_TEXT_MAX], fen[4096];
        notation_write((NotationId)id, g->v, &g->pos, g->legal, g->nlegal, m, last, text, sizeof text);
        int own = notation_read((NotationId)id, g->v, &g->pos, g->legal, g->nlegal, last, text);
        int any = notation_read_any(g->v, &g->pos, g->legal, g->nlegal, last, text);
        bool same_own = own >= 0 && move_equal(&g->legal[own], m), same_any = any >= 0 && move_equal(&g->legal[any], m);
        if (!same_own || !same_any) {
            game_fen(g, fen, sizeof fen);
            fprintf(stderr, "%s: `%s` in %s (%s) reads back as %d by its reader, %d by any notation\n", g->v->name,
                    text, fen, notation_name((NotationId)id), own, any);
        }
        FUZZ_ASSERT(same_own);
        FUZZ_ASSERT(same_any);
    }
}

/* Games longer than this skip the whole-record trips: each replays the game a few times,
 * and an input must stay well under the fuzzer's time limit (sanitized code is slow). */
enum { FUZZ_TRIP_PLIES = 40 };

/* Every whole-record trip that fits the game's variant: PGN in each of its notations but
 * the coordinates (every move's own trip covers those); for the shogi family KIF, KI2,
 * CSA and SFEN. */
static inline void fuzz_game_trips(const Game *g)
{
    if (g->length > FUZZ_TRIP_PLIES)
        return;
    for (int id = 0; id < NOTATION_COUNT; id++)
        if (id != NOTATION_COORDINATES && notation_fits(g->v, (NotationId)id))
            fuzz_pgn_trip(g, (NotationId)id);
    if (notation_fits(g->v, NOTATION_JAPANESE)) {
        fuzz_record_trip(g, "KIF", kif_write, kif_read);
        fuzz_record_trip(g, "CSA", csa_write, csa_read);
        fuzz_record_trip(g, "KI2", ki2_write, kif_read); /* with 右 左 直 上 引 寄 where two pieces could go */
        fuzz_sfen_trip(g->v, &g->pos);
    }
}

#endif
