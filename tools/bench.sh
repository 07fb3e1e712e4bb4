#!/usr/bin/env bash
# Perft speed, measured against the anchor named in issue 3: chessops' own perft
# (npm package chessops, `perft` from chessops/debug) on the same machine, same run.
# usage: tools/bench.sh [BUILD_DIR] [DEPTH] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
depth=${2:-5}
runs=${3:-5}
if [ ! -d "$here/bench-js/node_modules/chessops" ]; then
  (cd "$here/bench-js" && npm install --no-audit --no-fund >/dev/null)
fi
echo "== chessembly-cli bench (perft($depth) from the start, $runs runs)"
ours=$("$build/chessembly-cli" bench --depth "$depth" --runs "$runs")
echo "$ours"
echo "== chessops perft (same machine, same run)"
theirs=$(node "$here/bench-js/perft-chessops.mjs" "$depth" "$runs")
echo "$theirs"
a=$(echo "$ours" | awk '/^nodes per second/ {print $4}')
b=$(echo "$theirs" | awk '/^nodes per second/ {print $4}')
echo "== ratio: chessembly / chessops = $(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }')x"
