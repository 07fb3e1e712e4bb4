#!/usr/bin/env bash
# Transcript tests of USI (shogi GUIs' protocol), as `chessembly-cli usi` speaks it and
# `chessembly-cli uci` after `usi`: squares 7g7f, drops P*5e, promotions 8h2b+, SFEN
# positions, USI_ options, btime for Sente, byoyomi, go mate, gameover, bestmove resign.
# Searches are depth-limited, or waited for (converse) rather than timed.
# usage: usi_tests.sh PATH/TO/chessembly-cli
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

# usi ARGS... < commands: the engine's output without search progress; a hang fails
usi() { timeout 30 "$cli" usi "$@" | grep -v '^info depth '; }

# converse LINE...: each line is sent to `chessembly-cli usi`; a line `@wait REGEX` reads
# its output until a line matches instead (so a search ends by itself, not by the next
# command); then input ends. Prints all the output but the search progress.
converse() {
  local out="" line l rd wr n=$BASHPID
  mkfifo "$tmp/in$n" "$tmp/out$n"
  timeout 30 "$cli" usi <"$tmp/in$n" >"$tmp/out$n" 2>&1 &
  local pid=$!
  exec {wr}>"$tmp/in$n" {rd}<"$tmp/out$n"
  for line in "$@"; do
    if [[ $line == @wait* ]]; then
      while IFS= read -r -u "$rd" l; do out+="$l"$'\n'; [[ $l =~ ${line#@wait } ]] && break; done
    else
      printf '%s\n' "$line" >&"$wr"
    fi
  done
  exec {wr}>&-
  while IFS= read -r -u "$rd" l; do out+="$l"$'\n'; done
  exec {rd}<&-
  wait "$pid"
  printf '%s' "$out" | grep -v '^info depth '
}

# shown FIELD COMMAND...: the FIELD line (sfen, fen, legal) of `d` after `usi` and the commands
shown() { local field=$1; shift; printf '%s\n' usi "$@" d | usi | grep "^$field:"; }

# the move after `bestmove`, and whether it is among the `legal:` moves of a `d` before it
bestmove_is_legal() {
  awk '/^legal:/ { n = split($0, a, " "); for (i = 2; i <= n; i++) ok[a[i]] = 1 }
       /^bestmove / { print (($2 in ok) ? "legal" : "illegal " $2) }'
}

# ---- handshake and options -----------------------------------------------------------------
out=$(printf 'usi\nisready\nquit\n' | usi)
check "usi id" "$(printf 'id name Chessembly\nid author the Chessembly authors')" \
  "$(echo "$out" | head -2 | sed 's/^id name Chessembly .*/id name Chessembly/')"
check "usiok, readyok" "$(printf 'usiok\nreadyok')" "$(echo "$out" | tail -2)"
check "USI_Variant: the shogi family only, shogi first" \
  "option name USI_Variant type combo default shogi var dobutsu var minishogi var shogi" \
  "$(echo "$out" | grep '^option name USI_Variant ')"
check "options as USI writes them" "$(printf '%s\n' 'option name VariantPath type filename default <empty>' \
  'option name Threads type spin default 1 min 1 max 1' 'option name USI_Hash type spin default 16 min 1 max 4096' \
  'option name Clear_Hash type button' 'option name USI_Ponder type check default false' \
  'option name USI_MultiPV type spin default 1 min 1 max 500' 'option name Skill_Level type spin default 20 min 0 max 20' \
  'option name USI_LimitStrength type check default false' \
  'option name USI_Elo type spin default 1350 min 1350 max 2850' 'option name Level type spin default 8 min 1 max 8' \
  'option name SearchFeaturesOff type spin default 0 min 0 max 8191')" \
  "$(echo "$out" | grep '^option' | grep -v USI_Variant)"
# `usi` as the first command of `uci` switches to USI (and from chess to shogi)
out=$(printf 'usi\nposition startpos moves 7g7f\nd\nquit\n' | timeout 30 "$cli" uci)
check "uci then usi" "$(printf 'usiok\nsfen: lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2')" \
  "$(echo "$out" | grep -E '^(usiok|sfen:)')"
# a variant of another family cannot be played over USI
out=$(timeout 30 "$cli" usi --variant variants/standard.yaml </dev/null 2>&1; echo "exit $?")
check "usi --variant chess" "$(printf 'usi: variants/standard.yaml is not of the shogi family (USI'"'"'s squares and SFEN cannot write it)\nexit 1')" "$out"
out=$(printf 'usi\nsetoption name USI_Variant value chess\nsetoption name USI_Variant value minishogi\nposition startpos\nd\n' | usi)
check "USI_Variant chess refused, minishogi taken" "$(printf '%s\n' \
  "info string USI_Variant: chess is not of the shogi family (USI's squares and SFEN cannot write it); variant unchanged: shogi" \
  'variant: minishogi')" "$(echo "$out" | grep -E '^(info string|variant:)')"
# setoption by USI's names: USI_Hash, Skill_Level, USI_Ponder, Clear_Hash, and their errors
out=$(printf '%s\n' usi 'setoption name USI_Hash value 32' 'setoption name USI_Hash value lots' \
  'setoption name Skill_Level value 30' 'setoption name USI_Ponder value true' 'setoption name Clear_Hash' \
  'setoption name USI_Nosuch value 1' 'isready' | usi | sed -n '/^usiok/,$p' | sed 1d)
check "setoption" "$(printf '%s\n' "info string Hash: 'lots' is not a number from 1 to 4096" \
  "info string Skill Level: '30' is not a number from 0 to 20" "info string unknown option 'USI_Nosuch'" readyok)" "$out"

# ---- positions and moves -----------------------------------------------------------------
out=$(printf 'usi\nposition startpos moves 7g7f 3c3d 8h2b+ 3a2b B*5e\nd\n' | usi)
check "moves: a promotion, a capture, a drop" \
  "$(printf '%s\n' 'fen: lnsgkg1nl/1r5s1/pppppp1pp/6p2/4B4/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 3' \
  'sfen: lnsgkg1nl/1r5s1/pppppp1pp/6p2/4B4/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6')" "$(echo "$out" | grep -E '^(fen|sfen):')"
check "Gote's drops in upper case, as USI writes them" 1 "$(echo "$out" | grep '^legal:' | grep -c ' B\*9h .* B\*3a$')"
check "position sfen ... moves" "sfen: lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3" \
  "$(shown sfen 'position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2 moves 3c3d')"
# a handicap's start: Gote moves first, at 1; the count goes on from there (issue 37)
check "position sfen, Gote first at 1" "sfen: lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" \
  "$(shown sfen 'position sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1')"
check "position sfen, Gote first, two moves on" "sfen: lnsgkgsn1/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 3" \
  "$(shown sfen 'position sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d 7g7f')"
check "SFEN hands" "fen: 4k4/9/9/9/9/9/9/9/4K4[SPPppp] w - - 0 1" "$(shown fen 'position sfen 4k4/9/9/9/9/9/9/9/4K4 b 2P3pS 1')"
# minishogi (5x5) and dobutsu (3x4): files from the right, ranks from the top, as FSF
check "minishogi squares" "legal: 5d5c 5e4d 4e4d 4e3d 3e2d 3e4d 3e3d 2e1d 2e3d 2e4c 2e5b 1e1d 1e1c 1e1b" \
  "$(shown legal 'setoption name USI_Variant value minishogi' 'position startpos')"
check "dobutsu squares (Fairy-Stockfish's five moves)" "$(printf 'sfen: gle/1C1/3/ELG w C 2\nlegal: 3a3b 2a2b 2a3b 2a1b 1a2b')" \
  "$(shown '\(legal\|sfen\)' 'setoption name USI_Variant value dobutsu' 'position startpos moves 2c2b')"

# bad input: one info string each; a bad SFEN leaves no position (go answers resign)
out=$(printf '%s\n' usi 'position startpos moves 7g7f 7g7f' 'd' 'position sfen lnsgkgsnl/9 x - 1' \
  'position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1' 'go depth 1' \
  'position sfen' 'position fen' 'position frobnicate' 'position startpos junk' 'position startpos moves 7g7f P*5e' 'frobnicate now' \
  'go depth x' 'gameover maybe' 'isready' | usi | sed -n '/^usiok/,$p' | sed 1d)
check "bad input" "$(printf '%s\n' \
  "info string position: move '7g7f' is not legal here; position stops before it" \
  "info string position sfen:1:13: the side to move is b (Sente) or w (Gote)" \
  'info string position: bad SFEN; no position until a good one (go answers resign)' \
  "info string position sfen: bad FEN at column 57: no piece has the letter 'X'" \
  'info string position: bad SFEN; no position until a good one (go answers resign)' \
  'info string go: the last position command was refused; send a good one' 'bestmove resign' \
  'info string position sfen: the SFEN is missing; no position until a good one (go answers resign)' \
  'info string position fen: the FEN is missing; no position until a good one (go answers resign)' \
  "info string position: expected 'startpos' or 'sfen SFEN'; no position until a good one (go answers resign)" \
  "info string position: unexpected 'junk' (expected 'moves'); no position until a good one (go answers resign)" \
  "info string position: move 'P*5e' is not legal here; position stops before it" \
  "info string unknown command 'frobnicate'" \
  "info string depth: 'x' is not a number from 0 to 1000000000000" 'info string go: not searching (see above)' \
  'bestmove resign' "info string gameover: expected 'gameover win', 'gameover lose' or 'gameover draw'" readyok)" \
  "$(echo "$out" | grep -v '^[ .a-zA-Z+]*  [0-9]$\|^$\|^[a-i]*$\|^variant:\|^s\?fen:\|^legal:\|^result:')"
check "illegal move: the position before it kept" "sfen: lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2" \
  "$(echo "$out" | grep '^sfen:')"

# ---- searching --------------------------------------------------------------------------
out=$(printf 'usi\nposition startpos moves 7g7f 3c3d\nd\ngo depth 2\n' | usi)
check "bestmove legal" legal "$(echo "$out" | bestmove_is_legal)"
line=$(printf 'usi\nposition startpos\ngo depth 2\n' | timeout 30 "$cli" usi | grep '^info depth' | tail -1)
check "info line with USI squares" 1 \
  "$(echo "$line" | grep -cE '^info depth 2 seldepth [0-9]+ multipv 1 score cp -?[0-9]+ nodes [0-9]+ nps [0-9]+ time [0-9]+ hashfull [0-9]+ pv [1-9][a-i][1-9][a-i]\+? [1-9][a-i][1-9][a-i]\+?$')"
# USI's clocks: btime is Sente's; byoyomi; binc/winc; a bad one searches nothing
for words in 'btime 1000 wtime 1000 byoyomi 200' 'btime 0 wtime 0 byoyomi 300' 'btime 2000 wtime 2000 binc 100 winc 100' \
             'nodes 300' 'movetime 100'; do
  out=$(converse usi 'position startpos' d "go $words" '@wait ^bestmove')
  check "go $words" legal "$(echo "$out" | bestmove_is_legal)"
done
out=$(printf 'usi\nposition startpos\ngo byoyomi -5\n' | usi | grep -E '^(info string|bestmove)')
check "go byoyomi -5" "$(printf '%s\n' "info string byoyomi: '-5' is not a number from 0 to 1000000000000" \
  'info string go: not searching (see above)' 'bestmove resign')" "$out"
# go infinite and go ponder wait for stop / ponderhit; gameover stops a search
out=$(converse usi 'position startpos' 'go infinite' isready '@wait ^readyok' stop '@wait ^bestmove' quit)
check "go infinite until stop" "$(printf 'readyok\nbestmove')" "$(echo "$out" | grep -E '^(readyok|bestmove)' | cut -d' ' -f1)"
out=$(converse usi 'position startpos' 'go ponder btime 0 wtime 0 byoyomi 100' isready '@wait ^readyok' ponderhit '@wait ^bestmove')
check "go ponder until ponderhit" "$(printf 'readyok\nbestmove')" "$(echo "$out" | grep -E '^(readyok|bestmove)' | cut -d' ' -f1)"
out=$(converse usi 'position startpos' 'go infinite' 'gameover lose' isready '@wait ^readyok' usinewgame 'position startpos' d)
check "gameover stops the search, usinewgame" "$(printf 'bestmove\nreadyok')" \
  "$(echo "$out" | grep -E '^(readyok|bestmove)' | cut -d' ' -f1)"
# mated: bestmove resign (Sente's king on 1i, Gote's golds on 2h and 1h)
out=$(printf 'usi\nposition sfen 9/9/9/9/9/9/9/7gg/8K b - 1\ngo depth 2\n' | usi | grep -E '^(info string|bestmove)')
check "mated: resign" "$(printf 'info string the game is over: 0-1 (checkmate)\nbestmove resign')" "$out"

# go mate: a tsume answered with checkmate and its moves, nomate, timeout
out=$(converse usi 'position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1' 'go mate infinite' '@wait ^checkmate')
check "go mate: mate in one" "checkmate G*5b" "$(echo "$out" | grep '^checkmate')"
out=$(converse usi 'position sfen 7nk/9/7PP/9/9/9/9/9/K8 b GS 1' 'go mate 60000' '@wait ^checkmate')
check "go mate: the silver, not the gold (2b is covered by the knight)" "checkmate S*2b" "$(echo "$out" | grep '^checkmate')"
# a mate in three plies where a quieter mate in one exists (R*2b leaves the king no move
# without checking it): only checks are searched, so the tsume is found
out=$(converse usi 'position sfen 8k/9/7P1/9/9/9/9/9/K8 b RS 1' 'go mate 60000' '@wait ^checkmate')
check "go mate: a tsume in three, not the quiet mate" 1 "$(echo "$out" | grep -cE '^checkmate [RS]\*[1-9][a-i] [1-9][a-i][1-9][a-i] [RS]\*[1-9][a-i]$')"
out=$(converse usi 'position sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1' 'go mate 1000' '@wait ^checkmate')
check "go mate: no check at all" "checkmate nomate" "$(echo "$out" | grep '^checkmate')"
out=$(converse usi 'position sfen 9/9/9/9/9/9/9/7gg/8K b - 1' 'go mate infinite' '@wait ^checkmate')
check "go mate: mated already" "checkmate nomate" "$(echo "$out" | grep '^checkmate')"
out=$(converse usi 'position sfen 8k/9/9/9/9/9/9/9/K8 b L 1' 'go mate infinite' isready '@wait ^readyok' stop '@wait ^checkmate')
check "go mate: stopped before a mate is found" "checkmate timeout" "$(echo "$out" | grep '^checkmate')"
out=$(printf 'usi\nposition startpos\ngo mate soon\n' | usi | grep -E '^(info string|checkmate|bestmove)')
check "go mate: a bad time" "$(printf '%s\n' "info string mate: 'soon' is not a number from 1 to 1000000000" \
  'info string go: not searching (see above)' 'checkmate timeout')" "$out"

echo "usi transcripts: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
