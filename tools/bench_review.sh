#!/usr/bin/env bash
# Game review speed: a 40-move game (tools/bench-review/game40.pgn, with a queen given away
# on move 3, which the review must mark ??) reviewed in the real
# window (headless), on the wall clock. Prints the seconds the whole run took (start-up,
# paste, the review of 81 positions, REVIEW_MS each). Not a test: a benchmark to quote.
#   tools/bench_review.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
start=$(date +%s.%N)
sh "$here/tests/ui/run.sh" "$build/chessembly" "$here" "app:$here/tools/bench-review/review.ui"
end=$(date +%s.%N)
awk -v a="$start" -v b="$end" 'BEGIN { printf "review of a 40-move game (81 positions): %.1f s\n", b - a }'
