#!/usr/bin/env python3
"""Plays one build of Chessembly's engine against another at a fixed node budget.

Fixed nodes (`go nodes N` for both) make the result independent of the machine's load:
the same seed plays the same games on a busy or an idle machine. Each opening is the
variant's start position plus 4 to 8 random plies (drawn from --seed) and is played
twice, each engine White once. Our own rules referee, as in tools/match.py (whose game
loop this uses): an illegal move, a crash or a timeout loses the game.

Engine B is the baseline: the score printed is A's. Either give two binaries, or one
binary and UCI options for A (--a-option NAME=VALUE), e.g. to switch a feature off, or
one binary and a variant file for A (--a-variant FILE: the same game with other engine
weights, e.g. a tuned `evaluation:` block against the file without it).

  tools/selfplay.py --a build/chessembly-cli --b /tmp/base-cli --variant standard --pairs 50 --nodes 20000
"""
import argparse
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match  # noqa: E402  (Engine, Referee, handshake, play_game, random_opening)


def elo_of(score):
    """The Elo difference a score fraction (0 < score < 1) stands for."""
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_estimate(wins, draws, losses):
    """(Elo, error) for A's W-D-L: the error is the 95 % interval's half width, from the
    spread of the per-game scores. The score is clamped away from 0 and 1 so that a
    clean sweep still gives a finite (if wide) figure."""
    n = wins + draws + losses
    if n == 0:
        return 0.0, float("inf")
    score = (wins + 0.5 * draws) / n
    var = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n
    half = 1.96 * math.sqrt(var / n)
    eps = 0.5 / n
    clamp = lambda p: min(max(p, eps), 1 - eps)
    elo = elo_of(clamp(score))
    return elo, (elo_of(clamp(score + half)) - elo_of(clamp(score - half))) / 2


def parse_options(pairs):
    out = []
    for item in pairs or []:
        name, _, value = item.partition("=")
        out.append((name, value))
    return out


def game_args(args):
    """What match.play_game reads from its arguments."""
    return argparse.Namespace(nodes=args.nodes, movetime=0, fsf_movetime=0, margin=args.margin,
                              tc=False, tc_base=0, tc_inc=0, max_plies=args.max_plies, compare=False)


def new_stats(a, b, options):
    both = (a.name, b.name)
    return {"notes": [], "disagreements": [], "illegal": dict.fromkeys(both, 0),
            "crashes": dict.fromkeys(both, 0), "timeouts": dict.fromkeys(both, 0),
            "flags": dict.fromkeys(both, 0), "clock_left": {}, "nps": [], "depth": [],
            "our_time": [], "options": options}


def run(args):
    variant_args = ["--variant", args.variant if args.variant.endswith(".yaml")
                    else os.path.join(match.ROOT, "variants", args.variant + ".yaml")]
    a_variant = ["--variant", args.a_variant] if args.a_variant else variant_args
    a = match.Engine("A", [args.a, "uci"] + a_variant)
    b = match.Engine("B", [args.b, "uci"] + variant_args)
    referee = match.Referee(args.b, variant_args)
    options = {"A": [("Hash", args.hash)] + parse_options(args.a_option),
               "B": [("Hash", args.hash)] + parse_options(args.b_option)}
    match.handshake(a, options["A"])
    match.handshake(b, options["B"])
    stats = new_stats(a, b, options)
    rng = random.Random(args.seed)
    wins = draws = losses = 0
    gargs = game_args(args)
    try:
        for pair in range(args.pairs):
            opening = match.random_opening(referee, rng, rng.randint(4, 8))
            for a_white in (True, False):
                number = 2 * pair + (1 if a_white else 2)
                result, reason, moves = match.play_game(gargs, number, opening, a_white, a, b, referee, stats)
                if result is None:
                    print("game %d: left out (%s)" % (number, reason))
                    continue
                a_won = result == ("1-0" if a_white else "0-1")
                if result == "1/2-1/2":
                    draws += 1
                elif a_won:
                    wins += 1
                else:
                    losses += 1
                if args.verbose:
                    print("game %d (A %s): %s, %s, %d plies" % (number, "White" if a_white else "Black",
                                                               result, reason, len(moves)))
            elo, err = elo_estimate(wins, draws, losses)
            sys.stdout.write("\rafter %d games: +%d =%d -%d  Elo %+.0f +- %.0f   "
                             % (wins + draws + losses, wins, draws, losses, elo, err))
            sys.stdout.flush()
    finally:
        for e in (a, b, referee.engine):
            e.close()
    n = wins + draws + losses
    elo, err = elo_estimate(wins, draws, losses)
    print("\n%s, %d nodes a move, openings seed %d (4-8 random plies, both colours): %d games, "
          "A %d-%d-%d (W-D-L), score %.1f %%, Elo %+.0f +- %.0f (95 %%)"
          % (args.variant, args.nodes, args.seed, n, wins, draws, losses,
             100.0 * (wins + 0.5 * draws) / max(n, 1), elo, err))
    for kind in ("illegal", "crashes", "timeouts"):
        for name, count in stats[kind].items():
            if count:
                print("  %s: %s %d" % (kind, name, count))
    for note in stats["notes"][:20]:
        print("  " + note)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--a", required=True, help="chessembly-cli to test")
    p.add_argument("--b", help="baseline chessembly-cli (default: the same as --a)")
    p.add_argument("--a-option", action="append", help="UCI option NAME=VALUE for A (repeatable)")
    p.add_argument("--b-option", action="append", help="UCI option NAME=VALUE for B (repeatable)")
    p.add_argument("--variant", default="standard", help="a variants/ stem or a .yaml file")
    p.add_argument("--a-variant", help="the same game as another .yaml file for A only (e.g. with an "
                                       "evaluation: block from `chessembly-cli tune`)")
    p.add_argument("--pairs", type=int, default=20, help="openings, each played with both colours")
    p.add_argument("--nodes", type=int, default=20000, help="node budget a move, both engines")
    p.add_argument("--seed", type=int, default=1, help="seed of the random openings")
    p.add_argument("--hash", type=int, default=16)
    p.add_argument("--max-plies", type=int, default=300, help="a draw after this many plies")
    p.add_argument("--margin", type=int, default=30000, help="ms an engine may take beyond its search")
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args()
    args.b = os.path.abspath(args.b or args.a)
    args.a = os.path.abspath(args.a)
    run(args)


if __name__ == "__main__":
    main()
