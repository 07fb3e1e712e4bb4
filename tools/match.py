#!/usr/bin/env python3
"""Plays Chessembly's engine (`chessembly-cli uci`) against Fairy-Stockfish.

Games alternate colours; each pair of games starts from the same opening (the variant's
start position, plus --random-plies random moves for variety). Our own rules referee:
a third process, `chessembly-cli uci`, replays the moves after every ply with its `d`
command and says which moves are legal and whether the game is over, by the variant
file's own victory and draw conditions. Fairy-Stockfish's board and legal moves (its
`go perft 1`) are compared with ours at every ply; any difference is reported.

An illegal move, a crash or a timeout loses the game for that engine. A game where an
engine says it has no move while our rules say the game goes on is a disagreement: it
is listed and left out of the score.

Not run in CI (it needs /usr/games/fairy-stockfish, Debian package fairy-stockfish).

  tools/match.py --variant standard --games 10 --movetime 100 --elo 1500
  tools/match.py --variant all --games 10
"""
import argparse
import os
import queue
import random
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# our variant file stem -> Fairy-Stockfish's UCI_Variant
FSF_NAMES = {
    "standard": "chess",
    "capablanca": "capablanca",
    "king_of_the_hill": "kingofthehill",
    "three_check": "3check",
    "racing_kings": "racingkings",
    # lichess antichess: no castling, stalemate and losing everything win, pawns may
    # promote to a king: what variants/antichess.yaml says (FSF's giveaway castles)
    "antichess": "antichess",
    "horde": "horde",
    "crazyhouse": "crazyhouse",
    "shogi": "shogi",
    "xiangqi": "xiangqi",
    "janggi": "janggi",
    "makruk": "makruk",
    "minixiangqi": "minixiangqi",
    "minishogi": "minishogi",
    "seirawan": "seirawan",
    # Debian's 11.1 allows an atomic capture the current Fairy-Stockfish refuses; our
    # referee judges, so such a move counts as illegal for it
    "atomic": "atomic",
}
ALL_VARIANTS = ["standard", "capablanca", "king_of_the_hill", "three_check", "racing_kings", "antichess", "horde"]


class EngineDied(Exception):
    pass


class Engine:
    """A UCI process with a reader thread, so every read can time out."""

    def __init__(self, name, argv):
        self.name = name
        self.argv = argv
        self.log = []
        self.start()

    def start(self):
        self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, args=(self.proc, self.lines), daemon=True).start()

    @staticmethod
    def _read(proc, lines):
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    def send(self, text):
        try:
            self.proc.stdin.write(text + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineDied(self.name + " is gone")

    def read_until(self, prefix, timeout):
        """Lines up to and including the first that starts with `prefix`; None on timeout."""
        seen = []
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None, seen
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                return None, seen
            if line is None:
                raise EngineDied(self.name + " exited (code %s)" % self.proc.poll())
            seen.append(line)
            if line.startswith("info string"):
                self.log.append(line)
            if line.startswith(prefix):
                return line, seen

    def restart(self):
        self.close(kill=True)
        self.start()

    def close(self, kill=False):
        try:
            if not kill:
                self.send("quit")
                self.proc.wait(timeout=3)
        except (EngineDied, subprocess.TimeoutExpired):
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


class Referee:
    """Our rules: `chessembly-cli uci` and its `d` command."""

    def __init__(self, cli, variant_args):
        self.engine = Engine("referee", [cli, "uci"] + variant_args)

    def look(self, moves):
        e = self.engine
        e.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        e.send("d")
        line, seen = e.read_until("result:", 30)
        if line is None:
            raise RuntimeError("the referee does not answer")
        errors = [l for l in seen if l.startswith("info string")]
        fen = next(l[5:] for l in seen if l.startswith("fen: "))
        legal = next(l[6:].split() for l in seen if l.startswith("legal:"))
        result = line[len("result: "):]
        return fen, legal, result, errors


def fsf_fen(fsf):
    fsf.send("d")
    line, _ = fsf.read_until("Fen:", 10)
    return line[5:].strip() if line else None


def normal_board(fen):
    """The placement with any hand's letters sorted: programs list a hand in their own order."""
    board = fen.split()[0]
    if board.endswith("]") and "[" in board:
        at = board.rindex("[")
        board = board[:at] + "[" + "".join(sorted(board[at + 1:-1].replace("-", ""))) + "]"
    return board


def same_position(ours, theirs):
    """Board (hands in any order) and side to move (the other fields are written differently per program)."""
    return (theirs is not None and normal_board(ours) == normal_board(theirs)
            and ours.split()[1:2] == theirs.split()[1:2])


def setup_engines(args, variant):
    cli = args.cli
    if variant.endswith(".yaml"):
        ours_args = ["--variant", variant]
        fsf_variant = args.fsf_variant
    else:
        ours_args = ["--variant", os.path.join(ROOT, "variants", variant + ".yaml")]
        fsf_variant = args.fsf_variant or FSF_NAMES[variant]
    ours = Engine("Chessembly", [cli, "uci"] + ours_args)
    if args.opponent_level:
        # our own engine at a window level stands in for Fairy-Stockfish: an anchor for a
        # level below the floor of UCI_Elo (1350), see tools/level_test.py
        fsf = Engine("Level %d" % args.opponent_level, [cli, "uci"] + ours_args)
    else:
        fsf = Engine("Fairy-Stockfish", [args.fsf])
    return ours, fsf, Referee(cli, ours_args), fsf_variant


def handshake(engine, options, hello="uci"):
    """`uci` (or `usi`, tools/usi_match.py), the options, `isready`."""
    engine.send(hello)
    if engine.read_until(hello + "ok", 10)[0] is None:
        raise RuntimeError(engine.name + ": no %sok" % hello)
    for name, value in options:
        engine.send("setoption name %s value %s" % (name, value))
    engine.send("isready")
    if engine.read_until("readyok", 30)[0] is None:
        raise RuntimeError(engine.name + ": no readyok")
    for l in engine.log:
        print("  %s says: %s" % (engine.name, l))
    engine.log.clear()


def play_game(args, number, opening, ours_white, ours, fsf, referee, stats):
    """Returns (result for White "1-0"/"0-1"/"1/2-1/2" or None when aborted, reason, moves)."""
    moves = list(opening)
    players = {0: ours if ours_white else fsf, 1: fsf if ours_white else ours}
    # the mover's last reported score before each ply (side to move's view, centipawns;
    # "mate N" as +-SCORE_MATE, None without one): tools/texel_data.py mixes it into labels
    stats["scores"] = [None] * len(moves)
    for e in (ours, fsf):
        e.send("ucinewgame")
        e.send("isready")
        if e.read_until("readyok", 30)[0] is None:
            e.restart()
            handshake(e, stats["options"][e.name])
    timeout = args.movetime / 1000.0 + args.margin / 1000.0
    if args.nodes:
        timeout = 30.0 + args.margin / 1000.0
    clock = [args.tc_base, args.tc_base]  # seconds left, with --tc
    while True:
        fen, legal, result, errors = referee.look(moves)
        for err in errors:
            stats["notes"].append("game %d, referee: %s" % (number, err))
        if result != "*":
            return result.split()[0], result.split(" ", 1)[1].strip("()"), moves
        if len(moves) >= args.max_plies:
            return "1/2-1/2", "adjudicated: %d plies" % args.max_plies, moves
        side = 0 if fen.split()[1] == "w" else 1
        mover = players[side]
        loser = "0-1" if side == 0 else "1-0"
        if args.compare:
            compare_with_fsf(fsf, moves, fen, legal, stats, number)
        try:
            mover.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
            t0 = time.monotonic()
            if args.tc:
                inc = int(args.tc_inc * 1000)
                mover.send("go wtime %d btime %d winc %d binc %d" % (clock[0] * 1000, clock[1] * 1000, inc, inc))
                timeout = clock[side] + args.margin / 1000.0
            elif args.nodes:
                mover.send("go nodes %d" % args.nodes)
            else:
                ms = args.fsf_movetime if mover is fsf and args.fsf_movetime else args.movetime
                timeout = ms / 1000.0 + args.margin / 1000.0
                mover.send("go movetime %d" % ms)
            line, seen = mover.read_until("bestmove", timeout)
            spent = time.monotonic() - t0
            if args.tc and line is not None:
                clock[side] -= spent
                if clock[side] <= 0:
                    stats["flags"][mover.name] += 1
                    return loser, "%s lost on time" % mover.name, moves
                clock[side] += args.tc_inc
                least = stats["clock_left"].get(mover.name, clock[side])
                stats["clock_left"][mover.name] = min(least, clock[side])
        except EngineDied as e:
            stats["crashes"][mover.name] += 1
            mover.restart()
            handshake(mover, stats["options"][mover.name])
            return loser, "%s crashed: %s" % (mover.name, e), moves
        if line is None:
            stats["timeouts"][mover.name] += 1
            mover.restart()
            handshake(mover, stats["options"][mover.name])
            return loser, "%s timed out (no bestmove in %.1f s)" % (mover.name, timeout), moves
        if mover is ours:
            stats["our_time"].append(spent)
            infos = [l for l in seen if l.startswith("info depth")]
            if infos:
                f = infos[-1].split()
                if "nps" in f:
                    stats["nps"].append(int(f[f.index("nps") + 1]))
                stats["depth"].append(int(f[2]))
        for l in mover.log:
            stats["notes"].append("game %d ply %d, %s: %s" % (number, len(moves), mover.name, l))
        mover.log.clear()
        move = line.split()[1] if len(line.split()) > 1 else "(none)"
        if move in ("(none)", "0000"):
            stats["disagreements"].append("game %d ply %d: %s has no move; our rules: game goes on, legal %s"
                                          % (number, len(moves), mover.name, " ".join(legal[:12])))
            return None, "%s says the game is over, our rules do not" % mover.name, moves
        if move not in legal:
            stats["illegal"][mover.name] += 1
            stats["notes"].append("game %d ply %d: %s played illegal %s in %s (legal: %s)"
                                  % (number, len(moves), mover.name, move, fen, " ".join(legal)))
            return loser, "%s played an illegal move %s" % (mover.name, move), moves
        stats["scores"].append(last_score(seen))
        moves.append(move)


SCORE_MATE = 30000


def last_score(lines):
    """The score of the last `info ... score` line among `lines` (cp, mate as +-SCORE_MATE), or None."""
    for line in reversed(lines):
        f = line.split()
        if f[:1] == ["info"] and "score" in f and len(f) > f.index("score") + 2:
            kind, value = f[f.index("score") + 1], f[f.index("score") + 2]
            try:
                n = int(value)
            except ValueError:
                return None
            if kind == "mate":
                return SCORE_MATE if n > 0 else -SCORE_MATE
            return n if kind == "cp" else None
    return None


def compare_with_fsf(fsf, moves, fen, legal, stats, number):
    """Fairy-Stockfish's board and legal moves (`go perft 1`) against our rules'."""
    theirs = fsf_fen_after(fsf, moves)
    where = "game %d ply %d" % (number, len(moves))
    if not same_position(fen, theirs):
        stats["notes"].append("%s: positions differ: ours %s / Fairy-Stockfish %s" % (where, fen, theirs))
        stats["fen_mismatches"] += 1
    fsf.send("go perft 1")
    line, seen = fsf.read_until("Nodes searched", 10)
    # one line per move, "e2e4: 1"; the total ("Nodes searched: 1" with one move) is not a move
    theirs_legal = {l.split(":")[0] for l in seen if l.endswith(": 1") and not l.startswith("Nodes")}
    if line is not None and theirs_legal != set(legal):
        stats["move_mismatches"] += 1
        stats["notes"].append("%s: legal moves differ in %s: only ours %s, only Fairy-Stockfish's %s"
                              % (where, fen, sorted(set(legal) - theirs_legal), sorted(theirs_legal - set(legal))))


def fsf_fen_after(fsf, moves):
    fsf.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
    return fsf_fen(fsf)


def random_opening(referee, rng, plies):
    moves = []
    for _ in range(plies):
        fen, legal, result, _ = referee.look(moves)
        if result != "*" or not legal:
            break
        moves.append(rng.choice(legal))
    return moves


def pgn_moves(moves):
    out = []
    for i, m in enumerate(moves):
        if i % 2 == 0:
            out.append("%d." % (i // 2 + 1))
        out.append(m)
    return " ".join(out)


def run_variant(args, variant):
    ours, fsf, referee, fsf_variant = setup_engines(args, variant)
    both = (ours.name, fsf.name)
    stats = {"notes": [], "disagreements": [], "illegal": dict.fromkeys(both, 0),
             "crashes": dict.fromkeys(both, 0), "timeouts": dict.fromkeys(both, 0),
             "flags": dict.fromkeys(both, 0), "clock_left": {},
             "fen_mismatches": 0, "move_mismatches": 0, "nps": [], "depth": [], "our_time": [],
             "options": {"Chessembly": [("Hash", args.hash)] + ([("UCI_LimitStrength", "true"), ("UCI_Elo", args.our_elo)]
                                                             if args.our_elo else []) +
                                       ([("Level", args.our_level)] if args.our_level else []),
                         fsf.name: [("Hash", args.hash), ("Level", args.opponent_level)] if args.opponent_level else
                                   [("UCI_Variant", fsf_variant), ("Threads", 1), ("Hash", args.hash),
                                    ("UCI_LimitStrength", "true"), ("UCI_Elo", args.elo)]}}
    opponent = ("our level %d" % args.opponent_level if args.opponent_level
                else "Fairy-Stockfish: %s, UCI_Elo %d" % (fsf_variant, args.elo))
    print("== %s (%s, %d ms a move%s)" % (variant, opponent, args.movetime,
                                                                       ", ours at UCI_Elo %d" % args.our_elo if args.our_elo
                                                                       else ", ours at level %d" % args.our_level
                                                                       if args.our_level else ""))
    try:
        handshake(ours, stats["options"]["Chessembly"])
        handshake(fsf, stats["options"][fsf.name])
        start_fen = referee.look([])[0]
        theirs = start_fen if args.opponent_level else fsf_fen_after(fsf, [])
        if not same_position(start_fen, theirs):
            print("  start positions differ: ours %s / Fairy-Stockfish %s" % (start_fen, theirs))
        rng = random.Random(args.seed)
        w = d = l = 0
        opening = []
        for g in range(args.games):
            if g % 2 == 0:
                opening = random_opening(referee, rng, args.random_plies)
            ours_white = g % 2 == 0
            result, reason, moves = play_game(args, g + 1, opening, ours_white, ours, fsf, referee, stats)
            them = fsf.name if args.opponent_level else "Fairy-Stockfish %d" % args.elo
            white, black = ("Chessembly", them) if ours_white else (them, "Chessembly")
            print("[Game %d] %s - %s: %s (%s)" % (g + 1, white, black, result or "aborted", reason))
            print("  " + pgn_moves(moves))
            if result is None:
                continue
            if result == "1/2-1/2":
                d += 1
            elif (result == "1-0") == ours_white:
                w += 1
            else:
                l += 1
            sys.stdout.flush()
    finally:
        for e in (ours, fsf, referee.engine):
            e.close()
    n = w + d + l
    pct = 100.0 * (w + d / 2.0) / n if n else 0.0
    nps = sorted(stats["nps"])
    print("-- %s: Chessembly +%d =%d -%d of %d: %.1f%%" % (variant, w, d, l, n, pct))
    print("   illegal moves %s, crashes %s, timeouts %s" % (stats["illegal"], stats["crashes"], stats["timeouts"]))
    if args.tc:
        print("   on the clock %s: lost on time %s; the least time left after a move: %s"
              % (args.tc, stats["flags"], ", ".join("%s %.1f s" % kv for kv in sorted(stats["clock_left"].items()))))
    print("   plies where the two programs disagree: board %d, legal moves %d; games aborted on a disagreement %d"
          % (stats["fen_mismatches"], stats["move_mismatches"], len(stats["disagreements"])))
    if nps:
        print("   Chessembly: median nps %d, median depth %d, longest move %.0f ms"
              % (nps[len(nps) // 2], sorted(stats["depth"])[len(stats["depth"]) // 2], 1000 * max(stats["our_time"])))
    for note in stats["disagreements"] + stats["notes"][:args.max_notes]:
        print("   note: " + note)
    sys.stdout.flush()
    return variant, w, d, l, pct, (nps[len(nps) // 2] if nps else 0)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", default="standard",
                   help="a shipped variant id (%s), 'all', or a variant file (then give --fsf-variant)"
                        % ", ".join(ALL_VARIANTS))
    p.add_argument("--fsf-variant", help="Fairy-Stockfish's UCI_Variant for a variant file")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--movetime", type=int, default=100, help="milliseconds a move, for both engines")
    p.add_argument("--elo", type=int, default=1500, help="Fairy-Stockfish's UCI_Elo (1350..2850)")
    p.add_argument("--our-elo", type=int, default=0, help="our UCI_Elo (0: full strength)")
    p.add_argument("--our-level", type=int, default=0,
                   help="our window level 1-8 (its own time and randomness; 0: the GUI's clock decides)")
    p.add_argument("--random-plies", type=int, default=2, help="random opening plies shared by a pair of games")
    p.add_argument("--max-plies", type=int, default=400, help="adjudicate a draw after this many plies")
    p.add_argument("--fsf-movetime", type=int, default=0,
                   help="milliseconds a move for Fairy-Stockfish alone (default: --movetime); its UCI_Elo "
                        "strength picks its move at a fixed depth, so more time barely changes it")
    p.add_argument("--nodes", type=int, default=0,
                   help="nodes a move for both engines instead of --movetime (self-play A/B tests: the same "
                        "games on a busy and a quiet machine)")
    p.add_argument("--margin", type=int, default=2000, help="ms past --movetime before a timeout")
    p.add_argument("--hash", type=int, default=16)
    p.add_argument("--tc", help="a clock for each engine instead of --movetime: MINUTES+INCREMENT (\"1+0\")")
    p.add_argument("--no-compare", dest="compare", action="store_false",
                   help="skip comparing board and legal moves with Fairy-Stockfish at every ply")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-notes", type=int, default=20)
    p.add_argument("--cli", default=os.path.join(ROOT, "build", "chessembly-cli"))
    p.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    p.add_argument("--opponent-level", type=int, default=0,
                   help="play our own engine at this window level instead of Fairy-Stockfish "
                        "(no board comparison; --elo is then unused)")
    args = p.parse_args()
    args.tc_base = args.tc_inc = 0
    if args.tc:
        try:
            minutes, inc = args.tc.split("+")
            args.tc_base, args.tc_inc = float(minutes) * 60, float(inc)
        except ValueError:
            sys.exit("match.py: --tc is MINUTES+INCREMENT, as 1+0 or 3+2")
    if args.opponent_level:
        args.compare = False
    for exe in (args.cli,) + (() if args.opponent_level else (args.fsf,)):
        if not os.access(exe, os.X_OK):
            sys.exit("match.py: %s is not an executable (see --cli / --fsf)" % exe)
    if args.variant.endswith(".yaml") and not args.fsf_variant:
        sys.exit("match.py: a variant file needs --fsf-variant NAME")
    variants = ALL_VARIANTS if args.variant == "all" else [args.variant]
    for v in variants:
        if not v.endswith(".yaml") and v not in FSF_NAMES:
            sys.exit("match.py: no Fairy-Stockfish name known for '%s'" % v)
    table = [run_variant(args, v) for v in variants]
    if len(table) > 1:
        print("\n%-18s %4s %4s %4s %7s %9s" % ("variant", "W", "D", "L", "score", "nps"))
        for v, w, d, l, pct, nps in table:
            print("%-18s %4d %4d %4d %6.1f%% %9d" % (v, w, d, l, pct, nps))


if __name__ == "__main__":
    main()
