/* fsf_keys.c — the variants.ini keys Fairy-Stockfish documents (see fsf_keys.h). The
 * defaults are the documentation's; the notes are ours and say what an import makes of
 * each key. */
#include "fsf_keys.h"

#include <stddef.h>
#include <string.h>
#include <strings.h>

#define IMPORTED(name, fallback, note) {name, fallback, FSF_KEY_IMPORTED, note}
#define HINT(name, fallback, note) {name, fallback, FSF_KEY_HINT, note}
#define NO(name, fallback, why) {name, fallback, FSF_KEY_UNSUPPORTED, why}
#define IGNORED(name, fallback, why) {name, fallback, FSF_KEY_IGNORED, why}

static const char WALLS[] = "walls are not supported";

static const FsfKey KEYS[] = {
    HINT("variantTemplate", "fairy", "which GUI logic XBoard uses"),
    HINT("pieceToCharTable", "-", "which images XBoard draws"),
    HINT("pocketSize", "0", "how many pockets XBoard shows"),
    HINT("endgameEval", "-", "Fairy-Stockfish's own endgame knowledge"),
    HINT("pieceValueMg", "-", "Fairy-Stockfish's piece values; ours are learnt from the moves"),
    HINT("pieceValueEg", "-", "Fairy-Stockfish's piece values; ours are learnt from the moves"),
    HINT("nnueAlias", "-", "which network file Fairy-Stockfish loads"),
    IMPORTED("maxRank", "8", "`board: size` (1 to 16 ranks)"),
    IMPORTED("maxFile", "8", "`board: size` (1 to 16 files, a letter or a number)"),
    NO("twoBoards", "false", "bughouse's second board is not supported"),
    IMPORTED("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "`setup`; Three-Check's `3+3` field gives the checks needed"),
    IMPORTED("mobilityRegion", "-", "a zone per side (`{ white: [...], black: [...] }`) and the piece's `region:`"),
    IMPORTED("pawnTypes", "p", "a custom piece named here is a pawn (`en_passant: true`, promotion, `fifty_moves: irreversible`) when its Betza takes en passant (`e`), or when no piece in play ever steps two squares straight; without `en_passant` when no piece can ever take en passant (none captures where it could not move); refused otherwise"),
    IMPORTED("promotionRank", "8", "that rank and the ranks beyond it promote (older form of promotionRegion)"),
    IMPORTED("promotionRegionWhite", "*8", "the last rank, a side-relative `promotion` zone of whole ranks, or squares (`g8 h8 h7`: each side's own); squares off the board are dropped, as FSF does"),
    IMPORTED("promotionRegionBlack", "*1", "mirrored: the same zone; else each side's own squares (the promotion zones and the pawns' drop zone per side)"),
    IMPORTED("promotionPawnTypes", "p", "the pieces that promote as the pawn does (a `promotion:` of their own; `-`: none but the pawn, which always does in Fairy-Stockfish)"),
    IMPORTED("promotionPawnTypesWhite", "p", "as promotionPawnTypes, for White: exact when each piece promotes alike for the sides that may have it"),
    IMPORTED("promotionPawnTypesBlack", "p", "as promotionPawnTypes, for Black: exact when each piece promotes alike for the sides that may have it"),
    IMPORTED("promotionPieceTypes", "nbrq", "the promoting pieces' `promotion: to:` (`-`: `to: []`, they stop before the region they still attack)"),
    IMPORTED("promotionPieceTypesWhite", "nbrq", "White's `promotion: to:`; where the sides' choices differ, `to: { white: [...], black: [...] }` (refused with a promotedPieceType or promotionLimit for that piece, or when one side has none)"),
    IMPORTED("promotionPieceTypesBlack", "nbrq", "Black's `promotion: to:` (as promotionPieceTypesWhite)"),
    IMPORTED("sittuyinPromotion", "false", "the pawn's `promotion: { in_place: true }` (a move of its own: into the met where it stands or onto an empty square the met could step to, never attacking an enemy piece nor giving check; in the zone, or anywhere by the last pawn) and the draw `pieces == 2 and Pawn == 1 and promotions_only` (refused for promotion types that capture otherwise than they move)"),
    IMPORTED("promotionLimit", "-", "`rules: promotion_limits`: each type with its promoted forms (refused where a pawn must promote, or promotes to the type by promotedPieceType)"),
    IMPORTED("promotedPieceType", "-", "each base piece (the pawn too: with a pawn promotion, one choice more of it, e7e8+) gets a promoted form (written +P, `demotes_to` the base, royal when its target is) it may promote to when a move starts or ends in the promotion region; a piece promoting as a pawn too gets both in one promotion where it never leaves the region (elgam's soldier)"),
    IMPORTED("piecePromotionOnCapture", "false", "the piece promotions' (and demotions') `on_capture: true`: only a capture promotes (refused for a pawn's promotedPieceType)"),
    IMPORTED("mandatoryPawnPromotion", "true", "false: the promoting pieces' `optional: true` (a move into the region may leave the pawn a pawn)"),
    IMPORTED("mandatoryPiecePromotion", "false", "the promotion's `optional: false`"),
    IMPORTED("pieceDemotion", "false", "each promoted form gets a `promotion` back `to:` its base by the same region and rule (Kyoto shogi's flip; UCI `g6g7-`); refused with pawn promotions, and for a promoted form that promotes on"),
    IMPORTED("blastOnCapture", "false", "`rules: explosions: true` (pawns spared next to a blast, as in atomic)"),
    IMPORTED("blastImmuneTypes", "none", "`rules: explosion_immune`: pieces no explosion removes"),
    IMPORTED("mutuallyImmuneTypes", "none", "those pieces' `spares_own_kind: true`: they never capture a piece of their own type (refused for the king, as Fairy-Stockfish refuses it)"),
    IMPORTED("petrifyOnCaptureTypes", "-", "those pieces' `petrify: true`: a capture leaves a wall where the capturer landed"),
    NO("petrifyBlastPieces", "false", WALLS),
    IMPORTED("doubleStep", "true", "the pawn's double step"),
    IMPORTED("doubleStepRank", "2", "the double step from each rank from doubleStepRankMin to this one (older name)"),
    IMPORTED("doubleStepRankMin", "2", "the double step from each rank from this one to 2, read only when doubleStepRank is not given (older name)"),
    IGNORED("firstRankDoubleSteps", "false", "Fairy-Stockfish no longer reads it: ignored with a warning, as it ignores it"),
    IMPORTED("doubleStepRegionWhite", "*2", "whole ranks (`*2 *3`): a double step from each; squares (`*2 b3 c3`): a zone `double-step` of each side's squares; where the region is not each side's second rank, that zone is also the `initial_zone` of the pieces with initial moves (Betza `i`), which Fairy-Stockfish makes from it"),
    IMPORTED("doubleStepRegionBlack", "*7", "whole ranks (`*7`, absolute, whatever the board's size, as in Fairy-Stockfish): when they do not mirror White's, or are squares, a zone `double-step` of each side's"),
    IMPORTED("tripleStepRegionWhite", "-", "whole ranks: a triple step from each (taken en passant on either square passed)"),
    IMPORTED("tripleStepRegionBlack", "-", "must mirror White's"),
    IMPORTED("enPassantRegion", "AllSquares", "`-`: no piece takes en passant (the pawns without `en_passant`); other regions: a zone `en_passant` and `rules: en_passant_zone: en_passant`"),
    IMPORTED("enPassantRegionWhite", "AllSquares", "the squares White takes en passant on: a zone `en_passant` of each side's squares and `rules: en_passant_zone: en_passant`"),
    IMPORTED("enPassantRegionBlack", "AllSquares", "the squares Black takes en passant on (as enPassantRegionWhite)"),
    NO("enPassantTypes", "p", "only pawns take en passant"),
    NO("enPassantTypesWhite", "p", "only pawns take en passant"),
    NO("enPassantTypesBlack", "p", "only pawns take en passant"),
    IMPORTED("castling", "true", "`castling` on the king, `castling_partner` on the rook"),
    IMPORTED("castlingDroppedPiece", "false", "`rules: castling_by_drop: e`: a king dropped on e1 (e8) gains castling with the rooks on the corners, a rook dropped on a corner with that king there its wing"),
    IMPORTED("castlingKingsideFile", "g", "`rules: castling_files` (ignored when the start FEN gives no castling right)"),
    IMPORTED("castlingQueensideFile", "c", "`rules: castling_files` (ignored when the start FEN gives no castling right)"),
    IMPORTED("castlingRank", "1", "castling happens where the start position's kings stand: that rank (refused when they stand elsewhere)"),
    IMPORTED("castlingKingFile", "e", "the file a dropped king castles from (`castling_by_drop`); otherwise the king castles from wherever it stands, as Fairy-Stockfish's does when one castling king stands on the castling rank (refused when more stand there)"),
    IMPORTED("castlingKingPiece", "k", "the piece that castles (a letter defined in the section)"),
    IMPORTED("castlingRookKingsideFile", "l", "the start FEN's `K` is the partner nearest the corner from that file inwards, as ours is from the corner: exact when no partner stands beyond the file (refused otherwise)"),
    IMPORTED("castlingRookQueensideFile", "a", "the start FEN's `Q` is the partner nearest the corner from that file inwards, as ours is from the corner: exact when no partner stands beyond the file (refused otherwise)"),
    IMPORTED("castlingRookPieces", "r", "the pieces of these letters are `castling_partner: true` (by default the rook)"),
    IMPORTED("castlingRookPiece", "r", "as castlingRookPieces (older name)"),
    IMPORTED("castlingKingPieceWhite", "k", "White's castlingKingPiece: exact when Black's is the same"),
    IMPORTED("castlingKingPieceBlack", "k", "Black's castlingKingPiece: exact when White's is the same"),
    IMPORTED("castlingRookPiecesWhite", "r", "White's castlingRookPieces: exact when Black's are the same"),
    IMPORTED("castlingRookPiecesBlack", "r", "Black's castlingRookPieces: exact when White's are the same"),
    IMPORTED("oppositeCastling", "false", "`rules: opposite_castling: true` (castling on a wing takes the opponent's right on that wing)"),
    IMPORTED("checking", "true", "`rules: giving_check: forbidden` when false"),
    IMPORTED("dropChecks", "true", "false: every piece's `drop: { check: forbidden }`"),
    IMPORTED("mustCapture", "false", "`rules: captures_compulsory`"),
    IMPORTED("mustDrop", "false", "`rules: must_drop: true`: while a drop is legal, only drops are"),
    NO("mustDropType", "*", "a side with any piece in hand must drop here"),
    IMPORTED("pieceDrops", "false", "`rules: hands: true`: pieces in hand may be dropped"),
    IMPORTED("dropLoop", "false", "true: a captured promoted piece goes to the hand as the piece it is (a queen, not a pawn): no `demotes_to` (refused with promotedPieceType)"),
    IMPORTED("capturesToHand", "false", "`rules: captures_to_hand` (a promoted pawn goes back as a pawn: its promoted forms `demotes_to: pawn`, written Q~)"),
    IMPORTED("firstRankPawnDrops", "false", "the pawn's `drop: zone` (its own first rank left out unless true)"),
    IMPORTED("promotionZonePawnDrops", "false", "the pawn's `drop: zone` (its promotion ranks left out unless true)"),
    IMPORTED("enclosingDrop", "none", "`top`: `rules: drop_entry: top`; `anyside`: `drop_entry: any_side` (refused with drop regions, which Fairy-Stockfish ignores then); `rules: drop_rule`: reversi `enclosing`, ataxx `beside_own`, snort `apart`"),
    IMPORTED("enclosingDropStart", "-", "a zone and `rules: first_drops` (squares on the board)"),
    IMPORTED("dropRegionWhite", "-", "a zone `drops` (pawns: `pawn_drops`, without their forbidden ranks) every piece's `drop: { zone }` names"),
    IMPORTED("dropRegionBlack", "-", "as dropRegionWhite, for Black"),
    IMPORTED("whiteDropRegion", "-", "as dropRegionWhite (older name; dropRegionWhite in the same section wins)"),
    IMPORTED("blackDropRegion", "-", "as dropRegionBlack (older name; dropRegionBlack in the same section wins)"),
    IMPORTED("dropOnTop", "false", "true: as `enclosingDrop = top` (older name; enclosingDrop in the same section wins)"),
    IMPORTED("sittuyinRookDrop", "false", "the rook's `drop: { zone: rook_drops }`: the drop region's squares on the side's own first rank"),
    IMPORTED("dropOppositeColoredBishop", "false", "the bishop's `drop: { opposite_colours: true }`: half of a side's bishops on each square colour, other drops leaving room for them"),
    IMPORTED("dropPromoted", "false", "each piece with a promoted form gets `drop: { promoted: [form] }`: dropped as it too, where the piece in hand may be dropped (UCI `+P@e4`)"),
    IMPORTED("dropNoDoubled", "-", "that piece's `drop: { no_doubled: true }` (nifu)"),
    IMPORTED("dropNoDoubledCount", "1", "1: nifu (`no_doubled: true`); N: `no_doubled: N` (not onto a file holding N of them, tori shogi's 2); 0: that piece is never dropped (`drop: false`)"),
    IMPORTED("immobilityIllegal", "false", "`rules: immobility: illegal`"),
    IMPORTED("gating", "false", "`rules: gating: true` (with seirawanGating; with pieceDrops and capturesToHand too, S-House: any piece in hand is gated or dropped; without either, only where no piece can ever be in hand: the gates are then rights, as cambodianMoves reads them)"),
    IMPORTED("wallingRule", "none", "`rules: walls:` duck, arrow, past, edge or static (a wall with every move)"),
    IMPORTED("wallingRegionWhite", "all squares", "a zone `walls` of each side's squares and `rules: walls_zone: walls`"),
    IMPORTED("wallingRegionBlack", "all squares", "a zone `walls` of each side's squares and `rules: walls_zone: walls`"),
    IMPORTED("wallingRegion", "all squares", "both sides' walling region"),
    IMPORTED("wallOrMove", "false", "`rules: walls_or_move: true` (a move or a wall, written as FSF writes it)"),
    IMPORTED("seirawanGating", "false", "gating onto the square a first-rank piece leaves; castling onto either square left"),
    IMPORTED("cambodianMoves", "false", "the king's `first_moves: { betza: mfsN, in_check: false, lost_on_line: [rook] }` and the fers's (met's) `first_moves: { betza: mfD }`, their rights the gates of `gating`"),
    IMPORTED("diagonalLines", "-", "a zone `lines`; the rook, wazir, soldier and janggi cannon get their diagonal moves from a point of the lines onto another in their scripts (of any length, the squares between need not be points)"),
    IMPORTED("pass", "false", "`rules: pass: true`; two passes in a row end the game (a draw, or counted)"),
    IMPORTED("passWhite", "false", "`rules: pass` (both sides alike only)"),
    IMPORTED("passBlack", "false", "`rules: pass` (both sides alike only)"),
    IMPORTED("passOnStalemate", "false", "`rules: pass: stalemate` (a pass only when there is no other move)"),
    IMPORTED("passOnStalemateWhite", "false", "`rules: pass: stalemate` (both sides alike only)"),
    IMPORTED("passOnStalemateBlack", "false", "`rules: pass: stalemate` (both sides alike only)"),
    IMPORTED("makpongRule", "false", "`rules: royal_in_check: capture_only`: the king in check moves only to take the one piece that gives check"),
    IMPORTED("flyingGeneral", "false", "`rules: flying_general: true`"),
    IMPORTED("soldierPromotionRank", "1", "the soldier's script: sideways from that rank on (a zone `soldier-sideways`)"),
    IMPORTED("flipEnclosedPieces", "none", "`rules: flip`: reversi `enclosed`, ataxx `adjacent`, quadwrangle `adjacent_joined`"),
    IMPORTED("nMoveRuleTypes", "p", "the pieces whose moves reset the fifty-move count: `fifty_moves: irreversible` (only a move they could not make back), `count` for a pawn left out"),
    IMPORTED("nMoveRuleTypesWhite", "p", "as nMoveRuleTypes, for White: exact when the sides that may have a piece agree"),
    IMPORTED("nMoveRuleTypesBlack", "p", "as nMoveRuleTypes, for Black: exact when the sides that may have a piece agree"),
    IMPORTED("nMoveRule", "50", "50: `fifty_moves`; N: a draw `halfmoves >= 2N` (a claim, as the fifty-move rule); 0: none"),
    IMPORTED("nFoldRule", "3", "3: `repetition`; N: `position_count >= N`; 0: none"),
    IMPORTED("nFoldValue", "draw", "a victory at the repetition: for whoever made the last move when the side to move loses (`moved`), or the other way round"),
    IMPORTED("nFoldValueAbsolute", "false", "nFoldValue is White's: the `white`/`black` atoms"),
    IMPORTED("perpetualCheckIllegal", "false", "a victory `position_count >= N and opponent.perpetual_check and not perpetual_check`"),
    IMPORTED("moveRepetitionIllegal", "false", "`rules: move_repetition: true` and the victory `opponent.move_repetition`: shuttling one piece loses (with an nFoldRule)"),
    IMPORTED("chasingRule", "none", "axf: `rules: chasing: axf`, each xiangqi piece's `chase_role`, the `river` and a victory `perpetual_chase` (a side that chased throughout a repetition loses)"),
    IMPORTED("stalemateValue", "draw", "draw: `draw: stalemate`; win: `victory: stalemate`; loss: `victory: opponent.stalemate`"),
    IMPORTED("stalematePieceCount", "false", "victories `stalemate and pieces > opponent.pieces` and the like (with materialCounting none or unweighted)"),
    IMPORTED("checkmateValue", "loss", "loss: `victory: checkmate`; win: `victory: no_moves and not stalemate` (the mated side wins, misère); draw: no victory (a side without a move draws)"),
    IMPORTED("shogiPawnDropMateIllegal", "false", "the shogi pawn's `drop: { mate: loses }` (a drop that mates loses, as Fairy-Stockfish scores it)"),
    IMPORTED("shatarMateRule", "false", "`rules: check_series: [knight, rook, bers]` (those in play) and the victories `checkmate: checkmate and check_series and not check only by Knight` and `knight_mate: no_moves and opponent.check only by Knight` (a mate by knights alone loses for the side that gives it), with the draw `niol: checkmate` (a mate with no check by a knight, rook or bers in the series of checks before it); refused unless checkmateValue = loss"),
    IMPORTED("bikjangRule", "false", "`rules: bikjang: true` and the condition word `bikjang`"),
    IMPORTED("extinctionValue", "none", "win or loss: an `extinction` victory; draw: an `extinction` draw, and every victory said only while no side is extinct (Fairy-Stockfish asks extinction first, before checkmate; refused with extinctionClaim)"),
    IMPORTED("extinctionClaim", "false", "the extinction condition asks one more of the side that moved: `(opponent.pieces <= 1 and (pieces >= 3 or (not moved and pieces >= 2)))`, shatranj's bare king (with drops: refused)"),
    IMPORTED("extinctionPseudoRoyal", "false", "the extinction pieces are `royal: true` and the game ends by checkmate, not extinction (with explosions: extinction stays, touching royal pieces are immune, as FSF's pseudo-royals); `royal_at_most: extinctionPieceCount + 1` when a side starts with more or a pawn or a piece may promote into the type; a piece promoting into it (promotedPieceType) gets `royal_next_move: true` and its promoted form `counted_with:` the type, as Fairy-Stockfish judges that promotion by the royalty before the move (sho shogi's crown prince), or is not royal where it wins at once as the flag piece (backrank); refused when drops or gating may bring more, whose royalty Fairy-Stockfish also judges before the move"),
    IMPORTED("dupleCheck", "false", "with extinctionPseudoRoyal: `rules: duple_check: true`: a side whose extinction pieces are all attacked is in check, royal or not by `royal_at_most` (spartan's two kings); nothing without it"),
    IMPORTED("extinctionPieceTypes", "-", "the kinds counted (`*` for all)"),
    IMPORTED("extinctionPieceCount", "0", "the extinction condition counts down to it: `opponent.Queen <= 1`"),
    IMPORTED("extinctionOpponentPieceCount", "0", "the extinction condition asks the other side to keep that many: `(opponent.pieces <= 0 and pieces >= 1)`"),
    IMPORTED("flagPiece", "*", "the piece that must reach the flag region"),
    IMPORTED("flagPieceWhite", "*", "the flag piece when Black's is the same"),
    IMPORTED("flagPieceBlack", "*", "must be the same as White's"),
    IMPORTED("flagRegion", "-", "zones `white_flag` and `black_flag`"),
    IMPORTED("flagRegionWhite", "-", "zone `white_flag` and its victory"),
    IMPORTED("flagRegionBlack", "-", "zone `black_flag` and its victory"),
    IMPORTED("whiteFlag", "-", "zone `white_flag` (older name)"),
    IMPORTED("blackFlag", "-", "zone `black_flag` (older name)"),
    IMPORTED("flagPieceCount", "1", "the flag victory counts them: `Piece in zone.white_flag >= N`"),
    IMPORTED("flagPieceBlockedWin", "false", "the flag victory also holds with one flag piece there and the region full: `or (X in zone >= 1 and (pieces in zone >= k and opponent.pieces in zone >= R-k) or ...)`"),
    IMPORTED("flagMove", "false", "`rules: equal_turns: true` (the other side gets its reply); with flagPieceSafe it is said in the victories"),
    IMPORTED("flagPieceSafe", "false", "with any piece as the flag piece: victories `pieces in zone >= N and (more than N or attacked in zone == 0)` for one side only, a draw for both; with flagMove, the side to move wins first when its pieces are still there (`not moved and ...`), no draw"),
    IMPORTED("checkCounting", "false", "`check_counting: checks >= N`"),
    IMPORTED("connectN", "0", "a victory `row >= N` (N of the mover's pieces next to each other along a rank, file or diagonal)"),
    IMPORTED("connectPieceTypes", "*", "`rules: rows: pieces` (the game's pieces of those letters)"),
    IMPORTED("connectVertical", "true", "`rules: rows: along` (false: without `file`); with connectRegion: `rules: connect_steps` (without `north`)"),
    IMPORTED("connectHorizontal", "true", "`rules: rows: along` (false: without `rank`); with connectRegion: `rules: connect_steps` (without `east`)"),
    IMPORTED("connectDiagonal", "true", "`rules: rows: along` (false: without `diagonal`); with connectRegion: `rules: connect_steps` (without `northeast, southeast`)"),
    IMPORTED("connectRegion1White", "-", "a zone `white_connect_1`; with both: the victory `moved and connected zone.white_connect_1 zone.white_connect_2`, a chain grown east and north (and northeast, southeast) only, as Fairy-Stockfish grows it"),
    IMPORTED("connectRegion2White", "-", "a zone `white_connect_2`; with both: the victory `moved and connected zone.white_connect_1 zone.white_connect_2`, a chain grown east and north (and northeast, southeast) only, as Fairy-Stockfish grows it"),
    IMPORTED("connectRegion1Black", "-", "a zone `black_connect_1`; with both: the victory `moved and connected zone.black_connect_1 zone.black_connect_2`, a chain grown east and north (and northeast, southeast) only, as Fairy-Stockfish grows it"),
    IMPORTED("connectRegion2Black", "-", "a zone `black_connect_2`; with both: the victory `moved and connected zone.black_connect_1 zone.black_connect_2`, a chain grown east and north (and northeast, southeast) only, as Fairy-Stockfish grows it"),
    IMPORTED("connectNxN", "0", "a victory `block >= N` (an N×N square of the mover's pieces)"),
    IMPORTED("collinearN", "0", "a victory `line >= N` (N of the mover's pieces on one rank, file or diagonal, gaps allowed)"),
    IMPORTED("connectValue", "win", "`loss`: the row, line or block loses for the side that makes it (`not moved and opponent.row >= N`); `draw` is refused"),
    IMPORTED("materialCounting", "none", "the endings that would be draws are decided: `janggi` by `points` (values 13/7/5/3/3/2), `unweighted` by `pieces`, `whitedrawodds`/`blackdrawodds` for that side"),
    IMPORTED("adjudicateFullBoard", "false", "`empty_squares == 0` ends the game, counted as materialCounting says (a draw without it)"),
    IMPORTED("countingRule", "none", "`makruk`, `asean` or `cambodian`: `rules: counting: makruk` (`asean`, `cambodian`) and the draw `counting_expired`"),
    IMPORTED("castlingWins", "-", "victories `castled_queenside` (...) for the side that castles so, and for the other side once every such right is lost (`not Black.castling_queenside`)"),
    IMPORTED("freeDrops", "false", "`rules: free_drops: true`"),
    IMPORTED("chess960", "false", "`start: chess960`: new games from a shuffle of the setup's first rank on any width (caparandom's 84000 on 10 files; castling is always by the Chess960 rules here); refused when the setup has no first rank of two bishops, a king, two rooks and other pieces"),
};

const FsfKey *fsf_keys(int *count)
{
    *count = (int)(sizeof KEYS / sizeof KEYS[0]);
    return KEYS;
}

const FsfKey *fsf_key_find(const char *name)
{
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++)
        if (!strcmp(KEYS[i].name, name))
            return &KEYS[i];
    /* mobilityRegionWhiteKing and the like: one entry for the family */
    if (!strncmp(name, "mobilityRegion", 14))
        return fsf_key_find("mobilityRegion");
    return NULL;
}

static bool means_nothing(const char *v)
{
    return !v[0] || !strcmp(v, "-") || !strcasecmp(v, "none");
}

static bool means_everything(const char *v)
{
    return !strcasecmp(v, "AllSquares") || !strcasecmp(v, "all squares") || !strcmp(v, "*");
}

bool fsf_key_is_default(const FsfKey *k, const char *value)
{
    if (!strcmp(k->fallback, value))
        return true;
    if (means_nothing(k->fallback) && means_nothing(value))
        return true;
    return means_everything(k->fallback) && means_everything(value);
}
