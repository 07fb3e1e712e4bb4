/* chessembly-cli values — the piece values the engine learns from a variant's scripts. */
#include "cli_commands.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "eval.h"
#include "variant_build.h"

#include <stdio.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: chessembly-cli values [FILE]\n"
                    "Prints, per piece, the engine value it computes from the piece's movement (in pawns),\n"
                    "the file's displayed value, and what the value was learnt from: squares reached on a\n"
                    "board at middle-game density, captures among them, the share of forward moves and\n"
                    "how much blockers cost the piece (0: a leaper, near 1: a long rider).\n");
    return 2;
}

int cmd_values(int argc, char **argv)
{
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help"))
            return usage(), 0;
        if (argv[i][0] == '-' && argv[i][1])
            return fprintf(stderr, "values: unknown option '%s'\n", argv[i]), usage();
        if (path)
            return usage();
        path = argv[i];
    }
    Variant *v = cli_load_variant(path);
    if (!v)
        return 1;
    EvalTables *e = eval_new(v);
    if (!e) {
        fprintf(stderr, "values: out of memory\n");
        variant_free(v);
        return 1;
    }
    printf("%s\n", v->name ? v->name : "(unnamed)");
    printf("%-18s %6s %7s %8s %8s %8s %8s %8s  %s\n", "piece", "engine", "shown", "mobility", "captures",
           "empty", "forward", "blocked", "note");
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        if (!pk->program && !pk->shape)
            continue;
        const EvalKindInfo *info = eval_kind_info(e, k);
        const char *note = pk->royal ? "royal: not material"
                           : info->from_author ? "engine_value from the file"
                           : pk->npromo ? "includes a promotion premium"
                                        : "";
        printf("%-18s %6.2f %7.2f %8.2f %8.2f %8.2f %8.2f %8.2f  %s\n", pk->name, info->value_cp / 100.0,
               pk->value, info->mobility, info->captures, info->empty_mobility, info->forward_share,
               info->blocker_cost, note);
    }
    eval_free(e);
    variant_free(v);
    return 0;
}
