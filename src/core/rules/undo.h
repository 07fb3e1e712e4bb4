/* undo.h — what making a move changed, so unmaking it restores the position exactly
 * (rules_make fills it, rules_unmake reads it; walls.h adds its part). */
#ifndef CSM_UNDO_H
#define CSM_UNDO_H

#include "board.h"
#include "variant.h"

typedef struct Undo {
    Move move;
    Piece moved;        /* the mover as it stood on `from` */
    Piece captured;     /* removed piece, or PIECE_NONE */
    Piece displaced;    /* shift: what stood on `to` */
    uint8_t castling;
    uint8_t checks[2];
    int16_t ep_square, ep_victim;
    uint16_t halfmove, fullmove;
    uint16_t captures[2], moves_made[2];
    int8_t hand_kind;   /* the kind a capture put into the mover's hand, or -1 */
    uint16_t gates[2];  /* S-chess gating rights before the move */
    uint8_t nblast;     /* explosions: the pieces the capture blew away, in order */
    uint16_t blast_hand;/* ... bit i: blast_piece[i] went to its opponent's hand */
    Square blast_sq[9];
    Piece blast_piece[9];
    uint8_t last_drop;
    uint8_t last_castle;
    bool castle_squares_set;  /* rules.castling_drop_file: the drop set the mover's castling squares ... */
    int16_t castle_king_old, castle_partner_old[2]; /* ... which were these */
    uint8_t passes;
    uint16_t count_limit, count_ply;
    int16_t royal_hint[2]; /* Position.royal_hint before the move: right again after the unmake
                            * (an explosion or a capture of the royal piece drops it otherwise) */
    uint64_t hash;
    bool walls_saved;   /* walls.h: the walls before the move are in walls_before */
    uint64_t walls_before[CSM_SQUARES / 64];
    Piece petrified;    /* a capturer that became a wall where it landed (no explosion), or PIECE_NONE */
    int32_t old_vars[CSM_MAX_VARS]; /* before the move's set-state list, in its order */
    int32_t after_old[VARIANT_MAX_AFTER]; /* variables before the after_move actions */
    uint64_t flipped[CSM_SQUARES / 64]; /* rules.flip: the squares whose pieces changed colour */
} Undo;

#endif
