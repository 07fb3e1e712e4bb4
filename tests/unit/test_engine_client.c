/* test_engine_client.c — other engines through their protocols (src/engine_client): the
 * protocols' text parsed, and a fake engine (tests/engines/fake_engine.py) detected in
 * each protocol, asked for moves and analysis, and caught crashing, hanging and
 * misbehaving. Deadlines read a manual clock the test moves: a silent engine is given up
 * on because the test says time passed, never because the machine was slow. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ec_engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

static uint64_t clock_ms = 1000; /* the manual clock */

/* Polls until an event, sleeping a little between polls; the clock stands still. The
 * real-time cap only keeps a broken build from hanging the suite. */
static EcEvent wait_event(EcEngine *e)
{
    struct timespec pause = {0, 2 * 1000 * 1000};
    for (int i = 0; i < 30000; i++) { /* 60 s at most: a guard, never a measure */
        EcEvent ev = ec_engine_poll(e, clock_ms);
        if (ev != EC_EV_NONE)
            return ev;
        nanosleep(&pause, NULL);
    }
    return EC_EV_NONE;
}

/* Waits for an event other than thinking lines. */
static EcEvent wait_answer(EcEngine *e)
{
    EcEvent ev;
    while ((ev = wait_event(e)) == EC_EV_INFO)
        ;
    return ev;
}

static void fake_command(char *buf, size_t size, const char *args)
{
    snprintf(buf, size, "python3 %s/tests/engines/fake_engine.py %s", CSM_TEST_DATA_DIR, args);
}

/* Starts the fake engine and gives every probe before `proto` up by moving the clock. */
static void start_fake(EcEngine *e, const char *args, EcProtocol proto)
{
    char cmd[1024];
    fake_command(cmd, sizeof cmd, args);
    memset(e, 0, sizeof *e);
    ec_engine_start(e, cmd, EC_NONE, clock_ms);
    while (e->state == EC_DETECTING && e->proto != proto) {
        assert_int_equal(ec_engine_poll(e, clock_ms), EC_EV_NONE); /* silent: nothing yet */
        clock_ms += EC_DETECT_MS;                                  /* its time is up */
        assert_int_equal(ec_engine_poll(e, clock_ms), EC_EV_NONE);
    }
    assert_int_equal(e->proto, proto);
    assert_int_equal(wait_event(e), EC_EV_DETECTED);
    assert_int_equal(e->state, EC_READY);
}

static void test_uci_option_lines(void **state)
{
    (void)state;
    EcOption o;
    assert_true(ec_parse_option("option name Skill Level type spin default 20 min -20 max 20", &o));
    assert_string_equal(o.name, "Skill Level");
    assert_int_equal(o.type, EC_OPT_SPIN);
    assert_string_equal(o.value, "20");
    assert_int_equal(o.min, -20);
    assert_int_equal(o.max, 20);
    assert_true(ec_parse_option("option name UCI_Variant type combo default chess var chess var shogi", &o));
    assert_int_equal(o.type, EC_OPT_COMBO);
    assert_string_equal(o.choices, "chess\nshogi\n");
    assert_true(ec_option_has_choice(&o, "shogi"));
    assert_false(ec_option_has_choice(&o, "sho"));
    assert_true(ec_parse_option("option name Book File type string default my book min.bin", &o));
    assert_string_equal(o.value, "my book min.bin"); /* a string's default keeps its words */
    assert_true(ec_parse_option("option name Clear Hash type button", &o));
    assert_int_equal(o.type, EC_OPT_BUTTON);
    assert_true(ec_parse_option("option name EvalFile type filename default <empty>", &o));
    assert_string_equal(o.value, "");
    assert_true(ec_parse_option("option usemillisec type check default true", &o)); /* UCCI */
    assert_string_equal(o.name, "usemillisec");
    assert_false(ec_parse_option("option name Foo type wizard default 1", &o));
    assert_false(ec_parse_option("info depth 1", &o));
    assert_false(ec_parse_option("option name type spin", &o));
}

static void test_cecp_features(void **state)
{
    (void)state;
    const char *line = "feature myname=\"Fairy Stockfish\" setboard=1 option=\"Style -combo Solid /// *Normal /// Risky\" done=1";
    size_t pos = 7;
    char name[64], value[512];
    assert_true(ec_next_feature(line, &pos, name, sizeof name, value, sizeof value));
    assert_string_equal(name, "myname");
    assert_string_equal(value, "Fairy Stockfish");
    assert_true(ec_next_feature(line, &pos, name, sizeof name, value, sizeof value));
    assert_string_equal(value, "1");
    assert_true(ec_next_feature(line, &pos, name, sizeof name, value, sizeof value));
    EcOption o;
    assert_true(ec_parse_cecp_option(value, &o));
    assert_string_equal(o.name, "Style");
    assert_int_equal(o.type, EC_OPT_COMBO);
    assert_string_equal(o.value, "Normal");
    assert_string_equal(o.choices, "Solid\nNormal\nRisky\n");
    assert_true(ec_next_feature(line, &pos, name, sizeof name, value, sizeof value));
    assert_string_equal(name, "done");
    assert_false(ec_next_feature(line, &pos, name, sizeof name, value, sizeof value));
    assert_true(ec_parse_cecp_option("Skill-Level -spin 5 -20 20", &o));
    assert_string_equal(o.name, "Skill-Level"); /* a dash inside a name is not a type */
    assert_int_equal(o.min, -20);
    assert_true(ec_parse_cecp_option("Ponder -check 1", &o));
    assert_int_equal(o.type, EC_OPT_CHECK);
    assert_string_equal(o.value, "1");
    assert_false(ec_parse_cecp_option("NoType at all", &o));
}

static void test_info_and_moves(void **state)
{
    (void)state;
    EcInfo i;
    assert_true(ec_parse_info(EC_UCI, "info depth 12 seldepth 20 multipv 2 score cp -35 nodes 9000 pv e2e4 e7e5", &i));
    assert_int_equal(i.depth, 12);
    assert_int_equal(i.multipv, 2);
    assert_int_equal(i.score_cp, -35);
    assert_string_equal(i.pv, "e2e4 e7e5");
    assert_true(ec_parse_info(EC_USI, "info depth 3 score mate 5 pv 7g7f", &i));
    assert_int_equal(i.score_cp, EC_MATE_CP - 5); /* USI counts plies */
    assert_true(ec_parse_info(EC_UCI, "info depth 3 score mate 2 pv d1h5", &i));
    assert_int_equal(i.score_cp, EC_MATE_CP - 3); /* UCI counts moves: mate in 2 is 3 plies */
    assert_true(ec_parse_info(EC_UCI, "info depth 3 score mate -1 pv e1d1", &i));
    assert_int_equal(i.score_cp, -EC_MATE_CP + 2);
    assert_false(ec_parse_info(EC_UCI, "info depth 17 currmove e2e4 currmovenumber 1", &i)); /* no line */
    assert_true(ec_parse_info(EC_UCCI, "info depth 4 score -77 pv h2e2", &i));
    assert_int_equal(i.score_cp, -77);
    assert_false(ec_parse_info(EC_UCI, "info string NNUE evaluation enabled", &i));
    assert_true(ec_parse_info(EC_CECP, "9 23 15 1200 e2e4 e7e5", &i));
    assert_int_equal(i.depth, 9);
    assert_string_equal(i.pv, "e2e4 e7e5");
    assert_false(ec_parse_info(EC_CECP, "feature done=1", &i));

    char m[64], ours[64];
    assert_true(ec_parse_bestmove(EC_UCI, "bestmove e7e8q ponder a2a3", m, sizeof m));
    assert_string_equal(m, "e7e8q");
    assert_true(ec_parse_bestmove(EC_CECP, "move P@e4", m, sizeof m));
    assert_string_equal(m, "P@e4");
    assert_false(ec_parse_bestmove(EC_CECP, "bestmove e2e4", m, sizeof m));
    assert_true(ec_parse_bestmove(EC_UCI, "bestmove", m, sizeof m));
    assert_string_equal(m, "");

    static const struct { EcProtocol p; int files, ranks; const char *theirs, *want; } moves[] = {
        {EC_USI, 9, 9, "7g7f", "c3c4"},     {EC_USI, 9, 9, "8h2b+", "b2h8+"},   {EC_USI, 9, 9, "P*5e", "P@e5"},
        {EC_UCCI, 9, 10, "h2e2", "h3e3"},   {EC_CECP, 9, 10, "a0a9", "a1a10"}, {EC_CECP, 8, 8, "e7e8q", "e7e8q"},
        {EC_UCI, 8, 8, "P@e4", "P@e4"},
    };
    for (size_t k = 0; k < sizeof moves / sizeof moves[0]; k++) {
        assert_true(ec_move_to_ours(moves[k].p, moves[k].files, moves[k].ranks, moves[k].theirs, ours, sizeof ours));
        assert_string_equal(ours, moves[k].want);
    }
    assert_false(ec_move_to_ours(EC_USI, 9, 9, "0j0k", ours, sizeof ours)); /* off the board */
    assert_false(ec_move_to_ours(EC_UCI, 8, 8, "!!", ours, sizeof ours));
}

/* Each protocol found after the ones before it timed out; its name and options kept. */
static void test_detect_each_protocol(void **state)
{
    (void)state;
    static const struct { const char *args; EcProtocol p; const char *name; } cases[] = {
        {"--proto uci", EC_UCI, "Fake UCI"},
        {"--proto usi", EC_USI, "Fake USI"},
        {"--proto ucci", EC_UCCI, "Fake UCCI"},
        {"--proto xboard", EC_CECP, "Fake XBOARD"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        EcEngine *e = calloc(1, sizeof *e);
        start_fake(e, cases[k].args, cases[k].p);
        assert_string_equal(e->name, cases[k].name);
        EcOption *skill = ec_engine_option(e, "Skill Level");
        assert_non_null(skill);
        assert_int_equal(skill->type, EC_OPT_SPIN);
        assert_int_equal(skill->max, 20);
        assert_true(ec_engine_variant_ok(e, "crazyhouse"));
        assert_false(ec_engine_variant_ok(e, "berolina"));
        ec_engine_close(e);
        assert_int_equal(e->state, EC_OFF);
        free(e);
    }
}

static void test_no_protocol(void **state)
{
    (void)state;
    EcEngine *e = calloc(1, sizeof *e);
    ec_engine_start(e, "cat > /dev/null", EC_NONE, clock_ms);
    for (int probe = 0; probe < 4; probe++) {
        assert_int_equal(e->state, EC_DETECTING);
        clock_ms += EC_DETECT_MS;
        ec_engine_poll(e, clock_ms);
    }
    assert_int_equal(e->state, EC_FAILED);
    assert_non_null(strstr(e->fault, "none of uci, usi, ucci and xboard"));
    ec_engine_close(e);
    free(e);
}

/* A move asked for and given; the log shows what the engine was sent. */
static void test_move_and_what_was_sent(void **state)
{
    (void)state;
    char log[256], args[512];
    snprintf(log, sizeof log, "/tmp/ec_test_%d.log", (int)getpid());
    remove(log);
    static const struct { const char *proto, *move; EcProtocol p; const char *want[3]; } cases[] = {
        {"uci", "e7e5", EC_UCI, {"setoption name UCI_Variant value crazyhouse", "position fen FEN", "go movetime 500"}},
        {"usi", "3c3d", EC_USI, {"setoption name USI_Variant value crazyhouse", "position sfen FEN", "go btime 0 wtime 0 byoyomi 500"}},
        {"ucci", "h9g7", EC_UCCI, {"setoption UCI_Variant crazyhouse", "position fen FEN", "go movetime 500"}},
        {"xboard", "P@e4", EC_CECP, {"variant crazyhouse", "setboard FEN", "go"}},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        remove(log);
        snprintf(args, sizeof args, "--proto %s --moves %s --log %s", cases[k].proto, cases[k].move, log);
        EcEngine *e = calloc(1, sizeof *e);
        start_fake(e, args, cases[k].p);
        assert_true(ec_engine_go(e, "crazyhouse", "FEN", 500, 0, clock_ms));
        assert_false(ec_engine_go(e, "crazyhouse", "FEN", 500, 0, clock_ms)); /* busy */
        assert_int_equal(wait_answer(e), EC_EV_MOVE);
        assert_string_equal(e->move, cases[k].move);
        assert_int_equal(e->state, EC_READY);
        ec_engine_close(e);
        free(e);
        FILE *f = fopen(log, "r");
        assert_non_null(f);
        char text[8192] = "";
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = '\0';
        fclose(f);
        const char *at = text;
        for (int w = 0; w < 3; w++) { /* in this order */
            const char *found = strstr(at, cases[k].want[w]);
            if (!found)
                fail_msg("%s: \"%s\" not sent after the earlier lines; sent:\n%s", cases[k].proto, cases[k].want[w], text);
            at = found;
        }
    }
    remove(log);
}

static void test_analysis_and_stop(void **state)
{
    (void)state;
    static const char *const protos[] = {"uci", "xboard"};
    for (int k = 0; k < 2; k++) {
        char args[128];
        snprintf(args, sizeof args, "--proto %s --moves d2d4", protos[k]);
        EcEngine *e = calloc(1, sizeof *e);
        start_fake(e, args, k ? EC_CECP : EC_UCI);
        assert_true(ec_engine_analyse(e, "chess", "FEN", 3, clock_ms));
        assert_int_equal(wait_event(e), EC_EV_INFO);
        assert_int_equal(e->info.depth, 1);
        assert_int_equal(e->info.score_cp, 12);
        assert_string_equal(e->info.pv, "d2d4");
        clock_ms += 3600 * 1000; /* analysis has no end: never late */
        assert_int_equal(ec_engine_poll(e, clock_ms), EC_EV_NONE);
        ec_engine_stop(e, clock_ms);
        struct timespec pause = {0, 2 * 1000 * 1000};
        for (int i = 0; i < 30000 && e->state != EC_READY; i++) { /* its last move is dropped */
            assert_int_not_equal(ec_engine_poll(e, clock_ms), EC_EV_MOVE);
            nanosleep(&pause, NULL);
        }
        assert_int_equal(e->state, EC_READY);
        ec_engine_close(e);
        free(e);
    }
}

/* A crash, a hang (given up once the clock passes the move's time and the margin) and a
 * garbage answer are each a fault or a move the caller can refuse, never a hang. */
static void test_faults(void **state)
{
    (void)state;
    EcEngine *e = calloc(1, sizeof *e);
    start_fake(e, "--proto uci --bad crash", EC_UCI);
    assert_true(ec_engine_go(e, "chess", "FEN", 1000, 0, clock_ms));
    assert_int_equal(wait_answer(e), EC_EV_FAULT);
    assert_int_equal(e->state, EC_FAILED);
    assert_string_equal(e->fault, "the engine stopped (exit code 3)");
    ec_engine_close(e);

    start_fake(e, "--proto usi --bad hang", EC_USI);
    assert_true(ec_engine_go(e, "shogi", "FEN", 1000, 0, clock_ms));
    clock_ms += 1000 + EC_MARGIN_MS - 1;
    assert_int_equal(ec_engine_poll(e, clock_ms), EC_EV_NONE); /* still within its time */
    clock_ms += 1;
    assert_int_equal(ec_engine_poll(e, clock_ms), EC_EV_FAULT);
    assert_string_equal(e->fault, "it gave no move in its time: stopped");
    assert_null(e->proc); /* killed */
    ec_engine_close(e);

    start_fake(e, "--proto xboard --bad garbage", EC_CECP);
    assert_true(ec_engine_go(e, "chess", "FEN", 1000, 0, clock_ms));
    assert_int_equal(wait_answer(e), EC_EV_MOVE);
    assert_string_equal(e->move, ""); /* "move" alone: for the caller to refuse */
    ec_engine_fail(e, "it sent no move");
    assert_int_equal(e->state, EC_FAILED);
    ec_engine_close(e);

    start_fake(e, "--proto uci --moves e2e4 --bad illegal --bad-at 2", EC_UCI);
    assert_true(ec_engine_go(e, "chess", "FEN", 0, 3, clock_ms));
    assert_int_equal(wait_answer(e), EC_EV_MOVE);
    assert_string_equal(e->move, "e2e4");
    assert_true(ec_engine_go(e, "chess", "FEN", 0, 3, clock_ms));
    assert_int_equal(wait_answer(e), EC_EV_MOVE);
    assert_string_equal(e->move, "a1a1");
    ec_engine_close(e);
    free(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_uci_option_lines),   cmocka_unit_test(test_cecp_features),
        cmocka_unit_test(test_info_and_moves),     cmocka_unit_test(test_detect_each_protocol),
        cmocka_unit_test(test_no_protocol),        cmocka_unit_test(test_move_and_what_was_sent),
        cmocka_unit_test(test_analysis_and_stop),  cmocka_unit_test(test_faults),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
