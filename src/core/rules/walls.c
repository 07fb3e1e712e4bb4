#include "walls.h"

#include <string.h>

static bool on_edge(const Position *pos, Square s)
{
    int f = sq_file(s), r = sq_rank(s);
    return f == 0 || r == 0 || f == pos->files - 1 || r == pos->ranks - 1;
}

/* Atlantis: beside (not diagonally) a wall. */
static bool next_to_wall(const Position *pos, Square s)
{
    static const int step[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int i = 0; i < 4; i++) {
        int f = sq_file(s) + step[i][0], r = sq_rank(s) + step[i][1];
        if ((unsigned)f < pos->files && (unsigned)r < pos->ranks && pos->has_walls && pos_is_wall(pos, sq_make(f, r)))
            return true;
    }
    return false;
}

static void set_bit(uint64_t *bits, Square s) { bits[s >> 6] |= 1ULL << (s & 63); }
static bool has_bit(const uint64_t *bits, Square s) { return (bits[s >> 6] >> (s & 63)) & 1; }

void walls_empty(const Position *pos, uint64_t out[CSM_SQUARES / 64])
{
    /* each rank is 16 squares of the packed index (sq_make): its first `files` are on the board */
    uint64_t rank_mask = pos->files >= 16 ? 0xFFFFULL : (1ULL << pos->files) - 1;
    memset(out, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    for (int r = 0; r < pos->ranks; r++)
        out[r >> 2] |= rank_mask << ((r & 3) * 16);
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        out[w] &= ~pos->walls[w];
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < pos->piece_count[c]; i++)
            out[pos->list[c][i] >> 6] &= ~(1ULL << (pos->list[c][i] & 63));
}

/* The mover's view of rules.walls_zone (`mover`: the side that moved), applied to `out`. */
static void keep_zone(const Variant *v, Color mover, uint64_t out[CSM_SQUARES / 64])
{
    if (!v->rules.walls_zone)
        return;
    const Zone *z = &v->zones[v->rules.walls_zone - 1];
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t bits = out[w]; bits; bits &= bits - 1) {
            int s = w * 64 + __builtin_ctzll(bits);
            if (!zone_has_side(z, mover, (Square)s))
                out[w] &= ~(1ULL << (s & 63));
        }
}

/* Empty squares after the move (a wall is not empty, so the duck must move), but not those
 * an explosion has just emptied, as Fairy-Stockfish offers them; then the rule's own limit. */
void walls_squares(const Variant *v, const Position *after, const Move *m, const Undo *u, const Move *next, int nnext,
                   uint64_t out[CSM_SQUARES / 64])
{
    memset(out, 0, sizeof(uint64_t) * (CSM_SQUARES / 64));
    uint64_t allowed[CSM_SQUARES / 64];
    walls_empty(after, allowed);
    for (int i = 0; i < u->nblast; i++)
        allowed[u->blast_sq[i] >> 6] &= ~(1ULL << (u->blast_sq[i] & 63));
    switch (v->rules.walls) {
    case WALLS_ARROW: /* where the piece could go next from where it landed: its quiet moves */
        for (int i = 0; i < nnext; i++)
            if (!(next[i].flags & MF_CAPTURE) && next[i].type != MOVE_CATCH && has_bit(allowed, next[i].to))
                set_bit(out, next[i].to);
        break;
    case WALLS_PAST:
        if (m->type != MOVE_PASS && m->type != MOVE_DROP && has_bit(allowed, m->from))
            set_bit(out, m->from);
        break;
    case WALLS_EDGE:
        for (int s = 0; s < CSM_SQUARES; s++)
            if (has_bit(allowed, (Square)s) && (on_edge(after, (Square)s) || next_to_wall(after, (Square)s)))
                set_bit(out, (Square)s);
        break;
    default:
        memcpy(out, allowed, sizeof allowed);
        break;
    }
    keep_zone(v, after->side == WHITE ? BLACK : WHITE, out);
}

bool walls_squares_unmade(const Variant *v, const Position *before, const Move *m,
                          const uint64_t empty[CSM_SQUARES / 64], uint64_t out[CSM_SQUARES / 64])
{
    if ((v->rules.walls != WALLS_DUCK && v->rules.walls != WALLS_STATIC) || v->rules.explosions || v->rules.flip ||
        v->rules.gating || v->attacks.petrify_kinds || v->nafter)
        return false; /* making the move may empty or fill other squares, or put walls */
    switch (m->type) {
    case MOVE_QUIET:
    case MOVE_CAPTURE:
    case MOVE_JUMP:
    case MOVE_EN_PASSANT:
    case MOVE_DROP:
        break;
    default:
        return false;
    }
    memcpy(out, empty, sizeof(uint64_t) * (CSM_SQUARES / 64));
    if (m->type != MOVE_DROP)
        set_bit(out, m->from);
    if (m->flags & MF_CAPTURE)
        set_bit(out, m->capture_sq);
    out[m->to >> 6] &= ~(1ULL << (m->to & 63));
    keep_zone(v, (Color)before->side, out);
    return true;
}

int walls_push(Move *out, int k, int cap, const Move *m, const uint64_t squares[CSM_SQUARES / 64])
{
    Move with = *m; /* (m may be one of out's slots) */
    with.has_wall = 1;
    for (int w = 0; w < CSM_SQUARES / 64; w++)
        for (uint64_t bits = squares[w]; bits && k < cap; bits &= bits - 1) {
            with.wall = (Square)(w * 64 + __builtin_ctzll(bits));
            out[k++] = with;
        }
    return k;
}

bool walls_pass(const Position *pos, Move *out)
{
    int at = -1;
    for (int i = 0; i < pos->piece_count[pos->side]; i++)
        if (at < 0 || pos->list[pos->side][i] < at)
            at = pos->list[pos->side][i];
    memset(out, 0, sizeof *out);
    out->type = MOVE_PASS;
    out->from = out->to = (Square)(at < 0 ? 0 : at);
    return at >= 0;
}

/* The piece that captured, if it is to turn to stone on `at`: the one standing there, or
 * the one the explosion blew away from there. */
static Piece capturer_on(const Position *pos, const Undo *u, Square at, bool *blown)
{
    *blown = false;
    for (int i = 0; i < u->nblast; i++)
        if (u->blast_sq[i] == at) {
            *blown = true;
            return u->blast_piece[i];
        }
    return pos->board[at];
}

void walls_make(const Variant *v, Position *pos, const Move *m, Undo *u)
{
    u->walls_saved = true;
    memcpy(u->walls_before, pos->walls, sizeof u->walls_before);
    u->petrified = PIECE_NONE;
    if (u->captured && m->type != MOVE_CATCH) {
        bool blown;
        Piece capturer = capturer_on(pos, u, m->to, &blown);
        if (capturer && v->kinds[piece_kind(capturer)].petrify) {
            if (!blown) {
                u->petrified = capturer;
                pos_remove(pos, m->to);
            }
            pos_set_wall(pos, m->to, true);
        }
    }
    if (!m->has_wall)
        return;
    if (v->rules.walls == WALLS_DUCK) /* the duck leaves its square */
        for (int w = 0; w < CSM_SQUARES / 64; w++)
            for (uint64_t bits = pos->walls[w]; bits; bits &= bits - 1)
                pos_set_wall(pos, (Square)(w * 64 + __builtin_ctzll(bits)), false);
    pos_set_wall(pos, m->wall, true);
}

void walls_unmake(Position *pos, const Undo *u)
{
    if (!u->walls_saved)
        return;
    memcpy(pos->walls, u->walls_before, sizeof pos->walls);
    pos->has_walls = (pos->walls[0] | pos->walls[1] | pos->walls[2] | pos->walls[3]) != 0;
    if (u->petrified)
        pos_put(pos, u->move.to, u->petrified);
}
