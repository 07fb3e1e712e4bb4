#!/usr/bin/env bash
# Network play between two chessembly-cli processes on this machine (issue 41,
# docs/network.md): whole games in a variant of one's own (two files travelling with the
# invitation) and in shogi with drops, both with clocks on a virtual clock (time passes
# only by `tick`, so nothing depends on the machine's speed); takeback, chat, draw and
# rematch; a connection cut mid-game
# and resumed; and every kind of bad message from a hostile raw peer, each answered with
# a clear error and the connection closed, the game kept.
#   net_tests.sh CHESSEMBLY-CLI
set -uo pipefail
cli=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; [ -n "${KEEP:-}" ] || rm -rf "$tmp"; }
trap cleanup EXIT
fail=0

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# pair NAME "HOST ARGS" HOST-SCRIPT "GUEST ARGS" GUEST-SCRIPT: the host in the background,
# the guest once the host listens; outputs in $tmp/NAME.host and $tmp/NAME.guest, exit
# statuses in $tmp/NAME.host.rc and $tmp/NAME.guest.rc; the guest joins $join_host
# (127.0.0.1 unless set)
pair() {
  local name=$1 hargs=$2 hscript=$3 gargs=$4 gscript=$5 port
  port=$(free_port)
  printf '%b' "$hscript" >"$tmp/$name.hin"
  printf '%b' "$gscript" >"$tmp/$name.gin"
  # shellcheck disable=SC2086
  ( cd "$root" && "$cli" net host --port "$port" --give-up 60 $hargs <"$tmp/$name.hin" >"$tmp/$name.host" 2>&1
    echo $? >"$tmp/$name.host.rc" ) &
  local hpid=$!
  pids+=("$hpid")
  for _ in $(seq 1 200); do
    grep -q '^listening' "$tmp/$name.host" 2>/dev/null && break
    sleep 0.05
  done
  # shellcheck disable=SC2086
  ( cd "$root" && "$cli" net join "${join_host:-127.0.0.1}:$port" --give-up 60 $gargs <"$tmp/$name.gin" >"$tmp/$name.guest" 2>&1
    echo $? >"$tmp/$name.guest.rc" )
  wait "$hpid"
}

# in_order NAME FILE LINE...: each LINE is a whole line of FILE, in this order
in_order() {
  local name=$1 file=$2
  shift 2
  if python3 - "$file" "$@" <<'PY'
import sys
lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().splitlines()
at = 0
for want in sys.argv[2:]:
    while at < len(lines) and lines[at] != want:
        at += 1
    if at == len(lines):
        print(f"  missing (in order): {want}")
        sys.exit(1)
    at += 1
PY
  then echo "ok   $name"
  else echo "FAIL $name: $file was:"; sed 's/^/  | /' "$file"; fail=1
  fi
}

same() { # same NAME A B
  if [ "$2" = "$3" ]; then echo "ok   $1"; else echo "FAIL $1: '$2' != '$3'"; fail=1; fi
}

field() { # field FILE PREFIX: the rest of the first line starting with PREFIX
  grep -m1 "^$2" "$1" | sed "s/^$2//"
}

# ---- a variant of one's own, two files (scripted_hill.yaml extends hill_base.yaml,
# which extends Standard Chess by name), with a 5+2 clock on the virtual clock --------
pair scripted "--variant tests/net/scripted_hill.yaml --clock 5+2 --colour black --virtual-clock --name Hostess --pgn $tmp/scripted.pgn" \
  'tick 3000\nmove g1f3\ntick 1000\nmove f3f4\nmove e2e3\nmove e1e2\nmove e2d3\nmove d3d4\nwait over\nstatus\nwait closed\nquit\n' \
  "--virtual-clock --save $tmp/scripted.rec" \
  'accept\ntick 4000\nmove a7a6\nmove a6a5\nmove a5a4\nmove h7h6\nmove h6h5\nwait over\nstatus\nquit\n'
in_order "scripted variant: the host's game" "$tmp/scripted.host" \
  "listening on port $(field "$tmp/scripted.host" 'listening on port ')" \
  "started: Guest accepted" "played 1: Nf3" "clock: white 4:59 black 5:00" \
  "move 2: a6" "clock: white 4:59 black 4:58" "played 3: Nf4" "clock: white 5:00 black 4:58" \
  "move 4: a5" "clock: white 5:00 black 5:00" "played 11: Kd4#" "over: 1-0 (hill)" "closed: the peer left"
in_order "scripted variant: the guest's game" "$tmp/scripted.guest" \
  "connected: to the host" "started: you play black" "move 1: Nf3" "clock: white 4:59 black 5:00" \
  "played 2: a6" "move 3: Nf4" "move 11: Kd4#" "over: 1-0 (hill)"
same "scripted variant: the guest sees the host's variant and rules hash" \
  "$(field "$tmp/scripted.guest" 'invited: ')" "$(field "$tmp/scripted.host" 'offer: ' | sed 's/, the guest plays .*//')"
same "scripted variant: both end in the same position" \
  "$(field "$tmp/scripted.host" 'status: ')" "$(field "$tmp/scripted.guest" 'status: ')"
same "scripted variant: the position is the hill's win" "$(field "$tmp/scripted.host" 'status: ')" \
  "rnbqkbnr/1pppppp1/8/7p/p2K1N2/4P3/PPPP1PPP/RNBQ1B1R b kq - 1 6 | 1-0 | 11 moves"
same "scripted variant: both exit 0" "$(cat "$tmp/scripted.host.rc") $(cat "$tmp/scripted.guest.rc")" "0 0"
in_order "scripted variant: the PGN names both players" "$tmp/scripted.pgn" \
  '[White "Hostess"]' '[Black "Guest"]' '[Result "1-0"]' '[TimeControl "300+2"]'
in_order "scripted variant: the guest's autosave" "$tmp/scripted.rec" \
  "variant: Net Scripted Hill" "  1. g1f3 a7a6" "  2. f3f4 a6a5" "result: 1-0 (hill)"

# ---- shogi, with a drop, a 10+0 clock, and a resignation (a clock face rounds up: 597.5 s
# left reads 9:58) -------------------------------------------------------------------------
pair shogi "--variant variants/shogi.yaml --clock 10+0 --colour black --virtual-clock" \
  'move c3c4\ntick 2500\nmove b2h8+\nmove g3g4\nwait move\nwait move\nwait move\nstatus\nresign\nwait closed\nquit\n' \
  "--virtual-clock" \
  'accept\nmove g7g6\nmove g9h8\ntick 61000\nmove B@e5\nwait over\nstatus\nquit\n'
in_order "shogi: the drop travels, the clock follows it" "$tmp/shogi.host" \
  "started: Guest accepted" "played 3: Bxh8=+B" "move 4: Sxh8" "clock: white 9:58 black 10:00" \
  "move 6: B@e5" "clock: white 9:58 black 8:59" \
  "status: lnsgkg1nl/1r5s1/pppppp1pp/6p2/4b4/2P3P2/PP1PPP1PP/7R1/LNSGKGSNL[B] w - - 0 4 | * | 6 moves" \
  "over: 0-1 (resignation)"
in_order "shogi: the guest sees the resignation" "$tmp/shogi.guest" "played 6: B@e5" "clock: white 9:58 black 8:59" \
  "over: 0-1 (resignation)" \
  "status: lnsgkg1nl/1r5s1/pppppp1pp/6p2/4b4/2P3P2/PP1PPP1PP/7R1/LNSGKGSNL[B] w - - 0 4 | 0-1 | 6 moves"

same "shogi: both exit 0" "$(cat "$tmp/shogi.host.rc") $(cat "$tmp/shogi.guest.rc")" "0 0"

# the rules hash as docs/network.md defines it, computed here on its own from the file
doc_hash=$(python3 - "$root/variants/shogi.yaml" <<'PY'
import sys
def fnv(h, data):
    for c in data + b"\0":
        h = ((h ^ c) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h
text = open(sys.argv[1], "rb").read().replace(b"\r\n", b"\n")
if text and not text.endswith(b"\n"):
    text += b"\n"
h = 14695981039346656037
for part in (b"Shogi", b"shogi.yaml", text, b""):
    h = fnv(h, part)
x = "%016x" % h
print("-".join(x[i:i + 4] for i in range(0, 16, 4)))
PY
)
same "shogi: the rules hash is the one docs/network.md defines" \
  "$(field "$tmp/shogi.host" 'offer: Shogi, rules ' | sed 's/,.*//')" "$doc_hash"

# ---- takeback, chat, a draw agreed, a rematch with the colours swapped -----------------
pair offers "" \
  'move e2e4\nwait move\ntakeback 1\nwait taken-back\nwait move\nchat hello there\ndraw\nwait over\nrematch\nwait started\nwait move\nquit\n' \
  "" \
  'accept\nmove e7e5\nanswer-takeback yes\nmove c7c5\nwait chat\nanswer-draw yes\nanswer-rematch yes\nmove e2e4\nwait closed\nquit\n'
in_order "offers: the host's side" "$tmp/offers.host" \
  "played 1: e4" "move 2: e5" "back to move 1" "move 2: c5" "over: 1/2-1/2 (agreement)" \
  "started: rematch, you play black" "move 1: e4"
in_order "offers: the guest's side" "$tmp/offers.guest" \
  "played 2: e5" "Host asks to take back to move 1" "back to move 1" "played 2: c5" "chat: hello there" \
  "Host offers a draw" "over: 1/2-1/2 (agreement)" "Host asks for a rematch" "started: rematch, you play white" \
  "played 1: e4" "closed: the peer left"
same "offers: both exit 0" "$(cat "$tmp/offers.host.rc") $(cat "$tmp/offers.guest.rc")" "0 0"

# ---- the connection cut mid-game, then resumed -------------------------------------------
pair resume "" \
  'move e2e4\nwait closed\nmove g1f3\nwait over\nwait closed\nquit\n' \
  "--save $tmp/resume.rec" \
  'accept\nmove e7e5\ndrop\nstatus\nreconnect\nwait resumed\nmove b8c6\nresign\nquit\n'
in_order "resume: the host pauses, then goes on" "$tmp/resume.host" \
  "played 1: e4" "move 2: e5" "closed: the connection was lost" "connected: a peer" \
  "resumed: resumed at move 2" "played 3: Nf3" "move 4: Nc6" "over: 1-0 (resignation)"
in_order "resume: the guest keeps its game while cut off" "$tmp/resume.guest" \
  "played 2: e5" "closed: the connection was lost" \
  "status: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | * | 2 moves" \
  "connected: to the host" "resumed: resumed at move 2" "move 3: Nf3" "played 4: Nc6" "over: 1-0 (resignation)"

same "resume: both exit 0" "$(cat "$tmp/resume.host.rc") $(cat "$tmp/resume.guest.rc")" "0 0"

# ---- hostile peers: a raw guest sends one kind of bad message after the host's first
# move; the host says why, closes, and keeps the game ------------------------------------
bad() { # bad NAME "BAD SCRIPT LINES" "HOST'S REASON" [HOST ARGS]
  local name=$1 lines=$2 why=$3 hargs=${4:-}
  pair "bad_$name" "$hargs" 'move e2e4\nwait closed\nstatus\nquit\n' "--raw" \
    "raw hello 1 - Evil\nraw accept\nwait-line move 1\n$lines\nwait closed\nquit\n"
  in_order "bad message ($name): closed with a reason, the game kept" "$tmp/bad_$name.host" \
    "played 1: e4" "closed: $why" \
    "status: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | * | 1 moves"
  same "bad message ($name): the host's script ran whole" "$(cat "$tmp/bad_$name.host.rc")" 0
  # (a flooder still sending when the host closes gets a reset, which may drop the error
  # line before it reads it: that the host closes is what counts there)
  if [ "$name" != cut-mid-line ] && [ "$name" != silent ] && [ "$name" != flood ]; then
    in_order "bad message ($name): the peer is told why" "$tmp/bad_$name.guest" "recv: error $why"
  fi
}
bad oversized "raw-bytes 5000" "line longer than 4096 bytes"
bad truncated "raw move 2" "malformed move: 2 fields needed"
bad cut-mid-line "raw-bytes 10\ndrop" "the connection was lost"
bad out-of-order "raw move 5 e7e5" "out of order: move 5 where move 2 is due"
bad twice-accepted "raw accept" "out of order: 'accept' during the game"
bad unknown "raw castle-now please" "unknown message 'castle-now'"
bad malformed "raw move 2 e7e5 e2e4" "malformed move: more fields than 2"
bad illegal "raw move 2 e7e4" "illegal move 2 e7e4: no such legal move"
bad control-byte "raw chat a\tb\x01c" "a control byte in a line"
bad flood "raw-repeat 1000 chat hi" "flood: more than 50 messages a second"
bad silent "" "the peer sent nothing for 2 s" "--silence 2"

# a peer that never says hello
pair silent_hello "--silence 1" 'wait closed\nquit\n' "--raw" 'wait closed\nquit\n'
in_order "a silent peer: no hello, the host gives up on it" "$tmp/silent_hello.host" "closed: no hello within 1 s"
in_order "a silent peer: it is told why" "$tmp/silent_hello.guest" "recv: error no hello within 1 s" "closed: by the peer"

# a hostile host: an invitation cut short (a file announced with 3 lines, 1 sent)
pair bad_invitation "--raw" \
  'wait-line hello\nraw hello 1 - Evil\nraw file 3 - x.yaml\nraw data game: x\nraw start\nwait closed\nquit\n' \
  "" 'accept\nquit\n'
in_order "a truncated invitation: refused with a reason" "$tmp/bad_invitation.guest" \
  "closed: out of order: start inside a file (2 more lines due)"
in_order "a truncated invitation: the host is told why" "$tmp/bad_invitation.host" \
  "recv: hello 1 - Guest" "recv: error out of order: start inside a file (2 more lines due)"
same "a truncated invitation: the raw host's script ran whole" "$(cat "$tmp/bad_invitation.host.rc")" 0

# ---- over IPv6: the host's dual-stack socket takes a guest joining [::1]:PORT ----------
# A machine (or container) may have no IPv6 at all; there the host falls back to IPv4,
# which every other pair above checks, and joining [::1] must fail with a clear message.
if python3 -c 'import socket; s = socket.socket(socket.AF_INET6); s.bind(("::1", 0))' 2>/dev/null; then
  join_host='[::1]' pair ipv6 "" 'move e2e4\nwait move\nmove g1f3\nresign\nwait closed\nquit\n' \
    "" 'accept\nmove e7e5\nwait over\nquit\n'
  in_order "ipv6: the host's game" "$tmp/ipv6.host" \
    "started: Guest accepted" "played 1: e4" "move 2: e5" "played 3: Nf3" "over: 0-1 (resignation)" "closed: the peer left"
  in_order "ipv6: the guest's game" "$tmp/ipv6.guest" \
    "connected: to the host" "played 2: e5" "move 3: Nf3" "over: 0-1 (resignation)"
  same "ipv6: both exit 0" "$(cat "$tmp/ipv6.host.rc") $(cat "$tmp/ipv6.guest.rc")" "0 0"
  port=$(free_port)
  out=$("$cli" net join "[::1]:$port" </dev/null 2>&1); rc=$?
  same "joining an IPv6 port nobody listens on" "$rc: $out" "2: net: cannot connect to [::1]:$port: Connection refused"
else
  echo "note: this machine has no IPv6 loopback: checking the message for an IPv6 join instead"
  port=$(free_port)
  out=$("$cli" net join "[::1]:$port" </dev/null 2>&1); rc=$?
  case "$rc: $out" in
  "2: net: cannot connect to [::1]:$port: "?*) echo "ok   joining IPv6 without IPv6: a clear message" ;;
  *) echo "FAIL joining IPv6 without IPv6: '$rc: $out'"; fail=1 ;;
  esac
fi

# joining nobody, or something that is no address: a clear message, exit 2
port=$(free_port)
out=$("$cli" net join "127.0.0.1:$port" </dev/null 2>&1); rc=$?
same "joining a port nobody listens on" "$rc: $out" "2: net: cannot connect to 127.0.0.1:$port: Couldn't connect to remote host"
out=$("$cli" net join "bad host!" </dev/null 2>&1); rc=$?
same "joining what is no address" "$rc: $out" \
  "2: net: 'bad host!' is neither an address nor an invitation code (like C0A8-0114-1E07)"

exit $fail
