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

echo "authoring: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
