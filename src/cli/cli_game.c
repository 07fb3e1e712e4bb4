#include "cli_game.h"

#include "fen.h"
#include "cli_variant.h"
#include "game_notation.h"
#include "sfen.h"

#include <ctype.h>
#include <stdlib.h>

void cli_print_result(const Game *g, FILE *out)
{
    const GameResult *r = game_result(g);
    if (r->status != GAME_ONGOING && r->reason[0])
        fprintf(out, "result: %s (%s)\n", game_status_text(r->status), r->reason);
    else if (r->status != GAME_ONGOING) /* a PGN's result that gives no reason */
        fprintf(out, "result: %s\n", game_status_text(r->status));
}

void cli_print_board(const Game *g, FILE *out)
{
    const Position *pos = &g->pos;
    for (int r = pos->ranks - 1; r >= 0; r--) {
        for (int f = 0; f < pos->files; f++) {
            Piece p = pos->board[sq_make(f, r)];
            char c = pos->has_walls && pos_is_wall(pos, sq_make(f, r)) ? '*' : '.'; /* a wall as in a FEN */
            if (p) {
                char letter = g->v->kinds[piece_kind(p)].letter;
                c = letter ? letter : '?';
                if (piece_color(p) == WHITE)
                    c = (char)toupper((unsigned char)c);
            }
            fputc(c, out);
        }
        fprintf(out, "  %d\n", r + 1);
    }
    fputc('\n', out);
    for (int f = 0; f < pos->files; f++)
        fputc('a' + f, out);
    fputc('\n', out);
}

bool cli_print_game_end(const Game *g, FenStyle style)
{
    char fen[4096];
    fen_write_style(g->v, &g->pos, style, fen, sizeof fen);
    printf("%s\n", fen);
    cli_print_result(g, stdout);
    return cli_report_runtime_error(&g->error, stderr);
}

bool cli_print_game_end_sfen(const Game *g)
{
    char sfen[4096];
    sfen_write(g->v, &g->pos, sfen, sizeof sfen);
    printf("%s\n", sfen);
    cli_print_result(g, stdout);
    return cli_report_runtime_error(&g->error, stderr);
}

bool cli_sfen_as_fen(const Variant *v, const char *sfen, char *fen, size_t size)
{
    DiagSink d;
    diag_init(&d);
    bool ok = sfen_to_fen(v, sfen, fen, size, "--fen", &d);
    diag_print(&d, stderr);
    diag_free(&d);
    return ok;
}

bool cli_notation_for(const char *name, const Variant *v, NotationId *out, const char *command)
{
    char names[256];
    notation_names_for(v, names, sizeof names);
    if (!notation_from_name(name, out)) {
        fprintf(stderr, "%s: no notation is called '%s' (%s offers %s)\n", command, name, v->name, names);
        return false;
    }
    if (!notation_fits(v, *out)) {
        fprintf(stderr, "%s: %s is not written in %s (it offers %s)\n", command, v->name, notation_name(*out), names);
        return false;
    }
    return true;
}

void cli_print_moves_in(const Game *g, NotationId id)
{
    char *text = game_notation_movetext(g, id);
    printf("moves:%s%s\n", text && text[0] ? " " : "", text ? text : "");
    free(text);
}
