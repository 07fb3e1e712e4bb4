/* fsf_import_internal.h — what the files of the variants.ini importer share (fsf_import.c
 * and fsf_import_*.c, each a family of keys): the variant being built, the YAML buffer, and
 * the functions one family asks of another. Not for use outside the importer. Room: loading. */
#ifndef CSM_FSF_IMPORT_INTERNAL_H
#define CSM_FSF_IMPORT_INTERNAL_H

#include "diag.h"
#include "ini.h"
#include "variant.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { IMP_MAX_PIECES = 32 };

/* ---- the variant being built ------------------------------------------------------- */

typedef struct ImpPiece {
    char name[40];
    char letter;
    char betza[96];
    bool pawn, king;
    bool pawn_type; /* a custom piece with the pawn's letter: a pawn in Fairy-Stockfish (pawnTypes) */
    bool no_en_passant; /* ... that nobody can take en passant: written without `en_passant` */
    bool ep_victim;     /* no pawn, but its initial advance a pawn may take en passant: `en_passant: victim` */
    int promoted_from; /* a promoted form (promotedPieceType): the index of its base piece, else -1 */
    int promotes_to;   /* the index of its promoted form, else -1 */
    char moves_as;     /* a promoted form: the letter of the piece it moves as (promotedPieceType's target) */
    int tilde_form;    /* crazyhouse: the form a pawn promotes to (written Q~), back to the hand as a pawn */
    bool no_doubled, drop_mate_loses; /* no_doubled: drop_no_doubled_count on a file stop its drop */
    bool never_dropped; /* dropNoDoubledCount = 0: no file is free for it */
    char promo_to[32];  /* the letters it promotes to as a pawn does ("": it does not), once every key is read */
    char promo_to_black[32]; /* Black's letters when they differ from White's (promo_to), else "" */
    bool promo_barred;  /* it promotes as a pawn, to nothing: it never moves into the region */
    int fifty;          /* FIFTY_*: how its moves count for the fifty-move rule, once every key is read */
    int line; /* where it was defined, 0 for the chess defaults */
    int first_seq; /* the section that first defined it (Imp.seq), 0 for the chess defaults */
} ImpPiece;

/* mobilityRegionWhiteKing = d1 e1 f1 ...: the squares a piece may stand on, per side. */
typedef struct ImpRegion {
    char piece[40];           /* our name for the piece (fers, custom1) */
    char side[2][INI_TEXT];   /* White's and Black's squares ("" = anywhere) */
    int line;
} ImpRegion;

enum { IMP_MAX_REGIONS = 8 };

/* Piece types a key names by letter, for each side ('#' is Fairy-Stockfish's pawn type,
 * whatever its letter): promotionPawnTypes, promotionPieceTypes, nMoveRuleTypes. Fairy-
 * Stockfish reads pawnTypes first, then the key for both sides, then the side's own key,
 * a later section over its template: `seq` and `rank` keep the one that counts. */
typedef struct TypeSet {
    char letters[2][32];
    int seq[2], rank[2];
} TypeSet;

typedef struct Imp {
    const char *file;
    DiagSink *errors, *notes;
    DiagSink changes; /* what the import would change in the game (refused unless lenient) */
    bool failed;
    char game[64];
    int files, ranks;
    ImpPiece pieces[IMP_MAX_PIECES];
    int npieces;
    char fen[INI_TEXT];
    uint16_t promo[2][16];    /* [side][rank - 1]: the files (bit f) of the squares where pieces promote */
    bool promo_asymmetric;    /* Black's do not mirror White's: a zone with each side's squares */
    bool promo_black_mirrors; /* the older promotionRank: one rank for both sides */
    TypeSet promo_to;         /* promotionPieceTypes(White/Black) */
    TypeSet promo_pawns;      /* promotionPawnTypes(White/Black): the pieces that promote as pawns */
    TypeSet clock_types;      /* nMoveRuleTypes(White/Black): the pieces whose moves reset the count */
    int seq;                  /* the section being read: 1 for the chain's base, more for later ones */
    int promo_line;           /* where promotion keys were given, for messages */
    bool double_step, first_rank_double;
    unsigned double_white, double_black; /* double-step ranks (bit r-1: rank r, absolute) */
    bool double_black_mirrors;           /* doubleStepRank: Black's are White's seen from its side */
    bool double_asymmetric;              /* Black's are not White's mirrored: a zone `double-step` per side */
    int double_black_line;
    int double_rank_seq, double_region_seq; /* the sections that gave doubleStepRank, doubleStepRegionWhite */
    char double_squares[2][INI_TEXT];    /* doubleStepRegionWhite/Black given as squares ("": as ranks) */
    unsigned triple_white, triple_black; /* triple-step ranks (tripleStepRegion), as the double step's */
    int triple_black_line;
    bool mandatory_pawn_promotion;       /* false: a promoting move may leave the piece as it is */
    bool castling;
    char castle_king_file, castle_queen_file;
    char castle_from_file;  /* castlingKingFile: where a king stands to castle (0: e, the default) */
    IniKey castle_from_key;
    char castle_piece; /* the letter of the piece that castles */
    char castle_rooks[16];  /* castlingRookPieces: the partners' letters ("": the rook type) */
    bool opposite_castling;
    char castling_wins[8];        /* castlingWins: the castlings that win (K Q k q) */
    int castle_rooks_line;
    bool checking, must_capture;
    char stalemate[16], checkmate[16];
    int n_move_rule, n_fold_rule;
    int n_move_line;
    char flag_piece;
    char white_flag[INI_TEXT], black_flag[INI_TEXT];
    int white_flag_line, black_flag_line; /* where they were given, for messages */
    bool flag_move;
    int flag_count;               /* flagPieceCount: flag pieces that must stand in the region */
    bool flag_safe;               /* flagPieceSafe: ... and, when just that many, none attacked */
    bool flag_blocked_win;        /* flagPieceBlockedWin: or one there with the region full */
    int flag_safe_line;
    char castle_rook_file[2];     /* castlingRookKingside/QueensideFile (0: not given) */
    int castle_rook_file_line[2];
    int castling_rank, castling_rank_line; /* castlingRank: ours castle where the FEN's kings stand */
    int connect_n;                /* connectN: a row of that many wins */
    int connect_nxn, collinear_n; /* connectNxN: a square of N x N; collinearN: N on one line */
    bool connect_loss;            /* connectValue = loss: they lose for the side that makes them */
    bool connect_along[3];        /* connectHorizontal, connectVertical, connectDiagonal */
    char connect_types[32];       /* connectPieceTypes ("": every piece) */
    int connect_types_line;
    bool must_drop;               /* mustDrop */
    bool sittuyin_rook_drop;      /* sittuyinRookDrop: rooks are dropped on the side's first rank only */
    bool sittuyin_promotion;      /* sittuyinPromotion: the pawn's `promotion: in_place`, and its draw */
    int sittuyin_promotion_line;
    bool drop_opposite_bishops;   /* dropOppositeColoredBishop */
    bool castling_dropped;        /* castlingDroppedPiece */
    char enclosing_drop[16];      /* enclosingDrop: "" (none), top, anyside */
    int enclosing_line;
    int enclosing_seq;            /* the section that gave enclosingDrop (dropOnTop gives way to it) */
    int drop_region_seq[2];       /* the sections that gave dropRegionWhite/Black (the older names give way) */
    char castle_piece_side[2];    /* castlingKingPieceWhite/Black (0: not given) */
    char castle_rooks_side[2][16];/* castlingRookPiecesWhite/Black ("": not given) */
    int castle_side_line, castle_side_seq;
    DiagSink ignored;             /* keys Fairy-Stockfish does not read, ignored as it ignores them */
    bool check_counting;
    int checks_needed;
    char extinction_value[16];
    char extinction_types[32];
    int extinction_count, extinction_opponent_count; /* extinct at <= count, while the other has >= */
    bool extinction_claim;    /* extinctionClaim: the side to move needs one more to win (shatranj's bare king) */
    int extinction_line;      /* where extinctionValue was given (0: the default) */
    /* a template's rule naming a piece type a later section removed (forget_taken_letters) */
    char type_lost[320];
    int type_lost_line;
    bool castle_piece_lost; /* castlingKingPiece is a removed type: nothing castles */
    bool flag_piece_lost;   /* flagPiece is a removed type: no flag is reached */
    bool shatar_mate;         /* shatarMateRule: a mate by knights alone loses, one without a check by
                               * a knight, rook or bers in the series before it draws */
    int shatar_line;
    /* pieces in hand */
    bool piece_drops, captures_to_hand, immobility_illegal;
    bool drop_loop; /* dropLoop: a captured promoted piece goes to the hand as it is */
    int drop_loop_line;
    bool first_rank_pawn_drops, promotion_zone_pawn_drops, mandatory_piece_promotion;
    bool piece_demotion;          /* pieceDemotion: a promoted form may turn back (Kyoto shogi) */
    bool promotion_on_capture;    /* piecePromotionOnCapture: only captures promote (and demote) */
    bool drop_promoted;           /* dropPromoted: a piece in hand may be dropped as its promoted form */
    int piece_demotion_line, promotion_on_capture_line, drop_promoted_line;
    int drop_no_doubled_count;    /* dropNoDoubledCount */
    bool drop_checks;             /* dropChecks: a drop may give check */
    char drop_region[2][INI_TEXT]; /* dropRegionWhite/Black: where drops may land ("": anywhere) */
    int drop_region_line[2];
    bool perpetual_illegal, nfold_absolute;
    bool move_repetition; /* moveRepetitionIllegal: shuttling one piece loses (janggimodern) */
    char nfold_value[16];
    char promoted_types[INI_TEXT];
    char drop_no_doubled, drop_mate_piece;
    int promoted_line;
    char pawn_types[32];      /* pawnTypes as the section gives it ("" : the pawn alone) */
    bool blast_on_capture, pseudo_royal;
    bool duple_check; /* dupleCheck: with pseudo-royals, never all of the extinction pieces attacked */
    char walling[8];          /* wallingRule: duck, arrow, past, edge, static ("" none) */
    bool wall_or_move;
    char walling_region[2][INI_TEXT]; /* wallingRegionWhite/Black: where a wall may go ("": anywhere) */
    int walling_region_line[2];
    char petrify[32];         /* petrifyOnCaptureTypes: letters of pieces that turn to walls */
    bool no_en_passant_region;/* enPassantRegion = -: nobody takes en passant */
    char ep_region[2][INI_TEXT]; /* enPassantRegionWhite/Black: where each side takes en passant ("": anywhere) */
    int ep_region_line[2];
    bool promoted_not_royal;  /* promotion into the pseudo-royal type wins at once: the form is not royal */
    char royal_limited[32];   /* pseudo-royal types royal only while at most extinction_count + 1 are left */
    char promo_limits[64][2]; /* promotionLimit: a type's letter and how many a side may have ([1] as a count) */
    int npromo_limits, promo_limit_line;
    char blast_immune[32];
    char mutually_immune[32]; /* mutuallyImmuneTypes: letters of pieces that never take their own type */
    int mutually_immune_line;
    bool gating, seirawan_gating;
    bool chess960;
    IniKey chess960_key;      /* where chess960 was set: named when refused (not on 8 files) */
    int pawn_types_line;
    /* the chess of Asia */
    ImpRegion regions[IMP_MAX_REGIONS];
    int nregions;
    bool chasing;                 /* chasingRule = axf */
    int chasing_line;
    bool makpong;                 /* makpongRule: the king in check moves only to take its one checker */
    bool cambodian_moves;         /* cambodianMoves: the king's first leap, the fers's first double step */
    int cambodian_line;
    bool flying_general, bikjang, pass[2], pass_on_stalemate[2], material_janggi;
    char counting[12];            /* countingRule: makruk, asean or cambodian ("": none) */
    char material[16];            /* materialCounting other than janggi: unweighted, whitedrawodds, blackdrawodds */
    int soldier_rank;             /* soldierPromotionRank: where soldiers start stepping sideways */
    char diagonal_lines[INI_TEXT];/* the palace points the janggi lines join */
    int diagonal_lines_line;      /* where it was given, for messages */
    char king_type[40];           /* our builtins' kingType: the king moves as this piece */
    char fen_synonyms[INI_TEXT];  /* our builtins' fenSynonyms: `horse:h elephant:e`, other letters in FENs */
    /* enclosing and flipping (reversi, ataxx, snort) */
    int drop_rule;                /* DROP_RULE_* of enclosingDrop */
    char drop_start[INI_TEXT];    /* enclosingDropStart ("": none) */
    int drop_start_line;
    int flip;                     /* FLIP_* of flipEnclosedPieces */
    bool free_drops, stalemate_piece_count, adjudicate_full;
    int stalemate_count_line;
    /* connecting two regions (gale) */
    char connect_region[2][2][INI_TEXT]; /* connectRegion1/2White/Black ("": none) */
    int connect_region_line[2][2];
    bool connect_dirs[3];         /* connectHorizontal, connectVertical, connectDiagonal */
    int connect_dirs_line[3];
} Imp;

/* The YAML being written; `failed` once out of memory. */
typedef struct Buf {
    char *s;
    size_t len, cap;
    bool failed;
} Buf;

/* ---- fsf_import.c: reading keys and reporting ------------------------------------- */

/* A key the import cannot carry over exactly: the game would change. Refused unless the
 * import is lenient (fsf_import.h). */
void imp_lose(Imp *m, const IniKey *k, const char *why);
/* A change that no single key causes (castling squares, a promotion rank off the board). */
void imp_lose_rule(Imp *m, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void imp_fail(Imp *m, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool imp_parse_int(const char *s, int *out);
bool imp_is_letter_list(const char *s);
void imp_read_bool(Imp *m, const IniKey *k, bool *out);
/* Two keys for White and Black that must say the same (`flagPieceWhite`, ...). */
bool imp_same_for_black(Imp *m, const IniKey *k, const char *white_value);

/* ---- fsf_import_pieces.c: pieces and castling ------------------------------------- */

/* The Betza of Fairy-Stockfish's built-in piece `fsf_name` (`fersAlfil`: "FA"; "" for the
 * immobile stone), or NULL when it has none we can say. */
const char *imp_builtin_betza(const char *fsf_name);
/* fersAlfil -> fers-alfil */
void imp_kebab(const char *in, char *out, size_t size);
/* Rewrites a start FEN's board part (and hand) in `placement` as Fairy-Stockfish reads
 * it: letters of no piece skipped, short ranks filled, squares past the board dropped, an
 * empty hand of a game without drops left out; a warning for what was read otherwise. */
void imp_fen_board_as_read(Imp *m, char *placement, size_t size, int line);
ImpPiece *imp_piece_by_letter(Imp *m, char letter);
ImpPiece *imp_piece_by_name(Imp *m, const char *name);
void imp_remove_piece(Imp *m, ImpPiece *p);
void imp_chess_defaults(Imp *m);
/* `pawn`, `knight`, ..., `customPieceN`: true when `k` names a piece (read or refused). */
bool imp_apply_piece_key(Imp *m, const IniKey *k);
bool imp_apply_castling_key(Imp *m, const IniKey *k);
void imp_write_pieces(Imp *m, Buf *b, bool promo_zone);
/* A custom piece that pawnTypes names is one of Fairy-Stockfish's pawns: it
 * promotes, resets the fifty-move count, and its first multi-step moves can be taken en
 * passant. Ours says all that with `en_passant: true`, which also lets it take en
 * passant: so it is carried when its Betza takes en passant (`e`), or when no en-passant
 * square can ever arise; without `en_passant` when no piece can ever take en passant
 * (dragon-chess's KifmnD); else refused. */
void imp_check_custom_pawns(Imp *m);
/* Does the start FEN give anyone a castling right? Fairy-Stockfish reads them from its
 * third field only: a FEN that stops before it (or says `-`) gives none. */
bool imp_fen_castles(const Imp *m);
/* castlingKingPieceWhite/Black and castlingRookPiecesWhite/Black: one piece and one set of
 * partners for both sides, refused when the sides differ. */
void imp_check_castling_sides(Imp *m);
/* castlingRookKingside/QueensideFile: Fairy-Stockfish's `K`/`Q` rights look for a partner
 * from that file towards the king, ours from the corner: refused where the two differ. */
void imp_check_castling_rook_files(Imp *m);

/* ---- fsf_import_promotion.c: promotion -------------------------------------------- */

/* Does `side` promote anywhere, on square (f, r) (0-based)? */
bool imp_promo_any(const Imp *m, int side);
bool imp_promo_on(const Imp *m, int side, int f, int r);
/* A key naming piece types (`nbrq`, `-` for none) for `side` (-1: both) at `rank` in
 * Fairy-Stockfish's reading order (TypeSet). */
void imp_read_types(Imp *m, const IniKey *k, TypeSet *t, int side, int rank);
/* Board size, pawns: double steps and promotion. True when `k` is one of them. */
bool imp_apply_pawn_key(Imp *m, const IniKey *k);
/* A zone of each side's promotion squares, or (`drops`) of the squares where its pawns
 * may be dropped: not the first rank nor where they promote unless the keys allow. Whole
 * ranks are written as ranks, side-relative (`rank -1`) when Black's mirror White's; other
 * regions as each side's squares. */
void imp_write_rank_zone(Imp *m, Buf *b, const char *name, bool drops);
/* promotionLimit: `rules: promotion_limits`, each type with every piece that is of it. */
void imp_write_promo_limits(Imp *m, Buf *b);
/* The limits are ours on every promotion into the type; Fairy-Stockfish's pawn promotes
 * by promotedPieceType unlimited, and with nothing left to promote to a pawn that must
 * promote stops short, where ours moves on unpromoted. */
void imp_check_promo_limits(Imp *m);
/* Does some piece promote as a pawn does (resolve_pawn_rules)? */
bool imp_has_pawn(Imp *m);
/* promotedPieceType = p:g s:g b:h: each base piece gets a promoted form that moves as
 * the target (written +P; back in the hand as the base), promoting in the promotion
 * region when a move starts or ends there. */
void imp_make_promoted_forms(Imp *m);
/* Each piece's pawn-style promotion and its part in the fifty-move rule, which
 * Fairy-Stockfish gives each side apart (promotionPawnTypesBlack, ...) and ours each
 * piece for both: exact when the sides that may ever have the piece agree. */
void imp_resolve_pawn_rules(Imp *m, int line);
/* With captures going to the hand, a piece promoted as a pawn goes back as the side's
 * main promotion pawn type (the pawn): each piece promoted to gets a form of its own (same
 * letter, written Q~) that demotes. */
void imp_make_tilde_forms(Imp *m, int line);
/* pieceDemotion and piecePromotionOnCapture, as far as they are said here: a promoted
 * form turns back into its base by the promotion rule its base promotes by (the same
 * region, mandatory as piece promotion is, on captures only with piecePromotionOnCapture). */
void imp_check_demotion_rules(Imp *m);

/* ---- fsf_import_board.c: the written board and zones ------------------------------ */

/* A region of whole ranks (`*6 *7 *8`) as a bit set (bit r-1 for rank r); 0 when any part
 * is not a whole rank of at most 16. */
unsigned imp_whole_ranks(const char *s);
/* The ranks of `set` seen from the other side of a board of `ranks` ranks. */
unsigned imp_mirrored(unsigned set, int ranks);
/* A Fairy-Stockfish region (`*8`, `a*`, `g8 h7`, `-`) as files per rank; false when a
 * part cannot be read. The board's size is applied once every key is read. */
bool imp_read_region(const char *s, uint16_t out[16]);
void imp_out(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A Fairy-Stockfish region as a zone list: `*8` -> [rank 8], `a*` -> [file a], squares. */
bool imp_write_zone(Buf *b, const char *region);
/* A Fairy-Stockfish region as squares (`*8` a rank, `a*` a file, `-` none); "" is the
 * whole board. False when a part cannot be read. */
bool imp_region_squares(const Imp *m, const char *region, bool on[16][16]);
/* A zone as explicit squares for each side: `{ white: [a1, b1], black: [a8] }`. */
void imp_write_square_zone(Buf *b, const char *name, bool on[2][16][16], int files, int ranks);
char *imp_write_yaml(Imp *m, const char *section);

/* ---- fsf_import_hands.c: hands, drops and other move rules ------------------------ */

/* Pieces in hand, drops, piece promotion, and shogi's repetition rules. */
bool imp_apply_hand_key(Imp *m, const IniKey *k);
bool imp_has_drop_region(const Imp *m);
/* dropRegionWhite/Black: the zone `drops` every piece is dropped in, and for pawns that
 * zone without their own forbidden ranks (`pawn_drops`). */
bool imp_write_drop_zones(Imp *m, Buf *b);
/* Whether the pawn's drops are limited to some ranks (a zone `pawn_drops`). */
bool imp_pawn_drop_zone(Imp *m);
/* sittuyinRookDrop: the rook's own drop zone, the drop region's squares on the side's
 * first rank (`rook_drops`). */
/* sittuyinPromotion: refused where `promotion: in_place` would not say it (fsf_import_promotion.c). */
void imp_check_sittuyin_promotion(Imp *m);
bool imp_rook_drop_zone(Imp *m);
bool imp_write_rook_drop_zone(Imp *m, Buf *b);
/* The rules of where drops go and what rows count: must_drop, castling_by_drop,
 * drop_entry, rows, drop_rule, first_drops, free_drops, connect_steps, flip. */
void imp_write_drop_and_row_rules(Imp *m, Buf *b);
/* A piece's part in drops and piece promotion: demotes_to, promotion, drop. */
void imp_write_hand_keys(Imp *m, Buf *b, const ImpPiece *p);
void imp_check_hand_rules(Imp *m, int line);
/* enclosingDropStart and stalematePieceCount in what our rules can say. */
void imp_check_flip_rules(Imp *m);

/* ---- fsf_import_results.c: how the game ends -------------------------------------- */

/* connectRegion1 and 2 given for `side`: joining them wins. */
bool imp_connects_regions(const Imp *m, int side);
/* shatarMateRule's `rules: check_series` line (nothing without the rule). */
void imp_write_check_series(Imp *m, Buf *b);
/* How the game ends: checkmate, stalemate, counters, flags, checks, extinction. */
bool imp_apply_result_key(Imp *m, const IniKey *k);
bool imp_connects(const Imp *m);
/* rules: rows: the pieces that count in them and the lines they follow, when not all. */
void imp_write_rows(const Imp *m, Buf *b);
void imp_write_results(Imp *m, Buf *b, const ImpPiece *flag);
/* Fairy-Stockfish's pseudo-royal pieces are royal only while a side has at most
 * extinctionPieceCount + 1 of the type; ours always are: exact when no side can hold more. */
void imp_check_pseudo_royals(Imp *m, int line);

/* ---- fsf_import_asia.c: the chess of Asia ----------------------------------------- */

/* Regions, palaces, the pass, bikjang, counting: the rules of xiangqi, janggi, makruk. */
bool imp_apply_asia_key(Imp *m, const IniKey *k);
/* Zones of the chess of Asia: each region (per side; "" is the whole board), where
 * soldiers step sideways, the points the palace lines join. */
bool imp_write_asia_zones(Imp *m, Buf *b);
/* The chasing rule's name for a piece of this type (xiangqi's seven), or NULL. */
const char *imp_chase_role_of(const Imp *m, const ImpPiece *p);
void imp_write_asia_piece_keys(Imp *m, Buf *b, const ImpPiece *p);
/* The soldier, the janggi cannon, and pieces that move along palace lines (rook, wazir,
 * a king moving as a wazir) are written in Chessembly; false for a plain Betza piece. */
bool imp_write_asia_script(Imp *m, Buf *b, const ImpPiece *p);
/* Do initial moves (Betza `i`) start from the zone `double-step` (the double-step region
 * Fairy-Stockfish makes them from), not each side's second rank? */
bool imp_initial_from_zone(const Imp *m);
void imp_check_asia_rules(Imp *m, int line);

#endif
