#include "uci_move.h"

#include "notation.h"
#include "rules.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void uci_move_text(const Variant *v, const Position *pos, const Move *m, char *buf, size_t size)
{
    uci_move_write(v, pos, m, false, buf, size);
}

/* Does the move turn a promoted form back into its base (Kyoto shogi's flip, written
 * g6g7- as Fairy-Stockfish writes it)? With the position: the mover's own base. Without
 * it: the kind it becomes is the base some promoted form turns back into, and no other
 * piece promotes to it. */
static bool is_demotion(const Variant *v, const Position *pos, const Move *m)
{
    if (!m->become || m->type == MOVE_DROP)
        return false;
    int to = m->become - 1;
    if (pos && pos->board[m->from])
        return v->kinds[piece_kind(pos->board[m->from])].demotes_to == to;
    bool demotes = false;
    for (int k = 0; k < v->nkinds; k++)
        for (int j = 0; j < v->kinds[k].npromo; j++)
            if (v->kinds[k].promo_to[j] == to) {
                if (v->kinds[k].demotes_to != to)
                    return false;
                demotes = true;
            }
    return demotes;
}

static void uci_move_write_unwalled(const Variant *v, const Position *pos, const Move *m, bool chess960, char *buf,
                                    size_t size);

/* Is there a legal move other than the castling `m` from its square to its king's
 * square in `pos` (NULL: not known, no)? */
static bool castling_shares_step(const Variant *v, const Position *pos, const Move *m)
{
    if (!pos)
        return false;
    Position at = *pos;
    Move legal[CSM_MAX_MOVES];
    CsmRuntimeError err = {0};
    int n = rules_legal_moves(v, &at, legal, CSM_MAX_MOVES, &err);
    for (int i = 0; i < n; i++)
        if (legal[i].type != MOVE_CASTLE && legal[i].from == m->from && legal[i].to == m->to)
            return true;
    return false;
}

void uci_move_write(const Variant *v, const Position *pos, const Move *m, bool chess960, char *buf, size_t size)
{
    uci_move_write_unwalled(v, pos, m, chess960, buf, size);
    if (!v->rules.walls || m->type == MOVE_DROP) /* move_text wrote a drop's wall */
        return;
    if (m->has_wall) {
        move_wall_suffix(m, buf, size);
    } else {
        /* Fairy-Stockfish writes every move of a walled game with a wall, a move that puts
         * none (walls_or_move) with the first square as its filler: e2e4,e4a1 */
        Move filler = *m;
        filler.has_wall = 1;
        filler.wall = sq_make(0, 0);
        move_wall_suffix(&filler, buf, size);
    }
}

static void uci_move_write_unwalled(const Variant *v, const Position *pos, const Move *m, bool chess960, char *buf,
                                    size_t size)
{
    if (m->type == MOVE_DROP && (m->flags & MF_PROMOTED_DROP)) { /* dropped promoted: +P@e4 */
        const PieceKind *hand = &v->kinds[move_hand_kind(v, m)];
        char to[4];
        square_name(m->to, to);
        if (hand->letter)
            snprintf(buf, size, "+%c@%s", toupper((unsigned char)hand->letter), to);
        else
            move_text(v, m, buf, size);
        return;
    }
    if (m->type == MOVE_DROP) { /* P@e4: the piece's letter in upper case, either side */
        move_text(v, m, buf, size);
        return;
    }
    char from[4], to[4];
    if (move_gate(m) >= 0) { /* S-chess, as FSF writes it: g1f3h; castling onto the rook's square h1e1h */
        bool rook_square = m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP);
        square_name(rook_square ? m->capture_sq : m->from, from);
        square_name(rook_square ? m->from : m->to, to);
        const PieceKind *g = &v->kinds[move_gate(m)];
        if (g->letter)
            snprintf(buf, size, "%s%s%c", from, to, g->letter);
        else
            snprintf(buf, size, "%s%s=%s", from, to, g->name);
        return;
    }
    square_name(m->from, from);
    /* UCI_Chess960: castling is the king taking its own rook; so is a castling whose king
     * lands where a plain king step goes (RK5R: b1c1 is the step), as Fairy-Stockfish
     * writes it: one text, one move */
    bool takes_rook = m->type == MOVE_CASTLE && (chess960 || castling_shares_step(v, pos, m));
    square_name(takes_rook ? m->capture_sq : m->to, to);
    if (!m->become) {
        snprintf(buf, size, "%s%s", from, to);
        return;
    }
    const PieceKind *k = &v->kinds[m->become - 1];
    if (is_demotion(v, pos, m)) /* a promoted form back to its base: g6g7- */
        snprintf(buf, size, "%s%s-", from, to);
    else if (!k->letter && k->demotes_to >= 0) /* shogi: promotes to its promoted form, g6g7+ */
        snprintf(buf, size, "%s%s+", from, to);
    else if (k->letter)
        snprintf(buf, size, "%s%s%c", from, to, k->letter);
    else
        snprintf(buf, size, "%s%s=%s", from, to, k->name);
}

int uci_move_find(const Variant *v, const Move *moves, int n, const char *text)
{
    return uci_move_find_in(v, moves, n, text, false);
}

/* move_find among the moves that are not castlings; the index into `moves`. */
static int find_not_castling(const Variant *v, const Move *moves, int n, const char *text)
{
    Move plain[CSM_MAX_MOVES];
    int map[CSM_MAX_MOVES], np = 0;
    for (int i = 0; i < n && np < CSM_MAX_MOVES; i++)
        if (moves[i].type != MOVE_CASTLE) {
            map[np] = i;
            plain[np++] = moves[i];
        }
    int f = move_find(v, plain, np, text);
    return f >= 0 ? map[f] : f;
}

int uci_move_find_in(const Variant *v, const Move *moves, int n, const char *text, bool chess960)
{
    /* Chess960: castling is only "king takes rook", so d1c1 is the king's step, never castling */
    int found = chess960 ? find_not_castling(v, moves, n, text) : move_find(v, moves, n, text);
    if (found == -2 && !chess960) {
        /* a king step that is also a castling (haynie's d1e1, the king landing one file
         * over): the step, as Fairy-Stockfish reads it (it lists plain moves first) */
        int f = find_not_castling(v, moves, n, text);
        if (f >= 0)
            return f;
    }
    if (found != -1)
        return found;
    /* Chess960 castling: the king "takes" its partner; our castling move names the
     * partner's square in capture_sq. */
    Square from, to;
    int a = square_parse(text, v->files, v->ranks, &from);
    if (!a)
        return -1;
    int b = square_parse(text + a, v->files, v->ranks, &to);
    if (!b || text[a + b])
        return -1;
    for (int i = 0; i < n; i++)
        if (moves[i].type == MOVE_CASTLE && moves[i].from == from && moves[i].capture_sq == to)
            return i;
    return -1;
}
