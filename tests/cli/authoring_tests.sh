#!/usr/bin/env bash
# Transcript tests for variant authors (issue 10): every legal move can be written,
# errors reach the user located, `check` as a linter. Exact outputs and exit codes.
# usage: authoring_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() { # name expected actual
  if [ "$2" == "$3" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); printf 'FAIL %s\n--- expected\n%s\n--- got\n%s\n' "$1" "$2" "$3"; fi
}

# 1. a plain move beside transition choices on the same square: both can be played
coll=tests/notation/collisions.yaml
check "game plain beside choices" "4k3/8/8/8/8/8/1S6/4K3 b - - 1 1" \
  "$("$cli" game --variant $coll --fen "4k3/8/8/8/8/8/8/1S2K3 w - - 0 1" b1b2 2>&1)"
check "game choice beside plain" "4k3/8/8/8/8/8/1B6/4K3 b - - 1 1" \
  "$("$cli" game --variant $coll --fen "4k3/8/8/8/8/8/8/1S2K3 w - - 0 1" b1b2=bishop 2>&1 | head -1)"
out=$("$cli" game --variant $coll --fen "4k3/8/8/8/8/1p6/1H6/4K3 w - - 0 1" b2b3 2>&1 >/dev/null); code=$?
check "game ambiguous lists the forms" "move 1: b2b3 is ambiguous: write one of b2b3/catch, b2b3/capture" "$out"
check "game ambiguous exit" 1 "$code"
check "game qualified" "4k3/8/8/8/8/1H6/8/4K3 b - - 0 1" \
  "$("$cli" game --variant $coll --fen "4k3/8/8/8/8/1p6/1H6/4K3 w - - 0 1" b2b3/capture 2>&1)"

# 5. a runtime error reaches the user, located in the file, wherever scripts run
loop=tests/lint/runtime_loop.yaml
rt="$loop:12:7: runtime error: chain ran more than 10000 expressions (piece 'looper', chain at line 12)"
out=$("$cli" perft --variant $loop 2 2>&1 >/dev/null); code=$?
check "perft runtime error" "$rt" "$out"
check "perft runtime error exit" 1 "$code"
out=$("$cli" perft --variant $loop --divide 1 2>&1 >/dev/null); code=$?
check "divide runtime error" "$rt 1" "$out $code"
out=$("$cli" bench --variant $loop --depth 1 --runs 1 2>&1 >/dev/null); code=$?
check "bench runtime error" "$rt 1" "$out $code"
out=$("$cli" game --variant $loop e2e4 2>&1 >/dev/null); code=$?
check "game runtime error" "$rt 1" "$out $code"
check "play runtime error" "$rt" \
  "$(printf 'start\nend\n' | "$cli" play --variant $loop | grep 'runtime error' | sed 's/^> //')"
out=$("$cli" moves --variant $loop --square h1 2>&1 >/dev/null); code=$?
check "moves runtime error" "$rt 1" "$out $code"
out=$("$cli" check $loop variants/standard.yaml); code=$?
check "check finds runtime error" "$(printf '%s\n%s' "$rt" "variants/standard.yaml: ok") 1" "$out $code"

# 3. FEN errors name the rank as the board numbers it (rank 1 at the bottom)
check "fen bad rank 2" "--fen: bad FEN at column 36: rank 2 has 9 squares, but rank 8 (the top rank, listed first) has 8" \
  "$("$cli" perft --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPP/RNBQKBNR w - - 0 1" 1 2>&1)"
check "fen bad rank 7" "--fen: bad FEN at column 17: rank 7 has 7 squares, but rank 8 (the top rank, listed first) has 8" \
  "$("$cli" perft --fen "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" 1 2>&1)"
check "fen bad rank 3 of 4x4" "--fen: bad FEN at column 4: rank 3 has 3 squares, but rank 4 (the top rank, listed first) has 4" \
  "$("$cli" perft --fen "4/3/4/4 w - - 0 1" 1 2>&1)"

echo "authoring: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
