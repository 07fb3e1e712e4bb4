// Times chessops' perft (chessops/debug) on the standard start position.
// usage: node perft-chessops.mjs DEPTH RUNS   -> one line per run, then the median.
import { Chess } from 'chessops/chess';
import { perft } from 'chessops/debug';

const depth = Number(process.argv[2] ?? 5);
const runs = Number(process.argv[3] ?? 3);
const times = [];
let nodes = 0;
for (let r = 0; r < runs; r++) {
  const pos = Chess.default();
  const t0 = process.hrtime.bigint();
  nodes = perft(pos, depth);
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  times.push(secs);
  console.log(`run ${r + 1}: perft(${depth}) = ${nodes} nodes in ${secs.toFixed(3)} s (${Math.round(nodes / secs)} nodes/s)`);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(runs / 2)];
console.log(`nodes: ${nodes}`);
console.log(`median seconds: ${median.toFixed(3)}`);
console.log(`nodes per second: ${Math.round(nodes / median)}`);
