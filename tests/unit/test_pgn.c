/* test_pgn.c — PGN (issue 13): round trips of random games of every shipped variant
 * (same moves, same result, adjudications included), reading what other tools write,
 * and located errors for broken files and the limits. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_util.h"

#include "pgn.h"
#include "san.h"
#include "textfile.h"
#include "variant_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state = 5;
static int rng_below(int n) { return test_rng_below(&rng_state, n); }

/* Writes the game as PGN, reads it back and replays it: same moves, same result. */
static void round_trip(const Game *g, const char *what)
{
    PgnInfo info = {.event = "Test \"quoted\" event", .white = "A\\B", .black = "C", .date = "2026.11.23"};
    char *text = pgn_format(g, &info);
    assert_non_null(text);
    PgnReader r;
    pgn_reader_init(&r, text, what);
    PgnGame pg;
    pgn_game_init(&pg);
    DiagSink d;
    diag_init(&d);
    assert_int_equal(pgn_read_game(&r, &pg, &d), 1);
    assert_string_equal(pgn_tag(&pg, "Event"), "Test \"quoted\" event");
    assert_string_equal(pgn_tag(&pg, "White"), "A\\B");
    Game *back = pgn_replay(&pg, g->v, what, &d);
    if (!back) {
        diag_print(&d, stderr);
        fail_msg("%s: the PGN does not replay:\n%s", what, text);
    }
    assert_int_equal(back->length, g->length);
    for (int i = 0; i < g->length; i++)
        assert_true(move_equal(&back->moves[i], &g->moves[i]));
    assert_int_equal(back->pos.hash, g->pos.hash);
    assert_int_equal(game_result(back)->status, game_result(g)->status);
    assert_string_equal(game_result(back)->reason, game_result(g)->reason);
    assert_int_equal(pgn_read_game(&r, &pg, &d), 0);
    game_free(back);
    pgn_game_free(&pg);
    diag_free(&d);
    free(text);
}

static void random_games(const char *rel, int games, int plies)
{
    Variant *v = test_load_clean(rel);
    for (int n = 0; n < games; n++) {
        Game *g = game_new(v, NULL, NULL);
        assert_non_null(g);
        int length = 1 + rng_below(plies);
        for (int ply = 0; ply < length && g->nlegal > 0; ply++)
            assert_true(game_play(g, &g->legal[rng_below(g->nlegal)]));
        /* every third unfinished game ends by resignation or agreement */
        if (game_result(g)->status == GAME_ONGOING && n % 3 == 1)
            game_adjudicate(g, n % 2 ? GAME_BLACK_WINS : GAME_DRAW, n % 2 ? "resignation" : "agreement");
        round_trip(g, rel);
        /* and from the middle of the game, as a position with a FEN tag */
        if (g->length > 4) {
            char fen[4096];
            for (int i = 0; i < 3; i++)
                game_undo(g);
            game_fen(g, fen, sizeof fen);
            Game *from = game_new(v, fen, NULL);
            assert_non_null(from);
            for (int i = 0; i < 3 && from->nlegal; i++)
                assert_true(game_play(from, &from->legal[rng_below(from->nlegal)]));
            char *text = pgn_format(from, NULL);
            assert_non_null(strstr(text, "[SetUp \"1\"]"));
            round_trip(from, rel);
            free(text);
            game_free(from);
        }
        game_free(g);
    }
    variant_free(v);
}

static void round_trip_variant(const char *rel, void *user)
{
    (void)user;
    random_games(rel, 6, 120);
}

static void test_every_variant_round_trip(void **state)
{
    (void)state;
    assert_true(test_each_shipped_variant(round_trip_variant, NULL) >= 10);
}

/* The writer's output for a known game, tag by tag and move by move. */
static void test_standard_export(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    Game *g = game_new(v, NULL, NULL);
    const char *moves[] = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "f6", "d4", "exd4",
                           "Nxd4", "c5", "Ne2", "Qxd1", "Rxd1", "Bd7", "Bf4", "O-O-O", "Nbc3"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        assert_int_equal(game_play_any(g, moves[i]), 0);
    PgnInfo info = {.event = "Club", .site = "Seoul", .date = "2026.11.23", .round = "1", .white = "Kim",
                    .black = "Lee"};
    char *text = pgn_format(g, &info);
    assert_string_equal(text, "[Event \"Club\"]\n[Site \"Seoul\"]\n[Date \"2026.11.23\"]\n[Round \"1\"]\n"
                              "[White \"Kim\"]\n[Black \"Lee\"]\n[Result \"*\"]\n\n"
                              "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5\n"
                              "8. Ne2 Qxd1 9. Rxd1 Bd7 10. Bf4 O-O-O 11. Nbc3 *\n");
    free(text);
    game_free(g);
    variant_free(v);
}

static int read_all(const char *text, DiagSink *d, PgnGame *last)
{
    PgnReader r;
    pgn_reader_init(&r, text, "t.pgn");
    int n = 0, rc;
    while ((rc = pgn_read_game(&r, last, d)) == 1)
        n++;
    return rc < 0 ? -1 : n;
}

static void expect_error(const char *text, const char *message)
{
    DiagSink d;
    diag_init(&d);
    PgnGame pg;
    pgn_game_init(&pg);
    assert_int_equal(read_all(text, &d, &pg), -1);
    assert_true(d.count >= 1);
    char line[512];
    diag_format(&d.items[0], line, sizeof line);
    if (strcmp(line, message))
        fail_msg("expected '%s', got '%s'", message, line);
    pgn_game_free(&pg);
    diag_free(&d);
}

static void test_reader_syntax(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    PgnGame pg;
    pgn_game_init(&pg);
    /* glued move numbers, comments, variations, NAGs, escapes, two games without results */
    const char *text = "\xef\xbb\xbf% an escape line\n[Event \"a \\\"b\\\"\"]\n\n1.e4 {c} e5 ; rest\n2.Nf3 (2.Nc3 (2.f4))"
                       " $1 2...Nc6\n\n[Event \"second\"]\n1. d4\n";
    assert_int_equal(read_all(text, &d, &pg), 2);
    PgnReader r;
    pgn_reader_init(&r, text, "t.pgn");
    assert_int_equal(pgn_read_game(&r, &pg, &d), 1);
    assert_string_equal(pgn_tag(&pg, "Event"), "a \"b\"");
    assert_int_equal(pg.nmoves, 4);
    assert_string_equal(pg.moves[3].text, "Nc6");
    assert_int_equal(pg.moves[2].line, 5);
    assert_int_equal(pg.moves[2].column, 3);
    assert_int_equal(pgn_read_game(&r, &pg, &d), 1);
    assert_string_equal(pgn_tag(&pg, "Event"), "second");
    assert_int_equal(pg.nmoves, 1);
    assert_int_equal(pgn_read_game(&r, &pg, &d), 0);
    assert_int_equal(d.count, 0);
    pgn_game_free(&pg);
    diag_free(&d);

    expect_error("1. e4 { never closed\n", "t.pgn:1:7: this comment `{` is never closed with `}`");
    expect_error("[Event \"x]\n", "t.pgn:1:1: the value of tag `Event` is not closed with `\"`");
    expect_error("[Event x]\n", "t.pgn:1:8: the tag's value must be in double quotes: `[Event \"...\"]`");
    expect_error("1. e4 (e5 (d5)\n", "t.pgn:1:7: this variation `(` is never closed with `)`");
    expect_error("1. e4 ) e5\n", "t.pgn:1:7: `)` without a variation `(` to close");
}

static void test_limits(void **state)
{
    (void)state;
    /* too many moves: refused at the first move over the limit, before more is stored */
    size_t size = (size_t)(PGN_MAX_MOVES + 10) * 3 + 1;
    char *text = malloc(size);
    for (int i = 0; i < PGN_MAX_MOVES + 10; i++)
        memcpy(text + i * 3, "a3 ", 3);
    text[size - 1] = '\0';
    char msg[128];
    snprintf(msg, sizeof msg, "t.pgn:1:%d: more than %d moves in one game, variations included", PGN_MAX_MOVES * 3 + 1,
             PGN_MAX_MOVES);
    expect_error(text, msg);
    free(text);
    /* a tag value too long, nesting too deep */
    char *tag = malloc(PGN_MAX_TAG_VALUE + 32);
    int n = snprintf(tag, 32, "[Event \"");
    memset(tag + n, 'x', PGN_MAX_TAG_VALUE);
    strcpy(tag + n + PGN_MAX_TAG_VALUE, "\"]\n");
    snprintf(msg, sizeof msg, "t.pgn:1:1: the value of tag `Event` is longer than %d characters", PGN_MAX_TAG_VALUE - 1);
    expect_error(tag, msg);
    free(tag);
    char deep[PGN_MAX_NESTING * 4 + 16] = "1. e4 ";
    for (int i = 0; i <= PGN_MAX_NESTING; i++)
        strcat(deep, "(e5 ");
    snprintf(msg, sizeof msg, "t.pgn:1:%d: variations nested more than %d deep", 7 + PGN_MAX_NESTING * 4,
             PGN_MAX_NESTING);
    expect_error(deep, msg);
}

/* Reads one game of standard chess with its study; NULL game on an error (in `d`). */
static Game *read_study(Variant *v, const char *text, Study *st, DiagSink *d)
{
    PgnReader r;
    pgn_reader_init(&r, text, "t.pgn");
    PgnGame pg;
    pgn_game_init(&pg);
    Game *g = NULL;
    if (pgn_read_game(&r, &pg, d) == 1 && (g = pgn_replay(&pg, v, "t.pgn", d)) && !pgn_study(&pg, g, st, "t.pgn", d)) {
        game_free(g);
        study_free(st);
        g = NULL;
    }
    pgn_game_free(&pg);
    return g;
}

/* The movetext of `g` written with its study (after the tags' blank line). */
static char *movetext(const Game *g, const Study *st)
{
    PgnInfo info = {.study = st};
    char *text = pgn_format(g, &info);
    assert_non_null(text);
    char *body = strstr(text, "\n\n");
    assert_non_null(body);
    char *out = strdup(body + 2);
    free(text);
    return out;
}

static void test_variations(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    DiagSink d;
    diag_init(&d);
    Study st;
    const char *text = "{Two openings} 1. e4 e5 (1... c5 2. Nf3 {Sicilian} (2. c3 d5) 2... d6) "
                       "2. Nf3 {main line} Nc6 (2... d6 {Philidor}) *\n";
    Game *g = read_study(v, text, &st, &d);
    if (!g)
        diag_print(&d, stderr);
    assert_non_null(g);
    assert_int_equal(g->length, 4);
    /* the tree: 1.e4 has two answers, the Sicilian two second moves */
    StudyNode *e4 = st.root.next[0];
    assert_string_equal(st.root.lead, "Two openings");
    assert_int_equal(e4->nnext, 2);
    assert_string_equal(e4->next[0]->san, "e5");
    StudyNode *c5 = e4->next[1];
    assert_string_equal(c5->san, "c5");
    assert_true(study_starts_variation(c5));
    assert_false(study_on_main_line(c5));
    assert_int_equal(c5->nnext, 2);
    assert_string_equal(c5->next[0]->san, "Nf3");
    assert_string_equal(c5->next[0]->comment, "Sicilian");
    assert_string_equal(c5->next[1]->san, "c3");
    assert_string_equal(c5->next[1]->next[0]->san, "d5");
    assert_string_equal(c5->next[0]->next[0]->san, "d6");
    assert_int_equal(c5->next[0]->next[0]->ply, 4);
    assert_string_equal(study_main_node(&st, 3)->comment, "main line");
    assert_string_equal(study_main_node(&st, 3)->next[1]->comment, "Philidor");
    assert_int_equal(st.nodes, 4 + 5 + 1);
    /* written back as it came, numbers where a comment or a variation broke the line */
    char *body = movetext(g, &st);
    assert_string_equal(body, "{Two openings} 1. e4 e5 (1... c5 2. Nf3 {Sicilian} (2. c3 d5) 2... d6) 2. Nf3\n"
                              "{main line} 2... Nc6 (2... d6 {Philidor}) *\n");
    /* and read back: the same tree */
    Study again;
    Game *g2 = read_study(v, body, &again, &d);
    assert_non_null(g2);
    char *body2 = movetext(g2, &again);
    assert_string_equal(body2, body);
    /* the position at a variation's end is the one its moves reach */
    Game *at = study_game_at(g, c5->next[1]->next[0]);
    assert_non_null(at);
    char fen[256];
    game_fen(at, fen, sizeof fen);
    assert_string_equal(fen, "rnbqkbnr/pp2pppp/8/2pp4/4P3/2P5/PP1P1PPP/RNBQKBNR w KQkq - 0 3");
    game_free(at);
    free(body);
    free(body2);
    game_free(g2);
    study_free(&again);

    /* the game goes on in a variation's way: the variation becomes the main line and the
     * old continuation goes; undoing a move keeps the variations before it */
    game_undo(g);
    game_undo(g);
    game_undo(g);
    assert_int_equal(game_play_any(g, "c5"), 0);
    assert_int_equal(game_play_any(g, "Nf3"), 0);
    assert_true(study_sync(&st, g));
    assert_string_equal(st.root.next[0]->next[0]->san, "c5");
    assert_int_equal(st.root.next[0]->nnext, 1);
    assert_int_equal(st.root.next[0]->next[0]->nnext, 2); /* its own variation 2.c3 stayed */
    assert_int_equal(study_main_node(&st, 3)->nnext, 0);   /* nothing after the game's end */
    assert_int_equal(st.nodes, 5);
    body = movetext(g, &st);
    assert_string_equal(body, "{Two openings} 1. e4 c5 2. Nf3 {Sicilian} (2. c3 d5) *\n");
    free(body);
    study_free(&st);
    game_free(g);

    /* a variation's move that is not legal there, and other broken variations */
    assert_null(read_study(v, "1. e4 e5 (1... Ke7) 2. Nf3 *", &st, &d));
    char line[256];
    diag_format(&d.items[0], line, sizeof line);
    assert_string_equal(line, "t.pgn:1:16: `1...Ke7` is not legal here");
    diag_free(&d);
    expect_error("( e4 ) 1. e4 *", "t.pgn:1:1: a variation `(` needs a move before it to stand instead of");
    expect_error("1. e4 (1. d4 *)", "t.pgn:1:14: the result `*` inside a variation: a `)` is missing");
    expect_error("1. e4 ( ) e5", "t.pgn:1:7: this variation `( )` has no moves");
    variant_free(v);
}

/* A comment is the same text after a trip (issue 43: a lichess game whose last comment
 * was followed by an empty `{ }` wrote `{... Checkmate. }`, read back without the space):
 * white space runs, empty comments and a comment cut at the limit leave no trailing space,
 * and a line break typed into a study's comment is written as the reader reads it. */
static void test_comment_text_round_trip(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    DiagSink d;
    diag_init(&d);
    Study st;
    Game *g = read_study(v, "1. e4 { [%clk 0:03:00] } { Checkmate. } { } e5 {}\n{\t} (1... c5 {B}{ }) *", &st, &d);
    assert_non_null(g);
    StudyNode *e4 = st.root.next[0];
    assert_string_equal(e4->comment, "[%clk 0:03:00] Checkmate.");
    assert_null(e4->next[0]->comment);
    assert_string_equal(e4->next[1]->comment, "B");
    char *body = movetext(g, &st);
    assert_string_equal(body, "1. e4 {[%clk 0:03:00] Checkmate.} 1... e5 (1... c5 {B}) *\n");
    free(body);
    game_free(g);
    study_free(&st);
    /* a `{` inside a comment is its text (only `}` ends one), kept when the long comment is
     * written word by word: dropping the lone `{` word made the text read back shorter, and
     * wrapped differently (found by fuzz_pgn) */
    g = read_study(v, "1. e4 e5 { a comment with { a brace of its own, long enough that it is wrapped over two lines, { yes } *", &st,
                   &d);
    assert_non_null(g);
    assert_string_equal(st.root.next[0]->next[0]->comment,
                        "a comment with { a brace of its own, long enough that it is wrapped over two lines, { yes");
    body = movetext(g, &st);
    assert_string_equal(body, "1. e4 e5 {a comment with { a brace of its own, long enough that it is wrapped\n"
                              "over two lines, { yes} *\n");
    free(body);
    game_free(g);
    study_free(&st);
    g = read_study(v, "1. e4 { [%clk 0:03:00] } e5 (1... c5 {B}) *", &st, &d);
    assert_non_null(g);
    e4 = st.root.next[0];
    /* typed in the study: a line break, runs of spaces, a trailing space; and a long one */
    assert_true(study_set_comment(e4, "first line\nsecond   line "));
    assert_true(study_set_comment(e4->next[0], "a comment long enough to be wrapped over two lines of movetext, "
                                               "ending with a space "));
    body = movetext(g, &st);
    assert_string_equal(body, "1. e4 {first line second line} 1... e5 {a comment long enough to be wrapped\n"
                              "over two lines of movetext, ending with a space} (1... c5 {B}) *\n");
    Study again;
    Game *g2 = read_study(v, body, &again, &d);
    assert_non_null(g2);
    char *body2 = movetext(g2, &again);
    assert_string_equal(body2, body);
    free(body);
    free(body2);
    study_free(&again);
    game_free(g2);
    study_free(&st);
    game_free(g);
    /* cut at the limit: never before a space nor inside a UTF-8 character (é: 2 bytes) */
    for (int as = PGN_MAX_COMMENT - 2; as <= PGN_MAX_COMMENT - 1; as++) {
        char *text = malloc((size_t)as + 32);
        strcpy(text, "1. e4 {");
        memset(text + 7, 'a', (size_t)as);
        strcpy(text + 7 + as, " \xc3\xa9} *");
        g = read_study(v, text, &st, &d);
        assert_non_null(g);
        assert_int_equal(strlen(st.root.next[0]->comment), as);
        assert_int_equal(st.root.next[0]->comment[as - 1], 'a');
        study_free(&st);
        game_free(g);
        free(text);
    }
    diag_free(&d);
    variant_free(v);
}

/* Japanese shogi movetext gives a move's origin in brackets when two pieces could go
 * there (☗５八金(49)): that is part of the move, not a variation (found by the
 * notation_roundtrip fuzz target, issue 43). */
static void test_japanese_origin_is_no_variation(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/shogi.yaml");
    const char *moves = "1. ☗７六歩 ☖８四歩 2. ☗６八銀 ☖３四歩 3. ☗６六歩 ☖６二銀 4. ☗５六歩 ☖５四歩 5. ☗４八銀\n"
                        "☖４二銀 6. ☗５八金(49) ☖３二金 *\n";
    char text[1024];
    snprintf(text, sizeof text, "[Variant \"Shogi\"]\n\n%s", moves);
    DiagSink d;
    diag_init(&d);
    PgnReader r;
    pgn_reader_init(&r, text, "t.pgn");
    PgnGame pg;
    pgn_game_init(&pg);
    assert_int_equal(pgn_read_game(&r, &pg, &d), 1);
    assert_int_equal(pg.nmoves, 12);
    assert_string_equal(pg.moves[10].text, "☗５八金(49)");
    assert_int_equal(pg.moves[9].nvars, 0);
    Game *g = pgn_replay(&pg, v, "t.pgn", &d);
    if (!g)
        diag_print(&d, stderr);
    assert_non_null(g);
    assert_string_equal(game_move_text(g, 10), "f1e2"); /* the gold of 4i, not of 6i */
    /* and written as players write it: the gold on the right */
    PgnInfo info = {.notation = NOTATION_JAPANESE};
    char *out = pgn_format(g, &info);
    assert_non_null(out);
    assert_non_null(strstr(out, "6. ☗５八金右 ☖３二金 *"));
    free(out);
    game_free(g);
    pgn_game_free(&pg);
    diag_free(&d);
    variant_free(v);
}

/* A janggi game ended by two passes: the second pass is written `pass#` (it decides the
 * game on points) and must read back (found by fuzzing). */
static void test_pass_that_ends_the_game(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/janggi.yaml");
    DiagSink d;
    diag_init(&d);
    Study st;
    Game *g = read_study(v, "1. Nc3 pass 2. pass *", &st, &d);
    assert_non_null(g);
    char *body = movetext(g, &st);
    assert_non_null(strstr(body, "pass#"));
    Study again;
    Game *g2 = read_study(v, body, &again, &d);
    if (!g2)
        diag_print(&d, stderr);
    assert_non_null(g2);
    assert_int_equal(g2->length, 3);
    assert_int_equal(game_result(g2)->status, game_result(g)->status);
    free(body);
    game_free(g);
    game_free(g2);
    study_free(&st);
    study_free(&again);
    diag_free(&d);
    variant_free(v);
}

static void test_replay_errors_and_results(void **state)
{
    (void)state;
    Variant *v = test_load_clean("variants/standard.yaml");
    DiagSink d;
    diag_init(&d);
    PgnGame pg;
    pgn_game_init(&pg);
    PgnReader r;
    pgn_reader_init(&r, "[Result \"1-0\"]\n1. e4 e5\n2. Ke3 Nc6 1-0\n", "t.pgn");
    assert_int_equal(pgn_read_game(&r, &pg, &d), 1);
    assert_null(pgn_replay(&pg, v, "t.pgn", &d));
    char line[256];
    diag_format(&d.items[0], line, sizeof line);
    assert_string_equal(line, "t.pgn:3:4: `2.Ke3` is not legal here");
    diag_clear(&d);
    /* a lost flag kept from Termination */
    pgn_reader_init(&r, "[Termination \"Time forfeit\"]\n1. e4 e5 0-1\n", "t.pgn");
    assert_int_equal(pgn_read_game(&r, &pg, &d), 1);
    Game *g = pgn_replay(&pg, v, "t.pgn", &d);
    assert_non_null(g);
    assert_int_equal(game_result(g)->status, GAME_BLACK_WINS);
    assert_string_equal(game_result(g)->reason, "time forfeit");
    game_free(g);
    /* a FEN tag that does not fit */
    pgn_reader_init(&r, "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - 0 1\"]\n*\n", "t.pgn");
    assert_int_equal(pgn_read_game(&r, &pg, &d), 1);
    assert_null(pgn_replay(&pg, v, "t.pgn", &d));
    assert_true(d.count > 0);
    pgn_game_free(&pg);
    diag_free(&d);
    variant_free(v);
}

static void test_variant_names(void **state)
{
    (void)state;
    assert_string_equal(pgn_variant_file_for_tag("King of the Hill"), "king_of_the_hill.yaml");
    assert_string_equal(pgn_variant_file_for_tag("kingofthehill"), "king_of_the_hill.yaml");
    assert_string_equal(pgn_variant_file_for_tag("three-check"), "three_check.yaml");
    assert_string_equal(pgn_variant_file_for_tag("From Position"), "standard.yaml");
    assert_null(pgn_variant_file_for_tag("Crazyhouse"));
    assert_string_equal(pgn_variant_tag_for_file("/x/variants/racing_kings.yaml"), "Racing Kings");
    assert_null(pgn_variant_tag_for_file("mine.yaml"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard_export),   cmocka_unit_test(test_reader_syntax),
        cmocka_unit_test(test_limits),            cmocka_unit_test(test_variations),
        cmocka_unit_test(test_replay_errors_and_results), cmocka_unit_test(test_pass_that_ends_the_game),
        cmocka_unit_test(test_variant_names),     cmocka_unit_test(test_every_variant_round_trip),
        cmocka_unit_test(test_comment_text_round_trip), cmocka_unit_test(test_japanese_origin_is_no_variation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
