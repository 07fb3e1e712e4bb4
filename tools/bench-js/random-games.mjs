// Random finished games by chessops (lichess's rules), as fixtures our engine must
// replay with the same result: one line per game, "RESULT MOVE MOVE ..." in UCI.
// usage: node random-games.mjs VARIANT COUNT SEED [MAX_PLIES]   (VARIANT: crazyhouse, atomic, ...)
// chess960: each game from a random Chess960 start, written "RESULT FEN | SAN SAN ..."
// (chessops' own SAN, so the replay reads castling as O-O / O-O-O).
import { defaultPosition } from 'chessops/variant';
import { makeUci } from 'chessops/util';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { makeSanAndPlay } from 'chessops/san';

const [variant = 'crazyhouse', count = '20', seedText = '1', maxText = '400'] = process.argv.slice(2);
let seed = BigInt(seedText);
const next = n => { // 64-bit LCG: the same games on every run
  seed = (seed * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
  return Number((seed >> 33n) % BigInt(n));
};

// Chess960 position n in the standard numbering, as a FEN with castling for both rooks
function start960(n) {
  const rank = Array(8).fill('');
  rank[(n % 4) * 2 + 1] = 'b'; n = Math.floor(n / 4);
  rank[(n % 4) * 2] = 'b'; n = Math.floor(n / 4);
  const free = () => rank.map((p, i) => (p ? -1 : i)).filter(i => i >= 0);
  rank[free()[n % 6]] = 'q'; n = Math.floor(n / 6);
  const knights = [[0, 1], [0, 2], [0, 3], [0, 4], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]][n];
  const f = free();
  rank[f[knights[0]]] = 'n'; rank[f[knights[1]]] = 'n';
  const rest = free();
  rank[rest[0]] = 'r'; rank[rest[1]] = 'k'; rank[rest[2]] = 'r';
  const black = rank.join('');
  return `${black}/pppppppp/8/8/8/8/PPPPPPPP/${black.toUpperCase()} w KQkq - 0 1`;
}

let made = 0, tries = 0;
while (made < Number(count) && tries < Number(count) * 50) {
  tries++;
  const c960 = variant === 'chess960';
  const pos = c960 ? Chess.fromSetup(parseFen(start960(next(960))).unwrap()).unwrap() : defaultPosition(variant);
  const startFen = makeFen(pos.toSetup());
  const moves = [];
  // lichess draws at the fifty-move rule and the third repetition, which chessops'
  // positions do not see: kept here, as our variant files have them
  const seen = new Map();
  let drawn = false;
  const key = () => makeFen(pos.toSetup()).split(' ').slice(0, 4).join(' ');
  while (!pos.isEnd() && moves.length < Number(maxText)) {
    const k = key();
    seen.set(k, (seen.get(k) || 0) + 1);
    if (seen.get(k) >= 3 || pos.halfmoves >= 100) {
      drawn = true;
      break;
    }
    const legal = [];
    const ctx = pos.ctx();
    for (const [from, tos] of pos.allDests(ctx)) {
      for (const to of tos) {
        const piece = pos.board.get(from);
        const last = to >> 3 === 7 || to >> 3 === 0;
        if (piece && piece.role === 'pawn' && last) {
          for (const promotion of ['queen', 'rook', 'bishop', 'knight']) legal.push({ from, to, promotion });
        } else legal.push({ from, to });
      }
    }
    if (pos.pockets) {
      const drops = pos.dropDests(ctx);
      for (const role of ['pawn', 'knight', 'bishop', 'rook', 'queen'])
        if (pos.pockets[pos.turn][role] > 0)
          for (const to of drops) {
            if (role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7)) continue;
            legal.push({ role, to });
          }
    }
    const move = legal[next(legal.length)];
    // chessops castles "king takes rook" (e1h1); written here as the king's move (e1g1)
    const mover = move.from !== undefined ? pos.board.get(move.from) : undefined;
    const onto = move.from !== undefined ? pos.board.get(move.to) : undefined;
    let text = makeUci(move);
    if (mover && mover.role === 'king' && onto && onto.color === mover.color && onto.role === 'rook')
      text = text.slice(0, 2) + (move.to > move.from ? 'g' : 'c') + text.slice(3, 4);
    if (c960) moves.push(makeSanAndPlay(pos, move));
    else {
      moves.push(text);
      pos.play(move);
    }
  }
  const outcome = drawn ? { winner: undefined } : pos.outcome();
  if (!outcome) continue; // not finished within the cap
  const result = outcome.winner === 'white' ? '1-0' : outcome.winner === 'black' ? '0-1' : '1/2-1/2';
  console.log(c960 ? `${result} ${startFen} | ${moves.join(' ')}` : `${result} ${moves.join(' ')}`);
  made++;
}
