#!/usr/bin/env python3
"""tools/texel_data.py's labels: the score read from an engine's info lines, the mix of a
game's result with that score, and one short game end to end (every label but the last
position's is a mix in (0, 1), and they are not all the same).

  texel_labels_test.py CHESSEMBLY_CLI"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import match  # noqa: E402
import texel_data  # noqa: E402

failures = []


def check(what, got, want):
    if got != want:
        failures.append("%s: got %r, want %r" % (what, got, want))


def unit():
    lines = ["info depth 3 seldepth 5 multipv 1 score cp 12 nodes 40 pv e2e4",
             "info depth 4 seldepth 6 multipv 1 score cp -35 nodes 90 pv d2d4", "bestmove d2d4"]
    check("last cp score", match.last_score(lines), -35)
    check("mate", match.last_score(["info depth 9 score mate -2 pv a1a2", "bestmove a1a2"]), -match.SCORE_MATE)
    check("no score", match.last_score(["info string hello", "bestmove a1a2"]), None)
    white = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    black = "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
    check("result only", texel_data.label("1-0", white, 400, 1.0, 400), "1-0")
    check("no score", texel_data.label("0-1", white, None, 0.5, 400), "0-1")
    # +400 for White at scale 400: expected 10/11; half the 1-0: 0.5 + 0.5 * 10/11
    check("mixed, White to move", texel_data.label("1-0", white, 400, 0.5, 400), "%.4f" % (0.5 + 0.5 * 10 / 11))
    # the same score with Black to move is Black's: White expects 1/11
    check("mixed, Black to move", texel_data.label("1/2-1/2", black, 400, 0.5, 400), "%.4f" % (0.25 + 0.5 / 11))


def end_to_end(cli):
    out = tempfile.mktemp(suffix=".fens")
    try:
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "texel_data.py"), "--cli", cli, "--variant",
                        "standard", "--games", "1", "--nodes", "300", "--max-plies", "40", "--skip", "0",
                        "--lambda", "0.5", "--out", out], check=True, stdout=subprocess.DEVNULL, timeout=300)
        labels = [line.rstrip("\n").rsplit(";", 1)[1] for line in open(out)]
    finally:
        if os.path.exists(out):
            os.remove(out)
    # only the game's last position (when written: it may follow a capture) has no score
    check("labels left as the result", [x for x in labels[:-1] if x == "1/2-1/2"], [])
    mixed = [float(x) for x in labels if x != "1/2-1/2"]
    check("every other label is a mix in (0, 1)", all(0 < x < 1 for x in mixed) and len(mixed) > 20, True)
    check("the mixes differ", len(set(mixed)) > 1, True)


if __name__ == "__main__":
    unit()
    end_to_end(os.path.abspath(sys.argv[1]))
    for f in failures:
        print("FAIL", f)
    sys.exit(1 if failures else 0)
