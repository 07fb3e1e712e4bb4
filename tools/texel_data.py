#!/usr/bin/env python3
"""Positions for `chessembly-cli tune`, from engine games at a fixed node budget.

Plays the engine against itself (`go nodes N` both sides, so the games do not depend on
the machine's load) from the variant's start position plus 4 to 8 random plies drawn
from --seed, and writes one line per position reached in the game: `FEN;RESULT`, the
result being the game's ("1-0", "0-1", "1/2-1/2"). Left out: the random opening and the
--skip plies after it, and any position right after a capture (fewer pieces on the board
than before the move), which is seldom quiet. The tuner drops positions in check.

With --lambda L below 1, each label mixes the result with the playing engine's own score
there (its search's, not the static evaluation's): L * result + (1 - L) / (1 + 10^(-score /
--score-scale)). A game's result says little about a position 100 plies before its end;
the search's score says more, and the mix keeps the labels from being only the engine's
opinion. --score-scale is centipawns per factor of ten in the odds: 400 / K with the K
`tune` fits on result-only labels (shogi's 0.08 gives about 5000).

  tools/texel_data.py --cli build/chessembly-cli --variant shogi --games 200 --nodes 3000 --out /tmp/shogi.fens
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match  # noqa: E402  (Engine, Referee, handshake, play_game, random_opening)
import selfplay  # noqa: E402  (game_args, new_stats)


def board_pieces(fen):
    """Pieces standing on the board in a FEN (hands in [] left out)."""
    board = fen.split()[0].split("[")[0]
    return sum(1 for c in board if c.isalpha())


def positions_of(referee, moves, first):
    """(ply, FEN, quiet) of every position from ply `first` on, replayed through the referee."""
    out = []
    before = None
    for ply in range(len(moves) + 1):
        fen, _, _, _ = referee.look(moves[:ply])
        now = board_pieces(fen)
        if ply >= first:
            out.append((ply, fen, before is None or now >= before))
        before = now
    return out


RESULT_VALUE = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def label(result, fen, score, lam, scale):
    """The line's label: the result, or with lam < 1 and a score (side to move's view)
    the mix of the result and the score's expected result for White."""
    if lam >= 1 or score is None:
        return result
    if fen.split()[1] == "b":
        score = -score
    expected = 1.0 / (1.0 + 10.0 ** (-max(-20000, min(20000, score)) / scale))
    return "%.4f" % (lam * RESULT_VALUE[result] + (1 - lam) * expected)


def run(args):
    variant_args = ["--variant", args.variant if args.variant.endswith(".yaml")
                    else os.path.join(match.ROOT, "variants", args.variant + ".yaml")]
    engine = match.Engine("A", [args.cli, "uci"] + variant_args)
    other = match.Engine("B", [args.cli, "uci"] + variant_args)
    referee = match.Referee(args.cli, variant_args)
    options = [("Hash", args.hash)]
    match.handshake(engine, options)
    match.handshake(other, options)
    stats = selfplay.new_stats(engine, other, {"A": options, "B": options})
    rng = random.Random(args.seed)
    gargs = selfplay.game_args(args)
    written = 0
    with open(args.out, "w") as out:
        try:
            for number in range(1, args.games + 1):
                opening = match.random_opening(referee, rng, rng.randint(4, 8))
                result, reason, moves = match.play_game(gargs, number, opening, number % 2 == 1, engine, other,
                                                        referee, stats)
                if result is None:
                    continue
                scores = stats.get("scores", [])
                for ply, fen, quiet in positions_of(referee, moves, len(opening) + args.skip):
                    if quiet:
                        score = scores[ply] if ply < len(scores) else None
                        out.write("%s;%s\n" % (fen, label(result, fen, score, args.lam, args.score_scale)))
                        written += 1
                out.flush()
                sys.stdout.write("\rgame %d: %s (%s), %d positions   " % (number, result, reason, written))
                sys.stdout.flush()
        finally:
            for e in (engine, other, referee.engine):
                e.close()
    print("\n%s: %d games, %d positions in %s" % (args.variant, args.games, written, args.out))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cli", required=True, help="chessembly-cli that plays both sides")
    p.add_argument("--variant", default="standard", help="a variants/ stem or a .yaml file")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--nodes", type=int, default=3000, help="node budget a move")
    p.add_argument("--seed", type=int, default=1, help="seed of the random openings")
    p.add_argument("--skip", type=int, default=4, help="plies after the opening left out")
    p.add_argument("--hash", type=int, default=16)
    p.add_argument("--max-plies", type=int, default=300, help="a draw after this many plies")
    p.add_argument("--margin", type=int, default=30000, help="ms an engine may take beyond its search")
    p.add_argument("--lambda", dest="lam", type=float, default=1.0,
                   help="share of the game's result in each label; the rest from the engine's score (1: result only)")
    p.add_argument("--score-scale", type=float, default=400.0, help="centipawns per factor of ten in the odds")
    p.add_argument("--out", required=True)
    args = p.parse_args()
    args.cli = os.path.abspath(args.cli)
    run(args)


if __name__ == "__main__":
    main()
