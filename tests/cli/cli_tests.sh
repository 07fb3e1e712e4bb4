#!/usr/bin/env bash
# Transcript tests of chessembly-cli: exact outputs and exit codes of every subcommand.
# usage: cli_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

# moves: text and JSON
cat > "$tmp/rook.csm" <<'CSM'
take-move(1, 0) repeat(1);
take-move(0, 1) repeat(1);
CSM
check "moves text" "$(printf 'd3 move\nd4 move\nd5 capture\ne2 move')" \
  "$("$cli" moves --script "$tmp/rook.csm" --fen "8/8/8/3p4/8/8/3R1P2/8 w - - 0 1" --square d2 | sort)"
check "moves json" '[{"to":"d3","kind":"capture","captures":["d3"],"transition":null,"set":{}}]' \
  "$("$cli" moves --script "$tmp/rook.csm" --fen "8/8/8/8/8/3r4/8/3R4 w - - 0 1" --square d1 --json | \
     sed 's/},{/}\n{/g' | grep -F '"d3"' | sed 's/^\[//; s/\]$//; s/^/[/; s/$/]/')"
cat > "$tmp/state.csm" <<'CSM'
piece(test) set-state(mode, 1) transition(queen) move(0, 1);
CSM
check "moves actions" "d5 move -> queen set mode=1" \
  "$("$cli" moves --script "$tmp/state.csm" --fen "8/8/8/8/3[w:test]4/8/8/8 w - - 0 1" --square d4)"
check "moves json actions" '[{"to":"d5","kind":"move","captures":[],"transition":"queen","set":{"mode":1}}]' \
  "$("$cli" moves --script "$tmp/state.csm" --fen "8/8/8/8/3[w:test]4/8/8/8 w - - 0 1" --square d4 --json)"

# compile errors: located, exit 1, nothing printed on stdout
printf 'take-move(1, 0) repaet(1);\nmove(1);\n' > "$tmp/bad.csm"
out=$("$cli" moves --script "$tmp/bad.csm" --fen "8/8/8/8/3R4/8/8/8 w - - 0 1" --square d4 2>&1 >/dev/null); code=$?
check "compile errors" "$(printf '%s\n%s' "$tmp/bad.csm:1:17: unknown expression 'repaet' (did you mean 'repeat'?)" \
  "$tmp/bad.csm:2:1: 'move' takes 2 arguments (dx, dy), got 1")" "$out"
check "compile errors exit" 1 "$code"

# perft and divide
check "perft 3" "Nodes searched: 8902" "$("$cli" perft 3)"
div=$("$cli" perft --divide 2)
check "divide lines" 20 "$(echo "$div" | grep -cE '^[a-p][0-9]+[a-p][0-9]+(=[a-z-]+)?: [0-9]+$')"
check "divide e2e4" "e2e4: 20" "$(echo "$div" | grep '^e2e4:')"
check "divide total" "Nodes searched: 400" "$(echo "$div" | tail -1)"
check "perft castling text" "e1g1: 1" \
  "$("$cli" perft --fen "4k3/8/8/8/8/8/8/4K2R w K - 0 1" --divide 1 | grep '^e1g1')"
check "perft promotion text" "a7a8=knight: 1" \
  "$("$cli" perft --fen "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" --divide 1 | grep '^a7a8=knight')"

# game: result line, illegal move by number
check "game mate" "$(printf 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\nresult: 0-1 (checkmate)')" \
  "$("$cli" game --variant variants/standard.yaml f2f3 e7e5 g2g4 d8h4)"
out=$("$cli" game --variant variants/standard.yaml e2e4 e7e5 e4e5 2>&1 >/dev/null); code=$?
check "game illegal" "2.e4e5 is not legal" "$out"
check "game illegal exit" 1 "$code"
check "game hill" "result: 1-0 (hill)" \
  "$("$cli" game --variant variants/king_of_the_hill.yaml --fen "4k3/p7/8/8/8/3K4/8/8 w - - 0 1" d3d4 | tail -1)"

# check: ok and located errors
check "check ok" "variants/standard.yaml: ok" "$("$cli" check variants/standard.yaml)"
printf 'game: X\nextends: "Standard Chess"\nvictory:\n  add:\n    hill: King in zone.hil\n' > "$tmp/bad.yaml"
out=$("$cli" check "$tmp/bad.yaml" 2>&1); code=$?
check "check located" "$tmp/bad.yaml:5:24: unknown zone 'hil' (define it under board: zones:)" "$out"
check "check exit" 1 "$code"

# shape grid
printf '{"kind": "point", "delta": {"x": 1, "y": 2}}' > "$tmp/p.json"
grid=$("$cli" shape "$tmp/p.json")
check "shape grid has origin and leap" "1 1" "$(echo "$grid" | grep -c 'o') $(echo "$grid" | grep -c 'x')"

# play: transcript, bad input asks again, status prints scores
out=$(printf 'move e2 e4\nstart\nmove e2 e4\nmove e2 e4\nmove e7 e5\nstatus\nend\n' | "$cli" play 2>&1)
check "play asks for start first" 1 "$(echo "$out" | head -3 | grep -ci 'start' | awk '{print ($1 >= 1)}')"
check "play status" "$(printf 'White: 38.0\nBlack: 38.0')" "$(echo "$out" | grep -E '^(> )?(White|Black): ' | sed 's/^> //')"
# play in a game of walls: the wall's square is the last word; the board shows it as '*'
out=$(printf 'start\nmove e2 e4 d5\nmove d7 d6\nmove g8 f6 e2\nend\n' | "$cli" play --variant variants/duck.yaml 2>&1)
check "play: the duck on the board" "...*....  5" "$(echo "$out" | grep '  5$' | sed -n 2p)"
check "play: a move without its wall" "> Say where the wall goes too: move d7 d6 SQUARE, like move d7 d6 e2." \
  "$(echo "$out" | grep 'Say where')"
check "play: the duck moved on" "PPPP*PPP  2" "$(echo "$out" | grep '  2$' | tail -1)"
# castling out of check is refused with castling's own reason; a pinned knight's move with the king's safety
out=$(printf 'start\nmove e2 e4\nmove e7 e5\nmove g1 f3\nmove f8 c5\nmove f1 e2\nmove c5 f2\nmove e1 g1\nend\n' | "$cli" play 2>&1)
check "play: no castling out of check" \
  "> You cannot castle now: your king is in check, or would cross or land on an attacked square." \
  "$(echo "$out" | grep 'cannot castle')"
out=$(printf 'start\nmove d2 d4\nmove e7 e5\nmove b1 d2\nmove f8 b4\nmove d2 f3\nend\n' | "$cli" play 2>&1)
check "play: a move that leaves the king attacked" "> That move would leave your king attacked." \
  "$(echo "$out" | grep 'leave your king')"
check "play survives junk" 0 "$(printf '\x01\x02zzz\nmove\nmove z9 a1\n' | "$cli" play >/dev/null 2>&1; echo $?)"
check "play reports a NUL byte" "> That line has a NUL byte at column 8: it was ignored." \
  "$(printf 'start\nmove e2\0 e4\nend\n' | "$cli" play 2>&1 | grep NUL)"
check "stdin has the file limit" 1 "$(head -c 3000000 /dev/zero | tr '\0' ' ' | "$cli" shape - 2>&1 | grep -c 'too large (more than 2 MiB')"

# betza: the Chessembly a Betza string becomes; disasm of it; located errors
check "betza pawn" "$(printf '# Betza "mfWcfF"\n# mfW\nmove(0, 1);\n# cfF\ntake(1, 1);\ntake(-1, 1);')" \
  "$("$cli" betza mfWcfF)"
check "disasm betza" "chain 0 (line 3) [rider take-move(1, 0)]" "$("$cli" disasm --betza R | head -1)"
out=$("$cli" betza "fNX" 2>&1 >/dev/null); code=$?
check "betza error" "betza:1:3: unsupported Betza atom 'X' (supported: W F D N A H C Z G K R B Q)" "$out"
check "betza error exit" 1 "$code"

# the two guides give the same set-state limit, the one the VM enforces
check "set-state limit documented" "2" "$(grep -c '8,192' docs/limits.md docs/chessembly.md | awk -F: '{n += ($2 > 0)} END {print n}')"
check "set-state limit message" "1" "$(grep -c 'more than 8192 different set-state lists in this variant' docs/limits.md)"
check "set-state limit in the VM" "1" "$(grep -c 'different set-state lists in this variant", "8192"' src/core/lang/csm_vm.c)"
# Betza: Fairy-Stockfish's reading by default, Chessembly's by betza_dialect
check "betza dialects (fsf)" "c6 e6" "$("$cli" moves --variant tests/variants/betza_dialects.yaml --square d4 | awk '{print $1}' | sort | tr '\n' ' ' | sed 's/ $//')"
check "betza dialects (ours)" "d5 e6 g6 h5" "$("$cli" moves --variant tests/variants/betza_dialects.yaml --square f4 | awk '{print $1}' | sort | tr '\n' ' ' | sed 's/ $//')"
check "betza --dialect" "take-move(1, 2); take-move(-1, 2);" "$("$cli" betza fN | grep -v '^#' | tr '\n' ' ' | sed 's/ $//')"
printf 'game: x\nboard: { size: 8x8 }\nsetup: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"\npieces:\n  king: { letter: k, royal: true, betza: K, betza_dialect: classic }\n' >"$tmp/dialect.yaml"
check "betza_dialect bad value" "$tmp/dialect.yaml:5:60: betza_dialect is 'fairy-stockfish' (the default) or 'chessembly', not 'classic'" \
  "$("$cli" check "$tmp/dialect.yaml" 2>&1 | grep betza_dialect)"
# crazyhouse: random finished games by chessops (lichess's rules) end the same here
same=0; differ=""
while read -r res moves; do
  case "$res" in \#*|"") continue ;; esac
  got=$("$cli" game --variant variants/crazyhouse.yaml $moves 2>&1 | sed -n 's/^result: \([^ ]*\).*/\1/p')
  if [ "$got" = "$res" ]; then same=$((same + 1)); else differ="$differ [$res: got '$got']"; fi
done < tests/variants/crazyhouse_chessops_games.txt
check "crazyhouse games from chessops end the same" "40 " "$same $differ"
same=0; differ=""
while read -r res moves; do
  case "$res" in \#*|"") continue ;; esac
  got=$("$cli" game --variant variants/atomic.yaml $moves 2>&1 | sed -n 's/^result: \([^ ]*\).*/\1/p')
  if [ "$got" = "$res" ]; then same=$((same + 1)); else differ="$differ [$res: got '$got']"; fi
done < tests/variants/atomic_chessops_games.txt
check "atomic games from chessops end the same" "40 " "$same $differ"
same=0; differ=""
while IFS= read -r line; do
  case "$line" in \#*|"") continue ;; esac
  res=${line%% *}; rest=${line#* }; fen=${rest%% | *}; moves=${rest#* | }
  got=$("$cli" game --variant variants/chess960.yaml --fen "$fen" $moves 2>&1 | sed -n 's/^result: \([^ ]*\).*/\1/p')
  if [ "$got" = "$res" ]; then same=$((same + 1)); else differ="$differ [$res: got '$got']"; fi
done < tests/variants/chess960_chessops_games.txt
check "chess960 games from chessops (SAN from their start FEN) end the same" "40 " "$same $differ"

# import-ini: a custom piece with the pawn's letter is a pawn (FSF's pawnTypes); counts
# from Fairy-Stockfish (current, built from its repository, 2026-11-25):
#   VariantPath tests/import/newrules.ini, UCI_Variant allpawns, position fen F, go perft 3
"$cli" import-ini tests/import/newrules.ini allpawns -o "$tmp/ap.yaml"
check "import pawnTypes custom pawn (en passant, promotion)" "Nodes searched: 19345" \
  "$("$cli" perft --variant "$tmp/ap.yaml" --fen "rnbqkbnr/1p1ppppp/8/pPp5/8/8/P1PPPPPP/RNBQKBNR w KQkq c6 0 3" 3)"
out=$("$cli" import-ini tests/import/newrules.ini nopawnep 2>&1 >/dev/null); code=$?
check "import refuses a pawn that cannot take en passant" "1 tests/import/newrules.ini:12: cannot import 'custom1': pawnTypes makes it a pawn in Fairy-Stockfish (it promotes and can be taken en passant), but it cannot take en passant itself (no 'e' in its Betza), which is not said here" \
  "$code $(echo "$out" | head -1)"
"$cli" import-ini tests/import/newrules.ini stalematelose -o "$tmp/sl.yaml"
check "import stalemateValue = loss" "$(printf 'k7/2Q5/8/8/8/8/8/4K3 b - - 1 1\nresult: 1-0 (stalemate_loses)')" \
  "$("$cli" game --variant "$tmp/sl.yaml" --fen "k7/8/2Q5/8/8/8/8/4K3 w - - 0 1" c6c7)"

# import-ini: YAML on stdout, dropped keys on stderr, refusals exit 1
out=$("$cli" import-ini tests/import/losalamos.ini -o "$tmp/la.yaml" 2>&1); code=$?
check "import-ini writes" "0:" "$code:$out"
check "import-ini perft" "Nodes searched: 1212" "$("$cli" perft --variant "$tmp/la.yaml" 3)"
out=$("$cli" import-ini tests/import/dropped.ini -o "$tmp/dropped.yaml" 2>&1); code=$?
check "import-ini refuses an inexact game" "1:tests/import/dropped.ini:3: cannot import 'mustDropType = q': a side with any piece in hand must drop here" \
  "$code:$(echo "$out" | grep mustDropType)"
check "import-ini wrote nothing" "absent" "$([ -e "$tmp/dropped.yaml" ] && echo present || echo absent)"
out=$("$cli" import-ini tests/import/dropped.ini --lenient -o "$tmp/dropped.yaml" 2>&1); code=$?
check "import-ini --lenient" "0:tests/import/dropped.ini:3: changed: 'mustDropType = q': a side with any piece in hand must drop here" \
  "$code:$(echo "$out" | grep mustDropType)"
check "import-ini --lenient header" "#   tests/import/dropped.ini:3: 'mustDropType = q': a side with any piece in hand must drop here" \
  "$(grep mustDropType "$tmp/dropped.yaml")"
printf '[stuck:chess]\nstartFen = k7/8/8/8/8/8/5q2/7K w - - 0 1\n' >"$tmp/stuck.ini"
out=$("$cli" import-ini "$tmp/stuck.ini" -o "$tmp/stuck.yaml" 2>&1); code=$?
check "import-ini refuses a game over at the start" "1:import-ini: [stuck] is decided in its start position (stalemate, 1/2-1/2); not written" \
  "$code:$out"
# docs/importing.md shows the same key table the command prints
check "import-ini --keys in the docs" "" \
  "$(diff <("$cli" import-ini --keys | grep '^| \`') <(grep '^| \`' docs/importing.md | grep -v '^| \`[a-z_]*\.yaml\`'))"
check "import-ini --keys" "| \`mustDropType\` | \`*\` | only its default: a side with any piece in hand must drop here |" \
  "$("$cli" import-ini --keys | grep '^| `mustDropType`')"
out=$("$cli" import-ini tests/import/hill.ini 2>&1 >/dev/null); code=$?
check "import-ini which section" "1:tests/import/hill.ini: the file has 2 sections; name one: hill, hillmini" "$code:$out"

# pgn: every game of a lichess export replayed in its variant (issue 13)
check "pgn lichess export" "$(cat tests/pgn/lichess_export.expected)" "$("$cli" pgn tests/pgn/lichess_export.pgn)"
check "game --pgn" "$(printf '%s\n' '[Event "?"]' '[Site "?"]' '[Date "????.??.??"]' '[Round "?"]' '[White "?"]' \
  '[Black "?"]' '[Result "0-1"]' '[Termination "Normal"]' '[EndReason "checkmate"]' '' '1. f3 e5 2. g4 Qh4# 0-1')" \
  "$("$cli" game --pgn f3 e5 g4 Qh4)"
"$cli" game --pgn --variant variants/three_check.yaml e4 e5 Bc4 Nc6 Bxf7 Kxf7 Qh5 g6 Qxg6 > "$tmp/3c.pgn"
check "pgn round trip" "$("$cli" game --variant variants/three_check.yaml e4 e5 Bc4 Nc6 Bxf7 Kxf7 Qh5 g6 Qxg6)" \
  "$("$cli" pgn "$tmp/3c.pgn" | tail -n +2)"
printf '[Event "x"]\n\n1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Qe7 5. Qxe4 Qxe5 6. Qxe5+ Kd8 7. Qxc7+ Kxc7 8. Nc9\n' > "$tmp/bad.pgn"
out=$("$cli" pgn "$tmp/bad.pgn" 2>&1 >/dev/null); code=$?
check "pgn illegal move located" "1:$tmp/bad.pgn:3:88: \`8.Nc9\` is not legal here" "$code:$out"
printf '[Variant "Bughouse"]\n\n1. e4 *\n' > "$tmp/zh.pgn"
out=$("$cli" pgn "$tmp/zh.pgn" 2>&1 >/dev/null); code=$?
check "pgn unknown variant" "1:$tmp/zh.pgn:1: game 1: unknown variant \"Bughouse\": give the variant file with --variant FILE" "$code:$out"
check "game san ambiguous" "1.b8 is ambiguous: more than one legal move fits (add the piece it becomes, like e8=Q, or its origin, like Nbd2)" \
  "$("$cli" game --fen "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1" b8 2>&1 >/dev/null)"

# a far ray is drawn only as far as a board reaches (found by fuzzing: megabytes of dots)
check "shape far ray" "(432 offsets beyond 15 squares, where no board reaches, not drawn; --json lists every offset)" \
  "$("$cli" shape tests/fuzz/regressions/shape/far-ray-slow.json | tail -1)"

echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
