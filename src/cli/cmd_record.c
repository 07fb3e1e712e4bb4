/* chessembly-cli record — reads a shogi game record (CSA, KIF) and tells where the game
 * ends, or writes it again in another format. */
#include "cli_commands.h"
#include "cli_game.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "csa.h"
#include "datadir.h"
#include "kif.h"
#include "pgn.h"
#include "sfen.h"
#include "shogi_record.h"
#include "variant_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: chessembly-cli record [--variant FILE] [--format F] FILE|-\n"
                    "Reads a shogi game record, CSA (.csa) or KIF (.kif, .kifu, .ki2; else told by its lines;\n"
                    "UTF-8 or Shift_JIS),\n"
                    "in Shogi unless --variant names another game, and prints the final FEN and, once the game\n"
                    "is over, 'result: 1-0 (reason)'. --format csa|kif|ki2|pgn|sfen writes the game (sfen: the final\n"
                    "position) in that format instead. Errors are file:line:column; exit status 1.\n");
    return 2;
}

static bool has_suffix(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && !strcmp(s + a - b, suffix);
}

/* CSA by its name, else by its first line that is not a comment (V2.2, N+, PI, P1, +, $). */
static bool is_csa(const char *file, const char *text)
{
    if (has_suffix(file, ".csa"))
        return true;
    if (has_suffix(file, ".kif") || has_suffix(file, ".kifu") || has_suffix(file, ".ki2"))
        return false;
    const char *p = text;
    while (*p == '\'' || *p == '\n' || *p == '\r')
        p += *p == '\'' ? strcspn(p, "\n") : 1;
    return strchr("VNP+-$", *p) && *p;
}

/* The game written as `format`; false when that format cannot hold it. */
static bool write_as(const Game *g, const char *format, const char *variant_path)
{
    char *text = NULL;
    if (!strcmp(format, "csa"))
        text = csa_write(g, NULL, NULL);
    else if (!strcmp(format, "kif"))
        text = kif_write(g, NULL, NULL);
    else if (!strcmp(format, "ki2"))
        text = ki2_write(g, NULL, NULL);
    else if (!strcmp(format, "pgn")) {
        PgnInfo info = {.variant_file = variant_path};
        text = pgn_format(g, &info);
    } else if (!strcmp(format, "sfen")) {
        text = malloc(4096);
        if (text)
            sfen_write(g->v, &g->pos, text, 4096), strcat(text, "\n");
    }
    if (!text) {
        fprintf(stderr, "record: cannot write %s as %s\n", g->v->name, format);
        return false;
    }
    fputs(text, stdout);
    free(text);
    return true;
}

int cmd_record(int argc, char **argv)
{
    const char *variant_path = NULL, *file = NULL, *format = NULL;
    const CliOption opts[] = {{"--variant", &variant_path}, {"--format", &format}};
    int finished = cli_file_command(argc, argv, "record", opts, 2, &file, usage);
    if (finished >= 0)
        return finished;
    if (format && strcmp(format, "csa") && strcmp(format, "kif") && strcmp(format, "ki2") && strcmp(format, "pgn") &&
        strcmp(format, "sfen")) {
        fprintf(stderr, "record: --format is csa, kif, ki2, pgn or sfen, not '%s'\n", format);
        return 2;
    }
    char shipped[4096];
    if (!variant_path)
        variant_path = csm_data_path("variants/shogi.yaml", shipped, sizeof shipped);
    char *bytes = cli_read_file(file);
    char *text = bytes ? shogi_record_utf8(bytes) : NULL; /* a Shift_JIS .kif converted */
    if (bytes && !text)
        fprintf(stderr, "record: %s is neither UTF-8 nor Shift_JIS text\n", file);
    free(bytes);
    if (!text)
        return 1;
    Variant *v = cli_load_variant(variant_path);
    if (!v) {
        free(text);
        return 1;
    }
    const char *where = strcmp(file, "-") ? file : "<stdin>";
    DiagSink diags;
    diag_init(&diags);
    Game *g = is_csa(file, text) ? csa_read(text, v, where, &diags) : kif_read(text, v, where, &diags);
    diag_print(&diags, stderr);
    int status = g ? 0 : 1;
    if (g && format)
        status = write_as(g, format, variant_path) ? 0 : 1;
    else if (g && cli_print_game_end(g, FEN_STYLE_CHESSEMBLY))
        status = 1;
    game_free(g);
    diag_free(&diags);
    variant_free(v);
    free(text);
    return status;
}
