#!/bin/sh
# net_pair.sh — a UI test of network play: the window (run.sh, a script of tests/ui)
# against chessembly-cli's network peer (a script on its standard input), on a free
# port of this machine, exported to the window's script as ${PORT}.
#
#   net_pair.sh APP CLI SRC host|join "PEER ARGS" PEER-SCRIPT UI-SCRIPT WANT...
#
# `host`: the peer hosts and the window joins; `join`: the window hosts and the peer
# joins once the window listens. Each WANT is a line the peer must have printed; the
# peer must also end its script whole (exit 0).
set -u
APP=$1 CLI=$2 SRC=$3 ROLE=$4 PEER_ARGS=$5 PEER_SCRIPT=$6 UI_SCRIPT=$7
shift 7
T=$(mktemp -d "${TMPDIR:-/tmp}/chessembly-net.XXXXXX") || exit 2
peer=
trap '[ -n "$peer" ] && kill "$peer" 2>/dev/null; rm -rf "$T"' EXIT
# the scripts' meeting point: the window's `net-signal NAME` lets the peer's `wait-signal NAME` go on
CHESSEMBLY_SIGNALS=$T
export CHESSEMBLY_SIGNALS
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
export PORT

# the port is listening (read from /proc, so that no probe connects to the listener); the
# window's dual-stack listener shows in tcp6, an IPv4-only one in tcp
listening() {
  hex=$(printf '%04X' "$PORT")
  grep -qE ":$hex 0+:0000 0A" /proc/net/tcp /proc/net/tcp6 2>/dev/null
}

start_peer() {
  # shellcheck disable=SC2086
  ( cd "$SRC" && "$CLI" net "$ROLE" $1 --give-up 60 $PEER_ARGS <"$PEER_SCRIPT" >"$T/peer.out" 2>&1
    echo $? >"$T/peer.rc" ) &
  peer=$!
}

if [ "$ROLE" = host ]; then
  start_peer "--port $PORT"
  i=0
  until grep -q '^listening' "$T/peer.out" 2>/dev/null || [ $i -ge 400 ]; do sleep 0.05; i=$((i + 1)); done
  sh "$SRC/tests/ui/run.sh" "$APP" "$SRC" "app:$UI_SCRIPT"
  rc=$?
else
  sh "$SRC/tests/ui/run.sh" "$APP" "$SRC" "app:$UI_SCRIPT" &
  window=$!
  i=0
  until listening || [ $i -ge 400 ]; do sleep 0.05; i=$((i + 1)); done
  start_peer "127.0.0.1:$PORT"
  wait "$window"
  rc=$?
fi
wait "$peer"
peer=
echo "--- the peer printed:"
cat "$T/peer.out"
[ "$(cat "$T/peer.rc" 2>/dev/null)" = 0 ] || { echo "FAIL: the peer did not end its script (exit $(cat "$T/peer.rc" 2>/dev/null))"; rc=1; }
for want in "$@"; do
  grep -qxF "$want" "$T/peer.out" || { echo "FAIL: the peer did not print: $want"; rc=1; }
done
exit $rc
