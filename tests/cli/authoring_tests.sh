#!/usr/bin/env bash
# Transcript tests for variant authors (issue 10): every legal move can be written,
# errors reach the user located, `check` as a linter. Exact outputs and exit codes.
# usage: authoring_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

# 1. a plain move beside transition choices on the same square: both can be played
coll=tests/notation/collisions.yaml
check "game plain beside choices" "4k3/8/8/8/8/8/1S6/4K3 b - - 1 1" \
  "$("$cli" game --variant $coll --fen "4k3/8/8/8/8/8/8/1S2K3 w - - 0 1" b1b2 2>&1)"
check "game choice beside plain" "4k3/8/8/8/8/8/1B6/4K3 b - - 1 1" \
  "$("$cli" game --variant $coll --fen "4k3/8/8/8/8/8/8/1S2K3 w - - 0 1" b1b2=bishop 2>&1 | head -1)"
out=$("$cli" game --variant $coll --fen "4k3/8/8/8/8/1p6/1H6/4K3 w - - 0 1" b2b3 2>&1 >/dev/null); code=$?
check "game ambiguous lists the forms" "1.b2b3 is ambiguous: write one of b2b3/catch, b2b3/capture" "$out"
check "game ambiguous exit" 1 "$code"
check "game qualified" "4k3/8/8/8/8/1H6/8/4K3 b - - 0 1" \
  "$("$cli" game --variant $coll --fen "4k3/8/8/8/8/1p6/1H6/4K3 w - - 0 1" b2b3/capture 2>&1)"

# 5. a runtime error reaches the user, located in the file, wherever scripts run
loop=tests/lint/runtime_loop.yaml
rt="$loop:12:7: runtime error: chain loops forever: it would run more than 10000 expressions (piece 'looper', chain at line 12)"
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

# 8. bench --epd reads the repository's own 'FILE | FEN' lines, and names bad lines
printf '# test\nvariants/horde.yaml | setup ;D1 8 ;D2 128\nvariants/three_check.yaml | rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 checks=2,2 ;D1 29\n4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 ;D1 6\nvariants/nope.yaml | setup ;D1 1\n' > "$tmp/v.epd"
out=$("$cli" bench --epd "$tmp/v.epd" 2>"$tmp/err"); code=$?
check "bench epd variant lines" "$(printf 'ok   %s:2 Horde depth 1\nok   %s:2 Horde depth 2\nok   %s:3 Three-Check depth 1\nok   %s:4 Standard Chess depth 1\n4 passed, 1 failed 1' \
  "$tmp/v.epd" "$tmp/v.epd" "$tmp/v.epd" "$tmp/v.epd")" \
  "$(echo "$out" | grep -E '^(ok|FAIL)|passed' | sed 's/: [0-9]* (expected.*//') $code"
check "bench epd bad line" "$tmp/v.epd:5: cannot load the variant 'variants/nope.yaml'" "$(grep 'cannot load the variant' "$tmp/err")"
sed 's/ ;D3.*//' tests/perft/variants.epd > "$tmp/v2.epd"
check "bench epd repository file" "95 passed, 0 failed" "$("$cli" bench --epd "$tmp/v2.epd" | tail -1)"
# a pipe given by name is refused at once, never waited on (issue 12); '-' reads stdin
check "disasm pipe" "PIPE: cannot read: not a regular file (a pipe)" \
  "$("$cli" disasm <(printf 'move(0, 1);\n') 2>&1 | head -1 | sed 's#/dev/fd/[0-9]*#PIPE#')"
check "disasm stdin" "chain 0 (line 1) [leaper move(0, 1)]" \
  "$(printf 'move(0, 1);\n' | "$cli" disasm - 2>&1 | head -1)"
check "moves usage: --fen optional with --variant" \
  "usage: chessembly-cli moves (--script FILE --fen FEN | --variant FILE [--fen FEN]) --square SQ [--json]" \
  "$("$cli" moves 2>&1 | head -1)"

# 2. positions inside YAML scripts are file positions in every scalar style
out=$("$cli" check tests/lint/positions.yaml); code=$?
check "yaml positions" "$(cat tests/lint/positions.expected) 1" "$out $code"

# 4. extends by name: the shipped variant first; two neighbours with one name is an error
mkdir -p "$tmp/mine"
sed 's|^setup: .*|setup: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"|' variants/standard.yaml > "$tmp/mine/standard.yaml"
printf 'game: "Hill Copy"\nextends: "Standard Chess"\n' > "$tmp/mine/hill.yaml"
check "extends by name prefers the shipped game" "Nodes searched: 20" "$("$cli" perft --variant "$tmp/mine/hill.yaml" 1)"
printf 'game: "Mine"\nextends: "Standard Chess"\n' > "$tmp/mine/a.yaml"
printf 'game: "Mine"\nextends: "Standard Chess"\n' > "$tmp/mine/b.yaml"
printf 'game: "Uses Mine"\nextends: "Mine"\n' > "$tmp/mine/c.yaml"
check "extends by a duplicated name" \
  "$tmp/mine/c.yaml:2:10: extends: the game name 'Mine' is used by both $tmp/mine/a.yaml and $tmp/mine/b.yaml; extend one by its file name" \
  "$("$cli" check "$tmp/mine/c.yaml")"

# 7. check as a linter: the shipped variants are clean; the broken folder gives exactly
# tests/lint/broken.expected (errors and warnings, in file order); warnings alone exit 0
out=$("$cli" check variants/*.yaml); code=$?
check "lint shipped variants" "$(for f in variants/*.yaml; do echo "$f: ok"; done) 0" "$out $code"
"$cli" check tests/lint/broken/*.yaml > "$tmp/lint.out"; code=$?
out=$(sed "s|$PWD/||g" "$tmp/lint.out")
check "lint broken folder" "$(cat tests/lint/broken.expected) 1" "$out $code"
out=$("$cli" check tests/lint/broken/unreachable.yaml); code=$?
check "lint warnings only exit 0" "$(printf '%s\n%s' \
  "tests/lint/broken/unreachable.yaml:7:33: warning: 'take-move' after repeat(1) never runs; is a ';' missing after the repeat?" \
  "tests/lint/broken/unreachable.yaml: ok (1 warning)") 0" "$out $code"

# docs: castling does not carry the king script's set-state; a plain king move does
cs=tests/variants/castle_state.yaml
check "castling keeps variables" "4k3/8/8/8/8/8/8/5RK1 b - - 1 1" \
  "$("$cli" game --variant $cs --fen "4k3/8/8/8/8/8/8/4K2R w K - 0 1" e1g1)"
check "king move sets variables" "4k3/8/8/8/8/8/8/5K1R b - - 1 1 vars=moved:1" \
  "$("$cli" game --variant $cs --fen "4k3/8/8/8/8/8/8/4K2R w K - 0 1" e1f1)"

check "check warns: castling skips the king's set-state" "$(printf '%s\n%s' \
  "$cs:8:7: warning: piece 'king' castles, but castling does not run its script: the set-state of this chain is not done when it castles; keep the count in after_move, or leave castling out" \
  "$cs: ok (1 warning)")" "$("$cli" check $cs)"

# messages that point an author at the fix (issue 18's loose ends)
printf 'game: "X"\nextends: standard\n' > "$tmp/ext.yaml"
check "extends hint names the shipped game" \
  "$tmp/ext.yaml:2:10: extends: no variant named 'standard' (did you mean the shipped game: extends: \"Standard Chess\"?)" \
  "$("$cli" check "$tmp/ext.yaml")"
printf 'game: "Z"\nextends: "Standard Chess"\npieces:\n  pawn:\n    promotion:\n      to: [queen]\n      zone: [rank 6]\n' > "$tmp/zone.yaml"
check "promotion zone written as squares" \
  "$tmp/zone.yaml:7:13: promotion's zone is the name of a zone, not its squares: declare it under board: zones: (for example \`promo: [rank 6]\`, or \`[rank -3]\` for each side's sixth rank) and write \`zone: promo\` here, or \`zone: last_rank\`" \
  "$("$cli" check "$tmp/zone.yaml")"
printf 'game: "S"\nextends: "Standard Chess"\nboard:\n  size: 10x8\n' > "$tmp/size.yaml"
check "inherited setup, new size: located at size" \
  "$tmp/size.yaml:4:9: board size 10x8 does not fit the setup this file inherits (8x8): give a setup for this board" \
  "$("$cli" check "$tmp/size.yaml")"
printf 'game: "SL"\nextends: "Standard Chess"\nvictory:\n  add:\n    stalemate_loses: opponent.stalemate\ndraw:\n  remove: [stalemate]\n' > "$tmp/sl.yaml"
check "stalemate loses: opponent.stalemate" "$(printf 'k7/2Q5/8/8/8/8/8/4K3 b - - 1 1\nresult: 1-0 (stalemate_loses)')" \
  "$("$cli" game --variant "$tmp/sl.yaml" --fen "k7/8/2Q5/8/8/8/8/4K3 w - - 0 1" c6c7)"
check "stalemate still draws in Standard" "$(printf 'k7/2Q5/8/8/8/8/8/4K3 b - - 1 1\nresult: 1/2-1/2 (stalemate)')" \
  "$("$cli" game --variant variants/standard.yaml --fen "k7/8/2Q5/8/8/8/8/4K3 w - - 0 1" c6c7)"
printf 'game: "SC"\nextends: "Standard Chess"\nvictory:\n  add:\n    x: opponent.checkmate\n' > "$tmp/sc.yaml"
check "only stalemate and no_moves take a side" \
  "$tmp/sc.yaml:5:17: 'checkmate' is not said of a side: write it alone (it is read for the player the condition is for); only stalemate, no_moves, perpetual_check, perpetual_chase, castling_kingside, castling_queenside and move_repetition take one (opponent.stalemate: the opponent is stalemated)" \
  "$("$cli" check "$tmp/sc.yaml")"
printf 'game: "NL"\nextends: "Standard Chess"\nsetup: "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"\ndraw:\n  remove: [stalemate]\n' > "$tmp/nl.yaml"
check "warn: no legal move at the start" \
  "$(printf '%s\n%s' "$tmp/nl.yaml: warning: the game is over in its start position: the side to move has no legal move (1/2-1/2)" "$tmp/nl.yaml: ok (1 warning)")" \
  "$("$cli" check "$tmp/nl.yaml")"

# pieces in hand: every bad declaration located
printf 'game: "H"\nextends: "Crazyhouse"\nrules:\n  immobility: sometimes\npieces:\n  knight:\n    drop: { zone: nowhere, mate: maybe, nope: 1 }\n  bishop:\n    demotes_to: ghost\n  rook:\n    drop: 3\n' > "$tmp/h.yaml"
check "hand declarations located" "$(printf '%s\n' \
  "$tmp/h.yaml:4:15: immobility must be 'illegal' (no piece may be dropped or left where it can never move) or 'allowed'" \
  "$tmp/h.yaml:7:19: unknown zone 'nowhere' (declare it under board: zones:)" \
  "$tmp/h.yaml:7:34: drop mate is 'allowed', 'forbidden' (no such drop) or 'loses' (the side that mates by such a drop loses), for a drop that checkmates" \
  "$tmp/h.yaml:7:41: unknown key 'nope' in drop (did you mean 'zone'?)" \
  "$tmp/h.yaml:9:17: demotes_to: unknown piece 'ghost'" \
  "$tmp/h.yaml:11:11: drop is false (never dropped), true, or a mapping: { zone: Z, no_doubled: true, mate: loses }")" \
  "$("$cli" check "$tmp/h.yaml")"

# drops of connection games and the rows they count: every bad value located
printf 'game: "C"\nextends: "Crazyhouse"\nrules:\n  drop_entry: sideways\n  must_drop: maybe\n' > "$tmp/c.yaml"
check "drop rules located" "$(printf '%s\n' \
  "$tmp/c.yaml:4:15: drop_entry must be 'anywhere', 'top' (the first rank or a square above a piece, as a disc falls in Connect Four) or 'any_side' (pushed in from an edge)" \
  "$tmp/c.yaml:5:14: 'must_drop' must be true or false")" \
  "$("$cli" check "$tmp/c.yaml")"
printf 'game: "C"\nextends: "Crazyhouse"\nrules:\n  rows:\n    pieces: [ghost]\n    along: [rank, up]\n    size: 3\n' > "$tmp/r.yaml"
check "rows located" "$(printf '%s\n' \
  "$tmp/r.yaml:5:14: rows: pieces: unknown piece 'ghost'" \
  "$tmp/r.yaml:6:19: rows: along is a list of the lines rows count along: [rank, file, diagonal]; 'up' is none of them" \
  "$tmp/r.yaml:7:5: unknown key 'size' in rows (allowed: pieces, along)")" \
  "$("$cli" check "$tmp/r.yaml")"
printf 'game: "C"\nextends: "Crazyhouse"\nrules:\n  castling_by_drop: z\npieces:\n  bishop:\n    drop: { opposite_colours: maybe }\n' > "$tmp/p.yaml"
check "placement rules located" "$(printf '%s\n' \
  "$tmp/p.yaml:4:21: castling_by_drop is the file of the first rank where a dropped castling king gains its castling rights (like e), or 'none'; 'z' is not a file of this board" \
  "$tmp/p.yaml:7:31: 'opposite_colours' must be true or false")" \
  "$("$cli" check "$tmp/p.yaml")"
printf 'game: "C"\nextends: "Crazyhouse"\nvictory:\n  add:\n    x: block\n' > "$tmp/b.yaml"
check "block needs a comparison" \
  "$tmp/b.yaml:5:13: bad comparison: expected ==, !=, <, <=, > or >= after 'block', found the end of the condition" \
  "$("$cli" check "$tmp/b.yaml")"

echo "authoring: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
