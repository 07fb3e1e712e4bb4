/* test_golden.c — the Chessembly golden corpus: every .csm file under tests/golden.
 *
 * Every .csm file under tests/golden is a Chessembly script whose full-line `#`
 * comments carry the directives:
 *
 *   # fen: <FEN>                 starts a case (the same script, a new position)
 *   # square: d4                 the piece whose activated squares are listed
 *   # expect: d5 move            one activation_text() line; compared as a multiset
 *   # expect: none               the piece activates nothing
 *   # expect-runtime-error: 10000   a substring of the runtime error of that case (several
 *                                lines: all must appear); without one, no runtime error
 *                                is allowed. The squares found before it are still compared.
 *   # expect-error: 3:5: unknown expression   a compile error: line:column and a
 *                                substring of its message (the script must not compile,
 *                                and the errors must match one for one)
 *
 * Expectations are written by hand from CHESSEMBLY.md, never copied from the program.
 * Each file is one cmocka test; every failing case of a file is printed (file, case,
 * expected and actual sets, what is missing and what is extra) before the test fails.
 * A self-test first checks that the checker really rejects wrong expectations.
 *
 * Usage: test_golden [substring]   runs only the files whose path contains it.
 *
 * Readings of points CHESSEMBLY.md leaves open (each is also noted in its .csm file):
 *  - A `take` over an empty square keeps what an earlier take remembered for `jump`
 *    (movement/checkers_chain.csm): §4 "if an earlier take ... landed on an enemy".
 *  - After '}' the next expression always runs; a `repeat` there keeps the block's
 *    false value, so the expression it jumps back to ends the chain
 *    (control/repeat_block.csm).
 *  - `danger` of a target off the board is false (conditions/danger.csm).
 *  - Steps of any size compile; beyond the board they are just false
 *    (text/large_steps.csm).
 *  - Braces are not expressions, so they do not count toward the 10,000 budget
 *    (budget/boundary_*.csm, which avoid a leading piece(name) on purpose).
 *  - An unclosed '{' is reported where its '}' was expected (errors/unclosed_open.csm);
 *    a mistake is reported once, without follow-on errors (errors/no_follow_on.csm,
 *    errors/uppercase.csm); `move(1. 2)` is two mistakes (errors/bad_separator.csm).
 *  - The seed says the bare set-state in `set-state(mode, 1) take-move(0, 1) set-state
 *    take-move(0, 1)` makes the second square "set mode to 0"; §7 (pop) gives it no
 *    action at all (state/set_state.csm). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "diag.h"
#include "fen.h"
#include "textfile.h"
#include "notation.h"
#include "rules.h"
#include "variant.h"
#include "variant_build.h"

#ifndef CSM_TEST_DATA_DIR
#define CSM_TEST_DATA_DIR "."
#endif

/* ---- the parsed form of one golden file ------------------------------------------- */

typedef struct StrList {
    char **items;
    int count, cap;
} StrList;

typedef struct GoldenCase {
    int line;           /* line of its `# fen:` */
    char *fen;
    char *square;
    StrList expect;
    bool expect_none;
    StrList runtime_error; /* substrings of the runtime error (all of them); none: no error allowed */
} GoldenCase;

typedef struct GoldenFile {
    char *path;          /* as shown in messages (relative to the source dir when possible) */
    char *text;          /* the whole file: it is the script */
    GoldenCase *cases;
    int ncases, capcases;
    StrList errors;      /* expected compile errors, "L:C: substring" */
    char problem[512];   /* a malformed file */
} GoldenFile;

static void strlist_add(StrList *l, const char *s, size_t len)
{
    if (l->count == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 8;
        l->items = realloc(l->items, (size_t)l->cap * sizeof *l->items);
        assert_non_null(l->items);
    }
    char *copy = malloc(len + 1);
    assert_non_null(copy);
    memcpy(copy, s, len);
    copy[len] = '\0';
    l->items[l->count++] = copy;
}

static void strlist_free(StrList *l)
{
    for (int i = 0; i < l->count; i++)
        free(l->items[i]);
    free(l->items);
    memset(l, 0, sizeof *l);
}

static char *dup_trim(const char *s, size_t len)
{
    while (len && (*s == ' ' || *s == '\t')) {
        s++;
        len--;
    }
    while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r'))
        len--;
    char *d = malloc(len + 1);
    assert_non_null(d);
    memcpy(d, s, len);
    d[len] = '\0';
    return d;
}

static void golden_free(GoldenFile *g)
{
    for (int i = 0; i < g->ncases; i++) {
        free(g->cases[i].fen);
        free(g->cases[i].square);
        strlist_free(&g->cases[i].runtime_error);
        strlist_free(&g->cases[i].expect);
    }
    free(g->cases);
    strlist_free(&g->errors);
    free(g->text);
    free(g->path);
    free(g);
}

/* Reads the directives of `text`. Problems (a malformed file) go to g->problem. */
static GoldenFile *golden_parse(const char *path, const char *text)
{
    GoldenFile *g = calloc(1, sizeof *g);
    assert_non_null(g);
    g->path = strdup(path);
    g->text = strdup(text);
    assert_non_null(g->path);
    assert_non_null(g->text);
    GoldenCase *cur = NULL;
    int lineno = 0;
    for (const char *p = text; *p;) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        lineno++;
        const char *s = p, *end = p + len;
        p = eol ? eol + 1 : p + len;
        while (s < end && (*s == ' ' || *s == '\t'))
            s++;
        if (s == end || *s != '#')
            continue;
        s++;
        while (s < end && (*s == ' ' || *s == '\t'))
            s++;
        const char *key = s;
        while (s < end && ((*s >= 'a' && *s <= 'z') || *s == '-'))
            s++;
        size_t klen = (size_t)(s - key);
        if (s == end || *s != ':' || klen == 0)
            continue; /* an ordinary comment */
        s++;
        size_t vlen = (size_t)(end - s);
#define KEY(k) (klen == strlen(k) && strncmp(key, k, klen) == 0)
        if (KEY("fen")) {
            if (g->ncases == g->capcases) {
                g->capcases = g->capcases ? g->capcases * 2 : 8;
                g->cases = realloc(g->cases, (size_t)g->capcases * sizeof *g->cases);
                assert_non_null(g->cases);
            }
            cur = &g->cases[g->ncases++];
            memset(cur, 0, sizeof *cur);
            cur->line = lineno;
            cur->fen = dup_trim(s, vlen);
        } else if (KEY("square") || KEY("expect") || KEY("expect-runtime-error")) {
            if (!cur) {
                snprintf(g->problem, sizeof g->problem, "line %d: '%.*s:' before any '# fen:'", lineno, (int)klen,
                         key);
                break;
            }
            char *v = dup_trim(s, vlen);
            if (KEY("square")) {
                free(cur->square);
                cur->square = v;
            } else if (KEY("expect-runtime-error")) {
                strlist_add(&cur->runtime_error, v, strlen(v));
                free(v);
            } else if (strcmp(v, "none") == 0) {
                cur->expect_none = true;
                free(v);
            } else {
                strlist_add(&cur->expect, v, strlen(v));
                free(v);
            }
        } else if (KEY("expect-error")) {
            char *v = dup_trim(s, vlen);
            strlist_add(&g->errors, v, strlen(v));
            free(v);
        } else if (klen >= 6 && strncmp(key, "expect", 6) == 0) {
            snprintf(g->problem, sizeof g->problem, "line %d: unknown directive '%.*s:'", lineno, (int)klen, key);
            break;
        }
#undef KEY
    }
    if (!g->problem[0]) {
        if (g->errors.count && g->ncases)
            snprintf(g->problem, sizeof g->problem, "a file has either expect-error lines or cases, not both");
        else if (!g->errors.count && !g->ncases)
            snprintf(g->problem, sizeof g->problem, "no '# fen:' case and no '# expect-error:'");
        for (int i = 0; i < g->ncases && !g->problem[0]; i++) {
            GoldenCase *c = &g->cases[i];
            if (!c->square)
                snprintf(g->problem, sizeof g->problem, "case at line %d has no '# square:'", c->line);
            else if (!c->expect_none && !c->expect.count)
                snprintf(g->problem, sizeof g->problem,
                         "case at line %d has no '# expect:' (write '# expect: none' for no squares)", c->line);
            else if (c->expect_none && c->expect.count)
                snprintf(g->problem, sizeof g->problem, "case at line %d has both 'expect: none' and squares",
                         c->line);
        }
    }
    return g;
}

/* ---- comparing --------------------------------------------------------------------- */

static bool quiet; /* the self-test checks failures without printing them */

static void report(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void report(const char *fmt, ...)
{
    if (quiet)
        return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void print_set(const char *title, char **items, int n)
{
    report("    %-10s (%d)%s\n", title, n, n ? ":" : "");
    char **sorted = malloc(sizeof *sorted * (size_t)(n ? n : 1));
    assert_non_null(sorted);
    if (n > 0) {
        memcpy(sorted, items, sizeof *sorted * (size_t)n);
        qsort(sorted, (size_t)n, sizeof *sorted, cmp_str);
    }
    for (int i = 0; i < n; i++)
        report("        %s\n", sorted[i]);
    free(sorted);
}

/* Multiset comparison; prints the difference. Returns true when equal. */
static bool compare_sets(char **expected, int ne, char **actual, int na)
{
    bool *used = calloc((size_t)(na ? na : 1), 1);
    assert_non_null(used);
    char **missing = malloc(sizeof *missing * (size_t)(ne ? ne : 1));
    assert_non_null(missing);
    int nmissing = 0;
    for (int i = 0; i < ne; i++) {
        int j;
        for (j = 0; j < na; j++)
            if (!used[j] && strcmp(expected[i], actual[j]) == 0)
                break;
        if (j < na)
            used[j] = true;
        else
            missing[nmissing++] = expected[i];
    }
    char **extra = malloc(sizeof *extra * (size_t)(na ? na : 1));
    assert_non_null(extra);
    int nextra = 0;
    for (int j = 0; j < na; j++)
        if (!used[j])
            extra[nextra++] = actual[j];
    bool ok = nmissing == 0 && nextra == 0;
    if (!ok) {
        print_set("expected", expected, ne);
        print_set("actual", actual, na);
        if (nmissing)
            print_set("missing", missing, nmissing);
        if (nextra)
            print_set("unexpected", extra, nextra);
    }
    free(used);
    free(missing);
    free(extra);
    return ok;
}

static void print_diags(const DiagSink *d)
{
    char buf[600];
    for (int i = 0; i < d->count; i++) {
        diag_format(&d->items[i], buf, sizeof buf);
        report("        %s\n", buf);
    }
}

/* A file that must not compile. */
static bool check_compile_errors(const GoldenFile *g)
{
    DiagSink diags;
    diag_init(&diags);
    Variant *v = variant_from_script(g->text, g->path, 8, 8, &diags);
    bool ok = true;
    if (v) {
        report("FAIL %s: the script compiled, but errors were expected\n", g->path);
        print_set("expected", g->errors.items, g->errors.count);
        variant_free(v);
        diag_free(&diags);
        return false;
    }
    /* the actual errors as "L:C: message" */
    StrList actual = {0};
    for (int i = 0; i < diags.count; i++) {
        char buf[600];
        snprintf(buf, sizeof buf, "%d:%d: %s", diags.items[i].line, diags.items[i].column, diags.items[i].message);
        strlist_add(&actual, buf, strlen(buf));
    }
    bool *used = calloc((size_t)(actual.count ? actual.count : 1), 1);
    assert_non_null(used);
    int unmatched = 0;
    for (int i = 0; i < g->errors.count; i++) {
        int line, col, n = 0;
        const char *e = g->errors.items[i];
        if (sscanf(e, "%d:%d:%n", &line, &col, &n) != 2 || n == 0) {
            report("FAIL %s: bad expect-error '%s' (want L:C: text)\n", g->path, e);
            ok = false;
            continue;
        }
        const char *sub = e + n;
        while (*sub == ' ')
            sub++;
        int j;
        for (j = 0; j < diags.count; j++)
            if (!used[j] && diags.items[j].line == line && diags.items[j].column == col &&
                strstr(diags.items[j].message, sub))
                break;
        if (j < diags.count) {
            used[j] = true;
        } else {
            if (unmatched++ == 0)
                report("FAIL %s: compile errors differ\n", g->path);
            report("    missing    %s\n", e);
            ok = false;
        }
    }
    for (int j = 0; j < diags.count; j++)
        if (!used[j]) {
            if (ok)
                report("FAIL %s: compile errors differ\n", g->path);
            report("    unexpected %s\n", actual.items[j]);
            ok = false;
        }
    if (!ok) {
        print_set("expected", g->errors.items, g->errors.count);
        report("    actual     (%d):\n", actual.count);
        for (int j = 0; j < actual.count; j++)
            report("        %s\n", actual.items[j]);
    }
    free(used);
    strlist_free(&actual);
    diag_free(&diags);
    return ok;
}

static bool check_case(const GoldenFile *g, int index)
{
    const GoldenCase *c = &g->cases[index];
    char head[1024];
    snprintf(head, sizeof head, "FAIL %s:%d: case %d (fen %s, square %s)", g->path, c->line, index + 1, c->fen,
             c->square);
    int files, ranks;
    fen_board_size(c->fen, &files, &ranks);
    DiagSink diags;
    diag_init(&diags);
    Variant *v = variant_from_script(g->text, g->path, files, ranks, &diags);
    if (!v) {
        report("%s\n    the script does not compile:\n", head);
        print_diags(&diags);
        diag_free(&diags);
        return false;
    }
    Position pos;
    if (!fen_parse(v, c->fen, &pos, "fen", &diags)) {
        report("%s\n    bad FEN:\n", head);
        print_diags(&diags);
        diag_free(&diags);
        variant_free(v);
        return false;
    }
    v->files = pos.files;
    v->ranks = pos.ranks;
    Square sq;
    int used = square_parse(c->square, pos.files, pos.ranks, &sq);
    if (!used || c->square[used] || !pos.board[sq]) {
        report("%s\n    '%s' is not a square holding a piece\n", head, c->square);
        diag_free(&diags);
        variant_free(v);
        return false;
    }
    static Move moves[CSM_MAX_MOVES];
    CsmRuntimeError err;
    memset(&err, 0, sizeof err);
    int n = rules_piece_moves(v, &pos, sq, moves, CSM_MAX_MOVES, &err);
    StrList actual = {0};
    for (int i = 0; i < n; i++) {
        char line[512], json[1024];
        activation_text(v, &moves[i], line, sizeof line);
        activation_json(v, &moves[i], json, sizeof json); /* must not crash either */
        strlist_add(&actual, line, strlen(line));
    }
    bool ok = true;
    bool rt_ok = c->runtime_error.count ? err.set : !err.set;
    for (int i = 0; i < c->runtime_error.count && rt_ok; i++)
        if (!strstr(err.message, c->runtime_error.items[i]))
            rt_ok = false;
    if (!rt_ok) {
        report("%s\n", head);
        for (int i = 0; i < c->runtime_error.count; i++)
            report("    expected a runtime error containing '%s'\n", c->runtime_error.items[i]);
        if (err.set)
            report("    %s runtime error: %s\n", c->runtime_error.count ? "got the" : "unexpected", err.message);
        else
            report("    got no runtime error\n");
        ok = false;
    }
    /* compare_sets prints nothing when equal, so print the head first only on failure */
    bool quiet_saved = quiet;
    quiet = true;
    bool same = compare_sets(c->expect.items, c->expect.count, actual.items, actual.count);
    quiet = quiet_saved;
    if (!same) {
        if (ok)
            report("%s\n", head);
        compare_sets(c->expect.items, c->expect.count, actual.items, actual.count);
        ok = false;
    }
    strlist_free(&actual);
    diag_free(&diags);
    variant_free(v);
    return ok;
}

/* Checks a whole file; returns the number of failing cases (a compile-error file or a
 * malformed file counts as one). */
static int check_file(const GoldenFile *g, int *ncases)
{
    if (g->problem[0]) {
        report("FAIL %s: malformed golden file: %s\n", g->path, g->problem);
        *ncases = 1;
        return 1;
    }
    if (g->errors.count) {
        *ncases = 1;
        return check_compile_errors(g) ? 0 : 1;
    }
    int failed = 0;
    for (int i = 0; i < g->ncases; i++)
        if (!check_case(g, i))
            failed++;
    *ncases = g->ncases;
    return failed;
}

/* ---- discovery and the cmocka tests -------------------------------------------- */

static int total_files, total_cases, failed_files, failed_cases;

static void golden_file_test(void **state)
{
    const GoldenFile *g = *state;
    int n = 0;
    int failed = check_file(g, &n);
    total_files++;
    total_cases += n;
    if (failed) {
        failed_files++;
        failed_cases += failed;
        fail_msg("%s: %d of %d case%s failed", g->path, failed, n, n == 1 ? "" : "s");
    }
}


static void find_csm(const char *dir, StrList *out)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            find_csm(path, out);
        } else {
            size_t len = strlen(e->d_name);
            if (len > 4 && strcmp(e->d_name + len - 4, ".csm") == 0)
                strlist_add(out, path, strlen(path));
        }
    }
    closedir(d);
}

/* ---- self-test: the checker must reject wrong expectations ---------------------- */

static int check_text(const char *text)
{
    GoldenFile *g = golden_parse("<self-test>", text);
    int n = 0;
    quiet = true;
    int failed = check_file(g, &n);
    quiet = false;
    golden_free(g);
    return failed;
}

static void golden_self_test(void **state)
{
    (void)state;
    const char *fen = "# fen: 8/8/8/8/3[w:test]4/8/8/8 w - - 0 1\n# square: d4\n";
    char buf[1024];
    /* right */
    snprintf(buf, sizeof buf, "%s# expect: d5 move\npiece(test) move(0, 1);\n", fen);
    assert_int_equal(check_text(buf), 0);
    /* a wrong square, a missing one, an extra one, a duplicate, an empty set */
    snprintf(buf, sizeof buf, "%s# expect: d6 move\npiece(test) move(0, 1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    snprintf(buf, sizeof buf, "%s# expect: d5 move\n# expect: e5 move\npiece(test) move(0, 1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    snprintf(buf, sizeof buf, "%s# expect: d5 move\npiece(test) move(0, 1); piece(test) move(1, 1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    snprintf(buf, sizeof buf, "%s# expect: d5 move\n# expect: d5 move\npiece(test) move(0, 1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    snprintf(buf, sizeof buf, "%s# expect: none\npiece(test) move(0, 1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    snprintf(buf, sizeof buf, "%s# expect: d5 capture\npiece(test) move(0, 1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    /* runtime errors: expected but absent, present but not expected */
    snprintf(buf, sizeof buf, "%s# expect: d5 move\n# expect-runtime-error: 10000\npiece(test) move(0, 1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    snprintf(buf, sizeof buf, "%s# expect: none\npiece(test) observe(0, 1) repeat(1);\n", fen);
    assert_int_equal(check_text(buf), 1);
    snprintf(buf, sizeof buf, "%s# expect: none\n# expect-runtime-error: 10000\npiece(test) observe(0, 1) repeat(1);\n",
             fen);
    assert_int_equal(check_text(buf), 0);
    /* compile errors: right, wrong column, wrong text, one too few, one too many */
    assert_int_equal(check_text("# expect-error: 2:1: unknown expression\nfoo;\n"), 0);
    assert_int_equal(check_text("# expect-error: 2:2: unknown expression\nfoo;\n"), 1);
    assert_int_equal(check_text("# expect-error: 2:1: no such text\nfoo;\n"), 1);
    assert_int_equal(check_text("# expect-error: 2:1: unknown expression\nfoo; bar;\n"), 1);
    assert_int_equal(check_text("# expect-error: 2:1: unknown\n# expect-error: 2:1: unknown\nfoo;\n"), 1);
    assert_int_equal(check_text("# expect-error: 2:1: unknown\nmove(0, 1);\n"), 1);
    /* malformed files */
    assert_int_equal(check_text("# square: d4\nmove(0, 1);\n"), 1);
    assert_int_equal(check_text("# fen: 8/8/8/8/3[w:test]4/8/8/8 w - - 0 1\n# square: d4\nmove(0, 1);\n"), 1);
    assert_int_equal(check_text("# expects: d5 move\nmove(0, 1);\n"), 1);
}

int main(int argc, char **argv)
{
    const char *filter = argc > 1 ? argv[1] : NULL;
    StrList paths = {0};
    char root[4096];
    snprintf(root, sizeof root, "%s/tests/golden", CSM_TEST_DATA_DIR);
    find_csm(root, &paths);
    if (paths.count > 0)
        qsort(paths.items, (size_t)paths.count, sizeof *paths.items, cmp_str);

    struct CMUnitTest *tests = calloc((size_t)paths.count + 1, sizeof *tests);
    GoldenFile **files = calloc((size_t)paths.count + 1, sizeof *files);
    if (!tests || !files)
        return 1;
    int n = 0;
    tests[n].name = "golden_self_test";
    tests[n].test_func = golden_self_test;
    n++;
    size_t rootlen = strlen(CSM_TEST_DATA_DIR);
    int nfiles = 0;
    for (int i = 0; i < paths.count; i++) {
        const char *full = paths.items[i];
        const char *shown = full;
        if (strncmp(full, CSM_TEST_DATA_DIR, rootlen) == 0 && full[rootlen] == '/')
            shown = full + rootlen + 1;
        if (filter && !strstr(shown, filter))
            continue;
        char *text = text_file_read(full);
        if (!text) {
            fprintf(stderr, "cannot read %s\n", full);
            return 1;
        }
        GoldenFile *g = golden_parse(shown, text);
        free(text);
        files[nfiles++] = g;
        tests[n].name = g->path;
        tests[n].test_func = golden_file_test;
        tests[n].initial_state = g;
        n++;
    }
    if (nfiles == 0 && !filter) {
        fprintf(stderr, "no golden files found under %s\n", root);
        return 1;
    }
    int failures = _cmocka_run_group_tests("golden", tests, (size_t)n, NULL, NULL);
    printf("golden: %d files, %d cases: %d files / %d cases failed\n", total_files, total_cases, failed_files,
           failed_cases);
    for (int i = 0; i < nfiles; i++)
        golden_free(files[i]);
    free(files);
    free(tests);
    strlist_free(&paths);
    return failures ? 1 : 0;
}
