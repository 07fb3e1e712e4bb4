/* chessembly-cli tune — Texel's method: the evaluation's weights fitted to the results
 * of the games a file of positions came from (tune.h), written as an `evaluation:` block
 * for the variant file. */
#include "cli_commands.h"
#include "cli_variant.h"

#include "tune.h"
#include "tune_quiet.h"
#include "tune_squares.h"
#include "variant_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr,
            "usage: chessembly-cli tune --variant FILE --positions FILE [--out FILE] [--limit N] [--passes N]\n"
            "                           [--hold-out PERCENT] [--only NAME,NAME...] [--quiet]\n"
            "                           [--squares all|PIECE,PIECE... [--iterations N] [--limit-cp N]]\n"
            "Fits the evaluation's weights to game results (Texel's method). Positions: one a line,\n"
            "'FEN;1-0' (0-1, 1/2-1/2 or a number 0..1) or EPD with c9 \"1-0\"; positions in check are\n"
            "left out. The scale K is fitted first, then each weight moves a step a pass while the\n"
            "loss falls. The last 20 %% of the file (--hold-out) is not tuned on: the weights kept\n"
            "are those of the pass with the least loss there, and two passes without a gain stop.\n"
            "--only tunes the named weights alone (`values`: every piece's value percent).\n"
            "--quiet tunes on each position's quiet leaf: the end of its capture search's best line\n"
            "(an exchange under way is played out first; leaves in check are left out).\n"
            "Prints the loss before and after and the `evaluation:` block (also to --out FILE),\n"
            "to paste into the variant file. tools/texel_data.py makes positions from engine games.\n"
            "--squares fits square tables instead (evaluation: squares:, each piece's worth on each\n"
            "square, middle and end game) by gradient descent, for every piece or those named; an\n"
            "entry moves at most --limit-cp centipawns (150) from the variant's table (or 0), in\n"
            "--iterations passes (800), keeping the pass that predicts the held-out games best.\n");
    return 2;
}

typedef struct TuneArgs {
    const char *variant, *positions, *out;
    const char *only; /* comma-separated weight names (values: every value percent), or NULL */
    int limit, passes, hold_out;
    bool quiet; /* tune on the capture search's leaf of each position */
    const char *squares; /* fit square tables: "all" or comma-separated piece names (NULL: weights) */
    int iterations, limit_cp;
} TuneArgs;

static bool parse_args(int argc, char **argv, TuneArgs *a)
{
    memset(a, 0, sizeof *a);
    a->hold_out = 20;
    for (int i = 1; i < argc; i++) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--variant") && next)
            a->variant = argv[++i];
        else if (!strcmp(argv[i], "--positions") && next)
            a->positions = argv[++i];
        else if (!strcmp(argv[i], "--out") && next)
            a->out = argv[++i];
        else if (!strcmp(argv[i], "--limit") && next)
            a->limit = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--passes") && next)
            a->passes = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--only") && next)
            a->only = argv[++i];
        else if (!strcmp(argv[i], "--quiet"))
            a->quiet = true;
        else if (!strcmp(argv[i], "--hold-out") && next)
            a->hold_out = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--squares") && next)
            a->squares = argv[++i];
        else if (!strcmp(argv[i], "--iterations") && next)
            a->iterations = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--limit-cp") && next)
            a->limit_cp = atoi(argv[++i]);
        else {
            fprintf(stderr, "tune: unknown or incomplete option '%s'\n", argv[i]);
            return false;
        }
    }
    if (!a->positions) {
        fprintf(stderr, "tune: --positions FILE is needed\n");
        return false;
    }
    return a->limit >= 0 && a->passes >= 0 && a->hold_out >= 0 && a->hold_out < 100 && a->iterations >= 0 &&
           a->limit_cp >= 0 && a->limit_cp <= SQUARE_TABLE_MAX;
}

static void report_pass(void *ctx, int pass, double loss, double check_loss)
{
    (void)ctx;
    fprintf(stderr, "pass %d: loss %.6f, held out %.6f\n", pass, loss, check_loss);
}

/* What tune prints: to the terminal, and to --out FILE when given. */
typedef struct Block {
    const Variant *v;
    const EvalWeights *w;      /* the weights' block (with o) */
    const TuneOptions *o;
    SquareTable *const *tables; /* or the square tables' (--squares) */
} Block;

static void emit_block(const Block *b, FILE *out)
{
    if (b->tables) {
        fprintf(out, "evaluation:\n");
        tune_write_squares(b->v, b->tables, out);
    } else {
        tune_write_block(b->v, b->w, b->o, out);
    }
}

static int print_and_save(const Block *b, const char *path)
{
    emit_block(b, stdout);
    if (!path)
        return 0;
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "tune: cannot write %s\n", path);
        return 1;
    }
    emit_block(b, f);
    return fclose(f) == 0 ? 0 : 1;
}

/* Keeps only the parameters --only names; false (with a message) on an unknown name. */
static bool restrict_to(const char *only, const Variant *v, TuneOptions *o)
{
    bool wanted[TUNE_PARAMS] = {0};
    char buf[512];
    snprintf(buf, sizeof buf, "%s", only);
    for (char *name = strtok(buf, ","); name; name = strtok(NULL, ",")) {
        int id = eval_weight_by_name(name);
        if (!strcmp(name, "values")) {
            for (int k = 0; k < v->nkinds; k++)
                wanted[EW_COUNT + k] = true;
        } else if (id >= 0) {
            wanted[id] = true;
        } else {
            char names[768];
            eval_weight_names(names, sizeof names);
            fprintf(stderr, "tune: --only: '%s' is not a weight (%s)\n", name, names);
            return false;
        }
    }
    for (int p = 0; p < TUNE_PARAMS; p++)
        o->tune[p] &= wanted[p];
    return true;
}

static int tune_and_write(const Variant *v, EvalTables *e, const TuneSet *set, const TuneSet *check,
                          const TuneArgs *a)
{
    double k = tune_fit_k(e, set);
    double before = tune_loss(e, set, k), check_before = check ? tune_loss(e, check, k) : 0;
    printf("%d positions (%d in check left out, %d held out), K %.4f, loss before %.6f (held out %.6f)\n",
           set->n, set->in_check, check ? check->n : 0, k, before, check_before);
    TuneOptions o;
    tune_default_options(e, &o);
    o.max_passes = a->passes;
    if (a->only && !restrict_to(a->only, v, &o))
        return 2;
    double after = tune_weights(e, set, check, k, &o, report_pass, NULL);
    printf("loss after %.6f (held out %.6f)\n", after, check ? tune_loss(e, check, k) : 0);
    return print_and_save(&(Block){.v = v, .w = eval_weights(e), .o = &o}, a->out);
}

/* The kinds --squares names ("all": every piece that moves); 0 with a message on an
 * unknown name. */
static uint64_t square_kinds(const Variant *v, const EvalTables *e, const char *names)
{
    uint64_t movers = tune_square_kinds(e), kinds = 0;
    if (!strcmp(names, "all"))
        return movers;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", names);
    for (char *name = strtok(buf, ","); name; name = strtok(NULL, ",")) {
        int k = variant_find_kind(v, name);
        if (k < 0 || !((movers >> k) & 1)) {
            fprintf(stderr, "tune: --squares: '%s' is not a piece of %s that moves\n", name, v->name);
            return 0;
        }
        kinds |= 1ULL << k;
    }
    return kinds;
}

/* --squares: the tables fitted, the loss measured again with them as the engine will
 * read them (whole centipawns), and the block written. */
static int tune_squares_and_write(const Variant *v, EvalTables *e, const TuneSet *set, const TuneSet *check,
                                  const TuneArgs *a)
{
    SquareFitOptions o = {.kinds = square_kinds(v, e, a->squares), .iterations = a->iterations, .limit = a->limit_cp};
    if (!o.kinds)
        return 2;
    double k = tune_fit_k(e, set);
    printf("%d positions (%d in check left out, %d held out), K %.4f, loss before %.6f (held out %.6f)\n", set->n,
           set->in_check, check ? check->n : 0, k, tune_loss(e, set, k), check ? tune_loss(e, check, k) : 0);
    SquareTable *tables[CSM_MAX_KINDS];
    if (!tune_squares(e, set, check, k, &o, tables, report_pass, NULL))
        return fprintf(stderr, "tune: out of memory\n"), 1;
    EvalWeights w = *eval_weights(e);
    for (int kind = 0; kind < v->nkinds; kind++)
        if (tables[kind])
            w.squares[kind] = tables[kind];
    eval_set_weights(e, &w);
    printf("loss after %.6f (held out %.6f)\n", tune_loss(e, set, k), check ? tune_loss(e, check, k) : 0);
    int status = print_and_save(&(Block){.v = v, .tables = tables}, a->out);
    eval_set_weights(e, &v->eval_weights); /* the tables are freed below */
    for (int kind = 0; kind < v->nkinds; kind++)
        free(tables[kind]);
    return status;
}

static int run(Variant *v, const TuneArgs *a)
{
    TuneSet set = {0};
    DiagSink d;
    diag_init(&d);
    bool read = tune_read_positions(v, a->positions, &set, a->limit, &d);
    diag_print(&d, stderr);
    diag_free(&d);
    if (!read || set.n == 0) {
        if (read)
            fprintf(stderr, "tune: %s holds no position out of check\n", a->positions);
        tune_set_free(&set);
        return 1;
    }
    EvalTables *e = eval_new(v);
    if (!e) {
        tune_set_free(&set);
        return fprintf(stderr, "tune: out of memory\n"), 1;
    }
    TuneSet check = {0};
    int status = 1, changed = a->quiet ? tune_quiet_set(e, &set) : 0;
    if (a->quiet && changed >= 0)
        printf("quiet leaves: %d of the positions moved to the end of an exchange\n", changed);
    if (changed < 0 || (a->hold_out && !tune_hold_out(&set, a->hold_out, &check)))
        fprintf(stderr, "tune: out of memory\n");
    else if (a->squares)
        status = tune_squares_and_write(v, e, &set, check.n ? &check : NULL, a);
    else
        status = tune_and_write(v, e, &set, check.n ? &check : NULL, a);
    tune_set_free(&check);
    eval_free(e);
    tune_set_free(&set);
    return status;
}

int cmd_tune(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--help"))
        return usage(), 0;
    TuneArgs a;
    if (!parse_args(argc, argv, &a))
        return usage();
    Variant *v = cli_load_variant(a.variant);
    if (!v)
        return 1;
    int status = run(v, &a);
    variant_free(v);
    return status;
}
