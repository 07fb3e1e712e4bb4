#include "board.h"

#include <assert.h>
#include <string.h>

/* splitmix64: a fixed, well-mixed sequence, so hashes are the same on every run. */
static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static uint64_t piece_keys[256][CSM_SQUARES];
static uint64_t castling_keys[16];
static uint64_t ep_keys[CSM_SQUARES];
static bool keys_ready;

static void init_keys(void)
{
    for (int p = 0; p < 256; p++)
        for (int s = 0; s < CSM_SQUARES; s++)
            piece_keys[p][s] = mix64((uint64_t)p * 1000003u + (uint64_t)s + 17);
    for (int r = 1; r < 16; r++)
        castling_keys[r] = mix64(0xca5700ULL + (uint64_t)r);
    for (int s = 0; s < CSM_SQUARES; s++)
        ep_keys[s] = mix64(0xe9000ULL + (uint64_t)s);
    keys_ready = true;
}

uint64_t zobrist_piece(Piece p, Square sq)
{
    if (!keys_ready)
        init_keys();
    return piece_keys[p][sq];
}

uint64_t zobrist_side(void) { return 0x51de5a1dULL * 0x9e3779b97f4a7c15ULL; }
/* Keys read on every move come from tables (pos_init fills them before any use). */
uint64_t zobrist_castling(int rights) { return castling_keys[rights & 15]; }
uint64_t zobrist_ep(int sq) { return sq >= 0 ? ep_keys[sq & 0xff] : 0; }
uint64_t zobrist_var(int var, int32_t value)
{
    return value ? mix64(0x7a2000000ULL ^ ((uint64_t)var << 40) ^ (uint32_t)value) : 0;
}
uint64_t zobrist_checks(Color c, int count)
{
    return count ? mix64(0xc4ec0000ULL + (uint64_t)c * 64 + (uint64_t)count) : 0;
}

uint64_t zobrist_hand(Color c, int kind, int count)
{
    return count ? mix64(0x4a4e0000000ULL + ((uint64_t)c << 24) + ((uint64_t)kind << 12) + (uint64_t)count) : 0;
}

uint64_t zobrist_gates(Color c, int gates) { return gates ? mix64(0x6a7e0000ULL + ((uint64_t)c << 20) + (uint64_t)gates) : 0; }

/* A wall borrows the keys of the empty "piece" 0, which no square ever holds. */
uint64_t zobrist_wall(Square sq)
{
    if (!keys_ready)
        init_keys();
    return piece_keys[PIECE_NONE][sq];
}

void pos_set_wall(Position *pos, Square sq, bool wall)
{
    if (pos_is_wall(pos, sq) == wall)
        return;
    pos->walls[sq >> 6] ^= (uint64_t)1 << (sq & 63);
    pos->hash ^= zobrist_wall(sq);
    pos->has_walls = (pos->walls[0] | pos->walls[1] | pos->walls[2] | pos->walls[3]) != 0;
}

void pos_hand_add(Position *pos, Color c, int kind, int delta)
{
    int old = pos->hand[c][kind], now = old + delta;
    assert(now >= 0 && now <= 255);
    pos->hash ^= zobrist_hand(c, kind, old) ^ zobrist_hand(c, kind, now);
    pos->hand[c][kind] = (uint8_t)now;
    pos->hand_total[c] = (uint16_t)(pos->hand_total[c] + delta);
}

void pos_init(Position *pos, int files, int ranks)
{
    assert(files >= CSM_MIN_BOARD && files <= CSM_MAX_BOARD);
    assert(ranks >= CSM_MIN_BOARD && ranks <= CSM_MAX_BOARD);
    if (!keys_ready)
        init_keys();
    memset(pos, 0, sizeof *pos);
    pos->files = (uint8_t)files;
    pos->ranks = (uint8_t)ranks;
    pos->bitboards = files * ranks <= 64;
    pos->wide = files * ranks > 64 && files * ranks <= 128;
    pos->side = WHITE;
    pos->ep_square = NO_SQUARE;
    pos->ep_victim = NO_SQUARE;
    pos->fullmove = 1;
    for (int c = 0; c < 2; c++) {
        pos->castle_king[c] = NO_SQUARE;
        pos->royal_hint[c] = NO_SQUARE;
        pos->castle_partner[c][0] = pos->castle_partner[c][1] = NO_SQUARE;
    }
}

void pos_put(Position *pos, Square sq, Piece p)
{
    assert(pos->board[sq] == PIECE_NONE && p != PIECE_NONE);
    Color c = piece_color(p);
    pos->board[sq] = p;
    if (pos->bitboards)
        pos->occupied[c] |= 1ULL << pos_bit(pos, sq);
    else if (pos->wide)
        pos_flip_occupied(pos, c, sq);
    pos->list_index[sq] = (uint8_t)pos->piece_count[c];
    pos->list[c][pos->piece_count[c]++] = sq;
    pos->kind_count[c][piece_kind(p)]++;
    pos->hash ^= piece_keys[p][sq];
}

void pos_remove(Position *pos, Square sq)
{
    Piece p = pos->board[sq];
    assert(p != PIECE_NONE);
    Color c = piece_color(p);
    int idx = pos->list_index[sq];
    Square last = pos->list[c][--pos->piece_count[c]];
    pos->list[c][idx] = last;
    pos->list_index[last] = (uint8_t)idx;
    pos->board[sq] = PIECE_NONE;
    if (pos->bitboards)
        pos->occupied[c] &= ~(1ULL << pos_bit(pos, sq));
    else if (pos->wide)
        pos_flip_occupied(pos, c, sq);
    if (pos->royal_hint[c] == sq)
        pos->royal_hint[c] = NO_SQUARE;
    pos->kind_count[c][piece_kind(p)]--;
    pos->hash ^= piece_keys[p][sq];
}

void pos_move_piece(Position *pos, Square from, Square to)
{
    Piece p = pos->board[from];
    assert(p != PIECE_NONE && pos->board[to] == PIECE_NONE);
    Color c = piece_color(p);
    int idx = pos->list_index[from];
    pos->list[c][idx] = to;
    pos->list_index[to] = (uint8_t)idx;
    if (pos->royal_hint[c] == from)
        pos->royal_hint[c] = to;
    pos->board[from] = PIECE_NONE;
    pos->board[to] = p;
    if (pos->bitboards)
        pos->occupied[c] ^= (1ULL << pos_bit(pos, from)) | (1ULL << pos_bit(pos, to));
    else if (pos->wide) {
        pos_flip_occupied(pos, c, from);
        pos_flip_occupied(pos, c, to);
    }
    pos->hash ^= piece_keys[p][from] ^ piece_keys[p][to];
}

void pos_set_var(Position *pos, int var, int32_t value)
{
    pos->hash ^= zobrist_var(var, pos->vars[var]) ^ zobrist_var(var, value);
    pos->vars[var] = value;
}

uint64_t pos_compute_hash(const Position *pos)
{
    if (!keys_ready)
        init_keys();
    uint64_t h = 0;
    for (int r = 0; r < pos->ranks; r++)
        for (int f = 0; f < pos->files; f++) {
            Square s = sq_make(f, r);
            if (pos->board[s])
                h ^= piece_keys[pos->board[s]][s];
            else if (pos->has_walls && pos_is_wall(pos, s))
                h ^= piece_keys[PIECE_NONE][s];
        }
    if (pos->side == BLACK)
        h ^= zobrist_side();
    h ^= zobrist_castling(pos->castling);
    h ^= zobrist_ep(pos->ep_square);
    for (int v = 0; v < CSM_MAX_VARS; v++)
        h ^= zobrist_var(v, pos->vars[v]);
    h ^= zobrist_checks(WHITE, pos->checks[WHITE]) ^ zobrist_checks(BLACK, pos->checks[BLACK]);
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < CSM_MAX_KINDS; k++)
            h ^= zobrist_hand((Color)c, k, pos->hand[c][k]);
    h ^= zobrist_gates(WHITE, pos->gates[WHITE]) ^ zobrist_gates(BLACK, pos->gates[BLACK]);
    return h;
}
