// Random finished games by chessops (lichess's rules), as fixtures our engine must
// replay with the same result: one line per game, "RESULT MOVE MOVE ..." in UCI.
// usage: node random-games.mjs VARIANT COUNT SEED [MAX_PLIES]   (VARIANT: crazyhouse, atomic, ...)
import { defaultPosition } from 'chessops/variant';
import { makeUci } from 'chessops/util';

const [variant = 'crazyhouse', count = '20', seedText = '1', maxText = '400'] = process.argv.slice(2);
let seed = BigInt(seedText);
const next = n => { // 64-bit LCG: the same games on every run
  seed = (seed * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
  return Number((seed >> 33n) % BigInt(n));
};

let made = 0, tries = 0;
while (made < Number(count) && tries < Number(count) * 50) {
  tries++;
  const pos = defaultPosition(variant);
  const moves = [];
  while (!pos.isEnd() && moves.length < Number(maxText)) {
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
    moves.push(text);
    pos.play(move);
  }
  const outcome = pos.outcome();
  if (!outcome) continue; // not finished within the cap
  const result = outcome.winner === 'white' ? '1-0' : outcome.winner === 'black' ? '0-1' : '1/2-1/2';
  console.log(`${result} ${moves.join(' ')}`);
  made++;
}
