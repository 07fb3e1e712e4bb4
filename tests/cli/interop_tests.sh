#!/usr/bin/env bash
# Transcript tests of what other chess software writes and judges (issue 42): insufficient
# material per variant as lichess and python-chess judge it, PGN as python-chess and
# chessops write it. Derived from tools/pychess_check.py, which cannot run in CI.
# usage: interop_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

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
check "atomic two bishops against a bare king go on" ongoing "$(ends atomic '3b4/8/8/4K3/5b2/8/8/7k w - - 0 1')"
check "atomic bishops on one colour go on" ongoing "$(ends atomic '8/8/4k3/6K1/8/8/b7/1B6 b - - 0 60')"
check "antichess bishops apart" "$drawn" "$(ends antichess '8/8/4b3/6B1/8/8/8/8 b - - 0 60')"
check "antichess bishops on one colour go on" ongoing "$(ends antichess '8/8/4b3/5B2/8/8/8/8 b - - 0 60')"
check "crazyhouse bare kings, empty hands" "$drawn" "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[] b - - 0 60')"
check "crazyhouse a knight in hand" "$drawn" "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[N] b - - 0 60')"
check "crazyhouse a pawn in hand goes on" ongoing "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[P] b - - 0 60')"
check "crazyhouse two knights in hand go on" ongoing "$(ends crazyhouse '8/8/4k3/6K1/8/8/8/8[Nn] b - - 0 60')"
check "racing kings bare kings go on" ongoing "$(ends racing_kings '8/8/8/8/8/8/k6K/8 w - - 0 60')"
check "racing kings both kings home, White to move" "result: 1/2-1/2 (racing (both))" \
  "$(ends racing_kings '1K1k4/8/8/8/8/1b6/8/8 w - - 0 1')"
check "racing kings both home: no moves below" "Nodes searched: 0" "$(printf '%s\n' \
  'setoption name UCI_Variant value racingkings' 'position fen 1K1k4/8/8/8/8/1b6/8/8 w - - 0 1' 'go perft 1' | \
  "$cli" uci | tail -1)"
check "standard bare kings" "$drawn" "$(ends standard '8/8/4k3/6K1/8/8/8/8 b - - 0 60')"

# ---- three-check FENs in the form Fairy-Stockfish and python-chess read (3+3: checks to give)
check "three-check FEN" "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2" \
  "$("$cli" game --variant variants/three_check.yaml e4 d5 Bb5+)"
check "three-check FEN in uci d" "fen: rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2" \
  "$(printf 'setoption name UCI_Variant value 3check\nposition startpos moves e2e4 d7d5 f1b5\nd\n' | "$cli" uci | grep '^fen:')"
check "three-check FEN tag" '[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 2+1 0 30"]' \
  "$("$cli" game --pgn --variant variants/three_check.yaml --fen '4k3/8/8/8/8/8/8/R3K3 w - - 0 30 checks=1,2' | grep '^\[FEN')"
check "three-check lichess form on demand" "4k3/8/8/8/8/8/8/R3K3 w - - 0 30 +1+2" \
  "$("$cli" game --fen-style lichess --variant variants/three_check.yaml --fen '4k3/8/8/8/8/8/8/R3K3 w - - 2+1 0 30')"

# ---- PGN as python-chess and chessops write it --------------------------------------
# a crazyhouse pawn drop written `@e4` is read, and written `P@e4`
printf '[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 @e4 *\n' > "$tmp/drop.pgn"
check "pgn @e4 drop" "rnb1kbnr/ppp1pppp/8/q7/3Pp3/2N5/PPP2PPP/R1BQKBNR[P] w KQkq - 0 5" \
  "$("$cli" pgn "$tmp/drop.pgn" | sed -n 2p)"
check "P@e4 written" "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 P@e4 *" \
  "$("$cli" game --pgn --variant variants/crazyhouse.yaml e4 d5 exd5 Qxd5 Nc3 Qa5 d4 @e4 | tail -1)"
# a game that goes on past a threefold repetition nobody claimed
printf '[Event "r"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *\n' > "$tmp/rep.pgn"
check "pgn past an unclaimed repetition" "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 5" \
  "$("$cli" pgn "$tmp/rep.pgn" 2>&1 | sed -n 2p)"
# marks spaced or glued, NAGs, e.p. spaced, tags: read, and kept when saved again
cat > "$tmp/deco.pgn" <<'PGN'
[Event "Club night"]
[Site "Hall"]
[White "Ann"]
[Black "Ben"]
[Result "1-0"]
[ECO "C44"]
[Annotator "Cy"]

{ before } 1. e4 $1 e6 2. e5 d5 !? 3. exd6 e.p. { spaced } (3. d4 c5 !!) 3... cxd6 ?? 4. Qf3!! 1-0
PGN
check "pgn decorated" "rnbqkbnr/pp3ppp/3pp3/8/8/5Q2/PPPP1PPP/RNB1KBNR b KQkq - 1 4" "$("$cli" pgn "$tmp/deco.pgn" | sed -n 2p)"
"$cli" pgn --save "$tmp/saved.pgn" "$tmp/deco.pgn" > /dev/null
check "pgn --save keeps tags, NAGs, comments, variations" "$(printf '%s\n' '[Event "Club night"]' '[Site "Hall"]' \
  '[Date "????.??.??"]' '[Round "?"]' '[White "Ann"]' '[Black "Ben"]' '[Result "1-0"]' '[ECO "C44"]' \
  '[Annotator "Cy"]' '' '{before} 1. e4 $1 e6 2. e5 d5 $5 3. exd6 {spaced} (3. d4 c5 $3) 3... cxd6 $4' \
  '4. Qf3 $3 1-0')" "$(cat "$tmp/saved.pgn")"
check "pgn result without a reason" "result: 1-0" "$("$cli" pgn "$tmp/deco.pgn" | sed -n 3p)"
# a null move refuses the whole game, saying why
printf '[Event "n"]\n\n1. e4 -- 2. d4 *\n' > "$tmp/null.pgn"
out=$("$cli" pgn "$tmp/null.pgn" 2>&1 >/dev/null); code=$?
check "pgn null move" "1:$tmp/null.pgn:3:7: \`--\` is a null move (a side passing its turn, as some programs write analysis); a game with one cannot be replayed, so it is refused whole" "$code:$out"
# a short FEN without castling has none (as Fairy-Stockfish and python-chess)
check "short FEN: no castling" "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1" "$("$cli" game --fen 'r3k2r/8/8/8/8/8/8/R3K2R w')"
# the example PGN of docs/playing.md replays (it was illegal once)
sed -n '/^```text$/,/^```$/p' docs/playing.md | awk '/^\[Event "Chessembly game"\]/,/^```$/' | grep -v '^```' > "$tmp/doc.pgn"
check "docs/playing.md PGN example" "result: 1-0 (hill)" \
  "$("$cli" pgn --variant variants/king_of_the_hill.yaml "$tmp/doc.pgn" | grep '^result')"

echo "interop: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
