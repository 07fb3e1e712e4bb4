/* rules.h — move generation and make/unmake for any variant.
 *
 * Candidate moves are each piece's Chessembly program (or shape) run on the position,
 * plus the variant rules castling, en passant and promotion. Legal moves are the
 * candidates that leave no royal piece of the mover attacked ("make, test, unmake"),
 * filtered further by the variant's rules (giving check, compulsory captures).
 * Nothing here allocates; callers own every buffer. Game-ending conditions are the
 * game layer's business (game.h): these functions know only the board. */
#ifndef CSM_RULES_H
#define CSM_RULES_H

#include "board.h"
#include "undo.h"
#include "variant.h"


/* Is `sq` attacked by side `by`: would a piece of `by`, running its movement, remove a
 * piece standing on `sq`? An empty `sq` is tested with `phantom` standing there
 * (PIECE_NONE: a piece of the other side of kind 0). Scripts run in attack mode. */
bool rules_is_attacked(const Variant *v, Position *pos, Square sq, Color by, Piece phantom);
/* ... by a piece of one of `kinds` only (a bit per kind; the others still block and
 * screen): which kinds attack a square (the exchange count, see.h). */
bool rules_attacked_by_kinds(const Variant *v, Position *pos, Square sq, Color by, uint64_t kinds);

/* Are all of `by`'s attacks here table leaps and rides (no shape slides, no piece with
 * capture chains, AttackTables.by_delta built)? Then `sq` is attacked by `by` exactly
 * when rules_piece_attacks holds for one of its pieces, so a caller testing several
 * squares can ask only the pieces that could reach them. */
bool rules_attacks_by_table(const Variant *v, const Position *pos, Color by);
/* Does the piece on `from` attack `sq` by one of its table leaps or rides (the squares
 * between a ride's empty)? Only where rules_attacks_by_table holds for its side. */
bool rules_piece_attacks(const Variant *v, const Position *pos, Square from, Square sq);
/* Every piece of `by` of `kinds` that takes on `sq` by a table leap or ride, at once: their
 * squares into `out` (each once, in the order of their bits, pos_bit) and how many, where
 * the bitboards answer the attack test (rules_bitboards_answer); -1 where they do not. The kinds with shape
 * slides or capture chains are not looked at: only where rules_attacks_by_table holds is
 * it all of `by`'s attackers (the exchange count reads one set for all of a side's pieces
 * instead of one attack test per kind). `occupied` (NULL: the position's) stands for each
 * colour's squares: pieces taken off the board in it are only left out, and a piece's
 * kind is read from pos->board, so every square it holds apart from `sq` must keep the
 * piece the position has there. */
int rules_table_attackers(const Variant *v, const Position *pos, const uint64_t occupied[2], Square sq, Color by,
                          uint64_t kinds, Square out[64]);
/* rules_table_attackers on the boards of up to 128 squares the 128-bit masks serve where
 * the bitboards do not (Position.wide, or kinds held to a region): the squares of `by`'s
 * attackers into `out` (a piece may be named twice), how many; -1 where those masks do not
 * answer either (or the bitboards do: ask rules_table_attackers). */
int rules_wide_attackers(const Variant *v, const Position *pos, Square sq, Color by, uint64_t kinds,
                         Square out[CSM_SQUARES]);
/* Do the bitboards answer the attack test here (Position.bitboards, no walls, no kind held
 * to a region)? */
bool rules_bitboards_answer(const Variant *v, const Position *pos);

/* Do a royal piece of each side face each other on an open file or rank (flying general, bikjang)? */
bool rules_royals_face(const Variant *v, const Position *pos);
/* Remember where each side's royal piece stands (Position.royal_hint), so the flying-general
 * test finds it without walking the piece list. Only speed depends on it. */
void rules_note_royals(const Variant *v, Position *pos);

/* Counting rules (makruk): the moves, in full moves, the side `counting` may still play
 * before the game is drawn, were the count to start now; 0 when it would not start. */
int rules_count_limit(const Variant *v, const Position *pos, Color counting);

/* Is a royal piece of `side` attacked? */
bool rules_in_check(const Variant *v, Position *pos, Color side);
/* ... by a piece of one of `kinds` (a bit per kind; the others still block and screen):
 * which kinds give the check (conditions' `check by`, rules.check_series). */
bool rules_checked_by(const Variant *v, Position *pos, Color side, uint64_t kinds);

/* The activated squares of the piece on `from` (its script or shape only: no castling,
 * en passant or promotion), as Moves. Returns the count. */
int rules_piece_moves(const Variant *v, Position *pos, Square from, Move *out, int cap, CsmRuntimeError *err);

/* Marks, for every kind and colour, the squares where the piece has no move on an
 * otherwise empty board (PieceKind.stuck): for immobility_illegal. Call once loaded. */
void rules_compute_stuck(Variant *v);
/* The quiet moves of `fifty_moves: irreversible` kinds on an empty board (PieceKind.quiet_reach). */
void rules_compute_quiet_reach(Variant *v);

/* Where a castling move's partner (the rook, from m->capture_sq) lands: next to the
 * king, on the side facing the partner's start. */
static inline Square move_castle_partner_to(const Move *m)
{
    return sq_file(m->capture_sq) < sq_file(m->from) ? (Square)(m->to + 1) : (Square)(m->to - 1);
}

/* All candidate moves of the side to move, variant rules included. */
int rules_pseudo_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err);
/* The same without the drops from the hand (rules_pseudo_moves' list with every
 * MOVE_DROP left out, in the same order): for a quiescence search, which never tries a
 * drop unless it is in check. */
int rules_pseudo_moves_without_drops(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err);
/* Of rules_pseudo_moves_without_drops' list, only the moves that capture or promote (a
 * drop is never a promotion), in the same order: quiescence's list out of check. Where
 * the pieces' steps are compiled, their quiet moves are never generated. */
int rules_tactical_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err);
/* Forgets the en-passant square when no piece of the side to move could capture there
 * (as Fairy-Stockfish and lichess keep it): positions that differ only by an en-passant
 * square nobody can use are the same position, for repetition and in FEN. */
void rules_drop_idle_ep(const Variant *v, Position *pos);

/* All legal moves of the side to move (board rules only). */
int rules_legal_moves(const Variant *v, Position *pos, Move *out, int cap, CsmRuntimeError *err);

/* How many moves rules_legal_moves would give (perft's last ply): where the position
 * allows, the moves of unpinned pieces of plain leaps and rides are counted from masks
 * instead of listed and tested. `buf` (cap moves) holds the others meanwhile. */
int rules_legal_count(const Variant *v, Position *pos, Move *buf, int cap, CsmRuntimeError *err);

/* Is this candidate move legal (royal safety and giving-check rule; not the
 * compulsory-capture rule, which needs the whole list)? */
bool rules_move_is_legal(const Variant *v, Position *pos, const Move *m);

/* Is this move of rules_pseudo_moves' list one of rules_legal_moves' (the drop rules
 * included)? The rules that read the whole list stay out: compulsory captures, a
 * compulsory drop, the pass only when stalemated. For a single move: a caller testing
 * many moves of one position works out a Legality once (below), as the search does. */
bool rules_pseudo_move_is_legal(const Variant *v, Position *pos, const Move *m);

/* What testing the moves of one position one by one needs to know, worked out once:
 * whether the side is in check and by what, and which of its pieces are pinned (where
 * every enemy attack is a table leap or ride). rules_legality_test(m) answers as
 * rules_pseudo_move_is_legal(m) does, most moves without making them. Valid until the
 * position changes. */
typedef struct Legality {
    bool quick;   /* not in check: only a pinned piece or the royal one needs a closer look */
    bool evade;   /* in check, one royal piece: other pieces must take or block */
    int checkers; /* evade: how many pieces give check */
    int nroyals;
    Square royals[8];
    uint64_t pinned[CSM_SQUARES / 64], answers[CSM_SQUARES / 64];
    bool explosions; /* captures explode: quick judges only quiet moves */
    bool no_check;  /* giving check is forbidden: quick also tests the move's checks */
    int ntheirs;    /* no_check: the enemy's royal pieces */
    Square theirs[8];
    uint64_t discovers[CSM_SQUARES / 64]; /* no_check: pieces whose move may open a check */
    /* quick, with screened attacks (hops, guarded leaps) or the flying general: the squares
     * whose emptiness (or piece) such an attack on a royal piece reads; a move from or
     * to one of them is made and tested */
    uint64_t screens[CSM_SQUARES / 64];
    bool flying;    /* the flying general: a royal move must not face the enemy's */
    bool every;     /* nothing royal and no square a piece may not end on: every candidate is legal */
    bool unroyal;   /* the side to move has no royal piece (horde's White): every move but a drop is legal */
} Legality;
void rules_legality_init(const Variant *v, Position *pos, Legality *l);
bool rules_legality_test(const Variant *v, Position *pos, const Legality *l, const Move *m);

void rules_make(const Variant *v, Position *pos, const Move *m, Undo *u);
void rules_unmake(const Variant *v, Position *pos, const Undo *u);

/* True for moves that remove an enemy piece. */
static inline bool move_is_capture(const Move *m) { return (m->flags & MF_CAPTURE) != 0; }

/* Where the moving piece ends up (a catch leaves it on `from`). */
static inline Square move_landing(const Move *m) { return m->type == MOVE_CATCH ? m->from : m->to; }

#endif
