/* board.h — a position: the squares, whose turn, rights, clocks and game variables.
 *
 * Public because the rules code and the VM read it directly in their hot paths.
 * Pieces are also kept in per-colour lists so generators never scan empty squares.
 * Change squares only through pos_put / pos_remove: they keep the lists, the counts
 * and the Zobrist hash in step. */
#ifndef CSM_BOARD_H
#define CSM_BOARD_H

#include "types.h"

enum {
    CASTLE_WHITE_QUEEN = 1, /* toward file a */
    CASTLE_WHITE_KING = 2,  /* toward the last file */
    CASTLE_BLACK_QUEEN = 4,
    CASTLE_BLACK_KING = 8,
};
#define NO_SQUARE (-1)

typedef struct Position {
    uint8_t files, ranks;
    uint8_t side;             /* Color to move */
    uint8_t castling;         /* CASTLE_* rights still held */
    uint16_t gates[2];        /* S-chess: files of each side's first rank a piece may still be gated on */
    int16_t ep_square;        /* square passed over by a double step, or NO_SQUARE */
    int16_t ep_victim;        /* where the double-stepped piece stands */
    uint16_t halfmove;        /* plies since a capture or a clock-resetting move */
    uint16_t fullmove;
    uint64_t hash;
    /* Where castling rights point: king squares and partner squares [colour][wing]
     * (wing 0 toward file a). Rights are dropped when anything leaves or enters them. */
    int16_t castle_king[2];
    int16_t castle_partner[2][2];
    /* Where each side's royal piece was last seen, or NO_SQUARE: a hint that follows the piece
     * when it moves and is dropped when it leaves the board (see rules_attack.c). Always
     * checked before use; not part of the hash. */
    int16_t royal_hint[2];
    uint8_t checks[2];        /* checks given by each side (Three-Check) */
    uint16_t captures[2];     /* pieces captured by each side */
    uint16_t moves_made[2];   /* moves made by each side */
    uint16_t piece_count[2];
    uint8_t kind_count[2][CSM_MAX_KINDS];
    int32_t vars[CSM_MAX_VARS];
    uint8_t hand[2][CSM_MAX_KINDS]; /* pieces in hand, by colour and kind (drop variants) */
    uint16_t hand_total[2];
    uint8_t passes;           /* passes in a row just made (rules.pass; not part of the hash) */
    uint16_t count_limit;     /* counting rules (makruk): plies allowed once counting started, 0 = none */
    uint16_t count_ply;       /* ... and plies counted so far (Fairy-Stockfish's countingLimit/Ply) */
    uint8_t last_drop;        /* kind + 1 of the piece the last move dropped, 0 if it dropped none
                               * (for the drop-mate rule; not part of the hash) */
    uint8_t last_castle;      /* the last move castled: 1 toward file a, 2 the other way, else 0
                               * (for the castled_* atoms; not part of the hash) */
    uint8_t sfen_ply_shift;   /* 1 when SFEN's move number runs one behind what fullmove and the side
                               * to move give: the start had the other side to move than its number's
                               * parity says (a shogi handicap: Gote moves at 1). Not part of the hash */
    uint8_t has_walls;        /* some square is a wall (a FEN's '*', or put there during the game) */
    uint8_t bitboards;        /* the board has at most 64 squares: `occupied` is kept (pos_bit) */
    uint64_t occupied[2];     /* each colour's squares, bit pos_bit(s), on boards of up to 64 squares
                               * (lets a generator skip a piece that has no move with one mask test) */
    uint8_t wide;             /* the board has 65 to 128 squares: `occupied` holds its first 64 bits
                               * and `occupied_hi` the rest (the attack test's masks, wide_attacks.h) */
    uint64_t occupied_hi[2];  /* bits 64..127 of each colour's squares (0 on smaller boards) */
    uint64_t walls[CSM_SQUARES / 64]; /* squares no piece may enter or cross: outside the board
                               * for every move (in the hash: rules.walls puts walls during the game) */
    Piece board[CSM_SQUARES];
    uint8_t list_index[CSM_SQUARES];
    Square list[2][CSM_SQUARES];
} Position;

/* An empty board of the given size (4..16 each way), White to move. */
void pos_init(Position *pos, int files, int ranks);

/* A square's bit in `occupied`: the squares counted rank by rank (only with pos->bitboards,
 * or with pos->wide where bits from 64 on are in `occupied_hi`). */
static inline int pos_bit(const Position *pos, Square s) { return (s >> 4) * pos->files + (s & 15); }

/* Flips `s`'s bit in colour `c`'s occupancy, where the position keeps one (bitboards or wide). */
static inline void pos_flip_occupied(Position *pos, Color c, Square s)
{
    int bit = pos_bit(pos, s);
    if (pos->bitboards)
        pos->occupied[c] ^= 1ULL << bit;
    else if (pos->wide)
        *(bit < 64 ? &pos->occupied[c] : &pos->occupied_hi[c]) ^= 1ULL << (bit & 63);
}

static inline bool pos_is_wall(const Position *pos, Square s) { return (pos->walls[s >> 6] >> (s & 63)) & 1; }

/* Does something stand on `s`, a piece or a wall (what stops a slide)? */
static inline bool pos_blocked(const Position *pos, Square s) { return pos->board[s] || (pos->has_walls && pos_is_wall(pos, s)); }

/* Is (file, rank) a square a piece may stand on: on the board and not a wall? */
static inline bool pos_on_board(const Position *pos, int file, int rank)
{
    if ((unsigned)file >= pos->files || (unsigned)rank >= pos->ranks)
        return false;
    return !pos->has_walls || !pos_is_wall(pos, (Square)(rank * 16 + file));
}

/* Makes `sq` a wall, or an ordinary square again (hash kept; has_walls follows). */
void pos_set_wall(Position *pos, Square sq, bool wall);

void pos_put(Position *pos, Square sq, Piece p);     /* sq must be empty */
void pos_remove(Position *pos, Square sq);           /* sq must hold a piece */
void pos_move_piece(Position *pos, Square from, Square to); /* to must be empty */

/* Zobrist keys. Variables enter the hash through a mix of (index, value). */
uint64_t zobrist_piece(Piece p, Square sq);
uint64_t zobrist_side(void);
uint64_t zobrist_castling(int rights);
uint64_t zobrist_ep(int sq);
uint64_t zobrist_var(int var, int32_t value);
uint64_t zobrist_checks(Color c, int count);
uint64_t zobrist_hand(Color c, int kind, int count);
uint64_t zobrist_gates(Color c, int gates);
uint64_t zobrist_wall(Square sq);

/* Adds `delta` (+1 or -1) pieces of `kind` to colour `c`'s hand (hash kept). */
void pos_hand_add(Position *pos, Color c, int kind, int delta);

/* Recomputes the hash from scratch (for loading; make/unmake keep it incrementally). */
uint64_t pos_compute_hash(const Position *pos);
void pos_set_var(Position *pos, int var, int32_t value);

#endif
