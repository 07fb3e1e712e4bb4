/* first_moves.c — a piece's `first_moves:` (Cambodian chess: the king's knight leap one
 * rank forward, the met's double step): moves it may make, never captures, while it
 * stands on a square of its side's first rank whose gating right stands (Position.gates,
 * the FEN's castling field, as Fairy-Stockfish keeps them). The right goes when the piece
 * leaves the square or is taken there (rules_make.c gate()), and, for a piece whose
 * `lost_on_line` names an enemy kind, when such a piece lands on its rank or file. */
#include "rules_internal.h"

#include <string.h>

static bool holds_right(const Position *pos, Color c, Square s)
{
    int home = c == WHITE ? 0 : pos->ranks - 1;
    return sq_rank(s) == home && ((pos->gates[c] >> sq_file(s)) & 1);
}

/* The first moves of the piece on `from` into `out`: the script's moves onto empty
 * squares (a capture it describes is not one of them). */
static void piece_first_moves(const Variant *v, Position *pos, Square from, CsmOut *out, CsmRuntimeError *err)
{
    Piece p = pos->board[from];
    int kind = piece_kind(p);
    Move buf[CSM_MAX_PIECE_MOVES];
    CsmOut mine;
    csm_out_init(&mine, buf, CSM_MAX_PIECE_MOVES);
    CsmRun run = {pos, v->kinds[kind].first_program, &v->sym, kind, piece_color(p), false, NULL, err};
    csm_run_piece(&run, from, &mine);
    for (int i = 0; i < mine.count; i++) {
        Move m = buf[i];
        if ((m.flags & MF_CAPTURE) || (m.type != MOVE_QUIET && m.type != MOVE_JUMP) || pos->board[m.to] ||
            !may_stand(v, p, m.to))
            continue;
        csm_out_push(out, &m);
    }
}

void rules_first_moves(const Variant *v, Position *pos, CsmOut *out, CsmRuntimeError *err)
{
    if (!v->attacks.first_move_kinds)
        return;
    Color me = (Color)pos->side;
    int home = me == WHITE ? 0 : pos->ranks - 1;
    int in_check = -1; /* asked once, when a piece that may not move so in check has the right */
    for (int f = 0; f < pos->files; f++) {
        Square s = sq_make(f, home);
        Piece p = pos->board[s];
        if (!p || piece_color(p) != me || !holds_right(pos, me, s) || !v->kinds[piece_kind(p)].first_program)
            continue;
        if (v->kinds[piece_kind(p)].first_not_in_check) {
            if (in_check < 0)
                in_check = rules_in_check(v, pos, me);
            if (in_check)
                continue;
        }
        piece_first_moves(v, pos, s, out, err);
    }
}

void rules_first_rights_lost(const Variant *v, Position *pos, Piece moved, Square to)
{
    if (!v->attacks.first_move_kinds || !moved)
        return;
    Color enemy = color_flip(piece_color(moved));
    int home = enemy == WHITE ? 0 : pos->ranks - 1;
    uint16_t before = pos->gates[enemy];
    for (int f = 0; f < pos->files; f++) {
        Square s = sq_make(f, home);
        Piece p = pos->board[s];
        if (!p || piece_color(p) != enemy || s == to || !((pos->gates[enemy] >> f) & 1))
            continue;
        if (((v->kinds[piece_kind(p)].first_lost_to >> piece_kind(moved)) & 1) &&
            (sq_file(to) == f || sq_rank(to) == home))
            pos->gates[enemy] &= (uint16_t) ~(1u << f);
    }
    pos->hash ^= zobrist_gates(enemy, before) ^ zobrist_gates(enemy, pos->gates[enemy]);
}
