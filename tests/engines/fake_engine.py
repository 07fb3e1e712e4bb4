#!/usr/bin/env python3
"""A fake engine for tests: speaks one protocol (uci, usi, ucci or xboard), knows no
chess, and answers each `go` with the next move of --moves (in the protocol's own
notation). It stays silent on the other protocols' greetings, so a client has to time
out and try the next one.

  fake_engine.py --proto uci|usi|ucci|xboard [--moves e7e5,b8c6] [--name NAME]
                 [--bad crash|hang|illegal|garbage --bad-at N] [--log FILE]

--bad makes the N-th `go` (1 = the first, default 1) misbehave: `crash` exits with
status 3, `hang` never answers, `illegal` answers a1a1, `garbage` answers a line that is
no move. --log appends every line received to FILE (for tests to check what was sent).
"""
import argparse
import sys

GREETING = {"uci": "uci", "usi": "usi", "ucci": "ucci", "xboard": "protover"}


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def greet(proto, name):
    if proto == "xboard":
        out(f'feature myname="{name}" variants="normal,crazyhouse,shogi,xiangqi" setboard=1 done=0')
        out('feature option="Skill Level -spin 20 0 20" option="Ponder -check 0"')
        out('feature option="Style -combo Solid /// *Normal /// Risky" done=1')
        return
    variant = "USI_Variant" if proto == "usi" else "UCI_Variant"
    out(f"id name {name}")
    out("id author the Chessembly tests")
    out("option name Skill Level type spin default 20 min 0 max 20")
    out("option name UCI_LimitStrength type check default false")
    out("option name UCI_Elo type spin default 1500 min 500 max 2850")
    out(f"option name {variant} type combo default chess var chess var crazyhouse var shogi var xiangqi")
    out("option name MultiPV type spin default 1 min 1 max 5")
    out("option name Book File type string default <empty>")
    out("option name Clear Hash type button")
    out(proto + "ok")


def answer(proto, move):
    out(f"move {move}" if proto == "xboard" else f"bestmove {move}")


def think(proto, move):
    if proto == "xboard":
        out(f"1 12 0 100 {move}")
    else:
        score = "12" if proto == "ucci" else "cp 12"
        out(f"info depth 1 score {score} nodes 100 pv {move}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--proto", required=True, choices=sorted(GREETING))
    ap.add_argument("--moves", default="")
    ap.add_argument("--name", default=None)
    ap.add_argument("--bad", choices=["crash", "hang", "illegal", "garbage"])
    ap.add_argument("--bad-at", type=int, default=1)
    ap.add_argument("--log")
    args = ap.parse_args()
    name = args.name or f"Fake {args.proto.upper()}"
    moves = args.moves.replace(",", " ").split()
    log = open(args.log, "a") if args.log else None
    greeted, gos, analysing = False, 0, False
    for raw in sys.stdin:
        line = raw.strip()
        if log:
            log.write(line + "\n")
            log.flush()
        word = line.split(" ")[0]
        if not greeted:
            if word == GREETING[args.proto]:
                greeted = True
                greet(args.proto, name)
            continue  # silent to any other protocol's greeting
        if word == "quit":
            return
        if word == "isready":
            out("readyok")
        elif (word == "go" and "infinite" in line) or word == "analyze":
            analysing = True
            think(args.proto, moves[0] if moves else "0000")
        elif word in ("stop", "exit", "?") and analysing:
            analysing = False
            if word == "stop":
                answer(args.proto, moves[0] if moves else "0000")
        elif word == "go":
            gos += 1
            bad = args.bad if gos == args.bad_at else None
            if bad == "crash":
                sys.exit(3)
            if bad == "hang":
                continue
            move = "a1a1" if bad == "illegal" else moves.pop(0) if moves else "0000"
            if bad == "garbage":
                out("bestmove" if args.proto != "xboard" else "move")
                continue
            think(args.proto, move)
            answer(args.proto, move)


if __name__ == "__main__":
    main()
