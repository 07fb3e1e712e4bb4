#!/usr/bin/env bash
# xboard_match.sh -- one game in real XBoard (under Xvfb, no screen needed) between
# `chessembly-cli xboard` and a second engine, XBoard refereeing; the game is saved as
# PGN and XBoard's engine log kept, to check the protocol against the GUI itself.
# usage: tools/xboard_match.sh CLI VARIANT OUTDIR [SECOND-ENGINE-COMMAND]
#   e.g. tools/xboard_match.sh build/chessembly-cli crazyhouse /tmp/xb "fairy-stockfish"
#        tools/xboard_match.sh build/chessembly-cli variants/chessembly_army.yaml /tmp/xb
# (the second engine defaults to chessembly-cli xboard itself; Debian: xboard, xvfb).
# A VARIANT that is a .yaml file is played with `--variant FILE` under its file's name,
# XBoard's legality testing off (it cannot check pieces no Betza describes).
set -eu
cli=$(readlink -f "$1") variant=$2 out=$3
first="$cli xboard" legality=true
case $variant in
*.yaml) first="$cli xboard --variant $(readlink -f "$variant")" variant=$(basename "$variant" .yaml) legality=false ;;
esac
second=${4:-"$first"}
mkdir -p "$out"
cd "$out"
xboard=$(command -v xboard || echo /usr/games/xboard)
# 40 moves in 1 minute each side; at most 400 plies; XBoard exits after the game; no
# pondering (-xponder): Fairy-Stockfish answered a move it had pondered on with
# `Illegal move`, a false claim XBoard scores as a loss
timeout 900 xvfb-run -a "$xboard" -fcp "$first" -fd "$out" -scp "$second" -sd "$out" \
  -variant "$variant" -mm -mg 1 -tc 1 -mps 40 -sgf "$out/game.pgn" -debug -nameOfDebugFile "$out/xboard.debug" \
  -adjudicateLossThreshold 0 -testClaims true -testLegality $legality -xponder -xexit -noGUI 2>"$out/xboard.stderr" || true
grep -E '^\[Result|^\[Variant|^\[White|^\[Black' "$out/game.pgn" 2>/dev/null || echo "no game saved (see $out/xboard.debug)"
