#!/usr/bin/env bash
# Transcript tests of `chessembly-cli xboard` (CECP, xboard's protocol version 2): commands
# go in, exact lines are expected out. Searches are depth-limited (`sd`); `ping` is
# answered after a move being thought about, so a `ping` after each move keeps order.
# usage: cecp_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

# xb ARGS... < commands: the engine's output (thinking output left in); a hang fails
xb() { timeout 30 "$cli" xboard "$@"; }
# the engine's `move` answers only
moves_of() { grep '^move ' | cut -d' ' -f2; }
# whether each `move X` is among the `legal:` moves of the `d` before it
move_is_legal() {
  awk '/^legal:/ { delete ok; n = split($0, a, " "); for (i = 2; i <= n; i++) ok[a[i]] = 1 }
       /^move / { print (($2 in ok) ? "legal" : "illegal " $2) }'
}

# ---- handshake --------------------------------------------------------------------------
out=$(printf 'xboard\nprotover 2\nping 7\nquit\n' | xb)
check "features end with done=1 then pong" "$(printf 'feature done=1\npong 7')" "$(echo "$out" | tail -2)"
check "features" 1 "$(echo "$out" | grep -c '^feature ping=1 setboard=1 usermove=1 playother=1 san=0 time=1 draw=0 sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 ')"
check "variants" 'feature variants="normal,fischerandom,crazyhouse,shogi,xiangqi,capablanca,seirawan,makruk,atomic,3check,kingofthehill,racingkings,minishogi,dobutsu,minixiangqi"' \
  "$(echo "$out" | grep '^feature variants=')"
check "myname" 1 "$(echo "$out" | grep -c '^feature myname="Chessembly ')"
# `uci` detects `xboard` as its first command, as Fairy-Stockfish does
out=$(printf 'xboard\nprotover 2\nfoo\nquit\n' | timeout 30 "$cli" uci | tail -2)
check "uci switches to xboard" "$(printf 'feature done=1\nError (unknown command): foo')" "$out"

# ---- a game: the engine answers the user's move, Black by default ------------------------------
out=$(printf '%s\n' xboard 'protover 2' new 'sd 2' 'force' 'd' 'go' 'ping 1' 'usermove e7e5' 'ping 2' force d 'quit' | xb)
check "engine's move after go is legal" "legal" "$(echo "$out" | move_is_legal | head -1)"
check "engine moves after go and after the user's move" "2 b2" "$(echo "$out" | grep -c '^move ') $(echo "$out" | grep '^fen:' | tail -1 | awk '{print $3 $7}')"
check "pong follows the move" "pong 1" "$(echo "$out" | grep -A1 '^move ' | sed -n 2p)"
out=$(printf '%s\n' xboard new 'sd 1' 'usermove e2e4' 'ping 1' 'd' quit | xb)
check "user move then the engine's reply (engine plays Black)" "move" "$(echo "$out" | grep -B1 '^pong 1' | head -1 | cut -d' ' -f1)"
check "both moves are on the board" "2" "$(echo "$out" | grep '^fen:' | awk '{print $7}')"

# ---- bad input: the protocol's error forms; the game is kept ----------------------------------
out=$(printf '%s\n' xboard new force 'usermove e2e5' 'usermove e2e4' 'usermove e7e8q' 'frobnicate now' \
  'usermove' 'sd x' 'st' 'level 40 5' 'level 40 x 0' 'level 40 5:77 0' 'variant nosuchgame' 'remove' 'ping 3' 'd' quit | xb)
check "bad input answers" "$(printf '%s\n' 'Illegal move: e2e5' 'Illegal move: e7e8q' 'Error (unknown command): frobnicate' \
  'Error (expected usermove MOVE): usermove' 'Error (bad number): sd x' 'Error (expected one number): st' \
  'Error (expected level MPS BASE INC): level 40 5' 'Error (bad number): level 40 x 0' 'Error (bad number): level 40 5:77 0' \
  'Error (unsupported variant): nosuchgame' 'Error (no move to take back): remove' 'pong 3')" \
  "$(echo "$out" | sed -n '1,/^pong 3/p')"
check "the good move stayed" "fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" "$(echo "$out" | grep '^fen:')"
out=$(printf '%s\n' xboard new force 'usermove b1c3' 'usermove g8f6' undo 'd' 'usermove g8h6' remove 'd' quit | xb)
check "undo and remove" "$(printf '%s\n' 'fen: rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1' \
  'fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')" "$(echo "$out" | grep '^fen:')"

# setboard: a refused position makes every move illegal until a good one
out=$(printf '%s\n' xboard new force 'setboard 8/8/8 w' 'usermove e2e4' 'setboard 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' \
  'usermove e2e4' d quit | xb)
check "setboard refused" "$(printf '%s\n' 'tellusererror Illegal position' 'Illegal move: e2e4')" \
  "$(echo "$out" | grep -v '^#' | sed -n 1,2p)"
check "setboard's error is located" 1 "$(echo "$out" | grep -c '^# setboard: bad FEN at column 1')"
check "setboard then a move" "fen: 4k3/8/8/8/4P3/8/8/4K3 b - - 0 1" "$(echo "$out" | grep '^fen:')"

# the game's end: the engine's mate is followed by the result
out=$(printf '%s\n' xboard new force 'setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' 'sd 2' go 'ping 1' 'usermove g8h8' quit | xb)
check "engine mates, result follows" "$(printf '%s\n' 'move a1a8' '1-0 {checkmate}')" "$(echo "$out" | grep -Ev '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+' | sed -n 1,2p)"
check "moves after the end are illegal" "Illegal move (the game is over): g8h8" "$(echo "$out" | tail -1)"
out=$(printf '%s\n' xboard new force 'setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' 'usermove a1a8' quit | xb)
check "user mates, result follows" "1-0 {checkmate}" "$(echo "$out" | tail -1)"

# thinking output with post: ply score time nodes pv; none with nopost
out=$(printf '%s\n' xboard new force post 'sd 2' go 'ping 1' force undo nopost go 'ping 2' quit | xb)
check "post: one line per depth" "1 2" "$(echo "$out" | sed -n '1,/^pong 1/p' | grep -E '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ [a-h][1-8]' | cut -d' ' -f1 | tr '\n' ' ' | sed 's/ $//')"
check "nopost: no thinking output" "" "$(echo "$out" | sed -n '/^pong 1/,$p' | grep -E '^[0-9]+ -?[0-9]+ ')"
check "post's pv starts with the move" "$(echo "$out" | grep '^move ' | head -1 | cut -d' ' -f2)" \
  "$(echo "$out" | grep -E '^2 -?[0-9]+ ' | head -1 | cut -d' ' -f5)"

# variants by XBoard's names; drops and holdings in crazyhouse; ranks 0-9 in xiangqi
out=$(printf '%s\n' xboard new 'variant crazyhouse' force \
  'setboard r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 2 3' 'usermove P@d3' d quit | xb)
check "crazyhouse drop from the holdings" "fen: r1bqkbnr/pppp1ppp/2n5/4p3/4P3/3P1N2/PPPP1PPP/RNBQKB1R[p] b KQkq - 0 3" \
  "$(echo "$out" | grep '^fen:')"
check "crazyhouse: black's drops listed" 1 "$(echo "$out" | grep '^legal:' | grep -c ' P@e2 ')"
out=$(printf '%s\n' xboard new 'variant xiangqi' force 'usermove h2e2' 'usermove h9g7' 'usermove h0g2' d quit | xb)
check "xiangqi moves with ranks 0-9" "fen: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2" \
  "$(echo "$out" | grep '^fen:')"
out=$(printf '%s\n' xboard new 'variant xiangqi' 'sd 1' 'usermove h2e2' 'ping 1' quit | xb)
check "xiangqi: the engine answers in ranks 0-9" 1 "$(echo "$out" | grep -cE '^move [a-i][0-9][a-i][0-9]$')"
out=$(printf '%s\n' xboard new 'variant shogi' force 'usermove c3c4' 'usermove g7g6' 'usermove b2h8+' d quit | xb)
check "shogi: a promotion with +" "fen: lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 2" \
  "$(echo "$out" | grep '^fen:')"
out=$(printf '%s\n' xboard new 'variant crazyhouse' new force 'usermove P@e4' quit | xb)
check "new returns to normal chess" "Illegal move: P@e4" "$out"

# variants XBoard has no rules for: `setup` tells it the board and pieces; the engine referees
out=$(printf '%s\n' xboard 'variant kingofthehill' force 'usermove e2e4' 'usermove a7a6' 'usermove e1e2' 'usermove a6a5' \
  'usermove e2d3' 'usermove a5a4' 'usermove d3d4' 'usermove a4a3' 'variant racingkings' quit | xb)
check "setup for a fairy variant, its own result" "$(printf '%s\n' \
  'setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' \
  '1-0 {hill}' 'Illegal move (the game is over): a4a3' \
  'setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1')" "$out"
out=$(printf '%s\n' xboard 'variant racingkings' force 'usermove e2c3' 'usermove g2g8' quit | xb)
check "racing kings: a check is illegal" "$(printf '%s\n' \
  'setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1' \
  'Illegal move: e2c3')" "$out"

# pieces XBoard does not know: `piece L& BETZA` for each piece written with Betza (and
# `piece +L&` for its promoted form), after a setup with a parent that has drops
out=$(printf '%s\n' xboard 'variant dobutsu' force 'usermove b2b3' 'usermove b4b3' 'usermove C@b2' d quit | xb)
check "dobutsu: setup and piece commands" "$(printf '%s\n' \
  'setup (......E.C......G..L.........e.c......g..l...) 3x4+4_shogi gle/1c1/1C1/ELG[] w - - 0 1' \
  'piece C& fW' 'piece +C& WfF' 'piece E& F' 'piece G& W' 'piece L& K' \
  'fen: g1e/1l1/1C1/ELG[c] b - - 0 2')" "$(echo "$out" | grep -E '^(setup|piece|fen:)')"
out=$(printf '%s\n' xboard 'variant minishogi' quit | xb)
check "minishogi: the shogi parent, promoted forms" "$(printf '%s\n' \
  'setup (PNBR...........G..LS.Kpnbr...........g..ls.k) 5x5+7_shogi rbsgk/4p/5/P4/KGSBR[] w - - 0 1' \
  'piece +B& BW' 'piece +R& RF')" "$(echo "$out" | grep -E '^(setup|piece \+[BR])')"
check "minixiangqi: the xiangqi parent, the cannon's Betza" "$(printf '%s\n' \
  'setup (PN.R....C............Kpn.r....c............k) 7x7+0_xiangqi rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1' \
  'piece C& mRcpR')" "$(printf '%s\n' xboard 'variant minixiangqi' quit | xb | grep -E '^(setup|piece C)')"
# pieces written in Chessembly get a Betza worked out from their moves, but not when it
# is what xboard's own piece of that letter does (the chess pieces of king of the hill)
check "no piece command for xboard's own chess pieces" 0 "$(printf '%s\n' xboard 'variant kingofthehill' quit | xb | grep -c '^piece')"
# a scripted variant of ours (--variant FILE) is offered under its file's name; `variant`
# with it gives `setup` and a `piece` for each piece a Betza describes (the alfil, the
# wasp), and says why the others have none; it comes back after another variant
out=$(printf '%s\n' xboard 'protover 2' 'variant chessembly_army' 'variant crazyhouse' 'variant chessembly_army' \
  force 'usermove b1d3' 'usermove f7f5' 'usermove c2c5' 'usermove f5e6' 'usermove d3b1' 'usermove e6e5' 'usermove c5c4' d quit \
  | xb --variant variants/chessembly_army.yaml)
army="$(printf '%s\n' \
  'setup (PNBRQT.A.WMO.I.......Kpnbrqt.a.wmo.i.......k) 8x8+0_fairy taoqkiat/ppwppwpp/8/8/8/8/PPWPPWPP/TAOQKIAT w - - 0 1' \
  'piece A& A' 'piece W& fRmbB' \
  '# no piece O: no Betza gives its moves from every square' '# no piece T: no Betza gives its moves from every square' \
  '# no piece I: no Betza gives its moves from every square' '# no piece M: no Betza gives its moves from every square')"
check "scripted variant: its name in the variants list" 1 \
  "$(echo "$out" | grep -c '^feature variants=".*,minixiangqi,chessembly_army"$')"
check "scripted variant: setup and derived pieces, twice" "$(printf '%s\n%s\n' "$army" "$army")" \
  "$(echo "$out" | grep -E '^(setup|piece|# no piece)')"
check "scripted variant: the alfil and the wasp move, not the wasp back" \
  "$(printf '%s\n' 'Illegal move: c5c4' 'fen: taoqkiat/ppwpp1pp/8/2W1w3/8/8/PP1PPWPP/TAOQKIAT w - - 6 4')" \
  "$(echo "$out" | grep -E '^(fen:|Illegal)')"

# fischerandom: castling is O-O / O-O-O both ways; normal chess keeps the king's move
out=$(printf '%s\n' xboard 'variant fischerandom' force 'setboard 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' d 'usermove O-O-O' d \
  'usermove O-O' quit | xb)
check "fischerandom castling by name" "$(printf '%s\n' 'O-O-O O-O' 'fen: 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' 'fen: 4k3/8/8/8/8/8/8/2KR3R b - - 1 1' 'Illegal move: O-O')" \
  "$(echo "$out" | grep '^legal:' | head -1 | awk '{print $(NF-1), $NF}'; echo "$out" | grep -E '^(fen|Illegal)')"
out=$(printf '%s\n' xboard 'variant fischerandom' force 'setboard 4rkr1/4p1p1/8/8/8/8/8/5K1R w K - 0 1' 'sd 2' go 'ping 1' quit | xb)
check "fischerandom: the engine castles by name (mate in one)" "$(printf 'move O-O\n1-0 {checkmate}')" "$(echo "$out" | grep -E '^(move|1-0)')"
out=$(printf '%s\n' xboard force 'setboard 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' 'usermove e1g1' d quit | xb)
check "normal chess castles by the king's move" "fen: 4k3/8/8/8/8/8/8/R4RK1 b - - 1 1" "$(echo "$out" | grep '^fen:')"

# playother: the engine takes the side not to move, and waits for the user's move
out=$(printf '%s\n' xboard new force 'sd 1' playother 'ping 1' 'usermove e2e4' 'ping 2' force d quit | xb)
check "playother waits, then answers" "pong 1 move" "$(echo "$out" | grep -E '^(pong 1|move )' | cut -d' ' -f1-2 | sed 's/^move .*/move/' | tr '\n' ' ' | sed 's/ $//')"
check "playother: the engine played Black" "w 2" "$(echo "$out" | grep '^fen:' | awk '{print $3, $7}')"
# level and time: the clock decides how long; with one second left a move comes
out=$(printf '%s\n' xboard new force 'level 40 0:05 0' 'time 100' 'otim 100' go 'ping 1' quit | xb)
check "a move on the clock" "move" "$(echo "$out" | grep -B1 '^pong 1' | head -1 | cut -d' ' -f1)"

# hint, analyze, `.`
out=$(printf '%s\n' xboard new force 'sd 1' hint quit | xb)
check "hint is a legal move" 1 "$(echo "$out" | grep -cE '^Hint: [a-h][1-8][a-h][1-8]$')"
out=$(printf '%s\n' xboard new force analyze . exit 'usermove e2e4' d quit | timeout 30 "$cli" xboard)
check "analyze: no move played, exit leaves it" "fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" \
  "$(echo "$out" | grep '^fen:')"
check "analyze: stat01 line" 1 "$(echo "$out" | grep -cE '^stat01: [0-9]+ [0-9]+ [0-9]+ 0 20$')"
check "analyze: no move sent" 0 "$(echo "$out" | grep -c '^move ')"

# `?` moves now: with 25 s a move, the move comes at once (a hang would hit the 30 s timeout)
out=$(printf '%s\n' xboard new force 'st 25' go '?' 'ping 1' quit | xb)
check "? moves now" "move" "$(echo "$out" | grep -B1 '^pong 1' | head -1 | cut -d' ' -f1)"
# `?` in analyze mode is ignored: no move is sent
out=$(printf '%s\n' xboard new force analyze '?' exit d quit | xb)
check "? in analyze mode" "0 fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
  "$(echo "$out" | grep -c '^move ') $(echo "$out" | grep '^fen:')"

echo "cecp transcripts: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
