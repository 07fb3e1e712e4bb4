#!/usr/bin/env bash
# Transcript tests of the families' own words in chessembly-cli: side names (`sides:`),
# notations (--notation) and game records (shogi SFEN, KIF, CSA).
# usage: notation_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
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

# side names: text play says Red, Cho and Sente, not White
out=$(printf 'start\nstatus\nend\n' | "$cli" play --variant variants/xiangqi.yaml 2>&1)
check "play: xiangqi's sides" "$(printf 'Red to move.\n> Red: 48.0\nBlack: 48.0\nwinner: none yet, Red to move')" \
  "$(echo "$out" | grep -E 'Red|Black' | sed 's/^> > /> /')"
out=$(printf 'start\nmove e2 e3\nend\n' | "$cli" play --variant variants/janggi.yaml 2>&1)
check "play: janggi's Han to move" "Han to move." "$(echo "$out" | grep 'to move' | tail -1)"
out=$(printf 'start\nmove e7 e6\nend\n' | "$cli" play --variant variants/shogi.yaml 2>&1)
check "play: shogi's refusal names Gote" "> The pawn on e7 is Gote's; it is Sente's turn." \
  "$(echo "$out" | grep "turn\.")"

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
