#!/usr/bin/env python3
"""Instructions a search node costs, counted by callgrind (load-independent, unlike nps).

  tools/ipn.py 'build/chessembly-cli uci' chess 30000 [FEN]
  tools/ipn.py /work/fsf/src/stockfish crazyhouse 30000 [FEN]

Runs the engine (a UCI command line) under valgrind --tool=callgrind twice, with
`go nodes NODES` and `go nodes NODES/10` from the start position or FEN, and prints the
difference in instructions over the difference in nodes: start-up (loading the variant,
building tables) cancels out. VARIANT is the UCI_Variant value ("-" to leave it unset).
Needs valgrind (Debian package valgrind); not run in CI."""
import re, subprocess, sys

def run(cmd, variant, nodes, fen):
    argv = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd.split()
    p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    p.stdin.write("uci\n")
    if variant != "-":
        p.stdin.write("setoption name UCI_Variant value %s\n" % variant)
    p.stdin.write("isready\n")
    p.stdin.write(("position fen %s\n" % fen) if fen else "position startpos\n")
    p.stdin.write("go nodes %d\n" % nodes)
    p.stdin.flush()
    searched = None
    for line in p.stdout:
        m = re.search(r" nodes (\d+)", line)
        if m and line.startswith("info"):
            searched = int(m.group(1))
        if line.startswith("bestmove"):
            break
    p.stdin.write("quit\n"); p.stdin.flush()
    err = p.communicate()[1]
    m = re.search(r"Collected : (\d+)", err)
    return int(m.group(1)), max(searched or 0, nodes)

if len(sys.argv) < 4 or sys.argv[1] in ("-h", "--help"):
    sys.exit(__doc__)
cmd, variant, nodes = sys.argv[1], sys.argv[2], int(sys.argv[3])
fen = sys.argv[4] if len(sys.argv) > 4 else None
i1, n1 = run(cmd, variant, nodes, fen)
i0, n0 = run(cmd, variant, max(nodes // 10, 1), fen)
print("ipn %.0f  (nodes %d / %d, instr %d / %d)" % ((i1 - i0) / max(n1 - n0, 1), n1, n0, i1, i0))
