#!/usr/bin/env bash
# The two pictures of docs/playing.md's "Other engines" section, taken again: the window
# runs under Xvfb (a real X server, SDL's x11 driver), adds ENGINE (Fairy-Stockfish) in
# Settings -> Engines, lets it play Black and analyse after 1.e4 and 2.Nf3, and saves its
# own frames (the UI-test `screenshot` command) as engines-dialog.png and fairy-stockfish.png.
# usage: tools/engine_screenshots.sh ENGINE_COMMAND [OUT_DIR] [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
engine=${1:?usage: tools/engine_screenshots.sh ENGINE_COMMAND [OUT_DIR] [BUILD_DIR]}
out=$(cd "${2:-$here/../docs/images}" && pwd)
build=${3:-$here/../build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/shots.ui" <<UI
anim-elapsed 180
click-button settings
click-setting engines
type $engine
key return
wait-engines
click-engines plays-0
click-engines analyses-0
click-engines "opt:Skill Level:-"
click-engines "opt:Skill Level:-"
click-engines "opt:Skill Level:-"
click-engines "opt:Skill Level:-"
click-engines "opt:Skill Level:-"
screenshot $out/engines-dialog.png
click-engines close
key n
click-choice mode-computer
click-choice you-white
click-choice level-1
key return
click e2
click e4
wait-engine
click g1
click f3
wait-engine
key a
wait-depth 16
screenshot $out/fairy-stockfish.png
UI
HOME="$tmp" SDL_AUDIODRIVER=dummy xvfb-run -a -s "-screen 0 1400x900x24" \
  env SDL_VIDEODRIVER=x11 "$build/chessembly" --data-dir "$here/.." --script "$tmp/shots.ui"
