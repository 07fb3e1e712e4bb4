/* test_hardening.c — strange and hostile input: FIFOs and folders named like variants,
 * YAML alias bombs and deep nesting, scripts that loop forever, huge records, cut
 * saves, unwritable folders. Each case checks the exact message the user gets, and a
 * watchdog alarm turns a hang into a failure instead of a stuck test run. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "catalog.h"
#include "csm.h"
#include "fen.h"
#include "game.h"
#include "record.h"
#include "rules.h"
#include "textfile.h"
#include "variant_load.h"
#include "yaml_guard.h"

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

/* ---- helpers ------------------------------------------------------------------ */

static char tmpdir[256];

static int make_tmpdir(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/csm-hardening-XXXXXX");
    if (!mkdtemp(tmpdir))
        return -1;
    alarm(20); /* a hang is a failure */
    return 0;
}

static int remove_tmpdir(void **state)
{
    (void)state;
    alarm(0);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "chmod -R u+w '%s' 2>/dev/null; rm -rf '%s'", tmpdir, tmpdir);
    return system(cmd) == 0 ? 0 : -1;
}

static const char *path_in(const char *name)
{
    static char paths[4][512];
    static int next;
    char *p = paths[next++ % 4];
    snprintf(p, 512, "%s/%s", tmpdir, name);
    return p;
}

static void write_file(const char *name, const char *text)
{
    FILE *f = fopen(path_in(name), "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* The diagnostics as one text, `file:line:column: message` per line. */
static char *all_diags(const DiagSink *d)
{
    static char buf[8192];
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < d->count && n < sizeof buf; i++) {
        char line[1024];
        diag_format(&d->items[i], line, sizeof line);
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s\n", line);
    }
    return buf;
}

static void expect_diag(const DiagSink *d, const char *want)
{
    const char *all = all_diags(d);
    if (!strstr(all, want))
        fail_msg("expected \"%s\" in:\n%s", want, all);
}

/* The process's own CPU time: what these checks bound is the work an input causes,
 * which a busy machine (CI, other builds beside it) must not make look larger. The
 * bounds sit far below what the quadratic or exponential cases they guard took
 * (seconds to minutes) and well above a sanitizer build's normal time. */
static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- only regular files ------------------------------------------------------- */

static void test_fifo_variant_is_refused(void **state)
{
    (void)state;
    assert_int_equal(mkfifo(path_in("pipe.yaml"), 0644), 0);
    DiagSink d;
    diag_init(&d);
    assert_null(variant_load_file(path_in("pipe.yaml"), NULL, &d));
    char want[600];
    snprintf(want, sizeof want, "%s: cannot read the file: not a regular file (a pipe)", path_in("pipe.yaml"));
    expect_diag(&d, want);
    diag_free(&d);
}

static void test_folder_variant_is_refused(void **state)
{
    (void)state;
    assert_int_equal(mkdir(path_in("folder.yaml"), 0755), 0);
    DiagSink d;
    diag_init(&d);
    assert_null(variant_load_file(path_in("folder.yaml"), NULL, &d));
    expect_diag(&d, "cannot read the file: not a regular file (a folder)");
    diag_free(&d);
}

static void test_fifo_in_folder_does_not_stop_extends_by_name(void **state)
{
    (void)state;
    /* extends by name scans the folder; the FIFO beside the file must not be opened */
    assert_int_equal(mkfifo(path_in("aaa.yaml"), 0644), 0);
    write_file("mine.yaml", "game: Mine\nextends: \"Standard Chess\"\n");
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(path_in("mine.yaml"), NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    assert_non_null(v);
    assert_string_equal(v->name, "Mine");
    variant_free(v);
    diag_free(&d);
}

static void test_fifo_named_by_extends_path(void **state)
{
    (void)state;
    assert_int_equal(mkfifo(path_in("base.yaml"), 0644), 0);
    write_file("child.yaml", "game: Child\nextends: base.yaml\n");
    DiagSink d;
    diag_init(&d);
    assert_null(variant_load_file(path_in("child.yaml"), NULL, &d));
    char want[600];
    snprintf(want, sizeof want, "child.yaml:2:10: extends: cannot read '%s': not a regular file (a pipe)",
             path_in("base.yaml"));
    expect_diag(&d, want);
    diag_free(&d);
}

static void test_fifo_in_picker_folder_is_listed_broken(void **state)
{
    (void)state;
    assert_int_equal(mkfifo(path_in("pipe.yaml"), 0644), 0);
    write_file("ok.yaml", "game: Fine\nextends: \"Standard Chess\"\n");
    Catalog c;
    catalog_init(&c);
    assert_int_equal(catalog_scan(&c, tmpdir, true), 2);
    int pipe = catalog_find_file(&c, "pipe.yaml");
    assert_true(pipe >= 0);
    assert_non_null(c.items[pipe].error);
    assert_non_null(strstr(c.items[pipe].error, "not a regular file (a pipe)"));
    int ok = catalog_find_file(&c, "ok.yaml");
    assert_true(ok >= 0);
    assert_null(c.items[ok].error);
    catalog_free(&c);
}

static void test_fifo_record_is_refused(void **state)
{
    (void)state;
    assert_int_equal(mkfifo(path_in("game.txt"), 0644), 0);
    GameRecord r;
    record_init(&r);
    DiagSink d;
    diag_init(&d);
    assert_false(record_read_file(&r, path_in("game.txt"), &d));
    expect_diag(&d, "cannot read the game record: not a regular file (a pipe)");
    record_free(&r);
    diag_free(&d);
}

static void test_nul_byte_and_size_limits(void **state)
{
    (void)state;
    FILE *f = fopen(path_in("nul.yaml"), "wb");
    fwrite("game: x\nbo\0ard: 8x8\n", 1, 20, f);
    fclose(f);
    char why[200];
    assert_null(text_file_load(path_in("nul.yaml"), why, sizeof why));
    assert_string_equal(why, "a NUL byte at line 2, column 3: this is not a text file");

    f = fopen(path_in("big.yaml"), "wb");
    assert_int_equal(ftruncate(fileno(f), TEXT_FILE_MAX + 1), 0);
    fclose(f);
    assert_null(text_file_load(path_in("big.yaml"), why, sizeof why));
    assert_string_equal(why, "too large (more than 2 MiB, the limit for any file Chessembly reads)");

    /* standard input is held to the same limit as a file */
    f = fopen(path_in("big.yaml"), "rb");
    assert_null(text_stream_load(f, why, sizeof why));
    fclose(f);
    assert_string_equal(why, "too large (more than 2 MiB, the limit for any file Chessembly reads)");
}

/* ---- YAML bounds --------------------------------------------------------------- */

static void test_yaml_alias_bomb_is_refused_quickly(void **state)
{
    (void)state;
    /* each level is ten aliases of the one before: 10^8 values from a 500-byte file */
    char text[2048];
    size_t n = (size_t)snprintf(text, sizeof text, "game: Bomb\nextends: \"Standard Chess\"\nx: [&l0 [1,2,3,4,5,6,7,8,9,10]");
    for (int i = 1; i < 8; i++) {
        n += (size_t)snprintf(text + n, sizeof text - n, ", &l%d [", i);
        for (int k = 0; k < 10; k++)
            n += (size_t)snprintf(text + n, sizeof text - n, "%s*l%d", k ? "," : "", i - 1);
        n += (size_t)snprintf(text + n, sizeof text - n, "]");
    }
    snprintf(text + n, sizeof text - n, "]\npieces:\n  amazon:\n    letter: a\n    shape: *l7\n");
    DiagSink d;
    diag_init(&d);
    double t0 = now_seconds();
    assert_null(variant_load_text(text, "bomb.yaml", NULL, &d));
    assert_true(now_seconds() - t0 < 1.0);
    expect_diag(&d, "bomb.yaml:3:");
    expect_diag(&d, "more than 100000 values once aliases are expanded (the limit for a YAML file;");
    assert_int_equal(d.count, 1);
    diag_free(&d);
}

static void test_yaml_small_aliases_still_work(void **state)
{
    (void)state;
    const char *text = "game: Aliased\nextends: \"Standard Chess\"\n"
                       "x-camel: &camel {\"kind\": \"reflect\", \"axis\": \"both\", \"shapes\": [\n"
                       "  {\"kind\": \"point\", \"delta\": {\"x\": 1, \"y\": 3}}]}\n";
    DiagSink d;
    diag_init(&d);
    assert_true(yaml_guard_check(text, "a.yaml", &d));
    assert_int_equal(d.count, 0);
    diag_free(&d);
}

static void expect_depth_refused(const char *text, const char *where)
{
    DiagSink d;
    diag_init(&d);
    double t0 = now_seconds();
    assert_null(variant_load_text(text, "deep.yaml", NULL, &d));
    assert_true(now_seconds() - t0 < 1.0);
    char want[200];
    snprintf(want, sizeof want, "deep.yaml:%s: nested more than 64 levels deep (the limit for a YAML file)", where);
    expect_diag(&d, want);
    assert_int_equal(d.count, 1);
    diag_free(&d);
}

static void test_yaml_deep_flow_nesting_is_refused_quickly(void **state)
{
    (void)state;
    enum { DEPTH = 100000 };
    char *text = malloc(2 * DEPTH + 64);
    size_t n = (size_t)sprintf(text, "game: Deep\nboard: ");
    memset(text + n, '[', DEPTH);
    memset(text + n + DEPTH, ']', DEPTH);
    strcpy(text + n + 2 * DEPTH, "\n");
    /* the file's mapping is level 1; `board: ` is 7 columns: the 64th `[` (level 65)
     * is column 71 */
    expect_depth_refused(text, "2:71");
    free(text);
}

static void test_yaml_deep_block_nesting_is_refused_quickly(void **state)
{
    (void)state;
    enum { DEPTH = 3000 };
    size_t cap = (size_t)DEPTH * (DEPTH + 8) + 64;
    char *text = malloc(cap);
    size_t n = (size_t)sprintf(text, "game: Deep\n");
    for (int i = 0; i < DEPTH; i++) {
        memset(text + n, ' ', (size_t)i);
        n += (size_t)i;
        n += (size_t)sprintf(text + n, "k:\n");
    }
    text[n] = '\0';
    /* the file's mapping is level 1; the mapping that starts on line 66 (under the
     * 64th key, indented 64) is level 65 */
    expect_depth_refused(text, "66:65");
    free(text);
}

/* ---- scripts that loop forever ---------------------------------------------------- */

static Variant *knight_variant(const char *script)
{
    char text[512];
    snprintf(text, sizeof text, "game: Loop\nextends: \"Standard Chess\"\npieces:\n  knight:\n    chessembly: \"%s\"\n",
             script);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "loop.yaml", NULL, &d);
    if (!v)
        diag_print(&d, stderr);
    diag_free(&d);
    assert_non_null(v);
    return v;
}

/* The knight's moves from d4 as text, e.g. "e5 f6", and the runtime error. */
static void knight_moves(Variant *v, char *moves, size_t size, CsmRuntimeError *err)
{
    Position pos;
    DiagSink d;
    diag_init(&d);
    assert_true(fen_parse(v, "4k3/8/8/3n4/3N4/8/8/4K3 w - - 0 1", &pos, NULL, &d));
    diag_free(&d);
    Move buf[CSM_MAX_PIECE_MOVES];
    memset(err, 0, sizeof *err);
    int n = rules_piece_moves(v, &pos, sq_make(3, 3), buf, CSM_MAX_PIECE_MOVES, err);
    moves[0] = '\0';
    size_t len = 0;
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(moves + len, size - len, "%s%c%d", i ? " " : "", 'a' + sq_file(buf[i].to),
                                sq_rank(buf[i].to) + 1);
}

static void test_endless_loop_is_caught_at_once(void **state)
{
    (void)state;
    /* take-move(0, 0) lands on the square it stands on, again and again */
    Variant *v = knight_variant("take-move(1, 1) take-move(0, 0) repeat(1);");
    char moves[256];
    CsmRuntimeError err;
    knight_moves(v, moves, sizeof moves, &err);
    /* the same squares as running out the budget, and the budget's error, named */
    assert_string_equal(moves, "e5");
    assert_true(err.set);
    assert_string_equal(err.message, "chain loops forever: it would run more than 10000 expressions "
                                     "(piece 'knight', chain at line 5)");
    /* and it is cheap: a thousand generations take far less than one budget run each */
    Position pos;
    assert_true(fen_parse(v, "4k3/8/8/3n4/3N4/8/8/4K3 w - - 0 1", &pos, NULL, NULL));
    double t0 = now_seconds();
    for (int i = 0; i < 1000; i++) {
        Move buf[CSM_MAX_MOVES];
        rules_legal_moves(v, &pos, buf, CSM_MAX_MOVES, NULL);
    }
    double spent = now_seconds() - t0;
    if (spent > 1.5)
        fail_msg("1000 move generations took %.2f s", spent);
    variant_free(v);
}

static void test_loop_stacking_modifiers_stays_cheap(void **state)
{
    (void)state;
    /* found by fuzzing: every turn stacks one more transition, so the state never
     * repeats and the chain runs its whole budget; each activation used to scan the
     * whole modifier stack (quadratic: seconds per position) */
    Variant *v = knight_variant("take-move(1, 0) take-move(0, 0) transition(knight) repeat(2);");
    char moves[256];
    CsmRuntimeError err;
    double t0 = now_seconds();
    for (int i = 0; i < 600; i++)
        knight_moves(v, moves, sizeof moves, &err);
    double spent = now_seconds() - t0;
    assert_string_equal(moves, "e4 e4"); /* as it is, and turned into a knight */
    assert_true(err.set);
    assert_non_null(strstr(err.message, "chain ran more than 10000 expressions"));
    if (spent > 3.0)
        fail_msg("600 runs took %.2f s", spent);
    variant_free(v);
}

static void test_loops_that_find_squares_are_not_cut(void **state)
{
    (void)state;
    Variant *v = knight_variant("do take-move(1, 1) while;");
    char moves[256];
    CsmRuntimeError err;
    knight_moves(v, moves, sizeof moves, &err);
    assert_string_equal(moves, "e5 f6 g7 h8");
    assert_false(err.set);
    variant_free(v);
    /* a loop that moves on every turn ends by the board's edge, not by the check */
    v = knight_variant("label(1) anchor(0, 1) jmp(1);");
    knight_moves(v, moves, sizeof moves, &err);
    assert_string_equal(moves, "");
    assert_false(err.set);
    variant_free(v);
}

/* ---- game records ------------------------------------------------------------------ */

static Variant *standard(void)
{
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_file(CSM_TEST_DATA_DIR "/variants/standard.yaml", NULL, &d);
    diag_free(&d);
    assert_non_null(v);
    return v;
}

static char *saved_text(const char *moves)
{
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        assert_int_equal(game_play_text(g, t), 0);
    GameRecord r;
    record_init(&r);
    assert_true(record_from_game(&r, g, "variants/standard.yaml"));
    char *text = record_format(&r);
    record_free(&r);
    game_free(g);
    variant_free(v);
    return text;
}

static void parse_expect(const char *text, bool ok, const char *want)
{
    GameRecord r;
    record_init(&r);
    DiagSink d;
    diag_init(&d);
    assert_int_equal(record_parse(&r, text, "game.txt", &d), ok);
    if (want)
        expect_diag(&d, want);
    else
        assert_int_equal(d.count, 0);
    record_free(&r);
    diag_free(&d);
}

static void test_record_cut_at_a_line_is_detected(void **state)
{
    (void)state;
    char *text = saved_text("e2e4 e7e5 g1f3 b8c6 f1b5");
    assert_non_null(strstr(text, "\nend: 5 moves\n"));
    parse_expect(text, true, NULL);
    /* cut after the second move line: the last line is gone */
    char *cut = strstr(text, "  3. ");
    assert_non_null(cut);
    *cut = '\0';
    parse_expect(text, false, "game.txt:8: the record is cut short: its last line `end: N moves` is missing");
    free(text);
    /* moves removed by hand, end line kept */
    parse_expect("format: 2\nvariant: Standard Chess\nmoves:\n  1. e2e4 e7e5\nend: 3 moves\n", false,
                 "game.txt:5:1: the record says it holds 3 moves but has 2: it was cut or edited");
}

static void test_record_old_format_still_reads(void **state)
{
    (void)state;
    parse_expect("# Chessembly game record\nvariant: Standard Chess\nmoves:\n  1. e2e4 e7e5\nresult: *\n", true, NULL);
}

static void test_record_newer_format_is_refused(void **state)
{
    (void)state;
    parse_expect("# Chessembly game record\nformat: 3\nvariant: Standard Chess\nmoves:\nend: 0 moves\n", false,
                 "game.txt:2:8: this record was saved by a newer Chessembly (format 3); this version reads "
                 "format 2 and older");
}

static void test_huge_record_is_refused_before_storing(void **state)
{
    (void)state;
    /* 2 MiB of one-letter moves: a million tokens; refused at the limit, quickly */
    size_t n = TEXT_FILE_MAX - 64;
    char *text = malloc(n + 64);
    size_t len = (size_t)sprintf(text, "variant: Standard Chess\nmoves:");
    while (len + 2 < n) {
        text[len++] = ' ';
        text[len++] = 'a';
    }
    text[len] = '\0';
    double t0 = now_seconds();
    GameRecord r;
    record_init(&r);
    DiagSink d;
    diag_init(&d);
    assert_false(record_parse(&r, text, "huge.txt", &d));
    assert_true(now_seconds() - t0 < 1.0);
    assert_true(r.cap <= 2 * RECORD_MAX_MOVES);
    /* the 20001st token: `moves:` is 6 columns, each move two */
    expect_diag(&d, "huge.txt:2:40008: more than 20000 moves: the limit for a game record");
    record_free(&r);
    diag_free(&d);
    free(text);
}

/* ---- saving where it cannot be written ------------------------------------------------ */

static void expect_old_save_kept(const char *path, const char *old)
{
    char *now = text_file_read(path);
    assert_non_null(now);
    assert_string_equal(now, old);
    free(now);
    /* no temporary file is left behind */
    char cmd[700];
    snprintf(cmd, sizeof cmd, "ls '%s' | grep -q tmp", tmpdir);
    assert_int_not_equal(system(cmd), 0);
}

static void test_full_disk_keeps_the_old_save(void **state)
{
    (void)state;
    /* a file-size limit fails writes the way a full disk does, even for root */
    const char *old = "# the previous save\n";
    write_file("autosave.txt", old);
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    assert_int_equal(game_play_text(g, "e2e4"), 0);
    struct rlimit saved, tiny = {16, 16};
    getrlimit(RLIMIT_FSIZE, &saved);
    tiny.rlim_max = saved.rlim_max;
    void (*prev)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &tiny), 0);
    DiagSink d;
    diag_init(&d);
    bool ok = record_save_game(g, NULL, path_in("autosave.txt"), &d);
    setrlimit(RLIMIT_FSIZE, &saved);
    signal(SIGXFSZ, prev);
    assert_false(ok);
    expect_diag(&d, "cannot write");
    expect_diag(&d, "File too large");
    expect_old_save_kept(path_in("autosave.txt"), old);
    diag_free(&d);
    game_free(g);
    variant_free(v);
}

static void test_unwritable_folder_keeps_the_old_save(void **state)
{
    (void)state;
    const char *old = "# the previous save\n";
    write_file("autosave.txt", old);
    Variant *v = standard();
    Game *g = game_new(v, NULL, NULL);
    DiagSink d;
    diag_init(&d);
    if (geteuid() != 0) {
        /* a read-only folder (root writes anyway, so only for other users) */
        assert_int_equal(chmod(tmpdir, 0555), 0);
        assert_false(record_save_game(g, NULL, path_in("autosave.txt"), &d));
        chmod(tmpdir, 0755);
        expect_diag(&d, "Permission denied");
        expect_old_save_kept(path_in("autosave.txt"), old);
        diag_clear(&d);
    }
    /* a folder that is not one */
    write_file("plain", "x");
    assert_false(record_save_game(g, NULL, path_in("plain/autosave.txt"), &d));
    expect_diag(&d, "Not a directory");
    diag_free(&d);
    game_free(g);
    variant_free(v);
}

/* ---- numbers that used to wrap around ---------------------------------------------- */

static void test_board_size_does_not_overflow(void **state)
{
    (void)state;
    DiagSink d;
    diag_init(&d);
    assert_null(variant_load_text("game: Big\nextends: \"Standard Chess\"\nboard:\n  size: 99999999999x8\n",
                                  "big.yaml", NULL, &d));
    expect_diag(&d, "big.yaml:4:9: board size '99999999999x8' is out of range: each side must be 1 to 16");
    diag_clear(&d);
    assert_null(variant_load_text("game: Big\nextends: \"Standard Chess\"\nboard:\n  size: 8x-8\n", "big.yaml",
                                  NULL, &d));
    expect_diag(&d, "big.yaml:4:9: board size must be written FILESxRANKS, like 8x8");
    diag_free(&d);
}

static void test_fen_vars_are_checked(void **state)
{
    (void)state;
    Variant *v = standard();
    Position pos;
    DiagSink d;
    diag_init(&d);
    assert_false(fen_parse(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 vars=mode:4294967297", &pos, "fen", &d));
    expect_diag(&d, "vars: mode:4294967297 is out of range (-2147483648 to 2147483647)");
    diag_clear(&d);
    assert_false(fen_parse(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 vars=:5", &pos, "fen", &d));
    expect_diag(&d, "vars: a value without a name ('5')");
    diag_clear(&d);
    assert_true(fen_parse(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 vars=mode:-2147483648", &pos, "fen", &d));
    diag_free(&d);
    variant_free(v);
}

/* ---- every limit, with its message --------------------------------------------------- */

/* A growing text buffer for generated inputs. */
typedef struct Text {
    char *s;
    size_t len, cap;
} Text;

static void add(Text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void add(Text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (t->len + (size_t)n + 1 > t->cap) {
        t->cap = (t->len + (size_t)n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        assert_non_null(t->s);
    }
    va_start(ap, fmt);
    vsnprintf(t->s + t->len, t->cap - t->len, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

static void expect_variant_refused(const char *text, const char *want)
{
    DiagSink d;
    diag_init(&d);
    double t0 = now_seconds();
    Variant *v = variant_load_text(text, "limit.yaml", NULL, &d);
    assert_true(now_seconds() - t0 < 1.0);
    if (v)
        fail_msg("loaded, but expected \"%s\"", want);
    expect_diag(&d, want);
    diag_free(&d);
}

static void expect_script_refused(const char *script, const char *want)
{
    CsmSymbols sym;
    csm_symbols_init(&sym);
    sym.auto_kinds = true;
    DiagSink d;
    diag_init(&d);
    CsmProgram *p = csm_compile(script, NULL, &sym, &d);
    if (p) {
        csm_program_free(p);
        fail_msg("compiled, but expected \"%s\"", want);
    }
    expect_diag(&d, want);
    diag_free(&d);
}

static void test_limit_yaml_anchors(void **state)
{
    (void)state;
    Text t = {0};
    add(&t, "game: Anchors\nx: [");
    for (int i = 0; i <= YAML_MAX_ANCHORS; i++)
        add(&t, "%s&a%d %d", i ? ", " : "", i, i);
    add(&t, "]\n");
    /* the 257th anchor, `&a256`, starts at column 4 + 256 entries of varying length */
    expect_variant_refused(t.s, "limit.yaml:2:");
    expect_variant_refused(t.s, "more than 256 anchors (&name) in one file");
    free(t.s);
}

static void test_limit_board_pieces_zones(void **state)
{
    (void)state;
    expect_variant_refused("game: Big\nextends: \"Standard Chess\"\nboard:\n  size: 17x8\n",
                           "limit.yaml:4:9: board size 17x8 is out of range: each side must be 1 to 16");
    Text t = {0};
    add(&t, "game: Many\nextends: \"Standard Chess\"\npieces:\n");
    for (int i = 0; i < CSM_MAX_KINDS; i++)
        add(&t, "  extra%c%c:\n    chessembly: \"move(0, 1);\"\n", 'a' + i / 26, 'a' + i % 26);
    expect_variant_refused(t.s, "too many piece kinds (at most 64)");
    free(t.s);
    t = (Text){0};
    add(&t, "game: Zones\nextends: \"Standard Chess\"\nboard:\n  zones:\n");
    for (int i = 0; i <= VARIANT_MAX_ZONES; i++)
        add(&t, "    z%d: [a1]\n", i);
    expect_variant_refused(t.s, "limit.yaml:37:5: too many entries here (at most 32)");
    free(t.s);
}

static void test_limit_condition_length(void **state)
{
    (void)state;
    Text t = {0};
    add(&t, "game: Long\nextends: \"Standard Chess\"\nvictory:\n  add:\n    long: \"");
    for (int i = 0; i < 700; i++)
        add(&t, "%scheck", i ? " or " : "");
    add(&t, "\"\n");
    expect_variant_refused(t.s, "limit.yaml:5:12: condition 'long' is too long (6296 characters; at most 4096)");
    free(t.s);
}

static void test_limit_scripts(void **state)
{
    (void)state;
    Text t = {0};
    for (int i = 0; i <= 4096; i++)
        add(&t, "move(0, 1) ");
    add(&t, ";");
    expect_script_refused(t.s, "1:45057: chain is too long (more than 4096 expressions)");
    free(t.s);
    t = (Text){0};
    for (int i = 0; i <= 64; i++)
        add(&t, "{ ");
    expect_script_refused(t.s, "1:129: blocks are nested too deeply (at most 64)");
    free(t.s);
    t = (Text){0};
    for (int i = 0; i < 8000; i++)
        add(&t, "move(0, 1) move(1, 0) move(0, -1) move(-1, 0);\n");
    expect_script_refused(t.s, "script is too long (more than 30000 instructions)");
    free(t.s);
}

static void test_limit_shapes(void **state)
{
    (void)state;
    expect_variant_refused("game: S\nextends: \"Standard Chess\"\npieces:\n  knight:\n"
                           "    shape: {\"kind\": \"square\", \"size\": 40}\n",
                           "too many offsets");
    Text t = {0};
    add(&t, "game: S\nextends: \"Standard Chess\"\npieces:\n  knight:\n    shape: ");
    for (int i = 0; i < 62; i++)
        add(&t, "{\"kind\": \"union\", \"shapes\": [");
    add(&t, "{\"kind\": \"square\", \"size\": 1}");
    for (int i = 0; i < 62; i++)
        add(&t, "]}");
    add(&t, "\n");
    /* 62 unions are 124 YAML levels: the YAML limit speaks first */
    expect_variant_refused(t.s, "nested more than 64 levels deep (the limit for a YAML file)");
    free(t.s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_fifo_variant_is_refused, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_folder_variant_is_refused, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_fifo_in_folder_does_not_stop_extends_by_name, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_fifo_named_by_extends_path, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_fifo_in_picker_folder_is_listed_broken, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_fifo_record_is_refused, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_nul_byte_and_size_limits, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_yaml_alias_bomb_is_refused_quickly, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_yaml_small_aliases_still_work, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_yaml_deep_flow_nesting_is_refused_quickly, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_yaml_deep_block_nesting_is_refused_quickly, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_endless_loop_is_caught_at_once, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_loops_that_find_squares_are_not_cut, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_loop_stacking_modifiers_stays_cheap, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_record_cut_at_a_line_is_detected, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_record_old_format_still_reads, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_record_newer_format_is_refused, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_huge_record_is_refused_before_storing, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_full_disk_keeps_the_old_save, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_unwritable_folder_keeps_the_old_save, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_board_size_does_not_overflow, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_fen_vars_are_checked, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_limit_yaml_anchors, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_limit_board_pieces_zones, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_limit_condition_length, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_limit_scripts, make_tmpdir, remove_tmpdir),
        cmocka_unit_test_setup_teardown(test_limit_shapes, make_tmpdir, remove_tmpdir),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
