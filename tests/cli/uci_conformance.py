#!/usr/bin/env python3
"""UCI conformance: drives `chessembly-cli uci` the way cutechess-cli and python-chess do.

Handshake and option parsing, every option sent back at its default, bad option values,
a game on the clock (wtime/btime/winc/binc/movestogo), MultiPV, `go infinite` + `stop`,
`go ponder` + `ponderhit`, `quit` in the middle of a search, end of input, `go perft`,
UCI_Chess960 castling, UCI_LimitStrength/UCI_Elo and a VariantPath ini file.

The quotes from the UCI specification each check stands for are in the comments.
Time limits here are only hang guards (generous); no check depends on speed.
usage: uci_conformance.py PATH/TO/chessembly-cli   (run from the source tree)
"""
import os
import queue
import subprocess
import sys
import tempfile
import threading

CLI = sys.argv[1]
HANG = 60  # seconds: only a hang guard
failures = []
passes = 0


def check(name, ok, detail=""):
    global passes
    if ok:
        passes += 1
    else:
        failures.append(name)
        print(f"FAIL {name}\n{detail}")


class Engine:
    """A UCI engine process with a reader thread, as GUIs run one."""

    def __init__(self):
        self.p = subprocess.Popen([CLI, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, text):
        self.p.stdin.write(text + "\n")
        self.p.stdin.flush()

    def until(self, pred):
        """Lines up to and including the first for which pred holds."""
        got = []
        while True:
            line = self.lines.get(timeout=HANG)
            if line is None:
                raise EOFError("engine closed its output; read: " + "\n".join(got[-5:]))
            got.append(line)
            if pred(line):
                return got

    def ask(self, text):
        """Sends text then isready; the lines answered before readyok."""
        self.send(text)
        self.send("isready")
        return self.until(lambda l: l == "readyok")[:-1]

    def legal(self):
        out = self.ask("d")
        return next(l for l in out if l.startswith("legal:")).split()[1:]

    def close(self):
        try:
            self.send("quit")
        except BrokenPipeError:
            pass
        return self.p.wait(timeout=HANG)


def parse_options(lines):
    """option name N type T [default D] [min a] [max b] [var v]* -> dict, as python-chess does."""
    opts = {}
    for line in lines:
        if not line.startswith("option name "):
            continue
        words = line.split()
        i = words.index("type")
        name = " ".join(words[2:i])
        opt = {"type": words[i + 1], "vars": []}
        keys = ("default", "min", "max", "var")
        j = i + 2
        while j < len(words):
            k = words[j]
            j += 1
            val = []
            while j < len(words) and words[j] not in keys:
                val.append(words[j])
                j += 1
            if k == "var":
                opt["vars"].append(" ".join(val))
            else:
                opt[k] = " ".join(val)
        opts[name] = opt
    return opts


def infos(lines):
    out = []
    for line in lines:
        if line.startswith("info depth "):
            w = line.split()
            d = {w[k]: w[k + 1] for k in range(1, len(w) - 1) if w[k] in ("depth", "multipv", "nodes")}
            d["pv"] = w[w.index("pv") + 1:] if "pv" in w else []
            out.append(d)
    return out


# ---- "uci": id, options, uciok --------------------------------------------------------------
e = Engine()
e.send("uci")
hello = e.until(lambda l: l == "uciok")
opts = parse_options(hello)
# "the engine must now identify itself with the 'id' command and send the 'option' commands"
check("id name", any(l.startswith("id name Chessembly") for l in hello))
want = {"Hash": "spin", "Clear Hash": "button", "Threads": "spin", "MultiPV": "spin", "Ponder": "check",
        "UCI_Chess960": "check", "UCI_LimitStrength": "check", "UCI_Elo": "spin", "Skill Level": "spin",
        "UCI_Variant": "combo", "VariantPath": "string"}
for name, typ in want.items():
    check(f"option {name}", opts.get(name, {}).get("type") == typ, str(opts.get(name)))
check("UCI_Elo range", (opts["UCI_Elo"].get("min"), opts["UCI_Elo"].get("max")) == ("1350", "2850"))
check("UCI_Variant names FSF's chess", "chess" in opts["UCI_Variant"]["vars"])

# cutechess sends every option back at its default: nothing may complain or change
quiet = []
for name, opt in opts.items():
    if opt["type"] == "button":
        continue
    quiet += e.ask(f"setoption name {name} value {opt.get('default', '')}")
check("defaults sent back", [l for l in quiet if l.startswith("info string")] == [], "\n".join(quiet))

# "if the engine receives a command which is not supposed to come... it should ignore it"; we say why
bad = {
    "setoption name MultiPV value 0": "info string MultiPV: '0' is not a number from 1 to 500",
    "setoption name UCI_Elo value 99999": "info string UCI_Elo: '99999' is not a number from 1350 to 2850",
    "setoption name Hash value lots": "info string Hash: 'lots' is not a number from 1 to 4096",
    "setoption name Ponder value yes": "info string Ponder: 'yes' is not true or false",
    "setoption name Nonsense value 1": "info string unknown option 'Nonsense'",
}
for cmd, answer in bad.items():
    check(f"bad value: {cmd}", e.ask(cmd) == [answer], str(e.ask("")))

# ---- a game on the clock, as cutechess plays it ----------------------------------------------
e.ask("ucinewgame")
moves = []
for ply in range(6):
    e.ask("position startpos moves " + " ".join(moves))
    legal = e.legal()
    e.send("go wtime 3000 btime 3000 winc 100 binc 100 movestogo 40")
    got = e.until(lambda l: l.startswith("bestmove "))
    best = got[-1].split()[1]
    check(f"clock game ply {ply} legal", best in legal, f"{best} not in {legal}")
    moves.append(best)

# ---- MultiPV: "multipv <num>: for the multi pv mode" -------------------------------------------
e.ask("setoption name MultiPV value 3")
e.ask("position startpos")
e.send("go depth 3")
lines = infos(e.until(lambda l: l.startswith("bestmove ")))
for depth in ("1", "2", "3"):
    at = [i for i in lines if i["depth"] == depth]
    check(f"multipv lines at depth {depth}", [i["multipv"] for i in at] == ["1", "2", "3"], str(at))
    check(f"multipv distinct first moves at {depth}", len({i["pv"][0] for i in at}) == 3, str(at))
e.ask("setoption name MultiPV value 1")

# ---- go infinite: "the engine should not stop searching until the stop command" ----------------
e.ask("position startpos")
e.send("go infinite")
before = e.ask("d")  # the search runs; no bestmove may come before stop
check("no bestmove before stop", not any(l.startswith("bestmove") for l in before), "\n".join(before))
e.send("stop")
check("bestmove after stop", e.until(lambda l: l.startswith("bestmove "))[-1].split()[1] in e.legal())

# ---- ponder: "go ponder ... the engine should not print bestmove until ponderhit or stop" ------
e.ask("setoption name Ponder value true")
e.ask("position startpos moves e2e4 e7e5")
e.send("go ponder depth 2 wtime 2000 btime 2000")
before = e.ask("d")
check("no bestmove while pondering", not any(l.startswith("bestmove") for l in before), "\n".join(before))
e.send("ponderhit")  # "the user has played the expected move": go on, on the clock, and answer
check("bestmove after ponderhit", e.until(lambda l: l.startswith("bestmove ")) != [])
e.send("go ponder wtime 100000 btime 100000")
e.ask("d")
e.send("stop")
check("bestmove after stop while pondering", e.until(lambda l: l.startswith("bestmove ")) != [])
# a ponderhit on a clock: the search ends by itself, no stop needed
e.send("go ponder wtime 2000 btime 2000 winc 0 binc 0")
e.send("ponderhit")
check("ponderhit then the clock ends it", e.until(lambda l: l.startswith("bestmove ")) != [])

# ---- go perft, as Fairy-Stockfish answers it -------------------------------------------------
e.ask("position startpos")
e.send("go perft 2")
perft = e.until(lambda l: l.startswith("Nodes searched"))
check("go perft 2", perft[-1] == "Nodes searched: 400" and "e2e4: 20" in perft and "" in perft, str(perft[-3:]))

# ---- UCI_Chess960: castling as king takes rook ----------------------------------------------
e.ask("setoption name UCI_Chess960 value true")
e.ask("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
check("960 castling written king takes rook", {"e1h1", "e1a1"} <= set(e.legal()) and "e1g1" not in e.legal())
out = e.ask("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1h1\nd")
check("960 castling read", any(l.startswith("fen: r3k2r/8/8/8/8/8/8/R4RK1 b kq") for l in out), "\n".join(out))
e.ask("setoption name UCI_Chess960 value false")

# ---- UCI_LimitStrength + UCI_Elo: a node budget, whatever the clock --------------------------
e.ask("setoption name UCI_LimitStrength value true")
e.ask("setoption name UCI_Elo value 1350")
e.ask("position startpos")
e.send("go wtime 60000 btime 60000")
got = e.until(lambda l: l.startswith("bestmove "))
nodes = [int(i["nodes"]) for i in infos(got)]
check("UCI_Elo 1350 thinks little", nodes and max(nodes) <= 2000, str(nodes))
e.ask("setoption name UCI_LimitStrength value false")
check("quit", e.close() == 0)

# ---- quit in the middle of a search; end of input in the middle of one ------------------------
e = Engine()
e.send("position startpos")
e.send("go infinite")
e.ask("d")
check("quit mid-search", e.close() == 0)
e = Engine()
e.send("go infinite")
e.ask("d")
e.p.stdin.close()
rest = e.until(lambda l: l.startswith("bestmove "))
check("EOF mid-search: bestmove then exit", rest and e.p.wait(timeout=HANG) == 0)

# ---- VariantPath naming a Fairy-Stockfish ini -------------------------------------------------
with tempfile.TemporaryDirectory() as tmp:
    ini = os.path.join(tmp, "mine.ini")
    with open(ini, "w") as f:
        f.write("[minichess:chess]\nmaxRank = 6\nmaxFile = 6\n"
                "startFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1\ncastling = false\n"
                "doubleStep = false\npromotionRegionWhite = *6\npromotionRegionBlack = *1\n"
                "[unimportable:chess]\ntwoBoards = true\n")
    e = Engine()
    out = e.ask(f"setoption name VariantPath value {ini}")
    check("VariantPath ini summary", out[-1] == f"info string VariantPath: 1 sections of {ini} imported exactly, "
          "1 left out; choose them with UCI_Variant", "\n".join(out))
    check("VariantPath ini names what it left out", any("[unimportable] left out" in l for l in out), "\n".join(out))
    e.ask("setoption name UCI_Variant value minichess")
    e.send("position startpos")
    e.send("go perft 1")
    # six single pawn steps and the knight's two: 8
    check("ini variant plays", e.until(lambda l: l.startswith("Nodes searched"))[-1] == "Nodes searched: 8")
    e.send("uci")
    listed = parse_options(e.until(lambda l: l == "uciok"))["UCI_Variant"]["vars"]
    check("ini variant listed", "minichess" in listed, str(listed))
    e.close()

print(f"uci conformance: {passes} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
