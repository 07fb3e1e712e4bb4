#!/usr/bin/env python3
"""level_test.py: measures the window's strength levels on Fairy-Stockfish's Elo scale and
checks each against what the player's guide says.

For every level in the guide's table (docs/playing.md, "| level | Elo | how it plays |"),
plays tools/match.py games of Standard Chess: our engine at that level (UCI option
`Level`) against Fairy-Stockfish at `UCI_Elo` equal to the guide's figure (a level far
below UCI_Elo's floor plays the next level up instead: see ANCHOR_GAP), both with the
level's own thinking time (Fairy-Stockfish 1 s at levels 7 and 8: see FSF_MS). The score s of N games gives the measured Elo
E + 400 log10(s / (1 - s)) (s kept inside [0.5/N, 1 - 0.5/N]); a level passes when that is
within --tolerance (150) of the guide. A benchmark to run and quote, not a CI test: it
needs Debian's fairy-stockfish and takes minutes per level.

  tools/level_test.py                       # every level in the guide, 20 games each
  tools/level_test.py --levels 1,2,3 --games 40
"""
import argparse, math, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The thinking time a level has in the window (search_level_limits), in ms: the match
# gives both engines this much a move...
LEVEL_MS = {1: 100, 2: 100, 3: 200, 4: 100, 5: 300, 6: 1000, 7: 2000, 8: 4000}
# ...except Fairy-Stockfish at the top levels: limited by UCI_Elo it picks its move among
# its best few at a fixed depth (1 + its skill level: about 9 at 2300), which it reaches in
# well under a second, so a longer think does not change its play, only the match's length.
FSF_MS = {7: 1000, 8: 1000}
# UCI_Elo stops at 1350. A level the guide puts more than ANCHOR_GAP below that would lose
# nearly every game against it, and a score near 0 says only "much weaker". Such a level
# plays the next level up instead (our engine, match.py --opponent-level), whose guide Elo
# is the anchor; that level is itself measured against Fairy-Stockfish.
FSF_ELO_MIN = 1350
ANCHOR_GAP = 300


def guide_levels(path):
    """{level: Elo} from the guide's table rows `| N | ELO | ... |` (ELO may read ~1400)."""
    table = {}
    inside = False
    for line in open(path, encoding="utf-8"):
        if line.startswith("| level | Elo"):
            inside = True
            continue
        if inside:
            m = re.match(r"\|\s*(\d+)\s*\|\s*~?(\d+)", line)
            if m:
                table[int(m.group(1))] = int(m.group(2))
            elif not line.startswith("|"):
                break
    return table


def score_of(output):
    """Our score from match.py's game lines: (points, games)."""
    points = games = 0
    for line in output.splitlines():
        m = re.match(r"\[Game \d+\] (.*?) - (.*?): (\S+)", line)
        if not m:
            continue
        white, _, result = m.groups()
        games += 1
        ours_white = white.startswith("Chessembly")
        if result == "1/2-1/2":
            points += 0.5
        elif (result == "1-0") == ours_white:
            points += 1
    return points, games


def measured_elo(elo, points, games):
    s = min(max(points / games, 0.5 / games), 1 - 0.5 / games)
    return elo + 400 * math.log10(s / (1 - s))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--levels", help="comma-separated levels (default: every level in the guide)")
    p.add_argument("--tolerance", type=int, default=150)
    p.add_argument("--guide", default=os.path.join(ROOT, "docs", "playing.md"))
    p.add_argument("--cli", default=os.path.join(ROOT, "build", "chessembly-cli"))
    p.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    guide = guide_levels(args.guide)
    if not guide:
        sys.exit("level_test: no level table (| level | Elo | ...) in %s" % args.guide)
    levels = [int(x) for x in args.levels.split(",")] if args.levels else sorted(guide)
    failed = 0
    print("level  guide             opponent  score        measured  result")
    for level in levels:
        if level not in guide:
            sys.exit("level_test: the guide gives no Elo for level %d" % level)
        if guide[level] < FSF_ELO_MIN - ANCHOR_GAP and level + 1 in guide:
            elo = guide[level + 1]  # the anchor: the next level's guide figure
            against = ["--opponent-level", str(level + 1)]
            opponent = "level %d (%d)" % (level + 1, elo)
        else:
            elo = min(max(guide[level], FSF_ELO_MIN), 2850)  # Fairy-Stockfish's UCI_Elo range
            against = ["--elo", str(elo), "--fsf-movetime", str(FSF_MS.get(level, LEVEL_MS[level])),
                       "--fsf", args.fsf]
            opponent = "Fairy-Stockfish %d" % elo
        cmd = [sys.executable, os.path.join(ROOT, "tools", "match.py"), "--variant", "standard",
               "--games", str(args.games), "--movetime", str(LEVEL_MS[level]), "--our-level", str(level),
               "--no-compare", "--cli", args.cli, "--seed", str(args.seed)] + against
        out = subprocess.run(cmd, capture_output=True, text=True).stdout
        points, games = score_of(out)
        if not games:
            print("%5d  %5d  no games played" % (level, guide[level]))
            failed += 1
            continue
        got = measured_elo(elo, points, games)
        ok = abs(got - guide[level]) <= args.tolerance
        failed += not ok
        print("%5d  %5d  %19s  %4.1f / %-5d %8.0f  %s" % (level, guide[level], opponent, points, games, got,
                                                          "ok" if ok else "OFF by %+.0f" % (got - guide[level])))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
