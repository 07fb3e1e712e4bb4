#!/usr/bin/env bash
# The pictures of docs/playing.md's "Playing a friend over the network", taken again:
# the window runs under Xvfb (a real X server, SDL's x11 driver), shows the Join field
# with a code typed, then hosts a 5+3 game; once it listens, chessembly-cli joins as the
# friend ("Grace"), plays and chats. The window saves its own frames (the UI-test
# `screenshot` command) as net-join.png, net-host.png and net-game.png.
# usage: tools/net_screenshots.sh [OUT_DIR] [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "${1:-$here/../docs/images}" && pwd)
build=${2:-$here/../build}
tmp=$(mktemp -d)
friend=
trap '[ -n "$friend" ] && kill "$friend" 2>/dev/null; rm -rf "$tmp"' EXIT
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
export CHESSEMBLY_SIGNALS=$tmp
cat >"$tmp/shots.ui" <<UI
anim-elapsed 180
click-button settings
click-setting player-name
type Ada
click-setting close
click-button new
click-dialog 2
click-dialog 1
type C0A8-0114-1E07
screenshot $out/net-join.png
key escape
net-port $port
click-button new
click-choice mode-human
click-choice clock-5+3
click-dialog 2
click-dialog 0
screenshot $out/net-host.png
net-signal hosting
net-wait you play white
net-wait Grace says
click e2
click e4
net-wait played c5
key return
type good luck!
key return
click g1
click f3
net-wait played d6
screenshot $out/net-game.png
net-signal done
UI
cat >"$tmp/friend.txt" <<CLI
accept
wait started
chat have fun
wait move
move c7c5
wait chat
wait move
move d7d6
wait-signal done
quit
CLI
HOME="$tmp" SDL_AUDIODRIVER=dummy xvfb-run -a -s "-screen 0 1400x900x24" \
  env SDL_VIDEODRIVER=x11 "$build/chessembly" --data-dir "$here/.." --script "$tmp/shots.ui" &
window=$!
until [ -e "$tmp/hosting" ]; do sleep 0.1; done
"$build/chessembly-cli" net join "127.0.0.1:$port" --name Grace <"$tmp/friend.txt" >"$tmp/friend.out" 2>&1 &
friend=$!
wait "$window"
wait "$friend" || true
friend=
cat "$tmp/friend.out"
