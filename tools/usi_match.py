#!/usr/bin/env python3
"""Plays Chessembly's engine over USI (`chessembly-cli usi`) against Fairy-Stockfish's USI
mode (it speaks USI once it gets `usi`), in shogi or another variant of the family.

Both engines get the same clock: main time, then a byoyomi period for every move
(`go btime .. wtime .. byoyomi ..`, Sente's clock `btime`), kept here on the wall clock. A
move that takes longer than the main time left plus one period (and --lag for the pipes)
loses on time. Our rules referee: a third process, `chessembly-cli usi`, replays the moves
after every ply with `d` and says which moves are legal (in USI's notation) and whether the
game is over; Fairy-Stockfish's own legal moves (`go perft 1`) are compared with them at
every ply. An illegal move, `bestmove resign`, a crash or a timeout ends the game; so does
`bestmove win` (our rules have no entering-king declaration to check it by).

Not a CI test (it needs a Fairy-Stockfish build).

  tools/usi_match.py --games 4 --main-ms 10000 --byoyomi-ms 1000 --fsf-skill -10
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match  # noqa: E402  (the engine process wrapper and handshake, reused)
from match import Engine, EngineDied  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def position(moves):
    return "position startpos" + (" moves " + " ".join(moves) if moves else "")


class Referee:
    """Our rules: `chessembly-cli usi` and its `d` command (legal moves in USI squares)."""

    def __init__(self, cli, variant):
        self.engine = Engine("referee", [cli, "usi"])
        match.handshake(self.engine, [("USI_Variant", variant)], "usi")

    def look(self, moves):
        e = self.engine
        e.send(position(moves))
        e.send("d")
        line, seen = e.read_until("result:", 30)
        if line is None:
            raise RuntimeError("the referee does not answer")
        sfen = next(l[6:] for l in seen if l.startswith("sfen: "))
        legal = next(l[6:].split() for l in seen if l.startswith("legal:"))
        errors = [l for l in seen if l.startswith("info string")]
        return sfen, legal, line[len("result: "):], errors


def fsf_legal(fsf, moves):
    fsf.send(position(moves))
    fsf.send("go perft 1")
    line, seen = fsf.read_until("Nodes searched", 10)
    return {l.split(":")[0] for l in seen if l.endswith(": 1") and not l.startswith("Nodes")} if line else None


def ask_move(args, mover, moves, clock, side):
    """(move or None, seconds spent, reason when None)."""
    mover.send(position(moves))
    mover.send("go btime %d wtime %d byoyomi %d" % (clock[0], clock[1], args.byoyomi_ms))
    t0 = time.monotonic()
    line, _ = mover.read_until("bestmove", (clock[side] + args.byoyomi_ms) / 1000.0 + 10)
    spent = time.monotonic() - t0
    if line is None:
        return None, spent, "%s timed out" % mover.name
    return line.split()[1], spent, None


def play_game(args, number, ours_sente, ours, fsf, referee, stats):
    """Returns (result for Sente "1-0"/"0-1"/"1/2-1/2", reason, moves)."""
    moves = []
    players = {0: ours if ours_sente else fsf, 1: fsf if ours_sente else ours}
    for e in (ours, fsf):
        e.send("usinewgame")
    clock = [args.main_ms, args.main_ms]  # milliseconds of main time left: Sente's, Gote's
    while True:
        sfen, legal, result, errors = referee.look(moves)
        stats["notes"] += ["game %d, referee: %s" % (number, e) for e in errors]
        if result != "*":
            return result.split()[0], result.split(" ", 1)[1].strip("()"), moves
        if len(moves) >= args.max_plies:
            return "1/2-1/2", "adjudicated", moves
        theirs = fsf_legal(fsf, moves)
        if theirs is not None and theirs != set(legal):
            stats["notes"].append("game %d ply %d: legal moves differ in %s: only ours %s, only FSF's %s" % (
                number, len(moves), sfen, sorted(set(legal) - theirs), sorted(theirs - set(legal))))
        side = 0 if sfen.split()[1] == "b" else 1
        mover, loser = players[side], ("0-1" if side == 0 else "1-0")
        try:
            move, spent, why = ask_move(args, mover, moves, clock, side)
        except EngineDied as e:
            return loser, "%s crashed: %s" % (mover.name, e), moves
        if why:
            return loser, why, moves
        over_ms = spent * 1000 - clock[side]
        stats["worst"][mover.name] = max(stats["worst"][mover.name], over_ms - args.byoyomi_ms)
        if over_ms > args.byoyomi_ms + args.lag_ms:
            return loser, "%s lost on time (%.0f ms past main time, period %d)" % (mover.name, over_ms, args.byoyomi_ms), moves
        clock[side] = max(0, int(clock[side] - spent * 1000))
        if move == "resign":
            return loser, "%s resigned" % mover.name, moves
        if move not in legal:
            return loser, "%s played %s, not legal by our rules in %s" % (mover.name, move, sfen), moves
        moves.append(move)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cli", default=os.path.join(ROOT, "build", "chessembly-cli"))
    ap.add_argument("--fsf", default="/work/fsf/src/stockfish")
    ap.add_argument("--variant", default="shogi", help="USI_Variant for both (shogi, minishogi, dobutsu)")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--main-ms", type=int, default=10000)
    ap.add_argument("--byoyomi-ms", type=int, default=1000)
    ap.add_argument("--lag-ms", type=int, default=100, help="pipe and scheduling allowance past the period")
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--fsf-skill", type=int, help="Fairy-Stockfish's Skill_Level (-20..20)")
    args = ap.parse_args()

    fsf_options = [("USI_Variant", args.variant)]
    if args.fsf_skill is not None:
        fsf_options.append(("Skill_Level", args.fsf_skill))
    ours = Engine("Chessembly", [args.cli, "usi"])
    fsf = Engine("Fairy-Stockfish", [args.fsf])
    match.handshake(ours, [("USI_Variant", args.variant)], "usi")
    match.handshake(fsf, fsf_options, "usi")
    referee = Referee(args.cli, args.variant)
    stats = {"notes": [], "worst": {ours.name: -1e9, fsf.name: -1e9}}
    score = 0.0
    for n in range(1, args.games + 1):
        ours_sente = n % 2 == 1
        result, reason, moves = play_game(args, n, ours_sente, ours, fsf, referee, stats)
        mine = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
        score += mine if ours_sente else 1.0 - mine
        print("game %d: Chessembly %s, %s (%s) after %d plies" % (
            n, "Sente" if ours_sente else "Gote", result, reason, len(moves)), flush=True)
    print("Chessembly %.1f / %d against Fairy-Stockfish (%s, %d ms + %d ms byoyomi)" % (
        score, args.games, args.variant, args.main_ms, args.byoyomi_ms))
    for name, worst in stats["worst"].items():
        print("%s: longest move ended %.0f ms %s the period's end" % (name, abs(worst), "after" if worst > 0 else "before"))
    for note in stats["notes"]:
        print("note:", note)
    for e in (ours, fsf, referee.engine):
        e.close()


if __name__ == "__main__":
    main()
