/* types.h — the small vocabulary every core module shares.
 *
 * Squares are packed as rank * 16 + file, so any board from 1x1 to 16x16 uses the
 * same indexing and a square fits in a byte. Off-board tests are done on the
 * (file, rank) pair, never on the packed index. */
#ifndef CSM_TYPES_H
#define CSM_TYPES_H

#include <stdbool.h>
#include <stdint.h>

enum {
    CSM_MIN_BOARD = 1,
    CSM_MAX_BOARD = 16,
    CSM_SQUARES = 256,        /* packed index space, see sq_make */
    CSM_MAX_KINDS = 64,       /* piece kinds in one variant */
    CSM_MAX_VARS = 32,        /* game variables (set-state keys) */
    CSM_MAX_MOVES = 8192,     /* legal moves in one position (walls multiply them: duck chess) */
    CSM_MAX_PIECE_MOVES = 1024, /* moves of one piece, or of a position before walls are added */
    CSM_NAME_MAX = 40,        /* piece kind / variable name length incl. NUL */
};

typedef enum Color { WHITE = 0, BLACK = 1 } Color;

static inline Color color_flip(Color c) { return (Color)(c ^ 1); }

/* A square on the board: rank * 16 + file. */
typedef uint8_t Square;

static inline Square sq_make(int file, int rank) { return (Square)(rank * 16 + file); }
static inline int sq_file(Square s) { return s & 15; }
static inline int sq_rank(Square s) { return s >> 4; }

/* A piece on a square: 0 is empty; otherwise bit 7 is the colour (1 = Black) and the
 * low 7 bits are the kind index + 1. */
typedef uint8_t Piece;

#define PIECE_NONE ((Piece)0)
static inline Piece piece_make(int kind, Color c) { return (Piece)((kind + 1) | (c == BLACK ? 0x80 : 0)); }
static inline int piece_kind(Piece p) { return (p & 0x7f) - 1; }
static inline Color piece_color(Piece p) { return (p & 0x80) ? BLACK : WHITE; }

/* How a move changes the board; the first five are the activation kinds of
 * Chessembly (CHESSEMBLY.md §4), the rest are variant rules. */
typedef enum MoveType {
    MOVE_QUIET = 0,   /* "move": to an empty square */
    MOVE_CAPTURE,     /* take / take-move onto an enemy: moves and removes it */
    MOVE_CATCH,       /* removes the enemy on `to`; the mover stays on `from` */
    MOVE_JUMP,        /* moves; removes capture_sq when MF_CAPTURE is set */
    MOVE_SHIFT,       /* swaps the mover with whatever stands on `to` */
    MOVE_CASTLE,      /* king from->to; partner from aux_sq to the inner neighbour */
    MOVE_EN_PASSANT,  /* moves to `to`, removes the double-stepped piece on capture_sq */
    MOVE_DROP,        /* a piece from the hand onto the empty `to` (== from); `become` is its kind + 1
                       * (the kind placed: see MF_PROMOTED_DROP for the kind taken from the hand) */
    MOVE_PASS,        /* the turn passes (janggi); from == to: the royal piece's square, as FSF writes it */
    MOVE_TYPE_COUNT
} MoveType;

enum {
    MF_CAPTURE = 1 << 0,     /* capture_sq holds a removed piece's square */
    MF_DOUBLE_STEP = 1 << 1, /* straight two-square advance of an en_passant piece; castling: the
                              * gated piece goes where the partner stood */
    MF_PROMOTED_DROP = 1 << 1, /* a drop (the same bit): the piece in hand is the `demotes_to` of the
                              * kind placed (`become`), dropped already promoted (Kyoto shogi's +P@e4) */
    MF_GATE_SHIFT = 2,       /* bits 2..7: the kind + 1 gated onto the square the mover left (S-chess) */
};

/* One move, as produced by the VM (activated square) or by the variant rules.
 * `become` is a kind + 1 (0: the piece keeps its kind): transitions and promotions.
 * `sets` is the id of the square's set-state list (csm_setlist_get; 0: none): one
 * value per variable, the last one the script set, so moves compare field by field. */
typedef struct Move {
    Square from, to;
    uint8_t type;      /* MoveType */
    uint8_t flags;     /* MF_* */
    Square capture_sq; /* valid with MF_CAPTURE; castling: the partner's square */
    uint8_t become;
    uint16_t sets;
    Square wall;       /* with has_wall: the square a wall is put on after the move (rules.walls) */
    uint8_t has_wall;
} Move;

_Static_assert(sizeof(Move) == 10, "Move stays small: move lists are copied a lot");

/* The kind a move gates in (Seirawan), or -1. */
static inline int move_gate(const Move *m) { return (m->flags >> MF_GATE_SHIFT) - 1; }
/* Where a gating move puts its piece: the square the mover left; castling that moves the
 * king two squares gates onto the rook's square instead (S-chess). */
static inline Square move_gate_square(const Move *m)
{
    return m->type == MOVE_CASTLE && (m->flags & MF_DOUBLE_STEP) ? m->capture_sq : m->from;
}

static inline bool move_equal(const Move *a, const Move *b)
{
    if (a->from != b->from || a->to != b->to || a->type != b->type || a->flags != b->flags ||
        a->become != b->become || a->sets != b->sets || a->has_wall != b->has_wall)
        return false;
    if (a->has_wall && a->wall != b->wall)
        return false;
    if ((a->flags & MF_CAPTURE) && a->capture_sq != b->capture_sq)
        return false;
    if (a->type == MOVE_CASTLE && a->capture_sq != b->capture_sq)
        return false;
    return true;
}

#endif
