#!/usr/bin/env bash
# Transcript tests of UCCI (xiangqi GUIs' dialect of UCI), as `chessembly-cli uci` speaks it
# after `ucci`: ranks 0-9, `banmoves`, `go time ... increment ...` in seconds, `ucciok`, `bye`.
# Searches are depth-limited. usage: ucci_tests.sh PATH/TO/chessembly-cli
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

ucci() { timeout 30 "$cli" uci "$@"; }

out=$(printf 'ucci\nisready\nquit\n' | ucci)
check "ucciok, readyok, bye" "$(printf 'ucciok\nreadyok\nbye')" "$(echo "$out" | tail -3)"
check "xiangqi is the default" 1 "$(echo "$out" | grep -c '^option UCI_Variant type combo default xiangqi ')"
check "options as UCCI writes them" "$(printf '%s\n' 'option hashsize type spin default 16 min 1 max 4096' \
  'option Clear_Hash type button' 'option usemillisec type check default false')" \
  "$(echo "$out" | grep -E '^option (hashsize|Clear_Hash|usemillisec) ')"

# positions and moves with ranks 0-9
out=$(printf 'ucci\nposition startpos moves h2e2 h9g7 h0g2\nd\nquit\n' | ucci)
check "moves in ranks 0-9" "fen: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2" \
  "$(echo "$out" | grep '^fen:')"
out=$(printf 'ucci\nposition fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves b0c2\nd\nquit\n' | ucci)
check "position fen ... moves" "fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/9/R1BAKABNR b - - 1 1" \
  "$(echo "$out" | grep '^fen:')"

# scores without `cp`, as Fairy-Stockfish writes them under UCCI
out=$(printf 'ucci\nposition startpos\ngo depth 1\nquit\n' | ucci)
check "score without cp" 1 "$(echo "$out" | grep -cE '^info depth 1 seldepth [0-9]+ multipv 1 score -?[0-9]+ nodes ')"
check "bestmove in ranks 0-9" 1 "$(echo "$out" | grep -cE '^bestmove [a-i][0-9][a-i][0-9]( ponder [a-i][0-9][a-i][0-9])?$')"

# banmoves: the next go plays another move; position forgets the bans
first=$(printf 'ucci\nposition startpos\ngo depth 2\nquit\n' | ucci | grep '^bestmove' | cut -d' ' -f2)
out=$(printf 'ucci\nposition startpos\nbanmoves %s\ngo depth 2\nposition startpos\ngo depth 2\nquit\n' "$first" | ucci)
second=$(echo "$out" | grep '^bestmove' | sed -n 1p | cut -d' ' -f2)
check "banned move not played" "yes" "$([ -n "$first" ] && [ "$first" != "$second" ] && echo yes)"
check "position clears banmoves" "$first" "$(echo "$out" | grep '^bestmove' | sed -n 2p | cut -d' ' -f2)"

# go time/increment in seconds (usemillisec: milliseconds): a short clock gives a move soon
out=$(printf 'ucci\nsetoption usemillisec true\nposition startpos\ngo time 300 increment 0 opptime 300 oppincrement 0\nquit\n' | ucci)
check "go time in milliseconds" 1 "$(echo "$out" | grep -c '^bestmove ')"

# bad input: info string lines, the session goes on
out=$(printf '%s\n' ucci 'banmoves z9z9' 'setoption nosuch 1' 'setoption hashsize lots' 'go time x' \
  'position startpos moves h2e2 h2e2' 'frobnicate' 'isready' quit | ucci | sed -n '/^ucciok/,$p' | sed 1d)
check "bad input" "$(printf '%s\n' "info string banmoves: 'z9z9' is not a legal move here" "info string unknown option 'nosuch'" \
  "info string Hash: 'lots' is not a number from 1 to 4096" "info string time: 'x' is not a number from -1000000000 to 1000000000000" \
  'info string go: not searching (see above)' 'bestmove 0000' \
  "info string position: move 'h2e2' is not legal here; position stops before it" \
  "info string unknown command 'frobnicate'" 'readyok' 'bye')" "$out"

echo "ucci transcripts: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
