/* chessembly-cli play — the text-mode game of seed 002 (GAME.md "Text mode").
 *
 * Before a game: `start` or `end`. During one: `move b2 b3` (a promotion or other
 * choice as a third word: `move e7 e8 queen`), `status`, `start` (a new game), `end`.
 * Once it is over: `status` or `end`. Anything else gets a one-line reason and the
 * prompt again; end of input quits like `end`. */
#include "cli_commands.h"
#include "cli_game.h"
#include "cli_play.h"
#include "cli_util.h"
#include "cli_variant.h"

#include "game.h"
#include "notation.h"
#include "rules.h"
#include "score.h"
#include "variant_build.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LINE_MAX_LEN = 256, MAX_WORDS = 6 };

typedef struct Play {
    Variant *v;
    Game *g;
    FILE *out;
    bool error_shown;   /* the game's script runtime error was printed */
} Play;


/* What was wrong with a line, if anything. */
typedef enum LineTrouble { LINE_OK, LINE_TOO_LONG, LINE_NUL } LineTrouble;

/* Reads one line; false at end of input. An overlong line is read to its end and
 * dropped; so is a line holding a NUL byte (a C string would silently end there).
 * Either is reported through *trouble, a NUL with its 1-based column in *column. */
static bool read_line(FILE *in, char *buf, size_t size, LineTrouble *trouble, int *column)
{
    *trouble = LINE_OK;
    size_t len = 0;
    long col = 0;
    int c;
    while ((c = getc(in)) != EOF && c != '\n') {
        col++;
        if (c == '\0' && *trouble == LINE_OK) {
            *trouble = LINE_NUL;
            *column = (int)(col < 100000 ? col : 100000);
        }
        if (len + 1 < size)
            buf[len++] = (char)c;
        else if (*trouble == LINE_OK)
            *trouble = LINE_TOO_LONG;
    }
    if (c == EOF && col == 0)
        return false;
    buf[len] = '\0';
    if (len > 0 && buf[len - 1] == '\r')
        buf[--len] = '\0';
    return true;
}

static int split_words(char *line, char **words)
{
    int n = 0;
    for (char *p = strtok(line, " \t"); p && n < MAX_WORDS; p = strtok(NULL, " \t"))
        words[n++] = p;
    return n;
}

static void print_status(Play *P)
{
    const Game *g = P->g;
    fprintf(P->out, "%s: %.1f\n%s: %.1f\n", variant_side_name(P->v, WHITE), score_material(P->v, &g->pos, WHITE),
            variant_side_name(P->v, BLACK), score_material(P->v, &g->pos, BLACK));
    const GameResult *r = game_result(g);
    switch (r->status) {
    case GAME_WHITE_WINS: fprintf(P->out, "winner: %s (%s)\n", variant_side_name(P->v, WHITE), r->reason); break;
    case GAME_BLACK_WINS: fprintf(P->out, "winner: %s (%s)\n", variant_side_name(P->v, BLACK), r->reason); break;
    case GAME_DRAW: fprintf(P->out, "winner: none, a draw (%s)\n", r->reason); break;
    default: fprintf(P->out, "winner: none yet, %s to move\n", variant_side_name(P->v, (Color)g->pos.side)); break;
    }
}

static void print_position(Play *P)
{
    if (!P->error_shown && cli_report_runtime_error(&P->g->error, P->out))
        P->error_shown = true;
    cli_print_board(P->g, P->out);
    const GameResult *r = game_result(P->g);
    if (r->status != GAME_ONGOING) {
        cli_print_result(P->g, P->out);
        fprintf(P->out, "The game is over: type status or end.\n");
    } else {
        Color side = (Color)P->g->pos.side;
        bool check = rules_in_check(P->v, &P->g->pos, side);
        fprintf(P->out, "%s to move%s.\n", variant_side_name(P->v, side), check ? " (in check)" : "");
    }
}

static bool start_game(Play *P)
{
    DiagSink diags;
    diag_init(&diags);
    Game *g = game_new(P->v, NULL, &diags);
    if (!g) {
        fprintf(P->out, "cannot start: ");
        diag_print(&diags, P->out);
        diag_free(&diags);
        return false;
    }
    diag_free(&diags);
    game_free(P->g);
    P->g = g;
    P->error_shown = false;
    fprintf(P->out, "A new game of %s.\n", P->v->name ? P->v->name : "chess");
    print_position(P);
    return true;
}

/* Why `from`-`to` is not a move, in one line. */
static void explain_refusal(Play *P, Square from, Square to, const char *from_s, const char *to_s)
{
    Game *g = P->g;
    Position *pos = &g->pos;
    Color side = (Color)pos->side;
    Piece p = pos->board[from];
    if (!p) {
        fprintf(P->out, "There is no piece on %s.\n", from_s);
        return;
    }
    const char *name = P->v->kinds[piece_kind(p)].name;
    if (piece_color(p) != side) {
        fprintf(P->out, "The %s on %s is %s's; it is %s's turn.\n", name, from_s, variant_side_name(P->v, piece_color(p)),
                variant_side_name(P->v, side));
        return;
    }
    if (from == to) {
        fprintf(P->out, "The source and the target are the same square.\n");
        return;
    }
    Move cand[CSM_MAX_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_pseudo_moves(P->v, pos, cand, CSM_MAX_MOVES, &err);
    bool reachable = false, castle = false;
    for (int i = 0; i < n && !reachable; i++) {
        reachable = cand[i].from == from && cand[i].to == to;
        castle = reachable && cand[i].type == MOVE_CASTLE;
    }
    if (castle) {
        fprintf(P->out, "You cannot castle now: your king is in check, or would cross or land on an attacked "
                        "square.\n");
        return;
    }
    if (reachable) {
        bool capture_rule = false;
        if (P->v->rules.captures_compulsory)
            for (int i = 0; i < g->nlegal && !capture_rule; i++)
                capture_rule = move_is_capture(&g->legal[i]);
        if (capture_rule)
            fprintf(P->out, "A capture is possible, and captures are compulsory.\n");
        else if (rules_in_check(P->v, pos, side))
            fprintf(P->out, "That does not get you out of check.\n");
        else
            fprintf(P->out, "That move would leave your king attacked%s.\n",
                    P->v->rules.giving_check_forbidden ? " or give check, which is forbidden" : "");
        return;
    }
    Piece t = pos->board[to];
    if (t && piece_color(t) == side)
        fprintf(P->out, "%s holds your own %s.\n", to_s, P->v->kinds[piece_kind(t)].name);
    else
        fprintf(P->out, "The %s on %s cannot %s %s (not its move, or the way is blocked).\n", name, from_s,
                t ? "capture on" : "move to", to_s);
}

static void do_move(Play *P, char **w, int n)
{
    /* a game of walls: the last word may be the wall's square (move e2 e4 d5) */
    const char *wall = NULL;
    Square wall_sq;
    if (P->v->rules.walls && n >= 4 && square_parse(w[n - 1], P->v->files, P->v->ranks, &wall_sq) &&
        !w[n - 1][square_parse(w[n - 1], P->v->files, P->v->ranks, &wall_sq)])
        wall = w[--n];
    if (n < 3 || n > 4) {
        fprintf(P->out, "Write a move as: move SOURCE TARGET, like move b2 b3%s.\n",
                P->v->rules.walls ? " (a game of walls: move SOURCE TARGET WALL, like move e2 e4 d5)" : "");
        return;
    }
    Square from, to;
    int a = square_parse(w[1], P->v->files, P->v->ranks, &from);
    if (!a || w[1][a]) {
        fprintf(P->out, "'%s' is not a square of this %dx%d board.\n", w[1], P->v->files, P->v->ranks);
        return;
    }
    int b = square_parse(w[2], P->v->files, P->v->ranks, &to);
    if (!b || w[2][b]) {
        fprintf(P->out, "'%s' is not a square of this %dx%d board.\n", w[2], P->v->files, P->v->ranks);
        return;
    }
    char text[128];
    /* the fourth word is what the piece becomes, or qualifiers such as /catch */
    bool qualified = n == 4 && w[3][0] == '/';
    snprintf(text, sizeof text, "%s%s%s%s%s%s", w[1], w[2], n == 4 && !qualified ? "=" : "", n == 4 ? w[3] : "",
             wall ? "," : "", wall ? wall : "");
    for (char *c = text; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    int i = move_find(P->v, P->g->legal, P->g->nlegal, text);
    if (i == -2) {
        char choices[256] = "";
        size_t used = 0;
        for (int k = 0; k < P->g->nlegal; k++) {
            const Move *m = &P->g->legal[k];
            if (m->from != from || m->to != to || !m->become)
                continue;
            int wr = snprintf(choices + used, sizeof choices - used, "%s%s", used ? ", " : "",
                              P->v->kinds[m->become - 1].name);
            if (wr > 0 && (size_t)wr < sizeof choices - used)
                used += (size_t)wr;
        }
        if (P->v->rules.walls && !wall) {
            char example[4] = "";
            for (int k = 0; k < P->g->nlegal && !example[0]; k++)
                if (P->g->legal[k].from == from && P->g->legal[k].to == to && P->g->legal[k].has_wall)
                    square_name(P->g->legal[k].wall, example);
            fprintf(P->out, "Say where the wall goes too: move %s %s SQUARE, like move %s %s %s.\n", w[1], w[2], w[1],
                    w[2], example);
        } else if (choices[0] && n == 3) {
            fprintf(P->out, "Choose what it becomes: move %s %s PIECE, with PIECE one of %s.\n", w[1], w[2],
                    choices);
        } else {
            char forms[512];
            move_spellings(P->v, P->g->legal, P->g->nlegal, text, forms, sizeof forms);
            fprintf(P->out, "Several moves match: one of %s (type the part from '/' as a fourth word, like "
                            "move %s %s /capture).\n", forms, w[1], w[2]);
        }
        return;
    }
    if (i < 0) {
        if (n == 4) {
            /* the squares may be fine and only the choice wrong */
            char plain[64];
            snprintf(plain, sizeof plain, "%s%s", w[1], w[2]);
            if (move_find(P->v, P->g->legal, P->g->nlegal, plain) != -1) {
                fprintf(P->out, "'%s' is not one of the choices for that move.\n", w[3]);
                return;
            }
        }
        explain_refusal(P, from, to, w[1], w[2]);
        return;
    }
    game_play(P->g, &P->g->legal[i]);
    print_position(P);
}

int cli_play_session(Variant *v, FILE *in, FILE *out)
{
    Play P = {0};
    P.out = out;
    P.v = v;
    fprintf(P.out, "%s. Commands: start, end, move SOURCE TARGET (like move b2 b3), status.\n",
            P.v->name ? P.v->name : "Chess");
    char line[LINE_MAX_LEN];
    for (;;) {
        fprintf(P.out, "> ");
        fflush(P.out);
        LineTrouble trouble;
        int nul_column = 0;
        if (!read_line(in, line, sizeof line, &trouble, &nul_column)) {
            fprintf(P.out, "\n");
            break;
        }
        if (trouble == LINE_TOO_LONG) {
            fprintf(P.out, "That line is too long (at most %d characters).\n", LINE_MAX_LEN - 2);
            continue;
        }
        if (trouble == LINE_NUL) {
            fprintf(P.out, "That line has a NUL byte at column %d: it was ignored.\n", nul_column);
            continue;
        }
        char *w[MAX_WORDS];
        int n = split_words(line, w);
        if (n == 0)
            continue;
        for (char *c = w[0]; *c; c++)
            *c = (char)tolower((unsigned char)*c);
        bool over = P.g && game_result(P.g)->status != GAME_ONGOING;
        if (!strcmp(w[0], "end")) {
            break;
        } else if (!P.g) {
            if (!strcmp(w[0], "start")) {
                if (!start_game(&P))
                    break;
            } else {
                fprintf(P.out, "No game yet: type start to begin or end to quit.\n");
            }
        } else if (!strcmp(w[0], "status")) {
            print_status(&P);
        } else if (over) {
            fprintf(P.out, "The game is over: type status or end.\n");
        } else if (!strcmp(w[0], "start")) {
            start_game(&P);
        } else if (!strcmp(w[0], "move")) {
            do_move(&P, w, n);
        } else {
            fprintf(P.out, "Unknown command '%s': use move SOURCE TARGET, status, start or end.\n", w[0]);
        }
    }
    game_free(P.g);
    return 0;
}

int cmd_play(int argc, char **argv)
{
    const char *variant_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--variant")) {
            if (!(variant_path = cli_arg_value(argc, argv, &i)))
                return 2;
        } else {
            fprintf(stderr, "usage: chessembly-cli play [--variant FILE]\n");
            return 2;
        }
    }
    Variant *v = cli_load_variant(variant_path);
    if (!v)
        return 1;
    int rc = cli_play_session(v, stdin, stdout);
    variant_free(v);
    return rc;
}
