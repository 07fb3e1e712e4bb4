#!/usr/bin/env bash
# Transcript tests of what other chess software writes and judges (issue 42): insufficient
# material per variant as lichess and python-chess judge it, PGN as python-chess and
# chessops write it. Derived from tools/pychess_check.py, which cannot run in CI.
# usage: interop_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
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

# the end `game` gives a position: its result line, or "ongoing"
ends() { # variant fen
  local out
  out=$("$cli" game --variant "variants/$1.yaml" --fen "$2" | grep '^result:')
  echo "${out:-ongoing}"
}

# ---- insufficient material, per variant (lichess's rules in the variant files) --------
drawn="result: 1/2-1/2 (insufficient)"
check "three-check K+N v K goes on" ongoing "$(ends three_check '8/8/4k3/6K1/8/8/8/1n6 b - - 1+1 0 60')"
check "three-check bare kings" "$drawn" "$(ends three_check '8/8/4k3/6K1/8/8/8/8 b - - 1+1 0 60')"
check "king of the hill bare kings go on" ongoing "$(ends king_of_the_hill '8/8/4k3/6K1/8/8/8/8 b - - 0 60')"
for material in 8 1N6 1B6 NN6 R7; do
  check "atomic K+$material v K" "$drawn" "$(ends atomic "8/8/4k3/6K1/8/8/8/$material b - - 0 60")"
done
for material in Q7 RB6 NNN5 P7; do
  check "atomic K+$material v K goes on" ongoing "$(ends atomic "8/8/4k3/6K1/8/8/8/$material b - - 0 60")"
done
check "atomic bishops apart" "$drawn" "$(ends atomic '8/8/4k3/6K1/8/8/b7/B7 b - - 0 60')"
check "atomic bishops on one colour go on" ongoing "$(ends atomic '8/8/4k3/6K1/8/8/b7/1B6 b - - 0 60')"
check "antichess bishops apart" "$drawn" "$(ends antichess '8/8/4b3/6B1/8/8/8/8 b - - 0 60')"
check "antichess bishops on one colour go on" ongoing "$(ends antichess '8/8/4b3/5B2/8/8/8/8 b - - 0 60')"
check "crazyhouse bare kings, empty hands" "$drawn" "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[] b - - 0 60')"
check "crazyhouse a knight in hand" "$drawn" "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[N] b - - 0 60')"
check "crazyhouse a pawn in hand goes on" ongoing "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[P] b - - 0 60')"
check "crazyhouse two knights in hand go on" ongoing "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[Nn] b - - 0 60')"
check "racing kings bare kings go on" ongoing "$(ends racing_kings '8/8/8/8/8/8/k6K/8 w - - 0 60')"
check "standard bare kings" "$drawn" "$(ends standard '8/8/4k3/6K1/8/8/8/8 b - - 0 60')"

echo "interop: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
