#!/bin/sh
# A stand-in for another UCI engine in bench --against tests: just enough UCI.
# usage: fake_uci_engine.sh MODE   agree: Standard Chess perft counts; wrong: one node too
# many; die: exits on `go`.
mode=${1:-agree}
while IFS= read -r line; do
  case $line in
  uci)
    echo "id name Fake Engine"
    echo "option name UCI_Variant type combo default chess var chess var crazyhouse var capablanca"
    echo "uciok" ;;
  isready) echo "readyok" ;;
  "go perft "*)
    [ "$mode" = die ] && exit 3
    case ${line#go perft } in 1) n=20 ;; 2) n=400 ;; 3) n=8902 ;; *) n=197281 ;; esac
    [ "$mode" = wrong ] && n=$((n + 1))
    echo "e2e4: 1"
    echo ""
    echo "Nodes searched: $n" ;;
  "go "*)
    [ "$mode" = die ] && exit 3
    echo "info depth 1 currmove e2e4 currmovenumber 1"
    echo "info depth 1 score cp 10 nodes 500 nps 5000 time 7 pv e2e4"
    echo "info depth 2 seldepth 3 score cp 12 nodes 1500 nps 15000 time 23 pv e2e4 e7e5"
    echo "bestmove e2e4" ;;
  quit) exit 0 ;;
  esac
done
