#!/usr/bin/env python3
"""pychess_check.py -- our engine and PGN reader driven by python-chess, as its users do.

A check run by hand (CI has no python-chess), reported in docs/playing.md:

1. Games: in each of python-chess's variants (chess, crazyhouse, atomic, antichess,
   kingofthehill, racingkings, horde, 3check, and Chess960), GAMES games between
   `chessembly-cli uci` and Fairy-Stockfish, colours alternating, MOVETIME a move, through
   python-chess's engine module (so it sends UCI_Variant, UCI_Chess960 and its own FENs).
   python-chess's variant board referees: every move must be legal, and after every move
   our engine (asked with `position ... moves ...` and `d`) must agree on whether the game
   is over and how: python-chess's outcome, or a draw a player may claim (threefold
   repetition, fifty moves), which our `d` reports as the result it would be.
   Then ENDGAMES random positions with kings and up to three pieces (bishops and knights
   often) are judged by both: over or not, and how (insufficient material per variant).
2. PGN: each game is written by python-chess three ways -- plain, decorated (comments,
   NAGs, a variation) and from a FEN tag (the position ten plies in) -- and read by
   `chessembly-cli pgn`, which must reach python-chess's final position; then saved again
   with `chessembly-cli pgn --save` and read back by python-chess, which must find the
   same tags, moves, comments, NAGs and variations.

usage: PYTHONPATH=/path/to/python-chess tools/pychess_check.py [--cli build/chessembly-cli]
       [--fsf PATH] [--games 3] [--movetime 0.05] [--variants chess,atomic,...] [--seed 1]
Exit status 1 when anything disagrees; every disagreement is printed.
"""
import argparse
import io
import os
import random
import subprocess
import sys
import tempfile

try:
    import chess
    import chess.engine
    import chess.pgn
    import chess.variant
except ImportError:
    sys.exit("pychess_check: python-chess is needed (PYTHONPATH=/path/to/python-chess)")

VARIANTS = ["chess", "crazyhouse", "atomic", "antichess", "kingofthehill", "racingkings", "horde", "3check",
            "chess960"]
MAX_PLIES = 300  # a game still going then is adjudicated by no one: it stops, and that is no disagreement


def new_board(name, rng):
    if name == "chess960":
        return chess.Board.from_chess960_pos(rng.randrange(960))
    return chess.variant.find_variant(name)()


class Referee:
    """Our engine asked, over its own pipe, where a game stands (`d`'s result line)."""

    def __init__(self, cli):
        self.proc = subprocess.Popen([cli, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     bufsize=1)

    def ask(self, board):
        """(result, complaints): our `d` result ('*', '1-0 (checkmate)', ...) and any
        `info string` the position command drew (a refused move or FEN)."""
        root = board.root()
        variant = "chess" if board.chess960 and type(board).uci_variant == "chess" else type(board).uci_variant
        fen = root.fen(shredder=board.chess960, en_passant="fen")
        moves = " ".join(m.uci() for m in board.move_stack)
        self.proc.stdin.write(f"setoption name UCI_Variant value {variant}\n"
                              f"setoption name UCI_Chess960 value {'true' if board.chess960 else 'false'}\n"
                              f"position fen {fen}{' moves ' + moves if moves else ''}\nd\n")
        self.proc.stdin.flush()
        complaints = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                return "engine exited", complaints
            line = line.rstrip("\n")
            if line.startswith("info string"):
                complaints.append(line)
            if line.startswith("result: "):
                return line[len("result: "):], complaints

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait(timeout=10)


def python_chess_end(board):
    """'*' while the game goes on, else 'RESULT (why)' as python-chess sees it."""
    outcome = board.outcome(claim_draw=False)
    if outcome:
        return f"{outcome.result()} ({outcome.termination.name.lower()})"
    if board.is_repetition(3):
        return "1/2-1/2 (claimable repetition)"
    if board.halfmove_clock >= 100:
        return "1/2-1/2 (claimable fifty moves)"
    return "*"


def same_end(ours, theirs):
    """Do our result line and python-chess's agree (the result; the reason loosely)?"""
    if theirs == "*" or ours == "*":
        return ours == theirs
    return ours.split(" ")[0] == theirs.split(" ")[0]


def play_game(name, number, args, rng, engines, referee, problems):
    board = new_board(name, rng)
    ours_white = number % 2 == 0
    label = f"{name} game {number + 1} (ours {'White' if ours_white else 'Black'})"
    while True:
        ours_now, complaints = referee.ask(board)
        theirs = python_chess_end(board)
        for c in complaints:
            problems.append(f"{label}, ply {len(board.move_stack)}: our engine said: {c}")
        if not same_end(ours_now, theirs):
            problems.append(f"{label}, ply {len(board.move_stack)} ({board.fen()}): we say {ours_now}, "
                            f"python-chess {theirs}")
            return board, theirs
        if theirs != "*" or len(board.move_stack) >= MAX_PLIES:
            return board, theirs
        who = "ours" if (board.turn == chess.WHITE) == ours_white else "fsf"
        try:
            result = engines[who].play(board, chess.engine.Limit(time=args.movetime))
        except (chess.engine.EngineError, chess.IllegalMoveError, ValueError) as e:
            problems.append(f"{label}, ply {len(board.move_stack)} ({board.fen()}): {who} failed: {e}")
            return board, "?"
        if result.move is None or result.move not in board.legal_moves:
            problems.append(f"{label}, ply {len(board.move_stack)} ({board.fen()}): {who} played "
                            f"{result.move} (not legal)")
            return board, "?"
        board.push(result.move)


# ---- insufficient material --------------------------------------------------------------

def random_endgame(name, rng):
    """A legal position with kings and up to three other pieces, bishops and knights
    often (where the material rules differ), for `name`; None when the try is not valid."""
    board = new_board(name, rng)
    board.clear()
    squares = rng.sample(range(64), 5)
    horde = name == "horde"
    if not horde:
        board.set_piece_at(squares[0], chess.Piece(chess.KING, chess.WHITE))
    board.set_piece_at(squares[1], chess.Piece(chess.KING, chess.BLACK))
    kinds = [chess.BISHOP, chess.BISHOP, chess.KNIGHT, chess.KNIGHT, chess.ROOK, chess.QUEEN, chess.PAWN]
    for sq in squares[2:2 + rng.randrange(4)]:
        if chess.square_rank(sq) in (0, 7) and rng.random() < 0.5:
            continue
        board.set_piece_at(sq, chess.Piece(rng.choice(kinds), rng.choice([chess.WHITE, chess.BLACK])))
    if horde and not board.occupied_co[chess.WHITE]:
        board.set_piece_at(squares[0], chess.Piece(chess.KNIGHT, chess.WHITE))
    if name == "crazyhouse" and rng.random() < 0.5:
        board.pockets[rng.choice([chess.WHITE, chess.BLACK])].add(rng.choice([chess.KNIGHT, chess.BISHOP, chess.PAWN]))
    if name == "antichess" and rng.random() < 0.5:  # bishops alone: the one drawn case there
        board.clear()
        for i, sq in enumerate(rng.sample(range(64), 2 + rng.randrange(3))):
            board.set_piece_at(sq, chess.Piece(chess.BISHOP, chess.WHITE if i % 2 == 0 else chess.BLACK))
    board.turn = rng.choice([chess.WHITE, chess.BLACK])
    board.castling_rights = chess.BB_EMPTY
    return board if board.is_valid() else None


def check_material(name, count, referee, rng, problems):
    """Our end of `count` random endgames against python-chess's; returns how many were
    drawn by insufficient material (as python-chess sees them) and how many compared."""
    drawn = compared = 0
    tries = 0
    while compared < count and tries < count * 20:
        tries += 1
        board = random_endgame(name, rng)
        if board is None:
            continue
        compared += 1
        ours, complaints = referee.ask(board)
        theirs = python_chess_end(board)
        drawn += "insufficient" in theirs
        if complaints or not same_end(ours, theirs):
            problems.append(f"{name} endgame {board.fen()}: we say {ours}, python-chess {theirs} {complaints}")
    return drawn, compared


# ---- PGN ------------------------------------------------------------------------------

def plain_pgn(board, result, label):
    game = chess.pgn.Game.from_board(board)
    game.headers["Event"] = label
    game.headers["White"], game.headers["Black"] = "python-chess white", "python-chess black"
    game.headers["Result"] = result.split(" ")[0] if result not in ("*", "?") else "*"
    return game


def decorated_pgn(board, result, label, rng):
    game = plain_pgn(board, result, label + " (decorated)")
    game.headers["Annotator"] = "pychess_check"
    game.comments = ["a comment before the first move"]
    node, nags = game, [1, 2, 3, 4, 5, 6, 10, 14]
    at = 0
    for node in game.mainline():
        at += 1
        if at % 5 == 1:
            node.comments = [f"comment at ply {at}"]
        if at % 7 == 3:
            node.nags.add(nags[at % len(nags)])
        if at == 4:  # a variation instead of this move: another legal move, then a reply
            parent = node.parent
            alternative = [m for m in parent.board().legal_moves if m != node.move]
            if alternative:
                var = parent.add_variation(rng.choice(alternative), comment="another try")
                replies = list(var.board().legal_moves)
                if replies and not var.board().is_game_over():
                    var.add_variation(replies[0])
    return game


def from_fen_pgn(board, result, label):
    if len(board.move_stack) < 12:
        return None
    start = board.root()
    for m in board.move_stack[:10]:
        start.push(m)
    later = start.copy(stack=False)
    for m in board.move_stack[10:]:
        later.push(m)
    return plain_pgn(later, result, label + " (from FEN)")


def final_position(board):
    """What our `pgn` prints as the final position, reduced to what both programs
    write alike: the placement (with a crazyhouse hand's letters sorted) and the side to
    move."""
    fen = board.fen()
    placement, turn = fen.split(" ")[:2]
    return normalise_placement(placement) + " " + turn


def normalise_placement(placement):
    if "[" in placement:
        board, hand = placement.split("[", 1)
        return board + "[" + "".join(sorted(hand.rstrip("]"))) + "]"
    return placement


def our_final_positions(cli, path, problems):
    run = subprocess.run([cli, "pgn", path], capture_output=True, text=True)
    if run.returncode != 0:
        problems.append(f"pgn {path}: exit {run.returncode}: {run.stderr.strip()}")
    positions, lines = [], run.stdout.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("game ") and i + 1 < len(lines):
            fields = lines[i + 1].split(" ")
            positions.append(normalise_placement(fields[0]) + " " + fields[1] if len(fields) > 1 else "?")
    return positions


def game_shape(game):
    """Tags, moves, comments, NAGs and variations of a python-chess game, as lists to compare."""
    out = [("tag", k, v) for k, v in game.headers.items()]
    out.append(("comment", "start", " ".join(game.comments)))

    def walk(node, path):
        for i, child in enumerate(node.variations):
            here = f"{path}.{i}"
            out.append(("move", here, child.san()))
            out.append(("comment", here, " ".join(child.comments)))
            out.append(("lead", here, " ".join(child.starting_comments)))
            out.append(("nags", here, tuple(sorted(child.nags))))
            walk(child, here)
    walk(game, "")
    return out


def check_pgns(args, games, problems):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "games.pgn")
        with open(path, "w") as f:
            for g in games:
                print(g, file=f, end="\n\n")
        expected = [final_position(g.end().board()) for g in games]
        got = our_final_positions(args.cli, path, problems)
        for i, (want, have) in enumerate(zip(expected, got)):
            if want != have:
                problems.append(f"pgn game {i + 1} ({games[i].headers['Event']}): we end at {have}, "
                                f"python-chess at {want}")
        if len(got) != len(expected):
            problems.append(f"pgn: we read {len(got)} games of {len(expected)}")
        saved = os.path.join(tmp, "saved.pgn")
        run = subprocess.run([args.cli, "pgn", "--save", saved, path], capture_output=True, text=True)
        if run.returncode != 0 or not os.path.exists(saved):
            problems.append(f"pgn --save: exit {run.returncode}: {run.stderr.strip()[:300]}")
            return len(expected), 0
        with open(saved) as f:
            text = f.read()
        again = []
        stream = io.StringIO(text)
        while (g := chess.pgn.read_game(stream)) is not None:
            again.append(g)
        kept = 0
        for i, (a, b) in enumerate(zip(games, again)):
            before, after = game_shape(a), game_shape(b)
            lost = [x for x in before if x not in after]
            if lost or b.errors:
                problems.append(f"pgn --save game {i + 1} ({a.headers['Event']}): lost {lost[:4]}"
                                f"{' errors ' + str(b.errors[:2]) if b.errors else ''}")
            else:
                kept += 1
        if len(again) != len(games):
            problems.append(f"pgn --save: python-chess reads {len(again)} games of {len(games)}")
        return len(expected), kept


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", default="build/chessembly-cli")
    ap.add_argument("--fsf", default="/work/fsf/src/stockfish")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--movetime", type=float, default=0.05)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--endgames", type=int, default=200, help="random endgames a variant, judged by both")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    problems, pgn_games, summary = [], [], []
    engines = {"ours": chess.engine.SimpleEngine.popen_uci([args.cli, "uci"]),
               "fsf": chess.engine.SimpleEngine.popen_uci([args.fsf])}
    referee = Referee(args.cli)
    try:
        for name in args.variants.split(","):
            ends = []
            for number in range(args.games):
                before = len(problems)
                board, result = play_game(name, number, args, rng, engines, referee, problems)
                label = f"{name} game {number + 1}"
                ends.append(f"{result} after {len(board.move_stack)} plies" + (" (!)" if len(problems) > before else ""))
                pgn_games.append(plain_pgn(board, result, label))
                pgn_games.append(decorated_pgn(board, result, label, rng))
                fen_game = from_fen_pgn(board, result, label)
                if fen_game:
                    pgn_games.append(fen_game)
            summary.append(f"{name}: " + "; ".join(ends))
            print(summary[-1], flush=True)
            if args.endgames:
                drawn, compared = check_material(name, args.endgames, referee, rng, problems)
                print(f"  {compared} random endgames compared, {drawn} of them drawn by insufficient "
                      f"material for python-chess", flush=True)
    finally:
        for e in engines.values():
            e.quit()
        referee.close()
    read, kept = check_pgns(args, pgn_games, problems) if pgn_games else (0, 0)
    print(f"pgn: {read} games written by python-chess, read by us; {kept} kept whole when saved again")
    for p in problems:
        print("DISAGREE", p)
    print(f"{len(problems)} disagreements")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
