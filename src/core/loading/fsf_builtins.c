/* fsf_builtins.c — Fairy-Stockfish's built-in variants as variants.ini sections
 * (see fsf_builtins.h). Written from the rules each variant plays (Fairy-Stockfish's
 * documentation of its keys and its variant definitions), in the ini keys an author
 * would use, so an import reads them with the same code as the author's own sections
 * and refuses them, key by key, where a rule cannot be carried over yet. */
#include "fsf_builtins.h"

#include <stdlib.h>
#include <string.h>

static const char *const BUILTINS[] = {
    /* Fairy-Stockfish's chess defaults are the importer's starting point */
    "[chess]\n",
    "[normal:chess]\n",
    "[fairy:chess]\n"
    "silver = s\nfers = f\narchbishop = a\nchancellor = c\ncommoner = m\n",
    "[nocastle:chess]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\ncastling = false\n",
    /* ---- goals on the board ---- */
    "[kingofthehill:chess]\n"
    "flagPiece = k\nflagRegionWhite = d4 e4 d5 e5\nflagRegionBlack = d4 e4 d5 e5\n",
    "[racingkings:chess]\n"
    "startFen = 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1\n"
    "flagPiece = k\nflagRegionWhite = *8\nflagRegionBlack = *8\nflagMove = true\n"
    "castling = false\nchecking = false\n",
    "[3check:chess]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1\ncheckCounting = true\n",
    "[5check:3check]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1\n",
    /* ---- losing and extinction ---- */
    "[giveaway:chess]\n"
    "king = -\ncommoner = k\ncastlingKingPiece = k\npromotionPieceTypes = kqrbn\n"
    "stalemateValue = win\nextinctionValue = win\nextinctionPieceTypes = *\nmustCapture = true\n",
    "[antichess:giveaway]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\ncastling = false\n",
    "[suicide:antichess]\n"
    "stalematePieceCount = true\n",
    "[losers:chess]\n"
    "checkmateValue = win\nstalemateValue = win\nextinctionValue = win\nextinctionPieceTypes = *\n"
    "extinctionPieceCount = 1\nmustCapture = true\n",
    "[extinction:chess]\n"
    "king = -\ncommoner = k\ncastlingKingPiece = k\npromotionPieceTypes = kqrbn\n"
    "extinctionValue = loss\nextinctionPieceTypes = kqrbnp\n",
    "[horde:chess]\n"
    "startFen = rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1\n"
    "doubleStepRegionWhite = *1 *2\nenPassantRegionWhite = *6\nenPassantRegionBlack = *3\n"
    "extinctionValue = loss\nextinctionPieceTypes = *\n",
    /* ---- other boards and armies ---- */
    "[gardner:chess]\n"
    "maxRank = 5\nmaxFile = e\nstartFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\n"
    "promotionRegionWhite = *5\npromotionRegionBlack = *1\ndoubleStep = false\ncastling = false\n",
    "[losalamos:chess]\n"
    "maxRank = 6\nmaxFile = f\nbishop = -\nstartFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1\n"
    "promotionRegionWhite = *6\npromotionRegionBlack = *1\npromotionPieceTypes = qrn\n"
    "doubleStep = false\ncastling = false\n",
    "[capablanca:chess]\n"
    "maxFile = j\ncastlingKingsideFile = i\ncastlingQueensideFile = c\narchbishop = a\nchancellor = c\n"
    "startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n"
    "promotionPieceTypes = acqrbn\n",
    "[janus:chess]\n"
    "maxFile = j\ncastlingKingsideFile = i\ncastlingQueensideFile = b\narchbishop = j\n"
    "startFen = rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1\n"
    "promotionPieceTypes = jqrbn\n",
    "[grand:chess]\n"
    "maxRank = 10\nmaxFile = j\narchbishop = a\nchancellor = c\n"
    "startFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1\n"
    "promotionPieceTypes = acqrbn\npromotionRegionWhite = *8 *9 *10\npromotionRegionBlack = *3 *2 *1\n"
    "promotionLimit = a:1 c:1 q:1 r:2 b:2 n:2\nmandatoryPawnPromotion = false\nimmobilityIllegal = true\n"
    "doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\ncastling = false\n",
    "[knightmate:chess]\n"
    "commoner = m\nknight = -\nstartFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1\n"
    "kingType = n\npromotionPieceTypes = mqrb\n",
    "[amazon:chess]\n"
    "queen = -\namazon = a\nstartFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n"
    "promotionPieceTypes = arbn\n",
    "[breakthrough:chess]\n"
    "pawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\nbreakthrough = p\n"
    "startFen = pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1\n"
    "doubleStep = false\ncastling = false\nstalemateValue = loss\n"
    "flagPiece = p\nflagRegionWhite = *8\nflagRegionBlack = *1\n",
    /* ---- pieces in hand ---- */
    "[crazyhouse:chess]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n"
    "pieceDrops = true\ncapturesToHand = true\n",
    "[pocketknight:chess]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1\npieceDrops = true\n",
    "[placement:chess]\n"
    "startFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1\n"
    "mustDrop = true\npieceDrops = true\ndropRegionWhite = *1\ndropRegionBlack = *8\n"
    "dropOppositeColoredBishop = true\ncastlingDroppedPiece = true\n",
    "[minishogi:chess]\n"
    "maxRank = 5\nmaxFile = e\npawn = -\nknight = -\nqueen = -\n"
    "shogiPawn = p\nsilver = s\ngold = g\nbishop = b\ndragonHorse = h\nrook = r\ndragon = d\nking = k\n"
    "startFen = rbsgk/4p/5/P4/KGSBR[-] w 0 1\n"
    "pieceDrops = true\ncapturesToHand = true\npromotionRegionWhite = *5\npromotionRegionBlack = *1\n"
    "doubleStep = false\ncastling = false\npromotedPieceType = p:g s:g b:h r:d\n"
    "dropNoDoubled = p\nimmobilityIllegal = true\nshogiPawnDropMateIllegal = true\n"
    "stalemateValue = loss\nnFoldRule = 4\nnMoveRule = 0\nperpetualCheckIllegal = true\n"
    "nFoldValue = loss\nnFoldValueAbsolute = true\n",
    "[gorogoro:minishogi]\n"
    "maxRank = 6\nstartFen = sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1\n"
    "promotionRegionWhite = *5 *6\npromotionRegionBlack = *2 *1\nnFoldValue = draw\nnFoldValueAbsolute = false\n",
    "[shogi:minishogi]\n"
    "maxRank = 9\nmaxFile = i\nlance = l\nshogiKnight = n\n"
    "startFen = lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1\n"
    "promotionRegionWhite = *7 *8 *9\npromotionRegionBlack = *3 *2 *1\n"
    "promotedPieceType = p:g s:g b:h r:d l:g n:g\nnFoldValue = draw\nnFoldValueAbsolute = false\n",
    /* pieces that flip between their two forms with every move (Kyoto shogi) and that
     * flip by capturing only (micro shogi); written out in full, as promotedPieceType
     * only adds to a template's */
    "[kyotoshogi:chess]\n"
    "maxRank = 5\nmaxFile = e\npawn = -\nknight = -\nqueen = -\n"
    "shogiPawn = p\nsilver = s\ngold = g\nbishop = b\ndragonHorse = h\nrook = r\ndragon = d\nking = k\n"
    "lance = l\nshogiKnight = n\nstartFen = p+nks+l/5/5/5/+LSK+NP[-] w 0 1\n"
    "pieceDrops = true\ncapturesToHand = true\npromotionRegionWhite = *1 *2 *3 *4 *5\n"
    "promotionRegionBlack = *1 *2 *3 *4 *5\ndoubleStep = false\ncastling = false\n"
    "promotedPieceType = p:r s:b l:g n:g\nmandatoryPiecePromotion = true\npieceDemotion = true\n"
    "dropPromoted = true\nstalemateValue = loss\nnFoldRule = 4\nnMoveRule = 0\nperpetualCheckIllegal = true\n",
    "[micro:chess]\n"
    "maxRank = 5\nmaxFile = d\npawn = -\nknight = -\nqueen = -\n"
    "shogiPawn = p\nsilver = s\ngold = g\nbishop = b\ndragonHorse = h\nrook = r\ndragon = d\nking = k\n"
    "lance = l\nshogiKnight = n\nstartFen = kb+r+l/p3/4/3P/+L+RBK[-] w 0 1\n"
    "pieceDrops = true\ncapturesToHand = true\npromotionRegionWhite = *1 *2 *3 *4 *5\n"
    "promotionRegionBlack = *1 *2 *3 *4 *5\ndoubleStep = false\ncastling = false\n"
    "promotedPieceType = l:s b:g r:g p:n\nmandatoryPiecePromotion = true\npieceDemotion = true\n"
    "piecePromotionOnCapture = true\ndropPromoted = true\nstalemateValue = loss\nnFoldRule = 4\nnMoveRule = 0\n"
    "perpetualCheckIllegal = true\n",
    /* ---- gating ---- */
    "[seirawan:chess]\n"
    "archbishop = h\nchancellor = e\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1\n"
    "gating = true\nseirawanGating = true\npromotionPieceTypes = heqrbn\n",
    "[shouse:seirawan]\n"
    "pieceDrops = true\ncapturesToHand = true\n",
    /* ---- explosions ---- */
    "[nocheckatomic:chess]\n"
    "king = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\nextinctionPieceTypes = k\n"
    "blastOnCapture = true\n",
    "[atomic:nocheckatomic]\n"
    "extinctionPseudoRoyal = true\n",
    /* ---- the chess of Asia ---- */
    "[makruk:chess]\n"
    "bishop = -\nqueen = -\nkhon = s\nmet = m\n"
    "startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\n"
    "promotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *3 *2 *1\npromotionPieceTypes = m\n"
    "doubleStep = false\ncastling = false\nnMoveRule = 0\ncountingRule = makruk\n",
    /* kingType is ours: Fairy-Stockfish sets its xiangqi kings in code (kingType = WAZIR) */
    "[minixiangqi:chess]\n"
    "maxRank = 7\nmaxFile = g\npawn = -\nknight = -\nbishop = -\nqueen = -\n"
    "rook = r\nhorse = n\ncannon = c\nsoldier = p\nkingType = wazir\nfenSynonyms = horse:h\n"
    "startFen = rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1\n"
    "mobilityRegionWhiteKing = c1 d1 e1 c2 d2 e2 c3 d3 e3\n"
    "mobilityRegionBlackKing = c5 d5 e5 c6 d6 e6 c7 d7 e7\n"
    "doubleStep = false\ncastling = false\npromotionPieceTypes = -\n"
    "stalemateValue = loss\nflyingGeneral = true\nperpetualCheckIllegal = true\n",
    "[xiangqi:minixiangqi]\n"
    "maxRank = 10\nmaxFile = i\nelephant = b\nfers = a\nfenSynonyms = horse:h elephant:e\n"
    "startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
    "mobilityRegionWhiteKing = d1 e1 f1 d2 e2 f2 d3 e3 f3\n"
    "mobilityRegionBlackKing = d8 e8 f8 d9 e9 f9 d10 e10 f10\n"
    "mobilityRegionWhiteFers = d1 e1 f1 d2 e2 f2 d3 e3 f3\n"
    "mobilityRegionBlackFers = d8 e8 f8 d9 e9 f9 d10 e10 f10\n"
    "mobilityRegionWhiteElephant = *1 *2 *3 *4 *5\nmobilityRegionBlackElephant = *6 *7 *8 *9 *10\n"
    "soldierPromotionRank = 6\nchasingRule = axf\n",
    "[janggi:xiangqi]\n"
    "fers = -\ncannon = -\nelephant = -\nwazir = a\njanggiCannon = c\njanggiElephant = b\n"
    "fenSynonyms = horse:h janggi-elephant:e\n"
    "startFen = rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1\n"
    "mobilityRegionWhiteFers = -\nmobilityRegionBlackFers = -\n"
    "mobilityRegionWhiteElephant = -\nmobilityRegionBlackElephant = -\n"
    "mobilityRegionWhiteWazir = d1 e1 f1 d2 e2 f2 d3 e3 f3\n"
    "mobilityRegionBlackWazir = d8 e8 f8 d9 e9 f9 d10 e10 f10\n"
    "soldierPromotionRank = 1\nflyingGeneral = false\nbikjangRule = true\nmaterialCounting = janggi\n"
    "diagonalLines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10\npass = true\nnFoldValue = draw\n"
    "perpetualCheckIllegal = true\nchasingRule = none\n",
    /* ---- more of Fairy-Stockfish's built-ins (variant.cpp), as their definitions set them ---- */
    "[janggitraditional:janggi]\n"
    "materialCounting = none\n",
    "[janggicasual:janggi]\n"
    "bikjangRule = false\nmaterialCounting = none\n",
    "[janggimodern:janggi]\n"
    "bikjangRule = false\nmoveRepetitionIllegal = true\nnFoldRule = 4\nnMoveRule = 100\n",
    "[embassy:capablanca]\n"
    "castlingKingsideFile = h\ncastlingQueensideFile = b\n"
    "startFen = rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1\n",
    "[gothic:capablanca]\n"
    "startFen = rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1\n",
    "[caparandom:capablanca]\n"
    "chess960 = true\n",
    "[capahouse:capablanca]\n"
    "startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1\n"
    "pieceDrops = true\ncapturesToHand = true\n",
    "[almost:chess]\n"
    "queen = -\nchancellor = c\nstartFen = rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1\n"
    "promotionPieceTypes = crbn\n",
    "[chigorin:chess]\n"
    "chancellor = c\nstartFen = rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1\n"
    "promotionPieceTypesWhite = crn\npromotionPieceTypesBlack = qrb\n",
    "[shatranj:chess]\n"
    "bishop = -\nqueen = -\nalfil = b\nfers = q\nstartFen = rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1\n"
    "promotionPieceTypes = q\ndoubleStep = false\ncastling = false\nextinctionValue = loss\n"
    "extinctionClaim = true\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n"
    "extinctionOpponentPieceCount = 2\nstalemateValue = loss\nnMoveRule = 70\n",
    "[chaturanga:shatranj]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\nextinctionValue = none\n",
    "[courier:chess]\n"
    "maxFile = l\nqueen = -\nalfil = e\nfers = f\ncommoner = m\nwazir = w\n"
    "startFen = rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1\n"
    "promotionPieceTypes = f\ndoubleStep = false\ncastling = false\nextinctionValue = loss\n"
    "extinctionClaim = true\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n"
    "extinctionOpponentPieceCount = 2\nstalemateValue = loss\n",
    "[nightrider:chess]\n"
    "knight = -\ncustomPiece1 = n:NN\npromotionPieceTypes = qrbn\n",
    "[grasshopper:chess]\n"
    "customPiece1 = g:gQ\npromotionPieceTypes = qrbng\ndoubleStep = false\n"
    "startFen = rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1\n",
    "[misere:chess]\n"
    "checkmateValue = win\n",
    "[coregal:chess]\n"
    "extinctionValue = loss\nextinctionPieceTypes = q\nextinctionPseudoRoyal = true\nextinctionPieceCount = 64\n",
    "[centaur:chess]\n"
    "maxFile = j\ncastlingKingsideFile = i\ncastlingQueensideFile = c\ncentaur = c\n"
    "startFen = rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1\n"
    "promotionPieceTypes = cqrbn\n",
    "[chancellor:chess]\n"
    "maxRank = 9\nmaxFile = i\npromotionRegionWhite = *9\npromotionRegionBlack = *1\n"
    "doubleStepRegionWhite = *2\ndoubleStepRegionBlack = *8\nchancellor = c\n"
    "startFen = rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1\npromotionPieceTypes = cqrbn\n",
    "[kinglet:extinction]\n"
    "promotionPieceTypes = k\nextinctionPieceTypes = p\n",
    "[threekings:chess]\n"
    "king = -\ncommoner = k\ncastlingKingPiece = k\nstartFen = knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1\n"
    "extinctionValue = loss\nextinctionPieceTypes = k\nextinctionPieceCount = 2\n",
    "[codrus:giveaway]\n"
    "promotionPieceTypes = qrbn\nextinctionPieceTypes = k\n",
    "[berolina:chess]\n"
    "pawn = -\ncustomPiece1 = p:mfFcfeWimfnA\npawnTypes = p\n",
    "[pawnsideways:chess]\n"
    "pawn = -\ncustomPiece1 = p:fsmWfceFifmnD\npawnTypes = p\n",
    "[pawnback:chess]\n"
    "pawn = -\ncustomPiece1 = p:fbmWfceFifmnD\npawnTypes = p\nnMoveRuleTypes = -\n"
    "mobilityRegionWhiteCustomPiece1 = *2 *3 *4 *5 *6 *7 *8\nmobilityRegionBlackCustomPiece1 = *1 *2 *3 *4 *5 *6 *7\n",
    "[euroshogi:minishogi]\n"
    "maxRank = 8\nmaxFile = h\ncustomPiece1 = n:fNsW\n"
    "startFen = 1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1\n"
    "promotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *3 *2 *1\npromotedPieceType = n:g\n"
    "mandatoryPiecePromotion = true\n",
    "[hoppelpoppel:chess]\n"
    "knight = -\nbishop = -\nknibis = n\nbiskni = b\npromotionPieceTypes = qrbn\n",
    "[newzealand:chess]\n"
    "rook = -\nknight = -\nrookni = r\nkniroo = n\ncastlingRookPieces = r\npromotionPieceTypes = qrbn\n",
    "[sortofalmost:chess]\n"
    "chancellor = c\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1\n"
    "promotionPieceTypesWhite = crbn\npromotionPieceTypesBlack = qrbn\n",
    "[opulent:grand]\n"
    "knight = -\ncustomPiece1 = n:NW\ncustomPiece2 = w:CF\ncustomPiece3 = l:FDH\n"
    "startFen = rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1\n"
    "promotionPieceTypes = acqrbnwl\npromotionLimit = a:1 c:1 q:1 r:2 b:2 n:2 w:2 l:2\n",
    "[tencubed:chess]\n"
    "maxRank = 10\nmaxFile = j\narchbishop = a\nchancellor = m\ncustomPiece1 = c:DAW\ncustomPiece2 = w:CF\n"
    "startFen = 2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1\n"
    "promotionPieceTypes = amq\npromotionRegionWhite = *10\npromotionRegionBlack = *1\n"
    "doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\ncastling = false\n",
    "[perfect:chess]\n"
    "chancellor = c\narchbishop = m\namazon = g\n"
    "startFen = cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1\n"
    "promotionPieceTypes = gcmqrbn\ncastlingRookPieces = rc\n",
    "[paradigm:chess]\n"
    "bishop = -\ncustomPiece1 = b:BnN\npromotionPieceTypes = qbrn\n",
    "[gustav3:chess]\n"
    "maxFile = j\ncastlingKingsideFile = h\ncastlingQueensideFile = d\namazon = a\n"
    "startFen = arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1\n"
    "promotionPieceTypes = aqrbn\n",
    "[jesonmor:chess]\n"
    "maxRank = 9\nmaxFile = i\npawn = -\nbishop = -\nrook = -\nqueen = -\nking = -\n"
    "startFen = nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1\ndoubleStep = false\ncastling = false\n"
    "stalemateValue = loss\nflagPiece = n\nflagRegionWhite = e5\nflagRegionBlack = e5\nflagMove = true\n",
    "[joust:chess]\n"
    "pawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\ncustomPiece1 = n:mN\n"
    "startFen = 8/8/8/4n3/3N4/8/8/8 w - - 0 1\nstalemateValue = loss\nwallingRule = past\n",
    "[legan:chess]\n"
    "pawn = -\ncustomPiece1 = p:mflFcflW\npawnTypes = p\ndoubleStep = false\n"
    "promotionRegionWhite = a8 b8 c8 d8 a7 a6 a5\npromotionRegionBlack = e1 f1 g1 h1 h2 h3 h4\n"
    "startFen = knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1\n",
    "[fischerandom:chess]\n"
    "chess960 = true\n",
    "[armageddon:chess]\n"
    "materialCounting = blackdrawodds\n",
    "[torpedo:chess]\n"
    "doubleStepRegionWhite = *1 *2 *3 *4 *5 *6 *7 *8\ndoubleStepRegionBlack = *1 *2 *3 *4 *5 *6 *7 *8\n",
    "[clobber:chess]\n"
    "maxRank = 6\nmaxFile = e\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\nclobber = p\n"
    "startFen = PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w 0 1\ndoubleStep = false\ncastling = false\n"
    "stalemateValue = loss\nimmobilityIllegal = false\n",
    "[clobber10:clobber]\n"
    "maxRank = 10\nmaxFile = j\nstartFen = PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/"
    "pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w 0 1\n",
    "[flipersi:chess]\n"
    "pawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\nimmobile = p\n"
    "startFen = 8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] w 0 1\n"
    "pieceDrops = true\ndoubleStep = false\ncastling = false\nimmobilityIllegal = false\nstalemateValue = loss\n"
    "stalematePieceCount = true\npassOnStalemate = false\nenclosingDrop = reversi\n"
    "enclosingDropStart = d4 e4 d5 e5\nflipEnclosedPieces = reversi\nmaterialCounting = unweighted\n"
    "adjudicateFullBoard = true\n",
    "[mini:minishogi]\n",
    "[flipello10:flipello]\n"
    "maxRank = 10\nmaxFile = j\nenclosingDropStart = e5 f5 e6 f6\n"
    "startFen = 10/10/10/10/4pP4/4Pp4/10/10/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP"
    "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp"
    "pppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1\n",
    "[modern:chess]\n"
    "maxRank = 9\nmaxFile = i\npromotionRegionWhite = *9\npromotionRegionBlack = *1\n"
    "doubleStepRegionWhite = *2\ndoubleStepRegionBlack = *8\narchbishop = m\n"
    "startFen = rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1\npromotionPieceTypes = mqrbn\n",
    "[dragon:chess]\n"
    "archbishop = d\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1\n"
    "pieceDrops = true\ncapturesToHand = false\ndropRegionWhite = *1\ndropRegionBlack = *8\n"
    "promotionPieceTypes = dqrbn\n",
    "[atomar:nocheckatomic]\n"
    "blastImmuneTypes = k\nmutuallyImmuneTypes = k\n",
    "[omicron:chess]\n"
    "maxRank = 10\nmaxFile = l\ncustomPiece1 = c:DAW\ncustomPiece2 = w:CF\n"
    "startFen = w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W"
    " w KQkq - 0 1\ncastlingKingsideFile = i\ncastlingQueensideFile = e\ncastlingRank = 2\n"
    "promotionRegionWhite = *9 *10\npromotionRegionBlack = *2 *1\npromotionPieceTypes = wcqrbn\n"
    "doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\n",
    "[petrified:pawnsideways]\n"
    "king = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\nextinctionPieceTypes = k\n"
    "extinctionPseudoRoyal = true\npetrifyOnCaptureTypes = kqrbn\n",
    /* dobutsu: the lion (a commoner) wins on the far rank when it is safe there */
    "[dobutsu:chess]\n"
    "maxRank = 4\nmaxFile = c\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\n"
    "shogiPawn = c\ngold = h\nfers = e\nwazir = g\ncommoner = l\nstartFen = gle/1c1/1C1/ELG[-] w 0 1\n"
    "pieceDrops = true\ncapturesToHand = true\npromotionRegionWhite = *4\npromotionRegionBlack = *1\n"
    "promotionPieceTypes = -\ndoubleStep = false\ncastling = false\npromotedPieceType = c:h\n"
    "mandatoryPiecePromotion = true\nstalemateValue = loss\nnFoldRule = 4\nnMoveRule = 0\n"
    "extinctionValue = loss\nextinctionPieceTypes = l\nflagPiece = l\nflagRegionWhite = *4\n"
    "flagRegionBlack = *1\nflagPieceSafe = true\n",
    /* ---- the rest of Fairy-Stockfish's built-ins (variant.cpp, largeboards and all=yes) ---- */
    "[ai-wok:makruk]\n"
    "met = -\naiwok = a\nstartFen = rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1\npromotionPieceTypes = a\n",
    "[raazuvaa:chess]\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\ncastling = false\ndoubleStep = false\n",
    "[georgian:amazon]\n"
    "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1\ncastling = false\nenPassantRegion = -\n",
    "[checkshogi:shogi]\n"
    "checkCounting = true\n",
    /* minishogi's rules without its repetition loss (Fairy-Stockfish's minishogi base) */
    "[judkins:minishogi]\n"
    "maxRank = 6\nmaxFile = f\nshogiKnight = n\nstartFen = rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1\n"
    "promotionRegionWhite = *5 *6\npromotionRegionBlack = *2 *1\npromotedPieceType = n:g\n"
    "nFoldValue = draw\nnFoldValueAbsolute = false\n",
    "[okisakishogi:minishogi]\n"
    "maxRank = 10\nmaxFile = j\ncustomPiece1 = l:vR\nknight = n\nqueen = q\n"
    "startFen = lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1\n"
    "promotionRegionWhite = *8 *9 *10\npromotionRegionBlack = *3 *2 *1\npromotedPieceType = l:g n:g\n"
    "nFoldValue = draw\nnFoldValueAbsolute = false\n",
    "[yarishogi:chess]\n"
    "maxRank = 9\nmaxFile = g\npawn = -\nknight = -\nbishop = -\nqueen = -\n"
    "shogiPawn = p\nrook = l\ncustomPiece1 = n:fRffN\ncustomPiece2 = b:fFfR\ncustomPiece3 = r:frlR\n"
    "customPiece4 = g:WfFbR\ncustomPiece5 = s:fKbR\nstartFen = rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1\n"
    "promotionRegionWhite = *7 *8 *9\npromotionRegionBlack = *3 *2 *1\npromotedPieceType = p:s n:g b:g r:l\n"
    "pieceDrops = true\ncapturesToHand = true\ndoubleStep = false\ncastling = false\ndropNoDoubled = p\n"
    "immobilityIllegal = true\nstalemateValue = loss\nnFoldRule = 3\nnMoveRule = 0\nperpetualCheckIllegal = true\n",
    "[troitzky:chess]\n"
    "maxRank = 10\nmaxFile = j\n"
    "startFen = ****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1\n"
    "promotionRegionWhite = a6 b8 c9 d9 e10 f10 g9 h9 i8 j6\npromotionRegionBlack = a5 b3 c2 d2 e1 f1 g2 h2 i3 j5\n"
    "doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\ncastling = false\n",
    "[fox-and-hounds:chess]\n"
    "pawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\ncustomPiece1 = h:mfF\ncustomPiece2 = f:mF\n"
    "startFen = 1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1\nstalemateValue = loss\nflagPieceWhite = f\nflagRegionWhite = *8\n",
    "[duck:chess]\n"
    "king = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\nextinctionPieceTypes = k\n"
    "wallingRule = duck\nstalemateValue = win\n",
    "[shako:chess]\n"
    "maxRank = 10\nmaxFile = j\nfersAlfil = e\ncannon = c\n"
    "startFen = c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1\n"
    "promotionPieceTypes = qrbnce\npromotionRegionWhite = *10\npromotionRegionBlack = *1\n"
    "castlingKingsideFile = h\ncastlingQueensideFile = d\ncastlingRookKingsideFile = i\n"
    "castlingRookQueensideFile = b\ncastlingRank = 2\ndoubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\n",
    "[wolf:chess]\n"
    "maxRank = 10\nknight = -\nchancellor = w\narchbishop = f\ncustomPiece1 = s:fKifmnD\ncustomPiece2 = n:NN\n"
    "customPiece3 = e:NNQ\nstartFen = qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1\n"
    "promotionPawnTypes = ps\npromotionPieceTypes = qwfrb\npromotedPieceType = p:e\n"
    "promotionRegionWhite = *10\npromotionRegionBlack = *1\n"
    "doubleStepRegionWhite = *2 b3 c3 f3 g3\ndoubleStepRegionBlack = *9 b8 c8 f8 g8\nenPassantTypes = p\n"
    "nMoveRuleTypes = ps\ncastling = false\n",
    "[torishogi:chess]\n"
    "maxRank = 7\nmaxFile = g\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\n"
    "shogiPawn = s\ncustomPiece1 = f:FsfW\ncustomPiece2 = c:FvW\ncustomPiece3 = l:fRrbBlbF\n"
    "customPiece4 = r:fRlbBrbF\ncustomPiece5 = p:bFfD\ncustomPiece6 = g:fAbD\ncustomPiece7 = e:KbRfBbF2\n"
    "startFen = rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1\n"
    "pieceDrops = true\ncapturesToHand = true\npromotionRegionWhite = *6 *7\npromotionRegionBlack = *2 *1\n"
    "doubleStep = false\ncastling = false\npromotedPieceType = s:g f:e\nmandatoryPiecePromotion = true\n"
    "dropNoDoubled = s\ndropNoDoubledCount = 2\nimmobilityIllegal = true\nshogiPawnDropMateIllegal = true\n"
    "stalemateValue = loss\nnFoldValue = win\nnFoldRule = 4\nnMoveRule = 0\nperpetualCheckIllegal = true\n",
    "[loop:crazyhouse]\n"
    "dropLoop = true\n",
    "[chessgi:loop]\n"
    "firstRankPawnDrops = true\n",
    /* the ones whose rules cannot be said yet: an import names the key */
    "[asean:chess]\n"
    "bishop = -\nqueen = -\nkhon = b\nmet = q\nstartFen = rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1\n"
    "promotionPieceTypes = rnbq\ndoubleStep = false\ncastling = false\ncountingRule = asean\n",
    "[bughouse:crazyhouse]\n"
    "twoBoards = true\ncapturesToHand = false\nstalemateValue = loss\n",
    "[koedem:bughouse]\n"
    "king = -\ncommoner = k\ncastlingKingPiece = k\nmustDrop = true\nmustDropType = k\nextinctionValue = loss\n"
    "extinctionPieceTypes = k\nextinctionOpponentPieceCount = 2\n",
    "[cambodian:makruk]\n"
    "startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1\ngating = true\ncambodianMoves = true\n"
    "countingRule = cambodian\n",
    "[karouk:cambodian]\n"
    "checkCounting = true\n",
    "[makpong:makruk]\n"
    "makpongRule = true\n",
    "[shatar:chess]\n"
    "queen = -\nbers = j\nstartFen = rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1\n"
    "promotionPieceTypes = j\ndoubleStep = false\ncastling = false\nextinctionValue = draw\n"
    "extinctionPieceTypes = *\nextinctionPieceCount = 1\nshatarMateRule = true\n",
    "[sittuyin:makruk]\n"
    "startFen = 8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1\nmet = f\nmustDrop = true\n"
    "pieceDrops = true\ncapturesToHand = false\ndropRegionWhite = *1 *2 *3\ndropRegionBlack = *8 *7 *6\n"
    "sittuyinRookDrop = true\nsittuyinPromotion = true\npromotionRegionWhite = a8 b7 c6 d5 e5 f6 g7 h8\n"
    "promotionRegionBlack = a1 b2 c3 d4 e4 f3 g2 h1\npromotionLimit = f:1\nimmobilityIllegal = false\n"
    "countingRule = asean\nnMoveRule = 50\n",
    "[manchu:xiangqi]\n" /* Fairy-Stockfish builds it from xiangqi's base, without the chasing rule */
    "chasingRule = none\nbanner = m\nstartFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1\n",
    "[supply:xiangqi]\n"
    "twoBoards = true\npieceDrops = true\ndropChecks = false\n"
    "startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[] w - - 0 1\n",
    "[isolation:chess]\n"
    "maxRank = 8\nmaxFile = f\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\n"
    "customPiece1 = p:mK\nstartFen = 3p2/6/6/6/6/6/6/2P3 w - - 0 1\nstalemateValue = loss\nwallingRule = static\n"
    "wallingRegionWhite = a1 b1 d1 e1 f1 *2 *3 *4 *5 *6 *7 a8 b8 c8 e8 f8\n"
    "wallingRegionBlack = a1 b1 d1 e1 f1 *2 *3 *4 *5 *6 *7 a8 b8 c8 e8 f8\n",
    "[isolation7x7:isolation]\n"
    "maxRank = 7\nmaxFile = g\nstartFen = 3p3/7/7/7/7/7/3P3 w - - 0 1\n"
    "wallingRegionWhite = a1 b1 c1 e1 f1 g1 *2 *3 *4 *5 *6 a7 b7 c7 e7 f7 g7\n"
    "wallingRegionBlack = a1 b1 c1 e1 f1 g1 *2 *3 *4 *5 *6 a7 b7 c7 e7 f7 g7\n",
    "[shoshogi:shogi]\n"
    "king = -\ncommoner = k\ncustomPiece1 = e:FsfW\n"
    "startFen = lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1\n"
    "capturesToHand = false\npieceDrops = false\npromotedPieceType = e:k\ncastlingKingPiece = k\n"
    "extinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\nextinctionPieceCount = 0\n",
    "[spartan:threekings]\n"
    "dragon = g\narchbishop = w\ncustomPiece1 = h:fmFfcWimA\ncustomPiece2 = l:FAsmW\ncustomPiece3 = c:WD\n"
    "startFen = lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n"
    "promotionPawnTypesBlack = h\nnMoveRuleTypesBlack = h\npromotionPieceTypesBlack = kgwlc\npromotionLimit = k:2\n"
    "enPassantRegion = -\nextinctionPieceCount = 0\nextinctionPseudoRoyal = true\ndupleCheck = true\n",
    /* ---- games of walls and flips ---- */
    "[amazons:chess]\n"
    "maxRank = 10\nmaxFile = j\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\n"
    "customPiece1 = q:mQ\nstartFen = 3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1\n"
    "stalemateValue = loss\nwallingRule = arrow\n",
    "[snailtrail:chess]\n"
    "maxRank = 7\nmaxFile = g\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\n"
    "customPiece1 = p:mK\nstartFen = 6p/7/7/7/7/7/P6 w - - 0 1\nstalemateValue = loss\nwallingRule = past\n",
    "[ataxx:chess]\n"
    "maxRank = 7\nmaxFile = g\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\n"
    "customPiece1 = p:mDmNmA\nstartFen = P5p/7/7/7/7/7/p5P w 0 1\npieceDrops = true\n"
    "doubleStep = false\ncastling = false\nstalemateValue = loss\nstalematePieceCount = true\n"
    "passOnStalemate = true\nenclosingDrop = ataxx\nflipEnclosedPieces = ataxx\n"
    "materialCounting = unweighted\nadjudicateFullBoard = true\nnMoveRule = 0\nfreeDrops = true\n",
    "[flipello:chess]\n"
    "pawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\nimmobile = p\n"
    "startFen = 8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w 0 1\n"
    "pieceDrops = true\ndoubleStep = false\ncastling = false\nenclosingDrop = reversi\n"
    "flipEnclosedPieces = reversi\npassOnStalemate = true\nmaterialCounting = unweighted\n"
    "adjudicateFullBoard = true\nstalemateValue = loss\nstalematePieceCount = true\n"
    "enclosingDropStart = d4 e4 d5 e5\n",
};

char *fsf_builtins_ini(void)
{
    size_t n = 1;
    for (size_t i = 0; i < sizeof BUILTINS / sizeof BUILTINS[0]; i++)
        n += strlen(BUILTINS[i]);
    char *text = malloc(n);
    if (!text)
        return NULL;
    text[0] = '\0';
    for (size_t i = 0; i < sizeof BUILTINS / sizeof BUILTINS[0]; i++)
        strcat(text, BUILTINS[i]);
    return text;
}
