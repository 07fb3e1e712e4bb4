#!/bin/sh
# net_stall.sh — a UI test against a host that never answers: a listener on this
# machine whose one-place queue is already full, so a connection to it neither succeeds
# nor fails (TCP waits for minutes). Its port is ${PORT} in the window's script.
#
#   net_stall.sh APP SRC UI-SCRIPT
set -u
APP=$1 SRC=$2 UI_SCRIPT=$3
T=$(mktemp -d "${TMPDIR:-/tmp}/chessembly-stall.XXXXXX") || exit 2
stall=
trap '[ -n "$stall" ] && kill "$stall" 2>/dev/null; rm -rf "$T"' EXIT
python3 -c '
import socket, sys, time
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(0)
filler = socket.create_connection(listener.getsockname())  # takes the only place
print(listener.getsockname()[1], flush=True)
time.sleep(600)
' >"$T/port" &
stall=$!
i=0
until [ -s "$T/port" ] || [ $i -ge 400 ]; do sleep 0.05; i=$((i + 1)); done
PORT=$(cat "$T/port")
export PORT
sh "$SRC/tests/ui/run.sh" "$APP" "$SRC" "app:$UI_SCRIPT"
