#!/usr/bin/env python3
"""Compares the chasing rule with Fairy-Stockfish's along random xiangqi games.

After every move of a random game, both programs' `d` command lists the pieces the move
chased (ours: `chased:`, Fairy-Stockfish: `Chased:`); the first difference is printed with
the moves that lead to it. Not run in CI: it needs a current Fairy-Stockfish build (the
Debian package is older), given with --fsf.

  tools/chase_diff.py --fsf /work/fsf/src/stockfish --games 200 --plies 120
"""
import argparse
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Engine:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def lines_until(self, pred):
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            out.append(line.rstrip("\n"))
            if pred(line):
                return out

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def ours_state(eng, moves):
    eng.send("position startpos moves " + " ".join(moves))
    eng.send("d")
    lines = eng.lines_until(lambda l: l.startswith("result:"))
    legal, chased, result = [], [], "*"
    for l in lines:
        if l.startswith("legal:"):
            legal = l.split()[1:]
        elif l.startswith("chased:"):
            chased = l.split()[1:]
        elif l.startswith("result:"):
            result = l.split()[1]
    return legal, sorted(chased), result


def fsf_chased(eng, moves):
    eng.send("position startpos moves " + " ".join(moves))
    eng.send("d")
    lines = eng.lines_until(lambda l: l.startswith("Chased:"))
    return sorted(lines[-1].split()[1:])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fsf", required=True, help="a current Fairy-Stockfish (largeboards) binary")
    ap.add_argument("--cli", default=os.path.join(ROOT, "build", "chessembly-cli"))
    ap.add_argument("--variant", default=os.path.join(ROOT, "variants", "xiangqi.yaml"),
                    help="our variant file for Fairy-Stockfish's xiangqi (e.g. one import-ini wrote)")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--plies", type=int, default=120)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    ours = Engine([a.cli, "uci", "--variant", a.variant])
    fsf = Engine([a.fsf])
    fsf.send("uci")
    fsf.send("setoption name UCI_Variant value xiangqi")
    compared = chases = 0
    for game in range(a.games):
        moves = []
        for _ in range(a.plies):
            legal, chased, result = ours_state(ours, moves)
            if moves:
                ref = fsf_chased(fsf, moves)
                compared += 1
                chases += bool(ref)
                if ref != chased:
                    print("difference after: position startpos moves " + " ".join(moves))
                    print("  Fairy-Stockfish chased:", " ".join(ref) or "-")
                    print("  Chessembly chased:     ", " ".join(chased) or "-")
                    ours.close()
                    fsf.close()
                    return 1
            if result != "*" or not legal:
                break
            moves.append(rng.choice(legal))
    print(f"{a.games} games, {compared} positions compared ({chases} with a chase): no difference")
    ours.close()
    fsf.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
