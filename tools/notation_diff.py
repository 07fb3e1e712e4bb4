#!/usr/bin/env python3
"""Compares our notations with Fairy-Stockfish's get_san along random games.

For each variant and notation, random games are played with pyffish (Fairy-Stockfish's
Python module); every move is written by pyffish (`get_san(variant, fen, move, False,
notation)`) and by `chessembly-cli game --notation`, and pyffish's texts are read back by
`chessembly-cli game` (which reads any notation the variant offers), which must reach
pyffish's final position. Counted per variant and notation:

  written  moves written exactly as pyffish writes them (WXF: `=` read as `.`)
  read     games whose pyffish texts, all read by us, reach pyffish's final position

Not run in CI: it needs pyffish, built in a clone of Fairy-Stockfish
(`python3 setup.py build_ext --inplace`), given with --pyffish DIR.

  tools/notation_diff.py --pyffish /work/fsf-py --games 15 --plies 80
"""
import argparse
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (our variant file, pyffish's variant, our notation, pyffish's notation name)
CASES = [
    ("shogi", "shogi", "hodges", "NOTATION_SHOGI_HODGES"),
    ("minishogi", "minishogi", "hodges", "NOTATION_SHOGI_HODGES"),
    ("xiangqi", "xiangqi", "wxf", "NOTATION_XIANGQI_WXF"),
    ("minixiangqi", "minixiangqi", "wxf", "NOTATION_XIANGQI_WXF"),
    ("janggi", "janggi", "janggi", "NOTATION_JANGGI"),
    ("shogi", "shogi", "san", "NOTATION_SAN"),
    ("minishogi", "minishogi", "san", "NOTATION_SAN"),
    ("xiangqi", "xiangqi", "san", "NOTATION_SAN"),
    ("minixiangqi", "minixiangqi", "san", "NOTATION_SAN"),
    ("janggi", "janggi", "san", "NOTATION_SAN"),
    ("makruk", "makruk", "san", "NOTATION_SAN"),
]


def random_game(sf, variant, plies, rng):
    fen = sf.start_fen(variant)
    moves = []
    for _ in range(plies):
        legal = sf.legal_moves(variant, fen, moves)
        if not legal or sf.is_optional_game_end(variant, fen, moves)[0]:
            break
        moves.append(rng.choice(sorted(legal)))
    return fen, moves


def ours(cli, variant, args):
    run = subprocess.run([cli, "game", "--variant", os.path.join(ROOT, "variants", variant + ".yaml")] + args,
                         capture_output=True, text=True)
    return run.returncode, run.stdout, run.stderr


def board_part(fen):
    """Placement and hands only, the way both programs write them for comparison."""
    place = fen.split()[0].replace("[-]", "[]")
    if "[" in place:  # hands: the same pieces, whatever their order
        board, hand = place.split("[", 1)
        place = board + "[" + "".join(sorted(hand.rstrip("]"))) + "]"
    return place


HANJA = {"車": "R", "包": "C", "馬": "H", "象": "E", "士": "A", "楚": "K", "漢": "K", "卒": "P", "兵": "P"}


def normal(text, notation):
    if notation == "janggi":  # ours 08馬87, pyffish's H08-87: the same parts
        for hanja, letter in HANJA.items():
            if hanja in text:
                text = letter + text.replace(hanja, "")
        text = text.rstrip("+#").replace("-", "").replace("x", "").replace("한수쉼", "pass")
        return "pass" if len(text) == 5 and text[1:3] == text[3:5] else text  # pyffish's pass: K2525
    if notation == "wxf":
        return text.replace("=", ".")
    return text.rstrip("+#") if notation == "san" else text


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pyffish", required=True, help="the folder holding the built pyffish module")
    ap.add_argument("--cli", default=os.path.join(ROOT, "build", "chessembly-cli"))
    ap.add_argument("--games", type=int, default=15)
    ap.add_argument("--plies", type=int, default=80)
    ap.add_argument("--seed", type=int, default=44)
    ap.add_argument("--show", type=int, default=3, help="differences printed per case")
    ap.add_argument("--only", help="only this notation (hodges, wxf, janggi, san)")
    a = ap.parse_args()
    sys.path.insert(0, a.pyffish)
    import pyffish as sf
    for ours_variant, fsf_variant, notation, fsf_notation in CASES:
        if a.only and notation != a.only:
            continue
        rng = random.Random(a.seed)
        code = getattr(sf, fsf_notation)
        same = total = read_ok = 0
        shown = 0
        for _ in range(a.games):
            start, moves = random_game(sf, fsf_variant, a.plies, rng)
            theirs = []
            for i, m in enumerate(moves):
                fen = sf.get_fen(fsf_variant, start, moves[:i])
                theirs.append(sf.get_san(fsf_variant, fen, m, False, code))
            rc, out, err = ours(a.cli, ours_variant, ["--notation", notation] + moves)
            mine = []
            for line in out.splitlines():
                if line.startswith("moves:"):
                    mine = [w for w in line[6:].split() if not w[0].isdigit() or not w.rstrip(".").isdigit()]
            for i, (t, m) in enumerate(zip(theirs, mine)):
                total += 1
                if normal(t, notation) == normal(m, notation):
                    same += 1
                elif shown < a.show:
                    shown += 1
                    fen = sf.get_fen(fsf_variant, start, moves[:i])
                    print(f"  {ours_variant} {notation}: {moves[i]} in {fen}: pyffish {t}, ours {m}")
            total += len(theirs) - min(len(theirs), len(mine))
            rc, out, err = ours(a.cli, ours_variant, theirs)
            final = sf.get_fen(fsf_variant, start, moves)
            got = out.splitlines()[0] if out else ""
            if rc == 0 and board_part(got) == board_part(final):
                read_ok += 1
            elif shown < a.show:
                shown += 1
                print(f"  {ours_variant} {notation}: reading pyffish's game failed: {err.strip() or got} "
                      f"(want {final})")
        print(f"{ours_variant:12s} {notation:7s} written {same}/{total} as pyffish, read {read_ok}/{a.games} games")


if __name__ == "__main__":
    main()
