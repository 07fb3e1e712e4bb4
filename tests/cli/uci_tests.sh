#!/usr/bin/env bash
# Transcript tests of `chessembly-cli uci`: a script of UCI commands goes in, exact lines
# are expected out. Search progress (`info depth ...`) varies with speed and is left out
# of the comparisons; best moves are checked against the legal moves the engine lists.
# usage: uci_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

# uci ARGS... < commands: the engine's output without search progress; a hang fails
uci() { timeout 30 "$cli" uci "$@" | grep -v '^info depth '; }

# the move after `bestmove`, and whether it is among the `legal:` moves of a `d` before it
bestmove_is_legal() {
  awk '/^legal:/ { n = split($0, a, " "); for (i = 2; i <= n; i++) ok[a[i]] = 1 }
       /^bestmove / { print (($2 in ok) ? "legal" : "illegal " $2) }'
}

# ---- handshake and options ---------------------------------------------------------
out=$(printf 'uci\nisready\nquit\n' | uci)
check "uci id" "id name Chessembly" "$(echo "$out" | head -1 | cut -d' ' -f1-3)"
check "uci ends" "$(printf 'uciok\nreadyok')" "$(echo "$out" | tail -2)"
variant_line=$(echo "$out" | grep '^option name UCI_Variant ')
check "UCI_Variant combo" "option name UCI_Variant type combo default standard" \
  "$(echo "$variant_line" | cut -d' ' -f1-7)"
for name in standard capablanca king_of_the_hill three_check racing_kings antichess horde \
            chess kingofthehill 3check racingkings; do
  check "UCI_Variant lists $name" 1 "$(echo "$variant_line" | grep -c " var $name\( \|$\)")"
done
check "options" "$(printf '%s\n' 'option name VariantPath type string default <empty>' \
  'option name Threads type spin default 1 min 1 max 1' \
  'option name Hash type spin default 16 min 1 max 4096' 'option name Clear Hash type button' \
  'option name Ponder type check default false' 'option name MultiPV type spin default 1 min 1 max 500' \
  'option name Skill Level type spin default 20 min 0 max 20' \
  'option name UCI_LimitStrength type check default false' \
  'option name UCI_Elo type spin default 1350 min 1350 max 2850' \
  'option name UCI_Chess960 type check default false' \
  'option name Level type spin default 8 min 1 max 8' \
  'option name SearchFeaturesOff type spin default 0 min 0 max 8191')" "$(echo "$out" | grep '^option' | grep -v UCI_Variant)"
# giveaway is not antichess in Fairy-Stockfish (it keeps castling): no name that would change the game
check "giveaway is not offered" "info string unknown variant 'giveaway' (see the UCI_Variant list after 'uci')" \
  "$(printf 'setoption name UCI_Variant value giveaway\n' | uci)"

# ---- positions and moves -------------------------------------------------------------
out=$(printf 'position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1\nd\n' | uci)
check "castling as the king's move" "fen: r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4" \
  "$(echo "$out" | grep '^fen:')"
out=$(printf 'position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1h1\nd\n' | uci)
check "castling as king takes rook" "fen: 4k3/8/8/8/8/8/8/5RK1 b - - 1 1" "$(echo "$out" | grep '^fen:')"
out=$(printf 'position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8n\nd\n' | uci)
check "promotion by letter" "fen: 1N2k3/8/8/8/8/8/8/4K3 b - - 0 1" "$(echo "$out" | grep '^fen:')"
out=$(printf 'position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\nd\n' | uci)
check "promotions listed with letters" "legal: b7b8q b7b8b b7b8n b7b8r e1f1 e1d1 e1e2 e1f2 e1d2" \
  "$(echo "$out" | grep '^legal:')"

# bad input: one `info string` each, the engine goes on
out=$(printf '%s\n' 'position startpos moves e2e4 e7e5 e4e5 d7d5' 'd' 'position fen 8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w' \
  'position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1' 'position fen' 'position' \
  'position startpos junk' 'position startpos moves 0000' 'frobnicate now' 'go depth x' 'go warp 9' \
  'setoption name Hash value lots' 'setoption name Level value 9' 'setoption name Colour value red' \
  'setoption name UCI_Variant value nosuchgame' 'setoption value 3' 'isready' | uci)
check "bad input" "$(printf '%s\n' \
  "info string position: move 'e4e5' is not legal here; position stops before it" \
  "fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" \
  "info string position fen: bad FEN at column 1: the board is 8x17; boards are 1x1 to 16x16" \
  "info string position: bad FEN; no position until a good one (go answers 0000)" \
  "info string position fen: bad FEN at column 43: no piece has the letter 'X'" \
  "info string position: bad FEN; no position until a good one (go answers 0000)" \
  "info string position fen: the FEN is missing; no position until a good one (go answers 0000)" \
  "info string position: expected 'startpos' or 'fen FEN'; no position until a good one (go answers 0000)" \
  "info string position: unexpected 'junk' (expected 'moves'); no position until a good one (go answers 0000)" \
  "info string position: move '0000' is not legal here; position stops before it" \
  "info string unknown command 'frobnicate'" \
  "info string depth: 'x' is not a number from 0 to 1000000000000" \
  "info string go: not searching (see above)" \
  "info string go: unknown parameter 'warp'" \
  "info string go: not searching (see above)" \
  "info string Hash: 'lots' is not a number from 1 to 4096" \
  "info string Level: '9' is not a number from 1 to 8" \
  "info string unknown option 'Colour'" \
  "info string unknown variant 'nosuchgame' (see the UCI_Variant list after 'uci')" \
  "info string setoption: expected 'setoption name NAME [value VALUE]'" \
  "readyok")" "$(echo "$out" | grep -E '^(info|fen:|readyok)' | grep -v 'already searching')"
check "bad go still answers" 2 "$(echo "$out" | grep -c '^bestmove ')"

# issue 42: a refused position leaves none to answer for (a GUI would forfeit on a move
# for the position before); a good one ends that
out=$(printf '%s\n' 'position startpos moves e2e4' 'position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1' \
  'go depth 1' 'position startpos moves e2e4' 'go depth 1' | uci | grep -E '^(bestmove|info string go)' | cut -d' ' -f1-2)
check "go after a refused position" "$(printf '%s\n' 'info string' 'bestmove 0000' 'bestmove')" \
  "$(echo "$out" | sed 's/^bestmove [a-h][1-8][a-h][1-8]$/bestmove/')"
# a FEN whose board does not fit the variant is refused (8x7, 8x9 in Standard Chess)
for fen in 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1' 'rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1'; do
  out=$(printf 'position fen %s\ngo depth 1\n' "$fen" | uci)
  check "FEN not fitting the variant: $fen" "$(printf '%s\n' \
    "info string position fen: bad FEN at column 1: the board is 8x$(echo "$fen" | cut -d' ' -f1 | tr '/' '\n' | wc -l); this variant's is 8x8" \
    'info string position: bad FEN; no position until a good one (go answers 0000)' \
    'info string go: the last position command was refused; send a good one' 'bestmove 0000')" "$out"
done
# malformed go parameters: the message, bestmove 0000, no search left running
for words in 'depth -1' 'movetime abc' 'depth' 'foo 7' 'searchmoves z9z9'; do
  check "go $words searches nothing" "bestmove 0000" \
    "$(printf 'go %s\nisready\n' "$words" | uci | grep -E '^(bestmove|readyok)' | head -1)"
done
# searchmoves: only the moves named (h2h4 is never the best opening move otherwise at depth 2)
out=$(printf 'position startpos\ngo depth 2 searchmoves a2a3 h2h4\n' | uci | grep '^bestmove' | cut -d' ' -f2)
check "go searchmoves" 1 "$(echo "$out" | grep -cE '^(a2a3|h2h4)$')"
out=$(printf 'position startpos\ngo depth 2 searchmoves g1h3\n' | uci | grep '^bestmove' | cut -d' ' -f2)
check "go searchmoves one move" g1h3 "$out"
# end of input is quit: a finite but long search ends at once (a hang fails the timeout)
for limit in 'depth 60' 'mate 30' 'movetime 600000' 'nodes 100000000000' 'wtime 36000000 btime 36000000'; do
  check "end of input stops go $limit" "bestmove" \
    "$(printf 'position startpos\ngo %s\n' "$limit" | uci | grep '^bestmove' | cut -d' ' -f1)"
done
# no word limit: 20,000 moves in one position command, the last one played
moves=$(for i in $(seq 2500); do printf ' g1f3 g8f6 f3g1 f6g8'; done)
out=$(printf 'position startpos moves%s e2e4\nd\n' "$moves" | uci | grep '^fen:')
check "20,000 moves in one command" "fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 5001" "$out"
# castling whose king lands where a plain step goes is written king takes rook (as FSF)
out=$(printf 'position fen 7k/8/8/8/8/8/8/RK5R w KQ - 0 1\nd\n' | uci | grep '^legal:' | tr ' ' '\n' | grep '^b1' | sort | tr '\n' ' ')
check "castling never shares a step's text" "b1a1 b1a2 b1b2 b1c1 b1c2 b1g1 " "$out"
# polyglot keeps the first 16 names: the common ones come first
out=$(printf 'uci\n' | uci | grep '^option name UCI_Variant' | cut -d' ' -f8- | tr -s ' ' '\n' | grep -v '^var$' | head -16 | tr '\n' ' ')
check "UCI_Variant common names first" "chess standard chess960 crazyhouse atomic antichess kingofthehill 3check racingkings horde xiangqi shogi janggi makruk capablanca seirawan " "$out"

# a game that is over: no move to give
out=$(printf 'position startpos moves f2f3 e7e5 g2g4 d8h4\ngo depth 3\nposition startpos moves f2f3 e7e5 g2g4 d8h4 a2a3\n' | uci)
check "go after mate" "$(printf '%s\n' 'info string the game is over: 0-1 (checkmate)' 'bestmove 0000' \
  "info string position: move 'a2a3' is not legal: the game is over (0-1, checkmate); position stops before it")" "$out"

# a repetition a player could claim: the GUI's moves and go play on (as Fairy-Stockfish)
rep='g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'
out=$(printf 'position startpos moves %s\nd\ngo depth 1\nposition startpos moves %s e2e4\nd\n' "$rep" "$rep" | uci)
check "repetition reported" "result: 1/2-1/2 (repetition)" "$(echo "$out" | grep '^result:' | head -1)"
check "go plays on" "info string the game could end here (1/2-1/2, repetition); playing on" \
  "$(echo "$out" | grep '^info string')"
out2=$(printf 'position startpos\nd\nposition startpos moves %s\ngo depth 1\n' "$rep" | uci)
check "go plays on: a move of the start" legal "$(echo "$out2" | bestmove_is_legal)"
check "position plays on" "fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 5" \
  "$(echo "$out" | grep '^fen:' | tail -1)"

# a king step that is also a castling (the king lands one file over, haynie): the step,
# as Fairy-Stockfish reads the ambiguous text
printf '[hay:chess]\nmaxRank = 6\nmaxFile = 6\nstartFen = rbqkbr/pppppp/6/6/PPPPPP/RBQKBR w KQkq - 0 1\ndoubleStep = false\npromotionPieceTypes = rbq\ncastlingQueensideFile = c\ncastlingKingsideFile = e\npromotionRegionWhite = *6\n' > "$tmp/hay.ini"
"$cli" import-ini "$tmp/hay.ini" -o "$tmp/hay.yaml" 2>/dev/null
out=$(printf 'position fen rbqk1r/pppppp/6/6/PPPPPP/RBQK1R w KQkq - 0 1 moves d1e1\nd\n' | uci --variant "$tmp/hay.yaml")
check "king step over castling" "fen: rbqk1r/pppppp/6/6/PPPPPP/RBQ1KR b kq - 1 1" "$(echo "$out" | grep '^fen:')"

# ---- searching ------------------------------------------------------------------------
out=$(printf 'position startpos moves e2e4 c7c5\nd\ngo depth 2\n' | uci)
check "bestmove legal" legal "$(echo "$out" | bestmove_is_legal)"
out=$(printf 'position startpos moves d2d4\nd\ngo movetime 50\n' | uci)
check "go movetime" legal "$(echo "$out" | bestmove_is_legal)"
out=$(printf 'position startpos\nd\ngo wtime 1000 btime 1000 winc 10 binc 10 movestogo 20\n' | uci)
check "go clock" legal "$(echo "$out" | bestmove_is_legal)"
out=$(printf 'setoption name Level value 1\nposition startpos\nd\ngo nodes 500\n' | uci)
check "go nodes at level 1" legal "$(echo "$out" | bestmove_is_legal)"
# progress lines: every field UCI GUIs read
line=$(printf 'position startpos\ngo depth 2\n' | timeout 30 "$cli" uci | grep '^info depth' | tail -1)
check "info line" 1 "$(echo "$line" | grep -cE '^info depth [0-9]+ seldepth [0-9]+ multipv 1 score (cp -?[0-9]+|mate -?[0-9]+) nodes [0-9]+ nps [0-9]+ time [0-9]+ hashfull [0-9]+( pv( [a-p][0-9]+[a-p][0-9]+[a-z]?)+)?$')"

# a win in one: the engine finds it at depth 2 and says `score mate 1`; playing its move
# must end the game by the variant's own condition
win_in_one() { # UCI_Variant FEN -> "mate 1 | result: ..."
  local out best
  out=$(printf 'setoption name UCI_Variant value %s\nposition fen %s\ngo depth 2\n' "$1" "$2" | timeout 30 "$cli" uci)
  best=$(echo "$out" | awk '/^bestmove/ { print $2 }')
  printf '%s | %s' "$(echo "$out" | grep '^info depth 2 ' | grep -o 'score mate [0-9-]*')" \
    "$(printf 'setoption name UCI_Variant value %s\nposition fen %s moves %s\nd\n' "$1" "$2" "$best" | \
       timeout 30 "$cli" uci | grep '^result:')"
}
check "mate in 1" "score mate 1 | result: 1-0 (checkmate)" "$(win_in_one chess '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1')"
check "mate in 1 as Black" "score mate 1 | result: 0-1 (checkmate)" \
  "$(win_in_one standard 'r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1')"
check "hill in 1" "score mate 1 | result: 1-0 (hill)" "$(win_in_one kingofthehill '4k3/p7/8/8/8/2K5/8/8 w - - 0 1')"
check "third check" "score mate 1 | result: 1-0 (three_checks)" \
  "$(win_in_one 3check '4k3/8/8/8/8/8/8/3QK3 w - - 0 1 checks=2,0')"

# go infinite: the best move waits for `stop`; isready is answered while it thinks
out=$(printf 'position startpos\nd\ngo infinite\nisready\nstop\nisready\n' | uci)
check "infinite then stop" "$(printf 'readyok\nlegal\nreadyok')" \
  "$(echo "$out" | grep -E '^(readyok|bestmove)' | sed 's/^bestmove.*/bestmove/' | \
     sed "s/^bestmove\$/$(echo "$out" | bestmove_is_legal)/")"
# `d` while thinking answers at once (no wait for an endless search)
out=$(printf 'position startpos moves e2e4\ngo infinite\nd\nstop\n' | uci)
check "d while thinking" "$(printf 'fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\nbestmove')" \
  "$(echo "$out" | grep -E '^(fen:|bestmove)' | sed 's/^bestmove .*/bestmove/')"
# quit while thinking: a clean, quick exit
start=$(date +%s)
printf 'go infinite\nquit\n' | timeout 30 "$cli" uci >/dev/null; code=$?
check "quit while thinking" 0 "$code"
check "quit is quick" 1 "$(( $(date +%s) - start < 10 ))"
# input ends while an endless search runs: stopped, answered, exit 0
out=$(printf 'go infinite\n' | uci); code=$?
check "eof stops infinite" "0 1" "$code $(echo "$out" | grep -c '^bestmove ')"
# input ends during a limited search: it finishes and answers
out=$(printf 'go depth 1\n' | uci)
check "eof finishes depth" 1 "$(echo "$out" | grep -c '^bestmove [a-h][1-8][a-h][1-8]$')"

# ---- variants ---------------------------------------------------------------------------
out=$(printf 'setoption name UCI_Variant value kingofthehill\nd\nsetoption name UCI_Variant value 3check\nd\n' | uci)
check "UCI_Variant alias" "$(printf 'variant: king_of_the_hill\nvariant: three_check')" \
  "$(echo "$out" | grep '^variant:')"
out=$(printf 'setoption name UCI_Variant value capablanca\nposition fen r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1 moves f1i1 f8c8\nd\n' | uci)
check "Capablanca castling" "fen: 2kr5r/10/10/10/10/10/10/R6RK1 w - - 2 2" "$(echo "$out" | grep '^fen:')"
out=$(printf 'setoption name UCI_Variant value horde\nposition startpos\nd\ngo depth 1\n' | uci)
check "horde bestmove" legal "$(echo "$out" | bestmove_is_legal)"
out=$(printf 'setoption name VariantPath value %s\nd\n' "$PWD/variants/racing_kings.yaml" | uci)
check "VariantPath" "fen: 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1" "$(echo "$out" | grep '^fen:')"
cp variants/racing_kings.yaml "$tmp/racing_kings.yaml"
out=$(printf 'd\n' | uci --variant variants/antichess.yaml)
check "--variant" "fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" "$(echo "$out" | grep '^fen:')"

# a file given with --variant is the combo's default; a GUI sending it back keeps the file
out=$(printf 'uci\nsetoption name UCI_Variant value racing_kings\nd\n' | uci --variant "$tmp/racing_kings.yaml")
check "--variant file in the combo" "option name UCI_Variant type combo default racing_kings var chess" \
  "$(echo "$out" | grep '^option name UCI_Variant' | cut -d' ' -f1-9)"
check "--variant file kept" "variant: $tmp/racing_kings.yaml" "$(echo "$out" | grep '^variant:')"

# a 10x10 board: rank 10 squares, a piece without a letter written =name
cat > "$tmp/big.yaml" <<'YAML'
game: "UCI big board"
extends: "Standard Chess"
board:
  size: 10x10
setup: "k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1"
pieces:
  wizard:
    chessembly: |
      take-move(1, 1); take-move(-1, -1); take-move(1, -1); take-move(-1, 1);
  pawn:
    promotion: { to: [queen, wizard], zone: last_rank }
YAML
out=$(printf 'uci\n' | uci --variant "$tmp/big.yaml")
check "--variant own file in the combo" "option name UCI_Variant type combo default big var big var chess" \
  "$(echo "$out" | grep '^option name UCI_Variant' | cut -d' ' -f1-11)"
out=$(printf '%s\n' 'd' 'position startpos moves e9e10' 'position startpos moves e9e10=wizard a10b10' 'd' | \
      uci --variant "$tmp/big.yaml")
check "rank 10 and =name" "$(printf '%s\n' 'legal: e9e10q e9e10=wizard a1b1 a1a2 a1b2' \
  "info string position: move 'e9e10' needs the piece it becomes (like e9e10q); position stops before it" \
  'fen: 1k2[w:wizard]5/10/10/10/10/10/10/10/10/K9 w - - 1 2')" \
  "$(echo "$out" | grep -E '^(legal|info|fen)' | grep -v '^fen: k9' | sed '4,$d')"

# broken files: located errors, the variant in play stays
printf 'game: "Broken"\nextends: "Standard Chess"\npieces:\n  pawn:\n    chessembly: "move(0, 1) repaet(1);"\n' \
  > "$tmp/broken.yaml"
out=$(printf 'setoption name VariantPath value %s\nd\n' "$tmp/broken.yaml" | uci)
check "VariantPath broken" "$(printf '%s\n' "info string $tmp/broken.yaml:5:29: unknown expression 'repaet' (did you mean 'repeat'?)" \
  'info string variant unchanged: standard' 'variant: standard')" "$(echo "$out" | grep -E '^(info|variant:)')"
out=$(printf 'uci\n' | timeout 30 "$cli" uci --variant "$tmp/broken.yaml"); code=$?
check "--variant broken" "1 info string $tmp/broken.yaml:5:29: unknown expression 'repaet' (did you mean 'repeat'?)" \
  "$code $(echo "$out" | head -1)"

# a script's runtime error is reported with its file and line
cat > "$tmp/runtime.yaml" <<'YAML'
game: "UCI runtime error"
extends: "Standard Chess"
setup: "k7/8/8/8/8/8/8/K6[w:crasher] w - - 0 1"
pieces:
  crasher:
    chessembly: |
      move(0, 1);
      do anchor(0, 0) while;
YAML
out=$(printf 'go depth 1\n' | uci --variant "$tmp/runtime.yaml")
check "runtime error" "info string $tmp/runtime.yaml:8:7: runtime error: chain loops forever: it would run more than 10000 expressions (piece 'crasher', chain at line 8)" \
  "$(echo "$out" | grep '^info string' | head -1)"
check "runtime error still moves" 1 "$(echo "$out" | grep -c '^bestmove \(a1[ab][12]\|h1h2\)$')"

# ---- bench --search: the same node counts every run, one line per position --------------
b1=$(timeout 60 "$cli" bench --search --depth 3); code=$?
b2=$(timeout 60 "$cli" bench --search --depth 3)
check "bench search exit" 0 "$code"
check "bench search positions" 17 "$(echo "$b1" | grep -cE '^[a-z_]+ +3 +[1-9][0-9]* ')"
check "bench search deterministic" "$(echo "$b1" | awk '/^[a-z_]+ +3 / { print $1, $3, $6 }')" \
  "$(echo "$b2" | awk '/^[a-z_]+ +3 / { print $1, $3, $6 }')"
check "bench search total" "$(echo "$b1" | awk '/^[a-z_]+ +3 / { n += $3 } END { print "nodes: " n }')" \
  "$(echo "$b1" | grep '^nodes:')"
check "bench search usage" 2 "$("$cli" bench --search --depth 0 2>/dev/null; echo $?)"

# ---- go perft, as Fairy-Stockfish answers it -----------------------------------------
out=$(printf 'position startpos\ngo perft 3\nisready\nquit\n' | uci)
check "go perft total" "Nodes searched: 8902" "$(echo "$out" | grep '^Nodes searched')"
check "go perft lists every root move" 20 "$(echo "$out" | grep -c '^[a-h][1-8][a-h][1-8]: ')"
check "go perft e2e4" "e2e4: 600" "$(echo "$out" | grep '^e2e4:')"
# walls (Duck Chess): each move with its wall, as Fairy-Stockfish writes it; its counts
dout=$(printf 'setoption name UCI_Variant value duck\nposition startpos moves e2e4,e4d5\nd\ngo perft 1\nquit\n' | uci)
check "duck: the wall in the FEN" "fen: rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" "$(echo "$dout" | grep '^fen:')"
check "duck: perft 1 (Fairy-Stockfish's count)" "Nodes searched: 589" "$(echo "$dout" | grep '^Nodes searched')"
check "duck: a move and its wall" "g8f6,f6d5: 0" "$(echo "$dout" | grep -c '^g8f6,f6d5:' | sed 's/^/g8f6,f6d5: /')"
check "duck: the duck moves" "b8c6,c6e2: 1" "$(echo "$dout" | grep '^b8c6,c6e2:')"
check "go perft blank line, then the total" "$(printf '\nNodes searched: 8902')" \
  "$(echo "$out" | grep -B1 '^Nodes searched')"
check "go perft sends no bestmove" 0 "$(echo "$out" | grep -c '^bestmove')"
out=$(printf 'position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\ngo perft 2\nquit\n' | uci)
check "go perft kiwipete" "Nodes searched: 2039" "$(echo "$out" | grep '^Nodes searched')"
check "go perft castling in UCI" "e1g1: 43" "$(echo "$out" | grep '^e1g1:')"
out=$(printf 'setoption name UCI_Variant value capablanca\nposition startpos moves e2e4\ngo perft 2\nquit\n' | uci)
check "go perft capablanca after e2e4" "Nodes searched: $("$cli" perft --variant variants/capablanca.yaml --fen "$("$cli" game --variant variants/capablanca.yaml e2e4 | head -1)" 2 | grep -o '[0-9]*$')" \
  "$(echo "$out" | grep '^Nodes searched')"
out=$(printf 'go perft 0\ngo perft\ngo perft 99\nquit\n' | uci)
check "go perft bad depths" "$(printf '%s\n' 'Nodes searched: 1' 'info string perft needs a number' \
  "info string perft: '99' is not a number from 0 to 20")" "$out"

# Kyoto shogi's rules (pieceDemotion, dropPromoted), written as Fairy-Stockfish writes
# them: a promoted form turning back `c3d4-`, a piece dropped promoted `+P@e4`; the
# counts are Fairy-Stockfish's `go perft`
printf '[kt]\nmaxRank = 5\nmaxFile = 5\nking = k\ncustomPiece1 = p:fW\nsilver = s\nrook = r\nbishop = b\npromotionPieceTypes = -\npromotedPieceType = p:r s:b\npromotionRegionWhite = *1 *2 *3 *4 *5\npromotionRegionBlack = *5 *4 *3 *2 *1\nstartFen = 1ks2/1p3/5/3P1/2SK1[] w - - 0 1\npieceDrops = true\ncapturesToHand = true\npieceDemotion = true\nmandatoryPiecePromotion = true\ndropPromoted = true\ncastling = false\n' > "$tmp/kt.ini"
"$cli" import-ini "$tmp/kt.ini" -o "$tmp/kt.yaml" 2>/dev/null
out=$(printf 'position fen 1k3/5/2+s2/1P3/2SK1[Pp] w - - 0 1 moves +P@e4 c3d4-\nd\n' | uci --variant "$tmp/kt.yaml")
check "promoted drop and demotion read" "fen: 1k3/3s+P/5/1P3/2SK1[p] w - - 1 2" "$(echo "$out" | grep '^fen:')"
out=$(printf 'position fen 1k3/5/2+s2/1P3/2SK1[Pp] b - - 0 1\ngo perft 1\nquit\n' | uci --variant "$tmp/kt.yaml")
check "demotions written with -" "c3b4-: 1 c3d4-: 1" "$(echo "$out" | grep -E '^c3(b4|d4)' | sort | tr '\n' ' ' | sed 's/ $//')"
check "promoted drops written +P@" "+P@e4: 1" "$(echo "$out" | grep '^+P@e4')"
check "Kyoto perft 1" "Nodes searched: 52" "$(echo "$out" | grep '^Nodes searched')"
out=$(printf 'position fen 1k3/5/2+s2/1P3/2SK1[Pp] w - - 0 1\ngo perft 3\nquit\n' | uci --variant "$tmp/kt.yaml")
check "Kyoto perft 3" "Nodes searched: 20159" "$(echo "$out" | grep '^Nodes searched')"

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
