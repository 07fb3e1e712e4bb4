/* variant.h — a loaded variant: board, pieces with their compiled movement, rules,
 * and the tables the rules engine derives from them.
 *
 * A Variant owns everything it points to (programs, strings, shapes, conditions)
 * and is freed with variant_free (variant_build.h). Kind indices are shared with variant->sym.kinds. */
#ifndef CSM_VARIANT_H
#define CSM_VARIANT_H

#include "csm.h"
#include "diag.h"
#include "eval_weights.h"
#include "types.h"
#include "bitboard_attacks.h"
#include "ride_sets.h"

enum { VARIANT_MAX_ZONES = 32, VARIANT_MAX_PROMO = 16, VARIANT_MAX_AFTER = 8, VARIANT_SIDE_NAME = 32 };

struct Shape;
struct CondSet;

/* `squares` is the zone seen from White (and from both sides for an absolute zone);
 * a side-relative zone (`rank -1`: the owner's far rank) has Black's squares apart. */
typedef struct Zone {
    char name[CSM_NAME_MAX];
    uint64_t squares[CSM_SQUARES / 64];
    uint64_t black_squares[CSM_SQUARES / 64];
    bool relative;            /* some item is side-relative: the two views differ */
    uint64_t bits[2];         /* on a board of up to 64 squares, the squares as each side sees
                               * them by pos_bit (variant_prepare), to test against `occupied` */
} Zone;

static inline bool zone_has(const Zone *z, Square s) { return (z->squares[s >> 6] >> (s & 63)) & 1; }
/* Is `s` in the zone as `side` sees it? */
static inline bool zone_has_side(const Zone *z, Color side, Square s)
{
    const uint64_t *bits = side == BLACK ? z->black_squares : z->squares;
    return (bits[s >> 6] >> (s & 63)) & 1;
}

#define PROMO_ZONE_LAST_RANK (-1)

/* How a piece's moves count for the fifty-move rule (`fifty_moves:`). */
enum { FIFTY_DEFAULT, FIFTY_RESET, FIFTY_IRREVERSIBLE, FIFTY_COUNT };

/* How a piece with a glyph is drawn: a shogi tile, a round xiangqi disc, an octagonal janggi piece. */
typedef enum GlyphShape { GLYPH_TILE, GLYPH_DISC, GLYPH_OCTAGON } GlyphShape;

/* How the board is drawn: squares, lines with the pieces on their intersections
 * (xiangqi, janggi), or a plain grid of one colour with the pieces in its cells and star
 * points where it divides in thirds (shogi, makruk). The rules never look at this. */
typedef enum BoardStyle { BOARD_SQUARES, BOARD_INTERSECTIONS, BOARD_GRID } BoardStyle;

/* How squares are named at the board's edge: chess's a-h and 1-8, shogi's files numbered
 * from the right and ranks 一, 二... from the top, xiangqi's files counted from each side's
 * right, or janggi's points as the Korean Janggi Association numbers them
 * (board_labels.h). */
typedef enum BoardCoords { COORDS_CHESS, COORDS_SHOGI, COORDS_XIANGQI, COORDS_JANGGI } BoardCoords;

enum { BOARD_MAX_PALACES = 4 };

typedef struct BoardLook {
    uint8_t style;            /* BoardStyle */
    uint8_t coords;           /* BoardCoords (`coordinates:`) */
    bool hand_stands;         /* `hands: stands`: each hand on a stand beside the board, not in the panel */
    uint8_t river;            /* intersections: a river between rank `river` and the next (xiangqi: 5), or 0 */
    int npalaces;             /* rectangles whose diagonals are drawn (palaces: d1-f3, d8-f10) */
    struct { uint8_t f0, r0, f1, r1; } palace[BOARD_MAX_PALACES];
    bool has_ink;             /* glyph colours given (`ink:`), else the app's defaults */
    uint32_t ink[2];          /* 0xRRGGBB of White's and Black's glyphs */
} BoardLook;

/* A first-rank arrangement New game offers each side (janggi's horse/elephant setups). */
enum { VARIANT_MAX_ARRANGEMENTS = 8 };
typedef struct Arrangement {
    char name[64];
    char row[40];             /* the FEN row of White's first rank (upper case); Black's is it in lower case */
} Arrangement;

/* A piece's part in xiangqi's chasing rule (rules.chasing): the rule names pieces by
 * role, not by movement (chase.h). */
typedef enum ChaseRole {
    CHASE_NONE, CHASE_CHARIOT, CHASE_HORSE, CHASE_ELEPHANT, CHASE_ADVISOR, CHASE_GENERAL, CHASE_CANNON,
    CHASE_SOLDIER, CHASE_ROLE_COUNT
} ChaseRole;

typedef struct PieceKind {
    char name[CSM_NAME_MAX];
    char letter;              /* lower-case FEN letter, or 0: written [w:name] */
    char icon[CSM_NAME_MAX];  /* assets/pieces/<colour>-<icon>.svg */
    char promoted_icon[CSM_NAME_MAX]; /* its icon when it became this piece by a move (makruk's
                                       * promoted bia is the bia turned over), or "" */
    char glyph[16];           /* a character drawn on a tile instead of an icon (shogi: 歩), UTF-8 */
    char glyph_black[16];     /* Black's character when it differs (xiangqi: 兵 / 卒), or "" */
    uint8_t glyph_shape;      /* GlyphShape: how the glyph's piece is drawn */
    double glyph_size;        /* its size as a share of the square (janggi sizes pieces by rank): 0.4..1, 0 = default */
    uint8_t chase_role;       /* ChaseRole, for rules.chasing */
    int region;               /* a zone it may never leave (xiangqi palace, own side of the river), or -1 */
    char name_ko[64];         /* its name in Korean (`name_ko:`), or "" */
    double value;             /* the displayed material score (seed 002) */
    double engine_value;      /* the author's value for the engine, in pawns ... */
    bool has_engine_value;    /* ... when given (otherwise eval.c computes one) */
    bool royal, castling, castling_partner;
    bool en_passant;          /* takes en passant (`en_passant: true`, which also makes it ep_victim) */
    bool ep_victim;           /* its multi-step advances may be taken en passant (`en_passant: victim` alone) */
    bool petrify;             /* a capture by it leaves a wall where it landed (the piece is gone) */
    bool spares_own_kind;     /* it never captures a piece of its own kind (Atomar's kings) */
    int royal_at_most;        /* royal only while its side has at most this many of it (0: always) */
    uint64_t royal_counted;   /* the kinds (bit k, itself too) royal_at_most counts together, or 0: itself */
    bool resets_clock;        /* moving it resets the fifty-move clock (pawns) */
    uint8_t fifty_moves;      /* FIFTY_*: `fifty_moves:` as given (FIFTY_DEFAULT: pawns and en_passant pieces reset) */
    uint64_t *quiet_reach;    /* FIFTY_IRREVERSIBLE: [colour][square] the squares a quiet move reaches on an
                               * otherwise empty board, CSM_SQUARES / 64 words each (owned), else NULL */
    uint8_t promo_to[VARIANT_MAX_PROMO];
    uint8_t promo_sides[VARIANT_MAX_PROMO]; /* bit c: side c may choose promo_to[i] (3: both) */
    int npromo;
    int promo_zone;           /* PROMO_ZONE_LAST_RANK or a zone index */
    bool promo_optional;      /* the piece may also stay as it is (shogi) */
    bool promo_barred;        /* `to: []`: no choice, so it never moves into the zone (it still attacks there) */
    bool promo_on_leaving;    /* a move that starts in the zone may promote too (shogi) */
    bool promo_on_capture;    /* only a capture promotes (micro shogi, cetus); other moves stay as they are */
    bool promo_royal_next_move; /* a promotion into a royal_at_most kind is judged by the royalty before
                                 * the move: the promoted piece counts from the next move (Sho shogi) */
    bool promo_in_place;      /* promoting is a move of its own (Sittuyin): see rules_promote_in_place */
    /* pieces in hand (rules.hands) */
    int demotes_to;           /* a captured piece of this kind goes to the hand as this kind (-1: itself) */
    bool no_drop;             /* never dropped from the hand */
    int drop_zone;            /* where it may be dropped: -1 any empty square, else a zone index */
    uint8_t drop_no_doubled;  /* not onto a file holding this many own pieces of this kind (1: nifu; 0: any) */
    bool drop_mate_forbidden; /* a drop of it may not give checkmate (uchifuzume, as a rule of moves) */
    bool drop_mate_loses;     /* a drop of it that checkmates loses the game (uchifuzume, as FSF scores it) */
    bool drop_check_forbidden;/* a drop of it may not give check (Fairy-Stockfish's dropChecks = false) */
    bool drop_opposite_colours;/* a side's pieces of it are dropped on both square colours, half each
                                * (placement chess's bishops), and other drops leave room for that */
    uint64_t drop_promoted;   /* the kinds (bit k) it may also be dropped as: its promoted forms (Kyoto shogi) */
    uint64_t stuck[2][CSM_SQUARES / 64]; /* squares where it has no move on an empty board */
    const CsmProgram *program;/* movement in Chessembly (owned by the variant) */
    char betza[96];           /* the Betza (Fairy-Stockfish's dialect) it was given as, for GUIs that
                               * draw pieces from it (xboard's `piece`); "" when written otherwise */
    struct Shape *shape;      /* or movement as a shape (owned) */
    /* first_moves: moves it may make, never captures, only while it stands on a square of
     * its side's first rank whose gating right stands (Cambodian chess's king leap and
     * met double step; first_moves.c) */
    const CsmProgram *first_program; /* owned by the variant, or NULL */
    bool first_not_in_check;  /* ... and not while its side is in check */
    uint64_t first_lost_to;   /* enemy kinds (bit k) whose landing on its rank or file takes the right */
    bool defined;             /* declared under pieces: (not only named in a script) */
    int decl_line, decl_col;
} PieceKind;

/* One `after_move:` action: after every move (after the move's own set-state actions),
 * the game variable `var` becomes `value` (set), or grows by `value` and, when
 * `modulo` > 0, wraps into 0..modulo-1 (add). */
typedef struct AfterMoveAction {
    uint8_t var;
    bool add;
    int32_t value;
    int32_t modulo;
} AfterMoveAction;

enum { COUNTING_NONE, COUNTING_MAKRUK, COUNTING_ASEAN, COUNTING_CAMBODIAN };
/* rules.drop_rule: where a drop may land, beyond an empty square (Fairy-Stockfish's enclosingDrop) */
enum { DROP_RULE_ANY, DROP_RULE_ENCLOSING, DROP_RULE_BESIDE_OWN, DROP_RULE_APART };
/* rules.flip: which enemy pieces change colour after a move (flipEnclosedPieces) */
enum { FLIP_NONE, FLIP_ENCLOSED, FLIP_ADJACENT, FLIP_ADJACENT_JOINED };

/* rules: promotion_limits: a piece may promote into one of `kinds` only while its side
 * has fewer than `at_most` of them together on the board (Fairy-Stockfish's promotionLimit). */
enum { VARIANT_MAX_PROMO_LIMITS = 16 };
typedef struct PromoLimit {
    uint64_t kinds;
    int at_most;
} PromoLimit;

typedef struct Rules {
    bool captures_compulsory;
    bool giving_check_forbidden;
    bool equal_turns;
    bool hands;               /* pieces in hand may be dropped (and captures go there, unless ...) */
    bool no_capture_to_hand;  /* ... captures_to_hand: false (only the start's hands drop) */
    bool immobility_illegal;  /* no piece may be dropped or left where it has no move (shogi) */
    bool explosions;          /* atomic: a capture explodes the capturer and its neighbours ... */
    uint64_t blast_spared;    /* ... but these kinds next to it (pawns, by default) */
    uint64_t blast_immune;    /* kinds no explosion removes, even as the capturer */
    bool gating;              /* S-chess: a first move off the first rank may gate a piece from the hand */
    bool flying_general;      /* xiangqi: royal pieces may never face each other on an open file */
    bool bikjang;             /* janggi: they may, but the side to move must then break it (or pass) */
    bool duple_check;         /* in check also when every piece of a royal kind is attacked, royal or
                               * not by royal_at_most (Fairy-Stockfish's dupleCheck: spartan's two kings) */
    bool chasing;             /* xiangqi: a perpetual chase loses (chase.h; pieces say their chase_role) */
    bool move_repetition;     /* janggi (Kakao): shuttling one piece loses (move_repetition.h) */
    bool royal_takes_checker; /* makpong: a royal piece in check moves only to take its one checker */
    bool pass;                /* janggi: a player not in check may pass the turn */
    bool pass_on_stalemate;   /* ... only when there is no other move (`pass: stalemate`) */
    uint8_t counting;         /* COUNTING_*: makruk's board's and pieces' honour */
    bool opposite_castling;   /* castling on one wing takes the opponent's right on that wing */
    uint8_t castle_to[2];     /* castling: the king's landing file + 1 toward file a [0] and the other
                               * way [1]; 0 = the c-file and the second file from the far edge */
    PromoLimit promo_limits[VARIANT_MAX_PROMO_LIMITS];
    int npromo_limits;
    uint8_t walls;            /* WALLS_*: after each move the mover puts a wall (walls.h) ... */
    bool walls_or_move;       /* ... or, with this, either moves or puts a wall (Atlantis) */
    int8_t en_passant_zone;   /* zone index + 1 (0: anywhere): en passant lands only there, as the
                               * capturing side sees the zone (Fairy-Stockfish's enPassantRegion) */
    int8_t walls_zone;        /* zone index + 1 (0: anywhere): a wall goes only there, as the mover
                               * sees the zone (Fairy-Stockfish's wallingRegionWhite/Black) */
    uint8_t drop_entry;       /* DROP_ENTRY_*: where a drop may land besides its zone (connect four) */
    bool must_drop;           /* a side that can drop a piece of its hand must drop (placement, teeko) */
    uint64_t row_kinds;       /* the kinds the counts row, line and block see (0: every kind) */
    uint8_t row_along;        /* ROW_ALONG_* bits: the lines row and line follow */
    uint8_t castling_drop_file; /* file + 1 where a dropped castling king gains its rights (0: never) */
    uint64_t opposite_colour_kinds; /* the kinds with drop: { opposite_colours: true } */
    uint8_t drop_rule;        /* DROP_RULE_*: reversi's enclosing drops, ataxx's clones, snort's distance */
    int8_t first_drops;       /* zone index + 1 (0: none): while a square of it is empty, drops go there */
    uint8_t flip;             /* FLIP_*: enemy pieces the landing piece turns to its colour */
    bool free_drops;          /* the hand never runs out: every droppable kind may always be dropped */
    uint64_t check_series;    /* the kinds the condition atom `check_series` looks for in a series of
                               * checks (shatar: a mate needs a check by one of them) */
    uint8_t connect_steps;    /* the `connected` condition's chain steps, bit d: east, west, north, south, NE, NW, SE, SW (0: all 8) */
} Rules;

/* rules: walls: where the wall a move puts may go (Fairy-Stockfish's wallingRule). */
enum {
    WALLS_NONE,
    WALLS_DUCK,  /* the one wall (the duck) moves to any other empty square */
    WALLS_ARROW, /* a square the moved piece could move to from where it landed (Amazons) */
    WALLS_PAST,  /* the square the piece left (Snailtrail) */
    WALLS_EDGE,  /* an edge square, or one next to a wall (Atlantis) */
    WALLS_STATIC,/* any empty square; walls stay where they are put (Isolation) */
};


/* rules: drop_entry: anywhere (any square the drop rules allow), top (the first rank or
 * a square above a piece: Connect Four), any_side (pushed in from an edge of the board,
 * as Fairy-Stockfish's enclosingDrop = anyside computes it). */
enum { DROP_ENTRY_ANYWHERE, DROP_ENTRY_TOP, DROP_ENTRY_ANY_SIDE };

/* rules: rows: along: the lines the counts row and line follow. */
enum { ROW_ALONG_RANK = 1, ROW_ALONG_FILE = 2, ROW_ALONG_DIAGONAL = 4, ROW_ALONG_ALL = 7 };

/* Attack tables derived from the pieces' movement (read by rules_attack.c and rules_legal.c). */
/* AttackStep: bitboard_attacks.h */

enum { ATTACK_MAX_STEPS = 512 };

/* A kind whose every chain is a plain leap, ride or double step, a guarded leap or a hop
 * (CsmPattern), compiled to a list of steps that move generation walks without the VM
 * (rules_moves.c), in the chains' order. */
enum { FAST_MAX_STEPS = 32 };
typedef struct FastStep {
    int8_t dx, dy;   /* board step for the colour */
    bool quiet;      /* lands on an empty square (move, take-move) */
    bool capture;    /* removes an enemy (take, take-move, catch) */
    bool catches;    /* catch: removes it without moving */
    bool ride;       /* repeats until blocked */
    bool twice;      /* a quiet step, again where the bound's square (bx, by from the first
                      * square) is off the board: a pawn's double step */
    int8_t bx, by;
    bool hop;        /* over empty squares to a screen, on over empty squares to a capture */
    bool hop_slides; /* hop: each empty square behind the screen is a move too */
    int8_t hop_not_over, hop_not_taken; /* hop: the kind that may not be the screen, the
                                         * kind that ends it as its target; -1: none */
    bool guarded;    /* a leg of a guarded path (not in the leap tables; attacks walk it) */
    uint8_t nguards; /* squares tested first (CsmGuard, offsets for the colour) */
    bool special;    /* twice, hop or guards: not a plain leap or ride (one test on the hot path) */
    CsmGuard guard[CSM_MAX_GUARDS];
} FastStep;
/* One compiled step of a movable kind from one square, on a board of up to 64 squares
 * (AttackTables.step_reach): what move generation would otherwise work out from the
 * board's edges each time. */
enum { STEP_OFF = 0xFF }; /* no square: 255 is a square only on boards of 16 ranks and 16 files */
enum { STEP_REACH_BITS = 128 }; /* the bits a colour's rows of AttackTables.step_reach run over */
typedef struct StepReach {
    uint8_t first;  /* the square it lands on first, or STEP_OFF when that is off the board */
    uint8_t count;  /* a ride: how many squares it crosses before the edge, the first one
                     * included; a leap or double step: 1 */
    uint8_t second; /* a double step: its second square where it may take one (the bound
                     * off the board), else STEP_OFF */
    uint8_t first_bit, second_bit; /* the same squares' bits in Position.occupied */
} StepReach;

typedef struct FastMoves {
    int nsteps;      /* 0: not compiled (the VM runs the kind) */
    int most;        /* most moves it can give on this board, for the capacity check */
    bool disjoint;   /* no two steps reach one square: no duplicate to look for */
    FastStep step[2][FAST_MAX_STEPS]; /* [colour] */
} FastMoves;

typedef struct AttackTables {
    AttackStep leap[2][ATTACK_MAX_STEPS];
    int nleap[2];
    AttackStep ride[2][ATTACK_MAX_STEPS];
    int nride[2];
    AttackStep slide[2][ATTACK_MAX_STEPS]; /* shape slides: fixed offset, path must be empty */
    int nslide[2];
    uint64_t complex_kinds;  /* kinds with capture chains that need the VM */
    uint64_t royal_kinds;
    uint64_t petrify_kinds;  /* kinds that turn into a wall when they capture */
    uint64_t limited_royal_kinds; /* royal kinds with a royal_at_most */
    uint64_t region_kinds;   /* kinds held to a region (PieceKind.region) */
    uint64_t first_move_kinds; /* kinds with first_moves (PieceKind.first_program) */
    uint64_t ep_kinds;
    uint64_t clock_kinds;
    uint64_t irreversible_kinds; /* clock kinds whose moves reset only when they cannot be made back */
    uint64_t in_place_promoters; /* kinds whose promotion is a move of its own (PieceKind.promo_in_place) */
    bool any_reads_attacks;  /* some chain uses danger or check */
    /* The leaps and rides again, by what separates attacker and target: entry
     * [colour * nkinds + kind][attack_delta(dx, dy)] (dx, dy: target minus attacker) is ATTACK_BY_LEAP
     * when the kind leaps there, and/or 1 + the index of the ride step that reaches it.
     * An attack test can then ask each enemy piece instead of walking every step from the
     * target. NULL when two rides of one kind reach the same square (then it walks). */
    uint16_t *by_delta;
    int by_delta_kinds;      /* the nkinds it was built for */
    /* [colour * nkinds + kind][attack_delta(dx, dy)]: nonzero where one of the kind's compiled
     * guarded leaps or hops could capture (rules_attack.c asks it before walking the steps);
     * NULL when out of memory. Built for by_delta_kinds kinds. */
    uint8_t *fast_reach;
    uint64_t reach_kinds;    /* the complex kinds fast_reach covers: those compiled to steps */
    /* [kind][colour]: the squares from which one of the kind's moves may promote, be barred
     * from the zone or pass squares (en passant): only from these has move generation to
     * look at the moves again (rules_moves.c finish_moves). Every square for a kind run by
     * its script or shape. */
    uint64_t finish_from[CSM_MAX_KINDS][2][CSM_SQUARES / 64];
    /* The part of finish_from where a move may promote or be barred: elsewhere only the
     * double steps are marked (a Standard pawn on its first rank), a shorter pass. */
    uint64_t promote_from[CSM_MAX_KINDS][2][CSM_SQUARES / 64];
    FastMoves fast[CSM_MAX_KINDS];
    /* Boards of up to 64 squares (Position.bitboards): the compiled kinds whose every step
     * is a plain leap, ride or double step (no guard or hop, no region), and for each the
     * squares its steps reach first, as bits of pos_bit, by the square it stands on: entry
     * [((kind * 2 + colour) * CSM_SQUARES + square) * 2 + 0] the quiet ones, + 1 the capturing ones.
     * Such a piece has a move exactly when one of its quiet squares is empty or one of its
     * capturing squares holds an enemy (rules_moves.c skips the others with one test; a
     * wall only takes moves away). NULL on larger boards or when out of memory. */
    uint64_t movable_kinds;
    uint64_t *first_reach;
    /* The same kinds' steps, on boards of up to 128 squares (stepped_kinds: the compiled
     * kinds of plain leaps, rides and double steps, movable_kinds where first_reach is
     * built), read from a table instead of walked square by square: entry
     * step_reach[step_reach_at[kind] + (colour * STEP_REACH_BITS + pos_bit(from)) * nsteps + step]
     * says where the step lands first and how far it may go before the edge (StepReach).
     * NULL on larger boards or out of memory. */
    uint64_t stepped_kinds;
    StepReach *step_reach;
    uint32_t step_reach_at[CSM_MAX_KINDS];
    uint64_t leaper_kinds; /* the stepped kinds without a ride: each step has one square to test */
    /* [colour] The movable kinds whose moves a count may take from masks (rules_legal_count):
     * not royal, no first moves, promotion in place, region or own-kind rule; every step a
     * plain leap (moving, taking or both), a double step that only moves, or a ride that
     * both moves and takes, in the kind's ride sets (no catch). From a square outside
     * promote_from such a piece has one move a square it reaches: first_reach's squares
     * empty (moving) or the enemy's (taking), its rides' reach less its own squares, and
     * its double steps' second squares. bulk_doubles: those with a double step.
     * bulk_royals: the royal kinds of plain leaps only (a king), whose moves a count takes
     * from the same squares, each tested for attacks. */
    uint64_t bulk_kinds[2], bulk_doubles[2], bulk_royals[2];
    /* Boards of 65 to 128 squares: a leaper kind's capturing steps' squares, entry
     * [(kind * 2 + colour) * 128 + pos_bit(from)] (so quiescence passes over a leaper with
     * no enemy there in one test, as first_reach lets it on smaller boards); else NULL. */
    WideSet *wide_captures;
    /* The leaps and rides again as bitboards, on boards of up to 64 squares (NULL on
     * larger ones): rules_attack.c's test reads them instead of walking. */
    BitboardAttacks *bitboards;
    /* The rides again as sets read in one step each (ride_sets.h), on the same boards
     * (NULL on larger ones, without rides or out of memory). */
    RideTables *rides;
    /* The same leaps and rides, and the fast_reach kinds' reach, as 128-bit masks on boards
     * of up to 128 squares (wide_attacks.h; NULL on larger ones or when out of memory):
     * rules_attack.c reads them where the bitboards do not answer. */
    struct WideAttacks *wide;
} AttackTables;

enum { ATTACK_BY_LEAP = 0x8000 }; /* ATTACK_DELTAS, attack_delta: bitboard_attacks.h */

typedef struct Variant {
    char *name;
    char *description;
    char *name_ko;            /* the name in Korean (`name_ko:`), or NULL */
    char *description_ko;     /* the description in Korean (`description_ko:`), or NULL */
    char *file;               /* the file it came from, or NULL */
    int files, ranks;
    CsmSymbols sym;
    PieceKind kinds[CSM_MAX_KINDS];
    int nkinds;               /* == sym.nkinds once loaded */
    char *setup;              /* the start position, FEN-like */
    Zone zones[VARIANT_MAX_ZONES];
    int nzones;
    Rules rules;
    struct CondSet *victory;  /* NULL until conditions are loaded */
    struct CondSet *draw;
    struct CondSet *cannot_win; /* `cannot_win:` insufficient material per player, or NULL:
                                 * the standard rule (cond.h, `insufficient`) */
    CsmProgram *owned_programs[2 * CSM_MAX_KINDS]; /* movements and first_moves */
    int nowned;
    AttackTables attacks;
    bool tracks_checks;       /* some condition counts checks */
    bool uses_perpetual;      /* some condition asks about perpetual check */
    bool uses_check_series;   /* some condition asks `check_series` (the history keeps which checks
                               * were by a rules.check_series kind) */
    bool start_960;           /* `start: chess960`: new games start from a Chess960 back rank */
    BoardLook look;           /* how the board is drawn (board: style, river, palaces, ink) */
    Arrangement arrangements[VARIANT_MAX_ARRANGEMENTS]; /* `arrangements:`, first = the setup's own */
    int narrangements;
    bool korean_names_first;  /* `names_first: korean`: the window writes the Korean piece names first (janggi) */
    AfterMoveAction after_move[VARIANT_MAX_AFTER]; /* applied in order after every move */
    int nafter;
    char sides[2][VARIANT_SIDE_NAME]; /* `sides: [Sente, Gote]`: what players call White and Black ("" = those) */
    double points_bonus[2];   /* `points_bonus: { black: 1.5 }`: points a side counts on top of its pieces
                               * (janggi's Han), shown by the window; the conditions state their own offsets */
    EvalWeights eval_weights; /* `evaluation:` the engine's weights (defaults without the block) */
} Variant;

/* What players of this variant call side `c`: its `sides:` name, else "White" / "Black". */
static inline const char *variant_side_name(const Variant *v, int c)
{
    return v && v->sides[c & 1][0] ? v->sides[c & 1] : (c & 1) ? "Black" : "White";
}

/* Is `s` in the promotion zone of kind `k`, as side `c` sees it? (inline: asked for every
 * move a promoting piece makes) */
static inline bool variant_in_promo_zone(const Variant *v, const PieceKind *k, Color c, Square s)
{
    if (k->promo_zone == PROMO_ZONE_LAST_RANK)
        return sq_rank(s) == (c == WHITE ? v->ranks - 1 : 0);
    return zone_has_side(&v->zones[k->promo_zone], c, s);
}

/* An empty variant to fill in. */
Variant *variant_new(void);

/* Adds a kind (name must be new); returns its index or -1. */
int variant_add_kind(Variant *v, const char *name);
int variant_find_kind(const Variant *v, const char *name);
int variant_kind_by_letter(const Variant *v, char letter);

/* Is `s` a square where a piece of kind `k` and colour `c` would have no move at all on an
 * otherwise empty board (a pawn on its last rank, a shogi knight on its last two)? */
static inline bool kind_stuck_on(const PieceKind *k, Color c, Square s)
{
    return (k->stuck[c][s >> 6] >> (s & 63)) & 1;
}
int variant_find_zone(const Variant *v, const char *name);

/* The kind a drop takes from the hand: its `become`, or that kind's base when it is
 * dropped already promoted (MF_PROMOTED_DROP). */
static inline int move_hand_kind(const Variant *v, const Move *m)
{
    int placed = m->become - 1;
    return (m->flags & MF_PROMOTED_DROP) ? v->kinds[placed].demotes_to : placed;
}

/* Derives attack tables and flags once all pieces are set. Call before playing. */
void variant_prepare(Variant *v);

/* Gives a slot to every kind the symbol table has learnt (names met only inside scripts,
 * such as transition targets). */
void variant_sync_kinds(Variant *v);

#endif
